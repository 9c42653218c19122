"""The cap on running episodes per outside agent (``COSINO_AGENT_EPISODES``, the stack's
``AgentEpisodeConcurrency``): every decision of an outside seat holds a step worker while the agent
thinks, so an agent that stalls in many episodes at once could hold every worker and make every
other agent's episodes wait. With the cap it holds at most that many: a create over the cap is
refused (429). Both stores (SQLite, and DynamoDB on the moto server) behind the API's routes, and
``cosino serve`` with a real stalling agent over HTTP."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler

import pytest
from support import loopback

from cosino_runtime.engine import limits
from cosino_runtime.engine import steps as stepper

STALLER = "remote:https://staller.example/act"
OTHER = "remote:https://other.example/act"


@pytest.fixture
def store(any_store):
    return any_store


def test_slots_are_capped_idempotent_and_freed(store):
    assert store.hold_slot("k", "a", 2) and store.hold_slot("k", "b", 2)
    assert not store.hold_slot("k", "c", 2)
    assert store.hold_slot("k", "a", 2)  # a first step delivered again: the holder keeps its slot
    assert store.hold_slot("other", "c", 1)  # keys are apart
    store.free_slot("k", "a")
    store.free_slot("k", "a")  # twice: nothing more happens
    store.free_slot("k", "never-held")
    assert store.hold_slot("k", "c", 2) and not store.hold_slot("k", "d", 2)


def _create(api, seats, seed=None):
    body = {"variant": "kuhn", "seats": seats, "hands": 2}
    if seed is not None:
        body["seed"] = seed
    return api.handle("POST", "/episodes", json.dumps(body).encode(), True)


@pytest.fixture
def api(store):
    from cosino_runtime.api.routes import Api

    class Sent:
        def send_step(self, *args, **kwargs):
            pass

        def send_finalize(self, *args, **kwargs):
            pass

    return Api(store, Sent(), agent_cap=1)


def test_a_create_over_an_agents_cap_is_refused_until_one_of_its_episodes_is_final(api, store):
    first = _create(api, [STALLER, "house"])
    assert first.status == 201, first.body
    refused = _create(api, ["house", STALLER])
    assert refused.status == 429
    message = refused.json()["error"]
    assert "seat 2's agent" in message and "staller" not in message  # the seat (from 1), never its address
    assert store.list_episodes("running") == [store.load_head(first.json()["episode"])]  # nothing made
    assert _create(api, [OTHER, "house"]).status == 201  # another agent is not held back
    assert _create(api, ["house", "random"]).status == 201  # nor the arena's own seats
    assert _create(api, [STALLER, "house"]).status == 429
    episode = first.json()["episode"]
    stepper.run_to_end(store, episode)
    stepper.finalize(store, episode)  # final: its agents' slots are free again
    assert _create(api, ["house", STALLER]).status == 201


def test_a_refused_create_holds_no_slot_of_its_other_agents(api, store):
    assert _create(api, [OTHER, "house"]).status == 201
    assert _create(api, [STALLER, OTHER]).status == 429  # OTHER is at its cap; STALLER's slot is given back
    assert _create(api, [STALLER, "house"]).status == 201


def test_a_holder_that_is_final_or_was_never_created_gives_its_slot_up(api, store):
    """A create that died between its hold and its first write, or a finalisation whose free was
    lost, would otherwise keep one of the agent's slots for good."""
    store.hold_slot(limits.agent_slot_key(STALLER), "kuhn-never-created", 1)
    made = _create(api, [STALLER, "house"])
    assert made.status == 201
    episode = made.json()["episode"]
    stepper.run_to_end(store, episode)
    real_free = store.free_slot
    store.free_slot = lambda key, holder: None  # the finalisation's free is lost
    try:
        stepper.finalize(store, episode)
    finally:
        store.free_slot = real_free
    assert store.load_head(episode).status == "final"
    assert _create(api, ["house", STALLER]).status == 201


