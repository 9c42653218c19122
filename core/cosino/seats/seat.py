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
from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive  # noqa: F401 (derive: the module doctest)

# cosino.seats.planted: loaded when one is built or checked, since it pulls in the Hold'em house seat
# and the equity estimator, which a step of another game never needs.
PLANTED_KINDS = ("softplay", "dumper", "receiver", "feeder", "rememberer")


class Seat(Protocol):
    def act(self, observation: dict[str, Any]) -> dict[str, Any]: ...


class UnknownSeat(CosinoError):
    """A seat name no registered kind can play; the message names the seat and the choices."""


class RandomSeat:
    """Uniform over the legal options; amounts uniform over the allowed range."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        legal = observation.get("legal") or []
        if not legal:
            return {"action": "check"}
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
