"""Mutation review 50h (browser): tests that kill the mutants of the viewer's JavaScript changed by reviews 50b and
50d (web/js/browse.js, web/js/viewer.js, web/js/integrity.js) which the suite let live.

Each mutant was written by hand into the worktree's web/js, copied into the built site, and run against the browser
tests of its module (tests/browser/test_review_agent_keys50d_web.py, test_review_redteam49f_web.py,
test_review_surfaces49e_web.py, test_review_redteam50b_web.py, test_integrity.py, test_review_surfaces49c_web.py,
test_review_web_address.py). Each test below names the mutant it kills; it passes on the code as committed."""

from __future__ import annotations

import json
import urllib.parse

from support.pages import fresh, route, running_episode, static_index_routes, unroute
from support.sites import ServedSite, served_index


def _episode(k: int, agents: list[str], **extra) -> dict:
    return {
        "episode": f"kuhn-{k}-50h00000000{k}",
        "variant": "kuhn",
        "agents": agents,
        "scores": [1, -1],
        "reason": "complete",
        "hands": 2,
        "scoredHands": 2,
        "replay": f"x/{k}.jsonl",
        "results": f"x/{k}.json",
        **extra,
    }


def _agent_page(browser_context, served: ServedSite, agent: str) -> tuple[str, object]:
    page = fresh(browser_context, served.url + "?agent=" + urllib.parse.quote(agent, safe=""))
    return page.inner_text("#agent-page"), page


def test_the_search_finds_a_seat_as_the_list_draws_it(browser_context, site):
    """The list draws each seat as written (``remote:HTTP://Bot.Example:80``) and links it to its agent's page
    (``remote:http://bot.example/``): a search for the text the reader sees finds its episode, and so does one
    for the leaderboard's name. Mutant (browse.js ``matches``, the search reading ``agentKeysOf`` only): "0 of 2
    episodes" for the written spelling; the code as committed: "1 of 2"."""
    episodes = [
        _episode(0, ["remote:HTTP://Bot.Example:80", "house"], agentKeys=["remote:http://bot.example/", "house"]),
        _episode(1, ["random", "house"]),
    ]
    served = served_index(site, episodes)
    try:
        page = fresh(browser_context, served.url)
        page.wait_for_selector("#f-agent option[value='house']", state="attached")
        for search in ("Bot.Example:80", "http://bot.example/"):
            page.fill("#f-search", search)
            assert page.inner_text("#episode-list caption") == "1 of 2 episodes", search
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_an_agent_named_as_an_object_property_reads_only_its_own_block(browser_context, site):
    """The leaderboard rates ``__proto__`` and ``toString`` (names anyone can write into an index and a board)
    with no reliability block of their own (the board's blocks name house only; ``toString``'s row carries one
    itself). ``__proto__``'s page says "no reliability block published" and draws no list; ``toString``'s shows
    its row's block (calls 5). Mutants (browse.js ``reliabilityOf``, ``key in blocks`` or ``blocks[key]`` for
    ``Object.hasOwn``): ``__proto__`` drew an empty reliability list (Object.prototype read as its block) and
    ``toString`` "no reliability block published" (the function ``toString`` taken for its block)."""
    episodes = [_episode(0, ["__proto__", "house"]), _episode(1, ["toString", "house"])]
    board = {
        "families": {
            "poker": {
                "table": [
                    {"agent": "__proto__"},
                    {"agent": "toString", "reliability": {"calls": 5}},
                    {"agent": "house"},
                ],
                "reliability": {"house": {"calls": 9}},
            }
        }
    }
    served = served_index(site, episodes, board)
    try:
        text, page = _agent_page(browser_context, served, "__proto__")
        assert "1 published episode" in text and "rated in poker; no reliability block published" in text, text
        assert page.locator("#agent-page .reliability").count() == 0
        page.close()
        text, page = _agent_page(browser_context, served, "toString")
        assert "no reliability block" not in text and "5" in page.inner_text("#agent-page .reliability"), text
        assert page.errors == []
        page.close()
    finally:
        served.close()


