"""Review 52 (after rt52k): ``cosino play`` claims its episode's seed, as a league does (both tests failed before).

A played episode's replay shows its seed once final. Served with ``cosino serve --data <out>/.store``, an
authenticated create naming that seed and seating an outside agent was taken (201): one seed deals one deck, so the
agent would be dealt cards already published. rt52k made the league claim its seeds; ``cosino play`` did not.
"""

from __future__ import annotations

import json

from support.queues import NoQueue

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.api.routes import Api
from cosino_runtime.engine.local import play
from cosino_runtime.store.embedded import EmbeddedStore

OUTSIDE = "remote:https://agent.example/act"
SEED = 2**48 + 52  # below 2^48 the API refuses a named seed beside an outside agent anyway


def _create(api: Api, **fields) -> tuple[int, dict]:
    reply = api.handle("POST", "/api/episodes", json.dumps(fields).encode(), True)
    return reply.status, reply.json()


def test_a_played_episodes_seed_deals_no_new_episode_with_an_outside_seat(tmp_path):
    played = play(EpisodeConfig("kuhn", ("house", "random"), 2, SEED), tmp_path / "out")
    store = EmbeddedStore(tmp_path / "out" / ".store")
    try:
        api = Api(store, NoQueue())
        state = api.handle("GET", f"/api/episodes/{played.episode_id}", None, False).json()
        assert state["status"] == "final" and state["config"]["seed"] == SEED  # public once final
        status, body = _create(api, variant="kuhn", seats=[OUTSIDE, "house"], seed=SEED)
        assert status == 409, body
        assert body["error"].startswith(f"field 'seed': episode {played.episode_id} is dealt from this seed")
    finally:
        store.close()


def test_playing_the_same_episode_again_keeps_its_claim(tmp_path):
    config = EpisodeConfig("kuhn", ("house", "random"), 2, SEED)
    first = play(config, tmp_path / "out")
    again = play(config, tmp_path / "out")  # resumed: already final, the claim is its own
    assert again.episode_id == first.episode_id and again.already_finished
    store = EmbeddedStore(tmp_path / "out" / ".store")
    try:
        assert store.claim_seed(SEED, "someone-else") == first.episode_id
    finally:
        store.close()
