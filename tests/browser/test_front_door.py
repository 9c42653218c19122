"""Issue 15, the viewer as the front door: browsing the published episode index, watching (scrubber,
speed, a player's side, game elements, talk and refusals on the table, the net chart, chips, a live
episode), the leaderboard's every field, layout at 390 and 1400 px, keyboard-only use, axe-core and
an offline reload. Chromium via Playwright, as in test_viewer.py.
"""

from __future__ import annotations

import email.utils
import functools
import hashlib
import http.server
import io
import json
import re
import threading
import time
import urllib.request
from fractions import Fraction
from pathlib import Path

import pytest
from support import loopback
from support.pages import VERDICT_TIMEOUT_MS, fresh, wait_for_verdict
from support.sites import QuietHandler

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import read_replay
from cosino.arena.scoring import results_bytes
from cosino.games.poker.equity import board_units
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.primitives.cards import card_index

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def cursor(page) -> int:
    return int(page.get_attribute("#position", "data-cursor"))


def verify(page) -> str:
    page.click("#verify")
    wait_for_verdict(page)
    return page.get_attribute("#verdict", "data-status")


def serious_axe_findings(page) -> list[str]:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` at the repository root (axe-core is pinned in package.json)")
    page.add_script_tag(path=str(AXE))  # from node_modules, never a CDN
    found = page.evaluate("async () => (await axe.run(document)).violations")
    return [f"{v['id']}: {v['help']} ({len(v['nodes'])})" for v in found if v["impact"] in ("serious", "critical")]


# -- browse ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def served(site, tmp_path_factory):
    from cosino_runtime.api import server as serve

    served = serve.start(tmp_path_factory.mktemp("serve"), port=0, viewer=site, tick_seconds=0.3)
    yield served
    served.stop()


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


def test_an_api_created_episode_is_opened_from_the_list(browser_context, served):
    body = json.dumps({"variant": "kuhn", "seats": ["house", "random"], "hands": 4, "seed": 11}).encode()
    req = urllib.request.Request(f"{served.url}/api/episodes", data=body, method="POST")
    req.add_header("Authorization", f"Bearer {served.token}")
    episode = json.loads(urllib.request.urlopen(req, timeout=10).read())["episode"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the league tick publishes the index once the episode is final
        status, data = _get(f"{served.url}/api/blobs/public/episodes.json")
        if status == 200 and episode in [e["episode"] for e in json.loads(data)["episodes"]]:
            break
        time.sleep(0.2)
    else:
        raise AssertionError(f"{episode} never reached the published index")
    page = fresh(browser_context, served.url + "/")
    assert "api/blobs/public/episodes.json" in page.inner_text("#episodes-source")
    page.click(f"#episode-list tr[data-episode='{episode}'] a.open-episode")
    page.wait_for_selector("#title:has-text('kuhn')")
    assert verify(page) == "verified"
    assert page.errors == []
    page.close()


def test_the_list_filters_by_search_variant_and_agent(browser_context, base_url, manifest):
    page = fresh(browser_context, base_url)
    rows = page.locator("#episode-list tr[data-episode]")
    assert rows.count() == len(manifest["samples"])
    page.fill("#f-search", "hearts")
    assert rows.count() == 1 and "hearts" in rows.first.inner_text()
    page.fill("#f-search", "")
    page.select_option("#f-variant", "leduc")
    assert rows.count() == 1
    page.select_option("#f-variant", "")
    page.select_option("#f-agent", "random")
    assert rows.count() == len(manifest["samples"])  # every sample has one random seat
    page.close()


def test_a_deep_link_opens_a_hand_and_a_step(browser_context, base_url):
    page = fresh(browser_context, base_url + "?replay=samples/leduc.replay.jsonl&hand=3")
    assert page.input_value("#jump") == "2"
    assert page.inner_text("#position").startswith("hand 3 of")
    step = cursor(page) + 2
    page.goto(base_url + f"?replay=samples/leduc.replay.jsonl&step={step}")
    page.wait_for_selector("body[data-ready='1']")
    assert cursor(page) == step
    href = page.get_attribute("#permalink", "href")
    assert f"step={step}" in href and "hand=" in href
    page.close()


def test_an_agent_page_shows_its_head_to_head_record(browser_context, base_url, manifest):
    page = fresh(browser_context, base_url + "?agent=random")
    assert page.is_visible("#agent-page")
    row = page.locator("#agent-page .h2h tr[data-opponent='house'] td")
    assert row.nth(0).inner_text() == str(len(manifest["samples"]))
    wins, losses, ties = (int(row.nth(k).inner_text()) for k in (1, 2, 3))
    assert wins + losses + ties >= len(manifest["samples"])
    assert page.locator("#agent-page li a").count() == len(manifest["samples"])
    page.close()


# -- watching -------------------------------------------------------------------------------------


def test_the_scrubber_and_speed_move_the_cursor(browser_context, base_url):
    page = fresh(browser_context, base_url + "?replay=samples/holdem-hu.replay.jsonl")
    page.locator("#scrubber").fill("20")
    assert cursor(page) == 20
    page.select_option("#speed", "175")
    page.click("#play")
    page.wait_for_function("Number(document.querySelector('#position').dataset.cursor) > 23", timeout=5000)
    page.click("#play")
    assert int(page.input_value("#scrubber")) == cursor(page)
    page.close()


def test_a_players_side_shows_one_seats_cards_and_passes_as_game_elements(browser_context, base_url, site):
    page = fresh(browser_context, base_url + "?replay=samples/hearts.replay.jsonl")
    header = json.loads((site / "samples" / "hearts.replay.jsonl").read_bytes().split(b"\n", 1)[0])
    me = 2
    page.select_option("#viewpoint", str(me))
    for _ in range(12):  # the deal, the pass direction and the passes
        page.keyboard.press("ArrowRight")
    for seat in page.locator("#table .seat").all():
        faces = seat.locator(".hole [data-card]").count()
        backs = seat.locator(".hole .card.back").count()
        if int(seat.get_attribute("data-slot")) == me:
            assert faces > 0 and backs == 0
        else:
            assert faces == 0 and backs > 0
    page.select_option("#viewpoint", "")
    lines = (site / "samples" / "hearts.replay.jsonl").read_bytes().split(b"\n")
    receive = next(i for i, line in enumerate(lines) if b'"type":"receive"' in line)
    page.locator("#scrubber").fill(str(receive))
    assert page.locator("#table .game-el[data-kind='receive']").count() == 1
    assert page.locator("#table .game-el[data-kind='pass']").count() == 1
    assert "cards [" not in page.inner_text("#table") and "cards [" not in page.inner_text("#log")
    assert header["seats"][0]["alias"] in page.inner_text("#table")
    page.close()


def test_talk_refusals_chart_and_chips_are_on_the_table(browser_context, base_url, extra_dir):
    episode = Episode(EpisodeConfig("kuhn", ("scripted", "scripted"), hands=3, seed=3))
    k = 0
    while episode.pending() is not None:
        episode.decide({"action": "shove"} if k % 3 == 0 else {"action": "check", "say": f"talk {k}"})
        k += 1
    (extra_dir / "talky.replay.jsonl").write_bytes(jsonl_bytes(episode.records))
    (extra_dir / "talky.results.json").write_bytes(results_bytes(episode.records))
    page = fresh(browser_context, base_url + "?replay=extra/talky.replay.jsonl")
    page.keyboard.press("ArrowRight")  # the deals
    page.keyboard.press("ArrowRight")
    assert page.locator("#table .chips").count() == 2  # the antes in front of each seat
    seen_refusal = seen_talk = False
    for _ in range(8):
        page.keyboard.press("ArrowRight")
        seen_refusal |= page.locator("#table .seat .refused").count() > 0
        seen_talk |= page.locator("#table .seat q.bubble").count() > 0
    assert seen_refusal and seen_talk
    assert page.locator("#chart svg polyline.net-line").count() == 2
    assert page.errors == []
    page.close()


ANSWER = b'{"action": "call"}'


def held_agent(answered: int = 0) -> tuple[loopback.RawServer, threading.Event, threading.Event]:
    """A remote agent on loopback that answers its first ``answered`` decisions at once, keeps the
    next one waiting until released, then answers at once."""
    asked, release = threading.Event(), threading.Event()
    count = [0]
    lock = threading.Lock()

    def script(conn) -> None:
        loopback.read_request(conn)
        with lock:
            count[0] += 1
            held = count[0] == answered + 1
        if held:
            asked.set()
            release.wait(60)
        head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(ANSWER)}\r\n"
        conn.sendall(head.encode() + b"Connection: close\r\n\r\n" + ANSWER)

    return loopback.RawServer(script), asked, release


def test_a_running_episode_shows_only_public_information(browser_context, site, tmp_path, monkeypatch):
    from cosino_runtime.api import server as serve

    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "90")  # the held decision must not time out meanwhile
    agent, asked, release = held_agent()
    # No scheduled sweep or league tick while the decision is held: only the episode's own steps run.
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)
    page = browser_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        body = {"variant": "holdem-hu", "seats": [f"remote:{agent.url}"] * 2, "hands": 2}  # a secret seed
        req = urllib.request.Request(f"{served.url}/api/episodes", data=json.dumps(body).encode(), method="POST")
        req.add_header("Authorization", f"Bearer {served.token}")
        episode = json.loads(urllib.request.urlopen(req, timeout=10).read())["episode"]
        assert asked.wait(30), "the remote seat was never asked"  # mid-hand: dealt, blinds in
        fetched = []
        page.on("response", lambda r: fetched.append(r) if "/api/" in r.url else None)
        page.goto(f"{served.url}/?episode={episode}")
        page.wait_for_selector("body[data-ready='1']")
        page.wait_for_selector("#live[data-view='public']")
        page.wait_for_timeout(2000)  # at least one more poll of the running episode
        live_dom = page.content()
        assert "seed hidden until the end" in page.inner_text("#title")
        assert page.locator("#table .seat").count() == 2
        assert page.locator("#table .seat .hole .card.back").count() == 4
        assert page.locator("[data-card]").count() == 0  # no card face anywhere: no board yet either
        assert page.is_hidden("#equity-panel")  # equity needs every hand: never while running
        live_bodies = [r.body() for r in fetched]
        assert any(b'"view":"public"' in b.replace(b" ", b"") for b in live_bodies)
        assert not release.is_set()
        release.set()
        page.wait_for_selector("#live", state="hidden", timeout=60_000)  # final: the replay is opened
        page.wait_for_selector("#equity-panel:not([hidden])")
        status, final = _get(f"{served.url}/api/episodes/{episode}")
        replay = json.loads(final)["replay"]
        status, data = _get(f"{served.url}/api/blobs/{replay}")
        assert status == 200
        deals = [r for r in read_replay(data) if r["type"] == "deal" and r["hand"] == 0]
        holes = {c for r in deals for c in r["cards"]}
        assert len(holes) == 4
        seed = str(read_replay(data)[0]["seed"]).encode()  # every card follows from it
        # A secret seed is 63 bits: the title must print its digits, not a rounded JS number.
        assert f"seed {seed.decode()} " in page.inner_text("#title")
        for text in [live_dom.encode(), episode.encode(), *live_bodies]:
            leaked = [c for c in holes if f'"{c}"'.encode() in text]  # a JSON string or an attribute value
            assert leaked == [] and seed not in text, leaked
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")  # both deals of the first hand
        shown = {page.locator("#table .seat .hole [data-card]").nth(k).get_attribute("data-card") for k in range(4)}
        assert shown == holes
        assert errors == []
    finally:
        page.close()
        release.set()
        agent.close()
        served.stop()


def test_a_live_first_hand_of_a_pair_reads_withheld_while_its_mirror_is_to_come(
    browser_context, site, tmp_path, monkeypatch
):
    from cosino_runtime.api import server as serve

    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "90")
    agent, asked, release = held_agent(answered=1)  # hand 0 has one action when the second decision waits
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)
    page = browser_context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        body = {"variant": "holdem-hu", "seats": [f"remote:{agent.url}"] * 2, "hands": 2}
        req = urllib.request.Request(f"{served.url}/api/episodes", data=json.dumps(body).encode(), method="POST")
        req.add_header("Authorization", f"Bearer {served.token}")
        episode = json.loads(urllib.request.urlopen(req, timeout=10).read())["episode"]
        assert asked.wait(30), "the second decision was never asked"
        status, events = _get(f"{served.url}/api/episodes/{episode}/events")
        withheld = [r for r in json.loads(events)["events"] if r["type"] == "withheld"]
        assert status == 200 and withheld == [{"type": "withheld", "hand": 0}]  # the first action
        page.goto(f"{served.url}/?episode={episode}")
        page.wait_for_selector("#live[data-view='public']")
        page.wait_for_function("document.querySelector('#log').innerText.includes('withheld until the mirror hand')")
        assert errors == []
    finally:
        page.close()
        release.set()
        agent.close()
        served.stop()


# -- leaderboard ----------------------------------------------------------------------------------


def test_the_leaderboard_shows_every_field(browser_context, base_url, extra_dir, site):
    from cosino.league.table import leaderboards

    results = [
        json.loads((site / f"samples/{v}.results.json").read_bytes(), parse_float=Fraction)
        for v in ("kuhn", "leduc", "hearts")
    ]
    board = leaderboards(results, pinned={"manifest": "cd" * 32, "episodes": 3})
    board["families"]["poker"]["reliability"] = {"random": {"calls": 12, "fallbacks": 1, "latency": {"p50": 40}}}
    (extra_dir / "every-field.json").write_bytes(dumps(board).encode())
    page = fresh(browser_context, base_url + "leaderboard.html?src=extra/every-field.json")
    poker = page.locator("#board section[data-family='poker']")
    for field in ("elo", "meanScore", "episodes", "wins", "byVariant.kuhn", "byVariant.leduc"):
        assert poker.locator(f"th[data-field='{field}']").count() == 1, field
    for row in board["families"]["poker"]["table"]:
        cells = poker.locator(f"tr[data-agent='{row['agent']}']")
        assert cells.locator("td[data-field='elo']").inner_text() == f"{float(row['elo']):g}"
    assert poker.locator(".league-audit .audit-block").count() == 2
    assert "latency.p50" in poker.locator(".league-reliability").inner_text()
    tricks = page.locator("#board section[data-family='tricks']")
    assert tricks.locator(".audit-block[data-block='softPlay'] .audit-pairs tr").count() >= 2
    assert serious_axe_findings(page) == []
    page.close()


# -- layout and accessibility ---------------------------------------------------------------------


def _box(page, selector: str) -> dict:
    return page.locator(selector).bounding_box()


def _overlap(a: dict, b: dict) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


@pytest.mark.parametrize("width", [1400, 390])
def test_the_table_never_covers_the_controls(browser_context, base_url, artifacts, width):
    page = fresh(
        browser_context, base_url + "?replay=samples/hearts.replay.jsonl&step=14", {"width": width, "height": 900}
    )
    controls = [_box(page, s) for s in ("#controls", ".scrubber")]
    for seat in page.locator("#table .seat").all():
        box = seat.bounding_box()
        assert not any(_overlap(box, c) for c in controls), (width, box, controls)
    assert not any(_overlap(_box(page, "#table"), c) for c in controls)
    if width == 390:
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path=str(artifacts / f"layout-hearts-{width}.png"), full_page=True)
    page.close()


def test_space_on_a_focused_button_presses_it_and_tips_show_on_focus(browser_context, base_url):
    page = fresh(browser_context, base_url + "?replay=samples/kuhn.replay.jsonl")
    start = cursor(page)
    page.focus("#forward")
    page.keyboard.press(" ")
    assert cursor(page) == start + 1
    assert page.get_attribute("#play", "aria-pressed") == "false"
    assert page.get_attribute("#verdict", "aria-live") == "polite"
    page.focus("#table .seat-numbers [data-tip]")
    tip = page.evaluate("getComputedStyle(document.activeElement, '::after').content")
    assert tip not in ("none", "normal", "")
    page.close()


def test_keyboard_only_opens_a_sample_and_verifies_it(browser_context, base_url):
    page = fresh(browser_context, base_url)
    for _ in range(40):  # Tab to the first sample link, as a person without a mouse would
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.closest('#samples a') !== null"):
            break
    else:
        raise AssertionError("no sample link reachable with Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("#viewer:not([hidden])")
    page.wait_for_selector("body[data-ready='1']")
    start = cursor(page)
    page.keyboard.press("ArrowRight")
    assert cursor(page) == start + 1
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "verify":
            break
    else:
        raise AssertionError("the verify button is not reachable with Tab")
    page.keyboard.press("Enter")
    wait_for_verdict(page)
    assert page.get_attribute("#verdict", "data-status") == "verified"
    page.close()


@pytest.mark.parametrize("path", ["", "?replay=samples/holdem-6max.replay.jsonl&step=30"])
def test_no_serious_axe_findings(browser_context, base_url, path):
    page = fresh(browser_context, base_url + path)
    assert serious_axe_findings(page) == []
    page.close()


# -- offline --------------------------------------------------------------------------------------


def test_a_reload_works_offline(browser_context, site):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl"
    page = fresh(browser_context, url)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function(
        "caches.open('cosino-viewer-v1').then(c => c.keys()).then(k => k.length > 20)", timeout=60_000
    )
    server.shutdown()
    server.server_close()  # the site is gone: only the service worker's copy is left
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    assert "kuhn" in page.inner_text("#title")
    assert verify(page) == "verified"
    assert page.get_attribute("#verdict", "data-boot") == "snapshot"  # the memory snapshot, not a cold boot
    page.close()
    # The shared verifier outlived the reload. A new shared one (another name) and a page's own
    # worker must each boot offline too, from the service worker's copy and the snapshot.
    for script, kind in ((_RENAMED_SHARED_WORKER, "shared"), ("delete window.SharedWorker", "dedicated")):
        page = browser_context.new_page()
        page.add_init_script(script)
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']")
        assert verify(page) == "verified"
        assert page.get_attribute("#verdict", "data-verifier") == kind
        assert page.get_attribute("#verdict", "data-reused") == "no"
        assert page.get_attribute("#verdict", "data-boot") == "snapshot"
        page.close()


_RENAMED_SHARED_WORKER = """{
  const Shared = window.SharedWorker;
  window.SharedWorker = class extends Shared {
    constructor(url, options) { super(url, { ...options, name: options.name + "-offline" }); }
  };
}"""


def test_a_reload_finds_the_verifier_booted_and_a_new_build_gets_its_own(browser_context, site):
    """One verifier per build serves every page of an origin, and outlives its last page for a while."""
    build = {"name": "first"}

    class Builds(QuietHandler):
        def send_head(self):
            if not self.path.startswith("/js/verifier-build.js"):
                return super().send_head()
            body = f'export const VERIFIER_BUILD = "{build["name"]}";\n'.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            return io.BytesIO(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Builds, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def opened() -> tuple[str, str, dict]:
        assert verify(page) == "verified"
        timeline = json.loads(page.get_attribute("#verdict", "data-timeline"))
        return page.get_attribute("#verdict", "data-verifier"), page.get_attribute("#verdict", "data-reused"), timeline

    try:
        page = fresh(browser_context, f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl")
        kind, reused, timeline = opened()
        assert (kind, reused) == ("shared", "no") and "bootStart" in timeline
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        kind, reused, timeline = opened()
        assert (kind, reused) == ("shared", "yes")
        assert "bootStart" not in timeline and timeline["verifyStart"] >= 0  # no boot on this page's clock
        page.close()
        page = fresh(browser_context, f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl")
        assert opened()[1] == "yes"  # the last page closed, and the verifier is still there
        build["name"] = "second"  # a new build was deployed: its pages never talk to the old verifier
        page.reload()
        page.wait_for_selector("body[data-ready='1']")
        kind, reused, timeline = opened()
        assert (kind, reused) == ("shared", "no") and "bootStart" in timeline
        assert page.errors == []
        page.close()
    finally:
        server.shutdown()
        server.server_close()


def test_a_new_snapshot_replaces_the_old_one_in_the_offline_copy(browser_context, site):
    """Snapshots are 30-40 MB and named per build: the service worker keeps only the newest."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = fresh(browser_context, f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        snapshots = """caches.open('cosino-viewer-v1').then(c => c.keys())
            .then(k => k.map(r => r.url).filter(u => u.includes('/pyodide-snapshot/')))"""
        page.wait_for_function(f"{snapshots}.then(k => k.length === 1)", timeout=60_000)
        current = page.evaluate(snapshots)[0]
        stale = current.rsplit("/", 1)[0] + "/0-stale.bin"
        page.evaluate(
            """async ([current, stale]) => {
                const cache = await caches.open('cosino-viewer-v1');
                await cache.put(stale, new Response('old build'));
                await cache.delete(current);  // so the next fetch goes to the network and stores anew
                await (await fetch(current)).arrayBuffer();
            }""",
            [current, stale],
        )
        assert page.evaluate(snapshots) == [current]
        page.close()
    finally:
        server.shutdown()
        server.server_close()


def test_the_offline_copy_is_rewritten_only_when_a_file_changed(browser_context, site):
    """The service worker stores a network answer when its validators changed, and not otherwise."""
    version = {"n": 0}

    class Changing(QuietHandler):
        def do_GET(self) -> None:
            if not self.path.startswith("/changing.txt"):
                return super().do_GET()
            body = f"version {version['n']}".encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-cache")  # each fetch reaches this server, not the HTTP cache
            self.send_header("Last-Modified", email.utils.formatdate(1_700_000_000 + version["n"], usegmt=True))
            self.end_headers()
            self.wfile.write(body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Changing, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = fresh(browser_context, f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        kept = """caches.open('cosino-viewer-v1').then(c => c.match('changing.txt'))
            .then(r => r ? Promise.all([r.text(), r.headers.get('Date')]) : null)"""
        page.evaluate("fetch('changing.txt').then(r => r.text())")
        page.wait_for_function(f"{kept}.then(k => k !== null)", timeout=30_000)
        first = page.evaluate(kept)
        time.sleep(1.1)  # a rewrite would carry a later Date
        assert page.evaluate("fetch('changing.txt').then(r => r.text())") == "version 0"
        page.wait_for_timeout(500)
        assert page.evaluate(kept) == first  # the same answer: not written again
        version["n"] = 1
        assert page.evaluate("fetch('changing.txt').then(r => r.text())") == "version 1"
        page.wait_for_function(f"{kept}.then(k => k[0] === 'version 1')", timeout=30_000)
        page.close()
    finally:
        server.shutdown()
        server.server_close()


# -- Hold'em equity -------------------------------------------------------------------------------


def _cpython_equity(site: Path, data: bytes) -> dict:
    """The worker's own equity Python (read from the built site, as snapshot.mjs does) run by CPython."""
    equity = _equity_function(site)
    hands = sorted({r["hand"] for r in read_replay(data) if r["type"] == "hand"})
    return {hand: json.loads(equity(data, hand)) for hand in hands}


def _equity_function(site: Path):
    worker = (site / "js" / "verify-worker.js").read_text()
    space: dict = {}
    exec(compile(re.search(r"const EQUITY_PY = `([\s\S]*?)`;", worker).group(1), "EQUITY_PY", "exec"), space)
    return space["_cosino_equity"]


@pytest.mark.parametrize(
    "edit",
    [
        lambda board: [{**board, "cards": []}] * 30,  # empty boards: one full pricing each
        lambda board: [{**board, "cards": board["cards"][:2]}, {**board, "cards": board["cards"][2:]}],  # 2 + 1
        lambda board: [{**board, "cards": board["cards"][:1]}],  # a one-card flop
    ],
)
def test_an_edited_board_gets_no_equity_and_costs_no_pricing_per_record(site, edit):
    lines = (site / "samples" / "holdem-hu.replay.jsonl").read_bytes().decode().splitlines()
    at = next(i for i, line in enumerate(lines) if '"type":"board"' in line and '"hand":0' in line)
    edited = [json.dumps(r, separators=(",", ":")) for r in edit(json.loads(lines[at]))]
    data = ("\n".join(lines[:at] + edited + lines[at + 1 :]) + "\n").encode()
    report = json.loads(_equity_function(site)(data, 0))
    assert report == {"streets": [], "why": "the board does not follow Hold'em's streets"}


@pytest.mark.parametrize("variant", ["holdem-hu", "holdem-6max"])
def test_a_final_holdem_replay_shows_each_streets_equity(browser_context, base_url, site, variant):
    data = (site / "samples" / f"{variant}.replay.jsonl").read_bytes()
    records = read_replay(data)
    expected = _cpython_equity(site, data)
    hand = max(expected, key=lambda h: (len(expected[h]["streets"]), h == 0))  # the hand that goes furthest
    streets = expected[hand]["streets"]
    assert streets[0]["street"] == "preflop" and len(streets) >= 2
    for street in streets:  # every street prices the live hands on one set of boards: 100% in all
        assert len({s["of"] for s in street["seats"]}) == 1
        assert sum(s["units"] for s in street["seats"]) == street["seats"][0]["of"]
    # The river (or the last board) is a plain showdown of the live hands, by the evaluator itself.
    holes = {
        r["pos"]: tuple(card_index(c) for c in r["cards"])
        for r in records
        if r.get("hand") == hand and r["type"] == "deal"
    }
    board = [card_index(c) for r in records if r.get("hand") == hand and r["type"] == "board" for c in r["cards"]]
    if len(board) == 5 and len(streets[-1]["seats"]) > 1:
        live = [s["pos"] for s in streets[-1]["seats"]]
        assert [s["units"] for s in streets[-1]["seats"]] == board_units([holes[p] for p in live], board)
    last = max(i for i, r in enumerate(records) if r.get("hand") == hand)
    page = fresh(browser_context, base_url + f"?replay=samples/{variant}.replay.jsonl&step={last}")
    page.wait_for_selector(f"#equity[data-state='done'][data-hand='{hand}']", timeout=VERDICT_TIMEOUT_MS)
    shown = {}
    for row in page.locator("#equity tr[data-street]").all():
        cells = row.locator("td[data-units]").all()
        shown[row.get_attribute("data-street")] = [
            (
                int(c.get_attribute("data-pos")),
                int(c.get_attribute("data-units")),
                int(c.get_attribute("data-of")),
                c.inner_text(),
            )
            for c in cells
        ]
    assert shown == {s["street"]: [(x["pos"], x["units"], x["of"], x["percent"]) for x in s["seats"]] for s in streets}
    assert page.locator("#equity th[scope='col']").count() == 2 + len(streets[0]["seats"])
    assert serious_axe_findings(page) == []
    page.set_viewport_size({"width": 390, "height": 900})  # six seats scroll inside the panel, not the page
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    # Stepping back before the flop hides the later streets: they are shown as the cursor reaches them.
    page.locator("#scrubber").fill(str(streets[1]["at"] - 1))
    assert page.locator("#equity tr[data-street]").count() == 1
    assert page.errors == []
    page.close()


def test_two_tabs_verify_at_once_on_one_shared_verifier(browser_context, base_url, site):
    """Each page's jobs are answered on its own port, whichever page asked first."""
    variants = ("kuhn", "leduc")
    pages = [fresh(browser_context, base_url + f"?replay=samples/{v}.replay.jsonl") for v in variants]
    for page in pages:
        page.click("#verify")  # both queued before either verdict is in
    for page, variant in zip(pages, variants):
        wait_for_verdict(page)
        assert page.get_attribute("#verdict", "data-status") == "verified"
        assert page.get_attribute("#verdict", "data-verifier") == "shared"
        own = hashlib.sha256((site / "samples" / f"{variant}.replay.jsonl").read_bytes()).hexdigest()
        assert page.locator("#verdict .digests code").first.inner_text() == own  # its own replay's verdict
        assert page.errors == []
    for page in pages:
        page.close()


# A SharedWorker that never answers (as one busy with another page's long job, or wedged), and one
# that cannot be made: the page must end up with a verifier of its own either way.
_SILENT_SHARED_WORKER = """window.SharedWorker = class {
  constructor() { const channel = new MessageChannel(); this.port = channel.port1; this.other = channel.port2; }
};"""
_BROKEN_SHARED_WORKER = "window.SharedWorker = class { constructor() { throw new Error('no shared workers'); } };"


@pytest.mark.parametrize("fake", [_BROKEN_SHARED_WORKER, _SILENT_SHARED_WORKER], ids=["broken", "silent"])
def test_a_shared_verifier_that_fails_or_stays_silent_is_replaced_by_the_pages_own(browser_context, base_url, fake):
    page = browser_context.new_page()
    page.add_init_script(fake)
    page.goto(base_url + "?replay=samples/kuhn.replay.jsonl")
    page.wait_for_selector("body[data-ready='1']")
    assert verify(page) == "verified"  # the silent one: after the page's 10 s wait for its greeting
    assert page.get_attribute("#verdict", "data-verifier") == "dedicated"
    page.close()


class _DamagedSnapshotHandler(QuietHandler):
    """Serves the site with every Pyodide snapshot cut to half its bytes (a well-formed response)."""

    def send_head(self):
        if "/pyodide-snapshot/" not in self.path:
            return super().send_head()
        path = Path(self.translate_path(self.path))
        if not path.is_file():
            return super().send_head()
        body = path.read_bytes()[: path.stat().st_size // 2]
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def test_a_damaged_snapshot_is_dropped_and_the_verifier_boots_the_long_way(browser_context, site):
    # A new port is a new origin: no service worker or cached snapshot of the other tests applies.
    handler = functools.partial(_DamagedSnapshotHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = fresh(browser_context, f"http://127.0.0.1:{server.server_address[1]}/?replay=samples/kuhn.replay.jsonl")
        assert verify(page) == "verified"
        assert page.get_attribute("#verdict", "data-boot") == "full"  # not a half-restored image
        page.close()
    finally:
        server.shutdown()
        server.server_close()
