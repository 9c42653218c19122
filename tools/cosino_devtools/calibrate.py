"""Calibrating the collusion audit: honest tables against tables with one planted pair.

Every episode seats six players on ``holdem-6max``: house seats, or house seats plus one planted
pair (slots 0 and 1, aliases Sprocket and Gizmo; the seed-derived seating moves them around
the table). Each episode is played once for ``4 x hands`` hands; the audit is then computed on
its first ``hands``, ``2 x hands`` and ``4 x hands`` hands. A prefix is exactly what an episode
of that length with the same seed would have recorded (deals and decisions depend on the seed,
the hand index and the decision count only), so one play and one pass of the audit
(:func:`cosino.diagnostics.collusion.audit_prefixes`) serve three table rows.

Episodes run with a decision budget large enough never to cut a hand short, so the rows compare
like with like.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from itertools import repeat
from pathlib import Path
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics.collusion import audit_prefixes
from cosino.primitives.canonical import format_number
from cosino.primitives.files import write_atomic
from cosino.seats.house import decision_rng
from cosino_runtime.seats.registry import build_seat

VARIANT = "holdem-6max"
SEATS = 6
KINDS = ("honest", "softplay", "dumper", "feeder")
PAIRS = {
    "honest": ("house", "house"),
    "softplay": ("softplay:Gizmo", "softplay:Sprocket"),
    "dumper": ("dumper:Gizmo", "receiver:Sprocket"),
    "feeder": ("feeder:Gizmo", "house"),
}
BUDGET_PER_HAND = 60  # far above any hand's decision count at six seats
SEED_BASE = {"honest": 100_000, "softplay": 200_000, "dumper": 300_000, "feeder": 400_000}


@dataclass(frozen=True)
class Outcome:
    """What one episode's audit said at one length: about the planted pair (slots 0, 1) and the rest."""

    kind: str
    seed: int
    hands: int
    pair_flags: tuple[str, ...]
    other_flags: tuple[str, ...]
    bias: Fraction  # the pair's bias the kind is about (see pair_bias)
    net_flow: Fraction  # netFlow[0][1]: chips from slot 0 to slot 1, net
    contested_min: int
    contested_median: Fraction
    equity_samples: int


def agents_for(kind: str) -> tuple[str, ...]:
    return PAIRS[kind] + ("house",) * (SEATS - 2)


def play_records(kind: str, seed: int, hands: int) -> list[dict[str, Any]]:
    """Play one calibration episode to its end in this process; return its records."""
    config = EpisodeConfig(VARIANT, agents_for(kind), hands, seed, budget=hands * BUDGET_PER_HAND)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        seat = build_seat(config.agents[slot], config.variant, decision_rng(seed, slot, episode.decisions))
        episode.decide(seat.act(observation))
    return episode.records


def prefix(records: list[dict[str, Any]], hands: int) -> list[dict[str, Any]]:
    """The records of the first ``hands`` hands, closed as a complete episode of that length."""
    header = dict(records[0], hands=hands)
    out = [header]
    for record in records[1:]:
        if record["type"] in ("end", "audit"):
            break
        if record["type"] == "hand" and record["hand"] >= hands:
            break
        out.append(record)
    out.append({"type": "end", "reason": "complete"})
    return out


def pair_bias(kind: str, audit: dict[str, Any]) -> Fraction:
    """The bias that speaks to the planted behaviour: mutual for soft play, 0 -> 1 otherwise."""
    bias = audit["bias"]
    if kind in ("softplay", "honest"):
        return min(bias[0][1], bias[1][0])
    return bias[0][1]


def _flag_name(flag: dict[str, Any]) -> str:
    a, b = flag["slots"]
    return "soft-play" if flag["flag"] == "soft-play" else f"dump-{a}-to-{b}"


