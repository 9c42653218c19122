"""``cosino bench audit``: the collusion audit of a 16-hand six-max episode, CPython and Pyodide.

One episode of house seats is played (seed 4, ``holdem-6max``, 16 hands) and its replay written
to a temporary folder. CPython times ``collusion_audit`` on the parsed records; then the core
wheel is built with ``pip wheel --no-deps ./core``, Pyodide boots once from
``node_modules/pyodide`` under Node (``tests/pyodide_node/run.mjs``) and times the same call on
the same bytes. Both print the SHA-256 of the canonical audit bytes, so the run also shows the
two interpreters agree. Goals: under 1 s in CPython, under 5 s in Pyodide.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RUNNER = ROOT / "tests" / "pyodide_node" / "run.mjs"
SEED = 4
HANDS = 16

TIMING = """
import hashlib, time
from cosino.primitives.canonical import dump_bytes
from cosino.diagnostics.collusion import collusion_audit
from cosino.arena.replay import read_replay
records = [r for r in read_replay(open(PATH, "rb").read()) if r["type"] != "audit"]
times = []
for _ in range(REPEAT):
    start = time.perf_counter()
    audit = collusion_audit(records)
    times.append(time.perf_counter() - start)
times.sort()
digest = hashlib.sha256(dump_bytes(audit)).hexdigest()
print(LABEL, digest, f"{times[0]:.3f}", f"{times[len(times) // 2]:.3f}", len(times))
"""


def build_core_wheel(dest: Path) -> Path:
    """``pip wheel --no-deps`` of a clean copy of core/; returns the wheel's path."""
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "core"
        shutil.copytree(ROOT / "core", src, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        base = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(src), "-w", str(dest)]
        # The venv's own setuptools is used when it is new enough; otherwise pip's isolated build.
        done = subprocess.run(base[:5] + ["--no-build-isolation"] + base[5:], capture_output=True, text=True, cwd=tmp)
        if done.returncode != 0:
            done = subprocess.run(base, capture_output=True, text=True, cwd=tmp)
    if done.returncode != 0:
        raise RuntimeError(f"pip wheel ./core failed: {done.stderr.strip()[-400:]}")
    wheels = sorted(dest.glob("cosino_core-*.whl"))
    if not wheels:
        raise RuntimeError("pip wheel ./core produced no cosino_core wheel")
    return wheels[-1]


def run_in_pyodide(wheel: Path, files: dict[Path, str], code: str, timeout: float = 600) -> subprocess.CompletedProcess:
    """Run ``code`` in one Pyodide boot under Node with the wheel installed and ``files`` copied in."""
    if shutil.which("node") is None:
        raise RuntimeError("node is not installed: Pyodide runs under Node here")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        raise RuntimeError("node_modules/pyodide is missing: run `npm ci` (make test does)")
    cmd = ["node", str(RUNNER), "--wheel", str(wheel)]
    for local, remote in files.items():
        cmd += ["--put", f"{local}={remote}"]
    cmd += ["-"]
    return subprocess.run(cmd, input=code, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def play_episode(out: Path) -> Path:
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.primitives.canonical import jsonl_bytes
    from cosino.seats.house import decision_rng, make_seat

    config = EpisodeConfig("holdem-6max", ("house",) * 6, HANDS, SEED, budget=HANDS * 60)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, obs = pending
        episode.decide(make_seat("house", config.variant, decision_rng(SEED, slot, episode.decisions)).act(obs))
    path = out / "audit-bench.replay.jsonl"
    path.write_bytes(jsonl_bytes(episode.records))
    return path


def run(args: argparse.Namespace) -> int:
    repeat = max(3, int(getattr(args, "seconds", 2.0) * 2))
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        replay = play_episode(out)
        folds = replay.read_bytes().count(b'"action":"fold"')
        print(f"episode: holdem-6max, {HANDS} hands, house seats, seed {SEED}: {folds} folds priced")
        code = (
            TIMING.replace("PATH", repr(str(replay))).replace("REPEAT", str(repeat)).replace("LABEL", repr("cpython"))
        )
        namespace: dict = {}
        exec(compile(code, "<bench-audit>", "exec"), namespace)  # prints the CPython line
        start = time.perf_counter()
        wheel = build_core_wheel(out / "wheel")
        print(f"core wheel built in {time.perf_counter() - start:.1f} s: {wheel.name}")
        start = time.perf_counter()
        remote = "/bench/audit.replay.jsonl"
        pyodide_code = (
            TIMING.replace("PATH", repr(remote)).replace("REPEAT", str(repeat)).replace("LABEL", repr("pyodide"))
        )
        done = run_in_pyodide(wheel, {replay: remote}, pyodide_code)
        if done.returncode != 0:
            print(done.stderr.strip()[-2000:], file=sys.stderr)
            return 1
        print(f"pyodide (boot + {repeat} audits) in {time.perf_counter() - start:.1f} s:")
        print(done.stdout.strip())
    print("columns: interpreter, SHA-256 of the canonical audit bytes, best s, median s, runs")
    return 0
