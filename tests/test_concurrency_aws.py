"""The AWS side of concurrency and rate limits, against the moto server over real HTTP: the episode
cap (slots held in the table from an episode's first step until it is final) and per-agent token
buckets in the table shared by every step function (conditional writes)."""

from __future__ import annotations

import time

import pytest
from support.hammer import takes_for

from cosino.arena.episode import EpisodeConfig
from cosino.primitives.rng import Rng
from cosino_runtime.engine import limits
from cosino_runtime.engine import steps as stepper
from cosino_runtime.engine.flow import is_transient
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.store.aws import AwsStore


@pytest.fixture
def store(stack):
    return AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))


def test_episode_slots_cap_and_free(store):
    assert store.hold_slot("t", "a", 2) and store.hold_slot("t", "b", 2)
    assert not store.hold_slot("t", "c", 2)
    assert store.hold_slot("t", "a", 2)  # a redelivered first step of a holder: idempotent
    store.free_slot("t", "a")
    store.free_slot("t", "a")  # twice: nothing more happens
    assert store.hold_slot("t", "c", 2) and not store.hold_slot("t", "d", 2)


def test_an_episode_holds_its_slot_until_final(store, monkeypatch):
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, limits.episode_cap())
    with pytest.raises(limits.RetryStep) as refused:
        limits.start_episode(store, second, 1, limits.episode_cap())
    assert is_transient(refused.value)  # the queue hands the message back; nothing was committed
    assert store.load_head(second).version == 1
    limits.start_episode(store, second, 2, limits.episode_cap())  # later steps are never held back
    stepper.run_to_end(store, first, build_seat)
    stepper.finalize(store, first)  # final: the slot goes to the next episode
    limits.start_episode(store, second, 1, limits.episode_cap())


def test_a_shared_bucket_is_never_overdrawn_by_concurrent_functions(stack):
    def take(store):
        return limits.SharedBucket(store, "rpm#openai:m", 600).try_take(1) == 0  # 10 a second, burst 10

    taken, elapsed = takes_for(stack, take)
    assert 10 <= taken <= 10 + 10 * elapsed + 1


def test_shared_rates_make_a_seat_wait_and_bad_settings_are_refused(store):
    rates = limits.agent_rates({limits.AGENT_LIMITS_ENV: '{"fake:json": {"requests_per_minute": 120}}'})
    factory = limits.shared_factory(store, rates, build_seat)
    obs = {"alias": "Gizmo", "legal": [{"action": "check"}], "variant": "kuhn", "aliases": ["Sprocket", "Gizmo"]}
    start = time.monotonic()
    for _ in range(3):  # a burst of 2, then one every half second
        assert factory("fake:json", "kuhn", Rng(bytes(32))).act(obs)["action"] == "check"
    assert time.monotonic() - start >= 0.4
    assert factory("house", "kuhn", Rng(bytes(32))).__class__.__name__ != "SharedLimitedSeat"
    for bad in ("[1]", '{"x": {"requests_per_minute": -1}}', '{"x": {"rpm": 5}}', "{" * 20000):
        with pytest.raises(limits.LimitSettingError):
            limits.agent_rates({limits.AGENT_LIMITS_ENV: bad})
    with pytest.raises(limits.LimitSettingError):
        limits.episode_cap({limits.EPISODE_CAP_ENV: "1e9"})


def test_the_step_function_hands_back_a_first_step_over_the_cap(stack, monkeypatch):
    import json

    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime

    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    store = runtime().store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 5))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 6))
    limits.start_episode(store, first, 1, 1)
    event = {
        "Records": [
            {
                "messageId": "m-1",
                "receiptHandle": "r",
                "body": json.dumps({"kind": "step", "episode": second, "version": 1}),
                "attributes": {"ApproximateReceiveCount": "1", "SentTimestamp": "1", "SenderId": "l"}
                | {"ApproximateFirstReceiveTimestamp": "1", "MessageGroupId": "g", "MessageDeduplicationId": "d"},
                "messageAttributes": {},
                "md5OfBody": "0",
                "eventSource": "aws:sqs",
                "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:q.fifo",
                "awsRegion": "us-east-1",
            }
        ]
    }
    from aws_lambda_powertools.utilities.batch.exceptions import BatchProcessingError

    with pytest.raises(BatchProcessingError):  # a batch of one failed: the queue delivers it again
        step.handler(event, FakeContext())
    assert store.load_head(second).version == 1  # handed back: nothing committed
    stepper.run_to_end(store, first, build_seat)
    stepper.finalize(store, first)
    assert step.handler(event, FakeContext()) == {"batchItemFailures": []}
    assert store.load_head(second).version == 2
