"""The trick-taker's verbs for a play (blind corpus 59, session 38): "Lead 2c.", "Take it with the As.", "I'll win
with the As.", "Ruff with Qh." were refused as naming no action. The second reading now writes one such verb, standing
as a command, as "play" and reads the answer again, keeping the reading only when its card is the last legal card
the answer writes. Written as "play" everywhere first, 14 answers of the earlier corpora were misread (a noun "on
lead", a plan "Then I lead the Th", a choice "Lead the Qh, or maybe the 9d."); each guard here refuses one of them."""

from __future__ import annotations

import pytest
from support.answer_cases import HOLDEM, SUITS, TRICK, TRICK2, card, read_as
from support.cpu import assert_within_cpu

from cosino.seats.play_words import plain_play


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Lead 2c.", TRICK, card("play", "2c")),
        (
            "Spades led with the Ks. My As captures it, while the Ts would lose. Take it with the As.",
            TRICK2,
            card("play", "As"),
        ),
        ("I'll win with the As.", TRICK2, card("play", "As")),
        ("Ruff with Qh.", TRICK, card("play", "Qh")),
        ("I'll follow with the 2c.", TRICK, card("play", "2c")),
        ("Duck with the 2c.", TRICK, card("play", "2c")),
        ("So I'll dump 2c.", TRICK, card("play", "2c")),
    ],
)
def test_a_trick_takers_verb_reads_as_a_play(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Lead the Qh, or maybe the Th.",  # another card after it
        "Lead the Th now. The Qh is my exit card for later. 2c.",
        "Qh. Then I lead the Th and hope the king is gone.",  # a plan, not a command
        "I'm on lead with the Qh and the Th.",  # a noun
    ],
)
def test_a_verb_that_is_no_single_command_of_the_last_card_is_refused(text):
    assert read_as(text, TRICK) is None


def test_two_verbs_are_left_to_the_other_readings():
    assert plain_play("Lead the Qh. Lead the Th.", ["play"]) is None  # two commands: which is meant is not known
    assert read_as("Lead the Qh, no wait, lead the Th.", TRICK) == card("play", "Th")


def test_follow_duck_win_and_take_play_a_card_only_with_with():
    for text in ("Follow suit.", "I win. Qh is high.", "Duck.", "Take it. Qh."):
        assert plain_play(text, ["play"]) is None, text
    assert plain_play("Follow suit with the 2c.", ["play"]) == "play the 2c."


def test_a_verb_that_names_a_legal_action_of_its_own_is_left_to_it():
    assert plain_play("Discard the 9c.", ["discard"]) is None  # euchre's discard, where "play" is not legal
    assert plain_play("Trump in with the Qh.", ["play", "trump"]) is None
    assert plain_play("Trump in with the Qh.", ["play"]) == "play the Qh."


def test_the_play_words_read_a_hostile_text_in_bounded_time():
    def work():
        read_as("Lead " + "with " * 50_000 + "2c", TRICK)
        read_as(". I'll " * 35_000 + "lead 2c", TRICK)

    assert_within_cpu(work, 3.0)


@pytest.mark.parametrize(
    "text",
    ["Lead\u2028 2c", "Lead \u202e2c", "rasie\ud800 to 12", "Kh\u2028played, Th", "Pass... actually, \ud800diamonds"],
)
def test_session_38s_rewritings_take_odd_characters_without_error(text):
    for legal in (TRICK, HOLDEM, SUITS):
        read = read_as(text, legal)
        assert read is None or read["action"] in {option["action"] for option in legal}
