"""How many hands a ranking needs: per pair of agents, the mean difference by three methods.

For two agents who sat in the same episodes, each scored hand gives the difference of their
nets, ``d = net_a - net_b``. Three ways to turn hands into independent units:

- ``raw``: every hand is a unit;
- ``duplicate``: the two hands of a duplicate pair (2k, 2k+1: the same deck, the table turned) are
  one unit, so the luck of the deal cancels between them; on tables without duplicate decks
  this is the same as raw;
- ``luck``: duplicate units of the luck-adjusted differences (:mod:`cosino.diagnostics.luck`).

Each method reports the mean difference per hand (exact), the variance per hand of a unit, a
seeded percentile bootstrap interval of the mean (``Rng(derive(seed, "power", a, b, method))``,
95%), whether the interval excludes zero (never from fewer than :data:`MIN_UNITS` units), and the
hands needed to separate the pair at 95%: the fewest units, at least :data:`MIN_UNITS`, at which
Student's t would separate this mean and variance (about ``ceil(1.96^2 var / mean^2)`` when that
is large), times the hands per unit. Separated means both: the interval excludes zero, and so does
Student's t at 95%, because a percentile interval on few units is too narrow. From results
files alone the units are whole episodes (``raw`` from ``net``, ``luck`` from ``luckAdjusted``).
Everything is an integer or a ``Fraction``. A leaderboard judges its adjacent rows with the same
summary (:func:`episode_summary`) from running sums over a Poisson(1) bootstrap
(:func:`poisson_counts`), so that a new episode adds to the draws instead of redrawing them.

>>> needed_units(Fraction(1), Fraction(4))  # 16 by the normal rule; Student's t on 16 units wants more
18
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from fractions import Fraction
from math import ceil, factorial, isqrt, lcm
from typing import Any, Iterable, Sequence

from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng, derive

Z2 = Fraction(38416, 10000)  # 1.96 squared: two-sided 95%
# Fewest units that can separate at 95%: n units all one way have two-sided sign-test
# probability 2**(1 - n), over 5% below 6; a bootstrap of fewer units sees no variance it lacks.
MIN_UNITS = 6
# Fewest bootstrap draws whose nearest-rank 2.5%-97.5% interval (their range, below 40) is a 95%
# one: the range of k draws holds the next with chance (k - 1)/(k + 1). One draw gave a zero-width
# interval that called a mean difference of exactly 0 significant in 41 of 100 leagues.
MIN_DRAWS = 39
METHODS = ("raw", "duplicate", "luck")
BOOTSTRAP = 1000
MAX_BOOTSTRAP_WORK = 100_000_000  # resamples x units: at 230 ns (idle) to 560 ns (loaded) each here, under a minute
RESAMPLE_FLOOR = 100  # a resampled method's fixed cost per resample, measured as about that many units'


# Student's t, two-sided 95% (its 97.5% quantile), for 1 to 30 degrees of freedom, each rounded up
# at the fourth decimal; past 30, 1.96 + 2.5 / df lies above the true value and within 0.0015 of it.
_T975 = (12.7063, 4.3027, 3.1825, 2.7765, 2.5706, 2.4470, 2.3647, 2.3061, 2.2622, 2.2282, 2.2010, 2.1789)
_T975 += (2.1604, 2.1448, 2.1315, 2.1200, 2.1099, 2.1010, 2.0931, 2.0860, 2.0797, 2.0739, 2.0687, 2.0639)
_T975 += (2.0596, 2.0556, 2.0519, 2.0485, 2.0453, 2.0423)
T975 = tuple(Fraction(str(t)) for t in _T975)


def t975(df: int) -> Fraction:
    """A bound at or just above Student's t 97.5% quantile with ``df`` degrees of freedom (exact, portable).

    >>> t975(5), t975(30), t975(100)
    (Fraction(12853, 5000), Fraction(20423, 10000), Fraction(397, 200))
    """
    if df <= len(T975):
        return T975[df - 1]
    return Fraction(196, 100) + Fraction(5, 2 * df)


def t_separated(units: int, mean: Fraction, var: Fraction) -> bool:
    """Whether Student's t at 95% puts ``mean`` away from zero: ``units`` values of sample variance
    ``var`` (divisor units - 1). The bootstrap's percentile interval alone is too narrow on few
    units: on 6 symmetric units it excluded a true zero in 14% of seeded trials (docs/league.md)."""
    return units >= 2 and mean != 0 and mean * mean * units > t975(units - 1) ** 2 * var


def needed_units(mean: Fraction, variance: Fraction) -> int | None:
    """Fewest units, at least :data:`MIN_UNITS`, at which this mean and variance pass
    :func:`t_separated`; None when the mean is zero. It starts from the normal answer
    ``ceil(1.96^2 var / mean^2)`` and steps up: t's excess over 1.96 adds a few units past 30,
    and at most about three quarters again below it."""
    if mean == 0:
        return None
    units = max(MIN_UNITS, ceil(Z2 * variance / (mean * mean)))
    while not t_separated(units, mean, variance):
        units += 1
    return units


def mean_variance(values: list[Fraction]) -> tuple[Fraction, Fraction]:
    n = len(values)
    mean = sum(values, Fraction(0)) / n
    if n < 2:
        return mean, Fraction(0)
    return mean, sum(((v - mean) ** 2 for v in values), Fraction(0)) / (n - 1)


def sqrt_decimal(value: Fraction, places: int = 6) -> Fraction:
    """The square root of a non-negative Fraction, truncated to ``places`` decimals (exact, portable)."""
    scale = 10**places
    return Fraction(isqrt(value.numerator * scale * scale // value.denominator), scale)


def bootstrap_work_problem(resamples: int, units: int, limit: int, unit: str = "units", default: int = 0) -> str | None:
    """Why ``resamples`` draws over ``units`` are more work than ``limit`` allows (one line), or None.

    Up to ``default`` draws always pass: the default must run on any input, whose own size is the user's choice.

    >>> bootstrap_work_problem(200, 10**6, 10**7, default=200) is None
    True
    >>> bootstrap_work_problem(201, 10**6, 10**7, default=200)
    '201 resamples x 1000000 units = 201000000, more than the limit of 10000000; at most 200 resamples fit'
    """
    work = resamples * units
    if resamples <= default or work <= limit:
        return None
    most = max(limit // units, default)
    fits = f"at most {most} resamples fit" if most else "not even one resample fits: give fewer inputs"
    return f"{resamples} resamples x {units} {unit} = {work}, more than the limit of {limit}; {fits}"


def bootstrap_interval(values: list[Fraction], key: bytes, resamples: int = BOOTSTRAP) -> tuple[Fraction, Fraction]:
    """Percentile interval (2.5%, 97.5%) of the mean over seeded resamples with replacement."""
    n = len(values)
    den = lcm(*(v.denominator for v in values))
    ints = [v.numerator * (den // v.denominator) for v in values]
    rng = Rng(key)
    sums = []
    for _ in range(resamples):
        sums.append(sum(map(ints.__getitem__, rng.below_many(n, n))))
    sums.sort()
    lo = sums[(resamples * 25) // 1000]
    hi = sums[ceil(resamples * 975 / 1000) - 1]
    return Fraction(lo, den * n), Fraction(hi, den * n)


def _poisson_thresholds() -> tuple[int, ...]:
    """``floor(2**64 * P(K <= k))`` for K ~ Poisson(1), k = 0, 1, ..., the last one set to 2**64.

    Exact: e**-1 is bracketed by two partial sums of its alternating series, and a threshold is
    kept only when both brackets give the same floor (more terms are taken until they do). The
    tail past the last threshold (under 2**-64) goes to the last count.
    """
    top = 1 << 64
    for terms in range(41, 200, 20):
        low = sum((Fraction((-1) ** j, factorial(j)) for j in range(terms + 1)), Fraction(0))  # ends on a minus
        high = low + Fraction(1, factorial(terms + 1))
        out, partial, k = [], Fraction(0), 0
        while True:
            partial += Fraction(1, factorial(k))
            a, b = (top * low * partial).__floor__(), (top * high * partial).__floor__()
            if a != b:
                break
            if a >= top - 1:
                return (*out, top)
            out.append(a)
            k += 1
    raise ArithmeticError("the Poisson thresholds did not settle")


POISSON_THRESHOLDS = _poisson_thresholds()


def poisson_counts(key: bytes, draws: int) -> list[int]:
    """How many times one unit is taken in each of ``draws`` Poisson(1) bootstrap draws: draw b
    reads the b-th 64-bit word of ``Rng(key)`` and counts the thresholds at or below it."""
    rng = Rng(key)
    return [bisect_right(POISSON_THRESHOLDS, rng.next_u64()) for _ in range(draws)]


def nearest_rank(ordered: Sequence[Any], permille: int) -> Any:
    """The nearest-rank ``permille``/1000 quantile of a sorted, non-empty sequence."""
    return ordered[max(-(-permille * len(ordered) // 1000), 1) - 1]


def method_summary(
    units: list[Fraction], hands_per_unit: int, key: bytes, resamples: int = BOOTSTRAP
) -> dict[str, Any] | None:
    """Mean per hand, variance per hand, interval, separation and hands needed for one method."""
    if not units:
        return None
    per_hand = [Fraction(u, hands_per_unit) for u in units]
    mean, var = mean_variance(per_hand)
    lo, hi = bootstrap_interval(per_hand, key, resamples) if len(units) > 1 else (mean, mean)
    return _summary(len(units), hands_per_unit, mean, var, lo, hi, resamples >= MIN_DRAWS)


def _summary(
    units: int, hands_per_unit: int, mean: Fraction, var: Fraction, lo: Fraction, hi: Fraction, judged: bool = True
) -> dict[str, Any]:
    need = needed_units(mean, var)
    return {
        "units": units,
        "handsPerUnit": hands_per_unit,
        "hands": units * hands_per_unit,
        "meanPerHand": mean,
        "variancePerHand": var * hands_per_unit,  # the variance of one hand's share of a unit, times the unit size
        "sdPerHand": sqrt_decimal(var * hands_per_unit),
        "interval": [lo, hi],
        # judged: enough draws to mean 95%; and Student's t agrees, which the percentile interval needs on few units.
        "separated": judged and units >= MIN_UNITS and (lo > 0 or hi < 0) and t_separated(units, mean, var),
        "handsNeeded": None if need is None else need * hands_per_unit,
    }


# -- from replays -----------------------------------------------------------------------------------


def episode_differences(records: list[dict[str, Any]]) -> dict[tuple[str, str], dict[str, list[Fraction]]]:
    """Per pair of agents (sorted names) in one replay: raw per-hand, duplicate and luck units."""
    from cosino.diagnostics.luck import hand_corrections

    header = records[0]
    agents = [s["agent"] for s in header["seats"]]
    duplicate = bool(header.get("config", {}).get("duplicate"))
    ends = {r["hand"]: r for r in records if r.get("type") == "handEnd"}
    corr = hand_corrections(records)
    names = sorted(set(agents))
    out: dict[tuple[str, str], dict[str, list[Fraction]]] = {}
    for i, a in enumerate(names):
        for b in names[i + 1 :]:

            def diff(h: int, adjusted: bool) -> Fraction:
                r = ends[h]
                unit = r.get("unit", 1)
                vals = [
                    Fraction(v, unit) + (corr.get(h, [0] * len(agents))[s] if adjusted else 0)
                    for s, v in enumerate(r["nets"])
                ]
                return pair_difference(agents, vals, a, b)

            raw = [diff(h, False) for h in sorted(ends)]
            if duplicate:
                pairs = [h for h in sorted(ends) if h % 2 == 0 and h + 1 in ends]
                dup = [diff(h, False) + diff(h + 1, False) for h in pairs]
                lucky = [diff(h, True) + diff(h + 1, True) for h in pairs]
            else:
                dup, lucky = raw, [diff(h, True) for h in sorted(ends)]
            out[(a, b)] = {
                "raw": raw,
                "duplicate": dup,
                "luck": lucky,
                "size": [1, 2 if duplicate else 1, 2 if duplicate else 1],
            }
    return out


@dataclass
class Pool:
    """Every pair's units pooled from the episodes read, before any bootstrap: what it will cost is known
    (:meth:`units`) before it starts. ``hands`` (results only) lists each pair's scored hands per episode."""

    pairs: dict[tuple[str, str, str], dict[str, Any]] = field(default_factory=dict)
    count: int = 0
    unpaired: int = 0
    unplayed: int = 0
    hands: dict[tuple[str, str, str], list[int]] = field(default_factory=dict)

    def units(self) -> int:
        """The units the bootstrap resamples, each method of a pair with more than one counted at least
        :data:`RESAMPLE_FLOOR` (a method of one unit is not resampled)."""
        sizes = (len(acc[m]) for acc in self.pairs.values() for m in METHODS if m in acc)
        return sum(max(n, RESAMPLE_FLOOR) for n in sizes if n > 1)


