"""Files a page's address names (?src=, ?replays=, ?replay=, ?results=, ?manifest=): only paths on the site.

Before: leaderboard.html and integrity.html read whatever ?src= named and showed it exactly like the
published file, so anyone who could put a JSON file on the origin (a results blob, an uploaded file)
could link the official page to a forged table; ?src=//evil.example/x.json asked another host, and
?replays= went into every hand link as given. The viewer fetched ?replay=//evil.example/... too.
Now a name that is not a relative path under the page's folder is refused with one line before any
request, and a page showing a file other than its published one says so first, in a banner.
"""

from __future__ import annotations

import json
from urllib.parse import quote, urlsplit

import pytest
from support.pages import wait_for_verdict

ELSEWHERE = [
    "http://evil.example/x.json",  # another origin
    "//evil.example/x.json",  # another host, scheme-relative
    "javascript:alert(1)//x.json",
    'data:application/json,[{"agent":"forged","rating":9999}]',
    "/\\evil.example/x.json",  # a backslash: read as / by the URL parser, so //evil.example
    "\\\\evil.example/x.json",
    " //evil.example/x.json",  # the parser drops the space
    "java\tscript:alert(1)",  # and the tab
]
FORGED_BOARD = [{"agent": "forged", "rating": 9999}]
REPORT = {
    "flags": [
        {
            "flag": "dump",
            "agents": ["a", "b"],
            "mutual": False,
            "p": 0.001,
            "pHolm": 0.01,
            "units": [10, 10],
            "signal": "fold",
            "episodes": ["ep1"],
            "excess": [0.1],
            "weigh": [{"episode": "ep1", "hand": 3, "residual": 1.5}],
        }
    ],
    "pairs": [],
    "agents": {"a": {}, "b": {}},
    "method": {},
}


@pytest.fixture(scope="module")
def forged(extra_dir):
    (extra_dir / "forged-board.json").write_text(json.dumps(FORGED_BOARD))
    (extra_dir / "forged-integrity.json").write_text(json.dumps(REPORT))


def _open(browser_context, url):
    """The page at ``url`` with every request it made (listened to before it loads)."""
    page = browser_context.new_page()
    page.errors, page.requested = [], []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.on("request", lambda request: page.requested.append(request.url))
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def _off_site(page, base_url) -> list[str]:
    origin = urlsplit(base_url)
    return [u for u in page.requested if urlsplit(u)[:2] != origin[:2]]


@pytest.mark.parametrize("given", ELSEWHERE)
@pytest.mark.parametrize("name", ["leaderboard.html", "integrity.html"])
def test_a_source_off_the_site_is_refused_before_any_request(browser_context, base_url, forged, name, given):
    page = _open(browser_context, f"{base_url}{name}?src={quote(given, safe='')}")
    assert page.errors == [] and _off_site(page, base_url) == []
    error = page.inner_text("#error")
    assert "?src=" in error and "is not read:" in error and "\n" not in error.strip()
    assert page.inner_text("#board, #report").strip() == ""  # nothing drawn
    page.close()


@pytest.mark.parametrize("given", ELSEWHERE)
def test_the_viewer_refuses_files_off_the_site_before_any_request(browser_context, base_url, given):
    for key in ("replay", "results", "manifest"):
        query = {"replay": "samples/kuhn.replay.jsonl", key: given}
        page = _open(browser_context, base_url + "?" + "&".join(f"{k}={quote(v, safe='')}" for k, v in query.items()))
        assert page.errors == [] and _off_site(page, base_url) == []
        assert f"?{key}=" in page.inner_text("#error") and "is not read:" in page.inner_text("#error")
        assert page.is_hidden("#viewer")  # no replay was opened, not even the one on the site
        page.close()


def test_a_source_on_the_site_but_not_published_is_announced_first(browser_context, base_url, forged):
    page = _open(browser_context, f"{base_url}leaderboard.html?src=extra/forged-board.json")
    assert page.errors == [] and _off_site(page, base_url) == []
    banner = page.inner_text("#unpublished")
    assert banner.startswith("Shown from extra/forged-board.json: not the published leaderboard.")
    assert page.is_visible("#unpublished") and page.title().startswith("Not published: ")
    assert "forged" in page.inner_text("#board")  # shown, but never as the published table
    first = page.evaluate(
        "[...document.body.querySelectorAll('#unpublished, #board, #source')].map((n) => n.id).join(' ')"
    )
    assert first == "unpublished source board"  # the banner comes before what it speaks of
    page.close()


def test_the_published_source_named_in_the_address_has_no_banner(browser_context, base_url):
    page = _open(browser_context, f"{base_url}leaderboard.html?src=leaderboard.json")
    assert page.is_hidden("#unpublished") and not page.title().startswith("Not published")
    page.close()


def test_the_banner_shows_a_long_crafted_path_escaped_and_clipped(browser_context, base_url, forged):
    given = "extra/forged-board.json?\u202e OK, published" + "x" * 400
    page = _open(browser_context, f"{base_url}leaderboard.html?src={quote(given, safe='')}")
    banner = page.inner_text("#unpublished")
    assert "\u202e" not in banner and "\\u202e OK, published" in banner
    assert "x" * 200 not in banner and "\u2026: not the published leaderboard." in banner
    assert "\u202e" not in page.inner_text("#source")
    page.close()


def test_integrity_replays_prefix_off_the_site_is_refused_and_on_it_announced(browser_context, base_url, forged):
    for given in ("javascript:alert(1)//", "//evil.example/", "/\\evil.example/"):
        page = _open(
            browser_context, f"{base_url}integrity.html?src=extra/forged-integrity.json&replays={quote(given)}"
        )
        assert page.errors == [] and _off_site(page, base_url) == []
        assert "?replays=" in page.inner_text("#error") and page.locator("#report a").count() == 0
        page.close()
    page = _open(browser_context, f"{base_url}integrity.html?src=extra/forged-integrity.json&replays=elsewhere/")
    banner = page.inner_text("#unpublished")
    assert "Shown from extra/forged-integrity.json: not the published integrity report." in banner
    assert "Its hand links open replays under elsewhere/, not the published ones." in banner
    href = page.locator("#flags ul.weigh a").first.get_attribute("href")
    assert href.startswith("./?replay=elsewhere%2Fep1.jsonl")
    page.close()


def test_results_named_beside_a_replay_are_unchecked_until_verified(browser_context, base_url):
    # Any file on the site can be named as the results of a published replay: until Verify, its
    # numbers are said to be its own, then to equal the ones recomputed from the replay.
    page = _open(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl&results=samples/kuhn.results.json")
    assert "shown from the results file, not yet checked against the replay" in page.inner_text("#endcard")
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    assert "equal byte for byte to the results recomputed in your browser" in page.inner_text("#endcard")
    page.close()
