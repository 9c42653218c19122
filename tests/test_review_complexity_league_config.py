"""A league config cannot make the reader spend minutes finding its lines.

Once ``league.toml`` (up to 1 MiB) parses, every line is matched against a table-header pattern to
know where each table starts, including the lines inside a multi-line string. The pattern captured
the header's name lazily and tried ``\\s*\\]`` after every character of it, so a line of ``[a``
and a run of spaces went quadratic: 40,000 spaces took 1.5 s, a 1 MiB line about a quarter hour.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support.cpu import assert_within_cpu

from cosino_runtime.league.config import LeagueConfigError, _locate, load_config


@pytest.mark.parametrize("line", ["[a" + " " * 200_000 + "b", "[[a" + " \t" * 100_000 + "]b"])
def test_a_line_of_spaces_in_a_string_is_read_at_once(tmp_path: Path, line: str):
    path = tmp_path / "league.toml"
    path.write_text('note = """\n' + line + '\n"""\n')

    def work():
        with pytest.raises(LeagueConfigError, match=r"\[league\]"):  # valid TOML, with no league in it
            load_config(path, check_network=False)

    assert_within_cpu(work, 2.0, f"reading a {path.stat().st_size}-byte config")  # quadratic: 38 s and 72 s


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


# The TOML reader spends the square of a dotted key's depth on it, in time and memory: 8,000 parts
# (16 KB) took 0.5 s and 260 MB, so a 1 MiB config of one key would exhaust the memory. Brackets
# were already bounded at 32 levels; a line's dots now count as levels too.
@pytest.mark.parametrize(
    "text",
    [
        "a" + ".a" * 4000 + " = 1\n",
        "[t" + ".a" * 4000 + "]\n",
        "x = {" + "a." * 4000 + "b = 1}\n",
        "[league]\n" + "'q'. a" + " . a" * 40 + " = 1\n",
    ],
)
def test_a_deeply_dotted_key_is_refused_before_the_toml_reader(tmp_path: Path, text: str):
    path = tmp_path / "league.toml"
    path.write_text(text)
    with pytest.raises(LeagueConfigError, match=r"line \d: nesting deeper than 32 levels"):
        load_config(path, check_network=False)  # before the TOML reader: it would spend the square of the depth


@pytest.mark.parametrize(
    "text",
    [
        "a" + ".a" * 31 + " = 1\n",  # 32 levels
        'x = "' + "." * 100 + '"  # ' + "." * 100 + "\n",  # dots in strings and comments do not count
        "x = '''\n" + ".\n" * 100 + "'''\n",
        "".join(f"k{i}.a.b = 1.5\n" for i in range(40)),  # each line counts its own
    ],
)
def test_dots_that_nest_no_deeper_are_read(tmp_path: Path, text: str):
    path = tmp_path / "league.toml"
    path.write_text(text)
    with pytest.raises(LeagueConfigError) as refused:
        load_config(path, check_network=False)  # read, then refused for having no [league]
    assert "nesting" not in str(refused.value)
    assert "[league]" in str(refused.value)


def test_a_calls_log_line_nested_past_reading_is_skipped(tmp_path):
    """The league's transport log is ours, but a hand-edited or damaged line must not stop a rebuild."""
    from cosino_runtime.league.episodes import read_calls

    log = tmp_path / "calls.jsonl"
    log.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert read_calls(log) == []
