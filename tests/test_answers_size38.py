"""A size of the pot softened by a hedge (blind corpus 59, session 38): "a modest bet of around half the pot" bet the
minimum, as if no size were given, where "a bet of half the pot" was refused as a size not in chips."""

from __future__ import annotations

import pytest
from support.answer_cases import OPEN, bet, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text",
    [
        "I think a modest bet of around half the pot would be ideal here.",
        "Bet around half the pot.",
        "Bet ~half pot.",
        "Bet about a third of the pot.",
        "Bet roughly pot.",
        "Bet approximately two thirds of the pot.",
    ],
)
def test_a_hedged_size_of_the_pot_is_refused(text):
    assert read_as(text, OPEN) is None


@pytest.mark.parametrize(
    "text, meant",
    [("Bet about 10.", bet(10)), ("Bet, the pot is small.", bet(2)), ("Bet 10, about half the pot.", bet(10))],
)
def test_chips_and_prose_about_the_pot_still_read(text, meant):
    assert read_as(text, OPEN) == meant


def test_the_hedged_size_rule_reads_a_hostile_text_in_bounded_time():
    hostile = "Bet " + "about around roughly ~ " * 11_000 + "half pot"
    assert_within_cpu(lambda: read_as(hostile, OPEN), 3.0)
