"""Mutation review 49d: tests that kill hand-made mutants of the store-cost cut (merge ``cost49b``) the suite let live.

Covered code, merged on 2026-12-07: ``AwsStore.events_at`` and its kept commits (a read at a head behind the kept
log, the mark of an earlier commit from the same read), the running log's kept view
(:mod:`cosino_runtime.api.live_logs`), the final routes' blob keys read with the head, the step's and finalisation's
head passed in, and the episode cap's head returned to the step. Each test names the mutant it kills and what the
mutant did; the mutants were applied by a scratch script to a copy of the code and never committed.
"""

from __future__ import annotations

from typing import Any

import pytest
from support.api_ids import create_as_api
from support.commit_table import CommitTable
from support.histories import Picker
from support.histories import poll_events as _poll
from support.histories import step_picked as _step
from support.histories import whole_view as _whole_view
from support.restore import snapshot

from cosino.arena.episode import EpisodeConfig
from cosino.arena.public import live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow, limits
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead
from tests.support.queues import ListQueue, NoQueue

# --- AwsStore.events_at on a stand-in table ---------------------------------------------------------------------------


class MarkTable(CommitTable):
    """The commit table with the consistent ``GetItem`` of one commit's mark (``AwsStore._item_mark``), counted."""

    def __init__(self) -> None:
        super().__init__()
        self.got: list[str] = []

    def get_item(self, TableName, Key, **kwargs):
        key = (Key["pk"]["S"], Key["sk"]["S"])
        self.got.append(key[1])
        if key not in self.items:
            return {}
        return {"Item": {} if key not in self.marks else {"mark": {"S": self.marks[key]}}}


def _table(marks: list[str | None]) -> MarkTable:
    table = MarkTable()
    for version, mark in enumerate(marks, start=1):
        table.commit("e", version, f'{{"v":{version}}}\n', mark)
    return table


def test_events_at_gives_the_mark_of_the_commit_asked_not_the_heads():
    """``events_at(id, v, mark, start, k)`` answers the mark of commit ``k`` (a poll's check of the commit its view was
    read at), from the query it makes. Mutants killed: ``kept = mark`` (the caller's head mark) and ``kept =
    log.marks[-1]`` answered "m4" for commit 2, so every poll at a new version found its kept view "restored" and
    viewed the whole log again; with commit 2 missing from the table, dropping the sort-key check answered commit 4's
    mark "m4" as commit 3's (now None, no such history); ``0 < at`` answered None for commit 1. Before (on the
    mutants): "m4", "m4", None; now "m2", None, "m1"."""
    store = aws.AwsStore("t", "b", _table(["m1", "m2", "m3", "m4"]), object())
    records, mark = store.events_at("e", 4, "m4", 0, 2)
    assert [r["v"] for r in records] == [1, 2, 3, 4] and mark == "m2"
    assert store.events_at("e", 4, "m4", 3, 1)[1] == "m1"  # the first commit's too (a view kept at version 1)
    store.ddb.commit("e", 5, '{"v":5}\n', "m5")
    records, mark = store.events_at("e", 5, "m5", 3, 4)  # the kept log read on: commit 4's mark, from the same query
    assert [r["v"] for r in records] == [4, 5] and mark == "m4"
    assert store.ddb.got == []  # no GetItem: the marks come with the query
    holed = _table(["m1", "m2", "m3", "m4"])
    del holed.items[(aws.episode_pk("e"), aws.version_sk(2))]  # a commit item lost: the kept keys shift by one
    records, mark = aws.AwsStore("t", "b", holed, object()).events_at("e", 4, "m4", 0, 3)
    assert mark is None  # not "m4", commit 4's


def test_events_at_for_a_head_written_before_marks_asks_the_store_for_the_mark_and_only_within_the_head():
    """A head without a mark checks nothing of its kept commits, so the mark of commit ``k`` is read from its item, as
    ``commit_mark`` gives it: None past the head, and no read for ``k`` = 0 (a first poll). Mutants killed: dropping
    the ``mark is None`` read answered the kept log's "old2" after the item became "new2"; ``0 <= mark_of`` made a
    GetItem of ``V#000000000`` on every first poll; dropping ``mark_of <= version`` answered "m3" of an item past a
    head at 2. Before (on the mutants): "old2", 1 GetItem, "m3"; now "new2", 0, None."""
    table = _table([None, "old2", None])
    store = aws.AwsStore("t", "b", table, object())
    assert store.events_at("e", 3, None, 0, 0)[1] is None and table.got == []
    assert store.events_at("e", 3, None, 0, 2)[1] == "old2"
    table.commit("e", 2, '{"v":2}\n', "new2")  # the item rewritten; a head without a mark says nothing of it
    assert store.events_at("e", 3, None, 0, 2)[1] == "new2" == store.ddb.marks[(aws.episode_pk("e"), aws.version_sk(2))]
    table.commit("e", 3, '{"v":3}\n', "m3")
    fresh = aws.AwsStore("t", "b", table, object())
    records, mark = fresh.events_at("e", 2, None, 0, 3)
    assert [r["v"] for r in records] == [1, 2] and mark is None


