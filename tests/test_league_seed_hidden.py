"""The league seed deals every card of every episode, so nothing the league publishes names it
while an episode is left to play; the finished league names it, so anyone can replay the schedule."""

from __future__ import annotations

import json
from pathlib import Path

from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import schedule
from cosino_runtime.league.runner import run_league

SEED = 987654321987654321  # digits that appear nowhere else by chance


def _config(tmp_path: Path):
    path = tmp_path / "league.toml"
    path.write_text(
        "\n".join(
            [
                "[league]",
                'name = "hidden"',
                'variants = ["kuhn", "leduc"]',
                "hands = 2",
                f"seed = {SEED}",
                'out = "out"',
                "bootstrap = 10",
                "[agents.house]",
                'seat = "house"',
                "[agents.random]",
                'seat = "random"',
            ]
        )
        + "\n"
    )
    return load_config(path, check_network=False)


def _published(out: Path) -> dict[str, bytes]:
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_no_published_file_names_the_league_seed_until_the_last_episode_is_played(tmp_path):
    config = _config(tmp_path)
    scheduled = len(schedule(config))
    assert scheduled >= 2
    run_league(config, progress=False, limit=1)  # one episode played, the rest still to come
    files = _published(config.out)
    assert {"league.json", "integrity.json", "manifest.json"} <= set(files)
    for name, data in files.items():
        assert str(SEED).encode() not in data, name
    board = json.loads(files["league.json"])
    assert board["league"]["played"] == 1 and board["league"]["scheduled"] == scheduled
    assert "seed" not in board["league"]
    assert "seed" not in json.loads(files["integrity.json"])["method"]

    run_league(config, progress=False)
    files = _published(config.out)
    board = json.loads(files["league.json"])
    assert board["league"]["played"] == scheduled
    assert board["league"]["seed"] == SEED  # now it may be known: every deal is over
    assert json.loads(files["integrity.json"])["method"]["seed"] == SEED
