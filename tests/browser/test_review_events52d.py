"""Review 52d (browser): the live page reads a running log from the records it holds for good (``events?from=N``).

Before, each poll fetched and parsed the whole public log (1.6 to 5.3 s a poll at 10^6 events). Now the page asks
from the ``stable`` count of its last answer, keeps what it holds while the answer's ``prefix`` token is the one it
was given, and reads from 0 when it is not (a restore). The API is played here by ``LiveLogs`` itself over a log
that grows a hand each poll, through a duplicate pair's release (the view changes past what the page held)."""

from __future__ import annotations

import json
import re

from support.live_api import HANG_MS, RunningApi, kuhn_log
from support.pages import events_route, fresh, route, unroute

from cosino.arena.public import live_records


def _follow(browser_context, base_url, api: RunningApi, last: list[dict]):
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
    log, starts = kuhn_log(site)
    stages = [log[: starts[k]] for k in range(1, 6)] + [log[: starts[6]]]
    api = RunningApi("e52d", [(stage, "a") for stage in stages])
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
    log, starts = kuhn_log(site)
    other = [dict(r, tag="b") if r.get("hand") == 0 and r["type"] != "hand" else r for r in log]
    stages = [log[: starts[3]], log[: starts[4]], other[: starts[4]], other[: starts[5]]]
    api = RunningApi("e52dr", list(zip(stages, "aabb")))
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
