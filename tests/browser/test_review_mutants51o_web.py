"""Review 51o (browser): a mutation review, by hand, of the viewer JavaScript of reviews 51d and 51i.

Mutants tried: 56, one at a time, each against the browser tests that cover its module (js/bounded.js 12,
js/browse.js 4, js/dom.js 3, js/viewer.js 12, js/integrity.js 25). js/live.js and sw.js were left alone.

Killed by the existing suite (32): in bounded.js the slow flag dropped, ``=== "identity"``, MIN_RATE 64 * 1000, the
slow error rethrown as the abort, fetchJsonBounded's words dropped, the fetch without its signal; in browse.js the
refused index and leaderboard caught as absent, showIndex not saying the refusal, ``rated ?`` for ``rated &&
rated.refused ?``; in dom.js each half of the named-error test and the report kind read as ``build``; in viewer.js
the replay's ``TooLarge`` for ``Refused``, LEAGUE_MANIFEST not the site's own, siteManifest by file name,
loadBuild's refusal unsaid, and the running episode's notice said again, not kept, or not said for the step; in
integrity.js ``hand > 0``, ``Number.isInteger``, the index entry's ``hand`` not plus one, every report read as the
league's, ``p > 0`` in isP, pIs without ``!isP(p)``, DEPTH 63 and 65, ``in WHAT``, TWICE unchecked, an entry with
no replay linked, and ``p > 0.0001``.

Survived (24), each now killed by a test here (21) but for one equivalent mutant and two gaps left:
bounded.js: the deadline not moved by the bytes that arrived (two ways), ``total >= limit``, ``Number(declared) >=
limit``, GRACE_MS 20_000; viewer.js: ``TooLarge`` for ``Refused`` for the manifest and for the results, build.json's
name kept in its HTTP error; integrity.js: ``if (places.folder)``, LEAGUE_ID without ``^``, without ``$``, with
``{0,100}``, or not tested, the ``typeof episode`` check dropped, a refused index taken as an empty one, ``p < 1``
in isP, a text p taken for a number in the matrix, ``agents.length >= 2``, null top-level fields and a mirror
without flags said to be damaged, pValue(undefined) drawn as "nothing (not a p-value)".

Equivalent (1): bounded.js without ``clearTimeout`` in fetchBounded's ``finally``: the timer then fires after the
body is read and aborts a fetch that has already settled, which changes nothing.

Gaps left (2), in viewer.js: clearError without ``live &&`` keeps a running episode's address notice over a replay
the reader then opens from a file; showError not dropping the notice's mark keeps an error shown between two polls
of a running episode standing through the later ones (a poll whose log this review made invalid did not reach
showError, so no test was written).

Each test here names the mutant it kills; each passes on the real code and failed on its mutant.
"""

from __future__ import annotations

import json
import re
import threading
import time

import pytest
from support.integrity_reports import flag_report
from support.pages import fresh
from support.sites import ServedSite

from cosino.arena.replay import MAX_REPLAY_BYTES

SLOW = r" arrived too slowly \([0-9,]+ bytes? in [0-9.]+ s, under the viewer's 64 KiB a second\); it was not read\."


class Paced(ServedSite):
    """The site, with ``answers`` (path: how to send it) answered so: ``body`` with its Content-Length, none with
    ``length`` False (the body ends when the connection closes), or ``declare`` as its length; ``hold`` sends that
    many bytes, then the rest once ``go`` is set; ``status`` is the answer's status; ``drip`` sends a byte a second
    until the test ends."""

    def __init__(self, site, answers: dict) -> None:
        self.go = threading.Event()
        self.asked = threading.Event()
        super().__init__(site, answers, self.respond)

    def respond(self, handler, path: str, answer: dict) -> None:
        self.asked.set()
        try:
            self.send(handler, **answer)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def send(self, handler, body=b"{", length=True, hold=None, drip=False, declare=None, status=200) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        if length and not drip:
            handler.send_header("Content-Length", str(len(body) if declare is None else declare))
        handler.end_headers()
        if drip:
            handler.wfile.write(b"{")
            handler.wfile.flush()
            while not self.stop.wait(1):
                handler.wfile.write(b" ")
                handler.wfile.flush()
            return
        if hold is not None:
            handler.wfile.write(body[:hold])
            handler.wfile.flush()
            self.go.wait(20)  # a hang bound: the test sets it
            body = body[hold:]
        handler.wfile.write(body)

    def close(self) -> None:
        self.go.set()
        super().close()


