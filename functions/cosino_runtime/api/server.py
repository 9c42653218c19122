"""``cosino serve``: the HTTP API and the static viewer on 127.0.0.1, stepping episodes in-process.

Two back ends behind one HTTP front:

- embedded (default): the SQLite + files store; every store call runs on one store thread
  (SQLite connections belong to the thread that made them), one short call at a time. Steps
  (which wait on seats) run on a pool of step threads, one job at a time per episode as SQS FIFO
  groups do; an in-process queue stands in for SQS, de-duplicating by ``<episode>#<version>``.
  HTTP requests call the API in their own threads, so a thinking seat never delays a read;
- ``aws_local``: a moto server in this process with the stack provisioned; HTTP requests become
  API Gateway events for the ``api`` handler, a pump feeds the FIFO queues to the ``step`` and
  ``finalize`` handlers, and a timer calls the scheduled ``league`` and ``sweeper`` handlers.
  Each function has its own lock (one Lambda container runs one invocation at a time), so an
  API request never waits behind a step that waits on a seat.

The HTTP front is :mod:`cosino_runtime.api.front`; the ``aws_local`` back end lives with the
moto harness in ``cosino_devtools.aws_serve`` (outside the Lambda bundle).

Creating an episode needs ``Authorization: Bearer <token>`` (the token is printed at start);
reads are open, as on AWS. The server binds 127.0.0.1 only.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import resolved
from cosino_runtime.api.front import MAX_CONNECTIONS, REQUEST_DEADLINE_S, Deadlines, Front, Served, bind, every, log
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.store.base import now_ms

STALE_MS = 30_000
DEADLINE_MS = 3_600_000
STEP_WORKERS = 16  # episodes stepping at once; each mostly waits on a seat
# Running episodes one outside agent may play in unless COSINO_AGENT_EPISODES says otherwise: an
# agent that stalls everywhere then holds at most a quarter of the step workers.
AGENT_EPISODES = STEP_WORKERS // 4
MAX_CHAIN = 64  # queued jobs per episode (the sweeper re-drives anything dropped)


def _guarded_step(store: Any, queue: Any, episode_id: str, version: int) -> str:
    """One step under this server's deadline guard, so its outside seats are clocked."""
    from cosino_runtime.seats.deadline import guarded_by

    with guarded_by(DEADLINE_MS / 1000):
        return pipeline.on_step(store, queue, episode_id, version)


class StoreThread:
    """The embedded store with every method call run on its one store thread.

    Callers on any thread get the call's result; each call is short (SQLite in WAL mode), so
    requests and steps interleave between calls instead of waiting for a whole step.
    """

    def __init__(self, executor: ThreadPoolExecutor, store: Any) -> None:
        self._executor = executor
        self._store = store

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._store, name)
        if not callable(attr):
            return attr

        def call(*args: Any, **kwargs: Any) -> Any:
            return self._executor.submit(attr, *args, **kwargs).result()

        return call


class LocalQueue:
    """The FIFO queues of the embedded runtime: de-duplicated jobs on a pool of step threads,
    one at a time per episode (the message group), so one slow seat holds only its own episode."""

    def __init__(self, executor: ThreadPoolExecutor, store: Any) -> None:
        self.executor = executor
        self.store = store
        self.seen: dict[str, None] = {}
        self.lock = threading.Lock()
        self.chains: dict[str, deque[Callable[[], Any]]] = {}

    def _once(self, dedup: str) -> bool:
        with self.lock:
            if dedup in self.seen:
                return False
            self.seen[dedup] = None
            if len(self.seen) > 10_000:  # a bounded window, as SQS keeps ids for five minutes
                self.seen.pop(next(iter(self.seen)))
            return True

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        if redrive or self._once(pipeline.step_message(episode_id, version)[1]):
            self.submit(episode_id, lambda: _guarded_step(self.store, self, episode_id, version))

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        if redrive or self._once(pipeline.finalize_message(episode_id)[1]):
            self.submit(episode_id, lambda: pipeline.on_finalize(self.store, episode_id))

    def submit(self, group: str, job: Callable[[], Any]) -> None:
        """Run ``job`` after the jobs already queued for ``group``, on the pool."""
        with self.lock:
            chain = self.chains.get(group)
            if chain is not None:
                if len(chain) < MAX_CHAIN:
                    chain.append(job)
                return
            self.chains[group] = deque()
        try:
            self.executor.submit(self._drain, group, job)
        except RuntimeError:  # the pool is shutting down
            with self.lock:
                self.chains.pop(group, None)

    def _drain(self, group: str, job: Callable[[], Any]) -> None:
        while True:
            self._run(job)
            with self.lock:
                chain = self.chains[group]
                if not chain:
                    del self.chains[group]
                    return
                job = chain.popleft()

    def _run(self, job: Callable[[], Any]) -> None:
        try:
            job()
        except Exception:  # the sweeper re-drives the episode; one failure never stops the server
            log.exception("job failed")
        except BaseException:
            # A job killed outright (KeyboardInterrupt or SystemExit raised inside a step): were it
            # to escape, _drain would end with the group still registered and nobody draining it,
            # and every later job of that episode (the sweeper's re-drives too) would wait for ever.
            # A real interrupt reaches the main thread, never a step thread, so nothing is lost.
            log.exception("job killed")


