"""Mutation review 31a: the stores (cosino_runtime.store: base, embedded, aws), each survivor pinned.

Each test names, in a one-line comment, the hand-made mutant it kills (or the defect it found);
each of those survived the store tests that existed before. Expected values come from the
documented contract (docs/runtime.md, the modules' docstrings) or a naive model in the test,
never from running the code under test. AWS is a moto server over local HTTP, or botocore's
Stubber where an answer moto cannot give is needed (throttling, unprocessed keys): no network.

Equivalent survivors, left unpinned: B2 (check_key without its emptiness test: "" splits into one
empty segment, which the segment check refuses), N6 (read_stored without TypeError: json.loads only
meets str or bytes here, as SQLite's TEXT affinity turns a number into text, NOT NULL bars None and
the AWS reader checks for a string first), N8 (that check dropped: json.loads(None) is the same
CorruptRecord), E36 (every column's ALTER tried: the duplicates' errors are swallowed), A31
(index_episode_id without isdigit: an episode id never holds "#"), A49 (the failure count's guess
flipped instead of read: a condition that fails at the same version without this call's token
means the other branch, either way), A53 (inputs queried from V#0: no commit item has version 0),
A55 (final_keys asking for replay_key: mark_final writes both keys together) and A60 (the failure
count's refused write returning no old item: the head is read instead, one GetItem more, same count).
"""

from __future__ import annotations

import json

import pytest

from cosino_runtime.store.base import CommitRefused, CorruptRecord, check_key

CONFIG = {"variant": "kuhn", "seats": ["random", "random"], "seed": 7}


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def is_aws(store) -> bool:
    return hasattr(store, "ddb")


# --- blob keys ---------------------------------------------------------------------------------


# kills B1: the key's bound moved from 512 characters (check_key's documented "at most 512") to 513
def test_a_blob_key_of_512_characters_passes_and_513_is_refused():
    longest = "a/" + "b" * 510
    assert check_key(longest) == longest
    with pytest.raises(ValueError, match="at most 512"):
        check_key(longest + "c")


# kills B6 (a backslash let in): docs/runtime.md, keys are "relative paths of letters, digits and
# `._-/`", so a Windows separator, a drive's colon or a letter outside ASCII is refused
@pytest.mark.parametrize("key", ["replays\\ep.jsonl", "c:/ep.jsonl", "replays/é.jsonl", "replays/ep?.jsonl"])
def test_a_blob_key_with_a_character_outside_the_documented_set_is_refused(key):
    with pytest.raises(ValueError, match="only letters, digits"):
        check_key(key)


# --- commits that cannot be stored: refused whole, on both stores ------------------------------


# defect: a record (not the input) holding a lone surrogate raised UnicodeEncodeError half-way
# through the embedded store's transaction instead of CommitRefused (AWS refused it already)
# defect: input or record nested past Python's stack raised RecursionError on both stores
@pytest.mark.parametrize(
    "new_input, records",
    [
        ({"response": 1}, [{"type": "talk", "say": "\ud800"}]),
        (nested(100_000), [{"type": "x"}]),
        ({"response": 1}, [{"type": "x", "deep": nested(100_000)}]),
    ],
    ids=["record-surrogate", "deep-input", "deep-record"],
)
def test_a_commit_no_store_can_keep_is_refused_with_nothing_written(any_store, new_input, records):
    any_store.create_episode("ep-bad", CONFIG)
    any_store.commit("ep-bad", 0, {"start": True}, [{"type": "episode"}], "running")
    with pytest.raises(CommitRefused) as refused:
        any_store.commit("ep-bad", 1, new_input, records, "running")
    assert "\n" not in str(refused.value) and "ep-bad: commit of version 2" in str(refused.value)
    row = any_store.load("ep-bad")
    assert (row.version, row.inputs, row.event_count) == (1, ({"start": True},), 1)
    assert any_store.events("ep-bad") == [{"type": "episode"}]
    any_store.commit("ep-bad", 1, {"response": 2}, [{"type": "y"}], "running")  # and the episode goes on
    assert any_store.events("ep-bad") == [{"type": "episode"}, {"type": "y"}]


# --- a stored record that does not read back: one line naming it -------------------------------


