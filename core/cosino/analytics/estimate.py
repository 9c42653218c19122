"""A Monte-Carlo estimate with its standard error.

The 95% half-width is 1.96 standard errors, as the analytics spec defines ``ci95()``: a normal
approximation, so it covers less than 95% on a handful of samples (docs/analytics.md). One sample
says nothing about the spread, so its standard error, and its interval, are unbounded.

>>> e = SampledEstimate.from_values([1.0, 2.0, 3.0])
>>> e.mean, e.samples, round(e.ci95(), 4), e.lower() < 2 < e.upper()
(2.0, 3, 1.1316, True)
>>> SampledEstimate.from_values([5.0]).ci95()
inf
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence


@dataclass(frozen=True)
class SampledEstimate:
    """``mean`` of ``samples`` draws, with ``std_error`` = sample sd / sqrt(samples)."""

    mean: float
    std_error: float
    samples: int

    @classmethod
    def from_values(cls, values: Sequence[float]) -> "SampledEstimate":
        n = len(values)
        if n == 0:
            raise ValueError("an estimate needs at least one sample")
        bad = next((k for k, v in enumerate(values) if not math.isfinite(v)), None)
        if bad is not None:  # a NaN made the mean and interval NaN, an infinity the standard error NaN
            raise ValueError(f"an estimate needs finite samples; sample {bad} of {n} is {values[bad]}")
        if n == 1:
            return cls(math.fsum(values), math.inf, 1)  # one draw has no spread to measure: not a zero-width interval
        # Summed over 2^shift (exact): returns near 1e200 overflowed the squares, near 1e308 the sum.
        top = max(abs(v) for v in values)
        shift = math.frexp(top)[1]
        scaled = [math.ldexp(v, -shift) for v in values]
        mean = math.fsum(scaled) / n
        var = math.fsum((v - mean) ** 2 for v in scaled) / (n - 1)
        # Neither the mean nor the standard error (at most the largest |value|) can pass the largest float.
        return cls(math.ldexp(mean, shift), math.ldexp(math.sqrt(var / n), shift), n)

    def ci95(self) -> float:
        """Half-width of the approximate 95% interval: 1.96 standard errors (unbounded for one sample)."""
        return 1.96 * self.std_error

    def lower(self) -> float:
        return self.mean - self.ci95()

    def upper(self) -> float:
        return self.mean + self.ci95()
