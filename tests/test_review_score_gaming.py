"""Review: a competitor who runs one seat and wants a better score or rating through the arena's
rules rather than through play.

Partnerships on the store's leaderboard. The scheduled league function (AWS, ``cosino serve``)
ranks from results files alone; it used to guess a partnership game's teams from the nets
(partners share every net) and, when every net was equal (an episode that netted to zero, or one
whose only hand was voided), compared partners as opponents: a draw with one's own partner, each
slot then counted in three comparisons instead of two. ``cosino league run`` reads the teams off
the replay's seating and never compares partners, so the published board and the league's own
table disagreed on the same episodes (euchre, two hands, house and random seats: 60 of 240
episodes netted to zero, and the weaker partner's Elo rose on the board). The teams now follow
from the seed's seating, which the results carry.

An agent named after a seat kind. A replay names its seats by agent, and the luck adjustment
(``diagnostics.luck``, which a league ranks by with ``rank_by = "luckAdjusted"``) gives a seat named
``random`` the uniform random seat's action terms: ``E_uniform[f] - f(chosen)`` at each of its
decisions, zero-mean only when the seat really draws uniformly. A league let any seat take the
name: a competitor seated as ``[agents.random]`` gets terms whose sign its own policy sets. Measured
(holdem-hu against the house seat, 30 episodes of 10 hands, seeds 1000..1029): a seat raising all-in
whenever it may has mean luck-adjusted score 0.4716 under another name and 0.4945 named ``random``
(a house-policy seat: 0.5007 and 0.4017). A league now refuses a seat kind's name for another kind.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.diagnostics.luck import action_term_slots
from cosino.league.ratings import elo_ratings, outcome_from_results, partnership_teams
from cosino.league.table import board_order, teams_from_results
from cosino.seats.house import SEATS, decision_rng
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import steps as stepper
from cosino_runtime.league.config import LeagueConfigError, load_config
from cosino_runtime.store.embedded import EmbeddedStore

AGENTS = ("strong", "weak", "steady", "wobbly")
KINDS = {"strong": "house", "weak": "random", "steady": "house", "wobbly": "random"}


def _seat(name: str, variant: str, rng):
    return SEATS.build(KINDS[name], variant, rng)


def _played(variant: str, seed: int, hands: int, guard_after: int | None = None) -> list[dict]:
    """The episode's records; with ``guard_after``, the deadline guard fires after that many decisions."""
    ep = Episode(EpisodeConfig(variant, AGENTS, hands=hands, seed=seed))
    while (pending := ep.pending()) is not None:
        if ep.decisions == guard_after:
            ep.abandon("deadline")
            break
        slot, obs = pending
        ep.decide(_seat(AGENTS[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


def test_partners_from_the_results_are_the_replays_partners_whatever_the_nets():
    for variant in ("euchre", "spades"):
        for seed in range(12):
            records = _played(variant, seed, hands=1, guard_after=3)  # the only hand is voided: every net is 0
            results = json.loads(json.dumps(compute_results(records), default=str))
            assert set(results["net"]) == {"0"} or set(results["net"]) == {0}
            assert teams_from_results(results) == partnership_teams(records), (variant, seed)


def test_the_store_board_rates_partners_as_the_league_run_does(tmp_path):
    """Euchre episodes that net to zero (the guard voids their first hand) and played ones,
    finalised on the embedded store and published by the scheduled league function: the board's
    Elo is the Elo of the same results with the replay's teams."""
    store = EmbeddedStore(tmp_path / "store")
    outcomes = []
    for order, (seed, guarded) in enumerate([(1, True), (2, False), (5, True), (7, False), (11, True)]):
        episode_id = stepper.create(store, EpisodeConfig("euchre", AGENTS, hands=2, seed=seed))
        if guarded:
            for version in (1, 2, 3):
                stepper.step(store, episode_id, version, _seat)
            stepper.abandon(store, episode_id, 4)
        else:
            stepper.run_to_end(store, episode_id, _seat)
        pipeline.on_finalize(store, episode_id)
        records = store.events(episode_id)
        results = pipeline.parse_results(store.get_blob(store.league_row(episode_id)["results"]))
        outcomes.append((episode_id, results, partnership_teams(records)))
        assert (results["reason"] == "deadline" and len(set(results["net"])) == 1) == guarded
        if order == 2:
            pipeline.on_league(store)  # the later run adds to the sums this one keeps
    pipeline.on_league(store)
    board = json.loads(store.get_blob(pipeline.LEADERBOARD_KEY))
    published = {row["agent"]: Fraction(str(row["elo"])) for row in board["families"]["tricks"]["table"]}
    # the store's episodes take their Elo steps in the order drawn from their ids
    expected = elo_ratings([outcome_from_results(r, board_order(k), k, teams) for k, r, teams in outcomes])
    assert published == expected
    store.close()


def _league(tmp_path, name: str, seat: str):
    path = tmp_path / "league.toml"
    path.write_text(
        '[league]\nname = "n"\nvariants = ["holdem-hu"]\nhands = 2\nseed = 3\nout = "out"\nbootstrap = 5\n'
        f'[agents.house]\nseat = "house"\n[agents.{name}]\nseat = "{seat}"\n'
    )
    return load_config(path)


def test_the_luck_adjustment_reads_the_name_random_as_the_random_seat():
    header = {"variant": "holdem-hu", "seats": [{"slot": 0, "agent": "random"}, {"slot": 1, "agent": "house"}]}
    assert action_term_slots(header) == [0]  # why a league may not give the name to another seat


@pytest.mark.parametrize("seat", ["fake", "house"])
def test_a_league_refuses_the_name_random_for_another_seat(tmp_path, seat):
    with pytest.raises(LeagueConfigError) as caught:
        _league(tmp_path, "random", seat)
    message = str(caught.value)
    assert "[agents.random] seat" in message and "must be a random seat" in message and "\n" not in message


def test_a_league_keeps_seat_names_that_are_their_seats(tmp_path):
    config = _league(tmp_path, "random", "random")
    assert {a.name: a.seat for a in config.agents} == {"house": "house", "random": "random"}
    assert {a.name for a in _league(tmp_path, "rnd", "random").agents} == {"house", "rnd"}
