"""Review sw51m (browser): the service worker keeps only what the page read whole, within the viewer's limits.

Until review sw51m web/sw.js cloned every same-origin answer it handled (all but the API's running episodes: the
site's files, its pages, replays, results, manifests, indexes and reports) and stored the clone whole. The clone
read on after the page had refused a body: a 300 MB answer was read to its end (and stored), and a dripped one was
kept open after the page had left it. Now the worker passes the network's body to the page and keeps a copy only
when the page reads it to the end within the largest of js/limits.js's limits (written into sw.js by web/build.py);
a refused or abandoned body cancels the network's stream and nothing is kept.

The hostile bodies are streamed a MiB at a time from a server thread that stops when the browser stops reading.
"""

from __future__ import annotations

import json
import re
import time

import pytest
from support.pages import fresh
from support.sites import HostileBodies

from cosino.arena.manifest import MAX_MANIFEST_BYTES
from cosino.arena.replay import MAX_REPLAY_BYTES

BIG = 300_000_000
MIB = 1 << 20
KEYS = "caches.open('cosino-viewer-v1').then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))"


class Streams(HostileBodies):
    """Hostile bodies as :class:`HostileBodies` says, a drip opening a JSON value first."""

    drip_start = b"{"


@pytest.fixture
def streams(site):
    made = []

    def serve(answers: dict) -> Streams:
        made.append(Streams(site, answers))
        return made[-1]

    yield serve
    for server in made:
        server.close()


def _controlled(browser_context, served: Streams):
    """A viewer page of ``served`` once its service worker controls it and holds the site's files."""
    page = fresh(browser_context, served.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function(f"{KEYS}.then(k => k.includes('/build.json'))", timeout=60_000)
    return page


def _limit(kind: str, limit: int) -> str:
    return f"the viewer's {kind} limit of {limit:,} bytes ({limit // MIB} MiB); it was not read."


def test_a_300_mb_length_is_neither_read_on_nor_kept(browser_context, streams):
    """Content-Length 300,000,000: the page refuses it by its length; the worker stops reading too and keeps
    nothing. Before: its clone read the body on after the page refused it."""
    served = streams({"/big.replay.jsonl": ("length", BIG)})
    page = _controlled(browser_context, served)
    page.goto(served.url + "?replay=big.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    said = "big.replay.jsonl is 300,000,000 bytes, larger than " + _limit("replay", MAX_REPLAY_BYTES)
    assert page.inner_text("#error") == "Cannot open this replay. " + said
    assert served.ended["/big.replay.jsonl"].wait(30), "the 300 MB answer was still being read"
    assert served.sent["/big.replay.jsonl"] < BIG
    page.wait_for_timeout(500)
    assert "/big.replay.jsonl" not in page.evaluate(KEYS)
    assert page.errors == []
    page.close()


def test_a_body_past_the_pages_limit_is_neither_read_on_nor_kept(browser_context, streams):
    """A manifest of 300 MB with no length: the page refuses it past the manifest's 64 MiB; the worker lets the
    network go with it and keeps nothing. Before: the clone read all 300 MB and stored them."""
    served = streams({"/m.json": ("endless", BIG)})
    page = _controlled(browser_context, served)
    page.goto(served.url + "?replay=samples/kuhn.replay.jsonl&manifest=m.json")
    page.wait_for_selector("body[data-ready='1']")
    said = "m.json is larger than " + _limit("manifest", MAX_MANIFEST_BYTES)
    assert page.inner_text("#error") == f"Cannot open this replay. {said} The replay is checked without it."
    assert served.ended["/m.json"].wait(30), "the refused manifest was still being read"
    assert served.sent["/m.json"] < BIG
    page.wait_for_timeout(500)
    assert "/m.json" not in page.evaluate(KEYS)
    page.close()


def test_a_dripped_body_the_page_left_is_closed_and_not_kept(browser_context, streams):
    """A byte a second: once the page leaves it (its clock moved past the grace), the worker's read ends with it.
    Before: the clone kept the dripping connection open."""
    served = streams({"/slow.replay.jsonl": ("drip", 0)})
    page = _controlled(browser_context, served)
    page.clock.install()
    page.goto(served.url + "?replay=slow.replay.jsonl")
    time.sleep(1)
    page.clock.fast_forward(15_000)
    page.wait_for_selector("body[data-ready='1']")
    assert re.match("^Cannot open this replay. slow.replay.jsonl arrived too slowly", page.inner_text("#error"))
    assert served.ended["/slow.replay.jsonl"].wait(20), "the dripped answer was still open"
    assert "/slow.replay.jsonl" not in page.evaluate(KEYS)
    page.close()


def test_an_ordinary_replay_is_kept_and_served_offline(browser_context, site, streams):
    """A replay fetched from the API (not one of the site's files) is still kept, and a reload offline shows it."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    results = (site / "samples" / "kuhn.results.json").read_bytes()
    served = streams({"/api/blobs/x/k.replay.jsonl": replay, "/api/blobs/x/k.results.json": results})
    page = _controlled(browser_context, served)
    page.goto(served.url + "?replay=api%2Fblobs%2Fx%2Fk.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert "kuhn" in page.inner_text("#title")
    page.wait_for_function(f"{KEYS}.then(k => k.includes('/api/blobs/x/k.replay.jsonl'))", timeout=30_000)
    kept = "caches.match('api/blobs/x/k.replay.jsonl').then(r => r.text())"
    assert page.evaluate(kept) == replay.decode()
    browser_context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        assert "kuhn" in page.inner_text("#title") and page.is_hidden("#error")
    finally:
        browser_context.set_offline(False)
    assert page.errors == []
    page.close()


def test_an_answer_the_cache_refuses_still_reaches_the_page(browser_context, site, streams):
    """A replay sent with ``Vary: *`` makes the cache's write fail: the page reads it all the same."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    served = streams({"/v.replay.jsonl": ("vary", replay)})
    page = _controlled(browser_context, served)
    page.goto(served.url + "?replay=v.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert "kuhn" in page.inner_text("#title") and page.is_hidden("#error")
    assert served.ended["/v.replay.jsonl"].wait(20)
    page.wait_for_timeout(500)
    assert "/v.replay.jsonl" not in page.evaluate(KEYS)
    assert page.errors == []
    page.close()


def test_the_worker_keeps_no_more_than_the_largest_of_the_pages_limits(site):
    """sw.js's limits are js/limits.js's, as the build wrote both."""
    text = (site / "js" / "limits.js").read_text()
    limits = json.loads(text[text.index("{") : text.rindex("}") + 1])
    written = re.search(r"^const LIMITS = (\{.*\});$", (site / "sw.js").read_text(), re.M)
    assert written and json.loads(written.group(1)) == limits
