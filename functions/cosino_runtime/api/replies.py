"""Replies of the event-log route kept by (episode, version, status), within a byte budget.

The log route is open to anyone. Without a cache every read of a long episode re-reads its whole
history from the store (on AWS thousands of read units a request), so a reader polling it runs
up the bill. A running log changes only when its version does and a final one never, so one
head read now tells whether the kept reply still holds.

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

import threading
from collections import OrderedDict
from typing import Hashable

# Enough for a few of the longest logs (1,000 hands of hearts is about 8 MB) in a 512 MB function.
MAX_BYTES = 32 * 1024 * 1024


class ReplyCache:
    """Least recently used bodies, at most ``max_bytes`` in all; safe across threads (``cosino serve``)."""

    def __init__(self, max_bytes: int = MAX_BYTES) -> None:
        self.max_bytes = max_bytes
        self._bodies: OrderedDict[Hashable, bytes] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> bytes | None:
        with self._lock:
            body = self._bodies.get(key)
            if body is not None:
                self._bodies.move_to_end(key)
            return body

    def put(self, key: Hashable, body: bytes) -> None:
        if len(body) > self.max_bytes:
            return
        with self._lock:
            old = self._bodies.pop(key, None)
            self._size -= len(old) if old is not None else 0
            self._bodies[key] = body
            self._size += len(body)
            while self._size > self.max_bytes:
                _, dropped = self._bodies.popitem(last=False)
                self._size -= len(dropped)
