"""Mutants 54h: a mutation review of store54d (0034c306) and the defect it found.

Scope: ``EmbeddedStore.put_blob`` on a key already there (``_blob_folder``, the compare, ``BLOB_CHUNK``);
``AwsStore.put_blob`` (the create tried again after a 404/403, ``_holds``, ``_read_holds``); the rate items'
expirations (``SLOWEST_PER_MINUTE``, ``slowest_rates``, ``slowest_refill_ms``, ``bucket_expiry``,
``lowest_after_charge``, ``take_buckets``, ``charge_tokens``); ``limits.agent_rates`` refusing slower rates.

90 mutants made by hand, one at a time: 55 killed by the suite (the store, rate and contract tests and the
changed modules' doctests), 29 by the tests below (25 that had survived, and 4 on the fix here: the link check in
``_blob_folder``, ``O_NOFOLLOW`` on the folders and on the file, the read's folder closed), 6 equivalent:

* ``not path.is_file()`` for ``not path.exists()`` before the create: anything there that is not a plain file makes
  the create fail and reaches the same compare, which refuses it;
* the key's parent folder made straight away instead of one part at a time: the same folders once each part is
  checked;
* the compared slice cut at ``offset + BLOB_CHUNK`` instead of the chunk's length: the sizes are equal, so the slice
  stops at the data's end either way;
* ``BLOB_CHUNK`` of 1 KB: the same answers, in more reads;
* ``HeadObject``'s missing-key codes cut to ``"404"``: a HEAD answer has no body, so botocore names it by its
  status, never ``NoSuchKey`` or ``NotFound``;
* ``except KeyError`` for ``except MissingBlob`` in ``_read_holds``: MissingBlob is the only KeyError there.

Defect found (fixed, before -> after): the embedded ``get_blob`` followed a symbolic link at the key or in its
folders, and ``put_blob`` wrote through a linked folder. One link under ``blobs/`` (``blobs/public`` -> a folder of
the user's) had ``GET /blobs/public/secret.json``, open to every reader of ``cosino serve``, answer 200 with the
file. DESIGN.md decision 8 has every file hostile until checked, and whoever can make a link in the store cannot
read the user's files by editing ``cosino.sqlite`` alone, so the link is refused: each folder below ``blobs/`` is
opened without following a link, the file too, and a link is one line naming the store, the key and the folder.
The store's folder and ``blobs/`` themselves may still be links (a store moved to another disk). Left: a folder
swapped for a link between ``put_blob``'s check and its create still has the create land there; that only writes a
blob's own bytes under its digest's name (``create_once`` is in core, not this review's).

Held (checked here): blobs of 1 MB and 1 MB + 1 differing only in a chunk's last byte or the next one's first;
an empty blob; a file swapped for a link between the check and the compare; a file cut short during the compare;
a FIFO or a dangling link as a blob folder; no file left open.
"""

from __future__ import annotations

import gc
import os
from contextlib import suppress
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from cosino_runtime.api.routes import Api
from cosino_runtime.store import embedded
from cosino_runtime.store.aws import (
    SLOWEST_TTL_MARGIN_S,
    bucket_expiry,
    lowest_after_charge,
    slowest_rates,
    slowest_refill_ms,
)
from cosino_runtime.store.base import CorruptRecord, MissingBlob
from cosino_runtime.store.embedded import BLOB_CHUNK, EmbeddedStore
from tests.test_review_store52e import aws_store, rate_item
from tests.test_review_store_cost49b import counted

KEY = "replays/m54h.jsonl"
T0 = 1_800_000_000_000  # ms


# --- the embedded store: a linked folder or a link at the key (the defect fixed here) ------------------------------


def outside(tmp_path: Path) -> Path:
    """A folder beside the store holding a file only its owner should see."""
    folder = tmp_path / "home"
    folder.mkdir()
    (folder / "secret.json").write_bytes(b'{"key": "private"}\n')
    return folder


