"""Private cards and seeds while an episode runs: what reaches a seat, and what a stranger can fetch.

Every test plays real episodes. A seat may see its own cards (dealt, passed, received), the cards
face up at its table in the hand it is playing, and nothing else: no other seat's holding, no card
still in the deck, no seed, no episode id (local ids carry the seed).
"""

from __future__ import annotations

import http.client
import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.games.registry import get_variant, variant_names
from cosino.seats.house import decision_rng
from cosino.seats.prompts import render_prompt
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.store.embedded import EmbeddedStore

CARD = re.compile(r"(?<![A-Za-z0-9])([2-9TJQKA][cdhs])(?![A-Za-z0-9])")
# Records whose cards lie face up for the whole table of their hand.
FACE_UP = {"board", "upcard", "trumpCard", "trick", "turnDown", "pickUp"}
SEED = 2**62 + 12_345  # large enough for outside seats, and written nowhere a seat may read


def cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return set(CARD.findall(value))
    if isinstance(value, dict):
        return set().union(set(), *(cards_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(cards_in(v) for v in value))
    return set()


def may_see(records: list[dict[str, Any]], hand: int, slot: int) -> set[str]:
    """The cards ``slot`` may know while deciding in ``hand``: its own, and those face up this hand."""
    seen: set[str] = set()
    for r in records:
        if r.get("hand") != hand:
            continue
        kind = r.get("type")
        if kind in FACE_UP or (kind == "action" and r.get("action") == "play"):
            seen |= cards_in(r.get("cards")) | cards_in(r.get("card"))
        if r.get("slot") == slot and kind in ("deal", "receive", "action"):
            seen |= cards_in(r.get("cards")) | cards_in(r.get("card"))  # its deal, its passes, its discard
    return seen


def dealt_elsewhere(records: list[dict[str, Any]], hand: int, slot: int) -> set[str]:
    """Cards of this hand's deal that ``slot`` does not hold (what a leak would show)."""
    return {
        c
        for r in records
        if r.get("hand") == hand and r.get("type") == "deal" and r.get("slot") != slot
        for c in cards_in(r.get("cards"))
    }


@pytest.mark.parametrize("variant", variant_names())
def test_no_observation_or_prompt_shows_a_card_the_seat_may_not_see(variant):
    n = get_variant(variant).min_seats
    checked = 0
    for seed, kind in ((SEED, "house"), (SEED + 1, "random")):
        config = EpisodeConfig(variant, (kind,) * n, 4, seed)
        episode = Episode(config)
        while (pending := episode.pending()) is not None:
            slot, obs = pending
            prompt = render_prompt(obs)
            text = json.dumps(obs) + prompt.system + prompt.user
            shown = cards_in(obs) | cards_in(prompt.user)
            allowed = may_see(episode.records, episode.hand_index, slot)
            assert shown <= allowed, (variant, episode.hand_index, slot, sorted(shown - allowed))
            assert str(seed) not in text and str(seed)[:12] not in text
            checked += bool(dealt_elsewhere(episode.records, episode.hand_index, slot))
            seat = build_seat(config.agents[slot], variant, decision_rng(seed, slot, episode.decisions))
            episode.decide(seat.act(obs))
    assert checked  # other seats held cards that could have leaked


class Agent:
    """A loopback remote agent that records every request's bytes and answers with a wrong card."""

    def __init__(self) -> None:
        self.requests: list[bytes] = []  # request line, headers and body
        self.bodies: list[bytes] = []
        agent = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                agent.requests.append(self.requestline.encode() + bytes(self.headers) + body)
                agent.bodies.append(body)
                # An answer that is never legal: the fallback, and any error, must not show other cards.
                reply = b'{"action": "play", "card": "As", "amount": 3, "say": "what do you hold?"}'
                self.send_response(200)
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/act"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.mark.parametrize("variant", ["holdem-6max", "hearts", "euchre"])
def test_a_remote_agent_receives_no_card_seed_or_episode_id_it_may_not_see(tmp_path, variant):
    """`cosino play` names its episode `<variant>-<seed>-<hex>`: that id reaches no seat."""
    agent = Agent()
    store = EmbeddedStore(tmp_path / ".store")
    try:
        n = get_variant(variant).min_seats
        config = EpisodeConfig(variant, (f"remote:{agent.url}",) + ("house",) * (n - 1), 4, SEED)
        episode_id = stepper.create(store, config)
        assert str(SEED) in episode_id  # the local id does carry the seed
        while (head := store.load_head(episode_id)).status == "running":
            before = store.events(episode_id)  # what the observation was made from
            asked = len(agent.requests)
            stepper.step(store, episode_id, head.version)
            if len(agent.requests) == asked:
                continue  # a house seat decided
            request = agent.requests[-1]
            hand = max(r["hand"] for r in before if r["type"] == "hand")
            shown = cards_in(request.decode("utf-8", "replace"))
            allowed = may_see(before, hand, 0)
            assert shown <= allowed, (variant, hand, sorted(shown - allowed))
            for secret in (str(SEED), episode_id, episode_id.split("-")[-1]):
                assert secret.encode() not in request
            assert b"not a legal choice" not in request  # a refusal is never echoed to the seat
        assert agent.requests
        assert any(r.get("error") for r in store.events(episode_id))  # its answers were refused and fell back
    finally:
        store.close()
        agent.close()


def test_the_static_server_never_serves_a_running_store_inside_the_viewer_folder(tmp_path):
    """`cosino play --out` or a league's `--out` inside the served folder puts `<out>/.store` there:
    the SQLite file of a running episode holds its seed and every seat's cards."""
    from cosino_runtime.api import server as serve

    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html>")
    store = EmbeddedStore(site / "runs" / ".store")
    try:
        config = EpisodeConfig("holdem-hu", ("house", "house"), 2, SEED)
        episode_id = stepper.create(store, config)
        stepper.step(store, episode_id, 1)
        assert store.load_head(episode_id).status == "running"
    finally:
        store.close()
    files = [p for p in (site / "runs" / ".store").rglob("*") if p.is_file()]
    assert any(str(SEED).encode() in p.read_bytes() for p in files)  # what a stranger would read
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)
    try:
        host, port = served.url.removeprefix("http://").split(":")

        def get(path: str) -> int:
            conn = http.client.HTTPConnection(host, int(port), timeout=10)
            try:
                conn.request("GET", path)
                response = conn.getresponse()
                response.read()
                return response.status
            finally:
                conn.close()

        assert get("/index.html") == 200
        for p in files:
            rel = "/" + p.relative_to(site).as_posix()
            assert get(rel) == 404, rel
        assert get("/runs/./.store/cosino.sqlite") == 404
    finally:
        served.stop()


