"""Mutation review 37c: the reader's second reading (core/cosino/seats/second_reading.py, sessions 37 and 37b):
read_again, _shorthand and _described_card, _corrected and _commanded, _verdict, _verdict_read, _set_aside and
_verdict_placed, and the regexes beside them (_SHORT_*, _ASIDE_CORRECTION_RE, _VERDICT_*, _JUDGED_BAD_RE,
_MIXED_AFTER_RE, the hum in _HEDGED_QUESTION_RE, the "is weak" branch of _JUDGED_WRONG_AFTER_RE).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the fast check (the
answer corpora, tests/test_answer_objects.py, tests/test_talk_quotes.py and tests/test_answers*.py). Expected values
come from the functions' docstrings and the rules the corpora state, never from running the mutant.

144 mutants (S01-S26 _shorthand and its regexes, D01-D17 _described_card, R01-R07 _read_again and _verdict_read,
C01-C22 _corrected and _ASIDE_CORRECTION_RE, M01-M09 _commanded, V01-V24 _verdict, A01-A15 _set_aside, P01-P09
_verdict_placed, X01-X23 the other new regexes; a few numbers were skipped): 95 killed before / 20 pinned here / 14
equivalent / 15 left unpinned.

Two survivors showed the original wrong, both fixed in answers.py (now prose_reading.py and second_reading.py): X13
("Call 100% of the time." was refused as a frequency: the lazy prefix of _MIXED_AFTER_RE skipped the "1" and read "00%")
and M07 ("Raise to 20. Actually, I am calling." was refused: _COMMAND_LEAD_RE took the "I" as a lead, so the head "I am
calling" never matched).

Equivalent:
- S02, S04 (no "check"/"fold" option needed for "x"/"f"): the plain word where it is not legal is refused by the
  prose reading, and a whole shorthand answer holds no correction, so the verdict is tried as before.
- S23 (the other option read though it takes cards): the kind's bare word names no card and is refused.
- D09, D17 ("t" no longer excluded; any lone letter in capitals a rank): "t" and every letter but k, q, j (and "a",
  excluded) map to no rank, so no legal card.
- R07 (the correction tried before the shorthand): no whole shorthand answer has a correction in it.
- C06 (an empty rest returned): the prose reading refuses "" as the None did.
- C09 (a bare corrected number read with the kind even where it is a mention): only a bid game's number is a
  mention, and its one kind gives the same words.
- C12 ("bid to 3"): the prose reading takes "to" before a bid's number as it takes it before a raise's.
- P04, P05, P06, P09 (weighed_before, intended_before, negated, the others' words or an earlier choice before the
  deciding action no longer checked by _verdict_placed): _set_aside checks each for the last kept action, and the
  earlier choice is checked for every mention first.
- X06 ("only" dropped from the statement words): _VERDICT_UNSURE_RE refuses "only" over the same span first.

Left unpinned (no answer found in the time where they read otherwise): R05 (the second reading tried beside JSON
objects; the readings found, 'Villain: {...}. Calling is bad; fold.' folding, look right, so pinning the refusal
would pin a clear answer refused), R06, C03, M06, V02, V22, V24, A03, A06, A10, A11, A15, P08, X09, X19.
"""

from __future__ import annotations

from support.answer_cases import BID, HOLDEM, OPEN, STICK, act, bet, read_as

BID_OR_PASS = [{"action": "pass"}, {"action": "bid", "min": 1, "max": 7}]


# --- _shorthand and _described_card ----------------------------------------------------------------------------------


def test_poker_shorthand_for_a_raise_is_no_bid():
    # S05: the bet and raise shorthand read with neither option legal ("3b to 4" bid 4)
    assert read_as("3b to 4", BID) is None


def test_no_check_leaves_no_bet_of_a_size_never_given():
    # S22: "No check." read as the other option even where it takes a size (a bet of the minimum)
    assert read_as("No check.", OPEN) is None


def test_a_suit_described_among_cards_that_are_suits_is_refused_not_a_crash():
    # D01: the two-character guard dropped: a suit option's one-letter cards raised IndexError
    assert read_as("The heart.", STICK) is None


# --- _corrected and _commanded ---------------------------------------------------------------------------------------


def test_a_bare_number_after_two_kinds_takes_neither():
    # C13: the kind before a bare corrected number picked from two (max of the set) instead of none
    assert read_as("Call or raise to 20. Actually, 30.", HOLDEM) is None