def outcomes(kind: str, seed: int, lengths: tuple[int, ...]) -> list[Outcome]:
    """Play one episode of the longest length and audit each prefix."""
    records = [r for r in play_records(kind, seed, max(lengths)) if r["type"] != "audit"]
    out = []
    for hands, audit in zip(lengths, audit_prefixes(records, lengths)):
        assert audit is not None
        pair, other = [], []
        for flag in audit["flags"]:
            (pair if sorted(flag["slots"]) == [0, 1] else other).append(_flag_name(flag))
        power = audit["power"]
        out.append(
            Outcome(
                kind,
                seed,
                hands,
                tuple(pair),
                tuple(other),
                pair_bias(kind, audit),
                audit["netFlow"][0][1],
                power["contestedMin"],
                power["contestedMedian"],
                power["equitySamples"],
            )
        )
    return out


def _job(args: tuple[str, int, tuple[int, ...]]) -> list[Outcome]:
    return outcomes(*args)


def run(
    episodes: int, hands: int, jobs: int = 1, kinds: tuple[str, ...] = KINDS, progress: Any = None
) -> list[Outcome]:
    lengths = (hands, 2 * hands, 4 * hands)
    tasks = [(kind, SEED_BASE[kind] + e, lengths) for kind in kinds for e in range(episodes)]
    results: list[Outcome] = []
    if jobs <= 1:
        for i, task in enumerate(tasks):
            results.extend(_job(task))
            if progress:
                progress(i + 1, len(tasks))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for i, chunk in enumerate(pool.map(_job, tasks)):
                results.extend(chunk)
                if progress:
                    progress(i + 1, len(tasks))
    return results


def detected(outcome: Outcome) -> bool:
    """Did the audit raise the flag this kind of collusion is meant to raise on the planted pair?"""
    if outcome.kind == "softplay":
        return "soft-play" in outcome.pair_flags
    if outcome.kind == "dumper":
        return "dump-0-to-1" in outcome.pair_flags
    return bool(outcome.pair_flags)  # feeder and honest: any flag on the pair


def _num(value: Fraction | int, places: int = 2) -> str:
    return format_number(Fraction(round(Fraction(value) * 10**places), 10**places))


def _median(values: list[Fraction]) -> Fraction:
    return Fraction(statistics.median(values)) if values else Fraction(0)


