"""An int too wide to write out (Python refuses str() and repr() past 4,300 digits) is named by its size in a
message, so the refusal of such a value is the one-line error it should be, not a ValueError from the message."""

from __future__ import annotations

import pytest

from cosino.arena.episode import Episode, EpisodeConfig, EpisodeError
from cosino.primitives.errors import quoted


def test_a_seed_of_five_thousand_digits_is_refused_by_name():
    """Before: ``ValueError: Exceeds the limit (4300 digits) for integer string conversion`` from the
    message that refused the seed. Now the EpisodeError names the field and the number's size."""
    with pytest.raises(EpisodeError, match="field 'seed': .* got a number of about 5000 digits"):
        Episode(EpisodeConfig("kuhn", ("random", "random"), 2, 10**5000))


def test_quoted_names_a_huge_int_by_its_size_wherever_it_sits():
    """``quoted`` (every core message's way to show a value) raised for such an int, bare or inside a list
    or dict; a narrower int is quoted as repr quotes it."""
    assert quoted(10**5000) == "a number of about 5000 digits"
    assert quoted({"amount": [-(10**5000), 7]}) == "{'amount': [a number of about 5000 digits, 7]}"
    assert quoted(10**1000) == repr(10**1000)
