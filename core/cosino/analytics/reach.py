"""Exact analytics over a whole game tree: reach walks, best responses, payoffs, exploitability, NashConv.

Every function takes a :class:`~cosino.analytics.tree.GameTree` (compiled on first use and
cached on the object) or an already compiled tree, and a profile ``key -> {action: prob}``.
With int/Fraction probabilities the answers are exact Fractions; with floats they are floats.

How a best response is computed: the other players' and chance's reach of every terminal,
times the responder's utility, is credited to the responder's last *sequence* (infoset and
action) on the way to it; one sweep over the responder's infosets, deepest first, then picks
the best action of each and passes its value up to the sequence that leads there.

>>> from cosino.analytics.tree import variant_tree
>>> kuhn = variant_tree("kuhn")
>>> exploitability_2p_zerosum(kuhn, {}, kuhn.nash_value())   # uniform play
Fraction(11, 12)
>>> from cosino.games.poker.kuhn import nash_profile
>>> best_responses(kuhn, nash_profile())
[Fraction(-1, 18), Fraction(1, 18)]
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from cosino.analytics.estimate import SampledEstimate
from cosino.analytics.tree import (
    CHANCE,
    DECISION,
    DEFAULT_CHANCE_SAMPLES,
    ChanceNotEnumerable,
    CompiledTree,
    GameTree,
    GameTreeError,
    Number,
    Profile,
    brief,
    check_seed,
    compile_tree,
    draw_index,
    key_text,
)
from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng, derive

MAX_DRAWS = 1_000_000  # cfr_br draws: each is an exact walk of the whole tree


def compiled(game: GameTree | CompiledTree) -> CompiledTree:
    """The compiled tree of ``game`` (built once and remembered on the game object)."""
    if isinstance(game, CompiledTree):
        return game
    cached = getattr(game, "_compiled_tree", None)
    if cached is None:
        try:
            cached = compile_tree(game)
        except ChanceNotEnumerable:
            # Chance that can only be sampled: the Monte-Carlo chance reach (a stochastic estimate;
            # compile_tree(game, chance_samples=..., seed=...) controls its budget).
            cached = compile_tree(game, chance_samples=DEFAULT_CHANCE_SAMPLES)
        try:
            game._compiled_tree = cached  # type: ignore[attr-defined]
        except AttributeError:
            pass
    return cached


class ReachWalk:
    """Reach probabilities of one profile, and the per-player quantities derived from them."""

    def __init__(self, t: CompiledTree, profile: Profile | Sequence[Sequence[Number]]) -> None:
        self.t = t
        if isinstance(profile, (list, tuple)):
            strat = profile  # already a per-infoset table
        else:
            strat = t.strategy(profile)  # type: ignore[arg-type]
        self.strat = strat
        self.exact = all(isinstance(x, (int, Fraction)) for row in strat for x in row)
        one: Number = Fraction(1) if self.exact else 1.0
        chance = t.chance_probs if self.exact else t.float_chance()
        n_players = t.num_players
        # reach[n][q] for players q, and reach[n][n_players] for chance.
        reach: list[Any] = [None] * len(t.kind)
        reach[0] = [one] * (n_players + 1)
        kind, children, infoset, player = t.kind, t.children, t.infoset, t.player
        for n in range(len(kind)):
            k = kind[n]
            if k == DECISION:
                r = reach[n]
                p = player[n]
                row = strat[infoset[n]]
                for j, c in enumerate(children[n]):
                    rc = list(r)
                    rc[p] = r[p] * row[j]
                    reach[c] = rc
            elif k == CHANCE:
                r = reach[n]
                for c, pr in zip(children[n], chance[n]):
                    rc = list(r)
                    rc[n_players] = r[n_players] * pr
                    reach[c] = rc
        self.reach = reach

    def others(self, n: int, p: int) -> Number:
        """Reach of node ``n`` by chance and every player but ``p``."""
        r = self.reach[n]
        out = r[-1]
        for q in range(self.t.num_players):
            if q != p:
                out = out * r[q]
        return out

    def leaf_sequence_values(self, p: int) -> list[Number]:
        """Per sequence of ``p``: the others-weighted utility of terminals it leads to directly."""
        t = self.t
        seqval: list[Number] = [0] * (t.num_sequences + t.num_players)
        for k, z in enumerate(t.terminals):
            u = t.utility[z][p]
            if u == 0:
                continue
            w = self.others(z, p)
            if w == 0:
                continue
            seqval[t.terminal_last_seq[k][p]] += w * u
        return seqval

    def best_response(self, p: int) -> tuple[Number, dict[int, int], list[Number]]:
        """(value, best action index per infoset of ``p``, sequence values with BR below)."""
        t = self.t
        seqval = self.leaf_sequence_values(p)
        choice: dict[int, int] = {}
        for i in t.deepest_first(p):
            b = t.seq_base[i]
            vals = seqval[b : b + len(t.infoset_actions[i])]
            best = max(range(len(vals)), key=vals.__getitem__)  # ties: the first action
            choice[i] = best
            seqval[t.infoset_parent_seq[i]] += vals[best]
        return seqval[t.empty_sequence(p)], choice, seqval

    def pure_value(self, p: int, choice: dict[int, int], seqval: list[Number] | None = None) -> Number:
        """Value to ``p`` of the pure strategy ``choice`` against the others' profile."""
        t = self.t
        vals = list(self.leaf_sequence_values(p) if seqval is None else seqval)
        for i in t.deepest_first(p):
            vals[t.infoset_parent_seq[i]] += vals[t.seq_base[i] + choice[i]]
        return vals[t.empty_sequence(p)]

    def payoffs(self) -> list[Number]:
        t = self.t
        out: list[Number] = [0] * t.num_players
        for z in t.terminals:
            r = self.reach[z]
            w = r[-1]
            for q in range(t.num_players):
                w = w * r[q]
            if w == 0:
                continue
            for q, u in enumerate(t.utility[z]):
                out[q] += w * u
        return out

    def infoset_reach_of_others(self, p: int) -> dict[int, Number]:
        t = self.t
        out: dict[int, Number] = {}
        for n, k in enumerate(t.kind):
            if k == DECISION and t.player[n] == p:
                i = t.infoset[n]
                out[i] = out.get(i, 0) + self.others(n, p)
        return out


