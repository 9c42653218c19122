"""Mutation review 30d of the CFR solvers (cosino.solvers.cfr, cosino.solvers.external_sampling) and
of the analytics tree (cosino.analytics.tree, cosino.analytics.reach).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
tests that existed before. Expected values come from game-theory facts worked out by hand, from
docs/analytics.md, or from a naive second implementation written here, never from the code under test."""

from __future__ import annotations

import hashlib
import math
import re
import statistics
import sys
from fractions import Fraction

import pytest

from cosino.analytics import tree as tree_module
from cosino.analytics.reach import (
    best_response,
    best_response_policy,
    cfr_br,
    compiled,
    descent_step,
    exploitability,
    exploitability_2p_zerosum,
    exploitability_descent,
)
from cosino.analytics.testgames import rock_paper_scissors
from cosino.analytics.tree import (
    DEFAULT_CHANCE_SAMPLES,
    CompiledGame,
    GameState,
    GameTree,
    GameTreeError,
    checked_row,
    compile_tree,
    compiled_variant,
    draw_index,
    option_actions,
    variant_tree,
)
from cosino.games.protocol import Action, Option
from cosino.solvers.cfr import CFRSolver, make_solver
from cosino.solvers.external_sampling import CompiledSampled, ExternalSamplingTrainer, TrainerNode

# -- a small game with everything the walk writes out or loops over -------------------------------

_P1_ACTIONS = {"a": ("x", "y"), "b": ("x", "y", "z"), "c": ("w", "x", "y", "z"), "d": ("x", "y")}


class _ToyState(GameState):
    """Uneven chance at the root and below, decisions of two, three and four actions for both
    players, infosets spanning both chance outcomes, and three own levels for the first player."""

    def __init__(self, h: tuple[str, ...]) -> None:
        self.h = h

    def kind(self) -> str:
        h = self.h
        if len(h) in (1, 2):
            return "p0" if len(h) == 1 else "p1"
        rest = {("a", "x"): "p0", ("c", "w"): "p1", ("b", "y"): "chance", ("a", "x", "p"): "p0"}
        return "chance" if h == () else rest.get(h[1:], "end")

    def is_chance(self) -> bool:
        return self.kind() == "chance"

    def chance_outcomes(self):
        if self.h == ():
            return [("lo", Fraction(1, 4)), ("hi", Fraction(3, 4))]
        return [("u", Fraction(1, 3)), ("v", Fraction(2, 3))]

    def is_terminal(self) -> bool:
        return self.kind() == "end"

    def current_player(self) -> int:
        return int(self.kind()[1])

    def infoset_key(self) -> str:
        h = self.h
        if len(h) == 3 and h[1] == "c":
            return "1|cw"
        return {1: f"0|{h[0]}", 2: f"1|{h[-1]}", 3: f"0|{h[0]}|ax", 4: f"0|{h[0]}|axp"}[len(h)]

    def legal_actions(self) -> list[str]:
        h = self.h
        if len(h) == 1:
            return list("abcd" if h[0] == "lo" else "ac")
        if len(h) == 2:
            return list(_P1_ACTIONS[h[1]])
        if len(h) == 3:
            return ["p", "q"] if h[1] == "a" else ["1", "2", "3"]
        return ["m", "n"]

    def child(self, action) -> "_ToyState":
        return _ToyState(self.h + (action,))

    def returns(self) -> list[int]:
        u = hashlib.sha256("/".join(self.h).encode()).digest()[0] % 19 - 9
        return [u, -u]


class _Toy(GameTree):
    name = "toy"

    def root(self) -> GameState:
        return _ToyState(())


def _matched(regret: list[float]) -> list[float]:
    pos = [max(r, 0.0) for r in regret]
    total = sum(pos)
    return [x / total for x in pos] if total > 0 else [1.0 / len(pos)] * len(pos)