def report(results: list[Outcome], episodes: int, hands: int, command: str, seconds: float) -> str:
    lengths = sorted({o.hands for o in results})
    by = {(o.kind, o.hands): [] for o in results}
    for o in results:
        by[(o.kind, o.hands)].append(o)
    lines = [
        "# Collusion audit: calibration",
        "",
        f"Written by `{command}` in {seconds:.0f} s of wall time. Do not edit by hand: rerun the command.",
        "",
        f"Each row is {episodes} six-max episodes (`{VARIANT}`, blinds 1/2, 200 chips, duplicate deals) of house",
        "seats, either all honest or with one planted pair in slots 0 and 1 (see `cosino.seats.planted`):",
        "`softplay` is the pair `softplay:Gizmo` + `softplay:Sprocket`; `dumper` is `dumper:Gizmo` (slot 0, the",
        "dumping seat) + `receiver:Sprocket`; `feeder` is `feeder:Gizmo` + a house seat. Each episode is played once",
        f"for {lengths[-1]} hands and audited on its first {', '.join(str(h) for h in lengths)} hands.",
        "",
        "Columns: *pair flagged* is the share of episodes whose planted pair carries the flag its kind",
        "should raise (soft-play; dump from slot 0 to 1; for honest and feeder rows, any flag on slots 0-1,",
        "which should stay rare); *dump flags* and *soft-play flags* count every flag on any pair, per episode;",
        "*median bias* is the median over episodes of the pair's bias in chips per contested hand",
        "(soft play: the smaller of the two directions; otherwise slot 0 towards slot 1; bars: soft play",
        "1.5 chips, dump 4 chips); *median netFlow 0->1* is the chips slot 0 passed to slot 1, net;",
        "*contested* is the median over episodes of the audit's `contestedMin` / `contestedMedian`.",
        "",
        "| kind | hands | pair flagged | dump flags / episode | soft-play flags / episode | median bias "
        "| median netFlow 0->1 | contested min / median |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for kind in KINDS:
        for h in lengths:
            rows = by.get((kind, h))
            if not rows:
                continue
            k = len(rows)
            hit = sum(1 for o in rows if detected(o))
            flags = [f for o in rows for f in o.pair_flags + o.other_flags]
            dumps = sum(1 for f in flags if f.startswith("dump"))
            softs = sum(1 for f in flags if f == "soft-play")
            lines.append(
                f"| {kind} | {h} | {hit}/{k} ({100 * hit // k}%) "
                f"| {_num(Fraction(dumps, k))} | {_num(Fraction(softs, k))} "
                f"| {_num(_median([o.bias for o in rows]))} | {_num(_median([o.net_flow for o in rows]))} "
                f"| {_num(_median([Fraction(o.contested_min) for o in rows]))} / "
                f"{_num(_median([o.contested_median for o in rows]))} |"
            )
    lines.append("")
    return "\n".join(lines)


def write_report(path: Path, text: str) -> None:
    """Write through a temporary file and rename, so a failed run leaves no partial table."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, text)  # the temporary file is removed too when the write fails


def clock() -> float:
    return time.perf_counter()


# -- cosino calibrate league-audit ----------------------------------------------------------------
# Leagues of six agents who share every episode (six-max Hold'em, or four agents at a trick game),
# honest or with one planted pair; the league integrity report (cosino.league.integrity) is computed
# on the first k episodes for each league size k.

LEAGUE_SIZES = (5, 10, 20, 40, 80)
LEAGUE_HANDS = 16
HONEST_POKER = ("house#1", "house#2", "random#1", "random#2", "advisor", "fake:json")
FILL_POKER = ("house#1", "house#2", "random#1", "fake:json")
LEAGUES = {
    "honest": ("holdem-6max", HONEST_POKER),
    "control": ("holdem-6max", ("house#3", "house#4") + FILL_POKER),
    "dumper": ("holdem-6max", ("dumper:Gizmo", "receiver:Sprocket") + FILL_POKER),
    "feeder": ("holdem-6max", ("feeder:Gizmo", "house#3") + FILL_POKER),
    "softplay": ("holdem-6max", ("softplay:Gizmo", "softplay:Sprocket") + FILL_POKER),
    "honest-tricks": ("oh-hell", ("house#1", "house#2", "random#1", "random#2")),
    "tricksoft": ("oh-hell", ("tricksoft:Gizmo", "tricksoft:Sprocket", "house#1", "random#1")),
    # One trick soft player yielding to an honest house seat (``trick-yield``), and an honest Hearts table.
    "oneway-tricks": ("oh-hell", ("tricksoft:Gizmo", "house#2", "house#1", "random#1")),
    "honest-hearts": ("hearts", ("house#1", "house#2", "random#1", "random#2")),
    # One Oh Hell seat that takes the lead from an honest house seat once it has made its bid (``trick-spare``).
    "spare-tricks": ("oh-hell", ("tricksparer:Gizmo", "house#2", "house#1", "random#1")),
    # One Hearts seat that discards clean cards on an honest house seat's tricks (``trick-shelter``).
    "shelter-hearts": ("hearts", ("trickshelter:Gizmo", "house#2", "house#1", "random#1")),
    # The partnership games (``trick-let``): honest tables, and the trick soft player letting one honest house
    # seat's winning cards stand, which is an opponent's in the hands the seating makes it one.
    "honest-spades": ("spades", ("house#1", "house#2", "random#1", "random#2")),
    "let-spades": ("spades", ("tricksoft:Gizmo", "house#2", "house#1", "random#1")),
    "honest-euchre": ("euchre", ("house#1", "house#2", "random#1", "random#2")),
    "let-euchre": ("euchre", ("tricksoft:Gizmo", "house#2", "house#1", "random#1")),
}
LEAGUE_MAX = {"softplay": 80}  # the others stop at 40
LEAGUE_FLAG = {
    "dumper": "dump",
    "feeder": "feed",
    "softplay": "soft-play",
    "tricksoft": "trick-soft-play",
    "oneway-tricks": "trick-yield",
    "spare-tricks": "trick-spare",
    "shelter-hearts": "trick-shelter",
    "let-spades": "trick-let",
    "let-euchre": "trick-let",
}
# kinds whose flag is tested per ordered pair
DIRECTED = ("dumper", "feeder", "oneway-tricks", "spare-tricks", "shelter-hearts", "let-spades", "let-euchre")
# The kinds added later keep the seeds they were first measured with (docs/league-audit.md).
LEAGUE_SEED = {k: 1_000_000 * (i + 1) for i, k in enumerate(LEAGUES)} | {
    "oneway-tricks": 9_000_000,
    "honest-hearts": 11_000_000,
    "spare-tricks": 12_000_000,
    "shelter-hearts": 13_000_000,
    "honest-spades": 18_000_000,
    "let-spades": 19_000_000,
    "honest-euchre": 20_000_000,
    "let-euchre": 21_000_000,
}


class TrickSoftSeat:
    """A planted trick-game soft player: lets its partner's winning card stand whenever it can."""

    def __init__(self, partner: str, variant: str, rng: Any) -> None:
        from cosino.seats.trick_house import CardJudge, HouseTrickSeat

        self.partner = partner
        self.house = HouseTrickSeat(variant, rng)
        self.cards = CardJudge
        self.variant = variant

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        trick = obs.get("trick") or []
        plays = [o for o in obs.get("legal") or [] if o.get("action") == "play"]
        aliases = obs.get("aliases") or []
        card = None
        if trick and plays and self.partner in aliases:
            cards = self.cards(self.variant, obs.get("trump"))
            best_pos, best_power, led = cards.best(trick)
            if best_pos == aliases.index(self.partner):  # the partner's card is winning: the planted help
                card = self.helping(obs, cards, plays[0]["cards"], best_power, led)
        return self.house.act(obs) if card is None else {"action": "play", "card": card}

    def helping(self, obs: dict[str, Any], cards: Any, mine: list[str], best_power: int, led: str) -> str | None:
        """The card that helps the partner whose card is winning (None: play as the house seat)."""
        losers = [c for c in mine if cards.strength(c, led) <= best_power]
        return max(losers, key=cards.value) if losers else None


class TrickSpareSeat(TrickSoftSeat):
    """A planted Oh Hell helper: takes the lead from its partner's winning card, with its cheapest card that
    does, whenever the partner has taken exactly as many tricks as it bid (so the partner keeps its bid)."""

    def helping(self, obs: dict[str, Any], cards: Any, mine: list[str], best_power: int, led: str) -> str | None:
        aliases, bids, won = obs.get("aliases") or [], obs.get("bids") or [], obs.get("tricksWon") or []
        partner = aliases.index(self.partner)
        over = [c for c in mine if cards.strength(c, led) > best_power]
        if len(bids) != len(won) or not over or partner >= len(bids) or bids[partner] != won[partner]:
            return None
        return min(over, key=lambda c: cards.strength(c, led))


class TrickShelterSeat(TrickSoftSeat):
    """A planted Hearts helper: when it has no card of the led suit and its partner's card is winning the
    trick, it discards its highest clean card (no points) if it holds one and a penalty card; the house seat
    otherwise."""

    def helping(self, obs: dict[str, Any], cards: Any, mine: list[str], best_power: int, led: str) -> str | None:
        clean = [c for c in mine if c[1] != "h" and c != "Qs"]
        void = not any(cards.suit(c) == led for c in mine)
        return max(clean, key=cards.value) if void and clean and len(clean) < len(mine) else None


def league_seat(agent: str, variant: str, rng: Any) -> Any:
    name = agent.split("#", 1)[0]
    if name.startswith("tricksoft:"):
        return TrickSoftSeat(name.split(":", 1)[1], variant, rng)
    if name.startswith("tricksparer:"):
        return TrickSpareSeat(name.split(":", 1)[1], variant, rng)
    if name.startswith("trickshelter:"):
        return TrickShelterSeat(name.split(":", 1)[1], variant, rng)
    return build_seat(name, variant, rng)


def league_episode(kind: str, league: int, index: int) -> tuple[str, dict[str, Any] | None, int, int]:
    """Play one episode of a calibration league: its id, its integrity evidence, the hands played and
    the chips slots 0 and 1 (the planted pair) won together."""
    from cosino.league.integrity import episode_evidence

    variant, agents = LEAGUES[kind]
    seed = LEAGUE_SEED[kind] + 1000 * league + index
    config = EpisodeConfig(variant, agents, LEAGUE_HANDS, seed, budget=LEAGUE_HANDS * BUDGET_PER_HAND * 4)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        seat = league_seat(config.agents[slot], config.variant, decision_rng(seed, slot, episode.decisions))
        episode.decide(seat.act(observation))
    ends = [r for r in episode.records if r["type"] == "handEnd"]
    pair_net = sum(r["nets"][0] + r["nets"][1] for r in ends)
    return f"{kind}-{league:03d}-{index:03d}", episode_evidence(episode.records), len(ends), pair_net


def league_episodes(kind: str, league: int, count: int) -> list[tuple[str, dict[str, Any] | None, int, int]]:
    """:func:`league_episode` of episodes 0 to ``count - 1``, played in up to two fresh processes
    (each episode is seeded on its own, so the list is the same as played one by one). Fresh, not
    forked: a caller such as a test session may hold threads whose locks a fork would copy."""
    jobs = min(2, os.cpu_count() or 1, count)
    if jobs <= 1:
        return [league_episode(kind, league, i) for i in range(count)]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(league_episode, repeat(kind), repeat(league), range(count)))


