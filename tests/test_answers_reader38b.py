"""Session 38b of the answer reader: clear shapes of blind corpora 57 and 58 that were refused and are now read by the
second reading (cosino.seats.second_reading), each beside the near-misses that stay refused: a whole answer naming one
card in another notation ("Q-h", "♥Q", "Q of hearts", "I cut with the ten spade"); poker shorthand written as one word
or with "stab" ("b45", "Stab 10"); a verdict in a sentence of its own after actions weighed with "or" ("Raise, or call.
Hmm. Raise.", and after one conceded in passing: "Call is best, though a raise could work. I'll call."); a card, suit or
bid taken in a sentence of its own after two or three weighed with "or" ("Qh or 2c? Going with 2c.", "Bid 3 or 4? 3.");
a size taken after two weighed ("Bet 18 or 24? 24."); a card, suit or bid asked, turned down and another taken ("Nil?
No. 4.", "Qh? No, Th."); one taken after the legal ones restated ("Legal bids: 0 to 13. I bid 4."); whole answers in
idiom or a learner's words ("Let it go.", "I throw my cards.", "I follow the bet.", "I pay the 400.").

Pins changed in this session (each an earlier session's choice to refuse, where a blind corpus writer judged the same
shape clear):

- "the deuce of clubs", "Q of hearts", "queen hearts", "Q-h" and "♥Q" (tests/test_review_answers27.py, written by a
  session with the reader at hand, not blind): the blind writers of corpora 30, 54 and 58 judged these clear.
- "I could bet 10 or check. I'll check." (tests/test_review_answers30b.py and tests/test_answers_reader37b.py): corpus
  30's writer meant the check. 30b withdrew reading any bare closing command after several actions (65 misreads on
  corpus 32); the rule here reads only a verdict after actions joined by "or" in an earlier sentence, and misreads
  none of the corpora.
- "I follow the bet." (tests/test_answers_reader38.py, refused there as the misread of held-out corpus 58 it was):
  corpus 58's writer meant the call, and a whole answer following or paying the bet is now read as one.
- "Clubs trump? Nah. Diamonds trump." (tests/test_answer_objects.py, refused in session 35 as a misread of the
  clubs): corpus 35's writer meant diamonds in "Spades trump? Nah. Diamonds trump.", a value asked, turned down, and
  another taken. "Spades as trump? Never. Clubs." (tests/test_review_reader33.py, refused since session 33, when
  the rule that read it misread others) is read as corpus 35 meant it, clubs, by the same rule.
- "Options are Qh, 2c, Th. I choose 2c." (tests/test_review_answers27.py, refused there as the misread of the queen
  it once was): blind corpora 30, 46 and 51 judged the shape clear ("Legal cards: Qh, 2c, Th. Qh.").
- "bet 22... or 25? 25." (tests/test_answer_objects.py, refused in session 35 as a misread of the 22): corpus 37's
  writer meant the bet of 25, the size taken after the two weighed.

Left refused on purpose: sizes in "k" and full-width digits (judged unclear in corpora 30, 31, 41, 42, 46, 48, 49,
50); JSON amounts under "size" or "raise_to" without "amount" and '"amount": "nil"' (corpora 27, 28 and 30 judged
'{"action": "raise", "raise_to": 40}', '{"action": "raise", "size": 40}' and '{"action": "bid", "amount": "nil"}'
unclear); "Play two clubs" and "a spade" (judged unclear: a count, any card of the suit); "b45" where only a raise is
legal (a bet read as a raise was judged unclear in corpus 58).

Seen and not fixed here (as at main before this session): the first reading does not know shorthand or these card
notations inside longer prose, so "b45 or check" reads the check and "Q of hearts or 2c" the 2c (refused since
session 39: tests/test_answers_reader39.py)."""

from __future__ import annotations

import re

import pytest
from support.answer_cases import (
    BID,
    CALL,
    CHECK,
    DISCARD,
    FOLD,
    HOLDEM,
    HPASS,
    LEDUC_FACE,
    OPEN,
    SUITS,
    TRICK,
    TRICK2,
    act,
    bet,
    bid,
    card,
    raise_to,
    read_as,
)
from support.cpu import assert_within_cpu
from support.reader import reader_pattern

