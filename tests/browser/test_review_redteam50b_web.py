"""Red team 50b (browser): the viewer's deep links ``?replay=...&hand=N`` and ``?episode=ID&hand=N``, and the
integrity page's hand links through the published episode index, attacked with hostile values.

A hand or step the address names but the replay does not have is said in the page's alert, beside what is shown;
an index entry the viewer would refuse (a replay named by a scheme, another host or 10 MB of text) or an episode id
two entries share gets no link, with the reason. Links never left the site before either: they were dead or led to
another episode's replay, and a 10 MB one was copied into every link of its hands."""

from __future__ import annotations

import copy
import hashlib
import json
import urllib.parse

import pytest
from support.pages import events_route, fresh, route, static_index_routes, unroute

KUHN = "?replay=samples/kuhn.replay.jsonl"  # 16 hands, steps 0 to 123


def _shown(page) -> tuple[str, str]:
    """The position line's hand ("hand 3 of 16") and the alert's text ("" when hidden)."""
    alert = page.inner_text("#error") if page.locator("#error").is_visible() else ""
    return page.inner_text("#position").split(" \u00b7 ")[0], alert


@pytest.mark.parametrize(
    ("given", "hand", "said"),
    [
        ("3", "hand 3 of 16", ""),
        ("17", "hand 16 of 16", "?hand=17 is past the last hand (16): showing hand 16."),
        ("9999999999999999999", "hand 1 of 16", "?hand=9999999999999999999 names no hand"),
        ("0", "hand 1 of 16", "?hand=0 names no hand: hands are counted from 1 to 16."),
        ("-1", "hand 1 of 16", "?hand=-1 names no hand"),
        ("1e999", "hand 1 of 16", "?hand=1e999 names no hand"),
        ("\u0663", "hand 1 of 16", "?hand=\u0663 names no hand"),
        ("0x3", "hand 1 of 16", "?hand=0x3 names no hand"),
        ("1e1", "hand 1 of 16", "?hand=1e1 names no hand"),
        ("1 ", "hand 1 of 16", "?hand=1  names no hand"),
        ("2\u202e", "hand 1 of 16", "?hand=2\\u202e names no hand"),
    ],
)
def test_a_hand_the_replay_does_not_have_is_said(browser_context, base_url, given, hand, said):
    """``?replay=<16 hands>&hand=N``: a whole decimal number from 1 to 16 opens that hand with no alert; anything
    else shows where the replay opens, or the last hand for a number past it, and the alert says which hand the
    address named. Before: no word in 11 of 11 cases; "17" and "9999999999999999999" showed hand 16, "0x3" hand
    3 and "1e1" hand 10 (Number() read them), the rest hand 1. The bidi override in the address is drawn as its
    escape."""
    page = fresh(browser_context, f"{base_url}{KUHN}&hand={urllib.parse.quote(given)}")
    shown, alert = _shown(page)
    assert shown == hand
    assert (said in alert and alert.startswith("Not what the address names.")) if said else alert == "", alert
    assert page.errors == []
    page.close()


@pytest.mark.parametrize(
    ("given", "step", "said"),
    [
        ("123", "123", ""),
        ("124", "123", "?step=124 is past the last step (123): showing step 123."),
        ("0x10", "1", "?step=0x10 is not a step number (0 to 123)."),
    ],
)
def test_a_step_the_replay_does_not_have_is_said(browser_context, base_url, given, step, said):
    """``&step=K`` as ``&hand=N``: past the last step shows the last and says so; not a number is said, the replay
    shown where it opens (step 1, the first hand's start). Before: step 123 for "124" with no word, step 16 for
    "0x10"."""
    page = fresh(browser_context, f"{base_url}{KUHN}&step={urllib.parse.quote(given)}")
    assert page.get_attribute("#position", "data-cursor") == step
    alert = _shown(page)[1]
    assert (said in alert) if said else alert == "", alert
    page.close()


def _public_events(site) -> list[dict]:
    """The Hold'em sample's records as a running episode's public log (8 hands): no seed, no end or audit."""
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().splitlines()
    header = json.loads(lines[0])
    header.pop("seed")
    return [header, *(r for r in map(json.loads, lines[1:]) if r["type"] not in ("end", "audit"))]


