"""What one step costs the store: one head read per decision, inputs read only on a cold cache,
and the six-max collusion audit computed once per episode (results bytes unchanged)."""

from __future__ import annotations

import pytest

from cosino.arena.episode import EpisodeConfig


class Counting:
    """A store wrapper that counts the reads the stepper makes."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.heads = self.inputs = self.loads = 0

    def load_head(self, episode_id):
        self.heads += 1
        return self.inner.load_head(episode_id)

    def load_inputs(self, episode_id, count):
        self.inputs += 1
        return self.inner.load_inputs(episode_id, count)

    def load(self, episode_id):
        self.loads += 1
        return self.inner.load(episode_id)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def store(any_store):
    return any_store


def test_one_head_read_per_decision_and_inputs_only_when_cold(store):
    from cosino_runtime.engine import steps as stepper

    config = EpisodeConfig("holdem-hu", ("house", "random"), hands=3, seed=17)
    episode_id = stepper.create(store, config)
    counting = Counting(store)
    stepper.run_to_end(counting, episode_id)
    decisions = store.load_head(episode_id).version - 1  # the first version is the creation mark
    assert decisions > 5
    assert counting.heads == decisions + 1 and counting.loads == 0  # + the runner's first look
    assert counting.inputs == 1  # only the first step, whose cache was cold


def test_a_cold_step_reads_the_inputs_once_and_agrees_with_a_warm_run(store, tmp_path):
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    config = EpisodeConfig("holdem-hu", ("house", "random"), hands=2, seed=23)
    episode_id = stepper.create(store, config)
    counting = Counting(store)
    version = store.load_head(episode_id).version
    while True:
        stepper._WARM.clear()  # every step in a fresh process
        before = counting.inputs
        outcome = stepper.step(counting, episode_id, version)
        assert counting.inputs == before + 1 and outcome.status == "applied"
        version = outcome.version
        if outcome.finished:
            break
    warm = EmbeddedStore(tmp_path / "warm")
    warm_id = stepper.create(warm, config)
    stepper.run_to_end(warm, warm_id)
    assert store.events(episode_id) == warm.events(warm_id)


def test_six_max_collusion_audit_runs_once_and_results_are_unchanged(tmp_path, monkeypatch):
    import cosino.diagnostics.collusion as collusion
    from cosino.arena.scoring import results_bytes
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    real = collusion.collusion_audit
    calls = []
    monkeypatch.setattr(collusion, "collusion_audit", lambda records: calls.append(1) or real(records))
    store = EmbeddedStore(tmp_path / "s")
    config = EpisodeConfig("holdem-6max", ("house",) * 6, hands=2, seed=4)
    episode_id = stepper.create(store, config)
    stepper.run_to_end(store, episode_id)
    _, results_key = stepper.finalize(store, episode_id)
    assert len(calls) == 1, f"the audit ran {len(calls)} times"
    # The bytes equal those of results computed from scratch over the stored events.
    assert store.get_blob(results_key) == results_bytes(store.events(episode_id))
    assert len(calls) == 2
