"""Mutation review of cosino.league.ratings: rounding, exactness and the swap count's edges, checked
against hand-computed answers or a naive second reading (never the code under test's own output).

Each test names, in a one-line comment, the hand-made mutants of ratings.py it kills; each of them
survived the league tests that existed before, unless the comment says "killed before too"."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.league.ratings import (
    MICRO,
    START,
    EpisodeOutcome,
    _round_half_even,
    elo_ratings,
    linear_swaps,
    outcome_from_results,
    to_points,
)
from cosino.league.table import leaderboard
from cosino.league.table_sums import swap_count


def _ep(i, agents, scores, variant="kuhn", teams=()):
    scores = tuple(Fraction(s) for s in scores)
    return EpisodeOutcome(
        f"e{i:03d}", i, variant, tuple(agents), scores, tuple(s == max(scores) for s in scores), teams
    )


# kills: _round_half_even with its `or` made `and`, with `q + 1` made `q - 1`, with the `+ 1` dropped
@settings(max_examples=300, deadline=None)
@given(st.integers(-(10**30), 10**30), st.integers(1, 10**20))
def test_round_half_even_is_pythons_round_of_the_fraction(num, den):
    assert _round_half_even(num, den) == round(Fraction(num, den))


# kills the same, on the halves themselves (where only half-to-even decides)
def test_round_half_even_on_exact_halves():
    assert [_round_half_even(n, 2) for n in (-5, -3, -1, 1, 3, 5, 7)] == [-2, -2, 0, 0, 2, 2, 4]
    assert [_round_half_even(n, 4) for n in (1, 3, 5, 6, 7)] == [0, 1, 1, 2, 2]


# kills: as_fraction reading a float as float(Fraction(str(x))) (the table's mean would not be exact)
def test_float_scores_are_read_by_their_shortest_decimal():
    out = outcome_from_results({"variant": "kuhn", "agents": ["a", "b"], "scores": [0.1, 0.9]}, 0, "k")
    assert out.scores == (Fraction(1, 10), Fraction(9, 10))
    assert all(type(s) is Fraction for s in out.scores)
    rows = leaderboard([{"variant": "kuhn", "agents": ["a", "b"], "scores": [0.1, 0.9]}], bootstrap=0)["table"]
    assert {r["agent"]: r["meanScore"] for r in rows} == {"a": Fraction(1, 10), "b": Fraction(9, 10)}
    assert all(type(r["meanScore"]) is Fraction for r in rows)


# kills: comparisons() giving the float 1/m, or 2/m, as the weight
def test_comparison_weights_are_exact_one_over_m():
    hearts = _ep(0, ["a", "b", "c", "d"], [Fraction(1, 4), Fraction(1, 2), Fraction(3, 4), Fraction(1, 2)], "hearts")
    got = hearts.comparisons()
    assert len(got) == 6 and all(type(w) is Fraction and w == Fraction(1, 3) for _, _, _, w in got)
    # b and d drew: an outcome of exactly 1/2 each way
    assert ("b", "d", Fraction(1, 2), Fraction(1, 3)) in got


# kills: `gap <= 0` made `gap < 0` (two agents level already need no episode taken out)
def test_two_level_agents_need_no_episode_taken_out():
    episodes = [_ep(0, "ab", [Fraction(1, 2), Fraction(1, 2)]), _ep(1, "cd", [1, 0])]
    ratings = elo_ratings(episodes)
    assert ratings["a"] == ratings["b"] == START  # a draw from level ratings moves neither
    assert swap_count(episodes, "a", "b") == 0 == swap_count(episodes, "b", "a")
    assert linear_swaps(0, [(5, -5, 0, 0)]) == 0


# kills: `gap <= 0` made `gap <= 1` (a gap of one micro-point is still a gap to close)
def test_a_gap_of_one_micro_point_takes_one_episode():
    assert linear_swaps(1, [(1, 0, 0, 0), (0, 0, 0, 0)]) == 1


# kills: `effect >= target` made `effect > target` (a removal that levels the pair counts as a swap)
def test_a_removal_that_exactly_levels_the_pair_counts():
    # gap 10: the first episode carried +5 / -5 (exactly 10), the second +1 / -1; no later shrink
    assert linear_swaps(10, [(5, -5, 0, 0), (1, -1, 0, 0)]) == 1
    assert linear_swaps(11, [(5, -5, 0, 0), (1, -1, 0, 0)]) == 2
    assert linear_swaps(13, [(5, -5, 0, 0), (1, -1, 0, 0)]) == 2  # more than both: all taken is the bound
    # by hand from START: a beats b once; 16 each way, so the 32-point gap is exactly this episode's
    one = [_ep(0, "ab", [1, 0])]
    assert elo_ratings(one) == {"a": START + 16, "b": START - 16}
    assert swap_count(one, "a", "b") == 1 and MICRO == 10**6


# kills: to_points returning float(...) of the rounded rating (killed before too)
def test_published_ratings_are_exact_two_decimal_fractions():
    assert to_points(1_234_565_000) == Fraction(123456, 100)  # 1234.565: the half goes to the even 6
    assert to_points(1_234_575_000) == Fraction(123458, 100)  # 1234.575: to the even 8
    assert to_points(1_234_565_001) == Fraction(123457, 100)
    assert type(to_points(1_516_000_000)) is Fraction
    ratings = elo_ratings([_ep(0, "ab", [1, 0]), _ep(1, "ab", [0, 1])])
    assert all(type(v) is Fraction and (v * 100).denominator == 1 for v in ratings.values())


# kills: comparisons() giving a float outcome (Fraction(two, 2) made float) or two / 3
def test_comparison_outcomes_are_exact():
    got = _ep(0, "abc", [Fraction(1, 2), Fraction(1, 2), 0]).comparisons()
    assert [(a, b, o) for a, b, o, _ in got] == [("a", "b", Fraction(1, 2)), ("a", "c", 1), ("b", "c", 1)]
    assert all(type(o) is Fraction for _, _, o, _ in got)


# kills: _by_influence carrying the lower agent's change through its later factors by // instead of *
def test_influence_carries_the_lower_agents_change_through_its_later_shrink():
    # episode 0: the lower agent lost 10; episode 1: the upper gained 6, and the lower's rating then
    # shrank by a quarter. Taken out, episode 0 moves the gap by 10 * 3/4 = 7.5, episode 1 by 6:
    # a gap of 7 closes with episode 0 alone.
    assert linear_swaps(7, [(0, -10, 0, 0), (6, 0, 0, 1 << 30)]) == 1
    assert linear_swaps(8, [(0, -10, 0, 0), (6, 0, 0, 1 << 30)]) == 2


# kills: the shrink's 400 points per factor of ten made 401 (checked against libm, a second computation)
def test_the_kept_shrink_of_a_heads_up_episode_from_start():
    import math

    from cosino.league.table_sums import TableSums

    sums = TableSums(0, 0, audited=False)
    episode = _ep(0, "ab", [1, 0])
    sums.run_elo([episode], ["a", "b"])
    # E = 1/2 from level ratings; 1 - f = K / m * ln 10 / 400 * E (1 - E) with K = 32, m = 1
    want = 32 * math.log(10) / 400 * 0.25 * 2**32
    (got,) = sums.shrink[episode.key]
    assert abs(got - want) <= 2
