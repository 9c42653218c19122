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
