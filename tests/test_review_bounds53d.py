"""Review 53d: two work bounds of session 52 made less coarse.

1. The store's published leaderboard charged every bootstrap draw's refit the worst case (``REFIT_UNITS`` per agent
   squared, a strict chain of wins), so a big store of ordinary results drew few draws or none: 60 agents over 30
   heads-up episodes drew 69 of 200, 82 agents none. Now, when that charge leaves draws out, a draw is charged the
   fit steps the costliest of the table's first ``REFIT_SAMPLES`` refits takes, counted (``publish.counted_refit``),
   so those stores draw all 200; a fit too costly to count within what 39 draws allow is charged as before.
2. The advisor's bootstrap bounded resamples and batches each but not their product: 100,000 resamples of 1,000
   batches took 44 s. Now resamples x batches is at most ``MAX_RESAMPLED_BATCHES`` (100,000 x 50, the most
   resamples at the default batches), refused past it in one line, and ``cosino advise`` sets both
   (``--bootstrap``, ``--batches``) and exits 2 past it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cosino.league import table_sums
from cosino.league.ratings import FitWork
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.league import publish
from cosino_runtime.league.config import MAX_TABLE_WORK, REFIT_UNITS
from tests.test_review_bounds52g import kuhn_results, won

PINNED = {"manifest": "0" * 64, "episodes": 0}
STATE = Path(__file__).resolve().parents[1] / "examples" / "STATE.json"


def chain(agents: int, episodes: int) -> list[dict[str, Any]]:
    """Heads-up Kuhn results in which the agent of the lower number always wins: a strict chain of wins."""
    out = []
    for e in range(episodes):
        a, b = e % agents, (e * 7 + 1 + e // agents) % agents
        b = (b + 1) % agents if a == b else b
        out.append(won(f"c{min(a, b):02d}", f"c{max(a, b):02d}", e))
    return out


def board(results: list[dict[str, Any]], keys: list[str] | None = None) -> dict[str, Any]:
    keys = keys or [f"ep{i}" for i in range(len(results))]
    return publish.published_board(results, keys, {**PINNED, "episodes": len(keys)}, {}, {})


def bt_method(made: dict[str, Any]) -> dict[str, Any]:
    return made["families"]["poker"]["method"]["bradleyTerry"]


def test_a_store_the_worst_case_charge_cut_short_now_draws_all_200():
    """60 agents over 30 heads-up episodes: the worst-case charge (360,030 units a draw) fit 69 draws; the counted
    refits (at most 211,140 steps, 52,785 units) fit the default 200, every row with an interval and no limit."""
    results = kuhn_results(30)
    assert MAX_TABLE_WORK // (30 + REFIT_UNITS * 60 * 60) == 69  # what the old charge allowed
    made = board(results)
    assert bt_method(made)["bootstrap"] == 200 and "bootstrapLimit" not in bt_method(made)
    assert all(row["bt"]["lo"] is not None for row in made["families"]["poker"]["table"])
    assert publish.counted_refit(results, [f"ep{i}" for i in range(30)], 10**9) == 211_140


def test_the_draws_published_are_those_the_counted_refits_allow(monkeypatch):
    """The same store under a table bound of 3,000,000 units: the worst-case charge fit 8 draws (none shown); the
    counted one fits 3,000,000 // (30 + 52,785) = 56, and the board draws 56 and says why."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 3_000_000)
    made = board(kuhn_results(30))
    method = bt_method(made)
    assert method["bootstrap"] == 56 == 3_000_000 // (30 + -(-211_140 // 4))
    assert method["bootstrapLimit"] == (
        "200 resamples x 52815 units (30 pairs of agents in episodes + 52785 for refitting 60 agents: 211140 steps,"
        " the most of the first 4 draws' refits) = 10563000, more than the limit of 3000000; at most 56 resamples"
        " fit: 56 drawn"
    )
    assert all(row["bt"]["lo"] is not None for row in made["families"]["poker"]["table"])


def counting_refits(monkeypatch) -> list[int]:
    """Count the fit steps of every Bradley-Terry fit the tables run from now on, in the list returned (in order)."""
    spent: list[int] = []
    fit = table_sums.bt_fit

    def counted(*args: Any) -> list[int]:
        work = args[6] if len(args) > 6 and args[6] is not None else FitWork()  # the refits share one since 53e
        before = work.spent
        try:
            return fit(*args[:6], work)
        finally:
            spent.append(work.spent - before)

    monkeypatch.setattr(table_sums, "bt_fit", counted)
    return spent


def counted_table(
    monkeypatch, results: list[dict[str, Any]], keys: list[str] | None = None
) -> tuple[dict[str, Any], list[int]]:
    """The board of ``results`` (episodes named ``keys``, by default ep0 on) and the fit steps of every refit its
    tables ran, the full data's fit first."""
    spent = counting_refits(monkeypatch)
    return board(results, keys), spent


