"""Review 46c: the leftovers of the advisor and analytics spec review, checked on inputs with a known answer."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.advisor.decision import DecisionConfig
from cosino.advisor.ranges import preflop_range
from cosino.analytics import (
    SampleConfig,
    best_response,
    cfr_br,
    compile_tree,
    compiled_variant,
    descent_step,
    expected_payoffs_sampled,
    exploitability,
    sampled_best_response,
    variant_tree,
)
from cosino.analytics.tree import GameTreeError
from cosino.games.poker.equity import WeightedHands, exact_equity, monte_carlo_equity
from cosino.primitives.cards import card_index


def _cards(text: str) -> list[int]:
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


# -- 1. the equity SE of a sample that never (or always) wins -------------------------------------


def test_an_equity_sample_that_never_or_always_wins_still_shows_its_uncertainty():
    """Aces against a set of kings on a complete board lose all 100 samples; kings against aces win all 100.

    Before, the SE was 0.0 both times, so "equity 0.000 +/- 0.000" claimed certainty from 100 samples.
    Now the report shows the plus-four SE, sqrt(p (1 - p) / 103) with p = 2 / 104: 0.013532 both times.
    """
    board = _cards("2c7d9hJsKc")
    lose = monte_carlo_equity(_cards("AsAh"), board, [WeightedHands([tuple(_cards("KsKh"))], [1])], 100, seed=1)
    win = monte_carlo_equity(_cards("KsKh"), board, [WeightedHands([tuple(_cards("AsAh"))], [1])], 100, seed=1)
    p = 2 / 104
    assert (lose.equity, win.equity) == (0.0, 1.0)
    assert lose.se == pytest.approx((p * (1 - p) / 103) ** 0.5, rel=1e-12) == pytest.approx(0.013532, abs=1e-6)
    assert win.se == lose.se
    assert exact_equity(_cards("AsAh"), board, [WeightedHands([tuple(_cards("KsKh"))], [1])]).se == 0.0  # truly exact


def test_the_equity_interval_covers_a_tiny_exact_equity_about_95_percent_of_the_time():
    """The three-way river of docs/advisor-calibration.md (AsQs on Ks7s2cJh4d against two top-4% ranges).

    Exact equity 0.001642 (enumerated). 100 estimates of 100 samples each, independent seeds: before,
    57 had SE 0 (no sample won a share) and equity +/- 1.96 SE covered the exact value 43 times of 100;
    now no SE is 0 and it covers 100 times of 100 (the plus-four interval is conservative this close to 0).
    """
    hero, board = _cards("AsQs"), _cards("Ks7s2cJh4d")
    ranges = [preflop_range(0.04).without(hero + board)] * 2
    exact = exact_equity(hero, board, ranges).equity
    assert exact == pytest.approx(0.001642, abs=1e-6)
    ests = [monte_carlo_equity(hero, board, ranges, 100, seed=f"spec46c/{r}") for r in range(100)]
    assert min(e.se for e in ests) > 0
    covered = sum(abs(e.equity - exact) <= 1.96 * e.se for e in ests)
    assert covered >= 95


# -- 2. profile keys that are no information set of the game --------------------------------------


def test_a_profile_key_that_is_no_information_set_is_refused_not_scored_as_uniform():
    """Kuhn with its first key mistyped ('0/J||' for '0|J||', always bet the jack).

    Before, the typo was ignored: exploitability 11/12 and player 1's best response 5/12 (the uniform
    profile's; spelled right they are 1 and 1/2), the sampled best response 0.64 (50 playouts, seed 1).
    Now each function refuses the profile, naming the key.
    """
    t = compiled_variant("kuhn")
    good = t.infoset_keys[0]
    assert good == "0|J||"
    profile = {"0/J||": {"b": 1}}
    refusal = "^profile key '0/J\\|\\|' is not an information set of game 'kuhn' \\(1 such key\\)$"
    calls = [
        lambda: exploitability(t, profile),
        lambda: best_response(t, profile, 1),
        lambda: sampled_best_response(t, profile, 1, SampleConfig(playouts=50, seed=1)),
        lambda: expected_payoffs_sampled(t, profile, SampleConfig(playouts=50, seed=1)),
        lambda: descent_step(t, profile, {}, 0.1),
    ]
    for call in calls:
        with pytest.raises(GameTreeError, match=refusal):
            call()
    right = {good: {"b": 1}}  # spelled right, always betting the jack is worth 1 and 1/2
    assert (exploitability(t, right).value, best_response(t, right, 1)) == (1, Fraction(1, 2))


def test_a_hostile_profile_key_is_named_in_one_bounded_line():
    """A 100,000-character key with a newline and an int key of 5000 digits (no str() of it works).

    Before, both were silently ignored (the profile scored as uniform). Now: one line under 200
    characters naming the first 60 characters of the string key escaped, or the type of the other.
    """
    t = compiled_variant("kuhn")
    for key, named in (("x\n" * 50_000, "'x\\nx\\n"), (10**5000, "a key of type int")):
        with pytest.raises(GameTreeError) as info:
            best_response(t, {key: {"k": 1}, "also bad": {"k": 1}}, 0)
        text = str(info.value)
        assert "\n" not in text and len(text) < 200 and named in text and "(2 such keys)" in text


def test_a_gradient_naming_a_foreign_key_or_action_is_refused_not_a_zero_step():
    """descent_step on Kuhn from the uniform profile, lr 1, gradient +1 on betting the jack.

    Spelled right ('0|J||': {'b': 1}) the jack's row becomes k 0.25, b 0.75. Before, a mistyped key
    ('0/J||') or action ('bet') was ignored: the row stayed k 0.5, b 0.5. Now both are refused by name.
    """
    t = compiled_variant("kuhn")
    assert descent_step(t, {}, {"0|J||": {"b": 1.0}}, 1.0)["0|J||"] == {"k": 0.25, "b": 0.75}
    with pytest.raises(GameTreeError, match="^descent_step: gradient key '0/J\\|\\|' is not an information set"):
        descent_step(t, {}, {"0/J||": {"b": 1.0}}, 1.0)
    with pytest.raises(GameTreeError, match="^descent_step: the gradient at '0\\|J\\|\\|' names action 'bet', which"):
        descent_step(t, {}, {"0|J||": {"bet": 1.0}}, 1.0)


# -- 3. seeds the hash cannot take -----------------------------------------------------------------


@pytest.mark.parametrize(
    "seed",
    [1.5, None, True, 10**5000, "\ud800", "s" * 201, [1]],
    ids=["float", "none", "bool", "huge", "surrogate", "long", "list"],
)
def test_a_seed_derive_cannot_take_is_refused_up_front_in_one_line(seed):
    """SampleConfig, cfr_br and compile_tree passed their seed to derive unchecked.

    Before: a float, None, True or a list raised TypeError ("labels must be int, str or bytes"), a
    5000-digit int Python's int-digits ValueError, a lone surrogate UnicodeEncodeError, all from deep
    inside; a 201-character label was taken. Now each is a one-line GameTreeError naming where and the seed.
    """
    t = compiled_variant("kuhn")
    calls = {
        "SampleConfig": lambda: SampleConfig(playouts=10, seed=seed),
        "cfr_br": lambda: cfr_br(t, {}, 0, draws=2, seed=seed),
        "compile_tree": lambda: compile_tree(variant_tree("kuhn"), seed=seed),
    }
    for where, call in calls.items():
        with pytest.raises(GameTreeError, match=f"^{where}: seed must be an int of at most 256 bits") as info:
            call()
        assert "\n" not in str(info.value) and len(str(info.value)) < 200


@pytest.mark.parametrize("seed", [1.5, None, 10**5000, "\ud800"], ids=["float", "none", "huge", "surrogate"])
def test_the_advisor_refuses_a_seed_it_cannot_hash(seed):
    """DecisionConfig's seed reached derive inside recommend_action.

    Before: 10**5000 raised Python's int-digits ValueError and a lone surrogate UnicodeEncodeError
    from the equity stage; 1.5 and None ran (as the labels "1.5/equity", "None/equity"). Now the
    config refuses each in one line naming the seed.
    """
    with pytest.raises(ValueError, match="^seed: must be an int of at most 256 bits or a str") as info:
        DecisionConfig(seed=seed)
    assert len(str(info.value)) < 200
    assert DecisionConfig(seed=2**256 - 1).seed and DecisionConfig(seed="rep3/n100").seed  # the bounds are taken


# -- 4. upper bounds on the budgets -----------------------------------------------------------------


def test_the_advisor_budgets_have_an_upper_bound():
    """DecisionConfig took any sample or bootstrap count: 10**12 resamples or 10**9 rollouts were accepted
    (a run of days; the CLI alone capped samples at 10M), and 10**5000 too.

    Now: at most 10,000,000 equity or rollout samples and 100,000 bootstrap resamples, refused in one
    line (a 5000-digit count by its size: it cannot be printed); the bounds themselves are taken.
    """
    cases = {
        "equity_simulations": (10_000_000, 10_000_001, "at most 10000000 samples, got 10000001"),
        "rollout_simulations": (10_000_000, 10**5000, "at most 10000000 samples, got a number of about 5000 digits"),
        "bootstrap_resamples": (100_000, 10**12, "at most 100000 resamples, got 1000000000000"),
    }
    for name, (top, over, message) in cases.items():
        assert getattr(DecisionConfig(**{name: top}), name) == top
        with pytest.raises(ValueError) as info:
            DecisionConfig(**{name: over})
        assert str(info.value) == f"{name}: {message}"


def test_the_sampled_analytics_budgets_have_an_upper_bound():
    """SampleConfig and cfr_br took any count: playouts=10**5000 was accepted, and the error for a
    bad count quoted the counts with repr, so a 5000-digit one raised Python's int-digits ValueError.

    Now: playouts at most 10M, posterior_samples 100,000, choose_nodes 100M, cfr_br draws 1M, each
    refused in one line that names a 5000-digit count by its size.
    """
    SampleConfig(playouts=10_000_000, posterior_samples=100_000, choose_nodes=100_000_000)  # the bounds
    for kwargs in ({"playouts": 10**5000}, {"posterior_samples": 100_001}, {"choose_nodes": 10**9}):
        with pytest.raises(GameTreeError, match="^SampleConfig needs whole numbers") as info:
            SampleConfig(**kwargs)
        assert len(str(info.value)) < 250
    with pytest.raises(GameTreeError, match="^SampleConfig needs.*a number of about 5000 digits"):
        SampleConfig(playouts=-(10**5000))
    with pytest.raises(GameTreeError, match="^cfr_br needs temperature > 0 and whole draws from 1 to 1000000"):
        cfr_br(compiled_variant("kuhn"), {}, 0, draws=1_000_001)


@pytest.mark.parametrize(
    ("samples", "seed", "message"),
    [
        (2.5, 1, "^equity_simulations: need at least 2 samples, got 2.5$"),
        ("100", 1, "^equity_simulations: need at least 2 samples, got '100'$"),
        (None, 1, "^equity_simulations: need at least 2 samples, got None$"),
        (10**12, 1, "^equity_simulations: at most 10000000 samples, got 1000000000000$"),
        (10**5000, 1, "^equity_simulations: at most 10000000 samples, got a number of about 5000 digits$"),
        (10, 1.5, "^equity seed: must be an int of at most 256 bits or a str of at most 1000 characters, got 1.5$"),
        (10, 10**5000, "^equity seed: .* got a number of about 5000 digits$"),
        (10, "\ud800", "^equity seed: .* got '\\\\ud800'$"),
    ],
    ids=["half", "text", "none", "trillion", "huge", "float-seed", "huge-seed", "surrogate-seed"],
)
def test_monte_carlo_equity_refuses_a_budget_or_seed_it_cannot_use_in_one_line(samples, seed, message):
    """monte_carlo_equity (the library entry the advisor calls) checked only ``samples < 2``.

    Before: 2.5 raised TypeError inside range(), '100' and None TypeError from the comparison, a
    float seed derive's TypeError, a 5000-digit seed Python's int-digits ValueError, a lone surrogate
    UnicodeEncodeError, and 10**12 samples were accepted (weeks of work). Now each is a one-line ValueError.
    """
    villain = [WeightedHands([tuple(_cards("KsKh"))], [1])]
    with pytest.raises(ValueError, match=message):
        monte_carlo_equity(_cards("AsAh"), _cards("2c7d9h"), villain, samples, seed=seed)
