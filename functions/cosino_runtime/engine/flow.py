"""The plain functions behind the Lambda handlers (and ``cosino serve``): no AWS import here.

Each takes a :class:`~cosino_runtime.store.base.Store` and a :class:`Queue` and does one job:

- :func:`on_step` runs one decision through ``stepper.step`` and enqueues what comes next;
- :func:`on_finalize` writes the replay and results blobs and the league row;
- :func:`on_league` brings the leaderboard and the episode index up to date with the new episodes;
- :func:`on_sweep` re-drives quiet episodes and fires the deadline guard (never for an episode a
  runner, ``cosino play`` or a league, made in an embedded store: that runner steps it).

Messages carry ``(episode, version)``; a message whose version is behind the stored one is
dropped, except that the message for exactly the previous version re-sends the current step
(that heals a crash between the commit and the enqueue; the queue's de-duplication id
``<episode>#<version>`` makes the re-send a no-op when the original did go out).

A poison episode (a step that fails for a reason a retry will not change) is not re-driven for
ever: each failed step is recorded in the episode's head with its cause, and the
``MAX_STEP_FAILURES``-th failure at one version ends the episode through the deadline guard
(the hand in progress is refunded), so it finalises, verifies and keeps the cause.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Callable, Protocol

from cosino_runtime.engine.failures import TRANSIENT_CLASSES as TRANSIENT_CLASSES  # re-exported
from cosino_runtime.engine.failures import TRANSIENT_CODES as TRANSIENT_CODES
from cosino_runtime.engine.failures import RetryLater as RetryLater
from cosino_runtime.engine.failures import failure_cause as failure_cause
from cosino_runtime.engine.failures import is_transient as is_transient
from cosino_runtime.store.base import INDEX_KEY as INDEX_KEY  # re-exported: the API and tests read them here
from cosino_runtime.store.base import LEADERBOARD_KEY as LEADERBOARD_KEY
from cosino_runtime.store.base import EpisodeHead, Store, UnknownEpisode

# The engine (cosino_runtime.engine.steps: the core's episode, scoring and seats) is imported by the
# functions that run it, not here: the league and sweeper handlers, the API's reads and the queue
# adapter load this module without needing any of it (docs/runtime.md "The bundle").

log = logging.getLogger("cosino.runtime")

EPISODE_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,99}")  # whole ids only: fullmatch (a $ would let a final newline by)


class Queue(Protocol):
    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None: ...

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None: ...


# Fewer than the queues' maxReceiveCount (5), so a poison step ends its episode before its message is dead-lettered.
MAX_STEP_FAILURES = 3


def step_message(episode_id: str, version: int, redrive: bool = False) -> tuple[str, str]:
    """(body, de-duplication id) of the message that asks for the step after ``version``.

    A sweeper re-drive gets its own id: SQS swallows a repeated id for five minutes even when
    the first message was consumed, and one re-drive per version per window is enough.
    """
    body = json.dumps({"kind": "step", "episode": episode_id, "version": version})
    return body, f"{episode_id}#{version}" + ("#redrive" if redrive else "")


def finalize_message(episode_id: str, redrive: bool = False) -> tuple[str, str]:
    body = json.dumps({"kind": "finalize", "episode": episode_id})
    return body, f"{episode_id}#final" + ("#redrive" if redrive else "")


def on_step(
    store: Store,
    queue: Queue,
    episode_id: str,
    version: int,
    seat_factory: Callable[..., Any] | None = None,
    head: EpisodeHead | None = None,
) -> str:
    """Apply the decision after ``version`` once; returns what happened (for logs and metrics).

    "applied", "finished" (already over; finalisation re-sent), "final", "healed" (re-sent the
    lost next step), "stale" (an old duplicate, dropped) or "unknown" (no such episode, dropped).
    ``seat_factory`` defaults to :func:`cosino_runtime.seats.registry.build_seat`; ``head`` is
    the episode's head if the caller just read it (``stepper.step`` reads it otherwise).
    """
    from cosino_runtime.engine import steps as stepper

    if seat_factory is None:
        from cosino_runtime.seats.registry import build_seat as seat_factory
    try:
        outcome = stepper.step(store, episode_id, version, seat_factory, bounded=True, head=head)
    except UnknownEpisode:
        log.warning("step for unknown episode %s dropped", episode_id)
        return "unknown"
    except Exception as exc:
        if is_transient(exc):
            raise
        return _poisoned(store, queue, episode_id, version, exc)
    if outcome.status == "applied":
        if outcome.finished:
            queue.send_finalize(episode_id)
        else:
            queue.send_step(episode_id, outcome.version)
        return "applied"
    if outcome.status == "finished":
        queue.send_finalize(episode_id)
        return "finished"
    if outcome.status == "final":
        log.info("step for final episode %s dropped", episode_id)
        return "final"
    # A duplicate (the step read the head at another version) is judged by that read, and a commit that lost its race
    # by the head its version condition found: until 2026-12-07 the head was read again here (and, on AWS, in the
    # store's commit too). The head is read here only when the store could not hand it on.
    row = outcome.head if outcome.head is not None else store.load_head(episode_id)
    if row.version == version:
        # Our commit lost to a concurrent transaction that did not land either: deliver again.
        raise RetryLater(f"{episode_id}: commit of version {version + 1} conflicted; retry")
    if row.version == version + 1:
        # This message's own commit may have landed before a crash; make sure the next one exists.
        if row.status == "running":
            queue.send_step(episode_id, row.version)
        elif row.status == "finished":
            queue.send_finalize(episode_id)
        return "healed"
    log.info("stale step %s@%d dropped (stored version %d)", episode_id, version, row.version)
    return "stale"


def _poisoned(store: Store, queue: Queue, episode_id: str, version: int, exc: Exception) -> str:
    """Record a failed step; re-raise (the queue retries) until the guard's limit, then end the episode."""
    cause = failure_cause(exc)
    count = store.record_failure(episode_id, version, cause)
    if count == 0:  # the episode moved past this version meanwhile: this message is an old duplicate
        return "stale"
    log.error("step %s@%d failed (%d of %d): %s", episode_id, version, count, MAX_STEP_FAILURES, cause)
    if count < MAX_STEP_FAILURES:
        raise exc
    from cosino_runtime.engine import steps as stepper

    outcome = stepper.abandon(store, episode_id, version, "stalled")  # the cause stays in the head
    if outcome.status == "applied":
        queue.send_finalize(episode_id)
        return "abandoned"
    return "stale"


