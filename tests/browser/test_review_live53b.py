"""Review 53b (browser): the live page's cost per poll at very large running logs.

At 10^6 events each poll with news copied every held byte into a new buffer (about 60 MB) and the viewer copied
every parsed record and hand before adding the new ones. Now the held lines sit in a buffer grown by half when
outgrown (``HeldLog.allocations`` counts its buffers, shown on the banner as ``data-allocations``), and the viewer
revises its records in place. These tests hold what the page shows to what it showed: the same bytes, the same
records and hands, the reader's step kept, the live bound on the total."""

from __future__ import annotations

from support.live_api import HANG_MS, RunningApi, kuhn_log, polls_after
from support.pages import fresh, route, unroute

from cosino.arena.public import live_records

# Polls of a log that grows three records a poll, the last two re-sent (open) and one of them changed every fifth
# poll; the held text is compared with the log's lines every 100 polls and at the end.
MANY_POLLS = """async () => {
  const { HeldLog } = await import("./js/live.js");
  const held = new HeldLog();
  const log = [{ type: "episode", variant: "kuhn", hands: 1, seats: [{ agent: "a" }] }];
  const text = () => new TextDecoder().decode(held.bytes);
  const lines = () => log.map((r) => JSON.stringify(r) + "\\n").join("");
  let stable = 0;
  const wrong = [];
  for (let poll = 1; poll <= 2000; poll++) {
    if (poll % 5 === 0) log[log.length - 1] = { ...log[log.length - 1], revised: poll };
    for (let k = 0; k < 3; k++) log.push({ type: "note", hand: poll, n: k, pad: "x".repeat(30) });
    const from = stable;
    stable = log.length - 2;
    const answer = { view: "public", events: log.slice(from), prefix: `t${from}` };
    held.take(answer, { from, stable, token: `t${stable}` }, "u");
    if ((poll % 100 === 0 || poll === 2000) && text() !== lines()) wrong.push(poll);
  }
  return { wrong, allocations: held.allocations, records: held.ends.length, count: log.length,
           bytes: held.bytes.length, capacity: held.buffer.length };
}"""


def test_many_polls_hold_the_logs_lines_in_a_few_buffers(browser_context, base_url):
    """2,000 polls with news over a log of 6,000 records (about 340 KB): the held bytes are the log's lines at
    every check, and the buffer was allocated a handful of times. Before, a new one at every poll (2,000)."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(MANY_POLLS)
    assert got["wrong"] == [], got
    assert got["records"] == got["count"] == 6001, got
    assert got["bytes"] > 300_000 and got["capacity"] >= got["bytes"], got
    assert 1 <= got["allocations"] <= 8, got
    assert page.errors == []
    page.close()


REFUSED = """async () => {
  const { HeldLog } = await import("./js/live.js");
  const held = new HeldLog();
  const rec = (n, tag = "") => ({ type: "note", n, tag });
  const header = { type: "episode", variant: "kuhn", hands: 1, seats: [{ agent: "a" }] };
  held.take({ view: "public", events: [header, rec(1), rec(2), rec(3)] }, { from: 0, stable: 2, token: "t2" }, "u");
  const shown = held.bytes; // what the viewer was given and shows
  const before = new TextDecoder().decode(shown);
  const news = held.take({ view: "public", events: [rec(2, "changed"), rec(3), rec(4)], prefix: "t2" },
    { from: 2, stable: 3, token: "t3" }, "u");
  const overwritten = new TextDecoder().decode(shown) !== before;
  held.refused();
  const restored = new TextDecoder().decode(shown) === before;
  return { news: Boolean(news), allocations: held.allocations, overwritten, restored,
           held: [held.length, held.ends.length, held.stable, held.token] };
}"""


def test_bytes_the_viewer_refused_are_put_back_under_the_replay_it_still_shows(browser_context, base_url):
    """The second answer changes a record held past the stable ones and is written over the same buffer (no new
    one), so the viewer's bytes change under it; refused, they are the first answer's again, and nothing is held
    (the next poll reads the log from 0). Before, HeldLog had no ``refused`` to put them back."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(REFUSED)
    assert got == {"news": True, "allocations": 1, "overwritten": True, "restored": True, "held": [0, 0, 0, None]}, got
    assert page.errors == []
    page.close()


