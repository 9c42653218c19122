"""Misreads of model answers in free text: a corpus of answers a model might give, each with what its writer
meant, and one test per class of misread found in it (an answer read as another action, amount or card than
its writer clearly meant). Each class's cases failed before its fix; refusing is always allowed, a misread never."""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
BIG = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 400, "max": 20000}]
OPEN = [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}]
TRICK = [{"action": "play", "cards": ["Qh", "2c", "Th"]}]
TRICK2 = [{"action": "play", "cards": ["Ts", "Qh", "9d", "As", "2c"]}]
BID = [{"action": "bid", "min": 0, "max": 13}]
SUITS = [{"action": "pass"}, {"action": "trump", "cards": ["c", "d", "s"]}]
STICK = [{"action": "trump", "cards": ["c", "d", "s"]}]
ALONE = [{"action": "alone"}, {"action": "partner"}]
DISCARD = [{"action": "discard", "cards": ["9c", "Jd", "Qs", "Ah", "Kh"]}]
HPASS = [{"action": "pass", "cards": ["2c", "Qs", "Ks", "As", "Ah", "Kd", "Td", "3h", "7c", "Jc", "9s", "4d", "8h"]}]


def _read(text, legal):
    """What the answer was read as (its talk left out), or None when it was refused."""
    answer = parse_answer(text, legal)
    if not answer.accepted:
        assert answer.reason and "\n" not in answer.reason  # a refusal says why, in one line
        return None
    return {k: v for k, v in answer.response.items() if k != "say"}


def _act(kind, amount=None, card=None):
    return {"action": kind, **({"amount": amount} if amount is not None else {}), **({"card": card} if card else {})}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I call; in my decision-making I weighed a fold.", None),  # was read as the fold
        ("My reaction: call.", _act("call")),
        ("**Final answer**: fold", _act("fold")),
        ("Let me weigh it: raise to 40 is strong, fold is weak.\n**Final answer**: raise to 40", _act("raise", 40)),
        ("Fold is weak. Final answer - call", _act("call")),
    ],
)
def test_a_marker_is_a_word_of_its_own_not_part_of_another(text, expected):
    """'decision-making' and 'transaction:' are no 'Final answer:' marker; reading after them kept only the fold."""
    assert _read(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I'd pick spades.", STICK, _act("trump", card="s")),  # the "d" of "I'd" was diamonds
        ("I'd say clubs", STICK, _act("trump", card="c")),
        ("Let's go with diamonds", STICK, _act("trump", card="d")),  # the "s" of "Let's" was spades
        ("It\u2019s clubs.", STICK, _act("trump", card="c")),
        ("I'd call it diamonds", SUITS, _act("trump", card="d")),
        ("trump: s", STICK, _act("trump", card="s")),  # a letter standing alone still names its suit
    ],
)
def test_a_letter_of_a_contraction_names_no_suit(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("play the 2c, the queen of hearts is too high", TRICK, _act("play", card="2c")),  # was the queen
        ("Play 2\u2663 - the ace of spades can wait", TRICK2, _act("play", card="2c")),
        ("discard 9c, keep the jack of diamonds", DISCARD, _act("discard", card="9c")),
        ("play the ten of hearts, not Qh", TRICK, _act("play", card="Th")),
    ],
)
def test_the_first_card_written_is_read_whichever_way_each_is_written(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise to 1 200", BIG),  # was read as 1, snapped to 400
        ("raise to 2 500 chips", BIG),
        ("raise to 1'200", BIG),
        ("raise to 1\u2019200", BIG),
        ("raise to 1 000 000", BIG),
        ("raise to 1.200", BIG),  # was read as 1.2
        ("raise to 2.500 chips", BIG),
        ('{"action": "raise", "amount": "1.200"}', BIG),
        ("raise to 12,5", HOLDEM),  # a decimal comma was read as 125
        ("bet 7,5", OPEN),
        ("raise to 4,0", HOLDEM),
        ("raise to 1,20", BIG),
        ('{"action": "raise", "amount": "12,5"}', HOLDEM),
    ],
)
def test_digits_grouped_in_a_way_that_reads_two_ways_are_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.startswith("amount '")


