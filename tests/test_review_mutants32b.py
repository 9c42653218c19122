"""Mutation review 32b: policy files (cosino.analytics.policy_file), the sampled analytics
(cosino.analytics.sampled, estimate, calibration), the OpenSpiel bridge (cosino.bridges.openspiel)
and ``cosino exploitability``.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/analytics.md,
docs/seats.md, the modules' docstrings) or a naive second computation here, never from running the
code under test. No test needs the network; the OpenSpiel ones skip when open_spiel is absent.
The cuts of long text in a policy-file error (a key to 60 characters, a letter to 20, a value or
a game name to 40), enforced but unstated, docs/analytics.md states now.

Equivalent survivors, left unpinned: P21 (the whole key in ``where``: only an information set of
the game, at most a dozen characters, reaches it), E11 (NashConv as the best responses' sum: Kuhn
and Leduc payoffs sum to exactly 0), S6 and S27 (zero-probability children walked: they add 0 to
every sequence value; only the node budget they spend differs), S10 (the lazy walk on a compiled
game: it enumerates chance too, so the choice is still an exact best response), S25 (an action
index the choosing walk never set: any fixed action is a valid choice there), C5 (one CFR+
iteration for none: its average is the uniform profile), O5 (a row not zeroed first: TabularPolicy
starts illegal actions at 0 and every legal one is written) and O16 (the letter pairs of an
OpenSpiel action never hold two legal letters: fold only faces a wager). Round 2 (25 more, run
with the tests above): Q16 (the choosing walk's step guard a step late: the play's guard then
raises the same error), Q19 (the exact choice on a compiled tree whose chance was sampled: a
choice on that sample and one on fresh draws are both approximate, and neither is promised) and
Q20 (a path label spelt with str(): it equals quoted() for the ints, strings and tuples of ASCII
strings every game here uses). Q43 (a syntax error) was replaced by Q43b. Round 3 (9 mutants of
this review's own fixes): R3 and R9 survived and are pinned; the other seven were killed."""

from __future__ import annotations

import json
import math
import sys
from fractions import Fraction

import pytest

from cosino.analytics import calibration
from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.policy_file import PolicyFileError, parse_policy, policy_json, round_profile
from cosino.analytics.sampled import (
    MAX_DEPTH,
    SampleConfig,
    expected_payoffs_sampled,
    sampled_best_response,
    sampled_best_responses,
    sampled_exploitability_2p_zerosum,
)
from cosino.analytics.testgames import LateDealKuhn, MatrixGame
from cosino.analytics.tree import GameState, GameTree, GameTreeError, variant_tree

KUHN_KEYS = 12  # docs/analytics.md: Kuhn has 12 information sets


def write(tmp_path, name: str, data) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def one_line_exit_2(result, *needles: str) -> None:
    code, out, err = result
    assert code == 2 and out == "", (code, out, err)
    assert err.count("\n") == 1, err
    for needle in needles:
        assert needle in err, (needle, err)


# -- policy files ------------------------------------------------------------------------------------


# kills P1: the bool check of _number dropped (JSON true read as probability 1)
def test_a_boolean_probability_is_refused(tmp_path, cosino_cli):
    path = write(tmp_path, "bool.json", '{"0|K||": {"b": true}}')
    one_line_exit_2(cosino_cli("exploitability", "--game", "kuhn", path), path, "0|K||", "not a number")


# kills P2 (NaN check dropped), P3 (only +inf checked) and P26 (the infinity check dropped): a mapping given in Python
@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_a_mapping_with_nan_or_infinity_is_refused_naming_the_key(bad):
    with pytest.raises(PolicyFileError, match=r"^mine: key '0\|K\|\|', action 'k': probability .* is not a number$"):
        parse_policy({"0|K||": {"k": bad, "b": 1}}, "kuhn", source="mine")


# kills P7 (`>=` for `>`): a row off 1 by exactly 1e-9 is still "within 1e-9" (docs/analytics.md)
def test_a_row_off_by_exactly_the_tolerance_is_taken_and_made_exact():
    pf = parse_policy('{"0|K||": {"k": 0.5, "b": 0.500000001}}', "kuhn")
    total = Fraction(1000000001, 10**9)
    assert pf.profile["0|K||"] == {"k": Fraction(1, 2) / total, "b": Fraction(500000001, 10**9) / total}
    assert sum(pf.profile["0|K||"].values()) == 1


