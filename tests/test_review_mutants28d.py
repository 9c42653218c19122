"""Mutation review 28d: survivors of the engine's sweep and the league publish pinned by a test each.

The sweeper leaves an episode alone as "stuck" only once the guard's own try failed on top of the
step failures, and tries the guard again only when the episode moved; the league's latency note
skips calls of an unknown seat, and only a results key of the exact content-addressed form is
taken as its content's hash."""

from __future__ import annotations

import json
from pathlib import Path

from support.queues import ListQueue

from cosino.arena.episode import EpisodeConfig


def _episode(tmp_path, store_class=None):
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = (store_class or EmbeddedStore)(tmp_path / "s")
    return store, stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=1))


# kills W10: ``failures >= MAX_STEP_FAILURES`` in the sweep called an episode stuck at exactly the step limit
def test_an_episode_at_exactly_the_step_failure_limit_still_gets_its_deadline_guard(tmp_path):
    from cosino_runtime.engine import flow as pipeline

    store, episode_id = _episode(tmp_path)
    version = store.load_head(episode_id).version
    for _ in range(pipeline.MAX_STEP_FAILURES):  # the step's failures; the guard has not failed yet
        store.record_failure(episode_id, version, "RuntimeError: boom")
    assert store.load_head(episode_id).failures == pipeline.MAX_STEP_FAILURES
    queue = ListQueue()
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 1)
    assert counts["stuck"] == 0 and counts["abandoned"] == 1
    assert set(queue.finals) == {episode_id} and store.load_head(episode_id).status == "finished"


# kills W14: ``head.version < row.version`` in ``_guard`` tried the abandon twice at an unmoved version
def test_the_guard_is_not_tried_again_when_its_commit_lost_and_the_episode_did_not_move(tmp_path):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.store.base import StaleVersion
    from cosino_runtime.store.embedded import EmbeddedStore

    class LosesOneCommit(EmbeddedStore):
        """The first commit conflicts with a transaction that did not land: the version stays."""

        armed, lost = False, 0

        def commit(self, *args, **kwargs):
            if self.armed and not self.lost:
                self.lost += 1
                raise StaleVersion("conflict")
            return super().commit(*args, **kwargs)

    store, episode_id = _episode(tmp_path, LosesOneCommit)
    store.armed = True  # only the guard's commits, not those that made the episode
    row = store.load_head(episode_id)
    outcome = pipeline._guard(store, row, None)
    assert outcome.status == "stale" and store.lost == 1
    head = store.load_head(episode_id)
    assert head.status == "running" and head.version == row.version  # left for the next sweep


def _calls_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


# kills P14: without ``0 <=`` a call at slot -1 (an alias the runner did not know) counted for the last seat
def test_a_call_at_slot_minus_one_adds_to_no_agents_latency(tmp_path, cosino_cli):
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.episodes import episode_paths, schedule
    from cosino_runtime.league.publish import league_outputs

    config_path = tmp_path / "league.toml"
    config_path.write_text(
        '[league]\nname = "f"\nvariants = ["kuhn"]\nhands = 2\nrounds = 1\nseed = 3\nout = "out"\nbootstrap = 0\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    code, _, err = cosino_cli("league", "run", "--config", str(config_path))
    assert code == 0, err
    config = load_config(config_path)

    def counts() -> dict[str, int]:
        note = json.loads(league_outputs(config).latency)["latencyMs"]
        return {agent: entry["calls"] for agent, entry in note.items()}

    before = counts()
    calls = episode_paths(config.out, schedule(config)[0].episode_id)["calls"]
    decision = max(c["decision"] for c in _calls_lines(calls)) + 1  # a decision of its own: none is replaced
    with calls.open("a") as fh:
        fh.write(json.dumps({"decision": decision, "slot": -1, "latencyUs": 5}) + "\n")
    assert sum(before.values()) > 0 and counts() == before


# kills P19: ``RESULTS_NAME.match`` took a results key with trailing text as content-addressed
def test_a_results_key_with_trailing_text_is_hashed_from_its_bytes(tmp_path):
    from cosino.primitives.canonical import sha256_hex
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league import publish

    store, episode_id = _episode(tmp_path)
    stepper.run_to_end(store, episode_id)
    pipeline.on_finalize(store, episode_id)
    (row,) = store.league_rows()
    named = row["results"]
    assert publish.RESULTS_NAME.fullmatch(named)
    other = store.get_blob(named) + b"\n"  # other bytes under a key that merely starts like a name
    store.put_blob(named + ".old", other)
    _slim, (_view, entry, _index), _evidence = publish._state_entry(store, {**row, "results": named + ".old"})
    listed = json.loads(entry)["results"]
    assert listed == sha256_hex(other) and listed != publish.RESULTS_NAME.fullmatch(named).group(1)
