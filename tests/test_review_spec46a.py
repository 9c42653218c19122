"""Review 46a: the advisor and analytics specs checked on constructed inputs with a known answer."""

from __future__ import annotations

import re

import pytest

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import FULL_WEIGHT, Range
from cosino.advisor.state import state_from_dict
from cosino.primitives.cards import card_index


def _cards(text: str) -> list[int]:
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


def _combo(text: str) -> tuple[int, int]:
    a, b = _cards(text)
    return (min(a, b), max(a, b))


NARROW = (
    "2c6c 2d2h 2h3h 2h8s 2s8h 2sAh 3c8h 3cTh 3d5c 3d7c 3dAc 4h8h 4s6c 5cTs 5h7h 5hTh 5sTs 6c7c 6c7s 6dQd "
    "6s7c 6s8d 7dJd 7dQs 8sJc 9h9s 9hQd TcJd TdKc JhAc"
)


def _river_checked_to_hero(hero_cards: str, board: str, stacks: tuple[int, int]) -> object:
    """A heads-up river spot, 40 in the pot, checked to the hero (seat 0)."""
    return state_from_dict(
        {
            "hero": 0,
            "dealer": 0,
            "hero_cards": hero_cards,
            "board": board,
            "pot": 40,
            "big_blind": 2,
            "actor": 0,
            "seats": [{"stack": stacks[0], "committed": 0}, {"stack": stacks[1], "committed": 0}],
            "history": [{"street": "river", "seat": 1, "action": "check"}],
        }
    )


def always_folds_config(sources: tuple = ()) -> DecisionConfig:
    """A small fixed budget whose rollouts face an opponent that always folds (every bet then wins the pot)."""
    return DecisionConfig(
        equity_simulations=200,
        rollout_simulations=600,
        seed=3,
        rollout_response="fixed",
        rollout_response_params={"fold": 1},
        sources=sources,
    )


def _checked_river() -> object:
    return _river_checked_to_hero("8c6h", "Qh5d4cAs9c", (100, 1000))


def test_high_confidence_needs_a_lead_over_every_candidate_not_only_the_second_best_mean():
    """High confidence needs the leading action ahead of the next best by over 3 paired SE (advisor.md).

    On this heads-up river spot (30-combo range, 600 rollouts) the best action (bet 1/3 pot) leads the
    second-best mean (bet 20) by 3.33 paired SE but the check, whose mean is lower and noisier relative to
    the bet, by only 2.53 paired SE: the report said "high" before (the lead was measured against the
    second-best mean only); it now says "medium", since the smallest lead over any candidate is 2.53.
    """
    villain = Range([_combo(c) for c in NARROW.split()], [FULL_WEIGHT] * 30)
    config = DecisionConfig(equity_simulations=100, rollout_simulations=600, seed=4, given_ranges=(villain,))
    report = recommend_action(_checked_river(), config)
    rollout = report.rollout
    best = rollout.best_index()
    leads = {
        e.candidate.text(): (rollout.evs[best].ev - e.ev) / rollout.paired_se(best, i)
        for i, e in enumerate(rollout.evs)
        if i != best
    }
    assert rollout.evs[best].candidate.text() == "bet 13"
    assert leads["check"] == pytest.approx(2.53, abs=0.01)
    assert min(leads.values()) == leads["check"]
    assert report.confidence == "medium"


def test_rollout_standard_errors_stay_exact_for_huge_chip_amounts():
    """Rollout SEs were computed as (ss - s*s/n) in floats, which cancels when the mean dwarfs the spread.

    A candidate worth 10^9 or 10^9 + 1 chips on alternate samples (1000 samples) has SE
    sqrt(0.25 * 1000 / 999 / 1000) = 0.015819 chips. Before: paired_se gave 0.0 (the confidence grading
    reads an SE of 0 as an infinite lead), and 0.015819021 already at 10^6 chips. Now: 0.0158193 at every
    magnitude up to the state's 10^15-chip bound, from an exact integer variance.
    """
    from cosino.advisor.rollout import Candidate, CandidateEV, RolloutResult, standard_error
    from cosino.games.poker.equity import UNIT

    n = 1000
    want = (0.25 * n / (n - 1) / n) ** 0.5
    for chips in (10**6, 10**9, 10**15):
        units = [chips * UNIT + (UNIT if i % 2 else 0) for i in range(n)]
        fold = CandidateEV(Candidate("fold"), 0.0, 0.0, n, [0] * n)
        evs = [CandidateEV(Candidate("bet", 1), 0.0, 0.0, n, units), fold]
        result = RolloutResult(evs, "street", "behavior", n)
        assert result.paired_se(0, 1) == pytest.approx(want, rel=1e-12)
        assert standard_error(units) / UNIT == pytest.approx(want, rel=1e-12)
    assert standard_error([7, 7, 7]) == 0.0


