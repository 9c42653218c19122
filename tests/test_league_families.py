"""Leagues over a family: trick-taking tables with fewer agents than seats, equal weighting of the
variants, and the league-level audit sums checked against real episodes' results."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.league.audit_sums import audit_aggregate
from cosino.league.ratings import EpisodeOutcome, partnership_teams
from cosino.seats.house import decision_rng
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import schedule
from cosino_runtime.league.runner import run_league
from cosino_runtime.seats.registry import build_seat

TRICKS = ("euchre", "spades", "hearts", "oh-hell")
SEATS = {"house": "house", "random": "random", "fake": "fake:mixed"}


def _playable(variant: str) -> bool:
    try:
        build_seat("house", variant, decision_rng(0, 0, 0))
        Episode(EpisodeConfig(variant, ("a",) * 4, hands=1, seed=0))
    except Exception:
        return False
    return True


needs_tricks = pytest.mark.skipif(
    not all(_playable(v) for v in TRICKS), reason="trick games or their house seats not landed"
)


def _play(variant: str, agents: tuple[str, ...], seed: int) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, agents, hands=1, seed=seed))
    while ep.pending() is not None:
        slot, obs = ep.pending()
        seat = build_seat(SEATS[agents[slot]], variant, decision_rng(seed, slot, ep.decisions))
        ep.decide(seat.act(obs))
    return ep.records


def _config(tmp_path, variants, hands=1):
    path = tmp_path / "league.toml"
    path.write_text(
        f'[league]\nname = "fam"\nvariants = {variants}\nhands = {hands}\nseed = 3\nout = "out"\nbootstrap = 5\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
        '[agents.fake]\nseat = "fake"\nstyle = "mixed"\n'
    )
    return load_config(path)


@needs_tricks
def test_trick_schedule_weights_the_four_games_equally(tmp_path):
    config = _config(tmp_path, '["euchre", "spades", "hearts", "oh-hell"]')
    items = schedule(config)
    per_variant = {v: [i for i in items if i.variant == v] for v in TRICKS}
    assert {len(v) for v in per_variant.values()} == {3}
    for item in items:
        assert len(item.agents) == 4 and set(item.agents) == {"fake", "house", "random"}


@needs_tricks
def test_partners_come_from_the_seating():
    records = _play("spades", ("house", "random", "fake", "house"), 5)
    teams = partnership_teams(records)
    slots = records[1]["slots"]
    assert teams == (tuple(sorted((slots[0], slots[2]))), tuple(sorted((slots[1], slots[3]))))
    results = compute_results(records)
    for a, b in teams:
        assert results["scores"][a] == results["scores"][b]  # partners share a score, so they are not compared
    outcome = EpisodeOutcome("x", 0, "spades", tuple(results["agents"]), tuple(results["scores"]), teams=teams)
    partners = {frozenset(t) for t in teams}
    expected = [
        (i, j)
        for i in range(4)
        for j in range(i + 1, 4)
        if frozenset((i, j)) not in partners and results["agents"][i] != results["agents"][j]
    ]
    assert len(outcome.comparisons()) == len(expected)


@needs_tricks
def test_soft_play_sums_match_the_episodes():
    entries = []
    for i, variant in enumerate(("hearts", "oh-hell", "hearts", "euchre")):
        agents = (("house", "random", "fake", "house"), ("fake", "house", "random", "random"))[i % 2]
        results = compute_results(_play(variant, agents, 10 + i))
        entries.append((list(agents), results))
    out = audit_aggregate(entries)["softPlay"]
    assert out["power"]["episodes"] == 3  # euchre reports no soft-play audit
    for pair in out["pairs"]:
        chance = yielded = 0
        for agents, results in entries:
            audit = results["audit"]
            if not audit or "chance" not in audit:
                continue
            for i in range(4):
                for j in range(4):
                    if i != j and agents[i] == pair["agent"] and agents[j] == pair["other"]:
                        chance += audit["chance"][i][j]
                        yielded += audit["yield"][i][j]
        assert pair["chance"] == chance and pair["yield"] == yielded
        assert pair["yieldRate"] == (Fraction(yielded, chance) if chance else None)
        assert pair["agent"] != pair["other"]


def test_collusion_sums_match_a_six_max_episode():
    agents = ("house", "random", "fake", "house", "random", "fake")
    results = compute_results(_play("holdem-6max", agents, 4))
    audit = results["audit"]
    if not audit or "surrender" not in audit:
        pytest.skip("the collusion audit has not landed")
    out = audit_aggregate([(list(agents), results)])["collusion"]
    for pair in out["pairs"]:
        total = sum(
            Fraction(audit["surrender"][i][j])
            for i in range(6)
            for j in range(6)
            if i != j and agents[i] == pair["agent"] and agents[j] == pair["other"]
        )
        contested = sum(
            audit["contested"][i][j]
            for i in range(6)
            for j in range(6)
            if i != j and agents[i] == pair["agent"] and agents[j] == pair["other"]
        )
        assert pair["surrender"] == total and pair["contested"] == contested
        assert pair["bias"] == pair["rate"] - pair["field"]
    assert out["power"]["hands"] == 1


@needs_tricks
def test_a_euchre_league_runs_with_an_agent_in_two_seats(tmp_path):
    config = _config(tmp_path, '["euchre"]')
    outcome = run_league(config, progress=False)
    assert outcome.played == 3
    table = outcome.table
    assert {r["agent"] for r in table["table"]} == {"house", "random", "fake"}
    assert sum(r["seats"] for r in table["table"]) == 12
