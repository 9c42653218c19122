"""Mutation review 30b: the ACPC seat (cosino_runtime.seats.acpc), the seat deadlines
(cosino_runtime.seats.deadline) and the agent addresses (cosino_runtime.seats.addresses).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/seats.md, the
modules' docstrings), never from running the code under test. Bots are threads on loopback."""

from __future__ import annotations

import socket
import struct
import threading
import time

import pytest

from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino_runtime.seats import acpc, addresses
from cosino_runtime.seats.deadline import (
    COMMIT_RESERVE_S,
    answer_clock,
    seat_deadline,
    step_ends_in,
    work_after_answer,
)
from cosino_runtime.seats.transport import SeatConfigError

VERSION = b"VERSION:2.0.0\r\n"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def facing_the_big_blind(deck=DECK) -> dict:
    """Heads-up, the button (small blind) to act preflop: fold, call or raise."""
    hand = HoldemHand(list(deck), [200, 200], 0, 1, 2)
    return hand.observation(hand.to_act())


def nothing_to_call() -> dict:
    """Heads-up, the big blind after the small blind called: check or raise."""
    hand = HoldemHand(list(DECK), [200, 200], 0, 1, 2)
    hand.apply(Action("call"))
    return hand.observation(hand.to_act())


class ScriptedBot(threading.Thread):
    """Connects to the dealer once per script, in turn; each script is handed the bot and its socket."""

    def __init__(self, port: int, *scripts) -> None:
        super().__init__(daemon=True)
        self.port, self.scripts = port, scripts
        self.seen: list[str] = []  # every line the dealer sent, over all connections
        self.events: list[str] = []
        self.start()

    def run(self) -> None:
        for script in self.scripts:
            sock = self.connect()
            if sock is None:
                return
            try:
                script(self, sock)
            except OSError:
                pass  # the dealer hung up: the next script connects again
            finally:
                sock.close()

    def connect(self) -> socket.socket | None:
        end = time.monotonic() + 5
        while time.monotonic() < end:
            try:
                sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
                sock.settimeout(5)
                return sock
            except OSError:
                time.sleep(0.01)
        return None

    def read(self, sock: socket.socket) -> str:
        """One line from the dealer, without its line end (byte by byte: nothing of the next is taken)."""
        line = b""
        while not line.endswith(b"\n"):
            byte = sock.recv(1)
            if not byte:
                raise ConnectionAbortedError("the dealer closed")
            line += byte
        self.seen.append(line.decode().rstrip("\r\n"))
        return self.seen[-1]


def answering(action: str):
    """A script: says VERSION, then answers each state with ``action`` until the dealer hangs up."""

    def script(bot: ScriptedBot, sock: socket.socket) -> None:
        sock.sendall(VERSION)
        while True:
            state = bot.read(sock)
            sock.sendall(f"{state}:{action}\r\n".encode("latin-1"))

    return script


def reset(sock: socket.socket) -> None:
    """Close with a TCP reset, as a crashed bot's kernel does."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


@pytest.fixture
def tables(monkeypatch):
    """A table registry of this test's own, closed at its end."""
    monkeypatch.setattr(acpc, "_TABLES", {})
    yield acpc._TABLES
    for t in list(acpc._TABLES.values()):
        t.close()


def seat(port: int, timeout: float = 2.0) -> acpc.AcpcSeat:
    return acpc.AcpcSeat("127.0.0.1", port, timeout)


# --- replies: what the bot's line says ---------------------------------------------------------


# kills A1 (LINE_LIMIT 4096 -> 4095) and A16 (refused at len(buffer) >= limit): a reply line may be
# 4,096 bytes longer than the state it echoes, line end included (docs/seats.md), and not one more
@pytest.mark.parametrize("over, refused", [(0, False), (1, True)])
def test_a_reply_line_may_be_4096_bytes_longer_than_its_state(tables, over, refused):
    def padded(bot, sock):
        sock.sendall(VERSION)
        state = bot.read(sock)
        # state ":c" "\r"*k "\n": the carriage returns are the line end's, so the action stays "c"
        sock.sendall(f"{state}:c".encode() + b"\r" * (4096 - 3 + over) + b"\n")
        time.sleep(1)

    port = free_port()
    decider = seat(port)
    ScriptedBot(port, padded)
    answer = decider.act(facing_the_big_blind())
    if refused:
        assert answer["transport"] == "transport" and "longer than" in answer["detail"], answer
    else:
        assert answer == {"action": "call"} and decider.call["outcome"] == "ok", (answer, decider.call)


