"""House seats: the baselines every agent is measured against, and seats for tests.

A seat is anything with ``act(observation) -> response``; the response is a dict
``{"action": kind, "amount"?: int, "card"?: str, "say"?: str}`` (the seat protocol in the
README). Seats draw randomness only from the :class:`~cosino.primitives.rng.Rng` they are given.

>>> seat = RandomSeat(Rng(derive(0, "doc")))
>>> seat.act({"legal": [{"action": "check"}, {"action": "bet"}]})["action"] in ("check", "bet")
True
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any, Callable, Iterable, Protocol

from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive

LETTER_TO_KIND = {"k": "check", "b": "bet", "c": "call", "r": "raise", "f": "fold"}


class Seat(Protocol):
    def act(self, observation: dict[str, Any]) -> dict[str, Any]: ...


class UnknownSeat(CosinoError):
    pass


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


class ScriptedSeat:
    """Answers from a fixed list (tests); checks once the list runs out."""

    def __init__(self, responses: Iterable[Any] = ()) -> None:
        self.responses = list(responses)
        self.seen: list[dict[str, Any]] = []

    def act(self, observation: dict[str, Any]) -> Any:
        self.seen.append(observation)
        if self.responses:
            return self.responses.pop(0)
        return {"action": "check"}


def sample_letter(probabilities: dict[str, Fraction], rng: Rng) -> str:
    """Draw one action letter from exact probabilities (sorted letters, so the draw is reproducible)."""
    letters = sorted(probabilities)
    scale = lcm(*(Fraction(probabilities[l]).denominator for l in letters))
    weights = [int(Fraction(probabilities[l]) * scale) for l in letters]
    return letters[rng.weighted_index(weights)]


class ProfileSeat:
    """Plays a tabular profile keyed by information set (Kuhn, Leduc)."""

    def __init__(self, profile: dict[str, dict[str, Fraction]], rng: Rng) -> None:
        self.profile = profile
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        legal = {o["action"] for o in observation.get("legal", [])}
        probs = self.profile.get(observation.get("infoset", ""))
        if probs:
            probs = {l: p for l, p in probs.items() if LETTER_TO_KIND[l] in legal and p > 0}
        if not probs:
            probs = {l: Fraction(1) for l, k in LETTER_TO_KIND.items() if k in legal}
        return {"action": LETTER_TO_KIND[sample_letter(probs, self.rng)]}


def _kuhn_house(rng: Rng) -> Seat:
    from cosino.games.poker.kuhn import nash_profile

    return ProfileSeat(nash_profile(), rng)


def _leduc_house(rng: Rng) -> Seat:
    from cosino.diagnostics.exploitability import house_leduc_profile

    return ProfileSeat(house_leduc_profile(), rng)


def _holdem_house(rng: Rng) -> Seat:
    from cosino.seats.holdem_house import HoldemHouseSeat

    return HoldemHouseSeat(rng)


HOUSE: dict[str, Callable[[Rng], Seat]] = {
    "kuhn": _kuhn_house,
    "leduc": _leduc_house,
    "holdem-hu": _holdem_house,
    "holdem-6max": _holdem_house,
    "headsup": _holdem_house,
    "sixmax": _holdem_house,
}
TRICK_GAMES = ("euchre", "spades", "hearts", "oh-hell")
SEAT_NAMES = ("house", "random")


def decision_rng(seed: int, slot: int, decision: int) -> Rng:
    """The generator a seat uses for one decision: seats keep no state between decisions, so a
    step run anywhere (a local loop, a Lambda) makes the same choice."""
    return Rng(derive(seed, "policy", slot, decision))


def make_seat(name: str, variant: str, rng: Rng) -> Seat:
    """Build the house seat called ``name`` for ``variant``, drawing from ``rng``."""
    if name == "random":
        return RandomSeat(rng)
    if name == "house":
        if variant in HOUSE:
            return HOUSE[variant](rng)
        if variant in TRICK_GAMES:
            from cosino.seats.trick_house import make_trick_seat

            return make_trick_seat(variant, "house", rng)
    raise UnknownSeat(f"unknown seat {name!r} for variant {variant}: choose one of {', '.join(SEAT_NAMES)}")
