"""Model seats: one chat-model call per decision, through an OpenAI-compatible endpoint or Bedrock.

A :class:`ModelSeat` renders the prompt from the observation (:mod:`cosino.seats.prompts`), asks
its :class:`ChatClient` once, and reads the answer (:mod:`cosino.seats.answers`). The model's name
goes only into the API request's model field, never into a prompt; the seat also strips it
from the table talk it returns. Adapters are cheap to build (a seat is built per decision):
the Bedrock client is created once per region and timeout and reused.

Clients:

* :class:`OpenAIChat`: ``POST {base_url}/chat/completions`` with a bearer key read from an
  environment variable, one transport retry inside the decision's deadline, and rate-limited
  answers (429, 503 with ``Retry-After``) waited out inside it (:func:`with_retries`);
* :class:`BedrockChat`: Amazon Bedrock's Converse API through boto3, botocore's own retries
  switched off so the same rules hold (``ThrottlingException`` is the rate-limited answer);
* :class:`FakeModel`: an in-process stand-in that reads the legal actions back out of the
  prompt and answers in a chosen style (strict JSON, loose text, chatter, garbage), for
  leagues and benchmarks without a network.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from cosino.primitives.errors import quoted
from cosino.primitives.jsonsafe import JsonInputError
from cosino.primitives.jsonsafe import loads as safe_loads
from cosino.primitives.rng import Rng
from cosino.seats.answers import parse_answer
from cosino.seats.prompts import Prompt, render_prompt
from cosino.seats.redaction import model_names, redact
from cosino.seats.talk_quotes import table_talk
from cosino_runtime.seats.deadline import seat_deadline
from cosino_runtime.seats.remote import unforged
from cosino_runtime.seats.transport import (
    RateLimited,
    SeatConfigError,
    Timeout,
    TransportError,
    call_info,
    check_url,
    env_timeout,
    failed_call,
    post,
    transport_marker,
    with_retries,
)

DEFAULT_TIMEOUT = 30.0
DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_KEY_ENV = "OPENAI_API_KEY"
BASE_URL_ENV = "OPENAI_BASE_URL"
MODEL_TIMEOUT_ENV = "COSINO_MODEL_TIMEOUT"
REPLY_LIMIT = 256 * 1024
MAX_TOKENS = 300
REGION_ENVS = ("AWS_REGION", "AWS_DEFAULT_REGION")
MODEL_NAME_LIMIT = 200  # characters of a model name or id
# What the operator pays for: when set, a seat may name only these (whoever seats it, an API
# caller included). Unset or empty: any model the key or the role can reach.
OPENAI_MODELS_ENV = "COSINO_OPENAI_MODELS"  # comma-separated model names
BEDROCK_ARNS_ENV = "COSINO_BEDROCK_MODEL_ARNS"  # comma-separated foundation-model ARNs (the template's list)


@dataclass(frozen=True)
class Completion:
    text: str
    input_tokens: int | None = None
    output_tokens: int | None = None
    attempts: int = 1
    throttled: int = 0  # rate-limited answers waited out before this one


class ChatClient(Protocol):
    model: str

    def complete(self, prompt: Prompt, deadline: float) -> Completion: ...


class MissingKey(SeatConfigError):
    """The environment variable that should hold an API key is unset or empty."""


_API_KEY = re.compile(r"[!-~]{1,4096}")  # printable ASCII without spaces: what a bearer header can carry


def api_key(model: str, variable: str) -> str:
    """The API key in environment ``variable``; refused (naming the variable, never showing the key)
    when unset, or when it holds what no header may carry (a trailing newline from a file, a space)."""
    key = os.environ.get(variable, "")
    if not key:
        raise MissingKey(f"model {quoted(model)}: environment variable {variable} (the API key) is not set")
    if not _API_KEY.fullmatch(key):
        raise SeatConfigError(
            f"model {quoted(model)}: environment variable {variable} (the API key) holds spaces, line breaks,"
            " control or non-ASCII characters, or is too long"
        )
    return key


def _count(value: Any, most: int) -> int | None:
    """A token count the endpoint reported, or None when it is not a count or is more than ``most``.

    The counts feed the rate limiters' buckets: one absurd report (10**39 tokens) would put an
    agent's bucket in debt for ages and stall every later call. A text call cannot use more
    tokens than the bytes it carried (no token is shorter than a byte) plus the hidden reasoning
    that ``max_tokens`` caps, so that is the bound the callers give.
    """
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most else None


class OpenAIChat:
    """An OpenAI-compatible chat-completions endpoint."""

    def __init__(
        self,
        model: str,
        api_key: str,
        base_url: str = DEFAULT_BASE_URL,
        max_tokens: int = MAX_TOKENS,
        temperature: int | None = None,
        provider: bool = True,
    ) -> None:
        self.model = model
        self.api_key = api_key
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.max_tokens = max_tokens
        self.temperature = temperature
        # True: the arena's own provider, called with the arena's key, so its "not now" is waited out and
        # counted as a rate limit. False: an endpoint someone else serves, whose 429 is its own failure.
        self.provider = provider

    @classmethod
    def from_env(
        cls, model: str, key_env: str = DEFAULT_KEY_ENV, base_url: str | None = None, **kwargs: Any
    ) -> "OpenAIChat":
        key = api_key(model, key_env)
        return cls(model, key, base_url or os.environ.get(BASE_URL_ENV, DEFAULT_BASE_URL), **kwargs)

    def body(self, prompt: Prompt) -> bytes:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": prompt.system}, {"role": "user", "content": prompt.user}],
            "max_tokens": self.max_tokens,
        }
        if self.temperature is not None:
            payload["temperature"] = self.temperature
        return json.dumps(payload, ensure_ascii=False).encode("utf-8")

    def complete(self, prompt: Prompt, deadline: float) -> Completion:
        body = self.body(prompt)
        headers = {"Authorization": f"Bearer {self.api_key}"}
        data, attempts, throttled = with_retries(
            lambda: post(self.url, body, headers, deadline, REPLY_LIMIT, provider=self.provider), deadline
        )
        try:
            reply = safe_loads(
                data.decode("utf-8", errors="replace"),
                "model endpoint reply",
                floats="fraction",  # a number is never text: "content": 3.0 is no answer, as 3 is not
                surrogates="keep",
                unique_keys=True,  # two "content" fields are two answers: neither is taken
            )
        except JsonInputError as exc:
            # The endpoint did not speak the API. Its body is no model's answer: read as one, a bare "call" called.
            raise TransportError(f"{exc} (not the API's JSON)") from None
        text = ""
        if isinstance(reply, dict):
            choices = reply.get("choices")
            if isinstance(choices, list) and choices and isinstance(choices[0], dict):
                message = choices[0].get("message") or {}
                content = message.get("content") if isinstance(message, dict) else None
                if isinstance(content, str):
                    text = content
                elif isinstance(content, list):  # content parts
                    text = "".join(
                        p.get("text", "") for p in content if isinstance(p, dict) and isinstance(p.get("text"), str)
                    )
        usage = reply.get("usage") if isinstance(reply, dict) else None
        usage = usage if isinstance(usage, dict) else {}
        prompt_tokens, completion_tokens = usage.get("prompt_tokens"), usage.get("completion_tokens")
        return Completion(
            text,
            _count(prompt_tokens, len(body)),
            _count(completion_tokens, len(data) + self.max_tokens),
            attempts,
            throttled,
        )


_BEDROCK_CLIENTS: dict[tuple[str | None, float], Any] = {}
_THROTTLING_CODES = {"ThrottlingException", "TooManyRequestsException"}
_RETRYABLE_CODES = {
    "ServiceUnavailableException",
    "InternalServerException",
    "ModelNotReadyException",
}


def bedrock_client(region: str | None = None, timeout: float = DEFAULT_TIMEOUT) -> Any:
    """The shared bedrock-runtime client for a region and timeout (built once: boto3 clients are slow to make)."""
    key = (region, timeout)
    client = _BEDROCK_CLIENTS.get(key)
    if client is None:
        import boto3
        from botocore.config import Config

        config = Config(
            connect_timeout=min(timeout, 5.0),
            read_timeout=timeout,
            retries={"total_max_attempts": 1, "mode": "standard"},  # our one retry is the only one
        )
        try:
            client = boto3.client("bedrock-runtime", region_name=region, config=config)
        except Exception as exc:  # noqa: BLE001 - botocore refusing the region: the seat cannot be built
            raise SeatConfigError(f"no Bedrock client for region {quoted(region)}: {type(exc).__name__}") from None
        _BEDROCK_CLIENTS[key] = client
    return client


def _before(deadline: float, call: Any) -> Any:
    """``call()`` in a daemon thread, abandoned at ``deadline``: botocore re-arms its read timeout
    per recv and resolves names without one, so only a deadline outside it bounds the exchange."""
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["ok"] = call()
        except BaseException as exc:  # handed back to the caller's thread below
            box["error"] = exc

    worker = threading.Thread(target=work, name="bedrock call", daemon=True)
    worker.start()
    worker.join(max(deadline - time.monotonic(), 0.0))
    if worker.is_alive():
        raise Timeout("Bedrock did not answer before the decision's deadline")
    if "error" in box:
        raise box["error"]
    return box["ok"]


class BedrockChat:
    """Amazon Bedrock's Converse API."""

    def __init__(
        self,
        model: str,
        client: Any = None,
        region: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        max_tokens: int = MAX_TOKENS,
    ) -> None:
        self.model = model
        self.client = client if client is not None else bedrock_client(region, timeout)
        self.max_tokens = max_tokens

    def request(self, prompt: Prompt) -> dict[str, Any]:
        return {
            "modelId": self.model,
            "system": [{"text": prompt.system}],
            "messages": [{"role": "user", "content": [{"text": prompt.user}]}],
            "inferenceConfig": {"maxTokens": self.max_tokens},
        }

    def _once(self, prompt: Prompt, deadline: float) -> dict[str, Any]:
        from botocore.exceptions import (
            BotoCoreError,
            ClientError,
            ConnectTimeoutError,
            EndpointConnectionError,
            ReadTimeoutError,
        )

        if deadline - time.monotonic() <= 0:
            raise Timeout("the decision's deadline passed")
        try:
            reply = _before(deadline, lambda: self.client.converse(**self.request(prompt)))
        except (ReadTimeoutError, ConnectTimeoutError):
            raise Timeout("Bedrock did not answer before the decision's deadline") from None
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code", "ClientError")
            if code in _THROTTLING_CODES:
                raise RateLimited(f"Bedrock {code}") from None
            raise TransportError(f"Bedrock {code}", retryable=code in _RETRYABLE_CODES) from None
        except EndpointConnectionError as exc:
            raise TransportError(f"Bedrock endpoint unreachable: {exc}", retryable=True) from None
        except BotoCoreError as exc:
            raise TransportError(f"Bedrock: {type(exc).__name__}") from None
        except TransportError:  # the deadline's own Timeout from _before
            raise
        except Exception as exc:  # noqa: BLE001 - botocore's reader choking on a hostile reply (a list, NaN, deep nesting)
            raise TransportError(f"Bedrock: unreadable reply ({type(exc).__name__})") from None
        if time.monotonic() > deadline:
            raise Timeout("Bedrock answered after the decision's deadline")
        return reply

    def complete(self, prompt: Prompt, deadline: float) -> Completion:
        reply, attempts, throttled = with_retries(lambda: self._once(prompt, deadline), deadline)
        parts = (((reply.get("output") or {}).get("message") or {}).get("content")) or []
        text = "".join(p.get("text", "") for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str))
        usage = reply.get("usage") or {}
        sent = len(json.dumps(self.request(prompt), ensure_ascii=False).encode("utf-8"))
        return Completion(
            text,
            _count(usage.get("inputTokens"), sent),
            _count(usage.get("outputTokens"), len(text.encode("utf-8", "surrogatepass")) + self.max_tokens),
            attempts,
            throttled,
        )


