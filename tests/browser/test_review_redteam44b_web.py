"""Red-team review 44b, the part only a browser shows (the rest is tests/test_review_redteam44b.py): what a
crafted link puts on the viewer's page beside a verdict. Each test failed before its fix."""

from __future__ import annotations

import json
from urllib.parse import quote

from support.pages import fresh, wait_for_verdict

from cosino.arena.manifest import entry, manifest_bytes
from cosino.arena.replay import verify

# A fragment is never sent to the server (a query may be ignored by it), so a link can append any text to
# the path of a real file: here a bidi override turning the rest of the line round, and a line separator.
CRAFTED = "#\u202e nwo s'etis siht ,dehsilbuP\u2028Published as episode kuhn-7-real"


def test_a_manifest_address_in_a_verdict_or_an_error_shows_its_hidden_characters(
    browser_context, base_url, site, extra_dir
):
    """A manifest named in the address is quoted in the verdict ("listed ... only by <address>"), and a
    replay's address in the error line when it cannot be fetched; the address's fragment reached both raw,
    so a link could reverse the rest of the sentence (U+202E) or start a forged line (U+2028) beside a real
    verdict. The file name and the banner were escaped already (test_review_web_spoof, _web_address).
    Before: the verdict line and the error line each held a raw U+202E and U+2028; now their escapes."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    (extra_dir / "rt44b").mkdir(exist_ok=True)
    (extra_dir / "rt44b" / "kuhn.replay.jsonl").write_bytes(replay)
    listing = manifest_bytes([entry("kuhn-7-elsewhere", replay, verify(replay).results, "kuhn")])
    (extra_dir / "rt44b" / "manifest.json").write_bytes(listing)
    page = fresh(
        browser_context,
        f"{base_url}?replay=extra/rt44b/kuhn.replay.jsonl&manifest="
        + quote("extra/rt44b/manifest.json" + CRAFTED, safe=""),
    )
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-published") == "address"
    shown = page.inner_text("#verdict .published")
    assert "\u202e" not in shown and "\u2028" not in shown and "\\u202e" in shown and "\\u2028" in shown, shown
    page.close()

    page = fresh(
        browser_context,
        f"{base_url}?replay=" + quote("extra/rt44b/none.replay.jsonl" + CRAFTED, safe=""),
    )
    error = page.inner_text("#error")
    assert "could not fetch extra/rt44b/none.replay.jsonl" in error and "\\u202e" in error, error
    assert "\u202e" not in error and "\u2028" not in error, error
    assert page.errors == []
    page.close()


def test_a_results_files_keys_and_texts_are_drawn_escaped_before_the_verdict(
    browser_context, base_url, site, extra_dir
):
    """A results file named beside a replay is drawn at once ("not yet checked against the replay"); the
    results agents were escaped (review 35), but every other string went to the page raw: the exploitability
    fill, a raw number's name heading its column, an audit's keys. Before: each drawn with its U+202E;
    now the reader hands the page every key and text of the file escaped, as it does a replay's."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    results = json.loads(verify(replay).results)
    results["exploitabilityFill"] = "uniform\u202e dehsilbup"
    results["raw"] = {**results.get("raw", {}), "chips\u202e": [1, -1]}
    (extra_dir / "rt44b").mkdir(exist_ok=True)
    (extra_dir / "rt44b" / "fill.replay.jsonl").write_bytes(replay)
    (extra_dir / "rt44b" / "fill.results.json").write_text(json.dumps(results, ensure_ascii=False), encoding="utf-8")
    page = fresh(browser_context, f"{base_url}?replay=extra/rt44b/fill.replay.jsonl")
    fill = page.inner_text("#exploitability code")
    assert fill == "uniform\\u202e dehsilbup", fill
    heads = page.locator("#endcard th").all_inner_texts()
    assert "chips\\u202e" in heads and not [h for h in heads if "\u202e" in h], heads
    assert "\u202e" not in page.inner_text("#diagnostics") + page.inner_text("#endcard")
    assert page.errors == []
    page.close()
