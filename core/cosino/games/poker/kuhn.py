"""Kuhn poker, as OpenSpiel's ``kuhn_poker`` with its defaults.

Three cards (J, Q, K of spades), an ante of 1 each, one private card per position (position 0
first), one betting round in which position 0 acts first and at most one bet of 1 is made.

Swing cap 2: a position can put in its ante and at most one more chip (one bet of 1, no
raises), so it can lose at most 2; the game is zero-sum between two positions, so no position
can win more than the other loses, and |net| <= 2 (reached by ``bc`` at showdown).

>>> hand = KuhnVariant().new_hand(["Ks", "Js", "Qs"], [2, 2], 0, 0)
>>> for kind in ("bet", "call"):
...     _ = hand.apply(Action(kind))
>>> hand.nets(), hand.infoset_key(1)
([2, -2], '1|J||bc')
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from typing import Any, Sequence

from cosino.games.poker.limit import LETTER, HeadsUpLimitHand
from cosino.games.protocol import Action, GameType, Option, Variant

RANK_ORDER = "JQK"


ANTE = 1  # each position antes one chip


class KuhnHand(HeadsUpLimitHand):
    title = "Kuhn"
    game = "kuhn"
    max_loss = 2

    def __init__(self, cards: Sequence[str]) -> None:
        self.cards = list(cards[:2])
        self.letters = ""  # k/b/c/f
        self.contrib = [ANTE, ANTE]

    def history(self) -> str:
        return self.letters

    def to_act(self) -> int | None:
        if self.is_over():
            return None
        return len(self.letters) % 2

    def is_over(self) -> bool:
        return self.letters in ("kk", "bc", "bf", "kbc", "kbf")

    def options(self) -> list[Option]:
        if self.is_over():
            return []
        if self.letters.endswith("b"):
            return [Option("fold"), Option("call")]
        return [Option("check"), Option("bet")]

    def apply(self, action: Action) -> list[dict[str, Any]]:
        pos = self._judge(action)
        self.letters += LETTER[action.kind]
        if action.kind in ("bet", "call"):
            self.contrib[pos] += 1
        events: list[dict[str, Any]] = [{"type": "action", "pos": pos, **action.to_json()}]
        if self.is_over():
            events.append(self._settle_event())
        return events

    def _winner(self) -> int:
        if self.letters.endswith("f"):
            return 1 - (len(self.letters) - 1) % 2
        return 0 if RANK_ORDER.index(self.cards[0][0]) > RANK_ORDER.index(self.cards[1][0]) else 1

    def _settle_event(self) -> dict[str, Any]:
        event: dict[str, Any] = {"type": "award", "pos": self._winner(), "pot": sum(self.contrib)}
        if not self.letters.endswith("f"):
            event["showdown"] = list(self.cards)
        return event


RULES = (
    "Kuhn poker: a three-card deck (J < Q < K), two players, one private card each and an ante of 1. "
    "The first player checks or bets 1; facing a bet a player calls or folds. With no fold, the "
    "higher card takes the pot."
)


class KuhnVariant(Variant):
    game_type = GameType(
        "kuhn",
        "poker",
        2,
        2,
        exact_tree=True,
        diagnostics=("exploitability",),
        house_seat="the exact Nash strategy",
        bet_sizes=(1,),
        ante=ANTE,
        board_per_street=(0,),
        rules=RULES,
    )

    def deck(self) -> list[str]:
        return ["Js", "Qs", "Ks"]

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> KuhnHand:
        if button != 0:
            raise ValueError("Kuhn's position 0 is always the first to act")
        return KuhnHand(deck)

    def starting_stack(self, seats: int) -> int:
        return 2

    def longest_hand(self, seats: int) -> int:
        return 3  # check, bet, then call or fold

    def tree_deals(self) -> list[tuple[list[str], Fraction]]:
        """Deals for the exact game tree: the six orderings of the private cards, equally likely.

        >>> len(KuhnVariant().tree_deals())
        6
        """
        return [(list(pair), Fraction(1, 6)) for pair in permutations(self.deck(), 2)]


def nash_profile(alpha: Fraction = Fraction(1, 6)) -> dict[str, dict[str, Fraction]]:
    """The exact Kuhn equilibrium table for one ``alpha`` in [0, 1/3], by information-set key.

    Position 0 bets J with ``alpha``, never bets Q, bets K with ``3 alpha``, and after ``kb``
    calls with Q at ``alpha + 1/3``; position 1 (the same for every alpha) calls a bet with K
    always and Q a third of the time, and bets after a check with K always and J a third of the
    time. Every table of this family is an equilibrium worth -1/18 to position 0.

    >>> table = nash_profile()
    >>> table["0|K||"]["b"], table["0|Q||kb"]["c"], len(table)
    (Fraction(1, 2), Fraction(1, 2), 12)
    """
    a = Fraction(alpha)
    if not 0 <= a <= Fraction(1, 3):
        raise ValueError(f"Kuhn's equilibrium family needs 0 <= alpha <= 1/3, got {a}")
    third = Fraction(1, 3)

    def mix(first: str, second: str, p_second: Fraction) -> dict[str, Fraction]:
        return {first: 1 - p_second, second: p_second}

    return {
        "0|J||": mix("k", "b", a),
        "0|Q||": mix("k", "b", Fraction(0)),
        "0|K||": mix("k", "b", 3 * a),
        "0|J||kb": mix("f", "c", Fraction(0)),
        "0|Q||kb": mix("f", "c", a + third),
        "0|K||kb": mix("f", "c", Fraction(1)),
        "1|J||k": mix("k", "b", third),
        "1|Q||k": mix("k", "b", Fraction(0)),
        "1|K||k": mix("k", "b", Fraction(1)),
        "1|J||b": mix("f", "c", Fraction(0)),
        "1|Q||b": mix("f", "c", third),
        "1|K||b": mix("f", "c", Fraction(1)),
    }
