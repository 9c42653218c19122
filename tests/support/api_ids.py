"""Episodes named as the API names them, for tests that read a running episode through the API's routes."""

from __future__ import annotations

from cosino.arena.episode import EpisodeConfig
from cosino_runtime.engine import steps as stepper


def create_as_api(store, config: EpisodeConfig) -> str:
    """Create the episode under an id without its seed: one that spells its seed is withheld until final."""
    return stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=False))
