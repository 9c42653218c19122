"""Review 55i: fillers opening an action asked back were looked for only in the 40 characters before it, so four or
more ("so... so... so... so... call?", "Ok ok ok ok raise?", "so... " 3000 times) read as the action while three were
refused; they are now stepped over however many, each character once. Plain answers opened by a filler still read.
An emoji or combining mark glued to the word asked hid the question: "\U0001f600raise?", "raise\U0001f600?" and
"raise\u0301?" read as a raise; marks before the word or before its question mark now leave it asked."""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer
from tests.test_review_redos53c import BID, EUCHRE, HOLDEM, OPEN, TRICK

ASKED = "the answer only asks an action back ('call?'); name the one to take"
KUHN = [{"action": "pass"}, {"action": "bet"}]


@pytest.mark.parametrize(
    "text",
    [
        "\U0001f600raise?",
        "raise\U0001f600?",
        "raise\u0301?",
        "so... " * 4 + "call?",
        "Ok ok ok ok raise?",
        "Pot is 30. " + "well, " * 6 + "call?",
        "so... " * 3000 + "call?",
    ],
)
def test_many_fillers_before_a_question_only_ask(text: str) -> None:
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted and answer.reason == ASKED


@pytest.mark.parametrize(
    ("text", "legal", "response"),
    [
        ("Ok, I'll call.", HOLDEM, {"action": "call"}),
        ("Well, I raise to 40.", HOLDEM, {"action": "raise", "amount": 40}),
        ("Raise? Yes, raise to 40.", HOLDEM, {"action": "raise", "amount": 40}),
        ("Hmm, check.", OPEN, {"action": "check"}),
        ("Ok, bet.", KUHN, {"action": "bet"}),
        ("Well, play the Qd.", TRICK, {"action": "play", "card": "Qd"}),
        ("So... bid 3.", BID, {"action": "bid", "amount": 3}),
        ("Ok, pass.", EUCHRE, {"action": "pass"}),
    ],
)
def test_plain_answers_opened_by_fillers_read(text: str, legal: list[dict], response: dict) -> None:
    answer = parse_answer(text, legal)
    assert answer.accepted and answer.response == response
