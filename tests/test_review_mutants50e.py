"""Mutation review of the 2026-12-07 store-read cut ("Merge cost50c": both rates in one item, the charge an ``ADD``,
the head a lost commit saw handed on, a create's outcome saying what to enqueue). Each test kills a hand-written
mutant that every earlier test let live; the docstring names it and gives the figure measured on the mutant and on
the code as merged. Never timed: every clock here is a fake one.
"""

from __future__ import annotations

from typing import Any

import pytest

from cosino_runtime.api.routes import Api, parse_create
from cosino_runtime.engine import steps as stepper
from tests.support.queues import ListQueue
from tests.test_review_store_cost50c import AGENT, create_body, limited_seat, rate_item, rate_store, twin

# --- the shared rate buckets (AWS only) -----------------------------------------------------------------------------


class Meddling:
    """A DynamoDB client that lets ``meanwhile()`` run just before each of its ``PutItem`` calls numbered in
    ``at`` (1 is the first) is sent."""

    def __init__(self, real: Any, at: range | tuple[int, ...], meanwhile: Any) -> None:
        self.real, self.at, self.meanwhile, self.puts = real, at, meanwhile, 0

    def __getattr__(self, name: str) -> Any:
        if name != "put_item":
            return getattr(self.real, name)

        def put_item(**kwargs: Any) -> Any:
            self.puts += 1
            if self.puts in self.at:
                self.meanwhile()
            return self.real.put_item(**kwargs)

        return put_item


def test_a_take_conditions_its_write_on_the_time_it_read_not_only_the_level(stack):
    """Mutant: the take's condition without ``updated_ms = :u`` (the levels alone). Tokens 60 a minute, burst 2,
    1 taken at 0 ms (1 left). A take reads at 0 ms; before it writes, a rival at 1000 ms takes 1 of the 2 it finds
    and leaves the same level (1), stamped 1000. On the mutant the first take's write passes on the equal level and
    stamps the item 0 ms again, so a fourth take at 1000 ms is refilled a second time and admitted (wait 0: 4 takes
    where burst and rate allow 3). On the code as merged the write fails, the take reads again at 1000 ms, and the
    fourth take must wait 1 s."""
    key = "tpm#same-level"
    rate_store(stack).take_tokens(key, 60, 2, 1)
    rival = rate_store(stack, at_ms=1_000)
    client = Meddling(stack.client("dynamodb"), (1,), lambda: rival.take_tokens(key, 60, 2, 1))
    store = rate_store(stack, client=client)
    clock = iter([0, 1_000, 1_000, 1_000])
    store.clock = lambda: next(clock)
    assert store.take_tokens(key, 60, 2, 1) == 0.0
    assert rate_item(rival, key) == {"level": 0, "updated_ms": 1_000}  # mutant: updated_ms 0
    assert rival.take_tokens(key, 60, 2, 1) == pytest.approx(1.0)  # mutant: 0.0, a fourth take


def test_a_charge_into_the_tokens_level_inside_a_pair_take_makes_the_take_read_again(stack):
    """Mutant: the pair's take conditioned on ``level`` (requests) alone, not ``level1`` (tokens). Requests and tokens
    60 a minute, burst 2, one item; a take leaves 1 of each. A rival's charge of 5 tokens (an ``ADD`` into
    ``level1``) lands between the next take's read and write: on the mutant that write passes and overwrites the
    debt (``level1`` 0: the 5 tokens are never paid, and the take is admitted); on the code as merged the take
    reads again, must wait 5 s, takes nothing, and the debt stays (-4 tokens)."""
    key = "rpm+tpm#race"
    pair = ((60, 2, 1), (60, 2, 1))
    rate_store(stack).take_buckets(key, pair)
    rival = rate_store(stack)
    client = Meddling(stack.client("dynamodb"), (1,), lambda: rival.charge_tokens(key, 5, pair, 1))
    assert rate_store(stack, client=client).take_buckets(key, pair) == pytest.approx(5.0)
    assert rate_item(rival, key) == {"level": 1_000, "level1": -4_000, "updated_ms": 0}


def test_a_take_that_loses_every_race_takes_nothing_and_says_to_ask_again(stack):
    """Mutant: after its 16 lost races the take returns 0 (taken) rather than 0.05 s (ask again shortly). A rival
    takes 1 token inside each of the take's 16 conditional writes (tokens 60 a minute, burst 100): on the mutant the
    caller is told it took a token no write ever took (a call the budget never paid for); on the code as merged it
    is told to ask again, and the item holds the rival's 16 takes alone (level 84 tokens)."""
    key = "tpm#contended"
    rival = rate_store(stack)
    client = Meddling(stack.client("dynamodb"), range(1, 17), lambda: rival.take_tokens(key, 60, 100, 1))
    assert rate_store(stack, client=client).take_tokens(key, 60, 100, 1) == pytest.approx(0.05)
    assert rate_item(rival, key) == {"level": 84_000, "updated_ms": 0}


RATES = {"requests_per_minute": 120, "tokens_per_minute": 6_000}  # bursts of 2 requests and 100 tokens


