"""Misspelt action words (blind corpus 59, session 38): "rasie to 12", "fodl", "chek" and "bett 35" were refused as
naming no action. The second reading now writes a legal action word right where one slip made it (two neighbouring
letters swapped, one dropped from a word of five letters or more, one doubled) and reads the answer again; a letter
typed for another, and English words a slip reaches, stay as written."""

from __future__ import annotations

import pytest
from support.answer_cases import CALL, CHECK, FOLD, HOLDEM, OPEN, bet, raise_to, read_as
from support.cpu import assert_within_cpu

from cosino.seats.misspelt import respelt


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("rasie to 12", HOLDEM, raise_to(12)),
        ("fodl", HOLDEM, FOLD),
        ("chek", OPEN, CHECK),
        ("bett 35", OPEN, bet(35)),
        ("Calll.", HOLDEM, CALL),
        ("I think I should raies to 20 here", HOLDEM, raise_to(20)),
        ("flod it", HOLDEM, FOLD),
        ("I fodl, no wait, call", HOLDEM, CALL),
    ],
)
def test_a_misspelt_action_word_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Let it rise", HOLDEM),  # an English word a dropped letter reaches
        ("ball", HOLDEM),  # a letter typed for another
        ("fall back", HOLDEM),
        ("i will cal", HOLDEM),  # a letter dropped from a four-letter word: "cal", "pay", "all" are too near words
        ("rasie or fodl?", HOLDEM),  # respelt, still a question between two
        ("chek and bett 10", OPEN),
    ],
)
def test_other_slips_and_what_respelt_still_refuses_stay_refused(text, legal):
    assert read_as(text, legal) is None


def test_a_slip_shared_by_two_legal_words_or_a_legal_word_itself_is_left_alone():
    assert respelt("abc bac", ["abc", "bac"]) is None  # each legal word is the other one swapped: both stay
    assert respelt("acbd", ["abcd", "acdb"]) is None  # one swap from each of two legal words
    assert respelt("acbd", ["abcd"]) == "abcd"
    assert respelt("Rasie", ["raise"]) == "raise"  # the word comes back as the legal action's own


def test_the_respelling_reads_a_hostile_text_in_bounded_time():
    hostile = "rasie fodl chek bett " * 12_000

    def work():
        read_as(hostile, HOLDEM)
        read_as("zzzzzzzzzz " * 25_000, HOLDEM)

    assert_within_cpu(work, 3.0)
