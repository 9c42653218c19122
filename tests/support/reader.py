"""The answer reader's modules, so a test can name one of its patterns without knowing which module holds it."""

from __future__ import annotations

import re

import cosino.seats.amounts as amounts
import cosino.seats.answer_json as answer_json
import cosino.seats.answer_words as answer_words
import cosino.seats.answers as answers
import cosino.seats.card_refusals as card_refusals
import cosino.seats.corrections as corrections
import cosino.seats.foreign_cards as foreign_cards
import cosino.seats.foreign_terms as foreign_terms
import cosino.seats.foreign_words as foreign_words
import cosino.seats.later_plans as later_plans
import cosino.seats.mentions as mentions
import cosino.seats.picks as picks
import cosino.seats.prose_reading as prose_reading
import cosino.seats.second_reading as second_reading
import cosino.seats.set_aside as set_aside
import cosino.seats.shorthand as shorthand
import cosino.seats.value_refusals as value_refusals
import cosino.seats.verdicts as verdicts
import cosino.seats.written_cards as written_cards
from support.cpu import assert_within_cpu

READER_MODULES = (
    answers,
    answer_json,
    answer_words,
    prose_reading,
    value_refusals,
    mentions,
    set_aside,
    written_cards,
    card_refusals,
    foreign_words,
    foreign_terms,
    foreign_cards,
    later_plans,
    second_reading,
    shorthand,
    corrections,
    verdicts,
    picks,
)


def reader_pattern(name: str) -> re.Pattern[str]:
    """The one compiled pattern called ``name`` in the reader's modules (a name imported is the same pattern), or
    else in :mod:`cosino.seats.amounts`.

    >>> reader_pattern("OR_RE").pattern
    '(?<![a-z])or(?![a-z])'
    """
    found = {getattr(m, name) for m in READER_MODULES if hasattr(m, name)}
    assert len(found) <= 1, f"{name} names {len(found)} patterns in the reader's modules"
    regex = found.pop() if found else getattr(amounts, name)
    assert isinstance(regex, re.Pattern), f"{name} is no pattern"
    return regex


def assert_reads_in_bounded_time(name: str, hostile: str, legal: list[dict], budget: float = 1.0) -> None:
    """The reader pattern ``name`` scans and matches ``hostile`` (a text of about 250 kB built to make it backtrack),
    and :func:`cosino.seats.answers.parse_answer` reads it, within ``budget`` seconds of CPU, refusing in one line."""
    regex = reader_pattern(name)

    def work() -> None:
        list(regex.finditer(hostile))
        regex.match(hostile)
        answer = answers.parse_answer(hostile, legal)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, budget)
