"""Rate limits: a provider's "not now" (429, 503 with Retry-After) is waited out inside the
decision's deadline and reported apart from the seat's own failures; a remote agent saying the same
is failing on its own; per-agent limits are never exceeded, as counted at a fake endpoint over
loopback HTTP."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest
from support.loopback import serve, stop

from cosino_runtime.engine.limits import AgentLimits, TokenBucket
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.league.runner import run_league
from cosino_runtime.seats.models import ModelSeat, OpenAIChat
from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat
from cosino_runtime.seats.transport import RateLimited, retry_after_seconds, with_retries

OBS = {"alias": "Gizmo", "legal": [{"action": "fold"}, {"action": "call"}], "variant": "kuhn"}


class Endpoint:
    """An OpenAI-compatible (and remote-agent) endpoint: the first ``throttle`` calls answer
    ``status`` with ``Retry-After: retry_after``; every call takes ``delay`` seconds. It counts the
    calls, the most in flight at once and when each arrived."""

    def __init__(self, throttle=0, status=429, retry_after="0", delay=0.0) -> None:
        self.throttle, self.status, self.retry_after, self.delay = throttle, status, retry_after, delay
        self.calls = 0
        self.in_flight = 0
        self.peak = 0
        self.arrivals: list[float] = []
        self.lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with endpoint.lock:
                    endpoint.calls += 1
                    n = endpoint.calls
                    endpoint.in_flight += 1
                    endpoint.peak = max(endpoint.peak, endpoint.in_flight)
                    endpoint.arrivals.append(time.monotonic())
                time.sleep(endpoint.delay)
                throttled = n <= endpoint.throttle
                out = b'{"error": "rate limited"}' if throttled else endpoint.answer(body)
                with endpoint.lock:  # the call ends here: the client can only start another once it is sent
                    endpoint.in_flight -= 1
                self._send(endpoint.status if throttled else 200, out, endpoint.retry_after if throttled else None)

            def _send(self, status, out, retry_after):
                self.send_response(status)
                headers = {"Content-Length": str(len(out))} | (
                    {} if retry_after is None else {"Retry-After": retry_after}
                )
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(out)

            def log_message(self, *args):
                pass

        self.httpd, self.base = serve(Handler)

    def answer(self, body: bytes) -> bytes:
        request = json.loads(body)
        if "messages" not in request:  # a remote agent's observation
            return b'{"action": "call"}'
        legal = [ln[2:].split(" ")[0] for ln in request["messages"][1]["content"].splitlines() if ln.startswith("- ")]
        content = json.dumps({"action": "check" if "check" in legal else legal[0]})
        usage = {"prompt_tokens": 90, "completion_tokens": 10}
        return json.dumps({"choices": [{"message": {"content": content}}], "usage": usage}).encode()

    def close(self) -> None:
        stop(self.httpd)


@pytest.fixture
def endpoint_factory():
    made = []

    def make(**kwargs):
        made.append(Endpoint(**kwargs))
        return made[-1]

    yield make
    for e in made:
        e.close()


def provider(endpoint: Endpoint, timeout: float) -> ModelSeat:
    """A model seat calling ``endpoint`` as its provider, with the arena's key."""
    return ModelSeat(OpenAIChat("m", "sk-rl", endpoint.base + "/v1"), timeout)


def test_429_with_retry_after_for_the_first_k_calls_is_waited_out(endpoint_factory):
    endpoint = endpoint_factory(throttle=3, retry_after="0")
    seat = provider(endpoint, 5.0)
    assert seat.act(OBS) == {"action": "fold"}  # the endpoint's model names the first legal action
    assert endpoint.calls == 4
    assert seat.call["outcome"] == "ok" and seat.call["attempts"] == 4 and seat.call["throttled"] == 3


def test_retry_after_is_honoured_and_503_with_it_counts_as_rate_limited(endpoint_factory):
    endpoint = endpoint_factory(throttle=1, status=503, retry_after="1")
    seat = provider(endpoint, 5.0)
    start = time.monotonic()
    assert seat.act(OBS) == {"action": "fold"}
    assert 1.0 <= time.monotonic() - start < 2.0  # waited what the provider asked (plus at most a quarter)
    assert seat.call["throttled"] == 1


