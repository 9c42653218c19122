"""The words of an answer that name a legal action, and where they stand (:func:`action_mentions`): a kind's word in
each form English spells it ("raising", "betting"), an all-in word ("shove", "jammed"), poker's names of a raise or a
bet used as verbs ("3-bet"), and the synonyms ("muck", "flat" as a verb); not a noun ("a 3-bet", the bet faced in "I
follow the bet", "Bids so far"), nor the tail of an identifier ("to_call"). Which of them give the seat's own
decision is for :mod:`cosino.seats.set_aside` and :mod:`cosino.seats.prose_reading` to tell.
"""

from __future__ import annotations

import copy
import re
from typing import Any, Iterator

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.answer_json import resolve_kind
from cosino.seats.answer_words import ALL_IN_WORDS, BET_NAMES_RE, KIND_WORDS, RAISE_NAMES_RE
from cosino.seats.set_aside import under_condition

# The synonyms (KIND_SYNONYMS) in prose: "flat" only as a verb that ends its clause or takes "it" ("Flat.", "I flat
# it"), not "a flat board" nor "raise to 1800 flat".
_SYNONYM_RES = {
    "muck": re.compile(r"(?<![a-z-])muck(?:s|ed|ing)?(?![a-z-])"),
    "flat": re.compile(
        r"(?<![a-z-])(?<![0-9][ \t])flat(?:-?call(?:s|ed|ing)?|s|ted|ting)?(?![a-z-])"
        r"(?=[ \t*_]{0,3}(?:$|[.!,;:)\n]|it(?![a-z])|here(?![a-z])|now(?![a-z])|call(?![a-z])))"
    ),
}

# Going nil, a bid of no tricks: "I'm going nil." (blind corpus 65 read "Cog bid 2. I'm going nil." as 2).
# Not as the subject of a judgment ("Going nil with the K is too risky. Bid 1." bids one).
_GO_NIL_RE = re.compile(
    r"(?<![a-z-])(?:go|goes|going)[ \t]{1,3}(?:for[ \t]{1,3})?nil(?![a-z-])"
    r"(?![ \t]{1,3}(?:with[ \t][^.;!?\n]{0,40}?[ \t])?(?:is|was|would|seems|looks|feels|sounds|could|might)(?![a-z]))"
)

# What stands before "flat" used as a verb: the start of a clause, or a subject or word that leads to a verb.
_FLAT_LEAD_RE = re.compile(
    r"(?:^|[.!?;:,\n*_>(\[\u2014\u2013-]|(?<![a-z])(?:i|i'll|i\s+will|we|just|then|and|or|to|simply|only|i'd|would"
    r"|should|gonna))[\s*_\"']{0,3}$"
)


def _inflected(word: str) -> str:
    """A pattern for ``word`` and its -s, -ed and -ing forms as English spells them: "raising" and
    "betting" too, else "calling is weak; raising to 20" read only the call. The -ing form may drop its g ("I'm
    raisin', twenty" and "ye cannae fold... Ah'm callin'" read only the fold)."""
    if word.endswith("e"):
        return f"{word}(?:s|d)?|{word[:-1]}(?:ing|in['\u2019])"
    if word in ("bet", "bid", "jam"):  # a short vowel doubles the last letter
        return f"{word}(?:s|{word[-1]}ed|{word[-1]}ing|{word[-1]}in['\u2019])?"
    return word + "(?:s|ed|ing|in['\u2019])?"


