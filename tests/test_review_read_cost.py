"""What an anonymous read costs the store: every open route reads a small, bounded amount, and a
reader repeating a request within a few seconds costs (almost) nothing, without a private field
or a stale answer that matters (reads are counted with a spy around the store, never timed).

Measured before these bounds, on a store of 600 episodes (docs/runtime.md, "What a read costs"):
a listing read 500 heads per request (on AWS 1 index Query and 500 consistent GetItems), every
request again; a final episode's state, log and results and every blob were read again per request.
"""

from __future__ import annotations

import json

import pytest

from cosino_runtime.api.replies import FRESH_SECONDS, FreshCache
from cosino_runtime.api.routes import LIST_LIMIT, LIST_MAX, Api
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.base import newest_first
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.clocks import FakeClock
from tests.support.queues import NoQueue

STORED = 600  # episodes in the store, more than any page
CONFIG = {"variant": "kuhn", "agents": ["house", "random"], "hands": 2, "seed": 3}


class ReadSpy:
    """A store that counts its read calls and the heads they return."""

    READS = ("newest_episodes", "list_episodes", "load_head", "final_keys", "events", "get_blob", "load_inputs")

    def __init__(self, inner) -> None:
        self.inner = inner
        self.calls: dict[str, int] = {}
        self.heads = 0

    def __getattr__(self, name):
        attr = getattr(self.inner, name)
        if name not in self.READS:
            return attr

        def counted(*args, **kwargs):
            self.calls[name] = self.calls.get(name, 0) + 1
            out = attr(*args, **kwargs)
            self.heads += len(out) if name in ("newest_episodes", "list_episodes") else name == "load_head"
            return out

        return counted

    def reads(self) -> int:
        return sum(self.calls.values())

    def reset(self) -> None:
        self.calls, self.heads = {}, 0


@pytest.fixture
def store(tmp_path):
    inner = EmbeddedStore(tmp_path / "store")
    yield ReadSpy(inner)
    inner.close()


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def api(store, clock):
    return Api(store, NoQueue(), fresh=FreshCache(clock=clock))


def fill(store, n: int = STORED) -> list[str]:
    """n running episodes, one per millisecond, and three more sharing the last millisecond."""
    times = iter(list(range(1, n + 1)) + [n] * 3)
    own, store.clock = store.clock, lambda: next(times)
    ids = [f"kuhn-{i:020x}" for i in range(n + 3)]
    for episode in ids:
        store.create_episode(episode, CONFIG)
    store.clock = own
    return ids


def get(api, path: str):
    reply = api.handle("GET", path, None, False)
    return reply.status, reply.json()


def test_a_listing_reads_one_bounded_page_and_a_repeat_reads_nothing(api, store, clock):
    fill(store.inner)
    store.reset()
    status, body = get(api, "/api/episodes?status=running")
    assert status == 200 and len(body["episodes"]) == LIST_LIMIT
    assert store.heads == LIST_LIMIT and store.reads() == 1  # before: 500 heads
    for _ in range(20):
        assert get(api, "/api/episodes?status=running") == (200, body)
        assert api.handle("HEAD", "/api/episodes?status=running", None, False).status == 200
    assert store.reads() == 1  # before: 41 listings of 500 heads each
    status, widest = get(api, f"/api/episodes?status=running&limit={LIST_MAX}")
    assert len(widest["episodes"]) == LIST_MAX and store.heads == LIST_LIMIT + LIST_MAX
    clock.now += FRESH_SECONDS  # the window is over: read again
    assert get(api, "/api/episodes?status=running") == (200, body) and store.reads() == 3


