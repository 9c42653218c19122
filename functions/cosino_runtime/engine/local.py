"""The embedded runner: play an episode on the SQLite store and write its files."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.league.reliability import episode_reliability
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import write_atomic
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import guarded_by
from cosino_runtime.seats.registry import check_seats
from cosino_runtime.store.base import UnknownEpisode
from cosino_runtime.store.embedded import EmbeddedStore, runner_lock


@dataclass(frozen=True)
class Played:
    episode_id: str
    replay_path: Path
    results_path: Path
    results: dict[str, Any]
    phh_path: Path | None = None
    already_finished: bool = False  # the store held this very episode, finished, before this run
    reliability: dict[str, Any] = field(default_factory=dict, repr=False)
    unpaired: list[int] = field(default_factory=list)  # duplicate pairs with only one scored hand
    hands_asked: int = 0


def prepare_out(out_dir: str | Path) -> Path:
    """Create ``out_dir`` (a folder) or say in one line why it cannot hold an episode's files."""
    out = Path(out_dir)
    try:  # exists() raises too, for a name longer than the system allows
        if out.exists() and not out.is_dir():
            raise CosinoError(f"--out {out}: is a file, not a folder")
        out.mkdir(parents=True, exist_ok=True)
    except CosinoError:
        raise  # a ValueError too, and already the line to say
    except OSError as exc:
        raise CosinoError(f"--out {out}: cannot create the folder ({exc.strerror or exc})") from None
    except ValueError:  # UnicodeEncodeError is one: the name never reaches the system
        raise CosinoError(f"--out {quoted(str(out))}: a folder name cannot hold a NUL or a lone surrogate") from None
    if not os.access(out, os.W_OK | os.X_OK):
        raise CosinoError(f"--out {out}: the folder is not writable")
    return out


def play(
    config: EpisodeConfig, out_dir: str | Path, phh: bool = False, deadline_seconds: float | None = None
) -> Played:
    """Play ``config`` to the end on the embedded store under ``out_dir`` and write its files.

    With ``deadline_seconds``, the wall-clock guard ends the episode that long after it starts.
    Every check on the input runs before the first file is written."""
    check_seats(list(config.agents), config.variant)
    Episode(config)  # seat count, hands, seed: refused here, before anything exists on disk
    out = prepare_out(out_dir)
    with runner_lock(out / ".store", "cosino play"):
        episode_id, already, replay, results, records = _played(config, out, deadline_seconds)
    replay_path = out / f"{episode_id}.replay.jsonl"
    results_path = out / f"{episode_id}.results.json"
    write_atomic(replay_path, replay)
    write_atomic(results_path, results)
    phh_path = None
    if phh:
        from cosino.formats.phh import export_episode

        phh_path = out / f"{episode_id}.phhs"
        write_atomic(phh_path, export_episode(records).encode("utf-8"))
    return Played(
        episode_id,
        replay_path,
        results_path,
        json.loads(results),
        phh_path,
        already_finished=already,
        reliability=episode_reliability(records),
        unpaired=unpaired_pairs(records),
        hands_asked=config.hands,
    )


def _played(
    config: EpisodeConfig, out: Path, deadline_seconds: float | None
) -> tuple[str, bool, bytes, bytes, list[dict[str, Any]]]:
    """Play ``config`` to the end in ``out``'s store: its id, whether it had ended before, its replay, results, log."""
    store = EmbeddedStore(out / ".store", runner="play")  # its episode: stepped here only, never by a served sweeper
    try:
        episode_id = stepper.episode_id_for(config)
        try:
            already = store.load_head(episode_id).status != "running"
        except UnknownEpisode:
            already = False
        episode_id = stepper.create(store, config)
        store.claim_seed(config.seed, episode_id)  # its replay shows the seed: a served store then deals it no more
        deadline = None if deadline_seconds is None else time.monotonic() + deadline_seconds
        # Clocks the outside seats, so none can run into the guard, which starts now (also when
        # this run resumes an episode an earlier run created).
        with guarded_by(deadline_seconds, time.time_ns() // 1_000_000):
            stepper.run_to_end(store, episode_id, deadline=deadline)
        replay_key, results_key = stepper.finalize(store, episode_id)
        return episode_id, already, store.get_blob(replay_key), store.get_blob(results_key), store.events(episode_id)
    finally:
        store.close()


def unpaired_pairs(records: list[dict[str, Any]]) -> list[int]:
    """Duplicate pairs (hands 2k and 2k+1 on one deck) of which only one hand was scored."""
    header = records[0] if records else {}
    if not header.get("config", {}).get("duplicate"):
        return []
    scored = {r["hand"] for r in records if r.get("type") == "handEnd" and isinstance(r.get("hand"), int)}
    pairs = {h // 2 for h in scored}
    return sorted(k for k in pairs if (2 * k in scored) != (2 * k + 1 in scored))


def fixed(value: Any, places: int = 4) -> str:
    """An exact number shown with ``places`` decimals (the files keep every digit)."""
    if value is None:
        return "-"
    scaled = round(Fraction(value) * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, frac = divmod(abs(scaled), 10**places)
    return f"{sign}{whole}.{frac:0{places}d}"


def summary_table(results: dict[str, Any]) -> str:
    """A short text table: seat, agent, net, score, win."""
    rows = [("seat", "agent", "net", "score", "win")]
    for i, alias in enumerate(results["seats"]):
        net = results["net"][i]
        net_text = str(net) if isinstance(net, int) else fixed(net, 3)
        rows.append(
            (alias, results["agents"][i], net_text, fixed(results["scores"][i]), "yes" if results["win"][i] else "")
        )
    widths = [max(len(r[c]) for r in rows) for c in range(5)]
    return "\n".join("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows)


def reliability_table(reliability: dict[str, Any]) -> str:
    """Per seat: decisions, fallbacks and their causes (what the replay records)."""
    rows = [("seat", "agent", "decisions", "fallbacks", "timeouts", "transport", "unparseable", "invalid")]
    for s in reliability.get("seats", []):
        rows.append(
            (
                s["alias"],
                s["agent"],
                str(s["decisions"]),
                str(s["fallbacks"]),
                str(s["timeouts"]),
                str(s["transportErrors"]),
                str(s["unparseable"]),
                str(s["invalid"]),
            )
        )
    widths = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows)


def warnings_for(played: Played) -> list[str]:
    """What a newcomer should know about a run: cut short, unpaired hands, seats that mostly fell back."""
    r = played.results
    out = []
    if r.get("reason") in ("budget", "deadline"):
        why = "decision budget" if r["reason"] == "budget" else "deadline"
        void = len(r.get("voidHands") or [])
        refunded = f", {void} refunded" if void else ""
        out.append(
            f"the {why} ended the episode: {r.get('scoredHands')} of {played.hands_asked} hands scored{refunded}"
        )
    if played.unpaired:
        # Hands counted from 1, as the viewer, its ?hand= links and cosino review count them: pair k is the
        # replay's hands 2k and 2k+1 (until 2026-12-07 it said "2+3" for the viewer's hands 3 and 4).
        pairs = ", ".join(f"{2 * k + 1}+{2 * k + 2}" for k in played.unpaired)
        out.append(
            f"duplicate pair(s) of hands {pairs} left unpaired: only one hand of the pair was scored "
            "(play an even number of hands)"
        )
    for s in played.reliability.get("seats", []):
        if s["decisions"] and 2 * s["fallbacks"] > s["decisions"]:
            out.append(f"seat {s['alias']} ({s['agent']}) fell back on {s['fallbacks']} of {s['decisions']} decisions")
    return out
