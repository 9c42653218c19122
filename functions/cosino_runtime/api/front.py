"""The HTTP front of ``cosino serve``: one listening socket, the API and the static viewer.

It listens with a deep backlog (bursts of hundreds of connections are accepted, not reset),
gives each connection a deadline to send its request (a dripping client is cut off), and holds
each answer to a pace its client must read it at: a client that reads slowly or not at all is
cut off, its connection reset so the kernel keeps none of the answer, and a whole answer is
closed on only once the client's side has taken it all. It holds at most ``MAX_CONNECTIONS``
open at once: past that it cuts off the connection that has waited longest for its request, or
else the one whose answer is furthest behind its pace, to make room (when every one is being
answered in time, a new connection gets a 503 and no thread). It refuses oversized bodies
unread, and answers ``HEAD`` like ``GET`` without the body. Whatever answers
the API (the embedded back end, or the Lambda handlers on a local stack) is a ``dispatch``
function: (method, path, body, authorized, Accept-Encoding) -> :class:`Response`.
"""

from __future__ import annotations

import contextlib
import errno
import hmac
import http.client
import io
import json
import logging
import mimetypes
import os
import socket
import struct
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

from cosino.primitives.errors import CosinoError
from cosino.primitives.files import resolved
from cosino_runtime.api.routes import MAX_BODY, Response

log = logging.getLogger("cosino.serve")

HOST = "127.0.0.1"
BACKLOG = 1024  # the kernel caps it at net.core.somaxconn; the default of 5 reset bursts of creates
REQUEST_DEADLINE_S = 10.0  # wall-clock for a client to send its request line, headers and body
SOCKET_TIMEOUT_S = 5.0  # one read on a connection, or one piece (WRITE_PIECE) of a write
# Each open connection holds a thread until its deadline; the cap bounds the threads a flood of
# idle connections can pin. It is well above the 200 concurrent clients the tests answer. Past it,
# a new connection takes the slot of the one that has waited longest for its request (cut off):
# idle connections, however many, keep no request out; only requests being answered fill the cap.
MAX_CONNECTIONS = 512
SLOT_WAIT_S = 1.0  # for the thread of a connection cut off to give its slot back
# An answer is held to a pace: on average REPLY_RATE bytes a second from its first byte, with REPLY_GRACE_S
# of slack. A client reading slower (or not at all) falls behind and is cut off once it is REPLY_GRACE_S
# behind; past the cap, one EVICT_LAG_S behind gives its slot to a new connection. Before, only each write
# was timed (SOCKET_TIMEOUT_S), so a reader taking a 256 KB piece of a viewer file every 5 s (51 KB/s)
# held its slot for the whole file, and slow readers holding every slot kept all requests out.
REPLY_RATE = 512 * 1024
REPLY_GRACE_S = 10.0
EVICT_LAG_S = 1.0
WRITE_PIECE = 64 * 1024  # bytes of an answer handed to the socket at once; its progress is counted between them
# The kernel's send buffer of a connection (it doubles the figure): on loopback it starts near 4 MB, which a
# client that reads nothing takes at once, 8 s of credit against the pace; 512 of them held 2 GB of kernel memory,
# and held it after the close too until the clients left, so a connection given up on is reset (cut(reset=True)).
SEND_BUFFER = 128 * 1024
_BUSY_BODY = b'{"error":"the server has too many open connections; retry shortly"}'
BUSY_RESPONSE = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\n"
    b"Connection: close\r\nContent-Length: " + str(len(_BUSY_BODY)).encode() + b"\r\n\r\n" + _BUSY_BODY
)
JSON = "application/json"
# Bytes of a request's header lines together: http.server admits 100 lines of 64 KB each, 6.4 MB a
# request held until its deadline. API Gateway takes 10 KB; a browser sends a few.
HEADER_BYTES = 64 * 1024
FILE_PIECE = 256 * 1024  # bytes of a viewer file read and sent at once
ERROR_CHARS = 200  # of http.server's own refusal, which quotes the client's request line
FALLBACK_PAGE = b"""<!doctype html><meta charset="utf-8"><title>Cosino</title>
<h1>Cosino</h1><p>The viewer is not built (no web/dist). The API:</p><ul>
<li>POST /api/episodes (bearer token)</li><li>GET /api/episodes/{id}, /events, /results</li>
<li>GET /api/leaderboard</li><li>GET /api/blobs/{key}</li></ul>"""
# (method, path, body, authorized, the client's Accept-Encoding) -> the answer
Dispatch = Callable[[str, str, "bytes | None", bool, str], Response]


