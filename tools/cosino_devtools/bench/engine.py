"""``cosino bench engine``: Hold'em hands per second and 7-card evaluations per second, next to peers.

Both engines play six-max hands (blinds 1/2, 200 chips) with the same random policy: a uniform
choice among the legal kinds (fold only when facing a bet), and a uniform raise-to amount between
the minimum and the all-in when raising. Choices come from ``cosino.primitives.rng`` for both;
PokerKit shuffles its own deck (with Python's ``random``), ours is drawn from the generator with
one draw per card dealt (a forward Fisher-Yates over the 17 dealt positions, as the tricks
benchmark deals), not 51 draws for a whole deck that is never dealt. The evaluator is timed on
the same fixed set of random 7-card hands as treys and eval7 (a C extension), one call per hand,
and once more through ``evaluate_many`` (one call for all).
Contenders take turns in 0.2-second slices until each has had ``--seconds`` of time, so a machine
shared with other work slows them alike; the ratios are printed in the same run.
"""

from __future__ import annotations

import argparse
import time
from typing import Callable

from cosino.games.poker import evaluator
from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive
from cosino_devtools.bench.race import race

SEATS = 6
STACK = 200
DEALT = 2 * SEATS + 5  # HoldemHand deals deck[:2 * seats + 5]: holes, then the board


def ours_hand_player() -> Callable[[], int]:
    randbelow = Rng(derive("bench", "engine", "cosino")).randbelow  # both players look the method up once
    actions: dict[tuple[str, int | None], Action] = {}

    def one_hand() -> int:
        deck = list(DECK)
        for i in range(DEALT):  # forward Fisher-Yates over the dealt positions only: one draw per card dealt
            j = i + randbelow(52 - i)
            deck[i], deck[j] = deck[j], deck[i]
        hand = HoldemHand(deck, [STACK] * SEATS, 0, 1, 2)
        hand.start_events()
        while hand.to_act() is not None:
            options = hand.options()
            o = options[randbelow(len(options))]
            amount = None if o.min_amount is None else o.min_amount + randbelow(o.max_amount - o.min_amount + 1)
            # Actions are immutable, so each is built once (PokerKit's side calls plain methods).
            action = actions.get((o.kind, amount))
            if action is None:
                action = actions[o.kind, amount] = Action(o.kind, amount)
            hand.apply(action)
        hand.nets()
        return 1

    return one_hand


def pokerkit_hand_player() -> Callable[[], int] | None:
    try:
        from pokerkit import Automation, NoLimitTexasHoldem
    except ImportError:
        return None
    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    randbelow = Rng(derive("bench", "engine", "pokerkit")).randbelow

    def one_hand() -> int:
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2, (STACK,) * SEATS, SEATS)
        while state.status:
            kinds = []
            if state.checking_or_calling_amount:
                kinds.append("fold")
            kinds.append("call")
            if state.can_complete_bet_or_raise_to():
                kinds.append("raise")
            kind = kinds[randbelow(len(kinds))]
            if kind == "fold":
                state.fold()
            elif kind == "call":
                state.check_or_call()
            else:
                lo = state.min_completion_betting_or_raising_to_amount
                hi = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(lo + randbelow(hi - lo + 1))
        return 1

    return one_hand


def _sample_hands(count: int) -> list[list[int]]:
    rng = Rng(derive("bench", "engine", "evaluator"))
    hands = []
    for _ in range(count):
        deck = list(range(52))
        for i in range(7):  # partial Fisher-Yates: the first seven cards
            j = i + rng.randbelow(52 - i)
            deck[i], deck[j] = deck[j], deck[i]
        hands.append(deck[:7])
    return hands


def evaluators(hands: list[list[int]]) -> dict[str, Callable[[], int]]:
    out: dict[str, Callable[[], int]] = {}
    evaluate = evaluator.evaluate_indices

    def ours() -> int:
        for h in hands:
            evaluate(h)
        return len(hands)

    out["cosino"] = ours
    evaluate_many = evaluator.evaluate_many

    def ours_batch() -> int:
        evaluate_many(hands)
        return len(hands)

    out["cosino-batch"] = ours_batch
    try:
        from treys import Card, Evaluator
    except ImportError:
        pass
    else:
        treys_eval = Evaluator()
        t_hands = [[Card.new(DECK[c]) for c in h] for h in hands]

        def treys() -> int:
            for h in t_hands:
                treys_eval.evaluate(h[:2], h[2:])
            return len(t_hands)

        out["treys"] = treys
    try:
        import eval7
    except ImportError:
        pass
    else:
        e_hands = [[eval7.Card(DECK[c]) for c in h] for h in hands]

        def seven() -> int:
            for h in e_hands:
                eval7.evaluate(h)
            return len(e_hands)

        out["eval7"] = seven
    return out


def run(args: argparse.Namespace) -> int:
    seconds = float(getattr(args, "seconds", 2.0))
    start = time.perf_counter()
    evaluator.warm_up()
    build = time.perf_counter() - start
    print(f"evaluator tables built in {build * 1000:.0f} ms")

    players = {"cosino": ours_hand_player()}
    peer = pokerkit_hand_player()
    if peer is not None:
        players["pokerkit"] = peer
    hands = race(players, seconds)
    for name, rate in hands.items():
        print(f"six-max random-policy hands/s: {name} {rate:,.0f}")
    if "pokerkit" in hands:
        print(f"  ratio cosino/pokerkit: {hands['cosino'] / hands['pokerkit']:.1f}x (goal >= 50x)")
    else:
        print("  pokerkit not installed: no ratio")

    rates = race(evaluators(_sample_hands(2_000)), seconds)
    for name, rate in rates.items():
        print(f"7-card evaluations/s: {name} {rate:,.0f}")
    if "treys" in rates:
        print(f"  ratio cosino/treys: {rates['cosino'] / rates['treys']:.1f}x (goal >= 5x)")
    if "eval7" in rates:
        print(f"  ratio cosino/eval7: {rates['cosino'] / rates['eval7']:.2f}x (one call per hand; eval7 is compiled C)")
        batch = rates["cosino-batch"] / rates["eval7"]
        print(f"  ratio cosino-batch/eval7: {batch:.2f}x (evaluate_many over the 2,000 hands; goal >= 1x)")
    return 0
