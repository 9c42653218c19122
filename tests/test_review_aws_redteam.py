"""The AWS path attacked as a caller and as the network would: API Gateway events a client can
shape, and queue messages that race the sweeper. Each test failed before its fix."""

from __future__ import annotations

import json

import pytest

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