from cosino.seats.answers import parse_answer

BIG = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 400, "max": 20000}]


# --- A whole answer naming one card in another notation ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Q-h", TRICK, card("play", "Qh")),
        ("A-S", TRICK2, card("play", "As")),
        ("♥Q", TRICK, card("play", "Qh")),
        ("♠ A", TRICK2, card("play", "As")),
        ("Q of hearts", TRICK, card("play", "Qh")),
        ("queen hearts", TRICK2, card("play", "Qh")),
        ("2 of ♣", TRICK, card("play", "2c")),
        ("Pitch the deuce of clubs.", TRICK, card("play", "2c")),
        ("the deuce of clubs", TRICK, card("play", "2c")),
        ("I cut with the ten spade.", TRICK2, card("play", "Ts")),
        ("I remove the nine club.", DISCARD, card("discard", "9c")),
        ("I give the queen spade to left player.", HPASS, card("pass", "Qs")),
        ("Q-h.", TRICK, card("play", "Qh")),
    ],
)
def test_a_whole_answer_naming_one_card_in_another_notation_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Q-d", TRICK),  # not a legal card
        ("♥K", TRICK),
        ("a spade", TRICK2),  # any spade, not the ace (judged unclear in corpora 55 and 56)
        ("Play a spade.", TRICK2),
        ("Play two clubs", TRICK2),  # two cards of clubs? (judged unclear in corpus 30)
        ("I throw the two clubs.", TRICK2),
        ("queen hearts?", TRICK),  # asked
        ("I give the queen spade to left player.", TRICK2),  # a card given to a player is a pass, not a play
        ("Q-h if partner is out", TRICK),  # not the whole answer
    ],
)
def test_near_misses_of_a_card_in_another_notation_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- Shorthand bets ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("b45", OPEN, bet(45)),
        ("B45", OPEN, bet(45)),
        ("Stab 10", OPEN, bet(10)),
        ("stab to 12", OPEN, bet(12)),
        ("r40", HOLDEM, raise_to(40)),
    ],
)
def test_shorthand_bets_written_as_one_word_or_a_stab_are_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("b45", HOLDEM),  # a bet facing a bet: read as a raise was judged unclear in corpus 58
        ("r40", OPEN),
        ("bb45", OPEN),
        ("b45x", OPEN),
        ("Stab 10?", OPEN),
    ],
)
def test_near_misses_of_shorthand_bets_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- A verdict after actions weighed with "or" ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Raise, or call. Hmm. Raise.", LEDUC_FACE, act("raise")),
        ("Bet 10 or check... I'll bet 10.", OPEN, bet(10)),
        ("I might check here, or bet small. Checking.", OPEN, CHECK),
        ("I could bet 10 or check. I'll check.", OPEN, CHECK),  # a pin changed (30b, 37b): corpus 30 meant the check
        ("Fold or call? I'll call.", HOLDEM, CALL),
        ("Call... or fold. Fold.", HOLDEM, FOLD),  # an ellipsis before the "or"
        ("Raise or call\u2026 raise.", LEDUC_FACE, act("raise")),  # an ellipsis with words after it ends a sentence
        ("bet or check\u2026 check", OPEN, CHECK),
        # an action conceded in passing after "though" or "but"
        ("I think a call is probably best here, though a raise could work. I'll call.", HOLDEM, CALL),
    ],
)
def test_a_verdict_after_actions_weighed_with_or_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Either call or raise works; I'll call.", HOLDEM),  # both praised (judged unclear in corpus 27)
        ("Raise or call. I'll raise if he folds often.", LEDUC_FACE),  # a case
        ("I'd call or raise.", HOLDEM),  # no verdict
        ("Call or raise. Call. Or raise.", LEDUC_FACE),  # doubt after it
        ("Call or raise. He raises.", LEDUC_FACE),  # another player's
        ("Fold or call? Call, maybe.", HOLDEM),
        ("Bet 10 or check. I'll bet 20.", OPEN),  # another size of the bet
        ("Bet 10 or check... I'll bet.", OPEN),  # a bet with no size after weighing
        ("Call or raise, I'll call.", HOLDEM),  # the choice in the verdict's own sentence
        ("Raise or call\u2026 raise\u2026 maybe.", LEDUC_FACE),  # doubt after it
        ("Folding is weak. I call\u2026", HOLDEM),  # trailing off: an ellipsis at the end ends nothing
        ("Raise or call\u2026 he calls.", LEDUC_FACE),
        # "Call is best, though a raise could work." is read since session 39 (tests/test_answers_reader39.py)
        ("I'd call, though a raise could work. Raise to 30.", HOLDEM),  # the call is not set aside
        ("Calling is best, though a raise could work. I'll raise to 30.", HOLDEM),  # the praise is no concession
    ],
)
def test_near_misses_of_a_verdict_after_an_or_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- A card, suit or bid taken after two or three weighed with "or" ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Qh or 2c? Going with 2c.", TRICK2, card("play", "2c")),
        ("Th or Qh, either wins. I'll go Th.", TRICK, card("play", "Th")),
        ("The 9c or the Jd... I'll let the Jd go.", DISCARD, card("discard", "Jd")),
        ("Clubs or spades... spades.", SUITS, card("trump", "s")),
        ("Clubs or spades — clubs.", SUITS, card("trump", "c")),
        ("Th or Qh — Th.", TRICK, card("play", "Th")),
        ("Qh, Th or 2c — I pick the Th.", TRICK, card("play", "Th")),
        ("Bid 3 or 4? 3.", BID, bid(3)),
        ("Nil or 2... 2.", BID, bid(2)),
        ("Three or four? I'll settle on 3.", BID, bid(3)),
        ("Qh or 2c? Hmm. 2c.", TRICK2, card("play", "2c")),
    ],
)
def test_a_value_taken_after_values_weighed_with_or_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Qh or 2c? Not sure. 2c.", TRICK2),  # doubt between
        ("Qh or 2c? 2c is safe.", TRICK2),  # a statement, not a choice
        ("Qh or 2c? Maybe 2c.", TRICK2),
        ("Qh or 2c? 9d.", TRICK2),  # not one of those weighed
        ("Bid 3 or 4? 5.", BID),
        ("Qh or 2c if hearts are led. 2c.", TRICK2),  # a case
        ("Qh or 2c? Partner said Qh.", TRICK2),
        ("Qh or 2c? Not the 2c.", TRICK2),
        ("Bid 3 or 4? 3 or 4.", BID),
        ("Qh or 2c? 2c, or Qh.", TRICK2),
        ("Qh and 2c? 2c.", TRICK2),  # no choice
        ("Bid 3 or 4? I bid 3 and he bids 4.", BID),
        # 'Partner said "Qh or 2c". 2c.' plays the 2c since session 39 (quotes in another's mouth set aside)
    ],
)
def test_near_misses_of_a_value_after_an_or_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- A size taken after two sizes weighed with "or" ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Bet 18 or 24? 24.", OPEN, bet(24)),
        ("bet 22... or 25? 25.", OPEN, bet(25)),
        ("Raise to 36? Or 40? Let's say 40.", HOLDEM, raise_to(40)),
        ("Raise to 20 or 25 — let's say 25.", HOLDEM, raise_to(25)),
        ("Bet 18 or 24 — 24.", OPEN, bet(24)),
    ],
)
def test_a_size_taken_after_two_weighed_with_or_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Raise 20 or 30? 30.", HOLDEM),  # steps or totals? ("Raise 20, 30 or 40? I'll go 30." was judged unclear)
        ("Raise to 20 or 30? 40.", HOLDEM),  # not one of those weighed
        ("Bet 18 or 24? 24.", HOLDEM),  # a bet facing a bet
        ("Bet 18 or 24? Maybe 24.", OPEN),
        ("Bet 18 or 24. 24 if he is weak.", OPEN),
        ("Bet 18 or 24?", OPEN),
        ("raise to 24 or 28", HOLDEM),  # judged unclear in corpus 42
        ("Raise to 900 or 1,100 — 1,100.", BIG),  # thousands separators are left to the prose reading
    ],
)
def test_near_misses_of_a_size_after_an_or_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- A value asked and turned down, then another taken ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Nil? No. 4.", BID, bid(4)),
        ("Nil bid? No. 3.", BID, bid(3)),
        ("Qh? No, Th.", TRICK, card("play", "Th")),
        ("Spades as trump? Never. Clubs.", SUITS, card("trump", "c")),
        ("Clubs trump? Nah. Diamonds trump.", SUITS, card("trump", "d")),  # a pin changed (test_answer_objects.py)
        (
            "The Qc is winning; play the Kc over it? No \u2014 4c.",
            [{"action": "play", "cards": ["Kc", "4c"]}],
            card("play", "4c"),
        ),
    ],
)
def test_a_value_taken_after_another_asked_and_turned_down_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Nil? No. 4 is too many.", BID),  # a statement
        ("Nil? No. Maybe 4.", BID),
        ("Nil? Yes. 4.", BID),  # not turned down
        ("Bid 5? Too many. 4.", BID),  # no "no": kept refused (test_answer_objects.py)
        ("Qh? No, Th or 2c.", TRICK),
        ("Qh? No, partner has Th.", TRICK),
    ],
)
def test_near_misses_of_a_value_asked_and_turned_down_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- The legal values restated in a first sentence, then one taken ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Legal bids: 0 to 13. I bid 4.", BID, bid(4)),
        ("Valid bids are 0, 2 and 3. I'll bid 3.", BID, bid(3)),
        ("Legal cards: Qh, 2c, Th. Qh.", TRICK, card("play", "Qh")),
        ("My options: Qh, 2c, Th. Best is Th.", TRICK, card("play", "Th")),
        ("Available: Ts, Qh, 9d, As, 2c. Best: As.", TRICK2, card("play", "As")),
        ("allowed bids 0-13; I bid 6", BID, bid(6)),
        ("Options are Qh, 2c, Th. I choose 2c.", TRICK, card("play", "2c")),  # a pin changed (corpus 27)
    ],
)
def test_a_value_taken_after_the_legal_ones_restated_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Legal bids: 0 to 13. I bid 4 or 5.", BID),  # a choice
        ("Legal cards: Qh, 2c, Th. Qh is high.", TRICK),  # a statement
        ("Legal cards: Qh, 2c, Th. Maybe Qh.", TRICK),
        ("Legal cards: Qh, 2c, Th. Partner played Qh.", TRICK),
        ("Legal cards: Qh, 2c, Th. Not Qh.", TRICK),
        ("Legal cards: Qh, 2c, Th. If hearts lead, Qh.", TRICK),
        ("Legal cards: Qh, 2c, Th. Qh, 2c.", TRICK),
        ("Qh, 2c, Th. Qh.", TRICK),  # no label: a list of the seat's own, or a plan?
        ("Valid bids are 0, 2 and 3. He bid 3.", BID),
        ("Legal trumps: clubs, diamonds, spades (or pass). Spades.", SUITS),  # another action named in the list
    ],
)
def test_near_misses_of_a_value_after_the_legal_ones_restated_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- Whole answers in idiom or a learner's words ---


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Let it go.", HOLDEM, FOLD),
        ("I let it go.", HOLDEM, FOLD),
        ("I throw my cards.", BIG, FOLD),
        ("I am leaving this hand.", HOLDEM, FOLD),
        ("I follow the bet.", HOLDEM, CALL),
        ("I pay the 400.", BIG, CALL),
    ],
)
def test_whole_answers_in_idiom_or_a_learners_words_are_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Let it go.", OPEN),  # no fold to take
        ("Let it go.", DISCARD),  # let which card go?
        ("I pay the 400.", OPEN),
        ("I follow the bet if he is weak.", HOLDEM),  # not the whole answer
        ("Let them go.", HOLDEM),
        ("I throw the cards away.", HOLDEM),
    ],
)
def test_near_misses_of_idioms_stay_refused(text, legal):
    assert read_as(text, legal) is None


