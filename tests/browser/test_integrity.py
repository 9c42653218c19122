"""The league integrity page in Chromium: the flags with their evidence and links to the hands that
weigh most, the pair matrix, the per-agent context, and the leaderboard's link to the page."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))


def test_integrity_page_shows_flags_matrix_and_context(browser_context, base_url, extra_dir, site, dumper_report):
    from cosino.primitives.canonical import dump_bytes

    assert (site / "integrity.html").exists(), "rebuild the site: make web"
    report = dumper_report  # the dumper's league at 40 episodes (tests/browser/conftest.py)
    report["pinned"] = {"episodes": 40, "manifest": "0" * 64}
    assert report["flags"], "the planted dumper is caught at 40 episodes (tests/test_league_integrity.py)"
    (extra_dir / "integrity.json").write_bytes(dump_bytes(report))
    page = browser_context.new_page()
    # The reader names the replays' folder: no index lists these episodes, so without it no hand is linked (51d).
    page.goto(base_url + "integrity.html?src=extra/integrity.json&replays=replays/")
    page.wait_for_selector("body[data-ready='1']")
    flags = page.locator("#flags article.flag")
    assert flags.count() == len(report["flags"])
    text = page.inner_text("#report")
    assert "dump: dumper:Gizmo \u2192 receiver:Sprocket" in text
    first = report["flags"][0]
    href = page.locator("#flags article.flag").first.locator("ul.weigh a").first.get_attribute("href")
    # The report counts hands from 0, the viewer's ?hand= from 1: until 2026-12-07 the link said hand=3 for the
    # replay's fourth hand (index 3), and the viewer opened its third.
    hand = first["weigh"][0]["hand"]
    assert f"hand={hand + 1}&" in href + "&" and first["weigh"][0]["episode"] in href
    assert f"{first['weigh'][0]['episode']} hand {hand + 1}" in text
    agents = list(report["agents"])
    assert page.locator("#matrix tbody tr").count() == len(agents)
    assert page.locator("#context tbody tr").count() == len(agents)
    # The mirror-memory section: one row per agent with mirror units, and its flags (none here).
    assert page.locator("#mirror tbody tr").count() == len(report["mirror"]["agents"]) > 0
    assert page.locator("#mirror-flags article.flag").count() == len(report["mirror"]["flags"])
    page.goto(base_url + "integrity.html?src=extra/none.json")
    page.wait_for_selector("#error:not([hidden])")
    assert "none.json" in page.inner_text("#error")
    page.close()


def test_a_weighing_hand_is_shown_and_linked_counted_from_one(browser_context, base_url, extra_dir, dumper_report):
    """Mutation review 49a: the flag's hands written by hand, so that no other entry shares the text. Hand 0 (the
    first) is shown "ep-a hand 1" and linked with hand=1; a hand that is no number ("7", a damaged report) is shown
    as the text it is, not "71" (nor "hand 7" since review 51d). Mutants that survived the test above (it found its
    text elsewhere on the page, and its first hand is not hand 0): the text written from the report's own count
    ("ep-a hand 0"), hand 0 left uncounted (``hand > 0``), and no ``Number.isSafeInteger`` ("ep-b hand 71")."""
    from cosino.primitives.canonical import dump_bytes

    report = dumper_report
    residual = report["flags"][0]["weigh"][0]["residual"]
    report["flags"][0]["weigh"] = [
        {"episode": "ep-a", "hand": 0, "residual": residual},
        {"episode": "ep-b", "hand": "7", "residual": residual},
    ]
    (extra_dir / "integrity-hands.json").write_bytes(dump_bytes(report))
    page = browser_context.new_page()
    page.goto(base_url + "integrity.html?src=extra/integrity-hands.json&replays=replays/")
    page.wait_for_selector("body[data-ready='1']")
    first = page.locator("#flags article.flag").first
    text = first.inner_text()
    assert "ep-a hand 1 " in text and "ep-a hand 0" not in text
    assert 'ep-b, not a hand number: the text "7" ' in text and "ep-b hand 71" not in text
    href = first.locator("ul.weigh a").first.get_attribute("href")
    assert "ep-a" in href and "hand=1&" in href + "&"
    page.close()


def test_leaderboard_links_to_the_integrity_page(browser_context, base_url, extra_dir):
    from cosino.league.table import leaderboards
    from cosino.primitives.canonical import dump_bytes

    (extra_dir / "board.json").write_bytes(dump_bytes(leaderboards([], pinned={"episodes": 0, "manifest": "0"})))
    page = browser_context.new_page()
    page.goto(base_url + "leaderboard.html?src=extra/board.json")
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("a[href='integrity.html']").count() >= 1
    page.close()


def test_a_per_episode_flag_shows_its_strength(browser_context, base_url, site):
    import json

    results = json.loads((site / "samples" / "holdem-6max.results.json").read_bytes())
    assert results["audit"]["flags"], "the six-max sample flags its random seat (the case this guards)"
    page = browser_context.new_page()
    page.goto(base_url + "?replay=samples/holdem-6max.replay.jsonl&results=samples/holdem-6max.results.json")
    page.wait_for_selector("#audit .flags li .strength", timeout=60_000)
    text = page.inner_text("#audit .flags")
    assert "weak evidence" in text and "not an accusation" in text and "x the bar" in text
    assert page.get_attribute("#audit .flags li .strength", "data-strength") == "weak"
    page.close()


def test_integrity_page_shows_a_mirror_memory_flag(browser_context, base_url, extra_dir, site):
    from cosino.league.integrity import league_integrity
    from cosino.primitives.canonical import dump_bytes
    from cosino_devtools import mirror_calibrate

    report = league_integrity([mirror_calibrate.play("hu-rememberer", 0, i) for i in range(12)], seed=1)
    flags = report["mirror"]["flags"]
    assert [f["agent"] for f in flags] == ["rememberer"], "tests/test_mirror_memory.py catches it at 12 episodes"
    (extra_dir / "mirror.json").write_bytes(dump_bytes(report))
    page = browser_context.new_page()
    page.goto(base_url + "integrity.html?src=extra/mirror.json&replays=replays/")
    page.wait_for_selector("body[data-ready='1']")
    assert "mirror-memory: rememberer" in page.inner_text("#mirror-flags")
    href = page.locator("#mirror-flags ul.weigh a").first.get_attribute("href")
    assert f"hand={flags[0]['weigh'][0]['hand'] + 1}&" in href + "&" and flags[0]["weigh"][0]["episode"] in href
    assert page.locator("#mirror tbody tr").count() == len(report["mirror"]["agents"])
    page.close()


def test_integrity_page_states_the_mirror_method_of_each_game(browser_context, base_url, extra_dir):
    from cosino.league.integrity import league_integrity
    from cosino.primitives.canonical import dump_bytes
    from cosino_devtools import mirror_calibrate

    # A Hold'em league states its clairvoyant; a Leduc one adds the Kuhn and Leduc units' own.
    for kind, small in (("hu-rememberer", False), ("leduc-rememberer", True)):
        report = league_integrity([mirror_calibrate.play(kind, 0, i) for i in range(4)], seed=1)
        method = report["mirror"]["method"]
        assert ("kuhnLeduc" in method) is small
        (extra_dir / f"{kind}.json").write_bytes(dump_bytes(report))
        page = browser_context.new_page()
        page.goto(base_url + f"integrity.html?src=extra/{kind}.json")
        page.wait_for_selector("body[data-ready='1']")
        assert page.inner_text("#mirror-method dd[data-key='value']") == method["value"]
        assert page.inner_text("#mirror-method dd[data-key='strata']") == method["strata"]
        shown = page.locator("#mirror-method dd[data-key='kuhnLeduc']")
        assert shown.count() == int(small)
        if small:
            assert shown.inner_text() == method["kuhnLeduc"]
        page.close()
