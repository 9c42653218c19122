"""Answer objects in the shapes models write beside the protocol's own (corpus 46 refused each as clear): the object
wrapped in another, an action named as a key, a card or suit with no action, a suit under 'suit', an amount with
"chips" or an all-in word. Whatever could be read two ways stays refused, with a one-line reason."""

from __future__ import annotations

import pytest
from support.answer_cases import (
    ALONE,
    BID,
    BID1,
    DISCARD,
    HOLDEM,
    HPASS,
    KUHN_FACE,
    LEDUC_FACE,
    OPEN,
    STICK,
    SUITS,
    TRICK,
    act,
    read_as,
)
from support.cpu import assert_within_cpu
from support.reader import assert_reads_in_bounded_time

from cosino.seats.answers import parse_answer

PLAY4 = [{"action": "play", "cards": ["Qs", "9c", "Qh", "2c", "As"]}]
TWO_CARD_KINDS = [{"action": "play", "cards": ["Qh", "2c"]}, {"action": "discard", "cards": ["Qh", "2c"]}]


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('{"bid": 5}', BID, act("bid", 5)),
        ('{"bid": "4", "reason": "two aces and a king"}', BID, act("bid", 4)),
        ('{"raise": 30}', HOLDEM, act("raise", 30)),
        ('{"bet": 12}', HOLDEM, act("raise", 12)),  # a bet and a raise are one move under two names
        ('{"fold": true}', HOLDEM, act("fold")),
        ('{"all_in": true}', HOLDEM, act("raise", 200)),
        ('{"play": "2c"}', TRICK, act("play", card="2c")),
        ('{"discard": ["9c"]}', DISCARD, act("discard", card="9c")),
        ('{"card": "2c", "reason": "lowest card, duck the trick"}', TRICK, act("play", card="2c")),
        ('{"card": "Queen of hearts"}', TRICK, act("play", card="Qh")),
        ('{"card": "Qs"}', HPASS, act("pass", card="Qs")),
        ('{"suit": "clubs"}', SUITS, act("trump", card="c")),
        ('{"action": "trump", "suit": "c"}', SUITS, act("trump", card="c")),
        ('{"action": "trump", "suit": "♦"}', SUITS, act("trump", card="d")),
        ('{"action": "trump", "card": "s", "suit": "spades"}', SUITS, act("trump", card="s")),
        ('{"action": "pass", "suit": "c"}', SUITS, act("pass")),  # a pass takes no suit: the suit says nothing
        ('{"decision": {"action": "bet", "amount": 24}}', OPEN, act("bet", 24)),
        ('{"answer": {"action": "call"}, "say": "nh"}', HOLDEM, act("call")),
        ('{"response": {"bid": 3}}', BID, act("bid", 3)),
        ('{"action": "bet", "amount": "30 chips"}', OPEN, act("bet", 30)),
        ('{"action": "bet", "amount": "30chips"}', OPEN, act("bet", 30)),
        ('{"action": "raise", "amount": "1,200 Chips"}', HOLDEM, act("raise", 200)),
        ('{"action": "raise", "amount": "all-in"}', HOLDEM, act("raise", 200)),
        ('{"action": "bet", "amount": "Shove"}', OPEN, act("bet", 70)),
        ('{"action": "call", "amount": "all-in"}', HOLDEM, act("call")),  # a call has no size to read
    ],
)
def test_other_shapes_of_a_plain_answer_are_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, reason",
    [
        # A mixed strategy or a list of what each action is worth is no decision.
        ('{"call": 0.7, "raise": 0.3}', HOLDEM, "'call' and 'raise' each name an action"),
        ('{"fold": 0, "call": 1}', HOLDEM, "'fold' and 'call' each name an action"),
        ('{"raise": 0.6}', HOLDEM, "'raise' names an action but holds no amount"),
        ('{"fold": false}', HOLDEM, "'fold' names an action but holds no true"),
        ('{"fold": "no"}', HOLDEM, "'fold' names an action but holds no true"),
        ('{"raise": "thirty"}', HOLDEM, "'raise' names an action but holds no amount"),
        ('{"raise": "9999999999999999999999999"}', HOLDEM, "holds no amount"),  # 25 digits: no number of chips
        ('{"bid": "5.5"}', BID, "'bid' names an action but holds no amount"),
        ('{"bid": 5, "amount": 4}', BID, "'bid' names an action but holds no amount"),
        ('{"pass": ["As", "Ks", "Ah"]}', HPASS, "'pass' names an action but holds no card"),
        ('{"bid": 10000000000000000000000000000000000000000000000000000}', BID, "out of range"),
        ('{"bid": 14}', BID, "not a legal bid here"),
        ('{"play": "As"}', TRICK, "not among the legal cards"),
        ('{"raise": 30}', [{"action": "fold"}, {"action": "call"}], "not a legal action here"),
        # A card alone where two kinds take cards could be either.
        ('{"card": "2c"}', TWO_CARD_KINDS, "field 'action' is missing"),
        ('{"card": "K", "reasoning": "bet for value"}', [{"action": "check"}, {"action": "bet"}], "is missing"),
        # Two places for one field, or two answers.
        ('{"decision": {"action": "bet", "amount": 24}, "amount": 30}', OPEN, "gives a field the object around"),
        ('{"decision": {"action": "call"}, "answer": {"action": "fold"}}', HOLDEM, "each hold an answer"),
        ('{"action": "trump", "card": "c", "suit": "s"}', SUITS, "'card' and 'suit' name different suits"),
        ('{"action": "trump", "suit": 3}', SUITS, "needs a card from c, d, s"),
        ('{"action": "trump", "suit": "hearts"}', SUITS, "not among the legal cards"),
        ('{"action": "bet", "amount": "30 bb"}', OPEN, "not a number"),  # big blinds are no chips
        ('{"action": "bet", "amount": "chips"}', OPEN, "not a number"),
        ('{"decision": {}}', HOLDEM, "field 'action' is missing"),
    ],
)
def test_shapes_that_could_be_read_two_ways_are_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


def test_a_deep_wrapper_is_refused_by_the_bounded_reader_and_only_one_level_is_opened():
    deep = '{"decision": ' * 60_000 + '{"action": "call"}' + "}" * 60_000
    answer = parse_answer(deep, HOLDEM)
    assert not answer.accepted and "\n" not in answer.reason, answer.reason
    assert read_as('{"decision": {"decision": {"action": "call"}}}', HOLDEM) is None  # one level, as models write


def test_an_object_passed_as_a_dict_reads_as_its_text_does():
    # A remote agent's JSON arrives parsed: the same shapes read the same way.
    assert parse_answer({"bid": 5}, BID).response == {"action": "bid", "amount": 5}
    assert not parse_answer({"call": 0.5, "fold": 0.5}, HOLDEM).accepted
    for worst in (float("nan"), float("inf"), 1e300, 10**400, "\ud800", "\u202e5", [], {"a": 1}, None, False):
        answer = parse_answer({"raise": worst}, HOLDEM)
        assert not answer.accepted and "\n" not in answer.reason and "\u2028" not in answer.reason, (worst, answer)


