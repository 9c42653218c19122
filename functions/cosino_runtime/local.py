"""The embedded runner: play an episode on the SQLite store and write its files."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cosino.episode import EpisodeConfig

from . import stepper
from .seats import check_seats
from cosino.files import write_atomic

from .store.embedded import EmbeddedStore


@dataclass(frozen=True)
class Played:
    episode_id: str
    replay_path: Path
    results_path: Path
    results: dict[str, Any]
    phh_path: Path | None = None


def play(config: EpisodeConfig, out_dir: str | Path, phh: bool = False, deadline_seconds: float | None = None) -> Played:
    """Play ``config`` to the end on the embedded store under ``out_dir`` and write its files.

    With ``deadline_seconds``, the wall-clock guard ends the episode that long after it starts."""
    check_seats(list(config.agents), config.variant)
    out = Path(out_dir)
    store = EmbeddedStore(out / ".store")
    try:
        episode_id = stepper.create(store, config)
        deadline = None if deadline_seconds is None else time.monotonic() + deadline_seconds
        stepper.run_to_end(store, episode_id, deadline=deadline)
        replay_key, results_key = stepper.finalize(store, episode_id)
        replay = store.get_blob(replay_key)
        results = store.get_blob(results_key)
        records = store.events(episode_id)
    finally:
        store.close()
    replay_path = out / f"{episode_id}.replay.jsonl"
    results_path = out / f"{episode_id}.results.json"
    write_atomic(replay_path, replay)
    write_atomic(results_path, results)
    phh_path = None
    if phh:
        from cosino.phh import export_episode

        phh_path = out / f"{episode_id}.phhs"
        write_atomic(phh_path, export_episode(records).encode("utf-8"))
    return Played(episode_id, replay_path, results_path, json.loads(results), phh_path)


def summary_table(results: dict[str, Any]) -> str:
    """A short text table: seat, agent, net, score, win."""
    rows = [("seat", "agent", "net", "score", "win")]
    for i, alias in enumerate(results["seats"]):
        rows.append(
            (alias, results["agents"][i], str(results["net"][i]), str(results["scores"][i]), "yes" if results["win"][i] else "")
        )
    widths = [max(len(r[c]) for r in rows) for c in range(5)]
    return "\n".join("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows)
