"""Review: the exact analytics on profiles at the edge of what they accept."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.analytics import compiled_variant
from cosino.analytics.reach import best_responses, exploitability_2p_zerosum, nash_conv
from cosino.analytics.tree import GameTreeError, checked_row
from cosino.games.poker.kuhn import nash_profile

KUHN = compiled_variant("kuhn")


def test_rows_short_of_one_by_the_tolerance_are_rescaled_not_used_as_given():
    # Player 0's rows sum to 1 - 1e-7 (accepted): used as given, the 2p metric and NashConv came out -1.9e-8.
    shrink = 1 - Fraction(1, 10**7)
    prof = {k: {a: p * shrink for a, p in row.items()} if k[0] == "0" else row for k, row in nash_profile().items()}
    assert exploitability_2p_zerosum(KUHN, prof, KUHN.game.nash_value()) == 0
    assert nash_conv(KUHN, prof) == 0
    assert best_responses(KUHN, prof) == [Fraction(-1, 18), Fraction(1, 18)]


def test_checked_row_sums_to_one_and_still_refuses_what_it_refused():
    assert checked_row("k", {"a": 0.3333333, "b": 0.6666666}, ["a", "b"]) == pytest.approx([1 / 3, 2 / 3], abs=1e-15)
    assert checked_row("k", {"a": Fraction(1, 2), "b": Fraction(1, 2)}, ["a", "b"]) == [Fraction(1, 2)] * 2
    for bad in ({"a": 0, "b": 0}, {"a": float("nan"), "b": 1}, {"a": float("inf"), "b": 0}, {"a": 1.1, "b": 0}):
        with pytest.raises(GameTreeError):
            checked_row("k", bad, ["a", "b"])