# the first line, VERSION, may be 4,096 bytes in all, line end included (docs/seats.md)
@pytest.mark.parametrize("over, refused", [(0, False), (1, True)])
def test_the_version_line_may_be_4096_bytes(tables, over, refused):
    def padded(bot, sock):
        sock.sendall(VERSION.rstrip() + b"\r" * (4096 - len(VERSION.rstrip()) - 1 + over) + b"\n")
        answering("c")(bot, sock)

    port = free_port()
    decider = seat(port)
    bot = ScriptedBot(port, padded)
    answer = decider.act(facing_the_big_blind())
    if refused:
        assert "longer than 4096 bytes" in answer["detail"] and bot.seen == [], answer
    else:
        assert answer == {"action": "call"}, (answer, decider.call)


# kills A3 ("k" dropped from the reply pattern): a bot's "k" is read as "c" (docs/seats.md)
def test_a_k_reply_is_read_as_c():
    assert acpc.answer_of("k", facing_the_big_blind()) == {"action": "call"}
    assert acpc.answer_of("k", nothing_to_call()) == {"action": "check"}


# kills A32 ("f" always a fold): "f" with nothing to call is a check (docs/seats.md)
def test_a_fold_with_nothing_to_call_is_a_check():
    assert acpc.answer_of("f", nothing_to_call()) == {"action": "check"}
    assert acpc.answer_of("f", facing_the_big_blind()) == {"action": "fold"}


# kills A31 (the unknown reply kept whole): an unknown reply keeps its first 40 characters (docs/seats.md)
def test_an_unknown_reply_keeps_its_first_40_characters():
    reply = "".join(chr(ord("a") + i % 26) for i in range(300))
    assert acpc.answer_of(reply, facing_the_big_blind()) == {"action": reply[:40]}


# kills A18 (non-ASCII bytes dropped instead of replaced): "r1<byte>2" is no raise of 12, since a
# byte outside ASCII is no part of an ACPC action
def test_a_non_ascii_byte_inside_a_raise_is_not_dropped(tables):
    def script(bot, sock):
        sock.sendall(VERSION)
        state = bot.read(sock)
        sock.sendall(state.encode() + b":r1\xe92\r\n")
        time.sleep(1)

    port = free_port()
    decider = seat(port)
    ScriptedBot(port, script)
    answer = decider.act(facing_the_big_blind())
    assert decider.call["parse"] == "none" and answer.get("action") != "raise", (answer, decider.call)


# kills A20 (a reply found by the state alone, without its colon): a line that runs on from the
# state without ":" is no reply to it and is passed over like a stale one
def test_a_line_that_runs_on_from_the_state_without_a_colon_is_no_reply(tables):
    def script(bot, sock):
        sock.sendall(VERSION)
        state = bot.read(sock)
        sock.sendall(f"{state}xr12\r\n{state}:c\r\n".encode())
        time.sleep(1)

    port = free_port()
    decider = seat(port)
    ScriptedBot(port, script)
    assert decider.act(facing_the_big_blind()) == {"action": "call"}


# --- the connection: who is the bot, and what a drop does ----------------------------------------


# kills A13 (any first line accepted) and A14 (the connection kept after a wrong first line): a
# client that does not begin with VERSION is hung up on and is never sent a seat's cards
def test_a_client_that_does_not_say_version_is_sent_no_cards(tables):
    def impostor(bot, sock):
        sock.sendall(b"HELLO\r\n")
        while True:  # it would answer any state it were sent
            state = bot.read(sock)
            sock.sendall(f"{state}:c\r\n".encode())

    port = free_port()
    bot = ScriptedBot(port, impostor)
    answer = seat(port, 0.5).act(facing_the_big_blind())
    assert "transport" in answer and bot.seen == [], (answer, bot.seen)


