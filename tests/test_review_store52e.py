"""Store leftovers of ``tests/test_review_store_reads51f.py``, counted per request with the ``counted`` helper of
``tests/test_review_store_cost49b.py`` (AWS over moto, SQLite), measured before on main at ``ecc38c4``:

* a create that lost to a concurrent create of the same episode read the head after its refused ``PutItem``
  (``steps.open_episode``), and the route read it again for what to enqueue;
* ``AwsStore.put_blob`` of a key already there read the whole blob back (``GetObject``) to compare its bytes;
* an agent's rate item (``LIMIT#<key>``) had no time-to-live, so the items of agents that never come back stayed for
  ever. The embedded store keeps no rate items (its limits live in the process), so it has nothing to expire.

The embedded store's ``put_blob`` still compares a file already there byte for byte: a local read, no request.
"""

from __future__ import annotations

from typing import Any

import pytest

from cosino.arena.episode import Episode
from cosino_runtime.api.routes import Api, parse_create
from cosino_runtime.engine import steps as stepper
from tests.support.queues import ListQueue
from tests.test_review_store_cost49b import aws, counted
from tests.test_review_store_cost50c import create_body, twin

# --- a create that loses to a concurrent create ---------------------------------------------------------------------


def rival_creates_after_the_miss(store: Any, seed: int, started: bool) -> tuple[str, Any]:
    """Have a rival (a store of its own, not counted) create the episode of ``create_body(seed)`` right after the
    route's head read finds none (``started``: and commit its start); returns (episode, the rival, to close)."""
    config = parse_create(create_body(seed))[0]
    episode = stepper.episode_id_for(config, seed_in_id=False)
    rival, real = twin(store), store.load_head

    def miss_then_rival(episode_id: str) -> Any:
        del store.load_head  # once: the route's read
        try:
            return real(episode_id)
        finally:
            assert rival.create_episode(episode, config.to_json())
            if started:
                rival.commit(episode, 0, {"start": True}, Episode(config).records, "running")

    store.load_head = miss_then_rival
    return episode, rival


def lost_create(store: Any, seed: int, started: bool) -> tuple[Any, Any, str, ListQueue]:
    """The create of ``create_body(seed)`` losing its row's create to a rival: (reply, counts, episode, queue)."""
    episode, rival = rival_creates_after_the_miss(store, seed, started)
    queue = ListQueue()
    try:
        with counted(store) as calls:
            reply = Api(store, queue).handle("POST", "/api/episodes", create_body(seed), True)
    finally:
        store.__dict__.pop("load_head", None)
        getattr(rival, "close", lambda: None)()
    return reply, calls, episode, queue


def test_a_create_that_loses_to_a_started_rival_reads_the_head_once(any_store):
    """The row's create refused (a concurrent create made the row and committed its start first): before, on AWS,
    3 head GetItems (the route's, which finds none, ``open_episode``'s after the refused PutItem, the route's for
    what to enqueue) and on SQLite 4 SELECTs (the seed's owner, 3 heads); now 1 head GetItem (the refused PutItem
    returns the head it found, ``ReturnValuesOnConditionCheckFailure``, and ``open_episode`` hands it to the route)
    and 3 SELECTs. The reply
    (201, version 1, running) and the step sent are as before."""
    reply, calls, episode, queue = lost_create(any_store, 30, started=True)
    assert (reply.status, reply.json()) == (201, {"episode": episode, "version": 1, "status": "running"})
    assert queue.steps == [(episode, 1)]
    if aws(any_store):
        assert calls == {"PutItem": 2, "GetItem #HEAD": 1}  # before: 3 GetItem #HEAD
    else:
        assert calls == {"INSERT": 2, "SELECT": 3}  # before: 4 SELECT


