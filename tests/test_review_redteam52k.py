"""Red team 52k, hidden information across episodes and over time (review 51j covered each route of one episode).

1. Two episodes with one deal. A league derives each table's seed from the league seed, the round, the variant and
   the table, so no two of its episodes share a deck (test_no_two_league_episodes_share_a_deck). The API refuses a
   create that names the seed of another episode of its store while an outside agent plays in either (the same seed
   deals the same deck in every variant of that deck: holdem-hu, holdem-6max and hearts alike), and a create that
   repeats one exactly gets that very episode back. Found and fixed: only the API claimed its seeds, so in a served
   league store (``cosino serve --data <out>/.store``) a create could name the seed a final league episode's public
   replay shows and seat an outside agent at that very deal, every card of it already published. The league now
   claims each episode's seed when it creates it.
2. Time. While a duplicate pair's first hand is withheld, its decisions change no status, header or byte of any read
   route (state, the whole log, ``events?from=``, the running listing, results; HEAD too): the API sends no
   validator, and the log's length, ``count``, ``stable`` and tokens move only with the records every deal shares.
3. League files while a league runs: the table, manifest, integrity report and latency note, and the store's
   published board and index, are built from finished episodes only: a running episode's decisions and its
   transport log (latency by decision) change none of their bytes.

Found and left: the first poll after a hidden commit costs the server a read of the new records, a poll without one
does not (measured in process on the whole-log route: about 150 us against 20 us; through ``cosino serve`` on
loopback, medians 820 us against 585 us, one poll telling the two apart 75% of the time, 55% on ``events?from=``;
on AWS the read is a DynamoDB query), so a fast poller can still count a withheld hand's commits, roughly, by
response time. Closing it means reading on every poll of a withheld hand, or on a clock instead of at each commit,
which undoes the read-once-per-version kept replies (tests/test_review_api_replies.py). ``cosino play``
(engine/local.py) claims no seed, and league episodes played before this change hold no claim.
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from support.queues import NoQueue

from cosino.arena.episode import EpisodeConfig, hand_deck
from cosino.arena.public import WITHHELD_KEEPS
from cosino.games.registry import get_variant, variant_names
from cosino_runtime.api.routes import Api
from cosino_runtime.api.server import start
from cosino_runtime.engine import steps as stepper
from cosino_runtime.league import publish
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import episode_paths, schedule
from cosino_runtime.league.runner import Stopped, play_episode, run_league
from cosino_runtime.store.embedded import EmbeddedStore

SEED = 2**48 + 52_000_052
OUTSIDE = "remote:https://agent.example/act"


def _create(api: Api, **fields) -> tuple[int, dict]:
    reply = api.handle("POST", "/api/episodes", json.dumps(fields).encode(), True)
    return reply.status, reply.json()


def _league(tmp_path: Path, variants: str = '["kuhn"]', agents: int = 2, rounds: int = 1):
    lines = ["[league]", 'name = "rt"', f"variants = {variants}", "hands = 2", f"seed = {SEED}", "bootstrap = 10"]
    lines += [f'out = "{tmp_path / "out"}"', f"rounds = {rounds}"]
    for n in range(agents):
        lines += [f"[agents.a{n}]", 'seat = "house"' if n % 2 == 0 else 'seat = "random"']
    (tmp_path / "league.toml").write_text("\n".join(lines) + "\n")
    return load_config(tmp_path / "league.toml")


# -- 1. two episodes with one deal -------------------------------------------------------------------------------


def test_the_same_seed_deals_the_same_deck_in_every_variant_of_that_deck():
    """Why a seed claim is per seed, not per variant: the copy need not be of the same game."""
    deck = hand_deck(get_variant("holdem-hu"), SEED, 0)
    assert hand_deck(get_variant("holdem-6max"), SEED, 0) == deck == hand_deck(get_variant("hearts"), SEED, 0)
    assert hand_deck(get_variant("holdem-hu"), SEED, 1) == deck  # a duplicate pair's mirror: the same deck


def test_a_create_cannot_copy_the_deal_of_an_episode_an_outside_agent_plays(tmp_path):
    store = EmbeddedStore(tmp_path / "s")
    try:
        api = Api(store, NoQueue())
        status, first = _create(api, variant="holdem-hu", seats=[OUTSIDE, "house"], seed=SEED)
        assert status == 201
        # Repeated exactly: the very episode, not a second one with its deal.
        assert _create(api, variant="holdem-hu", seats=[OUTSIDE, "house"], seed=SEED) == (200, first)
        copies = [
            {"variant": "holdem-hu", "seats": ["house", "house"]},  # house seats: over fast, its log public once final
            {"variant": "holdem-hu", "seats": [OUTSIDE, "house"], "hands": 4},
            {"variant": "holdem-6max", "seats": ["house"] * 6},
            {"variant": "hearts", "seats": ["house"] * 4},
        ]
        for copy in copies:
            status, body = _create(api, seed=SEED, **copy)
            assert status == 409, copy
            assert body["error"].startswith(f"field 'seed': episode {first['episode']} is dealt from this seed")
        assert [h.episode_id for h in store.newest_episodes("running", 10, None)] == [first["episode"]]
        # The other order: a house-only episode first, then an outside agent asks for its seed.
        assert _create(api, variant="kuhn", seats=["house", "random"], seed=SEED + 1)[0] == 201
        assert _create(api, variant="kuhn", seats=[OUTSIDE, "random"], seed=SEED + 1)[0] == 409
    finally:
        store.close()


def test_no_two_league_episodes_share_a_deck(tmp_path):
    """Episodes that may run at once (``concurrency``) and those of other rounds: every seed, and so every deck of
    every hand, is the league's own for that table."""
    config = _league(tmp_path, '["holdem-hu", "holdem-6max", "kuhn", "leduc"]', agents=4, rounds=3)
    items = schedule(config)
    assert len(items) > 30
    assert len({item.seed for item in items}) == len(items)
    # The 52-card games (Kuhn's three cards and Leduc's six repeat by chance, whatever the seeds).
    big = [i for i in items if i.variant.startswith("holdem")]
    decks = [tuple(hand_deck(get_variant(i.variant), i.seed, h)) for i in big for h in range(0, i.hands, 2)]
    assert len(decks) > 20 and len(set(decks)) == len(decks)


