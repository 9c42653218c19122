"""A replay line nested 60,000 deep in the browser's verifier.

CPython's parser stops it with RecursionError (the core says "nested too deeply"); Pyodide's
overflowed its JS stack first, a fatal error: that verdict was "Maximum call stack size exceeded"
and every later verification in the (shared) worker answered "Pyodide already fatally failed".
"""

from __future__ import annotations

import json

from support.pages import wait_for_verdict


def _verdict(page) -> str:
    page.click("#verify")
    wait_for_verdict(page)
    return page.get_attribute("#verdict", "data-status")


VERIFY_DIRECT = """async (url) => {
  const { verifyInBrowser } = await import("./js/verify.js");
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const build = await (await fetch("build.json")).json();
  const verdict = await verifyInBrowser(build.wheel, bytes, null);
  return [verdict.status, verdict.message];
}"""


def test_a_deeply_nested_line_is_refused_and_the_verifier_lives_on(browser_context, base_url, site, extra_dir):
    # The page refuses such a line itself now; the worker is asked directly, as any page of the build may.
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    deep = b'{"type":"talk","v":' + b"[" * 60_000 + b"]" * 60_000 + b"}"
    (extra_dir / "deep.replay.jsonl").write_bytes(b"\n".join([lines[0], deep, *lines[1:]]))
    page = browser_context.new_page()
    page.goto(base_url + "?replay=samples/kuhn.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    status, message = page.evaluate(VERIFY_DIRECT, "extra/deep.replay.jsonl")
    assert (status, message) == ("invalid", "replay: line 2: nested too deeply")
    assert _verdict(page) == "verified"
    page.close()


def test_a_deeply_nested_header_is_refused_and_the_page_stays_usable(browser_context, base_url, site, extra_dir):
    # Reading the header's exact seed revives it, recursively: 60,000 levels threw a RangeError
    # out of the page's start-up, which never finished (no error shown, body never ready).
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    header = lines[0][:-1] + b',"z":' + b"[" * 60_000 + b"]" * 60_000 + b"}"
    (extra_dir / "deep-header.replay.jsonl").write_bytes(b"\n".join([header, *lines[1:]]))
    page = browser_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "?replay=extra/deep-header.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert "line 1: nested too deeply" in page.inner_text("#error")
    assert errors == []
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl")])
    page.wait_for_selector("#title:has-text('kuhn.replay.jsonl')")
    assert page.is_hidden("#error")
    page.close()


def test_a_deeply_nested_results_file_is_set_aside_and_the_replay_shown(browser_context, base_url, site, extra_dir):
    # The end card writes each raw number with String(), which recursed through a nested array:
    # a results file 60,000 deep stopped the page's start-up (no replay, body never ready).
    results = json.loads((site / "samples" / "kuhn.results.json").read_bytes())
    text = json.dumps({**results, "raw": {"k": "HOLE"}}).replace('"HOLE"', "[" * 60_000 + "]" * 60_000)
    (extra_dir / "deep.results.json").write_text(text)
    page = browser_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "?replay=samples/kuhn.replay.jsonl&results=extra/deep.results.json")
    page.wait_for_selector("body[data-ready='1']")
    assert "nested deeper than 64 levels" in page.inner_text("#error")
    assert page.is_visible("#viewer") and errors == []
    assert _verdict(page) == "mismatch"
    assert "nesting deeper than 64 levels" in page.inner_text("#verdict")
    page.close()


def test_a_deeply_nested_event_is_refused_and_the_page_stays_usable(browser_context, base_url, site, extra_dir):
    # A void hand's reason is written into the log with a template string: String() of an array
    # 60,000 deep recursed, and the page never finished opening at that step.
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().split(b"\n")
    void = b'{"hand":0,"reason":' + b"[" * 60_000 + b"]" * 60_000 + b',"type":"handVoid"}'
    (extra_dir / "deep-void.replay.jsonl").write_bytes(b"\n".join([*lines[:3], void, *lines[3:]]))
    page = browser_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(base_url + "?replay=extra/deep-void.replay.jsonl&step=6")
    page.wait_for_selector("body[data-ready='1']")
    assert "line 4: nested too deeply" in page.inner_text("#error")
    assert errors == []
    page.close()
