"""Review 52g: three loose ends of session 52's bounds.

1. A failed call cost the two rate limiters different amounts. Under shared rates (AWS) a call that raised kept the
   one token taken before it; the embedded league's in-process limiter (``AgentLimits``) kept its whole estimate, the
   1,000-token guess at first, for a call that raised or reported no count. Now ``limits.call_cost`` is the one rule:
   a call costs what it reports (at least 1, at most a minute of the rate), and a call that reports nothing or
   raised costs 1 token, on both limiters.
2. The store's published leaderboard drew 200 bootstrap refits per family whatever the store held: at 200 agents,
   40 to 80 s of refits a run here (more than a minute of the league function's 120 s). Now each family draws as
   many as the league config's work bound allows (``publish.published_draws``), none when too few fit for an
   interval, and says so in ``method.bradleyTerry.bootstrapLimit``.
3. ``RolloutResult.bootstrap_frequencies`` took any number of batches when called directly; now at most
   ``MAX_BATCHES``.
"""

from __future__ import annotations

import json
from fractions import Fraction
from types import SimpleNamespace
from typing import Any

import pytest

from cosino.primitives.rng import Rng, derive
from cosino_runtime.engine import limits
from cosino_runtime.league import runner as league_runner
from cosino_runtime.league.agents import AgentSpec
from tests.test_review_rates51a import BOTH, says_seat
from tests.test_review_store_cost50c import AGENT, rate_item, rate_store

LEADERBOARD = "public/leaderboard.json"
COUNT = {"input_tokens": 40, "output_tokens": 2}  # 42 tokens


class Seat:
    """An embedded league agent's seat: leaves ``call`` and answers, or raises ``error`` after leaving it."""

    def __init__(self, call: Any, error: Exception | None = None) -> None:
        self.reported, self.error = call, error

    def act(self, observation: dict[str, Any]) -> Any:
        self.call = self.reported
        if self.error is not None:
            raise self.error
        return {"action": "check"}


def embedded_levels(monkeypatch, seats: list[Seat]) -> tuple[float, int]:
    """The tokens level (6000 a minute, burst 100, the clock still) and estimate after one league call per seat."""
    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    run = SimpleNamespace(limits={"bot": agent}, stop=None, secret_names=[], decision=1, log=lambda record: None)
    built = iter(seats)
    monkeypatch.setattr(league_runner, "build_inner", lambda spec, variant, rng: next(built))
    seat = league_runner.InstrumentedSeat(run, AgentSpec("bot", "fake"), "kuhn", Rng(derive(1)))
    for _ in seats:
        seat.act({"alias": "Gizmo"})
    return agent.tokens.level, agent.estimate


FAILURES = {
    "raised": (COUNT, RuntimeError("reset")),  # a count left by a call that raised is not charged
    "raised-no-count": (None, RuntimeError("reset")),
    "failed-marker": ({"outcome": "timeout", "input_tokens": None, "output_tokens": None}, None),
}


@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_a_failed_call_leaves_both_limiters_one_token_lower(stack, monkeypatch, failure):
    """The same failed call, under shared rates (the store's item, 100 tokens at first) and in the embedded league
    (100 tokens at first): each is left exactly 1 token lower. Before, the embedded limiter was left 1,000 lower
    (its first estimate) for every kind, or 42 lower for a call that raised after leaving a count."""
    call, error = FAILURES[failure]
    store = rate_store(stack, at_ms=3)
    shared = says_seat(store, BOTH, call, error)
    if error is None:
        shared.act({})
    else:
        with pytest.raises(RuntimeError):
            shared.act({})
    shared_drop = 100 - rate_item(store, f"rpm+tpm#{AGENT}")["level1"] / 1_000
    level, _ = embedded_levels(monkeypatch, [Seat(call, error)])
    assert (shared_drop, 100 - level) == (1, 1)


def test_a_successful_call_still_costs_what_it_reports_on_both(stack, monkeypatch):
    """What a call reporting 42 tokens costs is unchanged: 42 on both limiters."""
    store = rate_store(stack, at_ms=3)
    says_seat(store, BOTH, COUNT).act({})
    assert rate_item(store, f"rpm+tpm#{AGENT}")["level1"] == 58_000
    assert embedded_levels(monkeypatch, [Seat(COUNT)]) == (58, 42)


def test_a_failed_call_does_not_become_the_next_calls_estimate(monkeypatch):
    """The embedded limiter's estimate is the last count reported: a call of 42, then one that failed, leaves the
    estimate at 42 (the failure's 1 token says nothing of a call's size) and the level 43 lower."""
    assert embedded_levels(monkeypatch, [Seat(COUNT), Seat(None, RuntimeError("reset"))]) == (100 - 43, 42)


def test_an_admitted_call_left_unsettled_costs_one_token():
    """``AgentLimits.admit`` used directly, the ticket's count left unset (the call failed): 1 token, as
    ``call_cost``. Before, the whole estimate (1,000)."""
    agent = limits.AgentLimits(tokens_per_minute=6_000, clock=lambda: 0.0)
    with agent.admit():
        pass
    assert agent.tokens.level == 99 and agent.estimate == limits.TOKEN_GUESS


# --- the store's published leaderboard ---------------------------------------------------------------------------


def won(winner: str, loser: str, seed: int) -> dict[str, Any]:
    """The results of a one-hand heads-up Kuhn episode that ``winner`` won."""
    return {
        "variant": "kuhn",
        "agents": [winner, loser],
        "scores": [Fraction(1), Fraction(0)],
        "net": [1, -1],
        "win": [True, False],
        "scoredHands": 1,
        "hands": 1,
        "seed": seed,
    }


