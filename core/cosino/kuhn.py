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

from typing import Any, Sequence

from .game import Action, Hand, IllegalAction, Option, Variant

RANK_ORDER = "JQK"
_LETTER = {"check": "k", "bet": "b", "call": "c", "fold": "f"}


class KuhnHand(Hand):
    num_positions = 2

    def __init__(self, cards: Sequence[str]) -> None:
        self.cards = list(cards[:2])
        self.history = ""  # letters k/b/c/f
        self.contrib = [1, 1]

    def to_act(self) -> int | None:
        if self.is_over():
            return None
        return len(self.history) % 2

    def is_over(self) -> bool:
        return self.history in ("kk", "bc", "bf", "kbc", "kbf")

    def options(self) -> list[Option]:
        if self.is_over():
            return []
        if self.history.endswith("b"):
            return [Option("fold"), Option("call")]
        return [Option("check"), Option("bet")]

    def apply(self, action: Action) -> list[dict[str, Any]]:
        pos = self.to_act()
        if pos is None:
            raise IllegalAction("the hand is over: no one is on decision")
        if not self.is_legal(action):
            allowed = ", ".join(o.kind for o in self.options())
            raise IllegalAction(f"{action} is not legal in Kuhn after '{self.history}': choose {allowed}")
        self.history += _LETTER[action.kind]
        if action.kind in ("bet", "call"):
            self.contrib[pos] += 1
        events: list[dict[str, Any]] = [{"type": "action", "pos": pos, **action.to_json()}]
        if self.is_over():
            events.append(self._settle_event())
        return events

    def _winner(self) -> int:
        if self.history.endswith("f"):
            return 1 - (len(self.history) - 1) % 2
        return 0 if RANK_ORDER.index(self.cards[0][0]) > RANK_ORDER.index(self.cards[1][0]) else 1

    def _settle_event(self) -> dict[str, Any]:
        event: dict[str, Any] = {"type": "award", "pos": self._winner(), "pot": sum(self.contrib)}
        if not self.history.endswith("f"):
            event["showdown"] = list(self.cards)
        return event

    def nets(self) -> list[int]:
        if not self.is_over():
            raise IllegalAction("nets are defined only for a finished hand")
        w = self._winner()
        loss = self.contrib[1 - w]
        return [loss, -loss] if w == 0 else [-loss, loss]

    def swing_cap(self) -> int:
        return 2

    def start_events(self) -> list[dict[str, Any]]:
        return [{"type": "deal", "pos": p, "cards": [self.cards[p]]} for p in range(2)]

    def observation(self, position: int) -> dict[str, Any]:
        return {
            "game": "kuhn",
            "position": position,
            "cards": [self.cards[position]],
            "history": self.history,
            "pot": sum(self.contrib),
            "committed": list(self.contrib),
            "toAct": self.to_act(),
            "legal": [o.to_json() for o in self.options()] if self.to_act() == position else [],
        }

    def infoset_key(self, position: int) -> str:
        return f"{position}|{self.cards[position][0]}||{self.history}"


class KuhnVariant(Variant):
    name = "kuhn"
    family = "poker"
    min_seats = 2
    max_seats = 2

    def deck(self) -> list[str]:
        return ["Js", "Qs", "Ks"]

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> KuhnHand:
        if button != 0:
            raise ValueError("Kuhn's position 0 is always the first to act")
        return KuhnHand(deck)

    def starting_stack(self, seats: int) -> int:
        return 2
