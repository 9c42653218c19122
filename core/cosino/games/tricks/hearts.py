"""Hearts for four, one deal per hand (OpenSpiel's ``hearts`` with ``qs_breaks_hearts=False``).

Rules as implemented:

* 13 cards each; position p receives the deck's cards 13p .. 13p+12.
* Passing: three cards go left (to p + 1), right (to p + 3), across (to p + 2), or nowhere
  (hold), cycling in that order. The direction is chosen by the hand index; on a duplicate
  table both hands of a pair share it, ``DIRECTIONS[(hand_index // 2) % 4]``, so a slot in the
  mirror hand faces exactly its counterpart's problem. Each position in turn, starting left of
  the dealer, passes three cards one at a time with ``Action("pass", card=...)``; the cards
  change hands when all twelve are chosen.
* The holder of the two of clubs leads it to the first trick. On the first trick a position
  void in clubs may not play a heart or the queen of spades unless it holds nothing else.
* Hearts may not be led until a heart has been played, unless the leader holds only hearts
  (the queen of spades does not break hearts).
* Each heart taken counts 1 point and the queen of spades 13 (26 in all). A position that
  takes all 26 shoots the moon: it scores 0 and every other position 26.
* ``net_h[i] = mean(points) - points[i]`` (exact; the mean is 13/2, or 39/2 after a moon).

Fallback for an invalid response: the lowest card (cosino.primitives.cards order: rank first, then suit
c < d < h < s) among the legal passes or plays.

Duplicate: the default mirror (a rotation by two) gives each slot the cards of the position
across; there are no partnerships to keep apart.

>>> from cosino.primitives.cards import full_deck
>>> hand = HeartsVariant().new_hand(full_deck(), [0] * 4, 0, 3)
>>> hand.direction, hand.to_act(), hand.options()[0].cards[:4]
('right', 1, ('6c', '7c', '8c', '5d'))
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from cosino.games.protocol import Action, GameType, IllegalAction, Option
from cosino.games.tricks.base import (
    NUM_POSITIONS,
    SUIT,
    TrickHand,
    TrickVariant,
    deal_blocks,
    dealer_position,
    hand_number,
    lowest_card,
    quarters,
    sort_cards,
)
from cosino.primitives.cards import full_deck

DIRECTIONS = ("left", "right", "across", "hold")
OFFSET = {"left": 1, "right": 3, "across": 2, "hold": 0}
PASS_COUNT = 3
QUEEN = "Qs"
TOTAL_POINTS = 26


def card_points(card: str) -> int:
    """Penalty points a card carries: a heart 1, the queen of spades 13."""
    if card == QUEEN:
        return 13
    return 1 if SUIT[card] == "h" else 0


def direction_for(hand_index: int, duplicate: bool = True) -> str:
    """The passing direction of a hand (shared by both hands of a duplicate pair)."""
    step = hand_index // 2 if duplicate else hand_index
    return DIRECTIONS[step % 4]


POINTS = {c: card_points(c) for c in SUIT}
# Card sets for filtering a holding in C (see tricks.SUIT_CARDS).
_NO_POINTS = frozenset(c for c in SUIT if not POINTS[c])
_PASS_ACTIONS = {c: Action("pass", None, c) for c in SUIT}  # legal_actions() of the passing, shared

# Swing cap. Without a moon the points sum to 26 and no position takes all 26, so each
# points[i] lies in [0, 25], the mean is 13/2 and net_h[i] in [13/2 - 25, 13/2] within
# [-19.5, 19.5]. After a moon the points are 0 once and 26 three times, the mean is 39/2,
# and net_h is 39/2 for the shooter and -13/2 for the rest. So |net_h| <= 39/2, reached by
# the moon: the cap 19.5 is tight.
SWING_CAP = Fraction(39, 2)


class HeartsHand(TrickHand):
    __slots__ = ("direction", "points", "final_points", "moon", "passed", "received", "_pass_actions")

    game = "hearts"
    max_swing = SWING_CAP

    def __init__(self, holdings: list[list[str]], dealer: int, direction: str) -> None:
        super().__init__(holdings, dealer)
        self.direction = direction
        self.breaks = "h"
        self.points = [0, 0, 0, 0]
        self.final_points: list[int] | None = None
        self.moon: int | None = None
        self.passed: list[list[str]] = [[], [], [], []]
        self.received: list[list[str]] = [[], [], [], []]
        self._pass_actions: tuple[Action, ...] | None = None  # legal_actions() of the passer on turn, kept
        if direction == "hold":
            self._start_play(self._two_of_clubs_holder())
        else:
            self.phase = "pass"
            self.turn = (dealer + 1) % NUM_POSITIONS

    def _two_of_clubs_holder(self) -> int:
        return next(p for p in range(NUM_POSITIONS) if "2c" in self.holdings[p])

    # -- play rules ---------------------------------------------------------------------------

    def _legal_lead(self, pos: int, holding: list[str]) -> list[str]:
        if not self.completed:
            return ["2c"]
        if self._broken:  # a lead starts a trick, so the finished tricks tell
            return list(holding)
        suits = self._suits[pos]
        return suits["c"] + suits["d"] + suits["s"] or list(holding)  # the holding's order: c, d, h, s

    def _legal_discard(self, pos: int, holding: list[str]) -> list[str]:
        if not self.completed:
            return list(filter(_NO_POINTS.__contains__, holding)) or list(holding)
        return list(holding)

    def _lead_rule(self) -> str:
        if not self.completed:
            return "the two of clubs leads the first trick"
        return "hearts are not broken and the leader holds another suit"

    def _why_not(self, pos: int, card: str | None, legal: list[str]) -> str:
        if self._cards and not self.completed and card in self.holdings[pos] and SUIT[card] != self.led:
            if card_points(card) and not any(SUIT[c] == self.led for c in self.holdings[pos]):
                return (
                    f"play {card}: no points on the first trick while another card is held (legal: {' '.join(legal)})"
                )
        return super()._why_not(pos, card, legal)

    def _score_trick(self, done: dict[str, Any], cards: list[str]) -> None:
        a, b, c, d = cards  # every position plays to each trick
        pts = POINTS[a] + POINTS[b] + POINTS[c] + POINTS[d]
        self.points[self.best_pos] += pts
        done["points"] = pts

    # -- protocol -----------------------------------------------------------------------------

    def _phase_options(self) -> list[Option]:
        return [Option("pass", None, None, tuple(self.holdings[self.turn]))]  # type: ignore[index]

    def _phase_actions(self) -> Sequence[Action]:
        # Built once per passer and cut as it passes: a passer asks three times, its holding shrinks by one.
        acts = self._pass_actions
        if acts is None:
            acts = self._pass_actions = tuple(map(_PASS_ACTIONS.__getitem__, self.holdings[self.turn]))  # type: ignore[index]
        return acts

    def _apply_phase(self, pos: int, action: Action) -> list[dict[str, Any]]:
        if action.kind != "pass" or action.amount is not None:
            raise IllegalAction(f"{action}: hearts is passing {self.direction}; pass one card with 'pass'")
        card = action.card
        holding = self.holdings[pos]
        try:
            at = holding.index(card)  # type: ignore[arg-type]
        except ValueError:
            raise IllegalAction(
                f"pass {card}: position {pos} does not hold that card (legal: {' '.join(holding)})"
            ) from None
        del holding[at]
        passed = self.passed[pos]
        passed.append(card)  # type: ignore[arg-type]
        events: list[dict[str, Any]] = [{"type": "action", "pos": pos, "action": "pass", "card": card}]
        if len(passed) < PASS_COUNT:
            acts = self._pass_actions
            if acts is not None:  # the same passer goes on: its actions in holding order, less this card
                self._pass_actions = acts[:at] + acts[at + 1 :]
            return events
        self._pass_actions = None
        if pos != self.dealer:
            self.turn = (pos + 1) % NUM_POSITIONS
            return events
        shift = OFFSET[self.direction]
        for giver in range(NUM_POSITIONS):
            taker = (giver + shift) % NUM_POSITIONS
            self.received[taker] = list(self.passed[giver])
            self.holdings[taker] = sort_cards(self.holdings[taker] + self.passed[giver])
        for taker in range(NUM_POSITIONS):
            events.append(
                {
                    "type": "receive",
                    "pos": taker,
                    "from": (taker - shift) % NUM_POSITIONS,
                    "cards": list(self.received[taker]),
                }
            )
        self._start_play(self._two_of_clubs_holder())
        return events

    def _phase_fallback(self) -> Action:
        return Action("pass", card=lowest_card(self.holdings[self.turn]))  # type: ignore[index]

    def _finish(self) -> list[dict[str, Any]]:
        final = list(self.points)
        for p in range(NUM_POSITIONS):
            if self.points[p] == TOTAL_POINTS:
                self.moon = p
                final = [0 if q == p else TOTAL_POINTS for q in range(NUM_POSITIONS)]
        self.final_points = final
        event: dict[str, Any] = {"type": "score", "points": list(final), "tricks": list(self.tricks_won)}
        if self.moon is not None:
            event["moon"] = self.moon
        return [event]

    def nets(self) -> list[Fraction]:
        self._require_over()
        pts = self.final_points
        assert pts is not None
        total = sum(pts)
        return quarters([total - NUM_POSITIONS * p for p in pts])  # mean - p = (total - 4p) / 4

    def raw_numbers(self) -> dict[str, list[int]]:
        self._require_over()
        return {"points": list(self.final_points or []), "tricks": list(self.tricks_won)}

    def _table_events(self) -> list[dict[str, Any]]:
        return [{"type": "passDirection", "direction": self.direction}]

    def observation(self, position: int) -> dict[str, Any]:
        obs = self._base_observation(position)
        obs["passDirection"] = self.direction
        obs["passed"] = list(self.passed[position])
        obs["received"] = list(self.received[position]) if self.phase != "pass" else []
        obs["heartsBroken"] = self.broken
        obs["pointsTaken"] = list(self.points)
        if self._over:
            obs["points"] = list(self.final_points or [])
        return obs


RULES = (
    "Hearts: 52 cards, four players each on their own, thirteen cards each. Pass three cards as "
    "directed, then play tricks, following suit when you can. Each heart taken costs a point and the "
    "queen of spades thirteen; taking all of them (shooting the moon) turns that around. Fewer points "
    "is better."
)


class HeartsVariant(TrickVariant):
    game_type = GameType(
        "hearts", "tricks", 4, 4, diagnostics=("softplay",), house_seat="ducks and dumps points", rules=RULES
    )

    penalty_points = POINTS

    def deck(self) -> list[str]:
        return full_deck()

    def most_decisions(self, hand_index: int) -> int | None:
        passes = 0 if direction_for(hand_index, self.duplicate) == "hold" else NUM_POSITIONS * PASS_COUNT
        return passes + 52

    def longest_hand(self, seats: int) -> int:
        return max(self.most_decisions(i) for i in range(2 * len(DIRECTIONS)))  # one cycle of directions

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> HeartsHand:
        dealer_position(button)
        hand_number(hand_index)
        return HeartsHand(deal_blocks(deck, 13), button, direction_for(hand_index, self.duplicate))
