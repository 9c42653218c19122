"""Review 51i (browser): every body the viewer fetches is bounded in size and in time.

Until review 51i the episode index (js/browse.js), the agent page's leaderboard (js/browse.js), the leaderboard and
integrity reports (js/dom.js showFirst), a running episode's state and events (js/live.js) and build.json
(js/viewer.js) were read whole with ``fetch``: a 300 MB answer was read into the page, and a server that sent a
byte a second held the page unready for as long as it kept sending (a replay fetched by js/bounded.js too). Each is
now read by js/bounded.js within its kind's limit (js/limits.js, from the core's) and must average 64 KiB a second
after 10 s; a body over the limit or too slow is one line on the page naming the file and its size or speed.

A drip is tested with the page's clock (Playwright's) moved past the grace, so each test takes a few seconds.

And a league folder served as a site: its integrity page's hand links open the viewer on the league's own
``episodes/<id>.replay.jsonl``, which Verify checked against build.json's manifest (the samples'), so it said "not
published". The link now names the league folder's ``manifest.json``, which the viewer takes as the site's own.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import threading
import time
from pathlib import Path

import pytest
from support.integrity_reports import flag_report
from support.pages import VERDICT_TIMEOUT_MS
from support.sites import ServedSite

from cosino.arena.manifest import MAX_MANIFEST_BYTES
from cosino.arena.replay import MAX_REPLAY_BYTES

BIG = 300_000_000  # over every limit: what a hostile server says it sends


def _build_limit() -> int:
    spec = importlib.util.spec_from_file_location(
        "cosino_web_build_51i", Path(__file__).parents[2] / "web" / "build.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.BUILD_JSON_LIMIT


BUILD_LIMIT = _build_limit()


def _limit(kind: str, limit: int) -> str:
    return f"the viewer's {kind} limit of {limit:,} bytes ({limit // (1024 * 1024)} MiB); it was not read."


SLOW = r" arrived too slowly \([0-9,]+ bytes? in [0-9.]+ s, under the viewer's 64 KiB a second\); it was not read\.$"


class Hostile(ServedSite):
    """The site, with some paths answered as a hostile server would: ``big`` (a Content-Length of BIG and a few
    bytes), ``endless`` (no length, ``size`` bytes then close), ``bomb`` (gzip of ``size`` zeros), ``drip`` (a byte a
    second until the test ends) or JSON bytes. ``asked`` is set when a hostile path is requested."""

    def __init__(self, site: Path, answers: dict) -> None:
        self.asked = threading.Event()
        super().__init__(site, answers, self.respond)

    def respond(self, handler, path: str, answer) -> None:
        self.asked.set()
        self.answer(handler, answer)

    def answer(self, handler, answer) -> None:
        kind, size = answer if isinstance(answer, tuple) else ("json", answer)
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        try:
            if kind == "json":
                handler.send_header("Content-Length", str(len(size)))
                handler.end_headers()
                handler.wfile.write(size)
            elif kind == "big":
                handler.send_header("Content-Length", str(BIG))
                handler.end_headers()
                handler.wfile.write(b"[" * 1024)
            elif kind == "endless":
                handler.end_headers()
                chunk = b" " * (1 << 20)
                for _ in range(size // len(chunk) + 1):
                    handler.wfile.write(chunk)
            elif kind == "bomb":
                body = _bomb(size)
                handler.send_header("Content-Encoding", "gzip")
                handler.send_header("Content-Length", str(len(body)))
                handler.end_headers()
                handler.wfile.write(body)
            elif kind == "drip":
                handler.end_headers()
                handler.wfile.write(b"{")
                handler.wfile.flush()
                while not self.stop.wait(1):
                    handler.wfile.write(b" ")
                    handler.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass


_BOMBS: dict[int, bytes] = {}


def _bomb(size: int) -> bytes:
    if size not in _BOMBS:
        _BOMBS[size] = gzip.compress(b" " * size, compresslevel=1)
    return _BOMBS[size]


@pytest.fixture
def hostile(site):
    made = []

    def serve(answers: dict) -> Hostile:
        made.append(Hostile(site, answers))
        return made[-1]

    yield serve
    for server in made:
        server.close()


def _open(browser_context, url: str, drip: Hostile | None = None):
    """A page of ``url`` ready; with ``drip``, the page's clock is moved 15 s on once the drip is asked for."""
    page = browser_context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    if drip is not None:
        page.clock.install()
    started = time.monotonic()
    page.goto(url)
    if drip is not None:
        assert drip.asked.wait(8), "the dripped path was never asked for"
        time.sleep(1.0)  # the page is reading the drip before its clock moves
        page.clock.fast_forward(15_000)
    page.wait_for_selector("body[data-ready='1']", timeout=20_000)
    page.seconds = time.monotonic() - started
    return page


