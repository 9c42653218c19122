"""Seat names the runtime accepts, and how each becomes a seat for one decision.

House seats live in the core; model and remote seats (which do I/O) are registered here.
Every kind has ONE check of its name (and of the environment it reads); :func:`check_seats`
runs it before an episode starts (the command line and the API both call it) and
:func:`build_seat` runs the same check again when it builds the seat for a decision.
"""

from __future__ import annotations

import importlib
import re
from typing import Any, Callable

from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng
from cosino.seats.house import SEAT_NAMES, Seat, UnknownSeat, make_seat

NAME_LIMIT = 2100  # characters of a seat name (a remote URL may be long)
ADVISOR_MAX_BUDGET = 10_000  # samples per decision: more would stall a house seat that has no deadline
HOLDEM = ("holdem-hu", "holdem-6max", "headsup", "sixmax")
PLANTED = ("softplay", "dumper", "receiver", "feeder")
RUNTIME_KINDS = ("remote", "openai", "bedrock")  # kinds whose check reads the environment


class SeatNameError(UnknownSeat):
    """A seat name that cannot be played (a CosinoError): names the seat's index and what is wrong."""


# Extra seat kinds: name -> factory(name, variant, rng), and name -> check(name, variant).
EXTRA: dict[str, Callable[[str, str, Rng], Seat]] = {}
CHECKS: dict[str, Callable[[str, str], Any]] = {}


def _lazy(module: str, attribute: str) -> Callable[..., Any]:
    """A function that imports its module on first use (the model seats pull in boto3 only when asked)."""

    def call(*args: Any) -> Any:
        return getattr(importlib.import_module(f"{__package__}.{module}"), attribute)(*args)

    return call


def _check_advisor(name: str, variant: str) -> tuple[int | None, str | None]:
    if variant not in HOLDEM:
        raise SeatNameError(f"the advisor plays Hold'em only ({', '.join(HOLDEM)}), not {variant}")
    parts = name.split(":")
    if len(parts) > 3 or parts[0] != "advisor":
        raise SeatNameError("expected advisor, advisor:<samples> or advisor:<samples>:<street|showdown>")
    budget = None
    if len(parts) > 1:
        from cosino.seats.advisor_seat import MIN_BUDGET

        if not re.fullmatch(r"[0-9]{1,6}", parts[1]) or not MIN_BUDGET <= int(parts[1]) <= ADVISOR_MAX_BUDGET:
            raise SeatNameError(
                f"the advisor's samples must be a whole number from {MIN_BUDGET} to {ADVISOR_MAX_BUDGET}, not {parts[1][:20]!r}"
            )
        budget = int(parts[1])
    depth = parts[2] if len(parts) > 2 else None
    if depth is not None and depth not in ("street", "showdown"):
        raise SeatNameError(f"the advisor's depth must be street or showdown, not {depth[:20]!r}")
    return budget, depth


def _advisor_seat(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.seats.advisor_seat import make_advisor_seat

    _check_advisor(name, variant)
    return make_advisor_seat(name, variant, rng)


def _check_planted(name: str, variant: str) -> None:
    from cosino.seats.planted import ColluderError, make_colluder

    try:
        make_colluder(name, variant, Rng(bytes(32)))  # cheap, pure: the core's own checks of the name
    except ColluderError as exc:
        raise SeatNameError(str(exc)) from None


def _planted(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.seats.planted import make_colluder

    _check_planted(name, variant)
    return make_colluder(name, variant, rng)


def _check_house(name: str, variant: str) -> None:
    make_seat(name, variant, Rng(bytes(32)))


EXTRA["advisor"] = _advisor_seat
CHECKS["advisor"] = _check_advisor
# Model and remote-agent seats: remote:<url>, openai:<model>, bedrock:<model id>, fake:<style>.
EXTRA.update(
    {
        "remote": _lazy("remote", "remote_seat"),
        "openai": _lazy("models", "openai_seat"),
        "bedrock": _lazy("models", "bedrock_seat"),
        "fake": _lazy("models", "fake_seat"),
    }
)
CHECKS.update(
    {
        "remote": lambda name, variant: _lazy("remote", "check_remote_name")(name),
        "openai": lambda name, variant: _lazy("models", "check_openai_name")(name),
        "bedrock": lambda name, variant: _lazy("models", "check_bedrock_name")(name),
        "fake": lambda name, variant: _lazy("models", "check_fake_name")(name),
    }
)
# Planted colluders (calibration fixtures and demo seats): softplay:<alias>, dumper:<alias>, ...
EXTRA.update({kind: _planted for kind in PLANTED})
CHECKS.update({kind: _check_planted for kind in PLANTED})


def known_seats() -> list[str]:
    return sorted(set(SEAT_NAMES) | set(EXTRA))


def check_seat(name: Any, variant: str) -> None:
    """Refuse one unusable seat name for ``variant`` (a CosinoError; the message does not name the index)."""
    if not isinstance(name, str) or not name:
        raise SeatNameError("a seat name must be a non-empty string")
    if len(name) > NAME_LIMIT:
        raise SeatNameError(f"a seat name has at most {NAME_LIMIT} characters")
    base = name.split(":", 1)[0]
    check = CHECKS.get(base, _check_house)
    check(name, variant)


def check_seats(names: list[str], variant: str) -> None:
    """Refuse, before any episode starts, the first seat that could not play: raises
    :class:`SeatNameError` (a CosinoError) "seat <1-based index> (<name>): <what is wrong>".

    The command line and the API both call this, so they refuse exactly the same names."""
    for i, name in enumerate(names):
        try:
            check_seat(name, variant)
        except CosinoError as exc:
            shown = repr(name[:80]) if isinstance(name, str) else type(name).__name__
            raise SeatNameError(f"seat {i + 1} ({shown}): {exc}") from None


class UnavailableSeat:
    """A runtime seat whose environment changed after the check (a key or region removed): it
    answers every decision with a transport marker, so the episode falls back instead of wedging."""

    def __init__(self, reason: str) -> None:
        from cosino_runtime.seats.remote import call_info

        self.reason = reason[:200]
        self.call: dict[str, Any] = call_info(outcome="transport", parse="none", attempts=0, reason=self.reason)

    def act(self, observation: dict[str, Any]) -> Any:
        return {"transport": "transport", "detail": f"seat cannot be built: {self.reason}"[:200]}


def build_seat(name: str, variant: str, rng: Rng) -> Seat:
    base = name.split(":", 1)[0]
    if base in EXTRA:
        try:
            return EXTRA[base](name, variant, rng)
        except CosinoError as exc:
            if base in RUNTIME_KINDS:
                return UnavailableSeat(str(exc))  # type: ignore[return-value]
            raise
    return make_seat(name, variant, rng)


def response_of(seat: Seat, observation: dict[str, Any]) -> Any:
    return seat.act(observation)
