"""The AWS adapter: one DynamoDB table (single-table design) for rows and events, one S3 bucket for blobs.

Items of the table (keys ``pk``/``sk`` are strings; docs/runtime.md lists the access patterns):

- episode head ``EP#<id>`` / ``#HEAD``: config, version, status, event_count, timestamps, the
  poison guard's failure count and cause (with the string set of the tokens of the failures
  counted at that version, so a re-sent write counts once) and, once final, the blob keys; ``gsi1pk`` =
  ``STATUS#<status>`` feeds the keys-only index the sweeper queries;
- one commit item per version ``EP#<id>`` / ``V#<version>`` holding that commit's input and its
  records, so the head stays the same size however long the episode runs;
- a seed's claim ``EP#seed#<SHA-256 of the seed>`` / ``#SEED``: the episode it deals (no index
  attribute, no head: nothing lists it and no episode route finds it);
- league rows ``LEAGUE`` / ``EP#<id>``, and the scheduled league's state pointer ``LEAGUESTATE`` /
  ``#HEAD`` (version and the SHA-256 of the state blob, moved by a write conditioned on the version);
- limits (``cosino_runtime.engine.limits``): an agent's rate buckets ``LIMIT#<key>`` / ``#BUCKET``, one item
  per rate set alone (``rpm#<agent>``, ``tpm#<agent>``) or one for both (``rpm+tpm#<agent>``, ``<agent>`` the
  digest its episode slots are kept under, ``agent#`` and 32 hex digits; taken together by
  :meth:`AwsStore.take_buckets`, a call's tokens charged by :meth:`AwsStore.charge_tokens`), and the episode
  slots ``SLOTS#episodes`` / ``#SLOTS`` (a string set of holders); a rate item expires (``expiration``, the
  table's time-to-live) a day after its buckets are full again, and never before they would be at the slowest rates;
- the powertools idempotency records live under their own ``IDEMPOTENCY#...`` partition.

A commit is one ``TransactWriteItems`` call with two items: the head update conditioned on the
version the step read, and the put of the commit item. The head's condition alone decides: a
commit item past the head (left by a hand edit or a partial restore, never by a transaction) is
not history, so the next commit replaces it instead of failing on it forever, and the event
reads stop at the head's version. A commit that loses hands the head its condition saw to
:class:`~cosino_runtime.store.base.StaleVersion` (``ReturnValuesOnConditionCheckFailure``). No
read is needed to commit, so a warm decision costs one GetItem (the head) and one transaction; a
cold step also queries the inputs. A read of the event log queries only the commits after those
this store object read last (kept, bounded, since a commit at or below the head never changes).
"""

from __future__ import annotations

import base64
import bisect
import hashlib
import math
import sys
import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Sequence

from cosino.primitives.canonical import dumps
from cosino.primitives.errors import quoted
from cosino_runtime.store.base import (
    BLOB_CHUNK,
    SLOWEST_PER_MINUTE,
    BlobConflict,
    CommitRefused,
    CorruptRecord,
    EpisodeHead,
    MissingBlob,
    StaleVersion,
    Store,
    TransientStoreError,
    UnknownEpisode,
    check_key,
    encode_commit,
    new_mark,
    newest_first,
    now_ms,
    read_stored,
    seed_key,
)

HEAD = "#HEAD"
ITEM_LIMIT = 400 * 1024  # DynamoDB's item size limit
COMMIT_ITEM_LIMIT = 350 * 1024  # refused before sending, leaving room for keys and attribute names
STATUS_INDEX = "gsi1"
STATUSES = ("running", "finished", "final")
HEADS_PER_BATCH = 100  # BatchGetItem's limit of keys per request
HEAD_BATCH_ROUNDS = 4  # requests for a batch's unprocessed keys before they are read one by one
# Writes per failure: a miss on the guess, then at most one other call's first failure at the version.
FAILURE_ROUNDS = 3
# Seconds a rate item outlives the moment its buckets are full again: DynamoDB's clock may differ from a function's,
# and a rate or burst raised since the item's write may refill it more slowly than its write assumed.
LIMIT_TTL_MARGIN_S = 86_400
# Seconds a rate item outlives the moment its buckets are full again at the slowest rates a function may apply
# (SLOWEST_PER_MINUTE): an operator may lower a rate after the write, and the item must outlast its debt even then.
SLOWEST_TTL_MARGIN_S = 3_600
SLOWEST_BY_KIND = {"rpm": SLOWEST_PER_MINUTE["requests_per_minute"], "tpm": SLOWEST_PER_MINUTE["tokens_per_minute"]}
STATE_KEY = {"pk": {"S": "LEAGUESTATE"}, "sk": {"S": HEAD}}
# The committed records of the logs read last, as stored (text): a commit item at or below the head's
# version never changes again, so a read of a log that moved on queries only the commits since.
LOGS_KEPT = 16
LOG_BYTES_KEPT = 32 * 1024 * 1024  # of memory (a text holding one astral character takes 4 bytes a character)


def episode_pk(episode_id: str) -> str:
    return f"EP#{episode_id}"


def version_sk(version: int) -> str:
    return f"V#{version:09d}"  # zero-padded so the sort key orders commits


def commit_bytes(key: str, text: str, mark: str | None = None) -> int:
    """Memory one kept commit takes: its text, sort key and mark, and about 72 bytes for its running count and the
    four list slots (the key alone is some 60 bytes: at 61,000 commits the texts were not all there is)."""
    return sys.getsizeof(text) + sys.getsizeof(key) + (0 if mark is None else sys.getsizeof(mark)) + 72


@dataclass
class KeptLog:
    """The committed records of one log as read last, commit by commit (1..``version``).

    ``ends[i]`` counts the records of commits 1..i+1, so a read from record ``start`` skips the commits before it
    by a search instead of splitting every kept text again (40 ms a poll at 61,000 commits until 2026-12-07).
    """

    version: int = 0
    keys: list[str] = field(default_factory=list)  # each commit's sort key, for error messages
    texts: list[str] = field(default_factory=list)  # each commit's records, one JSON text a line
    marks: list[str | None] = field(default_factory=list)  # each commit's mark (None: written before marks)
    ends: list[int] = field(default_factory=list)
    size: int = 0  # bytes of memory the kept commits take (commit_bytes)

    def add(self, key: str, text: str, mark: str | None = None) -> None:
        self.keys.append(key)
        self.texts.append(text)
        self.marks.append(mark)
        self.ends.append((self.ends[-1] if self.ends else 0) + sum(1 for line in text.split("\n") if line))
        self.size += commit_bytes(key, text, mark)


