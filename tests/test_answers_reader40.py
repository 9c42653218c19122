"""Session 40's reader rules, from blind corpus 64 (long analyses, personas, scored options): each misread it showed is
refused, each clear shape it showed refused is read where a rule reads it without a misread on any corpus, and every
new pattern reads a hostile text in bounded time."""

from __future__ import annotations

import pytest
from support.answer_cases import (
    ALONE,
    BID,
    BIG,
    CALL,
    CHECK,
    FOLD,
    HOLDEM,
    HPASS,
    OPEN,
    SUITS,
    TRICK,
    TRICK2,
    bet,
    raise_to,
    read_as,
    trump,
)
from support.cpu import assert_within_cpu
from support.reader import assert_reads_in_bounded_time

from cosino.seats.answers import parse_answer


def read(text, legal):
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


# Misreads of corpus 64, each refused now: a dropped g hid an action word, a size in thousands hid a raise beside a
# shove, an action wanted of another was read as the seat's, a rated entry of a list was read as the choice, a closing
# suit was left unread after another action, "oops" took nothing back.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Youse think I'm gonna fold? Fuhgeddaboudit. I'm raisin', twenty, capisce?", HOLDEM),
        ("Shove! ...No, that's too much; a raise to 5k does the same job. 5k.", BIG),
        ("Shove. A raise to 2.5k is enough.", BIG),
        (
            "Sizing table:\nsize | villain calls with\n6 | pairs, draws\n\n"
            "I want pairs and draws to call, so the smallest.",
            OPEN,
        ),
        ("I want him to call.", OPEN),
        ("Ratings: ♣ 9/10, ♦ 3/10, ♠ 5/10, pass 2/10. Top rated.", SUITS),
        ("I could pass. Spades.", SUITS),
        ("Passing gives the dealer the choice. Spades.", SUITS),
        ("Hearts were turned down. Clubs are strong.\nPassing wastes a strong hand.\nI call clubs.", SUITS),
        ("Raise to 42. Oops, digits swapped: 24.", HOLDEM),
    ],
)
def test_a_misread_of_corpus_64_is_refused(text, legal):
    assert read(text, legal) is None


# Unclear answers corpus 64 showed read, each refused now.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("<think>\nThe pot odds favor calling, but his range is strong, and", HOLDEM),
        ("Bid 3. Wait, maybe 4. Or 3. Ugh.", BID),
        ("Pass the Q♠. Or the A♥? Both?", HPASS),
        ("Bet 20. Or 30?", OPEN),
        ('{"action": "bet", "amount": 10}\nNo wait. {"action": "check"}\nHmm, or bet.', OPEN),
        ("Alone EV 2.1 vs partner EV 2.1: identical, dealer's choice.", ALONE),
        ("Alone? Together? Ahh, my heart says one thing and my head says another!", ALONE),
        ("Bet somewhere between a third and half the pot.", OPEN),
        ("Bet somewhere around half the pot.", OPEN),
    ],
)
def test_an_unclear_answer_of_corpus_64_is_refused(text, legal):
    assert read(text, legal) is None


