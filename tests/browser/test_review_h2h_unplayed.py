"""The agent page's head-to-head counts no episode that scored no hand, as the league's table does (review 44d).

Such an episode gives every seat the same score, so the page counted it as a tie against every opponent: before the
fix, four episodes, two of them unplayed, showed 4 episodes and 2 ties against house; now 2 episodes and no tie. The
published index carries each episode's ``scoredHands`` for this; an older index without it is read as before.
"""

from __future__ import annotations

import json

from support.pages import fresh
from support.sites import ServedSite


def _entry(n: int, scores: list[float], scored: int | None) -> dict:
    entry = {
        "episode": f"kuhn-{n}-00000000000{n}",
        "variant": "kuhn",
        "agents": ["alice", "house"],
        "scores": scores,
        "reason": "complete" if scored else "deadline",
        "hands": 2,
        "replay": f"x/{n}.replay.jsonl",
        "results": f"x/{n}.results.json",
    }
    if scored is not None:
        entry["scoredHands"] = scored
    return entry


def _record(browser_context, site, episodes: list[dict]) -> list[str]:
    """The agent page's head-to-head row of alice against house, on a site of its own whose index is
    ``episodes`` (its own origin: a service worker of another test's origin answers nothing here)."""
    body = json.dumps({"episodes": episodes}).encode()
    served = ServedSite(site, {"/public/episodes.json": lambda: body, "/api/blobs/public/episodes.json": lambda: body})
    try:
        page = fresh(browser_context, served.url + "?agent=alice")
        cells = page.locator("#agent-page .h2h tr[data-opponent='house'] td")
        record = [cells.nth(k).inner_text() for k in range(4)]
        page.close()
    finally:
        served.close()
    return record


def test_an_unplayed_episode_is_no_tie_on_the_agent_page(browser_context, site):
    episodes = [_entry(1, [1, 0], 2), _entry(2, [0.75, 0.25], 2), _entry(3, [0.5, 0.5], 0), _entry(4, [0.5, 0.5], 0)]
    assert _record(browser_context, site, episodes) == ["2", "2", "0", "0"]


def test_an_index_without_scored_hands_counts_every_episode(browser_context, site):
    episodes = [_entry(1, [1, 0], None), _entry(3, [0.5, 0.5], None)]
    assert _record(browser_context, site, episodes) == ["2", "1", "0", "1"]
