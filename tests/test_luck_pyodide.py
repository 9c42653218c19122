"""The luck adjustment is byte-identical between CPython and Pyodide (issue 17).

Replays of the supported variants (house against random seats, a few hands each, so flops,
all-ins and the preflop Monte Carlo all occur) are written once; the same script prints the
SHA-256 of the canonical ``luckAdjusted`` bytes of each under CPython and under Pyodide.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.pyodide_env import play_seeded, pyodide_missing

from cosino.primitives.canonical import jsonl_bytes
from cosino_devtools.bench.audit import build_core_wheel, run_in_pyodide

ROOT = Path(__file__).resolve().parent.parent
EPISODES = {
    "holdem-hu": (("house", "random"), 12),
    "holdem-6max": (("house", "random") * 3, 6),
    "headsup": (("random", "house"), 8),
    "leduc": (("house", "random"), 20),
}
SCRIPT = """
import hashlib, os
from cosino.arena.replay import read_replay
from cosino.diagnostics.luck import luck_adjusted
from cosino.primitives.canonical import dump_bytes
for name in sorted(os.listdir(FOLDER)):
    records = read_replay(open(FOLDER + "/" + name, "rb").read(), name)
    print(name, hashlib.sha256(dump_bytes(luck_adjusted(records))).hexdigest())
"""


def _play(variant: str, agents: tuple[str, ...], hands: int, seed: int) -> list[dict]:
    return play_seeded(variant, agents, hands, seed, budget_per_hand=60)


@pytest.mark.skipif(pyodide_missing() is not None, reason=str(pyodide_missing()))
def test_luck_adjustment_bytes_are_identical_in_pyodide(tmp_path):
    folder = tmp_path / "replays"
    folder.mkdir()
    for variant, (agents, hands) in EPISODES.items():
        (folder / f"{variant}.jsonl").write_bytes(jsonl_bytes(_play(variant, agents, hands, 17)))
    here = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("FOLDER", repr(str(folder)))],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert here.returncode == 0, here.stderr[-2000:]
    remote = "/replays"
    files = {path: f"{remote}/{path.name}" for path in sorted(folder.iterdir())}
    there = run_in_pyodide(build_core_wheel(tmp_path / "wheel"), files, SCRIPT.replace("FOLDER", repr(remote)))
    assert there.returncode == 0, there.stderr[-2000:]
    assert len(here.stdout.splitlines()) == len(EPISODES)
    assert there.stdout == here.stdout
