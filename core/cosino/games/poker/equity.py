"""The one Hold'em equity estimator: pot shares counted in integer units, exact or seeded Monte Carlo.

A seat's share of one board is ``UNIT // k`` when it ties ``k`` ways for the best hand and 0
when it loses. ``UNIT`` is lcm(1..10), so every split among up to ten seats is a whole number
of units and a sum of shares never needs a fraction until the single division at the end.

:func:`board_units` prices one complete board; :func:`sampled_units` prices an incomplete one
by drawing runouts from a :class:`~cosino.primitives.rng.Rng`: each runout is one uniform draw below
L x (L-1) x ... (the ordered ways to deal the missing cards from the L unseen ones), read as the
digits of a partial Fisher-Yates shuffle of the unseen cards. The same key draws the same
runouts on every interpreter.

Against unknown hands: :func:`random_hands_share` (uniformly random hands, the house seat),
:func:`monte_carlo_equity` and :func:`exact_equity` (weighted ranges, the advisor), and
:func:`range_equity`, which enumerates exactly where that is cheap and samples otherwise.
A range's combos that hold one of the hero's or the board's cards are never dealt, so a range
needs no card removal of its own before these estimators read it.

>>> from cosino.primitives.cards import card_index as c
>>> board = [c(x) for x in ("2c", "7d", "9h", "Js", "Kc")]
>>> board_units([(c("As"), c("Ah")), (c("Ad"), c("Ac")), (c("3s"), c("4s"))], board)
[1260, 1260, 0]
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from typing import Collection, Protocol, Sequence

from cosino.games.poker import evaluator
from cosino.games.poker.evaluator import evaluate_holes, evaluate_indices
from cosino.primitives.errors import CosinoError, number_size, quoted
from cosino.primitives.rng import Rng, derive

UNIT = 2520  # lcm(1..10): a k-way split of one board is UNIT // k units for k <= 10
MAX_REJECTIONS = 10_000  # joint range draws before the ranges are declared unable to coexist
MAX_EQUITY_SAMPLES = 10_000_000  # the advisor's bound on equity and rollout samples, and `cosino advise`'s
MAX_SEED_CHARS = 1000  # a str seed is a label (the advisor's own seed of up to 200 characters plus a suffix)

Hole = tuple[int, int]


def _tables() -> tuple[tuple[int, ...], dict[int, int], dict[int, int], dict[int, int], int, int]:
    # The evaluator's own lookup tables, used directly so a board's key is summed once and each
    # hole adds two integers: the same values evaluate_indices gives, several times faster.
    evaluator.warm_up(seven=False)
    return (
        evaluator.CARD_KEY,
        evaluator._RANK_TABLE,
        evaluator._FLUSH_SUIT,  # noqa: SLF001
        evaluator._FLUSH_TABLE,
        evaluator._SUIT_SHIFT,
        evaluator._RANK_MASK,
    )  # noqa: SLF001


def _rank(hole: Hole, board: Sequence[int], board_key: int, tables: tuple) -> int:
    card_key, rank_table, flush_suit, flush_table, shift, rank_mask = tables
    key = board_key + card_key[hole[0]] + card_key[hole[1]]
    suit = flush_suit[key >> shift]
    value = rank_table[key & rank_mask]
    if suit < 0:
        return value
    mask = 0
    for c in (hole[0], hole[1], *board):
        if c & 3 == suit:
            mask |= 1 << (c >> 2)
    flush = flush_table[mask]
    return flush if flush > value else value


def board_units(holes: Sequence[Hole], board: Sequence[int]) -> list[int]:
    """Each hole's share of one complete five-card board, in units (ties split exactly)."""
    if len(board) != 5:
        raise ValueError(f"board_units needs a complete board of 5 cards, got {len(board)}")
    if not holes:
        raise ValueError("board_units needs at least one hole to price")
    tables = _tables()
    board_key = sum(tables[0][c] for c in board)
    ranks = [_rank(h, board, board_key, tables) for h in holes]
    best = max(ranks)
    share = UNIT // ranks.count(best)
    return [share if r == best else 0 for r in ranks]


