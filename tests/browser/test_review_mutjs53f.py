"""Mutation review 53f (browser): the live page's shared buffer and in-place revision of review 53b.

Scope: web/js/live.js (HeldLog's write, refused, take, bytes, allocations and growth by half within LIMITS.live;
watchLive's refusal and data-allocations), web/js/replay.js (reviseReplay revising records, hands and nets in
place, readLines's header, splitHands in place, withIndex/netsFrom/cumulativeNets keeping the running nets) and
web/js/viewer.js (readReplay's ``kept === null`` before the whole-log compare).

Defect found: a log emptied (nothing stable) then refused left the page bytes that were not its replay.
"""

from __future__ import annotations

import json

from support.pages import fresh

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
