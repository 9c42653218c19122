"""Sampled (Monte-Carlo) best responses for games too big to walk exactly.

Works on the lazy :class:`~cosino.analytics.tree.GameTree` interface, so chance may be
sampled rather than listed. A best response is estimated in two independent stages:

1. *Choose.* Chance-sampled traversals (chance drawn, every action of every player
   explored, the others' actions weighted by their probabilities) estimate, for each of the
   responder's sequences, the others-weighted utility it leads to; a backward sweep over the
   infosets seen picks one action per infoset. The number of traversals is
   ``posterior_samples`` per root chance outcome when the root is an enumerable chance node
   (every deal covered alike, a traversal that met no further chance is exact and is not
   repeated), else ``posterior_samples``. Infosets never seen play their first action.
2. *Value.* ``playouts`` independent games of the chosen response against the profile give
   the mean and its standard error.

The value stage is unbiased for the chosen response, which can be no better than the true
best response: the estimate leans low, and the lean shrinks as ``posterior_samples`` grows
(``docs/sampled-calibration.md`` measures it). Not a Nash proof: a quality signal with an
interval. All randomness comes from :mod:`cosino.primitives.rng`.

>>> from cosino.analytics.tree import variant_tree
>>> est = sampled_best_response(variant_tree("kuhn"), {}, 0, SampleConfig(playouts=200, posterior_samples=8, seed=1))
>>> est.samples, est.lower() < 0.5 < est.upper()
(200, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.tree import CompiledGame, CompiledTree, GameState, GameTree, GameTreeError, Number, Profile
from cosino.primitives.rng import Rng, derive

MAX_DEPTH = 10_000


@dataclass(frozen=True)
class SampleConfig:
    """Budgets and seed for the sampled analytics."""

    playouts: int = 2000
    posterior_samples: int = 64
    seed: int | str = 0

    def __post_init__(self) -> None:
        if self.playouts < 2 or self.posterior_samples < 1:
            raise GameTreeError("SampleConfig needs playouts >= 2 and posterior_samples >= 1")


def _game(game: GameTree | CompiledTree) -> GameTree:
    return CompiledGame(game) if isinstance(game, CompiledTree) else game


def _row(profile: Profile, key: str, actions: Sequence[str]) -> list[float]:
    entry = profile.get(key)
    if entry is None:
        return [1.0 / len(actions)] * len(actions)
    return [float(entry.get(a, 0)) for a in actions]


def _chance(state: GameState, rng: Rng) -> Any:
    outcomes = state.chance_outcomes()
    if outcomes is None:
        return state.sample_chance(rng)
    return outcomes[rng.float_index([float(p) for _, p in outcomes])][0]


class _Chooser:
    """Stage 1: sequence-value estimates from external sampling, then a backward sweep."""

    def __init__(self, game: GameTree, profile: Profile, player: int, rng: Rng) -> None:
        self.game, self.profile, self.p, self.rng = game, profile, player, rng
        self.seqval: dict[tuple[str, int], float] = {}
        self.actions: dict[str, list[str]] = {}
        self.parent: dict[str, tuple[str, int] | None] = {}
        self.depth: dict[str, int] = {}
        self.sampled = False  # did the last traversal draw any chance outcome?

    def traverse(
        self, state: GameState, last: tuple[str, int] | None, depth: int, w: float = 1.0, steps: int = 0
    ) -> None:
        if steps > MAX_DEPTH:
            raise GameTreeError(f"game {self.game.name!r}: a play ran past {MAX_DEPTH} steps; does it terminate?")
        if state.is_terminal():
            u = float(state.returns()[self.p]) * w
            slot = last if last is not None else ("", 0)
            if u:
                self.seqval[slot] = self.seqval.get(slot, 0.0) + u
            return
        if state.is_chance():
            self.sampled = True
            self.traverse(state.child(_chance(state, self.rng)), last, depth, w, steps + 1)
            return
        key = state.infoset_key()
        actions = state.legal_actions()
        if state.current_player() == self.p:
            if key not in self.actions:
                self.actions[key] = list(actions)
                self.parent[key] = last
                self.depth[key] = depth
            for j, a in enumerate(actions):
                self.traverse(state.child(a), (key, j), depth + 1, w, steps + 1)
            return
        for a, prob in zip(actions, _row(self.profile, key, actions)):
            if prob > 0:
                self.traverse(state.child(a), last, depth, w * prob, steps + 1)

    def choose(self) -> dict[str, int]:
        vals = dict(self.seqval)
        choice: dict[str, int] = {}
        for key in sorted(self.actions, key=lambda k: -self.depth[k]):
            q = [vals.get((key, j), 0.0) for j in range(len(self.actions[key]))]
            best = max(range(len(q)), key=q.__getitem__)
            choice[key] = best
            up = self.parent[key] or ("", 0)
            vals[up] = vals.get(up, 0.0) + q[best]
        return choice


def _playout(game: GameTree, profile: Profile, player: int, choice: dict[str, int], rng: Rng) -> float:
    state = game.root()
    steps = 0
    while not state.is_terminal():
        steps += 1
        if steps > MAX_DEPTH:
            raise GameTreeError(f"game {game.name!r}: a play ran past {MAX_DEPTH} steps; does it terminate?")
        if state.is_chance():
            state = state.child(_chance(state, rng))
            continue
        key = state.infoset_key()
        actions = state.legal_actions()
        if state.current_player() == player:
            state = state.child(actions[choice.get(key, 0)])
        else:
            state = state.child(actions[rng.float_index(_row(profile, key, actions))])
    return float(state.returns()[player])


def sampled_best_response(
    game: GameTree | CompiledTree, profile: Profile, player: int, cfg: SampleConfig = SampleConfig()
) -> SampledEstimate:
    """Estimate of ``player``'s best-response value, with a standard error over ``cfg.playouts``."""
    g = _game(game)
    if not 0 <= player < g.num_players:
        raise GameTreeError(f"player {player!r} is out of range for {g.num_players} players")
    chooser = _Chooser(g, profile, player, Rng(derive(cfg.seed, "sampled-br", "choose", player)))
    root = g.root()
    outcomes = root.chance_outcomes() if root.is_chance() else None
    if outcomes:
        total: dict[tuple[str, int], float] = {}
        for o, p in outcomes:
            if p <= 0:
                continue
            # Stratified over root outcomes: each outcome's traversals are averaged, then
            # weighted by its probability.
            chooser.seqval = {}
            runs = 0
            for _ in range(cfg.posterior_samples):
                chooser.sampled = False
                chooser.traverse(root.child(o), None, 0)
                runs += 1
                if not chooser.sampled:  # nothing below was drawn: one traversal is exact
                    break
            for k, v in chooser.seqval.items():
                total[k] = total.get(k, 0.0) + v * float(p) / runs
        chooser.seqval = total
    else:
        for _ in range(cfg.posterior_samples):
            chooser.traverse(root, None, 0)
    choice = chooser.choose()
    rng = Rng(derive(cfg.seed, "sampled-br", "value", player))
    values = [_playout(g, profile, player, choice, rng) for _ in range(cfg.playouts)]
    return SampledEstimate.from_values(values)


def sampled_best_responses(
    game: GameTree | CompiledTree, profile: Profile, cfg: SampleConfig = SampleConfig()
) -> list[SampledEstimate]:
    g = _game(game)
    return [sampled_best_response(g, profile, p, cfg) for p in range(g.num_players)]


def sampled_exploitability_2p_zerosum(
    game: GameTree | CompiledTree, profile: Profile, game_value: Sequence[Number], cfg: SampleConfig = SampleConfig()
) -> SampledEstimate:
    """Sampled (BR0 - v0) + (BR1 - v1): the two estimates are independent, so errors add in quadrature."""
    g = _game(game)
    if g.num_players != 2 or not g.zero_sum:
        raise GameTreeError(f"sampled_exploitability_2p_zerosum needs a two-player zero-sum game, not {g.name!r}")
    if game_value is None or len(game_value) != 2:
        raise GameTreeError("sampled_exploitability_2p_zerosum needs the game value as two numbers")
    b0, b1 = sampled_best_responses(g, profile, cfg)
    mean = b0.mean + b1.mean - float(game_value[0]) - float(game_value[1])
    return SampledEstimate(mean, math.sqrt(b0.std_error**2 + b1.std_error**2), cfg.playouts)