def test_a_final_league_episodes_seed_deals_no_new_episode_in_the_served_store(tmp_path):
    """The attack: a league episode is final, so its replay (seed included) is public; a create names that seed and
    seats an outside agent, who is dealt the published cards (one seed, one deck). Before, the create was taken (201);
    now the league claims its seeds and the create is refused, naming the episode."""
    config = _league(tmp_path)
    run_league(config, progress=False, limit=1)
    item = schedule(config)[0]
    store = EmbeddedStore(config.out / ".store")
    try:
        api = Api(store, NoQueue())
        state = api.handle("GET", f"/api/episodes/{item.episode_id}", None, False).json()
        assert state["status"] == "final" and state["config"]["seed"] == item.seed  # public once final
        status, body = _create(api, variant="kuhn", seats=[OUTSIDE, "house"], seed=item.seed)
        assert status == 409, body
        assert body["error"].startswith(f"field 'seed': episode {item.episode_id} is dealt from this seed")
        # House seats only in both: nobody learns anything, so the seed may be named again.
        assert _create(api, variant="kuhn", seats=["house", "random"], seed=item.seed)[0] == 201
    finally:
        store.close()


# -- 2. what moves while a hand is withheld -----------------------------------------------------------------------


def _get(url: str, method: str) -> tuple[int, list[tuple[str, str]], bytes]:
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:
            status, headers, body = reply.status, reply.headers, reply.read()
    except urllib.error.HTTPError as exc:
        status, headers, body = exc.code, exc.headers, exc.read()
    return status, sorted((k, v) for k, v in headers.items() if k != "Date"), body  # Date: the wall clock


