"""Review sw52c (browser): the service worker's install reads each site file within what the build wrote.

Until review sw52c web/sw.js cached the files build.json lists with ``cache.addAll``: each body was read whole, of
any size and at any pace, and kept. A host serving a 300 MB file at a site file's path filled the browser's cache
with it, and one dripping a byte a second held the install open for as long as it dripped. Now build.json gives
each site file's size and SHA-256 (``offlineFiles``), and the install reads each within its built size (refused by
Content-Length, then by the bytes that arrive), under the page's grace and rate rule (js/bounded.js's GRACE_MS and
MIN_RATE, written into sw.js by web/build.py), and keeps it only when its digest is the built one. A refused file
is left out of the offline copy (the network serves it later); the rest of the install goes on.

And two viewer.js mutants review 51o left alive (its "gaps left"): ``clearError`` without ``live &&``, and
``showError`` not dropping a running episode's standing notice mark. Each test names the mutant it kills.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from pathlib import Path

import pytest
from support.pages import events_route, fresh, route, unroute
from support.sites import HostileBodies

BIG = 300_000_000
MIB = 1 << 20
CACHE = "caches.open('cosino-viewer-v1')"
KEYS = f"{CACHE}.then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))"
# A bound on a hang: an install on this machine takes a few seconds, a drip is left after 10 s of the worker's time.
HANG_MS = 60_000


class SiteFiles(HostileBodies):
    """The site's own files answered as :class:`HostileBodies` says, as plain text."""

    content_type = "text/plain"


@pytest.fixture
def site_files(site):
    made = []

    def serve(answers: dict) -> SiteFiles:
        made.append(SiteFiles(site, answers))
        return made[-1]

    yield serve
    for server in made:
        server.close()


def _installed(browser_context, served: SiteFiles):
    """A viewer page of ``served`` once its service worker is active (its install over) and controls the page."""
    page = fresh(browser_context, served.url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=HANG_MS)
    return page


def _kept(page, path: str) -> bytes | None:
    """The offline copy's bytes for ``path`` (None: not kept)."""
    script = f"""{CACHE}.then(c => c.match({json.dumps(path)})).then(async (r) =>
        r ? Array.from(new Uint8Array(await r.arrayBuffer())) : null)"""
    kept = page.evaluate(script)
    return None if kept is None else bytes(kept)


def _digest_of(page, path: str) -> str | None:
    """The SHA-256 of the offline copy of ``path``, worked out in the page (the snapshot is 30-40 MB)."""
    script = f"""{CACHE}.then(c => c.match({json.dumps(path)})).then(async (r) => r ? Array.from(
        new Uint8Array(await crypto.subtle.digest("SHA-256", await r.arrayBuffer())),
        (b) => b.toString(16).padStart(2, "0")).join("") : null)"""
    return page.evaluate(script)


def _assert_the_rest_kept_whole(page, site: Path, manifest: dict, refused: set[str]) -> None:
    """Every site file but ``refused`` is in the offline copy with its built bytes, and the site's root page too."""
    keys = set(page.evaluate(KEYS))
    expected = {"/", "/build.json"} | {"/" + path for path in manifest["offline"]}
    assert keys == expected - refused
    for path in sorted(expected - refused - {"/"}):
        want = hashlib.sha256((site / path.lstrip("/")).read_bytes()).hexdigest()
        assert _digest_of(page, path) == want, path
    assert _kept(page, "/") == (site / "index.html").read_bytes()


def test_the_build_lists_each_site_files_size_and_digest(site, manifest):
    """build.json's ``offlineFiles`` gives each file of ``offline`` its length and SHA-256, as written."""
    files = manifest["offlineFiles"]
    assert sorted(files) == manifest["offline"]
    for path, built in files.items():
        data = (site / path).read_bytes()
        assert built == {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}, path


def test_the_worker_paces_its_reads_as_the_page_does(site):
    """sw.js's GRACE_MS and MIN_RATE are js/bounded.js's, as the build wrote them."""
    bounded = (site / "js" / "bounded.js").read_text()
    worker = (site / "sw.js").read_text()
    for name in ("GRACE_MS", "MIN_RATE"):
        given = re.search(rf"^export const {name} = (.+);$", bounded, re.M)
        written = re.search(rf"^const {name} = (.+);$", worker, re.M)
        assert given and written and written.group(1) == given.group(1), name


