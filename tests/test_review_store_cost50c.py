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
from cosino_runtime.engine.limits import agent_slot_key
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
    the head is read once too (2 until ``tests/test_review_store_reads51f.py`` handed its absence on). Then the real
    finalisation runs."""
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
    assert calls == {"GetItem #HEAD": 1}  # before: 2
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
        getattr(rival, "close", lambda: None)()  # the SQLite twin's connection
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


# --- shared rate buckets (AWS only) ---------------------------------------------------------------------------------


class Reporting:
    """An outside seat's stand-in: checks, and reports the tokens its call used."""

    def __init__(self, used: int = 42) -> None:
        self.call: dict[str, int] | None = None
        self.used = used

    def act(self, observation: dict[str, Any]) -> dict[str, str]:
        self.call = {"input_tokens": self.used - 2, "output_tokens": 2}
        return {"action": "check"}


def limited_seat(store: Any, rates: dict[str, float], used: int = 42) -> Any:
    from cosino_runtime.engine import limits

    factory = limits.shared_factory(store, {"fake:json": rates}, lambda name, variant, rng: Reporting(used))
    return factory("fake:json", "kuhn", None)


# The rate items' key of the agent ``fake:json``: its digest, as its episode slots' (review 50g).
AGENT = agent_slot_key("fake:json")


def rate_store(stack: Any, at_ms: int = 0, client: Any = None) -> Any:
    from cosino_runtime.store.aws import AwsStore

    store = AwsStore(stack.table, stack.bucket, client or stack.client("dynamodb"), stack.client("s3"))
    store.clock = lambda: at_ms
    return store


def rate_item(store: Any, key: str) -> dict[str, Any]:
    item = store.ddb.get_item(TableName=store.table, Key={"pk": {"S": f"LIMIT#{key}"}, "sk": {"S": "#BUCKET"}})
    # the time-to-live (``expiration``) is pinned by tests/test_review_store52e.py
    return {name: int(value["N"]) for name, value in item["Item"].items() if "N" in value and name != "expiration"}


@pytest.mark.parametrize(
    "rates, before",
    [
        ({"requests_per_minute": 600, "tokens_per_minute": 60_000}, {"GetItem #B": 3, "PutItem": 3}),
        ({"tokens_per_minute": 60_000}, {"GetItem #B": 2, "PutItem": 2}),
        ({"requests_per_minute": 600}, {"GetItem #B": 1, "PutItem": 1}),
    ],
)
def test_an_outside_decision_under_shared_rates_costs_one_read(stack, rates, before):
    """An outside seat's call under shared rates, its tokens charged after it. With both rates: before 3 GetItems
    and 3 conditional PutItems (the requests bucket, the tokens bucket, the tokens charged after the answer, each a
    read and a write); now 1 GetItem and 1 conditional PutItem (both buckets in one item, taken together) and 1
    UpdateItem (the charge, an ``ADD``). With the tokens rate alone: before 2 and 2, now 1 GetItem, 1 PutItem,
    1 UpdateItem. With the requests rate alone: 1 and 1, as before (no charge)."""
    store = rate_store(stack, at_ms=1_000)
    seat = limited_seat(store, rates)
    with counted(store) as calls:
        assert seat.act({}) == {"action": "check"}
    if "tokens_per_minute" in rates:
        assert calls == {"GetItem #B": 1, "PutItem": 1, "UpdateItem": 1}, before
    else:
        assert calls == before
    # A lone rate keeps the item it had (its key, ``level`` and ``updated_ms``); a pair has its own.
    key = {1: "rpm+tpm", 0: "tpm" if "tokens_per_minute" in rates else "rpm"}[len(rates) - 1] + "#" + AGENT
    assert set(rate_item(store, key)) == (
        {"level", "level1", "updated_ms"} if len(rates) == 2 else {"level", "updated_ms"}
    )


