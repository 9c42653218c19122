"""An action without a card taken back for the other action's card or suit (blind corpus 59, session 38): "Pass...
actually, diamonds." passed in euchre's second round, where a suit alone names no action since passing is legal too.
Now the first reading refuses it, and the second reading takes the words after the correction."""

from __future__ import annotations

import pytest
from support.answer_cases import PASS, SUITS, TRICK, card, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Pass... actually, diamonds.", card("trump", "d")),
        ("Pass... actually, call diamonds.", card("trump", "d")),
        ("Pass. No wait, spades.", card("trump", "s")),
        ("Pass, actually.", PASS),  # nothing named after the correction
        ("Pass. Hearts were turned down, so nothing else.", PASS),
        ("Pass. Diamonds are weak here.", PASS),
    ],
)
def test_a_pass_taken_back_for_a_suit_reads_the_suit(text, meant):
    assert read_as(text, SUITS) == meant


@pytest.mark.parametrize("text", ["Pass. No, diamonds are weak.", "Pass... actually, diamonds or clubs."])
def test_a_correction_that_names_a_suit_without_choosing_it_is_refused(text):
    assert read_as(text, SUITS) is None


def test_a_card_correction_within_the_card_action_is_left_to_its_own_rule():
    assert read_as("Play Qh... actually Th.", TRICK) == card("play", "Th")


def test_the_correction_rule_reads_a_hostile_text_in_bounded_time():
    hostile = "Pass " + "actually, no, wait, " * 12_000 + "diamonds"
    assert_within_cpu(lambda: read_as(hostile, SUITS), 3.0)
