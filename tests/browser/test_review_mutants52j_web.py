"""Review 52j (browser): mutants of the live page's incremental read (review 52d) that its tests let live.

A duplicate table's public view re-sends its open records (a pair whose first hand is withheld) at every poll, so
"the answer has events" is no sign that anything changed: the page redrew at every poll of a log that did not grow,
and put a reader who had stepped back on the last event again (before review 52d it redrew when the length
changed). And a server that answers another ``from`` than the one asked (a cache that drops the query string)
must not have its records drawn at the page's indexes."""

from __future__ import annotations

import json
import re
import threading
from urllib.parse import parse_qs, urlparse

from support.pages import events_route, fresh, route, unroute

from cosino.arena.public import live_records
from cosino_runtime.api.live_logs import LiveLogs

HANG_MS = 20_000  # a bound on a hang, not a speed goal: polls come every 1.5 s


class _Log:
    """A store stand-in at one stage of a log, its commit marks named by the history it is on."""

    def __init__(self, records: list[dict], history: str = "a") -> None:
        self.records, self.history = records, history

    def events(self, episode_id: str, start: int = 0) -> list[dict]:
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> str:
        return f"{self.history}{version}"


class _StalledApi:
    """A running episode whose log stays as it is: every events read answers the same commit."""

    def __init__(self, episode: str, log: list[dict]) -> None:
        self.episode, self.log, self.asked = episode, log, []
        self.logs, self.lock = LiveLogs(), threading.Lock()

    def events(self, r) -> None:
        with self.lock:
            start = int(parse_qs(urlparse(r.request.url).query)["from"][0])
            self.asked.append(start)
            store = _Log(self.log)
            version = len(self.log)
            body = self.logs.part(store, self.episode, version, store.commit_mark(self.episode, version), None, start)
        r.fulfill(status=200, body=body)

    def routes(self) -> dict:
        state = json.dumps({"status": "running"})
        return {
            re.compile(rf".*/api/episodes/{self.episode}$"): lambda r: r.fulfill(status=200, body=state),
            events_route(self.episode): self.events,
        }


def _kuhn_log(site) -> tuple[list[dict], list[int]]:
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().splitlines()
    log = [r for r in map(json.loads, lines) if r["type"] not in ("end", "audit")]
    return log, [i for i, r in enumerate(log) if r["type"] == "hand"]


def _polls_after(page, api, n: int) -> None:
    """Wait (bounded) until ``n`` more events reads have been asked."""
    target = len(api.asked) + n
    page.wait_for_function("() => true")  # let the page run between checks
    for _ in range(HANG_MS // 100):
        if len(api.asked) >= target:
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"no {n} more polls in {HANG_MS} ms: {api.asked}")


def test_a_stalled_duplicate_log_leaves_the_readers_step_where_it_is(browser_context, base_url, site):
    """The log stays at three hands, a pair's first hand open (re-sent at each poll). The reader steps back twice;
    three polls later the page still shows that step. Before, each poll redrew the log and followed it to its end."""
    log, starts = _kuhn_log(site)
    stage = log[: starts[3]]
    answer = json.loads(LiveLogs().part(_Log(stage), "e", len(stage), "a", None, 0))
    assert answer["stable"] < answer["count"]  # records re-sent at every poll
    api = _StalledApi("e52js", stage)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        last = len(live_records(stage)) - 1
        page.wait_for_function(
            "(n) => document.getElementById('position').dataset.cursor === String(n)", arg=last, timeout=HANG_MS
        )
        page.click("#back")
        page.click("#back")
        assert page.get_attribute("#position", "data-cursor") == str(last - 2)
        _polls_after(page, api, 3)
        assert page.get_attribute("#position", "data-cursor") == str(last - 2)
        assert all(start == answer["stable"] for start in api.asked[1:]), api.asked
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
