"""Each commit carries a random mark, so what a process keeps of a running episode is checked against the commit it
was read at, not against a version number a restore reuses.

A restore moves a head back; new commits then reach the versions it had before on another history. Before (main at
``34cc7da``), three things kept by version served the lost history:

* the API's kept ``events`` reply, keyed by (episode, version, status): a poll at a version polled before the restore
  got the lost history's reply;
* the running log's kept view (``api.live_logs``) and AWS's kept commits, checked only at their last record or
  commit: one equal byte for byte on both histories (a hand's end record) passed, and the kept records before it,
  the lost history's, stayed;
* the warm episode a step keeps (``engine.steps``), matched by version: a container that stepped before the restore
  decided the next step on the lost history's state, and committed records its stored inputs do not replay to.

The restores here are real: SQLite's backup API copies a snapshot back over the live file, and on DynamoDB (moto) the
episode's items are put back as they were and those written since deleted.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from support.api_ids import create_as_api
from support.commit_table import CommitTable
from support.histories import poll_events as _poll
from support.histories import step_picked as _step
from support.histories import whole_view as _whole_view
from support.restore import snapshot

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.api.live_logs import LiveLogs
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue


def test_a_poll_after_a_restore_is_the_new_historys_view_not_the_kept_reply(any_store):
    """Polled at version 4, restored to 2 and stepped to 4 again with other answers: before, the poll was the kept
    reply of the lost history (on both stores); now it is the log the store holds."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 4, 11))
    _step(store, episode, 1, 0)
    restore = snapshot(store)
    for version in (2, 3):
        _step(store, episode, version, 0)
    api = Api(store, NoQueue())
    lost = _poll(api, episode)
    restore()
    for version in (2, 3):
        _step(store, episode, version, 1)
    assert store.load_head(episode).version == 4
    now = _poll(api, episode)
    assert now == _whole_view(store, episode) == _poll(Api(store, NoQueue()), episode)
    assert now != lost  # the two histories differ in what the poll shows


def test_a_restore_that_leaves_the_last_record_as_it_was_is_caught_by_the_mark(any_store):
    """Kept at version 2, whose last record (the hand's end) is the same on both histories; restored to 1 and
    committed again with another action before it: before, the kept view's check passed on that record and the poll
    showed the lost action; now the mark of commit 2 differs and the log is read again whole."""
    store, logs = any_store, LiveLogs()
    store.create_episode("e", {"variant": "kuhn"})
    store.commit("e", 0, {"start": True}, [{"type": "episode", "hands": 3, "config": {"duplicate": False}}], "running")
    restore = snapshot(store)

    def hand(tag: str) -> list[dict[str, Any]]:
        return [{"type": "hand", "hand": 0}, {"type": "action", "hand": 0, "tag": tag}, {"type": "handEnd", "hand": 0}]

    def poll() -> bytes:
        head = store.load_head("e")
        return logs.body(store, "e", head.version, head.mark, head.event_count)

    store.commit("e", 1, {"response": "a"}, hand("a"), "running")
    assert poll() == _whole_view(store, "e")
    restore()
    store.commit("e", 1, {"response": "b"}, hand("b"), "running")
    store.commit("e", 2, {"response": "c"}, [{"type": "hand", "hand": 1}], "running")
    assert poll() == _whole_view(store, "e")
    assert b'"tag":"b"' in poll() and b'"tag":"a"' not in poll()


def test_a_warm_episode_from_before_a_restore_is_not_stepped_on(tmp_path):
    """Container A steps to version 2 and keeps the episode warm; the store is restored to 1 and container B (another
    connection) steps to 2 with another answer; A then steps on. Before, A decided on its warm copy, the lost
    history, and committed records the stored inputs do not replay to; now the marks differ and A rebuilds."""
    store = EmbeddedStore(tmp_path / "store")
    try:
        episode = create_as_api(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 3, 7))
        stepper._WARM.clear()
        restore = snapshot(store)
        _step(store, episode, 1, 0)
        warm_in_a = stepper._WARM[episode]
        restore()
        other = EmbeddedStore(tmp_path / "store")  # container B
        try:
            _step(other, episode, 1, 1)
        finally:
            other.close()
        stepper._WARM[episode] = warm_in_a  # A's copy, as A's process still holds it
        _step(store, episode, 2, 0)
        head = store.load_head(episode)
        inputs = store.load_inputs(episode, head.version)
        rebuilt = stepper.replay_inputs(stepper.config_from_json(head.config), inputs[1:]).episode.records
        assert store.events(episode) == rebuilt
    finally:
        stepper._WARM.clear()
        store.close()


