"""Mutation review 53g of reviews 53d and 53e (bounds) and of check-published's recomputed board.

Scope: ``ratings.FitWork``/``FitWorkExceeded``, ``MM_AGENT_STEPS`` and the step charges of ``bt_fit``, ``_newton``
and ``_solve``; ``publish.published_draws`` (its counted path), ``counted_refit``, ``REFIT_SAMPLES``,
``REFIT_STEPS``, ``published_board`` and ``refit_steps``; ``TableSums.bradley_terry(steps=...)`` and ``refitted``;
``table.refit_cut`` and the ``bootstrapLimit`` the table writes; the advisor's ``bootstrap_work``,
``MAX_RESAMPLED_BATCHES`` and ``bootstrap_batches``; ``cosino advise --bootstrap/--batches``;
``check.check_published``.

82 mutants made by hand, one at a time (ratings 18, publish 34, table sums and table 13, advisor and advise 16,
check 1), each run against the existing tests of its area (bounds53d, board53e, check_cut53, mutants53a,
bounds52g, league, mutants_table, league_check, advisor_sample_counts, advisor_faults) with no bytecode kept:
46 killed by the suite, 30 killed only by the tests here, 6 equivalent:

- ``allowed`` without ``max(..., 0)``: a negative limit stops the full data's fit at its first charge as 0 does;
- ``if steps:`` for ``if steps is not None:``: a counted fit is never 0 steps (its setup charges 3 n^2 first);
- a repeated ``problem = problem`` after the counted check: a no-op;
- rereading a family's rows when its kept sums are for the same draws: sums resumed and rebuilt give one board;
- the families taken in reverse order: the board is canonical (sorted keys); only the unpublished state differs;
- ``bootstrap_work`` asked at 0 resamples in ``DecisionConfig``: 0 x batches is always within the limit.

The 30: a charge allowed at exactly the limit (``>=``), a limit of 0 read as none, the Newton and elimination
charges (gradient with or without its agents or met pairs, the Hessian's 2 n^2, a row's n - k), the refit
budget off by one or started at one step, the point fit charged to the draws' budget, the cut rule at exactly
MIN_DRAWS and the table's note without its ``count`` or ``draws >= MIN_DRAWS`` guards, ``counted_refit``'s
``limit + 1`` (or skipping a stopped refit), its keys and teams taken otherwise than the table's, the ``more than``
label and the 39-draw allowance at their boundaries, ``refit_steps`` counting seats for agents or every family's
pairs, ``family not in kept`` dropped (a kept table's reason said twice), the fix below undone, and the
advisor's batches (a bool, 0 or 1,001 taken; not handed to the bootstrap; the CLI's default, ranges and
pass-through).

Defect found and fixed:

1. A store's board depended on the order its episodes came in. The kept table sums of a family are for one number
   of bootstrap draws; since session 52 that number shrinks as a family past the work bound grows, and sums for
   other draws were rebuilt from the state's views, which hold no audit and no luck-adjusted scores. So a board
   published after a family's draws changed lost the audit of every episode published before (hearts: softPlay
   ``episodes`` 1 where a rebuild from every row says 2), and ``cosino league check-published`` refused it.
"""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from cosino.advisor.decision import DecisionConfig
from cosino.advisor.rollout import DEFAULT_BATCHES, bootstrap_work
from cosino.league.power import MIN_DRAWS
from cosino.league.ratings import (
    BT_ITERATIONS,
    BT_TOLERANCE,
    MM_AGENT_STEPS,
    FitWork,
    FitWorkExceeded,
    bt_fit,
    outcome_from_results,
)
from cosino.league.table import LeagueSpec, leaderboards, league_table, refit_cut, teams_from_results
from cosino.league.table_sums import TableSums
from cosino_runtime.commands.advise import add_budget_options, config_from
from cosino_runtime.league import publish
from cosino_runtime.league.config import MAX_TABLE_WORK
from tests.test_review_board53e import won
from tests.test_review_bounds53d import counting_refits

LEADERBOARD = "public/leaderboard.json"
STATE = Path(__file__).resolve().parents[1] / "examples" / "STATE.json"


def _play(store: Any, variant: str, seats: tuple[str, ...], seed: int, hands: int) -> None:
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat

    episode = stepper.create(store, EpisodeConfig(variant, seats, hands, seed))
    while store.load(episode).status == "running":
        stepper.step(store, episode, store.load(episode).version, build_seat)
    flow.on_finalize(store, episode)


