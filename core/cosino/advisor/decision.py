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
from functools import partial
from typing import Any, Sequence

from cosino.advisor.heuristic import heuristic_choice
from cosino.advisor.ranges import Range, check_range, opponent_range, range_summary
from cosino.advisor.report import ActionLine, DecisionReport
from cosino.advisor.rollout import (
    DEFAULT_BATCHES,
    MAX_BATCHES,
    MAX_RESAMPLES,
    SIZE_FLOORS,
    Candidate,
    RolloutResult,
    RolloutSettings,
    bootstrap_work,
    candidates_for,
    check_affordable,
    check_candidate,
    rollout_action_evs,
    setting_number,
    size_floor_problem,
)
from cosino.advisor.state import ObservedTableState, validate
from cosino.games.poker.equity import (
    MAX_EQUITY_SAMPLES,
    EquityEstimate,
    RangeEmpty,
    monte_carlo_equity,
    seed_ok,
    shown_value,
)
from cosino.primitives.cards import card_index

DEFAULT_FRACTIONS = (Fraction(1, 3), Fraction(1, 2), Fraction(3, 4), Fraction(1), Fraction(3, 2))
NARROW_RANGE_COMBOS = 300.0  # "reasonably narrow": at most this many effective combos
MIN_TRUSTED_SAMPLES = 500  # below this the rollouts' SEs are too narrow to grade confidence by
ROLLOUT = "Monte Carlo rollout"
BOOTSTRAP_MEANING = (
    "share of paired bootstrap resamples in which this action leads on mean EV: "
    "how sure the estimate is, not a strategy to mix"
)
GTO_NOTE = (
    "abstract MCCFR strategy of an imperfect-recall abstraction: no equilibrium guarantee, "
    "not even in the abstract game"
)


