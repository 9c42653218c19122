"""Concurrent leagues on the embedded default: the same bytes as a sequential league, resumable,
with a progress display of episodes done, in flight and decisions per second."""

from __future__ import annotations

import io
import json
import threading
from pathlib import Path

import pytest

from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.league.episodes import schedule
from cosino_runtime.league.runner import run_league

AGENTS = """
[agents.house]
seat = "house"
[agents.random]
seat = "random"
[agents.fj]
seat = "fake"
style = "json"
[agents.fm]
seat = "fake"
style = "mixed"
latency = 0.002
"""


def league(tmp_path: Path, name: str, extra: str = "", rounds: int = 2) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    path = folder / "league.toml"
    path.write_text(
        f'[league]\nname = "c"\nvariants = ["kuhn", "leduc"]\nhands = 3\nrounds = {rounds}\nseed = 11\n'
        f'out = "out"\nbootstrap = 20\n{extra}\n{AGENTS}'
    )
    return path


def episode_files(out: Path) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in sorted((out / "episodes").iterdir())
        if p.name.endswith((".replay.jsonl", ".results.json"))
    }


def test_a_concurrent_league_writes_the_bytes_of_a_sequential_one(tmp_path):
    sequential = run_league(load_config(league(tmp_path, "seq")), progress=False)
    stream = io.StringIO()
    concurrent = run_league(load_config(league(tmp_path, "par", "concurrency = 6")), stream=stream)
    assert concurrent.played == sequential.played == len(schedule(load_config(league(tmp_path, "n"))))
    seq_out, par_out = sequential.path.parent, concurrent.path.parent
    assert episode_files(par_out) == episode_files(seq_out)  # every replay and results file, byte for byte
    assert (par_out / "manifest.json").read_bytes() == (seq_out / "manifest.json").read_bytes()
    assert concurrent.path.read_bytes() == sequential.path.read_bytes()  # league.json, byte for byte
    rel = json.loads(concurrent.path.read_bytes())["reliability"]
    latency = json.loads((par_out / "latency.json").read_bytes())["latencyMs"]  # the wall clock, beside it
    assert rel["fm"]["decisions"] > 0 and latency["fm"]["calls"] == rel["fm"]["decisions"]
    shown = stream.getvalue()
    assert f"{concurrent.played}/{concurrent.played} episodes" in shown
    assert "in flight" in shown and "decisions/s" in shown


def test_an_interrupted_concurrent_league_resumes_to_the_sequential_table(tmp_path, monkeypatch):
    path = league(tmp_path, "par", "concurrency = 4", rounds=3)
    config = load_config(path)
    real = league_runner.build_inner
    count = {"n": 0}
    lock = threading.Lock()

    def flaky(agent, variant, rng):
        with lock:
            count["n"] += 1
            if count["n"] == 40:
                raise KeyboardInterrupt  # a Ctrl-C in the middle of several episodes
        return real(agent, variant, rng)

    monkeypatch.setattr(league_runner, "build_inner", flaky)
    with pytest.raises(KeyboardInterrupt):
        run_league(config, progress=False)
    monkeypatch.setattr(league_runner, "build_inner", real)
    done = [i for i in schedule(config) if (config.out / "episodes" / f"{i.episode_id}.results.json").exists()]
    assert len(done) < len(schedule(config))
    resumed = run_league(config, progress=False)
    assert resumed.resumed == len(done) and resumed.played == len(schedule(config)) - len(done)
    fresh = run_league(load_config(league(tmp_path, "seq", rounds=3)), progress=False)
    assert episode_files(resumed.path.parent) == episode_files(fresh.path.parent)
    assert resumed.path.read_bytes() == fresh.path.read_bytes()


def test_concurrency_is_bounded_in_the_config_and_on_the_command_line(tmp_path, cosino_cli):
    with pytest.raises(LeagueConfigError, match="concurrency"):
        load_config(league(tmp_path, "big", "concurrency = 100000"))
    with pytest.raises(LeagueConfigError, match="concurrency"):
        load_config(league(tmp_path, "zero", "concurrency = 0"))
    path = league(tmp_path, "cli", rounds=1)
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--concurrency", "0", "--quiet")
    assert code == 2 and "--concurrency 0" in err
    code, out, err = cosino_cli("league", "run", "--config", str(path), "--concurrency", "3", "--quiet")
    assert code == 0, err
    assert "played 12" in out
