"""Partnership spades, one deal per hand.

Rules as implemented:

* Positions 0 and 2 play against 1 and 3. Each position receives 13 cards (position p gets the
  deck's cards 13p .. 13p+12). Spades are always trump.
* Bidding starts left of the dealer and goes once round the table: ``Action("bid", amount=n)``
  with n from 0 (nil) to 13. A partnership's two bids total at most 13, a nil counting 0, so the
  second partner's range is 0 .. 13 - first partner's bid. There is no blind nil.
* The position left of the dealer leads the first trick; a trick's winner leads the next.
  Players follow the led suit when they can. Spades may not be led until a spade has been
  played (on a lead or as a discard), unless the leader holds nothing but spades.
* Scoring, per partnership: the contract is the sum of its non-nil bids and only the non-nil
  bidders' tricks count toward it. Made: 10 per trick bid plus 1 per overtrick; failed: -10 per
  trick bid. Each nil scores +100 if its bidder took no trick, -100 otherwise. A nil bidder's
  tricks are not overtricks of the side. Overtricks (bags) are reported in ``raw_numbers()``
  and carry no penalty inside a hand.
* ``net_h`` of a position is its partnership's score minus the other partnership's.

Fallback for an invalid response: the lowest legal bid (the smallest amount), or the lowest
legal card in :mod:`cosino.primitives.cards` order (rank first, then suit c < d < h < s).

Duplicate: hands 2k and 2k+1 share a deck and the mirror rotates the table by one position
(``mirror_shift`` = 1), so each partnership plays the other side's cards from the same seats;
a rotation by two would only swap partners and leave each side with its own cards.

>>> from cosino.primitives.cards import full_deck
>>> hand = SpadesVariant().new_hand(full_deck(), [0] * 4, 0, 0)
>>> hand.to_act(), hand.options()[0].to_json()
(1, {'action': 'bid', 'min': 0, 'max': 13})
"""

from __future__ import annotations

from typing import Any, Sequence

from cosino.games.protocol import Action, GameType, IllegalAction, Option
from cosino.games.tricks.base import (
    NUM_POSITIONS,
    PartnershipHand,
    TrickVariant,
    bid_options,
    deal_blocks,
    dealer_position,
)
from cosino.primitives.cards import full_deck

MAX_BID = 13
NIL = 0

# Swing cap. A partnership's hand score is a contract part plus at most two nil parts.
# Contract part: bids total at most 13, so a made contract of b scores 10b + (t - b) with
# t <= 13, at most 9b + 13 <= 130, and a failed one scores -10b >= -130. A contract with a
# nil beside it has b <= 13 too. Nil parts: +-100 each, and two nils leave a contract of 0,
# so a side's score lies in [-130 - 100, 130 + 100] = [-230, 230] (two nils give only
# +-200). net_h is one side's score minus the other's, so |net_h| <= 230 + 230 = 460.
SWING_CAP = 460

# The bid options by the most a position may bid (a range from nil), built once: Options are immutable.
_BIDS_UP_TO = [bid_options(range(0, high + 1)) for high in range(MAX_BID + 1)]
_BID_ACTIONS_UP_TO = [tuple(Action("bid", v) for v in range(high + 1)) for high in range(MAX_BID + 1)]


def side_score(bids: Sequence[int], tricks: Sequence[int]) -> tuple[int, int, bool]:
    """Score one partnership from its two bids and tricks: (points, bags, contract made).

    >>> side_score([3, 4], [2, 6])
    (71, 1, True)
    >>> side_score([0, 5], [1, 5])
    (-50, 0, True)
    >>> side_score([0, 5], [0, 4])
    (50, 0, False)
    """
    contract = taken = points = bags = 0
    for b, t in zip(bids, tricks):
        if b == NIL:
            points += 100 if t == 0 else -100
        else:
            contract += b
            taken += t
    made = taken >= contract
    if made:
        bags = taken - contract
        points += 10 * contract + bags
    else:
        points -= 10 * contract
    return points, bags, made


