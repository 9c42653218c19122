"""The trick games' card tables (``TrickVariant.card_tables``, ``penalty_points``) are what the
house seats and the soft-play audit read instead of restating the rules: here they are checked
against the engines' own trick winners and hand scores over many random hands."""

from __future__ import annotations

import pytest

from cosino.games.registry import get_variant, names_where
from cosino.games.tricks.base import PLAY_ACTIONS
from cosino.primitives.rng import Rng, derive
from cosino.seats.trick_house import CardJudge

TRICK_GAMES = names_where(family="tricks")


def _random_hands(name: str, count: int):
    """Yield (hand, events) for ``count`` hands played by uniform choices."""
    variant = get_variant(name)
    rng = Rng(derive("card-tables", name))
    for index in range(count):
        deck = variant.deck()
        rng.shuffle(deck)
        hand = variant.new_hand(deck, [0, 0, 0, 0], index % 4, index)
        events = []
        while not hand.is_over():
            if hand.phase == "play":
                legal = hand.legal_cards()
                events += hand.apply(PLAY_ACTIONS[legal[rng.randbelow(len(legal))]])
            else:
                actions = hand.legal_actions()
                events += hand.apply(actions[rng.randbelow(len(actions))])
        yield hand, events


@pytest.mark.parametrize("name", TRICK_GAMES)
def test_the_house_judge_names_the_engines_trick_winner(name):
    tricks = 0
    for hand, events in _random_hands(name, 150):
        judge = CardJudge(name, hand.trump)
        trick = []
        for event in events:
            if event.get("action") == "play":
                trick.append({"pos": event["pos"], "card": event["card"]})
            elif event["type"] == "trick":
                assert judge.best(trick)[0] == event["pos"], (name, hand.trump, trick)
                trick = []
                tricks += 1
    assert tricks > 500  # every hand was played out, trick by trick


def test_hearts_penalty_points_are_what_its_hands_score():
    points = get_variant("hearts").penalty_points
    assert sum(points.values()) == 26 and points["Qs"] == 13
    for hand, events in _random_hands("hearts", 60):
        taken = [0, 0, 0, 0]
        for event in events:
            if event["type"] == "trick":
                taken[event["pos"]] += sum(points[c] for c in event["cards"])
        assert taken == hand.points


@pytest.mark.parametrize("name", ["euchre", "spades", "oh-hell"])
def test_games_whose_cards_carry_no_points_say_so(name):
    assert get_variant(name).penalty_points is None
