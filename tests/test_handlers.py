"""The Lambda handlers in-process against a moto server: bad messages are logged and dropped (no
retry storm), the sweeper re-drives lost steps and fires the deadline guard, the league publishes."""

from __future__ import annotations

import json

import pytest

CONFIG = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 1, "seed": 21}


def create(config=CONFIG) -> str:
    from cosino_devtools.awslocal import invoke_api

    status, body = invoke_api("POST", "/episodes", json.dumps(config).encode())
    assert status in (200, 201), body
    return body["episode"]


def record(body: str, message_id: str = "m-1") -> dict:
    return {
        "messageId": message_id,
        "receiptHandle": "r",
        "body": body,
        "attributes": {
            "ApproximateReceiveCount": "1",
            "SentTimestamp": "1700000000000",
            "SenderId": "local",
            "ApproximateFirstReceiveTimestamp": "1700000000000",
            "MessageGroupId": "g",
            "MessageDeduplicationId": "d",
        },
        "messageAttributes": {},
        "md5OfBody": "0",
        "eventSource": "aws:sqs",
        "eventSourceARN": "arn:aws:sqs:us-east-1:123456789012:q.fifo",
        "awsRegion": "us-east-1",
    }


def step_event(*bodies: str) -> dict:
    return {"Records": [record(b, f"m-{i}") for i, b in enumerate(bodies)]}


def queue_depth(stack, url: str) -> int:
    attrs = stack.client("sqs").get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])
    return int(attrs["Attributes"]["ApproximateNumberOfMessages"])


def run_step(event):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import step

    return step.handler(event, FakeContext())


@pytest.mark.parametrize(
    "body",
    [
        "not json",
        "[]",
        json.dumps({"kind": "step"}),
        json.dumps({"kind": "step", "episode": "x", "version": -1}),
        json.dumps({"kind": "step", "episode": "../../x", "version": 1}),
        json.dumps({"kind": "nudge", "episode": "x", "version": 1}),
        json.dumps({"kind": "step", "episode": "x", "version": "one"}),
    ],
)
def test_malformed_step_message_is_dropped(stack, body):
    out = run_step(step_event(body))
    assert out == {"batchItemFailures": []}  # acknowledged: a malformed message never becomes valid
    assert queue_depth(stack, stack.step_queue_url) == 0


def test_step_for_unknown_episode_is_dropped(stack):
    body = json.dumps({"kind": "step", "episode": "holdem-hu-9-000000000000", "version": 1})
    assert run_step(step_event(body)) == {"batchItemFailures": []}
    assert queue_depth(stack, stack.step_queue_url) == 0


def test_stale_and_finished_messages(stack):
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.lambdas.environment import runtime

    episode = create()
    Pump(stack).drain()
    store = runtime().store
    row = store.load(episode)
    assert row.status == "final"
    events_before = store.events(episode)
    # An old version: dropped, nothing enqueued, nothing written.
    for version in (1, 2, row.version - 2):
        body = json.dumps({"kind": "step", "episode": episode, "version": version})
        assert run_step(step_event(body)) == {"batchItemFailures": []}
    # The current version of a final episode: dropped too.
    body = json.dumps({"kind": "step", "episode": episode, "version": row.version})
    assert run_step(step_event(body)) == {"batchItemFailures": []}
    assert queue_depth(stack, stack.step_queue_url) == 0 and queue_depth(stack, stack.finalize_queue_url) == 0
    assert store.events(episode) == events_before and store.load(episode).version == row.version


def test_step_outcomes_of_the_plain_function(stack):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    episode = create()
    assert pipeline.on_step(rt.store, rt.queue, episode, 1) == "applied"
    assert pipeline.on_step(rt.store, rt.queue, episode, 1) == "healed"  # the previous version: re-send the next
    assert pipeline.on_step(rt.store, rt.queue, episode, 0) == "stale"
    assert pipeline.on_step(rt.store, rt.queue, "kuhn-0-000000000000", 1) == "unknown"
    # The step after version 1 and its healing re-send share one de-duplication id: one message.
    assert queue_depth(stack, stack.step_queue_url) == 2  # create's version-1 message and version 2


def test_sweeper_redrives_a_lost_step(stack):
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    episode = create()
    sqs = stack.client("sqs")
    lost = sqs.receive_message(QueueUrl=stack.step_queue_url)["Messages"][0]
    sqs.delete_message(QueueUrl=stack.step_queue_url, ReceiptHandle=lost["ReceiptHandle"])  # the message is lost
    row = rt.store.load(episode)
    # Not yet quiet for long enough: nothing happens.
    counts = pipeline.on_sweep(rt.store, rt.queue, row.updated_ms + 1000, 60_000, 3_600_000)
    assert counts == {"redriven": 0, "abandoned": 0, "refinalized": 0, "stuck": 0, "failed": 0, "deferred": 0}
    assert Pump(stack).drain() == 0
    # Quiet past the threshold: the sweeper re-sends the step (with a fresh id; the old one was consumed).
    counts = pipeline.on_sweep(rt.store, rt.queue, row.updated_ms + 61_000, 60_000, 3_600_000)
    assert counts["redriven"] == 1
    Pump(stack).drain()
    assert rt.store.load(episode).status == "final"