def test_a_published_name_lists_its_agents_episodes_not_a_seat_spelt_so(browser_context, site):
    """Review 49f's attack on the page itself: the attacker's seat ``remote:http://victim.example/%%34%31`` is
    published as ``.../%41``, and another entry seats the victim spelt ``.../%41`` (the runtime's agent ``.../A``).
    The leaderboard's link ``?agent=.../%41`` lists the attacker's 1 episode, not the victim's; the victim's seat,
    followed from the list, lands on ``.../A`` with the victim's. Mutant (browse.js ``showAgent`` gathering the
    entries whose seats are written as the name too): 2 published episodes, the victim's among them, on the
    attacker's page."""
    seat, published, victim = (
        "remote:http://victim.example/%%34%31",
        "remote:http://victim.example/%41",
        "remote:http://victim.example/A",
    )
    episodes = [
        _episode(0, [seat, "house"], agentKeys=[published, "house"]),
        _episode(1, [published, "house"], agentKeys=[victim, "house"]),
    ]
    served = served_index(site, episodes)
    try:
        text, page = _agent_page(browser_context, served, published)
        assert "1 published episode" in text and "kuhn-0-" in text and "kuhn-1-" not in text, text
        assert "the league names" not in text, text
        page.close()
        text, page = _agent_page(browser_context, served, victim)
        assert "1 published episode" in text and "kuhn-1-" in text and "kuhn-0-" not in text, text
        assert page.errors == []
        page.close()
    finally:
        served.close()


KUHN = "?replay=samples/kuhn.replay.jsonl"  # 16 hands, steps 0 to 123


def _alert(page) -> str:
    return page.inner_text("#error") if page.locator("#error").is_visible() else ""


def test_sixteen_digits_name_no_hand_and_no_step(browser_context, base_url):
    """``&hand=9999999999999999`` and ``&step=9999999999999999`` (16 digits: over the 15 the address reads, and
    past the safe integers) each name nothing the viewer reads: the alert quotes the address ("names no hand",
    "is not a step number") and the replay opens where it opens (step 1, hand 1). Mutant (viewer.js
    ``ADDRESS_NUMBER`` reading 16 digits): "?hand=10000000000000000 is past the last hand (16): showing hand 16."
    and "?step=10000000000000000 is past the last step", a number the address never gave, and the last hand and
    step shown."""
    digits = "9" * 16
    page = fresh(browser_context, f"{base_url}{KUHN}&hand={digits}")
    assert page.inner_text("#position").startswith("hand 1 of 16")
    assert f"?hand={digits} names no hand: hands are counted from 1 to 16." in _alert(page), _alert(page)
    page.close()
    page = fresh(browser_context, f"{base_url}{KUHN}&step={digits}")
    assert page.get_attribute("#position", "data-cursor") == "1"
    assert f"?step={digits} is not a step number (0 to 123)." in _alert(page), _alert(page)
    assert page.errors == []
    page.close()


def test_a_running_episode_with_no_hand_dealt_waits_for_the_hand_without_a_word(browser_context, base_url, site):
    """A running episode whose public log is its header alone (no hand dealt yet), opened as
    ``?episode=e50h&hand=1``: the live banner shows and the alert stays hidden, since the next poll may deal the
    hand. Mutant (viewer.js ``addressedCursor`` without ``waiting``): "Not what the address names. ?hand=1: this
    replay has no hand." on a link to the hand about to be dealt."""
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    with running_episode(browser_context, "e50h", [header]):
        page = fresh(browser_context, base_url + "?episode=e50h&hand=1")
        page.wait_for_selector("#live:not([hidden])")
        assert "1 events" in page.inner_text("#live"), page.inner_text("#live")
        assert _alert(page) == ""
        assert page.errors == []
        page.close()


def test_the_last_hand_opens_without_a_word(browser_context, base_url):
    """``&hand=16`` on the 16 hands of the Kuhn sample opens hand 16 with the alert hidden. Mutant (viewer.js
    ``hand < hands.length`` for ``<=``): hand 16 shown under "Not what the address names. ?hand=16 is past the
    last hand (16)", the alert of a hand that is there (review 50b's tests name hands 3 and 17, never the last)."""
    page = fresh(browser_context, f"{base_url}{KUHN}&hand=16")
    assert page.inner_text("#position").startswith("hand 16 of 16")
    assert _alert(page) == ""
    assert page.errors == []
    page.close()


def test_a_long_address_value_is_clipped_in_the_alert(browser_context, base_url):
    """``&hand=`` and ``&step=`` holding 20,000 characters: the alert quotes each clipped (under 1,000 characters,
    ending in an ellipsis) as it quotes a path. Mutant (viewer.js ``given`` without ``shownPath``): the alert drew
    all 20,000 (its escapes of hidden characters alone, in ``showNotice``, kept the bidi test of review 50b
    passing)."""
    for key in ("hand", "step"):
        page = fresh(browser_context, f"{base_url}{KUHN}&{key}={'x' * 20_000}")
        alert = _alert(page)
        assert alert.startswith(f"Not what the address names. ?{key}=xxx") and len(alert) < 1_000, len(alert)
        assert "\u2026" in alert
        assert page.errors == []
        page.close()


