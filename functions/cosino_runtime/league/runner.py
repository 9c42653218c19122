"""The league runner: a round-robin of episodes from ``league.toml``, resumable, with a table at the end.

``load_config`` reads and checks the whole config (variants, agents, API keys, reachable
agent URLs) before anything runs, so a typo or a dead agent is one clear error and no
half-played league. ``schedule`` lists every episode in a fixed order with a seed derived
from the league's seed, so the same config always means the same episodes and ids.
``run_league`` plays the episodes that have no results yet on the embedded store (an
interrupted league resumes where it stopped: finished episodes are kept, a half-played one
continues from its last committed decision), writes per episode the replay, results and a
reliability report beside them, and finally ``league.json``: the table from
:func:`cosino.league.table.league_table`. A disk that fails under it stops it with an error naming
the path (an OSError from the file helpers, a CosinoError for the store); nothing is half-written,
so the next run resumes.

``concurrency`` (``[league] concurrency`` or ``--concurrency``) plays that many episodes at
once on threads (model calls are I/O-bound), each with its own SQLite connection to the one
store, whose commits are conditional. The table is built from the files in schedule order, so
a concurrent league writes the table of a sequential one. Per-agent limits
(:mod:`cosino_runtime.engine.limits`) make a call wait for its turn, never fail.

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

import logging
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TextIO

from cosino.arena.episode import ALIASES
from cosino.league.reliability import CallRecord, episode_reliability
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.files import append_whole, write_atomic
from cosino.primitives.rng import Rng
from cosino.seats.redaction import redact
from cosino_runtime.engine import steps as stepper
from cosino_runtime.engine.limits import AgentLimits, reported_tokens
from cosino_runtime.league.agents import AgentSpec, build_inner
from cosino_runtime.league.config import LeagueConfig
from cosino_runtime.league.episodes import ScheduledEpisode, episode_paths, read_calls, schedule
from cosino_runtime.league.publish import TABLE_NAME, write_league
from cosino_runtime.seats.markers import is_marker, marker
from cosino_runtime.seats.registry import OUTSIDE_KINDS
from cosino_runtime.store.embedded import EmbeddedStore, runner_lock

log = logging.getLogger("cosino.league")


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

    def ask(self, observation: dict[str, Any]) -> tuple[Any, Any, int]:
        """The inner seat's answer, the seat, and the microseconds the call took (after any wait for limits)."""
        limits = self.runner.limits.get(self.agent.name)
        if limits is None:
            return self._timed(observation)[:3]
        with limits.admit(self.runner.stop) as ticket:
            response, inner, elapsed_us, raised = self._timed(observation)
            # A call that raised costs what it costs under shared rates (limits.call_cost), whatever count it left.
            ticket.tokens = None if raised else reported_tokens(getattr(inner, "call", None))
        return response, inner, elapsed_us

    def _timed(self, observation: dict[str, Any]) -> tuple[Any, Any, int, bool]:
        """The answer, the seat, the microseconds taken, and whether the seat raised."""
        start = time.perf_counter_ns()
        inner = None
        raised = False
        try:
            inner = build_inner(self.agent, self.variant, self.rng)
            response = inner.act(observation)
        except Exception as exc:  # noqa: BLE001 - the league must go on
            # Only the type, as engine/asking: the text may quote a URL or a key, and the replay is published.
            log.exception("league agent %s failed; its decision falls back", self.agent.name)
            response = marker("transport", f"seat failed: {type(exc).__name__}")
            raised = True
        return response, inner, (time.perf_counter_ns() - start) // 1000, raised

    def act(self, observation: dict[str, Any]) -> Any:
        response, inner, elapsed_us = self.ask(observation)
        info = dict(getattr(inner, "call", None) or {})
        if is_marker(response):  # the arena's own answer for a failed call, never a seat's look-alike
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
            throttled=info.get("throttled", 0),
        )
        self.runner.log(record)
        return response


class EpisodeRun:
    """State of one episode being played: the decision on hand and its transport log file."""

    def __init__(
        self,
        config: LeagueConfig,
        log_path: Path,
        secret_names: list[str],
        limits: dict[str, AgentLimits] | None = None,
        stop: threading.Event | None = None,
    ) -> None:
        self.config = config
        self.log_path = log_path
        self.secret_names = secret_names
        self.decision = 0
        self.limits = limits if limits is not None else agent_limits(config)
        self.stop = stop

    def log(self, record: CallRecord) -> None:
        append_whole(self.log_path, dump_bytes(record.to_json()) + b"\n")

    def factory(self, name: str, variant: str, rng: Rng) -> InstrumentedSeat:
        return InstrumentedSeat(self, self.config.agent(name), variant, rng)

    def outside(self, name: str) -> bool:
        """Whether the league's agent ``name`` waits on a party outside the arena (its seat's kind)."""
        return self.config.agent(name).seat in OUTSIDE_KINDS


