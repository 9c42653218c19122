"""An action only asked in the answer's last sentence, and a reasoning block with nothing after it (blind corpus 59,
session 38): "Legal range: 0 to 13. Bid 13?" read the bid, and "<think>... Raise to 8?</think>" the bet, though "Bid
13?" and "Raise to 8?" alone were refused as questions; and an action asked as one of a choice whose other side is no
action word ("Fold or something else?", "fold or rasie?") read as the action named."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, CALL, HOLDEM, OPEN, TRICK, bet, bid, raise_to, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Legal range: 0 to 13. Bid 13?", BID),
        ("Pot odds are 2.5 to 1. Call?", HOLDEM),
        ("Good hand!\n**Raise to 12?**", HOLDEM),
        ("<think>I am on the button with 98s. Raise to 8?</think>", OPEN),
        ("<thinking>Bid 4?</thinking>", BID),
        ("<think>Hmm.</think>\n\nRaise to 8?", OPEN),
    ],
)
def test_an_action_only_asked_in_the_last_sentence_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal",
    [
        ("fold or rasie?", HOLDEM),
        ("Fold or something else?", HOLDEM),
        ("Fold, or not?", HOLDEM),
        ("Raise to 12 or more?", HOLDEM),
        ("Play Qh or not?", TRICK),
    ],
)
def test_an_action_asked_as_a_choice_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal",
    [
        ("I'd play Th, unless you want me to win it, then Qh.", TRICK),
        ("Raise to 12, unless he is short, then 20.", HOLDEM),
        ("Bid 3, unless partner bid nil, then 4.", BID),
    ],
)
def test_another_choice_after_unless_then_is_refused(text, legal):
    assert read_as(text, legal) is None


def test_a_case_with_no_other_choice_still_reads():
    assert read_as("Play Th, unless hearts are trump.", TRICK) == {"action": "play", "card": "Th"}


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call or not? Yes, call.", HOLDEM, CALL),
        ("Call. Or should I?", HOLDEM, CALL),
        ("I guess... call?", HOLDEM, CALL),  # an ellipsis goes on: blind corpus 37 judged it a call
        ("Call? Yes.", HOLDEM, CALL),
        ("Bid 13. Is that too many? No.", BID, bid(13)),
        ("Legal range: 0 to 13. Bid 4.", BID, bid(4)),
        ("<think>Raise to 8.</think>", OPEN, bet(8)),  # a block that is all there is still answers
        ("<think>Raise to 8?</think> Bet 8.", OPEN, bet(8)),
        ("Is it a raise? Yes: raise to 12.", HOLDEM, raise_to(12)),
    ],
)
def test_an_answered_or_stated_action_still_reads(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "hostile",
    [
        "." * 250_000 + " call?",
        "<think>" * 35_000 + "call?" + "</think>" * 1,
        "</think>" * 30_000 + "call?",
        "!\n" * 125_000 + "call?",
        "call or " * 31_000 + "?",
        "fold to 12 or" + " x" * 120_000 + "?",
        "call, unless" + " x" * 120_000 + ", then fold",
        "call, " + "unless x " * 30_000 + ", then",
    ],
)
def test_the_question_rules_read_a_hostile_text_in_bounded_time(hostile):
    assert_within_cpu(lambda: read_as(hostile, HOLDEM), 3.0)
