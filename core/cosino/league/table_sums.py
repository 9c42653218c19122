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
        n, total, squares, counts, sums = data  # a list of another length is no kept pair
        out.n, out.total, out.squares = kept_int(n), exact_ratio(total), exact_ratio(squares)
        out.counts, out.sums = [kept_int(x) for x in counts], [kept_int(x) for x in sums]
        if len(out.counts) != draws or len(out.sums) != draws:
            raise ValueError("a pair's draws do not match the bootstrap")
        if out.n < 0 or min(out.counts, default=0) < 0:
            raise ValueError("a pair's counts are negative")
        return out

    def draw(self, first: int, counts: list[int], scaled: int) -> None:
        """Add one episode's share to the draws from ``first`` on, its difference ``scaled`` already."""
        for d, c in enumerate(counts, first):
            self.counts[d] += c
            self.sums[d] += c * scaled


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
        differences = _episode_differences(results)
        if differences is None:
            return
        self.usable += 1
        self.lucky += "luckAdjusted" in results
        for pair, raw, adjusted in differences:
            entry = self.pairs.get(pair)
            if entry is None:
                entry = self.pairs[pair] = [0, _Differences(self.draws), _Differences(self.draws)]
            entry[0] += results.get("scoredHands", 1)
            self._add_difference(1, entry, raw, counts)
            if adjusted is not None:
                self._add_difference(2, entry, adjusted, counts)

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
        self,
        names: Sequence[str],
        intervals: bool = True,
        steps: int | None = None,
        fit_steps: int | None = None,
        fitted: tuple[list[int], bool] | None = None,
    ) -> dict[str, dict[str, Fraction]]:
        """The point fit and, with ``intervals``, the interval of the draws' refits, by agent name.

        ``steps``, when given, bounds the fit steps (:class:`FitWork`) of the draws' refits together: the draws
        are refitted in order until the next would pass it, and :attr:`refitted` says how many were (fewer than
        ``MIN_DRAWS`` give no interval). ``fit_steps``, when given, bounds the point fit's: past it the ratings are
        those of its last whole iteration, :attr:`fit_cut` says so and no draw is refitted from them. Steps are
        counted, never timed, so every run cuts alike. ``fitted`` is the point fit of the same ``names`` under
        ``fit_steps`` made already (:meth:`point_fit` of sums of the same episodes) and whether it stopped there,
        used instead of fitting again."""
        n = len(names)
        where = self._where(names)

        def fit(draw: int | None, start: list[int] | None, tolerance: int, work: FitWork | None) -> list[int]:
            return self._fit(n, where, draw, start, tolerance, work)

        if fitted is None:
            whole = None if fit_steps is None else FitWork(fit_steps, settle=True)
            fitted = self.point_fit(names, whole), whole is not None and whole.cut
        point, self.fit_cut = fitted
        if len(point) != n:
            raise ValueError(f"a fit of {len(point)} agents given for a table of {n}")
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

    def point_fit(self, names: Sequence[str], work: FitWork | None = None) -> list[int]:
        """The full data's fit of ``names`` (strengths in their order), charged to ``work`` (see :func:`bt_fit`)."""
        return self._fit(len(names), self._where(names), None, None, BT_TOLERANCE, work)

    def _where(self, names: Sequence[str]) -> list[tuple[int, list[Any]]]:
        n, index = len(names), {a: i for i, a in enumerate(names)}
        return [(index[a] * n + index[b], cell) for (a, b), cell in self.cells.items()]

    def _fit(
        self,
        n: int,
        where: list[tuple[int, list[Any]]],
        draw: int | None,
        start: list[int] | None,
        tolerance: int,
        work: FitWork | None,
    ) -> list[int]:
        """One fit of the full data (``draw`` None) or of one draw, its cells placed by ``where``."""
        wins, games = [0] * (n * n), [0] * (n * n)
        for k, cell in where:
            wins[k], games[k] = (cell[0], cell[1]) if draw is None else (cell[2][draw], cell[3][draw])
        return bt_fit(n, self.scale, wins, games, start, tolerance, work)

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
            kept = data["for"]  # 200.0 and 1 equal 200 and True: the kept values' types must match too
            if type(kept["seed"]) is not type(seed) or type(kept["draws"]) is not int:
                return None
            if type(kept["audited"]) is not bool:
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
            raw_scale, luck_scale = sig["scales"]
            out.scales = [kept_int(raw_scale), kept_int(luck_scale)]
            for a, b, h, r, x in sig["pairs"]:
                out.pairs[(a, b)] = [kept_int(h), _Differences.from_json(r, draws), _Differences.from_json(x, draws)]
            out.audit = audit_values(data["audit"])
            _check_shape(out)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, ZeroDivisionError):
            return None
        return out

    # -- more or fewer draws of the same episodes

    def fewer_draws(self, draws: int) -> None:
        """Cut the sums to their first ``draws`` bootstrap draws (see :func:`first_draws`)."""
        self.draws = draws
        for cell in self.cells.values():
            cell[2], cell[3] = cell[2][:draws], cell[3][:draws]
        for entry in self.pairs.values():
            for differences in entry[1:]:
                differences.counts, differences.sums = differences.counts[:draws], differences.sums[:draws]

    def more_draws(self, draws: int, held: Sequence[tuple[EpisodeOutcome, Any]]) -> None:
        """Grow the sums to ``draws`` bootstrap draws: ``held`` are the episodes the sums hold, each with its audit
        (or None), and each adds its Poisson counts of the draws the sums lack, as :meth:`add` would have. Raises
        ValueError when an episode's comparisons are not among the sums (they are not these episodes' sums)."""
        first, extra = self.draws, draws - self.draws
        for cell in self.cells.values():
            cell[2], cell[3] = cell[2] + [0] * extra, cell[3] + [0] * extra
        for entry in self.pairs.values():
            for differences in entry[1:]:
                differences.counts, differences.sums = differences.counts + [0] * extra, differences.sums + [0] * extra
        self.draws = draws
        for episode, audit in held:
            counts = poisson_counts(derive(self.seed, "poisson", episode.key), draws)[first:]
            self._draw_bradley_terry(episode, first, counts)
            differences = None if audit is None else _episode_differences(audit[1])
            for pair, raw, adjusted in differences or []:
                self.pairs[pair][1].draw(first, counts, self._scaled(0, raw))
                if adjusted is not None:
                    self.pairs[pair][2].draw(first, counts, self._scaled(1, adjusted))

    def _draw_bradley_terry(self, episode: EpisodeOutcome, first: int, counts: list[int]) -> None:
        two_m, cells = episode_cells(episode)
        if self.scale % two_m:
            raise ValueError("an episode's comparisons are not on the kept scale")
        unit = self.scale // two_m
        for pair, (won, played) in cells.items():
            cell = self.cells[pair]
            for d, c in enumerate(counts, first):
                cell[2][d] += c * won * unit
                cell[3][d] += c * played * unit

    def _scaled(self, kind: int, value: Fraction) -> int:
        """``value`` on the common scale of its kind (0 raw, 1 luck), which holds it already."""
        if self.scales[kind] % value.denominator:
            raise ValueError("a difference is not on the kept scale")
        return value.numerator * (self.scales[kind] // value.denominator)


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
    sums.fewer_draws(draws)
    return sums.to_json()


def drawn_sums(
    data: Any, seed: int | str, draws: int, episodes: Sequence[EpisodeOutcome], audits: Sequence[Any]
) -> TableSums | None:
    """Kept audited sums (:meth:`TableSums.to_json`) of ``seed`` read back for ``draws`` bootstrap draws, or None when
    they are malformed, of another seed, or hold an episode not among ``episodes``: cut to their first draws when
    they hold more (:func:`first_draws`), and when they hold fewer, grown by the draws they lack from the episodes
    they hold (``episodes``, each with its audit in ``audits``), so no other episode is read again."""
    try:
        kept = data["for"]
        sums = TableSums.from_json(data, seed, kept["draws"], True)
    except (KeyError, TypeError):
        return None
    if sums is None:
        return None
    held = [(e, audit) for e, audit in zip(episodes, audits) if e.key in sums.deltas]
    if len(held) != len(sums.deltas) or len(held) != sums.count:
        return None  # an episode of the sums is not among these (or not in their Elo): not these episodes' sums
    if sums.draws >= draws:
        sums.fewer_draws(draws)
        return sums
    try:
        sums.more_draws(draws, held)
    except (KeyError, ValueError):
        return None
    return sums


def _episode_differences(results: Any) -> list[tuple[tuple[str, str], Fraction, Fraction | None]] | None:
    """Per pair of agents in an episode (a < b), its difference of scores, raw and luck-adjusted (None without
    luck-adjusted scores); None for results the significance sums do not read."""
    if not isinstance(results, dict) or "scores" not in results or "agents" not in results:
        return None
    if results.get("scoredHands") == 0:  # nobody played: a 0 here counted toward the floor of 6 episodes
        return None
    from cosino.diagnostics.luck import adjusted_scores

    agents = results["agents"]
    raw = [as_fraction(v) for v in results["scores"]]
    adjusted = adjusted_scores(results)
    names = sorted(set(agents))
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            luck = None if adjusted is None else pair_difference(agents, adjusted, a, b)
            out.append(((a, b), pair_difference(agents, raw, a, b), luck))
    return out


def _check_shape(sums: TableSums) -> None:
    """Raise ValueError where kept sums hold what no run of :meth:`TableSums.add` makes: a count below zero, more
    won than played, an episode kept twice, a scale that cannot hold a comparison."""
    if sums.draws < 0 or sums.count < len(sums.sequence) or len(set(sums.sequence)) != len(sums.sequence):
        raise ValueError("the kept episodes do not match their count")
    if sums.scale < 2 or sums.scale % 2 or min(sums.scales) < 1:
        raise ValueError("a kept scale is not a positive common denominator")
    for (a, b), (won, played, wins, games) in sums.cells.items():
        if not (isinstance(a, str) and isinstance(b, str) and a != b and 0 <= won <= played):
            raise ValueError("a Bradley-Terry cell is not a count of wins and games")
        if any(not 0 <= w <= g for w, g in zip(wins, games)):
            raise ValueError("a draw's cell is not a count of wins and games")
    for agent, (episodes, seats, wins, _total, by_variant) in sums.rows.items():
        if not isinstance(agent, str) or not 0 <= episodes <= seats or not 0 <= wins <= seats:
            raise ValueError("a row's counts are not counts")
        if any(count < 0 for _score, count in by_variant.values()):
            raise ValueError("a row's variant count is negative")
    if not 0 <= sums.lucky <= sums.usable:
        raise ValueError("the significance counts are not counts")
    for (a, b), entry in sums.pairs.items():
        if not (isinstance(a, str) and isinstance(b, str) and a < b and entry[0] >= 0):
            raise ValueError("a significance pair is not a pair of agents with its hands")
    for block in sums.audit.values():
        if min(block["power"].values(), default=0) < 0:
            raise ValueError("an audit count is negative")


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
