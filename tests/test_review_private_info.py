"""Private information while an episode runs: what the live view of a duplicate table may show.

The two hands of a duplicate pair share one deck, so the first hand's face-up cards, showdowns and
outcome are the mirror hand's private cards (its holdings, its next board card) in other hands.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.public import live_records, public_record, public_records
from cosino.games.registry import get_variant, variant_names
from cosino.seats.house import decision_rng
from cosino_runtime.api.routes import Api
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.registry import build_seat
from cosino_runtime.store.embedded import EmbeddedStore

CARD = re.compile(r"^[2-9TJQKA][cdhs]$")
DUPLICATE = [name for name in variant_names() if get_variant(name).duplicate]
# Records whose cards are face up for the table of their own hand.
FACE_UP = {"board", "upcard", "trumpCard", "showdown", "award", "trick", "turnDown", "pickUp"}


def cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(set(), *(cards_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(cards_in(v) for v in value))
    return set()


def play(variant: str, hands: int = 2, seed: int = 3) -> list[dict[str, Any]]:
    v = get_variant(variant)
    n = 6 if v.max_seats >= 6 else v.min_seats
    ep = Episode(EpisodeConfig(variant, ("house",) * n, hands, seed, 400))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(build_seat("house", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


def mirror_secrets(records: list[dict[str, Any]], cut: int) -> set[str]:
    """Cards of hand 1 (the mirror) that its table has not seen face up by record ``cut``."""
    dealt, later = set(), set()
    for i, r in enumerate(records):
        if r.get("hand") != 1:
            continue
        if r["type"] in ("deal", "receive"):
            dealt |= set(r["cards"])
        if i >= cut and (r["type"] in FACE_UP or (r["type"] == "action" and r.get("action") == "play")):
            later |= cards_in(r)  # not shown yet: the next board card, cards still to be played
    shown = set()
    for r in records[:cut]:
        if r.get("hand") == 1 and (r["type"] in FACE_UP or (r["type"] == "action" and r.get("action") == "play")):
            shown |= cards_in(r)
    return (dealt | later) - shown


@pytest.mark.parametrize("variant", DUPLICATE)
def test_live_view_of_a_pair_shows_nothing_of_the_mirror_deck(variant):
    records = play(variant)
    mirror_end = next(i for i, r in enumerate(records) if r["type"] in ("handEnd", "handVoid") and r["hand"] == 1)
    for cut in range(1, mirror_end + 1):
        view = public_records(records[:cut])  # not ended: the live view
        markers = [r["hand"] for r in view if r["type"] == "withheld"]
        assert len(markers) == len(set(markers))  # one per withheld hand: a count would depend on the cards
        secret = mirror_secrets(records, cut)
        leaked = cards_in(view) & secret
        assert not leaked, (variant, cut, sorted(leaked))
        # The first hand's outcome (who won, the nets) implies the mirror's cards too.
        assert not any(r["type"] in ("handEnd", "pot", "award", "showdown") and r.get("hand") == 0 for r in view)
    # Once the mirror is over, the first hand is shown as the table saw it.
    view = live_records(records[: mirror_end + 1])
    assert view == [public_record(r) for r in records[: mirror_end + 1]]
    assert public_records(records) == records  # and the whole log once it has ended


def test_an_unpaired_last_hand_and_a_chip_race_are_not_withheld():
    records = play("kuhn", hands=3)
    third = next(i for i, r in enumerate(records) if r["type"] == "hand" and r["hand"] == 2)
    cut = records[: third + 3]
    assert live_records(cut)[third:] == [public_record(r) for r in cut[third:]]
    chip = play("headsup", hands=2)
    cut = chip[: next(i for i, r in enumerate(chip) if r["type"] == "handEnd")]
    assert live_records(cut) == [public_record(r) for r in cut]


def test_api_events_of_a_running_mirror_hand(tmp_path):
    store = EmbeddedStore(tmp_path / "store")

    class Queue:
        def send_step(self, *a, **k):
            pass

        def send_finalize(self, *a, **k):
            pass

    try:
        api = Api(store, Queue())
        body = b'{"variant": "holdem-hu", "seats": ["house", "house"], "hands": 2, "seed": 5}'
        episode = api.handle("POST", "/api/episodes", body, True).json()["episode"]
        while not any(r["type"] == "hand" and r["hand"] == 1 for r in store.events(episode)):
            stepper.step(store, episode, store.load(episode).version)
        records = store.events(episode)
        secret = mirror_secrets(records, len(records))
        assert secret  # the mirror's hole cards and its whole board are still to come
        events = api.handle("GET", f"/api/episodes/{episode}/events", None, False).json()["events"]
        assert not cards_in(events) & secret
        assert [r["type"] for r in events if r.get("hand") == 0 and r["type"] not in ("hand", "deal", "blind")] == [
            "withheld"
        ]  # one marker for all of them, however many the cards made
    finally:
        store.close()


def test_serve_refuses_a_store_inside_the_folder_it_serves(tmp_path, cosino_cli):
    """The static server hands out every file of the viewer folder: a store there would be read live."""
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.api import server as serve

    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<!doctype html>")
    for data in (site, site / "data", site / "a" / ".." / "data"):
        with pytest.raises(CosinoError, match="inside the viewer folder"):
            serve.start(data, port=0, viewer=site, tick_seconds=3600)
    assert not (site / "data").exists()  # refused before the store was created
    code, _out, err = cosino_cli("serve", "--data", str(site / "runs"), "--viewer", str(site), "--port", "0")
    assert code == 2 and err.count("\n") == 1 and "inside the viewer folder" in err
    served = serve.start(tmp_path / "data", port=0, viewer=site, tick_seconds=3600)  # beside it is fine
    served.stop()