@dataclass(frozen=True)
class LeagueOutcome:
    """What the integrity report said about one calibration league cut after ``size`` episodes."""

    kind: str
    league: int
    size: int
    pair_flags: tuple[str, ...]  # flags on the planted pair (agents of slots 0 and 1)
    other_flags: int  # flagged pairs of agents other than the planted pair
    other_pairs: int  # pairs of agents other than the planted pair
    hands: int
    pair_net: int  # chips the two agents of slots 0 and 1 won together over those episodes
    pair_test: tuple[Fraction, Fraction, Fraction, int] | None = (
        None  # the planted pair's p, row p, column p; pairs tested
    )


def _league_job(args: tuple[str, int, tuple[int, ...]]) -> list[LeagueOutcome]:
    from cosino.league.integrity import league_integrity

    kind, league, sizes = args
    variant, agents = LEAGUES[kind]
    played = [league_episode(kind, league, i) for i in range(max(sizes))]
    pair = {agents[0], agents[1]}
    n_pairs = len(agents) * (len(agents) - 1) // 2
    out = []
    for size in sizes:
        report = league_integrity([(e, ev) for e, ev, _h, _n in played[:size]], seed=LEAGUE_SEED[kind] + league)
        mine, others = [], set()
        for flag in report["flags"]:
            if set(flag["agents"]) == pair:
                mine.append(f"{flag['flag']}:{flag['agents'][0]}")
            else:
                others.add(frozenset(flag["agents"]))
        hands = sum(h for _e, _ev, h, _n in played[:size])
        net = sum(n for _e, _ev, _h, n in played[:size])
        test = _pair_test(report, kind, agents)
        out.append(LeagueOutcome(kind, league, size, tuple(mine), len(others), n_pairs - 1, hands, net, test))
    return out


