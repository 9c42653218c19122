"""House seats, and the one registry of seat kinds that builds and checks every seat by name.

A seat name is ``kind`` or ``kind:<argument>``. The core registers the kinds it can play with no
I/O: ``house`` (each game's baseline), ``random``, the planted colluders and the advisor; the
runtime takes :meth:`SeatRegistry.extended` and registers model and remote seats on it. Every
kind has one check of its name, run before an episode starts and again when a seat is built.

>>> SEATS.check("house", "kuhn")
>>> type(make_seat("house", "hearts", Rng(derive(0, "doc")))).__name__
'HouseTrickSeat'
>>> make_seat("oracle", "kuhn", Rng(bytes(32)))
Traceback (most recent call last):
cosino.seats.seat.UnknownSeat: unknown seat 'oracle' for variant kuhn: choose one of house, random, ...
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any, Callable

from cosino.games.poker.limit import KIND as LETTER_TO_KIND
from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng, derive
from cosino.seats.seat import PLANTED_KINDS, RandomSeat, Seat, UnknownSeat, legal_options, plays_holdem, refuse

SEAT_NAMES = ("house", "random")  # the kinds that take no argument and play every game

Factory = Callable[[str, str, Rng], Seat]
Check = Callable[[str, str], Any]


class SeatRegistry:
    """Seat kinds by the part of a seat name before the first ``:``: a factory and a check each."""

    def __init__(self, kinds: dict[str, tuple[Factory, Check]] | None = None) -> None:
        self.kinds: dict[str, tuple[Factory, Check]] = dict(kinds or {})

    def register(self, kind: str, factory: Factory, check: Check | None = None) -> None:
        """Add ``kind``; without a ``check``, a name is checked by building its seat once (cheap, pure seats)."""
        self.kinds[kind] = (factory, check or (lambda name, variant: factory(name, variant, Rng(bytes(32)))))

    def extended(self) -> SeatRegistry:
        """A copy to register more kinds on (the runtime's), leaving this one as it is."""
        return SeatRegistry(self.kinds)

    def names(self) -> list[str]:
        return sorted(self.kinds)

    def entry(self, name: str, variant: str) -> tuple[Factory, Check]:
        kind = name.split(":", 1)[0]
        if kind not in self.kinds:
            choices = ", ".join([*SEAT_NAMES, *(k for k in self.names() if k not in SEAT_NAMES)])
            raise UnknownSeat(f"unknown seat {quoted(name[:80])} for variant {variant}: choose one of {choices}")
        return self.kinds[kind]

    def check(self, name: str, variant: str) -> None:
        """Refuse a name this registry cannot play for ``variant`` (a CosinoError naming what is wrong)."""
        self.entry(name, variant)[1](name, variant)

    def build(self, name: str, variant: str, rng: Rng) -> Seat:
        return self.entry(name, variant)[0](name, variant, rng)


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
        legal = {o["action"] for o in legal_options(observation)}
        infoset = observation.get("infoset", "")
        if type(infoset) is not str:
            raise refuse("infoset", "a string", infoset)
        probs = self.profile.get(infoset)
        if probs:
            probs = {l: p for l, p in probs.items() if LETTER_TO_KIND[l] in legal and p > 0}
        if not probs:
            probs = {l: Fraction(1) for l, k in LETTER_TO_KIND.items() if k in legal}
        if not probs:
            raise refuse("legal", "options this game has: " + ", ".join(sorted(LETTER_TO_KIND.values())), sorted(legal))
        return {"action": LETTER_TO_KIND[sample_letter(probs, self.rng)]}


def _kuhn_profile() -> dict[str, dict[str, Fraction]]:
    from cosino.games.poker.kuhn import nash_profile

    return nash_profile()


def _leduc_profile() -> dict[str, dict[str, Fraction]]:
    from cosino.diagnostics.exploitability import house_leduc_profile

    return house_leduc_profile()


# The exact-tree games' house seats play a fixed profile each (see GameType.house_seat).
PROFILES: dict[str, Callable[[], dict[str, dict[str, Fraction]]]] = {"kuhn": _kuhn_profile, "leduc": _leduc_profile}


def _exactly(name: str, kind: str, variant: str) -> None:
    if name != kind:
        raise UnknownSeat(f"seat {quoted(name[:80])} for variant {variant}: {kind} takes no argument")


def _house(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.games.registry import game_type

    _exactly(name, "house", variant)
    if game_type(variant).family == "tricks":
        from cosino.seats.trick_house import HouseTrickSeat

        return HouseTrickSeat(variant, rng)
    if plays_holdem(variant):
        from cosino.seats.holdem_house import HoldemHouseSeat

        return HoldemHouseSeat(rng)
    if variant not in PROFILES:
        raise UnknownSeat(f"variant {variant} has no house seat: choose random")
    return ProfileSeat(PROFILES[variant](), rng)


def _random(name: str, variant: str, rng: Rng) -> Seat:
    _exactly(name, "random", variant)
    return RandomSeat(rng)


def _planted(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.seats.planted import make_colluder

    # The rememberer on Kuhn and Leduc plays the game's profile seat (planted cannot import this module).
    house = ProfileSeat(PROFILES[variant](), rng) if name == "rememberer" and variant in PROFILES else None
    return make_colluder(name, variant, rng, house)


def _advisor(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.seats.advisor_seat import make_advisor_seat

    return make_advisor_seat(name, variant, rng)


def _check_advisor(name: str, variant: str) -> None:
    from cosino.seats.advisor_seat import check_advisor_name

    check_advisor_name(name, variant)


SEATS = SeatRegistry()
SEATS.register("house", _house)
SEATS.register("random", _random)
# Planted colluders (calibration fixtures and demo seats): softplay:<alias>, dumper:<alias>, ...
for _kind in PLANTED_KINDS:
    SEATS.register(_kind, _planted)
SEATS.register("advisor", _advisor, _check_advisor)


def decision_rng(seed: int, slot: int, decision: int) -> Rng:
    """The generator a seat uses for one decision: seats keep no state between decisions, so a
    step run anywhere (a local loop, a Lambda) makes the same choice."""
    return Rng(derive(seed, "policy", slot, decision))


def make_seat(name: str, variant: str, rng: Rng) -> Seat:
    """Build the core seat called ``name`` for ``variant``, drawing from ``rng``."""
    return SEATS.build(name, variant, rng)
