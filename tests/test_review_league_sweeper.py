"""The sweeper's run is bounded by the time its invocation has left: it starts no abandon it
cannot finish and later runs continue where it stopped."""

from __future__ import annotations

from cosino.arena.episode import EpisodeConfig


class ListQueue:
    def __init__(self) -> None:
        self.finals: list[str] = []

    def send_step(self, episode_id, version, redrive=False):
        pass

    def send_finalize(self, episode_id, redrive=False):
        self.finals.append(episode_id)


def running_episodes(tmp_path, count):
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "s")
    for seed in range(count):
        stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=seed))
    return store


def test_a_sweep_short_of_time_defers_abandons_and_the_next_runs_finish_them(tmp_path):
    from cosino_runtime.engine import flow as pipeline

    store = running_episodes(tmp_path, 3)
    queue = ListQueue()
    # After the first abandon, more than the reserve but less than the reserve plus the estimate of
    # an episode at version 1.
    short = pipeline.SWEEP_RESERVE_S + pipeline.ABANDON_S_PER_VERSION / 2
    clock = iter([60.0])
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 1, lambda: next(clock, short))
    assert (counts["abandoned"], counts["deferred"]) == (1, 2)
    assert len(store.list_episodes("running")) == 2
    # Nothing is started with only the reserve left.
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 1, lambda: 1.0)
    assert (counts["abandoned"], counts["refinalized"], counts["deferred"]) == (0, 0, 3)  # 2 running, 1 finished
    # Each later run (a fresh invocation: the time is there) gets further, until none is left.
    for _ in range(2):
        clock = iter([60.0])
        assert pipeline.on_sweep(store, queue, 10**15, 1, 1, lambda: next(clock, short))["abandoned"] == 1
    assert store.list_episodes("running") == [] and len(set(queue.finals)) == 3


def test_without_a_bound_every_due_episode_is_abandoned_in_one_run(tmp_path):
    from cosino_runtime.engine import flow as pipeline

    store = running_episodes(tmp_path, 3)
    counts = pipeline.on_sweep(store, ListQueue(), 10**15, 1, 1, lambda: None)
    assert (counts["abandoned"], counts["deferred"]) == (3, 0)


def test_the_sweeper_handler_passes_the_invocation_s_time_left(monkeypatch):
    from cosino_devtools.awslocal import FakeContext, scheduled_event
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas import sweeper

    seen = []

    def on_sweep(store, queue, now, stale, deadline, time_left=None):
        seen.append(None if time_left is None else time_left())
        return {"abandoned": 0}

    class Runtime:
        store = queue = None

    class Context(FakeContext):
        def get_remaining_time_in_millis(self):
            return 42_000

    monkeypatch.setattr(pipeline, "on_sweep", on_sweep)
    monkeypatch.setattr(sweeper, "runtime", lambda: Runtime())
    sweeper.handler(scheduled_event("sweep"), Context())
    assert seen == [42.0]
