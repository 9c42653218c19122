"""The league table: one family's leaderboard JSON (ranks, Elo, Bradley-Terry with intervals,
swap counts, order significance, audit sums, reliability) and the per-family split of a store's
results. The numbers come from :class:`cosino.league.table_sums.TableSums`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Sequence

from cosino.arena.seating import table_seating
from cosino.games.registry import UnknownVariant, game_type, has_partnerships
from cosino.league.audit_sums import audit_blocks
from cosino.league.power import MIN_DRAWS
from cosino.league.ratings import (
    BOOTSTRAP,
    K_FACTOR,
    START,
    EpisodeOutcome,
    agents_of,
    as_fraction,
    outcome_from_results,
    ranking,
    to_points,
)
from cosino.league.table_sums import POISSON_METHOD, TableSums, drawn_sums
from cosino.primitives.rng import derive

FORMAT = 1

# -- the table ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LeagueSpec:
    """What the table says about the league itself."""

    name: str
    family: str
    variants: tuple[str, ...]
    agents: tuple[str, ...]
    seed: int = 0
    scheduled: int = 0
    bootstrap: int = BOOTSTRAP
    extra: dict[str, Any] = field(default_factory=dict)
    refit_steps: int | None = None  # the fit steps all the Bradley-Terry draws' refits may take (None: no bound)
    fit_steps: int | None = None  # the fit steps the full data's Bradley-Terry fit may take (None: no bound)
    fitted: tuple[list[int], bool] | None = None  # that fit made already (TableSums.point_fit): not fitted again


def league_table(
    spec: LeagueSpec,
    episodes: Sequence[EpisodeOutcome],
    audits: Iterable[tuple[Sequence[str], dict[str, Any]]] = (),
    reliability: dict[str, dict[str, Any]] | None = None,
    pinned: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The leaderboard JSON: ranks, Elo, Bradley-Terry with intervals, swap counts, audit sums.

    ``audits`` are (agents by slot, results) of each episode, in the episodes' order, or none.
    Everything but ``reliability`` is a pure function of the episodes' results; reliability sits
    in its own block, beside the table, and never feeds a rating. ``pinned`` (the SHA-256 of the
    manifest listing the replays and results read) is added when given.
    """
    return _table(spec, episodes, list(audits), reliability, pinned, None)[0]


