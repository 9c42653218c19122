"""What a league publishes: the table and manifest from the episodes on disk, the store's
leaderboard, integrity report and episode index for the scheduled function, and the table as text.
Each entry of the episode index lists its seats as written and, under ``agentKeys`` where they differ, each seat's
agent as the leaderboard names it (:func:`agent_names`), which the viewer joins on.

The table is a pure function of the episodes' files apart from the reliability block, and is
pinned by the SHA-256 of ``manifest.json``, which lists every replay and results file it read.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import time
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable

from cosino.arena.manifest import MANIFEST_KEY, entry_bytes, joined_manifest, manifest_bytes
from cosino.arena.replay import MAX_REPLAY_BYTES
from cosino.league.integrity import (
    EVIDENCE_FORMAT,
    empty_sums,
    episode_evidence,
    integrity_report,
    kept_sums,
    league_integrity,
)
from cosino.league.power import MIN_DRAWS, bootstrap_work_problem
from cosino.league.ratings import (
    BOOTSTRAP,
    BOOTSTRAP_TOLERANCE,
    FitWork,
    FitWorkExceeded,
    as_fraction,
    bt_fit,
    outcome_from_results,
    partnership_teams,
)
from cosino.league.reliability import agent_reliability, episode_reliability
from cosino.league.table import (
    LeagueSpec,
    family_of,
    family_sums,
    leaderboards,
    league_table,
    teams_from_results,
)
from cosino.league.table_sums import TableSums
from cosino.primitives.canonical import dump_bytes, dumps, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import read_input, write_all_or_none, write_atomic
from cosino.primitives.jsonsafe import exact_ratio, loads
from cosino.primitives.rng import derive
from cosino_runtime.league.config import MAX_FIT_WORK, MAX_TABLE_WORK, REFIT_STEPS, REFIT_UNITS, LeagueConfig
from cosino_runtime.league.episodes import episode_paths, rating_order, read_calls, read_episode, schedule
from cosino_runtime.seats.registry import outside_agent
from cosino_runtime.store.base import INDEX_KEY, LEADERBOARD_KEY, MissingBlob, UnknownEpisode

TABLE_NAME = "league.json"  # the table, in the league's out directory
MANIFEST_NAME = "manifest.json"  # beside league.json
INTEGRITY_NAME = "integrity.json"  # the league integrity report, beside league.json
LATENCY_NAME = "latency.json"  # per-agent wall-clock latency: measured, so kept out of league.json
LATENCY_LIMIT = 16 * 1024 * 1024  # bytes of latency.json read back: a few lines per agent
LATENCY_VALUES = 100_000  # JSON values of it (a handful per agent): 16 MB of `[{},...]` parsed to 500 MB
INTEGRITY_KEY = "public/integrity.json"  # ... and beside the store's leaderboard
EVIDENCE_DIR = "integrity-evidence"  # per-episode evidence, keyed by the replay's SHA-256 (a cache)
EVIDENCE_KEY = "league/integrity-evidence/{episode}.json"
STATE_KEY = "league/state.json"  # the scheduled run's state; the store's pointer names its SHA-256
STATE_FORMAT = 4  # 4: a header line (sums, views), then the kept manifest and index entries as lines
STATE_CODE = (  # the modules whose code decides the published bytes (see code_digest)
    "cosino.primitives.canonical",
    "cosino.arena.manifest",
    "cosino.diagnostics.luck",
    "cosino.league.integrity",
    "cosino.league.integrity_sums",
    "cosino.league.betting",  # moved out of integrity, with permutation; mirror: the report's mirror section
    "cosino.league.mirror",
    "cosino.league.permutation",
    "cosino.league.power",
    "cosino.league.ratings",
    "cosino.league.audit_sums",
    "cosino.league.table_sums",
    "cosino.league.table",
    "cosino.arena.seating",  # a partnership game's teams on the store's board follow from it
    "cosino_runtime.seats.registry",  # the board names an outside agent as outside_agent spells it
    "cosino_runtime.seats.transport",
    __name__,
)
RESULTS_NAME = re.compile(r"results/([0-9a-f]{64})\.json")
# What the store's tables read of a results file (the state keeps no more; a test holds it to that).
TABLE_FIELDS = ("agents", "finalStacks", "hands", "net", "norm", "reason", "replaySha256", "scoredHands")
TABLE_FIELDS += ("scores", "seed", "variant", "win")  # seed: a partnership game's teams follow from its seating
# What a table reads of an episode its sums hold (scoredHands: an episode of voided hands compares no one); the
# luck-adjusted net with its norm and final stacks: the sums' draws grow from the views (table.family_sums).
VIEW_FIELDS = ("agents", "finalStacks", "luckAdjusted", "net", "norm", "scoredHands", "scores", "seed", "variant")
VIEW_FIELDS += ("win",)
AUDIT_FIELDS = ("chance", "contested", "netFlow", "power", "surrender", "yield")


def parse_results(data: bytes) -> dict[str, Any]:
    """Results bytes to values with decimals as exact Fractions."""
    return json.loads(data, parse_float=Fraction)


def build_table(config: LeagueConfig) -> dict[str, Any]:
    """The league table from the episodes on disk, the league's files not written (see :func:`write_league`)."""
    return league_outputs(config).table


