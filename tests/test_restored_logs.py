"""A running log kept between reads is checked at its last record (``api.live_logs``) and at its last commit
(``AwsStore``'s kept commits), so a restore that moves a head back and then on past the version kept is read
again whole. Before (session 45's note), both served the kept records of the lost branch, and only the new
records after them: a poll then showed records the log no longer holds, in front of the new branch's."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from support.commit_table import CommitTable

from cosino.arena.public import live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.live_logs import LiveLogs
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead


class _Log:
    """A store stand-in holding one episode's records, replaced wholesale as a restore would."""

    def __init__(self, records: list[dict[str, Any]]) -> None:
        self.records = records
        self.reads: list[int] = []

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        self.reads.append(start)
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> None:
        return None  # a store without marks: the last record alone is checked


def _body(records: list[dict[str, Any]]) -> bytes:
    return dump_bytes({"episode": "e", "events": live_records(records), "view": "public"})


def _hand(hand: int, tag: str) -> list[dict[str, Any]]:
    return [{"type": "hand", "hand": hand}, {"type": "action", "hand": hand, "tag": tag}]


HEADER = {"type": "episode", "hands": 9, "config": {"duplicate": False}}


def test_a_restore_then_new_commits_past_the_kept_version_are_read_again_whole():
    """Kept at 7 records (version 7); restored to 3 records, then 6 new ones (version 9). Before: the reply held
    the 7 old records and the 2 past them. Now it is the whole new log's view, read again from the start."""
    old = [HEADER, *_hand(0, "a"), *_hand(1, "a"), *_hand(2, "a")]
    new = [HEADER, *_hand(0, "a"), *_hand(1, "b"), *_hand(2, "b"), *_hand(3, "b")]
    store, logs = _Log(old), LiveLogs()
    assert logs.body(store, "e", 7) == _body(old)
    store.records = new
    assert logs.body(store, "e", 9) == _body(new)
    assert store.reads == [0, 6, 0]  # the check read from the last record kept; its change read the log whole
    store.records = [*new, *_hand(4, "b")]
    assert logs.body(store, "e", 11) == _body(store.records)
    assert store.reads[-1] == 8  # the view made again is kept and checked as before


def test_a_log_that_only_grew_reads_from_its_last_record():
    """The check costs one record a poll: each read starts at the last record already viewed."""
    store, logs = _Log([HEADER, *_hand(0, "a")]), LiveLogs()
    for version, hand in enumerate(range(1, 5), start=3):
        logs.body(store, "e", version)
        store.records = [*store.records, *_hand(hand, "a")]
    assert logs.body(store, "e", 9) == _body(store.records)
    assert store.reads == [0, 2, 4, 6, 8]


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from("ab"), min_size=1, max_size=6),
    st.lists(st.sampled_from("ab"), min_size=1, max_size=6),
    st.integers(0, 6),
)
def test_any_restore_between_two_polls_gives_the_new_logs_view(first_tags, second_tags, kept_hands):
    """Whatever the two branches hold, and wherever they part, the second poll is the new log's view."""
    first = [HEADER] + [r for hand, tag in enumerate(first_tags) for r in _hand(hand, tag)]
    second = first[: 1 + 2 * kept_hands] + [
        r for hand, tag in enumerate(second_tags, start=kept_hands) for r in _hand(hand, tag + "'")
    ]
    store, logs = _Log(first), LiveLogs()
    logs.body(store, "e", len(first))
    store.records = second
    assert logs.body(store, "e", len(first) + len(second)) == _body(second)


# --- AwsStore's kept commits --------------------------------------------------------------------------


def _store(table: CommitTable) -> aws.AwsStore:
    store = aws.AwsStore("t", "b", table, object())
    store.load_head = lambda episode: EpisodeHead(episode, {}, table.top(episode), "running", 0)  # this store only
    return store


def _commit(version: int, branch: str) -> str:
    return f'{{"v":{version},"b":"{branch}"}}\n{{"v":{version},"b":"{branch}","second":true}}\n'


def test_aws_kept_commits_are_read_again_when_the_last_kept_commit_changed():
    """Kept at version 4; the head restored to 2, then committed to 6 on another branch. Before: the kept
    versions 3 and 4 of the lost branch were served, then 5 and 6. Now the records are the new branch's."""
    table = CommitTable()
    for version in range(1, 5):
        table.commit("e", version, _commit(version, "old"))
    store = _store(table)
    assert [r["b"] for r in store.events("e")] == ["old"] * 8
    for version in range(3, 7):
        table.commit("e", version, _commit(version, "new"))
    assert [r["b"] for r in store.events("e")] == ["old"] * 4 + ["new"] * 8
    assert [r["v"] for r in store.events("e", 5)] == [3, 4, 4, 5, 5, 6, 6]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=12), st.integers(0, 30))
def test_aws_reads_from_any_start_skip_exactly_the_records_before_it(sizes, start):
    """The commits before ``start`` are skipped by their records' running count: the records read are the
    whole log's from ``start``, whatever each commit holds (none, one or several)."""
    table = CommitTable()
    for v, n in enumerate(sizes, start=1):
        table.commit("e", v, "".join(f'{{"v":{v},"i":{i}}}\n' for i in range(n)) or "\n")
    store = _store(table)
    whole = [{"v": v, "i": i} for v, n in enumerate(sizes, start=1) for i in range(n)]
    assert store.events("e") == whole
    assert store.events("e", start) == whole[start:]
