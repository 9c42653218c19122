"""``cosino bench NAME``: run one benchmark and print its figures."""

from __future__ import annotations

import argparse
import importlib

from cosino_devtools.bench import BENCHMARKS


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="measure speed against peers (never a test)")
    p.add_argument("name", choices=BENCHMARKS)
    p.add_argument(
        "--seconds",
        type=_bounded(0.01, 86_400),  # 0, a negative or NaN left nothing timed to divide by; inf never ended
        default=2.0,
        help="time budget per measurement (bench variance: episodes per row)",
    )
    p.add_argument("--latency", type=_bounded(0, 60), default=0.5, help="bench league: seconds per fake model answer")
    p.add_argument(
        "--rounds", type=_bounded(1, 1000), default=28, help="bench league: rounds of the concurrency league"
    )
    p.add_argument("--soak", type=_bounded(0, 100_000), default=500, help="bench league: episodes of the soak run")
    p.add_argument("--svg", help="bench scale: write the plot of the curves to this SVG file")
    p.add_argument("--max-hands", type=_bounded(10, 100_000), help="bench scale: the largest episode (hands)")
    p.add_argument(
        "--max-episodes", type=_bounded(25, 100_000), help="bench scale, league: the largest league (episodes)"
    )
    p.set_defaults(run=_run)


def _bounded(low: float, high: float):
    """An argparse type: a finite number in [low, high] (argparse turns the ValueError into one line)."""

    def parse(text: str) -> float:
        value = float(text)
        if not low <= value <= high:  # NaN fails both comparisons
            raise ValueError(text)
        return int(value) if value == int(value) else value

    parse.__name__ = f"number from {low} to {high}"
    return parse


def _run(args: argparse.Namespace) -> int:
    return importlib.import_module(f"cosino_devtools.bench.{args.name}").run(args)
