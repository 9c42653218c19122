"""A throwaway HTTP server on 127.0.0.1 for fake agents and fake model endpoints."""

from __future__ import annotations

import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def free_port() -> int:
    """A loopback port free right now (a listener started on it later may still lose a race for it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(handler: type[BaseHTTPRequestHandler]) -> tuple[ThreadingHTTPServer, str]:
    """Start ``handler`` on a free loopback port in a daemon thread; return the server and its base URL."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    threading.Thread(target=lambda: httpd.serve_forever(poll_interval=0.02), daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def send_json(handler: BaseHTTPRequestHandler, body: bytes, status: int = 200) -> None:
    """Answer ``handler``'s request with ``body`` as JSON, its length declared."""
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


def stop(httpd: ThreadingHTTPServer) -> None:
    httpd.shutdown()
    httpd.server_close()


class RawServer:
    """A loopback TCP server that hands each accepted connection to ``script(conn)`` in its own
    daemon thread: for agents that misbehave below HTTP (dripping bytes, never answering)."""

    def __init__(self, script) -> None:
        import socket

        self.script = script
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.sock.settimeout(0.05)
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/act"
        self.connections = 0
        self._stop = threading.Event()
        threading.Thread(target=self._loop, daemon=True).start()

    def _loop(self) -> None:
        import socket

        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._run, args=(conn,), daemon=True).start()

    def _run(self, conn) -> None:
        try:
            conn.settimeout(30)
            self.script(conn)
        except OSError:
            pass  # the client hung up: that is what these scripts wait for
        finally:
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self.sock.close()


def read_request(conn) -> bytes:
    """Read one HTTP request (headers and a Content-Length body) from ``conn``."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


def raw_exchange(port: int, data: bytes, wait: float = 10) -> tuple[int, bytes, bytes]:
    """Send raw bytes to 127.0.0.1:``port`` and read until the server closes: (status, head, the rest);
    status 0 when no HTTP answer came."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.settimeout(wait)
        sock.sendall(data)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except (ConnectionResetError, TimeoutError):
            pass
    head, _, rest = answer.partition(b"\r\n\r\n")
    return (int(head.split()[1]) if head.startswith(b"HTTP/") else 0), head, rest


def connect_when_listening(port: int, seconds: float = 10, stop: threading.Event | None = None) -> socket.socket | None:
    """A connection to ``port`` on 127.0.0.1, retried until something listens there (an ACPC dealer opens its
    port only at its first decision), or None after ``seconds`` or once ``stop`` is set."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (stop is not None and stop.is_set()):
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=10)
        except OSError:
            time.sleep(0.02)
    return None