def test_a_family_whose_draws_changed_keeps_the_audit_of_the_episodes_published_before(tmp_path, monkeypatch):
    """Under a table bound of 20,000 units one hearts episode draws 112 and two draw 111: the second publish
    cannot resume the family's kept sums. Its board is the one a rebuild from every row publishes, and the check
    passes it; before, the audit of the first hearts episode was lost (softPlay episodes 1, not 2)."""
    from cosino_runtime.cli import main
    from cosino_runtime.store.embedded import EmbeddedStore

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 20_000)
    store = EmbeddedStore(tmp_path / "store")
    try:
        _play(store, "kuhn", ("house", "random"), 3, 2)
        _play(store, "hearts", ("house", "random", "house", "random"), 5, 1)
        publish.publish_leaderboard(store)
        first = json.loads(store.get_blob(LEADERBOARD))["families"]["tricks"]["method"]["bradleyTerry"]
        _play(store, "hearts", ("random", "house", "random", "house"), 6, 1)
        assert publish.publish_leaderboard(store)["new"] == 1
        kept = store.get_blob(LEADERBOARD)
        store.swap_league_state(store.league_state()[0], "0" * 64)  # a state no run can read: rebuilt from every row
        assert publish.publish_leaderboard(store)["new"] == 3
        rebuilt = store.get_blob(LEADERBOARD)
        store.publish(LEADERBOARD, kept)
    finally:
        store.close()
    tricks = json.loads(kept)["families"]["tricks"]
    assert (first["bootstrap"], tricks["method"]["bradleyTerry"]["bootstrap"]) == (112, 111)  # the draws changed
    assert tricks["audit"]["softPlay"]["power"]["episodes"] == 2
    assert kept == rebuilt
    assert main(["league", "check-published", str(Path(tmp_path / "store" / "blobs"))]) == 0


# --- fit steps (ratings.FitWork and the charges of bt_fit, _newton, _solve) ---------------------------------------


class Recorded(FitWork):
    """A FitWork that also lists each charge, in order."""

    def __init__(self, limit: int | None = None) -> None:
        super().__init__(limit)
        self.charges: list[int] = []

    def charge(self, steps: int) -> None:
        self.charges.append(steps)
        super().charge(steps)


def strict_chain(n: int, games: int) -> tuple[list[int], list[int]]:
    """Flat n x n wins and games on the scale 2: each agent beat the next ``games`` times out of ``games``."""
    wins, played = [0] * (n * n), [0] * (n * n)
    for i in range(n - 1):
        wins[i * n + i + 1] = games
        played[i * n + i + 1] = played[(i + 1) * n + i] = games
    return wins, played


def test_fit_work_adds_every_charge_and_stops_only_past_its_limit():
    work = FitWork(10)
    work.charge(4)
    work.charge(6)
    assert work.spent == 10  # exactly the limit: allowed
    with pytest.raises(FitWorkExceeded, match="^11 fit steps, more than the 10 allowed$"):
        work.charge(1)
    FitWork(0).charge(0)
    with pytest.raises(FitWorkExceeded):
        FitWork(0).charge(1)  # a limit of 0 allows nothing, it is no "no limit"
    unbounded = FitWork()
    unbounded.charge(10**12)
    assert unbounded.spent == 10**12


def test_each_step_of_a_fit_that_newton_finishes_is_charged_in_order():
    """4 agents, each beating the next 200 times: setup (3 x 16), 400 MM iterations (12 x 4 agents + 6 met
    pairs), then each Newton step: its Hessian (2 x 16), a gradient (4 agents + 6 met pairs), the elimination's
    rows (4, 3 and 2 entries: one row below each pivot of a chain) and the gradient at the point stepped to."""
    n = 4
    wins, games = strict_chain(n, 200)
    work = Recorded()
    bt_fit(n, 2, wins, games, None, BT_TOLERANCE, work)
    assert work.charges[0] == 3 * n * n
    assert work.charges[1 : 1 + BT_ITERATIONS] == [MM_AGENT_STEPS * n + 6] * BT_ITERATIONS
    assert work.charges[1 + BT_ITERATIONS :] == [2 * n * n, 10, 4, 3, 2, 10] * 4 + [2 * n * n, 10, 4, 3, 2]
    assert work.spent == sum(work.charges) == 21_943


