"""Refusals, documented assumptions and component failures: each injected, each with its code."""

from __future__ import annotations

import json

import pytest

from cosino.advisor import decision as decision_module
from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.pipeline import analyze, load_solver, observe_manual, observe_screenshot
from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.state import StateError, state_from_dict, validate
from cosino.advisor.strategy import LookupMiss, SolverHit

FAST = DecisionConfig(equity_simulations=40, rollout_simulations=40, seed=1, bootstrap_resamples=20)


def spot(**over):
    data = {
        "hero": 0,
        "dealer": 1,
        "hero_cards": "AhKd",
        "board": "2c7d9h",
        "pot": 20,
        "big_blind": 2,
        "small_blind": 1,
        "actor": 0,
        "seats": [{"stack": 90, "committed": 0}, {"stack": 80, "committed": 10}],
        "history": [{"street": "flop", "seat": 1, "action": "bet", "amount": 10}],
    }
    seats = over.pop("seats", None)
    data.update(over)
    if seats is not None:
        data["seats"] = seats
    return state_from_dict(data)


def codes(report):
    return report.details["refusal_codes"]


# -- refusals -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "over, code",
    [
        ({"board": "2c7d9hAh"}, "duplicate_cards"),
        ({"pot": 5}, "pot_below_bets"),
        ({"starting_stacks": [100, 100]}, "pot_mismatch"),
        ({"board": "2c7d"}, "board_street"),
        ({"street": "turn"}, "board_street"),
        (
            {
                "seats": [
                    {"stack": 90, "committed": 0},
                    {"stack": 80, "committed": 10, "sitting_out": True},
                    {"stack": 50, "committed": 0},
                ]
            },
            "dealer",
        ),
        ({"hero_cards": None}, "HERO_CARDS_UNKNOWN"),
        ({"actor": 1}, "NOT_HERO_TURN"),
        ({"seats": [{"stack": None, "committed": 0}, {"stack": 80, "committed": 10}]}, "HERO_STACK_UNKNOWN"),
        ({"seats": [{"stack": 90, "committed": 0, "folded": True}, {"stack": 80, "committed": 10}]}, "HERO_FOLDED"),
        ({"seats": [{"stack": 0, "committed": 0}, {"stack": 80, "committed": 10}]}, "HERO_ALL_IN"),
        ({"seats": [{"stack": 90, "committed": 0}, {"stack": 80, "committed": 10, "folded": True}]}, "NO_OPPONENTS"),
    ],
)
def test_refusals_carry_their_code_and_no_recommendation(over, code):
    report = recommend_action(spot(**over), FAST)
    assert report.recommended is None and report.method == "none"
    assert code in codes(report)
    assert all(e["status"] == "not run" for e in report.details["source_cascade"])
    assert "refused" in report.format()


def test_a_clean_state_validates():
    assert validate(spot()) == []


def test_screenshot_input_refuses_with_a_clear_code():
    report = analyze(observe_screenshot("table.png"), FAST)
    assert report.recommended is None and codes(report) == ["SCREENSHOT_UNSUPPORTED"]
    assert report.uncertainty["observation"]["source"] == "screenshot"


# -- bad input that cannot form a state -----------------------------------------------------------------


@pytest.mark.parametrize(
    "over, field",
    [
        ({"hero_cards": "AhKx"}, "hero_cards"),
        ({"hero_cards": "AhK"}, "hero_cards"),
        ({"board": "2c7d9z"}, "board"),
        ({"dealer": 7}, "dealer"),
        ({"dealer": "button"}, "dealer"),
        ({"hero": 2}, "hero"),
        ({"actor": 9}, "actor"),
        ({"pot": "lots"}, "pot"),
    ],
)
def test_bad_input_raises_value_error_naming_the_field(over, field):
    with pytest.raises(ValueError, match=field):
        spot(**over)
    assert issubclass(StateError, ValueError)


# -- assumptions ----------------------------------------------------------------------------------------


def test_unknown_actor_is_assumed_to_be_the_hero_with_low_confidence():
    report = recommend_action(spot(actor=None), FAST)
    assert report.recommended is not None
    assert "ACTOR_UNKNOWN" in report.details["assumptions"] and report.confidence == "low"
    assert any("assumed to be the hero" in w for w in report.warnings)


def test_unknown_opponent_stack_is_assumed_to_cover_the_hero():
    report = recommend_action(spot(seats=[{"stack": 90, "committed": 0}, {"stack": None, "committed": 10}]), FAST)
    assert report.recommended is not None
    assert "OPPONENT_STACK_UNKNOWN" in report.details["assumptions"] and report.confidence == "low"


# -- component failures ---------------------------------------------------------------------------------


def boom(*args, **kwargs):
    raise RuntimeError("injected failure")


def test_equity_sampler_failure_is_reported_and_rollouts_still_run(monkeypatch):
    monkeypatch.setattr(decision_module, "monte_carlo_equity", boom)
    report = recommend_action(spot(), FAST)
    assert report.details["equity_error"] == "EQUITY_ERROR" and report.equity is None
    assert report.method == "rollout"


def test_rollout_failure_falls_back_to_the_heuristic(monkeypatch):
    monkeypatch.setattr(decision_module, "rollout_action_evs", boom)
    report = recommend_action(spot(), FAST)
    rollout = report.details["source_cascade"][1]
    assert rollout["code"] == "ROLLOUT_ERROR" and report.method == "heuristic"
    assert report.recommended.kind in ("call", "fold")


