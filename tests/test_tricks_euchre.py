"""Euchre rules, one test per rule."""

from __future__ import annotations

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.tricks.euchre import DECK, SWING_CAP, EuchreHand, EuchreVariant, hand_points

# Dealer 0. Upcard Ac; kitty Th 9s Ts.
BASE = {
    0: ["9c", "Tc", "9d", "Td", "9h"],
    1: ["Jc", "Js", "Ah", "Kh", "Qh"],
    2: ["Qc", "Kc", "Ad", "Kd", "Qd"],
    3: ["Jd", "Jh", "As", "Ks", "Qs"],
}
# Position 1 holds both bowers and the top clubs: a lone march when clubs are trump.
MARCH = {
    0: ["9d", "Td", "9h", "Th", "9s"],
    1: ["Jc", "Js", "Ac", "Kc", "Qc"],
    2: ["Jd", "Qd", "Kd", "Ad", "Ts"],
    3: ["Jh", "Qh", "Kh", "Ah", "Qs"],
}


def deal(hands, upcard, kitty) -> EuchreHand:
    deck = [c for p in range(4) for c in hands[p]] + [upcard] + kitty
    assert sorted(deck) == sorted(DECK)
    return EuchreVariant().new_hand(deck, [0] * 4, 0, 0)


def base() -> EuchreHand:
    return deal(BASE, "Ac", ["Th", "9s", "Ts"])


def march() -> EuchreHand:
    return deal(MARCH, "9c", ["Tc", "Ks", "As"])


def test_deck_is_24_cards_nine_to_ace():
    assert len(DECK) == 24 and {c[0] for c in DECK} == set("9TJQKA")
    with pytest.raises(ValueError, match="24 cards"):
        EuchreVariant().new_hand(DECK[:-1] + ["2c"], [0] * 4, 0, 0)


def test_round_one_order_up_then_dealer_discards_then_alone_decision():
    hand = base()
    assert hand.to_act() == 1 and [o.kind for o in hand.options()] == ["pass", "order"]
    events = hand.apply(Action("order"))
    assert events[1] == {"type": "pickUp", "pos": 0, "card": "Ac", "trump": "c"}
    assert hand.to_act() == 0 and hand.phase == "discard"
    assert set(hand.options()[0].cards) == set(BASE[0])  # not the upcard
    with pytest.raises(IllegalAction, match="may not discard the upcard"):
        hand.apply(Action("discard", card="Ac"))
    hand.apply(Action("discard", card="9h"))
    assert "Ac" in hand.holdings[0] and "9h" not in hand.holdings[0]
    assert hand.to_act() == 1 and [o.kind for o in hand.options()] == ["alone", "partner"]
    hand.apply(Action("partner"))
    assert hand.phase == "play" and hand.to_act() == 1  # left of the dealer leads


def test_dealer_may_order_own_upcard_in_round_one():
    hand = base()
    for _ in range(3):
        hand.apply(Action("pass"))
    assert hand.to_act() == 0
    hand.apply(Action("order"))
    assert hand.maker == 0 and hand.phase == "discard"


def test_round_two_names_another_suit_and_sticks_the_dealer():
    hand = base()
    for _ in range(4):
        events = hand.apply(Action("pass"))
    assert events[-1] == {"type": "turnDown", "card": "Ac"}
    assert hand.to_act() == 1
    assert [(o.kind, o.cards) for o in hand.options()] == [("pass", None), ("trump", ("d", "h", "s"))]
    with pytest.raises(IllegalAction, match="turned-down suit clubs"):
        hand.apply(Action("trump", card="c"))
    for _ in range(3):
        hand.apply(Action("pass"))
    assert hand.to_act() == 0
    assert [o.kind for o in hand.options()] == ["trump"]
    with pytest.raises(IllegalAction, match="stick the dealer"):
        hand.apply(Action("pass"))
    hand.apply(Action("trump", card="h"))
    assert hand.trump == "h" and hand.maker == 0 and hand.phase == "alone"
    assert "Ac" not in hand.holdings[0]  # nobody picks up in round two


def trump_clubs(hand, alone=False):
    hand.apply(Action("order"))
    hand.apply(Action("discard", card="9h" if "9h" in hand.holdings[0] else "9s"))
    hand.apply(Action("alone" if alone else "partner"))


def test_left_bower_is_a_trump_for_following_suit():
    hand = base()
    trump_clubs(hand)
    hand.apply(Action("play", card="Js"))  # the left bower leads clubs
    assert hand.led == "c"
    assert sorted(hand.legal_cards()) == ["Kc", "Qc"]
    hand.apply(Action("play", card="Qc"))
    assert len(hand.legal_cards()) == 5  # position 3 has no club (its jacks are red)
    hand.apply(Action("play", card="As"))
    assert set(hand.legal_cards()) == {"9c", "Tc", "Ac"}


def test_bowers_rank_right_then_left_then_ace():
    hand = base()
    trump_clubs(hand)
    hand.apply(Action("play", card="Js"))
    hand.apply(Action("play", card="Kc"))
    hand.apply(Action("play", card="Qs"))
    events = hand.apply(Action("play", card="Ac"))
    assert events[-1]["type"] == "trick" and events[-1]["pos"] == 1  # left bower beats the ace
    hand.apply(Action("play", card="Jc"))
    hand.apply(Action("play", card="Qc"))
    hand.apply(Action("play", card="Ks"))
    events = hand.apply(Action("play", card="Tc"))
    assert events[-1]["pos"] == 1


