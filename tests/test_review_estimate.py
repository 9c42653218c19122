"""Review: sampled estimates' intervals on tiny samples."""

from __future__ import annotations

import math
import random

import pytest

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.reach import cfr_br
from cosino.analytics.tree import compiled_variant


def test_one_sample_gives_an_unbounded_interval_not_a_zero_width_one():
    e = SampledEstimate.from_values([0.25])
    assert e.mean == 0.25 and math.isinf(e.ci95()) and e.lower() == -math.inf and e.upper() == math.inf
    # cfr_br with one draw was reported as exact (ci95 0.0)
    assert math.isinf(cfr_br(compiled_variant("kuhn"), {}, 0, draws=1).ci95())


@pytest.mark.parametrize("n", [2, 3, 5])
def test_tiny_samples_cover_about_95_percent(n):
    # 1.96 standard errors covered 70% (n=2), 81% (n=3), 88% (n=5) of normal draws' true mean.
    rng = random.Random(n)
    trials = 4000
    hit = 0
    for _ in range(trials):
        e = SampledEstimate.from_values([rng.gauss(0.0, 1.0) for _ in range(n)])
        hit += e.lower() <= 0.0 <= e.upper()
    assert abs(hit / trials - 0.95) < 0.015


def test_identical_samples_and_many_samples():
    from cosino.analytics.estimate import t975

    assert SampledEstimate.from_values([2.0] * 5).ci95() == 0.0  # what the data says; see docs/analytics.md
    assert abs(t975(1999) - 1.9612) < 1e-4 and t975(1) > 12.7
