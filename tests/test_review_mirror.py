"""Review of the mirror-memory test (cosino.league.mirror): hostile replays that used to raise,
and the agent seated on both sides of a heads-up table."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_mirror_memory import _act, _replay, _without  # noqa: E402

from cosino.league.integrity import episode_evidence, league_integrity  # noqa: E402
from cosino.league.mirror import mirror_units  # noqa: E402


def test_negative_chips_give_no_unit_and_do_not_raise():
    # Hand 1's blinds of 0 and -2 leave a pot of -2 and 2 to call: the price was Fraction(2, 0).
    records = copy.deepcopy(_replay("fold"))
    for r in records:
        if r.get("type") == "blind" and r["hand"] == 1:
            r["amount"] = 0 if r["slot"] == 0 else -2
    records = [r for r in records if not (r.get("type") == "action" and r["hand"] == 1)]
    at = max(i for i, r in enumerate(records) if r.get("type") == "blind")
    records.insert(at + 1, _act(1, 1, "fold"))
    units = mirror_units(records)
    assert units is not None and [u for u in units if u[3] == 1] == []
    league_integrity([("e", episode_evidence(records))])


def test_a_raise_below_the_bet_gives_no_unit():
    records = copy.deepcopy(_replay("fold"))
    for r in records:
        if r.get("action") == "raise" and r["hand"] == 1:
            r["amount"] = 1  # a "raise" to less than its own blind: chips taken back
    assert [u for u in mirror_units(records) if u[3] == 1] == []


def test_a_seed_too_long_to_write_gives_no_unit():
    # No hand shows the turn, so the board would come from the seed's deck: a seed of more digits
    # than Python converts to text made hand_deck raise ValueError out of mirror_units.
    records = _without(_replay("fold"), lambda r: r.get("type") == "board" and r.get("street", 0) > 1)
    records[0]["seed"] = 10**5000
    assert mirror_units(records) == []
    league_integrity([("e", episode_evidence(records))])


def test_units_facing_the_agents_own_other_seat_count_for_the_mirror_test():
    # Fewer agents than seats seat an agent twice (cosino_runtime.league.config.tables): its answers
    # to its own other seat's wagers are evidence of its memory like any other (the mirror test is
    # per agent; the wager's slot is named only to fit the sums). They were dropped as a pair (x, x).
    from cosino.league.integrity_sums import IntegritySums

    units = [["mirror0000000", 0, 2, h, 1] for h in range(0, 20, 2)]
    units += [["mirror1000000", 0, 2, h, 0] for h in range(1, 20, 2)]
    evidence = {"format": 5, "agents": ["x", "y", "x"], "variant": "holdem-6max", "units": units}
    got = league_integrity([("e", evidence)])["mirror"]["agents"]
    assert got["x"]["units"] == [10, 10] and got["x"]["tested"]
    sums = IntegritySums(["mirror", "faced"], 5)
    sums.add("e", {**evidence, "units": [*units, ["faced00", 0, 2, 0, 1]]})
    assert "faced00" not in sums.cells and sums.met == {}  # the pair tests still skip an agent's own seats
    assert IntegritySums.from_json(sums.to_json(), ["mirror", "faced"], 5).to_json() == sums.to_json()


def test_the_league_state_is_rebuilt_when_the_integrity_reports_code_changes():
    # betting and permutation moved out of cosino.league.integrity, and mirror is new: the scheduled
    # run's code digest must still cover them, or a deploy that changes how the report is read (a
    # p-value, a stratum) leaves the kept state, and with no new episode the old report, standing.
    import ast

    from cosino_runtime.league.publish import STATE_CODE

    seen, todo = set(), ["cosino.league.integrity"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = Path(__file__).resolve().parent.parent / "core" / (name.replace(".", "/") + ".py")
        source = path.read_text()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("cosino.league."):
                todo.append(node.module)
    assert seen <= set(STATE_CODE), sorted(seen - set(STATE_CODE))