def test_get_blob_never_reads_through_a_link_at_the_key(tmp_path):
    """A link at a public key to a file outside the store: before, ``get_blob`` (``GET /blobs/public/...``, open to
    every reader) served that file's bytes; now one line naming the store and the key, as ``put_blob`` says."""
    store = EmbeddedStore(tmp_path / "store")
    (tmp_path / "store" / "blobs" / "public").mkdir()
    (tmp_path / "store" / "blobs" / "public" / "board.json").symlink_to(outside(tmp_path) / "secret.json")
    with pytest.raises(CorruptRecord) as caught:
        store.get_blob("public/board.json")
    assert str(caught.value).startswith(f"{tmp_path / 'store'}: blob public/board.json is a symbolic link, not a ")
    assert "\n" not in str(caught.value)


def test_a_linked_blob_folder_is_neither_read_nor_written_through(tmp_path):
    """``blobs/public`` a link to a folder outside the store: before, ``get_blob("public/secret.json")`` served the
    outside file and ``put_blob`` wrote a new file into that folder; now both are one line naming the folder, and
    nothing outside is read or made."""
    store = EmbeddedStore(tmp_path / "store")
    home = outside(tmp_path)
    (tmp_path / "store" / "blobs" / "public").symlink_to(home)
    with pytest.raises(
        CorruptRecord,
        match="blob public/secret.json cannot be read: public is a symbolic link, not a folder; remove it$",
    ):
        store.get_blob("public/secret.json")
    with pytest.raises(
        CorruptRecord,
        match="blob public/new.json cannot be stored: public is a symbolic link, not a folder; remove it$",
    ):
        store.put_blob("public/new.json", b"{}\n")
    assert sorted(p.name for p in home.iterdir()) == ["secret.json"]
    with pytest.raises(CorruptRecord):  # the open read route: before, 200 and the outside file
        Api(store, None).handle("GET", "/api/blobs/public/secret.json", None, False)


def test_a_link_deeper_in_the_key_is_refused_too_and_a_missing_folder_is_a_missing_blob(tmp_path):
    store = EmbeddedStore(tmp_path / "store")
    (tmp_path / "store" / "blobs" / "public" / "a").mkdir(parents=True)
    (tmp_path / "store" / "blobs" / "public" / "a" / "b").symlink_to(outside(tmp_path))
    with pytest.raises(CorruptRecord, match="cannot be read: public/a/b is a symbolic link, not a folder; remove it$"):
        store.get_blob("public/a/b/secret.json")
    with pytest.raises(MissingBlob, match="^no blob public/none/x.json$"):
        store.get_blob("public/none/x.json")


def test_a_store_reached_through_a_link_is_still_used(tmp_path):
    """The store's own folder (and its ``blobs``) may be a link, an operator's layout: only links inside are refused."""
    (tmp_path / "disk" / "blobs").mkdir(parents=True)
    (tmp_path / "store").mkdir()
    (tmp_path / "store" / "blobs").symlink_to(tmp_path / "disk" / "blobs")
    store = EmbeddedStore(tmp_path / "store")
    assert store.put_blob(KEY, b"x\n") is True and store.put_blob(KEY, b"x\n") is False
    assert store.get_blob(KEY) == b"x\n" and (tmp_path / "disk" / "blobs" / KEY).read_bytes() == b"x\n"


def test_get_blob_of_a_fifo_or_a_folder_is_missing_and_never_waits(tmp_path):
    """As before the fix (a guard on its new open): no blob there, so MissingBlob, and the FIFO never waited on."""
    store = EmbeddedStore(tmp_path)
    (tmp_path / "blobs" / "replays" / "folder.jsonl").mkdir(parents=True)
    os.mkfifo(tmp_path / "blobs" / KEY)
    for key in (KEY, "replays/folder.jsonl", "replays"):
        with pytest.raises(MissingBlob, match=f"^no blob {key}$"):
            store.get_blob(key)


# --- the embedded store's compare: mutants that survived -----------------------------------------------------------


