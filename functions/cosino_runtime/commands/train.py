"""``cosino train``: pick a game (``--game``), a solver (``--algo``), a number of iterations and
an output file.

Trains an average-strategy profile, shows a progress bar on stderr, and writes next to the
profile an exploitability-by-iteration table (``<stem>.exploitability.csv``) and its plot
(``<stem>.exploitability.svg``). Exploitability is OpenSpiel's convention (NashConv / 2).
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from cosino.analytics.policy_file import GAMES, policy_json, round_profile, write_atomic
from cosino.analytics.reach import ReachWalk
from cosino.analytics.tree import compiled_variant
from cosino.diagnostics.exploitability import profile_exploitability
from cosino.primitives.canonical import format_number
from cosino.primitives.errors import CosinoError, printable
from cosino.primitives.files import output_problem
from cosino.solvers import ALGORITHMS, make_solver
from cosino_runtime.commands.arguments import check_seed_text, path_option

MAX_ITERATIONS = 100_000_000  # a bound on the run: a larger count is a typo, not a plan


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="train a Kuhn or Leduc profile with a CFR-family solver")
    p.add_argument("--game", required=True, choices=(*GAMES, "holdem-hu-abstract"))
    p.add_argument("--algo", required=True, choices=ALGORITHMS)
    p.add_argument("--iterations", required=True, type=int)
    path_option(
        p,
        "--out",
        "names the profile file, and its exploitability table and plot are written beside it",
        required=True,
        help="profile JSON to write",
    )
    p.add_argument("--seed", default="0", help="seed for mccfr's sampling")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument(
        "--decimals",
        type=int,
        help="round the profile to this many decimals (rows still sum to exactly 1) and measure it exactly",
    )
    p.set_defaults(run=run)


def checkpoints(n: int) -> list[int]:
    """Four iterations per decade (1, 2, 3, 5, 10, 20, ...) and always the last one."""
    marks = {n}
    k = 1
    while k <= n:
        for m in (1, 2, 3, 5):
            if m * k <= n:
                marks.add(m * k)
        k *= 10
    return sorted(marks)


def exploitability_of(game: str, profile: dict) -> tuple[float, float]:
    walk = ReachWalk(compiled_variant(game), profile)
    br = [walk.best_response(p)[0] for p in range(2)]
    u = walk.payoffs()
    return sum(br) / 2, sum(b - x for b, x in zip(br, u))


def svg_plot(rows: list[tuple[int, float, float, float]], title: str) -> str:
    """A small log-log line plot of exploitability against iterations."""
    w, h, m = 640, 400, 60
    pts = [(it, e) for it, e, _, _ in rows if e > 0]
    if not pts:
        pts = [(1, 1.0)]
    xs = [math.log10(it) for it, _ in pts]
    ys = [math.log10(e) for _, e in pts]
    x0, x1 = min(xs), max(max(xs), min(xs) + 1)
    y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
    if y1 == y0:
        y1 += 1

    def sx(x: float) -> float:
        return m + (x - x0) / (x1 - x0) * (w - 2 * m)

    def sy(y: float) -> float:
        return h - m - (y - y0) / (y1 - y0) * (h - 2 * m)

    line = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in zip(xs, ys))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">',
        f'<rect width="{w}" height="{h}" fill="white"/>',
        f'<text x="{w / 2}" y="20" text-anchor="middle">{title}</text>',
        f'<line x1="{m}" y1="{h - m}" x2="{w - m}" y2="{h - m}" stroke="black"/>',
        f'<line x1="{m}" y1="{m}" x2="{m}" y2="{h - m}" stroke="black"/>',
        f'<text x="{w / 2}" y="{h - 15}" text-anchor="middle">iterations (log scale)</text>',
        f'<text x="15" y="{h / 2}" transform="rotate(-90 15 {h / 2})" text-anchor="middle">'
        "exploitability (log scale)</text>",
    ]
    for y in range(y0, y1 + 1):
        parts.append(f'<text x="{m - 5}" y="{sy(y) + 4:.1f}" text-anchor="end">1e{y}</text>')
        parts.append(f'<line x1="{m}" y1="{sy(y):.1f}" x2="{w - m}" y2="{sy(y):.1f}" stroke="#ddd"/>')
    for d in range(math.floor(x0), math.ceil(x1) + 1):
        if x0 <= d <= x1:
            parts.append(f'<text x="{sx(d):.1f}" y="{h - m + 16}" text-anchor="middle">1e{d}</text>')
    parts.append(f'<polyline fill="none" stroke="#c03" stroke-width="2" points="{line}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _bar(done: int, total: int, expl: float | None) -> None:
    width = 30
    filled = width * done // max(total, 1)
    tail = f"  exploitability {expl:.6g}" if expl is not None else ""
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}{tail}")
    sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    check_seed_text(args.seed)
    if args.game == "holdem-hu-abstract":  # the advisor's abstraction trains in its own module
        from cosino_runtime.commands.train_holdem import run as run_holdem

        return run_holdem(args)
    if not 1 <= args.iterations <= MAX_ITERATIONS:
        raise CosinoError(f"--iterations: must be between 1 and {MAX_ITERATIONS}, got {args.iterations}")
    if args.decimals is not None and not 1 <= args.decimals <= 30:
        raise CosinoError(f"--decimals: must be between 1 and 30, got {args.decimals}")
    stem = args.out[:-5] if args.out.endswith(".json") else args.out
    for path in (args.out, stem + ".exploitability.csv", stem + ".exploitability.svg"):
        problem = output_problem(path)  # checked before the run: the profile would be written, then the table fail
        if problem is not None:
            raise CosinoError(f"--out {args.out}: " + (problem if path == args.out else f"{path} {problem}"))
    tree = compiled_variant(args.game)
    solver = make_solver(tree, args.algo, seed=args.seed)
    marks = set(checkpoints(args.iterations))
    rows: list[tuple[int, float, float, float]] = []
    start = time.perf_counter()
    spent = 0.0
    last: float | None = None
    step = max(1, args.iterations // 50)
    for it in range(1, args.iterations + 1):
        t0 = time.perf_counter()
        solver.iterate()
        spent += time.perf_counter() - t0
        if it in marks:
            expl, conv = exploitability_of(args.game, solver.average_profile())
            rows.append((it, expl, conv, spent))
            last = expl
        if not args.quiet and (it % step == 0 or it == args.iterations):
            _bar(it, args.iterations, last)
    if not args.quiet:
        sys.stderr.write("\n")
    final = rows[-1][1]
    table = "iteration,exploitability,nash_conv,solver_seconds\n" + "".join(
        f"{it},{e:.12g},{c:.12g},{s:.3f}\n" for it, e, c, s in rows
    )
    meta: dict[str, object] = dict(game=args.game, algo=args.algo, iterations=args.iterations, exploitability=final)
    if args.algo == "mccfr":
        meta["seed"] = args.seed
    profile: dict = solver.average_profile()
    if args.decimals is not None:
        profile = round_profile(profile, args.decimals)
        exact = profile_exploitability(args.game, profile)
        meta["exploitability"] = format_number(exact)  # measured exactly on the rounded table
        meta["decimals"] = args.decimals
        final = float(exact)
    write_atomic(args.out, policy_json(profile, **meta))
    write_atomic(stem + ".exploitability.csv", table)
    write_atomic(stem + ".exploitability.svg", svg_plot(rows, f"{args.game} {args.algo}: exploitability by iteration"))
    print(
        f"{args.game} {args.algo}: {args.iterations} iterations in {time.perf_counter() - start:.1f}s, "
        f"exploitability {final:.6g}"
    )
    print(f"profile: {printable(str(args.out))}")
    print(f"table:   {printable(str(stem))}.exploitability.csv")
    print(f"plot:    {printable(str(stem))}.exploitability.svg")
    return 0
