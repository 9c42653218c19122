"""The integrity page's hand links land on the hand they name (review 49c, cross-surface consistency).

The report names an episode by id; the runtime stores replays by their SHA-256 and lists them in the episode
index the viewer's own list reads. Until 2026-12-07 every link was ``./?replay=replays/<episode id>.jsonl``, a
file no publisher writes: under ``cosino serve`` (``api/blobs/replays/<sha>.jsonl``) and on the samples' static
site alike, following a link opened the viewer on "could not fetch"."""

from __future__ import annotations

import json


def _report_on(dumper_report: dict, episode: str, hand: int) -> dict:
    """The dumper league's report with its first flag's heaviest hand moved onto ``episode``'s ``hand``."""
    report = dumper_report
    report["flags"][0]["weigh"][0] = {**report["flags"][0]["weigh"][0], "episode": episode, "hand": hand}
    return report


def _follow_first_link(page, base_url: str) -> None:
    link = page.locator("#flags article.flag").first.locator("ul.weigh a").first
    page.goto(base_url + link.get_attribute("href").removeprefix("./"))
    page.wait_for_selector("body[data-ready='1']")


def test_a_hand_link_opens_the_indexed_replay_at_that_hand(browser_context, base_url, extra_dir, site, dumper_report):
    """A static site's index (``public/episodes.json``, the samples here): the Leduc sample's replay index 2 is
    linked as ``?replay=samples/leduc.replay.jsonl&...&hand=3`` and the viewer shows "hand 3 of". Before:
    ``?replay=replays/<id>.jsonl&hand=3``, 0 of 1 links opened (the viewer's error box: "could not fetch")."""
    from cosino.primitives.canonical import dump_bytes

    index = json.loads((site / "public" / "episodes.json").read_bytes())
    leduc = next(e for e in index["episodes"] if e["variant"] == "leduc")
    (extra_dir / "integrity-49c.json").write_bytes(dump_bytes(_report_on(dumper_report, leduc["episode"], 2)))
    page = browser_context.new_page()
    page.goto(base_url + "integrity.html?src=extra/integrity-49c.json")
    page.wait_for_selector("#flags article.flag ul.weigh a")
    href = page.locator("#flags article.flag").first.locator("ul.weigh a").first.get_attribute("href")
    assert "replay=samples%2Fleduc.replay.jsonl" in href and "results=samples%2Fleduc.results.json" in href
    assert "manifest=public%2Fmanifest.json" in href and href.endswith("&hand=3")
    assert f"{leduc['episode']} hand 3" in page.inner_text("#flags")
    # An episode the index does not list (the dumper's own here) is not linked: since review 51d the page no longer
    # falls back to replays/<id>.jsonl, which no publisher writes.
    others = page.locator("#flags article.flag").nth(0).locator("ul.weigh span.unlinked")
    assert others.count() > 0 and page.locator("#report a[href*='replay=replays%2F']").count() == 0
    assert "(not linked: the episode index does not list this episode)" in others.first.inner_text()
    _follow_first_link(page, base_url)
    assert page.locator("#error").is_hidden(), page.inner_text("#error")
    assert page.inner_text("#position").startswith("hand 3 of") and page.input_value("#jump") == "2"
    page.close()


