"""Review 50d: the viewer joins an agent's episodes on the names the runtime publishes, and spells no URL itself.

The episode index keeps each seat's name as written; the leaderboard one name per agent (``registry.outside_agent``).
Until now web/js/browse.js re-implemented ``canonical_url`` (``agentKey``, ``remoteKey``, ``canonicalUrl``,
``escapesAsPython``: 67 lines) to join the two, and missed what it could not read as Python does. Now the league's
publisher writes ``agentKeys`` beside ``agents`` (tests/test_review_agent_keys50d.py) and the viewer joins on it;
an index written before it is read as written (a miss, never a join)."""

from __future__ import annotations

import urllib.parse

from support.pages import fresh
from support.sites import ServedSite, kuhn_entry, served_index

# One remote agent spelt as a shorthand IPv4 address and in full (the port kept the first as written), and one
# spelt in upper case with its default port (the port joined these two): 4 Kuhn episodes against house seats.
SEATINGS = [
    ("remote:http://127.1/act", "house"),
    ("remote:http://127.0.0.1/act", "random"),
    ("remote:HTTP://Bot.Example:80", "house"),
    ("remote:http://bot.example/", "random"),
]


def _page_of(browser_context, served: ServedSite, agent: str):
    return fresh(browser_context, served.url + "?agent=" + urllib.parse.quote(agent, safe=""))


def test_the_publishers_index_gives_one_option_and_one_page_per_agent(browser_context, site, tmp_path):
    """The index and leaderboard the league's publisher writes for 4 episodes (``remote:http://127.1/act`` and
    ``remote:http://127.0.0.1/act``, one agent for the runtime; ``remote:HTTP://Bot.Example:80`` and
    ``remote:http://bot.example/``, another), served to the viewer: the agent filter lists the leaderboard's 4
    agents, the list links each seat to its agent's page while drawing it as written, and the page of
    ``remote:http://127.1/act`` shows both of its agent's episodes and its leaderboard row. Before: the filter
    listed 5 agents (the shorthand address apart) and that page showed 1 episode and "not on the published
    leaderboard"."""
    from test_review_agent_keys50d import published

    episodes, board = published(tmp_path, SEATINGS)
    rated = sorted({row["agent"] for table in board["families"].values() for row in table["table"]})
    assert rated == ["house", "random", "remote:http://127.0.0.1/act", "remote:http://bot.example/"]
    served = served_index(site, episodes, board)
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#f-agent option[value='house']", state="attached")
        assert page.eval_on_selector_all("#f-agent option", "os => os.map((o) => o.value)") == ["", *rated]
        links = page.eval_on_selector_all(
            "#episode-list td a:not(.open-episode)", "as => as.map((a) => [a.innerText, a.search])"
        )
        assert ["remote:http://127.1/act", "?agent=" + urllib.parse.quote(rated[2], safe="")] in links, links
        page.select_option("#f-agent", "remote:http://127.0.0.1/act")
        assert page.inner_text("#episode-list caption") == "2 of 4 episodes"
        assert page.errors == []
        page.close()
        page = _page_of(browser_context, served, "remote:http://127.1/act")
        text = page.inner_text("#agent-page")
        assert "the league names this agent remote:http://127.0.0.1/act" in text, text
        assert "2 published episodes" in text and "not on the published leaderboard" not in text, text
        assert page.locator("#agent-page .h2h tr[data-opponent]").count() == 2  # house and random
        assert page.errors == []
        page.close()
    finally:
        served.close()


def _episode(k: int, agents: list[str], scores: list[int], **extra) -> dict:
    return kuhn_entry(k, agents, scores, "50d", **extra)


VICTIM = "remote:http://victim.example/A"


