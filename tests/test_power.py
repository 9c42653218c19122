"""How many hands a ranking needs (issue 17): constructed data with a known answer."""

from __future__ import annotations

import json
from fractions import Fraction
from math import ceil

import pytest

from cosino.league import power
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.rng import Rng, derive


def synthetic(agents: list[str], diffs: list[int], duplicate: bool = True) -> list[dict]:
    """A heads-up replay whose hand h has nets [d, -d] (slot 0 first); no board, so no luck term."""
    records = [
        {
            "type": "episode",
            "variant": "holdem-hu",
            "seed": 1,
            "seats": [{"slot": s, "alias": f"S{s}", "agent": a} for s, a in enumerate(agents)],
            "config": {"duplicate": duplicate, "chipRace": not duplicate},
        }
    ]
    for h, d in enumerate(diffs):
        records.append({"type": "hand", "hand": h, "slots": [h % 2, 1 - h % 2]})
        records.append({"type": "handEnd", "hand": h, "nets": [d, -d], "cap": 200, "raw": {}})
    return records


# Each duplicate pair: +1 + 25 s and +1 - 25 s for slot 0, s = +-1: the difference a - b is 2 +- 50.
DIFFS = [1 + 25 * (1 if k % 4 < 2 else -1) * (1 if k % 2 == 0 else -1) for k in range(40)]


def test_known_means_variances_and_hands_needed():
    report = power.power_report([synthetic(["alpha", "beta"], DIFFS)], seed=3, resamples=400)
    (pair,) = report["pairs"]
    assert (pair["a"], pair["b"]) == ("alpha", "beta")
    raw, dup = pair["raw"], pair["duplicate"]
    assert raw["meanPerHand"] == 2 and dup["meanPerHand"] == 2
    assert raw["variancePerHand"] == Fraction(2500 * 40, 39)
    # The normal rule's 2463 (ceil(1.96^2 var / mean^2)) is three short of what Student's t asks.
    assert ceil(Fraction(38416, 10000) * Fraction(2500 * 40, 39) / 4) == 2463
    assert raw["handsNeeded"] == fewest_t_units(Fraction(2), Fraction(2500 * 40, 39)) == 2466
    # zero variance: the floor of MIN_UNITS (6) duplicate pairs, not one pair
    assert dup["variancePerHand"] == 0 and dup["handsNeeded"] == 12 and dup["units"] == 20
    assert dup["interval"] == [2, 2] and dup["separated"]
    assert raw["interval"][0] < 0 < raw["interval"][1] and not raw["separated"]
    assert pair["luck"] == dup  # no chance event in these hands: the luck term is zero


def test_bootstrap_is_seeded_and_exact():
    records = synthetic(["alpha", "beta"], DIFFS)
    one = dump_bytes(power.power_report([records], seed=3, resamples=200))
    assert one == dump_bytes(power.power_report([records], seed=3, resamples=200))
    assert one != dump_bytes(power.power_report([records], seed=4, resamples=200))


def test_interval_covers_a_known_mean_and_the_order_of_names_sets_the_sign():
    diffs = [(-3 if h % 3 else 6) for h in range(60)]  # mean 0 per hand for slot 0
    report = power.power_report([synthetic(["zed", "amy"], diffs)], seed=1, resamples=300)
    (pair,) = report["pairs"]
    assert (pair["a"], pair["b"]) == ("amy", "zed")
    lo, hi = pair["raw"]["interval"]
    assert lo <= 0 <= hi
    assert pair["raw"]["handsNeeded"] is None or pair["raw"]["meanPerHand"] != 0


def fewest_t_units(mean: Fraction, var: Fraction) -> int:
    """By brute force: the fewest units from MIN_UNITS whose t statistic passes the 95% bound."""
    return next(n for n in range(power.MIN_UNITS, 10**6) if mean * mean * n > power.t975(n - 1) ** 2 * var)


def test_needed_units_formula():
    assert power.needed_units(Fraction(1), Fraction(100)) == fewest_t_units(Fraction(1), Fraction(100)) == 387
    for mean, var in [(Fraction(1), Fraction(1)), (Fraction(3), Fraction(2)), (Fraction(1, 7), Fraction(50))]:
        assert power.needed_units(mean, var) == fewest_t_units(mean, var)
    assert power.needed_units(Fraction(1), Fraction(0)) == power.MIN_UNITS
    assert power.needed_units(Fraction(0), Fraction(1)) is None
    assert power.sqrt_decimal(Fraction(2)) == Fraction(1414213, 10**6)


def test_adjacent_significance_reports_hands_still_needed():
    report = power.power_report([synthetic(["alpha", "beta"], DIFFS)], seed=3, resamples=400)
    (dup,) = power.adjacent_significance(["alpha", "beta"], report, method="duplicate")
    assert dup == {"above": "alpha", "below": "beta", "significant": True, "handsStillNeeded": 0}
    (raw,) = power.adjacent_significance(["alpha", "beta"], report, method="raw")
    assert raw == {"above": "alpha", "below": "beta", "significant": False, "handsStillNeeded": 2466 - 40}
    (rev,) = power.adjacent_significance(["beta", "alpha"], report, method="duplicate")
    assert rev["significant"] is False  # beta above alpha is contradicted by the data


