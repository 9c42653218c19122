"""The latest moment a seat may answer: its own timeout, cut to what the running step has left
and to what is left on the seat's clock for the episode.

A Lambda step dies at its function's timeout. A seat allowed longer (timeouts go up to 300 s,
the step function has 60) would be killed with the step, before its fallback is committed, and
its episode would wait for the sweeper's deadline guard. The SQS handler sets the bound from
the invocation's remaining time; where nothing sets it (a league, ``cosino serve``) there is none.

The seat's clock: where a wall-clock guard ends episodes (the sweeper's ``DEADLINE_SECONDS``,
``cosino serve``, ``cosino play --deadline``), a seat answering slowly could otherwise run its
episode into the guard and stop it while it is ahead (optional stopping: the hands still to come
are never played). So each seat that waits on an outside party gets a clock, an equal share of
:data:`CLOCK_SHARE` of the guard: the clocks of all seats together end before the guard can
fire. A seat whose clock is spent is not asked again in that episode; its decisions fall back.

>>> import time
>>> seat_deadline(30) - time.monotonic() > 29
True
>>> with step_ends_in(COMMIT_RESERVE_S + 2):
...     seat_deadline(30) - time.monotonic() < 3
True
"""

from __future__ import annotations

import math
import os
import time
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from typing import Iterator

from cosino.primitives.errors import quoted

# What a step needs after its seat: apply the answer, commit, send the next trigger.
COMMIT_RESERVE_S = 10.0
_STEP_END: ContextVar[float | None] = ContextVar("cosino_step_end", default=None)
_AFTER_ANSWER: ContextVar[float] = ContextVar("cosino_after_answer", default=0.0)

DEADLINE_ENV = "DEADLINE_SECONDS"  # the sweeper's guard on AWS (the template's DeadlineSeconds)
DEFAULT_DEADLINE_S = 3600
# The least guard and quiet time the runtime takes, as the template's MinValue: a guard of 0 s would
# abandon every running episode at the next sweep and leave each outside seat no clock at all.
MIN_DEADLINE_S = 60
STALE_ENV, DEFAULT_STALE_S, MIN_STALE_S = "STALE_SECONDS", 120, 30
# The part of the guard the seats' clocks add up to; the rest covers the engine, the queue and
# re-drives, which no seat controls.
CLOCK_SHARE = Fraction(3, 4)
_GUARD_S: ContextVar[float | None] = ContextVar("cosino_guard_s", default=None)
_GUARD_START_MS: ContextVar[int] = ContextVar("cosino_guard_start_ms", default=0)


class AnswerClock:
    """What one decision may spend of its seat's clock, and what it spent: the time from the
    seat's first :func:`seat_deadline` (its decision's deadline starts there, after any wait for
    the arena's own rate limits) to the end of the call."""

    __slots__ = ("left", "started")

    def __init__(self, left: float) -> None:
        self.left = left
        self.started: float | None = None

    def spent_ms(self) -> int:
        """Whole milliseconds spent so far (0 when the seat never started its deadline)."""
        if self.started is None:
            return 0
        return max(0, math.ceil((time.monotonic() - self.started) * 1000))


_ANSWER_CLOCK: ContextVar[AnswerClock | None] = ContextVar("cosino_answer_clock", default=None)


def seat_deadline(timeout: float) -> float:
    """The ``time.monotonic()`` by which a seat with ``timeout`` seconds must have answered."""
    now = time.monotonic()
    deadline = now + timeout
    clock = _ANSWER_CLOCK.get()
    if clock is not None:
        if clock.started is None:
            clock.started = now
        deadline = min(deadline, clock.started + clock.left)
    end = _STEP_END.get()
    return deadline if end is None else min(deadline, end - _AFTER_ANSWER.get())


@contextmanager
def answer_clock(left: float) -> Iterator[AnswerClock]:
    """Within the block, a seat answers within ``left`` seconds of starting its deadline.

    >>> with answer_clock(2.0) as clock:
    ...     seat_deadline(30) - time.monotonic() <= 2.0, clock.started is not None
    (True, True)
    """
    clock = AnswerClock(max(left, 0.0))
    token = _ANSWER_CLOCK.set(clock)
    try:
        yield clock
    finally:
        _ANSWER_CLOCK.reset(token)


