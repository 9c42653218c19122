"""Printability is one frozen table, so every Python the arena runs on decides the same bytes.

Before: seat names, reliability causes, error lines and league texts asked ``str.isprintable``,
which follows the interpreter's Unicode database (3.11: 14.0; the functions' 3.12: 15.0; the
viewer's Pyodide 3.14: 16.0). A seat that answered the action "\\U0001fa75" (assigned in 15.0) got
a reliability cause of " is not a legal choice here" under 3.11 and "\\U0001fa75 is not ..." under
3.12, so a league's league.json written by one and checked by the other differed.
"""

from __future__ import annotations

import json
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig, agent_name_problem
from cosino.league.reliability import clean_text, episode_reliability
from cosino.primitives import printable_chars
from cosino.primitives.errors import printable
from cosino.primitives.printable_chars import first_unprintable, is_printable, printable_char

FROZEN = unicodedata.unidata_version == printable_chars.UNICODE_VERSION
# Assigned after Unicode 14.0: an emoji (15.0), a Kawi digit (15.0), a Cyrillic modifier letter
# (15.0), a Garay capital and a Cyrillic capital with lower-case forms (16.0); then unassigned,
# private use, a bidi override and a line separator for contrast.
NEWER = ["\U0001fa75", "\U00011f51", "\U0001e030", "\U00010d50", "\u1c89"]
OTHERS = ["\U000e0080", "\ue000", "\u202e", "\u2028", "\u00a0", "é", "\u0130"]


@pytest.mark.skipif(not FROZEN, reason="the table is Unicode 14.0's: compared on CPython 3.11 only")
def test_the_table_is_isprintable_of_its_unicode_version_for_every_code_point():
    wrong = [c for c in range(sys.maxunicode + 1) if printable_char(chr(c)) != chr(c).isprintable()]
    assert wrong == []


@pytest.mark.skipif(not FROZEN, reason="the generator refuses any other Unicode version")
def test_the_module_is_what_its_generator_writes():
    from cosino.primitives import printable_flips
    from cosino_devtools.printable_table import module_text

    assert Path(printable_flips.__file__).read_text(encoding="utf-8") == module_text()


def test_characters_assigned_after_the_frozen_version_are_not_printable_whatever_this_python_says():
    for char in NEWER:
        assert not printable_char(char) and not is_printable(f"a{char}b")
        assert agent_name_problem(f"house{char}") is not None
        assert clean_text(f"x{char}y") == "x y"
        assert printable(char) != char  # an error line escapes it


@given(st.text(max_size=40))
def test_text_helpers_agree_with_the_per_character_rule(text):
    first = next((c for c in text if not printable_char(c)), None)
    assert first_unprintable(text) == first and is_printable(text) == (first is None)


def _reliability_of(answers: list[str]) -> str:
    """The reliability report of a Kuhn episode whose first seat answers ``answers`` in turn."""
    episode = Episode(EpisodeConfig("kuhn", ("random", "random"), hands=len(answers), seed=5))
    for answer in answers:
        while (pending := episode.pending()) is not None and pending[0] != 0:
            episode.decide({"action": "check"} if "check" in json.dumps(pending[1]) else {"action": "call"})
        if pending is None:
            break
        episode.decide({"action": answer})
    return json.dumps(episode_reliability(episode.records), sort_keys=True, ensure_ascii=True)


SCRIPT = """
import json
from cosino.arena.episode import agent_name_problem
from cosino.league.reliability import clean_text
from cosino.primitives.errors import printable
chars = json.loads(CHARS)
print(json.dumps([[agent_name_problem("a" + c), clean_text("x" + c + "y"), printable(c)] for c in chars]))
"""


def test_pyodide_and_cpython_decide_the_same_for_characters_their_unicode_versions_disagree_on(tmp_path):
    from test_pyodide_identity import ROOT, build_core_wheel, core_fingerprint

    from cosino_devtools.bench.audit import run_in_pyodide

    code = SCRIPT.replace("CHARS", repr(json.dumps(NEWER + OTHERS)))
    wheel = build_core_wheel(tmp_path / "wheel" / core_fingerprint())
    there = run_in_pyodide(wheel, {}, code + "import unicodedata; print(unicodedata.unidata_version)")
    here = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert there.returncode == 0 and here.returncode == 0, there.stderr[-2000:] + here.stderr[-2000:]
    lines = there.stdout.splitlines()
    assert lines[0] == here.stdout.strip()
    assert lines[1] != unicodedata.unidata_version  # the check is worth something only across versions


def test_a_seats_answer_with_a_newer_character_gives_the_reliability_cause_this_table_gives():
    # Pinned for whichever Python runs the suite: on 3.11 it held before the table too (the Pyodide
    # comparison above is the test that fails without it); on 3.12 or later it fails without it.
    report = _reliability_of(["\U0001fa75", "check"])
    assert "\\ud83e" not in report and " is not a legal choice here" in report