def test_hidden_name_check_keeps_the_viewer_pages(tmp_path):
    """The refusal is of dot-names only: a page in a nested folder is still served."""
    from cosino_runtime.api import server as serve

    site = tmp_path / "site"
    (site / "js").mkdir(parents=True)
    (site / "js" / "a.b.js").write_text("1")
    served = serve.start(tmp_path / "data", port=0, viewer=Path(site), tick_seconds=3600)
    try:
        host, port = served.url.removeprefix("http://").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=10)
        conn.request("GET", "/js/a.b.js?v=1")
        assert conn.getresponse().status == 200
        conn.close()
    finally:
        served.stop()


def test_a_league_sends_its_remote_agent_no_episode_id_seed_or_hidden_card(tmp_path):
    """League episode ids carry their seeds (`<variant>-<seed>-<hex>`); none reaches the agent."""
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.episodes import schedule
    from cosino_runtime.league.runner import run_league

    agent = Agent()
    try:
        path = tmp_path / "league.toml"
        path.write_text(
            "\n".join(
                [
                    "[league]",
                    'name = "secrets"',
                    'variants = ["leduc", "holdem-hu"]',
                    "hands = 2",
                    f"seed = {SEED}",
                    'out = "out"',
                    "bootstrap = 0",
                    "[agents.house]",
                    'seat = "house"',
                    "[agents.far]",
                    'seat = "remote"',
                    f'url = "{agent.url}"',
                ]
            )
            + "\n"
        )
        config = load_config(path, check_network=False)
        items = schedule(config)
        run_league(config, progress=False)
        assert agent.requests
        sent = b"\n".join(agent.requests)
        for item in items:
            assert str(item.seed) in item.episode_id  # what would deal the episode, were it sent
            for secret in (str(item.seed), item.episode_id, item.episode_id.rsplit("-", 1)[1]):
                assert secret.encode() not in sent
        assert str(SEED).encode() not in sent
        # Each request shows its own cards and the face-up ones, never the house seat's.
        for body in agent.bodies:
            obs = json.loads(body)
            hidden = cards_in(obs) - set(obs["cards"]) - set(obs.get("board") or [])
            assert not hidden, hidden
    finally:
        agent.close()