# Corpus 47 (521 JSON and JSON-like answers, written blind) found each of these read as an action its writer did not
# mean; each is refused now, or read as meant.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ('{"action": "raise", "amount": -40}', HOLDEM, "amount -40 is negative"),
        ('{"action": "raise", "amount": "40", "unit": "bb"}', HOLDEM, "field 'unit' gives the amount in 'bb'"),
        ('{"action": "bet", "amount": 40, "currency": "big blinds"}', OPEN, "field 'currency'"),
        ('{"card": "Kh", "card2": "4h"}', [{"action": "play", "cards": ["Kh", "4h"]}], "'card2' names a card"),
        ('{"suit": "clubs", "alternative": "spades"}', SUITS, "'alternative' names a card"),
        ('{"action": "play", "card": "Qh", "suit": "clubs"}', TRICK, "'card' and 'suit' name different suits"),
        ('{"decision": {"action": "call"}, "action": "raise", "amount": 30}', HOLDEM, "'decision' holds an answer"),
        ('{"tool": "act", "input": {"action": "raise", "amount": 40}, "action": "call"}', HOLDEM, "'input' holds"),
        ('{"action": "raise", "amount": 40}\nOr just call. Hard spot.', HOLDEM, "after its object"),
        ('{"action": "trump", "suit": "spades"} or clubs, both work', SUITS, "after its object"),
        ('{"action": "play", "card": "2c"} // or the Th if hearts are led', TRICK, "after its object"),
        ('{"action": "alone"} No, partner may hold the ace.', [{"action": "alone"}, {"action": "partner"}], "says no"),
        ('{"action": "play", "card": "Qh"}\nHmm, no. The ten is enough.', TRICK, "says no after its object"),
        ('{"action": "raise", "amount": 4', HOLDEM, "ends inside an object"),
        ('```json\n{"action": "fold", "reason": "dominated', HOLDEM, "ends inside an object"),
        ('My opponent\'s last action: {"action": "raise", "amount": 24}', HOLDEM, ""),
        ('Observation: {"to_call": 20, "pot": 50}', HOLDEM, ""),
        ("action: raise\namount: 46  # or 56", HOLDEM, ""),
    ],
)
def test_what_corpus_47_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('Villain: {"action": "raise", "amount": 20}\nMe: call', HOLDEM, act("call")),
        ('Last hand log: {"seat": 2, "action": "raise", "amount": 30}. This hand I fold.', HOLDEM, act("fold")),
        ("RAISE_TO: 30", HOLDEM, act("raise", 30)),  # the head of an identifier still names its action
        ('{"action": "call"}\nOriginal plan was to fold, but the price is right.', HOLDEM, act("call")),
        ('{"action": "call"} No reason to fold here.', HOLDEM, act("call")),
        ('{"action": "play", "card": "Jd", "suit": "diamonds"}', [{"action": "play", "cards": ["Jd", "Qh"]}], None),
        ('{"action": "bet", "amount": 30, "unit": "chips"}', OPEN, act("bet", 30)),
    ],
)
def test_the_same_mechanisms_leave_a_plain_answer_alone(text, legal, meant):
    if meant is None:  # a suit that is the card's own: read as the card
        meant = act("play", card="Jd")
    assert read_as(text, legal) == meant


@pytest.mark.parametrize("count, meant", [(20, act("call")), (460, None)])
def test_labelled_objects_are_set_aside_in_bounded_time(count, meant):
    # The reader looks at the first 50 objects: past them a labelled object is read as prose, and the answer,
    # naming a raise and a call, is refused.
    text = 'Villain: {"action": "raise", "amount": 20}\n' * count + "Me: call"

    def work():
        assert read_as(text, HOLDEM) == meant

    assert_within_cpu(work, 2.0)


# Corpus 48 (477 answers written blind to measure the round above) found these read as an action its writer did not
# mean; each is refused now, or read as meant.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("I think the best play here is to raise to", HOLDEM, "ends at 'to' or a size's label before its amount"),
        ("action: raise\namount: 40\nunit: bb\nstreet: preflop", HOLDEM, "another unit than chips"),
        ("bet_size: 18\naction: bet", OPEN, "line 'bet_size' looks like the amount"),
        ("order_up: false\ntrumps_held: 1", [{"action": "pass"}, {"action": "order"}], "actions it will not take"),
        ('{"player": "East", "bid": 2}', BID, "says whose move it is"),
        ('{"seat": 3, "card": "2c"}', TRICK, "says whose move it is"),
        ('```json\n{"action": "raise", "amount": 90}\n```\nOr just call.', HOLDEM, "after its object"),
        ('```json\n{"action": "call"}\n```\nNope, fold.', HOLDEM, "says no after its object"),
    ],
)
def test_what_corpus_48_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        (
            'History:\n{"player": "villain", "action": "bet", "amount": 20}\n\nMy action: raise to 60',
            HOLDEM,
            act("raise", 60),
        ),
        (
            '[{"seat": 1, "action": "bet", "amount": 10}, {"seat": 3, "action": "raise", "amount": 30}]\nFold.',
            HOLDEM,
            act("fold"),
        ),
        ('{"action": "call", "seat": 2}', HOLDEM, None),  # refused since corpus 49: seat 2 may be another player
        ("bid: 0", BID, act("bid", 0)),  # a nil bid, not a label holding no
        ("fold: no\ncall: yes", HOLDEM, act("call")),
        ("raise to 40\nunit: chips", HOLDEM, act("raise", 40)),
        ("Raise to 40 and go to the river.", HOLDEM, act("raise", 40)),
        ("pot: 60\nRaise to 40.", HOLDEM, act("raise", 40)),  # a labelled number is weighed only when no size was read
        ("bid: 3\nunit: tricks", BID, act("bid", 3)),  # a bid counts tricks: no size in chips to refuse
        ("raise: yes\nunit: bb", LEDUC_FACE, act("raise")),  # a fixed-size raise has no size to refuse
    ],
)
def test_the_same_mechanisms_leave_a_plain_answer_alone_again(text, legal, meant):
    assert read_as(text, legal) == meant


