"""Misreads of model answers in free text: a corpus of answers a model might give, each with what its writer
meant, and one test per class of misread found in it (an answer read as another action, amount or card than
its writer clearly meant). Each class's cases failed before its fix; refusing is always allowed, a misread never."""

from __future__ import annotations

import pytest
from support.answer_cases import (
    ALONE,
    BID,
    BID1,
    BIG,
    DISCARD,
    HOLDEM,
    HPASS,
    KUHN_FACE,
    KUHN_OPEN,
    LEDUC_FACE,
    OHHELL_DEALER,
    OPEN,
    STICK,
    SUITS,
    TRICK,
    TRICK2,
    act,
    read_as,
)

from cosino.seats.answers import parse_answer


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I call; in my decision-making I weighed a fold.", None),  # was read as the fold
        ("My reaction: call.", act("call")),
        ("**Final answer**: fold", act("fold")),
        ("Let me weigh it: raise to 40 is strong, fold is weak.\n**Final answer**: raise to 40", act("raise", 40)),
        ("Fold is weak. Final answer - call", act("call")),
    ],
)
def test_a_marker_is_a_word_of_its_own_not_part_of_another(text, expected):
    """'decision-making' and 'transaction:' are no 'Final answer:' marker; reading after them kept only the fold."""
    assert read_as(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I'd pick spades.", STICK, act("trump", card="s")),  # the "d" of "I'd" was diamonds
        ("I'd say clubs", STICK, act("trump", card="c")),
        ("Let's go with diamonds", STICK, act("trump", card="d")),  # the "s" of "Let's" was spades
        ("It\u2019s clubs.", STICK, act("trump", card="c")),
        ("I'd call it diamonds", SUITS, act("trump", card="d")),
        ("trump: s", STICK, act("trump", card="s")),  # a letter standing alone still names its suit
    ],
)
def test_a_letter_of_a_contraction_names_no_suit(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("play the 2c, the queen of hearts is too high", TRICK, act("play", card="2c")),  # was the queen
        ("Play 2\u2663 - the ace of spades can wait", TRICK2, act("play", card="2c")),
        ("discard 9c, keep the jack of diamonds", DISCARD, act("discard", card="9c")),
        ("play the ten of hearts, not Qh", TRICK, act("play", card="Th")),
    ],
)
def test_the_first_card_written_is_read_whichever_way_each_is_written(text, legal, expected):
    assert read_as(text, legal) == expected


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
        ('{"action": "raise", "amount": "1,000"}', BIG, 1000),
    ],
)
def test_digits_grouped_in_thousands_by_commas_are_still_read(text, legal, amount):
    assert read_as(text, legal) == act(legal[-1]["action"], amount)


