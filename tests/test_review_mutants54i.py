"""Review 54i: a mutation review of board 54b (the full data's fit held to counted steps, ``fitLimit``, a league's
table counting its refits, kept sums cut to their first draws, a reused table not counted).

Scope: ``ratings`` (``FitWork(settle=)``, ``bt_fit`` keeping its last whole iteration, ``least_fit_steps``,
``most_fit_steps``), ``table`` (``_fit_limits``, ``fit_cut``, ``leaderboards(fit_steps=)``), ``table_sums``
(``bradley_terry(fit_steps=)``, ``fit_cut``, ``first_draws``), ``config._bootstrap`` (``MAX_FIT_WORK``, the least refit
charged) and ``publish`` (``full_fit_steps``, the league table's bounds, ``published_board`` cutting kept sums and
skipping the count for a reused table).

62 mutants, made by hand one at a time and run against the doctests of the five modules and
tests/test_review_board54b.py (the first ten, and every non-equivalent one that survived, also against
test_review_mutants53g.py and test_review_board53e.py):

- 44 killed by the existing tests;
- 14 survived them and are killed here: a cut fit returning its start, not its last whole iteration; Newton steps
  not kept as whole iterations; a line search's first or halved trial kept; one halving more than ``most_fit_steps``
  counts; the fit bound one step looser (in the table, and in a league's table); ``fit_cut`` kept from an earlier
  fit; an empty table's cut fit unsaid; ``first_draws`` refusing as many draws as it holds; the config's least refit
  rounded down to whole units; a league's table without the fit bound, or with it only past the default draws; the
  default 200 draws held to the refit bound;
- 4 equivalent: ``bt_fit`` keeping ``start`` itself rather than a copy (no strength list is ever changed in place);
  ``last[0] = p`` before each MM charge (``p`` is ``last[0]`` there already); a reused family's draws set to 0
  instead of the default (a reused table reads no draws); ``bootstrapLimit`` from the estimate written for a reused
  family too (a reused family's reason is always None now).

Checked and found right: an incremental board with its fit cut, families added in turn and the hearts draws growing
and shrinking (112, 111, 200, 190), is after every publish the board ``check-published`` rebuilds, and at the end the
store's own rebuild; a league's table cut by ``fitLimit`` is written alike twice and ``league table --check`` passes
it. The viewer re-derives no table (leaderboard.js shows ``method.bradleyTerry.fitLimit`` as it shows any method
entry). No defect found.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from support.leagues import HOUSE_AND_RANDOM

from cosino.league import ratings, table_sums
from cosino.league.ratings import BT_TOLERANCE, ONE, FitWork, bt_fit, most_fit_steps
from cosino.league.table import LeagueSpec, fit_cut, leaderboards, league_table
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.cli import main
from cosino_runtime.league import config as league_config
from cosino_runtime.league import publish
from tests.test_review_board54b import complete_order
from tests.test_review_bounds52g import kuhn_results
from tests.test_review_mutants53g import _play

LEADERBOARD = "public/leaderboard.json"


class LoggedWork(FitWork):
    """A FitWork that keeps each charge and what was spent before it."""

    def __init__(self, limit: int | None = None, settle: bool = False) -> None:
        super().__init__(limit, settle)
        self.log: list[tuple[int, int]] = []

    def charge(self, steps: int) -> None:
        self.log.append((steps, self.spent))
        super().charge(steps)


def chain(n: int) -> tuple[list[int], list[int]]:
    """Wins and games (flat n x n, scale 2) of n agents every pair met once, the lower number always winning."""
    wins, games = [0] * (n * n), [0] * (n * n)
    for a in range(n):
        for b in range(a + 1, n):
            wins[a * n + b] += 2
            games[a * n + b] += 2
            games[b * n + a] += 2
    return wins, games


def cut_at(n: int, limit: int) -> tuple[list[int], bool]:
    """The strengths a chain fit of ``n`` agents settles on when held to ``limit`` steps, and whether it was cut."""
    wins, games = chain(n)
    work = FitWork(limit, settle=True)
    return bt_fit(n, 2, wins, games, None, BT_TOLERANCE, work), work.cut


# --- the counted bound on the full data's fit (ratings.bt_fit with a settling FitWork) -------------------------


def test_a_fit_held_to_exactly_its_steps_is_not_cut_and_one_step_less_is():
    """16 agents in a strict chain take 180,464 steps (400 MM iterations, then 3 Newton steps). Held to exactly
    that many the fit is whole and its ratings the unbounded ones; held to one fewer it is cut, in the last step,
    which only found nothing left to move, so the ratings are the same."""
    wins, games = chain(16)
    work = LoggedWork()
    whole = bt_fit(16, 2, wins, games, None, BT_TOLERANCE, work)
    assert work.spent == 180_464
    assert cut_at(16, work.spent) == (whole, False)
    assert cut_at(16, work.spent - 1) == (whole, True)


def test_a_fit_cut_in_its_setup_or_first_iteration_keeps_the_start_and_in_its_second_the_first():
    """Cut before any whole MM iteration the ratings are the start (every strength ONE); cut in the second they
    are those of the first, the ones a fit returns after one iteration when any move is small enough."""
    wins, games = chain(16)
    work = LoggedWork()
    bt_fit(16, 2, wins, games, None, BT_TOLERANCE, work)
    setup, first = work.log[0], work.log[1]
    assert cut_at(16, setup[0] - 1) == ([ONE] * 16, True)
    assert cut_at(16, first[1] + first[0] - 1) == ([ONE] * 16, True)
    after_one = bt_fit(16, 2, wins, games, None, 10**30)  # any move within the tolerance: one iteration
    assert after_one != [ONE] * 16
    assert cut_at(16, first[1] + first[0]) == (after_one, True)


def test_a_fit_cut_inside_a_newton_step_keeps_the_step_before():
    """A cut during a Newton step's line search keeps the strengths the step started from, the same as a cut at
    that step's first charge; and each whole Newton step moves them, so cuts one step apart differ."""
    n = 16
    wins, games = chain(n)
    work = LoggedWork()
    bt_fit(n, 2, wins, games, None, BT_TOLERANCE, work)
    log = work.log
    hessians = [i for i, (steps, _) in enumerate(log) if steps == 2 * n * n]
    evaluation = n + n * (n - 1)
    # a line search's gradient: one charged right after an elimination row (never right after the Hessian)
    searches = [i for i, (steps, _) in enumerate(log) if steps == evaluation and log[i - 1][0] < n + 1]
    assert len(hessians) == 3 and len(searches) == 2 and hessians[1] < searches[1] < hessians[2]
    at_start = cut_at(n, log[hessians[1]][1])
    in_search = cut_at(n, log[searches[1]][1])
    assert at_start[1] and in_search == at_start
    assert cut_at(n, log[hessians[2]][1])[0] != at_start[0] != cut_at(n, log[hessians[0]][1])[0]


