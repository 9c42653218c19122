"""Sampled analytics: determinism, intervals, budgets and games whose chance is only sampled."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.analytics import (
    GameTreeError,
    SampleConfig,
    best_response,
    compile_tree,
    compiled_variant,
    expected_payoffs,
    expected_payoffs_sampled,
    exploitability_2p_zerosum,
    nash_conv,
    sampled_best_response,
    sampled_best_responses,
    sampled_exploitability_2p_zerosum,
)
from cosino.analytics.sampled import MAX_DEPTH
from cosino.analytics.testgames import LateDealKuhn, battle_of_the_sexes, three_player_kuhn
from cosino.analytics.tree import ChanceNotEnumerable, GameState, GameTree, variant_tree
from cosino.games.poker.kuhn import nash_profile
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
    assert est.lower() <= exact <= est.upper() and est.samples == 4000  # both responses' playouts
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


def test_sampled_chance_works_and_exact_falls_back_to_a_monte_carlo_chance_reach():
    br = best_response(DiceGame(), {}, 0)  # chance reach from 256 seeded draws
    assert abs(float(br) - 1 / 3) < 0.15
    t = compile_tree(DiceGame(), chance_samples=4000, seed=2)
    assert t.sampled_chance and abs(float(best_response(t, {}, 0)) - 1 / 3) < 0.05
    est = sampled_best_response(DiceGame(), {}, 0, SampleConfig(playouts=3000, posterior_samples=400, seed=1))
    # Odd rolls 1,3,5: high wins 2/3; even 0,2,4: low wins 2/3 -> value 1/3.
    assert est.lower() <= 1 / 3 <= est.upper()


# --- chance below the root, long games, failures of the game's own code ----------------------

CFR_LIKE = {"0|J||": {"k": 0.6, "b": 0.4}, "1|Q||b": {"f": 0.2, "c": 0.8}, "0|K||kb": {"f": 0.3, "c": 0.7}}


def test_chance_below_the_root_is_unbiased_lazily_and_compiled():
    late = LateDealKuhn()
    exact = float(exploitability_2p_zerosum(late, CFR_LIKE, late.nash_value()))
    assert exact == float(exploitability_2p_zerosum(KUHN, CFR_LIKE, late.nash_value()))  # the same game
    cfg = SampleConfig(playouts=4000, seed=5)
    lazy = sampled_exploitability_2p_zerosum(LateDealKuhn(), CFR_LIKE, late.nash_value(), cfg)  # never compiled
    comp = sampled_exploitability_2p_zerosum(compile_tree(late), CFR_LIKE, late.nash_value(), cfg)
    for est in (lazy, comp):
        assert est.lower() <= exact <= est.upper()
    assert lazy.mean == comp.mean  # the same exact choice, the same playouts


def test_over_budget_the_choice_is_sampled_and_leans_low():
    late = LateDealKuhn()
    exact = float(best_response(late, CFR_LIKE, 1))
    est = sampled_best_response(LateDealKuhn(), CFR_LIKE, 1, SampleConfig(playouts=500, choose_nodes=5, seed=1))
    assert est.mean <= exact + 3 * est.std_error


def test_expected_payoffs_sampled_matches_the_exact_payoffs():
    game = three_player_kuhn()
    exact = [float(u) for u in expected_payoffs(game, {})]
    est = expected_payoffs_sampled(game, {}, SampleConfig(playouts=3000, seed=4))
    assert len(est) == 3 and all(e.samples == 3000 for e in est)
    assert all(e.mean - 4 * e.std_error <= u <= e.mean + 4 * e.std_error for e, u in zip(est, exact))


class _Chain(GameState):
    """A one-player chain of ``length`` forced moves, then payoff 1."""

    def __init__(self, length, at=0):
        self.length, self.at = length, at

    def is_terminal(self):
        return self.at >= self.length

    def current_player(self):
        return 0

    def infoset_key(self):
        return str(self.at)

    def legal_actions(self):
        return ["go"]

    def child(self, action):
        return type(self)(self.length, self.at + 1)

    def returns(self):
        return [1, -1]


class ChainGame(GameTree):
    name = "chain"

    def __init__(self, length):
        self.length = length

    def root(self):
        return _Chain(self.length)


def test_deep_games_need_no_recursion_and_the_step_guard_is_reached():
    cfg = SampleConfig(playouts=2, posterior_samples=1)
    assert sampled_best_response(ChainGame(5000), {}, 0, cfg).mean == 1.0  # deeper than the recursion limit
    with pytest.raises(GameTreeError, match=f"past {MAX_DEPTH} steps"):
        sampled_best_response(ChainGame(MAX_DEPTH + 5), {}, 0, cfg)
    with pytest.raises(GameTreeError, match=f"past {MAX_DEPTH} steps"):
        expected_payoffs_sampled(ChainGame(MAX_DEPTH + 5), {}, cfg)


class _Failing(_Chain):
    def returns(self):
        raise RuntimeError("scorer crashed")


class FailingGame(ChainGame):
    name = "failing"

    def root(self):
        return _Failing(2)


class _BadDice(Dice):
    def sample_chance(self, rng):
        raise RuntimeError("no dice")


class BadDiceGame(DiceGame):
    def root(self):
        return _BadDice()


def test_failures_of_the_game_become_tree_errors_naming_where():
    cfg = SampleConfig(playouts=2, posterior_samples=1)
    for run in (
        lambda: sampled_best_response(FailingGame(2), {}, 0, cfg),
        lambda: expected_payoffs_sampled(FailingGame(2), {}, cfg),
        lambda: nash_conv(FailingGame(2), {}),
    ):
        with pytest.raises(GameTreeError, match=r"'failing' at root>go>go: .*RuntimeError: scorer crashed"):
            run()
    with pytest.raises(GameTreeError, match="sample_chance.*no dice"):
        expected_payoffs_sampled(BadDiceGame(), {}, cfg)
    with pytest.raises(ChanceNotEnumerable, match="no dice"):
        nash_conv(BadDiceGame(), {})


def test_profiles_must_be_distributions_and_values_zero_sum():
    for bad, said in (({"k": 5}, "sum to 5, off 1 by 4"), ({"k": 0, "b": 0}, "sum to 0, off 1 by -1")):
        with pytest.raises(GameTreeError, match=f"'0\\|K\\|\\|': probabilities {said}"):
            best_response(KUHN, {"0|K||": bad}, 1)
        with pytest.raises(GameTreeError, match="probabilities"):
            sampled_best_response(variant_tree("kuhn"), {"0|K||": bad}, 1, SampleConfig(playouts=50))
    assert best_response(KUHN, {"0|K||": {"k": 0.5, "b": 0.5000004}}, 1) > 0  # rounding is tolerated
    for value, said in (([1, 1], "does not sum to 0"), ([0], "two numbers"), (None, "two numbers")):
        with pytest.raises(GameTreeError, match=said):
            exploitability_2p_zerosum(KUHN, nash_profile(), value)
        with pytest.raises(GameTreeError, match=said):
            sampled_exploitability_2p_zerosum(KUHN, nash_profile(), value, SampleConfig(playouts=10))
