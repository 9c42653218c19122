"""A card reported as played before the seat's own words (blind corpus 59, session 38): "Kh played, Qh beats nothing.
... Th then." read "played" as the seat's play and took the queen named after it. A card right before an action in
the past tense is that card's report; the answer is then read without it, here refused as naming two cards."""

from __future__ import annotations

import pytest
from support.answer_cases import TRICK, card, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text",
    [
        "Kh played, Qh beats nothing. Throw the 2c? Can't; must follow hearts. Th then.",
        "Kh played, Qh beats nothing. Th then.",
        "K\u2665 was played, Qh wins nothing. Th.",
        "Kh has been played, Qh is wasted. Th then.",
    ],
)
def test_a_card_reported_as_played_gives_no_play(text):
    assert read_as(text, TRICK) is None


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Jh was led. I play Qh.", card("play", "Qh")),
        ("The Jh was led, so Qh.", card("play", "Qh")),
        ("I played Qh.", card("play", "Qh")),
        ("Played: Qh", card("play", "Qh")),
        ("Kh played. I play the Th.", card("play", "Th")),
    ],
)
def test_the_seats_own_play_still_reads(text, meant):
    assert read_as(text, TRICK) == meant


def test_the_report_rule_reads_a_hostile_text_in_bounded_time():
    hostile = "Kh was played, " * 1_400 + "Th."
    assert_within_cpu(lambda: read_as(hostile * 12, TRICK), 3.0)
