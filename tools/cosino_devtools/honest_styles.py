"""Honest but unusual six-max seats: how often the collusion audit and the league report flag them.

Every seat here decides from its own observation only and never helps anyone: ``fold`` (checks
when checking is free, else folds), ``call`` (checks or calls, never raises), ``shove`` (raises
all in whenever it may, else calls), ``minraise`` (bets or raises the minimum whenever it may, else
calls), with the house, random and ``fake:<style>`` seats. They are scratch seats for this
measurement, not seats a player can name. Every table and episode is seeded.

    python -m cosino_devtools.honest_styles episodes --episodes 30 --hands 16 --jobs 2
    python -m cosino_devtools.honest_styles leagues --leagues 10 --sizes 10,20 --jobs 2
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from pathlib import Path
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics.collusion import audit_prefixes
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.seats.house import decision_rng
from cosino_devtools.calibrate import write_league_doc
from cosino_runtime.seats.registry import build_seat

VARIANTS = ("holdem-6max", "sixmax")
TABLES = {
    "styles": ("fold", "call", "shove", "minraise", "house", "random"),
    "stations": ("call#1", "call#2", "house#1", "house#2", "random", "fold"),
    "aggro": ("shove", "minraise#1", "minraise#2", "house", "random", "call"),
    "fakes": ("fake:json", "fake:loose", "fake:chatty", "fake:garbage", "fake:mixed", "house"),
    "tight": ("fold#1", "fold#2", "house", "random", "minraise", "shove"),
    "mixed": ("minraise", "call", "fake:garbage", "random", "house", "shove"),
}
BUDGET_PER_HAND = 2000  # two min-raisers re-raise each other by two chips up to 200: far below this
SEED = {(v, t): 9_000_000 + 1_000_000 * i + 100_000 * j for i, v in enumerate(VARIANTS) for j, t in enumerate(TABLES)}


class StyleSeat:
    """One fixed style, from the seat's own legal options only."""

    STYLES = ("fold", "call", "shove", "minraise")

    def __init__(self, style: str) -> None:
        self.style = style

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        legal = {o["action"]: o for o in observation.get("legal") or []}
        raise_ = legal.get("raise") or legal.get("bet")
        if self.style in ("shove", "minraise") and raise_ is not None:
            amount = raise_["max"] if self.style == "shove" else raise_["min"]
            return {"action": raise_["action"], "amount": amount}
        if self.style != "fold" and "call" in legal:
            return {"action": "call"}
        if "check" in legal:
            return {"action": "check"}
        return {"action": "fold"}


def style_seat(agent: str, variant: str, rng: Any) -> Any:
    """The seat of an agent name (``#n`` tells copies apart): a style seat, else the arena's."""
    name = agent.split("#", 1)[0]
    return StyleSeat(name) if name in StyleSeat.STYLES else build_seat(name, variant, rng)


def play_records(variant: str, agents: tuple[str, ...], hands: int, seed: int) -> list[dict[str, Any]]:
    """One episode played to its end in this process: its replay records."""
    config = EpisodeConfig(variant, agents, hands, seed, budget=hands * BUDGET_PER_HAND)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        episode.decide(style_seat(agents[slot], variant, decision_rng(seed, slot, episode.decisions)).act(observation))
    return [r for r in episode.records if r["type"] != "audit"]


def episode_job(args: tuple[str, str, int, int]) -> dict[str, Any]:
    """The per-episode audit of one episode at 16, 32, ... hands: the pairs flagged at each length."""
    variant, table, index, hands = args
    agents = TABLES[table]
    records = play_records(variant, agents, 4 * hands, SEED[(variant, table)] + index)
    played = sum(1 for r in records if r["type"] == "handEnd")
    lengths = (hands, 2 * hands)
    out: dict[str, Any] = {"variant": variant, "table": table, "index": index, "played": played, "flags": {}}
    for length, audit in zip((*lengths, 4 * hands), audit_prefixes(records, lengths)):
        assert audit is not None
        out["flags"][length] = sorted(
            (f["flag"], agents[f["slots"][0]], agents[f["slots"][1]], audit["contested"][f["slots"][0]][f["slots"][1]])
            for f in audit["flags"]
        )
    return out


