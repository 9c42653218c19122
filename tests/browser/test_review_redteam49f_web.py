"""Red team 49f: the viewer's agent pages (web/js/browse.js) must never join two agents the runtime keeps apart.

``registry.outside_agent`` (through ``transport.canonical_url``) is not idempotent: the seat
``remote:http://v.example/%%34%31`` is published on the leaderboard as ``remote:http://v.example/%41``, which read
once more is ``remote:http://v.example/A``, another agent for the league, its caps and its rates. The page's port of
``canonical_url`` (``agentKey``) read the published name anew, so one agent's leaderboard row and record landed on
another's page. Since review 50d the viewer spells no URL: the league's publisher writes each seat's agent as the
leaderboard names it (``agentKeys`` in the episode index) and the page joins on that, reading an address that is a
published agent's name as that agent (``agentOf``). A join is "dangerous" here when one page gathers names that
mean different agents: a name the index publishes as an agent's means that agent (the leaderboard's row), any
other name the agent ``outside_agent`` names for a seat so written."""

from __future__ import annotations

import random
import urllib.parse

from support.sites import kuhn_entry, served_index

from cosino_runtime.seats.registry import outside_agent

# (seat as the attacker writes it, its name on the leaderboard, the victim that name reads as once more)
ATTACKS = [
    ("remote:http://victim.example/%%34%31", "remote:http://victim.example/%41", "remote:http://victim.example/A"),
    ("remote:http://victim.example/%4%31", "remote:http://victim.example/%41", "remote:http://victim.example/A"),
    ("remote:http://victim.example/%2%66", "remote:http://victim.example/%2f", "remote:http://victim.example/%2F"),
    (
        "remote:http://victim.example/?q=%%37%65",
        "remote:http://victim.example/?q=%7e",
        "remote:http://victim.example/?q=~",
    ),
    ("remote:http://victim.example../", "remote:http://victim.example./", "remote:http://victim.example/"),
]


def published_names(agents: list[str]) -> dict:
    """What the league's publisher adds to an index entry seating ``agents``: their names on the leaderboard."""
    from cosino_runtime.league.publish import agent_names

    keys = agent_names(agents)
    return {"agentKeys": keys} if keys != agents else {}


def _agents_of(browser_context, base_url, episodes: list[dict], names: list[str]) -> list[str]:
    """``agentOf`` of every name (the agent its page shows) over the index ``episodes``, in one page."""
    page = browser_context.new_page()
    page.goto(base_url)
    page.wait_for_selector("body[data-ready='1']")
    script = """async ([episodes, names]) => { const m = await import('./js/browse.js');
      return names.map((n) => m.agentOf(episodes, n)); }"""
    agents = page.evaluate(script, [episodes, names])
    page.close()
    return agents


def test_a_published_name_python_would_rewrite_keeps_its_own_page(browser_context, base_url):
    """For 5 attacks (``%%34%31``, ``%4%31``, ``%2%66``, a query's ``%%37%65``, a host's two trailing dots) over an
    index seating each attacker and each victim as the publisher writes it: the leaderboard's name of the
    attacker's seat is the attacker's page, the victim's name the victim's, the attacker's seat as written the
    attacker's (the runtime's own join), and an upper-case spelling of the victim the victim's. Before review
    49f: 5 of 5 published names were the victim's page; after 49f the attacker's seat had a page of its own, a
    miss; now 0 of 5 published names reach another agent and 0 seats miss their agent."""
    for seat, published, victim in ATTACKS:
        assert outside_agent(seat) == published and outside_agent(published) == victim != published
    seats = [n for seat, _, victim in ATTACKS for n in (seat, victim)] + ["remote:HTTP://Victim.Example:80/A"]
    episodes = [{"agents": [n, "house"], **published_names([n, "house"])} for n in seats]
    names = [n for attack in ATTACKS for n in attack] + ["remote:HTTP://Victim.Example:80/A"]
    agents = dict(zip(names, _agents_of(browser_context, base_url, episodes, names)))
    for seat, published, victim in ATTACKS:
        assert agents[published] == published != agents[victim], (published, agents[published])
        assert agents[victim] == victim
        assert agents[seat] == published
    assert agents["remote:HTTP://Victim.Example:80/A"] == "remote:http://victim.example/A"