def test_the_board_cuts_its_fit_at_exactly_the_steps_past_its_bound():
    """A table whose fit takes S steps says nothing under a fit bound of S, byte for byte the unbounded table, and
    names ``fitLimit`` under S - 1."""
    results, keys = complete_order(8)
    spent: list[int] = []
    real = table_sums.bt_fit

    def counted(*args: Any) -> list[int]:
        work = FitWork()
        try:
            return real(*args[:6], work)
        finally:
            spent.append(work.spent)

    table_sums.bt_fit = counted
    try:
        leaderboards(results, bootstrap=0, keys=keys)
    finally:
        table_sums.bt_fit = real
    plain = leaderboards(results, bootstrap=0, keys=keys)
    exact = leaderboards(results, bootstrap=0, keys=keys, fit_steps=spent[0])
    assert dump_bytes(exact) == dump_bytes(plain)
    under = leaderboards(results, bootstrap=0, keys=keys, fit_steps=spent[0] - 1)
    assert under["families"]["poker"]["method"]["bradleyTerry"]["fitLimit"].startswith(
        f"the full data's fit reached the {spent[0] - 1} fit steps"
    )


def test_a_fit_whose_every_line_search_runs_out_takes_exactly_the_most_steps(monkeypatch):
    """With each Newton step turned uphill every line search halves to its end, so a chain of 16 agents, all met,
    runs every MM iteration, every Newton step, every halving and every elimination row: exactly
    ``most_fit_steps(16)``, the bound the board's fit limit is argued from."""
    solve = ratings._solve
    monkeypatch.setattr(ratings, "_solve", lambda a, b, work=None: [-x for x in solve(a, b, work)])
    wins, games = chain(16)
    work = FitWork()
    bt_fit(16, 2, wins, games, None, BT_TOLERANCE, work)
    assert work.spent == most_fit_steps(16) == 608_448


