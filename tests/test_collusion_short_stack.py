"""The collusion audit prices a fold against the chips the folding seat could have won: on a chip-race
table a bet above its stack comes back to the bettor, so it is neither given up nor given to anyone."""

from __future__ import annotations

from fractions import Fraction

from test_review_mutants_audits import FOLD_AROUND, QUADS, ROTATED, _header, _race_hand

from cosino.diagnostics.collusion import collusion_audit
from cosino.primitives.cards import DECK

# Hand 1 deals positions 3, 4, 5, 0, 1 (slot 3, at position 2, busted in hand 0); position 4 gets four aces.
HOLES = {3: ["3c", "4d"], 4: ["As", "Ah"], 5: ["9c", "9d"], 0: ["8c", "8d"], 1: ["5c", "6d"]}
BOARD = ["Ad", "Ac", "Kh", "7d", "2s"]
ORDER = [3, 4, 5, 0, 1]
SPARE = [c for c in DECK if c not in {*BOARD, *(c for cards in HOLES.values() for c in cards)}]
DECK_1 = [HOLES[p][0] for p in ORDER] + [HOLES[p][1] for p in ORDER] + BOARD + SPARE


def _short_stack_folds_the_nuts_to_an_overbet() -> list[dict]:
    # Hand 0: slot 4 shoves 200 with four aces and the big blind (slot 3) calls and busts.
    shove = _race_hand(0, QUADS, [("raise", 200), *FOLD_AROUND, ("call",)], ROTATED, [200] * 6, 0)
    # Hand 1: slot 4 (401 chips, the small blind) limps in with everyone, it is checked to the river,
    # slot 4 bets its last 399 and slot 5 (the big blind, 198 behind) folds four aces; the rest fold.
    limps = [("call",), ("call",), ("call",), ("call",), ("check",)]
    actions = [*limps, *[("check",)] * 10, ("bet", 399), ("fold",), ("fold",), ("fold",), ("fold",)]
    river = _race_hand(1, DECK_1, actions, ROTATED, [200, 200, 199, 0, 401, 200], 1)
    return [dict(_header(2), variant="sixmax")] + shove + river + [{"type": "end"}]


def test_a_short_stack_folding_to_an_overbet_gives_up_only_what_it_could_win():
    audit = collusion_audit(_short_stack_folds_the_nuts_to_an_overbet())
    # Slot 5 could call 198 more, to 200 in all: it could win 200 of the bettor's 401 and the 2 of
    # each of the other four. Its aces win outright: 208 - 198 = 10 chips given up (the bet's 399
    # counted in full would make it 409 - 198 = 211), shared by what it could have won from each.
    assert sum(audit["surrender"][5]) == 10
    assert audit["surrender"][5][4] == Fraction(10 * 200, 206)
    assert [audit["surrender"][5][s] for s in (0, 1, 2)] == [Fraction(10 * 2, 206)] * 3
    # One fold, 10 chips over the 1 hand slot 5 met slot 4: below the dump bar of two big blinds
    # over four hands, so nothing is flagged.
    assert audit["flags"] == []
