"""``cosino bench runtime``: the step handler's own latency (the seat's thinking time taken out)
on the embedded default and against a moto server, and the AWS requests each decision costs.

The moto figures are for this machine's HTTP round trips to an in-process server, not AWS's;
the request counts are exact and are what the cost estimate in docs/benchmarks.md uses.

Last, the import time of each handler module in fresh interpreters, from a copy of our code with
the unchecked-hash bytecode the bundle ships and without any (what a cold start paid before).
"""

from __future__ import annotations

import argparse
import compileall
import os
import py_compile
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from cosino.arena.episode import EpisodeConfig
from cosino.primitives.canonical import dump_bytes

CONFIG = EpisodeConfig("holdem-hu", ("house", "random"), hands=8, seed=2026)

# Public on-demand list prices, us-east-1 (USD); not measured here.
PRICE = {
    "dynamodb_wru": 0.625 / 1e6,  # per write request unit
    "dynamodb_rru": 0.125 / 1e6,  # per read request unit
    "sqs_fifo_request": 0.50 / 1e6,
    "s3_put": 0.005 / 1000,
    "s3_get": 0.0004 / 1000,
    "lambda_request": 0.20 / 1e6,
    "lambda_gb_second_arm": 0.0000133334,
}
LAMBDA_GB = 0.5
HANDLERS = ("step", "finalize", "http_api", "league_schedule", "sweeper")  # cosino_runtime.lambdas.<name>
# Code that must never load on a handler's path: the command line, the advisor, the developer tools.
OFF_PATH = ("cosino_runtime.commands", "cosino_runtime.cli", "cosino.advisor", "cosino_devtools")


class TimedSeats:
    """Wraps the seat factory so the time spent inside ``act`` can be subtracted."""

    def __init__(self) -> None:
        self.thinking = 0.0

    def __call__(self, name: str, variant: str, rng: Any) -> Any:
        from cosino_runtime.seats.registry import build_seat

        seat = build_seat(name, variant, rng)
        outer = self

        class Timed:
            def act(self, observation: dict[str, Any]) -> Any:
                t = time.perf_counter()
                try:
                    return seat.act(observation)
                finally:
                    outer.thinking += time.perf_counter() - t

        return Timed()


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Tracking:
    """Passes messages on to a queue and notes when the finalisation is asked for."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.finished = False

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        self.inner.send_step(episode_id, version, redrive)

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        self.finished = True
        self.inner.send_finalize(episode_id, redrive)


def _drive(store: Any, queue: Any, episode_id: str, seats: TimedSeats, version: int) -> list[float]:
    from cosino_runtime.engine import flow as pipeline

    tracking = Tracking(queue)
    latencies = []
    while not tracking.finished:
        seats.thinking = 0.0
        t = time.perf_counter()
        outcome = pipeline.on_step(store, tracking, episode_id, version, seats)
        latencies.append(time.perf_counter() - t - seats.thinking)
        if outcome != "applied":
            raise RuntimeError(f"step after version {version} was {outcome}")
        version += 1
    return latencies


class NullQueue:
    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        pass

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        pass


def _embedded() -> dict[str, Any]:
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    with tempfile.TemporaryDirectory() as tmp:
        store = EmbeddedStore(tmp)
        episode_id = stepper.create(store, CONFIG)
        latencies = _drive(store, NullQueue(), episode_id, TimedSeats(), store.load_head(episode_id).version)
        store.close()
    return {"decisions": len(latencies), "latencies": latencies}


def _item_bytes(item: dict[str, Any]) -> int:
    """DynamoDB's item size: attribute names plus values (strings and numbers as text)."""
    total = 0
    for name, value in item.items():
        total += len(name.encode())
        ((kind, inner),) = value.items()
        if kind == "L":
            total += 3 + sum(len(v["S"].encode()) + 1 for v in inner)
        else:
            total += len(str(inner).encode())
    return total


