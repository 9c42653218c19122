"""``cosino league``: ``run --config league.toml`` plays a round-robin league (resumable) and
``table`` prints its leaderboard."""

from __future__ import annotations

import argparse
import os
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

from cosino.arena.episode import agent_name_problem
from cosino.primitives.canonical import dumps
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import read_input, shown_path
from cosino.primitives.printable_chars import is_printable
from cosino_runtime.commands.arguments import path_option, whole_number

DEFAULT_TABLES = "runs/league-*/league.json"  # where leagues write by default, relative to the config
TABLE_LIMIT = 64 * 1024 * 1024  # bytes of a league.json read back; a table is a few KB per agent
TABLE_VALUES = 1_000_000  # JSON values of it: 64 MB of `[{},{},...]` parsed to 2 GB


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("league", help="run a league and print its table")
    inner = p.add_subparsers(dest="league_command", required=True, parser_class=type(p))
    run = inner.add_parser("run", help="play every scheduled episode not yet played, then write league.json")
    path_option(run, "--config", required=True, help="the league.toml file")
    path_option(
        run, "--out", "names the league's output folder", help="output directory (default: [league] out in the config)"
    )
    run.add_argument("--quiet", action="store_true", help="no progress bar")
    run.add_argument("--no-probe", action="store_true", help="do not check that remote agents accept connections")
    run.add_argument("--concurrency", type=int, help="episodes played at once (default: [league] concurrency, else 1)")
    run.set_defaults(run=_run)
    table = inner.add_parser("table", help="print the leaderboard of a league")
    where = table.add_mutually_exclusive_group()
    path_option(where, "--config", help="the league.toml file (its out directory is read)")
    path_option(
        where,
        "--out",
        "names the league's folder to read; the table itself goes to standard output",
        help=f"the league's output directory (default: the newest {DEFAULT_TABLES} in this directory)",
    )
    table.add_argument("--json", action="store_true", help="print the table JSON instead of text")
    rebuild = table.add_mutually_exclusive_group()
    rebuild.add_argument(
        "--recompute", action="store_true", help="rebuild league.json from the episode files (needs --config)"
    )
    rebuild.add_argument(
        "--check",
        action="store_true",
        help="re-derive every episode and check league.json, manifest.json and integrity.json against them, "
        "writing nothing (needs --config; exit 1 names the first difference)",
    )
    table.set_defaults(run=_table)
    published = inner.add_parser(
        "check-published",
        help="re-derive every episode a store's manifest lists and check its leaderboard and integrity report",
    )
    published.add_argument(
        "source",
        help="where the store's blobs are: a folder (runs/serve/blobs) or the API's blob route "
        "(http://127.0.0.1:8787/api/blobs)",
    )
    published.add_argument(
        "--seconds",
        type=_budget,
        default=PUBLISHED_BUDGET_S,
        help="give up reading an http(s) source after this many seconds in all, so a server that drips "
        "every blob cannot hold the check for hours (default: %(default)s)",
    )
    published.set_defaults(run=_check_published)


def _config(path: str, out: str | None, check_network: bool):
    from cosino_runtime.league.config import load_config

    config = load_config(path, check_network=check_network)
    if out:  # never '': the parser refuses a blank value
        from dataclasses import replace

        from cosino_runtime.league.config import config_among_outputs

        config = replace(config, out=Path(out))
        if (clash := config_among_outputs(config.path, config.out)) is not None:
            raise CosinoError(clash)
    return config


def _run(args: argparse.Namespace) -> int:
    from cosino_runtime.league.publish import format_table, read_latency
    from cosino_runtime.league.runner import run_league

    config = _config(args.config, args.out, check_network=not args.no_probe)
    given = f"--out {args.out}" if args.out else f"{args.config}: [league] out {shown_path(config.out)}"
    if config.out.exists() and not config.out.is_dir():  # before: "X/episodes: Not a directory", from mkdir
        raise CosinoError(f"{given}: is a file, not a folder")
    if config.out.is_dir() and not os.access(config.out, os.W_OK | os.X_OK):  # as `cosino play --out` says it
        raise CosinoError(f"{given}: the folder is not writable")
    if args.concurrency is not None and not 1 <= args.concurrency <= 256:
        raise CosinoError(f"--concurrency {args.concurrency}: expected 1 to 256 episodes at once")
    outcome = run_league(config, progress=not args.quiet, concurrency=args.concurrency)
    print(format_table(outcome.table, read_latency(outcome.path.parent)))
    table = printable(shown_path(outcome.path))
    print(f"played {outcome.played}, already done {outcome.resumed}; table: {table}")
    return 0


