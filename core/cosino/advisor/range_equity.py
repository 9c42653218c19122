"""Hero equity against opponent ranges: Monte Carlo with an honest standard error, or exact enumeration.

Pot shares are counted in units of ``SCALE = 2520`` (the least common multiple of 1..10 divided by
nothing: 2520 is divisible by every tie size up to 10), so a k-way tie splits into exact integer
units and no odd-chip rule biases the analysis. The rules engine keeps its real odd-chip rule.

Joint opponent hands are drawn by exact rejection sampling: each opponent's combo is drawn from its
integer-weighted range, and the whole draw is repeated when two opponents share a card.

>>> from .ranges import preflop_range
>>> aa = [51, 50]  # As Ah
>>> est = monte_carlo_equity(aa, [], [preflop_range(1).without(aa)], 400, seed=1)
>>> 0.75 < est.equity < 0.92 and 0.0 < est.se < 0.03
True
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from cosino.advisor.ranges import Range
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive

SCALE = 2520  # divisible by every tie size 1..10
MAX_REJECTIONS = 10_000


class RangeEmpty(CosinoError):
    """An opponent range has no combo left (after card removal), or the ranges cannot coexist."""


class EquityError(RuntimeError):
    """The equity sampler failed."""


@dataclass(frozen=True)
class EquityEstimate:
    equity: float  # expected share of the pot at showdown, 0..1
    se: float  # standard error of ``equity`` (0 when exact)
    samples: int  # Monte Carlo samples, or enumerated outcomes when exact
    exact: bool = False

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        return self.equity - z * self.se, self.equity + z * self.se


class JointSampler:
    """Draws one combo per opponent, jointly card-disjoint, each with probability proportional to weight."""

    def __init__(self, ranges: Sequence[Range]) -> None:
        self.ranges = list(ranges)
        self.cum: list[list[int]] = []
        for i, r in enumerate(self.ranges):
            acc, cum = 0, []
            for w in r.weights:
                acc += w
                cum.append(acc)
            if acc <= 0:
                raise RangeEmpty(f"opponent range {i} ({r.label}) is empty after card removal")
            self.cum.append(cum)

    def sample(self, rng: Rng) -> list[tuple[int, int]]:
        for _ in range(MAX_REJECTIONS):
            used: list[int] = []
            out = []
            ok = True
            for r, cum in zip(self.ranges, self.cum):
                c = r.combos[bisect.bisect_right(cum, rng.randbelow(cum[-1]))]
                if c[0] in used or c[1] in used:
                    ok = False
                    break
                used.append(c[0])
                used.append(c[1])
                out.append(c)
            if ok:
                return out
        raise RangeEmpty(f"no card-disjoint deal of the opponent ranges in {MAX_REJECTIONS} tries")


def draw_runout(rng: Rng, stub: Sequence[int], blocked: Sequence[int], count: int) -> list[int]:
    """``count`` distinct cards from ``stub`` avoiding ``blocked``, uniformly (rejection per card)."""
    out: list[int] = []
    n = len(stub)
    while len(out) < count:
        c = stub[rng.randbelow(n)]
        if c in blocked or c in out:
            continue
        out.append(c)
    return out


def showdown_units(hero_rank: int, opp_ranks: Sequence[int]) -> int:
    """Hero's pot share in units of SCALE when everyone shows down for one pot."""
    best = hero_rank
    for r in opp_ranks:
        if r > best:
            return 0
    ties = 1 + sum(1 for r in opp_ranks if r == best)
    return SCALE // ties


def monte_carlo_equity(
    hero: Sequence[int], board: Sequence[int], ranges: Sequence[Range], samples: int, seed: int | str = 0
) -> EquityEstimate:
    """Equity of ``hero`` (card ints) against one range per opponent, with its standard error."""
    if samples < 2:
        raise ValueError(f"equity_simulations: need at least 2 samples, got {samples}")
    sampler = JointSampler(ranges)
    rng = Rng(derive(seed, "advisor-equity"))
    known = set(hero) | set(board)
    stub = [c for c in range(52) if c not in known]
    need = 5 - len(board)
    h0, h1 = hero
    b = list(board)
    total = 0
    total_sq = 0
    for _ in range(samples):
        opps = sampler.sample(rng)
        blocked = [c for o in opps for c in o]
        full = b + draw_runout(rng, stub, blocked, need)
        me = evaluate_indices((h0, h1, *full))
        u = showdown_units(me, [evaluate_indices((o[0], o[1], *full)) for o in opps])
        total += u
        total_sq += u * u
    mean = total / samples / SCALE
    var = (total_sq - total * total / samples) / (samples - 1) / (SCALE * SCALE)
    return EquityEstimate(mean, math.sqrt(max(var, 0.0) / samples), samples)


def exact_equity(
    hero: Sequence[int], board: Sequence[int], ranges: Sequence[Range], max_outcomes: int = 3_000_000
) -> EquityEstimate:
    """Equity by enumerating every weighted combination of opponent hands and runouts.

    Refuses (ValueError) when the enumeration would exceed ``max_outcomes`` evaluations.
    """
    known = set(hero) | set(board)
    need = 5 - len(board)
    rest = [c for c in range(52) if c not in known]
    size = 1
    for r in ranges:
        size *= max(1, len(r.combos))
    size *= math.comb(len(rest), need)
    if size > max_outcomes:
        raise ValueError(f"exact equity would enumerate about {size} outcomes (> {max_outcomes})")
    num = 0
    den = 0
    count = 0

    def rec(k: int, used: list[int], weight: int, hands: list[tuple[int, int]]) -> None:
        nonlocal num, den, count
        if k == len(ranges):
            avail = [c for c in rest if c not in used]
            for run in combinations(avail, need):
                full = (*board, *run)
                me = evaluate_indices((hero[0], hero[1], *full))
                u = showdown_units(me, [evaluate_indices((o[0], o[1], *full)) for o in hands])
                num += weight * u
                den += weight * SCALE
                count += 1
            return
        for c, w in zip(ranges[k].combos, ranges[k].weights):
            if w and c[0] not in used and c[1] not in used:
                rec(k + 1, used + [c[0], c[1]], weight * w, hands + [c])

    rec(0, [], 1, [])
    if den == 0:
        raise RangeEmpty("the ranges leave no card-disjoint deal")
    return EquityEstimate(num / den, 0.0, count, exact=True)
