"""Several functions taking from one shared bucket at once, each with its own store and clients."""

from __future__ import annotations

import threading
import time
from typing import Any, Callable


def takes_for(
    stack: Any, take: Callable[[Any], bool], seconds: float = 1.5, functions: int = 4, at_least: int = 10
) -> tuple[int, float]:
    """How many times ``take(store)`` succeeded over ``seconds`` in ``functions`` threads, each with its own
    ``AwsStore`` on ``stack``; and the seconds it took. A bucket is never overdrawn when the count is at most its
    burst plus its rate for that time. The threads go on past ``seconds`` (up to ten times as long) until
    ``at_least`` takes succeeded: on a loaded machine 1.5 s of moto round trips could end before a burst of 10
    was taken, and the count's lower bound failed though no bucket was wrong (session 50)."""
    from cosino_runtime.store.aws import AwsStore

    stores = [
        AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3")) for _ in range(functions)
    ]
    taken: list[float] = []
    lock = threading.Lock()
    start = time.monotonic()

    def going() -> bool:
        elapsed = time.monotonic() - start
        return elapsed < seconds or (len(taken) < at_least and elapsed < 10 * seconds)

    def worker(store: Any) -> None:
        while going():
            if take(store):
                with lock:
                    taken.append(time.monotonic())

    threads = [threading.Thread(target=worker, args=(s,)) for s in stores]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return len(taken), time.monotonic() - start
