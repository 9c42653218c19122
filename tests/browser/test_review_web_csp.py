"""The pages under their own Content-Security-Policy (the other browser tests lift it).

The CSP is what stops an address such as ``?replay=data:...`` or ``?replay=https://elsewhere/``
from feeding the viewer bytes the site never published; these tests run with it enforced, so a
CSP that Pyodide, the worker or the service worker cannot live with fails here too.
"""

from __future__ import annotations

import base64
import os
from urllib.parse import quote

import pytest

from cosino_devtools.bench.viewer import FLAGS as CHROMIUM_FLAGS

CHROMIUM = os.environ.get("COSINO_CHROMIUM", "/usr/bin/chromium")
VERDICT_TIMEOUT_MS = 180_000


@pytest.fixture(scope="module")
def strict_context(site, tmp_path_factory, playwright_session):
    profile = tmp_path_factory.mktemp("chromium-profile-csp")
    context = playwright_session.chromium.launch_persistent_context(
        str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
    )
    context.set_default_timeout(30_000)
    yield context
    context.close()


def _open(context, url):
    page = context.new_page()
    page.violations = []
    page.errors = []
    page.on("console", lambda m: "Content Security Policy" in m.text and page.violations.append(m.text))
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def test_a_sample_verifies_under_the_pages_csp(strict_context, base_url):
    page = _open(strict_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    page.click("#verify")
    page.wait_for_selector("#verdict:not([data-status='']):not([data-status='running'])", timeout=VERDICT_TIMEOUT_MS)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    assert page.get_attribute("#verdict", "data-published") == "yes"
    assert page.violations == [] and page.errors == []
    page.close()


@pytest.mark.parametrize("name", ["leaderboard.html", "integrity.html"])
def test_the_other_pages_load_under_their_csp(strict_context, base_url, name):
    page = _open(strict_context, base_url + name)
    assert page.violations == [] and page.errors == []
    page.close()


def test_a_replay_from_a_data_url_is_not_opened(strict_context, base_url, site):
    # A data: URL (like another origin) would let a crafted link carry its own bytes.
    data = base64.b64encode((site / "samples" / "kuhn.replay.jsonl").read_bytes()).decode()
    page = _open(strict_context, base_url + "?replay=" + quote(f"data:application/x-ndjson;base64,{data}", safe=""))
    assert page.is_hidden("#viewer")
    assert "could not fetch" in page.inner_text("#error")
    assert any("connect-src" in v for v in page.violations)
    page.close()