def _runout_plan(
    board: Sequence[int], others: Sequence[Hole], dead: Collection[int]
) -> tuple[list[int], list[int], int]:
    """(unseen cards, one radix per missing board card, their product): what a runout draw decodes."""
    missing = 5 - len(board)
    if not 0 < missing <= 5:
        raise ValueError(f"sampled_units needs an incomplete board, got {len(board)} cards")
    if len(others) > 9:
        raise ValueError("at most ten hands share one board")
    unseen = [c for c in range(52) if c not in dead]
    left = len(unseen)
    if left < missing:
        raise ValueError(f"only {left} unseen cards for {missing} board cards")
    radices = [left - i for i in range(missing)]
    orderings = 1
    for r in radices:
        orderings *= r
    return unseen, radices, orderings


def sampled_units(
    rng: Rng,
    hero: Hole,
    others: Sequence[Hole],
    board: Sequence[int],
    dead: Collection[int],
    runouts: int,
    give_up_at: int | None = None,
    used: list[int] | None = None,
) -> int | None:
    """The hero's share summed over ``runouts`` sampled completions of ``board``, in units.

    The missing board cards are drawn from the 52 cards minus ``dead`` (which must hold every
    hole and board card the caller knows about). The hero's equity is the result divided by
    ``runouts * UNIT``. When ``give_up_at`` is given and the hero's total can no longer exceed
    it even by winning every remaining runout outright, the draw stops early and returns None:
    the caller only needed to know the total would stay at or below that mark. ``used``, when
    given, receives the number of runouts actually drawn.
    """
    if type(runouts) is not int or runouts < 1:  # 0 runouts would price the hero at 0 of 0
        raise ValueError(f"sampled_units needs a positive int of runouts, got {quoted(runouts)}")
    u, radices, orderings = _runout_plan(board, others, dead)
    missing = len(radices)
    card_key, rank_table, _, flush_table, shift, rank_mask = _tables()
    known_key, hero_rank, rival_ranks, flushes = _hand_keys(hero, others, board)
    r0, r1, r2, r3 = (*radices, 0, 0, 0)[:4]  # the preflop draw's radices
    steps = list(enumerate(radices))
    # rng.randbelow(orderings), inlined: the same rejection rule on the same 64-bit words.
    next_word = rng.next_u64
    limit = (1 << 64) - (1 << 64) % orderings
    # Stop before runout d when units + (runouts - d) * UNIT <= give_up_at: lost units reach the cap.
    cap = runouts * UNIT + 1 if give_up_at is None else runouts * UNIT - give_up_at
    units = lost = done = 0
    while done < runouts and lost < cap:
        done += 1
        draw = next_word()
        while draw >= limit:
            draw = next_word()
        draw %= orderings
        if missing == 5:  # a partial Fisher-Yates shuffle read off the draw's digits, written out for preflop
            j = draw % r0
            u[0], u[j] = u[j], u[0]
            j = 1 + draw // r0 % r1
            u[1], u[j] = u[j], u[1]
            draw //= r0 * r1
            j = 2 + draw % r2
            u[2], u[j] = u[j], u[2]
            draw //= r2
            j = 3 + draw % r3
            u[3], u[j] = u[j], u[3]
            j = 4 + draw // r3
            u[4], u[j] = u[j], u[4]
            key = known_key + card_key[u[0]] + card_key[u[1]] + card_key[u[2]] + card_key[u[3]] + card_key[u[4]]
        else:
            key = _shuffle_in(u, steps, draw, known_key, card_key)
        rank = key & rank_mask
        hero_value = rank_table[rank + hero_rank]
        ties = 1
        chance = flushes.get(key >> shift)
        if chance is None:  # no hand can make a flush on this board: the rank multisets decide
            for hr in rival_ranks:
                value = rank_table[rank + hr]
                if value >= hero_value:
                    if value > hero_value:
                        ties = 0  # the hero loses this runout: no need to look further
                        break
                    ties += 1
        else:
            ties = _flush_duel(chance, u[:missing], rank, hero_value, rank_table, flush_table)
        share = UNIT // ties if ties else 0
        units += share
        lost += UNIT - share
    if used is not None:
        used.append(done)
    return units if done == runouts else None