FAKE_STYLES = ("json", "loose", "chatty", "garbage", "mixed")
_LEGAL_LINE = re.compile(r"^- (\w[\w-]*)(?: \(amount from (-?\d+) to (-?\d+)\))?(?: \(card: ([^)]*)\))?$")


class FakeModel:
    """A deterministic stand-in for a chat model that sees only the prompt text.

    It reads the legal actions back out of the prompt's "Legal actions" block, picks one with
    its :class:`Rng` and writes it in its style: ``json`` (strict), ``loose`` (``RAISE 12``,
    ``play Qh``), ``chatty`` (reasoning, then ``Final answer: ...``, sometimes out of range so
    it gets snapped), ``garbage`` (no action at all) or ``mixed`` (a draw among the others).
    ``latency`` makes every answer take that many seconds (within the deadline), as a model's would.
    """

    def __init__(self, style: str, rng: Rng, model: str | None = None, latency: float = 0) -> None:
        if style not in FAKE_STYLES:
            raise SeatConfigError(f"fake model style {quoted(style)}: choose one of {', '.join(FAKE_STYLES)}")
        self.style = style
        self.rng = rng
        self.model = model or f"fake-{style}"
        self.latency = latency  # seconds each answer takes, like a model's (benchmarks of concurrency)

    def complete(self, prompt: Prompt, deadline: float) -> Completion:
        if self.latency > 0:
            time.sleep(max(min(self.latency, deadline - time.monotonic()), 0.0))
        options = []
        in_block = False
        for line in prompt.user.splitlines():
            if line.startswith("Legal actions"):
                in_block = True
                continue
            if in_block:
                m = _LEGAL_LINE.match(line)
                if not m:
                    break
                options.append(m.groups())
        style = self.style
        if style == "mixed":
            style = ("json", "loose", "chatty", "garbage")[self.rng.weighted_index([5, 3, 2, 1])]
        if style == "garbage" or not options:
            text = self.rng.choice(["", "I am not sure.", '{"act": ', "\u00bf?", "lorem ipsum"])
            return Completion(text, len(prompt.user) // 4, len(text) // 4 + 1)
        kind, low, high, cards = self.rng.choice(options)
        amount = None
        if low is not None:
            amount = self.rng.randint(int(low), int(high))
            if style == "chatty" and self.rng.chance(Fraction(1, 4)):
                amount = int(high) + 1 + self.rng.randbelow(50)  # too much: the parser snaps it
        card = self.rng.choice(cards.split()) if cards else None
        if style == "json":
            answer: dict[str, Any] = {"action": kind}
            if amount is not None:
                answer["amount"] = amount
            if card is not None:
                answer["card"] = card
            answer["say"] = "gl"
            text = json.dumps(answer)
        else:
            words = [kind.upper() if style == "loose" else kind]
            if amount is not None:
                words.append(("to " if kind in ("raise", "bet") else "") + str(amount))
            if card is not None:
                words.append(card)
            text = " ".join(words)
            if style == "chatty":
                text = "Let me think about the pot and my cards.\nFinal answer: " + text
        return Completion(text, len(prompt.user) // 4, len(text) // 4 + 1)


class ModelSeat:
    """One decision of a model: render, call once, parse. Never raises to the episode."""

    def __init__(self, client: ChatClient, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.client = client
        self.timeout = timeout
        self.call: dict[str, Any] = call_info()
        self.prompt: Prompt | None = None  # the last prompt sent (tests scan it)

    def act(self, observation: dict[str, Any]) -> Any:
        deadline = seat_deadline(self.timeout)
        prompt = render_prompt(observation)
        self.prompt = prompt
        try:
            completion = self.client.complete(prompt, deadline)
        except TransportError as exc:
            self.call = failed_call(exc)
            return transport_marker(exc)
        # A model naming itself or its maker stays anonymous: accepted talk is redacted before its cut.
        names = model_names(self.client.model)
        answer = parse_answer(completion.text, observation.get("legal") or [], names, table_talk(observation))
        response = unforged(answer, completion.text)
        if not answer.accepted and isinstance(response, dict) and isinstance(response.get("say"), str):
            response = dict(response)
            response["say"] = redact(response["say"], names)
        self.call = call_info(
            parse=answer.mode,
            snapped=answer.snapped,
            attempts=completion.attempts,
            input_tokens=completion.input_tokens,
            output_tokens=completion.output_tokens,
            reason=answer.reason,
            throttled=completion.throttled,
        )
        return response


def _timeout(default: float = DEFAULT_TIMEOUT) -> float:
    return env_timeout(MODEL_TIMEOUT_ENV, default)


def _model_of(name: str, kind: str, what: str) -> str:
    model = name.partition(":")[2]
    if not model:
        raise SeatConfigError(f"expected {kind}:<{what}>")
    if len(model) > MODEL_NAME_LIMIT or any(c.isspace() or ord(c) < 32 or ord(c) == 127 for c in model):
        raise SeatConfigError(f"the {what} {quoted(model[:60])} is too long or holds spaces or control characters")
    return model


def _offered(variable: str) -> list[str] | None:
    """The entries of a comma-separated list variable, or None when it is unset or empty."""
    entries = [part.strip() for part in os.environ.get(variable, "").split(",") if part.strip()]
    return entries or None


def _check_offered(model: str, variable: str, offered: list[str]) -> None:
    if model not in offered:
        shown = ", ".join(offered)[:200]  # as a literal: a line break, bidi control or lone surrogate shows escaped
        raise SeatConfigError(f"model {quoted(model[:60])} is not one this arena offers ({variable}: {quoted(shown)})")


def check_openai_name(name: str) -> tuple[str, str, str, float]:
    """``openai:<model>`` -> (model, key, base URL, timeout): the key must be set in OPENAI_API_KEY,
    and the model must be listed in COSINO_OPENAI_MODELS when that is set."""
    model = _model_of(name, "openai", "model")
    offered = _offered(OPENAI_MODELS_ENV)
    if offered is not None:
        _check_offered(model, OPENAI_MODELS_ENV, offered)
    key = api_key(model, DEFAULT_KEY_ENV)
    base_url = os.environ.get(BASE_URL_ENV, "") or DEFAULT_BASE_URL
    check_url(base_url, f"endpoint in {BASE_URL_ENV}")
    return model, key, base_url, _timeout()


def bedrock_region() -> str | None:
    for variable in REGION_ENVS:
        if os.environ.get(variable, "").strip():
            return os.environ[variable].strip()
    return None


def check_bedrock_name(name: str) -> tuple[str, str, float]:
    """``bedrock:<model id>`` -> (model id, region, timeout); the region comes from AWS_REGION or AWS_DEFAULT_REGION."""
    model = _model_of(name, "bedrock", "model id")
    region = bedrock_region()
    if region is None:
        raise SeatConfigError(f"model {quoted(model)}: no AWS region: set {' or '.join(REGION_ENVS)}")
    if not re.fullmatch(r"[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?", region):  # botocore's form, at most 32
        raise SeatConfigError(f"model {quoted(model)}: AWS region {quoted(region[:40])} is not a region name")
    arns = _offered(BEDROCK_ARNS_ENV)
    if arns is not None:  # the role may invoke only these: refuse the others now, not at every decision
        here = [arn.rpartition("/")[2] for arn in arns if arn.split(":")[3:4] == [region]]
        _check_offered(model, f"{BEDROCK_ARNS_ENV} in {region}", here)
    return model, region, _timeout()


def check_fake_name(name: str) -> str:
    """``fake`` or ``fake:<style>`` -> the style."""
    kind, colon, style = name.partition(":")
    style = style if colon else "json"
    if style not in FAKE_STYLES:
        raise SeatConfigError(f"fake model style {quoted(style)}: choose one of {', '.join(FAKE_STYLES)}")
    return style


def openai_seat(name: str, variant: str, rng: Rng) -> ModelSeat:
    """``openai:<model>``: key from OPENAI_API_KEY, endpoint from OPENAI_BASE_URL."""
    model, key, base_url, timeout = check_openai_name(name)
    return ModelSeat(OpenAIChat(model, key, base_url), timeout)


def bedrock_seat(name: str, variant: str, rng: Rng) -> ModelSeat:
    """``bedrock:<model id>``: region from AWS_REGION or AWS_DEFAULT_REGION, credentials from the usual AWS chain."""
    model, region, timeout = check_bedrock_name(name)
    return ModelSeat(BedrockChat(model, region=region, timeout=timeout), timeout)


def fake_seat(name: str, variant: str, rng: Rng) -> ModelSeat:
    """``fake:<style>``: the in-process fake model (style json, loose, chatty, garbage or mixed)."""
    return ModelSeat(FakeModel(check_fake_name(name), rng), DEFAULT_TIMEOUT)