def test_a_hand_link_under_cosino_serve_opens_the_blob(browser_context, base_url, extra_dir, site, dumper_report):
    """The API's index (``api/blobs/public/episodes.json``, answered here by a route in the shape publish writes:
    ``replays/<sha>.jsonl`` keys) is read first, and its link opens ``api/blobs/replays/<sha>.jsonl`` at the
    hand. Before: ``replays/<episode id>.jsonl``, a 404 under ``cosino serve``."""
    import hashlib

    from cosino.primitives.canonical import dump_bytes

    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    sha = hashlib.sha256(replay).hexdigest()
    episode = "kuhn-7-49c0000000aa"
    index = {"episodes": [{"episode": episode, "variant": "kuhn", "replay": f"replays/{sha}.jsonl"}]}
    (extra_dir / "integrity-49c-serve.json").write_bytes(dump_bytes(_report_on(dumper_report, episode, 5)))
    # On the context, not the page: the site's service worker makes the fetches, which a page's routes miss.
    routes = {
        "**/api/blobs/public/episodes.json": lambda r: r.fulfill(status=200, body=json.dumps(index)),
        f"**/api/blobs/replays/{sha}.jsonl": lambda r: r.fulfill(status=200, body=replay),
    }
    for pattern, handler in routes.items():
        browser_context.route(pattern, handler)
    page = browser_context.new_page()
    try:
        page.goto(base_url + "integrity.html?src=extra/integrity-49c-serve.json")
        page.wait_for_selector("#flags article.flag ul.weigh a")
        href = page.locator("#flags article.flag").first.locator("ul.weigh a").first.get_attribute("href")
        assert f"replay=api%2Fblobs%2Freplays%2F{sha}.jsonl" in href and href.endswith("&hand=6")
        _follow_first_link(page, base_url)
        assert page.inner_text("#position").startswith("hand 6 of") and page.input_value("#jump") == "5"
    finally:
        page.close()
        for pattern, handler in routes.items():
            browser_context.unroute(pattern, handler)


def test_a_replays_folder_in_the_address_still_decides_the_links(browser_context, base_url, extra_dir, dumper_report):
    """``?replays=FOLDER`` is the reader's own choice and wins over the index: the link is
    ``FOLDER<episode>.jsonl`` with the hand counted from 1, as before this change."""
    from cosino.primitives.canonical import dump_bytes

    report = _report_on(dumper_report, "kuhn-7-52c142c0f159", 0)
    (extra_dir / "integrity-49c-folder.json").write_bytes(dump_bytes(report))
    page = browser_context.new_page()
    page.goto(base_url + "integrity.html?src=extra/integrity-49c-folder.json&replays=extra/")
    page.wait_for_selector("#flags article.flag ul.weigh a")
    href = page.locator("#flags article.flag").first.locator("ul.weigh a").first.get_attribute("href")
    assert href == "./?replay=extra%2Fkuhn-7-52c142c0f159.jsonl&hand=1"
    page.close()


def _flip_first_net(replay: bytes) -> tuple[bytes, int]:
    """The replay with one digit of its first handEnd's nets changed, and that line's number (from 1)."""
    lines = replay.split(b"\n")
    for i, line in enumerate(lines):
        if b'"type":"handEnd"' in line:
            at = line.index(b'"nets":[') + len(b'"nets":[')
            at += line[at : at + 1] == b"-"
            digit = line[at : at + 1]
            lines[i] = line[:at] + (b"8" if digit == b"9" else bytes([digit[0] + 1])) + line[at + 1 :]
            return b"\n".join(lines), i + 1
    raise AssertionError("no handEnd line")


def test_a_mismatch_names_its_line_and_shows_that_record(browser_context, base_url, extra_dir, site):
    """The verdict says "replay: line N: ..." (lines from 1, as ``cosino verify`` says it), while the viewer's
    steps count records from 0: line N is step N - 1. Before: the position read "step K of T" only, so a reader
    who went to step N (scrubber or ``?step=N``) saw the record after the one named. Now the position says
    "(line K + 1)" too, and the verdict has a button "show line N (step N - 1)" that moves to that record."""
    from support.pages import wait_for_verdict

    tampered, line = _flip_first_net((site / "samples" / "holdem-hu.replay.jsonl").read_bytes())
    path = extra_dir / "tampered-49c.replay.jsonl"
    path.write_bytes(tampered)
    page = browser_context.new_page()
    page.goto(base_url)
    page.wait_for_selector("body[data-ready='1']")
    page.set_input_files("#file", [str(path)])  # a file of one's own: no manifest, so the verdict is the re-run's
    page.wait_for_selector("#viewer:not([hidden])")
    page.click("#verify")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "mismatch"
    assert page.inner_text("#verdict .first-difference").startswith(f"replay: line {line}: ")
    button = page.locator("#verdict button.show-line")
    assert button.inner_text() == f"show line {line} (step {line - 1})"
    button.click()
    assert page.get_attribute("#position", "data-cursor") == str(line - 1)
    last = len(tampered.splitlines()) - 1
    assert page.inner_text("#position").endswith(f"step {line - 1} of {last} (line {line})")
    # The record shown is the tampered one: the hand's end, whose nets the verifier refused.
    assert '"type":"handEnd"' in tampered.split(b"\n")[line - 1].decode()
    page.close()