def check_work(pools: Iterable[Pool], resamples: int, name: str = "bootstrap") -> None:
    """Refuse, in one line naming ``name``, more than the default :data:`BOOTSTRAP` resamples over these pools'
    units past :data:`MAX_BOOTSTRAP_WORK`."""
    told = f"units (values resampled, at least {RESAMPLE_FLOOR} per pair and method)"
    units = sum(p.units() for p in pools)
    problem = bootstrap_work_problem(resamples, units, MAX_BOOTSTRAP_WORK, told, default=BOOTSTRAP)
    if problem is not None:
        raise CosinoError(f"{name}: {problem}")


def power_report(episodes: Iterable[list[dict[str, Any]]], seed: int = 0, resamples: int = BOOTSTRAP) -> dict[str, Any]:
    """Pool every episode's units per pair and summarise each method (from replay records)."""
    return replays_block(pool_replays(episodes), seed, resamples)


def pool_replays(episodes: Iterable[list[dict[str, Any]]]) -> Pool:
    """Every pair's raw, duplicate and luck units over the episodes (replay records)."""
    pool = Pool()
    for records in episodes:
        pool.count += 1
        pool.unpaired += len({s["agent"] for s in records[0]["seats"]}) < 2
        variant = records[0]["variant"]
        for (a, b), units in episode_differences(records).items():
            acc = pool.pairs.setdefault(
                (variant, a, b), {"raw": [], "duplicate": [], "luck": [], "size": units["size"], "episodes": 0}
            )
            acc["episodes"] += 1
            for m in METHODS:
                acc[m] += units[m]
    return pool


