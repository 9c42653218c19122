"""Store54d: three store items carried over since session 52 (store52e's blob compare and rate expirations).

Found, before -> after:

* ``EmbeddedStore.put_blob`` of a key already there read the whole file (``read_bytes``) to compare it: a 10 MB
  replay held twice in memory on every lost create. Now its size first, then 1 MB at a time.
* At the key, a folder: "Is a directory" from the OS; a symbolic link to a file of the same bytes outside the store:
  accepted (False) as the blob; a dangling one: "No such file or directory"; a FIFO: ``cosino play`` hung for ever
  reading it; a file of other bytes (another process still writing it): a ValueError traceback out of ``cosino
  play``. Now each is one line naming the store and the key (CorruptRecord: exit 2), a FIFO opened without waiting.
* An AWS rate item's ``expiration`` came from the rates in force at its write. An operator lowering a rate later made
  its debt take longer to refill than that, so the time-to-live could drop an item still in debt, and the agent's
  next take found full buckets (a free burst). Now the expiration also covers the debt at the slowest rate a function
  may apply (``SLOWEST_PER_MINUTE``, which ``COSINO_AGENT_LIMITS`` may no longer go below); a charge whose ``ADD``
  could outrun it goes the long way (a read and a conditional write).
* ``AwsStore.put_blob``: a create refused because the key was there, then a ``HeadObject`` answering 404 (deleted
  meanwhile) or 403 (S3's answer for a missing key to a role without ``s3:ListBucket``): ``MissingBlob`` out of
  ``put_blob``. Now the key, free again, is created once more; a second loss the same way is a TransientStoreError,
  which the step's retry takes.
"""

from __future__ import annotations

import os
import threading
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from cosino_runtime.store.base import CorruptRecord, TransientStoreError
from cosino_runtime.store.embedded import EmbeddedStore
from tests.test_review_store52e import aws_store, rate_item
from tests.test_review_store_cost49b import counted

KEY = "replays/s54d.jsonl"
MB = 1 << 20


# --- the embedded store's blob already there ------------------------------------------------------------------------


def put_peak(store: EmbeddedStore, key: str, data: bytes) -> tuple[Any, int]:
    """(what ``put_blob`` answered or raised, the most memory it held at once beyond what it was given)."""
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        try:
            outcome: Any = store.put_blob(key, data)
        except Exception as exc:  # noqa: BLE001 - the outcome is checked by the caller
            outcome = exc
        return outcome, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_blob_already_there_is_compared_a_chunk_at_a_time(tmp_path):
    """A 10 MB replay put again: before, the whole file read back (a peak of 10 MB); now a peak under 3 MB, for the
    same bytes (False), for other bytes of the same size, and for bytes of another size (refused on the size)."""
    store = EmbeddedStore(tmp_path)
    data = b'{"hand": 1, "pad": "' + b"x" * (10 * MB) + b'"}\n'
    assert store.put_blob(KEY, data) is True
    same, peak = put_peak(store, KEY, data)
    assert same is False and peak < 3 * MB, peak
    other = data[:-5] + b"y" + data[-4:]
    for wrong in (other, data[:-1]):
        refused, peak = put_peak(store, KEY, wrong)
        assert isinstance(refused, ValueError) and peak < 3 * MB, (refused, peak)
        assert str(refused) == f"{tmp_path}: blob {KEY} exists with different bytes"


def test_a_file_another_process_is_still_writing_is_a_one_line_conflict(tmp_path):
    """Half a file at the key (a writer that is not a Cosino store: a store's own create links a whole file into
    place): other bytes, so refused, in one line naming the store and the key, and a CorruptRecord (the command
    line's exit 2, not a traceback); the file is left as it was."""
    store = EmbeddedStore(tmp_path)
    path = tmp_path / "blobs" / KEY
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"hand": 1')
    with pytest.raises(CorruptRecord, match=f"^{tmp_path}: blob {KEY} exists with different bytes$"):
        store.put_blob(KEY, b'{"hand": 1}\n')
    assert path.read_bytes() == b'{"hand": 1'


