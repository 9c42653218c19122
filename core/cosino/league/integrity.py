"""The league integrity report: the per-episode audits' signals pooled over every episode a pair
of agents shared, each pair tested against a null that conditions on the agent's own play.

A diagnostic only: nothing here changes a score, a rating, a per-episode flag or a seat.

Evidence. Each episode is read once into *units* (:func:`episode_evidence`), one per thing an
agent ``a`` did that concerns one opponent ``b``:

* ``surrender`` (six-max Hold'em): per hand that ``a`` and ``b`` both put chips in, the fold
  equity ``a`` gave up to ``b`` in that hand, exactly as the per-episode audit books it (the
  audit's cumulative matrices after each hand, differenced);
* ``flow``: per such hand, the net chips from ``a`` to ``b`` (the audit's ``netFlow``);
* ``passive``: per postflop spot where ``a`` is alone with ``b`` and nobody has bet on the
  street, 1 when ``a`` checked and 0 when it bet;
* ``yield`` (Hearts, Oh Hell): per play where ``a`` could have taken the lead from ``b``'s
  winning card, 1 when it did not;
* ``gift`` (Hearts): per discard ``a`` made on a trick ``b`` won, the penalty points it carried
  (reported, not tested).

The test. For ``a -> b`` and one kind, the statistic is the sum over ``b``'s units of
``value - offset(b)``, where ``offset(b)`` is the mean value of the units every *other* agent
has against ``b`` (what ``b`` draws from the field: a bluffer is folded to, a strong seat wins
chips, from everyone). The null is that ``a`` treats ``b`` as it treats its other opponents:
``b``'s label is exchangeable among ``a``'s units. Its distribution is drawn by relabelling a
random subset of ``a``'s units (as many as ``b`` has), from ``Rng(derive(seed, "integrity",
kind, a, b))``, with Besag-Clifford sequential stopping: draws stop after ``STOP`` draws at or
above the observed sum (``p = STOP / draws``), else at ``draws_max`` (``p = (e + 1) /
(draws_max + 1)``). Residuals are floored to 1/1000 of their unit so the draws add integers.
Because the null permutes ``a``'s own units, an agent that folds equity to everyone (a random
seat) has no excess against any one of them.

Flags, each kind a family corrected by Holm's step-down at ``ALPHA``:

* ``dump`` a -> b: surrender above ``a``'s own pattern;
* ``feed`` a -> b: net flow above it;
* ``soft-play`` {a, b}: each checks the other down (``passive`` high in both directions; the
  pair's p-value is the larger of the two, an intersection-union test);
* ``trick-soft-play`` {a, b}: each lets the other's winning card stand (``yield``, both ways).

Everything that reaches JSON is an int or a Fraction.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable, Sequence

from cosino.diagnostics.collusion import audit_prefixes
from cosino.diagnostics.softplay import softplay_audit
from cosino.games.registry import REGISTRY, game_type
from cosino.primitives.rng import Rng, derive

FORMAT = 1
ALPHA = Fraction(1, 20)
STOP = 10  # Besag-Clifford: exceedances before a draw sequence stops
MIN_UNITS = 8  # fewer units of a pair than this: not tested
GRID = 1000
TOP = 5  # the heaviest hands listed per flag
TESTS = (("dump", "surrender", False), ("feed", "faced", False), ("soft-play", "passive", True))
BAR = {"surrender": 1}  # big blinds per contested hand: a dump flag needs an excess above one big blind
SIGNED = ("flow",)  # the additive model
OFFSET = ("flow",)  # kinds whose units are first corrected for what the opponent draws from the field
TRICK_TESTS = (("trick-soft-play", "yield", True),)
Unit = tuple[str, int, int, int, Fraction]  # (kind, slot a, slot b, hand, value)


# -- one episode --------------------------------------------------------------------------------


def episode_evidence(records: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The units of one episode's replay records (header first), or None if no audit applies.

    Returns ``{"agents": [agent by slot], "variant", "units": [[kind, a, b, hand, value], ...]}``.
    """
    header = records[0]
    agents = [s.get("agent") for s in header.get("seats", [])]
    variant = header.get("variant")
    if variant not in REGISTRY or len(agents) < 3:
        return None
    records = [r for r in records if r.get("type") != "audit"]
    if game_type(variant).family == "tricks":
        units = _trick_units(variant, records, len(agents))
    else:
        units = _poker_units(records, len(agents))
    if units is None:
        return None
    return {"agents": agents, "variant": variant, "units": [list(u) for u in units]}


