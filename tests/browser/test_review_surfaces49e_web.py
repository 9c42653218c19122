"""``?episode=ID&hand=N`` opens hand N, as ``?replay=URL&hand=N`` does (review 49e, cross-surface consistency).

docs/viewer.md gives ``hand`` and ``step`` for a replay opened by address; an episode opened by id through the API
(``?episode=ID``) read neither. The API is answered here by routes on the browser context in the shapes
``cosino serve`` writes (``api/episodes/ID``, ``api/episodes/ID/events``, ``api/blobs/replays/<sha>.jsonl``)."""

from __future__ import annotations

import hashlib
import json
import urllib.parse

from support.pages import events_route


def _routed(context, routes: dict) -> None:
    # On the context, not the page: the site's service worker makes the fetches, which a page's routes miss.
    for pattern, handler in routes.items():
        context.route(pattern, handler)


def _unrouted(context, routes: dict) -> None:
    for pattern, handler in routes.items():
        context.unroute(pattern, handler)


def _open(context, url: str):
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def test_a_final_episode_opened_by_id_lands_on_the_addressed_hand(browser_context, base_url, site):
    """A final episode (``status: final`` with its replay's blob key) of the Kuhn sample's 16 hands, opened as
    ``?episode=e49e&hand=5``: the viewer shows "hand 5 of 16". Before: "hand 1 of 16" (the ``hand`` ignored)."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    sha = hashlib.sha256(replay).hexdigest()
    final = {"episode": "e49e", "status": "final", "replay": f"replays/{sha}.jsonl"}
    routes = {
        "**/api/episodes/e49e": lambda r: r.fulfill(status=200, body=json.dumps(final)),
        f"**/api/blobs/replays/{sha}.jsonl": lambda r: r.fulfill(status=200, body=replay),
    }
    _routed(browser_context, routes)
    try:
        page = _open(browser_context, base_url + "?episode=e49e&hand=5")
        assert page.locator("#error").is_hidden(), page.inner_text("#error")
        shown = page.inner_text("#position")
        assert shown.startswith("hand 5 of 16") and page.input_value("#jump") == "4", shown
        page.close()
        page = _open(browser_context, base_url + "?episode=e49e")  # no hand: the first, as before
        assert page.inner_text("#position").startswith("hand 1 of 16")
        page.close()
    finally:
        _unrouted(browser_context, routes)


def _public_events(site) -> list[dict]:
    """The Hold'em sample's records as a running episode's public log: no seed, no end or audit."""
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    return [header, *(r for r in map(json.loads, lines[1:]) if r["type"] not in ("end", "audit"))]


def test_a_running_episode_opened_by_id_shows_the_addressed_hand(browser_context, base_url, site):
    """A running episode of the Hold'em sample's 8 hands opened as ``?episode=e49l&hand=3`` shows "hand 3 of 8" on
    each poll; without ``hand`` it follows the last event, as before. Before: the last event (hand 8 of 8)."""
    events = json.dumps({"episode": "e49l", "view": "public", "events": _public_events(site)})
    running = json.dumps({"episode": "e49l", "status": "running"})
    routes = {
        "**/api/episodes/e49l": lambda r: r.fulfill(status=200, body=running),
        events_route("e49l"): lambda r: r.fulfill(status=200, body=events),
    }
    _routed(browser_context, routes)
    try:
        page = _open(browser_context, base_url + "?episode=e49l&hand=3")
        page.wait_for_selector("#live:not([hidden])")
        shown = page.inner_text("#position")
        assert shown.startswith("hand 3 of 8") and page.input_value("#jump") == "2", shown
        page.close()
        page = _open(browser_context, base_url + "?episode=e49l")
        page.wait_for_selector("#live:not([hidden])")
        assert page.inner_text("#position").startswith("hand 8 of 8")
        page.close()
    finally:
        _unrouted(browser_context, routes)


# --- an agent spelt two ways: the index keeps names as written, the leaderboard as outside_agent spells them ---

SPELLINGS = [
    "remote:http://bot.example",
    "remote:http://bot.example/",
    "remote:HTTP://Bot.Example:80/",
    "remote:http://bot.example.:80/#seat-2",
    "remote:https://bot.example:443/act?",
    "remote:https://bot.example:0443/act?x=%7e%2f#f",
    "remote:http://10.0.0.1:80/act",
    "remote:http://bot.example:/x",
    "acpc:Bot.Example:0099",
    "acpc:host:12",
    "house",
    "random",
    "fake:calling-station",
]
# Spellings the viewer's port of canonical_url (review 49e to 50d) kept as written, as it could not read them as Python
# does without a resolver: each missed its agent. Since review 50d the index names their agents (agentKeys).
KEPT = [
    "remote:http://127.1/act",
    "remote:http://[::ffff:7f00:1]/",
    "remote:http://user@bot.example/",
    "remote:http://bot.example:99999/",
    "remote:http://bot.example:8x/",
    "remote:http:bot.example",
    "remote:http://b\u00f6t.example/",
    "acpc:B\u00d6T:1",
    "remote:http://0x7f.1/",
    "remote:http://1.2.3.256/",
    # Already spelt as the leaderboard publishes names, with escapes Python would rewrite again: the published
    # name of "remote:http://bot.example:8080/a%%36%32c", another agent (review 49f, tests/browser/
    # test_review_redteam49f_web.py). Until review 49f it was joined to ".../abc?q=A".
    "remote:http://bot.example:8080/a%62c?q=%41",
]


