"""The seeded generator: pinned outputs, label separation, uniformity sanity."""

import copy
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from cosino.primitives.rng import Rng, derive


def test_first_outputs_are_pinned():
    # Changing these numbers changes every replay ever written: do it only with a format bump.
    rng = Rng(derive(42, "pin"))
    assert [rng.next_u64() for _ in range(3)] == [7378779537737329114, 16131343972831553904, 18399783044124230131]
    assert Rng(derive(42, "pin")).permutation(6) == [0, 1, 2, 3, 5, 4]
    assert derive(42, "deck", 0).hex()[:16] == "8a5f42bca4e26c2a"


def test_labels_are_length_prefixed():
    assert derive(1, "ab", "c") != derive(1, "a", "bc")
    assert derive(1, 2) != derive(1, "2")
    assert derive(1) != derive(2)


@given(st.integers(min_value=0, max_value=2**70), st.integers(min_value=1, max_value=10**6))
def test_randbelow_in_range(seed, n):
    rng = Rng(derive(seed, "t"))
    for _ in range(5):
        assert 0 <= rng.randbelow(n) < n


@given(st.integers(min_value=0, max_value=2**40))
def test_shuffle_is_a_permutation(seed):
    items = list(range(52))
    Rng(derive(seed, "deck")).shuffle(items)
    assert sorted(items) == list(range(52))


def test_roughly_uniform():
    rng = Rng(derive(7, "uniform"))
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randbelow(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_chance_is_exact_at_the_edges():
    rng = Rng(derive(1, "c"))
    assert all(rng.chance(Fraction(1)) for _ in range(20))
    assert not any(rng.chance(Fraction(0)) for _ in range(20))


def test_uniform_is_one_word_over_two_to_the_64():
    a, b = Rng(derive(3, "u")), Rng(derive(3, "u"))
    for _ in range(20):
        assert a.uniform() == b.next_u64() / 2.0**64


def test_float_index_follows_one_uniform():
    a, b = Rng(derive(4, "f")), Rng(derive(4, "f"))
    probs = [0.2, 0.5, 0.3]
    for _ in range(50):
        u = b.uniform()
        expect = 0 if u < 0.2 else 1 if u < 0.2 + 0.5 else 2
        assert a.float_index(probs) == expect


def _reference_randbelow(rng: Rng, n: int) -> int:
    limit = 2**64 - 2**64 % n
    while True:
        word = rng.next_u64()
        if word < limit:
            return word % n


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=1, max_value=2**64))
def test_randbelow_up_to_two_to_the_64_draws_as_it_always_did(seed, n):
    # Every replay already written rests on these draws.
    a, b = Rng(derive(seed, "r")), Rng(derive(seed, "r"))
    assert [a.randbelow(n) for _ in range(4)] == [_reference_randbelow(b, n) for _ in range(4)]


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=2**64 + 1, max_value=2**400))
def test_randbelow_beyond_two_to_the_64_ends_and_stays_in_range(seed, n):
    # One word's rejection limit is 0 past 2^64: the draw used to loop for ever.
    rng = Rng(derive(seed, "wide"))
    assert all(0 <= rng.randbelow(n) < n for _ in range(5))


def test_wide_draws_reach_the_top_half():
    rng = Rng(derive(9, "wide"))
    n = 3 * 2**100
    draws = [rng.randbelow(n) for _ in range(400)]
    assert 150 < sum(d >= n // 2 for d in draws) < 250


def test_exact_weights_with_a_huge_denominator_are_drawn():
    weights = [3**90, 2**150, 5**60]  # total far beyond 2^64
    picks = [Rng(derive(s, "w")).weighted_index(weights) for s in range(50)]
    assert set(picks) <= {0, 1, 2} and 1 in picks


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=60), st.integers(-2, 70))
def test_partial_shuffle_permutes_and_takes_one_draw_per_position_filled(seed, size, count):
    items = list(range(size))
    rng = Rng(derive(seed, "partial"))
    rng.partial_shuffle(items, count)
    assert sorted(items) == list(range(size))
    draws = Rng(derive(seed, "partial"))
    for i in range(max(0, min(count, size - 1))):
        draws.randbelow(size - i)
    assert rng.next_u64() == draws.next_u64()