def test_a_pair_keeps_requests_in_level_and_tokens_in_level1(stack):
    """Mutant: the seat's buckets taken in the other order (tokens first), so the charge, aimed at the last one,
    lands in the requests level. Requests 120 a minute (burst 2), tokens 6000 (burst 100), a call using 42 tokens:
    on the mutant the item holds ``level`` 99 tokens and ``level1`` -40 (the requests bucket in debt, the next call
    held back 20.5 s); on the code as merged ``level`` 1 request and ``level1`` 58 tokens. (The earlier test used
    equal rates, 60 and 60, where the swap does not show.) Until review 51a the charge was the 42 tokens on top of
    the one taken before the call: -41 on the mutant, 57 as merged."""
    store = rate_store(stack, at_ms=5)
    assert limited_seat(store, RATES).act({}) == {"action": "check"}
    assert rate_item(store, f"rpm+tpm#{AGENT}") == {"level": 1_000, "level1": 58_000, "updated_ms": 5}


class Vanishing:
    """An outside seat whose call deletes its agent's rate item (an operator's hand, a table restored) and reports
    42 tokens: the charge after it finds no item and takes the long way."""

    def __init__(self, store: Any, key: str) -> None:
        self.store, self.key, self.call = store, key, None

    def act(self, observation: dict[str, Any]) -> dict[str, str]:
        item_key = {"pk": {"S": f"LIMIT#{self.key}"}, "sk": {"S": "#BUCKET"}}
        self.store.ddb.delete_item(TableName=self.store.table, Key=item_key)
        self.call = {"input_tokens": 40, "output_tokens": 2}
        return {"action": "check"}


def test_a_charge_that_finds_no_item_charges_the_tokens_bucket_alone(stack):
    """Mutants of the charge's long way (the item gone between the take and the charge): every bucket charged the
    call's tokens, or the first bucket charged, or the buckets' specs handed over in the other order. Requests 120 a
    minute (burst 2), tokens 6000 (burst 100), 42 tokens used, 41 charged after the one taken before the call (the
    item holding that take is gone): on the mutants the item holds ``level`` 2 - 41 = -39 requests (the agent held
    back 20 s), or ``level`` -39 and ``level1`` 100, or ``level`` 100 and ``level1`` -39; on the code as merged
    ``level`` 2 requests (a full bucket, nothing taken) and ``level1`` 100 - 41 = 59 tokens. (Until review 51a the
    charge was all 42, on top of the take: -40 and 58.)"""
    from cosino_runtime.engine import limits

    store = rate_store(stack, at_ms=9)
    key = f"rpm+tpm#{AGENT}"
    seat = limits.shared_factory(store, {"fake:json": RATES}, lambda name, variant, rng: Vanishing(store, key))(
        "fake:json", "kuhn", None
    )
    assert seat.act({}) == {"action": "check"}
    assert rate_item(store, key) == {"level": 2_000, "level1": 59_000, "updated_ms": 9}


# --- a create racing another (both stores) --------------------------------------------------------------------------


def racing_create(store: Any, resume: bool) -> tuple[Any, str, ListQueue]:
    """``POST /episodes`` whose start loses to a rival's: just before the create commits its start, the rival (on a
    store of its own) commits the same start and then a step, so the episode is at version 2. With ``resume`` the
    row is already there at version 0 (a create that died half-way), and the repeated create finishes it."""
    config = parse_create(create_body(21))[0]
    episode = stepper.episode_id_for(config, seed_in_id=False)
    if resume:
        assert store.create_episode(episode, config.to_json())
    rival, real, queue = twin(store), store.commit, ListQueue()

    def rival_first(*args: Any, **kwargs: Any) -> Any:
        store.commit = real
        assert stepper.open_episode(rival, config, episode).status == "applied"
        assert stepper.step(rival, episode, 1).status == "applied"
        return real(*args, **kwargs)

    store.commit = rival_first
    try:
        reply = Api(store, queue).handle("POST", "/api/episodes", create_body(21), True)
    finally:
        store.__dict__.pop("commit", None)
        getattr(rival, "close", lambda: None)()
    return reply, episode, queue


def test_a_create_whose_start_loses_its_race_sends_the_step_the_episode_is_at(any_store):
    """Mutants: the route trusting any outcome of the start (not only "applied"), or the start's lost race reported
    as "applied". The create's start loses to a rival that commits the start and a step (version 2): on the mutants
    the reply says version 0 (or 1) and the step sent is (episode, 0) (or 1), a message the step drops as stale, so
    this create does not get the episode moving; on the code as merged the route reads the head: reply 201, version
    2, running, and the step sent is (episode, 2)."""
    reply, episode, queue = racing_create(any_store, resume=False)
    assert reply.status == 201
    assert reply.json() == {"episode": episode, "version": 2, "status": "running"}
    assert queue.steps == [(episode, 2)]