def _table(
    spec: LeagueSpec,
    episodes: Sequence[EpisodeOutcome],
    audits: list[tuple[Sequence[str], dict[str, Any]]],
    reliability: dict[str, dict[str, Any]] | None,
    pinned: dict[str, Any] | None,
    kept: dict[str, Any] | TableSums | None,
) -> tuple[dict[str, Any], TableSums]:
    """:func:`league_table` and its :class:`TableSums`, resumed from ``kept`` (the sums' JSON from
    an earlier call over some of these episodes, which are known by their keys, or those sums read back by
    :func:`family_sums`, which are taken over and changed): only the episodes
    the sums lack are added, and Elo replays from the first of them in schedule order. The table's
    bytes are those of a call without ``kept``. When an episode of the sums is no longer among
    ``episodes``, or the sums are for another seed or bootstrap, they are rebuilt from every episode.
    """
    if audits and len(audits) != len(episodes):
        raise ValueError(f"league table: {len(audits)} audits for {len(episodes)} episodes (one each, or none)")
    present = {e.key for e in episodes}
    if len(present) != len(episodes):
        raise ValueError("league table: two episodes share a key")
    names = sorted(set(spec.agents) | set(agents_of(episodes)))
    seed = derive(spec.seed, "league", spec.name).hex()
    sums = _kept_sums(kept, seed, spec.bootstrap, bool(audits))
    if sums is None or not present.issuperset(sums.deltas):
        sums = TableSums(seed, spec.bootstrap, bool(audits))  # none kept, or an episode left: start again
    for episode, audit in zip(episodes, audits or [None] * len(episodes)):
        if episode.key not in sums.deltas:
            sums.add(episode, audit)
    sums.run_elo(sorted(episodes, key=lambda e: (e.order, e.key)), names)
    order = ranking(sums.final)
    # Fewer than MIN_DRAWS refits make no 95% interval (nearest rank gives their range): none is shown.
    bt = sums.bradley_terry(names, sums.draws >= MIN_DRAWS, spec.refit_steps, spec.fit_steps, spec.fitted)
    rows = []
    for rank, agent in enumerate(order, start=1):
        row: dict[str, Any] = {"rank": rank, "agent": agent, "elo": to_points(sums.final[agent]), "bt": bt[agent]}
        rows.append({**row, **sums.row(agent), "swapWithNext": None})
    shrink = sums.agent_shrink()
    for upper, lower in zip(rows, rows[1:]):
        upper["swapWithNext"] = sums.swaps(upper["agent"], lower["agent"], shrink)
    significance = sums.significance(order)
    for row, judged in zip(rows, [*significance["pairs"], {"significant": None, "handsStillNeeded": None}]):
        row["orderSignificant"] = judged["significant"]  # this row above the next (None for the last)
        row["handsStillNeeded"] = judged["handsStillNeeded"]
    out = {
        "format": FORMAT,
        "league": {
            "name": spec.name,
            "family": spec.family,
            "variants": list(spec.variants),
            "agents": list(spec.agents),
            "scheduled": spec.scheduled,
            "played": len(episodes),
            **spec.extra,
        },
        "method": {
            "elo": {"start": START, "k": K_FACTOR, "comparison": "pairwise ordering of episode scores, weight 1/m"},
            "bradleyTerry": {
                "bootstrap": spec.bootstrap,
                "resampling": POISSON_METHOD,
                "interval": "nearest-rank 2.5% and 97.5%",
                "prior": "one drawn comparison with a 1500 reference",
            },
            "swap": "linearised Elo: the fewest episodes that, taken out, level this row with the next or"
            " put it below (a tie counts); an episode taken out removes its recorded change, shrunk by"
            " each later kept episode of the agent by 1 - K/m sum E' (E' the slope of the expected score,"
            " the pair's own comparisons counted for the gap), taken largest influence first; no replay",
            "significance": significance["method"],
        },
        "table": rows,
        "audit": audit_blocks(sums.audit),
        "reliability": reliability or {},
    }
    out["method"]["bradleyTerry"].update(_fit_limits(spec, sums))
    if len(episodes) >= spec.scheduled:
        # The seed deals every card of every episode, so a board read mid-league must not name it.
        out["league"]["seed"] = spec.seed
    if pinned is not None:
        out["pinned"] = pinned  # the manifest digest this table was computed from
    return out, sums


def _kept_sums(kept: dict[str, Any] | TableSums | None, seed: str, draws: int, audited: bool) -> TableSums | None:
    """The kept sums for these settings, read from their JSON or as :func:`family_sums` read them; else None."""
    if isinstance(kept, TableSums):
        return kept if (kept.seed, kept.draws, kept.audited) == (seed, draws, audited) else None
    return TableSums.from_json(kept, seed, draws, audited) if kept else None


def _fit_limits(spec: LeagueSpec, sums: TableSums) -> dict[str, str]:
    """What the table's Bradley-Terry method says it cut: the full data's fit, or the draws' refits."""
    if sums.fit_cut:
        return {"fitLimit": fit_cut(spec.fit_steps)}
    if sums.count and sums.draws >= MIN_DRAWS and sums.refitted < sums.draws:
        return {"bootstrapLimit": refit_cut(spec.refit_steps, sums.refitted, sums.draws)}
    return {}


def refit_cut(steps: int | None, refitted: int, draws: int) -> str:
    """Why a table's Bradley-Terry interval reads fewer draws than it drew: their refits reached the fit steps allowed.

    >>> refit_cut(1000, 40, 200)
    'the refits reached the 1000 fit steps the table allows them: 40 of 200 draws refitted'
    """
    told = f"the refits reached the {steps} fit steps the table allows them: {refitted} of {draws} draws refitted"
    if refitted >= MIN_DRAWS:
        return told
    return f"{told}, fewer than the {MIN_DRAWS} a 95% interval needs, so no interval is shown"


def fit_cut(steps: int | None) -> str:
    """Why a table's Bradley-Terry ratings are not those of a converged fit: the full data's fit reached its steps.

    >>> fit_cut(1000).split(":")[0]
    "the full data's fit reached the 1000 fit steps the table allows it"
    """
    return (
        f"the full data's fit reached the {steps} fit steps the table allows it: its ratings are those of its last"
        " whole iteration, not converged, and no draw is refitted from them, so no interval is shown"
    )


