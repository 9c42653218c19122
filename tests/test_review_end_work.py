"""An episode's end (its cold rebuild and end-of-episode audit) must fit in one function's time.

Before: the API took any budget up to 100,000 decisions, and a seat that min-raised at every turn
filled it. A six-max episode of 14,000 decisions took 5.6 s of CPU here to end, about 20 s on a
512 MB function; past about 40,000 neither its last step nor the sweeper's guard could end it
within 60 s, so it held its slots and showed as stuck. Now each variant declares the most
decisions it may take (``GameType.max_decisions``) and the API refuses a budget that, with the
duplicate pair in play at the budget (always played out), could pass it (``episode.budget_limit``).
These tests count and bound; the seconds are measured in docs/runtime.md, never here.
"""

from __future__ import annotations

import functools
import json

import pytest
from support.queues import ListQueue

from cosino.arena.episode import DECISION_BUDGET, EpisodeConfig, budget_limit
from cosino.games.registry import get_variant, variant_names
from cosino_devtools.bench.endwork import BigPotSeat  # the audit's dearest seat, as the bench plays it
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import COMMIT_RESERVE_S
from cosino_runtime.store.base import EpisodeHead
from cosino_runtime.store.embedded import EmbeddedStore

# The least a seat keeps for its answer in the step that may end the largest audited episode.
SEAT_FLOOR_S = 15.0


@pytest.fixture
def api(tmp_path):
    store = EmbeddedStore(tmp_path / "store")
    yield Api(store, ListQueue())
    store.close()


def _create(api, variant: str, budget: int):
    body = {"variant": variant, "seats": ["random"] * get_variant(variant).min_seats, "hands": 3, "budget": budget}
    return api.handle("POST", "/episodes", json.dumps(body).encode(), True)


@pytest.mark.parametrize("variant", variant_names())
def test_a_budget_past_the_variants_bound_is_refused_in_one_line_naming_budget_and_the_bound(api, variant):
    bound = budget_limit(get_variant(variant))
    for budget in (bound + 1, 10**9):
        r = _create(api, variant, budget)
        message = r.json()["error"]
        assert r.status == 400 and "\n" not in message, message
        assert "field 'budget'" in message and f"between 1 and {bound}" in message and str(budget) in message
    assert api.store.list_episodes() == []
    assert _create(api, variant, bound).status == 201  # the bound itself is a budget the API takes


def test_the_audited_tables_have_the_lower_bound_and_default_episodes_fit_every_bound():
    for name in variant_names():
        game = get_variant(name).game_type
        assert DECISION_BUDGET <= game.max_decisions  # the API's default and every league episode
        if "collusion" in game.diagnostics:
            assert game.max_decisions == 4_000
        else:  # the API's largest episode of every other variant fits: 1,000 hands of hearts take 61,000
            assert game.max_decisions == 100_000
    assert get_variant("holdem-6max").game_type.max_decisions < get_variant("holdem-hu").game_type.max_decisions


@functools.cache
def _timeouts() -> dict[str, int]:
    import test_infra
    from cfnlint.decode import decode

    data, problems = decode(str(test_infra.TEMPLATE))
    assert not problems, problems
    return {name: data["Resources"][name]["Properties"]["Timeout"] for name in ("StepFunction", "SweeperFunction")}


@pytest.mark.parametrize("variant", variant_names())
def test_each_bound_leaves_the_end_inside_the_step_and_the_sweeper(variant):
    """The code's own per-decision rates (measured worst cases times 3.5 for a 512 MB function's
    share of a vCPU) at the variant's bound: the last step keeps its commit reserve, its end work and
    still SEAT_FLOOR_S for the seat; the sweeper's estimate of the abandon fits in its invocation."""
    timeouts = _timeouts()
    game = get_variant(variant).game_type
    slots = game.max_seats
    config = {"variant": variant, "agents": ["random"] * slots}
    audited = stepper.ends_with_audit(config)
    assert audited == ("collusion" in game.diagnostics)
    end_work = stepper.END_WORK_S_PER_DECISION * game.max_decisions if audited else 0.0
    assert COMMIT_RESERVE_S + end_work + SEAT_FLOOR_S <= timeouts["StepFunction"]
    versions = game.max_decisions + 2  # the creation mark, every decision, and the abandon's own
    row = EpisodeHead(f"{variant}-x", config, versions, "running", 0)
    assert pipeline._abandon_fits(timeouts["SweeperFunction"] - 1.0, row)


def test_a_six_max_episode_at_its_bound_is_abandoned_by_one_sweep_within_its_estimate(tmp_path):
    """Played by the dearest seats to one decision short of the bound, past its deadline: one sweep
    with the time a sweeper invocation has abandons it (the estimate fits), and it finalises."""
    store = EmbeddedStore(tmp_path / "store")
    bound = get_variant("holdem-6max").game_type.max_decisions
    config = EpisodeConfig("holdem-6max", ("bigpot",) * 6, hands=1000, seed=11, budget=bound)
    episode_id = stepper.create(store, config)
    version = 1
    while version < bound:  # version v has v - 1 decisions
        outcome = stepper.step(store, episode_id, version, lambda *_: BigPotSeat(), lambda _: False)
        assert outcome.status == "applied" and not outcome.finished
        version = outcome.version
    stepper._WARM.clear()  # the sweeper's function is another process: a cold rebuild
    queue = ListQueue()
    sweeper_s = _timeouts()["SweeperFunction"]
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 1, lambda: sweeper_s - 1.0)
    assert (counts["abandoned"], counts["deferred"], counts["failed"]) == (1, 0, 0)
    records = store.events(episode_id)
    assert sum(r.get("action") == "fold" for r in records) > bound // 2  # the audit had its dearest work
    assert [r for r in records if r["type"] == "end"] == [{"type": "end", "reason": "deadline"}]
    assert pipeline.on_finalize(store, episode_id)["status"] == "final"


