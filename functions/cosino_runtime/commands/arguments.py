"""Checks of arguments that several commands share: each refuses a bad value with one line naming
the flag (exit 2).

>>> check_seed_text("0,1,2")
'0,1,2'
>>> check_seed_text("\\u202e1")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
cosino.primitives.errors.CosinoError: --seed: must be at most 200 printable ... got U+202E at character 1 of 2
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import write_atomic
from cosino.primitives.printable_chars import printable_char
from cosino_runtime.engine.seeds import MAX_SEED

MAX_SEED_TEXT = 200  # eight comma-separated seeds of twenty characters fit with room to spare


def whole_number(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, or None: ASCII digits only (no sign, space, ``1e3``,
    ``2.5`` or other scripts' digits). Leading zeros are padding, as ``env_whole_seconds`` reads them, and never
    reach ``int()``, which refuses more than 4,300 digits.

    >>> whole_number("007", 1, 10), whole_number("0" * 5000 + "5", 1, 10), whole_number("1e3", 1, 5000)
    (7, 5, None)
    """
    digits = text.lstrip("0") or "0"
    if not (text.isascii() and text.isdigit()) or len(digits) > len(str(high)):
        return None
    value = int(digits)
    return value if low <= value <= high else None


def seed_arg(text: str) -> int:
    """``--seed``: an integer from 0 to MAX_SEED, the API's bound (argparse names the flag; exit 2)."""
    rule = f"must be an integer from 0 to 2^63 - 1 ({MAX_SEED})"
    got = quoted(text) if len(text) <= 40 else f"{len(text)} characters"  # a 10,000-digit argument is not quoted back
    try:
        seed = int(text) if len(text) <= 4000 else None  # int() itself refuses more than 4,300 digits
    except ValueError:
        seed = None
    if seed is None or not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"{rule}, got {got}")
    return seed


def check_seed_text(text: str) -> str:
    """``--seed`` where a seed is a label (hashed into the generator's key and written into the
    output): printable text of at most MAX_SEED_TEXT characters, or a one-line CosinoError. A lone
    surrogate (an undecodable byte in the argument) could be neither hashed nor written, and a bidi
    override would garble every line it is printed in."""
    rule = f"must be at most {MAX_SEED_TEXT} printable characters (no control, format or lone surrogate characters)"
    if len(text) > MAX_SEED_TEXT:
        raise CosinoError(f"--seed: {rule}, got {len(text)} characters")
    for index, char in enumerate(text, 1):
        if not printable_char(char):  # the frozen table: the interpreter's database differs between versions
            raise CosinoError(f"--seed: {rule}, got U+{ord(char):04X} at character {index} of {len(text)}")
    return text


STDOUT = "-"  # the value of an output option that means standard output, where that option allows it


def path_option(parser: Any, flag: str, dash: str | None = None, **kwargs: Any) -> argparse.Action:
    """Add ``flag`` as an option naming a file or folder. The command line then names ``flag`` in every refusal
    about that path, and reads ``-`` as standard output when ``dash`` is STDOUT, else (an output) refuses it,
    ``dash`` saying what the option names instead; ``dash`` None is an input, where ``-`` is a file named -."""
    action = parser.add_argument(flag, **kwargs)
    action.path_dash = dash or ""  # type: ignore[attr-defined]  # read by cosino_runtime.cli
    return action


def write_output(path: str, data: bytes) -> None:
    """``data`` into the file at ``path`` (whole or not at all), or onto standard output for STDOUT."""
    if path != STDOUT:
        write_atomic(path, data)
        return
    sys.stdout.flush()
    target = getattr(sys.stdout, "buffer", None)
    if target is None:  # a text stream standing in for stdout (a test's capture)
        sys.stdout.write(data.decode("utf-8"))
    else:
        target.write(data)
        target.flush()
