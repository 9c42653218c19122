"""``cosino train --game holdem-hu-abstract --algo mccfr --iterations N --seed 0,1,2 --out S.json``.

Trains the heads-up Hold'em abstraction (cosino.advisor.abstraction) with external-sampling MCCFR,
one run per seed with four checkpoints, shows a progress bar on stderr, and writes the artifact
(strategy, config signature, per-key confidence table) that ``cosino advise --solver`` reads.
Called from the ``train`` command when ``--game holdem-hu-abstract`` is given.
"""

from __future__ import annotations

import argparse
import sys
import time

from cosino.advisor.abstraction import AbstractionConfig, HoldemAbstractGame, audit_flags
from cosino.advisor.mccfr import repeated_seed, train_seeds
from cosino.advisor.solver_gate import MIN_VISITS
from cosino.advisor.strategy import write_artifact
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import output_problem

CHECKPOINTS = 4
# Bounds on one run: about 170 iterations a second per seed here (300 in 1.8 s), so the largest
# run is some 1.6 hours per seed; a larger count is a typo, not a plan.
MAX_ITERATIONS = 1_000_000
MAX_SEEDS = 8


def run(args: argparse.Namespace) -> int:
    if args.algo != "mccfr":
        raise CosinoError(f"--algo: the hold'em abstraction trains with mccfr only, not {args.algo}")
    if args.decimals is not None:  # its artifact is visit counts and strategies, not a policy table
        raise CosinoError("--decimals: rounds kuhn and leduc profiles only, not the hold'em abstraction's artifact")
    if not 1 <= args.iterations <= MAX_ITERATIONS:
        raise CosinoError(f"--iterations: must be between 1 and {MAX_ITERATIONS} for this game, got {args.iterations}")
    seeds = [s.strip() for s in str(args.seed).split(",") if s.strip()]
    if not 1 <= len(seeds) <= MAX_SEEDS:
        raise CosinoError(f"--seed: give 1 to {MAX_SEEDS} seeds, comma-separated, got {len(seeds)}")
    twice = repeated_seed(seeds)
    if twice is not None:  # checked before the run, as train_seeds would refuse it after the bar appeared
        raise CosinoError(f"--seed: {quoted(twice)} is given twice; each seed is a separate run")
    problem = output_problem(args.out)
    if problem is not None:
        raise CosinoError(f"--out {args.out}: {problem}")
    config = AbstractionConfig()
    start = time.perf_counter()

    def bar(done: int, total: int) -> None:
        if args.quiet:
            return
        width = 30
        filled = width * done // max(total, 1)
        sys.stderr.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} iterations ({time.perf_counter() - start:.0f}s)"
        )
        sys.stderr.flush()

    trained = train_seeds(
        HoldemAbstractGame(config), args.iterations, seeds, CHECKPOINTS, progress=bar, audit=audit_flags
    )
    if not args.quiet:
        sys.stderr.write("\n")
    write_artifact(args.out, config, trained)
    keys = len(trained.strategy)
    well = sum(1 for c in trained.confidence.values() if c["visits"] >= MIN_VISITS)
    print(
        f"holdem-hu-abstract mccfr: {args.iterations} iterations x {len(seeds)} seeds in "
        f"{time.perf_counter() - start:.1f}s; {keys} keys, {well} with at least {MIN_VISITS} visits (the gate's bar)"
    )
    print(f"signature {config.signature()}  checkpoints {trained.checkpoints}")
    print(f"strategy: {printable(str(args.out))}")
    return 0