# kills P8 (the tolerance widened to 1e-8): a row off 1 by 2e-9 is refused, in one line naming the key
def test_a_row_off_by_twice_the_tolerance_is_refused(tmp_path, cosino_cli):
    path = write(tmp_path, "off.json", '{"0|K||": {"k": 0.5, "b": 0.500000002}}')
    one_line_exit_2(cosino_cli("exploitability", "--game", "kuhn", path), path, "0|K||", "sum to")


# kills P13: `"policy" in data` for "data['policy'] is an object": a non-object 'policy' is an unknown key, not a crash
@pytest.mark.parametrize("value", [5, "x", [], None])
def test_a_policy_entry_that_is_not_an_object_is_an_unknown_key(tmp_path, cosino_cli, value):
    path = write(tmp_path, "p.json", {"policy": value})
    one_line_exit_2(cosino_cli("exploitability", "--game", "kuhn", path), path, "'policy'", "not an information set")


# kills P17: the game check dropped (policy files exist for Kuhn and Leduc only)
def test_a_policy_for_another_game_is_refused_by_name():
    with pytest.raises(PolicyFileError, match=r"^f\.json: policy files exist for kuhn, leduc, not 'holdem-hu'$"):
        parse_policy("{}", "holdem-hu", source="f.json")


# kills P18: the empty-file check dropped (the reader's "line 1 column 1: not valid JSON" for a blank file)
@pytest.mark.parametrize("text", ["", " \n\t", b"", b"\n"])
def test_a_blank_policy_file_is_called_empty(text):
    with pytest.raises(PolicyFileError, match=r"^f\.json: the file is empty$"):
        parse_policy(text, "kuhn", source="f.json")


# kills P21b: an unknown key echoed whole (a 100,000-character key made a 100,000-character error line)
def test_an_unknown_key_is_shown_cut_to_sixty_characters(tmp_path, cosino_cli):
    key = "0|K||" + "k" * 100_000
    path = write(tmp_path, "long.json", {key: {"k": 1}})
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", path)
    one_line_exit_2((code, out, err), path, repr(key[:60]), "not an information set")
    assert len(err) < len(path) + 200


# kills P22 (`decimals < 0`): zero decimals would round every row to a pure action
def test_rounding_to_zero_decimals_is_refused():
    with pytest.raises(ValueError, match="decimals must be at least 1"):
        round_profile({"0|K||": {"k": 0.5, "b": 0.5}}, 0)


# kills P24 (`total < 0`): a row of zeros cannot be rounded; a ValueError naming the key, not ZeroDivisionError
def test_rounding_a_row_of_zeros_is_refused_naming_the_key():
    with pytest.raises(ValueError, match=r"key '0\|K\|\|': probabilities sum to 0"):
        round_profile({"0|K||": {"k": 0, "b": 0}}, 3)


# -- cosino exploitability -----------------------------------------------------------------------------


# kills E1 (`< 10**6`) and E2 (`<= 10**5`): "exact" is given when every denominator is at most 10^6
@pytest.mark.parametrize("small, big, exact", [("0.000001", "0.999999", True), ("0.0000001", "0.9999999", False)])
def test_exact_figures_up_to_denominators_of_a_million(tmp_path, cosino_cli, small, big, exact):
    path = write(tmp_path, "p.json", f'{{"0|K||": {{"k": {small}, "b": {big}}}}}')
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", path)
    assert code == 0, err
    assert ("exact" in json.loads(out)) is exact


# kills E6: OpenSpiel keys not checked against the tree (a key for no information state was ignored)
def test_an_openspiel_key_for_no_information_state_is_refused(tmp_path, cosino_cli):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "os.json", {"0": {"0": 1}, "nonsense": {"0": 1}})
    result = cosino_cli("exploitability", "--openspiel", "kuhn_poker", path)
    one_line_exit_2(result, path, "'nonsense'", "not an information state")


# kills E7: exploitability printed for a game that is not zero-sum (docs/analytics.md: it is null there)
def test_a_general_sum_openspiel_game_has_no_exploitability(tmp_path, cosino_cli):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "pd.json", {})
    code, out, err = cosino_cli("exploitability", "--openspiel", "matrix_pd", path)
    assert code == 0, err
    figures = json.loads(out)
    assert figures["exploitability"] is None and figures["nash_conv"] >= 0


# kills E9: a second file taken with --openspiel (one file covers every seat there)
def test_openspiel_takes_one_policy_file(tmp_path, cosino_cli):
    path = write(tmp_path, "os.json", {})
    one_line_exit_2(cosino_cli("exploitability", "--openspiel", "kuhn_poker", path, path), "one policy file")


# -- the estimate --------------------------------------------------------------------------------------