# An article, an owner or a reply before a name of RAISE_NAMES_RE or BET_NAMES_RE makes it a noun: "a 3-bet",
# "villain's 3-bet", "call 3-bet".
_NOUN_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:(?:a|an|the|his|her|their|your|its)(?:\s{1,3}(?:massive|huge|big|small|large|light|thin))?"
    r"|(?!let['’])[a-z]{2,12}['’]s"
    r"|call(?:s|ed|ing)?|facing|vs\.?|versus|against|fold(?:s|ed|ing)?\s{1,3}to)\s{1,3}$"
)
# The table's bids or bets counted, a noun: "Bids so far: 1, 0, 1", "The bids total 4 of 5".
_ANY_BEFORE_RE = re.compile(r"(?<![a-z])(?:any|every|each)[ \t]{1,3}\Z")
_TABLE_COUNT_RE = re.compile(r"(?:bids|bets)[ \t]{1,3}(?:so[ \t]{1,3}far|total|add)(?![a-z])")
# An article or another's owner before "bet" or "raise" makes it the bet faced: "I follow the bet", "call his raise".
_BET_FACED_RE = re.compile(r"(?<![a-z])(?:the|his|her|their|your|its|that|this)[ \t]{1,3}\Z")
# ... where the noun ends its clause, or is judged for its strength ("The raise looks strong. I don't want to bloat
# the pot." raised, corpus 67); "I make the raise to 30", "the raise line" and "the raise is right" are the seat's.
_BET_FACED_END_RE = re.compile(
    r"[ \t*_]{0,3}(?:\Z|[.,;:!?)\n]|(?:and|but|so|here|now)(?![a-z])|(?:looks|seems|is|feels|smells|reads)[ \t]{1,3}"
    r"(?:very[ \t]{1,3}|really[ \t]{1,3}|so[ \t]{1,3})?(?:strong|big|huge|large|scary|suspicious|weak|small|thin"
    r"|polari[sz]ed|credible|real|bluffy|like)(?![a-z]))"
)
# ... or "facing" or "against" before it, an article or owner and a size word between at most: "Facing a bet, I fold
# to any bet this big." raised (review 43d) once its fold was read as a plan.
# ... or a list of them ("facing a raise and a call. So I fold." folded).
_FACING_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:facing|against)[ \t]{1,3}(?:(?:a|an|the|this|that|his|her|their|your|its)[ \t]{1,3})"
    r"(?:(?:massive|huge|big|small|large|light|thin|tiny|overbet|pot-sized|half-pot)[ \t]{1,3})?"
    r"(?:(?:bet|raise|call|limp)[ \t]{1,3}(?:and|plus)[ \t]{1,3}(?:(?:a|an|the|one|two)[ \t]{1,3})?){0,2}\Z"
)
_NOUN_AFTER_RE = re.compile(r"\s{1,3}pots?(?![a-z])")
# German "Pass auf!" is "watch out" (blind corpus 73), no pass; "Pass auf jeden Fall." (pass in any case) passes.
_WATCH_OUT_RE = re.compile(
    r"e?[ \t]{1,3}auf(?![a-z])(?![ \t]{1,3}(?:jeden[ \t]{1,3}fall|alle[ \t]{1,3}f(?:\u00e4|a|ae)lle)(?![a-z]))"
)
# A count right before an action word in the plural makes it a noun: "three trumps", "2 bids", "two raises".
_COUNT_BEFORE_RE = re.compile(
    r"(?<![a-z0-9.,])(?:[0-9]{1,2}|two|three|four|five|six|seven|eight|nine|ten|several|many|few)[ \t]{1,3}\Z"
)

# The tail of an identifier names no action: "to_call" in an echoed observation was read as a call. Its head
# does ("RAISE_TO: 30").
# Not a word's start in another language: "passé" (French, passed) is no "pass" (blind corpus 73).
_KIND_RES = {
    w: re.compile(r"(?<![a-z-])(?<![a-z0-9]_)(?:" + _inflected(w) + r")(?![a-z\u00e0-\u00f6\u00f8-\u00ff-])")
    for w in KIND_WORDS
}
KIND_EXACT_RES = {w: re.compile(r"(?<![a-z-])(?<![a-z0-9]_)" + w + r"(?![a-z-])") for w in KIND_WORDS}
# "shoving" and "jammed" too: "calling would be weak; I am shoving" read only the call.
_ALL_IN_RES = {
    w: re.compile(r"(?<![a-z])(?:" + (_inflected(w) if w in ("shove", "jam") else re.escape(w)) + r")(?![a-z])")
    for w in ALL_IN_WORDS
}


# The text, options and mentions of the last call: the first and second readings ask for the same answer's mentions,
# 15 ms a time on a long one (review 53h). One tuple, swapped whole, so threads never see half of it.
_last_found: list[tuple[str, dict[str, dict[str, Any]], list[tuple[int, str, bool]]]] = []


def action_mentions(text: str, options: dict[str, dict[str, Any]]) -> list[tuple[int, str, bool]]:
    """(offset, legal kind, all-in?) for every word in ``text`` that names a legal action."""
    if len(text) < 1000:
        return _action_mentions(text, options)  # cheap: kept out so the many short clauses read pay no copy
    last = _last_found[-1] if _last_found else None
    if last is not None and last[0] == text and last[1] == options:
        return list(last[2])
    found = _action_mentions(text, options)
    _last_found[:] = [(text, copy.deepcopy(options), found)]
    return list(found)


