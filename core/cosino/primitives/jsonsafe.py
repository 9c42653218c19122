"""Reading JSON that someone else wrote: bounded depth, bounded numbers, no NaN, no lone surrogates.

The standard library's reader trusts its input: 60,000 nested brackets raise ``RecursionError``,
``NaN`` and ``Infinity`` are accepted, and an exact reading of ``1e999999999`` would build a
billion-digit integer. Every reader of outside JSON (seat answers, API bodies, replays, results,
policy files, advisor states) goes through :func:`loads`, which refuses all of these with a
:class:`JsonInputError` naming the input, the line and what is wrong.

>>> loads('{"a": [1, 2.5]}')
{'a': [1, Fraction(5, 2)]}
>>> loads('[' * 100 + ']' * 100, name="x.json")
Traceback (most recent call last):
...
cosino.primitives.jsonsafe.JsonInputError: x.json: line 1: nesting deeper than 64 levels
>>> loads('{"amount": 1e999999999}', name="answer")
Traceback (most recent call last):
...
cosino.primitives.jsonsafe.JsonInputError: answer: line 1: number '1e999999999' is out of range
>>> exact_decimal("-12.50"), exact_decimal("3e2")
(Fraction(-25, 2), Fraction(300, 1))
>>> exact_ratio("-3/2"), exact_ratio("7")
(Fraction(-3, 2), Fraction(7, 1))
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from typing import Any

from cosino.primitives.errors import CosinoError, quoted

MAX_DEPTH = 64  # levels of arrays and objects
MAX_DIGITS = 40  # significant digits of one number
MAX_EXPONENT = 40  # |exponent| of one number once normalised

# A string (to the end of the line when it is not closed: JSON fails there, before any bracket
# after it) or a bracket. Every match succeeds where it starts, so the scan is linear; a string
# pattern that must find its closing quote is tried again from every quote of a run of escaped
# quotes, and 64 KB of them took seconds. The repeat is possessive (``*+``): a plain ``*`` keeps a
# backtracking mark per character, and one 8 MB string in a results file took 1.1 GB to scan.
_TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*+"?|[\[\]{}]')
# The same scan, also matching numbers, where values are counted: each parses to an object of its own.
_VALUE_RE = re.compile(r'"(?:[^"\\\n]|\\.)*+"?|[\[\]{}]|-?[0-9][-+.0-9eE]*')
_DECIMAL_RE = re.compile(r"([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?")
_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_RATIO_RE = re.compile(r"-?[0-9]+(?:/[0-9]+)?")
_HEX_RE = re.compile(r"[0-9a-f]+")
MAX_RATIO_DIGITS = 4000  # per part: under CPython's own 4,300-digit limit, far above any sum we keep


class JsonInputError(CosinoError):
    """JSON from outside that cannot be read safely; the message names where and why."""


def exact_decimal(text: str, max_digits: int = MAX_DIGITS, max_exponent: int = MAX_EXPONENT) -> Fraction:
    """An ASCII decimal (``-12.5``, ``3e2``) as an exact Fraction, refusing huge or odd ones.

    Only ASCII digits count: ``'٦'`` and ``'²'`` are not digits here, whatever ``str.isdigit``
    says. Raises ``ValueError`` (not a number) or ``OverflowError`` (out of range).
    """
    if not isinstance(text, str) or len(text) > 4 * (max_digits + max_exponent):
        raise OverflowError(f"number {quoted(str(text)[:24])} is out of range")
    m = _DECIMAL_RE.fullmatch(text.strip())
    if not m or not (m.group(2) or m.group(3)) or not text.strip().isascii():
        raise ValueError(f"{quoted(text[:24])} is not a decimal number")
    sign, whole, frac, exp = m.group(1), m.group(2) or "", m.group(3) or "", m.group(4)
    digits = (whole + frac).lstrip("0")
    if len(digits) > max_digits:
        raise OverflowError(f"number {quoted(text[:24])} has more than {max_digits} significant digits")
    if len(exp or "") > 12:
        raise OverflowError(f"number {quoted(text[:24])} is out of range")
    e = int(exp or 0) - len(frac)
    if not digits:
        return Fraction(0)
    magnitude = e + len(digits)  # the decimal point's place relative to the first digit
    if magnitude > max_exponent or magnitude < -max_exponent:
        raise OverflowError(f"number {quoted(text[:24])} is out of range")
    value = Fraction(int(digits)) * (Fraction(10) ** e)
    return -value if sign == "-" else value


def kept_int(value: Any) -> int:
    """A whole number that a kept file wrote as a JSON integer, and nothing else.

    ``int()`` would also take ``3.7`` (as 3), ``true``, and digit strings of any script; which
    scripts count grows with each Python's Unicode database, and a kept file must read the same on
    every Python. Raises ``ValueError``.
    """
    if type(value) is not int:
        raise ValueError(f"{quoted(str(value)[:24])} is not a whole number")
    return value


def kept_hex(text: Any, max_digits: int = MAX_RATIO_DIGITS) -> int:
    """A whole number that a kept file wrote with ``format(x, "x")``: lower-case ASCII hex digits only."""
    if not isinstance(text, str) or not 0 < len(text) <= max_digits or not _HEX_RE.fullmatch(text):
        raise ValueError(f"{quoted(str(text)[:24])} is not a hexadecimal number")
    return int(text, 16)


def exact_ratio(text: str, max_digits: int = MAX_RATIO_DIGITS) -> Fraction:
    """A Fraction written as ``str(Fraction)`` does (``-3/2``, ``7``), and nothing else.

    ``Fraction(text)`` also reads ``1e999999999``, which it expands digit by digit; kept ratios
    (league sums, cached evidence) are read with this instead. Raises ``ValueError``.
    """
    if not isinstance(text, str) or len(text) > 2 * max_digits + 2 or not _RATIO_RE.fullmatch(text):
        raise ValueError(f"{quoted(str(text)[:24])} is not an exact ratio")
    num, _, den = text.partition("/")
    if len(num.lstrip("-")) > max_digits or len(den) > max_digits:
        raise ValueError(f"{quoted(text[:24])} has more than {max_digits} digits")
    if int(den or 1) == 0:
        raise ValueError(f"{quoted(text[:24])} has a zero denominator")
    return Fraction(int(num), int(den or 1))


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, max(index, 0)) + 1


def _check_depth(text: str, name: str, max_depth: int, max_values: int | None = None) -> None:
    depth = 0
    values = 0
    for m in (_TOKEN_RE if max_values is None else _VALUE_RE).finditer(text):
        token = text[m.start()]  # its first character says what it is; the whole of a long string is not copied
        if max_values is not None and token not in ("]", "}"):
            values += 1
            if values > max_values:
                line = text.count("\n", 0, m.start()) + 1
                raise JsonInputError(f"{name}: line {line}: more than {max_values} values")
        if token in ("[", "{"):
            depth += 1
            if depth > max_depth:
                line = text.count("\n", 0, m.start()) + 1
                raise JsonInputError(f"{name}: line {line}: nesting deeper than {max_depth} levels")
        elif token in ("]", "}"):
            depth -= 1


class _Bad(Exception):
    def __init__(self, message: str, source: str | None = None) -> None:
        self.message = message
        self.source = source  # the number's own text, for the line when the message does not quote it


def loads(
    data: str | bytes,
    name: str = "input",
    *,
    max_depth: int = MAX_DEPTH,
    floats: str = "fraction",
    surrogates: str = "refuse",
    max_bytes: int | None = None,
    unique_keys: bool = False,
    max_values: int | None = None,
    max_exponent: int = MAX_EXPONENT,
) -> Any:
    """Parse outside JSON safely.

    ``floats``: ``"fraction"`` reads decimals exactly (bounded), ``"refuse"`` rejects them,
    ``"text"`` keeps their source text as a string (for evidence), ``"float"`` reads them as
    floats (only for data that never reaches a replay or a result, such as advisor artifacts).
    ``surrogates``: ``"refuse"`` or ``"keep"`` (the caller escapes them, as the seat-answer bound does).
    ``unique_keys``: refuse an object naming one key twice (the standard reader keeps the last).
    ``max_values``: refuse more strings, numbers, arrays and objects than this (keys count as strings),
    before parsing: ``[{},{},...]`` parses to some twenty bytes of memory per byte of text.
    ``max_exponent``: a decimal's widest exponent either way (an integrity report writes p as 2.5e-45).
    """
    if isinstance(data, (bytes, bytearray)):
        if max_bytes is not None and len(data) > max_bytes:
            raise JsonInputError(f"{name}: larger than {max_bytes} bytes")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as exc:
            line = bytes(data)[: exc.start].count(b"\n") + 1
            raise JsonInputError(f"{name}: line {line}: not valid UTF-8 (byte {exc.start})") from None
    elif isinstance(data, str):
        text = data
        if max_bytes is not None and len(text) > max_bytes:
            raise JsonInputError(f"{name}: larger than {max_bytes} bytes")
    else:
        raise TypeError(f"loads takes str or bytes, not {type(data).__name__}")
    _check_depth(text, name, max_depth, max_values)

    def parse_float(s: str) -> Any:
        if floats == "refuse":
            raise _Bad(f"non-integer number {quoted(s[:24])}")
        if floats == "float":
            value = float(s) if len(s) <= 64 else math.inf
            if math.isinf(value):  # 1e999 reads as inf
                raise _Bad(f"number {quoted(s[:24])} is out of range")
            return value
        try:
            value = exact_decimal(s, max_exponent=max_exponent)
        except (ValueError, OverflowError):
            raise _Bad(f"number {quoted(s[:24])} is out of range") from None
        return s if floats == "text" else value

    def parse_int(s: str) -> int:
        if len(s.lstrip("-")) > MAX_DIGITS:
            raise _Bad(f"integer of {len(s.lstrip('-'))} digits is out of range", s)
        return int(s)

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        value: dict[str, Any] = {}
        for key, item in items:
            if key in value:
                raise _Bad(f"key {quoted(key[:24])} appears twice in one object")
            value[key] = item
        return value

    hooks: dict[str, Any] = {"object_pairs_hook": pairs} if unique_keys else {}
    try:
        value = json.loads(text, parse_float=parse_float, parse_int=parse_int, parse_constant=_no_constant, **hooks)
    except _Bad as exc:
        raise JsonInputError(f"{name}: line {_locate(text, exc.message, exc.source)}: {exc.message}") from None
    except json.JSONDecodeError as exc:
        raise JsonInputError(f"{name}: line {exc.lineno} column {exc.colno}: not valid JSON ({exc.msg})") from None
    except RecursionError:  # a depth the pre-scan could not see; refuse the same way
        raise JsonInputError(f"{name}: nesting deeper than {max_depth} levels") from None
    if surrogates == "refuse":
        if _has_surrogate(value):
            raise JsonInputError(f"{name}: line {_surrogate_line(text)}: a string holds a lone surrogate")
    return value


def _no_constant(s: str) -> Any:
    raise _Bad(f"{s} is not a number JSON allows")


def _locate(text: str, message: str, source: str | None = None) -> int:
    """The line of the number a message quotes or ``source`` is (best effort: the first occurrence)."""
    m = re.search(r"'([^']*)'", message)
    if m or source:
        at = text.find(m.group(1) if m else source)
        if at >= 0:
            return _line_of(text, at)
    for word in ("NaN", "Infinity"):
        if message.startswith(word) or message.startswith("-" + word):
            return _line_of(text, text.find(word))
    return 1


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE_RE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _surrogate_line(text: str) -> int:
    # Each string decoded alone: an escaped pair is one character, and either half escaped alone is found.
    for m in _TOKEN_RE.finditer(text):
        token = m.group()
        maybe = "\\u" in token or not token.isascii()  # only an escape or a raw character can be one
        if token.startswith('"') and maybe and _SURROGATE_RE.search(json.loads(token)):
            return _line_of(text, m.start())
    return 1