# The episode index (js/browse.js loadIndex) ------------------------------------------------------------------


def test_an_index_that_says_it_is_too_large_is_refused_by_its_length(browser_context, hostile):
    """Content-Length 300,000,000: the list says so at once, naming the index and its size. Before: read whole."""
    served = hostile({"/api/blobs/public/episodes.json": ("big", 0)})
    page = _open(browser_context, served.url)
    said = "api/blobs/public/episodes.json is 300,000,000 bytes, larger than " + _limit("index", MAX_REPLAY_BYTES)
    assert page.inner_text("#episodes-source") == said
    assert page.errors == [] and page.seconds < 30  # a hang bound: the refusal itself is what is tested
    page.close()


def test_an_index_dripped_a_byte_a_second_is_left(browser_context, hostile):
    """A byte a second: past the grace the list says it arrived too slowly and the page is ready. Before: the page
    stayed unready while the server sent."""
    served = hostile({"/api/blobs/public/episodes.json": ("drip", 0)})
    page = _open(browser_context, served.url, drip=served)
    assert re.match("^api/blobs/public/episodes.json" + SLOW, page.inner_text("#episodes-source"))
    assert page.errors == []
    page.close()


def test_the_agent_pages_leaderboard_is_bounded(browser_context, hostile):
    """``?agent=a`` reads the leaderboard for its reliability: 300 MB with no length is refused in one line there.
    Before: read whole."""
    served = hostile({"/leaderboard.json": ("endless", MAX_REPLAY_BYTES)})
    page = _open(browser_context, served.url + "?agent=a")
    said = "leaderboard.json is larger than " + _limit("report", MAX_REPLAY_BYTES)
    assert page.inner_text("#agent-page p.refused") == said
    assert page.errors == []
    page.close()


# The leaderboard and integrity reports (js/dom.js showFirst) ------------------------------------------------


def test_a_leaderboard_with_no_length_is_counted_and_refused(browser_context, hostile):
    """257 MiB with no Content-Length: refused once the count passes the limit; the next source is tried."""
    served = hostile({"/leaderboard.json": ("endless", MAX_REPLAY_BYTES)})
    page = _open(browser_context, served.url + "leaderboard.html")
    said = "No leaderboard to show. leaderboard.json is larger than " + _limit("report", MAX_REPLAY_BYTES)
    assert page.inner_text("#error") == said + "; api/leaderboard: HTTP 404"
    assert page.errors == []
    page.close()


def test_an_integrity_report_that_is_a_gzip_bomb_is_refused(browser_context, hostile):
    """300 MB of spaces sent as 300 KB of gzip: counted as decoded, refused. Before: decoded and read whole."""
    served = hostile({"/integrity.json": ("bomb", BIG)})
    page = _open(browser_context, served.url + "integrity.html")
    said = "No integrity report to show. integrity.json is larger than " + _limit("report", MAX_REPLAY_BYTES)
    assert page.inner_text("#error").startswith(said)
    assert page.errors == []
    page.close()


def test_an_integrity_report_dripped_a_byte_a_second_is_left(browser_context, hostile):
    served = hostile({"/integrity.json": ("drip", 0)})
    page = _open(browser_context, served.url + "integrity.html", drip=served)
    text = page.inner_text("#error")
    assert text.startswith("No integrity report to show. integrity.json arrived too slowly ("), text
    assert page.errors == []
    page.close()


# A running episode's state and events (js/live.js) ------------------------------------------------------------


def _banner(page) -> str:
    return page.inner_text("#live")  # the viewer around it stays hidden: no replay is shown


def test_a_running_episodes_events_too_large_are_refused(browser_context, hostile):
    """Events of 300,000,000 bytes by their length: the live banner says so at the first poll. Before: read whole
    (a log of 10^6 events held the page for seconds)."""
    served = hostile(
        {
            "/api/episodes/e51i": json.dumps({"status": "running"}).encode(),
            "/api/episodes/e51i/events": ("big", 0),
        }
    )
    page = _open(browser_context, served.url + "?episode=e51i")
    # The page asks from the records it holds (review 52d): none at the first poll.
    said = "api/episodes/e51i/events?from=0 is 300,000,000 bytes, larger than " + _limit("live", MAX_REPLAY_BYTES)
    assert _banner(page) == "Cannot follow this episode: " + said
    assert page.errors == []
    page.close()