def table_definition(name: str) -> dict[str, Any]:
    """Arguments of CreateTable for the table (the SAM template declares the same keys)."""
    return {
        "TableName": name,
        "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "S"},
            {"AttributeName": "gsi1pk", "AttributeType": "S"},
            {"AttributeName": "gsi1sk", "AttributeType": "S"},
        ],
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        "GlobalSecondaryIndexes": [
            {
                "IndexName": STATUS_INDEX,
                "KeySchema": [
                    {"AttributeName": "gsi1pk", "KeyType": "HASH"},
                    {"AttributeName": "gsi1sk", "KeyType": "RANGE"},
                ],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
            }
        ],
    }


def blob_checksum(data: bytes) -> str:
    """S3's ``ChecksumSHA256`` of ``data``: the base64 of its SHA-256 digest.

    >>> blob_checksum(b"")
    '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='
    """
    return base64.b64encode(hashlib.sha256(data).digest()).decode()


def _error_code(exc: Exception) -> str:
    return getattr(exc, "response", {}).get("Error", {}).get("Code", "")


def status_sort_key(created_ms: int, episode_id: str) -> str:
    """The index's sort key: the creation time, fixed width so text order is time order, then the id."""
    return f"{created_ms:015d}#{episode_id}"


def index_episode_id(sort_key: str) -> tuple[int | None, str]:
    """(creation time, episode id) of an index sort key; a key written before the time led it is the id."""
    created, sep, episode_id = sort_key.partition("#")
    if sep and created.isdigit():
        return int(created), episode_id
    return None, sort_key


def bucket_level(index: int) -> str:
    """The attribute holding bucket ``index``'s level in a rate item (the first keeps the name a lone bucket had).

    >>> bucket_level(0), bucket_level(1)
    ('level', 'level1')
    """
    return f"level{index}" if index else "level"


def _bucket_levels(item: dict[str, Any] | None, buckets: Sequence[tuple[float, float, float]], now: int) -> Any:
    """(each bucket's level in millitokens once its ``n`` is taken, the seconds until all of them may be) from the
    item read at ``now``: a bucket not yet stored is full."""
    then = now if item is None else int(item["updated_ms"]["N"])
    levels, wait = [], 0.0
    for i, (per_minute, capacity, n) in enumerate(buckets):
        cap, rate = int(capacity * 1000), per_minute * 1000 / 60_000  # millitokens, per ms
        stored = None if item is None else item.get(bucket_level(i))
        level = cap if stored is None else int(stored["N"])
        current = min(cap, level + int(max(now - then, 0) * rate))
        need = min(int(n * 1000), cap)
        if current < need:
            wait = max(wait, (need - current) / rate / 1000)
        levels.append(current - int(n * 1000))
    return levels, wait


def slowest_rates(key: str, buckets: Sequence[tuple[float, float, float]]) -> tuple[float, ...]:
    """The slowest per-minute rate each bucket of the rate item ``key`` may be read under: the least a shared rate of
    its kind may be set to (``rpm#``, ``tpm#``, ``rpm+tpm#``; the least of all for any other key), or its own if lower.

    >>> slowest_rates("rpm+tpm#agent#x", ((60, 1, 1), (6000, 100, 1))), slowest_rates("x", ((0.5, 1, 1),))
    ((1, 1000), (0.5,))
    """
    kinds = key.partition("#")[0].split("+")
    if len(kinds) != len(buckets) or not set(kinds) <= set(SLOWEST_BY_KIND):
        kinds = [min(SLOWEST_BY_KIND, key=SLOWEST_BY_KIND.__getitem__)] * len(buckets)
    return tuple(min(SLOWEST_BY_KIND[kind], rate) for kind, (rate, _, _) in zip(kinds, buckets))


def slowest_refill_ms(level: int, slowest: float) -> float:
    """The longest a bucket at ``level`` (millitokens) may take to be full again under any rate from ``slowest`` a
    minute up, its capacity being that rate's burst (``limits.burst_of``: one second's worth, at least 1 token).

    >>> slowest_refill_ms(0, 1), slowest_refill_ms(-5000, 1000)  # 1 request a minute; 5 tokens owed at 1000
    (61000.0, 1360.0)
    """
    return 1000 + max(0, 1000 - level) * 60 / slowest


