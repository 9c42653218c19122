"""The seat-aware feature study of issue 17 (tools/cosino_devtools/bench/variance_features.py):
its terms have mean zero over the event, its fit recovers a known control variate, and its
strength levels read the hands they name."""

import pytest

from cosino.primitives.cards import card_index
from cosino.primitives.rng import Rng, derive
from cosino_devtools.bench import variance_features as vf


def cards(text):
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


@pytest.mark.parametrize("before", ["AhKd7c2s", "AhKd7c"])
def test_river_and_turn_terms_average_to_zero_over_every_card_that_could_come(before):
    hp, ho, board = cards("AsQs"), cards("7d7h"), cards(before)
    rest = [c for c in range(52) if c not in {*hp, *ho, *board}]
    sums = [0.0] * vf.FEATURES
    for c in rest:
        terms = vf.event_terms(hp, ho, board, board + [c], 150, 40, Rng(derive("t")))
        sums = [s + t for s, t in zip(sums, terms)]
    assert all(abs(s) < 1e-6 * len(rest) * 150 for s in sums)
    assert any(abs(t) > 1 for t in vf.event_terms(hp, ho, board, board + [rest[0]], 150, 40, Rng(derive("t"))))


def test_flop_terms_are_centred_by_runouts_independent_of_the_flop_dealt():
    # The flop's expectation comes from seeded runouts drawn without looking at the flop dealt, so
    # a flop that hurts a seat's equity is made up for, and a flop that helps it is taken back.
    hp, ho = cards("AsAd"), cards("Kh9h")
    one = vf.event_terms(hp, ho, [], cards("2c7d8s"), 190, 20, Rng(derive("f")))
    two = vf.event_terms(hp, ho, [], cards("KcKd3s"), 190, 20, Rng(derive("f")))
    assert one != two
    assert two[0] > 0 > one[0]  # aces against trip kings get chips back; on a dry flop they give some


def test_the_fit_removes_a_planted_control_variate_exactly():
    # target = noise-free 3*x1 - 2*x2: the fitted terms cancel it, leaving no variance.
    rows = [[float(i % 7 - 3), float((i * 5) % 11 - 5)] for i in range(40)]
    target = [3 * a - 2 * b + 10 for a, b in rows]
    beta = vf.ridge_fit(rows, target, 0.0)
    assert beta == pytest.approx([-3.0, 2.0])
    adjusted = [t + beta[0] * a + beta[1] * b for t, (a, b) in zip(target, rows)]
    assert vf._variance(adjusted) == pytest.approx(0.0, abs=1e-9)


def test_a_column_that_repeats_another_gets_no_coefficient_of_its_own():
    rows = [[float(i), float(i)] for i in range(10)]
    beta = vf.ridge_fit(rows, [2.0 * i for i in range(10)], 0.0)
    assert beta[0] == pytest.approx(-2.0) and beta[1] == 0.0


@pytest.mark.parametrize(
    "hole,board,level",
    [
        ("2c3d", "AhKd9s", 0),  # nothing
        ("9c4d", "AhKd9s", 1),  # bottom pair
        ("Ac4d", "AhKd9s", 2),  # top pair
        ("QcQd", "JhTd2s", 2),  # overpair
        ("AcKc", "AhKd9s", 3),  # two pair from the hole
        ("8c8d", "8h8sKd", 3),  # quads on a paired board: two categories up
    ],
)
def test_strength_levels_name_the_hands(hole, board, level):
    assert vf.strength_level(cards(hole), cards(board)) == level


def test_a_board_pair_held_by_both_is_nothing_from_the_hole():
    assert vf.strength_level(cards("Kc7s"), cards("8c8d5s")) == 0
    assert vf.strength_level(cards("KdKs"), cards("8c8d5s")) == 2  # kings over the board's eights


def test_the_largest_pairs_are_listed_hand_by_hand_largest_first():
    from cosino_devtools.bench.variance import play

    episodes = [play("holdem-hu", ("house", "random"), seed) for seed in (1, 2)]
    lines = vf.largest_pairs(episodes, "house", "random", 3)
    heads = [line for line in lines if line.startswith("seed ")]
    assert len(heads) == 3 and len(lines) == 9  # a head and its two hands per pair
    sizes = [abs(float(h.split("adjusted unit ")[1].split(" ")[0])) for h in heads]
    assert sizes == sorted(sizes, reverse=True)
    assert all(line.startswith("  hand ") and "A:" in line and "B:" in line for line in lines if line not in heads)
