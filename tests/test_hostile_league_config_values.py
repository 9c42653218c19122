"""Hostile values in well-formed league files: a league.toml whose fields hold the wrong kind,
a hanging rate or an endless schedule, and an edited league.json read back by `league table`.
Each is one line starting `cosino: ` that names the file and the field, exit 2, nothing written."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from cosino_runtime.league.config import LeagueConfigError, load_config

GOOD_AGENTS = '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'


def _league(**extra: str) -> str:
    settings = {"name": '"h"', "variants": '["kuhn"]', "hands": "2", "out": '"out"', "bootstrap": "5"}
    settings.update(extra)
    return "[league]\n" + "".join(f"{k} = {v}\n" for k, v in settings.items())


def _one_line(err: str) -> str:
    assert err.startswith("cosino: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    line = err.rstrip("\n")
    assert line.isprintable(), repr(line)  # no escape sequence or bidi mark reaches the terminal
    return line


CONFIG_CASES = {
    # family = [1] was a TypeError traceback (an unhashable value tested against a set)
    "family_list": (_league(family="[1]") + GOOD_AGENTS, "[league] family"),
    "family_table": (_league(family="{a = 1}") + GOOD_AGENTS, "[league] family"),
    # an agent listed twice was accepted (a variant listed twice is refused)
    "agent_twice": (_league(agents='["house", "house", "random"]') + GOOD_AGENTS, "[league] agents"),
    "agent_100000_times": (
        _league(agents="[" + '"house", ' * 100_000 + '"random"]') + GOOD_AGENTS,
        "[league] agents",
    ),
    # these rates kept the second call waiting for ever: the league hung
    "requests_per_minute_tiny": (
        _league() + GOOD_AGENTS + '[agents.f]\nseat = "fake"\nrequests_per_minute = 1e-300\n',
        "[agents.f] requests_per_minute",
    ),
    "tokens_per_minute_tiny": (
        _league() + GOOD_AGENTS + '[agents.f]\nseat = "fake"\ntokens_per_minute = 0.001\n',
        "[agents.f] tokens_per_minute",
    ),
    # 1000 rounds of 100,000 hands was accepted: 100,000,000 hands
    "hands_in_all": (_league(rounds="1000", hands="100000") + GOOD_AGENTS, "[league] hands"),
    # a newline in out made a folder with a line break and a two-line summary
    "out_with_newline": (_league(out='"a\\nb"') + GOOD_AGENTS, "[league] out"),
    "out_with_escape": (_league(out='"a\\u001b[2Jb"') + GOOD_AGENTS, "[league] out"),
    # keys quoted from the file reached stderr raw: an ESC sequence could clear the terminal
    "league_key_escape": (_league(**{'"a\\u001b[2Jb"': "1"}) + GOOD_AGENTS, "[league] a\\u001b[2Jb"),
    "league_key_bidi": (_league(**{'"a\\u202eb"': "1"}) + GOOD_AGENTS, "[league] a\\u202eb"),
    "top_table_escape": (_league() + GOOD_AGENTS + '["x\\u001by"]\nk = 1\n', "[x\\u001by]"),
    "variant_key_escape": (
        _league() + '[league.variant.kuhn]\n"a\\u001bb" = 1\n' + GOOD_AGENTS,
        "[league.variant.kuhn] a\\u001bb",
    ),
    "variant_table_line_break": (
        _league() + '[league.variant."a\\u2028b"]\nhands = 1\n' + GOOD_AGENTS,
        "[league.variant.a\\u2028b]",
    ),
    # an agent that is defined but not chosen is listed by name in the message
    "defined_agent_escape": (
        _league(agents='["nope", "house"]') + GOOD_AGENTS + '[agents."a\\u001bb"]\nseat = "house"\n',
        "a\\u001bb",
    ),
    # a 10,000-character key filled the 2,000-character message
    "league_key_10000_chars": (_league(**{"k" * 10_000: "1"}) + GOOD_AGENTS, "[league] kkk"),
}


@pytest.mark.parametrize("text, field", list(CONFIG_CASES.values()), ids=list(CONFIG_CASES))
def test_league_run_refuses_a_hostile_value_in_one_line(tmp_path, cosino_cli, text, field):
    path = tmp_path / "league.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LeagueConfigError):  # checked first: before the fix some of these ran for ever
        load_config(path, check_network=False)
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--quiet", "--no-probe")
    line = _one_line(err)
    assert code == 2 and out == ""
    assert str(path) in line and field in line and len(line) < 400, line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["league.toml"]  # nothing written


def _played(tmp_path: Path, cosino_cli, rank_by: str = '"scores"') -> Path:
    path = tmp_path / "league.toml"
    path.write_text(_league(variants='["leduc"]', rank_by=rank_by) + GOOD_AGENTS)
    code, _out, err = cosino_cli("league", "run", "--config", str(path), "--quiet", "--no-probe")
    assert code == 0, err
    return tmp_path / "out"


def _row(key, value):
    return lambda t: t["table"][0].__setitem__(key, value)


def _reliability(key, value):
    return lambda t: t["reliability"]["house"].__setitem__(key, value)


def _heading(key, value):
    return lambda t: t["league"].__setitem__(key, value)


TABLE_CASES = {
    # each was printed by `league table` with exit 0
    "rank_true": (_row("rank", True), "'rank'"),
    "episodes_negative": (_row("episodes", -5), "'episodes'"),
    "swap_list": (_row("swapWithNext", ["x" * 1000]), "'swapWithNext'"),
    "swap_escape_text": (_row("swapWithNext", "a\u001b[2J\nb"), "'swapWithNext'"),
    "agent_100000_chars": (_row("agent", "a" * 100_000), "'agent'"),
    "fallbacks_escape_text": (_reliability("fallbacks", "a\u001b[2J\nb"), "reliability['house']"),
    "timeouts_long_list": (_reliability("timeouts", list(range(10_000))), "reliability['house']"),
    "decisions_object": (_reliability("decisions", {"a": 1}), "reliability['house']"),
    "name_escape_text": (_heading("name", "a\u001b[2J\nb"), "league.name"),
    "family_100000_chars": (_heading("family", "x" * 100_000), "league.family"),
    "played_list": (_heading("played", [1] * 1000), "league.played"),
}


@pytest.mark.parametrize("edit, field", list(TABLE_CASES.values()), ids=list(TABLE_CASES))
def test_league_table_refuses_an_edited_field_in_one_line(tmp_path, cosino_cli, edit, field):
    out = _played(tmp_path, cosino_cli)
    table = json.loads((out / "league.json").read_text())
    edit(table)
    (out / "league.json").write_text(json.dumps(table))
    code, stdout, err = cosino_cli("league", "table", "--out", str(out))
    line = _one_line(err)
    assert code == 2 and stdout == ""
    assert str(out / "league.json") in line and field in line, line


def _finishes(call, fifo: Path, seconds: float = 30.0):
    """call() on a thread; if it is still blocked on the FIFO after `seconds`, unblock it and fail."""
    import threading

    box = {}
    worker = threading.Thread(target=lambda: box.setdefault("value", call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # EOF for the blocked reader
        worker.join(seconds)
        pytest.fail(f"blocked reading the FIFO {fifo}")
    return box["value"]


def _episode_files(out: Path) -> dict[str, Path]:
    (replay,) = sorted((out / "episodes").glob("*.replay.jsonl"))
    base = str(replay)[: -len(".replay.jsonl")]
    return {kind: Path(f"{base}.{kind}.{ext}") for kind, ext in (("replay", "jsonl"), ("results", "json"))} | {
        "calls": Path(f"{base}.calls.jsonl")
    }


EPISODE_CASES = {
    # a replay line nested 100,000 deep was a RecursionError traceback
    "replay_nested": ("replay", lambda p: p.write_text(p.read_text() + "[" * 100_000 + "]" * 100_000 + "\n")),
    # results without their fields were a KeyError traceback
    "results_fields_missing": ("results", lambda p: p.write_text('{"x": 1}')),
    # results naming another replay were counted in the table
    "results_of_another_replay": (
        "results",
        lambda p: p.write_text(p.read_text().replace('"replaySha256":"', '"replaySha256":"0', 1)),
    ),
    "results_scores_text": (
        "results",
        lambda p: p.write_text(json.dumps({**json.loads(p.read_text()), "scores": ["a", "b"]})),
    ),
    # each of these fields, edited, was a traceback (IndexError, TypeError) in the table's sums
    "results_win_text": ("results", lambda p: _set(p, "win", "x")),
    "results_scored_hands_text": ("results", lambda p: _set(p, "scoredHands", "x")),
    "results_luck_adjusted_short": ("results", lambda p: _set(p, "luckAdjusted", {"net": [1]})),
}


def _set(path: Path, key: str, value) -> None:
    path.write_text(json.dumps({**json.loads(path.read_text()), key: value}))


@pytest.mark.parametrize("kind, edit", list(EPISODE_CASES.values()), ids=list(EPISODE_CASES))
def test_an_edited_episode_file_is_one_line_naming_it(tmp_path, cosino_cli, kind, edit):
    out = _played(tmp_path, cosino_cli, '"luckAdjusted"')
    files = _episode_files(out)
    edit(files[kind])
    shutil.rmtree(out / "integrity-evidence", ignore_errors=True)
    code, stdout, err = cosino_cli("league", "table", "--recompute", "--config", str(tmp_path / "league.toml"))
    line = _one_line(err)
    assert code == 2 and stdout == "" and str(files[kind]) in line, line


@pytest.mark.parametrize("kind", ["results", "calls"])
def test_a_fifo_among_the_episode_files_is_refused_not_waited_on(tmp_path, cosino_cli, kind):
    out = _played(tmp_path, cosino_cli)
    fifo = _episode_files(out)[kind]
    fifo.unlink()
    os.mkfifo(fifo)
    argv = ("league", "run", "--config", str(tmp_path / "league.toml"), "--quiet", "--no-probe")
    code, stdout, err = _finishes(lambda: cosino_cli(*argv), fifo)
    line = _one_line(err)
    assert code == 2 and str(fifo) in line and "not a regular file" in line, line


def test_a_fifo_for_latency_json_does_not_hang_league_table(tmp_path, cosino_cli):
    out = _played(tmp_path, cosino_cli)
    fifo = out / "latency.json"
    fifo.unlink()
    os.mkfifo(fifo)
    code, stdout, err = _finishes(lambda: cosino_cli("league", "table", "--out", str(out)), fifo)
    assert code == 0 and err == "" and "house" in stdout  # the latency columns are an optional note


def test_a_config_file_name_with_an_escape_is_not_the_league_name(tmp_path, cosino_cli):
    # without [league] name the file's stem was the name: ESC reached stdout and the out folder
    path = tmp_path / "a\x1b[2Jb.toml"
    path.write_text(_league(name='"h"').replace('name = "h"\n', "") + GOOD_AGENTS)
    with pytest.raises(LeagueConfigError, match=r"\[league\] name") as caught:
        load_config(path)
    assert "\\x1b" in str(caught.value) and "\x1b" not in str(caught.value)
    # the command line refuses the control character in the path before the file is read
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--quiet", "--no-probe")
    line = _one_line(err)
    assert code == 2 and out == "" and line.startswith("cosino: --config: holds a control character (U+001B"), line
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize(
    "agents, where",
    [
        (GOOD_AGENTS + "k" * 100 + " = 1\n", "[agents.random] " + "k" * 57 + "...: unknown field"),
        (
            GOOD_AGENTS + '[agents."' + "n" * 100 + '"]\nseat = "house"\n',
            "[agents." + "n" * 57 + "...]: agent names use",
        ),
    ],
    ids=["field", "agent"],
)
def test_a_long_name_in_a_where_part_is_cut_with_three_dots(tmp_path, agents, where):
    # the quotes were stripped after the cut, taking one of its dots: "[agents.random] kkk..k..: unknown field"
    path = tmp_path / "league.toml"
    path.write_text(_league() + agents)
    with pytest.raises(LeagueConfigError) as caught:
        load_config(path)
    assert where in str(caught.value), str(caught.value)