def parse_results(data: bytes) -> dict[str, Any]:
    """Results bytes back to values, decimals as exact Fractions (never floats)."""
    from fractions import Fraction

    return json.loads(data, parse_float=Fraction)


def head_to_finalize(store: Store, episode_id: str, head: EpisodeHead | None = None) -> EpisodeHead | dict[str, Any]:
    """The head of an episode to finalise (``head``, else read), or, for an episode that does not exist or still
    runs, the outcome of dropping its finalisation (logged). The finalize Lambda calls it before its idempotency
    record and hands the head to :func:`on_finalize`: one head read either way (until 2026-12-07 an unknown
    episode's was read twice)."""
    try:
        row = store.load_head(episode_id) if head is None else head
    except UnknownEpisode:
        log.warning("finalisation of unknown episode %s dropped", episode_id)
        return {"status": "unknown"}
    if row.status == "running":
        log.warning("finalisation of running episode %s dropped", episode_id)
        return {"status": "running"}
    return row


def on_finalize(store: Store, episode_id: str, head: EpisodeHead | None = None) -> dict[str, Any]:
    """Write the replay and results once and the league row; safe to run again.

    ``head`` is the episode's head if the caller has just read it (the finalize Lambda, to keep a running episode's
    message out of its idempotency record), else it is read here. A head read before this call is as good as one read
    now: a status never moves back to running, and a finished episode's version, mark and config no longer change."""
    row = head_to_finalize(store, episode_id, head)
    if isinstance(row, dict):
        return row

    def league_row(replay_key: str, results_key: str, data: bytes) -> None:
        # Written before the episode is marked final: a failed write leaves it "finished", which
        # the sweeper finalises again, where a final episode without its row would stay out of the league.
        # ``data`` is the results blob's bytes as stored (until 2026-12-07 read back from S3 here: one GetObject).
        results = parse_results(data)
        store.put_league_row(
            episode_id,
            {
                "episode": episode_id,
                "replay": replay_key,
                "results": results_key,
                "result": results,
                "createdMs": row.created_ms,
            },
        )

    from cosino_runtime.engine import steps as stepper

    replay_key, results_key = stepper.finalize(store, episode_id, league_row, row)
    return {"status": "final", "replay": replay_key, "results": results_key}


def on_league(store: Store, seconds: float | None = None) -> dict[str, Any]:
    """Publish the manifest, one pinned leaderboard per family, the league integrity report
    (``public/integrity.json``) and the episode index; a run reads only the episodes finalised
    since the last one, and with ``seconds`` no more than fits in them: the next run goes on
    (``league.publish.publish_leaderboard``)."""
    from cosino_runtime.league.publish import publish_leaderboard

    return publish_leaderboard(store, seconds)


