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

>>> eps = [EpisodeOutcome("e0", 0, "kuhn", ("a", "b"), (Fraction(3, 4), Fraction(1, 4)))]
>>> [str(r) for r in elo_ratings(eps).values()]
['1516', '1484']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable, Sequence

from cosino.games.registry import UnknownVariant, game_type, has_partnerships
from cosino.primitives.exact import median
from cosino.primitives.rng import Rng, derive

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

    def comparisons(self) -> list[tuple[str, str, Fraction, Fraction]]:
        """(agent a, agent b, a's outcome, weight) for every compared pair of slots."""
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
            return []
        degree = [0] * n
        for i, j in pairs:
            degree[i] += 1
            degree[j] += 1
        weight = Fraction(1, max(degree))
        out = []
        for i, j in pairs:
            si, sj = Fraction(self.scores[i]), Fraction(self.scores[j])
            outcome = Fraction(1) if si > sj else Fraction(0) if si < sj else Fraction(1, 2)
            out.append((self.agents[i], self.agents[j], outcome, weight))
        return out


def outcome_from_results(
    results: dict[str, Any], order: int, key: str, teams: Sequence[Sequence[int]] = ()
) -> EpisodeOutcome:
    """An :class:`EpisodeOutcome` from a results dict (numbers exact: int, Fraction or decimal text)."""
    return EpisodeOutcome(
        key=key,
        order=order,
        variant=results["variant"],
        agents=tuple(results["agents"]),
        scores=tuple(Fraction(s) if not isinstance(s, float) else Fraction(str(s)) for s in results["scores"]),
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
    ``(slot agent index a, index b, twice a's outcome)``; computed once, replayed many times."""

    keys: tuple[str, ...]
    degree: tuple[int, ...]
    pairs: tuple[tuple[tuple[int, int, int], ...], ...]
    agents: int
    _full: tuple[list[int], list[list[int]]] | None = None

    def full(self) -> tuple[list[int], list[list[int]]]:
        """The unbroken Elo run (ratings, ratings before each episode), computed once."""
        if self._full is None:
            self._full = _elo_core(self)
        return self._full


def _compile(episodes: Iterable[EpisodeOutcome], names: Sequence[str]) -> _Compiled:
    index = {a: i for i, a in enumerate(names)}
    keys, degree, pairs = [], [], []
    for episode in sorted(episodes, key=lambda e: (e.order, e.key)):
        comparisons = episode.comparisons()
        keys.append(episode.key)
        degree.append(comparisons[0][3].denominator if comparisons else 1)  # the weight is 1/m
        pairs.append(tuple((index[a], index[b], int(2 * outcome)) for a, b, outcome, _ in comparisons))
    return _Compiled(tuple(keys), tuple(degree), tuple(pairs), len(names))


def _round_half_even(num: int, den: int) -> int:
    """round(Fraction(num, den)) without building the Fraction (den > 0)."""
    q, r = divmod(num, den)
    return q + 1 if 2 * r > den or (2 * r == den and q % 2) else q


def _elo_core(
    run: _Compiled,
    k: int = K_FACTOR,
    skip: frozenset[str] = frozenset(),
    begin: int = 0,
    rating: list[int] | None = None,
) -> tuple[list[int], list[list[int]]]:
    """Elo over ``run`` from position ``begin`` (with ``rating`` as it stood there), leaving out ``skip``.

    Returns the ratings and, per position from ``begin``, the ratings before that episode.
    Each step ``k (o - E) / m`` is summed over a common denominator ``2 m ONE`` and rounded once
    per agent and episode, half to even, as the exact Fraction sum would be.
    """
    n = run.agents
    rating = list(rating) if rating is not None else [START * MICRO] * n
    before: list[list[int]] = []
    for pos in range(begin, len(run.keys)):
        before.append(rating)
        if run.keys[pos] in skip or not run.pairs[pos]:
            continue
        num = [0] * n
        for ia, ib, two in run.pairs[pos]:
            step = k * MICRO * (two * ONE - 2 * expected_score(rating[ia], rating[ib]))
            num[ia] += step
            num[ib] -= step
        den = 2 * run.degree[pos] * ONE
        rating = [r + _round_half_even(v, den) for r, v in zip(rating, num)]
    return rating, before


def elo_run(
    episodes: Sequence[EpisodeOutcome], agents: Iterable[str] = (), k: int = K_FACTOR
) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Ratings in micro-points after every episode in schedule order, and each episode's deltas.

    The second value maps an episode key to the per-agent change it caused, listed in the
    order of :func:`_agents_of` (used to rank episodes for the swap counts).
    """
    names = _agents_of(episodes, agents)
    run = _compile(episodes, names)
    rating, before = run.full() if k == K_FACTOR else _elo_core(run, k)
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


def _bt_counts(run: _Compiled) -> tuple[int, list[tuple[tuple[int, int, int], ...]]]:
    """Each episode's Bradley-Terry wins and games as integers over one common scale ``L``:
    ``(L, [((i * n + j, wins of i over j, games of i with j), ...) per episode])``."""
    n = run.agents
    scale = 2
    for m in set(run.degree):
        scale = scale * 2 * m // _gcd(scale, 2 * m)
    out = []
    for m, pairs in zip(run.degree, run.pairs):
        unit = scale // (2 * m)  # a weight-1/m comparison, half-points, on the scale
        cells: dict[int, list[int]] = {}
        for a, b, two in pairs:
            for idx, won in ((a * n + b, two), (b * n + a, 2 - two)):
                cell = cells.setdefault(idx, [0, 0])
                cell[0] += won * unit
                cell[1] += 2 * unit
        out.append(tuple((idx, w, g) for idx, (w, g) in sorted(cells.items())))
    return scale, out


def _bt_totals(n: int, counts: Iterable[tuple[int, tuple[tuple[int, int, int], ...]]]) -> tuple[list[int], list[int]]:
    """Wins and games (flat n x n, on the common scale) of episodes taken ``c`` times each."""
    wins, games = [0] * (n * n), [0] * (n * n)
    for c, cells in counts:
        for idx, w, g in cells:
            wins[idx] += c * w
            games[idx] += c * g
    return wins, games


def bt_strengths(
    episodes: Sequence[EpisodeOutcome],
    agents: Sequence[str],
    start: list[int] | None = None,
    tolerance: int = BT_TOLERANCE,
) -> list[int]:
    """Bradley-Terry strengths (fixed point) by minorise-maximise iteration.

    Each agent also plays one virtual comparison, drawn, against a reference of strength 1;
    this keeps every strength finite (an agent that won or lost everything) and anchors the
    scale, so the reference sits at 1500 on the published scale.
    """
    run = _compile(episodes, agents)
    scale, cells = _bt_counts(run)
    wins, games = _bt_totals(run.agents, ((1, c) for c in cells))
    return _bt_fit(run.agents, scale, wins, games, start, tolerance)


def _bt_fit(
    n: int, scale: int, wins: list[int], games: list[int], start: list[int] | None, tolerance: int
) -> list[int]:
    """The iteration of :func:`bt_strengths` over counts on the scale ``scale``."""
    # Integer weights: the least common denominator of the counts as fractions, so the loop stays in integers.
    den = 2
    for value in (*wins, *games):
        part = scale // _gcd(value, scale)
        den = den * part // _gcd(den, part)
    w_int = [sum(wins[i * n : (i + 1) * n]) * den // scale + den // 2 for i in range(n)]
    g_int = [[games[i * n + j] * den // scale for j in range(n)] for i in range(n)]
    prior = den  # one virtual comparison with the reference
    p = list(start) if start else [ONE] * n
    for _ in range(BT_ITERATIONS):
        moved = 0
        new = []
        for i in range(n):
            denom = prior * ONE * ONE // (p[i] + ONE)
            for j in range(n):
                if g_int[i][j]:
                    denom += g_int[i][j] * ONE * ONE // (p[i] + p[j])
            new.append(w_int[i] * ONE * ONE // denom)
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
    run: _Compiled | None = None,
) -> dict[str, dict[str, Fraction]]:
    """Bradley-Terry ratings on the Elo scale with bootstrap 95% intervals.

    The bootstrap resamples whole episodes with replacement (``samples`` times, drawing from
    ``Rng(derive(seed, "bootstrap", b))``), refits, and takes the nearest-rank 2.5th and 97.5th
    percentiles of each agent's rating. ``run``: as for :func:`swap_count`.
    """
    names = _agents_of(episodes, agents)
    run = run or _compile(episodes, names)
    scale, cells = _bt_counts(run)
    n, count = len(names), len(cells)
    fit = _bt_fit(n, scale, *_bt_totals(n, ((1, c) for c in cells)), None, BT_TOLERANCE)
    draws: list[list[int]] = [[] for _ in names]
    for b in range(samples if count else 0):
        rng = Rng(derive(seed, "bootstrap", b))
        taken = [0] * count  # how often each episode (in schedule order) is drawn into the resample
        for _ in range(count):
            taken[rng.randbelow(count)] += 1
        totals = _bt_totals(n, ((c, cell) for c, cell in zip(taken, cells) if c))
        strengths = _bt_fit(n, scale, *totals, fit, BOOTSTRAP_TOLERANCE)
        for i, s in enumerate(strengths):
            draws[i].append(bt_points(s))
    out: dict[str, dict[str, Fraction]] = {}
    for i, name in enumerate(names):
        point = to_points(bt_points(fit[i]))
        values = sorted(draws[i])
        if values:
            lo = values[max(-(-25 * len(values) // 1000), 1) - 1]
            hi = values[max(-(-975 * len(values) // 1000), 1) - 1]
            out[name] = {"rating": point, "lo": to_points(lo), "hi": to_points(hi)}
        else:
            out[name] = {"rating": point, "lo": point, "hi": point}
    return out


# -- how firmly each place is held ------------------------------------------------------------------


def swap_count(
    episodes: Sequence[EpisodeOutcome], upper: str, lower: str, agents: Iterable[str] = (), run: _Compiled | None = None
) -> int | None:
    """How many episodes, removed, bring ``lower`` level with or above ``upper`` in Elo.

    A tie counts as a swap: the order would then rest on the names alone. None when neither
    agent played an episode (there is nothing to remove).

    Greedy: the episodes in which either agent played are ranked by how much they moved
    ``upper`` ahead of ``lower`` in the full run (largest first, then key); the answer is the
    shortest prefix of that ranking whose removal swaps the pair, found by bisection and
    checked. It is an upper bound on the true minimum, which would need a search over subsets.
    ``run`` is these episodes compiled over the same agents (a table passes its own, made once).
    """
    names = _agents_of(episodes, [*agents, upper, lower])
    run = run or _compile(episodes, names)
    final, before = run.full()
    deltas = _deltas(run, final, before)
    position = {key: pos for pos, key in enumerate(run.keys)}
    iu, il = names.index(upper), names.index(lower)
    involved = [e for e in episodes if upper in e.agents or lower in e.agents]
    involved.sort(key=lambda e: (-(deltas[e.key][iu] - deltas[e.key][il]), e.order, e.key))

    seen: dict[int, bool] = {}

    def swapped(k: int) -> bool:
        if k not in seen:
            removed = frozenset(e.key for e in involved[:k])
            # Up to the first removed episode the run is the full one: start from its ratings there.
            begin = min((position[key] for key in removed), default=len(run.keys))
            rating = (
                final if begin == len(run.keys) else _elo_core(run, skip=removed, begin=begin, rating=before[begin])[0]
            )
            seen[k] = rating[il] >= rating[iu]
        return seen[k]

    if not involved or not swapped(len(involved)):
        return None
    if swapped(0):
        return 0
    lo, hi = 0, len(involved)  # swapped(hi) holds; find the smallest such prefix by bisection
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if swapped(mid):
            hi = mid
        else:
            lo = mid
    return hi if hi > 0 and swapped(hi) else None


# -- the league-level audit -----------------------------------------------------------------------


def _frac(value: Any) -> Fraction:
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
    collusion: dict[tuple[str, str], dict[str, Any]] = {}
    soft: dict[tuple[str, str], dict[str, Any]] = {}
    c_power = {"episodes": 0, "hands": 0}
    s_power = {"episodes": 0, "hands": 0}
    for agents, results in entries:
        audit = results.get("audit") if isinstance(results, dict) else None
        if not isinstance(audit, dict):
            continue
        n = len(agents)
        hands = int(_frac((audit.get("power") or {}).get("hands", results.get("scoredHands", 0))))
        if "surrender" in audit and "contested" in audit:
            c_power["episodes"] += 1
            c_power["hands"] += hands
            seen: set[tuple[str, str]] = set()
            for i in range(n):
                for j in range(n):
                    if i == j or agents[i] == agents[j]:
                        continue
                    e = _pair_entry(collusion, agents[i], agents[j], ("surrender", "contested", "netFlow"))
                    e["surrender"] += _frac(audit["surrender"][i][j])
                    e["contested"] += _frac(audit["contested"][i][j])
                    if "netFlow" in audit:
                        e["netFlow"] += _frac(audit["netFlow"][i][j])
                    if (agents[i], agents[j]) not in seen:
                        seen.add((agents[i], agents[j]))
                        e["episodes"] += 1
                        e["hands"] += hands
        if "chance" in audit and "yield" in audit:
            s_power["episodes"] += 1
            s_power["hands"] += hands
            seen = set()
            for i in range(n):
                for j in range(n):
                    if i == j or agents[i] == agents[j]:
                        continue
                    e = _pair_entry(soft, agents[i], agents[j], ("chance", "yield"))
                    e["chance"] += _frac(audit["chance"][i][j])
                    e["yield"] += _frac(audit["yield"][i][j])
                    if (agents[i], agents[j]) not in seen:
                        seen.add((agents[i], agents[j]))
                        e["episodes"] += 1
                        e["hands"] += hands
    return {"collusion": _collusion_block(collusion, c_power), "softPlay": _soft_block(soft, s_power)}


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


def league_table(
    spec: LeagueSpec,
    episodes: Sequence[EpisodeOutcome],
    audits: Iterable[tuple[Sequence[str], dict[str, Any]]] = (),
    reliability: dict[str, dict[str, Any]] | None = None,
    pinned: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The leaderboard JSON: ranks, Elo, Bradley-Terry with intervals, swap counts, audit sums.

    Everything but ``reliability`` is a pure function of the episodes' results; reliability sits
    in its own block, beside the table, and never feeds a rating. ``pinned`` (the SHA-256 of the
    manifest listing the replays and results read) is added when given.
    """
    audits = list(audits)
    names = sorted(set(spec.agents) | set(_agents_of(episodes)))
    run = _compile(episodes, names)
    micro = dict(zip(names, run.full()[0]))
    order = ranking(micro)
    bt = bradley_terry(episodes, names, spec.bootstrap, derive(spec.seed, "league", spec.name).hex(), run)
    rows = []
    for rank, agent in enumerate(order, start=1):
        mine = [(e, i) for e in episodes for i, a in enumerate(e.agents) if a == agent]
        scores = [Fraction(e.scores[i]) for e, i in mine]
        by_variant: dict[str, list[Fraction]] = {}
        for e, i in mine:
            by_variant.setdefault(e.variant, []).append(Fraction(e.scores[i]))
        row: dict[str, Any] = {
            "rank": rank,
            "agent": agent,
            "elo": to_points(micro[agent]),
            "bt": bt[agent],
            "episodes": len({e.key for e, _ in mine}),
            "seats": len(mine),
            "wins": sum(1 for e, i in mine if e.wins and e.wins[i]),
            "meanScore": sum(scores, Fraction(0)) / len(scores) if scores else None,
            "byVariant": {v: sum(s, Fraction(0)) / len(s) for v, s in sorted(by_variant.items())},
            "swapWithNext": None,
        }
        rows.append(row)
    for upper, lower in zip(rows, rows[1:]):
        upper["swapWithNext"] = swap_count(episodes, upper["agent"], lower["agent"], names, run)
    significance = order_significance(order, [results for _, results in audits], spec)
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
                "interval": "nearest-rank 2.5% and 97.5%",
                "prior": "one drawn comparison with a 1500 reference",
            },
            "swap": "greedy upper bound on episodes removed to swap adjacent rows",
            "significance": significance["method"],
        },
        "table": rows,
        "audit": audit_aggregate(audits),
        "reliability": reliability or {},
    }
    if pinned is not None:
        out["pinned"] = pinned  # the manifest digest this table was computed from
    return out


