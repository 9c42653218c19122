"""Exact pot-share equity for Hold'em hands, counted in integer units.

A seat's share of one board is ``UNIT // k`` when it ties ``k`` ways for the best hand and 0
when it loses. ``UNIT`` is lcm(1..10), so every split among up to ten seats is a whole number
of units and a sum of shares never needs a fraction until the single division at the end.

:func:`board_units` prices one complete board; :func:`sampled_units` prices an incomplete one
by drawing runouts from a :class:`~cosino.primitives.rng.Rng`: each runout is one uniform draw below
L x (L-1) x ... (the ordered ways to deal the missing cards from the L unseen ones), read as the
digits of a partial Fisher-Yates shuffle of the unseen cards. The same key draws the same
runouts on every interpreter.

>>> from cosino.primitives.cards import card_index as c
>>> board = [c(x) for x in ("2c", "7d", "9h", "Js", "Kc")]
>>> board_units([(c("As"), c("Ah")), (c("Ad"), c("Ac")), (c("3s"), c("4s"))], board)
[1260, 1260, 0]
"""

from __future__ import annotations

from typing import Collection, Sequence

from cosino.games.poker import evaluator
from cosino.primitives.rng import Rng

UNIT = 2520  # lcm(1..10): a k-way split of one board is UNIT // k units for k <= 10

Hole = tuple[int, int]


def _tables() -> tuple[tuple[int, ...], dict[int, int], dict[int, int], dict[int, int], int, int]:
    # The evaluator's own lookup tables, used directly so a board's key is summed once and each
    # hole adds two integers: the same values evaluate_indices gives, several times faster.
    evaluator.warm_up()
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
    tables = _tables()
    board_key = sum(tables[0][c] for c in board)
    ranks = [_rank(h, board, board_key, tables) for h in holes]
    best = max(ranks)
    share = UNIT // ranks.count(best)
    return [share if r == best else 0 for r in ranks]


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
    tables = _tables()
    card_key, rank_table, flush_suit, flush_table, shift, rank_mask = tables
    known_key = sum(card_key[c] for c in board)
    known = list(board)
    hole_keys = [card_key[a] + card_key[b] for a, b in (hero, *others)]
    hero_key = hole_keys[0]
    rival_keys = list(zip(hole_keys[1:], others))
    # rng.randbelow(orderings), inlined: the same rejection rule on the same 64-bit words.
    next_word = rng.next_u64
    limit = (1 << 64) - (1 << 64) % orderings
    units = 0
    for done in range(runouts):
        if give_up_at is not None and units + (runouts - done) * UNIT <= give_up_at:
            if used is not None:
                used.append(done)
            return None
        draw = next_word()
        while draw >= limit:
            draw = next_word()
        draw %= orderings
        board_key = known_key
        for i, radix in enumerate(radices):
            j = i + draw % radix
            draw //= radix
            card = unseen[j]
            unseen[j] = unseen[i]
            unseen[i] = card
            board_key += card_key[card]
        key = board_key + hero_key
        hero_value = rank_table[key & rank_mask]
        suit = flush_suit[key >> shift]
        if suit >= 0:
            hero_value = _with_flush(hero_value, suit, hero, known, unseen, missing, flush_table)
        ties = 1
        for hk, hole in rival_keys:
            key = board_key + hk
            value = rank_table[key & rank_mask]
            suit = flush_suit[key >> shift]
            if suit >= 0:
                value = _with_flush(value, suit, hole, known, unseen, missing, flush_table)
            if value > hero_value:
                break  # the hero loses this runout: no share, no need to look further
            if value == hero_value:
                ties += 1
        else:
            units += UNIT // ties
    if used is not None:
        used.append(runouts)
    return units


def _with_flush(
    value: int, suit: int, hole: Hole, known: list[int], unseen: list[int], missing: int, flush_table: dict[int, int]
) -> int:
    mask = 0
    for c in (hole[0], hole[1], *known, *unseen[:missing]):
        if c & 3 == suit:
            mask |= 1 << (c >> 2)
    flush = flush_table[mask]
    return flush if flush > value else value
