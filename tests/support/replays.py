"""Replays edited as an attacker would edit them, for the tamper tests."""

from __future__ import annotations

from pathlib import Path

from cosino.arena.episode import Episode
from cosino.arena.replay import config_of, recorded_response


def cut_by_a_deadline(records: list[dict], decisions: int) -> list[dict]:
    """``records`` re-run over their first ``decisions`` recorded decisions, then ended by the deadline guard."""
    ep = Episode(config_of(records[0]))
    for record in records[1:]:
        if ep.decisions == decisions:
            break
        if record["type"] == "action" and ep.pending() is not None:
            ep.decide(recorded_response(record, ep))
    ep.abandon("deadline")
    return ep.records


def two_hand_replay(folder: Path) -> Path:
    """The replay of a two-hand heads-up Hold'em episode (house against random, seed 3) played into ``folder``."""
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    play(EpisodeConfig("holdem-hu", ("house", "random"), 2, 3), folder)
    (path,) = folder.rglob("*.replay.jsonl")
    return path
