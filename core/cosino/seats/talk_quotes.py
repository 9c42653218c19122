"""Words a seat quotes from the table talk are not its decision.

A model that repeats a rival's message in its answer (``Ratchet says "just fold". I call.``) names
that message's action too, and the answer reader refuses an answer that names two actions: a
rival's talk could then turn the seat's decision into the hand's fallback. So, before the prose is
read, each span in double quotes that repeats a message of this hand's talk, and is put in a
speaker's mouth on its line (a seat's alias or a word of saying before it), is turned to spaces.
An unattributed quote stays: ``Decision: "call"`` is the seat's own word even when a rival said
"call", so a rival cannot blank a decision by saying it first.

>>> talk = table_talk({"talk": [{"alias": "Ratchet", "say": "I always fold to raises!"}]})
>>> blank_quoted_talk('Ratchet says "I always fold to raises". I call.', talk).split()  # offsets kept
['Ratchet', 'says', '.', 'I', 'call.']
>>> blank_quoted_talk('My read: "always fold to raises" is a bluff. I call.', talk)  # not put in a mouth
'My read: "always fold to raises" is a bluff. I call.'
"""

from __future__ import annotations

import itertools
import re
from typing import Any, Sequence

from cosino.arena.episode import ALIASES
from cosino.arena.talk import normalize_talk
from cosino.seats.amounts import ascii_lower

_QUOTES = '"\u201c\u201d\u00ab\u00bb'
# A span in double quotes (straight, curly or guillemets) on one line, at most two messages long.
_QUOTED_RE = re.compile(f"[{_QUOTES}]([^{_QUOTES}\n]{{1,240}})[{_QUOTES}]")
# Who said it, before the quote on its line: a seat's alias, the talk itself or a verb of saying.
_SPEAKER_RE = re.compile(
    "(?<![a-z])(?:"
    + "|".join(a.lower() for a in ALIASES)
    + "|talk|chat|chats|chatted|message|says?|said|saying|claims?|claimed|wrote|writes|typed|types|tells?|told"
    + "|announces?|announced|insists?|insisted|taunts?|taunted|mentions?|mentioned|posted|shouts?|shouted)(?![a-z])"
)
SPEAKER_REACH = 80  # characters before a quote searched for its speaker, within its line
_SPACES_RE = re.compile("[ \t\u00a0]+")
_EDGES = " \t\u00a0.,!?;:\u2026'`*_~-"
MAX_SPANS = 200  # quoted spans looked at in one answer: a reply of 10,000 quotes costs no more than 200
MAX_MESSAGES = 64  # distinct messages compared: bounds the work per span
PART_WORDS = 2  # a quoted part of a longer message needs this many words ("call" alone may be the seat's)


def table_talk(observation: Any) -> list[str]:
    """The messages of this hand's talk as the seat was shown them (every speaker's, its own included:
    its earlier words quoted back are not its decision now either)."""
    talk = observation.get("talk") if isinstance(observation, dict) else None
    if not isinstance(talk, list):
        return []
    said = (item.get("say") for item in talk if isinstance(item, dict))
    return [text for text in (normalize_talk(s) for s in said if isinstance(s, str)) if text]


def _plain(text: str) -> str:
    return _SPACES_RE.sub(" ", ascii_lower(text)).strip(_EDGES)


def _repeats(span: str, whole: set[str], messages: list[str]) -> bool:
    return span in whole or (len(span.split(" ")) >= PART_WORDS and any(span in m for m in messages))


def blank_quoted_talk(text: str, talk: Sequence[str], keep: Sequence[tuple[int, int]] = ()) -> str:
    """``text`` with each attributed double-quoted span that repeats a talk message (the whole message, or a
    part of :data:`PART_WORDS` words or more) turned to spaces, quotes included, so offsets stay. Spans that
    touch a range in ``keep`` (the answer's own JSON objects, whose strings are quoted too) are left."""
    messages = list(dict.fromkeys(m for m in (_plain(t) for t in talk) if m))[:MAX_MESSAGES]
    if not messages:
        return text
    whole = set(messages)
    lowered = ascii_lower(text)
    for found in itertools.islice(_QUOTED_RE.finditer(text), MAX_SPANS):
        start, end = found.span()
        if any(start < stop and first < end for first, stop in keep):
            continue
        reach = max(lowered.rfind("\n", 0, start) + 1, start - SPEAKER_REACH)
        if _SPEAKER_RE.search(lowered, reach, start) and _repeats(_plain(found.group(1)), whole, messages):
            text = text[:start] + " " * (end - start) + text[end:]
    return text
