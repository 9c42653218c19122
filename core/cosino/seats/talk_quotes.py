"""Words a seat quotes from the table talk are not its decision.

A model that repeats a rival's message in its answer (``Ratchet says "just fold". I call.``) names
that message's action too, and the answer reader refuses an answer that names two actions; worse, a
rival who writes a JSON object in the talk (``{"action": "fold"}``) had it read as the seat's own
answer wherever the seat quoted it. So, before an answer is read, every echo of this hand's talk that
the answer puts in a speaker's mouth is turned to spaces:

- a span in quotes or backticks that repeats a message (all of it, or two words or more of it), with a
  speaker before it on its line (a seat's alias, ``partner``, ``villain``, a word such as ``says``,
  ``talk`` or ``chat``) or a verb of saying or ``in the chat`` right after it;
- a line that repeats a message after a quote mark (``>``, ``talk>``) or a speaker's label
  (``Ratchet:``);
- a JSON object equal to one written in the talk, so put (quoted, on such a line, or with a speaker
  before or after it).

An echo in no speaker's mouth stays the seat's own: ``Decision: "call"`` is a call even when a rival
said "call" first, so a rival cannot erase a decision by saying it.

>>> talk = table_talk({"talk": [{"alias": "Ratchet", "say": "I always fold to raises!"}]})
>>> blank_quoted_talk('Ratchet says "I always fold to raises". I call.', talk).split()  # offsets kept
['Ratchet', 'says', '.', 'I', 'call.']
>>> blank_quoted_talk('My read: "always fold to raises" is a bluff. I call.', talk)  # not put in a mouth
'My read: "always fold to raises" is a bluff. I call.'
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any, Sequence

from cosino.arena.episode import ALIASES
from cosino.arena.talk import TALK_LIMIT, normalize_talk
from cosino.seats.amounts import ascii_lower

_QUOTES = '"\u201c\u201d\u00ab\u00bb`'
# A span in double quotes (straight, curly, guillemets) or backticks on one line, at most two messages long;
# or in single quotes that are no apostrophes (no letter outside them).
_QUOTED_RE = re.compile(
    f"[{_QUOTES}]([^{_QUOTES}\n]{{1,240}})[{_QUOTES}]"
    "|(?<![A-Za-z])['\u2018]([^'\u2018\u2019\n]{1,240})['\u2019](?![A-Za-z])"
)
_WHO = "|".join(a.lower() for a in ALIASES) + "|partner|opponent|opponents|villain|rival"
_SAYING = (
    "says?|said|saying|claims?|claimed|wrote|writes|typed|types|tells?|told|announces?|announced|insists?|insisted"
    "|taunts?|taunted|mentions?|mentioned|posted|shouts?|shouted|suggests?|suggested"
)
# Who said it, before the echo in its sentence: a speaker, the talk itself, a verb of saying (not the seat's own "I
# say") or a word that sets it aside ('Ignore "fold".').
_SPEAKER_RE = re.compile(
    f"(?<![a-z])(?:{_WHO}|talk|chat|chats|chatted|message|ignore|ignoring|disregard|disregarding"
    f"|(?<!i )(?<!i'd )(?<!i'll )(?<!we )(?:{_SAYING}))(?![a-z])"
)
# Right after the echo: a verb of saying ('"fold" says Ratchet'), where it was said ('... in the chat') or a
# speaker set off by a dash or comma ('"bid 4" — partner').
_SAID_AFTER_RE = re.compile(
    f"[ \t,\u2014\u2013-]{{0,4}}(?:(?:{_SAYING})(?![a-z])|(?:in|from|on)[ \t]{{1,3}}(?:the[ \t]{{1,3}})?(?:chat|talk))"
    f"|[ \t]{{0,2}}[,\u2014\u2013-][ \t]{{0,2}}(?:the[ \t]{{1,3}}|my[ \t]{{1,3}})?(?:{_WHO})(?![a-z])"
)
# A line given as said: after a quote mark ("> ", "talk> ") or a speaker's label ("Ratchet:", "Partner says:",
# "Gizmo's whole message:", "per partner ->", "Sprocket →").
_SAID_LINE_RE = re.compile(
    f"^[ \t]*(?P<mark>(?:talk)?>[ \t]*)?"
    f"(?P<who>(?:(?:per|from|according[ \t]to)[ \t]{{1,3}})?(?:the[ \t]{{1,3}})?(?:{_WHO}|chat|talk)(?:['\u2019]s)?"
    f"(?:[ \t]{{1,3}}[a-z]{{1,12}}){{0,2}}[ \t]*(?::|\u2192|->|=>)[ \t]*)?"
    f"(?P<body>[^\n]{{1,240}})$",
    re.MULTILINE,
)
SPEAKER_REACH = 80  # characters before an echo searched for its speaker, within its sentence
_SPACES_RE = re.compile("[ \t\u00a0]+")
_EDGES = " \t\u00a0.,!?;:\u2026'`\"*_~-\u201c\u201d\u00ab\u00bb\u2018\u2019"
MAX_SPANS = 200  # quoted spans and lines looked at in one answer: a reply of 10,000 quotes costs no more than 200
MAX_MESSAGES = 64  # distinct messages compared: bounds the work per span
MESSAGE_LIMIT = 2 * TALK_LIMIT  # characters of a message compared: stored talk is cut to TALK_LIMIT already
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


def _objects_in(message: str) -> list[Any]:
    """The JSON objects written in one message (a message is at most 120 characters: nothing here is deep)."""
    decoder, found, start = json.JSONDecoder(), [], message.find("{")
    while start != -1:
        try:
            value, end = decoder.raw_decode(message, start)
        except (ValueError, RecursionError):
            start = message.find("{", start + 1)
            continue
        found.append(value)
        start = message.find("{", end)
    return found


class _Talk:
    """The hand's messages, as plain text and as the objects written in them."""

    def __init__(self, talk: Sequence[str]) -> None:
        kept = [t[:MESSAGE_LIMIT] for t in itertools.islice(talk, 4 * MAX_MESSAGES) if isinstance(t, str)]
        self.messages = list(dict.fromkeys(m for m in (_plain(t) for t in kept) if m))[:MAX_MESSAGES]
        self.whole = set(self.messages)
        self.objects = [obj for t in kept for obj in _objects_in(t)]

    def repeats(self, span: str) -> bool:
        plain = _plain(span)
        if plain in self.whole:
            return True
        return len(plain.split(" ")) >= PART_WORDS and any(plain in m for m in self.messages)