def test_results_files_give_episode_units():
    results = [
        {
            "variant": "holdem-hu",
            "agents": ["a", "b"],
            "net": [10 + (5 if k % 2 else -5), -10 - (5 if k % 2 else -5)],
            "scoredHands": 20,
            "luckAdjusted": {"net": [10, -10]},
        }
        for k in range(10)
    ]
    report = power.results_report(results, seed=2, resamples=200)
    (pair,) = report["pairs"]
    assert pair["unit"] == "episode" and pair["episodes"] == 10
    assert pair["raw"]["meanPerEpisode"] == 20 and pair["luck"]["variancePerEpisode"] == 0
    assert pair["luck"]["episodesNeeded"] == power.MIN_UNITS and pair["luck"]["handsPerEpisode"] == 20
    assert pair["luck"]["handsNeeded"] == 120 and pair["luck"]["separated"]
    assert ceil(Fraction(38416, 10000) * Fraction(100 * 10, 9) / 400) == 2  # under the floor
    assert pair["raw"]["episodesNeeded"] == power.MIN_UNITS and pair["raw"]["handsNeeded"] == 120


def test_tables_without_duplicate_decks_fall_back_to_hand_units():
    records = synthetic(["x", "y"], [3, -1, 3, -1], duplicate=False)
    (pair,) = power.power_report([records], resamples=100)["pairs"]
    assert pair["duplicate"]["handsPerUnit"] == 1 and pair["duplicate"]["units"] == 4