def test_a_kept_log_past_a_head_without_a_mark_is_read_again():
    """Kept at version 4 (commits written before marks), then the head at 3 with no mark after a restore to another
    such history: nothing names the kept commit 3 as the store's, so the log is read again. Mutant killed: reusing a
    kept log past the head when its mark at the head's version equals the head's, None == None included, served the
    lost commit 3. Before (on the mutant): ``{"v":3}``; now the store's ``{"v":"3b"}``."""
    table = _table([None, None, None, None])
    store = aws.AwsStore("t", "b", table, object())
    assert [r["v"] for r in store.events_at("e", 4, None)[0]] == [1, 2, 3, 4]
    table.commit("e", 3, '{"v":"3b"}\n')
    del table.items[(aws.episode_pk("e"), aws.version_sk(4))]
    assert [r["v"] for r in store.events_at("e", 3, None)[0]] == [1, 2, "3b"]


def test_a_kept_log_past_a_head_that_went_back_is_not_served(any_store):
    """Read whole at version 4, then restored to version 2 and stepped once on another history (the head at 3, behind
    the kept log): the log is the new history's. A kept log past the head is reused only when its commit at the head's
    version has the head's mark (a concurrent poll read further on the same history). Mutant killed: reusing it
    whenever it is past the head (no mark check) served the lost history's first three commits. Before (on the
    mutant, AWS): the lost history's log, cut at 3; now the store's (embedded keeps no commits: unchanged)."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 4, 11))
    _step(store, episode, 1, 0)
    restore = snapshot(store)
    _step(store, episode, 2, 0)
    _step(store, episode, 3, 0)
    lost = store.events(episode)  # AWS keeps commits 1..4
    restore()
    _step(store, episode, 2, 1)
    head = store.load_head(episode)
    assert head.version == 3
    now = store.events_at(episode, head.version, head.mark)[0]
    assert now != lost[: len(now)]  # the two histories differ at commit 3
    assert now == store.events(episode)
    assert _poll(Api(store, NoQueue()), episode) == _whole_view(store, episode)


def test_a_poll_at_a_new_version_extends_the_kept_view(any_store):
    """A poll at a new version reads the records since the kept view and extends it: the view kept is the same object
    and it was given only the new records. Mutants killed: the AWS ``events_at`` answering the caller's head mark for
    the kept commit, and the live log comparing the head's mark (or the mark of the head's commit) with the kept one:
    each found every new version "restored" and viewed the whole log again (the time-squared cost the kept views
    remove). Before (on the mutants): a new view of all records at each new version; now the kept one, extended."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 4, 11))
    _step(store, episode, 1, 0)
    api = Api(store, NoQueue())
    _poll(api, episode)
    view = api.live_logs._kept[episode][2]
    for version in (2, 3):
        seen = view.count
        _step(store, episode, version, 0)
        assert _poll(api, episode) == _whole_view(store, episode)
        assert api.live_logs._kept[episode][2] is view and view.count == store.load_head(episode).event_count > seen


def test_events_stops_at_the_head_it_read_when_the_kept_log_is_further_on():
    """``events`` reads the head, then the commits it has: a concurrent read at a later head (another poll's thread)
    may have moved the kept log on, and the commits past this head are not its log. Mutant killed: ``events`` not
    cutting the kept log at its head's version returned commit 4 to a reader whose head was at 3. Before (on the
    mutant): versions [1, 2, 3, 4]; now [1, 2, 3]."""
    table = _table(["m1", "m2", "m3", "m4"])
    store = aws.AwsStore("t", "b", table, object())
    assert len(store.events_at("e", 4, "m4")[0]) == 4  # the other thread's read: the kept log at 4
    store.load_head = lambda episode: EpisodeHead(episode, {}, 3, "running", 3, mark="m3")  # read before commit 4
    assert [r["v"] for r in store.events("e")] == [1, 2, 3]
    assert table.queried == [("V#000000001", "V#000000004")]  # the kept log served: no query for the head at 3


