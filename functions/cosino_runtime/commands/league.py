"""``cosino league``: ``run --config league.toml`` plays a round-robin league (resumable) and
``table`` prints its leaderboard."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cosino.primitives.canonical import dumps
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import write_atomic

DEFAULT_TABLES = "runs/league-*/league.json"  # where leagues write by default, relative to the config


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("league", help="run a league and print its table")
    inner = p.add_subparsers(dest="league_command", required=True, parser_class=type(p))
    run = inner.add_parser("run", help="play every scheduled episode not yet played, then write league.json")
    run.add_argument("--config", required=True, help="the league.toml file")
    run.add_argument("--out", help="output directory (default: [league] out in the config)")
    run.add_argument("--quiet", action="store_true", help="no progress bar")
    run.add_argument("--no-probe", action="store_true", help="do not check that remote agents accept connections")
    run.add_argument("--concurrency", type=int, help="episodes played at once (default: [league] concurrency, else 1)")
    run.set_defaults(run=_run)
    table = inner.add_parser("table", help="print the leaderboard of a league")
    where = table.add_mutually_exclusive_group()
    where.add_argument("--config", help="the league.toml file (its out directory is read)")
    where.add_argument(
        "--out", help=f"the league's output directory (default: the newest {DEFAULT_TABLES} in this directory)"
    )
    table.add_argument("--json", action="store_true", help="print the table JSON instead of text")
    table.add_argument(
        "--recompute", action="store_true", help="rebuild league.json from the episode files (needs --config)"
    )
    table.set_defaults(run=_table)


def _config(path: str, out: str | None, check_network: bool):
    from cosino_runtime.league.config import load_config

    config = load_config(path, check_network=check_network)
    if out:
        from dataclasses import replace

        config = replace(config, out=Path(out))
    return config


def _run(args: argparse.Namespace) -> int:
    from cosino_runtime.league.publish import format_table, read_latency
    from cosino_runtime.league.runner import run_league

    config = _config(args.config, args.out, check_network=not args.no_probe)
    if args.concurrency is not None and not 1 <= args.concurrency <= 256:
        raise CosinoError(f"--concurrency {args.concurrency}: expected 1 to 256 episodes at once")
    outcome = run_league(config, progress=not args.quiet, concurrency=args.concurrency)
    print(format_table(outcome.table, read_latency(outcome.path.parent)))
    print(f"played {outcome.played}, already done {outcome.resumed}; table: {outcome.path}")
    return 0


def _out_dir(out: str | None) -> Path:
    """``--out``, or else the league whose table was written last under ``runs/``."""
    if out:
        return Path(out)
    found = sorted(Path().glob(DEFAULT_TABLES), key=lambda p: (p.stat().st_mtime, str(p)))
    if not found:
        raise CosinoError(
            f"no league table found ({DEFAULT_TABLES}): give --config league.toml or --out DIR, "
            "or play one first with `cosino league run --config examples/league.toml`"
        )
    if len(found) > 1:
        print(f"showing {found[-1].parent} (the newest of {len(found)} leagues; choose with --out)", file=sys.stderr)
    return found[-1].parent


def _table(args: argparse.Namespace) -> int:
    from cosino.primitives.jsonsafe import loads
    from cosino_runtime.league.publish import MANIFEST_NAME, format_table, league_files, read_latency

    if args.recompute:
        if not args.config:
            raise CosinoError("--recompute: give --config so the schedule is known")
        config = _config(args.config, None, check_network=False)
        table, manifest = league_files(config)
        write_atomic(config.out / MANIFEST_NAME, manifest)
        write_atomic(config.out / "league.json", dumps(table).encode("utf-8"))
        out = config.out
    else:
        out = _config(args.config, None, check_network=False).out if args.config else _out_dir(args.out)
        path = out / "league.json"
        if not path.is_file():
            raise CosinoError(f"{path}: no league table yet (run `cosino league run` first)")
        table = loads(path.read_bytes(), str(path))
        if not isinstance(table, dict) or not isinstance(table.get("table"), list):
            raise CosinoError(f"{path}: not a league table (no list 'table')")
    if args.json:
        sys.stdout.write(dumps(table) + "\n")
    else:
        print(format_table(table, read_latency(out)))
    return 0
