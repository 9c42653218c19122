"""Review 52d: ``GET /episodes/{id}/events?from=N``, the incremental read of a log.

Before, each poll of a running episode fetched and parsed its whole public log (1.6 to 5.3 s a poll in the page at
10^6 events) and the query string was ignored. Now ``from=N`` answers the records from the N-th on, with ``count``
(the view's length), ``stable`` (how many lead the view for good while the log grows) and two tokens: ``prefix``, of
the records before N, and ``stablePrefix``, of the first ``stable``. The public view is not append-only (a duplicate
pair's first hand, one ``withheld`` record, becomes its records once its mirror ends), so a reader asks from the
stable count it holds and keeps what it holds only while ``prefix`` equals the ``stablePrefix`` it was given.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_hostile_api_hidden import drive, finish

from cosino.arena.episode import EpisodeConfig
from cosino.arena.public import live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.live_logs import LiveLogs
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper


class _Log:
    """A store stand-in holding one episode's records, replaced wholesale as a restore would."""

    def __init__(self, records: list[dict[str, Any]]) -> None:
        self.records = records

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> None:
        return None


DUPLICATE = {"type": "episode", "hands": 4}  # no config: a duplicate table, by default


def _pair(tag: str) -> list[dict[str, Any]]:
    """A duplicate pair: its first hand shows a board and a win the mirror's deal would give away."""
    return [
        {"type": "hand", "hand": 0},
        {"type": "action", "hand": 0, "action": "bet", "tag": tag},
        {"type": "board", "hand": 0, "cards": ["Kh"]},
        {"type": "handEnd", "hand": 0, "nets": [2, -2]},
        {"type": "hand", "hand": 1},
        {"type": "action", "hand": 1, "action": "call", "tag": tag},
        {"type": "handEnd", "hand": 1, "nets": [0, 0]},
        {"type": "hand", "hand": 2},
        {"type": "action", "hand": 2, "action": "fold", "tag": tag},
    ]


class _Reader:
    """The viewer's side of the protocol: it asks from the stable count it holds and reloads when told to."""

    def __init__(self) -> None:
        self.records: list[dict[str, Any]] = []
        self.stable, self.token, self.reloads = 0, None, 0

    def poll(self, read) -> None:
        answer = json.loads(read(self.stable))
        if self.stable and answer["prefix"] != self.token:
            self.reloads += 1
            self.records, answer = [], json.loads(read(0))
        self.records = self.records[: answer["from"]] + answer["events"]
        assert len(self.records) == answer["count"]
        self.stable, self.token = answer["stable"], answer["stablePrefix"]


def test_a_reader_polling_from_its_stable_count_holds_the_view_through_a_pair_released():
    """Grown a record at a time: the view of the whole log at every poll, with no reload. At the mirror's end the
    view changed before the end of what the reader held (not append-only): read from its length, it was wrong."""
    log = [DUPLICATE, *_pair("a")]
    logs, reader = LiveLogs(), _Reader()
    released = False
    for n in range(1, len(log) + 1):
        store = _Log(log[:n])
        before = live_records(log[: n - 1])
        reader.poll(lambda start, n=n: logs.part(store, "e", n, None, None, start))
        assert reader.records == live_records(log[:n]), n
        released |= reader.records[: len(before)] != before
    assert released and reader.reloads == 0


def test_the_whole_log_reply_keeps_its_bytes_and_from_zero_lists_the_same_records():
    log = [DUPLICATE, *_pair("a")]
    logs = LiveLogs()
    whole = logs.body(_Log(log), "e", 9)
    assert whole == dump_bytes({"episode": "e", "events": live_records(log), "view": "public"})
    part = json.loads(logs.part(_Log(log), "e", 9, None, None, 0))
    assert part["events"] == json.loads(whole)["events"]
    assert part["view"] == "public" and part["count"] == len(part["events"])
    assert json.loads(logs.part(_Log(log), "e", 9, None, None, 3))["events"] == part["events"][3:]


@pytest.mark.parametrize("version_after", [12, 5], ids=["moved-on", "went-back"])
def test_a_restore_that_changes_a_stable_record_tells_the_reader_to_reload(version_after):
    """History b differs in hand 0's action, which the reader holds as stable: its token no longer matches, and
    the reload shows b's view. A restore to the very same records changes no token: nothing is read twice."""
    a = [{"type": "episode", "hands": 9, "config": {"duplicate": False}}, *_pair("a")]
    b = [a[0], *_pair("b"), {"type": "handEnd", "hand": 2}]
    logs, reader = LiveLogs(), _Reader()
    reader.poll(lambda start: logs.part(_Log(a), "e", 10, None, None, start))
    assert reader.stable == len(a)
    reader.poll(lambda start: logs.part(_Log(b), "e", version_after, None, None, start))
    assert reader.reloads == 1 and reader.records == live_records(b)
    other = LiveLogs()  # another server (a second function): the same records, the same tokens
    reader.poll(lambda start: other.part(_Log(b), "e", 3, None, None, start))
    assert reader.reloads == 1 and reader.records == live_records(b)