def test_a_create_that_loses_to_an_unstarted_rival_reads_the_head_once(any_store):
    """The row's create refused (a concurrent create made the row and has not started it yet): before, on AWS, 2 head
    GetItems (the route's, then ``open_episode``'s after the refused PutItem); now 1 head GetItem. SQLite makes 4
    SELECTs as before (its ignored INSERT returns no row: the head is still selected after it). This create commits
    the start, as before: 201, version 1, running."""
    reply, calls, episode, queue = lost_create(any_store, 31, started=False)
    assert (reply.status, reply.json()) == (201, {"episode": episode, "version": 1, "status": "running"})
    assert queue.steps == [(episode, 1)]
    assert any_store.load_head(episode).version == 1
    if aws(any_store):
        assert calls == {"PutItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 2 GetItem #HEAD
    else:
        assert calls == {"INSERT": 7, "SELECT": 4, "DELETE": 2, "UPDATE": 1}  # as before


def test_the_refused_create_hands_on_the_head_it_found(any_store):
    """``open_episode`` whose row's create is refused by a started row: a "stale" outcome carrying that head (before:
    None, and the caller read the head again); the store's ``create_or_head`` gives the same head ``load_head`` does,
    and None (a row made) for a new id."""
    store = any_store
    config = parse_create(create_body(32))[0]
    episode = stepper.create(store, config, "kuhn-52e")
    outcome = stepper.open_episode(store, config, episode)
    assert outcome is not None and (outcome.status, outcome.version) == ("stale", 1)
    assert outcome.head == store.load_head(episode)
    with counted(store) as calls:
        assert store.create_or_head(episode, config.to_json()) == store.load_head(episode)
    # no head read after the refused PutItem (AWS); SQLite selects it after its ignored INSERT
    assert calls == ({"PutItem": 1, "GetItem #HEAD": 1} if aws(store) else {"INSERT": 1, "SELECT": 2})
    assert store.create_or_head("kuhn-52e-new", config.to_json()) is None
    assert store.load_head("kuhn-52e-new").version == 0


# --- put_blob on a key already there --------------------------------------------------------------------------------


def aws_store(stack: Any) -> Any:
    from cosino_runtime.store.aws import AwsStore

    return AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))


def test_a_blob_put_again_is_compared_by_its_checksum_not_read_back(stack):
    """``put_blob`` of a key already there: before 1 refused PutObject and 1 GetObject of the whole blob (8 MB for a
    long replay); now the PutObject and 1 HeadObject, whose SHA-256 checksum (stored with the blob, S3 checking it on
    the write) is compared. Same bytes: False; other bytes of the same size: the same ValueError, again without a
    GetObject."""
    from cosino_runtime.store.aws import blob_checksum

    store = aws_store(stack)
    data = b'{"hand": 1}\n' * 1000
    assert store.put_blob("replays/k52e.jsonl", data) is True
    head = store.s3.head_object(Bucket=store.bucket, Key="replays/k52e.jsonl", ChecksumMode="ENABLED")
    assert head["ChecksumSHA256"] == blob_checksum(data)
    with counted(store) as same:
        assert store.put_blob("replays/k52e.jsonl", data) is False
    assert same == {"PutObject": 1, "HeadObject": 1}  # before: 1 PutObject, 1 GetObject
    other = data.replace(b"1", b"2")
    with counted(store) as differ, pytest.raises(ValueError, match="^blob replays/k52e.jsonl exists with different"):
        store.put_blob("replays/k52e.jsonl", other)
    assert differ == {"PutObject": 1, "HeadObject": 1}  # before: 1 PutObject, 1 GetObject
    assert store.get_blob("replays/k52e.jsonl") == data


def test_a_blob_stored_without_a_checksum_is_still_compared_by_its_bytes(stack):
    """A blob written before this change (no SHA-256 checksum: botocore's default CRC32, or none at all from an older
    client): ``put_blob`` of the same bytes still answers False and of other bytes of the same size still raises,
    reading it back as before (1 HeadObject, 1 GetObject); a blob of another size is refused on its size alone."""
    import boto3
    from botocore.config import Config

    store = aws_store(stack)
    s3 = store.s3
    older = boto3.client(
        "s3",
        endpoint_url=s3.meta.endpoint_url,
        region_name=s3.meta.region_name,
        config=Config(request_checksum_calculation="when_required"),
    )
    older.put_object(Bucket=store.bucket, Key="replays/none.jsonl", Body=b"old\n")
    s3.put_object(Bucket=store.bucket, Key="replays/crc.jsonl", Body=b"old\n", ChecksumAlgorithm="CRC32")
    for key in ("replays/none.jsonl", "replays/crc.jsonl"):
        assert "ChecksumSHA256" not in s3.head_object(Bucket=store.bucket, Key=key, ChecksumMode="ENABLED")
        with counted(store) as same:
            assert store.put_blob(key, b"old\n") is False
        assert same == {"PutObject": 1, "HeadObject": 1, "GetObject": 1}
        with pytest.raises(ValueError, match=f"^blob {key} exists with different bytes$"):
            store.put_blob(key, b"new\n")
        with counted(store) as longer, pytest.raises(ValueError, match="exists with different bytes"):
            store.put_blob(key, b"older\n")
        assert longer == {"PutObject": 1, "HeadObject": 1}


# --- rate items expire once their buckets are full again ------------------------------------------------------------

T0 = 1_800_000_000_000  # ms: a fixed clock for the rate items
PAIR = ((60, 1, 1), (6000, 100, 50))  # one request a second (burst 1), 100 tokens a second (burst 100)


