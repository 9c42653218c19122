"""Mutation review of the path to outside seats (seats.transport, seats.remote, seats.signing,
engine.asking): each test here pins a bound or a refusal that a small change to the code left
unseen by the other tests (the mutant it kills is named in its docstring)."""

from __future__ import annotations

import os
import socket
import time

import pytest
from support.loopback import RawServer, read_request
from support.observations import FACING_A_BET

from cosino_runtime.engine import asking
from cosino_runtime.seats import addresses, remote, transport
from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat, master_secret, probe
from cosino_runtime.seats.signing import sign, verify_signature
from cosino_runtime.seats.transport import (
    MAX_TIMEOUT,
    RATE_RETRY_LIMIT,
    URL_LIMIT,
    RateLimited,
    SeatConfigError,
    TransportError,
    check_url,
    env_timeout,
    with_retries,
)

OBS = FACING_A_BET
TIMEOUT = 2.0
ANSWER = b'{"action": "call"}'


def act(reply, limit: int = transport.REPLY_LIMIT, url_tail: str = ""):
    """The answer, the call facts and the request head of a remote seat whose agent sends ``reply``
    (bytes, or a function of the connection) to its one request."""
    heads: list[bytes] = []

    def script(conn):
        heads.append(read_request(conn).partition(b"\r\n\r\n")[0])
        reply(conn) if callable(reply) else conn.sendall(reply)

    server = RawServer(script)
    try:
        seat = RemoteSeat(RemoteAgent(server.url + url_tail, None, TIMEOUT, limit=limit))
        return seat.act(OBS), seat.call, heads
    finally:
        server.close()


def http(status: str, body: bytes, *headers: bytes) -> bytes:
    head = [b"HTTP/1.1 " + status.encode(), b"Content-Length: %d" % len(body), *headers]
    return b"\r\n".join(head) + b"\r\n\r\n" + body


# --- the decision's timeout and the agent's URL ------------------------------------------------


def test_the_longest_decision_timeout_is_accepted_and_a_hair_more_is_not(monkeypatch):
    """env_timeout: the bound is inclusive (``<= MAX_TIMEOUT`` read as ``<``)."""
    monkeypatch.setenv("COSINO_TEST_TIMEOUT", str(MAX_TIMEOUT))
    assert env_timeout("COSINO_TEST_TIMEOUT", 1.0) == MAX_TIMEOUT
    monkeypatch.setenv("COSINO_TEST_TIMEOUT", f"{MAX_TIMEOUT}.001")
    with pytest.raises(SeatConfigError, match="COSINO_TEST_TIMEOUT"):
        env_timeout("COSINO_TEST_TIMEOUT", 1.0)


def test_a_url_of_exactly_the_limit_is_accepted_and_one_more_character_is_not():
    """check_url: ``len(url) > URL_LIMIT`` read as ``>=``."""
    base = "http://agent.example/"
    url = base + "a" * (URL_LIMIT - len(base))
    assert check_url(url) == url
    with pytest.raises(SeatConfigError, match="too long"):
        check_url(url + "a")


def test_a_host_name_of_253_characters_is_accepted_and_254_is_not():
    """check_url: a DNS name is at most 253 characters (``<=``), a trailing dot aside."""
    host = ".".join(["a" * 63] * 3 + ["a" * 61])
    assert len(host) == 253
    assert check_url(f"http://{host}/act") and check_url(f"http://{host}./act")
    with pytest.raises(SeatConfigError, match="no valid host"):
        check_url(f"http://a{host}/act")


def test_a_delete_character_is_refused_and_a_tilde_is_not():
    """check_url: DEL (0x7f) is a control character; ``~`` is an ordinary path letter."""
    assert check_url("http://agent.example/~me/act") == "http://agent.example/~me/act"
    with pytest.raises(SeatConfigError, match="control characters"):
        check_url("http://agent.example/\x7fact")


# --- the reply's size and end --------------------------------------------------------------------


LIMIT = 64
FITS = ANSWER + b" " * (LIMIT - len(ANSWER))  # exactly LIMIT bytes


def chunked(body: bytes) -> bytes:
    return b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(body), body)


@pytest.mark.parametrize("frame", [lambda b: http("200 OK", b), chunked], ids=["length", "chunked"])
def test_a_reply_of_exactly_the_limit_is_read_and_one_byte_more_is_refused(frame):
    """post: the declared-length and the streamed size checks are both ``> limit`` (not ``>=``, not
    ``> limit + 1``), and the agent's own limit is the one applied."""
    response, call, _ = act(frame(FITS), limit=LIMIT)
    assert response == {"action": "call"} and call["outcome"] == "ok", (response, call)
    response, call, _ = act(frame(FITS + b" "), limit=LIMIT)
    assert response["transport"] == "transport" and f"{LIMIT}-byte limit" in response["detail"], response