# kills A42 (the whole first line quoted): the refusal of a long first line still says what was expected
def test_the_refusal_of_a_long_first_line_names_version(tables, monkeypatch):
    monkeypatch.setattr(acpc, "RETRY_MARGIN", 60.0)  # no retry: the refusal itself is the answer

    def chatty(bot, sock):
        sock.sendall(b"HELLO" * 200 + b"\r\n")
        time.sleep(1)

    port = free_port()
    ScriptedBot(port, chatty)
    answer = seat(port).act(facing_the_big_blind())
    assert answer["detail"].endswith("not VERSION:2.0.0"), answer


# kills A47 (the buffer kept across connections): bytes a dropped connection left half-sent are
# not read as the start of the next connection's lines
def test_a_new_connection_starts_with_none_of_the_old_ones_bytes(tables):
    def half_line_then_gone(bot, sock):
        sock.sendall(VERSION)
        bot.read(sock)
        sock.sendall(b"MATCHSTATE:0:0")  # no line end, then a clean close

    port = free_port()
    decider = seat(port, 3.0)
    ScriptedBot(port, half_line_then_gone, answering("c"))
    assert decider.act(facing_the_big_blind()) == {"action": "call"}, decider.call
    assert decider.call["attempts"] == 2


# kills A43 (the connection kept after a failed read): a bot whose connection is reset while the
# seat waits connects again and the one retry uses the new connection
def test_a_reset_while_reading_is_retried_on_the_next_connection(tables):
    def crash(bot, sock):
        sock.sendall(VERSION)
        bot.read(sock)
        reset(sock)

    port = free_port()
    decider = seat(port, 3.0)
    ScriptedBot(port, crash, answering("c"))
    assert decider.act(facing_the_big_blind()) == {"action": "call"}, decider.call


# kills A22 (the connection kept after a failed send): a connection reset between two decisions
# fails the next send, and the retry uses the bot's new connection
def test_a_reset_between_decisions_is_retried_on_the_next_connection(tables):
    first_done, reconnected = threading.Event(), threading.Event()

    def one_then_crash(bot, sock):
        sock.sendall(VERSION)
        state = bot.read(sock)
        sock.sendall(f"{state}:c\r\n".encode())
        first_done.wait(5)
        reset(sock)

    def second(bot, sock):
        reconnected.set()
        answering("c")(bot, sock)

    port = free_port()
    decider = seat(port, 3.0)
    ScriptedBot(port, one_then_crash, second)
    assert decider.act(facing_the_big_blind()) == {"action": "call"}
    first_done.set()
    assert reconnected.wait(5)
    time.sleep(0.2)  # the reset reaches the dealer's end of the old connection
    assert decider.act(nothing_to_call()) == {"action": "check"}, decider.call


# kills A37 (two retries): a decision is retried once (docs/seats.md), so a bot that drops two
# connections fails it even though its third connection would answer
def test_a_decision_is_retried_once_only(tables):
    def drop(bot, sock):
        sock.sendall(VERSION)
        bot.read(sock)

    port = free_port()
    decider = seat(port, 3.0)
    bot = ScriptedBot(port, drop, drop, answering("c"))
    answer = decider.act(facing_the_big_blind())
    assert answer["transport"] == "transport" and decider.call["attempts"] == 2, (answer, decider.call)
    assert len(bot.seen) == 2


# kills A38 (every failure retried) and A45 (an over-long line retryable): a line over the limit
# fails the decision at once, with no retry on the bot's next connection
def test_an_over_long_line_is_not_retried(tables):
    def flood(bot, sock):
        sock.sendall(VERSION)
        bot.read(sock)
        sock.sendall(b"x" * 8000)
        time.sleep(1)

    port = free_port()
    decider = seat(port, 3.0)
    bot = ScriptedBot(port, flood, answering("c"))
    answer = decider.act(facing_the_big_blind())
    assert "longer than" in answer["detail"] and decider.call["attempts"] == 1, (answer, decider.call)
    assert len(bot.seen) == 1