def spoil(store, episode_id: str, what: str, text: str) -> None:
    """Overwrite one stored JSON text behind the adapter's back, as a hand edit or a damaged file could."""
    if not is_aws(store):
        sql = {
            "config": "UPDATE episodes SET config = ? WHERE id = ?",
            "input": "UPDATE inputs SET input = ? WHERE episode_id = ? AND version = 1",
            "records": "UPDATE events SET record = ? WHERE episode_id = ? AND seq = 0",
            "row": "UPDATE league SET row = ? WHERE episode_id = ?",
        }[what]
        store.db.execute(sql, (text, episode_id))
        return
    from cosino_runtime.store.aws import HEAD, episode_pk, version_sk

    pk, sk = {
        "config": (episode_pk(episode_id), HEAD),
        "input": (episode_pk(episode_id), version_sk(1)),
        "records": (episode_pk(episode_id), version_sk(1)),
        "row": ("LEAGUE", episode_pk(episode_id)),
    }[what]
    store.ddb.update_item(
        TableName=store.table,
        Key={"pk": {"S": pk}, "sk": {"S": sk}},
        UpdateExpression="SET #a = :t",
        ExpressionAttributeNames={"#a": what},
        ExpressionAttributeValues={":t": {"S": text}},
    )


def one_line_naming(exc: BaseException, *names: str) -> bool:
    text = str(exc)
    return "\n" not in text and all(name in text for name in names)


# defect: a stored config, input, record or league row that is not JSON raised json's bare
# "Expecting value: line 1 column 1 (char 0)", naming neither the episode nor the store
@pytest.mark.parametrize("text", ["{not json", "[" * 100_000, "tru"])
@pytest.mark.parametrize("what", ["config", "input", "records", "row"])
def test_a_stored_record_that_does_not_parse_is_refused_naming_it(any_store, what, text):
    any_store.create_episode("ep-c", CONFIG)
    any_store.commit("ep-c", 0, {"start": True}, [{"type": "episode"}], "running")
    any_store.put_league_row("ep-c", {"episode": "ep-c", "score": 1})
    spoil(any_store, "ep-c", what, text)
    read = {
        "config": lambda: any_store.load_head("ep-c"),
        "input": lambda: any_store.load_inputs("ep-c", 1),
        "records": lambda: any_store.events("ep-c"),
        "row": lambda: any_store.league_row("ep-c"),
    }[what]
    where = any_store.table if is_aws(any_store) else "cosino.sqlite"
    with pytest.raises(CorruptRecord) as refused:
        read()
    assert one_line_naming(refused.value, where, "ep-c"), str(refused.value)
    if what == "row":
        with pytest.raises(CorruptRecord):
            any_store.league_rows()


# defect: an AWS head missing an attribute, or holding a number that is not one, raised KeyError or
# ValueError; a KeyError reads as UnknownEpisode to a caller that catches that
@pytest.mark.parametrize("change", ["REMOVE version", "REMOVE config", "SET event_count = :s"])
def test_an_aws_head_missing_a_field_is_refused_naming_it(stack, change):
    from cosino_runtime.store.aws import HEAD, AwsStore, episode_pk

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    store.create_episode("ep-m", CONFIG)
    values = {"ExpressionAttributeValues": {":s": {"N": "1.5"}}} if ":s" in change else {}
    store.ddb.update_item(
        TableName=store.table,
        Key={"pk": {"S": episode_pk("ep-m")}, "sk": {"S": HEAD}},
        UpdateExpression=change,
        **values,
    )
    with pytest.raises(CorruptRecord) as refused:
        store.load_head("ep-m")
    assert one_line_naming(refused.value, stack.table, "ep-m"), str(refused.value)


# defect: a hand edit can leave bytes that are not UTF-8 where the config's JSON text belongs
# (SQLite keeps a BLOB in a TEXT column) or, on AWS, a number: UnicodeDecodeError and KeyError before
def test_a_stored_config_of_the_wrong_type_is_refused_naming_it(any_store):
    any_store.create_episode("ep-t", CONFIG)
    if is_aws(any_store):
        from cosino_runtime.store.aws import HEAD, episode_pk

        any_store.ddb.update_item(
            TableName=any_store.table,
            Key={"pk": {"S": episode_pk("ep-t")}, "sk": {"S": HEAD}},
            UpdateExpression="SET config = :n",
            ExpressionAttributeValues={":n": {"N": "42"}},
        )
    else:
        any_store.db.execute("UPDATE episodes SET config = X'7bff7d' WHERE id = 'ep-t'")
    with pytest.raises(CorruptRecord) as refused:
        any_store.load_head("ep-t")
    assert one_line_naming(refused.value, "ep-t", "config"), str(refused.value)