def test_a_declared_oversized_reply_is_refused_before_its_body_comes():
    """post: a Content-Length over the limit, by one byte too, is refused at once, not read until the deadline."""

    def claim_then_stall(conn):
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n{" % (LIMIT + 1))
        time.sleep(TIMEOUT + 1)

    response, call, _ = act(claim_then_stall, limit=LIMIT)
    assert response["transport"] == "transport" and f"{LIMIT + 1} bytes exceeds" in response["detail"], response


def test_a_reply_cut_one_byte_short_is_no_answer():
    """post: ``missing > 0`` read as ``> 1`` would take a reply one byte short of its length."""
    body = b'{"action": "raise", "amount": 12}'

    def cut(conn):
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body) + 1, body))

    response, call, _ = act(cut)
    assert response["transport"] == "transport" and "closed 1 bytes before the end" in response["detail"], response


def test_the_query_of_the_agent_url_is_sent():
    """post: the request target keeps the URL's query (``?seat=2`` names which agent behind one server)."""
    response, _, heads = act(http("200 OK", ANSWER), url_tail="?seat=2&x=%2F")
    assert response == {"action": "call"}
    assert heads[0].split(b"\r\n")[0] == b"POST /act?seat=2&x=%2F HTTP/1.1"


def test_a_connection_that_fails_otherwise_than_refused_is_worth_one_retry(monkeypatch):
    """connect: an OSError other than a refusal (unreachable, not permitted) is retryable, as a refusal is."""
    broadcast = (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("255.255.255.255", 80))  # no host connects there
    monkeypatch.setattr(transport, "resolve", lambda host, port, deadline: [broadcast])
    seat = RemoteSeat(RemoteAgent("http://agent.example/act", None, TIMEOUT))
    response = seat.act(OBS)
    assert response["transport"] == "transport" and "cannot connect to agent.example:80" in response["detail"]
    assert seat.call["attempts"] == 2


