"""Head reads made twice in one call, left by the review of ``tests/test_review_store_cost50c.py`` and removed here,
counted per request with the ``counted`` helper of ``tests/test_review_store_cost49b.py`` on both stores (AWS over
moto, SQLite). Measured before on main at ``723a3c0``; each test's docstring gives before -> after.

* the finalize Lambda, for an episode that does not exist, read the head, then ``on_finalize`` read it again;
* a create resumed after its first call died with the head written but not its start read the head in the route,
  then again in ``steps.open_episode``;
* a start that lost its race (``steps._start``'s commit refused) dropped the head its ``StaleVersion`` carried, and
  the caller (the API's create, ``flow.on_step`` at version 0) read it again;
* the sweeper's deadline guard, for an episode left at version 0, read the head again after the start it committed
  (and the inputs at version 1, the start alone); for an episode a step moved past the listed version, it read the
  head three times (the abandon's, its own after that "stale", the second abandon's).

Left as they were: the first step under an episode cap reads the head before and after the slot's hold (the sweeper
may end the episode in between), and the guard reads a listed head again (the listing is eventually consistent).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino_runtime.api.routes import Api, parse_create
from cosino_runtime.engine import flow
from cosino_runtime.engine import steps as stepper
from tests.support.queues import ListQueue
from tests.test_review_store_cost49b import aws, counted
from tests.test_review_store_cost50c import create_body, finalize_message, twin


def finalize_handler_on(store: Any, monkeypatch: Any) -> Any:
    """The finalize Lambda's handler over ``store`` (any store: an unknown or running episode's message never
    reaches the idempotency record, the one part that needs the table)."""
    from cosino_runtime.lambdas import finalize

    monkeypatch.setattr(finalize, "runtime", lambda: SimpleNamespace(store=store))
    return finalize.handler


def test_the_finalize_lambda_reads_an_unknown_episode_once(any_store, stack, monkeypatch):
    """A finalize message for an episode that does not exist: before 2 head reads (AWS 2 head GetItems, SQLite 2
    SELECTs: the handler's, then ``on_finalize``'s), now 1. Nothing is written, the message is not retried, and the
    outcome logged is "unknown" as before."""
    from cosino_devtools.awslocal import FakeContext

    handler = finalize_handler_on(any_store, monkeypatch)
    outcomes: list[dict[str, Any]] = []
    monkeypatch.setattr(flow, "log", SimpleNamespace(warning=lambda *a: outcomes.append(a)))
    with counted(any_store) as calls:
        reply = handler({"Records": [finalize_message("kuhn-nosuch", "u1")]}, FakeContext())
    assert reply == {"batchItemFailures": []}
    assert calls == ({"GetItem #HEAD": 1} if aws(any_store) else {"SELECT": 1})  # before: 2
    assert outcomes == [("finalisation of unknown episode %s dropped", "kuhn-nosuch")]


def test_the_finalize_lambda_still_drops_a_running_episode_after_one_read(any_store, stack, monkeypatch):
    """A running episode's finalize message: 1 head read, nothing written, as before (SQLite: 1 SELECT)."""
    from cosino_devtools.awslocal import FakeContext

    store = any_store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 78))
    handler = finalize_handler_on(store, monkeypatch)
    with counted(store) as calls:
        assert handler({"Records": [finalize_message(episode, "r1")]}, FakeContext()) == {"batchItemFailures": []}
    assert calls == ({"GetItem #HEAD": 1} if aws(store) else {"SELECT": 1})
    assert store.load_head(episode).status == "running"


def half_created(store: Any, seed: int, started: bool = False) -> tuple[str, EpisodeConfig]:
    """The episode of ``create_body(seed)`` as a create that died left it: its seed claimed and its row at version 0
    (``started``: the start committed too)."""
    config = parse_create(create_body(seed))[0]
    episode = stepper.episode_id_for(config, seed_in_id=False)
    assert store.claim_seed(config.seed, episode) == episode
    assert store.create_episode(episode, config.to_json())
    if started:
        store.commit(episode, 0, {"start": True}, Episode(config).records, "running")
    return episode, config


