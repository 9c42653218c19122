"""Review of the ACPC seat against hostile bots and a busy table: every decision ends within its
own deadline in an answer or a transport marker, never an exception out of ``act``."""

from __future__ import annotations

import contextlib
import errno
import socket
import threading
import time

import pytest
from support.loopback import connect_when_listening, free_port
from support.observations import first_holdem_observation

from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng
from cosino_runtime.seats import acpc
from cosino_runtime.seats.registry import SeatNameError, build_seat, check_seats


def _silent_bot(port: int, stop: threading.Event) -> None:
    """Connects, says VERSION, then reads and never answers."""

    def run() -> None:
        sock = connect_when_listening(port, stop=stop)
        if sock is None:
            return
        with sock:
            sock.sendall(b"VERSION:2.0.0\r\n")
            stop.wait(10)

    threading.Thread(target=run, daemon=True).start()


def test_a_decision_queued_behind_a_longer_one_ends_within_its_own_deadline():
    # Episodes run side by side (cosino serve's step workers) share one ACPC table, and a step's
    # deadline may be cut to what its Lambda has left: a decision waiting for the bot behind a
    # longer one must still answer by its own deadline.
    port, stop = free_port(), threading.Event()
    _silent_bot(port, stop)
    long_seat, short_seat = acpc.AcpcSeat("127.0.0.1", port, 1.5), acpc.AcpcSeat("127.0.0.1", port, 0.3)
    holder = threading.Thread(target=long_seat.act, args=(first_holdem_observation(),))
    holder.start()
    time.sleep(0.2)  # the long decision has the table
    start = time.monotonic()
    answer = short_seat.act(first_holdem_observation())
    took = time.monotonic() - start
    stop.set()
    holder.join(5)
    assert answer["transport"] == "timeout" and short_seat.call["outcome"] == "timeout"
    assert took < 0.6, took  # before: it waited for the long decision (1.3 s more)


class _FailingServer:
    """A listening socket whose accept fails as a process out of descriptors sees it (the real one's
    descriptor, so a connection waiting on it wakes the dealer)."""

    def __init__(self, real: socket.socket) -> None:
        self.real = real

    def fileno(self) -> int:
        return self.real.fileno()

    def settimeout(self, value: float) -> None:
        pass

    def accept(self):
        raise OSError(errno.EMFILE, "Too many open files")


def test_a_failing_accept_is_a_transport_failure_not_an_exception(monkeypatch):
    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "0.5")
    port = free_port()
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-hu", Rng(bytes(32)))
    t = acpc.table("127.0.0.1", port)
    real, t.server = t.server, _FailingServer(t.server)
    try:
        with socket.create_connection(("127.0.0.1", port)):
            answer = seat.act(first_holdem_observation())  # before: OSError escaped act() and failed the step
    finally:
        t.server = real
    assert answer["transport"] == "transport" and "Too many open files" in answer["detail"]
    assert seat.call["outcome"] == "transport"


def test_two_seats_on_one_acpc_address_are_refused_before_play():
    # One listening address is one bot connection: seated twice, that bot was sent both seats' hole cards.
    with pytest.raises(SeatNameError, match=r"seat 2 \('acpc:127.0.0.1:018791'\): the same outside agent as seat 1"):
        check_seats(["acpc:127.0.0.1:18791", "acpc:127.0.0.1:018791"], "holdem-hu")
    with pytest.raises(SeatNameError, match=r"seat 3 .*the same outside agent as seat 1"):
        check_seats(["acpc:localhost:18791", "house", "acpc:localhost:18791"], "holdem-6max")
    check_seats(["acpc:127.0.0.1:18791", "acpc:127.0.0.1:18792"], "holdem-hu")  # two bots, two addresses


def test_listening_addresses_are_bounded_the_oldest_idle_one_is_closed(monkeypatch):
    # Every address ever used kept its listening socket (and bot connection) until the process
    # ended: a server creating episodes on new ports ran out of descriptors.
    monkeypatch.setattr(acpc, "MAX_TABLES", 2)
    monkeypatch.setattr(acpc, "_TABLES", {})
    first, second, third = (acpc.table("127.0.0.1", free_port()) for _ in range(3))
    assert list(acpc._TABLES.values()) == [second, third]
    assert first.server.fileno() == -1 and second.server.fileno() != -1
    with second.lock, third.lock:  # both busy with a decision: none may be closed under it
        with pytest.raises(acpc.SeatConfigError, match="the 2 ACPC addresses are all busy deciding"):
            acpc.table("127.0.0.1", free_port())
    # A seat that fetched the closed table just before it was closed fails its decision, not the step.
    seat = acpc.AcpcSeat("127.0.0.1", 9, 0.3)
    monkeypatch.setattr(acpc, "table", lambda host, port: first)
    assert seat.act(first_holdem_observation())["transport"] == "transport"
    for t in (second, third):
        t.close()


def _echo_bot(port: int, action: str, stop: threading.Event) -> None:
    """Answers every MATCHSTATE line with that line and ``action``."""

    def run() -> None:
        end = time.monotonic() + 10
        while time.monotonic() < end and not stop.is_set():
            try:
                sock = socket.create_connection(("127.0.0.1", port), timeout=10)
                break
            except OSError:
                time.sleep(0.02)
        else:
            return
        # The arena keeps the connection open after the test: the read times out, which ends the bot.
        with sock, sock.makefile("rb") as lines, contextlib.suppress(OSError):
            sock.sendall(b"VERSION:2.0.0\r\n")
            for raw in lines:
                sock.sendall(raw.rstrip(b"\r\n") + f":{action}\r\n".encode())

    threading.Thread(target=run, daemon=True).start()


def test_a_reply_to_a_long_matchstate_is_read(monkeypatch):
    # A min-raise war with deep (chip-race) stacks makes a MATCHSTATE longer than the reply limit:
    # the bot's echo of it was refused as too long at every decision, and the connection dropped.
    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "5")
    hand = HoldemHand(list(DECK), [100_000, 100_000], 0, 1, 2)
    while len(acpc.matchstate(hand.observation(hand.to_act()), 0)) <= acpc.LINE_LIMIT:
        hand.apply(Action("raise", hand.observation(hand.to_act())["decision"]["minRaiseTo"]))
    port, stop = free_port(), threading.Event()
    _echo_bot(port, "c", stop)
    seat = build_seat(f"acpc:127.0.0.1:{port}", "holdem-hu", Rng(bytes(32)))
    answer = seat.act(hand.observation(hand.to_act()))
    stop.set()
    assert answer == {"action": "call"} and seat.call["outcome"] == "ok"


@pytest.mark.parametrize("host", ["\u00e9..x", "bot\u3002\u3002example", "\uff0e", "a\x00b", "bot example"])
def test_a_host_the_socket_cannot_take_is_refused_at_the_check(host):
    # A non-ASCII host went to the listening socket through IDNA, whose refusals raise TypeError:
    # the name passed the check and each decision failed as "seat failed: TypeError".
    with pytest.raises(acpc.SeatConfigError, match="an ACPC seat's host is ASCII") as caught:
        acpc.check_acpc_name(f"acpc:{host}:18791")
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("host", ["127.0.0.1", "::1", "localhost", "bot.example", "xn--bcher-kva.example"])
def test_hosts_written_in_ascii_still_pass_the_check(host):
    assert acpc.check_acpc_name(f"acpc:{host}:18791")[:2] == (host, 18791)
