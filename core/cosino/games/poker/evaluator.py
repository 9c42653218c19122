"""Hand evaluation for 5, 6 and 7 cards: a comparable integer rank and a category name.

Each card contributes a key with a 3-bit count field per rank and a 6-bit field per suit to
which it adds 7; the sum of the keys identifies the rank multiset (looked up in one table), and
a suit holds five or more cards exactly when bit 5 of its field is set (35, 42 and 49 have it;
28 and below do not), so one AND tells a flush is possible; then the suit's rank mask is looked
up in a second table. Both tables are filled on first use from first principles, so there is
nothing to trust but this file, and the browser computes the same ranks from the same code.
:func:`evaluate_many` ranks many hands in one call. Its seven-card hands take a second, smaller
key (see ``SEVEN_KEY``) whose sums stay below 2**30, where CPython adds and hashes integers fastest.

>>> category(evaluate(["As", "Ks", "Qs", "Js", "Ts", "2d", "2c"]))
'straight flush'
>>> evaluate(["Ah", "Ad", "2c", "3c", "4d"]) > evaluate(["Kh", "Kd", "Qc", "Jc", "9d"])
True
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Iterable, Sequence

from cosino.primitives.cards import card_index

CATEGORIES = (
    "high card",
    "one pair",
    "two pair",
    "three of a kind",
    "straight",
    "flush",
    "full house",
    "four of a kind",
    "straight flush",
)
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)

_SUIT_SHIFT = 39  # 13 ranks x 3 bits below, 4 suits x 6 bits above
_RANK_MASK = (1 << _SUIT_SHIFT) - 1
CARD_KEY = tuple((1 << (3 * (c >> 2))) + (7 << (_SUIT_SHIFT + 6 * (c & 3))) for c in range(52))
_FLUSH_BITS = sum(32 << (_SUIT_SHIFT + 6 * s) for s in range(4))  # set in a suit field iff it counts >= 5


class _RankTable(dict):
    """Rank-multiset key -> best non-flush value, each entry scored the first time it is asked for.

    Every hand :func:`evaluate_indices` ranks is looked up here, and a multiset of fewer than 5 or
    more than 7 cards is never stored, so it is refused here, at no cost to the keys already met."""

    def __missing__(self, key: int) -> int:
        counts = [(key >> (3 * r)) & 7 for r in range(13)]
        if not 5 <= sum(counts) <= 7:
            raise ValueError(f"a hand to rank holds 5 to 7 cards, not {sum(counts)}")
        value = _best_of_ranks(counts)
        self[key] = value
        return value


class _FlushSuitTable(dict):
    """Suit-count key -> the suit holding five or more cards, or -1."""

    def __missing__(self, key: int) -> int:
        counts = [((key >> (6 * s)) & 63) // 7 for s in range(4)]
        value = next((s for s in range(4) if counts[s] >= 5), -1)
        self[key] = value
        return value


class _FlushTable(dict):
    """Suited rank mask -> flush or straight-flush value."""

    def __missing__(self, mask: int) -> int:
        value = _flush_value(mask)
        self[mask] = value
        return value


# Filled lazily: an episode meets a few thousand multisets, so nothing waits for a full build
# (that matters most in the browser, where the full build took seconds).
_RANK_TABLE: dict[int, int] = _RankTable()
_FLUSH_SUIT: dict[int, int] = _FlushSuitTable()
_FLUSH_TABLE: dict[int, int] = _FlushTable()

# The batch path's seven-card key, one machine word. Each rank adds a weight of ``_SEVEN_RANK``
# shifted left 8 bits: the rank weights of Kenneth Shackleton's SKPokerEval, whose sums tell all
# 49,205 seven-card rank multisets apart. Each suit adds a weight of ``_SEVEN_SUIT`` (the smallest
# such weights), whose sum over seven cards tells whether five share a suit. Both facts are checked
# exhaustively in tests/test_evaluator_paths.py. The first card of a hand carries ``-_SEVEN_BIAS``
# so every partial sum lies in (-2**30, 2**30): one CPython digit, which it adds and hashes fastest.
_SEVEN_RANK = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
_SEVEN_SUIT = (0, 1, 25, 32)
_SEVEN_BIAS = (1 << 30) - 256  # a multiple of 256: the low byte stays the suit sum
SEVEN_KEY = tuple((_SEVEN_RANK[c >> 2] << 8) + _SEVEN_SUIT[c & 3] for c in range(52))
_SEVEN_FIRST = tuple(k - _SEVEN_BIAS for k in SEVEN_KEY)


def _seven_flush_sums() -> tuple[bool, ...]:
    """Suit sum of seven cards (a key's low byte) -> whether five or more of them share a suit."""
    flush = [False] * 256
    for a in range(8):
        for b in range(8 - a):
            for c in range(8 - a - b):
                counts = (a, b, c, 7 - a - b - c)
                if max(counts) >= 5:
                    flush[sum(n * w for n, w in zip(counts, _SEVEN_SUIT))] = True
    return tuple(flush)


_SEVEN_FLUSH = _seven_flush_sums()
# Seven-card key >> 8 -> best non-flush value; learned hand by hand, or all at once by warm_up.
_SEVEN_TABLE: dict[int, int] = {}


def _value(cat: int, ranks: Sequence[int]) -> int:
    # Category first, then up to five tie-break ranks in base 16, most significant first.
    v = cat
    for i in range(5):
        v = v * 16 + (ranks[i] + 1 if i < len(ranks) else 0)
    return v


def _straight_high(mask: int) -> int:
    """Highest rank topping a straight in a 13-bit rank mask, or -1. The wheel tops at 5 (rank 3)."""
    for high in range(12, 3, -1):
        window = 0b11111 << (high - 4)
        if mask & window == window:
            return high
    if mask & 0b1000000001111 == 0b1000000001111:
        return 3
    return -1


def _best_of_ranks(counts: Sequence[int]) -> int:
    """Best non-flush value for a rank multiset of 5 to 7 cards."""
    by_count = sorted(((n, r) for r, n in enumerate(counts) if n), reverse=True)
    present = sorted((r for r, n in enumerate(counts) if n), reverse=True)
    mask = sum(1 << r for r in present)

    def kickers(exclude: set[int], k: int) -> list[int]:
        return [r for r in present if r not in exclude][:k]

    quads = [r for n, r in by_count if n >= 4]
    if quads:
        q = quads[0]
        return _value(QUADS, [q] + kickers({q}, 1))
    trips = sorted((r for n, r in by_count if n >= 3), reverse=True)
    pairs = sorted((r for n, r in by_count if n >= 2), reverse=True)
    if trips:
        t = trips[0]
        others = [p for p in pairs if p != t]
        if others:
            return _value(FULL_HOUSE, [t, others[0]])
    high = _straight_high(mask)
    if high >= 0:
        return _value(STRAIGHT, [high])
    if trips:
        t = trips[0]
        return _value(TRIPS, [t] + kickers({t}, 2))
    if len(pairs) >= 2:
        a, b = pairs[0], pairs[1]
        return _value(TWO_PAIR, [a, b] + kickers({a, b}, 1))
    if pairs:
        p = pairs[0]
        return _value(ONE_PAIR, [p] + kickers({p}, 3))
    return _value(HIGH_CARD, present[:5])


def _flush_value(mask: int) -> int:
    high = _straight_high(mask)
    if high >= 0:
        return _value(STRAIGHT_FLUSH, [high])
    return _value(FLUSH, [r for r in range(12, -1, -1) if mask >> r & 1][:5])


def _build_tables() -> None:
    # Only the 6,175 five-card rank multisets are scored from scratch; a 6- or 7-card multiset is
    # worth its best sub-multiset with one card removed, which is one lookup per distinct rank.
    for combo in combinations_with_replacement(range(13), 5):
        if combo[0] == combo[4]:
            continue  # five of one rank
        counts = [0] * 13
        for r in combo:
            counts[r] += 1
        _RANK_TABLE[sum(1 << (3 * r) for r in combo)] = _best_of_ranks(counts)
    for size in (6, 7):
        for combo in combinations_with_replacement(range(13), size):
            if any(combo[i] == combo[i + 4] for i in range(size - 4)):
                continue
            key = sum(1 << (3 * r) for r in combo)
            _RANK_TABLE[key] = max(_RANK_TABLE[key - (1 << (3 * r))] for r in dict.fromkeys(combo))
    for size in (5, 6, 7):
        for suits in combinations_with_replacement(range(4), size):
            key = sum(7 << (6 * s) for s in suits)
            flush = [s for s in range(4) if suits.count(s) >= 5]
            _FLUSH_SUIT[key] = flush[0] if flush else -1
    for mask in range(1 << 13):
        if bin(mask).count("1") >= 5:
            _FLUSH_TABLE[mask] = _flush_value(mask)


def evaluate_indices(cards: Sequence[int]) -> int:
    """Rank of the best five-card hand among 5 to 7 card integers; higher is better."""
    key = 0
    for c in cards:
        key += CARD_KEY[c]
    if key & _FLUSH_BITS:
        return _with_flush(cards, key)
    return _RANK_TABLE[key & _RANK_MASK]


def _with_flush(cards: Sequence[int], key: int) -> int:
    # Five or more cards share a suit: the better of the flush (or straight flush) and the rank multiset.
    suit = _FLUSH_SUIT[key >> _SUIT_SHIFT]
    mask = 0
    for c in cards:
        if c & 3 == suit:
            mask |= 1 << (c >> 2)
    flush_value = _FLUSH_TABLE[mask]
    rank_value = _RANK_TABLE[key & _RANK_MASK]
    return flush_value if flush_value > rank_value else rank_value


def evaluate_many(hands: Iterable[Sequence[int]]) -> list[int]:
    """:func:`evaluate_indices` of every hand (5 to 7 card integers each), in order, in one call.
    A hand of another size is a ValueError naming its position (from 0) and its count; seven-card
    hands never pay for that check."""
    keys, first, flush, table = SEVEN_KEY, _SEVEN_FIRST, _SEVEN_FLUSH, _SEVEN_TABLE
    out: list[int] = []
    append = out.append
    for h in hands:
        try:
            a, b, c, d, e, f, g = h
        except ValueError:  # five or six cards, or a hand of the wrong size
            if not 5 <= len(h) <= 6:
                raise ValueError(f"evaluate_many: hand {len(out)} holds {len(h)} cards, not 5 to 7") from None
            append(evaluate_indices(h))
            continue
        key = first[a] + keys[b] + keys[c] + keys[d] + keys[e] + keys[f] + keys[g]
        if flush[key & 255]:
            append(evaluate_indices(h))
            continue
        try:
            append(table[key >> 8])
        except KeyError:
            append(_learn_seven(key >> 8, h))
    return out


def _learn_seven(rank_key: int, cards: Sequence[int]) -> int:
    # A rank multiset the batch path has not met: its value from the main table, kept for next time
    # only if the seven cards are seven different cards. Five or more of one rank can share a batch
    # key with a real hand (six deuces and a five sum like one deuce, two treys and four fours), and
    # such a hand must not teach the table a value that real hands would then read.
    key = 0
    for c in cards:
        key += CARD_KEY[c]
    value = _RANK_TABLE[key & _RANK_MASK]
    if len({c % 52 for c in cards}) == 7:  # c % 52: a negative index names the card it wraps to
        _SEVEN_TABLE[rank_key] = value
    return value


def evaluate_holes(holes: Iterable[Sequence[int]], board: Sequence[int]) -> list[int]:
    """The rank of each two-card hole with the same 3- to 5-card ``board``: the board's key is summed once.
    A board of another size is a ValueError, before any hole is ranked; so is a hole that is not two
    cards, naming its position (from 0)."""
    if not 3 <= len(board) <= 5:
        raise ValueError(f"evaluate_holes: the board holds {len(board)} cards, not 3 to 5")
    keys, ranks, flush_bits, mask = CARD_KEY, _RANK_TABLE, _FLUSH_BITS, _RANK_MASK
    base = 0
    for c in board:
        base += keys[c]
    out: list[int] = []
    append = out.append
    try:  # free until raised: only the unpacking of a hole raises ValueError here
        for a, b in holes:
            key = base + keys[a] + keys[b]
            append(_with_flush((a, b, *board), key) if key & flush_bits else ranks[key & mask])
    except ValueError:
        raise ValueError(f"evaluate_holes: hole {len(out)} is not two cards") from None
    return out


def evaluate(cards: Iterable[str]) -> int:
    """Rank of the best five-card hand among 5 to 7 card strings; higher is better."""
    indices = [card_index(c) for c in cards]
    if not 5 <= len(indices) <= 7:
        raise ValueError(f"evaluate needs 5 to 7 cards, got {len(indices)}")
    if len(set(indices)) != len(indices):
        raise ValueError("evaluate got a card twice")
    return evaluate_indices(indices)


def category(value: int) -> str:
    """The category name of an evaluated rank."""
    return CATEGORIES[value >> 20]


def warm_up(*, seven: bool = True) -> None:
    """Fill the lookup tables completely now (otherwise each entry is scored on first use);
    ``seven=False`` leaves out the batch path's seven-card table, which only :func:`evaluate_many` reads."""
    if len(_RANK_TABLE) < 73775:  # every 5-, 6- and 7-card rank multiset
        _build_tables()
    if seven and len(_SEVEN_TABLE) < 49205:  # every 7-card rank multiset
        for combo in combinations_with_replacement(range(13), 7):
            if not any(combo[i] == combo[i + 4] for i in range(3)):
                rank_key = sum(SEVEN_KEY[4 * r] for r in combo) - _SEVEN_BIAS >> 8
                _SEVEN_TABLE[rank_key] = _RANK_TABLE[sum(1 << (3 * r) for r in combo)]
