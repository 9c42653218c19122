"""Whole answers in poker's shorthand or in another notation of one card, for the second reading
(:mod:`cosino.seats.second_reading`): "x/f", "c", "r 16", "b45", "make it 28", "Let it go.", "the ten, please",
"Q of hearts", "♥Q". The whole answer must be the shorthand, so no reason or quote around it can hold one.
"""

from __future__ import annotations

import re
from typing import Any

from cosino.seats.amounts import ascii_lower
from cosino.seats.answer_words import RANK_WORDS, SUIT_SYMBOLS, SUIT_WORDS

# A whole answer in poker's shorthand or naming a card by what sets it apart, tried only where the prose reading
# refused: nothing read before changes, and the whole answer must be the shorthand, so no reason or quote can hold it.
WHOLE_EDGE = " \t\r\n*_`#>\"'"
_SHORT_CHECK_RE = re.compile(r"(?:x|check)(?:[ \t]{0,2}[/-][ \t]{0,2}(?:f|c|r|fold|call|raise))?")
_SHORT_CALL_RE = re.compile(r"c|(?:snap|insta|tank)[ -]?call")
_SHORT_FOLD_RE = re.compile(r"f|(?:snap|insta|tank)[ -]?fold")
_SHORT_AMOUNT = r"[ \t]{1,3}(?:to[ \t]{1,3})?([0-9]{1,9}(?:,[0-9]{3}){0,3})"
_SHORT_BET_RE = re.compile(r"(?:b|donk|stab|lead(?:[ \t]{1,3}for)?)(?:" + _SHORT_AMOUNT + r")?")
# "b45" and "r40": the letter and the size written as one word (session 38b).
_SHORT_GLUED_RE = re.compile(r"([br])([0-9]{1,9})")
_SHORT_RAISE_RE = re.compile(
    r"(?:(?:i'll|i[ \t]will)[ \t]{1,3})?(?:r|[34]b|iso|make[ \t]{1,3}it|(?:bump|pop)[ \t]{1,3}it[ \t]{1,3}to)"
    + _SHORT_AMOUNT
)
# Whole answers in idiom or a learner's words (session 38b): "Let it go.", "I throw my cards.", "I am leaving this
# hand." fold; "I follow the bet.", "I pay the 400." call.
_SHORT_FOLD_IDIOM_RE = re.compile(
    r"(?:i[ \t]{1,3})?(?:let[ \t]{1,3}it[ \t]{1,3}go|(?:throw|lay[ \t]{1,3}down|muck)[ \t]{1,3}(?:my|the)[ \t]{1,3}"
    r"(?:cards|hand)|am[ \t]{1,3}leaving[ \t]{1,3}(?:this|the)[ \t]{1,3}hand)"
)
_SHORT_CALL_IDIOM_RE = re.compile(
    r"i[ \t]{1,3}(?:follow|pay)[ \t]{1,3}(?:the|his|her|your)[ \t]{1,3}(?:bet|raise|[0-9]{1,9}(?:,[0-9]{3}){0,3})"
)
_SHORT_NOT_RE = re.compile(r"(?:no|not)[ \t]{1,3}([a-z]{3,8})")
_CARD_VERBS = (
    r"play|lead|dump|throw|discard|bury|drop|toss|pitch|duck|sluff|slough|cash|pass|follow|ditch"
    r"|get[ \t]rid[ \t]of"
)
_SHORT_CARD_RE = re.compile(
    r"(?:(?:i|i'll|i[ \t]will)[ \t]{1,3})?(?:(?:" + _CARD_VERBS + r")[ \t]{1,3})?(?:with[ \t]{1,3})?"
    r"(?:(?:the|my)[ \t]{1,3})?(?:(only|lone|lonely|single|lowest|highest|low|high|top|bottom|smallest|biggest|small"
    r"|little|big|lower|higher|smaller|bigger)[ \t]{1,3})?"
    r"([a-z0-9]{1,7})(?:[ \t]{1,3}i[ \t]{1,3}have)?"
)
# A courtesy closing a whole answer: "the ten, please", "the queen, of course" (session 39).
_POLITE_TAIL_RE = re.compile(r"[ \t]{0,3},?[ \t]{0,3}(?i:please|of[ \t]course|thanks|thank[ \t]you)[.!]{0,3}\Z")
# A whole answer naming one card in another notation (session 38b): "Q-h", "A-S", "♥Q", "Q of hearts", "queen hearts",
# "2 of ♣", "Pitch the deuce of clubs.", "I cut with the ten spade", "I give the queen spade to left player".
_NOTE_SYMBOLS = "".join(SUIT_SYMBOLS)
_NOTE_RANK = r"10|[2-9tjqka]|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace|deuce"
_NOTED_CARD_RE = re.compile(
    r"(?:(?:i|i'll|i[ \t]will)[ \t]{1,3})?(?:(?:" + _CARD_VERBS + r"|cut|ruff|remove|give|put)(?:[ \t]{1,3}off)?"
    r"[ \t]{1,3})?(?:with[ \t]{1,3})?(?:(?:the|my)[ \t]{1,3})?"
    r"(?:(?P<rank>" + _NOTE_RANK + r")(?:[ \t]{0,2}-[ \t]{0,2}(?P<letter>[cdhs])|[ \t]{1,3}(?:of[ \t]{1,3})?"
    r"(?P<noun>club|diamond|heart|spade)|[ \t]{1,3}(?P<of>of[ \t]{1,3})?(?P<nouns>clubs|diamonds|hearts|spades)"
    r"|[ \t]{1,3}(?:of[ \t]{1,3})?(?P<symbol>["
    + _NOTE_SYMBOLS
    + r"]))|(?P<before>["
    + _NOTE_SYMBOLS
    + r"])[ \t]{0,2}(?P<after>10|[2-9tjqka]))"
    r"(?P<to>[ \t]{1,3}to[ \t]{1,3}(?:the[ \t]{1,3})?(?:left|right|across)(?:[ \t]{1,3}(?:player|opponent))?)?"
)
_RANK_OF = {**RANK_WORDS, "deuce": "2", "10": "T", **{str(n): str(n) for n in range(2, 10)}}
_SUIT_NOUNS = {"club": "c", "diamond": "d", "heart": "h", "spade": "s"}
_CARD_ORDER = "23456789TJQKA"