def test_a_fit_cut_inside_a_line_search_after_halvings_keeps_the_step_before(monkeypatch):
    """With each Newton step turned uphill every line search halves: a cut after some halvings keeps the strengths
    the step started from, as a cut at the step's first charge does, never a halved trial."""
    solve = ratings._solve
    monkeypatch.setattr(ratings, "_solve", lambda a, b, work=None: [-x for x in solve(a, b, work)])
    n = 10
    wins, games = chain(n)
    work = LoggedWork()
    bt_fit(n, 2, wins, games, None, BT_TOLERANCE, work)
    log = work.log
    hessians = [i for i, (steps, _) in enumerate(log) if steps == 2 * n * n]
    fifth = [i for i in range(hessians[1], hessians[2]) if log[i][0] == n + n * (n - 1)][5]  # after 4 halvings
    at_start = cut_at(n, log[hessians[1]][1])
    assert at_start[1] and cut_at(n, log[fifth][1]) == at_start


def test_fit_cut_says_whether_the_last_point_fit_stopped():
    """``TableSums.fit_cut`` is the last fit's: a fit cut by its bound, then one without a bound, reads False."""
    sums = table_sums.TableSums("s", 0, False)
    for i in range(3):
        sums.add(table_sums.EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), (Fraction(1), Fraction(0))), None)
    sums.bradley_terry(["a", "b"], fit_steps=1)
    assert sums.fit_cut
    sums.bradley_terry(["a", "b"])
    assert not sums.fit_cut


def test_a_table_of_no_episode_whose_fit_stopped_says_so():
    """Two agents and no episode under a fit bound of 1 step, less than the fit's setup: the fit stopped, and the
    table says so as any other does."""
    empty = league_table(LeagueSpec("x", "poker", ("kuhn",), ("a", "b"), fit_steps=1), [])
    assert empty["method"]["bradleyTerry"]["fitLimit"] == fit_cut(1)
    whole = league_table(LeagueSpec("x", "poker", ("kuhn",), ("a", "b"), fit_steps=1000), [])
    assert "fitLimit" not in whole["method"]["bradleyTerry"]


# --- first_draws ---------------------------------------------------------------------------------------------


def test_sums_cut_to_as_many_draws_as_they_hold_are_unchanged():
    results = kuhn_results(3)
    made: dict[str, Any] = {}
    leaderboards(results, bootstrap=40, sums=made, keys=["a", "b", "c"])
    assert dump_bytes(table_sums.first_draws(made["poker"], 40)) == dump_bytes(made["poker"])


# --- a league's own table ---------------------------------------------------------------------------------------


def _league(base: Any, bootstrap: int | None, agents: str = HOUSE_AND_RANDOM) -> Any:
    config = base / "league.toml"
    draws = "" if bootstrap is None else f"bootstrap = {bootstrap}\n"
    config.write_text(
        f'[league]\nname = "m"\nvariants = ["kuhn"]\nhands = 2\nrounds = 3\nseed = 9\n{draws}'
        f'out = "{base / "out"}"\n{agents}'
    )
    return config


def test_a_league_whose_fit_is_cut_says_so_and_its_check_passes(tmp_path, monkeypatch):
    """A league's table is held to the same fit bound as the store's board: under 1 unit (4 steps) its fit is
    cut, ``fitLimit`` says so, the same bytes are written twice and ``league table --check`` passes them."""
    config = _league(tmp_path, None)
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    monkeypatch.setattr(publish, "MAX_FIT_WORK", 1)
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    written = (tmp_path / "out" / "league.json").read_bytes()
    method = json.loads(written)["method"]["bradleyTerry"]
    assert method["fitLimit"].startswith("the full data's fit reached the 4 fit steps the table allows it")
    assert "bootstrapLimit" not in method
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    assert (tmp_path / "out" / "league.json").read_bytes() == written
    assert main(["league", "table", "--config", str(config), "--check"]) == 0