# -- a named seed that another episode of the store is dealt from ------------------------------------

REMOTE = "remote:http://127.0.0.1:9/agent"


def create(handle, seats: list[str], hands: int, seed: int | None, variant: str = "holdem-hu") -> tuple[int, Any]:
    body: dict[str, Any] = {"variant": variant, "seats": seats, "hands": hands}
    if seed is not None:
        body["seed"] = seed
    return handle("POST", "/api/episodes", json.dumps(body).encode(), True)


class NoQueue:
    def send_step(self, *args: Any, **kwargs: Any) -> None:
        pass

    def send_finalize(self, *args: Any, **kwargs: Any) -> None:
        pass


def test_an_outside_agents_episode_gets_no_seed_another_episode_was_dealt_from(tmp_path):
    """Before: an episode named a final episode's seed and ran with its hands on the open log."""
    from cosino_runtime.api.routes import Api

    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, NoQueue())

        def handle(method: str, path: str, body: bytes | None, auth: bool) -> tuple[int, Any]:
            response = api.handle(method, path, body, auth)
            return response.status, response.json()

        seed = 2**50 + 7
        status, made = create(handle, ["house", "house"], 2, seed)
        assert status == 201
        first = made["episode"]
        stepper.run_to_end(store, first)
        stepper.finalize(store, first)
        status, state = handle("GET", f"/api/episodes/{first}", None, False)
        assert state["status"] == "final" and state["config"]["seed"] == seed  # public, as it must be
        dealt = [
            r["cards"]
            for r in handle("GET", f"/api/episodes/{first}/events", None, False)[1]["events"]
            if r["type"] == "deal" and r["hand"] == 0
        ]
        assert len(dealt) == 2
        running_before = handle("GET", "/api/episodes?status=running", None, False)[1]["episodes"]

        for seats, hands, variant in (
            (["house", REMOTE], 4, "holdem-hu"),
            ([REMOTE] + ["house"] * 5, 2, "holdem-6max"),
        ):
            status, refused = create(handle, seats, hands, seed, variant)
            assert status == 409, refused
            assert "field 'seed'" in refused["error"] and first in refused["error"] and "\n" not in refused["error"]
        assert handle("GET", "/api/episodes?status=running", None, False)[1]["episodes"] == running_before

        # The same create again is the same episode; house tables may share a seed; a fresh seed is fine.
        assert create(handle, ["house", "house"], 2, seed)[0] == 200
        assert create(handle, ["house", "random"], 2, seed)[0] == 201
        assert create(handle, ["house", REMOTE], 4, None)[0] == 201
        assert create(handle, ["house", REMOTE], 4, seed + 1)[0] == 201
        # The other way round: an outside agent's seed is not dealt again to anyone.
        assert create(handle, ["house", "house"], 6, seed + 1)[0] == 409
    finally:
        store.close()


def test_the_aws_store_claims_seeds_too(stack):
    from cosino_devtools.awslocal import FakeContext, api_gateway_event
    from cosino_runtime.lambdas import http_api as api_handler

    def handle(method: str, path: str, body: bytes | None, auth: bool) -> tuple[int, Any]:
        out = api_handler.handler(api_gateway_event(method, path, body, auth), FakeContext())
        return out["statusCode"], json.loads(out["body"])

    seed = 2**50 + 11
    status, made = create(handle, ["house", "house"], 2, seed)
    assert status == 201
    status, refused = create(handle, ["house", REMOTE], 4, seed)
    assert status == 409 and made["episode"] in refused["error"]
    assert create(handle, ["house", "house"], 2, seed)[0] == 200
    listed = handle("GET", "/api/episodes?status=running", None, False)[1]["episodes"]
    assert [e["episode"] for e in listed] == [made["episode"]]  # the claim is no episode


