"""A model provider's reply is hostile input: two shapes of it that broke the model seats.

Before: botocore's own reader choking on a Bedrock reply of the wrong shape (an object where a
list goes, NaN for a token count, a 60,000-deep nesting) raised its AttributeError, ValueError
or RecursionError out of the seat, which docs/seats.md says never raises into the episode; and an
OpenAI-compatible reply whose ``content`` was a decimal number (3.0, not the API's string) was read
as the answer's text, so it could bid or raise 3 while the integer 3 was no answer at all.
"""

from __future__ import annotations

import json
from http.server import BaseHTTPRequestHandler

import boto3
import pytest
from support.loopback import serve, stop
from test_seats_models import OBS

from cosino_runtime.seats.models import BedrockChat, ModelSeat, OpenAIChat


class Endpoint:
    """A loopback HTTP endpoint answering each POST with ``answer(request body)`` -> (status, headers, body)."""

    def __init__(self, answer) -> None:
        self.requests: list[tuple[str, bytes]] = []
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                endpoint.requests.append((self.path, body))
                status, headers, reply = answer(body)
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args):
                pass

        self.server, self.url = serve(Handler)


@pytest.fixture
def endpoint():
    started: list[Endpoint] = []

    def start(answer) -> Endpoint:
        started.append(Endpoint(answer))
        return started[-1]

    yield start
    for one in started:
        stop(one.server)


def answering(reply: bytes):
    return lambda body: (200, {"Content-Type": "application/json"}, reply)


def bedrock_at(url: str) -> BedrockChat:
    client = boto3.client(
        "bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="y", endpoint_url=url
    )
    return BedrockChat("m", client=client)


@pytest.mark.parametrize(
    "body",
    [
        b'{"output": "call"}',
        b'{"output": {"message": {"role": "assistant", "content": "call"}}}',
        b'{"output": {"message": {"content": [{"text": "call"}]}}, "usage": [1]}',
        b'{"output": {"message": {"content": [{"text": "call"}]}}, "usage": {"inputTokens": NaN}}',
        b'{"output": ' + b"[" * 60_000 + b"]" * 60_000 + b"}",
    ],
    ids=["output a string", "content a string", "usage a list", "NaN count", "deep nesting"],
)
def test_a_bedrock_reply_botocore_cannot_read_is_a_transport_failure(endpoint, body):
    server = endpoint(answering(body))
    seat = ModelSeat(bedrock_at(server.url), 3.0)
    response = seat.act(OBS)
    assert response["transport"] == "transport" and "unreadable reply" in response["detail"]
    assert seat.call["outcome"] == "transport" and seat.call["attempts"] == 1 and len(server.requests) == 1


BIDDING = {**OBS, "legal": [{"action": "bid", "min": 0, "max": 13}]}


@pytest.mark.parametrize("content", [3, 3.0, "3e0", [{"type": "text", "text": 3.0}]])
def test_a_content_that_is_a_number_is_no_answer(endpoint, content):
    reply = {"choices": [{"message": {"role": "assistant", "content": content}}]}
    text = json.dumps(reply).replace('"3e0"', "3e0").encode()  # the number as written, not a string
    server = endpoint(answering(text))
    seat = ModelSeat(OpenAIChat("m", "sk-x", server.url + "/v1"), 2.0)
    assert seat.act(BIDDING) == ""
    assert seat.call["outcome"] == "ok" and seat.call["parse"] == "none" and "empty" in seat.call["reason"]


# A body that is not JSON is no model's answer: '{"choices": ...}' was the API, but the bare text "call" was read as
# a call (the code said the parser would refuse it; it read it).
@pytest.mark.parametrize("body", [b"call", b"fold", b"<html>502 Bad Gateway</html>", b'{"choices": [', b"\xff\xfe"])
def test_a_reply_that_is_not_json_is_a_transport_failure(endpoint, body):
    server = endpoint(answering(body))
    seat = ModelSeat(OpenAIChat("m", "sk-x", server.url + "/v1"), 2.0)
    response = seat.act(OBS)
    assert response["transport"] == "transport" and "not the API's JSON" in response["detail"]
    assert seat.call["outcome"] == "transport" and len(server.requests) == 1