@pytest.fixture
def paced(site, browser_context):
    made = []

    def serve(answers: dict) -> Paced:
        made.append(Paced(site, answers))
        return made[-1]

    yield serve
    for server in made:
        server.close()
    # A page's clock is its context's, and the context is the session's: a clock left paused here froze every
    # later page's timers (the play button, a running episode's polls).
    try:
        browser_context.clock.resume()
    except Exception:  # no clock was installed by this test
        pass


def _page(browser_context, url: str):
    page = browser_context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.goto(url)
    return page


def _paused(browser_context, url: str, served: Paced, moved_ms: int = 15_000):
    """A page of ``url`` on a paused clock, moved ``moved_ms`` on once ``served`` is asked: only that moves its
    time."""
    page = browser_context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.clock.install(time=1_800_000_000_000)
    page.clock.pause_at(1_800_000_001_000)
    page.goto(url)
    assert served.asked.wait(10), "the dripped path was never asked for"
    time.sleep(0.5)
    page.clock.fast_forward(moved_ms)
    return page


def _ready(page):
    page.wait_for_selector("body[data-ready='1']", timeout=20_000)
    return page


def _build_padded(site, size: int) -> bytes:
    """The site's build.json padded with spaces to ``size`` bytes: still its JSON."""
    text = (site / "build.json").read_bytes().rstrip()
    assert len(text) < size
    return text + b" " * (size - len(text))


def _build_limit(site) -> int:
    text = (site / "js" / "limits.js").read_text()
    return json.loads(text[text.index("{") : text.rindex("}") + 1])["build"]


# js/bounded.js -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("length", [True, False], ids=["declared", "counted"])
def test_a_build_json_of_exactly_its_limit_is_read(browser_context, site, paced, length):
    """Mutants ``Number(declared) >= limit`` (declared) and ``total >= limit`` (counted): a body of exactly the limit
    is within it and read; one byte more is refused. Both mutants refused the body of exactly the limit."""
    limit = _build_limit(site)
    served = paced({"/build.json": {"body": _build_padded(site, limit), "length": length}})
    page = _ready(_page(browser_context, served.url))
    assert page.locator("#samples a").count() > 0, page.inner_text("#samples")
    assert page.errors == []
    page.close()
    over = paced({"/build.json": {"body": _build_padded(site, limit + 1), "length": length}})
    page = _ready(_page(browser_context, over.url))
    assert page.inner_text("#samples").startswith("build.json is ")
    assert page.locator("#samples a").count() == 0
    page.close()


def test_a_body_arriving_fast_enough_past_the_grace_is_read(browser_context, site, paced):
    """640 KiB at once, then nothing for 15 s (the page's clock), then the rest: the bytes so far earned 10 s more
    than the grace, so the body is read. Mutants: the deadline not moved by the bytes that arrived (``GRACE_MS -
    Date.now()``, or ``arrived()`` not called) left it as too slow at 10 s."""
    body = _build_padded(site, 900_000)
    served = paced({"/build.json": {"body": body, "hold": 640 * 1024}})
    page = _paused(browser_context, served.url, served, moved_ms=0)
    time.sleep(3.0)  # the first part arrives in the page; its clock is paused, so the wait costs it nothing
    page.clock.fast_forward(15_000)
    served.go.set()
    _ready(page)
    assert page.locator("#samples a").count() > 0, page.inner_text("#samples")
    assert page.errors == []
    page.close()


def test_the_grace_is_ten_seconds_of_the_pages_clock(browser_context, paced):
    """With the page's clock paused, 10.5 s moved on is past the grace: a drip is left then. Mutant ``GRACE_MS =
    20_000``: the drip was still read (the drip tests of review 51i move the clock 15 s and the real time runs on
    past 20 s within their wait)."""
    served = paced({"/build.json": {"drip": True}})
    page = browser_context.new_page()
    page.clock.install(time=1_800_000_000_000)
    page.clock.pause_at(1_800_000_001_000)
    page.goto(served.url)
    assert served.asked.wait(10), "build.json was never asked for"
    time.sleep(0.5)
    page.clock.fast_forward(10_500)
    page.wait_for_function(
        "document.getElementById('samples').textContent.includes('arrived too slowly')", timeout=20_000
    )
    assert re.match("^build.json" + SLOW + "$", page.inner_text("#samples"))
    page.close()