def test_marks_are_new_per_commit_and_name_only_commits_the_head_holds(any_store):
    """Two commits of the same bytes at the same version (before and after a restore) get different marks; the head
    carries its commit's mark; a version past the head has none."""
    store = any_store
    store.create_episode("e", {"variant": "kuhn"})
    first = store.commit("e", 0, {"start": True}, [{"type": "episode"}], "running")
    restore = snapshot(store)
    second = store.commit("e", 1, {"response": "x"}, [{"type": "hand", "hand": 0}], "running")
    restore()
    again = store.commit("e", 1, {"response": "x"}, [{"type": "hand", "hand": 0}], "running")
    assert len({first, second, again}) == 3 and all(isinstance(m, str) and len(m) == 16 for m in (first, again))
    assert store.load_head("e").mark == again == store.commit_mark("e", 2)
    assert store.commit_mark("e", 1) == first
    assert store.commit_mark("e", 3) is None and store.commit_mark("e", 0) is None
    assert store.commit_mark("nobody", 1) is None


def test_aws_kept_commits_compare_the_mark_of_the_last_one():
    """On the AWS store's kept commits alone (a stand-in table): kept at 3; items 2 and 3 rewritten, item 3 with the
    same text, as a restore and new commits would leave them. Before, the kept 2 was served; now all is read again."""
    table, head = CommitTable(), [3]
    for version in (1, 2, 3):
        table.commit("e", version, f'{{"v":"{version}"}}\n', mark=f"m{version}")
    store = aws.AwsStore("t", "b", table, object())
    store.load_head = lambda episode: EpisodeHead(episode, {}, head[0], "running", 0)  # this store only
    assert [r["v"] for r in store.events("e")] == ["1", "2", "3"]
    table.commit("e", 2, '{"v":"2b"}\n', mark="m2b")
    table.commit("e", 3, '{"v":"3"}\n', mark="m3b")
    table.commit("e", 4, '{"v":"4"}\n', mark="m4")
    head[0] = 4
    assert [r["v"] for r in store.events("e")] == ["1", "2b", "3", "4"]


def old_store_file(folder: Any, later_columns: tuple[tuple[str, str], ...] = ()) -> None:
    """A ``cosino.sqlite`` as files made before commit marks have it (no ``mark`` column on either table), holding
    episode ``e`` at version 1; ``later_columns`` are added to its episodes table as the migrations before marks did."""
    from cosino_runtime.store import embedded

    folder.mkdir()
    db = sqlite3.connect(folder / "cosino.sqlite")
    db.executescript(embedded.SCHEMA)
    for column, kind in later_columns:
        db.execute(f"ALTER TABLE episodes ADD COLUMN {column} {kind}")
    db.execute(
        "INSERT INTO episodes (id, config, version, inputs, status, event_count)"
        " VALUES ('e', '{}', 1, '[]', 'running', 1)"
    )
    db.execute("INSERT INTO inputs (episode_id, version, input) VALUES ('e', 1, '{\"start\":true}')")
    db.execute("INSERT INTO events (episode_id, seq, record) VALUES ('e', 0, '{\"type\":\"episode\"}')")
    db.commit()
    db.close()


def test_a_store_file_made_before_marks_gains_them_and_reads_its_old_commits_as_unmarked(tmp_path):
    """A ``cosino.sqlite`` whose tables lack the mark columns (every file made before 2026-12-07) is opened, its old
    commit reads back with no mark, and the next commit is marked: no file needs remaking."""
    folder = tmp_path / "old"
    later = (
        ("created_ms", "INTEGER NOT NULL DEFAULT 0"),
        ("updated_ms", "INTEGER NOT NULL DEFAULT 0"),
        ("failures", "INTEGER NOT NULL DEFAULT 0"),
        ("failed_version", "INTEGER NOT NULL DEFAULT -1"),
        ("failure", "TEXT"),
    )
    old_store_file(folder, later)
    db = sqlite3.connect(folder / "cosino.sqlite")
    assert "mark" not in {r[1] for r in db.execute("PRAGMA table_info(inputs)")}
    db.close()
    store = EmbeddedStore(folder)
    try:
        assert store.load_head("e").mark is None and store.commit_mark("e", 1) is None
        assert store.events("e") == [{"type": "episode"}]
        mark = store.commit("e", 1, {"response": "x"}, [{"type": "hand", "hand": 0}], "running")
        assert store.load_head("e").mark == mark == store.commit_mark("e", 2)
    finally:
        store.close()