# kills ES5: the mean summed with sum() rather than math.fsum (1e16 + 1 - 1e16 lost the 1)
def test_the_mean_is_summed_without_cancellation():
    assert SampledEstimate.from_values([1e16, 1.0, -1e16]).mean == 1 / 3


# kills ES6 (`n < 0`): no samples is a ValueError that says so, not a ZeroDivisionError
def test_an_estimate_of_no_samples_is_refused():
    with pytest.raises(ValueError, match="at least one sample"):
        SampledEstimate.from_values([])


# -- the sampled analytics -----------------------------------------------------------------------------


class _Chain(GameTree):
    """Player 0 moves along ``labels`` (one action each), then the game ends; ``boom`` makes returns() fail."""

    num_players = 2
    zero_sum = True

    def __init__(self, labels, boom=None) -> None:
        self.name, self.labels, self.boom = "chain", list(labels), boom

    def root(self) -> "_ChainState":
        return _ChainState(self, 0)


class _ChainState(GameState):
    def __init__(self, game: _Chain, at: int) -> None:
        self.game, self.at = game, at

    def is_terminal(self) -> bool:
        return self.at == len(self.game.labels)

    def is_chance(self) -> bool:
        return False

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return str(self.at)

    def legal_actions(self) -> list[str]:
        return [self.game.labels[self.at]]

    def child(self, action) -> "_ChainState":
        return _ChainState(self.game, self.at + 1)

    def returns(self) -> list[float]:
        if self.game.boom is not None:
            raise self.game.boom
        return [1.0, -1.0]


FAST = SampleConfig(playouts=4, posterior_samples=2, seed=5)


# kills S5: the play's step guard one step late (docs: a walk stops past MAX_DEPTH steps)
def test_a_play_of_max_depth_steps_ends_and_one_step_more_is_refused():
    payoffs = expected_payoffs_sampled(_Chain(["n"] * MAX_DEPTH), {}, FAST)
    assert [p.mean for p in payoffs] == [1.0, -1.0]
    with pytest.raises(GameTreeError, match=f"past {MAX_DEPTH} steps"):
        expected_payoffs_sampled(_Chain(["n"] * (MAX_DEPTH + 1)), {}, FAST)


# kills S22: the path of an error spelt backwards (docs: "game 'failing' at root>go>go")
def test_the_path_of_a_failure_reads_from_the_root_down():
    game = _Chain(["first", "second"], boom=RuntimeError("scorer crashed"))
    with pytest.raises(GameTreeError, match=r"^game 'chain' at root>first>second: returns\(\) raised RuntimeError: "):
        expected_payoffs_sampled(game, {}, FAST)


class _OwnError(GameTreeError):
    pass


# kills S21: a GameTreeError of the game's own kind re-wrapped as a plain GameTreeError (its class lost)
def test_a_game_tree_error_raised_by_the_game_keeps_its_class():
    with pytest.raises(_OwnError, match="^the game's own words$"):
        expected_payoffs_sampled(_Chain(["a"], boom=_OwnError("the game's own words")), {}, FAST)


# kills S11 (`player <= num_players`) and S12 (the int check dropped)
@pytest.mark.parametrize("player", [2, -1, 1.0, "0", None])
def test_a_player_that_is_not_a_seat_number_is_refused(player):
    with pytest.raises(GameTreeError, match="^player .* is out of range for 2 players$"):
        sampled_best_response(variant_tree("kuhn"), {}, player, FAST)


# kills S2 (`posterior_samples < 0`) and S3 (`choose_nodes < 0`)
@pytest.mark.parametrize("fields", [{"posterior_samples": 0}, {"choose_nodes": 0}, {"playouts": 1}])
def test_sample_config_refuses_budgets_below_one(fields):
    with pytest.raises(GameTreeError, match="^SampleConfig needs"):
        SampleConfig(**fields)


class _CountedLateKuhn(LateDealKuhn):
    """LateDealKuhn that counts its walks: every walk and every playout starts at root()."""

    def __init__(self) -> None:
        self.roots = 0

    def root(self):
        self.roots += 1
        return super().root()


def _nodes(state) -> int:
    """Naive count of the nodes of a lazy tree (every chance outcome and action followed)."""
    if state.is_terminal():
        return 1
    if state.is_chance():
        return 1 + sum(_nodes(state.child(o)) for o, _ in state.chance_outcomes())
    return 1 + sum(_nodes(state.child(a)) for a in state.legal_actions())