def test_a_running_episode_follows_its_last_event_until_the_hand_is_dealt(browser_context, base_url, site):
    """A running episode of the Hold'em sample's 8 hands so far opened as ``?episode=e50h8&hand=20``: the viewer
    follows the last event (the cursor on the log's last record), with no alert, until hand 20 is dealt. Mutant
    (viewer.js ``follow`` putting the cursor on the last hand's start, as ``?replay=`` does for a final one):
    "hand 8 of 8" too, which review 50b's test reads, but the cursor stuck at that hand's first record. And
    ``&step=x&hand=3``: hand 3 under the alert that the step is no step number (mutant: no alert while running;
    before review 50h: no alert anywhere)."""
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    log = [header, *(r for r in map(json.loads, lines[1:]) if r["type"] not in ("end", "audit"))]
    with running_episode(browser_context, "e50h8", log):
        page = fresh(browser_context, base_url + "?episode=e50h8&hand=20")
        page.wait_for_selector("#live:not([hidden])")
        assert page.inner_text("#position").startswith("hand 8 of 8")
        assert page.get_attribute("#position", "data-cursor") == str(len(log) - 1)
        assert _alert(page) == ""
        page.close()
        page = fresh(browser_context, base_url + "?episode=e50h8&step=x&hand=3")
        page.wait_for_selector("#live:not([hidden])")
        assert page.inner_text("#position").startswith("hand 3 of 8")
        assert f"?step=x is not a step number (0 to {len(log) - 1}): the hand is read instead." in _alert(page)
        assert page.errors == []
        page.close()


def test_a_step_that_is_no_number_beside_a_hand_is_said_and_the_hand_shown(browser_context, base_url):
    """``&step=0x10&hand=3``: the viewer shows hand 3 and says the step is no step number, the hand read instead;
    ``&step=0x10&hand=17`` shows hand 16 and says both. Before (the code as review 50b left it): hand 3 with the
    alert hidden, the step the address named (step 16 before review 50b) dropped without a word. Mutant (viewer.js
    ``addressedCursor`` refusing the step whatever the hand): hand 1 and the step's alert, the hand dropped."""
    page = fresh(browser_context, f"{base_url}{KUHN}&step=0x10&hand=3")
    assert page.inner_text("#position").startswith("hand 3 of 16")
    said = "Not what the address names. ?step=0x10 is not a step number (0 to 123): the hand is read instead."
    assert _alert(page) == said, _alert(page)
    page.close()
    page = fresh(browser_context, f"{base_url}{KUHN}&step=0x10&hand=17")
    assert page.inner_text("#position").startswith("hand 16 of 16")
    assert _alert(page) == f"{said} ?hand=17 is past the last hand (16): showing hand 16.", _alert(page)
    assert page.errors == []
    page.close()


def _report(weigh: list[dict], p: float = 0.5, pair_p: float = 0.5) -> dict:
    """An integrity report written by hand: one dump flag of a on b weighing the hands ``weigh``, its p ``p``, and
    the pair's test at ``pair_p`` (the matrix cell)."""
    flag = {
        "flag": "dump",
        "agents": ["a", "b"],
        "mutual": False,
        "p": p,
        "pHolm": p,
        "units": [10, 10],
        "signal": "fold",
        "episodes": ["e0"],
        "excess": [0.5],
        "weigh": weigh,
    }
    pairs = [{"agent": "a", "other": "b", "tests": {"dump": {"p": pair_p}}}]
    return {"flags": [flag], "pairs": pairs, "agents": {"a": {}, "b": {}}, "method": {}}


def _integrity(browser_context, base_url, extra_dir, name: str, report: dict, index: list[dict] | None = None):
    """The integrity page of ``report`` (served from extra/), the static site's episode index answered by ``index``
    (the API's absent); returns the open page and the routes to take off."""
    (extra_dir / name).write_text(json.dumps(report))
    routes = static_index_routes(json.dumps({"episodes": index or []}))
    route(browser_context, routes)
    page = fresh(browser_context, f"{base_url}integrity.html?src=extra/{name}")
    page.wait_for_selector("#flags article.flag ul.weigh li")
    return page, routes


