"""Review 53e: the store's board held to its work bound whatever results an outside agent plays into it.

Since review 53d the published board charged each bootstrap draw's refit the fit steps of the dearest of the
table's first ``REFIT_SAMPLES`` refits. Episode ids follow from their configs (seed included), so whoever creates
episodes chooses their keys and so their Poisson counts: a chain of even links (each link won once each way) whose
every episode is taken once in draws 0-3 makes those draws the full data again (a refit of an MM iteration or two),
while every later draw is a chain of uneven links, where MM crawls its 400 iterations and Newton's method finishes.
On 200 agents over 1,990 episodes the board charged 24,559,600 refit steps and ran 283,569,806 (44 s here against
13 s charged); on 400 agents over 2,394 episodes, 94 s. Now every draw's refit is charged, counted, against the
steps the table's bound leaves the refits (``publish.refit_steps``); the draws stop when it is spent and the board
says how many were refitted under ``bootstrapLimit``.
"""

from __future__ import annotations

from typing import Any

from cosino.league.power import MIN_DRAWS, poisson_counts
from cosino.league.ratings import BT_ITERATIONS, MM_AGENT_STEPS
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.rng import derive
from cosino_runtime.league import check, publish
from tests.test_review_bounds52g import won
from tests.test_review_bounds53d import counted_table

LEAGUE_SEED = derive(0, "league", "league").hex()  # the seed of the board's tables
BOUND = 400_000  # a table bound under which the worst-case charge leaves 2 draws, so the counted one is asked


def once_in_the_first_draws(name: str) -> str:
    """The first key after ``name`` that draws 0-3 each take once (a creator grinds seeds for it)."""
    tries = 0
    while poisson_counts(derive(LEAGUE_SEED, "poisson", f"{name}-{tries}"), 4) != [1, 1, 1, 1]:
        tries += 1
    return f"{name}-{tries}"


def even_chain(agents: int) -> tuple[list[dict[str, Any]], list[str]]:
    """Each agent and the next won once each way, every episode's key taken once by draws 0-3."""
    results, keys = [], []
    for link in range(agents - 1):
        for a, b in ((link, link + 1), (link + 1, link)):
            results.append(won(f"c{a:03d}", f"c{b:03d}", len(results)))
            keys.append(once_in_the_first_draws(f"kuhn-{a}-{b}"))
    return results, keys


def counted_board(monkeypatch, results: list[dict[str, Any]], keys: list[str]) -> tuple[dict[str, Any], list[int]]:
    """The store's board of ``results`` and the fit steps each of its draws' refits took (the point fit left out)."""
    made, spent = counted_table(monkeypatch, results, keys)
    return made, spent[1:]


def test_the_chain_makes_later_draws_far_dearer_than_the_first_four(monkeypatch):
    """The attack's data: the first 4 refits take a few MM iterations, draws 4-39 up to BT_ITERATIONS and Newton."""
    results, keys = even_chain(40)
    first = publish.counted_refit(results, keys, 10**9)
    monkeypatch.setattr(publish, "REFIT_SAMPLES", 40)
    later = publish.counted_refit(results, keys, 10**9)
    assert later > 20 * first
    assert later > BT_ITERATIONS * (MM_AGENT_STEPS * 40 + 2 * 39)  # MM ran out: Newton's method finished


def test_the_refits_a_board_runs_stay_within_what_its_bound_leaves_them(monkeypatch):
    """40 agents over 78 episodes under a bound of 400,000 units: the estimate lets 200 draws through (their first
    4 refits are cheap), so before, the table refitted all 200 for about 50,000,000 steps against the 1,537,600
    its bound leaves them (the units less 200 draws x 78 pairs, 4 steps a unit). Now the refits stop when those
    steps are spent, too few for an interval, and the board says so."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", BOUND)
    results, keys = even_chain(40)
    allowed = (BOUND - 200 * 78) * 4
    assert publish.published_draws(results, keys) == (200, None)  # the estimate is beaten: it allows all 200
    made, spent = counted_board(monkeypatch, results, keys)
    finished = spent[:-1]  # the last refit counted is the one stopped past the bound
    assert sum(finished) <= allowed < sum(spent)
    assert publish.refit_steps(results, 200) == allowed == 1_537_600
    assert sum(spent) - allowed <= MM_AGENT_STEPS * 40 + 2 * 39 + 40 * 40  # stopped within an iteration or a row
    assert len(finished) < MIN_DRAWS
    method = made["families"]["poker"]["method"]["bradleyTerry"]
    assert method["bootstrap"] == 200
    assert method["bootstrapLimit"] == (
        f"the refits reached the 1537600 fit steps the table allows them: {len(finished)} of 200 draws refitted,"
        " fewer than the 39 a 95% interval needs, so no interval is shown"
    )
    assert all(row["bt"]["lo"] is None and row["bt"]["hi"] is None for row in made["families"]["poker"]["table"])


def test_a_cut_that_leaves_enough_draws_keeps_an_interval_from_them(monkeypatch):
    """Under a bound twice as large the refits stop later, with draws enough for an interval from those made."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 2_400_000)
    results, keys = even_chain(40)
    made, spent = counted_board(monkeypatch, results, keys)
    refitted = len(spent) - 1
    assert MIN_DRAWS <= refitted < 200 and sum(spent[:-1]) <= publish.refit_steps(results, 200)
    method = made["families"]["poker"]["method"]["bradleyTerry"]
    assert method["bootstrapLimit"] == (
        f"the refits reached the {publish.refit_steps(results, 200)} fit steps the table allows them:"
        f" {refitted} of 200 draws refitted"
    )
    assert all(row["bt"]["lo"] is not None for row in made["families"]["poker"]["table"])


def test_an_estimate_cut_and_a_refit_cut_are_both_said(monkeypatch):
    """Under a bound of 100,000 units the estimate (78 pairs + 1,340 units, 5,358 steps, a draw) draws 70; their
    refits may take (100,000 - 70 x 78) x 4 = 378,160 steps, spent within a few draws. The board names both cuts."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 100_000)
    results, keys = even_chain(40)
    made, spent = counted_board(monkeypatch, results, keys)
    method = made["families"]["poker"]["method"]["bradleyTerry"]
    assert method["bootstrap"] == 70 and len(spent) - 1 < MIN_DRAWS
    assert method["bootstrapLimit"] == (
        "200 resamples x 1418 units (78 pairs of agents in episodes + 1340 for refitting 40 agents: 5358 steps, the"
        " most of the first 4 draws' refits) = 283600, more than the limit of 100000; at most 70 resamples fit: 70"
        f" drawn; the refits reached the 378160 fit steps the table allows them: {len(spent) - 1} of 70 draws"
        " refitted, fewer than the 39 a 95% interval needs, so no interval is shown"
    )


def test_the_cut_board_is_the_same_bytes_twice_and_check_recomputes_it(monkeypatch):
    """Steps are counted, never timed: two boards of the attacked store are the same bytes, and the check's
    recomputation (``check.published_board``, the same function) gives them too."""
    monkeypatch.setattr(publish, "MAX_TABLE_WORK", BOUND)
    results, keys = even_chain(40)
    pinned = {"manifest": "0" * 64, "episodes": len(keys)}
    first = dump_bytes(publish.published_board(results, keys, pinned, {}, {}))
    assert first == dump_bytes(publish.published_board(results, keys, pinned, {}, {}))
    assert first == dump_bytes(check.published_board(results, keys, pinned, {}, {}))
    assert b"draws refitted" in first