def _naive_cfr(game: GameTree, algo: str, iterations: int) -> tuple[dict, dict]:
    """CFR, CFR+ or DCFR as the textbook writes it: recursion over the game's own states, the average
    summed at every node (each infoset's node count is fixed, so its normalised row is unchanged)."""
    n = game.num_players
    regret: dict[str, list[float]] = {}
    ssum: dict[str, list[float]] = {}
    owner: dict[str, int] = {}

    def walk(s: GameState, p: int, reach: list[float], weight: float) -> float:
        if s.is_terminal():
            return float(s.returns()[p])
        if s.is_chance():
            v = 0.0
            for o, pr in s.chance_outcomes():
                v += float(pr) * walk(s.child(o), p, reach[:n] + [reach[n] * float(pr)], weight)
            return v
        q, key, acts = s.current_player(), s.infoset_key(), s.legal_actions()
        owner[key] = q
        regret.setdefault(key, [0.0] * len(acts))
        ssum.setdefault(key, [0.0] * len(acts))
        sigma = strat.get(key) or [1.0 / len(acts)] * len(acts)
        vals = []
        for j, a in enumerate(acts):
            r = list(reach)
            r[q] *= sigma[j]
            vals.append(walk(s.child(a), p, r, weight))
        v = sum(x * y for x, y in zip(sigma, vals))
        if q == p:
            others = math.prod(reach[k] for k in range(n + 1) if k != p)
            for j in range(len(acts)):
                ssum[key][j] += weight * reach[p] * sigma[j]
                regret[key][j] += others * (vals[j] - v)
        return v

    strat: dict[str, list[float]] = {}  # the current strategy, matched after each player's walk
    for t in range(1, iterations + 1):
        for p in range(n):
            walk(game.root(), p, [1.0] * (n + 1), float(t) if algo == "cfr+" else 1.0)
            for key in [k for k, q in owner.items() if q == p]:
                if algo == "cfr+":
                    regret[key] = [max(r, 0.0) for r in regret[key]]
                strat[key] = _matched(regret[key])
        if algo == "dcfr":
            # alpha 3/2, beta 0 (t^0 / (t^0 + 1) is 1/2) and gamma 2, as the cfr module's docstring gives them.
            pos, neg, avg = t**1.5 / (t**1.5 + 1), 0.5, (t / (t + 1)) ** 2
            regret.update({k: [r * pos if r > 0 else r * neg for r in row] for k, row in regret.items()})
            ssum.update({k: [x * avg for x in row] for k, row in ssum.items()})
            strat.update({k: _matched(row) for k, row in regret.items()})
    current = {k: _matched(row) for k, row in regret.items()}
    return current, {k: _matched(row) for k, row in ssum.items()}  # sums are never negative: matching normalises


# Kills C05, C06 (CFR+'s weight off by one), C08, C10, C12 (DCFR's weights and discounts), C15 and C16
# (averages without own reach): only the OpenSpiel comparisons caught them, and those skip without OpenSpiel.
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr"])
@pytest.mark.parametrize("game", [_Toy(), variant_tree("kuhn")], ids=["toy", "kuhn"])
def test_full_tree_solvers_follow_a_textbook_cfr(game, algo):
    tree = compile_tree(game)
    for iterations in (1, 3, 10, 40):
        current, average = _naive_cfr(game, algo, iterations)
        solver = make_solver(tree, algo)
        solver.run(iterations)
        for i, key in enumerate(tree.infoset_keys):
            assert solver.current_strategy()[i] == pytest.approx(current[key], abs=1e-9), (key, iterations)
            assert solver.average_strategy()[i] == pytest.approx(average[key], abs=1e-9), (key, iterations)


# The comparison above is only as strong as its game: this holds the game to the shape it was built for.
def test_the_uneven_game_reaches_every_loop_of_the_walk():
    tree = compile_tree(_Toy())
    assert {len(a) for a in tree.infoset_actions} == {2, 3, 4}
    assert sorted(set(tree.chance_probs) - {()}) == [(Fraction(1, 4), Fraction(3, 4)), (Fraction(1, 3), Fraction(2, 3))]


