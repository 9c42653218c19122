"""Shared by the Pyodide identity tests: whether Node and Pyodide are here, and seeded house episodes."""

from __future__ import annotations

import shutil
from pathlib import Path

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.seats.house import decision_rng, make_seat

ROOT = Path(__file__).resolve().parents[2]


def pyodide_missing() -> str | None:
    """Why the Pyodide tests cannot run here, or None (make test installs both)."""
    if shutil.which("node") is None:
        return "node is not installed"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        return "node_modules/pyodide is missing"
    return None


def play_seeded(variant: str, agents: tuple[str, ...], hands: int, seed: int, budget_per_hand: int) -> list[dict]:
    """One episode of seeded seats (house, random, planted ...), every choice from the episode's generator."""
    ep = Episode(EpisodeConfig(variant, agents, hands, seed, budget=hands * budget_per_hand))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(agents[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records
