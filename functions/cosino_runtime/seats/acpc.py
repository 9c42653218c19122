"""ACPC-protocol seats: ``acpc:<host>:<port>`` plays an existing ACPC bot in no-limit Hold'em.

The arena plays the ACPC *dealer*: it listens on ``host:port`` and the bot connects as it would
to the ACPC dealer (``bot host port``), sending ``VERSION:2.0.0``. For each decision the seat
sends one ``MATCHSTATE:<position>:<hand>:<betting>:<cards>`` line and reads the bot's reply,
that line followed by ``:<action>`` (``f``, ``c``, ``r<size>``).

Mapping (our chips, unscaled: run the bot with a game definition of the same blinds and stacks):

* positions: ACPC position 0 is the seat after the button (the small blind; heads-up, where
  the button posts the small blind, the big blind), so ours is ``(pos - button - 1) mod n``;
* betting: ``c`` for a check or call, ``f`` for a fold, ``r<size>`` with ``size`` the chips the
  raiser has put in over the whole hand (blinds included); rounds are separated by ``/``;
* cards: every seat's hole cards in ACPC order separated by ``|``, only the bot's own shown,
  then ``/`` and each street's board cards;
* ``r<size>`` comes back as a raise to ``size`` minus what every live seat put in before this
  street (snapped into the legal range by the answer parser); ``f`` facing no bet is a check.

One wall-clock deadline per decision (``COSINO_AGENT_TIMEOUT``, default 10 s) covers waiting
for another decision to finish with the bot, for the bot to connect, sending and every read. A
connection is sent nothing until it has said its VERSION line; while none has, every connection
open (up to MAX_WAITING, the oldest hung up on past it) is heard, and the first to say it is the
bot's, so one that connects and stays silent keeps no later bot from the seat. A dropped
connection is given up and the next one to greet is used: the seat waits for it and retries once
while the deadline allows. A failed decision answers with the
transport marker the other remote seats use, so the episode records it and falls back.
"""

from __future__ import annotations

import ipaddress
import re
import selectors
import socket
import threading
import time
from typing import Any

from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng
from cosino.seats.answers import parse_answer
from cosino_runtime.seats.deadline import seat_deadline
from cosino_runtime.seats.markers import marker
from cosino_runtime.seats.remote import DEFAULT_TIMEOUT, TIMEOUT_ENV
from cosino_runtime.seats.transport import (
    RETRY_MARGIN,
    SeatConfigError,
    Timeout,
    TransportError,
    call_info,
    env_timeout,
    failed_call,
    transport_marker,
)

MAX_WAITING = 8  # connections kept while they have not said their VERSION line: past it the oldest is hung up on
LINE_LIMIT = 4096  # bytes of one reply line beyond the MATCHSTATE it echoes (which a long hand makes long)
_REPLY = re.compile(r"(f|c|k|r[0-9]{1,12})")  # ASCII digits: the protocol's, whatever Unicode calls a digit
_STREET = ("preflop", "flop", "turn", "river")


def bare_host(host: str) -> str:
    """An ACPC seat's host as the socket takes it: an IPv6 address may be written in brackets ("[::1]").

    Only an IPv6 address loses its brackets: "[v1.x]" (an IPvFuture literal) is not the name "v1.x".

    >>> bare_host("[::1]"), bare_host("::1"), bare_host("bot.example"), bare_host("[v1.x]")
    ('::1', '::1', 'bot.example', '[v1.x]')
    """
    if not (host.startswith("[") and host.endswith("]")):
        return host
    try:  # a zone (fe80::1%eth0) is kept: the seat listens on this machine, where it names a link
        ipaddress.IPv6Address(host[1:-1])
    except ValueError:
        return host
    return host[1:-1]