def test_the_deadline_guard_tries_again_at_the_version_an_active_episode_reached(tmp_path, monkeypatch):
    """The guard rebuilds and audits at the listed version, which takes seconds on a large episode;
    an active episode commits its next step meanwhile and the guard's commit is stale. Before, the
    guard gave up until the episode went quiet; now it tries once more at the version reached."""
    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("holdem-6max", ("random",) * 6, hands=4, seed=5))
    stepper.step(store, episode_id, 1)
    real = stepper._episode_at
    raced: list[int] = []

    def a_step_commits_meanwhile(store_, head):
        state = real(store_, head)
        if not raced:
            raced.append(head.version)
            assert stepper.step(store, episode_id, head.version).status == "applied"
        return state

    monkeypatch.setattr(stepper, "_episode_at", a_step_commits_meanwhile)
    queue = ListQueue()
    counts = pipeline.on_sweep(store, queue, 10**15, 10**15, 1, lambda: 50.0)
    assert raced == [2] and counts["abandoned"] == 1 and queue.finals == [episode_id]
    head = store.load_head(episode_id)
    assert head.status == "finished" and head.version == 4
    assert store.load_inputs(episode_id, 4)[-1] == {"abandon": "deadline"}


def test_the_guard_tries_again_only_when_the_abandon_still_fits(tmp_path, monkeypatch):
    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("holdem-6max", ("random",) * 6, hands=4, seed=5))
    real = stepper._episode_at

    def a_step_commits_meanwhile(store_, head):
        state = real(store_, head)
        stepper.step(store, episode_id, head.version)
        return state

    monkeypatch.setattr(stepper, "_episode_at", a_step_commits_meanwhile)
    clock = iter([50.0, 50.0])  # the sweep's own checks; then only the reserve is left
    counts = pipeline.on_sweep(store, ListQueue(), 10**15, 10**15, 1, lambda: next(clock, pipeline.SWEEP_RESERVE_S))
    assert counts["abandoned"] == 0 and store.load_head(episode_id).status == "running"


@pytest.mark.parametrize("config", [{"variant": "gone", "agents": ["random"] * 2}, {}, {"variant": "kuhn"}])
def test_a_row_whose_config_names_no_known_variant_gets_the_dearer_abandon_estimate(config):
    """A stored row the registry cannot read (a variant since removed, a damaged config) is estimated
    as an audited table: the cheap rebuild-only rate would start an abandon that may not fit."""
    versions = 1000
    row = EpisodeHead("x", config, versions, "running", 0)
    rebuild_only = pipeline.SWEEP_RESERVE_S + pipeline.REBUILD_S_PER_VERSION * versions
    assert stepper.ends_with_audit(config)
    assert not pipeline._abandon_fits(rebuild_only + 1.0, row)
    assert pipeline._abandon_fits(pipeline.SWEEP_RESERVE_S + pipeline.ABANDON_S_PER_VERSION * versions, row)


def _pump(store, queue: ListQueue, episode_id: str) -> None:
    """Run the queued steps one by one, as the step function would, until none is left."""
    while queue.steps:
        pipeline.on_step(store, queue, *queue.steps.pop(0))


def test_an_episode_created_before_the_bound_with_a_larger_budget_ends_at_the_bound(tmp_path, monkeypatch):
    """Episodes created before their game had a bound keep their stored budget: the queue-driven
    runtime's guard ends them at the bound (as "deadline": a "budget" end before the budget would not
    verify), and the replay still verifies."""
    from cosino.arena.replay import read_replay, verify

    monkeypatch.setattr(stepper, "decision_bound", lambda config: 6)  # the game's bound, made small
    store, queue = EmbeddedStore(tmp_path / "s"), ListQueue()
    try:
        config = EpisodeConfig("kuhn", ("random", "random"), hands=40, seed=3, budget=30)
        episode_id = stepper.create(store, config)
        queue.send_step(episode_id, 1)
        _pump(store, queue, episode_id)
        assert queue.finals == [episode_id]
        head = store.load_head(episode_id)
        assert head.status == "finished" and head.version == 8  # the creation mark, 6 decisions, the end
        replay_key, results_key = stepper.finalize(store, episode_id)
        replay, results = store.get_blob(replay_key), store.get_blob(results_key)
    finally:
        store.close()
    records = read_replay(replay)
    assert records[-1]["type"] == "end" and records[-1]["reason"] == "deadline"
    assert sum(1 for r in records if r.get("type") == "action") == 6
    assert verify(replay, results).ok


def test_the_local_runner_is_not_bounded_so_a_cli_budget_is_played_in_full(tmp_path, monkeypatch):
    monkeypatch.setattr(stepper, "decision_bound", lambda config: 6)
    store = EmbeddedStore(tmp_path / "s")
    try:
        config = EpisodeConfig("kuhn", ("random", "random"), hands=40, seed=3, budget=30)
        episode_id = stepper.create(store, config)
        stepper.run_to_end(store, episode_id)
        head = store.load_head(episode_id)
    finally:
        store.close()
    assert head.status == "finished" and head.version > 8