def test_a_fit_allowed_exactly_its_steps_finishes_and_one_step_fewer_stops():
    n = 4
    wins, games = strict_chain(n, 200)
    free = FitWork()
    strengths = bt_fit(n, 2, wins, games, None, BT_TOLERANCE, free)
    exact = FitWork(free.spent)
    assert bt_fit(n, 2, wins, games, None, BT_TOLERANCE, exact) == strengths and exact.spent == exact.limit
    with pytest.raises(FitWorkExceeded):
        bt_fit(n, 2, wins, games, None, BT_TOLERANCE, FitWork(free.spent - 1))


# --- the table's budget of refit steps (TableSums.bradley_terry(steps=...), table.refit_cut) -----------------------


SMALL = [won(a, b, i) for i, (a, b) in enumerate(["ab", "bc", "ca", "ab", "cd", "da", "ba", "db"])]
NAMES = ["a", "b", "c", "d"]


def small_sums(draws: int = 200) -> TableSums:
    sums = TableSums("review 53g", draws, False)
    for i, result in enumerate(SMALL):
        sums.add(outcome_from_results(result, i, f"ep{i}", teams_from_results(result)), None)
    return sums


def refit_steps_each(monkeypatch) -> list[int]:
    """The fit steps each of the 200 draws' refits of SMALL takes, the point fit left out."""
    spent = counting_refits(monkeypatch)
    small_sums().bradley_terry(NAMES, steps=10**12)
    monkeypatch.undo()
    return spent[1:]


def test_the_draws_refitted_stop_exactly_where_the_budget_runs_out(monkeypatch):
    """A budget of exactly the first 39 refits' steps refits 39 draws and shows their interval; a step fewer
    refits 38, and no interval is shown."""
    each = refit_steps_each(monkeypatch)
    assert len(each) == 200
    exact = small_sums()
    rated = exact.bradley_terry(NAMES, steps=sum(each[:MIN_DRAWS]))
    assert exact.refitted == MIN_DRAWS and all(rated[a]["lo"] is not None for a in NAMES)
    short = small_sums()
    rated = short.bradley_terry(NAMES, steps=sum(each[:MIN_DRAWS]) - 1)
    assert short.refitted == MIN_DRAWS - 1 and all(rated[a]["lo"] is None for a in NAMES)
    whole = small_sums()
    whole.bradley_terry(NAMES, steps=sum(each))
    assert whole.refitted == 200


def test_a_budget_of_no_steps_refits_no_draw_and_no_budget_refits_every_one():
    none = small_sums()
    rated = none.bradley_terry(NAMES, steps=0)
    assert none.refitted == 0 and all(rated[a]["lo"] is None for a in NAMES)
    every = small_sums()
    every.bradley_terry(NAMES)
    assert every.refitted == 200


def test_fewer_draws_than_an_interval_needs_asked_directly_still_give_their_interval():
    """The cut rule hides an interval only when the budget left fewer than MIN_DRAWS of the draws asked: 10 draws
    asked (a direct call; a table asks none below MIN_DRAWS) and all refitted still give one, as before 53e."""
    sums = small_sums(10)
    rated = sums.bradley_terry(NAMES)
    assert sums.refitted == 10 and all(rated[a]["lo"] is not None for a in NAMES)


def test_the_refit_cut_says_an_interval_is_missing_only_below_min_draws():
    assert refit_cut(5000, MIN_DRAWS, 200) == (
        f"the refits reached the 5000 fit steps the table allows them: {MIN_DRAWS} of 200 draws refitted"
    )
    assert refit_cut(5000, MIN_DRAWS - 1, 200).endswith(
        f"{MIN_DRAWS - 1} of 200 draws refitted, fewer than the {MIN_DRAWS} a 95% interval needs, so no interval"
        " is shown"
    )


def test_a_table_of_no_episode_or_of_too_few_draws_says_no_refit_limit():
    """No episode, or fewer draws than an interval needs: no draw is refitted, and none was cut by the budget."""
    empty = league_table(LeagueSpec("x", "poker", ("kuhn",), ("a", "b"), refit_steps=0), [])
    assert "bootstrapLimit" not in empty["method"]["bradleyTerry"]
    few = leaderboards(SMALL, bootstrap=MIN_DRAWS - 1, refit_steps=0)["families"]["poker"]
    assert "bootstrapLimit" not in few["method"]["bradleyTerry"]
    cut = leaderboards(SMALL, bootstrap=MIN_DRAWS, refit_steps=0)["families"]["poker"]
    assert cut["method"]["bradleyTerry"]["bootstrapLimit"].startswith("the refits reached the 0 fit steps")


