"""The heads-up Hold'em abstraction the solver path is trained on, and how real spots map into it.

The abstract game keeps the real deal, blinds and stacks but only a few bet sizes: check/call,
fold, raises to a fraction of the pot after calling (``bet_fractions``) and all-in, at most
``max_raises`` wagers per street. Cards are seen through buckets: preflop the class rank
(:data:`~.ranges.PREFLOP_STRENGTH`) cut into ``preflop_buckets`` equal slices; after the flop a
made-hand / draw scheme (``made-draw-v1``, eight buckets). A bucket forgets earlier streets'
cards, so the abstraction has imperfect recall and MCCFR on it carries no equilibrium guarantee.

The abstract game does not enforce the no-limit minimum raise (a third of the pot can be less than
the last raise); the lookup removes such sizes and reports the probability it removed.

Position 0 is the button (small blind; first to act preflop, last after), position 1 the big blind.
Information-set keys read ``street|bucket|history`` with history letters ``f`` fold, ``c``
check/call, ``1``.. the fraction index, ``a`` all-in, and ``/`` between streets.

>>> g = HoldemAbstractGame(AbstractionConfig())
>>> s = g.root(g.deal_from([51, 47, 50, 46, 2, 7, 12, 20, 33]))
>>> g.actions(s), g.key(s, g.deal_from([51, 47, 50, 46, 2, 7, 12, 20, 33]))
(('f', 'c', '1', '2', 'a'), '0|7|')
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any, Sequence

from cosino.advisor.ranges import PREFLOP_STRENGTH, class_of
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.jsonsafe import exact_ratio
from cosino.primitives.rng import Rng

ENCODER = "made-draw-v1"
MAX_BET_FRACTIONS = 8
# The integer fields an artifact's config may hold, and their ranges (169 preflop hand classes).
CONFIG_BOUNDS = {
    "small_blind": (1, 10**9),
    "big_blind": (1, 10**9),
    "stack": (1, 10**15),
    "max_raises": (0, 16),
    "preflop_buckets": (1, 169),
    "version": (0, 10**6),
}
GAME_NAME = "holdem-hu-abstract"


@dataclass(frozen=True)
class AbstractionConfig:
    small_blind: int = 1
    big_blind: int = 2
    stack: int = 200
    bet_fractions: tuple[Fraction, ...] = (Fraction(1, 3), Fraction(1))
    max_raises: int = 3
    preflop_buckets: int = 8
    encoder: str = ENCODER
    version: int = 1

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["bet_fractions"] = [f"{f.numerator}/{f.denominator}" for f in self.bet_fractions]
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> "AbstractionConfig":
        """The config as :meth:`to_json` writes it; anything else raises ``ValueError`` naming the field.

        An artifact is a file from outside: ``Fraction("1e999999999")`` would expand a billion
        digits, and a stack or a bucket count of any size would reach the abstract game unchecked.
        """
        if not isinstance(d, dict) or set(d) != set(CONFIG_BOUNDS) | {"bet_fractions", "encoder"}:
            raise ValueError(f"config: expected the keys {', '.join(sorted(asdict(AbstractionConfig())))}")
        for name, (low, high) in CONFIG_BOUNDS.items():
            if type(d[name]) is not int or not low <= d[name] <= high:
                raise ValueError(f"config.{name}: expected an integer from {low} to {high}")
        fractions = d["bet_fractions"]
        if not isinstance(fractions, list) or not 1 <= len(fractions) <= MAX_BET_FRACTIONS:
            raise ValueError(f"config.bet_fractions: expected a list of 1 to {MAX_BET_FRACTIONS} fractions")
        try:  # written as "n/d": read exactly, a dozen digits at most
            bets = tuple(exact_ratio(x, max_digits=12) for x in fractions)
        except ValueError:
            raise ValueError("config.bet_fractions: expected fractions written as 'n/d'") from None
        if not all(0 < f <= 100 for f in bets) or not isinstance(d["encoder"], str):
            raise ValueError("config: bet fractions must lie in (0, 100] and the encoder must be a name")
        return AbstractionConfig(**{**d, "bet_fractions": bets})

    def signature(self) -> str:
        """A digest of everything that changes keys or strategies: config, encoder and game."""
        body = json.dumps({"game": GAME_NAME, **self.to_json()}, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(body.encode()).hexdigest()[:16]


# -- buckets ------------------------------------------------------------------------------------------


def preflop_bucket(a: int, b: int, buckets: int) -> int:
    return min(buckets - 1, PREFLOP_STRENGTH[class_of(a, b)] * buckets // 1001)


def _has_flush_draw(cards: Sequence[int], hole: Sequence[int]) -> bool:
    for suit in range(4):
        if sum(1 for c in cards if c & 3 == suit) == 4 and any(c & 3 == suit for c in hole):
            return True
    return False


def _has_straight_draw(cards: Sequence[int]) -> bool:
    """Four ranks in a row (open-ended or a one-card-short wheel), the ace counting low too."""
    mask = 0
    for c in cards:
        r = c >> 2
        mask |= 1 << (r + 1)
        if r == 12:
            mask |= 1
    for low in range(0, 11):
        if (mask >> low) & 0b1111 == 0b1111:
            return True
    return False


def postflop_bucket(hole: Sequence[int], board: Sequence[int]) -> int:
    """0 nothing, 1 draw, 2 weak pair, 3 top pair or overpair, 4 two pair, 5 trips/set, 6 straight/flush,
    7 full house or better."""
    cards = (*hole, *board)
    value = evaluate_indices(cards)
    cat = value >> 20
    if cat >= 6:
        return 7
    if cat >= 4:
        return 6
    if cat == 3:
        return 5
    if cat == 2:
        return 4
    if cat == 1:
        pair_rank = ((value >> 16) & 15) - 1
        top_board = max(c >> 2 for c in board)
        board_ranks = [c >> 2 for c in board]
        if board_ranks.count(pair_rank) >= 2:
            pass  # the pair is the board's: no better than high card
        elif pair_rank >= top_board:
            return 3
        else:
            return 2
    if len(board) < 5 and (_has_flush_draw(cards, hole) or _has_straight_draw(cards)):
        return 1
    return 0


def fine_strength(hole: Sequence[int], board: Sequence[int]) -> float:
    """A finer strength in 0..1 than the bucket (category and top rank) for collision dispersion."""
    if not board:
        return PREFLOP_STRENGTH[class_of(hole[0], hole[1])] / 1000
    v = evaluate_indices((*hole, *board))
    return ((v >> 20) * 14 + ((v >> 16) & 15)) / (9 * 14)


# -- the abstract game --------------------------------------------------------------------------------


class AState:
    """One abstract node: contributions, this street's bets, who acts, wagers this street, history."""

    __slots__ = ("street", "total", "bet", "actor", "raises", "hist", "folded", "closed", "acted")

    def __init__(
        self,
        street: int,
        total: list[int],
        bet: list[int],
        actor: int,
        raises: int,
        hist: str,
        folded: int = -1,
        closed: bool = False,
        acted: int = 0,
    ) -> None:
        self.street = street
        self.total = total
        self.bet = bet
        self.actor = actor
        self.raises = raises
        self.hist = hist
        self.folded = folded
        self.closed = closed
        self.acted = acted  # actions taken this street


