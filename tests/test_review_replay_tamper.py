"""Edits a second review of replays and results tried, and what verify must say about them.

The line-for-line re-run refuses every edit of a recomputed value; what is checked here is that the
verdict's one line says what differs (a results value past the twelfth decimal is a value, not a
spelling), where (a header the engine cannot run names line 1 and its field) and which edits only
the manifest can catch (the inputs, among them the deadline that ended an episode).
"""

from __future__ import annotations

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng, make_seat


def _play(variant: str = "leduc", seats: int = 2, hands: int = 4, seed: int = 5) -> Episode:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep


@pytest.mark.parametrize("field", ["scores", "exploitability"])
def test_a_results_value_past_the_twelfth_decimal_is_named_as_a_value(field):
    records = _play().records
    replay, results = jsonl_bytes(records), results_bytes(records)
    # The field's first number, plus 4e-13: a value the canonical writer would round back to it.
    start = results.index(f'"{field}":['.encode()) + len(field) + 4
    end = results.index(b",", start)
    edited = results[:start] + _past_twelfth(results[start:end]) + results[end:]
    assert edited != results
    verdict = verify(replay, edited, results_name="r.json")
    assert not verdict.ok
    assert verdict.message.startswith(f"r.json: field '{field}[0]': expected "), verdict.message


def _past_twelfth(number: bytes) -> bytes:
    """``number`` (a decimal the writer rounded to at most 12 places) plus 4e-13: the writer rounds it back."""
    whole, _, frac = number.decode().partition(".")
    return f"{whole}.{frac.ljust(12, '0')}4".encode()


def test_a_results_value_spelled_with_a_trailing_zero_is_still_a_spelling():
    records = _play().records
    replay, results = jsonl_bytes(records), results_bytes(records)
    start = results.index(b'"scores":[') + len(b'"scores":[')
    end = results.index(b",", start)
    edited = results[:end] + b"0" + results[end:]  # 0.52 -> 0.520: the same value
    verdict = verify(replay, edited, results_name="r.json")
    assert not verdict.ok and "the values are the recomputed ones" in verdict.message