def test_an_index_entry_whose_results_the_viewer_would_refuse_gets_no_link(browser_context, base_url, extra_dir):
    """The index lists episode e-res with a replay on this site (the Kuhn sample) and results named by another host
    (``//evil.example/r.json``); e-ok the same replay and the sample's own results. The report weighs hand 0 of
    each: e-res's is drawn "not linked: the episode index names its replay or results by no path on this site",
    e-ok's is a link. Mutant (integrity.js ``linkOf`` checking the replay only): a link to
    ``?replay=...&results=%2F%2Fevil.example...``, which the viewer refuses on arrival (review 50b's hostile entries
    name no results, so its test read only the replay's check)."""
    index = [
        {
            "episode": "e-res",
            "variant": "kuhn",
            "replay": "samples/kuhn.replay.jsonl",
            "results": "//evil.example/r.json",
        },
        {
            "episode": "e-ok",
            "variant": "kuhn",
            "replay": "samples/kuhn.replay.jsonl",
            "results": "samples/kuhn.results.json",
        },
    ]
    weigh = [{"episode": e, "hand": 0, "residual": 1} for e in ("e-res", "e-ok")]
    page, routes = _integrity(browser_context, base_url, extra_dir, "integrity-50h-res.json", _report(weigh), index)
    try:
        items = page.locator("ul.weigh li")
        assert items.nth(0).locator("a").count() == 0, items.nth(0).locator("a").first.get_attribute("href")
        assert (
            "not linked: the episode index names its replay or results by no path on this site"
            in items.nth(0).inner_text()
        )
        href = items.nth(1).locator("a").get_attribute("href")
        assert href.startswith("./?replay=samples%2Fkuhn.replay.jsonl&results=samples%2Fkuhn.results.json"), href
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_hand_past_the_safe_integers_or_between_two_gets_no_link(browser_context, base_url, extra_dir):
    """The report weighs hands 2**53 and 1.5 of an episode the folder would hold, and hand 2 (a whole one): the
    first two are drawn "not linked: the report gives no hand number (0-based) for it", hand 2 as "ep hand 3".
    Mutants (integrity.js ``linkOf`` with ``Number.isInteger`` or ``typeof hand === "number"`` for
    ``Number.isSafeInteger``): ``?hand=9007199254740992`` and ``?hand=1.5``, hands no replay has, which the viewer
    reads as naming none (review 50b's test gives the text "3" and -1 only). Since review 51d hand 2 is not linked
    either: the index does not list its episode, and the folder ``replays/`` the page fell back to is written by no
    publisher."""
    weigh = [{"episode": "ep", "hand": hand, "residual": 1} for hand in (2**53, 1.5, 2)]
    page, routes = _integrity(browser_context, base_url, extra_dir, "integrity-50h-hand.json", _report(weigh))
    try:
        items = page.locator("ul.weigh li")
        for k in (0, 1):
            assert items.nth(k).locator("a").count() == 0, items.nth(k).locator("a").first.get_attribute("href")
            assert "not linked: the report gives no hand number (0-based) for it" in items.nth(k).inner_text()
        assert items.nth(2).inner_text().startswith("ep hand 3 (not linked: the episode index does not list this")
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)


def test_a_p_value_at_the_boundary_or_below_zero_is_drawn_as_written(browser_context, base_url, extra_dir):
    """A flag whose p is -0.5 (a damaged report) and a pair whose test's p is 0.0001: the flag reads "p -0.5 (not a
    p-value)" ("p = -0.5" before review 51d) and the matrix cell "0.0001" (four places, as for every p of 0.0001
    or more). Mutants (integrity.js ``pValue``): ``p <= 0`` for ``p === 0`` drew "p < 5e-13" (a damaged p passed
    for a tiny one); ``toExponential`` for any p below 0.0001 drew "p = -5.0e-1"; ``p > 0.0001`` for ``>=`` drew
    the cell "1.0e-4" (review 49c's test reads the planted league's p-values, none of which is 0.0001 or below 0).
    Since review 51d a p outside 0 to 1 is said to be none before either comparison is reached."""
    weigh = [{"episode": "ep", "hand": 0, "residual": 1}]
    page, routes = _integrity(
        browser_context, base_url, extra_dir, "integrity-50h-p.json", _report(weigh, p=-0.5, pair_p=0.0001)
    )
    try:
        flag = page.inner_text("#flags article.flag")
        assert "p -0.5 (not a p-value) (Holm-adjusted -0.5 (not a p-value))" in flag, flag
        assert page.inner_text("#matrix td[data-p]") == "0.0001"
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