def losing_creates(monkeypatch: Any, times: int) -> list[int]:
    """The next ``times`` creates lose to a rival whose file is deleted before the compare (the key free again)."""
    real, lost = embedded.create_in, [0]

    def lose(folder: Any, name: str, data: bytes, path: Path) -> bool:
        if lost[0] < times:
            lost[0] += 1
            Path(path).write_bytes(data)
            Path(path).unlink()
            return False
        return real(folder, name, data, path)

    monkeypatch.setattr(embedded, "create_in", lose)
    return lost


def test_a_blob_removed_after_a_lost_create_is_created_again(tmp_path, monkeypatch):
    """Mutants: one try only, or a file gone at the compare taken as other bytes: BlobConflict instead of True."""
    store = EmbeddedStore(tmp_path)
    lost = losing_creates(monkeypatch, 1)
    assert store.put_blob(KEY, b"once\n") is True
    assert lost == [1] and (tmp_path / "blobs" / KEY).read_bytes() == b"once\n"


def test_a_blob_removed_after_two_lost_creates_is_one_line_after_two_tries(tmp_path, monkeypatch):
    """Mutants: a third try (True), False, MissingBlob: the store says in one line the file came and went twice."""
    store = EmbeddedStore(tmp_path)
    lost = losing_creates(monkeypatch, 3)
    with pytest.raises(CorruptRecord) as caught:
        store.put_blob(KEY, b"once\n")
    assert str(caught.value) == f"{tmp_path}: blob {KEY} was there when created and gone when read, twice"
    assert lost == [2]


def test_a_link_put_in_place_between_the_check_and_the_compare_is_refused(tmp_path, monkeypatch):
    """TOCTOU: the key free at the check, then a rival's create loses this one the race and the file is swapped for a
    link to a file of the same bytes: refused in one line, never compared through the link."""
    store = EmbeddedStore(tmp_path / "store")
    mine = tmp_path / "mine.jsonl"
    mine.write_bytes(b"same\n")

    def swapped(folder: Any, name: str, data: bytes, path: Path) -> bool:
        Path(path).symlink_to(mine)
        return False

    monkeypatch.setattr(embedded, "create_in", swapped)
    with pytest.raises(CorruptRecord, match=f"blob {KEY} is a symbolic link, not a plain file; remove it"):
        store.put_blob(KEY, b"same\n")


@pytest.mark.parametrize("kind", ["dangling link", "fifo"])
def test_a_blob_folder_that_is_a_dangling_link_or_a_fifo_is_one_line(tmp_path, kind):
    """Mutants: only a file counted as "not a folder", or a dangling link taken for nothing there: "File exists"."""
    store = EmbeddedStore(tmp_path / "store")
    folder = tmp_path / "store" / "blobs" / "replays"
    folder.symlink_to(tmp_path / "nowhere") if kind == "dangling link" else os.mkfifo(folder)
    why = "replays is (a symbolic link, )?not a folder; remove it$"  # a dangling link: before the fix, "not a folder"
    with pytest.raises(CorruptRecord, match=f"^{tmp_path / 'store'}: blob {KEY} cannot be stored: {why}"):
        store.put_blob(KEY, b"{}\n")


def counting_reads(monkeypatch: Any) -> list[int]:
    real, reads = os.read, []

    def read(fd: int, n: int) -> bytes:
        reads.append(n)
        return real(fd, n)

    monkeypatch.setattr(os, "read", read)
    return reads


@pytest.mark.parametrize("size", [5, 7])
def test_a_stored_blob_of_another_size_is_refused_without_reading_it(tmp_path, monkeypatch, size):
    """Mutants that drop or turn the size check: the compare reads the file to find what its size already said."""
    store = EmbeddedStore(tmp_path)
    assert store.put_blob(KEY, b"123456\n"[:size] if size < 7 else b"1234567") is True
    reads = counting_reads(monkeypatch)
    with pytest.raises(ValueError, match="exists with different bytes"):
        store.put_blob(KEY, b"abcdef")
    assert reads == []


