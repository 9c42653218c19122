"""CPU bounds for the tests that guard against slow work on hostile input (quadratic scans, runaway backtracking).

Such a test asks that a piece of work stay under a budget of this thread's CPU. One slow run is not a verdict: a
busy shared runner bills a thread for time its host takes away, and a collection of the whole test process's heap
can land inside the run. CI measured 0.51 s for a reading that takes 0.09 s here. Work that really grows too fast is
slow on every run, so :func:`least_cpu` retries a run over budget and keeps the least time seen.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

TRIES = 3


def least_cpu(work: Callable[[], object], budget: float, *, tries: int = TRIES) -> float:
    """Seconds of this thread's CPU that ``work()`` takes, the least of up to ``tries`` runs, stopping at the first
    run under ``budget``. The objects alive before a run are frozen out of the collector for its length, so only
    the garbage the work makes is collected on its clock.

    >>> least_cpu(lambda: sum(range(1000)), 1.0) < 1.0
    True
    """
    least = float("inf")
    for _ in range(tries):
        gc.freeze()
        try:
            start = time.thread_time()
            work()
            least = min(least, time.thread_time() - start)
        finally:
            gc.unfreeze()
        if least < budget:
            break
    return least


def assert_within_cpu(work: Callable[[], object], budget: float) -> None:
    """Fails, saying how long it took, if ``work()`` takes ``budget`` seconds of CPU or more on every try."""
    took = least_cpu(work, budget)
    assert took < budget, f"{took:.3f} s of CPU at best of {TRIES} runs, against {budget} s"
