"""Mutation review 44: the code changed in session 44 (abee31b..54b255e).

MUTANTS (filled in below)
"""

from __future__ import annotations

import sys

from cosino_runtime.store import aws


# --- store/aws.py: the kept committed logs ------------------------------------------------------------


class _CommitTable:
    """A DynamoDB client stand-in answering the commit-range Query ``AwsStore._committed`` makes, strictly
    (a range whose low end is past its high one is a ValidationException, as on DynamoDB)."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], str] = {}
        self.queried: list[tuple[str, str]] = []

    def commit(self, episode: str, version: int, text: str) -> None:
        self.items[(aws.episode_pk(episode), aws.version_sk(version))] = text

    def query(self, TableName, KeyConditionExpression, ExpressionAttributeValues, **kwargs):
        pk, lo, hi = (ExpressionAttributeValues[k]["S"] for k in (":pk", ":lo", ":hi"))
        if lo > hi:
            raise ValueError(f"ValidationException: {lo} > {hi}")
        self.queried.append((lo, hi))
        found = sorted(sk for (p, sk) in self.items if p == pk and lo <= sk <= hi)
        return {"Items": [{"sk": {"S": sk}, "records": {"S": self.items[(pk, sk)]}} for sk in found]}


def _aws_store(versions: dict[str, int]) -> tuple[aws.AwsStore, _CommitTable]:
    table = _CommitTable()
    for episode, top in versions.items():
        for version in range(1, top + 1):
            table.commit(episode, version, f'{{"e":"{episode}","v":{version}}}')
    return aws.AwsStore("t", "b", table, object()), table


def test_a_log_read_again_at_the_same_head_queries_nothing():
    """Mutants 1, 2: a second read at the same version queries again (``>=`` for ``>``), or queries an empty
    range (``<=`` for ``<``, which DynamoDB refuses)."""
    store, table = _aws_store({"a": 3})
    first = store._committed("a", 3)
    assert [sk for sk, _ in first] == [aws.version_sk(v) for v in (1, 2, 3)]
    assert store._committed("a", 3) == first
    assert table.queried == [(aws.version_sk(1), aws.version_sk(3))]
    table.commit("a", 4, "{}")
    assert store._committed("a", 4) == [*first, (aws.version_sk(4), "{}")]
    assert table.queried[-1] == (aws.version_sk(4), aws.version_sk(4))


def test_a_log_with_a_missing_commit_is_not_kept_and_is_read_whole_once_mended():
    """Mutant 3: a log with a commit item missing (a partial restore) was kept, so the mended item was never
    read again: the next read queried only the versions past the head."""
    store, table = _aws_store({"a": 3})
    del table.items[(aws.episode_pk("a"), aws.version_sk(2))]
    assert len(store._committed("a", 3)) == 2
    assert "a" not in store._logs
    table.commit("a", 2, "mended")
    assert [text for _, text in store._committed("a", 3)][1] == "mended"


def test_the_least_recently_read_log_goes_first(monkeypatch):
    """Mutant 4: ``get`` for ``pop`` when a log is taken out of the kept ones: a log read again kept its old
    place, so it went first although it was the most recently read."""
    monkeypatch.setattr(aws, "LOGS_KEPT", 2)
    store, _ = _aws_store({"a": 1, "b": 1, "c": 1})
    store._committed("a", 1)
    store._committed("b", 1)
    store._committed("a", 1)
    store._committed("c", 1)
    assert list(store._logs) == ["a", "c"]


def test_the_memory_bound_is_inclusive_and_counts_what_is_kept(monkeypatch):
    """Mutants 5, 6, 7: ``>=`` for ``>`` on LOG_BYTES_KEPT (a log exactly at the bound dropped), the size kept
    past a restore (a head that went back) not reset, or the size not counted for texts queried."""
    store, table = _aws_store({"a": 3})
    texts = [text for _, text in store._committed("a", 3)]
    assert store._logs["a"][2] == sum(sys.getsizeof(t) for t in texts)
    monkeypatch.setattr(aws, "LOG_BYTES_KEPT", sum(sys.getsizeof(t) for t in texts[:2]))
    assert [text for _, text in store._committed("a", 2)] == texts[:2]  # the head went back to 2
    assert store._logs["a"] == (2, list(zip([aws.version_sk(1), aws.version_sk(2)], texts[:2])), aws.LOG_BYTES_KEPT)