def write_league(config: LeagueConfig) -> dict[str, Any]:
    """Derive the league from the episodes on disk and write its four files as one set: the
    integrity report, the latency note, the manifest and ``league.json`` (last: the newest table
    names the league shown by default). A failed write leaves every one of them as it was, so the
    table never names a manifest that is not there. Returns the table.

    The table is a pure function of the episodes' files apart from the reliability block, and is
    pinned by the SHA-256 of the manifest listing every replay and results file it read.
    """
    outputs = league_outputs(config)
    out = config.out
    files = [(out / INTEGRITY_NAME, outputs.integrity), (out / LATENCY_NAME, outputs.latency)]
    files = [(path, data) for path, data in files if not _same_bytes(path, data)]  # unchanged: left alone
    files += [(out / MANIFEST_NAME, outputs.manifest), (out / TABLE_NAME, dump_bytes(outputs.table))]
    write_all_or_none(files)
    return outputs.table


@dataclass(frozen=True)
class LeagueOutputs:
    """What a league derives from its episodes' files: the table, and the bytes of the manifest, the
    integrity report and the latency note."""

    table: dict[str, Any]
    manifest: bytes
    integrity: bytes
    latency: bytes


def league_outputs(
    config: LeagueConfig, cached: bool = True, inspect: Callable[[dict[str, Path], bytes, bytes], None] | None = None
) -> LeagueOutputs:
    """:func:`write_league`'s outputs, none of them written; ``cached=False`` computes every episode's
    integrity evidence afresh instead of reading the evidence cache (a check trusts no cache).
    ``inspect`` sees each episode's paths, replay and results bytes as they are read (a check
    verifies them there, so no episode is read twice); it may raise to stop."""
    episodes = []
    audits = []
    reports = []
    entries = []
    evidence: list[tuple[str, Any]] = []
    latencies: dict[str, list[int]] = {}
    items = schedule(config)
    order = rating_order(items)
    for item in items:
        paths = episode_paths(config.out, item.episode_id)
        if not paths["results"].exists():
            continue
        replay_bytes, results_bytes, records, results = read_episode(paths, item)
        if inspect is not None:
            inspect(paths, replay_bytes, results_bytes)
        entries.append(
            {
                "episode": item.episode_id,
                "replay": sha256_hex(replay_bytes),
                "results": sha256_hex(results_bytes),
                "variant": item.variant,
            }
        )
        written, results = results, ranked_results(results, config.rank_by)
        evidence.append(
            (
                item.episode_id,
                _cached_evidence(config.out / EVIDENCE_DIR, item.episode_id, entries[-1]["replay"], records)
                if cached
                else episode_evidence(records),
            )
        )
        episodes.append(outcome_from_results(results, order[item.index], item.episode_id, partnership_teams(records)))
        # The significance column reads the results as written: it picks raw or luck-adjusted itself and says which.
        audits.append((written["agents"], written))
        calls = read_calls(paths["calls"])
        reports.append(episode_reliability(records, calls))
        by_decision = {c.decision: c for c in calls}
        agents_by_slot = [s["agent"] for s in records[0]["seats"]]
        for call in by_decision.values():
            if 0 <= call.slot < len(agents_by_slot):
                latencies.setdefault(agents_by_slot[call.slot], []).append(call.latency_us)
    spec = LeagueSpec(
        config.name,
        config.family,
        config.variants,
        tuple(a.name for a in config.agents),
        config.seed,
        len(items),
        config.bootstrap,
        {"rounds": config.rounds, "hands": dict(sorted(config.hands.items())), "rankBy": config.rank_by},
        # More draws than the default are held to the store's board's counted bound (the default always runs).
        refit_steps=refit_steps([a[1] for a in audits], config.bootstrap) if config.bootstrap > BOOTSTRAP else None,
        fit_steps=full_fit_steps(),
    )
    manifest = manifest_bytes(entries)
    pinned = {"manifest": sha256_hex(manifest), "episodes": len(entries)}
    # As league.json: the seed that deals the league is named only once nothing is left to play.
    shown_seed = config.seed if len(entries) >= spec.scheduled else None
    reliability = agent_reliability(reports, latencies)
    # league.json stays a pure function of the episodes' files (a concurrent league writes the
    # sequential bytes); the wall clock's latency goes beside it.
    latency = {agent: entry.pop("latencyMs") for agent, entry in reliability.items() if "latencyMs" in entry}
    return LeagueOutputs(
        league_table(spec, episodes, audits, reliability, pinned=pinned),
        manifest,
        integrity_bytes(evidence, shown_seed, pinned),
        dump_bytes({"latencyMs": latency, "pinned": pinned}),
    )


