"""Extreme but valid advisor inputs, checked against answers computed exactly by hand."""

from __future__ import annotations

import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import Range
from cosino.advisor.state import state_from_dict
from cosino.primitives.cards import card_index


def combo(text):
    a, b = card_index(text[:2]), card_index(text[2:])
    return (min(a, b), max(a, b))


def _checked_to_river(bet_to: int) -> list[dict]:
    line = [
        {"street": "preflop", "seat": 1, "action": "raise", "amount": 6},
        {"street": "preflop", "seat": 0, "action": "call"},
    ]
    for street in ("flop", "turn"):
        line += [{"street": street, "seat": 0, "action": "check"}, {"street": street, "seat": 1, "action": "check"}]
    return line + [
        {"street": "river", "seat": 0, "action": "check"},
        {"street": "river", "seat": 1, "action": "bet", "amount": bet_to},
    ]


# -- all-in to call for less --------------------------------------------------------------------------
# Pot 20, the villain bets 100, the hero has 10 behind: only 10 of the bet can be called, so the hero
# plays for 20 + 10 + 10 = 40 (30 on offer) and needs 10 / 40 = 25% equity, not 10 / 130.
SHORT_CALL = {
    "hero": 0,
    "dealer": 1,
    "hero_cards": "QcJd",
    "board": "Kh8h2c7d3s",
    "pot": 120,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 0,
    "seats": [{"stack": 10, "committed": 0}, {"stack": 500, "committed": 100}],
    "history": _checked_to_river(100),
}
# Against these eight hands QcJd (king high on this board) beats only Tc9d: equity exactly 1/8.
EIGHTH = Range(
    [combo(c) for c in ("Tc9d", "AcKc", "AdKd", "AsKs", "KcQd", "KdJc", "KsTd", "9c9s")], [1000] * 8, "eighth"
)


def test_winnable_pot_leaves_out_the_bet_the_hero_cannot_match():
    state = state_from_dict(SHORT_CALL)
    assert state.to_call() == 10 and state.winnable_pot() == 30
    covered = state_from_dict({**SHORT_CALL, "seats": [{"stack": 500, "committed": 0}, SHORT_CALL["seats"][1]]})
    assert covered.winnable_pot() == 120


def test_all_in_for_less_heuristic_prices_the_call_on_the_pot_it_can_win():
    # Was: pot odds 0.077 and "call" with 12.5% equity, EV +6.25 chips instead of 40/8 - 10 = -5.
    state = state_from_dict(SHORT_CALL)
    config = DecisionConfig(equity_simulations=4000, rollout_simulations=0, seed=3, given_ranges=(EIGHTH,))
    report = recommend_action(state, config)
    eq = report.equity.equity
    assert abs(eq - 0.125) < 4 * report.equity.se + 1e-9
    assert report.summary["pot_odds"] == 0.25
    assert report.method == "heuristic" and report.recommended.kind == "fold"
    assert report.ev_of("call").ev_bb == pytest.approx((eq * 40 - 10) / 2)


def test_all_in_for_less_subgame_pays_only_the_matched_part():
    # The hero can only fold or call all-in, so the subgame EV of calling is exact: 40 * 1/8 - 10 = -5
    # chips = -2.5 BB. Was +6.25 chips (130 * 1/8 - 10): the uncalled 90 chips were counted as won.
    pytest.importorskip("numpy")
    from cosino_runtime.subgame import SubgameSource

    state = state_from_dict(SHORT_CALL)
    config = DecisionConfig(
        equity_simulations=200, rollout_simulations=200, seed=3, given_ranges=(EIGHTH,), sources=(SubgameSource(),)
    )
    report = recommend_action(state, config)
    assert report.method == "subgame"
    assert report.recommended.kind == "fold"
    assert report.ev_of("call").ev_bb == pytest.approx(-2.5, abs=1e-4)