def _out_dir(out: str | None) -> Path:
    """``--out``, or else the league whose table was written last under ``runs/``."""
    if out:  # never '': the parser refuses a blank value
        if os.path.exists(out) and not os.path.isdir(out):  # before: "afile/league.json: no league table yet"
            raise CosinoError(f"--out {out}: is a file, not a folder")
        return Path(out)
    found = sorted(Path().glob(DEFAULT_TABLES), key=lambda p: (p.stat().st_mtime, str(p)))
    if not found:
        raise CosinoError(
            f"no league table found ({DEFAULT_TABLES}): give --config league.toml or --out DIR, "
            "or play one first with `cosino league run --config examples/league.toml`"
        )
    if len(found) > 1:
        newest = printable(str(found[-1].parent))
        print(f"showing {newest} (the newest of {len(found)} leagues; choose with --out)", file=sys.stderr)
    return found[-1].parent


def _table(args: argparse.Namespace) -> int:
    from cosino.primitives.jsonsafe import loads
    from cosino_runtime.league.publish import format_table, read_latency, write_league

    if args.check:
        return _check(args)
    if args.recompute:
        if not args.config:
            raise CosinoError("--recompute: give --config so the schedule is known")
        config = _config(args.config, None, check_network=False)
        table = write_league(config)
        out = config.out
    else:
        out = _config(args.config, None, check_network=False).out if args.config else _out_dir(args.out)
        path = out / "league.json"
        if not os.path.lexists(path):  # a folder or FIFO there is read_input's to name, not "no table yet"
            raise CosinoError(f"{path}: no league table yet (run `cosino league run` first)")
        table = _checked_table(loads(read_input(path, TABLE_LIMIT), str(path), max_values=TABLE_VALUES), path)
    if args.json:
        sys.stdout.write(dumps(table) + "\n")
    else:
        print(format_table(table, _checked_latency(read_latency(out))))
    return 0


def _number(value: Any) -> bool:
    """An exact number or None: the table printer turns it into a Fraction (a string such as
    '1e999999999' would expand to a billion digits there)."""
    return value is None or (isinstance(value, (int, Fraction)) and not isinstance(value, bool))


def _count(value: Any) -> bool:
    """A count the printer shows with str(): an int, not a bool, a list or text with escapes."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**18


def _agent(value: Any) -> bool:
    """An agent name by the core's one rule, and short enough for a table row."""
    return agent_name_problem(value) is None and _word(value)


def _word(value: Any) -> bool:
    """A name the printer shows as it is: short, printable text."""
    return isinstance(value, str) and len(value) <= 256 and is_printable(value)


def _check(args: argparse.Namespace) -> int:
    from cosino_runtime.league.check import check_league
    from cosino_runtime.league.episodes import episode_paths, schedule

    if not args.config:
        raise CosinoError("--check: give --config so the schedule is known")
    config = _config(args.config, None, check_network=False)
    problem = check_league(config)
    if problem:
        print(f"does not follow from its episodes: {printable(problem)}")
        return 1
    # A deleted results file reads as an unplayed episode, so the count is said, not only "ok".
    scheduled = schedule(config)
    played = sum(1 for item in scheduled if episode_paths(config.out, item.episode_id)["results"].exists())
    unplayed = f"; {len(scheduled) - played} without results (unplayed or removed)" if played < len(scheduled) else ""
    print(
        f"ok: league.json, manifest.json and integrity.json in {printable(shown_path(config.out))} follow from its "
        f"{played} played episodes of {len(scheduled)} scheduled{unplayed}"
    )
    return 0


def _check_published(args: argparse.Namespace) -> int:
    from cosino_runtime.league.check import check_published

    problem = check_published(_blob_reader(args.source, args.seconds))
    if problem:
        print(f"does not follow from its episodes: {printable(problem)}")
        return 1
    print(f"ok: the leaderboard and integrity report at {printable(args.source)} follow from the episodes they pin")
    return 0


