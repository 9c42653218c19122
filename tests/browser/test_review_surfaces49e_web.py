"""``?episode=ID&hand=N`` opens hand N, as ``?replay=URL&hand=N`` does (review 49e, cross-surface consistency).

docs/viewer.md gives ``hand`` and ``step`` for a replay opened by address; an episode opened by id through the API
(``?episode=ID``) read neither. The API is answered here by routes on the browser context in the shapes
``cosino serve`` writes (``api/episodes/ID``, ``api/episodes/ID/events``, ``api/blobs/replays/<sha>.jsonl``)."""

from __future__ import annotations

import hashlib
import json


def _routed(context, routes: dict) -> None:
    # On the context, not the page: the site's service worker makes the fetches, which a page's routes miss.
    for pattern, handler in routes.items():
        context.route(pattern, handler)


def _unrouted(context, routes: dict) -> None:
    for pattern, handler in routes.items():
        context.unroute(pattern, handler)


def _open(context, url: str):
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def test_a_final_episode_opened_by_id_lands_on_the_addressed_hand(browser_context, base_url, site):
    """A final episode (``status: final`` with its replay's blob key) of the Kuhn sample's 16 hands, opened as
    ``?episode=e49e&hand=5``: the viewer shows "hand 5 of 16". Before: "hand 1 of 16" (the ``hand`` ignored)."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    sha = hashlib.sha256(replay).hexdigest()
    final = {"episode": "e49e", "status": "final", "replay": f"replays/{sha}.jsonl"}
    routes = {
        "**/api/episodes/e49e": lambda r: r.fulfill(status=200, body=json.dumps(final)),
        f"**/api/blobs/replays/{sha}.jsonl": lambda r: r.fulfill(status=200, body=replay),
    }
    _routed(browser_context, routes)
    try:
        page = _open(browser_context, base_url + "?episode=e49e&hand=5")
        assert page.locator("#error").is_hidden(), page.inner_text("#error")
        shown = page.inner_text("#position")
        assert shown.startswith("hand 5 of 16") and page.input_value("#jump") == "4", shown
        page.close()
        page = _open(browser_context, base_url + "?episode=e49e")  # no hand: the first, as before
        assert page.inner_text("#position").startswith("hand 1 of 16")
        page.close()
    finally:
        _unrouted(browser_context, routes)


def _public_events(site) -> list[dict]:
    """The Hold'em sample's records as a running episode's public log: no seed, no end or audit."""
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    return [header, *(r for r in map(json.loads, lines[1:]) if r["type"] not in ("end", "audit"))]


def test_a_running_episode_opened_by_id_shows_the_addressed_hand(browser_context, base_url, site):
    """A running episode of the Hold'em sample's 8 hands opened as ``?episode=e49l&hand=3`` shows "hand 3 of 8" on
    each poll; without ``hand`` it follows the last event, as before. Before: the last event (hand 8 of 8)."""
    events = json.dumps({"episode": "e49l", "view": "public", "events": _public_events(site)})
    running = json.dumps({"episode": "e49l", "status": "running"})
    routes = {
        "**/api/episodes/e49l": lambda r: r.fulfill(status=200, body=running),
        "**/api/episodes/e49l/events": lambda r: r.fulfill(status=200, body=events),
    }
    _routed(browser_context, routes)
    try:
        page = _open(browser_context, base_url + "?episode=e49l&hand=3")
        page.wait_for_selector("#live:not([hidden])")
        shown = page.inner_text("#position")
        assert shown.startswith("hand 3 of 8") and page.input_value("#jump") == "2", shown
        page.close()
        page = _open(browser_context, base_url + "?episode=e49l")
        page.wait_for_selector("#live:not([hidden])")
        assert page.inner_text("#position").startswith("hand 8 of 8")
        page.close()
    finally:
        _unrouted(browser_context, routes)