def test_an_episode_by_id_says_a_hand_it_does_not_have(browser_context, base_url, site):
    """``?episode=ID&hand=N``. A final episode of 16 hands with ``hand=17``: hand 16 and the alert. A running one
    of 8 hands so far: ``hand=20`` follows the last event with no alert (the hand may still be dealt), ``hand=0``
    follows it and says the address names no hand. Before: hand 16 with no word; the running one followed the
    last event with no word for both."""
    replay = (site / "samples" / "kuhn.replay.jsonl").read_bytes()
    sha = hashlib.sha256(replay).hexdigest()
    final = json.dumps({"episode": "e50b", "status": "final", "replay": f"replays/{sha}.jsonl"})
    events = json.dumps({"episode": "e50l", "view": "public", "events": _public_events(site)})
    routes = {
        "**/api/episodes/e50b": lambda r: r.fulfill(status=200, body=final),
        f"**/api/blobs/replays/{sha}.jsonl": lambda r: r.fulfill(status=200, body=replay),
        "**/api/episodes/e50l": lambda r: r.fulfill(status=200, body=json.dumps({"status": "running"})),
        events_route("e50l"): lambda r: r.fulfill(status=200, body=events),
    }
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + "?episode=e50b&hand=17")
        assert _shown(page) == (
            "hand 16 of 16",
            "Not what the address names. ?hand=17 is past the last hand (16): showing hand 16.",
        )
        page.close()
        for given, said in (("20", ""), ("0", "?hand=0 names no hand: hands are counted from 1 to 8.")):
            page = fresh(browser_context, f"{base_url}?episode=e50l&hand={given}")
            page.wait_for_selector("#live:not([hidden])")
            shown, alert = _shown(page)
            assert shown == "hand 8 of 8" and ((said in alert) if said else alert == ""), (given, alert)
            page.close()
    finally:
        unroute(browser_context, routes)


HOSTILE = {
    "e50-js": "javascript:alert(1)//.jsonl",
    "e50-data": "data:text/plain,x",
    "e50-host": "//evil.example/r.jsonl",
    "e50-huge": "r" * 10_000_000,
    "e50-twice": "samples/kuhn.replay.jsonl",
}


def test_an_index_entry_the_viewer_would_refuse_gets_no_link(browser_context, base_url, extra_dir, dumper_report):
    """The static site's index (``public/episodes.json``, served here in its place) lists episodes whose replay is
    a ``javascript:`` or ``data:`` URL, another host or 10 MB of text, and one id twice (two replays); the
    report weighs a hand of each, 20 times over in 5 flags (100 links to the 10 MB entry). Each of those hands is
    drawn with why it has no link; an honest entry (the Leduc sample) keeps its link. Before: 100 links of 10 MB
    each (24 s to draw the page; the viewer refuses a path over 2,048 characters), dead links the viewer refused
    ("a scheme", "another host"), and the id given twice linked to the last entry's replay. A hand the report gives
    as the text "3" or as -1 is not linked either: before, "?hand=3" (the viewer's hand 3, one before the replay's
    0-based hand 3) and "?hand=-1"."""
    from cosino.primitives.canonical import dump_bytes

    entries = [{"episode": e, "variant": "kuhn", "replay": r} for e, r in HOSTILE.items()]
    entries += [{"episode": "e50-twice", "variant": "kuhn", "replay": "samples/leduc.replay.jsonl"}]
    entries += [{"episode": "e50-leduc", "variant": "leduc", "replay": "samples/leduc.replay.jsonl"}]
    body = json.dumps({"episodes": entries})
    flag = dumper_report["flags"][0]
    first = flag["weigh"][0]
    names = [*HOSTILE, "e50-leduc"]
    flag["weigh"] = [{**first, "episode": name, "hand": 1} for name in names]
    flag["weigh"] += [{**first, "episode": "e50-leduc", "hand": hand} for hand in ("3", -1)]
    huge = copy.deepcopy(flag)
    huge["weigh"] = [{**first, "episode": "e50-huge", "hand": k} for k in range(20)]
    dumper_report["flags"] = [flag] + [copy.deepcopy(huge) for _ in range(5)]
    (extra_dir / "integrity-50b.json").write_bytes(dump_bytes(dumper_report))

    routes = static_index_routes(body)  # the API's index is absent: the page reads the static site's
    route(browser_context, routes)
    try:
        page = fresh(browser_context, base_url + "integrity.html?src=extra/integrity-50b.json")
        page.wait_for_selector("#flags article.flag ul.weigh li")
        items = page.locator("#flags article.flag").first.locator("ul.weigh li")
        for k in range(len(names)):
            item = items.nth(k)
            anchors = item.locator("a")
            if names[k] == "e50-leduc":
                assert anchors.get_attribute("href").startswith("./?replay=samples%2Fleduc.replay.jsonl")
                continue
            assert anchors.count() == 0, (names[k], anchors.first.get_attribute("href")[:80])
            why = "two entries" if names[k] == "e50-twice" else "by no path on this site"
            assert "not linked" in item.inner_text() and why in item.inner_text(), item.inner_text()
        for k in (len(names), len(names) + 1):  # hands "3" and -1 of an indexed episode
            assert items.nth(k).locator("a").count() == 0 and "gives no hand number" in items.nth(k).inner_text()
        hrefs = page.eval_on_selector_all("a[href]", "links => links.map((a) => a.getAttribute('href').length)")
        assert max(hrefs) < 4096 and page.locator("ul.weigh span.unlinked").count() >= 100
        assert page.errors == []
        page.close()
    finally:
        unroute(browser_context, routes)
