"""Calibrate the solver gate on Leduc, where each key's true strategy error can be computed.

The advisor's MCCFR trainer (cosino.advisor.mccfr) runs on Leduc with several seeds and
checkpoints at a few budgets, producing the same confidence table as for hold'em (visits,
movement between checkpoints, seed disagreement). Each key's *true error* is its local regret
against a near-exact reference equilibrium (CFR+): the counterfactual value of the best action
minus that of the trained mix, per time the key is reached, with the reference strategy played
everywhere else. A key is *bad* when that error exceeds ``--tolerance`` chips.

The script prints and writes (between markers in docs/advisor-calibration.md) the error by bins
of each statistic and the thresholds at which keys beyond them are mostly bad; the defaults in
cosino.advisor.solver_gate.GateThresholds are set from these figures.

    python experiments/advisor_gate_calibration.py --budgets 1000,4000,16000 --seeds 0,1,2
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "core"))

from cosino.advisor.mccfr import LeducSampled, train_seeds  # noqa: E402
from cosino.advisor.solver_gate import GateThresholds, assess  # noqa: E402
from cosino.analytics.reach import exploitability  # noqa: E402
from cosino.analytics.tree import CHANCE, TERMINAL, compiled_variant  # noqa: E402
from cosino.solvers import make_solver  # noqa: E402

DOC = ROOT / "docs" / "advisor-calibration.md"
BEGIN, END = "<!-- gate:begin -->", "<!-- gate:end -->"


def counterfactual_values(t, ref):
    """Per infoset: per-action counterfactual values (reference play elsewhere) and the reach weight."""
    n = len(t.kind)
    value = [None] * n
    for node in range(n - 1, -1, -1):
        k = t.kind[node]
        if k == TERMINAL:
            value[node] = [float(u) for u in t.utility[node]]
        elif k == CHANCE:
            acc = [0.0, 0.0]
            for c, p in zip(t.children[node], t.float_chance()[node]):
                acc = [a + p * v for a, v in zip(acc, value[c])]
            value[node] = acc
        else:
            row = ref[t.infoset[node]]
            acc = [0.0, 0.0]
            for c, p in zip(t.children[node], row):
                acc = [a + p * v for a, v in zip(acc, value[c])]
            value[node] = acc
    reach = [None] * n
    reach[0] = (1.0, 1.0, 1.0)  # chance, player 0, player 1
    cf: dict[int, list[float]] = {}
    norm: dict[int, float] = {}
    for node in range(n):
        k = t.kind[node]
        r = reach[node]
        if k == TERMINAL:
            continue
        if k == CHANCE:
            for c, p in zip(t.children[node], t.float_chance()[node]):
                reach[c] = (r[0] * p, r[1], r[2])
            continue
        i = t.infoset[node]
        p = t.player[node]
        w = r[0] * r[2 - p]  # chance times the other player's reach
        row = cf.setdefault(i, [0.0] * len(t.children[node]))
        for j, c in enumerate(t.children[node]):
            row[j] += w * value[c][p]
            q = ref[i][j]
            reach[c] = (r[0], r[1] * (q if p == 0 else 1.0), r[2] * (q if p == 1 else 1.0))
        norm[i] = norm.get(i, 0.0) + w
    return cf, norm


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budgets", default="1000,4000,16000")
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--checkpoints", type=int, default=4)
    ap.add_argument("--reference-iterations", type=int, default=2000)
    ap.add_argument("--tolerance", type=float, default=0.1, help="chips of local regret that make a key bad")
    ap.add_argument("--accept-bad", type=float, default=0.1, help="largest bad share allowed among accepted keys")
    ap.add_argument("--reject-bad", type=float, default=0.6, help="smallest bad share that justifies rejecting")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    start = time.perf_counter()
    t = compiled_variant("leduc")
    solver = make_solver(t, "cfr+")
    solver.run(args.reference_iterations)
    ref_profile = solver.average_profile()
    ref_expl = exploitability(t, ref_profile).value
    ref = [[ref_profile[t.infoset_keys[i]][a] for a in t.infoset_actions[i]] for i in range(len(t.infoset_keys))]
    cf, norm = counterfactual_values(t, ref)
    seeds = [s for s in args.seeds.split(",") if s]
    rows = []  # (budget, key, visits, movement, disagreement, error)
    summary = []
    for budget in [int(b) for b in args.budgets.split(",")]:
        trained = train_seeds(LeducSampled(), budget, seeds, args.checkpoints)
        expl = exploitability(t, trained.strategy).value
        summary.append((budget, expl, len(trained.strategy)))
        for key, probs in trained.strategy.items():
            i = t.infoset_index[key]
            if norm.get(i, 0.0) <= 0:
                continue
            vals = [v / norm[i] for v in cf[i]]
            mix = sum(probs.get(a, 0.0) * v for a, v in zip(t.infoset_actions[i], vals))
            err = max(vals) - mix
            c = trained.confidence[key]
            rows.append((budget, key, c["visits"], c["movement"], c["seed_disagreement"], err))
    bad = [r[5] > args.tolerance for r in rows]
    lines = [BEGIN, "", "## Solver gate calibration on Leduc", "",
             f"Command: `python experiments/advisor_gate_calibration.py --budgets {args.budgets} --seeds {args.seeds} "
             f"--checkpoints {args.checkpoints} --reference-iterations {args.reference_iterations} --tolerance {args.tolerance} "
             f"--accept-bad {args.accept_bad} --reject-bad {args.reject_bad}` "
             f"({time.perf_counter() - start:.0f} s on this machine).", "",
             f"Reference: CFR+ after {args.reference_iterations} iterations, exploitability {ref_expl:.5f} chips. "
             f"A key is *bad* when its local regret against the reference exceeds {args.tolerance} chips.", "",
             "| MCCFR iterations per seed | seeds | exploitability of the seed mean | keys |", "|---|---|---|---|"]
    for budget, expl, keys in summary:
        lines.append(f"| {budget} | {len(seeds)} | {expl:.4f} | {keys} |")
    lines += ["", f"{len(rows)} (budget, key) pairs, {sum(bad)} bad ({sum(bad) / max(1, len(rows)):.0%}).", ""]

    def table(name: str, idx: int, edges: list[float]) -> list[str]:
        out = [f"**{name}**", "", "| bin | keys | mean error (chips) | bad share |", "|---|---|---|---|"]
        for lo, hi in zip(edges, edges[1:]):
            sel = [r for r in rows if r[idx] is not None and lo <= r[idx] < hi]
            if sel:
                out.append(f"| [{lo:g}, {hi:g}) | {len(sel)} | {sum(r[5] for r in sel) / len(sel):.3f} | "
                           f"{sum(r[5] > args.tolerance for r in sel) / len(sel):.0%} |")
        return out + [""]

    lines += table("visits", 2, [0, 5, 20, 50, 200, 1000, 5000, 1e12])
    lines += table("seed disagreement (TV)", 4, [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1.01])
    lines += table("movement between the last two checkpoints (TV)", 3, [0, 0.01, 0.02, 0.04, 0.07, 0.1, 0.2, 1.01])

    # Accept rule: visits >= V, seed disagreement < D, movement < M. Pick the rule that accepts the
    # most keys while at most --accept-bad of the accepted keys are bad.
    def bad_share(sel: list) -> float:
        return sum(r[5] > args.tolerance for r in sel) / len(sel) if sel else 0.0

    best = None
    for v in (20, 50, 100, 200, 500, 1000, 2000, 5000):
        for d in (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1.01):
            for m in (0.02, 0.04, 0.07, 0.1, 0.2, 1.01):
                sel = [r for r in rows if r[2] >= v and (r[4] or 0) < d and (r[3] or 0) < m]
                if len(sel) >= 10 and bad_share(sel) <= args.accept_bad:
                    if best is None or len(sel) > best[0]:
                        best = (len(sel), v, d, m, bad_share(sel))
    # Reject rule: visits < R or disagreement >= Dr, the largest R / smallest Dr whose rejected keys are mostly bad.
    reject_v = max((r for r in (5, 10, 20, 50, 100) if bad_share([x for x in rows if x[2] < r]) >= args.reject_bad), default=None)
    reject_d = min((d for d in (0.2, 0.3, 0.4, 0.5, 0.7) if bad_share([x for x in rows if (x[4] or 0) >= d]) >= args.reject_bad),
                   default=None)
    lines += [f"Accept rule (visits >= V, seed disagreement < D, movement < M) accepting the most keys with at most "
              f"{args.accept_bad:.0%} of them bad; reject rule whose rejected keys are at least {args.reject_bad:.0%} bad:", "",
              "| threshold | calibrated | default in GateThresholds |", "|---|---|---|"]
    defaults = GateThresholds()
    if best:
        lines += [f"| low_visits (V) | {best[1]} | {defaults.low_visits} |",
                  f"| low_seed_disagreement (D) | {best[2]:g} | {defaults.low_seed_disagreement} |",
                  f"| low_movement (M) | {best[3]:g} | {defaults.low_movement} |"]
        lines.append(f"| (accepted keys, bad share) | {best[0]}, {best[4]:.0%} | |")
    lines += [f"| min_visits (R) | {reject_v} | {defaults.min_visits} |",
              f"| reject_seed_disagreement (Dr) | {reject_d} | {defaults.reject_seed_disagreement} |"]
    # How the gate with its defaults sorts the keys.
    verdicts: dict[str, list[float]] = {}
    for r in rows:
        v = assess({"visits": r[2], "movement": r[3], "seed_disagreement": r[4], "collision": None, "flags": []})
        verdicts.setdefault(v.status, []).append(r[5])
    lines += ["", "The gate with its defaults on these keys:", "", "| verdict | keys | mean error (chips) | bad share |",
              "|---|---|---|---|"]
    for status in ("SOLVER_ACCEPT", "SOLVER_LOW_CONFIDENCE", "SOLVER_REJECT"):
        errs = verdicts.get(status, [])
        if errs:
            lines.append(f"| {status} | {len(errs)} | {sum(errs) / len(errs):.3f} | "
                         f"{sum(e > args.tolerance for e in errs) / len(errs):.0%} |")
    lines += ["", "Collision dispersion cannot be calibrated here: Leduc has perfect recall, so no key merges "
              "hands; its thresholds are a judgement, not a measurement.", "", END]
    text = "\n".join(lines)
    print(text)
    if not args.no_write:
        write_section(DOC, BEGIN, END, text)


def write_section(path: Path, begin: str, end: str, text: str) -> None:
    """Replace the marked section of ``path`` (or append it), atomically."""
    old = path.read_text() if path.exists() else "# Advisor calibration\n"
    if begin in old and end in old:
        new = old[:old.index(begin)] + text + old[old.index(end) + len(end):]
    else:
        new = old.rstrip("\n") + "\n\n" + text + "\n"
    tmp = path.with_suffix(".tmp")
    tmp.write_text(new)
    tmp.replace(path)


if __name__ == "__main__":
    main()