def check_acpc_name(name: str) -> tuple[str, int, float]:
    """``acpc:<host>:<port>`` -> (host, port, timeout); the one check at check and build time."""
    kind, _, rest = name.partition(":")
    host, _, port = rest.rpartition(":")
    host = bare_host(host)  # getaddrinfo reads no brackets: "[::1]" was accepted here and never bound
    if kind != "acpc" or not host or not (port.isascii() and port.isdigit()) or not 0 < int(port) < 65536:
        raise SeatConfigError(f"an ACPC seat is acpc:<host>:<port> with a port 1-65535, not {quoted(name[:80])}")
    if host.startswith("[") and host.endswith("]"):
        raise SeatConfigError(
            f"an ACPC seat's host {quoted(host[:80])} in brackets is not an IPv6 address (nothing can listen on it)"
        )
    # The listening socket passes a non-ASCII name through IDNA, whose refusal is a TypeError at each decision.
    # A bracket left once the pair around an IPv6 address is off ("[::1") is no address the socket can bind.
    if not host.isascii() or any(c <= " " or c == "\x7f" or c in "[]" for c in host):
        raise SeatConfigError(
            f"an ACPC seat's host is ASCII without spaces, control characters or brackets (a name in its xn-- form),"
            f" not {quoted(host[:80])}"
        )
    return host, int(port), env_timeout(TIMEOUT_ENV, DEFAULT_TIMEOUT)