# Kuhn is left out: its first hand is over within a decision of the one that brings the marker.
DUPLICATE = [v for v in variant_names() if get_variant(v).duplicate and not get_variant(v).chip_race and v != "kuhn"]


@pytest.mark.parametrize("variant", DUPLICATE)
def test_a_withheld_hands_decisions_change_no_status_header_or_byte(tmp_path, variant):
    v = get_variant(variant)
    n = 6 if v.max_seats >= 6 else v.min_seats
    store = EmbeddedStore(tmp_path / "s")
    config = EpisodeConfig(variant, ("house",) * n, 4, SEED, 400)
    episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=False))
    served = start(tmp_path / "s", port=0, viewer=None, tick_seconds=86_400)
    base = f"{served.url}/api/episodes/{episode}"
    routes = [(m, base + "/events") for m in ("GET", "HEAD")] + [("GET", base), ("GET", base + "/results")]
    routes += [("GET", f"{base}/events?from={k}") for k in (0, 5, 40, 400)]
    routes += [("GET", f"{served.url}/api/episodes?status=running")]
    try:
        records = store.events(episode)
        seen, hidden, quiet = None, 0, False
        while not any(r["type"] in ("handEnd", "handVoid") and r["hand"] == 0 for r in records):
            now = [_get(url, method) for method, url in routes]
            assert all(status < 500 for status, _, _ in now)
            if quiet:
                assert now == seen  # nothing a poller sees moved with the hidden decision
                hidden += 1
            seen = now
            assert stepper.step(store, episode, store.load_head(episode).version).status == "applied"
            records, before = store.events(episode), len(records)
            # Records every deal shares (a hearts hand's receipts) may show, and the marker that stands for the rest
            # comes with the first of them; after that, nothing.
            hidden_records = [r.get("hand") == 0 and r["type"] not in WITHHELD_KEEPS for r in records]
            quiet = any(hidden_records[:before]) and all(hidden_records[before:])
        assert hidden >= 2, "the test needs decisions of a withheld hand"
    finally:
        served.stop()
        store.close()


# -- 3. league files while a league runs --------------------------------------------------------------------------


def _files(out: Path) -> dict[str, bytes]:
    names = (publish.TABLE_NAME, publish.MANIFEST_NAME, publish.INTEGRITY_NAME, publish.LATENCY_NAME)
    return {name: (out / name).read_bytes() for name in names}


def test_league_files_and_the_board_say_nothing_of_a_running_episode(tmp_path):
    config = _league(tmp_path, agents=3)
    run_league(config, progress=False, limit=1)
    before = _files(config.out)
    store = EmbeddedStore(config.out / ".store", runner="league")
    try:
        publish.publish_leaderboard(store)
        board = {k: store.get_blob(k) for k in (publish.LEADERBOARD_KEY, publish.INTEGRITY_KEY, publish.INDEX_KEY)}
        running = schedule(config)[1]
        stop = threading.Event()
        decisions: list[int] = []

        def after(decision: int) -> None:
            decisions.append(decision)
            if len(decisions) == 3:
                stop.set()

        with pytest.raises(Stopped):
            play_episode(config, store, running, after, None, stop)
        paths = episode_paths(config.out, running.episode_id)
        assert store.load_head(running.episode_id).status == "running"
        assert paths["calls"].stat().st_size > 0  # its decisions' latency is on disk, beside the league's files
        publish.write_league(config)
        publish.publish_leaderboard(store)
        assert _files(config.out) == before
        assert {k: store.get_blob(k) for k in board} == board
        for data in [*before.values(), *board.values()]:
            assert running.episode_id.encode() not in data and str(running.seed).encode() not in data
    finally:
        store.close()