# kills S4 (`nodes >= budget`) and S24 (one sampled walk, not posterior_samples, once over budget)
def test_the_choosing_walk_fits_a_budget_of_exactly_its_nodes_and_falls_back_to_posterior_walks():
    cfg = dict(playouts=3, posterior_samples=5, seed=2)
    size = _nodes(LateDealKuhn().root())
    exact = _CountedLateKuhn()
    sampled_best_response(exact, {}, 1, SampleConfig(**cfg, choose_nodes=size))
    assert exact.roots == 1 + 3  # one enumerating walk, then the playouts
    over = _CountedLateKuhn()
    sampled_best_response(over, {}, 1, SampleConfig(**cfg, choose_nodes=size - 1))
    assert over.roots == 1 + 5 + 3  # the walk that ran over, posterior_samples sampled walks, the playouts


class _Drawn(GameTree):
    """Chance that can only be sampled (one of 10^6 outcomes), then player 0 stops; every draw is recorded."""

    name, num_players, zero_sum = "drawn", 2, True

    def __init__(self) -> None:
        self.draws: list[int] = []

    def root(self) -> "_DrawnState":
        return _DrawnState(self, None)


class _DrawnState(GameState):
    def __init__(self, game: _Drawn, card) -> None:
        self.game, self.card = game, card

    def is_terminal(self) -> bool:
        return self.card == "stopped"

    def is_chance(self) -> bool:
        return self.card is None

    def chance_outcomes(self):
        return None

    def sample_chance(self, rng) -> int:
        self.game.draws.append(rng.randbelow(10**6))
        return self.game.draws[-1]

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return "0"

    def legal_actions(self) -> list[str]:
        return ["stop"]

    def child(self, action) -> "_DrawnState":
        return _DrawnState(self.game, "stopped" if self.card is not None else action)

    def returns(self) -> list[float]:
        return [0.0, 0.0]


# kills S26: the value stage drawing from the choosing stage's stream (the docstring's two independent stages)
def test_the_value_stage_draws_chance_independently_of_the_choosing_stage():
    game = _Drawn()
    sampled_best_response(game, {}, 0, SampleConfig(playouts=8, posterior_samples=8, seed=1))
    assert len(game.draws) == 16 and len(set(game.draws)) == 16


# kills S15: the two best responses' errors added, not in quadrature (the docstring: independent, so in quadrature)
def test_sampled_exploitability_adds_the_errors_in_quadrature():
    cfg = SampleConfig(playouts=50, posterior_samples=2, seed=4)
    kuhn = variant_tree("kuhn")
    b0, b1 = sampled_best_responses(kuhn, {}, cfg)
    est = sampled_exploitability_2p_zerosum(kuhn, {}, [Fraction(-1, 18), Fraction(1, 18)], cfg)
    assert b0.std_error > 0 and b1.std_error > 0
    assert est.std_error == pytest.approx(math.sqrt(b0.std_error**2 + b1.std_error**2), rel=1e-12)
    assert est.mean == pytest.approx(b0.mean + b1.mean, rel=1e-12) and est.samples == 100


# -- the calibration report ----------------------------------------------------------------------------


def _recording(monkeypatch, estimate: SampledEstimate, exact: float) -> list:
    """Replace the estimator and the exact value inside calibration; the calls are recorded."""
    calls: list = []

    def fake(target, profile, game_value, cfg):
        calls.append((target, cfg))
        return estimate

    monkeypatch.setattr(calibration, "sampled_exploitability_2p_zerosum", fake)
    monkeypatch.setattr(calibration, "exploitability_symmetric", lambda tree, profile: exact)
    return calls


# kills C1: a trial whose interval ends exactly at the exact value not counted ("inside mean ± ci95()": closed)
def test_an_interval_that_reaches_the_exact_value_covers_it(monkeypatch):
    _recording(monkeypatch, SampledEstimate(0.25, 0.0, 2), 0.25)
    row = calibration.Row("kuhn-late-deal", 0, lazy=True)
    assert calibration.run_row(row, 3, SampleConfig(playouts=2))["covered"] == 3


# kills C4 (a lazy row measured on the compiled tree) and C6 (the row's choose_nodes not passed on)
def test_a_lazy_row_walks_fresh_states_with_its_own_budget_and_a_seed_per_trial(monkeypatch):
    calls = _recording(monkeypatch, SampledEstimate(0.0, 1.0, 2), 0.0)
    row = calibration.Row("kuhn-late-deal", 0, lazy=True, choose_nodes=20)
    calibration.run_row(row, 2, SampleConfig(playouts=3, posterior_samples=4))
    assert [type(target) for target, _ in calls] == [LateDealKuhn, LateDealKuhn]
    assert [(c.playouts, c.posterior_samples, c.choose_nodes) for _, c in calls] == [(3, 4, 20)] * 2
    assert len({c.seed for _, c in calls}) == 2


