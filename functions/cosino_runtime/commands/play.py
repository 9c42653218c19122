"""``cosino play``: run one episode on the embedded default and write its replay and results."""

from __future__ import annotations

import argparse
import math
import sys

from cosino.arena.episode import DECISION_BUDGET, EpisodeConfig, hands_past_budget, hands_refusal
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.errors import CosinoError, printable
from cosino_runtime.commands.arguments import path_option, seed_arg
from cosino_runtime.engine.local import play, reliability_table, summary_table, warnings_for
from cosino_runtime.engine.seeds import SEARCHABLE_BELOW, searchable, secret_seed
from cosino_runtime.seats.registry import OUTSIDE_KINDS, check_seats, known_seats, outside_seats

MAX_HANDS = 1_000_000
MAX_BUDGET = 10_000_000


# How --help shows a seat kind's argument (README "Seats for --seats"); a kind not named takes none.
SEAT_ARGS = {
    "remote": ":<url>",
    "openai": ":<model>",
    "bedrock": ":<model id>",
    "acpc": ":<host>:<port>",
    "fake": ":<style>",
    "advisor": "[:N[:showdown]]",
    "openspiel": ":<policy.json>",
    "softplay": ":<alias>",
    "dumper": ":<alias>",
    "receiver": ":<alias>",
    "feeder": ":<alias>",
}


def seat_kinds_text() -> str:
    """The seat kinds as --help lists them, each with the argument it takes."""
    return ", ".join(k + SEAT_ARGS.get(k, "") for k in known_seats())


def register(sub: argparse._SubParsersAction) -> None:
    seat_kinds = seat_kinds_text()
    p = sub.add_parser(
        "play",
        help="play an episode on the embedded default",
        description="Play one episode on the embedded store and write its replay and results under --out.",
        epilog=f"variants: {', '.join(variant_names())}. seat kinds: {seat_kinds} (see docs/seats.md).",
    )
    p.add_argument("--variant", required=True, help=f"one of: {', '.join(variant_names())}")
    p.add_argument("--seats", required=True, help=f"comma-separated seat names, one per slot; kinds: {seat_kinds}")
    p.add_argument(
        "--hands",
        type=int,
        default=2,
        help="hands to play (duplicate variants deal them in pairs: hands 1 and 2, 3 and 4, ...)",
    )
    p.add_argument(
        "--seed",
        type=seed_arg,
        default=None,
        help="the episode's seed (same settings, same episode). Default: 0, or a fresh secret one when a seat is "
        f"an outside agent ({', '.join(OUTSIDE_KINDS)}); with one, a seed below 2^48 is refused. At most 2^63 - 1",
    )
    p.add_argument(
        "--budget",
        type=int,
        default=DECISION_BUDGET,
        help="decision budget: once this many decisions are taken, the episode ends after the duplicate pair "
        "in play (the hand, on a chip race)",
    )
    path_option(
        p,
        "--out",
        "names the folder for the replay, the results and the store",
        default="runs",
        help="folder for the replay, results and the embedded store",
    )
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
    if args.deadline is not None and not (math.isfinite(args.deadline) and args.deadline >= 0):
        raise CosinoError(f"--deadline: must be a finite number of seconds, at least 0, got {args.deadline}")
    past = hands_past_budget(variant, args.hands, args.budget)
    if past is not None:  # the hands past the budget would not be dealt
        raise CosinoError(
            "--hands: " + hands_refusal(args.variant, args.hands, args.budget, past, ("--hands", "--budget"))
        )
    check_seats(seats, args.variant)  # a bad seat name is named before anything is said of the seed
    seed = _seed(args.seed, seats)
    config = EpisodeConfig(args.variant, tuple(seats), args.hands, seed, args.budget)
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
    print(f"replay:  {printable(str(played.replay_path))}")
    print(f"results: {printable(str(played.results_path))}")
    if played.phh_path:
        print(f"phh:     {printable(str(played.phh_path))}")
    return 0


def _seed(given: int | None, seats: list[str]) -> int:
    """The episode's seed: one an outside agent cannot search for whenever such an agent plays."""
    outside = outside_seats(seats)
    if not outside:
        return 0 if given is None else given
    first = f"seat {outside[0] + 1} ({seats[outside[0]].partition(':')[0]})"
    if given is None:
        seed = secret_seed()
        print(
            f"seed: {seed}, drawn at random because {first} is an outside agent (--seed {seed} plays it again)",
            file=sys.stderr,
        )
        return seed
    if searchable(given):
        raise CosinoError(
            f"--seed: {given} is below 2^48 and {first} is an outside agent, which could find it by trying every "
            f"smaller seed and then know every card; leave --seed out for a secret one, or give one of at least "
            f"{SEARCHABLE_BELOW}"
        )
    return given
