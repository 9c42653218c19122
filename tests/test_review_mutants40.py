"""Mutation review 40: the answer-reader rules of 76537c2 (core/cosino/seats): gerund subjects weighed before a verdict
(``verdicts._gerund_weighed``, ``_weighed_decision``), ``WOULD_BE_RE`` with any verb, an action wanted of another
(``_WANTED_OF_RE``), a rated entry (``_RATED_RE``), an action compared with "vs" (``VERSUS_GAP_RE``), a dropped g
(``mentions._inflected``), Scots negations, a bare "no" or "oops" taking back (``_TAKEN_BACK_RE``), a take-back that
wavers (``_WAVERING_RE``), another value offered after "or" (``refuse_other_value_offered``), a closing choice of
another action (``refuse_value_closing``), a size in thousands beside a shove (``_THOUSANDS_AFTER_RE``), a reasoning
block never closed (``answers._unclosed_reasoning``), fillers before an "or" after an object (``_TAIL_OR_RE``), hedges
before a size in words (``amounts._WORD_LEAD_RE``) and a word asked bare (``prose_reading._hedged_question``). 91
hand-made mutants were run against the fast answer set; 44 were killed, 2 are equivalent or unreachable by a
realistic answer (marking the second action of a pair compared with "vs": it stands right after "vs", where
``_FACED_RE`` already sets it aside from the seat's own actions, and the one answer shape it changes, a suit after a
compared pair, reads what is meant either way; looking for a reasoning block's end from the text's start rather than
after its opening: ``_after_reasoning`` has already cut the text after the last end, so none stands before an opening
in an answer under 20,000 characters), and each of the other 45 is pinned here.

Six misreads found on the way are fixed, each with the smallest change to its rule: a closing sentence naming two
choices of another action ("I could pass. Spades or clubs." passed), two fillers before an "or" after an object
('{"action": "check"}\\nHmm, well, or bet.' checked), an action compared with "vs" to a card or suit of another ("Pass
vs clubs: clubs." passed), a question answered "never" ("Fold? Never." folded), an action asked with two short words
after it, then asked again and never affirmed ("Call with this? Against his range? Hmm." called), and a size in words
after "from" ("Bet from a third to half the pot." bet the minimum). A rule that did not work as docs/seats.md says is
mended too: the deciding word of a verdict after weighed gerunds was looked for after the clause's cut, so "So: call."
never had one. Across every corpus of tests/test_review_answers*.py, four answers refused before are read as meant
now (corpora 31, 37, 39 and 41) and none is lost."""

from __future__ import annotations

import pytest
from support.answer_cases import ALONE, BID, BIG, HOLDEM, HPASS, OPEN, SUITS, act, bet, bid, hpass, raise_to, read_as
from support.cpu import assert_within_cpu
from support.reader import reader_pattern

FOLD, CALL, CHECK, PASS = act("fold"), act("call"), act("check"), act("pass")
_WEIGHED = "Raising puts pressure on him. Folding is too tight at 3 to 1. "