# kills A39 (a retry with less than RETRY_MARGIN left): with too little time for another try the
# first failure is the answer at once, not a wait for a new connection until the deadline
def test_no_retry_when_the_deadline_is_too_near(tables, monkeypatch):
    monkeypatch.setattr(acpc, "RETRY_MARGIN", 60.0)

    def drop(bot, sock):
        sock.sendall(VERSION)
        bot.read(sock)

    port = free_port()
    decider = seat(port, 1.5)
    ScriptedBot(port, drop, answering("c"))
    started = time.monotonic()
    answer = decider.act(facing_the_big_blind())
    assert "closed the connection" in answer["detail"] and time.monotonic() - started < 1.0, answer


# kills A12 (the accept's timeout floor 0.001 -> 0, a non-blocking accept): a decision with no
# time left and no bot connected is a timeout, not a failure to accept
def test_no_time_left_and_no_bot_is_a_timeout(tables):
    with step_ends_in(COMMIT_RESERVE_S):
        answer = seat(free_port()).act(facing_the_big_blind())
    assert answer["transport"] == "timeout", answer


# kills A10 (a new hand seen only when the history stops extending the last): a new deal with
# other hole cards is a new ACPC hand even when both histories are empty
def test_new_hole_cards_start_a_new_hand_number(tables):
    port = free_port()
    decider = seat(port)
    bot = ScriptedBot(port, answering("c"))
    decider.act(facing_the_big_blind())
    decider.act(facing_the_big_blind(DECK[2:] + DECK[:2]))
    assert [line.split(":")[2] for line in bot.seen] == ["0", "1"], bot.seen


# --- names and the listening addresses --------------------------------------------------------------


# kills A6 (port 65536 accepted) and A8 (any kind before the host accepted): acpc:<host>:<port>
# with a port 1-65535 (the module's docstring, the error's own words)
@pytest.mark.parametrize("name", ["acpc:127.0.0.1:65536", "remote:127.0.0.1:9000", "acp:127.0.0.1:9000"])
def test_a_name_outside_acpc_host_port_is_refused(name):
    with pytest.raises(SeatConfigError, match="an ACPC seat is acpc:<host>:<port> with a port 1-65535"):
        acpc.check_acpc_name(name)
    assert acpc.check_acpc_name("acpc:127.0.0.1:65535")[:2] == ("127.0.0.1", 65535)


# kills A24 (a table's use not counted): the address closed is the one used least recently
# (docs/seats.md), not the one opened first
def test_the_address_closed_is_the_least_recently_used(tables, monkeypatch):
    monkeypatch.setattr(acpc, "MAX_TABLES", 2)
    ports = [free_port() for _ in range(3)]
    first, second = acpc.table("127.0.0.1", ports[0]), acpc.table("127.0.0.1", ports[1])
    assert acpc.table("127.0.0.1", ports[0]) is first  # used again: now the most recent
    acpc.table("127.0.0.1", ports[2])
    assert second.server.fileno() == -1 and first.server.fileno() != -1
    assert ("127.0.0.1", ports[0]) in tables and ("127.0.0.1", ports[1]) not in tables


# kills A46 (a closed table kept its bot's connection): a closed address hangs up on its bot (docs/seats.md)
def test_a_closed_address_hangs_up_on_its_bot(tables, monkeypatch):
    monkeypatch.setattr(acpc, "MAX_TABLES", 1)
    hung_up = threading.Event()

    def one_then_listen(bot, sock):
        sock.sendall(VERSION)
        state = bot.read(sock)
        sock.sendall(f"{state}:c\r\n".encode())
        sock.settimeout(3)
        if sock.recv(1) == b"":
            hung_up.set()

    port = free_port()
    ScriptedBot(port, one_then_listen)
    assert seat(port).act(facing_the_big_blind()) == {"action": "call"}
    held = acpc.table("127.0.0.1", port)  # as a seat fetching it just then would: not freed by the collector
    acpc.table("127.0.0.1", free_port())  # a second address closes the first
    assert hung_up.wait(3) and held.conn is None


# kills A41 (the whole error kept as the call's reason): a seat that cannot get its table keeps a
# reason no longer than the marker's detail (200 characters)
def test_a_table_refusal_keeps_a_short_reason(tables, monkeypatch):
    monkeypatch.setattr(acpc, "MAX_TABLES", 0)  # no address may be listened on: refused, nothing resolved
    decider = acpc.AcpcSeat("h" * 500, 9, 1.0)
    answer = decider.act(facing_the_big_blind())
    assert answer["transport"] == "transport" and len(answer["detail"]) == 200
    assert decider.call["reason"] == answer["detail"]