def _hand_numbers(records: Sequence[dict[str, Any]]) -> list[int]:
    return [r["hand"] for r in records if r.get("type") == "hand"]


def _poker_units(records: Sequence[dict[str, Any]], n: int) -> list[Unit] | None:
    hands = _hand_numbers(records)
    summaries = audit_prefixes(records, list(range(1, len(hands))))
    if summaries[-1] is None:
        return None
    units: list[Unit] = []
    zero = [[Fraction(0)] * n for _ in range(n)]
    before = {"surrender": zero, "flow": zero, "contested": [[0] * n for _ in range(n)]}
    big_blind = summaries[-1]["bigBlind"]
    for h, summary in enumerate(summaries[: len(hands)]):
        assert summary is not None
        net = summary["netFlow"]
        for a in range(n):
            for b in range(n):
                if a == b or summary["contested"][a][b] == before["contested"][a][b]:
                    continue
                given = summary["surrender"][a][b] - before["surrender"][a][b]
                back = summary["surrender"][b][a] - before["surrender"][b][a]
                units.append(("surrender", a, b, h, (given - back) / big_blind))
                units.append(("flow", a, b, h, (net[a][b] - before["flow"][a][b]) / big_blind))
        before = {"surrender": summary["surrender"], "flow": net, "contested": summary["contested"]}
    units.extend(_passive_units(records))
    return units


def _price_band(to_call: int, pot: int) -> int:
    """0, 1 or 2: the price of continuing, ``to_call / (pot + to_call)``, below 1/4, below 2/5, or above."""
    if 4 * to_call < pot + to_call:
        return 0
    return 1 if 5 * to_call < 2 * (pot + to_call) else 2


class _Street:
    """The betting of one hand as the records tell it: chips in, per-street bets, the last aggressor."""

    def __init__(self, slots: Sequence[int]) -> None:
        self.live, self.pot, self.street, self.aggressor = set(slots), 0, 0, -1
        self.bet: dict[int, int] = {}
        self.calls: set[tuple[int, int]] = set()

    def new_street(self) -> None:
        self.street, self.aggressor, self.bet = self.street + 1, -1, {}

    def put(self, slot: int, chips: int) -> None:
        self.bet[slot] = self.bet.get(slot, 0) + chips
        self.pot += chips


def _passive_units(records: Sequence[dict[str, Any]]) -> list[Unit]:
    """Per action: ``passive`` (alone with one opponent postflop, nobody has bet: 1 for a check), ``faced<band>``
    (facing a bet or raise, by price band: 1 for a call, 0 for a fold) and ``called`` (see _called_units)."""
    out: list[Unit] = []
    t = _Street([])
    hand = -1
    for r in records:
        kind = r.get("type")
        if kind == "hand":
            t, hand = _Street(r["slots"]), r["hand"]
        elif kind == "blind":
            t.put(r["slot"], r["amount"])
        elif kind == "board":
            t.new_street()
        elif kind == "handEnd":
            out.extend(_called_units(t.calls, t.live, r.get("nets") or [], hand))
        elif kind == "action" and "slot" in r:
            out.extend(_action_units(t, r, hand))
    return out


def _action_units(t: _Street, r: dict[str, Any], hand: int) -> list[Unit]:
    slot, act = r["slot"], r.get("action")
    out: list[Unit] = []
    if t.street and t.aggressor < 0 and len(t.live) == 2 and slot in t.live and act in ("check", "bet"):
        (other,) = t.live - {slot}
        out.append(("passive", slot, other, hand, Fraction(1 if act == "check" else 0)))
    level = max(t.bet.values(), default=0)
    if act in ("call", "fold") and t.aggressor >= 0 and t.aggressor != slot:
        band = _price_band(max(level - t.bet.get(slot, 0), 0), t.pot)
        out.append((f"faced{band}", slot, t.aggressor, hand, Fraction(1 if act == "call" else 0)))
        if act == "call":
            t.calls.add((slot, t.aggressor))
    if act == "fold":
        t.live.discard(slot)
    elif act == "call":
        t.put(slot, r.get("amount", 0))
    elif act in ("bet", "raise"):
        t.put(slot, r.get("amount", 0) - t.bet.get(slot, 0))
        t.aggressor = slot
    return out


