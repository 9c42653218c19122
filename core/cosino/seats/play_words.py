"""The trick-taker's own verbs for playing a card: ``lead the 2c``, ``ruff with Qh``, ``take it with the As``,
``follow with 9d``, ``dump 2c``.

:func:`plain_play` gives the answer back with each such verb written as ``play``, or None when it holds none, when a
card is not played at this decision, or when the verb names a legal action of its own (``discard`` in euchre's
discard, ``trump`` where naming trump is legal). The second reading (:mod:`cosino.seats.second_reading`) reads the
result only where the answer was refused as it came, so ``lead`` as a noun ("a safe lead") can only turn a refusal
into a reading that the rest of the reader accepts.

>>> plain_play("Spades led with the Ks. Take it with the As.", ["play"])
'Spades led with the Ks. play the As.'
>>> plain_play("Lead 2c.", ["play"]), plain_play("Lead 2c.", ["bet", "check"])
('play 2c.', None)
"""

from __future__ import annotations

import re
from typing import Iterable

# A verb of the seat's own card, in the forms a command or a plan takes; "led" is left alone (the trick's lead so
# far). Each: the verb's own action (None: only ever a play), its pattern, and whether it plays a card only with
# "with" ("duck with the 2c", "win with the As": "win" alone is no play).
_VERBS = (
    (None, r"lead(?:ing)?|ruff(?:ing)?|dump(?:ing)?|toss(?:ing)?|pitch(?:ing)?|chuck|ditch|sluff|slough", False),
    (None, r"follow(?:ing)?(?:[ \t]{1,3}suit)?|duck(?:ing)?|win(?:ning)?(?:[ \t]{1,3}it)?|take[ \t]{1,3}it", True),
    ("trump", r"trump(?:ing)?(?:[ \t]{1,3}in)?", False),
    ("discard", r"discard(?:ing)?|throw(?:ing)?(?:[ \t]{1,3}(?:away|off))?", False),
)
_WITH = r"[ \t]{1,3}with(?![a-z])"


def _pattern(kinds: list[str]) -> re.Pattern[str] | None:
    """The verbs that mean a play among ``kinds``, or None."""
    if "play" not in kinds:
        return None
    parts = []
    for own, verbs, with_only in _VERBS:
        if own in kinds:
            continue  # "discard the 9c" is euchre's discard where it is legal
        parts.append(f"(?:{verbs}){_WITH}" if with_only else f"(?:{verbs})(?:{_WITH})?")
    return re.compile(_COMMAND_LEAD + r"(?P<verb>(?i:" + "|".join(parts) + r"))(?![A-Za-z])")


# Where a verb of the seat's own play stands: opening the answer or a clause, after "I", "I'll" or "so" at most ("Lead
# 2c.", "so I'll take it with the As"); not as a noun ("on lead", "a club lead") nor in a plan ("Then I lead the Th").
_COMMAND_LEAD = (
    r"(?:(?<=\A)|(?<=[.!?;:\n\u2014\u2013(-]))[ \t*_>#\"']{0,6}"
    r"(?i:(?:so|now|ok|okay)[ \t,]{1,3})?(?i:(?:i['\u2019]ll|i[ \t]{1,3}will|i)[ \t]{1,3})?"
)


def plain_play(text: str, kinds: Iterable[str]) -> str | None:
    """``text`` with each trick-taker's verb for a play written ``play``, or None where it holds none (or no card is
    played at this decision)."""
    pattern = _pattern(list(kinds))
    if pattern is None:
        return None
    found = list(pattern.finditer(text))
    if len(found) != 1:
        return None  # two verbs are a correction or a plan the reader cannot see once both are "play"
    return text[: found[0].start("verb")] + "play" + text[found[0].end("verb") :]