def _shuffle_in(u: list[int], steps: list[tuple[int, int]], draw: int, key: int, card_key: Sequence[int]) -> int:
    """Deal one runout into the front of ``u`` by a partial Fisher-Yates shuffle read off ``draw``'s
    mixed-radix digits (``u`` keeps its order for the next runout); the board's evaluator key."""
    for i, radix in steps:
        j = i + draw % radix
        draw //= radix
        u[i], u[j] = u[j], u[i]
        key += card_key[u[i]]
    return key


def _hand_keys(
    hero: Hole, others: Sequence[Hole], board: Sequence[int]
) -> tuple[int, int, list[int], dict[int, _FlushChance]]:
    """The known board's evaluator key, the holes' rank keys (suits stripped) and the flush chances."""
    card_key, rank_mask = evaluator.CARD_KEY, evaluator._RANK_MASK  # noqa: SLF001
    rival_ranks = [(card_key[a] + card_key[b]) & rank_mask for a, b in others]
    hero_rank = (card_key[hero[0]] + card_key[hero[1]]) & rank_mask
    return sum(card_key[c] for c in board), hero_rank, rival_ranks, _flush_chances(hero, others, board, rival_ranks)


# A five-card board's suit-count key (the evaluator's key >> _SUIT_SHIFT) -> (suit, count) of the
# one suit it holds three or more of; a board without one makes no flush for any hand.
_BOARD_SUITS: dict[int, tuple[int, int]] = {
    sum(7 << (6 * s) for s in suits): (top, suits.count(top))
    for suits in combinations_with_replacement(range(4), 5)
    for top in range(4)
    if suits.count(top) >= 3
}

_FlushChance = tuple[int, int, int | None, list[tuple[int, int | None]]]


def _suit_mask(cards: Sequence[int], suit: int) -> int:
    mask = 0
    for c in cards:
        if c & 3 == suit:
            mask |= 1 << (c >> 2)
    return mask


def _flush_chances(
    hero: Hole, others: Sequence[Hole], board: Sequence[int], rival_ranks: list[int]
) -> dict[int, _FlushChance]:
    """For each board suit-count key where some hand can make a flush: (suit, the known board's mask
    in it, the hero's mask or None, each rival's (rank key, mask or None)), a mask being given only
    to a hand holding enough cards of the suit."""
    by_count: dict[tuple[int, int], _FlushChance] = {}
    for suit in range(4):
        hero_mask = _suit_mask(hero, suit)
        masks = [_suit_mask(h, suit) for h in others]
        for count in (3, 4, 5):
            need = 5 - count
            rivals = [(r, m if m.bit_count() >= need else None) for r, m in zip(rival_ranks, masks)]
            mine = hero_mask if hero_mask.bit_count() >= need else None
            if mine is not None or any(m is not None for _, m in rivals):
                by_count[suit, count] = (suit, _suit_mask(board, suit), mine, rivals)
    return {key: by_count[top] for key, top in _BOARD_SUITS.items() if top in by_count}


def _flush_duel(
    chance: _FlushChance, drawn: list[int], rank: int, hero_value: int, rank_table: dict, flush_table: dict
) -> int:
    """How many ways the hero splits a board some hand can make a flush on (1: wins, 0: loses)."""
    suit, mask, hero_mask, rivals = chance
    for c in drawn:
        if c & 3 == suit:
            mask |= 1 << (c >> 2)
    if hero_mask is not None:
        hero_value = max(hero_value, flush_table[mask | hero_mask])
    ties = 1
    for hr, m in rivals:
        value = rank_table[rank + hr]
        if m is not None:
            value = max(value, flush_table[mask | m])
        if value >= hero_value:
            if value > hero_value:
                return 0
            ties += 1
    return ties


# -- against unknown hands: random cards (the house seat) or weighted ranges (the advisor) -------------


class RangeEmpty(CosinoError):
    """An opponent range has no combo left (after card removal), or the ranges cannot coexist."""


class HandRange(Protocol):
    """What the estimators read of a range: its combos, their integer weights and a label."""

    combos: Sequence[Hole]
    weights: Sequence[int]
    label: str


