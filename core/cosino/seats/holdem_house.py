"""The house Hold'em seat: Monte Carlo equity against random hands, then pot odds.

It estimates its share of the pot against the live opponents holding random cards, calls
when that share beats the price, raises with a clearly strong hand and checks otherwise. All
arithmetic is integer or Fraction; randomness comes from its own Rng.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cosino.games.poker.equity import random_hands_share
from cosino.games.poker.holdem import observed_in_hand
from cosino.primitives.cards import card_index
from cosino.primitives.rng import Rng

SAMPLES = 120


def estimate_equity(hole: list[str], board: list[str], opponents: int, rng: Rng, samples: int = SAMPLES) -> Fraction:
    """Expected pot share against ``opponents`` random hands, ties shared, by sampling runouts."""
    return random_hands_share([card_index(c) for c in hole], [card_index(c) for c in board], opponents, rng, samples)


def live_opponents(observation: dict[str, Any]) -> int:
    """Opponents the seat has to beat: those still in the hand who have put chips in.

    Before the flop, seats still to act that have not put a chip in are left out: most of them
    fold, and counting them as random hands would make the seat fold everything but aces."""
    history = observation.get("history", [])
    folded = {h["pos"] for h in history if h["action"] == "fold"}
    acted = {h["pos"] for h in history}
    stacks = observation.get("stacks", [])
    committed = observation.get("committed", [0] * len(stacks))
    me = observation["position"]
    preflop = observation.get("street") == "preflop"
    in_hand = observed_in_hand(observation, len(stacks))
    if in_hand is not None:
        # The engine says who is in: an all-in blind counts after the flop, a busted seat never does.
        return sum(
            1 for p in range(len(stacks)) if p != me and in_hand[p] and (committed[p] > 0 or p in acted or not preflop)
        )
    live = [
        p
        for p in range(len(stacks))
        if p != me and p not in folded and (committed[p] > 0 or p in acted or (not preflop and stacks[p] > 0))
    ]
    return len(live)


class HoldemHouseSeat:
    """A sensible, plain baseline: equity against random hands versus pot odds.

    It raises (or bets) when its share clearly beats a fair share of the pot, calls when its
    share beats the price of calling, and otherwise checks or folds."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        decision = observation["decision"]
        to_call = decision["toCall"]
        pot = observation["pot"]
        opponents = max(1, live_opponents(observation))
        equity = estimate_equity(observation["cards"], observation.get("board", []), opponents, self.rng)
        fair = Fraction(1, opponents + 1)
        strong = fair + (1 - fair) / 3  # a third of the way from a fair share to a sure win
        if decision["canRaise"] and equity >= strong:
            target = decision["minRaiseTo"] + pot // 2
            amount = max(decision["minRaiseTo"], min(decision["maxRaiseTo"], target))
            kind = "bet" if any(o["action"] == "bet" for o in observation.get("legal", [])) else "raise"
            return {"action": kind, "amount": amount}
        if to_call == 0:
            return {"action": "check"}
        price = Fraction(to_call, pot + to_call)
        if equity >= price and decision["canCall"]:
            return {"action": "call"}
        return {"action": "fold"}