# --- the first step under the episode cap -----------------------------------------------------------------------------


def test_a_first_step_whose_episode_ended_during_the_hold_asks_no_seat(any_store):
    """Cap 1; the deadline guard ends the episode while its first step takes the slot. ``start_episode`` returns the
    head it read after the hold, which the step uses: the episode is finished at version 2, the slot is given back,
    no seat is asked and the finalisation is sent. Mutants killed: returning the head read before the hold (version 1,
    running: the step asked its seat for an episode already over, then lost the commit), returning None there (the
    step read the head a third time; likewise for a message that finds the episode moved on, where no slot is taken),
    and not reading or not freeing after the hold (the slot kept). Before (on the
    mutants): the head at version 1 and 1 seat asked, or None, or the slot held; now version 2, no seat, no slot."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 2, 21))
    real_hold, asked = store.hold_slot, []

    def guard_then_hold(key: str, holder: str, cap: int) -> bool:
        if store.load_head(holder).status == "running":  # the sweeper wins the race, once
            assert stepper.abandon(store, holder, 1, "deadline").status == "applied"
        return real_hold(key, holder, cap)

    store.hold_slot = guard_then_hold
    try:
        head = limits.start_episode(store, episode, 1, 1)
    finally:
        del store.hold_slot
    assert head is not None and (head.version, head.status) == (2, "finished")
    assert store.slot_holders(limits.SLOTS_KEY) == []

    def seat(*_: Any) -> Picker:
        asked.append(1)
        return Picker(0)

    queue = ListQueue()
    assert flow.on_step(store, queue, episode, 1, seat, head=head) == "healed"  # the version the guard committed
    assert asked == [] and queue.finals == [episode] and queue.steps == []
    again = limits.start_episode(store, episode, 1, 1)  # the message again: no slot, and the head it read
    assert again is not None and again.version == 2 and store.slot_holders(limits.SLOTS_KEY) == []


# --- the running log's kept view on a store that reads the log as it is now -------------------------------------------


class Wrapper:
    """Not a ``Store``, but reads like the one it wraps (as ``cosino serve``'s ``StoreThread`` does)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)


def _hand(tag: str) -> list[dict[str, Any]]:
    return [{"type": "hand", "hand": 0}, {"type": "action", "hand": 0, "tag": tag}, {"type": "handEnd", "hand": 0}]


@pytest.mark.parametrize("wrapped", [False, True])
def test_a_restore_during_a_polls_read_is_caught_by_the_mark_read_after_the_records(tmp_path, wrapped):
    """SQLite (``Store.events_at``'s default: the log as it is now, then the kept commit's mark). Kept at version
    2, whose last record (the hand's end) is the same on both histories; the next poll reads its head at 3, and
    before its records are read the store is restored to 1 and committed again to 3 with another action. The mark
    read after the records is commit 2's new one, so the kept view is dropped and the reply is the store's log.
    Mutants killed: the mark read before the records (the old one, equal to the kept mark) extended the kept view of
    the lost history with the new history's record; so did the same order in ``base.events_at`` for an object that
    is not a ``Store`` but reads like one (``cosino serve``'s ``StoreThread``; a plain wrapper here). Before (on the
    mutants): a reply showing the lost action "a"; now "b"."""
    from cosino_runtime.api.live_logs import LiveLogs
    from cosino_runtime.store.embedded import EmbeddedStore

    store, logs = EmbeddedStore(tmp_path / "s"), LiveLogs()
    try:
        store.create_episode("e", {"variant": "kuhn"})
        store.commit(
            "e", 0, {"start": True}, [{"type": "episode", "hands": 3, "config": {"duplicate": False}}], "running"
        )
        restore = snapshot(store)
        store.commit("e", 1, {"response": "a"}, _hand("a"), "running")
        head = store.load_head("e")
        logs.body(store, "e", head.version, head.mark, head.event_count)
        store.commit("e", 2, {"response": "c"}, [{"type": "hand", "hand": 1}], "running")
        head, real = store.load_head("e"), store.events

        def restored_first(episode_id: str, start: int = 0) -> list[dict[str, Any]]:
            del store.events  # once: the restore lands between the poll's head read and its records
            restore()
            store.commit("e", 1, {"response": "b"}, _hand("b"), "running")
            store.commit("e", 2, {"response": "c"}, [{"type": "hand", "hand": 1}], "running")
            return real(episode_id, start)

        store.events = restored_first
        body = logs.body(Wrapper(store) if wrapped else store, "e", head.version, head.mark, head.event_count)
        assert b'"tag":"b"' in body and b'"tag":"a"' not in body
        assert body == _whole_view(store, "e")
    finally:
        store.close()


# --- the blob keys read with the head ---------------------------------------------------------------------------------


def test_a_head_holds_its_blob_keys_once_final_and_the_routes_ask_the_store_for_a_head_without_them(any_store):
    """``EpisodeHead.blob_keys`` is None until the episode is final, then ``final_keys``'s pair; a route given a final
    head without them (a store that does not fill them in) asks ``final_keys``. Mutants killed: SQLite's head giving
    (None, None) for a running or finished episode, and the routes taking the head's keys with no fallback (the
    state of a final episode then named no results, and its results were refused with a 409). Before (on the
    mutants): ``(None, None)``; a 409. Now None; the results."""
    from dataclasses import replace

    store = any_store
    running = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 41))
    assert store.load_head(running).blob_keys is None
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 5))
    stepper.run_to_end(store, episode)
    assert store.load_head(episode).status == "finished" and store.load_head(episode).blob_keys is None
    out = flow.on_finalize(store, episode)
    keys = (out["results"], out["replay"])
    assert store.load_head(episode).blob_keys == keys == store.final_keys(episode)
    real = store.load_head
    store.load_head = lambda episode_id: replace(real(episode_id), blob_keys=None)  # a store that fills in none
    try:
        state = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}", None, False).json()
        results = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}/results", None, False)
    finally:
        del store.load_head
    assert (state["results"], state["replay"]) == keys
    assert results.status == 200 and results.body == store.get_blob(keys[0])


