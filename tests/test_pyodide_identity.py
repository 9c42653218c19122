"""CPython and Pyodide compute the same results bytes from the same replays, for every variant.

One replay per variant of ``cosino.games.registry.REGISTRY`` (house seats, a few hands), plus a six-max
episode with a planted chip dumper so the collusion audit has flags and audit records, and a
chip-race six-max table. The core is built as a wheel with ``pip wheel --no-deps``, loaded into
Pyodide from ``node_modules/pyodide`` under Node (one boot for everything), and the same script
runs in both interpreters: it verifies each replay (re-running the engine, regenerating its audit
records) and prints the SHA-256 of the canonical results bytes (scores, exploitability, audit).
The two outputs must be identical.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.games.registry import REGISTRY, get_variant
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng, make_seat
from cosino.seats.planted import make_colluder
from cosino_devtools.bench.audit import build_core_wheel, run_in_pyodide

ROOT = Path(__file__).resolve().parent.parent

HANDS = {"holdem-6max": 8, "sixmax": 8}
EXTRA = {
    # A planted dumper, so the audit carries flags and the log ends with audit records.
    "holdem-6max-dumper": ("holdem-6max", ("dumper:Gizmo", "receiver:Sprocket") + ("house",) * 4, 8, 300000),
}

SCRIPT = """
import hashlib, os
from cosino.arena.replay import read_replay, verify
from cosino.arena.scoring import results_bytes
for name in sorted(os.listdir(FOLDER)):
    data = open(FOLDER + "/" + name, "rb").read()
    verdict = verify(data, name=name)
    records = read_replay(data, name)
    tail = sum(1 for r in records if r["type"] == "audit")
    print(name, verdict.ok, tail, hashlib.sha256(results_bytes(records)).hexdigest())
"""


def play(variant: str, agents: tuple[str, ...], hands: int, seed: int) -> list[dict]:
    config = EpisodeConfig(variant, agents, hands, seed, budget=hands * 60)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, obs = pending
        rng = decision_rng(seed, slot, episode.decisions)
        name = agents[slot]
        seat = make_colluder(name, variant, rng) if ":" in name else make_seat(name, variant, rng)
        episode.decide(seat.act(obs))
    return episode.records


def core_fingerprint() -> str:
    h = hashlib.sha256()
    for path in sorted((ROOT / "core").rglob("*")):
        if (
            path.is_file()
            and "__pycache__" not in path.parts
            and ".egg-info" not in str(path)
            and "build" not in path.parts
        ):
            h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


@pytest.fixture(scope="module")
def core_wheel(request, tmp_path_factory) -> Path:
    """The core wheel, rebuilt whenever a file under core/ changes (cached by content otherwise)."""
    cache = getattr(request.config, "cache", None)
    folder = cache.mkdir("cosino-core-wheel") if cache is not None else tmp_path_factory.mktemp("wheel")
    target = Path(folder) / core_fingerprint()
    wheels = sorted(target.glob("cosino_core-*.whl")) if target.exists() else []
    if wheels:
        return wheels[-1]
    for old in Path(folder).iterdir():
        shutil.rmtree(old, ignore_errors=True)
    return build_core_wheel(target)


@pytest.fixture(scope="module")
def replays(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("replays")
    episodes = {name: (name, ("house",) * get_variant(name).min_seats, HANDS.get(name, 4), 7) for name in REGISTRY}
    episodes.update(EXTRA)
    for label, (variant, agents, hands, seed) in episodes.items():
        (folder / f"{label}.jsonl").write_bytes(jsonl_bytes(play(variant, agents, hands, seed)))
    return folder


def test_every_registered_variant_is_covered(replays):
    names = {p.name.removesuffix(".jsonl") for p in replays.iterdir()}
    assert set(REGISTRY) <= names
    dumper = (replays / "holdem-6max-dumper.jsonl").read_bytes()
    assert b'"type":"audit"' in dumper  # the audit has something to say in at least one replay


def test_pyodide_computes_the_same_results_bytes_as_cpython(replays, core_wheel):
    remote = "/replays"
    script = SCRIPT.replace("FOLDER", repr(remote))
    # CPython: the same script, over the same files, in a fresh interpreter with the source tree's core.
    here = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("FOLDER", repr(str(replays)))],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert here.returncode == 0, here.stderr[-2000:]
    files = {path: f"{remote}/{path.name}" for path in sorted(replays.iterdir())}
    there = run_in_pyodide(core_wheel, files, script)
    assert there.returncode == 0, there.stderr[-2000:]
    lines = here.stdout.splitlines()
    assert len(lines) == len(files)
    assert all(line.split()[1] == "True" for line in lines), here.stdout
    # The identity itself: every results digest (and verdict) printed by Pyodide equals CPython's.
    assert there.stdout == here.stdout