def teams_from_results(results: dict[str, Any]) -> tuple[tuple[int, ...], ...]:
    """Partnerships of a partnership game's results, from the seating its seed deals (as the
    replay's first hand seats them: :func:`cosino.league.ratings.partnership_teams`).

    Results without a seed (hand-made ones) fall back to the nets, where partners share every net;
    when those cannot tell (all nets equal) no teams are returned and partners simply draw. The
    nets are not asked when the seed can answer: an episode that nets to zero (or scores no hand)
    would otherwise compare partners as opponents, which the league run never does.

    >>> teams_from_results({"variant": "spades", "net": [30, -30, 30, -30]})
    ((0, 2), (1, 3))
    >>> teams_from_results({"variant": "euchre", "seed": 1, "net": [0, 0, 0, 0]})
    ((0, 3), (1, 2))
    """
    if not has_partnerships(results.get("variant")) or len(results.get("net", [])) != 4:
        return ()
    seed = results.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0:
        slots = table_seating(seed, 4)
        return (tuple(sorted((slots[0], slots[2]))), tuple(sorted((slots[1], slots[3]))))
    net = [as_fraction(v) for v in results["net"]]
    for a, b in ((0, 1), (0, 2), (0, 3)):
        rest = tuple(i for i in range(4) if i not in (a, b))
        if net[a] == net[b] and net[rest[0]] == net[rest[1]] and net[a] != net[rest[0]]:
            return ((a, b), rest)
    return ()


def family_of(variant: str) -> str:
    """The family a variant is ranked in (``poker`` or ``tricks``), as ``cosino league`` splits them."""
    try:
        return game_type(variant).family
    except UnknownVariant:
        return "poker"