def test_a_decimal_below_one_is_no_thousands_but_a_share_refused():
    # "0.125" is not read as 125; it was snapped to the minimum, and is refused since session 35 as below one chip
    answer = parse_answer('{"action": "raise", "amount": "0.125"}', HOLDEM)
    assert not answer.accepted and "below one chip" in answer.reason, answer.reason


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
    assert read_as(text, legal) == act(legal[-1]["action"], amount)


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("bid three", BID, act("bid", 3)),  # was a bid of 0: no digits, so no amount, so the minimum
        ("I bid four tricks", BID, act("bid", 4)),
        ("bid one", BID, act("bid", 1)),
        ("My bid is three", BID, act("bid", 3)),
        ("**Bid:** four", BID, act("bid", 4)),
        ("Four.", BID, act("bid", 4)),
        ("raise to twelve", HOLDEM, act("raise", 12)),  # was the minimum, 4
        ("raise it to forty", HOLDEM, act("raise", 40)),
        ("Bet twenty-five", OPEN, act("bet", 25)),
        ("I'm betting twelve", OPEN, act("bet", 12)),
        ("raise to forty (40)", HOLDEM, act("raise", 40)),
        ("raise, with two pair, to 40", HOLDEM, act("raise", 40)),  # a number in prose is no amount
        ("raise with the ten of hearts", HOLDEM, act("raise", 4)),
        ("raise to one hundred", HOLDEM, act("raise", 100)),  # session 38: a scale read whole (it read 1, then refused)
        ("Raise to three times the bet", HOLDEM, None),
        ("I bid two or three", BID, None),
        ("raise to forty (41)", HOLDEM, None),
    ],
)
def test_an_amount_in_words_right_after_the_action_is_read_as_that_number(text, legal, expected):
    assert read_as(text, legal) == expected


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
    assert read_as(text, BID) == act("bid", amount)


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
    assert read_as(text, OPEN) == act("bet", amount)


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
        ('{"action": "raise", "amount": 40, "raise_to": 40, "reasoning": "strong"}', HOLDEM, act("raise", 40)),
        ('{"action": "raise", "confidence": 0.8}', HOLDEM, act("raise", 4)),
        ('{"action": "call", "to_call": 20}', HOLDEM, act("call")),
        ('{"action": "raise", "amount": null, "reasoning": "min-raise, a bet of 2 more"}', HOLDEM, act("raise", 4)),
    ],
)
def test_other_fields_beside_the_amount_or_on_an_action_without_one_change_nothing(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I won't call.", HOLDEM, None),  # was read as the call
        ("Don't fold.", HOLDEM, None),
        ("I'm not folding this.", HOLDEM, None),
        ("Never fold pocket aces.", HOLDEM, None),
        ("I don't want to bet.", OPEN, None),  # was a bet of 2
        ("I won't go alone.", ALONE, None),
        ("I won't play the Qh; I'll play the 2c.", TRICK, act("play", card="2c")),  # was the queen
        ("I won't pass the 2c; I pass the Ah.", HPASS, act("pass", card="Ah")),
        ("I won't call; I fold.", HOLDEM, act("fold")),
        ("Not raising. Call.", HOLDEM, act("call")),
        ("Raise to 40 rather than call.", HOLDEM, act("raise", 40)),
        ("I pass, I don't want to order.", [{"action": "pass"}, {"action": "order"}], act("pass")),
        ("It is not close. Fold.", HOLDEM, act("fold")),  # a negation ends with its clause
        ("No raise here, just call", HOLDEM, act("call")),  # "no" right before the word negates it
        ("No pair, so I fold", HOLDEM, act("fold")),
        ("No pair so I fold", HOLDEM, act("fold")),  # "no" further off is a word of the reason
        ("No doubt I raise to 30", HOLDEM, act("raise", 30)),
        ("No fold equity here, so call", HOLDEM, act("call")),
        ("I have no choice but to fold.", HOLDEM, act("fold")),
        ("Folding is not an option; I raise to 30", HOLDEM, act("raise", 30)),  # a gerund weighed, then the verdict
    ],
)
def test_an_action_word_under_a_negation_is_not_the_action_named(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Playing the queen of hearts would win, but I'll play the ten of hearts.", TRICK),  # was the queen
        ("I raise to 30; raising to 40 would be too much.", HOLDEM),  # was a raise to 30, by luck of the order
        ("bid 2; bidding 3 is greedy", BID),
        # "I play 2c because playing the Qh would waste it." is refused since session 39 as a waste (judged wrong)
    ],
)
def test_an_action_named_twice_with_different_values_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted and "with different values" in answer.reason


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Villain bet, so I raise to 30.", HOLDEM, act("raise", 30)),
        ("I raise to 40; raising is strong here since the pot is 30.", HOLDEM, act("raise", 40)),
        ("Play 2c. Playing it now keeps the Qh.", TRICK, act("play", card="2c")),
        ("bid 3; bidding 3 is safe", BID, act("bid", 3)),
        ("Answer: play 2c\nWhy: the Qh and Th are hearts I want to keep.", TRICK, act("play", card="2c")),
    ],
)
def test_an_action_named_twice_with_one_value_is_still_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        # ("Options are Qh, 2c, Th. I choose 2c." was here: read as the 2c since session 38b, below)
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
        ("Not spades. Clubs.", STICK, act("trump", card="c")),  # was spades
        ("Not the Qh, the 2c.", TRICK, act("play", card="2c")),  # was the queen
        ("Final answer: Ts (not the As)", TRICK2, act("play", card="Ts")),
        ("Q\u2665 (queen of hearts)", TRICK, act("play", card="Qh")),
        ("Partner led the Kh; 2c", TRICK, act("play", card="2c")),  # the king is no card of this hand
        ("Hearts were turned down; diamonds", STICK, act("trump", card="d")),
        ("3 tricks", BID, act("bid", 3)),
        ("nil (0 tricks)", BID, act("bid", 0)),
        ("Qs, my partner has the trump", [{"action": "play", "cards": ["Qs", "2c"]}], act("play", card="Qs")),
    ],
)
def test_a_text_with_no_action_word_naming_one_card_or_number_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"action": "raise", "amount": 30}\nNot {"action": "call"}.', act("raise", 30)),  # was the call
        ('{"action": "raise", "amount": 30} rather than {"action": "call"}', act("raise", 30)),
        ('Never {"action": "fold"}', None),
        ('I thought {"action": "fold"}, but no: {"action": "call"}', act("call")),
        ('Example format: {"action": "fold"}. My answer: {"action": "call"}', act("call")),
    ],
)
def test_an_embedded_object_under_a_negation_is_not_the_answer(text, expected):
    assert read_as(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I will play as planned: 2c", act("play", card="2c")),  # was the ace of spades
        ("Play 2c, ah well", act("play", card="2c")),
        ("I play As", act("play", card="As")),
        ("play AS", act("play", card="As")),
        ("play A\u2660", act("play", card="As")),
        ("play as", None),  # the word, not the card
    ],
)
def test_as_and_ah_in_small_letters_are_words_not_aces(text, expected):
    assert read_as(text, TRICK2 + [{"action": "play", "cards": ["Ah"]}]) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("The opponent bet 10, so I raise to 30.", HOLDEM, act("raise", 30)),  # was a raise to 10
        ("He bets 10 into 20; I raise to 35.", HOLDEM, act("raise", 35)),
        ("Partner played the Qh, so I play 2c.", TRICK, act("play", card="2c")),  # was the queen
        ("West played the 9d and East the As; I play the Ts.", TRICK2, act("play", card="Ts")),
        ("West bid 4, so I bid 2.", BID, act("bid", 2)),  # was a bid of 4
        ("Partner bid four; I'll bid two.", BID, act("bid", 2)),
        ("bid 2, partner bid 3", BID, act("bid", 2)),
        ("Bid 3. Partner's bid of 4 plus mine makes 7.", BID, act("bid", 3)),
        ("Villain raised to 12. I call.", HOLDEM, act("call")),
        ("They checked to me, so I bet 15.", OPEN, act("bet", 15)),
        ("Opponent shoved; I fold.", HOLDEM, act("fold")),
        ("The opponent has bet 20.", HOLDEM, None),  # no action of the seat's own
        ("As the dealer I bid 2", BID, act("bid", 2)),
    ],
)
def test_an_action_another_player_took_is_not_the_seats_own(text, legal, expected):
    assert read_as(text, legal) == expected


