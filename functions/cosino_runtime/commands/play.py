"""``cosino play``: run one episode on the embedded default and write its replay and results."""

from __future__ import annotations

import argparse
import math
import sys

from cosino.arena.episode import DECISION_BUDGET, EpisodeConfig
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.errors import CosinoError
from cosino_runtime.engine.local import play, reliability_table, summary_table, warnings_for
from cosino_runtime.seats.registry import known_seats

MAX_HANDS = 1_000_000
MAX_BUDGET = 10_000_000


def register(sub: argparse._SubParsersAction) -> None:
    seat_kinds = ", ".join(
        k
        + (":<arg>" if k in ("remote", "openai", "bedrock", "fake", "softplay", "dumper", "receiver", "feeder") else "")
        for k in known_seats()
    )
    p = sub.add_parser(
        "play",
        help="play an episode on the embedded default",
        description="Play one episode on the embedded store and write its replay and results under --out.",
        epilog=f"variants: {', '.join(variant_names())}. seat kinds: {seat_kinds} (see docs/seats.md).",
    )
    p.add_argument("--variant", required=True, help=f"one of: {', '.join(variant_names())}")
    p.add_argument("--seats", required=True, help=f"comma-separated seat names, one per slot; kinds: {seat_kinds}")
    p.add_argument("--hands", type=int, default=2, help="hands to play (duplicate variants pair hands 2k and 2k+1)")
    p.add_argument("--seed", type=int, default=0, help="the episode's seed (same settings, same episode)")
    p.add_argument(
        "--budget",
        type=int,
        default=DECISION_BUDGET,
        help="decision budget: the episode ends (refunding the hand in progress) after this many decisions",
    )
    p.add_argument("--out", default="runs", help="folder for the replay, results and the embedded store")
    p.add_argument("--phh", action="store_true", help="also export the Hold'em hands as PHH")
    p.add_argument(
        "--deadline",
        type=float,
        default=None,
        metavar="SECONDS",
        help="wall-clock guard: end the episode this many seconds after it starts, refunding the hand in progress",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    variant = get_variant(args.variant)  # unknown variant: one-line error before anything is written
    if args.phh and "phh" not in variant.game_type.notations:
        raise CosinoError(f"--phh: PHH export is for Hold'em variants, not {args.variant}")
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    if not 1 <= args.hands <= MAX_HANDS:
        raise CosinoError(f"--hands: must be between 1 and {MAX_HANDS}, got {args.hands}")
    if not 1 <= args.budget <= MAX_BUDGET:
        raise CosinoError(f"--budget: must be between 1 and {MAX_BUDGET} decisions, got {args.budget}")
    if args.seed < 0:
        raise CosinoError(f"--seed: must be 0 or more, got {args.seed}")
    if args.deadline is not None and not (math.isfinite(args.deadline) and args.deadline >= 0):
        raise CosinoError(f"--deadline: must be a finite number of seconds, at least 0, got {args.deadline}")
    config = EpisodeConfig(args.variant, tuple(seats), args.hands, args.seed, args.budget)
    played = play(config, args.out, phh=args.phh, deadline_seconds=args.deadline)
    if played.already_finished:
        # --deadline is a guard on this run, not part of what identifies the episode
        print(
            f"episode {played.episode_id} already finished: showing it "
            f"(change --seed, --hands, --budget or --seats for a new one, or use another --out)",
            file=sys.stderr,
        )
    print(summary_table(played.results))
    r = played.results
    print(f"reason: {r['reason']}  hands: {r['hands']}  scored: {r['scoredHands']}")
    print()
    print(reliability_table(played.reliability))
    for warning in warnings_for(played):
        print(f"warning: {warning}", file=sys.stderr)
    print(f"replay:  {played.replay_path}")
    print(f"results: {played.results_path}")
    if played.phh_path:
        print(f"phh:     {played.phh_path}")
    return 0
