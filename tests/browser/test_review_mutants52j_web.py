"""Review 52j (browser): mutants of the live page's incremental read (review 52d) that its tests let live.

A duplicate table's public view re-sends its open records (a pair whose first hand is withheld) at every poll, so
"the answer has events" is no sign that anything changed: the page redrew at every poll of a log that did not grow,
and put a reader who had stepped back on the last event again (before review 52d it redrew when the length
changed). The other tests each fail with a mutant of live.js or reviseReplay that the suite let live: no read
from 0 in the poll that finds a token changed, no clear after a refused answer, counts not checked, a tail's
line numbers, a header kept across a read from 0, a shorter tail taken for an unchanged one."""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlparse

from support.live_api import HANG_MS, RunningApi, StoreAt, kuhn_log, polls_after
from support.pages import events_route, fresh, route, unroute

from cosino.arena.public import live_records
from cosino_runtime.api.live_logs import LiveLogs


def test_a_stalled_duplicate_log_leaves_the_readers_step_where_it_is(browser_context, base_url, site):
    """The log stays at three hands, a pair's first hand open (re-sent at each poll). The reader steps back twice;
    three polls later the page still shows that step. Before, each poll redrew the log and followed it to its end."""
    log, starts = kuhn_log(site)
    stage = log[: starts[3]]
    answer = json.loads(LiveLogs().part(StoreAt(stage), "e", len(stage), "a", None, 0))
    assert answer["stable"] < answer["count"]  # records re-sent at every poll
    api = RunningApi("e52js", [(stage, "a")])
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
        polls_after(page, api, 3)
        assert page.get_attribute("#position", "data-cursor") == str(last - 2)
        assert all(start == answer["stable"] for start in api.asked[1:]), api.asked
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


class _Scripted:
    """A running episode's events answered from a script: ``answer(start, n)`` is the n-th read's body, asked from
    ``start``; the ``from`` of each read kept."""

    def __init__(self, episode: str, answer) -> None:
        self.episode, self.answer, self.asked = episode, answer, []

    def events(self, r) -> None:
        start = int(parse_qs(urlparse(r.request.url).query)["from"][0])
        self.asked.append(start)
        r.fulfill(status=200, body=json.dumps(self.answer(start, len(self.asked) - 1)))

    def routes(self) -> dict:
        state = json.dumps({"status": "running"})
        return {
            re.compile(rf".*/api/episodes/{self.episode}$"): lambda r: r.fulfill(status=200, body=state),
            events_route(self.episode): self.events,
        }


def _reply(records: list[dict], start: int, stable: int, prefix: str | None, stable_prefix: str) -> dict:
    return {"count": start + len(records), "episode": "e", "events": records, "from": start, "prefix": prefix} | {
        "stable": stable,
        "stablePrefix": stable_prefix,
        "view": "public",
    }


def test_after_a_refused_answer_the_next_poll_reads_the_log_whole(browser_context, base_url, site):
    """The second answer holds a line the page refuses (a record with no type) past its 5 stable records: the page
    shows none of it, so it must read from 0 next, not from the 5 records it never drew. Before the clear, it asked
    from 5 and spliced the rest onto the replay it drew from the first answer, which the server no longer backs."""
    log, starts = kuhn_log(site)
    good = log[: starts[2]]
    broken = [*good[:6], {"hand": 0}, *good[7:]]

    def answer(start: int, n: int) -> dict:
        if n == 0:
            return _reply(good, 0, 2, None, "t2")
        if n == 1:
            return _reply(broken[start:], start, 5, "t2" if start == 2 else None, "t5")
        return _reply(good[start:], start, 5, "t5" if start == 5 else None, "t5")

    api = _Scripted("e52jr", answer)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        # The refusal names the line by its index in the log, though only the lines past the first 2 were parsed.
        page.wait_for_function("document.getElementById('error').textContent.includes('line ')", timeout=HANG_MS)
        assert "line 7: field 'type'" in page.inner_text("#error"), page.inner_text("#error")
        polls_after(page, api, max(0, 4 - len(api.asked)))
        assert api.asked[:3] == [0, 2, 0], api.asked
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