def test_a_file_cut_short_while_it_is_compared_is_not_the_blob(tmp_path, monkeypatch):
    """The size read, then the file truncated by another process before its bytes run out: other bytes, not the blob
    (mutant: the compare returning True once every chunk read matched)."""
    store = EmbeddedStore(tmp_path)
    data = b"a" * (BLOB_CHUNK + 10)
    assert store.put_blob(KEY, data) is True
    real = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: real(fd, n) if os.lseek(fd, 0, os.SEEK_CUR) == 0 else b"")
    with pytest.raises(ValueError, match="exists with different bytes"):
        store.put_blob(KEY, data)


BOUNDARY = {  # (size, index of the byte that differs)
    "1 MB, last byte": (BLOB_CHUNK, BLOB_CHUNK - 1),
    "1 MB + 1, last byte": (BLOB_CHUNK + 1, BLOB_CHUNK),
    "1 MB + 1, last byte of the first chunk": (BLOB_CHUNK + 1, BLOB_CHUNK - 1),
    "2 MB, first byte of the second chunk": (2 * BLOB_CHUNK, BLOB_CHUNK),
    "1 byte": (1, 0),
}


@pytest.mark.parametrize("case", sorted(BOUNDARY))
def test_a_blob_differing_in_one_byte_at_a_chunk_boundary_is_refused(tmp_path, case):
    """Stored ends in a newline, the other in a space (a compare that strips or skips a chunk's last byte takes it);
    the same bytes again are still False."""
    size, at = BOUNDARY[case]
    stored = bytearray(b"x" * size)
    stored[at] = ord("\n")
    other = bytearray(stored)
    other[at] = ord(" ")
    store = EmbeddedStore(tmp_path)
    assert store.put_blob(KEY, bytes(stored)) is True
    with pytest.raises(CorruptRecord, match="exists with different bytes"):
        store.put_blob(KEY, bytes(other))
    assert store.put_blob(KEY, bytes(stored)) is False and store.get_blob(KEY) == bytes(stored)


def test_an_empty_blob_is_a_blob(tmp_path):
    store = EmbeddedStore(tmp_path)
    assert store.put_blob(KEY, b"") is True and store.put_blob(KEY, b"") is False and store.get_blob(KEY) == b""
    with pytest.raises(CorruptRecord, match="exists with different bytes"):
        store.put_blob(KEY, b"\n")
    assert store.put_blob("replays/full.jsonl", b"\n") is True
    with pytest.raises(CorruptRecord, match="exists with different bytes"):
        store.put_blob("replays/full.jsonl", b"")


def open_fds(under: Path) -> list[str]:
    """What this process holds open under ``under``: other tests' files, collected at any moment, don't count."""
    gc.collect()
    held = []
    for fd in os.listdir("/proc/self/fd"):
        with suppress(OSError):  # the listing's own descriptor is gone by now
            target = os.readlink(f"/proc/self/fd/{fd}")
            if target.startswith(str(under.resolve())):
                held.append(target)
    return sorted(held)


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts this process's open files in /proc")
def test_no_compare_or_read_leaves_a_file_open(tmp_path):
    """Mutant: the compared file never closed (a long ``cosino serve`` would run out of descriptors)."""
    store = EmbeddedStore(tmp_path)
    assert store.put_blob(KEY, b"same\n") is True
    (tmp_path / "blobs" / "replays" / "folder.jsonl").mkdir()
    before = open_fds(tmp_path)
    for _ in range(20):
        assert store.put_blob(KEY, b"same\n") is False and store.get_blob(KEY) == b"same\n"
        with pytest.raises(CorruptRecord):
            store.put_blob(KEY, b"diff\n")
        with pytest.raises(CorruptRecord):
            store.put_blob("replays/folder.jsonl", b"same\n")
        with pytest.raises(MissingBlob):
            store.get_blob("replays/folder.jsonl")
    assert open_fds(tmp_path) == before


# --- AWS: put_blob ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["ConditionalRequestConflict", "412"])
def test_every_refusal_of_the_create_is_compared(stack, monkeypatch, code):
    """S3's 409 (a rival's conditional write in flight) and a bare 412 are a key taken, as PreconditionFailed is:
    compared, not raised (mutants dropping either code)."""
    store = aws_store(stack)
    assert store.put_blob(KEY, b"first\n") is True
    refused = ClientError({"Error": {"Code": code, "Message": "refused"}}, "PutObject")
    monkeypatch.setattr(store.s3, "put_object", lambda **params: (_ for _ in ()).throw(refused))
    assert store.put_blob(KEY, b"first\n") is False


