"""Opponent ranges and behaviour models: what each opponent may hold, and how it answers a bet.

A :class:`Range` is a list of two-card combos with integer weights in 0..1000 (per mille), so that
sampling from it is exact and reproducible. Ranges start from the seat's position and its
preflop line (open, call, 3-bet, ...) and are narrowed street by street by the seat's actions,
using each combo's *absolute* strength on that street's board (its percentile among all hands,
draws not counted).

Behaviour models answer fold / call / raise to a bet from a hand's strength and the bet's size
relative to the pot; all their thresholds are integers per mille, so the house advisor seat that
uses them decides the same on every interpreter.

>>> r = preflop_range(0.1)
>>> 130 < r.effective_combos() < 136, class_of(51, 47)
(True, 'AKs')
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Sequence

from cosino.advisor.state import ObservedTableState
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import RANKS, card_index
from cosino.primitives.errors import quoted

# The 169 classes ranked by equity against one random hand (experiments/advisor_preflop_order.py,
# 16000 samples per class); the tail order is within sampling noise and matters little.
PREFLOP_ORDER = tuple(
    """AA KK QQ JJ TT 99 88 AKs AQs 77 AKo AQo ATs AJs KQs 66 AJo ATo KJs A9s KTs A8s KQo 55 A7s A9o KJo
    A8o A6s A5s QJs KTo K9s QTs A4s K8s A7o K9o QJo A5o A6o Q9s A3s 44 A2s K7s QTo A4o K6s JTs J9s
    A3o K5s Q8s K8o K7o Q9o JTo K3s K4s A2o Q7s K6o J8s Q8o T9s J9o K5o 33 K2s Q5s J7s Q6s T8s Q7o
    K4o Q4s T9o J8o Q6o Q3s K3o 98s Q5o J7o T7s K2o 22 J6s J4s J5s Q2s T8o T6s 97s Q4o 98o T7o J3s
    87s J6o J2s Q3o 96s J5o Q2o 97o T5s J4o 95s T4s T6o 76s 86s T3s J3o 87o 96o T5o T2s 85s J2o 94s
    T4o 93s 75s 76o 84s 86o 95o T3o 65s 92s 74s T2o 54s 85o 75o 93o 64s 53s 94o 73s 82s 65o 83s 84o
    92o 43s 63s 72s 74o 54o 64o 62s 52s 83o 82o 42s 53o 32s 73o 63o 43o 62o 72o 52o 42o 32o
    """.split()
)
FULL_WEIGHT = 1000
ALL_COMBOS: tuple[tuple[int, int], ...] = tuple((a, b) for b in range(52) for a in range(b))


def class_of(a: int, b: int) -> str:
    """The starting-hand class of two card integers (AKs, T9o, 77)."""
    ra, rb = a >> 2, b >> 2
    if ra < rb:
        ra, rb = rb, ra
    if ra == rb:
        return RANKS[ra] * 2
    return RANKS[ra] + RANKS[rb] + ("s" if (a & 3) == (b & 3) else "o")


def _class_sizes() -> dict[str, int]:
    return {c: 6 if len(c) == 2 else 4 if c[2] == "s" else 12 for c in PREFLOP_ORDER}


_SIZES = _class_sizes()
_CUMULATIVE: dict[str, tuple[int, int]] = {}
_acc = 0
for _c in PREFLOP_ORDER:
    _CUMULATIVE[_c] = (_acc, _acc + _SIZES[_c])
    _acc += _SIZES[_c]
del _acc, _c
# Preflop strength per mille: the midpoint of the class's combos in the ranking, counted from the bottom.
PREFLOP_STRENGTH = {c: 1000 - (lo + hi) * 500 // 1326 for c, (lo, hi) in _CUMULATIVE.items()}


@dataclass
class Range:
    """Weighted combos (card integers, lower card first) of one opponent."""

    combos: list[tuple[int, int]]
    weights: list[int]
    label: str = ""
    notes: list[str] = field(default_factory=list)

    def copy(self) -> "Range":
        return Range(list(self.combos), list(self.weights), self.label, list(self.notes))

    def without(self, dead: Sequence[int]) -> "Range":
        """The combos that hold none of the dead cards (card removal)."""
        d = set(dead)
        keep = [(c, w) for c, w in zip(self.combos, self.weights) if w > 0 and c[0] not in d and c[1] not in d]
        return Range([c for c, _ in keep], [w for _, w in keep], self.label, list(self.notes))

    def total_weight(self) -> int:
        return sum(self.weights)

    def effective_combos(self) -> float:
        return self.total_weight() / FULL_WEIGHT

    def entropy_bits(self) -> float:
        total = self.total_weight()
        if total <= 0:
            return 0.0
        h = 0.0
        for w in self.weights:
            if w > 0:
                p = w / total
                h -= p * math.log2(p)
        return h

    def top_classes(self, k: int = 5) -> list[tuple[str, float]]:
        by: dict[str, int] = {}
        for (a, b), w in zip(self.combos, self.weights):
            if w:
                c = class_of(a, b)
                by[c] = by.get(c, 0) + w
        total = self.total_weight() or 1
        ranked = sorted(by.items(), key=lambda kv: (-kv[1], PREFLOP_ORDER.index(kv[0])))
        return [(c, w / total) for c, w in ranked[:k]]

    def scale(self, factor_pm: Sequence[int]) -> None:
        """Multiply each weight by a per-mille factor (integer arithmetic)."""
        self.weights = [w * f // 1000 for w, f in zip(self.weights, factor_pm)]


def _clipped(value: Any) -> str:
    text = quoted(value)
    return text if len(text) <= 60 else text[:60] + "..."


def check_range(r: Any, where: str) -> None:
    """Raise ValueError naming ``where`` and the entry unless ``r`` is a :class:`Range` as documented:
    combos of two different cards 0..51, lower card first, none twice, and one integer weight 0..1000
    for each (a range given from outside, such as ``DecisionConfig.given_ranges``)."""
    if not isinstance(r, Range) or not isinstance(r.combos, list) or not isinstance(r.weights, list):
        raise ValueError(f"{where}: expected a Range of combo and weight lists, got {_clipped(r)}")
    if len(r.combos) != len(r.weights):
        raise ValueError(f"{where}: {len(r.combos)} combos but {len(r.weights)} weights")
    seen: set[tuple[int, int]] = set()
    for k, (combo, weight) in enumerate(zip(r.combos, r.weights)):
        cards = combo if isinstance(combo, tuple) and len(combo) == 2 else ()
        if not cards or any(type(c) is not int or not 0 <= c < 52 for c in cards) or not cards[0] < cards[1]:
            raise ValueError(f"{where}.combos[{k}]: {_clipped(combo)} is not two cards 0..51, lower first")
        if combo in seen:
            raise ValueError(f"{where}.combos[{k}]: {_clipped(combo)} appears twice")
        seen.add(combo)
        if type(weight) is not int or not 0 <= weight <= FULL_WEIGHT:
            raise ValueError(f"{where}.weights[{k}]: {_clipped(weight)} is not an integer 0..{FULL_WEIGHT}")


def preflop_range(top: float | Fraction, skip_top: float | Fraction = 0, label: str = "") -> Range:
    """The top top fraction of all combos by preflop rank, optionally without the first skip_top."""
    lo_cut = int(Fraction(skip_top).limit_denominator(10000) * 1326)
    hi_cut = int(Fraction(top).limit_denominator(10000) * 1326)
    combos, weights = [], []
    for a, b in ALL_COMBOS:
        lo, hi = _CUMULATIVE[class_of(a, b)]
        # Weight = the share of the class's combo slots that fall inside [lo_cut, hi_cut).
        inside = max(0, min(hi, hi_cut) - max(lo, lo_cut))
        if inside > 0:
            combos.append((a, b))
            weights.append(FULL_WEIGHT * inside // (hi - lo))
    return Range(combos, weights, label or f"top {float(top):.0%}")


# -- absolute strength ------------------------------------------------------------------------------


def strength_table(board: Sequence[int], dead: Sequence[int] = ()) -> dict[tuple[int, int], int]:
    """Per combo, its strength per mille on board: the share of other combos it beats (ties half).

    Preflop (empty board) it is the class's preflop rank. Draws are not credited (a stated bias).
    """
    blocked = set(board) | set(dead)
    combos = [c for c in ALL_COMBOS if c[0] not in blocked and c[1] not in blocked]
    if not board:
        return {c: PREFLOP_STRENGTH[class_of(*c)] for c in combos}
    b = tuple(board)
    values = [evaluate_indices((c[0], c[1], *b)) for c in combos]
    order = sorted(values)
    n = len(order)
    out: dict[tuple[int, int], int] = {}
    import bisect

    for c, v in zip(combos, values):
        below = bisect.bisect_left(order, v)
        equal = bisect.bisect_right(order, v) - below
        out[c] = (2 * below + equal - 1) * 1000 // (2 * max(1, n - 1))
    return out


def range_percentiles(rng_: Range, strength: Mapping[tuple[int, int], int]) -> list[int]:
    """Per combo of rng_, its weighted percentile (per mille) inside its own range by strength."""
    idx = sorted(range(len(rng_.combos)), key=lambda i: strength.get(rng_.combos[i], 0))
    total = rng_.total_weight() or 1
    out = [0] * len(rng_.combos)
    acc = 0
    k = 0
    while k < len(idx):
        # Equal strengths share one percentile (the midpoint of their block).
        s = strength.get(rng_.combos[idx[k]], 0)
        j = k
        block = 0
        while j < len(idx) and strength.get(rng_.combos[idx[j]], 0) == s:
            block += rng_.weights[idx[j]]
            j += 1
        mid = (2 * acc + block) * 1000 // (2 * total)
        for t in range(k, j):
            out[idx[t]] = mid
        acc += block
        k = j
    return out


# -- ranges from the line ---------------------------------------------------------------------------

OPEN_SHARE = {
    "UTG": Fraction(15, 100),
    "UTG+1": Fraction(17, 100),
    "UTG+2": Fraction(18, 100),
    "UTG+3": Fraction(18, 100),
    "HJ": Fraction(20, 100),
    "CO": Fraction(27, 100),
    "BTN": Fraction(45, 100),
    "SB": Fraction(40, 100),
    "BB": Fraction(35, 100),
}
HEADS_UP_OPEN = {"BTN": Fraction(80, 100), "BB": Fraction(35, 100)}


@dataclass(frozen=True)
class LineSummary:
    """What a seat did preflop and how many raises it faced."""

    position: str
    preflop: str  # "none", "check", "limp", "open", "call", "3bet", "call-3bet", "4bet+", "shove", "reshove"
    postflop: tuple[tuple[str, str], ...]  # (street, kind)
    shove_bb: int = 0  # the preflop all-in's size in big blinds, when the seat's raise was a shove


# A preflop raise this big (in BB) or one that leaves the seat all-in is a shove, not an open.
SHOVE_FROM_BB = 30
# First-in shove ranges by size: (at most this many BB, top share). Re-shoves over a raise take half.
SHOVE_SHARE = ((10, Fraction(35, 100)), (15, Fraction(25, 100)), (25, Fraction(15, 100)), (40, Fraction(8, 100)))
SHOVE_DEEP = Fraction(4, 100)


def shove_share(shove_bb: int, raises_before: int) -> Fraction:
    """The top share of hands that shoves ``shove_bb`` big blinds preflop.

    >>> shove_share(100, 0), shove_share(10, 0), shove_share(100, 1)
    (Fraction(1, 25), Fraction(7, 20), Fraction(3, 100))
    """
    share = next((f for cap, f in SHOVE_SHARE if shove_bb <= cap), SHOVE_DEEP)
    return max(Fraction(3, 100), share / 2) if raises_before else share


def line_of(state: ObservedTableState, seat: int) -> LineSummary:
    raises = 0
    preflop = "none"
    shove_bb = 0
    post: list[tuple[str, str]] = []
    pf_last = [a for a in state.history if a.street == "preflop" and a.seat == seat][-1:]
    all_in = state.seats[seat].stack == 0 and state.street == "preflop"
    for a in state.history:
        if a.street == "preflop":
            if a.seat == seat:
                shove_bb = 0
                if a.kind == "raise" or a.kind == "bet":
                    preflop = "open" if raises == 0 else "3bet" if raises == 1 else "4bet+"
                    size_bb = (a.amount or 0) // max(1, state.big_blind)
                    if size_bb >= SHOVE_FROM_BB or (all_in and pf_last and a is pf_last[0]):
                        preflop = "shove" if raises == 0 else "reshove"
                        shove_bb = max(size_bb, 1)
                elif a.kind == "call":
                    preflop = "limp" if raises == 0 else "call" if raises == 1 else "call-3bet"
                elif a.kind == "check":
                    preflop = "check"
            if a.kind in ("raise", "bet"):
                raises += 1
        elif a.seat == seat:
            post.append((a.street, a.kind))
    return LineSummary(state.position_name(seat), preflop, tuple(post), shove_bb)


def opponent_range(state: ObservedTableState, seat: int, remove_hero: bool = True) -> Range:
    """The range of seat from its position and preflop line, narrowed by its later actions.

    Card removal (hero cards and board) is applied; the result may be empty (RANGE_EMPTY).
    ``remove_hero=False`` keeps the hero's cards: the hero's own range as an opponent would see it.
    """
    line = line_of(state, seat)
    heads_up = len(state.dealt_order()) == 2
    opens = HEADS_UP_OPEN if heads_up else OPEN_SHARE
    open_share = opens.get(line.position, Fraction(18, 100))
    pf = line.preflop
    if pf in ("shove", "reshove"):
        share = shove_share(line.shove_bb, 1 if pf == "reshove" else 0)
        r = preflop_range(share, label=f"{line.position} {pf} {line.shove_bb} BB {float(share):.1%}")
    elif pf == "open":
        r = preflop_range(open_share, label=f"{line.position} open {float(open_share):.0%}")
    elif pf == "3bet":
        r = preflop_range(Fraction(8, 100), label=f"{line.position} 3-bet 8%")
    elif pf == "4bet+":
        r = preflop_range(Fraction(35, 1000), label=f"{line.position} 4-bet+ 3.5%")
    elif pf == "call":
        top = Fraction(45, 100) if line.position == "BB" else min(Fraction(35, 100), open_share * 2)
        r = preflop_range(top, Fraction(2, 100), label=f"{line.position} call {float(top):.0%} (capped)")
    elif pf == "call-3bet":
        r = preflop_range(Fraction(15, 100), Fraction(2, 100), label=f"{line.position} calls a 3-bet 15%")
    elif pf == "limp":
        r = preflop_range(Fraction(50, 100), label=f"{line.position} limp 50%")
    else:
        r = preflop_range(1, label=f"{line.position} any two")
    hero = [] if not state.hero_cards or not remove_hero else [card_index(c) for c in state.hero_cards]
    board = [card_index(c) for c in state.board]
    r = r.without(hero + board)
    # Narrow by postflop actions on the board of each street.
    cards_by_street = {"flop": 3, "turn": 4, "river": 5}
    wagers = dict.fromkeys(cards_by_street, 0)  # bets and raises the seat made so far, per street
    for street, kind in line.postflop:
        shown = board[: cards_by_street[street]]
        if len(shown) < cards_by_street[street]:
            continue
        table = strength_table(shown, hero)
        before = wagers[street]
        if kind in ("bet", "raise"):
            wagers[street] += 1
        factors = [_narrow_factor(kind, table.get(c, 500), before) for c in r.combos]
        r.scale(factors)
        r.notes.append(f"{street} {kind}")
    r = r.without([])  # drop zero weights
    return r


# A seat's k-th bet or raise on one street: value hands above this strength per mille, and the
# weight left to the rest (bluffs, draws). Each re-raise narrows further; one rule for every
# wager left a range after five river re-raises as wide as after one bet (the top 40%).
WAGER_VALUE = (600, 800, 900, 950)
WAGER_BLUFF = (350, 200, 120, 80)


def _narrow_factor(kind: str, strength: int, wagers_before: int = 0) -> int:
    if kind in ("bet", "raise"):
        k = min(wagers_before, len(WAGER_VALUE) - 1)
        return 1000 if strength >= WAGER_VALUE[k] else WAGER_BLUFF[k]
    if kind == "call":
        return 1000 if strength >= 300 else 300
    if kind == "check":
        return 500 if strength >= 880 else 1000  # strong hands sometimes check too
    return 1000


# -- behaviour models -------------------------------------------------------------------------------


@dataclass(frozen=True)
class BehaviorModel:
    """Answers to a bet from absolute strength (per mille) and the bet's size relative to the pot.

    Continue probability ramps linearly from 0 to 1 across [T - width, T + width] where
    T = base + span * size / (1 + size) and size = bet / pot; a continuing hand raises with
    a probability that ramps from 0 at raise_from to raise_max at the nuts.
    """

    name: str = "regular"
    base: int = 250
    span: int = 500
    width: int = 120
    raise_from: int = 880
    raise_max: int = 600
    value_bet_from: int = 700
    bluff: int = 100  # per mille, with strength below 250, after a check

    def continue_pm(self, strength: int, bet: int, pot: int) -> int:
        t = self.base + self.span * bet // (pot + bet) if pot + bet > 0 else self.base
        if strength >= t + self.width:
            return 1000
        if strength <= t - self.width:
            return 0
        return (strength - (t - self.width)) * 1000 // (2 * self.width)

    def raise_pm(self, strength: int) -> int:
        if strength <= self.raise_from:
            return 0
        return (strength - self.raise_from) * self.raise_max // (1000 - self.raise_from)

    def bet_pm(self, strength: int) -> int:
        if strength >= self.value_bet_from:
            return 1000
        if strength < 250:
            return self.bluff
        return 0


REGULAR = BehaviorModel()
CALLING_STATION = BehaviorModel(
    "calling station", base=100, span=250, width=150, raise_from=950, raise_max=300, value_bet_from=800, bluff=30
)
BEHAVIORS = {"regular": REGULAR, "station": CALLING_STATION}


def behavior_from(params: Mapping[str, Any] | None) -> BehaviorModel:
    """A behaviour model from response params: {"model": "regular"|"station", ...overrides}."""
    params = dict(params or {})
    model = params.pop("model", "regular")
    base = BEHAVIORS.get(model) if isinstance(model, str) else None
    if base is None:
        raise ValueError(f"rollout_response_params.model: choose one of {', '.join(BEHAVIORS)}")
    allowed = {f for f in BehaviorModel.__dataclass_fields__ if f != "name"}
    for k, v in params.items():
        # A misspelt threshold or a fraction would silently give another model than the one asked for.
        if k not in allowed:
            raise ValueError(
                f"rollout_response_params: unknown key {_clipped(k)} (known: model, {', '.join(sorted(allowed))})"
            )
        if type(v) is not int:
            raise ValueError(f"rollout_response_params.{k}: expected an integer per mille, got {_clipped(v)}")
    if not params:
        return base
    fields = {f: getattr(base, f) for f in BehaviorModel.__dataclass_fields__}
    fields.update(params)
    return BehaviorModel(**fields)


def range_summary(state: ObservedTableState, seat: int, r: Range, model: str) -> dict[str, Any]:
    line = line_of(state, seat)
    return {
        "seat": seat,
        "name": state.seats[seat].name,
        "position": line.position,
        "preflop_line": line.preflop,
        "postflop_line": [f"{s} {k}" for s, k in line.postflop],
        "label": r.label,
        "live_combos": len(r.combos),
        "effective_combos": round(r.effective_combos(), 1),
        "entropy_bits": round(r.entropy_bits(), 2),
        "top_classes": [(c, round(p, 3)) for c, p in r.top_classes(5)],
        "behavior_model": model,
    }
