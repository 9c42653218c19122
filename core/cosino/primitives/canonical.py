"""Canonical bytes: the one JSON writer for replays and results.

Sorted keys, no insignificant whitespace, UTF-8, no floats. A ``Fraction`` is written by
:func:`format_number` (an integer when whole, otherwise a decimal rounded half-even to
``DECIMALS`` places, or for a :class:`Significant` that would round to 0, to significant digits),
so every interpreter writes the same bytes for the same value.

>>> dumps({"b": 1, "a": [True, None, "x"]})
'{"a":[true,null,"x"],"b":1}'
>>> format_number(Fraction(1, 3)), format_number(Fraction(3, 4)), format_number(Fraction(-5, 1))
('0.333333333333', '0.75', '-5')
"""

from __future__ import annotations

import hashlib
from fractions import Fraction
from json.encoder import encode_basestring  # what json.dumps(s, ensure_ascii=False) returns, without its setup
from typing import Any

from cosino.primitives.errors import quoted

DECIMALS = 12
SIGNIFICANT_DIGITS = 12  # of a Significant value too small for DECIMALS places


class Significant(Fraction):
    """A Fraction whose magnitude matters however small (a p-value): where ``DECIMALS`` places would write
    it as 0, it is written to ``SIGNIFICANT_DIGITS`` significant digits with an exponent instead.

    >>> format_number(Significant(3, 10**15)), format_number(Significant(1, 3)), format_number(Fraction(3, 10**15))
    ('3e-15', '0.333333333333', '0')
    """

    __slots__ = ()


def format_number(value: int | Fraction) -> str:
    """Write an exact number: whole -> integer text; otherwise rounded half-even, zeros trimmed."""
    if isinstance(value, bool):
        raise TypeError("booleans are not numbers here")
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, Fraction):
        raise TypeError(f"only int and Fraction are canonical numbers, not {type(value).__name__}")
    if value.denominator == 1:
        return str(value.numerator)
    scaled = round(value * 10**DECIMALS)  # Fraction.__round__ rounds half to even, exactly
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(DECIMALS + 1, "0")
    whole, frac = digits[:-DECIMALS], digits[-DECIMALS:].rstrip("0")
    if not frac:
        if whole == "0" and isinstance(value, Significant):
            return _scientific(value)  # 0 would claim the value is nothing at all
        return sign + whole if whole != "0" else "0"
    return f"{sign}{whole}.{frac}"


def _scientific(value: Fraction) -> str:
    """A non-zero ``value`` as ``d.ddde-N``: ``SIGNIFICANT_DIGITS`` digits rounded half-even, zeros trimmed."""
    size = abs(value)
    # a first guess from the bit lengths (log10 2 ~ 0.30103), then made exact; str() of a p-value's
    # numerator or denominator may pass CPython's 4,300-digit limit, so no digits are counted
    exponent = (size.numerator.bit_length() - size.denominator.bit_length()) * 30103 // 100000
    while size >= Fraction(10) ** (exponent + 1):
        exponent += 1
    while size < Fraction(10) ** exponent:
        exponent -= 1
    mantissa = round(size / Fraction(10) ** (exponent - SIGNIFICANT_DIGITS + 1))
    if mantissa == 10**SIGNIFICANT_DIGITS:  # rounded up into the next power of ten
        mantissa, exponent = mantissa // 10, exponent + 1
    digits = str(mantissa).rstrip("0")
    point = f"{digits[0]}.{digits[1:]}" if len(digits) > 1 else digits
    return f"{'-' if value < 0 else ''}{point}e{exponent}"


def _write(value: Any, out: list[str]) -> None:
    # A plain str or int (most values) is written at once; other scalars by _write_scalar. Containers
    # are written here, so a nested value takes one frame a level. Every branch writes what the
    # one chain (None, booleans, numbers, str, dict, list or tuple, else an error) wrote before.
    kind = type(value)
    if kind is str:
        out.append(encode_basestring(value))
    elif kind is int:
        out.append(str(value))  # format_number of an int
    elif kind is not dict and kind is not list and _write_scalar(value, out):
        pass
    elif isinstance(value, dict):
        out.append("{")
        first = True
        for key in sorted(value):
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, got {quoted(key)}")
            if not first:
                out.append(",")
            first = False
            out.append(encode_basestring(key))
            out.append(":")
            _write(value[key], out)
        out.append("}")
    else:  # a list or tuple (_write_scalar refused anything else)
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(",")
            _write(item, out)
        out.append("]")


def _write_scalar(value: Any, out: list[str]) -> bool:
    """Write ``value`` if it is no container and return True; return False for a dict, list or tuple."""
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, (int, Fraction)):
        out.append(format_number(value))
    elif isinstance(value, str):
        out.append(encode_basestring(value))
    elif isinstance(value, (dict, list, tuple)):
        return False
    elif isinstance(value, float):
        raise TypeError("floats never reach canonical bytes; use int or Fraction")
    else:
        raise TypeError(f"cannot write {type(value).__name__} canonically")
    return True


def dumps(value: Any) -> str:
    out: list[str] = []
    _write(value, out)
    return "".join(out)


def dump_bytes(value: Any) -> bytes:
    return dumps(value).encode("utf-8")


def jsonl_bytes(records: list[Any]) -> bytes:
    """One canonical JSON object per line, each line ending in a newline."""
    return b"".join(dump_bytes(r) + b"\n" for r in records)


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
