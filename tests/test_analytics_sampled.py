"""Sampled analytics: determinism, intervals, budgets and games whose chance is only sampled."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.analytics import GameTreeError, best_response, compiled_variant, exploitability_2p_zerosum, nash_conv
from cosino.analytics.sampled import (
    SampleConfig,
    sampled_best_response,
    sampled_best_responses,
    sampled_exploitability_2p_zerosum,
)
from cosino.analytics.testgames import battle_of_the_sexes
from cosino.analytics.tree import ChanceNotEnumerable, GameState, GameTree, variant_tree
from cosino.primitives.rng import Rng

KUHN = compiled_variant("kuhn")


def test_defaults_and_validation():
    cfg = SampleConfig()
    assert (cfg.playouts, cfg.posterior_samples) == (2000, 64)
    with pytest.raises(GameTreeError):
        SampleConfig(playouts=1)


def test_same_seed_same_estimate_and_interval_holds_on_kuhn():
    cfg = SampleConfig(playouts=4000, posterior_samples=32, seed=5)
    a = sampled_best_response(KUHN, {}, 1, cfg)
    b = sampled_best_response(variant_tree("kuhn"), {}, 1, cfg)  # lazy states, same draws
    assert a == b
    assert a.lower() <= float(best_response(KUHN, {}, 1)) <= a.upper()


def test_sampled_exploitability_on_kuhn_and_leduc_seeded():
    exact = float(exploitability_2p_zerosum(KUHN, {}, [Fraction(-1, 18), Fraction(1, 18)]))
    est = sampled_exploitability_2p_zerosum(KUHN, {}, [Fraction(-1, 18), Fraction(1, 18)], SampleConfig(seed=2))
    assert est.lower() <= exact <= est.upper() and est.samples == 2000
    leduc = compiled_variant("leduc")
    est = sampled_exploitability_2p_zerosum(leduc, {}, [0, 0], SampleConfig(playouts=500, posterior_samples=8, seed=3))
    assert abs(est.mean - float(nash_conv(leduc, {}))) < 5 * est.std_error + 0.5


def test_requires_two_player_zero_sum():
    with pytest.raises(GameTreeError, match="zero-sum"):
        sampled_exploitability_2p_zerosum(battle_of_the_sexes(), {}, [0, 0])
    assert len(sampled_best_responses(battle_of_the_sexes(), {}, SampleConfig(playouts=10, posterior_samples=2))) == 2


class Dice(GameState):
    """Chance that can only be sampled: a die with an unlisted number of faces, then a guess."""

    def __init__(self, roll=None, guess=None):
        self.roll, self.guess = roll, guess

    def is_chance(self):
        return self.roll is None

    def chance_outcomes(self):
        return None

    def sample_chance(self, rng: Rng):
        return rng.randbelow(6)

    def is_terminal(self):
        return self.guess is not None

    def current_player(self):
        return 0

    def infoset_key(self):
        return f"0|{self.roll % 2}"  # the guesser sees only the parity

    def legal_actions(self):
        return ["low", "high"]

    def child(self, action):
        return Dice(action, None) if self.roll is None else Dice(self.roll, action)

    def returns(self):
        win = (self.roll >= 3) == (self.guess == "high")
        return [1, -1] if win else [-1, 1]


class DiceGame(GameTree):
    name = "dice"

    def root(self):
        return Dice()


def test_sampled_chance_works_where_exact_refuses():
    with pytest.raises(ChanceNotEnumerable):
        nash_conv(DiceGame(), {})
    est = sampled_best_response(DiceGame(), {}, 0, SampleConfig(playouts=3000, posterior_samples=400, seed=1))
    # Odd rolls 1,3,5: high wins 2/3; even 0,2,4: low wins 2/3 -> value 1/3.
    assert est.lower() <= 1 / 3 <= est.upper()
