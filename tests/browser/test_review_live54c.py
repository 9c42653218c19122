"""Review 54c (browser): the live page's chart, jump list and whole-log answers at very large running logs.

Measured before (headless Chromium on the shared two-core machine, the page's own poll work: HeldLog.take, then
openReplay and the step to the end, median of 40 polls of 12 new records; ``COSINO_MEASURE_LIVE=1`` runs
``test_measure_polls`` below and prints it): at 10^6 events each poll with news still read every hand's nets for
the chart and drew 2,000 "jump to" options (the first hands, then the last), 82 to 113 ms a poll; an API that lists
the whole log got a new 90 MB buffer at each poll with news (21 buffers in 20 polls), and one whose record count
stayed was no news whatever its bytes (the page kept drawing the old log). Now the chart keeps what it found of
the running nets and reads the points that changed (``data-read``, ``data-scanned`` on its figure), the jump list
draws only the options that changed (``#jump[data-drawn]``), and a whole log is compared with the lines held: the
records up to the first changed one are kept and the rest revised in the same buffer. A record already shown that
an answer changes where only open records may (before the stable ones; in a whole log, anything but a duplicate
pair's withheld hand) is a rewritten history: shown as the API has it now, and said on the banner.
"""

from __future__ import annotations

import copy
import json
import os

import pytest
from support.live_api import HANG_MS, RunningApi, StoreAt, kuhn_log
from support.pages import fresh, route, unroute

from cosino.arena.public import live_records
from cosino_runtime.api.live_logs import LiveLogs

# What the page shows of a replay: the chart (its work counters left out), the jump list and the position.
SHOWN = """() => {
  const figure = document.querySelector("#chart figure").cloneNode(true);
  for (const name of ["data-read", "data-scanned"]) figure.removeAttribute(name);
  const jump = document.getElementById("jump");
  return { chart: figure.outerHTML, position: document.getElementById("position").textContent,
           jump: { first: jump.dataset.first, last: jump.dataset.last, value: jump.value,
                   options: Array.from(jump.options, (o) => [o.textContent, o.value, o.disabled, o.className]) } };
}"""

# The page's poll work (watchLive's, without the fetch) over a log of whole hands that `plan` changes step by step:
# after each step what the page shows, the bytes it holds and the counters of the work done.
POLLS = """async ({ plan, whole, first }) => {
  const shown = SHOWN;
  const { HeldLog } = await import("./js/live.js");
  const viewer = await import("./js/viewer.js");
  const seats = [{ agent: "", alias: "A" }, { agent: "", alias: "B" }];
  const header = { type: "episode", variant: "kuhn", hands: 9000, seats };
  const tweaks = new Map();
  const net = (h) => tweaks.get(h) ?? ((h * 7919) % 7) - 3;
  let renumbered = Infinity; // hands from this one on numbered 1,000 higher (a restore's other history)
  const hand = (k) => {
    const h = k >= renumbered ? k + 1000 : k;
    return [{ type: "hand", hand: h }, { type: "action", hand: h, pos: 0, action: "bet" },
            { type: "action", hand: h, pos: 1, action: "call" }, { type: "handEnd", hand: h, nets: [net(k), -net(k)] }];
  };
  let hands = first;
  let open = false;
  let history = 0;
  const log = () => [header, ...Array.from({ length: hands }, (_, h) => hand(h)).flat(),
                     ...(open ? hand(hands).slice(0, 2) : [])];
  const held = new HeldLog();
  const ask = (records, from) => {
    const stable = Math.max(0, records.length - 2); // the last two records are open: re-sent at every poll
    const answer = { view: "public", events: records.slice(from), prefix: from ? `${history}:${from}` : null };
    return { answer, place: { from, stable, token: `${history}:${stable}` } };
  };
  const out = [];
  for (const step of plan) {
    if (step.grow) [hands, open] = [hands + step.grow, false];
    if (step.open) open = true;
    if (step.shut) open = false;
    if (step.revise) tweaks.set(hands - 1, 9);
    if (step.restore !== undefined) [history, renumbered] = [history + 1, step.restore, tweaks.set(step.restore, -9)];
    for (let k = 0; k < (step.back || 0); k++) document.getElementById("back").click();
    const records = log();
    const everything = { from: 0, stable: 0, token: null, whole: true };
    const wholeLog = { answer: { view: "public", events: records }, place: everything };
    let { answer, place } = whole ? wholeLog : ask(records, held.stable);
    if (!whole && !held.continues(answer, place) && place.from !== 0) ({ answer, place } = ask(records, 0));
    const kept = held.take(answer, place, "u");
    let opened = null;
    if (kept !== false) {
      opened = viewer.openReplay(held.bytes, null, "e54c (live)", true, kept);
      document.getElementById("to-end").click();
    }
    await Promise.resolve(); // the jump list is drawn once the step's work is done
    const figure = document.querySelector("#chart figure");
    const position = document.getElementById("position").dataset;
    out.push({ news: kept !== false, opened, rewritten: held.rewritten, allocations: held.allocations,
               text: new TextDecoder().decode(held.bytes), records: records.length, shown: shown(),
               read: figure.dataset.read ?? null, scanned: figure.dataset.scanned ?? null,
               drawn: document.getElementById("jump").dataset.drawn ?? null,
               cursor: position.cursor, end: position.end });
  }
  return out;
}""".replace("SHOWN", SHOWN)

