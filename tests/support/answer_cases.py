"""Legal option lists of each game's decisions, the reading helper and the checks every answer corpus makes, shared
by the answer corpora (tests/test_review_answers27.py to 36.py, and test_review_answers_talk1.py read with talk)."""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
BIG = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 400, "max": 20000}]
OPEN = [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}]
TRICK = [{"action": "play", "cards": ["Qh", "2c", "Th"]}]
TRICK2 = [{"action": "play", "cards": ["Ts", "Qh", "9d", "As", "2c"]}]
BID = [{"action": "bid", "min": 0, "max": 13}]
SUITS = [{"action": "pass"}, {"action": "trump", "cards": ["c", "d", "s"]}]
STICK = [{"action": "trump", "cards": ["c", "d", "s"]}]
ALONE = [{"action": "alone"}, {"action": "partner"}]
DISCARD = [{"action": "discard", "cards": ["9c", "Jd", "Qs", "Ah", "Kh"]}]
KUHN_OPEN = [{"action": "check"}, {"action": "bet"}]
KUHN_FACE = [{"action": "fold"}, {"action": "call"}]
LEDUC_FACE = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
BID1 = [{"action": "pass"}, {"action": "order"}]
OHHELL_DEALER = [
    {"action": "bid", "min": 0, "max": 0},
    {"action": "bid", "min": 2, "max": 2},
    {"action": "bid", "min": 3, "max": 3},
]
HPASS = [{"action": "pass", "cards": ["2c", "Qs", "Ks", "As", "Ah", "Kd", "Td", "3h", "7c", "Jc", "9s", "4d", "8h"]}]


def read_as(text, legal, talk=()):
    """What the answer was read as (its talk left out), or None when it was refused; ``talk`` is the hand's table
    talk, passed to the reader as a model seat passes it."""
    answer = parse_answer(text, legal, talk=talk)
    if not answer.accepted:
        assert answer.reason and "\n" not in answer.reason  # a refusal says why, in one line
        return None
    return {k: v for k, v in answer.response.items() if k != "say"}


def act(kind, amount=None, card=None):
    return {"action": kind, **({"amount": amount} if amount is not None else {}), **({"card": card} if card else {})}


def raise_to(amount):
    return act("raise", amount)


def bet(amount):
    return act("bet", amount)


def bid(amount):
    return act("bid", amount)


def card(kind, card):
    return act(kind, card=card)


FOLD, CALL, CHECK, PASS = act("fold"), act("call"), act("check"), act("pass")


def play(c):
    return card("play", c)


def trump(s):
    return card("trump", s)


def discard(c):
    return card("discard", c)


def hpass(c):
    return card("pass", c)


def corpus_tests(corpus, refused_though_clear, misread_left, least=250):
    """The four checks of a blind answer corpus of (text, legal, meant), for its module to bind to test names: every
    misread is listed, each answer is read as meant (or as its listed misread, or refused where listed), and both
    lists hold only answers of the corpus they describe."""
    return talk_corpus_tests(
        [(text, legal, (), meant) for text, legal, meant in corpus], refused_though_clear, misread_left, least
    )


def talk_corpus_tests(corpus, refused_though_clear, misread_left, least=250):
    """:func:`corpus_tests` for a corpus of (text, legal, talk, meant), each answer read with its hand's talk."""

    def test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread():
        assert len(corpus) >= least
        assert len({text for text, _, _, _ in corpus}) == len(corpus)  # each text once, or the lists mislead
        assert max(len(text) for text, _, _, _ in corpus) < 2000
        assert all(len(line) <= 120 for _, _, talk, _ in corpus for line in talk)  # talk as the table keeps it
        misread = {text for text, legal, talk, meant in corpus if read_as(text, legal, talk) not in (None, meant)}
        assert misread == set(misread_left)

    @pytest.mark.parametrize("text, legal, talk, meant", corpus)
    def test_each_answer_is_read_as_meant_or_refused_where_listed(text, legal, talk, meant):
        expected = misread_left.get(text, None if text in refused_though_clear else meant)
        assert read_as(text, legal, talk) == expected

    def test_every_listed_refusal_is_a_clear_answer_of_the_corpus():
        assert refused_though_clear <= {text for text, _, _, meant in corpus if meant is not None}

    def test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant():
        meant = {text: m for text, _, _, m in corpus}
        assert all(text in meant and read != meant[text] for text, read in misread_left.items())

    return (
        test_the_corpus_is_large_has_short_texts_and_no_unlisted_misread,
        test_each_answer_is_read_as_meant_or_refused_where_listed,
        test_every_listed_refusal_is_a_clear_answer_of_the_corpus,
        test_every_listed_misread_is_an_answer_of_the_corpus_read_otherwise_than_meant,
    )
