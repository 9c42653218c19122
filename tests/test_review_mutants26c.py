"""Mutation review of the answer reader (cosino.seats.answers), second half: each test pins a reading
or a refusal that a one-token change to that module (or to the digit bound of cosino.primitives.jsonsafe)
left unnoticed by every other test."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from cosino.primitives.jsonsafe import exact_decimal
from cosino.seats.answers import normalize, parse_answer

POKER = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
PLAY = [{"action": "play", "cards": ["Qh", "2c"]}]


def _read(answer, legal=POKER):
    read = parse_answer(answer, legal)
    return read.response if read.accepted else None


def test_a_decimal_of_41_significant_digits_is_refused_even_below_the_exponent_bound():
    assert exact_decimal("0." + "1" * 40) * 10**40 == int("1" * 40)
    with pytest.raises(OverflowError, match="more than 40 significant digits"):
        exact_decimal("0." + "1" * 41)


@pytest.mark.parametrize("answer", ['{"action": "raise", "amount": "1_50"}', "raise 1_50"])
def test_an_amount_grouped_with_underscores_reads_as_its_digits(answer):
    assert _read(answer) == {"action": "raise", "amount": 150}


@pytest.mark.parametrize("card", [7, ["Qh"], {"card": "Qh"}, None])
def test_a_card_that_is_not_text_is_refused_with_a_reason(card):
    answer = normalize({"action": "play", "card": card}, PLAY)
    assert not answer.accepted and answer.reason == "'play' needs a card from Qh, 2c"


@pytest.mark.parametrize("kind", ["all_in", "ALL_IN", "all-in", " Shove "])
def test_an_all_in_word_in_any_spelling_raises_the_maximum(kind):
    assert _read({"action": kind}) == {"action": "raise", "amount": 200}


@pytest.mark.parametrize("kind", [" raise ", "\tRAISE\n"])
def test_an_action_word_padded_with_space_is_read(kind):
    assert _read({"action": kind, "amount": 10}) == {"action": "raise", "amount": 10}


def test_bet_names_the_legal_raise():
    assert _read({"action": "bet", "amount": 10}) == {"action": "raise", "amount": 10}


def test_all_in_is_refused_when_the_raise_has_no_size_to_put_in():
    # a fixed-size raise has no maximum: "all in" is not that raise, and nothing is guessed
    limit = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
    answer = parse_answer({"action": "all-in"}, limit)
    assert not answer.accepted and "neither is legal here" in answer.reason


def test_a_blank_action_is_refused_as_missing():
    answer = normalize({"action": " \t"}, POKER)
    assert not answer.accepted and answer.reason == "field 'action' is missing or not a string"


def test_a_fractional_amount_is_shown_in_the_reason_as_a_decimal():
    assert parse_answer('{"action": "raise", "amount": "7.6"}', POKER).reason == (
        "amount 7.6 moved to the nearest legal size 8"
    )


def _shown(reason: str) -> Fraction:
    return Fraction(re.match(r"amount (\S+) ", reason).group(1))


@pytest.mark.parametrize("amount", ["4.0000001", "199.9999999", "1234567.5", "4.00000000000000000001", "0.125"])
def test_the_reason_for_a_snapped_amount_shows_the_amount_sent_not_a_rounding_of_it(amount):
    """Before, "4.0000001" was shown to six digits: the reason said "amount 4 moved to the nearest legal size 4"."""
    answer = parse_answer({"action": "raise", "amount": amount}, POKER)
    assert answer.snapped and _shown(answer.reason) == Fraction(amount)


@pytest.mark.parametrize("amount", [4.0000001, 7.6, 1e-300])
def test_the_reason_for_a_snapped_float_shows_that_float(amount):
    answer = normalize({"action": "raise", "amount": amount}, POKER)
    assert answer.snapped and float(_shown(answer.reason)) == amount


@pytest.mark.parametrize("amount", ["0.5000001", "1.4999999", "2.4999999999999999999999e0"])
def test_the_reason_for_a_refused_bid_shows_the_bid_sent(amount):
    """Before, a bid of 0.5000001 (one trick) was refused as "amount 0.5", a bid that reads as a legal 0."""
    legal = [{"action": "bid", "min": 0, "max": 0}, {"action": "bid", "min": 3, "max": 4}]
    answer = parse_answer(f"bid {amount}", legal)
    assert not answer.accepted and _shown(answer.reason) == Fraction(amount)
