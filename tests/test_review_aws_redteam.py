"""The AWS path attacked as a caller and as the network would: API Gateway events a client can
shape, and queue messages that race the sweeper. Each test failed before its fix."""

from __future__ import annotations

import json
import re

import pytest
import test_infra

from cosino.arena.episode import EpisodeConfig

template = test_infra.template  # the infra tests' loader of infra/template.yaml

GOOD = {"variant": "kuhn", "seats": ["house", "random"], "hands": 2, "seed": 7}


def api_call(event):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import http_api

    out = http_api.handler(event, FakeContext())
    return out["statusCode"], json.loads(out["body"])


def create_event(iam: dict | None):
    from cosino_devtools.awslocal import api_gateway_event

    event = api_gateway_event("POST", "/episodes", json.dumps(GOOD).encode(), iam=True)
    event["requestContext"]["authorizer"] = {"iam": iam}
    return event


@pytest.mark.parametrize(
    "iam",
    [{}, {"userArn": "", "accountId": ""}, {"userArn": None, "accountId": "123456789012", "callerId": "x"}],
    ids=["empty", "blank", "no-arn"],
)
def test_an_iam_identity_that_names_no_caller_creates_nothing(stack, iam):
    """API Gateway fills every field of a SigV4 caller; the handler's own check used to take any
    ``iam`` object, even ``{}``, as proof and created the episode (201)."""
    from cosino_runtime.lambdas.environment import runtime

    status, body = api_call(create_event(iam))
    assert status == 401 and "authentication" in body["error"]
    assert runtime().store.list_episodes("running") == []
    got = stack.client("sqs").receive_message(QueueUrl=stack.step_queue_url, WaitTimeSeconds=0)
    assert got.get("Messages", []) == []


def test_a_full_iam_identity_still_creates(stack):
    iam = {"accountId": "123456789012", "userArn": "arn:aws:iam::123456789012:user/ops", "callerId": "AIDAX"}
    assert api_call(create_event(iam))[0] == 201


def test_a_body_that_is_not_utf8_text_is_named_as_such(stack):
    """A body holding a lone surrogate (which UTF-8 cannot encode) was refused as "not valid base64"
    though the event said it was not base64 at all."""
    event = create_event({"accountId": "123456789012", "userArn": "arn:aws:iam::123456789012:user/ops"})
    event["body"] = '{"variant": "\ud800"}'
    status, body = api_call(event)
    assert status == 400 and body["error"] == "request body is not valid UTF-8 text"


def test_a_first_step_racing_the_deadline_guard_leaves_no_slot_behind(stack, monkeypatch):
    """Episode cap 1. A version-1 step read its episode running at version 1, then, before it took
    the slot, the sweeper abandoned the episode and finalisation freed the slot it did not yet hold.
    The step then took the slot for a final episode, nothing gave it back, and no episode could
    ever start again."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime
    from tests.test_review_runtime_faults import sqs_record

    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    store = runtime().store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    real_hold = store.hold_slot

    def hold_after_the_guard(key, holder, cap):
        if holder == first and store.load_head(first).status == "running":  # the sweeper wins the race
            assert stepper.abandon(store, first, 1, "deadline").status == "applied"  # the sweeper's guard
            assert pipeline.on_finalize(store, first)["status"] == "final"
        return real_hold(key, holder, cap)

    monkeypatch.setattr(store, "hold_slot", hold_after_the_guard)
    message = sqs_record(json.dumps({"kind": "step", "episode": first, "version": 1}), "m1", first)
    assert step.handler({"Records": [message]}, FakeContext()) == {"batchItemFailures": []}
    assert store.slot_holders(limits.SLOTS_KEY) == []
    limits.start_episode(store, second, 1, limits.episode_cap())  # the slot is there for the next one
    assert store.slot_holders(limits.SLOTS_KEY) == [second]


# Every route Api.handle answers (its docstring's list), as a caller's request would reach it.
API_ROUTES = [
    ("POST", "/episodes"),
    ("GET", "/episodes"),
    ("GET", "/episodes/kuhn-0123456789abcdef0123"),
    ("GET", "/episodes/kuhn-0123456789abcdef0123/events"),
    ("GET", "/episodes/kuhn-0123456789abcdef0123/results"),
    ("GET", "/leaderboard"),
    ("GET", "/blobs/public/episodes.json"),
]


def _routed(events: dict, method: str, path: str) -> bool:
    for event in events.values():
        props = event["Properties"]
        pattern = re.sub(r"\{[^}]+\+\}", ".+", re.sub(r"\{[^}+]+\}", "[^/]+", props["Path"]))
        if props["Method"] == method and re.fullmatch(pattern, path):
            return True
    return False


def test_every_route_the_api_answers_is_routed_by_the_http_api(template):
    """The listing (GET /episodes?status=) is documented, granted its index query and answered by the
    handler, but the HTTP API had no route for it: on AWS every such request was API Gateway's 404."""
    events = template["Resources"]["ApiFunction"]["Properties"]["Events"]
    missing = [f"{m} {p}" for m, p in API_ROUTES if not _routed(events, m, p)]
    assert missing == []
