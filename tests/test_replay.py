"""Replay bytes: canonical, strict on bad input, and verified by re-running the engine."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import ReplayError, read_replay, verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import RandomSeat, decision_rng


def replay_of(variant="kuhn", seats=("random", "random"), hands=4, seed=3) -> bytes:
    config = EpisodeConfig(variant, seats, hands, seed)
    ep = Episode(config)
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(RandomSeat(decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


def lines(data: bytes) -> list[str]:
    return data.decode().splitlines()


def rejoin(ls: list[str]) -> bytes:
    return ("\n".join(ls) + "\n").encode()


def test_round_trip_verifies_with_results():
    data = replay_of()
    records = read_replay(data)
    verdict = verify(data, results_bytes(records))
    assert verdict.ok and verdict.message == f"OK: recomputed results SHA-256 {verdict.digest}"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), hands=st.integers(1, 8))
def test_replay_verify_round_trip_property(seed, hands):
    data = replay_of(hands=hands, seed=seed)
    assert verify(data).ok


def test_truncated_line():
    data = replay_of()
    with pytest.raises(ReplayError, match=r"line \d+: truncated"):
        read_replay(data[:-7], "r.jsonl")


def test_wrong_type():
    ls = lines(replay_of())
    ls[1] = ls[1].replace('"hand":0', '"hand":"0"')
    with pytest.raises(ReplayError, match=r"r.jsonl: line 2: field 'hand': expected int, got str"):
        read_replay(rejoin(ls), "r.jsonl")


def test_float_is_refused():
    ls = lines(replay_of())
    ls[1] = ls[1].replace('"button":0', '"button":0.5')
    with pytest.raises(ReplayError, match="line 2: not valid JSON"):
        read_replay(rejoin(ls))


def test_bad_card():
    ls = lines(replay_of())
    i = next(i for i, l in enumerate(ls) if '"type":"deal"' in l)
    rec = json.loads(ls[i])
    rec["cards"] = ["Zz"]
    ls[i] = json.dumps(rec, sort_keys=True, separators=(",", ":"))
    with pytest.raises(ReplayError, match=rf"line {i + 1}: field 'cards': bad card 'Zz'"):
        read_replay(rejoin(ls))


def test_duplicate_card():
    ls = lines(replay_of())
    deals = [i for i, l in enumerate(ls) if '"type":"deal"' in l][:2]
    first = json.loads(ls[deals[0]])
    second = json.loads(ls[deals[1]])
    second["cards"] = first["cards"]
    ls[deals[1]] = json.dumps(second, sort_keys=True, separators=(",", ":"))
    with pytest.raises(ReplayError, match=rf"line {deals[1] + 1}: field 'cards': card .. dealt twice"):
        read_replay(rejoin(ls))


def test_unknown_event():
    ls = lines(replay_of())
    ls.insert(3, '{"hand":0,"type":"teleport"}')
    verdict = verify(rejoin(ls))
    assert not verdict.ok and "line 4: unknown event type 'teleport'" in verdict.message


def test_not_canonical():
    ls = lines(replay_of())
    ls[1] = ls[1].replace(",", ", ", 1)
    with pytest.raises(ReplayError, match="line 2: not canonical"):
        read_replay(rejoin(ls))


def test_changed_decision_is_the_first_divergence():
    ls = lines(replay_of(hands=6, seed=8))
    i = next(i for i, l in enumerate(ls) if '"action":"check"' in l)
    ls[i] = ls[i].replace('"action":"check"', '"action":"bet"')
    verdict = verify(rejoin(ls))
    assert not verdict.ok
    assert f"line {i + 2}:" in verdict.message or f"line {i + 1}:" in verdict.message


def test_changed_result_is_named():
    data = replay_of()
    res = json.loads(results_bytes(read_replay(data)))
    res["scores"][0] = 1
    claimed = json.dumps(res, sort_keys=True, separators=(",", ":")).encode()
    verdict = verify(data, claimed)
    assert not verdict.ok and "scores[0]" in verdict.message


def test_unknown_variant_in_header():
    ls = lines(replay_of())
    ls[0] = ls[0].replace('"variant":"kuhn"', '"variant":"go"')
    with pytest.raises(ReplayError, match="line 1: field 'variant': unknown variant 'go'"):
        read_replay(rejoin(ls))
