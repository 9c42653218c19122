"""Review 54b: the league board's bounds that reviews 53d, 53e and 53g left.

1. The full data's Bradley-Terry fit ran outside every step budget, bounded only by its iteration caps: at most
   232,196,000 fit steps on 200 agents every pair met, 1,567,032,000 on 400. A store whose 200 agents each beat every
   agent of a higher number once (19,900 heads-up episodes) took 186,486,150 steps, 23 s of a 120 s Lambda for the
   board (the fit alone 19 s); on 400 agents the fit alone took 1,331,702,371 steps, 128 s. Now the fit is held to
   ``MAX_FIT_WORK`` units (40,000,000 steps, counted): past them its ratings are those of its last whole iteration,
   no draw is refitted from them and the family says so under ``method.bradleyTerry.fitLimit`` (the same board
   took 8.9 s). No league of at most 64 agents reaches the bound.
2. A league's own table charged every draw the worst-case refit when its config was read (100 units per agent
   squared), so 8 agents could not ask 10,000 draws. Now the config charges a refit the least it takes and refuses
   only what cannot fit then; the table counts its refits against what the draws leave (``publish.refit_steps``, as
   the store's board does) and says under ``bootstrapLimit`` when they stopped. The default 200 draws always run.
3. A family past the bound whose draws changed read every row of the family again at each publish: 3,000 Kuhn
   episodes published every 300 under a bound of 120,000 units read 19,200 rows. Kept sums for more draws are now
   cut to their first draws (a draw's Poisson counts are a prefix of one stream per episode): 3,000 rows, the new
   ones. Sums for fewer draws than now drawn are still rebuilt from every row.
4. A family whose table was reused still had its draws counted (up to 5 counted fits); now it is not.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from support.leagues import HOUSE_AND_RANDOM, published_store

from cosino.league import table_sums
from cosino.league.ratings import (
    BT_TOLERANCE,
    MM_AGENT_STEPS,
    FitWork,
    bt_fit,
    least_fit_steps,
    most_fit_steps,
)
from cosino.league.table import leaderboards
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.cli import main
from cosino_runtime.league import publish
from cosino_runtime.league.config import MAX_AGENTS, MAX_FIT_WORK, load_config
from tests.test_review_bounds52g import kuhn_results, won
from tests.test_review_bounds53d import counting_refits
from tests.test_review_mutants53g import _play

PINNED = {"manifest": "0" * 64, "episodes": 0}
LEADERBOARD = "public/leaderboard.json"


def complete_order(agents: int) -> tuple[list[dict[str, Any]], list[str]]:
    """Every pair of ``agents`` met once heads-up, the lower number always winning: near-separated, fully met."""
    results = [won(f"c{a:03d}", f"c{b:03d}", 0) for a in range(agents) for b in range(a + 1, agents)]
    results = [{**r, "seed": i} for i, r in enumerate(results)]
    return results, [f"ep{i}" for i in range(len(results))]


def board(results: list[dict[str, Any]], keys: list[str], kept: dict[str, Any] | None = None) -> dict[str, Any]:
    return publish.published_board(results, keys, {**PINNED, "episodes": len(keys)}, kept or {}, {})


def bt_method(made: dict[str, Any], family: str = "poker") -> dict[str, Any]:
    return made["families"][family]["method"]["bradleyTerry"]


# --- 1. the full data's fit -------------------------------------------------------------------------------------


def test_the_most_steps_a_fit_can_take_are_pinned_and_no_league_reaches_the_bound():
    """The hard maximum of one fit, by the charges of ``FitWork``: 232,196,000 steps on 200 agents every pair met
    (the brief's 235M), 1,567,032,000 on 400; at most 12,826,368 for a league's 64 agents, under the 40,000,000."""
    assert (MAX_FIT_WORK, publish.full_fit_steps()) == (10_000_000, 40_000_000)
    assert most_fit_steps(200) == 232_196_000 and most_fit_steps(400) == 1_567_032_000
    assert most_fit_steps(MAX_AGENTS) == 12_826_368 < publish.full_fit_steps()
    assert least_fit_steps(MAX_AGENTS) == 3 * 64 * 64 + MM_AGENT_STEPS * 64


def test_a_fully_met_near_separated_fit_counts_no_more_than_its_maximum():
    """30 agents, every pair met in a strict order: MM runs out and Newton finishes, 544,160 steps counted, within
    the 2,276,100 the charges allow; counted alike twice."""
    results, keys = complete_order(30)
    spent = []
    for _ in range(2):
        work = FitWork()
        wins, games = [0] * 900, [0] * 900
        for result in results:
            a, b = (int(name[1:]) for name in result["agents"])
            wins[a * 30 + b] += 2
            games[a * 30 + b] += 2
            games[b * 30 + a] += 2
        bt_fit(30, 2, wins, games, None, BT_TOLERANCE, work)
        spent.append(work.spent)
    assert spent[0] == spent[1] == 544_160 <= most_fit_steps(30) == 2_276_100


def test_a_full_data_fit_past_its_steps_stops_there_and_the_board_says_so(monkeypatch):
    """The same 30 agents under a fit bound of 100,000 units (400,000 steps): the point fit stops within one
    iteration of them, no draw is refitted, no row shows an interval and ``fitLimit`` says why. Before, the fit ran
    its 544,160 steps and the board said nothing."""
    monkeypatch.setattr(publish, "MAX_FIT_WORK", 100_000)
    results, keys = complete_order(30)
    spent = counting_refits(monkeypatch)
    made = board(results, keys)
    assert len(spent) == 1 and 400_000 < spent[0] <= 400_000 + MM_AGENT_STEPS * 30 + 30 * 29
    method = bt_method(made)
    assert method["bootstrap"] == 200 and "bootstrapLimit" not in method
    assert method["fitLimit"] == (
        "the full data's fit reached the 400000 fit steps the table allows it: its ratings are those of its last"
        " whole iteration, not converged, and no draw is refitted from them, so no interval is shown"
    )
    assert all(row["bt"]["lo"] is None and row["bt"]["hi"] is None for row in made["families"]["poker"]["table"])
    assert dump_bytes(made) == dump_bytes(board(results, keys))  # counted, never timed: the same bytes twice


def test_a_fit_within_its_steps_gives_the_board_of_no_bound():
    """Where the bound does not bind (8 agents all met, a fit of far fewer than 40,000,000 steps) the board is the
    one an unbounded fit makes, byte for byte, and says nothing of a fit limit."""
    results, keys = complete_order(8)
    made = board(results, keys)
    assert "fitLimit" not in bt_method(made) and bt_method(made)["bootstrap"] == 200
    plain = leaderboards(results, bootstrap=200, pinned={**PINNED, "episodes": len(keys)}, keys=keys)
    assert dump_bytes(made) == dump_bytes(plain)


def test_a_store_whose_fit_was_cut_passes_the_check(tmp_path, monkeypatch, capsys):
    """A store published under a fit bound of 1 unit (4 steps, less than a fit's setup) says so, and
    check-published, recomputing it under the same bound, passes it."""
    monkeypatch.setattr(publish, "MAX_FIT_WORK", 1)
    blobs = published_store(tmp_path / "store", (("kuhn", ("house", "random"), 3), ("kuhn", ("random", "house"), 4)))
    method = bt_method(json.loads((blobs / "public" / "leaderboard.json").read_text()))
    assert method["fitLimit"].startswith("the full data's fit reached the 4 fit steps the table allows it")
    assert main(["league", "check-published", str(blobs)]) == 0
    assert capsys.readouterr().out.startswith("ok: the leaderboard and integrity report at ")


# --- 2. a league's own table ------------------------------------------------------------------------------------


def _league(base: Path, bootstrap: int, agents: str = HOUSE_AND_RANDOM) -> Path:
    config = base / "league.toml"
    config.write_text(
        f'[league]\nname = "b"\nvariants = ["kuhn"]\nhands = 2\nrounds = 3\nseed = 9\nbootstrap = {bootstrap}\n'
        f'out = "{base / "out"}"\n{agents}'
    )
    return config


def test_a_league_asking_more_draws_than_fit_is_cut_by_its_counted_refits(tmp_path, monkeypatch):
    """300 draws of a two-agent league of 3 episodes under a table bound of 2,000 units: the draws' pairs take 900,
    so the refits may take (2,000 - 900) x 4 = 4,400 steps; they stop there and the table says how many ran.
    Before, a league's table refitted every draw whatever its bound. The same table is written twice."""
    config = _league(tmp_path, 300)
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 2_000)
    spent = counting_refits(monkeypatch)
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    written = (tmp_path / "out" / "league.json").read_bytes()
    method = json.loads(written)["method"]["bradleyTerry"]
    refitted = len(spent) - 2  # the point fit, and the refit stopped past the steps
    assert sum(spent[1:-1]) <= 4_400 < sum(spent[1:])
    assert method["bootstrap"] == 300 and method["bootstrapLimit"].startswith(
        f"the refits reached the 4400 fit steps the table allows them: {refitted} of 300 draws refitted"
    )
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    assert (tmp_path / "out" / "league.json").read_bytes() == written


def test_a_league_within_its_bound_refits_every_draw_and_says_nothing(tmp_path):
    """The same league under the real bound: all 300 draws refitted, no limit named."""
    config = _league(tmp_path, 300)
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    method = json.loads((tmp_path / "out" / "league.json").read_text())["method"]["bradleyTerry"]
    assert method["bootstrap"] == 300 and "bootstrapLimit" not in method and "fitLimit" not in method


def test_a_bootstrap_the_counted_bound_allows_loads_and_an_impossible_one_is_one_line_exit_2(tmp_path, cosino_cli):
    """8 agents and 10,000 draws: refused before (28 pairs + 6,400 units of worst-case refit a draw), loaded now
    (28 + 72, the least a refit of 8 agents takes). 64 agents and 10,000 draws cannot fit however cheap their
    refits: one line naming the file and field, exit 2."""
    agents = "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(8))
    assert load_config(_league(tmp_path, 10_000, agents), check_network=False).bootstrap == 10_000
    agents = "".join(f'[agents.a{i}]\nseat = "random"\n' for i in range(64))
    config = _league(tmp_path, 10_000, agents)
    code, out, err = cosino_cli("league", "run", "--config", str(config), "--quiet")
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert f"{config}: line 7: [league] bootstrap: 10000 resamples x 9312 units" in err
    assert "(6048 pairs of agents over the scheduled episodes + 3264 for refitting 64 agents, the least" in err
    assert err.rstrip().endswith("at most 2684 resamples fit")
    assert load_config(_league(tmp_path, 2684, agents), check_network=False).bootstrap == 2684


# --- 3. a family whose draws keep changing -------------------------------------------------------------------------


class CountingReads:
    """Counts the league rows read through the store."""

    def __init__(self, store: Any) -> None:
        self.rows, self._read = 0, store.league_row
        store.league_row = self

    def __call__(self, key: str) -> Any:
        self.rows += 1
        return self._read(key)


def test_a_family_whose_draws_change_reads_only_its_new_rows_unless_they_grow(tmp_path, monkeypatch):
    """Under a table bound of 20,000 units four hearts episodes, published one by one, draw 112, 111, 200 and 190.
    Where the draws shrink a publish reads the new row alone (before, the family's every row again: 3 and 5); where
    they grow the family's rows were read again (4) until board 55e grew the kept sums from their views (1). Every
    board is the one a rebuild from every row publishes, with the audit of every hearts episode, the same bytes
    twice, and the check passes it."""
    from cosino_runtime.store.embedded import EmbeddedStore

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 20_000)
    store = EmbeddedStore(tmp_path / "store")
    reads = CountingReads(store)
    hearts = [("house", "random", "house", "random"), ("random", "house", "random", "house")]
    counted, draws, boards, rebuilt = [], [], [], []
    try:
        _play(store, "kuhn", ("house", "random"), 3, 2)
        for seed, seats in zip((5, 6, 7, 8), (0, 1, 1, 0)):
            _play(store, "hearts", hearts[seats], seed, 1)
            reads.rows = 0
            publish.publish_leaderboard(store)
            counted.append(reads.rows)
            boards.append(store.get_blob(LEADERBOARD))
            draws.append(bt_method(json.loads(boards[-1]), "tricks")["bootstrap"])
        for _ in range(2):
            store.swap_league_state(store.league_state()[0], "0" * 64)  # no run can read it: rebuilt from every row
            assert publish.publish_leaderboard(store)["new"] == 5
            rebuilt.append(store.get_blob(LEADERBOARD))
    finally:
        store.close()
    assert (draws, counted) == ([112, 111, 200, 190], [2, 1, 1, 1])  # 55e: growing sums read no row again
    assert boards[-1] == rebuilt[0] == rebuilt[1]
    assert json.loads(rebuilt[0])["families"]["tricks"]["audit"]["softPlay"]["power"]["episodes"] == 4
    assert main(["league", "check-published", str(tmp_path / "store" / "blobs")]) == 0


