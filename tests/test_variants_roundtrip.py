"""Every registered variant: play, verify byte for byte, and check the scoring invariants."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import verify
from cosino.arena.scoring import compute_results
from cosino.games.registry import REGISTRY, get_variant
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import RandomSeat, decision_rng, make_seat


def seats_for(variant: str) -> int:
    v = get_variant(variant)
    return 6 if v.max_seats >= 6 else v.max_seats


def play(variant: str, hands: int, seed: int, agents=None) -> Episode:
    n = seats_for(variant)
    agents = agents or tuple("random" if i % 2 else "house" for i in range(n))
    config = EpisodeConfig(variant, agents, hands, seed)
    ep = Episode(config)
    while (p := ep.pending()) is not None:
        slot, obs = p
        rng = decision_rng(seed, slot, ep.decisions)
        seat = RandomSeat(rng) if agents[slot] == "random" else make_seat(agents[slot], variant, rng)
        ep.decide(seat.act(obs))
    return ep


@pytest.mark.parametrize("variant", sorted(REGISTRY))
def test_play_and_verify_every_variant(variant):
    ep = play(variant, hands=4, seed=12)
    data = jsonl_bytes(ep.records)
    verdict = verify(data)
    assert verdict.ok, verdict.message
    res = compute_results(ep.records)
    n = len(res["scores"])
    assert sum(res["net"]) == 0
    assert all(0 <= s <= 1 for s in res["scores"])
    if get_variant(variant).chip_race:
        assert sum(res["scores"]) == 1
    else:
        assert sum(res["scores"]) == Fraction(n, 2)
    assert res["reason"] in ("complete", "budget")


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    hands=st.integers(1, 6),
    variant=st.sampled_from(["holdem-hu", "holdem-6max", "sixmax", "headsup"]),
)
def test_holdem_episodes_conserve_chips_and_round_trip(seed, hands, variant):
    n = seats_for(variant)
    ep = play(variant, hands, seed, agents=("random",) * n)
    ends = [r for r in ep.records if r["type"] == "handEnd"]
    for r in ends:
        assert sum(r["nets"]) == 0 and max(abs(x) for x in r["nets"]) <= r["cap"]
    assert verify(jsonl_bytes(ep.records)).ok


def test_chip_race_carries_stacks_and_knocks_out():
    ep = play("sixmax", hands=60, seed=3, agents=("random",) * 6)
    res = compute_results(ep.records)
    assert sum(res["finalStacks"]) == 6 * 200
    busts = [r["slot"] for r in ep.records if r["type"] == "bust"]
    for slot in busts:
        assert res["finalStacks"][slot] == 0
    hands = [r for r in ep.records if r["type"] == "hand"]
    for h in hands:
        # a knocked-out slot is never dealt in again
        dealt = [h["slots"][p] for p, s in enumerate(h["stacks"]) if s > 0]
        assert not set(dealt) & set(
            b
            for b in busts
            if any(r["type"] == "bust" and r["slot"] == b and r["hand"] < h["hand"] for r in ep.records)
        )