def _long(unit, tail=""):
    """``unit`` repeated to 250,000 characters at least, then ``tail``."""
    return unit * (250_000 // len(unit) + 1) + tail


# Gerund subjects weighed before a verdict (verdicts._gerund_weighed, _weighed_decision).


@pytest.mark.parametrize(
    "text",
    [
        "Betting small charges his draws. Meanwhile, checking gives him a free card. I'll bet 8.",
        "Betting small charges his draws. Also checking gives him a free card. I'll bet 8.",
    ],
)
def test_a_gerund_after_a_joining_word_is_weighed(text):
    # kills: "also", "while", "whereas" and "meanwhile" dropped from the words that may open a weighing sentence, and
    # the window for the sentence's opening cut to 8 characters (the lead "Meanwhile, " is 11)
    assert read_as(text, OPEN) == bet(8)


@pytest.mark.parametrize(
    "text",
    [
        "- Raising puts pressure on him.\n- Folding is too tight at 3 to 1.\nI call.",
        "* Raising puts pressure on him.\n* Folding is too tight.\nI call.",
        "Raising puts pressure on him. **Folding** is too tight at 3 to 1. I call.",
    ],
)
def test_a_gerund_after_a_list_mark_or_markup_is_weighed(text):
    # kills: the list marks and markup dropped from what may stand before a weighing gerund
    assert read_as(text, HOLDEM) == CALL


@pytest.mark.parametrize(
    "text",
    [
        "Calling with AJ would be best. I'll raise to 30.",  # kills: "would be" dropped from the praise
        "Calling is clearly the best play. I'll raise to 30.",  # kills: one modifier only before the praise
        "Calling is probably the right move here. I'll raise to 30.",
        "Calling is the standard play. I'll raise to 30.",  # kills: "standard", "optimal", "play"... dropped
        "Calling is optimal against his range. I'll raise to 30.",
        "Calling with this marginal pair is best. I'll raise to 30.",  # kills: the sentence cut to 20 characters
    ],
)
def test_an_action_praised_then_not_taken_stays_refused(text):
    # praising one action and taking another leaves which is meant unclear, as "Calling is best, though a raise
    # could work. I'll raise to 30." does (tests/test_answers_reader40.py)
    assert read_as(text, HOLDEM) is None


@pytest.mark.parametrize(
    "close", ["So: call.", "Therefore, call.", "In the end, call.", "Bottom line: call.", "Ultimately call."]
)
def test_a_deciding_word_makes_the_closing_command_a_decision(close):
    # the rule mended here: the word was looked for after the clause's cut ("so", a colon, a comma), so only
    # "Ultimately call." ever had one. Kills: the deciding word dropped, "so" dropped, "bottom line" dropped
    assert read_as(_WEIGHED + close, HOLDEM) == CALL


def test_a_bare_command_after_weighed_gerunds_of_others_stays_refused():
    # the reply expected of him, as "Raising to 60 puts him in a tough spot. ... Fold." (tests/test_review_answers32)
    assert read_as(_WEIGHED + "Call.", HOLDEM) is None


# An action weighed with "might" and a verb, and Scots negations (set_aside.WOULD_BE_RE, _NEGATION_RE).


def test_an_action_that_might_do_something_is_weighed():
    # kills: "might" dropped from WOULD_BE_RE
    assert read_as("Raising might fold out worse hands. Call.", HOLDEM) == CALL


@pytest.mark.parametrize(
    "text",
    [
        "Ye canna fold a hand like this. Call.",  # kills: "canna" and "dinna" dropped
        "I dinna fold to wee bets. Call.",
        "Ah wouldnae fold this. Call.",  # kills: only "cannae" and "dinnae" kept of the -nae forms
        "Ye shouldnae fold a hand like this. Call.",
        "Ah willnae fold. Call.",
    ],
)
def test_a_scots_negation_negates_the_action_after_it(text):
    assert read_as(text, HOLDEM) == CALL


# A dropped g (mentions._inflected).


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # kills: the dropped g of "bet", "bid" and "jam" not read, which left only the check to read
        ("Bettin' 20. Checkin' is for cowards.", OPEN, bet(20)),
        # kills: the dropped g of the other words not read, which left only the raise, a case, to read
        ("I'm foldin' this junk, but I'd raise to 40 with kings.", HOLDEM, FOLD),
        ("Callin', partner, 'cause a raise to 40 scares nobody.", HOLDEM, CALL),
    ],
)
def test_an_action_word_with_its_g_dropped_is_never_lost(text, legal, meant):
    # the action meant is the one with its g dropped: it may be refused, never read as the other one named
    assert read_as(text, legal) in (None, meant)


@pytest.mark.parametrize(
    "text", ["Fold. I'm callin it a night.", "Fold. Raisin bread for breakfast.", "Fold, my wee raisin."]
)
def test_a_dropped_g_needs_its_apostrophe(text):
    # kills: the apostrophe made optional ("raisin" is a fruit, "callin it a night" no call)
    assert read_as(text, HOLDEM) == FOLD


