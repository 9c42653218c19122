"""Exactly once under faults, injected against a moto server: duplicate deliveries, two concurrent
steps, a crash between the state commit and the enqueue, and an S3 failure at finalisation.

Each run must end with the replay and results byte-identical to an uninterrupted run of
``cosino play`` on the embedded default: no event lost and none applied twice.
"""

from __future__ import annotations

import json
import threading

import pytest

from cosino.arena.episode import EpisodeConfig

CONFIG = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 2, "seed": 11}


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """Replay and results bytes of the same episode played uninterrupted on the embedded default."""
    from cosino_runtime.engine.local import play

    played = play(
        EpisodeConfig(CONFIG["variant"], tuple(CONFIG["seats"]), CONFIG["hands"], CONFIG["seed"]),
        tmp_path_factory.mktemp("ref"),
    )
    return played.replay_path.read_bytes(), played.results_path.read_bytes()


def create() -> str:
    from cosino_devtools.awslocal import invoke_api

    status, body = invoke_api("POST", "/episodes", json.dumps(CONFIG).encode())
    assert status == 201, body
    return body["episode"]


def assert_exactly_once(stack, episode_id: str, reference) -> None:
    from cosino_runtime.lambdas.environment import runtime

    store = runtime().store
    row = store.load(episode_id)
    assert row.status == "final"
    results_key, replay_key = store.final_keys(episode_id)
    replay, results = store.get_blob(replay_key), store.get_blob(results_key)
    assert replay == reference[0], "replay differs from the uninterrupted run"
    assert results == reference[1], "results differ from the uninterrupted run"
    # One event item per committed version, and one input per version: nothing twice, nothing lost.
    ddb = stack.client("dynamodb")
    items = ddb.query(
        TableName=stack.table,
        KeyConditionExpression="pk = :p AND begins_with(sk, :v)",
        ExpressionAttributeValues={":p": {"S": f"EP#{episode_id}"}, ":v": {"S": "V#"}},
    )["Items"]
    assert len(items) == row.version == len(row.inputs)
    # Content-addressed blobs were created once: a single S3 version each.
    s3 = stack.client("s3")
    for key in (replay_key, results_key):
        versions = s3.list_object_versions(Bucket=stack.bucket, Prefix=key).get("Versions", [])
        assert len(versions) == 1, f"{key} written {len(versions)} times"
    rows = [r for r in store.league_rows() if r["episode"] == episode_id]
    assert len(rows) == 1 and rows[0]["results"] == results_key


def test_uninterrupted_run_matches_the_embedded_default(stack, reference):
    from cosino_devtools.awslocal import Pump

    episode_id = create()
    pump = Pump(stack)
    pump.drain()
    assert pump.failed == 0
    assert_exactly_once(stack, episode_id, reference)


def test_every_delivery_handled_twice(stack, reference):
    """The poller hands the same batch to the handler twice (at-least-once delivery)."""
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas import finalize, step

    def twice(handler):
        def run(event, context):
            handler(event, context)
            return handler(event, context)

        return run

    episode_id = create()
    Pump(stack, twice(step.handler), twice(finalize.handler)).drain()
    assert_exactly_once(stack, episode_id, reference)


def test_every_message_redelivered_later(stack, reference):
    """Each step message comes back once more after later steps ran (past the de-duplication window)."""
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas import step

    sqs = stack.client("sqs")
    replayed: set[str] = set()

    def resend_once(event, context):
        out = step.handler(event, context)
        for record in event["Records"]:
            if not record["attributes"].get("MessageDeduplicationId", "").startswith("again-"):
                replayed.add(record["messageId"])
                sqs.send_message(
                    QueueUrl=stack.step_queue_url,
                    MessageBody=record["body"],
                    MessageGroupId=json.loads(record["body"])["episode"],
                    MessageDeduplicationId=f"again-{record['messageId']}",
                )
        return out

    episode_id = create()
    pump = Pump(stack, resend_once)
    pump.drain()
    assert_exactly_once(stack, episode_id, reference)
    assert pump.delivered >= 2 * len(replayed) - 1


def test_two_concurrent_steps_for_one_episode(stack, reference):
    """Two workers take the same step message at once: one decision lands, the other does nothing."""
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    outcomes: list[str] = []

    def two_at_once(event, context):
        body = json.loads(event["Records"][0]["body"])
        barrier = threading.Barrier(2)
        errors: list[BaseException] = []

        def worker():
            barrier.wait()
            try:
                outcomes.append(pipeline.on_step(rt.store, rt.queue, body["episode"], body["version"]))
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=worker) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if errors:
            return {"batchItemFailures": [{"itemIdentifier": event["Records"][0]["messageId"]}]}
        return {"batchItemFailures": []}

    episode_id = create()
    pump = Pump(stack, two_at_once, batch_size=1)  # one message per poll: every step is raced
    pump.drain()
    assert_exactly_once(stack, episode_id, reference)
    row = rt.store.load(episode_id)
    applied = outcomes.count("applied")
    assert applied == row.version - 1, "each decision applied exactly once"
    assert applied > 0 and set(outcomes) <= {"applied", "healed", "stale", "finished"}
    assert len(outcomes) >= 2 * applied