def shorthand(text: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The plain words a whole answer in shorthand stands for, or None: "x/f" a check, "c" a call, "r 16" a raise to
    16, "3b to 24" and "make it 28" a raise, "b 10" or "donk 8" a bet, "No bet." the other of two options; where one
    kind takes cards, "Play the ace." or "the ten" the one legal card of that rank, "Play the club." the one card of
    that suit, "Play my lowest heart." the lowest of that suit (no jack may be legal: a bower changes its suit)."""
    core = _POLITE_TAIL_RE.sub("", text.strip(WHOLE_EDGE)).rstrip(".!").strip(WHOLE_EDGE)
    lowered = " ".join(ascii_lower(core).split())
    if len(lowered) == 1 and core != text.strip(WHOLE_EDGE):
        return None  # a lone letter with a stop may be an initial or a cut-off word ("x." was judged unclear)
    if _SHORT_CHECK_RE.fullmatch(lowered) and "check" in options:
        return "check"
    if _SHORT_CALL_RE.fullmatch(lowered) and "call" in options:
        return "call"
    if _SHORT_FOLD_RE.fullmatch(lowered) and "fold" in options:
        return "fold"
    if _SHORT_FOLD_IDIOM_RE.fullmatch(lowered) and "fold" in options and len(options) > 1:
        return "fold"
    if _SHORT_CALL_IDIOM_RE.fullmatch(lowered) and "call" in options:
        return "call"
    for pattern, kind in ((_SHORT_BET_RE, "bet"), (_SHORT_RAISE_RE, "raise")):
        m = pattern.fullmatch(lowered)
        if m and any(k in options for k in ("bet", "raise")):
            return kind + (f" to {m.group(1)}" if m.group(1) else "")
    m = _SHORT_GLUED_RE.fullmatch(lowered)
    kind = "bet" if m and m.group(1) == "b" else "raise"
    if m and kind in options:  # only the kind written: "b45" facing a bet is no raise
        return f"{kind} to {m.group(2)}"
    m = _SHORT_NOT_RE.fullmatch(lowered)
    if m and len(options) == 2 and m.group(1) in options:
        other = next(o for k, o in options.items() if k != m.group(1))
        return None if "min" in other or other.get("cards") else other["action"]
    if len(options) == 1:
        option = next(iter(options.values()))
        joined = text.lstrip().startswith("_")  # "_ace of spades" may be a word's tail: refused, as in prose
        card = _described_card(core, lowered, option) or (None if joined else _noted_card(lowered, option))
        return f"{option['action']} {card}" if card else None
    return None


def _described_card(core: str, lowered: str, option: dict[str, Any]) -> str | None:
    """The one legal card a whole answer describes by its rank alone, or by its suit with "only" or an extreme."""
    cards = option.get("cards") or []
    m = _SHORT_CARD_RE.fullmatch(lowered)
    if m is None or not cards or any(len(c) != 2 for c in cards):
        return None
    word, what = m.group(2), m.group(1)
    if word in _SUIT_NOUNS and "J" not in {c[0] for c in cards}:
        suited = sorted((c for c in cards if c[1] == _SUIT_NOUNS[word]), key=lambda c: _CARD_ORDER.index(c[0]))
        if what in (None, "only", "lone", "lonely", "single"):
            return suited[0] if len(suited) == 1 else None
        if what in ("lower", "higher", "smaller", "bigger") and len(suited) != 2:
            return None  # "the higher heart" compares two
        if suited and what in ("lowest", "low", "bottom", "smallest", "small", "little", "lower", "smaller"):
            return suited[0]
        if suited and what in ("highest", "high", "top", "biggest", "big", "higher", "bigger"):
            return suited[-1]
        return None
    if word in ("ace", "a", "t"):
        return None  # "play the ace" and "T" alone were judged unclear: the ace is left to its suit, "T" to "10"
    rank = _RANK_OF.get(word) or (word.upper() if len(word) == 1 and word.upper() in core and word in "kqj" else None)
    ranked = [c for c in cards if c[0] == rank]
    return ranked[0] if what is None and len(ranked) == 1 else None


def _noted_card(lowered: str, option: dict[str, Any]) -> str | None:
    """The legal card a whole answer names in another notation (``_NOTED_CARD_RE``), or None."""
    m = _NOTED_CARD_RE.fullmatch(lowered)
    if m is None or (m.group("to") and option["action"] != "pass"):
        return None  # a card given "to the left" is a pass, not a play
    rank = m.group("rank") or m.group("after")
    if rank == "a" and not (m.group("letter") or m.group("after")):
        return None  # "a spade" is any spade, not the ace
    if m.group("nouns") and not m.group("of") and rank not in "jqk jack queen king ace":
        return None  # "Play two clubs" may be two cards of clubs (judged unclear); "queen hearts" is one card
    rank = _RANK_OF.get(rank, rank.upper())
    suit = (
        m.group("letter")
        or SUIT_WORDS.get(m.group("noun") or m.group("nouns") or "")
        or SUIT_SYMBOLS.get(m.group("symbol") or m.group("before") or "")
    )
    card = f"{rank}{suit}"
    return card if card in (option.get("cards") or []) else None
