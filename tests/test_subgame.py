"""The runtime's subgame solver: exact exploitability, the cascade slot, and a core that works without it."""

from __future__ import annotations

import numpy as np
import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.sources import SourceRequest
from cosino.advisor.spots import SPOTS
from cosino.primitives.cards import card_index
from cosino_runtime.subgame import SUBGAME_LABEL, SubgameSource
from cosino_runtime.subgame.solve import Solver, showdowns
from cosino_runtime.subgame.tree import Street, build

FAST = dict(equity_simulations=50, rollout_simulations=60, seed=1, bootstrap_resamples=20)


def combo(text):
    a, b = card_index(text[:2]), card_index(text[2:])
    return (min(a, b), max(a, b))


def test_nuts_versus_air_river_the_bluff_catcher_folds_and_the_nuts_bets():
    # Hero holds the nuts or air; the villain a bluff catcher. Pot 10, 20 behind.
    board = [card_index(c) for c in ("2c", "7d", "9h", "Js", "Qc")]
    hero = [combo("QdQh"), combo("3d4d")]  # top set or nothing
    opp = [combo("JdJh")]
    root_sd, _, _ = showdowns(board, hero, opp)
    st = Street((0, 0), (20, 20), (0, 0), 10, 2, 2, 0, 0, False, True, 0)
    root = build(st, 0, [("check", None), ("bet", 20)])
    solver = Solver(root, 10, (np.array([1.0, 1.0]), np.array([1.0])), root_sd)
    run = solver.run(0.001, 3000, 5.0)
    assert run["exploitability_pct_pot"] <= 0.1
    mix_nuts, _ = solver.root_report(0)
    assert mix_nuts[1] > 0.99  # the nuts shoves
    # Closed form: bluffing 20 into 10 with air half the time makes the catcher indifferent (it calls 1/3),
    # so the air's check and bet are worth the same, 0 (it never wins a showdown).
    _, evs = solver.root_report(1)
    assert abs(evs[0]) < 1e-3 and abs(evs[1]) < 0.2


def test_river_spot_through_the_cascade_is_labelled_and_converges():
    state = SPOTS[-1][1]
    report = recommend_action(state, DecisionConfig(**FAST, sources=(SubgameSource(),)))
    assert report.method == "subgame" and report.source == SUBGAME_LABEL
    info = report.details["subgame"]
    assert info["exploitability_pct_pot"] <= info["target_pct_pot"]
    assert "not GTO of the full game" in info["not_gto"]
    cascade = {e["source"]: e["status"] for e in report.details["source_cascade"]}
    assert cascade["subgame"] == "used" and cascade["rollout"] == "used for EVs only"
    assert abs(sum(report.mix.values()) - 1) < 1e-6


def test_without_sources_the_cascade_is_unchanged_and_multiway_is_rejected():
    state = SPOTS[-1][1]
    plain = recommend_action(state, DecisionConfig(**FAST))
    assert plain.method == "rollout" and all(e["source"] != "subgame" for e in plain.details["source_cascade"])
    src = SubgameSource()
    req = SourceRequest(
        state, Range([combo("AcKd")], [1000]), (Range([], []), Range([], [])), (Candidate("fold"),), "0"
    )
    res = src.solve(req)
    assert res.status == "rejected" and res.code == "SUBGAME_MULTIWAY"


def test_flop_and_preflop_are_not_run_with_a_code():
    report = recommend_action(SPOTS[0][1], DecisionConfig(**FAST, sources=(SubgameSource(),)))
    entry = next(e for e in report.details["source_cascade"] if e["source"] == "subgame")
    assert entry["status"] == "not run" and entry["code"] == "SUBGAME_STREET"


def test_a_failing_source_is_reported_and_the_rollouts_answer():
    class Broken:
        name = "subgame"

        def solve(self, request):
            raise RuntimeError("boom")

    report = recommend_action(SPOTS[-1][1], DecisionConfig(**FAST, sources=(Broken(),)))
    entry = next(e for e in report.details["source_cascade"] if e["source"] == "subgame")
    assert entry["status"] == "failed" and entry["code"] == "SUBGAME_ERROR"
    assert report.method == "rollout"


@pytest.mark.parametrize("street_spot", [4])
def test_turn_spot_solves_within_the_time_budget(street_spot):
    report = recommend_action(SPOTS[street_spot][1], DecisionConfig(**FAST, sources=(SubgameSource(),)))
    info = report.details["subgame"]
    assert report.method == "subgame"
    assert info["seconds"] <= 5.0
    assert info["exploitability_pct_pot"] < 3.0
