"""What each runtime path costs the store, counted per request (never timed), on both stores.

Counted here: on AWS each DynamoDB and S3 request by operation (botocore's ``provide-client-params`` hook on the
store's own clients, a head ``GetItem`` told from a commit item's by its sort key), on SQLite each statement that
reads or writes a row (``sqlite3.Connection.set_trace_callback``). docs/runtime.md ("What each path costs the store")
lists the counts of every path, these among them.

Measured before (main at ``68a5157``), each a read of something the same request already held:

* a poll of a running episode's events at a new version read the head three times on AWS (the route's read, then
  again in ``events`` and in ``commit_mark``) and the kept commit's item once more: 3 head GetItems, 1 Query and
  1 commit GetItem, where 1 GetItem and 1 Query hold the same facts;
* a finalisation read the head three times (``on_finalize``, ``events``, and for the config of the slots it frees)
  and read back from S3 the results blob it had just written: 3 head GetItems and 1 GetObject (SQLite: 3 SELECTs);
* the state, log and results of a final episode each read the head twice (once more for its blob keys, which
  the head holds): 2 GetItems (SQLite: 2 SELECTs) per route;
* a step message for a version the episode has left (a duplicate delivery, a heal's re-send, a sweeper's re-drive
  after a lost message) read the head twice: in the step, then again in ``on_step``;
* an episode's first step under the episode cap (AWS) read the head three times: before the slot's hold, after it
  (both needed: only a running episode at version 1 takes a slot, and the sweeper may end it in between), and once
  more in the step, right after the second.
"""

from __future__ import annotations

import json
from collections import Counter
from contextlib import contextmanager
from typing import Any, Iterator

from support.api_ids import create_as_api

from cosino.arena.episode import EpisodeConfig
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.aws import AwsStore
from tests.support.histories import poll_events as poll
from tests.support.histories import whole_view
from tests.support.queues import ListQueue, NoQueue


@contextmanager
def counted(store: Any) -> Iterator[Counter]:
    """The store's requests (AWS: operation names, ``GetItem`` as ``GetItem #HEAD`` or ``GetItem V#``) or row
    statements (SQLite: SELECT, INSERT, UPDATE, DELETE) made inside the block."""
    calls: Counter = Counter()
    if isinstance(store, AwsStore):

        def sent(params: dict[str, Any], model: Any, **_: Any) -> None:
            kind = ""
            if model.name == "GetItem":
                sort_key = params["Key"]["sk"]["S"]
                kind = "#HEAD" if sort_key == "#HEAD" else sort_key[:2]
            calls[f"{model.name} {kind}".strip()] += 1

        hooks = [(store.ddb, "provide-client-params.dynamodb"), (store.s3, "provide-client-params.s3")]
        for client, event in hooks:
            client.meta.events.register(event, sent, unique_id="cost49b")
        try:
            yield calls
        finally:
            for client, event in hooks:
                client.meta.events.unregister(event, unique_id="cost49b")
        return

    def traced(statement: str) -> None:
        verb = statement.split(None, 1)[0].upper()
        if verb in ("SELECT", "INSERT", "UPDATE", "DELETE"):
            calls[verb] += 1

    store.db.set_trace_callback(traced)
    try:
        yield calls
    finally:
        store.db.set_trace_callback(None)


def aws(store: Any) -> bool:
    return isinstance(store, AwsStore)


def running_episode(store: Any, seed: int = 11) -> str:
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 4, seed))
    stepper.step(store, episode, 1)
    return episode


