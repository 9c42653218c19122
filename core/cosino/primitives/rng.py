"""The one source of randomness: a counter-based generator keyed by labels.

``derive(seed, *labels)`` turns a seed and a path of labels into a 32-byte key; ``Rng(key)``
draws 64-bit words from SHA-256(key || counter). Nothing depends on Python's ``random``,
``hash()`` or set order, so CPython and Pyodide draw exactly the same numbers.

>>> rng = Rng(derive(7, "deck", 0))
>>> rng.randbelow(52) == Rng(derive(7, "deck", 0)).randbelow(52)
True
>>> derive(7, "a") != derive(7, "b")
True
"""

from __future__ import annotations

import hashlib
import struct
from fractions import Fraction
from operator import add, lt, mod
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_DOMAIN = b"cosino/derive/v1"
_FOUR_WORDS = struct.Struct(">4Q")  # one SHA-256 block is four big-endian 64-bit words
_COUNTER = struct.Struct(">Q").pack  # the block counter, eight big-endian bytes
_BATCH_MAX = 8
_BATCH_WORDS = {n: struct.Struct(f">{4 * n}Q").unpack for n in (2, 4, 8)}  # n blocks read at once
_TWO_64 = 1 << 64
_TWO_64_FLOAT = 18446744073709551616.0
_LIMITS: dict[int, int] = {}  # rejection limit by n: the same few sizes are drawn millions of times
_LIMITS_MAX = 4096
# By list size: the bounds n of a shuffle's draws (size, size - 1, ..., 2) and their rejection limits.
_SHUFFLE_PLANS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
_SHUFFLE_PLANS_MAX_SIZE = 64  # decks; a longer list builds its plan per call


def _restore(key: bytes, counter: int, words: list[int]) -> "Rng":
    """Rebuild a generator at the state ``Rng.__reduce__`` recorded."""
    rng = Rng(key)
    rng._counter = counter
    rng._words = words
    return rng


