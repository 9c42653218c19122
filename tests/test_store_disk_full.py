"""A store whose disk fills, turns read-only or fails: one line naming the store file, nothing
half-committed, for every command that plays on the embedded store (not only the league)."""

from __future__ import annotations

import sqlite3

import pytest

from cosino_runtime.store import embedded
from cosino_runtime.store.base import StoreUnwritable
from cosino_runtime.store.embedded import EmbeddedStore


def _capped(monkeypatch, extra_pages: int = 1):
    """Every new store connection may grow only ``extra_pages`` past the first one's size (a real SQLITE_FULL)."""
    real_init = embedded.EmbeddedStore.__init__
    cap: list[int] = []

    def capped(self, root, **kwargs):  # kwargs: a runner's connection names its runner
        real_init(self, root, **kwargs)
        if not cap:
            cap.append(self.db.execute("PRAGMA page_count").fetchone()[0] + extra_pages)
        self.db.execute(f"PRAGMA max_page_count = {cap[0]}")

    monkeypatch.setattr(embedded.EmbeddedStore, "__init__", capped)


class _FailingDisk:
    """A store connection whose disk fails every write (SQLITE_IOERR); reads still answer."""

    in_transaction = False

    def __init__(self, db: sqlite3.Connection | None = None) -> None:
        self.db = db

    def execute(self, sql, *args):
        if self.db is not None and sql.lstrip().upper().startswith("SELECT"):
            return self.db.execute(sql, *args)
        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = 10  # SQLITE_IOERR
        raise error

    executemany = execute


def test_a_full_store_refuses_a_commit_whole_and_names_its_file(tmp_path, monkeypatch):
    _capped(monkeypatch)
    store = EmbeddedStore(tmp_path)
    assert store.create_episode("e1", {"variant": "kuhn"})
    with pytest.raises(StoreUnwritable) as caught:
        store.commit("e1", 0, {"blob": "x" * 200_000}, [{"type": "episode", "pad": "y" * 200_000}], "running")
    assert str(tmp_path / "cosino.sqlite") in str(caught.value) and "full" in str(caught.value)
    assert "\n" not in str(caught.value)
    head = store.load_head("e1")
    assert head.version == 0 and head.event_count == 0 and store.events("e1") == []
    assert not store.db.in_transaction  # the next write starts clean
    store.commit("e1", 0, {"a": 1}, [{"type": "episode"}], "running")  # a small write still fits
    assert store.load_head("e1").version == 1


def test_every_write_of_the_store_names_a_failing_disk(tmp_path):
    store = EmbeddedStore(tmp_path)
    store.create_episode("e1", {"variant": "kuhn"})

    store.db = _FailingDisk()
    writes = [
        lambda: store.create_episode("e2", {}),
        lambda: store.commit("e1", 0, {}, [], "running"),
        lambda: store.record_failure("e1", 0, "x"),
        lambda: store.mark_final("e1", "r", "p"),
        lambda: store.put_league_row("e1", {"a": 1}),
        lambda: store.swap_league_state(0, "d"),
    ]
    for write in writes:
        with pytest.raises(StoreUnwritable, match="cosino.sqlite: the store cannot be written"):
            write()


def test_a_bug_in_a_statement_is_not_dressed_as_a_disk_error(tmp_path):
    store = EmbeddedStore(tmp_path)
    store.db.execute("DROP TABLE league")  # our schema broken: SQLITE_ERROR, a bug, not the disk
    with pytest.raises(sqlite3.OperationalError):
        store.put_league_row("e1", {"a": 1})


def test_cosino_play_on_a_store_that_fills_is_one_line_and_exit_2(cosino_cli, tmp_path, monkeypatch):
    _capped(monkeypatch)
    code, _, err = cosino_cli(
        "play", "--variant", "holdem-6max", "--seats", "random," * 5 + "random", "--hands", "40", "--out", str(tmp_path)
    )
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "cosino.sqlite: the store cannot be written" in err and "full" in err, err
    assert not list(tmp_path.glob("*.replay.jsonl")) and not list(tmp_path.glob("*.results.json"))


def test_a_create_on_a_failing_store_is_a_503_that_names_no_server_path(tmp_path):
    from cosino_runtime.api.routes import Api

    class Queue:
        def send_step(self, *args, **kwargs):
            raise AssertionError("nothing was created, so nothing is queued")

        send_finalize = send_step

    store = EmbeddedStore(tmp_path / "store")
    real_db = store.db
    store.db = _FailingDisk(real_db)
    body = b'{"variant": "holdem-hu", "seats": ["house", "random"], "hands": 1, "seed": 5}'
    response = Api(store, Queue()).handle("POST", "/api/episodes", body, True)
    assert response.status == 503, response.body
    assert str(tmp_path) not in response.json()["error"] and "cannot be written" in response.json()["error"]
    store.db = real_db
    assert store.list_episodes() == []