def _action_mentions(text: str, options: dict[str, dict[str, Any]]) -> list[tuple[int, str, bool]]:
    lowered = ascii_lower(text)  # offsets into it slice ``text``
    out: list[tuple[int, str, bool]] = []
    for word in ALL_IN_WORDS:
        for m in _ALL_IN_RES[word].finditer(lowered):
            try:
                kind, _ = resolve_kind(word, options)
            except Refused:
                continue
            out.append((m.start(), kind, True))
    # Offsets within 6 of an all-in word's start, as a map to its kind: scanning the mentions found so far for
    # each new one made a 20,000-character answer of "jam bet " cost 0.2 s (quadratic).
    covered = {start + k: kind for start, kind, _ in out for k in range(6)}
    for name in _poker_names(lowered, options):
        out.append(name)
        covered[name[0] + 1] = name[1]  # the "bet" of "3bet" is part of the name
    for word in KIND_WORDS:
        for m in _KIND_RES[word].finditer(lowered):
            try:
                kind, _ = resolve_kind(word, options)
            except Refused:
                continue
            if covered.get(m.start()) == kind:
                continue  # the "bet" of "jam bet" is part of the all-in; the "fold" of "jam, fold" is not
            if word == "pass" and _WATCH_OUT_RE.match(lowered, m.end()):
                continue
            if _ANY_BEFORE_RE.search(lowered, max(0, m.start() - 8), m.start()):
                continue  # "any bet here gets raised", "every call loses": a noun of any player's action
            if _TABLE_COUNT_RE.match(lowered, m.start()):
                continue  # "Bids so far: 1, 0, 1. I bid 3.": the table's, a noun
            plural = m.group(0).endswith("s") and m.group(0) != word  # "trumps", "raises"; not "pass"
            if plural and _COUNT_BEFORE_RE.search(lowered, max(0, m.start() - 12), m.start()):
                continue  # "Clubs would give you three trumps" (corpus 65): counted, a noun
            faced = word in ("bet", "raise") and _BET_FACED_RE.search(lowered, max(0, m.start() - 16), m.start())
            if faced and _BET_FACED_END_RE.match(lowered, m.end()):
                continue  # "I follow the bet" raised the minimum: the bet faced, a noun
            if word in ("bet", "raise", "call") and _FACING_BEFORE_RE.search(
                lowered, max(0, m.start() - 64), m.start()
            ):
                continue  # "Facing a bet, I fold to any bet this big.": the bet faced, a noun
            out.append((m.start(), kind, False))
    if "bid" in options:
        # "I'm going nil" bids as "I bid nil" does: a mention, so corrections, negations and other players apply
        # ... not a plan under a condition ("If partner sets them, we can afford to go nil.")
        out += [
            (m.start(), "bid", False)
            for m in _GO_NIL_RE.finditer(lowered)
            if m.start() not in covered and not under_condition(lowered, m.start())
        ]
    for word, pattern in _SYNONYM_RES.items():
        try:
            kind, _ = resolve_kind(word, options)
        except Refused:
            continue
        for m in pattern.finditer(lowered):
            lead = lowered[max(0, m.start() - 16) : m.start()]
            if m.start() in covered or _NOUN_BEFORE_RE.search(lead):
                continue  # "a flat", "the muck" name no action
            if word == "flat" and not _FLAT_LEAD_RE.search(lead):
                continue  # "the board is flat": an adjective
            out.append((m.start(), kind, False))
    return sorted(out)


def _poker_names(lowered: str, options: dict[str, dict[str, Any]]) -> Iterator[tuple[int, str, bool]]:
    """(offset, legal kind, False) for each of poker's names of a raise or a bet used as a verb (not "a 3-bet")."""
    for name, pattern in (("raise", RAISE_NAMES_RE), ("bet", BET_NAMES_RE)):
        try:
            kind, _ = resolve_kind(name, options)
        except Refused:
            continue  # neither a raise nor a bet is legal here
        for m in pattern.finditer(lowered):
            noun = _NOUN_BEFORE_RE.search(lowered[max(0, m.start() - 16) : m.start()])
            if not noun and not _NOUN_AFTER_RE.match(lowered, m.end()):
                yield m.start(), kind, False