OPEN_FRESH = """async (text) => {
  const viewer = await import("./js/viewer.js");
  viewer.openReplay(new TextEncoder().encode(text), null, "fresh");
  document.getElementById("to-end").click();
  await Promise.resolve();
  return (SHOWN)();
}""".replace("SHOWN", SHOWN)

# Hands start past 2,000 (the chart draws buckets of them) and cross 3,000 (its buckets grow from 3 to 4 hands);
# a reader steps back in a poll with no news, then in one with news.
PLAN = [
    {},
    {"grow": 3},
    {"grow": 1, "open": True},
    {},
    {"back": 2},
    {"grow": 40},
    {"revise": True},
    {"open": True},
    {"shut": True},
    {"grow": 25},
    {"restore": 5},
    {"grow": 2},
    {"back": 3, "grow": 1},
]
FIRST = 2_950
HAND_5 = 1 + 5 * 4  # the first record the restore changes (hand 5's start): the header, then four records a hand


def _steps(browser_context, base_url, whole: bool) -> list[dict]:
    """Each step of PLAN as the page took it, with what a fresh open of the same bytes shows (``fresh``)."""
    page = fresh(browser_context, base_url)
    steps = page.evaluate(POLLS, {"plan": PLAN, "whole": whole, "first": FIRST})
    assert page.errors == []
    page.close()
    opened: dict[str, dict] = {}  # polls with no news hold the same bytes: one fresh open serves them
    for step in steps:  # a page each: one that showed another replay before has options drawn already
        if step["text"] not in opened:
            reference = fresh(browser_context, base_url)
            opened[step["text"]] = reference.evaluate(OPEN_FRESH, step["text"])
            assert reference.errors == []
            reference.close()
        step["fresh"] = copy.deepcopy(opened[step["text"]])
    return steps


@pytest.fixture(scope="module")
def polled(browser_context, base_url):
    """``_steps`` for each mode, taken once a module: two tests read the same steps of the 'from' mode."""
    taken: dict[bool, list[dict]] = {}

    def steps(whole: bool) -> list[dict]:
        if whole not in taken:
            taken[whole] = _steps(browser_context, base_url, whole)
        return taken[whole]

    return steps


@pytest.mark.parametrize("whole", [False, True], ids=["from", "whole"])
def test_after_each_poll_the_chart_and_jump_list_are_a_fresh_opens(polled, whole):
    """Thirteen polls past 2,950 hands, through the chart's buckets growing, open records re-sent, revised and
    withdrawn, a restore (hand 5 on numbered anew) and a reader who stepped back: after each, the chart (every point
    drawn), the jump list (entries, order, markers, hand selected) and the position are those of a fresh open of the
    bytes the page holds, which are the log's lines, in one buffer; a reader who stepped back stays until a poll has
    news, then follows.
    Records shown that changed are a rewritten history where only open ones may change: before the stable records
    (the restore), and in a whole log any but a withheld hand (the revised and the withdrawn records too)."""
    steps = copy.deepcopy(polled(whole))  # the checks below edit a step
    news = [s["news"] for s in steps]
    assert news == [True, True, True, False, False, True, True, True, True, True, True, True, True], news
    assert all(s["opened"] is (True if s["news"] else None) for s in steps), steps
    assert [s["cursor"] == s["end"] for s in steps] == [True] * 4 + [False] + [True] * 8
    assert int(steps[4]["end"]) - int(steps[4]["cursor"]) == 2
    for k, s in enumerate(steps):
        assert s["text"].count("\n") == s["records"], k
        if k == 4:  # the reader's step and hand, not the last
            assert s["shown"]["jump"]["value"] == str(int(s["fresh"]["jump"]["value"]) - 1), s["shown"]["position"]
            s["shown"]["jump"]["value"], s["shown"]["position"] = s["fresh"]["jump"]["value"], s["fresh"]["position"]
        assert s["shown"] == s["fresh"], k
    assert {s["allocations"] for s in steps} == {1}, [s["allocations"] for s in steps]
    rewritten = {k: s["rewritten"] for k, s in enumerate(steps) if s["rewritten"] is not None}
    revised, withdrawn = steps[5]["records"] - 1, steps[7]["records"] - 2
    assert rewritten == ({6: revised, 8: withdrawn, 10: HAND_5} if whole else {10: HAND_5}), rewritten


