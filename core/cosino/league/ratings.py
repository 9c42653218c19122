"""League maths: Elo over episode scores, a Bradley-Terry fit with bootstrap intervals, how many
episodes hold each place in the table, and the league-level audit sums.

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

A table is computed from :class:`TableSums`, which a new episode adds to, so the scheduled
league function keeps them between runs and does not redo the family's maths.

>>> eps = [EpisodeOutcome("e0", 0, "kuhn", ("a", "b"), (Fraction(3, 4), Fraction(1, 4)))]
>>> [str(r) for r in elo_ratings(eps).values()]
['1516', '1484']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from typing import Any, Iterable, Sequence

from cosino.games.registry import UnknownVariant, game_type, has_partnerships
from cosino.league.power import adjacent_significance, episode_summary, nearest_rank, pair_difference, poisson_counts
from cosino.primitives.exact import median
from cosino.primitives.rng import derive

FORMAT = 1
START = 1500
K_FACTOR = 32
MICRO = 10**6  # ratings are kept in millionths of a point
PREC = 64
ONE = 1 << PREC
BOOTSTRAP = 200
BT_ITERATIONS = 400
BT_TOLERANCE = ONE >> 36
BOOTSTRAP_TOLERANCE = ONE >> 28  # 4e-9 relative: far below the published two decimals


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


# -- episodes and comparisons -------------------------------------------------------------------


@dataclass(frozen=True)
class EpisodeOutcome:
    """What the ratings read from one finished episode: who sat in each slot and their scores.

    ``teams`` lists groups of partner slots (Euchre, Spades), never compared with each other.
    ``order`` is the schedule index: Elo applies episodes in this order.
    """

    key: str
    order: int
    variant: str
    agents: tuple[str, ...]
    scores: tuple[Fraction, ...]
    wins: tuple[bool, ...] = ()
    teams: tuple[tuple[int, ...], ...] = ()

    def slot_comparisons(self) -> tuple[int, list[tuple[int, int, int]]]:
        """``m`` and ``(slot i, slot j, twice i's outcome)`` for every compared pair of slots."""
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
        scores=tuple(_frac(s) for s in results["scores"]),
        wins=tuple(bool(w) for w in results.get("win", [])),
        teams=tuple(tuple(t) for t in teams),
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


def _agents_of(episodes: Iterable[EpisodeOutcome], extra: Iterable[str] = ()) -> list[str]:
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


def _compile(episodes: Iterable[EpisodeOutcome], names: Sequence[str]) -> _Compiled:
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


def _elo_core(
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
    order of :func:`_agents_of` (what the swap counts read).
    """
    names = _agents_of(episodes, agents)
    run = _compile(episodes, names)
    rating, before, _ = _elo_core(run, k)
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


def _episode_cells(episode: EpisodeOutcome) -> tuple[int, dict[tuple[str, str], list[int]]]:
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


def _bt_fit(
    n: int, scale: int, wins: list[int], games: list[int], start: list[int] | None, tolerance: int
) -> list[int]:
    """Bradley-Terry strengths (fixed point) by minorise-maximise iteration, from wins and games
    (flat n x n) counted on the scale ``scale``.

    Each agent also plays one virtual comparison, drawn, against a reference of strength 1;
    this keeps every strength finite (an agent that won or lost everything) and anchors the
    scale, so the reference sits at 1500 on the published scale. Only the counts as fractions of
    ``scale`` matter, not the scale they are written on.
    """
    # Integer weights: the least common denominator of the counts as fractions, so the loop stays in integers.
    den = 2
    for value in (*wins, *games):
        part = scale // _gcd(value, scale)
        den = den * part // _gcd(den, part)
    one2 = ONE * ONE
    w_int = [(sum(wins[i * n : (i + 1) * n]) * den // scale + den // 2) * one2 for i in range(n)]
    # per agent, (opponent, games times ONE**2) for the opponents it met
    g_int = [[(j, games[i * n + j] * den // scale * one2) for j in range(n) if games[i * n + j]] for i in range(n)]
    prior = den * one2  # one virtual comparison with the reference
    p = list(start) if start else [ONE] * n
    for _ in range(BT_ITERATIONS):
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
        p = new
        if moved <= tolerance:
            break
    return p


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
    return [max(c * x >> PREC, 1) for x in p]


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def bt_points(strength: int) -> int:
    """A fixed-point strength on the Elo scale (reference = 1500), in micro-points."""
    return START * MICRO + 400 * MICRO * ln_fixed(strength) // LN10


def bradley_terry(
    episodes: Sequence[EpisodeOutcome],
    agents: Iterable[str] = (),
    samples: int = BOOTSTRAP,
    seed: int | str = 0,
) -> dict[str, dict[str, Fraction]]:
    """Bradley-Terry ratings on the Elo scale with bootstrap 95% intervals.

    The bootstrap is a Poisson(1) one keyed per episode: in draw b an episode is taken as many
    times as :func:`cosino.league.power.poisson_counts` of ``derive(seed, "poisson", key)`` says
    for b. Each of the ``samples`` draws is refitted from the point fit; the interval is the
    nearest-rank 2.5th and 97.5th percentiles of each agent's rating over the draws.
    """
    sums = TableSums(seed, samples, audited=False)
    for episode in episodes:
        sums.add(episode, None)
    return sums.bradley_terry(_agents_of(episodes, agents))


# -- how firmly each place is held ------------------------------------------------------------------


def swap_count(episodes: Sequence[EpisodeOutcome], upper: str, lower: str, agents: Iterable[str] = ()) -> int | None:
    """How many episodes, taken out, bring ``lower`` level with or above ``upper`` by the
    linearised Elo (see :func:`_linear_swaps`). None when neither agent played."""
    sums = TableSums(0, 0, audited=False)  # only its Elo part is used
    sums.run_elo(sorted(episodes, key=lambda e: (e.order, e.key)), _agents_of(episodes, [*agents, upper, lower]))
    return sums.swaps(upper, lower, sums.agent_shrink())


def _by_influence(steps: Sequence[tuple[int, int, int, int]]) -> list[int]:
    """The positions of ``steps`` (see :func:`_linear_swaps`) by influence on the gap, largest
    first, then in schedule order: each change carried to the end through every later factor."""
    unit = 1 << SHRINK_PREC
    lead, upper, lower = [0] * len(steps), ONE, ONE  # upper, lower: the products of the later factors
    for p in range(len(steps) - 1, -1, -1):
        d_upper, d_lower, s_upper, s_lower = steps[p]
        lead[p] = d_upper * upper - d_lower * lower
        upper = upper * (unit - s_upper) >> SHRINK_PREC if s_upper else upper
        lower = lower * (unit - s_lower) >> SHRINK_PREC if s_lower else lower
    return sorted(range(len(steps)), key=lambda p: (-lead[p], p))


def _linear_swaps(gap: int, steps: Sequence[tuple[int, int, int, int]]) -> int | None:
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
    earliest taken out. None when neither agent played.
    """
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


# -- the league-level audit -----------------------------------------------------------------------


def _frac(value: Any) -> Fraction:
    if isinstance(value, Fraction):
        return value  # already exact (results are read with decimals as Fractions)
    if isinstance(value, float):
        return Fraction(str(value))
    return Fraction(value)


def _pair_entry(acc: dict[tuple[str, str], dict[str, Any]], a: str, b: str, keys: Sequence[str]) -> dict[str, Any]:
    entry = acc.get((a, b))
    if entry is None:
        entry = {k: Fraction(0) for k in keys}
        entry["episodes"] = 0
        entry["hands"] = 0
        acc[(a, b)] = entry
    return entry


def audit_aggregate(entries: Iterable[tuple[Sequence[str], dict[str, Any]]]) -> dict[str, Any]:
    """League-level sums of the per-episode audits, per ordered pair of agents. Reported only.

    ``entries`` are (agents by slot, results) for every episode. Collusion audits (six-max)
    contribute ``surrender`` and ``contested`` (and ``netFlow`` where present); the bias is
    recomputed from the pooled sums: ``rate = surrender / max(contested, 1)``, ``field`` the same
    against everyone, ``bias = rate - field``. Soft-play audits (Hearts, Oh Hell) contribute
    ``chance`` and ``yield``, and the pooled ``yieldRate = yield / chance``. Pairs of slots held by
    the same agent are skipped. The ``power`` blocks say how much evidence each number rests on.

    >>> res = {"audit": {"chance": [[0, 3], [2, 0]], "yield": [[0, 1], [2, 0]], "power": {"hands": 4}}}
    >>> out = audit_aggregate([(["a", "b"], res), (["b", "a"], res)])
    >>> out["softPlay"]["pairs"][0]["chance"] == 5, out["softPlay"]["pairs"][0]["yieldRate"]
    (True, Fraction(3, 5))
    """
    acc = _audit_sums()
    for agents, results in entries:
        _audit_add(acc, agents, results)
    return _audit_blocks(acc)


_AUDIT_KINDS = {  # block: (the fields summed, the fields an audit must carry to count)
    "collusion": (("surrender", "contested", "netFlow"), ("surrender", "contested")),
    "softPlay": (("chance", "yield"), ("chance", "yield")),
}


def _audit_sums() -> dict[str, Any]:
    """Empty audit sums: per block, the pairs' sums and the power counts."""
    return {kind: {"pairs": {}, "power": {"episodes": 0, "hands": 0}} for kind in _AUDIT_KINDS}


def _audit_add(acc: dict[str, Any], agents: Sequence[str], results: dict[str, Any]) -> None:
    """Add one episode's audit matrices to the sums (see :func:`audit_aggregate`)."""
    audit = results.get("audit") if isinstance(results, dict) else None
    if not isinstance(audit, dict):
        return
    n = len(agents)
    hands = int(_frac((audit.get("power") or {}).get("hands", results.get("scoredHands", 0))))
    for kind, (fields, needed) in _AUDIT_KINDS.items():
        if not all(f in audit for f in needed):
            continue
        block = acc[kind]
        block["power"]["episodes"] += 1
        block["power"]["hands"] += hands
        seen: set[tuple[str, str]] = set()
        for i in range(n):
            for j in range(n):
                if i == j or agents[i] == agents[j]:
                    continue
                e = _pair_entry(block["pairs"], agents[i], agents[j], fields)
                for f in fields:
                    if f in audit:
                        e[f] += _frac(audit[f][i][j])
                if (agents[i], agents[j]) not in seen:
                    seen.add((agents[i], agents[j]))
                    e["episodes"] += 1
                    e["hands"] += hands


def _audit_blocks(acc: dict[str, Any]) -> dict[str, Any]:
    return {
        "collusion": _collusion_block(acc["collusion"]["pairs"], acc["collusion"]["power"]),
        "softPlay": _soft_block(acc["softPlay"]["pairs"], acc["softPlay"]["power"]),
    }


def _audit_json(acc: dict[str, Any]) -> dict[str, Any]:
    """The audit sums as JSON values (exact ratios as text)."""
    return {
        kind: {
            "pairs": [
                [a, b, {k: v if k in _AUDIT_COUNTS else str(v) for k, v in e.items()}]
                for (a, b), e in sorted(block["pairs"].items())
            ],
            "power": block["power"],
        }
        for kind, block in acc.items()
    }


def _audit_values(data: dict[str, Any]) -> dict[str, Any]:
    acc = _audit_sums()
    for kind, block in acc.items():
        block["power"] = {k: int(data[kind]["power"][k]) for k in _AUDIT_COUNTS}
        for a, b, e in data[kind]["pairs"]:
            block["pairs"][(a, b)] = {k: int(v) if k in _AUDIT_COUNTS else Fraction(v) for k, v in e.items()}
    return acc


def _field_sums(
    acc: dict[tuple[str, str], dict[str, Any]], num_key: str, den_key: str
) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Per agent, the sums of ``num_key`` and ``den_key`` over all its pairs (the field rate's parts)."""
    field_num: dict[str, Fraction] = {}
    field_den: dict[str, Fraction] = {}
    for (a, _b), e in acc.items():
        field_num[a] = field_num.get(a, Fraction(0)) + e[num_key]
        field_den[a] = field_den.get(a, Fraction(0)) + e[den_key]
    return field_num, field_den


def _with_power(pairs: list[dict[str, Any]], power: dict[str, int], key: str) -> dict[str, Any]:
    """The block: its pairs, and the power summary with the min and median of ``key`` over them."""
    values = [p[key] for p in pairs]
    return {
        "pairs": pairs,
        "power": {
            **power,
            f"{key}Min": min(values) if values else None,
            f"{key}Median": (median(values) if values else None),
        },
    }


def _collusion_block(acc: dict[tuple[str, str], dict[str, Any]], power: dict[str, int]) -> dict[str, Any] | None:
    if not power["episodes"]:
        return None
    field_num, field_den = _field_sums(acc, "surrender", "contested")
    pairs = []
    for a, b in sorted(acc):
        e = acc[(a, b)]
        rate = e["surrender"] / max(e["contested"], 1)
        fld = field_num[a] / max(field_den[a], 1)
        pairs.append(
            {
                "agent": a,
                "other": b,
                "episodes": e["episodes"],
                "hands": e["hands"],
                "surrender": e["surrender"],
                "contested": e["contested"],
                "netFlow": e["netFlow"],
                "rate": rate,
                "field": fld,
                "bias": rate - fld,
            }
        )
    return _with_power(pairs, power, "contested")


def _soft_block(acc: dict[tuple[str, str], dict[str, Any]], power: dict[str, int]) -> dict[str, Any] | None:
    if not power["episodes"]:
        return None
    field_num, field_den = _field_sums(acc, "yield", "chance")
    pairs = []
    for a, b in sorted(acc):
        e = acc[(a, b)]
        pairs.append(
            {
                "agent": a,
                "other": b,
                "episodes": e["episodes"],
                "hands": e["hands"],
                "chance": e["chance"],
                "yield": e["yield"],
                "yieldRate": e["yield"] / e["chance"] if e["chance"] else None,
                "field": field_num[a] / field_den[a] if field_den[a] else None,
            }
        )
    return _with_power(pairs, power, "chance")


# -- the table ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LeagueSpec:
    """What the table says about the league itself."""

    name: str
    family: str
    variants: tuple[str, ...]
    agents: tuple[str, ...]
    seed: int = 0
    scheduled: int = 0
    bootstrap: int = BOOTSTRAP
    extra: dict[str, Any] = field(default_factory=dict)


POISSON_METHOD = "Poisson(1) count per episode and draw, from the episode's key"


def league_table(
    spec: LeagueSpec,
    episodes: Sequence[EpisodeOutcome],
    audits: Iterable[tuple[Sequence[str], dict[str, Any]]] = (),
    reliability: dict[str, dict[str, Any]] | None = None,
    pinned: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The leaderboard JSON: ranks, Elo, Bradley-Terry with intervals, swap counts, audit sums.

    ``audits`` are (agents by slot, results) of each episode, in the episodes' order, or none.
    Everything but ``reliability`` is a pure function of the episodes' results; reliability sits
    in its own block, beside the table, and never feeds a rating. ``pinned`` (the SHA-256 of the
    manifest listing the replays and results read) is added when given.
    """
    return _table(spec, episodes, list(audits), reliability, pinned, None)[0]


def _table(
    spec: LeagueSpec,
    episodes: Sequence[EpisodeOutcome],
    audits: list[tuple[Sequence[str], dict[str, Any]]],
    reliability: dict[str, dict[str, Any]] | None,
    pinned: dict[str, Any] | None,
    kept: dict[str, Any] | None,
) -> tuple[dict[str, Any], TableSums]:
    """:func:`league_table` and its :class:`TableSums`, resumed from ``kept`` (the sums' JSON from
    an earlier call over some of these episodes, which are known by their keys): only the episodes
    the sums lack are added, and Elo replays from the first of them in schedule order. The table's
    bytes are those of a call without ``kept``. When an episode of the sums is no longer among
    ``episodes``, or the sums are for another seed or bootstrap, they are rebuilt from every episode.
    """
    if audits and len(audits) != len(episodes):
        raise ValueError(f"league table: {len(audits)} audits for {len(episodes)} episodes (one each, or none)")
    present = {e.key for e in episodes}
    if len(present) != len(episodes):
        raise ValueError("league table: two episodes share a key")
    names = sorted(set(spec.agents) | set(_agents_of(episodes)))
    seed = derive(spec.seed, "league", spec.name).hex()
    sums = TableSums.from_json(kept, seed, spec.bootstrap, bool(audits)) if kept else None
    if sums is None or not present.issuperset(sums.deltas):
        sums = TableSums(seed, spec.bootstrap, bool(audits))  # none kept, or an episode left: start again
    for episode, audit in zip(episodes, audits or [None] * len(episodes)):
        if episode.key not in sums.deltas:
            sums.add(episode, audit)
    sums.run_elo(sorted(episodes, key=lambda e: (e.order, e.key)), names)
    order = ranking(sums.final)
    bt = sums.bradley_terry(names)
    rows = []
    for rank, agent in enumerate(order, start=1):
        row: dict[str, Any] = {"rank": rank, "agent": agent, "elo": to_points(sums.final[agent]), "bt": bt[agent]}
        rows.append({**row, **sums.row(agent), "swapWithNext": None})
    shrink = sums.agent_shrink()
    for upper, lower in zip(rows, rows[1:]):
        upper["swapWithNext"] = sums.swaps(upper["agent"], lower["agent"], shrink)
    significance = sums.significance(order)
    for row, judged in zip(rows, [*significance["pairs"], {"significant": None, "handsStillNeeded": None}]):
        row["orderSignificant"] = judged["significant"]  # this row above the next (None for the last)
        row["handsStillNeeded"] = judged["handsStillNeeded"]
    out = {
        "format": FORMAT,
        "league": {
            "name": spec.name,
            "family": spec.family,
            "variants": list(spec.variants),
            "agents": list(spec.agents),
            "seed": spec.seed,
            "scheduled": spec.scheduled,
            "played": len(episodes),
            **spec.extra,
        },
        "method": {
            "elo": {"start": START, "k": K_FACTOR, "comparison": "pairwise ordering of episode scores, weight 1/m"},
            "bradleyTerry": {
                "bootstrap": spec.bootstrap,
                "resampling": POISSON_METHOD,
                "interval": "nearest-rank 2.5% and 97.5%",
                "prior": "one drawn comparison with a 1500 reference",
            },
            "swap": "linearised Elo: the fewest episodes that, taken out, level this row with the next or"
            " put it below (a tie counts); an episode taken out removes its recorded change, shrunk by"
            " each later kept episode of the agent by 1 - K/m sum E' (E' the slope of the expected score,"
            " the pair's own comparisons counted for the gap), taken largest influence first; no replay",
            "significance": significance["method"],
        },
        "table": rows,
        "audit": _audit_blocks(sums.audit),
        "reliability": reliability or {},
    }
    if pinned is not None:
        out["pinned"] = pinned  # the manifest digest this table was computed from
    return out, sums


# -- the table's running sums ----------------------------------------------------------------------

SUMS_FORMAT = 2  # 2: each episode's shrink factors kept beside its Elo changes
_AUDIT_COUNTS = ("episodes", "hands")  # the audit sums' integer fields; the others are exact ratios


class _Differences:
    """One pair's differences of one kind: how many, their sum and sum of squares, and per
    bootstrap draw the episodes counted and the sum of their differences (on a common scale)."""

    __slots__ = ("n", "total", "squares", "counts", "sums")

    def __init__(self, draws: int) -> None:
        self.n, self.total, self.squares = 0, Fraction(0), Fraction(0)
        self.counts, self.sums = [0] * draws, [0] * draws

    def add(self, value: Fraction, scaled: int, counts: list[int]) -> None:
        self.n += 1
        self.total += value
        self.squares += value * value
        self.counts = [x + c for x, c in zip(self.counts, counts)]
        self.sums = [x + c * scaled for x, c in zip(self.sums, counts)]

    def summary(self, hands_per_episode: Fraction, scale: int) -> dict[str, Any] | None:
        """The per-episode summary; a draw that took none of these episodes has no mean and is left out."""
        draws = [Fraction(s, scale * c) for s, c in zip(self.sums, self.counts) if c]
        return episode_summary(self.n, self.total, self.squares, hands_per_episode, draws)

    def to_json(self) -> list[Any]:
        return [self.n, str(self.total), str(self.squares), self.counts, self.sums]

    @classmethod
    def from_json(cls, data: list[Any], draws: int) -> _Differences:
        out = cls(0)
        out.n, out.total, out.squares = int(data[0]), Fraction(data[1]), Fraction(data[2])
        out.counts, out.sums = [int(x) for x in data[3]], [int(x) for x in data[4]]
        if len(out.counts) != draws or len(out.sums) != draws:
            raise ValueError("a pair's draws do not match the bootstrap")
        return out


class TableSums:
    """What a table needs of its episodes, kept as sums that a new episode adds to.

    Elo is sequential: it keeps the episodes' keys in schedule order, each one's change and
    shrink factor per agent (what the swap counts read) and the final ratings. Episodes that sort
    after the others continue from the final ratings; one that sorts among them resumes from the
    ratings before its place (the final ones less the changes after it) and replays the episodes
    after it. The rest does not depend on order:
    Bradley-Terry wins and games per ordered pair of agents, the same per bootstrap draw (each
    episode counted its Poisson number of times in that draw), per pair of agents the sums of the
    significance test (per draw too), per agent the row's counts, and the audit sums. An episode
    that leaves cannot be taken out of the sums: the caller starts from empty sums then.
    """

    def __init__(self, seed: int | str, draws: int, audited: bool) -> None:
        self.seed, self.draws, self.audited = seed, draws, audited
        self.count = 0
        self.sequence: list[str] = []
        self.deltas: dict[str, dict[str, int]] = {}
        self.shrink: dict[str, list[int]] = {}  # per episode, each pair of its agents' part of 1 - f (_pairs order)
        self.final: dict[str, int] = {}
        self.scale = 2  # the Bradley-Terry counts' common scale: a multiple of every 2 m seen
        self.cells: dict[tuple[str, str], list[Any]] = {}  # [wins, games, wins by draw, games by draw]
        self.rows: dict[str, list[Any]] = {}  # [episodes, seats, wins, score sum, {variant: [sum, seats]}]
        self.usable = self.lucky = 0
        self.scales = [1, 1]  # common denominators of the raw and luck differences in the draws' sums
        self.pairs: dict[tuple[str, str], list[Any]] = {}  # (a < b): [scored hands, raw, luck-adjusted]
        self.audit = _audit_sums()

    # -- adding an episode

    def add(self, episode: EpisodeOutcome, audit: tuple[Sequence[str], dict[str, Any]] | None) -> None:
        """Add an episode's share to every order-free sum (Elo waits for :meth:`run_elo`)."""
        counts = poisson_counts(derive(self.seed, "poisson", episode.key), self.draws)
        self.count += 1
        self._add_bradley_terry(episode, counts)
        self._add_row(episode)
        if audit is not None:
            self._add_significance(audit[1], counts)
            _audit_add(self.audit, audit[0], audit[1])

    def _add_bradley_terry(self, episode: EpisodeOutcome, counts: list[int]) -> None:
        two_m, cells = _episode_cells(episode)
        if self.scale % two_m:
            self.scale, factor = _grow(self.scale, two_m)
            for cell in self.cells.values():
                cell[0], cell[1] = cell[0] * factor, cell[1] * factor
                cell[2], cell[3] = [x * factor for x in cell[2]], [x * factor for x in cell[3]]
        unit = self.scale // two_m
        for pair, (won, played) in cells.items():
            cell = self.cells.get(pair)
            if cell is None:
                cell = self.cells[pair] = [0, 0, [0] * self.draws, [0] * self.draws]
            won, played = won * unit, played * unit
            cell[0] += won
            cell[1] += played
            cell[2] = [x + c * won for x, c in zip(cell[2], counts)]
            cell[3] = [x + c * played for x, c in zip(cell[3], counts)]

    def _add_row(self, episode: EpisodeOutcome) -> None:
        for agent in set(episode.agents):
            self.rows.setdefault(agent, [0, 0, 0, Fraction(0), {}])[0] += 1
        for i, agent in enumerate(episode.agents):
            row = self.rows[agent]
            score = _frac(episode.scores[i])
            row[1] += 1
            row[2] += bool(episode.wins and episode.wins[i])
            row[3] += score
            by_variant = row[4].setdefault(episode.variant, [Fraction(0), 0])
            by_variant[0] += score
            by_variant[1] += 1

    def _add_significance(self, results: dict[str, Any], counts: list[int]) -> None:
        """Per pair of agents in the episode, its difference of scores (raw and luck-adjusted)."""
        if not isinstance(results, dict) or "scores" not in results or "agents" not in results:
            return
        from cosino.diagnostics.luck import adjusted_scores

        self.usable += 1
        self.lucky += "luckAdjusted" in results
        agents = results["agents"]
        raw = [_frac(v) for v in results["scores"]]
        adjusted = adjusted_scores(results)
        names = sorted(set(agents))
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                entry = self.pairs.get((a, b))
                if entry is None:
                    entry = self.pairs[(a, b)] = [0, _Differences(self.draws), _Differences(self.draws)]
                entry[0] += results.get("scoredHands", 1)
                self._add_difference(1, entry, pair_difference(agents, raw, a, b), counts)
                if adjusted is not None:
                    self._add_difference(2, entry, pair_difference(agents, adjusted, a, b), counts)

    def _add_difference(self, kind: int, entry: list[Any], value: Fraction, counts: list[int]) -> None:
        """Add one difference to ``entry[kind]`` (1 raw, 2 luck), its draws' sums on ``scales[kind - 1]``."""
        if self.scales[kind - 1] % value.denominator:
            self.scales[kind - 1], factor = _grow(self.scales[kind - 1], value.denominator)
            for other in self.pairs.values():
                other[kind].sums = [x * factor for x in other[kind].sums]
        entry[kind].add(value, value.numerator * (self.scales[kind - 1] // value.denominator), counts)

    # -- Elo, in schedule order

    def run_elo(self, ordered: Sequence[EpisodeOutcome], names: Sequence[str]) -> None:
        """Bring Elo to ``ordered`` (every episode, in schedule order): keep the run up to the first
        place where it differs from the kept order, and replay from there (its changes and shrink
        factors with it)."""
        keys = [e.key for e in ordered]
        same = 0
        for new, old in zip(keys, self.sequence):
            if new != old:
                break
            same += 1
        rating = {a: self.final.get(a, START * MICRO) for a in names}
        for key in self.sequence[same:]:
            del self.shrink[key]
            for agent, delta in self.deltas.pop(key).items():
                rating[agent] -= delta
        tail = ordered[same:]
        final, before, shrink = _elo_core(_compile(tail, names), rating=[rating[a] for a in names])
        index = {a: i for i, a in enumerate(names)}
        for episode, was, now, cut in zip(tail, before, [*before[1:], final], shrink):
            self.deltas[episode.key] = {a: now[index[a]] - was[index[a]] for a in sorted(set(episode.agents))}
            self.shrink[episode.key] = [cut.get((index[a], index[b]), 0) for a, b in _pairs(self.deltas[episode.key])]
        self.final = dict(zip(names, final))
        self.sequence = keys

    def agent_shrink(self) -> list[dict[str, int]]:
        """Per kept episode, in schedule order, each compared agent's shrink: its pairs' parts summed."""
        out = []
        for key in self.sequence:
            cut: dict[str, int] = {}
            for (a, b), c in zip(_pairs(self.deltas[key]), self.shrink[key]):
                cut[a] = cut.get(a, 0) + c
                cut[b] = cut.get(b, 0) + c
            out.append(cut)
        return out

    def pair_steps(
        self, upper: str, lower: str, agent_shrink: list[dict[str, int]]
    ) -> tuple[list[str], list[tuple[int, int, int, int]]]:
        """The keys and :func:`_linear_swaps` steps of the episodes of either agent, in schedule
        order, given :meth:`agent_shrink`."""
        first, second = min(upper, lower), max(upper, lower)
        keys, steps = [], []
        for key, cut in zip(self.sequence, agent_shrink):
            delta = self.deltas[key]
            if upper in delta or lower in delta:
                both = 0
                if upper in delta and lower in delta:  # the pair's place among the episode's pairs
                    names = sorted(delta)
                    i, j, n = names.index(first), names.index(second), len(names)
                    both = self.shrink[key][i * (2 * n - i - 1) // 2 + j - i - 1]
                keys.append(key)
                steps.append(
                    (delta.get(upper, 0), delta.get(lower, 0), cut.get(upper, 0) + both, cut.get(lower, 0) + both)
                )
        return keys, steps

    def swaps(self, upper: str, lower: str, agent_shrink: list[dict[str, int]]) -> int | None:
        """``swapWithNext`` of ``upper`` above ``lower`` (see :func:`_linear_swaps`), given :meth:`agent_shrink`."""
        gap = self.final.get(upper, START * MICRO) - self.final.get(lower, START * MICRO)
        return _linear_swaps(gap, self.pair_steps(upper, lower, agent_shrink)[1])

    # -- the table's numbers

    def bradley_terry(self, names: Sequence[str]) -> dict[str, dict[str, Fraction]]:
        """The point fit and each draw's refit (from the point fit), by agent name."""
        n = len(names)
        index = {a: i for i, a in enumerate(names)}
        where = [(index[a] * n + index[b], cell) for (a, b), cell in self.cells.items()]

        def fit(draw: int | None, start: list[int] | None, tolerance: int) -> list[int]:
            wins, games = [0] * (n * n), [0] * (n * n)
            for k, cell in where:
                wins[k], games[k] = (cell[0], cell[1]) if draw is None else (cell[2][draw], cell[3][draw])
            return _bt_fit(n, self.scale, wins, games, start, tolerance)

        point = fit(None, None, BT_TOLERANCE)
        draws: list[list[int]] = [[] for _ in names]
        for b in range(self.draws if self.count else 0):
            for i, s in enumerate(fit(b, point, BOOTSTRAP_TOLERANCE)):
                draws[i].append(bt_points(s))
        out: dict[str, dict[str, Fraction]] = {}
        for i, name in enumerate(names):
            rating = to_points(bt_points(point[i]))
            values = sorted(draws[i])
            if values:
                out[name] = {"rating": rating, "lo": to_points(nearest_rank(values, 25))}
                out[name]["hi"] = to_points(nearest_rank(values, 975))
            else:
                out[name] = {"rating": rating, "lo": rating, "hi": rating}
        return out

    def row(self, agent: str) -> dict[str, Any]:
        """The row's counts and means for one agent (zeros and None for one that has not played)."""
        episodes, seats, wins, total, by_variant = self.rows.get(agent, [0, 0, 0, Fraction(0), {}])
        return {
            "episodes": episodes,
            "seats": seats,
            "wins": wins,
            "meanScore": total / seats if seats else None,
            "byVariant": {v: s / c for v, (s, c) in sorted(by_variant.items())},
        }

    def significance(self, order: Sequence[str]) -> dict[str, Any]:
        """Whether each row's place above the next is significant at 95%, and the hands still needed.

        Per adjacent pair, the mean difference of episode scores (luck-adjusted when every
        episode carries them, raw otherwise) with its Poisson bootstrap interval, judged by
        :func:`cosino.league.power.adjacent_significance`. A diagnostic: it never moves a rank.
        """
        method = "luck" if self.usable and self.lucky == self.usable else "raw"
        kind = 2 if method == "luck" else 1
        if self.usable < 2 or len(order) < 2 or self.draws < 1:  # no resamples: no interval to judge by
            pairs = [{"significant": False, "handsStillNeeded": None} for _ in order[1:]]
        else:
            rows = []
            for above, below in zip(order, order[1:]):
                key = (min(above, below), max(above, below))
                entry = self.pairs.get(key)
                if entry is not None:
                    per = Fraction(entry[0], entry[1].n)
                    summary = entry[kind].summary(per, self.scales[kind - 1])
                    rows.append({"variant": "*", "a": key[0], "b": key[1], method: summary})
            pairs = adjacent_significance(list(order), {"pairs": rows}, method=method)
        return {
            "method": {
                "scores": "luck-adjusted" if method == "luck" else "raw",
                "confidence": "95%",
                "unit": "episode",
                "bootstrap": POISSON_METHOD,
            },
            "pairs": pairs,
        }

    # -- kept between runs

    def to_json(self) -> dict[str, Any]:
        """The sums as canonical JSON values: integers, and exact ratios as text."""
        return {
            "format": SUMS_FORMAT,
            "for": {"seed": self.seed, "draws": self.draws, "audited": self.audited},
            "count": self.count,
            "elo": {
                "final": self.final,
                "episodes": [[k, self.deltas[k], self.shrink[k]] for k in self.sequence],
            },
            "bt": {"scale": self.scale, "cells": [[a, b, *cell] for (a, b), cell in sorted(self.cells.items())]},
            "rows": [
                [a, e, s, w, str(t), [[v, str(vs), vc] for v, (vs, vc) in sorted(bv.items())]]
                for a, (e, s, w, t, bv) in sorted(self.rows.items())
            ],
            "significance": {
                "usable": self.usable,
                "lucky": self.lucky,
                "scales": self.scales,
                "pairs": [[a, b, h, r.to_json(), x.to_json()] for (a, b), (h, r, x) in sorted(self.pairs.items())],
            },
            "audit": _audit_json(self.audit),
        }

    @classmethod
    def from_json(cls, data: Any, seed: int | str, draws: int, audited: bool) -> TableSums | None:
        """Sums kept by :meth:`to_json` for this seed, bootstrap and audit setting, or None when
        they are of another format, for other settings, or malformed (then the caller starts again)."""
        try:
            if data["format"] != SUMS_FORMAT or data["for"] != {"seed": seed, "draws": draws, "audited": audited}:
                return None
            out = cls(seed, draws, audited)
            out.count = int(data["count"])
            out.final = {str(a): int(v) for a, v in data["elo"]["final"].items()}
            for key, delta, cut in data["elo"]["episodes"]:
                key = str(key)
                out.sequence.append(key)
                out.deltas[key] = {str(a): int(v) for a, v in delta.items()}
                if len(cut) != len(delta) * (len(delta) - 1) // 2:
                    raise ValueError("an episode's shrinks do not match its agents")
                out.shrink[key] = [int(c) for c in cut]
                if not all(0 <= c < 1 << SHRINK_PREC for c in out.shrink[key]):
                    raise ValueError("a shrink is not a fraction of 1")  # 1 - f lies in [0, 1)
            out.scale = int(data["bt"]["scale"])
            for a, b, won, played, wins, games in data["bt"]["cells"]:
                if len(wins) != draws or len(games) != draws:
                    raise ValueError("a cell's draws do not match the bootstrap")
                out.cells[(a, b)] = [int(won), int(played), [int(x) for x in wins], [int(x) for x in games]]
            for a, e, s, w, t, bv in data["rows"]:
                out.rows[a] = [int(e), int(s), int(w), Fraction(t), {v: [Fraction(vs), int(vc)] for v, vs, vc in bv}]
            sig = data["significance"]
            out.usable, out.lucky = int(sig["usable"]), int(sig["lucky"])
            out.scales = [int(sig["scales"][0]), int(sig["scales"][1])]
            for a, b, h, r, x in sig["pairs"]:
                out.pairs[(a, b)] = [int(h), _Differences.from_json(r, draws), _Differences.from_json(x, draws)]
            out.audit = _audit_values(data["audit"])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, ZeroDivisionError):
            return None
        return out


def _pairs(agents: Iterable[str]) -> Iterable[tuple[str, str]]:
    """An episode's pairs of agents, in the order its kept shrinks list them (0: not compared)."""
    return combinations(sorted(agents), 2)


def _grow(scale: int, unit: int) -> tuple[int, int]:
    """The least multiple of ``scale`` that ``unit`` divides, and the factor from one to the other."""
    new = scale * unit // _gcd(scale, unit)
    return new, new // scale


def teams_from_results(results: dict[str, Any]) -> tuple[tuple[int, ...], ...]:
    """Partnerships read from a partnership game's results alone: partners share every net.

    Used where the replay is not at hand (the scheduled league function); when the split is
    ambiguous (all nets equal) no teams are returned and partners simply draw.

    >>> teams_from_results({"variant": "spades", "net": [30, -30, 30, -30]})
    ((0, 2), (1, 3))
    """
    if not has_partnerships(results.get("variant")) or len(results.get("net", [])) != 4:
        return ()
    net = [Fraction(v) if not isinstance(v, float) else Fraction(str(v)) for v in results["net"]]
    for a, b in ((0, 1), (0, 2), (0, 3)):
        rest = tuple(i for i in range(4) if i not in (a, b))
        if net[a] == net[b] and net[rest[0]] == net[rest[1]] and net[a] != net[rest[0]]:
            return ((a, b), rest)
    return ()


def family_of(variant: str) -> str:
    """The family a variant is ranked in (``poker`` or ``tricks``), as ``cosino league`` splits them."""
    try:
        return game_type(variant).family
    except UnknownVariant:
        return "poker"


def leaderboard(
    results_list: Sequence[dict[str, Any]],
    name: str = "league",
    seed: int = 0,
    bootstrap: int = BOOTSTRAP,
    family: str | None = None,
    pinned: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The table from a list of results dicts alone, in the given order (one family's table).

    An empty list gives an empty table (a fresh store has no finished episode yet).

    >>> res = {"variant": "kuhn", "agents": ["a", "b"], "win": [True, False]}
    >>> res["scores"] = [Fraction(3, 4), Fraction(1, 4)]
    >>> [row["agent"] for row in leaderboard([res], bootstrap=10)["table"]]
    ['a', 'b']
    >>> leaderboard([])["table"]
    []
    """
    return league_table(*_family_inputs(results_list, name, seed, bootstrap, family), pinned=pinned)


def _family_inputs(
    results_list: Sequence[dict[str, Any]],
    name: str,
    seed: int,
    bootstrap: int,
    family: str | None,
    keys: Sequence[str] | None = None,
) -> tuple[LeagueSpec, list[EpisodeOutcome], list[tuple[Sequence[str], dict[str, Any]]]]:
    """The spec, episodes (in list order) and audits of one family's results.

    An episode's key is the one given (the episode's id), else its replay's SHA-256; either stays
    the same when other episodes join the list (the bootstrap draws and kept sums are keyed by it)."""
    episodes = []
    audits = []
    seen: set[str] = set()
    for i, results in enumerate(results_list):
        key = keys[i] if keys is not None else str(results.get("replaySha256") or f"episode-{i}")
        key = f"{key}-{i}" if key in seen else key  # the same replay twice: still two episodes
        seen.add(key)
        episodes.append(outcome_from_results(results, i, key, teams_from_results(results)))
        audits.append((results["agents"], results))
    variants = tuple(sorted({e.variant for e in episodes}))
    agents = tuple(_agents_of(episodes))
    if family is None:
        family = "tricks" if variants and all(family_of(v) == "tricks" for v in variants) else "poker"
    return LeagueSpec(name, family, variants, agents, seed, len(episodes), bootstrap), episodes, audits


def leaderboards(
    results_list: Sequence[dict[str, Any]],
    name: str = "league",
    seed: int = 0,
    bootstrap: int = BOOTSTRAP,
    pinned: dict[str, Any] | None = None,
    tables: dict[str, dict[str, Any]] | None = None,
    sums: dict[str, Any] | None = None,
    keys: Sequence[str] | None = None,
) -> dict[str, Any]:
    """One table per family, never one table across families (hearts beside six-max means nothing).

    ``{"format": 1, "families": {family: table}, "pinned": ...}``; each table has the schema of
    ``league.json``. No results give no families. ``tables`` holds families' tables (without
    ``pinned``) already computed from these same results, reused instead of recomputed. ``sums``,
    when given, maps a family to its kept :class:`TableSums` (JSON); each family computed here
    resumes from them (see :func:`_table`) and its entry is replaced by the new sums. ``keys``
    names each result's episode (its id; by default its replay's SHA-256), one per result.

    >>> res = {"variant": "kuhn", "agents": ["a", "b"], "win": [True, False]}
    >>> res["scores"] = [Fraction(3, 4), Fraction(1, 4)]
    >>> hearts = {"variant": "hearts", "agents": ["a", "c", "a", "c"], "win": [False] * 4}
    >>> hearts["scores"] = [Fraction(1, 4)] * 4
    >>> sorted(leaderboards([res, hearts], bootstrap=5)["families"]), leaderboards([])["families"]
    (['poker', 'tricks'], {})
    """
    if sums is not None and keys is None:
        raise ValueError("leaderboards: kept sums need each episode's key (keys=)")
    groups: dict[str, tuple[list[dict[str, Any]], list[str] | None]] = {}
    for i, results in enumerate(results_list):
        group = groups.setdefault(family_of(results["variant"]), ([], None if keys is None else []))
        group[0].append(results)
        if keys is not None:
            group[1].append(keys[i])
    done = tables or {}
    families: dict[str, Any] = {}
    for f, (rs, ks) in sorted(groups.items()):
        if f in done:
            families[f] = _pinned(done[f], pinned)
            continue
        spec, episodes, audits = _family_inputs(rs, name, seed, bootstrap, f, ks)
        if sums is None:
            families[f] = league_table(spec, episodes, audits, pinned=pinned)
        else:
            families[f], resumed = _table(spec, episodes, audits, None, pinned, sums.get(f))
            sums[f] = resumed.to_json()
    out: dict[str, Any] = {"format": FORMAT, "families": families}
    if pinned is not None:
        out["pinned"] = pinned
    return out


def _pinned(table: dict[str, Any], pinned: dict[str, Any] | None) -> dict[str, Any]:
    return table if pinned is None else {**table, "pinned": pinned}
