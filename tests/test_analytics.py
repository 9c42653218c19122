"""Exact analytics on Kuhn, Leduc and the small test games, and malformed games."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.analytics import (
    ChanceNotEnumerable,
    GameState,
    GameTree,
    GameTreeError,
    best_response,
    best_response_policy,
    best_responses,
    cfr_br,
    compile_tree,
    compiled_variant,
    descent_step,
    expected_payoffs,
    exploitability,
    exploitability_2p_zerosum,
    exploitability_descent,
    exploitability_symmetric,
    exploitability_zerosum,
    nash_conv,
    variant_tree,
)
from cosino.analytics.testgames import battle_of_the_sexes, rock_paper_scissors, three_player_kuhn
from cosino.games.poker.kuhn import nash_profile

KUHN = compiled_variant("kuhn")
LEDUC = compiled_variant("leduc")


def test_kuhn_uniform_values():
    assert exploitability_2p_zerosum(KUHN, {}, [Fraction(-1, 18), Fraction(1, 18)]) == Fraction(11, 12)
    assert nash_conv(KUHN, {}) / 2 == Fraction(11, 24)  # 0.458333...
    assert expected_payoffs(KUHN, {}) == [Fraction(1, 8), Fraction(-1, 8)]


def test_leduc_uniform_nash_conv():
    assert nash_conv(LEDUC, {}) == Fraction(1709, 360)  # 4.747222...
    assert len(LEDUC.infoset_keys) == 288 and exploitability(LEDUC, {}).metric == "symmetric"


@pytest.mark.parametrize("alpha", [Fraction(0), Fraction(1, 6), Fraction(1, 3), Fraction(1, 12)])
def test_kuhn_nash_family_is_unexploitable(alpha):
    table = nash_profile(alpha)
    assert best_responses(KUHN, table) == [Fraction(-1, 18), Fraction(1, 18)]
    assert expected_payoffs(KUHN, table) == [Fraction(-1, 18), Fraction(1, 18)]
    result = exploitability(KUHN, table)
    assert result.metric == "2p-zerosum" and result.value == 0 and result.nash_proof


def test_nash_profile_rejects_alpha_out_of_range():
    with pytest.raises(ValueError, match="alpha"):
        nash_profile(Fraction(1, 2))


def test_rps_values():
    rps = rock_paper_scissors()
    assert exploitability(rps, {}).value == 0
    rock = {"0|": {"R": 1}, "1|": {"R": 1}}
    assert best_responses(rps, rock) == [1, 1]
    assert exploitability_2p_zerosum(rps, rock, [0, 0]) == 2 == exploitability_symmetric(rps, rock)
    assert best_response_policy(rps, rock, 0) == {"0|": "P"}


def test_general_sum_dispatch_reports_nash_conv_not_an_assumed_value():
    bos = battle_of_the_sexes()
    assert not bos.zero_sum
    pure = {"0|": {"O": 1}, "1|": {"O": 1}}
    res = exploitability(bos, pure)
    assert res.metric == "nash_conv" and not res.nash_proof and res.value == 0 and "general-sum" in res.note
    mixed = {"0|": {"O": Fraction(3, 5), "F": Fraction(2, 5)}, "1|": {"O": Fraction(2, 5), "F": Fraction(3, 5)}}
    assert nash_conv(bos, mixed) == 0
    assert exploitability(bos, {}).value == nash_conv(bos, {}) == Fraction(1, 4) + Fraction(1, 4)
    with pytest.raises(GameTreeError, match="zero-sum"):
        exploitability_2p_zerosum(bos, pure, [0, 0])
    with pytest.raises(GameTreeError, match="zero-sum"):
        exploitability_zerosum(bos, pure)


def test_three_player_kuhn():
    k3 = three_player_kuhn()
    res = exploitability(k3, {})
    assert res.metric == "nash_conv" and res.value > 0 and not res.nash_proof
    assert sum(expected_payoffs(k3, {})) == 0
    assert exploitability_zerosum(k3, {}) == sum(best_responses(k3, {}))
    with pytest.raises(GameTreeError, match="two-player"):
        exploitability_symmetric(k3, {})


def profiles(tree):
    """Hypothesis strategy: exact random profiles over a compiled tree."""
    rows = [st.lists(st.integers(0, 4), min_size=len(a), max_size=len(a)).filter(any) for a in tree.infoset_actions]

    def build(weights):
        return {
            k: {a: Fraction(w, sum(ws)) for a, w in zip(acts, ws)}
            for k, acts, ws in zip(tree.infoset_keys, tree.infoset_actions, weights)
        }

    return st.tuples(*rows).map(build)


@settings(max_examples=60, deadline=None)
@given(profiles(KUHN))
def test_best_response_bounds_on_random_kuhn_profiles(profile):
    u = expected_payoffs(KUHN, profile)
    br = best_responses(KUHN, profile)
    assert all(b >= x for b, x in zip(br, u))
    assert nash_conv(KUHN, profile) >= 0
    # Zero-sum: BR0 + BR1 >= 0, and each player's BR is at least its game value.
    assert br[0] >= Fraction(-1, 18) and br[1] >= Fraction(1, 18)
    # The BR policy, played as a pure profile, earns the BR value.
    for p in (0, 1):
        pure = dict(profile)
        pure.update({k: {a: 1} for k, a in best_response_policy(KUHN, profile, p).items()})
        assert expected_payoffs(KUHN, pure)[p] == br[p]


def test_float_and_exact_agree():
    table = nash_profile()
    floats = {k: {a: float(p) for a, p in row.items()} for k, row in table.items()}
    assert abs(nash_conv(KUHN, floats)) < 1e-12
    assert isinstance(nash_conv(KUHN, table), Fraction)


def test_cfr_br_approaches_the_best_response_at_low_temperature():
    exact = float(best_response(KUHN, {}, 0))
    cold = cfr_br(KUHN, {}, 0, temperature=1e-4, draws=16, seed=1)
    warm = cfr_br(KUHN, {}, 0, temperature=10.0, draws=200, seed=1)
    assert abs(cold.mean - exact) < 1e-9
    assert warm.mean < exact and warm.samples == 200
    with pytest.raises(GameTreeError):
        cfr_br(KUHN, {}, 0, temperature=0)


def test_exploitability_descent_direction_and_step():
    grad = exploitability_descent(KUHN, {})
    assert set(grad) == set(KUHN.infoset_keys)
    assert all(abs(sum(row.values())) < 1e-12 for row in grad.values())
    profile: dict = {}
    before = float(nash_conv(KUHN, profile))
    for _ in range(30):
        profile = descent_step(KUHN, profile, exploitability_descent(KUHN, profile), lr=0.5)
        assert all(abs(sum(r.values()) - 1) < 1e-12 and min(r.values()) >= 0 for r in profile.values())
    assert float(nash_conv(KUHN, profile)) < before / 2


# --- malformed games ---------------------------------------------------------------------


class Chain(GameState):
    """A configurable little game used to break the analytics on purpose."""

    def __init__(self, fault, depth=0):
        self.fault, self.depth = fault, depth

    def is_terminal(self):
        return self.fault != "endless" and self.depth >= 2

    def is_chance(self):
        return self.depth == 0 and self.fault in ("chance-sum", "chance-negative", "chance-sampled", "chance-empty")

    def chance_outcomes(self):
        return {
            "chance-sum": [(0, Fraction(1, 2)), (1, Fraction(1, 3))],
            "chance-negative": [(0, Fraction(3, 2)), (1, Fraction(-1, 2))],
            "chance-sampled": None,
            "chance-empty": [],
        }[self.fault]

    def current_player(self):
        return 5 if self.fault == "player" else self.depth % 2

    def infoset_key(self):
        if self.fault == "recall" and self.depth == 1:
            return "same"
        return "same" if self.fault == "mixed-actions" else f"{self.depth % 2}|d{self.depth}"

    def legal_actions(self):
        if self.fault == "no-actions":
            return []
        if self.fault == "mixed-actions" and self.depth == 1:
            return ["x"]
        return ["a", "b"]

    def child(self, action):
        return type(self)(self.fault, self.depth + 1)

    def returns(self):
        return [1, -1, 0] if self.fault == "returns" else [1, -1]


class Broken(GameTree):
    def __init__(self, fault):
        self.fault = fault
        self.name = f"broken-{fault}"

    def root(self):
        return Chain(self.fault)


@pytest.mark.parametrize(
    "fault,message",
    [
        ("endless", "more than 500 nodes"),
        ("chance-sum", "sum to 5/6"),
        ("chance-negative", "negative chance"),
        ("chance-empty", "no outcomes"),
        ("no-actions", "no legal actions"),
        ("mixed-actions", "disagree"),
        ("player", "out of range"),
        ("returns", "3 returns for 2 players"),
    ],
)
def test_malformed_games_raise_clear_errors(fault, message):
    with pytest.raises(GameTreeError, match=message):
        compile_tree(Broken(fault), max_nodes=500)


def test_imperfect_recall_and_sampled_chance_are_refused():
    class Forgetful(Chain):
        def infoset_key(self):
            return "0|x" if self.depth % 2 == 0 else f"1|{self.depth}"

        def is_terminal(self):
            return self.depth >= 3

        def current_player(self):
            return 0 if self.depth != 1 else 1

    class ForgetfulGame(Broken):
        def root(self):
            return Forgetful("recall")

    with pytest.raises(GameTreeError, match="imperfect recall"):
        best_responses(ForgetfulGame("recall"), {})
    with pytest.raises(ChanceNotEnumerable, match="sampled analytics"):
        nash_conv(Broken("chance-sampled"), {})


def test_bad_profiles_and_players():
    with pytest.raises(GameTreeError, match="not legal"):
        nash_conv(KUHN, {"0|K||": {"c": 1}})
    with pytest.raises(GameTreeError, match="negative"):
        nash_conv(KUHN, {"0|K||": {"k": 2, "b": -1}})
    with pytest.raises(GameTreeError, match="out of range"):
        best_response(KUHN, {}, 2)


def test_variant_without_a_tree_is_refused():
    from cosino.analytics.tree import VariantTree

    class NoTree:
        name = "no-tree"

    with pytest.raises(GameTreeError, match="does not expose its tree"):
        VariantTree(NoTree())
    assert variant_tree("kuhn").nash_value() == [Fraction(-1, 18), Fraction(1, 18)]
