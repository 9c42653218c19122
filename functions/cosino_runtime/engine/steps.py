"""One decision per step, exactly once: the function every runtime calls.

``open_episode`` creates an episode's row and commits its start, version 1, and says how that went
(``create`` for callers that need only the id). ``step`` reads the episode at version v, asks the seat
on decision, and commits version v+1 with its events in one conditional write; a duplicate or
concurrent step finds the version moved and does nothing (a lost commit hands on the head it found).
``finalize`` writes the replay and results blobs (content-addressed,
created once) and marks the episode final. The local runner and the Lambda handlers call
these same functions.
"""

from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from cosino.arena.episode import DECISION_BUDGET, Episode, EpisodeConfig
from cosino.primitives.canonical import dumps, jsonl_bytes, sha256_hex
from cosino_runtime.engine import limits
from cosino_runtime.engine.asking import Outside, SeatFactory, ask_seat, outside_kind
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.store.base import EpisodeHead, StaleVersion, Store, events_at

# Warm episodes by id, each with the store it was committed to: a step on that store whose stored
# version matches skips reading and re-running earlier inputs. The store is part of the match: the
# same config gives the same id on every store, and two stores may hold different answers.
_WARM: dict[str, tuple[Store, "EpisodeState"]] = {}
_WARM_LIMIT = 64
_CACHE_LOCK = threading.Lock()  # the embedded server steps episodes on several threads
# The collusion audit of episodes that ended in this process, with the digest of the replay it
# belongs to, handed to finalize so the audit runs once per episode.
_AUDITS: dict[str, tuple[str, dict[str, Any]]] = {}


@dataclass(frozen=True)
class StepOutcome:
    status: str  # "applied" | "stale" | "finished" | "final"
    version: int
    finished: bool = False  # "applied" and that decision ended the episode (the caller enqueues finalisation)
    # The head a "stale" step found at another version, by its own read or by its commit's version check: the caller
    # (flow.on_step, which re-sends the next step or drops the message) reads it here rather than again. None where
    # the store could not give the head its commit found (the caller reads it then).
    head: EpisodeHead | None = field(default=None, compare=False)


def episode_id_for(config: EpisodeConfig, seed_in_id: bool = True) -> str:
    """The episode's id: the same config, the same id (so a repeated create finds its episode).

    A seed nobody chose (a secret random one) stays out of the id: the deal follows from it.
    The longer digest then is what tells two such episodes apart.
    """
    digest = hashlib.sha256(dumps(config.to_json()).encode()).hexdigest()
    if not seed_in_id:
        return f"{config.variant}-{digest[:20]}"
    return f"{config.variant}-{config.seed}-{digest[:12]}"


def config_from_json(data: dict[str, Any]) -> EpisodeConfig:
    return EpisodeConfig(
        variant=data["variant"],
        agents=tuple(data["agents"]),
        hands=data["hands"],
        seed=data["seed"],
        budget=data.get("budget", DECISION_BUDGET),
    )


@dataclass
class EpisodeState:
    """An episode as the runtime holds it: the engine's state, how many stored inputs it has
    applied, and the milliseconds each slot's seat has spent of its clock (``seat_clock_ms``)."""

    episode: Episode
    inputs_applied: int
    clock_ms: list[int]
    mark: str | None = None  # the mark of the commit it was stepped to (a warm copy serves that commit only)


def replay_inputs(config: EpisodeConfig, inputs: tuple[Any, ...]) -> EpisodeState:
    """The episode after applying ``inputs`` (the stored inputs after the creation mark) in order."""
    episode = Episode(config)
    clock_ms = [0] * episode.num_slots
    for item in inputs:
        if "abandon" in item:
            episode.abandon(item["abandon"])
            continue
        spent = item.get("ms")
        slot = episode.slot_to_act()
        if type(spent) is int and spent > 0 and slot is not None:
            clock_ms[slot] += spent
        episode.decide(item["response"])
    return EpisodeState(episode, len(inputs), clock_ms)


def restore(config: EpisodeConfig, inputs: tuple[Any, ...]) -> Episode:
    """The episode after applying ``inputs`` (the stored inputs after the creation mark) in order."""
    return replay_inputs(config, inputs).episode