@pytest.mark.parametrize(
    "text, legal, amount",
    [
        ("raise to 1,200", BIG, 1200),
        ("Raise to $1,500.", BIG, 1500),
        ("raise to 12,000", BIG, 12000),
        ("raise to 12,000.50", BIG, 12000),
        ("raise to 40, then see", HOLDEM, 40),
        ("raise to 40 with 2 pair", HOLDEM, 40),
        ("bet 7.5", OPEN, 8),
        ('{"action": "raise", "amount": "0.125"}', HOLDEM, 4),
        ('{"action": "raise", "amount": "1,000"}', BIG, 1000),
    ],
)
def test_digits_grouped_in_thousands_by_commas_are_still_read(text, legal, amount):
    assert _read(text, legal) == _act(legal[-1]["action"], amount)


@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise to 12 or 15", HOLDEM),  # was read as 12
        ("raise to 12\u201315", HOLDEM),
        ("Raise to somewhere between 30 and 40", HOLDEM),
        ("Raise 30 to 40", HOLDEM),
        ("bet 10 or 12", OPEN),
        ("raise to $12 or $15", HOLDEM),
        ("bid 2 or 3", BID),
        ("I'd bid three or maybe four", BID),  # was a bid of 3
        ("raise to 30 or perhaps 40", HOLDEM),
        ("bid 2 to 3 tricks", BID),
    ],
)
def test_two_amounts_given_as_a_choice_or_a_range_are_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.endswith("gives two amounts: give one total")


@pytest.mark.parametrize(
    "text, legal, amount",
    [
        ("raise to 40 to win the pot", HOLDEM, 40),
        ("Raise to 40 (that's 2x the pot of 20)", HOLDEM, 40),
        ("Raise to 40, leaving 160 behind.", HOLDEM, 40),
        ("bid 3 (I have 2 sure tricks plus 1 likely)", BID, 3),
        ("I'd bid 2 rather than 3.", BID, 2),
    ],
)
def test_an_amount_with_another_number_in_the_prose_is_still_read(text, legal, amount):
    assert _read(text, legal) == _act(legal[-1]["action"], amount)


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("bid three", BID, _act("bid", 3)),  # was a bid of 0: no digits, so no amount, so the minimum
        ("I bid four tricks", BID, _act("bid", 4)),
        ("bid one", BID, _act("bid", 1)),
        ("My bid is three", BID, _act("bid", 3)),
        ("**Bid:** four", BID, _act("bid", 4)),
        ("Four.", BID, _act("bid", 4)),
        ("raise to twelve", HOLDEM, _act("raise", 12)),  # was the minimum, 4
        ("raise it to forty", HOLDEM, _act("raise", 40)),
        ("Bet twenty-five", OPEN, _act("bet", 25)),
        ("I'm betting twelve", OPEN, _act("bet", 12)),
        ("raise to forty (40)", HOLDEM, _act("raise", 40)),
        ("raise, with two pair, to 40", HOLDEM, _act("raise", 40)),  # a number in prose is no amount
        ("raise with the ten of hearts", HOLDEM, _act("raise", 4)),
        ("raise to one hundred", HOLDEM, None),  # larger than its first word: refused, not read as 1
        ("Raise to three times the bet", HOLDEM, None),
        ("I bid two or three", BID, None),
        ("raise to forty (41)", HOLDEM, None),
    ],
)
def test_an_amount_in_words_right_after_the_action_is_read_as_that_number(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, amount",
    [
        ("Bid nil - I have maybe 1 trick.", 0),  # was a bid of 1
        ("I bid nil since I hold 2 low spades.", 0),  # was a bid of 2
        ("Bid: nil (0 tricks)", 0),
        ("bid 3, not nil", 3),
        ("Nil is tempting but I bid 1.", 1),
        ("Not nil; bid 2.", 2),
    ],
)
def test_nil_or_a_number_whichever_is_written_first_after_bid_is_the_bid(text, amount):
    assert _read(text, BID) == _act("bid", amount)


