"""CFR, CFR+, DCFR and external-sampling MCCFR; profiles on disk; the train command."""

from __future__ import annotations

import json

import pytest

from cosino.analytics import GameTreeError, compile_tree, compiled_variant, nash_conv
from cosino.analytics.testgames import rock_paper_scissors, three_player_kuhn
from cosino.solvers import load_profile, make_solver, save_profile

KUHN = compiled_variant("kuhn")
LEDUC = compiled_variant("leduc")


@pytest.mark.parametrize(
    "algo,iterations,bound", [("cfr", 300, 0.02), ("cfr+", 300, 0.005), ("dcfr", 300, 0.005), ("mccfr", 20000, 0.05)]
)
def test_every_solver_converges_on_kuhn(algo, iterations, bound):
    solver = make_solver(KUHN, algo, seed=1)
    first = None
    for _ in range(iterations):
        solver.iterate()
        if first is None:
            first = nash_conv(KUHN, solver.average_profile())
    assert nash_conv(KUHN, solver.average_profile()) < min(bound, first)


def test_cfr_plus_exploitability_falls_with_iterations_on_leduc():
    solver = make_solver(LEDUC, "cfr+")
    seen = []
    for mark in (5, 20, 60):
        solver.run(mark - solver.iteration)
        seen.append(nash_conv(LEDUC, solver.average_profile()) / 2)
    assert seen[0] > seen[1] > seen[2] and seen[2] < 0.05


def test_solvers_are_generic_over_games():
    rps = compile_tree(rock_paper_scissors())
    solver = make_solver(rps, "cfr+")
    solver.run(200)
    assert nash_conv(rps, solver.average_profile()) < 0.02
    k3 = compile_tree(three_player_kuhn())
    solver = make_solver(k3, "cfr")
    solver.run(3)
    assert nash_conv(k3, solver.average_profile()) < nash_conv(k3, {})


@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr"])
def test_the_current_strategy_is_regret_matching_of_the_regrets(algo):
    for tree in (LEDUC, compile_tree(rock_paper_scissors())):
        solver = make_solver(tree, algo)
        solver.run(7)
        rows = []
        for b, acts in zip(tree.seq_base, tree.infoset_actions):
            pos = [max(r, 0.0) for r in solver.regret[b : b + len(acts)]]
            total = sum(pos)
            rows.append([x / total for x in pos] if total > 0 else [1 / len(acts)] * len(acts))
        assert solver.current_strategy() == rows
        if algo == "cfr+":
            assert min(solver.regret) >= 0  # floored after every update


def test_mccfr_is_deterministic_per_seed():
    a, b, c = (make_solver(KUHN, "mccfr", seed=s) for s in (4, 4, 5))
    for s in (a, b, c):
        s.run(300)
    assert a.average_profile() == b.average_profile() != c.average_profile()


def test_unknown_algorithm():
    with pytest.raises(GameTreeError, match="unknown algorithm"):
        make_solver(KUHN, "fictitious")


def test_profile_round_trip(tmp_path):
    solver = make_solver(KUHN, "cfr+")
    solver.run(10)
    path = tmp_path / "p.json"
    save_profile(str(path), solver.average_profile(), game="kuhn", algo="cfr+", iterations=10)
    profile, meta = load_profile(str(path))
    assert profile == solver.average_profile() and meta["iterations"] == 10
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]  # no temporary left behind


def test_train_command_writes_profile_table_and_plot(tmp_path, cosino_cli):
    out = tmp_path / "kuhn.json"
    code, stdout, stderr = cosino_cli(
        "train", "--game", "kuhn", "--algo", "cfr+", "--iterations", "30", "--out", str(out)
    )
    assert code == 0, stderr
    assert "30/30" in stderr  # progress bar
    data = json.loads(out.read_text())
    assert data["game"] == "kuhn" and len(data["policy"]) == 12
    rows = (tmp_path / "kuhn.exploitability.csv").read_text().splitlines()
    assert rows[0].startswith("iteration,exploitability") and rows[-1].startswith("30,")
    values = [float(r.split(",")[1]) for r in rows[1:]]
    assert values[-1] < values[0]
    assert (tmp_path / "kuhn.exploitability.svg").read_text().startswith("<svg")
    code, stdout, _ = cosino_cli("exploitability", "--game", "kuhn", str(out))
    assert code == 0 and abs(json.loads(stdout)["exploitability"] - values[-1]) < 1e-9


def test_train_bad_input(tmp_path, cosino_cli):
    code, _, err = cosino_cli(
        "train", "--game", "kuhn", "--algo", "cfr", "--iterations", "0", "--out", str(tmp_path / "x.json")
    )
    assert code == 2 and "--iterations" in err and not list(tmp_path.iterdir())
    code, _, err = cosino_cli(
        "train", "--game", "kuhn", "--algo", "cfr", "--iterations", "3", "--out", str(tmp_path / "no" / "x.json")
    )
    assert code == 2 and "does not exist" in err


@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr"])
def test_written_out_nodes_do_the_general_loops_arithmetic(algo, monkeypatch):
    # The walk writes out nodes of two and three actions; with that switched off every node takes
    # the general loops, and the regrets and average sums must come out bit for bit the same.
    from cosino.solvers import cfr

    trees = (KUHN, LEDUC, compile_tree(rock_paper_scissors()), compile_tree(three_player_kuhn()))
    written = []
    for tree in trees:
        solver = make_solver(tree, algo)
        solver.run(9)
        written.append((solver.regret, solver.strategy_sum))
    monkeypatch.setattr(cfr, "_WRITTEN_OUT", {})
    for tree, (regret, sums) in zip(trees, written):
        solver = make_solver(tree, algo)
        solver.run(9)
        assert solver._plans[0].nodes[0][0] in (cfr.CHANCE_ROLE, cfr.OWN, cfr.OTHER)  # noqa: SLF001
        assert (solver.regret, solver.strategy_sum) == (regret, sums)


def test_nodes_of_four_and_five_actions_converge():
    # A 4 x 5 zero-sum matrix game: both players' nodes take the general loops of the walk.
    from cosino.analytics.testgames import MatrixGame

    pay = [[(a * b % 7 - 3, 3 - a * b % 7) for b in range(5)] for a in range(4)]
    game = compile_tree(MatrixGame("four_by_five", ("ABCD", "VWXYZ"), pay))
    solver = make_solver(game, "cfr+")
    solver.run(3)
    early = nash_conv(game, solver.average_profile())
    solver.run(400)
    assert nash_conv(game, solver.average_profile()) < min(0.01, early)
