"""Machine instructions per random-play trick hand, ours and OpenSpiel's, counted by valgrind.

Wall-clock ratios of ``cosino bench tricks`` move with the machine (docs/benchmarks.md, "Quiet
run, 2026-12-02"); an instruction count does not, so an engine change can be judged on any
machine, however busy. Each count runs the bench's own players (the same deal, the same uniform
choices, the same generator) under ``valgrind --tool=callgrind`` twice, with ``--hands`` hands
timed and with none, after the same warm-up; the difference over ``--hands`` is one hand's
instructions, the interpreter's start-up and imports cancelled out. ``PYTHONHASHSEED`` is fixed,
so string hashing does not move the count.

    python -m cosino_devtools.bench.instructions [--hands 300] [--warmup 200] [euchre spades ...]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys

from cosino_devtools.bench.tricks import GAMES

_CHILD = """
import sys
from cosino_devtools.bench.tricks import ours_player, openspiel_player
game, side, warmup, hands = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
play = ours_player(game) if side == "cosino" else openspiel_player(game)
for _ in range(warmup + hands):
    play()
"""
_COLLECTED = re.compile(r"Collected : (\d+)")


def _count(game: str, side: str, warmup: int, hands: int) -> int:
    """Instructions of one child interpreter that plays ``warmup + hands`` hands."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    args = [sys.executable, "-c", _CHILD, game, side, str(warmup), str(hands)]
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *args],
        env=env,
        capture_output=True,
        text=True,
    )
    found = _COLLECTED.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"valgrind on {game} ({side}) failed: {done.stderr.strip()[-300:]}")
    return int(found.group(1))


def per_hand(game: str, side: str, warmup: int = 200, hands: int = 300) -> int:
    """One hand's instructions: the count with ``hands`` timed hands less the count with none."""
    return (_count(game, side, warmup, hands) - _count(game, side, warmup, 0)) // hands


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m cosino_devtools.bench.instructions", description=__doc__)
    parser.add_argument("games", nargs="*", help="euchre, spades, hearts, oh-hell (default: all four)")
    parser.add_argument("--hands", type=int, default=300, help="hands counted per game and side")
    parser.add_argument("--warmup", type=int, default=200, help="hands played first, in both runs")
    args = parser.parse_args(argv)
    pairs = dict(GAMES)
    unknown = [g for g in args.games if g not in pairs]
    if unknown or args.hands < 1 or args.warmup < 0:
        print(f"usage: games from {', '.join(pairs)}; --hands >= 1; --warmup >= 0", file=sys.stderr)
        return 2
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 2
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        peer = False
    else:
        peer = True
    print(f"instructions per random-play hand (valgrind callgrind, {args.hands} hands after {args.warmup})")
    print(f"{'game':<8} {'cosino':>12} {'OpenSpiel':>12} {'ratio':>7}")
    for game in args.games or list(pairs):
        ours = per_hand(game, "cosino", args.warmup, args.hands)
        if not peer:
            print(f"{game:<8} {ours:>12,} {'(absent)':>12}")
            continue
        theirs = per_hand(pairs[game], "openspiel", args.warmup, args.hands)
        print(f"{game:<8} {ours:>12,} {theirs:>12,} {theirs / ours:>6.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