# The corpus: answers a model might give, each with what it is read as (None: refused). Every answer read is
# read as its writer meant; some refused ones have a clear meaning too ("Villain raised to 12. I call." is read,
# "I'd pick spades over clubs" is not), and refusing is always allowed. Before this review 81 of 457 were
# misread; the three left are below.
CORPUS = [
    ("fold", HOLDEM, {"action": "fold"}),
    ("Call.", HOLDEM, {"action": "call"}),
    ("I call.", HOLDEM, {"action": "call"}),
    ("raise to 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("RAISE TO 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("I'll raise to 40 chips.", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to $40", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise to 40$", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to €40", HOLDEM, {"action": "raise", "amount": 40}),
    ("all-in", HOLDEM, {"action": "raise", "amount": 200}),
    ("I'm all in!", HOLDEM, {"action": "raise", "amount": 200}),
    ("Shove.", HOLDEM, {"action": "raise", "amount": 200}),
    ("I'm jamming here.", HOLDEM, {"action": "raise", "amount": 200}),
    ("Raise all-in", HOLDEM, {"action": "raise", "amount": 200}),
    ("raise to 500", HOLDEM, {"action": "raise", "amount": 200}),
    ("raise to 2", HOLDEM, {"action": "raise", "amount": 4}),
    ("raise", HOLDEM, {"action": "raise", "amount": 4}),
    ("min-raise", HOLDEM, {"action": "raise", "amount": 4}),  # refused until round 28: a raise's name
    ("Raise the minimum.", HOLDEM, {"action": "raise", "amount": 4}),
    ("check", OPEN, {"action": "check"}),
    ("bet 10", OPEN, {"action": "bet", "amount": 10}),
    ("Bet 10 chips", OPEN, {"action": "bet", "amount": 10}),
    ("I bet 10.", OPEN, {"action": "bet", "amount": 10}),
    ("Check.", OPEN, {"action": "check"}),
    ("I'll check it back.", OPEN, {"action": "check"}),
    ("bet 100", OPEN, {"action": "bet", "amount": 70}),
    ("Betting 12 here for value.", OPEN, {"action": "bet", "amount": 12}),
    ("raise to 12", OPEN, {"action": "bet", "amount": 12}),
    ("The pot is 30 and I have top pair. I raise to 60.", HOLDEM, {"action": "raise", "amount": 60}),
    ("With 150 behind and a flush draw, I'll call.", HOLDEM, {"action": "call"}),
    ("Pot odds are 3 to 1, so calling is correct.", HOLDEM, {"action": "call"}),
    ("I have AK suited on a K72 board; I raise to 24.", HOLDEM, {"action": "raise", "amount": 24}),
    ("Villain raised to 12. I call.", HOLDEM, {"action": "call"}),
    ("The opponent bet 10, so I raise to 30.", HOLDEM, {"action": "raise", "amount": 30}),
    ("He bets 10 into 20; I raise to 35.", HOLDEM, {"action": "raise", "amount": 35}),
    ("After the opponent's check I bet 8.", OPEN, {"action": "bet", "amount": 8}),
    ("They checked to me, so I bet 15.", OPEN, {"action": "bet", "amount": 15}),
    ("Opponent checked. I check behind.", OPEN, {"action": "check"}),
    ("Thinking it over: the board is wet. Decision: raise to 50", HOLDEM, {"action": "raise", "amount": 50}),
    ("Let me think. Fold is too weak, call is fine. Final answer: call", HOLDEM, {"action": "call"}),
    ("Final answer: call\n\nReasoning: folding would give up too much equity.", HOLDEM, None),
    ("Answer: raise to 20. I considered calling but raising builds the pot.", HOLDEM, None),
    ("**Final answer**: fold", HOLDEM, {"action": "fold"}),
    ("**Final Answer:** raise to 30", HOLDEM, {"action": "raise", "amount": 30}),
    ("Final answer - call", HOLDEM, {"action": "call"}),
    ("Action: RAISE 44", HOLDEM, {"action": "raise", "amount": 44}),
    ("Decision = fold", HOLDEM, {"action": "fold"}),
    ("My decision-making says fold is weak, so I call.", HOLDEM, None),
    ("I call; in my decision-making I weighed a fold.", HOLDEM, None),
    ("My reaction: call.", HOLDEM, {"action": "call"}),
    ("Answer: call (I won't raise).", HOLDEM, {"action": "call"}),
    ("I won't call.", HOLDEM, None),
    ("I won't call; I fold.", HOLDEM, {"action": "fold"}),
    ("Don't fold.", HOLDEM, None),
    ("I'm not folding this.", HOLDEM, None),
    ("Not raising. Call.", HOLDEM, {"action": "call"}),
    ("No raise here, just call", HOLDEM, {"action": "call"}),
    ("I will not fold, I call", HOLDEM, {"action": "call"}),
    ("I don't want to bet.", OPEN, None),
    ("No bet. Check.", OPEN, {"action": "check"}),
    ("Never fold pocket aces.", HOLDEM, None),
    ("Folding is not an option; I raise to 30", HOLDEM, {"action": "raise", "amount": 30}),
    ("Raising is better than calling.", HOLDEM, None),
    ("Calling is better than raising here.", HOLDEM, None),
    ("Raise to 40 rather than call.", HOLDEM, {"action": "raise", "amount": 40}),
    ("I prefer a call over a fold.", HOLDEM, None),
    ("call > fold", HOLDEM, None),
    ("Either call or raise works; I'll call.", HOLDEM, None),
    ("fold or call?", HOLDEM, None),
    ("raise to 12–15", HOLDEM, None),
    ("Raise to somewhere between 30 and 40", HOLDEM, None),
    ("raise to 12 or 15", HOLDEM, None),
    ("Raise to 40 (that's 2x the pot of 20)", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise to 40, leaving 160 behind.", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to 40 out of my 200 stack", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise 30 to 40", HOLDEM, None),
    ("Raise: 40 total (30 more)", HOLDEM, {"action": "raise", "amount": 40}),
    ("I raise to 40 with 2 pair", HOLDEM, {"action": "raise", "amount": 40}),
    ("bet 10 or 12", OPEN, None),
    ("bet 10/12", OPEN, None),
    ("raise to twelve", HOLDEM, {"action": "raise", "amount": 12}),
    ("Raise to forty", HOLDEM, {"action": "raise", "amount": 40}),
    ("bet ten", OPEN, {"action": "bet", "amount": 10}),
    ("Bet twenty-five", OPEN, {"action": "bet", "amount": 25}),
    ("raise to fifty chips", HOLDEM, {"action": "raise", "amount": 50}),
    ("raise to one hundred", HOLDEM, {"action": "raise", "amount": 100}),  # refused before session 38
    ("bet a dozen", OPEN, None),
    ("raise to 1,200", BIG, {"action": "raise", "amount": 1200}),
    ("raise to 1 200", BIG, None),
    ("raise to 1.200", BIG, None),
    ("raise to 1'200", BIG, None),
    ("raise to 12,000", BIG, {"action": "raise", "amount": 12000}),
    ("raise to 1200", BIG, {"action": "raise", "amount": 1200}),
    ("Raise to $1,500.", BIG, {"action": "raise", "amount": 1500}),
    ("raise to 1,500 chips", BIG, {"action": "raise", "amount": 1500}),
    ("raise to 2 500 chips", BIG, None),
    ("raise to 2.500 chips", BIG, None),
    ("raise to 12,5", HOLDEM, None),
    ("bet 7,5", OPEN, None),
    ("bet 7.5", OPEN, {"action": "bet", "amount": 8}),
    ("raise to 1 000 000", BIG, None),
    ("raise to 1,000,000", BIG, {"action": "raise", "amount": 20000}),
    ("raise to 1.5k", BIG, None),
    ("raise to 1.2K chips", BIG, None),
    ("raise 3x", HOLDEM, None),
    ("Raise to 3 big blinds", HOLDEM, None),
    ("bet half pot", OPEN, None),
    ("Bet pot.", OPEN, None),
    ("bet 2/3 pot", OPEN, None),
    ("Bet 75% of the pot", OPEN, None),
    ("raise max", HOLDEM, None),
    ("Bet the maximum", OPEN, None),
    ("pot-sized bet", OPEN, None),
    ("Bet a third of the pot", OPEN, None),
    ("raise to 2.5bb", HOLDEM, None),
    ("Raise to three times the bet", HOLDEM, None),
    ("overbet shove", OPEN, {"action": "bet", "amount": 70}),
    ("**Raise** to 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("`call`", HOLDEM, {"action": "call"}),
    ("- Action: **fold**", HOLDEM, {"action": "fold"}),
    ("* Options: fold, call, raise\n* Choice: **call**", HOLDEM, {"action": "call"}),  # the options restated
    ("## Decision\n**Raise to 60**", HOLDEM, {"action": "raise", "amount": 60}),
    ("Options:\n- fold\n- call\n- raise\n\nAnswer: `raise 24`", HOLDEM, {"action": "raise", "amount": 24}),
    ("| action | amount |\n|---|---|\n| raise | 40 |", HOLDEM, {"action": "raise", "amount": 40}),
    ("> call", HOLDEM, {"action": "call"}),
    ("__fold__", HOLDEM, {"action": "fold"}),
    ("*check*", OPEN, {"action": "check"}),
    ('{"action": "raise", "amount": 40}', HOLDEM, {"action": "raise", "amount": 40}),
    ('{"action": "raise", "amount": 40, "reasoning": "I have the nuts"}', HOLDEM, {"action": "raise", "amount": 40}),
    ('{"action": "raise", "raise_to": 40}', HOLDEM, None),
    ('{"action": "raise", "size": 40}', HOLDEM, None),
    ('{"action": "bet", "bet": 10}', OPEN, None),
    ('{"action": "raise", "total": 40}', HOLDEM, None),
    ('{"action": "raise", "amount": null}', HOLDEM, {"action": "raise", "amount": 4}),
    ('{"action": "raise", "amount": "40"}', HOLDEM, {"action": "raise", "amount": 40}),
    ('{"action": "raise", "amount": "$40"}', HOLDEM, None),
    ('{"action": "raise", "amount": "1 200"}', BIG, None),
    ('{"action": "raise", "amount": "1.200"}', BIG, None),
    ('Here is my move:\n```json\n{"action": "call"}\n```', HOLDEM, {"action": "call"}),
    (
        'I thought about {"action": "call"} but {"action": "raise", "amount": 30} is better.',
        HOLDEM,
        {"action": "raise", "amount": 30},
    ),
    ('{"action": "raise", "amount": 30}\nNot {"action": "call"}.', HOLDEM, {"action": "raise", "amount": 30}),
    ('Example format: {"action": "fold"}. My answer: {"action": "call"}', HOLDEM, {"action": "call"}),
    ('{"decision": {"action": "call"}}', HOLDEM, {"action": "call"}),  # one more wrapping is read since session 34
    ('{"action": "Raise", "amount": 40, "say": "gl"}', HOLDEM, {"action": "raise", "amount": 40}),
    ('{"action": "all-in"}', HOLDEM, {"action": "raise", "amount": 200}),
    ('{"action": "raise to 40"}', HOLDEM, None),
    ('{"action": "bid", "bid": 3}', BID, None),
    ('{"action": "bid", "tricks": 3}', BID, None),
    ('{"action": "bid", "amount": 3}', BID, {"action": "bid", "amount": 3}),
    ('{"action": "bid", "amount": "nil"}', BID, None),
    ('{"action": "play", "card": "Q♥"}', TRICK, {"action": "play", "card": "Qh"}),
    ('{"action": "play", "card": "queen of hearts"}', TRICK, {"action": "play", "card": "Qh"}),
    ('{"action": "play", "cards": ["Qh"]}', TRICK, None),
    ('{"action": "pass", "cards": ["Qs", "Ks", "As"]}', HPASS, None),
    ('{"action": "trump", "suit": "spades"}', SUITS, {"action": "trump", "card": "s"}),  # 'suit' read since 34
    ('{"action": "trump", "card": "spades"}', SUITS, {"action": "trump", "card": "s"}),
    ("check", KUHN_OPEN, {"action": "check"}),
    ("bet", KUHN_OPEN, {"action": "bet"}),
    ("I bet 1 chip.", KUHN_OPEN, {"action": "bet"}),
    ("With the king I bet.", KUHN_OPEN, {"action": "bet"}),
    ("Jack is the worst card; check.", KUHN_OPEN, {"action": "check"}),
    ("I have the Queen. Checking.", KUHN_OPEN, {"action": "check"}),
    ("fold", KUHN_FACE, {"action": "fold"}),
    ("call", KUHN_FACE, {"action": "call"}),
    ("With a king, always call.", KUHN_FACE, {"action": "call"}),
    ("I won't fold the king; call.", KUHN_FACE, {"action": "call"}),
    ("Jack can't win. Fold.", KUHN_FACE, {"action": "fold"}),
    ("raise", LEDUC_FACE, {"action": "raise"}),
    ("Raise!", LEDUC_FACE, {"action": "raise"}),
    ("Pair of queens on board: raise.", LEDUC_FACE, {"action": "raise"}),
    ("I'll re-raise", LEDUC_FACE, {"action": "raise"}),  # refused until round 28
    ("Calling with the king.", LEDUC_FACE, {"action": "call"}),
    ("check", KUHN_FACE, None),
    ("all in", LEDUC_FACE, None),
    ("I bet 2 chips", KUHN_OPEN, {"action": "bet"}),
    ("Qh", TRICK, {"action": "play", "card": "Qh"}),
    ("QH", TRICK, {"action": "play", "card": "Qh"}),
    ("qh", TRICK, {"action": "play", "card": "Qh"}),
    ("Q♥", TRICK, {"action": "play", "card": "Qh"}),
    ("Q ♥", TRICK, {"action": "play", "card": "Qh"}),
    ("queen of hearts", TRICK, {"action": "play", "card": "Qh"}),
    ("The Queen of Hearts", TRICK, {"action": "play", "card": "Qh"}),
    ("play the 10 of hearts", TRICK, {"action": "play", "card": "Th"}),
    ("10h", TRICK, {"action": "play", "card": "Th"}),
    ("T♥", TRICK, {"action": "play", "card": "Th"}),
    ("ten of hearts", TRICK, {"action": "play", "card": "Th"}),
    ("10♥", TRICK, {"action": "play", "card": "Th"}),
    ("Th", TRICK, {"action": "play", "card": "Th"}),
    ("2♣", TRICK, {"action": "play", "card": "2c"}),
    ("two of clubs", TRICK, {"action": "play", "card": "2c"}),
    ("Play: 2c", TRICK, {"action": "play", "card": "2c"}),
    # These five were pinned refused until session 38b; blind corpora 30, 54 and 58 judged them clear, and a whole
    # answer naming one legal card so is now read (tests/test_answers_reader38b.py).
    ("the deuce of clubs", TRICK, {"action": "play", "card": "2c"}),
    ("Q of hearts", TRICK, {"action": "play", "card": "Qh"}),
    ("queen hearts", TRICK, {"action": "play", "card": "Qh"}),
    ("Q-h", TRICK, {"action": "play", "card": "Qh"}),
    ("QoH", TRICK, None),
    ("♥Q", TRICK, {"action": "play", "card": "Qh"}),
    ("**Qh**", TRICK, {"action": "play", "card": "Qh"}),
    ("`2c`", TRICK, {"action": "play", "card": "2c"}),
    ("I play 10♠", TRICK2, {"action": "play", "card": "Ts"}),
    ("play the ace of spades", TRICK2, {"action": "play", "card": "As"}),
    ("A♠", TRICK2, {"action": "play", "card": "As"}),
    ("10s", TRICK2, {"action": "play", "card": "Ts"}),
    ("T♠", TRICK2, {"action": "play", "card": "Ts"}),
    ("the 10 of spades", TRICK2, {"action": "play", "card": "Ts"}),
    ("Nine of diamonds", TRICK2, {"action": "play", "card": "9d"}),
    ("9♦", TRICK2, {"action": "play", "card": "9d"}),
    ("9D", TRICK2, {"action": "play", "card": "9d"}),
    ("The Qh is high, so I play the 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("Partner is winning with the Ah, so I play 2c.", TRICK2, {"action": "play", "card": "2c"}),
    ("Partner played the Qh, so I play 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("Since partner led the Th, I'll duck with 2c.", TRICK, {"action": "play", "card": "2c"}),  # partner's ten
    ("I play 2c; the Qh is too valuable.", TRICK, {"action": "play", "card": "2c"}),
    ("I play 2c because playing the Qh would waste it.", TRICK, None),
    ("Not the queen. Play the 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("I won't play the Qh; I'll play the 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("Not the Qh, the 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("Playing the queen of hearts would win, but I'll play the ten of hearts.", TRICK, None),
    ("West played the 9d and East the As; I play the Ts.", TRICK2, {"action": "play", "card": "Ts"}),
    ("Lead the ace of spades.", TRICK2, {"action": "play", "card": "As"}),
    ("I'll lead A♠ to draw trumps.", TRICK2, {"action": "play", "card": "As"}),
    ("Throw off the 2♣.", TRICK2, {"action": "play", "card": "2c"}),
    ("Final answer: Ts (not the As)", TRICK2, {"action": "play", "card": "Ts"}),
    ("Hearts are broken. Play: Qh", TRICK, {"action": "play", "card": "Qh"}),
    ("I must follow suit with hearts: Th", TRICK, {"action": "play", "card": "Th"}),
    ("Answer: play 2c\nWhy: the Qh and Th are hearts I want to keep.", TRICK, {"action": "play", "card": "2c"}),
    # pinned refused until session 38b (read as the queen before); blind corpora 30, 46 and 51 judged the shape clear
    ("Options are Qh, 2c, Th. I choose 2c.", TRICK, {"action": "play", "card": "2c"}),
    ("Legal: Qh 2c Th\nPlay: Th", TRICK, {"action": "play", "card": "Th"}),
    ("I'll play a heart.", TRICK, None),
    # the next four and "pass the queen" were refused; read since session 37 as the one legal card of that rank
    ("play the queen", TRICK, {"action": "play", "card": "Qh"}),
    ("play the ten", TRICK, {"action": "play", "card": "Th"}),
    ("play the 2", TRICK, {"action": "play", "card": "2c"}),
    ("Play my lowest card.", TRICK, None),
    ("play the deuce", TRICK, {"action": "play", "card": "2c"}),
    ("play the king of hearts", TRICK, None),
    ("play Kh", TRICK, None),
    ("pass", BID1, {"action": "pass"}),
    ("order up", BID1, {"action": "order"}),
    ("I'll order it up.", BID1, {"action": "order"}),
    ("Order up the jack!", BID1, {"action": "order"}),
    ("Pass - not enough trump.", BID1, {"action": "pass"}),
    ("I won't order; pass.", BID1, {"action": "pass"}),
    ("Ordering up is too risky, I pass.", BID1, {"action": "pass"}),  # refused until session 43
    ("I'd order it up rather than pass.", BID1, {"action": "order"}),
    ("Tell the dealer to pick it up.", BID1, None),
    ("I pass, I don't want to order.", BID1, {"action": "pass"}),
    ("trump spades", SUITS, {"action": "trump", "card": "s"}),
    ("Spades", SUITS, {"action": "trump", "card": "s"}),
    ("I name clubs trump.", SUITS, {"action": "trump", "card": "c"}),
    ("Make it diamonds.", SUITS, {"action": "trump", "card": "d"}),
    ("♠", SUITS, {"action": "trump", "card": "s"}),
    ("pass", SUITS, {"action": "pass"}),
    ("Call spades as trump", SUITS, {"action": "trump", "card": "s"}),
    ("Pass; I have no clubs or diamonds.", SUITS, {"action": "pass"}),
    ("I have two spades and three clubs; name clubs.", STICK, None),
    ("Hearts were turned down, so trump diamonds.", SUITS, {"action": "trump", "card": "d"}),
    ("Not spades. Clubs.", STICK, {"action": "trump", "card": "c"}),
    ("I'd pick spades over clubs.", STICK, None),
    ("trump: clubs", STICK, {"action": "trump", "card": "c"}),
    ("Trump is spades", STICK, {"action": "trump", "card": "s"}),
    ("With the right bower in spades, I call spades.", STICK, {"action": "trump", "card": "s"}),
    ("I'll go alone!", ALONE, {"action": "alone"}),
    ("alone", ALONE, {"action": "alone"}),
    ("play with my partner", ALONE, {"action": "partner"}),
    ("Partner", ALONE, {"action": "partner"}),
    ("I won't go alone.", ALONE, None),
    ("Not alone, with partner.", ALONE, {"action": "partner"}),
    ("Going alone is too risky; play with partner.", ALONE, None),
    ("discard 9c", DISCARD, {"action": "discard", "card": "9c"}),
    ("Discard the nine of clubs.", DISCARD, {"action": "discard", "card": "9c"}),
    ("Throw away the 9♣", DISCARD, {"action": "discard", "card": "9c"}),
    ("I keep the Ah and discard 9c", DISCARD, {"action": "discard", "card": "9c"}),
    ("Discard 9c, keeping Jd for the left bower.", DISCARD, {"action": "discard", "card": "9c"}),
    ("I'll keep my Jd and Ah; throwing the 9c", DISCARD, None),
    ("Get rid of the Qs.", DISCARD, {"action": "discard", "card": "Qs"}),
    ("bid 3", BID, {"action": "bid", "amount": 3}),
    ("3", BID, {"action": "bid", "amount": 3}),
    ("I bid 3.", BID, {"action": "bid", "amount": 3}),
    ("nil", BID, {"action": "bid", "amount": 0}),
    ("Nil!", BID, {"action": "bid", "amount": 0}),
    ("bid nil", BID, {"action": "bid", "amount": 0}),
    ("I'll bid zero.", BID, {"action": "bid", "amount": 0}),
    ("bid three", BID, {"action": "bid", "amount": 3}),
    ("I bid four tricks", BID, {"action": "bid", "amount": 4}),
    ("Bid: 2", BID, {"action": "bid", "amount": 2}),
    ("**Bid:** 5", BID, {"action": "bid", "amount": 5}),
    ("3 tricks", BID, {"action": "bid", "amount": 3}),
    ("I have 2 aces and a king, so I bid 3.", BID, {"action": "bid", "amount": 3}),
    ("I have 2 aces and a king, so 3.", BID, None),
    ("With 13 cards and 4 spades I expect 3 tricks.", BID, None),
    ("Bid nil - I have maybe 1 trick.", BID, {"action": "bid", "amount": 0}),
    ("I bid nil since I hold 2 low spades.", BID, {"action": "bid", "amount": 0}),
    ("Not nil; bid 2.", BID, {"action": "bid", "amount": 2}),
    ("bid 3, not nil", BID, {"action": "bid", "amount": 3}),
    ("Nil is tempting but I bid 1.", BID, {"action": "bid", "amount": 1}),
    ("bid 2 or 3", BID, None),
    ("West bid 4, so I bid 2.", BID, {"action": "bid", "amount": 2}),
    ("Partner bid 4; I'll bid 2.", BID, {"action": "bid", "amount": 2}),
    ("My bid is 3.", BID, {"action": "bid", "amount": 3}),
    ("bid one", BID, {"action": "bid", "amount": 1}),
    ("bid 1", OHHELL_DEALER, None),
    ("bid 2", OHHELL_DEALER, {"action": "bid", "amount": 2}),
    ("bid 0", OHHELL_DEALER, {"action": "bid", "amount": 0}),
    ("I can't bid 1 as dealer, so bid 2.", OHHELL_DEALER, {"action": "bid", "amount": 2}),
    ("Answer: 4", BID, {"action": "bid", "amount": 4}),
    ("I bid three (3).", BID, {"action": "bid", "amount": 3}),
    ("Four.", BID, {"action": "bid", "amount": 4}),
    ("I'll bid 3 tricks since I have the A♠ and K♠.", BID, {"action": "bid", "amount": 3}),
    ("Holding A♠ K♠ Q♠, bid 3", BID, {"action": "bid", "amount": 3}),
    ("bid 3 (I have 2 sure tricks plus 1 likely)", BID, {"action": "bid", "amount": 3}),
    ("Bidding 2.", BID, {"action": "bid", "amount": 2}),
    ("I'd bid 2 rather than 3.", BID, {"action": "bid", "amount": 2}),
    ("zero", BID, {"action": "bid", "amount": 0}),
    ("Bid: nil (0 tricks)", BID, {"action": "bid", "amount": 0}),
    ("pass the Qs", HPASS, {"action": "pass", "card": "Qs"}),
    ("Pass Q♠", HPASS, {"action": "pass", "card": "Qs"}),
    ("queen of spades", HPASS, {"action": "pass", "card": "Qs"}),
    ("I pass the As.", HPASS, {"action": "pass", "card": "As"}),
    ("Pass A♥", HPASS, {"action": "pass", "card": "Ah"}),
    ("Pass Qs, Ks, As", HPASS, {"action": "pass", "card": "Qs"}),
    ("I'll pass the three high spades: Q♠ K♠ A♠", HPASS, {"action": "pass", "card": "Qs"}),
    ("Keep the 2c; pass the Qs", HPASS, {"action": "pass", "card": "Qs"}),
    ("Get rid of the queen of spades.", HPASS, {"action": "pass", "card": "Qs"}),
    ("I won't pass the 2c; I pass the Ah.", HPASS, {"action": "pass", "card": "Ah"}),
    ("Pass the Ah (it would take points).", HPASS, {"action": "pass", "card": "Ah"}),
    ("Passing the Q♠ is safest.", HPASS, {"action": "pass", "card": "Qs"}),
    ("The Q♠ is dangerous, pass it: Q♠", HPASS, {"action": "pass", "card": "Qs"}),
    ("Pass the king of diamonds", HPASS, {"action": "pass", "card": "Kd"}),
    ("Pass KD", HPASS, {"action": "pass", "card": "Kd"}),
    ("pass 10d", HPASS, {"action": "pass", "card": "Td"}),
    ("Pass the 10 of diamonds.", HPASS, {"action": "pass", "card": "Td"}),
    ("pass the queen", HPASS, {"action": "pass", "card": "Qs"}),
    ("Call 20", HOLDEM, {"action": "call"}),
    ("I'll call the 20.", HOLDEM, {"action": "call"}),
    ("Call. (I'd raise with a better hand.)", HOLDEM, None),
    ("call/fold", HOLDEM, None),
    ("Check-raise to 30", HOLDEM, None),
    ("Re-raise to 60", HOLDEM, {"action": "raise", "amount": 60}),  # refused until round 28
    ("3-bet to 12", HOLDEM, {"action": "raise", "amount": 12}),  # refused until round 28
    # Revised in session 39: blind corpora 37 and 43 judged "I limp." and "Just limp along." clear calls.
    ("I'll limp.", HOLDEM, {"action": "call"}),
    ("Muck it.", HOLDEM, {"action": "fold"}),  # refused until session 33, when "muck" became a fold
    ("Raise to 40.00", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to 40.5", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to 1e3", HOLDEM, {"action": "raise", "amount": 200}),
    ("raise to forty (40)", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise to 40 chips total", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise. Amount: 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise\nAmount: 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("Action: raise\nAmount: 40", HOLDEM, {"action": "raise", "amount": 40}),
    ("I raise to 40 (pot 2.5x)", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise, size 40", HOLDEM, {"action": "raise", "amount": 40}),
    # the next two, "RAISE to 3x... actually to 36" and "the K♠... no wait" were refused; read since session 37 as
    # the action or card the correction gives
    ("Raise to 40 - no wait, call.", HOLDEM, {"action": "call"}),
    ("Call... actually, raise to 40.", HOLDEM, {"action": "raise", "amount": 40}),
    ("fold (pre-flop 72o)", HOLDEM, {"action": "fold"}),
    ("I fold. 72o is the worst hand.", HOLDEM, {"action": "fold"}),
    ("FOLD", HOLDEM, {"action": "fold"}),
    ("Fold 🙁", HOLDEM, {"action": "fold"}),
    ("I call the all-in.", HOLDEM, None),
    ("Calling their shove is right.", HOLDEM, {"action": "call"}),  # "their" names the shove as the other player's
    ("Opponent shoved; I fold.", HOLDEM, {"action": "fold"}),
    ("The villain went all in, I call", HOLDEM, {"action": "call"}),
    ("bet 1/2 pot (10)", OPEN, None),
    ("Bet 10 (half pot)", OPEN, {"action": "bet", "amount": 10}),
    ("bet 10, about half the pot of 20", OPEN, {"action": "bet", "amount": 10}),
    ("check/call", OPEN, {"action": "check"}),
    ("Check, then call a bet.", OPEN, None),
    ("Bet. 12.", OPEN, {"action": "bet", "amount": 12}),
    ("I'll bet: 12", OPEN, {"action": "bet", "amount": 12}),
    ("I'm betting twelve", OPEN, {"action": "bet", "amount": 12}),
    ("Bet ~15", OPEN, {"action": "bet", "amount": 15}),
    ("bet about 15", OPEN, {"action": "bet", "amount": 15}),
    ("bet 15ish", OPEN, {"action": "bet", "amount": 15}),
    ("raise to #40", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to 0x28", HOLDEM, None),
    ("raise to 40k", BIG, None),
    ("raise to 4,0", HOLDEM, None),
    ("raise to 40,", HOLDEM, {"action": "raise", "amount": 40}),
    ("Raise to 40, because", HOLDEM, {"action": "raise", "amount": 40}),
    ("raise to 1,20", BIG, None),
    ("raise to 12,000.50", BIG, {"action": "raise", "amount": 12000}),
    ("Final answer: Raise to 40.\nAnswer explanation: ...", HOLDEM, {"action": "raise", "amount": 40}),
    ("answer: fold. Final answer: call", HOLDEM, {"action": "call"}),
    ("play the 2c, the queen of hearts is too high", TRICK, {"action": "play", "card": "2c"}),
    ("Lead 2♣ - the ace of spades can wait", TRICK2, None),
    ("discard 9c, keep the jack of diamonds", DISCARD, {"action": "discard", "card": "9c"}),
    ("It's spades.", STICK, {"action": "trump", "card": "s"}),
    ("I'd say clubs", STICK, {"action": "trump", "card": "c"}),
    ("Let's go with diamonds", STICK, {"action": "trump", "card": "d"}),
    ("Pass; I'd need more trump.", SUITS, None),
    ("I'd call it diamonds", SUITS, {"action": "trump", "card": "d"}),
    ("The answer-move is call", HOLDEM, {"action": "call"}),
    # Revised in session 39: blind corpora 33, 39, 42, 43 and 59 judged a fold taken back by a bare "no" clear.
    ("In the transaction: fold... no, I call", HOLDEM, {"action": "call"}),
    ("I call, no re-move needed", HOLDEM, {"action": "call"}),
    (
        "Given the board texture and my range advantage, a bet of 12 makes sense.\n\nFinal Answer: bet 12",
        OPEN,
        {"action": "bet", "amount": 12},
    ),
    ("I'll check. Betting here would fold out worse hands.", OPEN, None),
    ("**Decision:** Call\n\n**Reasoning:** The pot odds (25%) justify a call.", HOLDEM, {"action": "call"}),
    ("Decision: RAISE to 3x... actually to 36 chips", HOLDEM, {"action": "raise", "amount": 36}),
    ("I raise to 36 (3x the open of 12).", HOLDEM, {"action": "raise", "amount": 36}),
    ("Raise to 36, which is 3 times the 12 bet.", HOLDEM, {"action": "raise", "amount": 36}),
    ("Facing 2 opponents, raise to 50", HOLDEM, {"action": "raise", "amount": 50}),
    ("Raise to 50. Stack after: 150.", HOLDEM, {"action": "raise", "amount": 50}),
    ("With 2 outs I fold.", HOLDEM, {"action": "fold"}),
    ("I'd call here, not raise.", HOLDEM, {"action": "call"}),
    ("Call, don't raise.", HOLDEM, {"action": "call"}),
    ("Not a fold. Not a raise. A call.", HOLDEM, {"action": "call"}),
    ("I shouldn't call; folding is right.", HOLDEM, {"action": "fold"}),
    ("It isn't worth a raise, so I check.", OPEN, {"action": "check"}),
    ("I can't bid nil with the ace of spades; bid 2.", BID, {"action": "bid", "amount": 2}),
    ("I won't bid nil. Bid 3.", BID, {"action": "bid", "amount": 3}),
    ("bid 2, partner bid 3", BID, {"action": "bid", "amount": 2}),
    ("My partner bid 3. I bid 2.", BID, {"action": "bid", "amount": 2}),
    ("Answer: bid 2 (partner already bid 3)", BID, {"action": "bid", "amount": 2}),
    ("I'll play the K♠... no wait, I don't have it. Play Q♥.", TRICK, {"action": "play", "card": "Qh"}),
    ("Play Q♥ (not the T♥).", TRICK, {"action": "play", "card": "Qh"}),
    ("Playing the queen of hearts.", TRICK, {"action": "play", "card": "Qh"}),
    ("I'll throw the deuce: 2♣", TRICK, {"action": "play", "card": "2c"}),
    ("Answer: 2c", TRICK, {"action": "play", "card": "2c"}),
    ('`{"action": "play", "card": "2c"}`', TRICK, {"action": "play", "card": "2c"}),
    ('{"action": "play", "card": "2c", "reason": "the Qh is too high"}', TRICK, {"action": "play", "card": "2c"}),
    ("Order it up. I have the right bower and the ace.", BID1, {"action": "order"}),
    ("I'll pass; my hand isn't strong enough to order.", BID1, {"action": "pass"}),
    ("Call trump: hearts? Not allowed. Spades.", STICK, None),
    ("trump diamonds, not clubs", SUITS, {"action": "trump", "card": "d"}),
    ("Go alone - I have both bowers.", ALONE, {"action": "alone"}),
    ("Play with partner, not alone.", ALONE, {"action": "partner"}),
    ("discard the 9 of clubs", DISCARD, {"action": "discard", "card": "9c"}),
    ("discard: 9♣ (keep the trump)", DISCARD, {"action": "discard", "card": "9c"}),
    ("Pass the A♥ to the left.", HPASS, {"action": "pass", "card": "Ah"}),
    ("pass: Q♠", HPASS, {"action": "pass", "card": "Qs"}),
    ("I pass the queen of spades, not the ace of hearts.", HPASS, {"action": "pass", "card": "Qs"}),
    ("Bet 20 — a bit over half pot.", OPEN, {"action": "bet", "amount": 20}),
    ("Bet 20 (2/3 pot).", OPEN, {"action": "bet", "amount": 20}),
    ("bet 2/3 pot = 20", OPEN, None),
    ("Bet: 20 chips (that's about two-thirds of the pot)", OPEN, {"action": "bet", "amount": 20}),
    ("bet twenty chips", OPEN, {"action": "bet", "amount": 20}),
    ("raise to 200 (all in)", HOLDEM, {"action": "raise", "amount": 200}),
    ("All-in for 200", HOLDEM, {"action": "raise", "amount": 200}),
    ("I'll go all-in: raise to 200", HOLDEM, {"action": "raise", "amount": 200}),
    ("Three-bet to 12", HOLDEM, {"action": "raise", "amount": 12}),  # refused until round 28
    ("raise to 12 — i.e. three times the blind", HOLDEM, {"action": "raise", "amount": 12}),
    ("raise to 4", HOLDEM, {"action": "raise", "amount": 4}),
    ("I call 8 more", HOLDEM, {"action": "call"}),
    ("Call the 8.", HOLDEM, {"action": "call"}),
    ("Bid 4 (3 spades + 1 side ace)", BID, {"action": "bid", "amount": 4}),
    ("Bid four.", BID, {"action": "bid", "amount": 4}),
    ("bid: 0", BID, {"action": "bid", "amount": 0}),
    ("I bid 0 (nil)", BID, {"action": "bid", "amount": 0}),
    ("Zero tricks: nil", BID, {"action": "bid", "amount": 0}),
    ("I'd bid three or maybe four", BID, None),
    ("Bid 3. Partner's bid of 4 plus mine makes 7.", BID, {"action": "bid", "amount": 3}),
    ("Check. If they bet 10, I'll call.", OPEN, {"action": "check"}),
    ("I check, planning to raise if they bet.", OPEN, None),
    ("Raise to 40 - opponent has bet 20 into 30.", HOLDEM, {"action": "raise", "amount": 40}),
]


@pytest.mark.parametrize("text, legal, expected", CORPUS)
def test_each_answer_of_the_corpus_is_read_as_meant_or_refused(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize("text, legal", [("raise to 12-15", HOLDEM), ("bet 8-10 chips", OPEN), ("bid 2-3", BID)])
def test_a_range_written_with_a_hyphen_is_refused(text, legal):
    # each read its first number, as the en dash and "or" did before they were refused
    assert read_as(text, legal) is None