# --- the board's counted refit (publish.published_draws, counted_refit) -------------------------------------------

EVEN = [won("a", "b", 0), won("b", "a", 1)]  # two agents, each won once: a refit takes 480 steps
EVEN_KEYS = ["ep0", "ep1"]


def test_a_counted_refit_exactly_at_its_limit_is_counted_and_past_it_reads_one_more():
    assert publish.counted_refit(EVEN, EVEN_KEYS, 10**9) == 480
    assert publish.counted_refit(EVEN, EVEN_KEYS, 480) == 480
    assert publish.counted_refit(EVEN, EVEN_KEYS, 479) == 480  # stopped: limit + 1
    assert publish.counted_refit(EVEN, EVEN_KEYS, 100) == 101
    assert publish.counted_refit(EVEN, EVEN_KEYS, 10) is None  # the full data's fit alone is past the limit


def test_a_refit_of_exactly_what_39_draws_allow_draws_39_and_one_unit_less_draws_none(monkeypatch):
    """Under a bound of 4,758 units, 39 draws leave (4,758 // 39 - 2 pairs) x 4 = 480 steps a refit: the counted
    480 fit, 39 draws. Under 4,757 they leave 476: the refit is stopped and said to take more, and none are drawn."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 4758)
    assert publish.published_draws(EVEN, EVEN_KEYS) == (
        39,
        (
            "200 resamples x 122 units (2 pairs of agents in episodes + 120 for refitting 2 agents: 480 steps, the"
            " most of the first 4 draws' refits) = 24400, more than the limit of 4758; at most 39 resamples fit: 39"
            " drawn"
        ),
    )
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 4757)
    assert publish.published_draws(EVEN, EVEN_KEYS) == (
        0,
        (
            "200 resamples x 122 units (2 pairs of agents in episodes + 120 for refitting 2 agents: more than 476"
            " steps, the most of the first 4 draws' refits) = 24400, more than the limit of 4757; at most 38"
            " resamples fit: none drawn, fewer than the 39 a 95% interval needs, so no interval is shown"
        ),
    )


def spades(agents: list[str], seed: int, net: list[int]) -> dict[str, Any]:
    scores = [Fraction(1) if n > 0 else Fraction(0) for n in net]
    return {
        "variant": "spades",
        "agents": agents,
        "scores": scores,
        "net": net,
        "win": [n > 0 for n in net],
        "scoredHands": 1,
        "hands": 1,
        "seed": seed,
    }


PARTNERS = [
    spades(["a", "b", "c", "d"], 1, [30, -30, 30, -30]),
    spades(["a", "c", "b", "d"], 2, [30, -30, -30, 30]),
    spades(["d", "a", "c", "b"], 3, [-30, 30, 30, -30]),
]


@pytest.mark.parametrize(
    "results, keys, steps",
    [
        (SMALL, ["k"] * len(SMALL), 8748),  # one key for every episode: the table tells them apart by place
        (PARTNERS, ["s1", "s2", "s3"], 2808),  # partners are not compared: teams from each deal's seating
    ],
)
def test_the_counted_refit_is_the_dearest_of_the_tables_own_first_refits(monkeypatch, results, keys, steps):
    """The estimate reads the draws the board's table draws: its episodes keyed and its teams formed alike."""
    spent = counting_refits(monkeypatch)
    leaderboards(results, keys=keys, refit_steps=10**12)
    monkeypatch.undo()
    assert publish.counted_refit(results, keys, 10**9) == max(spent[1 : 1 + publish.REFIT_SAMPLES]) == steps


def test_an_agent_in_two_seats_is_one_agent_of_the_pairs_the_refit_budget_leaves_out():
    """Hearts with two agents in four seats is one pair an episode, as published_draws counts it."""
    hearts = {"variant": "hearts", "agents": ["a", "b", "a", "b"]}
    assert publish.refit_steps([hearts, hearts], 200) == (MAX_TABLE_WORK - 200 * 2) * 4