def replays_block(pool: Pool, seed: int, resamples: int) -> dict[str, Any]:
    """The report's block of a :func:`pool_replays` pool, refused first if its bootstrap is too much work."""
    check_work([pool], resamples)
    pairs = []
    for (variant, a, b), acc in sorted(pool.pairs.items()):
        row: dict[str, Any] = {"variant": variant, "a": a, "b": b, "episodes": acc["episodes"], "unit": "hand"}
        for m, size in zip(METHODS, acc["size"]):
            row[m] = method_summary(acc[m], size, derive(seed, "power", variant, a, b, m), resamples)
        pairs.append(row)
    return _report(pool.count, pool.unpaired, seed, resamples, pairs)


def _report(count: int, unpaired: int, seed: int, resamples: int, pairs: list[dict[str, Any]]) -> dict[str, Any]:
    """A report's block: ``episodesWithoutPair`` counts the episodes read that seat one agent in every
    seat. They give no difference to any pair (an agent less itself is zero, not evidence), so a
    block of them alone has no pairs."""
    return {
        "episodes": count,
        "episodesWithoutPair": unpaired,
        "seed": seed,
        "bootstrap": resamples,
        "confidence": "95%",
        "pairs": pairs,
    }


def results_report(
    results: Iterable[dict[str, Any]], seed: int = 0, resamples: int = BOOTSTRAP, measure: str = "net"
) -> dict[str, Any]:
    """The same from results files alone: one unit per episode.

    ``measure="net"``: per variant, raw from ``net`` and luck from ``luckAdjusted.net``.
    ``measure="scores"``: pooled over variants (variant ``*``), raw from ``scores`` and luck from
    :func:`cosino.diagnostics.luck.adjusted_scores`; the unit-free scale a leaderboard ranks on."""
    return results_block(pool_results(results, measure), seed, resamples, measure)


