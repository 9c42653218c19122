"""Mutation review 33c: the subgame solver (cosino_runtime.subgame: solve, source, tree) and the advisor's
output side (advisor.session, report, spots, sources, heuristic), each survivor pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the advisor,
subgame and session tests that existed before (103 mutants, 16 killed by them, 71 pinned here, 16
equivalent). Expected values come from the documented contract (docs/advisor.md, the modules' docstrings)
or from a naive second computation in the test (pairs of hands compared card by card, river cards
enumerated, a Beta CDF integrated by Simpson's rule, tendencies and trimmed runs counted by hand), never
from the code under test. The bounds docs/advisor.md did not state (3,000 iterations at most, the clock
read every 10, an empty pot not solved, the k = 0 and k = n ends of a Jeffreys interval) it states now.
The three defects found on the way are pinned at the end (``test_defect_*``): NaN in ``advise --json``,
"bets 1/2/1 pot" in the abstraction line, and ``session analyze`` lists not bounded by ``--top``.

Equivalent survivors, left unpinned:
S05 (0 for 0.5 as the flop share of a pair no runout reached: a compatible pair misses all 120 runouts with
probability about 0.16^120, and an incompatible one is multiplied by 0), S14 (no last exploitability after
the loop: it only ends off a multiple of 10 at max_iterations, just measured), S18 (`<` for `<=` against the
target: equal to the bit, the solve runs 10 more iterations and is converged by the same test), U16 (no
flush of the last run: weights are positive, so the last combo brings the sum to the total, which closes the
run anyway), U19 and U20 (facing a bet the root has no check, so `acted` is never read; and a bet the hero
cannot match is called for the hero's stack whether the rest is a bet or dead money, with no raise left),
U27 (a no-op rewrite: `[] or [x]` is `[x]`), T03 and T07 (a raise is offered only when both can put in more
than the level, so the cap is above it), T10 (an extra single-action check node before the same showdown),
T13 (a raise below the last one is an effective all-in, after which nobody can raise), T16 (every bet is
capped at the effective stack, so a call never needs capping), E02 (every report's summary has the state's
big blind), E10 (`n < 0` for `n <= 0`: with n = 0, k = 0 = n gives (0, 1) as well), R10 (the line's dict
is only handed on to the JSON writer) and P03 (`if amount` for `is not None`: no spot has an amount of 0)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.sources import SourceRequest
from cosino.advisor.spots import SPOTS
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index
from cosino_runtime.subgame import SubgameSettings, SubgameSource
from cosino_runtime.subgame.solve import Solver, showdowns
from cosino_runtime.subgame.tree import Street, build

FAST = dict(equity_simulations=50, rollout_simulations=60, seed=1, bootstrap_resamples=20)


def cards(text: str) -> list[int]:
    return [card_index(c) for c in text.split()]


def combo(text: str) -> tuple[int, int]:
    a, b = card_index(text[:2]), card_index(text[2:])
    return (min(a, b), max(a, b))


def naive_share(board: list[int], h: tuple[int, int], o: tuple[int, int]) -> float | None:
    """The hero hand's showdown share against one villain hand (None: they share a card)."""
    if set(h) & set(o) or (set(h) | set(o)) & set(board):
        return None
    mine, theirs = evaluate_indices((*h, *board)), evaluate_indices((*o, *board))
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


# --- solve.py: showdowns and chance ------------------------------------------------------------------


def test_river_showdown_matrices_match_hands_counted_card_by_card():
    # S01 (a clash only on the hero's first card against the villain's first), S02 (a tie worth 0), S03 (>= wins)
    board = cards("2c 7d 9h Js Qc")
    hero = [combo("AsKd"), combo("3h4h"), combo("8c8s")]
    # Each villain hand meets a hero hand on a different card position; 3d4d ties 3h4h (both play Q J 9 7 4).
    opp = [combo("KdQh"), combo("AhAs"), combo("4hTc"), combo("3d4d"), combo("Kh8s")]
    root, river, chance = showdowns(board, hero, opp)
    assert river is None and chance is None
    for i, h in enumerate(hero):
        for j, o in enumerate(opp):
            share = naive_share(board, h, o)
            assert root.C[i, j] == (0.0 if share is None else 1.0), (h, o)
            assert root.S[i, j] == (0.0 if share is None else share), (h, o)
            assert root.S1[j, i] == (0.0 if share is None else 1.0 - share), (h, o)
    assert root.S[1, 3] == 0.5  # the tie is really in the table


def test_a_turn_check_down_is_worth_the_pot_times_the_mean_share_over_every_live_river():
    # S09 (the river average divided by one card too many: 45 for the 44 rivers that hold no hole card)
    board = cards("2c 7d 9h Js")
    h, o = combo("AsKd"), combo("QhTh")
    root_sd, river_sd, chance = showdowns(board, [h], [o])
    pot = 40
    # Nobody has a chip behind: the hero checks, the villain checks, every river is dealt, then the showdown.
    st = Street((0, 0), (0, 0), (0, 0), pot, 2, 0, 0, 0, False, False, 0)
    solver = Solver(build(st, 0, [("check", None)]), pot, (np.ones(1), np.ones(1)), root_sd, river_sd, chance)
    solver.iterate()  # every node has one action: one pass fills the tables
    _, evs = solver.root_report(0)
    rivers = [c for c in range(52) if c not in board and c not in h and c not in o]
    assert len(rivers) == 44
    expected = pot * sum(naive_share([*board, c], h, o) for c in rivers) / len(rivers)
    assert evs[0] == pytest.approx(expected, abs=1e-3)


