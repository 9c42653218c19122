"""What is kept of a seat's answer: a bounded, canonical-safe copy of anything a seat can send.

A seat is an adversary (design decision 8). Its answer may hold floats, NaN, lone surrogates,
integers of a million digits, nesting 60,000 deep or a 10 MB string; none of that may crash,
hang or wedge an episode on any store. :func:`bound_response` maps *any* Python value to a value
the canonical writer accepts, at most :data:`EVIDENCE_LIMIT` bytes once written:

- strings have lone surrogates written as visible ``\\udXXX`` escapes and are cut to
  :data:`STRING_LIMIT` code points; a cut string ends with its length and a SHA-256 prefix;
- floats (and non-integral exact numbers) become their text, so they are refused, not rounded;
- integers beyond 18 digits, objects nested deeper than :data:`MAX_DEPTH`, anything that is not
  JSON become a short description string;
- objects keep their first :data:`MAX_KEYS` string keys in sorted order; lists their first
  :data:`MAX_ITEMS` items;
- an object still over the limit keeps the protocol fields and a digest of the rest.

It is idempotent, so the bounded answer recorded in a replay re-derives itself on verification.

>>> bound_response({"action": "teleport", "x": 1.5, "n": float("nan")})
{'action': 'teleport', 'n': 'nan', 'x': '1.5'}
>>> bound_response({"say": "\\ud800!"})
{'say': '\\\\ud800!'}
>>> v = bound_response("x" * 10_000); len(v), v[-30:]
(400, '[10000 chars, sha256 e4ee97ec]')
>>> bound_response(v) == v
True
"""

from __future__ import annotations

import hashlib
import heapq
import re
from fractions import Fraction
from typing import Any

from cosino.arena.talk import normalize_text
from cosino.primitives.canonical import dump_bytes, dumps

EVIDENCE_LIMIT = 4096  # bytes of canonical JSON kept per answer
STRING_LIMIT = 400  # code points per string
MAX_KEYS = 8  # keys kept per object
KEY_LIMIT = 40  # code points per key
MAX_ITEMS = 16  # items kept per list
MAX_DEPTH = 6  # levels of nesting kept
INT_LIMIT = 10**18  # integers at or beyond this magnitude are described, not kept
PROTOCOL_FIELDS = ("action", "amount", "card", "say", "transport", "detail")
# Bytes of refused answers (with their refusal reasons) a replay keeps per seat and episode. Past
# it a refused answer is kept as its size and digest: a seat refusing every decision at the full
# EVIDENCE_LIMIT grew a 1,000-hand hearts log to 85 MB, more than a 512 MB step or finalize
# function can rebuild, and could pass the bound a replay is verified within.
SEAT_EVIDENCE_ALLOWANCE = 256 * 1024

UNREADABLE = "<an answer that raised when read>"
_SURROGATES = re.compile("[\ud800-\udfff]")


def escape_surrogates(text: str) -> str:
    """Lone surrogates cannot be written as UTF-8: write each as a visible ``\\udXXX`` escape."""
    if not _SURROGATES.search(text):
        return text
    return _SURROGATES.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def clip_text(text: str, limit: int = STRING_LIMIT) -> str:
    """At most ``limit`` code points (the tail alone if it is longer); a cut text ends with its length and a digest."""
    text = escape_surrogates(text)
    if len(text) <= limit:
        return text
    tail = f"…[{len(text)} chars, sha256 {_digest(text)}]"
    return text[: max(limit - len(tail), 0)] + tail


def seat_text(text: str, limit: int = STRING_LIMIT) -> str:
    """A seat's own words inside a message the arena writes (a refusal reason): escaped as talk is
    (no line break, control, bidi or invisible character survives), then clipped to ``limit``.
    Plain printable text is returned unchanged, so reasons already in replays keep their bytes.

    >>> seat_text("teleport"), seat_text("ok\\u2028fold\\u202e"), len(seat_text("\\u202e" * 500, 40))
    ('teleport', 'ok fold\\\\u202e', 40)
    """
    return clip_text(normalize_text(text), limit)


def _number(value: int) -> Any:
    if -INT_LIMIT < value < INT_LIMIT:
        return value
    return f"<integer of {value.bit_length()} bits>"


