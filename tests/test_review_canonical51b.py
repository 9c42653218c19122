"""Review 51b: an agent is its URL's canonical form, and that form is the request the transport sends.

Before, ``canonical_url`` kept dot segments (``/./act``, ``/x/../act``, ``/%2E%2E/act``) as written and the
transport sent each path as given, so one agent could be seated twice beside others, hold two rate budgets and
two episode slots, and rank as two leaderboard rows. Now ``canonical_url`` removes dot segments (RFC 3986
section 5.2.4) and ``transport.post`` sends the canonical target, Host and TLS name.
"""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler

import pytest
from support.loopback import send_json, serve, stop

from cosino_runtime.engine.limits import agent_slot_key
from cosino_runtime.league.publish import agent_names
from cosino_runtime.seats.registry import SeatNameError, check_seats, outside_agent
from cosino_runtime.seats.transport import SeatConfigError, canonical_url, check_url, post

DOT_SPELLINGS = [
    "http://a.example/act",
    "http://a.example/./act",
    "http://a.example/x/../act",
    "http://a.example/%2E/act",
    "http://a.example/x/%2e%2E/act",
    "http://a.example/../../act",
    "http://a.example/x/.%2E/./act",
    "HTTP://A.example:80/y/z/../../act#2",
]


def test_dot_segments_name_one_agent():
    """Before: 8 canonical forms (and 8 slot keys, 8 board rows) for the one URL; now 1."""
    assert {canonical_url(url) for url in DOT_SPELLINGS} == {"http://a.example/act"}
    seats = [f"remote:{url}" for url in DOT_SPELLINGS]
    assert len({agent_slot_key(outside_agent(seat)) for seat in seats}) == 1
    assert set(agent_names(seats)) == {"remote:http://a.example/act"}


@pytest.mark.parametrize(
    ("url", "canonical"),
    [
        ("http://a.example/act/.", "http://a.example/act/"),  # a trailing "/." keeps its slash
        ("http://a.example/act/..", "http://a.example/"),
        ("http://a.example/..", "http://a.example/"),  # ".." above the root stays at the root
        ("http://a.example/a/b/c/./../../g", "http://a.example/a/g"),  # RFC 3986 5.4.2's example
        ("http://a.example/.act/..act/...", "http://a.example/.act/..act/..."),  # not dot segments
        ("http://a.example/%2E%2Fact", "http://a.example/.%2Fact"),  # an escaped slash splits no segment
        ("http://a.example/x/..?q=/../", "http://a.example/?q=/../"),  # the query has no segments
    ],
)
def test_dot_segments_are_removed_as_rfc_3986_says(url, canonical):
    assert canonical_url(url) == canonical
    assert canonical_url(canonical) == canonical  # a published name reads as itself


def test_a_double_slash_stays_another_path():
    assert canonical_url("http://a.example//act") == "http://a.example//act" != canonical_url("http://a.example/act")
    assert canonical_url("http://a.example/x/..//act") == "http://a.example//act"


def test_a_dot_spelling_is_refused_a_second_seat_beside_others():
    """Before: `remote:.../act` and `remote:..././act` sat at one table, one agent sent both seats' cards."""
    with pytest.raises(SeatNameError, match=r"seat 3 .*the same outside agent as seat 1"):
        check_seats(["remote:http://a.example/act", "house", "remote:http://a.example/x/../act", "house"], "hearts")


def test_the_cli_refuses_a_dot_spelling_twice_in_one_line(tmp_path, cosino_cli):
    seats = "remote:http://a.example/act,house,remote:http://a.example/%2E/act,house"
    code, _out, err = cosino_cli("play", "--variant", "hearts", "--seats", seats, "--out", str(tmp_path / "runs"))
    assert code == 2 and err.count("\n") == 1 and "seat 3" in err and "same outside agent as seat 1" in err
    assert not (tmp_path / "runs").exists()


