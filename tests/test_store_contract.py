"""One contract for every Store adapter: the embedded default and AWS (a moto server over HTTP)."""

from __future__ import annotations

import threading
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino_runtime.store.base import MissingBlob, StaleVersion, UnknownEpisode

ADAPTERS = ["embedded", "aws"]


class Opener:
    """Opens handles on one storage: ``open()`` twice gives two clients of the same data."""

    def __init__(self, kind: str, tmp_path, endpoint_fn) -> None:
        self.kind = kind
        self.handles = []
        if kind == "embedded":
            self.root = tmp_path / "store"
        else:
            from cosino_devtools import awslocal

            self.stack = awslocal.provision(endpoint_fn())

    def open(self):
        if self.kind == "embedded":
            from cosino_runtime.store.embedded import EmbeddedStore

            store = EmbeddedStore(self.root)
        else:
            from cosino_runtime.store.aws import AwsStore

            store = AwsStore(
                self.stack.table, self.stack.bucket, self.stack.client("dynamodb"), self.stack.client("s3")
            )
        self.handles.append(store)
        return store

    def close(self) -> None:
        for h in self.handles:
            if hasattr(h, "close"):
                h.close()


@pytest.fixture(params=ADAPTERS)
def opener(request, tmp_path):
    endpoint = lambda: request.getfixturevalue("moto_endpoint")
    o = Opener(request.param, tmp_path, endpoint)
    yield o
    o.close()


@pytest.fixture
def store(opener):
    return opener.open()


CONFIG = {"variant": "kuhn", "agents": ["house", "random"], "hands": 1, "seed": 3, "budget": 220}


def test_create_is_idempotent_and_starts_at_version_zero(store):
    assert store.create_episode("ep-1", CONFIG) is True
    assert store.create_episode("ep-1", {"other": 1}) is False
    row = store.load("ep-1")
    assert (row.version, row.inputs, row.status, row.event_count, row.config) == (0, (), "running", 0, CONFIG)
    assert row.created_ms > 0 and row.updated_ms >= row.created_ms


def test_unknown_episode(store):
    with pytest.raises(UnknownEpisode):
        store.load("nope")
    with pytest.raises(UnknownEpisode):
        store.commit("nope", 0, {"start": True}, [{"type": "x"}], "running")
    assert store.events("nope") == []


def test_commit_appends_inputs_and_events_in_order(store):
    store.create_episode("ep-2", CONFIG)
    for v in range(12):  # past 9 and 10: the sort key must order numerically
        store.commit("ep-2", v, {"response": {"n": v}}, [{"type": "a", "n": v}, {"type": "b", "n": v}], "running")
    store.commit("ep-2", 12, {"abandon": "deadline"}, [{"type": "end", "reason": "deadline"}], "finished")
    row = store.load("ep-2")
    assert row.version == 13 and row.status == "finished" and row.event_count == 25
    assert row.inputs[:2] == ({"response": {"n": 0}}, {"response": {"n": 1}}) and row.inputs[-1] == {
        "abandon": "deadline"
    }
    events = store.events("ep-2")
    assert [e.get("n") for e in events] == [n for v in range(12) for n in (v, v)] + [None]


def test_events_from_a_start_are_the_log_after_that_many_records(opener, store):
    """A poller passes how many records it has read (api.live_logs): the store reads only the rest."""
    store.create_episode("ep-s", CONFIG)
    for v in range(5):  # commits of 1, 2, 3, 1, 2 records: a start falls inside a commit too
        store.commit("ep-s", v, {"response": v}, [{"type": "a", "v": v, "i": i} for i in range(v % 3 + 1)], "running")
    whole = store.events("ep-s")
    assert len(whole) == 9
    assert [store.events("ep-s", start) for start in range(11)] == [whole[start:] for start in range(11)]
    fresh = opener.open()  # a handle that has kept no log (AWS keeps the commits it read) answers the same
    assert fresh.events("ep-s", 4) == whole[4:] and fresh.events("ep-s", 0) == whole


def test_stale_commit_writes_nothing(store):
    store.create_episode("ep-3", CONFIG)
    store.commit("ep-3", 0, {"start": True}, [{"type": "episode"}], "running")
    before = (store.load("ep-3"), store.events("ep-3"))
    for wrong in (0, 2, 7):
        with pytest.raises(StaleVersion):
            store.commit("ep-3", wrong, {"response": "late"}, [{"type": "late"}], "finished")
    after = (store.load("ep-3"), store.events("ep-3"))
    assert after[0].version == before[0].version and after[0].inputs == before[0].inputs
    assert after[0].status == "running" and after[1] == before[1]


