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
from cosino.primitives.errors import quoted
from cosino.solvers.external_sampling import CompiledSampled, ExternalSamplingTrainer, TrainerNode, float_utilities

ALGORITHMS = ("cfr", "cfr+", "dcfr", "mccfr")


# A node's role in one player's walk, with its number of actions where the walk writes it out.
CHANCE_ROLE, OWN, OTHER, OWN2, OWN3, OTHER2, OTHER3 = 1, 2, 3, 4, 5, 6, 7
_WRITTEN_OUT = {(OWN, 2): OWN2, (OWN, 3): OWN3, (OTHER, 2): OTHER2, (OTHER, 3): OTHER3}


class _Plan:
    """One player's view of the tree for the walk, built once per solver and player.

    ``nodes[n]`` is ``(role, children, row, first sequence)``: a chance node pairs its children
    with their (non-zero) probabilities; a decision node is ``OWN`` or ``OTHER`` and holds the
    solver's live strategy row of its infoset. A decision node of two or three actions has the
    role ``OWN2``, ``OWN3``, ``OTHER2`` or ``OTHER3`` instead, and its children are followed by
    their utilities for the player (None for a child that is not terminal), so the walk reads
    them without a lookup. ``pay[n]`` is the player's utility at a terminal node, None elsewhere.
    ``shapes`` are the player's infosets as (first sequence, end, row, uniform row); ``order`` is
    (parent sequence, first sequence, row), shallowest infoset first.
    """

    __slots__ = ("player", "nodes", "pay", "shapes", "order")

    def __init__(self, tree: CompiledTree, rows: list[list[float]], p: int) -> None:
        chance, base = tree.float_chance(), tree.seq_base
        self.player = p
        self.pay = [u[p] if k == TERMINAL else None for k, u in zip(tree.kind, float_utilities(tree))]
        nodes: list[tuple] = []
        for n, k in enumerate(tree.kind):
            kids = tree.children[n]
            if k == CHANCE:
                nodes.append((CHANCE_ROLE, tuple((c, pr) for c, pr in zip(kids, chance[n]) if pr > 0), None, 0))
            elif k == TERMINAL:
                nodes.append((TERMINAL, (), None, 0))
            else:
                i = tree.infoset[n]
                role = OWN if tree.player[n] == p else OTHER
                shaped = _WRITTEN_OUT.get((role, len(kids)))
                if shaped is not None:
                    role, kids = shaped, (*kids, *(self.pay[c] for c in kids))
                nodes.append((role, kids, rows[i], base[i]))
        self.nodes = nodes
        self.shapes = _shapes(tree, rows, tree.infosets_of(p))
        self.order = [(tree.infoset_parent_seq[i], base[i], rows[i]) for i in reversed(tree.deepest_first(p))]


def _shapes(tree: CompiledTree, rows: list[list[float]], infosets: list[int]) -> list[tuple]:
    out = []
    for i in infosets:
        size = len(rows[i])
        out.append((tree.seq_base[i], tree.seq_base[i] + size, rows[i], [1.0 / size] * size))
    return out


