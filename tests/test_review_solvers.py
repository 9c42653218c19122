"""Review: solvers on extreme payoffs, and DCFR against OpenSpiel's DCFRSolver."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.analytics.testgames import MatrixGame
from cosino.analytics.tree import compile_tree
from cosino.solvers.cfr import ALGORITHMS, make_solver


def pennies(scale):
    """Matching pennies with a 2x payoff on (H, H): the row player plays H with probability 2/5."""
    pay = [[(2 * scale, -2 * scale), (-scale, scale)], [(-scale, scale), (scale, -scale)]]
    return MatrixGame("pennies", (("H", "T"), ("H", "T")), pay)


def trained(scale, algo):
    solver = make_solver(compile_tree(pennies(scale)), algo, seed=3)
    solver.run(300)
    return solver.average_profile()


@pytest.mark.parametrize("algo", ALGORITHMS)
@pytest.mark.parametrize("scale", [Fraction(1, 10**400), 10**400, 1e307], ids=["1e-400", "10^400", "1e307"])
def test_solvers_ignore_the_scale_of_the_payoffs(algo, scale):
    # Before: 1e-400 became 0.0 (uniform, not the 2/5 Nash), 10^400 raised OverflowError, 1e307 gave NaN in mccfr.
    assert trained(scale, algo) == trained(1, algo)


def test_dcfr_average_equals_openspiels_dcfr_on_kuhn():
    pyspiel = pytest.importorskip("pyspiel")
    from open_spiel.python.algorithms import discounted_cfr
    from test_openspiel_analytics import decision_states, kuhn_key, kuhn_letter, to_openspiel

    from cosino.analytics.tree import compiled_variant

    game = pyspiel.load_game("kuhn_poker")
    ours = make_solver(compiled_variant("kuhn"), "dcfr")
    ours.run(30)
    theirs = discounted_cfr.DCFRSolver(game)  # alpha 3/2, beta 0, gamma 2, as ours
    for _ in range(30):
        theirs.evaluate_and_update_policy()
    tab = to_openspiel(game, decision_states(game), kuhn_key, ours.average_profile(), kuhn_letter)
    assert abs(tab.action_probability_array - theirs.average_policy().action_probability_array).max() < 1e-9