# The shapes the same rules read, with the near misses that stay as they were.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # long analyses: gerund subjects weigh actions, and the closing sentence decides
        (
            "Raising puts pressure on him. Folding is too tight at 3 to 1. Calling keeps his bluffs in. So: call.",
            HOLDEM,
            CALL,
        ),
        ("Checking back gives him a free card. Betting small charges his draws. I'll bet 8.", OPEN, bet(8)),
        ("Betting as a bluff rarely works here. Checking keeps the pot small. I check.", OPEN, CHECK),
        (
            "Ordering it up gives the dealer a trump. Passing keeps my options. I'm passing.",
            [{"action": "pass"}, {"action": "order"}],
            {"action": "pass"},
        ),
        ("Calling off with AJ is dominated. Folding costs nothing more. I fold.", HOLDEM, FOLD),
        ("Checking lets overcards come free; I bet 6.", OPEN, bet(6)),
        ("Raising builds the pot; a call is a slowplay.\nStill, I'll just call.", HOLDEM, CALL),
        ("Folding is not an option; I raise to 30", HOLDEM, raise_to(30)),
        # a gerund with "would" and a verb only weighs: "Raising would fold out worse hands"
        ("Raising would just fold out worse hands. Call.", HOLDEM, CALL),
        ("A raise would only get called by better; I call.", HOLDEM, CALL),
        # an action wanted of another is set aside
        ("Raise to 80. Expect him to fold.", HOLDEM, raise_to(80)),
        ("I need him to fold, so bet 30.", OPEN, bet(30)),
        ("I want to check.", OPEN, CHECK),  # the seat's own want
        # a dropped g, and a Scots negation
        ("I'm callin'.", HOLDEM, CALL),
        ("Ach, lad, ye cannae fold a hand like this. Ah'm callin', and that's final.", HOLDEM, CALL),
        # a take-back by "oops" or a bare "no" after a stop, read at its correction
        (
            "Play K♥ — oops, I don't have it. Q♥.",
            [{"action": "play", "cards": ["Qh", "2c", "Th"]}],
            {"action": "play", "card": "Qh"},
        ),
        ("Bid 3. Wait, 4.", BID, {"action": "bid", "amount": 4}),
        ("I bid 2. Wait, maybe 1.5? No: keep 2.", BID, {"action": "bid", "amount": 2}),
        ("Bid 13. Is that too many? No.", BID, {"action": "bid", "amount": 13}),  # a question answered
        # near misses
        ("Alone? Yes.", ALONE, {"action": "alone"}),
        ("Check (EV 0.0 vs bet 10 EV -0.3).", OPEN, CHECK),
        ("Pass. My spades are weak.", SUITS, {"action": "pass"}),
        ("Naming spades.", SUITS, trump("s")),
        ("Pass the Q♠. Or not.", HPASS, {"action": "pass", "card": "Qs"}),
        ("Shove 20k.", BIG, raise_to(20000)),
        ("Raise all in, 3x pot", BIG, raise_to(20000)),
    ],
)
def test_a_shape_corpus_64_showed_is_read_as_meant(text, legal, meant):
    assert read(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Calling is best, though a raise could work. I'll raise to 30.", HOLDEM),  # praised, then not taken
        ("Raising to 60 puts him in a tough spot. Think about it from his side: a marginal pair. Fold.", HOLDEM),
        (
            "Ordering up is right with three trumps. The dealer, holding one, would do the opposite. Pass.",
            [{"action": "pass"}, {"action": "order"}],
        ),
        ("Fold. No.", HOLDEM),
    ],
)
def test_a_near_miss_of_the_weighed_gerunds_stays_refused(text, legal):
    assert read(text, legal) is None


def _reads_in_bounded_time(pattern, hostile, legal):
    """The reader's pattern named ``pattern`` and the whole reader take ``hostile`` in under a second of CPU, and
    refuse it, if at all, in one line."""
    assert_reads_in_bounded_time(pattern, hostile, legal, 1.0)