# A bare "no" taking back (value_refusals._TAKEN_BACK_RE).


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Bet 20 — no, that's too thin.", OPEN),
        ("Bet 20 – nope, too thin.", OPEN),
        ("Check — no, that gives a free card.", OPEN),
        ("Raise to 40 — no, too much.", HOLDEM),
        ("Call — no, that's wrong.", HOLDEM),
    ],
)
def test_a_bare_no_after_a_dash_takes_the_action_back(text, legal):
    # kills: the dashes dropped from the marks a taking-back "no" may follow
    assert read_as(text, legal) is None


# A rated entry of a list (prose_reading._RATED_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Ratings: ♣ 9/10, ♦ 3/10, ♠ 5/10, pass 2.5/10. Top rated.",  # kills: a rating with a decimal
        "Scores: ♣ 9.5/10, pass 1.5/10.",
        "Ratings: ♣ 9/10, ♦ 3/10, ♠ 5/10, pass: 2/10. Top rated.",  # kills: a mark between action and rating
        "Ratings: clubs (9/10), spades (5/10), pass (2/10).",
        "Ratings: clubs - 9/10, pass - 2/10",
    ],
)
def test_a_rated_pass_is_an_entry_of_the_list_not_the_choice(text):
    assert read_as(text, SUITS) is None


# An action wanted of another (prose_reading._WANTED_OF_RE).


@pytest.mark.parametrize(
    "text", ["Raise to 40; that makes it hard for him to call.", "Raise to 40. It gets the flush draws to fold."]
)
def test_an_action_a_raise_makes_or_gets_another_take_is_his(text):
    # kills: "gets" and "makes" dropped from the verbs that want an action of another
    assert read_as(text, HOLDEM) == raise_to(40)


# An action compared with "vs" (set_aside.VERSUS_GAP_RE, value_refusals.refuse_value_compared).


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Alone at EV +2.15 vs partner at EV +1.40.", ALONE),  # kills: the gap before "vs" cut to 10 characters
        ("Check at an EV of 0.0 vs bet 10 at -0.3.", OPEN),
        # the misread fixed here: compared with a suit, not another action's word, the pass was read
        ("Pass vs clubs: clubs.", SUITS),
        ("Pass: 0.3 vs spades: 0.5", SUITS),
    ],
)
def test_an_action_compared_with_vs_is_weighed_not_taken(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize("text", ["Pass. Spades vs clubs: both weak.", "Pass. Clubs vs spades? Neither."])
def test_two_suits_compared_after_a_pass_leave_the_pass(text):
    assert read_as(text, SUITS) == PASS


# A word asked bare, then asked again and never affirmed (prose_reading._hedged_question).


@pytest.mark.parametrize(
    "text",
    [
        "Alone? Really? Yes!",  # kills: the affirmation no longer looked for, and "yes" dropped from it
        "Alone? With this hand? Absolutely.",
        "Alone? Why not?",
        # kills: the affirmation looked for over 30 characters only
        "Alone? Really? With both bowers and the ace of trump, nothing else makes sense. Yes.",
        "Alone? Really? So be it.",  # kills: "so" and "then" dropped from the affirmations
        "Do I go alone? Is the pope Catholic?",  # kills: the bare lead no longer asked (a question with a subject)
        "Alone? Obviously. Who wouldn't?",  # kills: the second question allowed to cross a stop
    ],
)
def test_a_word_asked_and_answered_is_read(text):
    assert read_as(text, ALONE) == act("alone")


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Raise to 40? Too much? No, it's right.", HOLDEM, raise_to(40)),  # kills: any question taken as bare
        ("Call with this? Against him? Sure.", HOLDEM, CALL),
    ],
)
def test_a_question_with_a_size_or_a_yes_is_answered(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        # the misread fixed here: the word with two short words asked, asked again and never affirmed, was read
        ("Call with this? Against his range? Hmm.", HOLDEM),
        ("Fold this? With top set? Never.", HOLDEM),
        # the misread fixed here: "never" did not answer a question as "no" does
        ("Fold? Never.", HOLDEM),
    ],
)
def test_an_action_asked_and_never_affirmed_is_not_taken(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Fold? Never mind, fold.", FOLD),
        ("Call? Never been surer. Call.", CALL),
        ("Fold? Never. Shove!", raise_to(200)),
    ],
)
def test_a_never_after_a_question_leaves_the_action_taken_after_it(text, meant):
    assert read_as(text, HOLDEM) == meant