def test_heuristic_facing_a_bet_without_equity_refuses_with_no_equity(monkeypatch):
    monkeypatch.setattr(decision_module, "monte_carlo_equity", boom)
    monkeypatch.setattr(decision_module, "rollout_action_evs", boom)
    report = recommend_action(spot(), FAST)
    assert report.recommended is None and codes(report) == ["NO_EQUITY"]


def test_without_equity_the_heuristic_only_checks_and_says_so(monkeypatch):
    monkeypatch.setattr(decision_module, "monte_carlo_equity", boom)
    monkeypatch.setattr(decision_module, "rollout_action_evs", boom)
    free = spot(
        seats=[{"stack": 90, "committed": 0}, {"stack": 90, "committed": 0}],
        pot=20,
        history=[{"street": "flop", "seat": 1, "action": "check"}],
    )
    report = recommend_action(free, FAST)
    assert report.recommended.kind == "check" and report.method == "heuristic"
    assert any("never worse than folding" in w for w in report.warnings)


def test_empty_range_after_card_removal_means_no_equity_and_no_rollouts(monkeypatch):
    monkeypatch.setattr(decision_module, "opponent_range", lambda state, seat: Range([], [], "empty"))
    report = recommend_action(spot(), FAST)
    assert "RANGE_EMPTY" in report.details["range_codes"]
    assert report.equity is None and report.rollout is None
    assert report.recommended is None and codes(report) == ["NO_EQUITY"]


class RaisingSolver:
    def lookup(self, state):
        raise RuntimeError("broken lookup")


class FixedSolver:
    """Answers every lookup with a given strategy and a well-settled confidence entry."""

    def __init__(self, actions):
        self.actions = actions

    def lookup(self, state):
        conf = {"visits": 10_000, "movement": 0.001, "seed_disagreement": 0.01, "collision": 0.01, "flags": []}
        return SolverHit("1|0|c/", self.actions, True, conf)


def test_solver_lookup_that_raises_is_a_solver_error_rejection():
    report = recommend_action(
        spot(), DecisionConfig(equity_simulations=40, rollout_simulations=40, solver=RaisingSolver())
    )
    entry = report.details["source_cascade"][0]
    assert entry["status"] == "rejected" and entry["code"] == "SOLVER_ERROR"
    assert report.method == "rollout"


@pytest.mark.parametrize(
    "content, code",
    [
        (None, "INCOMPATIBLE_CHECKPOINT"),
        ("not json", "INCOMPATIBLE_CHECKPOINT"),
        (json.dumps({"format": "something-else"}), "INCOMPATIBLE_CHECKPOINT"),
    ],
)
def test_missing_or_corrupt_artifact_is_reported_in_the_cascade(tmp_path, content, code):
    path = tmp_path / "s.json"
    if content is not None:
        path.write_text(content)
    miss = load_solver(path)
    assert isinstance(miss, LookupMiss) and miss.code == code
    report = analyze(spot(), FAST, solver=miss)
    assert report.details["source_cascade"][0] == {
        "source": "solver",
        "status": "rejected",
        "code": code,
        "reasons": [code],
    }
    assert report.method == "rollout"


def test_solver_answer_is_never_called_an_equilibrium_and_rollout_failure_keeps_its_frequencies(monkeypatch):
    solver = FixedSolver([(Candidate("call", 10, "call 10"), 0.7), (Candidate("fold"), 0.3)])
    monkeypatch.setattr(decision_module, "rollout_action_evs", boom)
    report = recommend_action(spot(), DecisionConfig(equity_simulations=40, rollout_simulations=40, solver=solver))
    assert report.method == "solver" and report.recommended.kind == "call"
    assert report.details["source_cascade"][1]["code"] == "ROLLOUT_ERROR"
    assert all(c.ev_bb is None for c in report.candidates) and report.mix == {"call 10": 0.7, "fold": 0.3}
    assert "no equilibrium guarantee" in report.mix_meaning
    assert "GTO" not in report.format()


def test_solver_and_rollouts_disagreeing_warns_and_drops_confidence():
    # The solver folds the nuts; rollouts see a clear call.
    s = spot(hero_cards="9c9d", board="9h9s2c")
    solver = FixedSolver([(Candidate("fold"), 0.9), (Candidate("call", 10, "call 10"), 0.1)])
    report = recommend_action(s, DecisionConfig(equity_simulations=40, rollout_simulations=200, solver=solver))
    assert report.method == "solver" and report.recommended.kind == "fold"
    assert any("solver and rollouts disagree" in w for w in report.warnings)
    assert report.confidence == "low"
    assert report.details["source_cascade"][-1] == {"source": "consistency check", "status": "conflict"}
    assert report.details["source_cascade"][1]["status"] == "used for EVs only"


def test_multiway_spots_are_outside_the_abstraction():
    s = spot(
        seats=[{"stack": 90, "committed": 0}, {"stack": 80, "committed": 10}, {"stack": 80, "committed": 10}],
        pot=30,
        history=[
            {"street": "flop", "seat": 1, "action": "bet", "amount": 10},
            {"street": "flop", "seat": 2, "action": "call", "amount": 10},
        ],
    )
    report = recommend_action(s, DecisionConfig(equity_simulations=40, rollout_simulations=40, solver=RaisingSolver()))
    assert report.details["source_cascade"][0]["code"] == "OUTSIDE_ABSTRACTION"
    assert any("multiway" in w for w in report.warnings)


def test_observe_manual_round_trips_a_state():
    s = spot()
    assert observe_manual(s.to_dict()).state == s