def bucket_expiry(
    levels: Sequence[int], buckets: Sequence[tuple[float, float, float]], stamp_ms: int, slowest: Sequence[float] = ()
) -> int:
    """The ``expiration`` (epoch seconds, the table's time-to-live attribute) of a rate item written at ``stamp_ms``
    with these levels (millitokens): LIMIT_TTL_MARGIN_S past the moment every bucket is full again, and
    SLOWEST_TTL_MARGIN_S past that moment at the ``slowest`` rates (:func:`slowest_rates`), whichever is later. A
    full bucket reads as one never stored (:func:`_bucket_levels`), so DynamoDB dropping the item then changes no
    take, whatever rate an operator has lowered it to since (until review 54d a rate lowered while an item was in
    debt could have the item dropped, and its buckets read full, long before the debt was refilled).

    >>> bucket_expiry([0], [(60, 1, 1)], 10_000) - LIMIT_TTL_MARGIN_S  # one token a second: full 1 s later
    11
    """
    full_ms = 0
    for level, (per_minute, capacity, _) in zip(levels, buckets):
        full_ms = max(full_ms, math.ceil(max(int(capacity * 1000) - level, 0) * 60 / per_minute))
    owed_ms = max((slowest_refill_ms(level, rate) for level, rate in zip(levels, slowest)), default=0)
    at_slowest = math.ceil((stamp_ms + owed_ms) / 1000) + SLOWEST_TTL_MARGIN_S
    return max(-(-(stamp_ms + full_ms) // 1000) + LIMIT_TTL_MARGIN_S, at_slowest)


def lowest_after_charge(slowest: float) -> int:
    """The lowest level (millitokens) a charge's ``ADD`` may leave a bucket whose slowest rate is ``slowest`` a minute:
    every write leaves the expiration LIMIT_TTL_MARGIN_S past the item's stamp, which covers a debt down to here at
    that rate (:func:`slowest_refill_ms`, then SLOWEST_TTL_MARGIN_S); a deeper one is written the long way.

    >>> lowest_after_charge(1000)  # a tokens bucket: some 1,380,000 tokens of debt
    -1379982333
    """
    spare_ms = (LIMIT_TTL_MARGIN_S - SLOWEST_TTL_MARGIN_S) * 1000 - 1000
    return 1000 - math.floor(spare_ms * slowest / 60)


def _unchanged(item: dict[str, Any] | None, count: int) -> dict[str, Any]:
    """The condition that a rate item still holds what was read (``item``; None: that there is none)."""
    if item is None:
        return {"ConditionExpression": "attribute_not_exists(pk)"}
    names, values, checks = {}, {":u": item["updated_ms"]}, ["updated_ms = :u"]
    for i in range(count):
        names[f"#l{i}"] = bucket_level(i)
        if bucket_level(i) in item:
            values[f":l{i}"] = item[bucket_level(i)]
            checks.append(f"#l{i} = :l{i}")
        else:
            checks.append(f"attribute_not_exists(#l{i})")
    return {
        "ConditionExpression": " AND ".join(checks),
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values,
    }


class AwsStore(Store):
    """The Store interface over a DynamoDB table and an S3 bucket (boto3 clients, thread-safe)."""

    def __init__(self, table: str, bucket: str, dynamodb: Any = None, s3: Any = None) -> None:
        import boto3

        self.table = table
        self.bucket = bucket
        self.ddb = dynamodb or boto3.client("dynamodb")
        self.s3 = s3 or boto3.client("s3")
        self.clock = now_ms
        self._logs: OrderedDict[str, KeptLog] = OrderedDict()  # by episode, the least recently read first
        self._logs_lock = threading.Lock()

    # -- rows ---------------------------------------------------------------------------------

    def create_episode(self, episode_id: str, config: dict[str, Any]) -> bool:
        return self._put_head(episode_id, config) is None

    def create_or_head(self, episode_id: str, config: dict[str, Any]) -> EpisodeHead | None:
        """The refused ``PutItem`` returns the head it found (``ReturnValuesOnConditionCheckFailure``): no read after
        it (until 2026-12-07 a create that lost to a concurrent one read the head again)."""
        found = self._put_head(episode_id, config)
        if found is None:
            return None
        return self._row(found) if found else self.load_head(episode_id)

    def _put_head(self, episode_id: str, config: dict[str, Any]) -> dict[str, Any] | None:
        """Create the head at version 0: None when created, else the head item that was there ({} if the answer
        left it out)."""
        now = self.clock()
        try:
            self.ddb.put_item(
                TableName=self.table,
                Item={
                    "pk": {"S": episode_pk(episode_id)},
                    "sk": {"S": HEAD},
                    "config": {"S": dumps(config)},
                    "version": {"N": "0"},
                    "status": {"S": "running"},
                    "event_count": {"N": "0"},
                    "created_ms": {"N": str(now)},
                    "updated_ms": {"N": str(now)},
                    "gsi1pk": {"S": "STATUS#running"},
                    "gsi1sk": {"S": status_sort_key(now, episode_id)},
                },
                ConditionExpression="attribute_not_exists(pk)",
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except self.ddb.exceptions.ConditionalCheckFailedException as exc:
            return exc.response.get("Item") or {}
        return None

    def claim_seed(self, seed: int, episode_id: str) -> str:
        # Under an episode key (the API's grant), with no index attribute: no listing shows it.
        key = {"pk": {"S": episode_pk(f"seed#{seed_key(seed)}")}, "sk": {"S": "#SEED"}}
        try:
            self.ddb.put_item(
                TableName=self.table,
                Item={**key, "episode": {"S": episode_id}},
                ConditionExpression="attribute_not_exists(pk)",
            )
        except self.ddb.exceptions.ConditionalCheckFailedException:
            item = self.ddb.get_item(TableName=self.table, Key=key, ConsistentRead=True)["Item"]
            return item["episode"]["S"]
        return episode_id

    def _stored(self, item: dict[str, Any], name: str, what: Callable[[], str], parse_float: Any = None) -> Any:
        """The JSON text of attribute ``name`` of an item this store wrote, read back (CorruptRecord naming
        ``what()`` if not)."""
        text = item.get(name, {}).get("S")
        if text is None:
            raise CorruptRecord(f"table {self.table}: {what()}: no string attribute {quoted(name)}")
        return read_stored(text, lambda: f"table {self.table}: {what()}", parse_float)

    def _row(self, item: dict[str, Any]) -> EpisodeHead:
        episode_id = item["pk"]["S"][3:]
        try:
            return self._head_fields(episode_id, item)
        except (KeyError, TypeError, ValueError) as exc:  # a number or attribute the head must have is gone
            where = f"table {self.table}: head of episode {quoted(episode_id)}"
            raise CorruptRecord(f"{where}: a missing or malformed attribute ({exc})") from None

    def _listed(self, item: dict[str, Any], status: str, created_ms: int | None) -> EpisodeHead:
        """A listed head, or its stand-in (no config; the status and creation time its index entry gives) when it
        does not read back."""
        try:
            return self._row(item)
        except CorruptRecord as exc:
            episode_id = item["pk"]["S"][3:]
            return EpisodeHead(episode_id, {}, 0, status, 0, created_ms or 0, unreadable=str(exc))

    def _head_fields(self, episode_id: str, item: dict[str, Any]) -> EpisodeHead:
        return EpisodeHead(
            episode_id=episode_id,
            config=self._stored(item, "config", lambda: f"head of episode {quoted(episode_id)}"),
            version=int(item["version"]["N"]),
            status=item["status"]["S"],
            event_count=int(item["event_count"]["N"]),
            created_ms=int(item["created_ms"]["N"]),
            updated_ms=int(item["updated_ms"]["N"]),
            failures=int(item.get("failures", {"N": "0"})["N"]),
            failed_version=int(item.get("failed_version", {"N": "-1"})["N"]),
            failure=item.get("failure", {}).get("S"),
            mark=item.get("mark", {}).get("S"),
            blob_keys=(item["results_key"]["S"], item["replay_key"]["S"]) if "results_key" in item else None,
        )

    def _head(self, episode_id: str) -> dict[str, Any]:
        out = self.ddb.get_item(
            TableName=self.table,
            Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}},
            ConsistentRead=True,
        )
        if "Item" not in out:
            raise UnknownEpisode(episode_id)
        return out["Item"]

    def load_head(self, episode_id: str) -> EpisodeHead:
        return self._row(self._head(episode_id))

    def load_inputs(self, episode_id: str, count: int) -> tuple[Any, ...]:
        if count < 1:
            return ()
        items = self._query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :lo AND :hi",
            ExpressionAttributeValues={
                ":pk": {"S": episode_pk(episode_id)},
                ":lo": {"S": version_sk(1)},
                ":hi": {"S": version_sk(count)},
            },
            ProjectionExpression="sk, #i",
            ExpressionAttributeNames={"#i": "input"},
            ConsistentRead=True,
        )
        return tuple(
            self._stored(item, "input", lambda: f"episode {quoted(episode_id)}, {item['sk']['S']}") for item in items
        )

    def record_failure(self, episode_id: str, version: int, cause: str) -> int:
        # One token per call: a request botocore re-sends after a lost response carries the same
        # token, so the head's set of this version's tokens tells a landed attempt from a new failure.
        token = uuid.uuid4().hex
        same_version = True  # a guess; a failed condition's old item corrects it
        for _ in range(FAILURE_ROUNDS):
            counted, old = self._count_failure(episode_id, version, cause, token, same_version)
            if old is None:
                return counted
            if int(old["version"]["N"]) != version:
                return 0  # the episode moved on: this failure is an old duplicate's
            if token in old.get("failure_tokens", {}).get("SS", ()):
                return int(old["failures"]["N"])  # an earlier attempt of this call landed
            same_version = int(old.get("failed_version", {"N": "-1"})["N"]) == version
        raise TransientStoreError(f"{episode_id}: failure count at version {version} kept moving; retry")

    def _count_failure(
        self, episode_id: str, version: int, cause: str, token: str, same_version: bool
    ) -> tuple[int, Any]:
        """(count, None) once this call's failure is recorded, else (0, the head the condition saw)."""
        values = {":v": {"N": str(version)}, ":one": {"N": "1"}, ":c": {"S": cause}, ":ts": {"SS": [token]}}
        if same_version:  # another failure at this version: add one, unless this token is in already
            expression = "SET failures = failures + :one, failure = :c ADD failure_tokens :ts"
            condition = "version = :v AND failed_version = :v AND NOT contains(failure_tokens, :t)"
            values[":t"] = {"S": token}
        else:  # the first failure at this version: the count and the tokens start again
            expression = "SET failures = :one, failed_version = :v, failure = :c, failure_tokens = :ts"
            condition = "version = :v AND (attribute_not_exists(failed_version) OR failed_version <> :v)"
        try:
            out = self.ddb.update_item(
                TableName=self.table,
                Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}},
                UpdateExpression=expression,
                ConditionExpression=condition,
                ExpressionAttributeValues=values,
                ReturnValues="ALL_NEW",  # not UPDATED_NEW: a re-sent write may change no value
                ReturnValuesOnConditionCheckFailure="ALL_OLD",
            )
        except self.ddb.exceptions.ConditionalCheckFailedException as exc:
            # No old item: no head at all (UnknownEpisode from the read), or an API that omits it.
            return 0, exc.response.get("Item") or self._head(episode_id)
        return int(out["Attributes"]["failures"]["N"]), None

    def commit(self, episode_id, expected_version, new_input, records, status) -> str:
        pk = {"S": episode_pk(episode_id)}
        # Encoded and measured before any request: what cannot be stored is refused, nothing written.
        encoded_input, lines = encode_commit(episode_id, expected_version, new_input, records)
        encoded_records = "\n".join(lines)
        size = len(encoded_input.encode()) + len(encoded_records.encode())
        if size > COMMIT_ITEM_LIMIT:
            raise CommitRefused(
                f"{episode_id}: commit of version {expected_version + 1} is {size} bytes, over {COMMIT_ITEM_LIMIT}"
            )
        mark = new_mark()
        try:
            self.ddb.transact_write_items(
                TransactItems=[
                    {
                        "Update": {
                            "TableName": self.table,
                            "Key": {"pk": pk, "sk": {"S": HEAD}},
                            "UpdateExpression": (
                                "SET version = :next, #st = :status, "
                                "event_count = event_count + :n, updated_ms = :now, gsi1pk = :g, mark = :mark"
                            ),
                            "ConditionExpression": "version = :expected",
                            # A lost race hands the head its condition saw to StaleVersion: no read after it.
                            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                            "ExpressionAttributeNames": {"#st": "status"},
                            "ExpressionAttributeValues": {
                                ":expected": {"N": str(expected_version)},
                                ":next": {"N": str(expected_version + 1)},
                                ":status": {"S": status},
                                ":n": {"N": str(len(records))},
                                ":now": {"N": str(self.clock())},
                                ":g": {"S": f"STATUS#{status}"},
                                ":mark": {"S": mark},
                            },
                        }
                    },
                    {
                        "Put": {
                            "TableName": self.table,
                            "Item": {
                                "pk": pk,
                                "sk": {"S": version_sk(expected_version + 1)},
                                "input": {"S": encoded_input},
                                "records": {"S": encoded_records},
                                "mark": {"S": mark},
                            },
                        }
                    },
                ]
            )
        except self.ddb.exceptions.TransactionCanceledException as exc:
            # Nothing was written. The version condition failed, a concurrent transaction held an
            # item (worth a retry), or the items themselves were refused (never worth one).
            cancelled = exc.response.get("CancellationReasons", [])
            reasons = [r.get("Code") for r in cancelled]
            what = f"{episode_id}: commit of version {expected_version + 1} refused ({reasons})"
            if "ConditionalCheckFailed" in reasons:
                raise StaleVersion(what, self._lost_to(episode_id, cancelled)) from None
            if set(reasons) <= {
                "TransactionConflict",
                "ThrottlingError",
                "ProvisionedThroughputExceeded",
                "None",
                None,
            }:
                raise TransientStoreError(what) from None
            raise CommitRefused(what) from None
        except self.ddb.exceptions.ClientError as exc:
            if _error_code(exc) == "ValidationException":
                raise CommitRefused(f"{episode_id}: commit of version {expected_version + 1} refused: {exc}") from None
            raise
        return mark

    def _lost_to(self, episode_id: str, cancelled: list[dict[str, Any]]) -> EpisodeHead | None:
        """The head a cancelled commit's version condition saw (its reason's ``Item``), else the head read now:
        UnknownEpisode when there is no row at all. None when the head does not read back (the caller's own read
        then says why). Until 2026-12-07 the head was read here, and again by ``flow.on_step``."""
        item = cancelled[0].get("Item") if cancelled and cancelled[0].get("Code") == "ConditionalCheckFailed" else None
        try:
            return self._row(item) if item else self.load_head(episode_id)
        except CorruptRecord:
            return None

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        try:
            head = self.load_head(episode_id)  # the history is what the head has committed
        except UnknownEpisode:
            return []
        return self._records(episode_id, self._committed(episode_id, head.version, head.mark), start, head.version)

    def events_at(
        self, episode_id: str, version: int, mark: str | None, start: int = 0, mark_of: int = 0
    ) -> tuple[list[dict[str, Any]], str | None]:
        """No head read (the caller's head bounds the query), and the mark of commit ``mark_of`` from the same read.

        The kept commits are checked in that read (the last one kept is queried again, or the head's mark is the
        last kept commit's), and a mark names one commit on one history: equal there, every kept commit before it
        is still the store's, with the mark kept. So the mark costs no request where ``commit_mark`` cost a head
        read and a read of the commit item; only a head written before marks (which checks nothing) reads the item."""
        log = self._committed(episode_id, version, mark)
        at = mark_of - 1
        found = mark_of <= version and 0 <= at < len(log.keys) and log.keys[at] == version_sk(mark_of)
        kept = log.marks[at] if found else None
        if mark is None and 0 < mark_of <= version:
            kept = self._item_mark(episode_id, mark_of)
        return self._records(episode_id, log, start, version), kept

    def _records(self, episode_id: str, log: KeptLog, start: int, version: int) -> list[dict[str, Any]]:
        """The records of a kept log from the ``start``-th, of its commits up to ``version``."""
        first = bisect.bisect_right(log.ends, start)  # the first commit holding record ``start``
        out: list[dict[str, Any]] = []
        for i in range(first, min(len(log.texts), version)):
            lines = [line for line in log.texts[i].split("\n") if line]
            where = f"table {self.table}: episode {quoted(episode_id)}, {log.keys[i]}, its records"
            out.extend(read_stored(line, lambda: where) for line in lines[max(0, start - log.ends[i] + len(lines)) :])
        return out

    def commit_mark(self, episode_id: str, version: int) -> str | None:
        """Two consistent reads: the head (a commit item past it is no history), then the commit item."""
        try:
            if version < 1 or version > self.load_head(episode_id).version:
                return None
        except UnknownEpisode:
            return None
        return self._item_mark(episode_id, version)

    def _item_mark(self, episode_id: str, version: int) -> str | None:
        """The mark the commit item of ``version`` holds (one consistent read of that item)."""
        out = self.ddb.get_item(
            TableName=self.table,
            Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": version_sk(version)}},
            ProjectionExpression="mark",
            ConsistentRead=True,
        )
        return out.get("Item", {}).get("mark", {}).get("S")

    def _committed(self, episode_id: str, version: int, mark: str | None = None) -> KeptLog:
        """The records of commits 1..``version`` (the head's, whose commit has ``mark``): those kept from an earlier
        read of this log, and the rest queried. Until 2026-12-06 every read queried the whole history, so a reader
        polling a long running episode cost a read of every commit so far per new version.

        The last kept commit is queried again with the new ones: if it changed (its mark, or its text where it has
        none), the head went back and forward again since the last read (a restore, then new commits), and the whole
        history is read. At the kept version itself the head's mark tells: until 2026-12-07 a log kept there was
        served as kept, though a restore and new commits had brought the head back to it on another history. A log
        kept past ``version`` whose commit there has ``mark`` is this history read further (by a concurrent read at a
        later head): it is returned whole and kept, and its readers stop at ``version``."""
        with self._logs_lock:
            log = self._logs.pop(episode_id, None) or KeptLog()
        if log.version > version > 0 and mark is not None and log.marks[version - 1] == mark:
            self._keep(episode_id, log)  # moved on by a read at a later head (a concurrent poll), on this history
            return log  # its readers stop at ``version``
        if log.version > version or (log.version == version and mark is not None and log.marks[-1] != mark):
            log = KeptLog()  # the head went back, or is at the kept version on another history (a restore)
        if log.version < version:
            queried = self._commit_texts(episode_id, max(1, log.version), version)
            if log.version and (not queried or queried[0] != (log.keys[-1], log.texts[-1], log.marks[-1])):
                log, queried = KeptLog(), self._commit_texts(episode_id, 1, version)
            elif log.version:
                queried = queried[1:]
            for key, text, mark in queried:
                log.add(key, text, mark)
            log.version = version
        if len(log.texts) == version:  # else a commit item is missing: nothing of such a log is kept
            self._keep(episode_id, log)
        return log

    def _commit_texts(self, episode_id: str, low: int, high: int) -> list[tuple[str, str, str | None]]:
        """(sort key, records text, mark) of the commit items from version ``low`` to ``high``."""
        texts = []
        for item in self._query(
            KeyConditionExpression="pk = :pk AND sk BETWEEN :lo AND :hi",
            ExpressionAttributeValues={
                ":pk": {"S": episode_pk(episode_id)},
                ":lo": {"S": version_sk(low)},
                ":hi": {"S": version_sk(high)},
            },
            ProjectionExpression="sk, #r, mark",
            ExpressionAttributeNames={"#r": "records"},
            ConsistentRead=True,
        ):
            sk, text = item["sk"]["S"], item.get("records", {}).get("S")
            if text is None:
                where = f"table {self.table}: episode {quoted(episode_id)}, {sk}, its records"
                raise CorruptRecord(f"{where}: no string attribute")
            texts.append((sk, text, item.get("mark", {}).get("S")))
        return texts

    def _keep(self, episode_id: str, log: KeptLog) -> None:
        """Keep one log read, the least recently read going first past LOGS_KEPT or LOG_BYTES_KEPT."""
        with self._logs_lock:
            self._logs[episode_id] = log
            while len(self._logs) > LOGS_KEPT or sum(kept.size for kept in self._logs.values()) > LOG_BYTES_KEPT:
                self._logs.popitem(last=False)

    def _query(self, **kwargs: Any) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        start = None
        while True:
            page = self.ddb.query(TableName=self.table, **kwargs, **({"ExclusiveStartKey": start} if start else {}))
            items.extend(page.get("Items", []))
            start = page.get("LastEvaluatedKey")
            if not start:
                return items

    def mark_final(self, episode_id: str, results_key: str, replay_key: str) -> None:
        self.ddb.update_item(
            TableName=self.table,
            Key={"pk": {"S": episode_pk(episode_id)}, "sk": {"S": HEAD}},
            UpdateExpression="SET #st = :final, results_key = :r, replay_key = :p, gsi1pk = :g",
            ConditionExpression="attribute_exists(pk)",
            ExpressionAttributeNames={"#st": "status"},
            ExpressionAttributeValues={
                ":final": {"S": "final"},
                ":r": {"S": results_key},
                ":p": {"S": replay_key},
                ":g": {"S": "STATUS#final"},
            },
        )

    def final_keys(self, episode_id: str) -> tuple[str, str] | None:
        item = self._head(episode_id)
        if "results_key" not in item:
            return None
        return item["results_key"]["S"], item["replay_key"]["S"]

    def list_episodes(self, status: str | None = None) -> list[EpisodeHead]:
        """Rows by status through the keys-only index (eventually consistent), then their heads."""
        indexed: dict[str, tuple[str, int | None]] = {}  # episode: (status, creation) as the index has them
        for st in [status] if status else STATUSES:
            for item in self._query(
                IndexName=STATUS_INDEX,
                KeyConditionExpression="gsi1pk = :g",
                ExpressionAttributeValues={":g": {"S": f"STATUS#{st}"}},
            ):
                created, episode_id = index_episode_id(item["gsi1sk"]["S"])
                indexed[episode_id] = (st, created)
        rows = []
        for item in self._heads(sorted(indexed)):
            row = self._listed(item, *indexed[item["pk"]["S"][3:]])
            if status is None or row.status == status:  # the index may lag the head
                rows.append(row)
        return rows

    def _heads(self, episode_ids: list[str], consistent: bool = True) -> list[dict[str, Any]]:
        """The heads of these episodes in this order (those gone left out), read a hundred to a
        request (consistent reads by default, as load_head): one request per head made the sweeper's
        listing of a few thousand running episodes take most of its invocation before it swept one."""
        found: dict[str, dict[str, Any]] = {}
        for at in range(0, len(episode_ids), HEADS_PER_BATCH):
            keys = [{"pk": {"S": episode_pk(e)}, "sk": {"S": HEAD}} for e in episode_ids[at : at + HEADS_PER_BATCH]]
            for _ in range(HEAD_BATCH_ROUNDS):  # unprocessed keys (throttling): asked again, a bounded number of times
                out = self.ddb.batch_get_item(RequestItems={self.table: {"Keys": keys, "ConsistentRead": consistent}})
                for item in out.get("Responses", {}).get(self.table, []):
                    found[item["pk"]["S"]] = item
                keys = out.get("UnprocessedKeys", {}).get(self.table, {}).get("Keys", [])
                if not keys:
                    break
            for key in keys:  # still unprocessed: one by one, as before
                try:
                    found[key["pk"]["S"]] = self._head(key["pk"]["S"][3:])  # "EP#<id>", as _row reads it
                except UnknownEpisode:
                    pass
        return [found[pk] for pk in map(episode_pk, episode_ids) if pk in found]

    def newest_episodes(self, status: str, limit: int, after: tuple[int, str] | None = None) -> list[EpisodeHead]:
        """Newest first through the index (its sort key starts with the creation time): about
        ``limit`` heads are read, not the whole state, and the heads have the last word.

        The heads are read in batches and eventually consistent (half the read units of a
        consistent read): the index the listing comes from lags the heads anyway, and a lagging
        head can only show an earlier status, never ``final`` (which names the agents) too soon."""
        ids: list[str] = []
        created_at: dict[str, int | None] = {}
        boundary: int | None = None
        start = None
        condition = "gsi1pk = :g"
        values = {":g": {"S": f"STATUS#{status}"}}
        if after is not None:  # rows created up to that millisecond ('$' sorts after its '#')
            condition += " AND gsi1sk < :upper"
            values[":upper"] = {"S": f"{after[0]:015d}$"}
        while True:
            page = self.ddb.query(
                TableName=self.table,
                IndexName=STATUS_INDEX,
                KeyConditionExpression=condition,
                ExpressionAttributeValues=values,
                ScanIndexForward=False,
                Limit=limit + 1,
                **({"ExclusiveStartKey": start} if start else {}),
            )
            for item in page.get("Items", []):
                created, episode_id = index_episode_id(item["gsi1sk"]["S"])
                if after is not None and created == after[0] and episode_id <= after[1]:
                    continue  # the same millisecond as the cursor, listed on the page before
                # Past the limit, keep going only through rows created in the same millisecond (ties go by id).
                if len(ids) >= limit and created is not None and created != boundary:
                    start = None
                    break
                ids.append(episode_id)
                created_at[episode_id] = created
                if created is not None:
                    boundary = created
            else:
                start = page.get("LastEvaluatedKey")
            if not start:
                break
        rows = []
        for item in self._heads(ids, consistent=False):
            row = self._listed(item, status, created_at.get(item["pk"]["S"][3:]))
            if row.status == status:  # the index may lag the head
                rows.append(row)
        return sorted(rows, key=newest_first)[:limit]

    # -- league rows ----------------------------------------------------------------------------

    def put_league_row(self, episode_id: str, row: dict[str, Any]) -> None:
        self.ddb.put_item(
            TableName=self.table,
            Item={"pk": {"S": "LEAGUE"}, "sk": {"S": episode_pk(episode_id)}, "row": {"S": dumps(row)}},
        )

    def league_rows(self) -> list[dict[str, Any]]:
        items = self._query(
            KeyConditionExpression="pk = :pk", ExpressionAttributeValues={":pk": {"S": "LEAGUE"}}, ConsistentRead=True
        )
        return [self._stored(item, "row", lambda: f"league row {item['sk']['S']}", Fraction) for item in items]  # exact

    def league_keys(self) -> list[str]:
        items = self._query(
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": "LEAGUE"}},
            ProjectionExpression="sk",
            ConsistentRead=True,
        )
        return sorted(item["sk"]["S"][3:] for item in items)

    def league_row(self, episode_id: str) -> dict[str, Any] | None:
        out = self.ddb.get_item(
            TableName=self.table, Key={"pk": {"S": "LEAGUE"}, "sk": {"S": episode_pk(episode_id)}}, ConsistentRead=True
        )
        if "Item" not in out:
            return None
        return self._stored(out["Item"], "row", lambda: f"league row {quoted(episode_pk(episode_id))}", Fraction)

    def league_state(self) -> tuple[int, str]:
        out = self.ddb.get_item(TableName=self.table, Key=STATE_KEY, ConsistentRead=True)
        item = out.get("Item")
        return (0, "") if item is None else (int(item["version"]["N"]), item["digest"]["S"])

    def swap_league_state(self, expected_version: int, digest: str) -> bool:
        condition = (
            {"ConditionExpression": "attribute_not_exists(pk)"}
            if expected_version == 0
            else {
                "ConditionExpression": "version = :v",
                "ExpressionAttributeValues": {":v": {"N": str(expected_version)}},
            }
        )
        item = {**STATE_KEY, "version": {"N": str(expected_version + 1)}, "digest": {"S": digest}}
        try:
            self.ddb.put_item(TableName=self.table, Item=item, **condition)
        except self.ddb.exceptions.ConditionalCheckFailedException:
            return False
        return True

    # -- blobs ----------------------------------------------------------------------------------

    def put_blob(self, key: str, data: bytes) -> bool:
        """Created once (``If-None-Match``), with its SHA-256 as the object's checksum (S3 checks it on the write):
        a key already there is compared by that checksum from a ``HeadObject``, not read back whole (until
        2026-12-07 a ``GetObject`` of the blob); a blob stored without one (written before) is read and compared
        by its size, then 1 MB at a time. A key deleted between the refused create and that compare is free again,
        so it is created once more (until review 54d, MissingBlob out of ``put_blob``); deleted again after a second
        refusal: TransientStoreError."""
        check_key(key)
        digest = blob_checksum(data)
        for _ in range(2):
            try:
                checksum = {"ChecksumAlgorithm": "SHA256", "ChecksumSHA256": digest}
                self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, IfNoneMatch="*", **checksum)
            except self.s3.exceptions.ClientError as exc:
                if _error_code(exc) not in ("PreconditionFailed", "ConditionalRequestConflict", "412"):
                    raise
            else:
                return True
            held = self._holds(key, data, digest)
            if held is not None:
                if not held:
                    raise BlobConflict(f"blob {key} exists with different bytes")
                return False
        raise TransientStoreError(
            f"bucket {self.bucket}: blob {key} was there when created and gone when read, twice; retry"
        )

    def _holds(self, key: str, data: bytes, digest: str) -> bool | None:
        """Whether the blob stored under ``key`` is ``data``: by its size and SHA-256 checksum when it has one (None:
        the key is gone, or denied as S3 denies a missing key to a role that may not list the bucket)."""
        try:
            head = self.s3.head_object(Bucket=self.bucket, Key=key, ChecksumMode="ENABLED")
        except self.s3.exceptions.ClientError as exc:
            if _error_code(exc) in ("404", "NoSuchKey", "NotFound"):
                return None
            return self._read_holds(key, data)  # denied or failing: the read tells a missing key from a stored one
        if head.get("ContentLength") not in (None, len(data)):
            return False
        stored = head.get("ChecksumSHA256")
        if stored and "-" not in stored:  # a multipart upload's checksum ("<b64>-<parts>") is of its parts: no match
            return stored == digest
        return self._read_holds(key, data)

    def _read_holds(self, key: str, data: bytes) -> bool | None:
        """Whether the blob under ``key`` (one stored without a SHA-256 checksum, or one whose head was denied) is
        ``data``: its size first, then BLOB_CHUNK at a time, stopping at the first difference (None: it is gone).
        Until review 55b it was read whole, and compared only then: an 8 MB replay held twice for one byte."""
        try:
            reply = self._get_object(key)
        except MissingBlob:
            return None
        body = reply["Body"]
        try:
            if reply.get("ContentLength") not in (None, len(data)):
                return False
            view, offset = memoryview(data), 0
            while chunk := body.read(BLOB_CHUNK):
                if view[offset : offset + len(chunk)] != chunk:
                    return False
                offset += len(chunk)
            return offset == len(data)
        finally:
            body.close()  # the rest is never read: the connection is dropped, not drained

    def get_blob(self, key: str) -> bytes:
        check_key(key)
        return self._get_object(key)["Body"].read()

    def _get_object(self, key: str) -> dict[str, Any]:
        """S3's answer to a ``GetObject`` of ``key``, its body not yet read; no such key is MissingBlob."""
        try:
            return self.s3.get_object(Bucket=self.bucket, Key=key)
        except self.s3.exceptions.ClientError as exc:
            if _error_code(exc) in ("NoSuchKey", "404"):
                raise MissingBlob(f"no blob {key}") from None
            # S3 answers 403 for a missing key to a role without s3:ListBucket on that prefix.
            if _error_code(exc) in ("AccessDenied", "403"):
                raise MissingBlob(f"no blob {key} (S3 denied the read: missing, or outside this role)") from None
            raise

    def publish(self, key: str, data: bytes) -> None:
        check_key(key)
        self.s3.put_object(
            Bucket=self.bucket, Key=key, Body=data, ContentType="application/json", CacheControl="max-age=60"
        )

    # -- limits shared by every function (cosino_runtime.engine.limits) ------------------------

    def take_tokens(self, key: str, per_minute: float, capacity: float, n: float, force: bool = False) -> float:
        """Take ``n`` from the token bucket ``key`` and return 0, or return the seconds to wait.

        The bucket is one item (``LIMIT#<key>`` / ``#BUCKET``: level in millitokens, last refill
        in ms), changed only by a write conditioned on the values read, so concurrent functions
        never take the same tokens twice. ``force`` takes even into debt (charging a call's tokens).
        """
        return self.take_buckets(key, ((per_minute, capacity, n),), force)

    def take_buckets(self, key: str, buckets: Sequence[tuple[float, float, float]], force: bool = False) -> float:
        """Take from several token buckets kept in one item, all or none: each ``(per_minute, capacity, n)``; 0 when
        taken, else the seconds until every one holds its ``n`` (the longest wait).

        Bucket ``i`` keeps its level in millitokens under ``level`` (the first) or ``level<i>``, and they share one
        ``updated_ms``: an agent's requests and tokens rates cost one read and one conditional write together (until
        2026-12-07, two of each). The write is conditioned on every value read, so concurrent functions never take
        the same tokens twice; a lost race reads again. The item's time never moves back, whichever function's clock
        is behind. The item carries the table's time-to-live (``expiration``, :func:`bucket_expiry`): an agent that
        never comes back leaves no item for ever (until review store52e it did), and one dropped reads as full."""
        item_key = {"pk": {"S": f"LIMIT#{key}"}, "sk": {"S": "#BUCKET"}}
        for _ in range(16):  # lost races: read again
            now = self.clock()
            item = self.ddb.get_item(TableName=self.table, Key=item_key, ConsistentRead=True).get("Item")
            levels, wait = _bucket_levels(item, buckets, now)
            if wait > 0 and not force:
                return wait
            new = {bucket_level(i): {"N": str(level)} for i, level in enumerate(levels)}
            # Never back in time: a function whose clock is behind the item's stamp had it refill nothing, and its
            # own time written there would have the next function count that refill again (until 2026-12-07).
            stamp = now if item is None else max(now, int(item["updated_ms"]["N"]))
            expiration = bucket_expiry(levels, buckets, stamp, slowest_rates(key, buckets))  # an agent gone for good
            expiry = {"expiration": {"N": str(expiration)}}
            try:
                self.ddb.put_item(
                    TableName=self.table,
                    Item={**item_key, **new, "updated_ms": {"N": str(stamp)}, **expiry},
                    **_unchanged(item, len(buckets)),
                )
            except self.ddb.exceptions.ConditionalCheckFailedException:
                continue
            return 0.0
        return 0.05  # heavy contention: ask again shortly

    def charge_tokens(self, key: str, n: float, buckets: Sequence[tuple[float, float, float]], index: int = 0) -> None:
        """Charge ``n`` to bucket ``index`` of the item ``key`` (``buckets`` as :meth:`take_buckets` takes them),
        into debt if need be: one ``ADD``, no read (until 2026-12-07 a read and a conditional write). The charge
        counts from the item's last write, at or after this call's own take: as a provider counts a request's tokens
        when it is sent. The ``ADD`` is atomic, so a concurrent take (conditioned on the level it read) fails and
        reads again: no charge is lost and no token taken twice. An item not there yet (or one without that level)
        is written the long way, through :meth:`take_buckets`. Only a charge more than 0 and finite is made: an ``ADD``
        cannot stop at the capacity, so a negative one would fill the bucket past it (until review 51a it did). The
        same update moves the item's ``expiration`` on by the time the bucket takes to refill the charge: a charge
        follows its call's own take by less than ``LIMIT_TTL_MARGIN_S``, so the item still outlives its refill. A
        charge leaving a debt the expiration would not cover at the slowest rates (:func:`lowest_after_charge`) is
        written the long way too, its expiration worked out afresh (until review 54d the ``ADD`` was made anyway)."""
        if not 0 < n < math.inf:
            return
        item_key = {"pk": {"S": f"LIMIT#{key}"}, "sk": {"S": "#BUCKET"}}
        # The charge delays the bucket's refill by its own refill time: the expiration moves on by as much (an item
        # written before expirations gets one counted from now, a margin past any debt a take leaves).
        delay = math.ceil(int(n * 1000) * 60 / buckets[index][0] / 1000)
        try:
            self.ddb.update_item(
                TableName=self.table,
                Key=item_key,
                UpdateExpression="SET #e = if_not_exists(#e, :floor) + :delay ADD #l :charge",
                ConditionExpression="attribute_exists(updated_ms) AND #l >= :lowest",
                ExpressionAttributeNames={"#l": bucket_level(index), "#e": "expiration"},
                ExpressionAttributeValues={
                    ":charge": {"N": str(-int(n * 1000))},
                    ":delay": {"N": str(delay)},
                    ":floor": {"N": str(-(-self.clock() // 1000) + LIMIT_TTL_MARGIN_S)},
                    ":lowest": {"N": str(int(n * 1000) + lowest_after_charge(slowest_rates(key, buckets)[index]))},
                },
            )
        except self.ddb.exceptions.ConditionalCheckFailedException:
            charged = tuple((rate, cap, n if i == index else 0) for i, (rate, cap, _) in enumerate(buckets))
            self.take_buckets(key, charged, force=True)

    def hold_slot(self, key: str, holder: str, cap: int) -> bool:
        """Hold one of ``cap`` slots of ``key`` for ``holder`` (idempotent); False when all are held by others."""
        try:
            self.ddb.update_item(
                TableName=self.table,
                Key={"pk": {"S": f"SLOTS#{key}"}, "sk": {"S": "#SLOTS"}},
                UpdateExpression="ADD holders :h",
                ConditionExpression="attribute_not_exists(holders) OR size(holders) < :cap OR contains(holders, :e)",
                ExpressionAttributeValues={":h": {"SS": [holder]}, ":e": {"S": holder}, ":cap": {"N": str(cap)}},
            )
        except self.ddb.exceptions.ConditionalCheckFailedException:
            return False
        return True

    def slot_holders(self, key: str) -> list[str]:
        item = self.ddb.get_item(
            TableName=self.table, Key={"pk": {"S": f"SLOTS#{key}"}, "sk": {"S": "#SLOTS"}}, ConsistentRead=True
        ).get("Item", {})
        return sorted(item.get("holders", {}).get("SS", []))

    def free_slot(self, key: str, holder: str) -> None:
        """Give ``holder``'s slot of ``key`` back (nothing happens if it held none)."""
        self.ddb.update_item(
            TableName=self.table,
            Key={"pk": {"S": f"SLOTS#{key}"}, "sk": {"S": "#SLOTS"}},
            UpdateExpression="DELETE holders :h",
            ExpressionAttributeValues={":h": {"SS": [holder]}},
        )