def _nuts_or_air(algo: str = "cfr+", dtype=np.float64) -> Solver:
    """Hero: top set or air on 2c 7d 9h Js Qc; villain: a bluff catcher; pot 10, 20 behind."""
    board = cards("2c 7d 9h Js Qc")
    root_sd, _, _ = showdowns(board, [combo("QdQh"), combo("3d4d")], [combo("JdJh")])
    st = Street((0, 0), (20, 20), (0, 0), 10, 2, 2, 0, 0, False, True, 0)
    root = build(st, 0, [("check", None), ("bet", 20)])
    return Solver(root, 10, (np.array([1.0, 3.0]), np.array([1.0])), root_sd, algo=algo, dtype=dtype)


def test_cfr_plus_averages_each_iteration_by_its_number():
    # S10 (CFR+ averaging every iteration alike instead of linearly, as the Solver docstring states)
    solver = _nuts_or_air("cfr+")
    solver.iterate()
    uniform = solver.root.data["sum"].copy()  # iteration 1 plays the uniform strategy, weight 1
    assert np.allclose(uniform, np.array([[0.5, 1.5], [0.5, 1.5]]))
    sigma = solver._strategy(solver.root)  # what iteration 2 plays at the root
    solver.iterate()
    assert np.allclose(solver.root.data["sum"], uniform + 2 * np.array([1.0, 3.0]) * sigma)
    assert not np.allclose(sigma, 0.5)  # the two weightings really differ here


def test_exploitability_is_never_negative_when_there_is_nothing_to_exploit():
    # S11 (no floor at 0: single-precision rounding reported a check-down as -3e-7 chips exploitable)
    rng = np.random.default_rng(0)
    board = cards("2c 7d 9h Js Qc")
    deck = [c for c in range(52) if c not in board]
    pairs = [(a, b) for i, a in enumerate(deck) for b in deck[i + 1 :]]
    for _ in range(20):
        pick = rng.choice(len(pairs), 40, replace=False)
        hero, opp = [pairs[i] for i in pick[:20]], [pairs[i] for i in pick[20:]]
        root_sd, _, _ = showdowns(board, hero, opp)
        st = Street((0, 0), (0, 0), (0, 0), 10, 2, 0, 0, 0, False, True, 0)  # nobody can bet: check, check
        solver = Solver(build(st, 0, [("check", None)]), 10, (rng.random(20) * 7, rng.random(20) * 3), root_sd)
        solver.iterate()
        assert 0.0 <= solver.exploitability() < 1e-5


@pytest.mark.parametrize("cap", [1, 7, 10])
def test_a_solve_runs_at_most_its_iterations(cap):
    # S13 (one iteration past max_iterations)
    run = _nuts_or_air("dcfr").run(0.0, cap, 600.0)  # a target of 0 is never met: only the cap stops it
    assert run["iterations"] == cap


def test_the_reported_mix_is_the_average_strategy_not_the_last_iterate():
    # S17 (root_report reading the current regret-matched strategy: only the average converges to equilibrium)
    solver = _nuts_or_air("dcfr")
    for _ in range(7):
        solver.iterate()
    sums = solver.root.data["sum"]
    for hand in (0, 1):
        mix, _ = solver.root_report(hand)
        assert np.allclose(mix, sums[:, hand] / sums[:, hand].sum())
    assert not np.allclose(solver._strategy(solver.root), sums / sums.sum(axis=0))  # the two differ here


# --- source.py: when the subgame runs, in which precision, and what it reports -------------------------

RIVER = SPOTS[-1][1]  # heads-up river, pot 56, the hero faces a 28-chip bet with 186 behind
QUICK = SubgameSettings(max_iterations=20, max_seconds={"river": 600.0, "turn": 600.0, "flop": 600.0})


def deep_river(effective: int):
    """The river spot with ``effective`` chips as the effective stack (what each can have in at the end)."""
    import dataclasses

    hero, opp = RIVER.seats
    seats = [dataclasses.replace(hero, stack=effective), dataclasses.replace(opp, stack=effective - opp.committed)]
    return dataclasses.replace(RIVER, seats=seats, starting_stacks=None)


def subgame_entry(report) -> dict:
    return next(e for e in report.details["source_cascade"] if e["source"] == "subgame")


@pytest.mark.parametrize(
    "effective, runs",
    [(56 * 2**20, True), (56 * 2**20 + 1, False), (56 * 2**21, False)],
)
def test_stacks_of_exactly_two_to_the_twenty_pots_are_still_solved(effective, runs):
    # U04 (>= 2^20 pots not run), U06 (the bound moved to 2^21): docs/advisor.md runs none "deeper than 2^20 pots"
    report = recommend_action(deep_river(effective), DecisionConfig(**FAST, sources=(SubgameSource(QUICK),)))
    entry = subgame_entry(report)
    assert (entry.get("code") != "SUBGAME_DEPTH") is runs, entry
    if runs:
        assert entry["status"] in ("used", "rejected"), entry


def small_request(state=RIVER, candidates=None) -> SourceRequest:
    """A source request on ``state`` (the river spot) with three-combo ranges: the hero's Ac9d among them."""
    hero = Range([combo("Ac9d"), combo("KhKd"), combo("5c3c")], [1000, 500, 500])
    villain = Range([combo("AhKc"), combo("8c6c"), combo("QsTs")], [1000, 1000, 1000])
    cands = candidates or (Candidate("fold"), Candidate("call"), Candidate("raise", 186))
    return SourceRequest(state, hero, (villain,), tuple(cands), "0")


