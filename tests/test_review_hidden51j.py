"""Review 51j, hidden information seen from a competitor's seat: what a seat's agent or anyone reading the open
API can learn of cards it was not shown while an episode runs, in every variant.

Channels checked, and how:

- every read route of the API (state, events, results, HEAD, the running and finished listings, the published
  index and leaderboard, blob reads) and its 4xx bodies (an unknown route under a running episode, a malformed
  id, a missing episode, an unknown blob), on a running episode of each variant stopped in its second hand (for a
  duplicate table: the mirror of a pair whose first hand is withheld), with seats whose refused
  answers put evidence in the log: no body names a card the table has not seen face up in a hand it may see,
  the seed, or an agent, a route's error says the same of a running episode as of a missing one, and a caller
  who may not create gets the same 401 whether or not the seed it names deals a running episode;
- what a remote agent is sent (an outside seat at a loopback URL): the headers are the transport's own and the
  signature's, none naming the episode, a seat or an agent; the body is the seat's own observation and nothing
  else (no episode id, hand index, seed or other seat's agent); once the seat knows its own cards, the rest of
  the deal is covered by tests/test_hidden_differential.py;
- the seed commitments: the API's id of an episode with a secret seed is a digest of a config whose seed is drawn
  from at least 2^48 (test_secret_seed_ids_are_not_a_small_search), and the league's per-episode ids carry their
  seed only in files the docs say are not for publishing while the league runs (docs/league.md).

Found and left (reported, not fixed here): a withheld hand's decisions still cost time a poller can see (the
live log is re-read at each new version, and the mirror starts when the first hand ends), so the length of a
pair's first hand leaks roughly as its decision count would. A store that ``cosino play`` or a league keeps
(``<out>/.store``, ids with the seed in them) served with ``cosino serve --data`` listed running ids that name
their seeds; since review 51l the API withholds such an episode until it is final (tests/test_review_seed_ids51l.py).
"""

from __future__ import annotations

import json
import re
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

import pytest
from support.loopback import serve, stop

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.canonical import dump_bytes
from cosino.seats.house import decision_rng
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.engine.seeds import SEARCHABLE_BELOW
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat
from cosino_runtime.seats.signing import SIGNATURE_HEADER, TIMESTAMP_HEADER
from cosino_runtime.store.embedded import EmbeddedStore

SEED = 2**48 + 918273645  # above the searchable floor; its digits appear nowhere by chance
CARD = re.compile(r"(?<![0-9A-Za-z])[2-9TJQKA][cdhs](?![0-9A-Za-z])")  # a card standing alone, not inside a digest
# Records whose cards lie face up for the table of their own hand.
FACE_UP = {"board", "upcard", "trumpCard", "showdown", "award", "trick", "turnDown", "pickUp"}


class NullQueue:
    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        pass

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        pass


class Refusing:
    """The house seat, but every fifth decision answers an illegal card and a word no game knows, so refused
    answers (with their received evidence and the engine's error) are in the log."""

    def __init__(self, name: str, variant: str, rng: Any) -> None:
        self.house = build_seat("house", variant, rng)
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> Any:
        if self.rng.randbelow(5) == 0:
            return {"action": "play", "card": "Zz", "say": "no"}
        return self.house.act(observation)


def seen_cards(records: list[dict[str, Any]], duplicate: bool) -> set[str]:
    """The cards the table has seen face up in the hands it may see (written apart from public.py: a pair's first
    hand is seen once its mirror is over, every other hand as it is played)."""
    over = {r["hand"] for r in records if r["type"] in ("handEnd", "handVoid")}
    shown: set[str] = set()
    for r in records:
        hand = r.get("hand")
        if duplicate and isinstance(hand, int) and hand % 2 == 0 and hand + 1 not in over:
            continue
        if r["type"] in FACE_UP:
            shown.update(CARD.findall(json.dumps(r)))
        elif r["type"] == "action" and r.get("action") == "play":
            shown.add(r["card"])  # the card laid, not the legal list beside it
    return shown