# kills C2 (rows shown apart counted in the overall rate) and C3 (bias written as exact minus mean)
def test_the_overall_rate_counts_only_the_counted_rows_and_bias_is_mean_minus_exact(monkeypatch):
    rows = (calibration.Row("a", 0), calibration.Row("b", 0, counted=False))
    results = {
        "a": {"exact": 0.5, "mean": 0.75, "ci": 0.1, "covered": 3},
        "b": {"exact": 0, "mean": 0, "ci": 0, "covered": 0},
    }
    monkeypatch.setattr(calibration, "ROWS", rows)
    monkeypatch.setattr(calibration, "run_row", lambda row, trials, cfg: results[row.game])
    text = calibration.calibrate(4, SampleConfig(playouts=2), log=lambda line: None)
    assert "Overall: 3/4 = 75.0% of intervals" in text
    assert "| a | uniform | compiled tree | 0.5000 | 0.7500 | +0.2500 | 0.1000 | 3/4 = 75% |" in text


# -- the OpenSpiel bridge ------------------------------------------------------------------------------


# kills O2: a game without information-state strings wrapped anyway (its infosets could not be keyed)
def test_a_game_without_information_state_strings_is_refused():
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import OpenSpielError, openspiel_tree

    with pytest.raises(OpenSpielError, match=r"^OpenSpiel game 'catch\(\)' has no information-state strings"):
        openspiel_tree("catch")


# kills O6: illegal actions of a tabular policy read into the profile (a row holds the state's legal actions only)
def test_a_tabular_policy_is_read_with_each_states_legal_actions_only():
    pytest.importorskip("pyspiel")
    from open_spiel.python import policy as os_policy

    from cosino.bridges.openspiel import from_openspiel_policy, openspiel_tree

    tree = openspiel_tree("leduc_poker")
    tab = os_policy.TabularPolicy(tree.game)
    profile = from_openspiel_policy(tree, tab)
    legal = {s.information_state_string(): {str(a) for a in s.legal_actions()} for s in tab.states}
    assert {k: set(row) for k, row in profile.items()} == legal
    assert any(len(actions) == 2 for actions in legal.values())  # Leduc's capped rounds leave no raise
    assert all(sum(row.values()) == pytest.approx(1) for row in profile.values())


# kills O10: a row that is not an object reaching the analytics (an AttributeError, not a one-line error)
@pytest.mark.parametrize("row", ["5", "[1]", '"x"', "null"])
def test_an_openspiel_row_that_is_not_an_object_is_refused(tmp_path, cosino_cli, row):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "os.json", f'{{"0": {row}}}')
    one_line_exit_2(cosino_cli("exploitability", "--openspiel", "kuhn_poker", path), path, "a policy is a JSON object")


# kills O11: a probability that is not a number echoed at length (the bridge shows 40 characters and "...")
def test_a_long_text_probability_is_clipped_in_the_message():
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import OpenSpielError, load_openspiel_profile, openspiel_tree

    with pytest.raises(OpenSpielError) as caught:
        load_openspiel_profile(openspiel_tree("kuhn_poker"), json.dumps({"0": {"0": "x" * 200}}), "f.json")
    message = str(caught.value)
    assert message.startswith("f.json: key '0', action '0': probability 'xxx") and message.endswith(
        "... is not a number"
    )
    assert len(message) < 120


# kills O13 (`>=` for `>`): a policy file of exactly the limit is taken, one byte more is refused
def test_a_seat_policy_file_of_exactly_the_limit_is_taken(tmp_path):
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import MAX_POLICY_BYTES, OpenSpielError, check_openspiel_seat

    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(MAX_POLICY_BYTES)  # sparse: no 16 MB written
    assert check_openspiel_seat(f"openspiel:{path}", "kuhn") == str(path)
    with open(path, "ab") as f:
        f.write(b" ")
    with pytest.raises(OpenSpielError, match=f"more than {MAX_POLICY_BYTES} bytes"):
        check_openspiel_seat(f"openspiel:{path}", "kuhn")


# kills O14: "openspiel:" with no path reported as a missing file instead of the seat's form (docs/seats.md)
def test_an_openspiel_seat_without_a_path_is_shown_its_form():
    from cosino.bridges.openspiel import OpenSpielError, check_openspiel_seat

    with pytest.raises(OpenSpielError, match=r"^an OpenSpiel seat is openspiel:<policy\.json>, not 'openspiel:'$"):
        check_openspiel_seat("openspiel:", "kuhn")