# Corpus 49 (484 answers written blind, the session's last measure) found these read as an action its writer did not
# mean; each is refused now.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ('{"action": "call", "amount": 12, "player": "Gizmo"}', HOLDEM, "says whose move it is"),
        ('{"action": "bid", "amount": 3, "player": "East"}', BID, "says whose move it is"),
        ("I'm all in for 150.", HOLDEM, "names all-in and raise 150"),
        ("Fold. No.", HOLDEM, "ends in a bare no"),
        ("Call.\nHmm, no.", HOLDEM, "ends in a bare no"),
        ("Bid nil \u2014 unless partner is weak, then 2.", BID, "only under a condition"),
        ("Previous trick I played the Q\u2665. Now: 2\u2663.", PLAY4, "for another trick"),
        # corpus 48's: objects on the lines of a list headed as a history are another's moves
        ('Previous actions:\n- UTG: {"action": "raise", "amount": 6}\n- MP: {"action": "call"}', HOLDEM, "no legal"),
    ],
)
def test_what_corpus_49_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('{"action": "call", "player": "me"}', HOLDEM, act("call")),  # the seat naming itself
        (
            '[{"seat": "villain", "action": "bet", "amount": 20}, {"seat": "hero", "action": "raise", "amount": 60}]',
            HOLDEM,
            act("raise", 60),
        ),
        ("All in for 200", HOLDEM, act("raise", 200)),  # the most: one size
        ("Check? No! Bet 30.", OPEN, act("bet", 30)),
        ("Call. No regrets.", HOLDEM, act("call")),
        ("Call, then check the river unless I improve.", HOLDEM, act("call")),  # a comma starts a later plan
        # a card kept for another trick in a clause of its own is no choice for this one
        ("Play 2c now, Qh on the next trick.", TRICK, act("play", card="2c")),
        ("I'll hold the A\u2660 for later and play the 9\u2663 now.", PLAY4, act("play", card="9c")),
        ("Play the Q\u2665 \u2014 I'd rather win this trick now than later.", PLAY4, act("play", card="Qh")),
        ('Action history:\n- UTG: {"action": "raise", "amount": 6}\n\nMy answer: call', HOLDEM, act("call")),
    ],
)
def test_the_last_round_leaves_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


EU_PLAY = [{"action": "play", "cards": ["Jc", "Js", "Ac", "Kd", "9h"]}]


# The misreads corpora 34 to 49 still listed, each removed by a rule that only refuses more; one mechanism a row.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        # an action word joined to "size" in a label is a field's name: alone, it is no action
        ("bet_size: 20", OPEN, "only in a label of a size"),
        ("**raise_sizing** = 40", HOLDEM, "only in a label of a size"),
        # "sizing" names a size as "size" does: a line or a field so named, where no amount was read, is refused
        ("Sizing: 45. Action: bet.", OPEN, "line 'sizing' looks like the amount"),
        ('{"action": "bet", "sizing": 45}', OPEN, "field 'sizing' looks like the amount"),
        # an action judged a mistake in its own clause, or after "a mistake to", is weighed, not chosen
        ("A raise here would be a mistake.", HOLDEM, "judges its action a mistake"),
        ("Calling is wrong.", HOLDEM, "judges its action a mistake"),
        ("It would be a mistake to fold.", HOLDEM, "judges its action a mistake"),
        # words taking the action back, with no action after them and no later card or number that is the one read
        ("I'll bet... let me reconsider. The", OPEN, "takes its action back"),
        ("Play the Q\u2665 \u2014 scratch that, the ten.", TRICK, "takes its action back"),
        ("Lead the ace of clubs \u2014 no wait, lead the right bower first.", EU_PLAY, "takes its action back"),
        ("Lead the ace of clubs. On reflection, the right bower first.", EU_PLAY, "takes its action back"),
        ("Call. But wait, he showed strength earlier.", HOLDEM, "takes its action back"),
        # a bid's object with a second whole count of tricks that differs from its amount
        ('{"action": "bid", "amount": 3, "books": 4}', BID, "give two totals"),
        ('{"action": "bid", "amount": 3, "expected_tricks": 4}', BID, "give two totals"),
        # a card action whose object is a pronoun, with another card written before it: the card read is not it
        ("Keep the Q\u2660? No \u2014 pass it, along with A\u2660 and K\u2660.", HPASS, "by a pronoun"),
        # an object right after "e.g." or under a "Format:" label is the format shown, not the seat's answer
        ('e.g. {"action": "call"}', HOLDEM, "only in an example of the format"),
        ('Format: {"action": "fold"}', HOLDEM, "only in an example of the format"),
        ('Answer format: {"action": "call"}', HOLDEM, "only in an example of the format"),
        ('For instance, {"action": "fold"}', HOLDEM, "only in an example of the format"),
    ],
)
def test_the_misreads_left_by_corpora_34_to_49_are_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("action: bet\nbet_size: 20", OPEN, act("bet", 20)),  # a size label beside the action still gives the size
        ("Bet. bet_size: 20", OPEN, act("bet", 20)),
        ("bet_amount: 24", OPEN, act("bet", 24)),  # only "size" makes the label a field's name
        ('{"action": "bet", "amount": 20, "bet_size": 20}', OPEN, act("bet", 20)),
        ("Folding would be a mistake. I call.", [{"action": "call"}, {"action": "raise", "min": 4, "max": 9}], None),
        ("Bet 20, it's no mistake.", OPEN, act("bet", 20)),
        ("Wait, let me think. Call.", HOLDEM, act("call")),  # the take-back comes before the action
        ("Call. I'll wait for the river to bluff.", HOLDEM, act("call")),  # "wait for" takes nothing back
        ("Play the 2c; the Qh can wait.", TRICK, act("play", card="2c")),
        (
            "Discard: Q\u2660 \u2014 wait, that voids spades, good. Q\u2660.",
            [{"action": "discard", "cards": ["Qs", "9c"]}],
            "Qs",
        ),
        ("I bid 2. Wait, maybe 1.5? No: keep 2.", BID, act("bid", 2)),  # the last number after it is the bid read
        ('{"action": "bid", "amount": 3, "books": 3}', BID, act("bid", 3)),
        ('{"action": "bid", "amount": 2, "expected_tricks": 2.4}', BID, act("bid", 2)),  # an estimate, no bid
        ('{"action": "bid", "amount": 3, "tricks_won": 1}', BID, act("bid", 3)),
        ("The Q\u2660 is dangerous, pass it: Q\u2660", HPASS, act("pass", card="Qs")),  # the pronoun's card is read
        ("I want to dump the Q\u2660 \u2014 pass it.", HPASS, act("pass", card="Qs")),
        ("Pass the 2\u2663? No \u2014 passing it is useless. Pass A\u2660, K\u2660.", HPASS, act("pass", card="As")),
        ('In JSON format: {"action": "fold"}', HOLDEM, act("fold")),  # a looser marker often gives the answer
        ('Example: {"action": "fold"}\nMy answer: call', HOLDEM, act("call")),
        ('e.g. {"action": "fold"}. I fold.', HOLDEM, act("fold")),  # the prose outside the example names it too
    ],
)
def test_the_rules_that_removed_them_leave_a_plain_answer_alone(text, legal, meant):
    if meant is None:
        meant = act("call")
    elif isinstance(meant, str):
        meant = act("discard", card=meant)
    assert read_as(text, legal) == meant


