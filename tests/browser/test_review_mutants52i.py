"""Review 52i (browser): a mutation review of the service worker's install (web/sw.js, review sw52c).

Mutants were written by hand into the built web/dist/sw.js (its entry in build.json's ``offlineFiles`` rewritten to
match) and the service worker's browser tests run against each. These tests kill the ones that survived; each names
the mutant it kills. And one defect the review found: each site file was written into the cache as it was read, and
the running worker serves from that cache, so a failed install left half the next build's files among its own. Every
site here is served on an origin of its own, so each test installs a fresh worker.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import mimetypes
import threading
import time
from pathlib import Path
from typing import Callable

import pytest
from support.pages import fresh
from support.sites import ServedSite

CACHE = "caches.open('cosino-viewer-v1')"
KEYS = f"{CACHE}.then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))"
HANG_MS = 60_000  # a bound on a hang: an install here takes a few seconds
# Wait for the page's worker to be activated, or to be dropped as redundant (its install failed).
INSTALL_OUTCOME = """async () => {
  const reg = (await navigator.serviceWorker.getRegistration()) || (await navigator.serviceWorker.register("sw.js"));
  const worker = reg.installing || reg.waiting || reg.active;
  const over = () => worker.state === "activated" || worker.state === "redundant";
  if (!over()) {
    await new Promise((done) => {
      worker.addEventListener("statechange", () => over() && done());
      setTimeout(done, 60_000);
    });
  }
  return worker.state;
}"""

# Ask for the next worker, and wait for its install to end as INSTALL_OUTCOME does (a worker left waiting: "installed").
NEXT_INSTALL = """() => new Promise((done) => navigator.serviceWorker.getRegistration().then((reg) => {
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    const over = () => (worker.state === "activated" || worker.state === "redundant") && done(worker.state);
    worker.addEventListener("statechange", over);
    over();
    setTimeout(() => done(worker.state), 60_000);
  });
  reg.update();
}))"""

Answer = Callable[..., None]


class Answers(ServedSite):
    """The site, with each path of ``answers`` answered by its function ``answer(handler)``; ``ended[path]`` is set
    once that path has been answered (or the browser left it)."""

    def __init__(self, site: Path, answers: dict[str, Answer]) -> None:
        self.ended = {path: threading.Event() for path in answers}
        super().__init__(site, answers, self.respond)

    def respond(self, handler, path: str, answer: Answer) -> None:
        try:
            answer(handler)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.ended[path].set()


def _headers(handler, length: int | None, status: int = 200) -> None:
    handler.send_response(status)
    path = handler.path.split("?")[0]
    handler.send_header(
        "Content-Type", "text/html" if path.endswith("/") else mimetypes.guess_type(path)[0] or "text/plain"
    )
    if length is not None:
        handler.send_header("Content-Length", str(length))
    handler.end_headers()


def whole(data: bytes) -> Answer:
    """``data`` with its length."""

    def answer(handler) -> None:
        _headers(handler, len(data))
        handler.wfile.write(data)

    return answer


def paced(steps: list[tuple[float, bytes]]) -> Answer:
    """Each step's bytes after its pause (seconds), the whole length declared at once."""

    def answer(handler) -> None:
        _headers(handler, sum(len(part) for _, part in steps))
        for pause, part in steps:
            time.sleep(pause)
            handler.wfile.write(part)
            handler.wfile.flush()

    return answer


def short(data: bytes, declared: int) -> Answer:
    """``data`` under a Content-Length of ``declared`` (more than it is), then the connection closes."""

    def answer(handler) -> None:
        _headers(handler, declared)
        handler.wfile.write(data)
        handler.close_connection = True

    return answer


def late(data: bytes, pause: float) -> Answer:
    """``data`` after ``pause`` seconds with no answer at all."""

    def answer(handler) -> None:
        time.sleep(pause)
        whole(data)(handler)

    return answer


def gzipped(data: bytes) -> Answer:
    """``data`` gzipped at level 0 (stored, so a little longer than ``data``), with the gzip's length."""
    packed = gzip.compress(data, compresslevel=0)

    def answer(handler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "text/html")
        handler.send_header("Content-Encoding", "gzip")
        handler.send_header("Content-Length", str(len(packed)))
        handler.end_headers()
        handler.wfile.write(packed)

    return answer


def status(code: int) -> Answer:
    def answer(handler) -> None:
        _headers(handler, 2, code)
        handler.wfile.write(b"no")

    return answer


@pytest.fixture
def serve(site):
    made = []

    def start(answers: dict[str, Answer]) -> Answers:
        made.append(Answers(site, answers))
        return made[-1]

    yield start
    for server in made:
        server.close()


def _installed(browser_context, served: Answers):
    """A viewer page of ``served`` once its service worker's install is over, and how it ended."""
    page = fresh(browser_context, served.url)
    return page, page.evaluate(INSTALL_OUTCOME)


