"""Mutants55h: hand mutants of the store's walk-by-descriptor writes (review 55b) and the AWS chunked compare.

28 mutants, one at a time, against tests/test_review_store55b.py, test_review_mutants54h.py, test_review_store54d.py,
test_store_blob_once.py and test_store_disk_full.py: 14 killed, 14 survived. Of the survivors 4 are equivalent
(``O_NOFOLLOW`` dropped from the temporary file's open: ``O_CREAT | O_EXCL`` never follows a link anyway;
``tmp = None`` dropped after ``publish``'s rename: the unlink of the gone name fails quietly; AWS ``return True``
for ``offset == len(data)`` and its ``body.close()`` dropped: S3 always sends the length, and an unread body is
let go with its reply). The 10 others are killed here (each test names its mutants): 24 killed, 4 equivalent.

Found, before -> after:

* A blob folder that could not be made (disk full, no permission) raised the bare ``OSError`` of ``mkdir`` naming only
  the folder's last part (``replays``); now it names the folder under the store (``<root>/blobs/replays``).
* A store on a file system without hard links: the link's bare ``OSError``, which for ``ENOTSUP`` the command line
  let through as a traceback; now one CosinoError line naming the blob (``cosino play`` itself writes no store).
"""

from __future__ import annotations

import errno
import os
import stat
from typing import Any

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.store import embedded
from cosino_runtime.store.base import BLOB_CHUNK, BlobConflict, CorruptRecord, MissingBlob
from cosino_runtime.store.embedded import EmbeddedStore
from tests.test_review_store52e import aws_store

KEY = "replays/m55h.jsonl"


@pytest.fixture
def store(tmp_path):
    opened = EmbeddedStore(tmp_path)
    yield opened
    opened.close()  # its database and lock closed now, not by a later test's garbage collection


def temps(store: EmbeddedStore) -> list[str]:
    return sorted(p.name for p in (store.root / "blobs" / "replays").iterdir() if p.name.startswith(".tmp-"))


def test_another_writers_temporary_file_is_left_alone(store, tmp_path, monkeypatch):
    """Kills: ``O_EXCL`` dropped (the rival's temporary file was written over and linked as ours), one try only."""
    (tmp_path / "blobs" / "replays").mkdir(parents=True)
    rival = tmp_path / "blobs" / "replays" / f".tmp-{'0' * 16}"
    rival.write_bytes(b"theirs")
    names = iter(["0" * 16, "0" * 16, "1" * 16])  # put_blob tries twice: one name each would pass
    monkeypatch.setattr(embedded.secrets, "token_hex", lambda n: next(names))
    assert store.put_blob(KEY, b"ours\n") is True
    assert rival.read_bytes() == b"theirs" and store.get_blob(KEY) == b"ours\n"
    assert temps(store) == [rival.name]


