"""Review 54j: red team of the reader's long answers (review 54a), read to their last sentence within the scan limit.

1. An answer padded with zero-width characters past twice the limit was read whole: once they were dropped, its scan
   was shorter than the limit. 'Raise to 4' + 40,000 zero-width spaces + '0?' read as a raise to 4.
2. 'Raise?' in code fences, written past the limit, read as a minimum raise: the cut left a fence opened after the
   last closed one, and a bare question allowed four characters of markup after its mark.
3. A leading fragment asked before an action asked ('0? raise to 40?', 'Is he bluffing? Call?') read as the action: a
   '?' did not open the last sentence as '.' and '!' do. The long '0? raise to 40? ...' was refused already.
4. Exactly 20,000 characters of 'Raise? ' ending in 'r' are read whole and raise, as 'Raise? r' does: the 'r' is
   written after the question, as 'Raise? Raise.' is, and no cut is made. Kept.
5. The worst accepted long answer found ('bet 2. \uac00' over and over) cost 0.43 s of CPU, read twice: 64 checks
   each lowered the whole rest of the answer to look 57 characters in. It now lowers 64.
6. Other scripts' question marks and bidi controls hid a question, short and long: 'Raise\u061f' (Arabic),
   'Raise\u037e' (Greek) and '\u202eRaise?\u202c' read as a minimum raise. They are written '?' and dropped.
"""

from __future__ import annotations

import pytest
from support.cpu import assert_within_cpu

import cosino.seats.written_cards as written_cards
from cosino.seats.answers import SCAN_LIMIT, parse_answer
from tests.test_review_redos53c import HOLDEM, OPEN

ASKED = "the answer only asks an action back ('call?'); name the one to take"
ZERO_WIDTH_SPACE = "\u200b"


def _reading(text: str, legal: list[dict]) -> object:
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


def test_zero_width_padding_past_twice_the_limit_is_still_a_cut():
    text = "Raise to 4" + ZERO_WIDTH_SPACE * (2 * SCAN_LIMIT) + "0?"
    assert _reading("Raise to 40?", HOLDEM) is None
    assert _reading(text, HOLDEM) is None  # before: a raise to 4


def test_a_sentence_ended_before_zero_width_padding_still_reads():
    text = "Call. " + ZERO_WIDTH_SPACE * (2 * SCAN_LIMIT) + "Call."
    assert _reading(text, HOLDEM) == {"action": "call"}


FENCED = "```\nRaise?\n```\n"


