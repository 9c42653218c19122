"""Review 52j: hand-written mutants of the incremental events read (review 52d) that its tests let live.

Each test here fails with at least one mutant of ``events?from=N`` (routes), ``LiveLogs.part`` and
``PrefixDigests`` (live_logs) or ``LiveView.settled_items`` (public), and passes without: a token that is not the
hash its docstring defines, digests kept across a restore, a kept view served at another commit, a kept log's
bytes counted short, an empty log, a long query, a finished episode answered as a final one, a final log read
without its replay blob.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from test_hostile_api_hidden import drive, finish

from cosino.arena.episode import EpisodeConfig
from cosino.arena.public import LiveView, live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.api.live_logs import DIGEST_EVERY, LiveLogs, PrefixDigests
from cosino_runtime.api.routes import MAX_QUERY, Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.base import MissingBlob
from cosino_runtime.store.embedded import EmbeddedStore

PLAIN = {"type": "episode", "hands": 900, "config": {"duplicate": False}}  # no record of it is ever withheld
DUPLICATE = {"type": "episode", "hands": 4}  # a duplicate table: a pair's first hand is withheld until its mirror


class _Log:
    """A store stand-in: one episode's records, each commit's mark named by the history it is on (None: no
    marks, as a head written before them), and the index each read started at."""

    def __init__(self, records: list[dict[str, Any]], history: str | None = "a") -> None:
        self.records, self.history, self.reads = records, history, []

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        self.reads.append(start)
        return self.records[start:]

    def commit_mark(self, episode_id: str, version: int) -> str | None:
        return None if self.history is None else f"{self.history}{version}"

    def mark(self, version: int) -> str | None:
        return self.commit_mark("e", version)


def _hands(n: int, tag: str = "a") -> list[dict[str, Any]]:
    return [{"type": "hand", "hand": h, "tag": tag} for h in range(n)]


def _expected(records: list[dict[str, Any]], n: int) -> str:
    """The token as PrefixDigests defines it, computed apart: the first n views, each followed by a comma."""
    views = live_records(records)[:n]
    return hashlib.sha256(b"".join(dump_bytes(v) + b"," for v in views)).hexdigest()[:32]


def _part(logs: LiveLogs, log: _Log, start: int, version: int | None = None) -> dict[str, Any]:
    version = len(log.records) if version is None else version
    return json.loads(logs.part(log, "e", version, log.mark(version), None, start))


def test_every_token_is_the_hash_of_its_prefix_as_the_log_grows_unevenly():
    """Grown by steps that cross the kept hashes at and off their multiples of 256: each prefix's token, and the
    stable one, is the SHA-256 of its views. Before, a token at a multiple of 256, one without its commas, a
    shorter digest or a kept hash taken off its multiple still agreed with itself, and passed."""
    log = [PLAIN, *_hands(700)]
    logs = LiveLogs()
    for length in (1, 100, 255, 256, 257, 300, 511, 512, 513, 701):
        answer = _part(logs, _Log(log[:length]), 0)
        assert answer["stable"] == length and answer["stablePrefix"] == _expected(log, length), length
        for n in sorted({0, 1, 255, 256, 257, 511, 512, 513, length - 1, length} & set(range(length + 1))):
            assert _part(logs, _Log(log[:length]), n)["prefix"] == _expected(log[:length], n), (length, n)


def test_tokens_past_the_stable_records_hash_the_open_views():
    """A duplicate pair open after 300 settled records: a prefix that ends inside it is hashed from the settled
    hash and the open views, as one that ends before it."""
    log: list[dict[str, Any]] = [DUPLICATE | {"hands": 400}]
    for h in range(150):
        log += [{"type": "hand", "hand": h}, {"type": "handEnd", "hand": h, "nets": [0, 0]}]
    log += [{"type": "hand", "hand": 150}, {"type": "board", "hand": 150, "cards": ["Kh"]}]
    answer = _part(LiveLogs(), _Log(log), 0)
    assert 300 < answer["stable"] < answer["count"], answer["stable"]
    logs = LiveLogs()
    for n in range(answer["stable"] - 2, answer["count"] + 1):
        assert _part(logs, _Log(log), n)["prefix"] == _expected(log, n), n


@pytest.mark.parametrize("version_after", [1000, 500], ids=["moved-on", "went-back"])
def test_a_restore_past_the_kept_hashes_changes_the_stable_token(version_after):
    """History b changes record 5 of 600: a reader holding all 600 as stable must be told to reload. Before, the
    digests of history a were kept with b's view (its kept hashes past 256 records hashed a's records) and the
    token the reader checks was a's: it kept a's record 5 for good."""
    a = [PLAIN, *_hands(600)]
    b = [*a[:5], {"type": "hand", "hand": 4, "tag": "b"}, *a[6:]]
    logs = LiveLogs()
    held = _part(logs, _Log(a, "a"), 0, 700)
    assert held["stable"] == len(a)
    answer = _part(logs, _Log(b, "b"), held["stable"], version_after)
    assert answer["prefix"] != held["stablePrefix"]
    assert answer["prefix"] == _expected(b, len(b)) == _part(LiveLogs(), _Log(b, "b"), len(b), version_after)["prefix"]


@pytest.mark.parametrize("history", ["b", None], ids=["another-mark", "no-marks"])
def test_the_same_version_on_another_history_is_read_again(history):
    """A restore reuses version numbers: at the version kept, a commit with another mark (or, with no marks, a log
    whose last record moved) is another log. Before, the kept view was served as the very commit read."""
    a = [PLAIN, *_hands(6)]
    b = [PLAIN, *_hands(6, "b")]
    logs = LiveLogs()
    first = _Log(a, None if history is None else "a")
    assert _part(logs, first, 0, 9)["events"] == live_records(a)
    assert _part(logs, _Log(b, history), 0, 9)["events"] == live_records(b)


def test_a_poll_reads_only_the_records_since_the_last_and_none_at_the_same_commit():
    """Marks: the second poll reads from the last record kept, the third (same commit) reads nothing. No marks:
    a poll at the version kept reads from the last record again, not the whole log. Before, a reply not kept or
    a view made anew at the same version read the whole log at each poll."""
    log = [PLAIN, *_hands(9)]
    logs = LiveLogs()
    for n, reads in ((4, [0]), (10, [3]), (10, [])):
        store = _Log(log[:n])
        _part(logs, store, 0)
        assert store.reads == reads, (n, store.reads)
    unmarked = LiveLogs()
    for reads in ([0], [9]):
        store = _Log(log, None)
        assert _part(unmarked, store, 0)["events"] == live_records(log)
        assert store.reads == reads, store.reads


def test_a_kept_log_counts_its_views_their_bounds_and_its_kept_hashes():
    """600 settled views: their bytes, 8 bytes a bound and a hash state for each kept hash (three). A budget one byte
    under drops the log (the next poll at the same commit reads it again); the exact budget keeps it. Before, the
    bounds or the hashes were not counted and the log stayed past its budget."""
    log = [PLAIN, *_hands(600)]
    view = LiveView()
    view.extend(log)
    views = len(view.json_items())
    assert view.size == views + 8 * len(log)
    digests = PrefixDigests()
    digests.token(view, [], view.settled)
    assert digests.size == 256 * (1 + len(log) // DIGEST_EVERY)
    for budget, reads in ((views + 8 * len(log) + digests.size, []), (views + 8 * len(log) + digests.size - 1, [0])):
        logs = LiveLogs(max_bytes=budget)
        _part(logs, _Log(log), 0)
        store = _Log(log)
        _part(logs, store, 0)
        assert store.reads == reads, budget


def test_an_empty_log_answers_no_records():
    """A log with no record yet: count 0, no events, the empty prefix's token. Before, reading the settled views
    from 0 to 0 of no view at all indexed the bounds at -1 (an IndexError, a 500)."""
    answer = _part(LiveLogs(), _Log([]), 0, 1)
    assert answer["count"] == answer["stable"] == 0 and answer["events"] == []
    assert answer["prefix"] == answer["stablePrefix"] == hashlib.sha256(b"").hexdigest()[:32]


@pytest.fixture
def store(embedded_store):
    return embedded_store


def _get(api: Api, path: str):
    return api.handle("GET", path, None, False)


def test_a_created_episode_answers_its_records_from_any_index(store):
    config = EpisodeConfig("kuhn", ("house", "house"), 2, 7, 220)
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=False))
    api = Api(store, None)
    whole = _get(api, f"/episodes/{episode}/events").json()["events"]
    for start in (0, 1, 2):
        answer = _get(api, f"/episodes/{episode}/events?from={start}")
        assert answer.status == 200 and answer.json()["events"] == whole[start:]


def test_a_query_past_its_limit_is_refused_by_its_length(store):
    episode = drive(store, "kuhn", 2, 2)
    answer = _get(Api(store, None), f"/episodes/{episode}/events?from=1&" + "x" * MAX_QUERY)
    assert answer.status == 400
    assert answer.json()["error"] == f"query string is {MAX_QUERY + 7} characters; the limit is {MAX_QUERY}"


def test_a_finished_episode_not_yet_final_answers_its_public_view(store):
    """Run to its end but not finalized: ``from`` answers what the whole-log reply does, the public view. Before,
    any status but "running" was answered as a final one would be, the full log with "view": "full"."""
    episode = drive(store, "leduc", 2, 3)
    stepper.run_to_end(store, episode)
    assert store.load(episode).status == "finished"
    api = Api(store, None)
    whole = _get(api, f"/episodes/{episode}/events").json()
    for start in (0, 4):
        answer = _get(api, f"/episodes/{episode}/events?from={start}").json()
        assert answer["view"] == whole["view"] == "public" and answer["events"] == whole["events"][start:]


class _Blobs:
    """Wraps a store: replay blobs missing when told, and each blob and log read counted."""

    def __init__(self, store: EmbeddedStore, missing: bool) -> None:
        self.store, self.missing, self.blob_reads, self.log_reads = store, missing, 0, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def get_blob(self, key: str) -> bytes:
        self.blob_reads += 1
        if self.missing and key.startswith("replays/"):
            raise MissingBlob(f"no blob {key}")
        return self.store.get_blob(key)

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        self.log_reads += 1
        return self.store.events(episode_id, start)


@pytest.mark.parametrize("missing", [False, True], ids=["replay", "no-replay"])
def test_a_final_log_from_n_is_its_records_from_n_with_its_blob_read_once(store, missing):
    """From the replay blob (read once for all polls) or, without it, the store's records: the same records from N.
    Before, the records past a missing blob were read from N + 1, or the blob read again (or the log) at every poll."""
    episode = drive(store, "kuhn", 2, 2)
    finish(store, episode)
    records = store.events(episode)
    blobs = _Blobs(store, missing)
    api = Api(blobs, None)
    for start in (0, 1, 3, len(records)):
        assert _get(api, f"/episodes/{episode}/events?from={start}").json()["events"] == records[start:]
    assert blobs.blob_reads == (4 if missing else 1)  # a missing blob is asked again: it may be written since
    assert blobs.log_reads == (4 if missing else 0)


def test_a_final_token_names_the_final_commit(tmp_path):
    """The same episode finished on two histories (two stores, two commit marks): two tokens, so a reader holding
    one history's log reloads on the other. Before, a token of the episode alone matched across them."""
    tokens = set()
    for name in ("one", "two"):
        store = EmbeddedStore(tmp_path / name)
        try:
            episode = drive(store, "kuhn", 2, 2)
            finish(store, episode)
            tokens.add(_get(Api(store, None), f"/episodes/{episode}/events?from=0").json()["stablePrefix"])
        finally:
            store.close()
    assert len(tokens) == 2
