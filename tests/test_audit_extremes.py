"""Extreme but valid inputs to the league audit and the luck-adjusted ranking: values checked
against an independent computation, and costs that must not blow up with the league's size."""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

import pytest

import cosino.league.permutation as permutation
from cosino.league.integrity import _exact_p


def _every_product(groups: list[tuple[int, int, int]], observed: int) -> Fraction:
    """The permutation tail by multiplying every two hypergeometric counts (the first implementation)."""
    dist, ways = [1], 1
    for size, ones, mine in groups:
        counts = [comb(ones, k) * comb(size - ones, mine - k) for k in range(min(ones, mine) + 1)]
        joined = [0] * (len(dist) + len(counts) - 1)
        for i, x in enumerate(dist):
            for k, y in enumerate(counts):
                joined[i + k] += x * y
        dist, ways = joined, ways * comb(size, mine)
    return Fraction(sum(dist[max(observed, 0) :]), ways)


@pytest.mark.parametrize("packed", [300, 100_000_000])
def test_packed_convolution_gives_the_same_fraction(monkeypatch, packed):
    monkeypatch.setattr(permutation, "_SHORT", 0)  # every list packed, even short ones
    monkeypatch.setattr(permutation, "_PACKED", packed)  # 300 digits: products in many pieces
    rng = random.Random(11)
    for _ in range(400):
        groups = []
        for _ in range(rng.randint(1, 5)):
            size = rng.randint(1, 90)
            groups.append((size, rng.randint(0, size), rng.randint(0, size)))
        observed = rng.randint(-3, sum(min(o, m) for _s, o, m in groups) + 3)
        assert _exact_p(groups, observed) == _every_product(groups, observed), (groups, observed)


def test_a_long_league_pair_is_exact_and_symmetric():
    # Six strata of 800 of the pair's units against 3,200 others, half of them suspicious: the
    # size of a pair after about 2,000 six-max episodes, which the every-pair product could not
    # finish in minutes (its cost is in docs/league-audit.md, not timed here).
    groups = [(4000, 2000, 800)] * 6
    p = _exact_p(groups, 2403)
    assert isinstance(p, Fraction) and Fraction(2, 5) < p < Fraction(1, 2)  # just above the mean of 2,400
    # Half the units are ones, so the null is symmetric about 2,400: P(S >= 2400 + d) = P(S <= 2400 - d).
    assert _exact_p(groups, 2401) + _exact_p(groups, 2400) == 1