def dealt_cards(records: list[dict[str, Any]]) -> set[str]:
    deck: set[str] = set()
    for r in records:
        if r["type"] in ("deal", "receive"):
            deck.update(r["cards"])
    return deck


def drive_into_second_hand(store: EmbeddedStore, variant: str) -> tuple[str, list[dict[str, Any]]]:
    v = get_variant(variant)
    n = 6 if v.max_seats >= 6 else v.min_seats
    config = EpisodeConfig(variant, ("house",) * n, 4, SEED, 400)
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=False))  # as the API names it
    # Trick hands are long: six decisions into the second; a poker hand may end at its first, so it is dealt only.
    wanted = 6 if v.min_seats == 4 else 0
    records: list[dict[str, Any]] = []
    while sum(r["type"] == "action" and r["hand"] == 1 for r in records) < wanted or not any(
        r["type"] == "hand" and r["hand"] == 1 for r in records
    ):
        row = store.load_head(episode)
        assert row.status == "running"
        assert stepper.step(store, episode, row.version, Refusing).status == "applied"
        records = store.events(episode)
    records = store.events(episode)
    assert not any(r["type"] == "handEnd" and r["hand"] == 1 for r in records)
    assert any("error" in r for r in records), "the log needs refused answers"
    return episode, records


def read_routes(api: Api, episode: str) -> dict[str, tuple[int, bytes]]:
    missing = "kuhn-00000000000000000000"
    paths = [
        ("GET", f"/api/episodes/{episode}"),
        ("GET", f"/api/episodes/{episode}/events"),
        ("HEAD", f"/api/episodes/{episode}/events"),
        ("GET", f"/api/episodes/{episode}/results"),
        ("GET", f"/api/episodes/{episode}/replay"),
        ("GET", f"/api/episodes/{episode}/events/0"),
        ("GET", f"/api/episodes/{episode.upper()}"),
        ("GET", f"/api/episodes/{missing}"),
        ("GET", f"/api/episodes/{missing}/replay"),
        ("GET", "/api/episodes?status=running"),
        ("GET", "/api/episodes?status=finished"),
        ("GET", "/api/episodes?status=final"),
        ("GET", "/api/blobs/public/episodes.json"),
        ("GET", "/api/leaderboard"),
        ("GET", f"/api/blobs/replays/{'0' * 64}.jsonl"),
        ("GET", f"/api/blobs/events/{episode}"),
        ("POST", f"/api/episodes/{episode}"),
    ]
    out = {}
    for method, path in paths:
        reply = api.handle(method, path, None, False)
        out[f"{method} {path}"] = (reply.status, reply.body)
    return out


@pytest.mark.parametrize("variant", variant_names())
def test_no_read_route_or_error_names_a_card_the_table_has_not_seen(tmp_path, variant):
    store = EmbeddedStore(tmp_path / "data")
    try:
        episode, records = drive_into_second_hand(store, variant)
        duplicate = get_variant(variant).duplicate and not get_variant(variant).chip_race
        allowed = seen_cards(records, duplicate)
        hidden = dealt_cards(records) - allowed
        assert len(hidden) >= 2, "the test needs cards the table has not seen"
        replies = read_routes(Api(store, NullQueue()), episode)
        for route, (status, body) in replies.items():
            text = body.decode()
            assert status < 500, (route, status, text)
            assert not set(CARD.findall(text)) & hidden, (route, sorted(set(CARD.findall(text)) & hidden))
            assert str(SEED) not in text, route
        view = json.loads(replies[f"GET /api/episodes/{episode}/events"][1])
        assert view["view"] == "public"
        assert {s["agent"] for s in view["events"][0]["seats"]} == {""}
        state = json.loads(replies[f"GET /api/episodes/{episode}"][1])
        assert "seed" not in state["config"] and "agents" not in state["config"]
        # A route that is not there answers alike for a running episode and a missing one: no state in it.
        ours = json.loads(replies[f"GET /api/episodes/{episode}/replay"][1])
        theirs = json.loads(replies["GET /api/episodes/kuhn-00000000000000000000/replay"][1])
        assert replies[f"GET /api/episodes/{episode}/replay"][0] == 404
        assert ours["error"].replace(episode, "ID") == theirs["error"].replace("kuhn-00000000000000000000", "ID")
        # Who may not create cannot ask whether a seed is taken (the 409 that names the episode dealt from it).
        api = Api(store, NullQueue())
        asks = [json.dumps({"variant": variant, "seats": ["house"] * 2, "seed": s}).encode() for s in (SEED, 5)]
        refusals = {(r.status, r.body) for r in (api.handle("POST", "/api/episodes", b, False) for b in asks)}
        assert len(refusals) == 1 and next(iter(refusals))[0] == 401
    finally:
        store.close()