def _digest_kept(page, path: str) -> str | None:
    """The SHA-256 of the offline copy of ``path`` (None: not kept)."""
    script = f"""{CACHE}.then(c => c.match({json.dumps(path)})).then(async (r) => r ? Array.from(
        new Uint8Array(await crypto.subtle.digest("SHA-256", await r.arrayBuffer())),
        (b) => b.toString(16).padStart(2, "0")).join("") : null)"""
    return page.evaluate(script)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_the_site_root_is_held_to_index_htmls_size_and_digest(browser_context, site, serve):
    """The site's root ("./") is read as the built index.html: served one byte longer, it is not kept, while
    index.html itself is. Mutant ``built[path]`` (the root looked up as "./", which build.json does not list): the
    root was read with no size but the largest limit and no digest, and kept."""
    index = (site / "index.html").read_bytes()
    served = serve({"/": whole(index + b"\n")})
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated"
    keys = page.evaluate(KEYS)
    assert "/" not in keys and "/build.json" in keys
    assert _digest_kept(page, "/index.html") == _sha(index)
    assert page.errors == []
    page.close()


def test_without_digests_a_site_file_is_still_held_to_its_built_size(browser_context, site, manifest, serve):
    """A build.json whose ``offlineFiles`` give sizes only: a site file one byte longer than built is not kept, one of
    its built bytes is. Mutant ``Math.min(built.bytes + 1, ...)``: the longer file was read whole and kept, since no
    digest was there to refuse it."""
    sizes_only = dict(manifest, offlineFiles={k: {"bytes": v["bytes"]} for k, v in manifest["offlineFiles"].items()})
    longer = (site / "integrity.html").read_bytes() + b"\n"
    served = serve({"/build.json": whole(json.dumps(sizes_only).encode()), "/integrity.html": whole(longer)})
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated"
    keys = page.evaluate(KEYS)
    assert "/integrity.html" not in keys
    assert _digest_kept(page, "/leaderboard.html") == _sha((site / "leaderboard.html").read_bytes())
    page.close()


def test_a_length_past_the_built_size_is_refused_before_the_body_is_read(browser_context, site, serve):
    """A site file declaring a Content-Length past its built size, its body the built bytes then a closed connection:
    refused by its length, left out, and the install completes. Mutant without the Content-Length check: the body was
    read, the short answer failed as a network error, and the whole install with it."""
    data = (site / "integrity.html").read_bytes()
    served = serve({"/integrity.html": short(data, len(data) + 1000)})
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated"
    keys = page.evaluate(KEYS)
    assert "/integrity.html" not in keys and "/leaderboard.html" in keys
    page.close()


def test_a_compressed_site_file_is_held_to_its_decoded_size(browser_context, site, serve):
    """integrity.html sent gzipped, its Content-Length (the gzip's) past its built size: the length of encoded bytes
    says nothing of the decoded ones, so it is read and kept. Mutant judging the encoded length as the file's: refused
    and left out of the offline copy."""
    data = (site / "integrity.html").read_bytes()
    assert len(gzip.compress(data, compresslevel=0)) > len(data)
    served = serve({"/integrity.html": gzipped(data)})
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated"
    assert _digest_kept(page, "/integrity.html") == _sha(data)
    page.close()


@pytest.fixture(scope="module")
def steady_wheel(browser_context, site):
    """The wheel with all but its last 40 KB at once and the rest 11.5 s later, on a page whose worker is installing:
    (page, the wheel's path, its bytes, when the page was asked for)."""
    wheel = next(p for p in (site / "wheels").iterdir() if p.suffix == ".whl")
    data = wheel.read_bytes()
    served = Answers(site, {f"/wheels/{wheel.name}": paced([(0, data[:-40_000]), (11.5, data[-40_000:])])})
    started = time.monotonic()
    page = fresh(browser_context, served.url)
    yield page, f"/wheels/{wheel.name}", data, started
    page.close()
    served.close()


def test_site_files_answering_late_are_not_judged_for_their_queue(browser_context, site, manifest, serve, steady_wheel):
    """Thirteen samples each answered 4 s late, within the 10 s grace: the install asks four files at a time, so
    none waits long for one of the browser's six connections to the host and each is kept. Mutant asking sixteen at
    a time: the last samples waited two rounds of 4 s for a connection, got their first byte 12 s after they were
    asked, and were left as too slow. (Thirteen of the twenty: the fewest that need a third round of six.)"""
    # steady_wheel: that install's 11.5 s wait runs alongside this one's, not after it.
    samples = [path for path in manifest["offline"] if path.startswith("samples/")][:13]
    assert len(samples) == 13
    served = serve({"/" + path: late((site / path).read_bytes(), 4) for path in samples})
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated"
    for path in samples:
        assert _digest_kept(page, "/" + path) == _sha((site / path).read_bytes()), path
    page.close()


