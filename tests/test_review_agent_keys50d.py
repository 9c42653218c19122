"""Review 50d, the runtime's side: the episode index names each seat's agent as the leaderboard does.

The published index (``public/episodes.json``) keeps each seat's name as written; the leaderboard keeps one name
per agent (``registry.outside_agent``). Until now the viewer re-implemented ``canonical_url`` in JavaScript to join
the two (web/js/browse.js ``agentKey``), a partial port that missed 1,072 of 2,477 seeded spellings (review 49f's
set) and had once joined agents the runtime keeps apart. Now the league's publisher writes ``agentKeys``, each
seat's agent as the leaderboard spells it, beside ``agents`` wherever the two differ, and the viewer joins on it
(tests/browser/test_review_agent_keys50d_web.py)."""

from __future__ import annotations

import json

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.seats.registry import outside_agent

INDEX = "public/episodes.json"
LEADERBOARD = "public/leaderboard.json"
# Seats of three Kuhn episodes: one remote agent spelt two ways, an ACPC address in upper case, house seats only.
SEATINGS = [
    ("remote:HTTP://Bot.Example:80", "house"),
    ("remote:http://bot.example/", "random"),
    ("acpc:Poker.Example:0099", "house"),
    ("house", "random"),
]


def published(tmp_path, seatings=SEATINGS) -> tuple[list[dict], dict]:
    """Play one hand of Kuhn per seating (each outside seat played by the house policy: no network), run the
    league's publisher, and return its index entries and leaderboard."""
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league.publish import publish_leaderboard
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    def seat(name, variant, rng):
        return build_seat("house" if ":" in name else name, variant, rng)

    store = EmbeddedStore(tmp_path / "store")
    try:
        for k, seats in enumerate(seatings):
            episode = stepper.create(store, EpisodeConfig("kuhn", seats, 1, 50 + k))
            while (row := store.load(episode)).status == "running":
                stepper.step(store, episode, row.version, seat)
            flow.on_finalize(store, episode)
        publish_leaderboard(store)
        return json.loads(store.get_blob(INDEX))["episodes"], json.loads(store.get_blob(LEADERBOARD))
    finally:
        store.close()


def test_the_index_names_each_seats_agent_as_the_leaderboard_does(tmp_path):
    """The index of 4 episodes (a remote agent spelt ``remote:HTTP://Bot.Example:80`` and ``remote:http://bot.example/``,
    an ACPC address ``acpc:Poker.Example:0099``, house seats): the entries whose seats are written otherwise than
    the leaderboard names them (2) carry ``agentKeys``, parallel to ``agents``; the others carry none, so their bytes
    are as before. Read as the viewer reads it (``agentKeys``, else ``agents``), every entry names exactly the
    leaderboard's agents. Before: no entry carried the leaderboard's names (2 of 4 entries named an agent the
    leaderboard does not list)."""
    entries, board = published(tmp_path)
    by_seats = {tuple(e["agents"]): e for e in entries}
    assert by_seats[SEATINGS[0]]["agentKeys"] == ["remote:http://bot.example/", "house"]
    assert by_seats[SEATINGS[2]]["agentKeys"] == ["acpc:poker.example:99", "house"]
    assert "agentKeys" not in by_seats[SEATINGS[1]] and "agentKeys" not in by_seats[SEATINGS[3]]
    rated = {row["agent"] for table in board["families"].values() for row in table["table"]}
    for e in entries:
        names = e.get("agentKeys", e["agents"])
        assert names == [outside_agent(a) for a in e["agents"]] and set(names) <= rated, e
    assert rated == {"remote:http://bot.example/", "acpc:poker.example:99", "house", "random"}


def test_a_seat_whose_published_name_reads_as_another_agent_keeps_the_leaderboards_name():
    """Review 49f's attack, kept by an index written before the seat check refused it: the seat
    ``remote:http://victim.example/%%34%31`` is published on the leaderboard as ``.../%41``, which read once more
    would be ``.../A``, the victim. Its index entry names ``.../%41`` (the leaderboard's row), never ``.../A``;
    the victim's seat names ``.../A``. Before: the viewer read each name anew and had joined the two (review 49f)."""
    from cosino_runtime.league.publish import agent_names, one_name_per_agent

    seat, victim = "remote:http://victim.example/%%34%31", "remote:http://victim.example/A"
    keys = agent_names([seat, victim, "house"])
    assert keys == ["remote:http://victim.example/%41", victim, "house"]
    assert one_name_per_agent({"agents": [seat, victim, "house"]})["agents"] == keys  # the leaderboard's names
    assert outside_agent(keys[0]) == victim  # why the viewer must not spell a name itself


def test_an_index_of_house_seats_only_is_unchanged(tmp_path):
    """An index whose seats are all house and random seats carries no ``agentKeys``: its bytes are those the
    publisher wrote before the field existed (the fields as before, nothing added): 0 of 2 entries changed."""
    entries, _ = published(tmp_path, [("house", "random"), ("random", "house")])
    assert len(entries) == 2
    for e in entries:
        assert sorted(e) == sorted(
            ["episode", "variant", "agents", "scores", "reason", "hands", "scoredHands", "replay", "results", "created"]
        )
