"""The league's episodes: their fixed order and seeds, and where each one's files live.

``schedule`` lists every episode in a fixed order with a seed derived from the league's
seed, so the same config always means the same episodes and ids.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import MAX_REPLAY_BYTES, read_replay
from cosino.league.reliability import CallRecord
from cosino.primitives.canonical import sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import read_input
from cosino.primitives.jsonsafe import loads
from cosino.primitives.rng import derive
from cosino_runtime.engine import steps as stepper
from cosino_runtime.league.config import LeagueConfig, tables


@dataclass(frozen=True)
class ScheduledEpisode:
    index: int
    round: int
    variant: str
    agents: tuple[str, ...]
    hands: int
    seed: int

    def config(self) -> EpisodeConfig:
        return EpisodeConfig(self.variant, self.agents, self.hands, self.seed)

    @property
    def episode_id(self) -> str:
        return stepper.episode_id_for(self.config())


def schedule(config: LeagueConfig) -> list[ScheduledEpisode]:
    """Every episode of the league in its fixed order: rounds, then variants, then tables."""
    names = [a.name for a in config.agents]
    out: list[ScheduledEpisode] = []
    for r in range(config.rounds):
        for variant in config.variants:
            for t, table in enumerate(tables(names, config.seats[variant])):
                key = derive(config.seed, "league", config.name, r, variant, t)
                # 63 bits, as the API's secret seeds: an agent that searched the seeds for its own
                # cards would face 2^63 candidates (48 bits fell to a day of hashing on a few GPUs).
                seed = int.from_bytes(key[:8], "big") >> 1
                out.append(ScheduledEpisode(len(out), r, variant, table, config.hands[variant], seed))
    return out


def episode_paths(out: Path, episode_id: str) -> dict[str, Path]:
    base = out / "episodes"
    return {
        "replay": base / f"{episode_id}.replay.jsonl",
        "results": base / f"{episode_id}.results.json",
        "reliability": base / f"{episode_id}.reliability.json",
        "calls": base / f"{episode_id}.calls.jsonl",
    }


def read_episode(paths: dict[str, Path], item: ScheduledEpisode) -> tuple[bytes, bytes, list[Any], dict[str, Any]]:
    """A played episode's replay and results bytes and values, read as outside input: a FIFO, an
    edited line or results of another replay is one line naming the file (before: a hang or a traceback)."""
    results_bytes = read_input(paths["results"], MAX_REPLAY_BYTES)  # first: it marks the episode done
    replay_bytes = read_input(paths["replay"], MAX_REPLAY_BYTES)
    records = read_replay(replay_bytes, str(paths["replay"]))
    results = loads(results_bytes, str(paths["results"]))
    scores = results.get("scores") if isinstance(results, dict) else None
    ok = (
        isinstance(scores, list)
        and results.get("replaySha256") == sha256_hex(replay_bytes)
        and results.get("variant") == item.variant
        and results.get("agents") == list(item.agents)
        and len(scores) == len(item.agents)
        and all(isinstance(s, (int, Fraction)) and not isinstance(s, bool) for s in scores)
    )
    if not ok:
        raise CosinoError(f"{paths['results']}: not the results of {paths['replay'].name} for this schedule")
    return replay_bytes, results_bytes, records, results


def read_calls(path: Path) -> list[CallRecord]:
    if not path.exists():
        return []
    out = []
    for line in read_input(path, MAX_REPLAY_BYTES).splitlines():
        try:
            out.append(CallRecord.from_json(json.loads(line)))
        except (ValueError, KeyError, TypeError):
            continue  # a line cut short by an interruption
    return out