PUBLISHED_BUDGET_S = 3600  # seconds for every blob of an http(s) source together; each one is also capped


def _budget(text: str) -> float:
    """A whole number of seconds from 1 to a day (argparse prints the rule as one line, exit 2)."""
    seconds = whole_number(text, 1, 86400)
    if seconds is None:
        raise argparse.ArgumentTypeError(f"must be a whole number of seconds from 1 to 86400, got {quoted(text[:40])}")
    return float(seconds)


def _blob_reader(source: str, seconds: float = PUBLISHED_BUDGET_S):
    """Blob key -> bytes from a folder or an http(s) base address, each read bounded; over http(s),
    the reads together take at most ``seconds``."""
    if source.partition(":")[0].lower() in ("http", "https"):
        from cosino_runtime.commands.verify import FETCH_TIMEOUT, fetch

        base = source.rstrip("/")
        deadline = time.monotonic() + seconds

        def read(key: str, limit: int) -> bytes:
            left = deadline - time.monotonic()
            if left <= 0:
                raise CosinoError(f"{base}: gave up at {key} after --seconds {seconds:g} (a slow or stalled source)")
            try:
                return fetch(f"{base}/{key}", limit, key, min(FETCH_TIMEOUT, left))
            except CosinoError:
                if time.monotonic() < deadline:
                    raise
                raise CosinoError(
                    f"{base}: gave up at {key} after --seconds {seconds:g} (a slow or stalled source)"
                ) from None

        return read
    folder = Path(source)
    if not source or not folder.is_dir():
        raise CosinoError(f"{source}: not a folder of blobs or an http(s) address")
    return lambda key, limit: read_input(folder / key, limit)


def _checked_table(table: Any, path: Path) -> dict[str, Any]:
    """A league table holding what the printer reads, each of its kind, or one line naming the field."""
    if not isinstance(table, dict) or not isinstance(table.get("table"), list):
        raise CosinoError(f"{path}: not a league table (no list 'table')")
    for i, row in enumerate(table["table"]):
        if not isinstance(row, dict) or not isinstance(row.get("bt"), dict):
            raise CosinoError(f"{path}: table[{i}]: not a row (an object with an object 'bt')")
        checks = {
            "agent": _agent(row.get("agent")),
            "rank": _count(row.get("rank")),
            "episodes": _count(row.get("episodes")),
            "elo": _number(row.get("elo")),
            "meanScore": _number(row.get("meanScore")),
            "swapWithNext": "swapWithNext" in row and (row["swapWithNext"] is None or _count(row["swapWithNext"])),
            "bt": all(k in row["bt"] and _number(row["bt"][k]) for k in ("rating", "lo", "hi")),
        }
        bad = next((name for name, ok in checks.items() if not ok), None)
        if bad is not None:
            raise CosinoError(f"{path}: table[{i}]: field '{bad}' is missing or not of its kind")
    reliability, league = table.get("reliability", {}), table.get("league", {})
    if not isinstance(league, dict) or not isinstance(reliability, dict):
        raise CosinoError(f"{path}: fields 'league' and 'reliability' must be objects")
    # The heading and the reliability columns are printed too: a list or an escape there reached stdout.
    for key, ok in (("name", _word), ("family", _word), ("played", _count), ("scheduled", _count)):
        if key in league and not ok(league[key]):
            raise CosinoError(f"{path}: league.{key}: not of its kind")
    for agent, row in reliability.items():
        counts = isinstance(row, dict) and all(_count(row.get(k, 0)) for k in ("fallbacks", "decisions", "timeouts"))
        if not counts or _checked_latency({agent: row.get("latencyMs", {})}) == {}:
            raise CosinoError(f"{path}: reliability[{quoted(agent[:40])}]: not an object of counts and exact latencies")
    return table


def _checked_latency(latency: dict[str, Any]) -> dict[str, Any]:
    """The latency block with only rows of exact numbers: it is an optional note beside the table."""
    return {
        agent: row
        for agent, row in latency.items()
        if isinstance(row, dict) and _number(row.get("median")) and _number(row.get("p95"))
    }
