"""Chip-race luck mapping at the edges: six-max races where seats bust, a race that ends with one
seat holding every chip, one-chip stacks (both blinds all in for less) and three-chip stacks."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.diagnostics.luck import adjusted_scores
from cosino.games import registry
from cosino.games.poker.holdem import HoldemVariant
from cosino.seats.house import decision_rng, make_seat


def race(monkeypatch, stack: int, seed: int, hands: int = 30) -> dict:
    monkeypatch.setitem(
        registry.REGISTRY,
        "sixmax",
        lambda: HoldemVariant("sixmax", 2, 6, small_blind=1, big_blind=2, starting_stack=stack, chip_race=True),
    )
    kinds = ("house", "random") * 3
    ep = Episode(EpisodeConfig("sixmax", kinds, hands=hands, seed=seed, budget=10**6))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(kinds[slot], "sixmax", decision_rng(seed, slot, k)).act(obs))
        k += 1
    return compute_results(ep.records)


@pytest.mark.parametrize("stack, seed", [(1, 1), (1, 2), (3, 1), (3, 3), (200, 1), (200, 2)])
def test_adjusted_chip_shares_keep_the_docstrings_promises(monkeypatch, stack, seed):
    results = race(monkeypatch, stack, seed)
    total = 6 * stack
    assert sum(results["finalStacks"]) == total
    adjusted = [Fraction(v) for v in results["luckAdjusted"]["net"]]
    assert sum(adjusted) == 0  # the corrections are zero-sum, busted seats included
    shares = [(stack + v) / total for v in adjusted]  # the adjusted final share of the chips
    scores = adjusted_scores(results)
    assert scores == [min(Fraction(1), max(Fraction(0), s)) for s in shares]
    assert all(type(s) is Fraction and 0 <= s <= 1 for s in scores)
    clamped = [s for s in shares if not 0 <= s <= 1]
    if not clamped:
        assert sum(scores) == 1
    else:  # the sum moves by exactly the clamped amount
        assert sum(scores) - 1 == sum(-s if s < 0 else 1 - s for s in clamped)


def test_a_race_won_outright(monkeypatch):
    """Seed 1 at 200 chips: one seat holds all 1200 chips after 16 hands, the race ends there."""
    results = race(monkeypatch, 200, 1)
    assert results["scoredHands"] == 16 and sorted(results["finalStacks"]) == [0] * 5 + [1200]
    assert results["scores"] == [Fraction(s, 1200) for s in results["finalStacks"]]
