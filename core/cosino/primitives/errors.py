"""The one base class of every error that means "this input is wrong", never "our code is wrong".

The command line turns a :class:`CosinoError` (and the OS error of a path the user named) into
one line on stderr and exit status 2, and the HTTP API into a 4xx answer; anything else is a
bug and keeps its traceback. The message names what is wrong and where (file, line, field).

It subclasses ``ValueError`` so that code written against the standard library's convention
(``except ValueError``) keeps working.

>>> issubclass(CosinoError, ValueError)
True
"""

from __future__ import annotations

from typing import Any

from cosino.primitives.printable_chars import printable_char


class CosinoError(ValueError):
    """Bad input from a user, a file, a request or a seat; the message says what and where."""


def printable(text: str) -> str:
    """``text`` with every character a terminal would act on (controls, bidi marks, line breaks,
    invisible marks) written as an escape, so quoted input cannot move, hide or recolour output.

    >>> printable("kuhn\\x1b[31m\\u202e")
    'kuhn\\\\u001b[31m\\\\u202e'
    """
    # Each distinct character is judged once and the text rewritten in C: a 10 MB agent name took seconds char by char.
    escapes = {ord(c): _escape(c) for c in set(text) if not printable_char(c)}
    return text.translate(escapes) if escapes else text


def _escape(c: str) -> str:
    code = ord(c)
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"  # as talk and seat names are escaped


_REPR_ESCAPES = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"}


def quoted(value: Any) -> str:
    """``repr(value)`` with strings (also inside lists, tuples and dicts) escaped by the frozen
    table: ``repr`` asks the interpreter's Unicode database, so "\\U0001fa75" was quoted as an
    escape under 3.11 and as the character itself under 3.12 and Pyodide. Equal to ``repr`` on
    CPython 3.11; every message that quotes outside text uses this (``!r`` is refused in core/).

    >>> print(quoted("\\U0001fa75"), quoted(["x", 1, None]))
    '\\U0001fa75' ['x', 1, None]
    """
    if isinstance(value, str):
        return _quoted_text(value)
    if isinstance(value, list):
        return "[" + ", ".join(quoted(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(quoted(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{quoted(k)}: {quoted(v)}" for k, v in value.items()) + "}"
    if isinstance(value, int) and value.bit_length() > SIZED_BITS:
        return number_size(value)
    return repr(value)


# An int this wide (about 1,200 digits) is named by its size: str() and repr() refuse past 4,300 digits.
SIZED_BITS = 4000


def number_size(value: int) -> str:
    """How a message names an int too wide to print.

    >>> number_size(10**5000)
    'a number of about 5000 digits'
    """
    return f"a number of about {abs(value).bit_length() * 30103 // 100000} digits"


def leading_digits(value: int, limit: int) -> str:
    """The first ``limit`` characters of ``value`` written out, or its size when it is too wide to write."""
    return number_size(value) if value.bit_length() > SIZED_BITS else quoted(str(value)[:limit])


def _quoted_text(text: str) -> str:
    """CPython's ``str.__repr__`` (its choice of quote, its escapes) over the frozen printable table."""
    quote = '"' if "'" in text and '"' not in text else "'"
    out = [quote]
    for c in text:
        code = ord(c)
        if c == quote:
            out.append("\\" + c)
        elif c in _REPR_ESCAPES:
            out.append(_REPR_ESCAPES[c])
        elif code < 0x7F:
            out.append(c if code >= 0x20 else f"\\x{code:02x}")
        elif printable_char(c):
            out.append(c)
        elif code <= 0xFF:
            out.append(f"\\x{code:02x}")
        else:
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
    out.append(quote)
    return "".join(out)