# kills O15: Leduc's cards mapped to the wrong OpenSpiel ids (docs/seats.md: our deck order gives OpenSpiel's card ids)
def test_each_leduc_card_is_the_openspiel_card_of_its_place_in_our_deck():
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import openspiel_state
    from cosino.games.registry import get_variant

    variant = get_variant("leduc")
    deck = variant.deck()
    for i, card in enumerate(deck):
        hand = variant.new_hand([card] + [c for c in deck if c != card], [13, 13], 0, 0)
        state = openspiel_state("leduc", hand.observation(0))
        assert f"[Private: {i}]" in state.information_state_string(0), (card, i)


# -- defects found by attacking the modules directly -------------------------------------------------------


# a NaN, float, bool or text budget was taken: NaN or 2.5 playouts failed later in range(), "5" with a TypeError
@pytest.mark.parametrize(
    "fields",
    [
        {"playouts": math.nan},
        {"playouts": 2.5},
        {"playouts": 2000.0},
        {"posterior_samples": True},
        {"choose_nodes": "5"},
        {"choose_nodes": math.inf},
        {"playouts": None},
    ],
)
def test_sample_config_refuses_budgets_that_are_not_whole_numbers(fields):
    with pytest.raises(GameTreeError, match="^SampleConfig needs"):
        SampleConfig(**fields)


# player True (a bool is an int in Python) reached the seed derivation and raised a TypeError there
@pytest.mark.parametrize("player", [True, False])
def test_a_boolean_player_is_refused(player):
    with pytest.raises(GameTreeError, match="^player .* is out of range for 2 players$"):
        sampled_best_response(variant_tree("kuhn"), {}, player, FAST)


# returns of ±1e200, finite and taken by the exact analytics, raised OverflowError in the estimate's variance
@pytest.mark.parametrize(
    "values, mean, std_error",
    [
        ([1e200, -1e200], 0.0, 1e200),  # sd 1e200 * sqrt(2), over sqrt(2) samples
        ([1e308, 1e308], 1e308, 0.0),  # fsum's intermediate 2e308 overflowed
        ([1.5e308, -1.5e308], 0.0, 1.5e308),
        ([1.7e308, -1.7e308, 1.7e308, -1.7e308], 0.0, 1.7e308 / math.sqrt(3)),  # sd/sqrt(n) = sqrt(4/3)/2
        ([sys.float_info.max, -sys.float_info.max], 0.0, sys.float_info.max),  # (v1 - v2) / 2: the largest float
    ],
)
def test_an_estimate_of_huge_finite_values_is_finite(values, mean, std_error):
    est = SampledEstimate.from_values(values)
    assert est.mean == pytest.approx(mean, abs=0) and est.std_error == pytest.approx(std_error, rel=1e-12)


# the same in the sampled analytics: matching pennies at ±1e200 (value 0 for each player, exactly)
def test_the_sampled_analytics_take_payoffs_of_1e200():
    big = 1e200
    pennies = MatrixGame("pennies", ("ht", "ht"), [[(big, -big), (-big, big)], [(-big, big), (big, -big)]], [0, 0])
    cfg = SampleConfig(playouts=40, posterior_samples=2, seed=7)
    est = sampled_exploitability_2p_zerosum(pennies, {}, [0, 0], cfg)
    assert math.isfinite(est.mean) and math.isfinite(est.std_error) and est.std_error > 1e199
    assert abs(est.mean) <= 6 * est.std_error
    assert math.isfinite(sampled_best_response(pennies, {}, 0, cfg).std_error)


# a policy file of [{},{},...] was parsed whole: 16 MB took 9 s and 500 MB (64 MB, the byte limit: some 2 GB)
def test_a_policy_file_of_too_many_values_is_refused_before_parsing(tmp_path, cosino_cli):
    from cosino.analytics.policy_file import MAX_VALUES

    # kills R9 (MAX_VALUES 2,000): what cosino train writes for Leduc, every row and every metadata key, still loads
    uniform = parse_policy("{}", "leduc").profile
    meta = {"game": "leduc", "algo": "cfr+", "iterations": 1, "exploitability": 0.5, "seed": 1, "decimals": 6}
    assert parse_policy(policy_json(uniform, **meta), "leduc").given == 288
    leduc_values = 288 * (2 + 2 * 3) + 1  # every key and its row of three letters and numbers, in one object
    assert leduc_values < MAX_VALUES
    path = write(tmp_path, "many.json", '{"x": [' + ",".join(["{}"] * (MAX_VALUES + 1)) + "]}")
    one_line_exit_2(cosino_cli("exploitability", "--game", "leduc", path), path, f"more than {MAX_VALUES} values")