def test_cfr_br_refuses_a_nan_temperature_and_draws_that_are_not_whole():
    """cfr_br's guard was ``temperature <= 0 or draws < 1``.

    Before: temperature NaN passed it and failed deep in the draws as "ValueError: cannot convert float NaN to
    integer"; draws=2.5 raised a TypeError from range(); draws=True ran one draw. Now each is a one-line
    GameTreeError naming the values; an unbounded temperature (a huge int: the uniform limit) still runs.
    """
    import math

    from cosino.analytics import GameTreeError, cfr_br
    from cosino.analytics.tree import compiled_variant

    kuhn = compiled_variant("kuhn")
    for temperature, draws in ((math.nan, 4), (0.1, 2.5), (0.1, True), ("1", 4), (-(10**5000), 4)):
        with pytest.raises(GameTreeError, match="cfr_br needs temperature > 0 and whole draws"):
            cfr_br(kuhn, {}, 0, temperature=temperature, draws=draws)
    assert cfr_br(kuhn, {}, 0, temperature=10**400, draws=3).samples == 3


def test_descent_step_refuses_a_step_or_gradient_that_is_not_finite():
    """sigma <- sigma + lr * g, renormalised, must stay a probability distribution.

    Before: lr=inf returned Kuhn's "0|J||" row as {"k": 0.0, "b": nan}; lr=nan returned every row uniform
    (max(0.0, nan) is 0.0, so everything clipped to zero); a NaN gradient entry silently zeroed its action.
    Now each is refused with a GameTreeError naming what is wrong.
    """
    import math

    from cosino.analytics import GameTreeError, descent_step, exploitability_descent
    from cosino.analytics.tree import compiled_variant

    kuhn = compiled_variant("kuhn")
    grad = exploitability_descent(kuhn, {})
    for lr in (math.inf, math.nan, 10**400):
        with pytest.raises(GameTreeError, match="finite number as lr"):
            descent_step(kuhn, {}, grad, lr)
    with pytest.raises(GameTreeError, match=re.escape("gradient at '0|J||' is not finite")):
        descent_step(kuhn, {}, {"0|J||": {"k": math.nan, "b": 0.0}}, 0.5)
    step = descent_step(kuhn, {}, grad, 0.5)
    assert all(math.isfinite(p) for row in step.values() for p in row.values())


def test_bootstrap_frequency_shares_exact_ties_instead_of_crediting_the_first_candidate():
    """The spec's freq column is the paired-bootstrap probability that an action has the highest EV.

    River, AhKh on QsJd7c4h2s, the opponent always folds: every bet wins exactly the 40-chip pot (+20 BB,
    SE 0), six bets tied in every sample. Before: "bet 1/3 pot" read 1.00 and the five other bets 0.00, a
    certainty the data cannot give. Now each tied bet reads 1/6 and the column still sums to 1.
    """
    state = _river_checked_to_hero("AhKh", "QsJd7c4h2s", (400, 400))
    report = recommend_action(state, always_folds_config())
    bets = [c for c in report.candidates if c.kind == "bet"]
    assert len(bets) == 6 and {c.ev_bb for c in bets} == {20.0}
    assert [c.frequency for c in bets] == [pytest.approx(1 / 6)] * 6
    assert sum(c.frequency for c in report.candidates) == pytest.approx(1.0)
    assert report.confidence == "low"


def test_exploitability_2p_zerosum_stays_exact_and_non_negative_with_a_rounded_game_value():
    """The spec: (BR0 - gv0) + (BR1 - gv1) is guaranteed non-negative and 0 at a Nash.

    The game value is checked to sum to 0 within 1e-9, and the difference leaked into the result. Before, on
    Kuhn's exact Nash: value [-0.05555555555, 0.0555555555556] gave -5.6e-12 (a float), [-1/18 + 1e-10, 1/18]
    gave Fraction(-1, 10**10). Now both give exactly 0; the sampled metric's mean drops the same leak.
    """
    from fractions import Fraction

    from cosino.analytics import SampleConfig, exploitability_2p_zerosum, sampled_exploitability_2p_zerosum
    from cosino.analytics.tree import compiled_variant
    from cosino.games.poker.kuhn import nash_profile

    kuhn = compiled_variant("kuhn")
    for value in ([-0.05555555555, 0.0555555555556], [Fraction(-1, 18) + Fraction(1, 10**10), Fraction(1, 18)]):
        result = exploitability_2p_zerosum(kuhn, nash_profile(), value)
        assert result == 0 and isinstance(result, Fraction)
    assert exploitability_2p_zerosum(kuhn, {}, [0.0, 1e-10]) == Fraction(11, 12)
    cfg = SampleConfig(playouts=50, posterior_samples=1, seed=2)
    exact = sampled_exploitability_2p_zerosum(kuhn, {}, [0, 0], cfg)
    assert sampled_exploitability_2p_zerosum(kuhn, {}, [1e-10, 0.0], cfg) == exact


