"""The cascade source: state and estimated ranges in, the hero hand's equilibrium mix and EVs out."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from cosino.advisor.ranges import Range
from cosino.advisor.rollout import Candidate
from cosino.advisor.sources import SourceRequest, SourceResult
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index
from cosino_runtime.subgame.solve import FLOP_RUNOUTS, Solver, showdowns
from cosino_runtime.subgame.tree import LATER_BETS, LATER_RAISES, RIVER_AFTER_TURN_BETS, Street, build, count

SUBGAME_LABEL = "subgame equilibrium (given the estimated ranges)"
NOT_GTO = (
    "an equilibrium of the subgame from this decision only: the ranges at its root are the advisor's "
    "estimates, not the ones an equilibrium of the whole hand would reach; the bet sizes are a small "
    "abstraction; so this is not GTO of the full game"
)
MIX_MEANING = "the hero hand's mix in the subgame equilibrium: a strategy to play, given the estimated ranges"
# Payoffs reach the effective stack while the target is a thousandth of the pot, so the stack in pots
# decides the precision: single up to 64 pots (float32 keeps about 1e-5 pot per value), double
# beyond, and no solve past 2^20 pots, where even float64 cannot resolve that thousandth.
SINGLE_PRECISION_POTS = 64
MAX_STACK_POTS = 2**20
# A solve stopped above ten times its target is not a strategy worth playing: the rollouts answer.
UNUSABLE_FACTOR = 10


@dataclass(frozen=True)
class SubgameSettings:
    streets: tuple[str, ...] = ("river", "turn", "flop")
    target: dict | None = None  # street -> exploitability target as a fraction of the pot
    max_seconds: dict | None = None
    max_combos: dict | None = None  # street -> combos kept per range (the heaviest)
    max_iterations: int = 3000
    robustness: bool = True  # re-solve with flattened ranges on the river (model dependence)
    algo: str = "dcfr"  # or "cfr+"

    def get(self, name: str, street: str) -> float:
        defaults = {
            "target": {"river": 0.001, "turn": 0.01, "flop": 0.01},
            "max_seconds": {"river": 0.8, "turn": 3.5, "flop": 2.0},
            "max_combos": {"river": 400, "turn": 80, "flop": 150},
        }
        table = getattr(self, name) or defaults[name]
        return table.get(street, defaults[name][street])


def _trim(
    r: Range, keep: int, must: tuple[int, int] | None, board: list[int]
) -> tuple[list[tuple[int, int]], np.ndarray, int]:
    """At most ``keep`` combos standing for the range: strength-stratified when it is larger.

    The combos are sorted by their hand value on the board and cut into ``keep`` runs of equal
    weight; each run is played by its heaviest combo carrying the run's whole weight, so the
    strength distribution survives (the exact card removal of the merged combos does not). The
    hero's own hand always stands for itself.
    """
    live = [(c, w) for c, w in zip(r.combos, r.weights) if w > 0 and c != must]
    extra = [(must, max(1, dict(zip(r.combos, r.weights)).get(must, 0)))] if must is not None else []
    if len(live) + len(extra) <= keep:
        pairs = live + extra
        return [c for c, _ in pairs], np.array([w for _, w in pairs], dtype=np.float64), len(live)
    live.sort(key=lambda cw: (evaluate_indices((*cw[0], *board)), cw[0]))
    total = sum(w for _, w in live)
    slots = keep - len(extra)
    kept: list[tuple[int, int]] = []
    weights: list[float] = []
    run: list[tuple[tuple[int, int], int]] = []
    acc = 0
    for c, w in live:
        run.append((c, w))
        acc += w
        if acc * slots >= total * (len(kept) + 1) or (c, w) == live[-1]:
            kept.append(max(run, key=lambda cw: cw[1])[0])
            weights.append(float(sum(x for _, x in run)))
            run = []
    for c, w in extra:
        kept.append(c)
        weights.append(float(w))
    return kept, np.array(weights), len(live)


def _root_street(state, street: str) -> Street:
    hero, opp = state.hero, state.opponents()[0]
    h, o = state.seats[hero], state.seats[opp]
    acted = any(a.street == street and a.seat == opp for a in state.history) or state.to_call() > 0
    raises = sum(1 for a in state.history if a.street == street and a.kind in ("bet", "raise"))
    o_bet = min(o.committed, h.committed + h.stack)  # what the hero cannot match goes back to the villain
    dead = state.winnable_pot() - h.committed - o_bet
    return Street(
        (h.committed, o_bet), (h.stack, o.stack + o.committed - o_bet), (0, 0), dead, state.big_blind,
        state.full_raise(),
        1 if acted else 0, raises, False, street == "river", 0 if state.acts_first_postflop(hero, opp) else 1,
    )  # fmt: skip


def _root_actions(st: Street, cands: tuple[Candidate, ...]) -> tuple[list[tuple[str, int | None]], list[int]]:
    """Abstract root actions and, per candidate, the index of its action (sizes capped at the effective stack)."""
    cap = min(st.bets[0] + st.behind[0], st.bets[1] + st.behind[1])
    actions: list[tuple[str, int | None]] = []
    index = []
    for c in cands:
        act = (c.kind, None) if c.kind in ("fold", "check", "call") else (c.kind, min(int(c.amount), cap))
        if act[1] is not None and act[1] <= max(st.bets):
            act = ("call", None) if st.bets[0] < st.bets[1] else ("check", None)
        if act not in actions:
            actions.append(act)
        index.append(actions.index(act))
    return actions, index


def _solve_once(request, street, settings, flatten=False):
    state = request.state
    hero_combo = tuple(sorted(card_index(c) for c in state.hero_cards))
    keep = int(settings.get("max_combos", street))
    board = [card_index(c) for c in state.board]
    hh, wh, live_h = _trim(request.hero_range, keep, hero_combo, board)
    oh, wo, live_o = _trim(request.opp_ranges[0], keep, None, board)
    if flatten:
        wh, wo = np.sqrt(wh), np.sqrt(wo)
    root_sd, river_sd, chance = showdowns(board, hh, oh)
    st = _root_street(state, street)
    if street == "flop":  # the flop is the last betting round here: the turn and river are checked down
        st = replace(st, last_street=True)
    actions, index = _root_actions(st, request.candidates)
    root = build(st, 0, actions)
    dtype = np.float32 if stack_pots(state) <= SINGLE_PRECISION_POTS else np.float64
    solver = Solver(root, state.winnable_pot(), (wh, wo), root_sd, river_sd, chance, settings.algo, dtype)
    run = solver.run(settings.get("target", street), settings.max_iterations, settings.get("max_seconds", street))
    mix, evs = solver.root_report(hh.index(hero_combo))
    info = {"combos": [len(hh), len(oh)], "combos_in_range": [live_h + 1, live_o], "nodes": count(root)}
    info["precision"] = np.dtype(dtype).name
    return run, mix, evs, index, info


def stack_pots(state) -> Fraction:
    """The effective stack (what the smaller of the two can still have in at the end) in pots."""
    hero, opp = state.seats[state.hero], state.seats[state.opponents()[0]]
    return Fraction(min(hero.committed + hero.stack, opp.committed + opp.stack), state.winnable_pot())


class SubgameSource:
    """Heads-up turn and river subgames solved by vectorised CFR+ (numpy)."""

    name = "subgame"

    def __init__(self, settings: SubgameSettings = SubgameSettings()) -> None:
        self.settings = settings

    def solve(self, request: SourceRequest) -> SourceResult:
        state = request.state
        street = state.street
        if len(request.opp_ranges) != 1:
            return SourceResult("rejected", "SUBGAME_MULTIWAY")
        if street not in self.settings.streets:
            return SourceResult("not run", "SUBGAME_STREET")
        if state.winnable_pot() <= 0 or stack_pots(state) > MAX_STACK_POTS:
            depth = "an empty pot" if state.winnable_pot() <= 0 else f"stacks {float(stack_pots(state)):.3g} pots deep"
            return SourceResult("not run", "SUBGAME_DEPTH", warnings=[f"subgame not run: {depth}"])
        run, mix, evs, index, info = _solve_once(request, street, self.settings)
        target = self.settings.get("target", street)
        converged = run["exploitability_pct_pot"] <= 100 * target + 1e-9
        if not run["exploitability_pct_pot"] <= UNUSABLE_FACTOR * 100 * target:  # NaN is unusable too
            stopped = f"{run['exploitability_pct_pot']:.3g}% of the pot after {run['iterations']} iterations"
            return SourceResult(
                "rejected",
                "SUBGAME_NOT_CONVERGED",
                info={**info, **run},
                warnings=[f"subgame not used: stopped at {stopped}, over {UNUSABLE_FACTOR}x its target"],
            )
        robust = None
        top = int(np.argmax(mix))
        if self.settings.robustness and street == "river":
            _, mix2, _, _, _ = _solve_once(request, street, self.settings, flatten=True)
            robust = int(np.argmax(mix2)) == top
        seen: set[int] = set()
        actions = []
        for c, i in zip(request.candidates, index):
            actions.append((c, float(mix[i]) if i not in seen else 0.0, float(evs[i])))
            seen.add(i)
        info.update(run)
        info["target_pct_pot"] = 100 * target
        info["abstraction"] = _abstraction_text(street)
        info["not_gto"] = NOT_GTO
        warnings = (
            []
            if converged
            else [f"subgame stopped at {run['exploitability_pct_pot']:.2f}% of the pot (target {100 * target:.2f}%)"]
        )
        return SourceResult("used", None, actions, SUBGAME_LABEL, MIX_MEANING, info, warnings, converged, robust)


def _abstraction_text(street: str) -> str:
    def fr(fs):
        return " and ".join(str(f) for f in fs)  # "1/2 and 1": joined by "/" they read as one fraction

    text = (
        f"root: the advisor's candidates (all-in included); after it bets {fr(LATER_BETS)} pot, "
        f"raises {fr(LATER_RAISES)} pot, all-in; at most 3 wagers a street"
    )
    if street == "turn":
        text += f"; river (every card): bets {fr(RIVER_AFTER_TURN_BETS)} pot, all-in"
    if street == "flop":
        text += f"; the flop is the only betting round: turn and river checked down ({FLOP_RUNOUTS} sampled runouts)"
    return text