def test_sums_cut_to_their_first_draws_are_the_sums_drawn_that_many_times():
    """Kept sums of 200 draws cut to 57 are, byte for byte, the sums of the same episodes drawn 57 times."""
    results = kuhn_results(4)
    made: dict[str, Any] = {}
    fewer: dict[str, Any] = {}
    keys = [f"ep{i}" for i in range(4)]
    leaderboards(results, bootstrap=200, sums=made, keys=keys)
    leaderboards(results, bootstrap=57, sums=fewer, keys=keys)
    assert dump_bytes(table_sums.first_draws(made["poker"], 57)) == dump_bytes(fewer["poker"])
    assert table_sums.first_draws(fewer["poker"], 58) is None and table_sums.first_draws({"for": 1}, 5) is None


# --- 4. a reused table --------------------------------------------------------------------------------------------


def test_a_reused_table_counts_no_refit(monkeypatch):
    """10 agents over 5 episodes under a table bound of 1,000,000 units: the worst-case charge leaves draws out, so
    a table made afresh counts its refits (5 fits); the same family's table reused from the state counts none, and
    the board is unchanged."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 1_000_000)
    results = kuhn_results(5)
    keys = [f"ep{i}" for i in range(5)]
    fresh = board(results, keys)
    kept = {"poker": {k: v for k, v in fresh["families"]["poker"].items() if k != "pinned"}}
    counted: list[int] = []
    real = publish.board_draws  # 55e: the count runs there, counted_refit is its standalone form
    monkeypatch.setattr(publish, "board_draws", lambda *args: counted.append(1) or real(*args))
    assert dump_bytes(board(results, keys)) == dump_bytes(fresh) and counted == [1]
    spent = counting_refits(monkeypatch)
    assert dump_bytes(board(results, keys, kept)) == dump_bytes(fresh)
    assert counted == [1] and spent == []
