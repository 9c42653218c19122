"""A running episode's API for the live page's browser tests, played by ``LiveLogs`` itself over a log that moves
through stages, and the Kuhn sample as a running log."""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from cosino_runtime.api.live_logs import LiveLogs
from support.pages import events_route

HANG_MS = 20_000  # a bound on a hang, not a speed goal: the page polls every 1.5 s


def kuhn_log(site: Path) -> tuple[list[dict], list[int]]:
    """The Kuhn sample (a duplicate table) as a running log: no end or audit; and each hand's first record."""
    lines = (site / "samples" / "kuhn.replay.jsonl").read_bytes().splitlines()
    log = [r for r in map(json.loads, lines) if r["type"] not in ("end", "audit")]
    return log, [i for i, r in enumerate(log) if r["type"] == "hand"]


class StoreAt:
    """A store stand-in at one stage of a log, a record per commit, its marks named by the history it is on."""

    def __init__(self, records: list[dict], history: str = "a") -> None:
        self.records, self.history = records, history

    def events(self, episode_id: str, start: int = 0) -> list[dict]:
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> str:
        return f"{self.history}{version}"


class RunningApi:
    """A running episode's two routes: its log at the next of ``stages`` (records, history) at each events read, then
    at the last; ``asked`` keeps the ``from`` of each read (None: none asked). ``whole``: an API that reads no
    ``from`` and lists the whole log, as it does for a read that asks none."""

    def __init__(self, episode: str, stages: list[tuple[list[dict], str]], whole: bool = False) -> None:
        self.episode, self.stages, self.whole = episode, list(stages), whole
        self.asked: list[int | None] = []
        self.logs, self.lock = LiveLogs(), threading.Lock()

    def events(self, r) -> None:
        with self.lock:
            start = parse_qs(urlparse(r.request.url).query).get("from")
            records, history = self.stages[min(len(self.asked), len(self.stages) - 1)]
            self.asked.append(None if start is None else int(start[0]))
            store = StoreAt(records, history)
            mark = store.commit_mark(self.episode, len(records))
            if self.whole or start is None:
                body = self.logs.body(store, self.episode, len(records), mark)
            else:
                body = self.logs.part(store, self.episode, len(records), mark, None, int(start[0]))
        r.fulfill(status=200, body=body)

    def routes(self) -> dict:
        state = json.dumps({"status": "running"})
        return {
            re.compile(rf".*/api/episodes/{re.escape(self.episode)}$"): lambda r: r.fulfill(status=200, body=state),
            events_route(self.episode): self.events,
        }


def polls_after(page, api, n: int) -> None:
    """Wait (bounded) until ``api`` has been asked ``n`` more events reads."""
    target = len(api.asked) + n
    page.wait_for_function("() => true")  # let the page run between checks
    for _ in range(HANG_MS // 100):
        if len(api.asked) >= target:
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"no {n} more polls in {HANG_MS} ms: {api.asked}")
