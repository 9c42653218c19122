"""Seeds an outside agent cannot search for.

A seed deals every card of its episode (a league's seed, every card of the league). An agent
run by someone else sees its own cards, so with a small seed it can try seeds until one deals
them, and then knows every other hand and board. With a seat whose kind sends observations out
of the arena (:data:`cosino_runtime.seats.registry.OUTSIDE_KINDS`), a seed below
:data:`SEARCHABLE_BELOW` is refused, and a missing one is drawn here from the operating system.
Above that floor nothing can tell a random seed from a chosen one; drawing it is the operator's part.

>>> SEARCHABLE_BELOW <= secret_seed() < SECRET_SEED_END
True
>>> searchable(1), searchable(SEARCHABLE_BELOW)
(True, False)
"""

from __future__ import annotations

import secrets

from cosino.arena.episode import MAX_SEED  # the largest seed one episode takes

# 2^48 candidates at a few SHA-256 blocks each is about a day of a few GPUs (docs/league.md);
# anything smaller is a search on one laptop.
SEARCHABLE_BELOW = 2**48
SECRET_SEED_END = MAX_SEED + 1  # drawn seeds stay below it, as the API's secret seeds do


def secret_seed() -> int:
    """A fresh seed from the operating system's generator, never below the searchable floor."""
    return SEARCHABLE_BELOW + secrets.randbelow(SECRET_SEED_END - SEARCHABLE_BELOW)


def searchable(seed: int) -> bool:
    """Whether an outside agent could find ``seed`` by trying every smaller one."""
    return seed < SEARCHABLE_BELOW
