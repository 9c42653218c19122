"""The solver gate: whether a key of the abstract strategy may be trusted, from its confidence entry.

An entry holds ``visits`` (updates in training, summed over seeds), ``movement`` (total-variation
distance between the last two checkpoints), ``seed_disagreement`` (largest total-variation distance
between two seeds), ``collision`` (spread of a finer hand strength among deals mapped to the key)
and audit ``flags``. The verdict is :data:`SOLVER_ACCEPT`, :data:`SOLVER_LOW_CONFIDENCE` (used,
confidence low, with a warning) or :data:`SOLVER_REJECT` (the advisor falls back to rollouts),
always with machine-readable reasons.

The default thresholds come from the Leduc calibration (experiments/advisor_gate_calibration.py,
docs/advisor-calibration.md), where each key's true strategy error is known.

>>> assess({"visits": 5000, "movement": 0.01, "seed_disagreement": 0.02, "collision": 0.05, "flags": []}).status
'SOLVER_ACCEPT'
>>> v = assess({"visits": 3, "movement": None, "seed_disagreement": None, "collision": None, "flags": []})
>>> v.status, v.reasons
('SOLVER_REJECT', ('LOW_VISIT_COUNT', 'NO_STABILITY_DATA'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

SOLVER_ACCEPT = "SOLVER_ACCEPT"
SOLVER_LOW_CONFIDENCE = "SOLVER_LOW_CONFIDENCE"
SOLVER_REJECT = "SOLVER_REJECT"
GATE_REASONS = tuple(
    sorted(
        (
            "CONFIG_MISMATCH",
            "HIGH_COLLISION_DISPERSION",
            "HIGH_SEED_DISAGREEMENT",
            "INCOMPATIBLE_CHECKPOINT",
            "KNOWN_PATHOLOGICAL_BUCKET",
            "LOW_VISIT_COUNT",
            "NO_STABILITY_DATA",
            "OUTSIDE_ABSTRACTION",
            "UNSEEN_STATE",
            "UNSTABLE_ACROSS_CHECKPOINTS",
        )
    )
)


# The one minimum: a key seen fewer times is rejected (docs/advisor.md, docs/advisor-calibration.md).
MIN_VISITS = 50


@dataclass(frozen=True)
class GateThresholds:
    """Reject at or beyond the ``reject_*`` values; low confidence at or beyond the ``low_*`` values."""

    # Calibrated on Leduc (docs/advisor-calibration.md): keys below 50 visits were mostly bad, and
    # accepted keys needed low seed disagreement and little movement as well as visits.
    min_visits: int = MIN_VISITS
    low_visits: int = 200
    reject_seed_disagreement: float = 0.20
    low_seed_disagreement: float = 0.05
    reject_movement: float = 0.20
    low_movement: float = 0.02
    reject_collision: float = 0.30
    low_collision: float = 0.18


@dataclass(frozen=True)
class GateVerdict:
    status: str
    reasons: tuple[str, ...]


def assess(entry: Mapping[str, Any] | None, thresholds: GateThresholds | None = None) -> GateVerdict:
    t = thresholds or GateThresholds()
    if entry is None:
        return GateVerdict(SOLVER_REJECT, ("UNSEEN_STATE",))
    reject: list[str] = []
    low: list[str] = []
    visits = entry.get("visits") or 0
    if visits <= 0:
        return GateVerdict(SOLVER_REJECT, ("UNSEEN_STATE",))
    if visits < t.min_visits:
        reject.append("LOW_VISIT_COUNT")
    elif visits < t.low_visits:
        low.append("LOW_VISIT_COUNT")
    dis = entry.get("seed_disagreement")
    mov = entry.get("movement")
    col = entry.get("collision")
    if dis is not None:
        if dis >= t.reject_seed_disagreement:
            reject.append("HIGH_SEED_DISAGREEMENT")
        elif dis >= t.low_seed_disagreement:
            low.append("HIGH_SEED_DISAGREEMENT")
    if mov is not None:
        if mov >= t.reject_movement:
            reject.append("UNSTABLE_ACROSS_CHECKPOINTS")
        elif mov >= t.low_movement:
            low.append("UNSTABLE_ACROSS_CHECKPOINTS")
    if col is not None:
        if col >= t.reject_collision:
            reject.append("HIGH_COLLISION_DISPERSION")
        elif col >= t.low_collision:
            low.append("HIGH_COLLISION_DISPERSION")
    if any(str(f).startswith("pathological") for f in entry.get("flags") or ()):
        reject.append("KNOWN_PATHOLOGICAL_BUCKET")
    if dis is None or mov is None:
        # One seed or one checkpoint: nothing says the key has settled.
        (reject if reject else low).append("NO_STABILITY_DATA")
    if reject:
        return GateVerdict(SOLVER_REJECT, tuple(reject + [r for r in low if r not in reject]))
    if low:
        return GateVerdict(SOLVER_LOW_CONFIDENCE, tuple(low))
    return GateVerdict(SOLVER_ACCEPT, ())