@pytest.mark.parametrize("effective, precision", [(56 * 64, "float32"), (56 * 64 + 1, "float64")])
def test_stacks_up_to_sixty_four_pots_run_in_single_precision(effective, precision):
    # U05 (< 64 pots for single precision): docs/advisor.md runs "stacks up to 64 pots" in single precision
    result = SubgameSource(QUICK).solve(small_request(deep_river(effective)))
    assert result.info["precision"] == precision, result


def stopped_at(monkeypatch, pct: float):
    """The river request solved by a Solver whose run reports ``pct`` percent of the pot exploitable."""
    from cosino_runtime.subgame import source as subgame_source

    def run(self, target, max_iterations, max_seconds, check_every=10):
        self.iterate()  # one pass, so the root has an average strategy to report
        return {"iterations": 50, "exploitability_pct_pot": pct, "seconds": 0.01}

    monkeypatch.setattr(subgame_source.Solver, "run", run)
    return SubgameSource(SubgameSettings(robustness=False)).solve(small_request())


@pytest.mark.parametrize(
    "pct, status, converged",
    [(0.1, "used", True), (0.15, "used", False), (1.0, "used", False), (1.05, "rejected", False)],
)
def test_a_solve_is_converged_at_its_target_and_unusable_only_above_ten_times_it(monkeypatch, pct, status, converged):
    # U07 (unusable above 11x), U09 (converged up to 2x the target), U31 (no warning when it stopped short)
    result = stopped_at(monkeypatch, pct)  # the river's target is 0.1% of the pot (docs/advisor.md)
    assert (result.status, result.converged) == (status, converged), result
    short = [w for w in result.warnings if w.startswith("subgame stopped at")]
    if status == "used":
        assert len(short) == (0 if converged else 1), result.warnings
        assert "target 0.10%" in "".join(short) or converged


def test_a_solve_that_reports_no_number_is_not_used(monkeypatch):
    # U08 (`>` for `not <=`: a NaN exploitability passed as usable)
    result = stopped_at(monkeypatch, float("nan"))
    assert result.status == "rejected" and result.code == "SUBGAME_NOT_CONVERGED"


def fake_solves(monkeypatch, plain: list[float], flattened: list[float]) -> list[bool]:
    """Replace the solve by one that answers ``plain`` (or, with flattened ranges, ``flattened``) as the mix."""
    from cosino_runtime.subgame import source as subgame_source

    calls: list[bool] = []

    def solve_once(request, street, settings, flatten=False):
        calls.append(flatten)
        run = {"iterations": 10, "exploitability_pct_pot": 0.0, "seconds": 0.0}
        mix = np.array(flattened if flatten else plain)
        return run, mix, np.zeros(len(mix)), list(range(len(request.candidates))), {"combos": [3, 3]}

    monkeypatch.setattr(subgame_source, "_solve_once", solve_once)
    return calls


@pytest.mark.parametrize("flattened, robust", [([0.0, 0.95, 0.05], True), ([0.0, 0.05, 0.95], False)])
def test_the_river_is_robust_only_when_flattened_ranges_pick_the_same_action(monkeypatch, flattened, robust):
    # U10 (robust whatever the re-solve picks): docs/advisor.md wants the re-solve to pick the same action
    calls = fake_solves(monkeypatch, [0.0, 0.9, 0.1], flattened)
    result = SubgameSource().solve(small_request())
    assert calls == [False, True] and result.robust is robust


def test_the_turn_is_not_re_solved_with_flattened_ranges(monkeypatch):
    # U11 (the flattened re-solve on the turn too): docs/advisor.md does it on the river only
    turn = SPOTS[4][1]
    request = SourceRequest(
        turn,
        Range([combo("9c9d"), combo("AhKh")], [1000, 1000]),
        (Range([combo("KcQd"), combo("7c6c")], [1000, 1000]),),
        (Candidate("fold"), Candidate("call")),
        "0",
    )
    calls = fake_solves(monkeypatch, [0.2, 0.8], [0.8, 0.2])
    result = SubgameSource().solve(request)
    assert calls == [False] and result.robust is None


def test_flattened_ranges_square_root_every_weight(monkeypatch):
    # U30 (the flattened re-solve solving the same ranges again)
    from cosino_runtime.subgame import source as subgame_source

    seen = []
    real = subgame_source.Solver

    class Spy(real):
        def __init__(self, root, pot, priors, *rest):
            seen.append([np.asarray(p, dtype=np.float64).copy() for p in priors])
            super().__init__(root, pot, priors, *rest)

    monkeypatch.setattr(subgame_source, "Solver", Spy)
    subgame_source._solve_once(small_request(), "river", QUICK, flatten=False)
    subgame_source._solve_once(small_request(), "river", QUICK, flatten=True)
    (h, o), (fh, fo) = seen
    assert sorted(h) == [500, 500, 1000] and np.allclose(fh, np.sqrt(h)) and np.allclose(fo, np.sqrt(o))


def test_candidates_that_are_one_abstract_action_share_its_frequency_once():
    # U12 (each duplicate given the whole frequency again), U13 (a raise to the bet already made kept as a raise)
    cands = tuple(Candidate(*c) for c in (("fold",), ("call",), ("raise", 28), ("raise", 186), ("raise", 500)))
    result = SubgameSource(QUICK).solve(small_request(candidates=cands))
    assert result.status == "used", result
    freq = {c.text(): f for c, f, _ in result.actions}
    ev = {c.text(): e for c, _, e in result.actions}
    # Raising to 28 facing 28 is a call; 500 is capped at the 186 the hero has: the all-in.
    assert freq["raise 28"] == 0.0 and ev["raise 28"] == ev["call"]
    assert freq["raise 500"] == 0.0 and ev["raise 500"] == ev["raise 186"]
    assert sum(freq.values()) == pytest.approx(1.0, abs=1e-6)


