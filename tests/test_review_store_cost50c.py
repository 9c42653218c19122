"""Store requests left over by the 2026-12-07 cost review (``tests/test_review_store_cost49b.py``), counted per
request with its ``counted`` helper (never timed), on both stores where the path exists on both.

Measured before (main at ``d46e324``), each a read of something the same call already held:

* the finalize Lambda read the episode's head to keep a running episode's message out of its idempotency record,
  then ``on_finalize`` read it again: 2 head GetItems where the first says all (a status never moves back to
  running, and a finished head no longer changes but to final);
* a create through the API read the head to learn whether the episode existed, then again after committing its
  start to learn what to enqueue (2 head GetItems; SQLite 4 SELECTs), which the start's own outcome says; a create
  repeated for an episode that exists read it 3 times (the route, ``stepper.create``'s version-0 check after its
  refused PutItem, what to enqueue), besides that PutItem;
* a step whose commit lost its race read the head twice after the cancelled write (AWS: the store, to tell a missing
  row from a moved version, then ``on_step``, for the version another step reached; SQLite: ``on_step`` once more
  after the commit's own version check), where the commit's condition can hand on the head it saw
  (``ReturnValuesOnConditionCheckFailure``; SQLite: its check selects the whole head).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.api.routes import Api, parse_create
from cosino_runtime.engine import flow
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.base import StaleVersion, UnknownEpisode
from tests.support.queues import ListQueue
from tests.test_review_store_cost49b import aws, counted, finished_episode


def head_read(store: Any) -> str:
    return "GetItem #HEAD" if aws(store) else "SELECT"


def finalize_message(episode: str, message_id: str) -> dict[str, Any]:
    from tests.test_review_runtime_faults import sqs_record

    return sqs_record(json.dumps({"kind": "finalize", "episode": episode}), message_id, episode)


def test_the_finalize_lambda_reads_the_head_once(stack):
    """The finalize Lambda on a finished episode: before 2 head GetItems (its own, then ``on_finalize``'s), 1 Query,
    2 PutObject, 2 PutItem (the idempotency record, the league row), 3 UpdateItem (the record's result, the slot, the
    final mark); now 1 head GetItem and the rest as before. The same message again: 1 head GetItem and the record's
    refused PutItem, as before. The blobs and the league row are those ``on_finalize`` alone writes."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from cosino_runtime.lambdas.environment import runtime

    store = runtime().store
    episode = finished_episode(store)
    with counted(store) as calls:
        reply = finalize.handler({"Records": [finalize_message(episode, "f1")]}, FakeContext())
    assert reply == {"batchItemFailures": []}
    assert calls == {
        "GetItem #HEAD": 1,  # before: 2
        "Query": 1,
        "PutObject": 2,
        "PutItem": 2,
        "UpdateItem": 3,
    }
    head = store.load_head(episode)
    assert head.status == "final"
    row = store.league_row(episode)
    assert flow.on_finalize(store, episode) == {
        "status": "final",
        "replay": head.blob_keys[1],
        "results": head.blob_keys[0],
    }
    assert store.league_row(episode) == row
    with counted(store) as again:
        assert finalize.handler({"Records": [finalize_message(episode, "f2")]}, FakeContext()) == reply
    assert again == {"GetItem #HEAD": 1, "PutItem": 1}


def test_the_finalize_lambda_still_keeps_no_record_for_a_running_or_unknown_episode(stack):
    """A finalize message for a running episode is dropped without an idempotency record (a stored "running" would
    answer the real finalisation): 1 head GetItem, nothing written (before: 2 head GetItems). For an unknown episode
    the head is read twice, as before (its absence is not handed on). Then the real finalisation runs."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from cosino_runtime.lambdas.environment import runtime

    store = runtime().store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 77))
    with counted(store) as calls:
        assert finalize.handler({"Records": [finalize_message(episode, "r1")]}, FakeContext()) == {
            "batchItemFailures": []
        }
    assert calls == {"GetItem #HEAD": 1}  # before: 2
    with counted(store) as calls:
        finalize.handler({"Records": [finalize_message("kuhn-nosuch", "u1")]}, FakeContext())
    assert calls == {"GetItem #HEAD": 2}
    stepper.run_to_end(store, episode)
    finalize.handler({"Records": [finalize_message(episode, "r2")]}, FakeContext())
    assert store.load_head(episode).status == "final"


def create_body(seed: int) -> bytes:
    return json.dumps({"variant": "kuhn", "seats": ["house", "random"], "hands": 2, "seed": seed}).encode()


def test_a_create_reads_the_head_once(any_store):
    """``POST /episodes`` with house seats: before 2 head GetItems (does it exist? then what to enqueue) on AWS and
    4 SELECTs on SQLite; now 1 GetItem and 3 SELECTs, the start's outcome saying where the new episode is. Repeated
    for the same episode: before, on AWS, 3 head GetItems and 2 refused PutItems (the seed's claim, the row), with the
    seed owner's GetItem; SQLite 4 SELECTs and 2 ignored INSERTs. Now 1 head GetItem, and the seed's claim (its
    PutItem and owner's GetItem; SQLite its INSERT and a SELECT) besides. Replies and messages as before."""
    store = any_store
    queue = ListQueue()
    api = Api(store, queue)
    with counted(store) as first:
        reply = api.handle("POST", "/api/episodes", create_body(5), True)
    assert reply.status == 201
    created = reply.json()
    episode = created["episode"]
    head = store.load_head(episode)
    assert created == {"episode": episode, "version": head.version, "status": head.status} and head.version == 1
    with counted(store) as again:
        repeated = api.handle("POST", "/api/episodes", create_body(5), True)
    assert repeated.status == 200 and repeated.json() == created
    assert queue.steps == [(episode, 1), (episode, 1)]
    if aws(store):
        assert first == {"PutItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 2 GetItem #HEAD
        assert again == {"PutItem": 1, "GetItem #S": 1, "GetItem #HEAD": 1}  # before: 2 PutItem, 3 GetItem #HEAD
    else:
        assert first["SELECT"] == 3  # before: 4
        assert again == {"INSERT": 1, "SELECT": 2}  # before: 2 INSERT, 4 SELECT


def test_a_create_that_died_half_way_is_resumed_and_reported(any_store):
    """A row left at version 0 (a create that died before its first commit): the repeated create commits the start
    and reports version 1, running, as before, and sends its first step."""
    store = any_store
    config = parse_create(create_body(8))[0]
    queue = ListQueue()
    api = Api(store, queue)
    episode = stepper.episode_id_for(config, seed_in_id=False)
    assert store.create_episode(episode, config.to_json())
    assert store.load_head(episode).version == 0
    reply = api.handle("POST", "/api/episodes", create_body(8), True)
    assert reply.status == 200
    assert reply.json() == {"episode": episode, "version": 1, "status": "running"}
    assert queue.steps == [(episode, 1)]


def twin(store: Any) -> Any:
    """Another store over the same table and bucket, or the same SQLite file, with clients of its own: a rival's
    requests on it are not counted by ``counted(store)``."""
    if aws(store):
        import boto3

        def client(kind: str, like: Any) -> Any:
            return boto3.client(kind, endpoint_url=like.meta.endpoint_url, region_name=like.meta.region_name)

        return type(store)(store.table, store.bucket, client("dynamodb", store.ddb), client("s3", store.s3))
    return type(store)(store.root)


def test_a_lost_race_reads_the_head_no_more_after_its_commit(any_store):
    """A step whose commit loses to a rival's (the rival, on a store of its own, commits the same version between
    the step's head read and its commit): before, on AWS 3 head GetItems (the step's, then after the cancelled
    transaction the store's and ``on_step``'s) and on SQLite 3 SELECTs (the step's head, the commit's version check,
    ``on_step``'s head); now 1 GetItem and 2 SELECTs: the cancelled condition hands on the head it saw. The outcome
    is "healed" (the rival's version is the next) and the next step is sent again (its de-duplication id absorbs
    it), as before."""
    store = any_store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 4, 41))
    stepper.step(store, episode, 1)
    rival, real, queue = twin(store), store.commit, ListQueue()

    def rival_first(*args: Any, **kwargs: Any) -> Any:
        stepper.step(rival, episode, args[1])  # the rival commits the same version first
        return real(*args, **kwargs)

    store.commit = rival_first
    try:
        with counted(store) as calls:
            assert flow.on_step(store, queue, episode, 2) == "healed"
    finally:
        del store.commit
    assert queue.steps == [(episode, 3)]
    if aws(store):
        assert calls == {"GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 3 GetItem #HEAD
    else:
        assert calls["SELECT"] == 2  # before: 3
    assert store.load_head(episode).version == 3


def test_a_lost_race_hands_on_the_head_its_condition_saw(any_store):
    """The StaleVersion of a cancelled commit carries the head the version check found (version 3 after a rival's
    commit), not None; a commit for an episode that does not exist still raises UnknownEpisode."""
    store = any_store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 4, 43))
    stepper.step(store, episode, 1)
    stepper.step(store, episode, 2)
    with pytest.raises(StaleVersion) as lost:
        store.commit(episode, 2, {"response": {"action": "check"}}, [], "running")
    assert lost.value.head == store.load_head(episode) and lost.value.head.version == 3
    with pytest.raises(UnknownEpisode):
        store.commit("kuhn-nosuch", 0, {"start": True}, [], "running")
