"""``cosino bench NAME``: run one benchmark and print its figures."""

from __future__ import annotations

import argparse
import importlib

from cosino.primitives.errors import CosinoError
from cosino.primitives.files import output_problem
from cosino_devtools.bench import BENCHMARKS
from cosino_runtime.commands.arguments import path_option, whole_number

# Options that only one or two benchmarks read, and their values when not given: on any other
# benchmark such an option would be silently ignored, so it is refused.
OWNERS = {
    "episodes": ("variance",),
    "latency": ("league",),
    "rounds": ("league",),
    "soak": ("league",),
    "svg": ("scale",),
    "max_hands": ("scale",),
    "max_episodes": ("scale", "league"),
}
DEFAULTS = {"latency": 0.5, "rounds": 28, "soak": 500}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="measure speed against peers (never a test)")
    p.add_argument("name", choices=BENCHMARKS)
    p.add_argument(
        "--seconds",
        type=_bounded(0.01, 86_400),  # 0, a negative or NaN left nothing timed to divide by; inf never ended
        default=2.0,
        help="time budget per measurement (a finite positive number)",
    )
    p.add_argument(
        "--episodes", type=_whole(1, 10_000), help="bench variance: episodes per row (default: --seconds, rounded down)"
    )
    p.add_argument("--latency", type=_bounded(0, 60), help="bench league: seconds per fake model answer (default 0.5)")
    p.add_argument(
        "--rounds", type=_bounded(1, 1000), help="bench league: rounds of the concurrency league (default 28)"
    )
    p.add_argument("--soak", type=_bounded(0, 100_000), help="bench league: episodes of the soak run (default 500)")
    path_option(
        p,
        "--svg",
        "names the plot's file; the tables go to standard output",
        help="bench scale: write the plot of the curves to this SVG file",
    )
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


def _whole(low: int, high: int):
    """An argparse type: a whole number in [low, high], read as digits only (no 1e3, no 2.5)."""

    def parse(text: str) -> int:
        value = whole_number(text, low, high)
        if value is None:
            raise ValueError(text)
        return value

    parse.__name__ = f"whole number from {low} to {high}"
    return parse


def _run(args: argparse.Namespace) -> int:
    for name, owners in OWNERS.items():
        value = getattr(args, name)
        if value is None:
            if name in DEFAULTS and args.name in owners:
                setattr(args, name, DEFAULTS[name])
        elif args.name not in owners:
            flag = "--" + name.replace("_", "-")
            raise CosinoError(f"{flag}: applies to bench {' and '.join(owners)} only, not {args.name}")
    problem = output_problem(args.svg) if args.svg else None
    if problem is not None:  # the plot is written after minutes of measuring
        raise CosinoError(f"--svg {args.svg}: {problem}")
    return importlib.import_module(f"cosino_devtools.bench.{args.name}").run(args)
