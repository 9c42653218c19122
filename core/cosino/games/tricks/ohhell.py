"""Oh-hell for four, one deal per hand (OpenSpiel's ``oh_hell`` with four players, apart from
the scoring of a missed bid; see docs/tricks.md).

Rules as implemented:

* The hand size follows a schedule, by default 10, 9, ..., 1 (any sizes from 1 to 13 may be
  configured). On a duplicate table both hands of a pair share a size:
  ``schedule[(hand_index // 2) % len(schedule)]``; otherwise ``schedule[hand_index % len]``.
* Position p receives the deck's cards n*p .. n*p+n-1; the next card is turned and its suit is
  trump. With 13 cards each no card is left to turn and the hand is played without trump.
* Bidding starts left of the dealer and ends with the dealer: ``Action("bid", amount=k)`` with
  0 <= k <= n. The dealer may not bid the amount that would make the four bids sum to n.
* The position left of the dealer leads the first trick; players follow the led suit when they
  can; the highest trump, else the highest card of the led suit, wins.
* A position whose tricks equal its bid scores 10 plus its tricks; any other scores 0.
* ``net_h[i] = points[i] - mean(points)`` (exact).

Fallback for an invalid response: the lowest legal bid (the smallest allowed amount), or the
lowest legal card (cosino.primitives.cards order: rank first, then suit c < d < h < s).

Duplicate: the default mirror (a rotation by two) gives each slot the cards and seat of the
position across in the same deal.

>>> from cosino.primitives.cards import full_deck
>>> hand = OhHellVariant().new_hand(full_deck(), [0] * 4, 0, 18)
>>> hand.size, hand.trump_card, [o.to_json() for o in hand.options()]
(1, '3c', [{'action': 'bid', 'min': 0, 'max': 1}])
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from cosino.games.protocol import Action, GameType, IllegalAction, Option
from cosino.games.tricks.base import (
    NUM_POSITIONS,
    SUIT,
    ShortHandPlay,
    TrickVariant,
    bid_options,
    deal_blocks,
    dealer_position,
    hand_number,
    quarters,
)
from cosino.primitives.cards import full_deck
from cosino.primitives.errors import quoted

DEFAULT_SCHEDULE = tuple(range(10, 0, -1))
MADE_BONUS = 10
# (hand size, the bid the dealer may not make, -1 for none) -> (allowed bids, their options, actions);
# shared by every hand, since Options are immutable.
_ALLOWED: dict[tuple[int, int], tuple[tuple[int, ...], tuple[Option, ...], tuple[Action, ...]]] = {}


def swing_cap_for(cards: int) -> Fraction:
    """The proven cap 3/4 * (10 + cards).

    Each position scores 0 or 10 + tricks, so points[i] lies in [0, 10 + n]. Then
    net_h[i] = points[i] - mean = 3/4 points[i] - 1/4 * (sum of the other three), which lies
    in [-3/4 (10 + n), 3/4 (10 + n)].

    >>> swing_cap_for(10)
    Fraction(15, 1)
    """
    return Fraction(3, 4) * (MADE_BONUS + cards)


def _allowed_for(key: tuple[int, int]) -> tuple[tuple[int, ...], tuple[Option, ...], tuple[Action, ...]]:
    """The shared entry for (hand size, the bid the dealer may not make, -1 for none)."""
    allowed = _ALLOWED.get(key)
    if allowed is None:
        size, forbidden = key
        bids = tuple(b for b in range(size + 1) if b != forbidden)
        allowed = _ALLOWED[key] = (bids, tuple(bid_options(bids)), tuple(Action("bid", b) for b in bids))
    return allowed


class OhHellHand(ShortHandPlay):
    __slots__ = ("size", "trump_card", "points", "_open")

    game = "oh-hell"

    def __init__(self, holdings: list[list[str]], trump_card: str | None, dealer: int) -> None:
        super().__init__(holdings, dealer)
        self.size = len(holdings[0])
        self.trump_card = trump_card
        self._set_trump(SUIT[trump_card] if trump_card else None)
        self.phase = "bid"
        self.turn = (dealer + 1) % NUM_POSITIONS
        self.points = [0, 0, 0, 0]
        self._open = _allowed_for((self.size, -1))  # what every bidder but the dealer may bid, looked up once

    def _allowed(self) -> tuple[tuple[int, ...], tuple[Option, ...], tuple[Action, ...]]:
        """(the bids allowed now, their options, their single actions), shared per hand size and forbidden bid."""
        if self.turn != self.dealer:
            return self._open  # only the dealer has a forbidden bid
        b0, b1, b2, b3 = self.bids
        return _allowed_for((self.size, self.size - (b0 or 0) - (b1 or 0) - (b2 or 0) - (b3 or 0)))

    def _phase_actions(self) -> Sequence[Action]:
        return self._allowed()[2]

    def allowed_bids(self) -> list[int]:
        return list(self._allowed()[0])

    def _phase_options(self) -> list[Option]:
        return list(self._allowed()[1])

    def _apply_phase(self, pos: int, action: Action) -> list[dict[str, Any]]:
        amount = action.amount
        if action.kind != "bid" or action.card is not None or type(amount) is not int:
            self._bid_amount(action)  # raises, naming the rule
        if amount not in self._allowed()[0]:
            if 0 <= amount <= self.size:  # type: ignore[operator]
                raise IllegalAction(f"bid {amount}: the dealer may not make the bids sum to {self.size} tricks")
            raise IllegalAction(f"bid {amount}: out of range 0..{self.size}")
        return self._record_bid(pos, amount, pos == self.dealer)  # type: ignore[arg-type]

    def _phase_fallback(self) -> Action:
        return Action("bid", self._allowed()[0][0])

    def _finish(self) -> list[dict[str, Any]]:
        self.points = [MADE_BONUS + t if t == b else 0 for t, b in zip(self.tricks_won, self.bids)]
        return [{"type": "score", "points": list(self.points), "tricks": list(self.tricks_won)}]

    def nets(self) -> list[Fraction]:
        self._require_over()
        total = sum(self.points)
        return quarters([NUM_POSITIONS * p - total for p in self.points])  # p - mean = (4p - total) / 4

    def swing_cap(self) -> Fraction:
        return swing_cap_for(self.size)

    def raw_numbers(self) -> dict[str, list[int]]:
        self._require_over()
        return {
            "points": list(self.points),
            "tricks": list(self.tricks_won),
            "bids": [b or 0 for b in self.bids],
            "bidsMade": [int(self.tricks_won[p] == self.bids[p]) for p in range(NUM_POSITIONS)],
        }

    def _table_events(self) -> list[dict[str, Any]]:
        return [{"type": "trumpCard", "card": self.trump_card, "trump": self.trump, "size": self.size}]

    def observation(self, position: int) -> dict[str, Any]:
        obs = self._base_observation(position)
        obs["handSize"] = self.size
        obs["trumpCard"] = self.trump_card
        obs["bids"] = list(self.bids)
        if self._over:
            obs["points"] = list(self.points)
        return obs


RULES = (
    "Oh Hell: four players each on their own. Each bids the exact number of tricks they will take; a "
    "turned card sets trump. Follow suit when you can. Making your bid exactly scores well, missing "
    "it in either direction does not."
)


class OhHellVariant(TrickVariant):
    game_type = GameType(
        "oh-hell", "tricks", 4, 4, diagnostics=("softplay",), house_seat="bids and follows suit sensibly", rules=RULES
    )

    def __init__(self, schedule: Sequence[int] = DEFAULT_SCHEDULE) -> None:
        try:
            sizes = tuple(schedule)
        except TypeError:  # not a sequence at all (None, a number)
            raise ValueError(f"oh-hell schedule must be hand sizes from 1 to 13, got {quoted(schedule)}") from None
        if not sizes or any(not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 13 for n in sizes):
            raise ValueError(f"oh-hell schedule must be hand sizes from 1 to 13, got {quoted(list(sizes))}")
        self.schedule = sizes

    def deck(self) -> list[str]:
        return full_deck()

    def size_for(self, hand_index: int) -> int:
        step = hand_index // 2 if self.duplicate else hand_index
        return self.schedule[step % len(self.schedule)]

    def most_decisions(self, hand_index: int) -> int | None:
        return NUM_POSITIONS * (1 + self.size_for(hand_index))  # a bid each, then every card dealt

    def longest_hand(self, seats: int) -> int:
        return max(self.most_decisions(i) for i in range(2 * len(self.schedule)))  # one cycle of sizes

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> OhHellHand:
        dealer_position(button)
        hand_number(hand_index)
        n = self.size_for(hand_index)
        holdings = deal_blocks(deck, n)
        trump_card = deck[4 * n] if 4 * n < len(deck) else None
        return OhHellHand(holdings, trump_card, button)
