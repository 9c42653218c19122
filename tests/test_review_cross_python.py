"""What the core writes does not depend on the Unicode database of the Python that runs it.

The CLI runs CPython 3.11 (Unicode 14.0), the functions 3.12 (15.0), the viewer Pyodide's 3.14
(16.0). Two more routes to the database than ``str.isprintable`` were found:

- ``repr`` (``!r`` in an f-string) escapes what the interpreter thinks unprintable: a replay with
  the card "\\U0001fa75" was refused by 3.11 with ``bad card '\\\\U0001fa75...'`` and by 3.12 and
  Pyodide with the character itself; a PHH file's errors the same way. Messages now quote with
  :func:`cosino.primitives.errors.quoted` (``repr`` over the frozen table).
- ``\\b`` (and ``\\w``, ``\\d``) in a pattern follow the letters and digits of the database: "ace of
  spades" right after a Kawi letter (Unicode 15.0) was a card to 3.11 and none to 3.12, so one
  model answer became the ace of spades on the command line and a refused answer on Lambda.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cosino.primitives import errors, printable_chars
from cosino.seats.answer_words import card_of
from cosino.seats.answers import parse_answer
from cosino.seats.redaction import model_names

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "core" / "cosino"
FROZEN = unicodedata.unidata_version == printable_chars.UNICODE_VERSION
# Assigned after Unicode 14.0 (an emoji, a Kawi digit and letter, Garay, Cyrillic and Latin letters
# with case in 16.0), then older characters Python reads as letters, digits or spaces.
NEWER = ["\U0001fa75", "\U00011f51", "\U00011f02", "\U00010d50", "\U00010d70", "\u1c89", "\ua7cb", "\U0001e030"]
OLDER = ["é", "\u0663", "\uff11", "\u00a0", "\u3000"]
# Letters IGNORECASE folds to ASCII ones (Kelvin sign, long s, dotted I): the same in every version.
FOLDED = ["\u212a", "\u017f", "\u0130"]


@pytest.mark.skipif(not FROZEN, reason="quoted is repr of the frozen version: compared on CPython 3.11 only")
def test_quoted_is_repr_for_every_code_point_on_the_frozen_version():
    wrong = [c for c in range(sys.maxunicode + 1) if errors.quoted(chr(c)) != repr(chr(c))]
    assert wrong == []


@pytest.mark.skipif(not FROZEN, reason="quoted is repr of the frozen version: compared on CPython 3.11 only")
@given(st.recursive(st.text(max_size=12) | st.integers() | st.none(), lambda v: st.lists(v) | st.tuples(v)))
def test_quoted_is_repr_of_values_on_the_frozen_version(value):
    assert errors.quoted(value) == repr(value)


def test_quoted_escapes_characters_assigned_after_the_frozen_version_whatever_this_python_says():
    for char in NEWER:
        assert errors.quoted(char) == "'" + char.encode("unicode_escape").decode("ascii") + "'"


def _sources_with(pattern: re.Pattern[str], allowed: set[str], root: Path = CORE) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        rel = str(path.relative_to(root))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and rel not in allowed:
                found.append(f"{rel}:{number}: {line.strip()}")
    return found


def test_no_core_message_quotes_with_repr():
    """``!r`` and ``repr()`` ask the interpreter's database; ``quoted`` asks the frozen table."""
    assert _sources_with(re.compile(r"!r\}|(?<![\w.])repr\("), {"primitives/errors.py"}) == []


def test_no_runtime_message_quotes_with_repr():
    """The API answers from Lambda (3.12) and from ``cosino serve`` (3.11): its 4xx lines and the
    command line's errors quote what they were sent the same way on both."""
    runtime = CORE.parent.parent / "functions" / "cosino_runtime"
    assert _sources_with(re.compile(r"!r\}|(?<![\w.])repr\("), set(), runtime) == []


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


SCRIPT = """
import json
from cosino.arena.replay import verify
from cosino.formats import phh
from cosino.seats.answers import parse_answer
from cosino.seats.redaction import model_names
chars = json.loads(CHARS)
replay = REPLAY.encode()
legal = [{"action": "play", "cards": ["As", "Qh"]}]
out = []
for c in chars:
    for old, new in (('"cards":["', '"cards":["' + c), ('"type":"action"', '"type":"act' + c)):
        try:
            out.append(verify(replay.replace(old.encode(), new.encode(), 1), name="r").message)
        except ValueError as exc:
            out.append(str(exc))
    try:
        phh.loads("players = ['a', 'b']\\nactions = ['d dh p1 " + c + "x']\\nstarting_stacks = [1" + c + "]")
    except ValueError as exc:
        out.append(str(exc))
    out.append(parse_answer(c + "ace of spades", legal).response)
    out.append(model_names("o" + c + "-mini"))
print(json.dumps(out, ensure_ascii=True))
"""


def _kuhn_replay() -> str:
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.primitives.canonical import jsonl_bytes

    episode = Episode(EpisodeConfig("kuhn", ("random", "random"), 2, 3))
    while (pending := episode.pending()) is not None:
        episode.decide({"action": pending[1]["legal"][0]["action"]})
    return jsonl_bytes(episode.records).decode()


def test_pyodide_and_cpython_write_the_same_messages_and_read_the_same_answers(tmp_path):
    from test_pyodide_identity import build_core_wheel, core_fingerprint

    from cosino_devtools.bench.audit import run_in_pyodide

    code = SCRIPT.replace("CHARS", repr(json.dumps(NEWER + OLDER + FOLDED))).replace("REPLAY", repr(_kuhn_replay()))
    wheel = build_core_wheel(tmp_path / "wheel" / core_fingerprint())
    there = run_in_pyodide(wheel, {}, code + "import unicodedata; print(unicodedata.unidata_version)")
    here = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert there.returncode == 0 and here.returncode == 0, there.stderr[-2000:] + here.stderr[-2000:]
    lines = there.stdout.splitlines()
    assert lines[1] != unicodedata.unidata_version  # worth something only across versions
    assert json.loads(lines[0]) == json.loads(here.stdout)
    assert "\\\\U0001fa75" in here.stdout  # the messages did quote the characters
