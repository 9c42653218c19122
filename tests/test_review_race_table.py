"""Chip-race table mechanics across hands, as docs/chip-race.md states them (checked, right)."""

from __future__ import annotations

from fractions import Fraction

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK


def _blinds(hand: HoldemHand) -> dict[str, int]:
    return {e["blind"]: e["pos"] for e in hand.start_events() if e["type"] == "blind"}


def test_blinds_are_the_first_two_funded_seats_after_the_button():
    hand = HoldemHand(list(DECK), [200, 0, 200, 0, 200, 200], 0)
    assert _blinds(hand) == {"small": 2, "big": 4} and hand.to_act() == 5
    assert hand.dealt_positions() == [2, 4, 5, 0]


def test_two_funded_seats_of_six_play_heads_up_the_button_posting_the_small_blind():
    hand = HoldemHand(list(DECK), [0, 150, 0, 0, 250, 0], 4)
    assert _blinds(hand) == {"small": 4, "big": 1}
    assert hand.to_act() == 4  # the button opens before the flop
    hand.apply(Action("call"))
    hand.apply(Action("check"))
    assert hand.to_act() == 1  # and speaks last after it


def test_a_one_chip_big_blind_makes_the_call_one_and_the_minimum_raise_three():
    hand = HoldemHand(list(DECK), [200, 200, 1, 200], 0)
    assert [e["amount"] for e in hand.start_events() if e["type"] == "blind"] == [1, 1]
    assert hand.decision()["toCall"] == 1 and hand.raise_bounds() == (3, 200)


def _race_to_a_bust(seed: int) -> Episode:
    """headsup: both seats all-in in hand 0 of 50; redo with the next seed on a split pot."""
    while True:
        ep = Episode(EpisodeConfig("headsup", ("a", "b"), 50, seed))
        ep.decide({"action": "raise", "amount": 200})
        ep.decide({"action": "call"})
        if ep.finished:
            return ep
        seed += 1


def test_a_race_ends_complete_after_the_hand_that_leaves_one_seat_every_chip():
    ep = _race_to_a_bust(1)
    assert ep.reason == "complete" and ep.pending() is None
    assert [r["hand"] for r in ep.records if r["type"] == "hand"] == [0]  # no hand after the bust
    results = compute_results(ep.records)
    assert sorted(results["finalStacks"]) == [0, 400]
    assert sorted(results["scores"]) == [0, 1] and sum(results["scores"]) == 1
    assert [r["type"] for r in ep.records].count("bust") == 1


def _sixmax_after_one_hand(budget: int) -> Episode:
    ep = Episode(EpisodeConfig("sixmax", tuple("abcdef"), 20, 3, budget))
    ep.decide({"action": "raise", "amount": 200})  # position 3 shoves; 4 calls; the rest fold
    ep.decide({"action": "call"})
    for _ in range(4):
        ep.decide({"action": "fold"})
    assert ep.hand_index == 1 and ep.stacks.count(0) == 1
    return ep


def _check_refund(ep: Episode, before: list[int], reason: str) -> None:
    results = compute_results(ep.records)
    assert results["reason"] == reason and results["voidHands"] == [1] and results["scoredHands"] == 1
    assert results["finalStacks"] == before and sum(before) == 1200
    assert results["scores"] == [Fraction(s, 1200) for s in before] and sum(results["scores"]) == 1


def test_the_budget_ending_plays_the_hand_in_progress_after_a_bust():
    ep = _sixmax_after_one_hand(budget=8)
    ep.decide({"action": "raise", "amount": 10})
    ep.decide({"action": "call"})  # the eighth decision: the budget is spent mid-hand, which plays on
    assert not ep.finished
    while ep.pending() is not None:
        ep.decide({"action": "fold"})
    results = compute_results(ep.records)
    assert results["reason"] == "budget" and results["voidHands"] == [] and results["scoredHands"] == 2
    assert results["finalStacks"] == ep.stacks and sum(ep.stacks) == 1200 and ep.stacks.count(0) == 1
    assert sum(results["scores"]) == 1


def test_the_deadline_refunds_the_hand_in_progress_after_a_bust():
    ep = _sixmax_after_one_hand(budget=220)
    before = list(ep.stacks)
    ep.decide({"action": "raise", "amount": 10})
    ep.abandon("deadline")
    _check_refund(ep, before, "deadline")


def test_a_hostile_amount_beyond_the_stack_is_refused_and_folded():
    ep = Episode(EpisodeConfig("sixmax", tuple("abcdef"), 2, 4))
    out = ep.decide({"action": "raise", "amount": 201})
    assert out[0]["action"] == "fold" and out[0]["error"] == "raise 201 is not a legal choice here"
    out = ep.decide({"action": "raise", "amount": 3})  # below the minimum raise-to of 4
    assert out[0]["action"] == "fold" and "error" in out[0]
