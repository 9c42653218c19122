"""``cosino bench NAME``: run one benchmark and print its figures."""

from __future__ import annotations

import argparse
import importlib

from cosino_devtools.bench import BENCHMARKS


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="measure speed against peers (never a test)")
    p.add_argument("name", choices=BENCHMARKS)
    p.add_argument("--seconds", type=float, default=2.0, help="time budget per measurement")
    p.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    return importlib.import_module(f"cosino_devtools.bench.{args.name}").run(args)