def test_a_connection_never_accepted_is_a_timeout_of_the_seat(monkeypatch):
    """connect: the handshake is armed with what is left of the deadline (the watchdog only sees a
    connected socket), and one that does not finish by then is a Timeout, not a transport failure."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)  # a backlog of one, never accepted: the next handshake goes unanswered
    filler = socket.create_connection(listener.getsockname())
    armed: list[float | None] = []

    class Recording(socket.socket):
        def connect(self, address):
            armed.append(self.gettimeout())
            return super().connect(address)

    monkeypatch.setattr(socket, "socket", Recording)
    try:
        seat = RemoteSeat(RemoteAgent("http://127.0.0.1:%d/act" % listener.getsockname()[1], None, 0.5))
        response = seat.act(OBS)
    finally:
        filler.close()
        listener.close()
    assert response["transport"] == "timeout" and "connecting to 127.0.0.1" in response["detail"], response
    assert seat.call["outcome"] == "timeout" and seat.call["attempts"] == 1
    assert len(armed) == 1 and armed[0] is not None and 0 < armed[0] <= 0.5


# --- status codes ----------------------------------------------------------------------------------


@pytest.mark.parametrize("status", ["300 Multiple Choices", "301 Moved Permanently", "308 Permanent Redirect"])
def test_every_3xx_is_a_refusal_not_an_answer(status):
    """_check_status: ``status >= 300`` (300 is a redirect's answer too, and never an answer of the agent's)."""
    response, call, _ = act(http(status, ANSWER, b"Location: /elsewhere"))
    assert response == {"transport": "transport", "detail": f"HTTP {status[:3]}"} and call["attempts"] == 1


def test_every_interim_status_up_to_199_is_passed_over():
    """_Response: 1xx is interim up to 199 (``< 200``, not ``< 199``), whatever its number."""
    response, call, _ = act(b"HTTP/1.1 199 Unassigned\r\n\r\n" + http("200 OK", ANSWER))
    assert response == {"action": "call"} and call["outcome"] == "ok", (response, call)


# --- retries -------------------------------------------------------------------------------------


def test_rate_limited_answers_are_retried_at_most_the_limit():
    """with_retries: ``throttled > RATE_RETRY_LIMIT`` (not ``>=``); the final error counts every
    throttled answer, the last one included."""
    calls: list[int] = []
    slept: list[float] = []

    def throttled():
        calls.append(1)
        raise RateLimited("HTTP 429 (rate limited)", 0.0)

    with pytest.raises(RateLimited) as caught:
        with_retries(throttled, time.monotonic() + 60, sleep=slept.append)
    assert len(calls) == RATE_RETRY_LIMIT + 1 and len(slept) == RATE_RETRY_LIMIT
    assert caught.value.attempts == RATE_RETRY_LIMIT + 1 and caught.value.throttled == RATE_RETRY_LIMIT + 1
    assert transport.failed_call(caught.value)["throttled"] == RATE_RETRY_LIMIT + 1


def test_a_wait_that_ends_inside_the_retry_margin_is_not_waited(monkeypatch):
    """with_retries: the wait must fit in what is left less RETRY_MARGIN, not in all that is left."""
    monkeypatch.setattr(transport, "jitter", lambda: 0.0)
    slept: list[float] = []
    deadline = time.monotonic() + 10.0
    advice = 10.0 - transport.RETRY_MARGIN / 2  # fits in the time left, not in it less the margin

    def throttled():
        raise RateLimited("HTTP 429 (rate limited)", advice)

    with pytest.raises(RateLimited):
        with_retries(throttled, deadline, sleep=slept.append)
    assert slept == []


def test_no_retry_when_less_than_the_margin_is_left():
    """with_retries: ``left < RETRY_MARGIN`` (not ``< 0``): a retry that cannot finish is not started."""
    calls: list[int] = []

    def refused():
        calls.append(1)
        raise TransportError("connection refused", retryable=True)

    with pytest.raises(TransportError):
        with_retries(refused, time.monotonic() + transport.RETRY_MARGIN / 2)
    assert len(calls) == 1


def test_backoff_follows_the_advice_with_a_quarter_of_jitter_else_doubles_up_to_the_cap(monkeypatch):
    """backoff: advice plus jitter/4 of it; otherwise BACKOFF_BASE doubling from the first answer, capped."""
    monkeypatch.setattr(transport, "jitter", lambda: 0.5)
    assert transport.backoff(1, 2.0) == 2.25
    assert [transport.backoff(n, None) for n in (1, 2, 3)] == [0.125, 0.25, 0.5]
    assert transport.backoff(30, None) == transport.BACKOFF_CAP * 0.5


def test_a_retry_after_date_in_the_past_means_now():
    """retry_after_seconds: a date already past is a wait of 0, never a negative one (time.sleep refuses those)."""
    assert transport.retry_after_seconds("Thu, 01 Jan 1970 00:00:10 GMT", now=100.0) == 0.0


# --- the target ----------------------------------------------------------------------------------


def test_a_url_without_a_host_is_never_posted_to():
    """_target: a URL naming no host is refused, not sent to whatever getaddrinfo(None) gives (loopback)."""
    with pytest.raises(TransportError, match="not an http\\(s\\) URL"):
        transport.post("http:///act", b"{}", {}, time.monotonic() + 1.0)


def _port_recorder(ports: list[int]):
    """A stand-in for ``connect`` that notes the port it was given and goes no further."""

    def connect(host, port, deadline, public_only=False):
        ports.append(port)
        raise TransportError("stop here")

    return connect


def test_https_without_a_port_goes_to_443(monkeypatch):
    """_target: the default port of https is 443, not 80."""
    ports: list[int] = []
    monkeypatch.setattr(transport, "connect", _port_recorder(ports))
    with pytest.raises(TransportError):
        transport.post("https://agent.example/act", b"{}", {}, time.monotonic() + 1.0)
    assert ports == [443]


def test_a_header_value_with_a_delete_character_is_refused_unshown():
    """_check_headers: DEL is not printable; the value (maybe a key) never enters the message."""
    with pytest.raises(TransportError, match="Authorization header") as caught:
        transport.post("http://127.0.0.1:9/act", b"{}", {"Authorization": "sk-\x7fsecret"}, time.monotonic() + 1.0)
    assert "secret" not in str(caught.value)


# --- signing -------------------------------------------------------------------------------------


KEY = b"agent-key"


def test_a_timestamp_exactly_the_tolerance_away_either_way_is_accepted_and_one_more_is_not():
    """verify_signature: ``abs(...) > tolerance``, in the past and in the future."""
    sig = sign(KEY, "1000", b"{}")
    assert verify_signature(KEY, "1000", b"{}", sig, now=1300)
    assert verify_signature(KEY, "1000", b"{}", sig, now=700)
    assert not verify_signature(KEY, "1000", b"{}", sig, now=1301)
    assert not verify_signature(KEY, "1000", b"{}", sig, now=699)


# --- the remote seat -------------------------------------------------------------------------------


def test_a_valid_replacement_character_in_the_reply_is_not_called_invalid_utf8():
    """RemoteSeat.act: only bytes that do not decode are "not valid UTF-8"; an agent may say U+FFFD itself."""
    body = '{"action": "call", "say": "\ufffd"}'.encode()
    response, call, _ = act(http("200 OK", body))
    assert response == {"action": "call", "say": "\ufffd"}
    assert call["reason"] is None, call


def test_probe_holds_the_url_rule_and_the_address_policy(monkeypatch):
    """probe: a URL check_url refuses, or a loopback agent under the public policy, is never reported live."""
    server = RawServer(lambda conn: None)
    try:
        port = server.port
        assert probe(f"http://127.0.0.1:{port}/act") is None
        assert "user name or password" in probe(f"http://me:pw@127.0.0.1:{port}/act")
        monkeypatch.setenv(addresses.POLICY_ENV, "public")
        assert "names a loopback address" in probe(f"http://127.0.0.1:{port}/act")
        real = transport.resolve  # agent.example stands for a public name that resolves to loopback
        monkeypatch.setattr(transport, "resolve", lambda host, *rest: real("127.0.0.1", *rest))
        assert "resolves only to loopback addresses" in probe(f"http://agent.example:{port}/act")
    finally:
        server.close()


def test_probe_of_an_https_url_without_a_port_tries_443(monkeypatch):
    """probe: the default port of https is 443."""
    tried: list[int] = []
    monkeypatch.setattr(remote, "connect", _port_recorder(tried))
    assert probe("https://agent.example/act") == "stop here"
    assert tried == [443]


def test_a_master_secret_that_is_not_utf8_is_read_as_its_bytes(monkeypatch):
    """master_secret: the environment's own bytes (os.fsencode), not a UTF-8 encoding that fails on them."""
    monkeypatch.setenv("COSINO_TEST_SECRET", os.fsdecode(b"m\xffm"))
    assert master_secret("COSINO_TEST_SECRET") == b"m\xffm"


