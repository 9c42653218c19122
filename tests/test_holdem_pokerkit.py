"""Peer test: the same random hands through our engine and PokerKit agree on decisions and nets.

Positions map to PokerKit's player indices with the button last (index n - 1), as in PHH. Stacks
vary from a few chips to deep so that short all-ins, side pots and split pots all occur.

Two documented differences are handled explicitly, never by loosening a comparison:

* Odd chips. We hand a split pot's odd chips out one at a time clockwise from the button; PokerKit
  gives the whole remainder to the first winner in the same order. The nets differ only when a
  pot is split three or more ways with two or more odd chips, and the expected PokerKit nets are
  recomputed from our own pot events under its rule.
* Re-opening after accumulated short all-ins. When short all-ins add up to a full raise PokerKit
  0.7 starts counting again from zero, so a further short all-in takes the raise away from a seat
  that has in fact faced a full raise since it acted. We let that seat raise (see
  ``test_after_a_reopening_a_later_short_all_in...`` in test_holdem.py). Such decisions are
  counted as not comparable, and only when the street has seen at least two short all-in raises.
"""

from __future__ import annotations

import pytest
from support.pokerkit_peer import deal_chance, replay_automations

from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive

pokerkit = pytest.importorskip("pokerkit")

HANDS = 300
AUTOMATIONS = replay_automations(pokerkit)


def _setup(index: int):
    rng = Rng(derive("peer-pokerkit", index))
    n = 2 + rng.randbelow(5)  # 2 to 6 seats
    stacks = []
    for _ in range(n):
        kind = rng.randbelow(4)
        stacks.append((3 + rng.randbelow(20), 20 + rng.randbelow(60), 80 + rng.randbelow(200), 200)[kind])
    deck = list(DECK)
    rng.shuffle(deck)
    if rng.randbelow(6) == 0:  # a board that plays for everyone, to force splits
        board = ["As", "Kd", "Qh", "Jc", "Ts"]
        rest = [c for c in deck if c not in board]
        deck = rest[: 2 * n] + board + rest[2 * n :]
    return rng, n, stacks, deck


def _choose(rng: Rng, hand: HoldemHand) -> Action:
    options = hand.options()
    weights = [{"fold": 1, "check": 3, "call": 3, "bet": 2, "raise": 2}[o.kind] for o in options]
    o = options[rng.weighted_index(weights)]
    if o.min_amount is None:
        return Action(o.kind)
    style = rng.randbelow(3)
    amount = (o.min_amount, o.max_amount, o.min_amount + rng.randbelow(o.max_amount - o.min_amount + 1))[style]
    return Action(o.kind, amount)


def _pokerkit_nets(ours: HoldemHand, pot_events: list[dict]) -> list[int]:
    """Our nets with each pot's odd chips moved under PokerKit's rule (all to the first winner)."""
    nets = ours.nets()
    for pot in pot_events:
        winners, shares = pot["winners"], pot["shares"]
        base, odd = divmod(pot["amount"], len(winners))
        for w, s in zip(winners, shares):
            nets[w] += (base + (odd if w == winners[0] else 0)) - s
    return nets