def _pair_test(report: dict[str, Any], kind: str, agents: tuple[str, ...]) -> Any:
    """The planted pair's own test of its kind's flag (slot 0 against 1) before Holm, and the pairs tested."""
    flag = LEAGUE_FLAG.get(kind)
    tested = sum(1 for p in report["pairs"] if flag in p["tests"])
    for p in report["pairs"]:
        if (p["agent"], p["other"]) == (agents[0], agents[1]) and flag in p["tests"]:
            t = p["tests"][flag]
            return t["p"], t.get("pRow", t["p"]), t.get("pColumn", t["p"]), tested, t["units"]
    return None


def detail_report(results: list[LeagueOutcome]) -> str:
    """Where a directed planted pair's evidence falls short: its own p-values against 1/20 and
    against Holm's first step (alpha over the m pairs tested), row and column apart (a screening
    column against alpha itself); "both" is what a flag needs at Holm's first step before
    materiality."""
    from cosino.league.integrity import ALPHA, TESTS

    screens = {t.flag for t in TESTS if t.screen}
    lines = [
        "| league | episodes per pair | pair's units (min-max, mean) | pair's p <= 1/20 | row p <= alpha/m"
        " | column p <= alpha/m (a screen: <= alpha) | both |",
        "|---|---|---|---|---|---|---|",
    ]
    by: dict[tuple[str, int], list[LeagueOutcome]] = {}
    for o in results:
        if o.kind in DIRECTED:
            by.setdefault((o.kind, o.size), []).append(o)
    for (kind, size), rows in sorted(by.items(), key=lambda kv: (list(LEAGUES).index(kv[0][0]), kv[0][1])):
        tests = [o.pair_test for o in rows]
        n = len(rows)

        def count(pick: Any) -> str:
            return f"{sum(1 for t in tests if t is not None and pick(t))}/{n}"

        bar = (lambda t: ALPHA) if LEAGUE_FLAG[kind] in screens else (lambda t: ALPHA / t[3])
        units = [t[4] for t in tests if t is not None] or [0]
        spread = f"{min(units)}-{max(units)}, {_num(Fraction(sum(units), len(units)), 1)}"
        lines.append(
            f"| {kind} | {size} | {spread} | {count(lambda t: t[0] <= ALPHA)} | {count(lambda t: t[1] <= ALPHA / t[3])}"
            f" | {count(lambda t: t[2] <= bar(t))} | {count(lambda t: t[0] <= ALPHA / t[3] and t[2] <= bar(t))} |"
        )
    return "\n".join(lines) + "\n"


