"""A profile row (an OpenSpiel policy file, a profile handed to the analytics or to
``to_openspiel_policy``) could name an action that is not legal at its information state as long
as its weight was 0: ``checked_row`` skipped it. Such a row was written for another state or
another game, and its other numbers cannot be trusted either. Now an illegal action is refused
whatever its weight, in one line naming the information state and the action."""

from __future__ import annotations

import json

import pytest

from cosino.analytics.tree import GameTreeError, checked_row


@pytest.mark.parametrize("weight", [0, 0.0, -0.0, 0.25])
def test_checked_row_refuses_an_illegal_action_whatever_its_weight(weight):
    with pytest.raises(GameTreeError) as caught:
        checked_row("0|K||", {"k": 1, "x": weight}, ["k", "b"])
    assert str(caught.value) == "profile key '0|K||': action 'x' is not legal there (legal: k, b)"


def test_checked_row_still_takes_a_legal_action_of_weight_zero():
    assert checked_row("0|K||", {"k": 1, "b": 0}, ["k", "b"]) == [1, 0]


def test_the_exact_analytics_refuse_the_row():
    from cosino.analytics.reach import compiled
    from cosino.analytics.testgames import rock_paper_scissors

    tree = compiled(rock_paper_scissors())
    with pytest.raises(GameTreeError, match="^profile key '0[|]': action 'L' is not legal there"):
        tree.strategy({"0|": {"R": 1, "P": 0, "S": 0, "L": 0}})


def test_an_openspiel_policy_file_with_a_zero_weight_illegal_action_is_refused(cosino_cli, tmp_path):
    pytest.importorskip("pyspiel")
    path = tmp_path / "kuhn.json"
    path.write_text(json.dumps({"0": {"0": 0.5, "1": 0.5, "7": 0}}))
    code, out, err = cosino_cli("exploitability", "--openspiel", "kuhn_poker", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert "profile key '0': action '7' is not legal there (legal: 0, 1)" in err, err


def test_to_openspiel_policy_refuses_a_zero_weight_illegal_action():
    pytest.importorskip("pyspiel")
    from open_spiel.python import policy as os_policy

    from cosino.bridges.openspiel import openspiel_tree, to_openspiel_policy

    tree = openspiel_tree("leduc_poker")
    capped = next(s for s in os_policy.TabularPolicy(tree.game).states if 2 not in s.legal_actions())
    key = capped.information_state_string()
    with pytest.raises(GameTreeError, match="action '2' is not legal there"):
        to_openspiel_policy(tree, {key: {"0": 0.5, "1": 0.5, "2": 0}})