def test_a_retry_never_outlives_the_deadline(endpoint_factory):
    endpoint = endpoint_factory(throttle=10**6, retry_after="0")
    seat = provider(endpoint, 0.8)
    start = time.monotonic()
    response = seat.act(OBS)
    assert time.monotonic() - start < 0.8 + 0.2
    assert response["transport"] == "rateLimited" and seat.call["outcome"] == "rateLimited"
    assert 2 <= endpoint.calls <= 17  # backoff between the asks, bounded in number
    # advice longer than the deadline: no pointless wait, the decision falls back at once
    slow = endpoint_factory(throttle=10**6, retry_after="120")
    seat = provider(slow, 2.0)
    start = time.monotonic()
    assert seat.act(OBS)["transport"] == "rateLimited"
    assert time.monotonic() - start < 0.5 and slow.calls == 1


# kills: a provider's 503 read as a rate limit without its Retry-After, or its advice read on any status
@pytest.mark.parametrize("status, retry_after", [(503, None), (500, "0"), (502, "0")])
def test_a_provider_s_failure_that_is_not_throttling_gets_one_retry(endpoint_factory, status, retry_after):
    endpoint = endpoint_factory(throttle=10**6, status=status, retry_after=retry_after)
    seat = provider(endpoint, 5.0)
    response = seat.act(OBS)
    assert response["transport"] == "transport" and response["detail"] == f"HTTP {status}"
    assert seat.call["outcome"] == "transport" and seat.call["throttled"] == 0
    assert seat.call["attempts"] == 2 and endpoint.calls == 2


@pytest.mark.parametrize("status", [429, 503])
def test_a_remote_agent_saying_not_now_fails_on_its_own_with_one_retry(endpoint_factory, status):
    # The agent's own server chose the answer: it is the agent's transport failure, not a rate limit.
    endpoint = endpoint_factory(throttle=10**6, status=status, retry_after="0")
    seat = RemoteSeat(RemoteAgent(endpoint.base + "/act", None, 5.0))
    response = seat.act(OBS)
    assert response["transport"] == "transport" and response["detail"] == f"HTTP {status}"
    assert seat.call["outcome"] == "transport" and seat.call["throttled"] == 0
    assert seat.call["attempts"] == 2 and endpoint.calls == 2  # the one retry any passing failure gets
    # once throttled, then an answer: an ordinary retry of the agent's own failure
    once = endpoint_factory(throttle=1, status=status, retry_after="0")
    seat = RemoteSeat(RemoteAgent(once.base + "/act", None, 5.0))
    assert seat.act(OBS) == {"action": "call"}
    assert seat.call["outcome"] == "ok" and seat.call["attempts"] == 2 and seat.call["throttled"] == 0


def test_a_remote_agent_s_retry_after_is_not_waited_for(endpoint_factory):
    endpoint = endpoint_factory(throttle=1, retry_after="120")
    seat = RemoteSeat(RemoteAgent(endpoint.base + "/act", None, 5.0))
    assert seat.act(OBS) == {"action": "call"}  # asked again at once: a 120 s wait would outlive the deadline
    assert endpoint.calls == 2 and seat.call["throttled"] == 0


def test_hostile_retry_after_values_are_bounded():
    assert retry_after_seconds("1" * 30) is None
    assert retry_after_seconds("nan") is None and retry_after_seconds("\u0662") is None
    assert retry_after_seconds("Fri, 31 Dec 9999 23:59:59 GMT") == 3600.0
    slept = []

    def call():
        raise RateLimited("HTTP 429", 3600.0)

    with pytest.raises(RateLimited) as caught:
        with_retries(call, time.monotonic() + 1.0, sleep=slept.append)
    assert slept == [] and caught.value.throttled == 1


def test_token_bucket_and_agent_limits_with_a_fake_clock():
    now = [0.0]
    bucket = TokenBucket(120, clock=lambda: now[0])  # 2 a second, burst 2
    assert bucket.wait_for(1) == 0.0
    bucket.take(1)
    bucket.take(1)
    assert bucket.wait_for(1) == pytest.approx(0.5)
    now[0] = 0.5
    assert bucket.wait_for(1) == 0.0
    limits = AgentLimits(max_concurrent=1)
    with limits.admit():
        assert limits._wait() is None  # a second call waits for the first to end
    assert limits._wait() == 0.0 and limits.peak == 1


