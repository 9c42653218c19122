"""Static servers for the browser tests: the built site on its own origin, quietly."""

from __future__ import annotations

import http.server
import json
import threading
from typing import Callable


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder without a log line per request; a page that navigates away drops its requests."""

    def log_message(self, *args) -> None:
        pass

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass


def _json_answer(handler, path: str, answer: Callable[[], bytes]) -> None:
    body = answer()
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


class ServedSite:
    """``site`` served on its own origin, each path of ``answers`` answered by ``respond(handler, path, answer)``:
    by default the JSON bytes its function returns. ``stop`` is set on :meth:`close`, for answers that drip."""

    def __init__(self, site, answers: dict, respond: Callable[..., None] = _json_answer) -> None:
        self.stop = threading.Event()

        class Site(QuietHandler):
            def __init__(self, *args, **kwargs) -> None:
                super().__init__(*args, directory=str(site), **kwargs)

            def do_GET(self) -> None:
                path = self.path.split("?")[0]
                if path not in answers:
                    super().do_GET()
                    return
                respond(self, path, answers[path])

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Site)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.stop.set()
        self.server.shutdown()
        self.server.server_close()


MIB = 1 << 20


class HostileBodies(ServedSite):
    """The site, with ``answers`` (path -> bytes, sent with their length; ``("length", n)``: a Content-Length of n
    and spaces until n or the browser stops; ``("endless", n)``: no length, the same; ``("drip", 0)``: after
    :attr:`drip_start`, a byte a second; ``("vary", body)``: ``body`` with ``Vary: *``, which no cache may store).
    ``sent[path]`` counts the bytes written, ``ended[path]`` is set once that answer's connection is over."""

    content_type = "application/json"
    drip_start = b""

    def __init__(self, site, answers: dict) -> None:
        self.sent = dict.fromkeys(answers, 0)
        self.ended = {path: threading.Event() for path in answers}
        super().__init__(site, answers, self.respond)

    def respond(self, handler, path: str, answer) -> None:
        try:
            self.answer(handler, path, answer)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.ended[path].set()

    def answer(self, handler, path: str, answer) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", self.content_type)
        if isinstance(answer, bytes) or answer[0] == "vary":
            body = answer if isinstance(answer, bytes) else answer[1]
            if not isinstance(answer, bytes):
                handler.send_header("Vary", "*")
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)
            self.sent[path] = len(body)
            return
        kind, size = answer
        if kind == "length":
            handler.send_header("Content-Length", str(size))
        handler.end_headers()
        if kind == "drip":
            handler.wfile.write(self.drip_start)
            while not self.stop.wait(1):
                handler.wfile.write(b" ")
                handler.wfile.flush()
                self.sent[path] += 1
            return
        chunk = b" " * MIB
        while self.sent[path] < size and not self.stop.is_set():
            handler.wfile.write(chunk)
            self.sent[path] += len(chunk)


def served_index(site, episodes: list[dict], board: dict | None = None) -> ServedSite:
    """``site`` with ``episodes`` as its published episode index, at both the API's and the static site's address,
    and ``board`` (when given) as its leaderboard."""
    index = json.dumps({"episodes": episodes}).encode()
    answers = {"/public/episodes.json": lambda: index, "/api/blobs/public/episodes.json": lambda: index}
    if board is not None:
        answers["/leaderboard.json"] = lambda: json.dumps(board).encode()
    return ServedSite(site, answers)


def kuhn_entry(k: int, agents: list[str], scores: list[int], tag: str, **extra) -> dict:
    """Entry ``k`` of a published episode index: a finished two-hand Kuhn episode seating ``agents``, its id
    ending in ``tag`` (each test file its own), with ``extra`` fields (``agentKeys``) added."""
    return {
        "episode": f"kuhn-{k}-{tag}00000000{k}",
        "variant": "kuhn",
        "agents": agents,
        "scores": scores,
        "reason": "complete",
        "hands": 2,
        "scoredHands": 2,
        "replay": f"x/{k}.jsonl",
        "results": f"x/{k}.json",
        **extra,
    }