def leaderboard(
    results_list: Sequence[dict[str, Any]],
    name: str = "league",
    seed: int = 0,
    bootstrap: int = BOOTSTRAP,
    family: str | None = None,
    pinned: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The table from a list of results dicts alone, in the given order (one family's table).

    An empty list gives an empty table (a fresh store has no finished episode yet).

    >>> from fractions import Fraction
    >>> res = {"variant": "kuhn", "agents": ["a", "b"], "win": [True, False]}
    >>> res["scores"] = [Fraction(3, 4), Fraction(1, 4)]
    >>> [row["agent"] for row in leaderboard([res], bootstrap=10)["table"]]
    ['a', 'b']
    >>> leaderboard([])["table"]
    []
    """
    return league_table(*_family_inputs(results_list, name, seed, bootstrap, family), pinned=pinned)


def _family_inputs(
    results_list: Sequence[dict[str, Any]],
    name: str,
    seed: int,
    bootstrap: int,
    family: str | None,
    keys: Sequence[str] | None = None,
) -> tuple[LeagueSpec, list[EpisodeOutcome], list[tuple[Sequence[str], dict[str, Any]]]]:
    """The spec, episodes (in list order) and audits of one family's results.

    An episode's key is the one given (the episode's id), else its replay's SHA-256; either stays
    the same when other episodes join the list (the bootstrap draws and kept sums are keyed by it).
    With ``keys`` Elo takes the episodes in :func:`board_order`, else in list order."""
    episodes = []
    audits = []
    seen: set[str] = set()
    for i, results in enumerate(results_list):
        key = keys[i] if keys is not None else str(results.get("replaySha256") or f"episode-{i}")
        key = f"{key}-{i}" if key in seen else key  # the same replay twice: still two episodes
        seen.add(key)
        order = i if keys is None else board_order(key, seed)
        episodes.append(outcome_from_results(results, order, key, teams_from_results(results)))
        audits.append((results["agents"], results))
    variants = tuple(sorted({e.variant for e in episodes}))
    agents = tuple(agents_of(episodes))
    if family is None:
        family = "tricks" if variants and all(family_of(v) == "tricks" for v in variants) else "poker"
    return LeagueSpec(name, family, variants, agents, seed, len(episodes), bootstrap), episodes, audits


def family_sums(
    data: Any,
    results_list: Sequence[dict[str, Any]],
    keys: Sequence[str],
    draws: int,
    name: str = "league",
    seed: int = 0,
) -> TableSums | None:
    """A family's kept table sums (JSON, as :func:`leaderboards` keeps them) read back for ``draws`` bootstrap
    draws of these results (keyed by ``keys``), for ``leaderboards(sums=)`` to resume from, or None when they cannot
    be used and the family's results must be read whole again: malformed, of another league, or holding an episode
    not among these. Sums of more draws are cut to their first ``draws``; sums of fewer grow from the results they
    hold, which need read nothing more than their view of an episode (agents, scores, wins, seed, luck-adjusted net)."""
    _, episodes, audits = _family_inputs(results_list, name, seed, draws, None, keys)
    return drawn_sums(data, derive(seed, "league", name).hex(), draws, episodes, audits)


def board_order(key: str, seed: int = 0) -> int:
    """Where a store's episode takes its Elo step: a number drawn from its id. An id opens with its
    variant, so id order played each variant's episodes together and Elo, which weighs the latest most,
    ranked a family by the variant whose name sorts last."""
    return int.from_bytes(derive(seed, "board order", key)[:8], "big")


def leaderboards(
    results_list: Sequence[dict[str, Any]],
    name: str = "league",
    seed: int = 0,
    bootstrap: int = BOOTSTRAP,
    pinned: dict[str, Any] | None = None,
    tables: dict[str, dict[str, Any]] | None = None,
    sums: dict[str, Any] | None = None,
    keys: Sequence[str] | None = None,
    refit_steps: int | None = None,
    fit_steps: int | None = None,
    fitted: tuple[list[int], bool] | None = None,
) -> dict[str, Any]:
    """One table per family, never one table across families (hearts beside six-max means nothing).

    ``{"format": 1, "families": {family: table}, "pinned": ...}``; each table has the schema of
    ``league.json``. No results give no families. ``tables`` holds families' tables (without
    ``pinned``) already computed from these same results, reused instead of recomputed. ``sums``,
    when given, maps a family to its kept :class:`TableSums` (JSON, or as :func:`family_sums` reads them back); each
    family computed here resumes from them (see :func:`_table`) and its entry is replaced by the new sums. ``keys``
    names each result's episode (its id; by default its replay's SHA-256), one per result; with
    them Elo takes the episodes in :func:`board_order` of their ids, not in list order. ``refit_steps`` and
    ``fit_steps`` bound each family's Bradley-Terry fits, and ``fitted``, for results of one family, is its full
    data's fit made already (see :class:`LeagueSpec`).

    >>> from fractions import Fraction
    >>> res = {"variant": "kuhn", "agents": ["a", "b"], "win": [True, False]}
    >>> res["scores"] = [Fraction(3, 4), Fraction(1, 4)]
    >>> hearts = {"variant": "hearts", "agents": ["a", "c", "a", "c"], "win": [False] * 4}
    >>> hearts["scores"] = [Fraction(1, 4)] * 4
    >>> sorted(leaderboards([res, hearts], bootstrap=5)["families"]), leaderboards([])["families"]
    (['poker', 'tricks'], {})
    """
    if sums is not None and keys is None:
        raise ValueError("leaderboards: kept sums need each episode's key (keys=)")
    groups: dict[str, tuple[list[dict[str, Any]], list[str] | None]] = {}
    for i, results in enumerate(results_list):
        group = groups.setdefault(family_of(results["variant"]), ([], None if keys is None else []))
        group[0].append(results)
        if keys is not None:
            group[1].append(keys[i])
    done = tables or {}
    families: dict[str, Any] = {}
    for f, (rs, ks) in sorted(groups.items()):
        if f in done:
            families[f] = _pinned(done[f], pinned)
            continue
        spec, episodes, audits = _family_inputs(rs, name, seed, bootstrap, f, ks)
        spec = replace(spec, refit_steps=refit_steps, fit_steps=fit_steps, fitted=fitted)
        if sums is None:
            families[f] = league_table(spec, episodes, audits, pinned=pinned)
        else:
            families[f], resumed = _table(spec, episodes, audits, None, pinned, sums.get(f))
            sums[f] = resumed.to_json()
    out: dict[str, Any] = {"format": FORMAT, "families": families}
    if pinned is not None:
        out["pinned"] = pinned
    return out


def _pinned(table: dict[str, Any], pinned: dict[str, Any] | None) -> dict[str, Any]:
    return table if pinned is None else {**table, "pinned": pinned}