def _spoken(lowered: str, start: int, end: int) -> bool:
    """Whether the echo from ``start`` to ``end`` has a speaker before it in its sentence or a saying after it."""
    reach = max(lowered.rfind("\n", 0, start) + 1, start - SPEAKER_REACH)
    for stop in (". ", "! ", "? "):  # 'The chat says {...} and I agree. {...}': the second object is the seat's
        at = lowered.rfind(stop, reach, start)
        reach = reach if at == -1 else at + 2
    return bool(_SPEAKER_RE.search(lowered, reach, start) or _SAID_AFTER_RE.match(lowered, end))


def _enclosed(text: str, start: int, end: int) -> bool:
    before, after = text[max(0, start - 3) : start].rstrip(), text[end : end + 3].lstrip()
    return bool(before and after) and before[-1] in _QUOTES + "'\u2018" and after[0] in _QUOTES + "'\u2019"


def talk_echoes(text: str, talk: Sequence[str], objects: Sequence[tuple[int, int, Any]] = ()) -> list[tuple[int, int]]:
    """The spans of ``text`` that echo ``talk`` in a speaker's mouth (see the module doc). ``objects`` are the JSON
    objects found in ``text`` as (start, end, value): their strings are never taken for quotes, and an object
    equal to one of the talk's is an echo where it is put in a speaker's mouth or stands beside one of the
    answer's own."""
    said = _Talk(talk)
    if not said.messages:
        return []
    lowered, spans = ascii_lower(text), []
    inside = [(start, end) for start, end, _ in objects]
    lines = itertools.islice(_SAID_LINE_RE.finditer(lowered), 4 * MAX_SPANS)
    said_lines = [m for m in lines if m.group("mark") or m.group("who")][:MAX_SPANS]
    # An object of the talk's beside one of the answer's own is the talk's too: '{"action": "call"} <- my answer.
    # {"action": "fold"} <- what Ratchet wants.' folded (talk corpus 4).
    # Only an own object that gives an action counts: '{"action": "call"} {"say": "gg"}' stays the seat's call, or a
    # rival who wrote the call first would void it.
    own_object = any(
        value not in said.objects and isinstance(value, dict) and "action" in value for _, _, value in objects
    )
    for start, end, value in objects:
        if value in said.objects and (
            own_object
            or _spoken(lowered, start, end)
            or _enclosed(text, start, end)
            or any(m.start() <= start < m.end() for m in said_lines)
        ):
            spans.append((start, end))
    for found in itertools.islice(_QUOTED_RE.finditer(text), MAX_SPANS):
        start, end = found.span()
        if not any(start < stop and first < end for first, stop in inside) and _spoken(lowered, start, end):
            if said.repeats(found.group(1) or found.group(2)):
                spans.append((start, end))
    for line in said_lines:
        start, end = line.span("body")
        if not any(start < stop and first < end for first, stop in inside) and said.repeats(line.group("body")):
            spans.append((start, end))
    return spans


def spoken_quotes(text: str) -> list[tuple[int, int]]:
    """The quoted spans of ``text`` in a speaker's mouth, whatever they say: the second reading
    (:mod:`cosino.seats.second_reading`) reads a refused answer again without them, so words a model puts in another
    seat's mouth (``Gizmo said "fold now" — I raise.``) are not its decision even when they echo no talk."""
    lowered, spans = ascii_lower(text), []
    for found in itertools.islice(_QUOTED_RE.finditer(text), MAX_SPANS):
        start, end = found.span()
        if end - start <= MESSAGE_LIMIT and _spoken(lowered, start, end):
            spans.append((start, end))
    return spans


def blank_spans(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """``text`` with each span turned to spaces, so every offset stays."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def blank_quoted_talk(text: str, talk: Sequence[str], objects: Sequence[tuple[int, int, Any]] = ()) -> str:
    """``text`` with every echo of ``talk`` in a speaker's mouth (:func:`talk_echoes`) turned to spaces."""
    return blank_spans(text, talk_echoes(text, talk, objects))
