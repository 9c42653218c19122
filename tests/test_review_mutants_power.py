"""Mutation review of cosino.league.power: the significance arithmetic checked against hand-computed
answers and naive second implementations written here (never the code under test's own output).

Each test names, in a one-line comment, the hand-made mutants of power.py it kills; each of them
survived the power and league tests that existed before, unless the comment says "killed before too"."""

from __future__ import annotations

from fractions import Fraction
from math import ceil, isqrt

from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.league import power
from cosino.primitives.rng import Rng, derive

KEY = derive(0, "review", "power")
fractions = st.fractions(min_value=-3, max_value=3, max_denominator=12)


def _sample_variance(values):
    n = len(values)
    mean = sum(values, Fraction(0)) / n
    return mean, (sum(((v - mean) ** 2 for v in values), Fraction(0)) / (n - 1) if n > 1 else Fraction(0))


# kills: mean_variance's `n < 2` made `n <= 2` or `n < 3` (two values have a variance)
def test_the_variance_of_two_values():
    assert power.mean_variance([Fraction(1), Fraction(3)]) == (2, 2)  # (1 + 1) / (2 - 1)
    assert power.mean_variance([Fraction(5)]) == (5, 0)


# kills: the same, over any list
@settings(max_examples=100, deadline=None)
@given(st.lists(fractions, min_size=1, max_size=8))
def test_mean_variance_is_the_sample_variance(values):
    assert power.mean_variance(values) == _sample_variance(values)


# kills: sqrt_decimal multiplying by the denominator instead of dividing
def test_square_root_of_a_fraction():
    assert power.sqrt_decimal(Fraction(1, 4)) == Fraction(1, 2)
    assert power.sqrt_decimal(Fraction(2, 9)) == Fraction(471404, 10**6)  # sqrt(2)/3 = 0.4714045...


# kills: the same, over any non-negative fraction
@settings(max_examples=100, deadline=None)
@given(st.fractions(min_value=0, max_value=10**6, max_denominator=10**6))
def test_square_root_is_truncated_to_six_places(value):
    root = power.sqrt_decimal(value)
    assert root.denominator in (1, 2, 4, 5, 8, 10, 16, 20, 25) or 10**6 % root.denominator == 0
    assert root * root <= value < (root + Fraction(1, 10**6)) ** 2


def _naive_interval(values, key, resamples):
    """Resample with replacement from the same seeded stream; nearest 2.5% and 97.5% of the means."""
    rng, n, means = Rng(key), len(values), []
    for _ in range(resamples):
        means.append(sum((values[rng.randbelow(n)] for _ in range(n)), Fraction(0)) / n)
    means.sort()
    return means[resamples * 25 // 1000], means[ceil(resamples * 975 / 1000) - 1]


# kills: the common denominator scaled by * instead of // (two mutants), the 2.5% index computed as
# resamples // 25 // 1000 or divided by 1001, and the 97.5% index off by one or divided by 1001
@settings(max_examples=25, deadline=None)
@given(st.lists(fractions, min_size=2, max_size=6), st.sampled_from([40, 200, 1000, 1001]))
def test_bootstrap_interval_is_the_percentiles_of_the_resampled_means(values, resamples):
    got = power.bootstrap_interval(values, KEY, resamples)
    assert got == _naive_interval(values, KEY, resamples)
    assert min(values) <= got[0] <= got[1] <= max(values)


# kills: the common denominator's // made *, on constant data whose every resample has the same mean
def test_bootstrap_interval_of_constant_data_is_that_value():
    assert power.bootstrap_interval([Fraction(1, 3)] * 4, KEY, 200) == (Fraction(1, 3), Fraction(1, 3))


# kills: "hands" as units // hands_per_unit (duplicate units are two hands each)
def test_a_summary_of_duplicate_units_counts_two_hands_each():
    units = [Fraction(2), Fraction(4), Fraction(6)]
    summary = power.method_summary(units, 2, KEY, 50)
    assert summary["units"] == 3 and summary["hands"] == 6 and summary["handsPerUnit"] == 2
    assert summary["meanPerHand"] == 2  # (1 + 2 + 3) / 3 per hand


# kills: episode_summary's `count > 1 and ordered` made `or` (no draws: the interval is the mean's point)
def test_a_summary_with_no_draws_is_not_read_from_draws():
    summary = power.episode_summary(2, Fraction(1), Fraction(1, 2), Fraction(10), [])
    assert summary["interval"] == [Fraction(1, 2), Fraction(1, 2)] and not summary["separated"]
    assert summary["variancePerEpisode"] == 0  # two differences of 1/2: sum 1, squares 1/2


# kills: nearest_rank off by one either way, its floor of 1 made 2 or dropped (killed before too; checked
# against its definition: the smallest value with at least permille/1000 of the values at or below it)
@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 50), min_size=1, max_size=60), st.sampled_from([1, 25, 500, 975, 1000]))
def test_nearest_rank_is_its_definition(values, permille):
    ordered = sorted(values)
    n = len(ordered)
    want = next(v for k, v in enumerate(ordered, 1) if k * 1000 >= permille * n)
    assert power.nearest_rank(ordered, permille) == want