def test_a_poll_of_a_running_log_reads_its_head_once(any_store):
    """AWS, before: the first poll 2 head GetItems and 1 Query; at a new version 3 head GetItems, 1 Query and 1
    GetItem of the kept commit (5 requests). Now 1 head GetItem and 1 Query each: the route's head bounds the query
    and the kept commit's mark comes from that query. At an unchanged version 1 GetItem, as before. SQLite makes 2,
    1 and 3 SELECTs (head, records, and at a new version the mark), as before. Each reply is the whole log's view."""
    store = any_store
    episode = running_episode(store)
    api = Api(store, NoQueue())
    replies = []
    with counted(store) as first:
        replies.append(poll(api, episode))
    with counted(store) as same:
        replies.append(poll(api, episode))
    assert replies == [whole_view(store, episode)] * 2
    stepper.step(store, episode, 2)
    with counted(store) as moved:
        replies.append(poll(api, episode))
    assert replies[-1] == whole_view(store, episode) != replies[0]
    if aws(store):
        assert first == {"GetItem #HEAD": 1, "Query": 1}  # before: 2 GetItem #HEAD, 1 Query
        assert same == {"GetItem #HEAD": 1}
        assert moved == {"GetItem #HEAD": 1, "Query": 1}  # before: 3 GetItem #HEAD, 1 Query, 1 GetItem V#
    else:
        assert (first, same, moved) == ({"SELECT": 2}, {"SELECT": 1}, {"SELECT": 3})


def test_a_poll_shows_the_log_at_the_head_it_read_not_a_commit_landing_after(any_store):
    """The records are read after the head: a step committing in between must not show in that reply (its records
    are for the next version's reply). On AWS the query now stops at the route's head version (before, ``events``
    read the head again and the reply was cut to the route's count); on SQLite the reply is cut to its count. Then
    the next poll shows the new commit."""
    store = any_store
    episode = running_episode(store)
    api = Api(store, NoQueue())
    poll(api, episode)  # a view kept, so the next poll reads on from it and checks the kept commit's mark
    stepper.step(store, episode, 2)
    at_head = whole_view(store, episode)
    real, landed = store.load_head, []

    def head_then_commit(episode_id: str) -> Any:
        head = real(episode_id)
        if not landed:  # once: the route's head read; the step's own reads go through
            landed.append(head.version)
            stepper.step(store, episode_id, head.version)  # lands between the route's head read and its records
        return head

    store.load_head = head_then_commit
    try:
        assert poll(api, episode) == at_head
    finally:
        del store.load_head
    assert store.load_head(episode).version == 4
    assert poll(api, episode) == whole_view(store, episode) != at_head


def finished_episode(store: Any) -> str:
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 5))
    stepper.run_to_end(store, episode)
    return episode


def test_a_finalisation_reads_the_head_once_and_no_blob_back(any_store):
    """AWS, before: 3 head GetItems and 1 GetObject (the results blob it had just put, read back for the league
    row); SQLite 3 SELECTs. Now 1 GetItem and no GetObject; SQLite 2 SELECTs (the head, the records). The writes
    are the same (2 PutObject, the league row's PutItem, the slot's and the final mark's UpdateItems), and so are
    the bytes: the league row holds the results the blob holds."""
    store = any_store
    episode = finished_episode(store)
    with counted(store) as calls:
        out = flow.on_finalize(store, episode)
    assert out["status"] == "final"
    if aws(store):
        assert calls == {"GetItem #HEAD": 1, "Query": 1, "PutObject": 2, "PutItem": 1, "UpdateItem": 2}
    else:
        assert calls["SELECT"] == 2  # before: 3
    row = store.league_row(episode)
    assert row["result"] == flow.parse_results(store.get_blob(out["results"]))
    assert store.get_blob(out["replay"]) == b"".join(dump_bytes(r) + b"\n" for r in store.events(episode))
    assert flow.on_finalize(store, episode) == out  # run again (a re-sent message): the same keys, the same bytes
    assert store.league_row(episode) == row


def test_each_final_route_reads_the_head_once(any_store):
    """The state, log and results of a final episode, each read first by a new Api: before 2 head reads each (on
    AWS 2 GetItems, on SQLite 2 SELECTs: the head, then the head again for its blob keys); now 1. The log and the
    results then read their blob (1 GetObject on AWS, a file on SQLite), as before."""
    store = any_store
    episode = finished_episode(store)
    flow.on_finalize(store, episode)
    expected_blob = {"": 0, "/events": 1, "/results": 1}
    for tail, blobs in expected_blob.items():
        api = Api(store, NoQueue())
        with counted(store) as calls:
            reply = api.handle("GET", f"/api/episodes/{episode}{tail}", None, False)
        assert reply.status == 200
        if aws(store):
            assert calls == Counter({"GetItem #HEAD": 1, "GetObject": blobs}) - Counter()  # before: 2 GetItem #HEAD
        else:
            assert calls == {"SELECT": 1}  # before: 2
    state = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}", None, False).json()
    assert (state["results"], state["replay"]) == store.final_keys(episode)
    results = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}/results", None, False).body
    assert results == store.get_blob(state["results"])
    log = Api(store, NoQueue()).handle("GET", f"/api/episodes/{episode}/events", None, False).json()
    assert log == {"episode": episode, "view": "full", "events": store.events(episode)}


