"""Timing contenders in turns, so a busy machine slows each of them alike."""

from __future__ import annotations

import time
from typing import Callable

SLICE = 0.2  # seconds per turn


def race(bodies: dict[str, Callable[[], int]], seconds: float) -> dict[str, float]:
    """Units per second of each ``body()`` (which returns how many units it did), timed in turns
    of SLICE seconds until every contender has run for ``seconds``."""
    done = dict.fromkeys(bodies, 0)
    spent = dict.fromkeys(bodies, 0.0)
    while min(spent.values()) < seconds:
        for name, body in bodies.items():
            start = time.perf_counter()
            while True:
                done[name] += body()
                elapsed = time.perf_counter() - start
                if elapsed >= SLICE:
                    break
            spent[name] += elapsed
    return {name: done[name] / spent[name] for name in bodies}
