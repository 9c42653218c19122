"""How the integrity report reads the betting of one Hold'em hand from its replay records: chips in,
per-street bets, the last aggressor, the price band of a decision and a seat's own pot share
(shared by :mod:`cosino.league.integrity` and :mod:`cosino.league.mirror`)."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from cosino.games.poker.equity import random_hands_share
from cosino.primitives.cards import card_index
from cosino.primitives.rng import Rng, derive

Unit = tuple[str, int, int, int, Fraction]  # (kind, slot a, slot b, hand, value)
STRENGTH_SAMPLES = 120  # as many runouts as the house seat samples for the same question
Shares = dict[tuple[str, str, int], Fraction]  # (hole, board, opponents) -> pot share: mirror hands repeat them


def price_band(to_call: int, pot: int) -> int:
    """0, 1 or 2: the price of continuing, ``to_call / (pot + to_call)``, below 1/4, below 2/5, or above."""
    if 4 * to_call < pot + to_call:
        return 0
    return 1 if 5 * to_call < 2 * (pot + to_call) else 2


class Street:
    """The betting of one hand as the records tell it: chips in, per-street bets, the last aggressor."""

    def __init__(self, slots: Sequence[int]) -> None:
        self.live, self.pot, self.street, self.aggressor = set(slots), 0, 0, -1
        self.slots = list(slots)  # by place from the button
        self.bet: dict[int, int] = {}
        self.calls: set[tuple[int, int]] = set()
        self.holes: dict[int, list[str]] = {}
        self.board: list[str] = []
        self.acted: set[int] = set()

    def new_street(self) -> None:
        self.street, self.aggressor, self.bet = self.street + 1, -1, {}

    def put(self, slot: int, chips: int) -> None:
        self.bet[slot] = self.bet.get(slot, 0) + chips
        self.pot += chips


def faced(t: Street, slot: int) -> int:
    """The opponents the seat's cards are priced against: the live ones (before the flop, those who
    put chips in or acted), between 1 and 9."""
    faced = sum(1 for s in t.live if s != slot and (t.street > 0 or t.bet.get(s, 0) > 0 or s in t.acted))
    return max(1, min(faced, 9))


def own_share(t: Street, slot: int, shares: Shares) -> Fraction:
    """The seat's pot share by its own cards alone against as many random hands as opponents it faces
    (before the flop, those who put chips in or acted): what it knew when it chose. Seeded by the
    cards, so the same situation always gets the same estimate."""
    hole = " ".join(t.holes.get(slot, ()))
    board = " ".join(t.board)
    key = (hole, board, faced(t, slot))
    share = shares.get(key)
    if share is None:
        cards = [card_index(c) for c in t.holes.get(slot, ())]
        if len(cards) != 2:
            return Fraction(1)  # no hole cards in the records: never counted as a call with the worst of it
        rng = Rng(derive("integrity", "strength", *key))
        share = shares[key] = random_hands_share(cards, [card_index(c) for c in t.board], key[2], rng, STRENGTH_SAMPLES)
    return share