def test_crash_after_commit_before_enqueue(stack, reference):
    """SendMessage fails after the commit landed (the Lambda dies); the redelivery heals it."""
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    episode_id = create()
    calls = {"n": 0, "crashes": []}

    def crash(params, **kwargs):
        calls["n"] += 1
        body = json.loads(params["MessageBody"])
        first_finalize = body["kind"] == "finalize" and "finalize" not in [c[0] for c in calls["crashes"]]
        if calls["n"] in (2, 5, 6) or first_finalize:
            version = rt.store.load(body["episode"]).version
            calls["crashes"].append((body["kind"], body.get("version"), version))
            raise ConnectionError("injected: the process died before the enqueue")

    rt.queue.sqs.meta.events.register("before-parameter-build.sqs.SendMessage", crash, unique_id="crash")
    try:
        pump = Pump(stack)
        pump.drain()
    finally:
        rt.queue.sqs.meta.events.unregister("before-parameter-build.sqs.SendMessage", unique_id="crash")
    assert len(calls["crashes"]) == 4 and pump.failed >= 4
    for kind, next_version, stored in calls["crashes"]:
        if kind == "step":
            assert stored == next_version, "the crash came after the commit of that version"
    assert_exactly_once(stack, episode_id, reference)


@pytest.mark.parametrize("fail_on", [("replays/",), ("results/",), ("replays/", "results/")])
def test_s3_failure_during_finalisation(stack, reference, fail_on):
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    episode_id = create()
    pending = list(fail_on)

    def fail(params, **kwargs):
        key = params["Key"]
        if pending and key.startswith(pending[0]):
            pending.pop(0)
            raise ConnectionError(f"injected: S3 write of {key} failed")

    rt.store.s3.meta.events.register("before-parameter-build.s3.PutObject", fail, unique_id="s3fail")
    try:
        pump = Pump(stack)
        pump.drain()
    finally:
        rt.store.s3.meta.events.unregister("before-parameter-build.s3.PutObject", unique_id="s3fail")
    assert pending == [] and pump.failed == len(fail_on)
    assert_exactly_once(stack, episode_id, reference)
    # The idempotency record of the finalisation completed (the failed attempts left none behind).
    items = stack.client("dynamodb").query(
        TableName=stack.table,
        KeyConditionExpression="pk = :p",
        ExpressionAttributeValues={":p": {"S": "IDEMPOTENCY#finalize"}},
    )["Items"]
    assert [i["status"]["S"] for i in items] == ["COMPLETED"]


def test_a_commit_item_past_the_head_is_replaced_and_never_read(stack, reference):
    """A commit item beside the head for a version the head has not reached is not history (a
    transaction never leaves one; a hand edit or a partial restore can). The next step replaces
    it instead of failing on it at every delivery, and no read of the events shows it."""
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas.environment import runtime
    from cosino_runtime.store.aws import version_sk

    episode_id = create()
    pump = Pump(stack)
    store = runtime().store
    while store.load(episode_id).version < 3:
        assert pump.poll() > 0
    head = store.load(episode_id)
    assert head.status == "running"
    forged = {"type": "deal", "pos": 0, "slot": 0, "hand": 0, "cards": ["As", "Ad"]}
    ddb = stack.client("dynamodb")
    for version in (head.version + 1, head.version + 500):
        ddb.put_item(
            TableName=stack.table,
            Item={
                "pk": {"S": f"EP#{episode_id}"},
                "sk": {"S": version_sk(version)},
                "input": {"S": json.dumps({"response": {"action": "fold"}})},
                "records": {"S": json.dumps(forged)},
            },
        )
    assert forged not in store.events(episode_id)
    pump.drain()
    assert pump.failed == 0
    assert forged not in store.events(episode_id)
    # The far item is still there (the episode ended first); the replay was written without it.
    key = {"pk": {"S": f"EP#{episode_id}"}, "sk": {"S": version_sk(head.version + 500)}}
    assert "Item" in ddb.get_item(TableName=stack.table, Key=key)
    ddb.delete_item(TableName=stack.table, Key=key)
    assert_exactly_once(stack, episode_id, reference)
