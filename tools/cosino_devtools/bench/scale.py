"""``cosino bench scale``: how cost grows with the work, on a log scale, with a fitted exponent.

Five curves, each timed at points spaced evenly on a log scale:

* episode time against hands (10 to 1,000), heads-up (``holdem-hu``) and six-max
  (``holdem-6max``): an :class:`~cosino.arena.episode.Episode` played to the end by instant
  seats that answer a seeded uniform choice among the legal options (amounts uniform in range);
* audit time against hands: :func:`~cosino.diagnostics.collusion.collusion_audit` on the
  records of the six-max episode of that many hands;
* league table time against episodes (25 to 2,000): :func:`~cosino.league.table.league_table`
  over seeded six-seat episode outcomes of eight agents;
* verification time against hands (100 to 10,000): :func:`~cosino.arena.replay.verify` of a Kuhn
  episode whose seats talk at every decision (a re-run once read the whole episode's talk at each
  decision, so this curve was quadratic).

Each point runs in a fresh interpreter: a small warm-up run of the same kind (imports and the
evaluator's lazily filled tables are not timed), then one timed run; its memory is the process's
peak resident set (interpreter included, about 20 MiB of it). The exponent is the least-squares slope of log time on log
size: 1 is linear. ``python -m cosino_devtools.bench.scale --svg PATH`` also writes a log-log
plot of the five curves (``cosino bench scale`` prints the figures only: the shared ``bench``
command has no ``--svg`` option yet).
"""

from __future__ import annotations

import argparse
import json
import math
import resource
import subprocess
import sys
import time
from fractions import Fraction
from typing import Any, Callable

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.errors import printable
from cosino.primitives.files import write_atomic
from cosino.primitives.rng import Rng, derive

HANDS = (10, 30, 100, 300, 1000)
AUDIT_HANDS = (10, 30, 100, 300)
EPISODES = (25, 75, 250, 750, 2000)
VERIFY_HANDS = (100, 300, 1000, 3000, 10000)
AGENTS = tuple(f"agent-{i}" for i in range(8))


def _answer(legal: list[dict[str, Any]], rng: Rng) -> dict[str, Any]:
    option = legal[rng.randbelow(len(legal))]
    response: dict[str, Any] = {"action": option["action"]}
    if "min" in option:
        response["amount"] = option["min"] + rng.randbelow(option["max"] - option["min"] + 1)
    if option.get("cards"):
        response["card"] = option["cards"][rng.randbelow(len(option["cards"]))]
    return response


def play_episode(variant: str, hands: int, seed: int = 7) -> list[dict[str, Any]]:
    """The records of one episode of ``hands`` hands played by seeded uniform instant seats."""
    seats = 2 if variant == "holdem-hu" else 6
    ep = Episode(EpisodeConfig(variant, tuple(f"random-{i}" for i in range(seats)), hands, seed, budget=10**8))
    rng = Rng(derive("bench", "scale", variant, hands))
    while (pending := ep.pending()) is not None:
        ep.decide(_answer(pending[1]["legal"], rng))
    return ep.records


def _outcomes(count: int) -> list[Any]:
    from cosino.league.ratings import EpisodeOutcome

    rng = Rng(derive("bench", "scale", "league", count))
    out = []
    for k in range(count):
        agents = list(AGENTS)
        for i in range(6):  # partial Fisher-Yates: six of the eight agents sit
            j = i + rng.randbelow(len(agents) - i)
            agents[i], agents[j] = agents[j], agents[i]
        scores = [rng.randbelow(401) - 200 for _ in range(5)]
        scores.append(-sum(scores))
        out.append(EpisodeOutcome(f"e{k}", k, "holdem-6max", tuple(agents[:6]), tuple(Fraction(s) for s in scores)))
    return out


def _league(count: int) -> Callable[[], Any]:
    from cosino.league.table import LeagueSpec, league_table

    spec = LeagueSpec("scale", "holdem", ("holdem-6max",), AGENTS, seed=1, scheduled=count)
    outcomes = _outcomes(count)
    return lambda: league_table(spec, outcomes)


def _verify(hands: int) -> Callable[[], Any]:
    from cosino.arena.replay import verify
    from cosino.arena.scoring import results_bytes
    from cosino.primitives.canonical import jsonl_bytes

    ep = Episode(EpisodeConfig("kuhn", ("random-0", "random-1"), hands, 7, budget=10**8))
    rng = Rng(derive("bench", "scale", "verify", hands))
    while (pending := ep.pending()) is not None:
        ep.decide({**_answer(pending[1]["legal"], rng), "say": f"line {ep.decisions}"})
    replay, results = jsonl_bytes(ep.records), results_bytes(ep.records)

    def check() -> None:
        if not verify(replay, results).ok:
            raise AssertionError("an honest replay did not verify")

    return check


def _audit(hands: int) -> Callable[[], Any]:
    from cosino.diagnostics.collusion import collusion_audit

    records = [r for r in play_episode("holdem-6max", hands) if r.get("type") != "audit"]
    return lambda: collusion_audit(records)


_MAKERS: dict[str, Callable[[int], Callable[[], Any]]] = {
    "episode holdem-hu": lambda n: lambda: play_episode("holdem-hu", n),
    "episode holdem-6max": lambda n: lambda: play_episode("holdem-6max", n),
    "audit holdem-6max": _audit,
    "league table": _league,
    "verify kuhn+talk": _verify,
}
_WARM = {"league table": 5}  # a small run first: imports and lazily filled tables are not timed


def child(name: str, size: int) -> dict[str, Any]:
    """One point, in its own interpreter: seconds of one run after a small warm-up, and peak RSS."""
    make = _MAKERS[name]
    make(_WARM.get(name, 2))()
    fn = make(size)
    start = time.perf_counter()
    fn()
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}


