"""The pages under their own Content-Security-Policy (the other browser tests lift it).

The page refuses an address such as ``?replay=data:...`` or ``?replay=https://elsewhere/`` before
fetching (js/source.js), and the CSP refuses the fetch should any code make one, so neither can feed
the viewer bytes the site never published; these tests run with it enforced, so a CSP that Pyodide,
the worker or the service worker cannot live with fails here too.

Styles come only from the site's stylesheet (``style-src 'self'``, no ``'unsafe-inline'``): every page
is opened, and the viewer steps through and verifies replays, with every violation collected both
from the ``securitypolicyviolation`` event and from the console; any one of them fails the test.
"""

from __future__ import annotations

import base64
import json
import os
import pickle
import re
from fractions import Fraction
from urllib.parse import quote

import pytest
from support.pages import wait_for_verdict

from cosino_devtools.bench.viewer import FLAGS as CHROMIUM_FLAGS

CHROMIUM = os.environ.get("COSINO_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(scope="module")
def strict_context(site, tmp_path_factory, playwright_session):
    profile = tmp_path_factory.mktemp("chromium-profile-csp")
    context = playwright_session.chromium.launch_persistent_context(
        str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
    )
    context.set_default_timeout(30_000)
    yield context
    context.close()


# Installed before any of the page's own scripts: every violation the document reports, as text.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
});
"""


def _open(context, url):
    page = context.new_page()
    page.violations = []
    page.errors = []
    page.add_init_script(RECORD_VIOLATIONS)
    page.on("console", lambda m: "Content Security Policy" in m.text and page.violations.append(m.text))
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def _violations(page) -> list[str]:
    """The console's reports and the document's events together."""
    return page.violations + page.evaluate("window.__cspViolations")


def _style_src(page) -> str:
    csp = page.get_attribute("meta[http-equiv='Content-Security-Policy']", "content")
    return next(d.strip() for d in csp.split(";") if d.strip().startswith("style-src"))


def test_a_sample_verifies_under_the_pages_csp(strict_context, base_url):
    page = _open(strict_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    assert page.get_attribute("#verdict", "data-published") == "yes"
    assert _violations(page) == [] and page.errors == []
    page.close()


def test_the_violation_record_catches_an_inline_style(strict_context, base_url):
    # The instrument itself: a style attribute written as markup is refused and reported.
    page = _open(strict_context, base_url)
    assert _style_src(page) == "style-src 'self'"
    page.evaluate("document.body.setAttribute('style', 'outline: 1px solid red')")
    page.wait_for_function("window.__cspViolations.length > 0")
    assert any("style-src" in v for v in _violations(page))
    page.close()


def _step_through(page) -> None:
    """Every record of the open replay drawn once: seats, chips, tricks, chart, diagnostics."""
    page.evaluate("""() => {
      const scrub = document.getElementById("scrubber");
      for (let i = 0; i <= Number(scrub.max); i++) {
        scrub.value = String(i);
        scrub.dispatchEvent(new Event("input"));
      }
    }""")


@pytest.mark.parametrize("variant", ["holdem-6max", "hearts"])
def test_the_viewer_steps_and_verifies_with_no_violation(strict_context, base_url, variant):
    page = _open(strict_context, base_url + f"?replay=samples/{variant}.replay.jsonl")
    assert _style_src(page) == "style-src 'self'"
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    _step_through(page)
    assert page.locator("#chart .swatch").count() > 0
    if variant == "holdem-6max":
        assert page.locator("#diagnostics td[title]").count() > 0  # the audit's heatmaps
    assert _violations(page) == [] and page.errors == []
    page.close()


def test_the_index_and_an_agent_page_load_with_no_violation(strict_context, base_url):
    for query in ("", "?agent=random"):
        page = _open(strict_context, base_url + query)
        assert _style_src(page) == "style-src 'self'"
        assert _violations(page) == [] and page.errors == [], query
        page.close()


@pytest.fixture(scope="module")
def board_files(site, extra_dir, dumper_report_bytes):
    from cosino.league.table import leaderboard
    from cosino.primitives.canonical import dump_bytes, dumps

    results = [
        json.loads((site / "samples" / f"{v}.results.json").read_bytes(), parse_float=Fraction)
        for v in ("kuhn", "leduc")
    ]
    (extra_dir / "csp-leaderboard.json").write_bytes(dumps(leaderboard(results, bootstrap=40)).encode())
    report = pickle.loads(dumper_report_bytes)  # the dumper's league at 40 episodes (tests/browser/conftest.py)
    report["pinned"] = {"episodes": 40, "manifest": "0" * 64}
    (extra_dir / "csp-integrity.json").write_bytes(dump_bytes(report))
    return {"leaderboard.html": "extra/csp-leaderboard.json", "integrity.html": "extra/csp-integrity.json"}


@pytest.mark.parametrize("name", ["leaderboard.html", "integrity.html"])
def test_the_other_pages_load_under_their_csp(strict_context, base_url, name, board_files):
    page = _open(strict_context, base_url + name)
    assert _style_src(page) == "style-src 'self'"
    assert _violations(page) == [] and page.errors == []
    page.close()
    page = _open(strict_context, base_url + f"{name}?src={board_files[name]}")  # with data: bars, tables
    if name == "leaderboard.html":
        assert page.locator(".ci").count() > 0  # the interval bars, placed through the CSSOM
        assert re.search(r"left: [\d.]+%", page.get_attribute(".ci >> nth=0", "style") or "")
    assert _violations(page) == [] and page.errors == []
    page.close()


def test_a_replay_from_a_data_url_is_not_opened(strict_context, base_url, site):
    # A data: URL (like another origin) would let a crafted link carry its own bytes.
    data = base64.b64encode((site / "samples" / "kuhn.replay.jsonl").read_bytes()).decode()
    url = f"data:application/x-ndjson;base64,{data}"
    page = _open(strict_context, base_url + "?replay=" + quote(url, safe=""))
    assert page.is_hidden("#viewer")
    assert "?replay=data:application/x-ndjson;base64," in page.inner_text("#error")
    assert _violations(page) == []  # refused by the page: no fetch was tried
    fetched = page.evaluate("async (url) => fetch(url).then(() => 'read', () => 'refused')", url)
    assert fetched == "refused" and any("connect-src" in v for v in _violations(page))
    page.close()
