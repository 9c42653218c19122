"""``cosino advise STATE.json``: print the advisor's report for one table state.

STATE.json is an object as read by ``cosino.advisor.state.state_from_dict`` (seats with stack,
committed and folded; hero; dealer; hero_cards; board; pot; blinds; actor; history). A state that
cannot be formed ends with one line naming the field (exit 2); a state that cannot be trusted
prints a refusal with its codes (exit 0: the refusal is the answer).
"""

from __future__ import annotations

import argparse
import json

from cosino.advisor.decision import MAX_SAMPLES, MIN_SAMPLES, DecisionConfig
from cosino.advisor.pipeline import analyze, load_solver, observe_manual, observe_screenshot
from cosino.advisor.rollout import DEFAULT_BATCHES, MAX_BATCHES, MAX_RESAMPLED_BATCHES, MAX_RESAMPLES, bootstrap_work
from cosino.advisor.strategy import LookupMiss
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import read_input
from cosino.primitives.jsonsafe import loads
from cosino_runtime.commands.arguments import check_seed_text, path_option

MAX_STATE_BYTES = 1024 * 1024  # a table state is a few hundred bytes


def add_budget_options(p: argparse.ArgumentParser, rollouts: int = 1000) -> None:
    p.add_argument("--equity", type=int, default=1000, help="equity samples")
    p.add_argument("--rollouts", type=int, default=rollouts, help="rollout samples per candidate (0: heuristic only)")
    p.add_argument(
        "--bootstrap",
        type=int,
        default=DecisionConfig.bootstrap_resamples,
        help=f"paired bootstrap resamples of the rollouts (0: off; at most {MAX_RESAMPLES})",
    )
    p.add_argument(
        "--batches",
        type=int,
        default=DEFAULT_BATCHES,
        help=f"batches the bootstrap resamples (1 to {MAX_BATCHES}; times resamples at most {MAX_RESAMPLED_BATCHES})",
    )
    p.add_argument("--seed", default="0")
    p.add_argument("--depth", choices=("street", "showdown"), default="street")
    p.add_argument("--response", choices=("behavior", "mdf_range", "mdf_linear", "mdf_calibrated"), default="behavior")
    p.add_argument(
        "--model",
        choices=("regular", "station"),
        default=None,
        help="behaviour model of the opponents (--response behavior only; default regular)",
    )
    path_option(p, "--solver", help="a trained holdem-hu-abstract strategy (cosino train --game holdem-hu-abstract)")
    p.add_argument(
        "--subgame",
        choices=("on", "off"),
        default="on",
        help="solve heads-up turn and river subgames (numpy) between the solver lookup and the rollouts",
    )


def config_from(args: argparse.Namespace) -> DecisionConfig:
    for name in ("equity", "rollouts"):
        count = getattr(args, name)
        if not (count == 0 or MIN_SAMPLES <= count <= MAX_SAMPLES):
            raise CosinoError(f"--{name}: must be 0 (off) or between {MIN_SAMPLES} and {MAX_SAMPLES}, got {count}")
    check_bootstrap_options(args.bootstrap, args.batches)
    solver = load_solver(args.solver) if args.solver else None
    if isinstance(solver, LookupMiss):  # a file that can answer no spot at all: the user named the wrong one
        raise CosinoError(f"--solver: {solver.message} ({solver.code})")
    if args.model is not None and args.response != "behavior":  # the MDF responders read no behaviour model
        raise CosinoError(f"--model: applies to --response behavior only, not {args.response}")
    params = {"model": args.model or "regular"} if args.response == "behavior" else None
    sources = subgame_sources() if getattr(args, "subgame", "off") == "on" else ()
    return DecisionConfig(
        equity_simulations=args.equity,
        rollout_simulations=args.rollouts,
        seed=check_seed_text(args.seed),
        rollout_depth=args.depth,
        rollout_response=args.response,
        rollout_response_params=params,
        solver=solver,
        sources=sources,
        bootstrap_resamples=args.bootstrap,
        bootstrap_batches=args.batches,
    )


def check_bootstrap_options(resamples: int, batches: int) -> None:
    """``--bootstrap`` and ``--batches`` within their ranges and, taken together, within the bootstrap's work bound."""
    if not 0 <= resamples <= MAX_RESAMPLES:
        raise CosinoError(f"--bootstrap: must be 0 (off) or between 1 and {MAX_RESAMPLES}, got {resamples}")
    if not 1 <= batches <= MAX_BATCHES:
        raise CosinoError(f"--batches: must be between 1 and {MAX_BATCHES}, got {batches}")
    problem = bootstrap_work(resamples, batches) if resamples else None
    if problem is not None:
        raise CosinoError(f"--bootstrap x --batches: {problem}")


def subgame_sources() -> tuple:
    """The subgame solver as a cascade source, or none when numpy is missing (the core works without)."""
    try:
        from cosino_runtime.subgame import SubgameSource
    except ImportError:  # numpy is an optional (dev) dependency
        return ()
    return (SubgameSource(),)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("advise", help="the Hold'em advisor's report for one table state (JSON)")
    p.add_argument("state", help="STATE.json (or an image path: refused, screen reading is not supported)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    add_budget_options(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    config = config_from(args)
    if args.state.lower().endswith((".png", ".jpg", ".jpeg", ".bmp", ".gif", ".webp")):
        observation = observe_screenshot(args.state)
    else:
        raw = read_input(args.state, MAX_STATE_BYTES)  # a FIFO or a device is refused, not waited on
        if not raw.strip():
            raise CosinoError(f"{args.state}: the file is empty (expected a JSON object)")
        data = loads(
            raw, args.state, max_bytes=MAX_STATE_BYTES, unique_keys=True
        )  # bounded, no NaN, no twice-named key
        try:
            observation = observe_manual(data)
        except CosinoError as exc:
            raise CosinoError(f"{args.state}: {exc}") from None
    report = analyze(observation, config)
    if args.json:
        print(json.dumps(report.to_dict(), indent=1, sort_keys=True, default=str))
    else:
        print(report.format())
    return 0
