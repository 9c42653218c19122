"""A DynamoDB client stand-in answering the commit-range Query ``AwsStore`` makes to read an event log,
strictly: a range whose low end is past its high one is a ValidationException, as on DynamoDB."""

from __future__ import annotations

from cosino_runtime.store import aws


class CommitTable:
    def __init__(self) -> None:
        self.items: dict[tuple[str, str], str | None] = {}  # (pk, sk) -> records text (None: no attribute)
        self.marks: dict[tuple[str, str], str] = {}  # (pk, sk) -> the commit's mark, where it has one
        self.queried: list[tuple[str, str]] = []

    def commit(self, episode: str, version: int, text: str | None, mark: str | None = None) -> None:
        key = (aws.episode_pk(episode), aws.version_sk(version))
        self.items[key] = text
        self.marks.pop(key, None)
        if mark is not None:
            self.marks[key] = mark

    def top(self, episode: str) -> int:
        """The highest version committed: a head's version, for a stand-in ``load_head``."""
        return max(int(sk[2:]) for (pk, sk) in self.items if pk == aws.episode_pk(episode))

    def query(self, TableName, KeyConditionExpression, ExpressionAttributeValues, **kwargs):
        pk, lo, hi = (ExpressionAttributeValues[k]["S"] for k in (":pk", ":lo", ":hi"))
        if lo > hi:
            raise ValueError(f"ValidationException: {lo} > {hi}")
        self.queried.append((lo, hi))
        found = sorted(sk for (p, sk) in self.items if p == pk and lo <= sk <= hi)
        return {"Items": [commit_item(sk, self.items[(pk, sk)], self.marks.get((pk, sk))) for sk in found]}


def commit_item(sk: str, text: str | None, mark: str | None = None) -> dict:
    item = {"sk": {"S": sk}} | ({} if text is None else {"records": {"S": text}})
    return item | ({} if mark is None else {"mark": {"S": mark}})