# What a sweep keeps after its last abandon (send its finalize message, return) and what an abandon
# costs per committed version: on a table with an end-of-episode audit (rebuilding the episode and
# the audit) at most 2 ms CPU here (six-max, seats folding small calls into big pots), times 3.5
# for a 512 MB function's share of a vCPU, rounded up; elsewhere only the reads and the rebuild
# (at most 0.05 ms here, times 3.5, and that again and more for the store's reads; docs/runtime.md).
SWEEP_RESERVE_S = 5.0
ABANDON_S_PER_VERSION = 0.010
REBUILD_S_PER_VERSION = 0.0004


def on_sweep(
    store: Store,
    queue: Queue,
    now_ms: int,
    stale_after_ms: int,
    deadline_ms: int,
    time_left: Callable[[], float | None] | None = None,
) -> dict[str, int]:
    """Re-drive episodes that went quiet and abandon those past their deadline.

    Each episode is swept on its own: one whose guard or re-drive fails is counted under
    "failed" and the episodes after it are still swept. A deadline guard that fails for a reason
    a retry will not change is recorded in the head, so the episode turns "stuck" (left alone)
    after the poison guard's limit; a failed send is not the episode's fault and only counted.

    ``time_left()`` (seconds the invocation has left, None for no bound) keeps a run within its
    invocation: an abandon whose estimate (rebuild and audit, by its committed versions) does not
    fit is left for a later run and counted under "deferred", and nothing more is sent once only
    the reserve is left. Abandoned episodes leave the running list, so each run gets further; a
    run that could start no abandon tries the first it deferred with what it has left, so one
    longer than any estimate is not deferred forever nor keeps the others waiting (the finished
    episodes' finalisations are re-sent before it, since it may outlast the invocation)."""
    sweep = _Sweep(store, queue, now_ms, stale_after_ms, deadline_ms, time_left)
    running = store.list_episodes("running")
    # A runner's episode: this sweeper cannot build its seats (a league's agents are its config's); its re-drive
    # failed on an unknown seat and, three failures on, abandoned it as "stalled" until 2026-12-07.
    theirs = store.runner_episodes() if running else set()
    for row in running:
        if row.episode_id in theirs:
            continue  # a runner's (cosino play, a league): it steps the episode, and its re-run resumes it
        left = sweep.left()
        if left is not None and left < SWEEP_RESERVE_S:
            sweep.counts["deferred"] += 1
            continue
        sweep.running(row, left, bounded=True)
    # The finalisations are re-sent before the deferred abandon is tried: that one may outlast the
    # invocation, which would then die before sending them, at every run while that episode waits.
    sweep.refinalize()
    row, left = sweep.first_deferred, sweep.left()
    if not sweep.started and row is not None and (left is None or left >= SWEEP_RESERVE_S):
        sweep.counts["deferred"] -= 1
        sweep.running(row, left, bounded=False)
    return sweep.counts


