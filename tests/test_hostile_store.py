"""Hostile seat answers on both stores, long episodes on DynamoDB (moto over HTTP), and a poison
episode in an SQS FIFO batch: each must finish, verify and leave the other episodes alone."""

from __future__ import annotations

import json

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import verify


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


ANSWERS = {
    "float": lambda: {"action": "teleport", "x": 1.5},
    "nan": lambda: {"action": "raise", "amount": float("nan")},
    "surrogate": lambda: {"action": "teleport", "say": "\ud800 hello"},
    "60kb": lambda: {"action": "teleport", "pad": "x" * 60_000},
    "nested": lambda: nested(60_000),
}


class HostileFactory:
    """Builds the real seats, except that agent ``random`` answers with ``answer()`` every time."""

    def __init__(self, answer) -> None:
        self.answer = answer
        self.asked = 0

    def __call__(self, name, variant, rng):
        from cosino_runtime.seats.registry import build_seat

        if name != "random":
            return build_seat(name, variant, rng)
        factory = self

        class Hostile:
            def act(self, observation):
                factory.asked += 1
                return factory.answer()

        return Hostile()


class NullQueue:
    def __init__(self) -> None:
        self.finalize = 0

    def send_step(self, episode_id, version, redrive=False):
        pass

    def send_finalize(self, episode_id, redrive=False):
        self.finalize += 1


def open_store(kind, tmp_path, request):
    if kind == "embedded":
        from cosino_runtime.store.embedded import EmbeddedStore

        return EmbeddedStore(tmp_path / "store")
    from cosino_runtime.lambdas.environment import runtime

    request.getfixturevalue("stack")
    return runtime().store