class Deal:
    __slots__ = ("cards", "keys", "fine", "ranks")

    def __init__(self, cards: Sequence[int], preflop_buckets: int) -> None:
        self.cards = list(cards)
        h = [(cards[0], cards[1]), (cards[2], cards[3])]
        boards = [[], cards[4:7], cards[4:8], cards[4:9]]
        self.keys = [
            [preflop_bucket(*h[p], preflop_buckets)] + [postflop_bucket(h[p], boards[s]) for s in (1, 2, 3)]
            for p in (0, 1)
        ]
        self.fine = [[fine_strength(h[p], boards[s]) for s in range(4)] for p in (0, 1)]
        self.ranks = [evaluate_indices((*h[p], *cards[4:9])) for p in (0, 1)]


class HoldemAbstractGame:
    num_players = 2

    def __init__(self, config: AbstractionConfig) -> None:
        self.config = config
        self.letters = tuple(str(i + 1) for i in range(len(config.bet_fractions)))

    # deals
    def deal(self, rng: Rng) -> Deal:
        cards: list[int] = []
        while len(cards) < 9:
            c = rng.randbelow(52)
            if c not in cards:
                cards.append(c)
        return Deal(cards, self.config.preflop_buckets)

    def deal_from(self, cards: Sequence[int]) -> Deal:
        return Deal(cards, self.config.preflop_buckets)

    def root(self, deal: Any = None) -> AState:
        c = self.config
        return AState(0, [c.small_blind, c.big_blind], [c.small_blind, c.big_blind], 0, 1, "")

    # structure
    def is_terminal(self, s: AState) -> bool:
        return s.folded >= 0 or s.closed

    def player(self, s: AState) -> int:
        return s.actor

    def raise_to(self, s: AState, fraction: Fraction) -> int:
        p = s.actor
        level = max(s.bet)
        owed = level - s.bet[p]
        pot_after_call = sum(s.total) + owed
        return level + int(fraction * pot_after_call)

    def actions(self, s: AState) -> tuple[str, ...]:
        p = s.actor
        level = max(s.bet)
        owed = level - s.bet[p]
        stack = self.config.stack
        behind = stack - s.total[p]
        other_behind = stack - s.total[1 - p]
        out = ["f"] if owed > 0 else []
        out.append("c")
        if s.raises < self.config.max_raises and behind > owed and other_behind > 0:
            cap = s.bet[p] + behind
            for letter, f in zip(self.letters, self.config.bet_fractions):
                if self.raise_to(s, f) < cap:
                    out.append(letter)
            out.append("a")
        return tuple(out)

    def child(self, s: AState, a: str) -> AState:
        p = s.actor
        total = list(s.total)
        bet = list(s.bet)
        level = max(bet)
        stack = self.config.stack
        if a == "f":
            return AState(s.street, total, bet, p, s.raises, s.hist + a, folded=p)
        if a == "c":
            add = min(level - bet[p], stack - total[p])
            bet[p] += add
            total[p] += add
            acted = s.acted + 1
            # Preflop the big blind has the option after a limp; otherwise a call or a second check closes.
            closes = (
                (level > 0 and bet[p] == level and (s.street > 0 or level > self.config.big_blind or p == 1))
                or (level == 0 and acted >= 2)
                or (s.street == 0 and level == self.config.big_blind and p == 1)
            )
            if not closes:
                return AState(s.street, total, bet, 1 - p, s.raises, s.hist + a, acted=acted)
            return self._next_street(s, total, s.hist + a)
        if a == "a":
            target = bet[p] + stack - total[p]
        else:
            target = self.raise_to(s, self.config.bet_fractions[int(a) - 1])
        add = target - bet[p]
        bet[p] += add
        total[p] += add
        return AState(s.street, total, bet, 1 - p, s.raises + 1, s.hist + a, acted=s.acted + 1)

    def _next_street(self, s: AState, total: list[int], hist: str) -> AState:
        stack = self.config.stack
        if s.street == 3 or total[0] == stack or total[1] == stack:
            return AState(s.street, total, [0, 0], -1, 0, hist, closed=True)
        return AState(s.street + 1, total, [0, 0], 1, 0, hist + "/")

    def utility(self, s: AState, deal: Deal, player: int) -> float:
        if s.folded >= 0:
            lost = s.total[s.folded]
            # The folder loses what it put in; the other wins it.
            return float(lost if player != s.folded else -lost)
        r0, r1 = deal.ranks
        pot_each = min(s.total)
        if r0 == r1:
            return 0.0
        winner = 0 if r0 > r1 else 1
        return float(pot_each if player == winner else -pot_each)

    def key(self, s: AState, deal: Deal) -> str:
        return f"{s.street}|{deal.keys[s.actor][s.street]}|{s.hist}"

    def fine_strength(self, s: AState, deal: Deal) -> float:
        return deal.fine[s.actor][s.street]


def audit_flags(key: str, probs: dict[str, float]) -> list[str]:
    """Flags for keys whose strategy is implausible: the strongest bucket folding most of the time."""
    street, bucket, hist = key.split("|", 2)
    top = 7
    if int(bucket) >= top and probs.get("f", 0.0) > 0.5:
        return ["pathological: strongest bucket folds"]
    return []
