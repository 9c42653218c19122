"""Red-team review 42b of the rules added after 1d98429 (another language's negation, subject, quote and doubt around
an English action word; a partner as a verb's subject; a doubt closing the answer; foreign decisions beside English
words): each answer here was read as another action than its writer's, or was read before and newly refused; each
test failed before its fix."""

from __future__ import annotations

import pytest
from support.answer_cases import ALONE, CALL, FOLD, HOLDEM, OPEN, act, bet, raise_to, read_as
from support.cpu import assert_within_cpu
from support.reader import reader_pattern

from cosino.seats.answers import parse_answer


# Italian's "il" is "the": "Il raise è la mossa giusta" (the raise is the right move) names the writer's raise, not
# another player's, as the French "il" (he) would. With another action weighed after it, that one was read.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Il raise \u00e8 la mossa giusta; fold sarebbe troppo debole.", HOLDEM),
        ("Il call \u00e8 obbligato qui, fold sarebbe un errore.", HOLDEM),
        ("Il bet \u00e8 giusto; check sarebbe debole.", OPEN),
        ("Il mio raise a 40 \u00e8 giusto; fold sarebbe un errore.", HOLDEM),
    ],
)
def test_an_italian_article_before_an_action_word_is_no_other_players_subject(text, legal):
    assert read_as(text, legal) is None  # two actions named, the one weighed in Italian: not read


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Il fold \u00e8 la scelta giusta.", HOLDEM, FOLD),
        ("E il call \u00e8 corretto.", HOLDEM, CALL),
        ("Il mio call \u00e8 giusto.", HOLDEM, CALL),
        ("Er I call.", HOLDEM, CALL),  # an English writer's "er", the writer the subject
        # ... and a French "il" with its verb is still another player: "il a raise" (he raised)
        ("Il a raise, je call.", HOLDEM, CALL),
    ],
)
def test_an_action_word_after_an_italian_article_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# A Turkish infinitive, duty or object of "etmek"/"yapmak" is no negation: "Call etmeliyim" (I must call), "Call
# etmek istiyorum" (I want to call); "etmeyeceğim", "etmiyorum", "yapma" are.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call etmeliyim.", HOLDEM, CALL),
        ("Call etmek istiyorum.", HOLDEM, CALL),
        ("Fold etmeyi se\u00e7iyorum.", HOLDEM, FOLD),
        ("Raise etmek en iyisi: 40.", HOLDEM, raise_to(40)),
        ("Call etmem gerek.", HOLDEM, CALL),
        ("Bet yapmak istiyorum: 20.", OPEN, bet(20)),
    ],
)
def test_a_turkish_infinitive_after_an_action_word_is_no_negation(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text",
    [
        "Fold etmeyece\u011fim.",
        "Fold etmiyorum.",
        "Fold etmedim, call.",
        "Fold etme, call.",
        "Fold yapmayaca\u011f\u0131m, call.",
    ],
)
def test_a_turkish_negation_after_an_action_word_still_sets_it_aside(text):
    assert read_as(text, HOLDEM) in (None, CALL)


# Korean "상대적으로" is "relatively", no opponent: "상대적으로 call이 낫고, fold는 너무 약하다." (relatively, a call is
# better, a fold too weak) folded.
def test_the_korean_word_for_relatively_is_no_opponent():
    assert read_as("\uc0c1\ub300\uc801\uc73c\ub85c call\uc774 \ub0ab\ub2e4.", HOLDEM) == CALL
    assert (
        read_as(
            "\uc0c1\ub300\uc801\uc73c\ub85c call\uc774 \ub0ab\uace0, fold\ub294 \ub108\ubb34 \uc57d\ud558\ub2e4.",
            HOLDEM,
        )
        != FOLD
    )


# "其他" is "other": "没有其他选择 call" (no other choice: call) names no other player.
@pytest.mark.parametrize("text", ["\u6ca1\u6709\u5176\u4ed6\u9009\u62e9 call", "\u5176\u4ed6\u90fd\u592a\u5dee call"])
def test_the_chinese_word_for_other_is_no_other_player(text):
    assert read_as(text, HOLDEM) == CALL


# A closing doubt that answers a question of fact asked after the action ("Does he have it? Who knows.") is no
# doubt of the action; one right after it still is ("Go alone? I honestly don't know.").
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call. Does he have it? Who knows.", HOLDEM, CALL),
        ("Raise to 40. Is he bluffing? No idea.", HOLDEM, raise_to(40)),
        ("Fold. Why did he bet so big? I don't know.", HOLDEM, FOLD),
    ],
)
def test_a_doubt_answering_a_question_of_fact_is_no_doubt_of_the_action(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text", ["Call. Not sure.", "Call. Hmm. Not sure.", "Call? I don't know.", "Raise to 2.5? No idea."]
)
def test_a_doubt_right_after_the_action_still_refuses_it(text):
    assert read_as(text, HOLDEM) is None


