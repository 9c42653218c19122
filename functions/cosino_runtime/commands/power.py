"""``cosino power PATH... [--seed N] [--bootstrap B] [--json OUT]``: how many hands a ranking needs.

Each PATH is a league folder (searched for ``*.replay.jsonl`` and ``*.results.json``), a replay
or a results file. Replays give hand-level units (raw, duplicate pairs, duplicate + luck
adjustment); results files without a replay beside them give episode units. Per pair of agents
it prints the mean difference per hand with its 95% bootstrap interval and the hands needed to
separate the pair at 95%, by each method; ``--json`` writes the whole report as canonical JSON.
Exit 0 on success, 2 when an input cannot be read.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from cosino.arena.replay import read_replay
from cosino.league.power import BOOTSTRAP, power_report, results_report
from cosino.primitives.canonical import dump_bytes, format_number
from cosino.primitives.errors import CosinoError

READ_LIMIT = 256 * 1024 * 1024  # bytes of one input file


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("power", help="per pair of agents: mean difference, interval, hands needed at 95%%")
    p.add_argument("paths", nargs="+", help="league folders, replays (*.replay.jsonl) or results (*.results.json)")
    p.add_argument("--seed", type=int, default=0, help="seed of the bootstrap")
    p.add_argument("--bootstrap", type=int, default=BOOTSTRAP, help="bootstrap resamples")
    p.add_argument("--json", dest="json_out", help="write the report here as canonical JSON")
    p.set_defaults(run=run)


def _read(path: Path) -> bytes:
    try:
        if path.stat().st_size > READ_LIMIT:
            raise CosinoError(f"{path}: larger than {READ_LIMIT} bytes")
        return path.read_bytes()
    except OSError as exc:
        raise CosinoError(f"{path}: cannot read ({exc.strerror or exc})") from None


def collect(paths: list[str]) -> tuple[list[Path], list[Path]]:
    """Replays, and results files that have no replay beside them, in a stable order."""
    replays: list[Path] = []
    results: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            replays += sorted(path.rglob("*.replay.jsonl"))
            results += sorted(path.rglob("*.results.json"))
        elif path.name.endswith(".results.json"):
            results.append(path)
        elif path.exists():
            replays.append(path)
        else:
            raise CosinoError(f"{path}: no such file or folder")
    have = {p.name[: -len(".replay.jsonl")] for p in replays if p.name.endswith(".replay.jsonl")}
    results = [p for p in results if p.name[: -len(".results.json")] not in have]
    return replays, results


def build_report(paths: list[str], seed: int, resamples: int) -> dict[str, Any]:
    replays, results = collect(paths)
    out: dict[str, Any] = {}
    if replays:
        out["replays"] = power_report((read_replay(_read(p), str(p)) for p in replays), seed, resamples)
    if results:
        parsed = [json.loads(_read(p), parse_float=Fraction) for p in results]
        out["results"] = results_report(parsed, seed, resamples)
    if not out:
        raise CosinoError("no replay or results file found")
    return out


def _cell(summary: dict[str, Any] | None) -> str:
    if summary is None:
        return "-"
    lo, hi = summary["interval"]
    need = summary["handsNeeded"]
    per = "PerHand" if "meanPerHand" in summary else "PerEpisode"
    return (
        f"{_short(summary['mean' + per])} [{_short(lo)}, {_short(hi)}] sd {_short(summary['sd' + per])}"
        f" hands needed {need if need is not None else 'inf'}{' *' if summary['separated'] else ''}"
    )


def _short(value: Any) -> str:
    return format_number(Fraction(round(Fraction(value) * 100), 100))


def run(args: argparse.Namespace) -> int:
    try:
        report = build_report(args.paths, args.seed, args.bootstrap)
    except CosinoError as exc:
        print(f"cosino power: {exc}")
        return 2
    for source, block in report.items():
        print(f"{source}: {block['episodes']} episodes, bootstrap {block['bootstrap']}, seed {block['seed']}")
        for pair in block["pairs"]:
            print(f"  {pair['variant']}: {pair['a']} - {pair['b']} ({pair['episodes']} episodes, per {pair['unit']}):")
            for method in ("raw", "duplicate", "luck"):
                print(f"    {method:<9} {_cell(pair.get(method))}")
    print("columns: mean difference per unit [95% bootstrap interval], sd per unit, hands needed at 95%; * separated")
    if args.json_out:
        Path(args.json_out).write_bytes(dump_bytes(report))
    return 0
