"""Fixtures for the browser tests: the built site, a local static server, Debian's Chromium.

The site is web/dist when `make web` has built it (make test does), else it is built into a
temporary folder. Chromium is /usr/bin/chromium driven by Playwright for Python; no browser
is ever downloaded. Screenshots go to test-artifacts/browser/ (git-ignored).
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import pickle
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from support.once import once_a_run

from cosino_devtools.bench.viewer import FLAGS as CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "web" / "dist"
CHROMIUM = Path(os.environ.get("COSINO_CHROMIUM", "/usr/bin/chromium"))
ARTIFACTS = ROOT / "test-artifacts" / "browser"


def _prerequisites() -> str | None:
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (make test installs Debian's chromium)"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        return "node_modules/pyodide is missing (make test runs npm ci)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (dev extra)"
    return None


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    missing = _prerequisites()
    if missing:
        pytest.skip(missing)
    if (DIST / "build.json").exists():
        return DIST
    out = tmp_path_factory.mktemp("site") / "dist"
    done = subprocess.run(
        [sys.executable, str(ROOT / "web" / "build.py"), "--out", str(out)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return out


@pytest.fixture(scope="session")
def manifest(site) -> dict:
    return json.loads((site / "build.json").read_text())


@pytest.fixture(scope="session")
def extra_dir(tmp_path_factory) -> Path:
    """Files the tests serve beside the site under /extra/ (leaderboards, tampered replays)."""
    return tmp_path_factory.mktemp("extra")


@pytest.fixture(scope="session")
def base_url(site, extra_dir):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def translate_path(self, path: str) -> str:
            if path.startswith("/extra/"):
                return str(extra_dir / path[len("/extra/") :].split("?")[0])
            return super().translate_path(path)

        def log_message(self, *args) -> None:  # keep test output quiet
            pass

        def handle(self) -> None:
            try:
                super().handle()
            except (ConnectionResetError, BrokenPipeError):
                pass  # the browser may drop a request when a page navigates away

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright_session():
    """One Playwright per session: a second sync_playwright() in the same thread is refused."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser_context(site, tmp_path_factory, playwright_session):
    profile = tmp_path_factory.mktemp("chromium-profile")  # a fresh --user-data-dir
    context = playwright_session.chromium.launch_persistent_context(
        str(profile),
        executable_path=str(CHROMIUM),
        args=CHROMIUM_FLAGS,
        headless=True,
        viewport={"width": 1400, "height": 1000},
        # The pages' CSP is lifted so that a regression to innerHTML would actually run the
        # injected markup and fail the safety test, instead of being masked by the CSP.
        bypass_csp=True,
    )
    context.set_default_timeout(30_000)
    yield context
    context.close()


def _dumper_report() -> dict:
    from cosino.league.integrity import league_integrity
    from cosino_devtools import calibrate

    episodes = [played[:2] for played in calibrate.league_episodes("dumper", 0, 40)]
    return league_integrity(episodes, seed=calibrate.LEAGUE_SEED["dumper"])


@pytest.fixture(scope="session")
def dumper_report_bytes(tmp_path_factory) -> bytes:
    """The integrity report of the planted dumper's calibration league at 40 episodes, pickled: some
    twenty seconds of play that the integrity page's test and the CSP test both show, played once a
    run (support/once.py)."""
    return once_a_run(tmp_path_factory, "dumper-report", _dumper_report)


@pytest.fixture
def dumper_report(dumper_report_bytes) -> dict:
    """A fresh copy of that report for one test to use (and change) as it likes."""
    return pickle.loads(dumper_report_bytes)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
