"""The AWS adapter: one DynamoDB table (single-table design) for rows and events, one S3 bucket for blobs.

Items of the table (keys ``pk``/``sk`` are strings; docs/runtime.md lists the access patterns):

- episode head ``EP#<id>`` / ``#HEAD``: config, version, inputs (a DynamoDB list of canonical
  JSON strings), status, event_count, timestamps and, once final, the blob keys; ``gsi1pk`` =
  ``STATUS#<status>`` feeds the keys-only index the sweeper queries;
- one event item per commit ``EP#<id>`` / ``V#<version>`` holding that commit's records;
- league rows ``LEAGUE`` / ``EP#<id>``;
- the powertools idempotency records live under their own ``IDEMPOTENCY#...`` partition.

A commit is one ``TransactWriteItems`` call with two items: the head update conditioned on the
version the step read, and the event item conditioned on ``attribute_not_exists``. No read is
needed to commit, so a decision costs one GetItem and one transaction.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from cosino.canonical import dumps

from .base import EpisodeRow, MissingBlob, StaleVersion, Store, UnknownEpisode, check_key, now_ms

HEAD = "#HEAD"
STATUS_INDEX = "gsi1"
STATUSES = ("running", "finished", "final")


def episode_pk(episode_id: str) -> str:
    return f"EP#{episode_id}"


def version_sk(version: int) -> str:
    return f"V#{version:09d}"  # zero-padded so the sort key orders commits


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


def _error_code(exc: Exception) -> str:
    return getattr(exc, "response", {}).get("Error", {}).get("Code", "")


class AwsStore(Store):
    """The Store interface over a DynamoDB table and an S3 bucket (boto3 clients, thread-safe)."""

    def __init__(self, table: str, bucket: str, dynamodb: Any = None, s3: Any = None) -> None:
        import boto3

        self.table = table
        self.bucket = bucket
        self.ddb = dynamodb or boto3.client("dynamodb")
        self.s3 = s3 or boto3.client("s3")
        self.clock = now_ms

    # -- rows ---------------------------------------------------------------------------------

    def create_episode(self, episode_id: str, config: dict[str, Any]) -> bool:
        now = self.clock()
        try:
            self.ddb.put_item(
                TableName=self.table,
                Item={
                    "pk": {"S": episode_pk(episode_id)},
                    "sk": {"S": HEAD},
                    "config": {"S": dumps(config)},
                    "version": {"N": "0"},
                    "inputs": {"L": []},
                    "status": {"S": "running"},
                    "event_count": {"N": "0"},
                    "created_ms": {"N": str(now)},
                    "updated_ms": {"N": str(now)},
                    "gsi1pk": {"S": "STATUS#running"},
                    "gsi1sk": {"S": episode_id},
                },
                ConditionExpression="attribute_not_exists(pk)",
            )
        except self.ddb.exceptions.ConditionalCheckFailedException:
            return False
        return True

    def _row(self, item: dict[str, Any]) -> EpisodeRow:
        return EpisodeRow(
            episode_id=item["pk"]["S"][3:],
            config=json.loads(item["config"]["S"]),
            version=int(item["version"]["N"]),
            inputs=tuple(json.loads(v["S"]) for v in item["inputs"]["L"]),
            status=item["status"]["S"],
            event_count=int(item["event_count"]["N"]),
            created_ms=int(item["created_ms"]["N"]),
            updated_ms=int(item["updated_ms"]["N"]),
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

    def load(self, episode_id: str) -> EpisodeRow:
        return self._row(self._head(episode_id))

    def commit(self, episode_id, expected_version, new_input, records, status) -> None:
        pk = {"S": episode_pk(episode_id)}
        try:
            self.ddb.transact_write_items(
                TransactItems=[
                    {
                        "Update": {
                            "TableName": self.table,
                            "Key": {"pk": pk, "sk": {"S": HEAD}},
                            "UpdateExpression": (
                                "SET version = :next, inputs = list_append(inputs, :input), #st = :status, "
                                "event_count = event_count + :n, updated_ms = :now, gsi1pk = :g"
                            ),
                            "ConditionExpression": "version = :expected",
                            "ExpressionAttributeNames": {"#st": "status"},
                            "ExpressionAttributeValues": {
                                ":expected": {"N": str(expected_version)},
                                ":next": {"N": str(expected_version + 1)},
                                ":input": {"L": [{"S": dumps(new_input)}]},
                                ":status": {"S": status},
                                ":n": {"N": str(len(records))},
                                ":now": {"N": str(self.clock())},
                                ":g": {"S": f"STATUS#{status}"},
                            },
                        }
                    },
                    {
                        "Put": {
                            "TableName": self.table,
                            "Item": {
                                "pk": pk,
                                "sk": {"S": version_sk(expected_version + 1)},
                                "records": {"S": "\n".join(dumps(r) for r in records)},
                            },
                            "ConditionExpression": "attribute_not_exists(pk)",
                        }
                    },
                ]
            )
        except self.ddb.exceptions.TransactionCanceledException as exc:
            # The version condition failed (or a concurrent commit held the item): nothing was written.
            self._head(episode_id)  # UnknownEpisode when there is no row at all
            reasons = [r.get("Code") for r in exc.response.get("CancellationReasons", [])]
            raise StaleVersion(f"{episode_id}: commit of version {expected_version + 1} refused ({reasons})") from None

    def events(self, episode_id: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for item in self._query(
            KeyConditionExpression="pk = :pk AND begins_with(sk, :v)",
            ExpressionAttributeValues={":pk": {"S": episode_pk(episode_id)}, ":v": {"S": "V#"}},
            ConsistentRead=True,
        ):
            text = item["records"]["S"]
            out.extend(json.loads(line) for line in text.split("\n") if line)
        return out

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

    def list_episodes(self, status: str | None = None) -> list[EpisodeRow]:
        """Rows by status through the keys-only index (eventually consistent), then their heads."""
        ids: list[str] = []
        for st in [status] if status else STATUSES:
            for item in self._query(
                IndexName=STATUS_INDEX,
                KeyConditionExpression="gsi1pk = :g",
                ExpressionAttributeValues={":g": {"S": f"STATUS#{st}"}},
            ):
                ids.append(item["gsi1sk"]["S"])
        rows = []
        for episode_id in sorted(set(ids)):
            try:
                row = self.load(episode_id)
            except UnknownEpisode:
                continue
            if status is None or row.status == status:  # the index may lag the head
                rows.append(row)
        return rows

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
        return [json.loads(item["row"]["S"], parse_float=Fraction) for item in items]  # exact decimals

    # -- blobs ----------------------------------------------------------------------------------

    def put_blob(self, key: str, data: bytes) -> bool:
        check_key(key)
        try:
            self.s3.put_object(Bucket=self.bucket, Key=key, Body=data, IfNoneMatch="*")
        except self.s3.exceptions.ClientError as exc:
            if _error_code(exc) not in ("PreconditionFailed", "ConditionalRequestConflict", "412"):
                raise
            if self.get_blob(key) != data:
                raise ValueError(f"blob {key} exists with different bytes") from None
            return False
        return True

    def get_blob(self, key: str) -> bytes:
        check_key(key)
        try:
            return self.s3.get_object(Bucket=self.bucket, Key=key)["Body"].read()
        except self.s3.exceptions.ClientError as exc:
            if _error_code(exc) in ("NoSuchKey", "404"):
                raise MissingBlob(f"no blob {key}") from None
            raise

    def publish(self, key: str, data: bytes) -> None:
        check_key(key)
        self.s3.put_object(
            Bucket=self.bucket, Key=key, Body=data, ContentType="application/json", CacheControl="max-age=60"
        )
