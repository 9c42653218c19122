"""``cosino bench viewer``: time from opening a 16-hand six-max replay to ``verified`` in Chromium.

Plays a 16-hand ``holdem-6max`` episode (five house seats and one random seat), serves the
built site (``web/dist``, from ``make web``) on 127.0.0.1 and drives Debian's Chromium with
Playwright for Python. Three figures, each from the moment the bench asks for the page (or picks
the file) to the moment the page puts the verdict up, read on the page's own clock
(``performance.timeOrigin`` plus the timeline's ``verdictShown``): Playwright notices a selector by
polling at growing intervals, which added 0.2-0.4 s, so the time it took to notice is printed
beside each figure instead of being part of it.

- cold: a fresh browser profile, so Pyodide and the wheel come over HTTP and compile from scratch;
- warm reload: the same browser, a new page after the first one closed. The verifier is a
  SharedWorker that outlives its last page for a while, so this page finds Pyodide booted;
- warm restart: the browser quit and started again on the same profile (the service worker's copy
  and the snapshot on disk, no verifier alive), so Pyodide boots from its snapshot as the page opens;
- warm page: Pyodide already booted in the open page; the replay is opened with the file picker.

The CPython time of ``cosino.arena.replay.verify`` on the same bytes is printed for reference, and
so are the stages of the cold and warm loads (the page's ``#verdict`` ``data-timeline``: ms since
the page opened, medians over the runs), to show where the time goes.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import statistics
import tempfile
import threading
import time
from pathlib import Path

from cosino.arena.episode import EpisodeConfig

ROOT = Path(__file__).resolve().parents[3]
DIST = ROOT / "web" / "dist"
CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CONFIG = EpisodeConfig("holdem-6max", ("house",) * 5 + ("random",), hands=16, seed=2026)
VERDICT = "#verdict:not([data-status='']):not([data-status='running'])"


def _serve(site: Path, extra: Path):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def translate_path(self, path: str) -> str:
            if path.startswith("/extra/"):
                return str(extra / path[len("/extra/") :].split("?")[0])
            return super().translate_path(path)

        def log_message(self, *args) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _open_and_verify(page, url: str, stages: list[dict] | None = None) -> tuple[float, float, str]:
    """(seconds to the verdict on the page's clock, seconds until Playwright saw it, verdict) of one open."""
    start = time.time()
    page.goto(url)
    page.wait_for_selector("#viewer:not([hidden])")
    page.click("#verify")
    page.wait_for_selector(VERDICT, timeout=300_000)
    seen = time.time() - start
    timeline = json.loads(page.get_attribute("#verdict", "data-timeline") or "{}")
    if stages is not None:
        stages.append(timeline)
    return _shown_at(page, timeline) - start, seen, page.get_attribute("#verdict", "data-status")


def _shown_at(page, timeline: dict) -> float:
    """When the page put the verdict up, in seconds since the epoch (the clock time.time() reads)."""
    return (page.evaluate("performance.timeOrigin") + timeline["verdictShown"]) / 1000


def _stage_line(label: str, timelines: list[dict]) -> str:
    """The median milliseconds since page open of each stage, in the order the stages happen."""
    medians = {k: statistics.median(t[k] for t in timelines if k in t) for k in {k for t in timelines for k in t}}
    cells = [f"{k} {ms:.0f}" for k, ms in sorted(medians.items(), key=lambda item: item[1])]
    return f"  {label} stages (ms since page open, median): " + ", ".join(cells)


def _pick_and_verify(page, replay: Path, results: Path) -> tuple[float, float, str]:
    page.click("#to-end")  # leave the previous verdict behind: opening a replay resets it
    start = time.time()
    page.set_input_files("#file", [str(replay), str(results)])
    page.wait_for_selector("#verdict[data-status='']", state="attached")
    page.click("#verify")
    page.wait_for_selector(VERDICT, timeout=300_000)
    seen = time.time() - start
    timeline = json.loads(page.get_attribute("#verdict", "data-timeline") or "{}")
    return _shown_at(page, timeline) - start, seen, page.get_attribute("#verdict", "data-status")


def _time_opens(url: str, work: Path, replay: Path, results: Path, repeats: int):
    """Each open ``repeats`` times: cold, warm reload and warm page on a fresh profile per repeat, then warm
    restart (the same profile, the browser started again); and the stages of the first three."""
    from playwright.sync_api import sync_playwright

    cold, reload_, restart, in_page = [], [], [], []
    stages: dict[str, list[dict]] = {"cold": [], "warm reload": [], "warm restart": []}
    with sync_playwright() as p:
        for _ in range(repeats):
            profile = work / f"profile-{len(cold)}"
            launch = functools.partial(
                p.chromium.launch_persistent_context, str(profile), executable_path=CHROMIUM, args=FLAGS, headless=True
            )
            context = launch()
            try:
                page = context.new_page()
                cold.append(_open_and_verify(page, url, stages["cold"]))
                page.close()
                page = context.new_page()
                reload_.append(_open_and_verify(page, url, stages["warm reload"]))
                in_page.append(_pick_and_verify(page, replay, results))
            finally:
                context.close()
            context = launch()
            try:
                restart.append(_open_and_verify(context.new_page(), url, stages["warm restart"]))
            finally:
                context.close()
    return cold, reload_, restart, in_page, stages


def run(args: argparse.Namespace) -> int:
    if not (DIST / "build.json").exists():
        raise ValueError(f"{DIST}/build.json is missing: run `make web` first")
    if not Path(CHROMIUM).exists():
        raise ValueError(f"{CHROMIUM} is missing: apt-get install -y chromium")
    from cosino.arena.manifest import entry, manifest_bytes
    from cosino.arena.replay import verify
    from cosino_runtime.engine.local import play

    repeats = max(1, int(getattr(args, "seconds", 2.0) // 2) + 1)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        played = play(CONFIG, work / "episode")
        replay, results = played.replay_path, played.results_path
        data, claimed = replay.read_bytes(), results.read_bytes()
        start = time.perf_counter()
        assert verify(data, claimed).ok
        cpython = time.perf_counter() - start
        # Its own manifest, so that the replay opened by URL is a published one (else: "not published").
        episode = replay.name.removesuffix(".replay.jsonl")
        manifest = work / "episode" / "manifest.json"
        manifest.write_bytes(manifest_bytes([entry(episode, data, claimed, CONFIG.variant)]))
        server = _serve(DIST, work / "episode")
        url = (
            f"http://127.0.0.1:{server.server_address[1]}/?replay=extra/{replay.name}"
            f"&results=extra/{results.name}&manifest=extra/manifest.json"
        )
        try:
            cold, reload_, restart, in_page, stages = _time_opens(url, work, replay, results, repeats)
        finally:
            server.shutdown()
            server.server_close()
    print(
        f"viewer: 16-hand six-max replay ({len(data):,} bytes), open -> verified in headless Chromium,"
        f" {repeats} run(s) each"
    )
    for label, rows, goal in (
        ("cold (fresh profile)", cold, "< 3 s"),
        ("warm reload (verifier alive)", reload_, "< 1 s"),
        ("warm restart (snapshot boot)", restart, "< 1 s"),
        ("warm page (Pyodide booted)", in_page, "< 1 s"),
    ):
        statuses = {s for _, _, s in rows}
        times = [t for t, _, _ in rows]
        seen = statistics.median(t for _, t, _ in rows)
        print(
            f"  {label:28s} median {statistics.median(times):6.2f} s  (min {min(times):.2f}, max {max(times):.2f})"
            f"  goal {goal}  verdict {', '.join(sorted(statuses))}  (Playwright saw it at {seen:.2f} s)"
        )
    print(f"  CPython verify of the same bytes: {cpython:.2f} s")
    for label, timelines in stages.items():
        print(_stage_line(label, timelines))
    return 0 if all(s == "verified" for _, _, s in cold + reload_ + restart + in_page) else 1
