"""Every path that computes Hold'em ranks ranks the same hands identically.

The reference is written here from the rules alone (best of the 21 five-card subsets, each scored
by sorting its ranks), independent of the evaluator's tables. The paths: the evaluator's own
entry points (``evaluate``, ``evaluate_indices``, ``evaluate_many``, ``evaluate_holes``; the engine's
showdown and the advisor's rollouts call ``evaluate_indices``), equity's ``board_units``,
``sampled_units`` (the collusion audit's fold equity), ``random_hands_share`` (the house seat)
and ``exact_equity`` (the advisor's equity).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations, combinations_with_replacement

import pytest

from cosino.games.poker import equity, evaluator
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive
from cosino.seats import holdem_house

SAMPLE = 10_000  # seeded 7-card hands per check


def _encode(cat: int, ranks: list[int]) -> int:
    v = cat
    for i in range(5):
        v = v * 16 + (ranks[i] + 1 if i < len(ranks) else 0)
    return v


def _ref5(cards: tuple[int, ...]) -> int:
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    flush = len({c & 3 for c in cards}) == 1
    groups = sorted(((n, r) for r, n in Counter(ranks).items()), reverse=True)
    shape = [n for n, _ in groups]
    top = [r for _, r in groups]
    high = -1
    if len(set(ranks)) == 5 and ranks[0] - ranks[4] == 4:
        high = ranks[0]
    elif ranks == [12, 3, 2, 1, 0]:
        high = 3
    if flush and high >= 0:
        return _encode(8, [high])
    if shape == [4, 1]:
        return _encode(7, top)
    if shape == [3, 2]:
        return _encode(6, top)
    if flush:
        return _encode(5, ranks)
    if high >= 0:
        return _encode(4, [high])
    category = {(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0}[tuple(shape)]
    return _encode(category, top)


def _ref(cards) -> int:
    return max(_ref5(five) for five in combinations(cards, 5))


def _deals(label: str, size: int, count: int = SAMPLE) -> list[list[int]]:
    rng = Rng(derive("evaluator-paths", label))
    out = []
    for _ in range(count):
        deck = list(range(52))
        for i in range(size):
            j = i + rng.randbelow(52 - i)
            deck[i], deck[j] = deck[j], deck[i]
        out.append(deck[:size])
    return out


def _five_card_classes() -> list[tuple[int, ...]]:
    """One hand of each of the 7,462 distinct five-card values."""
    hands = []
    for combo in combinations_with_replacement(range(13), 5):
        if combo[0] == combo[4]:
            continue
        seen: Counter[int] = Counter()
        cards = []
        for r in combo:
            cards.append(4 * r + seen[r])
            seen[r] += 1
        if len(set(combo)) == 5:
            cards[-1] += 1  # distinct ranks all in suit 0 would be a flush
        hands.append(tuple(cards))
    for ranks in combinations(range(13), 5):
        hands.append(tuple(4 * r + 2 for r in ranks))
    return hands


def test_all_five_card_classes_every_evaluator_entry_point():
    hands = _five_card_classes()
    ref = [_ref5(h) for h in hands]
    assert len(set(ref)) == 7462
    counts = Counter(evaluator.category(v) for v in ref)
    assert counts == {
        "straight flush": 10,
        "four of a kind": 156,
        "full house": 156,
        "flush": 1277,
        "straight": 10,
        "three of a kind": 858,
        "two pair": 858,
        "one pair": 2860,
        "high card": 1277,
    }
    assert [evaluator.evaluate_indices(h) for h in hands] == ref
    assert evaluator.evaluate_many(hands) == ref
    assert [evaluator.evaluate_holes([h[:2]], h[2:])[0] for h in hands] == ref
    assert [evaluator.evaluate([DECK[c] for c in h]) for h in hands] == ref


@pytest.mark.parametrize("size", [6, 7])
def test_seeded_hands_every_evaluator_entry_point(size):
    hands = _deals(f"entry-{size}", size)
    ref = [_ref(h) for h in hands]
    assert [evaluator.evaluate_indices(h) for h in hands] == ref
    assert evaluator.evaluate_many(hands) == ref
    assert evaluator.evaluate_many(tuple(h) for h in hands) == ref
    assert [evaluator.evaluate_holes([h[:2]], h[2:])[0] for h in hands] == ref


def _share(hero: int, opp: int) -> int:
    return equity.UNIT if hero > opp else 0 if hero < opp else equity.UNIT // 2


@pytest.fixture(scope="module")
def duels() -> list[tuple[tuple[int, int], tuple[int, int], list[int], int]]:
    """(hero hole, opponent hole, board, hero's reference share) for seeded nine-card deals."""
    out = []
    for d in _deals("duels", 9, SAMPLE // 2):
        hero, opp, board = (d[0], d[1]), (d[2], d[3]), d[4:]
        out.append((hero, opp, board, _share(_ref([*hero, *board]), _ref([*opp, *board]))))
    return out


def test_board_units_and_exact_equity_rank_as_the_reference(duels):
    for hero, opp, board, share in duels:
        assert equity.board_units([hero, opp], board) == [share, equity.UNIT - share]
        estimate = equity.exact_equity(hero, board, [equity.WeightedHands([opp], [1])])
        assert estimate.exact and estimate.equity == share / equity.UNIT


def test_sampled_units_the_audits_fold_equity_ranks_as_the_reference(duels):
    # Every card but the river is dead, so each sampled runout is that one river card.
    for k, (hero, opp, board, share) in enumerate(duels):
        dead = [c for c in range(52) if c != board[4]]
        used: list[int] = []
        units = equity.sampled_units(Rng(derive("paths", k)), hero, [opp], board[:4], dead, 3, used=used)
        assert units == 3 * share and used == [3]


class _Scripted:
    """A generator stand-in whose ``randbelow`` makes a partial Fisher-Yates draw the wanted cards."""

    def __init__(self, stub: list[int], wanted: list[int]) -> None:
        drawn = stub[:]
        self.picks = []
        for i, card in enumerate(wanted):
            j = drawn.index(card)
            self.picks.append(j - i)
            drawn[i], drawn[j] = drawn[j], drawn[i]

    def randbelow(self, n: int) -> int:
        return self.picks.pop(0)


def test_the_house_seats_random_hands_share_ranks_as_the_reference(duels):
    for hero, opp, board, share in duels[:1500]:
        stub = [c for c in range(52) if c not in (*hero, *board)]
        rng = _Scripted(stub, list(opp))
        got = equity.random_hands_share(list(hero), board, 1, rng, 1)
        assert got == Fraction(share, equity.UNIT)
    hero, opp, board, share = duels[0]
    stub = [c for c in range(52) if c not in (*hero, *board)]
    hole, shown = [DECK[c] for c in hero], [DECK[c] for c in board]
    seat_share = holdem_house.estimate_equity(hole, shown, 1, _Scripted(stub, list(opp)), 1)
    assert seat_share == Fraction(share, equity.UNIT)


# The batch path's seven-card key (evaluator.SEVEN_KEY): the two facts it rests on, exhaustively.


def _seven_rank_multisets() -> list[tuple[int, ...]]:
    return [c for c in combinations_with_replacement(range(13), 7) if not any(c[i] == c[i + 4] for i in range(3))]


def test_seven_key_rank_sums_tell_every_seven_card_rank_multiset_apart():
    weights = [evaluator.SEVEN_KEY[4 * r] >> 8 for r in range(13)]
    sums = {sum(weights[r] for r in combo) for combo in _seven_rank_multisets()}
    assert len(sums) == len(_seven_rank_multisets()) == 49205
    assert max(sums) << 8 | 255 < 2 * evaluator._SEVEN_BIAS  # noqa: SLF001 (every key stays one CPython digit)


def test_seven_key_suit_sums_tell_whether_five_cards_share_a_suit():
    weights = [evaluator.SEVEN_KEY[s] & 255 for s in range(4)]
    seen: dict[int, bool] = {}
    for a in range(8):
        for b in range(8 - a):
            for c in range(8 - a - b):
                counts = (a, b, c, 7 - a - b - c)
                total = sum(n * w for n, w in zip(counts, weights))
                flush = max(counts) >= 5
                assert seen.setdefault(total, flush) == flush, counts
                assert evaluator._SEVEN_FLUSH[total] == flush  # noqa: SLF001
    assert total < 256


def test_batch_path_from_a_cold_table_learns_what_warm_up_builds(monkeypatch):
    # Every seven-card rank multiset once, from an empty table. A multiset comes sorted, so the
    # copies of a rank sit side by side and suit = position mod 4 gives them distinct suits; no
    # suit gets more than two cards, so every hand takes the table.
    monkeypatch.setattr(evaluator, "_SEVEN_TABLE", {})
    hands = [[4 * r + i % 4 for i, r in enumerate(combo)] for combo in _seven_rank_multisets()]
    assert all(len(set(h)) == 7 for h in hands)
    ref = [evaluator.evaluate_indices(h) for h in hands]
    assert evaluator.evaluate_many(hands) == ref  # learned one by one
    learned = dict(evaluator._SEVEN_TABLE)  # noqa: SLF001
    assert len(learned) == 49205
    assert evaluator.evaluate_many(hands) == ref  # read back
    monkeypatch.setattr(evaluator, "_SEVEN_TABLE", {})
    evaluator.warm_up()
    assert evaluator._SEVEN_TABLE == learned  # noqa: SLF001


def test_batch_path_mixes_sizes_and_matches_the_reference_on_flushes():
    hands = _deals("batch-mixed", 7, 3000)
    sized = [h[: 5 + i % 3] for i, h in enumerate(hands)]
    flushes = [
        [4 * r + 1 for r in (12, 9, 7, 4, 2)] + [0, 5],
        [4 * r + 3 for r in range(7)],
        [4 * r for r in (8, 7, 6, 5, 4, 0, 1)],
    ]
    batch = sized + flushes
    ref = [_ref(h) for h in batch]
    assert evaluator.evaluate_many(iter(batch)) == ref
    assert sum(evaluator.category(v) in ("flush", "straight flush") for v in ref) >= len(flushes)


def test_a_hand_with_repeated_cards_teaches_the_batch_table_nothing(monkeypatch):
    # Six deuces and a five have the batch key of a deuce, two treys and four fours (a real hand):
    # whatever the first gets, the second must still get its own rank, from a cold table.
    bogus = [0, 1, 2, 3, 0, 1, 12]
    real = [0, 4, 5, 8, 9, 10, 11]
    seven = evaluator.SEVEN_KEY
    assert sum(seven[c] for c in bogus) == sum(seven[c] for c in real)
    aliased = [0, 1, 2, 3, -52, -51, 12]  # the same six deuces, two of them named by negative indices
    for first in (bogus, aliased):
        monkeypatch.setattr(evaluator, "_SEVEN_TABLE", {})
        evaluator.evaluate_many([first])
        assert evaluator._SEVEN_TABLE == {}  # noqa: SLF001
        assert evaluator.evaluate_many([first, real])[1] == _ref(real)
        assert evaluator.evaluate_many([real]) == [_ref(real)]