class _Over(GameState):
    def is_terminal(self) -> bool:
        return True

    def returns(self) -> list[int]:
        return [2, -2]


class _OverGame(GameTree):
    """A game that is over before anyone moves: nothing to learn, and nothing may fail."""

    name = "over"

    def root(self) -> GameState:
        return _Over()


# Kills C24 (the walk entered at a terminal root, where it has no strategy row to read) and C38 (the
# sampling solver left its iteration count at 0).
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr", "mccfr"])
def test_a_game_over_at_its_root_trains_to_an_empty_profile(algo):
    solver = make_solver(compile_tree(_OverGame()), algo)
    solver.run(3)
    assert solver.iteration == 3
    assert solver.average_profile() == {}


# Kills C25 (an average read before any iteration divided zero by zero instead of playing uniformly).
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr", "mccfr"])
def test_an_untrained_solver_plays_uniformly(algo):
    kuhn = compiled_variant("kuhn")
    solver = make_solver(kuhn, algo)
    assert solver.average_profile() == {
        key: {a: 1 / len(acts) for a in acts} for key, acts in zip(kuhn.infoset_keys, kuhn.infoset_actions)
    }
    assert solver.current_strategy() == [[1 / len(acts)] * len(acts) for acts in kuhn.infoset_actions]


# Kills C28 (the full-tree solver ran any unknown algorithm name as vanilla CFR).
@pytest.mark.parametrize("algo", ["cfr++", "mccfr", "CFR"])
def test_the_full_tree_solver_refuses_an_algorithm_it_does_not_run(algo):
    with pytest.raises(GameTreeError, match=f"unknown full-tree algorithm '{re.escape(algo)}'"):
        CFRSolver(compiled_variant("kuhn"), algo)


# Kills C34 (current_strategy handed out the solver's live rows, which later iterations rewrite).
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr"])
def test_the_current_strategy_is_a_snapshot(algo):
    solver = make_solver(compiled_variant("kuhn"), algo)
    solver.run(2)
    snapshot = solver.current_strategy()
    kept = [list(row) for row in snapshot]
    solver.run(5)
    assert snapshot == kept != solver.current_strategy()
    snapshot[0][0] = 7.0  # a caller's edit stays with the caller
    assert 7.0 not in solver.current_strategy()[0]


# Kills C39 (progress told the iteration before the one just run) and E15 (the trainer's told the next).
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr", "mccfr"])
def test_progress_hears_each_iteration_once_it_is_done(algo):
    solver, seen = make_solver(compiled_variant("kuhn"), algo), []
    solver.run(3, seen.append)
    solver.run(2, seen.append)
    assert seen == [1, 2, 3, 4, 5]
    trainer, heard = ExternalSamplingTrainer(CompiledSampled(compiled_variant("kuhn")), seed=2), []
    trainer.run(3, heard.append)
    assert heard == [1, 2, 3]


# -- the external-sampling trainer's gate statistics ---------------------------------------------


# Kills E07 (one strength read as a spread of 0) and E09 (strengths noted but never counted).
def test_a_trainer_node_spreads_its_strengths_like_a_population_deviation():
    node = TrainerNode(["k", "b"])
    assert node.dispersion() is None
    node.note_strength(0.4)
    assert node.dispersion() is None  # one reading has no spread
    node.note_strength(None)  # a deal without a finer measure leaves the count alone
    assert node.dispersion() is None
    for f in (0.9, 0.2, 0.75):
        node.note_strength(f)
    assert node.dispersion() == pytest.approx(statistics.pstdev([0.4, 0.9, 0.2, 0.75]), abs=1e-12)


class _Gamble(GameState):
    """One player: ``safe`` pays 0; ``risky`` lets chance pay +2 with 3/4 and -3 with 1/4 (worth 3/4)."""

    def __init__(self, h: tuple = ()) -> None:
        self.h = h

    def is_chance(self) -> bool:
        return self.h == ("risky",)

    def is_terminal(self) -> bool:
        return self.h == ("safe",) or len(self.h) == 2

    def chance_outcomes(self):
        return [("win", Fraction(3, 4)), ("lose", Fraction(1, 4))]

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return "0|"

    def legal_actions(self) -> list[str]:
        return ["safe", "risky"]

    def child(self, action) -> "_Gamble":
        return _Gamble(self.h + (action,))

    def returns(self) -> list[int]:
        return [{"safe": 0, "win": 2, "lose": -3}[self.h[-1]]]


