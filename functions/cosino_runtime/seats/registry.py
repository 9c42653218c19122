"""Seat names the runtime accepts, and how each becomes a seat for one decision.

The core's registry (:data:`cosino.seats.house.SEATS`) holds the seats that do no I/O: house,
random, the planted colluders and the advisor. The runtime extends it with model and remote
seats, registered here. Every kind has ONE check of its name (and of the environment it
reads); :func:`check_seats` runs it before an episode starts (the command line and the API both
call it) and :func:`build_seat` runs the same check again when it builds the seat for a decision.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from cosino.arena.episode import agent_name_problem
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng
from cosino.seats.house import SEATS as CORE_SEATS
from cosino.seats.house import Seat, UnknownSeat
from cosino_runtime.seats.markers import marker

RUNTIME_KINDS = ("remote", "openai", "bedrock", "acpc")  # kinds whose check reads the environment
# Kinds that send observations to a party outside the arena, who may be a competitor.
OUTSIDE_KINDS = ("remote", "openai", "bedrock", "acpc")
# Kinds that name a resource of the machine running the episode: only its operator may seat them
# (cosino play, a league), never an API caller, who could probe the server's files or ports.
OPERATOR_KINDS = {"openspiel": "read a policy file on", "acpc": "listen on a port of"}


class SeatNameError(UnknownSeat):
    """A seat name that cannot be played (a CosinoError): names the seat's index and what is wrong."""


def _lazy(module: str, attribute: str) -> Callable[..., Any]:
    """A function that imports its module on first use (the model seats pull in boto3 only when asked)."""

    where = module if "." in module else f"{__package__}.{module}"  # a dotted name is absolute

    def call(*args: Any) -> Any:
        return getattr(importlib.import_module(where), attribute)(*args)

    return call


def _name_check(module: str, attribute: str) -> Callable[[str, str], Any]:
    check = _lazy(module, attribute)
    return lambda name, variant: check(name)


SEATS = CORE_SEATS.extended()
# Model and remote-agent seats: remote:<url>, openai:<model>, bedrock:<model id>, fake:<style>.
SEATS.register("remote", _lazy("remote", "remote_seat"), _name_check("remote", "check_remote_name"))
SEATS.register("openai", _lazy("models", "openai_seat"), _name_check("models", "check_openai_name"))
SEATS.register("bedrock", _lazy("models", "bedrock_seat"), _name_check("models", "check_bedrock_name"))
SEATS.register("fake", _lazy("models", "fake_seat"), _name_check("models", "check_fake_name"))
SEATS.register("acpc", _lazy("acpc", "acpc_seat"), _lazy("acpc", "check_acpc_seat"))  # acpc:<host>:<port>
# openspiel:<policy.json>: an OpenSpiel tabular policy on Kuhn or Leduc (needs the open-spiel dev extra)
SEATS.register(
    "openspiel",
    _lazy("cosino.bridges.openspiel", "openspiel_seat"),
    _lazy("cosino.bridges.openspiel", "check_openspiel_seat"),
)


def outside_seats(names: list[str]) -> list[int]:
    """The 0-based indices of the seats whose kind sends observations out of the arena."""
    return [i for i, name in enumerate(names) if name.partition(":")[0] in OUTSIDE_KINDS]


def known_seats() -> list[str]:
    return SEATS.names()


def check_seat(name: Any, variant: str) -> None:
    """Refuse one unusable seat name for ``variant`` (a SeatNameError; the message does not name the index)."""
    shape = agent_name_problem(name)  # the core's rule, so a replay never names a seat this refuses
    if shape is not None:
        raise SeatNameError(shape)
    try:
        SEATS.check(name, variant)
    except SeatNameError:
        raise
    except CosinoError as exc:
        raise SeatNameError(str(exc)) from None


