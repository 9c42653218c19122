"""Mutation review 53g of reviews 53d and 53e (bounds) and of check-published's recomputed board.

Scope: ``ratings.FitWork``/``FitWorkExceeded``, ``MM_AGENT_STEPS`` and the step charges of ``bt_fit``, ``_newton``
and ``_solve``; ``publish.published_draws`` (its counted path), ``counted_refit``, ``REFIT_SAMPLES``,
``REFIT_STEPS``, ``published_board`` and ``refit_steps``; ``TableSums.bradley_terry(steps=...)`` and ``refitted``;
``table.refit_cut`` and the ``bootstrapLimit`` the table writes; the advisor's ``bootstrap_work``,
``MAX_RESAMPLED_BATCHES`` and ``bootstrap_batches``; ``cosino advise --bootstrap/--batches``;
``check.check_published``.

MUTANT COUNTS (filled in below).

Defect found and fixed:

1. A store's board depended on the order its episodes came in. The kept table sums of a family are for one number
   of bootstrap draws; since session 52 that number shrinks as a family past the work bound grows, and sums for
   other draws were rebuilt from the state's views, which hold no audit and no luck-adjusted scores. So a board
   published after a family's draws changed lost the audit of every episode published before (hearts: softPlay
   ``episodes`` 1 where a rebuild from every row says 2), and ``cosino league check-published`` refused it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cosino_runtime.league import publish

LEADERBOARD = "public/leaderboard.json"


def _play(store: Any, variant: str, seats: tuple[str, ...], seed: int, hands: int) -> None:
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat

    episode = stepper.create(store, EpisodeConfig(variant, seats, hands, seed))
    while store.load(episode).status == "running":
        stepper.step(store, episode, store.load(episode).version, build_seat)
    flow.on_finalize(store, episode)


def test_a_family_whose_draws_changed_keeps_the_audit_of_the_episodes_published_before(tmp_path, monkeypatch):
    """Under a table bound of 20,000 units one hearts episode draws 112 and two draw 111: the second publish
    cannot resume the family's kept sums. Its board is the one a rebuild from every row publishes, and the check
    passes it; before, the audit of the first hearts episode was lost (softPlay episodes 1, not 2)."""
    from cosino_runtime.cli import main
    from cosino_runtime.store.embedded import EmbeddedStore

    monkeypatch.setattr(publish, "MAX_TABLE_WORK", 20_000)
    store = EmbeddedStore(tmp_path / "store")
    try:
        _play(store, "kuhn", ("house", "random"), 3, 2)
        _play(store, "hearts", ("house", "random", "house", "random"), 5, 1)
        publish.publish_leaderboard(store)
        first = json.loads(store.get_blob(LEADERBOARD))["families"]["tricks"]["method"]["bradleyTerry"]
        _play(store, "hearts", ("random", "house", "random", "house"), 6, 1)
        assert publish.publish_leaderboard(store)["new"] == 1
        kept = store.get_blob(LEADERBOARD)
        store.swap_league_state(store.league_state()[0], "0" * 64)  # a state no run can read: rebuilt from every row
        assert publish.publish_leaderboard(store)["new"] == 3
        rebuilt = store.get_blob(LEADERBOARD)
        store.publish(LEADERBOARD, kept)
    finally:
        store.close()
    tricks = json.loads(kept)["families"]["tricks"]
    assert (first["bootstrap"], tricks["method"]["bradleyTerry"]["bootstrap"]) == (112, 111)  # the draws changed
    assert tricks["audit"]["softPlay"]["power"]["episodes"] == 2
    assert kept == rebuilt
    assert main(["league", "check-published", str(Path(tmp_path / "store" / "blobs"))]) == 0
