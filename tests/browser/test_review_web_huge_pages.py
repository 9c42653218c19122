"""The leaderboard, integrity report, episode filters and live view of a file far larger than a league
or an episode makes (forged ones) draw a bounded page and count the rest.

Measured before (headless Chromium on the shared two-core machine, /tmp/h20-viewer2-measure.py: time
from goto to body[data-ready]): a leaderboard of 100,000 agents with as many audit pairs and
reliability rows took 114 s and 2.4 million elements; an integrity report of 316 agents (99,540 pairs,
as many flags) 43 s and 1.3 million; an episode index of 100,000 distinct agents, variants and statuses
11.7 s and 402,319 elements (an option per value); a live episode of 50,000 events re-parsed every
event on each 1.5 s poll; a step of a 500,000-hand replay looked for the current hand from the last
and for an `end` record through every record (25 ms a step). The tests count elements and work
(JSON.parse calls, executed blocks), never time; what is verified is untouched.
"""

from __future__ import annotations

import json

import pytest
from support.pages import fresh
from support.sites import ServedSite

ROWS = 5_000
AGENTS = 100  # 9,900 ordered pairs


def _elements(page) -> int:
    return page.evaluate("document.getElementsByTagName('*').length")


def _row(i: int) -> dict:
    rating = 1500 - i / 100
    return {
        "rank": i + 1,
        "agent": f"agent{i:05d}",
        "bt": {"rating": rating, "lo": rating - 30, "hi": rating + 30},
        "elo": rating,
        "meanScore": 0.5,
        "episodes": 10,
        "wins": 5,
        "byVariant": {f"v{k:02d}": 0.5 for k in range(40)},
    }


def test_a_leaderboard_of_many_agents_draws_a_page_of_each_table(browser_context, base_url, extra_dir):
    table = {
        "table": [_row(i) for i in range(ROWS)],
        "audit": {"collusion": {"pairs": [{"a": f"agent{i:05d}", "b": "x", "dump": 1} for i in range(ROWS)]}},
        "reliability": {f"agent{i:05d}": {"calls": 1, "latency": {"p50": 3}} for i in range(ROWS)},
        "method": {f"m{i:05d}": i for i in range(ROWS)},
    }
    families = {"poker": table, **{f"f{k}": {"table": [_row(0)]} for k in range(9)}}
    (extra_dir / "huge-board.json").write_text(json.dumps({"format": 1, "families": families}))
    page = fresh(browser_context, base_url + "leaderboard.html?src=extra/huge-board.json")
    assert page.errors == [] and page.is_hidden("#error")
    assert _elements(page) < 15_000
    poker = page.locator("#board section[data-family='poker']")
    assert poker.locator("table.leaderboard tr[data-agent]").count() == 200
    assert f"\u2026 {ROWS - 200} more agents not shown" in poker.locator("table.leaderboard tr.more").inner_text()
    assert poker.locator("th[data-field^='byVariant.']").count() == 16
    assert "\u2026 24 more columns not shown" in poker.inner_text()
    assert poker.locator("table.audit-pairs tr:not(.more)").count() == 201  # a head row and 200 pairs
    assert poker.locator("table.reliability tr:not(.more)").count() == 201
    assert poker.locator("table.audit-pairs tr.more, table.reliability tr.more").count() == 2
    assert f"\u2026 {ROWS - 200} more rows not shown" in poker.locator("table.audit-pairs tr.more").inner_text()
    assert poker.locator("details.method dd").count() == 200
    assert f"\u2026 {ROWS - 200} more entries not shown" in poker.locator("details.method").text_content()
    assert page.locator("#board section.family").count() == 8
    assert "\u2026 2 more families not shown" in page.inner_text("#board")
    page.close()