# Six river combos from weakest to strongest on 2c 7d 9h Js Qc (high card, high card, two pairs of eights
# and aces, a set, a straight), and the hero's hand, which the range leaves out.
BOARD = cards("2c 7d 9h Js Qc")
LADDER = [combo(t) for t in ("3h4h", "5h6h", "8c8d", "AsAd", "7h7s", "KsTd")]
HERO = combo("Ac9d")


def test_the_ladder_is_ordered_by_hand_value():
    # the trimming tests' premise, checked with the evaluator
    values = [evaluate_indices((*c, *BOARD)) for c in LADDER]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_a_range_of_exactly_the_kept_size_is_kept_whole():
    # U15 (`<` for `<=`: a range of exactly ``keep`` combos was merged into runs)
    from cosino_runtime.subgame.source import _trim

    weights = [1, 3, 2, 2, 1, 3]
    kept, w, live = _trim(Range(list(reversed(LADDER)), list(reversed(weights))), 7, HERO, BOARD)
    assert sorted(zip(kept, w.tolist())) == sorted([*zip(LADDER, map(float, weights)), (HERO, 1.0)])
    assert live == 6


def test_a_trimmed_range_keeps_runs_of_equal_weight_by_strength_each_played_by_its_heaviest_combo():
    # U16 (the last run dropped), U17 (a run played by its first combo), U18 (runs cut in the range's order),
    # U28 (the hero's hand, absent from the range, given weight 0)
    from cosino_runtime.subgame.source import _trim

    weights = [1, 3, 2, 2, 1, 3]  # 12 in all: two runs of 6, {3h4h, 5h6h, 8c8d} and {AsAd, 7h7s, KsTd}
    r = Range(list(reversed(LADDER)), list(reversed(weights)))  # strongest first: the order must not matter
    kept, w, live = _trim(r, 3, HERO, BOARD)
    assert kept == [LADDER[1], LADDER[5], HERO]
    assert w.tolist() == [6.0, 6.0, 1.0] and live == 6


def test_the_reported_range_sizes_count_the_heros_own_hand():
    # U29 (combos_in_range without the hero's hand)
    result = SubgameSource(QUICK).solve(small_request())
    assert result.info["combos"] == [3, 3] and result.info["combos_in_range"] == [3, 3]


def test_the_documented_targets_clocks_and_range_sizes_are_the_defaults():
    # U23 (the river's target doubled), U24 (the turn's clock 4.5 s), U25 (81 turn combos); docs/advisor.md states
    # 0.1% / 1% / 1% of the pot, 0.8 s / 3.5 s / 2 s and 400 / 80 / 150 combos for the river, turn and flop
    settings = SubgameSettings()
    documented = {
        "target": {"river": 0.001, "turn": 0.01, "flop": 0.01},
        "max_seconds": {"river": 0.8, "turn": 3.5, "flop": 2.0},
        "max_combos": {"river": 400, "turn": 80, "flop": 150},
    }
    for name, per_street in documented.items():
        for street, value in per_street.items():
            assert settings.get(name, street) == value, (name, street)
    assert settings.max_iterations == 3000  # and "never past 3,000 iterations"
    # A table naming one street sets that street and leaves the others at their defaults.
    mine = SubgameSettings(max_combos={"turn": 5})
    assert (mine.get("max_combos", "turn"), mine.get("max_combos", "river")) == (5, 400)


def test_a_source_request_without_an_opponent_range_is_rejected_not_raised():
    # U01 (`> 1` for `!= 1`: no opponent range went on to an IndexError)
    request = small_request()
    empty = SourceRequest(request.state, request.hero_range, (), request.candidates, "0")
    result = SubgameSource(QUICK).solve(empty)
    assert result.status == "rejected" and result.code == "SUBGAME_MULTIWAY"


# --- tree.py: the abstraction after the root --------------------------------------------------------


def child(node, label: str):
    return node.children[node.labels.index(label)]


def test_after_a_check_the_villain_bets_half_and_one_pot_or_all_in_and_a_raise_is_one_pot():
    # T01 (bets of 1/3 pot), T05 (a raise's pot without the call), T06 (no all-in)
    st = Street((0, 0), (100, 100), (0, 0), 20, 2, 0, 0, 0, False, True, 0)  # river, pot 20, 100 behind each
    villain = child(build(st, 0, [("check", None)]), "check")
    assert villain.player == 1 and villain.labels == ["check", "bet 10", "bet 20", "bet 100"]
    # Facing 10: the pot after calling is 20 + 10 + 10 = 40, so a pot-sized raise goes to 50.
    assert child(villain, "bet 10").labels == ["fold", "call", "raise 50", "raise 100"]


def test_no_bet_is_below_the_big_blind():
    # T04 (the smallest bet the half-pot fraction of a 2-chip pot: 1 chip, under a 4-chip big blind)
    st = Street((0, 0), (100, 100), (0, 0), 2, 4, 0, 0, 0, False, True, 0)
    assert child(build(st, 0, [("check", None)]), "check").labels == ["check", "bet 4", "bet 100"]


