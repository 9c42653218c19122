"""Training the advisor's strategies with the one MCCFR (:mod:`cosino.solvers.external_sampling`), and their confidence.

The heads-up Hold'em abstraction has neither enumerable chance nor perfect recall (cards are dealt
by sampling, and each street's card bucket forgets the earlier ones), so it trains as a sampled
game. Besides the average strategy the trainer keeps, per key, what the solver gate needs: how
often the key was updated (visits) and how spread a finer strength measure was among the deals
that reached it (collision dispersion: an imperfect-recall key mixes hands the abstraction cannot
tell apart).

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

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from cosino.analytics.tree import compiled_variant
from cosino.primitives.errors import quoted
from cosino.solvers.external_sampling import CompiledSampled, ExternalSamplingTrainer, SampledGame


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


def repeated_seed(seeds: Sequence[Any]) -> Any | None:
    """The first seed listed twice, or None. A repeat replays the same run: it would agree with
    itself exactly and add its visits again, so the gate would trust keys no second run checked.

    >>> repeated_seed(["0", "1", "0"]), repeated_seed([0, "0"])
    ('0', None)
    """
    seen: set[tuple[str, Any]] = set()
    for seed in seeds:
        key = (type(seed).__name__, seed)  # 0 and "0" derive different streams
        if key in seen:
            return seed
        seen.add(key)
    return None


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
    twice = repeated_seed(seeds)
    if twice is not None:
        raise ValueError(f"seeds: seed {quoted(twice)} is given twice")
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


class LeducSampled(CompiledSampled):
    """Leduc's compiled tree as a sampled game (for calibrating the gate where the exact answer is known)."""

    def __init__(self) -> None:
        super().__init__(compiled_variant("leduc"))
