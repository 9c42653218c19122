"""Numbers read back from kept files and results mean the same on every Python.

``int()`` and ``Fraction()`` take digits of any script, and the set of scripts grows with each
Python's Unicode database (the CLI runs 3.11, the functions 3.12, the viewer's Pyodide 3.14);
``Fraction()`` also expands ``1e999999999`` digit by digit. These readers take ASCII only.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.league.ratings import as_fraction
from cosino.primitives.jsonsafe import kept_hex, kept_int


@pytest.mark.parametrize(
    "value, expected",
    [(3, Fraction(3)), (0.1, Fraction(1, 10)), ("0.5625", Fraction(9, 16)), ("-9/16", Fraction(-9, 16))],
)
def test_results_numbers_read_exactly(value, expected):
    assert as_fraction(value) == expected


@pytest.mark.parametrize(
    "value",
    ["1e999999999", "\U00011f51", "\u0663", "\uff13", True, None, float("nan"), float("inf"), "1/0", [1], "3\u2028"],
)
def test_results_numbers_refuse_what_pythons_read_differently(value):
    with pytest.raises(ValueError):
        as_fraction(value)


@pytest.mark.parametrize("value", [2.0, True, "2", "\U00011f52", None])
def test_kept_whole_numbers_are_json_integers(value):
    with pytest.raises(ValueError):
        kept_int(value)
    assert kept_int(-7) == -7


@pytest.mark.parametrize("text", ["", "FF", "\uff10", "0x1f", " 1f", "1f\n", "f" * 4001, 31])
def test_kept_bit_sets_are_lower_case_ascii_hex(text):
    with pytest.raises(ValueError):
        kept_hex(text)
    assert kept_hex("1f") == 31


def test_integrity_sums_of_a_large_league_are_read_back():
    """A bit set has a bit per kept episode: past 16,000 episodes it is longer than 4,000 hex digits,
    and a fixed bound refused the league's kept sums at every run (each run rebuilt from every row)."""
    import json

    from cosino.league.integrity import empty_sums, kept_sums

    sums = empty_sums()
    sums.ids = [f"e{i}" for i in range(20_000)]
    sums.add("last", {"agents": ["a", "b"], "units": [["faced10", 0, 1, 0, 1]]})
    back = kept_sums(json.loads(json.dumps(sums.to_json())))
    assert back is not None and back.bits == sums.bits and back.ids == sums.ids
    bits = sums.to_json()["bits"][0][3]
    tampered = {**sums.to_json(), "bits": [["faced", "a", "b", "1" + bits]]}
    assert kept_sums(json.loads(json.dumps(tampered))) is None  # one digit past its episodes: refused