def _episode_at(store: Store, head: EpisodeHead) -> EpisodeState:
    """The episode at the head's version: the warm copy when it matches, else rebuilt from the stored inputs."""
    config = config_from_json(head.config)
    # Taken out of the cache, not shared: two concurrent steps must never decide on one object.
    with _CACHE_LOCK:
        warm_store, warm = _WARM.pop(head.episode_id, (None, None))
    if (
        warm is not None
        and warm_store is store
        and warm.inputs_applied == head.version - 1
        and warm.mark == head.mark  # a restore, then other steps, may reach the same version on another history
        and warm.episode.config == config
    ):
        return warm
    inputs = store.load_inputs(head.episode_id, head.version)
    if len(inputs) != head.version:
        raise RuntimeError(f"{head.episode_id}: {len(inputs)} stored inputs at version {head.version}")
    return replay_inputs(config, inputs[1:])  # the first input is the creation mark


def _remember(store: Store, episode_id: str, played: EpisodeState) -> None:
    with _CACHE_LOCK:
        if len(_WARM) >= _WARM_LIMIT:
            _WARM.pop(next(iter(_WARM)), None)
        _WARM[episode_id] = (store, played)


def _ended(episode_id: str, episode: Episode) -> None:
    """Keep the audit the episode's end computed for finalize (bounded: the oldest goes first)."""
    if episode.diagnostics:
        digest = sha256_hex(jsonl_bytes(episode.records))
        with _CACHE_LOCK:
            if len(_AUDITS) >= _WARM_LIMIT:
                _AUDITS.pop(next(iter(_AUDITS)), None)
            _AUDITS[episode_id] = (digest, episode.diagnostics)


def create(store: Store, config: EpisodeConfig, episode_id: str | None = None) -> str:
    episode_id = episode_id or episode_id_for(config)
    open_episode(store, config, episode_id)
    return episode_id


def open_episode(
    store: Store, config: EpisodeConfig, episode_id: str, head: EpisodeHead | None = None
) -> StepOutcome | None:
    """Create the episode's row and commit its start; the start's outcome. An "applied" outcome tells the caller the
    head this call left (version 1, running unless the start finished it) without reading it again: until 2026-12-07
    a create through the API read it once more. A row already there and started gives a "stale" outcome carrying the
    head the refused create found (until 2026-12-07 None, and the API's create read that head again).

    ``head`` is the row's head if the caller has just read it (the API's create, finding a row): no row is created
    then, and the head is not read again (until 2026-12-07 a create resumed at version 0 read it twice); the outcome
    is None when that head is past version 0 (the caller has it)."""
    if head is None:
        found = store.create_or_head(episode_id, config.to_json())
        if found is None:
            return _start(store, episode_id, config)
        if found.version > 0:
            return StepOutcome("stale", found.version, head=found)
        head = found
    # A create that crashed between the row and its first commit left version 0: finish it here.
    return _start(store, episode_id, config) if head.version == 0 else None


def _start(store: Store, episode_id: str, config: EpisodeConfig) -> StepOutcome:
    """Commit version 1: the creation mark and the episode's opening records (its header)."""
    episode = Episode(config)
    try:
        store.commit(episode_id, 0, {"start": True}, episode.records, "finished" if episode.finished else "running")
    except StaleVersion as lost:  # a concurrent create or step started it first: the head it left goes on
        return StepOutcome("stale", 0, head=lost.head)
    return StepOutcome("applied", 1, episode.finished)


# The end-of-episode audit's CPU per decision so far on a 512 MB function: at most 2 ms here (six-max
# seats that fold a small call into a big pot, every fold priced over its whole 2000 runouts;
# random seats take 0.7-0.8 ms) times 3.5 for the function's share of a vCPU (docs/runtime.md).
END_WORK_S_PER_DECISION = 0.007


