"""``cosino verify REPLAY [RESULTS] [--manifest FILE|URL]``: re-derive a replay and its results.

Exit 0: the replay reproduces (and, with a manifest, is a published one); exit 1: the inputs were read
and it does not; exit 2: an input could not be read (a missing or unreadable file, a replay that is not
canonical JSON Lines with a playable header, results that are no JSON object, a malformed manifest).
"""

from __future__ import annotations

import argparse
import threading
from typing import Any

from cosino.arena.manifest import MAX_MANIFEST_BYTES, read_manifest
from cosino.arena.replay import MAX_REPLAY_BYTES, Verdict, verify
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import read_input
from cosino_runtime.commands.arguments import path_option

MANIFEST_LIMIT = MAX_MANIFEST_BYTES  # bytes of a manifest, from a file or a URL (the viewer reads the same bound)
FETCH_TIMEOUT = 20.0  # seconds for a manifest URL, from the address to the last byte


def _read(path: str, limit: int = MAX_REPLAY_BYTES) -> bytes:
    return read_input(path, limit)  # a regular file only: a FIFO or /dev/zero is refused, not waited on


def fetch(url: str, limit: int = MANIFEST_LIMIT, what: str = "the manifest", timeout: float | None = None) -> bytes:
    """``what`` at ``url`` (at most ``limit`` bytes), fetched within ``timeout`` seconds (FETCH_TIMEOUT
    by default) as a whole: the socket timeout bounds one read only, and a server sending a header
    line or a byte now and then would never trip it."""
    timeout = FETCH_TIMEOUT if timeout is None else timeout
    done: dict[str, Any] = {}

    def get() -> None:
        try:
            done["data"] = _get(url, limit, what)
        except BaseException as exc:  # handed to the caller's thread, which raises it
            done["error"] = exc

    worker = threading.Thread(target=get, name="manifest-fetch", daemon=True)  # left behind when given up
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        raise CosinoError(f"{url}: cannot fetch {what} (not received within {timeout:g} s)")
    if "error" in done:
        raise done["error"]
    return done["data"]


def _get(url: str, limit: int, what: str) -> bytes:
    import http.client
    import urllib.request

    opener = urllib.request.build_opener(_http_only_redirects())
    try:
        with opener.open(url, timeout=FETCH_TIMEOUT) as response:  # http(s) only, redirects included
            data = response.read(limit + 1)
    # A malformed address raises ValueError (InvalidURL is one), and a server that breaks HTTP
    # (a bad status line, a header line past 64 KiB, a cut chunk) raises HTTPException: neither is an OSError.
    except (OSError, ValueError, http.client.HTTPException) as exc:
        detail = exc if isinstance(exc, OSError) else f"{type(exc).__name__}: {exc}"  # "garbage" alone says little
        raise CosinoError(f"{url}: cannot fetch {what} ({detail})") from None
    if len(data) > limit:
        raise CosinoError(f"{url}: {what} is larger than {limit} bytes")
    return data


def _http_only_redirects() -> Any:
    """A redirect handler that follows http(s) targets only: urllib's own also follows ``ftp://``,
    so a server could send the fetch to any FTP host and port on the caller's network."""
    import urllib.error
    import urllib.request

    class HttpOnlyRedirects(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, req: Any, fp: Any, code: int, msg: str, headers: Any, newurl: str) -> Any:
            scheme = newurl.partition(":")[0].lower()
            if scheme not in ("http", "https"):
                raise urllib.error.URLError(f"redirected to a {quoted(scheme[:20])} address; only http(s) is followed")
            return super().redirect_request(req, fp, code, msg, headers, newurl)

    return HttpOnlyRedirects()


def load_manifest(source: str) -> dict:
    """A manifest from a file path or an http(s) URL."""
    if source.partition(":")[0].lower() in ("http", "https"):  # urlsplit raises on some addresses: _fetch names them
        return read_manifest(fetch(source), source)
    return read_manifest(_read(source, MANIFEST_LIMIT), source)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("verify", help="re-run a replay and compare every line and the results")
    p.add_argument("replay")
    p.add_argument("results", nargs="?")
    path_option(p, "--manifest", help="a published manifest (file or http(s) URL): the replay must be listed in it")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    manifest = load_manifest(args.manifest) if args.manifest else None
    results = _read(args.results) if args.results else None
    verdict = verify(
        _read(args.replay), results, name=args.replay, results_name=args.results or "results", manifest=manifest
    )
    if verdict.unreadable:
        raise CosinoError(verdict.message)  # the results file could not be read: exit 2, as any unreadable input
    if not verdict.ok:
        # The message may quote an edited replay: a bidi override or a C1 control would reach the terminal.
        print(printable(verdict.message))
        return 1
    print("\n".join(printable(line) for line in verified_lines(verdict, args)))
    return 0


def verified_lines(verdict: Verdict, args: argparse.Namespace) -> list[str]:
    """What a verified replay prints: one fact a line, every figure named."""
    lines = [f"OK: {args.replay} re-runs line for line", f"recomputed results SHA-256: {verdict.digest}"]
    if args.results:
        lines.append(f"{args.results}: the same bytes as the recomputed results")
    if verdict.episode is not None:
        lines.append(f"{args.manifest}: publishes this replay and its recomputed results as episode {verdict.episode}")
    return lines