def ranked_results(results: dict[str, Any], rank_by: str) -> dict[str, Any]:
    """The results a table ranks: as written, or with the luck-adjusted scores when the league opts in.

    Only the ranking's input changes; the results files, the replays and every diagnostic stay as
    they are. Results without a ``luckAdjusted`` block (the trick games) rank by their scores.
    """
    if rank_by != "luckAdjusted":
        return results
    from cosino.diagnostics.luck import adjusted_scores

    adjusted = adjusted_scores(results)
    return results if adjusted is None else {**results, "scores": adjusted}


def integrity_bytes(evidence: list[tuple[str, Any]], seed: int | None, pinned: dict[str, Any]) -> bytes:
    """The integrity report, pinned by the manifest it was computed from (canonical bytes)."""
    return dump_bytes({**league_integrity(evidence, seed), "pinned": pinned})


def _same_bytes(path: Any, data: bytes) -> bool:
    """Whether the file at ``path`` holds exactly ``data`` (read no further than its length)."""
    try:  # a file grown huge under the league is simply replaced
        return read_input(path, len(data)) == data
    except CosinoError:
        return False


def write_if_changed(path: Any, data: bytes) -> None:
    """Idempotent: an unchanged file is not rewritten."""
    if not _same_bytes(path, data):
        write_atomic(path, data)


def _cached_evidence(folder: Any, episode: str, replay_sha: str, records: list[dict[str, Any]]) -> Any:
    """One episode's evidence, read back when the cache names the same replay; else computed and cached."""
    path = folder / f"{episode}.json"
    try:  # an entry is smaller than its replay; a larger one (or no file) is made again
        cached = _read_cache(read_input(path, MAX_REPLAY_BYTES), replay_sha)
    except CosinoError:
        cached = _STALE
    if cached is not _STALE:
        return cached
    value = episode_evidence(records)
    folder.mkdir(parents=True, exist_ok=True)
    write_if_changed(path, _cache_bytes(replay_sha, value))
    return value


_STALE = object()  # a cache entry to make again (None is an episode's evidence: no audit applies)


def _read_cache(data: bytes, replay_sha: str) -> Any:
    """The evidence a cache entry holds for this replay, or _STALE when it is of another replay or
    format or unreadable (a cache is never trusted over recomputing: a damaged entry is made again)."""
    try:
        cached = loads(data, "evidence cache")  # bounded depth and numbers: the entry is only a cache
        if not _is_current(cached, replay_sha):
            return _STALE
        value = _evidence_values(cached["evidence"])
        empty_sums().add("", value)  # raises for what the integrity sums cannot take (a slot out of range, a 1/2)
        return value
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        return _STALE


def _is_current(cached: dict[str, Any], replay_sha: str) -> bool:
    # Evidence of another format (older units) would feed the wrong units into the tests.
    return cached.get("replay") == replay_sha and cached.get("format") == EVIDENCE_FORMAT


def _cache_bytes(replay_sha: str, value: Any) -> bytes:
    return dump_bytes({"format": EVIDENCE_FORMAT, "replay": replay_sha, "evidence": _evidence_json(value)})


def _evidence_json(value: Any) -> Any:
    """Unit values as exact ratios in text (the canonical writer rounds Fractions to decimals)."""
    if value is None:
        return None
    return {**value, "units": [[k, a, b, h, str(v)] for k, a, b, h, v in value["units"]]}


def _evidence_values(value: Any) -> Any:
    if value is None:
        return None
    return {**value, "units": [[k, a, b, h, exact_ratio(v)] for k, a, b, h, v in value["units"]]}


# A bounded run reads new rows for this share of its seconds: the tables of what it read take about
# half as long again (2,000 rows from scratch: 1.3 s of table maths in 2.2 s), the state the rest.
READ_SHARE = Fraction(1, 3)
_clock = time.monotonic  # tests step it


