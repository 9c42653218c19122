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
"""

from __future__ import annotations

import json
from fractions import Fraction

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.league.ratings import elo_ratings, outcome_from_results, partnership_teams
from cosino.league.table import teams_from_results
from cosino.seats.house import SEATS, decision_rng
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore

AGENTS = ("strong", "weak", "steady", "wobbly")
KINDS = {"strong": "house", "weak": "random", "steady": "house", "wobbly": "random"}


def _seat(name: str, variant: str, rng):
    return SEATS.build(KINDS[name], variant, rng)


def _played(variant: str, seed: int, hands: int, budget: int = 220) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, AGENTS, hands=hands, seed=seed, budget=budget))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(_seat(AGENTS[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


def test_partners_from_the_results_are_the_replays_partners_whatever_the_nets():
    for variant in ("euchre", "spades"):
        for seed in range(12):
            records = _played(variant, seed, hands=1, budget=3)  # the only hand is voided: every net is 0
            results = json.loads(json.dumps(compute_results(records), default=str))
            assert set(results["net"]) == {"0"} or set(results["net"]) == {0}
            assert teams_from_results(results) == partnership_teams(records), (variant, seed)


def test_the_store_board_rates_partners_as_the_league_run_does(tmp_path):
    """Euchre episodes that net to zero (their only hand voided by the budget) and played ones,
    finalised on the embedded store and published by the scheduled league function: the board's
    Elo is the Elo of the same results with the replay's teams."""
    store = EmbeddedStore(tmp_path / "store")
    outcomes = []
    for order, (seed, budget) in enumerate([(1, 3), (2, 220), (5, 3), (7, 220), (11, 3)]):
        config = EpisodeConfig("euchre", AGENTS, hands=2, seed=seed, budget=budget)
        episode_id = stepper.create(store, config)
        stepper.run_to_end(store, episode_id, _seat)
        pipeline.on_finalize(store, episode_id)
        records = store.events(episode_id)
        results = pipeline.parse_results(store.get_blob(store.league_row(episode_id)["results"]))
        outcomes.append((episode_id, results, partnership_teams(records)))
    assert any(len(set(r["net"])) == 1 for _, r, _ in outcomes)  # some episode nets to zero for everyone
    pipeline.on_league(store)
    board = json.loads(store.get_blob(pipeline.LEADERBOARD_KEY))
    published = {row["agent"]: Fraction(str(row["elo"])) for row in board["families"]["tricks"]["table"]}
    ordered = sorted(outcomes, key=lambda o: o[0])  # the store's episodes go in id order
    expected = elo_ratings([outcome_from_results(r, i, k, teams) for i, (k, r, teams) in enumerate(ordered)])
    assert published == expected
    store.close()