_SCHEMES = ["http", "HTTP", "https", "Https", "ftp"]
_HOSTS = [
    "victim.example",
    "Victim.Example",
    "victim.example.",
    "victim.example..",
    "attacker.example",
    "1.2.3.4",
    "1.2.3.4.",
    "127.1",
    "0x7f.0.0.1",
    "01.2.3.4",
    "",
    ".",
    "v\\ictim.example",
    "victim.example%2e",
    "[::1]",
    "victim.example@attacker.example",
    "\u212aey.example",
    "key.example",
    "Key.example",
    "1.2.3.256",
    "a..",
]
_PORTS = ["", ":", ":80", ":443", ":0080", ":8080", ":08080", ":65536", ":8x", ":80:80", ":0", ":00", ":\uff18\uff10"]
_PATHS = [
    "",
    "/",
    "/act",
    "/a%62c",
    "/abc",
    "/%41",
    "/A",
    "/%%34%31",
    "/%4%31",
    "/%2f",
    "/%2F",
    "/%2%66",
    "/%25",
    "/%2541",
    "/%252541",
    "/..",
    "/%2e%2e",
    "/%7e",
    "/~",
    "/%7E",
    "/x\\y",
    "/\u202eA",
    "/a\u200b",
]
_QUERIES = ["", "?", "?q=%41", "?q=A", "?q=%%34%31", "??"]
_FRAGMENTS = ["", "#", "#x", "#?y"]


def _spellings(count: int) -> list[str]:
    """``count`` seeded remote spellings, ACPC addresses, and ``outside_agent`` of each (the leaderboard's names)."""
    rng = random.Random(49)
    parts = (_SCHEMES, ["://"], _HOSTS, _PORTS, _PATHS, _QUERIES, _FRAGMENTS)
    names = {"remote:" + "".join(rng.choice(part) for part in parts) for _ in range(count)}
    hosts, ports = ["host", "Host", "h\u0130", "\u212a", "a:b"], ["1", "01", "\uff11", "", "x"]
    names |= {f"acpc:{h}:{p}" for h in hosts for p in ports}
    names |= {outside_agent(n) for n in names}
    return sorted(names)


def test_no_seeded_spelling_joins_two_agents(browser_context, base_url):
    """1,500 seeded spellings (case, default and padded ports, trailing dots, escapes Python decodes twice,
    credentials, backslashes, shorthand IPv4, bidi and zero-width characters, fullwidth digits, the Kelvin sign)
    and ``outside_agent`` of each, 2,458 names in all (2,477 until review 51b removed dot segments), each
    seated in an index entry as the publisher writes it:
    no page gathers names that mean different agents, no published name reaches another agent's page, and
    every seat reaches the agent ``outside_agent`` names. Before review 49f: 67 names joined another agent's
    published name; with 49f's port 0, but 1,072 of the 2,477 seats missed their agent (kept as written; 613
    names shared a page, 823 before it). Now 0 dangerous, 0 missed, 1,994 names share a page
    (2,013 until review 51b made `/..` and `/%2e%2e` publish as `/`)."""
    names = _spellings(1500)
    assert len(names) == 2458
    published = {outside_agent(n) for n in names}
    episodes = [{"agents": [n, "house"], **published_names([n, "house"])} for n in names]
    groups: dict[str, list[str]] = {}
    for name, agent in zip(names, _agents_of(browser_context, base_url, episodes, names)):
        assert agent == (name if name in published else outside_agent(name)), name
        groups.setdefault(agent, []).append(name)
    dangerous = [(a, g) for a, g in groups.items() if len({n if n in published else outside_agent(n) for n in g}) > 1]
    assert dangerous == [], dangerous[:3]
    joined = sum(len(g) for g in groups.values() if len(g) > 1)
    assert joined == 1994


def _episode(k: int, agents: list[str], scores: list[int]) -> dict:
    return kuhn_entry(k, agents, scores, "49f", **published_names(agents))