def _units(size: int, unit: int) -> int:
    return max(1, -(-size // unit))


# Episodes whose write units per decision are compared: a short one, one 10x longer, a trick game.
UNIT_CONFIGS = (
    EpisodeConfig("holdem-hu", ("house", "random"), hands=8, seed=2026),
    EpisodeConfig("holdem-hu", ("house", "random"), hands=80, seed=2026, budget=2000),
    EpisodeConfig("hearts", ("house", "random", "house", "random"), hands=8, seed=2026, budget=2000),
)


def _moto_episode(stack: Any, config: EpisodeConfig) -> dict[str, Any]:
    """Drive one episode through the step pipeline on moto; count requests and DynamoDB units."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.aws import HEAD, AwsStore, episode_pk

    ddb, s3, sqs = stack.client("dynamodb"), stack.client("s3"), stack.client("sqs")
    store = AwsStore(stack.table, stack.bucket, ddb, s3)
    queue = pipeline.SqsQueue(stack.step_queue_url, stack.finalize_queue_url, sqs)
    calls: Counter[str] = Counter()
    puts: list[int] = []  # bytes of each transaction's Put items, per transaction

    def count(event_name: str, **kwargs: Any) -> None:
        service, op = event_name.split(".")[1:3]
        calls[f"{service}:{op}"] += 1

    def transaction(params: dict[str, Any], **kwargs: Any) -> None:
        puts.append(sum(_units(_item_bytes(i["Put"]["Item"]), 1024) for i in params["TransactItems"] if "Put" in i))

    episode_id = stepper.create(store, config)
    start = store.load_head(episode_id).version
    for client in (ddb, s3, sqs):
        client.meta.events.register("before-call.*.*", count, unique_id="bench-count")
    ddb.meta.events.register("before-parameter-build.dynamodb.TransactWriteItems", transaction, unique_id="bench-tx")
    try:
        seats = TimedSeats()
        latencies = _drive(store, queue, episode_id, seats, start)
        step_calls = Counter(calls)
        head = ddb.get_item(TableName=stack.table, Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}})["Item"]
        calls.clear()
        pipeline.on_finalize(store, episode_id)
        final_calls = Counter(calls)
    finally:
        for client in (ddb, s3, sqs):
            client.meta.events.unregister("before-call.*.*", unique_id="bench-count")
        ddb.meta.events.unregister("before-parameter-build.dynamodb.TransactWriteItems", unique_id="bench-tx")
    # A transaction costs 2 write units per KB of each item; the head's size barely changes (counts only).
    head_bytes = _item_bytes(head)
    wru = sum(2 * (_units(head_bytes, 1024) + put_units) for put_units in puts)
    rru = step_calls["dynamodb:GetItem"] * _units(head_bytes, 4096) + step_calls["dynamodb:Query"]
    return {
        "config": config,
        "decisions": len(latencies),
        "latencies": latencies,
        "step_calls": step_calls,
        "final_calls": final_calls,
        "wru": wru,
        "rru": rru,
        "head_bytes": head_bytes,
    }


def _moto() -> list[dict[str, Any]]:
    from cosino_devtools import awslocal

    server, endpoint = awslocal.start_moto()
    try:
        stack = awslocal.provision(endpoint)
        return [_moto_episode(stack, config) for config in (CONFIG, *UNIT_CONFIGS[1:])]
    finally:
        server.stop()


# What the template sets on every function that a handler module may read as it loads.
LAMBDA_ENV = {
    "POWERTOOLS_METRICS_NAMESPACE": "Cosino",
    "POWERTOOLS_LOG_LEVEL": "INFO",
    "POWERTOOLS_TRACE_DISABLED": "true",
    "AWS_DEFAULT_REGION": "us-east-1",
}
MARK = "-- cosino bench: the handler's import starts --"


@contextmanager
def bundle(bytecode: bool, root: Path | None = None) -> Iterator[Path]:
    """Our two packages as a Lambda bundle ships them, in a temporary folder: ``cosino`` (the core
    layer) and ``cosino_runtime`` (the function), from the checkout ``root`` (its ``core`` and
    ``functions`` folders) or else from the tree this bench runs from, without any ``__pycache__``;
    with ``bytecode``, compiled to unchecked-hash .pyc files (PEP 552), which is what
    ``infra/bundle/Makefile`` ships; without, what the bundle was before (compiled at each import)."""
    if root is None:
        import cosino
        import cosino_runtime

        sources = [Path(package.__file__).parent for package in (cosino, cosino_runtime)]
    else:
        sources = [root / "core" / "cosino", root / "functions" / "cosino_runtime"]
    with tempfile.TemporaryDirectory(prefix="cosino-imports-") as tmp:
        folder = Path(tmp)
        for source in sources:
            shutil.copytree(source, folder / source.name, ignore=shutil.ignore_patterns("__pycache__", "*.py[co]"))
        if bytecode:
            mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
            if not compileall.compile_dir(folder, quiet=1, force=True, invalidation_mode=mode):
                raise RuntimeError(f"compileall failed in {folder}")
        yield folder


def _parse_importtime(stderr: str) -> tuple[float, set[str]]:
    """The import statement's cumulative time (ms: the top-level lines after MARK, the handler module
    and the packages above it) and the names of every module it loaded (``-X importtime``)."""
    total, loaded, started = 0, set(), False
    for line in stderr.splitlines():
        if line == MARK:
            started = True
            continue
        parts = line.removeprefix("import time:").split("|")
        if not started or len(parts) != 3 or not parts[1].strip().isdigit():
            continue
        loaded.add(parts[2].strip())
        if not parts[2].startswith("  "):  # one space after the bar; nested imports are indented further
            total += int(parts[1])
    return total / 1000, loaded


def _import_once(module: str, folder: Path) -> tuple[float, set[str]]:
    """One fresh interpreter importing ``module`` from ``folder``: (ms, names of the modules it loaded).

    Nothing of the caller's environment takes part: the interpreter sees only ``folder`` on
    ``PYTHONPATH`` (then its own standard library and site-packages, where powertools is), the
    template's variables, no user site, and writes no bytecode. Every ``cosino*`` module it loads
    must come from ``folder`` (not an editable install or another tree), else RuntimeError."""
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "PYTHONPATH": str(folder),
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONNOUSERSITE": "1",
        "PYTHONSAFEPATH": "1",
        **LAMBDA_ENV,
    }
    code = (
        f"import sys; print({MARK!r}, file=sys.stderr, flush=True); import {module}\n"
        "for name, mod in list(sys.modules.items()):\n"
        "    if name.split('.')[0] in ('cosino', 'cosino_runtime', 'cosino_devtools'):\n"
        "        print(name, getattr(mod, '__file__', None))"
    )
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True, env=env, cwd=folder
    )
    if done.returncode != 0:
        raise RuntimeError(f"import {module} failed:\n{done.stderr[-2000:]}")
    stray = [line for line in done.stdout.splitlines() if not line.split(" ", 1)[1].startswith(str(folder))]
    if stray:
        raise RuntimeError(f"import {module}: modules from outside {folder}: {stray[:3]}")
    return _parse_importtime(done.stderr)


def _wrote_nothing(folder: Path) -> None:
    written = list(folder.rglob("__pycache__"))
    if written:
        raise RuntimeError(f"bytecode was written under {folder}: {written[:3]}")


def import_time(
    module: str, runs: int = 3, bytecode: bool = True, folder: Path | None = None
) -> tuple[float, list[str]]:
    """Best-of-``runs`` import time of ``module`` in fresh interpreters (ms) from ``folder``, by
    default a :func:`bundle` of our code, and the off-path modules it loaded (:func:`_import_once`)."""
    if folder is None:
        with bundle(bytecode) as made:
            return import_time(module, runs, bytecode, made)
    best, loaded = float("inf"), set()
    for _ in range(runs):
        ms, names = _import_once(module, folder)
        best, loaded = min(best, ms), loaded | names
    if not bytecode:
        _wrote_nothing(folder)
    return best, sorted(m for m in loaded if m.startswith(OFF_PATH))


def print_import_times(runs: int = 5, before: Path | None = None) -> None:
    """Both columns for every handler, best of ``runs``; with ``before`` (another checkout, such as
    ``git archive <commit> core functions`` unpacked), its two columns too. The runs interleave
    (each round imports every handler once from each folder), so a busy spell on the machine hits
    every column alike."""
    version = ".".join(map(str, sys.version_info[:3]))
    print(
        f"import time of each Lambda handler module (ms, best of {runs} fresh Python {version} interpreters;"
        " our code in a temporary folder, third-party code from this interpreter's site-packages):"
    )
    columns = [("as shipped", True, None), ("no bytecode", False, None)]
    if before is not None:
        columns = [("before: as shipped", True, before), ("before: no bytecode", False, before), *columns]
    best: dict[tuple[str, str], float] = {}
    loaded: dict[str, set[str]] = {name: set() for name in HANDLERS}
    with ExitStack() as stack:
        folders = [stack.enter_context(bundle(bytecode, root)) for _, bytecode, root in columns]
        for _ in range(runs):
            for name in HANDLERS:
                for (title, _, _), folder in zip(columns, folders):
                    ms, names = _import_once(f"cosino_runtime.lambdas.{name}", folder)
                    best[name, title] = min(best.get((name, title), ms), ms)
                    loaded[name] |= names
        for (_, bytecode, _), folder in zip(columns, folders):
            if not bytecode:
                _wrote_nothing(folder)
    print(f"  {'handler':<16}" + "".join(f" {title:>{max(len(title), 10)}}" for title, _, _ in columns))
    for name in HANDLERS:
        off = sorted(m for m in loaded[name] if m.startswith(OFF_PATH))
        note = f"  OFF-PATH: {', '.join(off)}" if off else ""
        cells = "".join(f" {best[name, title]:{max(len(title), 10)}.1f}" for title, _, _ in columns)
        print(f"  {name:<16}{cells}{note}")
    print("  as shipped: unchecked-hash .pyc of our code (infra/bundle/Makefile); no bytecode: compiled at import")


class Dropped:
    """A queue that drops its messages: the caller steps the episode itself."""

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        pass

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        pass


def poll_costs(hands: int = 500, polls: int = 5) -> tuple[int, float, float]:
    """(records, CPU seconds of a poll read whole, of a kept poll) for a running hearts log of ``hands`` hands on
    the embedded store: a poll after one more step, by a new Api (the log read and viewed whole) and by one that
    polled the version before (``api.live_logs``). The least of ``polls`` polls each."""
    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    with tempfile.TemporaryDirectory() as root:
        store = EmbeddedStore(Path(root) / "store")
        try:
            api = Api(store, Dropped())
            body = {"variant": "hearts", "seats": ["house"] * 4, "hands": hands, "budget": hands * 64, "seed": 7}
            episode = api.handle("POST", "/episodes", dump_bytes(body), True).json()["episode"]
            while store.load_head(episode).version < hands * 52:  # about the log's last hands
                steps.step(store, episode, store.load_head(episode).version)
            whole, kept = [], []
            for _ in range(polls):
                steps.step(store, episode, store.load_head(episode).version)
                start = time.thread_time()
                Api(store, Dropped()).handle("GET", f"/episodes/{episode}/events", None, False)
                whole.append(time.thread_time() - start)
                api.handle("GET", f"/episodes/{episode}/events", None, False)  # the version before, kept
                steps.step(store, episode, store.load_head(episode).version)
                start = time.thread_time()
                api.handle("GET", f"/episodes/{episode}/events", None, False)
                kept.append(time.thread_time() - start)
            return len(store.events(episode)), min(whole), min(kept)
        finally:
            store.close()


def _line(name: str, latencies: list[float]) -> str:
    ms = [v * 1000 for v in latencies]
    median, p95 = statistics.median(ms), _percentile(ms, 0.95)
    return f"{name:<10} decisions {len(ms):>3}  median {median:7.3f} ms  p95 {p95:7.3f} ms"


def run(args: argparse.Namespace) -> int:
    print(f"step handler latency without the seat's thinking: {CONFIG.variant}, {CONFIG.hands} hands, house vs random")
    emb = _embedded()
    print(_line("embedded", emb["latencies"]))
    episodes = _moto()
    aws = episodes[0]
    print(_line("moto", aws["latencies"]))
    n = aws["decisions"]
    print()
    print("AWS requests per decision (steps), and per episode at finalisation:")
    for op, count in sorted(aws["step_calls"].items()):
        print(f"  step      {op:<32} {count / n:6.3f} per decision")
    for op, count in sorted(aws["final_calls"].items()):
        print(f"  finalize  {op:<32} {count:3d} per episode")
    print()
    print("DynamoDB units per decision (1 write unit per KB of each item, twice in a transaction):")
    for ep in episodes:
        c = ep["config"]
        print(
            f"  {c.variant:<10} {c.hands:>3} hands  decisions {ep['decisions']:>4}"
            f"  write units {ep['wru'] / ep['decisions']:5.2f}"
            f"  read units {ep['rru'] / ep['decisions']:5.2f}  head item {ep['head_bytes']} bytes"
        )
    rates = [ep["wru"] / ep["decisions"] for ep in episodes]
    print(
        f"  spread of write units per decision: {(max(rates) - min(rates)) / min(rates):.1%}"
        " (short vs 10x longer vs hearts)"
    )
    per_decision_wru = aws["wru"] / n
    per_decision_rru = aws["rru"] / n
    # Cost per 1,000 decisions: Lambda request + duration, SQS send + receive + delete, DynamoDB units,
    # S3 puts/gets of finalisation spread over the episode's decisions.
    median_s = statistics.median(aws["latencies"])
    s3_puts = sum(c for op, c in aws["final_calls"].items() if op == "s3:PutObject") / n
    s3_gets = sum(c for op, c in aws["final_calls"].items() if op == "s3:GetObject") / n
    cost = {
        "lambda requests": 1 * PRICE["lambda_request"],
        "lambda duration": median_s * LAMBDA_GB * PRICE["lambda_gb_second_arm"],
        "sqs (send, receive, delete)": 3 * PRICE["sqs_fifo_request"],
        "dynamodb writes": per_decision_wru * PRICE["dynamodb_wru"],
        "dynamodb reads": per_decision_rru * PRICE["dynamodb_rru"],
        "s3 (finalisation)": s3_puts * PRICE["s3_put"] + s3_gets * PRICE["s3_get"],
    }
    print()
    print("cost per 1,000 decisions at us-east-1 on-demand list prices (USD), seat thinking excluded:")
    for name, value in cost.items():
        print(f"  {name:<30} {value * 1000:.6f}")
    print(f"  {'total':<30} {sum(cost.values()) * 1000:.6f}")
    print()
    records, whole, kept = poll_costs()
    print(f"a poll of a running hearts log of {records} records, CPU: read and viewed whole {whole * 1000:.1f} ms,")
    print(f"  kept from the poll before (the records since read and viewed) {kept * 1000:.1f} ms")
    print()
    print_import_times()
    return 0