def test_a_create_resumed_at_version_0_reads_the_head_once(any_store):
    """A create repeated after the first one wrote the head but not its start: before 2 head reads (the route's,
    then ``open_episode``'s, to learn the version the route had just read), on AWS 2 head GetItems besides the
    seed's claim (refused, and its owner's GetItem), the row's refused PutItem and the start's TransactWriteItems;
    on SQLite 4 SELECTs (the claim's owner, 2 heads, the commit's version check) and 7 INSERTs. Now 1 head read and
    no row PutItem (the route hands ``open_episode`` the head it read, which says the row is there); on SQLite 3
    SELECTs and 6 INSERTs. The reply (version 1, running) and the first step's message are as before."""
    store = any_store
    episode, _ = half_created(store, 8)
    queue = ListQueue()
    with counted(store) as calls:
        reply = Api(store, queue).handle("POST", "/api/episodes", create_body(8), True)
    assert (reply.status, reply.json()) == (200, {"episode": episode, "version": 1, "status": "running"})
    assert queue.steps == [(episode, 1)]
    if aws(store):
        # before: 2 GetItem #HEAD, 2 PutItem
        assert calls == {"PutItem": 1, "GetItem #S": 1, "GetItem #HEAD": 1, "TransactWriteItems": 1}
    else:
        assert calls == {"INSERT": 6, "SELECT": 3, "DELETE": 2, "UPDATE": 1}  # before: 7 INSERT, 4 SELECT
    assert store.load_head(episode).version == 1


def test_a_create_resumed_after_its_seed_claim_reads_the_head_once(any_store):
    """A create repeated after the first one claimed its seed and died before the row: 1 head read (the route's,
    which finds none), then the row and its start, as a first create: the same counts before and after (AWS: the
    claim's refused PutItem and its owner's GetItem, 1 head GetItem, the row's PutItem, 1 TransactWriteItems; SQLite
    3 SELECTs). The reply is 201, version 1, running."""
    store = any_store
    config = parse_create(create_body(9))[0]
    episode = stepper.episode_id_for(config, seed_in_id=False)
    assert store.claim_seed(config.seed, episode) == episode
    queue = ListQueue()
    with counted(store) as calls:
        reply = Api(store, queue).handle("POST", "/api/episodes", create_body(9), True)
    assert (reply.status, reply.json()) == (201, {"episode": episode, "version": 1, "status": "running"})
    assert queue.steps == [(episode, 1)]
    if aws(store):
        assert calls == {"PutItem": 2, "GetItem #S": 1, "GetItem #HEAD": 1, "TransactWriteItems": 1}
    else:
        assert calls["SELECT"] == 3


def rival_starts_first(store: Any, episode: str, config: EpisodeConfig) -> Any:
    """Make the store's next commit lose to a rival's start (on a store of its own, so not counted); returns the
    rival, to close."""
    rival, real = twin(store), store.commit

    def rival_first(*args: Any, **kwargs: Any) -> Any:
        del store.commit
        rival.commit(episode, 0, {"start": True}, Episode(config).records, "running")
        return real(*args, **kwargs)

    store.commit = rival_first
    return rival


def test_a_resumed_create_that_loses_its_start_reads_the_head_once(any_store):
    """A create resumed at version 0 whose start loses to a rival's (a concurrent create or the sweeper's re-drive
    committed version 1 first): before 3 head reads on AWS (the route's, ``open_episode``'s, and the route's again
    after the refused start), with the row's refused PutItem, and on SQLite 5 SELECTs and 2 INSERTs; now 1 head
    GetItem and no row PutItem, and 3 SELECTs (the claim's owner, the head, the commit's version check) and 1 INSERT:
    the refused start hands on the head its version check saw. The reply (version 1, running) and the step sent are
    as before."""
    store = any_store
    episode, config = half_created(store, 10)
    rival = rival_starts_first(store, episode, config)
    queue = ListQueue()
    try:
        with counted(store) as calls:
            reply = Api(store, queue).handle("POST", "/api/episodes", create_body(10), True)
    finally:
        getattr(rival, "close", lambda: None)()
    assert (reply.status, reply.json()) == (200, {"episode": episode, "version": 1, "status": "running"})
    assert queue.steps == [(episode, 1)]
    if aws(store):
        # before: 3 GetItem #HEAD, 2 PutItem
        assert calls == {"PutItem": 1, "GetItem #S": 1, "GetItem #HEAD": 1, "TransactWriteItems": 1}
    else:
        assert calls == {"INSERT": 1, "SELECT": 3}  # before: 2 INSERT, 5 SELECT


def test_a_step_at_version_0_that_loses_its_start_reads_the_head_once(any_store):
    """The sweeper's re-drive of a half-made episode (a step message at version 0) whose start loses to a rival's:
    before 2 head reads (the step's, then ``on_step``'s after the refused start; SQLite 3 SELECTs with the commit's
    version check); now 1 (2 SELECTs). The outcome is "healed" and the step after the rival's start is sent."""
    store = any_store
    episode, config = half_created(store, 11)
    rival = rival_starts_first(store, episode, config)
    queue = ListQueue()
    try:
        with counted(store) as calls:
            assert flow.on_step(store, queue, episode, 0) == "healed"
    finally:
        getattr(rival, "close", lambda: None)()
    assert queue.steps == [(episode, 1)]
    if aws(store):
        assert calls == {"GetItem #HEAD": 1, "TransactWriteItems": 1}  # before: 2 GetItem #HEAD
    else:
        assert calls["SELECT"] == 2  # before: 3