def test_a_missing_build_json_is_said_once_by_its_status(browser_context, paced):
    """Mutant ``err.message`` for ``err.message.replace(/^build\\.json: /, "")``: the file was named twice."""
    served = paced({"/build.json": {"body": b"", "status": 404}})
    page = _ready(_page(browser_context, served.url))
    assert page.inner_text("#samples") == "no build.json here (HTTP 404): run `make web` and serve web/dist."
    page.close()


# js/viewer.js --------------------------------------------------------------------------------------------------


def test_a_manifest_dripped_is_said_as_too_slow_and_the_replay_checked_without_it(browser_context, paced):
    """Mutant ``err instanceof TooLarge`` in loadManifest: a manifest too slow was "could not fetch the manifest"."""
    served = paced({"/m.json": {"drip": True}})
    page = _paused(browser_context, served.url + "?replay=samples/kuhn.replay.jsonl&manifest=m.json", served)
    page.wait_for_function("document.getElementById('error').textContent.endsWith('checked without it.')")
    text = page.inner_text("#error")
    assert re.match("^Cannot open this replay. m.json" + SLOW + " The replay is checked without it.$", text), text
    page.close()


def test_results_dripped_are_said_and_the_replay_shown_without_them(browser_context, paced):
    """Mutant ``err instanceof TooLarge`` for the results: results too slow were dropped without a word."""
    served = paced({"/r.json": {"drip": True}})
    page = _paused(browser_context, served.url + "?replay=samples/kuhn.replay.jsonl&results=r.json", served)
    page.wait_for_function("document.getElementById('error').textContent.endsWith('shown without it.')")
    text = page.inner_text("#error")
    assert re.match("^Cannot open this replay. r.json" + SLOW + " The replay is shown without it.$", text), text
    assert page.inner_text("#position").startswith("hand 1 of ")
    page.close()


# js/integrity.js -----------------------------------------------------------------------------------------------


def _items(page) -> list[str]:
    items = page.locator("ul.weigh li")
    return [items.nth(k).inner_text() for k in range(items.count())]


def _integrity(browser_context, site, answers: dict, query: str = ""):
    served = ServedSite(site, {path: (lambda body=body: body) for path, body in answers.items()})
    return served, fresh(browser_context, served.url + "integrity.html" + query)


def test_an_empty_replays_folder_links_the_replays_beside_the_page(browser_context, site):
    """``?replays=`` (empty: the replays beside the page) is the reader's folder. Mutant ``if (places.folder)``: the
    empty folder was taken as none given, and the hand drawn "not linked: no episode index is published here"."""
    report = json.dumps(flag_report([{"episode": "e1", "hand": 0, "residual": 1}])).encode()
    served, page = _integrity(browser_context, site, {"/api/blobs/public/integrity.json": report}, "?replays=")
    try:
        assert page.locator("ul.weigh a").get_attribute("href") == "./?replay=e1.jsonl&hand=1"
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_an_index_too_large_to_read_is_as_none_for_the_hand_links(browser_context, site, paced):
    """An episode index refused by its length: the hand says no index is published. Mutant ``if (!index)`` (a
    refused index read as an empty one): "the episode index does not list this episode", which it may well do."""
    report = json.dumps(flag_report([{"episode": "e1", "hand": 0, "residual": 1}])).encode()
    served = paced(
        {
            "/api/blobs/public/episodes.json": {"body": b"{", "declare": MAX_REPLAY_BYTES + 1},
            "/api/blobs/public/integrity.json": {"body": report},
        }
    )
    page = _ready(_page(browser_context, served.url + "integrity.html"))
    assert _items(page) == ["e1 hand 1 (not linked: no episode index is published here) (residual 1)"]
    assert page.errors == []
    page.close()


def test_a_league_folder_links_only_the_ids_a_league_writes(browser_context, site):
    """A league folder's report: ids of 1 to 100 characters of a-z, 0-9 and '-' (not first) are linked, others not.
    Mutants of LEAGUE_ID: no ``^`` (linked "Ab", "-ab"), no ``$`` (linked "ab_"), ``{0,100}`` (linked 101 a's), no
    test at all (linked each); and without ``typeof episode !== "string"`` the number 5 was linked as "5"."""
    ids = ["a" * 100, "a" * 101, "Ab", "-ab", "ab_", "a/b", 5]
    report = json.dumps(flag_report([{"episode": e, "hand": 0, "residual": 1} for e in ids])).encode()
    served, page = _integrity(browser_context, site, {"/integrity.json": report})
    try:
        items = _items(page)
        linked = [a.get_attribute("href") for a in page.locator("ul.weigh a").all()]
        assert linked == [f"./?replay=episodes%2F{'a' * 100}.replay.jsonl&hand=1&manifest=manifest.json"]
        why = "(not linked: its episode id is none a league names its files by)"
        assert [why in item for item in items] == [False, True, True, True, True, True, False], items
        assert items[6] == "5 hand 1 (not linked: the report gives no episode id (a text) for it) (residual 1)"
        page.close()
    finally:
        served.close()


