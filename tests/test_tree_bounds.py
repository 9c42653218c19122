"""The tree compiler's memory besides its node count: a game too deep, too wide or with keys too
long is refused in one message within a second, before it holds gigabytes (chess through the
OpenSpiel bridge took 9 GB and 157 s before these bounds)."""

from __future__ import annotations

import pytest
from support.cpu import assert_within_cpu

from cosino.analytics import tree as tr


class Endless(tr.GameState):
    """Player 0 alone picks among ``width`` moves for ever; keys are the history (perfect recall)."""

    def __init__(self, width: int, history: str = "", pad: int = 0) -> None:
        self.width, self.history, self.pad = width, history, pad

    def is_terminal(self) -> bool:
        return False

    def is_chance(self) -> bool:
        return False

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return "x" * self.pad + self.history

    def legal_actions(self) -> list[str]:
        return [str(a) for a in range(self.width)]

    def child(self, action) -> "Endless":
        return Endless(self.width, f"{self.history}.{action}", self.pad)

    def returns(self) -> list:
        return [0]


class EndlessGame(tr.GameTree):
    name = "endless"
    num_players = 1
    zero_sum = False

    def __init__(self, width: int, pad: int = 0) -> None:
        self.width, self.pad = width, pad

    def root(self) -> tr.GameState:
        return Endless(self.width, "", self.pad)


@pytest.mark.parametrize(
    "game,needle",
    [
        (EndlessGame(1), "history longer than 2000 characters"),  # a chain: only the path grows
        (EndlessGame(400), "more than 20000 states wait"),  # wide and deep: the stack grows
        (EndlessGame(2, pad=100_000), "keys pass 20000000 characters"),  # long keys, few nodes
    ],
)
def test_a_game_too_large_to_hold_is_refused_quickly(game, needle):
    def work():
        with pytest.raises(tr.GameTreeError, match=needle):
            tr.compile_tree(game)

    assert_within_cpu(work, 10)  # the node limit alone took minutes to reach on these


def test_the_bounds_leave_room_for_the_games_we_solve():
    from cosino.analytics.tree import compiled_variant

    for name in ("kuhn", "leduc"):
        assert compiled_variant(name).num_sequences > 0
