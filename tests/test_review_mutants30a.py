"""Mutation review 30a: the model seats (cosino_runtime.seats.models), each survivor pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/seats.md,
docs/league.md, the module's docstrings), never from running the code under test. The endpoints
are local HTTP servers on port 0 or botocore's Stubber: no test needs the network. The limits
docs/seats.md did not state (a model name's 200 characters, a key's 4,096, 300 output tokens,
a 256 KiB reply, Bedrock's 5 s to connect, `fake` alone as `fake:json`) it states now.

Equivalent survivors, left unpinned: N3 (`ord(c) < 31` for `< 32`: chr(31) is whitespace, which
the same check refuses), N12 (an ARN's model id by its first "/" or its last: a Bedrock ARN has
one, and no model id holds one) and S4 (a test for an `action` attribute Answer never has)."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace

import boto3
import pytest
from botocore.exceptions import EndpointConnectionError, NoCredentialsError
from botocore.stub import Stubber
from support.loopback import stop
from test_review_model_replies import Endpoint, answering, bedrock_at
from test_seats_models import OBS

from cosino.seats.prompts import Prompt
from cosino_runtime.seats import models
from cosino_runtime.seats.models import BedrockChat, ModelSeat, OpenAIChat
from cosino_runtime.seats.transport import SeatConfigError, Timeout


@pytest.fixture
def endpoint():
    started: list[Endpoint] = []

    def start(answer) -> Endpoint:
        started.append(Endpoint(answer))
        return started[-1]

    yield start
    for one in started:
        stop(one.server)


def chat_reply(content, usage=None, **extra) -> bytes:
    body = {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}], **extra}
    if usage is not None:
        body["usage"] = usage
    return json.dumps(body).encode()


def openai_seat(url: str, **kwargs) -> ModelSeat:
    return ModelSeat(OpenAIChat("m", "sk-x", url + "/v1", **kwargs), 2.0)


# --- what is sent to an OpenAI-compatible endpoint ----------------------------------------------------


# kills O1: the base URL's trailing slash kept (the rstrip dropped): the call went to /v1//chat/completions
def test_a_base_url_ending_in_a_slash_names_the_same_endpoint(endpoint):
    server = endpoint(answering(chat_reply("call")))
    seat = ModelSeat(OpenAIChat("m", "sk-x", server.url + "/v1/"), 2.0)
    assert seat.act(OBS) == {"action": "call"}
    assert [path for path, _ in server.requests] == ["/v1/chat/completions"]


# kills O2: a temperature sent only when truthy: a league's documented temperature 0 (docs/league.md:
# "a finite number 0 to 2") was left out, so the provider's default applied
@pytest.mark.parametrize("temperature, sent", [(0, {"temperature": 0}), (None, {})])
def test_a_temperature_of_zero_is_sent_and_none_is_not(endpoint, temperature, sent):
    server = endpoint(answering(chat_reply("call")))
    assert openai_seat(server.url, temperature=temperature).act(OBS) == {"action": "call"}
    request = json.loads(server.requests[0][1])
    assert {k: request[k] for k in ("temperature",) if k in request} == sent


# kills O3 and O5: the request without max_tokens, or with one more than the documented 300
def test_an_openai_request_asks_for_at_most_300_tokens(endpoint):
    server = endpoint(answering(chat_reply("call")))
    assert openai_seat(server.url).act(OBS) == {"action": "call"}
    assert json.loads(server.requests[0][1])["max_tokens"] == 300


# --- how an OpenAI-compatible reply is read -----------------------------------------------------------


def padded(size: int) -> bytes:
    """A well-formed reply answering "call", padded with JSON whitespace to exactly ``size`` bytes."""
    reply = chat_reply("call")
    return reply + b" " * (size - len(reply))


# kills O4: the reply limit raised from the documented 256 KiB
@pytest.mark.parametrize("size, answer", [(256 * 1024, {"action": "call"}), (256 * 1024 + 1, None)])
def test_a_model_reply_over_256_kib_is_a_transport_failure(endpoint, size, answer):
    server = endpoint(answering(padded(size)))
    seat = openai_seat(server.url)
    response = seat.act(OBS)
    if answer is not None:
        assert response == answer and seat.call["outcome"] == "ok"
    else:
        assert response["transport"] == "transport" and seat.call["outcome"] == "transport"


# kills O10: the last choice read instead of the first
def test_the_first_choice_is_the_answer(endpoint):
    first, second = {"message": {"content": "call"}}, {"message": {"content": "fold"}}
    server = endpoint(answering(json.dumps({"choices": [first, second]}).encode()))
    assert openai_seat(server.url).act(OBS) == {"action": "call"}


# kills O11 and O12: content parts joined with a space, or not read at all
def test_content_parts_are_joined_as_one_text_and_parts_without_text_skipped(endpoint):
    parts = [{"type": "text", "text": "ca"}, {"type": "image"}, {"text": 7}, "ll", {"type": "text", "text": "ll"}]
    server = endpoint(answering(chat_reply(parts)))
    assert openai_seat(server.url).act(OBS) == {"action": "call"}


# kills O13: a message that is not an object read with .get: the seat raised into the episode
@pytest.mark.parametrize("message", ["call", ["call"], 7])
def test_a_message_that_is_not_an_object_is_an_empty_answer_not_a_crash(endpoint, message):
    server = endpoint(answering(json.dumps({"choices": [{"message": message}]}).encode()))
    seat = openai_seat(server.url)
    response = seat.act(OBS)
    assert seat.call["outcome"] == "ok" and seat.call["parse"] == "none" and "empty" in seat.call["reason"]
    assert response == ""


# kills O17: a usage that is not an object read with .get: the seat raised into the episode
@pytest.mark.parametrize("usage", [[120, 7], "120", 7])
def test_a_usage_that_is_not_an_object_is_no_count(endpoint, usage):
    server = endpoint(answering(chat_reply("call", usage)))
    seat = openai_seat(server.url)
    assert seat.act(OBS) == {"action": "call"}
    assert seat.call["input_tokens"] is None and seat.call["output_tokens"] is None


def reported(endpoint, usage_of) -> tuple[dict, int]:
    """The seat's call record, and the bytes of the request, when the endpoint reports ``usage_of(those bytes)``."""
    server = endpoint(lambda body: (200, {}, chat_reply("call", usage_of(len(body)))))
    seat = openai_seat(server.url)
    assert seat.act(OBS) == {"action": "call"}
    return seat.call, len(server.requests[0][1])