def measure(name: str, size: int) -> tuple[float, int]:
    """(seconds, peak resident bytes of the process) of one point, run in a fresh interpreter."""
    code = (
        "import json, sys; from cosino_devtools.bench import scale; "
        "print(json.dumps(scale.child(sys.argv[1], int(sys.argv[2]))))"
    )
    done = subprocess.run([sys.executable, "-c", code, name, str(size)], capture_output=True, text=True, check=True)
    point = json.loads(done.stdout.strip().splitlines()[-1])
    return point["seconds"], point["rss"]


def exponent(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of log(time) on log(size)."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-9)) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else float("nan")


def curves(max_hands: int, max_episodes: int) -> dict[str, dict[str, Any]]:
    plans = {  # name: (unit, sizes, the largest size run)
        "episode holdem-hu": ("hands", HANDS, max_hands),
        "episode holdem-6max": ("hands", HANDS, max_hands),
        "audit holdem-6max": ("hands", AUDIT_HANDS, max_hands),
        "league table": ("episodes", EPISODES, max_episodes),
        "verify kuhn+talk": ("hands", VERIFY_HANDS, max_hands * 10),  # a Kuhn hand is small
    }
    out: dict[str, dict[str, Any]] = {}
    for name, (unit, sizes, limit) in plans.items():
        rows = []
        for size in sizes:
            if size > limit:
                continue
            seconds, rss = measure(name, size)
            rows.append((size, seconds, rss))
            print(
                f"  {name:<20} {size:>5} {unit:<8} {seconds * 1000:10.1f} ms  peak RSS {rss / 2**20:6.1f} MiB",
                flush=True,
            )
        fitted = exponent([(n, t) for n, t, _ in rows]) if len(rows) > 1 else float("nan")
        out[name] = {"unit": unit, "rows": rows, "exponent": fitted}
        print(f"  {name:<20} fitted exponent {fitted:.2f}", flush=True)
    return out


COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")


def svg_plot(data: dict[str, dict[str, Any]], width: int = 640, height: int = 420) -> str:
    """A log-log plot of time (ms) against size, one polyline per curve, with its exponent."""
    pts = [(n, t * 1000) for c in data.values() for n, t, _ in c["rows"]]
    if not pts:
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"></svg>\n'
    x0, x1 = math.floor(math.log10(min(n for n, _ in pts))), math.ceil(math.log10(max(n for n, _ in pts)))
    y0, y1 = math.floor(math.log10(min(t for _, t in pts))), math.ceil(math.log10(max(t for _, t in pts)))
    x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
    left, right, top, bottom = 60, 20, 20, 50
    pw, ph = width - left - right, height - top - bottom

    def px(n: float) -> float:
        return left + (math.log10(n) - x0) / (x1 - x0) * pw

    def py(ms: float) -> float:
        return top + ph - (math.log10(ms) - y0) / (y1 - y0) * ph

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
        'font-size="11">',
        f'<rect x="{left}" y="{top}" width="{pw}" height="{ph}" fill="none" stroke="#888"/>',
    ]
    for e in range(x0, x1 + 1):
        x = px(10**e)
        parts.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{top + ph}" stroke="#ddd"/>')
        parts.append(f'<text x="{x:.1f}" y="{top + ph + 15}" text-anchor="middle">{10**e:g}</text>')
    for e in range(y0, y1 + 1):
        y = py(10**e)
        parts.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{left - 5}" y="{y + 4:.1f}" text-anchor="end">{10**e:g}</text>')
    parts.append(
        f'<text x="{left + pw / 2}" y="{height - 12}" text-anchor="middle">hands (episodes for the league table)</text>'
    )
    parts.append(
        f'<text x="14" y="{top + ph / 2}" transform="rotate(-90 14 {top + ph / 2})" text-anchor="middle">ms</text>'
    )
    for k, (name, curve) in enumerate(data.items()):
        colour = COLOURS[k % len(COLOURS)]
        line = " ".join(f"{px(n):.1f},{py(t * 1000):.1f}" for n, t, _ in curve["rows"])
        parts.append(f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for n, t, _ in curve["rows"]:
            parts.append(f'<circle cx="{px(n):.1f}" cy="{py(t * 1000):.1f}" r="3" fill="{colour}"/>')
        label = f"{name} (exponent {curve['exponent']:.2f})"
        parts.append(f'<text x="{left + 8}" y="{top + 14 + 14 * k}" fill="{colour}">{label}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def run(args: argparse.Namespace) -> int:
    max_hands = int(getattr(args, "max_hands", None) or max(HANDS))
    max_episodes = int(getattr(args, "max_episodes", None) or max(EPISODES))
    print(f"cost against size (hands up to {max_hands}, league episodes up to {max_episodes}; log-spaced points)")
    data = curves(max_hands, max_episodes)
    svg = getattr(args, "svg", None)
    if svg:
        write_atomic(svg, svg_plot(data))  # whole or not at all, as every other output
        print(f"plot written to {printable(svg)}")  # a lone surrogate in the name cannot reach a UTF-8 terminal
    return 0


def main(argv: list[str] | None = None) -> int:
    """``python -m cosino_devtools.bench.scale [--svg PATH] [--max-hands N] [--max-episodes N]``."""
    parser = argparse.ArgumentParser(prog="cosino_devtools.bench.scale", description=__doc__.splitlines()[0])
    parser.add_argument("--svg", help="write the log-log plot (SVG) to this path")
    parser.add_argument("--max-hands", type=int, default=max(HANDS))
    parser.add_argument("--max-episodes", type=int, default=max(EPISODES))
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
