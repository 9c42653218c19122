"""The one external-sampling Monte Carlo CFR, over any game that can deal a sample and walk it.

A :class:`SampledGame` deals (from the trainer's generator), walks its decisions and names an
information-set key per decision; it need not be a finite tree with perfect recall, which is why
the advisor's heads-up Hold'em abstraction trains here too. A compiled tree is a sampled game
through :class:`CompiledSampled`, whose chance nodes draw from the same generator in the order a
depth-first traversal reaches them. Alternating traversals: the traverser explores all its
actions, the others and chance are sampled; the average strategy is accumulated where the other
player is sampled (simple averaging). Besides regrets, each key keeps what the advisor's solver
gate needs: visits, and the spread of a finer strength measure among the deals that reached it.

>>> from cosino.analytics.tree import compiled_variant
>>> trainer = ExternalSamplingTrainer(CompiledSampled(compiled_variant("kuhn")), seed=1, label="mccfr")
>>> trainer.run(50)
>>> sorted(trainer.average_strategy()["0|K||"])
['b', 'k']
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Callable, Protocol, Sequence

from cosino.analytics.tree import CHANCE, TERMINAL, CompiledTree
from cosino.primitives.rng import Rng, derive


class SampledGame(Protocol):
    num_players: int

    def deal(self, rng: Rng) -> Any: ...
    def root(self, deal: Any) -> Any: ...
    def is_terminal(self, state: Any) -> bool: ...
    def utility(self, state: Any, deal: Any, player: int) -> float: ...
    def player(self, state: Any) -> int: ...
    def actions(self, state: Any) -> Sequence[str]: ...
    def child(self, state: Any, action: str) -> Any: ...
    def key(self, state: Any, deal: Any) -> str: ...
    def fine_strength(self, state: Any, deal: Any) -> float | None: ...


def regret_matching(regret: Sequence[float]) -> list[float]:
    """Positive regrets normalised; uniform when none is positive.

    >>> regret_matching([3.0, -1.0, 1.0])
    [0.75, 0.0, 0.25]
    """
    pos = [r if r > 0 else 0.0 for r in regret]
    total = 0.0
    for x in pos:
        total += x
    if total <= 0:
        return [1.0 / len(pos)] * len(pos)
    return [x / total for x in pos]


class TrainerNode:
    """Regrets, strategy sums and gate statistics of one information-set key."""

    __slots__ = ("actions", "regret", "ssum", "visits", "s1", "s2", "ns")

    def __init__(self, actions: Sequence[str]) -> None:
        self.actions = tuple(actions)
        k = len(actions)
        self.regret = [0.0] * k
        self.ssum = [0.0] * k
        self.visits = 0
        self.s1 = 0.0  # sum, sum of squares and count of the fine strength at visits
        self.s2 = 0.0
        self.ns = 0

    def current(self) -> list[float]:
        return regret_matching(self.regret)

    def average(self) -> list[float]:
        total = 0.0
        for x in self.ssum:
            total += x
        if total <= 0:
            return [1.0 / len(self.ssum)] * len(self.ssum)
        return [x / total for x in self.ssum]

    def dispersion(self) -> float | None:
        if self.ns < 2:
            return None
        mean = self.s1 / self.ns
        return math.sqrt(max(0.0, self.s2 / self.ns - mean * mean))

    def note_strength(self, f: float | None) -> None:
        if f is not None:
            self.s1 += f
            self.s2 += f * f
            self.ns += 1


class ExternalSamplingTrainer:
    """External-sampling MCCFR (alternating traversals) on a :class:`SampledGame`."""

    def __init__(self, game: SampledGame, seed: int | str = 0, label: str = "advisor-mccfr") -> None:
        self.game = game
        self.rng = Rng(derive(seed, label))
        self.nodes: dict[str, TrainerNode] = {}
        self.iteration = 0

    def iterate(self) -> None:
        self.iteration += 1
        for p in range(self.game.num_players):
            deal = self.game.deal(self.rng)
            self._walk(self.game.root(deal), deal, p)

    def run(self, iterations: int, progress: Callable[[int], None] | None = None) -> None:
        for _ in range(iterations):
            self.iterate()
            if progress is not None:
                progress(self.iteration)

    def _walk(self, s: Any, deal: Any, p: int) -> float:
        g = self.game
        if g.is_terminal(s):
            return g.utility(s, deal, p)
        key = g.key(s, deal)
        node = self.nodes.get(key)
        if node is None:
            node = self.nodes[key] = TrainerNode(g.actions(s))
        sigma = node.current()
        if g.player(s) == p:
            node.visits += 1
            node.note_strength(g.fine_strength(s, deal))
            vals = [self._walk(g.child(s, a), deal, p) for a in node.actions]
            v = 0.0
            for x, y in zip(sigma, vals):
                v += x * y
            for j, y in enumerate(vals):
                node.regret[j] += y - v
            return v
        for j, x in enumerate(sigma):
            node.ssum[j] += x
        return self._walk(g.child(s, node.actions[self.rng.float_index(sigma)]), deal, p)

    def average_strategy(self) -> dict[str, dict[str, float]]:
        return {k: dict(zip(n.actions, n.average())) for k, n in self.nodes.items()}


# Payoffs whose largest magnitude lies in this range are used as floats unchanged.
PLAIN_RANGE = (1e-100, 1e100)


def float_utilities(tree: CompiledTree) -> list[tuple[float, ...]]:
    """Per node, the terminal utilities as floats the solvers can add up (``()`` elsewhere).

    Regret matching is unchanged when every payoff is multiplied by one positive number, so
    payoffs far outside :data:`PLAIN_RANGE` are divided by the largest magnitude first: a
    Fraction of 10^-400 would otherwise become 0.0 (every strategy uniform), an int of 10^400
    would not convert at all, and payoffs near 1e308 overflow to inf in a regret.

    >>> from cosino.analytics.testgames import MatrixGame
    >>> from cosino.analytics.tree import compile_tree
    >>> tiny = Fraction(1, 10**400)
    >>> g = MatrixGame("tiny", (("a", "b"), ("x",)), [[(tiny, -tiny)], [(2 * tiny, -2 * tiny)]])
    >>> [u for u in float_utilities(compile_tree(g)) if u]
    [(0.5, -0.5), (1.0, -1.0)]
    """
    cached = tree.__dict__.get("_float_utility")
    if cached is None:
        top = max((abs(u) for z in tree.terminals for u in tree.utility[z]), default=0)
        if top == 0 or PLAIN_RANGE[0] <= top <= PLAIN_RANGE[1]:
            cached = [tuple(float(u) for u in row) for row in tree.utility]
        else:
            scale = Fraction(top)
            cached = [tuple(float(Fraction(u) / scale) for u in row) for row in tree.utility]
        tree.__dict__["_float_utility"] = cached
    return cached


class CompiledSampled:
    """A compiled tree as a sampled game: the deal is the trainer's generator, and every chance
    node on the way is resolved from it as soon as it is reached."""

    def __init__(self, tree: CompiledTree) -> None:
        self.t = tree
        self.num_players = tree.num_players
        self._chance = tree.float_chance()
        self._utility = float_utilities(tree)
        self._rng: Rng | None = None

    def _settle(self, n: int) -> int:
        t = self.t
        while t.kind[n] == CHANCE:
            n = t.children[n][self._rng.float_index(self._chance[n])]  # type: ignore[union-attr]
        return n

    def deal(self, rng: Rng) -> Rng:
        self._rng = rng
        return rng

    def root(self, deal: Any) -> int:
        return self._settle(0)

    def is_terminal(self, n: int) -> bool:
        return self.t.kind[n] == TERMINAL

    def utility(self, n: int, deal: Any, player: int) -> float:
        return self._utility[n][player]

    def player(self, n: int) -> int:
        return self.t.player[n]

    def actions(self, n: int) -> Sequence[str]:
        return self.t.infoset_actions[self.t.infoset[n]]

    def child(self, n: int, action: str) -> int:
        i = self.t.infoset[n]
        return self._settle(self.t.children[n][self.t.infoset_actions[i].index(action)])

    def key(self, n: int, deal: Any) -> str:
        return self.t.infoset_keys[self.t.infoset[n]]

    def fine_strength(self, n: int, deal: Any) -> float | None:
        return None  # perfect recall: keys never merge distinguishable hands