class _Sweep:
    """One sweeper run: its clock, limits and counts, shared by the episodes it looks at."""

    def __init__(
        self,
        store: Store,
        queue: Queue,
        now_ms: int,
        stale_after_ms: int,
        deadline_ms: int,
        time_left: Callable[[], float | None] | None,
    ) -> None:
        self.store, self.queue, self.time_left = store, queue, time_left
        self.now_ms, self.stale_after_ms, self.deadline_ms = now_ms, stale_after_ms, deadline_ms
        self.counts = {"redriven": 0, "abandoned": 0, "refinalized": 0, "stuck": 0, "failed": 0, "deferred": 0}
        self.started = False  # an abandon was started in this run
        self.first_deferred: EpisodeHead | None = None  # the first row deferred for its size

    def left(self) -> float | None:
        return self.time_left() if self.time_left is not None else None

    def unreadable(self, row: EpisodeHead) -> bool:
        """Count and log a listed head that does not read back (left to an operator); True if ``row`` is one."""
        if row.unreadable is not None:
            self.counts["failed"] += 1
            log.error("sweep of %s failed: %s", row.episode_id, row.unreadable)
        return row.unreadable is not None

    def running(self, row: EpisodeHead, left: float | None, bounded: bool) -> None:
        """Sweep one running episode; a failure is counted and logged, never raised."""
        if self.unreadable(row):
            return
        try:
            self._running(row, left, bounded)
        except Exception as exc:
            self.counts["failed"] += 1
            log.error("sweep of %s@%d failed: %s", row.episode_id, row.version, failure_cause(exc))

    def _running(self, row: EpisodeHead, left: float | None, bounded: bool) -> None:
        if row.failed_version == row.version and row.failures > MAX_STEP_FAILURES:
            # Even the guard's own commit failed: left for an operator (the cause is in the head), not re-driven.
            self.counts["stuck"] += 1
            return
        if self.now_ms - row.created_ms >= self.deadline_ms:
            if bounded:
                if not _abandon_fits(left, row):
                    self.counts["deferred"] += 1  # it may not finish in this run: a later one takes it
                    self.first_deferred = self.first_deferred or row
                    return
                self.started = True
            outcome = _guard(self.store, row, self.time_left)
            if outcome.status == "applied":
                self.queue.send_finalize(row.episode_id)
                self.counts["abandoned"] += 1
        elif _quiet(self.now_ms, row.updated_ms, self.stale_after_ms):
            self.queue.send_step(row.episode_id, row.version, redrive=True)
            self.counts["redriven"] += 1

    def refinalize(self) -> None:
        """Send the finalisation of every finished episode quiet for ``stale_after_ms`` again."""
        for row in self.store.list_episodes("finished"):
            if self.unreadable(row) or not _quiet(self.now_ms, row.updated_ms, self.stale_after_ms):
                continue
            left = self.left()
            if left is not None and left < SWEEP_RESERVE_S:
                self.counts["deferred"] += 1
                continue
            try:
                self.queue.send_finalize(row.episode_id, redrive=True)
            except Exception as exc:
                self.counts["failed"] += 1
                log.error("sweep of %s failed: %s", row.episode_id, failure_cause(exc))
                continue
            self.counts["refinalized"] += 1


def _quiet(now_ms: int, updated_ms: int, stale_after_ms: int) -> bool:
    """No commit for ``stale_after_ms``. A time stamp that far in the future counts too: it was
    written before the clock stepped back, and waiting for the clock to catch up would leave a
    lost trigger unsent for as long as the clock's jump."""
    return abs(now_ms - updated_ms) >= stale_after_ms


def _abandon_fits(left: float | None, row: EpisodeHead) -> bool:
    """Whether the guard's abandon of ``row`` (its estimate by committed versions) fits in ``left`` seconds."""
    from cosino_runtime.engine import steps as stepper

    per_version = ABANDON_S_PER_VERSION if stepper.ends_with_audit(row.config) else REBUILD_S_PER_VERSION
    return left is None or left >= SWEEP_RESERVE_S + per_version * row.version


def _guard(store: Store, row: EpisodeHead, time_left: Callable[[], float | None] | None) -> Any:
    """The deadline guard at the listed version and, when a step committed meanwhile (an active
    episode's steps are quicker than the guard's rebuild and audit), once more at the version the
    episode reached, if that fits: else the guard would fire only once the episode went quiet."""
    outcome = _abandon(store, row.episode_id, row.version)
    if outcome.status != "stale":
        return outcome
    # The head the stale abandon found, by its read or its commit's version check (until 2026-12-07 read again here).
    head = outcome.head if outcome.head is not None else store.load_head(row.episode_id)
    if head.status != "running" or head.version <= row.version:
        return outcome
    if not _abandon_fits(time_left() if time_left is not None else None, head):
        return outcome
    return _abandon(store, row.episode_id, head.version, head)


def _abandon(store: Store, episode_id: str, version: int, head: EpisodeHead | None = None) -> Any:
    from cosino_runtime.engine import steps as stepper

    try:
        return stepper.abandon(store, episode_id, version, "deadline", head)
    except Exception as exc:
        if not is_transient(exc):  # e.g. the episode cannot be rebuilt: count it toward "stuck"
            store.record_failure(episode_id, version, failure_cause(exc))
        raise


class SqsQueue:
    """The FIFO queues: one message group per episode, de-duplicated by ``<episode>#<version>``."""

    def __init__(self, step_url: str, finalize_url: str, sqs: Any = None) -> None:
        if sqs is None:
            import boto3

            sqs = boto3.client("sqs")
        self.sqs = sqs
        self.step_url = step_url
        self.finalize_url = finalize_url

    def _send(self, url: str, episode_id: str, body: str, dedup: str) -> None:
        self.sqs.send_message(QueueUrl=url, MessageBody=body, MessageGroupId=episode_id, MessageDeduplicationId=dedup)

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        self._send(self.step_url, episode_id, *step_message(episode_id, version, redrive))

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        self._send(self.finalize_url, episode_id, *finalize_message(episode_id, redrive))