# Another value offered after "or" (value_refusals.refuse_other_value_offered, _OR_OPENING_RE).


@pytest.mark.parametrize("text", ["Bet 20… or 30?", "Bet 20. Or maybe a bit more, like 30."])
def test_another_size_offered_after_or_is_refused(text):
    # kills: the ellipsis and dashes dropped from the ends before "or", and the words after "or" cut to 12
    assert read_as(text, OPEN) is None


@pytest.mark.parametrize(
    "text", ["Pass the Q♠. Or rather, yes, the Q♠.", "Pass the Q♠. Or, to be precise, the queen of spades."]
)
def test_the_same_card_after_or_keeps_it(text):
    # kills: the card read no longer left out of those the "or" offers
    assert read_as(text, HPASS) == hpass("Qs")


@pytest.mark.parametrize(
    "text, legal, meant",
    [("Fold. Or else I lose 50 more.", HOLDEM, FOLD), ("Check. Or I risk 20 more chips.", OPEN, CHECK)],
)
def test_a_number_after_or_offers_no_size_to_an_action_without_one(text, legal, meant):
    # kills: the numbers after "or" counted when the action read has no size ("or else" is "otherwise")
    assert read_as(text, legal) == meant


# A closing choice of another action (value_refusals.refuse_value_closing).


@pytest.mark.parametrize("text", ["I could pass. Spades or clubs.", "Pass. Clubs, spades: meh."])
def test_a_closing_sentence_of_two_suits_is_a_choice_not_a_reason(text):
    # the misread fixed here: only one suit in the closing sentence refused
    assert read_as(text, SUITS) is None


@pytest.mark.parametrize(
    "text",
    [
        "Pass. Spades are weak.",  # kills: the closing sentence no longer asked to state nothing
        "Pass. Spades too short.",  # kills: "too", "only", "bad", "never"... dropped from the words that state
        "Pass. Only two spades.",
        "Pass. Spades: bad.",
        "Pass. Clubs never.",
    ],
)
def test_a_closing_sentence_that_states_something_of_a_suit_is_a_reason(text):
    assert read_as(text, SUITS) == PASS


@pytest.mark.parametrize("text", ["Pass, spades.", "I pass, spades", "Pass — spades"])
def test_a_suit_closing_a_one_sentence_answer_is_a_choice_too(text):
    # kills: the closing sentence required to follow a sentence end, not the answer's start
    assert read_as(text, SUITS) is None


# A take-back that wavers (value_refusals._WAVERING_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Bid 3. Let me reconsider. Maybe 3.",  # kills: "maybe" and "perhaps" dropped
        "Bid 3. Hmm, let me reconsider. Perhaps 3.",
        "Bid 3. Wait, maybe 4. Or 3. Idk.",  # kills: only "ugh" kept of the sighs
        "Bid 3. Wait, maybe 4. Or 3. Hmm.",
        "Bid 3. Wait, maybe 4. Or 3. Not sure.",
        "Bid 3. Wait, maybe 4. Or 3. Who knows.",
        "Bid 3. Wait, maybe 4. Or 3. Dunno.",
    ],
)
def test_a_take_back_that_ends_unsettled_is_refused(text):
    assert read_as(text, BID) is None