@contextmanager
def guarded_by(seconds: float | None, started_ms: int = 0) -> Iterator[None]:
    """Within the block, episodes run under a wall-clock guard of ``seconds`` (None: no guard),
    so their outside seats are clocked. Whatever runs a step under a guard sets it (a context
    variable: each thread or job sets its own). The guard counts from each episode's creation,
    or from ``started_ms`` (wall clock) if later: a run that starts its own guard (``cosino play``).

    >>> with guarded_by(3600):
    ...     seat_clock_ms(2)
    1350000
    >>> seat_clock_ms(2) is None
    True
    """
    token, start = _GUARD_S.set(seconds), _GUARD_START_MS.set(started_ms)
    try:
        yield
    finally:
        _GUARD_START_MS.reset(start)
        _GUARD_S.reset(token)


def seat_clock_ms(num_seats: int) -> int | None:
    """Milliseconds each outside seat of an episode with ``num_seats`` seats may spend answering,
    over the whole episode, under the guard in force (None when no guard is)."""
    seconds = _GUARD_S.get()
    if seconds is None:
        return None
    return int(Fraction(seconds) * 1000 * CLOCK_SHARE) // max(num_seats, 1)


def guard_share_left_ms(created_ms: int) -> int | None:
    """Milliseconds until :data:`CLOCK_SHARE` of the guard in force has passed since the episode's
    creation (``created_ms``, wall clock; or the guard's own start, if later), after which no
    outside seat is asked; None without a guard or a creation time. The guard counts from
    creation, and an episode may wait long before its first step (for a slot under an episode
    cap, behind busy workers): a seat's full clock would then outlast the guard.

    >>> with guarded_by(40):
    ...     29_000 < guard_share_left_ms(time.time_ns() // 1_000_000) <= 30_000
    True
    """
    seconds = _GUARD_S.get()
    if seconds is None or created_ms <= 0:
        return None
    start = max(created_ms, _GUARD_START_MS.get())
    return start + int(Fraction(seconds) * 1000 * CLOCK_SHARE) - time.time_ns() // 1_000_000


def env_whole_seconds(name: str, default: int, least: int = 0) -> int:
    """Whole seconds from environment variable ``name`` (``default`` when unset or blank); anything
    but ASCII digits of at most nine significant places, or fewer than ``least`` seconds, is a
    one-line error naming the variable.

    >>> env_whole_seconds("COSINO_DOCTEST_UNSET", 120)
    120
    """
    raw = os.environ.get(name, "").strip() or str(default)
    if not (raw.isascii() and raw.isdigit() and len(raw.lstrip("0")) <= 9):  # leading zeros are not size
        raise RuntimeError(f"environment variable {name}={quoted(raw[:24])} is not a whole number of seconds")
    seconds = int(raw.lstrip("0") or "0")  # never int() of the padded text: past 4,300 digits it raises
    if seconds < least:
        raise RuntimeError(f"environment variable {name}={seconds} is below its least value of {least} seconds")
    return seconds


def env_deadline_seconds() -> int:
    """The guard's seconds from ``DEADLINE_SECONDS`` (3600 when unset, at least 60); a one-line error otherwise."""
    return env_whole_seconds(DEADLINE_ENV, DEFAULT_DEADLINE_S, MIN_DEADLINE_S)


def env_stale_seconds() -> int:
    """The sweeper's quiet time from ``STALE_SECONDS`` (120 when unset, at least 30); a one-line error otherwise."""
    return env_whole_seconds(STALE_ENV, DEFAULT_STALE_S, MIN_STALE_S)


@contextmanager
def work_after_answer(seconds: float) -> Iterator[None]:
    """Within the block, a bounded step also keeps ``seconds`` beyond the commit reserve for work
    the answer may set off (an episode's end-of-episode audit).

    >>> with step_ends_in(COMMIT_RESERVE_S + 20), work_after_answer(15):
    ...     4 < seat_deadline(30) - time.monotonic() <= 5
    True
    """
    token = _AFTER_ANSWER.set(max(seconds, 0.0))
    try:
        yield
    finally:
        _AFTER_ANSWER.reset(token)


@contextmanager
def step_ends_in(seconds: float | None) -> Iterator[None]:
    """Within the block, no seat answers later than ``seconds`` from now less the commit reserve."""
    end = None if seconds is None else time.monotonic() + max(seconds - COMMIT_RESERVE_S, 0.0)
    token = _STEP_END.set(end)
    try:
        yield
    finally:
        _STEP_END.reset(token)


def remaining_seconds(context: object) -> float | None:
    """What a Lambda context says is left of the invocation, or None when it says nothing usable."""
    remaining = getattr(context, "get_remaining_time_in_millis", None)
    try:
        millis = remaining() if callable(remaining) else None
    except Exception:  # a context of our own making in tests or locally; no bound is the old behaviour
        return None
    if isinstance(millis, bool) or not isinstance(millis, (int, float)) or not 0 <= millis < 10**9:
        return None  # NaN fails the comparison too
    return millis / 1000