# kills E18 (the embedded get_blob asking exists() for is_file()): a key that names a folder of
# blobs is no blob, so it is MissingBlob (docs/runtime.md: "missing: MissingBlob"), not IsADirectoryError
def test_a_key_naming_a_folder_of_blobs_is_a_missing_blob(any_store):
    from cosino_runtime.store.base import MissingBlob

    assert any_store.put_blob("replays/ep-1.jsonl", b"{}\n") is True
    with pytest.raises(MissingBlob):
        any_store.get_blob("replays")
    assert any_store.get_blob("replays/ep-1.jsonl") == b"{}\n"


# kills E34 (the open catching OperationalError only): a file that is not a database raises
# sqlite3.DatabaseError, which must be the one-line error naming the file, not a traceback
def test_a_store_file_that_is_not_a_database_is_one_line_naming_it(tmp_path):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.store.embedded import EmbeddedStore

    (tmp_path / "cosino.sqlite").write_bytes(b"this is not SQLite, only text that fills a header " * 40)
    with pytest.raises(CosinoError) as refused:
        EmbeddedStore(tmp_path)
    assert one_line_naming(refused.value, str(tmp_path / "cosino.sqlite"), "not a usable Cosino store")


class ExtendedDiskError:
    """A store connection whose every write fails with an extended result code, as SQLite reports
    them: SQLITE_IOERR_WRITE is SQLITE_IOERR (10) with 3 in the next byte (10 | 3 << 8 = 778)."""

    in_transaction = False

    def execute(self, sql, *args):
        import sqlite3

        error = sqlite3.OperationalError("disk I/O error")
        error.sqlite_errorcode = 10 | 3 << 8
        raise error


# kills E2 (the primary code read without masking the extended byte): SQLite's extended codes
# (SQLITE_IOERR_WRITE = 778) are disk errors too, so the write is StoreUnwritable naming the file
def test_an_extended_disk_error_code_is_still_a_disk_error(tmp_path):
    from cosino_runtime.store.base import StoreUnwritable
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path)
    real, store.db = store.db, ExtendedDiskError()
    try:
        with pytest.raises(StoreUnwritable, match="cosino.sqlite: the store cannot be written"):
            store.create_episode("e1", CONFIG)
    finally:
        store.db = real
        store.close()


def naive_bytes(value) -> int:
    """UTF-8 bytes of canonical JSON for plain dicts of strings (sorted keys, no spaces)."""
    return len(json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode())


def padded_record(total: int, small_input: dict) -> dict:
    """A record whose bytes plus the input's come to exactly ``total``, mostly two-byte characters."""
    record = {"type": "pad", "s": "é" * 1000}
    record["s"] += "x" * (total - naive_bytes(small_input) - naive_bytes(record))
    return record


# kills A1 (the bound raised by 1 KiB), A2 (the records left out of the size) and A3 (characters
# counted, not bytes): docs/runtime.md, "the adapter refuses a commit item over 350 KB before sending it"
@pytest.mark.parametrize("over", [0, 1, 1024])
def test_an_aws_commit_is_refused_one_byte_past_350_kib_of_input_and_records(stack, over):
    from cosino_runtime.store import aws

    assert aws.COMMIT_ITEM_LIMIT == 350 * 1024
    store = aws.AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    store.create_episode("ep-s", CONFIG)
    small = {"response": "a"}
    record = padded_record(350 * 1024 + over, small)
    if over == 0:
        store.commit("ep-s", 0, small, [record], "running")
        assert store.events("ep-s") == [record]
        return
    with pytest.raises(CommitRefused) as refused:
        store.commit("ep-s", 0, small, [record], "running")
    assert one_line_naming(refused.value, "ep-s", f"{350 * 1024 + over} bytes", str(350 * 1024))
    head = store.load_head("ep-s")
    assert (head.version, head.event_count) == (0, 0) and store.events("ep-s") == []


