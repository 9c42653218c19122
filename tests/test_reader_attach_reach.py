"""``written_cards.attached`` stops its number scan where no number can be attached any more (a sentence break or a
fourth word). It read "3-bet " * 3334 in 0.42 s of CPU, 64 of its mentions each scanning to the text's end; 0.30 s
now (tests/test_review_answers28.py). These tests hold that the stop changes no reading."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from support.answer_cases import BID, HOLDEM

from cosino.seats.amounts import NIL_RE, ascii_lower, first_number, word_number, word_value
from cosino.seats.written_cards import attached


def attached_scanning_to_the_end(segment: str, option: dict) -> str | None:
    """The amount ``attached`` read before its scan had a stop: the first number anywhere in the segment."""
    word = re.match(r"[A-Za-z-]+", segment)
    rest = segment[word.end() if word else 0 :]
    m = first_number(rest)
    value = m.group(0).rstrip(",_") if m else None
    words = word_number(ascii_lower(segment), len(segment))
    if words is not None and (m is None or words.start() < len(segment) - len(rest) + m.start()):
        return str(word_value(words.group(0)))
    nil = NIL_RE.search(ascii_lower(rest)) if option["action"] == "bid" else None
    if nil is not None and (m is None or nil.start() < m.start()):
        m, value = nil, "0"
    if m is None or re.search(r"[.;!?\n]", rest[: m.start()]) or len(re.findall(r"[A-Za-z]+", rest[: m.start()])) > 3:
        return None
    return value


_PIECES = [
    "raise", "bid", "bet", " ", "  ", "\n", ".", ";", "!", "?", ",", "-", "to", "it", "a", "3-bet", "2nd", "1st",
    "40", "12.5", "1,000", "-3", "7e2", "three", "twelve", "nil", "zero", "pot", "(", ")", "Qh", "x", "I", "maybe",
]  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(st.sampled_from(["raise", "bid", "bet", "Raise", ""]), st.lists(st.sampled_from(_PIECES), max_size=14))
def test_the_stopped_scan_reads_what_the_full_scan_read(head, pieces):
    segment = head + "".join(pieces)
    for option in (HOLDEM[2], BID[0]):
        assert attached(segment, option) == attached_scanning_to_the_end(segment, option), segment


def test_a_number_within_three_words_is_still_attached_and_one_past_them_is_not():
    assert attached("raise 3-bet 3-bet 3-bet 40", HOLDEM[2]) == "40"  # three names' words, then the amount
    assert attached("raise 3-bet 3-bet 3-bet 3-bet 40", HOLDEM[2]) is None
    assert attached("raise to 12.5 now", HOLDEM[2]) == "12.5"  # a decimal point is no sentence break
    assert attached("bid. 5", BID[0]) is None