def test_a_league_of_the_default_draws_refits_them_all_whatever_its_bound(tmp_path, monkeypatch):
    """The default 200 draws always run: under a table bound of 2,000 units, which holds 300 draws' refits to
    4,400 steps, the default's are not held and no limit is named."""
    config = _league(tmp_path, None)
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 2_000)
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    method = json.loads((tmp_path / "out" / "league.json").read_text())["method"]["bradleyTerry"]
    assert method["bootstrap"] == 200 and "bootstrapLimit" not in method
    rows = json.loads((tmp_path / "out" / "league.json").read_text())["table"]
    assert all(row["bt"]["lo"] is not None for row in rows)


def test_the_config_charges_a_refit_its_least_steps_rounded_up_to_whole_units(tmp_path, monkeypatch, cosino_cli):
    """3 agents: a refit takes at least 3 x 9 + 12 x 3 = 63 steps, 16 units of 4 (15.75 rounded up)."""
    agents = "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(3))
    monkeypatch.setattr(league_config, "MAX_TABLE_WORK", 1_000)
    config = _league(tmp_path, 300, agents)
    code, out, err = cosino_cli("league", "run", "--config", str(config), "--quiet")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "+ 16 for refitting 3 agents, the least a refit takes)" in err


# --- an incremental board with its fit cut ----------------------------------------------------------------------


def test_an_incremental_board_with_its_fit_cut_is_the_rebuilt_board_and_passes_the_check(tmp_path, monkeypatch):
    """Under a fit bound of 50 units (200 steps: a two-agent kuhn fit fits, a four-agent hearts fit does not) and
    a table bound whose draws moved with each hearts episode before 55e, boards published after each new episode of one
    family and of the other equal, byte for byte, the board rebuilt from every row (the check's, after each publish,
    and the store's own rebuild at the end)."""
    from cosino_runtime.store.embedded import EmbeddedStore

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 20_000)
    monkeypatch.setattr(publish, "MAX_FIT_WORK", 50)
    store = EmbeddedStore(tmp_path / "store")
    hearts = [("house", "random", "house", "random"), ("random", "house", "random", "house")]
    plays = [("kuhn", ("house", "random"), 3, 2), ("hearts", hearts[0], 5, 1), ("kuhn", ("random", "house"), 4, 2)]
    plays += [("hearts", hearts[1], 6, 1), ("hearts", hearts[1], 7, 1), ("hearts", hearts[0], 8, 1)]
    boards, rebuilt, draws = [], [], []
    try:
        for play in plays:
            _play(store, *play)
            publish.publish_leaderboard(store)
            boards.append(store.get_blob(LEADERBOARD))
            draws.append(json.loads(boards[-1])["families"].get("tricks", {}).get("method", {}).get("bradleyTerry"))
            # check-published rebuilds the board from every episode: the incremental one must be its bytes
            assert main(["league", "check-published", str(tmp_path / "store" / "blobs")]) == 0
        store.swap_league_state(store.league_state()[0], "0" * 64)
        publish.publish_leaderboard(store)
        rebuilt.append(store.get_blob(LEADERBOARD))
    finally:
        store.close()
    # 55e: a cut fit refits no draw, so its draws are charged no refit and stay at 200 (they moved 112, 111, 200,
    # 190 with both fitLimit and bootstrapLimit said); test_review_board55e grows and cuts kept sums instead
    assert [d and d["bootstrap"] for d in draws] == [None, 200, 200, 200, 200, 200]
    assert not any("bootstrapLimit" in d for d in draws[1:])
    assert all("fitLimit" in d for d in draws[1:])
    last = json.loads(boards[-1])["families"]
    assert "fitLimit" in last["tricks"]["method"]["bradleyTerry"]
    assert "fitLimit" not in last["poker"]["method"]["bradleyTerry"]
    assert boards[-1] == rebuilt[0]
    assert main(["league", "check-published", str(tmp_path / "store" / "blobs")]) == 0
