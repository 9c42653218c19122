"""The service worker after a rebuild: Pyodide's files are served cache-first under names without
a version, so a new Pyodide must reach a browser that already holds the old one."""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import shutil
import threading

from support.sites import QuietHandler


@contextlib.contextmanager
def _serving(handler: type, directory):
    """A local server of ``directory`` through ``handler``; yields its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _controlled_page(browser_context, base: str):
    """A viewer page at ``base`` once the service worker controls it."""
    page = browser_context.new_page()
    page.goto(f"{base}/?replay=samples/kuhn.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    return page


KEPT = "caches.open('cosino-viewer-v1').then(c => c.match('pyodide/package.json')).then(r => r ? r.text() : null)"


def test_a_new_pyodide_replaces_the_offline_copy_of_the_old_one(browser_context, site, manifest, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site, copy)
    sw = copy / "sw.js"
    stamp = f"const PYODIDE_VERSION = {json.dumps(manifest['pyodide'])};"
    assert stamp in sw.read_text()  # the build wrote its Pyodide into the worker
    with _serving(QuietHandler, copy) as base:
        page = _controlled_page(browser_context, base)
        for _ in range(120):
            if page.evaluate(KEPT) is not None:
                break
            page.wait_for_timeout(500)
        # The next build, with another Pyodide: its files change under the same names, and so does sw.js.
        upgraded = json.dumps({"name": "pyodide", "version": "next"})
        (copy / "pyodide" / "package.json").write_text(upgraded)
        sw.write_text(sw.read_text().replace(stamp, 'const PYODIDE_VERSION = "next";'))
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        served = "fetch('pyodide/package.json').then(r => r.text())"
        for _ in range(120):  # the new worker installs, then serves the new files
            if page.evaluate(served) == upgraded:
                break
            page.wait_for_timeout(500)
        assert page.evaluate(served) == page.evaluate(KEPT) == upgraded
        page.close()


class _Api(QuietHandler):
    """The site, and under /api/ a JSON answer naming the path it was asked (as `cosino serve` answers)."""

    def do_GET(self) -> None:
        if not self.path.startswith("/api/"):
            return super().do_GET()
        body = json.dumps({"path": self.path}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


KEYS = "caches.open('cosino-viewer-v1').then(c => c.keys()).then(k => k.map(r => r.url.replace(location.origin, '')))"


def test_the_api_episodes_are_never_kept_only_the_published_blobs(browser_context, site):
    # The listing (/api/episodes?status=running) and a path with a doubled slash, which the server
    # routes as /api/episodes/x, were stored: offline, a stale list of running episodes was served.
    with _serving(_Api, site) as base:
        page = _controlled_page(browser_context, base)
        asked = ("api/episodes?status=running", "api//episodes/e1/events", "api/episodes/e1", "api/blobs/r.jsonl")
        for path in asked:
            assert page.evaluate(f"fetch({path!r}).then(r => r.json())")["path"] == "/" + path
        page.wait_for_function(f"{KEYS}.then(k => k.includes('/api/blobs/r.jsonl'))", timeout=30_000)
        page.wait_for_timeout(1000)  # the answers asked before it were stored (or not) by now
        assert [k for k in page.evaluate(KEYS) if k.startswith("/api/")] == ["/api/blobs/r.jsonl"]
        page.close()


def test_offline_a_query_is_ignored_for_pages_only(browser_context, site):
    # Offline, the worker matched every request with ignoreSearch: a kept answer was served for
    # any other query of its path (an API read that names what it wants by its query). Only a
    # page opened with another query (?replay=...) may fall back to the kept page.
    with _serving(_Api, site) as base:
        page = _controlled_page(browser_context, base)
        assert page.evaluate("fetch('api/blobs/r.jsonl').then(r => r.json())")["path"] == "/api/blobs/r.jsonl"
        page.wait_for_function(f"{KEYS}.then(k => k.includes('/api/blobs/r.jsonl'))", timeout=30_000)
        browser_context.set_offline(True)
        try:
            kept = "fetch('api/blobs/r.jsonl').then(r => r.json()).then(v => v.path)"
            other = "fetch('api/blobs/r.jsonl?as=other').then(r => r.json()).then(v => v.path, () => 'refused')"
            assert page.evaluate(kept) == "/api/blobs/r.jsonl"
            assert page.evaluate(other) == "refused"
            page.goto(f"{base}/?replay=samples/leduc.replay.jsonl")  # a page: the kept one, whatever its query
            page.wait_for_selector("body")
            assert page.title()
            page.close()
        finally:
            browser_context.set_offline(False)