def head_item(episode_id: str, status: str = "running") -> dict:
    """A head as the AWS store writes it, for a Stubber's answers."""
    return {
        "pk": {"S": f"EP#{episode_id}"},
        "sk": {"S": "#HEAD"},
        "config": {"S": json.dumps(CONFIG)},
        "version": {"N": "0"},
        "status": {"S": status},
        "event_count": {"N": "0"},
        "created_ms": {"N": "5"},
        "updated_ms": {"N": "5"},
    }


def stubbed_aws():
    """An AwsStore on botocore clients that send nothing: each answer is queued on a Stubber."""
    import boto3

    from cosino_runtime.store.aws import AwsStore

    keys = {"region_name": "us-east-1", "aws_access_key_id": "x", "aws_secret_access_key": "x"}
    return AwsStore("t", "b", boto3.client("dynamodb", **keys), boto3.client("s3", **keys))


# kills A7 (TransactionConflict not retried), A47 ("None" reasons not counted as harmless) and A8
# (a ValidationException passed on raw): a conflicting or throttled transaction is worth a retry
# (TransientStoreError: "throttled, a conflicting transaction"), an item refused is never worth one
@pytest.mark.parametrize(
    "code, reasons, expected",
    [
        ("TransactionCanceledException", ["TransactionConflict", "None"], "TransientStoreError"),
        ("TransactionCanceledException", ["None", "ThrottlingError"], "TransientStoreError"),
        ("TransactionCanceledException", ["ProvisionedThroughputExceeded", "None"], "TransientStoreError"),
        ("TransactionCanceledException", ["ValidationError", "None"], "CommitRefused"),
        ("TransactionCanceledException", ["None", "ItemCollectionSizeLimitExceeded"], "CommitRefused"),
        ("ValidationException", None, "CommitRefused"),
    ],
)
def test_an_aws_commit_refusal_is_sorted_by_whether_a_retry_can_cure_it(code, reasons, expected):
    from botocore.stub import Stubber

    store = stubbed_aws()
    fields = {"modeled_fields": {"CancellationReasons": [{"Code": r} for r in reasons]}} if reasons else {}
    with Stubber(store.ddb) as stub:
        stub.add_client_error("transact_write_items", service_error_code=code, service_message="no", **fields)
        with pytest.raises(Exception) as refused:
            store.commit("ep-x", 4, {"response": 1}, [{"type": "x"}], "running")
    assert type(refused.value).__name__ == expected
    assert one_line_naming(refused.value, "ep-x: commit of version 5")


# kills A20 (S3's 403 passed on raw) and A21 (a bare "404" code not read as missing): docs/runtime.md,
# "AwsStore.get_blob maps a 403 (AccessDenied ...)" and a missing key to MissingBlob
@pytest.mark.parametrize("code", ["AccessDenied", "403", "NoSuchKey", "404"])
def test_an_aws_blob_s3_will_not_hand_over_is_a_missing_blob(code):
    from botocore.stub import Stubber

    from cosino_runtime.store.base import MissingBlob

    store = stubbed_aws()
    with Stubber(store.s3) as stub:
        stub.add_client_error("get_object", service_error_code=code, service_message="no", http_status_code=403)
        with pytest.raises(MissingBlob, match="no blob replays/ep-1.jsonl"):
            store.get_blob("replays/ep-1.jsonl")


# kills A42 (a head that never failed read as failed at version 0): EpisodeHead's "failed_version: -1"
# is the value of a head with no failure recorded, on both stores
def test_a_head_with_no_failure_recorded_reads_failed_version_minus_one(any_store):
    any_store.create_episode("ep-n", CONFIG)
    head = any_store.load_head("ep-n")
    assert (head.failures, head.failed_version, head.failure) == (0, -1, None)
    any_store.commit("ep-n", 0, {"start": True}, [], "running")
    assert any_store.load_head("ep-n").failed_version == -1