def outside_file(tmp_path: Path, data: bytes) -> Path:
    mine = tmp_path / "mine.jsonl"
    mine.write_bytes(data)
    return mine


NOT_PLAIN = {
    "folder": (lambda path, tmp: path.mkdir(), "is a folder"),
    "link": (lambda path, tmp: path.symlink_to(outside_file(tmp, b"same\n")), "is a symbolic link"),
    "dangling": (lambda path, tmp: path.symlink_to(tmp / "nowhere"), "is a symbolic link"),
    "fifo": (lambda path, tmp: os.mkfifo(path), "is a FIFO, device or socket"),
}


@pytest.mark.parametrize("kind", sorted(NOT_PLAIN))
def test_a_key_that_is_not_a_plain_file_is_one_line_and_never_a_hang(tmp_path, kind):
    """Before: a folder raised IsADirectoryError, a link to a file of the same bytes was taken as the blob (False), a
    dangling one raised FileNotFoundError, and a FIFO hung ``put_blob`` for ever (no writer). Now CorruptRecord, one
    line naming the store and the key, at once."""
    store = EmbeddedStore(tmp_path / "store")
    path = tmp_path / "store" / "blobs" / KEY
    path.parent.mkdir(parents=True)
    make, what = NOT_PLAIN[kind]
    make(path, tmp_path)
    outcome: list[Any] = []
    worker = threading.Thread(target=lambda: outcome.append(put_peak(store, KEY, b"same\n")[0]), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # the FIFO's reader waits for a writer: give it one, so the thread can end
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(10)
        pytest.fail("put_blob waited on a FIFO")
    assert isinstance(outcome[0], CorruptRecord), outcome
    assert str(outcome[0]).startswith(f"{tmp_path / 'store'}: blob {KEY} {what}, not a plain file; remove it")
    assert os.path.lexists(path)


def test_a_blob_folder_that_is_a_file_is_one_line(tmp_path):
    """``replays`` a file: before, "File exists" from ``mkdir``; now one line naming the store, the key and why."""
    store = EmbeddedStore(tmp_path)
    (tmp_path / "blobs" / "replays").write_text("notes\n")
    with pytest.raises(CorruptRecord, match=f"^{tmp_path}: blob {KEY} cannot be stored: replays is not a folder; "):
        store.put_blob(KEY, b"{}\n")


PLAY = ("play", "--variant", "kuhn", "--seats", "house,random", "--seed", "5")


@pytest.mark.parametrize("kind", ["partial", "folder", "link"])
def test_cosino_play_meeting_an_unusable_blob_says_so_in_one_line(tmp_path, cosino_cli, kind):
    """The same episode played into a second folder whose store has, at the replay's key, half the replay, a folder,
    or a link to the replay elsewhere. Before: a ValueError traceback (exit 1), "Is a directory", and for the link
    exit 0. Now exit 2 and one line naming the store and the key."""
    assert cosino_cli(*PLAY, "--out", str(tmp_path / "first"))[0] == 0
    (replay,) = (tmp_path / "first" / ".store" / "blobs" / "replays").iterdir()
    store = tmp_path / "second" / ".store"
    path = store / "blobs" / "replays" / replay.name
    path.parent.mkdir(parents=True)
    if kind == "partial":
        path.write_bytes(replay.read_bytes()[:100])
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(replay)
    code, stdout, err = cosino_cli(*PLAY, "--out", str(tmp_path / "second"))
    assert (code, len(err.splitlines())) == (2, 1), err
    assert err.startswith(f"cosino: --out {store.parent}: {store}: blob replays/{replay.name} ")


# --- AWS: a blob deleted between the refused create and its read ---------------------------------------------------


def deleting_after_refusals(store: Any, monkeypatch: Any, times: int) -> list[int]:
    """Have another writer delete the key right after each of the next ``times`` creates S3 refuses (the key was
    there): the head or read that follows finds none. Returns the refusals seen (a one-item counter)."""
    real, seen = store.s3.put_object, [0]

    def put_then_delete(**params: Any) -> Any:
        try:
            return real(**params)
        except ClientError:
            if seen[0] < times:
                seen[0] += 1
                store.s3.delete_object(Bucket=store.bucket, Key=params["Key"])
            raise

    monkeypatch.setattr(store.s3, "put_object", put_then_delete)
    return seen


def denied_when_missing(store: Any, monkeypatch: Any) -> None:
    """S3's answer to a role without ``s3:ListBucket``: 403, not 404, for a key that is not there."""
    for name in ("head_object", "get_object"):
        real = getattr(store.s3, name)

        def denied(real: Any = real, name: str = name, **params: Any) -> Any:
            try:
                return real(**params)
            except ClientError as exc:
                if exc.response["Error"]["Code"] in ("404", "NoSuchKey"):
                    raise ClientError({"Error": {"Code": "AccessDenied", "Message": "Access Denied"}}, name) from None
                raise

        monkeypatch.setattr(store.s3, name, denied)


@pytest.mark.parametrize("answer", ["404", "403"])
def test_a_blob_deleted_after_the_refused_create_is_created_again(stack, monkeypatch, answer):
    """Before: MissingBlob ("no blob ...") out of ``put_blob``, the writer told the blob it was storing is missing.
    Now the key, free again, is created once more: True, and the blob holds the bytes. With 404 the head says the key
    is gone; with 403 the head and then the read are denied (a missing key to this role)."""
    store = aws_store(stack)
    assert store.put_blob(KEY, b"first\n") is True
    seen = deleting_after_refusals(store, monkeypatch, 1)
    if answer == "403":
        denied_when_missing(store, monkeypatch)
    with counted(store) as calls:
        assert store.put_blob(KEY, b"first\n") is True
    assert seen == [1]
    deleted = {"DeleteObject": 1}  # the other writer's
    assert calls == {"PutObject": 2, "HeadObject": 1, **deleted, **({"GetObject": 1} if answer == "403" else {})}
    assert store.get_blob(KEY) == b"first\n"


def test_a_blob_deleted_again_after_the_second_refused_create_is_a_retry(stack, monkeypatch):
    """Deleted after both refused creates: a TransientStoreError naming the bucket and the key (the step's retry
    takes it: ``failures.is_transient``), not MissingBlob; two creates, no more."""
    from cosino_runtime.engine.failures import is_transient

    store = aws_store(stack)
    assert store.put_blob(KEY, b"first\n") is True
    real = store.s3.put_object

    def there_again(**params: Any) -> Any:  # a rival writer puts it back each time before the create
        real(Bucket=store.bucket, Key=KEY, Body=b"first\n")
        return real(**params)

    monkeypatch.setattr(store.s3, "put_object", there_again)
    seen = deleting_after_refusals(store, monkeypatch, 2)
    with pytest.raises(TransientStoreError) as caught:
        store.put_blob(KEY, b"first\n")
    assert str(caught.value) == (
        f"bucket {store.bucket}: blob {KEY} was there when created and gone when read, twice; retry"
    )
    assert is_transient(caught.value) and seen == [2]


def test_a_blob_there_with_other_bytes_is_still_refused_as_before(stack):
    store = aws_store(stack)
    assert store.put_blob(KEY, b"first\n") is True
    with counted(store) as calls, pytest.raises(ValueError, match=f"^blob {KEY} exists with different bytes$"):
        store.put_blob(KEY, b"other\n")
    assert calls == {"PutObject": 1, "HeadObject": 1}


# --- AWS: a rate item whose rate is lowered while it is in debt ----------------------------------------------------

T0 = 1_800_000_000_000  # ms

LOWERED = {
    # a minute of 100,000,000 tokens charged; the operator then lowers the rate to 1,000 a minute
    "tokens": ("tpm#agent#54d", (100_000_000, 1_666_667), (1_000, 17), 100_000_000),
    # 2,000 requests taken into debt at 6,000 a minute; lowered to 1 a minute
    "requests": ("rpm#agent#54d", (6_000, 100), (1, 1), 2_000),
}


def into_debt(store: Any, key: str, rate: tuple[int, int], debt: int) -> None:
    store.clock = lambda: T0
    assert store.take_buckets(key, ((*rate, 1),)) == 0
    if key.startswith("tpm#"):
        store.charge_tokens(key, debt, ((*rate, 1),))
    else:
        store.take_buckets(key, ((*rate, debt),), force=True)


@pytest.mark.parametrize("kind", sorted(LOWERED))
def test_a_rate_lowered_while_in_debt_never_lets_the_item_expire_early(stack, kind):
    """Two agents in the same debt; one's item is deleted at its expiration (as DynamoDB's time-to-live would). At
    that moment, under the lowered rate, both must take alike. Before: the kept one still owed most of its debt (a
    wait of hours) while the dropped one took at once from full buckets; the expiration (a day past full at the old
    rate) came long before the debt was refilled at the new one. Now the expiration is past that refill, and both
    take alike."""
    key, old, new, debt = LOWERED[kind]
    store = aws_store(stack)
    for agent in (key + "kept", key + "gone"):
        into_debt(store, agent, old, debt)
    item = rate_item(store, key + "kept")
    level, stamp, expiration = int(item["level"]["N"]), int(item["updated_ms"]["N"]), int(item["expiration"]["N"])
    refilled_ms = stamp + (new[1] * 1000 - level) * 60 / new[0]  # full again at the lowered rate
    assert expiration * 1000 >= refilled_ms, (expiration * 1000 - stamp) / 3_600_000
    store.ddb.delete_item(TableName=store.table, Key={"pk": {"S": f"LIMIT#{key}gone"}, "sk": {"S": "#BUCKET"}})
    store.clock = lambda: expiration * 1000
    takes = ((*new, 1),)
    assert store.take_buckets(key + "kept", takes) == store.take_buckets(key + "gone", takes) == 0


def test_a_charge_past_what_the_expiration_covers_goes_the_long_way(stack):
    """An ``ADD`` cannot move the expiration by more than the charge's refill at the rate in force, so a charge that
    would leave a debt past what the expiration covers at the slowest rate is written the long way (a read and a
    conditional write); an ordinary charge is still one ``UpdateItem`` (``tests/test_review_store52e.py``)."""
    store = aws_store(stack)
    store.clock = lambda: T0
    rates = ((100_000_000, 1_666_667, 1),)
    assert store.take_buckets("tpm#agent#54d-long", rates) == 0
    with counted(store) as small:
        store.charge_tokens("tpm#agent#54d-long", 6_000, rates)
    assert small == {"UpdateItem": 1}
    with counted(store) as large:
        store.charge_tokens("tpm#agent#54d-long", 100_000_000, rates)
    assert large == {"UpdateItem": 1, "GetItem #B": 1, "PutItem": 1}  # the ADD refused, then read and written
    item = rate_item(store, "tpm#agent#54d-long")
    assert int(item["level"]["N"]) == 1_666_667_000 - 1_000 - 6_000_000 - 100_000_000_000


def test_the_shared_rates_setting_goes_no_slower_than_the_expirations_assume():
    """``COSINO_AGENT_LIMITS`` below ``SLOWEST_PER_MINUTE`` (the league's own MIN_RATE) is refused in one line naming
    the variable; at the slowest it is taken."""
    from cosino_runtime.engine import limits
    from cosino_runtime.league.config import MIN_RATE
    from cosino_runtime.store.base import SLOWEST_PER_MINUTE

    assert SLOWEST_PER_MINUTE == MIN_RATE
    for name, slowest in SLOWEST_PER_MINUTE.items():
        setting = {limits.AGENT_LIMITS_ENV: f'{{"x": {{"{name}": {slowest}}}}}'}
        assert limits.agent_rates(setting) == {"x": {name: float(slowest)}}
        slower = {limits.AGENT_LIMITS_ENV: f'{{"x": {{"{name}": {slowest * 0.999}}}}}'}
        with pytest.raises(limits.LimitSettingError, match=f"^{limits.AGENT_LIMITS_ENV}: {name} of 'x' is below"):
            limits.agent_rates(slower)