def order_significance(order: list[str], results: list[dict[str, Any]], spec: LeagueSpec) -> dict[str, Any]:
    """Whether each row's place above the next is significant at 95%, and the hands still needed.

    Episode scores (the scale the ranks use) are compared pair by pair with a seeded bootstrap
    (cosino.league.power); luck-adjusted scores are used when every result carries them (the
    Hold'em and Leduc rungs), raw scores otherwise. A diagnostic: it never moves a rank.
    """
    from cosino.league.power import adjacent_significance, results_report

    usable = [r for r in results if isinstance(r, dict) and "scores" in r and "agents" in r]
    method = "luck" if usable and all("luckAdjusted" in r for r in usable) else "raw"
    if len(usable) < 2 or len(order) < 2 or spec.bootstrap < 1:  # no resamples: no interval to judge by
        pairs = [{"significant": False, "handsStillNeeded": None} for _ in order[1:]]
    else:
        report = results_report(usable, spec.seed, spec.bootstrap, measure="scores")
        pairs = adjacent_significance(order, report, method=method)
    return {
        "method": {"scores": "luck-adjusted" if method == "luck" else "raw", "confidence": "95%", "unit": "episode"},
        "pairs": pairs,
    }


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
    episodes = []
    audits = []
    for i, results in enumerate(results_list):
        key = str(results.get("replaySha256") or f"episode-{i}")
        episodes.append(outcome_from_results(results, i, f"{i:06d}-{key}", teams_from_results(results)))
        audits.append((results["agents"], results))
    variants = tuple(sorted({e.variant for e in episodes}))
    agents = tuple(_agents_of(episodes))
    if family is None:
        family = "tricks" if variants and all(family_of(v) == "tricks" for v in variants) else "poker"
    spec = LeagueSpec(name, family, variants, agents, seed, len(episodes), bootstrap)
    return league_table(spec, episodes, audits, pinned=pinned)


