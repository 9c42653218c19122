"""Mutation review 53f (browser): the live page's shared buffer and in-place revision of review 53b.

Scope: web/js/live.js (HeldLog's write, refused, take, bytes, allocations and growth by half within LIMITS.live;
watchLive's refusal and data-allocations), web/js/replay.js (reviseReplay revising records, hands and nets in
place, readLines's header, splitHands in place, withIndex/netsFrom/cumulativeNets keeping the running nets) and
web/js/viewer.js (readReplay's ``kept === null`` before the whole-log compare).

Mutants, made by hand one at a time (the site's js replaced with each, then restored): 59 in all (L: live.js,
R: replay.js, V: viewer.js).
- Killed by the suite: 30 (26 by test_review_live53b.py, 4 by test_review_mutants52j_web.py).
- Killed only by the tests below: 15. Not killed by live53b, events52d, mutants52j_web, fetches51i_web or
  test_viewer: `fresh` ignored twice (a whole log written over the shown bytes), watchLive's refused() as clear(),
  the undo's reach kept to the log held (this review's defect), the stale-hand pop dropped, endAt and a nets
  point at exactly the first revised record kept, the nets index from keep + 1, readReplay without `kept &&`.
  Checked against live53b only (they change identity, capacity or a limit no suite test reaches): splitHands
  not in place, cumulativeNets recomputed, nets recomputed from 0, the first buffer the whole bound,
  push(...added) past the stack's argument limit, nets past the seats counted.
- Equivalent: 14.
  L01 `need >= capacity`: one more buffer only when the lines exactly fill it.
  L06 the outer max(need, ...) dropped: take refuses any need past the bound before write.
  L09 no undo reset on growth: a stale undo lands only in the buffer refused() then drops.
  L15 write when `same`: the same bytes again (the whole-log API takes a new buffer, as it does for news).
  L19 stable not clipped to the records: placeOf keeps stable <= count, and count records are held.
  R04 hands popped at start > keep: a hand starting at keep is then the one re-split from keep.
  R06 re-split from keep when no hand is kept: no hand record lies before keep.
  R08 no endAt null check: null < keep is true, and null is what it gives.
  R10 splitHands always in place: only extendReplay's old replay, then dropped, is changed.
  R11 nets kept when from is 0: only parseReplay passes 0, on a replay with no nets yet.
  R25 extendReplay's index from 0: the same end and nets, recomputed.
  V01 readReplay without `kept === null`: a live take keeps at most the records the viewer shows, so the
      revise branch always takes a kept answer.
  V02 `kept.records < records`: the equal case parses the whole log again; the same replay, slower.
  V05 `kept !== null`: a whole-log answer is parsed whole; the same replay, slower.

Defect found and fixed (live.js): a log with nothing stable listed empty at one poll (the page keeps showing its
replay), then an answer the viewer refused, written over the shown bytes, was not put back: the undo covered only
the empty log held. The page's bytes were then not its replay's (a whole log compared with them extends the old
records). The undo now covers every byte written into the buffer.
"""

from __future__ import annotations

import json
import re
import threading

from support.live_api import kuhn_log
from support.pages import events_route, fresh, route, unroute

HEADER = {"type": "episode", "variant": "kuhn", "hands": 3, "seats": [{"agent": "a"}, {"agent": "b"}]}


def _hand(h: int, net: int | None, *, slots: list | None = None) -> list[dict]:
    """Hand ``h``'s records; ``net`` None: not ended yet (no handEnd)."""
    start = {"type": "hand", "hand": h} if slots is None else {"type": "hand", "hand": h, "slots": slots}
    records = [start, {"type": "action", "hand": h, "pos": 0, "action": "bet"}]
    return records + ([] if net is None else [{"type": "handEnd", "hand": h, "nets": [net, -net]}])


def _answer(log: list[dict], frm: int, stable: int, prefix: str | None = None) -> dict:
    """An answer to ``from=frm``: its events, and ``stable`` records kept for good (token ``s<stable>``)."""
    return {
        "view": "public",
        "events": log[frm:],
        "prefix": prefix,
        "from": frm,
        "stable": stable,
        "token": f"s{stable}",
    }


