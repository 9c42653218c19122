"""A fresh browser page for the browser tests: page errors collected, the viewer ready."""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from typing import Iterator

VERDICT_DONE = "#verdict:not([data-status='']):not([data-status='running'])"  # a verdict has been given
VERDICT_TIMEOUT_MS = 180_000  # a cold Pyodide boot on a busy two-core machine


def wait_for_verdict(page) -> None:
    """Wait until the page's verifier has given its verdict (a cold boot included)."""
    page.wait_for_selector(VERDICT_DONE, timeout=VERDICT_TIMEOUT_MS)


def fresh(browser_context, url: str, viewport: dict | None = None):
    """Open ``url`` in a new page of ``browser_context`` and wait for ``body[data-ready='1']``.

    Uncaught page errors collect in ``page.errors`` (tests assert it stays empty); ``viewport``
    (``{"width": ..., "height": ...}``) replaces the context's own size for this page.
    """
    page = browser_context.new_page()
    if viewport is not None:
        page.set_viewport_size(viewport)
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def route(context, routes: dict) -> None:
    """Answer each URL pattern of ``routes`` with its handler. On the context, not the page: the site's service
    worker makes the fetches, which a page's routes miss."""
    for pattern, handler in routes.items():
        context.route(pattern, handler)


def unroute(context, routes: dict) -> None:
    for pattern, handler in routes.items():
        context.unroute(pattern, handler)


def static_index_routes(body: str) -> dict:
    """Routes that answer the static site's episode index with ``body`` and leave the API's absent (404), so a
    page reads the static one in its place. Pass them to :func:`route`, then :func:`unroute`."""

    def answer(request_route) -> None:
        if "api/blobs/" in request_route.request.url:
            request_route.fulfill(status=404, body="")
        else:
            request_route.fulfill(status=200, body=body, content_type="application/json")

    return {"**/public/episodes.json": answer}


def events_route(episode: str) -> re.Pattern:
    """The route pattern of an episode's events, with or without a query: the live page asks ``events?from=N``."""
    return re.compile(rf".*/api/episodes/{re.escape(episode)}/events(\?.*)?")


@contextmanager
def running_episode(context, episode: str, events: list[dict]) -> Iterator[None]:
    """The API answering for ``episode`` as a running episode whose public log is ``events``, while the block runs."""
    log = json.dumps({"episode": episode, "view": "public", "events": events})
    routes = {
        f"**/api/episodes/{episode}": lambda r: r.fulfill(status=200, body=json.dumps({"status": "running"})),
        events_route(episode): lambda r: r.fulfill(status=200, body=log),
    }
    route(context, routes)
    try:
        yield
    finally:
        unroute(context, routes)