def test_a_poll_draws_the_points_and_options_of_its_news(polled):
    """The work counters after a poll of k new hands (3, then 40, at 2,950 to 2,994 hands, buckets of 3): the chart
    read the k new points and scanned at most k and a bucket more a slot, and the jump list made an option a hand
    added. Before, each poll read every hand's nets (about 3,000 here) and made 2,000 options, with no counters."""
    steps = polled(False)
    first, three, forty = steps[0], steps[1], steps[5]
    assert (first["read"], first["drawn"]) == (str(FIRST), "1000"), first
    assert (three["read"], three["drawn"]) == ("3", "3"), three
    assert int(three["scanned"]) <= 2 * (3 + 3), three
    # Forty hands end, the first of them the one step 2 opened, so 39 hands more are listed.
    assert (forty["read"], forty["drawn"]) == ("40", "39"), forty
    assert int(forty["scanned"]) <= 2 * (40 + 3), forty


def _follow(browser_context, base_url, api: RunningApi, last: list[dict], contains: str = ""):
    """Open the episode and wait until the page shows the view of ``last`` (and the chart says ``contains``)."""
    page = fresh(browser_context, base_url + f"?episode={api.episode}")
    page.wait_for_function(
        """([n, said]) => document.getElementById('live').textContent.includes(` ${n} events`)
           && document.querySelector('#chart svg')?.getAttribute('aria-label').endsWith(said)""",
        arg=[len(live_records(last)), contains],
        timeout=HANG_MS,
    )
    return page


@pytest.mark.parametrize("whole", [False, True], ids=["from", "whole"])
def test_a_log_followed_through_duplicate_releases_takes_one_buffer_and_says_no_rewrite(
    browser_context, base_url, site, whole
):
    """Eight polls, a hand more each through the duplicate pairs' releases (a withheld hand's records shown once its
    mirror is over): one buffer, and no word of a rewritten history. Before, an API that lists the whole log got a
    new buffer at each poll with news (data-allocations 8)."""
    log, starts = kuhn_log(site)
    stages = [(log[: starts[k]], "a") for k in range(1, 9)]
    api = RunningApi(f"e54c{'w' if whole else 'f'}", stages, whole)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = _follow(browser_context, base_url, api, stages[-1][0])
        assert page.inner_text("#position").startswith("hand 8 of 8"), page.inner_text("#position")
        assert page.get_attribute("#live", "data-allocations") == "1"
        assert page.get_attribute("#live", "data-rewritten") is None
        assert page.locator("#live .rewritten").count() == 0
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


