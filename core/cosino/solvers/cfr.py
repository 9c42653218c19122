"""Counterfactual regret minimisation over a compiled game tree.

Four solvers share one class of state (regrets and strategy sums per *sequence*, i.e. per
infoset and action, in flat lists):

* ``cfr``   vanilla CFR: regret matching, uniform averaging;
* ``cfr+``  CFR+: regrets floored at zero after every update, averages weighted by iteration;
* ``dcfr``  discounted CFR (alpha 3/2, beta 0, gamma 2): positive regrets scaled by
  t^a/(t^a+1), negative ones by t^b/(t^b+1), the average by (t/(t+1))^g after iteration t;
* ``mccfr`` external-sampling Monte Carlo CFR: chance and the other players are sampled (from
  :mod:`cosino.primitives.rng`), the traverser's actions are all explored.

All use alternating updates (one traversal per player per iteration). Floats are fine here:
the profiles they train are inputs to exact analytics, never results in themselves.

>>> from cosino.analytics.tree import compiled_variant
>>> from cosino.analytics.reach import nash_conv
>>> solver = make_solver(compiled_variant("kuhn"), "cfr+")
>>> solver.run(200)
>>> nash_conv(compiled_variant("kuhn"), solver.average_profile()) < 0.01
True
"""

from __future__ import annotations

import sys
from typing import Callable

from cosino.analytics.tree import CHANCE, TERMINAL, CompiledTree, GameTreeError
from cosino.solvers.external_sampling import CompiledSampled, ExternalSamplingTrainer, TrainerNode

ALGORITHMS = ("cfr", "cfr+", "dcfr", "mccfr")


