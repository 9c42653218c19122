"""``cosino bench endwork``: the end of an episode at each variant's bound of decisions.

Each variant is played by the dearest seats found for its end (Hold'em: seats that min-raise
while the pot is small, then fold to any bet, so every fold the collusion audit prices is a small
call into a big pot; elsewhere random seats) up to one decision short of
``GameType.max_decisions``, through the runtime's steps on an embedded store. Then, in CPU
seconds (``time.process_time``): the sweeper's deadline guard as it runs in a fresh function (the
cold rebuild from the stored inputs, the hand voided, the end-of-episode audit, the commit), and
the finalisation's scoring without the audit the last step kept. The last column is the guard
times 3.5, the code's factor for a 512 MB function's share of a vCPU, against its 60 s.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

LAMBDA_FACTOR = 3.5


class BigPotSeat:
    """Min-raises while the pot is under six chips, then folds to any bet (the audit's dearest folds)."""

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        decision = observation.get("decision") or {}
        if observation.get("pot", 0) >= 6 and decision.get("canFold"):
            return {"action": "fold"}
        if decision.get("canRaise"):
            return {"action": "raise", "amount": decision["minRaiseTo"]}
        return {"action": "call" if decision.get("canCall") else "check"}


def _factory(name: str, variant: str, rng: Any) -> Any:
    from cosino_runtime.seats.registry import build_seat

    return BigPotSeat() if name == "bigpot" else build_seat(name, variant, rng)


def measure(variant: str, root: Path) -> dict[str, Any]:
    """Play ``variant`` towards its bound, then time the guard's abandon and the finalisation's scoring."""
    from cosino.arena.episode import EpisodeConfig
    from cosino.arena.scoring import results_bytes
    from cosino.games.registry import get_variant
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    game = get_variant(variant).game_type
    seat = "bigpot" if game.family == "poker" and variant not in ("kuhn", "leduc") else "random"
    config = EpisodeConfig(variant, (seat,) * game.max_seats, 1000, 11, budget=game.max_decisions)
    store = EmbeddedStore(root / variant)
    episode_id = stepper.create(store, config)
    version, running = 1, True
    while running and version < game.max_decisions:
        outcome = stepper.step(store, episode_id, version, _factory, lambda _: False)
        version, running = outcome.version, not outcome.finished
    stepper._WARM.clear()
    stepper._AUDITS.clear()
    start = time.process_time()
    if running:
        stepper.abandon(store, episode_id, version, "deadline")
    else:  # the match ended first (every hand played, a chip race won): its last step's cold path
        inputs = store.load_inputs(episode_id, version)
        stepper.replay_inputs(config, inputs[1:-1]).episode.decide(inputs[-1]["response"])
    guard = time.process_time() - start
    stepper._AUDITS.clear()
    start = time.process_time()
    results_bytes(store.events(episode_id), None)
    scoring = time.process_time() - start
    store.close()
    return {"variant": variant, "decisions": version - 1, "guard": guard, "scoring": scoring, "ended": not running}


def run(args: argparse.Namespace) -> int:
    from cosino.games.registry import variant_names

    print(f"{'variant':<12} {'decisions':>9} {'guard s':>8} {'ms/dec':>7} {'scoring s':>9} {'guard x3.5':>10}")
    with tempfile.TemporaryDirectory(prefix="cosino-bench-endwork-") as tmp:
        for variant in variant_names():
            row = measure(variant, Path(tmp))
            per = 1000 * row["guard"] / max(row["decisions"], 1)
            note = "  (the match ended first: its last step, cold)" if row["ended"] else ""
            print(
                f"{variant:<12} {row['decisions']:>9} {row['guard']:>8.2f} {per:>7.3f} {row['scoring']:>9.2f}"
                f" {row['guard'] * LAMBDA_FACTOR:>10.1f}{note}",
                flush=True,
            )
    return 0