def _plant_past_head(opener, store, episode_id: str, ahead: int, record: dict) -> None:
    """Write, behind the adapter's back, a commit ``ahead`` versions past the head (as a hand
    edit or a partial restore could; no commit of ours leaves one)."""
    import json

    head = store.load(episode_id)
    if opener.kind == "embedded":
        store.db.execute(
            "INSERT INTO inputs (episode_id, version, input) VALUES (?, ?, ?)",
            (episode_id, head.version + ahead, json.dumps({"response": "planted"})),
        )
        store.db.execute(
            "INSERT INTO events (episode_id, seq, record) VALUES (?, ?, ?)",
            (episode_id, head.event_count + ahead - 1, json.dumps(record)),
        )
        return
    from cosino_runtime.store.aws import episode_pk, version_sk

    opener.stack.client("dynamodb").put_item(
        TableName=opener.stack.table,
        Item={
            "pk": {"S": episode_pk(episode_id)},
            "sk": {"S": version_sk(head.version + ahead)},
            "input": {"S": json.dumps({"response": "planted"})},
            "records": {"S": json.dumps(record)},
        },
    )


@pytest.mark.parametrize("ahead", [1, 3])
def test_a_commit_past_the_head_is_neither_read_nor_in_the_way(opener, ahead):
    store = opener.open()
    store.create_episode("ep-p", CONFIG)
    store.commit("ep-p", 0, {"start": True}, [{"type": "episode"}], "running")
    planted = {"type": "deal", "cards": ["As", "Ad"]}
    _plant_past_head(opener, store, "ep-p", ahead, planted)
    assert store.events("ep-p") == [{"type": "episode"}]
    assert store.load("ep-p").inputs == ({"start": True},)
    for v in range(1, 4):  # through the planted version: each commit lands, nothing planted shows
        store.commit("ep-p", v, {"response": v}, [{"type": "d", "n": v}], "running")
        assert store.events("ep-p") == [{"type": "episode"}] + [{"type": "d", "n": n} for n in range(1, v + 1)]
    row = store.load("ep-p")
    assert row.version == 4 and row.event_count == 4
    assert row.inputs == ({"start": True}, {"response": 1}, {"response": 2}, {"response": 3})


