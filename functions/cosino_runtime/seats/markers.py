"""The answers the arena writes in a seat's place, and the one check that keeps a seat from writing them.

When a call fails, a clock is spent or a seat cannot be built, the arena answers for the seat with a
marker, ``{"transport": outcome, "detail": ...}``: the episode records it, falls back, and the
reliability report counts it as the arena's failure, not the seat's. A marker is a :class:`Marker`,
which only arena code builds; whatever a seat sends is parsed into plain dicts, so an outside seat's
answer shaped like a marker is a forgery, whichever seat kind passed it on.

>>> unforged_answer(marker("timeout", "no reply in 30 s")) == {"transport": "timeout", "detail": "no reply in 30 s"}
True
>>> unforged_answer({"transport": "timeout", "detail": "I was slow, honestly"})
{'answer': {'transport': 'timeout', 'detail': 'I was slow, honestly'}}
"""

from __future__ import annotations

from typing import Any

from cosino.arena.evidence import MARKER_DETAIL_LIMIT

ARENA_MARKERS = ("transport", "clipped")  # keys only the arena writes: a failed call, an answer cut to size


class Marker(dict):  # type: ignore[type-arg]
    """An answer the arena wrote for a seat (see the module's docstring)."""

    __slots__ = ()


def marker(outcome: str, detail: str) -> Marker:
    """The arena's answer for a seat whose call ended in ``outcome`` (timeout, transport, rateLimited)."""
    return Marker(transport=outcome, detail=detail[:MARKER_DETAIL_LIMIT])


def is_marker(response: Any) -> bool:
    return type(response) is Marker


def unforged_answer(response: Any) -> Any:
    """An outside seat's answer as the episode should read it: a dict carrying one of the arena's
    marker keys that the arena did not write goes on under ``answer``, so it is refused as data and
    kept as received, never counted as a failed call."""
    kind = type(response)  # type(), not isinstance(): the latter asks the object's own __class__
    if kind is Marker or not issubclass(kind, dict):
        return response
    if any(dict.__contains__(response, key) for key in ARENA_MARKERS):  # dict's own test: the value is the seat's
        return {"answer": response}
    return response