def model_league(tmp_path: Path, endpoint: Endpoint, limits: str, concurrency: int, rounds: int = 2) -> Path:
    path = tmp_path / "league.toml"
    path.write_text(
        f'[league]\nname = "rl"\nvariants = ["kuhn"]\nhands = 3\nrounds = {rounds}\nseed = {2**48 + 5}\nout = "out"\n'
        f"bootstrap = 10\nconcurrency = {concurrency}\n"
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
        f'[agents.gpt]\nseat = "openai"\nmodel = "m"\nbase_url = "{endpoint.base}/v1"\n'
        f'api_key_env = "COSINO_TEST_RL_KEY"\ntimeout = 10\n{limits}\n'
    )
    return path


def test_a_league_counts_rate_limited_calls_apart_and_the_replay_keeps_the_answer(
    tmp_path, endpoint_factory, monkeypatch
):
    monkeypatch.setenv("COSINO_TEST_RL_KEY", "sk-rl")
    endpoint = endpoint_factory(throttle=4, retry_after="0")
    outcome = run_league(load_config(model_league(tmp_path, endpoint, "", 2)), progress=False)
    rel = outcome.table["reliability"]["gpt"]
    assert rel["rateLimited"] == 4 and rel["rateLimitRetries"] == 4 and rel["rateLimitFallbacks"] == 0
    assert rel["fallbacks"] == 0 and rel["retries"] == 0 and rel["transportErrors"] == 0 and rel["timeouts"] == 0
    for replay in (outcome.path.parent / "episodes").glob("*.replay.jsonl"):
        actions = [json.loads(x) for x in replay.read_bytes().splitlines() if b'"action"' in x]
        assert not any("error" in a for a in actions)  # what was finally used, never the 429
    assert endpoint.calls == rel["decisions"] + 4


def test_a_league_counts_a_remote_agent_s_429s_as_its_own_transport_errors(tmp_path, endpoint_factory):
    endpoint = endpoint_factory(throttle=10**6, retry_after="0")
    path = tmp_path / "league.toml"
    path.write_text(
        f'[league]\nname = "rl"\nvariants = ["kuhn"]\nhands = 2\nrounds = 1\nseed = {2**48 + 7}\nout = "out"\n'
        "bootstrap = 10\n"
        '[agents.house]\nseat = "house"\n'
        f'[agents.bot]\nseat = "remote"\nurl = "{endpoint.base}/act"\ntimeout = 5\n'
    )
    outcome = run_league(load_config(path), progress=False)
    rel = outcome.table["reliability"]["bot"]
    assert rel["decisions"] > 0 and rel["transportErrors"] == rel["fallbacks"] == rel["decisions"]
    assert rel["retries"] == rel["decisions"] and endpoint.calls == 2 * rel["decisions"]
    assert rel["rateLimited"] == rel["rateLimitRetries"] == rel["rateLimitFallbacks"] == 0
    for replay in (outcome.path.parent / "episodes").glob("*.replay.jsonl"):
        for line in replay.read_bytes().splitlines():
            received = json.loads(line).get("received")
            assert not isinstance(received, dict) or received.get("transport") != "rateLimited"


@pytest.mark.parametrize(
    "base_url, arena_s",
    [
        (None, True),  # the operator's OPENAI_BASE_URL, or OpenAI's own
        ("https://api.openai.com/v1/", True),
        ("HTTPS://API.OPENAI.COM:443/v1", True),
        ("http://127.0.0.1:8000/v1", True),  # a model server on the arena's machine
        ("http://localhost:11434/v1", True),
        ("https://models.competitor.example/v1", False),
        ("https://api.openai.com.competitor.example/v1", False),
        ("https://api.openai.com/v2", False),
    ],
)
def test_an_openai_agent_is_the_arena_s_provider_only_at_an_endpoint_the_arena_runs_or_pays_for(
    monkeypatch, base_url, arena_s
):
    from cosino.primitives.rng import Rng, derive
    from cosino_runtime.league.agents import AgentSpec, build_inner, outside_url

    monkeypatch.setenv("COSINO_TEST_RL_KEY", "sk-rl")
    options = {"model": "m", "api_key_env": "COSINO_TEST_RL_KEY"} | ({} if base_url is None else {"base_url": base_url})
    agent = AgentSpec("gpt", "openai", options)
    seat = build_inner(agent, "kuhn", Rng(derive(1, "t")))
    assert seat.client.provider is arena_s and (outside_url(agent) is None) is arena_s


