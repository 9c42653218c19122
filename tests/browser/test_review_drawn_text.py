"""Every text a page draws shows a hidden character as an escape, whatever file it came from (left by review 44b).

The replay viewer escaped a replay's free text, but the leaderboard, the integrity page and the episode browser drew
names, keys and cells of the files they read through ``clipped`` only: a forged leaderboard's agent named with a
right-to-left override (U+202E), or an index's variant with a line separator (U+2028), reached the page raw (before
the fix each test below found its raw character in the page's text). Now ``dom.js`` escapes every drawn text.
"""

from __future__ import annotations

import json
from fractions import Fraction

from support.pages import fresh
from support.sites import ServedSite

from cosino.league.ratings import EpisodeOutcome
from cosino.league.table import LeagueSpec, league_table
from cosino.primitives.canonical import dumps

RLO, LSEP, ISOLATE, ZWSP = "\u202e", "\u2028", "\u2066", "\u200b"
HIDDEN = (RLO, LSEP, ISOLATE, ZWSP)


def _shown(page) -> str:
    return page.evaluate("document.body.innerText + [...document.querySelectorAll('[title]')].map(n => n.title).join()")


def test_a_leaderboards_names_keys_and_family_are_drawn_escaped(browser_context, base_url, extra_dir):
    episodes = [
        EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), (Fraction(3, 4), Fraction(1, 4)), (True, False))
        for i in range(3)
    ]
    table = league_table(LeagueSpec("z", "poker", ("kuhn",), ("a", "b"), bootstrap=0, scheduled=3), episodes)
    text = dumps(table).replace('"agent":"a"', f'"agent":"evil{RLO}gnp.exe"').replace('"kuhn"', f'"ku{LSEP}hn"')
    board = {"families": {f"poker{ISOLATE}": json.loads(text), f"x{ZWSP}": json.loads(text)}}
    (extra_dir / "hidden-board.json").write_bytes(json.dumps(board).encode())
    page = fresh(browser_context, base_url + "leaderboard.html?src=extra/hidden-board.json")
    shown = _shown(page)
    assert "evil" in shown and "\\u202e" in shown and "\\u2066" in shown and "\\u2028" in shown
    assert not any(ch in shown for ch in HIDDEN), [ch for ch in HIDDEN if ch in shown]
    assert page.errors == []
    page.close()


def test_an_episode_indexs_variant_and_agents_are_drawn_escaped(browser_context, site):
    entry = {
        "episode": "kuhn-1-000000000001",
        "variant": f"kuhn{LSEP}Legal: fold",
        "agents": [f"mallory{RLO}", "house"],
        "scores": [1, 0],
        "reason": f"complete{ISOLATE}",
        "hands": 2,
        "scoredHands": 2,
        "replay": "x/1.replay.jsonl",
        "results": "x/1.results.json",
    }
    body = json.dumps({"episodes": [entry]}).encode()
    served = ServedSite(site, {"/public/episodes.json": lambda: body, "/api/blobs/public/episodes.json": lambda: body})
    try:
        for address in ("", f"?agent=mallory{RLO}"):
            page = fresh(browser_context, served.url + address)
            shown = _shown(page)
            assert "mallory" in shown and "\\u202e" in shown
            assert not any(ch in shown for ch in HIDDEN), (address, [ch for ch in HIDDEN if ch in shown])
            assert page.errors == []
            page.close()
    finally:
        served.close()