class _Table:
    """The listening socket for one host:port and the bot's current connection (kept between decisions)."""

    def __init__(self, host: str, port: int) -> None:
        self.server = socket.create_server((host, port), reuse_port=False)
        self.server.setblocking(False)
        self.conn: socket.socket | None = None  # the bot's connection, once it has said its VERSION line
        # Connections that have not yet said a whole first line, oldest first, with what they said:
        # they are sent nothing, and none of them keeps a later connection that greets from the seat.
        self.waiting: dict[socket.socket, bytes] = {}
        self.buffer = b""
        self.lock = threading.Lock()
        self.hand = 0
        self.last_seen: tuple[Any, Any] | None = None

    def next_hand(self, observation: dict[str, Any]) -> int:
        """The ACPC hand number: counts up when the hand's history no longer extends the last one seen."""
        seen = (tuple(observation["cards"]), [tuple(sorted(h.items())) for h in observation["history"]])
        if self.last_seen is not None:
            cards, history = self.last_seen
            if cards != seen[0] or seen[1][: len(history)] != history:
                self.hand += 1
        self.last_seen = seen
        return self.hand

    def connection(self, deadline: float) -> socket.socket:
        """The bot's connection: the first, among those open, to say its VERSION line."""
        while self.conn is None:
            left = deadline - time.monotonic()
            if left <= 0:
                said = "did not connect" if not self.waiting else "did not say VERSION:2.0.0"
                raise Timeout(f"the ACPC bot {said} before the deadline")
            try:
                with selectors.DefaultSelector() as ready:
                    ready.register(self.server, selectors.EVENT_READ)
                    for conn in self.waiting:
                        ready.register(conn, selectors.EVENT_READ)
                    events = ready.select(left)
            except (OSError, ValueError) as exc:  # a table closed under its seat, out of descriptors
                raise TransportError(f"the ACPC dealer cannot wait for a connection: {exc}", retryable=True) from None
            for key, _ in events:
                if self.conn is None:
                    self.hear(key.fileobj)  # type: ignore[arg-type]
        return self.conn

    def hear(self, sock: socket.socket) -> None:
        """A new connection joins those waiting (the oldest past MAX_WAITING is hung up on), or a waiting
        one's bytes are read: its first line either makes it the bot's connection or has it hung up on."""
        if sock is self.server:
            try:
                conn, _ = self.server.accept()
            except BlockingIOError:
                return
            except OSError as exc:  # out of descriptors, an aborted handshake: this decision fails, not the step
                raise TransportError(f"the ACPC dealer could not accept a connection: {exc}", retryable=True) from None
            conn.setblocking(False)
            self.waiting[conn] = b""
            while len(self.waiting) > MAX_WAITING:
                self.forget(next(iter(self.waiting)))
            return
        if sock not in self.waiting:  # hung up on just now, to make room for a newer one
            return
        try:
            chunk = sock.recv(1024)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.forget(sock)
            return
        heard = self.waiting[sock] + chunk
        self.waiting[sock] = heard
        end = heard.find(b"\n")
        if end >= LINE_LIMIT or (end < 0 and len(heard) > LINE_LIMIT):
            self.forget(sock)
            raise TransportError(f"an ACPC reply line is longer than {LINE_LIMIT} bytes")
        if end >= 0:
            self.forget(sock, close=False)
            version = heard[:end].decode("ascii", errors="replace").rstrip("\r")
            if not version.startswith("VERSION:"):
                sock.close()
                raise TransportError(
                    f"the ACPC bot began with {quoted(version[:60])}, not VERSION:2.0.0", retryable=True
                )
            self.conn, self.buffer = sock, heard[end + 1 :]

    def forget(self, sock: socket.socket, close: bool = True) -> None:
        """Takes ``sock`` off the connections waiting to say VERSION (hanging up on it unless told not to)."""
        del self.waiting[sock]
        if close:
            sock.close()

    def read_line(self, deadline: float, limit: int) -> str:
        assert self.conn is not None
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Timeout("the ACPC bot did not answer before the deadline")
            self.conn.settimeout(left)
            try:
                chunk = self.conn.recv(1024)
            except socket.timeout:
                raise Timeout("the ACPC bot did not answer before the deadline") from None
            except OSError as exc:
                self.drop()
                raise TransportError(f"the ACPC connection failed: {exc}", retryable=True) from None
            if not chunk:
                self.drop()
                raise TransportError("the ACPC bot closed the connection", retryable=True)
            self.buffer += chunk
            if len(self.buffer) > limit:
                self.drop()
                raise TransportError(f"an ACPC reply line is longer than {limit} bytes")
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line.decode("ascii", errors="replace").rstrip("\r")

    def ask(self, state: str, deadline: float) -> str:
        conn = self.connection(deadline)
        try:
            conn.settimeout(max(0.001, deadline - time.monotonic()))
            conn.sendall(state.encode("ascii") + b"\r\n")
        except OSError as exc:
            self.drop()
            raise TransportError(f"the ACPC connection failed: {exc}", retryable=True) from None
        while True:
            line = self.read_line(deadline, len(state) + LINE_LIMIT)
            if line.startswith(state + ":"):
                return line[len(state) + 1 :]
            # Anything else (a stale reply to an earlier state) is skipped.

    def drop(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            finally:
                self.conn = None

    def close(self) -> None:
        """Stop listening and hang up on the bot (the caller holds ``lock``, or no one can)."""
        self.drop()
        for sock in list(self.waiting):
            self.forget(sock)
        self.server.close()


MAX_TABLES = 32  # addresses listened on at once: each holds descriptors until it is closed
_TABLES: dict[tuple[str, int], _Table] = {}  # least recently used first
_TABLES_LOCK = threading.Lock()


def table(host: str, port: int) -> _Table:
    """The table listening on ``host:port``; the least recently used idle one is closed to stay within MAX_TABLES."""
    with _TABLES_LOCK:
        if (host, port) in _TABLES:
            _TABLES[(host, port)] = _TABLES.pop((host, port))
            return _TABLES[(host, port)]
        if len(_TABLES) >= MAX_TABLES:
            idle = next((key for key, t in _TABLES.items() if t.lock.acquire(blocking=False)), None)
            if idle is None:
                raise SeatConfigError(f"acpc:{host}:{port}: the {MAX_TABLES} ACPC addresses are all busy deciding")
            old = _TABLES.pop(idle)
            try:
                old.close()
            finally:
                old.lock.release()
        try:
            _TABLES[(host, port)] = _Table(host, port)
        except OSError as exc:
            raise SeatConfigError(f"acpc:{host}:{port}: cannot listen there ({exc.strerror or exc})") from None
        return _TABLES[(host, port)]


def acpc_position(pos: int, button: int, n: int) -> int:
    """ACPC position of our position ``pos``: 0 is the seat after the button."""
    return (pos - button - 1) % n


def street_bases(observation: dict[str, Any]) -> list[int]:
    """Per street, what every live seat had put in before it (blinds included)."""
    level = [0] * 4
    level[0] = observation["bigBlind"]
    for h in observation["history"]:
        if h["action"] in ("bet", "raise"):
            s = _STREET.index(h["street"])
            level[s] = max(level[s], h["amount"])
    bases = [0] * 4
    for s in range(1, 4):
        bases[s] = bases[s - 1] + level[s - 1]
    return bases


def matchstate(observation: dict[str, Any], hand: int) -> str:
    """The ACPC MATCHSTATE line of ``observation`` (the seat to act's view)."""
    n, button, pos = len(observation["stacks"]), observation["button"], observation["position"]
    bases = street_bases(observation)
    rounds: list[str] = [""]
    for h in observation["history"]:
        s = _STREET.index(h["street"])
        while len(rounds) <= s:
            rounds.append("")
        a = h["action"]
        rounds[s] += "f" if a == "fold" else "c" if a in ("check", "call") else f"r{bases[s] + h['amount']}"
    shown = _STREET.index(observation["street"]) if observation["street"] in _STREET else 3
    while len(rounds) <= shown:
        rounds.append("")
    holes = [""] * n
    holes[acpc_position(pos, button, n)] = "".join(observation["cards"])
    board = observation["board"]
    cards = "|".join(holes) + "".join("/" + "".join(board[a:b]) for a, b in ((0, 3), (3, 4), (4, 5)) if len(board) >= b)
    return f"MATCHSTATE:{acpc_position(pos, button, n)}:{hand}:{'/'.join(rounds)}:{cards}"


def answer_of(reply: str, observation: dict[str, Any]) -> dict[str, Any]:
    """Our answer for the bot's ACPC action (before the answer parser snaps it to the legal options)."""
    d = observation.get("decision") or {}
    if not _REPLY.fullmatch(reply):
        return {"action": reply[:40]}
    if reply == "f":
        return {"action": "fold" if d.get("canFold") else "check"}
    if reply in ("c", "k"):
        return {"action": "call" if d.get("canCall") else "check"}
    kinds = {o.get("action") for o in observation.get("legal") or []}
    if not kinds & {"raise", "bet"}:
        # The ACPC dealer turns a raise it cannot take (the bet to call is all in) into a call:
        # a bot written for it raises its best hands there and expects to call, not to fold.
        return {"action": "call" if d.get("canCall") else "check"}
    base = street_bases(observation)[_STREET.index(observation["street"])]
    return {"action": "raise" if "raise" in kinds else "bet", "amount": int(reply[1:]) - base}


class AcpcSeat:
    """One decision of an ACPC bot (the connection itself outlives the seat)."""

    def __init__(self, host: str, port: int, timeout: float) -> None:
        self.host, self.port, self.timeout = host, port, timeout
        self.call: dict[str, Any] = call_info()

    def act(self, observation: dict[str, Any]) -> Any:
        deadline = seat_deadline(self.timeout)
        try:
            t = table(self.host, self.port)
        except SeatConfigError as exc:
            self.call = call_info(outcome="transport", parse="none", reason=str(exc)[:200])
            return marker("transport", str(exc))
        # Another decision may hold the bot (episodes side by side) until a later deadline than ours.
        if not t.lock.acquire(timeout=max(0.0, deadline - time.monotonic())):
            busy = Timeout("the ACPC bot was busy with another decision until the deadline")
            self.call = failed_call(busy)
            return transport_marker(busy)
        try:
            t.hand = t.next_hand(observation)
            state = matchstate(observation, t.hand)
            attempts = 0
            while True:
                attempts += 1
                try:
                    reply = t.ask(state, deadline)
                    break
                except TransportError as exc:
                    if not exc.retryable or attempts > 1 or deadline - time.monotonic() < RETRY_MARGIN:
                        exc.attempts = attempts  # type: ignore[attr-defined]
                        self.call = failed_call(exc)
                        return transport_marker(exc)
        finally:
            t.lock.release()
        answer = parse_answer(dump_bytes(answer_of(reply, observation)).decode(), observation.get("legal") or [])
        self.call = call_info(parse=answer.mode, snapped=answer.snapped, attempts=attempts, reason=answer.reason)
        return answer.response


def acpc_seat(name: str, variant: str, rng: Rng) -> AcpcSeat:
    """``acpc:<host>:<port>`` for no-limit Hold'em; the timeout from COSINO_AGENT_TIMEOUT."""
    host, port, timeout = check_acpc_name(name)
    return AcpcSeat(host, port, timeout)


def check_acpc_seat(name: str, variant: str) -> None:
    """The name's check, and the variant's: ACPC seats play no-limit Hold'em only."""
    from cosino.games.poker.holdem import HoldemVariant
    from cosino.games.registry import get_variant

    check_acpc_name(name)
    if not isinstance(get_variant(variant), HoldemVariant):
        raise SeatConfigError(f"an ACPC seat plays no-limit Hold'em, not {quoted(variant)}")
