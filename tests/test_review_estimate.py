"""Review: sampled estimates' intervals on tiny samples."""

from __future__ import annotations

import math

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.reach import cfr_br
from cosino.analytics.tree import compiled_variant


def test_one_sample_gives_an_unbounded_interval_not_a_zero_width_one():
    e = SampledEstimate.from_values([0.25])
    assert e.mean == 0.25 and math.isinf(e.ci95()) and e.lower() == -math.inf and e.upper() == math.inf
    # cfr_br with one draw was reported as exact (ci95 0.0)
    assert math.isinf(cfr_br(compiled_variant("kuhn"), {}, 0, draws=1).ci95())


def test_ci95_is_the_specs_normal_half_width():
    # spec/analytics.md: ci95() = 1.96 std_error (docs/analytics.md says how little that covers at n = 2..5)
    e = SampledEstimate.from_values([1.0, 2.0, 3.0, 6.0])
    sd = math.sqrt(sum((v - 3.0) ** 2 for v in (1.0, 2.0, 3.0, 6.0)) / 3)
    assert math.isclose(e.ci95(), 1.96 * sd / 2) and e.lower() < e.mean < e.upper()


def test_identical_samples_give_what_the_data_says():
    assert SampledEstimate.from_values([2.0] * 5).ci95() == 0.0  # zero width; see docs/analytics.md