class _GambleGame(GameTree):
    name = "gamble"
    num_players = 1
    zero_sum = False

    def root(self) -> GameState:
        return _Gamble()


# Kills E13 (chance below the root read as a decision: drawn by a strategy row, not by its probabilities;
# drawn evenly the gamble is worth -1/2 and the safe move would win).
def test_mccfr_draws_chance_below_the_root_with_its_own_probabilities():
    solver = make_solver(compile_tree(_GambleGame()), "mccfr", seed=3)
    solver.run(200)
    # One player: nothing is averaged (the average is kept where others are sampled), so read the regrets.
    assert solver.current_strategy() == [[0.0, 1.0]]
    assert set(solver.trainer.nodes) == {"0|"}  # the chance node never became an information set


# -- the tree compiler's checks and bounds ---------------------------------------------------------


class _Line(GameState):
    """Player 0 moves ``depth`` times among ``width`` actions, seeing its own history; then it is over."""

    def __init__(self, width: int, depth: int, history: str = "") -> None:
        self.width, self.depth, self.history = width, depth, history

    def is_terminal(self) -> bool:
        return len(self.history) == self.depth

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return f"k{self.history}"

    def legal_actions(self) -> list[str]:
        return [str(a) for a in range(self.width)]

    def child(self, action) -> "_Line":
        return _Line(self.width, self.depth, self.history + action)

    def returns(self) -> list[int]:
        return [len(self.history)]


class _LineGame(GameTree):
    name = "line"
    num_players = 1
    zero_sum = False

    def __init__(self, width: int, depth: int) -> None:
        self.width, self.depth = width, depth

    def root(self) -> GameState:
        return _Line(self.width, self.depth)


def _count_nodes(state: GameState) -> int:
    if state.is_terminal():
        return 1
    return 1 + sum(_count_nodes(state.child(a)) for a in state.legal_actions())


# Kills T09 (a game of exactly max_nodes nodes refused one node late: max_nodes + 1 went through).
def test_max_nodes_is_the_largest_tree_compiled():
    game = _LineGame(3, 3)
    size = _count_nodes(game.root())  # 1 + 3 + 9 + 27
    assert len(compile_tree(game, max_nodes=size).kind) == size
    with pytest.raises(GameTreeError, match=f"more than {size - 1} nodes"):
        compile_tree(game, max_nodes=size - 1)


# Kills T10 (one state more than MAX_WAITING allowed to wait on the walk's stack).
def test_max_waiting_bounds_the_states_on_the_stack(monkeypatch):
    monkeypatch.setattr(tree_module, "MAX_WAITING", 6)
    assert len(compile_tree(_LineGame(6, 1)).terminals) == 6  # six leaves wait at once: allowed
    with pytest.raises(GameTreeError, match="more than 6 states wait"):
        compile_tree(_LineGame(7, 1))


# Kills T11 (a history of exactly MAX_PATH_CHARS characters refused).
def test_max_path_chars_is_the_longest_history_walked(monkeypatch):
    longest = len("root" + ">0" * 5)  # the path the compiler names the deepest node by
    monkeypatch.setattr(tree_module, "MAX_PATH_CHARS", longest)
    assert len(compile_tree(_LineGame(1, 5)).kind) == 6
    with pytest.raises(GameTreeError, match=f"history longer than {longest} characters"):
        compile_tree(_LineGame(1, 6))


