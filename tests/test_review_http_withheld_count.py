"""While a duplicate pair's first hand is withheld, no open read route may count its decisions:
the episode's version (one commit per decision) did, in its state and in the running listing."""

from __future__ import annotations

import json

from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore


class NoQueue:
    def send_step(self, episode_id: str, version: int, redrive: bool = False) -> None:
        pass

    def send_finalize(self, episode_id: str, redrive: bool = False) -> None:
        pass


def read(api: Api, path: str) -> dict:
    reply = api.handle("GET", path, None, False)
    assert reply.status == 200, reply.body
    return reply.json()


def at_mirror_start(api: Api, seed: int) -> tuple[str, int]:
    """A heads-up episode stepped until its mirror hand is dealt: (its id, the first hand's decisions)."""
    body = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 2, "seed": seed}
    episode = api.handle("POST", "/api/episodes", json.dumps(body).encode(), True).json()["episode"]
    while sum(r["type"] == "hand" for r in read(api, f"/api/episodes/{episode}/events")["events"]) < 2:
        stepper.step(api.store, episode, api.store.load_head(episode).version)
    return episode, api.store.load_head(episode).version - 1


def anonymous(value: dict, episode: str) -> str:
    """A reply with the episode's own id and creation time left out, to compare two episodes."""
    return json.dumps({k: v for k, v in value.items() if k not in ("episode", "createdMs")}).replace(episode, "E")


def test_no_read_route_counts_the_decisions_of_a_withheld_hand(tmp_path):
    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, NoQueue())
        seen: dict[int, str] = {}
        seed = 2**48
        while len(seen) < 2:  # two first hands of different lengths (a fold at once, a longer hand)
            seed += 1
            episode, decisions = at_mirror_start(api, seed)
            seen.setdefault(decisions, episode)
        a, b = seen.values()
        assert anonymous(read(api, f"/api/episodes/{a}/events"), a) == anonymous(
            read(api, f"/api/episodes/{b}/events"), b
        )  # the public view withholds the first hand: the same marker in both
        assert anonymous(read(api, f"/api/episodes/{a}"), a) == anonymous(read(api, f"/api/episodes/{b}"), b)
        listed = {e["episode"]: e for e in read(api, "/api/episodes?status=running&limit=100")["episodes"]}
        assert anonymous(listed[a], a) == anonymous(listed[b], b)
    finally:
        store.close()


def test_a_final_episode_shows_its_version_and_event_count(tmp_path):
    # Hidden while it runs, not for good: once final its state and the final listing give both.
    from cosino_runtime.engine import flow

    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, NoQueue())
        body = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 2, "seed": 7}
        episode = api.handle("POST", "/api/episodes", json.dumps(body).encode(), True).json()["episode"]
        stepper.run_to_end(store, episode)
        flow.on_finalize(store, episode)
        head = store.load_head(episode)
        assert head.status == "final"
        state = read(api, f"/api/episodes/{episode}")
        assert state["version"] == head.version and state["version"] is not None
        assert state["events"] == len(read(api, f"/api/episodes/{episode}/events")["events"]) > 0
        listed = {e["episode"]: e for e in read(api, "/api/episodes?status=final")["episodes"]}
        assert listed[episode]["version"] == head.version
    finally:
        store.close()
