"""Checking a league's files against its episodes: ``cosino league table --check``.

``league.json``, ``manifest.json`` and ``integrity.json`` are functions of the episodes' files. The
check re-derives every results file from its replay, recomputes the three files without writing
anything and without the evidence cache, and names the first thing that differs, so an edited Elo
or a dropped, added or swapped episode is caught. What it cannot catch is a league whose episodes
were replaced along with every file derived from them: then the manifest's SHA-256, published
elsewhere, is what names the true league.
"""

from __future__ import annotations

from pathlib import Path

from cosino.arena.replay import MAX_REPLAY_BYTES, first_difference, verify
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import read_input
from cosino.primitives.jsonsafe import loads
from cosino_runtime.league.config import LeagueConfig
from cosino_runtime.league.episodes import episode_paths, read_episode, schedule
from cosino_runtime.league.publish import INTEGRITY_NAME, MANIFEST_NAME, league_outputs


def check_league(config: LeagueConfig) -> str | None:
    """None when the league's files follow from its episodes; else the first difference, one line.

    An unreadable episode or file raises CosinoError (the command's exit 2)."""
    for item in schedule(config):
        paths = episode_paths(config.out, item.episode_id)
        if not paths["results"].exists():
            continue
        replay, results, _records, _values = read_episode(paths, item)
        verdict = verify(replay, results, str(paths["replay"]), str(paths["results"]))
        if not verdict.ok:
            return verdict.message
    outputs = league_outputs(config, cached=False)
    for name, derived in ((MANIFEST_NAME, outputs.manifest), (INTEGRITY_NAME, outputs.integrity)):
        problem = _differs(config.out / name, derived)
        if problem:
            return problem
    return _differs(config.out / "league.json", dump_bytes(outputs.table))


def _differs(path: Path, derived: bytes) -> str | None:
    """None when ``path`` holds exactly ``derived``; else where it parts from it."""
    if not path.is_file():
        return f"{path}: missing; the episodes give one"
    written = read_input(path, MAX_REPLAY_BYTES)
    if written == derived:
        return None
    try:
        found = loads(written, str(path))
    except CosinoError as exc:
        return f"{path}: not what the episodes give ({exc})"
    expected = loads(derived, "derived")
    where = first_difference(expected, found) if expected != found else "the same values, written otherwise"
    return f"{path}: not what the episodes give: {where}"
