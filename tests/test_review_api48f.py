"""Review 48f: state that outlived the truth, and inputs refused without naming the field.

1. An Api kept a final episode's state, log and results by episode alone, with no head read ever again: a store
   restored to before the episode ended still got the lost final replies from that process. They are now kept by
   the head's version and commit mark, checked by one head read at most once per FINAL_CHECK_SECONDS per episode.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Callable

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.api.replies import FINAL_CHECK_SECONDS, FreshCache
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.queues import NoQueue

# --- 1. final replies after a restore -------------------------------------------------------------------------------


def _snapshot(store: Any) -> Callable[[], None]:
    """A restore point of the whole store (SQLite's backup API; on DynamoDB the items put back as they were)."""
    if isinstance(store, EmbeddedStore):
        saved = sqlite3.connect(":memory:")
        store.db.backup(saved)
        return lambda: saved.backup(store.db)
    items = store.ddb.scan(TableName=store.table, ConsistentRead=True)["Items"]

    def restore() -> None:
        keys = {(i["pk"]["S"], i["sk"]["S"]) for i in items}
        for item in store.ddb.scan(TableName=store.table, ConsistentRead=True)["Items"]:
            if (item["pk"]["S"], item["sk"]["S"]) not in keys:
                store.ddb.delete_item(TableName=store.table, Key={"pk": item["pk"], "sk": item["sk"]})
        for item in items:
            store.ddb.put_item(TableName=store.table, Item=item)

    return restore


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _api(store: Any, clock: Clock) -> Api:
    return Api(store, NoQueue(), finals=FreshCache(FINAL_CHECK_SECONDS, clock=clock))


def _get(api: Api, episode: str, route: str = "") -> tuple[int, bytes]:
    reply = api.handle("GET", f"/api/episodes/{episode}{route}", None, False)
    return reply.status, reply.body


def _final_episode(store: Any) -> tuple[str, Callable[[], None]]:
    """A kuhn episode stepped once (restore point taken there, head running at version 2), then played to the end."""
    episode = stepper.create(store, EpisodeConfig("kuhn", ("random", "random"), 4, 11))
    stepper.step(store, episode, 1)
    restore = _snapshot(store)
    stepper.run_to_end(store, episode)
    stepper.finalize(store, episode)
    return episode, restore


def test_a_final_reply_kept_before_a_restore_is_left_within_the_check_window(any_store):
    """An Api that served a final episode's state, log and results; the store restored to while it ran. Before (main
    at 2d47729) the old Api answered the lost final log for ever (here 2,205 bytes, the same as before the restore,
    while a fresh Api showed the 483-byte running log; the state 345 bytes against 162; results 200 against 409).
    Now it answers them for at most FINAL_CHECK_SECONDS (5 s), then the restored head's replies: the running log,
    the running state, and 409 for results. Both stores."""
    store, clock = any_store, Clock()
    episode, restore = _final_episode(store)
    api = _api(store, clock)
    lost = {route: _get(api, episode, route) for route in ("", "/events", "/results")}
    assert all(status == 200 for status, _ in lost.values()) and b'"status":"final"' in lost[""][1]
    restore()
    assert store.load_head(episode).status == "running"
    clock.now = FINAL_CHECK_SECONDS - 0.1  # within the window: kept, no read (the bound chosen)
    assert {route: _get(api, episode, route) for route in lost} == lost
    clock.now = FINAL_CHECK_SECONDS
    fresh = Api(store, NoQueue())
    for route in lost:
        assert _get(api, episode, route) == _get(fresh, episode, route) != lost[route]
    assert _get(api, episode, "/results")[0] == 409
    assert b'"status":"running"' in _get(api, episode)[1]


def test_a_restore_to_another_history_that_ended_too_is_shown_after_the_window(any_store):
    """Restored to while it ran, then played to the end again with other seats (so another final history at other
    commit marks): before, the old Api kept the first history's final log; now, past the window, the new one."""
    store, clock = any_store, Clock()
    episode, restore = _final_episode(store)
    api = _api(store, clock)
    first = _get(api, episode, "/events")
    restore()
    stepper.run_to_end(store, episode, lambda *_: _Last())
    stepper.finalize(store, episode)
    clock.now = FINAL_CHECK_SECONDS
    again = _get(api, episode, "/events")
    assert again == _get(Api(store, NoQueue()), episode, "/events") and again != first


class _Last:
    """A seat that always takes the last legal option: another history from the same deal than random's."""

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        return {"action": observation["legal"][-1]["action"]}


class CountingStore:
    """A store that counts every call made on it, by method name."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.inner, name)
        if not callable(attr):
            return attr

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = self.calls.get(name, 0) + 1
            return attr(*args, **kwargs)

        return counted


def test_a_kept_final_poll_costs_one_head_read_per_window_for_all_routes(tmp_path):
    """The cost of a kept final poll, counted in store calls (what DynamoDB bills), 300 polls (100 each of state, log,
    results) in one window and then in the next: before, 0 calls in both (never checked); now 0 in the window and
    exactly 1 ``load_head`` at the first poll past it, shared by the three routes of the episode; no log, key or
    blob is read again while the head stands."""
    inner, clock = EmbeddedStore(tmp_path / "s"), Clock()
    try:
        episode, _ = _final_episode(inner)
        store = CountingStore(inner)
        api = _api(store, clock)
        kept = [_get(api, episode, route) for route in ("", "/events", "/results")]
        store.calls.clear()
        polls = [_get(api, episode, route) for _ in range(100) for route in ("", "/events", "/results")]
        assert polls == kept * 100 and store.calls == {}
        clock.now = FINAL_CHECK_SECONDS
        polls = [_get(api, episode, route) for _ in range(100) for route in ("", "/events", "/results")]
        assert polls == kept * 100 and store.calls == {"load_head": 1}
    finally:
        inner.close()
