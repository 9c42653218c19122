"""What the docs promise about the command line, held to the code (docs review, 2026-12-02)."""

from __future__ import annotations

import re
import sqlite3

import pytest

PHH = (
    "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
    "players = ['al', 'bo']\n"
    "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cc', 'd db 2h3h4c', 'p1 cbr 10', 'p2 f']\n"
)


def _help(capsys, *argv: str) -> str:
    from cosino_runtime.cli import main

    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_play_help_names_each_seat_kinds_argument_as_the_readme_does(capsys):
    text = _help(capsys, "play")
    for kind in (
        "remote:<url>",
        "openai:<model>",
        "bedrock:<model id>",
        "acpc:<host>:<port>",
        "fake:<style>",
        "advisor[:N[:showdown]]",
        "openspiel:<policy.json>",
        "feeder:<alias>",
    ):
        assert kind in text, kind
    assert "<arg>" not in text


def test_advise_help_states_the_equity_default_once(capsys):
    text = _help(capsys, "advise")
    assert "equity samples (default: 1000)" in text and "(default 1000)" not in text


def test_bench_help_says_what_seconds_means_for_variance(capsys):
    assert "bench variance: episodes per row" in _help(capsys, "bench")


def test_session_analyze_shows_the_start_of_each_hands_digest(tmp_path, cosino_cli):
    hands = tmp_path / "hands.phh"
    hands.write_text(PHH)
    db = tmp_path / "session.sqlite"
    code, _, err = cosino_cli("session", "import", str(hands), "--db", str(db), "--equity", "20", "--rollouts", "20")
    assert code == 0, err
    with sqlite3.connect(db) as conn:
        source = conn.execute("SELECT source FROM decisions").fetchone()[0]
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert "chars, sha256" not in out  # was the digest's own clip marker, with no character of it
    rows = [line for line in out.splitlines() if " hand " in line and " #" in line]
    assert rows and all(line.split()[0] == source[:12] for line in rows), (source, rows)
    assert re.fullmatch(r"[0-9a-f]{12}", source[:12])