def test_an_index_written_before_agent_keys_only_misses(browser_context, site):
    """An index without ``agentKeys`` (published before review 50d) holding review 49f's attack (the seat
    ``remote:http://victim.example/%%34%31``, rated as ``.../%41``, and the victim ``.../A``) and one agent spelt
    ``remote:HTTP://Bot.Example:80`` and ``remote:http://bot.example/``: each name is matched as written. The
    victim's page shows its own episode and block (calls 7), never the attacker's (calls 999); the upper-case
    spelling's page shows its 1 episode (a miss: 2 with ``agentKeys``); the filter lists each spelling apart
    (5 agents). 0 pages join two agents."""
    seat, rated, victim = ("remote:http://victim.example/%%34%31", "remote:http://victim.example/%41", VICTIM)
    episodes = [
        _episode(0, [seat, "house"], [-1, 1]),
        _episode(1, [victim, "house"], [1, -1]),
        _episode(2, ["remote:HTTP://Bot.Example:80", "house"], [1, -1]),
        _episode(3, ["remote:http://bot.example/", "house"], [1, -1]),
    ]
    board = {
        "families": {
            "poker": {
                "table": [
                    {"agent": rated},
                    {"agent": victim},
                    {"agent": "remote:http://bot.example/"},
                    {"agent": "house"},
                ],
                "reliability": {rated: {"calls": 999}, victim: {"calls": 7}},
            }
        }
    }
    served = served_index(site, episodes, board)
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#f-agent option[value='house']", state="attached")
        assert page.locator("#f-agent option:not([value=''])").count() == 5
        page.close()
        page = _page_of(browser_context, served, victim)
        text = page.inner_text("#agent-page")
        assert "1 published episode" in text and "kuhn-1-" in text and "kuhn-0-" not in text, text
        assert "7" in page.inner_text("#agent-page .reliability") and "999" not in text, text
        page.close()
        page = _page_of(browser_context, served, "remote:HTTP://Bot.Example:80")
        text = page.inner_text("#agent-page")
        assert "1 published episode" in text and "kuhn-2-" in text and "the league names" not in text, text
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_a_forged_agent_keys_list_is_read_as_written(browser_context, site):
    """Entries whose ``agentKeys`` is not a list (a string), is of another length than ``agents``, or holds
    something other than text: each is read as written (its seats' own names), and the page draws without an
    error. Before: no such field was read."""
    episodes = [
        _episode(0, ["a", "house"], [1, -1], agentKeys="house"),
        _episode(1, ["b", "house"], [1, -1], agentKeys=["house"]),
        _episode(2, ["c", "house"], [1, -1], agentKeys=[{"x": 1}, "house"]),
    ]
    served = served_index(site, episodes, {"table": []})
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#f-agent option[value='house']", state="attached")
        values = page.eval_on_selector_all("#f-agent option", "os => os.map((o) => o.value)")
        assert values == ["", "a", "b", "c", "house"], values
        page.close()
        page = _page_of(browser_context, served, "house")
        assert "3 published episodes" in page.inner_text("#agent-page")
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_an_index_of_many_published_names_lists_a_bounded_filter(browser_context, site):
    """5,000 entries each seating one remote agent spelt in upper case (``agentKeys`` naming 5,000 agents) and
    house: the agent filter lists 200 of the 5,001 agents and counts the rest, the page of one upper-case spelling
    finds its 1 episode, and at most 5,000 elements are drawn (as for an index of raw names,
    tests/browser/test_review_web_huge_pages.py). Before: the same figures, the port spelling each name itself."""
    rows = 5_000
    episodes = [
        _episode(i, [f"remote:HTTP://B{i:05d}.example/", "house"], [1, -1])
        | {"agentKeys": [f"remote:http://b{i:05d}.example/", "house"]}
        for i in range(rows)
    ]
    served = served_index(site, episodes, {"table": []})
    try:
        page = _page_of(browser_context, served, "remote:HTTP://B00042.example/")
        options = page.locator("#f-agent option")
        assert options.count() == 202  # "any", 200 values, the marker
        assert options.last.inner_text() == f"\u2026 {rows + 1 - 200} more agents not listed: use the search"
        text = page.inner_text("#agent-page")
        assert "1 published episode" in text and "the league names this agent remote:http://b00042.example/" in text
        assert page.evaluate("document.getElementsByTagName('*').length") < 5_000
        assert page.errors == []
        page.close()
    finally:
        served.close()
