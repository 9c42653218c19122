"""Property tests: whatever the seats, stacks, deck and choices, the invariants of a hand hold."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action, IllegalAction
from cosino.primitives.canonical import dumps
from cosino.primitives.cards import DECK


@st.composite
def tables(draw):
    n = draw(st.integers(2, 10))
    stacks = draw(st.lists(st.one_of(st.integers(1, 12), st.integers(13, 400), st.just(0)), min_size=n, max_size=n))
    funded = [p for p, s in enumerate(stacks) if s]
    if len(funded) < 2:
        stacks[0], stacks[1] = max(stacks[0], 7), max(stacks[1], 150)
        funded = [p for p, s in enumerate(stacks) if s]
    button = draw(st.sampled_from(funded))
    deck = draw(st.permutations(list(DECK)))
    return stacks, button, deck


def _check_decision(hand: HoldemHand) -> None:
    p = hand.to_act()
    options = hand.options()
    kinds = [o.kind for o in options]
    d = hand.decision()
    assert len(set(kinds)) == len(kinds)
    if "check" in kinds:
        assert "fold" not in kinds and d["canCheck"] and not d["canFold"]
    else:
        assert kinds[:2] == ["fold", "call"] and d["toCall"] > 0
    for o in options:
        if o.min_amount is not None:
            assert o.min_amount <= o.max_amount == hand.bet[p] + hand.stack[p]
            assert o.min_amount > hand.level
            assert (d["minRaiseTo"], d["maxRaiseTo"]) == (o.min_amount, o.max_amount)
    assert d["canRaise"] == any(o.min_amount is not None for o in options)
    obs = hand.observation(p)
    dumps(obs)
    assert obs["legal"] == [o.to_json() for o in options]


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), choices=st.lists(st.integers(0, 10**6), min_size=60, max_size=60))
def test_invariants_of_random_hands(table, choices):
    stacks, button, deck = table
    hand = HoldemHand(deck, stacks, button, 1, 2)
    events = hand.start_events()
    steps = 0
    while hand.to_act() is not None:
        _check_decision(hand)
        options = hand.options()
        pick = choices[steps % len(choices)] + steps
        o = options[pick % len(options)]
        amount = None
        if o.min_amount is not None:
            span = o.max_amount - o.min_amount
            amount = (o.min_amount, o.max_amount, o.min_amount + pick % (span + 1))[pick % 3]
        action = Action(o.kind, amount)
        assert hand.is_legal(action)
        in_play = sum(hand.stack) + sum(hand.total)
        events += hand.apply(action)
        assert sum(hand.stack) + sum(hand.total) == in_play  # chips only move between stack and pot
        steps += 1
        assert steps < 400
    nets = hand.nets()
    assert sum(nets) == 0
    assert sum(hand.final_stacks()) == sum(stacks)
    assert all(s >= 0 for s in hand.final_stacks())
    assert max(abs(x) for x in nets) <= hand.swing_cap()
    pots = [e for e in events if e["type"] == "pot"]
    assert sum(p["amount"] for p in pots) == sum(hand.total)
    for pot in pots:
        assert sum(pot["shares"]) == pot["amount"] == sum(pot["contributions"])
        assert max(pot["shares"]) - min(pot["shares"]) <= 1
        assert set(pot["winners"]) <= set(pot["eligible"])
    for e in events:
        dumps(e)
    for p, s in enumerate(stacks):
        if s == 0:
            assert nets[p] == 0


@settings(max_examples=150, deadline=None)
@given(
    table=tables(), amount=st.integers(-5, 500), kind=st.sampled_from(["fold", "check", "call", "bet", "raise", "x"])
)
def test_an_action_is_applied_exactly_when_it_is_legal(table, amount, kind):
    stacks, button, deck = table
    hand = HoldemHand(deck, stacks, button, 1, 2)
    if hand.to_act() is None:
        return
    for candidate in (Action(kind), Action(kind, amount)):
        before = (list(hand.stack), list(hand.bet), hand.to_act(), hand.level)
        legal = hand.is_legal(candidate)
        try:
            hand.apply(candidate)
        except IllegalAction:
            assert not legal
            assert (list(hand.stack), list(hand.bet), hand.to_act(), hand.level) == before
        else:
            assert legal
            return