def test_a_site_file_arriving_steadily_past_the_grace_is_kept(steady_wheel):
    """The wheel (about 500 KB) with all but its last 40 KB at once and the rest 11.5 s later: past the 10 s grace,
    but the 480 KB give it over 7 s more at 64 KiB a second, so it is kept whole. Mutants: the deadline not moved by
    the bytes that arrived, or moved by bytes / MIN_RATE milliseconds instead of seconds: left at 10 s."""
    page, path, data, started = steady_wheel
    assert len(data) > 400_000  # the first part earns the rest its time
    assert page.evaluate(INSTALL_OUTCOME) == "activated" and time.monotonic() - started >= 11.5
    assert _digest_kept(page, path) == _sha(data)


def test_a_refused_file_drops_the_copy_an_earlier_install_kept(browser_context, site, serve):
    """An install keeps js/integrity.js; the next build's worker (another sw.js) finds it served with a byte changed:
    it refuses it and deletes the earlier copy, which would otherwise answer for it offline. Mutant without
    ``cache.delete``: the earlier build's copy stayed in the offline copy."""
    worker = (site / "sw.js").read_bytes()
    script = (site / "js" / "integrity.js").read_bytes()
    changed = bytes([script[0] ^ 1]) + script[1:]
    later = {"now": False}
    served = serve(
        {
            "/sw.js": lambda h: whole(worker + b"\n// the next build\n" if later["now"] else worker)(h),
            "/js/integrity.js": lambda h: whole(changed if later["now"] else script)(h),
        }
    )
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated" and _digest_kept(page, "/js/integrity.js") == _sha(script)
    later["now"] = True
    assert page.evaluate(NEXT_INSTALL) == "activated"
    assert _digest_kept(page, "/js/integrity.js") is None
    assert "/leaderboard.html" in page.evaluate(KEYS)
    page.close()


def test_a_site_file_the_server_fails_fails_the_install(browser_context, site, serve):
    """A site file answering HTTP 500: the install fails (a later visit tries again) and keeps nothing of it.
    Mutants reading a failed answer as a body, or leaving any error like a refusal: the 500's body was kept as
    the file, or the file was left out and the install counted as done."""
    served = serve({"/integrity.html": status(500)})
    page, outcome = _installed(browser_context, served)
    assert outcome == "redundant"
    assert "/integrity.html" not in page.evaluate(KEYS)
    page.close()


def test_a_build_json_past_its_limit_fails_the_install(browser_context, site, manifest, serve):
    """build.json padded past the viewer's build limit (1 MiB): refused, so the install fails. Mutant reading it within
    the largest limit: the padded file was read and the install went on."""
    padded = json.dumps(manifest).encode() + b" " * (1 << 20)
    served = serve({"/build.json": whole(padded)})
    page, outcome = _installed(browser_context, served)
    assert outcome == "redundant"
    assert "/build.json" not in page.evaluate(KEYS)
    page.close()


def test_a_failed_install_leaves_the_running_workers_copy_as_it_was(browser_context, site, manifest, serve):
    """An install keeps the site; the next build (another sw.js, another js/integrity.js, both in its build.json)
    fails its install on the wheel (HTTP 500). The running worker serves from the same cache: it still holds the
    first build's js/integrity.js and build.json. Before review 52i each file was written as it was read, so the
    failed install left the next build's js/integrity.js (and build.json) among the running build's files."""
    worker = (site / "sw.js").read_bytes()
    script = (site / "js" / "integrity.js").read_bytes()
    next_worker, next_script = worker + b"\n// the next build\n", b"// the next build\n" + script
    next_files = dict(manifest["offlineFiles"])
    for path, data in (("sw.js", next_worker), ("js/integrity.js", next_script)):
        next_files[path] = {"bytes": len(data), "sha256": _sha(data)}
    next_build = json.dumps(dict(manifest, offlineFiles=next_files)).encode()
    first_build = (site / "build.json").read_bytes()
    later = {"now": False}

    def either(first: Answer, then: Answer) -> Answer:
        return lambda handler: (then if later["now"] else first)(handler)

    served = serve(
        {
            "/sw.js": either(whole(worker), whole(next_worker)),
            "/build.json": either(whole(first_build), whole(next_build)),
            "/js/integrity.js": either(whole(script), whole(next_script)),
            f"/{manifest['wheel']}": either(whole((site / manifest["wheel"]).read_bytes()), status(500)),
        }
    )
    page, outcome = _installed(browser_context, served)
    assert outcome == "activated" and _digest_kept(page, "/js/integrity.js") == _sha(script)
    later["now"] = True
    assert page.evaluate(NEXT_INSTALL) == "redundant"
    page.wait_for_timeout(2_000)  # any lane still reading has had its time
    assert _digest_kept(page, "/js/integrity.js") == _sha(script)
    assert _digest_kept(page, "/build.json") == _sha(first_build)
    page.close()
