"""The episode flow under faults and duplicate or late deliveries, on both stores (review of
engine.flow, engine.limits and the sweeper). Each test failed before its fix."""

from __future__ import annotations

import pytest
from support.queues import ListQueue

from cosino.arena.episode import EpisodeConfig


def test_an_episode_slot_kept_by_a_final_episode_is_taken_back_when_the_cap_is_full(any_store, monkeypatch):
    """Episode cap 1; the cap is lifted while an episode holds the slot, that episode finalises
    (it frees the slot whatever the cap), and the cap is set again; a slot a final episode still
    holds (a finalize that died before freeing it) is taken back. Before: the final episode kept
    the slot for good, and no episode could ever start again (its first step was handed back at
    every delivery until the deadline guard ended it)."""
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper

    store = any_store
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, limits.episode_cap())
    stepper.run_to_end(store, first)
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "0")  # the operator lifts the cap for a while
    stepper.finalize(store, first)
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")  # and sets it again
    assert store.slot_holders(limits.SLOTS_KEY) == []  # finalize frees the slot whatever the cap
    store.hold_slot(limits.SLOTS_KEY, first, 1)  # as if a finalize had died before freeing it
    limits.start_episode(store, second, 1, limits.episode_cap())
    assert store.slot_holders(limits.SLOTS_KEY) == [second]


def test_a_running_holder_keeps_its_episode_slot(any_store, monkeypatch):
    """The reclaim gives back only the slots of final episodes: a running holder is never displaced."""
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper

    store = any_store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, 1)
    with pytest.raises(limits.RetryStep):
        limits.start_episode(store, second, 1, 1)
    assert store.slot_holders(limits.SLOTS_KEY) == [first]


def second_store(store):
    """Another handle on the same store, as a second worker (process or function) has."""
    from cosino_runtime.store.aws import AwsStore
    from cosino_runtime.store.embedded import EmbeddedStore

    if isinstance(store, EmbeddedStore):
        return EmbeddedStore(store.root)
    return AwsStore(store.table, store.bucket, store.ddb, store.s3)


@pytest.mark.parametrize("second_delay", [0.0, 0.6], ids=["duplicate-commits-first", "first-commits-first"])
def test_a_step_message_delivered_again_while_a_slow_seat_answers_counts_no_failure(any_store, second_delay):
    """The poison guard counts failed steps, not deliveries: a second delivery of one step message
    while the first still waits on a slow seat either loses the commit or finds the version moved,
    heals, and records nothing, so duplicates can never add up to an honest episode's end."""
    import threading
    import time

    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat

    def slow(delay):
        def build(name, variant, rng):
            seat = build_seat(name, variant, rng)

            class Slow:
                def act(self, observation):
                    time.sleep(delay)
                    return seat.act(observation)

            return Slow()

        return build

    episode = stepper.create(any_store, EpisodeConfig("holdem-hu", ("house", "random"), 2, 5))
    for version in (1, 2, 3):
        queue, outcomes = ListQueue(), []

        def deliver(store, delay, version=version, queue=queue, outcomes=outcomes):
            outcomes.append(pipeline.on_step(store, queue, episode, version, slow(delay)))

        # The slow first delivery on its own handle (an SQLite handle belongs to its thread).
        first = threading.Thread(target=lambda: deliver(second_store(any_store), 0.4))
        first.start()
        time.sleep(0.1)
        deliver(any_store, second_delay)
        first.join()
        head = any_store.load_head(episode)
        assert sorted(outcomes) == ["applied", "healed"] and head.version == version + 1
        assert head.failures == 0 and head.failure is None
        assert queue.steps == [(episode, version + 1)] * 2  # the heal re-sends what the queue de-duplicates


class InvocationKilled(BaseException):
    """The function reached its timeout: nothing after this point of the run happens."""


def test_a_sweep_re_finalises_before_it_tries_an_abandon_longer_than_its_estimate(any_store, monkeypatch):
    """A run that could start no abandon tries the first it deferred with what it has left; when that
    abandon outlasts the invocation, the function is killed. Before, the finished episodes were re-sent
    after that try, so while such an episode stayed past its deadline no lost finalisation was ever
    sent again (the run died first every time)."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    store = any_store
    finished = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    stepper.run_to_end(store, finished)  # its finalize message was lost
    long_one = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    monkeypatch.setattr(pipeline, "REBUILD_S_PER_VERSION", 1000.0)  # kuhn: no estimate fits: deferred, then tried

    def killed(*args, **kwargs):
        raise InvocationKilled

    monkeypatch.setattr(stepper, "abandon", killed)
    queue = ListQueue()
    with pytest.raises(InvocationKilled):
        pipeline.on_sweep(store, queue, 10**15, 1, 1, lambda: 30.0)
    assert queue.finals == [finished]
    assert store.load_head(long_one).status == "running"


def test_a_create_whose_start_commit_fails_keeps_its_agents_slots(any_store):
    """Per-agent cap 1. The create held the agent's slot and wrote the row, then its first commit
    failed (throttled). Before: the failed create gave the slot back though the row stayed, and a
    row at version 0 is started by the retried create or the sweeper's re-drive, so the agent then
    played in a second episode created meanwhile, past its cap."""
    import json

    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import limits
    from cosino_runtime.store.base import TransientStoreError

    agent = "remote:https://agent.example/"
    store = any_store
    real_commit = store.commit
    failed: list[str] = []

    def commit(episode_id, expected_version, *rest):
        if expected_version == 0 and not failed:
            failed.append(episode_id)
            raise TransientStoreError("injected: throttled")
        return real_commit(episode_id, expected_version, *rest)

    store.commit = commit
    api = Api(store, ListQueue(), agent_cap=1)

    def create(seed: int):
        body = {"variant": "kuhn", "seats": [agent, "house"], "hands": 2, "seed": 2**60 + seed}
        return api.handle("POST", "/episodes", json.dumps(body).encode(), True)

    with pytest.raises(TransientStoreError):
        create(1)
    first = failed[0]
    assert store.load_head(first).version == 0  # the row stays: a re-drive or a retry starts it
    assert store.slot_holders(limits.agent_slot_key(agent)) == [first]
    assert create(2).status == 429  # the agent's one slot is the first episode's
    queue = ListQueue()
    pipeline.on_sweep(store, queue, 10**15, 1, 10**16)  # the sweeper re-drives the unstarted row
    assert queue.steps == [(first, 0)] and pipeline.on_step(store, queue, first, 0) == "applied"
