"""What the core writes does not depend on the Unicode database of the Python that runs it.

The CLI runs CPython 3.11 (Unicode 14.0), the functions 3.12 (15.0), the viewer Pyodide's 3.14
(16.0). Another route to the database than ``str.isprintable``:

- ``\\b`` (and ``\\w``, ``\\d``) in a pattern follow the letters and digits of the database: "ace of
  spades" right after a Kawi letter (Unicode 15.0) was a card to 3.11 and none to 3.12, so one
  model answer became the ace of spades on the command line and a refused answer on Lambda.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cosino.seats.answers import card_of, model_names, parse_answer

CORE = Path(__file__).resolve().parent.parent / "core" / "cosino"
# Assigned after Unicode 14.0 (an emoji, a Kawi digit and letter, Garay, Cyrillic and Latin letters
# with case in 16.0), then older characters Python reads as letters, digits or spaces.
NEWER = ["\U0001fa75", "\U00011f51", "\U00011f02", "\U00010d50", "\U00010d70", "\u1c89", "\ua7cb", "\U0001e030"]
OLDER = ["é", "\u0663", "\uff11", "\u00a0", "\u3000"]
# Letters IGNORECASE folds to ASCII ones (Kelvin sign, long s, dotted I): the same in every version.
FOLDED = ["\u212a", "\u017f", "\u0130"]


def _sources_with(pattern: re.Pattern[str], allowed: set[str]) -> list[str]:
    found = []
    for path in sorted(CORE.rglob("*.py")):
        rel = str(path.relative_to(CORE))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and rel not in allowed:
                found.append(f"{rel}:{number}: {line.strip()}")
    return found


def test_no_core_pattern_reads_letters_digits_or_word_edges_from_the_unicode_database():
    r"""``\b``, ``\w`` and ``\d`` (and their negations) in a str pattern follow the database's letters and
    digits, which every Unicode version adds to; the core spells its classes out (``[0-9]``, ``[a-z]``)."""
    assert _sources_with(re.compile(r"""r["'][^"']*\\[bBwWdD]"""), set()) == []


@pytest.mark.parametrize("char", NEWER + OLDER)
def test_a_card_in_words_is_read_whatever_character_touches_it(char):
    legal = [{"action": "play", "cards": ["As", "Qh", "2c"]}]
    assert parse_answer(f"{char}ace of spades", legal).response == {"action": "play", "card": "As"}
    assert parse_answer(f"ace of spades{char}", legal).response == {"action": "play", "card": "As"}
    assert card_of("queen of hearts") == "Qh"
    for joined in ["s", "_", "7", *FOLDED]:  # an ASCII letter, digit or "_" still joins the word
        assert parse_answer(f"{joined}ace of spades", legal).response == f"{joined}ace of spades"


def test_a_reasoning_models_name_needs_ascii_digits():
    assert model_names("o3-mini")[1:3] == ["o3", "openai"]
    assert "openai" not in model_names("o\U00011f51-mini")  # a Kawi digit is no digit
