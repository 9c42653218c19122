"""Hearts rules, one test per rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.tricks.hearts import SWING_CAP, HeartsHand, HeartsVariant, card_points, direction_for

R = "23456789TJQKA"


def suit(s: str, ranks: str = R) -> list[str]:
    return [r + s for r in ranks]


def deal(p0, p1, p2, p3, hand_index=6) -> HeartsHand:  # hand 6 of a duplicate table holds
    deck = list(p0) + list(p1) + list(p2) + list(p3)
    assert len(set(deck)) == 52
    return HeartsVariant().new_hand(deck, [0] * 4, 0, hand_index)


def test_direction_cycles_left_right_across_hold_by_pair():
    assert [direction_for(h) for h in range(10)] == [
        "left",
        "left",
        "right",
        "right",
        "across",
        "across",
        "hold",
        "hold",
        "left",
        "left",
    ]
    assert [direction_for(h, duplicate=False) for h in range(5)] == ["left", "right", "across", "hold", "left"]


@pytest.mark.parametrize("index, shift", [(0, 1), (2, 3), (4, 2)])
def test_passing_moves_three_cards_in_the_direction(index, shift):
    hand = deal(suit("c"), suit("d"), suit("h"), suit("s"), hand_index=index)
    assert hand.to_act() == 1  # left of the dealer passes first
    chosen = {}
    for pos in (1, 2, 3, 0):
        chosen[pos] = []
        for _ in range(3):
            assert hand.to_act() == pos and hand.phase == "pass"
            card = hand.options()[0].cards[-1]
            chosen[pos].append(card)
            events = hand.apply(Action("pass", card=card))
    receives = [e for e in events if e["type"] == "receive"]
    assert len(receives) == 4
    for giver in range(4):
        taker = (giver + shift) % 4
        assert set(chosen[giver]) <= set(hand.holdings[taker])
        assert not set(chosen[giver]) & set(hand.holdings[giver])
        assert all(len(h) == 13 for h in hand.holdings)
    assert hand.phase == "play"
    assert hand.to_act() == next(p for p in range(4) if "2c" in hand.holdings[p])


def test_hold_hand_goes_straight_to_play_and_two_of_clubs_leads():
    hand = deal(suit("d"), suit("c"), suit("h"), suit("s"))
    assert hand.direction == "hold" and hand.phase == "play"
    assert hand.to_act() == 1 and hand.legal_cards() == ["2c"]
    with pytest.raises(IllegalAction, match="two of clubs leads the first trick"):
        hand.apply(Action("play", card="3c"))


def first_trick_deal():
    # pos0: clubs 2-7 + hearts; pos1 void in clubs with hearts, Qs and diamonds;
    # pos2 void in clubs with only hearts + Qs
    p0 = suit("c", "234567") + suit("h", "2345678")
    p1 = suit("d", "23456789TJQK") + ["9h"]
    p2 = suit("h", "TJQKA") + suit("s", "23456789")
    p3 = suit("c", "89TJQKA") + ["Ad", "Qs", "Ks", "As", "Ts", "Js"]
    return deal(p0, p1, p2, p3)


def test_no_points_on_the_first_trick_unless_nothing_else():
    hand = first_trick_deal()
    assert hand.to_act() == 0
    hand.apply(Action("play", card="2c"))
    assert "9h" not in hand.legal_cards()  # void in clubs, holds diamonds: no heart
    with pytest.raises(IllegalAction, match="no points on the first trick"):
        hand.apply(Action("play", card="9h"))
    hand.apply(Action("play", card="2d"))
    assert set(hand.legal_cards()) == set(suit("s", "23456789"))  # no hearts while spades remain
    hand.apply(Action("play", card="2s"))
    assert "Qs" not in hand.legal_cards() or hand.legal_cards() == suit("c", "89TJQKA")
    hand.apply(Action("play", card="Ac"))
    assert hand.completed[-1]["points"] == 0 and hand.completed[-1]["pos"] == 3


def test_only_point_cards_may_be_thrown_on_the_first_trick():
    p0 = suit("c", "23456789TJQKA")
    p1 = suit("h", "23456789TJQK") + ["Qs"]
    p2 = suit("d")
    p3 = ["Ah"] + suit("s", "23456789TJKA")
    hand = deal(p0, p1, p2, p3)
    hand.apply(Action("play", card="2c"))
    assert set(hand.legal_cards()) == set(p1)  # nothing but points: anything goes


def test_hearts_may_not_be_led_until_broken():
    hand = first_trick_deal()
    for card in ("2c", "2d", "2s", "Ac"):
        hand.apply(Action("play", card=card))
    assert hand.to_act() == 3 and not hand.broken
    assert "Ad" in hand.legal_cards()
    hand.apply(Action("play", card="Qs"))  # the queen does not break hearts
    hand.apply(Action("play", card="3c"))  # position 0 has no spade
    assert not hand.broken
    hand.apply(Action("play", card="3d"))
    hand.apply(Action("play", card="3s"))
    assert hand.completed[-1]["pos"] == 3 and hand.completed[-1]["points"] == 13
    assert "Ks" in hand.legal_cards()


def test_a_heart_played_breaks_hearts_and_a_hearts_only_leader_may_lead_one():
    hand = first_trick_deal()
    for card in ("2c", "2d", "2s", "Ac"):
        hand.apply(Action("play", card=card))
    hand.apply(Action("play", card="Ad"))  # position 3 leads a diamond
    hand.apply(Action("play", card="2h"))  # position 0, void in diamonds, throws a heart
    assert hand.broken
    hand.apply(Action("play", card="3d"))
    hand.apply(Action("play", card="3s"))
    assert hand.completed[-1]["pos"] == 3 and hand.completed[-1]["points"] == 1
    assert hand.points[3] == 1


def test_lead_rule_without_break():
    p0 = suit("c", "23456789TJQKA")
    p1 = suit("d", "23456789TJQKA")
    p2 = suit("h", "23456789TJQKA")
    p3 = suit("s", "23456789TJQKA")
    hand = deal(p0, p1, p2, p3)
    hand.apply(Action("play", card="2c"))
    for _ in range(3):
        hand.apply(hand.fallback())
    assert hand.to_act() == 0
    assert hand.legal_cards() == suit("c", "3456789TJQKA")
    hand2 = deal(p2, p1, p0, p3)  # the 2c holder sits at 2; after it wins, lead any club
    assert hand2.to_act() == 2


def test_points_and_the_moon():
    assert card_points("Qs") == 13 and card_points("7h") == 1 and card_points("Ks") == 0
    p0 = suit("c", "23456789TJQKA")
    p1 = suit("d", "23456789TJQKA")
    p2 = suit("h", "23456789TJQKA")
    p3 = suit("s", "23456789TJQKA")
    hand = deal(p0, p1, p2, p3)
    while not hand.is_over():
        hand.apply(hand.fallback())
    # position 0 leads every club and wins every trick: all 13 hearts and the queen -> the moon
    assert hand.tricks_won == [13, 0, 0, 0]
    assert hand.raw_numbers() == {"points": [0, 26, 26, 26], "tricks": [13, 0, 0, 0]}
    assert hand.nets() == [Fraction(39, 2), Fraction(-13, 2), Fraction(-13, 2), Fraction(-13, 2)]
    assert max(abs(n) for n in hand.nets()) == SWING_CAP == hand.swing_cap() == Fraction(39, 2)


def test_nets_are_mean_minus_points():
    hand = first_trick_deal()
    while not hand.is_over():
        hand.apply(hand.fallback())
    pts = hand.raw_numbers()["points"]
    assert sum(pts) in (26, 78)  # 78 after a moon
    assert hand.nets() == [Fraction(sum(pts), 4) - p for p in pts]
    assert sum(hand.nets()) == 0


def test_fallback_is_lowest_card():
    hand = deal(suit("c"), suit("d"), suit("h"), suit("s"), hand_index=0)
    assert hand.fallback() == Action("pass", card="2d")
    hand.apply(Action("pass", card="Ad"))
    assert hand.fallback() == Action("pass", card="2d")


def test_play_events_record_legal_sets():
    hand = first_trick_deal()
    events = hand.apply(Action("play", card="2c"))
    assert events[0] == {"type": "action", "pos": 0, "action": "play", "card": "2c", "legal": ["2c"]}
    events = hand.apply(Action("play", card="5d"))
    assert events[0]["legal"] == suit("d", "23456789TJQK")


def test_bad_inputs_name_the_rule():
    hand = deal(suit("c"), suit("d"), suit("h"), suit("s"), hand_index=0)
    with pytest.raises(IllegalAction, match="does not hold that card"):
        hand.apply(Action("pass", card="2c"))
    with pytest.raises(IllegalAction, match="pass one card"):
        hand.apply(Action("play", card="2d"))
    with pytest.raises(IllegalAction, match="pass one card"):
        hand.apply(Action("pass", amount=3, card="2d"))
    held = deal(suit("d"), suit("c"), suit("h"), suit("s"))
    with pytest.raises(IllegalAction, match="play phase"):
        held.apply(Action("pass", card="2c"))


def test_observation_shows_own_cards_and_pass_state():
    hand = deal(suit("c"), suit("d"), suit("h"), suit("s"), hand_index=0)
    hand.apply(Action("pass", card="Ad"))
    obs = hand.observation(1)
    assert obs["passDirection"] == "left" and obs["passed"] == ["Ad"] and "Ad" not in obs["cards"]
    assert obs["legal"] == [{"action": "pass", "cards": suit("d", "23456789TJQK")}]
    assert "2c" not in str(hand.observation(1)["cards"])
    assert hand.observation(0)["legal"] == []
