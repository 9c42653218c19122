"""Issue 17: a league may rank by the luck-adjusted scores, as an opt-in named in league.json."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from cosino.diagnostics.luck import adjusted_scores
from cosino_runtime.cli import main
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.league.runner import run_league


def league(tmp_path: Path, name: str, rank_by: str | None) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    path = folder / "league.toml"
    extra = f'rank_by = "{rank_by}"\n' if rank_by else ""
    path.write_text(
        '[league]\nname = "r"\nvariants = ["holdem-hu"]\nhands = 4\nrounds = 2\nseed = 3\nout = "out"\n'
        f'bootstrap = 10\n{extra}[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
    )
    return path


def test_ranking_by_luck_adjusted_scores_is_an_opt_in_named_in_the_table(tmp_path):
    plain = run_league(load_config(league(tmp_path, "plain", None)), progress=False)
    lucky = run_league(load_config(league(tmp_path, "lucky", "luckAdjusted")), progress=False)
    plain_table = json.loads(plain.path.read_bytes(), parse_float=Fraction)
    lucky_table = json.loads(lucky.path.read_bytes(), parse_float=Fraction)
    assert plain_table["league"]["rankBy"] == "scores" and lucky_table["league"]["rankBy"] == "luckAdjusted"
    # The episodes are the same; only what ranks them differs.
    episodes = sorted((lucky.path.parent / "episodes").glob("*.results.json"))
    assert [p.read_bytes() for p in episodes] == [
        p.read_bytes() for p in sorted((plain.path.parent / "episodes").glob("*.results.json"))
    ]
    adjusted: dict[str, list[Fraction]] = {}
    for p in episodes:
        results = json.loads(p.read_bytes(), parse_float=Fraction)
        for agent, score in zip(results["agents"], adjusted_scores(results)):
            adjusted.setdefault(agent, []).append(score)
    for row in lucky_table["table"]:
        mine = adjusted[row["agent"]]
        assert abs(Fraction(row["meanScore"]) - sum(mine) / len(mine)) < Fraction(1, 10**11)
    assert lucky_table["table"] != plain_table["table"]


def test_a_bad_rank_by_is_one_line_naming_the_field(tmp_path, capsys):
    path = league(tmp_path, "bad", "elo")
    with pytest.raises(LeagueConfigError, match=r"rank_by"):
        load_config(path)
    assert main(["league", "run", "--config", str(path), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "rank_by" in err and "luckAdjusted" in err
