"""Closed-form invariants of the advisor's rollouts, with opponent responses pinned (``fixed`` model).

With constant response probabilities every candidate's per-sample result has a closed form, and
common random numbers make paired differences exact; these tests check them sample by sample.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate, RolloutSettings, rollout_action_evs, settle_units
from cosino.advisor.state import state_from_dict
from cosino.games.poker.equity import UNIT as SCALE
from cosino.games.poker.equity import exact_equity, monte_carlo_equity
from cosino.primitives.cards import card_index


def C(text: str) -> list[int]:
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


def combo(text: str) -> tuple[int, int]:
    a, b = C(text)
    return (min(a, b), max(a, b))


def river_state(
    hero_cards: str,
    board: str,
    pot: int,
    hero_stack: int,
    opp_stack: int,
    opp_bet: int = 0,
    hero_is_dealer: bool = True,
    extra: dict | None = None,
) -> object:
    data = {
        "hero": 0,
        "dealer": 0 if hero_is_dealer else 1,
        "hero_cards": hero_cards,
        "board": board,
        "pot": pot,
        "big_blind": 2,
        "actor": 0,
        "seats": [{"stack": hero_stack, "committed": 0}, {"stack": opp_stack, "committed": opp_bet}],
        "history": (
            [{"street": "river", "seat": 1, "action": "bet", "amount": opp_bet}]
            if opp_bet
            else [{"street": "river", "seat": 1, "action": "check"}]
        ),
    }
    if extra:
        data.update(extra)
    return state_from_dict(data)


def fixed(**p: object) -> RolloutSettings:
    probs = {"fold": 0, "call": 0, "raise": 0, "bet": 0}
    probs.update(p)
    return RolloutSettings(response="fixed", response_params=probs, hero_model="call")


BOARD = "2c7d9hJsQc"  # no straight or flush possible with most holdings below
WINNERS = [combo("3d4d"), combo("3h5h")]  # hero AhKd beats these (ace high vs nothing)
LOSERS = [combo("QdQh"), combo("JdJh"), combo("9c9d")]  # sets beat the hero


def mixed_range(win: int, lose: int) -> Range:
    combos = WINNERS[:win] + LOSERS[:lose]
    return Range(combos, [1000] * len(combos), "pinned")


def test_fold_is_exactly_zero_and_always_fold_opponent_makes_every_bet_worth_the_pot():
    s = river_state("AhKd", BOARD, pot=20, hero_stack=100, opp_stack=100)
    cands = [Candidate("fold"), Candidate("check"), Candidate("bet", 5), Candidate("bet", 20), Candidate("bet", 100)]
    res = rollout_action_evs(s, cands, [mixed_range(2, 3)], 200, seed=1, settings=fixed(fold=1))
    assert res.evs[0].units == [0] * 200
    for e in res.evs[2:]:
        assert e.units == [20 * SCALE] * 200  # the whole pot, whatever the size


def test_always_call_river_bet_is_pot_plus_x_or_minus_x():
    s = river_state("AhKd", BOARD, pot=20, hero_stack=100, opp_stack=100)
    x = 15
    res = rollout_action_evs(
        s, [Candidate("check"), Candidate("bet", x)], [mixed_range(2, 3)], 300, seed=2, settings=fixed(call=1)
    )
    check, bet = res.evs
    for c_units, b_units in zip(check.units, bet.units):
        won = c_units > 0
        assert c_units in (0, 20 * SCALE)
        assert b_units == ((20 + x) * SCALE if won else -x * SCALE)


def test_ev_strictly_decreases_with_size_below_half_equity_and_check_is_recommended():
    s = river_state("AhKd", BOARD, pot=20, hero_stack=200, opp_stack=200)
    sizes = [5, 10, 20, 40]
    cands = [Candidate("check")] + [Candidate("bet", x) for x in sizes]
    res = rollout_action_evs(
        s, cands, [mixed_range(1, 3)], 400, seed=3, settings=fixed(fold=Fraction(1, 4), call=Fraction(3, 4))
    )
    won = [u > 0 for u in res.evs[0].units]
    assert sum(won) / len(won) < 0.5
    for (xa, a), (xb, b) in zip(zip(sizes, res.evs[1:]), zip(sizes[1:], res.evs[2:])):
        for w, ua, ub in zip(won, a.units, b.units):
            # Paired difference per sample: (2s - 1) * dX when called, 0 when the opponent folds.
            assert ub - ua in (0, (1 if w else -1) * (xb - xa) * SCALE)
        assert b.ev < a.ev
    # Against an opponent that always calls, no bet gains fold equity: checking is best.
    calls = rollout_action_evs(s, cands, [mixed_range(1, 3)], 400, seed=3, settings=fixed(call=1))
    assert calls.best_index() == 0
    assert all(x.ev > y.ev for x, y in zip(calls.evs, calls.evs[1:]))


def test_zero_equity_call_costs_exactly_the_call():
    s = river_state("AhKd", BOARD, pot=30, hero_stack=90, opp_stack=80, opp_bet=10)
    res = rollout_action_evs(
        s, [Candidate("fold"), Candidate("call", 10)], [mixed_range(0, 3)], 200, seed=4, settings=fixed(call=1)
    )
    assert res.evs[1].units == [-10 * SCALE] * 200
    assert res.evs[1].ev == -10 and res.evs[0].ev == 0


def test_fold_call_flips_exactly_at_the_pot_odds_threshold():
    ranges = [mixed_range(2, 2)]
    base = river_state("AhKd", BOARD, pot=30, hero_stack=90, opp_stack=0, opp_bet=10)
    res = rollout_action_evs(
        base, [Candidate("fold"), Candidate("call", 10)], ranges, 400, seed=5, settings=fixed(call=1)
    )
    won = sum(1 for u in res.evs[1].units if u > 0)
    n = 400
    eq = Fraction(won, n)
    # EV(call) = eq * (pot + call) - call, sample by sample.
    assert Fraction(sum(res.evs[1].units), n * SCALE) == eq * 40 - 10
    # Choose pots on each side of the threshold eq = call / (pot + call).
    for pot, expect in ((int(10 / eq) - 10 - 2, "fold"), (int(10 / eq) - 10 + 2, "call")):
        s = river_state("AhKd", BOARD, pot=pot, hero_stack=90, opp_stack=0, opp_bet=10)
        r = rollout_action_evs(
            s, [Candidate("fold"), Candidate("call", 10)], ranges, 400, seed=5, settings=fixed(call=1)
        )
        assert ("fold", "call")[r.best_index()] == expect


def test_call_against_all_in_matches_exact_enumeration():
    opp = Range([combo("QdQh"), combo("3d4d"), combo("AsQs"), combo("KsKc")], [1000, 500, 1000, 250], "pinned")
    s = river_state("AhKd", BOARD, pot=30, hero_stack=90, opp_stack=0, opp_bet=10)
    res = rollout_action_evs(s, [Candidate("fold"), Candidate("call", 10)], [opp], 2000, seed=6, settings=fixed(call=1))
    share = exact_equity(C("AhKd"), C(BOARD), [opp]).equity
    expected = share * 40 - 10
    assert abs(res.evs[1].ev - expected) < 4 * res.evs[1].se + 1e-9


def test_paired_differences_have_lower_variance_than_independent_ones():
    s = river_state("AhKd", BOARD, pot=20, hero_stack=200, opp_stack=200)
    res = rollout_action_evs(
        s,
        [Candidate("bet", 10), Candidate("bet", 12)],
        [mixed_range(2, 3)],
        400,
        seed=7,
        settings=fixed(fold=Fraction(1, 2), call=Fraction(1, 2)),
    )
    independent = (res.evs[0].se ** 2 + res.evs[1].se ** 2) ** 0.5
    assert res.paired_se(0, 1) < independent / 2


def test_the_nuts_never_folds():
    # Royal flush for the hero: whatever the opponents hold and do, folding is never recommended.
    s = state_from_dict(
        {
            "hero": 0,
            "dealer": 1,
            "hero_cards": "AsKs",
            "board": "QsJsTs2d3c",
            "pot": 40,
            "big_blind": 2,
            "actor": 0,
            "seats": [{"stack": 100, "committed": 0}, {"stack": 80, "committed": 20}],
            "history": [{"street": "river", "seat": 1, "action": "bet", "amount": 20}],
        }
    )
    for response, params in (("behavior", None), ("mdf_range", None), ("fixed", {"fold": 1}), ("fixed", {"call": 1})):
        r = recommend_action(
            s,
            DecisionConfig(
                equity_simulations=50,
                rollout_simulations=60,
                seed=1,
                rollout_response=response,
                rollout_response_params=params,
            ),
        )
        assert r.recommended.kind != "fold"
        assert r.ev_of("fold").ev_bb == 0


def test_multiway_shares_are_not_double_counted_and_folded_players_never_win():
    # Three players put 10 each, hero ties the best live hand with seat 1; seat 2 (best hand) folded.
    out = settle_units(6, [10, 10, 10], [True, True, False], [5, 5, 9])
    assert out == [18 * SCALE, 18 * SCALE, 0]
    assert sum(out) == 36 * SCALE


def test_side_pots_a_short_all_in_with_the_best_hand_takes_the_main_pot_alone():
    out = settle_units(0, [10, 30, 30], [True, True, True], [9, 1, 5])
    assert out == [30 * SCALE, 0, 40 * SCALE]


def test_three_way_tie_splits_exactly_without_odd_chip_bias():
    out = settle_units(1, [10, 10, 10], [True, True, True], [4, 4, 4])
    assert out == [31 * SCALE // 3] * 3 and 31 * SCALE % 3 == 0


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 50), st.booleans(), st.integers(0, 3)), min_size=2, max_size=6),
    st.integers(0, 20),
)
def test_settlement_conserves_every_chip_and_pays_no_folded_player(players, dead):
    contrib = [c for c, _, _ in players]
    live = [l for _, l, _ in players]
    ranks = [r for _, _, r in players]
    if not any(live):
        live[0] = True
    out = settle_units(dead, contrib, live, ranks)
    assert sum(out) == (dead + sum(contrib)) * SCALE
    assert all(o == 0 for o, l in zip(out, live) if not l)
    assert all(o >= 0 for o in out)


def test_monte_carlo_equity_is_within_its_error_of_the_exact_value():
    opp = Range([combo("QdQh"), combo("3d4d"), combo("AsQs"), combo("8c8d"), combo("KsJh")], [1000] * 5, "pinned")
    exact = exact_equity(C("AhKd"), C("2c7d9hJs"), [opp]).equity
    est = monte_carlo_equity(C("AhKd"), C("2c7d9hJs"), [opp], 1500, seed=3)
    assert abs(est.equity - exact) < 4 * est.se


def test_exact_equity_agrees_with_treys():
    treys = pytest.importorskip("treys")
    ev = treys.Evaluator()
    board = ["2c", "7d", "9h", "Js", "Qc"]
    opp_hands = ["QdQh", "3d4d", "AsQs", "KsJh"]
    hero = "AhKd"
    mine = ev.evaluate(
        [treys.Card.new(board[i]) for i in range(5)], [treys.Card.new(hero[:2]), treys.Card.new(hero[2:])]
    )
    wins = 0.0
    for h in opp_hands:
        theirs = ev.evaluate([treys.Card.new(b) for b in board], [treys.Card.new(h[:2]), treys.Card.new(h[2:])])
        wins += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0  # treys: lower is better
    opp = Range([combo(h) for h in opp_hands], [1000] * 4, "pinned")
    assert exact_equity(C(hero), C("".join(board)), [opp]).equity == pytest.approx(wins / 4)


def test_multiway_call_asks_the_opponent_who_checked_earlier_on_the_street():
    """3-way flop: the SB checked, the BB bet 9 into 18, the hero calls; the SB always folds when asked.

    The SB must answer the bet, so the hero's result is the whole pot or the call: +27 or -9, never a
    three-way showdown with a player who never paid.
    """
    state = state_from_dict(
        {
            "hero": 0,
            "dealer": 0,
            "hero_cards": "AhKd",
            "board": "2c7d9h",
            "pot": 27,
            "big_blind": 2,
            "small_blind": 1,
            "actor": 0,
            "starting_stacks": [200, 200, 200],
            "seats": [
                {"stack": 194, "committed": 0},
                {"stack": 194, "committed": 0},
                {"stack": 185, "committed": 9},
            ],
            "history": [
                {"street": "preflop", "seat": 0, "action": "raise", "amount": 6},
                {"street": "preflop", "seat": 1, "action": "call"},
                {"street": "preflop", "seat": 2, "action": "call"},
                {"street": "flop", "seat": 1, "action": "check"},
                {"street": "flop", "seat": 2, "action": "bet", "amount": 9},
            ],
        }
    )
    ranges = [mixed_range(2, 0), Range(LOSERS[:2], [1000, 1000], "pinned")]
    result = rollout_action_evs(state, [Candidate("call", 9)], ranges, 40, seed=3, settings=fixed(fold=1))
    values = set(result.evs[0].units)
    assert values <= {27 * SCALE, -9 * SCALE}
    assert len(values) == 2