def pool_results(results: Iterable[dict[str, Any]], measure: str = "net") -> Pool:
    """Every pair's raw and luck differences, one per episode, and its scored hands (results files)."""
    pool = Pool()
    for res in results:
        pool.count += 1
        agents = res["agents"]
        variant, raw, adjusted = _measured(res, measure)
        names = sorted(set(agents))
        pool.unpaired += len(names) < 2
        if res.get("scoredHands") == 0 and not any(raw):  # every hand voided: its 0 is no difference measured
            pool.unplayed += 1
            continue
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                acc = pool.pairs.setdefault((variant, a, b), {"raw": [], "luck": []})
                pool.hands.setdefault((variant, a, b), []).append(res.get("scoredHands", 1))
                acc["raw"].append(pair_difference(agents, raw, a, b))
                if adjusted is not None:
                    acc["luck"].append(pair_difference(agents, adjusted, a, b))
    return pool


def results_block(pool: Pool, seed: int, resamples: int, measure: str = "net") -> dict[str, Any]:
    """The report's block of a :func:`pool_results` pool, refused first if its bootstrap is too much work."""
    check_work([pool], resamples)
    pairs = []
    for key, acc in sorted(pool.pairs.items()):
        variant, a, b = key
        hands = pool.hands[key]
        row: dict[str, Any] = {"variant": variant, "a": a, "b": b, "episodes": len(acc["raw"]), "unit": "episode"}
        for m in ("raw", "luck"):
            row[m] = _per_episode(
                method_summary(acc[m], 1, derive(seed, "power", variant, a, b, m, measure), resamples),
                Fraction(sum(hands), len(hands)),
            )
        row["duplicate"] = row["raw"]  # ladder episodes are already dealt in duplicate pairs
        pairs.append(row)
    return {**_report(pool.count, pool.unpaired, seed, resamples, pairs), "episodesUnplayed": pool.unplayed}