def league_run(
    leagues: int,
    jobs: int = 1,
    kinds: tuple[str, ...] = tuple(LEAGUES),
    progress: Any = None,
    sizes: tuple[int, ...] | None = None,
) -> list[LeagueOutcome]:
    """Every league of ``kinds`` cut at each size (``sizes``, or the standard ones up to the kind's largest)."""
    tasks = []
    for kind in kinds:
        top = LEAGUE_MAX.get(kind, 40)
        cuts = sizes or tuple(s for s in LEAGUE_SIZES if s <= top)
        tasks.extend((kind, lg, cuts) for lg in range(leagues))
    results: list[LeagueOutcome] = []
    if jobs <= 1:
        chunks = map(_league_job, tasks)
        for i, chunk in enumerate(chunks):
            results.extend(chunk)
            if progress:
                progress(i + 1, len(tasks))
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for i, chunk in enumerate(pool.map(_league_job, tasks)):
            results.extend(chunk)
            if progress:
                progress(i + 1, len(tasks))
    return results


def wilson(hits: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (text only; never reaches JSON)."""
    if not n:
        return 0.0, 1.0
    z, p = 1.959964, hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _pct(hits: int, n: int) -> str:
    lo, hi = wilson(hits, n)
    return f"{hits}/{n} ({100 * hits / n:.1f}%; 95% {100 * lo:.1f}-{100 * hi:.1f}%)" if n else "-"


def _caught(o: LeagueOutcome) -> bool:
    want = LEAGUE_FLAG.get(o.kind)
    first = LEAGUES[o.kind][1][0]
    return any(
        f == f"{want}:{first}" or (f.startswith(want + ":") and want.endswith("soft-play")) for f in o.pair_flags
    )


def league_report(results: list[LeagueOutcome], leagues: int, command: str, seconds: float) -> str:
    by: dict[tuple[str, int], list[LeagueOutcome]] = {}
    for o in results:
        by.setdefault((o.kind, o.size), []).append(o)
    lines = [
        "| league | episodes per pair | planted pair caught | other pairs flagged | pair's chips / 100 hands |",
        "|---|---|---|---|---|",
    ]
    for kind in LEAGUES:
        for size in sorted({s for k, s in by if k == kind}):
            rows = by.get((kind, size))
            if not rows:
                continue
            caught = sum(1 for o in rows if _caught(o)) if kind in LEAGUE_FLAG else None
            planted = _pct(caught, len(rows)) if caught is not None else "(no planted pair)"
            if kind in LEAGUE_FLAG:
                others, pairs = sum(o.other_flags for o in rows), sum(o.other_pairs for o in rows)
            else:
                others = sum(o.other_flags + bool(o.pair_flags) for o in rows)
                pairs = sum(o.other_pairs + 1 for o in rows)
            hands = sum(o.hands for o in rows)
            net = Fraction(100 * sum(o.pair_net for o in rows), hands or 1)
            lines.append(f"| {kind} | {size} | {planted} | {_pct(others, pairs)} | {_num(net)} |")
    lines += ["", _needed(by), ""]
    head = [
        "Written by `" + command + f"` in {seconds:.0f} s of wall time ({leagues} leagues per row).",
        "",
    ]
    return "\n".join(head + lines + [""])


def _needed(by: dict[tuple[str, int], list[LeagueOutcome]]) -> str:
    """The first league size at which each planted pair is caught in at least 90% of the leagues."""
    parts = []
    for kind in LEAGUE_FLAG:
        sizes = sorted(size for k, size in by if k == kind)
        if not sizes:
            continue
        hit = [s for s in sizes if 10 * sum(1 for o in by[(kind, s)] if _caught(o)) >= 9 * len(by[(kind, s)])]
        parts.append(f"{kind} {hit[0]}" if hit else f"{kind} more than {sizes[-1]}")
    return "Episodes a pair must share to be caught in 90% of the leagues: " + ", ".join(parts) + "."


TABLE_START = "<!-- league-audit calibration: begin -->"
TABLE_END = "<!-- league-audit calibration: end -->"


def write_league_doc(
    path: Path, text: str, start: str = TABLE_START, end: str = TABLE_END, old: str | None = None
) -> None:
    """Replace the tables between the markers of ``path`` (the whole file if it has none); ``old`` is the file's text
    when the caller read it already (the command reads it, bounded, before a run of minutes)."""
    if old is None:
        old = path.read_text(encoding="utf-8") if path.exists() else ""
    if start in old and end in old:
        before, rest = old.split(start, 1)
        after = rest.split(end, 1)[1]
        text = f"{before}{start}\n{text}{end}{after}"
    write_report(path, text)


KEPT_HEADING = "\n## Honest but unusual seats\n"  # measured by cosino_devtools.honest_styles, not by this table


def with_kept_sections(old: str, text: str) -> str:
    """``text`` followed by the part of the page ``old`` from :data:`KEPT_HEADING` on, which other commands write."""
    return text + old[old.index(KEPT_HEADING) :] if KEPT_HEADING in old else text
