"""A clock the tests move by hand, to stand in for ``time.monotonic`` (or any clock a module reads)."""

from __future__ import annotations


class FakeClock:
    """Callable like ``time.monotonic``; returns ``now``, which a test advances itself."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now