def test_the_state_of_a_running_or_finished_episode_reads_only_its_head(any_store):
    """``state`` asks for blob keys only of a final head: a running or finished one has none. Mutant killed: asking
    ``_final_keys`` whatever the status read the head a second time for every state of an unfinished episode (the
    keys from ``final_keys``, None). Before (on the mutant): 2 head reads (AWS 2 GetItems, SQLite 2 SELECTs); now 1."""
    from tests.test_review_store_cost49b import counted

    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 43))
    head_read = "GetItem #HEAD" if isinstance(store, aws.AwsStore) else "SELECT"
    for _ in range(2):  # running, then finished
        with counted(store) as calls:
            state = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}", None, False).json()
        assert calls == {head_read: 1} and state["results"] is None
        stepper.run_to_end(store, episode)
    assert state["status"] == "finished"


def test_a_poll_at_a_head_behind_the_kept_view_shows_that_heads_log(any_store):
    """Two polls at once: the one whose head is at 3 reaches the live logs after the one at 4 kept its view. A view
    kept past the head is left, and the reply is the log at 3 (decision 8: a poll never shows a record past the head
    it read). Mutant killed: using a view kept one version ahead (``kept_version > version + 1``): on SQLite its mark
    still matched and the view at 4 was the reply at 3. Before (on the mutant, SQLite): 1 record past the head; now
    none (AWS, where the kept commit is past the head, read it again either way)."""
    from cosino_runtime.api.live_logs import LiveLogs

    store, logs = any_store, LiveLogs()
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 4, 11))
    for version in (1, 2):
        _step(store, episode, version, 0)
    behind = store.load_head(episode)
    _step(store, episode, 3, 0)
    ahead = store.load_head(episode)
    assert ahead.event_count > behind.event_count
    logs.body(store, episode, ahead.version, ahead.mark, ahead.event_count)
    body = logs.body(store, episode, behind.version, behind.mark, behind.event_count)
    at_behind = store.events(episode)[: behind.event_count]
    assert body == dump_bytes({"episode": episode, "events": live_records(at_behind), "view": "public"})


# --- finalisation with the head it was given --------------------------------------------------------------------------


