"""Euchre, one deal per hand (as OpenSpiel's ``euchre`` with stick-the-dealer, no lone defender).

Rules as implemented:

* 24 cards, 9 to A in four suits. Positions 0 and 2 play against 1 and 3. Position p receives
  the deck's cards 5p .. 5p+4; card 20 is the upcard; the last three stay hidden.
* Round 1 of bidding starts left of the dealer and ends with the dealer: each position says
  ``pass`` or ``order`` (the upcard's suit becomes trump). On an order the dealer adds the upcard
  to the hand and then ``discard``s one of the five cards held before (the upcard itself may
  not be discarded, as in OpenSpiel).
* Round 2, if all four passed: each position in the same order says ``pass`` or
  ``trump`` with ``card`` a suit letter other than the upcard's (``Option("trump",
  cards=("c", "d", "s"))``). Stick the dealer: the dealer may not pass in round 2.
* The maker (whoever ordered or named trump) then decides ``alone`` (the partner sits the hand
  out) or ``partner``; this comes after the dealer's discard, as in OpenSpiel.
* Bowers: the jack of trump (right bower) is the highest trump, the jack of the same colour
  (left bower) the next and counts as a trump for following suit; then A K Q T 9 of trump.
* The first trick is led by the first active position left of the dealer.
* Scoring: makers taking 3 or 4 tricks score 1, all 5 score 2, all 5 alone score 4; makers
  taking fewer than 3 are euchred and the defenders score 2. ``net_h`` of a position is its
  team's points minus the other team's.

Fallback for an invalid response: ``pass`` when passing is legal, else the first suit in the
order c, d, h, s that may be named; ``partner`` for the alone decision; the lowest card
(cosino.primitives.cards order: rank first, then suit c < d < h < s) for a discard or a play.

Duplicate: hands 2k and 2k+1 share a deck and the mirror rotates the table by one position
(``mirror_shift`` = 1), so each team holds, in the mirror, the cards and seats the other team
held; a rotation by two would only swap partners.

>>> deck = ["9c", "Tc", "Jc", "Qc", "Kc",  "9d", "Td", "Jd", "Qd", "Kd",
...         "9h", "Th", "Jh", "Qh", "Kh",  "9s", "Ts", "Js", "Qs", "Ks",
...         "Ac", "Ad", "Ah", "As"]
>>> hand = EuchreVariant().new_hand(deck, [0] * 4, 0, 0)
>>> hand.upcard, hand.to_act(), [o.kind for o in hand.options()]
('Ac', 1, ['pass', 'order'])
"""

from __future__ import annotations

from typing import Any, Sequence

from cosino.games.protocol import Action, GameType, IllegalAction, Option
from cosino.games.tricks.base import (
    NUM_POSITIONS,
    SUIT,
    SUIT_NAMES,
    SUITS,
    PartnershipHand,
    ShortHandPlay,
    TrickVariant,
    deal_blocks,
    dealer_position,
    led_powers,
    lowest_card,
    sort_cards,
    strength_table,
)

SAME_COLOUR = {"c": "s", "s": "c", "d": "h", "h": "d"}
DECK = [r + s for r in "9TJQKA" for s in SUITS]
_DECK_SET = frozenset(DECK)


def _bower_tables(
    trump: str,
) -> tuple[dict[str, str], dict[str, frozenset[str]], dict[str, int], dict[str, dict[str, int]]]:
    """(card -> suit followed, suit -> its cards, card -> strength, led suit -> card -> power) with
    ``trump``: the left bower is a trump, the bowers top it."""
    left = "J" + SAME_COLOUR[trump]
    suit_of = dict(SUIT)
    suit_of[left] = trump
    suit_cards = {s: frozenset(c for c, cs in suit_of.items() if cs == s) for s in SUITS}
    strength = dict(strength_table(trump))  # a copy: the shared table is never mutated
    strength["J" + trump] = 200
    strength[left] = 199
    return suit_of, suit_cards, strength, led_powers(suit_of, strength, trump)


