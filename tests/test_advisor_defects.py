"""Issue 18's defects, one test each: spots, session keys, labels, shove ranges, the MDF name, min_visits."""

from __future__ import annotations

import sqlite3
from fractions import Fraction
from pathlib import Path

from cosino.advisor.ranges import line_of, opponent_range
from cosino.advisor.rollout import RESPONSES, Candidate, RolloutSettings, candidates_for, rollout_action_evs
from cosino.advisor.solver_gate import MIN_VISITS, SOLVER_REJECT, GateThresholds, assess
from cosino.advisor.spots import SPOTS
from cosino.advisor.state import state_from_dict, validate

ROOT = Path(__file__).resolve().parents[1]


def _implied_pot(state) -> int:
    """Chips put in according to the history alone (blinds, raise-to totals, calls), per street."""
    sb, bb = state.blind_seats()
    total = 0
    for street in ("preflop", "flop", "turn", "river"):
        put = {sb: state.small_blind, bb: state.big_blind} if street == "preflop" else {}
        for a in state.history:
            if a.street != street:
                continue
            level = max(put.values(), default=0)
            if a.kind in ("bet", "raise"):
                put[a.seat] = a.amount
            elif a.kind == "call":
                put[a.seat] = level
        if street == state.street:
            return total + sum(put.values())
        total += sum(put.values())
    return total


def test_every_shipped_spot_is_consistent_with_its_history_and_stacks():
    for name, state in SPOTS:
        assert validate(state) == [], name  # the same validate() the advisor applies to input
        assert state.starting_stacks is not None
        assert state.pot == sum(state.starting_stacks) - sum(s.stack for s in state.seats), name
        assert state.pot == _implied_pot(state), name
        committed = [s.committed for s in state.seats]
        assert committed[1] - committed[0] == state.to_call(), name


def test_session_keys_hands_by_content_hash_not_file_name(tmp_path, cosino_cli):
    from tests.test_advisor_tools import BUDGET, PHH

    db = tmp_path / "s.sqlite"
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = tmp_path / "a" / "hu_river.phh"
    other = tmp_path / "b" / "hu_river.phh"  # same basename, a different hand
    first.write_text(PHH)
    other.write_text(
        PHH.replace("'p3 cbr 6', 'p1 cc', 'p2 f'", "'p3 cbr 8', 'p1 cc', 'p2 f'").replace(
            "cbr 8', 'p1 cbr 30", "cbr 10', 'p1 cbr 30"
        )
    )
    for path in (first, other, first):
        code, _, err = cosino_cli("session", "import", str(path), "--db", str(db), "--seat", "Ann", *BUDGET)
        assert code == 0, err
    keys = sqlite3.connect(db).execute("SELECT DISTINCT source FROM decisions").fetchall()
    assert len(keys) == 2  # both hands stored, the repeated import added nothing
    assert all(len(k[0]) == 64 for k in keys)


def test_a_size_clipped_to_the_minimum_raise_is_labelled_min_raise():
    # Facing a 60 bet into 30, a 1/3-pot raise (to 60 + 50) is below the minimum raise-to of 120.
    state = state_from_dict(
        {
            "hero": 0, "dealer": 1, "hero_cards": "AhKd", "board": "2c7d9hJs", "pot": 90, "big_blind": 2,
            "actor": 0, "seats": [{"stack": 400, "committed": 0}, {"stack": 340, "committed": 60}],
            "history": [{"street": "turn", "seat": 1, "action": "bet", "amount": 60}],
        }
    )  # fmt: skip
    cands = candidates_for(state, [Fraction(1, 3), Fraction(1), Fraction(10)])
    labels = {c.amount: c.label for c in cands if c.kind == "raise"}
    assert labels[120] == "min raise"
    assert labels[400] == "all-in"
    assert not any("1/3" in (c.label or "") for c in cands)


def test_a_100_bb_shove_is_read_as_a_shove_range_not_an_open():
    state = state_from_dict(
        {
            "hero": 0, "dealer": 1, "hero_cards": "AhKd", "board": "", "pot": 202, "big_blind": 2,
            "small_blind": 1, "actor": 0,
            "seats": [{"stack": 198, "committed": 2}, {"stack": 0, "committed": 200}],
            "history": [{"street": "preflop", "seat": 1, "action": "raise", "amount": 200}],
        }
    )  # fmt: skip
    line = line_of(state, 1)
    assert line.preflop == "shove" and line.shove_bb == 100
    r = opponent_range(state, 1)
    share = sum(r.weights) / (1000 * 1326)
    assert share < 0.06 and "shove" in r.label


def test_mdf_linear_is_not_called_calibrated_and_the_old_name_is_an_alias():
    assert "mdf_linear" in RESPONSES
    doc = (ROOT / "docs" / "advisor.md").read_text()
    assert "mdf_linear" in doc and "not fitted" in doc
    state = SPOTS[-1][1]
    ranges = [opponent_range(state, 1)]
    cands = [Candidate("fold"), Candidate("call", state.to_call())]
    old = rollout_action_evs(state, cands, ranges, 30, 1, RolloutSettings(response="mdf_calibrated"))
    new = rollout_action_evs(state, cands, ranges, 30, 1, RolloutSettings(response="mdf_linear"))
    assert [e.units for e in old.evs] == [e.units for e in new.evs]


def test_one_documented_min_visits():
    assert GateThresholds().min_visits == MIN_VISITS == 50
    entry = {"visits": MIN_VISITS - 1, "seed_disagreement": 0.0, "movement": 0.0}
    assert "LOW_VISIT_COUNT" in assess(entry).reasons and assess(entry).status == SOLVER_REJECT
    assert assess({**entry, "visits": MIN_VISITS}).status != SOLVER_REJECT
    doc = (ROOT / "docs" / "advisor.md").read_text()
    assert f"min_visits = {MIN_VISITS}" in doc
