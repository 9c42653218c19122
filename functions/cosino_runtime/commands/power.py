"""``cosino power PATH... [--seed N] [--bootstrap B] [--json OUT]``: how many hands a ranking needs.

Each PATH is a league folder (searched for ``*.replay.jsonl`` and ``*.results.json``), a replay
or a results file. Replays give hand-level units (raw, duplicate pairs, duplicate + luck
adjustment); results files whose replay is not among them give episode units. Agents are named
as the leaderboard names them (``registry.outside_agent``: one remote URL spelt two ways is one
agent). Per pair of agents it prints the mean difference per hand with its 95% bootstrap interval
and the hands needed to separate the pair at 95%, by each method; ``--json`` writes the whole report as canonical JSON.
An episode that seats one agent in every seat (a heads-up file of an agent against itself) gives
no pair: it is counted among the episodes read, and as ``episodesWithoutPair``, but adds nothing
to any pair's numbers. Exit 0 on success, 2 when an input cannot be read or when no episode read
seats two different agents (there is nothing to compare).
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterator

from cosino.arena.replay import MAX_REPLAY_BYTES, MAX_RESULTS_VALUES, read_replay, verify
from cosino.games.registry import REGISTRY, game_type, variant_names
from cosino.league.power import (
    BOOTSTRAP,
    MAX_BOOTSTRAP_WORK,
    check_work,
    pool_replays,
    pool_results,
    replays_block,
    results_block,
)
from cosino.primitives.canonical import dump_bytes, format_number, sha256_hex
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import output_problem, read_input, resolved
from cosino.primitives.jsonsafe import loads
from cosino_runtime.commands.arguments import STDOUT, path_option, seed_arg, write_output
from cosino_runtime.seats.registry import outside_agent

MAX_BOOTSTRAP = 1_000_000  # resamples; the default is BOOTSTRAP; resamples x units at most MAX_BOOTSTRAP_WORK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("power", help="per pair of agents: mean difference, interval, hands needed at 95%%")
    p.add_argument("paths", nargs="+", help="league folders, replays (*.replay.jsonl) or results (*.results.json)")
    p.add_argument("--seed", type=seed_arg, default=0, help="seed of the bootstrap (0 to 2^63 - 1)")
    p.add_argument(
        "--bootstrap",
        type=int,
        default=BOOTSTRAP,
        help=f"bootstrap resamples (1 to {MAX_BOOTSTRAP}; resamples x units at most {MAX_BOOTSTRAP_WORK})",
    )
    path_option(
        p,
        "--json",
        STDOUT,
        dest="json_out",
        help="write the report here as canonical JSON (- for standard output, in place of the text report)",
    )
    p.set_defaults(run=run)


def _replays(paths: list[Path], seen: set[str]) -> Iterator[list[dict[str, Any]]]:
    """Each replay's records once it re-derives (an edited one would feed the report numbers nobody
    played), and each episode once: the same bytes named twice (a folder given twice, a copy in a
    subfolder) would double its hands and narrow every interval. ``seen`` collects the replays' SHA-256."""
    for path in paths:
        data = read_input(path, MAX_REPLAY_BYTES)
        if _first(seen, sha256_hex(data)):
            verdict = verify(data, name=str(path))
            if not verdict.ok:
                raise CosinoError(verdict.message)
            yield as_league_names(read_replay(data, str(path)))


def as_league_names(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The replay with each seat's agent named as the leaderboard names it (``registry.outside_agent``): one
    remote URL spelt two ways is one agent here too, so two spellings of it make no pair."""
    header = records[0]
    seats = [{**seat, "agent": outside_agent(seat["agent"])} for seat in header["seats"]]
    return [{**header, "seats": seats}, *records[1:]]


def _first(seen: set[str], digest: str) -> bool:
    """Whether this episode's digest is met for the first time (and now remembered)."""
    if digest in seen:
        return False
    seen.add(digest)
    return True


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, Fraction)) and not isinstance(value, bool)