BOUND = """async () => {
  const { HeldLog } = await import("./js/live.js");
  const { LIMITS } = await import("./js/bounded.js");
  const held = new HeldLog();
  const header = { type: "episode", variant: "kuhn", hands: 1, seats: [{ agent: "a" }] };
  held.take({ view: "public", events: [header] }, { from: 0, stable: 1, token: "t1" }, "u");
  held.ends = [LIMITS.live - 10]; // as if the held lines were 10 bytes short of the bound
  const line = JSON.stringify({ type: "note", n: 1 }) + "\\n";
  try {
    const answer = { view: "public", events: [{ type: "note", n: 1 }], prefix: "t1" };
    held.take(answer, { from: 1, stable: 2, token: "t2" }, "u");
    return { refused: null };
  } catch (err) {
    return { refused: err.message, size: (LIMITS.live - 10 + line.length).toLocaleString("en-US"),
             held: [held.ends.length, held.stable, held.allocations] };
  }
}"""


def test_the_live_bound_holds_on_the_lines_held_and_the_new_ones_together(browser_context, base_url):
    """An answer of one short line past lines that nearly fill the live bound is refused, by the total, and the
    held log is left as it was."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(BOUND)
    assert got["refused"] is not None, got
    assert got["refused"].startswith(f"u is {got['size']} bytes, larger than the viewer's live limit"), got
    assert got["held"] == [1, 1, 1], got
    assert page.errors == []
    page.close()


REVISE = """async () => {
  const replay = await import("./js/replay.js");
  const enc = (records) => new TextEncoder().encode(records.map((r) => JSON.stringify(r) + "\\n").join(""));
  const header = { type: "episode", variant: "kuhn", hands: 3, seats: [{ agent: "a" }, { agent: "b" }] };
  const hand = (h, net) => [{ type: "hand", hand: h }, { type: "action", hand: h, pos: 0, action: "bet" },
                            { type: "handEnd", hand: h, nets: [net, -net] }];
  const first = [header, ...hand(0, 1), ...hand(1, 2), { type: "withheld", hand: 2 }];
  const later = [header, ...hand(0, 1), ...hand(1, -2), ...hand(2, 1), { type: "end" }];
  const parsed = replay.parseReplay(enc(first));
  const keep = 4; // hand 0 and the header: hand 1 changed past them
  const tail = enc(later).subarray(enc(later.slice(0, keep)).length);
  const bad = enc([{ type: "hand", hand: 1, slots: [0, 1, 2] }]);
  let refused = null;
  try {
    replay.reviseReplay(parsed, keep, bad);
  } catch (err) {
    refused = err.message;
  }
  const untouched = parsed.records.length === first.length && parsed.hands.length === 2 && parsed.nets.length === 2;
  const revised = replay.reviseReplay(parsed, keep, tail);
  const whole = replay.parseReplay(enc(later));
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  return { refused, untouched, records: same(revised.records, whole.records), hands: same(revised.hands, whole.hands),
           nets: same(replay.cumulativeNets(revised), replay.cumulativeNets(whole)),
           endAt: [revised.endAt, whole.endAt], shared: revised.records === parsed.records };
}"""


def test_a_replay_revised_in_place_is_the_one_parsed_whole(browser_context, base_url):
    """reviseReplay now cuts and extends the parsed records, hands and nets in place: the result equals the whole
    log parsed afresh, and a tail it refuses (three slots for two seats) leaves the parsed replay as it was."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(REVISE)
    assert got["refused"] == "replay: line 5: field 'slots': 3 slots for 2 seats", got
    assert got["untouched"] and got["records"] and got["hands"] and got["nets"], got
    assert got["endAt"] == [10, 10] and got["shared"], got
    assert page.errors == []
    page.close()


def test_a_growing_duplicate_log_is_followed_in_one_buffer_and_a_reader_stepped_back_stays(
    browser_context, base_url, site
):
    """Eight polls, a hand more each through the duplicate pairs' releases, then a stall: the page shows the whole
    view at its last record, its held log took one buffer, and a reader who steps back stays there over three
    polls (the re-sent open records are no news). Before, the banner had no ``data-allocations``: a buffer a poll."""
    log, starts = kuhn_log(site)
    stages = [log[: starts[k]] for k in range(1, 9)]
    api = RunningApi("e53b", [(stage, "a") for stage in stages])
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        last = len(live_records(stages[-1])) - 1
        page.wait_for_function(
            "(n) => document.getElementById('position').dataset.cursor === String(n)", arg=last, timeout=HANG_MS
        )
        assert page.inner_text("#position").startswith("hand 8 of 8"), page.inner_text("#position")
        assert f" {last + 1} events" in page.inner_text("#live")
        assert page.get_attribute("#live", "data-allocations") == "1"
        assert all(start > 0 for start in api.asked[1:]), api.asked
        page.click("#back")
        page.click("#back")
        polls_after(page, api, 3)
        assert page.get_attribute("#position", "data-cursor") == str(last - 2)
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
