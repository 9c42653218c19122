"""HTTP below the answer: interim (1xx) answers, and a server that sends them without end."""

from __future__ import annotations

import time

import pytest
from support.loopback import RawServer, read_request
from support.observations import FACING_A_BET

from cosino_runtime.seats.models import ModelSeat, OpenAIChat
from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat

OBS = FACING_A_BET
TIMEOUT = 1.0
MARGIN = 1.5  # seconds of slack over the timeout on a busy 2-core machine
ANSWER = b'{"action": "raise", "amount": 12}'
FINAL = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(ANSWER), ANSWER)


def act(reply, seat_of=lambda url: RemoteSeat(RemoteAgent(url, None, TIMEOUT))):
    def script(conn):
        read_request(conn)
        reply(conn) if callable(reply) else conn.sendall(reply)

    server = RawServer(script)
    try:
        seat = seat_of(server.url)
        start = time.monotonic()
        response = seat.act(OBS)
        return response, seat.call, time.monotonic() - start
    finally:
        server.close()


@pytest.mark.parametrize(
    "interim",
    [
        b"HTTP/1.1 103 Early Hints\r\nLink: </x.css>; rel=preload\r\n\r\n",
        b"HTTP/1.1 102 Processing\r\n\r\n" * 3,
        b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\n\r\n",
    ],
)
def test_interim_answers_are_passed_over_to_the_final_one(interim):
    response, call, _ = act(interim + FINAL)
    assert response == {"action": "raise", "amount": 12} and call["outcome"] == "ok"


def test_the_same_holds_for_a_model_endpoint():
    body = b'{"choices": [{"message": {"content": "call"}}]}'
    reply = b"HTTP/1.1 103 Early Hints\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
    response, call, _ = act(reply, lambda url: ModelSeat(OpenAIChat("m", "sk-x", base_url=url), TIMEOUT))
    assert response == {"action": "call"} and call["outcome"] == "ok"


def test_a_switch_of_protocol_nobody_asked_for_is_a_transport_failure():
    response, call, _ = act(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: h2c\r\n\r\n" + ANSWER)
    assert response == {"transport": "transport", "detail": "HTTP 101"} and call["outcome"] == "transport"


def test_interim_answers_without_end_stop_at_the_deadline():
    def endless(conn):
        while True:
            conn.sendall(b"HTTP/1.1 103 Early Hints\r\n\r\n" * 64)
            time.sleep(0.01)

    response, call, elapsed = act(endless)
    assert elapsed < TIMEOUT + MARGIN
    assert response["transport"] == "timeout" and call["outcome"] == "timeout"


@pytest.mark.parametrize(
    "envelope",
    [
        b'{"choices": [{"message": {"content": "fold"}}], "choices": [{"message": {"content": "call"}}]}',
        b'{"choices": [{"message": {"content": "fold", "content": "call"}}]}',
        b'{"choices": [{"message": {"content": "fold"}, "message": {"content": "call"}}]}',
    ],
)
def test_a_model_reply_giving_a_field_twice_is_refused_not_read_as_its_last(envelope):
    reply = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(envelope), envelope)
    response, call, _ = act(reply, lambda url: ModelSeat(OpenAIChat("m", "sk-x", base_url=url), TIMEOUT))
    assert call["outcome"] == "transport" and "appears twice" in call["reason"], (response, call)
    assert "action" not in response


def test_a_redirect_is_never_followed():
    target = RawServer(lambda conn: (read_request(conn), conn.sendall(FINAL)))
    try:
        for location in (target.url, "file:///etc/passwd", "http://169.254.169.254/latest/meta-data/", "/act"):
            reply = b"HTTP/1.1 307 Temporary Redirect\r\nLocation: %s\r\nContent-Length: 0\r\n\r\n" % location.encode()
            response, call, _ = act(reply)
            assert response == {"transport": "transport", "detail": "HTTP 307"} and call["attempts"] == 1
    finally:
        target.close()
    assert target.connections == 0


def reset_mid_body(conn):
    import socket
    import struct

    conn.sendall(b'HTTP/1.1 200 OK\r\nContent-Length: 400\r\n\r\n{"action": "raise", "amount": 1')
    time.sleep(0.05)
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close with a RST


@pytest.mark.parametrize(
    "reply, detail",
    [
        (b"\x16\x03\x01garbage without a status line\r\n\r\n", "BadStatusLine"),
        (b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 20\r\n\r\n\x1f\x8b\x08" + b"\0" * 17, None),
        (reset_mid_body, "Connection"),
    ],
)
def test_garbage_compressed_or_cut_replies_are_refusals(reply, detail):
    response, call, elapsed = act(reply)
    assert elapsed < TIMEOUT + MARGIN
    if detail is None:  # nothing is decompressed: the bytes are read as they came, and refused
        assert call["outcome"] == "ok" and call["parse"] == "none"
    else:
        assert response["transport"] == "transport" and detail in response["detail"], response