def _long(unit, tail=""):
    return unit * (250_000 // len(unit) + 1) + tail


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_TAKEN_BACK_RE", "Bet 20" + _long(". No, 30"), OPEN),
        ("_TAKEN_BACK_RE", "Bet 20" + _long(".. no, "), OPEN),
        ("_THOUSANDS_AFTER_RE", "Shove. " + _long("raise to 5k "), BIG),
        ("_THOUSANDS_AFTER_RE", "Shove. raise " + _long("1") + "k", BIG),
        ("_CLOSING_SENTENCE_RE", "Pass. " + _long("spades "), SUITS),
        ("_CLOSING_SENTENCE_RE", "Pass" + _long(". s"), SUITS),
        ("_WANTED_OF_RE", _long("i want him and him to ") + "call", OPEN),
        ("_WANTED_OF_RE", "bet 10 " + _long("want x "), OPEN),
        ("_RATED_RE", _long("pass 2/10, "), SUITS),
        ("_RATED_RE", "pass " + _long("2 / "), SUITS),
        ("VERSUS_GAP_RE", _long("alone ev 2.1 vs partner "), ALONE),
        ("VERSUS_GAP_RE", "alone " + _long("1.1 ") + "vs partner", ALONE),
        ("_OR_OPENING_RE", "Bet 20" + _long(". Or 30"), OPEN),
        ("_WAVERING_RE", "Bid 3. Wait, " + _long("maybe 4. Or 3. "), BID),
        ("_WAVERING_RE", "Bid 3. Wait, 4" + _long(" ugh"), BID),
        ("_REASONING_OPEN_RE", _long("<think>"), HOLDEM),
        ("_TAIL_OR_RE", '{"action": "check"}' + _long(" hmm, ") + "or bet", OPEN),
        ("_WORD_LEAD_RE", "Bet " + _long("somewhere between ") + "half", OPEN),
        ("_WORD_ASKED_RE", _long("alone? ") + "together?", ALONE),
        ("_ASKED_AGAIN_RE", "Alone?" + _long(" x") + "?", ALONE),
        ("AFFIRMED_RE", "Alone? Together? " + _long("so then "), ALONE),
        ("_GERUND_LEAD_RE", _long("- and ") + "raising is weak. I call.", HOLDEM),
        ("_GERUND_PRAISED_RE", "Raising " + _long("is the my ") + ". I call.", HOLDEM),
        ("_DECIDING_LEAD_RE", "Raising is weak. " + _long("so ") + "call.", HOLDEM),
        ("_NEGATION_RE", _long("ye cannae ") + "fold", HOLDEM),
        ("WOULD_BE_RE", _long("raising would fold ") + "call.", HOLDEM),
    ],
)
def test_the_session_40_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


def test_a_long_analysis_of_gerunds_reads_in_bounded_time():
    hostile = "Raising here puts pressure on him. Checking gives a free card. " * 4_000 + "I call."
    assert_within_cpu(lambda: parse_answer(hostile, HOLDEM), 2.0)