def test_a_league_counts_429s_from_someone_else_s_model_endpoint_as_that_agent_s_transport_errors(
    tmp_path, endpoint_factory, monkeypatch
):
    # Before: every openai agent was the arena's provider, so an endpoint a competitor serves could answer
    # 429 to have each of its decisions asked again up to 16 times, and its failures counted as the arena's.
    from cosino_runtime.seats import addresses

    monkeypatch.setenv("COSINO_TEST_RL_KEY", "sk-rl")
    endpoint = endpoint_factory(throttle=10**6, retry_after="0")
    # The test's server listens on loopback; the league is told that host is not the arena's machine.
    loopback = addresses.non_public_host
    monkeypatch.setattr(addresses, "non_public_host", lambda host: None if host == "127.0.0.1" else loopback(host))
    outcome = run_league(load_config(model_league(tmp_path, endpoint, "", 1, rounds=1)), progress=False)
    rel = outcome.table["reliability"]["gpt"]
    assert rel["decisions"] > 0 and rel["transportErrors"] == rel["fallbacks"] == rel["decisions"]
    assert rel["retries"] == rel["decisions"] and endpoint.calls == 2 * rel["decisions"]
    assert rel["rateLimited"] == rel["rateLimitRetries"] == rel["rateLimitFallbacks"] == 0


def test_per_agent_limits_are_never_exceeded_at_the_endpoint(tmp_path, endpoint_factory, monkeypatch):
    monkeypatch.setenv("COSINO_TEST_RL_KEY", "sk-rl")
    endpoint = endpoint_factory(delay=0.03)
    limits = "max_concurrent = 2\nrequests_per_minute = 1200\ntokens_per_minute = 60000"
    outcome = run_league(load_config(model_league(tmp_path, endpoint, limits, 8, rounds=4)), progress=False)
    rel = outcome.table["reliability"]["gpt"]
    assert rel["fallbacks"] == 0 and endpoint.calls == rel["decisions"] > 20
    assert endpoint.peak <= 2  # never more than max_concurrent in flight, as the endpoint saw it
    # requests: at most burst (20) + 20 a second over any interval between two arrivals
    times = endpoint.arrivals
    for i in range(len(times)):
        for j in range(i, len(times)):
            assert j - i + 1 <= 20 + 20 * (times[j] - times[i]) + 1
    # tokens: 100 a call at 1000 a second (burst 1000): the calls spread out over the run
    assert times[-1] - times[0] >= (100 * len(times) - 1000 - 1000) / 1000 - 0.1


@pytest.mark.parametrize(
    "line, field",
    [
        ("max_concurrent = 0", "max_concurrent"),
        ("requests_per_minute = -1", "requests_per_minute"),
        ("tokens_per_minute = inf", "tokens_per_minute"),
        ('max_concurrent = "lots"', "max_concurrent"),
    ],
)
def test_limits_are_checked_before_any_episode(tmp_path, endpoint_factory, monkeypatch, line, field):
    monkeypatch.setenv("COSINO_TEST_RL_KEY", "sk-rl")
    with pytest.raises(LeagueConfigError, match=field):
        load_config(model_league(tmp_path, endpoint_factory(), line, 1))
    assert not (tmp_path / "out").exists()


def test_reliability_keeps_rate_limits_apart_from_the_seat_s_own_failures():
    from cosino.league.reliability import CallRecord, episode_reliability

    header = {"type": "episode", "seats": [{"slot": 0, "alias": "Sprocket", "agent": "a"}]}
    acts = [
        {"type": "action", "slot": 0, "action": "check"},
        {"type": "action", "slot": 0, "action": "check"},
        {"type": "action", "slot": 0, "action": "fold", "received": {"transport": "rateLimited"}, "error": "x"},
    ]
    log = [
        CallRecord(0, 0, 10, attempts=4, throttled=3),  # waited out three 429s
        CallRecord(1, 0, 10, attempts=3, throttled=1),  # one 429, one own transport retry
        CallRecord(2, 0, 10, outcome="rateLimited", parse="none", attempts=2, throttled=2),
    ]
    assert CallRecord.from_json(log[0].to_json()) == log[0]
    assert CallRecord(0, 0, 1, attempts=1, throttled=99).throttled == 1  # bounded by the attempts
    seat = episode_reliability([header] + acts, log)["seats"][0]
    assert seat["rateLimited"] == 6 and seat["rateLimitRetries"] == 5 and seat["rateLimitFallbacks"] == 1
    assert seat["retries"] == 1 and seat["transportErrors"] == 0 and seat["timeouts"] == 0
    assert seat["fallbacks"] == 1