MIN_SAMPLES = 2  # the fewest equity or rollout samples that have a spread; 0 turns the stage off
MAX_SAMPLES = MAX_EQUITY_SAMPLES  # equity or rollout samples (`cosino advise` too): more would run for hours
MAX_SEED_CHARS = 200  # a seed is an int of at most 256 bits or a label of at most this many characters
MAX_BET_FRACTIONS = 32  # candidate bet sizes: each is rolled out as one more candidate


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
    bootstrap_batches: int = DEFAULT_BATCHES  # the samples grouped into this many batches, shared by the candidates
    extra_candidates: tuple[Candidate, ...] = ()  # e.g. the action actually taken, for review
    sources: tuple[Any, ...] = ()  # extra cascade sources (advisor.sources.Source), tried after the solver
    given_ranges: tuple[Range, ...] | None = None  # explicit opponent ranges instead of the estimates (validation)
    given_hero_range: Range | None = None  # the hero's range as the opponent sees it, for the sources

    def __post_init__(self) -> None:
        for name in ("equity_simulations", "rollout_simulations"):
            count = getattr(self, name)
            if type(count) is not int or (count != 0 and count < MIN_SAMPLES):
                # one sample has no spread: the equity sampler failed quietly, the rollouts raised deep inside
                raise ValueError(f"{name}: must be 0 (off) or at least {MIN_SAMPLES} samples, got {shown_value(count)}")
            if count > MAX_SAMPLES:  # unbounded, a typo of a few digits ran for days
                raise ValueError(f"{name}: at most {MAX_SAMPLES} samples, got {shown_value(count)}")
        self._read_sizes()
        if not isinstance(self.extra_candidates, (tuple, list)):
            shown = shown_value(self.extra_candidates)
            raise ValueError(f"extra_candidates: expected a tuple of Candidates, got {shown}")
        for k, candidate in enumerate(self.extra_candidates):
            check_candidate(candidate, f"extra_candidates[{k}]")
        resamples = self.bootstrap_resamples
        if type(resamples) is not int or resamples < 0:  # True read as one resample; 2.5 raised deep in a loop
            shown = shown_value(resamples)
            raise ValueError(f"bootstrap_resamples: must be a whole number, 0 (off) or more, got {shown}")
        if resamples > MAX_RESAMPLES:
            raise ValueError(f"bootstrap_resamples: at most {MAX_RESAMPLES} resamples, got {shown_value(resamples)}")
        self._check_batches()
        if not seed_ok(self.seed, MAX_SEED_CHARS):
            # a 5000-digit int raised Python's int-digits ValueError deep in the equity stage
            raise ValueError(
                f"seed: must be an int of at most 256 bits or a str of at most {MAX_SEED_CHARS} characters,"
                f" got {shown_value(self.seed)}"
            )
        # Checked once, here: a bad combo or weight would otherwise surface deep in a sampler, or not at all.
        if self.given_ranges is not None:
            if not isinstance(self.given_ranges, (tuple, list)):
                raise ValueError("given_ranges: expected a tuple of ranges, one per opponent")
            for k, r in enumerate(self.given_ranges):
                check_range(r, f"given_ranges[{k}]")
        if self.given_hero_range is not None:
            check_range(self.given_hero_range, "given_hero_range")

    def _check_batches(self) -> None:
        batches = self.bootstrap_batches
        if type(batches) is not int or not 1 <= batches <= MAX_BATCHES:
            shown = shown_value(batches)
            raise ValueError(f"bootstrap_batches: must be a whole number from 1 to {MAX_BATCHES}, got {shown}")
        problem = bootstrap_work(self.bootstrap_resamples, batches) if self.bootstrap_resamples else None
        if problem is not None:
            raise ValueError(f"bootstrap_resamples x bootstrap_batches: {problem}")

    def _read_sizes(self) -> None:
        """The sizing fields read exactly, as Fractions (text such as "5/2" or "2.5" too), each above its floor.

        Until 2026-12-07 they were read by ``Fraction()`` deep in the rollouts: "x" and "nan" raised "Invalid literal
        for Fraction" naming no field, "1/0" a ZeroDivisionError, "1e999999999" expanded a billion digits, and a str
        given as bet_fractions was read a character at a time."""
        for name, (_, rule) in SIZE_FLOORS.items():
            value = setting_number(getattr(self, name), name)
            if size_floor_problem(name, value):
                raise ValueError(f"{name}: must be a number {rule}, got {value.numerator}/{value.denominator}")
            object.__setattr__(self, name, value)
        sizes = self.bet_fractions
        if not isinstance(sizes, (tuple, list)) or len(sizes) > MAX_BET_FRACTIONS:
            shown = f"{len(sizes)} sizes" if isinstance(sizes, (tuple, list)) else shown_value(sizes)
            raise ValueError(f"bet_fractions: must be a tuple of at most {MAX_BET_FRACTIONS} fractions, got {shown}")
        read = tuple(setting_number(f, f"bet_fractions[{k}]") for k, f in enumerate(sizes))
        for k, f in enumerate(read):
            if f <= 0:
                raise ValueError(f"bet_fractions[{k}]: must be a fraction above 0, got {f.numerator}/{f.denominator}")
        object.__setattr__(self, "bet_fractions", read)


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
    odds_pot = state.winnable_pot()  # all-in for less: the uncalled part of a bet is not on offer
    return {
        "street": state.street,
        "position": state.position_name(state.hero),
        "hero_cards": "".join(state.hero_cards) if state.hero_cards else None,
        "board": "".join(state.board),
        "pot": pot,
        "to_call": to_call,
        "pot_odds": round(to_call / (odds_pot + to_call), 3) if to_call else None,
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
            "solver": _blank_solver_info(),
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


def _blank_solver_info() -> dict[str, Any]:
    return {
        "used": False,
        "confidence": None,
        "reasons": [],
        "visits": None,
        "seed_disagreement": None,
        "movement": None,
        "collision": None,
    }


@dataclass
class _Spot:
    """Everything the sources of one decision share, filled stage by stage."""

    state: ObservedTableState
    config: DecisionConfig
    observation: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    cascade: dict[str, dict[str, Any]] = field(default_factory=dict)
    ranges: list[Range] | None = None
    range_codes: list[str] = field(default_factory=list)
    range_info: list[dict[str, Any]] = field(default_factory=list)
    equity: EquityEstimate | None = None
    equity_code: str | None = None
    solver_info: dict[str, Any] = field(default_factory=_blank_solver_info)
    solver_hit: Any = None
    rollout: RolloutResult | None = None
    rollout_status: str = "not run"
    rollout_code: str | None = None
    rollout_lines: dict[tuple[str, int | None], ActionLine] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    uncertainty: dict[str, Any] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def opps(self) -> list[int]:
        return self.state.opponents()

    @property
    def multiway(self) -> bool:
        return len(self.opps) > 1


@dataclass
class _Answer:
    """What one source of the cascade recommends."""

    recommended: ActionLine | None
    method: str
    source: str
    lines: list[ActionLine] = field(default_factory=list)
    mix: dict[str, float] = field(default_factory=dict)
    mix_meaning: str = ""
    confidence: str = "low"


def _observed_state(observed: Any) -> tuple[ObservedTableState | None, dict[str, Any], DecisionReport | None]:
    """(state, observation info, refusal): an Observation is unwrapped, a missing state refused."""
    info: dict[str, Any] = {"source": "given state", "observer_confidence": None}
    if not hasattr(observed, "state") or isinstance(observed, ObservedTableState):
        return observed, info, None
    info = {"source": observed.source, "observer_confidence": observed.observer_confidence}
    if observed.state is None:
        code = observed.refusal or "OBSERVATION_UNAVAILABLE"
        message = observed.message or "no table state could be observed"
        return None, info, _refusal(None, [code], [message], observation=info)
    return observed.state, info, None


def _note_assumptions(spot: _Spot) -> None:
    state = spot.state
    if state.actor is None:
        spot.assumptions.append("ACTOR_UNKNOWN")
        spot.warnings.append("the seat on decision is unknown: assumed to be the hero")
    if any(state.seats[o].stack is None for o in spot.opps):
        spot.assumptions.append("OPPONENT_STACK_UNKNOWN")
        spot.warnings.append("an opponent stack is unknown: the opponent is assumed to cover the hero")
    for issue in validate(state):
        if issue.severity == "warning":
            spot.warnings.append(f"{issue.code}: {issue.message}")
    if spot.multiway:
        spot.warnings.append(f"multiway pot ({len(spot.opps) + 1} players): rollouts are a rough estimate; no solver")


def _estimate_ranges(spot: _Spot) -> None:
    ranges: list[Range] = []
    given = spot.config.given_ranges
    dead = [card_index(c) for c in (*spot.state.hero_cards, *spot.state.board)]
    if given is not None and len(given) != len(spot.opps):
        raise ValueError(f"given_ranges: {len(given)} ranges for {len(spot.opps)} opponents")
    try:
        for k, o in enumerate(spot.opps):
            r = given[k].without(dead) if given is not None else opponent_range(spot.state, o)
            if r.total_weight() <= 0:
                raise RangeEmpty(f"seat {o}: range is empty after card removal")
            ranges.append(r)
    except RangeEmpty as exc:
        spot.range_codes.append("RANGE_EMPTY")
        spot.warnings.append(f"RANGE_EMPTY: {exc}; no equity and no rollouts")
        return
    spot.ranges = ranges
    model = _model_name(spot.config)
    spot.range_info = [range_summary(spot.state, o, r, model) for o, r in zip(spot.opps, ranges)] if ranges else []


def _estimate_equity(spot: _Spot) -> None:
    config = spot.config
    if spot.ranges is None or config.equity_simulations <= 0:
        return
    hero = [card_index(c) for c in spot.state.hero_cards]
    board = [card_index(c) for c in spot.state.board]
    try:
        spot.equity = monte_carlo_equity(
            hero, board, spot.ranges, config.equity_simulations, seed=_sub(config.seed, "equity")
        )
    except RangeEmpty as exc:
        spot.equity_code = "RANGE_EMPTY"
        spot.ranges = None
        spot.warnings.append(f"RANGE_EMPTY: {exc}")
    except Exception as exc:  # a failing component is reported, never fatal
        spot.equity_code = "EQUITY_ERROR"
        spot.warnings.append(f"EQUITY_ERROR: the equity sampler failed ({type(exc).__name__}: {exc})")


def _solver_verdict(spot: _Spot) -> tuple[str, str | None, Any]:
    """(cascade status, code, accepted hit or None) of the configured solver for this spot."""
    from cosino.advisor.solver_gate import SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE, assess
    from cosino.advisor.strategy import LookupMiss

    info, provider = spot.solver_info, spot.config.solver
    if isinstance(provider, LookupMiss):
        info["reasons"] = [provider.code]
        return "rejected", provider.code, None
    if spot.multiway:
        info["reasons"] = ["OUTSIDE_ABSTRACTION"]
        return "rejected", "OUTSIDE_ABSTRACTION", None
    try:
        hit = provider.lookup(spot.state)
    except Exception as exc:  # the lookup itself failed: treated as a rejection
        hit = LookupMiss("SOLVER_ERROR", f"{type(exc).__name__}: {exc}")
    if isinstance(hit, LookupMiss):
        info["reasons"] = [hit.code]
        if hit.visits is not None:
            info["visits"] = hit.visits
        return "rejected", hit.code, None
    verdict = assess(hit.confidence, spot.config.gate)
    info["confidence"] = verdict.status
    info["reasons"] = list(verdict.reasons)
    for name in ("visits", "seed_disagreement", "movement", "collision"):
        info[name] = hit.confidence.get(name)
    if verdict.status not in (SOLVER_ACCEPT, SOLVER_LOW_CONFIDENCE):
        return "rejected", "SOLVER_REJECT", None
    info["used"] = True
    if verdict.status == SOLVER_LOW_CONFIDENCE:
        spot.warnings.append("solver key accepted with low confidence: " + ", ".join(verdict.reasons))
    return "used", None, hit


def _look_up_solver(spot: _Spot) -> None:
    status, code = "not configured", None
    if spot.config.solver is not None:
        status, code, spot.solver_hit = _solver_verdict(spot)
    entry: dict[str, Any] = {"source": "solver", "status": status}
    if code:
        entry["code"] = code
    if spot.solver_info["reasons"]:
        entry["reasons"] = list(spot.solver_info["reasons"])
    spot.cascade["solver"] = entry


def _candidates(spot: _Spot) -> list[Candidate]:
    # The solver's actions are added so that each gets an EV for the consistency check.
    cands = candidates_for(spot.state, spot.config.bet_fractions)
    hit = spot.solver_hit
    solver_cands = tuple(c for c, _ in hit.actions) if hit is not None else ()
    for k, extra in enumerate(spot.config.extra_candidates):
        check_affordable(extra, spot.state, f"extra_candidates[{k}]")
    for extra in (*spot.config.extra_candidates, *solver_cands):
        if all((c.kind, c.amount) != (extra.kind, extra.amount) for c in cands):
            cands.append(extra)
    return cands


def _run_rollouts(spot: _Spot) -> None:
    config = spot.config
    cands = _candidates(spot)
    if config.rollout_simulations <= 0:
        spot.rollout_status = "not configured"
        return
    if spot.ranges is None:
        spot.rollout_code = "RANGE_EMPTY"
        return
    settings = RolloutSettings(
        config.rollout_depth,
        config.rollout_response,
        config.rollout_response_params,
        Fraction(config.raise_multiplier),
        Fraction(config.opponent_bet_fraction),
        config.hero_model,
    )
    try:
        spot.rollout = rollout_action_evs(
            spot.state,
            cands,
            spot.ranges,
            config.rollout_simulations,
            seed=_sub(config.seed, "rollout"),
            settings=settings,
        )
    except ValueError:
        raise  # a bad configuration is the caller's error, not a component failure
    except Exception as exc:
        spot.rollout_code = "ROLLOUT_ERROR"
        spot.rollout_status = "failed"
        spot.warnings.append(f"ROLLOUT_ERROR: rollouts failed ({type(exc).__name__}: {exc})")


def _uncertainty(spot: _Spot) -> dict[str, Any]:
    rollout, state = spot.rollout, spot.state
    ranges = [
        {"seat": r["seat"], "effective_combos": r["effective_combos"], "entropy_bits": r["entropy_bits"]}
        for r in spot.range_info
    ]
    ses = {_label(e.candidate, state): _bb(e.se, state) for e in rollout.evs} if rollout else None
    return {
        "observation": spot.observation,
        "range_estimation": ranges or None,
        "sampling": {"equity_se": spot.equity.se if spot.equity else None, "rollout_ev_se_bb": ses},
        "abstraction": None,
        "response_model": {"rollout": _model_name(spot.config), "depth": rollout.depth} if rollout else "none",
    }


def _tabulate_rollouts(spot: _Spot) -> None:
    rollout, config, state = spot.rollout, spot.config, spot.state
    if rollout is None:
        return
    freqs: list[float | None] = (
        rollout.bootstrap_frequencies(
            _sub(config.seed, "bootstrap"), config.bootstrap_resamples, config.bootstrap_batches
        )
        if config.bootstrap_resamples > 0
        else [None] * len(rollout.evs)
    )
    for e, f in zip(rollout.evs, freqs):
        c = e.candidate
        line = ActionLine(
            _label(c, state), c.kind, c.amount, f, _bb(e.ev, state), _bb(e.se, state), e.samples, ROLLOUT, e.note
        )
        spot.rollout_lines[line.key()] = line
    spr = spot.summary.get("spr")
    if spr is not None and spr > 3 and rollout.depth == "street":
        spot.warnings.append(
            "high SPR: the one-response check-down model does not credit later-street value of "
            "smaller bets and favours big bets and all-ins"
        )


def _describe(spot: _Spot) -> None:
    spot.summary = _summary(spot.state)
    spot.uncertainty = _uncertainty(spot)
    _tabulate_rollouts(spot)
    spot.details = {
        "refusal_codes": [],
        "assumptions": spot.assumptions,
        "solver": spot.solver_info,
        "validation": [i.code for i in validate(spot.state)],
        "range_codes": spot.range_codes,
    }
    if spot.equity_code:
        spot.details["equity_error"] = spot.equity_code


def _check_consistency(spot: _Spot, recommended: ActionLine, who: str = "solver") -> bool:
    """True (and a warning) when the rollouts prefer another action by more than two paired SE."""
    rollout, state = spot.rollout, spot.state
    if rollout is None:
        return False
    best = rollout.best_index()
    mine = next(
        (i for i, e in enumerate(rollout.evs) if (e.candidate.kind, e.candidate.amount) == recommended.key()),
        None,
    )
    if mine is None or mine == best:
        return False
    gap = rollout.evs[best].ev - rollout.evs[mine].ev
    se = rollout.paired_se(best, mine)
    if gap <= 2 * se:
        return False
    spot.warnings.append(
        f"{who} and rollouts disagree: rollouts prefer {_label(rollout.evs[best].candidate, state)} "
        f"by {_bb(gap, state):.2f} BB (> 2 paired SE {_bb(se, state):.2f})"
    )
    spot.cascade["consistency"] = {"source": "consistency check", "status": "conflict"}
    return True


def _solver_lines(spot: _Spot, source: str) -> list[ActionLine]:
    lines = []
    for cand, p in spot.solver_hit.actions:
        line = spot.rollout_lines.get((cand.kind, cand.amount))
        ev, se, n = (line.ev_bb, line.se_bb, line.samples) if line else (None, None, 0)
        note = "EV from rollouts" if line else ""
        lines.append(ActionLine(_label(cand, spot.state), cand.kind, cand.amount, p, ev, se, n, source, note))
    for key, line in spot.rollout_lines.items():
        if all(ln.key() != key for ln in lines):
            lines.append(replace(line, frequency=None, note="not in the abstract strategy"))
    return lines


def _solver_answer(spot: _Spot) -> _Answer | None:
    hit = spot.solver_hit
    if hit is None:
        return None
    source = "solver (exact mapping)" if hit.exact else "interpolated abstraction"
    lines = _solver_lines(spot, source)
    top = max(range(len(hit.actions)), key=lambda i: hit.actions[i][1])
    mix = {ln.label: ln.frequency for ln in lines if ln.frequency}
    confidence = "medium" if spot.solver_info["confidence"] == "SOLVER_ACCEPT" else "low"
    spot.warnings.append("solver answer: " + GTO_NOTE)
    if hit.illegal_size_mass_removed > 0:
        spot.warnings.append(
            f"removed {hit.illegal_size_mass_removed:.3f} probability on sizes below the legal minimum"
        )
    spot.details["illegal_size_mass_removed"] = hit.illegal_size_mass_removed
    spot.uncertainty["abstraction"] = {
        "solver_infoset": hit.key,
        "visits": hit.confidence.get("visits"),
        "sizes": "exact" if hit.exact else "translated",
        "strategy": hit.description,
    }
    rollout_entry = {"source": "rollout", "status": "used for EVs only" if spot.rollout else spot.rollout_status}
    if spot.rollout_code:
        rollout_entry["code"] = spot.rollout_code
    spot.cascade["rollout"] = rollout_entry
    if _check_consistency(spot, lines[top]):
        confidence = "low"
    return _Answer(lines[top], "solver", source, lines, mix, "mixed strategy of the " + GTO_NOTE, confidence)


def _rollout_answer(spot: _Spot) -> _Answer | None:
    rollout = spot.rollout
    if rollout is None:
        entry = {"source": "rollout", "status": spot.rollout_status}
        if spot.rollout_code:
            entry["code"] = spot.rollout_code
        spot.cascade["rollout"] = entry
        return None
    lines = list(spot.rollout_lines.values())
    best = rollout.best_index()
    mix = {ln.label: ln.frequency for ln in lines if ln.frequency}
    confidence = _rollout_confidence(rollout, best, spot.multiway, spot.ranges or [])
    if len(rollout.evs) > 1 and rollout.samples < MIN_TRUSTED_SAMPLES:
        # Said here, where it holds: a forced action (one candidate) or another source's answer is not graded
        # by the rollouts, and the warning beside their "high" contradicted the report (until 2026-12-07).
        spot.warnings.append(
            f"only {rollout.samples} rollout samples: error bars of all-in and large bets "
            f"are too narrow below {MIN_TRUSTED_SAMPLES}, so confidence stays low"
        )
    spot.cascade["rollout"] = {"source": "rollout", "status": "used"}
    return _Answer(lines[best], "rollout", ROLLOUT, lines, mix, BOOTSTRAP_MEANING, confidence)


def _heuristic_answer(spot: _Spot) -> _Answer | None:
    state = spot.state
    to_call = state.to_call()
    choice = heuristic_choice(to_call, state.winnable_pot(), spot.equity.equity if spot.equity else None)
    spot.warnings.extend(choice.warnings)
    spot.uncertainty["response_model"] = {"heuristic": "check-down assumption"}
    if choice.action is None:
        spot.cascade["heuristic"] = {"source": "heuristic", "status": "rejected", "code": choice.refusal}
        spot.details["refusal_codes"] = [choice.refusal]
        return None
    source = "heuristic fallback"
    lines = []
    for kind, ev in choice.evs.items():
        label, amount = (f"call {to_call}", to_call) if kind == "call" else (kind, None)
        lines.append(ActionLine(label, kind, amount, None, _bb(ev, state), None, 0, source, "check-down EV"))
    spot.cascade["heuristic"] = {"source": "heuristic", "status": "used"}
    spot.warnings.append("heuristic fallback: pot odds and check-down EVs only; bet sizes not evaluated")
    recommended = next(ln for ln in lines if ln.kind == choice.action)
    return _Answer(recommended, "heuristic", source, lines)


def _hero_range(spot: _Spot) -> Range:
    """The hero's range as the opponent would estimate it, the hero's actual hand always in it."""
    state = spot.state
    given = spot.config.given_hero_range
    r = given if given is not None else opponent_range(state, state.hero, remove_hero=False)
    hero = tuple(sorted(card_index(c) for c in state.hero_cards))
    if hero not in r.combos or r.weights[r.combos.index(hero)] == 0:
        spot.warnings.append("the hero's hand lies outside its estimated range: added with a small weight")
        r = Range([*r.combos, hero], [*r.weights, 1], r.label)
    return r


def _source_entry(spot: _Spot, name: str, result: Any) -> None:
    entry: dict[str, Any] = {"source": name, "status": result.status}
    if result.code:
        entry["code"] = result.code
    spot.cascade[name] = entry


def _external_answer(spot: _Spot, source: Any, name: str = "source") -> _Answer | None:
    """One caller-supplied source (e.g. the runtime's subgame solver); rejections fall through, and
    so do a source that raises and one whose result is malformed (both recorded as failed)."""
    from cosino.advisor.sources import MALFORMED, SourceRequest, SourceResult, result_problem

    if spot.ranges is None:
        _source_entry(spot, name, SourceResult("not run", "RANGE_EMPTY"))
        return None
    try:
        request = SourceRequest(
            spot.state, _hero_range(spot), tuple(spot.ranges), tuple(_candidates(spot)), _sub(spot.config.seed, name)
        )
        result = source.solve(request)
        problem = result_problem(result, request)
    except Exception as exc:  # a failing component is reported, never fatal
        result, problem = SourceResult("failed", f"{name.upper()}_ERROR"), None
        spot.warnings.append(f"{name.upper()}_ERROR: {type(exc).__name__}: {exc}")
    if problem is not None:  # checked here, before any of it reaches the report's table, text or JSON
        result = SourceResult("failed", MALFORMED)
        spot.warnings.append(f"{MALFORMED}: {name}: {problem}")
    _source_entry(spot, name, result)
    spot.warnings.extend(result.warnings)
    if not result.used or not result.actions:
        return None
    lines = []
    for cand, freq, ev in result.actions:
        roll = spot.rollout_lines.get((cand.kind, cand.amount))
        note = f"rollout EV {roll.ev_bb:+.2f} BB" if roll and roll.ev_bb is not None else ""
        lines.append(
            ActionLine(
                _label(cand, spot.state), cand.kind, cand.amount, freq, _bb(ev, spot.state), None, 0, result.label, note
            )
        )
    top = max(range(len(lines)), key=lambda i: (lines[i].frequency or 0.0, lines[i].ev_bb or 0.0))
    # Under the source's own name: the runtime's subgame solver is "subgame", and another source is not it.
    spot.uncertainty[name] = dict(result.info)
    spot.details[name] = dict(result.info)
    if result.info.get("not_gto"):  # a source that says nothing of its limits gets no empty "label: " line
        spot.warnings.append(f"{result.label}: {result.info['not_gto']}")
    confidence = _source_confidence(spot, result, lines[top], name)
    if spot.rollout is not None:
        spot.cascade["rollout"] = {"source": "rollout", "status": "used for EVs only"}
    mix = {ln.label: ln.frequency for ln in lines if ln.frequency}
    return _Answer(lines[top], name, result.label, lines, mix, result.mix_meaning, confidence)


def _source_confidence(spot: _Spot, result: Any, top: ActionLine, name: str) -> str:
    """High only when the solve converged, the mix is nearly pure and flattened ranges agree; a
    disagreement with the rollouts (beyond two paired SE, warned under the source's ``name``) caps it at low."""
    freq = top.frequency or 0.0
    if result.converged and freq >= 0.9 and result.robust:
        confidence = "high"
    elif result.converged and freq >= 0.6:
        confidence = "medium"
    else:
        confidence = "low"
    if _check_consistency(spot, top, who=name):
        confidence = "low"
    return confidence


CASCADE = (("solver", _solver_answer), ("rollout", _rollout_answer), ("heuristic", _heuristic_answer))


def _cascade(config: DecisionConfig) -> list[tuple[str, Any]]:
    """The solver lookup, then the caller's extra sources, then rollouts and the heuristic."""
    # A source's name keys its cascade entry and makes its codes: one that is not a non-empty string is replaced,
    # and one already taken (a step's own, another source's) gets its place, so no entry overwrites another.
    taken = {name for name, _ in CASCADE}
    extra = []
    for i, src in enumerate(config.sources):
        name = getattr(src, "name", None)
        name = name if isinstance(name, str) and name else f"source{i}"
        name = name if name not in taken else f"{name}#{i}"
        taken.add(name)
        extra.append((name, partial(_external_answer, source=src, name=name)))
    return [CASCADE[0], *extra, *CASCADE[1:]]


def recommend_action(observed: Any, config: DecisionConfig = DecisionConfig()) -> DecisionReport:
    """The report for the hero's decision in ``observed`` (an ObservedTableState or an Observation)."""
    state, observation_info, refused = _observed_state(observed)
    if refused is not None:
        return refused
    codes, msgs = refusal_codes(state)
    if codes:
        return _refusal(state, codes, msgs, observation=observation_info)
    spot = _Spot(state, config, observation_info)
    for stage in (_note_assumptions, _estimate_ranges, _estimate_equity, _look_up_solver, _run_rollouts, _describe):
        stage(spot)
    answer: _Answer | None = None
    cascade = _cascade(config)
    for name, source in cascade:
        if answer is None:
            answer = source(spot)
        else:
            spot.cascade.setdefault(name, {"source": name, "status": "not needed"})
    if answer is None:
        answer = _Answer(None, "none", "none")
    if spot.assumptions:
        answer.confidence = "low"
    order = [spot.cascade[name] for name, _ in cascade] + (
        [spot.cascade["consistency"]] if "consistency" in spot.cascade else []
    )
    spot.details["source_cascade"] = order
    return DecisionReport(
        answer.recommended,
        answer.method,
        answer.source,
        answer.lines,
        answer.mix,
        answer.mix_meaning,
        answer.confidence,
        spot.warnings,
        spot.details,
        spot.uncertainty,
        spot.summary,
        spot.equity,
        spot.range_info,
        spot.rollout,
    )


def _rollout_confidence(rollout: RolloutResult, best: int, multiway: bool, ranges: Sequence[Range]) -> str:
    others = [i for i in range(len(rollout.evs)) if i != best]
    if others and rollout.samples < MIN_TRUSTED_SAMPLES:
        return "low"  # two samples that happen to agree give an SE of 0: no lead can be measured
    if not others:
        return "high" if not multiway else "medium"
    # The lead is measured against every other candidate: the second-best mean can be far ahead of a noisier
    # third (a check behind a small bet, an all-in), which the best then beats by fewer paired SE.
    margin = min(_lead(rollout, best, i) for i in others)
    narrow = all(r.effective_combos() <= NARROW_RANGE_COMBOS for r in ranges)
    if margin > 3 and not multiway and narrow:
        return "high"
    if margin > 2:
        return "medium"
    return "low"


def _lead(rollout: RolloutResult, best: int, other: int) -> float:
    """How many paired standard errors the best candidate's mean EV is above ``other``'s."""
    gap = rollout.evs[best].ev - rollout.evs[other].ev
    se = rollout.paired_se(best, other)
    return gap / se if se > 0 else (math.inf if gap > 0 else 0.0)


def _model_name(config: DecisionConfig) -> str:
    params = config.rollout_response_params or {}
    if config.rollout_response == "behavior":
        return f"behavior ({params.get('model', 'regular') if isinstance(params, dict) else 'regular'})"
    return config.rollout_response


def _sub(seed: int | str, label: str) -> str:
    return f"{seed}/{label}"
