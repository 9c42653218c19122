"""One episode head that does not read back (a hand edit, a damaged file, a partial restore) is the operator's to
repair, but it must not take the open listing and the sweeper down with it. Before, every listing page holding it
and every sweeper run failed whole on its CorruptRecord (the API answered 500; no running episode was re-driven or
abandoned until it was repaired). Now the stores list a stand-in for it (its id, status and creation time, and the
reason), the listing shows that much, and the sweeper counts it under ``failed``, logs it, and sweeps the others."""

from __future__ import annotations

import logging

from support.queues import ListQueue, NoQueue
from test_review_mutants31a import spoil

from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow

CONFIG = {"variant": "kuhn", "seats": ["random", "random"], "seed": 7}
EPISODES = ("ep-a", "ep-b", "ep-c")


def _three_running(store) -> None:
    for episode in EPISODES:
        store.create_episode(episode, {**CONFIG, "seed": len(episode) + EPISODES.index(episode)})
        store.commit(episode, 0, {"start": True}, [{"type": "episode"}], "running")
    spoil(store, "ep-b", "config", "{not json")


def test_a_listing_holds_a_stand_in_for_an_unreadable_head_and_every_other(any_store):
    _three_running(any_store)
    listed = {h.episode_id: h for h in any_store.list_episodes("running")}
    assert sorted(listed) == list(EPISODES)
    assert listed["ep-b"].config == {} and "ep-b" in listed["ep-b"].unreadable and "\n" not in listed["ep-b"].unreadable
    assert listed["ep-a"].unreadable is None and listed["ep-a"].config["variant"] == "kuhn"
    assert {h.episode_id for h in any_store.list_episodes()} == set(EPISODES)
    # Page by page, one head a page, the cursor walks past it to the end.
    seen, after = [], None
    while page := any_store.newest_episodes("running", 1, after):
        seen.append(page[0].episode_id)
        after = (page[0].created_ms, page[0].episode_id)
    assert sorted(seen) == list(EPISODES) and len(seen) == 3


def test_the_open_listing_answers_with_an_unreadable_head_in_its_page(any_store, caplog):
    _three_running(any_store)
    api = Api(any_store, NoQueue())
    with caplog.at_level(logging.ERROR, logger="cosino.api"):
        reply = api.handle("GET", "/api/episodes?status=running", None, False)
    assert reply.status == 200  # before: CorruptRecord out of the route, a 500
    items = {e["episode"]: e for e in reply.json()["episodes"]}
    assert sorted(items) == list(EPISODES)
    stand_in = items["ep-b"]
    assert stand_in["variant"] is None and stand_in["status"] == "running" and stand_in["version"] is None
    assert items["ep-a"]["variant"] == "kuhn"
    assert any("ep-b" in r.getMessage() for r in caplog.records)


def test_the_sweeper_sweeps_the_other_episodes_and_counts_the_unreadable_one_failed(any_store, caplog):
    _three_running(any_store)
    queue = ListQueue()
    with caplog.at_level(logging.ERROR, logger="cosino.runtime"):
        # every episode is quiet (stale after 0 ms) and none past its deadline: each readable one is re-driven
        counts = flow.on_sweep(any_store, queue, now_ms=10**15, stale_after_ms=0, deadline_ms=10**18)
    assert counts["redriven"] == 2 and counts["failed"] == 1  # before: CorruptRecord, nothing swept
    assert sorted(e for e, _ in queue.steps) == ["ep-a", "ep-c"]
    assert any("ep-b" in r.getMessage() for r in caplog.records)


def test_a_finished_unreadable_head_is_not_sent_to_be_finalised(any_store):
    any_store.create_episode("ep-f", CONFIG)
    any_store.commit("ep-f", 0, {"start": True}, [{"type": "episode"}], "finished")
    spoil(any_store, "ep-f", "config", "[" * 100_000)
    queue = ListQueue()
    counts = flow.on_sweep(any_store, queue, now_ms=10**15, stale_after_ms=0, deadline_ms=10**18)
    assert queue.finals == [] and counts["failed"] == 1 and counts["refinalized"] == 0
