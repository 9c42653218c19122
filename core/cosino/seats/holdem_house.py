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
from cosino.primitives.cards import CARD_INDEX, card_index
from cosino.primitives.rng import Rng
from cosino.seats.seat import legal_options, observation_dict, refuse, whole

SAMPLES = 120
KINDS = ("fold", "check", "call", "bet", "raise")  # the actions a Hold'em observation may offer


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


def _cards(obs: dict[str, Any], field: str, most: int, seen: set[str]) -> None:
    cards = obs.get(field, [])
    if type(cards) is not list or len(cards) > most or any(type(c) is not str or c not in CARD_INDEX for c in cards):
        raise refuse(field, f"a list of at most {most} cards", cards)
    if seen & set(cards) or len(set(cards)) < len(cards):
        raise refuse(field, "cards dealt once", cards)
    seen.update(cards)


def _decision(obs: dict[str, Any]) -> None:
    decision = obs.get("decision")
    if type(decision) is not dict:
        raise refuse("decision", "an object", decision)
    for flag in ("canRaise", "canCall"):
        if type(decision.get(flag)) is not bool:
            raise refuse("decision." + flag, "true or false", decision.get(flag))
    if not whole(decision.get("toCall")):
        raise refuse("decision.toCall", "a whole number", decision.get("toCall"))
    if decision["canRaise"]:
        low, high = decision.get("minRaiseTo"), decision.get("maxRaiseTo")
        if not (whole(low) and whole(high) and low <= high):
            raise refuse("decision.minRaiseTo", "a whole number no larger than maxRaiseTo", low)


def holdem_observation(observation: Any) -> dict[str, Any]:
    """``observation`` if a Hold'em seat can read every field it uses, else ObservationError naming the field."""
    obs = observation_dict(observation)
    for i, option in enumerate(legal_options(obs)):
        if option["action"] not in KINDS:
            raise refuse(f"legal[{i}].action", "one of " + ", ".join(KINDS), option["action"])
    _decision(obs)
    stacks = obs.get("stacks")
    committed = obs.get("committed", [0] * len(stacks) if type(stacks) is list else None)
    for field, values in (("stacks", stacks), ("committed", committed)):
        if type(values) is not list or not 2 <= len(values) <= 23 or not all(whole(v) for v in values):
            raise refuse(field, "a list of 2 to 23 whole numbers, one a seat", values)
    if len(committed) != len(stacks):
        raise refuse("committed", f"{len(stacks)} whole numbers, as stacks", committed)
    if not whole(obs.get("position")) or obs["position"] >= len(stacks):
        raise refuse("position", f"a seat from 0 to {len(stacks) - 1}", obs.get("position"))
    if not whole(obs.get("pot")):
        raise refuse("pot", "a whole number", obs.get("pot"))
    if type(obs.get("street", "")) is not str:
        raise refuse("street", "a street name", obs.get("street"))
    seen: set[str] = set()
    _cards(obs, "cards", 2, seen)
    if len(obs.get("cards", [])) != 2:
        raise refuse("cards", "two hole cards", obs.get("cards"))
    _cards(obs, "board", 5, seen)
    history = obs.get("history", [])
    if type(history) is not list:
        raise refuse("history", "a list of actions", history)
    for i, h in enumerate(history):
        if type(h) is not dict:
            raise refuse(f"history[{i}]", "an action with its seat and street", h)
        if not whole(h.get("pos")) or h["pos"] >= len(stacks):
            raise refuse(f"history[{i}].pos", f"a seat from 0 to {len(stacks) - 1}", h.get("pos"))
        if type(h.get("action")) is not str or type(h.get("street")) is not str:
            raise refuse(f"history[{i}]", "an action with its street", h)
    return obs


def legal_answer(obs: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    """``response`` if the observation's legal list allows it; else the observation contradicts itself."""
    for option in obs["legal"]:
        if option["action"] == response["action"]:
            if "min" not in option or option["min"] <= response.get("amount", -1) <= option["max"]:
                return response
            raise refuse("decision", "raise bounds within the legal option's", obs["decision"])
    raise refuse("legal", f"a list holding {response['action']}, the answer its decision calls for", obs["legal"])


class HoldemHouseSeat:
    """A sensible, plain baseline: equity against random hands versus pot odds.

    It raises (or bets) when its share clearly beats a fair share of the pot, calls when its
    share beats the price of calling, and otherwise checks or folds."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        return legal_answer(observation, self.answer(holdem_observation(observation)))

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        """The seat's choice for an observation already checked."""
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