def test_pages_follow_the_cursor_through_every_episode_once(api, store):
    ids = fill(store.inner)
    store.reset()
    expected = [h.episode_id for h in sorted(store.inner.list_episodes("running"), key=newest_first)]
    seen, path = [], "/api/episodes?status=running&limit=100"
    while True:
        status, body = get(api, path)
        assert status == 200 and len(body["episodes"]) <= 100
        seen += [e["episode"] for e in body["episodes"]]
        if body["next"] is None:
            break
        path = f"/api/episodes?status=running&limit=100&after={body['next']}"
    assert seen == expected and sorted(seen) == sorted(ids)  # the three of one millisecond too
    assert store.heads <= len(ids) + 100  # each page reads its own heads (at most one empty page more)


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("limit=-1", "limit"),
        ("limit=ten", "limit"),
        ("limit=1e2", "limit"),
        ("limit=%C2%B2", "limit"),  # a superscript two: a digit to str.isdigit, not a number
        ("limit=5&limit=6", "limit"),
        ("after=kuhn-1", "after"),
        ("after=12.", "after"),
        ("after=12.KUHN", "after"),
        ("after=12.kuhn&after=13.kuhn", "after"),
        ("after=1234567890123456.kuhn", "after"),
        ("status=running&status=final", "status"),
        ("status=" + "x" * 600, "query string"),
    ],
)
def test_bad_listing_queries_are_a_400_naming_the_field(api, store, query, field):
    status, body = get(api, f"/api/episodes?{query}")
    assert status == 400 and field in body["error"] and "\n" not in body["error"]
    assert store.reads() == 0  # refused before any read


def run_final(api, store) -> str:
    made = api.handle("POST", "/api/episodes", b'{"variant": "kuhn", "seats": ["house", "random"], "hands": 2}', True)
    episode = made.json()["episode"]
    stepper.run_to_end(store.inner, episode)
    pipeline.on_finalize(store.inner, episode)
    return episode


def test_an_episode_turning_final_is_listed_within_the_window(api, store, clock):
    made = api.handle("POST", "/api/episodes", b'{"variant": "kuhn", "seats": ["house", "random"], "hands": 2}', True)
    episode = made.json()["episode"]
    assert [e["episode"] for e in get(api, "/api/episodes?status=running")[1]["episodes"]] == [episode]
    assert get(api, "/api/episodes?status=final")[1]["episodes"] == []
    stepper.run_to_end(store.inner, episode)
    pipeline.on_finalize(store.inner, episode)
    # Within the window the kept pages stand (no agent named: they were read while it ran) ...
    running = get(api, "/api/episodes?status=running")[1]["episodes"]
    assert [e["agents"] for e in running] == [None]
    assert get(api, "/api/episodes?status=final")[1]["episodes"] == []
    clock.now += FRESH_SECONDS  # ... and once it is over the pages show the change
    assert get(api, "/api/episodes?status=running")[1]["episodes"] == []
    final = get(api, "/api/episodes?status=final")[1]["episodes"]
    assert [(e["episode"], e["agents"]) for e in final] == [(episode, ["house", "random"])]


def test_a_create_in_this_process_is_listed_at_once(api, store):
    assert get(api, "/api/episodes")[1]["episodes"] == []
    made = api.handle("POST", "/api/episodes", b'{"variant": "kuhn", "seats": ["house", "random"], "hands": 2}', True)
    assert [e["episode"] for e in get(api, "/api/episodes")[1]["episodes"]] == [made.json()["episode"]]


def test_a_final_episode_is_read_once_per_process(api, store):
    episode = run_final(api, store)
    answers = [get(api, f"/api/episodes/{episode}{tail}") for tail in ("", "/events", "/results")]
    store.reset()
    for _ in range(10):
        assert [get(api, f"/api/episodes/{episode}{tail}") for tail in ("", "/events", "/results")] == answers
    assert store.reads() == 0  # before: 10 x (2 + 1 + 3) reads
    state = answers[0][1]
    assert state["status"] == "final" and state["config"]["agents"] == ["house", "random"]
    replay = state["replay"]
    api.handle("GET", f"/api/blobs/{replay}", None, False)
    store.reset()
    for _ in range(10):
        assert api.handle("GET", f"/api/blobs/{replay}", None, False).status == 200
    assert store.reads() == 0  # a replay is written once: kept


