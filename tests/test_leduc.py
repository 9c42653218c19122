"""Leduc rules: dealing, betting limits, settlement, keys, events and the swing cap."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.games.poker.leduc import LeducVariant
from cosino.games.protocol import Action, IllegalAction
from cosino.games.registry import get_variant

DECK = ["Js", "Jh", "Qs", "Qh", "Ks", "Kh"]


def play(deck, kinds):
    hand = LeducVariant().new_hand(deck, [13, 13], 0, 0)
    events = hand.start_events()
    for k in kinds:
        events += hand.apply(Action(k))
    return hand, events


def test_registry_and_deck():
    v = get_variant("leduc")
    assert v.deck() == DECK and v.min_seats == v.max_seats == 2


def test_fold_only_when_facing_a_wager_and_two_wagers_per_round():
    hand, _ = play(DECK, [])
    assert [o.kind for o in hand.options()] == ["check", "bet"]
    hand.apply(Action("bet"))
    assert [o.kind for o in hand.options()] == ["fold", "call", "raise"]
    hand.apply(Action("raise"))
    assert [o.kind for o in hand.options()] == ["fold", "call"]
    with pytest.raises(IllegalAction, match="not legal in Leduc"):
        hand.apply(Action("raise"))
    with pytest.raises(IllegalAction):
        hand.apply(Action("bet", 2))


def test_board_turns_after_round_one_and_position_zero_opens_round_two():
    hand, events = play(["Qs", "Kh", "Qh", "Js", "Jh", "Ks"], ["check", "check"])
    assert events[-1] == {"type": "board", "cards": ["Qh"]}
    assert hand.to_act() == 0 and hand.infoset_key(0) == "0|Q|Q|kk/"
    assert hand.observation(1)["board"] == ["Qh"] and hand.observation(1)["cards"] == ["Kh"]
    for k in ("bet", "raise", "call"):
        hand.apply(Action(k))
    assert hand.is_over() and hand.nets() == [9, -9]  # Q pairs the board


def test_split_pot_and_fold_before_board():
    hand, events = play(["Qs", "Qh", "Ks", "Js", "Jh", "Kh"], ["bet", "call", "check", "check"])
    assert hand.nets() == [0, 0] and [e["pot"] for e in events if e["type"] == "award"] == [3, 3]
    hand, events = play(DECK, ["bet", "fold"])
    assert hand.nets() == [1, -1] and not any(e["type"] == "board" for e in events)
    assert hand.infoset_key(1) == "1|J||bf"


def test_keys_match_the_documented_examples():
    hand, _ = play(["Js", "Ks", "Kh", "Qs", "Qh", "Jh"], ["bet", "call", "bet", "raise"])
    assert hand.infoset_key(0) == "0|J|K|bc/br"
    assert hand.infoset_key(1) == "1|K|K|bc/br"


@settings(max_examples=150, deadline=None)
@given(st.permutations(DECK), st.lists(st.integers(0, 2), min_size=12, max_size=12))
def test_random_play_is_zero_sum_within_the_cap(deck, picks):
    hand = LeducVariant().new_hand(deck, [13, 13], 0, 0)
    for pick in picks:
        if hand.is_over():
            break
        opts = hand.options()
        hand.apply(Action(opts[pick % len(opts)].kind))
        assert hand.observation(0)["cards"] == [deck[0]]
    if hand.is_over():
        nets = hand.nets()
        assert sum(nets) == 0 and max(map(abs, nets)) <= hand.swing_cap() == 13
    else:
        with pytest.raises(IllegalAction):
            hand.nets()


def test_worst_case_reaches_the_cap():
    hand, _ = play(["Js", "Ks", "Kh", "Qs", "Qh", "Jh"], ["bet", "raise", "call", "bet", "raise", "call"])
    assert hand.nets() == [-13, 13]