def league_job(args: tuple[str, str, int, tuple[int, ...], int]) -> list[dict[str, Any]]:
    """One league of episodes of ``hands`` hands, all six agents at each: its report's flags when cut
    after each of ``sizes`` episodes."""
    variant, table, league, sizes, hands = args
    agents = TABLES[table]
    base = SEED[(variant, table)] + 50_000 + 1000 * league
    evidence = [
        (f"{variant}-{table}-{league:03d}-{i:03d}", episode_evidence(play_records(variant, agents, hands, base + i)))
        for i in range(max(sizes))
    ]
    out = []
    for size in sizes:
        report = league_integrity(evidence[:size], seed=base)
        flags = [(f["flag"], *f["agents"], f"{float(f['pHolm']):.2g}") for f in report["flags"]]
        out.append({"variant": variant, "table": table, "league": league, "size": size, "flags": flags})
    return out


def _pool(jobs: int, fn: Any, tasks: list[Any]) -> list[Any]:
    if jobs <= 1:
        return [fn(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(fn, tasks))


def episodes_report(results: list[dict[str, Any]], hands: int) -> list[str]:
    """Per variant, table and length: episodes with any flag, and flagged pairs of the 15 per episode."""
    lines = ["| variant | table | hands | episodes flagged | pairs flagged | flags by kind and pair |", "|---|" * 6]
    lines[1] = "|---|---|---|---|---|---|"
    for variant in VARIANTS:
        for table in TABLES:
            rows = [r for r in results if (r["variant"], r["table"]) == (variant, table)]
            for length in (hands, 2 * hands, 4 * hands):
                if not rows:
                    continue
                flagged = [r["flags"][length] for r in rows]
                pairs = sum(len({frozenset(f[1:3]) for f in fl}) for fl in flagged)
                kinds: dict[str, int] = {}
                for fl in flagged:
                    for f in fl:
                        key = f"{f[0]} {f[1]}->{f[2]}"
                        kinds[key] = kinds.get(key, 0) + 1
                shown = ", ".join(f"{k} x{v}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1])) or "-"
                n = len(rows)
                lines.append(
                    f"| {variant} | {table} | {length} | {sum(1 for fl in flagged if fl)}/{n} "
                    f"| {pairs}/{15 * n} | {shown} |"
                )
    return lines


def leagues_report(results: list[dict[str, Any]], sizes: tuple[int, ...]) -> list[str]:
    """Per variant, table and league size: leagues with any flag, and flagged pairs of the 15 per league."""
    lines = ["| variant | table | episodes | leagues flagged | pairs flagged | flags |", "|---|---|---|---|---|---|"]
    for variant in VARIANTS:
        for table, size in ((t, s) for t in TABLES for s in sizes):
            rows = [r for r in results if (r["variant"], r["table"], r["size"]) == (variant, table, size)]
            if not rows:
                continue
            pairs = sum(len({frozenset(f[1:3]) for f in r["flags"]}) for r in rows)
            shown = "; ".join(f"{r['league']}: {f[0]} {f[1]}->{f[2]} (Holm {f[3]})" for r in rows for f in r["flags"])
            n = len(rows)
            lines.append(
                f"| {variant} | {table} | {size} | {sum(1 for r in rows if r['flags'])}/{n} "
                f"| {pairs}/{len(list(combinations(range(6), 2))) * n} | {shown or '-'} |"
            )
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("episodes", "leagues"))
    parser.add_argument("--episodes", type=int, default=30, help="episodes per table and variant (episodes mode)")
    parser.add_argument("--hands", type=int, default=16)
    parser.add_argument("--leagues", type=int, default=10, help="leagues per table and variant (leagues mode)")
    parser.add_argument("--sizes", default="10,20", help="league sizes (episodes) the report is computed at")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--tables", default=",".join(TABLES))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--doc", type=Path, help="replace this mode's table between its markers in this file")
    args = parser.parse_args(argv)
    variants, tables = args.variants.split(","), args.tables.split(",")
    start = time.perf_counter()
    if args.mode == "episodes":
        tasks = [(v, t, i, args.hands) for v in variants for t in tables for i in range(args.episodes)]
        lines = episodes_report(_pool(args.jobs, episode_job, tasks), args.hands)
    else:
        sizes = tuple(int(x) for x in args.sizes.split(","))
        tasks2 = [(v, t, lg, sizes, args.hands) for v in variants for t in tables for lg in range(args.leagues)]
        lines = leagues_report([r for chunk in _pool(args.jobs, league_job, tasks2) for r in chunk], sizes)
    command = "python -m cosino_devtools.honest_styles " + " ".join(argv if argv is not None else sys.argv[1:])
    text = f"Written by `{command}` in {time.perf_counter() - start:.0f} s of wall time.\n\n" + "\n".join(lines) + "\n"
    print(text)
    if args.doc is not None:
        write_league_doc(
            args.doc, text, f"<!-- honest styles {args.mode}: begin -->", f"<!-- honest styles {args.mode}: end -->"
        )


if __name__ == "__main__":
    main()
