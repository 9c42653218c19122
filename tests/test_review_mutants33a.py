"""Mutation review 33a: the api function's replies (cosino_runtime.lambdas.http_api) against Lambda's
6 MB reply limit, measured as Lambda sends a body: inside its JSON reply, escaped."""

from __future__ import annotations

import json

import pytest

# --- the api function (lambdas/http_api.py) -----------------------------------------------------------


LAMBDA_LIMIT = 6 * 1024 * 1024  # bytes of the whole reply Lambda hands back (docs/runtime.md)


def replay_lines(size: int) -> bytes:
    line = b'{"type":"play","seat":1,"card":"QS","trick":[{"seat":0,"card":"2S"}],"talk":[]}\n'
    return line * (size // len(line))


# kills H09: a body up to 64 KB over MAX_REPLY sent as it is (the room kept for the rest of the reply
# given to the body); and the defect: a body's size taken before Lambda writes it as a JSON string, so
# a 5 MB replay (its quotes escaped: 6.6 MB sent) went to a caller without gzip and failed the invocation
@pytest.mark.parametrize("size", [5 * 1024 * 1024, 6 * 1024 * 1024 - 32 * 1024], ids=["quoted-5mb", "just-over"])
def test_no_reply_carries_more_than_lambda_can_send(size):
    from cosino_runtime.lambdas.http_api import _reply

    body = replay_lines(size) if size < LAMBDA_LIMIT - 64 * 1024 else b"x" * size
    out = _reply(200, body, "application/x-ndjson", gzip_ok=False)
    assert len(json.dumps(out)) < LAMBDA_LIMIT  # what Lambda would hand back at all
    assert out["statusCode"] == 406 and f"{len(body)} bytes" in json.loads(out["body"])["error"]
    packed = _reply(200, body, "application/x-ndjson", gzip_ok=True)
    assert packed["statusCode"] == 200 and packed["headers"]["content-encoding"] == "gzip"


# the reply a small, plain body gets is the body itself, whatever the caller takes
def test_a_body_that_fits_as_written_is_sent_as_written():
    from cosino_runtime.lambdas.http_api import _reply

    body = replay_lines(512 * 1024)
    for gzip_ok in (False, True):
        assert _reply(200, body, "application/x-ndjson", gzip_ok) == {
            "statusCode": 200,
            "headers": {"content-type": "application/x-ndjson"},
            "body": body.decode(),
        }


# attack: a blob that is no UTF-8 text (put in the bucket by hand) failed the invocation with a
# UnicodeDecodeError traceback; it goes as base64 bytes, as API Gateway sends a binary body
@pytest.mark.parametrize("gzip_ok", [False, True])
def test_a_body_that_is_no_text_goes_as_its_bytes(gzip_ok):
    import base64

    from cosino_runtime.lambdas.http_api import _reply

    body = b"\xff\xfe" + bytes(range(256))
    out = _reply(200, body, "application/x-ndjson", gzip_ok)
    assert out["statusCode"] == 200 and out["isBase64Encoded"] is True
    assert base64.b64decode(out["body"]) == body and "content-encoding" not in out["headers"]
