"""Review of the api function's replies against Lambda's 6 MB response limit.

A reply over the limit never reaches the caller: Lambda fails the invocation, the caller gets a 5xx
and the function's error alarm fires, for any unauthenticated read of a large replay (1000 hands
of hearts at the API's limits is an 8.2 MB replay). Large bodies now go gzipped to a caller that
takes gzip, and a body that cannot fit is refused with a line saying why.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import os

import pytest

LAMBDA_LIMIT = 6 * 1024 * 1024


def _replay(size: int) -> bytes:
    line = b'{"type":"play","seat":1,"card":"QS","trick":[{"seat":0,"card":"2S"}],"talk":[]}\n'
    return line * (size // len(line) + 1)


def _get(key: str, accept_encoding: str | None) -> dict:
    from cosino_devtools import awslocal
    from cosino_runtime.lambdas import http_api

    event = awslocal.api_gateway_event("GET", f"/blobs/{key}", None, iam=False)
    if accept_encoding is not None:
        event["headers"]["accept-encoding"] = accept_encoding
    out = http_api.handler(event, awslocal.FakeContext())
    assert len(json.dumps(out)) < LAMBDA_LIMIT  # what Lambda would hand back at all
    return out


@pytest.fixture
def large_replay(stack):
    data = _replay(7 * 1024 * 1024)
    key = f"replays/{hashlib.sha256(data).hexdigest()}.jsonl"
    stack.client("s3").put_object(Bucket=stack.bucket, Key=key, Body=data)
    return key, data


def test_a_large_replay_goes_gzipped_to_a_caller_that_takes_gzip(large_replay):
    key, data = large_replay
    out = _get(key, "gzip, deflate, br")
    assert out["statusCode"] == 200 and out["isBase64Encoded"] is True
    assert out["headers"] == {"content-type": "application/x-ndjson", "content-encoding": "gzip"}
    assert gzip.decompress(base64.b64decode(out["body"])) == data


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
def test_a_large_replay_is_refused_in_one_line_to_a_caller_without_gzip(large_replay, accept):
    key, data = large_replay
    out = _get(key, accept)
    assert out["statusCode"] == 406
    error = json.loads(out["body"])["error"]
    assert f"{len(data)} bytes" in error and "Accept-Encoding: gzip" in error and "\n" not in error


def test_a_body_too_large_even_gzipped_is_a_server_error_not_a_failed_invocation(stack):
    data = base64.b64encode(os.urandom(6 * 1024 * 1024))  # random text: gzip saves a quarter at best
    key = f"replays/{hashlib.sha256(data).hexdigest()}.jsonl"
    stack.client("s3").put_object(Bucket=stack.bucket, Key=key, Body=data)
    out = _get(key, "gzip")
    assert out["statusCode"] == 500 and "even gzipped" in json.loads(out["body"])["error"]


def test_small_replies_are_unchanged(stack):
    data = _replay(64 * 1024)
    key = f"replays/{hashlib.sha256(data).hexdigest()}.jsonl"
    stack.client("s3").put_object(Bucket=stack.bucket, Key=key, Body=data)
    out = _get(key, "gzip")
    assert out == {"statusCode": 200, "headers": {"content-type": "application/x-ndjson"}, "body": data.decode()}


@pytest.mark.parametrize(
    ("value", "takes"),
    [
        ("gzip", True),
        ("GZIP", True),
        ("deflate, gzip;q=0.5", True),
        ("*", True),
        ("gzip;q=0", False),
        ("gzip; q=0.0", False),
        ("gzip;q=abc", False),
        ("identity", False),
        ("", False),
        ("x," * 40 + "gzip", False),  # only the first 32 entries are read
    ],
)
def test_accept_encoding_is_read_as_http_says(value, takes):
    from cosino_runtime.lambdas.http_api import _takes_gzip

    assert _takes_gzip(value) is takes


def test_a_refused_large_reply_is_counted_as_what_the_caller_got(large_replay, monkeypatch):
    from cosino_runtime.lambdas import http_api

    counted: list[str] = []
    monkeypatch.setattr(http_api.obs.metrics, "add_metric", lambda name, **_: counted.append(name))
    key, _ = large_replay
    assert _get(key, None)["statusCode"] == 406
    assert counted == ["Http4xx"]
