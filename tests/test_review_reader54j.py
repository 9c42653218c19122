"""Review 54j: red team of the reader's long answers (review 54a), read to their last sentence within the scan limit.

1. An answer padded with zero-width characters past twice the limit was read whole: once they were dropped, its scan
   was shorter than the limit. 'Raise to 4' + 40,000 zero-width spaces + '0?' read as a raise to 4.
"""

from __future__ import annotations

from cosino.seats.answers import SCAN_LIMIT, parse_answer
from tests.test_review_redos53c import HOLDEM

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