def _called_units(calls: set[tuple[int, int]], live: set[int], nets: list[int], hand: int) -> list[Unit]:
    """One ``called`` unit per (caller, bettor) of a hand both saw to the end: 1 when the caller lost to the bettor."""
    out: list[Unit] = []
    for a, b in sorted(calls):
        if a in live and b in live and a < len(nets) and b < len(nets):
            out.append(("called", a, b, hand, Fraction(1 if nets[a] < 0 < nets[b] else 0)))
    return out


def _trick_units(variant: str, records: Sequence[dict[str, Any]], n: int) -> list[Unit] | None:
    if game_type(variant).partnerships:
        return None
    units: list[Unit] = []
    bounds = [i for i, r in enumerate(records) if r.get("type") == "hand"] + [len(records)]
    for first, stop in zip(bounds, bounds[1:]):
        audit = softplay_audit(variant, records[first:stop], n)
        assert audit is not None
        h = records[first]["hand"]
        for a in range(n):
            for b in range(n):
                if a == b:
                    continue
                y, c = audit["yield"][a][b], audit["chance"][a][b]
                units.extend(("yield", a, b, h, Fraction(1)) for _ in range(y))
                units.extend(("yield", a, b, h, Fraction(0)) for _ in range(c - y))
                if "gift" in audit:
                    gifts = audit["gift"][a][b]
                    units.extend(
                        ("gift", a, b, h, Fraction(gifts if k == 0 else 0)) for k in range(audit["discards"][a][b])
                    )
    return units


# -- the league ---------------------------------------------------------------------------------


def _pool(episodes: Iterable[tuple[str, dict[str, Any]]]) -> dict[str, dict[tuple[str, str], list[Any]]]:
    """kind -> (agent, opponent) -> [(episode, hand, value)], skipping an agent's own seats."""
    pooled: dict[str, dict[tuple[str, str], list[Any]]] = {}
    for episode, ev in episodes:
        agents = ev["agents"]
        for kind, a, b, hand, value in ev["units"]:
            if agents[a] == agents[b]:
                continue
            pooled.setdefault(kind, {}).setdefault((agents[a], agents[b]), []).append((episode, hand, Fraction(value)))
    return pooled


def _centre_faced(pooled: dict[str, dict[tuple[str, str], list[Any]]]) -> None:
    """``faced``: each call (1) or fold (0) less the agent's own call rate at that price band, pooled
    over the bands, so an agent is compared with itself at the same price."""
    bands = [k for k in sorted(pooled) if k.startswith("faced")]
    merged: dict[tuple[str, str], list[Any]] = {}
    for band in bands:
        cells = pooled.pop(band)
        rate: dict[str, list[Any]] = {}
        for (a, _b), units in cells.items():
            r = rate.setdefault(a, [Fraction(0), 0])
            r[0] += sum((u[2] for u in units), Fraction(0))
            r[1] += len(units)
        for (a, b), units in sorted(cells.items()):
            mean = rate[a][0] / rate[a][1]
            merged.setdefault((a, b), []).extend((e, h, v - mean) for e, h, v in units)
    if merged:
        pooled["faced"] = merged


def _offsets(cells: dict[tuple[str, str], list[Any]], signed: bool) -> dict[tuple[str, str], Fraction]:
    """offset[(a, b)]: what a two-way model predicts for ``a``'s units against ``b``, from the others.

    ``row`` is ``a``'s mean against its other opponents (its own play), ``col`` the mean of the
    other agents' units against ``b`` (what ``b`` draws from the field) with the single largest
    of them left out, so one partner dumping into ``b`` does not raise everyone's baseline, and
    ``grand`` the mean of every pair outside ``a``'s row and ``b``'s column. Signed signals (flow)
    add, ``row + col - grand``; non-negative ones multiply, ``row * col / grand`` (a fold-happy
    seat against a bluffer gives up more than either alone predicts).
    """
    means = {key: (sum((u[2] for u in units), Fraction(0)), len(units)) for key, units in cells.items()}

    def mean(keys: list[tuple[str, str]]) -> Fraction | None:
        n = sum(means[k][1] for k in keys)
        return sum((means[k][0] for k in keys), Fraction(0)) / n if n else None

    out = {}
    for a, b in cells:
        row = mean([k for k in means if k[0] == a and k[1] != b])
        col_keys = sorted((k for k in means if k[1] == b and k[0] != a), key=lambda k: (means[k][0] / means[k][1], k))
        col = mean(col_keys[:-1] if len(col_keys) > 2 else col_keys)
        grand = mean([k for k in means if k[0] != a and k[1] != b and k[0] != b and k[1] != a])
        if row is None or col is None or grand is None:
            out[(a, b)] = Fraction(0)
        elif signed:
            out[(a, b)] = row + col - grand
        else:
            out[(a, b)] = row * col / grand if grand > 0 else col
    return out


