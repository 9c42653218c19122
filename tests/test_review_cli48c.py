"""The command line as a new user meets it: how ``cosino review`` counts hands, the paths ``league``
prints, where ``train --out`` may write, and every subcommand that takes a path fed a hostile one."""

from __future__ import annotations

import json
import os
import re

import pytest

FAST = ("--rollouts", "10", "--equity", "10", "--subgame", "off")

HEADS_UP = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ['d dh p1 AsAd', 'd dh p2 7s2h', 'p2 cc', 'p1 cc', 'd db Kc8d3h', 'p1 cbr 4', 'p2 f']
players = ['Annabel', 'Bartholomew']
"""


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    out = tmp_path_factory.mktemp("episode")
    play(EpisodeConfig("holdem-hu", ("house", "random"), 2, 3), out)
    (path,) = out.rglob("*.replay.jsonl")
    return path


def _heads(out: str) -> list[str]:
    return [line.split(" (", 1)[0] for line in out.splitlines() if line.startswith("=== ")]


# --- (1) cosino review counts hands from 1 for both inputs, as the viewer does -------------------------


def test_review_counts_a_replays_hands_from_1_as_the_viewer(cosino_cli, replay):
    """A replay's first hand is "hand 1", its first action "decision 1": the viewer's ``hand ${h.hand + 1}``
    and ``?hand=N``. Before: "=== hand 0 decision 0" for a replay but "=== hand 1" for a PHH file's [1]."""
    seats = {r["hand"]: r for r in map(json.loads, replay.read_text().splitlines()) if r.get("type") == "hand"}
    assert sorted(seats) == [0, 1]  # the replay's own index is 0-based
    code, out, err = cosino_cli("review", str(replay), "--seat", "Sprocket", *FAST)
    assert code == 0, err
    heads = _heads(out)
    assert heads and heads[0].startswith("=== hand 1 decision ")
    assert {re.match("=== hand ([0-9]+) ", h).group(1) for h in heads} <= {"1", "2"}
    assert all(not h.startswith("=== hand 0") and " decision 0" not in h for h in heads)


def test_review_counts_a_phh_files_hands_from_1(cosino_cli, tmp_path):
    """A single-hand .phh is "hand 1" (before: "hand 0", its missing label's stand-in), a .phhs's hands by
    place, with a section label that differs from the place after it (``phh replay`` prints it too)."""
    single = tmp_path / "one.phh"
    single.write_text(HEADS_UP)
    code, out, err = cosino_cli("review", str(single), "--seat", "Annabel", *FAST)
    assert code == 0, err
    assert _heads(out) == ["=== hand 1 decision 2", "=== hand 1 decision 3"]
    many = tmp_path / "many.phhs"
    many.write_text(f"[2]\n{HEADS_UP}\n[b]\n{HEADS_UP}\n[3]\n{HEADS_UP}")
    code, out, err = cosino_cli("review", str(many), "--seat", "Bartholomew", *FAST)
    assert code == 0, err
    assert _heads(out) == [
        "=== hand 1 [2] decision 1",
        "=== hand 1 [2] decision 4",
        "=== hand 2 [b] decision 1",
        "=== hand 2 [b] decision 4",
        "=== hand 3 decision 1",
        "=== hand 3 decision 4",
    ]


def test_review_keeps_its_seeds(cosino_cli, tmp_path):
    """The advisor's seed is still made of the hand's label and 0-based index, so every figure a review
    printed before is printed again: only the heading changed (the report under it is byte for byte the same
    as ``analyze`` with the old seed)."""
    from dataclasses import replace

    from cosino.advisor.pipeline import analyze, observe_hand_history
    from cosino_runtime.cli import build_parser
    from cosino_runtime.commands.advise import config_from
    from cosino_runtime.commands.review import taken_candidate

    single = tmp_path / "one.phh"
    single.write_text(HEADS_UP)
    code, out, err = cosino_cli("review", str(single), "--seat", "Annabel", *FAST, "--seed", "7")
    assert code == 0, err
    (obs, _) = observe_hand_history(single, "Annabel")
    assert (obs.meta["hand"], obs.meta["decision"]) == ("0", 1)
    args = build_parser().parse_args(["review", str(single), "--seat", "Annabel", *FAST, "--seed", "7"])
    config = replace(config_from(args), extra_candidates=(taken_candidate(obs.meta),), seed="7/0/1")
    assert analyze(obs, config).format() in out


