"""Exact references for the advisor: river spots with small explicit ranges, solved by the analytics CFR.

Each spot is a heads-up river decision with six to eight weighted combos per player. Its reference is
the full subgame (a chance node dealing both hands, then every betting sequence of the action
abstraction: the advisor's candidates at the root; bets 1/2 and 1 pot, a pot raise and all-in after
it, at most two raises) compiled by ``cosino.analytics.tree`` and solved by ``cosino.solvers`` CFR+,
its exploitability checked by ``cosino.analytics.reach.exploitability``. Every method is then given
the same explicit ranges and scored: does its recommendation equal the equilibrium's most-played
root action for the hero's hand, and how much EV (% of the pot, against the equilibrium opponent)
does following it lose?

    .venv/bin/python experiments/advisor_validation.py --spots 36 --seed 18 --rollouts 1000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from fractions import Fraction

from cosino.advisor.decision import DecisionConfig, recommend_action
from cosino.advisor.ranges import Range
from cosino.advisor.rollout import candidates_for
from cosino.advisor.state import state_from_dict
from cosino.analytics.reach import expected_payoffs, exploitability
from cosino.analytics.tree import GameState, GameTree, compile_tree
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index, card_name
from cosino.solvers.cfr import make_solver
from cosino_runtime.subgame import SubgameSource
from cosino_runtime.subgame.source import _root_actions, _root_street
from cosino_runtime.subgame.tree import build


def _combos(rng: random.Random, used: set[int], n: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    while len(out) < n:
        a, b = sorted(rng.sample([c for c in range(52) if c not in used], 2))
        if (a, b) not in out:
            out.append((a, b))
    return out


def make_spot(rng: random.Random, k: int) -> dict:
    board = rng.sample(range(52), 5)
    hero_r = _combos(rng, set(board), rng.choice((6, 7, 8)))
    hero = rng.choice(hero_r)
    opp_r = [c for c in _combos(rng, set(board) | set(hero), 8)][: rng.choice((6, 7, 8))]
    pot = rng.choice((20, 30, 40, 60))
    behind = rng.choice((40, 80, 150))
    kind = ("first", "checked to", "facing bet")[k % 3]
    bet = int(pot * rng.choice((Fraction(1, 2), Fraction(1)))) if kind == "facing bet" else 0
    history = {"first": [], "checked to": [{"street": "river", "seat": 1, "action": "check"}]}.get(
        kind, [{"street": "river", "seat": 1, "action": "bet", "amount": bet}]
    )
    state = state_from_dict(
        {
            "hero": 0, "dealer": 0 if kind == "checked to" else 1, "hero_cards": "".join(card_name(c) for c in hero),
            "board": "".join(card_name(c) for c in board), "pot": pot + bet, "big_blind": 2, "small_blind": 1,
            "actor": 0, "seats": [{"stack": behind, "committed": 0}, {"stack": behind - bet, "committed": bet}],
            "history": history,
        }
    )  # fmt: skip
    weights = lambda combos: [rng.choice((1, 2, 3)) * 300 for _ in combos]  # noqa: E731
    return {
        "state": state,
        "hero": hero,
        "hero_range": Range(hero_r, weights(hero_r)),
        "opp_range": Range(opp_r, weights(opp_r)),
        "kind": kind,
    }


class _Node(GameState):
    def __init__(self, game: "RiverGame", node, hands=None, path: str = "") -> None:
        self.g, self.node, self.hands, self.path = game, node, hands, path

    def is_chance(self) -> bool:
        return self.hands is None

    def chance_outcomes(self):
        return self.g.deals

    def is_terminal(self) -> bool:
        return self.hands is not None and self.node.kind in ("fold", "showdown")

    def current_player(self) -> int:
        return self.node.player

    def infoset_key(self) -> str:
        p = self.node.player
        return f"{p}|{self.hands[p]}|{self.path}"

    def legal_actions(self) -> list[str]:
        return list(self.node.labels)

    def child(self, action):
        if self.hands is None:
            return _Node(self.g, self.node, action, "")
        i = self.node.labels.index(action)
        return _Node(self.g, self.node.children[i], self.hands, self.path + "/" + action)

    def returns(self):
        n, pot, a = self.node, self.g.pot, self.node.a
        if n.kind == "fold":
            hero = -a[0] if n.folder == 0 else pot + a[1]
        else:
            h, o = (self.g.rank[c] for c in self.hands)
            share = Fraction(1) if h > o else Fraction(1, 2) if h == o else Fraction(0)
            hero = (pot + a[0] + a[1]) * share - a[0]
        u0 = Fraction(hero) - Fraction(pot, 2)  # shifted to zero-sum: the two payoffs add up to the pot
        return [u0, -u0]


class RiverGame(GameTree):
    name = "advisor-river-reference"

    def __init__(self, spot: dict, only_hero=None) -> None:
        state = spot["state"]
        self.pot = state.pot
        board = [card_index(c) for c in state.board]
        st = _root_street(state, "river")
        cands = tuple(candidates_for(state, DecisionConfig().bet_fractions))
        actions, self.index = _root_actions(st, cands)
        self.cands = cands
        self.tree = build(st, 0, actions)
        hr, orr = spot["hero_range"], spot["opp_range"]
        pairs = [
            ((h, o), wh * wo)
            for h, wh in zip(hr.combos, hr.weights)
            for o, wo in zip(orr.combos, orr.weights)
            if not set(h) & set(o) and (only_hero is None or h == only_hero)
        ]
        total = sum(w for _, w in pairs)
        self.deals = [(hands, Fraction(w, total)) for hands, w in pairs]
        self.rank = {c: evaluate_indices((*c, *board)) for c in {*hr.combos, *orr.combos}}

    def root(self):
        return _Node(self, self.tree)


def solve_reference(spot: dict, target: float, max_iterations: int) -> dict:
    game = RiverGame(spot)
    tree = compile_tree(game)
    solver = make_solver(tree, "cfr+")
    expl = None
    while solver.iteration < max_iterations:
        solver.run(100)
        expl = float(exploitability(tree, solver.average_profile()).value)
        if expl <= target * game.pot:
            break
    profile = solver.average_profile()
    key = f"0|{spot['hero']}|"
    mix = [profile[key].get(label, 0.0) for label in game.tree.labels]
    # EV of each root action for the hero's hand against the equilibrium opponent (exact, from the tree).
    mine = RiverGame(spot, only_hero=spot["hero"])
    evs = []
    for label in game.tree.labels:
        forced = dict(profile)
        forced[key] = {x: (1.0 if x == label else 0.0) for x in game.tree.labels}
        evs.append(float(expected_payoffs(mine, forced)[0]) + game.pot / 2)
    return {"game": game, "mix": mix, "evs": evs, "expl_pct": 100 * expl / game.pot, "iterations": solver.iteration}


def score(ref: dict, report) -> tuple[bool, float]:
    """(recommendation is the equilibrium's most-played action, EV lost in % of the pot)."""
    g = ref["game"]
    rec = report.recommended
    i = next(k for k, c in enumerate(g.cands) if (c.kind, c.amount) == (rec.kind, rec.amount))
    a = g.index[i]
    top = max(range(len(ref["mix"])), key=lambda j: ref["mix"][j])
    return a == top, 100 * (max(ref["evs"]) - ref["evs"][a]) / g.pot


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--spots", type=int, default=36)
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--rollouts", type=int, default=1000)
    ap.add_argument("--target", type=float, default=0.001, help="reference exploitability, fraction of the pot")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    rows = []
    for k in range(args.spots):
        spot = make_spot(rng, k)
        ref = solve_reference(spot, args.target, 3000)
        given = dict(given_ranges=(spot["opp_range"],), given_hero_range=spot["hero_range"], seed=k)
        base = dict(equity_simulations=200, rollout_simulations=args.rollouts, **given)
        t0 = time.perf_counter()
        default = recommend_action(spot["state"], DecisionConfig(**base, sources=(SubgameSource(),)))
        t1 = time.perf_counter()
        rollout = recommend_action(spot["state"], DecisionConfig(**base))
        rows.append((spot, ref, default, rollout, t1 - t0))
        ok_d, lost_d = score(ref, default)
        ok_r, lost_r = score(ref, rollout)
        print(
            f"{k:>2} {spot['kind']:<11} ref {ref['expl_pct']:.3f}% ({ref['iterations']} it)  "
            f"default {default.recommended.label:<14} {default.confidence:<6} {'=' if ok_d else 'x'} {lost_d:5.2f}%  "
            f"rollout {rollout.recommended.label:<14} {'=' if ok_r else 'x'} {lost_r:5.2f}%",
            flush=True,
        )
    summarise(rows)
    return 0


def summarise(rows: list) -> None:
    n = len(rows)
    for name, idx in (("default cascade (subgame)", 2), ("rollouts only", 3)):
        scored = [score(r[1], r[idx]) for r in rows]
        agree = sum(ok for ok, _ in scored)
        lost = sum(x for _, x in scored) / n
        worst = max(x for _, x in scored)
        print(f"{name}: agrees {agree}/{n}, mean EV lost {lost:.2f}% of the pot, worst {worst:.2f}%")
    for idx, name in ((2, "default"), (3, "rollouts")):
        by = {}
        for r in rows:
            ok, _ = score(r[1], r[idx])
            c = r[idx].confidence
            by.setdefault(c, [0, 0])
            by[c][0] += ok
            by[c][1] += 1
        print(f"{name} confidence: " + ", ".join(f"{c} {k}/{m} equilibrium" for c, (k, m) in sorted(by.items())))
    worst_ref = max(r[1]["expl_pct"] for r in rows)
    times = sorted(r[4] for r in rows)
    print(
        f"references: exploitability at most {worst_ref:.3f}% of the pot; default cascade median {times[n // 2]:.2f} s"
    )


if __name__ == "__main__":
    sys.exit(main())