def test_concurrent_commits_of_one_version_let_exactly_one_through(opener):
    first = opener.open()
    first.create_episode("ep-4", CONFIG)
    lock = threading.Lock()
    for version in range(3):
        won: list[int] = []
        barrier = threading.Barrier(3)

        def attempt(i: int) -> None:
            with lock:  # each thread its own handle (an SQLite connection belongs to its thread)
                handle = opener.open()
            barrier.wait()
            try:
                handle.commit("ep-4", version, {"response": i}, [{"type": "d", "by": i}], "running")
                won.append(i)
            except StaleVersion:
                pass
            finally:
                if hasattr(handle, "close"):
                    handle.close()
                    with lock:
                        opener.handles.remove(handle)

        threads = [threading.Thread(target=attempt, args=(i,)) for i in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert len(won) == 1, f"version {version}: {len(won)} commits won"
        row = first.load("ep-4")
        assert row.version == version + 1 and row.inputs[-1] == {"response": won[0]}
        assert first.events("ep-4")[-1] == {"type": "d", "by": won[0]}


def test_blobs_are_created_once(store):
    assert store.put_blob("replays/abc.jsonl", b"one\n") is True
    assert store.put_blob("replays/abc.jsonl", b"one\n") is False
    with pytest.raises(ValueError, match="different bytes"):
        store.put_blob("replays/abc.jsonl", b"two\n")
    assert store.get_blob("replays/abc.jsonl") == b"one\n"
    with pytest.raises(MissingBlob):
        store.get_blob("replays/missing.jsonl")
    with pytest.raises(KeyError):  # MissingBlob is also a KeyError
        store.get_blob("results/missing.json")


@pytest.mark.parametrize("key", ["", "../etc/passwd", "a//b", "/abs", "a/./b", "sp ace", "x" * 600])
def test_bad_blob_keys_are_refused(store, key):
    with pytest.raises(ValueError, match="blob key"):
        store.put_blob(key, b"x")
    with pytest.raises(ValueError, match="blob key"):
        store.get_blob(key)


def test_publish_replaces(store):
    store.publish("public/leaderboard.json", b"{}")
    store.publish("public/leaderboard.json", b'{"a":1}')
    assert store.get_blob("public/leaderboard.json") == b'{"a":1}'


def test_final_keys_and_listing_by_status(store):
    for name in ("ep-a", "ep-b", "ep-c"):
        store.create_episode(name, CONFIG)
    store.commit("ep-b", 0, {"start": True}, [], "finished")
    store.commit("ep-c", 0, {"start": True}, [], "finished")
    assert store.final_keys("ep-c") is None
    store.mark_final("ep-c", "results/r.json", "replays/p.jsonl")
    assert store.final_keys("ep-c") == ("results/r.json", "replays/p.jsonl")
    assert [r.episode_id for r in store.list_episodes("running")] == ["ep-a"]
    assert [r.episode_id for r in store.list_episodes("finished")] == ["ep-b"]
    assert [r.episode_id for r in store.list_episodes("final")] == ["ep-c"]
    assert [r.episode_id for r in store.list_episodes()] == ["ep-a", "ep-b", "ep-c"]


def test_league_rows_replace_and_stay_exact(store):
    store.put_league_row("ep-2", {"episode": "ep-2", "score": Fraction(1, 3)})
    store.put_league_row("ep-1", {"episode": "ep-1", "score": Fraction(1, 2)})
    store.put_league_row("ep-1", {"episode": "ep-1", "score": Fraction(3, 4)})  # a retried finalisation
    rows = store.league_rows()
    assert [r["episode"] for r in rows] == ["ep-1", "ep-2"]
    assert rows[0]["score"] == Fraction(3, 4)
    assert isinstance(rows[1]["score"], Fraction)  # decimals come back exact, never as floats


def test_league_keys_and_one_row(store):
    assert store.league_keys() == [] and store.league_row("ep-1") is None
    store.put_league_row("ep-b", {"episode": "ep-b", "score": Fraction(1, 4)})
    store.put_league_row("ep-a", {"episode": "ep-a", "score": Fraction(1, 2)})
    assert store.league_keys() == ["ep-a", "ep-b"]
    assert store.league_row("ep-b") == {"episode": "ep-b", "score": Fraction(1, 4)}


def test_league_state_moves_only_from_the_version_read(opener):
    one, two = opener.open(), opener.open()
    assert one.league_state() == (0, "")
    assert one.swap_league_state(0, "a" * 64)
    assert not two.swap_league_state(0, "b" * 64)  # a second first run lost: nothing written
    assert two.league_state() == (1, "a" * 64)
    assert two.swap_league_state(1, "c" * 64)
    assert not one.swap_league_state(1, "d" * 64)  # read version 1, but it moved on
    assert one.league_state() == (2, "c" * 64)
    assert one.league_keys() == [] and one.league_rows() == []  # the pointer is no league row


def test_commit_moves_updated_time(store):
    ticks = iter(range(1_000, 100_000, 1_000))
    store.clock = lambda: next(ticks)
    store.create_episode("ep-t", CONFIG)
    store.commit("ep-t", 0, {"start": True}, [], "running")
    row = store.load("ep-t")
    assert (row.created_ms, row.updated_ms) == (1_000, 2_000)


# A model of the contract: random commits, some with a wrong version; the store must agree.
commits = st.lists(st.tuples(st.integers(-1, 1), st.lists(st.integers(0, 9), max_size=3)), min_size=1, max_size=8)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plan=commits)
def test_store_agrees_with_a_model(opener, plan):
    store = opener.handles[0] if opener.handles else opener.open()
    import uuid

    episode = f"ep-{uuid.uuid4().hex[:10]}"
    store.create_episode(episode, CONFIG)
    version, inputs, events = 0, [], []
    for offset, numbers in plan:
        records = [{"type": "n", "n": n} for n in numbers]
        try:
            store.commit(episode, version + offset, {"response": numbers}, records, "running")
            assert offset == 0, "a commit with the wrong version went through"
            version += 1
            inputs.append({"response": numbers})
            events.extend(records)
        except StaleVersion:
            assert offset != 0, "a commit with the right version was refused"
    row = store.load(episode)
    assert (row.version, list(row.inputs), row.event_count) == (version, inputs, len(events))
    assert store.events(episode) == events