def test_a_running_episodes_state_dripped_is_left(browser_context, hostile):
    served = hostile({"/api/episodes/e51j": ("drip", 0)})
    page = _open(browser_context, served.url + "?episode=e51j", drip=served)
    assert re.match("^Cannot follow this episode: api/episodes/e51j" + SLOW, _banner(page))
    assert page.errors == []
    page.close()


# build.json (js/viewer.js loadBuild) and a replay (js/bounded.js) ---------------------------------------------


def test_a_build_json_over_its_limit_is_refused(browser_context, hostile):
    """A build.json of 2 MiB sent as gzip: refused by the build's own limit (web/build.py BUILD_JSON_LIMIT)."""
    served = hostile({"/build.json": ("bomb", 2 * BUILD_LIMIT)})
    page = _open(browser_context, served.url)
    assert page.inner_text("#samples") == "build.json is larger than " + _limit("build", BUILD_LIMIT)
    assert page.errors == []
    page.close()


def test_a_build_json_dripped_is_left(browser_context, hostile):
    served = hostile({"/build.json": ("drip", 0)})
    page = _open(browser_context, served.url, drip=served)
    assert re.match("^build.json" + SLOW, page.inner_text("#samples"))
    page.close()


def test_a_replay_dripped_is_left(browser_context, hostile):
    """The replay's reader was bounded in size only: a drip held the viewer on it. Now one line in #error."""
    served = hostile({"/slow.replay.jsonl": ("drip", 0)})
    page = _open(browser_context, served.url + "?replay=slow.replay.jsonl", drip=served)
    assert re.match("^Cannot open this replay. slow.replay.jsonl" + SLOW, page.inner_text("#error"))
    page.close()


def test_the_manifest_limit_is_still_the_cores(browser_context, hostile):
    served = hostile({"/m.json": ("big", 0)})
    page = _open(browser_context, served.url + "?replay=samples/kuhn.replay.jsonl&manifest=m.json")
    said = "m.json is 300,000,000 bytes, larger than " + _limit("manifest", MAX_MANIFEST_BYTES)
    assert page.inner_text("#error") == f"Cannot open this replay. {said} The replay is checked without it."
    page.close()


# A league folder served as a site ------------------------------------------------------------------------------


def _league_site(site: Path, tmp_path: Path) -> tuple[Path, str]:
    """web/dist with a small kuhn league's out folder in it (manifest.json, episodes/), and a report flagging its
    one episode's hand 1; returns the folder and the episode id."""
    from support.leagues import played_league

    played_league(tmp_path, "l51i", '["kuhn"]', 2)
    out = tmp_path / "out"
    served = tmp_path / "site"
    served.mkdir()
    for entry in site.iterdir():
        (served / entry.name).symlink_to(entry)
    (served / "manifest.json").symlink_to(out / "manifest.json")
    (served / "episodes").symlink_to(out / "episodes")
    episode = next((out / "episodes").glob("*.replay.jsonl")).name.removesuffix(".replay.jsonl")
    report = flag_report([{"episode": episode, "hand": 0, "residual": 1}], episodes=[episode])
    (served / "integrity.json").write_text(json.dumps(report))
    return served, episode


def test_a_league_folders_hand_link_verifies_against_its_own_manifest(browser_context, site, tmp_path):
    """The hand link of a league folder's report opens its replay and Verify says it is published there. Before:
    checked against build.json's manifest (the samples'), Verify said "not published"."""
    folder, episode = _league_site(site, tmp_path)
    served = Hostile(folder, {})
    try:
        page = _open(browser_context, served.url + "integrity.html")
        href = page.locator("ul.weigh a").get_attribute("href")
        assert href == f"./?replay=episodes%2F{episode}.replay.jsonl&hand=1&manifest=manifest.json"
        page.goto(served.url + href[2:])
        page.wait_for_selector("body[data-ready='1']")
        assert page.inner_text("#position").startswith("hand 1 of 2") and page.is_hidden("#error")
        page.click("#verify")
        page.wait_for_selector("#verdict[data-status='verified']", timeout=VERDICT_TIMEOUT_MS)
        assert page.get_attribute("#verdict", "data-published") == "yes"
        assert f"Published as episode {episode}: these are the bytes the manifest lists." in page.inner_text("#verdict")
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_the_limits_are_the_cores_and_the_builds(site):
    """The new kinds' limits come from the core's and the build's constants, and build.json fits its own."""
    text = (site / "js" / "limits.js").read_text()
    limits = json.loads(text[text.index("{") : text.rindex("}") + 1])
    assert {k: limits[k] for k in ("live", "index", "report")} == dict.fromkeys(
        ("live", "index", "report"), MAX_REPLAY_BYTES
    )
    assert limits["build"] == BUILD_LIMIT and (site / "build.json").stat().st_size < BUILD_LIMIT
