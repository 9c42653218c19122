"""The cards and suits written in an answer, in the order written and legal or not (:func:`written_cards`,
:func:`first_card`, :func:`legal_values`): in short form ("Qh", "10♠") or in words ("the queen of hearts", with the
ranks listed before it sharing its suit: "the queen, king and ace of spades"), and a suit's word, symbol or letter
where the suits are the options; and the amount or card written within three words of an action's word
(:func:`attached`).
"""

from __future__ import annotations

import heapq
import itertools
import re
from typing import Any, Iterator

from cosino.seats.amounts import NIL_RE, ascii_lower, first_number, word_number, word_value
from cosino.seats.answer_words import CARD_RE, CARD_WORDS_RE, RANK_WORDS, SUIT_SYMBOLS, SUIT_WORDS, card_code, card_of

# In prose, "as", "ah" and "ad" in small letters are words: "play as planned: 2c" played the ace of spades.
PROSE_CARD_RE = re.compile(r"(?!(?-i:a[dhs])(?![a-z]))" + CARD_RE.pattern, re.IGNORECASE)
# Ranks listed before a card in words, sharing its suit: "the queen, king and ace of spades", "the king or the queen
# of hearts"; "play the ten, the ace of spades is high" read only the ace.
_RANK_WORD_RE = re.compile(
    r"(?<![a-z0-9_])(?:two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)(?![a-z])"
)
_RANK_GAP = r"(?:\s{0,3},\s{0,3}(?:(?:and|or|&)\s{1,3})?|\s{1,3}(?:and|or|&)\s{1,3})(?:the\s{1,3})?"
_BREAK_RE = re.compile(r"[.;!?\n]")
_LETTERS_RE = re.compile(r"[A-Za-z]+")
_RANK_LIST_RE = re.compile(r"(?:" + _RANK_WORD_RE.pattern + _RANK_GAP + r")+$")

# A card in short form: "Qs", "10h", "T♠".
SHORT_CARD_RE = re.compile(
    r"(?:10|[2-9tjqkaTJQKA])\s?(?:[cdhsCDHS]|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])(?![a-z])"
)


def legal_values(text: str, option: dict[str, Any]) -> list[tuple[int, str]]:
    """(offset, card) for each legal card or suit written in ``text``, in the order written."""
    return [(at, card) for at, card in written_cards(text, option) if card in option["cards"]]


def attached(segment: str, option: dict[str, Any]) -> str | None:
    """The amount or card within three words of the action's word at the start of ``segment``, or None."""
    word = re.match(r"[A-Za-z-]+", segment)
    rest = segment[word.end() if word else 0 :]
    if "min" in option:
        reach = _attach_reach(rest)
        m = first_number(rest, stop=reach)
        value = m.group(0).rstrip(",_") if m else None
        # word_number reads at most 57 characters: lowering all of a long non-ASCII rest cost 0.1 s an answer
        words = word_number(ascii_lower(segment[:64]), len(segment))  # "West bid four, so I bid two"
        if words is not None and (m is None or words.start() < len(segment) - len(rest) + m.start()):
            return str(word_value(words.group(0)))
        # a "nil" from the reach on is refused below: the search stops there (the 3 letters and 1 after kept whole)
        nil = NIL_RE.search(ascii_lower(rest[: reach + 4])) if option["action"] == "bid" else None
        if nil is not None and (m is None or nil.start() < m.start()):  # "bid nil. Bid 1." bid nil
            m, value = nil, "0"
    else:
        found = [m for m in (CARD_WORDS_RE.search(rest), PROSE_CARD_RE.search(rest)) if m is not None]
        m = min(found, key=lambda f: f.start()) if found else None
        value = card_of(m.group(0)) if m else None
    if m is None or _BREAK_RE.search(rest, 0, m.start()) or len(_LETTERS_RE.findall(rest, 0, m.start())) > 3:
        return None
    return value


def _attach_reach(rest: str) -> int:
    """The offset past which no number in ``rest`` can be attached: its first sentence break, or the start of its
    fourth word (a number past either is refused below, and a number in words is nearer: no digit stands between
    it and the action's word). Without it a text of names ("3-bet 3-bet ...") was scanned to its end a mention."""
    end = _BREAK_RE.search(rest)
    reach = end.start() + 1 if end else len(rest)
    fourth = next(itertools.islice(_LETTERS_RE.finditer(rest, 0, reach), 3, None), None)
    return fourth.start() + 1 if fourth else reach


def first_card(text: str, option: dict[str, Any]) -> str | None:
    """The first card or suit written in ``text``, legal or not (the build names an illegal one)."""
    return next(written_cards(text, option), (0, None))[1]


# A word that may name a suit; Latin letters beyond ASCII belong to it, so the "c" of "c\u0153ur" (hearts, in French)
# names no clubs (corpus 65). A fixed range, not str.isalpha, whose answers follow the Unicode version.
_SUIT_WORD_RE = re.compile(r"[a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f♣♧♦♢♥♡♠♤]+")


def written_cards(text: str, option: dict[str, Any]) -> Iterator[tuple[int, str | None]]:
    """(offset, card or suit) for each one written in ``text``, in the order written, legal or not; lazy, so the
    first costs a scan to it only. A letter alone names a suit only where the suits are the legal options."""
    if all(len(c) == 1 for c in option["cards"]):
        lowered = ascii_lower(text)  # offsets into it are offsets into text (the negation check uses them)
        for m in _SUIT_WORD_RE.finditer(lowered):
            word = m.group(0)
            suit = SUIT_WORDS.get(word) or SUIT_SYMBOLS.get(word)
            if suit is None and len(word) == 1 and word in option["cards"] and not _contracted(lowered, m):
                suit = word
            if suit is not None:
                yield m.start(), suit
        return
    # In either form, first written first: "play the 2c, the queen of hearts is too high" played the queen.
    in_words = (card for m in CARD_WORDS_RE.finditer(text) for card in _ranks_sharing_a_suit(text, m))
    in_short = ((m.start(), card_of(m.group(0))) for m in PROSE_CARD_RE.finditer(text))
    yield from heapq.merge(in_words, in_short, key=lambda found: found[0])


def _ranks_sharing_a_suit(text: str, m: re.Match[str]) -> Iterator[tuple[int, str | None]]:
    """(offset, card) for each rank listed before a card in words and sharing its suit, then the card's own: "the
    queen, king and ace of spades" passed the ace, the last written, as if the others were not cards."""
    window = max(0, m.start() - 60)
    listed = _RANK_LIST_RE.search(ascii_lower(text[window : m.start()]))
    suit = SUIT_WORDS[m.group(2).lower()]
    if listed is not None:
        for rank in _RANK_WORD_RE.finditer(listed.group(0)):
            yield window + listed.start() + rank.start(), card_code(RANK_WORDS.get(rank.group(0), rank.group(0)), suit)
    yield m.start(), card_of(m.group(0))


def _contracted(text: str, m: re.Match[str]) -> bool:
    """Whether a letter stands beside an apostrophe: the "d" of "I'd pick spades" named diamonds, "Let's" spades."""
    return text[m.start() - 1 : m.start()] in ("'", "\u2019") or text[m.end() : m.end() + 1] in ("'", "\u2019")