@dataclass
class Served:
    """A running server: its URL and token, and how to stop it."""

    url: str
    token: str
    mode: str
    stack: Any = None
    _stops: list[Callable[[], None]] = field(default_factory=list)

    def on_stop(self, *fns: Callable[[], None]) -> None:
        """Add steps to :meth:`stop`, run after those already there."""
        self._stops.extend(fns)

    def stop(self) -> None:
        for fn in self._stops:  # in order: stop the loops, the HTTP server, then the stores
            try:
                fn()
            except Exception:
                log.exception("while stopping")
        self._stops.clear()


class Deadlines:
    """One thread that cuts off connections whose client has not sent its request in time, or reads its
    answer too slowly (more than ``REPLY_GRACE_S`` behind the pace of ``REPLY_RATE``)."""

    def __init__(self, seconds: float, stop: threading.Event) -> None:
        self.seconds = seconds
        self.lock = threading.Lock()
        self.open: dict[socket.socket, float] = {}
        self.writers: dict[socket.socket, PacedWriter] = {}
        self.stop = stop
        threading.Thread(target=self._loop, name="cosino-deadlines", daemon=True).start()

    def add(self, conn: socket.socket) -> None:
        with self.lock:
            self.open[conn] = time.monotonic() + self.seconds

    def writing(self, conn: socket.socket, writer: PacedWriter) -> None:
        """``conn``'s answer has begun: from now on it is held to the answer's pace, not the request's deadline."""
        with self.lock:
            self.open.pop(conn, None)
            self.writers[conn] = writer

    def done(self, conn: socket.socket) -> None:
        with self.lock:
            self.open.pop(conn, None)
            self.writers.pop(conn, None)

    def cut_oldest(self) -> bool:
        """Cut off the connection that has waited longest for its request (False when none is waiting):
        past the cap, a connection that has not sent its request yields its slot to a new one."""
        with self.lock:
            if not self.open:
                return False
            conn = next(iter(self.open))  # added in order, so the first is the oldest
            del self.open[conn]
        cut(conn)
        return True

    def cut_laggard(self) -> bool:
        """Cut off the connection whose answer is furthest behind its pace, if ``EVICT_LAG_S`` or more (False
        when none is): past the cap, a client that does not read its answer yields its slot to a new one."""
        now = time.monotonic()
        with self.lock:
            lag, conn = max(((w.lag(now), c) for c, w in self.writers.items()), key=lambda x: x[0], default=(0, None))
            if conn is None or lag < EVICT_LAG_S:
                return False
            del self.writers[conn]
        cut(conn, reset=True)
        return True

    def _loop(self) -> None:
        while not self.stop.wait(min(0.2, self.seconds / 4)):
            now = time.monotonic()
            with self.lock:
                late = [c for c, t in self.open.items() if t <= now]
                for c in late:
                    del self.open[c]
                slow = [c for c, w in self.writers.items() if w.lag(now) > REPLY_GRACE_S]
                for c in slow:
                    del self.writers[c]
            for conn in late:
                cut(conn)
            for conn in slow:
                cut(conn, reset=True)


def cut(conn: socket.socket, reset: bool = False) -> None:
    """Shut ``conn`` down: its handler's blocked read or write returns at once and its thread ends.

    With ``reset`` its close sends a reset: the part of an answer still in the kernel's buffer, which a
    client that stopped reading would otherwise keep there for minutes after the close, is dropped."""
    try:
        if reset:
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        conn.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


