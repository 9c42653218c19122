"""A league table's running sums: what every table number needs, kept so that a new episode is
added to them instead of recomputing the family (the scheduled league function stores them).

Per family: each episode's Elo change and shrink factors in schedule order, Bradley-Terry wins and
games in total and per Poisson bootstrap draw, the significance sums per pair and draw, the rows'
counts and the audit sums. Integers and exact ratios only.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import gcd
from typing import Any, Iterable, Sequence

from cosino.league.audit_sums import audit_add, audit_json, audit_values, empty_audit_sums
from cosino.league.power import (
    MIN_DRAWS,
    adjacent_significance,
    episode_summary,
    nearest_rank,
    pair_difference,
    poisson_counts,
)
from cosino.league.ratings import (
    BOOTSTRAP,
    BOOTSTRAP_TOLERANCE,
    BT_TOLERANCE,
    MICRO,
    SHRINK_PREC,
    START,
    EpisodeOutcome,
    FitWork,
    FitWorkExceeded,
    agents_of,
    as_fraction,
    bt_fit,
    bt_points,
    compile_run,
    elo_core,
    episode_cells,
    linear_swaps,
    to_points,
)
from cosino.primitives.jsonsafe import exact_ratio, kept_int
from cosino.primitives.rng import derive

# -- the table's running sums ----------------------------------------------------------------------

SUMS_FORMAT = 3  # 2: each episode's shrink factors kept beside its Elo changes; 3: rows and audit without
# the episodes nobody played (sums kept in format 2 counted them, and are rebuilt)
POISSON_METHOD = "Poisson(1) count per episode and draw, from the episode's key"


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
        out.n, out.total, out.squares = kept_int(data[0]), exact_ratio(data[1]), exact_ratio(data[2])
        out.counts, out.sums = [kept_int(x) for x in data[3]], [kept_int(x) for x in data[4]]
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
        self.audit = empty_audit_sums()
        self.refitted = 0  # the draws the last Bradley-Terry fit refitted (see bradley_terry)
        self.fit_cut = False  # whether the last point fit stopped at its steps (see bradley_terry)

    # -- adding an episode

    def add(self, episode: EpisodeOutcome, audit: tuple[Sequence[str], dict[str, Any]] | None) -> None:
        """Add an episode's share to every order-free sum (Elo waits for :meth:`run_elo`)."""
        counts = poisson_counts(derive(self.seed, "poisson", episode.key), self.draws)
        self.count += 1
        self._add_bradley_terry(episode, counts)
        if episode.scored:  # nobody played it: no seat won, played or scored anything (its 1/2 is no score)
            self._add_row(episode)
        if audit is not None:
            self._add_significance(audit[1], counts)
            audit_add(self.audit, audit[0], audit[1])

    def _add_bradley_terry(self, episode: EpisodeOutcome, counts: list[int]) -> None:
        two_m, cells = episode_cells(episode)
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
            score = as_fraction(episode.scores[i])
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
        if results.get("scoredHands") == 0:  # nobody played: a 0 here counted toward the floor of 6 episodes
            return
        from cosino.diagnostics.luck import adjusted_scores

        self.usable += 1
        self.lucky += "luckAdjusted" in results
        agents = results["agents"]
        raw = [as_fraction(v) for v in results["scores"]]
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
        final, before, shrink = elo_core(compile_run(tail, names), rating=[rating[a] for a in names])
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
        """The keys and :func:`linear_swaps` steps of the episodes of either agent, in schedule
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
        """``swapWithNext`` of ``upper`` above ``lower`` (see :func:`linear_swaps`), given :meth:`agent_shrink`."""
        gap = self.final.get(upper, START * MICRO) - self.final.get(lower, START * MICRO)
        return linear_swaps(gap, self.pair_steps(upper, lower, agent_shrink)[1])

    # -- the table's numbers

    def bradley_terry(
        self, names: Sequence[str], intervals: bool = True, steps: int | None = None, fit_steps: int | None = None
    ) -> dict[str, dict[str, Fraction]]:
        """The point fit and, with ``intervals``, the interval of the draws' refits, by agent name.

        ``steps``, when given, bounds the fit steps (:class:`FitWork`) of the draws' refits together: the draws
        are refitted in order until the next would pass it, and :attr:`refitted` says how many were (fewer than
        ``MIN_DRAWS`` give no interval). ``fit_steps``, when given, bounds the point fit's: past it the ratings are
        those of its last whole iteration, :attr:`fit_cut` says so and no draw is refitted from them. Steps are
        counted, never timed, so every run cuts alike."""
        n = len(names)
        index = {a: i for i, a in enumerate(names)}
        where = [(index[a] * n + index[b], cell) for (a, b), cell in self.cells.items()]

        def fit(draw: int | None, start: list[int] | None, tolerance: int, work: FitWork | None) -> list[int]:
            wins, games = [0] * (n * n), [0] * (n * n)
            for k, cell in where:
                wins[k], games[k] = (cell[0], cell[1]) if draw is None else (cell[2][draw], cell[3][draw])
            return bt_fit(n, self.scale, wins, games, start, tolerance, work)

        whole = None if fit_steps is None else FitWork(fit_steps, settle=True)
        point = fit(None, None, BT_TOLERANCE, whole)
        self.fit_cut = whole is not None and whole.cut
        work = FitWork(steps)  # one budget for every draw: a draw dearer than the first few cannot add up unseen
        refits: list[list[int]] = []
        asked = self.draws if self.count and intervals and not self.fit_cut else 0
        for b in range(asked):
            try:
                refits.append(fit(b, point, BOOTSTRAP_TOLERANCE, work))
            except FitWorkExceeded:
                break  # this draw and every later one are left out
        self.refitted = len(refits)
        draws: list[list[int]] = [[] for _ in names]
        cut = self.refitted < min(asked, MIN_DRAWS)  # cut short of an interval's draws: none is shown
        for refit in [] if cut else refits:
            for i, s in enumerate(refit):
                draws[i].append(bt_points(s))
        out: dict[str, dict[str, Fraction]] = {}
        met = {a for a, _ in self.cells}
        for i, name in enumerate(names):
            rating = to_points(bt_points(point[i]))
            # an agent never compared sits at the prior in every draw: [1500, 1500] claimed a certainty never measured
            values = sorted(draws[i]) if name in met else []
            if values:
                out[name] = {"rating": rating, "lo": to_points(nearest_rank(values, 25))}
                out[name]["hi"] = to_points(nearest_rank(values, 975))
            else:  # no draw (none asked, too few, none played, agent never compared): a range would claim a confidence
                out[name] = {"rating": rating, "lo": None, "hi": None}
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
        # Too few resamples to judge at 95% (none, or fewer than MIN_DRAWS): no order can be called
        # significant, so no number of further hands would make it so either.
        if self.usable < 2 or len(order) < 2 or self.draws < MIN_DRAWS:
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
                "test": "the interval and Student's t both exclude zero, from 6 episodes",
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
            "audit": audit_json(self.audit),
        }

    @classmethod
    def from_json(cls, data: Any, seed: int | str, draws: int, audited: bool) -> TableSums | None:
        """Sums kept by :meth:`to_json` for this seed, bootstrap and audit setting, or None when
        they are of another format, for other settings, or malformed (then the caller starts again)."""
        try:
            if data["format"] != SUMS_FORMAT or data["for"] != {"seed": seed, "draws": draws, "audited": audited}:
                return None
            out = cls(seed, draws, audited)
            out.count = kept_int(data["count"])
            out.final = {str(a): kept_int(v) for a, v in data["elo"]["final"].items()}
            for key, delta, cut in data["elo"]["episodes"]:
                key = str(key)
                out.sequence.append(key)
                out.deltas[key] = {str(a): kept_int(v) for a, v in delta.items()}
                if len(cut) != len(delta) * (len(delta) - 1) // 2:
                    raise ValueError("an episode's shrinks do not match its agents")
                out.shrink[key] = [kept_int(c) for c in cut]
                if not all(0 <= c < 1 << SHRINK_PREC for c in out.shrink[key]):
                    raise ValueError("a shrink is not a fraction of 1")  # 1 - f lies in [0, 1)
            out.scale = kept_int(data["bt"]["scale"])
            for a, b, won, played, wins, games in data["bt"]["cells"]:
                if len(wins) != draws or len(games) != draws:
                    raise ValueError("a cell's draws do not match the bootstrap")
                out.cells[(a, b)] = [
                    kept_int(won),
                    kept_int(played),
                    [kept_int(x) for x in wins],
                    [kept_int(x) for x in games],
                ]
            for a, e, s, w, t, bv in data["rows"]:
                out.rows[a] = [
                    kept_int(e),
                    kept_int(s),
                    kept_int(w),
                    exact_ratio(t),
                    {v: [exact_ratio(vs), kept_int(vc)] for v, vs, vc in bv},
                ]
            sig = data["significance"]
            out.usable, out.lucky = kept_int(sig["usable"]), kept_int(sig["lucky"])
            out.scales = [kept_int(sig["scales"][0]), kept_int(sig["scales"][1])]
            for a, b, h, r, x in sig["pairs"]:
                out.pairs[(a, b)] = [kept_int(h), _Differences.from_json(r, draws), _Differences.from_json(x, draws)]
            out.audit = audit_values(data["audit"])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, ZeroDivisionError):
            return None
        return out


def first_draws(data: Any, draws: int) -> dict[str, Any] | None:
    """Kept sums (:meth:`TableSums.to_json`) for their first ``draws`` bootstrap draws alone, or None when they hold
    fewer or are malformed. A draw's Poisson counts are the next words of one stream per episode, so these are the
    sums the same episodes make drawn ``draws`` times, audits and all, with no episode read again.

    >>> sums = TableSums("s", 5, False)
    >>> sums.add(EpisodeOutcome("e", 0, "kuhn", ("a", "b"), (Fraction(1), Fraction(0))), None)
    >>> fewer = TableSums("s", 3, False)
    >>> fewer.add(EpisodeOutcome("e", 0, "kuhn", ("a", "b"), (Fraction(1), Fraction(0))), None)
    >>> first_draws(sums.to_json(), 3) == fewer.to_json(), first_draws(sums.to_json(), 6)
    (True, None)
    """
    try:
        kept = data["for"]
        sums = TableSums.from_json(data, kept["seed"], kept["draws"], kept["audited"])
    except (KeyError, TypeError):
        return None
    if sums is None or sums.draws < draws:
        return None
    sums.draws = draws
    for cell in sums.cells.values():
        cell[2], cell[3] = cell[2][:draws], cell[3][:draws]
    for entry in sums.pairs.values():
        for differences in entry[1:]:
            differences.counts, differences.sums = differences.counts[:draws], differences.sums[:draws]
    return sums.to_json()


def _pairs(agents: Iterable[str]) -> Iterable[tuple[str, str]]:
    """An episode's pairs of agents, in the order its kept shrinks list them (0: not compared)."""
    return combinations(sorted(agents), 2)


def _grow(scale: int, unit: int) -> tuple[int, int]:
    """The least multiple of ``scale`` that ``unit`` divides, and the factor from one to the other."""
    new = scale * unit // gcd(scale, unit)
    return new, new // scale


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
    return sums.bradley_terry(agents_of(episodes, agents))


def swap_count(episodes: Sequence[EpisodeOutcome], upper: str, lower: str, agents: Iterable[str] = ()) -> int | None:
    """How many episodes, taken out, bring ``lower`` level with or above ``upper`` by the
    linearised Elo (see :func:`linear_swaps`). None when neither agent played."""
    sums = TableSums(0, 0, audited=False)  # only its Elo part is used
    sums.run_elo(sorted(episodes, key=lambda e: (e.order, e.key)), agents_of(episodes, [*agents, upper, lower]))
    return sums.swaps(upper, lower, sums.agent_shrink())
