"""Extra sources for the advisor's cascade, supplied by the caller (the core knows none of them).

A source sits between the solver lookup and the rollouts. The core hands it a
:class:`SourceRequest` (the state, both players' estimated ranges, the candidate actions) and takes
back a :class:`SourceResult`: a mix and an EV per candidate, or a status and a code saying why not.
The runtime's subgame solver (``cosino_runtime.subgame``, numpy) is one; without any the cascade is
solver, rollouts, heuristic, as before.

>>> SourceResult("rejected", code="SUBGAME_MULTIWAY").used
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.state import ObservedTableState


@dataclass(frozen=True)
class SourceRequest:
    state: ObservedTableState
    hero_range: Range  # the hero's range as the opponent would estimate it (the hero's hand included)
    opp_ranges: tuple[Range, ...]
    candidates: tuple[Candidate, ...]
    seed: str


@dataclass
class SourceResult:
    """``status``: used, rejected, failed or not run; ``actions``: (candidate, frequency, EV in chips)."""

    status: str
    code: str | None = None
    actions: list[tuple[Candidate, float, float]] = field(default_factory=list)
    label: str = ""
    mix_meaning: str = ""
    info: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    converged: bool = False  # reached its stated accuracy
    robust: bool | None = None  # the same action under perturbed ranges (None: not checked)

    @property
    def used(self) -> bool:
        return self.status == "used"


class Source(Protocol):
    name: str

    def solve(self, request: SourceRequest) -> SourceResult: ...