def publish_leaderboard(store: Any, seconds: float | None = None) -> dict[str, Any]:
    """The scheduled league function: one pinned table per family, the manifest, the integrity
    report and the episode index, from a state that remembers every episode already consumed.

    A run lists the league rows' keys, reads only the rows its state lacks (their replays only for
    new integrity evidence), adds them to the kept table and integrity sums, recomputes the tables
    of the families that changed and joins the kept manifest and index entries. The bytes are those
    of a run from an empty state over the same rows; a run with nothing new writes nothing; a
    missing or damaged state, or a row gone, is rebuilt from every row. Returns what it published.

    With ``seconds`` (what the invocation may spend), a run stops reading new rows after
    :data:`READ_SHARE` of them (it reads at least one) and keeps what it read in the state without
    publishing; the next run goes on from there and the run that reads the last row publishes.
    So a rebuild too large for one invocation (a deploy that changes :data:`STATE_CODE`) finishes
    over several instead of starting again from nothing each time, and the published files stay
    those of the last complete run until then. ``pending`` counts the rows left to read.
    """
    until = None if seconds is None else _clock() + float(seconds * READ_SHARE)
    version, digest = store.league_state()
    state = _read_state(store, digest) if version else None
    entries: dict[str, Any] = state["episodes"] if state else {}
    listed = store.league_keys()
    fresh = [k for k in listed if k not in entries]
    gone = len(listed) - len(fresh) != len(entries)
    if state is not None and not fresh and not gone and not state.get("pending"):
        return {**state["outcome"], "new": 0}
    if state is None or gone:  # kept sums cannot let an episode go: start again from every row
        state, entries, fresh = None, {}, list(listed)
    integrity = state["integrity"] if state else empty_sums()
    pending = 0
    added: dict[str, dict[str, Any]] = {}
    for done, key in enumerate(fresh):
        if until is not None and done and _clock() >= until:
            fresh, pending = fresh[:done], len(fresh) - done  # kept in the state: the next run reads on
            break
        row = store.league_row(key)
        if row is not None:  # None: removed since the listing
            added[key], entries[key], evidence = _state_entry(store, row)
            integrity.add(key, one_name_per_agent(evidence))
    changed = {family_of(result["variant"]) for result in added.values()}
    kept = {f: parse_results(t) for f, t in (state or {}).get("tables", {}).items() if f not in changed}
    sums = dict((state or {}).get("sums", {}))

    def reread(keys: list[str]) -> list[dict[str, Any] | None]:
        return [None if (row := store.league_row(k)) is None else table_fields(row["result"]) for k in keys]

    files, outcome, tables = _league_files(entries, added, kept, sums, integrity, reread)
    state_values = {"format": STATE_FORMAT, "code": code_digest(), "outcome": outcome, "tables": tables}
    state_values["sums"] = {f: v for f, v in sums.items() if f in tables}  # a family with no episode left: none
    state_values["integrity"] = integrity.to_json()
    if pending:
        state_values["pending"] = pending  # its files are not published: a run with nothing new still does
    data = _state_bytes(state_values, entries)
    if not store.swap_league_state(version, sha256_hex(data)):
        return {**outcome, "new": 0, "raced": True}  # a concurrent run claimed this version and publishes
    for key, content in [] if pending else files:
        store.publish(key, content)
    store.publish(STATE_KEY, data)  # last: a crash before it leaves a pointer naming other bytes, so a rebuild
    return {**outcome, "new": len(fresh), **({"pending": pending} if pending else {})}


def _league_files(
    entries: dict[str, Any],
    added: dict[str, Any],
    kept: dict[str, Any],
    sums: dict[str, Any],
    integrity: Any,
    reread: Callable[[list[str]], list[dict[str, Any] | None]],
) -> tuple[list[tuple[str, bytes]], dict[str, Any], dict[str, str]]:
    """The published files of these episodes, the run's outcome and each family's table (unpinned).

    ``entries`` are the state's entries (see :func:`_state_entry`), ``added`` the results of the
    episodes new to the sums; ``kept`` the tables of families that did not change; ``sums`` the
    families' kept table sums, which the families recomputed resume from and replace (see
    ``leaderboards``): an episode they hold needs only its view. ``reread`` gives rows' results again as
    :func:`table_fields` (None for a row gone), for a family whose kept sums cannot be resumed."""
    keys = sorted(entries)
    manifest = joined_manifest([entries[k][1] for k in keys])
    pinned = {"manifest": sha256_hex(manifest), "episodes": len(keys)}
    results = [one_name_per_agent(added.get(k) or _viewed(entries[k][0])) for k in keys]
    board = published_board(results, keys, pinned, kept, sums, reread)
    # Published in this order, the leaderboard last: a reader who sees a new board finds the
    # manifest it pins, the episode index and the audit of the same episodes already there.
    files = [
        (MANIFEST_KEY, manifest),
        (INDEX_KEY, b'{"episodes":[' + b",".join([entries[k][2] for k in keys]) + b"]}"),
        (INTEGRITY_KEY, dump_bytes({**integrity_report(integrity, 0), "pinned": pinned})),
        (LEADERBOARD_KEY, dump_bytes(board)),
    ]
    tables = {f: dumps({k: v for k, v in t.items() if k != "pinned"}) for f, t in board["families"].items()}
    outcome = {"episodes": len(keys), "families": sorted(board["families"]), "manifest": pinned["manifest"]}
    return files, outcome, tables


