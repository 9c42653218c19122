"""Writes ``core/cosino/primitives/printable_chars.py``: ``str.isprintable`` of Unicode 14.0, frozen.

Run it only under a Python whose ``unicodedata.unidata_version`` is 14.0.0 (CPython 3.11); the
table it writes must never change, since replays, results and league files depend on it::

    python -m cosino_devtools.printable_table core/cosino/primitives/printable_chars.py
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

UNICODE_VERSION = "14.0.0"
PER_LINE = 10

HEAD = '''"""Which characters are shown as they are: ``str.isprintable`` of Unicode {version}, frozen.

The parts that must agree byte for byte run different Unicode databases: the command line on
CPython 3.11 (Unicode 14.0), the functions on 3.12 (15.0) and the viewer on Pyodide (3.14, 16.0).
A character a newer version assigns is printable there and not here, so whatever decides bytes or
a verdict (a seat name, a reliability cause) asks this table, never ``str.isprintable``.
Written by ``python -m cosino_devtools.printable_table`` (do not edit).

>>> is_printable("house"), is_printable("house\\u202e"), first_unprintable("a\\u2028b")
(True, False, '\\u2028')
>>> is_printable("\\U0001fa75")  # assigned in Unicode 15.0: printable on Python 3.12, not here
False
"""

from __future__ import annotations

from bisect import bisect_right

UNICODE_VERSION = "{version}"

# Code points where printability flips, from "not printable" at U+0000: [_FLIPS[2k], _FLIPS[2k+1]) print.
# fmt: off
_FLIPS = (
'''

TAIL = '''


def printable_char(char: str) -> bool:
    """Whether one character is shown as it is (Unicode {version}'s ``isprintable``)."""
    return bisect_right(_FLIPS, ord(char)) % 2 == 1


def first_unprintable(text: str) -> str | None:
    """The first character of ``text`` that is not shown as it is, or None."""
    if text.isascii():  # ASCII's printability is the same in every Unicode version
        return None if text.isprintable() else next(c for c in text if not c.isprintable())
    return next((c for c in text if not printable_char(c)), None)


def is_printable(text: str) -> bool:
    """Whether every character of ``text`` is shown as it is."""
    return first_unprintable(text) is None
'''


def flips() -> list[int]:
    out, printing = [], False
    for code in range(sys.maxunicode + 1):
        if chr(code).isprintable() != printing:
            out.append(code)
            printing = not printing
    return out


def module_text() -> str:
    if unicodedata.unidata_version != UNICODE_VERSION:
        raise SystemExit(f"needs Unicode {UNICODE_VERSION} (CPython 3.11), this is {unicodedata.unidata_version}")
    values = [f"0x{v:X}," for v in flips()]
    lines = [" ".join(values[i : i + PER_LINE]) for i in range(0, len(values), PER_LINE)]
    body = "\n".join(f"    {line}" for line in lines)
    return HEAD.format(version=UNICODE_VERSION) + body + "\n)\n# fmt: on" + TAIL.format(version=UNICODE_VERSION)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m cosino_devtools.printable_table OUT.py", file=sys.stderr)
        return 2
    Path(args[0]).write_text(module_text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
