"""Poker players' own verbs for an action (cosino.seats.poker_words), read by the second reading only where the answer
was refused as it came: blind corpora 37, 39, 40, 43, 52, 55, 59 and 60 judged these clear."""

from __future__ import annotations

import pytest
from support.answer_cases import CALL, CHECK, HOLDEM, LEDUC_FACE, OPEN, act, raise_to
from support.cpu import assert_within_cpu

from cosino.seats.answers import parse_answer
from cosino.seats.poker_words import plain_poker


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Flat the open with 98s; I want a flop in position.", HOLDEM, CALL),
        ("Float the c-bet; he gives up on most turns.", HOLDEM, CALL),
        ("Peel one with the gutshot, cheap enough.", HOLDEM, CALL),
        ("I'll peel one more card.", HOLDEM, CALL),
        ("No one has raised yet. I limp.", HOLDEM, CALL),
        ("Just limp along.", HOLDEM, CALL),
        ("overlimp", HOLDEM, CALL),
        ("I'm flatting.", HOLDEM, CALL),
        ("Two players limp. Iso to 14.", HOLDEM, raise_to(14)),
        ("Re-pop to 66 with the nut flush draw.", HOLDEM, raise_to(66)),
        ("rr to 60", HOLDEM, raise_to(60)),
        ("Limp-reraise to 50 \u2014 I trapped with aces preflop.", HOLDEM, raise_to(50)),
        ("Min-click it.", HOLDEM, raise_to(4)),
        ("Cap it.", LEDUC_FACE, act("raise")),
        ("chk", OPEN, CHECK),
        ("CHK.", OPEN, CHECK),
    ],
)
def test_a_poker_verb_standing_as_a_command_is_read_as_its_action(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("His limp is weak.", HOLDEM),  # a noun
        ("Villain limped.", HOLDEM),  # another's past action
        ("Two players limp.", HOLDEM),
        ("I limp. Or iso to 12.", HOLDEM),  # two verbs
        ("I limp.", OPEN),  # no call is legal
        ("chk", HOLDEM),  # no check is legal
        ("Cap it.", OPEN),
        ("limpid play", HOLDEM),  # a word that only starts like one
        ("I'll float the turn and flat the river.", HOLDEM),
    ],
)
def test_a_poker_verb_that_is_no_command_of_the_seat_is_not_read(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_a_past_form_is_left_as_written_and_kinds_not_legal_give_none():
    assert plain_poker("Villain limped, I limp behind.", ["fold", "call", "raise"]) == "Villain limped, I call."
    assert plain_poker("Flat it.", ["check", "bet"]) is None
    assert plain_poker("\u212aap it", ["raise"]) is None  # the Kelvin sign is no letter k


def test_hostile_text_is_read_in_bounded_time():
    def work():
        for hostile in ("limp " * 60_000, ". I'll just " * 30_000 + "flat", "re-" * 100_000 + "pop", "I'm " * 70_000):
            plain_poker(hostile, ["fold", "call", "raise"])
            answer = parse_answer(hostile, HOLDEM)
            assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)