def test_a_lost_start_hands_on_the_head_its_commit_saw(any_store):
    """``open_episode`` at version 0 losing its start: the "stale" outcome carries the rival's head (version 1)."""
    store = any_store
    episode, config = half_created(store, 12)
    head = store.load_head(episode)
    rival = rival_starts_first(store, episode, config)
    try:
        outcome = stepper.open_episode(store, config, episode, head)
    finally:
        getattr(rival, "close", lambda: None)()
    assert outcome is not None and outcome.status == "stale"
    assert outcome.head == store.load_head(episode) and outcome.head.version == 1


def test_a_create_of_a_started_episode_still_reads_no_more(any_store):
    """``open_episode`` handed a head already past version 0 starts nothing and reads nothing (None)."""
    store = any_store
    episode, config = half_created(store, 13, started=True)
    head = store.load_head(episode)
    with counted(store) as calls:
        assert stepper.open_episode(store, config, episode, head) is None
    assert calls == {}
    assert store.load_head(episode).version == 1


# --- the sweeper's deadline guard -----------------------------------------------------------------------------------


def test_the_guard_of_a_half_made_episode_reads_its_head_once(any_store):
    """A sweep whose deadline guard ends an episode a create left at version 0 (its start first, then the abandon):
    before, on AWS, 2 head GetItems (the guard's, then again after the start it committed) and 3 Queries (the two
    listings and the inputs at version 1, which are the start alone); SQLite 7 SELECTs. Now 1 head GetItem and 2
    Queries, SQLite 5 SELECTs (and, since review 52a, one of the runners' marks): the start's commit says the
    episode is at version 1 with nothing to replay. The episode ends "finished" with the same records, its
    finalisation is sent, as before."""
    store = any_store
    episode, config = half_created(store, 14)
    queue = ListQueue()
    with counted(store) as calls:
        counts = flow.on_sweep(store, queue, 10**15, 1, 1, lambda: None)
    assert counts["abandoned"] == 1 and queue.finals.count(episode) == 2  # sent, then re-sent as finished and quiet
    head = store.load_head(episode)
    assert (head.version, head.status) == (2, "finished")
    fresh = Episode(config)
    header = list(fresh.records)
    assert store.events(episode) == header + fresh.abandon("deadline")
    if aws(store):
        # before: 2 GetItem #HEAD, 3 Query
        assert calls == {"Query": 2, "BatchGetItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 2}
    else:
        assert calls == {"SELECT": 6, "DELETE": 4, "INSERT": 8, "UPDATE": 2}  # before: 7; 5 + the runners' marks (52a)


def test_a_guard_that_finds_the_episode_moved_reads_its_head_once(any_store):
    """The guard's episode takes a step between the sweeper's listing and the guard (a rival on a store of its own):
    the guard finds it at the next version and abandons it there. Before, on AWS, 3 head GetItems (the abandon's,
    the guard's after that "stale", the second abandon's), with 3 Queries (the listings, the inputs) and 1
    TransactWriteItems; SQLite 7 SELECTs. Now 1 head GetItem (the first abandon's head goes to the guard and on to
    the second abandon) and 5 SELECTs (6 with the runners' marks, review 52a), the rest as before. The episode
    ends "finished" at the version after the rival's step, voided by the deadline, as before."""
    store = any_store
    episode = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 4, 15))
    stepper.step(store, episode, 1)
    rival, real = twin(store), store.list_episodes

    def listed_then_stepped(status: str | None = None) -> Any:
        rows = real(status)
        if status == "running":
            stepper.step(rival, episode, rows[0].version)  # lands after the listing, before the guard
        return rows

    store.list_episodes = listed_then_stepped
    try:
        with counted(store) as calls:
            counts = flow.on_sweep(store, ListQueue(), 10**15, 1, 1, lambda: None)
    finally:
        del store.list_episodes
        getattr(rival, "close", lambda: None)()
    assert counts["abandoned"] == 1
    head = store.load_head(episode)
    assert (head.version, head.status) == (4, "finished")
    assert [r for r in store.events(episode) if r.get("reason") == "deadline"]
    if aws(store):
        # before: 3 GetItem #HEAD
        assert calls == {"Query": 3, "BatchGetItem": 2, "GetItem #HEAD": 1, "TransactWriteItems": 1}
    else:
        assert calls == {"SELECT": 6, "DELETE": 2, "INSERT": 3, "UPDATE": 1}  # before: 7; 5 + the runners' marks (52a)
