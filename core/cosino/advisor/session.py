"""Session analysis without I/O: EV gaps of decisions and player tendencies with credible intervals.

The SQLite store lives in the runtime (``cosino session``); this module computes what it stores
and prints. A tendency (VPIP, preflop raise, postflop aggression, fold to a bet) is a count of
k successes in n chances; its 95% credible interval is the Jeffreys interval, the 2.5% and 97.5%
quantiles of Beta(k + 1/2, n - k + 1/2), except that it starts at 0 when k = 0 and ends at 1 when k = n.

>>> lo, hi = jeffreys_interval(3, 10)
>>> round(lo, 3), round(hi, 3)
(0.093, 0.606)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from cosino.advisor.report import DecisionReport


@dataclass(frozen=True)
class EVGap:
    taken: str
    best: str
    gap_bb: float  # EV(best) - EV(taken), >= 0
    se_bb: float  # paired standard error of the gap


def ev_gap(report: DecisionReport, kind: str, amount: int | None) -> EVGap | None:
    """The gap between the report's best rollout EV and the action taken (which must be a candidate)."""
    ro = report.rollout
    if ro is None:
        return None
    taken = next(
        (
            i
            for i, e in enumerate(ro.evs)
            if e.candidate.kind == kind and (kind not in ("bet", "raise") or e.candidate.amount == amount)
        ),
        None,
    )
    if taken is None:
        return None
    best = ro.best_index()
    big_blind = report.summary.get("big_blind") or 1
    gap = (ro.evs[best].ev - ro.evs[taken].ev) / big_blind
    se = ro.paired_se(best, taken) / big_blind if best != taken else 0.0
    return EVGap(ro.evs[taken].candidate.text(), ro.evs[best].candidate.text(), gap, se)


# -- Beta quantiles -----------------------------------------------------------------------------------


def _betacf(a: float, b: float, x: float) -> float:
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 3e-14:
            break
    return h


def beta_cdf(x: float, a: float, b: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def beta_quantile(q: float, a: float, b: float) -> float:
    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if beta_cdf(mid, a, b) < q:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def jeffreys_interval(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    if n <= 0:
        return 0.0, 1.0
    tail = (1 - level) / 2
    a, b = k + 0.5, n - k + 0.5
    lo = 0.0 if k == 0 else beta_quantile(tail, a, b)
    hi = 1.0 if k == n else beta_quantile(1 - tail, a, b)
    return lo, hi


# -- tendencies ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tendency:
    player: str
    name: str
    k: int
    n: int

    @property
    def rate(self) -> float:
        return self.k / self.n if self.n else 0.0

    def interval(self) -> tuple[float, float]:
        return jeffreys_interval(self.k, self.n)


def tendencies(actions: Iterable[Mapping[str, Any]]) -> list[Tendency]:
    """VPIP and preflop raise per hand, postflop aggression, and fold-to-bet, per player.

    ``actions``: rows with player, hand, street, action, facing_bet (as stored by the session).
    """
    per: dict[str, dict[str, Any]] = {}
    for a in actions:
        p = per.setdefault(
            a["player"],
            {"hands": set(), "vpip": set(), "pfr": set(), "agg": 0, "passive": 0, "fold_faced": 0, "faced": 0},
        )
        p["hands"].add(a["hand"])
        kind = a["action"]
        if a["street"] == "preflop":
            if kind in ("call", "raise", "bet"):
                p["vpip"].add(a["hand"])
            if kind in ("raise", "bet"):
                p["pfr"].add(a["hand"])
        else:
            if kind in ("bet", "raise"):
                p["agg"] += 1
            elif kind == "call":
                p["passive"] += 1
        if a["facing_bet"]:
            p["faced"] += 1
            if kind == "fold":
                p["fold_faced"] += 1
    out = []
    for player in sorted(per):
        p = per[player]
        hands = len(p["hands"])
        out.append(Tendency(player, "VPIP", len(p["vpip"]), hands))
        out.append(Tendency(player, "PFR", len(p["pfr"]), hands))
        out.append(Tendency(player, "postflop aggression", p["agg"], p["agg"] + p["passive"]))
        out.append(Tendency(player, "fold to a bet", p["fold_faced"], p["faced"]))
    return out
