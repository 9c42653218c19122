"""The league's episodes: their fixed order and seeds, and where each one's files live.

``schedule`` lists every episode in a fixed order with a seed derived from the league's
seed, so the same config always means the same episodes and ids.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import MAX_REPLAY_BYTES, MAX_RESULTS_VALUES, config_of, read_replay
from cosino.league.audit_sums import audit_problem
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


def rating_order(items: list[ScheduledEpisode]) -> dict[int, int]:
    """Where each scheduled episode (by index) takes its Elo step: round by round, and within a round
    each variant's tables spread evenly (table t of n at (2t + 1) / 2n, ties by the variant's name).
    Taken variant by variant in config order, the variant listed last weighed most (Elo weighs the
    latest results most), so listing a config's variants in another order changed its table."""
    tables = Counter((item.round, item.variant) for item in items)
    seen: Counter[tuple[int, str]] = Counter()
    places = []
    for item in items:
        t = seen[(item.round, item.variant)]
        seen[(item.round, item.variant)] += 1
        places.append(
            ((item.round, Fraction(2 * t + 1, 2 * tables[(item.round, item.variant)]), item.variant), item.index)
        )
    return {index: place for place, (_, index) in enumerate(sorted(places))}


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
    field = _unscheduled_field(records[0], item)
    if field is not None:
        raise CosinoError(f"{paths['replay']}: line 1: field '{field}' is not the scheduled episode's")
    results = loads(results_bytes, str(paths["results"]), max_values=MAX_RESULTS_VALUES)
    if not isinstance(results, dict):
        raise CosinoError(f"{paths['results']}: not a results object")
    bad = _bad_results_field(results, item, sha256_hex(replay_bytes))
    if bad is not None:
        raise CosinoError(f"{paths['results']}: field '{bad}' is missing, not of its kind or not this episode's")
    return replay_bytes, results_bytes, records, results


def _unscheduled_field(header: dict[str, Any], item: ScheduledEpisode) -> str | None:
    """The first header field that is not the schedule's (a replay of another slot, seed or length), or None.

    The schedule fixes every field of an episode's config, so another genuine replay copied into this
    episode's files (a won match counted twice, a lost one gone) is refused, not recounted."""
    wanted, found = item.config().to_json(), config_of(header).to_json()
    key = next((key for key in wanted if found[key] != wanted[key]), None)
    return "seats" if key == "agents" else key  # the header names its agents in its seats


def _exact(value: Any, n: int, kinds: tuple[type, ...] = (int, Fraction)) -> bool:
    """A list of ``n`` exact numbers (what a score or a net is), or of ``kinds``."""
    return isinstance(value, list) and len(value) == n and all(_of(v, kinds) for v in value)


def _of(value: Any, kinds: tuple[type, ...]) -> bool:
    return isinstance(value, kinds) and (bool in kinds or not isinstance(value, bool))


def _bad_results_field(results: dict[str, Any], item: ScheduledEpisode, replay_sha: str) -> str | None:
    """The first field the table reads that an edit broke, or None."""
    n = len(item.agents)
    adjusted = results.get("luckAdjusted")
    checks = {
        "replaySha256": results.get("replaySha256") == replay_sha,
        "variant": results.get("variant") == item.variant,
        "agents": results.get("agents") == list(item.agents),
        "scores": _exact(results.get("scores"), n),
        "win": "win" not in results or _exact(results["win"], n, (bool,)),
        "scoredHands": type(results.get("scoredHands", 0)) is int,
        "norm": results.get("norm") is None or _exact([results["norm"]], 1),
        "finalStacks": results.get("finalStacks") is None or _exact(results["finalStacks"], n),
        # present means a block with nets: the table counts an episode as adjusted by the key alone
        "luckAdjusted": "luckAdjusted" not in results
        or (isinstance(adjusted, dict) and _exact(adjusted.get("net"), n)),
        # the league's audit sums read its matrices (a short row was an IndexError traceback)
        "audit": audit_problem(results.get("audit"), n) is None,
    }
    return next((name for name, ok in checks.items() if not ok), None)


def read_calls(path: Path) -> list[CallRecord]:
    if not path.exists():
        return []
    out = []
    for line in read_input(path, MAX_REPLAY_BYTES).splitlines():
        try:
            out.append(CallRecord.from_json(json.loads(line)))
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            continue  # cut short by an interruption, or not ours (not an object, nested past reading)
    return out
