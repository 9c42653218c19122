"""Sampled (Monte-Carlo) best responses and payoffs for games too big to walk exactly.

Works on the lazy :class:`~cosino.analytics.tree.GameTree` interface, so chance may be
sampled rather than listed. A best response is estimated in two independent stages:

1. *Choose.* One action per information set of the responder. When the game is already
   compiled this is the exact best response. Otherwise a walk of the lazy tree credits every
   terminal's others-weighted utility to the responder's last sequence (all of the responder's
   actions explored, the others' weighted by their probabilities, chance that lists its
   outcomes enumerated with their probabilities) and a backward sweep picks the best action
   of each infoset. Chance that can only be sampled is drawn, and the walk is then repeated
   ``posterior_samples`` times. If the walk outgrows ``choose_nodes`` nodes, every chance node
   is sampled instead, ``posterior_samples`` walks in all: the estimate then leans low.
2. *Value.* ``playouts`` independent games of the chosen response against the profile give
   the mean and its standard error.

The value stage is unbiased for the chosen response. When the choice is exact (a compiled
game, or a walk within budget whose chance all lists its outcomes) the estimate is unbiased for
the best-response value wherever chance sits in the tree; otherwise the chosen response can be
worse than the best one and the estimate leans low (``docs/sampled-calibration.md`` measures
both). Not a Nash proof: a quality signal with an interval. Every walk is iterative and stops
with :class:`GameTreeError` past ``MAX_DEPTH`` steps; any failure of the game's own code becomes
a :class:`GameTreeError` naming the path. All randomness comes from :mod:`cosino.primitives.rng`.

>>> from cosino.analytics.tree import variant_tree
>>> est = sampled_best_response(variant_tree("kuhn"), {}, 0, SampleConfig(playouts=200, posterior_samples=8, seed=1))
>>> est.samples, est.lower() < 0.5 < est.upper()
(200, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.reach import ReachWalk, check_game_value
from cosino.analytics.tree import (
    CompiledGame,
    CompiledTree,
    GameState,
    GameTree,
    GameTreeError,
    Number,
    Profile,
    brief,
    chance_problem,
    check_seed,
    checked_row,
    returns_problem,
)
from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng, derive

MAX_DEPTH = 10_000
# Upper bounds of playouts, posterior_samples and choose_nodes: a typo of a few digits must not run for days.
MAX_COUNTS = (10_000_000, 100_000, 100_000_000)
Path = tuple[Any, ...] | None  # a linked list (parent path, label), spelled out only for errors


@dataclass(frozen=True)
class SampleConfig:
    """Budgets and seed for the sampled analytics (``choose_nodes``: the exact choosing walk's budget)."""

    playouts: int = 2000
    posterior_samples: int = 64
    seed: int | str = 0
    choose_nodes: int = 1_000_000

    def __post_init__(self) -> None:
        counts = (self.playouts, self.posterior_samples, self.choose_nodes)
        # A NaN or 2.5 passed the bounds and failed later inside range(); a bool is an int in Python.
        whole = all(isinstance(n, int) and not isinstance(n, bool) for n in counts)
        if not whole or not all(1 <= n <= top for n, top in zip(counts, MAX_COUNTS)) or self.playouts < 2:
            top = ", ".join(map(str, MAX_COUNTS))
            raise GameTreeError(
                "SampleConfig needs whole numbers playouts >= 2, posterior_samples >= 1 and choose_nodes >= 1"
                f" (at most {top}), not ({', '.join(brief(n) for n in counts)})"
            )
        check_seed(self.seed, "SampleConfig")


def _game(game: GameTree | CompiledTree) -> GameTree:
    return CompiledGame(game) if isinstance(game, CompiledTree) else game


def _where(path: Path) -> str:
    labels: list[str] = []
    while path is not None:
        path, label = path
        labels.append(quoted(label) if not isinstance(label, str) else label)
    return ">".join(["root"] + labels[::-1])


def _call(game: GameTree, path: Path, fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)``, with a failure of the game's own code reported as a GameTreeError naming where."""
    try:
        return fn(*args)
    except GameTreeError:
        raise
    except Exception as exc:
        name = getattr(fn, "__name__", "game code")
        where = f"game {quoted(game.name)} at {_where(path)}"
        raise GameTreeError(f"{where}: {name}() raised {type(exc).__name__}: {exc}") from exc


class _Rows:
    """Profile rows as float lists, checked once per infoset (missing keys: uniform)."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.cache: dict[str, list[float]] = {}

    def get(self, key: str, actions: Sequence[str]) -> list[float]:
        row = self.cache.get(key)
        if row is None:
            entry = self.profile.get(key)
            if entry is None:
                row = [1.0 / len(actions)] * len(actions)
            else:
                row = [float(p) for p in checked_row(key, entry, actions)]
            self.cache[key] = row
        return row


def _rows(g: GameTree, profile: Profile) -> _Rows:
    """The profile's rows; on a compiled game a key that is no information set of it is refused up front."""
    t = getattr(g, "_compiled_tree", None)
    if isinstance(t, CompiledTree):
        t.check_keys(profile)
    return _Rows(profile)


def _draw(game: GameTree, state: GameState, rng: Rng, path: Path) -> Any:
    outcomes = _call(game, path, state.chance_outcomes)
    if outcomes is None:
        return _call(game, path, state.sample_chance, rng)
    return _checked_outcomes(game, outcomes, path)[rng.float_index([float(p) for _, p in outcomes])][0]


def _checked_outcomes(game: GameTree, outcomes: Any, path: Path) -> Any:
    """Listed chance outcomes, refused as the compiled walk refuses them: a NaN or negative probability was skipped
    or drawn as the last outcome, and probabilities summing to 0.5 went unnoticed."""
    problem = chance_problem(tuple(p for _, p in outcomes))
    if problem is not None:
        raise GameTreeError(f"game {quoted(game.name)} at {_where(path)}: {problem}")
    return outcomes


def _checked_returns(game: GameTree, out: Any, path: Path) -> Any:
    problem = returns_problem(out, game.num_players)
    if problem is not None:  # a NaN return made every estimate NaN
        raise GameTreeError(f"game {quoted(game.name)} at {_where(path)}: {problem}")
    return out


class _OverBudget(Exception):
    pass


class _Chooser:
    """Stage 1 on the lazy tree: sequence values from iterative walks, then a backward sweep."""

    def __init__(self, game: GameTree, rows: _Rows, player: int, rng: Rng) -> None:
        self.game, self.rows, self.p, self.rng = game, rows, player, rng
        self.seqval: dict[tuple[str, int], float] = {}
        self.actions: dict[str, list[str]] = {}
        self.parent: dict[str, tuple[str, int] | None] = {}
        self.depth: dict[str, int] = {}
        self.sampled = False  # did a walk draw a chance outcome?

    def walk(self, enumerate_chance: bool, budget: int) -> None:
        g, call = self.game, _call
        stack: list[tuple[GameState, Any, int, float, int, Path]] = [(g.root(), None, 0, 1.0, 0, None)]
        nodes = 0
        while stack:
            state, last, depth, w, steps, path = stack.pop()
            nodes += 1
            if nodes > budget:
                raise _OverBudget
            if steps > MAX_DEPTH:
                raise GameTreeError(f"game {quoted(g.name)}: a play ran past {MAX_DEPTH} steps; does it terminate?")
            if call(g, path, state.is_terminal):
                u = float(_checked_returns(g, call(g, path, state.returns), path)[self.p]) * w
                if u:
                    slot = last if last is not None else ("", 0)
                    self.seqval[slot] = self.seqval.get(slot, 0.0) + u
            elif call(g, path, state.is_chance):
                outcomes = call(g, path, state.chance_outcomes) if enumerate_chance else None
                if outcomes is not None:
                    _checked_outcomes(g, outcomes, path)
                else:
                    self.sampled = True
                    outcomes = [(_draw(g, state, self.rng, path), 1.0)]
                for o, pr in outcomes:
                    if pr > 0:
                        stack.append((call(g, path, state.child, o), last, depth, w * float(pr), steps + 1, (path, o)))
            else:
                self.expand(state, last, depth, w, steps, path, stack)

    def expand(self, state: GameState, last: Any, depth: int, w: float, steps: int, path: Path, stack: list) -> None:
        g = self.game
        key = _call(g, path, state.infoset_key)
        actions = _call(g, path, state.legal_actions)
        if _call(g, path, state.current_player) == self.p:
            if key not in self.actions:
                self.actions[key], self.parent[key], self.depth[key] = list(actions), last, depth
            for j, a in enumerate(actions):
                stack.append((_call(g, path, state.child, a), (key, j), depth + 1, w, steps + 1, (path, a)))
            return
        for a, prob in zip(actions, self.rows.get(key, actions)):
            if prob > 0:
                stack.append((_call(g, path, state.child, a), last, depth, w * prob, steps + 1, (path, a)))

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


def _choose(g: GameTree, rows: _Rows, profile: Profile, player: int, cfg: SampleConfig) -> dict[str, int]:
    """Stage 1: ``player``'s action index per infoset key (exact when it can be)."""
    t = getattr(g, "_compiled_tree", None)
    if isinstance(t, CompiledTree) and not t.sampled_chance:
        _, choice, _ = ReachWalk(t, profile).best_response(player)
        return {t.infoset_keys[i]: j for i, j in choice.items()}
    rng = Rng(derive(cfg.seed, "sampled-br", "choose", player))
    chooser = _Chooser(g, rows, player, rng)
    try:
        chooser.walk(True, cfg.choose_nodes)
        runs = 1
        while chooser.sampled and runs < cfg.posterior_samples:
            chooser.walk(True, cfg.choose_nodes)
            runs += 1
    except _OverBudget:
        chooser = _Chooser(g, rows, player, rng)
        for _ in range(cfg.posterior_samples):
            chooser.walk(False, MAX_DEPTH * 1_000_000)
    return chooser.choose()


def _play(g: GameTree, rows: _Rows, player: int, choice: dict[str, int], rng: Rng) -> list[Number]:
    """One game: ``player`` (if >= 0) plays ``choice``, everyone else the profile; its returns."""
    state = g.root()
    path: Path = None
    steps = 0
    while not _call(g, path, state.is_terminal):
        steps += 1
        if steps > MAX_DEPTH:
            raise GameTreeError(f"game {quoted(g.name)}: a play ran past {MAX_DEPTH} steps; does it terminate?")
        if _call(g, path, state.is_chance):
            a = _draw(g, state, rng, path)
        else:
            key = _call(g, path, state.infoset_key)
            actions = _call(g, path, state.legal_actions)
            if _call(g, path, state.current_player) == player:
                a = actions[choice.get(key, 0)]
            else:
                a = actions[rng.float_index(rows.get(key, actions))]
        state = _call(g, path, state.child, a)
        path = (path, a)
    return _checked_returns(g, _call(g, path, state.returns), path)


def sampled_best_response(
    game: GameTree | CompiledTree, profile: Profile, player: int, cfg: SampleConfig = SampleConfig()
) -> SampledEstimate:
    """Estimate of ``player``'s best-response value, with a standard error over ``cfg.playouts``."""
    g = _game(game)
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < g.num_players:
        raise GameTreeError(f"player {quoted(player)} is out of range for {g.num_players} players")
    rows = _rows(g, profile)
    choice = _choose(g, rows, profile, player, cfg)
    rng = Rng(derive(cfg.seed, "sampled-br", "value", player))
    values = [float(_play(g, rows, player, choice, rng)[player]) for _ in range(cfg.playouts)]
    return SampledEstimate.from_values(values)


def sampled_best_responses(
    game: GameTree | CompiledTree, profile: Profile, cfg: SampleConfig = SampleConfig()
) -> list[SampledEstimate]:
    g = _game(game)
    return [sampled_best_response(g, profile, p, cfg) for p in range(g.num_players)]


def expected_payoffs_sampled(
    game: GameTree | CompiledTree, profile: Profile, cfg: SampleConfig = SampleConfig()
) -> list[SampledEstimate]:
    """Per player, the mean return of ``cfg.playouts`` games where everyone plays ``profile``.

    Raises :class:`GameTreeError` (naming where) when the game's code or the profile fails.
    """
    g = _game(game)
    rows = _rows(g, profile)
    rng = Rng(derive(cfg.seed, "sampled-payoffs"))
    plays = [_play(g, rows, -1, {}, rng) for _ in range(cfg.playouts)]
    return [SampledEstimate.from_values([float(r[q]) for r in plays]) for q in range(g.num_players)]


def sampled_exploitability_2p_zerosum(
    game: GameTree | CompiledTree, profile: Profile, game_value: Sequence[Number], cfg: SampleConfig = SampleConfig()
) -> SampledEstimate:
    """Sampled (BR0 - v0) + (BR1 - v1): the two estimates are independent, so errors add in quadrature.

    The value sums to 0 (checked to within 1e-9), so the mean is BR0 + BR1, as in the exact metric.

    ``samples`` counts the playouts of both best responses (2 * ``cfg.playouts``).
    """
    g = _game(game)
    if g.num_players != 2 or not g.zero_sum:
        raise GameTreeError(f"sampled_exploitability_2p_zerosum needs a two-player zero-sum game, not {quoted(g.name)}")
    check_game_value(game_value, "sampled_exploitability_2p_zerosum")
    b0, b1 = sampled_best_responses(g, profile, cfg)
    mean = b0.mean + b1.mean
    return SampledEstimate(mean, math.hypot(b0.std_error, b1.std_error), b0.samples + b1.samples)
