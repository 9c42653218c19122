"""Exact statistics over integers and Fractions, for numbers that reach results.

>>> median([3, 1, 2]), median([1, 2, 3, 4])
(Fraction(2, 1), Fraction(5, 2))
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable


def median(values: Iterable[int | Fraction]) -> Fraction:
    """The middle value (the mean of the two middle ones for an even count), exactly."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("the median of no values is undefined")
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return Fraction(ordered[mid])
    return (Fraction(ordered[mid - 1]) + Fraction(ordered[mid])) / 2
