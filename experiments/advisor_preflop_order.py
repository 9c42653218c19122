"""Rank the 169 starting-hand classes by Monte Carlo equity against one random hand.

The advisor's ranges (core/cosino/advisor/ranges.py, PREFLOP_ORDER) embed the order this prints;
rerun it to check or regenerate: ``python experiments/advisor_preflop_order.py --samples 4000``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "core"))

from cosino.games.poker.evaluator import evaluate_indices  # noqa: E402
from cosino.primitives.rng import Rng, derive  # noqa: E402

RANKS = "23456789TJQKA"


def classes() -> list[str]:
    out = []
    for hi in range(12, -1, -1):
        for lo in range(hi, -1, -1):
            if hi == lo:
                out.append(RANKS[hi] * 2)
            else:
                out.append(RANKS[hi] + RANKS[lo] + "s")
                out.append(RANKS[hi] + RANKS[lo] + "o")
    return out


def representative(label: str) -> tuple[int, int]:
    a, b = RANKS.index(label[0]), RANKS.index(label[1])
    if len(label) == 2:
        return a * 4, b * 4 + 1
    return (a * 4, b * 4) if label[2] == "s" else (a * 4, b * 4 + 1)


def equity(label: str, samples: int, seed: int) -> float:
    rng = Rng(derive(seed, "preflop-order", label))
    hole = representative(label)
    stub = [c for c in range(52) if c not in hole]
    won = 0
    for _ in range(samples):
        for i in range(7):
            j = i + rng.randbelow(len(stub) - i)
            stub[i], stub[j] = stub[j], stub[i]
        board = stub[2:7]
        me = evaluate_indices((*hole, *board))
        them = evaluate_indices((stub[0], stub[1], *board))
        won += 2 if me > them else 1 if me == them else 0
    return won / (2 * samples)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--samples", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    ranked = sorted(classes(), key=lambda c: -equity(c, args.samples, args.seed))
    print(" ".join(ranked))


if __name__ == "__main__":
    main()
