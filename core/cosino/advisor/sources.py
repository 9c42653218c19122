"""Extra sources for the advisor's cascade, supplied by the caller (the core knows none of them).

A source sits between the solver lookup and the rollouts. The core hands it a
:class:`SourceRequest` (the state, both players' estimated ranges, the candidate actions) and takes
back a :class:`SourceResult`: a mix and an EV per candidate, or a status and a code saying why not.
The runtime's subgame solver (``cosino_runtime.subgame``, numpy) is one; without any the cascade is
solver, rollouts, heuristic, as before.

A source is the caller's code, so the cascade checks what it gives back (:func:`result_problem`)
before anything of it reaches the report: a result it cannot use as given is recorded as
``failed`` with the code :data:`MALFORMED`, as a source that raises is, and the cascade moves on.

>>> SourceResult("rejected", code="SUBGAME_MULTIWAY").used
False
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Protocol

from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.state import ObservedTableState
from cosino.primitives.errors import quoted

STATUSES = ("used", "rejected", "failed", "not run")
MALFORMED = "SOURCE_MALFORMED"  # the cascade's code for a result it could not take as given
# The solve summary the report prints (``info``): each, where given, a finite number.
SUMMARY_NUMBERS = ("exploitability_pct_pot", "target_pct_pot", "iterations", "seconds")


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


def result_problem(result: Any, request: SourceRequest) -> str | None:
    """Why ``result`` is not a :class:`SourceResult` the cascade can take as the answer to
    ``request``, in a few words, or None when it is one.

    >>> result_problem(SourceResult("maybe"), None)
    "status 'maybe' is not one of used, rejected, failed, not run"
    """
    if not isinstance(result, SourceResult):
        return f"it returned {type(result).__name__}, not a SourceResult"
    if not isinstance(result.status, str) or result.status not in STATUSES:
        return f"status {_shown(result.status)} is not one of {', '.join(STATUSES)}"
    if result.code is not None and not isinstance(result.code, str):
        return f"code {_shown(result.code)} is not a string"
    for name in ("label", "mix_meaning"):
        if not isinstance(getattr(result, name), str):
            return f"{name} {_shown(getattr(result, name))} is not a string"
    if not isinstance(result.warnings, list) or not all(isinstance(w, str) for w in result.warnings):
        return "warnings is not a list of strings"
    if not isinstance(result.converged, bool) or not (result.robust is None or isinstance(result.robust, bool)):
        return "converged is not True or False, or robust not True, False or None"
    return _info_problem(result.info) or _actions_problem(result, request)


def _info_problem(info: Any) -> str | None:
    if not isinstance(info, dict) or not all(isinstance(k, str) for k in info):
        return "info is not an object with string keys"
    for key in SUMMARY_NUMBERS:
        if key in info and not _finite(info[key]):
            return f"info {quoted(key)} is {_shown(info[key])}, not a finite number"
    combos = info.get("combos")
    if combos is not None and not (isinstance(combos, (list, tuple)) and len(combos) == 2):
        return "info 'combos' is not a pair of counts"
    return None


def _actions_problem(result: SourceResult, request: SourceRequest) -> str | None:
    actions = result.actions
    if not isinstance(actions, (list, tuple)):
        return f"actions is {type(actions).__name__}, not a list"
    if result.used and not actions:
        return "status used without any action"
    offered = [(c.kind, c.amount) for c in request.candidates]
    seen: set[tuple[Any, Any]] = set()
    total = 0.0
    for n, item in enumerate(actions):
        if not isinstance(item, (list, tuple)) or len(item) != 3:
            return f"action {n} is not a (candidate, frequency, EV) triple"
        cand, freq, ev = item
        if not isinstance(cand, Candidate) or (cand.kind, cand.amount) not in offered:
            return f"action {n} is not one of the request's candidates"
        if (cand.kind, cand.amount) in seen:
            return f"action {n} names a candidate named before"
        seen.add((cand.kind, cand.amount))
        if not _finite(freq) or not 0 <= freq <= 1:
            return f"action {n}: frequency {_shown(freq)} is not a number from 0 to 1"
        if not _finite(ev):
            return f"action {n}: EV {_shown(ev)} is not a finite number"
        total += freq
    if total > 1 + 1e-3:
        return f"the frequencies sum to {total:.4g}, more than 1"
    return None


def _finite(value: Any) -> bool:
    """A finite float, or an int a float can hold (not a bool: True is no frequency); a larger int
    would overflow where the report turns chips into big blinds."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -(2**63) < value < 2**63
    return isinstance(value, float) and math.isfinite(value)


def _shown(value: Any) -> str:
    """A value named in a message: short scalars quoted, anything else by its type."""
    if isinstance(value, (str, int, float, bool, type(None))):
        text = quoted(value)
        return text if len(text) <= 40 else text[:40] + "..."
    return f"a {type(value).__name__}"
