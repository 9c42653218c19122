"""The league integrity report is byte-identical between CPython and Pyodide (issue 16): the
browser recomputes it from the replays alone. A small six-max league with a planted dumper and
a Hearts league are written once, and heads-up Hold'em, Leduc and Kuhn leagues with the planted
rememberer (the mirror section); the same script prints the SHA-256 of the canonical report
bytes under both interpreters."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.pyodide_env import play_seeded, pyodide_missing

from cosino.primitives.canonical import jsonl_bytes
from cosino_devtools import mirror_calibrate
from cosino_devtools.bench.audit import build_core_wheel, run_in_pyodide

ROOT = Path(__file__).resolve().parent.parent
LEAGUES = {
    "holdem-6max": (("dumper:Gizmo", "receiver:Sprocket", "house", "random", "house", "random"), 12, 4),
    "hearts": (("house", "random", "house", "random"), 4, 3),
}
SCRIPT = """
import hashlib, os
from cosino.arena.replay import read_replay
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.primitives.canonical import dump_bytes
for variant in ("hearts", "holdem-6max", "holdem-hu", "leduc", "kuhn"):
    names = sorted(n for n in os.listdir(FOLDER) if n.startswith(variant + "-"))
    evidence = [(n, episode_evidence(read_replay(open(FOLDER + "/" + n, "rb").read(), n))) for n in names]
    print(variant, hashlib.sha256(dump_bytes(league_integrity(evidence, seed=5))).hexdigest())
"""


def _play(variant: str, agents: tuple[str, ...], hands: int, seed: int) -> list[dict]:
    return play_seeded(variant, agents, hands, seed, budget_per_hand=240)


@pytest.mark.skipif(pyodide_missing() is not None, reason=str(pyodide_missing()))
def test_league_integrity_bytes_are_identical_in_pyodide(tmp_path):
    folder = tmp_path / "replays"
    folder.mkdir()
    for variant, (agents, hands, count) in LEAGUES.items():
        for i in range(count):
            (folder / f"{variant}-{i}.jsonl").write_bytes(jsonl_bytes(_play(variant, agents, hands, 40 + i)))
    # Heads-up with the planted rememberer (it needs its harness's memory): the mirror section flags it.
    for i in range(6):
        records = mirror_calibrate.play_records("hu-rememberer", 0, i)
        (folder / f"holdem-hu-{i}.jsonl").write_bytes(jsonl_bytes(records))
    # Kuhn and Leduc with the planted rememberer: their own mirror units, the board completed from the seed.
    for game in ("leduc", "kuhn"):
        for i in range(12):
            records = mirror_calibrate.play_records(f"{game}-rememberer", 0, i)
            (folder / f"{game}-{i}.jsonl").write_bytes(jsonl_bytes(records))
    here = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("FOLDER", repr(str(folder)))],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert here.returncode == 0, here.stderr[-2000:]
    files = {path: f"/replays/{path.name}" for path in sorted(folder.iterdir())}
    there = run_in_pyodide(build_core_wheel(tmp_path / "wheel"), files, SCRIPT.replace("FOLDER", repr("/replays")))
    assert there.returncode == 0, there.stderr[-2000:]
    assert len(here.stdout.splitlines()) == len(LEAGUES) + 3
    assert there.stdout == here.stdout