@pytest.mark.parametrize(
    "text", ["Bid 3. Wait, maybe 4. Or 3. Hmm, 3 it is.", "Bid 3. Let me reconsider. Hmm, 3 is right."]
)
def test_a_take_back_settled_after_a_sigh_keeps_its_value(text):
    # kills: a sigh opening the last sentence taken as wavering whatever follows it
    assert read_as(text, BID) == bid(3)


# A size in thousands beside a shove (value_refusals._THOUSANDS_AFTER_RE).


@pytest.mark.parametrize("text", ["Shove. A raise for 2.5k is enough.", "Shove! Well, a raise for 5k does the same."])
def test_a_raise_for_a_size_in_thousands_beside_a_shove_is_refused(text):
    # kills: "for" dropped between the action's word and its size in thousands
    assert read_as(text, BIG) is None


# A reasoning block never closed (answers._unclosed_reasoning).


@pytest.mark.parametrize(
    "text",
    [
        "<thinking>\nThe pot odds favor calling, but",
        "<reasoning>The pot odds favor calling, but",
        "<thought>Calling is fine, but",
    ],
)
def test_an_unclosed_block_of_any_reasoning_tag_is_cut_off(text):
    # kills: "<think>" the only opening tag
    assert read_as(text, HOLDEM) is None


# Fillers before an "or" after an object (answers._TAIL_OR_RE).


@pytest.mark.parametrize(
    "tail",
    [
        "Ok, or bet.",  # kills: "well", "ok" and "okay" dropped from the fillers
        "Well... or bet.",
        "Okay, or bet 10.",
        # the misread fixed here: only one filler before the "or"
        "Hmm, well, or bet.",
        "Um... hmm... or bet.",
    ],
)
def test_an_or_after_an_object_offers_another_choice_after_fillers(tail):
    assert read_as('{"action": "check"}\n' + tail, OPEN) is None


# Hedges before a size in words (amounts._WORD_LEAD_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Bet maybe half the pot.",  # kills: "maybe" and "perhaps" dropped
        "Bet perhaps half the pot.",
        # the misread fixed here: "from" opened no range, and the bet was read at its minimum
        "Bet from a third to half the pot.",
        "Bet anywhere from a third to half the pot.",
    ],
)
def test_a_hedged_size_in_words_is_refused_not_read_as_the_minimum(text):
    assert read_as(text, OPEN) is None


def test_from_before_no_size_in_words_is_no_hedge():
    assert read_as("Bet 20 from the button.", OPEN) == bet(20)


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_TAIL_OR_RE", '{"action": "check"}' + _long(" hmm, well, ") + "or bet", OPEN),
        ("_TAIL_OR_RE", '{"action": "check"}' + _long("\nhmm... "), OPEN),
        ("_WORD_ASKED_RE", _long("call with this ") + "?", HOLDEM),
        ("_WORD_ASKED_RE", _long("call? with this? ") + "hmm", HOLDEM),
        ("ANSWERED_NO_RE", _long("fold? never "), HOLDEM),
        ("ANSWERED_NO_RE", "fold" + _long("?") + " never", HOLDEM),
        ("_WORD_LEAD_RE", "Bet " + _long("from ") + "half", OPEN),
        ("VERSUS_GAP_RE", "Pass " + _long("vs clubs "), SUITS),
        ("VERSUS_GAP_RE", _long("pass: 0.3 vs spades: 0.5, "), SUITS),
        ("_DECIDING_LEAD_RE", _long(_WEIGHED) + "So: call.", HOLDEM),
        ("_DECIDING_LEAD_RE", _long("So: ") + "call.", HOLDEM),
    ],
)
def test_the_rules_changed_here_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    regex = reader_pattern(pattern)

    def work():
        list(regex.finditer(hostile))
        regex.match(hostile)
        for text in (hostile, hostile[:19_000]):  # and under the length the reader scans in full
            read_as(text, legal)

    assert_within_cpu(work, 1.5)
