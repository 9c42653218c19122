"""Red-team review of session 42's reader (trick and poker decisions in other languages): each answer here was read
though a careful human who knows the language could not be sure of it, or read as another action; each test failed
before its fix."""

from __future__ import annotations

import pytest
from support.answer_cases import ALONE, BID, HOLDEM, SUITS, TRICK, act, bid, play, read_as, trump
from support.reader import assert_reads_in_bounded_time


# A number word of another language that is an English word too ("um", "once") or a name ("Sam"), alone or under
# an English label: an English writer's hesitation or a word, not a bid of one or eleven, nor going alone.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Um.", BID),
        ("Um...", BID),
        ("Hmm, let me think.\n\nUm\u2026", BID),
        ("Once.", BID),
        ("Due.", BID),
        ("Action: Sam", ALONE),
        ("Sam.", ALONE),
    ],
)
def test_a_number_word_that_is_an_english_word_too_is_no_bid_alone(text, legal):
    assert read_as(text, legal) is None


# ... and still a bid beside a verb of bidding or the word for tricks, and "alone" beside a verb of playing.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Null.", BID, bid(0)),  # German nil (blind corpora 67 and 68), though "null" is an English word too
        ("Null Stiche.", BID, bid(0)),
        ("Ich sage null an.", BID, bid(0)),
        ("Pe\u00e7o um.", BID, bid(1)),
        ("Pido once.", BID, bid(11)),
        ("Gram sam.", ALONE, act("alone")),
        ("Drei.", BID, bid(3)),
        ("Solo.", ALONE, act("alone")),
    ],
)
def test_a_number_word_that_is_an_english_word_too_is_a_bid_beside_a_verb_or_unit(text, legal, meant):
    assert read_as(text, legal) == meant


# Another player's bid or card told in another language with a pronoun, a name or a word for a player before it:
# "Er bietet 4." (he bids 4), "搭档叫4墩。" (partner bids 4 tricks), "彼はQhを出す" (he plays the Qh).
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Er bietet 4.", BID),
        ("Il annonce 4.", BID),
        ("\u00c9l pide 4.", BID),
        ("Ele pede 4.", BID),
        ("Hij biedt 4.", BID),
        ("\u041e\u043d \u0437\u0430\u044f\u0432\u043b\u044f\u0435\u0442 4.", BID),  # Он заявляет 4.
        ("\u041f\u0430\u0440\u0442\u043d\u0451\u0440 \u0437\u0430\u044f\u0432\u043b\u044f\u0435\u0442 4.", BID),
        ("Ich glaube, er bietet 4.", BID),
        ("Je pense qu'il annonce 4.", BID),
        ("搭档叫4墩。", BID),
        ("他叫4墩。", BID),
        ("对手叫4", BID),
        ("上家叫4", BID),
        ("Gizmo叫4墩。", BID),
        ("Gizmo 叫4墩", BID),
        ("Gizmoは4", BID),
        ("彼は4をビッド。", BID),
        ("相手は4。", BID),
        ("パートナーは4", BID),
        ("파트너는 4", BID),
        ("Gizmo는 4를 비드합니다.", BID),
        ("Er spielt Qh.", TRICK),
        ("Il joue Qh.", TRICK),
        ("\u041e\u043d \u0445\u043e\u0434\u0438\u0442 Qh.", TRICK),  # Он ходит Qh.
        ("搭档出Qh", TRICK),
        ("彼はQhを出す", TRICK),
        ("상대가 Qh를 냅니다", TRICK),
    ],
)
def test_another_players_bid_or_card_told_in_another_language_is_no_answer(text, legal):
    assert read_as(text, legal) is None


# ... while the seat's own after it, in a clause of its own, is read.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Er bietet 4, ich biete 3.", BID, bid(3)),
        ("搭档叫4，我叫3", BID, bid(3)),
        ("搭档叫了4墩，我叫3墩。", BID, bid(3)),
        (
            "\u0413\u0438\u0437\u043c\u043e \u0437\u0430\u044f\u0432\u0438\u043b \u0447\u0435\u0442\u044b\u0440\u0435. "
            "\u042f \u0437\u0430\u044f\u0432\u043b\u044f\u044e \u0442\u0440\u0438.",
            BID,
            bid(3),
        ),
        ("Gioco il 10 di cuori.", TRICK, play("Th")),
        ("Je joue Qh.", TRICK, play("Qh")),
        ("我出Qh", TRICK, play("Qh")),
    ],
)
def test_the_seats_own_bid_or_card_after_another_players_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# A decision after a clause naming an earlier hand or time in other words than the listed "上一", "刚才", "letzte":
# "上局，黑桃做主。" (last hand, spades were trump) tells the past, as "上一局，..." does.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("上局，黑桃做主。", SUITS),
        ("上轮，黑桃做主。", SUITS),
        ("上把，跟注。", HOLDEM),
        ("之前，黑桃做主。", SUITS),
        ("刚刚，黑桃做主。", SUITS),
        ("前一局，黑桃做主。", SUITS),
        ("Vorhin, Pik.", SUITS),
        ("Damals, Pik.", SUITS),
        ("Zuvor, Pik.", SUITS),
        ("Avant, pique.", SUITS),
        ("Antes, picas.", SUITS),
        ("\u0420\u0430\u043d\u044c\u0448\u0435, \u043f\u0438\u043a\u0438.", SUITS),  # Раньше, пики.
        ("Wcze\u015bniej, piki.", SUITS),
        ("さっき、スペード。", SUITS),
        ("次は、スペード。", SUITS),
        ("아까, 스페이드.", SUITS),
        ("Ge\u00e7en sefer, ma\u00e7a.", SUITS),
        ("Vorhin, mitgehen.", HOLDEM),
    ],
)
def test_a_foreign_decision_after_a_clause_of_another_time_is_not_read(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("叫主：黑桃。", SUITS, trump("s")),
        ("手里没有梅花，出红桃Q。", TRICK, play("Qh")),
        ("Diesmal, Pik.", SUITS, trump("s")),
    ],
)
def test_a_foreign_decision_after_a_clause_of_its_own_is_still_read(text, legal, meant):
    assert read_as(text, legal) == meant


def _long(unit, tail=""):
    return unit * (250_000 // len(unit) + 1) + tail


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_OTHER_SUBJECT_RE", _long("er bietet ") + "4", BID),
        ("_OTHER_SUBJECT_RE", _long("搭档") + "4", BID),
        ("_OTHER_SUBJECT_RE", "gizmo" + _long(" ") + "叫4", BID),
        ("_OTHER_SUBJECT_RE", _long(", qu'") + "4", BID),
    ],
)
def test_the_review_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal)
