"""The cap on running episodes per outside agent (``COSINO_AGENT_EPISODES``, the stack's
``AgentEpisodeConcurrency``): every decision of an outside seat holds a step worker while the agent
thinks, so an agent that stalls in many episodes at once could hold every worker and make every
other agent's episodes wait. With the cap it holds at most that many. Both stores (SQLite, and
DynamoDB on the moto server), the step function, and ``cosino serve`` with a real stalling agent
over HTTP."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.engine import limits
from cosino_runtime.engine import steps as stepper
from cosino_runtime.engine.flow import is_transient

STALLER = "remote:https://staller.example/act"
OTHER = "remote:https://other.example/act"


@pytest.fixture(params=["embedded", "aws"])
def store(request, tmp_path):
    if request.param == "embedded":
        from cosino_runtime.store.embedded import EmbeddedStore

        st = EmbeddedStore(tmp_path / "store")
        yield st
        st.close()
        return
    from cosino_runtime.store.aws import AwsStore

    stack = request.getfixturevalue("stack")
    yield AwsStore(stack.table, stack.bucket, stack.client("dynamodb"), stack.client("s3"))


def _episode(store, seats, seed):
    return stepper.create(store, EpisodeConfig("kuhn", tuple(seats), 2, seed))


def test_slots_are_capped_idempotent_and_freed(store):
    assert store.hold_slot("k", "a", 2) and store.hold_slot("k", "b", 2)
    assert not store.hold_slot("k", "c", 2)
    assert store.hold_slot("k", "a", 2)  # a first step delivered again: the holder keeps its slot
    assert store.hold_slot("other", "c", 1)  # keys are apart
    store.free_slot("k", "a")
    store.free_slot("k", "a")  # twice: nothing more happens
    store.free_slot("k", "never-held")
    assert store.hold_slot("k", "c", 2) and not store.hold_slot("k", "d", 2)


def test_an_agent_at_its_cap_holds_back_the_next_episode_until_one_ends(store):
    first = _episode(store, [STALLER, "house"], 1)
    second = _episode(store, ["house", STALLER], 2)
    honest = _episode(store, [OTHER, "house"], 3)
    mine = _episode(store, ["house", "random"], 4)
    limits.start_episode(store, first, 1, 0, 1)
    with pytest.raises(limits.RetryStep) as held_back:
        limits.start_episode(store, second, 1, 0, 1)
    assert is_transient(held_back.value)  # the queue delivers it again; nothing was committed
    assert "seat 1's agent" in str(held_back.value) and "staller" not in str(held_back.value)
    limits.start_episode(store, honest, 1, 0, 1)  # another agent is not held back
    limits.start_episode(store, mine, 1, 0, 1)  # nor an episode of the arena's own seats
    limits.start_episode(store, second, 2, 0, 1)  # later steps never are
    stepper.run_to_end(store, first)
    stepper.finalize(store, first)  # its agents' slots go to the episodes that wait
    limits.start_episode(store, second, 1, 0, 1)


def test_an_episode_held_back_by_one_agent_holds_no_slot_of_another(store):
    """Two agents, the second at its cap: the first's slot and the episode slot are given back, so
    waiting episodes never sit on slots that others could run with."""
    busy = _episode(store, [OTHER, "house"], 1)
    limits.start_episode(store, busy, 1, 0, 1)
    both = _episode(store, [STALLER, OTHER], 2)
    with pytest.raises(limits.RetryStep):
        limits.start_episode(store, both, 1, 1, 1)
    alone = _episode(store, [STALLER, "house"], 3)
    limits.start_episode(store, alone, 1, 1, 1)  # the staller's slot and the one episode slot are free


def test_slots_are_freed_even_when_the_cap_was_lifted_meanwhile(store, monkeypatch):
    first = _episode(store, [STALLER, "house"], 1)
    limits.start_episode(store, first, 1, 0, 1)
    monkeypatch.delenv(limits.AGENT_EPISODES_ENV, raising=False)  # lifted before the episode ends
    stepper.run_to_end(store, first)
    stepper.finalize(store, first)
    limits.start_episode(store, _episode(store, [STALLER, "house"], 2), 1, 0, 1)  # set again: free


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


def test_the_step_function_hands_back_a_first_step_over_the_agent_cap(stack, monkeypatch):
    from test_review_runtime_faults import sqs_record

    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "1")
    store = runtime().store
    first = _episode(store, [STALLER, "house"], 5)
    second = _episode(store, [STALLER, "house"], 6)
    limits.start_episode(store, first, 1, 0, 1)
    record = sqs_record(json.dumps({"kind": "step", "episode": second, "version": 1}), "m-1", second)
    from aws_lambda_powertools.utilities.batch.exceptions import BatchProcessingError

    with pytest.raises(BatchProcessingError):  # a batch of one failed: the queue delivers it again
        step.handler({"Records": [record]}, FakeContext())
    assert store.load_head(second).version == 1  # handed back: nothing committed
    stepper.run_to_end(store, first)
    stepper.finalize(store, first)
    assert store.load_head(second).version == 1
    assert step.handler({"Records": [record]}, FakeContext()) == {"batchItemFailures": []}
    assert store.load_head(second).version == 2


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
        body = b'{"action": "check"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_cosino_serve_runs_one_agent_in_at_most_its_cap_of_episodes(tmp_path, monkeypatch):
    """Three episodes of one stalling agent and one of the arena's seats, cap 1: the agent never
    holds two decisions at once (without the cap it held three), and every episode completes."""
    from support.loopback import serve, stop
    from test_serve_e2e import request, wait_final

    from cosino_runtime.api import server as serving

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "1")
    monkeypatch.setenv("COSINO_AGENT_ADDRESSES", "any")
    monkeypatch.setattr(serving, "RETRY_SECONDS", 0.2)
    httpd, base = serve(_Staller)
    served = serving.start(tmp_path / "serve", port=0, viewer=None, tick_seconds=0.5)
    try:
        made = []
        agent = f"remote:{base}/act"
        for seats in ([agent, "house"], ["house", agent], [agent, "random"], ["house", "random"]):
            status, body = request(
                f"{served.url}/api/episodes",
                "POST",
                {"variant": "kuhn", "seats": seats, "hands": 4},
                served.token,
            )
            assert status == 201, body
            made.append(json.loads(body)["episode"])
        for episode in made:
            state = wait_final(served.url, episode)
            assert state["status"] == "final"
            status, body = request(f"{served.url}/api/episodes/{episode}/results")
            assert json.loads(body)["reason"] == "complete"
    finally:
        served.stop()
        stop(httpd)
    assert _Staller.calls >= 6 and _Staller.most == 1


def test_cosino_serve_refuses_an_unusable_cap_at_start_in_one_line(tmp_path, monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.api import server as serving

    monkeypatch.setenv(limits.AGENT_EPISODES_ENV, "\u202e4")
    with pytest.raises(CosinoError) as refused:
        serving.start(tmp_path / "serve", port=0, viewer=None)
    assert str(refused.value).startswith(limits.AGENT_EPISODES_ENV) and "\n" not in str(refused.value)
    assert not (tmp_path / "serve").exists()  # refused before the store was made