def test_a_street_holds_at_most_three_wagers():
    # T02 (four wagers), T08 (`<=` for `<` against the cap); docs/advisor.md: "at most three wagers a street"
    st = Street((0, 0), (10**6, 10**6), (0, 0), 20, 2, 0, 0, 0, False, True, 0)
    node, wagers = child(build(st, 0, [("check", None)]), "check"), 0
    while True:
        raises = [label for label in node.labels if label.split()[0] in ("bet", "raise")]
        if not raises:
            break
        wagers += 1
        node = child(node, raises[0])  # the smallest wager each time: the all-in would end the street
    assert wagers == 3 and node.labels == ["fold", "call"]


def test_check_check_ends_the_river_at_a_showdown():
    # T09 (a third check asked for)
    st = Street((0, 0), (100, 100), (0, 0), 20, 2, 0, 0, 0, False, True, 0)
    assert child(child(build(st, 0, [("check", None)]), "check"), "check").kind == "showdown"


@pytest.mark.parametrize("first", [0, 1])
def test_the_river_after_the_turn_opens_with_the_player_who_acts_first(first):
    # T11 (the river opened by the other player)
    st = Street((0, 0), (100, 100), (0, 0), 20, 2, 0, 0, 0, False, False, first)
    chance = child(child(build(st, 0, [("check", None)]), "check"), "check")
    assert chance.kind == "chance" and chance.children[0].player == first


@pytest.mark.parametrize("behind", [(0, 50), (50, 0)])
def test_a_river_with_either_player_all_in_goes_straight_to_the_showdown(behind):
    # T12 (only the hero's stack looked at)
    st = Street((0, 0), behind, (0, 0), 20, 2, 0, 0, 0, False, False, 0)
    node = build(st, 0, [("check", None)])
    while node.kind == "decision":
        node = node.children[0]  # nobody can bet: check, check
    assert node.kind == "chance" and node.children[0].kind == "showdown" and node.children[0].batched


def test_the_river_after_a_turn_bet_and_call_bets_two_thirds_of_the_whole_pot():
    # T14 (the turn's bets left out of the river's pot), T15 (the river after the turn sized like the first street)
    st = Street((0, 0), (100, 100), (0, 0), 20, 2, 0, 0, 0, False, False, 0)
    chance = child(child(build(st, 0, [("bet", 10)]), "bet 10"), "call")
    river = chance.children[0]  # pot 20 + 10 + 10 = 40: 2/3 of it is 26 chips (rounded down), all-in 90
    assert river.batched and river.player == 0 and river.labels == ["check", "bet 26", "bet 90"]


def test_an_empty_pot_is_not_solved():
    # U03 (`< 0` for `<= 0`: an empty pot went on to a division by zero)
    import dataclasses

    hero, opp = RIVER.seats
    seats = [dataclasses.replace(hero, committed=0), dataclasses.replace(opp, committed=0)]
    empty = dataclasses.replace(RIVER, pot=0, seats=seats, starting_stacks=None)
    result = SubgameSource(QUICK).solve(small_request(empty, (Candidate("check"), Candidate("bet", 20))))
    assert (result.status, result.code) == ("not run", "SUBGAME_DEPTH")
    assert result.warnings == ["subgame not run: an empty pot"]


# --- session.py: Jeffreys intervals, tendencies, EV gaps -------------------------------------------------


def simpson_beta_cdf(x: float, a: float, b: float, steps: int = 20000) -> float:
    """I_x(a, b) integrated by Simpson's rule in t, x = sin(t)^2, where the integrand stays finite for a, b >= 1/2."""
    top = math.asin(math.sqrt(x))
    log_norm = math.log(2) - (math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b))

    def f(t: float) -> float:
        log_value = log_norm
        for base, power in ((math.sin(t), 2 * a - 1), (math.cos(t), 2 * b - 1)):
            if power:  # a power of 0 is 1 even where its base is 0
                if base == 0:
                    return 0.0
                log_value += power * math.log(base)
        return math.exp(log_value)

    h = top / steps
    total = f(0.0) + f(top) + sum((4 if i % 2 else 2) * f(i * h) for i in range(1, steps))
    return total * h / 3


@pytest.mark.parametrize("k, n", [(3, 10), (1, 7), (6, 7), (50, 97), (500, 1000), (2, 400)])
def test_jeffreys_ends_are_the_beta_quantiles_to_a_millionth(k, n):
    # E05 (3 continued-fraction terms), E06 (a 3e-4 stop), E08 (12 halvings), E16 (the 5% and 95% quantiles)
    from cosino.advisor.session import jeffreys_interval

    lo, hi = jeffreys_interval(k, n)
    a, b = k + 0.5, n - k + 0.5
    assert simpson_beta_cdf(lo, a, b) == pytest.approx(0.025, abs=1e-6)
    assert simpson_beta_cdf(hi, a, b) == pytest.approx(0.975, abs=1e-6)


@pytest.mark.parametrize("n", [1, 5, 60])
def test_jeffreys_interval_reaches_zero_with_no_success_and_one_with_no_failure(n):
    # E09, E17 (the k = 0 and k = n ends computed as quantiles instead of 0 and 1)
    from cosino.advisor.session import jeffreys_interval

    lo, hi = jeffreys_interval(0, n)
    assert lo == 0.0 and 0.0 < hi < 1.0
    lo, hi = jeffreys_interval(n, n)
    assert hi == 1.0 and 0.0 < lo < 1.0


def act(player, hand, street, action, facing=False) -> dict:
    return {"player": player, "hand": hand, "street": street, "action": action, "facing_bet": facing}


