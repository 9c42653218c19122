"""``cosino bench runtime``: the step handler's own latency (the seat's thinking time taken out)
on the embedded default and against a moto server, and the AWS requests each decision costs.

The moto figures are for this machine's HTTP round trips to an in-process server, not AWS's;
the request counts are exact and are what the cost estimate in docs/benchmarks.md uses.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections import Counter
from typing import Any

from cosino.episode import EpisodeConfig

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


class TimedSeats:
    """Wraps the seat factory so the time spent inside ``act`` can be subtracted."""

    def __init__(self) -> None:
        self.thinking = 0.0

    def __call__(self, name: str, variant: str, rng: Any) -> Any:
        from ..seats import build_seat

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
    from ..handlers import pipeline

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
    from .. import stepper
    from ..store.embedded import EmbeddedStore

    with tempfile.TemporaryDirectory() as tmp:
        store = EmbeddedStore(tmp)
        episode_id = stepper.create(store, CONFIG)
        latencies = _drive(store, NullQueue(), episode_id, TimedSeats(), store.load(episode_id).version)
        store.close()
    return {"decisions": len(latencies), "latencies": latencies}


def _item_bytes(item: dict[str, Any]) -> int:
    """DynamoDB's item size: attribute names plus values (strings and numbers as text)."""
    total = 0
    for name, value in item.items():
        total += len(name.encode())
        (kind, inner), = value.items()
        if kind == "L":
            total += 3 + sum(len(v["S"].encode()) + 1 for v in inner)
        else:
            total += len(str(inner).encode())
    return total


def _moto() -> dict[str, Any]:
    from .. import stepper
    from ..handlers import awslocal, pipeline
    from ..store.aws import HEAD, AwsStore, episode_pk

    server, endpoint = awslocal.start_moto()
    try:
        stack = awslocal.provision(endpoint)
        ddb, s3, sqs = stack.client("dynamodb"), stack.client("s3"), stack.client("sqs")
        store = AwsStore(stack.table, stack.bucket, ddb, s3)
        queue = pipeline.SqsQueue(stack.step_queue_url, stack.finalize_queue_url, sqs)
        calls: Counter[str] = Counter()

        def count(event_name: str, **kwargs: Any) -> None:
            service, op = event_name.split(".")[1:3]
            calls[f"{service}:{op}"] += 1

        episode_id = stepper.create(store, CONFIG)
        start = store.load(episode_id).version
        for client in (ddb, s3, sqs):
            client.meta.events.register("before-call.*.*", count, unique_id="bench-count")
        seats = TimedSeats()
        latencies = _drive(store, queue, episode_id, seats, start)
        step_calls = Counter(calls)
        calls.clear()
        pipeline.on_finalize(store, episode_id)
        final_calls = Counter(calls)
        for client in (ddb, s3, sqs):
            client.meta.events.unregister("before-call.*.*", unique_id="bench-count")
        # Write units: a transaction costs 2 units per KB of each item; heads grow by one input per commit.
        head = ddb.get_item(TableName=stack.table, Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}})["Item"]
        items = ddb.query(
            TableName=stack.table, KeyConditionExpression="pk = :p AND begins_with(sk, :v)",
            ExpressionAttributeValues={":p": {"S": episode_pk(episode_id)}, ":v": {"S": "V#"}},
        )["Items"]
        final_head = _item_bytes(head)
        input_bytes = [len(v["S"].encode()) + 1 for v in head["inputs"]["L"]]
        base = final_head - sum(input_bytes)
        wru = rru = 0
        for i, item in enumerate(items[1:], start=1):  # steps only: item 0 is the creation commit
            head_size = base + sum(input_bytes[: i + 1])
            wru += 2 * (-(-head_size // 1024) + -(-_item_bytes(item) // 1024))
            rru += -(-(base + sum(input_bytes[:i])) // 4096)  # strongly consistent GetItem before it
        return {
            "decisions": len(latencies),
            "latencies": latencies,
            "step_calls": step_calls,
            "final_calls": final_calls,
            "wru": wru,
            "rru": rru,
            "head_bytes": final_head,
        }
    finally:
        server.stop()


def _line(name: str, latencies: list[float]) -> str:
    ms = [v * 1000 for v in latencies]
    return f"{name:<10} decisions {len(ms):>3}  median {statistics.median(ms):7.3f} ms  p95 {_percentile(ms, 0.95):7.3f} ms"


def run(args: argparse.Namespace) -> int:
    print(f"step handler latency without the seat's thinking: {CONFIG.variant}, {CONFIG.hands} hands, house vs random")
    emb = _embedded()
    print(_line("embedded", emb["latencies"]))
    aws = _moto()
    print(_line("moto", aws["latencies"]))
    n = aws["decisions"]
    print()
    print("AWS requests per decision (steps), and per episode at finalisation:")
    for op, count in sorted(aws["step_calls"].items()):
        print(f"  step      {op:<32} {count / n:6.3f} per decision")
    for op, count in sorted(aws["final_calls"].items()):
        print(f"  finalize  {op:<32} {count:3d} per episode")
    per_decision_wru = aws["wru"] / n
    per_decision_rru = aws["rru"] / n
    print(f"  DynamoDB write units per decision {per_decision_wru:.2f}, read units {per_decision_rru:.2f}"
          f" (head item {aws['head_bytes']} bytes at the end)")
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
    return 0
