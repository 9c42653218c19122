"""The command line: one-line errors with exit status 2, nothing half-written."""

from __future__ import annotations

import json


def test_unknown_variant_exits_2_and_writes_nothing(cosino_cli, tmp_path):
    out = tmp_path / "out"
    code, _, err = cosino_cli("play", "--variant", "chess", "--seats", "house,house", "--out", str(out))
    assert code == 2 and err.count("\n") == 1 and "unknown variant 'chess'" in err
    assert not out.exists()


def test_unknown_seat_exits_2(cosino_cli, tmp_path):
    out = tmp_path / "out"
    code, _, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,grandmaster", "--out", str(out))
    assert code == 2 and "seat 2 ('grandmaster')" in err and err.count("\n") == 1
    assert not out.exists()


def test_play_then_verify(cosino_cli, tmp_path):
    code, out, _ = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--seed", "1", "--out", str(tmp_path)
    )
    assert code == 0 and "Sprocket" in out
    replay = next(tmp_path.glob("*.replay.jsonl"))
    results = next(tmp_path.glob("*.results.json"))
    code, out, _ = cosino_cli("verify", str(replay), str(results))
    assert code == 0 and out.startswith(f"OK: {replay} re-runs line for line\nrecomputed results SHA-256: ")
    assert len(out.splitlines()[1].split(": ")[1]) == 64


def test_verify_of_truncated_replay_exits_2(cosino_cli, tmp_path):
    cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--hands", "2", "--out", str(tmp_path))
    replay = next(tmp_path.glob("*.replay.jsonl"))
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(replay.read_bytes()[:-5])
    code, out, err = cosino_cli("verify", str(bad))
    assert code == 2 and str(bad) in err and "truncated" in err and out == ""


def test_missing_file_exits_2(cosino_cli, tmp_path):
    code, _, err = cosino_cli("verify", str(tmp_path / "nope.jsonl"))
    assert code == 2 and "nope.jsonl: cannot read" in err


def test_deadline_guard_refunds_and_verifies(cosino_cli, tmp_path):
    code, out, err = cosino_cli(
        "play",
        "--variant",
        "holdem-hu",
        "--seats",
        "house,random",
        "--hands",
        "6",
        "--seed",
        "4",
        "--out",
        str(tmp_path),
        "--deadline",
        "0",
    )
    assert code == 0, err
    import json

    results = json.loads(next(tmp_path.glob("*.results.json")).read_text())
    assert results["reason"] == "deadline" and results["voidHands"] == [0] and results["scoredHands"] == 0
    assert results["net"] == [0, 0]
    replay = next(tmp_path.glob("*.replay.jsonl"))
    code, out, _ = cosino_cli("verify", str(replay), str(next(tmp_path.glob("*.results.json"))))
    assert code == 0 and out.startswith("OK: ")


def test_negative_deadline_exits_2(cosino_cli, tmp_path):
    code, _, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,house", "--deadline", "-1", "--out", str(tmp_path / "o")
    )
    assert code == 2 and "--deadline" in err
    assert not (tmp_path / "o").exists()


def test_rerun_into_the_same_out_says_it_shows_the_stored_episode(cosino_cli, tmp_path):
    argv = ("play", "--variant", "kuhn", "--seats", "house,random", "--hands", "2", "--out", str(tmp_path))
    code, first, err = cosino_cli(*argv)
    assert code == 0 and "already finished" not in err
    replay = next(tmp_path.glob("*.replay.jsonl"))
    before = replay.read_bytes()
    code, second, err = cosino_cli(*argv, "--deadline", "30")  # only the guard changed
    assert code == 0
    assert f"episode {replay.name.split('.')[0]} already finished: showing it" in err
    assert replay.read_bytes() == before


def test_budget_cut_and_unpaired_pairs_are_reported(cosino_cli, tmp_path):
    code, out, err = cosino_cli(
        "play",
        "--variant",
        "holdem-hu",
        "--seats",
        "house,random",
        "--hands",
        "40",
        "--budget",
        "15",
        "--out",
        str(tmp_path),
    )
    assert code == 0, err
    results = json.loads(next(tmp_path.glob("*.results.json")).read_text())
    assert results["reason"] == "budget"
    assert f"the decision budget ended the episode: {results['scoredHands']} of 40 hands scored" in err
    code, out, err = cosino_cli(
        "play", "--variant", "holdem-hu", "--seats", "house,random", "--hands", "3", "--out", str(tmp_path / "odd")
    )
    assert code == 0 and "duplicate pair(s) of hands 3+4 left unpaired" in err


