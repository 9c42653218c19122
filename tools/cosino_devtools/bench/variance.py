"""``cosino bench variance``: how much the luck adjustment cuts the hands a comparison needs.

For each matchup (house vs random, house vs advisor, advisor vs a fake model seat), heads-up
(``holdem-hu``) and six-max (``holdem-6max``, the two agents alternating round the table), it
plays ``--episodes`` episodes (or ``--seconds``, read as a count) of EPISODE_HANDS hands on the fixed seeds 1, 2, ...
and measures, for the difference of the two agents' nets per hand:

- the standard deviation per hand: raw, raw + luck, duplicate, duplicate + luck
  (:mod:`cosino.league.power`, :mod:`cosino.diagnostics.luck`);
- the ratio of hands needed, duplicate over duplicate + luck (the variance ratio: at a fixed
  true difference the hands needed scale with the variance per hand), with a seeded 95%
  percentile bootstrap interval over the duplicate pairs (the ratio's own sampling noise);
- the CPU time per hand of the adjustment (``time.process_time`` around ``luck_adjusted``).

Then, when Node and ``node_modules/pyodide`` are present, the core wheel is built and Pyodide
times the same adjustment on the heads-up house-vs-random replays and prints the SHA-256 of its
bytes next to CPython's. Goals (issue 17): at least 4x fewer hands than duplicate alone at
heads-up, 2x at six-max, under 5 ms of CPU per hand in CPython.

Run directly with ``python -m cosino_devtools.bench.variance --episodes N``. With ``--fit S1:S2:...``
it instead plays the matchups without a random seat on seeds FIT_SEED, FIT_SEED + 1, ... (disjoint
from the measured seeds) and prints the hands ratio for each candidate ``CHANCE_SCALE`` of the
luck module: how its frozen value was chosen.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

EPISODE_HANDS = 20
RATIO_RESAMPLES = 1000
FIT_SEED = 101
MATCHUPS = (("house", "random"), ("house", "advisor:200"), ("advisor:200", "fake:json"))
TABLES = (("holdem-hu", 1), ("holdem-6max", 3))  # variant, copies of each agent
PYODIDE_CODE = """
import hashlib, os, time
from cosino.arena.replay import read_replay
from cosino.diagnostics.luck import luck_adjusted
from cosino.primitives.canonical import dump_bytes
h = hashlib.sha256(); cpu = 0.0; hands = 0
for name in sorted(os.listdir(FOLDER)):
    records = read_replay(open(FOLDER + "/" + name, "rb").read(), name)
    start = time.process_time()
    out = luck_adjusted(records)
    cpu += time.process_time() - start
    hands += len(out["perHand"])
    h.update(dump_bytes(out))
