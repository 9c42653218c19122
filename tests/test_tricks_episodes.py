"""End to end: trick-game episodes through the episode machine, replay bytes and verification."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import ReplayError, read_replay, verify
from cosino.arena.scoring import compute_results, results_bytes
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng, make_seat

GAMES = ("euchre", "spades", "hearts", "oh-hell")
KINDS = ("house", "random", "house", "random")


def played(variant: str, hands: int = 2, seed: int = 4, responses=None) -> Episode:
    ep = Episode(EpisodeConfig(variant, KINDS, hands=hands, seed=seed))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        answer = responses(k, obs) if responses else None
        if answer is None:
            answer = make_seat(KINDS[slot], variant, decision_rng(seed, slot, k)).act(obs)
        ep.decide(answer)
        k += 1
    return ep


@pytest.mark.parametrize("variant", GAMES)
def test_episode_replays_verify_and_results_carry_raw_numbers(variant):
    ep = played(variant)
    data = jsonl_bytes(ep.records)
    verdict = verify(data, results_bytes(ep.records))
    assert verdict.ok, verdict.message
    results = compute_results(read_replay(data))
    assert sum(Fraction(s) for s in results["scores"]) == 2
    expected_raw = {
        "euchre": {"teamPoints", "tricks", "bidsMade"},
        "spades": {"teamPoints", "tricks", "bids", "bidsMade", "bags"},
        "hearts": {"points", "tricks"},
        "oh-hell": {"points", "tricks", "bids", "bidsMade"},
    }[variant]
    assert expected_raw <= set(results["raw"])
    assert (results["audit"] is None) == (variant in ("euchre", "spades"))
    plays = [r for r in ep.records if r.get("action") == "play"]
    assert plays and all(r["card"] in r["legal"] and "slot" in r for r in plays)


@pytest.mark.parametrize("variant", GAMES)
def test_invalid_card_falls_back_to_the_lowest_legal_card_and_is_recorded(variant):
    def respond(k, obs):
        if any(o["action"] == "play" for o in obs["legal"]):
            return {"action": "play", "card": "Zz", "say": "oops"}
        return None

    ep = played(variant, hands=1, responses=respond)
    order = "23456789TJQKA"
    bad = [r for r in ep.records if r.get("action") == "play" and "error" in r]
    assert bad
    for r in bad:
        assert r["received"] == {"action": "play", "card": "Zz", "say": "oops"}
        assert "not a legal choice" in r["error"]
        lowest = min(r["legal"], key=lambda c: (order.index(c[0]), "cdhs".index(c[1])))
        assert r["card"] == lowest
    assert verify(jsonl_bytes(ep.records)).ok


def test_invalid_bid_falls_back_to_the_lowest_legal_bid():
    def respond(k, obs):
        if any(o["action"] == "bid" for o in obs["legal"]):
            return {"action": "bid", "amount": 99}
        return None

    ep = played("oh-hell", hands=1, responses=respond)
    bids = [r for r in ep.records if r.get("action") == "bid"]
    assert len(bids) == 4 and all("error" in r for r in bids)
    assert [r["amount"] for r in bids[:3]] == [0, 0, 0]
    assert bids[3]["amount"] == 0  # the dealer may bid 0: only 10 (the hand size) is barred


def tamper(data: bytes, mutate) -> bytes:
    lines = data.decode().splitlines()
    for i, line in enumerate(lines):
        record = json.loads(line)
        if mutate(record):
            lines[i] = json.dumps(record, sort_keys=True, separators=(",", ":"))
            break
    return ("\n".join(lines) + "\n").encode()


def test_a_tampered_play_is_caught_in_one_line():
    ep = played("hearts", hands=1)
    data = jsonl_bytes(ep.records)

    def swap_card(record):
        if record.get("action") == "play" and len(record["legal"]) > 1:
            record["card"] = next(c for c in record["legal"] if c != record["card"])
            return True
        return False

    verdict = verify(tamper(data, swap_card))
    assert not verdict.ok and "\n" not in verdict.message and "line" in verdict.message


def test_a_malformed_trick_replay_is_refused_in_one_line():
    data = jsonl_bytes(played("spades", hands=1).records)
    broken = data.replace(b'"legal":[', b'"legal":{', 1)
    with pytest.raises(ReplayError) as info:
        verify(broken)
    assert "\n" not in str(info.value) and "line" in str(info.value)
