"""Where each slot sits: the one place an episode's seating follows from its seed.

The engine seats its first hand this way, and the store's leaderboard, which reads results files
and never the replay, finds a partnership game's teams from it (partners sit at positions 0 and
2, 1 and 3, every hand). A league's kept state names this module in its code digest, so a change
to the rule rebuilds the published tables.

>>> table_seating(1, 4) == table_seating(1, 4), sorted(table_seating(7, 6))
(True, [0, 1, 2, 3, 4, 5])
"""

from __future__ import annotations

from cosino.primitives.rng import Rng, derive


def table_seating(seed: int, slots: int) -> list[int]:
    """The slot at each table position of the episode's first hand."""
    return Rng(derive(seed, "seating")).permutation(slots)