@pytest.mark.parametrize("whole", [False, True], ids=["from", "whole"])
def test_a_history_rewritten_under_the_page_is_shown_as_it_is_now_and_said(browser_context, base_url, site, whole):
    """Two hands, then the same two with hand 1's nets revised (2 becomes 3: the same bytes long, the same number of
    records) on another history: the page shows the new nets (Sprocket 2, Gizmo -2, as a fresh open of them) and
    says on its banner that records already shown were rewritten, from the step of that handEnd, at every poll
    since. Before, an API that lists the whole log sent no news when the count stayed: the page kept drawing 1 and
    -1 for good; with ``from`` it was read again from 0 and nothing was said."""
    log, starts = kuhn_log(site)
    first = log[: starts[2]]
    end = [i for i, r in enumerate(first) if r["type"] == "handEnd"][1]
    assert first[end]["nets"] == [2, -2]
    revised = [*first[:end], {**first[end], "nets": [3, -3]}, *first[end + 1 :]]
    api = RunningApi(f"e54c{'w' if whole else 'f'}r", [(first, "a"), (first, "a"), (revised, "b")], whole)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = _follow(browser_context, base_url, api, revised, ": Sprocket 2, Gizmo -2")
        shown = json.loads(LiveLogs().body(StoreAt(first, "a"), "x", len(first), "a1"))["events"]
        now = json.loads(LiveLogs().body(StoreAt(revised, "b"), "x", len(revised), "b1"))["events"]
        changed = next(i for i, (a, b) in enumerate(zip(shown, now)) if a != b)
        assert page.get_attribute("#live", "data-rewritten") == str(changed)
        said = page.inner_text("#live .rewritten")
        assert f"records already shown were rewritten from step {changed} on" in said, said
        assert page.get_attribute("#live", "data-allocations") == "1"
        polls = len(api.asked)
        for _ in range(HANG_MS // 100):
            if len(api.asked) >= polls + 2:
                break
            page.wait_for_timeout(100)
        assert len(api.asked) >= polls + 2, api.asked
        assert page.inner_text("#live .rewritten") == said  # still said two polls later: a reader may look away
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


MEASURE = """async ({ total, polls, k, whole }) => {
  const { HeldLog } = await import("./js/live.js");
  const viewer = await import("./js/viewer.js");
  const seats = [{ agent: "", alias: "A" }, { agent: "", alias: "B" }];
  const header = { type: "episode", variant: "kuhn", hands: 1000000, seats };
  const record = (i) => {
    if (i === 0) return header;
    const hand = Math.floor((i - 1) / 4);
    const kind = (i - 1) % 4;
    if (kind === 0) return { type: "hand", hand };
    if (kind === 3) return { type: "handEnd", hand, nets: [((hand * 7919) % 7) - 3, 3 - ((hand * 7919) % 7)] };
    return { type: "action", hand, pos: kind - 1, action: kind === 1 ? "bet" : "call" };
  };
  const log = [];
  const grow = (n) => { for (let i = log.length; i < n; i++) log.push(record(i)); };
  const held = new HeldLog();
  let stable = 0;
  const answerTo = (count) => {
    grow(count);
    const everything = { from: 0, stable: 0, token: null, whole: true };
    if (whole) return [{ view: "public", events: log.slice(0, count) }, everything];
    const from = stable;
    const place = { from, stable: count - 2, token: `t${count - 2}` };
    return [{ view: "public", events: log.slice(from, count), prefix: from ? `t${from}` : null }, place];
  };
  const pollOnce = async (count) => {
    const [answer, place] = answerTo(count);
    const t0 = performance.now();
    if (!whole && !held.continues(answer, place)) held.clear();
    const kept = held.take(answer, place, "u");
    const t1 = performance.now();
    let opened = null;
    if (kept !== false) {
      opened = viewer.openReplay(held.bytes, null, "m54c (live)", true, kept);
      document.getElementById("to-end").click();
    }
    await Promise.resolve(); // the jump list is drawn once the poll's work is done
    const t2 = performance.now();
    stable = place.stable;
    return { take: t1 - t0, show: t2 - t1, opened };
  };
  const first = await pollOnce(total);
  const times = [];
  for (let p = 1; p <= polls; p++) times.push(await pollOnce(total + p * k));
  const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { first, take: med(times.map((t) => t.take)), show: med(times.map((t) => t.show)),
           opened: times.every((t) => t.opened), allocations: held.allocations,
           options: document.querySelectorAll("#jump option").length,
           position: document.getElementById("position").textContent };
}"""


@pytest.mark.skipif(not os.environ.get("COSINO_MEASURE_LIVE"), reason="a measurement: COSINO_MEASURE_LIVE=1 runs it")
@pytest.mark.parametrize("whole", [False, True], ids=["from", "whole"])
@pytest.mark.parametrize("total", [100_001, 1_000_001])
def test_measure_polls(browser_context, base_url, total, whole):
    """The page's work a poll (median of 40 polls of 12 new records, after a log of ``total`` records), printed;
    what it asserts is that every poll was shown in one buffer, following the end."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(MEASURE, {"total": total, "polls": 40, "k": 12, "whole": whole})
    print(f"\nlive poll at {total} records ({'whole log' if whole else 'from'}): {json.dumps(got)}")
    assert got["opened"] and got["allocations"] == 1, got
    assert got["position"].endswith(f"step {total + 40 * 12 - 1} of {total + 40 * 12 - 1} (line {total + 40 * 12})")
    assert page.errors == []
    page.close()