# --- (2) cosino league prints its out folder as the user would type it back ------------------------------

LEAGUE = """\
[league]
name = "t"
variants = ["kuhn"]
hands = 2
rounds = 1
seed = 1
out = "../runs/lg"
bootstrap = 10

[agents.house]
seat = "house"

[agents.random]
seat = "random"
"""


def test_league_run_prints_the_out_folder_normalised(cosino_cli, tmp_path, monkeypatch):
    """``[league] out = "../runs/lg"`` in ``cfg/l.toml``: before, ``table: cfg/../runs/lg/league.json`` (and
    ``--check`` said ``in cfg/../runs/lg``); now ``runs/lg/league.json``, the path to type back."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "l.toml").write_text(LEAGUE)
    code, out, err = cosino_cli("league", "run", "--config", "./cfg/l.toml", "--quiet")
    assert code == 0, err
    assert out.splitlines()[-1] == "played 1, already done 0; table: runs/lg/league.json"
    assert (tmp_path / "runs" / "lg" / "league.json").is_file()
    code, out, err = cosino_cli("league", "table", "--check", "--config", "cfg/l.toml")
    assert code == 0, err
    assert out.startswith("ok: league.json, manifest.json and integrity.json in runs/lg follow")


def test_league_run_keeps_dot_dot_after_a_link(cosino_cli, tmp_path, monkeypatch):
    """``lnk -> real/deep``: ``lnk/../runs`` is ``real/runs``, so the short form ``runs`` would name another
    folder; the path is printed as the config's folder and ``out`` give it (``lnk/../runs/lg/league.json``)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "real" / "deep").mkdir(parents=True)
    (tmp_path / "real" / "deep" / "l.toml").write_text(LEAGUE)
    os.symlink("real/deep", tmp_path / "lnk")
    code, out, err = cosino_cli("league", "run", "--config", "lnk/l.toml", "--quiet")
    assert code == 0, err
    assert out.splitlines()[-1].endswith("table: lnk/../runs/lg/league.json")
    assert (tmp_path / "real" / "runs" / "lg" / "league.json").is_file() and not (tmp_path / "runs").exists()


def test_files_write_beside_a_link_and_dot_dot(tmp_path, monkeypatch):
    """Under ``lnk -> real/deep``, ``lnk/../out`` is ``real/out``. mkstemp returned its temporary name through
    abspath, which folds ``lnk/..`` by the letters: before, each writer raised FileNotFoundError (the league
    above stopped at its first replay, exit 2, with the episode stored but no replay), and ``output_problem``
    said "its folder does not exist" of ``lnk/../out/x``; now all three write into ``real/out``."""
    from cosino.primitives.files import create_once, output_problem, write_all_or_none, write_atomic

    monkeypatch.chdir(tmp_path)
    (tmp_path / "real" / "deep").mkdir(parents=True)
    (tmp_path / "real" / "out").mkdir()
    os.symlink("real/deep", tmp_path / "lnk")
    assert output_problem("lnk/../out/a.json") is None
    assert output_problem("lnk/../nowhere/a.json") == "its folder does not exist"
    write_atomic("lnk/../out/a.json", "a")
    assert create_once("lnk/../out/b.json", b"b") is True
    write_all_or_none([("lnk/../out/c.json", "c")])
    assert sorted(p.name for p in (tmp_path / "real" / "out").iterdir()) == ["a.json", "b.json", "c.json"]
