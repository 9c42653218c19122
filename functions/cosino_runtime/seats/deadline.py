"""The latest moment a seat may answer: its own timeout, cut to what the running step has left.

A Lambda step dies at its function's timeout. A seat allowed longer (timeouts go up to 300 s,
the step function has 60) would be killed with the step, before its fallback is committed, and
its episode would wait for the sweeper's deadline guard. The SQS handler sets the bound from
the invocation's remaining time; where nothing sets it (a league, ``cosino serve``) there is none.

>>> import time
>>> seat_deadline(30) - time.monotonic() > 29
True
>>> with step_ends_in(COMMIT_RESERVE_S + 2):
...     seat_deadline(30) - time.monotonic() < 3
True
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator

# What a step needs after its seat: apply the answer, commit, send the next trigger.
COMMIT_RESERVE_S = 10.0
_STEP_END: ContextVar[float | None] = ContextVar("cosino_step_end", default=None)
_AFTER_ANSWER: ContextVar[float] = ContextVar("cosino_after_answer", default=0.0)


def seat_deadline(timeout: float) -> float:
    """The ``time.monotonic()`` by which a seat with ``timeout`` seconds must have answered."""
    deadline = time.monotonic() + timeout
    end = _STEP_END.get()
    return deadline if end is None else min(deadline, end - _AFTER_ANSWER.get())


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
