"""``cosino bench league``: the arena's own cost per decision, and league throughput.

Measured with seats that answer instantly, so everything timed is the harness: building the
seat, rendering the prompt and parsing the answer (for model seats), the engine's step, the
conditional commit to the embedded SQLite store and the transport log. Then a league of house
and random seats on the embedded default, timed in episodes per minute.

Then concurrency: one league of fake model seats that take a fixed ``latency`` per answer (0.5 s,
as a fast model would), played at concurrency 1, 8 and 32: wall-clock time, decisions per
second, the speedup against 1, and whether every replay, results file and ``league.json``
(without its wall-clock latency) is byte-identical to the sequential run. Last a soak: ``soak``
episodes of instant seats at concurrency 32, checked for stuck episodes (not final in the
store) and lost decisions (a replay's decisions against the store's versions and the transport
log), with the resident memory sampled as it runs.

And the scheduled league function (``on_league``) on synthetic leagues of 200, 2,000 and 10,000
episodes (``--max-episodes`` drops the larger ones): from scratch (no state; each episode's
integrity evidence already cached, as in a rebuild), with ``new`` episodes more (their replays
read, their evidence computed), and once more with nothing new. Each run is its own process, so
its peak resident memory is its own; its CPU time is printed beside the wall clock, which a shared
machine stretches, and beside it the CPU time of the table maths alone (``leaderboards``). Last,
the ``new`` episodes' run at each size against the smallest: what a league's size adds to a run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import subprocess
import sys
import tempfile
import threading
import time
from fractions import Fraction
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
            f'out = "out-{rounds}"\nbootstrap = 10\n'
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


def _write_league(root: Path, label: str, body: str) -> Path:
    """A config named ``bench`` (the name keys the episodes' seeds) writing to ``out-<label>``."""
    root.mkdir(parents=True, exist_ok=True)
    path = root / f"{label}.toml"
    path.write_text(f'[league]\nname = "bench"\nout = "out-{label}"\nbootstrap = 10\nseed = 7\n{body}')
    return path


def _decisions(table: dict) -> int:
    return sum(row["decisions"] for row in table["reliability"].values())


def _comparable(out: Path) -> bytes:
    """Every replay and results file, the manifest, and league.json (the latency lives beside it)."""
    parts = [(out / "league.json").read_bytes(), (out / "manifest.json").read_bytes()]
    for p in sorted((out / "episodes").iterdir()):
        if p.name.endswith((".replay.jsonl", ".results.json")):
            parts.append(p.name.encode() + p.read_bytes())
    return b"\0".join(parts)


def concurrency_runs(root: Path, latency: float, rounds: int, levels=(1, 8, 32)) -> list[dict]:
    """The same league of slow fake model seats at each concurrency level (see the module doc)."""
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.runner import run_league

    agents = "".join(f'[agents.m{i}]\nseat = "fake"\nstyle = "mixed"\nlatency = {latency}\n' for i in range(4))
    rows: list[dict] = []
    for level in levels:
        body = f'variants = ["kuhn"]\nhands = 1\nrounds = {rounds}\nconcurrency = {level}\n{agents}'
        config = load_config(_write_league(root, f"c{level}", body))
        start = time.perf_counter()
        outcome = run_league(config, progress=False)
        wall = time.perf_counter() - start
        decisions = _decisions(outcome.table)
        rows.append(
            {
                "concurrency": level,
                "episodes": outcome.played,
                "decisions": decisions,
                "wall": wall,
                "play": outcome.play_seconds,
                "rate": decisions / outcome.play_seconds,
                "bytes": _comparable(config.out),
            }
        )
    for row in rows:
        row["speedup"] = row["rate"] / rows[0]["rate"]
        row["identical"] = row["bytes"] == rows[0]["bytes"]
    return rows


def _rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def soak(root: Path, episodes: int, concurrency: int = 32) -> dict:
    """``episodes`` episodes of instant seats at ``concurrency``: stuck, lost, memory (see the module doc)."""
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.episodes import episode_paths, read_calls, schedule
    from cosino_runtime.league.runner import run_league
    from cosino_runtime.store.embedded import EmbeddedStore

    agents = '[agents.h]\nseat = "house"\n[agents.r]\nseat = "random"\n'
    agents += "".join(f'[agents.f{i}]\nseat = "fake"\nstyle = "mixed"\n' for i in range(3))
    rounds = -(-episodes // 20)  # five agents: ten pairs in each of two variants
    body = f'variants = ["kuhn", "leduc"]\nhands = 2\nrounds = {rounds}\nconcurrency = {concurrency}\n{agents}'
    config = load_config(_write_league(root, "soak", body))
    samples: list[tuple[float, int]] = []
    done = threading.Event()
    start = time.perf_counter()

    def sample() -> None:
        while not done.wait(0.25):
            samples.append((time.perf_counter() - start, _rss_kib()))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        outcome = run_league(config, progress=False)
    finally:
        done.set()
        sampler.join()
    wall = time.perf_counter() - start
    store = EmbeddedStore(config.out / ".store")
    try:
        stuck = [h.episode_id for h in store.list_episodes() if h.status != "final"]
        lost = 0
        for item in schedule(config):
            paths = episode_paths(config.out, item.episode_id)
            actions = sum(1 for line in paths["replay"].read_bytes().splitlines() if b'"type":"action"' in line)
            head = store.load_head(item.episode_id)
            logged = {c.decision for c in read_calls(paths["calls"])}
            if head.version - 1 != actions or logged != set(range(actions)):
                lost += 1
    finally:
        store.close()
    return {
        "episodes": outcome.played,
        "decisions": _decisions(outcome.table),
        "wall": wall,
        "stuck": len(stuck),
        "lost": lost,
        "samples": samples,
        "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }


def _print_concurrency(root: Path, latency: float, rounds: int, soak_episodes: int) -> None:
    print(f"concurrent league: fake model seats answering in {latency} s each (kuhn, 4 agents, {rounds} rounds)")
    rows = concurrency_runs(root / "concurrency", latency, rounds)
    for r in rows:
        print(
            f"  concurrency {r['concurrency']:>2}: {r['episodes']} episodes, {r['decisions']} decisions played in"
            f" {r['play']:6.1f} s ({r['wall']:6.1f} s with the table) = {r['rate']:6.2f} decisions/s,"
            f" speedup {r['speedup']:5.2f}"
            f" ({r['speedup'] / r['concurrency']:.0%} of linear), bytes identical to concurrency 1: {r['identical']}"
        )
    if soak_episodes:
        s = soak(root / "soak", soak_episodes)
        marks = [s["samples"][int(f * (len(s["samples"]) - 1))] for f in (0.1, 0.5, 1.0)] if s["samples"] else []
        rss = ", ".join(f"{kib / 1024:.0f} MiB at {t:.0f} s" for t, kib in marks)
        print(
            f"soak: {s['episodes']} episodes ({s['decisions']} decisions) of instant seats at concurrency 32 in"
            f" {s['wall']:.1f} s; stuck {s['stuck']}, lost decisions {s['lost']}; resident {rss};"
            f" peak RSS {s['peak'] / 1024:.0f} MiB"
        )


SYNTHETIC_TEMPLATES = (
    ("kuhn", ("house", "random"), 2),
    ("holdem-6max", ("house", "random") * 3, 2),
    ("hearts", ("house", "random") * 2, 1),
)
SYNTHETIC_AGENTS = 8


def template_store(root: Path):
    """An embedded store holding one played episode of each of :data:`SYNTHETIC_TEMPLATES`."""
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(root)
    for variant, seats, hands in SYNTHETIC_TEMPLATES:
        episode = stepper.create(store, EpisodeConfig(variant, seats, hands, 3))
        stepper.run_to_end(store, episode)
        flow.on_finalize(store, episode)
    return store


def synthetic_rows(templates: list[dict], count: int, agents: int = SYNTHETIC_AGENTS, first: int = 0) -> list[dict]:
    """League rows ``first`` to ``first + count``: the templates' results with seeded agents and scores.

    Ids are hashed from the row's number, so later rows sort among the earlier ones (as real ids do).
    """
    from cosino.primitives.rng import Rng, derive

    pool = [f"agent{i}" for i in range(agents)]
    out = []
    for i in range(first, first + count):
        row = templates[i % len(templates)]
        result = row["result"]
        rng = Rng(derive(i, "synthetic league row"))
        picked = [pool[rng.randbelow(len(pool))] for _ in result["agents"]]
        scores = [Fraction(rng.randbelow(1000), 1000) for _ in result["agents"]]
        episode = f"{result['variant']}-{i}-{hashlib.sha256(str(i).encode()).hexdigest()[:12]}"
        out.append(
            {
                **row,
                "episode": episode,
                "result": {**result, "agents": picked, "scores": scores},
                "createdMs": 1_790_000_000_000 + i * 60_000,
            }
        )
    return out


def _seed_store(templates, root: Path, rows: list[dict], cached: bool) -> None:
    """Put the template blobs and ``rows`` into the store at ``root``; with ``cached``, each row's
    integrity evidence too (the template's, which is what its replay gives)."""
    from cosino_runtime.league.publish import EVIDENCE_KEY
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(root)
    try:
        for row in templates.league_rows():
            for key in (row["replay"], row["results"]):
                store.put_blob(key, templates.get_blob(key))
        evidence = {
            r["replay"]: templates.get_blob(EVIDENCE_KEY.format(episode=r["episode"])) for r in templates.league_rows()
        }
        for row in rows:
            store.put_league_row(row["episode"], row)
            if cached:
                store.publish(EVIDENCE_KEY.format(episode=row["episode"]), evidence[row["replay"]])
    finally:
        store.close()


_ONE_RUN = """
import json, resource, sys, time
from cosino_runtime.engine import flow
from cosino_runtime.league import publish
from cosino_runtime.store.embedded import EmbeddedStore
tables, board = [0.0], publish.leaderboards
def timed(*args, **kwargs):  # the table maths' share of the run
    begin = time.process_time()
    try:
        return board(*args, **kwargs)
    finally:
        tables[0] += time.process_time() - begin
publish.leaderboards = timed
store = EmbeddedStore(sys.argv[1])
start, cpu = time.perf_counter(), time.process_time()
out = flow.on_league(store)
seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
print(json.dumps({"seconds": seconds, "cpu": cpu, "tables": tables[0], "new": out["new"], "episodes": out["episodes"],
                  "peakKiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


def _timed_run(root: Path) -> dict:
    """One scheduled run in a fresh process: its seconds, peak resident memory and what it read."""
    done = subprocess.run([sys.executable, "-c", _ONE_RUN, str(root)], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


SCHEDULED_SIZES = (200, 2000, 10000)


def scheduled_runs(root: Path, sizes=SCHEDULED_SIZES, new: int = 10) -> list[dict]:
    """The scheduled function at each league size: from scratch, then ``new`` more, then nothing new."""
    templates = template_store(root / "templates")
    from cosino_runtime.engine import flow

    flow.on_league(templates)  # caches each template's integrity evidence
    rows = [dict(r) for r in templates.league_rows()]
    out = []
    try:
        for size in sizes:
            path = root / f"league-{size}"
            _seed_store(templates, path, synthetic_rows(rows, size), cached=True)
            scratch = _timed_run(path)
            _seed_store(templates, path, synthetic_rows(rows, new, first=size), cached=False)
            more = _timed_run(path)
            again = _timed_run(path)
            out.append({"size": size, "new": new, "scratch": scratch, "incremental": more, "nothing": again})
    finally:
        templates.close()
    return out


def _print_scheduled(root: Path, largest: int | None) -> None:
    print("scheduled league function (on_league, embedded store; synthetic kuhn, six-max and hearts results, 8 agents)")
    sizes = tuple(n for n in SCHEDULED_SIZES if largest is None or n <= largest) or SCHEDULED_SIZES[:1]
    rows = scheduled_runs(root / "scheduled", sizes)
    for r in rows:
        cells = []
        for label, key in (
            ("from scratch", "scratch"),
            (f"+{r['new']} new", "incremental"),
            ("nothing new", "nothing"),
        ):
            m = r[key]
            cells.append(
                f"{label} {m['seconds']:6.2f} s, {m['cpu']:6.2f} s CPU, tables {m['tables']:5.2f} s"
                f" ({m['new']} read, peak RSS {m['peakKiB'] / 1024:.0f} MiB)"
            )
        ratio = r["incremental"]["cpu"] / max(r["scratch"]["cpu"], 1e-9)
        print(f"  {r['size']:>5} episodes: " + "; ".join(cells) + f"; +{r['new']} / scratch CPU {ratio:.2f}")
    base = max(rows[0]["incremental"]["cpu"], 1e-9)
    growth = ", ".join(
        f"{r['size']}: {r['incremental']['seconds']:.2f} s ({r['incremental']['cpu'] / base:.2f}x CPU)" for r in rows
    )
    print(f"  +{rows[0]['new']} new episodes by league size, against the smallest: {growth}")


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
        _print_scheduled(root, getattr(args, "max_episodes", None))
        latency = float(getattr(args, "latency", 0.5))
        _print_concurrency(root, latency, int(getattr(args, "rounds", 28)), int(getattr(args, "soak", 500)))
    return 0