def test_a_chain_of_wins_stays_within_the_bound_counted_in_fit_steps(monkeypatch):
    """A strict chain of 30 agents over 300 episodes (every fit ends by Newton's method) under a bound of 4,694,880
    units: the counted charge fits 60 draws, and the 60 refits the table then runs take at most the steps the bound
    leaves them (its units less the draws' pairs, at REFIT_STEPS a unit)."""
    budget = 4_694_880
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", budget)
    results = chain(30, 300)
    made, spent = counted_table(monkeypatch, results)
    draws = bt_method(made)["bootstrap"]
    assert draws == 60 and "the most of the first 4 draws' refits" in bt_method(made)["bootstrapLimit"]
    assert len(spent) == 1 + draws
    assert sum(spent[1:]) <= (budget - draws * 300) * 4  # REFIT_STEPS a unit


def test_a_fit_too_costly_to_count_is_charged_the_worst_case_as_before(monkeypatch):
    """The same chain under a bound of 1,000,000 units: its full data's fit takes more steps than one of 39 draws may
    ((1,000,000 // 39 - 300) x 4 = 101,364), so the counting stops there and the draw is charged 100 units per agent
    squared, as before: 11 would fit, so none are drawn."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 1_000_000)
    results = chain(30, 300)
    assert publish.counted_refit(results, [f"ep{i}" for i in range(300)], 101_364) is None
    method = bt_method(board(results))
    assert method["bootstrap"] == 0
    assert method["bootstrapLimit"] == (
        "200 resamples x 90300 units (300 pairs of agents in episodes + 90000 for refitting 30 agents) = 18060000,"
        " more than the limit of 1000000; at most 11 resamples fit: none drawn, fewer than the 39 a 95% interval"
        " needs, so no interval is shown"
    )


def test_the_counted_bound_gives_the_same_bytes_twice(monkeypatch):
    """Counting is of steps, never of time: two boards of the same results are the same bytes."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 3_000_000)
    first, second = board(kuhn_results(30)), board(kuhn_results(30))
    assert dump_bytes(first) == dump_bytes(second) and bt_method(first)["bootstrap"] == 56


# --- the advisor's bootstrap -------------------------------------------------------------------------------------


def test_a_direct_bootstrap_refuses_one_resample_past_the_product_bound():
    """At 1,000 batches 5,000 resamples run and 5,001 are refused in one line naming the product, the limit and the
    most that fit. Before, 100,000 resamples of 1,000 batches ran (44 s here)."""
    from cosino.advisor.rollout import MAX_RESAMPLED_BATCHES, Candidate, CandidateEV, RolloutResult

    result = RolloutResult([CandidateEV(Candidate("check"), 0.0, 0.0, 3, units=[1, 2, 3])], "street", "behavior", 3)
    assert MAX_RESAMPLED_BATCHES == 5_000_000
    assert result.bootstrap_frequencies("s", 5000, 1000) == [1.0]
    with pytest.raises(ValueError) as refused:
        result.bootstrap_frequencies("s", 5001, 1000)
    assert str(refused.value) == (
        "bootstrap: 5001 resamples x 1000 batches = 5001000, more than the limit of 5000000; at most 5000 resamples fit"
    )


def test_every_resample_count_the_config_takes_at_the_default_batches_still_runs():
    """``DecisionConfig`` takes up to 100,000 resamples at its default 50 batches (the product's limit); 51 batches
    of them are refused by the fields' names."""
    from cosino.advisor.decision import DecisionConfig

    assert DecisionConfig(bootstrap_resamples=100_000).bootstrap_batches == 50
    assert DecisionConfig(bootstrap_resamples=0, bootstrap_batches=1000).bootstrap_batches == 1000  # off: no product
    with pytest.raises(ValueError) as refused:
        DecisionConfig(bootstrap_resamples=100_000, bootstrap_batches=51)
    assert str(refused.value) == (
        "bootstrap_resamples x bootstrap_batches: 100000 resamples x 51 batches = 5100000, more than the limit of"
        " 5000000; at most 98039 resamples fit"
    )


FAST = ("--rollouts", "20", "--equity", "20", "--subgame", "off")


def test_advise_runs_the_most_that_fits_and_refuses_one_more_with_exit_2(cosino_cli):
    """``cosino advise --bootstrap 5000 --batches 1000`` runs; 5,001 resamples end in one line and exit 2."""
    code, out, err = cosino_cli("advise", str(STATE), *FAST, "--bootstrap", "5000", "--batches", "1000")
    assert code == 0 and err == "" and out
    code, out, err = cosino_cli("advise", str(STATE), *FAST, "--bootstrap", "5001", "--batches", "1000")
    assert (code, out) == (2, "")
    assert err == (
        "cosino: --bootstrap x --batches: 5001 resamples x 1000 batches = 5001000, more than the limit of 5000000;"
        " at most 5000 resamples fit\n"
    )


@pytest.mark.parametrize(
    "flag, value, said",
    [
        ("--bootstrap", "-1", "--bootstrap: must be 0 (off) or between 1 and 100000, got -1"),
        ("--batches", "0", "--batches: must be between 1 and 1000, got 0"),
    ],
)
def test_advise_refuses_a_count_out_of_its_range_in_one_line(cosino_cli, flag, value, said):
    code, out, err = cosino_cli("advise", str(STATE), *FAST, flag, value)
    assert (code, out, err) == (2, "", f"cosino: {said}\n")