# Kills T23 (keys of exactly MAX_KEY_CHARS characters in all refused).
def test_max_key_chars_is_the_most_key_text_kept(monkeypatch):
    game = _LineGame(2, 2)
    total = len("k") + len("k0") + len("k1")  # the three distinct keys of the two-level line
    monkeypatch.setattr(tree_module, "MAX_KEY_CHARS", total)
    assert len(compile_tree(game).infoset_keys) == 3
    monkeypatch.setattr(tree_module, "MAX_KEY_CHARS", total - 1)
    with pytest.raises(GameTreeError, match=f"keys pass {total - 1} characters"):
        compile_tree(game)


# Kills T07 (a game of no players compiled) and T08 (a negative chance budget taken).
@pytest.mark.parametrize(
    "players,samples,needle",
    [(0, 0, "num_players must be a positive integer"), (1, -1, "chance_samples must be a non-negative integer")],
)
def test_compile_tree_refuses_no_players_and_a_negative_chance_budget(players, samples, needle):
    game = _LineGame(2, 1)
    game.num_players = players
    with pytest.raises(GameTreeError, match=needle):
        compile_tree(game, chance_samples=samples)


# Kills T02 (an option spanning a range of amounts given one action, as if the tree were finite).
def test_an_option_of_many_amounts_has_no_finite_tree():
    assert option_actions(Option("raise", 4, 4)) == (("r", Action("raise", 4)),)
    with pytest.raises(GameTreeError, match="spans amounts 2..6: no finite tree"):
        option_actions(Option("raise", 2, 6))


# Kills T04 (a legal action missing from a row refused: a missing action is documented as weight 0). An
# illegal action is refused whatever its weight since session 35: a row naming one was written for another
# information state or another game (tests/test_review_illegal_zero_weight.py).
def test_a_missing_legal_action_is_weight_zero_and_an_illegal_one_is_refused_at_any_weight():
    assert checked_row("0|K||", {"k": 1}, ["k", "b"]) == [1, 0]
    for weight in (0, Fraction(1, 10**9)):
        with pytest.raises(GameTreeError, match="action 'c' is not legal"):
            checked_row("0|K||", {"k": 1, "c": weight}, ["k", "b"])


# Kills C36 (the walk left at Python's default recursion limit) and C37 (the raised limit never restored).
@pytest.mark.parametrize("algo", ["cfr", "cfr+", "dcfr"])
def test_a_line_deeper_than_pythons_default_limit_trains_and_the_limit_comes_back(algo, monkeypatch):
    monkeypatch.setattr(tree_module, "MAX_PATH_CHARS", 10_000)
    line = compile_tree(_LineGame(1, 1_500))  # 1,500 moves in a row: the walk recurses 1,500 deep
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(1_000)  # as a fresh interpreter starts
    try:
        solver = make_solver(line, algo)
        solver.run(2)
        after = sys.getrecursionlimit()
    finally:
        sys.setrecursionlimit(before)
    assert after == 1_000
    assert solver.iteration == 2 and solver.average_strategy()[:2] == [[1.0], [1.0]]


class _Dealt(GameState):
    """A chance node with the given outcome probabilities, each outcome ending the game at once."""

    def __init__(self, probs, dealt=None) -> None:
        self.probs, self.dealt = probs, dealt

    def is_chance(self) -> bool:
        return self.dealt is None

    def is_terminal(self) -> bool:
        return self.dealt is not None

    def chance_outcomes(self):
        return list(enumerate(self.probs))

    def child(self, action) -> "_Dealt":
        return _Dealt(self.probs, action)

    def returns(self) -> list[int]:
        return [self.dealt, -self.dealt]


class _DealtGame(GameTree):
    name = "dealt"

    def __init__(self, probs) -> None:
        self.probs = probs

    def root(self) -> GameState:
        return _Dealt(self.probs)


# Kills T15 (chance probabilities a millionth short of 1 taken as a distribution).
def test_chance_that_misses_one_by_a_millionth_is_refused():
    assert len(compile_tree(_DealtGame([0.25, 0.75])).terminals) == 2
    with pytest.raises(GameTreeError, match="chance probabilities sum to 0.999999, not 1"):
        compile_tree(_DealtGame([0.25, 0.749999]))