BAD_COUNTS = {
    "more-stable-than-records": lambda log: _reply(log[:3], 0, 4, None, "t4") | {"count": 3},
    "more-events-than-count": lambda log: _reply(log[:3], 0, 1, None, "t1") | {"count": 2},
}


def test_answers_whose_counts_do_not_add_up_are_said(browser_context, base_url, site):
    """``stable`` past ``count``, or more events than ``count`` leaves room for: one line under the banner. Before,
    the first was cut to the records held and the second taken whole."""
    log, _ = kuhn_log(site)
    for name, make in BAD_COUNTS.items():
        api = _Scripted(f"e52j{name[:4]}", lambda start, n, make=make: make(log))
        routes = api.routes()
        route(browser_context, routes)
        try:
            page = fresh(browser_context, base_url + f"?episode={api.episode}")
            page.wait_for_function("document.getElementById('live').textContent.startsWith('Cannot')", timeout=HANG_MS)
            assert "do not add up" in page.inner_text("#live"), name
            assert page.errors == []
            page.close()
        finally:
            unroute(browser_context, routes)


def _watch_errors(page) -> None:
    page.evaluate(
        """() => { window.saidErrors = []; const box = document.getElementById('error');
        new MutationObserver(() => box.textContent && window.saidErrors.push(box.textContent))
          .observe(box, { childList: true, subtree: true, characterData: true }); }"""
    )


def test_a_log_that_went_back_within_its_open_records_is_drawn_shorter(browser_context, base_url, site):
    """A restore to an earlier commit of the same history: the records held for good still lead, the open ones
    are one fewer (a prefix of those drawn). The page shows one event fewer. Before the length was compared, the
    shorter bytes matched the start of those held and the page kept drawing the record the log no longer has."""
    log, starts = kuhn_log(site)
    stage = log[: starts[4] - 2]  # hand 3 under way: its records are open, each one a view
    stages = [(stage, "a"), (stage, "a"), (stage[:-1], "a")]
    api = RunningApi("e52jb", stages)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        count = len(live_records(stage[:-1]))
        assert count == len(live_records(stage)) - 1
        page.wait_for_function(
            "(n) => document.getElementById('live').textContent.includes(` ${n} events`)", arg=count, timeout=HANG_MS
        )
        assert page.get_attribute("#position", "data-cursor") == str(count - 1)
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_restore_is_read_again_whole_in_the_same_poll_with_no_error_shown(browser_context, base_url, site):
    """Another history from the third read on (hand 0's records changed): the poll that finds its token changed
    reads from 0 at once and draws it, no error ever shown. Before the read from 0, the records past the page's
    stable count were drawn alone, refused (line 1 is no header) and read whole one poll later."""
    log, starts = kuhn_log(site)
    other = [dict(r, tag="b") if r.get("hand") == 0 and r["type"] != "hand" else r for r in log]
    stages = [(log[: starts[3]], "a"), (log[: starts[3]], "a"), (other[: starts[4]], "b")]
    api = RunningApi("e52jw", stages)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        _watch_errors(page)
        assert len(api.asked) < 3, api.asked  # the restore comes after the watch began
        count = len(live_records(other[: starts[4]]))
        page.wait_for_function(
            "(n) => document.getElementById('live').textContent.includes(` ${n} events`)", arg=count, timeout=HANG_MS
        )
        assert api.asked[2:4] == [api.asked[2], 0] and api.asked[2] > 0, api.asked
        assert page.evaluate("window.saidErrors") == []
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_restore_that_changes_the_header_draws_the_new_one(browser_context, base_url, site):
    """Another history whose header says 15 hands, not 16: read again from 0, the page's title says 15. Before a
    read from 0 was parsed anew, the records were replaced and the header drawn was still the first history's."""
    log, starts = kuhn_log(site)
    other = [log[0] | {"hands": 15}, *log[1:]]
    stages = [(log[: starts[3]], "a"), (other[: starts[3]], "b")]
    api = RunningApi("e52jh", stages)
    routes = api.routes()
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + f"?episode={api.episode}")
        page.wait_for_function("document.getElementById('title').textContent.includes('16 hands')", timeout=HANG_MS)
        page.wait_for_function("document.getElementById('title').textContent.includes('15 hands')", timeout=HANG_MS)
        assert 0 in api.asked[1:], api.asked
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
