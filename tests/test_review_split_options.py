"""Review: a decision whose legal options name one kind more than once (oh-hell's dealer).

The dealer may not bid the amount that makes the four bids sum to the hand's size, so its legal
options are one per allowed bid (``bid 0``, ``bid 2``, ``bid 3``). The answer parser kept one option
per kind, the last, so every bid a remote or model dealer sent, the legal ones too, was moved to
the highest allowed bid and recorded as the seat's own choice. Now the options of one kind are
read together: an allowed amount is applied as sent, one between two allowed ranges is refused
(the hand's fallback applies), and one past either end still moves to it.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
from http.server import BaseHTTPRequestHandler

import pytest
from support.loopback import serve, stop

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import read_replay, verify
from cosino.seats.answers import parse_answer
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore

DEALER = [{"action": "bid", "min": b, "max": b} for b in (0, 2, 3)]


@pytest.mark.parametrize(
    "text, amount",
    [('{"action": "bid", "amount": 0}', 0), ("bid 2", 2), ("nil", 0), ("3", 3)],
)
def test_an_allowed_bid_of_the_dealer_is_applied_as_sent(text, amount):
    answer = parse_answer(text, DEALER)
    assert answer.response == {"action": "bid", "amount": amount} and answer.accepted


def test_a_bid_without_its_number_is_refused_not_the_lowest():
    # since session 31 a bid is its number (tests/test_review_bid_numbers.py); it used to take the lowest, 0
    answer = parse_answer('{"action": "bid"}', DEALER)
    assert not answer.accepted and answer.reason == "'bid' needs its number (or nil), and none is given"


def test_a_forbidden_bid_of_the_dealer_is_refused_not_moved():
    answer = parse_answer('{"action": "bid", "amount": 1}', DEALER)
    assert not answer.accepted and answer.reason == "amount 1 is not a legal bid here (legal: 0, 2, 3)"


@pytest.mark.parametrize("text", ["bid 9", "bid -4"])
def test_a_bid_past_either_end_is_refused_not_moved_to_it(text):
    # a bid is its number (session 32): before, 9 moved to 3 and -4 to 0, a nil
    answer = parse_answer(text, DEALER)
    assert not answer.accepted and answer.reason.endswith("(legal: 0, 2, 3); a bid is never rounded or moved")


def _agent(chosen: list[int], splits: list[bool]):
    """An agent that bids 1 (a dealer: its lowest allowed bid, 0), in loose text for odd requests and
    JSON for even ones, and plays its first legal card; it notes each bid it sends and each split decision."""
    lock = threading.Lock()

    class Agent(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            observation = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            legal = observation["legal"]
            with lock:
                if legal[0]["action"] == "bid":
                    split = len(legal) > 1  # three bids of 1 leave the dealer a forbidden bid in the middle
                    bid = legal[0]["min"] if split else max(legal[0]["min"], min(1, legal[0]["max"]))
                    chosen.append(bid)
                    splits.append(split)
                    text = f"I bid {bid}" if len(chosen) % 2 else json.dumps({"action": "bid", "amount": bid})
                else:
                    text = json.dumps({"action": legal[0]["action"], "card": legal[0].get("cards", [None])[0]})
            body = text.encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return Agent


def test_remote_dealers_bid_what_they_send_in_a_played_episode(monkeypatch):
    monkeypatch.setenv("COSINO_AGENT_ADDRESSES", "any")
    monkeypatch.delenv("COSINO_AGENT_SECRET", raising=False)
    chosen: list[int] = []
    splits: list[bool] = []
    httpd, url = serve(_agent(chosen, splits))
    root = tempfile.mkdtemp(prefix="split-options-")
    store = EmbeddedStore(root)
    try:
        config = EpisodeConfig("oh-hell", tuple(f"remote:{url}/seat{i}" for i in range(4)), 4, 1, budget=2000)
        episode_id = stepper.create(store, config)
        stepper.run_to_end(store, episode_id)
        replay_key, results_key = stepper.finalize(store, episode_id)
        replay, results = store.get_blob(replay_key), store.get_blob(results_key)
    finally:
        store.close()
        stop(httpd)
        shutil.rmtree(root, ignore_errors=True)
    records = read_replay(replay)
    bids = [r for r in records if r["type"] == "action" and r["action"] == "bid"]
    assert [r["amount"] for r in bids] == chosen and not any("error" in r for r in bids)
    # Every dealer had a forbidden bid between allowed ones (before the fix, its 0 became a 9 or a 10).
    assert splits[3::4] == [True] * 4 and [r["amount"] for r in bids[3::4]] == [0] * 4
    assert verify(replay, results).ok