def test_head_and_inputs_are_read_apart(store):
    store.create_episode("ep-h", CONFIG)
    for v in range(3):
        store.commit("ep-h", v, {"response": {"n": v}}, [{"type": "n", "n": v}], "running")
    head = store.load_head("ep-h")
    assert (head.version, head.status, head.event_count, head.config) == (3, "running", 3, CONFIG)
    assert not hasattr(head, "inputs")  # the head carries no inputs
    assert store.load_inputs("ep-h", 3) == tuple({"response": {"n": v}} for v in range(3))
    assert store.load_inputs("ep-h", 2) == ({"response": {"n": 0}}, {"response": {"n": 1}})
    assert store.load_inputs("ep-h", 0) == ()
    assert [r.episode_id for r in store.list_episodes("running")] == ["ep-h"]


@pytest.mark.parametrize("bad", [{"response": 1.5}, {"response": "\ud800"}, {"response": float("nan")}])
def test_an_input_that_cannot_be_stored_is_refused_with_nothing_written(store, bad):
    from cosino_runtime.store.base import CommitRefused

    store.create_episode("ep-r", CONFIG)
    store.commit("ep-r", 0, {"start": True}, [{"type": "episode"}], "running")
    with pytest.raises(CommitRefused):
        store.commit("ep-r", 1, bad, [{"type": "late"}], "running")
    row = store.load("ep-r")
    assert (row.version, row.inputs, row.event_count) == (1, ({"start": True},), 1)
    assert store.events("ep-r") == [{"type": "episode"}]


def test_failures_are_counted_per_version(store):
    store.create_episode("ep-f", CONFIG)
    assert store.record_failure("ep-f", 0, "first") == 1
    assert store.record_failure("ep-f", 0, "second") == 2
    head = store.load_head("ep-f")
    assert (head.failures, head.failed_version, head.failure) == (2, 0, "second")
    store.commit("ep-f", 0, {"start": True}, [], "running")
    assert store.record_failure("ep-f", 0, "late") == 0  # the episode moved on: not counted
    assert store.record_failure("ep-f", 1, "new") == 1  # a new version starts a new count
    with pytest.raises(UnknownEpisode):
        store.record_failure("nope", 0, "x")


def test_a_listing_reads_the_newest_and_stops(store, opener):
    # The open listing route must not read every head of a state: the AWS index sorts by creation.
    times = iter([5000, 1000, 3000, 3000, 3000, 2000, 4000])
    store.clock = lambda: next(times)
    for name in ["ep-e", "ep-a", "ep-c2", "ep-c1", "ep-c3", "ep-b", "ep-d"]:
        store.create_episode(name, CONFIG)
    reads = []
    if opener.kind == "aws":  # the heads asked of DynamoDB, one by one or in a batch

        def asked(params, model, **kwargs):
            keys = [params["Key"]] if model.name == "GetItem" else []
            keys += [k for table in params.get("RequestItems", {}).values() for k in table["Keys"]]
            reads.extend(k["pk"]["S"][3:] for k in keys)

        store.ddb.meta.events.register("provide-client-params.dynamodb", asked)
    assert [h.episode_id for h in store.newest_episodes("running", 3)] == ["ep-e", "ep-d", "ep-c1"]
    first_reads = set(reads)
    # A page after the one before: the rest of ep-c1's millisecond, then older ones.
    assert [h.episode_id for h in store.newest_episodes("running", 3, (3000, "ep-c1"))] == ["ep-c2", "ep-c3", "ep-b"]
    assert [h.episode_id for h in store.newest_episodes("running", 3, (2000, "ep-b"))] == ["ep-a"]
    every = sorted(store.list_episodes("running"), key=lambda h: (-h.created_ms, h.episode_id))
    assert [h.episode_id for h in store.newest_episodes("running", 7)] == [h.episode_id for h in every]
    assert store.newest_episodes("final", 3) == []
    if opener.kind == "aws":
        # 3 asked: the three newest and the rest of the millisecond they end in, never ep-b or ep-a
        assert first_reads == {"ep-e", "ep-d", "ep-c1", "ep-c2", "ep-c3"}