def test_both_rates_are_taken_together_and_the_charge_is_a_debt(stack):
    """Requests 60 a minute (burst 1), tokens 60 a minute (burst 1), one item. A call takes one of each and its 42
    tokens, less the one taken before it (the estimate), are charged after it: the tokens level goes to -41
    (millitokens -41000), the requests level to 0. The next call must wait 42 s (the tokens' debt back, and one
    more), and takes nothing meanwhile: the requests level
    stays at 0 (until 2026-12-07 the requests bucket was taken first, and a call the tokens held back spent a
    request). 42 s later both are taken again. (Until review 51a all 42 were charged on top of the token taken, a
    call cost 43: level -42, a 43 s wait; ``tests/test_review_rates51a.py``.)"""
    store = rate_store(stack, at_ms=0)
    rates = {"requests_per_minute": 60, "tokens_per_minute": 60}
    limited_seat(store, rates).act({})
    key = f"rpm+tpm#{AGENT}"
    assert rate_item(store, key) == {"level": 0, "level1": -41_000, "updated_ms": 0}
    assert store.take_buckets(key, ((60, 1, 1), (60, 1, 1))) == pytest.approx(42.0)
    assert rate_item(store, key) == {"level": 0, "level1": -41_000, "updated_ms": 0}
    later = rate_store(stack, at_ms=42_000)
    assert later.take_buckets(key, ((60, 1, 1), (60, 1, 1))) == 0.0
    assert rate_item(store, key) == {"level": 0, "level1": 0, "updated_ms": 42_000}


def test_a_charge_landing_inside_a_take_makes_the_take_read_again(stack):
    """A charge's ``ADD`` lands between a take's read and its conditional write: the write fails on the changed
    level and the take reads again, so neither the charge nor the take is lost. Tokens 60 a minute, burst 2: a take
    leaves 1 (of 2); the rival charges 5 (-4 left) inside the next take, which then must wait 5 s, and takes
    nothing; the level stays -4 tokens."""
    import tests.test_review_mutants31a as m31

    key = "tpm#race"
    rate_store(stack).take_tokens(key, 60, 2, 1)
    rival = rate_store(stack)
    client = m31.Interleaved(
        stack.client("dynamodb"), 1, lambda: rival.charge_tokens(key, 5, ((60, 2, 1),)), "put_item"
    )
    assert rate_store(stack, client=client).take_tokens(key, 60, 2, 1) == pytest.approx(5.0)
    assert rate_item(rival, key) == {"level": -4_000, "updated_ms": 0}


def test_a_charge_with_no_bucket_item_yet_takes_the_long_way(stack):
    """A charge for an item that is not there (never taken under that key) cannot be an ``ADD`` (it would leave a
    level with no time): its condition fails and the charge is taken into debt with a read and a write, from a full
    bucket. Tokens 60 a minute, burst 1: a charge of 3 leaves -2 tokens."""
    store = rate_store(stack, at_ms=7)
    with counted(store) as calls:
        store.charge_tokens("tpm#new", 3, ((60, 1, 1),))
    assert calls == {"UpdateItem": 1, "GetItem #B": 1, "PutItem": 1}
    assert rate_item(store, "tpm#new") == {"level": -2_000, "updated_ms": 7}


def test_concurrent_functions_never_take_the_same_pair_twice(stack):
    """Four functions (each its own store and clients) take both rates of one item at once for 1.5 s: requests 600
    a minute (10 a second, burst 10), tokens 6000 a minute (burst 100, 10 a call). At most the burst plus the rate
    for the time taken is admitted, as ``tests/test_concurrency_aws.py`` checks for one bucket."""
    from support.hammer import takes_for

    taken, elapsed = takes_for(
        stack, lambda store: store.take_buckets("rpm+tpm#pair", ((600, 10, 1), (6000, 100, 10))) == 0
    )
    assert 10 <= taken <= 10 + 10 * elapsed + 1
