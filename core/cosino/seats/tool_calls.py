"""Answers given as tool calls: the function-call shapes of the model vendors' APIs, and protocol fields as tags.

A model set up for tools answers with the call it would make: a tool's name beside its arguments, the arguments
an object or a JSON string (``{"name": "act", "arguments": {"action": "call"}}``), alone or inside the vendor's
envelope (``function_call``, ``function``, a one-call ``tool_calls`` list). :func:`tool_call_answer` gives back the
arguments as the answer object. A name that is one legal action word (``bid``, ``fold``, ``play_card``) gives the
action where the arguments do not; a name naming another legal action than theirs, or two calls, is refused.

Some models write the protocol's fields as tags instead (``<action>raise</action><amount>36</amount>``).
:func:`tagged_answer` reads a whole answer made only of such tags as the object they spell.

>>> tool_call_answer({"name": "act", "arguments": '{"action": "raise", "amount": 28}'}, ["fold", "call", "raise"])
{'action': 'raise', 'amount': 28}
>>> tool_call_answer({"name": "play_card", "arguments": {"card": "Th"}}, ["play"])
{'card': 'Th', 'action': 'play'}
>>> tagged_answer("<action>bet</action>\\n<amount>14</amount>")
{'action': 'bet', 'amount': '14'}
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from cosino.primitives.jsonsafe import JsonInputError
from cosino.primitives.jsonsafe import loads as safe_loads
from cosino.seats.amounts import Refused, short_quote

_ARGUMENT_KEYS = ("arguments", "input", "args", "parameters")
_NAME_KEYS = ("name", "function", "tool")
_ENVELOPE_KEYS = ("function_call", "function", "tool_use", "tool_call")
_CALL_LIST_KEYS = ("tool_calls", "tool_uses")
_NAME_RE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
_NAME_WORD_RE = re.compile(r"[a-z]{2,12}")
_CAMEL_RE = re.compile(r"(?<=[a-z])(?=[A-Z])")
_ENVELOPE_DEPTH = 4  # the deepest vendor shape nests the call three objects in


def tool_call_answer(obj: dict[str, Any], kinds: Iterable[str]) -> dict[str, Any] | None:
    """The answer object a tool call carries, with its action from the tool's name where the arguments give none;
    None when ``obj`` is no tool call (or already has an 'action'). ``kinds`` are the legal action kinds."""
    return _unwrapped(obj, frozenset(kinds), _ENVELOPE_DEPTH)


def _unwrapped(obj: dict[str, Any], kinds: frozenset[str], depth: int) -> dict[str, Any] | None:
    if depth == 0 or "action" in obj:
        return None
    for key in _CALL_LIST_KEYS:
        calls = obj.get(key)
        if isinstance(calls, list) and len(calls) != 1:
            raise Refused(f"field {short_quote(key)} holds {len(calls)} tool calls; make one call")
        if isinstance(calls, list) and isinstance(calls[0], dict):
            return _unwrapped(calls[0], kinds, depth - 1)
    arguments = [key for key in _ARGUMENT_KEYS if key in obj]
    if not arguments:
        inner = [obj[key] for key in _ENVELOPE_KEYS if isinstance(obj.get(key), dict)]
        return _unwrapped(inner[0], kinds, depth - 1) if len(inner) == 1 else None
    if len(arguments) > 1:
        raise Refused(
            f"fields {short_quote(arguments[0])} and {short_quote(arguments[1])} each hold arguments; give one"
        )
    given = _arguments(obj[arguments[0]], arguments[0])
    if given is None:
        return None
    named = _named_kind(obj, kinds)
    action = given.get("action")
    if named is not None and isinstance(action, str) and action.strip().lower() in kinds - {named}:
        raise Refused(f"the tool's name names '{named}' and its arguments another action; give one")
    return given if named is None or "action" in given else {**given, "action": named}


def _arguments(value: Any, key: str) -> dict[str, Any] | None:
    """A call's arguments as an object: given as one, or as a JSON string of one (the OpenAI shape)."""
    if isinstance(value, str):
        try:
            value = safe_loads(value, f"the tool call's {key}", floats="text", surrogates="keep")
        except JsonInputError as exc:
            if "not valid JSON" not in str(exc):
                raise Refused(str(exc)) from None  # well-formed but hostile (too deep, out of range, NaN): never guess
            return None
    return value if isinstance(value, dict) else None


def _named_kind(obj: dict[str, Any], kinds: frozenset[str]) -> str | None:
    """The one legal action word in the tool's name ('bid', 'play_card', 'makeBet'), or None; two are refused."""
    names = [obj[key] for key in _NAME_KEYS if isinstance(obj.get(key), str)]
    if not names or not _NAME_RE.fullmatch(names[0]):
        return None  # a name with a space, a control or a bidi override names nothing
    words = _NAME_WORD_RE.findall(_CAMEL_RE.sub("_", names[0]).lower())
    named = sorted({word for word in words if word in kinds})
    if len(named) > 1:
        raise Refused(f"the tool's name names two actions ('{named[0]}', '{named[1]}'); give one")
    return named[0] if named else None


# The protocol's fields written as tags, each at most once, and nothing but space between and around them; an outer
# tag may wrap them ("<answer>...</answer>", "<tool_call>...</tool_call>").
_FIELD_TAG_RE = re.compile(r"<(action|amount|card|say)>([^<>]{0,200})</\1>", re.IGNORECASE)
_WRAPPER_TAG_RE = re.compile(r"</?(?:answer|response|tool_call|decision|move|output)>", re.IGNORECASE)


def tagged_answer(text: str) -> dict[str, Any] | None:
    """The object a whole answer of field tags spells, with the fields' text as written, or None when the answer is
    anything else. A field tagged twice (three ``<card>`` tags for one pass) is refused."""
    if len(text) > 2000 or "<" not in text:
        return None
    if _WRAPPER_TAG_RE.sub("", _FIELD_TAG_RE.sub("", text)).strip():
        return None  # prose beside the tags is read as prose
    fields: dict[str, Any] = {}
    for tag in _FIELD_TAG_RE.finditer(text):
        field = tag.group(1).lower()
        if field in fields:
            raise Refused(f"the answer tags {short_quote(field)} twice; give one")
        fields[field] = tag.group(2).strip()
    return fields if "action" in fields else None
