"""``cosino play``: run one episode on the embedded default and write its replay and results."""

from __future__ import annotations

import argparse

from cosino.episode import EpisodeConfig
from cosino.variants import get_variant

from ..local import play, summary_table


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="play an episode on the embedded default")
    p.add_argument("--variant", required=True)
    p.add_argument("--seats", required=True, help="comma-separated seat names, one per slot (house, random, ...)")
    p.add_argument("--hands", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="runs")
    p.add_argument("--phh", action="store_true", help="also export the Hold'em hands as PHH")
    p.add_argument("--deadline", type=float, default=None, metavar="SECONDS",
                   help="wall-clock guard: end the episode this many seconds after it starts, refunding the hand in progress")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    get_variant(args.variant)  # unknown variant: one-line error before anything is written
    if args.phh and get_variant(args.variant).family != "poker" or args.phh and args.variant in ("kuhn", "leduc"):
        raise ValueError(f"--phh: PHH export is for Hold'em variants, not {args.variant}")
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    config = EpisodeConfig(args.variant, tuple(seats), args.hands, args.seed)
    if args.deadline is not None and args.deadline < 0:
        raise ValueError(f"--deadline: must be at least 0 seconds, got {args.deadline}")
    played = play(config, args.out, phh=args.phh, deadline_seconds=args.deadline)
    print(summary_table(played.results))
    print(f"reason: {played.results['reason']}  hands: {played.results['hands']}")
    print(f"replay:  {played.replay_path}")
    print(f"results: {played.results_path}")
    if played.phh_path:
        print(f"phh:     {played.phh_path}")
    return 0
