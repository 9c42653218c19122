"""Answers the corpus of tests/test_review_answers30.py left misread (its MISREAD_LEFT): each was read as an action
its writer did not mean, and is now refused or read as meant. Each test here failed before the change."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, BID1, HOLDEM, HPASS, OPEN, SUITS, TRICK, TRICK2, act, read_as
from support.cpu import assert_within_cpu

from cosino.seats.answers import parse_answer


# Everything one has after "with" is a size in words, as "Bet everything." is: "I raise with everything I have."
# raised the minimum, 4.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("I raise with everything I have.", HOLDEM),
        ("raise with all my chips", HOLDEM),
        ("Raise with my whole stack", HOLDEM),
        ("bet with everything", OPEN),
        ("Bet with all I have", OPEN),
        ("I bet with all of it.", OPEN),
    ],
)
def test_everything_one_has_after_with_is_refused_as_no_count_of_chips(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted
    assert "not in chips" in answer.reason, answer.reason


# "with" before anything else names no size: the raise with no amount is the minimum, as before.
@pytest.mark.parametrize(
    "text",
    ["I raise with top pair.", "Raise with all the hands in my range", "raise with everyone folding", "Raise."],
)
def test_with_before_a_hand_or_a_reason_is_no_size(text):
    assert read_as(text, HOLDEM) == act("raise", 4)


# A letter written for a digit right after the amount: "Bet 1O" bet 1, snapped to the minimum 2.
@pytest.mark.parametrize("text", ["Bet 1O", "bet 1O.", "Bet 5O chips", "bet 1l", "bet 2OO", "Bet 1o0"])
def test_letters_written_for_digits_after_an_amount_are_refused(text):
    answer = parse_answer(text, OPEN)
    assert not answer.accepted
    assert "letters among its digits" in answer.reason, answer.reason


# Letters that make a word, or a space before them, are prose: the amount stands.
@pytest.mark.parametrize("text, amount", [("Bet 10 OK", 10), ("bet 12 or so", 12), ("Bet 10. Oh well.", 10)])
def test_a_word_after_the_amount_is_no_lookalike_digit(text, amount):
    assert read_as(text, OPEN) == act("bet", amount)


# "no" right before the action's word negates it: "No bid" bid nil.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("No bid", BID, None),
        ("No bid. Bid 3.", BID, act("bid", 3)),
        ("no raise, just call", HOLDEM, act("call")),
        ("No bet. Check.", OPEN, act("check")),
        ("No fold here: call", HOLDEM, act("call")),
        ("NO RAISE. CALL.", HOLDEM, act("call")),
    ],
)
def test_no_right_before_the_action_word_negates_it(text, legal, expected):
    assert read_as(text, legal) == expected


# Further off, "no" is a word of the reason: the action after it stands.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("No pair so I fold", HOLDEM, act("fold")),
        ("No doubt: raise to 30", HOLDEM, act("raise", 30)),
        ("No way I fold, call", HOLDEM, None),  # the fold is not negated: two actions, refused as before
        ("Nobody bet, so I bet 10", OPEN, act("bet", 10)),
        ("Casino bid 3", BID, act("bid", 3)),
    ],
)
def test_no_further_off_or_inside_a_word_is_no_negation(text, legal, expected):
    assert read_as(text, legal) == expected


# A nil joined to a number by a sum or an arrow is a second bid: "Bid: 2 + nil for partner" bid 2.
@pytest.mark.parametrize("text", ["Bid: 2 + nil for partner", "bid 2 + Nil", "Bid 3 = nil", "bid 4 -> nil"])
def test_a_nil_joined_to_a_number_is_two_bids(text):
    answer = parse_answer(text, BID)
    assert not answer.accepted
    assert "two numbers" in answer.reason, answer.reason


@pytest.mark.parametrize("text, amount", [("Bid 2, nil is too risky", 2), ("nil", 0)])
def test_nil_beside_a_number_without_a_sum_follows_the_first_written_rule(text, amount):
    assert read_as(text, BID) == act("bid", amount)


# Session 35: a nil right after the number in its clause is a second bid (tests/test_review_answers30.py lists "bid 3
# nil" as meaning no clear bid; it was read as 3).
@pytest.mark.parametrize("text", ["bid 3 nil", "Bid 4 or nil."])
def test_a_nil_right_after_the_number_is_a_second_bid(text):
    answer = parse_answer(text, BID)
    assert not answer.accepted
    assert "a number and nil" in answer.reason, answer.reason


# The new checks on long hostile text: each looks at a bounded window, so none grows with the text.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise with " + "all " * 25_000, HOLDEM),
        ("bet 1" + "O" * 100_000, OPEN),
        ("no " * 30_000 + "bid", BID),
        ("bid 2 +" + " " * 50_000 + "nil", BID),
        ("raise with my " + "whole " * 20_000 + "stack", HOLDEM),
    ],
)
def test_the_new_checks_stay_fast_on_long_hostile_text(text, legal):
    assert_within_cpu(lambda: parse_answer(text, legal), 2.0)


# A text naming several actions stays refused though it closes with a bare command of one in its last sentence.
# Reading that command was tried this session and withdrawn: on a blind corpus of 489 answers
# (tests/test_review_answers32.py) it misread 65, a plan, a counterfactual or the opponent's expected reply closing a
# text that had already decided ("I'm calling now. Any spade on the turn and I'm done. Fold." folded), against some
# 70 clear answers it read in corpora 30-31.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        # ("I could bet 10 or check. I'll check." was here: a choice weighed with "or" in a sentence before the verdict
        # is read since session 38b, tests/test_answers_reader38b.py; corpus 30 judged it clear)
        ("Calling is too weak. I'll go all in.", HOLDEM, act("raise", 200)),
        ("Legal trumps: clubs, diamonds, spades (or pass). Spades.", SUITS, act("trump", card="s")),
        # (two texts whose closing command stands under a heading that is a marker, "**Decision**" and "## Final
        # answer", moved to tests/test_review_reader33.py in session 33: a marker alone on its line is read)
        ("Raise to 10.5. Call.", HOLDEM, act("call")),
    ],
)
def test_a_closing_command_after_several_actions_is_not_read(text, legal, expected):
    assert expected is not None and read_as(text, legal) is None  # expected: what the writer meant


# Since session 39 a bare command on a line of its own after analysis that decides nothing else is read
# (picks._closing_line_read); a decision told before it on the same line is still never read.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("A bet of 18 gets called by worse.\n\nBet 18", OPEN, act("bet", 18)),
        ("Fold is bad.\n\n**Call**", HOLDEM, act("call")),
        ("Raising to 20 folds out the worst of it.\nSo: raise to 20.", HOLDEM, act("raise", 20)),
        ("Fold is bad.\n  Call", HOLDEM, act("call")),
        ("Calling is weak.\n> Fold", HOLDEM, act("fold")),
    ],
)
def test_a_closing_command_on_its_own_line_after_analysis_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


# Refused as before: the closing sentence is no bare command (conditional, a plan, a lead-in, a past tense, a
# score), or another sentence is a command that reads otherwise.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Best action: raise to 30. Second best: call.", HOLDEM),
        ("Call the bet, then:\nfold", HOLDEM),
        ("Bet 10. Then check.", OPEN),
        ("Calling is weak. Raised.", HOLDEM),
        ("Raise\nCall", HOLDEM),
        ("Fold 1\nCall 3\nRaise 6", HOLDEM),
        ("Fold: 0.1\nCall: 0.3\nRaise: 0.6", HOLDEM),
        ("Call. **Fold**.", HOLDEM),
        ("I bet. He raises. I fold.", HOLDEM),
        ("Call.\n\n---\nNote: fold equity is low.", HOLDEM),
        ("Check. (I'd bet 20 with a stronger hand.)", OPEN),
        ("I'll raise to 30, then fold.\nOk.", HOLDEM),
        ("Call. Raise to 40.\nRaise.", HOLDEM),  # two raises of different sizes
        # a closing line that no finished sentence comes before: a heading, a question, a lead-in (corpus 31)
        ("Call the flop.\n\nOn the turn\nFold.", HOLDEM),
        ("Bet 10 this street.\nAfter that? Check.", OPEN),
        ("Call now.\nRaised behind ->\nFold.", HOLDEM),
        ("Bet 15 for thin value.\nMost regs here\nCheck.", OPEN),
        # a decision stated earlier for another action (corpus 31)
        ("So my decision is to call. The other option was to fold.\nFold.", HOLDEM),
        ("I'll call this. Folding is an option too.\nFold.", HOLDEM),
        ("Options:\nFold - too weak\nCall - fine\nRaise", HOLDEM),  # the last option listed, bare
        ("Options:\n1. Fold - weak\n2. Call - fine\n3. Raise", HOLDEM),
        ("- Fold: weak\n- Call: ok\n- Raise", HOLDEM),
        ("* Fold: weak\n* Call: ok\n* Raise", HOLDEM),
        ("\u2022 fold is weak\n\u2022 Raise", HOLDEM),
        ("Fold is bad.\n3) Call", HOLDEM),
    ],
)
def test_without_a_closing_command_that_alone_reads_several_actions_stay_refused(text, legal):
    assert read_as(text, legal) is None


# A line break ends the clause in which another player is named: "bet 40" on the line after "he calls" was his.
def test_an_action_on_the_line_after_another_players_is_the_seats_own():
    answer = parse_answer("Bet 20\nhe calls\nbet 40", OPEN)
    assert not answer.accepted
    assert "different values" in answer.reason, answer.reason
    assert read_as("The opponent checks. I bet 20.", OPEN) == act("bet", 20)


@pytest.mark.parametrize(
    "text",
    [
        "Fold." * 399 + "Call.",
        "Fold.\n" * 3000 + "Call.",
        ("Fold. " * 100 + "Call. ") * 30,
        "fold call " * 2000 + ". Call.",
        "a" * 19_990 + "\ncall. raise",
    ],
)
def test_the_closing_command_stays_fast_on_long_hostile_text(text):
    assert_within_cpu(lambda: parse_answer(text, HOLDEM), 2.0)


# A marker of another player or of an example is not the seat's: "Their action: call." after "My action: raise to
# 44." called, and "Example of a valid answer:\nCall." after "Raise to 24." called.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("My action: raise to 44.\nTheir action: call.", act("raise", 44)),
        ("Raise to 24.\n\nExample of a valid answer:\nCall.", None),  # was call; the example's line is not set aside
        ("Villain's action: raise. My action: fold.", act("fold")),
        ("Opponent's move: call\nMy move: raise to 30", act("raise", 30)),
        ("Final answer: call", act("call")),
        ("Reasoning: he is weak. Answer: raise to 20", act("raise", 20)),
    ],
)
def test_another_players_or_an_examples_marker_is_not_the_seats(text, expected):
    assert read_as(text, HOLDEM) == expected


# Two cards in short form listed with a comma and a space: "Possible plays: Qh, 2c, Th.\nBest: Th." played the queen.
# (Session 40: "Possible plays: Qh, 2c, Th.\nBest: Th." is read as the ten, the legal cards restated, then one taken:
# tests/test_answers_reader40.py.)
@pytest.mark.parametrize("text", ["play Qh, 2c", "Play: Q\u2665, 2\u2663"])
def test_cards_in_short_form_listed_with_a_comma_and_a_space_are_refused(text):
    answer = parse_answer(text, TRICK)
    assert not answer.accepted
    assert "two cards" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, expected", [("play Qh, it is safe", act("play", card="Qh")), ("Pass: Qs, Ks, As", None)]
)
def test_one_card_and_a_clause_after_a_comma_is_still_read(text, expected):
    assert read_as(text, TRICK) == expected


def test_a_pass_still_takes_the_first_of_the_cards_listed():
    assert read_as("Pass: Qs, Ks, As", HPASS) == act("pass", card="Qs")


# A nil that is a sentence of its own beside a number is a second bid: "I bid 2.\n\nNil" bid 2.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("I bid 2.\n\nNil", None),
        ("Bid 2. Nil.", None),
        ("I'll bid 4.\nPartner bid 3, so team is 7.\nNil.", None),
        ("Bid 2. Nil would be a mistake.", act("bid", 2)),
        ("Bid 2 (nil is too risky)", act("bid", 2)),
        ("Nil is too risky. Bid 2.", act("bid", 2)),
        ("bid 3 nil", None),  # since session 35 a nil right after the number is a second bid (it read 3)
        ("Bid: Nil", act("bid", 0)),
    ],
)
def test_a_nil_of_its_own_beside_a_bid_of_a_number_is_two_bids(text, expected):
    assert read_as(text, BID) == expected


# A bare command after an object that reads otherwise takes it back: '{"action": "raise", "amount": 40}\nFold.'
# raised to 40.
@pytest.mark.parametrize(
    "text, expected",
    [
        ('{"action": "raise", "amount": 40}\nFold.', None),
        ('{"action": "raise", "amount": 40}\nRaise to 40.', act("raise", 40)),
        ('{"action": "call"}\nThanks.', act("call")),
        ('{"action": "call"}\n\nFold is too weak here.', act("call")),
        ('```json\n{"action": "call"}\n```\n\nIf this were a tournament bubble:\nFold.', act("call")),
    ],
)
def test_a_bare_command_after_an_object_that_reads_otherwise_is_refused(text, expected):
    assert read_as(text, HOLDEM) == expected


# "Raise, everything in." raised the minimum: "everything in" ends the clause as "max" does.
def test_everything_in_after_a_comma_is_a_size_in_words():
    answer = parse_answer("Raise, everything in.", HOLDEM)
    assert not answer.accepted and "not in chips" in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal",
    [
        ('{"action": "call"}\n' + "Fold. " * 3_000, HOLDEM),
        ('{"action": "call"}\n' + "Raise to 123456789. " * 900, HOLDEM),
        ("Their action: call. " * 1_000 + "My action: fold", HOLDEM),
        ("Example of a valid answer: " * 700 + "fold", HOLDEM),
        ("Bid 2." + "\nNil" * 5_000, BID),
        ("Play Qh, " + "2c, " * 5_000, TRICK),
        ("So my decision is to call and " * 600 + ". Fold.", HOLDEM),
        ("## Decision\n" * 1_500 + "Fold is bad.\nCall.", HOLDEM),
        ("call, no? " * 2_000, HOLDEM),
        ("example " * 2_500 + "call", HOLDEM),
        ("Had I been deeper:\nAction: call\n" * 600, HOLDEM),
        ("their whole range his bet he'll " * 600 + "call", HOLDEM),
        ("If " + "2c " * 6_000, TRICK),
        ("RHO: 4 " * 2_800, BID),
        ("If he shoves, call. " * 1_000, HOLDEM),
        ("clubs as trump " * 1_300, SUITS),
        ("Hero: raise 40\nVillain: call\n" * 700, HOLDEM),
    ],
)
def test_todays_later_checks_stay_fast_on_long_hostile_text(text, legal):
    assert_within_cpu(lambda: parse_answer(text, legal), 2.0)


# An action inside a bracket that opens with "if", "when", "unless" or "had" is a case, not the choice: "Th.\n\n(If
# partner had led I would play Qh.)" played the queen.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Th.\n\n(If partner had led I would play Qh.)", TRICK, None),  # both cards named, no action word left
        ("Call. (If he had bet more I would fold.)", HOLDEM, act("call")),
        ("I bet 20. (Had he been loose I would have written: Check.)", OPEN, act("bet", 20)),
        ("Call (when deep I would raise)", HOLDEM, act("call")),
        ("Raise to 20.\n\n(If he shoves, call.)", HOLDEM, act("raise", 20)),
        ("Fold (I would raise with a better hand).", HOLDEM, None),  # no "if": two actions, refused as before
    ],
)
def test_an_action_in_a_bracket_opening_with_if_is_no_choice(text, legal, expected):
    assert read_as(text, legal) == expected


# Everything one has before the action's word, in its sentence, is a size in words: "I'm putting in everything I
# have: raise." raised the minimum.
@pytest.mark.parametrize(
    "text", ["I'm putting in everything I have: raise.", "My whole stack: raise", "All my chips in, raise"]
)
def test_everything_one_has_before_the_action_word_is_refused(text):
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted and "not in chips" in answer.reason, answer.reason


@pytest.mark.parametrize("text", ["I lost everything last hand. Raise.", "Everything considered, raise to 30"])
def test_everything_in_another_sentence_or_before_a_number_is_no_size(text):
    assert read_as(text, HOLDEM) is not None


# Found by the blind corpus 32: another player's or an earlier street's marker, an example's object and an action
# after "their", "his" or "LHO" were read as the seat's.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("My decision: call.\nVillain's likely decision: fold.", HOLDEM, act("call")),
        ("Action: call\n\n(Previous street action: bet 20.)", HOLDEM, None),  # was raise 20; the bet stays named
        ('Sample output: {"action": "fold"}\n\nMine: call.', HOLDEM, None),  # was fold
        ('Answer format example: {"action": "fold"}. Actual answer: call.', HOLDEM, act("call")),
        ("His action: bet 20.", OPEN, None),  # was bet 20: no action of the seat's own
        ("Calling their shove is right.", HOLDEM, act("call")),
        ("LHO bid: nil. My bid: 4.", BID, act("bid", 4)),
        ('For example {"action": "fold"} is valid; I send {"action": "call"}', HOLDEM, act("call")),
    ],
)
def test_what_another_player_or_an_example_says_is_not_the_seats(text, legal, expected):
    assert read_as(text, legal) == expected


# Found by the blind corpus 33 (tests/test_review_answers33.py): each was read as an action its writer did not take.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        # a colon after "their whole range" handed the seat's raise to the opponent: only the call was left
        ("My hand crushes their whole range: raise to 100. Calling is too weak.", HOLDEM, None),
        ("To his bet: call. Folding top pair would be a mistake.", HOLDEM, None),
        ("No raise from me. He'll call anyway.", HOLDEM, None),  # "He'll" names another player
        ("Example answer: call", HOLDEM, None),
        ("Summary:\n- Verdict: call\n- Villain's likely next move: shove", HOLDEM, act("call")),
        ("Call, no?", HOLDEM, None),
        ("Raise to 40, no?", HOLDEM, None),
        ("My answer:\nAction: raise\nAmount: 40\n\nTheir expected response:\nAction: call", HOLDEM, None),  # was call
        ("Action: fold\n\nHad I been deeper:\nAction: call", HOLDEM, None),  # was call
        ("His action: bet 20.", OPEN, None),
        ("Call, right?", HOLDEM, None),
        ("Call, he's weak.", HOLDEM, act("call")),
    ],
)
def test_the_blind_corpus_33_misreads_are_gone(text, legal, expected):
    assert read_as(text, legal) == expected


# Found by the blind corpus 34 (tests/test_review_answers34.py): a speaker's label, a condition without a bracket
# and an object from another hand were read as the seat's decision.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Hand history:\nVillain: bet 20\nHero: ?\n\nI'm not sure yet.", OPEN, None),  # was bet 20
        ("Opponent: raise to 30", HOLDEM, None),
        ("Villain - raise to 60", HOLDEM, None),
        ("Seat 5: raise to 30", HOLDEM, None),
        ("Opp: fold", HOLDEM, None),
        ("RHO: 4", BID, None),  # a bare number after another player's label
        ('He said: "raise to 30". I\'m thinking.', HOLDEM, None),
        ("Villain: raise to 30. I call.", HOLDEM, act("call")),
        ("If he shoves, call.", HOLDEM, None),
        ("Should he shove, I call.", HOLDEM, None),
        ("Assuming he checks: bet 20.", OPEN, None),
        ("Had I been first to act:\nCheck.", OPEN, None),
        ("Once hearts break, Qh.", TRICK, None),
        ("Raise to 40. If re-raised to 100, fold.", HOLDEM, act("raise", 40)),  # session 38: the reply is a plan
        ("Call. If he bets the river, fold.", HOLDEM, act("call")),  # session 38: a plan for the river, set aside
        # was raise; refused in session 30, read as meant since 34 (the logged object's words are not the seat's)
        ('Last hand log: {"seat": 2, "action": "raise", "amount": 30}. This hand I fold.', HOLDEM, act("fold")),
        ("Earlier I said fold. Now I call.", HOLDEM, None),  # two actions, refused as before
        ("Everything points to a fold. Except one thing. His history of bluffing. Call.", HOLDEM, None),
    ],
)
def test_the_blind_corpus_34_misreads_are_gone(text, legal, expected):
    assert read_as(text, legal) == expected


# A label that may be the seat itself, or "partner" where it is an action, labels no one else.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Partner: alone", [{"action": "alone"}, {"action": "partner"}], None),  # two actions named
        ("South (me): order.", BID1, act("order")),
        ("Current trick:\nWest: 9d\nNorth (partner): As\nEast: ?\nMe (South): thinking", TRICK2, None),
        ("RHO - nil", BID, None),
        ("Partner: nil. Me: 4.", BID, act("bid", 4)),
    ],
)
def test_labels_of_the_seat_itself_or_of_an_action_are_no_other_players(text, legal, expected):
    assert read_as(text, legal) == expected


# Two readings were tried this session and withdrawn after a blind corpus (tests/test_review_answers35.py, 523
# answers) found them misreading 27: setting aside an action in a sentence that opens with a condition, so that another
# action is read ("If I'm honest, call. Raise is too much." raised), and the suit right before "trump" ("Spades as
# trump? Never. Clubs." named spades). A condition now only refuses a text whose every action is a plan.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("If I'm honest, call. Raise is too much.", HOLDEM),
        ("When in doubt, fold. Next hand I'll raise more.", HOLDEM),
        ("Unless I've miscounted, fold. Call only with a flush.", HOLDEM),
        ("If he shoves, call.", HOLDEM),
        ("LHO: 5\nMe: 2", BID),
        ("RHO: 2. Me: 4.", BID),
    ],
)
def test_a_condition_or_another_players_number_never_selects_the_other_reading(text, legal):
    assert read_as(text, legal) is None


# The first suit after "trump" is read, as before: the suit before it is often the one rejected. Since session 33
# only in the sentence of the word: "Spades as trump? Never. Clubs." and "Clubs for trump would be a mistake; I name
# diamonds." are refused (tests/test_review_reader33.py), as "Call diamonds as trump; their clubs were turned down."
# named clubs.
@pytest.mark.parametrize(
    "text, expected",
    [
        ("Trump: spades", "s"),
        # was a misread left (corpus 34); since session 35 the suit read is refused where it is "turned down"
        ("Diamonds as trump, since spades were turned down.", None),
    ],
)
def test_the_suit_before_trump_is_not_preferred(text, expected):
    assert read_as(text, SUITS) == (act("trump", card=expected) if expected else None)


# Found by the last blind corpus (tests/test_review_answers36.py), each caused by a rule added this session: "$" in a
# window ending at a line break matched before it, so an example named on the line above set the real object aside;
# and a "Me:" line in a transcript of labels was read as the decision.
@pytest.mark.parametrize(
    "text, expected",
    [
        (
            '{"action": "call"} (this is an example of the format, my real answer follows)\n{"action": "fold"}',
            act("fold"),
        ),
        ("Opponent: bet 20. Me: call. Opponent: raise to 60. Me: ?", None),
        ('Example:\n{"action": "call"}', act("call")),  # the word is on another line: the object is read
    ],
)
def test_the_corpus_36_misreads_of_todays_rules_are_gone(text, expected):
    assert read_as(text, HOLDEM) == expected