class Progress:
    """A one-line progress display on a stream (stderr by default): episodes done of the total,
    episodes in flight and decisions per second. Thread-safe: workers report decisions."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30, enabled: bool = True) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.enabled = enabled
        self.done = 0
        self.in_flight = 0
        self.decisions = 0
        self._lock = threading.Lock()
        self._start = time.monotonic()
        self._last = 0.0

    def decision(self) -> None:
        with self._lock:
            self.decisions += 1
        self.update()

    def moved(self, done: int = 0, started: int = 0) -> None:
        """``done`` more episodes finished, ``started`` more began (negative: stopped without finishing)."""
        with self._lock:
            self.done += done
            self.in_flight += started - done
        self.update(force=True)

    def rate(self) -> float:
        return self.decisions / max(time.monotonic() - self._start, 1e-9)

    def update(self, label: str = "", force: bool = False) -> None:
        if not self.enabled:
            return
        with self._lock:
            now = time.monotonic()
            if not force and now - self._last < 0.1:
                return
            self._last = now
            filled = self.width * self.done // max(self.total, 1)
            bar = "#" * filled + "." * (self.width - filled)
            counts = f"{self.done}/{self.total} episodes, {self.in_flight} in flight, {self.rate():.1f} decisions/s"
            self.stream.write(f"\r[{bar}] {counts} {label[:40]:<40}")
            self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.update(force=True)
            self.stream.write("\n")
            self.stream.flush()


@dataclass
class LeagueOutcome:
    played: int
    resumed: int
    table: dict[str, Any]
    path: Path
    play_seconds: float = 0.0  # wall-clock time playing the episodes (the table's computation excluded)


def agent_limits(config: LeagueConfig) -> dict[str, AgentLimits]:
    """The limiter of every agent that sets ``max_concurrent``, ``requests_per_minute`` or ``tokens_per_minute``."""
    out = {}
    for agent in config.agents:
        limits = AgentLimits.from_options(agent.options)
        if limits is not None:
            out[agent.name] = limits
    return out


class Stopped(Exception):
    """The league was asked to stop (an interrupt): the episode keeps its committed decisions."""


def play_episode(
    config: LeagueConfig,
    store: EmbeddedStore,
    item: ScheduledEpisode,
    on_decision: Callable[[int], None] | None = None,
    limits: dict[str, AgentLimits] | None = None,
    stop: threading.Event | None = None,
) -> None:
    """Play (or continue) one scheduled episode and write its files."""
    episode_id = stepper.create(store, item.config())
    # Once final its replay shows the seed: the claim makes the served store's API refuse a new deal from it.
    store.claim_seed(item.seed, episode_id)
    paths = episode_paths(config.out, episode_id)
    names = sorted({n for a in config.agents for n in a.secret_names()})
    run = EpisodeRun(config, paths["calls"], names, limits, stop)
    while True:
        if stop is not None and stop.is_set():
            raise Stopped(episode_id)
        row = store.load_head(episode_id)
        if row.status != "running":
            break
        run.decision = row.version - 1  # version 1 is the creation; each decision adds one
        outcome = stepper.step(store, episode_id, row.version, run.factory, run.outside)
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


class LeaguePlay:
    """Plays a list of episodes, up to ``concurrency`` at once, each on its own store connection."""

    def __init__(self, config: LeagueConfig, bar: Progress, concurrency: int) -> None:
        self.config = config
        self.bar = bar
        self.concurrency = max(1, concurrency)
        self.limits = agent_limits(config)
        self.stop = threading.Event()

    def one(self, item: ScheduledEpisode) -> None:
        store = EmbeddedStore(self.config.out / ".store", runner="league")  # a connection per thread, as SQLite wants
        self.bar.moved(started=1)
        try:
            play_episode(self.config, store, item, lambda _d: self.bar.decision(), self.limits, self.stop)
        except BaseException:
            self.bar.moved(started=-1)
            raise
        finally:
            store.close()
        self.bar.moved(done=1)

    def all(self, items: list[ScheduledEpisode]) -> None:
        if self.concurrency == 1:
            for item in items:
                self.one(item)
            return
        # Made (and its columns added) once before the workers: concurrent first opens would race on the schema.
        EmbeddedStore(self.config.out / ".store").close()
        pending = iter(items)
        running: set[Future[None]] = set()
        with ThreadPoolExecutor(self.concurrency, thread_name_prefix="league") as pool:
            try:
                while True:
                    for item in pending:
                        running.add(pool.submit(self.one, item))
                        if len(running) >= self.concurrency:
                            break
                    if not running:
                        return
                    finished, running = wait(running, return_when=FIRST_COMPLETED)
                    for future in finished:
                        future.result()  # a worker's failure (or interrupt) stops the league
            except BaseException:
                self.stop.set()  # the others stop after their decision in progress, keeping it
                raise


def run_league(
    config: LeagueConfig,
    progress: bool = True,
    stream: TextIO | None = None,
    limit: int | None = None,
    concurrency: int | None = None,
) -> LeagueOutcome:
    """Play every scheduled episode that has no results yet, then write ``league.json``.

    ``limit`` stops after that many newly played episodes (for tests of resumption);
    ``concurrency`` (default: the config's) is how many episodes are played at once.
    """
    items = schedule(config)
    (config.out / "episodes").mkdir(parents=True, exist_ok=True)
    with runner_lock(config.out / ".store", "cosino league run"):  # what is left to play is read under the lock
        bar = Progress(len(items), stream, enabled=progress)
        todo = [item for item in items if not episode_paths(config.out, item.episode_id)["results"].exists()]
        resumed = len(items) - len(todo)
        todo = todo if limit is None else todo[:limit]
        bar.moved(done=resumed, started=resumed)
        start = time.perf_counter()
        try:
            LeaguePlay(config, bar, concurrency or config.concurrency).all(todo)
        finally:
            bar.close()
        play_seconds = time.perf_counter() - start
        table = write_league(config)
    return LeagueOutcome(len(todo), resumed, table, config.out / TABLE_NAME, play_seconds)
