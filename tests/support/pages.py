"""A fresh browser page for the browser tests: page errors collected, the viewer ready."""

from __future__ import annotations

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