class PacedWriter(io.BufferedIOBase):
    """A connection's writer: each write goes to the socket ``WRITE_PIECE`` bytes at a time and the bytes
    it has taken are counted, so :class:`Deadlines` can tell a client that reads its answer from one that does not.
    """

    def __init__(self, sock: socket.socket, deadlines: Deadlines) -> None:
        super().__init__()
        self.sock = sock
        self.deadlines = deadlines
        self.started = 0.0
        self.sent = 0

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        with memoryview(data) as view:
            if not self.started:
                self.started = time.monotonic()
                self.deadlines.writing(self.sock, self)
            for at in range(0, view.nbytes, WRITE_PIECE):
                piece = view[at : at + WRITE_PIECE]
                try:
                    self.sock.sendall(piece)
                except TimeoutError:  # the client read nothing for SOCKET_TIMEOUT_S: its close drops the rest
                    cut(self.sock, reset=True)
                    raise
                self.sent += len(piece)
            return view.nbytes

    def drain(self) -> None:
        """Wait until the client's side has taken every byte written, or reset the connection once the client
        has taken none for the write's timeout: closed with bytes still queued, the socket lived on in the kernel
        holding them for as long as the client kept its end open (an answer that fits the buffers, never read).
        Meanwhile the connection is still a writer, held to the pace and evicted first past the cap."""
        idle_since, last, wait = time.monotonic(), -1, 0.001
        while self.started and (left := unacknowledged(self.sock)) > 0:
            now = time.monotonic()
            if left != last:
                idle_since, last = now, left
            elif now - idle_since > (self.sock.gettimeout() or SOCKET_TIMEOUT_S):
                cut(self.sock, reset=True)
                return
            time.sleep(wait)
            wait = min(wait * 2, 0.1)

    def lag(self, now: float) -> float:
        """Seconds this answer is behind the pace of ``REPLY_RATE`` bytes a second since its first byte."""
        return now - self.started - self.sent / REPLY_RATE

    def fileno(self) -> int:
        return self.sock.fileno()


def unacknowledged(sock: socket.socket) -> int:
    """Bytes written to ``sock`` that its peer has not acknowledged yet, while the connection is open both ways
    or half-closed by the peer; 0 once it is closing or gone, and where the system cannot tell (Linux can)."""
    try:
        import fcntl
        import termios

        if sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0] not in (1, 8):  # ESTABLISHED, CLOSE_WAIT
            return 0
        return struct.unpack("i", fcntl.ioctl(sock.fileno(), termios.TIOCOUTQ, b"\0" * 4))[0]  # SIOCOUTQ
    except (ImportError, AttributeError, OSError, ValueError):
        return 0


