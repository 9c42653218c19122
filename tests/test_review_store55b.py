"""Store55b: the two store items session 54 left (store54d, mutants54h).

Found, before -> after:

* ``EmbeddedStore.put_blob`` checked that no folder below ``blobs/`` was a link, then created the file by its path:
  a folder swapped for a link to a folder outside the store between the check and the create (another local
  process) had the blob land outside. ``publish`` never checked at all: ``blobs/public`` a link had the league's
  board written where it led. Now the folders are walked once by descriptor (each opened without following a link),
  and the temporary file, its link into place (``put_blob``) or its rename (``publish``) and the compare are all
  made relative to the last folder's descriptor: a swap after the walk changes nothing the write reaches.
* ``AwsStore.put_blob`` on a key whose blob has no SHA-256 checksum (written before store52e), or whose
  ``HeadObject`` was denied, read the whole blob back before comparing. Now its size first (the ``GetObject``'s
  length), then 1 MB at a time, stopping at the first difference.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from cosino_runtime.store import embedded
from cosino_runtime.store.base import BLOB_CHUNK, BlobConflict, CorruptRecord
from cosino_runtime.store.embedded import EmbeddedStore
from tests.test_review_store52e import aws_store

KEYS = {"put_blob": "replays/s55b.jsonl", "publish": "public/board.json"}


def swapping_at_the_temporary_file(monkeypatch: Any, folder: Path, outside: Path) -> list[str]:
    """When the write opens its temporary file, another process moves ``folder`` away and puts a link to ``outside``
    in its place (the folders were checked by then). Returns where the folder went (once swapped)."""
    real, moved = os.open, []

    def racing(path: Any, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
        if not moved and os.path.basename(str(path)).startswith(".tmp-"):
            moved.append(str(folder.with_name("moved")))
            folder.rename(moved[0])
            folder.symlink_to(outside)
        return real(path, flags, mode, dir_fd=dir_fd)

    monkeypatch.setattr(os, "open", racing)
    return moved


@pytest.mark.parametrize("write", sorted(KEYS))
def test_a_folder_swapped_for_a_link_after_the_check_gets_nothing_written_through_it(tmp_path, monkeypatch, write):
    """Before: the blob (or the published file) was made in ``outside``. Now it is made in the folder that was
    walked (wherever it went), and ``outside`` is left as it was; no temporary file is left behind."""
    store = EmbeddedStore(tmp_path / "store")
    key = KEYS[write]
    folder = tmp_path / "store" / "blobs" / key.split("/")[0]
    folder.mkdir()
    outside = tmp_path / "home"
    outside.mkdir()
    moved = swapping_at_the_temporary_file(monkeypatch, folder, outside)
    outcome = getattr(store, write)(key, b'{"board": 1}\n')
    monkeypatch.undo()
    assert list(outside.iterdir()) == []
    assert moved and outcome is (True if write == "put_blob" else None)
    assert [p.name for p in Path(moved[0]).iterdir()] == [key.split("/")[1]]
    assert (Path(moved[0]) / key.split("/")[1]).read_bytes() == b'{"board": 1}\n'


def test_publish_through_a_linked_folder_is_refused_in_one_line(tmp_path):
    """``blobs/public`` a link to a folder of the user's: before, ``publish`` wrote the board there; now one line
    naming the store, the key and the folder, as ``put_blob`` says, and nothing is written outside."""
    store = EmbeddedStore(tmp_path / "store")
    outside = tmp_path / "home"
    outside.mkdir()
    (tmp_path / "store" / "blobs" / "public").symlink_to(outside)
    with pytest.raises(CorruptRecord) as caught:
        store.publish(KEYS["publish"], b"{}\n")
    assert str(caught.value) == (
        f"{tmp_path / 'store'}: blob public/board.json cannot be published: public is a symbolic link, not a folder;"
        " remove it"
    )
    assert list(outside.iterdir()) == []


def test_without_descriptors_for_folders_the_store_still_writes_and_reads_by_path(tmp_path, monkeypatch):
    """The fallback where a system cannot open a folder without following a link (Windows, not a target): blobs are
    still created once, compared, read and published, by path."""
    monkeypatch.setattr(embedded, "BY_DESCRIPTOR", False)
    store = EmbeddedStore(tmp_path)
    key = KEYS["put_blob"]
    assert store.put_blob(key, b"x\n") is True and store.put_blob(key, b"x\n") is False
    with pytest.raises(BlobConflict):
        store.put_blob(key, b"y\n")
    store.publish(KEYS["publish"], b"1\n")
    store.publish(KEYS["publish"], b"2\n")
    assert store.get_blob(key) == b"x\n" and store.get_blob(KEYS["publish"]) == b"2\n"
    assert sorted(p.name for p in (tmp_path / "blobs" / "replays").iterdir()) == ["s55b.jsonl"]


# --- AWS: a blob stored without a SHA-256 checksum ------------------------------------------------------------------


def recording_body_reads(store: Any, monkeypatch: Any) -> list[tuple[int | None, int]]:
    """Each read of a ``GetObject`` body: (the size asked, the bytes it gave)."""
    real, reads = store.s3.get_object, []

    def get_object(**params: Any) -> Any:
        reply = real(**params)
        body_read = reply["Body"].read

        def read(amt: int | None = None) -> bytes:
            chunk = body_read(amt)
            reads.append((amt, len(chunk)))
            return chunk

        reply["Body"].read = read
        return reply

    monkeypatch.setattr(store.s3, "get_object", get_object)
    return reads


def test_a_blob_without_a_checksum_is_compared_a_chunk_at_a_time_and_stops_at_a_difference(stack, monkeypatch):
    """2 MB + 1 stored with a CRC32 checksum only. Other bytes at the first byte: before, one read of the whole
    body; now one chunk of 1 MB and no more. The same bytes: False, read in chunks of at most 1 MB."""
    store = aws_store(stack)
    key = KEYS["put_blob"]
    data = b"a" * (2 * BLOB_CHUNK + 1)
    store.s3.put_object(Bucket=store.bucket, Key=key, Body=data, ChecksumAlgorithm="CRC32")
    reads = recording_body_reads(store, monkeypatch)
    with pytest.raises(BlobConflict, match=f"^blob {key} exists with different bytes$"):
        store.put_blob(key, b"b" + data[1:])
    assert sum(n for _, n in reads) <= BLOB_CHUNK, reads
    reads.clear()
    assert store.put_blob(key, data) is False
    assert sum(n for _, n in reads) == len(data) and all(amt == BLOB_CHUNK for amt, _ in reads), reads


def test_a_blob_whose_head_is_denied_is_refused_on_its_size_without_reading_it(stack, monkeypatch):
    """The ``HeadObject`` denied (403), so the blob is read: before, all of it to find it was another size; now the
    ``GetObject``'s length refuses it and no byte of the body is read."""
    store = aws_store(stack)
    key = KEYS["put_blob"]
    assert store.put_blob(key, b"x" * 1000) is True
    denied = ClientError({"Error": {"Code": "AccessDenied", "Message": "Access Denied"}}, "HeadObject")
    monkeypatch.setattr(store.s3, "head_object", lambda **params: (_ for _ in ()).throw(denied))
    reads = recording_body_reads(store, monkeypatch)
    with pytest.raises(BlobConflict, match="exists with different bytes"):
        store.put_blob(key, b"x" * 999)
    assert reads == []
    assert store.put_blob(key, b"x" * 1000) is False and reads == [(BLOB_CHUNK, 1000), (BLOB_CHUNK, 0)]
