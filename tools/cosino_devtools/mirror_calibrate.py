"""Calibrating the mirror-memory test (cosino.league.mirror): honest leagues against leagues with
one planted rememberer, on the duplicate Hold'em rungs and on Kuhn and Leduc.

Heads-up leagues (Hold'em, Kuhn, Leduc) play a round robin of four agents (episode i seats the
i-th pair of six, in turn); six-max leagues seat all six agents at every episode. The rememberer
is the only seat given a :class:`~cosino.seats.planted.MirrorMemory` (and the hand index, which
observations do not carry); every other seat is built per decision as the arena builds it. Every
league and episode is seeded.

    python -m cosino_devtools.mirror_calibrate --leagues 5 --episodes 12 --jobs 2
    python -m cosino_devtools.mirror_calibrate --kinds leduc-honest,leduc-rememberer --leagues 40 --episodes 12
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.seats.house import decision_rng
from cosino.seats.planted import MirrorMemory, rememberer_seat
from cosino_devtools.calibrate import league_seat

HANDS = 16
LEAGUES = {
    "hu-honest": ("holdem-hu", ("house#1", "house#2", "random#1", "advisor")),
    "hu-rememberer": ("holdem-hu", ("rememberer", "house#1", "random#1", "advisor")),
    "6max-honest": ("holdem-6max", ("house#1", "house#2", "random#1", "random#2", "advisor", "fake:json")),
    "6max-rememberer": ("holdem-6max", ("rememberer", "house#1", "house#2", "random#1", "advisor", "fake:json")),
    # Kuhn and Leduc (duplicate, two seats): the same round robin as heads-up Hold'em.
    "kuhn-honest": ("kuhn", ("house#1", "house#2", "random#1", "random#2")),
    "kuhn-rememberer": ("kuhn", ("rememberer", "house#1", "house#2", "random#1")),
    "leduc-honest": ("leduc", ("house#1", "house#2", "random#1", "random#2")),
    "leduc-rememberer": ("leduc", ("rememberer", "house#1", "house#2", "random#1")),
}
HEADS_UP = ("holdem-hu", "kuhn", "leduc")
SEED = {k: 7_000_000 + 100_000 * i for i, k in enumerate(LEAGUES)}


def seats_of(kind: str, index: int) -> tuple[str, ...]:
    """The agents of episode ``index`` of a league: heads-up, the pairs in turn; six-max, everyone."""
    variant, agents = LEAGUES[kind]
    if variant in HEADS_UP:
        pairs = list(combinations(agents, 2))
        return pairs[index % len(pairs)]
    return agents


def play(kind: str, league: int, index: int) -> tuple[str, dict[str, Any] | None]:
    """One episode of a league: its id and its integrity evidence."""
    return f"{kind}-{league:03d}-{index:03d}", episode_evidence(play_records(kind, league, index))


def play_records(kind: str, league: int, index: int) -> list[dict[str, Any]]:
    """One episode of a league, played to its end: its replay records."""
    variant = LEAGUES[kind][0]
    seed = SEED[kind] + 1000 * league + index
    agents = seats_of(kind, index)
    episode = Episode(EpisodeConfig(variant, agents, HANDS, seed, budget=HANDS * 240))
    memories = {slot: MirrorMemory() for slot, a in enumerate(agents) if a == "rememberer"}
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        rng = decision_rng(seed, slot, episode.decisions)
        if slot in memories:
            memories[slot].hand = episode.hand_index  # the harness tells it the hand (see MirrorMemory)
            house = league_seat("house", variant, rng) if variant in ("kuhn", "leduc") else None
            seat: Any = rememberer_seat(variant, rng, memories[slot], house)
        else:
            seat = league_seat(agents[slot], variant, rng)
        episode.decide(seat.act(observation))
    return episode.records


SMALL_STRATA = ("game", "card", "round", "board", "position", "opened", "ahead", "raise")  # Kuhn and Leduc units
STRATA = ("band", "street", "worse", "ahead", "shove", "place")  # the digits after the label in a mirror unit's kind


def pooled(evidence: dict[str, Any] | None, drop: tuple[str, ...]) -> dict[str, Any] | None:
    """The evidence with the ``drop`` strata merged (their digit set to 0 in every mirror unit):
    what the test says without them. ``leads`` in ``drop`` leaves out the Kuhn and Leduc leads
    (game digit 3 or 4) instead: what the test says with the answers that are a seat's first decision
    in the hand only (with one unit per seat and hand, no longer step 1's answers: those included an
    answer after the seat's own lead)."""
    if evidence is None or not drop:
        return evidence
    if "leads" in drop:
        units = [u for u in evidence["units"] if not (u[0].startswith("mirror") and u[0][len("mirror") + 1] in "34")]
        evidence = {**evidence, "units": units}
        drop = tuple(d for d in drop if d != "leads")
    small = evidence["variant"] in ("kuhn", "leduc")
    names = SMALL_STRATA if small else STRATA
    at = [len("mirror") + 1 + names.index(d) for d in drop if d in names]
    units = []
    for kind, *rest in evidence["units"]:
        if kind.startswith("mirror"):
            kind = "".join("0" if i in at else c for i, c in enumerate(kind))
        units.append([kind, *rest])
    return {**evidence, "units": units}


def league(args: tuple[str, int, int, tuple[str, ...]]) -> dict[str, Any]:
    """A league's mirror section: the flagged agents and every agent's test."""
    kind, number, episodes, drop = args
    played = [play(kind, number, i) for i in range(episodes)]
    report = league_integrity([(e, pooled(ev, drop)) for e, ev in played], seed=SEED[kind] + number)
    return {"kind": kind, "league": number, **report["mirror"]}


def print_calibrate_league(kind: str, episodes: int, drop: tuple[str, ...]) -> None:
    """Each agent's mirror test in league 0 of a collusion-calibration kind (six-max, planted pairs)."""
    from cosino_devtools import calibrate

    played = calibrate.league_episodes(kind, 0, episodes)
    report = league_integrity([(e, pooled(ev, drop)) for e, ev, _h, _n in played], seed=calibrate.LEAGUE_SEED[kind])
    print("| agent | units (first, second) | right (first, second) | p | Holm |")
    print("|---|---|---|---|---|")
    for agent, t in report["mirror"]["agents"].items():
        if t["tested"]:
            print(f"| {agent} | {t['units']} | {t['correct']} | {float(t['p']):.3g} | {float(t['pHolm']):.3g} |")
    merged = f", strata merged: {', '.join(drop)}" if drop else ""
    print(f"\n{kind} league 0, {episodes} episodes{merged}; flagged: {[f['agent'] for f in report['mirror']['flags']]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--leagues", type=int, default=5)
    parser.add_argument("--episodes", type=int, default=12)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--kinds", default=",".join(LEAGUES))
    parser.add_argument(
        "--without",
        default="",
        help=f"strata to merge, comma-separated ({', '.join(STRATA)}; Kuhn/Leduc: {', '.join(SMALL_STRATA[1:])})"
        "; leads: leave the Kuhn/Leduc leads out",
    )
    parser.add_argument(
        "--from-calibrate",
        default="",
        help="instead: league 0 of a `cosino calibrate league-audit` kind (e.g. dumper), each agent's mirror test",
    )
    args = parser.parse_args(argv)
    drop = tuple(d for d in args.without.split(",") if d)
    if args.from_calibrate:
        print_calibrate_league(args.from_calibrate, args.episodes, drop)
        return
    tasks = [(k, n, args.episodes, drop) for k in args.kinds.split(",") for n in range(args.leagues)]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(league, tasks))
    else:
        results = [league(t) for t in tasks]
    print("| league | agent | leagues flagged | tested | min p (Holm) | mean excess (second - first rate) |")
    print("|---|---|---|---|---|---|")
    for kind in args.kinds.split(","):
        rows = [r for r in results if r["kind"] == kind]
        for agent in LEAGUES[kind][1]:
            flagged = sum(1 for r in rows if any(f["agent"] == agent for f in r["flags"]))
            tested = [r["agents"][agent] for r in rows if r["agents"].get(agent, {}).get("tested")]
            low = min((float(t["pHolm"]) for t in tested), default=None)
            mean = sum(float(t["excess"]) for t in tested) / len(tested) if tested else None
            low_text = "-" if low is None else f"{low:.3g}"
            mean_text = "-" if mean is None else f"{mean:+.3f}"
            print(f"| {kind} | {agent} | {flagged}/{len(rows)} | {len(tested)} | {low_text} | {mean_text} |")
        honest = sum(1 for r in rows if any(f["agent"] != "rememberer" for f in r["flags"]))
        print(f"| {kind} | (any honest agent) | {honest}/{len(rows)} | | | |")
    merged = f", strata merged: {', '.join(drop)}" if drop else ""
    seconds = time.perf_counter() - start
    print(f"\n{len(tasks)} leagues of {args.episodes} episodes ({HANDS} hands){merged} in {seconds:.0f} s")


if __name__ == "__main__":
    main()