def test_left_bower_does_not_follow_its_printed_suit():
    deck = [c for p in range(4) for c in BASE[p]] + ["Ac", "Th", "9s", "Ts"]
    hand = EuchreVariant().new_hand(deck, [0] * 4, 2, 0)  # dealer 2, so position 3 leads
    hand.apply(Action("pass"))
    hand.apply(Action("pass"))
    hand.apply(Action("order"))  # position 1 orders clubs
    hand.apply(Action("discard", card="Qd"))
    hand.apply(Action("partner"))
    assert hand.to_act() == 3
    hand.apply(Action("play", card="As"))
    hand.apply(Action("play", card="9h"))
    assert hand.to_act() == 1
    assert set(hand.legal_cards()) == set(BASE[1])  # the left bower Js is a club, not a spade


def test_going_alone_sits_the_partner_out_and_the_lone_march_scores_four():
    hand = march()
    hand.apply(Action("order"))
    hand.apply(Action("discard", card="9s"))
    events = hand.apply(Action("alone"))
    assert events[-1] == {"type": "makers", "pos": 1, "trump": "c", "alone": True}
    assert hand.active == [True, True, True, False]
    for lead in ("Jc", "Js", "Ac", "Kc", "Qc"):
        assert hand.to_act() == 1
        hand.apply(Action("play", card=lead))
        while hand.trick:
            assert hand.to_act() != 3
            hand.apply(hand.fallback())
    assert hand.is_over() and hand.tricks_won == [0, 5, 0, 0]
    assert hand.nets() == [-4, 4, -4, 4] and max(map(abs, hand.nets())) == SWING_CAP == hand.swing_cap()
    assert hand.raw_numbers() == {"teamPoints": [0, 4, 0, 4], "tricks": [0, 5, 0, 0], "bidsMade": [0, 1, 0, 1]}


def test_march_with_partner_scores_two():
    hand = march()
    trump_clubs(hand)
    while not hand.is_over():
        hand.apply(
            hand.fallback()
            if hand.to_act() != 1
            else Action("play", card=max(hand.legal_cards(), key=lambda c: hand.strength[c]))
        )
    assert hand.tricks_won[1] + hand.tricks_won[3] == 5
    assert hand.nets() == [-2, 2, -2, 2]


def test_euchred_makers_give_the_defenders_two():
    hand = march()
    hand.apply(Action("pass"))
    hand.apply(Action("order"))  # position 2 orders clubs against position 1's bowers
    hand.apply(Action("discard", card="9s"))
    hand.apply(Action("partner"))
    while not hand.is_over():
        hand.apply(
            hand.fallback()
            if hand.to_act() != 1
            else Action("play", card=max(hand.legal_cards(), key=lambda c: hand.strength[c]))
        )
    assert hand.tricks_won[0] + hand.tricks_won[2] < 3
    assert hand.nets() == [-2, 2, -2, 2]
    assert hand.raw_numbers()["bidsMade"] == [0, 0, 0, 0]


@pytest.mark.parametrize(
    "taken, alone, points",
    [
        (0, False, (0, 2)),
        (2, True, (0, 2)),
        (3, False, (1, 0)),
        (4, True, (1, 0)),
        (5, False, (2, 0)),
        (5, True, (4, 0)),
    ],
)
def test_scoring_table(taken, alone, points):
    assert hand_points(taken, alone) == points


def test_fallbacks_per_phase():
    hand = base()
    assert hand.fallback() == Action("pass")
    for _ in range(7):
        hand.apply(Action("pass"))
    assert hand.fallback() == Action("trump", card="d")  # stuck dealer: first suit in c, d, h, s order
    hand2 = base()
    hand2.apply(Action("order"))
    assert hand2.fallback() == Action("discard", card="9c")  # lowest card: rank first, then suit
    hand2.apply(hand2.fallback())
    assert hand2.fallback() == Action("partner")
    hand2.apply(hand2.fallback())
    assert hand2.fallback() == Action("play", card="Jc")  # J is below Q, K, A


def test_play_events_record_legal_sets_and_observation_hides_others():
    hand = base()
    trump_clubs(hand)
    events = hand.apply(Action("play", card="Js"))
    assert events[0]["type"] == "action" and set(events[0]["legal"]) == set(BASE[1])
    obs = hand.observation(2)
    assert sorted(obs["cards"]) == sorted(BASE[2])
    assert obs["trump"] == "c" and obs["trick"] == [{"pos": 1, "card": "Js"}]
    assert obs["legal"] == [{"action": "play", "cards": ["Qc", "Kc"]}]
    assert hand.observation(3)["legal"] == []
    assert "9h" not in str(hand.observation(1))  # the dealer's discard is the dealer's alone
    assert hand.observation(0)["discarded"] == "9h"


def test_bad_inputs_name_the_rule():
    hand = base()
    with pytest.raises(IllegalAction, match="not legal while euchre is in phase bid1"):
        hand.apply(Action("trump", card="d"))
    with pytest.raises(IllegalAction, match="play phase|not legal"):
        hand.apply(Action("play", card="Jc"))
    trump_clubs(hand)
    with pytest.raises(IllegalAction, match="does not hold"):
        hand.apply(Action("play", card="Ac"))
    with pytest.raises(IllegalAction, match="euchre is in its play phase"):
        hand.apply(Action("pass"))


def test_duplicate_mirror_swaps_teams():
    assert EuchreVariant.game_type.duplicate and EuchreVariant().mirror_shift(4) == 1