def check_seats(names: list[str], variant: str, by_operator: bool = True) -> None:
    """Refuse, before any episode starts, the first seat that could not play: raises
    :class:`SeatNameError` (a CosinoError) "seat <1-based index> (<name>): <what is wrong>".

    The command line and the API both call this, so they refuse the same names, except that an
    API caller (``by_operator=False``) may not seat the :data:`OPERATOR_KINDS`; their names are
    refused before anything reads them, and the message does not repeat them."""
    for i, name in enumerate(names):
        kind = name.partition(":")[0] if isinstance(name, str) else ""
        if not by_operator and kind in OPERATOR_KINDS:
            raise SeatNameError(
                f"seat {i + 1} ({kind}:...): {kind} seats {OPERATOR_KINDS[kind]} the machine that runs the episode, "
                "so only its operator may seat them (cosino play or a league), not an API caller"
            )
    for i, name in enumerate(names):
        try:
            check_seat(name, variant)
        except CosinoError as exc:
            from cosino_runtime.seats.transport import without_credentials

            shown = quoted(without_credentials(name)[:80]) if isinstance(name, str) else type(name).__name__
            raise SeatNameError(f"seat {i + 1} ({shown}): {exc}") from None
    # One outside agent in two seats is sent both seats' observations: at a table with anyone else
    # it would play every hand seeing another seat's cards (alone at its table it plays itself). An
    # ACPC address is one bot connection at one position, so it may never be seated twice.
    first: dict[str, int] = {}
    others = len({outside_agent(name) for name in names}) > 1  # anyone else at the table, however spelt
    for j in outside_seats(names):
        agent = outside_agent(names[j])
        i = first.setdefault(agent, j)
        if i != j and (agent.startswith("acpc:") or others):
            raise SeatNameError(
                f"seat {j + 1} ({quoted(names[j][:80])}): the same outside agent as seat {i + 1}, which would be "
                "sent both seats' cards; seat it once"
            )


def outside_agent(name: str) -> str:
    """The agent a seat name reaches, spelt one way (a remote URL canonical, an ACPC address with its host in
    lower case (an IP address in its one written form) and its port without leading zeros): the one key for
    telling outside agents apart (a table's seats, an agent's episode cap and rates). Any other name is itself.

    >>> outside_agent("remote:HTTP://A.example:80/act#2"), outside_agent("house")
    ('remote:http://a.example/act', 'house')
    >>> outside_agent("acpc:0x7f.1:05000"), outside_agent("acpc:[0:0::1]:5000"), outside_agent("acpc:Bot.Example:1")
    ('acpc:127.0.0.1:5000', 'acpc:::1:5000', 'acpc:bot.example:1')
    """
    kind, _, rest = name.partition(":")
    if kind == "remote":
        from cosino_runtime.seats.transport import canonical_url

        return f"remote:{canonical_url(rest)}"
    host, _, port = rest.rpartition(":")
    if kind == "acpc" and port.isascii() and port.isdigit():  # read as check_acpc_name reads it, no environment
        from cosino_runtime.seats.acpc import bare_host
        from cosino_runtime.seats.transport import request_host

        # One listening socket, one key: its address in one written form (127.1 and [::1] as 127.0.0.1 and ::1).
        # The port's number without int(): a results file's name may hold more digits than int() converts.
        return f"acpc:{request_host(bare_host(host).lower())}:{port.lstrip('0') or '0'}"
    return name


class UnavailableSeat:
    """A runtime seat whose environment changed after the check (a key or region removed): it
    answers every decision with a transport marker, so the episode falls back instead of wedging."""

    def __init__(self, reason: str) -> None:
        from cosino_runtime.seats.transport import call_info

        self.reason = reason[:200]
        self.call: dict[str, Any] = call_info(outcome="transport", parse="none", attempts=0, reason=self.reason)

    def act(self, observation: dict[str, Any]) -> Any:
        return marker("transport", f"seat cannot be built: {self.reason}")


def build_seat(name: str, variant: str, rng: Rng) -> Seat:
    """The seat ``name`` for one decision; a runtime seat whose environment went away answers as unavailable."""
    try:
        return SEATS.build(name, variant, rng)
    except CosinoError as exc:
        if name.split(":", 1)[0] in RUNTIME_KINDS:
            return UnavailableSeat(str(exc))  # type: ignore[return-value]
        raise
