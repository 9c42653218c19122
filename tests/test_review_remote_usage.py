"""Token counts a model endpoint reports are bounded before they reach the rate limiters: an
absurd count is read as no count, so it cannot put an agent's bucket in debt for ages."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.stub import Stubber
from support.loopback import RawServer, read_request
from support.observations import FACING_A_BET

from cosino_runtime.engine.limits import AgentLimits
from cosino_runtime.seats.models import BedrockChat, ModelSeat, OpenAIChat

OBS = FACING_A_BET


def openai_call(usage):
    body = json.dumps({"choices": [{"message": {"content": "call"}}], "usage": usage}).encode()

    def script(conn):
        read_request(conn)
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))

    server = RawServer(script)
    try:
        seat = ModelSeat(OpenAIChat("m", "sk-x", base_url=server.url), 2.0)
        assert seat.act(OBS) == {"action": "call"}
    finally:
        server.close()
    return seat.call


@pytest.mark.parametrize("absurd", [10**39, 10**12, 10**7])
def test_an_absurd_openai_usage_is_no_count(absurd):
    call = openai_call({"prompt_tokens": absurd, "completion_tokens": absurd})
    assert call["input_tokens"] is None and call["output_tokens"] is None


def test_a_plausible_openai_usage_is_kept():
    call = openai_call({"prompt_tokens": 120, "completion_tokens": 300})
    assert call["input_tokens"] == 120 and call["output_tokens"] == 300


def test_an_absurd_bedrock_usage_is_no_count():
    client = boto3.client("bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="y")
    stub = Stubber(client)
    reply = {
        "output": {"message": {"role": "assistant", "content": [{"text": "call"}]}},
        "stopReason": "end_turn",
        "usage": {"inputTokens": 10**9, "outputTokens": 10**9, "totalTokens": 2 * 10**9},
        "metrics": {"latencyMs": 5},
    }
    stub.add_response("converse", reply)
    seat = ModelSeat(BedrockChat("m", client=client), 2.0)
    with stub:
        assert seat.act(OBS) == {"action": "call"}
    assert seat.call["input_tokens"] is None and seat.call["output_tokens"] is None


def test_the_next_call_of_an_agent_is_not_stalled_by_a_lying_endpoint():
    # As the league runner settles a call: the counts the seat left become the ticket's tokens.
    limits = AgentLimits(tokens_per_minute=60_000)
    call = openai_call({"prompt_tokens": 10**39, "completion_tokens": 10**39})
    with limits.admit() as ticket:
        used = [n for n in (call["input_tokens"], call["output_tokens"]) if isinstance(n, int)]
        ticket.tokens = sum(used) if used else None
    with limits.cond:
        assert limits._wait() < 60  # seconds before the agent's next call may start
