"""The league table's significance column and its bootstrap intervals at the edges: a poker
league mixing a luck-adjusted rung with Kuhn under ``rank_by = "luckAdjusted"``, and ``bootstrap = 0``."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from cosino.league.ratings import outcome_from_results
from cosino.league.table_sums import TableSums
from cosino.primitives.rng import derive
from cosino_runtime.league.config import load_config
from cosino_runtime.league.publish import ranked_results
from cosino_runtime.league.runner import run_league


def league(tmp_path: Path, name: str, variants: str, extra: str) -> tuple[dict, Path]:
    folder = tmp_path / name
    folder.mkdir()
    path = folder / "league.toml"
    path.write_text(
        f'[league]\nname = "r"\nvariants = [{variants}]\nhands = 4\nrounds = 4\nseed = 3\nout = "out"\n'
        f'{extra}[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    run = run_league(load_config(path), progress=False)
    return json.loads(run.path.read_bytes(), parse_float=Fraction), run.path.parent


def test_mixed_league_significance_reads_what_its_label_says(tmp_path):
    """Hold'em carries luck-adjusted scores and Kuhn does not, so the column says ``raw``
    (docs/league.md: luck-adjusted only when every result carries them). It must then read the
    spec's scores of every episode, not Kuhn's raw scores beside Hold'em's adjusted ones."""
    table, out = league(tmp_path, "lucky", '"holdem-hu", "kuhn"', 'bootstrap = 50\nrank_by = "luckAdjusted"\n')
    assert table["method"]["significance"]["scores"] == "raw"
    sums = TableSums(derive(3, "league", "r").hex(), 50, True)
    lucky = 0
    for path in sorted((out / "episodes").glob("*.results.json")):
        results = json.loads(path.read_bytes(), parse_float=Fraction)
        lucky += "luckAdjusted" in results
        key = path.name.removesuffix(".results.json")
        sums.add(outcome_from_results(ranked_results(results, "luckAdjusted"), 0, key), (results["agents"], results))
    assert 0 < lucky < sums.count  # the mix this test is about
    order = [r["agent"] for r in table["table"]]
    judged = sums.significance(order)["pairs"]
    expected = [{k: j[k] for k in ("significant", "handsStillNeeded")} for j in judged]
    expected.append({"significant": None, "handsStillNeeded": None})
    got = [{"significant": r["orderSignificant"], "handsStillNeeded": r["handsStillNeeded"]} for r in table["table"]]
    assert got == expected


def test_bootstrap_zero_publishes_no_interval(tmp_path):
    """No resamples: the interval is not computed (null), never a zero-width one at the rating."""
    from cosino_runtime.league.publish import format_table

    table, _out = league(tmp_path, "none", '"kuhn"', "bootstrap = 0\n")
    assert table["method"]["bradleyTerry"]["bootstrap"] == 0
    for row in table["table"]:
        assert row["bt"]["lo"] is None and row["bt"]["hi"] is None, row["bt"]
        assert isinstance(row["bt"]["rating"], (int, Fraction))
    assert "[no bootstrap]" in format_table(table)
    few, _out = league(tmp_path, "few", '"kuhn"', "bootstrap = 38\n")  # no 95% interval from 38 draws
    assert all(row["bt"]["lo"] is None and row["bt"]["hi"] is None for row in few["table"])
    some, _out = league(tmp_path, "some", '"kuhn"', "bootstrap = 39\n")
    for row in some["table"]:
        assert row["bt"]["lo"] <= row["bt"]["rating"] <= row["bt"]["hi"]
    assert "[no bootstrap]" not in format_table(some)


def test_too_few_draws_never_call_an_order_significant():
    """Six episodes whose mean difference is exactly 0: no order between the two is significant,
    whatever ``bootstrap`` is (one draw is a zero-width interval; a few are their own range)."""
    from cosino.league import power
    from cosino.league.ratings import EpisodeOutcome
    from cosino.league.table import LeagueSpec, league_table

    episodes, audits = [], []
    for i in range(6):
        s = (Fraction(3, 4), Fraction(1, 4)) if i % 2 == 0 else (Fraction(1, 4), Fraction(3, 4))
        episodes.append(EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), s, (s[0] > s[1], s[1] > s[0])))
        audits.append((("a", "b"), {"variant": "kuhn", "agents": ["a", "b"], "scores": list(s), "scoredHands": 2}))
    for draws in (1, 2, 5, 38, 39, 200):
        called = 0
        for k in range(40):
            spec = LeagueSpec(f"L{k}", "poker", ("kuhn",), ("a", "b"), bootstrap=draws, scheduled=6)
            called += league_table(spec, episodes, audits)["table"][0]["orderSignificant"] is True
        assert called == 0, (draws, called)
    # the power report's own summaries: one resample is no 95% interval either
    one = power.method_summary([Fraction(1), Fraction(2)] * 4, 1, bytes(32), resamples=1)
    assert one["separated"] is False
    assert power.method_summary([Fraction(1), Fraction(2)] * 4, 1, bytes(32), resamples=power.MIN_DRAWS)["separated"]


def test_with_too_few_draws_no_hands_are_said_to_be_still_needed():
    """Below MIN_DRAWS resamples no order is ever significant, so a count of hands still needed
    would promise what no number of hands can give: it is null, as with no draws at all."""
    from cosino.league import power
    from cosino.league.ratings import EpisodeOutcome
    from cosino.league.table import LeagueSpec, league_table

    episodes, audits = [], []
    for i in range(12):
        s = (Fraction(3, 4), Fraction(1, 4)) if i % 3 else (Fraction(1, 4), Fraction(3, 4))  # a leads, not surely
        episodes.append(EpisodeOutcome(f"e{i}", i, "kuhn", ("a", "b"), s, (s[0] > s[1], s[1] > s[0])))
        audits.append((("a", "b"), {"variant": "kuhn", "agents": ["a", "b"], "scores": list(s), "scoredHands": 2}))
    for draws, expect_number in ((0, False), (1, False), (power.MIN_DRAWS - 1, False), (power.MIN_DRAWS, True)):
        spec = LeagueSpec("L", "poker", ("kuhn",), ("a", "b"), bootstrap=draws, scheduled=12)
        top = league_table(spec, episodes, audits)["table"][0]
        assert top["agent"] == "a" and top["orderSignificant"] is False
        assert (top["handsStillNeeded"] is not None) is expect_number, (draws, top["handsStillNeeded"])