def test_a_finalisation_gives_back_the_agent_slots_of_the_config_on_the_head_it_was_given(any_store):
    """``on_finalize`` passes the head it read to ``finalize``, whose config names the outside agents whose slots the
    episode holds. Mutant killed: freeing the slots of an empty config (the head's config not used) left the agent's
    slot held by a final episode (taken back only once the agent's cap is full). Before (on the mutant): the agent's
    slot held by the final episode; now free, and the episode's own slot too."""
    store = any_store
    agent = "remote:https://first.example/act"
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", agent), 2, 47))
    assert limits.hold_agent_slots(store, episode, store.load_head(episode).config, 2) is None
    assert store.hold_slot(limits.SLOTS_KEY, episode, 5)
    assert stepper.abandon(store, episode, 1, "deadline").status == "applied"  # no seat asked: the guard ends it
    assert flow.on_finalize(store, episode)["status"] == "final"
    assert store.slot_holders(limits.agent_slot_key(agent)) == [] == store.slot_holders(limits.SLOTS_KEY)


def test_a_first_step_that_loses_its_commit_reads_where_the_episode_is_now(any_store):
    """The step Lambda passes the cap's head to ``on_step``; when the step then loses its commit to a duplicate
    delivery, ``on_step`` reads the head again (the one passed is the version the commit lost at) and heals at once.
    Mutant killed: judging the lost commit by the caller's head (``row = head``) saw the version unmoved and raised
    RetryLater (a redelivery later). Before (on the mutant): RetryLater; now "healed", the next step sent."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 2, 53))
    head, queue = store.load_head(episode), ListQueue()

    class Racing(Picker):
        def act(self, observation: dict[str, Any]) -> dict[str, Any]:
            _step(store, episode, 1, 1)  # the duplicate delivery commits while this seat answers
            return super().act(observation)

    assert flow.on_step(store, queue, episode, 1, lambda *_: Racing(0), head=head) == "healed"
    assert store.load_head(episode).version == 2 and queue.steps == [(episode, 2)]


def test_a_first_poll_through_a_wrapper_asks_no_mark(tmp_path):
    """Through an object that is not a ``Store`` (``base.events_at`` asks its ``events`` and ``commit_mark``), a first
    poll has no kept view, so no commit's mark to check. Mutant killed: asking ``commit_mark(id, 0)`` whatever
    ``mark_of`` (None, one SELECT wasted per first poll). Before (on the mutant): 1 ``commit_mark`` call; now 0, and
    1 at the next version (the kept view's check)."""
    from cosino_runtime.api.live_logs import LiveLogs
    from cosino_runtime.store.embedded import EmbeddedStore

    store, logs, asked = EmbeddedStore(tmp_path / "s"), LiveLogs(), []
    try:
        episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 2, 59))
        reader = Wrapper(store)
        reader.commit_mark = lambda episode_id, version: asked.append(version) or store.commit_mark(episode_id, version)
        for version in (1, 2):
            head = store.load_head(episode)
            logs.body(reader, episode, head.version, head.mark, head.event_count)
            _step(store, episode, version, 0)
        assert asked == [1]
    finally:
        store.close()


def test_a_poll_that_finds_a_restore_reads_the_log_again_with_no_head_read(any_store):
    """Kept at version 2, restored to 1 and committed to 3 on another history with the same last record at 2: the
    poll finds the kept commit's mark changed and reads the log again, as the head it read has it. On AWS that costs
    its head GetItem and two Queries (the kept commits checked, then the whole history), no second head read; the
    reply is the new history's. Mutant killed: the reset reading ``store.events`` (which reads the head again).
    Before (on the mutant, AWS): 2 head GetItems; now 1."""
    from cosino_runtime.api.live_logs import LiveLogs
    from tests.test_review_store_cost49b import counted

    store, logs = any_store, LiveLogs()
    store.create_episode("e", {"variant": "kuhn"})
    store.commit("e", 0, {"start": True}, [{"type": "episode", "hands": 3, "config": {"duplicate": False}}], "running")
    restore = snapshot(store)
    store.commit("e", 1, {"response": "a"}, _hand("a"), "running")

    def poll() -> bytes:
        head = store.load_head("e")
        return logs.body(store, "e", head.version, head.mark, head.event_count)

    poll()
    restore()
    store.commit("e", 1, {"response": "b"}, _hand("b"), "running")
    store.commit("e", 2, {"response": "c"}, [{"type": "hand", "hand": 1}], "running")
    with counted(store) as calls:
        body = poll()
    assert body == _whole_view(store, "e") and b'"tag":"b"' in body
    if isinstance(store, aws.AwsStore):
        assert calls == {"GetItem #HEAD": 1, "Query": 2}
