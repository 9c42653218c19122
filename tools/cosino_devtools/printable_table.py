"""Writes ``core/cosino/primitives/printable_flips.py``: where ``str.isprintable`` of Unicode 14.0 flips.

Run it only under a Python whose ``unicodedata.unidata_version`` is 14.0.0 (CPython 3.11); the
table it writes must never change, since replays, results and league files depend on it::

    python -m cosino_devtools.printable_table core/cosino/primitives/printable_flips.py
"""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

UNICODE_VERSION = "14.0.0"
PER_LINE = 10

HEAD = '''"""The code points where ``str.isprintable`` of Unicode {version} flips (see :mod:`printable_chars`).

Written by ``python -m cosino_devtools.printable_table`` under CPython 3.11; never edited by hand.
"""

UNICODE_VERSION = "{version}"

# From "not printable" at U+0000: the characters in [FLIPS[2k], FLIPS[2k+1]) are printable.
# fmt: off
FLIPS = (
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
    return HEAD.format(version=UNICODE_VERSION) + body + "\n)\n# fmt: on\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m cosino_devtools.printable_table OUT.py", file=sys.stderr)
        return 2
    Path(args[0]).write_text(module_text(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
