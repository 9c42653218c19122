"""The evaluator ranked hands of any size: ``evaluate_many`` gave a number for a hand of 3, 4 or 8
cards, ``evaluate_holes`` for a board of 2 or 6, ``evaluate_indices`` for 2 or 10 cards, all
meaningless (a rank of the best five cards among three). A hand holds 5 to 7 cards and a board 3
to 5; anything else is now a ValueError naming what is wrong (and, in a batch, which hand)."""

from __future__ import annotations

import pytest

from cosino.games.poker.evaluator import evaluate_holes, evaluate_indices, evaluate_many

SEVEN = (0, 5, 10, 15, 20, 25, 30)


@pytest.mark.parametrize("size", [0, 1, 3, 4, 8, 9])
def test_evaluate_many_refuses_a_hand_of_another_size_naming_its_position(size):
    bad = tuple(range(0, 4 * size, 4))
    with pytest.raises(ValueError) as caught:
        evaluate_many([SEVEN, SEVEN[:5], bad, SEVEN])
    assert str(caught.value) == f"evaluate_many: hand 2 holds {size} cards, not 5 to 7"


def test_evaluate_many_still_ranks_five_six_and_seven_cards_as_evaluate_indices():
    hands = [SEVEN[:5], SEVEN[:6], SEVEN, (48, 49, 50, 51, 44, 45, 40)]
    assert evaluate_many(hands) == [evaluate_indices(h) for h in hands]


@pytest.mark.parametrize("board", [(), (8,), (8, 12), (8, 12, 16, 20, 24, 28)])
def test_evaluate_holes_refuses_a_board_of_another_size(board):
    with pytest.raises(ValueError, match=f"^evaluate_holes: the board holds {len(board)} cards, not 3 to 5$"):
        evaluate_holes([(0, 1), (2, 3)], board)


def test_evaluate_holes_takes_boards_of_three_to_five_cards():
    for board in ((8, 13, 18), (8, 13, 18, 23), (8, 13, 18, 23, 40)):
        assert evaluate_holes([(0, 1)], board) == [evaluate_indices((0, 1, *board))]


@pytest.mark.parametrize("cards", [(), (0, 5), (0, 5, 10, 15), tuple(range(0, 32, 4)), tuple(range(0, 40, 4))])
def test_evaluate_indices_refuses_a_hand_of_another_size(cards):
    # Twice: a refused multiset is never stored, so the second lookup is refused as well.
    for _ in range(2):
        with pytest.raises(ValueError, match=f"^a hand to rank holds 5 to 7 cards, not {len(cards)}$"):
            evaluate_indices(cards)


def test_evaluate_indices_refuses_a_flush_hand_of_eight_cards():
    with pytest.raises(ValueError, match="not 8$"):
        evaluate_indices(tuple(range(0, 32, 4)))  # eight spades (or whichever suit 0 is): the flush path


@pytest.mark.parametrize("hole", [(4,), (4, 5, 6)])
def test_evaluate_holes_refuses_a_hole_that_is_not_two_cards_naming_its_position(hole):
    with pytest.raises(ValueError, match="^evaluate_holes: hole 1 is not two cards$"):
        evaluate_holes([(0, 1), hole, (2, 3)], (8, 13, 18))