def _report() -> dict:
    names = [f"agent{i:04d}" for i in range(AGENTS)]
    tests = {"dump": {"p": 0.5}}
    pairs = [{"agent": a, "other": b, "tests": tests} for a in names for b in names if a != b]
    weigh = [{"episode": f"ep{k}", "hand": k, "residual": 1} for k in range(50)]
    flag = {"flag": "dump", "mutual": False, "p": 0.001, "pHolm": 0.01, "units": [10], "signal": "faced"}
    flag.update(episodes=["ep0"], excess=[0.1], weigh=weigh)
    # Every flag names the last two agents: the matrix draws flagged agents before the others.
    flags = [dict(flag, agents=names[-2:]) for _ in pairs]
    rates = {"calls": {"units": 5, "rate": 0.5}} | {f"kind{k:02d}": {"units": 1, "rate": 0} for k in range(30)}
    mirror_agent = {"units": [1, 1], "tested": True, "correct": [1, 1], "excess": 0, "p": 1, "pHolm": 1}
    mirror_flag = {"flag": "mirror-memory", "correct": [1, 2], "units": [3, 3], "weigh": weigh}
    mirror_flags = [dict(mirror_flag, agent=a) for a in names]
    return {
        "agents": {a: rates for a in names},
        "pairs": pairs,
        "flags": flags,
        "mirror": {"agents": {f"m{i:04d}": mirror_agent for i in range(300)}, "flags": mirror_flags * 2},
        "method": {"null": "permuted", "correction": "holm", "alpha": 0.05},
    }


def test_an_integrity_report_of_many_pairs_draws_a_page_of_each_list(browser_context, base_url, extra_dir):
    (extra_dir / "huge-integrity.json").write_text(json.dumps(_report()))
    page = fresh(browser_context, base_url + "integrity.html?src=extra/huge-integrity.json")
    assert page.errors == [] and page.is_hidden("#error")
    assert _elements(page) < 20_000
    flags = AGENTS * (AGENTS - 1)
    assert page.locator("#flags article.flag").count() == 100
    assert f"Flags ({flags})" in page.inner_text("#report h2 >> nth=0")
    assert f"\u2026 {flags - 100} more flags not shown" in page.inner_text("#flags > p.more")
    first = page.locator("#flags article.flag").first
    assert first.locator("ul.weigh li:not(.more)").count() == 20
    assert "\u2026 30 more hands not shown" in first.locator("ul.weigh li.more").inner_text()
    assert page.locator("#matrix tbody tr").count() == 40
    heads = page.locator("#matrix thead th").all_inner_texts()
    assert heads[1:3] == ["agent0000", "agent0001"] and heads[-2:] == ["agent0098", "agent0099"]
    assert f"\u2026 {AGENTS - 40} more agents in the matrix" in page.inner_text("#report")
    assert page.locator("#context thead th").count() == 17  # the agent column and 16 kinds
    assert "\u2026 15 more columns not shown" in page.inner_text("#report")
    assert page.locator("#mirror tbody tr").count() == 200
    assert "\u2026 100 more agents not shown" in page.inner_text("#report")
    assert page.locator("#mirror-flags article.flag").count() == 100
    assert f"\u2026 {2 * AGENTS - 100} more flags not shown" in page.inner_text("#mirror-flags")
    page.close()


@pytest.fixture
def served(site):
    servers = []

    def serve(answers):
        servers.append(ServedSite(site, answers))
        return servers[-1].url

    yield serve
    for server in servers:
        server.close()


def test_an_index_of_many_agents_lists_the_most_held_and_counts_the_rest(browser_context, served):
    entry = {"scores": [0.5, 0.5], "hands": 16, "replay": "samples/kuhn.replay.jsonl"}
    episodes = [
        dict(entry, episode=f"ep{i:05d}", variant=f"v{i:05d}", agents=["common", f"b{i:05d}"], reason=f"r{i:05d}")
        for i in range(ROWS)
    ]
    body = json.dumps({"episodes": episodes}).encode()
    url = served({"/public/episodes.json": lambda: body})
    page = fresh(browser_context, url + "?agent=common")
    assert page.errors == [] and _elements(page) < 5_000
    lists = (("variant", "variants", ROWS), ("agent", "agents", ROWS + 1), ("status", "statuses", ROWS))
    for select, what, distinct in lists:
        options = page.locator(f"#f-{select} option")
        assert options.count() == 202, select  # "any", 200 values, the marker
        assert options.last.inner_text() == f"\u2026 {distinct - 200} more {what} not listed: use the search"
        assert options.last.is_disabled()
    assert page.locator("#f-agent option[value='common']").count() == 1  # in every episode: listed
    page.select_option("#f-agent", "common")
    assert page.locator("#episode-list tr[data-episode]").count() == 200
    assert page.locator("#agent-page table.h2h tr[data-opponent]").count() == 200
    assert f"\u2026 {ROWS - 200} more opponents not listed" in page.inner_text("#agent-page table.h2h tr.more")
    page.close()


