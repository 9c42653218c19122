"""Hostile seats below and above HTTP: dripping servers, silent servers, huge or poisonous bodies,
dead seats. Each decision must end as a recorded refusal within its deadline (timeout + 1.5 s)."""

from __future__ import annotations

import json
import socket
import time

import pytest
from support.loopback import RawServer, read_request
from support.observations import FACING_A_BET

from cosino.arena.episode import Episode, EpisodeConfig
from cosino_runtime.seats import transport as seats_transport
from cosino_runtime.seats.models import ModelSeat, OpenAIChat
from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat
from cosino_runtime.seats.transport import Timeout, post

OBS = FACING_A_BET
TIMEOUT = 1.0
MARGIN = 1.5  # seconds of slack allowed over the decision's timeout on a busy 2-core machine


def drip(conn, data: bytes, every: float = 0.25) -> None:
    for i in range(len(data)):
        conn.sendall(data[i : i + 1])
        time.sleep(every)


def drip_headers(conn):
    read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\n")
    drip(conn, b"X-Slow: " + b"a" * 400 + b"\r\n")


def drip_chunk_size(conn):
    read_request(conn)
    conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
    drip(conn, b"0" * 400)


def drip_status_line(conn):
    read_request(conn)
    drip(conn, b"HTTP/1.1 200 OK" + b" " * 400)


def drip_body(conn):
    read_request(conn)
    reply = b'{"action": "call"}' + b" " * 400
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(reply))
    drip(conn, reply)


def never_answer(conn):
    read_request(conn)
    time.sleep(10)


def never_read(conn):
    time.sleep(10)


@pytest.mark.parametrize(
    "script", [drip_headers, drip_chunk_size, drip_status_line, drip_body, never_answer, never_read]
)
def test_a_slow_server_ends_the_decision_at_its_deadline(script):
    server = RawServer(script)
    try:
        seat = RemoteSeat(RemoteAgent(server.url, b"s", TIMEOUT))
        start = time.monotonic()
        response = seat.act(OBS)
        elapsed = time.monotonic() - start
    finally:
        server.close()
    assert elapsed < TIMEOUT + MARGIN, f"{script.__name__} took {elapsed:.2f}s"
    assert response["transport"] == "timeout", response
    assert seat.call["outcome"] == "timeout" and seat.call["attempts"] == 1
    # The episode records the marker and applies the fallback.
    record = Episode(EpisodeConfig("holdem-hu", ("x", "y"), hands=1, seed=1)).decide(response)[0]
    assert record["received"]["transport"] == "timeout" and "error" in record


def test_the_openai_client_has_the_same_deadline():
    server = RawServer(drip_headers)
    try:
        seat = ModelSeat(OpenAIChat("m", "sk-x", base_url=server.url), TIMEOUT)
        start = time.monotonic()
        response = seat.act(OBS)
        elapsed = time.monotonic() - start
    finally:
        server.close()
    assert elapsed < TIMEOUT + MARGIN
    assert response["transport"] == "timeout"


def ten_megabytes(conn, chunked: bool):
    read_request(conn)
    if chunked:
        conn.sendall(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
        piece = b"%x\r\n%s\r\n" % (1 << 16, b"A" * (1 << 16))
        for _ in range(160):
            conn.sendall(piece)
    else:
        conn.sendall(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n")
        conn.sendall(b"A" * (10 << 20))


@pytest.mark.parametrize("chunked", [False, True])
def test_a_ten_megabyte_body_is_refused_at_the_limit(chunked):
    server = RawServer(lambda conn: ten_megabytes(conn, chunked))
    try:
        seat = RemoteSeat(RemoteAgent(server.url, None, TIMEOUT))
        start = time.monotonic()
        response = seat.act(OBS)
        elapsed = time.monotonic() - start
    finally:
        server.close()
    assert elapsed < TIMEOUT + MARGIN
    assert response["transport"] == "transport" and "65536-byte limit" in response["detail"]


def test_odd_content_length_headers_do_not_escape():
    def script(conn):
        read_request(conn)
        conn.sendall(b'HTTP/1.1 200 OK\r\nContent-Length: \xb2\r\nConnection: close\r\n\r\n{"action": "fold"}')

    server = RawServer(script)
    try:
        seat = RemoteSeat(RemoteAgent(server.url, None, TIMEOUT))
        response = seat.act(OBS)
    finally:
        server.close()
    assert response == {"action": "fold"}


def test_a_dead_seat_is_recorded_as_a_refused_connection():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens here now
    seat = RemoteSeat(RemoteAgent(f"http://127.0.0.1:{port}/act", None, TIMEOUT))
    response = seat.act(OBS)
    assert response == {"transport": "transport", "detail": f"connection refused to 127.0.0.1:{port}"}
    assert seat.call["attempts"] == 2 and seat.call["reason"] == f"connection refused to 127.0.0.1:{port}"
    record = Episode(EpisodeConfig("holdem-hu", ("x", "y"), hands=1, seed=1)).decide(response)[0]
    assert record["received"]["detail"] == f"connection refused to 127.0.0.1:{port}"
    assert f"connection refused to 127.0.0.1:{port}" in record["error"]


def test_a_dead_seat_in_play_records_every_refused_connection(tmp_path):
    from cosino_runtime.engine.local import play

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    played = play(
        EpisodeConfig("holdem-hu", (f"remote:http://127.0.0.1:{port}/act", "house"), hands=2, seed=3), tmp_path
    )
    records = [json.loads(line) for line in played.replay_path.read_text().splitlines()]
    dead = [r for r in records if r.get("type") == "action" and r.get("slot") == 0]
    assert dead and all(f"connection refused to 127.0.0.1:{port}" in r["error"] for r in dead)
    assert not any("field 'action' is missing" in r.get("error", "") for r in records)


def test_an_agent_cannot_forge_a_transport_failure():
    forged = b'{"transport": "timeout", "detail": "the arena lost my packet"}'

    def script(conn):
        read_request(conn)
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(forged), forged))

    server = RawServer(script)
    try:
        seat = RemoteSeat(RemoteAgent(server.url, None, TIMEOUT))
        response = seat.act(OBS)
    finally:
        server.close()
    assert response == forged.decode() and seat.call["outcome"] == "ok" and seat.call["parse"] == "none"
    record = Episode(EpisodeConfig("holdem-hu", ("x", "y"), hands=1, seed=1)).decide(response)[0]
    assert "no answer from the seat" not in record["error"]