# kills: nearest_rank's per mille read as per 1001 (it shows from 1001 draws: the 2.5% is the 26th)
def test_nearest_rank_of_a_thousand_and_one_draws():
    assert power.nearest_rank(list(range(1001)), 25) == 25  # 25 * 1001 / 1000 = 25.025: the 26th value
    assert power.nearest_rank(list(range(1001)), 975) == 975  # 975.975: the 976th


# kills: needed_units' floor of 6 made a ceiling, the mean's square or z^2 mis-applied (killed before too)
def test_needed_units_known_answers():
    # e units separate when e / 4 > t(e - 1)^2: 18 > 4 * 2.1099^2 = 17.81; 17 > 4 * 2.1200^2 = 17.98 fails
    assert power.needed_units(Fraction(1, 2), Fraction(1)) == 18  # the normal rule: ceil(3.8416 * 4) = 16
    assert power.needed_units(Fraction(-1, 2), Fraction(1)) == 18
    assert power.needed_units(Fraction(1), Fraction(1)) == 7  # 7 > 2.4470^2 = 5.99; 6 > 2.5706^2 = 6.61 fails
    assert isqrt(16) == 4


# kills: method_summary bootstrapping only above two units (two units have a spread to resample)
def test_two_units_are_bootstrapped():
    units = [Fraction(1), Fraction(3)]
    summary = power.method_summary(units, 1, KEY, 200)
    assert tuple(summary["interval"]) == _naive_interval(units, KEY, 200) != (2, 2)


# kills: sdPerHand as the root of var // hands_per_unit instead of var * hands_per_unit
def test_sd_per_hand_of_duplicate_units():
    summary = power.method_summary([Fraction(0), Fraction(4)], 2, KEY, 50)
    # per hand 0 and 2: sample variance 2, times 2 hands a unit = 4, whose root is 2
    assert summary["variancePerHand"] == 4 and summary["sdPerHand"] == 2


def _summary(values, draws):
    """episode_summary fed the running sums of ``values`` (what a table keeps)."""
    total = sum(values, Fraction(0))
    return power.episode_summary(len(values), total, sum((v * v for v in values), Fraction(0)), Fraction(1), draws)


# kills: the running-sum variance divided by count - 2, or taken as 0 for two episodes (count > 2)
def test_episode_variance_from_running_sums():
    summary = _summary([Fraction(0), Fraction(1, 2), Fraction(1)], [])
    assert summary["meanPerEpisode"] == Fraction(1, 2) and summary["variancePerEpisode"] == Fraction(1, 4)
    assert _summary([Fraction(0), Fraction(1)], [])["variancePerEpisode"] == Fraction(1, 2)


# kills: the 2.5% and 97.5% ranks taken at 26 or 976 per mille, and count > 1 made count > 2
def test_episode_interval_is_the_nearest_rank_of_the_draws():
    draws = [Fraction(k, 100) for k in range(40)]  # 40 draws: the 1st and the 39th are the 2.5% and 97.5%
    assert _summary([Fraction(0), Fraction(1)], draws)["interval"] == [Fraction(0), Fraction(38, 100)]
    draws = [Fraction(k, 1000) for k in range(1000)]  # 1000 draws: the 25th and the 975th
    assert _summary([Fraction(0), Fraction(1)], draws)["interval"] == [Fraction(24, 1000), Fraction(974, 1000)]


# kills: 39 draws not judged (>= MIN_DRAWS made >); 38 are still too few
def test_thirty_nine_draws_are_enough_to_judge():
    values = [Fraction(1, 2)] * 5 + [Fraction(3, 4)]
    assert _summary(values, [Fraction(1, 2)] * 39)["separated"]
    assert not _summary(values, [Fraction(1, 2)] * 38)["separated"]


# kills: separated when the interval touches zero (lo >= 0, hi <= 0) or only past one (lo > 1)
def test_an_interval_that_touches_zero_is_not_separated():
    values = [Fraction(1, 2)] * 6
    assert not _summary(values, [Fraction(0)] + [Fraction(1, 2)] * 39)["separated"]
    assert not _summary([-v for v in values], [-Fraction(1, 2)] * 38 + [Fraction(0)] * 2)["separated"]
    assert _summary(values, [Fraction(1, 10)] + [Fraction(1, 2)] * 39)["separated"]


def _report(summary, variant="*"):
    return {"pairs": [{"variant": variant, "a": "amy", "b": "zed", "raw": summary}]}