@dataclass(frozen=True)
class WeightedHands:
    """A plain :class:`HandRange`."""

    combos: Sequence[Hole]
    weights: Sequence[int]
    label: str = "hands"


@dataclass(frozen=True)
class EquityEstimate:
    equity: float  # expected share of the pot at showdown, 0..1
    se: float  # standard error of ``equity``: 0 when exact, never 0 when sampled (see :func:`shown_se`)
    samples: int  # Monte Carlo samples, or enumerated outcomes when exact
    exact: bool = False

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        return self.equity - z * self.se, self.equity + z * self.se


def showdown_units(hero_rank: int, opp_ranks: Sequence[int]) -> int:
    """Hero's pot share in units of UNIT when everyone shows down for one pot.

    >>> showdown_units(7, [7, 3]) == UNIT // 2
    True
    """
    best = hero_rank
    for r in opp_ranks:
        if r > best:
            return 0
    ties = 1 + sum(1 for r in opp_ranks if r == best)
    return UNIT // ties


def random_hands_share(hole: Sequence[int], board: Sequence[int], opponents: int, rng: Rng, samples: int) -> Fraction:
    """Expected pot share against ``opponents`` uniformly random hands, ties shared, by sampling.

    Each sample is a partial Fisher-Yates shuffle of the unseen cards, one ``randbelow`` per card
    it needs (the runout first, then two cards per opponent).
    """
    if type(opponents) is not int or not 0 <= opponents <= 9:
        raise ValueError(f"at most ten hands share one board: 0 to 9 opponents, got {quoted(opponents)}")
    if type(samples) is not int or samples < 1:  # 0 samples would divide by zero
        raise ValueError(f"random_hands_share needs a positive int of samples, got {quoted(samples)}")
    mine = tuple(hole)
    known = tuple(board)
    used = set(mine) | set(known)
    stub = [c for c in range(52) if c not in used]
    missing = 5 - len(known)
    need = missing + 2 * opponents
    randbelow = rng.randbelow
    units = 0
    for _ in range(samples):
        drawn = stub[:]
        for i in range(need):
            j = i + randbelow(len(drawn) - i)
            drawn[i], drawn[j] = drawn[j], drawn[i]
        runout = known + tuple(drawn[:missing])
        ranks = evaluate_holes([mine, *zip(drawn[missing:need:2], drawn[missing + 1 : need : 2])], runout)
        units += showdown_units(ranks[0], ranks[1:])
    return Fraction(units, UNIT * samples)


def check_weights(ranges: Sequence[HandRange]) -> None:
    """Refuse (ValueError) a range whose weights are not non-negative ints, one per combo."""
    for i, r in enumerate(ranges):
        if len(r.weights) != len(r.combos):
            raise ValueError(f"opponent range {i} ({r.label}) has {len(r.weights)} weights for {len(r.combos)} combos")
        for k, w in enumerate(r.weights):
            if type(w) is not int or w < 0:  # a negative or NaN weight would make shares outside 0..1
                raise ValueError(
                    f"opponent range {i} ({r.label}): weight {k} must be a non-negative int, got {quoted(w)}"
                )


class JointSampler:
    """Draws one combo per opponent, jointly card-disjoint, each with probability proportional to weight."""

    def __init__(self, ranges: Sequence[HandRange]) -> None:
        self.ranges = list(ranges)
        self.cum: list[list[int]] = []
        check_weights(self.ranges)
        for i, r in enumerate(self.ranges):
            acc, cum = 0, []
            for w in r.weights:
                acc += w
                cum.append(acc)
            if acc <= 0:
                raise RangeEmpty(f"opponent range {i} ({r.label}) is empty after card removal")
            self.cum.append(cum)

    def sample(self, rng: Rng, dead: Sequence[int] = ()) -> list[Hole]:
        """One combo per range, none sharing a card with another or with ``dead`` (the hero and the board)."""
        for _ in range(MAX_REJECTIONS):
            used: list[int] = list(dead)
            out = []
            for r, cum in zip(self.ranges, self.cum):
                c = r.combos[bisect.bisect_right(cum, rng.randbelow(cum[-1]))]
                if c[0] in used or c[1] in used:
                    break
                used.append(c[0])
                used.append(c[1])
                out.append(c)
            else:
                return out
        raise RangeEmpty(f"no card-disjoint deal of the opponent ranges in {MAX_REJECTIONS} tries")