@pytest.mark.parametrize("legal", [HOLDEM, OPEN], ids=["holdem", "open"])
def test_an_action_asked_in_fences_past_the_limit_is_refused(legal):
    for shift in range(len(FENCED) + 1):
        text = (FENCED + " ") * shift + FENCED * (SCAN_LIMIT // len(FENCED) + 4)
        assert parse_answer(text, legal).reason == ASKED, shift  # before: a minimum raise or bet at every shift


@pytest.mark.parametrize("text", [FENCED + "```\n", "**Raise?** **", "Raise?\n\n```\n```", "Raise? ```\n\n  ```"])
def test_markup_closing_an_action_asked_is_no_answer(text):
    assert parse_answer(text, HOLDEM).reason == ASKED


@pytest.mark.parametrize("text", ["0? raise to 40?", "40? raise to 40?", "Is he bluffing? Call?", "What? Raise?"])
def test_an_action_asked_after_a_question_is_refused(text):
    assert parse_answer(text, HOLDEM).reason == ASKED  # before: the action


def test_a_run_of_fragments_and_questions_past_the_limit_agrees_with_the_short_form():
    unit = "0? raise to 40? "
    for shift in range(len(unit) + 1):
        opening = (unit + " ") * shift
        assert _reading(opening + unit, HOLDEM) is None, shift
        assert _reading(opening + unit * (SCAN_LIMIT // len(unit) + 4), HOLDEM) is None, shift


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Is he bluffing? Call.", {"action": "call"}),
        ("Raise? No. Raise.", {"action": "raise", "amount": 4}),
        ("Call?\n```\nCall.\n```", {"action": "call"}),
        ("Pot odds? 3 to 1. I call.", {"action": "call"}),
    ],
)
def test_an_action_said_after_a_question_still_reads(text, meant):
    assert parse_answer(text, HOLDEM).response == meant


def test_exactly_the_limit_of_questions_and_an_r_reads_as_the_short_form_does():
    text = ("Raise? " * SCAN_LIMIT)[: SCAN_LIMIT - 1] + "r"
    assert len(text) == SCAN_LIMIT
    assert _reading(text, HOLDEM) == _reading("Raise? r", HOLDEM) == {"action": "raise", "amount": 4}


# Units with an unusual sentence end, each refused or read alike when short: past the limit, never read as more.
UNITS = [
    "Raise?\u2028",
    "Raise?\u2029",
    "Raise?\r",
    "Raise?\r\n",
    "Raise\uff1f ",
    "Raise\u061f ",
    "Raise\u037e ",
    "Raise\u2026 ",
    '"Raise?" ',
    "`Raise?` ",
    FENCED,
    "Raise to 2.5? ",
    "e.g. raise? ",
    "x.com raise? ",
    "Raise?\u0301 ",
    "\u202eRaise?\u202c ",
    "Raise?\ud800 ",
    "Raise? \U0001f600",
    "fold or call\r",
    "Fold or call\u061f ",
]


@pytest.mark.parametrize("unit", UNITS, ids=[f"unit{i}" for i in range(len(UNITS))])
def test_an_unusual_sentence_end_past_the_limit_reads_no_more_than_the_short_form(unit):
    for shift in (0, 1, len(unit) // 2, len(unit)):
        opening = (unit + " ") * shift
        short = _reading(opening + unit * 3, HOLDEM)
        long = _reading(opening + unit * (SCAN_LIMIT // len(unit) + 4), HOLDEM)
        assert long is None or long == short, (shift, long, short)


def test_a_value_attached_to_an_action_lowers_only_what_it_reads(monkeypatch):
    lowered: list[int] = []
    lower = written_cards.ascii_lower

    def counted(text: str) -> str:
        lowered.append(len(text))
        return lower(text)

    monkeypatch.setattr(written_cards, "ascii_lower", counted)
    option = {"action": "bet", "min": 2, "max": 70}
    assert written_cards.attached("bet four. " + "\uac00" * SCAN_LIMIT, option) == "4"
    assert written_cards.attached("bet 3-betting twelve" + "x" * 100, option) is None
    assert max(lowered) <= 64  # before: the whole segment, 20,010 characters


def test_the_worst_accepted_long_answer_found_reads_within_a_budget():
    text = "bet 2. \uac00" * (SCAN_LIMIT // 8 + 4)
    assert parse_answer(text, OPEN).response == {"action": "bet", "amount": 2}
    assert_within_cpu(lambda: parse_answer(text, OPEN), 0.4, "reading 'bet 2. \\uac00' past the scan limit")


@pytest.mark.parametrize(
    "text",
    ["Raise\u061f", "Raise\u037e", "Raise\u2e2e", "Raise\ufe56", "Raise\u2047", "\u202eRaise?\u202c", "Raise\u200f?"],
)
def test_a_question_in_another_script_or_behind_bidi_controls_is_refused(text):
    assert parse_answer(text, HOLDEM).reason == ASKED  # before: a minimum raise
    long = text + " " + (text + " ") * (SCAN_LIMIT // (len(text) + 1) + 4)
    assert parse_answer(long, HOLDEM).reason == ASKED


@pytest.mark.parametrize(
    ("text", "meant"),
    [("\u202ecall\u202c", {"action": "call"}), ("\u0627\u062a\u0635\u0644\u061f Call.", {"action": "call"})],
)
def test_an_action_said_beside_those_marks_still_reads(text, meant):
    assert parse_answer(text, HOLDEM).response == meant
