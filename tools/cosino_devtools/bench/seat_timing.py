"""How long the arena's own seats take per decision, and what that time says of their cards.

    python -m cosino_devtools.bench.seat_timing [--seeds 8] [--hands 20] [--advisor advisor:200]

Plays heads-up Hold'em episodes of the house seat against the advisor (seeds 1..N) and times
each seat's ``act`` with ``time.perf_counter``. Prints each seat's median, 90th and 99th
percentile and largest time, the house's preflop decisions split by whether it holds a pair,
and the same decisions as an outside agent would see them with the runtime's pacing
(``cosino_runtime.engine.asking.pace_of``): whole paces of each seat's own. Then, per street, how the
advisor's paced times split between decisions where its hole cards pair (each other or the
board) and the rest: where the shares differ, the pacing lets its time hint at its cards.
docs/seats.md quotes it.
"""

from __future__ import annotations

import argparse
import statistics
import time

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.errors import CosinoError
from cosino.seats.advisor_seat import check_advisor_name
from cosino.seats.house import decision_rng
from cosino_runtime.engine.asking import DECISION_QUANTUM_S, pace_of, paced_seconds
from cosino_runtime.seats.registry import build_seat

SEATS = ("house", "advisor:200")
STREETS = ("preflop", "flop", "turn", "river")


def _summary(label: str, ms: list[float]) -> str:
    xs = sorted(ms)
    pick = lambda q: xs[min(int(q * len(xs)), len(xs) - 1)]  # noqa: E731
    return (
        f"{label:<26} n {len(xs):>4}  median {statistics.median(xs):7.3f}  p90 {pick(0.9):7.3f}"
        f"  p99 {pick(0.99):7.3f}  max {xs[-1]:7.3f} ms"
    )


def _pairs(observation: dict) -> bool:
    """Whether a hole card pairs the other hole card or the board (a fact of private cards)."""
    ranks = [c[0] for c in list(observation["cards"]) + list(observation.get("board") or [])]
    return any(ranks.count(c[0]) >= 2 for c in observation["cards"])


def measure(seeds: int, hands: int, seats: tuple[str, str] = SEATS) -> dict[str, list[float]]:
    """Milliseconds per decision by seat, the house's preflop decisions with and without a pair, and
    the advisor's (``seats[1]``) by street with and without a pair."""
    advisor = seats[1]
    times: dict[str, list[float]] = {name: [] for name in seats}
    times["house preflop, pair"] = []
    times["house preflop, no pair"] = []
    for street in STREETS:
        times[f"{street}, pair"] = []
        times[f"{street}, no pair"] = []
    for seed in range(1, seeds + 1):
        config = EpisodeConfig("holdem-hu", seats, hands=hands, seed=seed)
        episode = Episode(config)
        k = 0
        while (pending := episode.pending()) is not None:
            slot, observation = pending
            name = config.agents[slot]
            seat = build_seat(name, config.variant, decision_rng(seed, slot, k))
            start = time.perf_counter()
            response = seat.act(observation)
            ms = (time.perf_counter() - start) * 1000
            times[name].append(ms)
            if name == "house" and observation["street"] == "preflop":
                first, second = observation["cards"]
                times["house preflop, " + ("pair" if first[0] == second[0] else "no pair")].append(ms)
            if name == advisor:
                times[f"{observation['street']}, " + ("pair" if _pairs(observation) else "no pair")].append(ms)
            episode.decide(response)
            k += 1
    return times


def paced(ms: float, pace_s: float = DECISION_QUANTUM_S) -> float:
    """The time an outside agent sees for a decision of ``ms`` under the runtime's pacing (``pace_s`` a decision)."""
    return paced_seconds(ms / 1000, pace_s) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cosino_devtools.bench.seat_timing")
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--advisor", default=SEATS[1], help="the advisor seat's name (advisor:N[:depth])")
    args = parser.parse_args(argv)
    if not args.advisor.startswith("advisor"):
        parser.error(f"--advisor {args.advisor[:80]!r}: not an advisor seat (advisor, advisor:N or advisor:N:depth)")
    try:
        check_advisor_name(args.advisor, "holdem-hu")
    except CosinoError as exc:
        parser.error(f"--advisor: {exc}")
    seats = ("house", args.advisor)
    times = measure(args.seeds, args.hands, seats)
    print(f"heads-up Hold'em, {' vs '.join(seats)}, seeds 1..{args.seeds}, {args.hands} hands each")
    for label, ms in times.items():
        if ms:
            print(_summary(label, ms))
    house_pace = pace_of(build_seat("house", "holdem-hu", decision_rng(0, 0, 0)))
    advisor_pace = pace_of(build_seat(args.advisor, "holdem-hu", decision_rng(0, 1, 0)))
    paces = f"the house in paces of {house_pace * 1000:g} ms, the advisor in {advisor_pace * 1000:g} ms"
    print(f"as an outside agent sees them, {paces}:")
    for label, ms in times.items():
        if ms:
            pace = house_pace if label.startswith("house") else advisor_pace
            print(_summary(label, [paced(v, pace) for v in ms]))
    print(f"{args.advisor}'s paced times by street, with and without a pair (share of decisions per time):")
    for street in STREETS:
        for label in (f"{street}, pair", f"{street}, no pair"):
            print(f"{label:<18} {_shares([paced(v, advisor_pace) for v in times[label]])}")
    return 0


def _shares(paced_ms: list[float]) -> str:
    if not paced_ms:
        return "n 0"
    counts = {v: paced_ms.count(v) for v in sorted(set(paced_ms))}
    return f"n {len(paced_ms):>4}  " + "  ".join(f"{v:g} ms {c / len(paced_ms):6.1%}" for v, c in counts.items())


if __name__ == "__main__":
    raise SystemExit(main())