# The page's poll loop (watchLive and readReplay) over HeldLog and the replay reader, the viewer's choice of
# revise/parse included; after each answer, what the page shows is checked against its own bytes parsed whole.
LOOP = """async (answers) => {
  const { HeldLog } = await import("./js/live.js");
  const R = await import("./js/replay.js");
  const held = new HeldLog();
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  let view = null;
  const open = (bytes, kept) => {
    try {
      const replay = view && kept && kept.records <= view.replay.records.length
        ? R.reviseReplay(view.replay, kept.records, bytes.subarray(kept.bytes))
        : R.parseReplay(bytes);
      view = { replay, bytes, text: new TextDecoder().decode(bytes) };
      return true;
    } catch (err) {
      if (err instanceof R.ReplayError) return false;
      throw err;
    }
  };
  const out = [];
  for (const a of answers) {
    const place = { from: a.from, stable: a.stable, token: a.token };
    if (!held.continues(a, place)) held.clear();
    const kept = held.take(a, place, "u");
    let opened = null;
    if (kept !== false && held.ends.length) {
      opened = open(held.bytes, kept);
      if (!opened) held.refused();
    }
    const text = view && new TextDecoder().decode(view.bytes);
    let whole = null;
    try {
      whole = view && R.parseReplay(view.bytes);
    } catch (err) {
      whole = null; // the bytes shown are no replay: not the ones the page parsed
    }
    out.push({ opened, text, kept: text === (view && view.text),
               records: Boolean(whole) && same(view.replay.records, whole.records),
               hands: Boolean(whole) && same(view.replay.hands, whole.hands),
               nets: Boolean(whole) && same(R.cumulativeNets(view.replay), R.cumulativeNets(whole)),
               endAt: Boolean(whole) && view.replay.endAt === whole.endAt });
  }
  return out;
}"""


def _text(log: list[dict]) -> str:
    return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in log)


def _run(browser_context, base_url, answers: list[dict]) -> list[dict]:
    page = fresh(browser_context, base_url)
    got = page.evaluate(LOOP, answers)
    assert page.errors == []
    page.close()
    return got


def _consistent(step: dict) -> bool:
    return step["kept"] and step["records"] and step["hands"] and step["nets"] and step["endAt"]


def test_a_log_emptied_then_refused_leaves_the_page_its_last_replays_bytes(browser_context, base_url):
    """A log with nothing stable (stable 0) lists no record at one poll (the page shows what it had), then a
    second header: refused, the page still shows its last replay, whose bytes must be what it parsed. Before,
    the refused bytes were written over the shown ones and not put back (the undo covered only the empty log
    held), so the page's bytes (verified, sent to the equity worker) were no longer its replay's."""
    small = [HEADER, *_hand(0, 1), *_hand(1, None)]
    bad = [HEADER, {"type": "note", "pad": "x" * 20}, HEADER]
    got = _run(browser_context, base_url, [_answer(small, 0, 0), _answer([], 0, 0), _answer(bad, 0, 0)])
    assert [s["opened"] for s in got] == [True, None, False], got
    assert all(s["text"] == _text(small) for s in got), got
    assert all(_consistent(s) for s in got), got