# --- Hostile text: every new pattern, and the reader, in bounded CPU time ---


def _long(unit, tail=""):
    """``unit`` repeated to 250,000 characters at least, then ``tail``."""
    return unit * (250_000 // len(unit) + 1) + tail


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_NOTED_CARD_RE", _long("i i'll play the the q - "), TRICK),
        ("_NOTED_CARD_RE", _long("queen of of hearts "), TRICK),
        ("_SHORT_GLUED_RE", _long("b4"), OPEN),
        ("_SHORT_BET_RE", _long("stab stab "), OPEN),
        ("_OR_GAP_RE", _long("call or or maybe the "), HOLDEM),
        ("_EITHER_BEFORE_RE", _long("either either to "), HOLDEM),
        ("_CHOICE_SENTENCES_RE", _long("qh or 2c?? "), TRICK2),
        ("_CHOICE_SENTENCES_RE", _long("qh or 2c " * 30 + "."), TRICK2),
        ("OR_RE", _long("oror or "), TRICK2),
        ("_CHOICE_CASE_RE", _long("iff whenn "), TRICK2),
        ("_FILLER_SENTENCE_RE", _long("hmm hmmm.. "), TRICK2),
        ("_BID_VALUE_RE", _long("3 or 4, 12-13 nil "), BID),
        ("_SHORT_FOLD_IDIOM_RE", _long("i let it go throw my cards "), HOLDEM),
        ("_SHORT_CALL_IDIOM_RE", _long("i follow the i pay the 40"), HOLDEM),
        ("WORD_END_RE", _long("call-call-"), HOLDEM),
        ("_SIZE_CHOICE_RE", _long("bet 1 or 2? "), OPEN),
        ("_ASKED_NO_RE", _long("qh? no, "), TRICK),
        ("_ASKED_NO_RE", "qh? no, " + _long("th th "), TRICK),
        ("_RESTATED_RE", _long("legal 1, 2, 3 and "), BID),
        ("_RESTATED_RE", "legal " + _long("qh, (2c) "), TRICK),
        ("_RESTATED_LABEL_RE", _long("legallegal options "), BID),
        ("_RESTATED_END_RE", _long("qh 2c "), TRICK),
        ("_RANGE_RE", _long("0 0 - 1 to "), BID),
        ("_TAKEN_LEAD_RE", _long("   mine is best: "), BID),
        ("_CONCEDED_BEFORE_RE", _long("though though a an "), HOLDEM),
        ("_ELLIPSIS_GOES_ON_RE", _long("\u2026 \u2026a"), HOLDEM),
        ("_OR_GAP_RE", _long("call ... or ...or \u2026"), HOLDEM),
        ("_SIZE_CHOICE_RE", "raise to 4 or " + _long("     "), HOLDEM),
    ],
)
def test_the_new_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    regex = reader_pattern(pattern)
    assert isinstance(regex, re.Pattern) and len(hostile) >= 250_000

    # CPU, not wall time: a loaded machine must not fail it
    def work():
        list(regex.finditer(hostile))
        regex.match(hostile)
        regex.fullmatch(hostile)
        regex.search(hostile, 1)
        answer = parse_answer(hostile, legal)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 1.5)


@pytest.mark.parametrize(
    "hostile, legal",
    [
        (_long("Raise, or call. Hmm. ") + "Raise.", LEDUC_FACE),
        (_long("Bet 10 or check... ") + "I'll bet 10.", OPEN),
        ("Qh or 2c? " + _long("Hmm. ") + "2c.", TRICK2),
        (_long("Qh or 2c? ") + "2c.", TRICK2),
        (_long("Bid 3 or 4? ") + "3.", BID),
        (_long("♥") + "Q", TRICK),
        (_long("Q-") + "h", TRICK),
    ],
)
def test_the_whole_reader_takes_hostile_choices_in_bounded_time(hostile, legal):
    assert_within_cpu(lambda: parse_answer(hostile, legal), 3.0)