def draw_runout(rng: Rng, stub: Sequence[int], blocked: Sequence[int], count: int) -> list[int]:
    """``count`` distinct cards from ``stub`` avoiding ``blocked``, uniformly (rejection per card)."""
    out: list[int] = []
    n = len(stub)
    while len(out) < count:
        c = stub[rng.randbelow(n)]
        if c in blocked or c in out:
            continue
        out.append(c)
    return out


def monte_carlo_equity(
    hero: Sequence[int], board: Sequence[int], ranges: Sequence[HandRange], samples: int, seed: int | str = 0
) -> EquityEstimate:
    """Equity of ``hero`` (card ints) against one range per opponent, with its standard error.

    >>> aces = WeightedHands([(51, 50)], [1])   # As Ah against the hero's Ks Kh
    >>> est = monte_carlo_equity([47, 46], [], [aces], 400, seed=1)
    >>> 0.1 < est.equity < 0.3 and 0.0 < est.se < 0.03
    True
    """
    _check_board(board)
    _check_budget(samples, seed)
    sampler = JointSampler(ranges)
    rng = Rng(derive(seed, "advisor-equity"))
    known = set(hero) | set(board)
    stub = [c for c in range(52) if c not in known]
    dead = list(known)  # a combo holding a hero or board card is never dealt
    need = 5 - len(board)
    h0, h1 = hero
    b = list(board)
    total = 0
    total_sq = 0
    for _ in range(samples):
        opps = sampler.sample(rng, dead)
        blocked = [c for o in opps for c in o]
        full = b + draw_runout(rng, stub, blocked, need)
        me = evaluate_indices((h0, h1, *full))
        u = showdown_units(me, [evaluate_indices((o[0], o[1], *full)) for o in opps])
        total += u
        total_sq += u * u
    return EquityEstimate(total / samples / UNIT, shown_se(total, total_sq, samples), samples)


def _check_budget(samples: object, seed: object) -> None:
    """Refuse (ValueError, one line) a sample count or seed the sampler cannot use.

    Unchecked, 2.5 raised a TypeError inside range(), a float seed derive's TypeError, a 5000-digit
    int seed Python's int-digits ValueError, and 10^12 samples ran for weeks.
    """
    if type(samples) is not int or samples < 2:
        raise ValueError(f"equity_simulations: need at least 2 samples, got {shown_value(samples)}")
    if samples > MAX_EQUITY_SAMPLES:
        raise ValueError(f"equity_simulations: at most {MAX_EQUITY_SAMPLES} samples, got {shown_value(samples)}")
    if not seed_ok(seed, MAX_SEED_CHARS):
        raise ValueError(
            f"equity seed: must be an int of at most 256 bits or a str of at most {MAX_SEED_CHARS} characters,"
            f" got {shown_value(seed)}"
        )


def seed_ok(seed: object, max_chars: int) -> bool:
    """Whether derive can hash ``seed``: an int of at most 256 bits, or a str of at most ``max_chars``
    characters without a lone surrogate (derive encodes a str as UTF-8)."""
    if type(seed) is int:
        return seed.bit_length() <= 256
    if type(seed) is str:
        return len(seed) <= max_chars and not any(0xD800 <= ord(c) <= 0xDFFF for c in seed)
    return False


def shown_value(value: object) -> str:
    """``value`` for a one-line message: a huge int by its size (it cannot even be printed), text cut at 40."""
    if type(value) is int and value.bit_length() > 128:
        return number_size(value)
    text = quoted(value) if isinstance(value, (int, float, str)) or value is None else f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:37] + "..."


def _mean_se(total: int, total_sq: int, n: int) -> float:
    """The standard error of the mean of ``n`` pot shares (units) summing to ``total``, squares to ``total_sq``."""
    spread = n * total_sq - total * total  # n^2 (n - 1) times the unbiased variance, exact in integers
    return math.sqrt(max(spread, 0) / (n * n * (n - 1))) / UNIT