def test_the_victims_page_shows_its_own_row_and_the_attackers_link_not_the_victims_record(browser_context, site):
    """The leaderboard rates the attacker (seat ``remote:http://victim.example/%%34%31``, published as
    ``.../%41``, listed first) and the victim (``.../A``), each with its reliability block; the index has one
    episode of each, the attacker losing to house and the victim beating it, as the publisher writes it. The
    victim's page shows the victim's block (calls 7) and 1 episode; the attacker's leaderboard link shows the
    attacker's block (calls 999) and its own episode and loss, not the victim's episode or win. Before review 49f:
    the victim's page showed calls 999, and the attacker's link "1 published episode" with the victim's win over
    house; after 49f the attacker's page found none of its episodes (its seat kept as written); now its one."""
    from support.pages import fresh

    seat, published, victim = ATTACKS[0]
    board = {
        "families": {
            "poker": {
                "table": [
                    {"agent": published, "elo": 1400},
                    {"agent": victim, "elo": 1600},
                    {"agent": "house", "elo": 1500},
                ],
                "reliability": {published: {"calls": 999, "fallbacks": 998}, victim: {"calls": 7, "fallbacks": 0}},
            }
        }
    }
    served = served_index(site, [_episode(0, [seat, "house"], [-1, 1]), _episode(1, [victim, "house"], [1, -1])], board)
    try:
        page = fresh(browser_context, served.url + "?agent=" + urllib.parse.quote(victim, safe=""))
        text = page.inner_text("#agent-page")
        assert "1 published episode" in text and "kuhn-1-" in text and "kuhn-0-" not in text, text
        assert "7" in page.inner_text("#agent-page .reliability") and "999" not in text, text
        page.close()
        page = fresh(browser_context, served.url + "?agent=" + urllib.parse.quote(published, safe=""))
        text = page.inner_text("#agent-page")
        assert "1 published episode" in text and "kuhn-0-" in text and "kuhn-1-" not in text, text
        row = page.locator("#agent-page .h2h tr[data-opponent='house'] td")
        assert [row.nth(k).inner_text() for k in range(4)] == ["1", "0", "1", "0"]
        assert "999" in page.inner_text("#agent-page .reliability"), text
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_the_agent_filter_lists_one_option_per_agent(browser_context, site):
    """An index of 3 episodes whose remote seat is spelt ``remote:HTTP://Bot.Example:80``,
    ``remote:http://bot.example/`` and ``remote:http://bot.example.:80/#2``: the agent filter lists 2 agents
    (house and ``remote:http://bot.example/``), choosing the remote one shows "3 of 3 episodes", and a search
    for its leaderboard spelling finds all 3. Before: 4 agents listed (each spelling apart), 1 of 3 shown."""
    from support.pages import fresh

    spellings = ["remote:HTTP://Bot.Example:80", "remote:http://bot.example/", "remote:http://bot.example.:80/#2"]
    episodes = [_episode(k, [name, "house"], [1, -1]) for k, name in enumerate(spellings)]
    served = served_index(site, episodes, {"table": []})
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#f-agent option[value='house']", state="attached")
        values = page.eval_on_selector_all("#f-agent option", "os => os.map((o) => o.value)")
        assert values == ["", "house", "remote:http://bot.example/"], values
        page.select_option("#f-agent", "remote:http://bot.example/")
        assert page.inner_text("#episode-list caption") == "3 of 3 episodes"
        page.select_option("#f-agent", "")
        page.fill("#f-search", "http://bot.example/")
        assert page.inner_text("#episode-list caption") == "3 of 3 episodes"
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_a_name_ending_in_a_tab_does_not_read_as_another(browser_context, site):
    """An episode seating "house" and "house\\t" (a tab the stylesheet collapses): the list's agent links, the
    agent filter's options and house's head-to-head row draw the second as "house\\u0009", never as "house".
    Before: both links read "house" (the tab collapsed), and so did the filter option and the opponent's row."""
    from support.pages import fresh

    served = served_index(site, [_episode(0, ["house", "house\t"], [1, -1])], {"table": []})
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#episode-list td a", state="attached")
        links = page.eval_on_selector_all("#episode-list td a:not(.open-episode)", "as => as.map((a) => a.innerText)")
        assert links == ["house", "house\\u0009"], links
        shown = page.eval_on_selector_all("#f-agent option", "os => os.map((o) => o.textContent)")
        assert shown == ["any", "house", "house\\u0009"], shown
        page.close()
        page = fresh(browser_context, served.url + "?agent=house")
        opponent = page.locator("#agent-page .h2h th a").inner_text()
        assert opponent == "house\\u0009", opponent
        assert page.errors == []
        page.close()
    finally:
        served.close()
