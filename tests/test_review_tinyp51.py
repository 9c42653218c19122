"""`cosino league --check` naming the field where a written report parts from the derived one, when the report
holds a p-value written with its exponent (since review 51e a p below 5e-13 is written to its significant digits,
and one below 1e-40 is past the guarded reader's usual exponent bound)."""

from __future__ import annotations

from fractions import Fraction

from cosino.primitives.canonical import Significant, dump_bytes
from cosino_runtime.league.check import MAX_EXPONENT_REACH, _compare, _exponent_reach


def _report(p: Fraction, episodes: int) -> bytes:
    return dump_bytes({"flags": [{"p": Significant(p), "episodes": episodes}]})


def test_a_difference_beside_a_tiny_p_is_named_by_its_field():
    """p = 1/10^45 in both files, the episode count differs. Before: "number '1e-45' is out of range", blaming a
    value the writer itself wrote; now the field that differs."""
    derived = _report(Fraction(1, 10**45), 40)
    written = _report(Fraction(1, 10**45), 41)
    assert b"1e-45" in derived
    said = _compare("integrity.json", written, derived)
    assert said is not None and "out of range" not in said and "episodes" in said, said


def test_a_written_exponent_past_the_derived_reach_is_still_refused():
    """The reader admits only as far as the derived bytes reach: a written 1e-999999 beside a derived 1e-45 is
    refused as out of range (read, it would build a ten-to-the-million denominator)."""
    derived = _report(Fraction(1, 10**45), 40)
    written = derived.replace(b"1e-45", b"1e-999999")
    said = _compare("integrity.json", written, derived)
    assert said is not None and "out of range" in said, said


def test_the_reach_is_bounded_and_read_from_numbers_only():
    """Exponents inside strings do not widen the reach (an agent named ``a:1e-99999``), and no reach passes the
    hard bound."""
    assert _exponent_reach(dump_bytes({"agents": ["a:1e-99999", "b,2e-88888"], "p": 1})) == 40
    assert _exponent_reach(b'{"p":1e-999999}') == MAX_EXPONENT_REACH
    assert _exponent_reach(b'{"p":[3.5e-45]}') == 46