def test_site_files_larger_or_other_than_built_are_not_kept(browser_context, site, manifest, site_files):
    """Four site files served otherwise than built: a Content-Length of 300 MB, 300 MB with no length, one byte
    more than built, and the built length with one byte changed. The install reads none of the big ones past its
    built size, keeps none of the four, keeps every other file whole, and the page still gets each refused file
    from the network. Before: all four were read to their end and kept (300 MB each for the big ones)."""
    longer = (site / "integrity.html").read_bytes() + b"\n"
    changed = bytearray((site / "js" / "integrity.js").read_bytes())
    changed[0] ^= 1
    answers = {
        "/leaderboard.html": ("length", BIG),
        "/js/leaderboard.js": ("endless", BIG),
        "/integrity.html": longer,
        "/js/integrity.js": bytes(changed),
    }
    served = site_files(answers)
    page = _installed(browser_context, served)
    for path in ("/leaderboard.html", "/js/leaderboard.js"):
        assert served.ended[path].wait(20), f"{path} was still being read"
        assert served.sent[path] < 64 * MIB, (path, served.sent[path])
    _assert_the_rest_kept_whole(page, site, manifest, set(answers))
    fetched = "fetch('js/integrity.js').then(r => r.arrayBuffer()).then(b => Array.from(new Uint8Array(b)))"
    assert bytes(page.evaluate(fetched)) == bytes(changed)  # left to the network: its answer, as served
    assert page.errors == []
    page.close()


def test_a_dripped_site_file_is_left_and_the_install_goes_on(browser_context, site, manifest, site_files):
    """A site file dripped a byte a second: the install leaves it past the grace (10 s of the worker's time) and
    completes with every other file kept. Before: the install waited on the drip for as long as it lasted."""
    served = site_files({"/samples/kuhn.results.json": ("drip", 0)})
    started = time.monotonic()
    page = _installed(browser_context, served)
    assert served.ended["/samples/kuhn.results.json"].wait(20), "the dripped answer was still open"
    assert time.monotonic() - started >= 10  # the grace: not left at once
    _assert_the_rest_kept_whole(page, site, manifest, {"/samples/kuhn.results.json"})
    assert page.errors == []
    page.close()


def test_an_honest_site_is_kept_whole(browser_context, site, manifest, site_files):
    """Nothing served otherwise: the install keeps every site file, the root page and build.json, byte for byte."""
    served = site_files({})
    page = _installed(browser_context, served)
    _assert_the_rest_kept_whole(page, site, manifest, set())
    assert json.loads(_kept(page, "/build.json")) == manifest
    page.close()


# js/viewer.js: the mutants review 51o left -----------------------------------------------------------------------

NOTICE = "Not what the address names. ?hand=0 names no hand: hands are counted from 1 to 2."


def _kuhn_log(site) -> list[dict]:
    """The Kuhn sample's public log of its first two hands (no seed, no end): a running episode's."""
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    log = [header, *(r for r in map(json.loads, lines[1:]) if r["type"] not in ("end", "audit"))]
    return log[: [i for i, r in enumerate(log) if r["type"] == "hand"][2]]


def _alert(page) -> str:
    return page.inner_text("#error") if page.locator("#error").is_visible() else ""


def _episode_routes(episode: str, logs) -> dict:
    """The API answering ``episode`` as running, its events ``logs()`` at each poll."""
    return {
        f"**/api/episodes/{episode}": lambda r: r.fulfill(status=200, body=json.dumps({"status": "running"})),
        events_route(episode): lambda r: r.fulfill(
            status=200, body=json.dumps({"episode": episode, "view": "public", "events": logs()})
        ),
    }


def test_a_file_opened_over_a_running_episode_clears_its_address_notice(browser_context, base_url, site):
    """``?episode=e52c&hand=0``: the notice stands through the polls; the reader then opens the Kuhn sample from
    disk, and the notice goes with the episode it was said for. Mutant ``clearError`` without ``live &&``: the
    notice stayed standing over the file."""
    log = _kuhn_log(site)
    routes = _episode_routes("e52c", lambda: log)
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + "?episode=e52c&hand=0")
        assert _alert(page) == NOTICE
        page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl")])
        page.wait_for_function("document.getElementById('title').textContent.includes('kuhn.replay.jsonl')")
        assert _alert(page) == ""
        page.wait_for_timeout(2_000)  # a poll more: the log is unchanged, nothing is reopened or said
        assert _alert(page) == "" and "kuhn.replay.jsonl" in page.inner_text("#title")
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_an_error_between_polls_does_not_stand_through_the_later_ones(browser_context, base_url, site):
    """``?episode=e52d&hand=0`` (a standing notice), then a poll whose log has a line that is no record: the
    error replaces the notice; the next poll's log is whole again and clears it. Mutant ``showError`` keeping
    the notice's mark: the error stood through every later poll, over a replay drawn fine."""
    log = _kuhn_log(site)
    stages = [log[:-2], [*log[:-2], 5], log]  # each longer: a poll redraws only a log of a new length
    polls = {"n": 0}

    def logs() -> list:
        shown = stages[min(polls["n"], len(stages) - 1)]
        polls["n"] += 1
        return shown

    routes = _episode_routes("e52d", logs)
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + "?episode=e52d&hand=0")
        assert _alert(page) == NOTICE
        page.wait_for_function("document.getElementById('error').textContent.includes('line ')", timeout=20_000)
        said = _alert(page)
        assert said.startswith("Cannot open this replay. e52d (live): line ") and "Not what" not in said, said
        page.wait_for_function("document.getElementById('error').hidden", timeout=20_000)
        assert page.inner_text("#position").startswith("hand 2 of 2") and polls["n"] >= 3
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