def _bound(value: Any, depth: int) -> Any:
    # A builtin's subclass is read through the builtin's own methods, so what is kept is plain data:
    # the subclass's methods are the seat's code, and would run (and may raise) wherever it went.
    if value is None or value is True or value is False:
        return value
    if isinstance(value, int):
        return _number(int.__int__(value))
    if isinstance(value, str):
        return clip_text(str.__str__(value))
    if isinstance(value, float):
        return float.__repr__(value)  # shortest round-trip text: the same on every interpreter
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return _number(value.numerator)
        if value.numerator.bit_length() + value.denominator.bit_length() > 256:
            return "<fraction out of range>"
        return f"{value.numerator}/{value.denominator}"
    if depth >= MAX_DEPTH:
        return f"<{type(value).__name__} nested deeper than {MAX_DEPTH}>"
    if isinstance(value, dict):
        keys = heapq.nsmallest(MAX_KEYS, (k for k in dict.keys(value) if isinstance(k, str)))  # linear in the size
        out: dict[str, Any] = {}
        for key in keys:
            out.setdefault(clip_text(str.__str__(key), KEY_LIMIT), _bound(dict.__getitem__(value, key), depth + 1))
        return out
    if isinstance(value, (list, tuple)):
        items = (list if isinstance(value, list) else tuple).__getitem__(value, slice(MAX_ITEMS))
        return [_bound(item, depth + 1) for item in items]
    return f"<{type(value).__name__}>"


def bound_response(value: Any) -> Any:
    """A canonical-safe copy of a seat's answer, at most EVIDENCE_LIMIT bytes once written."""
    return bound_and_size(value)[0]


def bound_and_size(value: Any) -> tuple[Any, int]:
    """:func:`bound_response` of ``value`` and the length of its canonical bytes, which bounding it
    writes anyway (an episode counts a refused answer's bytes against the seat's allowance).

    >>> bound_and_size({"action": "fold", "x": 1.5})
    ({'action': 'fold', 'x': '1.5'}, 27)
    """
    try:
        bounded = _bound(value, 0)
    except Exception:  # what still raises when read (a key's __lt__, its __class__, a Fraction subclass): described
        bounded = UNREADABLE
    text = dumps(bounded)
    data = text.encode("utf-8")
    if len(data) <= EVIDENCE_LIMIT:
        return bounded, len(data)
    digest = {
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "prefix": clip_text(text, 200),
    }
    if isinstance(bounded, dict):
        kept = {k: bounded[k] for k in PROTOCOL_FIELDS if k in bounded and len(dump_bytes(bounded[k])) <= 500}
        kept["clipped"] = digest
        return kept, len(dump_bytes(kept))
    return {"clipped": digest}, len(dump_bytes({"clipped": digest}))


MARKER_DETAIL_LIMIT = 200  # characters of the detail of the runtime's answer for a failed call


def is_call_failure(value: Any) -> bool:
    """Whether ``value`` has the shape of the runtime's own answer for a failed call (``transport``
    and a short ``detail``). Small by construction, it is kept whole past a seat's allowance, so the
    record still names the cause (a spent clock, a timeout) and reliability counts it as one.

    >>> is_call_failure({"transport": "timeout", "detail": "no reply"}), is_call_failure({"transport": "x" * 300})
    (True, False)
    """
    return (
        isinstance(value, dict)
        and "transport" in value
        and set(value) <= {"transport", "detail"}
        and all(isinstance(v, str) and len(v) <= MARKER_DETAIL_LIMIT for v in value.values())
    )


def is_digest(value: Any) -> bool:
    """Whether ``value`` is exactly what :func:`digest_only` writes."""
    if not isinstance(value, dict) or list(value) != ["clipped"] or not isinstance(value["clipped"], dict):
        return False
    inner = value["clipped"]
    return sorted(inner) == ["bytes", "sha256"] and isinstance(inner["bytes"], int) and isinstance(inner["sha256"], str)


def digest_only(value: Any) -> dict[str, Any]:
    """A bounded answer reduced to its size and SHA-256: nothing in it can be acted on, and reducing
    it again changes nothing, so a replay re-derives it.

    >>> d = digest_only({"action": "fold", "junk": "x" * 300}); d["clipped"]["bytes"], len(d["clipped"]["sha256"])
    (327, 64)
    >>> digest_only(d) == d
    True
    """
    if is_digest(value):
        return value
    text = dump_bytes(value)
    return {"clipped": {"bytes": len(text), "sha256": hashlib.sha256(text).hexdigest()}}