def episode_summary(
    count: int, total: Fraction, squares: Fraction, hands_per_episode: Fraction, draws: Sequence[Fraction]
) -> dict[str, Any] | None:
    """A per-episode summary (the shape :func:`results_report` gives a method) from running sums:
    ``count`` episodes, the sum and the sum of squares of their differences, the mean scored hands
    per episode, and the bootstrap draws' means (any order; the interval is their nearest-rank
    2.5% and 97.5%)."""
    if not count:
        return None
    mean = total / count
    var = (squares - count * mean * mean) / (count - 1) if count > 1 else Fraction(0)
    ordered = sorted(draws)
    lo, hi = (nearest_rank(ordered, 25), nearest_rank(ordered, 975)) if count > 1 and ordered else (mean, mean)
    return _per_episode(_summary(count, 1, mean, var, lo, hi, len(ordered) >= MIN_DRAWS), hands_per_episode)


def _per_episode(summary: dict[str, Any] | None, hands_per_episode: Fraction) -> dict[str, Any] | None:
    """Name an episode-unit summary for what it is; hands needed = episodes needed x mean hands."""
    if summary is None:
        return None
    out = {k: v for k, v in summary.items() if k not in ("handsPerUnit", "hands")}
    for old in ("mean", "variance", "sd"):
        out[f"{old}PerEpisode"] = out.pop(f"{old}PerHand")
    episodes = out.pop("handsNeeded")
    out["episodesNeeded"] = episodes
    out["handsPerEpisode"] = hands_per_episode
    # episodes with no scored hand give no count of hands: 0 needed read as already separated
    out["handsNeeded"] = None if episodes is None or not hands_per_episode else ceil(episodes * hands_per_episode)
    out["hands"] = ceil(summary["units"] * hands_per_episode)
    return out


