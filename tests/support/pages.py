"""A fresh browser page for the browser tests: page errors collected, the viewer ready."""

from __future__ import annotations


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