# kills: handsStillNeeded None for any mean up to 1 (score differences always are) or floored at 1
def test_hands_still_needed_for_a_small_mean_difference():
    summary = {"interval": [-Fraction(1, 10), Fraction(3, 10)], "separated": False, "meanPerEpisode": Fraction(1, 10)}
    summary |= {"handsNeeded": 500, "hands": 120}
    (row,) = power.adjacent_significance(["amy", "zed"], _report(summary), method="raw")
    assert row == {"above": "amy", "below": "zed", "significant": False, "handsStillNeeded": 380}
    (row,) = power.adjacent_significance(["zed", "amy"], _report(summary), method="raw")
    assert row["handsStillNeeded"] is None  # the data favour amy: no hands confirm zed above her
    (row,) = power.adjacent_significance(["amy", "zed"], _report({**summary, "hands": 600}), method="raw")
    assert row["handsStillNeeded"] is None  # t is met but the interval is not: no count follows (not 0, not 1)


# kills: adjacent_significance reading the rows of every variant but the one named
def test_the_named_variant_is_the_one_judged():
    settled = {"interval": [Fraction(1, 10), Fraction(3, 10)], "separated": True, "meanPerEpisode": Fraction(1, 5)}
    settled |= {"handsNeeded": 60, "hands": 600}
    open_ = {**settled, "interval": [-Fraction(1, 10), Fraction(3, 10)], "separated": False}
    report = {"pairs": [*_report(settled, "kuhn")["pairs"], *_report(open_, "leduc")["pairs"]]}
    (kuhn,) = power.adjacent_significance(["amy", "zed"], report, method="raw", variant="kuhn")
    (leduc,) = power.adjacent_significance(["amy", "zed"], report, method="raw", variant="leduc")
    assert kuhn["significant"] is True and leduc["significant"] is False


# kills: the order judged significant only past 1 (sign * lo > 1, sign * hi > 1), and sign // lo for sign * lo
def test_significance_in_either_direction_and_past_one():
    def judged(order, interval):
        summary = {"interval": interval, "separated": True, "meanPerEpisode": sum(interval) / 2}
        summary |= {"handsNeeded": 60, "hands": 600}
        return power.adjacent_significance(order, _report(summary), method="raw")[0]["significant"]

    tenth = Fraction(1, 10)
    assert judged(["amy", "zed"], [tenth, 3 * tenth]) and not judged(["zed", "amy"], [tenth, 3 * tenth])
    assert judged(["zed", "amy"], [-3 * tenth, -tenth]) and not judged(["amy", "zed"], [-3 * tenth, -tenth])
    # per-hand nets (cosino power) exceed 1: a mean difference of 2 to 3 chips is as significant
    assert judged(["amy", "zed"], [Fraction(2), Fraction(3)]) and judged(["zed", "amy"], [Fraction(-3), Fraction(-2)])


def _replay(diffs, duplicate=True):
    """A heads-up replay whose hand h has nets [d, -d]; no board, so no luck term."""
    seats = [{"slot": s, "alias": f"S{s}", "agent": a} for s, a in enumerate(["amy", "zed"])]
    config = {"duplicate": duplicate, "chipRace": not duplicate}
    records = [{"type": "episode", "variant": "holdem-hu", "seed": 1, "seats": seats, "config": config}]
    for h, d in enumerate(diffs):
        records.append({"type": "hand", "hand": h, "slots": [h % 2, 1 - h % 2]})
        records.append({"type": "handEnd", "hand": h, "nets": [d, -d], "cap": 200, "raw": {}})
    return records


# kills (cosino power from replays): the episode count started at 1, subtracted or stepped by 2; a hand
# without its duplicate twin paired all the same (h + 1 in ends made h in ends); luck units of a table
# without duplicate decks counted as two hands
def test_power_report_counts_and_units():
    report = power.power_report([_replay([4, -2, 6, 0, 8]), _replay([2, 2])], seed=1, resamples=50)
    assert report["episodes"] == 2
    (pair,) = report["pairs"]
    assert pair["raw"]["units"] == 7 and pair["duplicate"]["units"] == 3  # hand 4 has no twin: left out
    # a - b per hand is 2 d (nets d and -d); the twinless hand 4 (d = 8) is not in the mean
    assert pair["duplicate"]["meanPerHand"] == Fraction(2 * (4 - 2 + 6 + 0 + 2 + 2), 6)
    plain = power.power_report([_replay([4, -2, 6], duplicate=False)], seed=1, resamples=50)["pairs"][0]
    assert [plain[m]["handsPerUnit"] for m in ("raw", "duplicate", "luck")] == [1, 1, 1]


# kills (cosino power from results files): the episode count mutants, scoredHands read as 2 when absent,
# and the hands per episode published as a float
def test_results_report_counts_and_hands_per_episode():
    one = {"variant": "kuhn", "agents": ["amy", "zed"], "net": [3, -3], "scores": [Fraction(3, 4), Fraction(1, 4)]}
    two = {**one, "net": [1, -1], "scoredHands": 4}
    report = power.results_report([one, two], resamples=50)
    assert report["episodes"] == 2
    (pair,) = report["pairs"]
    per = pair["raw"]["handsPerEpisode"]
    assert per == Fraction(5, 2) and type(per) is Fraction  # (1 + 4) / 2: a missing count is one hand
