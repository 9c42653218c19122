"""``cosino serve``: the HTTP API and the static viewer on 127.0.0.1, stepping episodes in-process.

Two back ends behind one HTTP front:

- embedded (default): the SQLite + files store; every store call runs on one worker thread
  (SQLite connections belong to the thread that made them), and an in-process queue stands in
  for SQS, de-duplicating by the same ``<episode>#<version>`` ids;
- ``aws_local``: a moto server in this process with the stack provisioned; HTTP requests become
  API Gateway events for the ``api`` handler, a pump feeds the FIFO queues to the ``step`` and
  ``finalize`` handlers, and a timer calls the scheduled ``league`` and ``sweeper`` handlers.

Creating an episode needs ``Authorization: Bearer <token>`` (the token is printed at start);
reads are open, as on AWS. The server binds 127.0.0.1 only.
"""

from __future__ import annotations

import hmac
import json
import logging
import mimetypes
import secrets
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

from .api import MAX_BODY, Api, Response
from .handlers import pipeline
from .store.base import now_ms

log = logging.getLogger("cosino.serve")

HOST = "127.0.0.1"
STALE_MS = 30_000
DEADLINE_MS = 3_600_000
FALLBACK_PAGE = b"""<!doctype html><meta charset="utf-8"><title>Cosino</title>
<h1>Cosino</h1><p>The viewer is not built (no web/dist). The API:</p><ul>
<li>POST /api/episodes (bearer token)</li><li>GET /api/episodes/{id}, /events, /results</li>
<li>GET /api/leaderboard</li><li>GET /api/blobs/{key}</li></ul>"""


class LocalQueue:
    """The FIFO queues of the embedded runtime: jobs on the store's worker thread, de-duplicated."""

    def __init__(self, executor: ThreadPoolExecutor, store: Any) -> None:
        self.executor = executor
        self.store = store
        self.seen: dict[str, None] = {}

    def _once(self, dedup: str) -> bool:
        if dedup in self.seen:
            return False
        self.seen[dedup] = None
        if len(self.seen) > 10_000:  # a bounded window, as SQS keeps ids for five minutes
            self.seen.pop(next(iter(self.seen)))
        return True

    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        if redrive or self._once(pipeline.step_message(episode_id, version)[1]):
            self.executor.submit(self._run, lambda: pipeline.on_step(self.store, self, episode_id, version))

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        if redrive or self._once(pipeline.finalize_message(episode_id)[1]):
            self.executor.submit(self._run, lambda: pipeline.on_finalize(self.store, episode_id))

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


def _http_handler(dispatch: Callable[[str, str, bytes | None, bool], Response], token: str, viewer: Path | None):
    class Handler(BaseHTTPRequestHandler):
        server_version = "cosino"

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
                if n > MAX_BODY:
                    self.close_connection = True  # never read an oversized body
                    msg = json.dumps({"error": f"request body is {n} bytes; the limit is {MAX_BODY}"}).encode()
                    return self._send(413, msg, "application/json")
                body = self.rfile.read(n)
            auth = self.headers.get("Authorization", "")
            ok = auth.startswith("Bearer ") and hmac.compare_digest(auth[7:].encode(), token.encode())
            try:
                response = dispatch(self.command, self.path, body, ok)
            except Exception:
                log.exception("API failure")
                return self._send(500, b'{"error":"internal error"}', "application/json")
            self._send(response.status, response.body, response.content_type)

        def _static(self) -> None:
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


def _listen(handler: type, port: int) -> tuple[ThreadingHTTPServer, threading.Thread]:
    httpd = ThreadingHTTPServer((HOST, port), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, name="cosino-http", daemon=True)
    thread.start()
    return httpd, thread


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
) -> Served:
    """Start serving in background threads; ``port=0`` picks a free port."""
    token = token or secrets.token_urlsafe(24)
    viewer_dir = Path(viewer).resolve() if viewer is not None and Path(viewer).is_dir() else None
    stop = threading.Event()
    if aws_local:
        served = _start_aws_local(port, token, viewer_dir, tick_seconds, stop)
    else:
        served = _start_embedded(Path(data_dir), port, token, viewer_dir, tick_seconds, stop)
    served._stops.insert(0, stop.set)
    return served


def _start_embedded(data_dir: Path, port: int, token: str, viewer: Path | None, tick: float, stop: threading.Event) -> Served:
    from .store.embedded import EmbeddedStore

    executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cosino-store")
    store = executor.submit(EmbeddedStore, data_dir).result()
    queue = LocalQueue(executor, store)
    api = Api(store, queue)

    def dispatch(method: str, path: str, body: bytes | None, ok: bool) -> Response:
        return executor.submit(api.handle, method, path, body, ok).result()

    def scheduled() -> None:
        executor.submit(queue._run, lambda: pipeline.on_sweep(store, queue, now_ms(), STALE_MS, DEADLINE_MS))
        executor.submit(queue._run, lambda: pipeline.on_league(store))

    httpd, _ = _listen(_http_handler(dispatch, token, viewer), port)
    _every(tick, stop, scheduled, "cosino-schedule")
    served = Served(f"http://{HOST}:{httpd.server_address[1]}", token, "embedded")
    served._stops += [
        httpd.shutdown,
        httpd.server_close,
        lambda: executor.submit(store.close).result(),
        lambda: executor.shutdown(wait=True, cancel_futures=True),
    ]
    return served


def _start_aws_local(port: int, token: str, viewer: Path | None, tick: float, stop: threading.Event) -> Served:
    from .handlers import awslocal
    from .handlers.awslocal import api_gateway_event

    server, endpoint = awslocal.start_moto()
    stack = awslocal.provision(endpoint)
    env = awslocal.environment(stack.env()).__enter__()
    from .handlers import api as api_handler
    from .handlers import league, sweeper

    # One Lambda container runs one invocation at a time; the lock keeps powertools' globals sane.
    invoke_lock = threading.Lock()
    pump = awslocal.Pump(stack)

    def invoke(handler: Callable[[dict[str, Any], Any], Any], event: dict[str, Any]) -> Any:
        with invoke_lock:
            return handler(event, awslocal.FakeContext())

    def dispatch(method: str, path: str, body: bytes | None, ok: bool) -> Response:
        out = invoke(api_handler.handler, api_gateway_event(method, path, body, ok))
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
    httpd, _ = _listen(_http_handler(dispatch, token, viewer), port)
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