def _check_player(t: CompiledTree, player: int) -> None:
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < t.num_players:
        raise GameTreeError(f"player {quoted(player)} is out of range for {t.num_players} players")


def best_response(game: GameTree | CompiledTree, profile: Profile, player: int) -> Number:
    """Value ``player`` secures by best-responding to everyone else's strategies in ``profile``."""
    t = compiled(game)
    _check_player(t, player)
    return ReachWalk(t, profile).best_response(player)[0]


def best_response_policy(game: GameTree | CompiledTree, profile: Profile, player: int) -> dict[str, str]:
    """A pure best response of ``player``: infoset key -> action (ties go to the first action)."""
    t = compiled(game)
    _check_player(t, player)
    _, choice, _ = ReachWalk(t, profile).best_response(player)
    return {t.infoset_keys[i]: t.infoset_actions[i][j] for i, j in choice.items()}


def best_responses(game: GameTree | CompiledTree, profile: Profile) -> list[Number]:
    """Per player, the value of best-responding to the others."""
    t = compiled(game)
    walk = ReachWalk(t, profile)
    return [walk.best_response(p)[0] for p in range(t.num_players)]


def expected_payoffs(game: GameTree | CompiledTree, profile: Profile) -> list[Number]:
    """Exact expected utility of each player when everyone plays ``profile``."""
    return ReachWalk(compiled(game), profile).payoffs()


def nash_conv(game: GameTree | CompiledTree, profile: Profile) -> Number:
    """Sum over players of (best-response value - on-profile value); never negative."""
    t = compiled(game)
    walk = ReachWalk(t, profile)
    u = walk.payoffs()
    return not_below_zero(sum(walk.best_response(p)[0] - u[p] for p in range(t.num_players)))


def not_below_zero(x: Number) -> Number:
    """``x``, or 0 of its type where float rounding took a quantity that cannot be negative below 0.

    BR - u is never negative, yet a float profile at Kuhn's Nash gave -1.4e-17 (exact Fractions never do).
    """
    return x if not x < 0 else x - x


def _require_two_player_zero_sum(t: CompiledTree, what: str) -> None:
    if t.num_players != 2 or not t.game.zero_sum:
        raise GameTreeError(f"{what} needs a two-player zero-sum game; {quoted(t.game.name)} is not one")


def exploitability_2p_zerosum(game: GameTree | CompiledTree, profile: Profile, game_value: Sequence[Number]) -> Number:
    """(BR0 - v0) + (BR1 - v1) for the game's value ``v``: non-negative, 0 exactly at a Nash.

    A zero-sum game's value sums to 0, so the sum is BR0 + BR1, computed as such: subtracting a value
    given to 11 decimals (its sum within the 1e-9 the check allows) made Kuhn's exact Nash read -5.6e-12,
    and turned the exact Fraction into a float.
    """
    t = compiled(game)
    _require_two_player_zero_sum(t, "exploitability_2p_zerosum")
    check_game_value(game_value, "exploitability_2p_zerosum")
    br = best_responses(t, profile)
    return not_below_zero(br[0] + br[1])


