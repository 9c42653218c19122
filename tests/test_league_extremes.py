"""League maths on extreme but valid leagues: answers checked against hand or independent computations."""

from __future__ import annotations

from fractions import Fraction as F

from cosino.league import power
from cosino.league.table import leaderboard

HI, LO = F(3, 4), F(1, 4)


def res(agents, scores, variant="kuhn", hands=2):
    return {
        "variant": variant,
        "agents": list(agents),
        "scores": [F(s) for s in scores],
        "win": [s == max(scores) for s in scores],
        "scoredHands": hands,
    }


# -- too few units to separate anything ---------------------------------------------------------------


def test_one_episode_separates_nothing_and_needs_more_than_one():
    # One unit has no variance to judge by: it was reported separated, one episode "needed".
    one = {"variant": "kuhn", "agents": ["a", "b"], "net": [3, -3], "scores": [HI, LO], "scoredHands": 2}
    (pair,) = power.results_report([one], resamples=50)["pairs"]
    assert pair["raw"]["separated"] is False
    assert pair["raw"]["episodesNeeded"] == power.MIN_UNITS == 6 and pair["raw"]["handsNeeded"] == 12


def test_five_unanimous_episodes_are_not_significant_six_are():
    # n episodes all won by a: two-sided sign-test probability 2 ** (1 - n), 1/16 at five, 1/32 at six.
    for n, expected in ((2, False), (5, False), (6, True)):
        table = leaderboard([res(["a", "b"], [1, 0]) for _ in range(n)], bootstrap=50)["table"]
        assert table[0]["agent"] == "a" and table[0]["orderSignificant"] is expected, n
        assert table[0]["handsStillNeeded"] == (0 if expected else 12 - 2 * n)


def test_an_adjacent_pair_that_met_once_is_not_significant():
    # a and b rank next to each other on their games against c; they met once.
    results = [res(["a", "b"], [HI, LO])]
    for _ in range(8):
        results += [res(["a", "c"], [1, 0]), res(["b", "c"], [1, 0])]
    table = leaderboard(results, bootstrap=50)["table"]
    assert [r["agent"] for r in table] == ["a", "b", "c"]
    assert table[0]["orderSignificant"] is False and table[0]["handsStillNeeded"] == 2 * power.MIN_UNITS - 2
    assert table[1]["orderSignificant"] is True


# -- hands still needed point the table's way --------------------------------------------------------


def test_no_hands_are_still_needed_for_an_order_the_scores_contradict():
    # a wins 14 of 20 by a hair (Elo ranks it first), b wins 6 by a mile: b's mean score is higher,
    # significantly, so no number of hands is expected to confirm a above b. It printed 0.
    results = [res(["a", "b"], [0, 1]) for _ in range(6)]
    results += [res(["a", "b"], [F(51, 100), F(49, 100)]) for _ in range(14)]
    first, _ = leaderboard(results, bootstrap=200)["table"]
    assert first["agent"] == "a" and first["meanScore"] == F(357, 1000)
    assert first["orderSignificant"] is False and first["handsStillNeeded"] is None


def test_adjacent_significance_against_the_data_needs_no_hands():
    results = [{"variant": "kuhn", "agents": ["a", "b"], "net": [2 + k % 3, -2 - k % 3]} for k in range(12)]
    report = power.results_report(results, resamples=100)
    (up,) = power.adjacent_significance(["a", "b"], report, method="raw")
    (down,) = power.adjacent_significance(["b", "a"], report, method="raw")
    assert up["significant"] is True and up["handsStillNeeded"] == 0
    assert down["significant"] is False and down["handsStillNeeded"] is None


# -- Bradley-Terry on near-separated data ------------------------------------------------------------


def _bt_residuals(episodes, ratings):
    """Per agent, wins less expected wins at the published fit (floats, independent of the fit's code):
    zero at the maximum likelihood, the prior's drawn game with a strength-1 reference included."""
    strength = {a: 10 ** ((float(r["rating"]) - 1500) / 400) for a, r in ratings.items()}
    out = {a: 0.5 - s / (s + 1) for a, s in strength.items()}
    for e in episodes:
        m, pairs = e.slot_comparisons()
        for i, j, two in pairs:
            a, b = e.agents[i], e.agents[j]
            share = strength[a] / (strength[a] + strength[b])
            out[a] += (two / 2 - share) / m
            out[b] -= (two / 2 - share) / m
    return out


def test_bradley_terry_of_a_chain_of_sweeps_is_the_maximum_likelihood():
    # a beats b beats c beats d, 100 times each: minorise-maximise stopped at its 400 steps far from
    # the maximum and printed a at 2803.65 where the fit is 2826.92 (d 177.30 for 173.08).
    from cosino.league.ratings import EpisodeOutcome
    from cosino.league.table_sums import bradley_terry

    episodes = []
    for r in range(100):
        for k, (a, b) in enumerate((("a", "b"), ("b", "c"), ("c", "d"))):
            episodes.append(EpisodeOutcome(f"e{3 * r + k:04d}", 3 * r + k, "kuhn", (a, b), (F(1), F(0)), (True, False)))
    ratings = bradley_terry(episodes, samples=20)
    assert [ratings[a]["rating"] for a in "abcd"] == [F("2826.92"), F("1907.21"), F("1092.79"), F("173.08")]
    assert all(abs(v) < 0.01 for v in _bt_residuals(episodes, ratings).values())
    assert all(r["lo"] <= r["rating"] <= r["hi"] for r in ratings.values())


def test_bradley_terry_past_its_range_is_held_at_the_bounds():
    # 20 agents, each sweeping the next 1,000 times: the fit lies past 1500 +- 7706 (a00 at 11616.83
    # in floats), where the integer steps divide by zero; the bounds are printed (it read 5608.05).
    from cosino.league.ratings import EpisodeOutcome
    from cosino.league.table_sums import bradley_terry

    names = [f"a{i:02d}" for i in range(20)]
    episodes = [
        EpisodeOutcome(f"e{k:05d}", k, "kuhn", (names[k % 19], names[k % 19 + 1]), (F(1), F(0)), (True, False))
        for k in range(19_000)
    ]
    ratings = bradley_terry(episodes, samples=5)
    assert ratings["a00"]["rating"] == F("9206.37") and ratings["a19"]["rating"] == F("-6206.37")
    assert all(F("-6206.37") <= r["lo"] <= r["hi"] <= F("9206.37") for r in ratings.values())