def published_board(
    results: list[dict[str, Any]],
    keys: list[str],
    pinned: dict[str, Any],
    kept: dict[str, Any],
    sums: dict[str, Any],
    reread: Callable[[list[str]], list[dict[str, Any] | None]] | None = None,
) -> dict[str, Any]:
    """``leaderboards`` of the store's results, each family with :func:`published_draws` bootstrap draws (a
    family's table reads its own results alone, so each family is computed on its own), and a family drawing or
    refitting fewer than the default saying why under ``method.bradleyTerry.bootstrapLimit``.

    The draws' refits are held to what the table's work bound leaves them (:func:`refit_steps`), counted in fit
    steps: the count is an estimate from a few refits, and results can make later draws far dearer than those.

    A family's kept ``sums`` are for the draws it drew then; when it draws fewer now they are cut to their first
    draws, and when it draws more they grow by the draws they lack from the views of the episodes they hold
    (:func:`family_sums`). Sums that cannot be used so (malformed, or not of these episodes) are dropped and the
    family's results, views that hold no audit, are read again by ``reread`` (see :func:`_league_files`). The full
    data's fit is held to :func:`full_fit_steps`, and a family that stops it says so under
    ``method.bradleyTerry.fitLimit`` (its draws then charged no refit)."""
    by_family: dict[str, list[int]] = {}
    for i, result in enumerate(results):
        by_family.setdefault(family_of(result["variant"]), []).append(i)
    board = leaderboards([], pinned=pinned)
    for family, chosen in sorted(by_family.items()):
        mine, named = [results[i] for i in chosen], [keys[i] for i in chosen]
        # a kept table is reused as it is: its draws are not counted again
        draws, why, fitted = (BOOTSTRAP, None, None) if family in kept else board_draws(mine, named)
        if reread is not None and family not in kept and family in sums:
            ready = family_sums(sums[family], mine, named, draws)
            if ready is not None:
                sums[family] = ready
            else:  # sums that cannot be used restart from these results: a view would drop its episode's audit
                mine = [one_name_per_agent(full) or view for full, view in zip(reread(named), mine)]
                del sums[family]
        part = leaderboards(
            mine,
            bootstrap=draws,
            pinned=pinned,
            tables=kept,
            sums=sums,
            keys=named,
            refit_steps=refit_steps(mine, draws),
            fit_steps=full_fit_steps(),
            fitted=fitted,
        )
        board["families"][family] = part["families"][family]
        method = board["families"][family]["method"]["bradleyTerry"]
        cut = method.get("bootstrapLimit")  # the table's own: its refits reached the steps allowed
        if why is not None and family not in kept:  # a kept table is as this published it, its reason said
            method["bootstrapLimit"] = why if cut is None else f"{why}; {cut}"
    return board


def full_fit_steps() -> int:
    """The fit steps a family's full data's Bradley-Terry fit may take: ``MAX_FIT_WORK``, :data:`REFIT_STEPS` a unit."""
    return MAX_FIT_WORK * REFIT_STEPS


def refit_steps(results: list[dict[str, Any]], draws: int) -> int:
    """The fit steps one family's bootstrap draws' refits may take together:
    what ``MAX_TABLE_WORK`` leaves after the draws' pairs of agents in episodes, :data:`REFIT_STEPS` a unit."""
    pairs = sum(math.comb(len(set(result["agents"])), 2) for result in results)
    return max(MAX_TABLE_WORK - draws * pairs, 0) * REFIT_STEPS


def published_draws(results: list[dict[str, Any]], keys: list[str] | None = None) -> tuple[int, str | None]:
    """The bootstrap draws of one family's published table, and why they are fewer than the default (None when not).

    A store holds whatever was played, so the league config's bound on a table's work (``MAX_TABLE_WORK`` over a
    unit per pair of agents in an episode and a draw's refit) sets the count instead of refusing: as many draws as
    fit, and none when fewer fit than a 95% interval needs (``MIN_DRAWS``), so no interval is shown. A refit is
    charged ``REFIT_UNITS`` per agent squared (its cost on a strict chain of wins) unless that leaves draws out:
    then it is charged the steps the costliest of the table's first :data:`REFIT_SAMPLES` refits takes, counted
    (:func:`counted_refit`), in :data:`REFIT_STEPS` a unit, or nothing when the full data's fit stops at
    :func:`full_fit_steps` (no draw is refitted then). ``keys`` name the episodes as the table does.

    >>> one = {"variant": "kuhn", "agents": ["a", "b"], "scores": [1, 0]}
    >>> published_draws([one])
    (200, None)
    >>> published_draws([{**one, "agents": [f"x{i}", f"y{i}"]} for i in range(30)])  # 60 agents, each met once
    (200, None)
    """
    return board_draws(results, keys)[:2]


