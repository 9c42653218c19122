"""The league runner: a round-robin of episodes from ``league.toml``, resumable, with a table at the end.

``load_config`` reads and checks the whole config (variants, agents, API keys, reachable
agent URLs) before anything runs, so a typo or a dead agent is one clear error and no
half-played league. ``schedule`` lists every episode in a fixed order with a seed derived
from the league's seed, so the same config always means the same episodes and ids.
``run_league`` plays the episodes that have no results yet on the embedded store (an
interrupted league resumes where it stopped: finished episodes are kept, a half-played one
continues from its last committed decision), writes per episode the replay, results and a
reliability report beside them, and finally ``league.json``: the table from
:func:`cosino.league.ratings.league_table`.

Files under the league's ``out`` directory::

    episodes/<id>.replay.jsonl        the replay (the truth)
    episodes/<id>.results.json        results, a pure function of the replay
    episodes/<id>.reliability.json    harness reliability (wall-clock latency: kept apart)
    episodes/<id>.calls.jsonl         the transport log the reliability report is built from
    manifest.json                     every episode's replay and results SHA-256
    league.json                       the table, audit sums and per-agent reliability, pinned by
                                      the manifest's SHA-256
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TextIO

from cosino.arena.episode import ALIASES
from cosino.league.reliability import CallRecord, episode_reliability
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.files import write_atomic
from cosino.primitives.rng import Rng
from cosino.seats.answers import redact
from cosino_runtime.engine import steps as stepper
from cosino_runtime.league.agents import AgentSpec, build_inner
from cosino_runtime.league.config import LeagueConfig
from cosino_runtime.league.episodes import ScheduledEpisode, episode_paths, read_calls, schedule
from cosino_runtime.league.publish import MANIFEST_NAME, league_files
from cosino_runtime.store.embedded import EmbeddedStore


class InstrumentedSeat:
    """Builds the agent's seat, times its answer, logs the call, keeps names out of the talk.

    Any exception from the agent's seat becomes a transport marker, so a failing agent costs
    its own decisions (the hand's fallback) and never stops the league.
    """

    def __init__(self, runner: "EpisodeRun", agent: AgentSpec, variant: str, rng: Rng) -> None:
        self.runner = runner
        self.agent = agent
        self.variant = variant
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> Any:
        start = time.perf_counter_ns()
        inner = None
        try:
            inner = build_inner(self.agent, self.variant, self.rng)
            response = inner.act(observation)
        except Exception as exc:  # noqa: BLE001 - the league must go on
            response = {"transport": "transport", "detail": f"seat failed: {type(exc).__name__}: {exc}"[:200]}
        elapsed_us = (time.perf_counter_ns() - start) // 1000
        info = dict(getattr(inner, "call", None) or {})
        if (
            isinstance(response, dict)
            and response.get("transport") in ("timeout", "transport")
            and "action" not in response
        ):
            if info.get("outcome", "ok") == "ok":
                info["outcome"] = response["transport"]
            if not info.get("reason"):
                info["reason"] = response.get("detail")
            info["parse"] = "none"
        if isinstance(response, dict) and isinstance(response.get("say"), str):
            response = dict(response)
            response["say"] = redact(response["say"], self.runner.secret_names)
        alias = observation.get("alias")
        slot = ALIASES.index(alias) if alias in ALIASES else -1
        record = CallRecord(
            decision=self.runner.decision,
            slot=slot,
            latency_us=max(elapsed_us, 0),
            outcome=info.get("outcome", "ok"),
            parse=info.get("parse", "direct"),
            snapped=bool(info.get("snapped")),
            attempts=int(info.get("attempts", 1)),
            input_tokens=info.get("input_tokens"),
            output_tokens=info.get("output_tokens"),
            reason=info.get("reason"),
        )
        self.runner.log(record)
        return response


class EpisodeRun:
    """State of one episode being played: the decision on hand and its transport log file."""

    def __init__(self, config: LeagueConfig, log_path: Path, secret_names: list[str]) -> None:
        self.config = config
        self.log_path = log_path
        self.secret_names = secret_names
        self.decision = 0

    def log(self, record: CallRecord) -> None:
        with open(self.log_path, "ab") as f:
            f.write(dump_bytes(record.to_json()) + b"\n")

    def factory(self, name: str, variant: str, rng: Rng) -> InstrumentedSeat:
        return InstrumentedSeat(self, self.config.agent(name), variant, rng)


class Progress:
    """A one-line progress bar on a stream (stderr by default)."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30, enabled: bool = True) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.enabled = enabled
        self.done = 0
        self._last = 0.0

    def update(self, done: int, label: str = "", force: bool = False) -> None:
        self.done = done
        if not self.enabled:
            return
        now = time.monotonic()
        if not force and now - self._last < 0.1:
            return
        self._last = now
        filled = self.width * done // max(self.total, 1)
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} episodes {label[:60]:<60}")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


@dataclass
class LeagueOutcome:
    played: int
    resumed: int
    table: dict[str, Any]
    path: Path


def play_episode(
    config: LeagueConfig, store: EmbeddedStore, item: ScheduledEpisode, on_decision: Callable[[int], None] | None = None
) -> None:
    """Play (or continue) one scheduled episode and write its files."""
    episode_id = stepper.create(store, item.config())
    paths = episode_paths(config.out, episode_id)
    names = sorted({n for a in config.agents for n in a.secret_names()})
    run = EpisodeRun(config, paths["calls"], names)
    while True:
        row = store.load_head(episode_id)
        if row.status != "running":
            break
        run.decision = row.version - 1  # version 1 is the creation; each decision adds one
        outcome = stepper.step(store, episode_id, row.version, run.factory)
        if on_decision is not None:
            on_decision(run.decision)
        if outcome.status == "finished":
            break
    replay_key, results_key = stepper.finalize(store, episode_id)
    records = store.events(episode_id)
    reliability = episode_reliability(records, read_calls(paths["calls"]))
    write_atomic(paths["replay"], store.get_blob(replay_key))
    write_atomic(paths["reliability"], dump_bytes(reliability))
    write_atomic(paths["results"], store.get_blob(results_key))  # last: its presence marks the episode done


def run_league(
    config: LeagueConfig, progress: bool = True, stream: TextIO | None = None, limit: int | None = None
) -> LeagueOutcome:
    """Play every scheduled episode that has no results yet, then write ``league.json``.

    ``limit`` stops after that many newly played episodes (for tests of resumption).
    """
    items = schedule(config)
    (config.out / "episodes").mkdir(parents=True, exist_ok=True)
    bar = Progress(len(items), stream, enabled=progress)
    store = EmbeddedStore(config.out / ".store")
    played = resumed = 0
    try:
        for i, item in enumerate(items):
            paths = episode_paths(config.out, item.episode_id)
            if paths["results"].exists():
                resumed += 1
                bar.update(i + 1, "already played", force=True)
                continue
            if limit is not None and played >= limit:
                break
            label = f"{item.variant}: {' v '.join(item.agents)}"
            bar.update(i, label, force=True)
            play_episode(config, store, item, lambda d: bar.update(i, f"{label} #{d}"))
            played += 1
            bar.update(i + 1, label, force=True)
    finally:
        store.close()
        bar.close()
    table, manifest = league_files(config)
    path = config.out / "league.json"
    write_atomic(config.out / MANIFEST_NAME, manifest)  # first: the table names its digest
    write_atomic(path, dump_bytes(table))
    return LeagueOutcome(played, resumed, table, path)