def test_an_aws_blob_with_other_bytes_is_a_corrupt_record_as_on_disk(stack):
    """Mutant: a plain ValueError, which the command line would show as a traceback (both stores' BlobConflict)."""
    store = aws_store(stack)
    assert store.put_blob(KEY, b"first\n") is True
    with pytest.raises(CorruptRecord, match=f"^blob {KEY} exists with different bytes$"):
        store.put_blob(KEY, b"other\n")


# --- AWS: rate items ----------------------------------------------------------------------------------------------


def test_a_key_of_no_known_kind_takes_the_slowest_rate_of_all_and_each_bucket_gets_one():
    """Mutants: the fastest kind's slowest rate for an unknown key; a single-kind key with two buckets leaving the
    second one's debt uncovered."""
    assert slowest_rates("x", ((5, 1, 1),)) == (1,)
    assert slowest_rates("rpm#agent#x", ((60, 1, 1), (5000, 84, 1))) == (1, 1)
    assert slowest_rates("tpm+rpm#agent#x", ((5000, 84, 1), (60, 1, 1))) == (1000, 1)


@pytest.mark.parametrize("stamp", [T0, T0 + 1, T0 + 999])
def test_the_expiration_is_an_hour_past_the_slowest_refill_of_every_bucket(stamp):
    """A pair whose tokens are deep in debt and whose requests are full: the expiration is at least
    SLOWEST_TTL_MARGIN_S past the moment the tokens are refilled at the slowest rate, whatever the millisecond
    (mutants: the least owed of the buckets, no margin, rounding down)."""
    levels, buckets, slowest = [1000, -5_000_000_000], [(60, 1, 1), (100_000, 1667, 1)], (1, 1000)
    expiration = bucket_expiry(levels, buckets, stamp, slowest)
    refilled = stamp + max(slowest_refill_ms(level, rate) for level, rate in zip(levels, slowest))
    assert expiration * 1000 >= refilled + SLOWEST_TTL_MARGIN_S * 1000
    assert expiration * 1000 < refilled + SLOWEST_TTL_MARGIN_S * 1000 + 1000


def test_a_charge_leaving_exactly_the_lowest_level_is_one_add(stack):
    """The lowest level an ``ADD`` may leave is allowed (mutant: a strict bound sends it the long way); one token more
    goes the long way."""
    store = aws_store(stack)
    store.clock = lambda: T0
    rates = ((1000, 16.667, 1),)  # after the take: 15,667 millitokens, as the lowest level is -333 modulo 1000
    lowest = lowest_after_charge(1000)
    charge = (16_667 - 1000 - lowest) // 1000
    assert 16_667 - 1000 - charge * 1000 == lowest
    for agent, extra, calls in (("exact", 0, {"UpdateItem": 1}), ("over", 1, {"UpdateItem": 1, "GetItem #B": 1})):
        assert store.take_buckets(f"tpm#agent#{agent}", rates) == 0
        with counted(store) as made:
            store.charge_tokens(f"tpm#agent#{agent}", charge + extra, rates)
        assert {k: v for k, v in made.items() if k != "PutItem"} == calls
        assert int(rate_item(store, f"tpm#agent#{agent}")["level"]["N"]) == lowest - extra * 1000


def test_a_pairs_tokens_charge_is_bounded_by_the_tokens_slowest_rate(stack):
    """Mutant: the bound of the pair's first bucket (1 request a minute) applied to its tokens, which sent an ordinary
    charge of 6,000 tokens the long way."""
    store = aws_store(stack)
    store.clock = lambda: T0
    rates = ((60, 1, 1), (100_000, 1667, 1))
    assert store.take_buckets("rpm+tpm#agent#m54h", rates) == 0
    with counted(store) as made:
        store.charge_tokens("rpm+tpm#agent#m54h", 6_000, rates, index=1)
    assert made == {"UpdateItem": 1}
