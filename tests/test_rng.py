"""The seeded generator: pinned outputs, label separation, uniformity sanity."""

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


def _reference_shuffle(rng: Rng, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


def _reference_partial_shuffle(rng: Rng, items: list, count: int) -> None:
    for i in range(min(count, len(items) - 1)):
        j = i + rng.randbelow(len(items) - i)
        items[i], items[j] = items[j], items[i]


class _Scripted(Rng):
    """A generator whose blocks are given words: rejected draws can be forced where they never happen."""

    def __init__(self, words: list[int]) -> None:
        super().__init__(derive("scripted"))
        self._script = list(words)

    def _refill(self) -> list[int]:
        block, self._script = self._script[:4], self._script[4:]
        self._words = block[::-1] if block else [0, 0, 0, 0]
        return self._words


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=60), st.integers(0, 70))
def test_shuffles_draw_exactly_what_randbelow_would(seed, size, count):
    # The written-out draw loops of shuffle and partial_shuffle must take the same words as randbelow.
    a, b = Rng(derive(seed, "sh")), Rng(derive(seed, "sh"))
    x, y = list(range(size)), list(range(size))
    a.shuffle(x)
    _reference_shuffle(b, y)
    assert x == y and a.next_u64() == b.next_u64()
    a.partial_shuffle(x, count)
    _reference_partial_shuffle(b, y, count)
    assert x == y and a.next_u64() == b.next_u64()


@given(st.lists(st.integers(min_value=2**64 - 20, max_value=2**64 - 1) | st.integers(0, 2**64 - 1), max_size=120))
def test_shuffles_reject_words_above_the_limit_as_randbelow_does(words):
    # The top 2^64 % n words are rejected (the top 1, 2, 16 for n = 5, 7, 24): a real stream almost never has them.
    for size in (5, 7, 24):
        for count in (size, 3):
            x, y = list(range(size)), list(range(size))
            a, b = _Scripted(words), _Scripted(words)
            a.partial_shuffle(x, count)
            _reference_partial_shuffle(b, y, count)
            assert x == y and a.next_u64() == b.next_u64()
            a.shuffle(x)
            _reference_shuffle(b, y)
            assert x == y and a.next_u64() == b.next_u64()


def test_a_copied_or_pickled_generator_draws_on_as_the_original():
    import copy
    import pickle

    rng = Rng(derive(3, "copy"))
    rng.next_u64()
    copies = [copy.deepcopy(rng), copy.copy(rng), pickle.loads(pickle.dumps(rng))]
    expected = [rng.next_u64() for _ in range(9)]
    assert all([c.next_u64() for _ in range(9)] == expected for c in copies)