def test_no_wait_without_a_stop_after_it_is_a_correction():
    # C15: "no wait" as an alternative of its own dropped (a lone "wait" needs a stop, "no" or "i" after it)
    assert read_as("Call. No wait fold.", HOLDEM) == act("fold")


def test_wait_as_a_verb_is_no_correction():
    # C16: the look-ahead after "wait" dropped: "Wait 5 minutes." took the bid back to 5
    assert read_as("Bid 3. Wait 5 minutes.", BID) is None


def test_two_fillers_may_stand_before_the_correction():
    # C17: at most one filler ("hmm", "no") before the correction word
    assert read_as("Call. Hmm no actually fold.", HOLDEM) == act("fold")


def test_a_choice_after_the_correction_is_no_settled_command():
    # C22: "or" dropped from the case words after a correction ("fold or check" read as a fold)
    assert read_as("Call. Wait, fold or check.", HOLDEM) is None


def test_i_am_doing_after_a_correction_is_a_command():
    # M07: the head "I'm calling" dropped from the command heads; "I am calling" was refused (the lead ate the "I")
    assert read_as("Raise to 20. Actually, I'm calling.", HOLDEM) == act("call")
    assert read_as("Raise to 20. Actually, I am calling.", HOLDEM) == act("call")
    assert read_as("Check. Wait, I am betting 12.", OPEN) == bet(12)


def test_an_action_judged_with_an_apostrophe_s_is_no_command():
    # M08: "'s" dropped from the statement words ("fold's for cowards" read as a fold)
    assert read_as("Call. Actually, fold's for cowards.", HOLDEM) is None


# --- _verdict --------------------------------------------------------------------------------------------------------


def test_a_bid_verdict_may_give_its_number_in_words():
    # V16: a verdict's bid needed a size in digits right after it, as a bet or a raise does
    assert read_as("Passing is weak, so I bid two.", BID_OR_PASS) == act("bid", 2)


def test_a_long_lead_before_the_verdict_is_still_its_clause():
    # V21: the clause's start looked for in the 20 characters before the action instead of 200
    assert read_as("Folding is weak. Bottom line I am going to simply call.", HOLDEM) == act("call")


def test_a_verdict_inside_a_quote_is_not_the_seats():
    # P07: the quote count before the clause dropped (a quoted chat line's verdict raised to 30)
    assert read_as('Chat log: "Calling is weak. Folding is bad. I raise to 30."', HOLDEM) is None


def test_so_without_a_comma_still_opens_the_deciding_clause():
    # X01: "so" dropped from the clause cuts ("Folding is weak so I call." was refused)
    assert read_as("Folding is weak so I call.", HOLDEM) == act("call")


def test_the_play_is_to_call_is_a_verdict():
    # X05: the lead "the play is (to)" dropped
    assert read_as("Raising is too loose. The play is to call.", HOLDEM) == act("call")


def test_an_action_called_the_other_candidate_is_set_aside():
    # X11: "the other", "other" and "candidate" dropped from the bad judgments
    assert read_as("Raising is the other candidate. I call.", HOLDEM) == act("call")


def test_an_action_taken_half_the_time_is_a_frequency():
    # X12: "half" dropped from the frequencies of a mixed strategy
    assert read_as("Call half the time.", HOLDEM) is None


def test_an_action_taken_every_time_is_no_frequency():
    # X13 (the 100% look-ahead dropped) survived because the original was wrong: the frequency's number was read from
    # its second digit ("00%" after the lazy prefix took the "1"), so "Call 100% of the time." was refused; fixed
    assert read_as("Call 100% of the time.", HOLDEM) == act("call")
    assert read_as("Fold 100 % of the time here.", HOLDEM) == act("fold")
    assert read_as("Call 50% of the time.", HOLDEM) is None


def test_an_action_judged_bad_as_the_subject_is_not_taken():
    # X22: "bad" dropped from the "is weak" branch of _JUDGED_WRONG_AFTER_RE ("Folding is bad." folded)
    assert read_as("Folding is bad.", HOLDEM) is None
    assert read_as("Raising here is bad.", HOLDEM) is None


def test_a_judgment_with_an_adverb_before_it_is_still_bad():
    # X23: the adverb ("way", "just"...) before the judgment dropped ("Folding is way too weak." folded)
    assert read_as("Folding is way too weak.", HOLDEM) is None
    assert read_as("Folding is just bad.", HOLDEM) is None