# JSON.parse counted: the viewer parses a replay line by line with it.
COUNT_PARSES = """(() => { const parse = JSON.parse; window.parses = 0;
  JSON.parse = function (...args) { window.parses += 1; return parse.apply(this, args); }; })();"""
LIVE_EVENTS = 3_000
GROWTH = 10  # events added by each poll


def _live_events(site) -> list[dict]:
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    body = [json.loads(x) for x in lines[1:]]
    body = [r for r in body if r["type"] not in ("end", "audit")]
    events = []
    for k in range(LIVE_EVENTS // len(body) + 2):
        events += [{**r, "hand": r["hand"] + 1_000 * k} for r in body]
    return [header, *events]


def test_a_live_episode_parses_only_the_events_each_poll_adds(browser_context, site, served):
    events = _live_events(site)
    polls = [0]

    def log() -> bytes:
        polls[0] += 1
        shown = [dict(r) for r in events[: LIVE_EVENTS + GROWTH * polls[0]]]
        if polls[0] >= 5:  # an earlier event changed (a withheld hand shown once its mirror is played)
            shown[2]["talk"] = "changed"
        return json.dumps({"episode": "e1", "view": "public", "events": shown}).encode()

    running = json.dumps({"episode": "e1", "status": "running"}).encode()
    url = served({"/api/episodes/e1": lambda: running, "/api/episodes/e1/events": log})
    page = browser_context.new_page()
    page.add_init_script(COUNT_PARSES)
    page.goto(url + "?episode=e1")

    def parses_at(count: int) -> int:
        """JSON.parse calls so far, read in the same task as the poll showing `count` events."""
        seen = page.wait_for_function(
            """(count) => document.querySelector('#live').innerText.includes(` ${count} events `)
              && [window.parses, document.querySelector('#position').dataset.end]""",
            arg=count,
            timeout=30_000,
        ).json_value()
        assert seen[1] == str(count - 1)  # followed to the last event
        return seen[0]

    first = parses_at(LIVE_EVENTS + GROWTH * 2)  # the polls after the first
    second = parses_at(LIVE_EVENTS + GROWTH * 3)
    third = parses_at(LIVE_EVENTS + GROWTH * 4)
    assert 0 < second - first <= GROWTH + 5 and 0 < third - second <= GROWTH + 5
    changed = parses_at(LIVE_EVENTS + GROWTH * 5)  # not a prefix: read whole again
    assert changed - third >= LIVE_EVENTS
    page.close()


def _executed_blocks(coverage: dict, files: tuple[str, ...]) -> int:
    """The sum of the execution counts of every block of `files` in a precise coverage."""
    return sum(
        r["count"]
        for script in coverage["result"]
        if script["url"].endswith(files)
        for function in script["functions"]
        for r in function["ranges"]
    )


def test_a_step_of_a_long_replay_looks_up_its_hand_without_reading_every_record(
    browser_context, base_url, site, extra_dir
):
    hands = 200_000
    header = json.loads((site / "samples" / "holdem-hu.replay.jsonl").read_bytes().split(b"\n")[0])
    header["hands"] = hands
    lines = [json.dumps(header).encode()]
    for k in range(hands):
        lines.append(b'{"button":0,"hand":%d,"slots":[0,1],"type":"hand"}' % k)
        lines.append(b'{"hand":%d,"nets":[1,-1],"type":"handEnd"}' % k)
    (extra_dir / "long-steps.replay.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    page = browser_context.new_page()
    cdp = page.context.new_cdp_session(page)
    cdp.send("Profiler.enable")  # before the scripts load: V8 counts blocks only of code compiled after
    cdp.send("Profiler.startPreciseCoverage", {"callCount": True, "detailed": True})
    page.goto(f"{base_url}?replay=extra/long-steps.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    cdp.send("Profiler.takePreciseCoverage")  # counts from here on
    for _ in range(10):  # the first hands: a search from the last hand passed every other one
        page.keyboard.press("ArrowRight")
    assert "hand 6 of 200000" in page.inner_text("#position")
    work = _executed_blocks(cdp.send("Profiler.takePreciseCoverage"), ("/js/viewer.js", "/js/replay.js"))
    cdp.send("Profiler.stopPreciseCoverage")
    assert work < 50_000  # an honest step runs a few thousand blocks; each pass over the records, 400,000
    page.close()