def _results(path: Path, seen: set[str], counted: dict[str, tuple[Path, dict[str, Any]]]) -> dict[str, Any] | None:
    """A results file holding the fields the report reads, each of the right kind, or one line naming
    the field; None for an episode already counted: its replay was read (``replaySha256`` among the
    digests in ``seen``), or its results came in another file (the same ``replaySha256``, or without
    one the same bytes) that ``counted`` holds with the same fields; with other fields, one line naming
    both files. Names do not decide: two league folders both hold an ``ep-0001``, and a results file
    may sit beside another episode's replay."""
    data = read_input(path, MAX_REPLAY_BYTES)
    res = loads(data, str(path), max_values=MAX_RESULTS_VALUES)
    if not isinstance(res, dict):
        raise CosinoError(f"{path}: not a results file (expected a JSON object)")
    # The episode, not the file, counts once: two copies of its results may differ in bytes (re-indented).
    digest = _replay_digest(path, res.get("replaySha256")) or sha256_hex(data)
    if digest in seen and digest not in counted:  # its replay was read, and re-derived: the replay counts
        return None
    _check_results(path, res)
    read = {k: res.get(k) for k in ("agents", "variant", "net", "scoredHands")}
    read["luckAdjusted.net"] = (res.get("luckAdjusted") or {}).get("net")
    if digest in counted:
        first, earlier = counted[digest]
        differ = [k for k in read if read[k] != earlier[k]]
        if differ:  # a copy edited, or another file claiming the episode: whichever sorted first would count
            raise CosinoError(f"{path}: names the same replay as {first} (replaySha256) but its '{differ[0]}' differs")
        return None
    seen.add(digest)
    counted[digest] = (path, read)
    return {**res, "agents": [outside_agent(a) for a in res["agents"]]}  # as the leaderboard names them


def _check_results(path: Path, res: dict[str, Any]) -> None:
    """One line naming the first field the report reads that is missing or of the wrong kind."""
    agents = res.get("agents")
    if not isinstance(agents, list) or not agents or not all(isinstance(a, str) for a in agents):
        raise CosinoError(f"{path}: field 'agents' must be a non-empty list of agent names")
    if not isinstance(res.get("variant"), str):
        raise CosinoError(f"{path}: field 'variant' must be a string")
    _fits_variant(path, res["variant"], len(agents))
    luck = res.get("luckAdjusted")
    if luck is not None and not isinstance(luck, dict):
        raise CosinoError(f"{path}: field 'luckAdjusted' must be an object")
    adjusted = (luck or {}).get("net")
    for field, values in (
        ("net", res.get("net")),
        ("luckAdjusted.net", res.get("net") if adjusted is None else adjusted),
    ):
        if not isinstance(values, list) or len(values) != len(agents) or not all(map(_is_number, values)):
            raise CosinoError(f"{path}: field '{field}' must be a list of {len(agents)} numbers, one per seat")
    hands = res.get("scoredHands", 1)
    if not isinstance(hands, int) or isinstance(hands, bool) or hands < 0:
        raise CosinoError(f"{path}: field 'scoredHands' must be a whole number, not negative")


