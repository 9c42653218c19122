"""Red-team review of session 42's reader (trick and poker decisions in other languages): each answer here was read
though a careful human who knows the language could not be sure of it, or read as another action; each test failed
before its fix."""

from __future__ import annotations

import pytest
from support.answer_cases import ALONE, BID, act, bid, read_as


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
