"""A small league played into a temporary folder, for tests that read or edit its files."""

from __future__ import annotations

from pathlib import Path

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