# kills C2 and O14: the input count's bound is the bytes the call carried (docs/seats.md): a count
# equal to them is kept (not < for <=), one more is no count (not + max_tokens)
def test_an_input_count_up_to_the_bytes_sent_is_kept_and_one_more_is_not(endpoint):
    call, sent = reported(endpoint, lambda sent: {"prompt_tokens": sent})
    assert call["input_tokens"] == sent > 1000  # a whole prompt went out
    call, _ = reported(endpoint, lambda sent: {"prompt_tokens": sent + 1})
    assert call["input_tokens"] is None


# kills C1: a count of zero tokens read as no count (0 < for 0 <=)
def test_a_count_of_zero_is_a_count(endpoint):
    call, _ = reported(endpoint, lambda sent: {"prompt_tokens": 0, "completion_tokens": 0})
    assert call["input_tokens"] == 0 and call["output_tokens"] == 0


# kills C3 and C4: true (JSON's boolean, an int to Python) or a negative number taken as a count
@pytest.mark.parametrize("count", [True, False, -1, -(10**6)])
def test_a_boolean_or_negative_count_is_no_count(endpoint, count):
    call, _ = reported(endpoint, lambda sent: {"prompt_tokens": count, "completion_tokens": count})
    assert call["input_tokens"] is None and call["output_tokens"] is None


# --- Bedrock --------------------------------------------------------------------------------------------