# an OpenSpiel policy file was parsed whole too: 16 MB of [{},{},...] took 7.6 s and 518 MB for --openspiel kuhn_poker
def test_an_openspiel_policy_of_more_values_than_its_game_needs_is_refused(tmp_path, cosino_cli):
    pytest.importorskip("pyspiel")
    from open_spiel.python import policy as os_policy

    from cosino.bridges.openspiel import from_openspiel_policy, openspiel_tree

    tree = openspiel_tree("leduc_poker")
    full = from_openspiel_policy(tree, os_policy.TabularPolicy(tree.game))  # every information state
    meta = {"game": "leduc_poker", "algo": "cfr+", "iterations": 1, "exploitability": 0.5, "seed": 1, "decimals": 6}
    path = write(tmp_path, "full.json", {**meta, "policy": full})
    code, out, err = cosino_cli("exploitability", "--openspiel", "leduc_poker", path)
    assert code == 0 and json.loads(out)["infosets"] == 936, err
    many = write(tmp_path, "many.json", '{"x": [' + ",".join(["{}"] * 20_000) + "]}")
    one_line_exit_2(cosino_cli("exploitability", "--openspiel", "leduc_poker", many), many, "values")
    code, _, err = cosino_cli(
        "play",
        "--variant",
        "kuhn",
        "--seats",
        f"openspiel:{many},house",
        "--hands",
        "2",
        "--out",
        str(tmp_path / "runs"),
    )
    assert code == 2 and err.count("\n") == 1 and "values" in err, err


# -- round 2 -------------------------------------------------------------------------------------------------


# kills Q3 (a letter echoed whole), Q4 (a value echoed whole) and Q5 (a game name echoed whole)
@pytest.mark.parametrize(
    "data",
    [
        {"0|K||": {"k" * 100_000: 1}},
        {"0|K||": {"k": "1" * 100_000, "b": 0}},
        {"game": "kuhn" * 25_000, "policy": {}},
    ],
)
def test_a_long_letter_value_or_game_name_makes_a_short_error_line(tmp_path, cosino_cli, data):
    path = write(tmp_path, "long.json", data)
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", path)
    one_line_exit_2((code, out, err), path)
    assert len(err) < len(path) + 200, err


# kills Q11 (infosets counted from the game, not the file): docs/analytics.md's worked example, figure by figure
def test_the_documented_three_player_example_gives_its_documented_figures(tmp_path, cosino_cli):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "kuhn3.json", '{"0": {"0": 0.75, "1": 0.25}, "2": {"0": 0, "1": 1}}')
    code, out, err = cosino_cli("exploitability", "--openspiel", "kuhn_poker(players=3)", path)
    assert code == 0, err
    figures = json.loads(out)
    assert figures["br_values"] == pytest.approx([0.78125, 0.6484375, 0.58203125], abs=1e-12)
    assert figures["exploitability"] == pytest.approx(0.6705729166666666, abs=1e-12)
    assert figures["nash_conv"] == pytest.approx(2.01171875, abs=1e-12)
    assert figures["infosets"] == 2 and figures["filled"] == {path: 46} and figures["game"] == "kuhn_poker(players=3)"


# kills Q29 (`exists` for `isfile`): a folder is refused when the seat is named, before the episode starts
def test_an_openspiel_seat_naming_a_folder_is_refused_at_once(tmp_path):
    from cosino.bridges.openspiel import OpenSpielError, check_openspiel_seat

    with pytest.raises(OpenSpielError, match="a folder, not a policy file$"):
        check_openspiel_seat(f"openspiel:{tmp_path}", "kuhn")


# kills Q30: a state the policy leaves out played as its first action (docs/seats.md: missing states are uniform)
def test_an_openspiel_seat_plays_a_missing_state_uniformly():
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import OpenSpielSeat
    from cosino.games.registry import get_variant
    from cosino.primitives.rng import Rng, derive

    variant = get_variant("kuhn")
    observation = variant.new_hand(variant.deck(), [2, 2], 0, 0).observation(0)
    seat = OpenSpielSeat("kuhn", {}, Rng(derive("review-32b", "uniform")))
    picks = [seat.act(observation)["action"] for _ in range(400)]
    assert set(picks) == {"check", "bet"} and 140 <= picks.count("bet") <= 260  # 200 expected, sd 10