def _replay_digest(path: Path, value: Any) -> str | None:
    """The results' ``replaySha256`` as :func:`sha256_hex` writes it (upper case read as lower), or None when
    absent. Any other text (a space, empty, cut short) would miss the episode's replay and its other results, so
    one episode would count twice: it is one line naming the field (exit 2)."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise CosinoError(f"{path}: field 'replaySha256' must be a string (the SHA-256 of the episode's replay)")
    digest = value.lower()
    if len(digest) != 64 or not all(c in "0123456789abcdef" for c in digest):
        raise CosinoError(
            f"{path}: field 'replaySha256' must be 64 hex digits (the SHA-256 of the episode's replay),"
            f" not {quoted(value[:80])}"
        )
    return digest


def _fits_variant(path: Path, variant: str, seats: int) -> None:
    """A results file is one episode of a known variant, so it names at most that variant's seats.
    Unbounded, a few kilobytes naming thousands of agents made millions of pairs, each bootstrapped."""
    if variant not in REGISTRY:
        raise CosinoError(f"{path}: field 'variant': {quoted(variant)} is not a variant ({', '.join(variant_names())})")
    most = game_type(variant).max_seats
    if seats > most:
        raise CosinoError(f"{path}: field 'agents' names {seats} seats, more than {variant}'s {most}")


def collect(paths: list[str]) -> tuple[list[Path], list[Path]]:
    """Replays and results files, in a stable order."""
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
    return replays, results


def build_report(paths: list[str], seed: int, resamples: int) -> dict[str, Any]:
    replays, results = collect(paths)
    out: dict[str, Any] = {}
    seen: set[str] = set()  # SHA-256 of each replay read, then each results file's replaySha256 (or own)
    from_replays = pool_replays(_replays(replays, seen)) if replays else None
    counted: dict[str, tuple[Path, dict[str, Any]]] = {}  # per episode, the first results file read and its fields
    unmatched = [r for r in (_results(p, seen, counted) for p in results) if r is not None]
    from_results = pool_results(unmatched) if unmatched else None
    # Both blocks' work is weighed before either bootstrap starts: an hour refused after one had run is too late.
    check_work([p for p in (from_replays, from_results) if p is not None], resamples, "--bootstrap")
    if from_replays is not None:
        out["replays"] = replays_block(from_replays, seed, resamples)
    if from_results is not None:
        out["results"] = results_block(from_results, seed, resamples)
    if not out:
        shown = ", ".join(paths[:3]) + (", ..." if len(paths) > 3 else "")  # the message says where it looked
        raise CosinoError(f"{shown}: no replay or results file found (*.replay.jsonl, *.results.json)")
    if not any(block["pairs"] for block in out.values()):
        read = sum(block["episodes"] for block in out.values())
        unplayed = sum(block.get("episodesUnplayed", 0) for block in out.values())
        told = f"the {read} episode{'s' * (read != 1)} read"
        if unplayed == read:  # every hand voided: nothing was measured, whoever sat
            raise CosinoError(f"no pair of different agents to compare: {told} had no scored hand")
        raise CosinoError(
            f"no pair of different agents to compare: {told} {'each seat' if read != 1 else 'seats'} one agent in"
            f" every seat{' or had no scored hand' if unplayed else ''}"
        )
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


def _an_input(out: str, paths: list[str]) -> str | None:
    """Why the report may not be written at ``out``: it is an input, or a name a folder given is searched for (the
    report would replace a results file, or be read as one on the next run)."""
    target = resolved(out)
    for given in map(Path, paths):
        where = resolved(given)
        if target == where:
            return "is one of the inputs"
        if where.is_dir() and where in target.parents and target.name.endswith((".results.json", ".replay.jsonl")):
            return f"is a name the input folder {given} is searched for"
    return None


def _episodes(count: int) -> str:
    return f"{count} episode" if count == 1 else f"{count} episodes"


def run(args: argparse.Namespace) -> int:
    to_file = args.json_out not in (None, STDOUT)
    problem = (output_problem(args.json_out) or _an_input(args.json_out, args.paths)) if to_file else None
    if problem is not None:  # refused before the work, not after the printing
        raise CosinoError(f"--json {args.json_out}: {problem}")
    if not 1 <= args.bootstrap <= MAX_BOOTSTRAP:
        raise CosinoError(f"--bootstrap: must be between 1 and {MAX_BOOTSTRAP} resamples, got {args.bootstrap}")
    report = build_report(args.paths, args.seed, args.bootstrap)
    if args.json_out == STDOUT:  # standard output holds the canonical JSON alone, for a pipe to read
        write_output(STDOUT, dump_bytes(report))
        return 0
    for source, block in report.items():
        alone = block["episodesWithoutPair"]
        alone_note = f" ({alone} with one agent in every seat: no pair to compare)" if alone else ""
        if block.get("episodesUnplayed"):
            alone_note += f" ({block['episodesUnplayed']} with no scored hand: nothing measured)"
        counted = _episodes(block["episodes"])
        print(f"{source}: {counted}{alone_note}, bootstrap {block['bootstrap']}, seed {block['seed']}")
        for pair in block["pairs"]:
            # Agent names and the variant come from the files: a control or bidi character must not reach the terminal.
            names = " - ".join(printable(str(pair[k])) for k in ("a", "b"))
            print(f"  {printable(str(pair['variant']))}: {names} ({_episodes(pair['episodes'])}, per {pair['unit']}):")
            for method in ("raw", "duplicate", "luck"):
                print(f"    {method:<9} {_cell(pair.get(method))}")
    print("columns: mean difference per unit [95% bootstrap interval], sd per unit, hands needed at 95%; * separated")
    if args.json_out:
        write_output(args.json_out, dump_bytes(report))
    return 0