class CFRSolver:
    """Full-tree CFR family on a compiled tree; ``algo`` is ``cfr``, ``cfr+`` or ``dcfr``."""

    def __init__(
        self, tree: CompiledTree, algo: str = "cfr", alpha: float = 1.5, beta: float = 0.0, gamma: float = 2.0
    ) -> None:
        if algo not in ("cfr", "cfr+", "dcfr"):
            raise GameTreeError(f"unknown full-tree algorithm {algo!r}: choose cfr, cfr+ or dcfr")
        self.tree = tree
        self.algo = algo
        self.alpha, self.beta, self.gamma = alpha, beta, gamma
        n = tree.num_sequences
        self.regret = [0.0] * n
        self.strategy_sum = [0.0] * n
        self.iteration = 0
        self._chance = tree.float_chance()
        self._util = [tuple(float(u) for u in us) for us in tree.utility]
        self._sizes = [len(a) for a in tree.infoset_actions]
        self._shapes = [(b, size, (1.0 / size,) * size) for b, size in zip(tree.seq_base, self._sizes)]
        self._pay: dict[int, list[float | None]] = {}

    # -- regret matching ---------------------------------------------------------------------
    def current_strategy(self) -> list[list[float]]:
        # CFR+ floors its regrets after every update, so they are never negative here.
        regret = self.regret if self.algo == "cfr+" else [r if r > 0 else 0.0 for r in self.regret]
        out = []
        for b, size, uniform in self._shapes:
            pos = regret[b : b + size]
            total = sum(pos)
            out.append(list(map(total.__rtruediv__, pos)) if total > 0 else list(uniform))  # x / total each
        return out

    def average_strategy(self) -> list[list[float]]:
        out = []
        for i, size in enumerate(self._sizes):
            b = self.tree.seq_base[i]
            row = self.strategy_sum[b : b + size]
            total = sum(row)
            out.append([x / total for x in row] if total > 0 else [1.0 / size] * size)
        return out

    def average_profile(self) -> dict[str, dict[str, float]]:
        t = self.tree
        return {
            t.infoset_keys[i]: dict(zip(t.infoset_actions[i], row)) for i, row in enumerate(self.average_strategy())
        }

    # -- one iteration -----------------------------------------------------------------------
    def iterate(self) -> None:
        self.iteration += 1
        t = self.iteration
        weight = float(t) if self.algo in ("cfr+",) else 1.0
        for p in range(self.tree.num_players):
            strat = self.current_strategy()
            self._accumulate_average(p, strat, weight)
            self._traverse(p, strat)
            if self.algo == "cfr+":
                self.regret = [r if r > 0 else 0.0 for r in self.regret]
        if self.algo == "dcfr":
            pos = t**self.alpha / (t**self.alpha + 1)
            neg = t**self.beta / (t**self.beta + 1)
            self.regret = [r * pos if r > 0 else r * neg for r in self.regret]
            avg = (t / (t + 1)) ** self.gamma
            self.strategy_sum = [s * avg for s in self.strategy_sum]

    def run(self, iterations: int, progress: Callable[[int], None] | None = None) -> None:
        for _ in range(iterations):
            self.iterate()
            if progress is not None:
                progress(self.iteration)

    def _accumulate_average(self, p: int, strat: list[list[float]], weight: float) -> None:
        # Own reach of an infoset is the product along the player's own sequence (perfect recall),
        # so the average is accumulated once per infoset, shallowest first.
        tr = self.tree
        reach = [0.0] * (tr.num_sequences + tr.num_players)
        reach[tr.empty_sequence(p)] = 1.0
        ssum = self.strategy_sum
        for i in reversed(tr.deepest_first(p)):
            own = reach[tr.infoset_parent_seq[i]]
            b = tr.seq_base[i]
            for j, s in enumerate(strat[i]):
                reach[b + j] = own * s
                ssum[b + j] += weight * own * s

    def _payoffs(self, p: int) -> list[float | None]:
        """``p``'s utility at each terminal node, None elsewhere (built once per player)."""
        pay = self._pay.get(p)
        if pay is None:
            pay = self._pay[p] = [u[p] if k == TERMINAL else None for k, u in zip(self.tree.kind, self._util)]
        return pay

    def _traverse(self, p: int, strat: list[list[float]]) -> None:
        tr = self.tree
        kind, children, infoset, player = tr.kind, tr.children, tr.infoset, tr.player
        seq_base, chance = tr.seq_base, self._chance
        regret = self.regret
        pay = self._payoffs(p)  # a terminal child's value is read here, not through a call

        def walk(n: int, other: float) -> float:
            kids = children[n]
            if kind[n] == CHANCE:
                v = 0.0
                for c, pr in zip(kids, chance[n]):
                    if pr > 0:
                        x = pay[c]
                        v += pr * (walk(c, other * pr) if x is None else x)
                return v
            i = infoset[n]
            row = strat[i]
            if player[n] == p:
                vals = []  # a loop, not a comprehension: no extra frame per node on 3.11
                for c in kids:
                    x = pay[c]
                    vals.append(walk(c, other) if x is None else x)
                v = 0.0
                for s, x in zip(row, vals):
                    v += s * x
                b = seq_base[i]
                for j, x in enumerate(vals):
                    regret[b + j] += other * (x - v)
                return v
            v = 0.0
            for c, s in zip(kids, row):
                if s > 0:
                    x = pay[c]
                    v += s * (walk(c, other * s) if x is None else x)
            return v

        if pay[0] is not None:
            return  # the root is terminal: nothing to learn
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 10_000))
        try:
            walk(0, 1.0)
        finally:
            sys.setrecursionlimit(limit)


class ExternalSamplingMCCFR(CFRSolver):
    """External-sampling MCCFR: the one trainer of :mod:`cosino.solvers.external_sampling`, seen as a solver."""

    def __init__(self, tree: CompiledTree, seed: int | str = 0) -> None:
        super().__init__(tree, "cfr")
        self.algo = "mccfr"
        self.trainer = ExternalSamplingTrainer(CompiledSampled(tree), seed, label="mccfr")

    def iterate(self) -> None:
        self.trainer.iterate()
        self.iteration = self.trainer.iteration

    def _rows(self, row_of: Callable[[TrainerNode], list[float]]) -> list[list[float]]:
        # Infosets the sampling never reached are played uniformly, as a fresh regret table would.
        nodes = self.trainer.nodes
        out = []
        for key, size in zip(self.tree.infoset_keys, self._sizes):
            node = nodes.get(key)
            out.append(row_of(node) if node is not None else [1.0 / size] * size)
        return out

    def current_strategy(self) -> list[list[float]]:
        return self._rows(TrainerNode.current)

    def average_strategy(self) -> list[list[float]]:
        return self._rows(TrainerNode.average)


def make_solver(tree: CompiledTree, algo: str, seed: int | str = 0) -> CFRSolver:
    """A solver for ``algo`` in :data:`ALGORITHMS`."""
    if algo == "mccfr":
        return ExternalSamplingMCCFR(tree, seed)
    if algo not in ALGORITHMS:
        raise GameTreeError(f"unknown algorithm {algo!r}: choose one of {', '.join(ALGORITHMS)}")
    return CFRSolver(tree, algo)
