"""Checking a league's files against its episodes: ``cosino league table --check`` for a league
run on disk, ``cosino league check-published`` for what a store published.

``league.json``, ``manifest.json`` and ``integrity.json`` are functions of the episodes' files. The
check re-derives every results file from its replay, recomputes the three files without writing
anything and without the evidence cache, and names the first thing that differs, so an edited Elo
or a dropped, added or swapped episode is caught. What it cannot catch is a league whose episodes
were replaced along with every file derived from them: then the manifest's SHA-256, published
elsewhere, is what names the true league.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

from cosino.arena.evidence import seat_text
from cosino.arena.manifest import MANIFEST_KEY, MAX_MANIFEST_BYTES, read_manifest
from cosino.arena.replay import (
    MAX_REPLAY_BYTES,
    RESULTS_SLACK_VALUES,
    config_of,
    first_difference,
    read_replay,
    verify,
)
from cosino.league.integrity import empty_sums, episode_evidence, integrity_report
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import read_input
from cosino.primitives.jsonsafe import MAX_EXPONENT, loads
from cosino_runtime.engine.steps import episode_id_for
from cosino_runtime.league.config import LeagueConfig
from cosino_runtime.league.publish import (
    INTEGRITY_KEY,
    INTEGRITY_NAME,
    MANIFEST_NAME,
    league_outputs,
    one_name_per_agent,
    parse_results,
    published_board,
)
from cosino_runtime.store.base import LEADERBOARD_KEY

BlobReader = Callable[[str, int], bytes]  # a blob's key and its size bound -> its bytes, or CosinoError


class _EpisodeDiffers(Exception):
    """An episode whose results do not follow from its replay; stops the recomputation."""


def _verify_episode(paths: dict[str, Path], replay: bytes, results: bytes) -> None:
    verdict = verify(replay, results, str(paths["replay"]), str(paths["results"]))
    if not verdict.ok:
        raise _EpisodeDiffers(verdict.message)


def check_league(config: LeagueConfig) -> str | None:
    """None when the league's files follow from its episodes; else the first difference, one line.

    An unreadable episode or file raises CosinoError (the command's exit 2)."""
    try:
        outputs = league_outputs(config, cached=False, inspect=_verify_episode)
    except _EpisodeDiffers as exc:
        return str(exc)
    for name, derived in ((MANIFEST_NAME, outputs.manifest), (INTEGRITY_NAME, outputs.integrity)):
        problem = _differs(config.out / name, derived)
        if problem:
            return problem
    return _differs(config.out / "league.json", dump_bytes(outputs.table))


def check_published(read: BlobReader) -> str | None:
    """None when a store's published leaderboard and integrity report follow from the episodes its
    manifest lists (each replay and results read by the digest the manifest names, re-derived, and
    the two files recomputed as the scheduled run computes them); else the first difference."""
    manifest_bytes = read(MANIFEST_KEY, MAX_MANIFEST_BYTES)
    manifest = read_manifest(manifest_bytes, MANIFEST_KEY)
    pinned = {"manifest": sha256_hex(manifest_bytes), "episodes": len(manifest["episodes"])}
    results_list, keys, sums = [], [], empty_sums()
    listed: dict[str, str] = {}  # replay digest -> the episode first listing it
    for entry in manifest["episodes"]:
        replay_key, results_key = f"replays/{entry['replay']}.jsonl", f"results/{entry['results']}.json"
        # The manifest takes one replay under its two ids (with and without its seed); a board counts it once.
        first = listed.setdefault(entry["replay"], entry["episode"])
        if first != entry["episode"]:
            shown, other = seat_text(entry["episode"], 80), seat_text(first, 80)
            return f"{MANIFEST_KEY}: {replay_key} is listed under episodes {other} and {shown}: one match counted twice"
        replay, results = read(replay_key, MAX_REPLAY_BYTES), read(results_key, MAX_REPLAY_BYTES)
        # verify finds a replay by its own digest: another listed episode's bytes here would pass, counted twice
        if sha256_hex(replay) != entry["replay"]:
            return f"{replay_key}: its SHA-256 is {sha256_hex(replay)}, not the one the manifest names"
        # this entry alone, so the lookup is not a scan of the whole manifest per episode
        verdict = verify(replay, results, replay_key, results_key, manifest={"episodes": [entry]})
        if not verdict.ok:
            return verdict.message
        records = read_replay(replay, replay_key)
        if entry["episode"] not in _ids_of(records[0]):
            shown = seat_text(entry["episode"], 80)
            return f"{MANIFEST_KEY}: episode {shown} lists {replay_key}, the replay of another episode"
        results_list.append(one_name_per_agent(parse_results(results)))  # as the scheduled run names agents
        keys.append(entry["episode"])
        sums.add(entry["episode"], one_name_per_agent(episode_evidence(records)))
    # As the store published it: each family's draws cut to the table's work bound (publish.published_draws).
    board = dump_bytes(published_board(results_list, keys, pinned, {}, {}))
    report = dump_bytes({**integrity_report(sums, 0), "pinned": pinned})
    for key, derived in ((LEADERBOARD_KEY, board), (INTEGRITY_KEY, report)):
        problem = _compare(key, read(key, MAX_REPLAY_BYTES), derived)
        if problem:
            return problem
    return None


def _ids_of(header: dict) -> tuple[str, str]:
    """The ids the runtime gives the episode of this header: with its seed, and without it (a secret seed).

    An id is a digest of the config, so a replay listed under another episode's id (a won match
    published twice, which the manifest allows only for one episode's two ids) is named."""
    config = config_of(header)
    return episode_id_for(config), episode_id_for(config, seed_in_id=False)


def _differs(path: Path, derived: bytes) -> str | None:
    """None when ``path`` holds exactly ``derived``; else where it parts from it."""
    if not path.is_file():
        return f"{path}: {'not a file' if path.exists() else 'missing'}; the episodes give one"
    return _compare(str(path), read_input(path, MAX_REPLAY_BYTES), derived)


MAX_EXPONENT_REACH = 100_000  # past any p-value a league can reach (1/C(12000, 6000) is about 1e-3600)


def _exponent_reach(derived: bytes) -> int:
    """The widest decimal exponent the guarded reader must admit to read ``derived`` (our own canonical bytes,
    where a tiny p-value is written as 2.5e-45) and a file written like it; a string's text does not count."""
    reach = 0

    def number(text: str) -> str:
        nonlocal reach
        mantissa, _, exponent = text.partition("e")
        if exponent.startswith("-") and exponent[1:].isdigit():
            reach = max(reach, min(int(exponent[1:]), MAX_EXPONENT_REACH))
        return mantissa

    json.loads(derived, parse_float=number)
    return min(max(MAX_EXPONENT, reach + 1), MAX_EXPONENT_REACH)


def _compare(name: str, written: bytes, derived: bytes) -> str | None:
    if written == derived:
        return None
    widest = _exponent_reach(derived)
    try:  # parsed only to name the field: [{},{},...] would take some twenty bytes of memory per byte
        found = loads(written, name, max_values=len(derived) + RESULTS_SLACK_VALUES, max_exponent=widest)
    except CosinoError as exc:
        return f"{name}: not what the episodes give ({exc})"
    expected = loads(derived, "derived", max_exponent=widest)
    where = first_difference(expected, found) if expected != found else "the same values, written otherwise"
    return f"{name}: not what the episodes give: {where}"