@pytest.mark.parametrize(("episodes", "counted"), [(2, "2 episodes"), (1, "1 episode")])
def test_cosino_power_reads_a_league_folder_and_writes_canonical_json(tmp_path, capsys, episodes, counted):
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.arena.scoring import results_bytes
    from cosino.primitives.canonical import jsonl_bytes
    from cosino.seats.house import decision_rng, make_seat
    from cosino_runtime.cli import main

    for seed in range(episodes):
        agents = ("house", "random")
        ep = Episode(EpisodeConfig("holdem-hu", agents, 6, seed, budget=600))
        while (pending := ep.pending()) is not None:
            slot, obs = pending
            ep.decide(make_seat(agents[slot], "holdem-hu", decision_rng(seed, slot, ep.decisions)).act(obs))
        (tmp_path / f"e{seed}.replay.jsonl").write_bytes(jsonl_bytes(ep.records))
        (tmp_path / f"e{seed}.results.json").write_bytes(results_bytes(ep.records))
    out = tmp_path / "power.json"
    assert main(["power", str(tmp_path), "--bootstrap", "100", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert f"replays: {counted}, bootstrap 100" in printed  # "1 episodes" before, here and below
    assert f"holdem-hu: house - random ({counted}, per hand)" in printed and "luck" in printed
    report = json.loads(out.read_bytes())
    assert set(report) == {"replays"}  # the results files have their replays beside them
    assert report["replays"]["pairs"][0]["duplicate"]["units"] == 3 * episodes
    assert main(["power", str(tmp_path / "missing")]) == 2


def test_leaderboard_significance_on_scores_pools_variants():
    # Two variants on different chip scales: the leaderboard judges its order on scores.
    half = Fraction(1, 2)
    results = [
        {"variant": v, "agents": ["a", "b"], "net": [k, -k], "scores": [half + d, half - d], "scoredHands": 10}
        for v, k, d in [("kuhn", 3, Fraction(1, 10)), ("holdem-hu", 300, Fraction(1, 10))] * 5
    ]
    report = power.results_report(results, seed=1, resamples=200, measure="scores")
    (pair,) = report["pairs"]
    assert pair["variant"] == "*" and pair["episodes"] == 10 and pair["raw"]["meanPerEpisode"] == Fraction(1, 5)
    (row,) = power.adjacent_significance(["a", "b"], report, method="raw")
    assert row["significant"] and row["handsStillNeeded"] == 0
    by_net = power.results_report(results, seed=1, resamples=200)
    assert sorted(p["variant"] for p in by_net["pairs"]) == ["holdem-hu", "kuhn"]
    try:
        power.adjacent_significance(["a", "b"], by_net, method="raw")
    except ValueError as exc:
        assert "several variants" in str(exc)
    else:
        raise AssertionError("several variants must be refused without naming one")
    (kuhn,) = power.adjacent_significance(["b", "a"], by_net, method="raw", variant="kuhn")
    assert not kuhn["significant"]


def test_the_leaderboard_says_which_adjacent_orders_are_significant():
    from cosino.league.table import leaderboard

    hi, lo = Fraction(3, 4), Fraction(1, 4)

    def episode(agents, scores):
        return {
            "variant": "kuhn",
            "agents": agents,
            "scores": scores,
            "win": [s == max(scores) for s in scores],
            "scoredHands": 2,
        }

    results = []
    for i in range(12):
        # a beats b and c every time by a wide margin; b and c trade places evenly.
        results.append(episode(["a", "b"], [hi, lo]))
        results.append(episode(["a", "c"], [hi, lo]))
        results.append(episode(["b", "c"], [hi, lo] if i % 2 else [lo, hi]))
    table = leaderboard(results, bootstrap=50)
    first, second, third = table["table"]
    assert first["agent"] == "a"
    assert first["orderSignificant"] is True and first["handsStillNeeded"] == 0
    assert second["orderSignificant"] is False  # b over c (or c over b) rests on a coin flip
    assert second["handsStillNeeded"] is None or second["handsStillNeeded"] > 0
    assert third["orderSignificant"] is None  # nothing below the last row
    assert table["method"]["significance"]["scores"] == "raw"  # kuhn results without luckAdjusted


def test_poisson_thresholds_are_exact_and_cover_every_word():
    from math import exp, factorial

    thresholds = power.POISSON_THRESHOLDS
    assert thresholds[-1] == 1 << 64 and all(a < b for a, b in zip(thresholds, thresholds[1:]))
    # the first one is floor(2**64 / e), with e bracketed by its series to 1e-40
    e_low = sum((Fraction(1, factorial(j)) for j in range(40)), Fraction(0))
    e_high = e_low + Fraction(1, 10**40)
    assert thresholds[0] == (Fraction(1 << 64) / e_low).__floor__() == (Fraction(1 << 64) / e_high).__floor__()
    draws = power.poisson_counts(b"\x07" * 32, 10_000)
    assert draws == power.poisson_counts(b"\x07" * 32, 10_000)
    for k in range(5):  # loosely: four standard errors of 10,000 draws
        expected = exp(-1) / factorial(k)
        assert abs(draws.count(k) / 10_000 - expected) < 4 * (expected / 10_000) ** 0.5
    assert max(draws) < len(thresholds) and abs(sum(draws) / 10_000 - 1) < 0.05


def test_a_summary_from_sums_is_the_summary_from_the_values():
    values = [Fraction(v, 4) for v in (3, -1, 5, 2, 2, 7, -3, 1)]
    hands = Fraction(5, 2)
    from_values = power._per_episode(power.method_summary(values, 1, b"\x01" * 32, 100), hands)
    total, squares = sum(values, Fraction(0)), sum((v * v for v in values), Fraction(0))
    draws = [Fraction(d, 8) for d in range(-4, 20)]
    from_sums = power.episode_summary(len(values), total, squares, hands, draws)
    for key in ("meanPerEpisode", "variancePerEpisode", "episodesNeeded", "handsNeeded", "hands", "handsPerEpisode"):
        assert from_sums[key] == from_values[key]
    assert from_sums["interval"] == [power.nearest_rank(sorted(draws), 25), power.nearest_rank(sorted(draws), 975)]
    assert from_sums["interval"] == [Fraction(-4, 8), Fraction(19, 8)]


def test_t_bounds_lie_at_or_just_above_students_quantiles():
    stats = pytest.importorskip("scipy.stats")
    for df in range(1, 3001):
        true = stats.t.ppf(0.975, df)
        bound = float(power.t975(df))
        assert true <= bound < true + (1e-4 if df <= 30 else 0.0015), df


def test_equal_agents_are_separated_at_most_at_the_nominal_rate_on_few_units():
    """Six units of a symmetric zero-mean difference: the percentile interval alone excluded zero
    in 14% of trials (a scratch run gave 14% for normal units, 16% for Laplace ones); with
    Student's t required too, about 5%."""
    rng = Rng(derive("test", "power", "null"))
    trials, separated, interval_alone = 400, 0, 0
    for k in range(trials):
        units = [Fraction(sum(rng.randbelow(201) for _ in range(3)) - 300) for _ in range(6)]
        summary = power.method_summary(units, 1, derive("test", "power", k), resamples=200)
        separated += summary["separated"]
        lo, hi = summary["interval"]
        interval_alone += lo > 0 or hi < 0
    assert interval_alone / trials > Fraction(9, 100)  # what the old rule called significant
    assert separated / trials <= Fraction(7, 100)


def test_episodes_with_no_scored_hand_need_no_count_of_hands():
    # Before: the mean of 0 scored hands per episode made every pair need 0 hands, read as settled.
    results = [
        {"variant": "kuhn", "agents": ["a", "b"], "net": [k, -k], "scores": [Fraction(1, 2)] * 2, "scoredHands": 0}
        for k in (1, 2, 1, 3, 2, 1, 2, 3, 1, 2)
    ]
    (pair,) = power.results_report(results, seed=1, resamples=200)["pairs"]
    assert pair["raw"]["episodesNeeded"] is not None  # the episodes still tell how many episodes
    assert pair["raw"]["handsPerEpisode"] == 0 and pair["raw"]["handsNeeded"] is None