def test_hostile_answers_leave_the_old_replay_or_a_correct_new_one(browser_context, base_url):
    """Open records revised past the stable ones (hand 1's nets changed, then its handEnd withdrawn), a bad tail
    written over the shown bytes and refused, the log read again from 0, a header of three seats in place of two,
    then a longer log in the same buffer: after each, the page's replay (records, hands, nets, end) is its own
    bytes parsed whole, and a refused answer leaves exactly the previous one."""
    first = [HEADER, *_hand(0, 1), *_hand(1, 2), {"type": "withheld", "hand": 2}]
    revised = [HEADER, *_hand(0, 1), *_hand(1, -2), *_hand(2, 1), {"type": "end"}]
    bad = [HEADER, *_hand(0, 1), *_hand(1, 5, slots=[0, 1, 2])]
    unended = [HEADER, *_hand(0, 1), *_hand(1, None)]
    three = {**HEADER, "seats": [{"agent": "a"}, {"agent": "b"}, {"agent": "c"}]}
    other = [three, *_hand(0, 4, slots=[0, 1, 2]), *_hand(1, 3)]
    longer = [*other, *_hand(2, -7), *_hand(3, 2)]
    answers = [
        _answer(first, 0, 4),
        _answer(revised, 4, 4, "s4"),
        _answer(bad, 4, 4, "s4"),
        _answer(revised, 0, 4),
        _answer(unended, 4, 4, "s4"),
        _answer(other, 0, 0),
        _answer(longer, 0, 3),
        _answer(longer, 3, 3, "s3"),
    ]
    got = _run(browser_context, base_url, answers)
    assert [s["opened"] for s in got] == [True, True, False, True, True, True, True, None], got
    shown = [first, revised, revised, revised, unended, other, longer, longer]
    assert [s["text"] for s in got] == [_text(log) for log in shown], got
    assert all(_consistent(s) for s in got), got


class _HostileApi:
    """A running episode's API that lies to the page: a log revised past its stable records into one the viewer
    refuses, served until ``release`` is set, then the whole log (no ``from``) of another history."""

    def __init__(self, episode: str, first: list[dict], refused: list[dict], whole: list[dict]) -> None:
        self.episode, self.first, self.refused, self.whole = episode, first, refused, whole
        self.asked: list[str] = []
        self.release = threading.Event()
        self.lock = threading.Lock()

    def events(self, r) -> None:
        with self.lock:
            self.asked.append(r.request.url)
            n = len(self.asked)
        if n == 1:
            body = {"from": 0, "count": len(self.first), "stable": 1, "prefix": None, "stablePrefix": "p1"}
            body["events"] = self.first
        elif not self.release.is_set():
            frm = 0 if "from=0" in r.request.url else 1  # read whole again after the refusal: refused again
            count = len(self.refused)
            body = {"from": frm, "count": count, "stable": 1, "prefix": "p1" if frm else None, "stablePrefix": "p1"}
            body["events"] = self.refused[frm:]
        else:
            body = {"events": self.whole}
        r.fulfill(status=200, body=json.dumps({"view": "public", **body}))

    def routes(self) -> dict:
        state = json.dumps({"status": "running"})
        return {
            re.compile(rf".*/api/episodes/{self.episode}$"): lambda r: r.fulfill(status=200, body=state),
            events_route(self.episode): self.events,
        }


def _chart_label(page) -> str:
    return page.get_attribute("#chart svg", "aria-label")