# The partner told of after the action is the reason for or against it, not set aside for it: "Alone is too risky;
# partner has the trumps." plays with the partner; before the action, it is the reasoning that leads to it.
@pytest.mark.parametrize(
    "text",
    [
        "Alone is too risky; partner has the trumps.",
        "Alone is too risky; my partner has the trumps.",
        "Alone is too risky; partner holds the trumps.",
        # ... nor before an action that a sentence only tells of
        "Partner takes the pressure off. Alone is too risky.",
    ],
)
def test_a_partner_told_of_after_the_action_is_not_set_aside(text):
    assert read_as(text, ALONE) in (None, act("partner"))


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Partner has shown nothing. Alone.", act("alone")),
        ("Partner took the last trick; alone now.", act("alone")),
        ("Partner hat gute Karten, also partner.", act("partner")),
        # "partner" after "with" is the choice, not a verb's subject
        ("Playing with partner wins more often.", act("partner")),
        ("Met partner dit keer.", act("partner")),
        ("Alone? Nee, met partner dit keer.", act("partner")),
    ],
)
def test_a_partner_told_of_before_the_action_is_still_set_aside(text, meant):
    assert read_as(text, ALONE) == meant


# A foreign "no" answers a question only as a word of its own: "Raise to 40? 不错。" (not bad) keeps the raise,
# and "Fold太弱" (fold is too weak) was read instead.
@pytest.mark.parametrize(
    "text, meant",
    [
        ("Raise to 40? \u4e0d\u9519\u3002Fold\u592a\u5f31\u3002", None),
        ("Call? \u4e0d\u9519\u3002", CALL),
    ],
)
def test_a_chinese_word_opening_with_not_is_no_answer_no(text, meant):
    assert read_as(text, HOLDEM) == meant


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Raise? \u4e0d\uff0ccall\u3002", CALL),
        ("Raise? \u4e0d\u8981\u3002 Call.", CALL),
        ("Fold? Nein. Call.", CALL),
        ("Raise? \u4e0d\u3002", None),
        ("Call? \u041d\u0435\u0442.", None),  # capital Cyrillic: the reader lowers ASCII only
        ("Raise? \u041d\u0435\u0442. Call.", CALL),
    ],
)
def test_a_foreign_no_of_its_own_still_answers_the_question(text, meant):
    assert read_as(text, HOLDEM) == meant


# An apostrophe right after a verb of saying is an elision ("Sagt's mir"), and Dutch "dit" after "is" is "this":
# neither opens a quote of someone's words.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Sagt's mir: call.", HOLDEM, CALL),
        ('Mijn antwoord is dit: "Ik call."', HOLDEM, CALL),
        ("Ik doe dit: 'ik ga all-in'.", HOLDEM, raise_to(200)),
    ],
)
def test_an_elision_or_a_dutch_this_opens_no_quote(text, legal, meant):
    assert read_as(text, legal) == meant


def _long(unit, tail=""):
    return unit * (250_000 // len(unit) + 1) + tail


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_OTHER_SUBJECT_RE", _long("il mio ") + "call", HOLDEM),
        ("_OTHER_SUBJECT_RE", _long("er i ") + "call", HOLDEM),
        ("_FOREIGN_NO_AFTER_RE", _long("call etmem ") + "gerek", HOLDEM),
        ("_DOUBT_SENTENCE_RE", "call" + _long(". is he? ") + " no idea.", HOLDEM),
        ("_WITH_PARTNER_RE", _long("with my ") + "partner has", ALONE),
        ("_TOLD_OF_RE", "partner has. " + _long("alone is "), ALONE),
        ("_OTHER_SUBJECT_RE", _long("\uc0c1\ub300\uc801 ") + "call", HOLDEM),
        ("_QUESTION_BETWEEN_RE", "call" + _long(". is he") + " no idea.", HOLDEM),
        ("_WITH_PARTNER_RE", _long("with my ") + "partner has", ALONE),
        ("_TOLD_OF_RE", "partner has. " + _long("alone is "), ALONE),
        ("_OTHER_SUBJECT_RE", _long("\uc0c1\ub300\uc801 ") + "call", HOLDEM),
        ("_QUESTION_BETWEEN_RE", "call" + _long("!") + " not sure.", HOLDEM),
        ("ANSWERED_NO_RE", _long("call? \u4e0d") + "\u9519", HOLDEM),
        ("_SAID_BEFORE_QUOTE_RE", _long("is dit: '") + "call", HOLDEM),
    ],
)
def test_the_review_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    regex = reader_pattern(pattern)

    def work():
        list(regex.finditer(hostile[:20_000]))
        regex.match(hostile)
        answer = parse_answer(hostile, legal)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 1.0)