def test_small_p_values_are_not_drawn_as_zero(browser_context, base_url, extra_dir, dumper_report):
    """The planted dumper's league at 40 episodes: its matrix p-values of 1.39e-10 and 1.7556e-08, and its two
    flags, whose p the report wrote as 0 until review 51e (12 decimals: below 5e-13) and now writes to 12 significant
    digits (2.06785126835e-21, Holm-adjusted 5.78998355139e-20). Before review 49c the page drew all of them as "0".
    Now the cells read "1.4e-10" and "1.8e-8", the flags "p = 2.1e-21 (Holm-adjusted 5.8e-20)"; a report written
    before 51e, whose p is 0, still reads "p < 5e-13"; a p of 0.0001 or more keeps its four places."""
    from cosino.primitives.canonical import dump_bytes

    data = dump_bytes(dumper_report)
    report = json.loads(data)
    assert all(0 < f["p"] <= f["pHolm"] < 5e-13 for f in report["flags"]), report["flags"]
    old = json.loads(data)  # as written before 51e: the flags' p-values rounded to 0
    for flag in old["flags"]:
        flag["p"] = flag["pHolm"] = 0
    (extra_dir / "integrity-49c-p.json").write_bytes(data)
    (extra_dir / "integrity-49c-p0.json").write_text(json.dumps(old))
    page = browser_context.new_page()
    page.goto(base_url + "integrity.html?src=extra/integrity-49c-p.json")
    page.wait_for_selector("#matrix td[data-p]")
    flags = page.inner_text("#flags")
    assert "p = 2.1e-21 (Holm-adjusted 5.8e-20)" in flags and "p = 0 " not in flags and "< 5e-13" not in flags
    cells = {c.get_attribute("data-p"): c.inner_text() for c in page.locator("#matrix td[data-p]").all()}
    assert cells["1.39e-10"] == "1.4e-10" and cells["1.7556e-8"] == "1.8e-8" and cells["2.06785126835e-21"] == "2.1e-21"
    larger = {p: t for p, t in cells.items() if float(p) >= 1e-4}
    assert larger and all("e" not in t and len(t) <= 6 for t in larger.values())  # four places, as before
    page.goto(base_url + "integrity.html?src=extra/integrity-49c-p0.json")
    page.wait_for_selector("#matrix td[data-p]")
    assert page.inner_text("#flags").count("p < 5e-13 (Holm-adjusted < 5e-13)") == 2
    page.close()


def test_the_episode_list_says_its_dates_are_utc(browser_context, base_url):
    """The runtime writes ``created`` in UTC and the list shows and filters its UTC day. An episode created at
    23:30 UTC on 6 December is 08:30 on the 7th in Tokyo: the list shows 2026-12-06, and the column and the
    filters now say "(UTC)". Before: "date", "from" and "to", with nothing saying whose day it was."""
    index = {
        "episodes": [
            {"episode": "kuhn-1-49c0000000bb", "variant": "kuhn", "created": "2026-12-06T23:30:00Z", "hands": 2},
        ]
    }
    pattern = "**/api/blobs/public/episodes.json"
    handler = lambda r: r.fulfill(status=200, body=json.dumps(index))  # noqa: E731 - one route, removed below
    browser_context.route(pattern, handler)
    page = browser_context.new_page()
    try:
        page.goto(base_url)
        page.wait_for_selector("#episode-list tr[data-episode='kuhn-1-49c0000000bb']")
        heads = page.locator("#episode-list th").all_inner_texts()
        assert heads[-1] == "date (UTC)"
        assert page.locator("#episode-list tr[data-episode] td").last.inner_text() == "2026-12-06"
        labels = " ".join(page.locator("#episode-filters label").all_inner_texts())
        assert "from (UTC)" in labels and "to (UTC)" in labels
        page.fill("#f-from", "2026-12-07")
        assert page.locator("#episode-list tr[data-episode]").count() == 0  # the UTC day, as the column says
    finally:
        page.close()
        browser_context.unroute(pattern, handler)