def test_tendencies_count_hands_and_chances_as_documented():
    # E11 (a preflop call not voluntary), E12 (a check counted as passive), E13 (a fold facing no bet counted as
    # facing one), E14 (players in the order first seen), E15 (aggression out of the calls only)
    from cosino.advisor.session import tendencies

    rows = [
        act("zed", "h9", "preflop", "raise"),
        act("al", "h1", "preflop", "call"),
        act("al", "h1", "flop", "check"),
        act("al", "h1", "flop", "bet"),
        act("al", "h1", "turn", "call", True),
        act("al", "h1", "river", "fold", True),
        act("al", "h2", "preflop", "raise"),
        act("al", "h2", "flop", "check"),
        act("al", "h2", "flop", "fold"),  # folding where checking was free: no bet faced
        act("al", "h3", "preflop", "fold", True),
    ]
    got = [(t.player, t.name, t.k, t.n) for t in tendencies(rows)]
    # Counted by hand: al played 3 hands, put money in voluntarily in 2 (h1 call, h2 raise), raised preflop in 1;
    # after the flop 1 bet against 1 call (checks are neither); he faced 3 bets and folded to 2 of them.
    assert got[:4] == [
        ("al", "VPIP", 2, 3),
        ("al", "PFR", 1, 3),
        ("al", "postflop aggression", 1, 2),
        ("al", "fold to a bet", 2, 3),
    ]
    assert [g[0] for g in got[4:]] == ["zed"] * 4


def rollout_report(units: dict, big_blind: int = 2):
    """A report whose rollout gave each candidate (kind, amount) the per-sample EVs ``units`` (in chips)."""
    from cosino.advisor.report import DecisionReport
    from cosino.advisor.rollout import SCALE, CandidateEV, RolloutResult

    evs = []
    for (kind, amount), chips in units.items():
        scaled = [int(c * SCALE) for c in chips]
        evs.append(CandidateEV(Candidate(kind, amount), sum(chips) / len(chips), 0.0, len(chips), scaled))
    rollout = RolloutResult(evs, "street", "behavior", len(next(iter(units.values()))))
    return DecisionReport(None, "rollout", "", [], {}, "", "low", [], {}, {}, {"big_blind": big_blind}, rollout=rollout)


def test_the_ev_gap_is_to_the_best_candidate_in_big_blinds_with_its_paired_se():
    # E01 (any bet taken for the bet of that size), E04 (the gap's sign turned)
    from cosino.advisor.session import ev_gap

    report = rollout_report({("check", None): [0, 0, 0, 0], ("bet", 10): [4, 6, 5, 5], ("bet", 20): [6, 10, 8, 8]})
    gap = ev_gap(report, "bet", 10)
    # Paired differences 2, 4, 3, 3: mean 3 chips, sample variance 2/3, SE sqrt(2/3 / 4); 2 chips a big blind.
    assert (gap.taken, gap.best) == ("bet 10", "bet 20")
    assert gap.gap_bb == pytest.approx(1.5) and gap.se_bb == pytest.approx(math.sqrt(2 / 3 / 4) / 2)
    same = ev_gap(report, "bet", 20)
    assert (same.taken, same.gap_bb, same.se_bb) == ("bet 20", 0.0, 0.0)
    assert ev_gap(report, "bet", 15) is None  # not a candidate: no gap


def test_the_best_action_has_no_gap_and_no_error_even_from_one_sample():
    # E03 (the gap of the best to itself given the paired SE, infinite from one sample)
    from cosino.advisor.session import ev_gap

    gap = ev_gap(rollout_report({("fold", None): [0], ("call", None): [7]}), "call", None)
    assert (gap.gap_bb, gap.se_bb) == (0.0, 0.0)


# --- sources.py: what a caller's source must say before its answer is trusted ---------------------------


class Scripted:
    """A caller's source that answers the river spot's candidates with a fixed result."""

    name = "subgame"

    def __init__(self, status: str, **fields) -> None:
        self.status, self.fields = status, fields

    def solve(self, request):
        from cosino.advisor.sources import SourceResult

        first, *rest = request.candidates
        actions = [(first, 1.0, 5.0)] + [(c, 0.0, 0.0) for c in rest]
        info = {"exploitability_pct_pot": 0.0, "target_pct_pot": 0.1, "iterations": 1, "seconds": 0.0}
        return SourceResult(self.status, None, actions, "scripted", "scripted mix", info, [], **self.fields)


@pytest.mark.parametrize(
    "fields, confidence",
    [({"converged": True, "robust": True}, "high"), ({"robust": True}, "low"), ({"converged": True}, "medium")],
)
def test_a_source_is_trusted_only_as_far_as_it_says(fields, confidence):
    # Q01 (a result converged unless it says otherwise), Q02 (robust unless it says otherwise): docs/advisor.md
    # gives high only to a solve that reached its target and whose flattened re-solve agreed
    config = DecisionConfig(**{**FAST, "rollout_simulations": 0}, sources=(Scripted("used", **fields),))
    report = recommend_action(RIVER, config)
    assert report.method == "subgame" and report.confidence == confidence, report.details["source_cascade"]


@pytest.mark.parametrize("status", ["not run", "failed"])
def test_a_source_that_did_not_run_is_not_used_whatever_it_returns(status):
    # Q03 (anything but a rejection counted as used)
    config = DecisionConfig(**FAST, sources=(Scripted(status, converged=True, robust=True),))
    report = recommend_action(RIVER, config)
    assert report.method == "rollout" and subgame_entry(report)["status"] == status


# --- heuristic.py ----------------------------------------------------------------------------------------


