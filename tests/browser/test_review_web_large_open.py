"""Replays and results far larger than a game makes open with a bounded page (edited files).

Measured before (headless Chromium on the shared two-core machine, /tmp/h20-viewer-measure.py: time
from goto to body[data-ready]): 500,000 hands took 13.4 s and 500,312 elements, one "jump to" option
per hand; results with 100,000 raw keys took 22 s and 300,371 elements, a column per key; an answer
or an event of 100,000 keys drew its 1.8 MB of text in the log and on the table, a second a step;
checking a line of 100,000 keys for depth walked every value (0.6 s). The counts bound here are of
elements drawn, never of time; what is verified is unchanged (the bytes go to the verifier as read).
"""

from __future__ import annotations

import json

import pytest
from support.pages import fresh
from support.sites import ServedSite

HANDS = 500_000
KEYS = 100_000
EPISODES = 5_000


def _sample(site) -> list[bytes]:
    return (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().rstrip(b"\n").split(b"\n")


def _write(extra_dir, name: str, lines: list[bytes]) -> str:
    (extra_dir / name).write_bytes(b"\n".join(lines) + b"\n")
    return f"extra/{name}"


def _elements(page) -> int:
    return page.evaluate("document.getElementsByTagName('*').length")


def test_half_a_million_hands_list_a_window_of_them(browser_context, base_url, site, extra_dir):
    header = json.loads(_sample(site)[0])
    header["hands"] = HANDS
    lines = [json.dumps(header).encode()]
    for k in range(HANDS):
        lines += [
            b'{"button":0,"hand":%d,"slots":[0,1],"type":"hand"}' % k,
            b'{"hand":%d,"nets":[1,-1],"type":"handEnd"}' % k,
        ]
    url = _write(extra_dir, "many-hands.replay.jsonl", lines)
    page = fresh(browser_context, f"{base_url}?replay={url}")
    assert page.errors == [] and page.is_hidden("#error")
    assert _elements(page) < 3_000
    options = page.locator("#jump option")
    assert options.count() == 1_001 and options.last.inner_text() == f"\u2026 {HANDS - 1_000} later hands not listed"
    # The chart draws each of 1,000 buckets' lowest and highest point, and the last.
    points = page.get_attribute("#chart polyline >> nth=0", "points").split()
    assert len(points) <= 2_001 and page.locator("#chart polyline").count() == 2
    page.keyboard.press("End")  # the last hand: listed with the hands before it
    assert page.eval_on_selector("#jump", "(s) => s.value") == str(HANDS - 1)
    assert page.locator("#jump option").first.inner_text() == f"\u2026 {HANDS - 1_000} earlier hands not listed"
    page.goto(f"{base_url}?replay={url}&hand=250000")  # a deep link lists the hands around it
    page.wait_for_selector("body[data-ready='1']")
    assert page.eval_on_selector("#jump", "(s) => s.value") == "249999"
    assert page.locator("#jump option").count() == 1_002
    page.select_option("#jump", "250100")
    assert "hand 250101 of 500000" in page.inner_text("#position")
    page.close()


def test_an_answer_and_an_event_of_many_keys_are_clipped_where_drawn(browser_context, base_url, site, extra_dir):
    keys = {f"k{i:06d}": i for i in range(KEYS)}
    lines = _sample(site)
    refused = {"action": "call", "error": "bad", "hand": 0, "pos": 0, "received": keys, "slot": 0, "type": "action"}
    other = {"hand": 0, "raw": keys, "type": "mystery"}
    edited = [lines[0], lines[1], json.dumps(refused).encode(), json.dumps(other).encode(), *lines[2:]]
    url = _write(extra_dir, "many-keys.replay.jsonl", edited)
    page = fresh(browser_context, f"{base_url}?replay={url}&step=3")
    assert page.errors == [] and page.is_hidden("#error")
    received = page.inner_text("#log li[data-index='2'] .refused code")
    assert received.startswith('{"k000000":0,') and len(received) < 2_100
    assert received.endswith("more characters)")
    event = page.inner_text("#log li[data-index='3'] .what")
    assert event.startswith("mystery: raw {") and event.endswith("more characters)") and len(event) < 2_100
    assert len(page.inner_text("body")) < 30_000  # no 1.8 MB of text anywhere on the page
    page.close()


def test_results_of_many_raw_numbers_draw_a_few_columns_and_count_the_rest(browser_context, base_url, site, extra_dir):
    results = json.loads((site / "samples" / "holdem-hu.results.json").read_bytes())
    results["raw"] = {f"k{i:06d}": [1, -1] for i in range(KEYS)}
    (extra_dir / "many-raw.results.json").write_text(json.dumps(results))
    page = fresh(
        browser_context, f"{base_url}?replay=samples/holdem-hu.replay.jsonl&results=extra/many-raw.results.json"
    )
    assert page.errors == [] and _elements(page) < 3_000
    assert page.locator("#endcard table.scores tr >> nth=0").locator("th").count() == 5 + 16
    assert f"\u2026 {KEYS - 16} more raw numbers not shown" in page.inner_text("#endcard")
    page.close()


def test_the_depth_check_reads_brackets_inside_strings_as_text(browser_context, base_url, site, extra_dir):
    lines = _sample(site)
    deep = b'{"hand":0,"type":"x","s":"' + b"]" * 5_000 + b'","v":' + b"[" * 1_001 + b"]" * 1_001 + b"}"
    shallow = b'{"hand":0,"type":"x","s":"' + b"[" * 5_000 + b'"}'
    page = fresh(
        browser_context,
        f"{base_url}?replay={_write(extra_dir, 'deep-str.replay.jsonl', [*lines[:2], deep, *lines[2:]])}",
    )
    assert "line 3: nested too deeply" in page.inner_text("#error")
    page.close()
    page = fresh(
        browser_context,
        f"{base_url}?replay={_write(extra_dir, 'shallow-str.replay.jsonl', [*lines[:2], shallow, *lines[2:]])}",
    )
    assert page.is_hidden("#error") and page.is_visible("#viewer")
    page.close()


def test_names_of_many_characters_are_clipped_where_drawn(browser_context, base_url, site, extra_dir):
    # An alias and agent name of 200,000 characters were drawn on the seat, every log entry and the chart.
    lines = _sample(site)
    header = json.loads(lines[0])
    header["seats"][0].update(alias="A" * 200_000, agent="B" * 200_000)
    header["variant"] = header["variant"] + "V" * 200_000  # unknown to the build: drawn as text
    url = _write(extra_dir, "long-names.replay.jsonl", [json.dumps(header).encode(), *lines[1:]])
    page = fresh(browser_context, f"{base_url}?replay={url}&step=20")
    assert page.errors == [] and page.is_visible("#viewer")
    alias = page.locator("#table .alias").all_inner_texts()
    assert "A" * 64 + "\u2026 (199936 more characters)" in alias
    assert "B" * 64 + "\u2026 (199936 more characters)" in page.locator("#table .agent").all_inner_texts()
    assert len(page.inner_text("body")) < 30_000
    page.close()


@pytest.fixture
def long_index(site):
    """The site with a published episode index of EPISODES entries, on its own origin."""
    entry = {"variant": "kuhn", "agents": ["a", "b"], "scores": [0.5, 0.5], "reason": "complete", "hands": 16}
    episodes = [{**entry, "episode": f"ep{i:05d}", "replay": "samples/kuhn.replay.jsonl"} for i in range(EPISODES)]
    body = json.dumps({"episodes": episodes}).encode()

    served = ServedSite(site, {"/public/episodes.json": lambda: body})
    yield served.url
    served.close()


def test_a_long_episode_index_lists_a_page_of_it_and_counts_the_rest(browser_context, long_index):
    # 100,000 entries drew 1.1 million elements: 16.6 s to open the front page, 31 s a keystroke.
    page = fresh(browser_context, long_index)
    assert page.errors == [] and _elements(page) < 5_000
    assert page.locator("#episode-list tr[data-episode]").count() == 200
    assert f"\u2026 {EPISODES - 200} more episodes not listed" in page.inner_text("#episode-list tr.more")
    assert f"{EPISODES} of {EPISODES} episodes" in page.inner_text("#episode-list caption")
    page.fill("#f-search", "ep049")  # ep04900 to ep04999: all drawn, no marker
    assert page.locator("#episode-list tr[data-episode]").count() == 100 and page.locator("tr.more").count() == 0
    page.goto(long_index + "?agent=a")
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#agent-page li:not(.more)").count() == 200
    assert f"\u2026 {EPISODES - 200} more episodes not listed" in page.inner_text("#agent-page li.more")
    page.close()
