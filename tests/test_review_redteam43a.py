"""Red team 43a: attacks from the seat side (a remote agent, an ACPC bot, a model endpoint).

Each test names what it checks; each failed before its fix on branch rt43a."""

from __future__ import annotations

import socket
import threading
import time

from support.loopback import connect_when_listening, free_port
from support.observations import first_holdem_observation

from cosino_runtime.seats import acpc


def _silent_client(port: int, heard: list[bytes], greeting: bytes, stop: threading.Event) -> None:
    """Connects to the ACPC dealer, sends ``greeting`` (no whole VERSION line), then only listens."""

    def run() -> None:
        sock = connect_when_listening(port, stop=stop)
        if sock is None:
            return
        with sock:
            sock.sendall(greeting)
            sock.settimeout(0.1)
            while not stop.is_set():
                try:
                    data = sock.recv(4096)
                except socket.timeout:
                    continue
                except OSError:
                    return
                if not data:
                    return
                heard.append(data)

    threading.Thread(target=run, daemon=True).start()


def test_an_acpc_connection_that_never_said_version_is_never_sent_a_seats_cards():
    # A client that connected and stalled in the handshake (nothing, or half a VERSION line) timed the
    # first decision out and was kept: the next decision skipped the check and sent it the seat's
    # MATCHSTATE, hole cards included, and would have taken its reply as the bot's action.
    for greeting in (b"", b"VERS"):
        port, stop, heard = free_port(), threading.Event(), []
        _silent_client(port, heard, greeting, stop)
        seat = acpc.AcpcSeat("127.0.0.1", port, 0.4)
        try:
            first = seat.act(first_holdem_observation())
            second = seat.act(first_holdem_observation())
            time.sleep(0.2)
        finally:
            stop.set()
            with acpc._TABLES_LOCK:
                table = acpc._TABLES.pop(("127.0.0.1", port), None)
            if table is not None:
                table.close()
        assert first["transport"] == "timeout" and second["transport"] == "timeout"
        assert not any(b"MATCHSTATE" in chunk for chunk in heard), heard


def test_an_acpc_bot_whose_version_line_comes_after_a_deadline_still_plays_the_next_decision():
    """Held before the fix, kept so the fix stays one that waits for the line: a bot that connects at
    the very end of a decision (its VERSION line cut off by the deadline) is not hung up on."""
    port, stop = free_port(), threading.Event()

    def late_bot() -> None:
        sock = connect_when_listening(port, stop=stop)
        if sock is None:
            return
        with sock, sock.makefile("rb") as lines:
            time.sleep(0.6)  # past the first decision's deadline
            sock.sendall(b"VERSION:2.0.0\r\n")
            for raw in lines:
                sock.sendall(raw.rstrip(b"\r\n") + b":c\r\n")

    threading.Thread(target=late_bot, daemon=True).start()
    seat = acpc.AcpcSeat("127.0.0.1", port, 0.4)
    try:
        first = seat.act(first_holdem_observation())
        seat.timeout = 2.0
        second = seat.act(first_holdem_observation())
    finally:
        stop.set()
        with acpc._TABLES_LOCK:
            table = acpc._TABLES.pop(("127.0.0.1", port), None)
        if table is not None:
            table.close()
    assert first["transport"] == "timeout"
    assert second == {"action": "call"}
