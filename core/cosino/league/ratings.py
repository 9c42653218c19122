"""League maths: Elo over episode scores, the Bradley-Terry fit, and the linearised count of how
many episodes hold each place, in integer fixed point.

Everything here is a pure function of the episodes' results, so a league table can be
recomputed anywhere and gives the same bytes. Elo and Bradley-Terry need exponentials and
logarithms; they are evaluated in integer fixed point (:func:`exp_fixed`, :func:`ln_fixed`),
never with floats, because libm results differ between interpreters (see DESIGN.md).

How one episode becomes rating updates (docs/league.md says why):

* every pair of slots held by different agents, and not partners, is one comparison; its
  outcome is 1, 1/2 or 0 by the ordering of the two slots' episode scores;
* each comparison moves both agents by ``K / m * (outcome - expected)``, where ``m`` is the
  largest number of comparisons any slot of that episode takes part in, so one episode moves a
  seat by at most K whatever the table size, and every update is zero-sum;
* all comparisons of an episode use the ratings from before it, and episodes are applied in
  schedule order (not completion order), so a resumed league rates exactly like an unbroken one.

A table (:mod:`cosino.league.table`) is computed from the running sums of
:mod:`cosino.league.table_sums`, which a new episode adds to, so the scheduled league function
keeps them between runs and does not redo the family's maths; the per-episode audits' sums per
pair of agents are :mod:`cosino.league.audit_sums`.

>>> eps = [EpisodeOutcome("e0", 0, "kuhn", ("a", "b"), (Fraction(3, 4), Fraction(1, 4)))]
>>> [str(r) for r in elo_ratings(eps).values()]
['1516', '1484']
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from math import gcd
from typing import Any, Iterable, Sequence

from cosino.games.registry import has_partnerships
from cosino.primitives.errors import quoted
from cosino.primitives.jsonsafe import exact_decimal, exact_ratio

START = 1500
K_FACTOR = 32
MICRO = 10**6  # ratings are kept in millionths of a point
PREC = 64
ONE = 1 << PREC
BOOTSTRAP = 200
BT_ITERATIONS = 400
BT_TOLERANCE = ONE >> 36
BOOTSTRAP_TOLERANCE = ONE >> 28  # 4e-9 relative: far below the published two decimals
# Strengths stay in [2**-64, 2**64], ratings 1500 +- 7706: past the top, the integer steps divide by zero.
BT_MAX = ONE * ONE


# -- integer fixed point ----------------------------------------------------------------------


def _atanh_sum(z: int) -> int:
    """atanh(z) for fixed-point 0 <= z < 1/2, by its odd power series."""
    z2 = z * z >> PREC
    total, term, i = 0, z, 1
    while term:
        total += term // i
        term = term * z2 >> PREC
        i += 2
    return total


LN2 = 2 * _atanh_sum(ONE // 3)  # ln 2 = 2 atanh(1/3)


def ln_fixed(y: int) -> int:
    """Natural log of a positive fixed-point number (scaled by 2**64), in fixed point.

    >>> abs(ln_fixed(10 * ONE) * 10**12 // ONE - 2302585092994) <= 1
    True
    """
    if y <= 0:
        raise ValueError("ln_fixed needs a positive argument")
    k = y.bit_length() - 1 - PREC
    m = y >> k if k >= 0 else y << -k  # m in [1, 2)
    z = (m - ONE) * ONE // (m + ONE)
    return 2 * _atanh_sum(z) + k * LN2


LN10 = ln_fixed(10 * ONE)


def exp_fixed(x: int) -> int:
    """e**x for a fixed-point x, in fixed point (argument reduced by multiples of ln 2).

    >>> exp_fixed(LN2) == 2 * ONE or abs(exp_fixed(LN2) - 2 * ONE) < 16
    True
    """
    k = (x + LN2 // 2) // LN2
    r = x - k * LN2  # |r| <= ln2 / 2
    total, term, i = ONE, ONE, 1
    while term:
        term = term * r // (i * ONE)
        total += term
        i += 1
    return total << k if k >= 0 else total >> -k


def expected_score(r_a: int, r_b: int) -> int:
    """Elo's expected score of a against b (ratings in micro-points), in fixed point."""
    diff = max(min(r_b - r_a, 4000 * MICRO), -4000 * MICRO)
    x = (diff * ONE // (400 * MICRO)) * LN10 >> PREC
    return ONE * ONE // (ONE + exp_fixed(x))


def to_points(micro: int, places: int = 2) -> Fraction:
    """A micro-point rating rounded half to even to ``places`` decimals, as a Fraction."""
    scale = 10**places
    return Fraction(round(Fraction(micro * scale, MICRO)), scale)


def as_fraction(value: Any) -> Fraction:
    """A results value as an exact Fraction: a float by its shortest decimal, never its binary value.

    Text is read as an ASCII decimal or ratio, bounded (``Fraction(text)`` would expand ``1e999999999``
    and take digits of any script); ``true`` and ``None`` are not numbers. Raises ``ValueError``.
    """
    if isinstance(value, Fraction):
        return value  # already exact (results are read with decimals as Fractions)
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{quoted(str(value)[:24])} is not a number")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{value} is not a finite number")
    text = str(value)
    if not text.isascii() or text != text.strip():
        raise ValueError(f"{quoted(text[:24])} is not a number")
    try:
        return exact_ratio(text) if "/" in text else exact_decimal(text)
    except OverflowError as e:
        raise ValueError(str(e)) from None


# -- episodes and comparisons -------------------------------------------------------------------


@dataclass(frozen=True)
class EpisodeOutcome:
    """What the ratings read from one finished episode: who sat in each slot and their scores.

    ``teams`` lists groups of partner slots (Euchre, Spades), never compared with each other.
    ``order`` is the schedule index: Elo applies episodes in this order. ``scored`` is False for an
    episode whose every hand was voided: it compares no one.
    """

    key: str
    order: int
    variant: str
    agents: tuple[str, ...]
    scores: tuple[Fraction, ...]
    wins: tuple[bool, ...] = ()
    teams: tuple[tuple[int, ...], ...] = ()
    scored: bool = True

    def slot_comparisons(self) -> tuple[int, list[tuple[int, int, int]]]:
        """``m`` and ``(slot i, slot j, twice i's outcome)`` for every compared pair of slots."""
        if not self.scored:  # every seat at 1/2 by no play: a draw here pulled the better agent down
            return 1, []
        n = len(self.agents)
        partner = [[False] * n for _ in range(n)]
        for team in self.teams:
            for i in team:
                for j in team:
                    partner[i][j] = True
        pairs = [
            (i, j) for i in range(n) for j in range(i + 1, n) if self.agents[i] != self.agents[j] and not partner[i][j]
        ]
        if not pairs:
            return 1, []
        degree = [0] * n
        for i, j in pairs:
            degree[i] += 1
            degree[j] += 1
        s = self.scores
        return max(degree), [(i, j, 2 if s[i] > s[j] else 0 if s[i] < s[j] else 1) for i, j in pairs]

    def comparisons(self) -> list[tuple[str, str, Fraction, Fraction]]:
        """(agent a, agent b, a's outcome, weight) for every compared pair of slots."""
        m, pairs = self.slot_comparisons()
        weight = Fraction(1, m)
        return [(self.agents[i], self.agents[j], Fraction(two, 2), weight) for i, j, two in pairs]


def outcome_from_results(
    results: dict[str, Any], order: int, key: str, teams: Sequence[Sequence[int]] = ()
) -> EpisodeOutcome:
    """An :class:`EpisodeOutcome` from a results dict (numbers exact: int, Fraction or decimal text)."""
    return EpisodeOutcome(
        key=key,
        order=order,
        variant=results["variant"],
        agents=tuple(results["agents"]),
        scores=tuple(as_fraction(s) for s in results["scores"]),
        wins=tuple(bool(w) for w in results.get("win", [])),
        teams=tuple(tuple(t) for t in teams),
        scored=results.get("scoredHands") != 0,  # hand-made results without the count are played ones
    )


def partnership_teams(records: Sequence[dict[str, Any]]) -> tuple[tuple[int, ...], ...]:
    """Partner slots of a four-seat partnership game, read from the first hand's seating."""
    header = records[0]
    if not has_partnerships(header.get("variant")):
        return ()
    for record in records:
        if record.get("type") == "hand":
            slots = record["slots"]
            if len(slots) == 4:
                return (tuple(sorted((slots[0], slots[2]))), tuple(sorted((slots[1], slots[3]))))
    return ()


def agents_of(episodes: Iterable[EpisodeOutcome], extra: Iterable[str] = ()) -> list[str]:
    names = set(extra)
    for e in episodes:
        names.update(e.agents)
    return sorted(names)


@dataclass
class _Compiled:
    """Episodes in schedule order as integers: each one's key, ``m`` and comparisons
    ``(slot agent index a, index b, twice a's outcome)``."""

    keys: tuple[str, ...]
    degree: tuple[int, ...]
    pairs: tuple[tuple[tuple[int, int, int], ...], ...]
    agents: int


def compile_run(episodes: Iterable[EpisodeOutcome], names: Sequence[str]) -> _Compiled:
    index = {a: i for i, a in enumerate(names)}
    keys, degree, pairs = [], [], []
    for episode in sorted(episodes, key=lambda e: (e.order, e.key)):
        m, slots = episode.slot_comparisons()
        agents = episode.agents
        keys.append(episode.key)
        degree.append(m)
        pairs.append(tuple((index[agents[i]], index[agents[j]], two) for i, j, two in slots))
    return _Compiled(tuple(keys), tuple(degree), tuple(pairs), len(names))


def _round_half_even(num: int, den: int) -> int:
    """round(Fraction(num, den)) without building the Fraction (den > 0)."""
    q, r = divmod(num, den)
    return q + 1 if 2 * r > den or (2 * r == den and q % 2) else q


def elo_core(
    run: _Compiled, k: int = K_FACTOR, rating: list[int] | None = None
) -> tuple[list[int], list[list[int]], list[dict[tuple[int, int], int]]]:
    """Elo over ``run``, from ``rating`` (everyone at START by default).

    Returns the ratings, per episode the ratings before it, and per episode and compared pair of
    agents (indices, the lower first) that pair's part of each one's shrink (:func:`_shrink`).
    Each step ``k (o - E) / m`` is summed over a common denominator ``2 m ONE`` and rounded once
    per agent and episode, half to even, as the exact Fraction sum would be.
    """
    n = run.agents
    rating = list(rating) if rating is not None else [START * MICRO] * n
    before: list[list[int]] = []
    shrink: list[dict[tuple[int, int], int]] = []
    for pos in range(len(run.keys)):
        before.append(rating)
        if not run.pairs[pos]:
            shrink.append({})
            continue
        num = [0] * n
        slope: dict[tuple[int, int], int] = {}  # per pair of agents, the sum of E (1 - E) over its comparisons
        for ia, ib, two in run.pairs[pos]:
            expected = expected_score(rating[ia], rating[ib])
            step = k * MICRO * (two * ONE - 2 * expected)
            num[ia] += step
            num[ib] -= step
            pair = (ia, ib) if ia < ib else (ib, ia)
            slope[pair] = slope.get(pair, 0) + (expected * (ONE - expected) >> PREC)
        den = 2 * run.degree[pos] * ONE
        rating = [r + _round_half_even(v, den) for r, v in zip(rating, num)]
        shrink.append({pair: _shrink(k, run.degree[pos], q) for pair, q in sorted(slope.items())})
    return rating, before, shrink


SHRINK_PREC = 32  # the kept shrink factors' precision: 2**-32 of a factor, far below a micro-point of any change


def _shrink(k: int, m: int, slope: int) -> int:
    """One pair's part of ``1 - f`` in units of 2**-SHRINK_PREC, where ``f = 1 - k / m * sum E'``
    (over an agent's comparisons) is the factor an episode multiplies a small change of the
    agent's earlier rating by, the derivative of its update; ``E'(d) = ln 10 / 400 * E (1 - E)``
    per point, and ``slope`` is the pair's sum of ``E (1 - E)``."""
    return k * LN10 * slope // (400 * m * ONE) >> (PREC - SHRINK_PREC)


def elo_run(
    episodes: Sequence[EpisodeOutcome], agents: Iterable[str] = (), k: int = K_FACTOR
) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Ratings in micro-points after every episode in schedule order, and each episode's deltas.

    The second value maps an episode key to the per-agent change it caused, listed in the
    order of :func:`agents_of` (what the swap counts read).
    """
    names = agents_of(episodes, agents)
    run = compile_run(episodes, names)
    rating, before, _ = elo_core(run, k)
    return dict(zip(names, rating)), _deltas(run, rating, before)


def _deltas(run: _Compiled, final: list[int], before: list[list[int]]) -> dict[str, list[int]]:
    """Each episode's change, by key: the ratings after it less the ratings before it."""
    after = [*before[1:], final]
    return {key: [y - x for x, y in zip(b, a)] for key, b, a in zip(run.keys, before, after)}


def elo_ratings(
    episodes: Sequence[EpisodeOutcome], agents: Iterable[str] = (), k: int = K_FACTOR
) -> dict[str, Fraction]:
    """Published Elo ratings (two decimals) by agent name."""
    rating, _ = elo_run(episodes, agents, k)
    return {a: to_points(v) for a, v in sorted(rating.items())}


def ranking(ratings: dict[str, int | Fraction]) -> list[str]:
    """The table order: higher rating first, then name."""
    return sorted(ratings, key=lambda a: (-ratings[a], a))


# -- Bradley-Terry -------------------------------------------------------------------------------


# An agent's share of an MM iteration (its update and the rescaling's four passes) takes about as long as a
# dozen met pairs' (on 60 agents each met once, 120 us an iteration here; on 3,540 met pairs, 600 us).
MM_AGENT_STEPS = 12


class FitWorkExceeded(Exception):
    """A counted fit went past the steps its :class:`FitWork` allows."""


class FitWork:
    """The steps counted Bradley-Terry fits take, for a work bound that must not read the clock.

    A fit's setup is three steps per cell of its n x n counts; an MM iteration :data:`MM_AGENT_STEPS` per
    agent and one per met pair of agents; a Newton step one per agent and per met pair for each gradient it
    evaluates, two per entry of its Hessian (made,
    then solved back) and one per entry its elimination updates. Past ``limit`` the fit stops with
    :class:`FitWorkExceeded`, within one iteration or one elimination row of it; with ``settle`` it instead
    returns the strengths of its last whole iteration and sets :attr:`cut`."""

    def __init__(self, limit: int | None = None, settle: bool = False) -> None:
        self.limit, self.spent = limit, 0
        self.settle, self.cut = settle, False

    def charge(self, steps: int) -> None:
        self.spent += steps
        if self.limit is not None and self.spent > self.limit:
            raise FitWorkExceeded(f"{self.spent} fit steps, more than the {self.limit} allowed")


def episode_cells(episode: EpisodeOutcome) -> tuple[int, dict[tuple[str, str], list[int]]]:
    """An episode's Bradley-Terry wins and games per ordered pair of agents, in half-points of
    its own comparisons' weight: ``(2 m, {(a, b): [wins of a over b, games], ...})``."""
    m, slots = episode.slot_comparisons()
    agents = episode.agents
    cells: dict[tuple[str, str], list[int]] = {}
    for i, j, two in slots:
        for pair, won in (((agents[i], agents[j]), two), ((agents[j], agents[i]), 2 - two)):
            cell = cells.setdefault(pair, [0, 0])
            cell[0] += won
            cell[1] += 2
    return 2 * m, cells


def bt_fit(
    n: int,
    scale: int,
    wins: list[int],
    games: list[int],
    start: list[int] | None,
    tolerance: int,
    work: FitWork | None = None,
) -> list[int]:
    """Bradley-Terry strengths (fixed point) by minorise-maximise iteration, from wins and games
    (flat n x n) counted on the scale ``scale``.

    Each agent also plays one virtual comparison, drawn, against a reference of strength 1;
    this keeps every strength finite (an agent that won or lost everything) and anchors the
    scale, so the reference sits at 1500 on the published scale. Only the counts as fractions of
    ``scale`` matter, not the scale they are written on. ``work``, when given, is charged the
    fit's steps (:class:`FitWork`).
    """
    last = [list(start) if start else [ONE] * n]  # the strengths of the last whole iteration
    try:
        return _bt_iterations(n, scale, wins, games, last, tolerance, work)
    except FitWorkExceeded:
        if work is None or not work.settle:
            raise
        work.cut = True
        return last[0]


def least_fit_steps(n: int) -> int:
    """The fewest steps (:class:`FitWork`) a fit of ``n`` agents is charged: its setup and one MM iteration.

    >>> work = FitWork()
    >>> _ = bt_fit(3, 2, [0] * 9, [0] * 9, None, 0, work)
    >>> work.spent == least_fit_steps(3)
    True
    """
    return 3 * n * n + MM_AGENT_STEPS * n


def most_fit_steps(n: int) -> int:
    """The most steps (:class:`FitWork`) a fit of ``n`` agents can be charged, every pair met: its setup, every MM
    iteration and every Newton step with its whole elimination and every halving of its line search."""
    met = n * (n - 1)
    evaluation = n + met
    elimination = sum((n - 1 - k) * (n - k) for k in range(n))
    newton = 2 * n * n + elimination + (1 + _HALVINGS) * evaluation
    return 3 * n * n + BT_ITERATIONS * (MM_AGENT_STEPS * n + met) + NEWTON_STEPS * newton


def _bt_iterations(
    n: int,
    scale: int,
    wins: list[int],
    games: list[int],
    last: list[list[int]],
    tolerance: int,
    work: FitWork | None,
) -> list[int]:
    """:func:`bt_fit`'s iterations, from ``last[0]``, which each whole iteration replaces."""
    if work is not None:
        work.charge(3 * n * n)
    # Integer weights: the least common denominator of the counts as fractions, so the loop stays in integers.
    den = 2
    for value in (*wins, *games):
        part = scale // gcd(value, scale)
        den = den * part // gcd(den, part)
    one2 = ONE * ONE
    w_int = [(sum(wins[i * n : (i + 1) * n]) * den // scale + den // 2) * one2 for i in range(n)]
    # per agent, (opponent, games times ONE**2) for the opponents it met
    g_int = [[(j, games[i * n + j] * den // scale * one2) for j in range(n) if games[i * n + j]] for i in range(n)]
    prior = den * one2  # one virtual comparison with the reference
    p = last[0]
    iteration = MM_AGENT_STEPS * n + sum(len(row) for row in g_int)  # an MM iteration's steps
    for _ in range(BT_ITERATIONS):
        if work is not None:
            work.charge(iteration)
        moved = 0
        new = []
        for i in range(n):
            pi = p[i]
            denom = prior // (pi + ONE)
            for j, g in g_int[i]:
                denom += g // (pi + p[j])
            new.append(w_int[i] // denom)
        new = _rescale(new)
        moved = max((abs(a - b) for a, b in zip(new, p)), default=0)  # no agents yet: nothing moves
        p = last[0] = new
        if moved <= tolerance:
            return p
    # Near-separated data (a chain of agents each beating the next every time): MM crawls, so finish by Newton.
    counts = [w // one2 for w in w_int]
    met = [[(j, g // one2) for j, g in row] for row in g_int]
    return _newton(last, counts, met, den, tolerance, work)


NEWTON_STEPS = 60
_HALVINGS = 20  # a line search halves its step at most this many times (from ONE down to ONE >> 20)


def _newton(
    last: list[list[int]],
    wins: list[int],
    met: list[list[tuple[int, int]]],
    prior: int,
    tolerance: int,
    work: FitWork | None,
) -> list[int]:
    """Finish a Bradley-Terry fit by Newton's method on the log-strengths, in fixed point, from ``last[0]``,
    which each whole step replaces.

    ``wins`` (the prior's half win included) and ``met`` (per agent, (opponent, games)) are counts
    on one integer scale, ``prior`` the reference comparison on it. The log-likelihood is strictly
    concave (the prior makes its Hessian diagonally dominant), so the steps converge quadratically;
    a step is capped at 2 nats and halved while the slope along it turns back by more than it began.
    """
    p = last[0]
    n = len(p)
    evaluation = n + sum(len(row) for row in met)  # a gradient's steps

    def gradient(q: list[int]) -> list[int]:
        if work is not None:
            work.charge(evaluation)
        out = []
        for i in range(n):
            g = wins[i] * ONE - prior * (q[i] * ONE // (q[i] + ONE))
            for j, c in met[i]:
                g -= c * (q[i] * ONE // (q[i] + q[j]))
            out.append(g)
        return out

    def moved(q: list[int], step: list[int], t: int) -> list[int]:
        return [min(max(x * exp_fixed(d * t >> PREC) >> PREC, 1), BT_MAX) for x, d in zip(q, step)]

    for _ in range(NEWTON_STEPS):
        if work is not None:
            work.charge(2 * n * n)  # the Hessian's entries, and the back substitution's
        grad = gradient(p)
        # the negative Hessian, in counts times ONE
        a = [[0] * n for _ in range(n)]
        for i in range(n):
            share = p[i] * ONE // (p[i] + ONE)
            a[i][i] = prior * (share * (ONE - share) >> PREC)
            for j, c in met[i]:
                share = p[i] * ONE // (p[i] + p[j])
                w = c * (share * (ONE - share) >> PREC)
                a[i][i] += w
                a[i][j] -= w
        step = _solve(a, list(grad), work)  # in nats, times ONE
        # a strength held at a bound and pushed past it stays there
        step = [0 if (d > 0 and x >= BT_MAX) or (d < 0 and x <= 1) else d for x, d in zip(p, step)]
        size = max((abs(d) for d in step), default=0)
        if size <= tolerance:
            break
        if size > 2 * ONE:
            step = [d * 2 * ONE // size for d in step]
        slope = sum(g * d for g, d in zip(grad, step))
        t = ONE
        new = moved(p, step, t)
        while t > ONE >> _HALVINGS and sum(g * d for g, d in zip(gradient(new), step)) < -slope:
            t >>= 1
            new = moved(p, step, t)
        p = last[0] = new
    return p


def _solve(a: list[list[int]], b: list[int], work: FitWork | None = None) -> list[int]:
    """``x`` (times ONE) with ``a x = b``, by elimination without pivoting (``a`` is diagonally
    dominant); ``a`` and ``b`` are consumed. ``work`` is charged each row's entries it updates."""
    n = len(b)
    for k in range(n):
        pivot = a[k][k]
        if pivot <= 0:
            continue  # a strength at a bound with no games left to move it: its step is 0
        for i in range(k + 1, n):
            if a[i][k]:
                if work is not None:
                    work.charge(n - k)
                f = a[i][k] * ONE // pivot
                row, top = a[i], a[k]
                for j in range(k, n):
                    row[j] -= f * top[j] >> PREC
                b[i] -= f * b[k] >> PREC
    x = [0] * n
    for i in range(n - 1, -1, -1):
        rest = b[i] - sum(a[i][j] * x[j] for j in range(i + 1, n)) // ONE
        x[i] = rest * ONE // a[i][i] if a[i][i] > 0 else 0
    return x


def _rescale(p: list[int]) -> list[int]:
    """Multiply every strength by the factor that best fits the reference comparisons.

    The data's likelihood does not change when all strengths are scaled together, so only the
    virtual draws with the reference decide the scale; a few Newton steps on
    sum(1/2 - c p / (c p + 1)) = 0 after each iteration make it converge in tens of steps
    instead of thousands.
    """
    c = ONE
    for _ in range(4):
        balance = slope = 0
        for x in p:
            q = c * x >> PREC
            share = q * ONE // (q + ONE)
            balance += ONE // 2 - share
            slope += share * ONE // (q + ONE)
        if slope == 0:
            break
        factor = min(max(ONE + balance * ONE // slope, ONE // 2), 2 * ONE)
        if factor == ONE:
            break  # c is settled: the remaining steps would find the same factor
        c = c * factor >> PREC
    return [min(max(c * x >> PREC, 1), BT_MAX) for x in p]


def bt_points(strength: int) -> int:
    """A fixed-point strength on the Elo scale (reference = 1500), in micro-points."""
    return START * MICRO + 400 * MICRO * ln_fixed(strength) // LN10


# -- how firmly each place is held ------------------------------------------------------------------


def _by_influence(steps: Sequence[tuple[int, int, int, int]]) -> list[int]:
    """The positions of ``steps`` (see :func:`linear_swaps`) by influence on the gap, largest
    first, then in schedule order: each change carried to the end through every later factor."""
    unit = 1 << SHRINK_PREC
    lead, upper, lower = [0] * len(steps), ONE, ONE  # upper, lower: the products of the later factors
    for p in range(len(steps) - 1, -1, -1):
        d_upper, d_lower, s_upper, s_lower = steps[p]
        lead[p] = d_upper * upper - d_lower * lower
        upper = upper * (unit - s_upper) >> SHRINK_PREC if s_upper else upper
        lower = lower * (unit - s_lower) >> SHRINK_PREC if s_lower else lower
    return sorted(range(len(steps)), key=lambda p: (-lead[p], p))


def linear_swaps(gap: int, steps: Sequence[tuple[int, int, int, int]]) -> int | None:
    """The fewest episodes, taken out, that close ``gap`` in the linearised Elo (a tie counts).

    ``steps`` are the episodes of either agent in schedule order, each as (the upper agent's
    change, the lower's, the upper's shrink, the lower's), a shrink being ``1 - f`` in units of
    2**-SHRINK_PREC for the gap: the agent's own plus, when the two met, their pair's part again
    (a change of one agent's rating also moves the other's expected score against it).
    Taking out a set S moves the gap by the sum over S of each agent's change times the factors
    ``f`` of its later episodes not in S (an episode taken out no longer pulls the earlier ones'
    changes back); taking out all of them levels the two exactly, as both then sit at START. The
    effect through third agents' ratings is left out. The episodes are taken in the order of
    :func:`_by_influence`; the shortest prefix that closes the gap is found by doubling then
    bisection, each trial one backward pass from the end over the pair's episodes down to the
    earliest taken out. A step of no change and no shrink (an episode that compared neither agent, as
    one nobody played) is no episode to take out: counted, it made the bound of all taken out larger.
    None when neither agent played.
    """
    steps = [step for step in steps if any(step)]
    if not steps:
        return None
    if gap <= 0:
        return 0
    unit, target = 1 << SHRINK_PREC, gap * ONE
    rank = _by_influence(steps)

    def closes(k: int) -> bool:
        gone = set(rank[:k])
        effect, upper, lower = 0, ONE, ONE  # now the products of the later factors kept
        for p in range(len(steps) - 1, min(gone) - 1, -1):
            d_upper, d_lower, s_upper, s_lower = steps[p]
            if p in gone:
                effect += d_upper * upper - d_lower * lower
            else:
                upper = upper * (unit - s_upper) >> SHRINK_PREC if s_upper else upper
                lower = lower * (unit - s_lower) >> SHRINK_PREC if s_lower else lower
        return effect >= target

    lo, hi = 0, 1  # closes(lo) is false (gap > 0); double hi until it closes (it does at len(steps))
    while hi < len(steps) and not closes(hi):
        lo, hi = hi, 2 * hi
    hi = min(hi, len(steps))
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if closes(mid) else (mid, hi)
    return hi
