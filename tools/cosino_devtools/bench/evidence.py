"""What a table of hostile seats costs the arena: replay and store size, and the memory to finish it.

    python -m cosino_devtools.bench.evidence [--variant hearts] [--hands 1000] [--hostile N]

Plays one episode on the embedded store at the variant's fullest table. ``--hostile N`` seats
(all by default, 0 for an honest table) answer every decision with an illegal action padded to
about 3.7 KB once bounded (seven 400-character notes of fresh digest text), so each answer is
refused and kept as evidence until the seat's allowance is spent
(``cosino.arena.evidence.SEAT_EVIDENCE_ALLOWANCE``); the other seats are house seats, whose play
keeps the hands going.
Then, each in a fresh interpreter, it finalises the episode and rebuilds it cold from its stored
inputs, and prints the replay's bytes, the store's bytes on disk, and each step's peak resident
memory (``resource.getrusage``). docs/seats.md quotes it.
"""

from __future__ import annotations

import argparse
import hashlib
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cosino.arena.episode import EpisodeConfig
from cosino.seats.house import SEATS as CORE_SEATS

HOSTILE = "fake:json"  # the name on the seat list; the factory below answers for it
NOTES = 7


class HostileSeat:
    """Refused at every decision, with as much text as a bounded answer keeps."""

    def __init__(self, rng: Any) -> None:
        self.word = rng.next_u64()

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = {"action": "teleport"}
        for i in range(NOTES):
            digest = hashlib.sha256(f"{self.word}/{i}".encode()).hexdigest()
            answer[f"note{i}"] = (digest * 7)[:400]
        return answer


def _factory(name: str, variant: str, rng: Any) -> Any:
    return HostileSeat(rng) if name == HOSTILE else CORE_SEATS.build(name, variant, rng)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KiB


def play(folder: Path, variant: str, hands: int, hostile: int | None) -> None:
    from cosino.games.registry import get_variant
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    seats = get_variant(variant).max_seats  # the fullest table: six at six-max, four at a trick game
    bad = seats if hostile is None else min(hostile, seats)
    agents = (HOSTILE,) * bad + ("house",) * (seats - bad)
    config = EpisodeConfig(variant, agents, hands=hands, seed=1, budget=10**7)
    store = EmbeddedStore(folder)
    episode_id = steps.create(store, config)
    started = time.process_time()
    steps.run_to_end(store, episode_id, _factory)
    (folder / "episode").write_text(episode_id)
    store.close()
    print(f"played {hands} hands in {time.process_time() - started:.1f} s of CPU")


def finalize(folder: Path) -> None:
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(folder)
    replay_key, _ = steps.finalize(store, (folder / "episode").read_text())
    print(f"replay {len(store.get_blob(replay_key))} bytes; finalize peak {_peak_mb():.0f} MB")


def rebuild(folder: Path) -> None:
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(folder)
    head = store.load_head((folder / "episode").read_text())
    steps.restore(steps.config_from_json(head.config), store.load_inputs(head.episode_id, head.version)[1:])
    print(f"cold rebuild peak {_peak_mb():.0f} MB")


def _stage(stage: str, folder: Path) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "cosino_devtools.bench.evidence", stage, str(folder)],
        check=True,
        capture_output=True,
        text=True,
    )
    return out.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cosino_devtools.bench.evidence")
    parser.add_argument("stage", nargs="?", choices=("finalize", "rebuild"))
    parser.add_argument("folder", nargs="?")
    parser.add_argument("--variant", default="hearts")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--hostile", type=int, default=None, help="hostile seats (default: all)")
    args = parser.parse_args(argv)
    if args.stage is not None:
        (finalize if args.stage == "finalize" else rebuild)(Path(args.folder))
        return 0
    with tempfile.TemporaryDirectory(prefix="cosino-evidence-") as tmp:
        folder = Path(tmp) / "store"
        play(folder, args.variant, args.hands, args.hostile)
        on_disk = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        print(f"{args.variant}, {args.hands} hands, hostile seats: {'all' if args.hostile is None else args.hostile}")
        print(_stage("finalize", folder))
        print(f"store {on_disk} bytes on disk before finalising")
        print(_stage("rebuild", folder))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
