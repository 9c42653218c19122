"""Files over the viewer's size bounds are refused before they are read, with one line naming them.

The bounds are the core's (``MAX_REPLAY_BYTES`` for a replay and a results file, ``MAX_MANIFEST_BYTES``
for a manifest: what ``cosino verify`` reads), written into js/limits.js by web/build.py. A file
from disk is judged by its size, a fetched one by its Content-Length, or when there is none by the
bytes as they arrive. The big files here are sparse: they take no disk space.
"""

from __future__ import annotations

import http.server
import threading

import pytest
from support.pages import fresh, wait_for_verdict

from cosino.arena.manifest import MAX_MANIFEST_BYTES
from cosino.arena.replay import MAX_REPLAY_BYTES

REPLAY_LIMIT = f"the viewer's replay limit of {MAX_REPLAY_BYTES:,} bytes (256 MiB)"
RESULTS_LIMIT = f"the viewer's results limit of {MAX_REPLAY_BYTES:,} bytes (256 MiB)"
MANIFEST_LIMIT = f"the viewer's manifest limit of {MAX_MANIFEST_BYTES:,} bytes (64 MiB)"


def _sparse(path, size: int):
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def _error_line(page) -> str:
    text = page.inner_text("#error")
    assert "\n" not in text.strip(), text
    return text


def test_a_replay_file_over_the_bound_is_refused_by_its_size(browser_context, base_url, site, tmp_path):
    huge = _sparse(tmp_path / "huge.replay.jsonl", MAX_REPLAY_BYTES + 1)
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(huge)])
    page.wait_for_selector("#error:not([hidden])")
    text = _error_line(page)
    assert f"huge.replay.jsonl is {MAX_REPLAY_BYTES + 1:,} bytes, larger than {REPLAY_LIMIT}" in text
    assert page.is_hidden("#viewer") and page.errors == []
    # The page stays usable, and a file at the bound's side opens as before.
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl")])
    page.wait_for_selector("#title:has-text('kuhn.replay.jsonl')")
    assert page.is_hidden("#error")
    page.close()


def test_a_results_file_over_the_bound_is_set_aside_and_the_replay_shown(browser_context, base_url, site, tmp_path):
    huge = _sparse(tmp_path / "huge.results.json", MAX_REPLAY_BYTES + 1)
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl"), str(huge)])
    page.wait_for_selector("#title:has-text('kuhn.replay.jsonl')")
    text = _error_line(page)
    assert f"huge.results.json is {MAX_REPLAY_BYTES + 1:,} bytes, larger than {RESULTS_LIMIT}" in text
    assert page.is_visible("#viewer") and page.errors == []
    page.close()


def test_a_replay_url_over_the_bound_is_refused_by_its_content_length(browser_context, base_url, extra_dir):
    _sparse(extra_dir / "huge.replay.jsonl", MAX_REPLAY_BYTES + 1)  # the test server sends Content-Length
    page = fresh(browser_context, base_url + "?replay=extra/huge.replay.jsonl")
    text = _error_line(page)
    assert f"extra/huge.replay.jsonl is {MAX_REPLAY_BYTES + 1:,} bytes, larger than {REPLAY_LIMIT}" in text
    assert page.is_hidden("#viewer") and page.errors == []
    page.close()


def test_a_results_url_and_a_manifest_over_their_bounds_are_set_aside(browser_context, base_url, site, extra_dir):
    _sparse(extra_dir / "huge.results.json", MAX_REPLAY_BYTES + 1)
    _sparse(extra_dir / "huge.manifest.json", MAX_MANIFEST_BYTES + 1)
    query = "?replay=samples/kuhn.replay.jsonl&results=extra/huge.results.json&manifest=extra/huge.manifest.json"
    page = fresh(browser_context, base_url + query)
    assert page.is_visible("#viewer") and page.errors == []
    text = _error_line(page)
    assert f"extra/huge.manifest.json is {MAX_MANIFEST_BYTES + 1:,} bytes, larger than {MANIFEST_LIMIT}" in text
    assert f"extra/huge.results.json is {MAX_REPLAY_BYTES + 1:,} bytes, larger than {RESULTS_LIMIT}" in text
    page.close()


@pytest.fixture
def endless_server(site):
    """The site, beside a replay with no Content-Length (HTTP/1.0, the body ends when the connection
    does) that goes on past the bound; it counts what it managed to send before the reader hung up.
    The replay is on the page's own origin: the viewer reads no other."""
    sent = {"bytes": 0, "done": threading.Event()}
    chunk = b"\n" * (1024 * 1024)

    class Endless(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, directory=str(site), **kwargs)

        def do_GET(self) -> None:
            if self.path != "/endless.replay.jsonl":
                super().do_GET()
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/x-ndjson")
            self.end_headers()
            try:
                while sent["bytes"] < 2 * MAX_REPLAY_BYTES:
                    self.wfile.write(chunk)
                    sent["bytes"] += len(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
            finally:
                sent["done"].set()

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Endless)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", sent
    server.shutdown()
    server.server_close()


def test_a_replay_url_without_a_length_is_abandoned_past_the_bound(browser_context, endless_server):
    base, sent = endless_server
    page = fresh(browser_context, base + "?replay=endless.replay.jsonl")
    text = _error_line(page)
    assert f"endless.replay.jsonl is larger than {REPLAY_LIMIT}; it was not read." in text
    assert page.is_hidden("#viewer") and page.errors == []
    assert sent["done"].wait(30)
    # The page hung up soon after the bound; what the server got out beyond it sat in socket buffers.
    assert sent["bytes"] < MAX_REPLAY_BYTES + 64 * 1024 * 1024, sent["bytes"]
    page.close()


VERIFY_DIRECT = """async (size) => {
  const { verifyInBrowser } = await import("./js/verify.js");
  const build = await (await fetch("build.json")).json();
  const sample = new Uint8Array(await (await fetch("samples/kuhn.replay.jsonl")).arrayBuffer());
  const manifest = new Uint8Array(size);  // the smallest bound: 64 MiB of zeros, not 256
  const verdict = await verifyInBrowser(build.wheel, sample, null, null, manifest);
  return [verdict.status, verdict.message];
}"""


def test_the_verifier_refuses_bytes_over_the_bound_before_python_sees_them(browser_context, base_url):
    # Any page of the origin may post a job to the (shared) verifier, not only one that checked the size.
    page = fresh(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    status, message = page.evaluate(VERIFY_DIRECT, MAX_MANIFEST_BYTES + 1)
    assert (status, message) == ("invalid", f"manifest: larger than {MAX_MANIFEST_BYTES} bytes")
    page.click("#verify")  # the verifier lives on
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    page.close()
