"""All 10,000 Pluribus hands replay through our engine to their logged finishing stacks."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from cosino.formats.phh import loads, replay

DATA = Path(__file__).resolve().parent / "data" / "pluribus.phhs"
# hand label -> the two seats (PHH indices) that split an odd pot; the first is left of the button
ODD_SPLITS = {"280", "3333", "4081", "5747", "7268", "8512", "8808", "8818"}


@pytest.fixture(scope="module")
def results():
    if not DATA.exists():
        pytest.skip(f"{DATA} is missing")
    hands = loads(DATA.read_text(encoding="utf-8"), source=DATA.name)
    return [(h, replay(h)) for h in hands]


def test_all_hands_are_there(results):
    assert len(results) == 10_000


def test_every_hand_reproduces_its_logged_finishing_stacks(results):
    odd = []
    for hand, result in results:
        logged = result.logged_finishing_stacks
        assert sum(result.nets) == 0
        if all(Fraction(x).denominator == 1 for x in logged):
            assert result.finishing_stacks == logged, f"hand [{hand.label}]"
        else:
            odd.append(hand.label)
    assert set(odd) == ODD_SPLITS


def test_odd_pots_give_the_extra_chip_to_the_first_winner_left_of_the_button(results):
    for hand, result in results:
        if hand.label not in ODD_SPLITS:
            continue
        logged = result.logged_finishing_stacks
        halves = [i for i, x in enumerate(logged) if Fraction(x).denominator == 2]
        assert len(halves) == 2, f"hand [{hand.label}]"
        first, second = halves  # PHH order runs clockwise from the seat left of the button
        ours = result.finishing_stacks
        assert all(type(x) is int for x in ours)
        assert ours[first] == logged[first] + Fraction(1, 2)
        assert ours[second] == logged[second] - Fraction(1, 2)
        assert ours[first] - ours[second] == logged[first] - logged[second] + 1
        assert [ours[i] for i in range(6) if i not in halves] == [logged[i] for i in range(6) if i not in halves]