def _long(unit, tail=""):
    """``unit`` repeated to 100,000 characters at least, then ``tail``."""
    return unit * (100_000 // len(unit) + 1) + tail


def _reads_in_bounded_time(pattern, hostile, legal):
    """One of the reader's patterns (in any module of the reader, or in amounts) and the whole reader take a hostile
    text of 100,000 characters in under a second of this thread's CPU, and refuse it, if at all, in one line.

    Half a second was too close: with both cores busy, linear scans such as ``_ASKED_AFTER_RE``'s (0.504 s) and
    ``_JUDGED_WRONG_AFTER_RE``'s (0.16, 0.32, 0.64 s at 50, 100, 200 kB) came to it; a pattern that backtracks
    takes minutes on this text."""
    assert len(hostile) >= 100_000
    assert_reads_in_bounded_time(pattern, hostile, legal, 1.0)


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_SIZE_LABEL_RE", _long("bet_size"), OPEN),
        ("_SIZE_LABEL_RE", "bet" + _long("_sizing", "x"), OPEN),
        ("_JUDGED_WRONG_AFTER_RE", "raise " + _long("would be a ", "x"), HOLDEM),
        ("_JUDGED_WRONG_AFTER_RE", _long("call is is is "), HOLDEM),
        ("_JUDGED_WRONG_BEFORE_RE", _long("mistake to ", "fold"), HOLDEM),
        ("_TAKEN_BACK_RE", _long("call no wait "), HOLDEM),
        ("_TAKEN_BACK_RE", _long("bet 2 wait for "), OPEN),
        ("PRONOUN_AFTER_RE", _long("pass it "), HPASS),
        ("PRONOUN_AFTER_RE", _long("play Qh this one is "), TRICK),
        ("_BID_COUNT_KEY_RE", _long("my_expected_books_"), BID),
        ("_SHOWN_FORMAT_RE", _long("e.g. ", '{"action": "call"}'), HOLDEM),
        ("_SHOWN_FORMAT_RE", _long("\nanswer format:", '{"action": "call"}'), HOLDEM),
        ("_SHOWN_FORMAT_RE", _long('e.g. {"action": "call"} '), HOLDEM),  # the reader's most objects, each emptied
        ("_TAKEN_BACK_RE", "Play Qh. Wait, " + _long("Qh 2c "), TRICK),  # every card after the take-back is weighed
        ("PRONOUN_AFTER_RE", _long("Th 2c ", "play it Qh"), TRICK),  # every card before the pronoun too
    ],
)
def test_the_new_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 35, second pass: more misreads the corpora listed, each removed by a rule that only refuses more.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        # a card or number read from a question, and another written first after the question mark
        ("Bid 5? Too many. 4.", BID, "asks about '5' and answers '4'"),
        ("Play the Qh? The Th is better. Th.", TRICK, "asks about 'Qh' and answers 'Th'"),
        # ("bet 22... or 25? 25.": read as corpus 37 meant, the bet of 25, since session 38b)
        # ("Clubs trump? Nah. Diamonds trump.": read as diamonds since session 38b, as corpus 35 meant its twin)
        # an action asked back as a tag after a comma or a dash, one clause between at most
        ("It's a call, isn't it?", HOLDEM, "only names actions it will not take"),
        ("Fold, wouldn't you say?", HOLDEM, "only names actions it will not take"),
        ("Call \u2014 no?", HOLDEM, "only names actions it will not take"),
        ("Call, ok?", HOLDEM, "only names actions it will not take"),
        ("Call, not fold, no?", HOLDEM, "only names actions it will not take"),
        # a square bracket that opens with a condition holds a case, not the choice
        ("[When forced: raise to 30]", HOLDEM, "only under a condition"),
        ("[If I must: fold]", HOLDEM, "only under a condition"),
        # a table position before an action in the third person, or two labels each with its action: a transcript
        ("SB limps, BB checks.", OPEN, "reads as the hand's history"),
        ("SB: call. BB: check.", OPEN, "reads as the hand's history"),
        ("Round one \u2014 dealer: pass, LHO: pass.", SUITS, "reads as the hand's history"),
        # a sentence opening with a comparison tells a case: "With a better kicker", "At a deeper stack"
        ("With a better kicker I'd call. My kicker is a 2.", HOLDEM, "only under a condition"),
        ("At a deeper stack, raise to 60.", HOLDEM, "only under a condition"),
        ("Against a better player I would check here.", OPEN, "only under a condition"),
        # a card or suit read where a clause naming it sets it aside
        ("Diamonds as trump, since spades were turned down.", SUITS, "sets 's' aside"),
        ("Make it spades. Trump clubs was never an option.", SUITS, "sets 'c' aside"),
        ("Trump: clubs were turned down, spades.", STICK, "sets 'c' aside"),
        ("Play the Qh I ruled out.", TRICK, "sets 'Qh' aside"),
        # an action right after "if I" is a case even inside a sentence
        ("They will call spades if I pass, so I call spades myself.", SUITS, "only under a condition"),
        # a nil right after the bid's number, alone or as a choice
        ("bid 3 nil", BID, "a number and nil"),
        ("Bid 4 or nil, can't decide.", BID, "not sure of its action"),  # the doubt is refused first (session 39)
        # a number after "so far" or "add to", or a "Total" before "of" and a number, counts the table's bids
        ("Bids so far add to 5 of 7. I'll take 1.", BID, "no action word"),  # session 38: "Bids so far" is a noun
        # a line labelled as the size that gives it in words, where no amount was read
        ("Sizing: half pot = 15 chips. Bet.", OPEN, "a line labelled as the size"),
        ("Sizing: small, as the board is dry.\nBet.", OPEN, "a line labelled as the size"),
        # the card read, where first written, right after "not" or "not the"
        ("Discard: not the Jd, the 9c.", DISCARD, "under a negation"),
        # a take-back after the last mention that is not a mention of an earlier conclusion
        ("Calling looks right. But wait, the flush came. My earlier conclusion (call) was hasty.", HOLDEM, "takes its"),
        # a second "Final answer:" after one that gives another action
        ("Final answer: Raise to 30\n\nFinal answer: Call", HOLDEM, "two different actions under the same marker"),
        # an object under a log named with more words than "Log:"
        ('Log of hand 12: {"action": "bet", "amount": 10}\nNow: check', OPEN, "a log of another hand"),
        # a misspelt number after the action word
        ("Bet tweny.", OPEN, "is not a number"),
        # every own action done to the seat by another player, in the passive (since session 38 the clause naming the
        # turn is set aside first, so no action is left)
        ("Checked to me on the turn, I fire 15.", OPEN, "no legal action is named"),
        # every own action in the past tense, beside other players' actions: a history
        ("Preflop: Gizmo raised to 6, I called. Flop: Gizmo bet 8, I called.", HOLDEM, "already taken"),
        # an amount read from the action of a player the seat places beside it
        ("The player before me bid 3, so it's crowded. 1 or 2, undecided.", BID, "other players'"),  # session 38
        # a clause about this trick that names another legal card as the seat's
        ("I'll throw the 2c on this trick. Next trick I cash my winner. Play Qh.", TRICK, "for this trick"),
        ("Dropping the Th is best since partner is winning this trick. Play Qh.", TRICK, "for this trick"),
        # "flat" as the seat's own verb, or a gerund judged good, beside a bet or raise
        ("I'll flat the raise. The river is where I'll make my stand. Raise.", HOLDEM, "a flat call beside"),
        ("Flatting is best now, with a raise saved for the turn. Raise to 120.", HOLDEM, "a flat call beside"),
        # an action offered as one of two: "Either I ... or I ..."
        ("Either I pass the A\u2660 or I keep it and pass the A\u2665.", HPASS, "one of two"),
        # a later "make it N" that sets the bet or raise otherwise
        ("Raise to 75: he can't call correctly... close. Make it 85.", HOLDEM, "makes its amount '85'"),
        # prose naming another card of the same action before the object
        ('Play the Q\u2665\n\n{"action": "play", "card": "2c"}', TRICK, "card or size before its object"),
        # every own action weighed as a subject ("would be", "could be", "might be")
        ("Pass would be the cautious choice. I hold the spades. Spades.", SUITS, "only weighs its action"),
        ("Pass would be weak. Spades.", SUITS, "judges its action a mistake"),  # it passed; "weak" judges (session 43)
        # a card "saved for" or "kept for" later where it is named
        ("This trick I'm ducking. The Qh is saved for the third trick. Play Qh.", TRICK, "sets 'Qh' aside"),
        # an amount right after another player's label, a label the seat does not claim
        ("Bids \u2014 North: 2, East: nil, South: 5.", BID, "follows another player's label"),
        # the number read judged too high or too low where first written
        ("Six seems high. Five.", BID, "judges 'six' too high or too low"),
        ("Bid 4? 4 is too many. 3.", BID, "judges '4'"),
        # every own action in someone else's words or in what is expected
        ("My coach would say: raise to 40. He isn't here.", HOLDEM, "someone else says or expects"),
        ("Expected answer from the table: fold.", HOLDEM, "someone else says or expects"),
        # another action named with a noun as the seat's play
        ("The three-bet to 30 is my play. His most likely reply. Call.", HOLDEM, "calls 'three-bet' its play"),
        # a gerund subject weighed by "only wins" or "only works"
        ("Calling with the Jack only wins if he bluffs. Call? No way.", KUHN_FACE, "only weighs its action"),
        # words quoted after a verb of saying
        ('Villain typed "nh" after I said "call" last hand.', HOLDEM, "someone else says or expects"),
        # a sentence opening with a setting ("with", "in", "at", "against" and "a", "an", a count) and "I'd"
        ("With two bowers I'd order.", [{"action": "pass"}, {"action": "order"}], "only under a condition"),
        ("In a tournament I'd fold. This is a cash game.", HOLDEM, "only under a condition"),
        # an all-in word only as another's expected move ("are likely to shove")
        ("Raise to 2.5k. The short stacks are likely to shove over a 3-bet.", HOLDEM, "all-in only under a condition"),
        # "Partner," addressed at the head of a sentence, with words after the comma
        ("Partner, sit this one out.", [{"action": "alone"}, {"action": "partner"}], "addresses its partner"),
        # a card in slang before the card read
        ("Dump the black lady, the ace of spades and the cowboy of spades.", HPASS, "'black lady' before the one"),
    ],
)
def test_the_misreads_left_by_a_second_pass_are_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Bid 3? Yes, 3 with 2 aces.", BID, act("bid", 3)),  # the question answered by its own number
        ("Raise to 20? Sure.", HOLDEM, act("raise", 20)),  # nothing written after the question
        ("West played the Qh? No, West played Th. I play Qh.", TRICK, act("play", card="Qh")),  # another's card
        # "Bet 12.5? No, bet 12." is read since session 39 as the bet of 12 (tests/test_answers_reader39.py)
        ("Call, isn't it obvious?", HOLDEM, act("call")),  # no tag: the question goes on
        ("Raise to 40 OK?", HOLDEM, act("raise", 40)),  # no comma or dash before it
        ("Call. Agreed?", HOLDEM, act("call")),  # a tag in a sentence of its own asks nothing of the call
        ("[If it's my turn:] raise to 20.", HOLDEM, act("raise", 20)),  # the bracket closes before the action
        ("(Had he bet big I would fold) He bet small, I call.", HOLDEM, act("call")),  # round brackets as before
        ("BB: call", HOLDEM, act("call")),  # one position alone may be the seat's
        ("Button raises to 12. I'm the button.", HOLDEM, act("raise", 12)),  # the seat names its position
        ("SB called. I'm the BB: check.", OPEN, act("check")),
        ("BB (me) checks.", OPEN, act("check")),
        ("I'm left of dealer: pass.", SUITS, act("pass")),  # "pass" is no verb in the third person
        ("With a better kicker I'd call, but here I fold.", HOLDEM, None),  # two actions named, as before
        ("In this spot I'd call.", HOLDEM, act("call")),  # no comparison: the seat's own spot
        ("Call. With a deeper stack I'd still call.", HOLDEM, act("call")),  # one mention outside the case
        ("Play the 2c \u2014 the Qh was ruled out.", TRICK, act("play", card="2c")),  # another card set aside
        ("I'll check if I can.", OPEN, act("check")),  # "if I" right before the action only
        ("Call, even if I fold later.", HOLDEM, act("call")),  # session 38: the later fold is a plan
        ("bid 3. Partner bid nil.", BID, act("bid", 3)),  # the nil in another clause
        ("Bid 3 of 13", BID, act("bid", 3)),  # "of 13" without a total before it
        ("The bids so far add to 2. I'll bid 2 as well.", BID, act("bid", 2)),  # a later mention says the same
        ("I raise. Total: 90.", HOLDEM, act("raise", 90)),  # a total alone is the size
        ("Bet 15.\nSizing: about half pot.", OPEN, act("bet", 15)),  # an amount was read
        ("Discard the 9c, not the Jd.", DISCARD, act("discard", card="9c")),
        ("My first plan (raise) was wrong. Call.", HOLDEM, None),  # two actions named, as before
        ("Call. My earlier conclusion (call) stands.", HOLDEM, act("call")),  # no take-back
        ("Answer: Raise to 30\n\nFinal answer: Call", HOLDEM, act("call")),  # the last marker wins, as before
        ("Final answer: Call\n\nFinal answer: Call", HOLDEM, act("call")),
        ('Log: {"action": "bet", "amount": 10}\nNow: check', OPEN, act("check")),  # "Log:" set aside, as before
        ("Bet twenty.", OPEN, act("bet", 20)),
        ("Checks to me. I check too.", OPEN, act("check")),  # an own check beside the passive one
        ("Folded.", HOLDEM, act("fold")),  # no other player's action beside it
        ("The player before me passed. I pass too.", SUITS, act("pass")),  # no amount of another's read
        (
            "Play the K\u2665 \u2014 I'd rather take this trick now than later with the Q\u2660.",
            [{"action": "play", "cards": ["Kh", "Qs", "2c"]}],
            act("play", card="Kh"),
        ),
        ("The Qh wins this trick? No. Play 2c.", TRICK, act("play", card="2c")),  # a question
        ("Partner wins this trick with the Qh. Play 2c.", TRICK, act("play", card="2c")),  # not the seat's words
        ("Flatting is too passive with AQs in position. Raise to 36.", HOLDEM, act("raise", 36)),  # judged poor
        ("Raise to 36. I flat only with weaker hands.", HOLDEM, act("raise", 36)),  # "flat" after "I" only
        ("So, call.", HOLDEM, act("call")),  # a conjunction alone opens no condition
        ("Either way, I call.", HOLDEM, act("call")),  # "either" with no subject and action after it
        ("Raise to 75. Make it 75.", HOLDEM, act("raise", 75)),
        ("Sum is 11, dealer can't make it 12. I bid 0.", BID, act("bid", 0)),  # a bid: "make it" counts the table
        ('I\'ll raise.\n\n{"action": "raise", "amount": 16}', HOLDEM, act("raise", 16)),  # no card to differ
        ('Play the 2c\n\n{"action": "play", "card": "2c"}', TRICK, act("play", card="2c")),
        ("Calling would be fine. Call.", HOLDEM, act("call")),  # a plain mention beside the weighed one
        ("Play Qh; the 2c is kept for the last trick.", TRICK, act("play", card="Qh")),  # another card kept
        ("As South, my bid \u2014 South: 4.", BID, act("bid", 4)),  # the seat claims the label
        ("Bid 5. Four seems too low.", BID, act("bid", 5)),  # another number judged
        ("I would say: raise to 40.", HOLDEM, act("raise", 40)),  # the seat's own words
        ("A raise to 30 is my play. Raise to 30.", HOLDEM, act("raise", 30)),  # the noun names the action read
        ("Calling only wins here if he bluffs, and he bluffs a lot. I call.", KUHN_FACE, act("call")),
        ('I say "call".', HOLDEM, act("call")),  # "say" in the present is the seat's own
        ("In this spot I'd call.", HOLDEM, act("call")),  # no article or count: the seat's own spot
        ("With a pair of kings, I call.", HOLDEM, act("call")),  # no "I'd"
        ("Raise to 30. I'm likely to shove later.", HOLDEM, act("raise", 30)),  # session 38: a later plan is set aside
        ("Partner, definitely.", [{"action": "alone"}, {"action": "partner"}], act("partner")),
        ("I go with partner, safe.", [{"action": "alone"}, {"action": "partner"}], act("partner")),
        ("Pass the Q\u2660, A\u2660, K\u2660. The black lady must go.", HPASS, act("pass", card="Qs")),  # after it
        ("Next: diamonds (hearts were turned down, so diamonds is 'next').", STICK, act("trump", card="d")),
    ],
)
def test_the_second_pass_rules_leave_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("QUESTION_REST_RE", _long("bid 3... "), BID),
        ("QUESTION_REST_RE", _long("Bid 5? ", "4"), BID),
        ("QUESTION_REST_RE", _long("Play Qh? Th "), TRICK),
        ("_TAG_QUESTION_RE", _long("call, not fold, "), HOLDEM),
        ("_TAG_QUESTION_RE", _long("call \u2014 ", "no?"), HOLDEM),
        ("CONDITION_RE", _long("[if [when "), HOLDEM),
        ("CONDITION_RE", _long("[if call ", "] raise"), HOLDEM),
        ("CONDITION_RE", _long("with a much better ", "call"), HOLDEM),
        ("POSITION_RE", _long("SB: call. BB: check. "), OPEN),
        ("POSITION_RE", _long("utg + 1 (", "checks"), OPEN),
        ("_SELF_POSITION_RE", _long("i'm the as the (me"), OPEN),
        ("OTHERS_LABEL_RE", _long("lho: pass, "), SUITS),
        ("_REJECTED_AFTER_RE", _long("spades were never a ", "trump"), SUITS),
        ("_REJECTED_AFTER_RE", "Play " + _long("Qh turned "), TRICK),
        ("IF_I_BEFORE_RE", _long("if i just call "), HOLDEM),
        ("_NIL_BESIDE_RE", "bid 3" + _long(" or a"), BID),
        ("_NIL_BESIDE_RE", _long("bid 3 "), BID),
        ("_COUNTED_BEFORE_RE", _long("bids so far add up to ", "3"), BID),
        ("_COUNTED_BEFORE_RE", "Bids so far: 3. " + _long("bid 2 "), BID),  # every later mention weighed
        ("_SIZE_HEADED_RE", _long("\n bet sizing "), OPEN),
        ("_NOT_THE_RE", "Discard " + _long("not the 9c "), DISCARD),
        ("EARLIER_CHOICE_RE", _long("earlier conclusion (call) "), HOLDEM),
        ("_MARKER_RE", _long("Final answer: call\n"), HOLDEM),  # only the last two markers are weighed
        ("_LOG_OF_RE", _long("log of hand "), OPEN),
        ("_LOG_OF_RE", _long("log of ", '{"action": "check"}'), OPEN),
        ("TO_ME_RE", _long("checked around to "), OPEN),
        ("PAST_RE", _long("villain raised, i called. "), HOLDEM),
        ("_BESIDE_ME_RE", _long("before me has bid 3 "), BID),
        ("_THIS_TRICK_RE", _long("the 2c on this trick, play Qh "), TRICK),
        ("_THIS_TRICK_RE", "Play Qh. " + _long("Th this "), TRICK),
        ("MINE_RE", "Play Qh. " + _long("Th this trick i "), TRICK),
        ("_FLAT_VERB_RE", "Raise to 20. " + _long("i flat "), HOLDEM),
        ("_FLAT_PRAISED_RE", "Raise to 20. " + _long("flatting is "), HOLDEM),
        ("_FLAT_SUBJECT_RE", "Raise to 20. " + _long("i'm going to "), HOLDEM),
        ("CONDITION_RE", _long("and, but, so, "), HOLDEM),
        ("_EITHER_RE", _long("either i could "), HPASS),
        ("_MAKE_IT_RE", "Raise to 20. " + _long("make it to $1,000,"), HOLDEM),
        ("WOULD_BE_RE", _long("call here would be "), HOLDEM),
        ("OTHERS_LABEL_RE", "bid " + _long("north: east: "), BID),
        ("_NUMBER_JUDGED_RE", "bid 3 " + _long(" seems too "), BID),
        ("_SOMEONE_SAYS_RE", _long("coach would say expected answer "), HOLDEM),
        ("_NAMED_PLAY_RE", _long("the 3-bet the a my ", "call"), HOLDEM),
        ("_NAMED_PLAY_RE", _long("the raise is my play. "), HOLDEM),
        ("WOULD_BE_RE", _long("calling with the jack only "), KUHN_FACE),
        ("_SOMEONE_SAYS_RE", _long('i said "call" '), HOLDEM),
        ("CONDITION_RE", _long("with a "), HOLDEM),
        ("CONDITION_RE", _long("In a tournament, ", "I'd fold"), HOLDEM),
        ("_PREDICTED_RE", "raise to 30 " + _long("are very likely to shove "), HOLDEM),
        ("_VOCATIVE_RE", _long("partner, partner, "), [{"action": "alone"}, {"action": "partner"}]),
        ("_CARD_SLANG_RE", _long("black black lady ", "pass As"), HPASS),
    ],
)
def test_the_second_pass_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 35, part 2 (reads more; to be measured out of sample by the next blind corpus): a whole-answer object that
# gives its action as a word under another name or case.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('{"decision": "fold"}', HOLDEM, act("fold")),
        ('{"move": "raise", "amount": 30}', HOLDEM, act("raise", 30)),
        ('{"Action": "Raise", "Amount": 42}', HOLDEM, act("raise", 42)),
        ('{"ACTION": "FOLD"}', HOLDEM, act("fold")),
        ('{"answer": "fold", "why": "dominated"}', HOLDEM, act("fold")),
        ('{"opponent_action": "raise", "opponent_amount": 30, "my_action": "call"}', HOLDEM, act("call")),
        ('{"decision": "pass"}', SUITS, act("pass")),
        # refused as before: two names, a size under another name, a player, a word that is no action, a number
        ('{"answer": "call", "Answer": "fold"}', HOLDEM, None),
        ('{"move": "raise", "to": 40}', HOLDEM, None),
        ('{"decision": "raise", "amount": 40, "Amount": 50}', HOLDEM, None),
        ('{"Decision": "Fold", "player": "villain"}', HOLDEM, None),
        ('{"decision": "maybe call"}', HOLDEM, None),
        ('{"answer": 5}', BID, None),
        ('{"ACT\u0130ON": "call"}', HOLDEM, None),  # ASCII case only: a dotted capital I is no "i"
        ('{"villain_action": "raise"}', HOLDEM, None),
        # 'Villain: {"decision": "raise"}. I fold.' folds since session 39: the villain's quoted words are set aside
    ],
)
def test_an_object_may_give_its_action_under_another_name(text, legal, meant):
    assert read_as(text, legal) == meant


