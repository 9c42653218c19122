"""Oh-hell rules, one test per rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.tricks.ohhell import DEFAULT_SCHEDULE, OhHellVariant, swing_cap_for
from cosino.primitives.cards import full_deck


def test_default_schedule_ten_down_to_one_shared_by_duplicate_pairs():
    v = OhHellVariant()
    assert DEFAULT_SCHEDULE == (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert [v.size_for(h) for h in range(22)] == [n for n in DEFAULT_SCHEDULE for _ in (0, 1)] + [10, 10]


def test_schedule_is_configurable_and_checked():
    v = OhHellVariant(schedule=[3, 13])
    assert [v.size_for(h) for h in range(4)] == [3, 3, 13, 13]
    with pytest.raises(ValueError, match="hand sizes from 1 to 13"):
        OhHellVariant(schedule=[0])
    with pytest.raises(ValueError, match="hand sizes from 1 to 13"):
        OhHellVariant(schedule=[])


def test_deal_and_turned_trump_card():
    deck = full_deck()
    hand = OhHellVariant(schedule=[3]).new_hand(deck, [0] * 4, 0, 0)
    assert [len(h) for h in hand.holdings] == [3, 3, 3, 3]
    assert hand.trump_card == deck[12] and hand.trump == deck[12][1]
    assert hand.start_events()[-1] == {"type": "trumpCard", "card": deck[12], "trump": deck[12][1], "size": 3}


def test_thirteen_cards_leave_no_trump():
    hand = OhHellVariant(schedule=[13]).new_hand(full_deck(), [0] * 4, 0, 0)
    assert hand.trump_card is None and hand.trump is None


def test_bidding_starts_left_of_dealer_and_dealer_may_not_make_the_sum():
    hand = OhHellVariant(schedule=[5]).new_hand(full_deck(), [0] * 4, 0, 0)
    assert hand.to_act() == 1
    for bid in (1, 2, 0):
        assert hand.options()[0].to_json() == {"action": "bid", "min": 0, "max": 5}
        hand.apply(Action("bid", bid))
    assert hand.to_act() == 0  # the dealer bids last
    assert hand.allowed_bids() == [0, 1, 3, 4, 5]
    assert [o.to_json() for o in hand.options()] == [{"action": "bid", "min": b, "max": b} for b in (0, 1, 3, 4, 5)]
    with pytest.raises(IllegalAction, match="the dealer may not make the bids sum to 5"):
        hand.apply(Action("bid", 2))
    with pytest.raises(IllegalAction, match=r"out of range 0\.\.5"):
        hand.apply(Action("bid", 6))
    hand.apply(Action("bid", 3))
    assert hand.phase == "play" and hand.to_act() == 1  # left of the dealer leads


def test_dealer_restriction_only_bites_when_reachable():
    hand = OhHellVariant(schedule=[2]).new_hand(full_deck(), [0] * 4, 0, 0)
    for bid in (2, 2, 2):
        hand.apply(Action("bid", bid))
    assert hand.allowed_bids() == [0, 1, 2]  # the sum already exceeds 2


def test_follow_suit_and_trump_wins():
    # 2 cards each. pos0: 2c 3c; pos1: Ah 4c; pos2: Ad 5d; pos3: 9s 6c; trump card 7s (spades).
    deck = ["2c", "3c", "Ah", "4c", "Ad", "5d", "9s", "6c", "7s"] + [
        c for c in full_deck() if c not in {"2c", "3c", "Ah", "4c", "Ad", "5d", "9s", "6c", "7s"}
    ]
    hand = OhHellVariant(schedule=[2]).new_hand(deck, [0] * 4, 0, 0)
    assert hand.trump == "s"
    for bid in (0, 0, 0, 0):
        hand.apply(Action("bid", bid))
    hand.apply(Action("play", card="Ah"))  # position 1 leads
    assert hand.legal_cards() == ["5d", "Ad"]  # position 2 has no heart
    hand.apply(Action("play", card="Ad"))
    assert hand.legal_cards() == ["6c", "9s"]
    hand.apply(Action("play", card="9s"))
    hand.apply(Action("play", card="2c"))
    assert hand.completed[0]["pos"] == 3  # the trump beats the ace led
    assert hand.to_act() == 3
    hand.apply(Action("play", card="6c"))
    assert hand.legal_cards() == ["3c"]
    with pytest.raises(IllegalAction, match="does not hold"):
        hand.apply(Action("play", card="5d"))


def test_scoring_exact_bid_is_ten_plus_tricks_else_zero_and_nets_are_exact():
    deck = ["2c", "3c", "Ah", "4c", "Ad", "5d", "9s", "6c", "7s"] + [
        c for c in full_deck() if c not in {"2c", "3c", "Ah", "4c", "Ad", "5d", "9s", "6c", "7s"}
    ]
    hand = OhHellVariant(schedule=[2]).new_hand(deck, [0] * 4, 0, 0)
    for bid in (1, 0, 1, 1):  # positions 1, 2, 3, 0 (the dealer's 1 keeps the sum off 2)
        hand.apply(Action("bid", bid))
    for card in ("Ah", "Ad", "9s", "2c", "6c", "3c", "4c", "5d"):
        hand.apply(Action("play", card=card))
    assert hand.tricks_won == [0, 0, 0, 2]
    raw = hand.raw_numbers()
    assert raw == {"points": [0, 0, 10, 0], "tricks": [0, 0, 0, 2], "bids": [1, 1, 0, 1], "bidsMade": [0, 0, 1, 0]}
    assert hand.nets() == [Fraction(-5, 2), Fraction(-5, 2), Fraction(15, 2), Fraction(-5, 2)]
    assert hand.swing_cap() == Fraction(3, 4) * 12 == swing_cap_for(2)


def test_cap_is_three_quarters_of_ten_plus_cards():
    assert [swing_cap_for(n) for n in (1, 10, 13)] == [Fraction(33, 4), Fraction(15), Fraction(69, 4)]


def test_fallbacks():
    hand = OhHellVariant(schedule=[1]).new_hand(full_deck(), [0] * 4, 0, 0)
    assert hand.fallback() == Action("bid", 0)
    for bid in (0, 0, 0):
        hand.apply(Action("bid", bid))
    assert hand.fallback() == Action("bid", 0)  # the dealer may not bid 1: the bids would sum to 1
    assert hand.allowed_bids() == [0]
    hand.apply(hand.fallback())
    assert hand.fallback() == Action("play", card=hand.holdings[1][0])


def test_dealer_fallback_skips_the_forbidden_bid():
    hand = OhHellVariant(schedule=[3]).new_hand(full_deck(), [0] * 4, 0, 0)
    for bid in (1, 1, 1):
        hand.apply(Action("bid", bid))
    assert hand.allowed_bids() == [1, 2, 3]
    assert hand.fallback() == Action("bid", 1)


def test_bad_inputs_name_the_rule():
    hand = OhHellVariant(schedule=[2]).new_hand(full_deck(), [0] * 4, 0, 0)
    with pytest.raises(IllegalAction, match="oh-hell is bidding"):
        hand.apply(Action("play", card="2d"))
    with pytest.raises(IllegalAction, match="oh-hell is bidding"):
        hand.apply(Action("bid"))
    for bid in (0, 0, 0, 0):
        hand.apply(Action("bid", bid))
    with pytest.raises(IllegalAction, match="play phase"):
        hand.apply(Action("bid", 1))
    with pytest.raises(IllegalAction, match="does not hold"):
        hand.apply(Action("play", card="As"))


def test_observation():
    hand = OhHellVariant(schedule=[2]).new_hand(full_deck(), [0] * 4, 0, 0)
    obs = hand.observation(1)
    assert obs["handSize"] == 2 and obs["trumpCard"] == "4c" and obs["cards"] == ["2h", "2s"]
    assert obs["legal"] == [{"action": "bid", "min": 0, "max": 2}]
    assert hand.observation(2)["legal"] == [] and "2h" not in str(hand.observation(2)["cards"])
