"""Seat observations the transport tests send: heads-up Hold'em, facing a bet, or the first decision of a hand."""

from cosino.games.poker.holdem import HoldemHand
from cosino.primitives.cards import DECK

FACING_A_BET = {
    "variant": "holdem-hu",
    "alias": "Gizmo",
    "aliases": ["Sprocket", "Gizmo"],
    "position": 1,
    "talk": [],
    "legal": [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}],
}


def first_holdem_observation() -> dict:
    """The first decision of a heads-up hand dealt from the unshuffled deck, stacks of 200, blinds 1 and 2."""
    hand = HoldemHand(list(DECK), [200, 200], 0, 1, 2)
    return hand.observation(hand.to_act())