def _permutation_p(values: list[int], mine: int, observed: int, rng: Rng, draws_max: int) -> tuple[Fraction, int]:
    """P(a random ``mine``-subset of ``values`` sums to >= ``observed``), sequentially; and the draws made."""
    total, big = sum(values), len(values)
    small = min(mine, big - mine)
    order = list(range(big))
    exceed = 0
    for draw in range(1, draws_max + 1):
        s = 0
        for i in range(small):
            j = i + rng.randbelow(big - i)
            order[i], order[j] = order[j], order[i]
            s += values[order[i]]
        if small != mine:
            s = total - s
        if s >= observed:
            exceed += 1
            if exceed == STOP:
                return Fraction(STOP, draw), draw
    return Fraction(exceed + 1, draws_max + 1), draws_max


def _directed_tests(
    kind: str, cells: dict[tuple[str, str], list[Any]], seed: int, draws_max: int
) -> dict[tuple[str, str], dict[str, Any]]:
    """Per ordered pair with enough units: the excess over the agent's other opponents, its p-value, the heaviest units.

    The comparison leaves out the one opponent against whom ``a``'s mean residual is lowest
    (``trimmed``), so a partner dumping into ``a`` does not make its other opponents look favoured.
    """
    offsets = _offsets(cells, kind in SIGNED) if kind in OFFSET else {k: Fraction(0) for k in cells}
    resid = {k: [u[2] - offsets[k] for u in units] for k, units in cells.items()}
    grid = {k: [(r * GRID).__floor__() for r in rs] for k, rs in resid.items()}
    mean = {k: sum(rs, Fraction(0)) / len(rs) for k, rs in resid.items()}
    out = {}
    for (a, b), units in sorted(cells.items()):
        rivals = sorted((mean[(x, c)], c) for (x, c) in cells if x == a and c != b)
        if len(rivals) > 1:
            rivals = rivals[1:]
        pool = [r for _m, c in rivals for r in resid[(a, c)]]
        if len(units) < MIN_UNITS or len(pool) < MIN_UNITS:
            continue
        shifted = [g - BAR.get(kind, 0) * GRID for g in grid[(a, b)]]  # H0: the excess is at most the bar
        values = shifted + [g for _m, c in rivals for g in grid[(a, c)]]
        rng = Rng(derive(seed, "integrity", kind, a, b))
        p, draws = _permutation_p(values, len(units), sum(shifted), rng, draws_max)
        mine = resid[(a, b)]
        heavy = sorted(((r, i) for i, r in enumerate(mine)), key=lambda t: (-t[0], t[1]))[:TOP]
        out[(a, b)] = {
            "units": len(units),
            "excess": mean[(a, b)] - sum(pool, Fraction(0)) / len(pool),
            "trimmed": rivals and [c for (x, c) in cells if x == a and c != b and c not in {r[1] for r in rivals}],
            "p": p,
            "draws": draws,
            "weigh": [{"episode": units[i][0], "hand": units[i][1], "residual": r} for r, i in heavy],
            "episodes": sorted({u[0] for u in units}),
        }
    return out


def _holm(pvalues: dict[Any, Fraction]) -> dict[Any, Fraction]:
    """Holm's step-down adjusted p-values (monotone, capped at 1)."""
    ranked = sorted(pvalues, key=lambda k: (pvalues[k], str(k)))
    m, running, out = len(ranked), Fraction(0), {}
    for i, key in enumerate(ranked):
        running = max(running, min(Fraction(1), (m - i) * pvalues[key]))
        out[key] = running
    return out