def test_nash_conv_and_two_player_exploitability_are_never_negative_for_float_profiles():
    """The spec: NashConv is always non-negative, and 2p zero-sum exploitability guaranteed non-negative.

    With float probabilities, rounding took them below 0. Before: Kuhn's Nash (alpha = 1/6) as floats gave
    nash_conv -1.39e-17 and exploitability_2p_zerosum -1.39e-17; over alpha = 0, 1/300, ..., 1/3 (101
    profiles) 23 nash_conv values were negative, the lowest -9.0e-17. Now each is 0.0 or more (still a float).
    """
    from fractions import Fraction

    from cosino.analytics import exploitability, exploitability_2p_zerosum, exploitability_symmetric, nash_conv
    from cosino.analytics.tree import compiled_variant
    from cosino.games.poker.kuhn import nash_profile

    kuhn = compiled_variant("kuhn")

    def floats(alpha: Fraction) -> dict:
        return {key: {a: float(p) for a, p in row.items()} for key, row in nash_profile(alpha).items()}

    at_nash = floats(Fraction(1, 6))
    assert nash_conv(kuhn, at_nash) == 0.0 and isinstance(nash_conv(kuhn, at_nash), float)
    assert exploitability_2p_zerosum(kuhn, at_nash, kuhn.game.nash_value()) == 0.0
    assert exploitability_symmetric(kuhn, at_nash) >= 0 and exploitability(kuhn, at_nash).value >= 0
    assert min(nash_conv(kuhn, floats(Fraction(i, 300))) for i in range(101)) >= 0
    assert nash_conv(kuhn, {}) == Fraction(11, 12)


def test_a_sampled_estimate_refuses_samples_that_are_not_finite():
    """SampledEstimate.from_values is the spec's {mean, std_error, samples} with ci95 = 1.96 std_error.

    Before: [nan, 1.0] gave mean nan and an interval nan (lower() < x < upper() false for every x, with no
    error), and [inf, 1.0] gave mean inf with std_error nan. Now both are a ValueError naming the sample.
    """
    import math

    from cosino.analytics import SampledEstimate

    for values in ([math.nan, 1.0], [1.0, math.inf]):
        with pytest.raises(ValueError, match="finite samples; sample"):
            SampledEstimate.from_values(values)
    assert SampledEstimate.from_values([2.0, 3.0]).ci95() == pytest.approx(0.98)


def test_exploitability_command_on_an_openspiel_game_never_prints_a_negative_figure(tmp_path):
    """``cosino exploitability --openspiel`` walks in floats; NashConv and exploitability cannot be below 0.

    Kuhn's exact Nash (alpha = 1/6) written as floats in OpenSpiel's keys. Before: "exploitability"
    -6.94e-18 and "nash_conv" -1.39e-17 (the Kuhn/Leduc path already walks exactly). Now both print 0.0.
    """
    import json

    pytest.importorskip("pyspiel")
    from cosino.games.poker.kuhn import nash_profile
    from cosino_runtime.commands.exploitability import measure_openspiel

    cards = {"J": "0", "Q": "1", "K": "2"}
    policy = {}
    for key, row in nash_profile().items():
        _, card, _, history = key.split("|")
        passive = float(row.get("k", row.get("f", 0)))
        policy[cards[card] + history.replace("k", "p").replace("c", "b").replace("f", "p")] = {
            "0": passive,
            "1": 1.0 - passive,
        }
    path = tmp_path / "nash.json"
    path.write_text(json.dumps(policy))
    out = measure_openspiel("kuhn_poker", str(path))
    assert out["nash_conv"] == 0.0 and out["exploitability"] == 0.0
    assert out["br_values"][0] == pytest.approx(-1 / 18)