def test_reliability_summary_and_fallback_warning(cosino_cli, tmp_path):
    code, out, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,fake:garbage", "--hands", "2", "--out", str(tmp_path)
    )
    assert code == 0, err
    assert "decisions  fallbacks" in out
    row = next(
        line
        for line in out.splitlines()
        if "fake:garbage" in line
        and "fallbacks" not in line
        and line.split()[2:3]
        and line.split()[2].isdigit()
        and len(line.split()) >= 8
    )
    decisions, fallbacks = int(row.split()[2]), int(row.split()[3])
    assert decisions > 0 and fallbacks == decisions
    assert f"fell back on {fallbacks} of {decisions} decisions" in err


def test_scores_print_with_four_decimals_and_files_keep_exact_values(cosino_cli, tmp_path):
    code, out, _ = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--seed", "1", "--out", str(tmp_path)
    )
    assert code == 0
    results = json.loads(next(tmp_path.glob("*.results.json")).read_text())
    row = next(line for line in out.splitlines() if line.startswith(results["seats"][0]))
    score = row.split()[3]
    assert len(score.split(".")[1]) == 4
    assert abs(float(score) - float(results["scores"][0])) < 1e-4


def test_help_shows_defaults_variants_and_seat_kinds(capsys):
    import pytest

    from cosino_runtime.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    for needle in (
        "(default: 2)",
        "Default: 0, or a fresh secret one",
        "(default: runs)",
        "(default: 220)",
        "holdem-6max",
        "hearts",
        "remote:<url>",
        "advisor",
    ):
        assert needle in text, needle


def test_calibrate_writes_no_doc_unless_asked(cosino_cli, tmp_path, monkeypatch):
    docs = tmp_path / "docs"
    docs.mkdir()
    shipped = docs / "collusion-calibration.md"
    shipped.write_text("shipped")
    monkeypatch.chdir(tmp_path)  # as if run from the repository root
    code, out, err = cosino_cli("calibrate", "collusion", "--episodes", "1", "--hands", "1")
    assert code == 0, err
    assert shipped.read_text() == "shipped" and "# Collusion audit: calibration" in out
    target = tmp_path / "mine.md"
    code, out, err = cosino_cli("calibrate", "collusion", "--episodes", "1", "--hands", "1", "--doc", str(target))
    assert code == 0 and target.read_text().startswith("# Collusion audit: calibration")
    code, out, err = cosino_cli("calibrate", "collusion", "--doc", str(docs))
    assert code == 2 and "is a folder" in err and err.count("\n") == 1


def test_the_example_state_is_advised(cosino_cli):
    """examples/STATE.json is the complete example docs/advisor.md shows: `cosino advise` runs it."""
    from pathlib import Path

    example = Path(__file__).resolve().parent.parent / "examples" / "STATE.json"
    code, out, err = cosino_cli("advise", str(example), "--rollouts", "200", "--equity", "200")
    assert code == 0, err
    assert "Ah5h" in out and "recommendation:" in out and "to call 8" in out


def test_league_table_without_arguments_shows_the_newest_league(cosino_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("league", "table")
    assert code == 2 and out == "" and "no league table found" in err and len(err.strip().splitlines()) == 1
    (tmp_path / "league.toml").write_text(
        '[league]\nname = "t"\nvariants = ["kuhn"]\nhands = 2\nbootstrap = 5\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    code, _, err = cosino_cli("league", "run", "--config", "league.toml", "--quiet")
    assert code == 0, err
    code, out, err = cosino_cli("league", "table")
    assert code == 0, err
    assert out.startswith("league t (poker): 1/1 episodes") and "house" in out and "random" in out


def test_every_command_renders_its_help(capsys):
    """argparse formats help text with %, so one stray percent sign breaks `cosino --help`."""
    import argparse

    import pytest

    from cosino_runtime.cli import build_parser

    parser = build_parser()
    commands = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)][0].choices
    for argv in [[]] + [[name] for name in commands]:
        with pytest.raises(SystemExit) as stop:
            parser.parse_args(argv + ["--help"])
        assert stop.value.code == 0, argv
        assert "usage: cosino" in capsys.readouterr().out, argv


def test_errors_never_hand_a_terminal_control_or_bidi_mark_from_a_path_or_value(cosino_cli, tmp_path):
    hostile = "x\x1b[2J\u202ey\u200b\x85z"
    bad = tmp_path / f"{hostile}.replay.jsonl"
    bad.write_text('{"a": 1}\n')
    runs = [
        cosino_cli("verify", str(bad)),  # a CosinoError quoting the path
        cosino_cli("advise", str(tmp_path / hostile)),  # an OSError's filename
        cosino_cli("play", "--variant", hostile, "--seats", "house,house", "--out", str(tmp_path / "o")),
    ]
    for i, (code, out, err) in enumerate(runs):
        assert code == 2 and err.count("\n") == 1, err
        assert not any(not c.isprintable() for c in err.rstrip("\n")), repr(err)
        if i < 2:  # paths: named, escaped, so the user still sees which (the parser quotes the control)
            assert "x\\x1b[2J\\u202ey\\u200b" in err, err
