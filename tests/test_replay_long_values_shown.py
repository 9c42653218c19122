"""A forged results file may hold one field hundreds of megabytes long: the message that names it quotes
200 characters and counts the rest, and must not copy the value whole to do so (one character past
U+FFFF makes Python hold a copy at four bytes a character: 32 MB of such a field cost 460 MB to refuse)."""

from __future__ import annotations

import tracemalloc

import pytest

from cosino.arena.replay import SHOWN_LIMIT, first_difference
from cosino.arena.talk import cut_text, normalize_text
from cosino.primitives.canonical import dumps


def _reference(value) -> str:
    # the message as it was written before: the whole value written, normalised and counted
    text = dumps(value)
    shown = normalize_text(text)
    return shown if len(shown) <= SHOWN_LIMIT else f"{cut_text(text, SHOWN_LIMIT - 40)}... ({len(shown)} characters)"


@pytest.mark.parametrize(
    "value",
    [
        "x" * 201,
        "\U0001f600" + "x" * 70_000,
        '\u202e\u2028\n\t"\\' * 30_000,  # every character rewritten, some escaped by the writer too
        "\ud800" + "y" * 65_535 + "\U0001f600" * 3,  # a piece boundary between two escapes
        "short",
    ],
)
def test_a_long_field_is_named_as_the_whole_value_would_name_it(value):
    message = first_difference({"variant": "kuhn"}, {"variant": value})
    assert message == f"field 'variant': expected \"kuhn\", found {_reference(value)}"
    missing = first_difference({"variant": value}, {})
    assert missing == f"field 'variant' is missing (expected {_reference(value)})"


def test_naming_a_long_field_copies_no_more_than_a_piece_of_it():
    value = "\U0001f600" + "x" * 2_000_000  # 8 MB in memory
    tracemalloc.start()
    try:
        first_difference({"variant": "kuhn"}, {"variant": value})
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000, peak  # the whole value written and normalised took 16 MB
