"""Action words as small models and hurried writers misspell them: ``rasie``, ``fodl``, ``chek``, ``bett``.

:func:`respelt` gives the answer back with each such word written as the legal action it stands for, or None when
it holds none. Only three slips are undone, each one that leaves the word its own: two neighbouring letters swapped
(``fodl``), one letter dropped from a word of five or more (``chek``), and one letter doubled (``bett``). A letter
typed for another is not undone, since it makes words of their own (``fall``, ``bold``, ``ball``), and neither are
the English words a slip reaches (``rise``, ``arise``, ``heck``, ``lone``). The second reading
(:mod:`cosino.seats.second_reading`) reads the respelt text only where the answer was refused as it came.

>>> respelt("rasie to 12", ["fold", "call", "raise"])
'raise to 12'
>>> respelt("i'll chek", ["check", "bet"]), respelt("Let it rise", ["check", "raise"])
("i'll check", None)
"""

from __future__ import annotations

import re
from typing import Iterable

# Words one slip away from an action word, English or not: never read as it ("Bestellen oder passen?" ordered, the
# German "or" taken for "order", corpus 67).
_WORDS_OF_THEIR_OWN = frozenset(("rise", "arise", "heck", "lone", "rump", "beet", "bidd", "oder", "aloe"))
_WORD_RE = re.compile(r"(?<![A-Za-z'])[A-Za-z]{3,10}(?![A-Za-z'])")


def _slips(kind: str) -> set[str]:
    """Every word one undone slip away from ``kind``: a swap of neighbours, a drop (five letters or more), a double."""
    swaps = {kind[:i] + kind[i + 1] + kind[i] + kind[i + 2 :] for i in range(len(kind) - 1) if kind[i] != kind[i + 1]}
    drops = {kind[:i] + kind[i + 1 :] for i in range(len(kind))} if len(kind) >= 5 else set()
    doubles = {kind[: i + 1] + kind[i] + kind[i + 1 :] for i in range(len(kind))}
    return (swaps | drops | doubles) - {kind} - _WORDS_OF_THEIR_OWN


def respelt(text: str, kinds: Iterable[str]) -> str | None:
    """``text`` with each misspelt legal action word of ``kinds`` written right, or None when none is misspelt (or a
    slip could stand for two of them)."""
    kinds = list(kinds)
    meaning: dict[str, str] = {}
    for kind in kinds:
        for slip in _slips(kind):
            meaning[slip] = kind if meaning.get(slip, kind) == kind else ""  # "" where two kinds share a slip
    for kind in kinds:
        meaning.pop(kind, None)  # a legal word is itself, whatever another is one slip from
    parts, last, changed = [], 0, False
    for m in _WORD_RE.finditer(text):
        kind = meaning.get(m.group(0).lower())
        if kind:
            parts += [text[last : m.start()], kind]
            last, changed = m.end(), True
    spelt = "".join(parts) + text[last:] if changed else text
    dropped = [m for m in _DROPPED_G_RE.finditer(spelt) if _GERUND_OF.get(m.group(1).lower()) in kinds]
    for m in reversed(dropped):  # "I'll be callin' ye!": the g a speaker drops (session 39)
        spelt = spelt[: m.start()] + m.group(1) + "ing" + spelt[m.end() :]
    return spelt if changed or dropped else None


# An "-ing" written "-in'": each stem, and the kind it is a form of.
_GERUND_OF = {"call": "call", "rais": "raise", "fold": "fold", "bett": "bet", "check": "check", "pass": "pass"}
_DROPPED_G_RE = re.compile(r"(?<![A-Za-z])(call|rais|fold|bett|check|pass)in['\u2019](?![A-Za-z])", re.IGNORECASE)