def test_the_heuristic_checks_for_free_even_without_equity_and_values_a_check_at_its_pot_share():
    # H01 (`< 0`: nothing to call was treated as a bet faced, refused without equity), H03 (a check worth 0)
    from cosino.advisor.heuristic import heuristic_choice

    free = heuristic_choice(to_call=0, pot=30, equity=None)
    assert free.action == "check" and free.refusal is None
    assert heuristic_choice(to_call=0, pot=30, equity=0.4).evs["check"] == pytest.approx(12.0)


def test_the_heuristic_calls_at_exactly_the_pot_odds():
    # H02 (`>` for `>=`): at the price the call's check-down EV is 0, as good as folding, and the heuristic calls
    from cosino.advisor.heuristic import heuristic_choice

    pick = heuristic_choice(to_call=10, pot=30, equity=0.25)  # 10 / (30 + 10) = 1/4
    assert pick.price == 0.25 and pick.evs["call"] == 0.0 and pick.action == "call"


# --- report.py: the table and the JSON ---------------------------------------------------------------------


def report_of(lines, **changes):
    from cosino.advisor.report import DecisionReport

    fields = dict(
        recommended=lines[0] if lines else None,
        method="rollout",
        source="Monte Carlo rollout",
        candidates=lines,
        mix={},
        mix_meaning="",
        confidence="low",
        warnings=[],
        details={},
        uncertainty={},
        summary={},
    )
    fields.update(changes)
    return DecisionReport(**fields)


def test_the_table_keeps_a_space_between_columns_whatever_their_width():
    # R02 (columns run together once a value fills its width)
    from cosino.advisor.report import ActionLine

    line = ActionLine("x" * 22, "raise", 10**15, 0.5, 1.25, 0.1, 1234567, "Monte Carlo rollout")
    row = report_of([line]).format().splitlines()[1]
    assert row.split()[:6] == ["x" * 22, str(10**15), "0.50", "+1.25", "0.10", "1234567"]


def test_an_ev_that_is_not_a_number_is_left_blank():
    # R01 (a NaN EV printed as "+nan")
    from cosino.advisor.report import ActionLine

    text = report_of([ActionLine("check", "check", None, None, float("nan"), None, 0, "heuristic fallback")]).format()
    assert "nan" not in text.lower()


def test_the_solver_line_appears_only_when_the_solver_was_not_used():
    # R03 (a used solver reported as not used)
    from cosino.advisor.report import ActionLine

    line = ActionLine("call", "call", None, 1.0, 0.5, None, 0, "solver (exact mapping)")
    used = report_of([line], details={"solver": {"used": True, "reasons": ["LOW_VISIT_COUNT"]}})
    unused = report_of([line], details={"solver": {"used": False, "reasons": ["LOW_VISIT_COUNT"]}})
    assert "Solver strategy not used" not in used.format()
    assert "Solver strategy not used: LOW_VISIT_COUNT" in unused.format()


def test_ev_of_without_an_amount_finds_the_first_candidate_of_that_kind():
    # R04 (an amount of None matched only a line without an amount)
    from cosino.advisor.report import ActionLine

    small, big = (ActionLine(f"bet {a}", "bet", a, None, a / 10, None, 0, "r") for a in (10, 20))
    report = report_of([ActionLine("check", "check", None), small, big])
    assert report.ev_of("bet") is small and report.ev_of("bet", 20) is big and report.ev_of("raise") is None


def test_the_json_keeps_the_equitys_samples_and_every_warning_and_the_text_every_warning_and_the_mix():
    # R05 (samples dropped from the JSON), R06 (the text cut after three warnings), R07 (the mix line left out)
    from cosino.advisor.report import ActionLine
    from cosino.games.poker.equity import EquityEstimate

    lines = [ActionLine("call", "call", None, 0.7, 0.5, None, 0, "s"), ActionLine("fold", "fold", None, 0.3, 0.0)]
    warnings = [f"warning number {i}" for i in range(6)]
    report = report_of(lines, mix={"call": 0.7, "fold": 0.3}, mix_meaning="a mix", warnings=warnings)
    report.equity = EquityEstimate(0.4, 0.01, 777)
    data = report.to_dict()
    assert data["equity"] == {"equity": 0.4, "se": 0.01, "samples": 777} and data["warnings"] == warnings
    text = report.format()
    assert all(f"warning: {w}" in text for w in warnings)
    assert "mix: call 0.70, fold 0.30  (a mix)" in text


def test_a_range_line_shows_at_most_four_top_classes():
    # R08 (every top class printed)
    rng = {
        "seat": 1,
        "position": "BTN",
        "preflop_line": "open",
        "postflop_line": [],
        "label": "BTN open",
        "live_combos": 10,
        "effective_combos": 9.0,
        "entropy_bits": 3.0,
        "top_classes": [(f"C{i}", 0.1) for i in range(9)],
        "behavior_model": "behavior (regular)",
    }
    text = report_of([], ranges=[rng]).format()
    assert "top C0 10%, C1 10%, C2 10%, C3 10%;" in text and "C4" not in text


# --- spots.py ------------------------------------------------------------------------------------------------


def test_each_reference_spot_sits_where_its_name_says():
    # P01 (the dealer button on the other seat), P02 (the villain made the preflop raise of the "IP" line)
    for name, state in SPOTS:
        hero, opp = state.hero, state.opponents()[0]
        if "(IP)" in name or name.startswith("BTN"):
            assert state.dealer == hero and not state.acts_first_postflop(hero, opp), name
        if "(OOP)" in name or name.startswith("BB"):
            assert state.dealer == opp and state.acts_first_postflop(hero, opp), name
        if "(IP)" in name:  # the hero raised preflop from the button
            assert (state.history[0].seat, state.history[0].kind) == (hero, "raise"), name