def ends_with_audit(config: dict[str, Any]) -> bool:
    """Whether an episode of this stored config computes diagnostics as it ends (a config that
    names no known variant counts as one: the dearer estimate is the safe one)."""
    from cosino.diagnostics.catalog import writes_tail
    from cosino.games.registry import get_variant

    try:
        game, slots = get_variant(config["variant"]).game_type, len(config["agents"])
    except (KeyError, TypeError, ValueError):
        return True
    return writes_tail(game, slots)


def end_work_seconds(episode: Episode) -> float:
    """What the step must keep after the seat's answer beyond the commit: the audit the episode
    runs as it ends, when this decision can end it (else nothing)."""
    from cosino.diagnostics.catalog import writes_tail

    if not episode.may_end_at_next_decision() or not writes_tail(episode.variant.game_type, episode.num_slots):
        return 0.0
    return END_WORK_S_PER_DECISION * episode.decisions


def decision_bound(config: dict[str, Any]) -> int | None:
    """The most decisions an episode of this stored config may take in a function runtime: its
    game's ``max_decisions`` (None when the config names no known variant: the step fails anyway)."""
    from cosino.games.registry import get_variant

    try:
        return get_variant(config["variant"]).game_type.max_decisions
    except (KeyError, TypeError, ValueError):
        return None


def step(
    store: Store,
    episode_id: str,
    expected_version: int,
    seat_factory: SeatFactory = build_seat,
    outside: Outside = outside_kind,
    bounded: bool = False,
    head: EpisodeHead | None = None,
) -> StepOutcome:
    """Ask the seat on decision at ``expected_version`` and commit its answer once.

    ``outside(name)`` says which of the episode's names seat a party outside the arena (by the
    name's kind; a league, whose names are its agents', says by their seat): those are clocked
    and may not fail the step, and while one is seated the arena's own seats answer in whole
    paces of time (``asking.pace_of``). ``bounded`` (the queue-driven runtime) ends an episode at its game's
    :func:`decision_bound` even when its stored budget is larger. ``head`` is the episode's head if the caller has
    just read it (the episode cap's check, :func:`limits.start_episode`), else it is read here: the commit's version
    condition, not this read, is what makes the decision apply once."""
    head = store.load_head(episode_id) if head is None else head
    if head.version != expected_version:
        return StepOutcome("stale", head.version, head=head)
    if head.status != "running":
        return StepOutcome(head.status, head.version)
    if head.version == 0:
        # A create that crashed between the row and its first commit (the sweeper re-drives it at
        # version 0): a decision committed here would stand in for the creation mark, and the
        # replay would lack its header. Commit the start as create() does; no seat is asked.
        return _start(store, episode_id, config_from_json(head.config))
    bound = decision_bound(head.config) if bounded else None
    if bound is not None and head.version > bound:
        # Created before the bound with a larger budget: the runtime's guard ends it while its end
        # work still fits one function ("budget" is the engine's own end, which a verifier re-derives).
        return abandon(store, episode_id, head.version, "deadline")
    played = _episode_at(store, head)
    episode = played.episode
    pending = episode.pending()
    if pending is None:
        return StepOutcome("finished", head.version)
    slot, observation = pending
    spent_ms = played.clock_ms[slot]
    response, spent = ask_seat(
        episode, slot, observation, (spent_ms, head.created_ms), seat_factory, outside, end_work_seconds(episode)
    )
    records = episode.decide(response)
    played.inputs_applied = head.version
    played.clock_ms[slot] += spent
    status = "finished" if episode.finished else "running"
    # The answer as far as it decides the records: a seat's extra keys, or a refusal past its
    # allowance, would otherwise make every stored input (and every cold rebuild) large.
    kept: dict[str, Any] = {"response": episode.kept_input}
    if spent:
        kept["ms"] = spent  # what the answer took of the seat's clock: a cold rebuild adds it up again
    try:
        played.mark = store.commit(episode_id, expected_version, kept, records, status)
    except StaleVersion as lost:  # the head the commit's condition found goes to the caller (None: it reads one)
        return StepOutcome("stale", expected_version, head=lost.head)
    if episode.finished:
        _ended(episode_id, episode)
    else:
        _remember(store, episode_id, played)
    return StepOutcome("applied", expected_version + 1, episode.finished)


