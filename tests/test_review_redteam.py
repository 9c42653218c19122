"""Red-team review of a running ``cosino serve`` (embedded store) over real loopback HTTP, by a
competitor who creates episodes through the API and runs an outside agent the arena calls.

Each test is a defect found that way: it failed before its fix."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler

import pytest
from support import loopback
from test_serve_e2e import request

from cosino_runtime.engine import limits

# Nothing listens on port 9 here: an agent there fails every call at once and the episode falls back.
DEAD_AGENT = "http://127.0.0.1:9/act"
# Other spellings of that URL: each makes the arena send the very same request to the very same place.
SPELLINGS = [
    DEAD_AGENT + "#second-seat",  # a fragment is never sent
    DEAD_AGENT + "?",  # nor an empty query
    DEAD_AGENT.replace("http://", "HTTP://"),  # scheme and host are case-insensitive
    "http://127.0.0.1:09/act",  # the same port
    "http://127.1:9/act",  # the same address, as the resolver reads a short IPv4 literal
    "http://2130706433:9/act",  # ... or one number
    "http://[::ffff:127.0.0.1]:9/act",  # ... or mapped into IPv6
    "http://127.0.0.1:9/%61ct",  # an escaped letter is the letter (RFC 3986, 6.2.2.2)
]


@pytest.fixture
def served(tmp_path, monkeypatch):
    from cosino_runtime.api import server as serving

    monkeypatch.setenv("COSINO_AGENT_ADDRESSES", "any")
    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "1")  # read when the server starts
    s = serving.start(tmp_path / "serve", port=0, viewer=None, tick_seconds=3600)
    yield s
    s.stop()


def _create(served, variant: str, seats: list[str]) -> tuple[int, dict]:
    status, body = request(f"{served.url}/api/episodes", "POST", {"variant": variant, "seats": seats}, served.token)
    return status, json.loads(body)


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_one_agent_spelt_two_ways_is_refused_a_second_seat(served, spelling):
    """Before: the check compared seat names as strings, so `remote:U` and `remote:U#x` sat at one
    hearts table beside house seats and the agent at U was sent both seats' hands."""
    status, reply = _create(served, "hearts", [f"remote:{DEAD_AGENT}", "house", f"remote:{spelling}", "house"])
    assert status == 400, reply
    assert "seat 3" in reply["error"] and "same outside agent as seat 1" in reply["error"]
    assert "\n" not in reply["error"]


class _Holding(BaseHTTPRequestHandler):
    """An agent that holds every decision until released, so its episode stays running."""

    release = threading.Event()

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.release.wait(10)
        loopback.send_json(self, b'{"action": "check"}')

    def log_message(self, *args):
        pass


def test_an_agents_cap_holds_however_its_url_is_spelt(served):
    """Before: the cap on running episodes per agent was keyed by the seat name's digest, so each new
    spelling of one URL took a fresh cap and one stalling agent could hold every step worker."""
    httpd, base = loopback.serve(_Holding)
    _Holding.release.clear()
    try:
        status, reply = _create(served, "kuhn", [f"remote:{base}/act", "house"])
        assert status == 201, reply
        for spelling in (f"{base}/act#again", f"{base.upper()}/act", f"{base}/act?"):
            status, reply = _create(served, "kuhn", [f"remote:{spelling}", "house"])
            assert status == 429, (spelling, reply)
            assert "running episodes" in reply["error"] and base not in reply["error"]
        status, reply = _create(served, "kuhn", ["house", "random"])  # the arena's own tables go on
        assert status == 201, reply
    finally:
        _Holding.release.set()
        loopback.stop(httpd)


def test_a_league_refuses_one_url_spelt_two_ways(tmp_path):
    from test_review_secrets import league_file

    from cosino_runtime.league.config import LeagueConfigError, load_config

    path = league_file(tmp_path, '["kuhn"]', {"house": "house", "far": "remote", "near": "remote"})
    path.write_text(path.read_text().replace("9/act", "9/act#near", 1))
    with pytest.raises(LeagueConfigError, match=r"\[agents.near\] url: the same URL as agent 'far'"):
        load_config(path, check_network=False)


def _raw(served, data: bytes) -> bytes:
    import socket

    port = int(served.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(data)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_a_request_target_in_absolute_form_reaches_its_route(served):
    """RFC 9112 (3.2.2): a server must accept a target in absolute form. Before: every such request
    was taken for a viewer file and answered 404 "not found", a create included."""
    origin = served.url.encode()
    reply = _raw(served, b"GET " + origin + b"/api/episodes?status=final HTTP/1.1\r\nHost: x\r\n\r\n")
    assert reply.startswith(b"HTTP/1.0 200"), reply[:200]
    assert json.loads(reply.partition(b"\r\n\r\n")[2])["status"] == "final"
    reply = _raw(served, b"HEAD " + origin.upper() + b"/api/episodes HTTP/1.1\r\n\r\n")
    assert reply.startswith(b"HTTP/1.0 200") and reply.endswith(b"\r\n\r\n"), reply[:200]
    body = json.dumps({"variant": "kuhn", "seats": ["house", "random"]}).encode()
    head = f"POST {served.url}/api/episodes HTTP/1.1\r\nAuthorization: Bearer {served.token}\r\n"
    reply = _raw(served, head.encode() + b"Content-Length: %d\r\n\r\n" % len(body) + body)
    assert reply.startswith(b"HTTP/1.0 201"), reply[:200]
    reply = _raw(served, b"GET " + origin + b"?x HTTP/1.1\r\n\r\n")  # no path is the root
    assert reply.startswith(b"HTTP/1.0 200") and b"Cosino" in reply, reply[:200]


def test_a_create_over_an_agents_cap_names_the_agents_seat_as_counted_everywhere(served):
    """Seats are counted from 1 in every refusal (`seat 3 (...): ...`). Before: the cap's 429 counted
    from 0, so an agent in the second seat was reported as seat 1's, the house seat beside it."""
    httpd, base = loopback.serve(_Holding)
    _Holding.release.clear()
    try:
        assert _create(served, "kuhn", ["house", f"remote:{base}/act"])[0] == 201
        status, reply = _create(served, "kuhn", ["random", f"remote:{base}/act"])
        assert status == 429 and reply["error"].startswith("seat 2's agent already plays in 1 running"), reply
    finally:
        _Holding.release.set()
        loopback.stop(httpd)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("http://[0:0::1]/act", "http://[::1]/act"),
        ("http://[2001:DB8:0:0::1]/act", "http://[2001:db8::1]/act"),
        ("http://0x7f.1/act", "http://127.0.0.1/act"),
        ("http://a.example/a%2fb?q=%7e", "http://a.example/a%2Fb?q=~"),
    ],
)
def test_equivalent_spellings_of_an_address_or_path_are_one_agent(one, other):
    from cosino_runtime.seats.transport import canonical_url

    assert canonical_url(one) == canonical_url(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("http://a.example/a%2Fb", "http://a.example/a/b"),  # an escaped slash is not a slash
        ("http://a.example/Act", "http://a.example/act"),
        ("http://10.1/act", "http://10.1.0.0/act"),  # 10.1 is 10.0.0.1, not 10.1.0.0 ...
        ("http://1.2.3.4/act", "http://[::1.2.3.4]/act"),  # ... and only mapped IPv6 is IPv4
    ],
)
def test_different_agents_stay_apart(one, other):
    from cosino_runtime.seats.transport import canonical_url

    assert canonical_url(one) != canonical_url(other)