def test_a_create_that_fails_gives_its_slots_back(api, store, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("injected: the store failed mid-create")

    monkeypatch.setattr(stepper, "open_episode", broken)  # what the create route calls
    with pytest.raises(RuntimeError):
        _create(api, [STALLER, "house"])
    monkeypatch.undo()
    assert _create(api, [STALLER, "house"]).status == 201


def test_a_failed_free_after_a_failed_create_hides_neither_error_nor_slot(api, store, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("injected: the store failed mid-create")

    def no_free(*args, **kwargs):
        raise ConnectionError("injected: the free failed too")

    monkeypatch.setattr(stepper, "open_episode", broken)  # what the create route calls
    monkeypatch.setattr(store, "free_slot", no_free)
    with pytest.raises(RuntimeError, match="mid-create"):  # the create's failure, not the free's
        _create(api, [STALLER, "house"])
    monkeypatch.undo()
    assert _create(api, ["house", STALLER]).status == 201  # the left slot's holder was never created: given up


def test_a_repeated_create_is_not_refused_by_its_own_slot(api):
    made = _create(api, [STALLER, "house"], seed=2**60 + 5)
    again = _create(api, [STALLER, "house"], seed=2**60 + 5)
    assert (made.status, again.status) == (201, 200)
    assert made.json()["episode"] == again.json()["episode"]


def test_slots_are_freed_even_when_the_cap_was_lifted_meanwhile(api, store):
    made = _create(api, [STALLER, "house"]).json()["episode"]
    api.agent_cap = 0  # lifted before the episode ends
    stepper.run_to_end(store, made)
    stepper.finalize(store, made)
    api.agent_cap = 1  # and set again: the finished episode holds nothing
    assert _create(api, [STALLER, "house"]).status == 201


def test_an_unusable_setting_on_aws_is_a_503_not_a_traceback(store, monkeypatch):
    from cosino_runtime.api.routes import Api

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "1e9")
    reply = _create(Api(store, None), [STALLER, "house"])
    assert reply.status == 503 and "misconfigured" in reply.json()["error"]


@pytest.mark.parametrize(
    "value",
    ["1e9", "-1", "abc", "1_0", "\u0663", "1000000", "\ud800", "\u202e5", "2.5", "nan", "9" * 10_000_000],
)
def test_an_unusable_setting_is_one_line_naming_the_variable(value):
    with pytest.raises(limits.LimitSettingError) as refused:
        limits.agent_episode_cap({limits.AGENT_EPISODES_ENV: value})
    message = str(refused.value)
    assert message.startswith(limits.AGENT_EPISODES_ENV) and len(message) < 120
    assert message.isascii() and message.isprintable()  # no bidi control nor surrogate goes out raw


def test_unset_or_blank_is_the_default():
    assert limits.agent_episode_cap({}) == 0
    assert limits.agent_episode_cap({limits.AGENT_EPISODES_ENV: "  "}, default=4) == 4
    assert limits.agent_episode_cap({limits.AGENT_EPISODES_ENV: " 3 "}) == 3


class _Staller(BaseHTTPRequestHandler):
    """An agent that thinks for a while on every decision and counts how many it holds at once."""

    lock = threading.Lock()
    in_flight = 0
    most = 0
    calls = 0

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        cls = type(self)
        with cls.lock:
            cls.in_flight += 1
            cls.calls += 1
            cls.most = max(cls.most, cls.in_flight)
        time.sleep(0.15)
        with cls.lock:
            cls.in_flight -= 1
        loopback.send_json(self, b'{"action": "check"}')

    def log_message(self, *args):
        pass


def test_cosino_serve_runs_one_agent_in_at_most_its_cap_of_episodes(tmp_path, monkeypatch):
    """Three episodes of one stalling agent, created by a client that retries on 429, and one of
    the arena's seats, cap 1: the agent never holds two decisions at once (without the cap it held
    three), the arena's episode is never refused, and every episode completes."""
    from test_serve_e2e import request, wait_final

    from cosino_runtime.api import server as serving

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "1")
    monkeypatch.setenv("COSINO_AGENT_ADDRESSES", "any")
    httpd, base = loopback.serve(_Staller)
    served = serving.start(tmp_path / "serve", port=0, viewer=None, tick_seconds=0.5)
    agent = f"remote:{base}/act"
    wanted = [[agent, "house"], ["house", agent], [agent, "random"], ["house", "random"]]
    made, refusals = [], 0
    try:
        end = time.monotonic() + 120  # a bound against hanging, not a speed assertion
        while wanted and time.monotonic() < end:
            body = {"variant": "kuhn", "seats": wanted[0], "hands": 4}
            status, reply = request(f"{served.url}/api/episodes", "POST", body, served.token)
            if status == 429:
                refusals += 1
                assert agent in wanted[0]  # the arena's own episode is never refused
                time.sleep(0.1)
                continue
            assert status == 201, reply
            made.append(json.loads(reply)["episode"])
            wanted.pop(0)
        assert not wanted
        for episode in made:
            assert wait_final(served.url, episode)["status"] == "final"
            status, reply = request(f"{served.url}/api/episodes/{episode}/results")
            assert json.loads(reply)["reason"] == "complete"
    finally:
        served.stop()
        loopback.stop(httpd)
    assert refusals > 0 and _Staller.calls >= 6 and _Staller.most == 1


def test_cosino_serve_refuses_an_unusable_cap_at_start_in_one_line(tmp_path, monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.api import server as serving

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "\u202e4")
    with pytest.raises(CosinoError) as refused:
        serving.start(tmp_path / "serve", port=0, viewer=None)
    assert str(refused.value).startswith(limits.AGENT_EPISODES_ENV) and "\n" not in str(refused.value)
    assert not (tmp_path / "serve").exists()  # refused before the store was made