def leaderboards(
    results_list: Sequence[dict[str, Any]],
    name: str = "league",
    seed: int = 0,
    bootstrap: int = BOOTSTRAP,
    pinned: dict[str, Any] | None = None,
    tables: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One table per family, never one table across families (hearts beside six-max means nothing).

    ``{"format": 1, "families": {family: table}, "pinned": ...}``; each table has the schema of
    ``league.json``. No results give no families. ``tables`` holds families' tables (without
    ``pinned``) already computed from these same results, reused instead of recomputed.

    >>> res = {"variant": "kuhn", "agents": ["a", "b"], "win": [True, False]}
    >>> res["scores"] = [Fraction(3, 4), Fraction(1, 4)]
    >>> hearts = {"variant": "hearts", "agents": ["a", "c", "a", "c"], "win": [False] * 4}
    >>> hearts["scores"] = [Fraction(1, 4)] * 4
    >>> sorted(leaderboards([res, hearts], bootstrap=5)["families"]), leaderboards([])["families"]
    (['poker', 'tricks'], {})
    """
    groups: dict[str, list[dict[str, Any]]] = {}
    for results in results_list:
        groups.setdefault(family_of(results["variant"]), []).append(results)
    done = tables or {}
    out: dict[str, Any] = {
        "format": FORMAT,
        "families": {
            f: _pinned(done[f], pinned)
            if f in done
            else leaderboard(rs, name, seed, bootstrap, family=f, pinned=pinned)
            for f, rs in sorted(groups.items())
        },
    }
    if pinned is not None:
        out["pinned"] = pinned
    return out


def _pinned(table: dict[str, Any], pinned: dict[str, Any] | None) -> dict[str, Any]:
    return table if pinned is None else {**table, "pinned": pinned}
