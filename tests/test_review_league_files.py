"""A league's own files as hostile input: a config at a FIFO, and files in the out folder that a
run or `league table --recompute` reads back before rewriting (the integrity report, the latency
file, the integrity evidence cache) made huge. Each is one line and exit 2, or read as stale and
rewritten: never a hang, never a MemoryError."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cosino_runtime.league.config import LeagueConfigError, load_config

CONFIG = """[league]
name = "f"
variants = ["kuhn"]
hands = 2
rounds = 1
seed = 3
out = "out"
bootstrap = 0
[agents.house]
seat = "house"
[agents.random]
seat = "random"
"""
HUGE = 1 << 40  # a sparse file: nothing is written, but reading it whole asks for a terabyte


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_config_at_a_fifo_is_refused_not_waited_on(tmp_path):
    path = tmp_path / "league.toml"
    os.mkfifo(path)  # no writer: a blocking open would wait for ever
    with pytest.raises(LeagueConfigError, match="not a regular file"):
        load_config(path)


def test_a_config_name_too_long_for_the_system_is_one_line(tmp_path):
    """Path.is_dir raised ENAMETOOLONG before the bounded reader was reached: a traceback."""
    with pytest.raises(LeagueConfigError, match="cannot read"):
        load_config(tmp_path / ("a" * 5000))


def _played(tmp_path: Path, cosino_cli) -> Path:
    config = tmp_path / "league.toml"
    config.write_text(CONFIG)
    code, _, err = cosino_cli("league", "run", "--config", str(config))
    assert code == 0, err
    return config


def _sparse(path: Path) -> None:
    with open(path, "wb") as fh:
        fh.truncate(HUGE)


@pytest.mark.parametrize("name", ["integrity.json", "latency.json", "evidence"])
def test_a_huge_file_in_the_out_folder_is_rewritten_not_read_whole(tmp_path, cosino_cli, name):
    config = _played(tmp_path, cosino_cli)
    out = tmp_path / "out"
    before = {p: p.read_bytes() for p in [out / "integrity.json", out / "latency.json"]}
    evidence = sorted((out / "integrity-evidence").iterdir())
    kept = evidence[0].read_bytes()
    target = evidence[0] if name == "evidence" else out / name
    _sparse(target)
    code, _, err = cosino_cli("league", "table", "--config", str(config), "--recompute")
    assert code == 0, err
    assert (out / "integrity.json").read_bytes() == before[out / "integrity.json"]
    assert evidence[0].read_bytes() == kept  # the damaged cache entry is made again
    if name == "latency.json":  # wall-clock figures: only its shape is the same
        assert (out / name).stat().st_size < 1 << 20