def check_game_value(game_value: Sequence[Number] | None, what: str) -> None:
    """A two-player zero-sum game's value: two finite numbers that sum to 0 (within 1e-9)."""
    try:
        values = [float(v) for v in game_value]  # type: ignore[union-attr]
    except (TypeError, ValueError):
        raise GameTreeError(f"{what} needs the game value as two numbers, not {quoted(game_value)}") from None
    if len(values) != 2 or any(v != v for v in values):
        raise GameTreeError(f"{what} needs the game value as two numbers, not {quoted(list(game_value))}")
    if not all(math.isfinite(v) for v in values):
        # inf + -inf is NaN, which the sum check below would let through.
        raise GameTreeError(f"{what}: the game value {quoted(list(game_value))} is not finite")
    if abs(values[0] + values[1]) > 1e-9:
        raise GameTreeError(
            f"{what}: the game value {quoted(list(game_value))} does not sum to 0 (the game is zero-sum)"
        )


def exploitability_symmetric(game: GameTree | CompiledTree, profile: Profile) -> Number:
    """BR0 + BR1, i.e. the two-player zero-sum metric taking the game's value as [0, 0]."""
    t = compiled(game)
    _require_two_player_zero_sum(t, "exploitability_symmetric")
    return not_below_zero(sum(best_responses(t, profile)))


def exploitability_zerosum(game: GameTree | CompiledTree, profile: Profile) -> Number:
    """Sum of best-response values in an N-player zero-sum game (a signal, not a Nash proof)."""
    t = compiled(game)
    if not t.game.zero_sum:
        raise GameTreeError(f"exploitability_zerosum needs a zero-sum game; {quoted(t.game.name)} is not one")
    return sum(best_responses(t, profile))


@dataclass(frozen=True)
class ExploitabilityResult:
    """What the dispatcher measured: ``metric`` names the formula behind ``value``."""

    metric: str  # "2p-zerosum" | "symmetric" | "nash_conv"
    value: Number
    nash_proof: bool  # True only when value == 0 proves a Nash equilibrium
    note: str


def exploitability(game: GameTree | CompiledTree, profile: Profile) -> ExploitabilityResult:
    """Pick the right metric for the game's shape.

    Two-player zero-sum: :func:`exploitability_2p_zerosum` with the known value, else
    :func:`exploitability_symmetric` (the same number, since the values cancel in a zero-sum
    sum). Anything else (N players, or general-sum): :func:`nash_conv`, flagged as such: a
    two-player general-sum game is never given an assumed value of [0, 0].
    """
    t = compiled(game)
    if t.num_players == 2 and t.game.zero_sum:
        value = t.game.nash_value()
        if value is not None:
            return ExploitabilityResult(
                "2p-zerosum",
                exploitability_2p_zerosum(t, profile, value),
                True,
                "two-player zero-sum, known game value",
            )
        return ExploitabilityResult(
            "symmetric", exploitability_symmetric(t, profile), True, "two-player zero-sum; the values cancel in the sum"
        )
    shape = "general-sum" if not t.game.zero_sum else f"{t.num_players}-player"
    return ExploitabilityResult(
        "nash_conv",
        nash_conv(t, profile),
        False,
        f"{shape} game: NashConv, a convergence signal rather than a Nash proof",
    )


