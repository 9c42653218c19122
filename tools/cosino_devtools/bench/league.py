"""``cosino bench league``: the arena's own cost per decision, and league throughput.

Measured with seats that answer instantly, so everything timed is the harness: building the
seat, rendering the prompt and parsing the answer (for model seats), the engine's step, the
conditional commit to the embedded SQLite store and the transport log. Then a league of house
and random seats on the embedded default, timed in episodes per minute.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.seats.answers import parse_answer
from cosino.seats.prompts import render_prompt


def _per_decision_engine(variant: str, seats: tuple[str, ...], seconds: float) -> tuple[float, int]:
    """Microseconds per decision for the pure episode with an instant first-legal seat."""
    decisions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        ep = Episode(EpisodeConfig(variant, seats, hands=8, seed=seed))
        seed += 1
        while (pending := ep.pending()) is not None:
            legal = pending[1]["legal"][0]
            response = {"action": legal["action"]}
            if "min" in legal:
                response["amount"] = legal["min"]
            if legal.get("cards"):
                response["card"] = legal["cards"][0]
            ep.decide(response)
            decisions += 1
    return (time.perf_counter() - start) * 1e6 / max(decisions, 1), decisions


def _per_decision_prompt(variant: str, seats: tuple[str, ...], seconds: float) -> tuple[float, int]:
    """Microseconds per decision to render the prompt and parse a loose answer."""
    ep = Episode(EpisodeConfig(variant, seats, hands=2, seed=1))
    observations = []
    while (pending := ep.pending()) is not None:
        observations.append(pending[1])
        ep.decide({"action": pending[1]["legal"][0]["action"]})
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for obs in observations:
            render_prompt(obs)
            parse_answer("Final answer: " + obs["legal"][-1]["action"].upper() + " 10", obs["legal"])
            calls += 1
    return (time.perf_counter() - start) * 1e6 / max(calls, 1), calls


def _per_decision_stored(root: Path, agents: list[tuple[str, str]], variant: str, seconds: float) -> tuple[float, int]:
    """Microseconds per decision through the league runner's step: seat, engine, store commit, log."""
    from cosino_runtime.league.agents import AgentSpec
    from cosino_runtime.league.config import LeagueConfig
    from cosino_runtime.league.episodes import ScheduledEpisode
    from cosino_runtime.league.runner import play_episode
    from cosino_runtime.store.embedded import EmbeddedStore

    specs = tuple(AgentSpec(name, kind, {"style": "json"} if kind == "fake" else {}) for name, kind in agents)
    config = LeagueConfig(
        root / "league.toml", "bench", "poker", {variant: 8}, {variant: 2}, (variant,), specs, 1, 0, root, 0
    )
    (root / "episodes").mkdir(parents=True, exist_ok=True)
    store = EmbeddedStore(root / ".store")
    decisions = 0
    index = 0
    start = time.perf_counter()
    try:
        while time.perf_counter() - start < seconds:
            item = ScheduledEpisode(index, 0, variant, tuple(n for n, _ in agents), 8, 1000 + index)
            index += 1
            before = decisions

            def count(_d: int) -> None:
                nonlocal decisions
                decisions += 1

            play_episode(config, store, item, count)
            assert decisions > before
    finally:
        store.close()
    return (time.perf_counter() - start) * 1e6 / max(decisions, 1), decisions


def _commit_cost(root: Path, seconds: float) -> tuple[float, int]:
    """Microseconds per conditional commit of one small record on the embedded store."""
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(root)
    store.create_episode("bench", {"variant": "kuhn"})
    commits = 0
    start = time.perf_counter()
    try:
        while time.perf_counter() - start < seconds:
            store.commit(
                "bench", commits, {"response": {"action": "check"}}, [{"type": "action", "action": "check"}], "running"
            )
            commits += 1
    finally:
        store.close()
    return (time.perf_counter() - start) * 1e6 / max(commits, 1), commits


def _league_rate(root: Path, seconds: float) -> tuple[float, int, float]:
    """Episodes per minute for a league of house and random seats (kuhn and heads-up hold'em)."""
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.runner import run_league

    root.mkdir(parents=True, exist_ok=True)
    rounds = 1
    played = 0
    elapsed = 0.0
    while elapsed < seconds:
        path = root / f"league-{rounds}.toml"
        path.write_text(
            "[league]\n"
            f'name = "bench{rounds}"\nvariants = ["kuhn", "holdem-hu"]\nhands = 8\nrounds = {rounds}\nseed = 1\n'
            f'out = "out-{rounds}"\nbootstrap = 0\n'
            '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
            '[agents.house2]\nseat = "house"\n'
        )
        config = load_config(path)
        start = time.perf_counter()
        outcome = run_league(config, progress=False)
        elapsed += time.perf_counter() - start
        played += outcome.played
        rounds += 1
    return played * 60 / elapsed, played, elapsed


def run(args: argparse.Namespace) -> int:
    seconds = max(float(getattr(args, "seconds", 2.0)), 0.2)
    _per_decision_engine("holdem-hu", ("a", "b"), 0.01)  # warm up: the hand evaluator builds its tables once
    print("league benchmark: harness overhead per decision with instant seats (model time excluded)")
    us, n = _per_decision_engine("holdem-hu", ("a", "b"), seconds)
    print(f"  engine only (Episode.decide, holdem-hu):            {us:8.1f} us/decision  ({n} decisions)")
    us, n = _per_decision_prompt("holdem-hu", ("a", "b"), seconds)
    print(f"  prompt render + answer parse (holdem-hu):           {us:8.1f} us/decision  ({n} decisions)")
    with tempfile.TemporaryDirectory(prefix="cosino-bench-") as tmp:
        root = Path(tmp)
        us, n = _per_decision_stored(root / "house", [("house", "house"), ("random", "random")], "holdem-hu", seconds)
        print(f"  embedded default, house v random (step+store+log): {us:8.1f} us/decision  ({n} decisions)")
        us, n = _per_decision_stored(root / "fake", [("fa", "fake"), ("fb", "fake")], "holdem-hu", seconds)
        print(f"  embedded default, instant model seats (all of it):  {us:8.1f} us/decision  ({n} decisions)")
        us, n = _commit_cost(root / "commit", seconds)
        print(f"  of which the embedded store's commit alone:         {us:8.1f} us/commit    ({n} commits)")
        rate, played, elapsed = _league_rate(root / "league", seconds)
        print(
            f"  league of house seats (kuhn + holdem-hu, 8 hands):  {rate:8.1f} episodes/minute"
            f"  ({played} episodes in {elapsed:.1f} s)"
        )
    return 0
