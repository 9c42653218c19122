"""A small league played into a temporary folder, for tests that read or edit its files."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

HOUSE_AND_RANDOM = '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'


def played_league(
    base: Path, name: str, variants: str, hands: int, agents: str = HOUSE_AND_RANDOM, rounds: int = 1
) -> Path:
    """Write ``base/league.toml`` (seed 9, bootstrap 5, out ``base/out``), run it, return the config path.

    ``variants`` is the TOML list as written (``'["kuhn"]'``); ``agents`` the agents' tables."""
    from cosino_runtime.cli import main

    config = base / "league.toml"
    config.write_text(
        f'[league]\nname = "{name}"\nvariants = {variants}\nhands = {hands}\nrounds = {rounds}\nseed = 9\n'
        f'bootstrap = 5\nout = "{base / "out"}"\n{agents}'
    )
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    return config


def trick_league(
    variant: str, agents: tuple[str, ...], first_seed: int, size: int, build: Callable[..., Any] | None = None
) -> tuple[tuple[Any, ...], tuple[int, ...], int]:
    """``size`` 16-hand episodes of ``agents`` at seeds ``first_seed`` on, played in memory: (each episode's
    integrity evidence, every slot's total net, hands scored). Each seat is ``build(slot, variant, rng)``, or the
    calibration's seat for its name (``calibrate.league_seat``) where ``build`` is absent or returns None."""
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.league.integrity import episode_evidence
    from cosino.seats.house import decision_rng
    from cosino_devtools import calibrate

    evidence, nets, hands = [], [0] * len(agents), 0
    for index in range(size):
        seed = first_seed + index
        episode = Episode(EpisodeConfig(variant, agents, 16, seed, budget=16 * 400))
        while (pending := episode.pending()) is not None:
            slot, obs = pending
            rng = decision_rng(seed, slot, episode.decisions)
            seat = build(slot, variant, rng) if build is not None else None
            episode.decide((seat or calibrate.league_seat(agents[slot], variant, rng)).act(obs))
        evidence.append((f"{variant}-{index:03d}", episode_evidence(episode.records)))
        for record in episode.records:
            if record["type"] == "handEnd":
                hands += 1
                nets = [x + y for x, y in zip(nets, record["nets"])]
    return tuple(evidence), tuple(nets), hands


def published_store(root: Path, games: tuple[tuple[str, tuple[str, ...], int], ...]) -> Path:
    """An embedded store at ``root`` with one final two-hand episode per ``(variant, seats, seed)`` and the files its
    scheduled league run publishes; returns its blobs folder."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(root)
    for variant, seats, seed in games:
        episode = stepper.create(store, EpisodeConfig(variant, seats, 2, seed))
        while store.load(episode).status == "running":
            stepper.step(store, episode, store.load(episode).version, build_seat)
        flow.on_finalize(store, episode)
    flow.on_league(store)
    store.close()
    return root / "blobs"
