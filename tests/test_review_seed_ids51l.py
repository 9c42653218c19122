"""Review 51l: a store that ``cosino play`` or a league keeps (``<out>/.store``) names its episodes
``<variant>-<seed>-<12 hex>``. Served with ``cosino serve --data <out>/.store``, the open running listing handed out
those ids, and with an id the seed, and with the seed every seat's cards for the rest of the episode
(reproduced below through the real server: the listing's id dealt both seats' hole cards). Now the API answers for
such an episode as for an unknown one until it is final: it is left out of every listing (a page's cursor never
names it) and its state, events and results routes answer 404. Final, it is listed and viewable as before (its
replay shows the seed anyway), and an episode the API created (its id holds no seed) is listed while it runs.

The AWS store gets the same routes; nothing creates a seed-in-id episode there (a league is run on the embedded
store only, and the scheduled ``league`` function only publishes), and the routes withhold one all the same.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest
from support.queues import NoQueue

from cosino.arena.episode import Episode, EpisodeConfig
from cosino_runtime.api.routes import Api
from cosino_runtime.api.server import start
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore

SEED = 2**48 + 5551234567  # above the searchable floor, as a league's or a secret seed


def _played(store, config: EpisodeConfig, seed_in_id: bool = True, decisions: int = 3) -> str:
    """A running episode a few decisions in, named as `cosino play` and a league name it (or as the API does)."""
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=seed_in_id))
    for _ in range(decisions):
        row = store.load_head(episode)
        assert stepper.step(store, episode, row.version).status == "applied"
    assert store.load_head(episode).status == "running"
    return episode


def _hole_cards(store, episode: str) -> dict[int, list[str]]:
    return {r["pos"]: r["cards"] for r in store.events(episode) if r["type"] == "deal" and r["hand"] == 0}


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as reply:
            return reply.status, reply.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def _dealt_from_listed_ids(listing: dict, seats: int) -> list[dict[int, list[str]]]:
    """What an outsider deals from each listed id that spells a seed: every seat's first hole cards."""
    dealt = []
    for item in listing["episodes"]:
        rest = item["episode"][len(item["variant"]) + 1 :].split("-")
        if len(rest) == 2 and rest[0].isdigit():
            episode = Episode(EpisodeConfig(item["variant"], ("x",) * seats, item["hands"], int(rest[0])))
            dealt.append({pos: episode.observation(pos)["cards"] for pos in range(seats)})
    return dealt


def test_a_served_play_store_lists_no_id_that_deals_a_running_episode(tmp_path):
    """The red team's attack through the real `cosino serve`: list the running episodes, read a seed from an id,
    deal the cards. Before, the listing named the episode and both seats' hole cards came out right."""
    data = tmp_path / "out" / ".store"
    store = EmbeddedStore(data)
    config = EpisodeConfig("holdem-hu", ("house", "house"), 4, SEED)
    episode = _played(store, config)
    truth = _hole_cards(store, episode)
    store.close()
    assert str(SEED) in episode and len(truth) == 2  # the id spells the seed: this is the store the attack needs
    served = start(data, port=0, viewer=None, tick_seconds=86_400)
    try:
        status, body = _get(served.url + "/api/episodes?status=running")
        assert status == 200
        assert truth not in _dealt_from_listed_ids(json.loads(body), 2)
        assert episode.encode() not in body and str(SEED).encode() not in body
        for route in ("", "/events", "/results"):
            status, body = _get(f"{served.url}/api/episodes/{episode}{route}")
            assert (status, json.loads(body)) == (404, {"error": f"no episode {episode}"})
    finally:
        served.stop()


def test_a_withheld_episode_answers_as_an_unknown_one_and_api_episodes_stay_listed(any_store):
    api = Api(any_store, NoQueue())
    league = _played(any_store, EpisodeConfig("kuhn", ("house", "house"), 6, SEED))
    created = _played(any_store, EpisodeConfig("kuhn", ("house", "random"), 6, SEED + 1), seed_in_id=False)
    listing = api.handle("GET", "/api/episodes?status=running", None, False)
    assert [e["episode"] for e in listing.json()["episodes"]] == [created]
    assert str(SEED).encode() not in listing.body
    missing = "kuhn-281474976710656-0123456789ab"  # the same form, no such episode
    for method in ("GET", "HEAD"):
        for route in ("", "/events", "/results"):
            hidden = api.handle(method, f"/api/episodes/{league}{route}", None, False)
            unknown = api.handle(method, f"/api/episodes/{missing}{route}", None, False)
            assert (hidden.status, hidden.json()) == (404, {"error": f"no episode {league}"})
            assert unknown.json() == {"error": f"no episode {missing}"}
    assert api.handle("GET", f"/api/episodes/{created}", None, False).json()["status"] == "running"


def test_a_finished_play_episode_is_listed_and_viewable_once_final(tmp_path):
    store = EmbeddedStore(tmp_path / "s")
    api = Api(store, NoQueue())
    config = EpisodeConfig("kuhn", ("house", "house"), 2, SEED)
    episode = _played(store, config, decisions=1)
    stepper.run_to_end(store, episode)
    assert store.load_head(episode).status == "finished"
    finished = api.handle("GET", "/api/episodes?status=finished", None, False).json()["episodes"]
    assert finished == []  # over, but its seed is shown with the replay, once final
    stepper.finalize(store, episode)
    final = api.handle("GET", "/api/episodes?status=final", None, False).json()["episodes"]
    assert [e["episode"] for e in final] == [episode]
    state = api.handle("GET", f"/api/episodes/{episode}", None, False).json()
    assert state["status"] == "final" and state["config"]["seed"] == SEED
    assert api.handle("GET", f"/api/episodes/{episode}/events", None, False).json()["view"] == "full"
    assert api.handle("GET", f"/api/blobs/{state['replay']}", None, False).status == 200
    assert api.handle("GET", f"/api/episodes/{episode}/results", None, False).status == 200
    store.close()


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_pages_walk_past_withheld_episodes_and_no_cursor_names_one(tmp_path, limit):
    """Withheld and listed episodes interleaved, a page at a time: each listed one once, the walk ends, and no
    page's `next` holds a withheld id (before, the cursor was the page's last head, whatever it was)."""
    store = EmbeddedStore(tmp_path / "s")
    api = Api(store, NoQueue())
    withheld, listed = [], []
    for n, seed_in_id in enumerate([True, False, True, True, False, True, True, True, False, True]):
        config = EpisodeConfig("kuhn", ("house", "house"), 6, SEED + n)
        (withheld if seed_in_id else listed).append(_played(store, config, seed_in_id, decisions=0))
        time.sleep(0.003)  # one creation millisecond each: a full page of withheld ones skips the rest of its own
    seen, query, pages = [], f"status=running&limit={limit}", 0
    while True:
        pages += 1
        assert pages < 20
        body = api.handle("GET", f"/api/episodes?{query}", None, False)
        assert body.status == 200 and not any(e.encode() in body.body for e in withheld)
        seen += [e["episode"] for e in body.json()["episodes"]]
        if body.json()["next"] is None:
            break
        query = f"status=running&limit={limit}&after={body.json()['next']}"
    assert seen == listed[::-1]
    store.close()