def test_a_running_episode_is_never_answered_from_memory(api, store):
    made = api.handle("POST", "/api/episodes", b'{"variant": "kuhn", "seats": ["house", "random"], "hands": 2}', True)
    episode = made.json()["episode"]
    before = get(api, f"/api/episodes/{episode}")[1]
    assert "agents" not in before["config"] and "seed" not in before["config"]
    stepper.run_to_end(store.inner, episode)
    moved = get(api, f"/api/episodes/{episode}")[1]
    assert moved["status"] == "finished" != before["status"]  # one head read per request: never a stale state
    assert get(api, f"/api/episodes/{episode}/results")[0] == 409
    pipeline.on_finalize(store.inner, episode)
    state = get(api, f"/api/episodes/{episode}")[1]
    assert state["status"] == "final" and state["config"]["seed"] > 0  # shown now, and only now
    assert get(api, f"/api/episodes/{episode}/results")[0] == 200


def test_a_published_file_is_reread_after_the_window(api, store, clock):
    store.inner.publish("public/leaderboard.json", b'{"n": 1}')
    assert get(api, "/api/leaderboard") == (200, {"n": 1})
    store.inner.publish("public/leaderboard.json", b'{"n": 2}')
    assert get(api, "/api/leaderboard") == (200, {"n": 1}) and store.reads() == 1
    clock.now += FRESH_SECONDS
    assert get(api, "/api/leaderboard") == (200, {"n": 2}) and store.reads() == 2
    assert get(api, "/api/blobs/public/missing.json")[0] == 404  # a miss is not kept: it may appear
    store.inner.publish("public/missing.json", b"{}")
    assert get(api, "/api/blobs/public/missing.json") == (200, {})


def test_the_fresh_cache_keeps_within_its_bounds():
    clock = FakeClock()
    cache = FreshCache(ttl=5.0, max_bytes=10, max_entries=2, clock=clock)
    cache.put("a", b"1234")
    cache.put("b", b"1234")
    cache.put("c", b"1234")  # three entries: the oldest goes
    assert cache.get("a") is None and cache.get("b") == b"1234"
    cache.put("d", b"12345678")  # over ten bytes: the oldest go until it fits
    assert (cache.get("b"), cache.get("c"), cache.get("d")) == (None, None, b"12345678")
    cache.put("e", b"x" * 11)  # larger than the whole budget: never kept
    assert cache.get("e") is None and cache.get("d") == b"12345678"


# -- on AWS (moto over HTTP): DynamoDB requests and items per listing ---------------------------------


def test_the_aws_listing_reads_one_page_in_one_batch(stack):
    from cosino_devtools.awslocal import FakeContext, api_gateway_event
    from cosino_runtime.lambdas import http_api
    from cosino_runtime.lambdas.environment import runtime

    rt = runtime()
    ids = fill(rt.store, STORED)
    calls: list[tuple[str, dict]] = []

    def sent(params, model, **kwargs):
        calls.append((model.name, params))

    rt.ddb.meta.events.register("provide-client-params.dynamodb", sent)

    def handle(path: str):
        out = http_api.handler(api_gateway_event("GET", path, None, False), FakeContext())
        return out["statusCode"], json.loads(out["body"])

    status, body = handle("/api/episodes?status=running")
    assert status == 200 and len(body["episodes"]) == LIST_LIMIT
    assert [name for name, _ in calls] == ["Query", "BatchGetItem"]  # before: 1 Query and 500 GetItems
    batch = calls[1][1]["RequestItems"][rt.table]
    assert len(batch["Keys"]) == LIST_LIMIT and batch["ConsistentRead"] is False  # half the read units
    for _ in range(5):
        assert handle("/api/episodes?status=running") == (200, body)
    assert len(calls) == 2  # repeated within the window: no request at all
    # The handler passes API Gateway's query string on (it reached the routes without it before).
    assert handle("/api/episodes?status=final") == (200, {"status": "final", "episodes": [], "next": None})
    assert handle("/api/episodes?limit=0")[0] == 400
    seen, path = [], "/api/episodes?limit=100"
    while True:
        status, body = handle(path)
        seen += [e["episode"] for e in body["episodes"]]
        if body["next"] is None:
            break
        path = f"/api/episodes?limit=100&after={body['next']}"
    assert sorted(seen) == sorted(ids) and len(seen) == len(ids)
    assert all(len(p["RequestItems"][rt.table]["Keys"]) <= 100 for n, p in calls if n == "BatchGetItem")
