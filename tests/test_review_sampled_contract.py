"""The sampled analytics refuse what compile_tree refuses: listed chance probabilities that are NaN, negative or do
not sum to 1, and returns that are not finite. Before, the sampled walk skipped a NaN or negative probability
(``pr > 0`` is false), drew the last outcome for it, let probabilities summing to 0.5 pass, and turned a NaN
return into a NaN estimate."""

from __future__ import annotations

import math
import re

import pytest
from test_review_mutants30d import _Dealt, _DealtGame

from cosino.analytics.sampled import SampleConfig, expected_payoffs_sampled, sampled_best_response
from cosino.analytics.tree import GameTreeError, compile_tree

FAST = SampleConfig(playouts=20, posterior_samples=2, seed=3)


class _NanReturns(_Dealt):
    def child(self, action) -> "_NanReturns":
        return _NanReturns(self.probs, action)

    def returns(self) -> list[float]:
        return [math.nan, math.nan] if self.dealt == 1 else [0.0, 0.0]


class _NanGame(_DealtGame):
    name = "nan-returns"

    def root(self) -> _NanReturns:
        return _NanReturns(self.probs)


@pytest.mark.parametrize(
    "probs, needle",
    [
        ([math.nan, 1.0], "chance probability nan is not a number"),
        ([-0.5, 1.5], "negative chance probability"),
        ([0.25, 0.25], "chance probabilities sum to 0.5, not 1"),
    ],
)
def test_listed_chance_the_compiled_walk_refuses_is_refused_when_sampled(probs, needle):
    with pytest.raises(GameTreeError, match=re.escape(needle)):
        compile_tree(_DealtGame(probs))  # the same message on both walks
    with pytest.raises(GameTreeError, match=re.escape(needle)):
        sampled_best_response(_DealtGame(probs), {}, 0, FAST)
    with pytest.raises(GameTreeError, match=re.escape(needle)):
        expected_payoffs_sampled(_DealtGame(probs), {}, FAST)


def test_a_return_that_is_not_finite_is_refused_when_sampled():
    with pytest.raises(GameTreeError, match="not all finite numbers"):
        sampled_best_response(_NanGame([0.5, 0.5]), {}, 0, FAST)
    with pytest.raises(GameTreeError, match="not all finite numbers"):
        expected_payoffs_sampled(_NanGame([0.5, 0.5]), {}, FAST)


def test_a_sound_game_still_samples():
    estimate = sampled_best_response(_DealtGame([0.25, 0.75]), {}, 0, FAST)
    assert estimate.samples == 20 and 0 <= estimate.mean <= 1  # each playout pays 0 or 1
