"""Table talk as an accepted answer may carry it: cut to the length the episode keeps (:func:`clip_talk`) and cleaned
of names the table must not see (:func:`redact`), such as the ones a model goes by (:func:`model_names`).

It knows nothing of reading answers: :mod:`cosino.seats.answer_json` cleans the talk of each response it builds,
and the model seats and the league runner mask names with it too.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any, Sequence

from cosino.arena.talk import TALK_LIMIT, normalize_talk


def clip_talk(text: Any) -> str | None:
    """Table talk as the episode keeps it (:func:`cosino.arena.talk.normalize_talk`), or None.

    >>> clip_talk("x" * 500) == "x" * 120, clip_talk(7), clip_talk("")
    (True, None, None)
    """
    return normalize_talk(text)


def redact(text: str, names: Sequence[str], mask: str = "[redacted]") -> str:
    """Replace every case-insensitive occurrence of any of ``names`` in ``text`` with ``mask``.

    Used on table talk so that a model announcing its own name (or a rival's) never puts it in
    front of the other seats. Talk already cut to TALK_LIMIT may end in the first letters of a
    name; those are masked too, so no half of a name survives the cut.

    >>> redact("I am Canary-7 by ACME", ["canary-7", "acme", ""])
    'I am [redacted] by [redacted]'
    >>> redact("x" * 114 + "CANARY", ["canary-7"])[-12:]
    'xx[redacted]'

    A name shorter than ``WHOLE_WORD_BELOW`` characters is masked only where it stands as a word of
    its own: an agent called "re" must not cut those letters out of every word the table says.

    >>> redact("We are ready, says Re.", ["re"])
    'We are ready, says [redacted].'
    """
    kept = sorted({n for n in names if n and len(n) >= 2}, key=lambda n: (-len(n), n))
    for name in kept:
        text = re.sub(
            re.escape(name), partial(_masked, mask=mask, whole=len(name) < WHOLE_WORD_BELOW), text, flags=re.I
        )
    if len(text) >= TALK_LIMIT:
        for name in kept:
            cut = next((k for k in range(len(name) - 1, 1, -1) if text[-k:].lower() == name[:k].lower()), 0)
            if cut and not (len(name) < WHOLE_WORD_BELOW and _in_word(text, len(text) - cut - 1)):
                text = text[:-cut] + mask
    return text


WHOLE_WORD_BELOW = 4  # names this short are masked as whole words only; longer ones wherever they stand


def _masked(found: re.Match[str], mask: str, whole: bool) -> str:
    """``mask`` for a name found in talk, or the text kept when a short name stands inside a longer word."""
    text, start, end = found.string, found.start(), found.end()
    return found.group(0) if whole and (_in_word(text, start - 1) or _in_word(text, end)) else mask


def _in_word(text: str, at: int) -> bool:
    """Whether the character at ``at`` (outside the text: no) is a letter or a digit."""
    return 0 <= at < len(text) and text[at].isalnum()


# Words of model ids that name a size, a tuning, a release or a region, not the model: a model says
# "Claude" or "GPT-4o", never "anthropic.claude-3-5-sonnet-20240620-v1:0", so its id's other words are masked.
ID_GENERIC_WORDS = frozenset(
    "instruct chat large small medium mini micro nano lite pro plus max turbo preview latest base text "
    "vision express premier flash fast online apac".split()
)
# Who makes each family: a model names its maker as readily as itself ("made by Anthropic").
FAMILY_MAKERS = {
    "claude": ("anthropic",),
    "gpt": ("openai", "chatgpt"),
    "llama": ("meta",),
    "gemini": ("google", "deepmind"),
    "gemma": ("google", "deepmind"),
    "mistral": ("mistral",),
    "mixtral": ("mistral",),
    "nova": ("amazon",),
    "titan": ("amazon",),
    "command": ("cohere",),
    "qwen": ("alibaba",),
    "grok": ("xai",),
}


def model_names(model: str) -> list[str]:
    """The names a model goes by, drawn from its id, for :func:`redact`: the id, each of its words of
    three letters or more (but sizes and tunings), and the maker of its family.

    >>> model_names("us.anthropic.claude-3-5-sonnet-20240620-v1:0")[1:]
    ['anthropic', 'claude', 'sonnet']
    >>> model_names("gpt-4o-2024-08-06")[1:]
    ['gpt', 'openai', 'chatgpt']
    >>> model_names("o3-mini-2025-01-31")[1:]
    ['o3', 'openai', 'chatgpt']
    """
    lowered = model.lower()
    words = [w for w in re.findall(r"[a-z]+", lowered) if len(w) >= 3 and w not in ID_GENERIC_WORDS]
    # OpenAI's reasoning models are named by a letter and a digit ("o1", "o3"), no word of three letters.
    reasoning = re.match(r"o[0-9]+(?![a-z0-9])", lowered)
    if reasoning:
        words.insert(0, reasoning.group())
    makers = [m for w in words for m in FAMILY_MAKERS.get(w, ())]
    makers += list(FAMILY_MAKERS["gpt"]) if reasoning else []
    return list(dict.fromkeys([model, *words, *makers]))
