"""Review 55c (browser): the live page's work a poll at very large running logs, and what its banner counts.

Measured in headless Chromium on the shared two-core machine (the page's poll work without the fetch, median of
15-40 polls of 12 new records after 10^6): an API that lists the whole log cost 3.0 s a poll in HeldLog.take, each
record written out again (JSON.stringify, one 90 MB text, its bytes) to be compared with the lines held; now the
records are compared one at a time with the lines held and only those from the first change on are written out
(``HeldLog.encoded``). A poll with news drew the table twice (at the first hand as the replay opened, then at the
end it follows); now once (``#table[data-draws]``). A refused answer's events were counted on the banner, though
the page still showed the last one it took.
"""

from __future__ import annotations

import json
import re
import threading
from contextlib import contextmanager
from typing import Iterator

from support.live_api import HANG_MS, kuhn_log
from support.pages import events_route, fresh, route, unroute

from cosino.arena.public import live_records

# Whole-log answers to a HeldLog: the same log again, with records added, with a record changed in the middle, and
# with records of non-ASCII text (compared by their UTF-8 bytes) kept and then changed to text of the same length.
WHOLE = """async () => {
  const { HeldLog } = await import("./js/live.js");
  const held = new HeldLog();
  const log = [{ type: "episode", variant: "kuhn", hands: 9, seats: [{ agent: "a" }, { agent: "b" }] }];
  for (let k = 0; k < 1000; k++) log.push({ type: "note", k, text: k % 100 ? "plain" : "caf\\u00e9 \\ud83c\\udca1" });
  const everything = { from: 0, stable: 0, token: null, whole: true };
  const lines = () => log.map((r) => JSON.stringify(r) + "\\n").join("");
  const steps = [];
  const poll = () => {
    const kept = held.take({ view: "public", events: log.slice() }, everything, "u");
    const right = new TextDecoder().decode(held.bytes) === lines();
    steps.push({ kept: kept && kept.records, encoded: held.encoded, right });
  };
  poll();
  poll();
  log.push({ type: "note", k: 1000 }, { type: "note", k: 1001 });
  poll();
  log[500] = { ...log[500], text: "plaim" };
  poll();
  log[701] = { ...log[701], text: "caf\\u00e8 \\ud83c\\udca1" };
  poll();
  return { steps, allocations: held.allocations };
}"""


def test_a_whole_log_is_written_out_from_its_first_change_only(browser_context, base_url):
    """1,001 records, then the same (no news, nothing written out: the non-ASCII ones compared too), two added (2
    written), record 500 changed (503 written: it and those after), record 701's non-ASCII text changed to as many
    bytes (302): the lines held are the log's at each poll. Before, every poll wrote out all of them."""
    page = fresh(browser_context, base_url)
    got = page.evaluate(WHOLE)
    assert [s["right"] for s in got["steps"]] == [True] * 5, got
    assert [(s["kept"], s["encoded"]) for s in got["steps"]] == [
        (0, 1001),
        (False, 0),
        (1001, 2),
        (500, 503),
        (701, 302),
    ], got
    assert got["allocations"] == 1, got
    assert page.errors == []
    page.close()


class _WholeLogApi:
    """A running episode's API that lists the whole log (no ``from``): the ``n``-th read answers ``logs[n]``, then
    the last of them."""

    def __init__(self, episode: str, logs: list[list[dict]]) -> None:
        self.episode, self.logs, self.reads = episode, logs, 0
        self.lock = threading.Lock()

    def events(self, r) -> None:
        with self.lock:
            log = self.logs[min(self.reads, len(self.logs) - 1)]
            self.reads += 1
        r.fulfill(status=200, body=json.dumps({"view": "public", "events": log}))

    def routes(self) -> dict:
        state = json.dumps({"status": "running"})
        return {
            re.compile(rf".*/api/episodes/{self.episode}$"): lambda r: r.fulfill(status=200, body=state),
            events_route(self.episode): self.events,
        }


@contextmanager
def _served(browser_context, base_url, api: _WholeLogApi, reads: int) -> Iterator:
    """The page following ``api``'s episode once it has taken the answers of its first ``reads`` reads."""
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        for _ in range(HANG_MS // 100):
            if api.reads > reads:  # a poll reads once the last one's answer is taken
                break
            page.wait_for_timeout(100)
        assert api.reads > reads, api.reads
        yield page
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_poll_with_news_draws_the_table_once(browser_context, base_url, site):
    """Three polls, a hand more each, then none: the page ends at the last record and drew the table three times.
    Before, six: each poll drew it at the first hand as the replay opened, then at the end it follows."""
    log, starts = kuhn_log(site)
    stages = [live_records(log[: starts[k]]) for k in range(1, 4)]
    api = _WholeLogApi("e55cd", stages)
    with _served(browser_context, base_url, api, len(stages) + 1) as page:
        assert f" {len(stages[-1])} events " in page.inner_text("#live"), page.inner_text("#live")
        assert page.get_attribute("#position", "data-cursor") == str(len(stages[-1]) - 1)
        assert page.get_attribute("#table", "data-draws") == str(len(stages))


def test_the_banner_counts_the_events_shown_not_those_of_an_answer_refused(browser_context, base_url, site):
    """Two hands, then the same log with a second header after them, which the viewer refuses: the page still shows
    the two hands, and its banner still counts their events at every poll since. Before, it counted the refused
    answer's (one more) though none of them was shown."""
    log, starts = kuhn_log(site)
    shown = live_records(log[: starts[2]])
    api = _WholeLogApi("e55cb", [shown, [*shown, shown[0]]])
    with _served(browser_context, base_url, api, 3) as page:
        assert "a second episode header" in page.inner_text("#error"), page.inner_text("#error")
        assert f" {len(shown)} events " in page.inner_text("#live"), page.inner_text("#live")
        assert page.get_attribute("#position", "data-cursor") == str(len(shown) - 1)
