"""One equity or rollout sample has no spread: `cosino advise --rollouts 1` ended in a ValueError traceback from
deep in the rollouts, and `--equity 1` in a warning that the equity sampler had failed. A count is 0 (the stage
is off) or at least 2, checked where the configuration is made."""

from __future__ import annotations

from pathlib import Path

import pytest

from cosino.advisor.decision import MIN_SAMPLES, DecisionConfig

STATE = Path(__file__).resolve().parents[1] / "examples" / "STATE.json"


@pytest.mark.parametrize("flag", ["--equity", "--rollouts"])
def test_one_sample_is_refused_in_one_line(cosino_cli, flag):
    code, out, err = cosino_cli("advise", str(STATE), flag, "1")
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.strip() == f"cosino: {flag}: must be 0 (off) or between 2 and 10000000, got 1"


@pytest.mark.parametrize("name", ["equity_simulations", "rollout_simulations"])
@pytest.mark.parametrize("count", [1, -1, True, 2.0, "5"])
def test_the_config_refuses_a_count_without_spread_or_of_another_type(name, count):
    with pytest.raises(ValueError, match=f"^{name}: must be 0 \\(off\\) or at least 2 samples"):
        DecisionConfig(**{name: count})


@pytest.mark.parametrize("count", [0, MIN_SAMPLES, 1000])
def test_zero_and_two_or_more_are_taken(count):
    config = DecisionConfig(equity_simulations=count, rollout_simulations=count)
    assert config.rollout_simulations == count and MIN_SAMPLES == 2


@pytest.mark.parametrize("resamples", [True, -1, 2.5, "200", None])
def test_a_bootstrap_count_that_is_no_whole_number_of_resamples_is_refused(resamples):
    # Before, True ran one resample, -1 none, and 2.5 raised a TypeError inside the bootstrap loop.
    with pytest.raises(ValueError, match=r"^bootstrap_resamples: must be a whole number, 0 \(off\) or more, got "):
        DecisionConfig(bootstrap_resamples=resamples)


def test_no_bootstrap_is_still_allowed():
    assert DecisionConfig(bootstrap_resamples=0).bootstrap_resamples == 0