def test_an_action_under_another_name_is_read_in_bounded_time():
    hostile = "{" + ", ".join(f'"decision{i}": "call"' for i in range(8_000)) + ', "move": "call"}'
    assert len(hostile) >= 100_000

    def work():
        return parse_answer(hostile, HOLDEM)

    assert_within_cpu(work, 0.5)
    answer = work()
    assert answer.response == act("call")


# Session 35, part 3 (refusal only): the misreads corpus 51 left that no documented lenient policy explains.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("Raise to 12 (typo: I meant 120).", HOLDEM, "taken back for another"),  # a correction naming another
        ("Bid 3, meant 4.", BID, "taken back for another"),
        ("Maybe raise?", HOLDEM, "only asks whether"),  # a hedge opening a question
        ("Perhaps I call?", HOLDEM, "only asks whether"),
        ('Example: {"action": "fold"}', HOLDEM, "only in an example"),  # the only object, under a line's label
        ('Example answer: {"action": "call"}', HOLDEM, "only in an example"),
        ("Let me analyze: pot is 30, bet is 10, I need 25% equity. My draw has", HOLDEM, "only as a noun"),
        ("The raise was 12, the pot 40.", HOLDEM, "only as a noun"),
        ("Raise to 20 or to 30.", HOLDEM, "gives two amounts"),  # an alternative joined by "or"
    ],
)
def test_what_corpus_51_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Raise to 120 (typo fixed).", HOLDEM, act("raise", 120)),  # no other amount named
        ("Raise to 40 (I meant 40).", HOLDEM, act("raise", 40)),  # the same amount
        ("I have no idea, maybe call?", HOLDEM, act("call")),  # the hedge after a comma (corpus 38: a call)
        ("Raise? Maybe. Yes, raise to 12.", HOLDEM, act("raise", 12)),
        ('Example: {"action": "call"}. That is exactly what I do.', HOLDEM, act("call")),  # words after it
        ('My example: {"action": "fold"}', HOLDEM, act("fold")),  # no label opening the line
        ("My bet is 10.", OPEN, act("bet", 10)),  # the seat's own bet
        ("Bet 10 is my move.", OPEN, act("bet", 10)),  # a number between the word and "is"
        ("Raise to 20 or so.", HOLDEM, act("raise", 20)),
    ],
)
def test_the_corpus_51_rules_leave_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_CORRECTION_RE", "Raise to 12 " + _long("typo: meant "), HOLDEM),
        ("_RANGE_RE", "Raise to 12" + _long(" or to "), HOLDEM),
        ("_HEDGED_QUESTION_RE", _long("maybe maybe raise "), HOLDEM),
        ("_HEDGED_QUESTION_RE", _long("maybe raise? "), HOLDEM),
        ("_ASKED_AFTER_RE", "Maybe " + _long("raise "), HOLDEM),
        ("_NOUN_SUBJECT_RE", _long("bet is 10, "), HOLDEM),
        ("_OWNER_BEFORE_RE", _long("my bet is 1 "), OPEN),
        ("_EXAMPLE_LABEL_RE", _long("\nexample: "), HOLDEM),
        ("_EXAMPLE_LABEL_RE", _long('\nExample: {"action": "fold"} '), HOLDEM),
    ],
)
def test_the_corpus_51_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 35, part 4 (refusal only): the misreads corpus 50 left.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("Call?", HOLDEM, "only asks an action back"),  # a bare action word asked, nothing else
        ("**Fold??**", HOLDEM, "only asks an action back"),
        ("Raise to 24?", HOLDEM, "only asks an action back"),  # with its size or card (corpus 52, session 36)
        ("**Bet 20?**", OPEN, "only asks an action back"),
        ("Bet $20?", OPEN, "only asks an action back"),
        ("Play the Qh?", TRICK, "only asks an action back"),
        ("Play Q\u2665?", TRICK, "only asks an action back"),
        ("Bid 3?", BID, "only asks an action back"),
        ('{"action": "bet", "amount": 0.66}', OPEN, "below one chip"),  # a share of the pot, not chips
        ("bet 0.5", OPEN, "below one chip"),
        ("Keep the Q♥ and play the other heart.", TRICK, "a card it keeps"),  # the only card written is kept
        ("Hold the 2c, I think.", TRICK, "a card it keeps"),
        # "Bid 1 — no: nil." is read since session 39 as the nil its writer meant (tests/test_answers_reader39.py)
    ],
)
def test_what_corpus_50_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call? Yes.", HOLDEM, act("call")),  # answered
        ("Call? Sure, call.", HOLDEM, act("call")),
        ("Call?? Yes.", HOLDEM, act("call")),
        ("Raise 24? Yes.", HOLDEM, act("raise", 24)),
        ("Raise to 40 OK?", HOLDEM, act("raise", 40)),  # judged a raise by corpus 31's writer
        ("I raise to 24?", HOLDEM, act("raise", 24)),  # the seat's own word: "I call?" is read too
        ("Call.", HOLDEM, act("call")),
        ('{"action": "bet", "amount": 7.5}', OPEN, act("bet", 8)),  # a decimal of chips is still rounded
        ('{"action": "bet", "amount": 1}', OPEN, act("bet", 2)),  # one chip, snapped to the minimum
        ("Keep the Q♥ and play the Th.", TRICK, act("play", card="Th")),  # the played card named too
        ("Keep the Qh? No, play it.", TRICK, act("play", card="Qh")),  # asked
        ("Play the Qh.", TRICK, act("play", card="Qh")),
        ("Bid 1, no nil.", BID, act("bid", 1)),  # "no nil" with no colon or comma: not nil
        ("Bid 3 — no doubt.", BID, act("bid", 3)),
    ],
)
def test_the_corpus_50_rules_leave_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_BARE_QUESTION_BEFORE_RE", _long(" "), HOLDEM),
        ("_BARE_QUESTION_BEFORE_RE", _long("*") + "call?", HOLDEM),
        ("_BARE_QUESTION_AFTER_RE", "call" + _long("?"), HOLDEM),
        ("_BARE_QUESTION_AFTER_RE", "call" + _long(" ? "), HOLDEM),
        ("_BARE_QUESTION_AFTER_RE", "raise to 24" + _long("?"), HOLDEM),
        ("_BARE_QUESTION_AFTER_RE", _long("raise to 24 "), HOLDEM),
        ("_KEPT_BEFORE_RE", _long("keep the ") + "Qh", TRICK),
        ("_KEPT_BEFORE_RE", _long("keep the Qh "), TRICK),
        ("_NIL_BESIDE_RE", "Bid 1" + _long(" — no: "), BID),
        ("_NIL_BESIDE_RE", _long("bid 1 — no: nil "), BID),
        ("PLAIN_NUMBER_RE", '{"action": "bet", "amount": 0.' + _long("6") + "}", OPEN),
    ],
)
def test_the_corpus_50_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 36 (refusal only), from the second blind talk corpus: an intention the seat had before, and "Partner" as
# a person, are no decision.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("I was going to call, but then I thought again.", HOLDEM, "meant to take"),
        ("I was about to fold. Then I saw the river.", HOLDEM, "meant to take"),
        ("I had planned to raise to 30.", HOLDEM, "meant to take"),
        ("Partner wrote something.", ALONE, "its partner as a person"),
        ("Partner says hi.", ALONE, "its partner as a person"),
        ("Partner called clubs; I have nothing.", ALONE, "its partner as a person"),
    ],
)
def test_what_the_talk_corpus_2_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Partner plays. No loner.", ALONE, act("partner")),  # the choice, corpus 40
        ("Partner.", ALONE, act("partner")),
        ("I'll play with my partner.", ALONE, act("partner")),
        ("Going to call.", HOLDEM, act("call")),  # the seat's intention now
        ("I was going to call. Yes, call.", HOLDEM, act("call")),  # the intention kept: only all such mentions refuse
    ],
)
def test_the_talk_corpus_2_rules_leave_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_INTENDED_RE", _long("was going to ") + "call", HOLDEM),
        ("_INTENDED_RE", _long("had planned ") + "call", HOLDEM),
        ("_PARTNER_SUBJECT_RE", _long("partner  ") + "says", ALONE),
    ],
)
def test_the_talk_corpus_2_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 36, corpus 53 (refusal only): a correction with words between, and a text cut off at a size's label.
@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("Bid 5. Actually, recounting, it's 4.", BID, "taken back for another"),
        ("Raise to 30. Actually, thinking again, 45.", HOLDEM, "taken back for another"),
        ("I'll bet. The sizing: ", OPEN, "a size's label before its amount"),
        ("Bet. Amount:", OPEN, "a size's label before its amount"),
        ("Raise. Total = ", HOLDEM, "a size's label before its amount"),
    ],
)
def test_what_corpus_53_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert reason in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("I'd bid 2 rather than 3.", BID, act("bid", 2)),  # a comparison, corpus 27
        ("I bid 2. Wait, maybe 1.5? No: keep 2.", BID, act("bid", 2)),  # a hedge, then the same bid
        ("Raise to 40. Actually the pot is 60.", HOLDEM, act("raise", 40)),  # no lead to a new amount
        ("I'll bet the minimum size.", OPEN, act("bet", 2)),  # a size named, not a label left open
        ("Bet 20. Total: 20", OPEN, act("bet", 20)),
    ],
)
def test_the_corpus_53_rules_leave_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_CUT_AT_TO_RE", "bet " + _long("sizing: "), OPEN),
        ("_CUT_AT_TO_RE", "bet" + _long(" ") + "amount:", OPEN),
        ("_CORRECTION_RE", "bid 5 actually " + _long("recounting, "), BID),
    ],
)
def test_the_corpus_53_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Session 36, corpus 54 (refusal only): an action only weighed ("thinking about ...") decides nothing.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("I'm thinking about ordering it up, but", BID1),
        ("Thinking about calling here.", HOLDEM),
        ("I'm considering a raise to 20.", HOLDEM),
        ("Tempted to fold...", HOLDEM),
    ],
)
def test_what_corpus_54_misread_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert not answer.accepted, answer.response
    assert "only weighs its action" in answer.reason and "\n" not in answer.reason, answer.reason