def _nested(levels: int) -> str:
    """A report whose deepest list is ``levels`` levels down (the report itself is level 1)."""
    body = json.dumps(flag_report([]))
    return body[:-1] + ', "x": ' + "[" * (levels - 1) + "]" * (levels - 1) + "}"


@pytest.mark.parametrize(("levels", "drawn"), [(64, True), (65, False)])
def test_a_report_64_levels_deep_is_drawn_and_65_is_not(browser_context, site, levels, drawn):
    """DEPTH is 64 levels. Mutants ``DEPTH = 65`` (drew 65) and ``DEPTH = 63`` (refused 64)."""
    served, page = _integrity(browser_context, site, {"/api/blobs/public/integrity.json": _nested(levels).encode()})
    try:
        said = "the report is nested deeper than 64 levels; it is not drawn"
        assert (page.locator("#flags").count() == 1) is drawn
        assert (said in (page.inner_text("#error") if page.is_visible("#error") else "")) is not drawn
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_a_flag_naming_three_agents_is_said_to_be_damaged(browser_context, site):
    """A flag names a pair. Mutant ``agents.length >= 2``: three names were drawn as the first two, unsaid."""
    report = json.dumps(flag_report([])).replace('"agents": ["a", "b"]', '"agents": ["a", "b", "c"]').encode()
    served, page = _integrity(browser_context, site, {"/api/blobs/public/integrity.json": report})
    try:
        assert "agents is not a list of two names" in page.inner_text("#flags")
        assert page.inner_text("#flags h3") == "dump: ? \u2192 ?"
        page.close()
    finally:
        served.close()


def test_a_p_of_one_is_a_p_value_and_a_text_p_is_not_the_smallest(browser_context, site):
    """A flag's p of 1 reads "p = 1"; a pair whose only test gives its p as the text "0.001" reads 1, not strong.
    Mutants: ``p < 1`` in isP drew "p 1 (not a p-value)"; ``Math.min(m, Number(p))`` in the matrix cell took the
    text for a p and drew the pair strong at 0.001."""
    report = flag_report([])
    report["flags"][0] |= {"p": 1, "pHolm": 1}
    report["pairs"] = [{"agent": "a", "other": "b", "tests": {"dump": {"p": "0.001"}}}]
    served, page = _integrity(browser_context, site, {"/api/blobs/public/integrity.json": json.dumps(report).encode()})
    try:
        assert "p = 1 (Holm-adjusted 1)" in page.inner_text("#flags article.flag")
        cell = page.locator("#matrix td[data-p]").first  # row a, column b: the pair the report gives
        assert cell.inner_text() == "1" and cell.get_attribute("class") == ""
        page.close()
    finally:
        served.close()


def test_a_report_field_given_as_null_or_left_out_is_drawn_as_absent(browser_context, site):
    """``pinned`` and ``method`` as null, and a mirror section with no ``flags``, are as if absent: no "Not as the
    report format writes it" line; a flag with no ``pHolm`` reads "Holm-adjusted -". Mutants: reportProblems without
    ``report[key] !== null`` said "pinned is not an object"; the mirror's check without ``section[key] !==
    undefined`` said "mirror flags is not a list"; pValue without ``p === undefined`` said "nothing (not a p-value)"."""
    report = flag_report([]) | {"pinned": None, "method": None, "mirror": {"agents": {}}}
    del report["flags"][0]["pHolm"]
    served, page = _integrity(browser_context, site, {"/api/blobs/public/integrity.json": json.dumps(report).encode()})
    try:
        assert page.locator("#flags article.flag").count() == 1 and page.locator("#mirror").count() == 1
        assert page.locator("#damaged, #mirror-damaged").count() == 0, page.inner_text("body")[:500]
        assert "p = 0.001 (Holm-adjusted \u2013)" in page.inner_text("#flags article.flag")
        page.close()
    finally:
        served.close()