def test_a_write_error_leaves_no_temporary_file_and_names_the_blob(store, tmp_path, monkeypatch):
    """Kills: the temporary file not removed when its write fails (disk full)."""

    def full(fd: int, data: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(embedded.os, "write", full)
        with pytest.raises(OSError) as caught:
            store.put_blob(KEY, b"x\n")
    assert caught.value.errno == errno.ENOSPC and caught.value.filename == str(tmp_path / "blobs" / KEY)
    assert temps(store) == []
    with pytest.raises(MissingBlob):
        store.get_blob(KEY)
    assert store.put_blob(KEY, b"x\n") is True


def test_a_blob_is_readable_by_all_whatever_the_umask(store, tmp_path):
    """Kills: the ``fchmod`` dropped (a umask of 077 left the blob readable by its writer only)."""
    old = os.umask(0o077)
    try:
        store.put_blob(KEY, b"x\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "blobs" / KEY).stat().st_mode) == 0o644


def test_a_temporary_file_swapped_for_a_link_is_not_followed_into_place(store, tmp_path, monkeypatch):
    """Kills: ``os.link`` following a link (the blob became a hard link to whatever file the swapped-in link led to)."""
    outside = tmp_path / "secret"
    outside.write_bytes(b"secret\n")
    real = embedded.temp_in

    def swapped(folder: Any, data: bytes) -> str:
        tmp = real(folder, data)
        os.unlink(tmp, dir_fd=folder)
        os.symlink(outside, tmp, dir_fd=folder)
        return tmp

    monkeypatch.setattr(embedded, "temp_in", swapped)
    store.put_blob(KEY, b"x\n")
    with pytest.raises(CorruptRecord, match="symbolic link"):
        store.get_blob(KEY)
    assert outside.read_bytes() == b"secret\n"


def test_a_key_already_there_is_not_written_to_a_temporary_file_again(store, tmp_path, monkeypatch):
    """Kills: ``is_there`` always False, skipped, or following a link (a stored blob, a dangling link at the key)."""
    store.put_blob(KEY, b"x\n")
    (tmp_path / "blobs" / "replays" / "dangling").symlink_to(tmp_path / "nowhere")
    written = []
    monkeypatch.setattr(embedded, "temp_in", lambda folder, data: written.append(data))
    assert store.put_blob(KEY, b"x\n") is False
    with pytest.raises(CorruptRecord, match="symbolic link"):
        store.put_blob("replays/dangling", b"y\n")
    assert written == []


def test_a_rival_that_links_first_makes_this_write_a_conflict(store, tmp_path, monkeypatch):
    """Two writers of one key: the rival's blob is in place when this one links; it loses, with nothing left over."""
    real = os.link

    def rival_first(*args: Any, **kwargs: Any) -> None:
        (tmp_path / "blobs" / KEY).write_bytes(b"rival\n")
        real(*args, **kwargs)

    monkeypatch.setattr(embedded.os, "link", rival_first)
    with pytest.raises(BlobConflict):
        store.put_blob(KEY, b"ours\n")
    assert store.get_blob(KEY) == b"rival\n" and temps(store) == []


@pytest.mark.parametrize("code", [errno.EPERM, errno.ENOTSUP])
def test_a_store_without_hard_links_refuses_in_one_line_naming_the_blob(store, tmp_path, monkeypatch, code):
    """Before: the link's bare OSError; ENOTSUP (a network share) is no error the command line knows, so a traceback.
    Now a CosinoError naming the blob and why, which the command line shows in one line (exit 2)."""

    def no_links(*args: Any, **kwargs: Any) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(embedded.os, "link", no_links)
    shown = tmp_path / "blobs" / KEY
    with pytest.raises(CosinoError, match=f"^{shown}: cannot be stored: its file system makes no hard links [(].+[)]$"):
        store.put_blob(KEY, b"x\n")
    assert temps(store) == []


def test_a_blob_folder_that_cannot_be_made_is_named_under_the_store(store, tmp_path, monkeypatch):
    """Kills: every ``mkdir`` error swallowed (a full disk then read as "No such file"). Before: ``replays`` only."""

    def full(path: Any, mode: int = 0o777, *, dir_fd: int | None = None) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", path)

    monkeypatch.setattr(embedded.os, "mkdir", full)
    with pytest.raises(OSError) as caught:
        store.put_blob(KEY, b"x\n")
    assert caught.value.errno == errno.ENOSPC and caught.value.filename == str(tmp_path / "blobs" / "replays")


def test_a_blob_without_a_checksum_differing_at_a_chunks_last_byte_is_a_conflict(stack):
    """Kills: the AWS chunk compare skipping each chunk's last byte."""
    store = aws_store(stack)
    data = b"a" * (BLOB_CHUNK + 1)
    store.s3.put_object(Bucket=store.bucket, Key=KEY, Body=data, ChecksumAlgorithm="CRC32")
    with pytest.raises(BlobConflict):
        store.put_blob(KEY, data[: BLOB_CHUNK - 1] + b"b" + data[BLOB_CHUNK:])