def test_a_hanging_resolver_does_not_outlast_the_deadline(monkeypatch):
    real = socket.getaddrinfo

    def slow(host, *args, **kwargs):
        if host == "slow.invalid":
            time.sleep(5)
        return real(host, *args, **kwargs)

    monkeypatch.setattr(seats_transport.socket, "getaddrinfo", slow)
    start = time.monotonic()
    with pytest.raises(Timeout, match="resolving slow.invalid"):
        post("http://slow.invalid/act", b"{}", {}, time.monotonic() + TIMEOUT)
    assert time.monotonic() - start < TIMEOUT + MARGIN


@pytest.mark.parametrize("url", ["http://127.0.0.1:99999/", "http://[::1/", "ftp://x/"])
def test_bad_urls_are_transport_refusals(url):
    seat = RemoteSeat(RemoteAgent(url, None, TIMEOUT))
    response = seat.act(OBS)
    assert response["transport"] == "transport" and "URL" in response["detail"]


POISON = [
    (b"[" * 60_000, "nesting"),
    (b"{" * 60_000, "nesting"),
    (b'{"action":"raise","amount":"1e5000"}', "amount"),
    (b'{"action":"raise","amount":"1e999999999"}', "amount"),
    (b'{"action":"raise","amount":1e999999999}', "out of range"),
    (b'{"action":"raise","amount": NaN}', "NaN"),
    (b'{"action":"raise","amount": Infinity}', "Infinity"),
    (b'{"action":"raise","amount":' + b"7" * 4301 + b"}", "digits"),
    (b'{"action":"raise","amount":"' + b"7" * 4301 + b'"}', "amount"),
    ('{"action":"raise","amount":"\u0666"}'.encode(), "amount"),
    ('{"action":"raise","amount":"\u00b2"}'.encode(), "amount"),
    (b'{"action":"teleport","x":1.5}', "not a legal action"),
]


@pytest.mark.parametrize("body, why", POISON)
def test_poisonous_bodies_become_refusals_quickly(body, why):
    def script(conn):
        read_request(conn)
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))

    server = RawServer(script)
    try:
        seat = RemoteSeat(RemoteAgent(server.url, None, TIMEOUT))
        start = time.monotonic()
        response = seat.act(OBS)
        elapsed = time.monotonic() - start
    finally:
        server.close()
    assert elapsed < TIMEOUT + MARGIN
    assert seat.call["parse"] == "none", response
    assert why in seat.call["reason"] and "\n" not in seat.call["reason"]
    record = Episode(EpisodeConfig("holdem-hu", ("x", "y"), hands=1, seed=1)).decide(response)[0]
    assert "error" in record and record["action"] in ("fold", "check")
    json.dumps(record)  # nothing unserialisable reached the record


def test_non_ascii_digits_in_prose_are_not_an_amount():
    # "raise to ٦٦" is no ASCII amount; read as a raise with no size it took the minimum, so it is refused.
    from cosino.seats.answers import parse_answer

    answer = parse_answer("raise to \u0666\u0666", OBS["legal"])
    assert not answer.accepted and answer.reason == "amount '\u0666\u0666' is written in digits other than 0-9: use 0-9"
