"""``cosino verify REPLAY [RESULTS]``: re-derive a replay and its results."""

from __future__ import annotations

import argparse
from pathlib import Path

from cosino.replay import verify


def _read(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise ValueError(f"{path}: cannot read ({exc.strerror})") from None


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("verify", help="re-run a replay and compare every line and the results")
    p.add_argument("replay")
    p.add_argument("results", nargs="?")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    results = _read(args.results) if args.results else None
    verdict = verify(_read(args.replay), results, name=args.replay, results_name=args.results or "results")
    print(verdict.message)
    return 0 if verdict.ok else 1
