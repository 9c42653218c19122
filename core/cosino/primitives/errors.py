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

from cosino.primitives.printable_chars import printable_char


class CosinoError(ValueError):
    """Bad input from a user, a file, a request or a seat; the message says what and where."""


def printable(text: str) -> str:
    """``text`` with every character a terminal would act on (controls, bidi marks, line breaks,
    invisible marks) written as an escape, so quoted input cannot move, hide or recolour output.

    >>> printable("kuhn\\x1b[31m\\u202e")
    'kuhn\\\\u001b[31m\\\\u202e'
    """
    return "".join(c if printable_char(c) else _escape(c) for c in text)


def _escape(c: str) -> str:
    code = ord(c)
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"  # as talk and seat names are escaped