def test_tokens_cover_every_prefix_length_across_the_kept_hashes():
    """Past the 256 views between two kept hashes: each prefix's token is its own, and a fresh view agrees."""
    log = [{"type": "episode", "hands": 900, "config": {"duplicate": False}}]
    log += [{"type": "hand", "hand": h} for h in range(600)]
    logs = LiveLogs()
    tokens = {}
    for n in (0, 1, 255, 256, 257, 512, 600, 601):
        tokens[n] = json.loads(logs.part(_Log(log), "e", 601, None, None, n))["prefix"]
        assert tokens[n] == json.loads(LiveLogs().part(_Log(log), "e", 601, None, None, n))["prefix"]
    assert len(set(tokens.values())) == len(tokens)
    assert json.loads(logs.part(_Log(log), "e", 601, None, None, 0))["stablePrefix"] == tokens[601]
    assert json.loads(logs.part(_Log(log), "e", 601, None, None, 602))["prefix"] is None


@pytest.fixture
def store(embedded_store):
    return embedded_store


def _get(api: Api, path: str):
    return api.handle("GET", path, None, False)


def test_a_running_episode_answers_from_n_as_its_whole_log_from_n(store):
    episode = drive(store, "hearts", 4, 14)
    api = Api(store, None)
    whole = _get(api, f"/episodes/{episode}/events")
    assert whole.body == dump_bytes(
        {"episode": episode, "events": live_records(store.events(episode)), "view": "public"}
    )
    shown = whole.json()["events"]
    for start in (0, 1, 5, len(shown), len(shown) + 1, 999_999_999):
        answer = _get(api, f"/api/episodes/{episode}/events?from={start}")
        assert answer.status == 200
        body = answer.json()
        assert body["events"] == shown[start:] and body["count"] == len(shown) and body["from"] == start
        assert body["view"] == "public"


HOSTILE = ["-1", "1e9", "01", "", "1&from=2", "1" + "0" * 100, "%D9%A1", "\u0661", "1000000000", "+1", "1.0", " 1"]


@pytest.mark.parametrize("value", HOSTILE)
def test_a_hostile_from_gets_one_400_line_naming_the_field(store, value):
    episode = drive(store, "kuhn", 2, 2)
    answer = _get(Api(store, None), f"/episodes/{episode}/events?from={value}")
    assert answer.status == 400
    error = answer.json()["error"]
    assert "'from'" in error and "\n" not in error and "Traceback" not in error


def test_an_unknown_field_is_refused_and_no_query_keeps_the_whole_log(store):
    episode = drive(store, "kuhn", 2, 2)
    api = Api(store, None)
    assert _get(api, f"/episodes/{episode}/events?view=full").json()["error"].startswith('unknown field "view"')
    assert _get(api, f"/episodes/{episode}/events?").body == _get(api, f"/episodes/{episode}/events").body


def test_a_withheld_episode_is_unknown_from_any_index(store):
    config = EpisodeConfig("kuhn", ("house", "house"), 2, 7, 220)
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=True))
    stepper.step(store, episode, store.load(episode).version)
    api = Api(store, None)
    unknown = _get(api, "/episodes/kuhn-0-000000000000/events?from=0")
    for start in ("0", "1", "99"):
        answer = _get(api, f"/episodes/{episode}/events?from={start}")
        assert answer.status == 404 and answer.body == unknown.body.replace(b"kuhn-0-000000000000", episode.encode())


def test_a_final_log_answers_its_whole_records_from_n_with_one_token(store):
    """Once final the whole log is public: ``from`` indexes the full log, every prefix has the final commit's token
    (a public reader's list is no prefix of it: the view says "full"), and the whole-log reply is unchanged."""
    episode = drive(store, "kuhn", 2, 2)
    finish(store, episode)
    api = Api(store, None)
    records = store.events(episode)
    whole = _get(api, f"/episodes/{episode}/events")
    assert whole.body == dump_bytes({"episode": episode, "events": records, "view": "full"})
    tokens = set()
    for start in (0, 3, len(records) - 1, len(records), len(records) + 5):
        body = _get(api, f"/episodes/{episode}/events?from={start}").json()
        assert body["events"] == records[start:] and body["view"] == "full"
        assert body["count"] == body["stable"] == len(records)
        tokens.add(body["stablePrefix"])
        assert body["prefix"] == (body["stablePrefix"] if start <= len(records) else None)
    assert len(tokens) == 1
