"""A replay line nested 60,000 deep in the browser's verifier.

CPython's parser stops it with RecursionError (the core says "nested too deeply"); Pyodide's
overflowed its JS stack first, a fatal error: that verdict was "Maximum call stack size exceeded"
and every later verification in the (shared) worker answered "Pyodide already fatally failed".
"""

from __future__ import annotations

VERDICT_TIMEOUT_MS = 180_000


def _verdict(page) -> str:
    page.click("#verify")
    page.wait_for_selector("#verdict:not([data-status='']):not([data-status='running'])", timeout=VERDICT_TIMEOUT_MS)
    return page.get_attribute("#verdict", "data-status")


def test_a_deeply_nested_line_is_refused_and_the_verifier_lives_on(browser_context, base_url, site, extra_dir):
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    deep = b'{"type":"talk","v":' + b"[" * 60_000 + b"]" * 60_000 + b"}"
    (extra_dir / "deep.replay.jsonl").write_bytes(b"\n".join([lines[0], deep, *lines[1:]]))
    page = browser_context.new_page()
    page.goto(base_url + "?replay=extra/deep.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert _verdict(page) == "invalid"
    assert "line 2: nested too deeply" in page.inner_text("#verdict")
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl")])
    page.wait_for_selector("#title:has-text('kuhn.replay.jsonl')")
    assert _verdict(page) == "verified"
    page.close()