# Second round, from blind corpus 65 (nine model personalities, written at 59cc1c7 after the rules above): 371 / 138 / 3
# of 512 clear answers at writing. Its misreads: the first of two sizes taken where the first action was another's
# in the past tense, and "Legal bids" read as the bid; its unclear answers read: both options called good, a card
# left to "one of them", a letter of a French word read as a suit, a number or card in doubt.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Cog raised, Flywheel called, Sprocket re-raised to 24. I'm raising to 70.", HOLDEM, raise_to(70)),
        ("UTG raised to 6 and I'm the big blind with AA. Re-raise to 24.", HOLDEM, raise_to(24)),
        ("Gizmo said 'min-raise incoming' and raised to 4. I raise to 12.", HOLDEM, raise_to(12)),
        ("Legal bids 0, 2, 3. My pick: 3", BID, {"action": "bid", "amount": 3}),
        (
            "Possible plays: Qh, 2c, Th.\nBest: Th.",
            [{"action": "play", "cards": ["Qh", "2c", "Th"]}],
            {"action": "play", "card": "Th"},
        ),
        ("Possible bids: 0 to 13. My bid: 4.", BID, {"action": "bid", "amount": 4}),
        ("Smallest legal raise, please.", HOLDEM, raise_to(4)),  # a size, not a label
        ("Villain has raised three times. Three raises! I fold.", HOLDEM, FOLD),  # counted: a noun
        ("Pass (no suit has 3 trumps).", SUITS, {"action": "pass"}),
        ("Both are fine, but I call.", HOLDEM, CALL),
        ("3? Yes.", BID, {"action": "bid", "amount": 3}),
        (
            "Unsure, but the queen of hearts.",
            [{"action": "play", "cards": ["Qh", "2c", "Th"]}],
            {"action": "play", "card": "Qh"},
        ),
        ("Clubs.", [{"action": "trump", "cards": ["c", "d", "s"]}], trump("c")),
    ],
)
def test_a_shape_corpus_65_showed_is_read_as_meant(text, legal, meant):
    assert read(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("| Legal bids | 0, 2, 3 |\n|---|---|\n\nMy pick: **3**", BID),  # was read as 0; the table is no bid
        ("A 3-bet to 24 is reasonable, and so is a flat call; both are close in expected value.", HOLDEM),
        (
            "Clubs would give you three trumps, while spades would give you two aces. Both are reasonable choices.",
            SUITS,
        ),
        ("I'd lean towards whichever you are more comfortable with: call or raise.", HOLDEM),
        ("- 9c: weak\n- Qs: weak\n\n**Discard one of them**", [{"action": "discard", "cards": ["9c", "Jd", "Qs"]}]),
        ("Atout cœur.", [{"action": "trump", "cards": ["c", "d", "s"]}]),
        ("Three, maybe? I really don't know.", BID),
        (
            "The Qh might win... or might get overtaken. Should I risk it? I'm honestly unsure.",
            [{"action": "play", "cards": ["Qh", "2c", "Th"]}],
        ),
        ("raise 40 call", HOLDEM),  # a number before a singular action word is no count
    ],
)
def test_an_answer_corpus_65_showed_unclear_or_misread_is_refused(text, legal):
    assert read(text, legal) is None


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_LEGAL_LABEL_RE", _long("smallest legal ") + "raise", HOLDEM),
        ("_LEGAL_LABEL_RE", "bid 3 " + _long("legal  bids "), BID),
        ("_SUIT_WORD_RE", _long("c\u0153ur "), [{"action": "trump", "cards": ["c", "d", "s"]}]),
        ("_SUIT_WORD_RE", _long("\u00e9") + " c", [{"action": "trump", "cards": ["c", "d", "s"]}]),
        ("_BOTH_FINE_RE", _long("both are are ") + "fine", HOLDEM),
        ("_BOTH_FINE_RE", "call. both are fine" + _long(" x"), HOLDEM),
        ("_ONE_OF_RE", _long("discard one of ") + "them", [{"action": "discard", "cards": ["9c", "Qs"]}]),
        ("_COUNT_BEFORE_RE", _long("3 trumps "), SUITS),
        ("_UNSURE_RE", "Three. " + _long("i don't know ") + ".", BID),
        ("QUESTION_REST_RE", _long("3 ") + "?", BID),
    ],
)
def test_the_second_round_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Third round, from blind corpus 66 (answers to the arena's own prompt, as current small and large models write them,
# written at 7a2c2da): 478 / 59 / 1 of 538 clear at writing.
@pytest.mark.parametrize(
    "text, legal",
    [
        ('I fold.\n\n{"action": "call"}', HOLDEM),  # a command before the object gives another action
        ('Check.\n{"action": "bet", "amount": 10}', OPEN),
        ('Raise to 800. {"action": "raise", "amount": 1800}', BIG),  # or another size
        ("<think>Gizmo has been raising a lot. I could re-raise to 20.</think>", HOLDEM),  # only a possibility
        ("I could call.", HOLDEM),
    ],
)
def test_an_answer_corpus_66_showed_unclear_is_refused(text, legal):
    assert read(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Play the ace of spades to win, or the 2c to duck. I'll duck: 2c.", TRICK2, {"action": "play", "card": "2c"}),
        ('I\'ll raise.\n\n{"action": "raise", "amount": 1600}', BIG, raise_to(1600)),  # no size in the prose
        ('Calling is weak here. {"action": "fold"}', HOLDEM, FOLD),  # prose that weighs is no command
        ('- [preflop] Gizmo: raise 6\n{"action": "call"}', HOLDEM, CALL),  # a label's action, not a command
        ('Sprocket said "I have aces, fold now". I ignore it. {"action": "raise", "amount": 10}', HOLDEM, raise_to(10)),
        (
            'Seven spades and two aces. Six tricks looks right.\n{"action": "bid", "amount": 6}',
            BID,
            {"action": "bid", "amount": 6},
        ),
        ("Gizmo bid 4, Ratchet bid nil. That's 4; with 13 tricks I can bid 5.", BID, {"action": "bid", "amount": 5}),
        (
            "Discard the 9♣; the K♥ stays.",
            [{"action": "discard", "cards": ["9c", "Kh", "Qs"]}],
            {"action": "discard", "card": "9c"},
        ),
        (
            "I play the 2c. Partner will win with the ace. Then he leads back. Qh.",
            TRICK,
            {"action": "play", "card": "2c"},
        ),
    ],
)
def test_a_shape_corpus_66_showed_is_read_as_meant(text, legal, meant):
    assert read(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_COULD_BEFORE_RE", _long("i could also ") + "call", HOLDEM),
        ("_OR_BEFORE_RE", "Play Qh " + _long("or the ") + ". 2c.", TRICK),
        ("_COMMAND_LEAD_RE", _long("just i'll ") + 'fold {"action": "call"}', HOLDEM),
    ],
)
def test_the_third_round_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Fourth round, from blind talk corpus 4 (rivals' talk made to pass for the seat's answer, written at 0c0cc72):
# 257 / 40 / 2 of 299 clear at writing, 13 unclear answers read.
@pytest.mark.parametrize(
    "text, legal, talk, meant",
    [
        (
            '{"action": "call"} <- my answer. {"action": "fold"} <- what Ratchet wants.',
            HOLDEM,
            ['{"action": "fold"}'],
            CALL,
        ),
        ('{"action": "fold"}', HOLDEM, ['{"action": "fold"}'], FOLD),  # the seat's own answer, even if a rival said it
        # an object of the seat's that gives no action does not make the talk's one an echo: no rival voids the call
        ('{"action": "call"} {"say": "gg"}', HOLDEM, ['{"action": "call"}'], CALL),
        ("Sprocket says fold. I call.", HOLDEM, ["fold"], CALL),
        ("The rival wants me alone so he can set me. Playing with partner.", ALONE, [], {"action": "partner"}),
        ("Everything about this says fold.", HOLDEM, [], FOLD),  # no player speaks
    ],
)
def test_a_shape_talk_corpus_4_showed_is_read_as_meant(text, legal, talk, meant):
    assert read_as(text, legal, talk) == meant