def start(
    data_dir: str | Path = "runs/serve",
    port: int = 0,
    aws_local: bool = False,
    token: str | None = None,
    viewer: str | Path | None = "web/dist",
    tick_seconds: float = 5.0,
    request_deadline: float = REQUEST_DEADLINE_S,
    max_connections: int = MAX_CONNECTIONS,
) -> Served:
    """Start serving in background threads; ``port=0`` picks a free port.

    Raises :class:`CosinoError` (one line) when the port is taken."""
    token = token or secrets.token_urlsafe(24)
    viewer_dir = resolved(viewer) if viewer is not None and Path(viewer).is_dir() else None
    if viewer_dir is not None and not aws_local:
        data = resolved(data_dir)
        if data == viewer_dir or viewer_dir in data.parents:  # the static server would hand out the store
            raise CosinoError(
                f"--data {quoted(str(data_dir)[:200])}: is inside the viewer folder {quoted(str(viewer)[:200])},"
                " which is served to anyone: the store (private cards, seeds) must live outside it"
            )
    httpd = bind(port, max_connections)
    stop = threading.Event()
    deadlines = Deadlines(request_deadline, stop)
    try:
        front = Front(httpd, token, viewer_dir, tick_seconds, stop, deadlines)
        if aws_local:
            from cosino_devtools.aws_serve import start_aws_local

            served = start_aws_local(front)
        else:
            served = _start_embedded(Path(data_dir), front)
    except BaseException:
        stop.set()
        httpd.server_close()
        raise
    served._stops.insert(0, stop.set)
    return served


def _agent_cap() -> int:
    """The per-agent cap from the environment, read at start: a bad value stops the server with
    one line instead of refusing every create."""
    from cosino_runtime.engine import limits

    try:
        return limits.agent_episode_cap(default=AGENT_EPISODES)
    except limits.LimitSettingError as exc:
        raise CosinoError(str(exc)) from None


def _start_embedded(data_dir: Path, front: Front) -> Served:
    from cosino_runtime.store.embedded import EmbeddedStore

    agent_cap = _agent_cap()
    store_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cosino-store")
    steps = ThreadPoolExecutor(max_workers=STEP_WORKERS, thread_name_prefix="cosino-step")
    raw = store_thread.submit(EmbeddedStore, data_dir).result()
    store = StoreThread(store_thread, raw)
    queue = LocalQueue(steps, store)
    api = Api(store, queue, agent_cap=agent_cap)

    def scheduled() -> None:
        # In the "#schedule" groups: a slow run is never overlapped by the next tick's.
        queue.submit("#sweep", lambda: pipeline.on_sweep(store, queue, now_ms(), STALE_MS, DEADLINE_MS))
        queue.submit("#league", lambda: pipeline.on_league(store))

    every(front.tick, front.stop, scheduled, "cosino-schedule")
    stops = [
        lambda: steps.shutdown(wait=True, cancel_futures=True),
        lambda: store_thread.submit(raw.close).result(),
        lambda: store_thread.shutdown(wait=True, cancel_futures=True),
    ]
    # The embedded front has no reply size limit to fit under, so it sends every body as it is.
    return front.open(lambda method, path, body, ok, _accept: api.handle(method, path, body, ok), "embedded", stops)


def wait_forever(served: Served) -> None:
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        served.stop()
