"""``cosino bench advisor``: median latency of ``recommend_action`` at the default budget.

A fixed set of heads-up spots (preflop to river, the same spots as the rollout depth study) is
advised at the default budget (1000 equity and 1000 rollout samples per candidate) with
``rollout_depth="street"`` and ``"showdown"``; each spot runs ``--repeat`` times with different
seeds and the median, minimum and maximum latencies are printed. No peer offers the same
computation, so there is nothing to compare with in the same run; the reference implementation's
medians (0.23 s street, 3 s showdown) are targets quoted from its documentation.

Next to them: the subgame solver (``cosino_runtime.subgame``, numpy) on the turn and river spots,
timed alone (ranges, tree, CFR+ to its target, the robustness re-solve on the river), with the
exploitability it reached; goals: river at most 1 s median, turn at most 5 s.
"""

from __future__ import annotations

import argparse
import statistics
import time

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.spots import SPOTS
from cosino.games.poker.evaluator import warm_up


def run(args: argparse.Namespace) -> int:
    warm_up()
    spots = SPOTS
    repeat = max(1, int(getattr(args, "seconds", 2.0) // 2) or 1)
    print(
        f"advisor: {len(spots)} heads-up spots x {repeat} seed(s), default budget "
        f"({DecisionConfig().equity_simulations} equity, {DecisionConfig().rollout_simulations} rollout samples)"
    )
    for depth in ("street", "showdown"):
        times = []
        per_street: dict[str, list[float]] = {}
        for name, state in spots:
            for r in range(repeat):
                t0 = time.perf_counter()
                recommend_action(state, DecisionConfig(seed=f"bench/{r}", rollout_depth=depth))
                dt = time.perf_counter() - t0
                times.append(dt)
                per_street.setdefault(state.street, []).append(dt)
        detail = ", ".join(f"{s} {statistics.median(v):.2f}" for s, v in per_street.items())
        print(
            f"  depth {depth:<8} median {statistics.median(times):.3f} s  (min {min(times):.3f}, max {max(times):.3f}; "
            f"by street: {detail})"
        )
    _bench_subgame(spots, repeat)
    return 0


class _Timed:
    """Wraps a cascade source and records how long each solve takes."""

    def __init__(self, source) -> None:
        self.source, self.name, self.last = source, source.name, None

    def solve(self, request):
        t0 = time.perf_counter()
        result = self.source.solve(request)
        self.last = (time.perf_counter() - t0, result)
        return result


def _bench_subgame(spots, repeat: int) -> None:
    try:
        from cosino_runtime.subgame import SubgameSource
    except ImportError:
        print("  subgame  not measured (numpy is not installed)")
        return
    per_street: dict[str, list[float]] = {}
    notes = []
    for name, state in spots:
        if state.street not in ("turn", "river"):
            continue
        for r in range(repeat):
            timed = _Timed(SubgameSource())
            recommend_action(state, DecisionConfig(seed=f"bench/{r}", rollout_simulations=0, sources=(timed,)))
            dt, result = timed.last
            per_street.setdefault(state.street, []).append(dt)
        info = result.info
        notes.append(f"{name}: {info['exploitability_pct_pot']:.2f}% of the pot after {info['iterations']} iterations")
    detail = ", ".join(f"{s} median {statistics.median(v):.2f} s (max {max(v):.2f})" for s, v in per_street.items())
    print(f"  subgame  {detail}  [goals: river <= 1 s, turn <= 5 s]")
    for line in notes:
        print(f"    {line}")