class SpadesHand(PartnershipHand):
    __slots__ = ("bags", "made")

    game = "spades"
    max_swing = SWING_CAP

    def __init__(self, holdings: list[list[str]], dealer: int) -> None:
        super().__init__(holdings, dealer)
        self._set_trump("s")
        self.phase = "bid"
        self.breaks = "s"
        self.turn = (dealer + 1) % NUM_POSITIONS
        self.bags = [0, 0]
        self.made = [False, False]

    def _legal_lead(self, pos: int, holding: list[str]) -> list[str]:
        if self._broken:  # a lead starts a trick, so the finished tricks tell
            return list(holding)
        suits = self._suits[pos]
        return suits["c"] + suits["d"] + suits["h"] or list(holding)  # the holding's order: c, d, h, s

    def _lead_rule(self) -> str:
        return "spades are not broken and the leader holds another suit"

    def bid_range(self) -> tuple[int, int]:
        pos = self.turn
        assert pos is not None
        partner_bid = self.bids[(pos + 2) % NUM_POSITIONS]
        return 0, MAX_BID - (partner_bid or 0)

    def _phase_options(self) -> list[Option]:
        return list(_BIDS_UP_TO[self.bid_range()[1]])

    def _phase_actions(self) -> Sequence[Action]:
        return _BID_ACTIONS_UP_TO[MAX_BID - (self.bids[(self.turn + 2) % NUM_POSITIONS] or 0)]  # as bid_range()

    def legal_actions(self) -> Sequence[Action]:
        if self.phase == "bid":  # answered first: TrickHand's path costs a call more
            return _BID_ACTIONS_UP_TO[MAX_BID - (self.bids[(self.turn + 2) % NUM_POSITIONS] or 0)]  # type: ignore[operator]
        return super().legal_actions()

    def _apply_phase(self, pos: int, action: Action) -> list[dict[str, Any]]:
        amount = action.amount
        if action.kind != "bid" or action.card is not None or type(amount) is not int:
            self._bid_amount(action)  # raises, naming the rule
        high = MAX_BID - (self.bids[(pos + 2) % NUM_POSITIONS] or 0)  # as bid_range(): pos is on turn
        if not 0 <= amount <= high:  # type: ignore[operator]
            partner = self.bids[(pos + 2) % NUM_POSITIONS]
            why = f" (partner bid {partner}; a side bids at most {MAX_BID})" if partner else ""
            raise IllegalAction(f"bid {amount}: out of range 0..{high}{why}")
        return self._record_bid(pos, amount, pos == self.dealer)  # the bidding ends with the dealer

    def _phase_fallback(self) -> Action:
        return Action("bid", self.bid_range()[0])

    def _finish(self) -> list[dict[str, Any]]:
        b0, b1, b2, b3 = self.bids
        t0, t1, t2, t3 = self.tricks_won
        p0, g0, m0 = side_score((b0, b2), (t0, t2))  # type: ignore[arg-type]
        p1, g1, m1 = side_score((b1, b3), (t1, t3))  # type: ignore[arg-type]
        self.team_points = [p0, p1]
        self.bags = [g0, g1]
        self.made = [m0, m1]
        return [{"type": "score", "teamPoints": [p0, p1], "bags": [g0, g1], "tricks": [t0, t1, t2, t3]}]

    def raw_numbers(self) -> dict[str, list[int]]:
        self._require_over()
        made = []
        for p in range(NUM_POSITIONS):
            bid = self.bids[p]
            made.append(int(self.tricks_won[p] == 0) if bid == NIL else int(self.made[p % 2]))
        return {
            "teamPoints": [self.team_points[p % 2] for p in range(NUM_POSITIONS)],
            "tricks": list(self.tricks_won),
            "bids": [b or 0 for b in self.bids],
            "bidsMade": made,
            "bags": [self.bags[p % 2] for p in range(NUM_POSITIONS)],
        }

    def observation(self, position: int) -> dict[str, Any]:
        obs = self._base_observation(position)
        obs["bids"] = list(self.bids)
        obs["spadesBroken"] = self.broken
        obs["partner"] = (position + 2) % NUM_POSITIONS
        if self._over:
            obs["teamPoints"] = list(self.team_points)
        return obs


RULES = (
    "Spades: 52 cards, four players in two partnerships (partners sit opposite), thirteen cards each. "
    "Everyone bids a number of tricks (0 is nil); spades are always trump and may not be led until "
    "broken. Follow suit when you can. A side scores when its tricks reach its combined bid; extra "
    "tricks are bags."
)


class SpadesVariant(TrickVariant):
    game_type = GameType(
        "spades", "tricks", 4, 4, partnerships=True, house_seat="bids and follows suit sensibly", rules=RULES
    )

    def deck(self) -> list[str]:
        return full_deck()

    def mirror_shift(self, seats: int) -> int:
        return 1  # swap the partnerships' cards (see the module docstring)

    def most_decisions(self, hand_index: int) -> int | None:
        return NUM_POSITIONS + 52  # a bid each, then every card played

    def longest_hand(self, seats: int) -> int:
        return self.most_decisions(0)  # every hand has the same bound

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> SpadesHand:
        dealer_position(button)
        return SpadesHand(deal_blocks(deck, 13), button)
