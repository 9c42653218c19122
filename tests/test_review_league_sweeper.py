"""The sweeper's run is bounded by the time its invocation has left: it starts no abandon it
cannot finish and later runs continue where it stopped."""

from __future__ import annotations

import pytest
from support.queues import ListQueue

from cosino.arena.episode import EpisodeConfig


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
    short = pipeline.SWEEP_RESERVE_S + pipeline.REBUILD_S_PER_VERSION / 2  # kuhn: no end audit
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


class CountingDynamo:
    """The DynamoDB client, counting calls; ``withhold`` keys of the first batch come back unprocessed."""

    def __init__(self, client, withhold: int = 0) -> None:
        self.client, self.withhold, self.calls = client, withhold, {}

    def __getattr__(self, name):
        method = getattr(self.client, name)

        def counted(**kwargs):
            self.calls[name] = self.calls.get(name, 0) + 1
            if name != "batch_get_item" or not self.withhold:
                return method(**kwargs)
            (table, ask), withheld = next(iter(kwargs["RequestItems"].items())), self.withhold
            self.withhold = 0
            out = method(RequestItems={table: {**ask, "Keys": ask["Keys"][withheld:]}})
            return {**out, "UnprocessedKeys": {table: {**ask, "Keys": ask["Keys"][:withheld]}}}

        return counted


@pytest.mark.parametrize("withhold", [0, 30])
def test_the_aws_listing_reads_the_heads_in_batches(stack, withhold):
    from cosino_runtime.store.aws import AwsStore

    ids = [f"ep-{i:03d}" for i in range(130)]
    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    for name in ids:
        store.create_episode(name, {"variant": "kuhn", "agents": ["house", "random"], "hands": 2, "seed": 1})
    store.commit("ep-007", 0, {"start": True}, [], "finished")
    counting = CountingDynamo(store.ddb, withhold)
    store.ddb = counting
    assert [r.episode_id for r in store.list_episodes("running")] == [e for e in ids if e != "ep-007"]
    # Two requests of at most a hundred heads (and one more for the unprocessed keys), not one per head.
    assert counting.calls.get("get_item", 0) == 0
    assert counting.calls["batch_get_item"] == 2 + (withhold > 0)


def test_a_long_abandon_waits_for_the_short_ones_and_is_then_tried(tmp_path, monkeypatch):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    store = running_episodes(tmp_path, 3)
    long = store.list_episodes("running")[0].episode_id  # first in the listing: before, always tried first
    for _ in range(2):
        stepper.step(store, long, store.load_head(long).version)
    assert store.load_head(long).version == 3
    monkeypatch.setattr(pipeline, "REBUILD_S_PER_VERSION", 10.0)  # kuhn; version 1: 15 s; version 3: 35 s
    counts = pipeline.on_sweep(store, ListQueue(), 10**15, 1, 1, lambda: 30.0)
    assert (counts["abandoned"], counts["deferred"]) == (2, 1)
    assert [r.episode_id for r in store.list_episodes("running")] == [long]
    # Alone, it does not fit either, but nothing else could start: it is tried.
    counts = pipeline.on_sweep(store, ListQueue(), 10**15, 1, 1, lambda: 30.0)
    assert (counts["abandoned"], counts["deferred"]) == (1, 0)
    assert store.list_episodes("running") == []
