"""Spades rules, one test per rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.tricks.spades import SWING_CAP, SpadesHand, SpadesVariant, side_score

SUIT13 = "23456789TJQKA"


def cards(ranks: str, suit: str) -> list[str]:
    return [r + suit for r in ranks]


def new_hand(p0, p1, p2, p3) -> SpadesHand:
    deck = list(p0) + list(p1) + list(p2) + list(p3)
    assert len(deck) == 52 and len(set(deck)) == 52
    return SpadesVariant().new_hand(deck, [0] * 4, 0, 0)


def no_broken_deck():
    # pos1 holds 12 diamonds and one spade; pos3 holds 12 spades and the ace of diamonds.
    return new_hand(
        cards(SUIT13, "c"), cards(SUIT13[:-1], "d") + ["2s"], cards(SUIT13, "h"), cards(SUIT13[1:], "s") + ["Ad"]
    )


def discard_breaks_deck():
    # pos2 is void in diamonds and may throw a spade; pos3 holds the ace of hearts and 12 spades.
    return new_hand(
        cards(SUIT13, "c"),
        cards(SUIT13[:-1], "d") + ["As"],
        cards(SUIT13[:-1], "h") + ["2s"],
        cards(SUIT13[1:-1], "s") + ["Ah", "Ad"],
    )


def bid_all(hand, bids):
    for b in bids:
        hand.apply(Action("bid", b))


def test_bidding_starts_left_of_dealer_and_ranges_nil_to_thirteen():
    hand = no_broken_deck()
    assert hand.to_act() == 1
    assert hand.options()[0].to_json() == {"action": "bid", "min": 0, "max": 13}


def test_partnership_bids_total_at_most_thirteen():
    hand = no_broken_deck()
    bid_all(hand, [9, 2])  # positions 1 and 2
    assert hand.to_act() == 3
    assert (hand.options()[0].min_amount, hand.options()[0].max_amount) == (0, 4)
    with pytest.raises(IllegalAction, match=r"bid 5: out of range 0\.\.4 \(partner bid 9"):
        hand.apply(Action("bid", 5))
    with pytest.raises(IllegalAction, match="out of range"):
        hand.apply(Action("bid", -1))


def test_nil_partner_leaves_the_whole_range():
    hand = no_broken_deck()
    bid_all(hand, [0, 2])
    assert hand.options()[0].max_amount == 13


def test_spades_may_not_be_led_before_broken():
    hand = no_broken_deck()
    bid_all(hand, [3, 3, 3, 3])
    assert hand.to_act() == 1  # left of the dealer leads
    assert "2s" not in hand.legal_cards()
    with pytest.raises(IllegalAction, match="spades are not broken"):
        hand.apply(Action("play", card="2s"))


def test_leader_holding_only_spades_may_lead_them_and_breaks_them():
    hand = no_broken_deck()
    bid_all(hand, [3, 3, 3, 3])
    for card in ("Kd", "2h", "Ad", "2c"):
        hand.apply(Action("play", card=card))
    assert hand.to_act() == 3 and hand.tricks_won[3] == 1
    assert not hand.broken
    assert hand.legal_cards() == cards(SUIT13[1:], "s")
    hand.apply(Action("play", card="3s"))
    assert hand.broken


def test_a_spade_discard_breaks_spades_for_every_later_lead():
    hand = discard_breaks_deck()
    bid_all(hand, [3, 3, 3, 3])
    hand.apply(Action("play", card="Kd"))
    assert "2s" in hand.legal_cards()  # void in diamonds: any card
    hand.apply(Action("play", card="2s"))
    assert hand.broken
    hand.apply(Action("play", card="Ad"))
    hand.apply(Action("play", card="2c"))
    assert hand.completed[-1]["pos"] == 2  # the trump took it
    assert "2s" not in hand.holdings[2]
    # position 2 now holds only hearts; lead a heart, then position 3 (holding a heart and spades) wins
    hand.apply(Action("play", card="2h"))
    hand.apply(Action("play", card="Ah"))
    hand.apply(Action("play", card="3c"))
    hand.apply(Action("play", card="2d"))
    assert hand.to_act() == 3
    assert "Ks" in hand.legal_cards() and "Ah" not in hand.holdings[3]


def test_spades_trump_other_suits():
    hand = discard_breaks_deck()
    bid_all(hand, [3, 3, 3, 3])
    for card in ("Kd", "2s", "Ad", "Ac"):
        hand.apply(Action("play", card=card))
    assert hand.completed[-1] == {"type": "trick", "pos": 2, "leader": 1, "cards": ["Kd", "2s", "Ad", "Ac"]}


def test_every_play_event_records_the_legal_set():
    hand = no_broken_deck()
    bid_all(hand, [3, 3, 3, 3])
    events = hand.apply(Action("play", card="Kd"))
    assert events[0] == {"type": "action", "pos": 1, "action": "play", "card": "Kd", "legal": cards(SUIT13[:-1], "d")}
    events = hand.apply(Action("play", card="7h"))
    assert events[0]["legal"] == cards(SUIT13, "h")


@pytest.mark.parametrize(
    "bids, tricks, expected",
    [
        ((4, 3), (5, 3), (71, 1, True)),  # made with one bag
        ((4, 3), (3, 3), (-70, 0, False)),  # set: minus ten per trick bid
        ((13, 0), (13, 0), (230, 0, True)),  # the cap's best side
        ((13, 0), (12, 1), (-230, 0, False)),  # and its worst
        ((0, 5), (2, 5), (-50, 0, True)),  # a nil bidder's tricks do not count toward the contract
        ((0, 5), (0, 9), (154, 4, True)),
        ((0, 0), (0, 0), (200, 0, True)),
        ((0, 0), (7, 6), (-200, 0, True)),
    ],
)
def test_side_score(bids, tricks, expected):
    assert side_score(bids, tricks) == expected


def play_out_lowest(hand):
    while not hand.is_over():
        hand.apply(hand.fallback())


def test_nets_are_the_team_difference_and_raw_numbers_are_reported():
    hand = no_broken_deck()
    bid_all(hand, [5, 0, 2, 4])  # positions 1, 2, 3, 0
    play_out_lowest(hand)
    raw = hand.raw_numbers()
    assert sum(raw["tricks"]) == 13
    t0 = side_score([4, 0], [raw["tricks"][0], raw["tricks"][2]])[0]
    t1 = side_score([5, 2], [raw["tricks"][1], raw["tricks"][3]])[0]
    assert raw["teamPoints"] == [t0, t1, t0, t1]
    assert hand.nets() == [t0 - t1, t1 - t0, t0 - t1, t1 - t0]
    assert hand.swing_cap() == SWING_CAP == 460
    assert set(raw) == {"teamPoints", "tricks", "bids", "bidsMade", "bags"}


def test_fallback_is_lowest_bid_then_lowest_legal_card():
    hand = no_broken_deck()
    assert hand.fallback() == Action("bid", 0)
    bid_all(hand, [9, 0, 0])
    assert hand.fallback() == Action("bid", 0)
    hand.apply(Action("bid", 4))
    assert hand.fallback() == Action("play", card="2d")
    hand.apply(Action("play", card="Qd"))
    assert hand.fallback() == Action("play", card="2h")


def test_bad_inputs_name_the_rule():
    hand = no_broken_deck()
    with pytest.raises(IllegalAction, match="spades is bidding"):
        hand.apply(Action("play", card="2d"))
    bid_all(hand, [1, 1, 1, 1])
    with pytest.raises(IllegalAction, match="does not hold that card"):
        hand.apply(Action("play", card="2c"))
    with pytest.raises(IllegalAction, match="play phase"):
        hand.apply(Action("bid", 3))
    hand.apply(Action("play", card="2d"))
    with pytest.raises(IllegalAction, match="does not hold that card"):
        hand.apply(Action("play", card="Zz"))
    hand.apply(Action("play", card="2h"))
    with pytest.raises(IllegalAction, match=r"play 3s: must follow diamonds \(legal: Ad\)"):
        hand.apply(Action("play", card="3s"))
    play_out_lowest(hand)
    with pytest.raises(IllegalAction, match="hand is over"):
        hand.apply(Action("play", card="2d"))


def test_nets_before_the_end_are_refused():
    with pytest.raises(IllegalAction, match="not finished"):
        no_broken_deck().nets()


def test_duplicate_mirror_swaps_the_teams():
    assert SpadesVariant.game_type.duplicate is True
    assert SpadesVariant().mirror_shift(4) == 1
    assert isinstance(SWING_CAP, int) and not isinstance(SWING_CAP, Fraction)