print(LABEL, h.hexdigest(), hands, f"{1000 * cpu / hands:.2f}")
"""


def play(variant: str, agents: tuple[str, ...], seed: int) -> list[dict[str, Any]]:
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.seats.house import decision_rng
    from cosino_runtime.seats.registry import build_seat

    ep = Episode(EpisodeConfig(variant, agents, EPISODE_HANDS, seed, budget=EPISODE_HANDS * 80))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(build_seat(agents[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


def measure(episodes: list[list[dict[str, Any]]], a: str, b: str) -> dict[str, Any]:
    """Standard deviations per hand by method, the hands ratio and the CPU per hand of the adjustment."""
    from cosino.diagnostics.luck import luck_adjusted
    from cosino.league.power import episode_differences, mean_variance, sqrt_decimal

    cpu = 0.0
    hands = 0
    units: dict[str, list[Fraction]] = {"raw": [], "rawLuck": [], "duplicate": [], "luck": []}
    for records in episodes:
        start = time.process_time()
        out = luck_adjusted(records)
        cpu += time.process_time() - start
        hands += len(out["perHand"])
        diffs = episode_differences(records)[(min(a, b), max(a, b))]
        units["raw"] += diffs["raw"]
        units["duplicate"] += [u / 2 for u in diffs["duplicate"]]
        units["luck"] += [u / 2 for u in diffs["luck"]]
        units["rawLuck"] += _raw_luck(records, a, b)
    var = {m: mean_variance(v)[1] * (2 if m in ("duplicate", "luck") else 1) for m, v in units.items()}
    return {
        "hands": hands,
        "sd": {m: sqrt_decimal(v, 2) for m, v in var.items()},
        "ratio": var["duplicate"] / var["luck"] if var["luck"] else None,
        "ratioInterval": ratio_interval(units["duplicate"], units["luck"]),
        "ratioRaw": var["raw"] / var["luck"] if var["luck"] else None,
        "cpuMsPerHand": 1000 * cpu / max(1, hands),
    }


def ratio_interval(dup: list[Fraction], luck: list[Fraction]) -> tuple[float, float]:
    """A seeded 95% percentile bootstrap interval of var(dup) / var(luck), resampling the pairs together."""
    from cosino.primitives.rng import Rng, derive

    rng = Rng(derive(0, "bench-variance", len(dup)))
    xs, ys = [float(v) for v in dup], [float(v) for v in luck]

    def var(values: list[float]) -> float:
        mean = sum(values) / len(values)
        return sum((v - mean) ** 2 for v in values)

    ratios = []
    for _ in range(RATIO_RESAMPLES):
        pick = [rng.randbelow(len(xs)) for _ in xs]
        denominator = var([ys[i] for i in pick])
        ratios.append(var([xs[i] for i in pick]) / denominator if denominator else float("inf"))
    ratios.sort()
    return ratios[int(0.025 * RATIO_RESAMPLES)], ratios[int(0.975 * RATIO_RESAMPLES) - 1]


def _raw_luck(records: list[dict[str, Any]], a: str, b: str) -> list[Fraction]:
    from cosino.diagnostics.luck import hand_corrections

    agents = [s["agent"] for s in records[0]["seats"]]
    corr = hand_corrections(records)
    out = []
    for r in records:
        if r.get("type") == "handEnd":
            vals = [Fraction(v) + corr[r["hand"]][s] for s, v in enumerate(r["nets"])]
            out.append(
                sum(v for s, v in enumerate(vals) if agents[s] == min(a, b))
                - sum(v for s, v in enumerate(vals) if agents[s] == max(a, b))
            )
    return out


def _row(variant: str, a: str, b: str, m: dict[str, Any]) -> str:
    sd = m["sd"]
    low, high = m["ratioInterval"]
    ratio = "-" if m["ratio"] is None else f"{float(m['ratio']):.2f} ({low:.2f}-{high:.2f})"
    ratio_raw = "-" if m["ratioRaw"] is None else f"{float(m['ratioRaw']):.2f}"
    return (
        f"| {variant} | {a} vs {b} | {m['hands']} | {float(sd['raw']):.2f} | {float(sd['rawLuck']):.2f} "
        f"| {float(sd['duplicate']):.2f} | {float(sd['luck']):.2f} | {ratio} | {ratio_raw} | {m['cpuMsPerHand']:.2f} |"
    )


def episodes_per_row(args: argparse.Namespace) -> int:
    """``--episodes``, or else ``--seconds`` read as a count (how this bench was first run), at least 1."""
    episodes = getattr(args, "episodes", None)
    if episodes is not None:
        return max(1, int(episodes))
    return max(1, int(getattr(args, "seconds", 2.0)))


def run(args: argparse.Namespace) -> int:
    from cosino.games.poker.evaluator import warm_up

    count = episodes_per_row(args)
    start = time.process_time()
    warm_up()  # the evaluator's tables, built once per process: not charged to the hands
    print(f"evaluator tables built in {time.process_time() - start:.2f} s of CPU (once per process)")
    print(
        f"{count} episodes of {EPISODE_HANDS} hands per row, seeds 1..{count}; "
        "the difference of the two agents' nets per hand"
    )
    print(
        "| table | matchup | hands | sd raw | sd raw+luck | sd duplicate | sd dup+luck "
        "| hands ratio dup/(dup+luck) (95% bootstrap) | raw/(dup+luck) | adjustment CPU ms/hand |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    keep: list[list[dict[str, Any]]] = []
    for variant, copies in TABLES:
        for a, b in MATCHUPS:
            start = time.perf_counter()
            episodes = [play(variant, (a, b) * copies, seed) for seed in range(1, count + 1)]
            if (variant, a, b) == ("holdem-hu", "house", "random"):
                keep = episodes
            print(
                _row(variant, a, b, measure(episodes, a, b))
                + f" <!-- played in {time.perf_counter() - start:.0f} s -->"
            )
    _pyodide(keep)
    return 0


def fit(args: argparse.Namespace) -> int:
    """The hands ratio of each candidate chance scale, on seeds disjoint from the measured ones."""
    import math

    from cosino.diagnostics import luck
    from cosino.games.poker.evaluator import warm_up

    warm_up()
    count = episodes_per_row(args)
    scales = [Fraction(x) for x in args.fit.split(":")]
    rows = [(v, a, b) for v, copies in TABLES for a, b in MATCHUPS if "random" not in (a, b)]
    played = {
        (v, a, b): [play(v, (a, b) * dict(TABLES)[v], s) for s in range(FIT_SEED, FIT_SEED + count)] for v, a, b in rows
    }
    print(
        f"{count} episodes per row, seeds {FIT_SEED}..{FIT_SEED + count - 1}; rows: "
        + "; ".join(f"{v} {a} vs {b}" for v, a, b in rows)
    )
    frozen = luck.CHANCE_SCALE
    try:
        for scale in scales:
            luck.CHANCE_SCALE = scale
            ratios = [float(measure(played[row], row[1], row[2])["ratio"]) for row in rows]
            geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
            print(f"scale {scale}: " + " ".join(f"{r:.3f}" for r in ratios) + f"  geometric mean {geo:.3f}")
    finally:
        luck.CHANCE_SCALE = frozen
    return 0


def _pyodide(episodes: list[list[dict[str, Any]]]) -> None:
    from cosino.primitives.canonical import jsonl_bytes
    from cosino_devtools.bench.audit import build_core_wheel, run_in_pyodide

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "replays"
        folder.mkdir()
        for i, records in enumerate(episodes):
            (folder / f"e{i:03d}.jsonl").write_bytes(jsonl_bytes(records))
        code = PYODIDE_CODE.replace("FOLDER", repr(str(folder))).replace("LABEL", repr("cpython"))
        exec(compile(code, "<bench-variance>", "exec"), {})  # prints the CPython line
        try:
            wheel = build_core_wheel(Path(tmp) / "wheel")
            files = {path: f"/replays/{path.name}" for path in sorted(folder.iterdir())}
            code = PYODIDE_CODE.replace("FOLDER", repr("/replays")).replace("LABEL", repr("pyodide"))
            done = run_in_pyodide(wheel, files, code)
        except RuntimeError as exc:
            print(f"pyodide: skipped ({exc})")
            return
        print(done.stdout.strip() if done.returncode == 0 else f"pyodide failed: {done.stderr.strip()[-400:]}")
    print(
        "columns: interpreter, SHA-256 of the luckAdjusted bytes of the holdem-hu house-vs-random replays, "
        "hands, CPU ms/hand"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="cosino bench variance")
    # --seconds is the name the first runs used (docs/benchmarks.md quotes them): the same count
    parser.add_argument("--episodes", "--seconds", dest="episodes", type=int, default=2, help="episodes per row")
    parser.add_argument("--fit", help="candidate chance scales, e.g. 1:3/2:2 (fit on seeds from FIT_SEED)")
    parsed = parser.parse_args()
    raise SystemExit(fit(parsed) if parsed.fit else run(parsed))
