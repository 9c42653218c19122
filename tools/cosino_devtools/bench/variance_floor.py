"""The most any board-luck correction could remove, measured: issue 17's floor.

A luck adjustment with terms at the chance events after the deal (each street's board cards,
an all-in runout) can at best replace a duplicate pair's unit by its expectation given the
deal's hole cards: with a perfect value function its terms telescope to exactly that. What is
left, the variance across deals of E[unit | hole cards], is the seats' play on those cards, and
no such correction removes it. So var(unit) / var(E[unit | hole cards]) bounds the hands ratio
of every chance-term adjustment, however good its value function.

This estimates both variances directly. For each duplicate pair of the measured episodes of
``cosino bench variance`` (seeds 1..N, EPISODE_HANDS hands), it keeps the pair's hole cards,
deals ``--samples`` fresh boards from the cards left (``Rng(derive("variance-floor", seed,
pair, k))``) and plays both hands of the pair again on each, the seats drawing from fresh
streams too (so their own randomness counts as luck, which only lowers the floor). With W the
mean variance within a pair's samples and M the variance of the pair means over pairs, the
between-deal variance is B = M - W / K (unbiased), the total T = W + B, and the bound is T / B,
with a seeded 95% bootstrap interval over the pairs.

    python -m cosino_devtools.bench.variance_floor --seeds 20 --samples 24 --jobs 2
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from cosino.arena.episode import Episode, EpisodeConfig, hand_deck
from cosino.games.registry import get_variant
from cosino.primitives.rng import Rng, derive
from cosino_devtools.bench.variance import EPISODE_HANDS, MATCHUPS, RATIO_RESAMPLES, TABLES


class PairEpisode(Episode):
    """Hands 2p and 2p+1 of the episode ``config`` describes, both dealt ``deck``.

    The slots sit as they do in those hands of the full episode (its seating and the pair's
    rotation); only the deck is ours.
    """

    def __init__(self, config: EpisodeConfig, pair: int, deck: list[str]) -> None:
        self._first = 2 * pair
        self._pair_deck = deck
        super().__init__(EpisodeConfig(config.variant, config.agents, 2 * pair + 2, config.seed, budget=10**6))

    def _next_hand(self) -> None:
        self.hand_index = max(self.hand_index, self._first - 1)
        super()._next_hand()

    def _deck(self, hand_index: int) -> list[str]:
        return list(self._pair_deck)

    def _diagnose(self) -> None:
        """None: the audits read whole episodes from hand 0, and two hands of one are not."""


def reboarded(config: EpisodeConfig, pair: int, k: int) -> list[str]:
    """The pair's deck with its hole cards kept and the rest shuffled again (sample ``k``)."""
    deck = hand_deck(get_variant(config.variant), config.seed, 2 * pair)
    hole = 2 * len(config.agents)  # every ladder seat is dealt in: the hole cards are the deck's front
    board = deck[hole:]
    Rng(derive("variance-floor", config.seed, pair, k)).shuffle(board)
    return deck[:hole] + board


def _pair_units(job: tuple[str, tuple[str, ...], int, int]) -> list[list[float]]:
    """For one seed: per duplicate pair, the unit of each of ``samples`` reboarded replays."""
    from cosino.league.power import episode_differences
    from cosino.seats.house import decision_rng
    from cosino_runtime.seats.registry import build_seat

    variant, agents, seed, samples = job
    key = (min(agents), max(agents))
    config = EpisodeConfig(variant, agents, EPISODE_HANDS, seed)
    out = []
    for pair in range(EPISODE_HANDS // 2):
        units = []
        for k in range(samples):
            ep = PairEpisode(config, pair, reboarded(config, pair, k))
            streams = int.from_bytes(derive("variance-floor-seats", seed, pair, k)[:7], "big")
            while (pending := ep.pending()) is not None:
                slot, obs = pending
                ep.decide(build_seat(agents[slot], variant, decision_rng(streams, slot, ep.decisions)).act(obs))
            (unit,) = episode_differences(ep.records)[key]["duplicate"]
            units.append(float(unit))
        out.append(units)
    return out


def floor_ratio(pairs: list[list[float]]) -> tuple[float, float, float]:
    """(T, B, T / B) from each pair's sampled units (see the module docstring)."""
    k = len(pairs[0])
    means = [sum(u) / k for u in pairs]
    within = sum(sum((x - m) ** 2 for x in u) / (k - 1) for u, m in zip(pairs, means)) / len(pairs)
    grand = sum(means) / len(means)
    between = sum((m - grand) ** 2 for m in means) / (len(means) - 1) - within / k
    total = within + between
    return total, between, (total / between if between > 0 else float("inf"))


def floor_interval(pairs: list[list[float]], label: str) -> tuple[float, float]:
    rng = Rng(derive(0, "variance-floor-bootstrap", label, len(pairs)))
    ratios = sorted(floor_ratio([pairs[rng.randbelow(len(pairs))] for _ in pairs])[2] for _ in range(RATIO_RESAMPLES))
    return ratios[int(0.025 * RATIO_RESAMPLES)], ratios[int(0.975 * RATIO_RESAMPLES) - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="episodes per row, seeds 1..N")
    parser.add_argument("--samples", type=int, default=24, help="boards dealt again per duplicate pair")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rows", default="", help="only rows whose 'variant a b' contains this text")
    args = parser.parse_args(argv)
    if args.seeds < 2 or args.samples < 2 or args.jobs < 1:
        parser.error("--seeds and --samples must be at least 2, and --jobs at least 1")
    print(
        f"{args.seeds} episodes per row (seeds 1..{args.seeds}, {EPISODE_HANDS // 2} duplicate pairs each), "
        f"{args.samples} boards per pair; units in chips per pair"
    )
    print("| table | matchup | pairs | sd of a unit | sd of E[unit given hole cards] | best hands ratio (95% CI) |")
    print("|---|---|---|---|---|---|")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for variant, copies in TABLES:
            for a, b in MATCHUPS:
                if args.rows not in f"{variant} {a} {b}":
                    continue
                start = time.perf_counter()
                jobs = [(variant, (a, b) * copies, seed, args.samples) for seed in range(1, args.seeds + 1)]
                pairs = [p for per_seed in pool.map(_pair_units, jobs) for p in per_seed]
                total, between, ratio = floor_ratio(pairs)
                low, high = floor_interval(pairs, f"{variant} {a} {b}")
                print(
                    f"| {variant} | {a} vs {b} | {len(pairs)} | {total**0.5:.1f} | {max(between, 0) ** 0.5:.1f} "
                    f"| {ratio:.2f} ({low:.2f}-{high:.2f}) | <!-- {time.perf_counter() - start:.0f} s -->",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