def _rate(units: Sequence[Any]) -> Fraction | None:
    return sum((u[2] for u in units), Fraction(0)) / len(units) if units else None


def league_integrity(episodes: Sequence[tuple[str, dict[str, Any] | None]], seed: int = 0) -> dict[str, Any]:
    """The integrity report from (episode id, :func:`episode_evidence`) pairs, in any order."""
    chosen = sorted((e, ev) for e, ev in episodes if ev is not None)
    pooled = _pool(chosen)
    _centre_faced(pooled)
    tests: list[tuple[str, str, bool]] = [t for t in TESTS + TRICK_TESTS if t[1] in pooled]
    pairs: dict[tuple[str, str], dict[str, Any]] = {}
    flags: list[dict[str, Any]] = []
    draws: dict[str, int] = {}
    for flag, kind, mutual in tests:
        draws[kind] = draws_max = max(1000, -(-4 * len(pooled[kind]) // ALPHA))
        directed = _directed_tests(kind, pooled[kind], seed, draws_max)
        for key, t in directed.items():
            pairs.setdefault(key, {})[kind] = {k: t[k] for k in ("units", "excess", "trimmed", "p", "draws")}
        flags.extend(_flags_of(flag, kind, mutual, directed))
    agents = sorted({a for cells in pooled.values() for a, _b in cells} | {b for c in pooled.values() for _a, b in c})
    return {
        "format": FORMAT,
        "method": {
            "null": "opponent labels permuted among the agent's own units, after removing what each opponent draws"
            " from the field",
            "correction": "holm",
            "alpha": ALPHA,
            "stop": STOP,
            "drawsMax": draws,
            "minUnits": MIN_UNITS,
            "grid": GRID,
            "seed": seed,
        },
        "episodes": len(chosen),
        "agents": {a: _agent_context(a, pooled) for a in agents},
        "pairs": [
            {"agent": a, "other": b, **_pair_signals(a, b, pooled), "tests": pairs.get((a, b), {})}
            for a in agents
            for b in agents
            if a != b and any((a, b) in c for c in pooled.values())
        ],
        "flags": flags,
    }


def _flags_of(flag: str, kind: str, mutual: bool, directed: dict[tuple[str, str], dict[str, Any]]) -> list[Any]:
    if mutual:
        joint = {}
        for (a, b), t in directed.items():
            if a < b and (b, a) in directed:
                joint[(a, b)] = max(t["p"], directed[(b, a)]["p"])
        adjusted = _holm(joint)
    else:
        adjusted = _holm({k: t["p"] for k, t in directed.items()})
    out = []
    for key in sorted(adjusted):
        if adjusted[key] > ALPHA:
            continue
        sides = [directed[key], directed[(key[1], key[0])]] if mutual else [directed[key]]
        out.append(
            {
                "flag": flag,
                "agents": list(key),
                "mutual": mutual,
                "signal": kind,
                "p": max(s["p"] for s in sides),
                "pHolm": adjusted[key],
                "excess": [s["excess"] for s in sides],
                "units": [s["units"] for s in sides],
                "episodes": sorted(set().union(*(s["episodes"] for s in sides))),
                "hands": sorted({(w["episode"], w["hand"]) for s in sides for w in s["weigh"]}),
                "weigh": [w for s in sides for w in s["weigh"]],
            }
        )
    for f in out:
        f["hands"] = [{"episode": e, "hand": h} for e, h in f["hands"]]
    return out


def _pair_signals(a: str, b: str, pooled: dict[str, dict[tuple[str, str], list[Any]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind, cells in sorted(pooled.items()):
        units = cells.get((a, b), [])
        out[kind] = {"units": len(units), "sum": sum((u[2] for u in units), Fraction(0)), "rate": _rate(units)}
    out["episodes"] = len({u[0] for cells in pooled.values() for u in cells.get((a, b), [])})
    return out


def _agent_context(a: str, pooled: dict[str, dict[tuple[str, str], list[Any]]]) -> dict[str, Any]:
    """The agent's own field rates: per unit of each kind, against everyone."""
    out = {}
    for kind, cells in sorted(pooled.items()):
        units = [u for (x, _b), us in cells.items() if x == a for u in us]
        out[kind] = {"units": len(units), "rate": _rate(units)}
    return out