def test_an_agent_that_only_played_itself_is_still_charged_its_refits(monkeypatch):
    """One agent, no pair: each refit is charged what it was counted (15 steps, 4 units), not the n (n - 1) nothing
    of pairs; under a bound of 400 units 100 draws fit."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 400)
    alone = [won("x", "x", 0)]
    assert publish.published_draws(alone, ["ep0"]) == (
        100,
        (
            "200 resamples x 4 units (0 pairs of agents in episodes + 4 for refitting 1 agents: 15 steps, the most"
            " of the first 4 draws' refits) = 800, more than the limit of 400; at most 100 resamples fit: 100 drawn"
        ),
    )


# --- the advisor's bootstrap bound and cosino advise's options ----------------------------------------------------


def test_the_most_resamples_that_fit_are_rounded_down():
    """5,000,000 / 999 = 5005.005...: 5,005 resamples of 999 batches fit and 5,006 are refused naming 5,005."""
    assert bootstrap_work(5005, 999) is None
    assert bootstrap_work(5006, 999) == (
        "5006 resamples x 999 batches = 5000994, more than the limit of 5000000; at most 5005 resamples fit"
    )


@pytest.mark.parametrize(
    "flag, value, said",
    [
        ("--bootstrap", "100001", "--bootstrap: must be 0 (off) or between 1 and 100000, got 100001"),
        ("--batches", "1001", "--batches: must be between 1 and 1000, got 1001"),
    ],
)
def test_advise_refuses_one_past_the_top_of_each_range_in_one_line(cosino_cli, flag, value, said):
    code, out, err = cosino_cli("advise", str(STATE), "--bootstrap", "0", flag, value)
    assert (code, out, err) == (2, "", f"cosino: {said}\n")


def budget_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_budget_options(parser)
    return parser.parse_args(list(argv))


def test_advise_hands_its_batches_to_the_decision_and_defaults_to_the_configs():
    assert config_from(budget_args()).bootstrap_batches == DecisionConfig().bootstrap_batches == DEFAULT_BATCHES
    chosen = config_from(budget_args("--bootstrap", "300", "--batches", "7"))
    assert (chosen.bootstrap_resamples, chosen.bootstrap_batches) == (300, 7)


def test_each_familys_refits_are_held_to_what_its_own_episodes_leave_them(monkeypatch):
    """A hearts episode beside review 53e's even chain: the chain's table still allows its refits the 1,537,600
    steps its own 78 pairs leave, not the 1,532,800 the board's 84 pairs (hearts' 6 counted) would."""
    from tests.test_review_board53e import BOUND, even_chain

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", BOUND)
    results, keys = even_chain(40)
    hearts = {**won("h1", "h2", 0), "variant": "hearts", "agents": ["h1", "h2", "h3", "h4"]}
    hearts.update(net=[1, -1, 0, 0], scores=[Fraction(1, 4)] * 4, win=[True, False, False, False])
    pinned = {"manifest": "0" * 64, "episodes": len(keys) + 1}
    made = publish.published_board([*results, hearts], [*keys, "hearts-0"], pinned, {}, {})
    said = made["families"]["poker"]["method"]["bradleyTerry"]["bootstrapLimit"]
    assert said.startswith("the refits reached the 1537600 fit steps the table allows them: ")


@pytest.mark.parametrize("batches, shown", [(0, "0"), (True, "True"), (2.5, "2.5"), (1001, "1001")])
def test_the_config_refuses_batches_that_are_no_whole_number_in_range(batches, shown):
    with pytest.raises(ValueError) as refused:
        DecisionConfig(bootstrap_batches=batches)
    assert str(refused.value) == f"bootstrap_batches: must be a whole number from 1 to 1000, got {shown}"


def test_the_batches_asked_reach_the_bootstrap_of_the_report(cosino_cli):
    """The same spot and seed resampled in 7 batches and in the default 50 give other frequencies."""
    fast = ("--rollouts", "20", "--equity", "20", "--subgame", "off", "--bootstrap", "200", "--json")
    reports = []
    for batches in ("7", "50"):
        code, out, err = cosino_cli("advise", str(STATE), *fast, "--batches", batches)
        assert (code, err) == (0, "")
        reports.append([c["frequency"] for c in json.loads(out)["candidates"]])
    assert reports[0] != reports[1]
