"""Exact permutation p-values and Holm's step-down, for the integrity report's tests (shared by
:mod:`cosino.league.integrity` and :mod:`cosino.league.mirror`)."""

from __future__ import annotations

from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, Context, Decimal, Inexact, InvalidOperation, Overflow, Rounded
from fractions import Fraction
from math import comb
from typing import Any

from cosino.primitives.canonical import Significant

# Exact integer arithmetic in decimal: its multiplication of long numbers is a number-theoretic
# transform (Python's int is Karatsuba), and every rounding raises instead of passing silently.
_EXACT = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[Inexact, Rounded, InvalidOperation, Overflow])
_PACKED = 100_000_000  # digits of one packed product at most (Pyodide's MAX_PREC is 425,000,000; ~100 MB)
_SHORT = 256  # fewer possible counts than this over all strata: products of Python ints are quicker


def exact_p(groups: list[tuple[int, int, int]], observed: int) -> Fraction:
    """P(S >= observed) where S adds, per stratum (size, ones, mine), the ones in a uniformly random
    ``mine``-subset of ``size`` units: the permutation null, enumerated exactly (hypergeometric
    counts convolved across strata, in integers).

    Long lists of counts are convolved by packing each into one long integer (Kronecker
    substitution: every count is below the number of relabellings, so slots of that many digits
    never carry into each other), multiplied in ``decimal`` (a number-theoretic transform); the
    largest stratum enters through its tail sums. The value is the same Fraction as the product
    of every two counts gives, which took 451 s for a pair with 6,000 units over six strata.
    """
    if not groups or sum(min(ones, mine) + 1 for _size, ones, mine in groups) < _SHORT:
        return Significant(_exact_p_short(groups, observed))
    parts = sorted((_hypergeometric(*g) for g in groups), key=lambda part: len(part[1]))
    low, dist, ways, bound = 0, [_EXACT.create_decimal(1)], 1, _EXACT.create_decimal(1)
    for first, counts, subsets in parts[:-1]:
        ways *= subsets
        bound = _EXACT.multiply(bound, _EXACT.create_decimal(subsets))  # every count of the product is at most this
        dist = _convolve(dist, counts, bound.adjusted() + 1)
        low += first
    first, counts, subsets = parts[-1]
    ways *= subsets
    bound = _EXACT.multiply(bound, _EXACT.create_decimal(subsets))
    # The last stratum must bring at least need - i ones to a partial sum of i: all of its subsets
    # for i >= need, else those in the tail sums[need - i] (a coefficient of one more product).
    need = observed - low - first
    tails = [_EXACT.create_decimal(0)] * (len(counts) + 1)
    for j in range(len(counts) - 1, -1, -1):
        tails[j] = _EXACT.add(tails[j + 1], counts[j])
    reached = _EXACT.create_decimal(0)
    for x in dist[max(need, 0) :]:
        reached = _EXACT.add(reached, x)
    total = _EXACT.multiply(reached, tails[0])
    start, stop = max(0, need - len(counts) + 1), min(len(dist), need)
    if start < stop:
        inner = _convolve(dist[start:stop], tails[1 : len(counts)], bound.adjusted() + 1)
        total = _EXACT.add(total, inner[need - start - 1])
    return Significant(int(total), ways)  # written to its significant digits when tiny, never as 0


def _exact_p_short(groups: list[tuple[int, int, int]], observed: int) -> Fraction:
    """:func:`exact_p` for few counts: every two counts multiplied, in Python integers."""
    dist, ways = [1], 1
    for size, ones, mine in groups:
        counts = [comb(ones, k) * comb(size - ones, mine - k) for k in range(min(ones, mine) + 1)]
        joined = [0] * (len(dist) + len(counts) - 1)
        for i, x in enumerate(dist):
            if x:
                for k, y in enumerate(counts):
                    joined[i + k] += x * y
        dist, ways = joined, ways * comb(size, mine)
    return Fraction(sum(dist[max(observed, 0) :]), ways)


def _hypergeometric(size: int, ones: int, mine: int) -> tuple[int, list[Decimal], int]:
    """(the fewest ones possible, the counts ``comb(ones, k) comb(size - ones, mine - k)`` from there on,
    ``comb(size, mine)``): each count from the one before by an exact ratio of small integers."""
    first, last = max(0, mine - (size - ones)), min(ones, mine)
    count = _EXACT.create_decimal(comb(ones, first) * comb(size - ones, mine - first))
    counts = [count]
    for k in range(first, last):
        count = _EXACT.divide_int(
            _EXACT.multiply(count, (ones - k) * (mine - k)), (k + 1) * (size - ones - mine + k + 1)
        )
        counts.append(count)
    return first, counts, comb(size, mine)


def _convolve(x: list[Decimal], y: list[Decimal], width: int) -> list[Decimal]:
    """The product of two polynomials with nonnegative integer coefficients, each of the product's
    coefficients below ``10**width``: pieces of both packed into numbers of at most ``_PACKED`` digits."""
    size = len(x) + len(y) - 1
    out = [_EXACT.create_decimal(0)] * size
    if min(len(x), len(y)) < 16:
        for i, a in enumerate(x):
            for k, b in enumerate(y):
                out[i + k] = _EXACT.add(out[i + k], _EXACT.multiply(a, b))
        return out
    piece = max(1, _PACKED // (2 * width))
    for i in range(0, len(x), piece):
        left = _pack(x[i : i + piece], width)
        for k in range(0, len(y), piece):
            slots = len(x[i : i + piece]) + len(y[k : k + piece]) - 1
            digits = str(_EXACT.multiply(left, _pack(y[k : k + piece], width))).zfill(width * slots)
            end = len(digits)
            for j in range(slots):
                got = _EXACT.create_decimal(digits[end - (j + 1) * width : end - j * width])
                out[i + k + j] = _EXACT.add(out[i + k + j], got)
    return out


def _pack(values: list[Decimal], width: int) -> Decimal:
    """``sum(v * 10**(width * i))``: the values' digits side by side, the first value last."""
    return _EXACT.create_decimal("".join(str(v).zfill(width) for v in reversed(values)))


def holm(pvalues: dict[Any, Fraction]) -> dict[Any, Fraction]:
    """Holm's step-down adjusted p-values (monotone, capped at 1)."""
    ranked = sorted(pvalues, key=lambda k: (pvalues[k], str(k)))
    m, running, out = len(ranked), Fraction(0), {}
    for i, key in enumerate(ranked):
        running = max(running, min(Fraction(1), (m - i) * pvalues[key]))
        out[key] = Significant(running)
    return out
