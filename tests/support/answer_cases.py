"""Legal option lists of each game's decisions and the reading helper, shared by the answer corpora
(tests/test_review_answers27.py and tests/test_review_answers28.py)."""

from __future__ import annotations

from cosino.seats.answers import parse_answer

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
BIG = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 400, "max": 20000}]
OPEN = [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}]
TRICK = [{"action": "play", "cards": ["Qh", "2c", "Th"]}]
TRICK2 = [{"action": "play", "cards": ["Ts", "Qh", "9d", "As", "2c"]}]
BID = [{"action": "bid", "min": 0, "max": 13}]
SUITS = [{"action": "pass"}, {"action": "trump", "cards": ["c", "d", "s"]}]
STICK = [{"action": "trump", "cards": ["c", "d", "s"]}]
ALONE = [{"action": "alone"}, {"action": "partner"}]
DISCARD = [{"action": "discard", "cards": ["9c", "Jd", "Qs", "Ah", "Kh"]}]
KUHN_OPEN = [{"action": "check"}, {"action": "bet"}]
KUHN_FACE = [{"action": "fold"}, {"action": "call"}]
LEDUC_FACE = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
BID1 = [{"action": "pass"}, {"action": "order"}]
OHHELL_DEALER = [
    {"action": "bid", "min": 0, "max": 0},
    {"action": "bid", "min": 2, "max": 2},
    {"action": "bid", "min": 3, "max": 3},
]
HPASS = [{"action": "pass", "cards": ["2c", "Qs", "Ks", "As", "Ah", "Kd", "Td", "3h", "7c", "Jc", "9s", "4d", "8h"]}]


def read_as(text, legal):
    """What the answer was read as (its talk left out), or None when it was refused."""
    answer = parse_answer(text, legal)
    if not answer.accepted:
        assert answer.reason and "\n" not in answer.reason  # a refusal says why, in one line
        return None
    return {k: v for k, v in answer.response.items() if k != "say"}


def act(kind, amount=None, card=None):
    return {"action": kind, **({"amount": amount} if amount is not None else {}), **({"card": card} if card else {})}


def raise_to(amount):
    return act("raise", amount)


def bet(amount):
    return act("bet", amount)


def bid(amount):
    return act("bid", amount)


def card(kind, card):
    return act(kind, card=card)


FOLD, CALL, CHECK, PASS = act("fold"), act("call"), act("check"), act("pass")