def test_the_pages_agent_names_are_the_leaderboards(browser_context, base_url):
    """``agentOf`` (web/js/browse.js) over an index seating each name as the league's publisher writes it, against
    ``registry.outside_agent`` itself: the leaderboard's name for each of 13 spellings (URL case, default ports, a
    trailing dot or slash, fragments, empty queries, escapes, ACPC addresses), for each of their canonical names,
    and for 11 spellings the viewer's own port could not read (shorthand or mapped IP addresses, credentials, bad
    ports, non-ASCII hosts, a published name Python would rewrite). Before review 50d: those 11 were kept as
    written, and the 7 of them the runtime names otherwise missed their agent; now 0 miss. A name that is both
    a published agent's name and a seat the runtime names otherwise (1 here) is the published agent's page."""
    from cosino_runtime.league.publish import agent_names
    from cosino_runtime.seats.registry import outside_agent

    names = SPELLINGS + KEPT + [outside_agent(n) for n in SPELLINGS]
    episodes = [{"agents": [n], "agentKeys": agent_names([n])} for n in SPELLINGS + KEPT]
    page = _open(browser_context, base_url)
    agents = page.evaluate(
        """async ([episodes, names]) => { const m = await import('./js/browse.js');
          return names.map((n) => m.agentOf(episodes, n)); }""",
        [episodes, names],
    )
    page.close()
    # A name the index publishes as an agent's is that agent: "remote:http://bot.example" is the leaderboard's name
    # of the seat "remote:http:bot.example" (which the seat check refuses), though a seat so written is ".../".
    published = {k for e in episodes for k in e["agentKeys"]}
    assert agents == [n if n in published else outside_agent(n) for n in names]
    assert sum(a != outside_agent(n) for a, n in zip(agents, names)) == 1
    assert sum(a != n for a, n in zip(agents[len(SPELLINGS) :], KEPT)) == 7  # 4 of the 11 are spelt as published
    assert set(agents[1:4]) == {"remote:http://bot.example/"} and agents[0] == "remote:http://bot.example"


def test_an_agent_spelt_two_ways_has_one_page_with_its_reliability(browser_context, site):
    """The published index lists two episodes of one remote agent spelt "remote:HTTP://Bot.Example:80" and
    "remote:http://bot.example/" (as each episode's seat was written); the leaderboard, as the runtime publishes
    it (``one_name_per_agent``), rates "remote:http://bot.example/" with a reliability block. The agent page
    the episode list links for the first spelling now shows both episodes, one head-to-head row against house
    (2 episodes) and the reliability block. Before review 49e: 1 episode and "not on the published leaderboard".
    Since review 50d the index names the agent (``agentKeys``) and the list links its page by that name."""
    from support.pages import fresh
    from support.sites import ServedSite

    from cosino_runtime.league.publish import agent_names, one_name_per_agent

    raw = ["remote:HTTP://Bot.Example:80", "remote:http://bot.example/"]
    (rated,) = set(one_name_per_agent({"agents": raw})["agents"])
    assert rated == "remote:http://bot.example/" and rated not in raw[:1]
    episodes = [
        {
            "episode": f"kuhn-{k}-49e00000000{k}",
            "variant": "kuhn",
            "agents": [name, "house"],
            **({"agentKeys": agent_names([name, "house"])} if k == 0 else {}),  # as the publisher writes it
            "scores": [1, 0],
            "reason": "complete",
            "hands": 2,
            "scoredHands": 2,
            "replay": f"x/{k}.jsonl",
            "results": f"x/{k}.json",
        }
        for k, name in enumerate(raw)
    ]
    board = {
        "families": {
            "poker": {
                "table": [{"agent": rated, "elo": 1510}, {"agent": "house", "elo": 1490}],
                "reliability": {rated: {"calls": 12, "fallbacks": 1}},
            }
        }
    }
    index = json.dumps({"episodes": episodes}).encode()
    answers = {
        "/public/episodes.json": lambda: index,
        "/api/blobs/public/episodes.json": lambda: index,
        "/leaderboard.json": lambda: json.dumps(board).encode(),
    }
    served = ServedSite(site, answers)
    try:
        page = fresh(browser_context, served.url + "?agent=" + urllib.parse.quote(raw[0], safe=""))
        text = page.inner_text("#agent-page")
        assert "2 published episodes" in text and "not on the published leaderboard" not in text, text
        assert "calls" in text and "fallbacks" in text
        row = page.locator("#agent-page .h2h tr[data-opponent='house'] td")
        assert [row.nth(k).inner_text() for k in range(4)] == ["2", "2", "0", "0"]
        assert page.errors == []
        page.close()
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#episode-list td a:not(.open-episode)", state="attached")
        hrefs = page.eval_on_selector_all("#episode-list td a:not(.open-episode)", "as => as.map((a) => a.search)")
        assert hrefs.count("?agent=" + urllib.parse.quote(rated, safe="")) == 2, hrefs
        page.close()
    finally:
        served.close()
