"""The integrity report's running sums: what its tests read of the evidence units, kept so that a
new episode's units are added to them instead of pooling every episode again (the scheduled
league function stores them between runs; :func:`cosino.league.integrity.league_integrity`
builds them from scratch and reads the report from them, so both give the same bytes).

Per unit kind and ordered pair of agents: the units, their sum and, for a tested kind (its
values are 0 or 1), the first ``top`` units of each value in the pooled order (episode id, then
place in the episode), which is all the list of the units that weigh most can need: units of one
stratum and value share a residual, so the heaviest come first in that order. Per tested prefix
and pair, the episodes with such units as a bit set over the episodes' numbers (their order of
arrival); per pair, how many episodes hold any unit of it.
"""

from __future__ import annotations

import bisect
from fractions import Fraction
from typing import Any, Iterable

from cosino.primitives.errors import quoted
from cosino.primitives.jsonsafe import exact_ratio, kept_hex, kept_int

SUMS_FORMAT = 2  # 2: per-agent units facing the agent's own other seat are kept
Pair = tuple[str, str]
# Families of a per-agent test (cosino.league.mirror): their units name an opponent only to fit these
# cells, so they do not make a pair meet, and are kept when that opponent is the agent's own other seat.
PER_AGENT = frozenset({"mirror"})


def unit_family(kind: str) -> str:
    """A unit kind without its stratum digits: ``faced12`` -> ``faced``."""
    return kind.rstrip("0123456789")


class IntegritySums:
    """Sufficient statistics of the evidence units of the episodes added (see the module doc).

    ``cells[kind][(a, b)]`` is ``[units, sum, tops]``, ``tops`` ``None`` for a reported kind, else
    ``[[(episode, place, hand), ...] for value 0, ... for value 1]``, each sorted and at most
    ``top`` long. ``bits[prefix][(a, b)]`` has bit k set when ``ids[k]`` holds a unit of it.
    An episode cannot be taken out: the caller starts from empty sums then.
    """

    def __init__(self, tested: Iterable[str], top: int) -> None:
        self.tested, self.top = frozenset(tested), top
        self.ids: list[str] = []
        self.cells: dict[str, dict[Pair, list[Any]]] = {}
        self.bits: dict[str, dict[Pair, int]] = {}
        self.met: dict[Pair, int] = {}

    def add(self, episode: str, evidence: dict[str, Any] | None) -> None:
        """Add one episode's :func:`~cosino.league.integrity.episode_evidence` (None adds nothing).

        Raises ``ValueError`` for a tested unit whose value is not 0 or 1, or a slot that is not a seat's."""
        if evidence is None:
            return
        bit = 1 << len(self.ids)
        agents = evidence["agents"]
        touched: set[Pair] = set()
        for place, (kind, a, b, hand, value) in enumerate(evidence["units"]):
            if type(a) is not int or type(b) is not int or not (0 <= a < len(agents) and 0 <= b < len(agents)):
                # Python would read slot -1 as the last seat and True as seat 1: a damaged cache entry's units
                raise ValueError(f"integrity evidence of {episode}: unit {place} names slots {quoted(a)}, {quoted(b)}")
            pair = (agents[a], agents[b])
            prefix = unit_family(kind)
            if pair[0] == pair[1] and prefix not in PER_AGENT:
                continue  # an agent's own seats say nothing of a pair (a per-agent test reads them all)
            value = Fraction(value)
            tested = prefix in self.tested
            if tested and value not in (0, 1):
                raise ValueError(f"integrity evidence of {episode}: a {kind} unit is {value}, not 0 or 1")
            cell = self.cells.setdefault(kind, {}).get(pair)
            if cell is None:
                cell = self.cells[kind][pair] = [0, Fraction(0), [[], []] if tested else None]
            cell[0] += 1
            cell[1] += value
            if tested:
                self._keep_top(cell[2][int(value)], (episode, place, hand))
                by_pair = self.bits.setdefault(prefix, {})
                by_pair[pair] = by_pair.get(pair, 0) | bit
            if prefix not in PER_AGENT:
                touched.add(pair)
        for pair in touched:
            self.met[pair] = self.met.get(pair, 0) + 1
        self.ids.append(episode)

    def _keep_top(self, kept: list[tuple[str, int, int]], unit: tuple[str, int, int]) -> None:
        if len(kept) < self.top or unit < kept[-1]:
            bisect.insort(kept, unit)
            del kept[self.top :]

    def episodes_of(self, bits: int) -> list[str]:
        """The ids of the episodes a bit set names, sorted."""
        text = bin(bits)[:1:-1]  # bit k at index k
        return sorted(self.ids[k] for k, c in enumerate(text) if c == "1")

    # -- kept between runs

    def to_json(self) -> dict[str, Any]:
        """The sums as JSON values: integers, strings, exact ratios as text, bit sets in hex."""
        return {
            "format": SUMS_FORMAT,
            "for": {"tested": sorted(self.tested), "top": self.top},
            "ids": self.ids,
            "cells": [
                [kind, a, b, n, str(total), None if tops is None else [[list(t) for t in ts] for ts in tops]]
                for kind, cells in sorted(self.cells.items())
                for (a, b), (n, total, tops) in sorted(cells.items())
            ],
            "bits": [
                [p, a, b, format(x, "x")]
                for p, cells in sorted(self.bits.items())
                for (a, b), x in sorted(cells.items())
            ],
            "met": [[a, b, n] for (a, b), n in sorted(self.met.items())],
        }

    @classmethod
    def from_json(cls, data: Any, tested: Iterable[str], top: int) -> IntegritySums | None:
        """Sums kept by :meth:`to_json` for these tested prefixes and ``top``, or None when they are
        of another format or settings, or malformed (the caller starts again)."""
        out = cls(tested, top)
        try:
            if data["format"] != SUMS_FORMAT or data["for"] != {"tested": sorted(out.tested), "top": top}:
                return None
            out.ids = [_text(e) for e in data["ids"]]
            for kind, a, b, n, total, tops in data["cells"]:
                if (tops is None) == (unit_family(_text(kind)) in out.tested) or kept_int(n) < 1:
                    raise ValueError("a cell's kind and its kept units disagree")
                kept = None if tops is None else [_tops(ts, top) for ts in tops]
                if kept is not None and len(kept) != 2:
                    raise ValueError("a cell keeps units of two values")
                out.cells.setdefault(kind, {})[(_text(a), _text(b))] = [kept_int(n), exact_ratio(total), kept]
            limit = 1 << len(out.ids)
            for prefix, a, b, hexed in data["bits"]:
                bits = kept_hex(hexed, max(1, -(-len(out.ids) // 4)))  # a digit per 4 episodes: 100,000 of them fit
                if not 0 < bits < limit:
                    raise ValueError("a bit set names an episode that is not kept")
                out.bits.setdefault(_text(prefix), {})[(_text(a), _text(b))] = bits
            out.met = {(_text(a), _text(b)): kept_int(n) for a, b, n in data["met"]}
            if not all(1 <= n <= len(out.ids) for n in out.met.values()):
                raise ValueError("a pair met in fewer than one or more than all the kept episodes")
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        return out


def _tops(units: Any, top: int) -> list[tuple[str, int, int]]:
    return sorted((_text(e), kept_int(p), kept_int(h)) for e, p, h in units)[:top]


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("not a string")
    return value
