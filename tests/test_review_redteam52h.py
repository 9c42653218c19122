"""Red team 52h: the runner lock and runners table of serve52a, and the blob checksum and rate expirations of store52e.

Found, before -> after:

* ``<out>/.store/runner.lock`` a symlink to a file of the user's: ``cosino play`` truncated that file and wrote its
  own name into it (a dangling one created its target outside the store); a hard link likewise. Now one line naming
  the lock and exit 2, the other file untouched (``O_NOFOLLOW``, then the opened file must be plain with one name).
* A FIFO there: played on; held by another runner, the refused one read it with ``pread`` and crashed (a traceback,
  "Illegal seek"). Now one line and exit 2. ``.store`` a file: "File exists"; now it says it is a file.
* A ``runners`` table this version cannot write (another version's, a hand edit): a view or renamed columns gave a
  traceback; a column it does not fill (NOT NULL, no default) had ``INSERT OR IGNORE`` drop the mark silently, so
  serve's sweeper would re-drive the runner's episode. Now the store is refused in one line when opened.

Held as they should (kept here as checks): the refusal line for a 10 MB, binary or U+2028/bidi lock; the lock
raced by two runners; serve reading a store a runner holds; a store made before the runners table; a runner row
naming no episode; HeadObject denied; a garbage stored checksum; a rate item's expiration after a charge far bigger
than the take and with clocks apart.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from cosino_runtime.store.embedded import EmbeddedStore, runner_lock
from tests.test_review_store52e import PAIR, T0, aws_store, rate_item

PLAY = ("play", "--variant", "kuhn", "--seats", "house,random")


def refused(cosino_cli: Any, out: Path) -> str:
    """``cosino play --out out`` refused: exit 2, nothing on stdout, one line on stderr (returned)."""
    code, stdout, err = cosino_cli(*PLAY, "--out", str(out))
    assert (code, stdout) == (2, ""), err
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    return err


def store_of(tmp_path: Path) -> tuple[Path, Path]:
    out = tmp_path / "out"
    (out / ".store").mkdir(parents=True)
    return out, out / ".store" / "runner.lock"


# --- the lock file ----------------------------------------------------------------------------------------------


def test_a_symlinked_lock_is_refused_and_its_target_left_as_it_was(tmp_path, cosino_cli):
    """Before: exit 0, and the user's file read "cosino play (pid N)"."""
    out, lock = store_of(tmp_path)
    mine = tmp_path / "notes.txt"
    mine.write_text("precious\n")
    lock.symlink_to(mine)
    err = refused(cosino_cli, out)
    assert f"{lock}: is a symbolic link" in err
    assert mine.read_text() == "precious\n"


def test_a_dangling_symlinked_lock_creates_nothing_outside_the_store(tmp_path, cosino_cli):
    """Before: the link's target was created (outside the store) and the run went on."""
    out, lock = store_of(tmp_path)
    lock.symlink_to(tmp_path / "elsewhere.txt")
    assert f"{lock}: is a symbolic link" in refused(cosino_cli, out)
    assert not (tmp_path / "elsewhere.txt").exists()


def test_a_hard_linked_lock_is_refused_and_the_other_name_left_as_it_was(tmp_path, cosino_cli):
    out, lock = store_of(tmp_path)
    mine = tmp_path / "notes.txt"
    mine.write_text("precious\n")
    os.link(mine, lock)
    assert f"{lock}: is a hard link" in refused(cosino_cli, out)
    assert mine.read_text() == "precious\n"


def test_a_fifo_lock_held_by_another_is_one_line_not_a_traceback(tmp_path, cosino_cli):
    """Before: the refused runner read the holder's name from the FIFO: OSError "Illegal seek", a traceback."""
    out, lock = store_of(tmp_path)
    os.mkfifo(lock)
    fd = os.open(lock, os.O_RDWR | os.O_NONBLOCK)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        assert f"{lock}: is not a plain file" in refused(cosino_cli, out)
    finally:
        os.close(fd)
    assert f"{lock}: is not a plain file" in refused(cosino_cli, out)  # before: played, exit 0


def test_a_folder_as_the_lock_is_one_line(tmp_path, cosino_cli):
    out, lock = store_of(tmp_path)
    lock.mkdir()
    assert f"{lock}: Is a directory" in refused(cosino_cli, out)