def rate_item(store: Any, key: str) -> dict[str, Any]:
    item_key = {"pk": {"S": f"LIMIT#{key}"}, "sk": {"S": "#BUCKET"}}
    return store.ddb.get_item(TableName=store.table, Key=item_key, ConsistentRead=True)["Item"]


def full_at(store: Any, key: str) -> int:
    """The ms at which every bucket of the item is full, from T0: a take of each whole burst answers the wait (and,
    not yet full at T0, writes nothing)."""
    store.clock = lambda: T0
    wait = store.take_buckets(key, tuple((rate, cap, cap) for rate, cap, _ in PAIR))
    assert wait > 0
    return T0 + round(wait * 1000)


def test_a_rate_item_expires_a_margin_after_its_buckets_are_full_again(stack):
    """Before: a ``LIMIT#`` item had no ``expiration`` (the table's time-to-live attribute, infra/template.yaml) and
    an agent that never came back left it for ever. Now a take writes one: LIMIT_TTL_MARGIN_S (a day) after the
    moment every bucket is full again (here 1 s after the take, the requests bucket being empty)."""
    from cosino_runtime.store.aws import LIMIT_TTL_MARGIN_S

    store = aws_store(stack)
    store.clock = lambda: T0
    assert store.take_buckets("rpm+tpm#agent#52e", PAIR) == 0
    expiration = int(rate_item(store, "rpm+tpm#agent#52e")["expiration"]["N"])
    assert full_at(store, "rpm+tpm#agent#52e") == T0 + 1000
    assert expiration == (T0 + 1000) // 1000 + LIMIT_TTL_MARGIN_S


def test_a_dropped_rate_item_takes_as_the_item_would_have(stack):
    """Why dropping an item at its expiration is safe: by then its buckets are full, and no item reads as full
    buckets. Two agents take the same; one's item is deleted (as DynamoDB's time-to-live would); at the expiration
    both take again and get the same answer and the same levels written."""
    store = aws_store(stack)
    store.clock = lambda: T0
    for key in ("rpm+tpm#agent#kept", "rpm+tpm#agent#gone"):
        assert store.take_buckets(key, PAIR) == 0
        store.charge_tokens(key, 600, PAIR, 1)  # into debt: the tokens bucket 6.5 s from full
    expiration = int(rate_item(store, "rpm+tpm#agent#kept")["expiration"]["N"])
    store.ddb.delete_item(TableName=store.table, Key={"pk": {"S": "LIMIT#rpm+tpm#agent#gone"}, "sk": {"S": "#BUCKET"}})
    store.clock = lambda: expiration * 1000
    takes = ((60, 1, 1), (6000, 100, 100))
    assert store.take_buckets("rpm+tpm#agent#kept", takes) == store.take_buckets("rpm+tpm#agent#gone", takes) == 0
    kept, gone = rate_item(store, "rpm+tpm#agent#kept"), rate_item(store, "rpm+tpm#agent#gone")
    assert [kept[name] for name in ("level", "level1", "updated_ms", "expiration")] == [
        gone[name] for name in ("level", "level1", "updated_ms", "expiration")
    ]


def test_a_charge_moves_the_expiration_on_by_its_refill_time(stack):
    """A charge (``ADD``, no read) puts the bucket further from full: before, the item kept no expiration at all; now
    the same update moves it on by the charge's refill time (600 tokens at 100 a second: 6 s), and the item is still
    full before it expires. An item written before expirations (none on it) gets one counted from the charge's time."""
    from cosino_runtime.store.aws import LIMIT_TTL_MARGIN_S

    store = aws_store(stack)
    store.clock = lambda: T0
    assert store.take_buckets("rpm+tpm#agent#52c", PAIR) == 0
    before = int(rate_item(store, "rpm+tpm#agent#52c")["expiration"]["N"])
    with counted(store) as calls:
        store.charge_tokens("rpm+tpm#agent#52c", 600, PAIR, 1)
    assert calls == {"UpdateItem": 1}
    after = int(rate_item(store, "rpm+tpm#agent#52c")["expiration"]["N"])
    assert after == before + 6
    assert full_at(store, "rpm+tpm#agent#52c") == T0 + 6500 <= (after - LIMIT_TTL_MARGIN_S) * 1000
    legacy = {"pk": {"S": "LIMIT#rpm+tpm#agent#old"}, "sk": {"S": "#BUCKET"}}
    item = {**legacy, "level": {"N": "0"}, "level1": {"N": "0"}, "updated_ms": {"N": str(T0)}}
    store.ddb.put_item(TableName=store.table, Item=item)
    store.charge_tokens("rpm+tpm#agent#old", 600, PAIR, 1)
    assert int(rate_item(store, "rpm+tpm#agent#old")["expiration"]["N"]) == T0 // 1000 + LIMIT_TTL_MARGIN_S + 6