# -- what a remote agent is sent ---------------------------------------------------------------------------------


class Capture:
    """A loopback agent that keeps every request and answers with a word the parser reads as nothing legal
    (so the episode falls back), keeping its own seat's decisions short."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        capture = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                capture.requests.append({"headers": dict(self.headers), "body": body})
                reply = b'{"action": "zz"}'
                self.send_response(200)
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *args):
                pass

        self.server, base = serve(Handler)
        self.url = base + "/act"

    def close(self) -> None:
        stop(self.server)


RIVAL = "remote:https://rival-agent.example/secret-route"
TRANSPORT_HEADERS = {"host", "accept-encoding", "content-length", "content-type", "connection", "user-agent"}


@pytest.mark.parametrize("variant", variant_names())
def test_a_remote_agent_is_sent_its_observation_and_nothing_naming_the_others(variant):
    v = get_variant(variant)
    n = 6 if v.max_seats >= 6 else v.min_seats
    agent = Capture()
    try:
        seat = RemoteSeat(RemoteAgent(agent.url, b"master", 5.0))
        config = EpisodeConfig(variant, (f"remote:{agent.url}",) + (RIVAL,) * (n - 1), 2, SEED, 400)
        ep = Episode(config)
        sent: list[bytes] = []
        started = time.monotonic()
        while (pending := ep.pending()) is not None and len(sent) < 6 and time.monotonic() - started < 60:
            slot, obs = pending
            if slot == 0:
                sent.append(dump_bytes(obs))
                ep.decide(seat.act(obs))
            else:
                ep.decide(build_seat("house", variant, decision_rng(SEED, slot, ep.decisions)).act(obs))
        assert sent, "seat 0 was never asked"
        assert [r["body"] for r in agent.requests] == sent  # exactly the observation, byte for byte
        for request in agent.requests:
            names = {k.lower() for k in request["headers"]}
            assert names - TRANSPORT_HEADERS == {TIMESTAMP_HEADER.lower(), SIGNATURE_HEADER.lower()}
            text = json.dumps(request["headers"]) + request["body"].decode()
            for secret in (str(SEED), "rival-agent", "secret-route", stepper.episode_id_for(config)[-12:]):
                assert secret not in text, secret
            body = json.loads(request["body"])
            assert not {"hand", "handIndex", "episode", "seed", "agents", "seats"} & set(body)
    finally:
        agent.close()


def test_secret_seed_ids_are_not_a_small_search():
    """The API's id of an episode is a digest of its config: with the seed left out of the request, the only
    unknown is a seed drawn from at least 2^48 values, so trying seeds against the id is no easier than trying
    them against one's own cards, and the id names no seed."""
    from cosino_runtime.api.routes import parse_create

    ids = set()
    for _ in range(8):
        config, chosen = parse_create(b'{"variant": "kuhn", "seats": ["house", "house"]}')
        assert not chosen and config.seed >= SEARCHABLE_BELOW
        episode = stepper.episode_id_for(config, seed_in_id=False)
        assert str(config.seed) not in episode
        ids.add(episode)
    assert len(ids) == 8
