"""``recommend_action``: one report per decision, from the best source that can be trusted.

The cascade tries, in order: a trained heads-up abstract strategy (only when the spot maps into it
and the solver gate accepts the key), Monte Carlo rollouts against estimated ranges, and finally a
pot-odds heuristic. Every report lists each source with its status in
``details["source_cascade"]``. Only an exact lookup in an abstract strategy is ever called a
solver answer, and even that is described as an abstract MCCFR strategy without an equilibrium
guarantee; rollouts and the heuristic are estimates under stated models.

A state that cannot be trusted yields a refusal: ``recommended is None``, ``method == "none"`` and
the reasons in ``details["refusal_codes"]``. Nothing is ever invented.

>>> from .state import state_from_dict
>>> s = state_from_dict({"hero": 0, "dealer": 1, "hero_cards": "AhAd", "board": "AsKd2c7h9s",
...     "pot": 20, "big_blind": 2, "actor": 0, "seats": [{"stack": 90, "committed": 0},
...     {"stack": 80, "committed": 10}]})
>>> r = recommend_action(s, DecisionConfig(equity_simulations=50, rollout_simulations=50, seed=1))
>>> r.method, r.recommended.kind in ("call", "raise")
('rollout', True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Sequence

from cosino.advisor.heuristic import heuristic_choice
from cosino.advisor.range_equity import EquityEstimate, RangeEmpty, monte_carlo_equity
from cosino.advisor.ranges import Range, opponent_range, range_summary
from cosino.advisor.rollout import Candidate, RolloutResult, RolloutSettings, candidates_for, rollout_action_evs
from cosino.advisor.state import ObservedTableState, validate

DEFAULT_FRACTIONS = (Fraction(1, 3), Fraction(1, 2), Fraction(3, 4), Fraction(1), Fraction(3, 2))
NARROW_RANGE_COMBOS = 300.0  # "reasonably narrow": at most this many effective combos
GTO_NOTE = (
    "abstract MCCFR strategy of an imperfect-recall abstraction: no equilibrium guarantee, "
    "not even in the abstract game"
)


@dataclass(frozen=True)
class DecisionConfig:
    equity_simulations: int = 1000
    rollout_simulations: int = 1000
    seed: int | str = 0
    rollout_depth: str = "street"
    rollout_response: str = "behavior"
    rollout_response_params: Any = None
    bet_fractions: tuple[Fraction, ...] = DEFAULT_FRACTIONS
    raise_multiplier: Fraction = Fraction(3)
    opponent_bet_fraction: Fraction = Fraction(1, 2)
    hero_model: str = "behavior"
    solver: Any = None  # a SolverStrategyProvider, a LookupMiss from load_solver, or None
    gate: Any = None  # solver_gate.GateThresholds; None = defaults
    bootstrap_resamples: int = 200
    extra_candidates: tuple[Candidate, ...] = ()  # e.g. the action actually taken, for review


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
        return {
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
                f"equity {self.equity.equity:.3f} +/- {self.equity.se:.3f} (SE, {self.equity.samples} samples, vs estimated ranges)"
            )
        for r in self.ranges:
            top = ", ".join(f"{c} {p:.0%}" for c, p in r["top_classes"][:4])
            lines.append(
                f"  range seat {r['seat']} {r['position']} [{r['preflop_line']}"
                f"{'; ' + ', '.join(r['postflop_line']) if r['postflop_line'] else ''}]: "
                f"{r['label']}, {r['live_combos']} live / {r['effective_combos']} effective combos, "
                f"entropy {r['entropy_bits']} bits; top {top}; model {r['behavior_model']}"
            )
        if self.candidates:
            lines.append(f"{'action':<22}{'amount':>8}{'freq':>8}{'EV (BB)':>10}{'SE':>8}{'n':>7}  source")
            for c in self.candidates:
                freq = "" if c.frequency is None else f"{c.frequency:.2f}"
                ev = (
                    "" if c.ev_bb is None or (isinstance(c.ev_bb, float) and math.isnan(c.ev_bb)) else f"{c.ev_bb:+.2f}"
                )
                se = "" if c.se_bb is None else f"{c.se_bb:.2f}"
                amt = "" if c.amount is None else str(c.amount)
                lines.append(
                    f"{c.label:<22}{amt:>8}{freq:>8}{ev:>10}{se:>8}{c.samples or '':>7}  {c.source}"
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
        solver = self.details.get("solver") or {}
        if solver and not solver.get("used") and solver.get("reasons"):
            lines.append(f"Solver strategy not used: {', '.join(solver['reasons'])} · fallback: {self.source}")
        for entry in self.details.get("source_cascade", []):
            extra = entry.get("code") or ", ".join(entry.get("reasons", []))
            lines.append(f"  cascade: {entry['source']}: {entry['status']}" + (f" ({extra})" if extra else ""))
        for w in self.warnings:
            lines.append(f"warning: {w}")
        return "\n".join(lines)


# -- helpers ----------------------------------------------------------------------------------------


def _bb(chips: float, state: ObservedTableState) -> float:
    return chips / state.big_blind


def _label(c: Candidate, state: ObservedTableState) -> str:
    if c.label:
        return c.label
    return c.text()


def _summary(state: ObservedTableState) -> dict[str, Any]:
    to_call = state.to_call() if state.seats[state.hero].stack is not None else None
    eff = state.effective_stack()
    pot = state.pot
    return {
        "street": state.street,
        "position": state.position_name(state.hero),
        "hero_cards": "".join(state.hero_cards) if state.hero_cards else None,
        "board": "".join(state.board),
        "pot": pot,
        "to_call": to_call,
        "pot_odds": round(to_call / (pot + to_call), 3) if to_call else None,
        "spr": round((eff - state.seats[state.hero].committed) / pot, 2) if eff is not None and pot else None,
        "effective_stack_bb": round(eff / state.big_blind, 1) if eff is not None else None,
        "players": len(state.opponents()) + 1,
        "big_blind": state.big_blind,
    }


def _refusal(
    state: ObservedTableState | None,
    codes: list[str],
    warnings: list[str],
    source_label: str = "none",
    observation: dict[str, Any] | None = None,
) -> DecisionReport:
    cascade = [{"source": s, "status": "not run"} for s in ("solver", "rollout", "heuristic")]
    return DecisionReport(
        recommended=None,
        method="none",
        source="none",
        candidates=[],
        mix={},
        mix_meaning="",
        confidence="low",
        warnings=warnings,
        details={
            "refusal_codes": codes,
            "assumptions": [],
            "source_cascade": cascade,
            "solver": {
                "used": False,
                "confidence": None,
                "reasons": [],
                "visits": None,
                "seed_disagreement": None,
                "movement": None,
                "collision": None,
            },
        },
        uncertainty={
            "observation": observation or {},
            "range_estimation": None,
            "sampling": None,
            "abstraction": None,
            "response_model": "none",
        },
        summary=_summary(state)
        if state is not None and state.seats[state.hero].stack is not None and state.street != "invalid"
        else {},
    )


def refusal_codes(state: ObservedTableState) -> tuple[list[str], list[str]]:
    """The codes (and messages) that stop any recommendation for ``state``."""
    codes: list[str] = []
    msgs: list[str] = []
    for issue in validate(state):
        if issue.severity == "error":
            codes.append(issue.code)
            msgs.append(issue.message)
    hero = state.seats[state.hero]
    if not state.hero_cards:
        codes.append("HERO_CARDS_UNKNOWN")
        msgs.append("hero cards are unknown")
    if state.actor is not None and state.actor != state.hero:
        codes.append("NOT_HERO_TURN")
        msgs.append(f"seat {state.actor} is on decision, not the hero (seat {state.hero})")
    if hero.stack is None:
        codes.append("HERO_STACK_UNKNOWN")
        msgs.append("hero stack is unreadable: sizes, all-in and SPR are undefined")
    if hero.folded:
        codes.append("HERO_FOLDED")
        msgs.append("the hero has folded")
    elif hero.stack == 0:
        codes.append("HERO_ALL_IN")
        msgs.append("the hero is all-in: nothing to decide")
    if not state.opponents():
        codes.append("NO_OPPONENTS")
        msgs.append("no opponent is left in the hand")
    return codes, msgs


# -- the cascade ------------------------------------------------------------------------------------


def recommend_action(observed: Any, config: DecisionConfig = DecisionConfig()) -> DecisionReport:
    """The report for the hero's decision in ``observed`` (an ObservedTableState or an Observation)."""
    observation_info: dict[str, Any] = {"source": "given state", "observer_confidence": None}
    state = observed
    if hasattr(observed, "state") and not isinstance(observed, ObservedTableState):
        observation_info = {"source": observed.source, "observer_confidence": observed.observer_confidence}
        if observed.state is None:
            code = observed.refusal or "OBSERVATION_UNAVAILABLE"
            return _refusal(
                None, [code], [observed.message or "no table state could be observed"], observation=observation_info
            )
        state = observed.state
    codes, msgs = refusal_codes(state)
    if codes:
        return _refusal(state, codes, msgs, observation=observation_info)

    warnings: list[str] = []
    assumptions: list[str] = []
    if state.actor is None:
        assumptions.append("ACTOR_UNKNOWN")
        warnings.append("the seat on decision is unknown: assumed to be the hero")
    if any(state.seats[o].stack is None for o in state.opponents()):
        assumptions.append("OPPONENT_STACK_UNKNOWN")
        warnings.append("an opponent stack is unknown: the opponent is assumed to cover the hero")
    for issue in validate(state):
        if issue.severity == "warning":
            warnings.append(f"{issue.code}: {issue.message}")
    opps = state.opponents()
    multiway = len(opps) > 1
    if multiway:
        warnings.append(f"multiway pot ({len(opps) + 1} players): rollouts are a rough estimate; no solver")

    cascade: dict[str, dict[str, Any]] = {}
    # Ranges.
    ranges: list[Range] | None = []
    range_codes: list[str] = []
    model_name = _model_name(config)
    try:
        for o in opps:
            r = opponent_range(state, o)
            if r.total_weight() <= 0:
                raise RangeEmpty(f"seat {o}: range is empty after card removal")
            ranges.append(r)
    except RangeEmpty as exc:
        ranges = None
        range_codes.append("RANGE_EMPTY")
        warnings.append(f"RANGE_EMPTY: {exc}; no equity and no rollouts")
    range_info = [range_summary(state, o, r, model_name) for o, r in zip(opps, ranges)] if ranges else []

    hero = [_idx(c) for c in state.hero_cards]
    board = [_idx(c) for c in state.board]
    equity: EquityEstimate | None = None
    equity_code = None
    if ranges is not None and config.equity_simulations > 0:
        try:
            equity = monte_carlo_equity(
                hero, board, ranges, config.equity_simulations, seed=_sub(config.seed, "equity")
            )
        except RangeEmpty as exc:
            equity_code = "RANGE_EMPTY"
            ranges = None
            warnings.append(f"RANGE_EMPTY: {exc}")
        except Exception as exc:  # a failing component is reported, never fatal
            equity_code = "EQUITY_ERROR"
            warnings.append(f"EQUITY_ERROR: the equity sampler failed ({type(exc).__name__}: {exc})")

    # Solver.
    solver_info = {
        "used": False,
        "confidence": None,
        "reasons": [],
        "visits": None,
        "seed_disagreement": None,
        "movement": None,
        "collision": None,
    }
    solver_hit = None
    solver_status = "not configured"
    solver_code = None
    if config.solver is not None:
        from cosino.advisor.solver_gate import SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE, assess
        from cosino.advisor.strategy import LookupMiss

        provider = config.solver
        if isinstance(provider, LookupMiss):
            solver_status, solver_code = "rejected", provider.code
            solver_info["reasons"] = [provider.code]
        elif multiway:
            solver_status, solver_code = "rejected", "OUTSIDE_ABSTRACTION"
            solver_info["reasons"] = ["OUTSIDE_ABSTRACTION"]
        else:
            try:
                hit = provider.lookup(state)
            except Exception as exc:  # the lookup itself failed: treated as a rejection
                hit = LookupMiss("SOLVER_ERROR", f"{type(exc).__name__}: {exc}")
            if isinstance(hit, LookupMiss):
                solver_status, solver_code = "rejected", hit.code
                solver_info["reasons"] = [hit.code]
                if hit.visits is not None:
                    solver_info["visits"] = hit.visits
            else:
                verdict = assess(hit.confidence, config.gate)
                solver_info.update(
                    {
                        "confidence": verdict.status,
                        "reasons": list(verdict.reasons),
                        "visits": hit.confidence.get("visits"),
                        "seed_disagreement": hit.confidence.get("seed_disagreement"),
                        "movement": hit.confidence.get("movement"),
                        "collision": hit.confidence.get("collision"),
                    }
                )
                if verdict.status in (SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE):
                    solver_hit = hit
                    solver_info["used"] = True
                    solver_status = "used"
                    if verdict.status == SOLVER_LOW_CONFIDENCE:
                        warnings.append("solver key accepted with low confidence: " + ", ".join(verdict.reasons))
                else:
                    solver_status, solver_code = "rejected", "SOLVER_REJECT"
    cascade["solver"] = {"source": "solver", "status": solver_status}
    if solver_code:
        cascade["solver"]["code"] = solver_code
    if solver_info["reasons"]:
        cascade["solver"]["reasons"] = list(solver_info["reasons"])

    # Rollouts (solver actions are added so that each gets an EV for the consistency check).
    rollout: RolloutResult | None = None
    rollout_status = "not run"
    rollout_code = None
    cands = candidates_for(state, config.bet_fractions)
    solver_cands = tuple(c for c, _ in solver_hit.actions) if solver_hit is not None else ()
    for extra in (*config.extra_candidates, *solver_cands):
        if all((c.kind, c.amount) != (extra.kind, extra.amount) for c in cands):
            cands.append(extra)
    if config.rollout_simulations <= 0:
        rollout_status = "not configured"
    elif ranges is None:
        rollout_status, rollout_code = "not run", "RANGE_EMPTY"
    else:
        try:
            settings = RolloutSettings(
                config.rollout_depth,
                config.rollout_response,
                config.rollout_response_params,
                Fraction(config.raise_multiplier),
                Fraction(config.opponent_bet_fraction),
                config.hero_model,
            )
            rollout = rollout_action_evs(
                state, cands, ranges, config.rollout_simulations, seed=_sub(config.seed, "rollout"), settings=settings
            )
        except ValueError:
            raise  # a bad configuration is the caller's error, not a component failure
        except Exception as exc:
            rollout_code = "ROLLOUT_ERROR"
            rollout_status = "failed"
            warnings.append(f"ROLLOUT_ERROR: rollouts failed ({type(exc).__name__}: {exc})")
    summary = _summary(state)
    uncertainty = {
        "observation": observation_info,
        "range_estimation": [
            {"seat": r["seat"], "effective_combos": r["effective_combos"], "entropy_bits": r["entropy_bits"]}
            for r in range_info
        ]
        or None,
        "sampling": {
            "equity_se": equity.se if equity else None,
            "rollout_ev_se_bb": {(_label(e.candidate, state)): _bb(e.se, state) for e in rollout.evs}
            if rollout
            else None,
        },
        "abstraction": None,
        "response_model": {"rollout": model_name if rollout else None, "depth": rollout.depth if rollout else None}
        if rollout
        else "none",
    }

    lines: list[ActionLine] = []
    rollout_lines: dict[tuple[str, int | None], ActionLine] = {}
    if rollout is not None:
        freqs: list[float | None] = (
            rollout.bootstrap_frequencies(_sub(config.seed, "bootstrap"), config.bootstrap_resamples)
            if config.bootstrap_resamples > 0
            else [None] * len(rollout.evs)
        )
        for e, f in zip(rollout.evs, freqs):
            line = ActionLine(
                _label(e.candidate, state),
                e.candidate.kind,
                e.candidate.amount,
                f,
                _bb(e.ev, state),
                _bb(e.se, state),
                e.samples,
                "Monte Carlo rollout",
                e.note,
            )
            rollout_lines[line.key()] = line
        if config.rollout_simulations < 500:
            warnings.append(
                f"only {config.rollout_simulations} rollout samples: error bars of all-in and large bets are too narrow below 500"
            )
        spr = summary.get("spr")
        if spr is not None and spr > 3 and rollout.depth == "street":
            warnings.append(
                "high SPR: the one-response check-down model does not credit later-street value of "
                "smaller bets and favours big bets and all-ins"
            )

    details: dict[str, Any] = {
        "refusal_codes": [],
        "assumptions": assumptions,
        "solver": solver_info,
        "validation": [i.code for i in validate(state)],
        "range_codes": range_codes,
    }
    if equity_code:
        details["equity_error"] = equity_code
    confidence = "low"
    mix: dict[str, float] = {}
    mix_meaning = ""
    recommended: ActionLine | None = None
    method = "none"
    source = "none"

    if solver_hit is not None:
        method = "solver"
        source = "solver (exact mapping)" if solver_hit.exact else "interpolated abstraction"
        for cand, p in solver_hit.actions:
            line = rollout_lines.get((cand.kind, cand.amount))
            lines.append(
                ActionLine(
                    _label(cand, state),
                    cand.kind,
                    cand.amount,
                    p,
                    line.ev_bb if line else None,
                    line.se_bb if line else None,
                    line.samples if line else 0,
                    source,
                    "EV from rollouts" if line else "",
                )
            )
        for key, line in rollout_lines.items():
            if all(l.key() != key for l in lines):
                lines.append(replace(line, frequency=None, note="not in the abstract strategy"))
        top = max(range(len(solver_hit.actions)), key=lambda i: solver_hit.actions[i][1])
        recommended = lines[top]
        mix = {l.label: l.frequency for l in lines if l.frequency}
        mix_meaning = "mixed strategy of the " + GTO_NOTE
        confidence = "medium" if solver_info["confidence"] == "SOLVER_ACCEPT" else "low"
        warnings.append("solver answer: " + GTO_NOTE)
        if solver_hit.illegal_size_mass_removed > 0:
            warnings.append(
                f"removed {solver_hit.illegal_size_mass_removed:.3f} probability on sizes below the legal minimum"
            )
        details["illegal_size_mass_removed"] = solver_hit.illegal_size_mass_removed
        uncertainty["abstraction"] = {
            "solver_infoset": solver_hit.key,
            "visits": solver_hit.confidence.get("visits"),
            "sizes": "exact" if solver_hit.exact else "translated",
            "strategy": solver_hit.description,
        }
        cascade["rollout"] = {"source": "rollout", "status": "used for EVs only" if rollout else rollout_status}
        if rollout_code:
            cascade["rollout"]["code"] = rollout_code
        cascade["heuristic"] = {"source": "heuristic", "status": "not needed"}
        if rollout is not None:
            best = rollout.best_index()
            mine = next(
                (
                    i
                    for i, e in enumerate(rollout.evs)
                    if (e.candidate.kind, e.candidate.amount) == (recommended.kind, recommended.amount)
                ),
                None,
            )
            if mine is not None and mine != best:
                gap = rollout.evs[best].ev - rollout.evs[mine].ev
                se = rollout.paired_se(best, mine)
                if gap > 2 * se:
                    warnings.append(
                        f"solver and rollouts disagree: rollouts prefer {_label(rollout.evs[best].candidate, state)} "
                        f"by {_bb(gap, state):.2f} BB (> 2 paired SE {_bb(se, state):.2f})"
                    )
                    confidence = "low"
                    cascade["consistency"] = {"source": "consistency check", "status": "conflict"}
    elif rollout is not None:
        method = "rollout"
        source = "Monte Carlo rollout"
        lines = list(rollout_lines.values())
        best = rollout.best_index()
        recommended = lines[best]
        mix = {l.label: l.frequency for l in lines if l.frequency}
        mix_meaning = "share of paired bootstrap resamples in which this action leads on mean EV: how sure the estimate is, not a strategy to mix"
        confidence = _rollout_confidence(rollout, best, multiway, ranges or [])
        cascade["rollout"] = {"source": "rollout", "status": "used"}
        cascade["heuristic"] = {"source": "heuristic", "status": "not needed"}
    else:
        cascade["rollout"] = {"source": "rollout", "status": rollout_status}
        if rollout_code:
            cascade["rollout"]["code"] = rollout_code
        to_call = state.to_call()
        choice = heuristic_choice(to_call, state.pot, equity.equity if equity else None)
        warnings.extend(choice.warnings)
        uncertainty["response_model"] = {"heuristic": "check-down assumption"}
        if choice.action is None:
            cascade["heuristic"] = {"source": "heuristic", "status": "rejected", "code": choice.refusal}
            details["refusal_codes"] = [choice.refusal]
        else:
            method = "heuristic"
            source = "heuristic fallback"
            for kind, ev in choice.evs.items():
                amount = to_call if kind == "call" else None
                lines.append(
                    ActionLine(
                        kind if kind != "call" else f"call {to_call}",
                        kind,
                        amount,
                        None,
                        _bb(ev, state),
                        None,
                        0,
                        source,
                        "check-down EV",
                    )
                )
            recommended = next(l for l in lines if l.kind == choice.action)
            cascade["heuristic"] = {"source": "heuristic", "status": "used"}
            warnings.append("heuristic fallback: pot odds and check-down EVs only; bet sizes not evaluated")
    if assumptions:
        confidence = "low"
    details["source_cascade"] = [cascade["solver"], cascade["rollout"], cascade["heuristic"]] + (
        [cascade["consistency"]] if "consistency" in cascade else []
    )
    return DecisionReport(
        recommended,
        method,
        source,
        lines,
        mix,
        mix_meaning,
        confidence,
        warnings,
        details,
        uncertainty,
        summary,
        equity,
        range_info,
        rollout,
    )


def _rollout_confidence(rollout: RolloutResult, best: int, multiway: bool, ranges: Sequence[Range]) -> str:
    others = [i for i in range(len(rollout.evs)) if i != best]
    if not others:
        return "high" if not multiway else "medium"
    runner = max(others, key=lambda i: rollout.evs[i].total)
    gap = rollout.evs[best].ev - rollout.evs[runner].ev
    se = rollout.paired_se(best, runner)
    margin = gap / se if se > 0 else (math.inf if gap > 0 else 0.0)
    narrow = all(r.effective_combos() <= NARROW_RANGE_COMBOS for r in ranges)
    if margin > 3 and not multiway and narrow:
        return "high"
    if margin > 2:
        return "medium"
    return "low"


def _model_name(config: DecisionConfig) -> str:
    params = config.rollout_response_params or {}
    if config.rollout_response == "behavior":
        return f"behavior ({params.get('model', 'regular') if isinstance(params, dict) else 'regular'})"
    return config.rollout_response


def _sub(seed: int | str, label: str) -> str:
    return f"{seed}/{label}"


def _idx(card: str) -> int:
    return "23456789TJQKA".index(card[0]) * 4 + "cdhs".index(card[1])