# kills A41 (mark_final without its condition): marking an episode the table does not hold must
# not write a head of keys alone, which every later listing would trip over
def test_marking_an_unknown_aws_episode_final_writes_no_head(stack):
    from cosino_runtime.store.aws import AwsStore
    from cosino_runtime.store.base import UnknownEpisode

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    with pytest.raises(store.ddb.exceptions.ConditionalCheckFailedException):
        store.mark_final("ep-ghost", "results/ep-ghost.json", "replays/ep-ghost.jsonl")
    with pytest.raises(UnknownEpisode):
        store.load_head("ep-ghost")
    assert store.list_episodes("final") == []


# kills E29 and A44 (publish without check_key): a published file's key is checked as a blob's is
# (docs/runtime.md: "Blob keys are checked"), so "../" cannot write beside the store's blobs
@pytest.mark.parametrize("key", ["../escaped.json", "/abs.json", "public//x.json", "public/a b.json", ""])
def test_a_bad_key_is_refused_by_publish_with_nothing_written(any_store, tmp_path, key):
    with pytest.raises(ValueError, match="blob key"):
        any_store.publish(key, b"{}")
    if not is_aws(any_store):
        assert sorted(p.name for p in (any_store.root / "blobs").rglob("*")) == []
        assert not (any_store.root / "escaped.json").exists()


# kills A40 (a lost seed claim answering the loser's own id): claim_seed returns "the id of the
# episode that holds the claim", so a second episode dealt the same seed learns who has it
def test_a_seed_claimed_twice_names_the_first_claimant(any_store):
    assert any_store.claim_seed(7, "ep-first") == "ep-first"
    assert any_store.claim_seed(7, "ep-second") == "ep-first"
    assert any_store.claim_seed(7, "ep-first") == "ep-first"  # the holder asking again keeps it
    assert any_store.claim_seed(8, "ep-second") == "ep-second"


# kills A10 (load_inputs of count 0 sent as a query): DynamoDB refuses a BETWEEN whose lower bound
# (V#1) is above its upper (V#0), where moto answers nothing; no inputs are asked for, so no request
def test_no_aws_request_reads_the_inputs_of_version_zero():
    from botocore.stub import Stubber

    store = stubbed_aws()
    with Stubber(store.ddb):  # nothing queued: any request would raise
        assert store.load_inputs("ep-0", 0) == ()


def listed_store(heads):
    """The smallest Store: heads only (its other calls do nothing), so Store.newest_episodes pages."""
    from cosino_runtime.store.base import Store

    calls = {name: (lambda self, *a, **k: None) for name in Store.__abstractmethods__}
    calls["list_episodes"] = lambda self, status=None: [h for h in heads if h.status == status]
    return type("ListedStore", (Store,), calls)()


# kills B7 (the cursor's own head listed again) and B8 (one head past the limit): "only heads that
# come after it in that order" and "at most limit heads", newest first with ties by episode id
def test_the_default_listing_pages_after_the_cursor_and_stops_at_the_limit():
    from cosino_runtime.store.base import EpisodeHead

    made = {"ep-a": 3000, "ep-b": 3000, "ep-c": 2000, "ep-d": 1000, "ep-e": 4000}
    store = listed_store([EpisodeHead(e, {}, 1, "running", 0, created_ms=t) for e, t in made.items()])
    order = [e for e, _ in sorted(made.items(), key=lambda kv: (-kv[1], kv[0]))]  # a naive newest first
    assert [h.episode_id for h in store.newest_episodes("running", 2)] == order[:2]
    page = store.newest_episodes("running", 2, after=(3000, "ep-a"))
    assert [h.episode_id for h in page] == order[order.index("ep-a") + 1 :][:2] == ["ep-b", "ep-c"]
    assert store.newest_episodes("finished", 2) == []


# kills A22 and A29 (list_episodes, newest_episodes trusting the index's status): "the index may lag the head", so an
# episode the index still files under running but whose head says finished is not a running one
def test_an_aws_listing_by_status_takes_the_heads_word_over_a_lagging_index(stack):
    from cosino_runtime.store.aws import HEAD, AwsStore, episode_pk

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    for name in ("ep-lag", "ep-run"):
        store.create_episode(name, CONFIG)
    store.commit("ep-lag", 0, {"start": True}, [], "finished")
    store.ddb.update_item(  # the index as it was before the commit reached it
        TableName=store.table,
        Key={"pk": {"S": episode_pk("ep-lag")}, "sk": {"S": HEAD}},
        UpdateExpression="SET gsi1pk = :g",
        ExpressionAttributeValues={":g": {"S": "STATUS#running"}},
    )
    assert [h.episode_id for h in store.list_episodes("running")] == ["ep-run"]
    assert [h.episode_id for h in store.newest_episodes("running", 10)] == ["ep-run"]  # kills A29 too
    assert [(h.episode_id, h.status) for h in store.list_episodes()] == [("ep-lag", "finished"), ("ep-run", "running")]