class CFRSolver:
    """Full-tree CFR family on a compiled tree; ``algo`` is ``cfr``, ``cfr+`` or ``dcfr``."""

    def __init__(
        self, tree: CompiledTree, algo: str = "cfr", alpha: float = 1.5, beta: float = 0.0, gamma: float = 2.0
    ) -> None:
        if algo not in ("cfr", "cfr+", "dcfr"):
            raise GameTreeError(f"unknown full-tree algorithm {quoted(algo)}: choose cfr, cfr+ or dcfr")
        self.tree = tree
        self.algo = algo
        self.alpha, self.beta, self.gamma = alpha, beta, gamma
        n = tree.num_sequences
        self.regret = [0.0] * n
        self.strategy_sum = [0.0] * n
        self.iteration = 0
        self._sizes = [len(a) for a in tree.infoset_actions]
        # The current strategy (regret matching of the regrets), rewritten in place after each update.
        self._strat = [[1.0 / size] * size for size in self._sizes]
        self._reach = [0.0] * (n + tree.num_players)
        self._plans: list[_Plan] = []

    # -- regret matching ---------------------------------------------------------------------
    def current_strategy(self) -> list[list[float]]:
        return [list(row) for row in self._strat]

    def _match(self, shapes: list[tuple]) -> None:
        """Regret matching into the rows of ``shapes``; CFR+ floors their regrets at zero first."""
        regret, plus = self.regret, self.algo == "cfr+"
        for b, e, row, uniform in shapes:
            total = 0.0
            for j in range(b, e):
                r = regret[j]
                if r > 0:
                    total += r
                elif plus:
                    regret[j] = 0.0
            if total > 0:
                j = 0
                for r in regret[b:e]:
                    row[j] = r / total if r > 0 else 0.0
                    j += 1
            else:
                row[:] = uniform

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
        weight = float(t) if self.algo == "cfr+" else 1.0
        if not self._plans:
            self._plans = [_Plan(self.tree, self._strat, p) for p in range(self.tree.num_players)]
        for plan in self._plans:
            self._accumulate_average(plan, weight)
            self._traverse(plan)
            self._match(plan.shapes)  # only this player's regrets moved
        if self.algo == "dcfr":
            pos = t**self.alpha / (t**self.alpha + 1)
            neg = t**self.beta / (t**self.beta + 1)
            self.regret[:] = [r * pos if r > 0 else r * neg for r in self.regret]
            avg = (t / (t + 1)) ** self.gamma
            self.strategy_sum[:] = [s * avg for s in self.strategy_sum]
            for plan in self._plans:
                self._match(plan.shapes)

    def run(self, iterations: int, progress: Callable[[int], None] | None = None) -> None:
        for _ in range(iterations):
            self.iterate()
            if progress is not None:
                progress(self.iteration)

    def _accumulate_average(self, plan: _Plan, weight: float) -> None:
        # Own reach of an infoset is the product along the player's own sequence (perfect recall),
        # so the average is accumulated once per infoset, shallowest first.
        reach, ssum = self._reach, self.strategy_sum
        reach[self.tree.empty_sequence(plan.player)] = 1.0
        for parent, b, row in plan.order:
            own = reach[parent]
            w = weight * own
            for s in row:
                reach[b] = own * s
                ssum[b] += w * s
                b += 1

    def _traverse(self, plan: _Plan) -> None:
        if plan.pay[0] is not None:
            return  # the root is terminal: nothing to learn
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 10_000))
        try:
            _walker(plan, self.regret)(0, 1.0)
        finally:
            sys.setrecursionlimit(limit)


def _walker(plan: _Plan, regret: list[float]) -> Callable[[int, float], float]:
    """One player's walk: ``walk(node, others' reach)`` adds the player's counterfactual regrets
    below ``node`` and returns its value there. Nodes of two and three actions are written out,
    commonest first, with the same arithmetic as the general loops after them."""
    nodes, pay = plan.nodes, plan.pay

    def walk(n: int, other: float) -> float:
        role, kids, row, b = nodes[n]
        if role == OTHER2:
            c, d, x, y = kids
            s, t = row
            v = 0.0
            if s > 0:
                v += s * (walk(c, other * s) if x is None else x)
            if t > 0:
                v += t * (walk(d, other * t) if y is None else y)
            return v
        if role == OWN2:
            c, d, x, y = kids
            if x is None:
                x = walk(c, other)
            if y is None:
                y = walk(d, other)
            s, t = row
            v = s * x + t * y
            regret[b] += other * (x - v)
            regret[b + 1] += other * (y - v)
            return v
        if role == OTHER3:
            c, d, e, x, y, z = kids
            s, t, u = row
            v = 0.0
            if s > 0:
                v += s * (walk(c, other * s) if x is None else x)
            if t > 0:
                v += t * (walk(d, other * t) if y is None else y)
            if u > 0:
                v += u * (walk(e, other * u) if z is None else z)
            return v
        if role == OWN3:
            c, d, e, x, y, z = kids
            if x is None:
                x = walk(c, other)
            if y is None:
                y = walk(d, other)
            if z is None:
                z = walk(e, other)
            s, t, u = row
            v = s * x + t * y + u * z
            regret[b] += other * (x - v)
            regret[b + 1] += other * (y - v)
            regret[b + 2] += other * (z - v)
            return v
        if role == CHANCE_ROLE:
            v = 0.0
            for c, pr in kids:
                x = pay[c]
                v += pr * (walk(c, other * pr) if x is None else x)
            return v
        if role == OTHER:
            v = 0.0
            for c, s in zip(kids, row):
                if s > 0:
                    x = pay[c]
                    v += s * (walk(c, other * s) if x is None else x)
            return v
        vals = []  # a loop, not a comprehension: no extra frame per node on 3.11
        for c in kids:
            x = pay[c]
            vals.append(walk(c, other) if x is None else x)
        v = 0.0
        for s, x in zip(row, vals):
            v += s * x
        for x in vals:
            regret[b] += other * (x - v)
            b += 1
        return v

    return walk


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
        raise GameTreeError(f"unknown algorithm {quoted(algo)}: choose one of {', '.join(ALGORITHMS)}")
    return CFRSolver(tree, algo)
