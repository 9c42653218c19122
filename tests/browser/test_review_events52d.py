"""Review 52d (browser): the live page reads a running log from the records it holds for good (``events?from=N``).

Before, each poll fetched and parsed the whole public log (1.6 to 5.3 s a poll at 10^6 events). Now the page asks
from the ``stable`` count of its last answer, keeps what it holds while the answer's ``prefix`` token is the one it
was given, and reads from 0 when it is not (a restore). The API is played here by ``LiveLogs`` itself over a log
that grows a hand each poll, through a duplicate pair's release (the view changes past what the page held)."""

from __future__ import annotations

import json
import re
import threading
from urllib.parse import parse_qs, urlparse

from support.pages import events_route, fresh, route, unroute

from cosino.arena.public import live_records
from cosino_runtime.api.live_logs import LiveLogs

HANG_MS = 20_000  # a bound on a hang, not a speed goal: polls come every 1.5 s


def _kuhn_log(site) -> tuple[list[dict], list[int]]:
    """The Kuhn sample (a duplicate table) as a running log: no end or audit; and each hand's first record."""
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().splitlines()
    log = [r for r in map(json.loads, lines) if r["type"] not in ("end", "audit")]
    return log, [i for i, r in enumerate(log) if r["type"] == "hand"]


class _Api:
    """A running episode's two routes, its log one hand longer at each events read, and the ``from`` each asked."""

    def __init__(self, episode: str, stages: list[list[dict]], histories: str = "") -> None:
        self.episode, self.stages, self.asked = episode, stages, []
        self.histories = histories or "a" * len(stages)  # each stage's history: a restore gives new commit marks
        self.logs, self.lock = LiveLogs(), threading.Lock()

    def state(self, r) -> None:
        r.fulfill(status=200, body=json.dumps({"status": "running"}))

    def events(self, r) -> None:
        with self.lock:
            start = parse_qs(urlparse(r.request.url).query).get("from")
            at = min(len(self.asked), len(self.stages) - 1)
            stage, log = self.stages[at], _Log(self.stages[at], self.histories[at])
            self.asked.append(None if start is None else int(start[0]))
            mark = log.commit_mark(self.episode, len(stage))
            if start is None:
                body = self.logs.body(log, self.episode, len(stage), mark)
            else:
                body = self.logs.part(log, self.episode, len(stage), mark, None, int(start[0]))
        r.fulfill(status=200, body=body)

    def routes(self) -> dict:
        return {re.compile(rf".*/api/episodes/{self.episode}$"): self.state, events_route(self.episode): self.events}


class _Log:
    """A store stand-in at one stage of a log, a record per commit, its marks named by the history it is on."""

    def __init__(self, records: list[dict], history: str) -> None:
        self.records, self.history = records, history

    def events(self, episode_id: str, start: int = 0) -> list[dict]:
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> str:
        return f"{self.history}{version}"


def _follow(browser_context, base_url, api: _Api, last: list[dict]):
    """Open the episode and wait until the page shows the view of ``last``, every stage having been served."""
    page = fresh(browser_context, base_url + f"?episode={api.episode}")
    count = len(live_records(last))
    page.wait_for_function(
        "(n) => document.getElementById('live').textContent.includes(` ${n} events`)", arg=count, timeout=HANG_MS
    )
    return page


def test_the_live_page_reads_past_what_it_holds_and_follows_a_pair_released(browser_context, base_url, site):
    """Six polls, a hand more each: after the first (from 0) each asks from a count above 0 and never from 0 again,
    and the page ends on the whole log's view, hand 6 of 6, its last record shown (the pair released in between)."""
    log, starts = _kuhn_log(site)
    stages = [log[: starts[k]] for k in range(1, 6)] + [log[: starts[6]]]
    api = _Api("e52d", stages)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = _follow(browser_context, base_url, api, stages[-1])
        assert page.inner_text("#position").startswith("hand 6 of 6"), page.inner_text("#position")
        assert page.get_attribute("#position", "data-cursor") == str(len(live_records(stages[-1])) - 1)
        asked = api.asked[: len(stages)]
        assert asked[0] == 0 and all(start is not None and start > 0 for start in asked[1:]), asked
        # The view is no prefix of the next at the release: a read from the page's own length would be wrong.
        views = [live_records(stage) for stage in stages]
        assert any(after[: len(before)] != before for before, after in zip(views, views[1:]))
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_restore_under_the_page_makes_it_read_the_log_again_whole(browser_context, base_url, site):
    """The log is replaced by another history (its first hand's records changed) after two polls: the next answer's
    token is not the page's, the page reads from 0 and shows the new log's view. Before: no token, no check."""
    log, starts = _kuhn_log(site)
    other = [dict(r, tag="b") if r.get("hand") == 0 and r["type"] != "hand" else r for r in log]
    stages = [log[: starts[3]], log[: starts[4]], other[: starts[4]], other[: starts[5]]]
    api = _Api("e52dr", stages, "aabb")
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = _follow(browser_context, base_url, api, stages[-1])
        asked = api.asked[: len(stages) + 1]
        assert asked[0] == 0 and asked[1] > 0 and asked[2] > 0 and asked[3] == 0, asked
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_an_answer_whose_counts_do_not_add_up_is_said_not_thrown(browser_context, base_url):
    """``from`` 0, ``count`` 5 and two events: one line under the banner, no page error."""
    body = json.dumps(
        {"count": 5, "episode": "e52dx", "events": [{"type": "episode"}] * 2, "from": 0, "prefix": None, "stable": 0}
        | {"stablePrefix": None, "view": "public"}
    )
    routes = {
        re.compile(r".*/api/episodes/e52dx$"): lambda r: r.fulfill(status=200, body='{"status": "running"}'),
        events_route("e52dx"): lambda r: r.fulfill(status=200, body=body),
    }
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + "?episode=e52dx")
        page.wait_for_function("document.getElementById('live').textContent.startsWith('Cannot')", timeout=HANG_MS)
        said = page.inner_text("#live")
        assert said.startswith("Cannot follow this episode: ") and "do not add up" in said, said
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
