"""Action words of other languages, known only to refuse an answer that reads otherwise.

The reader reads English. An answer may still name its action in another language beside an English word or an
object that gives another one: 'Ich calle. {"action": "fold"}' folded, and so did "Ich denke, ich sollte hier
folden." before a call's object (blind corpus 67). :func:`foreign_kinds` finds the unmistakable ones: an English
action word with a German or Spanish ending (``calle``, ``gefoldet``, ``checkear``), the loanwords of Russian,
Japanese and Korean poker (``колл``, ``フォールド``, ``레이즈``), Chinese terms (``弃牌``), and a few first-person
forms (``ich erhöhe``, ``je me couche``, ``igualo``). Words that stand for two actions (``passe``, ``paso``,
``пас``: check or fold) or for something else too (``je suis``: call, or "I am") are left out. Nothing here is
ever read as an answer: a word found only makes an answer that gives another action refused.

>>> sorted(foreign_kinds("Ich calle, dann folde ich.", {"fold": {}, "call": {}, "raise": {"min": 4, "max": 200}}))
['call', 'fold']
>>> foreign_kinds("Call, bitte.", {"fold": {}, "call": {}})
set()
"""

from __future__ import annotations

import re
from typing import Any

from cosino.seats.amounts import Refused
from cosino.seats.answer_json import resolve_kind

_LATIN = "a-z\u00e0-\u00ff"  # a Latin word's letters, accented ones included: its edges
_CYRILLIC = "\u0430-\u044f\u0451"
# Capitals to small letters by arithmetic, ASCII, Latin-1 and Russian only: the same on every Python's Unicode.
_LOWER = {
    **{c: c + 32 for c in range(0x41, 0x5B)},
    **{c: c + 32 for c in range(0xC0, 0xDF) if c != 0xD7},
    **{c: c + 32 for c in range(0x410, 0x430)},
    0x401: 0x451,
}

# Each pattern, and the English word of the action it names (resolved against the legal options as a mention is).
_WORDS = {
    "fold": (
        rf"(?<![{_LATIN}])(?:fold(?:e|en)|foldeo|foldear|me[ \t]retiro|retirarme|ich[ \t]steige[ \t]aus"
        rf"|aussteigen|je[ \t]me[ \t]couche|me[ \t]coucher|desisto)(?![{_LATIN}])"
        rf"|(?<![{_CYRILLIC}])фолд|弃牌|盖牌|フォールド|폴드"
    ),
    "call": (
        rf"(?<![{_LATIN}])(?:call(?:e|en)|calleo|callear|mitgehen|ich[ \t]gehe[ \t]mit|igualo|igualar)"
        rf"(?![{_LATIN}])|(?<![{_CYRILLIC}])колл|跟注|(?<![\u30a0-\u30ff])コール(?![\u30a0-\u30ff])"
        r"|(?<![\uac00-\ud7a3])콜(?=[ \t.!,]|하|합|\Z)"
    ),
    "raise": (
        rf"(?<![{_LATIN}])(?:raisen|raiseo|raisear|ich[ \t]erh\u00f6he|erh\u00f6hen|je[ \t]relance"
        rf"|relancer|rilancio|rilanciare|subo|resubo)(?![{_LATIN}])|(?<![{_CYRILLIC}])рейз|加注|レイズ|레이즈"
    ),
    "check": (
        rf"(?<![{_LATIN}])(?:check(?:e|en)|checkeo|checkear)(?![{_LATIN}])"
        rf"|(?<![{_CYRILLIC}])чек(?![{_CYRILLIC}])|过牌|過牌|让牌|讓牌|チェック|체크"
    ),
    "bet": rf"(?<![{_LATIN}])(?:je[ \t]mise|apuesto)(?![{_LATIN}])|ベット|베팅",
    "all in": r"全下|全押|オールイン|올인",
    "order": rf"(?<![{_LATIN}])(?:ich[ \t]bestelle|bestellen)(?![{_LATIN}])",
    "alone": rf"(?<![{_LATIN}])(?:allein|alleine)(?![{_LATIN}])",
}
_WORD_RES = {word: re.compile(pattern) for word, pattern in _WORDS.items()}
# A word negated ("No me retiro", "не колл"), answered no ("Mitgehen: nein."), or told of the opponent ("对手加注",
# "相手がレイズ"): no action of the writer's.
_NOT_OWN_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:no|not|nicht|ne|nie|non|kein)[ \t]{1,2}|не[ \t]{1,2}|不|别|別"
    r"|(?:对手|对方|他|她|相手|상대|opponent|villain)[^\n.!?\u3002]{0,4})\Z"
)
# ... or only weighed: "Nur callen w\u00e4re zu passiv" (corpus 44).
_ANSWERED_NO_RE = re.compile(
    r"[ \t]{0,2}[:=\u2013\u2014-][ \t]{0,2}(?:nein|no|non|nie|нет|不)(?![a-z])"
    r"|[^.!?\n]{0,24}?(?<![a-z])(?:w\u00e4re|w\u00fcrde|ser\u00eda|serait|sarebbe|would|could|might)(?![a-z])"
)


def foreign_kinds(text: str, options: dict[str, dict[str, Any]]) -> set[str]:
    """The legal kinds that ``text`` names in another language (or as an English word with a foreign ending)."""
    lowered = text.translate(_LOWER)
    kinds = set()
    for word, pattern in _WORD_RES.items():
        if any(_own(lowered, m) for m in pattern.finditer(lowered)):
            try:
                kinds.add(resolve_kind(word, options)[0])
            except Refused:
                continue
    return kinds


def _own(lowered: str, m: re.Match[str]) -> bool:
    before = lowered[max(0, m.start() - 16) : m.start()]
    return not _NOT_OWN_BEFORE_RE.search(before) and not _ANSWERED_NO_RE.match(lowered, m.end())