def cfr_br(
    game: GameTree | CompiledTree,
    profile: Profile,
    player: int,
    temperature: float = 0.1,
    draws: int = 64,
    seed: int | str = 0,
) -> SampledEstimate:
    """A stochastic counterfactual best response and its value, averaged over ``draws``.

    At each of ``player``'s infosets, Q(I, a) is the expected value of ``a`` (best play below,
    the others' reach as weights); each draw picks one action per infoset from the Boltzmann
    distribution exp(Q / temperature) and is valued exactly. Lower temperature -> closer to the
    argmax best response.
    """
    t = compiled(game)
    _check_player(t, player)
    # A NaN temperature passed "<= 0" and failed as a ValueError deep in the draws; 2.5 draws as a TypeError.
    whole = isinstance(draws, int) and not isinstance(draws, bool)
    temp = _float_of(temperature)
    if temp is None or not temp > 0 or not whole or not 1 <= draws <= MAX_DRAWS:
        got = f"{brief(temperature)}, {brief(draws)}"
        raise GameTreeError(f"cfr_br needs temperature > 0 and whole draws from 1 to {MAX_DRAWS}, not {got}")
    check_seed(seed, "cfr_br")
    walk = ReachWalk(t, profile)
    leaf = walk.leaf_sequence_values(player)
    _, _, seqval = walk.best_response(player)
    reach = walk.infoset_reach_of_others(player)
    boltzmann: dict[int, list[float]] = {}
    for i in t.deepest_first(player):
        b = t.seq_base[i]
        k = len(t.infoset_actions[i])
        r = float(reach.get(i, 0))
        # Q: sequence value with best play below (seqval[b + j] already includes it).
        q = [float(seqval[b + j]) / r if r > 0 else 0.0 for j in range(k)]
        top = max(q)
        ws = [math.exp((x - top) / temp) for x in q]
        total = sum(ws)
        boltzmann[i] = [w / total for w in ws]
    rng = Rng(derive(seed, "cfr-br", player))
    values = []
    for _ in range(draws):
        choice = {i: draw_index(rng, probs) for i, probs in boltzmann.items()}
        values.append(float(walk.pure_value(player, choice, leaf)))
    return SampledEstimate.from_values(values)


def exploitability_descent(game: GameTree | CompiledTree, profile: Profile) -> dict[str, dict[str, float]]:
    """The exploitability-descent direction g[I][a] = reach_of_others(I) * (BR[I][a] - sigma[I][a]).

    ``BR`` is each player's pure best response to the others; step with :func:`descent_step`.
    """
    t = compiled(game)
    walk = ReachWalk(t, profile)
    grad: dict[str, dict[str, float]] = {}
    for p in range(t.num_players):
        _, choice, _ = walk.best_response(p)
        reach = walk.infoset_reach_of_others(p)
        for i in t.infosets_of(p):
            r = float(reach.get(i, 0))
            row = walk.strat[i]
            grad[t.infoset_keys[i]] = {
                a: r * ((1.0 if choice[i] == j else 0.0) - float(row[j])) for j, a in enumerate(t.infoset_actions[i])
            }
    return grad


def descent_step(
    game: GameTree | CompiledTree, profile: Profile, gradient: dict[str, dict[str, float]], lr: float
) -> dict[str, dict[str, float]]:
    """sigma <- sigma + lr * g, clipped at 0 and renormalised per infoset (uniform if all 0)."""
    t = compiled(game)
    _check_step(lr, gradient)
    t.check_keys(gradient, "descent_step: gradient key")  # a foreign key or action was silently a zero step
    for key, row in gradient.items():
        wrong = [a for a in row if a not in t.infoset_actions[t.infoset_index[key]]]
        if wrong:
            where = f"descent_step: the gradient at {key_text(key)}"
            raise GameTreeError(f"{where} names action {brief(wrong[0])}, which is not legal there")
    strat = t.strategy(profile)
    out: dict[str, dict[str, float]] = {}
    for i, key in enumerate(t.infoset_keys):
        acts = t.infoset_actions[i]
        g = gradient.get(key, {})
        raw = [max(0.0, float(strat[i][j]) + lr * g.get(a, 0.0)) for j, a in enumerate(acts)]
        total = sum(raw)
        out[key] = {a: (x / total if total > 0 else 1.0 / len(acts)) for a, x in zip(acts, raw)}
    return out


def _float_of(x: Any) -> float | None:
    """``x`` as a float (an int or Fraction too big for one as an infinity), None when it is not a real number."""
    if isinstance(x, bool) or not isinstance(x, (int, float, Fraction)):
        return None
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def _finite(x: Any) -> bool:
    f = _float_of(x)
    return f is not None and math.isfinite(f)


def _check_step(lr: Any, gradient: Any) -> None:
    """A finite step size and finite gradient entries: an infinite one made NaN probabilities, a NaN one
    silently zeroed the action (max(0.0, nan) is 0.0)."""
    if not _finite(lr):
        raise GameTreeError(f"descent_step needs a finite number as lr, not {brief(lr)}")
    if not isinstance(gradient, dict):
        raise GameTreeError("descent_step needs the gradient as infoset key -> {action: number}")
    for key, row in gradient.items():
        if not isinstance(row, dict) or not all(_finite(g) for g in row.values()):
            raise GameTreeError(f"descent_step: the gradient at {brief(key)} is not finite numbers")