def _play_one(index: int) -> tuple[int, int]:
    rng, n, stacks, deck = _setup(index)
    ours = HoldemHand(deck, stacks, n - 1, 1, 2)
    state = pokerkit.NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, tuple(stacks), n)
    holes = {e["pos"]: e["cards"] for e in ours.start_events() if e["type"] == "deal"}
    board = ours.board_names
    dealt_board = 0
    events: list[dict] = []
    short_all_ins = 0
    street = 0
    compared = skipped = 0
    while state.status:
        dealt = deal_chance(state, holes.__getitem__, board, dealt_board)
        if dealt is not None:
            dealt_board = dealt
        elif state.actor_index is not None:
            assert ours.to_act() == state.actor_index, f"hand {index}: different seat on decision"
            if ours.street != street:
                street, short_all_ins = ours.street, 0
            d = ours.decision()
            to_call = state.checking_or_calling_amount
            assert d["toCall"] == to_call, f"hand {index}: to call"
            assert d["canCheck"] == (to_call == 0)
            pk_raise = state.can_complete_bet_or_raise_to()
            if d["canRaise"] != pk_raise and not pk_raise and short_all_ins >= 2:
                skipped += 1  # the documented re-opening difference
            else:
                assert d["canRaise"] == pk_raise, f"hand {index}: can raise, ours {d}"
                compared += 1
            if d["canRaise"] and pk_raise:
                assert d["minRaiseTo"] == state.min_completion_betting_or_raising_to_amount, f"hand {index}"
                assert d["maxRaiseTo"] == state.max_completion_betting_or_raising_to_amount, f"hand {index}"
            action = _choose(rng, ours)
            if action.kind in ("bet", "raise") and not pk_raise:
                return compared, skipped  # beyond the comparable part of this hand
            level_before = ours.level
            full_before = ours.full_raise
            p = ours.to_act()
            events += ours.apply(action)
            if action.kind in ("bet", "raise") and action.amount - level_before < full_before:
                short_all_ins += 1
            if action.kind == "fold":
                state.fold()
            elif action.kind in ("check", "call"):
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(action.amount)
            if not ours.is_over() and state.actor_index is not None:
                assert state.stacks[p] == ours.stack[p], f"hand {index}: chips behind"
        else:
            raise AssertionError(f"hand {index}: PokerKit is stuck")
    assert ours.is_over(), f"hand {index}: PokerKit finished first"
    pots = [e for e in events if e["type"] == "pot"]
    expected = _pokerkit_nets(ours, pots)
    assert [s - t for s, t in zip(state.stacks, stacks)] == expected, f"hand {index}"
    return compared, skipped


def test_random_hands_agree_with_pokerkit():
    compared = skipped = 0
    for index in range(HANDS):
        c, s = _play_one(index)
        compared += c
        skipped += s
    assert compared > 1000
    assert skipped <= compared // 50


def test_the_odd_chip_rules_differ_only_when_two_or_more_chips_are_odd():
    # one odd chip: both rules give it to the first winner clockwise from the button
    pot = {"amount": 5, "winners": [2, 0], "shares": [3, 2]}
    base, odd = divmod(pot["amount"], len(pot["winners"]))
    assert [base + (odd if i == 0 else 0) for i in range(2)] == pot["shares"]
    # two odd chips in a three-way split: ours spreads them, PokerKit stacks them on the first
    pot = {"amount": 8, "winners": [1, 2, 0], "shares": [3, 3, 2]}
    base, odd = divmod(pot["amount"], 3)
    assert [base + (odd if i == 0 else 0) for i in range(3)] == [4, 2, 2] != pot["shares"]


def test_the_known_reopening_difference_is_exactly_as_documented():
    # Our positions [20, 24, 200, 200, 15], button 0; PokerKit's order starts left of the button.
    stacks = [20, 24, 200, 200, 15]
    ours = HoldemHand(list(DECK), stacks, 0, 1, 2)
    state = pokerkit.NoLimitTexasHoldem.create_state(
        AUTOMATIONS
        + (pokerkit.Automation.CARD_BURNING, pokerkit.Automation.HOLE_DEALING, pokerkit.Automation.BOARD_DEALING),
        True,
        0,
        (1, 2),
        2,
        tuple(stacks[1:] + stacks[:1]),
        5,
    )
    for amount in (10, 15, 20, 24):  # full, short, short (adding up to full), short
        ours.apply(Action("raise", amount))
        state.complete_bet_or_raise_to(amount)
    ours.apply(Action("call"))
    state.check_or_call()
    assert ours.to_act() == 3 and state.actor_index == 2  # the same seat
    assert ours.raise_bounds() == (32, 200)
    assert not state.can_complete_bet_or_raise_to()
