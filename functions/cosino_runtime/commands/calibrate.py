"""``cosino calibrate collusion``: honest and planted-collusion six-max episodes, audited, tabulated."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("calibrate", help="measure a diagnostic on honest and planted play")
    p.add_argument("what", choices=["collusion"])
    p.add_argument("--episodes", type=int, default=30, help="episodes per kind (honest, softplay, dumper, feeder)")
    p.add_argument("--hands", type=int, default=16, help="the shortest length; the table also audits 2x and 4x")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--out", default="docs/collusion-calibration.md")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .. import calibrate

    if args.episodes < 1:
        raise ValueError(f"--episodes must be at least 1, got {args.episodes}")
    if args.hands < 1:
        raise ValueError(f"--hands must be at least 1, got {args.hands}")
    if args.jobs < 1:
        raise ValueError(f"--jobs must be at least 1, got {args.jobs}")

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} episodes", end="", file=sys.stderr, flush=True)

    start = calibrate.clock()
    results = calibrate.run(args.episodes, args.hands, args.jobs, progress=progress)
    print(file=sys.stderr)
    command = f"cosino calibrate collusion --episodes {args.episodes} --hands {args.hands}"
    text = calibrate.report(results, args.episodes, args.hands, command, calibrate.clock() - start)
    calibrate.write_report(Path(args.out), text)
    print(text)
    print(f"written: {args.out}")
    return 0
