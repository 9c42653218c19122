"""A bid is its number: the answer reader refuses a bid with none, and a nil and a number named as two bids.

Both used to be read as a nil (the lowest bid), which in spades is the one bid with its own bonus and penalty:
corpus 37 found "Count: ... Total: three. Bid." bid nil, and corpus 35 "I bid nil. No, wait — bid 1." bid nil.
"""

from __future__ import annotations

import pytest
from support.answer_cases import BID, OHHELL_DEALER, read_as
from support.cpu import assert_within_cpu

from cosino.seats.answer_json import normalize
from cosino.seats.answers import parse_answer


@pytest.mark.parametrize(
    "text",
    [
        "Bid.",
        "bid",
        "I bid.",
        "My bid:",
        "Total: three. Bid.",
        "bid nil. Bid 1.",
        "I bid 1. bid nil",
        "I bid nil. Then bid 2.",
        '{"action": "bid"}',
        '{"action": "bid", "amount": null}',
    ],
)
def test_a_bid_without_one_number_is_refused(text):
    assert read_as(text, BID) is None
    assert read_as(text, OHHELL_DEALER) is None


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Nil bid.", 0),
        ("0 (nil) is my bid", 0),
        ("bid nil", 0),
        ("Nil.", 0),
        ("I bid nil. bid 0", 0),
        ("bid nil, bid nil", 0),
        ("Bid 3.", 3),
        ("bid three", 3),
        ("3", 3),
        ('{"action": "bid", "amount": 2}', 2),
    ],
)
def test_a_bid_with_its_number_reads(text, amount):
    assert read_as(text, BID) == {"action": "bid", "amount": amount}


def test_the_refusal_names_the_missing_number():
    answer = normalize({"action": "bid"}, BID)
    assert not answer.accepted
    assert "number" in answer.reason and "bid" in answer.reason
    assert not parse_answer("Bid.", BID).accepted


def test_other_ranged_actions_still_take_the_minimum():
    # only a bid changed: a bet or raise named without a size is still the minimum, counted as snapped
    answer = parse_answer("Bet.", [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}])
    assert answer.response == {"action": "bet", "amount": 2} and answer.snapped


@pytest.mark.parametrize(
    "text",
    [
        "bid nil " * 12_000,
        "bid " * 25_000 + "nil",
        "Bid. " * 20_000,
        "bid " + "x" * 99_990 + " nil",
        "bid 1 " + "bid nil " * 10_000,
    ],
)
def test_the_bid_checks_stay_bounded_on_long_hostile_text(text):
    # one nil search per bid word, each over its own segment: the whole text is read once, not once a word
    assert_within_cpu(lambda: parse_answer(text, BID), 2.0)