class _Fault(GameState):
    """Chance deals 0 or 1, then player 0 moves once at key ``0|`` (it does not see the deal)."""

    def __init__(self, fault: str, h: tuple = ()) -> None:
        self.fault, self.h = fault, h

    def is_chance(self) -> bool:
        return self.h == ()

    def is_terminal(self) -> bool:
        return len(self.h) == 2

    def chance_outcomes(self):
        return [(0, Fraction(1, 2)), (1, Fraction(1, 2))]

    def current_player(self) -> int:
        return -1 if self.fault == "player" else 0

    def infoset_key(self) -> str:
        return "0|"

    def legal_actions(self) -> list[str]:
        if self.fault == "repeated":
            return ["a", "b", "a"]
        return ["a", "b", "c"] if self.fault == "actions" and self.h == (1,) else ["a", "b"]

    def child(self, action) -> "_Fault":
        return _Fault(self.fault, self.h + (action,))

    def returns(self) -> list:
        off = Fraction(1, 10**6) if self.fault == "not-zero-sum" and self.h[0] == 1 else 0
        return [1, -1 + off]


class _FaultGame(GameTree):
    def __init__(self, fault: str) -> None:
        self.name = self.fault = fault

    def root(self) -> GameState:
        return _Fault(self.fault)


# Kills T20 (repeated action labels), T24 (one infoset, two action lists), T21 (a game claiming
# zero-sum whose payoffs miss it by a millionth) and T26 (player -1, read as the last player).
@pytest.mark.parametrize(
    "fault,needle",
    [
        ("repeated", "infoset '0|': repeated action labels"),
        ("actions", "infoset '0|': nodes disagree on player or actions"),
        ("not-zero-sum", "claims zero-sum but a terminal pays"),
        ("player", "acting player -1 is out of range"),
    ],
)
def test_compile_tree_refuses_games_that_break_the_contract(fault, needle):
    assert len(compile_tree(_FaultGame("none")).infoset_keys) == 1  # the same game without the fault
    with pytest.raises(GameTreeError, match=re.escape(needle)):
        compile_tree(_FaultGame(fault))


class _Unlisted(GameState):
    """Chance that can only be sampled, with outcomes that cannot be hashed (lists); then it is over."""

    def __init__(self, drawn=None) -> None:
        self.drawn = drawn

    def is_chance(self) -> bool:
        return self.drawn is None

    def is_terminal(self) -> bool:
        return self.drawn is not None

    def chance_outcomes(self):
        return None

    def sample_chance(self, rng) -> list[int]:
        return [rng.randbelow(3)]

    def child(self, action) -> "_Unlisted":
        return _Unlisted(action)

    def returns(self) -> list[int]:
        return [self.drawn[0] - 1, 1 - self.drawn[0]]


class _UnlistedGame(GameTree):
    name = "unlisted"

    def root(self) -> GameState:
        return _Unlisted()


# Kills T31 (draws that cannot be hashed dropped from the empirical law, which then missed 1).
def test_unhashable_draws_each_keep_their_own_share_of_the_sampled_chance():
    tree = compile_tree(_UnlistedGame(), chance_samples=16, seed=1)
    assert tree.sampled_chance
    assert tree.chance_probs[0] == (Fraction(1, 16),) * 16
    assert len(tree.terminals) == 16


# Kills R18 (the compiled tree not remembered on the game, so every call walked the game again).
def test_a_game_is_compiled_once_and_remembered():
    game = _UnlistedGame()
    first = compiled(game)
    assert compiled(game) is first and game._compiled_tree is first
    assert len(first.chance_probs[0]) == DEFAULT_CHANCE_SAMPLES  # sampled chance: the documented budget


class _Possible:
    """A stand-in generator that draws the first outcome whenever it has any weight at all."""

    def weighted_index(self, weights) -> int:
        return 0 if weights[0] > 0 else 1


