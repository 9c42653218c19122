"""An amount outside the legal sizes is moved to the nearest one, not refused (the spec's snapping rule).

Review speed55j found two hand mutants of ``answer_json._snap_amount`` that no test killed: a too-small amount
moved to one below the minimum, and a too-large one to one above the maximum. Both turned a snap into a refusal,
which would cost an honest seat its decision. These pin the moved size, the flag and the reason.
"""

from __future__ import annotations

import pytest

from cosino.seats.answers import parse_answer

POKER = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
SPLIT = [{"action": "fold"}, {"action": "raise", "min": 4, "max": 200, "ranges": [[4, 10], [50, 200]]}]


@pytest.mark.parametrize(
    "legal, amount, moved",
    [(POKER, 1, 4), (POKER, 3, 4), (POKER, "3", 4), (POKER, 201, 200), (POKER, 10**9, 200), (SPLIT, 3, 4)]
    + [(SPLIT, 300, 200)],
)
def test_an_amount_past_either_end_is_moved_to_that_end(legal, amount, moved):
    answer = parse_answer({"action": "raise", "amount": amount}, legal)
    assert answer.accepted and answer.snapped
    assert answer.response == {"action": "raise", "amount": moved}
    assert answer.reason == f"amount {amount} moved to the nearest legal size {moved}"


@pytest.mark.parametrize("amount", [4, 200])
def test_an_amount_at_either_end_is_taken_as_it_is(amount):
    answer = parse_answer({"action": "raise", "amount": amount}, POKER)
    assert answer.accepted and not answer.snapped and answer.reason is None
    assert answer.response == {"action": "raise", "amount": amount}


def test_an_amount_between_two_ranges_is_refused_not_moved():
    answer = parse_answer({"action": "raise", "amount": 20}, SPLIT)
    assert not answer.accepted and answer.reason == "amount 20 is not a legal raise here (legal: 4 to 10, 50 to 200)"
