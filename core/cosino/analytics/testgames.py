"""Small games for testing the analytics: one-shot matrix games and three-player Kuhn.

A matrix game is played as two moves where the second player cannot see the first: its one
information set holds every node, so the tree is a simultaneous game written sequentially.

>>> from cosino.analytics.reach import exploitability, expected_payoffs
>>> rps = rock_paper_scissors()
>>> exploitability(rps, {}).value, rps.nash_value()
(Fraction(0, 1), [0, 0])
>>> exploitability(battle_of_the_sexes(), {}).metric
'nash_conv'
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from typing import Any, Sequence

from cosino.analytics.tree import GameState, GameTree, Number


class _MatrixState(GameState):
    __slots__ = ("game", "moves")

    def __init__(self, game: "MatrixGame", moves: tuple[str, ...]) -> None:
        self.game = game
        self.moves = moves

    def is_terminal(self) -> bool:
        return len(self.moves) == 2

    def current_player(self) -> int:
        return len(self.moves)

    def infoset_key(self) -> str:
        return f"{len(self.moves)}|"  # the second mover never sees the first move

    def legal_actions(self) -> list[str]:
        return list(self.game.labels[len(self.moves)])

    def child(self, action: Any) -> "_MatrixState":
        return _MatrixState(self.game, self.moves + (action,))

    def returns(self) -> list[Number]:
        r = self.game.labels[0].index(self.moves[0])
        c = self.game.labels[1].index(self.moves[1])
        return list(self.game.payoffs[r][c])


class MatrixGame(GameTree):
    """A two-player one-shot game: ``payoffs[row][col] = (u0, u1)``."""

    def __init__(
        self,
        name: str,
        labels: tuple[Sequence[str], Sequence[str]],
        payoffs: Sequence[Sequence[tuple[Number, Number]]],
        value: Sequence[Number] | None = None,
    ) -> None:
        self.name = name
        self.num_players = 2
        self.labels = (tuple(labels[0]), tuple(labels[1]))
        self.payoffs = [list(row) for row in payoffs]
        self.zero_sum = all(sum(cell) == 0 for row in self.payoffs for cell in row)
        self._value = list(value) if value is not None else None

    def root(self) -> GameState:
        return _MatrixState(self, ())

    def nash_value(self) -> list[Number] | None:
        return list(self._value) if self._value is not None else None


def rock_paper_scissors() -> MatrixGame:
    """Rock-paper-scissors, +1/-1, value [0, 0]; actions ``R``, ``P``, ``S``."""
    beats = {("R", "S"), ("S", "P"), ("P", "R")}
    acts = ("R", "P", "S")
    pay = [[(1, -1) if (a, b) in beats else (-1, 1) if (b, a) in beats else (0, 0) for b in acts] for a in acts]
    return MatrixGame("rock_paper_scissors", (acts, acts), pay, [0, 0])


def battle_of_the_sexes() -> MatrixGame:
    """A two-player general-sum coordination game: actions ``O`` (opera) and ``F`` (football).

    Pure equilibria (O, O) paying (3, 2) and (F, F) paying (2, 3); a mixed one at (3/5, 2/5).
    """
    pay = [[(3, 2), (0, 0)], [(0, 0), (2, 3)]]
    return MatrixGame("battle_of_the_sexes", (("O", "F"), ("O", "F")), pay)


# --- three-player Kuhn (OpenSpiel's kuhn_poker with players=3) --------------------------------

_RANKS = "JQKA"


class _Kuhn3State(GameState):
    __slots__ = ("cards", "history")

    def __init__(self, cards: tuple[int, ...] | None, history: str) -> None:
        self.cards = cards
        self.history = history

    def is_chance(self) -> bool:
        return self.cards is None

    def chance_outcomes(self) -> list[tuple[Any, Number]]:
        deals = list(permutations(range(4), 3))
        return [(d, Fraction(1, len(deals))) for d in deals]

    def is_terminal(self) -> bool:
        if self.cards is None:
            return False
        h = self.history
        if "b" not in h:
            return len(h) == 3
        return len(h) == h.index("b") + 3  # everyone after the bettor has answered

    def current_player(self) -> int:
        return len(self.history) % 3

    def infoset_key(self) -> str:
        p = self.current_player()
        return f"{p}|{_RANKS[self.cards[p]]}||{self.history}"  # type: ignore[index]

    def legal_actions(self) -> list[str]:
        return ["f", "c"] if "b" in self.history else ["k", "b"]

    def child(self, action: Any) -> "_Kuhn3State":
        if self.cards is None:
            return _Kuhn3State(tuple(action), "")
        return _Kuhn3State(self.cards, self.history + action)

    def returns(self) -> list[Number]:
        h = self.history
        contrib = [1, 1, 1]
        if "b" in h:
            in_pot = []
            for i, ch in enumerate(h):
                p = i % 3
                if ch in "bc":
                    contrib[p] += 1
                    in_pot.append(p)
            live = in_pot
        else:
            live = [0, 1, 2]
        winner = max(live, key=lambda p: self.cards[p])  # type: ignore[index]
        pot = sum(contrib)
        return [pot - contrib[p] if p == winner else -contrib[p] for p in range(3)]


class ThreePlayerKuhn(GameTree):
    """Kuhn poker for three players: cards J Q K A, ante 1, one bet of 1, turns in seat order."""

    name = "kuhn3"
    num_players = 3
    zero_sum = True

    def root(self) -> GameState:
        return _Kuhn3State(None, "")


def three_player_kuhn() -> ThreePlayerKuhn:
    return ThreePlayerKuhn()


# --- Kuhn dealt card by card: chance below the root -------------------------------------------

_KUHN_ENDS = {"kk": 1, "bc": 2, "kbc": 2, "bf": 0, "kbf": 0}  # terminal history -> stake (0: a fold)


class _LateKuhnState(GameState):
    __slots__ = ("cards", "history")

    def __init__(self, cards: tuple[int, ...], history: str) -> None:
        self.cards = cards
        self.history = history

    def is_chance(self) -> bool:
        # Player 0's card at the root; player 1's only after player 0's first action.
        return len(self.cards) == 0 or (len(self.cards) == 1 and len(self.history) == 1)

    def chance_outcomes(self) -> list[tuple[Any, Number]]:
        left = [c for c in range(3) if c not in self.cards]
        return [(c, Fraction(1, len(left))) for c in left]

    def is_terminal(self) -> bool:
        return self.history in _KUHN_ENDS

    def current_player(self) -> int:
        return len(self.history) % 2

    def infoset_key(self) -> str:
        p = self.current_player()
        return f"{p}|{_RANKS[self.cards[p]]}||{self.history}"

    def legal_actions(self) -> list[str]:
        return ["f", "c"] if self.history.endswith("b") else ["k", "b"]

    def child(self, action: Any) -> "_LateKuhnState":
        if self.is_chance():
            return _LateKuhnState(self.cards + (action,), self.history)
        return _LateKuhnState(self.cards, self.history + action)

    def returns(self) -> list[Number]:
        stake = _KUHN_ENDS[self.history]
        if stake == 0:  # the last to act folded: the other wins the ante
            folder = (len(self.history) - 1) % 2
            return [1, -1] if folder == 1 else [-1, 1]
        win = 0 if self.cards[0] > self.cards[1] else 1
        return [stake, -stake] if win == 0 else [-stake, stake]


class LateDealKuhn(GameTree):
    """Kuhn poker (same keys and actions as the ``kuhn`` variant) with player 1's card dealt only
    after player 0's first action: the same game, its chance below the root. Value [-1/18, 1/18].

    >>> from cosino.analytics.reach import best_responses
    >>> from cosino.games.poker.kuhn import nash_profile
    >>> best_responses(LateDealKuhn(), nash_profile())
    [Fraction(-1, 18), Fraction(1, 18)]
    """

    name = "kuhn-late-deal"
    num_players = 2
    zero_sum = True

    def root(self) -> GameState:
        return _LateKuhnState((), "")

    def nash_value(self) -> list[Number] | None:
        return [Fraction(-1, 18), Fraction(1, 18)]