class FrontServer(ThreadingHTTPServer):
    request_queue_size = BACKLOG
    daemon_threads = True

    def __init__(self, address: tuple[str, int], handler: type, max_connections: int = MAX_CONNECTIONS) -> None:
        super().__init__(address, handler)
        self.slots = threading.BoundedSemaphore(max_connections)

    def process_request(self, request: Any, client_address: Any) -> None:
        if not self.slots.acquire(blocking=False) and not self.slot_of_oldest_waiting():
            self.refuse_busy(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:  # no thread started, so none will give the slot back
            self.slots.release()
            raise

    def slot_of_oldest_waiting(self) -> bool:
        """Every slot is held: the connection that has waited longest for its request, or else the one whose
        answer is furthest behind its pace, is cut off and its slot taken (False when every slot's request is
        in and its answer keeps pace, or the cut one's thread is slow to end)."""
        deadlines = getattr(self.RequestHandlerClass, "deadlines", None)
        if deadlines is None or not (deadlines.cut_oldest() or deadlines.cut_laggard()):
            return False
        return self.slots.acquire(timeout=SLOT_WAIT_S)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()

    def refuse_busy(self, request: socket.socket) -> None:
        """The 503, written from the accepting thread without waiting: a new socket's buffer takes it."""
        try:
            request.setblocking(False)
            request.send(BUSY_RESPONSE)
        except OSError:
            pass
        self.shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that leaves before its answer is written is the client's business, not a traceback on stderr.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            log.debug("client %s left early", client_address)
            return
        super().handle_error(request, client_address)


class RequestHandler(BaseHTTPRequestHandler):
    """One connection: its deadline, the API for ``/api/`` paths, the viewer's files for the rest.

    :func:`http_handler` makes a subclass bound to one server's dispatch, token, viewer and deadlines.
    """

    server_version = "cosino"
    timeout = SOCKET_TIMEOUT_S
    dispatch: Dispatch
    token: str
    viewer: Path | None
    deadlines: Deadlines

    def setup(self) -> None:
        super().setup()
        with contextlib.suppress(OSError):
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        self.wfile = PacedWriter(self.connection, self.deadlines)
        self.deadlines.add(self.connection)

    def finish(self) -> None:
        try:
            self.wfile.drain()
        finally:
            self.deadlines.done(self.connection)
            super().finish()

    def log_message(self, fmt: str, *args: Any) -> None:
        log.debug(fmt, *args)

    def parse_request(self) -> bool:
        plain = self.rfile
        self.rfile = HeaderBudget(plain, HEADER_BYTES)  # the request line is read; what follows is headers
        try:
            parsed = super().parse_request()
        finally:
            self.rfile = plain
        if not parsed:
            return False
        self.path = origin_form(self.path)  # every route and the viewer read the origin form only
        return True

    def send(self, status: int, body: bytes, content_type: str, content_encoding: str | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if content_encoding:
            self.send_header("Content-Encoding", content_encoding)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def refuse_oversized(self, n: str) -> None:
        """413, the body unread; the answer leaves with a FIN before the unread body turns our close into a reset."""
        self.close_connection = True
        msg = json.dumps({"error": f"request body is {n} bytes; the limit is {MAX_BODY}"}).encode()
        self.send(413, msg, JSON)
        self.wfile.flush()
        try:
            self.connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own refusals (a malformed request line, a target or header too long, too
        many headers, HTTP/2 over this port) as the API's one-line JSON error, not an HTML page."""
        self.close_connection = True
        if self.request_version == "HTTP/0.9":  # a line refused before its version was read: answer with a status line
            self.request_version = "HTTP/1.0"
        reason = message or self.responses.get(code, ("the request cannot be read",))[0]
        if isinstance(self.rfile, HeaderBudget) and self.rfile.left < 0:  # not http.server's "Too many headers"
            reason = f"the request's header lines are over {HEADER_BYTES} bytes in all"
        self.send(code, json.dumps({"error": reason[:ERROR_CHARS]}).encode(), JSON)

    def refuse(self, status: int, message: str) -> tuple[bool, None]:
        """Answer ``status`` and close: the framing is in doubt, so nothing after it is read."""
        self.close_connection = True
        self.send(status, json.dumps({"error": message}).encode(), JSON)
        return False, None

    def read_body(self) -> tuple[bool, bytes | None]:
        """(go on?, the body): False when an answer was sent or the connection is to close."""
        lengths = {v.strip() for v in self.headers.get_all("Content-Length", [])}
        if self.headers.get("Transfer-Encoding"):  # with a length too, a proxy and we could frame it apart
            return self.refuse(411, "send a Content-Length and no Transfer-Encoding (chunked bodies are refused)")
        if not lengths:
            return True, None
        if len(lengths) > 1:
            return self.refuse(400, "Content-Length is given twice with different values")
        length = lengths.pop()
        if length.startswith("-") and length[1:].isdigit():
            return self.refuse(400, "Content-Length is negative")
        if not (length.isascii() and length.isdigit()):  # int() would take "+5", "1_0" and " 5"
            return self.refuse(400, "Content-Length is not a number")
        if len(length) > 12 or int(length) > MAX_BODY:  # a longer one is far over, and is not converted
            self.refuse_oversized(length if len(length) <= 12 else f"a {len(length)}-digit number of")
            return False, None
        n = int(length)
        try:
            body = self.rfile.read(n)
        except OSError:  # the socket timed out or the deadline cut it off
            body = b""
        if len(body) < n:
            self.close_connection = True
            return False, None
        return True, body

    def api(self) -> None:
        go_on, body = self.read_body()
        if not go_on:
            return
        self.deadlines.done(self.connection)  # the request is in; writing the answer is ours
        auth = self.headers.get("Authorization", "")
        ok = auth.startswith("Bearer ") and hmac.compare_digest(auth[7:].encode(), self.token.encode())
        try:
            # A header sent twice reaches the function as one, its values joined by commas, as API Gateway
            # does; cut at its 10 KB of headers (http.server admits 100 lines of 64 KB).
            accept_encoding = ",".join(self.headers.get_all("Accept-Encoding") or [])[:10240]
            response = self.dispatch(self.command, self.path, body, ok, accept_encoding)
        except Exception:
            log.exception("API failure")
            return self.send(500, b'{"error":"internal error"}', JSON)
        self.send(response.status, response.body, response.content_type, response.content_encoding)

    def static(self) -> None:
        self.deadlines.done(self.connection)
        path = self.path.split("?", 1)[0]
        viewer = self.viewer
        if viewer is None:
            if path in ("/", "/index.html"):
                return self.send(200, FALLBACK_PAGE, "text/html; charset=utf-8")
            return self.send(404, b"not found", "text/plain")
        # Hidden names are never the viewer's: `cosino play` and a league keep their store (every
        # private card and the seed of the episode running) in `<out>/.store`, wherever `--out` is.
        if any(part.startswith(".") for part in path.split("/")):
            return self.send(404, b"not found", "text/plain")
        try:  # a NUL byte or an over-long name is the client's, and is simply not found
            target = resolved(viewer / path.lstrip("/"))
            if target.is_dir():
                target = target / "index.html"
            found = (viewer in target.parents or target == viewer) and target.is_file()
            handle = target.open("rb") if found else None
        except (ValueError, OSError):
            handle = None
        if handle is None:
            return self.send(404, b"not found", "text/plain")
        with handle:
            self.send_file(handle, mimetypes.guess_type(target.name)[0] or "application/octet-stream")

    def send_file(self, handle: Any, content_type: str) -> None:
        """200 with the file's bytes read a piece at a time: read whole, each slow reader of Pyodide's
        9.6 MB wasm held a copy of it until its answer was written."""
        size = os.fstat(handle.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(size))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        while self.command != "HEAD" and size > 0:
            piece = handle.read(min(size, FILE_PIECE))
            if not piece:  # the file shrank since its length was sent: the client sees a short answer
                self.close_connection = True
                return
            self.wfile.write(piece)
            size -= len(piece)

    def do_GET(self) -> None:
        self.api() if self.path.startswith("/api/") else self.static()

    do_HEAD = do_GET

    def do_POST(self) -> None:
        if self.path.startswith("/api/"):
            self.api()
        else:
            self.send(405, b"method not allowed", "text/plain")

    do_PUT = do_DELETE = do_PATCH = do_POST

    def __getattr__(self, name: str) -> Any:
        # http.server answers a method it has no do_ for with a 501 page; the method is the client's mistake
        if name.startswith("do_"):
            return self.unknown_method
        raise AttributeError(name)

    def unknown_method(self) -> None:
        self.close_connection = True
        self.send(405, json.dumps({"error": f"method {self.command[:20]} is not allowed"}).encode(), JSON)


class HeaderBudget:
    """A connection's reader while its header lines are read: past ``left`` bytes in all it raises the
    HTTPException that http.server answers with a 431, so no request holds more than that of headers."""

    def __init__(self, rfile: Any, left: int) -> None:
        self.rfile = rfile
        self.left = left

    def readline(self, limit: int = -1) -> bytes:
        line = self.rfile.readline(self.left + 1 if limit < 0 else min(limit, self.left + 1))
        self.left -= len(line)
        if self.left < 0:
            raise http.client.HTTPException("header lines over the bound")
        return line


def origin_form(target: str) -> str:
    """A request target as its path and query: RFC 9112 (3.2.2) has a server accept the absolute form
    (``GET http://host/api/episodes``) as well, and this server answers for one host only.

    >>> origin_form("HTTP://127.0.0.1:8787/api/episodes?status=final"), origin_form("/api/leaderboard")
    ('/api/episodes?status=final', '/api/leaderboard')
    >>> origin_form("http://127.0.0.1:8787"), origin_form("*")
    ('/', '*')
    """
    scheme, sep, rest = target.partition("://")
    if not sep or scheme.lower() not in ("http", "https"):
        return target
    start = min((i for i in (rest.find("/"), rest.find("?")) if i >= 0), default=len(rest))
    tail = rest[start:]
    return tail if tail.startswith("/") else "/" + tail


def http_handler(dispatch: Dispatch, token: str, viewer: Path | None, deadlines: Deadlines) -> type[RequestHandler]:
    """A :class:`RequestHandler` class bound to one server's API, token, viewer folder and deadlines."""
    bound = {"dispatch": staticmethod(dispatch), "token": token, "viewer": viewer, "deadlines": deadlines}
    return type("Handler", (RequestHandler,), bound)


@dataclass(frozen=True)
class Front:
    """What a back end gets from ``start``: the bound socket, the token, the viewer, its timer and the deadlines."""

    httpd: ThreadingHTTPServer
    token: str
    viewer: Path | None
    tick: float
    stop: threading.Event
    deadlines: Deadlines

    def open(self, dispatch: Dispatch, mode: str, stops: list[Callable[[], None]], stack: Any = None) -> Served:
        """Serve ``dispatch`` on the socket (see :func:`open_front`)."""
        handler = http_handler(dispatch, self.token, self.viewer, self.deadlines)
        return open_front(self.httpd, handler, mode, stops, stack)


def bind(port: int, max_connections: int = MAX_CONNECTIONS) -> ThreadingHTTPServer:
    """Bind and listen before anything else starts, so a busy port costs nothing to refuse."""
    try:
        return FrontServer((HOST, port), BaseHTTPRequestHandler, max_connections)
    except OSError as exc:
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise CosinoError(f"port {port} is in use ({exc.strerror}); pick another with --port") from None
        raise CosinoError(f"cannot listen on {HOST}:{port} ({exc.strerror or exc})") from None


def open_front(
    httpd: ThreadingHTTPServer, handler: type, mode: str, stops: list[Callable[[], None]], stack: Any = None
) -> Served:
    """Serve ``handler`` on ``httpd`` from a thread; stopping shuts the HTTP server first, then ``stops``."""
    httpd.RequestHandlerClass = handler
    threading.Thread(target=httpd.serve_forever, name="cosino-http", daemon=True).start()
    served = Served(f"http://{HOST}:{httpd.server_address[1]}", handler.token, mode, stack)
    served.on_stop(httpd.shutdown, httpd.server_close, *stops)
    return served


def every(seconds: float, stop: threading.Event, fn: Callable[[], None], name: str) -> threading.Thread:
    """Call ``fn`` every ``seconds`` on a thread until ``stop`` is set; a failure is logged, never fatal."""

    def loop() -> None:
        while not stop.wait(seconds):
            try:
                fn()
            except Exception:
                log.exception("%s failed", name)

    thread = threading.Thread(target=loop, name=name, daemon=True)
    thread.start()
    return thread