# Kills T32 (float probabilities kept to 2^-20, not the documented 2^-53: an outcome of 2^-40 could never be drawn).
@pytest.mark.parametrize("tiny", [2.0**-40, 2.0**-52])
def test_a_tiny_float_probability_can_still_be_drawn(tiny):
    assert draw_index(_Possible(), [tiny, 1.0 - tiny]) == 0
    assert draw_index(_Possible(), [0.0, 1.0]) == 1


# -- exact best responses ------------------------------------------------------------------------


# Kills R01 (a tie between best actions went to the last action, not the first).
def test_a_best_response_breaks_ties_for_the_first_action():
    rps = compile_tree(rock_paper_scissors())
    # Against uniform play every action is worth 0, so each player answers with its first action.
    assert best_response_policy(rps, {}, 0) == {"0|": "R"}
    assert best_response_policy(rps, {}, 1) == {"1|": "R"}
    # Against (1/2, 1/2, 0) the second player's P and S tie at 0 while R loses 1/2: P comes first.
    assert best_response_policy(rps, {"0|": {"R": Fraction(1, 2), "P": Fraction(1, 2)}}, 1) == {"1|": "P"}


# Kills R03 (player -1 taken as the last player).
@pytest.mark.parametrize("call", [best_response, best_response_policy])
def test_a_negative_player_is_out_of_range(call):
    with pytest.raises(GameTreeError, match="player -1 is out of range for 2 players"):
        call(compiled_variant("kuhn"), {}, -1)


# Kills T27 (the compiled game, offered as a GameTree, forgot the value its game knows).
def test_a_compiled_game_keeps_kuhns_value():
    game = CompiledGame(compiled_variant("kuhn"))
    assert game.nash_value() == [Fraction(-1, 18), Fraction(1, 18)]
    assert exploitability(game, {}).metric == "2p-zerosum"


# Kills R04 (a game value whose two halves miss summing to 0 by a millionth taken as Kuhn's value).
def test_a_game_value_a_millionth_off_zero_sum_is_refused():
    kuhn = compiled_variant("kuhn")
    value = [Fraction(-1, 18), Fraction(1, 18)]
    assert exploitability_2p_zerosum(kuhn, {}, value) == Fraction(11, 12)  # docs/analytics.md: uniform Kuhn
    with pytest.raises(GameTreeError, match="does not sum to 0"):
        exploitability_2p_zerosum(kuhn, {}, [value[0], value[1] + Fraction(1, 10**6)])


# Kills R05 (an infoset's reach by the others taken from its last node alone, not summed over its nodes).
def test_the_descent_gradient_weights_by_the_others_reach_of_the_whole_infoset():
    grad = exploitability_descent(compiled_variant("kuhn"), {})
    assert len(grad) == 12
    for key, row in grad.items():
        player, history = int(key[0]), key.rsplit("|", 1)[1]
        # Uniform play: chance deals the card with 1/3, each opponent move so far was taken with 1/2.
        reach = Fraction(1, 3) * Fraction(1, 2) ** sum(1 for i in range(len(history)) if i % 2 != player)
        # One action is the best response (1 - 1/2), the other is not (0 - 1/2).
        assert sorted(row.values()) == pytest.approx([-float(reach) / 2, float(reach) / 2], abs=1e-12), key


# Kills R06 (a step below zero left negative instead of clipped) and R16 (a row clipped to all zeros
# left at zero instead of played uniformly).
def test_a_descent_step_clips_at_zero_and_renormalises():
    rps = compile_tree(rock_paper_scissors())
    # Uniform (1/3 each) plus (1, -1, 0): R 4/3, P clipped from -2/3 to 0, S 1/3; then over 5/3.
    step = descent_step(rps, {}, {"0|": {"R": 1.0, "P": -1.0, "S": 0.0}}, 1.0)
    assert list(step["0|"].values()) == pytest.approx([0.8, 0.0, 0.2], abs=1e-12)
    assert step["1|"] == pytest.approx({"R": 1 / 3, "P": 1 / 3, "S": 1 / 3}, abs=1e-12)  # no gradient there
    # Every action pushed below zero: nothing is left to renormalise, so the row is uniform.
    flat = descent_step(rps, {}, {"0|": {"R": -1.0, "P": -1.0, "S": -1.0}}, 1.0)
    assert flat["0|"] == pytest.approx({"R": 1 / 3, "P": 1 / 3, "S": 1 / 3}, abs=1e-12)