# Built once per trump and shared by every hand (never mutated), not copied per deal.
_TABLES = {suit: _bower_tables(suit) for suit in SUITS}

# Options are immutable, so the fixed choices are built once; each call returns a fresh list.
_PASS, _ORDER, _ALONE, _PARTNER = Option("pass"), Option("order"), Option("alone"), Option("partner")
_SUIT_LETTERS = tuple(SUITS)
_NAME_TRUMP = {up: Option("trump", cards=tuple(s for s in SUITS if s != up)) for up in SUITS}
# The same choices as single actions (legal_actions), by phase: (upcard suit, dealer on decision).
_BID1_ACTIONS = (Action("pass"), Action("order"))
_BID2_ACTIONS = {
    (up, dealer): tuple(a for o in ([] if dealer else [_PASS]) + [_NAME_TRUMP[up]] for a in o.actions())
    for up in SUITS
    for dealer in (False, True)
}
_ALONE_ACTIONS = (Action("alone"), Action("partner"))
_DISCARD_ACTIONS = {c: Action("discard", None, c) for c in DECK}

# Swing cap. The makers' side scores 1, 2 or 4 or the defenders' side scores 2, and nothing
# else, in one hand; net_h is one side's points minus the other's, so |net_h| <= 4, reached
# by a lone maker taking all five tricks (the lone march). The cap is tight.
SWING_CAP = 4


def hand_points(makers_tricks: int, alone: bool) -> tuple[int, int]:
    """(makers' points, defenders' points) of one hand.

    >>> hand_points(3, False), hand_points(5, False), hand_points(5, True), hand_points(2, True)
    ((1, 0), (2, 0), (4, 0), (0, 2))
    """
    if not 0 <= makers_tricks <= 5:
        raise ValueError(f"makers take 0 to 5 tricks, not {makers_tricks}")
    if makers_tricks < 3:
        return 0, 2
    if makers_tricks < 5:
        return 1, 0
    return (4 if alone else 2), 0