def test_a_store_that_is_a_file_says_so(tmp_path, cosino_cli):
    """Before: "cosino: <out>/.store: File exists"."""
    out = tmp_path / "out"
    out.mkdir()
    (out / ".store").write_text("x")
    assert f"{out / '.store'}: is a file, not the store's folder" in refused(cosino_cli, out)
    assert (out / ".store").read_text() == "x"


@pytest.mark.parametrize(
    "content",
    [b"A" * 10_000_000, bytes(range(256)), "cosino play\u2028evil\u202e (pid 1)".encode(), b"x\n\x1b[31mred"],
    ids=["10MB", "binary", "u2028-bidi", "controls"],
)
def test_a_held_lock_of_any_content_is_named_in_one_short_printable_line(tmp_path, cosino_cli, content):
    out, lock = store_of(tmp_path)
    lock.write_bytes(content)
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        err = refused(cosino_cli, out)
    finally:
        os.close(fd)
    assert err.startswith(f"cosino: --out {out}: ") and err.endswith(
        " is playing in this folder; wait for it to end, or use another --out\n"
    )
    assert len(err) < 1500 and not any(c in err for c in "\u2028\u202e\x1b\x00")
    assert lock.read_bytes() == content  # the refused run wrote nothing into it


def test_two_runners_racing_for_a_new_lock_one_plays(tmp_path):
    """Many threads open the lock at once (it does not exist yet): exactly one holds it, the others are refused."""
    from cosino.primitives.errors import CosinoError

    folder = tmp_path / "out" / ".store"
    start, held, results = threading.Barrier(8), threading.Event(), []

    def runner() -> None:
        start.wait()
        try:
            with runner_lock(folder, "cosino league run"):
                results.append("held")
                held.wait(30)
        except CosinoError as exc:
            results.append(str(exc))
            if sum(r != "held" for r in results) == 7:
                held.set()  # every other runner has been refused: the holder may end

    threads = [threading.Thread(target=runner) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results.count("held") == 1 and len(results) == 8
    assert all("is playing in this folder" in r for r in results if r != "held")


def test_serve_reads_a_store_a_runner_holds(tmp_path):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.api import server
    from cosino_runtime.engine.local import play

    played = play(EpisodeConfig("kuhn", ("house", "random"), 2, 5), tmp_path / "out")
    with runner_lock(tmp_path / "out" / ".store", "cosino play"):
        served = server.start(tmp_path / "out" / ".store", port=0, viewer=None, tick_seconds=0.05)
        try:
            with urllib.request.urlopen(f"{served.url}/api/episodes?status=final", timeout=30) as resp:
                status, body = resp.status, resp.read().decode()
        finally:
            served.stop()
    assert status == 200 and played.episode_id in body


# --- the runners table ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ddl, wrong",
    [
        (
            "CREATE TABLE runners (episode_id TEXT PRIMARY KEY, runner TEXT NOT NULL, started_ms INTEGER NOT NULL)",
            "its runners table has columns this version does not fill: started_ms",
        ),
        ("CREATE TABLE runners (episode TEXT PRIMARY KEY, who TEXT)", "its runners table lacks episode_id, runner"),
        ("CREATE VIEW runners AS SELECT 'x' AS episode_id, 'y' AS runner", "its runners is a view, not a table"),
    ],
    ids=["unfilled-column", "renamed", "view"],
)
def test_a_runners_table_this_version_cannot_write_is_refused_in_one_line(tmp_path, cosino_cli, ddl, wrong):
    """Before: the unfilled column had the mark dropped (exit 0, no mark: serve would re-drive the episode); the
    others a traceback (sqlite3.OperationalError)."""
    out = tmp_path / "out"
    (out / ".store").mkdir(parents=True)
    db = sqlite3.connect(out / ".store" / "cosino.sqlite")
    db.execute(ddl)
    db.commit()
    db.close()
    err = refused(cosino_cli, out)
    assert f"{out / '.store' / 'cosino.sqlite'}: not a usable Cosino store ({wrong})" in err
    assert not list(out.glob("*.results.json"))


