"""Red-team review 43b: attacks by hostile files and requests that worked before their fix, one test each."""

from __future__ import annotations

import socket
import time
import tracemalloc

import pytest

# --- cosino serve: the viewer's files ---------------------------------------------------------------


def _held_while_unread(url: str, path: str, clients: int) -> int:
    """Bytes the server holds (traced allocations) while ``clients`` request ``path`` and read none of the answer."""
    host, port = url.removeprefix("http://").split(":")
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    socks = []
    try:
        for _ in range(clients):
            s = socket.create_connection((host, int(port)))
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.sendall(f"GET {path} HTTP/1.0\r\n\r\n".encode())
            socks.append(s)
        time.sleep(1.0)  # each server thread is now blocked writing an answer nobody reads
        return tracemalloc.get_traced_memory()[0] - base
    finally:
        tracemalloc.stop()
        for s in socks:
            s.close()


def test_a_large_viewer_file_is_sent_without_a_copy_per_reader(tmp_path):
    """Before: each GET read the whole file into memory and held it until the client had read the answer,
    so readers of Pyodide's 9.6 MB wasm that read slowly held 9.6 MB each (512 connections: 5 GB).
    Now the file is sent from disk a piece at a time."""
    from cosino_runtime.api import server as serve

    site = tmp_path / "site"
    site.mkdir()
    size = 16 * 1024 * 1024
    (site / "big.wasm").write_bytes(b"\0" * size)
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)
    try:
        held = _held_while_unread(served.url, "/big.wasm", 4)
        assert held < size, f"{held} bytes held for 4 unread answers of a {size}-byte file"
    finally:
        served.stop()


@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_a_viewer_file_is_answered_whole_and_head_states_its_length(tmp_path, method):
    """Covers the streamed answer: every byte for GET, the length and no body for HEAD."""
    import http.client

    from cosino_runtime.api import server as serve

    site = tmp_path / "site"
    site.mkdir()
    data = bytes(range(256)) * 4099
    (site / "f.bin").write_bytes(data)
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)
    try:
        host, port = served.url.removeprefix("http://").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=10)
        conn.request(method, "/f.bin")
        reply = conn.getresponse()
        body = reply.read()
        assert reply.status == 200 and reply.getheader("Content-Length") == str(len(data))
        assert body == (data if method == "GET" else b"")
        conn.close()
    finally:
        served.stop()


# --- the API: a listing's query -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "query, field",
    [
        ("statu=final", "statu"),  # a typo listed the running episodes instead of the final ones
        ("status=final&limt=5", "limt"),
        ("status=", "status"),  # a blank value was dropped, and read as the default
        ("limit=", "limit"),
        ("limit=5&limit=", "limit"),  # given twice, once blank: the duplicate check saw one
        ("after=", "after"),
    ],
)
def test_a_listing_query_with_an_unknown_or_blank_field_is_refused_naming_it(query, field):
    """Before: parse_qs dropped blank values and the listing ignored names it does not read, so
    ``?statu=final`` answered 200 with the running episodes, and ``?limit=`` the default page."""
    from cosino_runtime.api.routes import Api

    reply = Api(None, None).handle("GET", f"/api/episodes?{query}", None, False)
    assert reply.status == 400, (query, reply.body)
    assert field in reply.json()["error"], reply.json()


# --- cosino serve: the request's headers ------------------------------------------------------------


def _exchange(url: str, request: bytes) -> bytes:
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as s:
        s.sendall(request)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    return answer


def test_headers_past_a_total_bound_are_refused_before_they_are_held(tmp_path):
    """Before: http.server admits 100 header lines of 64 KB each, so one request held 6.4 MB of headers
    while it waited for a body until its deadline (512 connections: 3.2 GB, renewed every ten seconds).
    Now the header lines together are bounded (API Gateway's own bound is 10 KB) and past it the answer
    is a 431 whose one-line error says so."""
    import json

    from cosino_runtime.api import server as serve

    served = serve.start(tmp_path / "data", port=0, viewer=None, tick_seconds=3600)
    try:
        line = b"X-Pad-%d: " + b"a" * 40_000 + b"\r\n"  # each line well under http.server's 64 KB
        padding = b"".join(line % i for i in range(3))  # 120 KB in all
        answer = _exchange(served.url, b"GET /api/leaderboard HTTP/1.1\r\n" + padding + b"\r\n")
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.0 431"), head
        assert "header lines are over 65536 bytes" in json.loads(body)["error"], body
        # A request with 10 KB of headers, as API Gateway admits, is still answered.
        fine = b"GET /api/leaderboard HTTP/1.1\r\nX-Pad: " + b"a" * 10_000 + b"\r\n\r\n"
        assert _exchange(served.url, fine).startswith(b"HTTP/1.0 404")
    finally:
        served.stop()


# --- a loop of symbolic links where a folder is named ------------------------------------------------

LEAGUE = """[league]
name = "t"
variants = ["kuhn"]
hands = 2
seed = 1
out = "loop"
[agents.house]
seat = "house"
[agents.random]
seat = "random"
"""


def _loop(tmp_path):
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    return loop


@pytest.mark.parametrize("argv", [("run", "--quiet"), ("table",), ("table", "--recompute"), ("table", "--check")])
def test_a_league_out_folder_that_is_a_loop_of_links_is_no_traceback(tmp_path, cosino_cli, argv):
    """Before: checking that the league would not write over its config resolved the out folder, and
    Python 3.11's pathlib raises RuntimeError on a loop of links: a traceback from every league command."""
    _loop(tmp_path)
    config = tmp_path / "league.toml"
    config.write_text(LEAGUE)
    code, out, err = cosino_cli("league", argv[0], "--config", str(config), *argv[1:])
    assert code in (1, 2) and "Traceback" not in err, (code, out, err)
    assert len((out + err).strip().splitlines()) == 1, (out, err)


def test_a_store_folder_that_is_a_loop_of_links_is_one_line_exit_2(tmp_path, cosino_cli):
    """Before: with a viewer folder, ``cosino serve --data LOOP`` resolved the store's folder to keep it out of
    the viewer's, and the RuntimeError of Python 3.11's pathlib ended the command with a traceback."""
    site = tmp_path / "site"
    site.mkdir()
    code, _, err = cosino_cli("serve", "--port", "0", "--data", str(_loop(tmp_path)), "--viewer", str(site))
    assert code == 2 and err.count("\n") == 1 and "symbolic links" in err, err


def test_an_input_of_power_that_is_a_loop_of_links_is_one_line_exit_2(tmp_path, cosino_cli):
    """Before: with --json, power resolved every input to keep the report off them, and a loop of links
    among the inputs was 3.11 pathlib's RuntimeError, a traceback."""
    code, _, err = cosino_cli("power", str(_loop(tmp_path)), "--json", str(tmp_path / "report.json"))
    assert code == 2 and err.count("\n") == 1 and "symbolic links" in err, err


def test_every_path_is_resolved_through_files_resolved():
    """Pins the mechanism: a ``Path.resolve()`` of a named path anywhere else is a traceback on Python 3.11
    when the path loops (four commands had one)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    own = root / "core" / "cosino" / "primitives" / "files.py"
    found = [
        f"{path.relative_to(root)}:{n}"
        for folder in ("core", "functions")
        for path in sorted((root / folder).rglob("*.py"))
        if path != own
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"\.resolve\(\)", line)
    ]
    assert found == [], found