# kills Q33: a row's weight on an action the state forbids written into the TabularPolicy (checked_row refuses it)
def test_a_row_weighting_an_illegal_action_is_refused_on_the_way_to_openspiel():
    pytest.importorskip("pyspiel")
    from open_spiel.python import policy as os_policy

    from cosino.bridges.openspiel import openspiel_tree, to_openspiel_policy

    tree = openspiel_tree("leduc_poker")
    capped = next(s for s in os_policy.TabularPolicy(tree.game).states if 2 not in s.legal_actions())
    key = capped.information_state_string()
    with pytest.raises(GameTreeError, match="action '2' is not legal there"):
        to_openspiel_policy(tree, {key: {"1": 0.5, "2": 0.5}})


class _Risky(GameTree):
    """Player 0 takes 1 ("safe") or goes to a chance node whose listed probabilities sum to 0.5 ("risky", pays 0)."""

    name, num_players, zero_sum = "risky", 2, True

    def root(self) -> "_RiskyState":
        return _RiskyState("")


class _RiskyState(GameState):
    def __init__(self, history: str) -> None:
        self.history = history

    def is_terminal(self) -> bool:
        return self.history in ("safe", "risky-a", "risky-b")

    def is_chance(self) -> bool:
        return self.history == "risky"

    def chance_outcomes(self):
        return [("a", 0.25), ("b", 0.25)]

    def current_player(self) -> int:
        return 0

    def infoset_key(self) -> str:
        return "0"

    def legal_actions(self) -> list[str]:
        return ["safe", "risky"]

    def child(self, action) -> "_RiskyState":
        return _RiskyState(action if not self.history else f"{self.history}-{action}")

    def returns(self) -> list[float]:
        return [1.0, -1.0] if self.history == "safe" else [0.0, 0.0]


# kills Q43b: the choosing walk's check of listed chance dropped (a bad chance node off the chosen path then passed)
def test_the_choosing_walk_refuses_listed_chance_off_the_chosen_path():
    with pytest.raises(GameTreeError, match=r"^game 'risky' at root>risky: chance probabilities sum to 0\.5, not 1"):
        sampled_best_response(_Risky(), {}, 0, FAST)


# --trials 0 raised ZeroDivisionError after the header, and --playouts 1 a GameTreeError traceback
@pytest.mark.parametrize("argv", [["--trials", "0"], ["--trials", "-3"], ["--playouts", "1"], ["--trials", "x"]])
def test_the_calibration_command_refuses_counts_it_cannot_use(capsys, argv):
    with pytest.raises(SystemExit) as stopped:
        calibration.main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and argv[0] in err and "Traceback" not in err


# kills R3 (`value <= low`): the smallest counts the command takes, one trial of two playouts, reach calibrate()
def test_the_calibration_command_takes_one_trial_of_two_playouts(monkeypatch, tmp_path):
    seen = []
    monkeypatch.setattr(calibration, "calibrate", lambda trials, cfg, log: seen.append((trials, cfg.playouts)) or "r")
    assert calibration.main(["--trials", "1", "--playouts", "2", "--out", str(tmp_path / "c.md")]) == 0
    assert seen == [(1, 2)] and (tmp_path / "c.md").read_text() == "r"


# an unknown OpenSpiel key was quoted whole: a 5,000-character key made a 2,000-character line
def test_an_unknown_openspiel_key_is_cut_in_the_error(tmp_path, cosino_cli):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "os.json", {"k" * 5000: {"0": 1}})
    code, out, err = cosino_cli("exploitability", "--openspiel", "kuhn_poker", path)
    one_line_exit_2((code, out, err), path, "not an information state")
    assert len(err) < len(path) + 200, len(err)


# the size error of an openspiel: seat printed its path raw: a newline in the name split the line in two
def test_an_oversized_seat_policy_file_is_named_on_one_line(tmp_path):
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import MAX_POLICY_BYTES, OpenSpielError, check_openspiel_seat

    path = tmp_path / "two\nlines.json"
    with open(path, "wb") as f:
        f.truncate(MAX_POLICY_BYTES + 1)
    with pytest.raises(OpenSpielError) as caught:
        check_openspiel_seat(f"openspiel:{path}", "kuhn")
    assert "\n" not in str(caught.value) and "two\\nlines.json" in str(caught.value)


# a game that is neither a string nor a pyspiel.Game raised AttributeError ('int' object has no attribute 'get_type')
@pytest.mark.parametrize("game", [5, None, b"kuhn_poker", ["kuhn_poker"]])
def test_openspiel_tree_refuses_what_is_not_a_game(game):
    pytest.importorskip("pyspiel")
    from cosino.bridges.openspiel import OpenSpielError, openspiel_tree

    with pytest.raises(OpenSpielError, match="^openspiel_tree takes an OpenSpiel game string or a pyspiel.Game, not "):
        openspiel_tree(game)