# --- deadlines ---------------------------------------------------------------------------------------


# kills D12 (a negative after-answer time kept): work_after_answer below zero keeps nothing, so it
# never moves a seat's deadline past the step's end less the commit reserve
def test_negative_work_after_the_answer_does_not_extend_the_deadline():
    with step_ends_in(COMMIT_RESERVE_S + 2), work_after_answer(-30):
        left = seat_deadline(60) - time.monotonic()
    assert 1 < left <= 2


# kills D17 (the spent milliseconds rounded down): a decision's spent time is never less than the
# time that passed, so answers under a millisecond still spend the seat's clock
def test_spent_milliseconds_are_never_less_than_the_time_spent():
    with answer_clock(60.0) as clock:
        seat_deadline(30)
        clock.started -= 0.0004  # 0.4 ms ago: a rounding down would say 0
        passed_ms = (time.monotonic() - clock.started) * 1000
        assert clock.spent_ms() >= passed_ms > 0


# --- agent addresses -----------------------------------------------------------------------------------


# kills B6 (the 6to4 relay anycast block), B7 (198.18.0.0/15 cut to /16), B10 (2001::/23), B15
# (172.16.0.0/12 cut to /13), B16 (100.64.0.0/10 cut to /11): each is in the IANA special-purpose
# registries as not globally reachable; the addresses are at the far end of each block
@pytest.mark.parametrize(
    "address, kind",
    [
        ("192.88.99.255", "reserved"),
        ("198.19.255.254", "reserved"),
        ("2001:1ff:ffff::1", "reserved"),
        ("2001:2::1", "reserved"),  # benchmarking, inside 2001::/23 and not Teredo
        ("172.31.255.254", "private"),
        ("172.24.0.1", "private"),
        ("100.127.255.254", "reserved"),
        ("100.96.0.1", "reserved"),
        ("febf:ffff::1", "link-local"),  # kills B34 (fe80::/10 cut to /11): the block's last /11
    ],
)
def test_the_far_end_of_each_special_block_is_not_public(address, kind):
    assert addresses.address_kind(address) == kind
    assert not addresses.public_address(address)


# kills B33 (2000::/3 cut to 2000::/4): every IPv6 address in 2000::/3 outside the special blocks is
# public (docs/seats.md: "all of IPv6 outside 2000::/3" is not), 3000::/4 included; and the blocks' neighbours
@pytest.mark.parametrize("address", ["3001:4860::8888", "2001:200::1", "192.88.100.1", "198.20.0.1", "172.32.0.1"])
def test_addresses_just_outside_the_special_blocks_are_public(address):
    assert addresses.address_kind(address) is None


# kills B27 (the host compared without lower-casing): names are case-blind (RFC 4343), so
# LocalHost is the loopback whoever calls with it
@pytest.mark.parametrize("host", ["LocalHost", "AGENT.LOCALHOST."])
def test_a_localhost_name_in_capitals_is_loopback(host):
    assert addresses.non_public_host(host) == "loopback"


# kills B1 (a blank policy read as a value): COSINO_AGENT_ADDRESSES blank is unset, so the default
# applies (public inside Lambda, any elsewhere) instead of an error
def test_a_blank_policy_is_the_default(monkeypatch):
    monkeypatch.setenv(addresses.POLICY_ENV, "")
    monkeypatch.delenv(addresses.LAMBDA_ENV, raising=False)
    assert addresses.public_only() is False
    monkeypatch.setenv(addresses.LAMBDA_ENV, "cosino-step")
    assert addresses.public_only() is True


# kills B3 (the whole bad value quoted): an unreadable policy is named on one short line, not echoed whole
def test_a_long_bad_policy_is_not_echoed_whole(monkeypatch):
    monkeypatch.setenv(addresses.POLICY_ENV, "p" * 5000)
    with pytest.raises(addresses.AddressPolicyError) as caught:
        addresses.public_only()
    message = str(caught.value)
    assert addresses.POLICY_ENV in message and "\n" not in message and len(message) < 200