# kills A35 (the need not capped at the bucket's size): as the in-process bucket's docstring says,
# "a full bucket for a bigger n": a call costing more than the whole bucket goes once it is full, and
# the debt it leaves makes the next call wait, instead of waiting forever
def test_an_aws_token_take_larger_than_the_bucket_goes_once_the_bucket_is_full(stack):
    from cosino_runtime.store.aws import AwsStore

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    store.clock = lambda: 1_000_000  # frozen: no refill between the calls
    assert store.take_tokens("rpm#big", per_minute=60, capacity=2, n=5) == 0.0
    # 2 - 5 = -3 tokens left; one more needs 4 tokens at one a second
    assert store.take_tokens("rpm#big", per_minute=60, capacity=2, n=1) == pytest.approx(4.0)


# kills A11 (the events of version 0 asked for by a query): the same BETWEEN V#1 and V#0 that
# DynamoDB refuses; an episode with no commit has no events and costs the head's read only
def test_the_events_of_an_aws_episode_with_no_commit_cost_one_read():
    from botocore.stub import Stubber

    store = stubbed_aws()
    with Stubber(store.ddb) as stub:
        stub.add_response("get_item", {"Item": head_item("ep-0")})
        assert store.events("ep-0") == []
        stub.assert_no_pending_responses()


class Interleaved:
    """A DynamoDB client that lets ``meanwhile()`` run just before its ``at``-th call of ``method`` is sent."""

    def __init__(self, real, at: int, meanwhile, method: str = "update_item") -> None:
        self.real, self.at, self.meanwhile, self.method, self.updates = real, at, meanwhile, method, 0

    def __getattr__(self, name):
        if name != self.method:
            return getattr(self.real, name)

        def call(**kwargs):
            self.updates += 1
            if self.updates == self.at:
                self.meanwhile()
            return getattr(self.real, name)(**kwargs)

        return call


# kills A15 (two rounds, not three): aws.py's own count, "a miss on the guess, then at most one other
# call's first failure at the version": the first failure at a version misses the guess, and another
# call's first failure landing just then makes the second round miss too; both must still be counted
def test_an_aws_failure_counts_after_missing_its_guess_and_losing_a_race(stack):
    from cosino_runtime.store.aws import AwsStore

    other = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    other.create_episode("ep-race", CONFIG)
    client = Interleaved(stack.client("dynamodb"), 2, lambda: other.record_failure("ep-race", 0, "other"))
    store = AwsStore(stack.table, stack.bucket, client, stack.client("s3"))
    assert store.record_failure("ep-race", 0, "mine") == 2
    head = store.load_head("ep-race")
    assert (head.failures, head.failed_version, head.failure) == (2, 0, "mine")
    assert client.updates == 3


def unprocessed(*episode_ids: str) -> dict:
    keys = [{"pk": {"S": f"EP#{e}"}, "sk": {"S": "#HEAD"}} for e in episode_ids]
    return {"UnprocessedKeys": {"t": {"Keys": keys}}}


def indexed(*episode_ids: str) -> dict:
    return {"Items": [{"gsi1pk": {"S": "STATUS#running"}, "gsi1sk": {"S": f"{5:015d}#{e}"}} for e in episode_ids]}


# kills A23 (one batch request, then each unprocessed key read alone): "unprocessed keys
# (throttling): asked again, a bounded number of times" in a batch before any is read one by one
def test_an_unprocessed_aws_head_is_asked_for_again_in_a_batch():
    from botocore.stub import Stubber

    store = stubbed_aws()
    with Stubber(store.ddb) as stub:
        stub.add_response("query", indexed("ep-a", "ep-b"))
        stub.add_response("batch_get_item", {"Responses": {"t": [head_item("ep-a")]}, **unprocessed("ep-b")})
        stub.add_response("batch_get_item", {"Responses": {"t": [head_item("ep-b")]}})
        assert [h.episode_id for h in store.list_episodes("running")] == ["ep-a", "ep-b"]
        stub.assert_no_pending_responses()