def test_a_root_raise_is_capped_at_the_effective_stack_not_the_heros():
    # U14 (capped at the larger stack: a raise the villain cannot match stayed a separate action)
    import dataclasses

    hero, opp = RIVER.seats
    deep_hero = dataclasses.replace(RIVER, seats=[dataclasses.replace(hero, stack=1000), opp], starting_stacks=None)
    cands = (Candidate("fold"), Candidate("call"), Candidate("raise", 186), Candidate("raise", 1000))
    result = SubgameSource(QUICK).solve(small_request(deep_hero, cands))
    freq = {c.text(): f for c, f, _ in result.actions}
    ev = {c.text(): e for c, _, e in result.actions}
    # The villain has 28 + 158 = 186 in all: raising to 1000 is raising to 186.
    assert freq["raise 1000"] == 0.0 and ev["raise 1000"] == ev["raise 186"]


@pytest.mark.parametrize("index, first", [(2, 1), (4, 0), (5, 0)])
def test_the_subgame_knows_who_opens_the_next_street(index, first):
    # U21 (the opener of the river after the turn swapped); 0 is the hero, who opens when out of position
    from cosino_runtime.subgame.source import _root_street

    name, state = SPOTS[index]
    assert _root_street(state, state.street).first == first, name


def test_a_flop_subgame_checks_the_turn_and_river_down_over_120_runouts():
    # U22 (the flop not made the last betting round), S04 (119 runouts for the documented 120)
    flop = SPOTS[2][1]  # KsQs on Qh7c2d, checked to the hero in position
    request = SourceRequest(
        flop,
        Range([combo("KsQs"), combo("AhAd"), combo("6s5s")], [1000, 500, 500]),
        (Range([combo("Jh9h"), combo("7d7h"), combo("AcQc")], [1000, 1000, 1000]),),
        (Candidate("check"), Candidate("bet", 6), Candidate("bet", 194)),
        "0",
    )
    result = SubgameSource(QUICK).solve(request)
    assert result.status == "used", result
    assert result.info["abstraction"].endswith("turn and river checked down (120 sampled runouts)")


def test_a_source_that_reports_no_solve_details_prints_no_subgame_lines():
    # R09 (`is None` for `not`: an empty details table read as a solve, KeyError in format)
    from cosino.advisor.report import ActionLine

    text = report_of([ActionLine("call", "call", None, 1.0, 0.5)], details={"subgame": {}}).format()
    assert "subgame:" not in text and "abstraction:" not in text


# --- defects ------------------------------------------------------------------------------------------------


def test_defect_advise_json_holds_no_nan(tmp_path, cosino_cli):
    # defect: a free check without an equity estimate has no EV, which `advise --json` printed as NaN (not JSON)
    import json

    state = tmp_path / "turn.json"
    state.write_text(json.dumps(SPOTS[5][1].to_dict()))  # the turn overpair, checked to: checking is free
    code, out, err = cosino_cli("advise", str(state), "--equity", "0", "--rollouts", "0", "--subgame", "off", "--json")
    assert code == 0, err

    def strict(token):
        raise AssertionError(f"{token} is not JSON")

    data = json.loads(out, parse_constant=strict)
    assert data["method"] == "heuristic" and data["recommended"]["kind"] == "check"
    assert data["recommended"]["ev_bb"] is None and data["candidates"][0]["ev_bb"] is None


def test_defect_the_abstraction_line_names_each_bet_size_apart():
    # defect: the report read "after it bets 1/2/1 pot", one fraction to the eye, for bets of 1/2 pot and 1 pot
    result = SubgameSource(QUICK).solve(small_request())
    text = result.info["abstraction"]
    assert "bets 1/2 and 1 pot, raises 1 pot, all-in" in text and "1/2/1" not in text


def test_defect_analyze_bounds_the_tendencies_and_range_narrowing_by_top(tmp_path, cosino_cli):
    # defect: a session file with thousands of players or street names printed every one (4 lines a player)
    import sqlite3

    from cosino_runtime.commands.session import SCHEMA

    path = tmp_path / "wide.sqlite"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    for i in range(40):
        for hand in range(i % 3 + 1):  # p02, p05, p08 ... have 3 hands, the most
            db.execute(
                "INSERT INTO actions VALUES ('s', ?, 0, ?, 'flop', 'bet', 0, 'BTN')", (f"h{i}/{hand}", f"p{i:02}")
            )
        db.execute(
            "INSERT INTO decisions VALUES "
            "('s', ?, 0, 'p', ?, '{}', 'check', 'check', 'rollout', 'high', NULL, NULL, 9.0, '{}')",
            (f"h{i}", f"street{i:02}"),
        )
    db.commit()
    db.close()
    code, out, err = cosino_cli("session", "analyze", "--db", str(path), "--top", "5")
    assert code == 0, err
    narrowing = out.split("range narrowing")[1].split("tendencies")[0]
    assert narrowing.count(" combos over ") == 5
    tendencies = out.split("tendencies (95% Jeffreys credible interval):")[1]
    players = sorted({line.split()[0] for line in tendencies.splitlines() if line.startswith("  p")})
    # The five with the most hands (3 each: p02, p05, p08, p11, p14 ...), the first five by name among them.
    assert players == ["p02", "p05", "p08", "p11", "p14"]
    assert "35 more players" in tendencies
