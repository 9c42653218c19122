"""What the advisor answers for one decision: the candidate table and the report around it.

:func:`cosino.advisor.decision.recommend_action` builds a :class:`DecisionReport`; this module
holds what it contains and how it is shown (``to_dict`` for JSON, ``format`` for a terminal).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from cosino.advisor.rollout import RolloutResult
from cosino.advisor.sources import SUMMARY_NUMBERS
from cosino.games.poker.equity import EquityEstimate
from cosino.primitives.errors import printable


@dataclass
class ActionLine:
    """One row of the candidate table."""

    label: str
    kind: str
    amount: int | None
    frequency: float | None = None
    ev_bb: float | None = None
    se_bb: float | None = None
    samples: int = 0
    source: str = ""
    note: str = ""

    def key(self) -> tuple[str, int | None]:
        return (self.kind, self.amount)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class DecisionReport:
    recommended: ActionLine | None
    method: str  # solver | rollout | heuristic | none
    source: str
    candidates: list[ActionLine]
    mix: dict[str, float]
    mix_meaning: str
    confidence: str  # low | medium | high
    warnings: list[str]
    details: dict[str, Any]
    uncertainty: dict[str, Any]
    summary: dict[str, Any]
    equity: EquityEstimate | None = None
    ranges: list[dict[str, Any]] = field(default_factory=list)
    rollout: RolloutResult | None = field(default=None, repr=False)

    @property
    def refused(self) -> bool:
        return self.recommended is None

    def ev_of(self, kind: str, amount: int | None = None) -> ActionLine | None:
        for c in self.candidates:
            if c.kind == kind and (amount is None or c.amount == amount):
                return c
        return None

    def to_dict(self) -> dict[str, Any]:
        return _json_ready(
            {
                "recommended": self.recommended.to_dict() if self.recommended else None,
                "method": self.method,
                "source": self.source,
                "candidates": [c.to_dict() for c in self.candidates],
                "mix": self.mix,
                "mix_meaning": self.mix_meaning,
                "confidence": self.confidence,
                "warnings": list(self.warnings),
                "details": self.details,
                "uncertainty": self.uncertainty,
                "summary": self.summary,
                "equity": None
                if self.equity is None
                else {"equity": self.equity.equity, "se": self.equity.se, "samples": self.equity.samples},
                "ranges": self.ranges,
            }
        )

    def format(self) -> str:
        s = self.summary
        lines = []
        if s:
            lines.append(
                f"{s.get('street', '?')}  hero {s.get('position', '?')} {s.get('hero_cards', '??')}  "
                f"board {s.get('board') or '-'}  pot {s.get('pot')}  to call {s.get('to_call')}"
            )
            extra = [f"{k} {s[k]}" for k in ("pot_odds", "spr", "effective_stack_bb") if s.get(k) is not None]
            if extra:
                lines.append("  " + "  ".join(extra))
        if self.equity is not None:
            lines.append(
                f"equity {self.equity.equity:.3f} +/- {self.equity.se:.3f} "
                f"(SE, {self.equity.samples} samples, vs estimated ranges)"
            )
        for r in self.ranges:
            top = ", ".join(f"{c} {p:.0%}" for c, p in r["top_classes"][:4])
            lines.append(
                f"  range seat {r['seat']}{_seat_name(r.get('name'))} {r['position']} [{r['preflop_line']}"
                f"{'; ' + ', '.join(r['postflop_line']) if r['postflop_line'] else ''}]: "
                f"{r['label']}, {r['live_combos']} live / {r['effective_combos']} effective combos, "
                f"entropy {r['entropy_bits']} bits; top {top}; model {r['behavior_model']}"
            )
        if self.candidates:
            # One space between columns whatever a value's width: a 10^15-chip all-in must not run into its neighbours.
            lines.append(f"{'action':<22} {'amount':>7} {'freq':>7} {'EV (BB)':>9} {'SE':>7} {'n':>6}  source")
            for c in self.candidates:
                freq = "" if c.frequency is None else f"{c.frequency:.2f}"
                ev = (
                    "" if c.ev_bb is None or (isinstance(c.ev_bb, float) and math.isnan(c.ev_bb)) else f"{c.ev_bb:+.2f}"
                )
                se = "" if c.se_bb is None else f"{c.se_bb:.2f}"
                amt = "" if c.amount is None else str(c.amount)
                lines.append(
                    f"{c.label:<22} {amt:>7} {freq:>7} {ev:>9} {se:>7} {c.samples or '':>6}  {c.source}"
                    + (f"  ({c.note})" if c.note else "")
                )
        if self.recommended is None:
            codes = self.details.get("refusal_codes", [])
            lines.append(f"recommendation: none (refused: {', '.join(codes)})")
        else:
            lines.append(f"recommendation: {self.recommended.label}  [{self.source}]  confidence {self.confidence}")
            if self.mix:
                lines.append(
                    "mix: " + ", ".join(f"{k} {v:.2f}" for k, v in self.mix.items()) + f"  ({self.mix_meaning})"
                )
        lines.extend(_subgame_lines(self.details.get("subgame")))
        solver = self.details.get("solver") or {}
        if solver and not solver.get("used") and solver.get("reasons"):
            lines.append(f"Solver strategy not used: {', '.join(solver['reasons'])} · fallback: {self.source}")
        for entry in self.details.get("source_cascade", []):
            extra = entry.get("code") or ", ".join(entry.get("reasons", []))
            lines.append(f"  cascade: {entry['source']}: {entry['status']}" + (f" ({extra})" if extra else ""))
        for w in self.warnings:
            lines.append(f"warning: {w}")
        return "\n".join(lines)


def _json_ready(value: Any) -> Any:
    """``value`` with every float that is not finite as None: JSON has no NaN (a free check's unknown EV)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _json_ready(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_ready(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_json_ready(v) for v in value)
    return value


def _subgame_lines(info: dict[str, Any] | None) -> list[str]:
    """The subgame solve in two lines: exploitability reached (of its target) and the abstraction;
    none from a source whose info does not give that summary (the cascade checked its numbers)."""
    if not info or not all(k in info for k in SUMMARY_NUMBERS):
        return []
    combos = info.get("combos") or ["?", "?"]
    return [
        f"subgame: exploitability {info['exploitability_pct_pot']:.2f}% of the pot (target "
        f"{info['target_pct_pot']:.2f}%) after {info['iterations']} iterations, {info['seconds']:.2f} s; "
        f"{combos[0]} hero / {combos[1]} villain combos, {info.get('nodes')} nodes",
        f"  abstraction: {info.get('abstraction', '')}",
    ]


def _seat_name(name: object) -> str:
    """The seat's name after its number, as the review's heading and the viewer name it ("seat 0 (Sprocket)"): the
    number is the seat's place in the state (in a review, its position in the hand), which neither the viewer nor
    a replay shows. Printed with hidden characters escaped and cut at 40 characters; nothing for no name.

    >>> _seat_name("Sprocket"), _seat_name(""), _seat_name(None), _seat_name("a\\u202eb")
    (' (Sprocket)', '', '', ' (a\\\\u202eb)')
    """
    if not isinstance(name, str) or not name:
        return ""
    return f" ({printable(name[:40])})"
