"""Session 44's reader rules: an amount given relative to another ("one less", "or a bit more") and an action only
defined by what it brings ("Going nil means no tricks").

Both were misreads left by session 43: "4 seems right but I'll bid one less." bid 1 (the "one" of "one less"), and
"Going nil means no tricks: 3." bid nil. Before the fix "Bid two less than partner." bid 2, "Bid 4, or one less." bid 4
and "Raise to 40 or a bit more." raised to 40; each corpus answer reads as before (tools: LOST 0, FIXED 0 over 25,450).
"""

from __future__ import annotations

import pytest
from support.answer_cases import BID, HOLDEM, act, bid, raise_to, read_as
from support.reader import assert_reads_in_bounded_time


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # a number made relative by "less" or "fewer" after it is no amount
        ("4 seems right but I'll bid one less.", BID, None),
        ("Bid two less than partner.", BID, None),
        ("Bid 3 less.", BID, None),
        ("Bid one fewer.", BID, None),
        ("Raise to 40 less the blinds.", HOLDEM, None),
        # a relative second choice after the amount
        ("Bid 4, or one less.", BID, None),
        ("4 or one less.", BID, None),
        ("Bid four or more.", BID, None),
        ("Bid 4 or less", BID, None),
        ("3 or higher", BID, None),
        ("Raise to 40 or a bit more.", HOLDEM, None),
        ("Raise to 40, or slightly less.", HOLDEM, None),
        ("Raise to forty or more.", HOLDEM, None),
        ("Raise to 40 or maybe a touch higher.", HOLDEM, None),
        # an approximate amount names one amount; "or" before another action is no relative amount
        ("Bid 3 or so.", BID, bid(3)),
        ("Raise to 40 or so.", HOLDEM, raise_to(40)),
        ("Bid 3. Partner bid more.", BID, bid(3)),
        ("Raise to 40. Less than that is too small.", HOLDEM, raise_to(40)),
        ("Raise to 40, more than the pot.", HOLDEM, raise_to(40)),
        ("Bid 3, no more.", BID, bid(3)),
    ],
)
def test_an_amount_relative_to_another_is_no_amount(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Going nil means no tricks: 3.", BID, None),
        ("Going nil means no tricks.", BID, None),
        ("Bidding 3 means I need the spades. 3.", BID, None),
        ("Calling means I'm committed.", HOLDEM, None),
        ("A raise to 40 means I'm pot committed.", HOLDEM, None),
        ("Folding would mean giving up 10 chips.", HOLDEM, None),
        # another mention decides; "meaning" after the action explains it
        ("Calling means I'm committed. Call.", HOLDEM, act("call")),
        ("Folding means losing 10 chips, but I'll do it: fold.", HOLDEM, act("fold")),
        ("Call - meaning I see the turn.", HOLDEM, act("call")),
        ("I call, which means I see the turn.", HOLDEM, act("call")),
    ],
)
def test_an_action_only_defined_by_what_it_brings_is_no_decision(text, legal, meant):
    assert read_as(text, legal) == meant


def _long(unit: str) -> str:
    return unit * (250_000 // len(unit))


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_OR_RELATIVE_RE", "bid 4" + _long(", or maybe"), BID),
        ("_OR_RELATIVE_RE", "bid 4" + _long(" or a bit"), BID),
        ("DEFINED_RE", _long("calling "), HOLDEM),
        ("DEFINED_RE", _long("calling to the 40 here means "), HOLDEM),
    ],
)
def test_the_session_44_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal)
