"""Leduc poker, as OpenSpiel's ``leduc_poker`` with its defaults.

Six cards (J, Q, K in spades and hearts), an ante of 1 each, one private card per position
(position 0 first). Round 1 has a fixed wager of 2, round 2 a fixed wager of 4, and each round
allows at most two wagers (a bet and one raise). Position 0 opens both rounds. When both are
still in after round 1, one public board card (deck[2]) is turned. At showdown a private card
pairing the board wins; otherwise the higher rank wins; equal ranks split the pot.

Action letters as in :mod:`cosino.games.poker.limit`. Fold is offered only to a position facing a wager.

>>> hand = LeducVariant().new_hand(["Ks", "Js", "Kh", "Qs", "Qh", "Jh"], [13, 13], 0, 0)
>>> for kind in ("check", "bet", "call", "bet", "raise", "call"):
...     _ = hand.apply(Action(kind))
>>> hand.nets(), hand.infoset_key(1)
([11, -11], '1|J|K|kbc/brc')
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from typing import Any, Sequence

from cosino.games.poker.limit import LETTER, HeadsUpLimitHand
from cosino.games.protocol import Action, GameType, Option, Variant

RANK_ORDER = "JQK"
ANTE = 1
WAGER = (2, 4)  # fixed bet/raise size in round 1 and round 2
MAX_WAGERS = 2  # a bet and one raise per round


class LeducHand(HeadsUpLimitHand):
    title = "Leduc"
    game = "leduc"
    # A position loses at most what it put in: ante 1, plus round 1's bet and raise (2 + 2)
    # called at most to 1 + 4 = 5, plus round 2's bet and raise (4 + 4) = 8: 5 + 8 = 13.
    # Zero-sum between two positions, so no one can win more than the other loses: |net| <= 13.
    max_loss = 13

    def __init__(self, cards: Sequence[str]) -> None:
        if len(cards) < 3:
            raise ValueError("a Leduc deal needs three cards: two private cards and the board")
        self.cards = list(cards[:2])
        self.board_card = cards[2]
        self.rounds: list[str] = [""]  # action letters per round
        self.contrib = [ANTE, ANTE]
        self.folded: int | None = None

    # -- state -------------------------------------------------------------------------------
    def _round(self) -> int:
        return len(self.rounds) - 1

    def _wagers(self) -> int:
        return sum(1 for ch in self.rounds[-1] if ch in "br")

    def _round_closed(self) -> bool:
        h = self.rounds[-1]
        # A round ends on a call, or on a check answering a check.
        return h.endswith("c") or h == "kk"

    def board(self) -> str | None:
        """The turned board card, or None while round 1 is running (or after a fold in it)."""
        return self.board_card if len(self.rounds) == 2 else None

    def history(self) -> str:
        return "/".join(self.rounds)

    def is_over(self) -> bool:
        return self.folded is not None or (self._round() == 1 and self._round_closed())

    def to_act(self) -> int | None:
        if self.is_over():
            return None
        return len(self.rounds[-1]) % 2  # position 0 opens every round, then turns alternate

    def options(self) -> list[Option]:
        if self.is_over():
            return []
        if self._wagers() == 0:
            return [Option("check"), Option("bet")]
        opts = [Option("fold"), Option("call")]
        if self._wagers() < MAX_WAGERS:
            opts.append(Option("raise"))
        return opts

    def apply(self, action: Action) -> list[dict[str, Any]]:
        pos = self._judge(action)
        size = WAGER[self._round()]
        if action.kind == "fold":
            self.folded = pos
        elif action.kind == "call":
            self.contrib[pos] = self.contrib[1 - pos]
        elif action.kind == "bet":
            self.contrib[pos] += size
        elif action.kind == "raise":
            self.contrib[pos] = self.contrib[1 - pos] + size
        self.rounds[-1] += LETTER[action.kind]
        events: list[dict[str, Any]] = [{"type": "action", "pos": pos, **action.to_json()}]
        if self.folded is None and self._round() == 0 and self._round_closed():
            self.rounds.append("")
            events.append({"type": "board", "cards": [self.board_card]})
        if self.is_over():
            events.extend(self._settle_events())
        return events

    # -- settlement ----------------------------------------------------------------------------
    def _strength(self, pos: int) -> tuple[int, int]:
        rank = self.cards[pos][0]
        return (1 if rank == self.board_card[0] else 0, RANK_ORDER.index(rank))

    def _winner(self) -> int | None:
        """The winning position, or None for a split pot."""
        if self.folded is not None:
            return 1 - self.folded
        s0, s1 = self._strength(0), self._strength(1)
        if s0 == s1:
            return None
        return 0 if s0 > s1 else 1

    def _settle_events(self) -> list[dict[str, Any]]:
        pot = sum(self.contrib)
        show = {} if self.folded is not None else {"showdown": list(self.cards)}
        w = self._winner()
        if w is None:
            # At showdown both contributed equally, so the pot halves exactly (no odd chip).
            return [{"type": "award", "pos": p, "pot": pot // 2, **show} for p in (0, 1)]
        return [{"type": "award", "pos": w, "pot": pot, **show}]

    def _public(self) -> dict[str, Any]:
        board = self.board()
        return {"board": [board] if board else [], "round": self._round() + 1}


RULES = (
    "Leduc poker: six cards (two each of J, Q, K), two players, an ante of 1 and one private card "
    "each. Two betting rounds with fixed sizes (2 in the first, 4 in the second) and at most one bet "
    "and one raise per round; one shared board card is shown between them. A pair with the board "
    "wins, otherwise the higher private card."
)


class LeducVariant(Variant):
    game_type = GameType(
        "leduc",
        "poker",
        2,
        2,
        exact_tree=True,
        diagnostics=("exploitability", "luck"),
        house_seat="a CFR+ profile",
        bet_sizes=(2, 4),
        ante=ANTE,
        board_per_street=(0, 1),
        rules=RULES,
    )

    def deck(self) -> list[str]:
        return ["Js", "Jh", "Qs", "Qh", "Ks", "Kh"]

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> LeducHand:
        if button != 0:
            raise ValueError("Leduc's position 0 is always the first to act")
        return LeducHand(deck)

    def starting_stack(self, seats: int) -> int:
        return 13

    def longest_hand(self, seats: int) -> int:
        return 8  # each of two rounds: check, bet, raise, call

    def tree_deals(self) -> list[tuple[list[str], Fraction]]:
        """Deals for the exact game tree: one per (rank 0, rank 1, board rank), with its chance.

        Suits never matter in Leduc, so card deals that agree on ranks are merged.

        >>> deals = LeducVariant().tree_deals()
        >>> len(deals), sum(p for _, p in deals)
        (24, Fraction(1, 1))
        """
        deck = self.deck()
        weight: dict[tuple[str, str, str], int] = {}
        sample: dict[tuple[str, str, str], list[str]] = {}
        for triple in permutations(deck, 3):
            ranks = tuple(c[0] for c in triple)
            weight[ranks] = weight.get(ranks, 0) + 1  # type: ignore[index]
            sample.setdefault(ranks, list(triple))  # type: ignore[arg-type]
        total = 6 * 5 * 4
        return [
            (sample[r], Fraction(weight[r], total))
            for r in sorted(weight, key=lambda r: [RANK_ORDER.index(x) for x in r])
        ]