# -- one agent, two seats -----------------------------------------------------------------------------


def league_file(tmp_path: Path, variants: str, agents: dict[str, str]) -> Path:
    lines = ["[league]", 'name = "seats"', f"variants = {variants}", "hands = 2", f"seed = {SEED}", 'out = "out"']
    for name, seat in agents.items():
        lines += [f"[agents.{name}]", f'seat = "{seat}"']
        if seat == "remote":
            lines.append('url = "http://127.0.0.1:9/act"')
    path = tmp_path / "league.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.parametrize("variants", ['["hearts"]', '["euchre", "spades"]', '["holdem-6max"]'])
def test_an_outside_agent_never_holds_two_seats_at_one_table(tmp_path, cosino_cli, variants):
    """Before: with three agents at hearts the remote one sat twice at every table and was sent both
    seats' observations (26 of the 52 cards in each hand)."""
    from cosino_runtime.league.config import LeagueConfigError, load_config

    path = league_file(tmp_path, variants, {"house": "house", "random": "random", "far": "remote"})
    with pytest.raises(LeagueConfigError, match=r"agent 'far' \(remote\) would hold two seats") as refused:
        load_config(path, check_network=False)
    assert "\n" not in str(refused.value) and "seats" in str(refused.value)
    code, _out, err = cosino_cli("league", "run", "--config", str(path), "--no-probe", "--quiet")
    assert code == 2 and err.count("\n") == 1 and "two seats" in err
    assert not (tmp_path / "out").exists()
    # The arena's own seats may fill a table; so may enough agents for one seat each.
    load_config(league_file(tmp_path, variants, {"house": "house", "random": "random", "fake": "fake"}), False)
    if "6max" not in variants:
        many = {"house": "house", "random": "random", "far": "remote", "fake": "fake"}
        load_config(league_file(tmp_path, variants, many), check_network=False)


def test_one_outside_agent_is_not_seated_twice_beside_others_by_play_or_the_api(tmp_path, cosino_cli):
    """Before: `--seats remote:X,remote:X,house,house` sent one agent two hearts hands each deal."""
    from cosino_runtime.api.routes import Api

    twice = [REMOTE, "house", REMOTE, "house"]
    code, _out, err = cosino_cli(
        "play", "--variant", "hearts", "--seats", ",".join(twice), "--out", str(tmp_path / "runs")
    )
    assert code == 2 and err.count("\n") == 1 and "seat 3" in err and "same outside agent as seat 1" in err
    assert not (tmp_path / "runs").exists()
    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, NoQueue())
        response = api.handle("POST", "/api/episodes", json.dumps({"variant": "hearts", "seats": twice}).encode(), True)
        assert response.status == 400 and "field 'seats'" in response.json()["error"]
        assert store.list_episodes() == []
        # Alone at its table an agent only plays itself; different agents, or house seats twice, are fine.
        for seats in ([REMOTE] * 4, [REMOTE, REMOTE + "2", "house", "house"], ["house", "house", REMOTE, "random"]):
            response = api.handle(
                "POST", "/api/episodes", json.dumps({"variant": "hearts", "seats": seats}).encode(), True
            )
            assert response.status == 201, response.json()
    finally:
        store.close()


def test_a_league_refuses_one_remote_url_under_two_agent_names(tmp_path):
    from cosino_runtime.league.config import LeagueConfigError, load_config

    path = league_file(tmp_path, '["kuhn"]', {"house": "house", "far": "remote", "near": "remote"})
    with pytest.raises(LeagueConfigError, match=r"\[agents.near\] url: the same URL as agent 'far'") as refused:
        load_config(path, check_network=False)
    assert "\n" not in str(refused.value) and ": line " in str(refused.value)
    path.write_text(path.read_text().replace("9/act", "9/other", 1))  # two agents, two URLs
    load_config(path, check_network=False)