def converse_reply(text: str, input_tokens: int = 10, output_tokens: int = 2) -> dict:
    return {
        "output": {"message": {"role": "assistant", "content": [{"text": text}]}},
        "stopReason": "end_turn",
        "usage": {"inputTokens": input_tokens, "outputTokens": output_tokens, "totalTokens": 0},
        "metrics": {"latencyMs": 5},
    }


def stubbed() -> tuple[object, Stubber]:
    client = boto3.client("bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="y")
    return client, Stubber(client)


class Scripted:
    """A Bedrock client whose converse raises each exception of ``failures`` in turn, then answers "call"."""

    def __init__(self, *failures: Exception) -> None:
        self.failures = list(failures)
        self.calls = 0

    def converse(self, **request):
        self.calls += 1
        if self.failures:
            raise self.failures.pop(0)
        return converse_reply("call")


# kills B1: TooManyRequestsException counted as a failure, not as the provider's throttling
def test_bedrock_too_many_requests_is_waited_out_as_throttling():
    client, stub = stubbed()
    stub.add_client_error("converse", service_error_code="TooManyRequestsException", http_status_code=429)
    stub.add_response("converse", converse_reply("call"))
    seat = ModelSeat(BedrockChat("m", client=client), 5.0)
    with stub:
        assert seat.act(OBS) == {"action": "call"}
    assert seat.call["throttled"] == 1 and seat.call["attempts"] == 2 and seat.call["outcome"] == "ok"


# kills B2 and B3: a model not ready yet, or Bedrock's internal error (its 5xx), not retried
@pytest.mark.parametrize("code, status", [("ModelNotReadyException", 429), ("InternalServerException", 500)])
def test_bedrock_unavailability_is_retried_once(code, status):
    client, stub = stubbed()
    stub.add_client_error("converse", service_error_code=code, http_status_code=status)
    stub.add_response("converse", converse_reply("call"))
    seat = ModelSeat(BedrockChat("m", client=client), 5.0)
    with stub:
        assert seat.act(OBS) == {"action": "call"}
    assert seat.call["attempts"] == 2 and seat.call["throttled"] == 0


# kills B10: an unreachable endpoint (a passing connection failure) not retried
def test_an_unreachable_bedrock_endpoint_is_retried_once():
    client = Scripted(EndpointConnectionError(endpoint_url="https://bedrock"))
    seat = ModelSeat(BedrockChat("m", client=client), 5.0)
    assert seat.act(OBS) == {"action": "call"}
    assert client.calls == 2 and seat.call["attempts"] == 2


# kills B11: any other botocore failure (no credentials) retried: only a passing failure is
def test_missing_credentials_are_not_retried():
    client = Scripted(NoCredentialsError())
    seat = ModelSeat(BedrockChat("m", client=client), 5.0)
    assert seat.act(OBS)["transport"] == "transport"
    assert client.calls == 1 and seat.call["attempts"] == 1 and seat.call["outcome"] == "transport"


# kills B4: the shared client kept per region only: a seat with another timeout got the first one's
def test_the_shared_bedrock_client_is_one_per_region_and_timeout(monkeypatch):
    monkeypatch.setattr(models, "_BEDROCK_CLIENTS", {})
    short, long = models.bedrock_client("eu-west-1", 7.0), models.bedrock_client("eu-west-1", 8.0)
    assert short is not long and models.bedrock_client("eu-west-1", 7.0) is short
    assert (short.meta.config.read_timeout, long.meta.config.read_timeout) == (7.0, 8.0)


# kills B5: the connection given the whole timeout (docs/seats.md: a Bedrock connection not made
# within 5 seconds, or the decision's timeout if shorter, is a timeout)
def test_a_bedrock_connection_gets_at_most_5_seconds(monkeypatch):
    monkeypatch.setattr(models, "_BEDROCK_CLIENTS", {})
    assert models.bedrock_client("eu-west-1", 30.0).meta.config.connect_timeout == 5.0
    assert models.bedrock_client("eu-west-1", 2.0).meta.config.connect_timeout == 2.0


# kills B6: botocore's own retries left on (docs/seats.md: "botocore's own retries are switched
# off"): a failing Bedrock was asked four times instead of twice
def test_a_failing_bedrock_is_asked_twice_in_all(endpoint, monkeypatch):
    error = (500, {"x-amzn-ErrorType": "InternalServerException"}, b'{"message": "boom"}')
    server = endpoint(lambda body: error)
    for name, value in (("AWS_ACCESS_KEY_ID", "x"), ("AWS_SECRET_ACCESS_KEY", "y")):
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("AWS_ENDPOINT_URL_BEDROCK_RUNTIME", server.url)
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent/cosino-config")
    monkeypatch.setattr(models, "_BEDROCK_CLIENTS", {})
    seat = ModelSeat(BedrockChat("m", region="us-east-1", timeout=3.0), 3.0)
    assert seat.act(OBS)["transport"] == "transport"
    assert len(server.requests) == 2 and seat.call["attempts"] == 2


class Hanging:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def converse(self, **request):
        time.sleep(self.seconds)
        return converse_reply("call")


# kills B7: the hung call waited for a second past the decision's deadline
def test_a_hung_bedrock_call_is_abandoned_at_the_deadline_not_after():
    seat = ModelSeat(BedrockChat("m", client=Hanging(3.0)), 0.4)
    start = time.monotonic()
    assert seat.act(OBS)["transport"] == "timeout"
    assert time.monotonic() - start < 0.4 + 0.5


# kills B8: a call started after the decision's deadline had passed
def test_no_bedrock_call_starts_after_the_deadline():
    client = Scripted()
    with pytest.raises(Timeout):
        BedrockChat("m", client=client).complete(Prompt("s", "u"), time.monotonic() - 0.01)
    time.sleep(0.1)  # a call started in the background would have been made by now
    assert client.calls == 0


# kills B12: an answer that came after the decision's deadline taken as on time
def test_a_bedrock_answer_after_the_deadline_is_a_timeout(monkeypatch):
    late = {"answered": False}

    class Late:
        def converse(self, **request):
            time.sleep(0.2)
            late["answered"] = True  # from here on the clock reads a minute later
            return converse_reply("call")

    clock = SimpleNamespace(monotonic=lambda: time.monotonic() + (60 if late["answered"] else 0), sleep=time.sleep)
    monkeypatch.setattr(models, "time", clock)
    seat = ModelSeat(BedrockChat("m", client=Late()), 5.0)
    assert seat.act(OBS)["transport"] == "timeout" and seat.call["outcome"] == "timeout"


# kills B13: the output bound without max_tokens (docs/seats.md: the bytes carried "plus max_tokens
# for hidden reasoning")
@pytest.mark.parametrize("extra, kept", [(50, True), (51, False)])
def test_a_bedrock_output_count_may_reach_the_answer_plus_max_tokens(extra, kept):
    client, stub = stubbed()
    stub.add_response("converse", converse_reply("call", output_tokens=len(b"call") + extra))
    with stub:
        done = BedrockChat("m", client=client, max_tokens=50).complete(Prompt("s", "u"), time.monotonic() + 5)
    assert done.text == "call" and done.output_tokens == (len(b"call") + extra if kept else None)


# kills B14: the input bound given max_tokens too: a request of a few hundred bytes can carry no
# more tokens than that, whatever the answer's budget
def test_a_bedrock_input_count_over_the_bytes_sent_is_no_count():
    client, stub = stubbed()
    stub.add_response("converse", converse_reply("call", input_tokens=400))
    stub.add_response("converse", converse_reply("call", input_tokens=40))
    chat = BedrockChat("m", client=client, max_tokens=300)
    with stub:
        # "s", "u" and "m" in Converse's request: well under 400 bytes however it is written
        assert chat.complete(Prompt("s", "u"), time.monotonic() + 5).input_tokens is None
        assert chat.complete(Prompt("s", "u"), time.monotonic() + 5).input_tokens == 40


# kills B15: the Converse request without maxTokens (docs/seats.md: at most 300 output tokens)
def test_a_bedrock_request_asks_for_at_most_300_tokens():
    client, stub = stubbed()
    expected = {
        "modelId": "m",
        "system": [{"text": "s"}],
        "messages": [{"role": "user", "content": [{"text": "u"}]}],
        "inferenceConfig": {"maxTokens": 300},
    }
    stub.add_response("converse", converse_reply("call"), expected)
    with stub:
        assert BedrockChat("m", client=client).complete(Prompt("s", "u"), time.monotonic() + 5).text == "call"
    stub.assert_no_pending_responses()


# kills B16: a content part whose text is not a string joined in: the seat raised into the episode
def test_a_bedrock_part_whose_text_is_not_a_string_is_skipped(endpoint):
    body = {"output": {"message": {"role": "assistant", "content": [{"text": 5}, {"text": "call"}]}}}
    server = endpoint(answering(json.dumps(body).encode()))
    seat = ModelSeat(bedrock_at(server.url), 3.0)
    assert seat.act(OBS) == {"action": "call"}


# --- model names, keys and regions ------------------------------------------------------------------------


@pytest.fixture
def model_env(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    for name in ("OPENAI_BASE_URL", "COSINO_OPENAI_MODELS", "COSINO_BEDROCK_MODEL_ARNS", "AWS_DEFAULT_REGION"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    return monkeypatch


# kills K1: a key of 4,097 characters accepted (docs/seats.md: at most 4,096)
def test_an_api_key_is_at_most_4096_characters(model_env):
    model_env.setenv("OPENAI_API_KEY", "k" * 4096)
    assert models.check_openai_name("openai:m")[1] == "k" * 4096
    model_env.setenv("OPENAI_API_KEY", "k" * 4097)
    with pytest.raises(SeatConfigError, match="OPENAI_API_KEY"):
        models.check_openai_name("openai:m")


# kills N1: a model name of 201 characters accepted (docs/seats.md: at most 200)
def test_a_model_name_is_at_most_200_characters(model_env):
    assert models.check_openai_name("openai:" + "m" * 200)[0] == "m" * 200
    assert models.check_bedrock_name("bedrock:" + "m" * 200)[0] == "m" * 200
    for name in ("openai:" + "m" * 201, "bedrock:" + "m" * 201):
        with pytest.raises(SeatConfigError, match="too long"):
            models.check_openai_name(name) if name.startswith("openai") else models.check_bedrock_name(name)


# kills N2 and N4: DEL or a space in a model name accepted (N3, < 31 for < 32, is equivalent: chr(31) is whitespace)
@pytest.mark.parametrize("model", ["gpt\x7f4", "gpt\x1f4", "gpt 4", "gpt\u30004", "gpt\t4"])
def test_a_model_name_with_a_space_or_control_character_is_refused(model_env, model):
    for check in (models.check_openai_name, models.check_bedrock_name):
        with pytest.raises(SeatConfigError, match="spaces or control characters"):
            check(("openai:" if check is models.check_openai_name else "bedrock:") + model)


# kills N7: a model the arena does not offer named whole in the refusal (the cut at 60 dropped)
def test_a_model_not_offered_is_named_by_its_first_60_characters(model_env):
    model_env.setenv("COSINO_OPENAI_MODELS", "gpt-a")
    with pytest.raises(SeatConfigError, match="not one this arena offers") as caught:
        models.check_openai_name("openai:" + "x" * 200)
    assert "x" * 60 in str(caught.value) and "x" * 61 not in str(caught.value)


# kills N8: OPENAI_BASE_URL not checked (docs/seats.md: "the same check for OPENAI_BASE_URL")
@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://models.example/v1", "not a url"])
def test_an_openai_base_url_that_is_no_http_url_is_refused(model_env, url):
    model_env.setenv("OPENAI_BASE_URL", url)
    with pytest.raises(SeatConfigError, match="OPENAI_BASE_URL"):
        models.check_openai_name("openai:m")


# kills N9: a region written with a trailing line break (as read from a file) refused, not read as itself
def test_a_region_with_surrounding_whitespace_is_that_region(model_env):
    model_env.setenv("AWS_REGION", " eu-west-3\n")
    assert models.check_bedrock_name("bedrock:m")[1] == "eu-west-3"


# kills N10: a region name of 33 characters accepted (botocore's form: at most 32)
def test_a_region_name_is_at_most_32_characters(model_env):
    model_env.setenv("AWS_REGION", "a" * 32)
    assert models.check_bedrock_name("bedrock:m")[1] == "a" * 32
    model_env.setenv("AWS_REGION", "a" * 33)
    with pytest.raises(SeatConfigError, match="not a region name"):
        models.check_bedrock_name("bedrock:m")


# kills N18: AWS_DEFAULT_REGION read before AWS_REGION (the docstrings: "AWS_REGION or AWS_DEFAULT_REGION")
def test_aws_region_comes_before_aws_default_region(model_env):
    model_env.setenv("AWS_DEFAULT_REGION", "eu-west-3")
    assert models.check_bedrock_name("bedrock:m")[1] == "us-east-1"
    model_env.setenv("AWS_REGION", " ")  # blank: the next variable names the region
    assert models.check_bedrock_name("bedrock:m")[1] == "eu-west-3"


# kills N14: OPENAI_BASE_URL preferred to the base_url a caller names (a league agent's): that
# agent's key went to the operator's endpoint instead of its own
def test_a_base_url_named_comes_before_openai_base_url(model_env):
    model_env.setenv("AGENT_KEY", "sk-agent")
    model_env.setenv("OPENAI_BASE_URL", "https://operator.example/v1")
    assert OpenAIChat.from_env("m", "AGENT_KEY", "https://agent.example/v1").url == (
        "https://agent.example/v1/chat/completions"
    )
    assert OpenAIChat.from_env("m", "AGENT_KEY").url == "https://operator.example/v1/chat/completions"
    model_env.delenv("OPENAI_BASE_URL")
    assert OpenAIChat.from_env("m", "AGENT_KEY").url == "https://api.openai.com/v1/chat/completions"


# kills N13: a bare "fake" seat in another style than json (docs/seats.md: `fake` alone is `fake:json`)
def test_a_bare_fake_seat_answers_in_strict_json():
    assert models.check_fake_name("fake") == "json"
    assert models.check_fake_name("fake:mixed") == "mixed"


# --- the fake model ----------------------------------------------------------------------------------------

# A generator that always takes the first choice, the lowest amount, and every chance.
FIRST = SimpleNamespace(
    choice=lambda options: options[0],
    randint=lambda low, high: low,
    chance=lambda p: True,
    randbelow=lambda n: 0,
    weighted_index=lambda weights: 0,
)


# kills F1: the chatty fake's overshoot drawn from the range's top (high + 0): its docstring's
# "out of range so it gets snapped" answer could be in range
def test_the_chatty_fakes_overshoot_is_always_out_of_range():
    prompt = Prompt("s", "Legal actions:\n- raise (amount from 4 to 200)\n")
    text = models.FakeModel("chatty", FIRST).complete(prompt, time.monotonic() + 5).text
    assert text.startswith("Let me think") and int(text.rpartition("raise to ")[2]) > 200


# kills F2: the fake's latency slept whole past the decision's deadline ("within the deadline")
def test_the_fakes_latency_ends_at_the_deadline():
    start = time.monotonic()
    prompt = Prompt("s", "Legal actions:\n- call\n")
    assert models.FakeModel("json", FIRST, latency=5).complete(prompt, start + 0.2).text.startswith('{"action": "call"')
    assert time.monotonic() - start < 0.2 + 0.5


# kills F3: lines after the legal-actions block read as actions too (the block ends at its first other line)
def test_the_fake_reads_only_the_legal_actions_block():
    last = SimpleNamespace(**{**vars(FIRST), "choice": lambda options: options[-1]})
    prompt = Prompt("s", "Legal actions:\n- fold\n- call\n\nNotes:\n- bluff\n")
    assert json.loads(models.FakeModel("json", last).complete(prompt, time.monotonic() + 5).text)["action"] == "call"