def kuhn_results(pairs: int, prefix: str = "x") -> list[dict[str, Any]]:
    """``pairs`` heads-up Kuhn results, each between two agents of its own (2 x ``pairs`` agents)."""
    return [won(f"{prefix}{i}", f"{prefix}{i}-b", i) for i in range(pairs)]


def test_a_small_store_publishes_the_same_board_as_before():
    """A family of 6 agents and one of 4 (hearts): the default 200 draws and no limit note; the board is the one
    ``leaderboards`` made before, byte for byte."""
    from cosino.league.table import leaderboards
    from cosino.primitives.canonical import dump_bytes
    from cosino_runtime.league.publish import published_board

    hearts = {**kuhn_results(1)[0], "variant": "hearts", "agents": ["a", "b", "c", "d"], "net": [1, -1, 0, 0]}
    hearts.update(scores=[Fraction(1, 4)] * 4, win=[True, False, False, False])
    results = kuhn_results(3) + [hearts]
    keys = [f"ep{i}" for i in range(len(results))]
    pinned = {"manifest": "0" * 64, "episodes": len(keys)}
    board = published_board(results, keys, pinned, {}, {})
    assert dump_bytes(board) == dump_bytes(leaderboards(results, pinned=pinned, tables={}, sums={}, keys=keys))
    assert [t["method"]["bradleyTerry"]["bootstrap"] for t in board["families"].values()] == [200, 200]


def test_a_family_past_the_work_bound_draws_what_fits_and_says_so(monkeypatch):
    """60 agents (30 episodes) under a table bound of 3,000,000 units: 200 draws of 52,815 units (53d: the refit
    charged the steps of its costliest first refits, counted) are past it; the table draws the 56 that fit,
    publishes the count, and says why. A second family (hearts, 4 agents) in the same board keeps its 200. Before,
    200 draws for both (and until 53d, at the real bound, 69 of 200 on the worst case's charge)."""
    from cosino_runtime.league import publish
    from cosino_runtime.league.publish import published_board

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 3_000_000)
    hearts = {**kuhn_results(1)[0], "variant": "hearts", "agents": ["a", "b", "c", "d"], "net": [1, -1, 0, 0]}
    hearts.update(scores=[Fraction(1, 4)] * 4, win=[True, False, False, False])
    results = kuhn_results(30) + [hearts]
    keys = [f"ep{i}" for i in range(len(results))]
    board = published_board(results, keys, {"manifest": "0" * 64, "episodes": len(keys)}, {}, {})
    poker = board["families"]["poker"]["method"]["bradleyTerry"]
    assert poker["bootstrap"] == 56
    assert poker["bootstrapLimit"] == (
        "200 resamples x 52815 units (30 pairs of agents in episodes + 52785 for refitting 60 agents: 211140 steps,"
        " the most of the first 4 draws' refits) = 10563000, more than the limit of 3000000; at most 56 resamples"
        " fit: 56 drawn"
    )
    assert all(row["bt"]["lo"] is not None for row in board["families"]["poker"]["table"])
    tricks = board["families"]["tricks"]["method"]["bradleyTerry"]
    assert tricks["bootstrap"] == 200 and "bootstrapLimit" not in tricks


def play_store(tmp_path, agents: int) -> Any:
    """An embedded store of ``agents`` // 2 finished one-hand Kuhn episodes, each between two remote agents of its
    own (played by the house policy: no network)."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    def seat(name, variant, rng):
        return build_seat("house" if ":" in name else name, variant, rng)

    store = EmbeddedStore(tmp_path / "store")
    for k in range(agents // 2):
        seats = (f"remote:http://a{k}.example/", f"remote:http://b{k}.example/")
        episode = stepper.create(store, EpisodeConfig("kuhn", seats, 1, 50 + k))
        while (row := store.load(episode)).status == "running":
            stepper.step(store, episode, row.version, seat)
        flow.on_finalize(store, episode)
    return store


def test_the_scheduled_publisher_draws_the_intervals_a_big_store_can_afford(tmp_path):
    """82 agents in the store. Until 53d each draw was charged the worst case's refit (100 units per agent squared):
    at most 37 fit, so none were drawn and no interval shown. Counted, the refits of these one-game pairs cost far
    less, so the published table draws the default 200 and every row has its interval (before 52g, 200 too, at the
    cost of refits the bound did not see)."""
    from cosino_runtime.league.publish import publish_leaderboard

    store = play_store(tmp_path, 82)
    try:
        assert publish_leaderboard(store)["episodes"] == 41
        table = json.loads(store.get_blob(LEADERBOARD))["families"]["poker"]
    finally:
        store.close()
    method = table["method"]["bradleyTerry"]
    assert method["bootstrap"] == 200 and "bootstrapLimit" not in method
    assert len(table["table"]) == 82 and all(row["bt"]["lo"] is not None for row in table["table"])


# --- the advisor's bootstrap ---------------------------------------------------------------------------------------


def test_a_direct_bootstrap_takes_at_most_max_batches():
    """``bootstrap_frequencies`` called directly: 1,000 batches run, 1,001 and 10**7 are refused in one line naming
    the field. Before, any count ran (10**7 batches over as many samples: days at the most resamples)."""
    from cosino.advisor import rollout
    from cosino.advisor.rollout import Candidate, CandidateEV, RolloutResult

    units = list(range(2000))
    result = RolloutResult([CandidateEV(Candidate("check"), 0.0, 0.0, 2000, units=units)], "street", "behavior", 2000)
    assert result.bootstrap_frequencies("s", 3, 1000) == [1.0]
    for batches in (1001, 10**7):
        with pytest.raises(ValueError) as refused:
            result.bootstrap_frequencies("s", 3, batches)
        assert str(refused.value) == f"bootstrap batches: must be a whole number from 1 to 1000, got {batches}"
    assert rollout.MAX_BATCHES == 1000