# kills A24 (a head gone before its one-by-one read raised): a head still unprocessed after the
# batch rounds and then gone is left out of the listing, as a head the batch did not find is
def test_an_aws_head_gone_before_its_last_read_is_left_out_of_a_listing():
    from botocore.stub import Stubber

    from cosino_runtime.store.aws import HEAD_BATCH_ROUNDS

    store = stubbed_aws()
    with Stubber(store.ddb) as stub:
        stub.add_response("query", indexed("ep-a", "ep-gone"))
        stub.add_response("batch_get_item", {"Responses": {"t": [head_item("ep-a")]}, **unprocessed("ep-gone")})
        for _ in range(HEAD_BATCH_ROUNDS - 1):
            stub.add_response("batch_get_item", {"Responses": {"t": []}, **unprocessed("ep-gone")})
        stub.add_response("get_item", {})
        assert [h.episode_id for h in store.list_episodes("running")] == ["ep-a"]
        stub.assert_no_pending_responses()


# kills A34 (enough tokens read as too few when they match exactly): the mutant answered "wait 0 s"
# and took nothing, so a bucket emptied exactly by one call let the next one through at once
def test_an_aws_token_take_that_empties_the_bucket_exactly_is_charged(stack):
    from cosino_runtime.store.aws import AwsStore

    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    store.clock = lambda: 2_000_000  # frozen: no refill between the calls
    assert store.take_tokens("rpm#exact", per_minute=60, capacity=2, n=2) == 0.0
    assert store.take_tokens("rpm#exact", per_minute=60, capacity=2, n=1) == pytest.approx(1.0)


def bucket_store(stack, client=None, at_ms: int = 0):
    from cosino_runtime.store.aws import AwsStore

    store = AwsStore(stack.table, stack.bucket, client or stack.client("dynamodb"), stack.client("s3"))
    store.clock = lambda: at_ms
    return store


# kills A36 (a refill over a negative interval): a function whose clock runs behind the one that
# last wrote the bucket must see no refill, not a drain of the tokens already there
def test_an_aws_token_bucket_written_by_a_clock_ahead_is_not_drained(stack):
    assert bucket_store(stack, at_ms=10_000).take_tokens("rpm#skew", 60, 2, 1) == 0.0  # 1 of 2 left
    assert bucket_store(stack, at_ms=4_000).take_tokens("rpm#skew", 60, 2, 1) == 0.0  # 6 s behind: still 1


# kills A37 (the write conditioned on the level alone): a take that lands between another's read and
# write, refilling exactly what it takes, leaves the level as it was but not the time; the other
# take must read again, or one of the two takes is lost
def test_an_aws_token_take_that_lost_a_race_reads_again(stack):
    bucket_store(stack, at_ms=0).take_tokens("rpm#race", 60, 2, 1)  # 1 token left at t = 0
    rival = bucket_store(stack, at_ms=1_000)  # a second later: refills 1, takes 1, leaves 1 at t = 1 s
    client = Interleaved(stack.client("dynamodb"), 1, lambda: rival.take_tokens("rpm#race", 60, 2, 1), "put_item")
    assert bucket_store(stack, client, at_ms=1_000).take_tokens("rpm#race", 60, 2, 1) == 0.0  # the last token
    assert bucket_store(stack, at_ms=1_000).take_tokens("rpm#race", 60, 2, 1) == pytest.approx(1.0)


# kills N11 (one AWS league row read with floats): docs/runtime.md, league rows' "decimals read back
# as exact Fractions", for the one-row read as for the listing
def test_one_league_row_reads_its_decimals_back_exactly(any_store):
    from fractions import Fraction

    any_store.put_league_row("ep-l", {"episode": "ep-l", "score": Fraction(1, 10)})
    row = any_store.league_row("ep-l")
    assert row == {"episode": "ep-l", "score": Fraction(1, 10)} and type(row["score"]) is Fraction
    assert any_store.league_rows() == [row]
