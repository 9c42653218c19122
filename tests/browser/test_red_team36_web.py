"""Red team 36, the static viewer: a forged results file whose every string is markup and whose every
number is out of range, and one nested past any reader's depth, opened beside a genuine replay.
Each stays text on the page (no element made from it, no script run), and the page keeps working.
"""

from __future__ import annotations

import json

import pytest
from support.pages import fresh, wait_for_verdict

PAYLOAD = "<img src=x onerror=\"window.__pwned = '{where}'\"><script>window.__pwned = '{where}'</script>"


def forged(value, where: str = "results"):
    """``value`` with each string replaced by markup naming its path, and each number by 1e999."""
    if isinstance(value, dict):
        return {k: forged(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [forged(v, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, str):
        return PAYLOAD.format(where=where)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return 1e999  # json.dumps writes Infinity; below it is written as 1e999, which JSON.parse reads as Infinity
    return value


def forged_bytes(results: dict) -> bytes:
    return json.dumps(forged(results)).replace("Infinity", "1e999").encode()


@pytest.mark.parametrize("sample", ["kuhn", "holdem-6max"])
def test_every_string_of_a_forged_results_file_stays_text(browser_context, base_url, site, tmp_path, sample):
    results = json.loads((site / "samples" / f"{sample}.results.json").read_bytes())
    path = tmp_path / f"{sample}.results.json"
    path.write_bytes(forged_bytes(results))
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(site / "samples" / f"{sample}.replay.jsonl"), str(path)])
    page.wait_for_selector(f"#title:has-text('{sample}')")
    page.wait_for_timeout(500)  # whatever renders from the results has rendered
    assert page.evaluate("window.__pwned") is None
    assert page.locator("main img, main script, #viewer img, #viewer script").count() == 0
    assert page.errors == []
    page.close()


def test_forged_results_are_labelled_unchecked_then_replaced_by_the_recomputed_ones(
    browser_context, base_url, site, tmp_path
):
    """Mislead: the forged file is shown only as "not yet checked", and verifying replaces it."""
    results = json.loads((site / "samples" / "kuhn.results.json").read_bytes())
    path = tmp_path / "kuhn.results.json"
    path.write_bytes(forged_bytes(results))
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl"), str(path)])
    page.wait_for_selector("#title:has-text('kuhn')")
    assert "not yet checked" in page.inner_text("body")
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "mismatch"
    assert "results: line 1: number '1e999' is out of range" in page.inner_text("#verdict")
    body = page.inner_text("body")  # the recomputed results replaced every forged string and number
    assert "onerror" not in body and "Infinity" not in body
    assert f"{results['scoredHands']} scored of {results['hands']} hands" in body
    assert page.evaluate("window.__pwned") is None and page.errors == []
    page.close()


def test_a_results_file_nested_past_any_depth_is_refused_in_a_line(browser_context, base_url, site, tmp_path):
    path = tmp_path / "deep.results.json"
    path.write_text('{"agents": ' + "[" * 60_000 + "]" * 60_000 + "}")
    page = fresh(browser_context, base_url)
    page.set_input_files("#file", [str(site / "samples" / "kuhn.replay.jsonl"), str(path)])
    page.wait_for_selector("#title:has-text('kuhn')")
    page.wait_for_timeout(500)
    assert page.errors == []
    assert page.evaluate("window.__pwned") is None
    page.close()