def test_a_resumed_create_whose_start_loses_its_race_sends_the_step_the_episode_is_at(any_store):
    """Mutant: the route taking the head it read before the start (version 0) when that start lost its race. A row
    left at version 0; the repeated create's start loses to a rival's start and step (version 2): on the mutant the
    reply says version 0 and the step sent is (episode, 0); on the code as merged reply 200, version 2, running, and
    the step sent is (episode, 2)."""
    reply, episode, queue = racing_create(any_store, resume=True)
    assert reply.status == 200
    assert reply.json() == {"episode": episode, "version": 2, "status": "running"}
    assert queue.steps == [(episode, 2)]


def test_a_repeated_create_sends_the_step_of_the_version_the_episode_reached(any_store):
    """Mutant: a repeated create sending the first step (version 1) rather than the version its head read says. The
    episode has moved to version 3 when the create is repeated: on the mutant the step sent is (episode, 1), stale,
    and a create retried after a lost send does not get the episode moving; on the code as merged it is
    (episode, 3), and the reply says version 3."""
    store, queue = any_store, ListQueue()
    api = Api(store, queue)
    episode = api.handle("POST", "/api/episodes", create_body(23), True).json()["episode"]
    stepper.step(store, episode, 1)
    stepper.step(store, episode, 2)
    reply = api.handle("POST", "/api/episodes", create_body(23), True)
    assert reply.status == 200 and reply.json() == {"episode": episode, "version": 3, "status": "running"}
    assert queue.steps == [(episode, 1), (episode, 3)]


# --- a step message whose commit loses its race (both stores) -------------------------------------------------------


def test_a_re_driven_start_that_loses_its_race_is_healed_from_a_head_read_again(any_store):
    """Mutant: ``flow.on_step`` judging a stale outcome by the head it carries alone (no read when it carries none).
    A create died half-way (its row at version 0) and the sweeper re-drives it with a step message at version 0;
    that step commits the start, which loses to a rival's start. The start's stale outcome carries no head: on the
    mutant ``on_step`` fails on it (AttributeError, the message retried until it is dead-lettered); on the code as
    merged it reads the head (version 1, running), answers "healed" and sends the step at version 1."""
    from cosino_runtime.engine import flow

    store = any_store
    config = parse_create(create_body(25))[0]
    episode = stepper.episode_id_for(config, seed_in_id=False)
    assert store.create_episode(episode, config.to_json())
    rival, real, queue = twin(store), store.commit, ListQueue()

    def rival_first(*args: Any, **kwargs: Any) -> Any:
        store.commit = real
        assert stepper.open_episode(rival, config, episode).status == "applied"
        return real(*args, **kwargs)

    store.commit = rival_first
    try:
        assert flow.on_step(store, queue, episode, 0) == "healed"
    finally:
        store.__dict__.pop("commit", None)
        getattr(rival, "close", lambda: None)()
    assert queue.steps == [(episode, 1)]
    assert store.load_head(episode).version == 1


def test_a_commit_for_a_version_the_episode_has_not_reached_is_refused(any_store):
    """Mutant: SQLite's version check as ``stored > expected`` rather than ``!=`` (the head's version read from the
    whole head since 2026-12-07). A commit of version 6 onto an episode at version 2 (a message from before a
    restore, a forged version): on the mutant it lands and the head jumps to version 6 over 3 missing inputs; on
    the code as merged (and on DynamoDB, whose condition is ``version = :expected``) it raises StaleVersion carrying
    the head at version 2, and nothing is written."""
    from cosino_runtime.store.base import StaleVersion

    store = any_store
    episode = stepper.create(store, parse_create(create_body(27))[0], "kuhn-ahead")
    stepper.step(store, episode, 1)
    before = store.load_head(episode)
    with pytest.raises(StaleVersion) as lost:
        store.commit(episode, 5, {"response": {"action": "check"}}, [], "running")
    assert lost.value.head == before and before.version == 2
    assert store.load_head(episode) == before


def test_a_function_whose_clock_is_behind_never_moves_the_bucket_s_time_back(stack):
    """Defect found by the mutant that let the refill go negative (it lived: no test gave a take a clock behind the
    item's stamp). Functions' clocks differ a little; a take wrote its own clock as ``updated_ms`` even when the
    item was stamped later, so the next function counted the refill between the two a second time. Tokens 60 a
    minute, burst 2: a function at 10 000 ms takes 1 (1 left, stamped 10 000); one whose clock is 5 s behind takes
    the other. At 11 000 ms, where one token has come back, before: 2 more takes were admitted (the item stamped
    5 000 ms, refilled 6 s to the full burst: 4 takes where 3 fit); now 1, and the next waits 1 s (the stamp stays
    10 000 ms)."""
    key = "tpm#skew"
    assert rate_store(stack, at_ms=10_000).take_tokens(key, 60, 2, 1) == 0.0
    assert rate_store(stack, at_ms=5_000).take_tokens(key, 60, 2, 1) == 0.0
    assert rate_item(rate_store(stack), key) == {"level": 0, "updated_ms": 10_000}  # before: updated_ms 5000
    later = rate_store(stack, at_ms=11_000)
    assert later.take_tokens(key, 60, 2, 1) == 0.0
    assert later.take_tokens(key, 60, 2, 1) == pytest.approx(1.0)  # before: 0.0