# Kills R10 (a game value of NaN taken, which makes every exploitability NaN).
@pytest.mark.parametrize("value", [[math.nan, math.nan], [0.0, math.nan]])
def test_a_game_value_that_is_not_a_number_is_refused(value):
    with pytest.raises(GameTreeError, match="needs the game value as two numbers"):
        exploitability_2p_zerosum(compiled_variant("kuhn"), {}, value)


# Kills R12 (an infoset the others never reach divided its values by a reach of 0).
def test_cfr_br_survives_infosets_the_others_never_reach():
    kuhn = compiled_variant("kuhn")
    never_bets = {f"1|{card}||k": {"k": 1} for card in "JQK"}  # so no "0|?||kb" infoset is ever reached
    estimate = cfr_br(kuhn, never_bets, 0, temperature=0.05, draws=16, seed=1)
    assert estimate.samples == 16
    assert math.isfinite(estimate.mean) and estimate.mean <= float(best_response(kuhn, never_bets, 0)) + 1e-12


# Kills R17 (one exact row made the whole walk exact, though docs/analytics.md says floats give floats).
def test_a_profile_with_a_float_row_is_walked_in_floats():
    kuhn = compiled_variant("kuhn")
    one_float = {"1|K||b": {"c": 0.5, "f": 0.5}}  # every other row is filled with exact uniform play
    assert isinstance(best_response(kuhn, one_float, 1), float)
    assert isinstance(best_response(kuhn, {"1|K||b": {"c": Fraction(1, 2), "f": Fraction(1, 2)}}, 1), Fraction)


# -- defects found on the way ----------------------------------------------------------------------


# An infinite game value summed to NaN, passed the zero-sum check (NaN > 1e-9 is false) and made
# every exploitability NaN.
@pytest.mark.parametrize("value", [[math.inf, -math.inf], [-math.inf, math.inf]])
def test_an_infinite_game_value_is_refused(value):
    with pytest.raises(GameTreeError, match="exploitability_2p_zerosum: the game value .* is not finite"):
        exploitability_2p_zerosum(compiled_variant("kuhn"), {}, value)


class _Poisoned(_Dealt):
    """Two even deals whose payoffs are ``bad``."""

    def __init__(self, bad, dealt=None) -> None:
        super().__init__([Fraction(1, 2), Fraction(1, 2)], dealt)
        self.bad = bad

    def child(self, action) -> "_Poisoned":
        return _Poisoned(self.bad, action)

    def returns(self) -> list:
        return list(self.bad)


class _PoisonedGame(GameTree):
    name = "poisoned"

    def __init__(self, bad) -> None:
        self.bad = bad

    def root(self) -> GameState:
        return _Poisoned(self.bad)


# A NaN chance probability passed every check (NaN < 0 and |NaN - 1| > 1e-9 are both false), and so
# did payoffs of NaN or infinity (their zero-sum check is NaN too): the analytics then said NaN.
@pytest.mark.parametrize(
    "game,needle",
    [
        (_DealtGame([math.nan, 1.0]), "chance probability nan is not a number"),
        (_PoisonedGame([math.nan, math.nan]), r"returns \[nan, nan\] are not all finite numbers"),
        (_PoisonedGame([math.inf, -math.inf]), r"returns \[inf, -inf\] are not all finite numbers"),
    ],
    ids=["nan-chance", "nan-returns", "infinite-returns"],
)
def test_a_game_whose_numbers_are_not_finite_is_refused(game, needle):
    with pytest.raises(GameTreeError, match=needle):
        compile_tree(game)
    assert compile_tree(_PoisonedGame([Fraction(1, 3), Fraction(-1, 3)])).utility[1] == (
        Fraction(1, 3),
        -Fraction(1, 3),
    )