class EuchreHand(ShortHandPlay, PartnershipHand):
    __slots__ = ("upcard", "passes", "maker", "alone", "discarded", "left_bower", "right_bower")

    game = "euchre"
    max_swing = SWING_CAP

    def __init__(self, holdings: list[list[str]], upcard: str, dealer: int) -> None:
        super().__init__(holdings, dealer)
        self.upcard = upcard
        self.phase = "bid1"
        self.turn = (dealer + 1) % NUM_POSITIONS
        self.passes = 0
        self.maker: int | None = None
        self.alone: bool | None = None
        self.discarded: str | None = None
        self.left_bower: str | None = None
        self.right_bower: str | None = None

    # -- trump and bowers --------------------------------------------------------------------

    def _set_trump(self, suit: str | None) -> None:
        assert suit is not None
        self.trump = suit
        self.right_bower = "J" + suit
        self.left_bower = "J" + SAME_COLOUR[suit]
        self.suit_of, self.suit_cards, self.strength, self._powers = _TABLES[suit]

    # -- decisions ---------------------------------------------------------------------------

    def _round_two_options(self) -> list[Option]:
        name_trump = _NAME_TRUMP[SUIT[self.upcard]]
        if self.turn == self.dealer:  # stick the dealer
            return [name_trump]
        return [_PASS, name_trump]

    def _phase_options(self) -> list[Option]:
        phase = self.phase
        if phase == "bid1":
            return [_PASS, _ORDER]
        if phase == "bid2":
            return self._round_two_options()
        if phase == "discard":
            held = list(self.holdings[self.dealer])
            held.remove(self.upcard)
            return [Option("discard", None, None, tuple(held))]  # positional: measurably faster
        return [_ALONE, _PARTNER]

    def _phase_actions(self) -> Sequence[Action]:
        phase = self.phase
        if phase == "bid1":
            return _BID1_ACTIONS
        if phase == "bid2":
            return _BID2_ACTIONS[SUIT[self.upcard], self.turn == self.dealer]
        if phase == "discard":
            upcard = self.upcard
            return [_DISCARD_ACTIONS[c] for c in self.holdings[self.dealer] if c != upcard]
        return _ALONE_ACTIONS

    def _apply_phase(self, pos: int, action: Action) -> list[dict[str, Any]]:
        # Each phase checks its own actions inline, exactly what options() admit, without building them.
        kind = action.kind
        card = action.card
        phase = self.phase
        if phase == "bid1":
            if card is not None or action.amount is not None or (kind != "pass" and kind != "order"):
                raise IllegalAction(self._refusal(action))
        elif phase == "bid2":
            if action.amount is not None or not (
                card is None and self.turn != self.dealer
                if kind == "pass"
                else kind == "trump" and card in _SUIT_LETTERS and card != SUIT[self.upcard]
            ):
                raise IllegalAction(self._refusal(action))
        elif phase == "discard":
            held = self.holdings[self.dealer]
            if action.amount is not None or kind != "discard" or card == self.upcard or card not in held:
                raise IllegalAction(self._refusal(action))
            held.remove(card)  # type: ignore[arg-type]
            self.holdings[self.dealer] = sort_cards(held)
            self.discarded = card
            self.phase = "alone"
            self.turn = self.maker
            return [{"type": "action", "pos": pos, "action": kind, "card": card}]
        elif card is not None or action.amount is not None or (kind != "alone" and kind != "partner"):
            raise IllegalAction(self._refusal(action))
        if kind == "pass":
            events: list[dict[str, Any]] = [{"type": "action", "pos": pos, "action": kind}]
            self.passes = passes = self.passes + 1
            if passes == NUM_POSITIONS:
                self.phase = "bid2"
                events.append({"type": "turnDown", "card": self.upcard})
            self.turn = (pos + 1) % NUM_POSITIONS
            return events
        if kind == "order":
            upcard = self.upcard
            dealer = self.dealer
            self.maker = pos
            self._set_trump(SUIT[upcard])
            self.holdings[dealer].append(upcard)
            self.phase = "discard"
            self.turn = dealer
            return [
                {"type": "action", "pos": pos, "action": kind},
                {"type": "pickUp", "pos": dealer, "card": upcard, "trump": self.trump},
            ]
        if kind == "trump":
            self.maker = pos
            self._set_trump(card)  # type: ignore[arg-type]
            self.phase = "alone"
            return [{"type": "action", "pos": pos, "action": kind, "card": card}]
        # alone or partner
        maker = self.maker
        assert maker is not None
        self.alone = alone = kind == "alone"
        if alone:
            self.active[(maker + 2) % NUM_POSITIONS] = False
            self.num_active = NUM_POSITIONS - 1
        self._start_play(self._next_active(self.dealer))
        return [
            {"type": "action", "pos": pos, "action": kind},
            {"type": "makers", "pos": maker, "trump": self.trump, "alone": alone},
        ]

    def legal_actions(self) -> Sequence[Action]:
        # The bidding phases answer first: the bench asks for these, and TrickHand's path costs a call more.
        phase = self.phase
        if phase == "bid1":
            return _BID1_ACTIONS
        if phase == "alone":
            return _ALONE_ACTIONS
        return super().legal_actions()

    def _refusal(self, action: Action) -> str:
        allowed = "; ".join(_describe(o) for o in self.options())
        if self.phase == "bid2" and action.kind == "pass" and self.turn == self.dealer:
            return f"{action}: stick the dealer - the dealer must name trump in round 2 ({allowed})"
        if self.phase == "bid2" and action.kind == "trump" and action.card == SUIT[self.upcard]:
            return f"{action}: the turned-down suit {SUIT_NAMES[action.card]} may not be named in round 2 ({allowed})"
        if self.phase == "discard" and action.kind == "discard":
            if action.card == self.upcard:
                return f"{action}: the dealer may not discard the upcard just taken ({allowed})"
            return f"{action}: the dealer does not hold that card ({allowed})"
        return f"{action}: not legal while euchre is in phase {self.phase} ({allowed})"

    def _phase_fallback(self) -> Action:
        opts = self.options()
        kinds = [o.kind for o in opts]
        if "pass" in kinds:
            return Action("pass")
        if self.phase == "bid1":
            return Action("order")
        if self.phase == "bid2":
            return Action("trump", card=opts[-1].cards[0])  # type: ignore[index]
        if self.phase == "discard":
            return Action("discard", card=lowest_card(opts[0].cards))  # type: ignore[arg-type]
        return Action("partner")

    # -- scoring -----------------------------------------------------------------------------

    def _finish(self) -> list[dict[str, Any]]:
        assert self.maker is not None
        side = self.maker % 2
        taken = self.tricks_won[side] + self.tricks_won[side + 2]
        makers, defenders = hand_points(taken, bool(self.alone))
        self.team_points[side] = makers
        self.team_points[1 - side] = defenders
        return [{"type": "score", "teamPoints": list(self.team_points), "tricks": list(self.tricks_won)}]

    def makers_made(self) -> bool:
        self._require_over()
        return self.team_points[self.maker % 2] > 0  # type: ignore[operator]

    def raw_numbers(self) -> dict[str, list[int]]:
        self._require_over()
        made = self.makers_made()
        side = self.maker % 2  # type: ignore[operator]
        return {
            "teamPoints": [self.team_points[p % 2] for p in range(NUM_POSITIONS)],
            "tricks": list(self.tricks_won),
            "bidsMade": [int(made and p % 2 == side) for p in range(NUM_POSITIONS)],
        }

    def _table_events(self) -> list[dict[str, Any]]:
        return [{"type": "upcard", "card": self.upcard}]

    def observation(self, position: int) -> dict[str, Any]:
        obs = self._base_observation(position)
        obs["upcard"] = self.upcard
        obs["maker"] = self.maker
        obs["alone"] = self.alone
        obs["partner"] = (position + 2) % NUM_POSITIONS
        obs["active"] = list(self.active)
        obs["biddingRound"] = 2 if self.passes >= NUM_POSITIONS else 1
        if position == self.dealer and self.discarded is not None:
            obs["discarded"] = self.discarded
        if self._over:
            obs["teamPoints"] = list(self.team_points)
        return obs


