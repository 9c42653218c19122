"""The hand evaluator: exhaustive five-card category counts, best-five-of-seven, treys ordering."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from cosino.games.poker import evaluator
from cosino.games.poker.evaluator import CATEGORIES, category, evaluate, evaluate_indices, warm_up
from cosino.primitives.cards import DECK, card_index
from cosino.primitives.rng import Rng, derive

EXPECTED_FIVE_CARD_COUNTS = {
    "straight flush": 40,
    "four of a kind": 624,
    "full house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three of a kind": 54_912,
    "two pair": 123_552,
    "one pair": 1_098_240,
    "high card": 1_302_540,
}


def _random_hands(label: str, count: int, size: int) -> list[list[int]]:
    rng = Rng(derive("test-evaluator", label))
    hands = []
    for _ in range(count):
        deck = list(range(52))
        for i in range(size):
            j = i + rng.randbelow(52 - i)
            deck[i], deck[j] = deck[j], deck[i]
        hands.append(deck[:size])
    return hands


def test_every_five_card_hand_falls_in_the_known_category_counts():
    warm_up()
    counts = Counter(evaluate_indices(hand) >> 20 for hand in combinations(range(52), 5))
    by_name = {CATEGORIES[c]: n for c, n in counts.items()}
    assert by_name == EXPECTED_FIVE_CARD_COUNTS
    assert sum(by_name.values()) == 2_598_960


def test_seven_cards_rank_as_their_best_five():
    for hand in _random_hands("best-of-7", 1500, 7):
        best = max(evaluate_indices(five) for five in combinations(hand, 5))
        assert evaluate_indices(hand) == best


def test_six_cards_rank_as_their_best_five():
    for hand in _random_hands("best-of-6", 800, 6):
        assert evaluate_indices(hand) == max(evaluate_indices(five) for five in combinations(hand, 5))


@pytest.mark.parametrize("size", [5, 7])
def test_ordering_agrees_with_treys(size):
    treys = pytest.importorskip("treys")
    peer = treys.Evaluator()
    hands = _random_hands(f"treys-{size}", 4000, size)
    for a, b in zip(hands[::2], hands[1::2]):
        ours = (evaluate_indices(a) > evaluate_indices(b)) - (evaluate_indices(a) < evaluate_indices(b))
        ta = peer.evaluate([treys.Card.new(DECK[c]) for c in a[:2]], [treys.Card.new(DECK[c]) for c in a[2:]])
        tb = peer.evaluate([treys.Card.new(DECK[c]) for c in b[:2]], [treys.Card.new(DECK[c]) for c in b[2:]])
        theirs = (ta < tb) - (ta > tb)  # treys: smaller is stronger
        assert ours == theirs, (a, b)


def test_ties_and_named_edge_cases():
    wheel = evaluate(["As", "2d", "3c", "4h", "5s", "Kd", "Kc"])
    assert category(wheel) == "straight"
    six_high = evaluate(["2d", "3c", "4h", "5s", "6d", "Kd", "Qc"])
    assert six_high > wheel
    steel_wheel = evaluate(["As", "2s", "3s", "4s", "5s", "Kd", "Kc"])
    assert category(steel_wheel) == "straight flush"
    # the board plays for both: equal ranks
    board = ["Ts", "Js", "Qd", "Kc", "Ah"]
    assert evaluate(board + ["2c", "3d"]) == evaluate(board + ["4c", "5d"])
    # a full house beats a flush even when the flush is also present
    assert category(evaluate(["Ah", "Ad", "Ac", "Kh", "Kd", "2h", "3h"])) == "full house"
    # two trips make a full house with the higher trips
    assert evaluate(["Ah", "Ad", "Ac", "Kh", "Kd", "Kc", "2s"]) > evaluate(["Ah", "Ad", "Ac", "Qh", "Qd", "Qc", "2s"])


def test_bad_input_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="5 to 7 cards"):
        evaluate(["As", "Kd", "Qc", "Jh"])
    with pytest.raises(ValueError, match="twice"):
        evaluate(["As", "As", "Qc", "Jh", "Td"])
    with pytest.raises(ValueError, match="bad card"):
        evaluate(["As", "Xx", "Qc", "Jh", "Td"])


def test_public_api_and_category_names():
    assert CATEGORIES[0] == "high card" and CATEGORIES[-1] == "straight flush"
    assert evaluator.evaluate_indices([card_index(c) for c in ("As", "Ks", "Qs", "Js", "Ts")]) >> 20 == 8