def test_sweeper_fires_the_deadline_guard(stack):
    from cosino_devtools.awslocal import Pump
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    episode = create({**CONFIG, "hands": 4, "seed": 22})
    row = rt.store.load(episode)
    counts = pipeline.on_sweep(rt.store, rt.queue, row.created_ms + 3_600_000, 60_000, 3_600_000)
    assert counts["abandoned"] == 1
    Pump(stack).drain()  # the original step message now finds a newer version and is dropped
    row = rt.store.load(episode)
    assert row.status == "final" and row.inputs[-1] == {"abandon": "deadline"}
    results = json.loads(rt.store.get_blob(rt.store.final_keys(episode)[0]))
    assert results["reason"] == "deadline"


def test_sweeper_handler_and_league_handler(stack):
    from cosino_devtools.awslocal import FakeContext, Pump, scheduled_event
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas import league_schedule as league
    from cosino_runtime.lambdas import sweeper
    from cosino_runtime.lambdas.environment import runtime

    first, second = create(), create({**CONFIG, "seed": 23})
    Pump(stack).drain()
    assert sweeper.handler(scheduled_event("sweep"), FakeContext()) == {
        "redriven": 0,
        "abandoned": 0,
        "refinalized": 0,
        "stuck": 0,
        "failed": 0,
        "deferred": 0,
    }
    assert league.handler(scheduled_event("league"), FakeContext())["episodes"] == 2
    store = runtime().store
    index = json.loads(store.get_blob(pipeline.INDEX_KEY))
    assert [e["episode"] for e in index["episodes"]] == sorted([first, second])
    # The leaderboard's tables are tested in tests/test_hostile_league_publish.py; here: it is published.
    assert json.loads(store.get_blob(pipeline.LEADERBOARD_KEY))


def test_finalize_is_idempotent(stack):
    from cosino_devtools.awslocal import FakeContext, Pump
    from cosino_runtime.lambdas import finalize
    from cosino_runtime.lambdas.environment import runtime

    episode = create()
    Pump(stack).drain()
    body = json.dumps({"kind": "finalize", "episode": episode})
    calls = []
    store = runtime().store
    original = store.put_blob
    store.put_blob = lambda key, data: calls.append(key) or original(key, data)
    try:
        out = finalize.handler({"Records": [record(body)]}, FakeContext())
    finally:
        del store.put_blob
    assert out == {"batchItemFailures": []} and calls == []  # served from the idempotency record
    bad = finalize.handler(
        {"Records": [record("{}"), record(json.dumps({"kind": "finalize", "episode": "nope-0"}), "m-2")]}, FakeContext()
    )
    assert bad == {"batchItemFailures": []}


@pytest.mark.parametrize("name", ["step", "finalize", "http_api", "league_schedule", "sweeper"])
def test_a_handler_module_loads_only_its_own_path(name):
    """No command line, advisor or developer tools on a Lambda handler's import path (issue 14)."""
    from cosino_devtools.bench.runtime import import_time

    ms, off_path = import_time(f"cosino_runtime.lambdas.{name}", runs=1, bytecode=False)  # a copy of our code only
    assert off_path == [] and ms > 0


@pytest.mark.parametrize("module", ["step", "finalize", "http_api", "league_schedule", "sweeper"])
def test_a_handler_module_loads_neither_xray_nor_pydantic_with_tracing_off(module):
    import subprocess
    import sys

    code = (
        f"import sys; import cosino_runtime.lambdas.{module}; "
        "print(sorted(m for m in ('aws_xray_sdk', 'pydantic') if m in sys.modules))"
    )
    env = {**__import__("os").environ, "POWERTOOLS_TRACE_DISABLED": "true", "AWS_DEFAULT_REGION": "us-east-1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"  # both load only when a call needs them


# Modules a handler's import must not load: no path of that handler needs them at load (docs/runtime.md "The bundle").
NOT_AT_IMPORT = {
    "step": ("cosino.games.poker.equity", "cosino.arena.scoring", "cosino_runtime.api", "cosino_runtime.league"),
    "finalize": ("cosino.games.poker.equity", "cosino_runtime.api", "cosino_runtime.league"),
    "http_api": ("cosino_runtime.engine.steps", "cosino.arena.episode", "cosino.arena.public", "cosino.seats"),
    "league_schedule": ("cosino_runtime.engine.steps", "cosino.arena.episode", "cosino.seats", "cosino_runtime.seats"),
    "sweeper": ("cosino_runtime.engine.steps", "cosino.arena.episode", "cosino.seats", "cosino_runtime.seats"),
}


@pytest.mark.parametrize("module", sorted(NOT_AT_IMPORT))
def test_a_handler_module_loads_no_engine_part_its_paths_do_not_need(module):
    """The Hold'em equity estimator loads with a Hold'em seat, the public view with the events route,
    the engine with a create (API), a deadline (sweeper) or never (league)."""
    import subprocess
    import sys

    banned = NOT_AT_IMPORT[module]
    code = (
        f"import sys; import cosino_runtime.lambdas.{module}; "
        f"print(sorted(m for m in sys.modules if m.startswith({banned!r})))"
    )
    env = {**__import__("os").environ, "POWERTOOLS_TRACE_DISABLED": "true", "AWS_DEFAULT_REGION": "us-east-1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
