"""A compact external-sampling Monte Carlo CFR over *sampled* games, with a confidence table.

The solvers in :mod:`cosino.solvers` run on a compiled game tree, which requires enumerable chance
and perfect recall. The heads-up Hold'em abstraction has neither (cards are dealt by sampling,
and each street's card bucket forgets the earlier ones), so this module trains any game that can
deal a sample, walk its decisions and name an information-set key per decision. Besides the
average strategy it keeps, per key, what the solver gate needs: how often the key was updated
(visits) and how spread a finer strength measure was among the deals that reached it (collision
dispersion: an imperfect-recall key mixes hands the abstraction cannot tell apart).

:func:`train_seeds` runs several seeds with checkpoints and combines them into one
:class:`TrainedStrategy`: the seed-mean strategy, and per key the total visits, the largest
movement between the last two checkpoints, and the seed disagreement (largest total-variation
distance between two seeds' strategies). Floats are fine here: a strategy is an input to advice,
never a result.

>>> t = train_seeds(LeducSampled(), iterations=300, seeds=[0, 1], checkpoints=2)
>>> len(t.strategy) > 100, sorted(t.confidence["0|K||"].keys())[:3]
(True, ['collision', 'flags', 'movement'])
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

from cosino.primitives.rng import Rng, derive

_TWO64 = 18446744073709551616.0


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


class _Node:
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
        pos = [r if r > 0 else 0.0 for r in self.regret]
        total = 0.0
        for x in pos:
            total += x
        if total <= 0:
            return [1.0 / len(pos)] * len(pos)
        return [x / total for x in pos]

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


class ExternalSamplingTrainer:
    """External-sampling MCCFR (alternating traversals) on a :class:`SampledGame`."""

    def __init__(self, game: SampledGame, seed: int | str = 0) -> None:
        self.game = game
        self.rng = Rng(derive(seed, "advisor-mccfr"))
        self.nodes: dict[str, _Node] = {}
        self.iteration = 0

    def _uniform(self) -> float:
        return self.rng.next_u64() / _TWO64

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
            node = self.nodes[key] = _Node(g.actions(s))
        sigma = node.current()
        if g.player(s) == p:
            node.visits += 1
            f = g.fine_strength(s, deal)
            if f is not None:
                node.s1 += f
                node.s2 += f * f
                node.ns += 1
            vals = [self._walk(g.child(s, a), deal, p) for a in node.actions]
            v = 0.0
            for x, y in zip(sigma, vals):
                v += x * y
            for j, y in enumerate(vals):
                node.regret[j] += y - v
            return v
        for j, x in enumerate(sigma):
            node.ssum[j] += x
        u = self._uniform()
        acc = 0.0
        pick = len(sigma) - 1
        for j, x in enumerate(sigma):
            acc += x
            if u < acc:
                pick = j
                break
        return self._walk(g.child(s, node.actions[pick]), deal, p)

    def average_strategy(self) -> dict[str, dict[str, float]]:
        return {k: dict(zip(n.actions, n.average())) for k, n in self.nodes.items()}


def total_variation(a: dict[str, float], b: dict[str, float]) -> float:
    keys = set(a) | set(b)
    d = 0.0
    for k in sorted(keys):
        d += abs(a.get(k, 0.0) - b.get(k, 0.0))
    return d / 2


@dataclass
class TrainedStrategy:
    strategy: dict[str, dict[str, float]]
    confidence: dict[str, dict[str, Any]]
    iterations: int
    seeds: list[Any]
    checkpoints: list[int]
    per_seed: list[dict[str, dict[str, float]]] = field(default_factory=list, repr=False)


def train_seeds(
    game: SampledGame,
    iterations: int,
    seeds: Sequence[Any],
    checkpoints: int = 4,
    progress: Callable[[int, int], None] | None = None,
    audit: Callable[[str, dict[str, float]], list[str]] | None = None,
) -> TrainedStrategy:
    """Train one trainer per seed with ``checkpoints`` snapshots and combine them (see module doc)."""
    if iterations < 1:
        raise ValueError(f"iterations: must be at least 1, got {iterations}")
    if not seeds:
        raise ValueError("seeds: give at least one seed")
    checkpoints = max(1, min(checkpoints, iterations))
    marks = sorted({iterations * (k + 1) // checkpoints for k in range(checkpoints)})
    finals: list[dict[str, dict[str, float]]] = []
    movement: dict[str, float] = {}
    visits: dict[str, int] = {}
    disp: dict[str, list[float]] = {}
    done = 0
    total = iterations * len(seeds)
    for seed in seeds:
        trainer = ExternalSamplingTrainer(game, seed)
        previous: dict[str, dict[str, float]] | None = None
        last = 0
        for m in marks:
            for _ in range(m - last):
                trainer.iterate()
                done += 1
                if progress is not None and (done % 50 == 0 or done == total):
                    progress(done, total)
            last = m
            snap = trainer.average_strategy()
            if previous is not None and m == marks[-1]:
                for k, probs in snap.items():
                    if k in previous:
                        movement[k] = max(movement.get(k, 0.0), total_variation(probs, previous[k]))
            previous = snap
        finals.append(previous or {})
        for k, node in trainer.nodes.items():
            visits[k] = visits.get(k, 0) + node.visits
            d = node.dispersion()
            if d is not None:
                disp.setdefault(k, []).append(d)
    keys = sorted(set().union(*finals))
    strategy: dict[str, dict[str, float]] = {}
    confidence: dict[str, dict[str, Any]] = {}
    for k in keys:
        present = [f[k] for f in finals if k in f]
        actions = sorted(set().union(*present))
        mean = {a: sum(p.get(a, 0.0) for p in present) / len(present) for a in actions}
        strategy[k] = mean
        if len(present) >= 2:
            dis = max(
                total_variation(present[i], present[j]) for i in range(len(present)) for j in range(i + 1, len(present))
            )
        else:
            dis = None
        flags = audit(k, mean) if audit else []
        confidence[k] = {
            "visits": visits.get(k, 0),
            "movement": movement.get(k) if len(marks) >= 2 else None,
            "seed_disagreement": dis,
            "collision": max(disp[k]) if k in disp else None,
            "flags": flags,
        }
    return TrainedStrategy(strategy, confidence, iterations, list(seeds), marks, finals)


# -- Leduc as a sampled game (for calibrating the gate where the exact answer is known) ---------------


class LeducSampled:
    """Leduc's compiled tree seen as a sampled game: the deal is drawn once at the root."""

    num_players = 2

    def __init__(self) -> None:
        from cosino.analytics.tree import compiled_variant

        self.t = compiled_variant("leduc")
        root = 0
        self._deal_children = self.t.children[root]
        probs = self.t.float_chance()[root]
        acc = 0.0
        self._cum = []
        for p in probs:
            acc += p
            self._cum.append(acc)

    def deal(self, rng: Rng) -> int:
        u = rng.next_u64() / _TWO64 * self._cum[-1]
        for j, c in enumerate(self._cum):
            if u < c:
                return self._deal_children[j]
        return self._deal_children[-1]

    def root(self, deal: int) -> int:
        return deal

    def is_terminal(self, n: int) -> bool:
        return self.t.kind[n] == 0

    def utility(self, n: int, deal: Any, player: int) -> float:
        return float(self.t.utility[n][player])

    def player(self, n: int) -> int:
        return self.t.player[n]

    def actions(self, n: int) -> Sequence[str]:
        return self.t.infoset_actions[self.t.infoset[n]]

    def child(self, n: int, action: str) -> int:
        i = self.t.infoset[n]
        return self.t.children[n][self.t.infoset_actions[i].index(action)]

    def key(self, n: int, deal: Any) -> str:
        return self.t.infoset_keys[self.t.infoset[n]]

    def fine_strength(self, n: int, deal: Any) -> float | None:
        return None  # perfect recall: keys never merge distinguishable hands