def test_partial_shuffle_is_pinned():
    # The tricks benchmark deals with it; its draws match the forward Fisher-Yates it replaced there.
    deck = list(range(8))
    Rng(derive(42, "pin")).partial_shuffle(deck, 3)
    assert deck[:3] == [2, 5, 3]


def test_a_copied_or_pickled_generator_draws_on_as_the_original():
    import copy
    import pickle

    rng = Rng(derive(3, "copy"))
    rng.next_u64()
    copies = [copy.deepcopy(rng), copy.copy(rng), pickle.loads(pickle.dumps(rng))]
    expected = [rng.next_u64() for _ in range(9)]
    assert all([c.next_u64() for _ in range(9)] == expected for c in copies)


def _reference_words(key: bytes, count: int) -> list[int]:
    """The generator's definition, one block at a time: block i is SHA-256(key || i), four words."""
    import hashlib
    import struct

    out: list[int] = []
    block = 0
    while len(out) < count:
        out += struct.unpack(">4Q", hashlib.sha256(key + struct.pack(">Q", block)).digest())
        block += 1
    return out[:count]


@given(st.integers(min_value=0, max_value=2**40), st.lists(st.integers(1, 40), max_size=12))
def test_batched_refills_hand_out_the_defined_words_in_order(seed, reads):
    # Refills compute 1, 2, 4, then 8 blocks at a time; the words must not depend on the batching,
    # including across a copy or pickle taken mid-batch.
    import pickle

    key = derive(seed, "batch")
    rng = Rng(key)
    got: list[int] = []
    for i, n in enumerate(reads):
        got += [rng.next_u64() for _ in range(n)]
        if i % 3 == 2:
            rng = pickle.loads(pickle.dumps(rng))
    assert got == _reference_words(key, len(got))


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=60), st.integers(-2, 70))
def test_partial_shuffle_places_what_the_forward_loop_over_randbelow_places(seed, size, count):
    items = list(range(size))
    Rng(derive(seed, "partial")).partial_shuffle(items, count)
    expected = list(range(size))
    draws = Rng(derive(seed, "partial"))
    for i in range(max(0, min(count, size - 1))):
        j = i + draws.randbelow(size - i)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected


def _top_down_reference(rng: Rng, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=80), st.integers(0, 40))
def test_shuffle_places_what_the_top_down_loop_over_randbelow_places(seed, size, before):
    # `before` draws first, so the shuffle starts anywhere in a refill batch; sizes pass the plan cache.
    rng, reference = Rng(derive(seed, "shuffle")), Rng(derive(seed, "shuffle"))
    for _ in range(before):
        rng.next_u64()
        reference.next_u64()
    items, expected = list(range(size)), list(range(size))
    rng.shuffle(items)
    _top_down_reference(reference, expected)
    assert items == expected
    assert rng.next_u64() == reference.next_u64()


def test_a_rejected_word_inside_a_shuffle_takes_the_next_word_as_randbelow_does():
    # A word at or above 2^64 - 2^64 % n is rejected (about one draw in 2^58 for a deck); plant one.
    top = (1 << 64) - 1
    for position in (0, 7, 30):
        for shuffle in ("shuffle", "partial"):
            rng = Rng(derive(5, "reject"))
            words = Rng(derive(6, "reject"))
            rng._words = [words.next_u64() for _ in range(40)]  # buffered: the last is handed out first
            rng._words[-1 - position] = top  # the word the draw at `position` takes
            reference = copy.deepcopy(rng)
            items, expected = list(range(52)), list(range(52))
            if shuffle == "shuffle":
                rng.shuffle(items)
                _top_down_reference(reference, expected)
            else:
                rng.partial_shuffle(items, 20)
                for i in range(20):
                    j = i + reference.randbelow(52 - i)
                    expected[i], expected[j] = expected[j], expected[i]
            assert items == expected, (position, shuffle)
            assert rng.next_u64() == reference.next_u64()
