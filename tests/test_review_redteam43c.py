"""Red team 43c: gaming the league's ranking (the store's published board and the league table).

Each test names what it checks and failed before its fix.

The store's board took Elo in episode-id order. An id begins with its variant (``kuhn-...``,
``leduc-...``), so every episode of one variant came before every episode of the next, and Elo, which
weighs recent results most, ranked the family by the variant whose name sorts last: two agents with 40
wins each (one winning every Kuhn episode, the other every Leduc one) stood at 1297.33 and 1702.67,
with 26 episodes needed to swap them. docs/league.md says comparing by order lets one table weigh a
family's variants equally; the board now takes each episode's Elo step at a place drawn from its id.
"""

from __future__ import annotations

from fractions import Fraction

from cosino.league.table import leaderboards


def _heads_up(variant: str, alice_wins: bool) -> dict:
    scores = [Fraction(3, 4), Fraction(1, 4)] if alice_wins else [Fraction(1, 4), Fraction(3, 4)]
    net = [1, -1] if alice_wins else [-1, 1]
    return {
        "variant": variant,
        "agents": ["alice", "bob"],
        "scores": scores,
        "win": [alice_wins, not alice_wins],
        "net": net,
        "scoredHands": 2,
    }


def test_the_store_board_weighs_a_familys_variants_alike_whatever_their_names():
    """Alice wins every Kuhn episode and Bob every Leduc one, 40 each, listed in id order as the
    scheduled function lists them: their Elo must stay close, not follow the variant sorting last."""
    results, keys = [], []
    for variant, alice_wins in (("kuhn", True), ("leduc", False)):
        for i in range(40):
            results.append(_heads_up(variant, alice_wins))
            keys.append(f"{variant}-{i:04d}{'0' * 16}")
    board = leaderboards(results, bootstrap=0, keys=keys)
    elo = {row["agent"]: row["elo"] for row in board["families"]["poker"]["table"]}
    assert abs(elo["alice"] - elo["bob"]) < 100, elo