def _describe(option: Option) -> str:
    if option.cards:
        return f"{option.kind} {'/'.join(option.cards)}"
    return option.kind


RULES = (
    "Euchre: 24 cards (9 to A), four players in two partnerships (you sit opposite your partner), "
    "five cards each. Bidding: order up the upcard's suit as trump or pass; in the second round name "
    "another suit or pass. The maker may go alone. The jack of trump is the highest card, then the "
    "other jack of the same colour. Follow suit when you can; the makers need three of five tricks."
)


class EuchreVariant(TrickVariant):
    game_type = GameType(
        "euchre", "tricks", 4, 4, partnerships=True, house_seat="bids and follows suit sensibly", rules=RULES
    )

    def card_tables(self, trump: str | None) -> tuple[dict[str, str], dict[str, dict[str, int]]]:
        if trump is None:  # bidding: no bowers yet
            return super().card_tables(None)
        suit_of, _, _, powers = _TABLES[trump]
        return suit_of, powers

    def deck(self) -> list[str]:
        return list(DECK)

    def mirror_shift(self, seats: int) -> int:
        return 1  # swap the teams' cards (see the module docstring)

    def most_decisions(self, hand_index: int) -> int | None:
        # Both bidding rounds (the dealer is stuck in the second), going alone or not, 20 cards played;
        # ordering up in round one adds the dealer's discard but ends the bidding by then (at most 26).
        return 2 * NUM_POSITIONS + 1 + 20

    def longest_hand(self, seats: int) -> int:
        return self.most_decisions(0)  # every hand has the same bound

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> EuchreHand:
        dealer_position(button)
        rule = "a euchre deck is exactly the 24 cards 9 to A of each suit"
        if len(deck) != 24:
            raise ValueError(rule)
        return EuchreHand(deal_blocks(deck, 5, cards=_DECK_SET, rule=rule), deck[20], button)
