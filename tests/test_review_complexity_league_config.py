"""A league config cannot make the reader spend minutes finding its lines.

Once ``league.toml`` (up to 1 MiB) parses, every line is matched against a table-header pattern to
know where each table starts, including the lines inside a multi-line string. The pattern captured
the header's name lazily and tried ``\\s*\\]`` after every character of it, so a line of ``[a``
and a run of spaces went quadratic: 40,000 spaces took 1.5 s, a 1 MiB line about a quarter hour.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cosino_runtime.league.config import LeagueConfigError, _locate, load_config


@pytest.mark.parametrize("line", ["[a" + " " * 200_000 + "b", "[[a" + " \t" * 100_000 + "]b"])
def test_a_line_of_spaces_in_a_string_is_read_at_once(tmp_path: Path, line: str):
    path = tmp_path / "league.toml"
    path.write_text('note = """\n' + line + '\n"""\n')
    start = time.perf_counter()
    with pytest.raises(LeagueConfigError, match=r"\[league\]"):  # valid TOML, with no league in it
        load_config(path, check_network=False)
    took = time.perf_counter() - start
    assert took < 2.0, f"{took:.1f} s to read a {path.stat().st_size}-byte config"  # quadratic: 38 s and 72 s


def test_header_lines_are_located_as_before():
    text = '[league]\nname = "x"\n[ agents . "a b" ]\nseat = "house"\n[[ list ]] # c\n[  ]\n[a]]\nk=1\n'
    assert _locate(text) == {
        ("league",): 1,
        ("league", "name"): 2,
        ("agents", "a b"): 3,
        ("agents", "a b", "seat"): 4,
        ("list",): 5,
        (): 6,  # all spaces: a name with no parts, as before
        ("a",): 7,
        ("a", "k"): 8,
    }