def test_a_refused_tail_written_over_the_shown_bytes_leaves_no_trace_in_the_next_whole_log(
    browser_context, base_url, site
):
    """Hand 1's nets revised past the stable header (2 becomes 3, the same bytes long) and a second header after
    them: the answer is written over the shown bytes and refused. The page still shows the first log (its chart,
    its step). Then an API that lists the whole log sends the revised log and a third hand: the page compares it
    with the bytes it shows, which must be the first log's again, and parses it whole. With the refused bytes left
    in place (held.clear() for held.refused() in watchLive), it found them a prefix and added hand 2 to the old
    hands: a chart of 0 and 0, a mix of the two logs."""
    log, starts = kuhn_log(site)
    first = log[: starts[2]]
    nets = [i for i, r in enumerate(first) if r["type"] == "handEnd"]
    assert [first[i]["nets"] for i in nets] == [[-1, 1], [2, -2]]
    revised = [dict(r) for r in first]
    revised[nets[1]] = {**revised[nets[1]], "nets": [3, -3]}
    whole = revised + log[starts[2] : starts[3]]
    api = _HostileApi("e53f", first, [*revised, first[0]], whole)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        page.wait_for_selector(f"#live:has-text(' {len(first)} events')", timeout=20_000)
        page.wait_for_selector("#chart svg", timeout=20_000)
        before = (_chart_label(page), page.get_attribute("#position", "data-cursor"), page.inner_text("#position"))
        assert before[0].endswith(": Sprocket 1, Gizmo -1"), before
        page.wait_for_selector("#error:not([hidden])", timeout=20_000)
        assert "a second episode header" in page.inner_text("#error"), page.inner_text("#error")
        after = (_chart_label(page), page.get_attribute("#position", "data-cursor"), page.inner_text("#position"))
        assert after == before
        api.release.set()
        page.wait_for_selector(f"#live:has-text(' {len(whole)} events')", timeout=20_000)
        page.wait_for_function(
            "(n) => document.querySelector('#chart svg').getAttribute('aria-label').includes(n)",
            arg="after each hand: Sprocket",
            timeout=20_000,
        )
        assert _chart_label(page).endswith(": Sprocket 1, Gizmo -1"), _chart_label(page)
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_an_end_or_a_hand_end_just_past_the_stable_records_is_dropped_when_revised(browser_context, base_url):
    """The stable records end just before a handEnd, then just before an ``end``; the answers past them withdraw
    or change that record: the page's nets and end are those of its bytes parsed whole (no stale point at the
    first revised record, no end that is gone)."""
    ended = [HEADER, *_hand(0, 1), *_hand(1, 2)]
    changed = [HEADER, *_hand(0, 1), *_hand(1, -4), *_hand(2, 1)]
    over = [*changed, {"type": "end"}]
    reopened = [*changed, *_hand(3, None)]
    answers = [
        _answer(ended, 0, 6),
        _answer(changed, 6, len(changed), "s6"),
        _answer(over, len(changed), len(changed), f"s{len(changed)}"),
        _answer(reopened, len(changed), len(changed), f"s{len(changed)}"),
    ]
    got = _run(browser_context, base_url, answers)
    assert [s["opened"] for s in got] == [True, True, True, True], got
    assert [s["text"] for s in got] == [_text(log) for log in (ended, changed, over, reopened)], got
    assert all(_consistent(s) for s in got), got


IN_PLACE = """async () => {
  const { HeldLog } = await import("./js/live.js");
  const { LIMITS } = await import("./js/bounded.js");
  const replay = await import("./js/replay.js");
  const enc = (records) => new TextEncoder().encode(records.map((r) => JSON.stringify(r) + "\\n").join(""));
  const header = { type: "episode", variant: "kuhn", hands: 2, seats: [{ agent: "a" }, { agent: "b" }] };
  const hand = (h, net) => [{ type: "hand", hand: h }, { type: "handEnd", hand: h, nets: [net, -net] }];
  const parsed = replay.parseReplay(enc([header, ...hand(0, 1)]));
  const revised = replay.reviseReplay(parsed, 2, enc(hand(0, 2).slice(1).concat(hand(1, 1))));
  const held = new HeldLog();
  const capacities = [];
  const note = (n) => ({ type: "note", pad: "x".repeat(n) });
  held.take({ view: "public", events: [header] }, { from: 0, stable: 1, token: "t1" }, "u");
  capacities.push(held.buffer.length);
  held.take({ view: "public", events: [note(99_000)], prefix: "t1" }, { from: 1, stable: 2, token: "t2" }, "u");
  capacities.push([held.buffer.length, held.length]);
  // Near a bound (a small one here: the live bound is 256 MiB), the buffer grows to the bound and no further.
  const bound = held.length + 70_000;
  held.write(held.length, new Uint8Array(60_000).fill(32), bound, false);
  capacities.push([held.buffer.length, held.length, bound, LIMITS.live]);
  return { hands: revised.hands === parsed.hands, nets: revised.nets === parsed.nets,
           kept: replay.cumulativeNets(revised) === revised.nets,
           points: revised.nets.map((p) => [p.hand, p.at, p.nets]), capacities, allocations: held.allocations };
}"""


