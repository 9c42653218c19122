"""Episodes: seating, duplicate pairs, aliases, talk, fallbacks, budget and deadline."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import ALIASES, Episode, EpisodeConfig, EpisodeError
from cosino.arena.scoring import compute_results
from cosino.arena.talk import TALK_LIMIT
from cosino.seats.house import RandomSeat, decision_rng


def play(config: EpisodeConfig, seat_for=None) -> Episode:
    ep = Episode(config)
    while (p := ep.pending()) is not None:
        slot, obs = p
        seat = seat_for(slot) if seat_for else RandomSeat(decision_rng(config.seed, slot, ep.decisions))
        ep.decide(seat.act(obs))
    return ep


def hands_of(ep: Episode):
    return [r for r in ep.records if r["type"] == "hand"]


def test_duplicate_pair_gives_each_slot_its_counterparts_cards():
    ep = play(EpisodeConfig("kuhn", ("random", "random"), hands=4, seed=11))
    deals: dict[int, dict[int, str]] = {}
    for r in ep.records:
        if r["type"] == "deal":
            deals.setdefault(r["hand"], {})[r["slot"]] = r["cards"][0]
    for k in (0, 2):
        assert deals[k][0] == deals[k + 1][1] and deals[k][1] == deals[k + 1][0]
    hands = hands_of(ep)
    assert hands[0]["slots"] == list(reversed(hands[1]["slots"]))


def test_seating_is_seed_derived():
    orders = {tuple(hands_of(play(EpisodeConfig("kuhn", ("random",) * 2, 2, seed)))[0]["slots"]) for seed in range(12)}
    assert orders == {(0, 1), (1, 0)}


def test_aliases_only_in_observations():
    ep = Episode(EpisodeConfig("kuhn", ("secret-model-x", "other-agent-y"), hands=2, seed=5))
    slot, obs = ep.pending()
    text = repr(obs)
    assert "secret-model-x" not in text and "other-agent-y" not in text
    assert obs["alias"] in ALIASES and set(obs["aliases"]) <= set(ALIASES)


def test_talk_is_clipped_to_120_runes_and_kept_as_data():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=2, seed=5))
    long = "<script>alert(1)</script>" + "é" * 300
    ep.decide({"action": "check", "say": long})
    record = [r for r in ep.records if r["type"] == "action"][0]
    assert record["say"] == long[:TALK_LIMIT] and len(record["say"]) == 120
    _, obs = ep.pending()
    assert obs["talk"][0]["say"] == long[:TALK_LIMIT]


@pytest.mark.parametrize(
    "response, error",
    [
        ("fold please", "not a JSON object"),
        ({"amount": 3}, "'action' is missing"),
        ({"action": "raise"}, "not a legal choice"),
        ({"action": "bet", "amount": "lots"}, "'amount' is not an integer"),
    ],
)
def test_invalid_response_falls_back_and_is_recorded(response, error):
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=2, seed=5))
    ep.decide(response)
    record = [r for r in ep.records if r["type"] == "action"][0]
    assert record["action"] == "check"  # checking is free at the first decision
    assert error in record["error"] and record["received"] == response


def test_fallback_folds_when_facing_a_bet():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=2, seed=5))
    ep.decide({"action": "bet"})
    ep.decide({"action": "nonsense"})
    acts = [r["action"] for r in ep.records if r["type"] == "action"]
    assert acts == ["bet", "fold"]


def test_budget_ends_the_episode_only_once_the_pair_in_progress_is_played():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=50, seed=5, budget=3))
    ep.decide({"action": "check"})
    ep.decide({"action": "check"})  # hand 0 over after two decisions
    ep.decide({"action": "bet"})  # third decision: the budget is spent, but hand 1 completes pair 0
    assert not ep.finished
    ep.decide({"action": "fold"})
    assert ep.finished and ep.reason == "budget"
    assert [r["type"] for r in ep.records[-2:]] == ["handEnd", "end"]
    res = compute_results(ep.records)
    assert res["reason"] == "budget" and res["scoredHands"] == 2 and res["voidHands"] == [] and sum(res["net"]) == 0


def test_budget_spent_in_a_pair_s_first_hand_plays_its_mirror():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=50, seed=5, budget=1))
    ep.decide({"action": "bet"})
    ep.decide({"action": "fold"})  # hand 0 over, the budget long spent: hand 1 is its mirror
    assert not ep.finished and ep.hand_index == 1
    while ep.pending() is not None:
        ep.decide({"action": "check"})
    assert ep.reason == "budget" and ep.hand_index == 1
    assert compute_results(ep.records)["scoredHands"] == 2


def test_budget_on_a_chip_race_ends_at_the_end_of_the_hand_in_progress():
    ep = Episode(EpisodeConfig("headsup", ("a", "b"), hands=50, seed=5, budget=1))
    ep.decide({"action": "call"})
    assert not ep.finished
    while ep.pending() is not None:
        ep.decide({"action": "check"})
    assert ep.reason == "budget" and ep.hand_index == 0
    assert [r["type"] for r in ep.records if r["type"] in ("handEnd", "handVoid")] == ["handEnd"]


def test_deadline_refunds_the_hand_and_is_not_scored():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=6, seed=9))
    ep.decide({"action": "check"})
    ep.decide({"action": "check"})
    ep.decide({"action": "bet"})
    ep.abandon("deadline")
    res = compute_results(ep.records)
    assert res["reason"] == "deadline" and res["voidHands"] == [1] and res["scoredHands"] == 1
    assert sum(res["net"]) == 0
    with pytest.raises(EpisodeError):
        ep.decide({"action": "call"})


def test_no_scored_hand_means_every_seat_half():
    ep = Episode(EpisodeConfig("kuhn", ("a", "b"), hands=2, seed=9))
    ep.abandon("deadline")
    res = compute_results(ep.records)
    assert res["scores"] == [Fraction(1, 2)] * 2 and res["scoredHands"] == 0


def test_bad_configs_are_refused():
    with pytest.raises(ValueError, match="unknown variant"):
        Episode(EpisodeConfig("chess", ("a", "b"), 2, 1))
    with pytest.raises(EpisodeError, match="seats 2 to 2"):
        Episode(EpisodeConfig("kuhn", ("a", "b", "c"), 2, 1))
    with pytest.raises(EpisodeError, match="hands"):
        Episode(EpisodeConfig("kuhn", ("a", "b"), 0, 1))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), hands=st.integers(1, 12))
def test_kuhn_scores_in_unit_interval_and_sum_to_half_n(seed, hands):
    ep = play(EpisodeConfig("kuhn", ("random", "random"), hands, seed))
    res = compute_results(ep.records)
    assert sum(res["net"]) == 0
    assert all(0 <= s <= 1 for s in res["scores"]) and sum(res["scores"]) == 1
    assert abs(res["net"][0]) <= res["norm"]


def test_six_max_mirror_gives_counterpart_cards_and_position():
    ep = play(EpisodeConfig("holdem-6max", ("random",) * 6, hands=4, seed=21))
    hands = {r["hand"]: r for r in ep.records if r["type"] == "hand"}
    cards: dict[int, dict[int, list[str]]] = {}
    for r in ep.records:
        if r["type"] == "deal":
            cards.setdefault(r["hand"], {})[r["slot"]] = r["cards"]
    for k in (0, 2):
        first, mirror = hands[k]["slots"], hands[k + 1]["slots"]
        assert mirror == first[3:] + first[:3]  # the table turned half way round
        for pos in range(6):
            slot = first[pos]
            counterpart = first[(pos + 3) % 6]
            # the slot now sits where its counterpart sat and holds its counterpart's cards
            assert mirror.index(slot) == (pos - 3) % 6
            assert cards[k + 1][slot] == cards[k][counterpart]
    # the button moves to a new slot with each pair
    assert hands[0]["slots"][0] != hands[2]["slots"][0]