def shown_se(total: int, total_sq: int, n: int) -> float:
    """The equity SE a report shows: the sample SE, or the plus-four SE when that is larger.

    The plus-four (Agresti-Coull) SE is the sample SE after adding two lost and two won samples.
    A sample that never wins (or always does) has a sample SE of 0, which claims certainty from
    a finite sample; the plus-four SE keeps an interval that holds the true equity about 95% of
    the time even then. Elsewhere the sample SE is the larger, or nearly equal, so it is kept.

    >>> round(shown_se(0, 0, 100), 4)   # 100 samples, no win: plus four gives p = 2 / 104
    0.0135
    >>> round(shown_se(50 * UNIT, 50 * UNIT * UNIT, 100), 4)   # 50 wins in 100: the sample SE
    0.0503
    """
    plus_four = _mean_se(total + 2 * UNIT, total_sq + 2 * UNIT * UNIT, n + 4)
    return max(_mean_se(total, total_sq, n), plus_four)


def _check_board(board: Sequence[int]) -> None:
    if len(board) > 5:  # a sixth card would be dealt to every hand as if it were on the board
        raise ValueError(f"a board holds at most 5 cards, got {len(board)}")


def enumeration_size(hero: Sequence[int], board: Sequence[int], ranges: Sequence[HandRange]) -> int:
    """An upper bound on the evaluations :func:`exact_equity` makes."""
    _check_board(board)
    unseen = 52 - len(set(hero) | set(board))
    size = math.comb(unseen, 5 - len(board))
    for r in ranges:
        size *= max(1, len(r.combos))
    return size


def exact_equity(
    hero: Sequence[int], board: Sequence[int], ranges: Sequence[HandRange], max_outcomes: int = 3_000_000
) -> EquityEstimate:
    """Equity by enumerating every weighted combination of opponent hands and runouts.

    Refuses (ValueError) when the enumeration would exceed ``max_outcomes`` evaluations.

    >>> exact_equity([47, 46], [0, 5, 26, 35, 40], [WeightedHands([(51, 50)], [1])]).equity
    0.0
    """
    check_weights(ranges)
    size = enumeration_size(hero, board, ranges)
    if size > max_outcomes:
        raise ValueError(f"exact equity would enumerate about {size} outcomes (> {max_outcomes})")
    known = set(hero) | set(board)
    need = 5 - len(board)
    rest = [c for c in range(52) if c not in known]
    num = 0
    den = 0
    count = 0

    def rec(k: int, used: list[int], weight: int, hands: list[Hole]) -> None:
        nonlocal num, den, count
        if k == len(ranges):
            avail = [c for c in rest if c not in used]
            for run in combinations(avail, need):
                full = (*board, *run)
                me = evaluate_indices((hero[0], hero[1], *full))
                u = showdown_units(me, [evaluate_indices((o[0], o[1], *full)) for o in hands])
                num += weight * u
                den += weight * UNIT
                count += 1
            return
        for c, w in zip(ranges[k].combos, ranges[k].weights):
            if w and c[0] not in used and c[1] not in used:
                rec(k + 1, used + [c[0], c[1]], weight * w, hands + [c])

    rec(0, list(known), 1, [])  # a combo holding a hero or board card is never dealt
    if den == 0:
        raise RangeEmpty("the ranges leave no card-disjoint deal")
    return EquityEstimate(num / den, 0.0, count, exact=True)


def range_equity(
    hero: Sequence[int],
    board: Sequence[int],
    ranges: Sequence[HandRange],
    samples: int,
    seed: int | str = 0,
    max_exact: int = 200_000,
) -> EquityEstimate:
    """Exact enumeration where it costs at most ``max_exact`` evaluations, seeded Monte Carlo otherwise.

    >>> range_equity([47, 46], [0, 4, 8, 13], [WeightedHands([(51, 50)], [1])], 100).exact
    True
    """
    if enumeration_size(hero, board, ranges) <= max_exact:
        return exact_equity(hero, board, ranges, max_exact)
    return monte_carlo_equity(hero, board, ranges, samples, seed)