@pytest.mark.parametrize(
    "text, legal",
    [
        ("bet half pot", OPEN),  # each took the minimum, as if no size had been given
        ("Bet pot.", OPEN),
        ("pot-sized bet", OPEN),
        ("half-pot bet", OPEN),
        ("Bet a third of the pot", OPEN),
        ("bet a dozen", OPEN),
        ("I bet my whole stack", OPEN),
        ("raise max", HOLDEM),
        ("Bet the maximum", OPEN),
    ],
)
def test_a_size_in_words_with_no_number_is_refused_not_taken_as_the_minimum(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.endswith("is not in chips: give the chips as a total")


@pytest.mark.parametrize(
    "text, amount",
    [
        ("bet to build the pot", 2),
        ("The pot is big. I bet.", 2),
        ("bet 10 (half pot)", 10),
        ("Bet 10, about half the pot", 10),
    ],
)
def test_a_size_word_in_the_prose_around_a_bet_changes_nothing(text, amount):
    assert _read(text, OPEN) == _act("bet", amount)


@pytest.mark.parametrize(
    "text, legal",
    [
        ('{"action": "raise", "raise_to": 40}', HOLDEM),  # each took the minimum
        ('{"action": "raise", "size": 40}', HOLDEM),
        ('{"action": "raise", "total": "40"}', HOLDEM),
        ('{"action": "bet", "bet": 10}', OPEN),
        ('{"action": "bid", "bid": 3}', BID),
        ('{"action": "bid", "tricks": 3}', BID),
        ('My move: {"action": "raise", "to": 40}', HOLDEM),
    ],
)
def test_an_object_giving_its_amount_under_another_name_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and answer.reason.endswith("looks like the amount: give the size as 'amount'")


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ('{"action": "raise", "amount": 40, "raise_to": 40, "reasoning": "strong"}', HOLDEM, _act("raise", 40)),
        ('{"action": "raise", "confidence": 0.8}', HOLDEM, _act("raise", 4)),
        ('{"action": "call", "to_call": 20}', HOLDEM, _act("call")),
        ('{"action": "raise", "amount": null, "reasoning": "min-raise, a bet of 2 more"}', HOLDEM, _act("raise", 4)),
    ],
)
def test_other_fields_beside_the_amount_or_on_an_action_without_one_change_nothing(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I won't call.", HOLDEM, None),  # was read as the call
        ("Don't fold.", HOLDEM, None),
        ("I'm not folding this.", HOLDEM, None),
        ("Never fold pocket aces.", HOLDEM, None),
        ("I don't want to bet.", OPEN, None),  # was a bet of 2
        ("I won't go alone.", ALONE, None),
        ("I won't play the Qh; I'll play the 2c.", TRICK, _act("play", card="2c")),  # was the queen
        ("I won't pass the 2c; I pass the Ah.", HPASS, _act("pass", card="Ah")),
        ("I won't call; I fold.", HOLDEM, _act("fold")),
        ("Not raising. Call.", HOLDEM, _act("call")),
        ("Raise to 40 rather than call.", HOLDEM, _act("raise", 40)),
        ("I pass, I don't want to order.", [{"action": "pass"}, {"action": "order"}], _act("pass")),
        ("It is not close. Fold.", HOLDEM, _act("fold")),  # a negation ends with its clause
        ("No raise here, just call", HOLDEM, None),  # "no" is no negation: two actions
        ("I have no choice but to fold.", HOLDEM, _act("fold")),
        ("Folding is not an option; I raise to 30", HOLDEM, None),  # the negation follows the word: two actions
    ],
)
def test_an_action_word_under_a_negation_is_not_the_action_named(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Playing the queen of hearts would win, but I'll play the ten of hearts.", TRICK),  # was the queen
        ("I raise to 30; raising to 40 would be too much.", HOLDEM),  # was a raise to 30, by luck of the order
        ("bid 2; bidding 3 is greedy", BID),
        ("I play 2c because playing the Qh would waste it.", TRICK),  # read right before: a machine cannot tell
    ],
)
def test_an_action_named_twice_with_different_values_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and "with different values" in answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Villain bet, so I raise to 30.", HOLDEM, _act("raise", 30)),
        ("I raise to 40; raising is strong here since the pot is 30.", HOLDEM, _act("raise", 40)),
        ("Play 2c. Playing it now keeps the Qh.", TRICK, _act("play", card="2c")),
        ("bid 3; bidding 3 is safe", BID, _act("bid", 3)),
        ("Answer: play 2c\nWhy: the Qh and Th are hearts I want to keep.", TRICK, _act("play", card="2c")),
    ],
)
def test_an_action_named_twice_with_one_value_is_still_read(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Since partner led the Th, I'll duck with 2c.", TRICK),  # was the ten
        ("Options are Qh, 2c, Th. I choose 2c.", TRICK),  # was the queen
        ("I'll keep my Jd and Ah; throwing the 9c", DISCARD),
        ("I have two spades and three clubs; name clubs.", STICK),  # was spades
        ("I have 2 aces and a king, so 3.", BID),  # was a bid of 2
        ("With 13 cards and 4 spades I expect 3 tricks.", BID),  # was a bid of 13
        ("Not the Qh", TRICK),
        ("not 3", BID),
    ],
)
def test_a_text_with_no_action_word_naming_several_cards_or_numbers_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and ("no action word" in answer.reason or "what not to" in answer.reason)


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Not spades. Clubs.", STICK, _act("trump", card="c")),  # was spades
        ("Not the Qh, the 2c.", TRICK, _act("play", card="2c")),  # was the queen
        ("Final answer: Ts (not the As)", TRICK2, _act("play", card="Ts")),
        ("Q\u2665 (queen of hearts)", TRICK, _act("play", card="Qh")),
        ("Partner led the Kh; 2c", TRICK, _act("play", card="2c")),  # the king is no card of this hand
        ("Hearts were turned down; diamonds", STICK, _act("trump", card="d")),
        ("3 tricks", BID, _act("bid", 3)),
        ("nil (0 tricks)", BID, _act("bid", 0)),
        ("Qs, my partner has the trump", [{"action": "play", "cards": ["Qs", "2c"]}], _act("play", card="Qs")),
    ],
)
def test_a_text_with_no_action_word_naming_one_card_or_number_is_read(text, legal, expected):
    assert _read(text, legal) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"action": "raise", "amount": 30}\nNot {"action": "call"}.', _act("raise", 30)),  # was the call
        ('{"action": "raise", "amount": 30} rather than {"action": "call"}', _act("raise", 30)),
        ('Never {"action": "fold"}', None),
        ('I thought {"action": "fold"}, but no: {"action": "call"}', _act("call")),
        ('Example format: {"action": "fold"}. My answer: {"action": "call"}', _act("call")),
    ],
)
def test_an_embedded_object_under_a_negation_is_not_the_answer(text, expected):
    assert _read(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I will play as planned: 2c", _act("play", card="2c")),  # was the ace of spades
        ("Play 2c, ah well", _act("play", card="2c")),
        ("I play As", _act("play", card="As")),
        ("play AS", _act("play", card="As")),
        ("play A\u2660", _act("play", card="As")),
        ("play as", None),  # the word, not the card
    ],
)
def test_as_and_ah_in_small_letters_are_words_not_aces(text, expected):
    assert _read(text, TRICK2 + [{"action": "play", "cards": ["Ah"]}]) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("The opponent bet 10, so I raise to 30.", HOLDEM, _act("raise", 30)),  # was a raise to 10
        ("He bets 10 into 20; I raise to 35.", HOLDEM, _act("raise", 35)),
        ("Partner played the Qh, so I play 2c.", TRICK, _act("play", card="2c")),  # was the queen
        ("West played the 9d and East the As; I play the Ts.", TRICK2, _act("play", card="Ts")),
        ("West bid 4, so I bid 2.", BID, _act("bid", 2)),  # was a bid of 4
        ("Partner bid four; I'll bid two.", BID, _act("bid", 2)),
        ("bid 2, partner bid 3", BID, _act("bid", 2)),
        ("Bid 3. Partner's bid of 4 plus mine makes 7.", BID, _act("bid", 3)),
        ("Villain raised to 12. I call.", HOLDEM, _act("call")),
        ("They checked to me, so I bet 15.", OPEN, _act("bet", 15)),
        ("Opponent shoved; I fold.", HOLDEM, _act("fold")),
        ("The opponent has bet 20.", HOLDEM, None),  # no action of the seat's own
        ("As the dealer I bid 2", BID, _act("bid", 2)),
    ],
)
def test_an_action_another_player_took_is_not_the_seats_own(text, legal, expected):
    assert _read(text, legal) == expected
