"""Review 54a: the answer reader at its scan limit, the second reading's cost, and its performance gates checked.

1. Past the scan limit (20,000 characters) the reader read a cut text: 'Raise? ' written over and over read as a minimum
   raise wherever the cut left 'Rai' or 'Raise' after the last '?', though 'Raise? Raise?' is refused. A long answer
   is now read up to the last sentence that ends within the limit, and must read the same with the cut sentence; a
   long answer with no sentence ending within the limit is refused. Two short shapes of one action asked over and
   over were read as the action too: '**Raise?** **Raise?**' and 'Raise? No. Raise?'.
"""

from __future__ import annotations

import pytest

from cosino.seats.answers import SCAN_LIMIT, parse_answer
from tests.test_review_redos53c import BID, EUCHRE, HOLDEM, OPEN, SUITS, TRICK

ASKED = "the answer only asks an action back ('call?'); name the one to take"


def _reading(text: str, legal: list[dict]) -> object:
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


def _past_the_limit(unit: str, shift: int) -> tuple[str, str]:
    """``unit`` over and over past the scan limit, its first ``shift`` copies with a space more so that the cut falls
    ``shift`` characters further into a copy; and the same opening with three copies, well within the limit."""
    opening = (unit + " ") * shift
    return opening + unit * (SCAN_LIMIT // len(unit) + 4), opening + unit * 3


# Shapes refused when short, with the options they are refused under.
REFUSED_SHORT = [
    ("Raise? ", HOLDEM),
    ("Raise? ", OPEN),
    ("call?? ", HOLDEM),
    ("Fold or call? ", HOLDEM),
    ("**Raise?** ", HOLDEM),
    ("Raise? No. ", HOLDEM),
    ("Maybe raise? ", HOLDEM),
    ("raise to 40? ", HOLDEM),
    ("call\u3059\u308b\u3079\u304d\u304b\u306a\uff1f", HOLDEM),  # "should I call?" in Japanese
    ("\u00bfDeber\u00eda hacer call? ", HOLDEM),  # ... and in Spanish
    ("Bid 3? ", BID),
    ("Play the Qd? ", TRICK),
    ("Trump clubs? ", SUITS),
    ("Alone? ", EUCHRE),
]


@pytest.mark.parametrize(("unit", "legal"), REFUSED_SHORT, ids=[f"{u!r}-{len(legal)}" for u, legal in REFUSED_SHORT])
def test_a_shape_refused_short_is_refused_past_the_limit_wherever_the_cut_falls(unit, legal):
    for shift in range(len(unit) + 1):
        long, short = _past_the_limit(unit, shift)
        assert _reading(short, legal) is None, (unit, shift)
        assert _reading(long, legal) is None, (unit, shift)


def test_raise_asked_past_the_limit_is_refused_at_every_cut():
    readings = {parse_answer(_past_the_limit("Raise? ", shift)[0], HOLDEM).reason for shift in range(7)}
    assert readings == {ASKED}  # before: a minimum raise at five of the seven cuts


@pytest.mark.parametrize("text", ["**Raise?** **Raise?**", "Raise? No. Raise?", "Fold? Nope. Fold?"])
def test_one_action_asked_again_after_markup_or_a_no_is_refused(text):
    assert parse_answer(text, HOLDEM).reason == ASKED


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Raise? No. Raise.", {"action": "raise", "amount": 4}),  # said at last
        ("Call? Yes. Call?", {"action": "call"}),  # the question answered
        ("Call. " * 5000, {"action": "call"}),  # past the limit, read alike with and without its cut sentence
        ("raise to 40\n" * 3000, {"action": "raise", "amount": 40}),
        ('{"action": "call"}\n' + "Hmm. " * 5000, {"action": "call"}),
    ],
)
def test_what_is_said_is_still_read(text, meant):
    assert parse_answer(text, HOLDEM).response == meant


def test_a_long_answer_ending_no_sentence_within_the_limit_is_refused():
    answer = parse_answer("raise " * 5000, HOLDEM)  # before: a minimum raise
    assert not answer.accepted
    assert answer.reason == (
        "the answer runs past the 20000 characters read and ends no sentence within them; answer shorter"
    )


def test_a_cut_sentence_that_reads_otherwise_refuses_the_answer():
    # The sentences before the cut call; the cut one names a fold too: read without it, the answer would call.
    head = "I call. " * ((SCAN_LIMIT - 20) // 8)
    text = head + " " * (SCAN_LIMIT - 6 - len(head)) + "Fold or call, I guess." + " Hmm." * 100
    answer = parse_answer(text, HOLDEM)
    assert not answer.accepted
    assert answer.reason == (
        "the answer is cut at 20000 characters inside a sentence that reads otherwise; answer shorter"
    )


def test_an_answer_of_exactly_the_limit_is_read_whole():
    text = ("Call. " * SCAN_LIMIT)[: SCAN_LIMIT - 1] + "x"
    assert len(text) == SCAN_LIMIT and parse_answer(text, HOLDEM).response == {"action": "call"}
