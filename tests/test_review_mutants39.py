"""Mutation review 39: the answer reader's rules of sessions 38 and 38b (merges 4930d75 and 7294259): in amounts.py the
totals beside a step (_STEP_TOTAL_RE, _total_beside), the chips beside blinds or a multiple (_CHIPS_BESIDE_RE,
_BLIND_UNITS), scaled number words (_in_digits, _SCALED_WORDS_RE, _MORE_WORDS_RE), the pot's size in chips
(_POT_THEN_CHIPS_RE, _CHIPS_CLOSE_RE), a total before the word, the arrows and quotes of _SEP; "overbet" in
answer_words.py; in answers.py the object under a case (_case_before) and full-width letters (plain_width); in
prose_reading.py the table's counts and the bet faced as nouns, the seat's position, others' actions reported first,
doubt (unsure), _IF_AFTER_RE, two answers under one marker (_given_twice, _refuse_marker_twice), _DEFERRED_RE, later
plans set aside (blank_later_plans, _refuse_plan_before), "card:" lines, all-in beside a size past the most and a pair
of cards to pass; in second_reading.py the choice verdict, the restated values, the sizes weighed, "b45", cards in
other notations, a concession after "though", an ellipsis going on, choices joined by "or" and "either".

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the fast check (the
answer corpora, tests/test_answer_objects.py, tests/test_talk_quotes.py and tests/test_answers*.py). Expected values
come from the rules' comments and docstrings and from the corpora, never from running the mutant.

44 mutants (A01-A13 amounts.py, W01 answer_words.py, S01-S02 answers.py, P01-P18 prose_reading.py, R01-R10
second_reading.py): 33 killed before / 10 pinned here / 1 equivalent:
- R09 (the pairs joined by "or" listed in the deciding sentence too, not only before it): such a pair leaves an "or"
  in the deciding sentence before the verdict, which _VERDICT_UNSURE_RE refuses in _verdict_placed; a pair ending on
  the last action leaves it listed, and the verdict needs it kept.

Pinning A06 showed a clear answer refused, fixed in amounts.py: "Raise to 3 times the big blind (6 chips)." and blind
corpus 38's "Bet 2.5x the big blind (5 chips)." (listed there as refused though clear): _CHIPS_BESIDE_RE let "the big
blind" stand only before "=", not before the bracket of chips. A07 (the bracket dropped) was run again on the fixed
pattern, and was killed by the fast check as before.
"""

from __future__ import annotations

import pytest
from support.answer_cases import CALL, HOLDEM, HPASS, KUHN_OPEN, OPEN, TRICK, act, bet, hpass, play, raise_to, read_as
from support.cpu import assert_within_cpu

from cosino.seats.amounts import _CHIPS_BESIDE_RE

# --- amounts.py ------------------------------------------------------------------------------------------------------


def test_a_total_after_a_step_may_follow_an_equals_sign():
    # kills A04: "=" dropped from the marks that give the total beside a step
    assert read_as("Raise by 8 (= 12 total).", HOLDEM) == raise_to(12)
    assert read_as("Raise by 8, = 12.", HOLDEM) == raise_to(12)


def test_times_the_big_blind_then_the_chips_is_read_as_the_chips():
    # kills A06: "times" dropped from the units a count of chips beside turns into chips
    assert read_as("Bet 3 times the big blind = 6.", OPEN) == bet(6)
    assert read_as("Raise 3 times the big blind = 6.", HOLDEM) == raise_to(6)


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Raise to 3x the big blind (6 chips).", HOLDEM, raise_to(6)),
        ("Bet 2.5x the big blind (5 chips).", OPEN, bet(5)),  # blind corpus 38's, refused before the fix
        ("Raise to 3 times the bb (6 chips).", HOLDEM, raise_to(6)),
        ("raise to 3bb (6 chips)", HOLDEM, raise_to(6)),
        ("Raise to 3x the big blind (6 chips if he folds).", HOLDEM, None),  # the bracket holds a case, not the chips
    ],
)
def test_the_chips_in_a_bracket_after_a_multiple_of_the_big_blind(text, legal, meant):
    # the fix: "the big blind" allowed before the bracket of chips as before "="; kills A07 (the bracket dropped)
    assert read_as(text, legal) == meant