def board_draws(
    results: list[dict[str, Any]], keys: list[str] | None = None
) -> tuple[int, str | None, tuple[list[int], bool] | None]:
    """:func:`published_draws`, and the full data's fit with whether it stopped at :func:`full_fit_steps` when the
    count made it (the table reuses it instead of fitting again), else None."""
    agents = len({a for result in results for a in result["agents"]})
    pairs = sum(math.comb(len(set(result["agents"])), 2) for result in results)
    refit = REFIT_UNITS * agents * agents
    told = f"units ({pairs} pairs of agents in episodes + {refit} for refitting {agents} agents)"
    problem = bootstrap_work_problem(BOOTSTRAP, pairs + refit, MAX_TABLE_WORK, told)
    if problem is None:
        return BOOTSTRAP, None, None
    # A refit dearer than this leaves fewer draws than an interval needs: counting stops there.
    allowed = max(MAX_TABLE_WORK // MIN_DRAWS - pairs, 0) * REFIT_STEPS
    sample, names = _sample_sums(results, keys or [f"episode-{i}" for i in range(len(results))])
    whole = FitWork(full_fit_steps(), settle=True)
    fitted = sample.point_fit(names, whole), whole.cut
    if whole.cut:  # no draw is refitted from a cut fit: a draw costs its pairs alone
        refit = 0
        told = f"units ({pairs} pairs of agents in episodes; no refit, the full data's fit being cut)"
        problem = bootstrap_work_problem(BOOTSTRAP, pairs, MAX_TABLE_WORK, told)
        if problem is None:
            return BOOTSTRAP, None, fitted
    elif whole.spent <= allowed:  # else its refits cannot be counted within what 39 draws allow: charged as above
        steps = _counted_refits(sample, names, fitted[0], allowed)
        refit = -(-steps // REFIT_STEPS)
        counted = f"more than {allowed}" if steps > allowed else str(steps)  # a refit stopped past what 39 allow
        told = (
            f"units ({pairs} pairs of agents in episodes + {refit} for refitting {agents} agents: {counted} steps,"
            f" the most of the first {REFIT_SAMPLES} draws' refits)"
        )
        problem = bootstrap_work_problem(BOOTSTRAP, pairs + refit, MAX_TABLE_WORK, told)
        if problem is None:
            return BOOTSTRAP, None, fitted
    fit = MAX_TABLE_WORK // (pairs + refit)
    if fit >= MIN_DRAWS:
        return fit, f"{problem}: {fit} drawn", fitted
    why = f"{problem}: none drawn, fewer than the {MIN_DRAWS} a 95% interval needs, so no interval is shown"
    return 0, why, fitted


# The refits counted for a family's estimate: a draw's refit varies (on 200 agents over 2,000 heads-up episodes,
# from 120 MM iterations to 400 and Newton's), so the dearest of a few is charged for each.
REFIT_SAMPLES = 4


def counted_refit(results: list[dict[str, Any]], keys: list[str], limit: int) -> int | None:
    """The most fit steps (:class:`FitWork`) any of the first :data:`REFIT_SAMPLES` bootstrap refits of this
    family's table takes: the same draws as the table's (its seed, episode keys and Poisson counts), each from
    the full data's fit. Past ``limit`` steps a refit stops and counts as ``limit + 1``; None when the full
    data's fit goes past ``limit`` (its refits then cannot be counted within it)."""
    sample, names = _sample_sums(results, keys)
    try:
        point = sample.point_fit(names, FitWork(limit))
    except FitWorkExceeded:
        return None
    return _counted_refits(sample, names, point, limit)


def _sample_sums(results: list[dict[str, Any]], keys: list[str]) -> tuple[TableSums, list[str]]:
    """The sums of this family's first :data:`REFIT_SAMPLES` draws, as its table draws them, and its agents."""
    sums = TableSums(derive(0, "league", "league").hex(), REFIT_SAMPLES, False)  # as leaderboards' table
    seen: set[str] = set()
    for i, result in enumerate(results):
        key = f"{keys[i]}-{i}" if keys[i] in seen else keys[i]  # as the table keys a repeated one
        seen.add(key)
        sums.add(outcome_from_results(result, i, key, teams_from_results(result)), None)
    return sums, sorted({a for result in results for a in result["agents"]})


def _counted_refits(sums: TableSums, names: list[str], point: list[int], limit: int) -> int:
    """:func:`counted_refit` of the sampled draws, from the full data's fit ``point``."""
    n, index = len(names), {a: i for i, a in enumerate(names)}
    where = [(index[a] * n + index[b], cell) for (a, b), cell in sums.cells.items()]
    most = 0
    for draw in range(REFIT_SAMPLES):
        wins, games = [0] * (n * n), [0] * (n * n)
        for k, cell in where:
            wins[k], games[k] = cell[2][draw], cell[3][draw]
        work = FitWork(limit)
        try:
            bt_fit(n, sums.scale, wins, games, point, BOOTSTRAP_TOLERANCE, work)
        except FitWorkExceeded:
            return limit + 1
        most = max(most, work.spent)
    return most


def _read_state(store: Any, digest: str) -> dict[str, Any] | None:
    """The state the pointer names (its integrity sums read back), or None when it is missing,
    damaged or of another format or code."""
    try:
        data = store.get_blob(STATE_KEY)
    except MissingBlob:
        return None
    if sha256_hex(data) != digest:
        return None
    lines = data.split(b"\n")
    try:
        state = json.loads(lines[0])
        if not isinstance(state, dict) or state.get("format") != STATE_FORMAT or state.get("code") != code_digest():
            return None
        keys, views = state.pop("keys"), state.pop("views")
    except (ValueError, RecursionError, KeyError):
        return None
    if not all(isinstance(state.get(k), dict) for k in ("outcome", "tables", "sums")):
        return None
    if sorted(state["sums"]) != sorted(state["tables"]):  # a kept view is read only through its family's sums
        return None
    if not isinstance(keys, list) or not isinstance(views, list) or len(views) != len(keys):
        return None
    n = len(keys)
    if len(lines) != 1 + 2 * n:
        return None
    state["episodes"] = {k: [v, m, i] for k, v, m, i in zip(keys, views, lines[1 : n + 1], lines[n + 1 :])}
    state["integrity"] = kept_sums(state.get("integrity"))
    return state if state["integrity"] is not None else None


def _state_bytes(values: dict[str, Any], entries: dict[str, list[Any]]) -> bytes:
    """The state blob: a header line (the C encoder: internal, pinned by its digest alone) with the
    episodes' keys and views, then every manifest entry and every index entry, a line each, as kept
    (canonical text holds no newline), so a run copies the old ones and encodes only the new."""
    head = {**values, "keys": list(entries), "views": [e[0] for e in entries.values()]}
    lines = [json.dumps(head, separators=(",", ":")).encode()]
    lines += [e[1] for e in entries.values()]
    lines += [e[2] for e in entries.values()]
    return b"\n".join(lines)


@functools.cache
def code_digest() -> str:
    """SHA-256 of the modules that make the published bytes: a state kept by other code is rebuilt."""
    import importlib

    digest = hashlib.sha256()
    for name in STATE_CODE:
        digest.update(Path(importlib.import_module(name).__file__ or "").read_bytes())
    return digest.hexdigest()


def _state_entry(store: Any, row: dict[str, Any]) -> tuple[dict[str, Any], list[Any], Any]:
    """One new league row: the fields its family's table sums read, what the state keeps of it
    (the view a table reads once the sums hold it, its manifest entry and its index entry, as
    text) and its integrity evidence."""
    result = row["result"]
    replay_sha = str(result["replaySha256"])
    named = RESULTS_NAME.fullmatch(row["results"])  # the results blob is content-addressed
    created = row.get("createdMs") or _created_ms(store, row["episode"])
    slim = table_fields(result)
    listed = {
        "episode": row["episode"],
        "replay": replay_sha,
        "results": named.group(1) if named else sha256_hex(store.get_blob(row["results"])),
        "variant": result["variant"],
    }
    view = {k: _as_text(slim[k]) for k in VIEW_FIELDS if k in slim}
    if "luckAdjusted" in slim:
        view["luckAdjusted"] = {"net": _as_text(slim["luckAdjusted"]["net"])}
    view["scores"] = [[v.numerator, v.denominator] for v in map(as_fraction, result["scores"])]
    index = dump_bytes(_index_entry(row, result, created))
    return slim, [view, entry_bytes(listed), index], _store_evidence(store, row, replay_sha)


def table_fields(result: dict[str, Any]) -> dict[str, Any]:
    """What the store's tables read of a new episode's results (its audit and luck-adjusted net slimmed)."""
    slim = {k: result[k] for k in TABLE_FIELDS if k in result}
    audit = result.get("audit")
    if isinstance(audit, dict):
        slim["audit"] = {k: audit[k] for k in AUDIT_FIELDS if k in audit}
    if result.get("luckAdjusted"):
        slim["luckAdjusted"] = {"net": result["luckAdjusted"]["net"]}
    return slim


def one_name_per_agent(value: Any) -> Any:
    """Results or integrity evidence (None stays None) with each agent named as the API tells agents
    apart (``registry.outside_agent``): one remote URL spelt two ways is one agent, so one row."""
    if value is None:
        return None
    return {**value, "agents": agent_names(value["agents"])}


def agent_names(seats: list[str]) -> list[str]:
    """Each seat's agent as the leaderboard names it (``registry.outside_agent``; a house seat is itself).

    >>> agent_names(["remote:HTTP://Bot.Example:80", "house"])
    ['remote:http://bot.example/', 'house']
    """
    return [outside_agent(a) for a in seats]


def _viewed(view: dict[str, Any]) -> dict[str, Any]:
    """A kept view as the table reads it: scores as Fractions (from integer pairs: the cheap way)."""
    return {**view, "scores": [Fraction(n, d) for n, d in view["scores"]]}


def _as_text(value: Any) -> Any:
    """A results value for the state's JSON: exact ratios as text (a table reads them back exactly)."""
    if isinstance(value, list):
        return [_as_text(v) for v in value]
    return str(value) if isinstance(value, Fraction) else value


def _created_ms(store: Any, episode: str) -> int | None:
    """When the episode was created, from its head (rows finalised before rows carried it)."""
    try:
        return store.load_head(episode).created_ms or None
    except UnknownEpisode:
        return None


def _index_entry(row: dict[str, Any], result: dict[str, Any], created: int | None) -> dict[str, Any]:
    keys = agent_names(result["agents"])
    return {
        "episode": row["episode"],
        "variant": result["variant"],
        "agents": result["agents"],  # as each seat was written: the list shows them so
        # The viewer joins an agent's episodes, filter option and leaderboard row on these names (the
        # leaderboard's), so it never spells a URL itself; left out where every seat is written so.
        **({"agentKeys": keys} if keys != result["agents"] else {}),
        "scores": result["scores"],
        "reason": result["reason"],
        "hands": result["hands"],
        # 0 for an episode no hand of which was scored: the viewer's head-to-head compares no one in it
        "scoredHands": result.get("scoredHands"),
        "replay": row["replay"],
        "results": row["results"],
        # UTC, to the second; the viewer's list filters by its day
        "created": None if created is None else time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(created // 1000)),
    }


def _store_evidence(store: Any, row: dict[str, Any], replay_sha: str) -> Any:
    """One episode's evidence from the store's cache, or from its replay (then cached): a rebuilt
    state reads the cache instead of every replay."""
    key = EVIDENCE_KEY.format(episode=row["episode"])
    try:
        cached = _read_cache(store.get_blob(key), replay_sha)
        if cached is not _STALE:
            return cached
    except MissingBlob:
        pass
    records = [json.loads(line) for line in store.get_blob(row["replay"]).splitlines()]
    value = episode_evidence(records)
    store.publish(key, _cache_bytes(replay_sha, value))
    return value


def read_latency(out: Any) -> dict[str, Any]:
    """The per-agent latency block written beside a league's table, or {} when there is none."""
    from cosino.primitives.errors import CosinoError
    from cosino.primitives.files import read_input

    path = out / LATENCY_NAME
    try:  # read_input: a FIFO here hung `league table`, /dev/zero filled the memory
        value = loads(read_input(path, LATENCY_LIMIT), str(path), max_values=LATENCY_VALUES)
    except (OSError, CosinoError):
        return {}
    block = value.get("latencyMs") if isinstance(value, dict) else None
    return block if isinstance(block, dict) else {}


def _no_interval(row: dict[str, Any]) -> str:
    return "[not played]" if row["episodes"] == 0 else "[no bootstrap]"  # an agent yet to play has no interval


def format_table(table: dict[str, Any], latency: dict[str, Any] | None = None) -> str:
    """The leaderboard as text: rank, agent, Elo, Bradley-Terry with its interval, swaps, reliability."""
    head = ("#", "agent", "elo", "bt [95%]", "episodes", "mean", "swap", "fallback", "timeouts", "p50 ms", "p95 ms")
    rows = [head]
    rel = table.get("reliability", {})
    for row in table["table"]:
        r = rel.get(row["agent"], {})
        bt = row["bt"]
        lat = (latency or {}).get(row["agent"]) or r.get("latencyMs") or {}
        rows.append(
            (
                str(row["rank"]),
                row["agent"],
                _fmt(row["elo"]),
                f"{_fmt(bt['rating'])} "
                + (f"[{_fmt(bt['lo'])}, {_fmt(bt['hi'])}]" if bt["lo"] is not None else _no_interval(row)),
                str(row["episodes"]),
                _fmt(row["meanScore"], 3),
                "-" if row["swapWithNext"] is None else str(row["swapWithNext"]),
                f"{r.get('fallbacks', 0)}/{r.get('decisions', 0)}",
                str(r.get("timeouts", 0)),
                _fmt(lat.get("median"), 2),
                _fmt(lat.get("p95"), 2),
            )
        )
    widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
    lines = ["  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows]
    league = table.get("league", {})
    lines.insert(
        0,
        f"league {league.get('name')} ({league.get('family')}): "
        f"{league.get('played')}/{league.get('scheduled')} episodes",
    )
    return "\n".join(lines)


def _fmt(value: Any, places: int = 2) -> str:
    if value is None:
        return "-"
    v = Fraction(value) if not isinstance(value, float) else Fraction(str(value))
    scaled = round(v * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, frac = divmod(abs(scaled), 10**places)
    return f"{sign}{whole}.{frac:0{places}d}" if places else f"{sign}{whole}"
