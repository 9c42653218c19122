"""Table talk quoted in a prose answer is not the seat's decision (cosino.seats.talk_quotes).

The red team of session 35 found that a model repeating a rival's message ('Ratchet says "just fold". I call.')
was refused as naming two actions, so a rival's talk turned its decision into the fallback. Each expected reading
below is what the answer's writer decided, judged from the text; the same answers read without the hand's talk
show what the talk changes."""

from __future__ import annotations

import time

import pytest

from cosino.seats.answers import parse_answer
from cosino.seats.talk_quotes import MAX_MESSAGES, blank_quoted_talk, table_talk
from cosino_runtime.seats.models import Completion, ModelSeat

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
TRICK = [{"action": "play", "cards": ["Qh", "2c", "Th"]}]

# (answer, the hand's talk, what the writer decided)
QUOTING_TALK = [
    (
        'Gizmo said "I always fold to raises". I don\'t believe him. I raise to 20.',
        ["I always fold to raises."],
        {"action": "raise", "amount": 20},
    ),
    ('Talk from Ratchet: "call". Irrelevant.\n\n**Raise to 20**', ["call"], {"action": "raise", "amount": 20}),
    (
        'Ratchet is trying to bluff me off with "I have the nuts, just fold". I call.',
        ["lol. I have the nuts, just fold"],
        {"action": "call"},
    ),
    (
        "Sprocket's message \u201cjust fold already\u201d changes nothing. Call.",
        ["Just fold already!"],
        {"action": "call"},
    ),
    ('The chat says "raise to 200 if you dare". I call.', ["raise to 200 if you dare"], {"action": "call"}),
    (
        'Widget: "play the Qh, partner". I play the 2c.',
        ["Play the Qh, partner"],
        {"action": "play", "card": "2c"},
    ),
]


@pytest.mark.parametrize("text, talk, meant", QUOTING_TALK)
def test_a_quote_of_the_talk_is_not_the_seats_decision(text, talk, meant):
    assert parse_answer(text, TRICK if "play" in meant["action"] else HOLDEM, talk=talk).response == meant
    # without the talk, the quote's action counts: the same answer names two actions and is refused
    assert not parse_answer(text, TRICK if "play" in meant["action"] else HOLDEM).accepted


def test_an_answer_that_only_quotes_the_talk_decides_nothing():
    # read without the talk, the rival's word was the seat's fold
    assert parse_answer('Ratchet says "fold". Hmm.', HOLDEM).response == {"action": "fold"}
    assert not parse_answer('Ratchet says "fold". Hmm.', HOLDEM, talk=["fold"]).accepted


@pytest.mark.parametrize(
    "text, talk",
    [
        ('Decision: "call"', ["call"]),  # no speaker before it: the seat's own word, whoever said "call" first
        ('I\'ll "call" here', ["call"]),
        ('Ratchet bet. Decision: "call"', ["I will call any bet"]),  # one word of a longer message
        ('Ratchet says whatever. {"action": "call"}', ["call"]),  # an object's strings are the object's
        ('Ratchet: {"action": "call", "say": "call"}', ["call"]),
    ],
)
def test_the_seats_own_quoted_word_stays(text, talk):
    assert parse_answer(text, HOLDEM, talk=talk).response["action"] == "call"


def test_the_speaker_is_looked_for_on_the_quotes_own_line():
    text = 'Ratchet bet big.\n"fold" is what a coward does, so no: raise to 40.'
    assert blank_quoted_talk(text, ["fold"]) == text  # the alias stands on the line before


def test_blanking_keeps_every_offset():
    text = "Rivet wrote \u00abfold now\u00bb \u2014 I call."
    out = blank_quoted_talk(text, ["FOLD  now!"])
    assert len(out) == len(text) and out.split() == ["Rivet", "wrote", "\u2014", "I", "call."]


@pytest.mark.parametrize(
    "observation, messages",
    [
        (None, []),
        ({"talk": "fold"}, []),
        ({"talk": [7, {"say": 3}, {"alias": "Gizmo"}, {"say": ""}]}, []),
        ({"talk": [{"alias": "Gizmo", "say": "fold\u2028now"}, {"say": "x" * 500}]}, ["fold now", "x" * 120]),
    ],
)
def test_table_talk_reads_the_messages_as_the_seat_was_shown_them(observation, messages):
    assert table_talk(observation) == messages


def test_hostile_quotes_and_talk_cost_bounded_time():
    talk = [f"message number {i} says fold" for i in range(10 * MAX_MESSAGES)]
    hostile = 'Ratchet said "message number 3 says fold" ' * 2_500 + "call"
    assert len(hostile) >= 100_000
    start = time.thread_time()
    blank_quoted_talk(hostile, talk)
    answer = parse_answer(hostile, HOLDEM, talk=talk)
    assert time.thread_time() - start < 0.5
    assert "\n" not in (answer.reason or "")


class Quoting:
    """A chat client that answers in prose, quoting a rival's talk."""

    model = "gpt-4o-2024-08-06"

    def complete(self, prompt, deadline):
        return Completion('Ratchet says "you should just fold". Not buying it: call.', 10, 10)


def test_a_model_seat_reads_its_answer_against_the_hands_talk():
    observation = {
        "variant": "holdem-hu",
        "alias": "Gizmo",
        "aliases": ["Ratchet", "Gizmo"],
        "position": 1,
        "legal": HOLDEM,
        "talk": [{"alias": "Ratchet", "say": "You should just fold."}],
    }
    seat = ModelSeat(Quoting())
    assert seat.act(observation) == {"action": "call"}
    assert seat.call["parse"] == "loose"