def test_the_chips_beside_pattern_reads_a_hostile_text_in_bounded_time():
    # the fixed _CHIPS_BESIDE_RE: an optional blind before two alternatives, each with bounded runs
    hostile = " the big blind" + " " * 2 + "(" * 3 + "6," * 125_000
    assert len(hostile) >= 250_000

    def work():
        for at in range(0, 2000):
            _CHIPS_BESIDE_RE.match(hostile, at)
        list(_CHIPS_BESIDE_RE.finditer(hostile))
        read_as("Raise to 3x" + hostile, HOLDEM)
        read_as("Bet 2x the bb (" + "6 " * 125_000 + "chips)", OPEN)

    assert_within_cpu(work, 1.5)


def test_the_pot_in_chips_needs_the_bracket_or_sentence_closed_after_it():
    # kills A10: _CHIPS_CLOSE_RE dropped: the pot's size read though a case or a hedge follows it
    assert read_as("Bet pot (40).", OPEN) == bet(40)
    assert read_as("Bet pot (40 if he checks behind).", OPEN) is None
    assert read_as("Bet half pot = 20 or so.", OPEN) is None


def test_an_opening_guillemet_may_follow_a_word_that_leads_to_the_size():
    # kills A13: the opening guillemet dropped from _SEP (kept only in the lead of marks alone)
    assert read_as("Raise to \u00ab40\u00bb.", HOLDEM) == raise_to(40)
    assert read_as("My bid is \u00ab4\u00bb.", [{"action": "bid", "min": 0, "max": 13}]) == act("bid", 4)


# --- prose_reading.py ------------------------------------------------------------------------------------------------


def test_the_bet_faced_is_a_noun_before_and_but_so_here_now():
    # kills P02: the words that end the noun's clause ("and", "but", "so", "here", "now") dropped
    assert read_as("I call the raise now.", HOLDEM) == CALL
    assert read_as("I call the raise but won't go further.", HOLDEM) == CALL
    assert read_as("Calling the raise here.", HOLDEM) == CALL


def test_only_the_last_sentence_may_put_the_decision_off():
    # kills P11: _DEFERRED_RE searched in the whole answer, not its last sentence
    assert read_as("I need to think it over: the pot odds are 3 to 1. Still, I call.", HOLDEM) == CALL
    assert read_as("Call. Let me think more about it before deciding.", HOLDEM) is None


def test_an_action_under_a_case_beside_a_plan_for_another_is_refused():
    # kills P14: the refusal of an action keeping a case of its own ("when", "unless") beside a blanked plan dropped
    assert read_as("Call when he checks to me. If he bets the turn, fold.", HOLDEM) is None
    assert read_as("I call when he's weak. If he bets the river, I fold.", HOLDEM) is None
    assert read_as("Call, unless the board pairs. Later I fold to a turn barrel.", HOLDEM) is None


def test_a_list_of_three_cards_to_pass_passes_the_first():
    # kills P18: _LIST_GOES_ON_RE dropped: a list going on after "Qs and As" refused as a pair of two
    assert read_as("Pass the Qs and the As, and the Kd.", HPASS) == hpass("Qs")
    assert read_as("Passing Qs and As and Kd.", HPASS) == hpass("Qs")
    assert read_as("Passing the Qs and the As.", HPASS) is None  # two alone: a pair, not a list of the pass


# --- second_reading.py -----------------------------------------------------------------------------------------------


def test_two_sizes_weighed_for_a_bet_without_a_size_are_refused():
    # kills R04: the size choice read where the bet takes no size (Kuhn)
    assert read_as("Bet 18 or 24? 24.", OPEN) == bet(24)
    assert read_as("Bet 18 or 24? 24.", KUHN_OPEN) is None


def test_a_card_in_another_notation_given_to_the_left_is_no_play():
    # kills R06: the "to the left" check dropped from _noted_card (a pass's direction read as a play)
    assert read_as("Q-h", TRICK) == play("Qh")
    assert read_as("Q-h to the left", TRICK) is None
    assert read_as("Q-s to the left", HPASS) == hpass("Qs")
