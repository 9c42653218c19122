"""``cosino demo``: a six-max Hold'em ladder episode and a Leduc episode with house seats."""

from __future__ import annotations

import argparse

from cosino.arena.episode import EpisodeConfig
from cosino.primitives.errors import printable
from cosino_runtime.commands.arguments import path_option
from cosino_runtime.engine.local import play, summary_table

DEMOS = (
    EpisodeConfig("holdem-6max", ("house",) * 5 + ("random",), hands=12, seed=2026),
    EpisodeConfig("leduc", ("house", "random"), hands=20, seed=2026),
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("demo", help="play the demo episodes on the embedded default")
    path_option(p, "--out", "names the folder for the demo episodes", default="runs")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    last = None
    for config in DEMOS:
        played = play(config, args.out)
        last = played
        r = played.results
        print(f"== {config.variant}: {r['hands']} hands, reason {r['reason']}")
        print(summary_table(r))
        print(f"replay:  {printable(str(played.replay_path))}")
        print(f"results: {printable(str(played.results_path))}")
        print()
    print("next, try:")
    replay, results = printable(str(last.replay_path)), printable(str(last.results_path))
    print(f"  1. cosino verify {replay} {results}   # re-derive a replay and its results")
    print("  2. cosino serve   # the HTTP API and the replay viewer on 127.0.0.1; open the URL it prints")
    print("  3. cosino league run --config examples/league.toml   # a resumable round-robin league;")
    print("     then cosino league table   # its leaderboard")
    return 0