def drive(store, config, factory):
    """Every step through the pipeline the Lambda runs, then finalisation; returns (replay, results)."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    episode_id = stepper.create(store, config)
    queue = NullQueue()
    version = store.load_head(episode_id).version
    for _ in range(10_000):
        assert pipeline.on_step(store, queue, episode_id, version, factory) == "applied"
        version += 1
        if queue.finalize:
            break
    out = pipeline.on_finalize(store, episode_id)
    assert out["status"] == "final"
    return episode_id, store.get_blob(out["replay"]), store.get_blob(out["results"])


@pytest.mark.parametrize("kind", ["embedded", "aws"])
@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_hostile_answer_is_a_recorded_refusal_on_every_store(kind, answer, tmp_path, request):
    store = open_store(kind, tmp_path, request)
    factory = HostileFactory(ANSWERS[answer])
    config = EpisodeConfig("kuhn", ("house", "random"), hands=3, seed=7)
    episode_id, replay, results = drive(store, config, factory)
    verdict = verify(replay, results)
    assert verdict.ok, verdict.message
    records = [json.loads(line) for line in replay.splitlines()]
    refused = [r for r in records if "error" in r]
    assert factory.asked > 0 and len(refused) == factory.asked  # every hostile answer is one refusal
    assert all("received" in r for r in refused)
    assert len(replay) < 64 * 1024  # what is kept of each answer is bounded
    if answer == "surrogate":
        assert all(r["say"] == "\\ud800 hello" for r in refused)  # kept visibly, as valid UTF-8
    assert store.load_head(episode_id).status == "final"


def test_hostile_episode_bytes_agree_between_stores(tmp_path, request):
    config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=9)
    embedded = drive(open_store("embedded", tmp_path, request), config, HostileFactory(ANSWERS["60kb"]))
    aws = drive(open_store("aws", tmp_path, request), config, HostileFactory(ANSWERS["60kb"]))
    assert embedded[1:] == aws[1:]


def test_inputs_beyond_one_dynamodb_item_fit(stack):
    """Inputs totalling more than DynamoDB's 400 KB item limit: the episode completes and verifies,
    and the head stays as small as it started."""
    from cosino_runtime.lambdas.environment import runtime
    from cosino_runtime.store.aws import HEAD, ITEM_LIMIT, episode_pk

    store = runtime().store
    big = {"action": "teleport", **{f"k{i}": "x" * 400 for i in range(7)}}  # 2.9 KB: kept whole by the bound
    config = EpisodeConfig("kuhn", ("random", "random"), hands=100, seed=5)  # both seats send it
    episode_id, replay, results = drive(store, config, HostileFactory(lambda: big))
    assert verify(replay, results).ok
    inputs = store.load_inputs(episode_id, store.load_head(episode_id).version)
    stored = sum(len(json.dumps(i, ensure_ascii=False).encode()) for i in inputs)
    assert stored > ITEM_LIMIT, f"only {stored} bytes of inputs: not past one item's limit"
    head = stack.client("dynamodb").get_item(
        TableName=stack.table, Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}}
    )["Item"]
    assert "inputs" not in head and len(json.dumps(head)) < 2048


def sqs_record(body: str, group: str, message_id: str) -> dict:
    return {
        "messageId": message_id,
        "receiptHandle": f"r-{message_id}",
        "body": body,
        "attributes": {
            "ApproximateReceiveCount": "1",
            "SentTimestamp": "1700000000000",
            "SenderId": "local",
            "ApproximateFirstReceiveTimestamp": "1700000000000",
            "MessageGroupId": group,
            "MessageDeduplicationId": message_id,
        },
        "messageAttributes": {},
        "md5OfBody": "0",
        "eventSource": "aws:sqs",
        "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:q.fifo",
        "awsRegion": "us-east-1",
    }


def test_poison_message_fails_only_its_own_episode_and_is_then_abandoned(stack):
    """The first record of a batch fails for good (DynamoDB refuses its commit): the other episode's
    record still runs; after MAX_STEP_FAILURES deliveries the poison episode ends with its cause."""
    from botocore.exceptions import ClientError

    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    poison = stepper.create(rt.store, EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=1))
    healthy = stepper.create(rt.store, EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=2))

    def refuse(params, **kwargs):
        items = params.get("TransactItems", [])
        if items and items[0]["Update"]["Key"]["pk"]["S"] == f"EP#{poison}" and "Put" in items[1]:
            if "abandon" not in items[1]["Put"]["Item"]["input"]["S"]:
                raise ClientError(
                    {"Error": {"Code": "ValidationException", "Message": "injected: refused"}}, "TransactWriteItems"
                )

    rt.ddb.meta.events.register("before-parameter-build.dynamodb.TransactWriteItems", refuse, unique_id="poison")
    try:
        outcomes = []
        for attempt in range(pipeline.MAX_STEP_FAILURES):
            healthy_version = rt.store.load_head(healthy).version
            event = {
                "Records": [
                    sqs_record(json.dumps({"kind": "step", "episode": poison, "version": 1}), poison, f"p{attempt}"),
                    sqs_record(
                        json.dumps({"kind": "step", "episode": healthy, "version": healthy_version}),
                        healthy,
                        f"h{attempt}",
                    ),
                ]
            }
            outcomes.append(step.handler(event, FakeContext()))
            assert rt.store.load_head(healthy).version == healthy_version + 1  # the innocent episode moved on
    finally:
        rt.ddb.meta.events.unregister("before-parameter-build.dynamodb.TransactWriteItems", unique_id="poison")
    failed = [[f["itemIdentifier"] for f in o["batchItemFailures"]] for o in outcomes]
    assert failed == [["p0"], ["p1"], []]  # retried twice, then the guard ended the episode
    head = rt.store.load_head(poison)
    assert head.status == "finished" and head.version == 2
    assert head.failures == pipeline.MAX_STEP_FAILURES and "injected: refused" in head.failure
    out = pipeline.on_finalize(rt.store, poison)
    replay = rt.store.get_blob(out["replay"])
    assert verify(replay, rt.store.get_blob(out["results"])).ok
    assert json.loads(replay.splitlines()[-1])["reason"] == "stalled"


def test_sweeper_leaves_a_stuck_episode_alone(tmp_path):
    """When even the guard's commit fails, the sweeper stops re-driving the episode (bounded)."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "s")
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), hands=1, seed=3))
    for _ in range(pipeline.MAX_STEP_FAILURES + 1):
        store.record_failure(episode, 1, "RuntimeError: cannot restore")
    queue = NullQueue()
    sent = []
    queue.send_step = lambda *a, **k: sent.append(a)
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 10**16)
    assert counts["stuck"] == 1 and counts["redriven"] == 0 and sent == []