@pytest.fixture
def agent():
    """A loopback agent recording each request's target and Host header."""
    seen: list[tuple[str, str]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            seen.append((self.requestline.split(" ")[1], self.headers.get("Host", "")))  # self.path merges "//"
            send_json(self, b"{}")

        def log_message(self, *args):
            pass

    httpd, base = serve(Handler)
    yield httpd.server_address[1], seen
    stop(httpd)


def _sent(url: str, seen: list[tuple[str, str]]) -> tuple[str, str]:
    assert post(url, b"{}", {}, time.monotonic() + 5) == b"{}"
    return seen[-1]


def test_the_transport_sends_the_canonical_target_and_host(agent):
    """Before: `/x/../%2E/act` reached the agent as written and `127.1` named itself in Host; now the request
    of every spelling is the one its canonical form makes."""
    port, seen = agent
    for spelling in (
        f"http://127.0.0.1:{port}/x/../%2E/act?x=%2f%41",
        f"HTTP://127.1:{port}/act?x=%2F%41",
        f"http://127.0.0.1.:{port}/y/%2e%2e/act?x=%2FA#frag",
    ):
        assert canonical_url(spelling) == f"http://127.0.0.1:{port}/act?x=%2FA"
        assert _sent(spelling, seen) == ("/act?x=%2FA", f"127.0.0.1:{port}")
    assert _sent(f"http://127.0.0.1:{port}//act", seen)[0] == "//act"  # as canonical_url keeps it


@pytest.mark.parametrize(
    "spelling",
    [
        "http://a.example:/act",  # an empty port is the default one
        "http://a.example/act?",  # an empty query sends no "?"
        "http://a.example/act#",
        "http://a.ex\tample/a\nct",  # urlsplit drops tabs and line breaks, so the transport sends /act too
        " http://a.example/act",
        "http://user:pw@a.example/act",  # http.client never sends userinfo
        "HTTP://A.EXAMPLE/%61ct",
    ],
)
def test_spellings_that_make_the_same_request_share_one_form(spelling):
    assert canonical_url(spelling) == "http://a.example/act"


@pytest.mark.parametrize(
    "spelling",
    [
        "http://a.example/act;",  # params are part of the path the server reads
        "http://a.example/act%3B",  # a reserved character's escape is another request
        "http://a.example/a%5Cct",  # an escaped backslash is sent escaped
        "http://a.example/act/",
        "https://a.example/act",
    ],
)
def test_spellings_that_make_another_request_stay_apart(spelling):
    assert canonical_url(spelling) != canonical_url("http://a.example/act")


def test_a_backslash_is_sent_as_written_so_it_stays_apart_from_its_escape():
    assert (
        canonical_url("http://a.example/a\\ct") == "http://a.example/a\\ct" != canonical_url("http://a.example/a%5Cct")
    )


@pytest.mark.parametrize(
    ("spelling", "says"),
    [
        ("http://user@a.example/act", "holds an '@'"),
        ("http://a.ex\tample/act", "spaces or control characters"),
        ("http://%61.example/act", "names no valid host"),  # the resolver cannot read an escaped host
        ("http://a.example\\act", "names no valid host"),  # a backslash ends no host for urlsplit
        ("http://bücher.example/act", "xn-- form"),
        ("http://a.example:+80/act", "is not valid"),
    ],
)
def test_registration_refuses_what_the_transport_cannot_send_as_written(spelling, says):
    with pytest.raises(SeatConfigError, match=says) as refused:
        check_url(spelling, "agent URL")
    assert "\n" not in str(refused.value) and "pw" not in str(refused.value)


def test_punycode_hosts_are_one_agent_in_any_case():
    assert canonical_url("http://XN--BCHER-KVA.example./act") == "http://xn--bcher-kva.example/act"
    assert check_url("http://xn--bcher-kva.example/act") == "http://xn--bcher-kva.example/act"