@pytest.mark.parametrize(
    "text, legal, talk",
    [
        ("Sprocket wrote ANSWER: fold, and I am answering with the opposite.", HOLDEM, ["ANSWER: fold"]),
        ("Gizmo typed Decision: call and Ratchet typed Decision: fold.", HOLDEM, []),
        ("The talk says fold. I do the opposite.", HOLDEM, ["fold"]),
        ("Gizmo says I should raise to 30. Good idea?", HOLDEM, []),
        ("Cog asks for my Qs.", HPASS, ["give me the Qs"]),
        ("Partner asks for the Qh.", [{"action": "play", "cards": ["Qh", "2c", "Th"]}], ["partner: play your Qh"]),
    ],
)
def test_an_answer_talk_corpus_4_showed_unclear_or_misread_is_refused(text, legal, talk):
    assert read_as(text, legal, talk) is None


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_SOMEONE_SAYS_RE", _long("sprocket says answer: that ") + "fold", HOLDEM),
        ("_OTHERS_MARKER_RE", _long("wrote wrote ") + "answer: fold", HOLDEM),
        ("_ASKED_FOR_RE", _long("asks for my ") + "qs", HPASS),
    ],
)
def test_the_fourth_round_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


def test_many_talk_objects_beside_the_answers_own_read_in_bounded_time():
    talk = ['{"action": "fold"}'] * 50
    hostile = '{"action": "fold"} ' * 5_000 + '{"action": "call"}'
    assert_within_cpu(lambda: parse_answer(hostile, HOLDEM, talk=talk), 2.0)