def test_a_store_made_before_the_runners_table_and_a_row_naming_no_episode(tmp_path):
    """An older store (no runners table) gets one when opened; a runner row naming no episode changes no sweep."""
    from support.queues import ListQueue

    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper

    old = EmbeddedStore(tmp_path / "s")
    episode = stepper.create(old, EpisodeConfig("kuhn", ("house", "random"), 2, 6))
    old.db.execute("DROP TABLE runners")
    old.close()
    store = EmbeddedStore(tmp_path / "s")
    assert store.runner_episodes() == set()
    store.db.execute("INSERT INTO runners (episode_id, runner) VALUES ('kuhn-ghost', 'league')")
    queue = ListQueue()
    counts = flow.on_sweep(store, queue, store.clock() + 10_000, 1, 10**9)
    assert counts["redriven"] == 1 and queue.steps == [(episode, 1)]
    store.close()


# --- put_blob on a key already there ----------------------------------------------------------------------------


def put_with_checksum(store: Any, key: str, data: bytes, checksum: str) -> None:
    store.s3.put_object(Bucket=store.bucket, Key=key, Body=data, ChecksumAlgorithm="SHA256", ChecksumSHA256=checksum)


@pytest.mark.parametrize("garbage", ["garbage", "AAAA", "not-base64!!"])
def test_other_bytes_under_a_garbage_stored_checksum_are_refused(stack, garbage):
    """A checksum S3 would have refused on the write (moto keeps any): other bytes of the same size are still refused
    and the blob left as it was. (Its own bytes are refused too, and botocore refuses to read it back at all.)"""
    store = aws_store(stack)
    put_with_checksum(store, "replays/g52h.jsonl", b"same\n", garbage)
    with pytest.raises(ValueError, match="^blob replays/g52h.jsonl exists with different bytes$"):
        store.put_blob("replays/g52h.jsonl", b"diff\n")
    body = store.s3.get_object(Bucket=store.bucket, Key="replays/g52h.jsonl", ChecksumMode="DISABLED")["Body"]
    assert body.read() == b"same\n"


def test_a_denied_head_falls_back_to_reading(stack, monkeypatch):
    store = aws_store(stack)
    assert store.put_blob("results/d52h.json", b"{}\n") is True

    def denied(**_: Any) -> Any:
        raise ClientError({"Error": {"Code": "403", "Message": "Forbidden"}}, "HeadObject")

    monkeypatch.setattr(store.s3, "head_object", denied)
    assert store.put_blob("results/d52h.json", b"{}\n") is False
    with pytest.raises(ValueError, match="exists with different bytes"):
        store.put_blob("results/d52h.json", b"[]\n")


# --- rate items' expiration -------------------------------------------------------------------------------------


def full_again_ms(store: Any, key: str) -> float:
    """When every bucket of the item is full again, from its stored levels and stamp (PAIR's rates)."""
    item = rate_item(store, key)
    stamp, latest = int(item["updated_ms"]["N"]), 0.0
    for i, (per_minute, capacity, _) in enumerate(PAIR):
        level = int(item.get("level1" if i else "level", {"N": str(int(capacity * 1000))})["N"])
        latest = max(latest, stamp + (int(capacity * 1000) - level) * 60 / per_minute)
    return latest


@pytest.mark.parametrize("skew_ms", [0, -5_000, 5_000, -10_000_000])
def test_an_item_never_expires_before_its_buckets_are_full_again(stack, skew_ms):
    """A take, a second take on a clock ``skew_ms`` apart, a charge ten million times the take, another charge: the
    expiration (less its margin) is never before the moment every bucket is full again."""
    from cosino_runtime.store.aws import LIMIT_TTL_MARGIN_S

    store = aws_store(stack)
    key = f"rpm+tpm#agent#52h{skew_ms}"
    store.clock = lambda: T0
    assert store.take_buckets(key, PAIR) == 0
    store.clock = lambda: T0 + 1000 + skew_ms
    store.take_buckets(key, PAIR, force=True)
    store.charge_tokens(key, 10**7, PAIR, 1)
    store.charge_tokens(key, 5, PAIR, 1)
    assert full_again_ms(store, key) > T0 + 10**8  # deep in debt
    assert int(rate_item(store, key)["expiration"]["N"]) - LIMIT_TTL_MARGIN_S >= full_again_ms(store, key) / 1000
