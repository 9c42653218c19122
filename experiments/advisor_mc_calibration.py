"""Are the advisor's Monte Carlo error bars honest? Bias, RMSE, SE ratio and 95% coverage by sample size.

Equity: five spots with fixed opponent ranges; river, turn and a three-way river have exact
references by enumeration, preflop and flop a long Monte Carlo reference. Rollout EVs: three
heads-up spots, every candidate, against a long rollout reference. Each estimate is repeated
with independent seeds; the SE ratio is the mean reported SE over the empirical standard
deviation (1 means honest) and coverage is the share of nominal 95% intervals holding the
reference. Results are written between markers in docs/advisor-calibration.md.

    python experiments/advisor_mc_calibration.py --reps 40 --rollout-reps 20 --rollout-ref 80000

Every repetition at every sample size has its own seed (rep{r}/n{n}): no two estimates share samples.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "core"))
sys.path.insert(0, str(ROOT / "experiments"))

from advisor_gate_calibration import write_section  # noqa: E402

from cosino.advisor.decision import DEFAULT_FRACTIONS  # noqa: E402
from cosino.advisor.ranges import Range, preflop_range  # noqa: E402
from cosino.advisor.rollout import RolloutSettings, candidates_for, rollout_action_evs  # noqa: E402
from cosino.advisor.state import state_from_dict  # noqa: E402
from cosino.games.poker.equity import exact_equity, monte_carlo_equity  # noqa: E402
from cosino.primitives.cards import card_index  # noqa: E402

DOC = ROOT / "docs" / "advisor-calibration.md"
BEGIN, END = "<!-- mc:begin -->", "<!-- mc:end -->"


def C(text: str) -> list[int]:
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


def narrow(dead: list[int], top: float) -> Range:
    return preflop_range(top).without(dead)


def equity_spots():
    spots = []
    hero, board = C("AhKd"), C("Qs7d2cJh9s")
    spots.append(("river, heads-up vs top 20%", hero, board, [narrow(hero + board, 0.2)], True))
    hero, board = C("8h8d"), C("Qs7d2cJh")
    spots.append(("turn, heads-up vs top 15%", hero, board, [narrow(hero + board, 0.15)], True))
    hero, board = C("AsQs"), C("Ks7s2cJh4d")
    spots.append(
        (
            "river, 3-way vs top 4% and top 4%",
            hero,
            board,
            [narrow(hero + board, 0.04), narrow(hero + board, 0.04)],
            True,
        )
    )
    hero, board = C("JcTc"), []
    spots.append(("preflop, heads-up vs top 30%", hero, board, [narrow(hero, 0.3)], False))
    hero, board = C("9h8h"), C("Th7c2h")
    spots.append(("flop, heads-up vs top 25%", hero, board, [narrow(hero + board, 0.25)], False))
    return spots


def rollout_spots():
    def st(hero_cards, board, pot, hero_stack, opp_stack, opp_bet, history):
        seats = [{"stack": hero_stack, "committed": 0}, {"stack": opp_stack, "committed": opp_bet}]
        data = dict(hero=0, dealer=1, hero_cards=hero_cards, board=board, pot=pot, big_blind=2, actor=0)
        return state_from_dict({**data, "seats": seats, "history": history})

    out = []
    s = st("AhJd", "", 6, 198, 194, 4, [{"street": "preflop", "seat": 1, "action": "raise", "amount": 6}])
    out.append(("preflop BB vs a button raise, 100 BB", s, [narrow(C("AhJd"), 0.45)]))
    s = st("KsQs", "Qh7c2d", 12, 194, 188, 0, [{"street": "flop", "seat": 1, "action": "check"}])
    out.append(("flop top pair, checked to", s, [narrow(C("KsQsQh7c2d"), 0.4)]))
    s = st("9c9d", "Ks8h4c2d", 40, 160, 140, 20, [{"street": "turn", "seat": 1, "action": "bet", "amount": 20}])
    out.append(("turn middle pair facing half pot", s, [narrow(C("9c9dKs8h4c2d"), 0.3)]))
    return out


def stats(values: list[float], ses: list[float], ref: float) -> tuple[float, float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else float("nan")
    rmse = math.sqrt(sum((v - ref) ** 2 for v in values) / n)
    ratio = (sum(ses) / n) / sd if sd > 0 else float("nan")
    cover = sum(1 for v, s in zip(values, ses) if abs(v - ref) <= 1.96 * s) / n
    return mean - ref, rmse, ratio, cover


def _rollout_lines(args) -> list[str]:
    """The rollout-EV table: fresh seeds per repetition and size, against a long reference."""
    lines: list[str] = []
    ro_rows = []
    settings = RolloutSettings()
    for name, state, ranges in rollout_spots():
        cands = candidates_for(state, DEFAULT_FRACTIONS)
        ref = rollout_action_evs(state, cands, ranges, args.rollout_ref, seed="reference", settings=settings)
        for n in [int(x) for x in args.rollout_sizes.split(",")]:
            reps = [
                rollout_action_evs(state, cands, ranges, n, seed=f"rep{r}/n{n}", settings=settings)
                for r in range(args.rollout_reps)
            ]
            for k, cand in enumerate(cands):
                if cand.kind == "fold":
                    continue
                vals = [r.evs[k].ev for r in reps]
                ses = [r.evs[k].se for r in reps]
                bias, rmse, ratio, cover = stats(vals, ses, ref.evs[k].ev)
                label = cand.label or cand.text()
                ro_rows.append((name, label, ref.evs[k].ev / 2, ref.evs[k].se / 2, n, bias / 2, rmse / 2, ratio, cover))
            print(f"rollout {name} n={n} done", flush=True)
    lines += [
        "",
        f"### Rollout EVs ({args.rollout_reps} repetitions per cell; EVs in BB; reference {args.rollout_ref} samples, "
        "whose own SE is shown)",
        "",
        "| spot | candidate | reference EV (SE) | n | bias | RMSE | SE ratio | coverage |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, label, ref_ev, ref_se, n, bias, rmse, ratio, cover in ro_rows:
        lines.append(
            f"| {name} | {label} | {ref_ev:+.3f} ({ref_se:.3f}) | {n} | {bias:+.3f} | {rmse:.3f} | {ratio:.2f} | {cover:.2f} |"
        )
    for n in sorted({r[4] for r in ro_rows}):
        sel = [r for r in ro_rows if r[4] == n]
        worst = min(sel, key=lambda r: r[8])
        lines.append("")
        lines.append(
            f"Rollouts at n = {n}: mean coverage {sum(r[8] for r in sel) / len(sel):.2f}, "
            f"mean SE ratio {sum(r[7] for r in sel if r[7] == r[7]) / len(sel):.2f}, "
            f"lowest coverage {worst[8]:.2f} ({worst[0]}, {worst[1]})."
        )
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="100,300,1000,2000,5000")
    ap.add_argument("--rollout-sizes", default="100,300,1000")
    ap.add_argument("--reps", type=int, default=40)
    ap.add_argument("--rollout-reps", type=int, default=20)
    ap.add_argument("--equity-ref", type=int, default=100000, help="samples of the preflop/flop equity reference")
    ap.add_argument("--rollout-ref", type=int, default=80000)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args()
    start = time.perf_counter()
    sizes = [int(x) for x in args.sizes.split(",")]
    lines = [
        BEGIN,
        "",
        "## Monte Carlo error calibration",
        "",
        f"Command: `python experiments/advisor_mc_calibration.py --sizes {args.sizes} --rollout-sizes {args.rollout_sizes} "
        f"--reps {args.reps} --rollout-reps {args.rollout_reps} --equity-ref {args.equity_ref} --rollout-ref {args.rollout_ref}`",
    ]
    eq_rows = []
    for name, hero, board, ranges, exact in equity_spots():
        if exact:
            ref = exact_equity(hero, board, ranges, max_outcomes=20_000_000).equity
            how = "exact"
        else:
            ref = monte_carlo_equity(hero, board, ranges, args.equity_ref, seed="reference").equity
            how = f"{args.equity_ref} samples"
        for n in sizes:
            ests = [monte_carlo_equity(hero, board, ranges, n, seed=f"rep{r}/n{n}") for r in range(args.reps)]
            bias, rmse, ratio, cover = stats([e.equity for e in ests], [e.se for e in ests], ref)
            eq_rows.append((name, how, ref, n, bias, rmse, ratio, cover))
            print(
                f"equity {name} n={n}: bias {bias:+.4f} rmse {rmse:.4f} SE ratio {ratio:.2f} coverage {cover:.2f}",
                flush=True,
            )
    lines += [
        "",
        f"### Equity ({args.reps} repetitions per cell)",
        "",
        "| spot | reference | n | bias | RMSE | SE ratio | coverage |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, how, ref, n, bias, rmse, ratio, cover in eq_rows:
        lines.append(f"| {name} | {ref:.4f} ({how}) | {n} | {bias:+.4f} | {rmse:.4f} | {ratio:.2f} | {cover:.2f} |")
    covers = [r[7] for r in eq_rows]
    ratios = [r[6] for r in eq_rows]
    lines += [
        "",
        f"Equity overall: coverage {min(covers):.2f} to {max(covers):.2f} (mean {sum(covers) / len(covers):.2f}), "
        f"SE ratio {min(ratios):.2f} to {max(ratios):.2f} (mean {sum(ratios) / len(ratios):.2f}).",
    ]
    lines += _rollout_lines(args)
    lines += ["", f"Run time {time.perf_counter() - start:.0f} s on this machine (2 shared cores).", "", END]
    text = "\n".join(lines)
    print(text)
    if not args.no_write:
        write_section(DOC, BEGIN, END, text)


if __name__ == "__main__":
    main()