@pytest.mark.parametrize(
    "text, legal, meant",
    [("Considering everything, call.", HOLDEM, act("call")), ("Tempted to call. Call.", HOLDEM, act("call"))],
)
def test_the_corpus_54_rule_leaves_a_plain_answer_alone(text, legal, meant):
    assert read_as(text, legal) == meant


def test_the_corpus_54_rule_reads_a_hostile_text_in_bounded_time():
    _reads_in_bounded_time("_WEIGHED_RE", _long("thinking about ") + "call", HOLDEM)


# Session 36, corpus 54 (refusal only): an action word ending a restated list of the other options' suits or cards.
@pytest.mark.parametrize(
    "text",
    [
        "Hearts was turned down, so my choices are clubs, diamonds, spades or pass. With J\u2660 I call spades.",
        "My choices are clubs, diamonds, spades or pass. Spades.",
        "Options: \u2663 / \u2666 / \u2660 / pass. I name spades.",
    ],
)
def test_an_action_word_listed_among_the_suits_is_not_the_choice(text):
    answer = parse_answer(text, SUITS)
    assert not answer.accepted, answer.response
    assert "\n" not in answer.reason


@pytest.mark.parametrize(
    "text, meant",
    [
        ("My choices are clubs, diamonds, spades or pass. Pass.", act("pass")),  # said again after the list
        ("Clubs or pass? Pass.", act("pass")),
        ("I pass: spades, clubs and diamonds are all weak.", act("pass")),  # the list follows the pass
    ],
)
def test_the_listed_among_suits_rule_leaves_a_plain_answer_alone(text, meant):
    assert read_as(text, SUITS) == meant


def test_the_listed_among_suits_rule_reads_a_hostile_text_in_bounded_time():
    _reads_in_bounded_time("_AMONG_CARDS_RE", "options: " + _long("clubs, ") + "pass", SUITS)
