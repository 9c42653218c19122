"""Poker players' own verbs for an action: ``flat the open``, ``peel one``, ``float the c-bet`` and ``limp`` for a
call; ``re-pop to 66``, ``iso to 14``, ``rr to 60``, ``cap it`` and ``min-click`` for a raise; ``chk`` for a check.

:func:`plain_poker` gives the answer back with its one such verb, standing as a command, written as the plain action
word, or None when it holds none, holds two, or the action is not legal. The second reading
(:mod:`cosino.seats.second_reading`) reads the result only where the answer was refused as it came, so a verb used
otherwise ("his limp is weak") can only turn a refusal into a reading the rest of the reader accepts.

>>> plain_poker("Flat the open with 98s.", ["fold", "call", "raise"])
'call the open with 98s.'
>>> plain_poker("Iso to 14.", ["fold", "call", "raise"]), plain_poker("I limp.", ["check", "bet"])
('raise to 14.', None)
"""

from __future__ import annotations

import re
from typing import Iterable

# Each: the plain words written for the verb, the action they need legal, and the verb's forms (a command's and the
# "-ing" of "I'm flatting"; a past form is left alone, as it tells what others did).
_VERBS = (
    ("call", "call", r"flat|peel|float|(?:over-?)?limp(?:[ \t]{1,3}(?:in|along|behind))?"),
    ("calling", "call", r"flatting|peeling|floating|(?:over-?)?limping(?:[ \t]{1,3}(?:in|along|behind))?"),
    ("raise", "raise", r"re-?pop|rr|iso|limp-?re-?raise|cap(?=[ \t]{1,3}it(?![a-z]))"),
    ("raising", "raise", r"re-?popping|iso-?raising|capping(?=[ \t]{1,3}it(?![a-z]))"),
    ("min-raise", "raise", r"min-?click"),
    ("check", "check", r"chk"),
)
# Where a verb of the seat's own action stands: opening the answer or a clause, after "I", "I'll", "just" or "so" at
# most ("Flat the open.", "so I'll just peel"); not as a noun ("his limp", "a float play").
_COMMAND_LEAD = (
    r"(?:(?<=\A)|(?<=[.!?;:,\n\u2014\u2013(-]))[ \t*_>#\"']{0,6}"
    r"(?:(?:so|now|ok|okay)[ \t,]{1,3})?(?:(?:i['\u2019]ll|i[ \t]{1,3}will|i['\u2019]m|i[ \t]{1,3}am|i)[ \t]{1,3})?"
    r"(?:just[ \t]{1,3})?"
)


def plain_poker(text: str, kinds: Iterable[str]) -> str | None:
    """``text`` with its one poker verb for an action written as the plain word, or None."""
    legal = set(kinds)
    parts = [(plain, f"(?P<v{n}>{verbs})") for n, (plain, kind, verbs) in enumerate(_VERBS) if kind in legal]
    if not parts:
        return None
    verbs = r"(?:" + "|".join(p for _, p in parts) + r")(?![a-z-])"
    # ASCII-only case folding: Unicode folding would take the Kelvin sign for a "k"
    found = list(re.compile(_COMMAND_LEAD + verbs, re.IGNORECASE | re.ASCII).finditer(text[:20_000]))
    if len(found) != 1:
        return None
    anywhere = re.compile(r"(?<![a-z-])" + verbs, re.IGNORECASE | re.ASCII)
    if anywhere.search(text[:20_000], found[0].end()):
        return None  # another such verb after it, a command or not, is a plan or a choice ("I limp. Or iso to 12.")
    group = next(name for name, value in found[0].groupdict().items() if value is not None)
    plain = _VERBS[int(group[1:])][0]
    return text[: found[0].start(group)] + plain + text[found[0].end(group) :]
