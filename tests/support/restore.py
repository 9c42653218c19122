"""A restore point of a whole store (SQLite's backup API; DynamoDB items put back), for tests of what a restore
followed by new commits must not leave behind in a cache."""

from __future__ import annotations

import sqlite3
from typing import Any, Callable

from cosino_runtime.store.embedded import EmbeddedStore


def snapshot(store: Any) -> Callable[[], None]:
    """A restore point of the whole store: calling the result puts every row or item back as it is now."""
    if isinstance(store, EmbeddedStore):
        saved = sqlite3.connect(":memory:")
        store.db.backup(saved)
        return lambda: saved.backup(store.db)
    items = store.ddb.scan(TableName=store.table, ConsistentRead=True)["Items"]

    def restore() -> None:
        keys = {(i["pk"]["S"], i["sk"]["S"]) for i in items}
        for item in store.ddb.scan(TableName=store.table, ConsistentRead=True)["Items"]:
            if (item["pk"]["S"], item["sk"]["S"]) not in keys:
                store.ddb.delete_item(TableName=store.table, Key={"pk": item["pk"], "sk": item["sk"]})
        for item in items:
            store.ddb.put_item(TableName=store.table, Item=item)

    return restore
