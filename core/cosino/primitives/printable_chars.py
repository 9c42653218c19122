"""Which characters are shown as they are: ``str.isprintable`` of Unicode 14.0, frozen.

The parts that must agree byte for byte run different Unicode databases: the command line on
CPython 3.11 (Unicode 14.0), the functions on 3.12 (15.0) and the viewer on Pyodide (3.14, 16.0).
A character a newer version assigns is printable there and not here, so whatever decides bytes or
a verdict (a seat name, a reliability cause) asks this table, never ``str.isprintable``. The table
itself is :mod:`cosino.primitives.printable_flips`, written by a generator.

>>> is_printable("house"), is_printable("house\u202e"), first_unprintable("a\u2028b")
(True, False, '\u2028')
>>> is_printable("\U0001fa75")  # assigned in Unicode 15.0: printable on Python 3.12, not here
False
"""

from __future__ import annotations

from bisect import bisect_right

from cosino.primitives.printable_flips import FLIPS, UNICODE_VERSION

__all__ = ["UNICODE_VERSION", "first_unprintable", "is_printable", "printable_char"]


def printable_char(char: str) -> bool:
    """Whether one character is shown as it is (Unicode 14.0's ``isprintable``)."""
    return bisect_right(FLIPS, ord(char)) % 2 == 1


def first_unprintable(text: str) -> str | None:
    """The first character of ``text`` that is not shown as it is, or None."""
    if text.isascii():  # ASCII's printability is the same in every Unicode version
        return None if text.isprintable() else next(c for c in text if not c.isprintable())
    return next((c for c in text if not printable_char(c)), None)


def is_printable(text: str) -> bool:
    """Whether every character of ``text`` is shown as it is."""
    return first_unprintable(text) is None
