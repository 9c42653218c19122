"""An action asked back over and over is no decision, as one asked once is not.

"Raise?" is refused (the answer only asks the action back), but "Raise? Raise?" was read as a minimum raise: the
rule looked at answers of one action word only. Found by review 53h.
"""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
ASKED = "the answer only asks an action back ('call?'); name the one to take"


@pytest.mark.parametrize(
    "text",
    [
        "Raise?",
        "raise? raise?",
        "Raise? Raise? Raise?",
        "**Call?** Call?",
        "Raise to 20? Raise to 20?",
        "call? call? hmm",
    ],
)
def test_an_action_asked_back_once_or_again_is_refused(text):
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted and answer.reason == ASKED


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Raise? Raise.", {"action": "raise", "amount": 4}),  # asked, then said
        ("Raise? Yes. Raise?", {"action": "raise", "amount": 4}),  # the question answered
        ("Call? Call. I call.", {"action": "call"}),
    ],
)
def test_an_action_asked_then_said_is_still_read(text, meant):
    assert parse_answer(text, HOLDEM).response == meant


def test_two_actions_asked_are_still_two():
    answer = parse_answer("Call? Fold?", HOLDEM)
    assert not answer.accepted and answer.reason.startswith("the answer names several actions (call, fold)")
