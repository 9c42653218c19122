"""Reading the action words of a free-text answer takes time linear in the words.

The loose parser lists every word of an answer that names a legal action. For each one it checked
whether it was the "in" of an "all in" by scanning every mention found so far, so the work grew
with the square of the words: 20,000 characters (the scan limit) of ``jam bet`` took 0.2 s per
decision, and the mechanism 200,000 characters about 20 s.
"""

from __future__ import annotations

import pytest
from support.cpu import assert_within_cpu

from cosino.seats.answer_json import options_by_kind
from cosino.seats.answers import SCAN_LIMIT, parse_answer
from cosino.seats.mentions import action_mentions

BET = [{"action": "check"}, {"action": "bet", "min": 2, "max": 9}]
LEGAL = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]


# A word within 6 characters after an all-in word's start is read as part of it ("all in"): the
# "bet" of "jam bet" is not listed on its own.
@pytest.mark.parametrize(("unit", "legal"), [("jam bet ", BET), ("bet ", BET), ("call ", LEGAL)])
def test_many_action_words_are_listed_at_once(unit, legal):
    text = unit * (200_000 // len(unit))  # ten times the scan limit

    def work():
        return action_mentions(text, options_by_kind(legal))

    found = work()
    assert len(found) == text.count(unit)  # one mention a unit
    assert_within_cpu(work, 2.0, f"listing the words of {len(text)} characters")  # quadratic: 10 to 20 s


def test_an_answer_at_the_scan_limit_still_reads_as_its_words_say():
    # The cost at this size was 0.2 s before the fix (the test above holds the growth); here only
    # what the words mean: every "bet" sits inside a "jam", so the answer is the all-in bet.
    text = ("jam bet " * SCAN_LIMIT)[:SCAN_LIMIT]
    answer = parse_answer(text, BET)
    assert answer.response == {"action": "bet", "amount": 9}


@pytest.mark.parametrize(
    ("text", "response"),
    [
        ("all in", {"action": "raise", "amount": 200}),
        ("I go all-in, raising", {"action": "raise", "amount": 200}),
        ("all in: call", None),  # two actions
        ("shove! raise", {"action": "raise", "amount": 200}),
        ("shove! raise to 12", None),  # all in and 12: two sizes (tests/test_review_answers30.py)
    ],
)
def test_all_in_words_still_hide_their_own_in(text, response):
    answer = parse_answer(text, LEGAL)
    assert (answer.response if answer.accepted else None) == response
