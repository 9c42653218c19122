"""Mutation review 36a: the limit-poker base (games/poker/limit), analytics/calibration, the command
modules agent_key, phh, review, power, league and play, and the Lambda handlers step, finalize, sweeper
and league_schedule.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (README.md, docs/*.md,
the modules' docstrings and help texts), never from running the code under test.

Counts per module: killed by the tests before / pinned here / equivalent or left unpinned.

- games/poker/limit (L01-L18): 18 / 0 / 0. Kuhn's and Leduc's own tests, the compiled trees and the
  luck tests kill every edit of the shared hand (nets, observation, infoset key, clone, letters).
- analytics/calibration (K01-K20): 12 / 7 (K02, K09, K15, K16, K17, K18, K19) / 1. K06 (`iterations < 0`
  for `== 0`): CFR+ run for no iteration averages to the uniform profile, which a missing key means.
- commands/agent_key (G01-G08): 7 / 1 (G07) / 0.
"""

from __future__ import annotations

import hashlib
import hmac
from types import SimpleNamespace

import pytest

from cosino.analytics import calibration
from cosino.analytics.sampled import SampleConfig

# --- analytics/calibration --------------------------------------------------------------------------


class _Estimate(SimpleNamespace):
    """A sampled estimate with a chosen mean and half-width (the interval is mean ± ci)."""

    def ci95(self) -> float:
        return self.ci

    def lower(self) -> float:
        return self.mean - self.ci

    def upper(self) -> float:
        return self.mean + self.ci


def _trials(monkeypatch, estimates: list[_Estimate], exact: float) -> None:
    """The estimator answers ``estimates`` in turn; the exact value is ``exact``."""
    answers = iter(estimates)
    monkeypatch.setattr(calibration, "sampled_exploitability_2p_zerosum", lambda *args: next(answers))
    monkeypatch.setattr(calibration, "exploitability_symmetric", lambda tree, profile: exact)


# kills K02 (the mean estimate divided by trials + 1) and K15 (the widest ci95 reported for the mean one):
# the row's "mean estimate" and "mean ci95" are the means over its trials
def test_a_row_reports_the_mean_estimate_and_the_mean_half_width_over_its_trials(monkeypatch):
    estimates = [_Estimate(mean=0.25, ci=0.5), _Estimate(mean=0.75, ci=0.25), _Estimate(mean=2.0, ci=0.0)]
    _trials(monkeypatch, estimates, 0.5)
    r = calibration.run_row(calibration.Row("kuhn-late-deal", 0, lazy=True), 3, SampleConfig(playouts=2))
    assert r == {"exact": 0.5, "mean": 1.0, "ci": 0.25, "covered": 2}


def _report(monkeypatch, rows: tuple, trials: int) -> str:
    results = {row.game: {"exact": 0.5, "mean": 0.5, "ci": 0.1, "covered": trials} for row in rows}
    monkeypatch.setattr(calibration, "ROWS", rows)
    monkeypatch.setattr(calibration, "run_row", lambda row, trials, cfg: results[row.game])
    return calibration.calibrate(trials, SampleConfig(playouts=2), log=lambda line: None)


# kills K09: the binomial standard error of a 95% coverage, sqrt(0.95 * 0.05 / 50) = 3.08 points for 50 trials
# (docs/sampled-calibration.md: "50 trials: a binomial standard error of about 3.1 points")
def test_the_report_gives_the_binomial_standard_error_of_its_trial_count(monkeypatch):
    text = _report(monkeypatch, (calibration.Row("a", 0),), 50)
    assert "(50 trials: a binomial standard error\nof about 3.1 points)" in text


# kills K19: a row that samples its choice is shown apart, under "When the choice is sampled", never in the
# table of the goal
def test_a_row_shown_apart_is_only_in_the_second_table(monkeypatch):
    rows = (calibration.Row("counted-game", 0), calibration.Row("apart-game", 0, counted=False))
    goal, apart = _report(monkeypatch, rows, 4).split("## When the choice is sampled")
    assert "| counted-game |" in goal and "| apart-game |" not in goal
    assert "| apart-game |" in apart and "| counted-game |" not in apart


# kills K17: the Leduc row forced to sample its choice counted in the goal ("These rows force that on purpose
# and are not part of the goal above"); every counted row chooses exactly, with the default budget
def test_the_rows_that_sample_their_choice_are_the_rows_kept_out_of_the_goal():
    for row in calibration.ROWS:
        assert row.counted == (row.choose_nodes == SampleConfig.choose_nodes), row
    assert sum(not row.counted for row in calibration.ROWS) == 2


# kills K18: "sampled choice" written for every lazy row; the report's own rows show a lazy row with the
# default budget as "lazy states" alone
def test_a_lazy_row_with_the_default_budget_says_lazy_states_alone():
    r = {"exact": 0.0654, "mean": 0.0616, "ci": 0.0889, "covered": 47}
    line = calibration._line(calibration.Row("kuhn-late-deal", 10, lazy=True), r, 50, SampleConfig())
    assert line == (
        "| kuhn-late-deal | CFR+ 10 iterations | lazy states | 0.0654 | 0.0616 | -0.0038 | 0.0889 | 47/50 = 94% |"
    )


# kills K16: the refused value quoted whole; a 10,000-character --trials made a 10,000-character error line
def test_a_long_refused_count_is_cut_in_the_error(capsys):
    with pytest.raises(SystemExit) as stopped:
        calibration.main(["--trials", "x" * 10_000])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and "not a whole number" in err and len(err) < 400


# --- commands/agent_key ------------------------------------------------------------------------------


# kills G07: the URL tidied (a trailing slash dropped) before the key is derived; docs/seats.md: HMAC-SHA256 of
# "cosino agent key v1", a NUL byte and the URL "exactly as it is seated" (another spelling, another key)
@pytest.mark.parametrize("url", ["https://bots.team-x.example/act/", "https://bots.team-x.example/act"])
def test_the_agent_key_is_derived_from_the_url_exactly_as_given(monkeypatch, cosino_cli, url):
    monkeypatch.setenv("COSINO_AGENT_SECRET", "operator-master")
    code, out, err = cosino_cli("agent-key", url)
    expected = hmac.new(b"operator-master", b"cosino agent key v1\x00" + url.encode(), hashlib.sha256).hexdigest()
    assert (code, out, err) == (0, expected + "\n", "")