def test_hands_and_nets_are_revised_in_place_and_the_buffer_grows_by_half_within_the_bound(browser_context, base_url):
    """What review 53b claims of the cost: the revised replay's hands and nets are the parsed replay's own arrays
    (no copy a poll), cumulativeNets reads the nets kept on it, and the held buffer starts at 64 KiB, grows to
    half as much again as it needs, and never past its bound (near it, to the bound exactly)."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(IN_PLACE)
    assert got["hands"] and got["nets"] and got["kept"], got
    assert got["points"] == [[0, 2, [2, -2]], [1, 4, [3, -3]]], got
    first, (grown, held), (last, _, bound, live) = got["capacities"]
    assert first == 1 << 16, got
    assert grown == held + (held >> 1), got
    assert last == bound < live, got
    assert got["allocations"] == 3, got
    assert page.errors == []
    page.close()


def test_an_api_listing_the_whole_log_that_revises_a_record_is_read_whole(browser_context, base_url, site):
    """An API that reads no ``from`` lists the whole log each poll: the first two hands, then the same with hand 1's
    nets revised (2 becomes 3, the same bytes long) and a third hand. The page compares the new log with the bytes
    it shows and, as they differ, parses it whole: a chart of 1 and -1. With the whole log written over the shown
    bytes (HeldLog.write's ``fresh`` ignored), the shown bytes became the new log's start, so only hand 2 was read
    and added to the old hands: 0 and 0."""
    log, starts = kuhn_log(site)
    first = log[: starts[2]]
    nets = [i for i, r in enumerate(first) if r["type"] == "handEnd"][1]
    revised = [*first[:nets], {**first[nets], "nets": [3, -3]}, *first[nets + 1 :], *log[starts[2] : starts[3]]]
    asked = []

    def events(r) -> None:
        asked.append(r.request.url)
        body = {"view": "public", "events": first if len(asked) == 1 else revised}
        r.fulfill(status=200, body=json.dumps(body))

    episode = "w53f"
    routes = {
        re.compile(rf".*/api/episodes/{episode}$"): lambda r: r.fulfill(status=200, body='{"status": "running"}'),
        events_route(episode): events,
    }
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={episode}")
        page.wait_for_selector(f"#live:has-text(' {len(revised)} events')", timeout=20_000)
        assert len(asked) >= 2, asked
        assert _chart_label(page).endswith(": Sprocket 1, Gizmo -1"), _chart_label(page)
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


MANY_AND_WIDE = """async () => {
  const replay = await import("./js/replay.js");
  const enc = (records) => new TextEncoder().encode(records.map((r) => JSON.stringify(r) + "\\n").join(""));
  const header = { type: "episode", variant: "kuhn", hands: 1, seats: [{ agent: "a" }, { agent: "b" }] };
  const parsed = replay.parseReplay(enc([header, { type: "hand", hand: 0 }]));
  const notes = Array.from({ length: 200_000 }, (_, n) => ({ type: "note", hand: 0, n }));
  let error = null;
  let records = null;
  try {
    records = replay.reviseReplay(parsed, 2, enc(notes)).records.length;
  } catch (err) {
    error = String(err);
  }
  const ended = { type: "handEnd", hand: 0, nets: [1, -1, 50] };
  const wide = replay.parseReplay(enc([header, { type: "hand", hand: 0 }, ended]));
  return { error, records, nets: replay.cumulativeNets(wide).map((p) => p.nets) };
}"""


def test_a_tail_of_200000_records_is_revised_and_nets_past_the_seats_are_not_counted(browser_context, base_url):
    """One poll's tail of 200,000 records joins the kept ones one at a time (``push(...added)`` passes each as an
    argument: past about 120,000 the stack overflows, a RangeError that stops the live page), and a handEnd's net
    for a slot past the seats is left out of the running nets (the chart scales to them)."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(MANY_AND_WIDE)
    assert got == {"error": None, "records": 200_002, "nets": [[1, -1]]}, got
    assert page.errors == []
    page.close()
