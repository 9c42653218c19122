"""CPU bounds for the tests that guard against slow work on hostile input (quadratic scans, runaway backtracking).

Such a test asks that a piece of work stay under a budget of this thread's CPU. One slow run is not a verdict: a
busy shared runner bills a thread for time its host takes away, and a collection of the whole test process's heap
can land inside the run. CI measured 0.51 s for a reading that takes 0.09 s here. Work that really grows too fast is
slow on every run, so :func:`least_cpu` retries a run over budget and keeps the least time seen.

A budget is in seconds of the machine the project is built on. A slower machine gets more: CI's runner took 0.609 s
for a reading that takes 0.416 s here, so each budget is scaled by how much longer a fixed reference work takes on
the machine running the test than :data:`REFERENCE_SECONDS` (never scaled down).
"""

from __future__ import annotations

import functools
import gc
import re
import time
from collections.abc import Callable

TRIES = 3

# The least CPU the reference work took on the project's own machine (2 cores, Python 3.11), measured by
# `python -c "import support.cpu as c; print(c.reference_cpu())"` from tests/ with the machine idle.
REFERENCE_SECONDS = 0.033

_REFERENCE_TEXT = "raise to 40, 3-bet the 2nd barrel; fold? " * 400
_REFERENCE_RE = re.compile(r"(?<![a-z])(?:raise|bet|call|fold)(?![a-z])[^.;!?\n]{0,40}")


def _reference_work() -> int:
    """Regular-expression scans and a Python loop over their matches, the mix the reader's hostile texts make."""
    total = 0
    for _ in range(100):
        for m in _REFERENCE_RE.finditer(_REFERENCE_TEXT):
            total += len(m.group(0).split())
    return total


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


def reference_cpu() -> float:
    """The least CPU of five runs of the reference work on this machine."""
    return least_cpu(_reference_work, 0.0, tries=5)


@functools.cache
def slowness() -> float:
    """How many times longer than the project's machine this one takes for the same work, at least 1."""
    return max(1.0, reference_cpu() / REFERENCE_SECONDS)


def assert_within_cpu(work: Callable[[], object], budget: float, what: str = "the work") -> None:
    """Fails, saying how long it took, if ``work()`` takes ``budget`` seconds of CPU (scaled by :func:`slowness`)
    or more on every try."""
    scaled = budget * slowness()
    took = least_cpu(work, scaled)
    assert took < scaled, f"{what}: {took:.3f} s of CPU at best of {TRIES} runs, against {budget} s x {slowness():.2f}"