def _measured(res: dict[str, Any], measure: str) -> tuple[str, list[Fraction], list[Fraction] | None]:
    if measure == "scores":
        from cosino.diagnostics.luck import adjusted_scores

        return "*", [Fraction(v) for v in res["scores"]], adjusted_scores(res)
    if measure != "net":
        raise ValueError(f"measure is net or scores, not {quoted(measure)}")
    adjusted = (res.get("luckAdjusted") or {}).get("net")
    return (
        res["variant"],
        [Fraction(v) for v in res["net"]],
        None if adjusted is None else [Fraction(v) for v in adjusted],
    )


def pair_difference(agents: Sequence[str], values: Sequence[Fraction], a: str, b: str) -> Fraction:
    """The mean of ``a``'s slots' values less the mean of ``b``'s (each holds at least one slot).

    A mean, not a sum: where the league seats an agent twice at a table (fewer agents than seats), a
    sum gave it two seats' scores against the other's one, a difference of about half a point per
    episode between two copies of one agent.

    >>> pair_difference(["a", "b", "c", "a"], [Fraction(1, 2)] * 4, "a", "b")
    Fraction(0, 1)
    """
    va = [v for s, v in enumerate(values) if agents[s] == a]
    vb = [v for s, v in enumerate(values) if agents[s] == b]
    return sum(va, Fraction(0)) / len(va) - sum(vb, Fraction(0)) / len(vb)


def adjacent_significance(
    order: list[str], report: dict[str, Any], method: str = "luck", variant: str | None = None
) -> list[dict[str, Any]]:
    """For the leaderboard: each adjacent pair of ``order`` (best first), whether the order is
    significant at 95% under ``method`` and the hands still needed if it is not.

    ``variant`` picks the report's rows of one variant; without it the report must hold one."""
    chosen = [p for p in report["pairs"] if variant is None or p["variant"] == variant]
    if variant is None and len({p["variant"] for p in chosen}) > 1:
        raise ValueError("the report holds several variants: name the one to judge the order by")
    rows = {(p["a"], p["b"]): p for p in chosen}
    out = []
    for above, below in zip(order, order[1:]):
        pair = rows.get((min(above, below), max(above, below)))
        summary = None if pair is None else pair.get(method)
        if summary is None:
            out.append({"above": above, "below": below, "significant": False, "handsStillNeeded": None})
            continue
        sign = 1 if above < below else -1  # the summary is of min(name) minus max(name)
        lo, hi = summary["interval"]
        significant = summary["separated"] and ((sign * lo > 0) if sign > 0 else (sign * hi > 0))
        need = summary["handsNeeded"]
        mean = summary.get("meanPerEpisode", summary.get("meanPerHand"))
        # The data favour the row below (or neither): no number of hands is expected to confirm this order.
        still = None if need is None or sign * mean <= 0 else max(0, need - summary["hands"])
        if still == 0 and not significant:  # t is met but the interval (or its draws) not: 0 read as settled
            still = None
        out.append(
            {
                "above": above,
                "below": below,
                "significant": significant,
                "handsStillNeeded": 0 if significant else still,
            }
        )
    return out