def test_a_step_message_for_a_version_left_reads_the_head_once(any_store):
    """A step message delivered again after its commit (the heal re-sends the next step) and an older one (dropped):
    before 2 head reads each (the step's, then ``on_step``'s); now 1, the step's. What is sent is as before."""
    store = any_store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 999))
    queue = ListQueue()
    assert flow.on_step(store, queue, episode, 1) == "applied"
    head_read = "GetItem #HEAD" if aws(store) else "SELECT"
    with counted(store) as again:
        assert flow.on_step(store, queue, episode, 1) == "healed"
    assert again == {head_read: 1}  # before: 2
    assert queue.steps == [(episode, 2), (episode, 2)]  # the next step re-sent (its de-duplication id absorbs it)
    with counted(store) as old:
        assert flow.on_step(store, queue, episode, 0) == "stale"
    assert old == {head_read: 1}  # before: 2
    assert queue.steps == [(episode, 2), (episode, 2)]


def test_a_read_at_a_head_behind_the_kept_log_costs_no_request(stack):
    """Two polls at once (``cosino serve`` answers on threads): one reads the head at version 3, the other reads the
    head at 4 and moves this store's kept commits on to 4 before the first reads its records. With the head passed
    in, the first read found the kept log past its head and read the whole history again (1 Query from ``V#1``; on
    main its own head read saw 4: 1 GetItem). Now the kept log's mark at 3 is the head's, so the same history is cut
    at 3: no request, the records of that head, and the kept log stays at 4."""
    store = AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))
    episode = running_episode(store)
    stepper.step(store, episode, 2)
    behind = store.load_head(episode)
    stepper.step(store, episode, 3)
    records = store.events(episode)  # the other poll: its head at 4, the kept log moved on to 4
    with counted(store) as calls:
        seen, mark = store.events_at(episode, behind.version, behind.mark, 0, behind.version)
    assert calls == {}
    assert seen == records[: behind.event_count] and mark == behind.mark
    with counted(store) as calls:
        assert store.events(episode) == records
    assert calls == {"GetItem #HEAD": 1}  # the log kept at 4 is still there: no query


def test_a_first_step_under_the_episode_cap_reads_the_head_twice_not_three_times(stack, monkeypatch):
    """The step Lambda at version 1 with ``COSINO_EPISODE_CONCURRENCY`` set: before 3 head GetItems (the cap's read
    before the hold, its read after it, the step's own), the slot's UpdateItem, the inputs' Query and the commit;
    now 2 head GetItems, the step using the cap's second read. The next step (no cap check) reads the head once, as
    before, and the slot is held by the episode."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.engine import limits
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime
    from tests.test_review_runtime_faults import sqs_record

    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "5")
    store = runtime().store
    episode = create_as_api(store, EpisodeConfig("kuhn", ("house", "random"), 2, 31))

    def deliver(version: int) -> Counter:
        message = sqs_record(
            json.dumps({"kind": "step", "episode": episode, "version": version}), f"m{version}", episode
        )
        with counted(store) as calls:
            assert step.handler({"Records": [message]}, FakeContext()) == {"batchItemFailures": []}
        return calls

    first = deliver(1)
    assert first == {"GetItem #HEAD": 2, "UpdateItem": 1, "Query": 1, "TransactWriteItems": 1}  # before: 3 GetItems
    assert store.slot_holders(limits.SLOTS_KEY) == [episode] and store.load_head(episode).version == 2
    assert deliver(2) == {"GetItem #HEAD": 1, "TransactWriteItems": 1}
    assert store.load_head(episode).version == 3
