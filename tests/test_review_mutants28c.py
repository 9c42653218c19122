"""Mutation review of the amount reader (cosino.seats.amounts) and the parts of cosino.seats.answers that call it:
each test pins a reading or a refusal that a one-token change to that code left unnoticed by the answer tests."""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer

HOLDEM = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
OPEN = [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}]
BID = [{"action": "bid", "min": 0, "max": 13}]
TRICK = [{"action": "play", "cards": ["Qh", "2c", "Th"]}]

# Prose of 420 characters with no number in it: what a model writes between two mentions of its action.
_LONG = ("The board is dry and my range hits it harder than the caller's does, so pressure is right. " * 5)[:420]


def _read(text, legal=HOLDEM):
    """What the answer was read as (its talk left out), or the refusal's reason."""
    answer = parse_answer(text, legal)
    if not answer.accepted:
        return answer.reason
    return {k: v for k, v in answer.response.items() if k != "say"}


def _refused(reason):
    return f"number '{reason}' stands apart from the action's word: give the amount right after it"


# A number far from the first mention stopped the search: the amount beside the last mention was never looked at.
@pytest.mark.parametrize("tail", ["I hold 3 outs anyway. So raise to 40.", "With 2 pair I raise to 40."])
def test_a_far_number_does_not_hide_the_amount_next_to_a_later_mention(tail):
    assert len(_LONG) > 400
    assert _read("I raise. " + _LONG + tail) == {"action": "raise", "amount": 40}


def test_a_far_number_with_no_mention_near_it_is_still_no_amount():
    # the number is more than 400 characters past its word: the raise takes the minimum, as before
    assert _read("I raise. " + _LONG + " 3 outs.") == {"action": "raise", "amount": 4}
