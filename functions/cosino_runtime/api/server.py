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

The HTTP front listens with a deep backlog (bursts of hundreds of connections are accepted, not
reset), gives each connection a deadline to send its request (a dripping client is cut off),
refuses oversized bodies unread, and answers ``HEAD`` like ``GET`` without the body.

Creating an episode needs ``Authorization: Bearer <token>`` (the token is printed at start);
reads are open, as on AWS. The server binds 127.0.0.1 only.
"""

from __future__ import annotations

import errno
import hmac
import json
import logging
import mimetypes
import secrets
import socket
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

from cosino.primitives.errors import CosinoError
from cosino_runtime.api.routes import MAX_BODY, Api, Response
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.store.base import now_ms

log = logging.getLogger("cosino.serve")

HOST = "127.0.0.1"
STALE_MS = 30_000
DEADLINE_MS = 3_600_000
BACKLOG = 1024  # the kernel caps it at net.core.somaxconn; the default of 5 reset bursts of creates
REQUEST_DEADLINE_S = 10.0  # wall-clock for a client to send its request line, headers and body
SOCKET_TIMEOUT_S = 5.0  # one read or write on a connection
STEP_WORKERS = 16  # episodes stepping at once; each mostly waits on a seat
MAX_CHAIN = 64  # queued jobs per episode (the sweeper re-drives anything dropped)
FALLBACK_PAGE = b"""<!doctype html><meta charset="utf-8"><title>Cosino</title>
<h1>Cosino</h1><p>The viewer is not built (no web/dist). The API:</p><ul>
<li>POST /api/episodes (bearer token)</li><li>GET /api/episodes/{id}, /events, /results</li>
<li>GET /api/leaderboard</li><li>GET /api/blobs/{key}</li></ul>"""


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
            self.submit(episode_id, lambda: pipeline.on_step(self.store, self, episode_id, version))

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


@dataclass
class Served:
    """A running server: its URL and token, and how to stop it."""

    url: str
    token: str
    mode: str
    stack: Any = None
    _stops: list[Callable[[], None]] = field(default_factory=list)

    def stop(self) -> None:
        for fn in self._stops:  # in order: stop the loops, the HTTP server, then the stores
            try:
                fn()
            except Exception:
                log.exception("while stopping")
        self._stops.clear()


class Deadlines:
    """One thread that cuts off connections whose client has not sent its request in time."""

    def __init__(self, seconds: float, stop: threading.Event) -> None:
        self.seconds = seconds
        self.lock = threading.Lock()
        self.open: dict[socket.socket, float] = {}
        self.stop = stop
        threading.Thread(target=self._loop, name="cosino-deadlines", daemon=True).start()

    def add(self, conn: socket.socket) -> None:
        with self.lock:
            self.open[conn] = time.monotonic() + self.seconds

    def done(self, conn: socket.socket) -> None:
        with self.lock:
            self.open.pop(conn, None)

    def _loop(self) -> None:
        while not self.stop.wait(min(0.2, self.seconds / 4)):
            now = time.monotonic()
            with self.lock:
                late = [c for c, t in self.open.items() if t <= now]
                for c in late:
                    del self.open[c]
            for conn in late:
                try:  # the handler's blocked read returns at once and its thread ends
                    conn.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


class _Server(ThreadingHTTPServer):
    request_queue_size = BACKLOG
    daemon_threads = True


def _http_handler(
    dispatch: Callable[[str, str, bytes | None, bool], Response], token: str, viewer: Path | None, deadlines: Deadlines
):
    class Handler(BaseHTTPRequestHandler):
        server_version = "cosino"
        timeout = SOCKET_TIMEOUT_S

        def setup(self) -> None:
            super().setup()
            deadlines.add(self.connection)

        def finish(self) -> None:
            deadlines.done(self.connection)
            super().finish()

        def log_message(self, fmt: str, *args: Any) -> None:
            log.debug(fmt, *args)

        def _send(self, status: int, body: bytes, content_type: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _api(self) -> None:
            length = self.headers.get("Content-Length")
            body = None
            if length is not None:
                try:
                    n = int(length)
                except ValueError:
                    return self._send(400, b'{"error":"Content-Length is not a number"}', "application/json")
                if n < 0:
                    return self._send(400, b'{"error":"Content-Length is negative"}', "application/json")
                if n > MAX_BODY:
                    self.close_connection = True  # never read an oversized body
                    msg = json.dumps({"error": f"request body is {n} bytes; the limit is {MAX_BODY}"}).encode()
                    self._send(413, msg, "application/json")
                    self.wfile.flush()
                    try:  # the answer leaves with a FIN before the unread body turns our close into a reset
                        self.connection.shutdown(socket.SHUT_WR)
                    except OSError:
                        pass
                    return
                try:
                    body = self.rfile.read(n)
                except OSError:  # the socket timed out or the deadline cut it off
                    body = b""
                if len(body) < n:
                    self.close_connection = True
                    return
            elif self.headers.get("Transfer-Encoding"):
                self.close_connection = True  # chunked bodies are not read: say so and close
                return self._send(
                    411, b'{"error":"send a Content-Length (chunked bodies are refused)"}', "application/json"
                )
            deadlines.done(self.connection)  # the request is in; writing the answer is ours
            auth = self.headers.get("Authorization", "")
            ok = auth.startswith("Bearer ") and hmac.compare_digest(auth[7:].encode(), token.encode())
            try:
                response = dispatch(self.command, self.path, body, ok)
            except Exception:
                log.exception("API failure")
                return self._send(500, b'{"error":"internal error"}', "application/json")
            self._send(response.status, response.body, response.content_type)

        def _static(self) -> None:
            deadlines.done(self.connection)
            path = self.path.split("?", 1)[0]
            if viewer is None:
                if path in ("/", "/index.html"):
                    return self._send(200, FALLBACK_PAGE, "text/html; charset=utf-8")
                return self._send(404, b"not found", "text/plain")
            target = (viewer / path.lstrip("/")).resolve()
            if target.is_dir():
                target = target / "index.html"
            if viewer not in target.parents and target != viewer or not target.is_file():
                return self._send(404, b"not found", "text/plain")
            content_type = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
            self._send(200, target.read_bytes(), content_type)

        def do_GET(self) -> None:
            self._api() if self.path.startswith("/api/") else self._static()

        do_HEAD = do_GET

        def do_POST(self) -> None:
            if self.path.startswith("/api/"):
                self._api()
            else:
                self._send(405, b"method not allowed", "text/plain")

        do_PUT = do_DELETE = do_PATCH = do_POST

    return Handler


def _bind(port: int) -> ThreadingHTTPServer:
    """Bind and listen before anything else starts, so a busy port costs nothing to refuse."""
    try:
        return _Server((HOST, port), BaseHTTPRequestHandler)
    except OSError as exc:
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise CosinoError(f"port {port} is in use ({exc.strerror}); pick another with --port") from None
        raise CosinoError(f"cannot listen on {HOST}:{port} ({exc.strerror or exc})") from None


def _listen(httpd: ThreadingHTTPServer, handler: type) -> threading.Thread:
    httpd.RequestHandlerClass = handler
    thread = threading.Thread(target=httpd.serve_forever, name="cosino-http", daemon=True)
    thread.start()
    return thread


def _every(seconds: float, stop: threading.Event, fn: Callable[[], None], name: str) -> threading.Thread:
    def loop() -> None:
        while not stop.wait(seconds):
            try:
                fn()
            except Exception:
                log.exception("%s failed", name)

    thread = threading.Thread(target=loop, name=name, daemon=True)
    thread.start()
    return thread


def start(
    data_dir: str | Path = "runs/serve",
    port: int = 0,
    aws_local: bool = False,
    token: str | None = None,
    viewer: str | Path | None = "web/dist",
    tick_seconds: float = 5.0,
    request_deadline: float = REQUEST_DEADLINE_S,
) -> Served:
    """Start serving in background threads; ``port=0`` picks a free port.

    Raises :class:`CosinoError` (one line) when the port is taken."""
    token = token or secrets.token_urlsafe(24)
    viewer_dir = Path(viewer).resolve() if viewer is not None and Path(viewer).is_dir() else None
    httpd = _bind(port)
    stop = threading.Event()
    deadlines = Deadlines(request_deadline, stop)
    try:
        if aws_local:
            served = _start_aws_local(httpd, token, viewer_dir, tick_seconds, stop, deadlines)
        else:
            served = _start_embedded(Path(data_dir), httpd, token, viewer_dir, tick_seconds, stop, deadlines)
    except BaseException:
        stop.set()
        httpd.server_close()
        raise
    served._stops.insert(0, stop.set)
    return served


def _start_embedded(
    data_dir: Path,
    httpd: ThreadingHTTPServer,
    token: str,
    viewer: Path | None,
    tick: float,
    stop: threading.Event,
    deadlines: Deadlines,
) -> Served:
    from cosino_runtime.store.embedded import EmbeddedStore

    store_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cosino-store")
    steps = ThreadPoolExecutor(max_workers=STEP_WORKERS, thread_name_prefix="cosino-step")
    raw = store_thread.submit(EmbeddedStore, data_dir).result()
    store = StoreThread(store_thread, raw)
    queue = LocalQueue(steps, store)
    api = Api(store, queue)

    def scheduled() -> None:
        # In the "#schedule" groups: a slow run is never overlapped by the next tick's.
        queue.submit("#sweep", lambda: pipeline.on_sweep(store, queue, now_ms(), STALE_MS, DEADLINE_MS))
        queue.submit("#league", lambda: pipeline.on_league(store))

    _listen(httpd, _http_handler(api.handle, token, viewer, deadlines))
    _every(tick, stop, scheduled, "cosino-schedule")
    served = Served(f"http://{HOST}:{httpd.server_address[1]}", token, "embedded")
    served._stops += [
        httpd.shutdown,
        httpd.server_close,
        lambda: steps.shutdown(wait=True, cancel_futures=True),
        lambda: store_thread.submit(raw.close).result(),
        lambda: store_thread.shutdown(wait=True, cancel_futures=True),
    ]
    return served


def _start_aws_local(
    httpd: ThreadingHTTPServer,
    token: str,
    viewer: Path | None,
    tick: float,
    stop: threading.Event,
    deadlines: Deadlines,
) -> Served:
    from cosino_devtools import awslocal
    from cosino_devtools.awslocal import api_gateway_event

    server, endpoint = awslocal.start_moto()
    stack = awslocal.provision(endpoint)
    env = awslocal.environment(stack.env()).__enter__()
    from cosino_runtime.lambdas import environment as handler_env
    from cosino_runtime.lambdas import http_api as api_handler
    from cosino_runtime.lambdas import league_schedule as league
    from cosino_runtime.lambdas import sweeper

    handler_env.runtime()  # build the clients once, before threads race to make them
    # One lock per function, as one Lambda container runs one invocation at a time: the API never
    # waits for a step (which waits on a seat). The pump's step and finalize handlers, and the
    # scheduled ones, share the other lock because they share powertools' class-wide metrics.
    api_lock = threading.Lock()
    invoke_lock = threading.Lock()
    pump = awslocal.Pump(stack)

    def invoke(handler: Callable[[dict[str, Any], Any], Any], event: dict[str, Any]) -> Any:
        with invoke_lock:
            return handler(event, awslocal.FakeContext())

    def dispatch(method: str, path: str, body: bytes | None, ok: bool) -> Response:
        with api_lock:
            out = api_handler.handler(api_gateway_event(method, path, body, ok), awslocal.FakeContext())
        return Response(out["statusCode"], out["body"].encode("utf-8"), out["headers"]["content-type"])

    def pump_loop() -> None:
        while not stop.is_set():
            try:
                with invoke_lock:
                    handled = pump.poll()
            except Exception:
                log.exception("pump failed")
                handled = 0
            if not handled:
                stop.wait(0.05)

    def scheduled() -> None:
        invoke(sweeper.handler, awslocal.scheduled_event("cosino-sweeper"))
        invoke(league.handler, awslocal.scheduled_event("cosino-league"))

    pump_thread = threading.Thread(target=pump_loop, name="cosino-pump", daemon=True)
    pump_thread.start()
    _every(tick, stop, scheduled, "cosino-schedule")
    _listen(httpd, _http_handler(dispatch, token, viewer, deadlines))
    served = Served(f"http://{HOST}:{httpd.server_address[1]}", token, "aws-local", stack)
    served._stops += [
        httpd.shutdown,
        httpd.server_close,
        lambda: pump_thread.join(timeout=10),
        server.stop,
        lambda: env.__exit__(None, None, None),
    ]
    return served


def wait_forever(served: Served) -> None:
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        served.stop()
