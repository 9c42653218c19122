"""The words an answer names its choice with: suits and ranks, a card written in any common way (:func:`card_of`),
the kinds of action with poker's other names for them, and the words for going all in.

Every reading takes its vocabulary from here: :mod:`cosino.seats.answer_json` to name a kind or a card in an
object's fields, :mod:`cosino.seats.mentions` and :mod:`cosino.seats.written_cards` to find them in prose, and
:mod:`cosino.seats.prose_reading` and the second reading's modules to read them. It imports nothing of the reader.
"""

from __future__ import annotations

import re

SUIT_WORDS = {
    "club": "c",
    "clubs": "c",
    "diamond": "d",
    "diamonds": "d",
    "heart": "h",
    "hearts": "h",
    "spade": "s",
    "spades": "s",
}
SUIT_SYMBOLS = {"♣": "c", "♧": "c", "♦": "d", "♢": "d", "♥": "h", "♡": "h", "♠": "s", "♤": "s"}
RANK_WORDS = {
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "T",
    "jack": "J",
    "queen": "Q",
    "king": "K",
    "ace": "A",
}
# Words that mean "put everything in": the largest legal bet or raise.
ALL_IN_WORDS = ("all-in", "all in", "allin", "shove", "jam")
KIND_WORDS = (
    "fold",
    "check",
    "call",
    "bet",
    "raise",
    "pass",
    "order",
    "alone",
    "partner",
    "trump",
    "play",
    "discard",
    "bid",
)

# Poker's other verbs for a fold and a call: "muck" and "flat" (or "flat-call"). "Limp" is left out: a seat limps
# only into an unraised pot, and "HJ limps" is almost always another player.
KIND_SYNONYMS = {"muck": "fold", "flat": "call"}
# The words themselves match case-blind in ASCII only, (?a:...): Unicode folding also matches "\u017f"
# as "s" and "\u212a" as "k", and "spade\u017f" is in no table below (KeyError). Edges fold as before.
CARD_RE = re.compile(r"(?<![a-z0-9])(?a:(10|[2-9tjqka]))\s?((?a:[cdhs])|[♣♧♦♢♥♡♠♤])(?![a-z])", re.IGNORECASE)
# Word edges are ASCII letters, digits and "_", as the other patterns here read them: ``\b`` asks the
# Unicode database, so "\U00011f51ace of spades" was a card under 3.11 and none under the functions' 3.12.
CARD_WORDS_RE = re.compile(
    # "o'" as a pirate writes "of": "the Queen o' Hearts" (session 39)
    r"(?<![a-z0-9_])(?a:(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace|[2-9]|10))\s+(?a:of|o['\u2019])\s+"
    r"(?a:(clubs?|diamonds?|hearts?|spades?))(?![a-z0-9_])",
    re.IGNORECASE,
)

# Poker's other names for a raise and a bet, as verbs: "I 3-bet to 12", "re-raise", "min-raise", "c-bet 10", "squeeze
# to 45" (a raise over an open and a call). Each
# was refused (a hyphen ends a word) or misread ("raise 3-bet to 12" raised to 3), so each names its action.
RAISE_NAMES_RE = re.compile(
    r"(?<![a-z0-9-])(?:(?:re|min)-?(?:rais(?:e|es|ed|ing))|(?:[3-9]|three|four|five|six)-?(?:bet(?:s|ting)?)"
    r"|squeez(?:e|es|ed|ing))(?![a-z-])"
)
BET_NAMES_RE = re.compile(r"(?<![a-z0-9-])(?:c-?|over-?)bet(?:s|ting)?(?![a-z-])")  # "overbet 90" bets 90


def card_of(text: str) -> str | None:
    """A card written in any common way as the protocol's two characters, or None.

    >>> card_of("10h"), card_of("q♠"), card_of("Queen of Hearts"), card_of("Zz")
    ('Th', 'Qs', 'Qh', None)
    """
    text = text.strip()
    m = CARD_WORDS_RE.fullmatch(text)
    if m:
        rank = RANK_WORDS.get(m.group(1).lower(), m.group(1))
        return card_code(rank, SUIT_WORDS[m.group(2).lower()])
    m = CARD_RE.fullmatch(text)
    if m:
        suit = m.group(2)
        return card_code(m.group(1), SUIT_SYMBOLS.get(suit, suit.lower()))
    return None


def card_code(rank: str, suit: str) -> str:
    """The protocol's two characters for a rank and a suit's letter: "10" is "T", a rank in capitals."""
    rank = "T" if rank == "10" else rank.upper()
    return rank + suit


def suit_of(text: str) -> str | None:
    """The letter of the suit a word, letter or symbol names ("hearts", "h", "♥"), or None."""
    t = text.strip().lower()
    if t in SUIT_WORDS:
        return SUIT_WORDS[t]
    if t in ("c", "d", "h", "s"):
        return t
    return SUIT_SYMBOLS.get(t)
