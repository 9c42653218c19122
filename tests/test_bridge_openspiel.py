"""The OpenSpiel bridge against OpenSpiel itself: best responses, NashConv and exploitability on
six games (three players, chance below the root, a simultaneous-move game), policies both ways,
the solvers and the sampled analytics on wrapped games."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python import policy as os_policy  # noqa: E402
from open_spiel.python.algorithms import best_response as os_br  # noqa: E402
from open_spiel.python.algorithms import exploitability as os_expl  # noqa: E402
from open_spiel.python.algorithms.expected_game_score import policy_value  # noqa: E402

from cosino.analytics import (  # noqa: E402
    SampleConfig,
    best_responses,
    compile_tree,
    expected_payoffs,
    exploitability,
    nash_conv,
    sampled_exploitability_2p_zerosum,
)
from cosino.bridges.openspiel import (  # noqa: E402
    OpenSpielError,
    from_openspiel_policy,
    openspiel_tree,
    to_openspiel_policy,
)
from cosino.solvers.cfr import make_solver  # noqa: E402

GAMES = [
    "kuhn_poker",
    "kuhn_poker(players=3)",  # three players
    "leduc_poker",  # the public card is dealt below the root
    "liars_dice(dice_sides=3)",
    "goofspiel(num_cards=3,points_order=random,imp_info=True)",  # simultaneous, chance every turn
    "tiny_hanabi",  # cooperative (general-sum)
]
_TREES: dict = {}


def _tree(name):
    if name not in _TREES:
        tree = openspiel_tree(name)
        _TREES[name] = (tree, compile_tree(tree))
    return _TREES[name]


def _random_policy(game, seed):
    tab = os_policy.TabularPolicy(game)
    x = np.random.default_rng(seed).random(tab.action_probability_array.shape) * tab.legal_actions_mask
    tab.action_probability_array = x / x.sum(axis=1, keepdims=True)
    return tab


@pytest.mark.parametrize("name", GAMES)
def test_best_responses_nash_conv_and_exploitability_match_openspiel(name):
    tree, t = _tree(name)
    tab = _random_policy(tree.game, 7)
    profile = from_openspiel_policy(tree, tab)
    ours = best_responses(t, profile)
    theirs = [
        os_br.BestResponsePolicy(tree.game, p, tab).value(tree.game.new_initial_state()) for p in range(t.num_players)
    ]
    assert ours == pytest.approx(theirs, abs=1e-12)
    assert nash_conv(t, profile) == pytest.approx(os_expl.nash_conv(tree.game, tab), abs=1e-12)
    if tree.zero_sum and t.num_players == 2:  # OpenSpiel's exploitability() is two-player only
        assert sum(ours) / t.num_players == pytest.approx(os_expl.exploitability(tree.game, tab), abs=1e-12)
    state = tree.game.new_initial_state()
    assert expected_payoffs(t, profile) == pytest.approx(list(policy_value(state, [tab] * t.num_players)), abs=1e-12)


def test_policies_convert_both_ways():
    tree, t = _tree("leduc_poker")
    tab = _random_policy(tree.game, 3)
    profile = from_openspiel_policy(tree, tab)
    assert set(profile) == set(t.infoset_keys)
    back = to_openspiel_policy(tree, profile)
    assert np.allclose(back.action_probability_array, tab.action_probability_array)
    # A non-tabular policy is read state by state.
    walked = from_openspiel_policy(tree, os_policy.UniformRandomPolicy(tree.game))
    assert nash_conv(t, walked) == pytest.approx(nash_conv(t, {}), abs=1e-12)
    with pytest.raises(OpenSpielError, match="not an information state"):
        to_openspiel_policy(tree, {"nowhere": {"0": 1}})


def test_our_solvers_train_on_a_wrapped_game_and_openspiel_agrees():
    tree, t = _tree("kuhn_poker(players=3)")
    solver = make_solver(t, "cfr+")
    solver.run(100)
    profile = solver.average_profile()
    ours = nash_conv(t, profile)
    assert ours < nash_conv(t, {}) / 5
    assert ours == pytest.approx(os_expl.nash_conv(tree.game, to_openspiel_policy(tree, profile)), abs=1e-9)
    result = exploitability(t, profile)
    assert result.metric == "nash_conv" and not result.nash_proof


@pytest.mark.parametrize(
    "name,algo,theirs",
    [
        ("leduc_poker", "cfr+", "CFRPlusSolver"),  # the benchmark's tree: two- and three-action nodes
        ("leduc_poker", "cfr", "CFRSolver"),
        ("liars_dice(dice_sides=3)", "cfr+", "CFRPlusSolver"),  # one to six actions: the general loops
        ("kuhn_poker(players=3)", "cfr", "CFRSolver"),
    ],
)
def test_our_full_tree_solvers_follow_openspiels_iteration_for_iteration(name, algo, theirs):
    tree, t = _tree(name)
    ours, peer = make_solver(t, algo), getattr(pyspiel, theirs)(tree.game)
    for _ in range(12):
        ours.iterate()
        peer.evaluate_and_update_policy()
    avg = ours.average_profile()
    table = peer.tabular_average_policy().policy_table()
    assert set(table) == set(avg)
    assert max(abs(avg[key][str(a)] - p) for key, row in table.items() for a, p in row) < 1e-12


def test_sampled_exploitability_covers_the_exact_value_with_chance_below_the_root():
    tree, t = _tree("leduc_poker")
    profile = from_openspiel_policy(tree, _random_policy(tree.game, 11))
    exact = sum(best_responses(t, profile))
    est = sampled_exploitability_2p_zerosum(tree, profile, [0, 0], SampleConfig(playouts=1000, seed=3))
    assert est.lower() <= exact <= est.upper() and est.samples == 2000


def test_unknown_games_are_named():
    with pytest.raises(OpenSpielError, match="no game named .no_such_game."):
        openspiel_tree("no_such_game")


def _cli(*argv):
    import subprocess
    import sys

    cmd = [sys.executable, "-c", "import sys; from cosino_runtime.cli import main; sys.exit(main())", *argv]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def test_the_exploitability_command_takes_an_openspiel_game(tmp_path):
    import json

    tree, t = _tree("kuhn_poker(players=3)")
    tab = _random_policy(tree.game, 5)
    path = tmp_path / "kuhn3.json"
    path.write_text(json.dumps({"policy": from_openspiel_policy(tree, tab)}))
    done = _cli("exploitability", "--openspiel", "kuhn_poker(players=3)", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["nash_conv"] == pytest.approx(os_expl.nash_conv(tree.game, tab), abs=1e-12)
    assert out["game"] == "kuhn_poker(players=3)" and out["filled"] == {str(path): 0}
    path.write_text(json.dumps({"0": {"0": 2}}))
    done = _cli("exploitability", "--openspiel", "kuhn_poker(players=3)", str(path))
    assert done.returncode == 2 and "profile key '0': probabilities sum to 2" in done.stderr
    done = _cli("exploitability", "--openspiel", "no_such_game", str(path))
    assert done.returncode == 2 and "no game named 'no_such_game'" in done.stderr and "2048" not in done.stderr


def test_a_game_too_large_to_walk_is_counted_on_openspiels_states_and_refused():
    # kuhn_poker(players=3) has 617 nodes; players=10 walked two million checked nodes before refusing
    small = openspiel_tree("kuhn_poker(players=3)")
    assert not small.more_nodes_than(617) and small.more_nodes_than(616)
    assert openspiel_tree("kuhn_poker(players=10)").more_nodes_than(10_000)


def test_the_exploitability_command_refuses_a_game_too_large_in_one_line(tmp_path):
    path = tmp_path / "empty.json"
    path.write_text("{}")
    done = _cli("exploitability", "--openspiel", "kuhn_poker(players=10)", str(path))
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "more than 2000000 nodes; too large to walk" in done.stderr
