"""The seat protocol, and the facts every seat module shares: the random seat, which games are Hold'em,
and the planted colluders' kinds (named here so the house registry lists them without loading them).

A seat is anything with ``act(observation) -> response``; the response is a dict
``{"action": kind, "amount"?: int, "card"?: str, "say"?: str}`` (the seat protocol in the
README). Seats draw randomness only from the :class:`~cosino.primitives.rng.Rng` they are given.

>>> seat = RandomSeat(Rng(derive(0, "doc")))
>>> seat.act({"legal": [{"action": "check"}, {"action": "bet"}]})["action"] in ("check", "bet")
True
>>> plays_holdem("sixmax"), plays_holdem("leduc")
(True, False)
"""

from __future__ import annotations

from typing import Any, Protocol

from cosino.games.registry import game_type
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng, derive  # noqa: F401 (derive: the module doctest)

# cosino.seats.planted: loaded when one is built or checked, since it pulls in the Hold'em house seat
# and the equity estimator, which a step of another game never needs.
PLANTED_KINDS = ("softplay", "dumper", "receiver", "feeder", "rememberer")


class Seat(Protocol):
    def act(self, observation: dict[str, Any]) -> dict[str, Any]: ...


class UnknownSeat(CosinoError):
    """A seat name no registered kind can play; the message names the seat and the choices."""


class ObservationError(CosinoError, ValueError):
    """An observation a seat cannot read: the message names the field and what it must hold."""


MAX_OBSERVED = 2**53  # whole numbers in an observation stay below this, as JSON's exact integers do
MAX_OPTIONS = 64  # legal options one observation may list (a trick game offers at most a few)


def whole(value: Any) -> bool:
    """A whole number a seat can use: an int (not a bool) from 0 below MAX_OBSERVED."""
    return type(value) is int and 0 <= value < MAX_OBSERVED


def shown(value: Any, depth: int = 0) -> str:
    """A short rendering of an outside value for a one-line message: shallow, small, never a huge number."""
    if value is None or type(value) in (bool, float):
        return quoted(value)
    if type(value) is int:
        return quoted(value) if abs(value) < MAX_OBSERVED else f"a {value.bit_length()}-bit number"
    if type(value) is str:
        return quoted(value[:40]) + ("..." if len(value) > 40 else "")
    if type(value) is list and depth < 2 and len(value) <= 8:
        return "[" + ", ".join(shown(v, depth + 1) for v in value) + "]"
    if type(value) is dict and depth < 2 and len(value) <= 8:
        return "{" + ", ".join(f"{shown(k, 2)}: {shown(v, depth + 1)}" for k, v in value.items()) + "}"
    if type(value) in (list, dict):
        return f"a {'list' if type(value) is list else 'object'} of {len(value)}"
    return type(value).__name__


def refuse(field: str, what: str, value: Any) -> ObservationError:
    """The refusal of one observation field: its name, what it must hold, and (briefly) what it held."""
    return ObservationError(f"observation field {quoted(field)} must be {what}, not {shown(value)[:200]}")


def observation_dict(observation: Any) -> dict[str, Any]:
    if type(observation) is not dict:
        raise ObservationError(f"a seat's observation must be a JSON object, not {type(observation).__name__}")
    return observation


def legal_options(observation: Any) -> list[dict[str, Any]]:
    """The observation's ``legal`` list, checked: 1 to MAX_OPTIONS options, each with an action name,
    whole ``min`` <= ``max`` together if at all, and a non-empty list of strings as ``cards``."""
    legal = observation_dict(observation).get("legal")
    if type(legal) is not list or not 1 <= len(legal) <= MAX_OPTIONS:
        raise refuse("legal", f"a list of 1 to {MAX_OPTIONS} options", legal)
    for i, option in enumerate(legal):
        where = f"legal[{i}]"
        if type(option) is not dict:
            raise refuse(where, "an object", option)
        if type(option.get("action")) is not str or not option["action"]:
            raise refuse(where + ".action", "an action name", option.get("action"))
        if ("min" in option) != ("max" in option):
            raise refuse(where, "an option with both min and max or neither", option)
        if "min" in option and not whole(option["min"]):
            raise refuse(where + ".min", "a whole number", option["min"])
        if "min" in option and not (whole(option["max"]) and option["min"] <= option["max"]):
            raise refuse(where + ".max", f"a whole number from min ({option['min']}) below 2^53", option["max"])
        cards = option.get("cards")
        if "cards" in option and (type(cards) is not list or not cards or any(type(c) is not str for c in cards)):
            raise refuse(where + ".cards", "a non-empty list of card or suit names", cards)
    return legal


class RandomSeat:
    """Uniform over the legal options; amounts uniform over the allowed range."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        legal = legal_options(observation)
        option = self.rng.choice(legal)
        response: dict[str, Any] = {"action": option["action"]}
        if "min" in option:
            response["amount"] = self.rng.randint(option["min"], option["max"])
        if option.get("cards"):
            response["card"] = self.rng.choice(option["cards"])
        return response


def plays_holdem(variant: str) -> bool:
    """Whether ``variant`` is a no-limit Hold'em table: a poker game too big for an exact tree."""
    game = game_type(variant)
    return game.family == "poker" and not game.exact_tree
