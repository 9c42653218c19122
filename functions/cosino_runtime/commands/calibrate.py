"""``cosino calibrate collusion``: honest and planted-collusion six-max episodes, audited, tabulated.

The tables go to stdout; ``--doc PATH`` also writes them as a Markdown page (never by default:
run from the repository root, a default path would overwrite the shipped doc).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cosino.primitives.errors import CosinoError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("calibrate", help="measure a diagnostic on honest and planted play")
    p.add_argument("what", choices=["collusion", "league-audit"])
    p.add_argument("--episodes", type=int, default=30, help="episodes per kind (honest, softplay, dumper, feeder)")
    p.add_argument("--hands", type=int, default=16, help="the shortest length; the table also audits 2x and 4x")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--leagues", type=int, default=10, help="league-audit: leagues per kind and size")
    p.add_argument(
        "--doc",
        metavar="PATH",
        default=None,
        help="also write the tables to this Markdown file (e.g. docs/collusion-calibration.md)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cosino_devtools import calibrate

    for name, top in (("episodes", 100_000), ("hands", 10_000), ("jobs", 256), ("leagues", 10_000)):
        value = getattr(args, name)
        if not 1 <= value <= top:
            raise CosinoError(f"--{name}: must be between 1 and {top}, got {value}")
    doc = Path(args.doc) if args.doc else None
    if doc is not None and (doc.is_dir() or not doc.parent.is_dir()):
        # checked before the run, which takes minutes
        raise CosinoError(
            f"--doc {doc}: " + ("is a folder, not a file" if doc.is_dir() else "its folder does not exist")
        )

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} episodes", end="", file=sys.stderr, flush=True)

    start = calibrate.clock()
    if args.what == "league-audit":
        return _league_audit(args, doc, progress, start)
    results = calibrate.run(args.episodes, args.hands, args.jobs, progress=progress)
    print(file=sys.stderr)
    command = f"cosino calibrate collusion --episodes {args.episodes} --hands {args.hands}"
    if doc is not None:
        command += f" --doc {doc}"
    text = calibrate.report(results, args.episodes, args.hands, command, calibrate.clock() - start)
    print(text)
    if doc is not None:
        calibrate.write_report(doc, text)
        print(f"written: {doc}", file=sys.stderr)
    return 0


def _league_audit(args: argparse.Namespace, doc: Path | None, progress: object, start: float) -> int:
    from cosino_devtools import calibrate

    results = calibrate.league_run(args.leagues, args.jobs, progress=progress)
    print(file=sys.stderr)
    command = f"cosino calibrate league-audit --leagues {args.leagues}"
    if doc is not None:
        command += f" --doc {doc}"
    text = calibrate.league_report(results, args.leagues, command, calibrate.clock() - start)
    print(text)
    if doc is not None:
        calibrate.write_league_doc(doc, text)
        print(f"written: {doc}", file=sys.stderr)
    return 0
