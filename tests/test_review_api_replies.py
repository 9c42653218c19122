"""The open event-log route keeps its replies by (episode, version, status): a reader polling a
long episode costs one head read per request, not its whole history, and never a stale view."""

from __future__ import annotations

import pytest

from cosino_runtime.api.replies import ReplyCache
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue


class CountingStore:
    """The embedded store, counting whole-log reads and reads of a log's records after a start."""

    def __init__(self, inner: EmbeddedStore) -> None:
        self.inner = inner
        self.log_reads = 0
        self.tail_reads = 0

    def events(self, episode_id, start=0):
        if start:
            self.tail_reads += 1
        else:
            self.log_reads += 1
        return self.inner.events(episode_id, start)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def store(tmp_path):
    inner = EmbeddedStore(tmp_path / "store")
    yield CountingStore(inner)
    inner.close()


def _log(api, episode):
    reply = api.handle("GET", f"/api/episodes/{episode}/events", None, False)
    assert reply.status == 200
    return reply.json()


def test_a_polled_log_is_read_once_per_version_and_follows_the_episode(store):
    api = Api(store, NoQueue())
    created = api.handle(
        "POST", "/episodes", b'{"variant": "holdem-hu", "seats": ["house", "random"], "hands": 4}', True
    )
    episode = created.json()["episode"]
    first = _log(api, episode)
    assert [_log(api, episode) for _ in range(50)] == [first] * 50
    assert store.log_reads == 1  # before: 51 whole-log reads
    stepper.step(store, episode, 1)  # a new version: the next read sees it, reading only the records since
    moved = _log(api, episode)
    assert store.log_reads == 1 and store.tail_reads == 1  # until 2026-12-06: a second whole-log read
    assert len(moved["events"]) > len(first["events"]) and moved["view"] == "public"
    # Private cards stay out of every kept reply (the cache holds the public view, not the records).
    assert all("cards" not in e for e in moved["events"] if e.get("type") == "deal")
    stepper.run_to_end(store, episode)
    pipeline.on_finalize(store, episode)
    final = _log(api, episode)
    assert final["view"] == "full" and final["events"][-1]["type"] != "withheld"
    # 2: the finalisation's own read; the final log is spliced from the replay (tests/test_review_redteam44d.py)
    assert _log(api, episode) == final and store.log_reads == 2 and store.tail_reads == 1


def test_replies_are_kept_within_their_byte_budget(store):
    api = Api(store, NoQueue(), ReplyCache(max_bytes=1))  # nothing fits: every read goes to the store
    created = api.handle("POST", "/episodes", b'{"variant": "kuhn", "seats": ["house", "random"], "hands": 2}', True)
    episode = created.json()["episode"]
    for _ in range(3):
        _log(api, episode)
    # The kept view is the log at the very commit polled (one mark names one commit): nothing is read again.
    assert store.log_reads + store.tail_reads == 1


def test_one_api_serves_a_warm_function(monkeypatch):
    from cosino_runtime.lambdas import http_api

    class Rt:
        store = object()
        queue = object()

    rt = Rt()
    assert http_api._api(rt) is http_api._api(rt)  # its replies outlive one request


def test_the_modules_examples_hold():
    import doctest

    from cosino_runtime.api import replies

    assert doctest.testmod(replies).failed == 0


@pytest.mark.parametrize(
    "raised",
    [
        lambda: __import__("cosino_runtime.api.routes", fromlist=["ApiError"]).ApiError(404, "no episode '\ud800x'"),
        lambda: __import__("cosino.primitives.errors", fromlist=["CosinoError"]).CosinoError("seat 1: \udcff" * 400),
    ],
    ids=["api-error", "core-error"],
)
def test_any_error_message_makes_a_reply(store, monkeypatch, raised):
    """An error quoting the caller's input may hold a lone surrogate, which UTF-8 cannot carry: the
    reply writes it as a visible escape and stays within its size, instead of failing with a 500."""
    import json

    api = Api(store, NoQueue())

    def refuse(*args):
        raise raised()

    monkeypatch.setattr(api, "_route", refuse)
    reply = api.handle("GET", "/api/episodes", None, False)
    assert reply.status in (400, 404)
    message = json.loads(reply.body)["error"]
    assert "\\ud800" in message or "\\udcff" in message
    assert len(message) <= 500 + 400  # the escapes lengthen at most the cut text
