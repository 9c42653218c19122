"""The scheduled league function: the empty leaderboard, one table per family (hearts never sits
beside six-max), and the manifest published beside the leaderboard that pins it, on the AWS store
(moto over HTTP, through the Lambda handler) and on the embedded store."""

from __future__ import annotations

import json

from cosino.arena.manifest import MANIFEST_KEY, find, read_manifest
from cosino.primitives.canonical import sha256_hex

POKER = {"variant": "holdem-hu", "seats": ["house", "random"], "hands": 1, "seed": 21}
HEARTS = {"variant": "hearts", "seats": ["house", "random", "house", "random"], "hands": 1, "seed": 5}
LEADERBOARD = "public/leaderboard.json"


def _create(config) -> str:
    from cosino_devtools.awslocal import invoke_api

    status, body = invoke_api("POST", "/episodes", json.dumps(config).encode())
    assert status in (200, 201), body
    return body["episode"]


def _check_published(store, episodes: list[str]) -> dict:
    board = json.loads(store.get_blob(LEADERBOARD))
    manifest_bytes = store.get_blob(MANIFEST_KEY)
    manifest = read_manifest(manifest_bytes, MANIFEST_KEY)
    assert [e["episode"] for e in manifest["episodes"]] == sorted(episodes)
    for episode in episodes:
        results_key, replay_key = store.final_keys(episode)
        replay, results = store.get_blob(replay_key), store.get_blob(results_key)
        entry = find(manifest, sha256_hex(replay))
        assert entry is not None and entry["episode"] == episode and entry["results"] == sha256_hex(results)
    pin = {"manifest": sha256_hex(manifest_bytes), "episodes": len(episodes)}
    assert board["pinned"] == pin
    assert all(table["pinned"] == pin for table in board["families"].values())
    return board


def test_aws_league_handler_empty_then_one_table_per_family(stack):
    from cosino_devtools.awslocal import FakeContext, Pump, scheduled_event
    from cosino_runtime.lambdas import league_schedule as league
    from cosino_runtime.lambdas.environment import runtime

    store = runtime().store
    # A fresh stack: no finished episode, and still a (empty) leaderboard, no traceback.
    out = league.handler(scheduled_event("league"), FakeContext())
    assert out["episodes"] == 0
    assert json.loads(store.get_blob(LEADERBOARD))["families"] == {}
    assert read_manifest(store.get_blob(MANIFEST_KEY))["episodes"] == []

    poker, hearts = _create(POKER), _create(HEARTS)
    Pump(stack).drain()
    out = league.handler(scheduled_event("league"), FakeContext())
    assert out["episodes"] == 2 and out["families"] == ["poker", "tricks"]
    board = _check_published(store, [poker, hearts])
    # Nothing new: the next run reads no row and moves no state (the pointer is the DynamoDB item).
    pointer = store.league_state()
    assert league.handler(scheduled_event("league"), FakeContext())["new"] == 0
    assert store.league_state() == pointer and pointer[0] >= 1
    assert board["families"]["poker"]["league"]["variants"] == ["holdem-hu"]
    assert board["families"]["tricks"]["league"]["variants"] == ["hearts"]
    assert board["families"]["poker"]["league"]["family"] == "poker"
    assert board["families"]["tricks"]["league"]["family"] == "tricks"
    for table in board["families"].values():
        assert {"elo", "meanScore", "byVariant", "bt"} <= set(table["table"][0])
        assert {"audit", "reliability", "league", "method"} <= set(table)


def test_embedded_store_publishes_the_same_schema(tmp_path):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league.publish import publish_leaderboard
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        assert publish_leaderboard(store)["episodes"] == 0  # the empty leaderboard of a fresh serve
        assert json.loads(store.get_blob(LEADERBOARD))["families"] == {}
        pipeline.on_league(store)  # the serve loop's call: no traceback on zero results
        ids = []
        for cfg in (POKER, HEARTS):
            episode = stepper.create(
                store, EpisodeConfig(cfg["variant"], tuple(cfg["seats"]), cfg["hands"], cfg["seed"])
            )
            while store.load(episode).status == "running":
                row = store.load(episode)
                stepper.step(store, episode, row.version, lambda name, variant, rng: build_seat(name, variant, rng))
            pipeline.on_finalize(store, episode)
            ids.append(episode)
        written, publish = [], store.publish
        store.publish = lambda key, content: (written.append(key), publish(key, content))[1]
        out = publish_leaderboard(store)
        assert out["families"] == ["poker", "tricks"]
        _check_published(store, ids)
        # The board goes out after what it points at: a reader polling it (the viewer, the serve
        # test) never finds the index or the audit of its episodes missing.
        public = [k for k in written if k.startswith("public/")]
        assert public[-1] == LEADERBOARD and {"public/episodes.json", MANIFEST_KEY} <= set(public[:-1])
    finally:
        store.close()