def _shuffle_plan(size: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    plan = _SHUFFLE_PLANS.get(size)
    if plan is None:
        bounds = tuple(range(size, 1, -1))
        plan = (bounds, tuple(_TWO_64 - _TWO_64 % n for n in bounds))
        if size <= _SHUFFLE_PLANS_MAX_SIZE:
            _SHUFFLE_PLANS[size] = plan
    return plan


def _encode_label(label: int | str | bytes) -> bytes:
    # Tagged, length-prefixed encoding so ("ab", "c") and ("a", "bc") never collide.
    if isinstance(label, bool):
        raise TypeError("labels must be int, str or bytes, not bool")
    if isinstance(label, int):
        body = str(label).encode("ascii")
        tag = b"i"
    elif isinstance(label, str):
        body = label.encode("utf-8")
        tag = b"s"
    elif isinstance(label, bytes):
        body = label
        tag = b"b"
    else:
        raise TypeError(f"labels must be int, str or bytes, not {type(label).__name__}")
    return tag + len(body).to_bytes(4, "big") + body


def derive(seed: int | str | bytes, *labels: int | str | bytes) -> bytes:
    """Return the 32-byte key for ``seed`` followed by ``labels``."""
    h = hashlib.sha256(_DOMAIN)
    h.update(_encode_label(seed))
    for label in labels:
        h.update(_encode_label(label))
    return h.digest()


class Rng:
    """Counter-based generator: block i is SHA-256(key || i), read as four 64-bit words."""

    __slots__ = ("key", "_counter", "_words", "_keyed", "_batch")

    def __init__(self, key: bytes) -> None:
        if not isinstance(key, bytes) or len(key) != 32:
            raise ValueError("Rng needs a 32-byte key from derive()")
        self.key = key
        self._counter = 0
        self._words: list[int] = []
        self._keyed = hashlib.sha256(key)  # the key absorbed once: each block copies it (cheaper than rehashing)
        self._batch = 1  # blocks the next refill computes

    def __reduce__(self) -> tuple:
        # A hash object cannot be copied by copy or pickle, so the state is the key, counter and words.
        return (_restore, (self.key, self._counter, list(self._words)))

    def _refill(self) -> list[int]:
        # Blocks come in batches that double up to _BATCH_MAX: a long-lived generator pays the
        # call overhead once per eight blocks, a one-draw generator hashes only one block.
        counter = self._counter
        batch = self._batch
        keyed = self._keyed
        if batch == 1:
            block = keyed.copy()
            block.update(_COUNTER(counter))
            w = _FOUR_WORDS.unpack(block.digest())
            self._words = words = [w[3], w[2], w[1], w[0]]  # reversed so pop() hands them out in block order
            self._batch = 2
        else:
            digests = []
            for i in range(counter, counter + batch):
                block = keyed.copy()
                block.update(_COUNTER(i))
                digests.append(block.digest())
            self._words = words = list(_BATCH_WORDS[batch](b"".join(digests)))
            words.reverse()
            if batch < _BATCH_MAX:
                self._batch = batch * 2
        self._counter = counter + batch
        return words

    def next_u64(self) -> int:
        return (self._words or self._refill()).pop()

    def uniform(self) -> float:
        """A float in [0, 1): one 64-bit word over 2^64 (the only way floats are drawn).

        >>> 0.0 <= Rng(derive(1, "u")).uniform() < 1.0
        True
        """
        return (self._words or self._refill()).pop() / _TWO_64_FLOAT

    def float_index(self, probs: Sequence[float]) -> int:
        """Index drawn with float probabilities by one :meth:`uniform` (rounding slack goes to the last).

        >>> Rng(derive(1, "u")).float_index([0.0, 1.0])
        1
        """
        u = self.uniform()
        acc = 0.0
        for j, p in enumerate(probs):
            acc += p
            if u < acc:
                return j
        return len(probs) - 1

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection so there is no modulo bias.

        Beyond 2^64 (exact weights with huge denominators) one draw joins several words.

        >>> Rng(derive(1, "big")).randbelow(3 ** 200) < 3 ** 200
        True
        """
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 1:
                if n == 1:
                    return 0
                raise ValueError("randbelow needs n > 0")
            if n > _TWO_64:
                return self._randbelow_wide(n)
            limit = _TWO_64 - _TWO_64 % n
            if len(_LIMITS) < _LIMITS_MAX:
                _LIMITS[n] = limit
        while True:
            word = (self._words or self._refill()).pop()
            if word < limit:
                return word % n

    def _randbelow_wide(self, n: int) -> int:
        words = (n.bit_length() + 63) // 64
        span = 1 << (64 * words)
        limit = span - span % n  # one word's formula would give 0 here, and the loop would never end
        while True:
            value = 0
            for _ in range(words):
                value = (value << 64) | (self._words or self._refill()).pop()
            if value < limit:
                return value % n

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high]."""
        return low + self.randbelow(high - low + 1)

    def chance(self, probability: Fraction) -> bool:
        """True with exactly the given rational probability (an integer draw below its denominator)."""
        p = Fraction(probability)
        return self.randbelow(p.denominator) < p.numerator

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def weighted_index(self, weights: Sequence[int]) -> int:
        """Index drawn with probability proportional to non-negative integer weights."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted_index needs a positive total weight")
        r = self.randbelow(total)
        for i, w in enumerate(weights):
            if r < w:
                return i
            r -= w
        raise AssertionError("unreachable")

    def _take(self, count: int) -> list[int]:
        """The next ``count`` words, in the order ``next_u64`` would hand them out."""
        words = self._words
        while len(words) < count:
            fresh = self._refill()  # the words already buffered come first: they sit at the end
            fresh += words
            self._words = words = fresh
        taken = words[-count:]
        del words[-count:]
        taken.reverse()
        return taken

    def _next_words(self, count: int) -> list[int]:
        """The next ``count`` words in order, the blocks they need hashed in one pass (not batches of eight)."""
        held = self._words
        if len(held) >= count:
            taken = held[-count:]
            del held[-count:]
            taken.reverse()
            return taken
        taken = held[::-1]
        start, blocks = self._counter, -(-(count - len(taken)) // 4)
        keyed, digests = self._keyed, []
        for i in range(start, start + blocks):
            block = keyed.copy()
            block.update(_COUNTER(i))
            digests.append(block.digest())
        words = struct.unpack(f">{4 * blocks}Q", b"".join(digests))
        self._counter = start + blocks
        need = count - len(taken)
        taken += words[:need]
        self._words = list(reversed(words[need:]))
        return taken

    def below_many(self, n: int, count: int) -> list[int]:
        """``[self.randbelow(n) for _ in range(count)]``: the same words and rejections, hashed and reduced
        in bulk (a bootstrap draws tens of millions; a call per draw was most of its time).

        >>> a, b = Rng(derive(1, "m")), Rng(derive(1, "m"))
        >>> a.below_many(7, 50) == [b.randbelow(7) for _ in range(50)] and a.next_u64() == b.next_u64()
        True
        """
        if not 1 < n <= _TWO_64:
            return [self.randbelow(n) for _ in range(count)]
        limit = _TWO_64 - _TWO_64 % n
        out: list[int] = []
        while len(out) < count:
            taken = self._next_words(count - len(out))
            # a rejected word (about n in 2^64) is skipped and the draw takes the next: filtering keeps that order
            out += map(n.__rmod__, taken) if max(taken) < limit else [w % n for w in taken if w < limit]
        return out

    def _below_each(self, bounds: Sequence[int], limits: Sequence[int], count: int) -> list[int]:
        """``[self.randbelow(n) for n in bounds[:count]]``: the same words and rejections, drawn as
        one slice and reduced in C (a shuffle is the hottest loop of a deal)."""
        taken = self._take(count)
        if all(map(lt, taken, limits)):
            return list(map(mod, taken, bounds))
        # A word at or above its limit (about n in 2^64 per draw) is rejected and the draw takes the
        # next word: hand the slice back and draw one at a time.
        self._words.extend(reversed(taken))
        return [self.randbelow(n) for n in bounds[:count]]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place: position i, from the top down, swaps with randbelow(i + 1).

        >>> deck = list(range(5)); Rng(derive(1, "s")).shuffle(deck); sorted(deck)
        [0, 1, 2, 3, 4]
        """
        size = len(items)
        if size < 2:
            return
        bounds, limits = _shuffle_plan(size)  # n = i + 1 for i = size - 1 down to 1
        for i, j in zip(range(size - 1, 0, -1), self._below_each(bounds, limits, size - 1)):
            items[i], items[j] = items[j], items[i]

    def partial_shuffle(self, items: MutableSequence[T], count: int) -> None:
        """Fill the first ``count`` positions with a uniform random ordered sample of ``items``.

        A forward Fisher-Yates stopped early: position i swaps with i + randbelow(len - i), so a
        deal of ``count`` cards costs ``count`` draws. The rest keep what is left, in no set order.

        >>> deck = list(range(10)); Rng(derive(1, "p")).partial_shuffle(deck, 3); sorted(deck) == list(range(10))
        True
        """
        size = len(items)
        draws = min(count, size - 1)
        if draws <= 0:
            return
        bounds, limits = _shuffle_plan(size)  # n = size - i for i = 0, 1, ...
        for i, j in zip(range(draws), map(add, range(draws), self._below_each(bounds, limits, draws))):
            items[i], items[j] = items[j], items[i]

    def permutation(self, n: int) -> list[int]:
        order = list(range(n))
        self.shuffle(order)
        return order