def abandon(
    store: Store, episode_id: str, expected_version: int, reason: str = "deadline", head: EpisodeHead | None = None
) -> StepOutcome:
    """The deadline guard: void the hand in progress and end the episode.

    ``head`` is the episode's head if the caller has just read it (the sweeper's guard, retrying at the version a
    "stale" outcome's head gave), else it is read here. A "stale" outcome carries the head it found, if any."""
    head = store.load_head(episode_id) if head is None else head
    if head.version != expected_version or head.status != "running":
        return StepOutcome("stale", head.version, head=head)
    if head.version == 0:  # never started (see step): its start first, so the replay has its header
        config = config_from_json(head.config)
        started = _start(store, episode_id, config)
        if started.status != "applied" or started.finished:
            return started
        # Started here at version 1, nothing to replay: a step committed since makes the commit below stale.
        episode, expected_version = Episode(config), 1
    else:
        episode = _episode_at(store, head).episode
    records = episode.abandon(reason)
    try:
        store.commit(episode_id, expected_version, {"abandon": reason}, records, "finished")
    except StaleVersion as lost:
        return StepOutcome("stale", expected_version, head=lost.head)
    _ended(episode_id, episode)
    return StepOutcome("applied", expected_version + 1, True)


def finalize(
    store: Store,
    episode_id: str,
    before_final: Callable[[str, str, bytes], None] | None = None,
    head: EpisodeHead | None = None,
) -> tuple[str, str]:
    """Write the replay and results blobs once; return their keys. Safe to call again.

    ``before_final(replay_key, results_key, results)`` runs once the blobs exist and before the
    episode is marked final (``results`` is the results blob's bytes, which the store now holds: a
    blob is created once, and other bytes under its key raise): when it fails the episode stays
    finished, so a later finalisation (the sweeper re-sends those) runs it again; nothing
    finalises a final episode again. ``head`` is the episode's head if the caller read it (its
    config never changes, and a finished log no longer grows): the head is read once here, not
    three times (on AWS the log's read and the slot's config each read it again until 2026-12-07)."""
    from cosino.arena.scoring import results_bytes  # finalisation only: a step never scores

    head = store.load_head(episode_id) if head is None else head
    records = events_at(store, episode_id, head.version, head.mark)[0]
    replay = jsonl_bytes(records)
    # The audit of these very records when this process ran the last step (same bytes, half the work).
    with _CACHE_LOCK:
        digest, audit = _AUDITS.pop(episode_id, ("", None))
    results = results_bytes(records, audit if digest == sha256_hex(replay) else None)
    replay_key = f"replays/{sha256_hex(replay)}.jsonl"
    results_key = f"results/{sha256_hex(results)}.json"
    store.put_blob(replay_key, replay)
    store.put_blob(results_key, results)
    if before_final is not None:
        before_final(replay_key, results_key, results)
    # Its slot under an episode cap goes to the next episode; freed before the episode is final,
    # so a failed free is retried with the finalisation instead of holding the slot for good.
    limits.end_episode(store, episode_id, head.config)
    store.mark_final(episode_id, results_key, replay_key)
    return replay_key, results_key


def run_to_end(
    store: Store,
    episode_id: str,
    seat_factory: SeatFactory = build_seat,
    on_step: Callable[[int], None] | None = None,
    deadline: float | None = None,
) -> None:
    """Drive one episode to its end in this process (the embedded runner).

    ``deadline`` is a ``time.monotonic()`` instant: once it has passed, the wall-clock guard
    fires before the next decision, refunding the hand in progress."""
    head = store.load_head(episode_id)
    version, running = head.version, head.status == "running"
    while running:
        if deadline is not None and time.monotonic() >= deadline:
            abandon(store, episode_id, version, "deadline")
        else:
            outcome = step(store, episode_id, version, seat_factory)
            if on_step is not None:
                on_step(outcome.version)
            if outcome.status == "applied":  # the step read the head: no second load per decision
                version, running = outcome.version, not outcome.finished
                continue
            if outcome.status == "finished":
                return
        head = store.load_head(episode_id)  # stale, or the guard fired: read where the episode is
        version, running = head.version, head.status == "running"