# --- asking a seat ---------------------------------------------------------------------------------


@pytest.mark.parametrize("took, waits", [(0.0, asking.DECISION_QUANTUM_S), (asking.DECISION_QUANTUM_S, 0.0)])
def test_an_instant_answer_still_takes_one_whole_quantum(monkeypatch, took, waits):
    """_paced: at least one quantum (``max(..., 1)``): an answer taking no measurable time must not
    stand out from one that took a little."""
    now = [0.0]
    slept: list[float] = []
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    monkeypatch.setattr(time, "sleep", slept.append)

    class Seat:
        def act(self, observation):
            now[0] += took
            return {"action": "call"}

    assert asking._paced(Seat(), OBS) == {"action": "call"}
    assert slept == [pytest.approx(waits)]


def test_an_outside_seat_is_not_asked_the_moment_the_guard_share_is_spent(monkeypatch):
    """ask_seat: with 0 ms of the outside seats' share left (``<= 0``), the seat is not even called."""
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino_runtime.seats.deadline import guarded_by

    fixed_ns = 1_700_000_000_000 * 1_000_000
    monkeypatch.setattr(time, "time_ns", lambda: fixed_ns)
    created_ms = fixed_ns // 1_000_000 - 30_000  # three quarters of a 40 s guard ago, to the millisecond
    episode = Episode(EpisodeConfig("kuhn", ("remote:https://agent.example/", "house"), hands=1, seed=1))
    built: list[str] = []

    def factory(name, variant, rng):
        built.append(name)
        raise AssertionError("an outside seat was asked with no time left")

    with guarded_by(40.0):
        response, spent = asking.ask_seat(episode, 0, OBS, (0, created_ms), factory, asking.outside_kind)
    assert built == [] and spent == 0
    assert response == {"transport": "timeout", "detail": "the episode's time for outside seats (30 s) is spent"}


@pytest.mark.parametrize(
    "seats, guard",
    [
        (("house", "remote:https://agent.example/"), None),  # the arena's own seat, paced
        (("remote:https://agent.example/", "house"), None),  # an outside seat without a clock
        (("remote:https://agent.example/", "house"), 40.0),  # an outside seat on its clock
    ],
    ids=["in-process", "outside-unclocked", "outside-clocked"],
)
def test_every_answer_is_bounded_before_the_episode_sees_it(monkeypatch, seats, guard):
    """ask_seat: each of its three paths bounds the answer (a refused reply goes on as its text, up to 64 KB)."""
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.arena.evidence import EVIDENCE_LIMIT
    from cosino.primitives.canonical import dump_bytes
    from cosino_runtime.seats.deadline import guarded_by

    monkeypatch.setattr(asking, "_paced", lambda seat, observation: seat.act(observation))  # no 25 ms waits

    class Talker:
        def act(self, observation):
            return "x" * (2 * EVIDENCE_LIMIT)

    episode = Episode(EpisodeConfig("kuhn", seats, hands=1, seed=1))
    with guarded_by(guard):
        response, _ = asking.ask_seat(
            episode, 0, OBS, (0, int(time.time() * 1000)), lambda *a: Talker(), asking.outside_kind
        )
    assert len(dump_bytes(response)) <= EVIDENCE_LIMIT and "8192 chars" in response, response[-60:]
