"""Replies of the open read routes kept in memory, so a reader looping on one costs (almost) no store reads.

:class:`ReplyCache` keeps replies that a head read (or nothing) proves current: the event log by
(episode, version, status, commit mark), what a final episode shows (its state, log and results) by the
version and mark its head had when they were read, and the create-once replay and results blobs.
:class:`FreshCache` keeps replies nothing cheap can prove current (a listing, a replaceable published
file) for a few seconds only, and the head a final episode's replies were checked against (for
FINAL_CHECK_SECONDS: in between they are answered with no read).

The routes are open to anyone. Without a cache every read of a long episode re-reads its whole
history from the store (on AWS thousands of read units a request), so a reader polling it runs
up the bill. A running log changes only when its head's commit does and a final one never, so one
head read now tells whether the kept reply still holds (and at a new version :mod:`cosino_runtime.api.live_logs`
reads only the records since). A final episode changes only if the store is restored to before it ended
(or to another history that ended too): its replies are re-checked by one head read per FINAL_CHECK_SECONDS.

>>> cache = ReplyCache(max_bytes=10)
>>> cache.put(("a", 1, "running"), b"12345678")
>>> cache.get(("a", 1, "running"))
b'12345678'
>>> cache.put(("b", 1, "running"), b"123456")  # over the budget: the oldest goes
>>> cache.get(("a", 1, "running")) is None, cache.get(("b", 1, "running"))
(True, b'123456')
>>> cache.put(("c", 1, "final"), b"x" * 11)  # larger than the whole budget: never kept
>>> cache.get(("c", 1, "final")) is None
True
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from typing import Callable, Hashable

# Enough for a few of the longest logs (1,000 hands of hearts is about 8 MB) in a 512 MB function.
MAX_BYTES = 32 * 1024 * 1024


class _Bounded:
    """Bodies kept within a byte budget (and an entry budget, if given), the front of the order going first.

    The one place the budgets are kept: :class:`ReplyCache` and :class:`FreshCache` differ only in
    what a read does (refresh the body's place, or drop it once its deadline is past).
    """

    def __init__(self, max_bytes: int, max_entries: int | None = None) -> None:
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        self._kept: OrderedDict[Hashable, tuple[float, bytes]] = OrderedDict()  # (deadline, body), next to go first
        self._size = 0
        self._lock = threading.Lock()

    def put(self, key: Hashable, body: bytes) -> None:
        if len(body) > self.max_bytes:
            return
        with self._lock:
            self._drop(key)
            self._kept[key] = (self._deadline(), body)
            self._size += len(body)
            while self._size > self.max_bytes or (self.max_entries is not None and len(self._kept) > self.max_entries):
                self._drop(next(iter(self._kept)))

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._size = 0

    def _deadline(self) -> float:
        return math.inf

    def _drop(self, key: Hashable) -> None:
        kept = self._kept.pop(key, None)
        if kept is not None:
            self._size -= len(kept[1])


class ReplyCache(_Bounded):
    """Least recently used bodies, at most ``max_bytes`` in all; safe across threads (``cosino serve``)."""

    def __init__(self, max_bytes: int = MAX_BYTES) -> None:
        super().__init__(max_bytes)

    def get(self, key: Hashable) -> bytes | None:
        with self._lock:
            kept = self._kept.get(key)
            if kept is None:
                return None
            self._kept.move_to_end(key)
            return kept[1]


# A listing or a replaceable published file is served from memory for at most this long: a reader
# looping on it costs one store read per key per window, and a change (an episode turning final,
# a new leaderboard) shows within this bound (plus, on AWS, the status index's own lag).
FRESH_SECONDS = 5.0
# Bodies of listings (about 25 KB at 100 episodes) and published files (the leaderboard, the index).
FRESH_MAX_BYTES = 8 * 1024 * 1024
# Keys a reader can vary (status, page size, cursor): many more only evict each other sooner.
FRESH_MAX_ENTRIES = 256


# A final episode's kept replies are answered with no read for at most this long after a head read found it final at
# the commit they were kept at; the next request past it reads the head once more. A final episode never changes in
# normal operation, only by a restore of the store (an operator's act): 5 s, as for a listing, shows such a restore
# everywhere within one bound, at one head read (on DynamoDB one GetItem of about 1 KB) per final episode per window
# however many readers poll it, and never a re-read of the log or results themselves while the head stands.
FINAL_CHECK_SECONDS = FRESH_SECONDS
# Episodes whose check is kept (a few dozen bytes each): more only cost their readers a head read sooner.
FINAL_MAX_ENTRIES = 4096


class FreshCache(_Bounded):
    """Bodies kept for ``ttl`` seconds (a monotonic clock) within a byte and an entry budget.

    The oldest put goes first (a read does not refresh it): the one nearest its deadline.

    >>> now = [0.0]
    >>> cache = FreshCache(ttl=5.0, clock=lambda: now[0])
    >>> cache.put("running", b"[]")
    >>> cache.get("running")
    b'[]'
    >>> now[0] = 5.0  # the window is over: the next read goes to the store
    >>> cache.get("running") is None
    True
    """

    def __init__(
        self,
        ttl: float = FRESH_SECONDS,
        max_bytes: int = FRESH_MAX_BYTES,
        max_entries: int = FRESH_MAX_ENTRIES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(max_bytes, max_entries)
        self.ttl = ttl
        self.clock = clock

    def get(self, key: Hashable) -> bytes | None:
        with self._lock:
            kept = self._kept.get(key)
            if kept is None:
                return None
            if self.clock() >= kept[0]:
                self._drop(key)
                return None
            return kept[1]

    def _deadline(self) -> float:
        return self.clock() + self.ttl
