"""The league's episodes: their fixed order and seeds, and where each one's files live.

``schedule`` lists every episode in a fixed order with a seed derived from the league's
seed, so the same config always means the same episodes and ids.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cosino.arena.episode import EpisodeConfig
from cosino.league.reliability import CallRecord
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


def read_calls(path: Path) -> list[CallRecord]:
    if not path.exists():
        return []
    out = []
    for line in path.read_bytes().splitlines():
        try:
            out.append(CallRecord.from_json(json.loads(line)))
        except (ValueError, KeyError, TypeError):
            continue  # a line cut short by an interruption
    return out
