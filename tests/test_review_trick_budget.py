"""A league's trick hands must fit the episode's decision budget.

Before: `examples/league.toml` suggested 8 hands for a trick league, and every episode of 4 or
more spades or hearts hands ran out of its 220 decisions inside hand 3. That hand was voided and
hand 2, its duplicate twin, was scored alone: pure deal luck in the ranking. Each trick game now
says how long a hand can be (`Variant.most_decisions`), and a league refuses more hands than
always fit.
"""

from __future__ import annotations

import pytest

from cosino.arena.episode import DECISION_BUDGET, Episode, EpisodeConfig, hands_past_budget
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.errors import CosinoError
from cosino.seats.house import decision_rng, make_seat
from cosino_runtime.league.config import load_config

TRICKS = [v for v in variant_names() if get_variant(v).family == "tricks"]
FIXED = {"spades", "hearts", "oh-hell"}  # every hand of these takes exactly its most


def _hand_lengths(variant: str, seats: str, seed: int, hands: int) -> list[int]:
    """Decisions taken by each hand of an episode with room for all of them."""
    config = EpisodeConfig(variant, (seats,) * 4, hands=hands, seed=seed, budget=100_000)
    episode = Episode(config)
    lengths = [0] * hands
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        lengths[episode.hand_index] += 1
        episode.decide(make_seat(seats, variant, decision_rng(seed, slot, episode.decisions)).act(observation))
    return lengths


@pytest.mark.parametrize("variant", TRICKS)
def test_no_hand_takes_more_decisions_than_its_game_says(variant):
    game = get_variant(variant)
    for seed in range(12):
        for seats in ("random", "house"):
            lengths = _hand_lengths(variant, seats, seed, 8)
            most = [game.most_decisions(i) for i in range(8)]
            assert all(n <= m for n, m in zip(lengths, most)), (seed, seats, lengths, most)
            if variant in FIXED:
                assert lengths == most


@pytest.mark.parametrize("variant", TRICKS)
def test_the_hands_that_fit_are_played_whole(variant):
    past = hands_past_budget(get_variant(variant), 100)
    assert past is not None
    fit = past[1]
    assert fit >= 2 and fit % 2 == 0 and hands_past_budget(get_variant(variant), fit) is None
    assert hands_past_budget(get_variant(variant), fit + 2) is not None
    for seed in range(6):
        episode = Episode(EpisodeConfig(variant, ("random",) * 4, hands=fit, seed=seed))
        while (pending := episode.pending()) is not None:
            slot, observation = pending
            episode.decide(make_seat("random", variant, decision_rng(seed, slot, episode.decisions)).act(observation))
        assert episode.decisions <= DECISION_BUDGET
        assert not [r for r in episode.records if r["type"] == "handVoid"]


def test_poker_hands_are_left_open():
    for variant in variant_names():
        if get_variant(variant).family == "poker":
            assert hands_past_budget(get_variant(variant), 10_000) is None


def _league(tmp_path, body: str):
    path = tmp_path / "league.toml"
    path.write_text(
        '[league]\nname = "t"\nseed = 1\n'
        + body
        + '\n[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    return path


def test_a_league_refuses_trick_hands_past_the_budget_in_one_line_naming_the_field(tmp_path):
    with pytest.raises(CosinoError) as caught:
        load_config(_league(tmp_path, 'variants = ["euchre", "hearts"]\nhands = 6'))
    message = str(caught.value)
    assert "\n" not in message and "[league] hands" in message and "hearts" in message
    assert "at most 2 always fit" in message and "[league.variant.hearts] hands = 2" in message
    with pytest.raises(CosinoError, match=r"\[league\.variant\.spades\] hands: 4 spades hands"):
        load_config(_league(tmp_path, 'variants = ["spades"]\n[league.variant.spades]\nhands = 4'))


def test_a_league_takes_trick_hands_that_fit(tmp_path):
    body = 'variants = ["euchre", "oh-hell", "spades"]\nhands = 4\n[league.variant.spades]\nhands = 2'

    config = load_config(_league(tmp_path, body))
    assert config.hands == {"euchre": 4, "oh-hell": 4, "spades": 2}


def test_the_api_refuses_hands_past_the_budget_and_takes_a_budget_that_fits(tmp_path):
    import json

    from support.queues import ListQueue

    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, ListQueue())
        body = {"variant": "hearts", "seats": ["random"] * 4, "hands": 8}
        r = api.handle("POST", "/episodes", json.dumps(body).encode(), True)
        message = r.json()["error"]
        assert r.status == 400 and "\n" not in message and "field 'hands'" in message and "at most 2" in message
        assert store.list_episodes() == []
        body["budget"] = 8 * 64
        assert api.handle("POST", "/episodes", json.dumps(body).encode(), True).status == 201
    finally:
        store.close()


def test_play_refuses_hands_past_the_budget_before_writing_anything(tmp_path, cosino_cli):
    out = tmp_path / "out"
    seats = "random,random,random,random"
    code, _, err = cosino_cli("play", "--variant", "spades", "--seats", seats, "--hands", "4", "--out", str(out))
    assert code == 2 and err.count("\n") == 1 and "--hands: 4 spades hands" in err and "at most 2" in err
    assert not out.exists()


def test_when_not_one_hand_fits_the_refusal_says_to_raise_the_budget(tmp_path, cosino_cli):
    assert hands_past_budget(get_variant("spades"), 1, budget=55) == (56, 0)
    seats = "random,random,random,random"
    code, _, err = cosino_cli("play", "--variant", "spades", "--seats", seats, "--hands", "1", "--budget", "55")
    assert code == 2 and err.count("\n") == 1 and err.rstrip().endswith("raise --budget") and "at most" not in err


def test_the_refusal_counts_whole_pairs_so_the_odd_hand_it_takes_is_no_contradiction(tmp_path, cosino_cli):
    # "at most 2 always fit" stood beside a run of 3 hearts hands that was taken: the count is of whole pairs
    seats = "random,random,random,random"
    code, _, err = cosino_cli(
        "play", "--variant", "hearts", "--seats", seats, "--hands", "4", "--out", str(tmp_path / "a")
    )
    assert code == 2 and "at most 2 always fit in whole duplicate pairs: lower --hands" in err
    assert hands_past_budget(get_variant("hearts"), 3) is None
    with pytest.raises(CosinoError, match=r"at most 2 always fit in whole duplicate pairs: set \[league"):
        load_config(_league(tmp_path, 'variants = ["hearts"]\nhands = 4'))
