"""Reading a seat's answer: strict JSON first, then the loose forms models actually write.

:func:`parse_answer` turns the text a model or remote agent sent back into a response the
episode can apply, given the legal options of the observation. A strict JSON object
(``{"action": "raise", "amount": 12, "say": "..."}``) is read as such; otherwise the parser
looks for a JSON object inside the text (code fences, a sentence around it) and then for plain
phrases such as ``raise to 12``, ``RAISE 12``, ``call``, ``play Qh`` or ``bid 3``.

Amounts are raise-to totals (as in the protocol). An amount outside the legal range is moved
to the nearest legal size, and a ranged action named without an amount takes the minimum; both
count as *snapped*. Nothing else is guessed: a text naming two different legal actions, an object
giving one of its fields twice, a card that is not in the legal set or an action that is not legal
is refused (in prose, a legal card or number still answers a decision of one kind: models write
"partner", "trump" and "bet" in passing), and the seat passes the raw answer on so the episode
records it under ``received`` and applies the hand's fallback.

>>> legal = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
>>> parse_answer('{"action": "raise", "amount": 12}', legal).response
{'action': 'raise', 'amount': 12}
>>> a = parse_answer("I'll RAISE 500", legal)
>>> a.response, a.mode, a.snapped
({'action': 'raise', 'amount': 200}, 'loose', True)
>>> parse_answer("hmm, fold or call?", legal).response
'hmm, fold or call?'
"""

from __future__ import annotations

import bisect
import heapq
import itertools
import json
import re
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction
from functools import partial
from typing import Any, Callable, Iterator, Sequence

from cosino.arena.episode import ALIASES
from cosino.arena.evidence import seat_text
from cosino.arena.talk import TALK_LIMIT, normalize_talk
from cosino.primitives.errors import quoted
from cosino.primitives.jsonsafe import MAX_DIGITS, JsonInputError, exact_decimal
from cosino.primitives.jsonsafe import loads as safe_loads
from cosino.seats.amounts import (
    COMMA_GROUPS_RE,
    NIL_RE,
    POINT_THOUSANDS_RE,
    Refused,
    ascii_lower,
    first_number,
    has_number,
    numbers,
    prose_amount,
    short_quote,
    word_number,
    word_value,
)
from cosino.seats.talk_quotes import blank_spans, talk_echoes

SCAN_LIMIT = 20_000  # characters of an answer that the loose parser looks at
_AMOUNT_BITS = 160  # an integer amount wider than this (about 48 digits) is refused, not snapped

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

# Poker's other verbs for a fold and a call: "muck" and "flat" (or "flat-call"); "flat" only as a verb that ends its
# clause or takes "it" ("Flat.", "I flat it"), not "a flat board" nor "raise to 1800 flat". "Limp" is left out: a
# seat limps only into an unraised pot, and "HJ limps" is almost always another player.
KIND_SYNONYMS = {"muck": "fold", "flat": "call"}
_SYNONYM_RES = {
    "muck": re.compile(r"(?<![a-z-])muck(?:s|ed|ing)?(?![a-z-])"),
    "flat": re.compile(
        r"(?<![a-z-])(?<![0-9][ \t])flat(?:-?call(?:s|ed|ing)?|s|ted|ting)?(?![a-z-])"
        r"(?=[ \t*_]{0,3}(?:$|[.!,;:)\n]|it(?![a-z])|here(?![a-z])|now(?![a-z])|call(?![a-z])))"
    ),
}

# What stands before "flat" used as a verb: the start of a clause, or a subject or word that leads to a verb.
_FLAT_LEAD_RE = re.compile(
    r"(?:^|[.!?;:,\n*_>(\[\u2014\u2013-]|(?<![a-z])(?:i|i'll|i\s+will|we|just|then|and|or|to|simply|only|i'd|would"
    r"|should|gonna))[\s*_\"']{0,3}$"
)

# The words themselves match case-blind in ASCII only, (?a:...): Unicode folding also matches "\u017f"
# as "s" and "\u212a" as "k", and "spade\u017f" is in no table below (KeyError). Edges fold as before.
_CARD_RE = re.compile(r"(?<![a-z0-9])(?a:(10|[2-9tjqka]))\s?((?a:[cdhs])|[♣♧♦♢♥♡♠♤])(?![a-z])", re.IGNORECASE)
# In prose, "as", "ah" and "ad" in small letters are words: "play as planned: 2c" played the ace of spades.
_PROSE_CARD_RE = re.compile(r"(?!(?-i:a[dhs])(?![a-z]))" + _CARD_RE.pattern, re.IGNORECASE)
# Word edges are ASCII letters, digits and "_", as the other patterns here read them: ``\b`` asks the
# Unicode database, so "\U00011f51ace of spades" was a card under 3.11 and none under the functions' 3.12.
# Ranks listed before a card in words, sharing its suit: "the queen, king and ace of spades", "the king or the queen
# of hearts"; "play the ten, the ace of spades is high" read only the ace.
_RANK_WORD_RE = re.compile(
    r"(?<![a-z0-9_])(?:two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)(?![a-z])"
)
_RANK_GAP = r"(?:\s{0,3},\s{0,3}(?:(?:and|or|&)\s{1,3})?|\s{1,3}(?:and|or|&)\s{1,3})(?:the\s{1,3})?"
_RANK_LIST_RE = re.compile(r"(?:" + _RANK_WORD_RE.pattern + _RANK_GAP + r")+$")
# The writer taking a card back for another: "2c... actually Th", "the queen, no wait, the ten", "spades - I mean
# clubs", "K♦ - no, too risky. 3♦" (a "no" standing alone before a stop or a dash, not "no trump left").
_CARD_CORRECTION_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|i\s+mean|make\s+(?:it|that)|scratch\s+that|correction|or\s+rather|on\s+second"
    r"\s+thoughts?|on\s+reflection|better\s+yet|sorry|edit(?:ed)?|no(?=\s{0,2}[,.!;:\u2014\u2013-]))(?![a-z])"
)
_CARD_WORDS_RE = re.compile(
    r"(?<![a-z0-9_])(?a:(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace|[2-9]|10))\s+(?a:of)\s+"
    r"(?a:(clubs?|diamonds?|hearts?|spades?))(?![a-z0-9_])",
    re.IGNORECASE,
)


def _inflected(word: str) -> str:
    """A pattern for ``word`` and its -s, -ed and -ing forms as English spells them: "raising" and
    "betting" too, else "calling is weak; raising to 20" read only the call."""
    if word.endswith("e"):
        return f"{word}(?:s|d)?|{word[:-1]}ing"
    if word in ("bet", "bid", "jam"):  # a short vowel doubles the last letter
        return f"{word}(?:s|{word[-1]}ed|{word[-1]}ing)?"
    return word + "(?:s|ed|ing)?"


# Poker's other names for a raise and a bet, as verbs: "I 3-bet to 12", "re-raise", "min-raise", "c-bet 10", "squeeze
# to 45" (a raise over an open and a call). Each
# was refused (a hyphen ends a word) or misread ("raise 3-bet to 12" raised to 3), so each names its action.
_RAISE_NAMES_RE = re.compile(
    r"(?<![a-z0-9-])(?:(?:re|min)-?(?:rais(?:e|es|ed|ing))|(?:[3-9]|three|four|five|six)-?(?:bet(?:s|ting)?)"
    r"|squeez(?:e|es|ed|ing))(?![a-z-])"
)
_BET_NAMES_RE = re.compile(r"(?<![a-z0-9-])c-?bet(?:s|ting)?(?![a-z-])")
_MIN_RAISE_RE = re.compile(r"min-?rais")
# An article, an owner or a reply before such a name makes it a noun: "a 3-bet", "villain's 3-bet", "call 3-bet".
_NOUN_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:a|an|the|his|her|their|your|its|(?!let['’])[a-z]{2,12}['’]s"
    r"|call(?:s|ed|ing)?|facing|vs\.?|versus|against|fold(?:s|ed|ing)?\s{1,3}to)\s{1,3}$"
)
_NOUN_AFTER_RE = re.compile(r"\s{1,3}pots?(?![a-z])")
# What stands between two cards named together: "Qh Th", "Qh,Th", "Qh and Th", "the queen and the ten of hearts"; a
# comma and a space may start a clause ("spades, clubs are too thin").
_CARD_LIST_GAP_RE = re.compile(r"[^.;!?\n\s,&]{1,20}?(?:,|\s{1,3}(?:(?:and|&|\+|plus)\s{1,3}(?:the\s{1,3})?)?)")
# Two cards in short form with a comma and a space between, the second ending its clause: "play Qh, 2c", "Possible
# plays: Qh, 2c, Th" played the queen; "Play Qh, Th is too low" plays the queen (the comma starts a clause).
_SHORT_CARDS_LISTED_RE = re.compile(
    r"(?a:10|[2-9tjqka])\s?(?:(?a:[cdhs])|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664]),\s{1,3}"
    r"(?a:10|[2-9tjqka])\s?(?:(?a:[cdhs])|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])(?![a-z])"
    r"[\s*_`]{0,3}(?:$|[.,;:!?)\n]|(?:and|or|&)(?![a-z]))",
    re.IGNORECASE,
)
# What stands between two cards given as a choice: "Th or Qh", "the queen of hearts or the ten", "clubs/spades"; a
# colon does not end the choice as a stop does ("Qh: the safe one, or 2c").
_CHOICE_GAP_RE = re.compile(
    r"[^.;!?\n]{1,20}?[\s(](?:or|and/or)\s{1,3}(?:the\s{1,3}|maybe\s{1,3}|perhaps\s{1,3})?|[^.;!?\n\s/]{1,20}\s{0,2}/\s{0,2}"
)
# The tail of an identifier names no action: "to_call" in an echoed observation was read as a call. Its head
# does ("RAISE_TO: 30").
_KIND_RES = {w: re.compile(r"(?<![a-z-])(?<![a-z0-9]_)(?:" + _inflected(w) + r")(?![a-z-])") for w in KIND_WORDS}
_KIND_EXACT_RES = {w: re.compile(r"(?<![a-z-])(?<![a-z0-9]_)" + w + r"(?![a-z-])") for w in KIND_WORDS}
# "shoving" and "jammed" too: "calling would be weak; I am shoving" read only the call.
_ALL_IN_RES = {
    w: re.compile(r"(?<![a-z])(?:" + (_inflected(w) if w in ("shove", "jam") else re.escape(w)) + r")(?![a-z])")
    for w in ALL_IN_WORDS
}
# A negation of the action word that follows it within its clause. "no" is none: "no fold" in a say field is talk.
_NEGATION_RE = re.compile(
    r"(?<![a-z])(?:not|never|cannot|without|instead\s+of|rather\s+than|[a-z]{1,8}n['\u2019]t"
    r"|no\s+(?:good\s+)?(?:reason|point|need|sense))(?![a-z-])"  # "No reason to call with this": no call
)
# An action asked about and answered "no" in the next word: "Go alone? No." went alone, "Raise? Nah, call." refused.
_ANSWERED_NO_RE = re.compile(
    r"[^.!?\n]{0,40}\?(?:[\s*_\"'\u201d]{0,4}(?:no|nope|nah)(?![a-z])"
    # or at the end of the reasons that follow on its line: "Raise to 40? He'd call only with better. So no."
    r"|[^?\n]{0,100}?(?:[\u2013\u2014.!,-]|(?<![a-z])(?:so|but))[ \t]{0,3}(?:no|nope|nah)[.!]?[ \t]*(?:$|\n))"
)
# What parts the options in a restated list on one line: a comma, slash or bar, "or" or "and", with marks around
# ("fold, call, or raise", "check / bet"); "call**\n\n(Folding" is no list.
_LIST_MARKS = r"[ \t*_`'\"\[\]]{0,4}"
_LIST_GAP_RE = re.compile(
    _LIST_MARKS + r"(?:[,/|]" + _LIST_MARKS + r"(?:(?:or|and)[ \t]{1,3})?|(?:or|and)[ \t]{1,3})" + _LIST_MARKS
)
_WORD_END_RE = re.compile(r"[a-z0-9-]*")
_OPTIONS_LABEL_RE = re.compile(r"(?<![a-z])(?:options?|legal|actions|choices|available|valid|moves|either)(?![a-z])")
_ASKED_RE = re.compile(r"[ \t*_`'\"]{0,4}\?")
# An action word in a restated list of suits or cards, the other options' names: "my choices are clubs, diamonds,
# spades or pass" (the pass was read over the "Spades." that followed).
_CARD_LIST_ITEM = (
    r"(?<![a-z0-9])(?:clubs?|diamonds?|hearts?|spades?|[\u2660-\u2667]"
    r"|(?:10|[2-9tjqka])[cdhs\u2660-\u2667])(?![a-z0-9])"
)
_AMONG_CARDS_RE = re.compile(
    rf"(?:{_CARD_LIST_ITEM}(?:[ \t]{{0,2}}[,/|][ \t]{{0,2}}(?:(?:or|and)[ \t]{{1,3}})?"
    r"|[ \t]{1,3}(?:or|and)[ \t]{1,3})){1,12}\Z"
)
# A label that holds no ("order_up: false", "fold: no") says the seat will not take it ("order_up: false" ordered up).
_LABEL_FALSE_RE = re.compile(
    r"[a-z_-]{0,30}[ \t]{0,2}[:=][ \t]{0,3}[\"']?(?:false|no|none)[\"']?(?=[ \t]{0,3}(?:[\n,;#}/]|$))"
)
_NEGATION_END_RE = re.compile(_NEGATION_RE.pattern + r"\s{0,3}$")
# "no" right before the action's word negates it ("No bid" bid nil, "no raise, just call"); further off it is
# too often a word of the reason ("No pair so I fold").
_NO_RIGHT_BEFORE_RE = re.compile(r"(?<![a-z])no[ \t]{1,3}$")
# The names seats are shown at the table ("Rivet raises"), lowered: every one may be another player's.
_TABLE_NAMES = "|".join(name.lower() for name in ALIASES)
# Another player named right before an action word (one word between at most, not "I"): "partner bid 3", "the
# opponent's check", "villain has raised", "his action: bet 20", "LHO bid: nil", "two players limp", "the rest
# fold", "Player 3 folds", "P4 checks", "Rivet raises", "BB (villain) 3-bets". A seat that names itself so (its
# table name, a number) is refused, not misread; "as the dealer I bid 2" is the seat's own, and so is the "bet 40"
# on the line after "he calls".
_OTHERS_RE = re.compile(
    r"(?<![a-z])(?:partner|opponent|villain|he|she|they|his|her|their|west|east|north|south|dealer|lefty|righty|lho"
    r"|rho|everyone|everybody|nobody|players|rest|others|of[ \t]them|blinds|limpers|callers|regs|table|no[ \t]one"
    r"|both[ \t]of[ \t]them|all[ \t](?:two|three|four|five)"
    r"|(?:player|seat|villain|opponent|opp)[ \t]?#?[0-9]{1,2}|[pv][0-9]{1,2}|"
    + _TABLE_NAMES
    # a player known by a role ("the reg 3-bets", "the original raiser calls")
    + r"|the[ \t](?:[a-z]{1,10}[ \t])?(?:reg|fish|whale|nit|maniac|donk|limper|raiser|opener|bettor|caller)"
    # a name or position with a note that calls it another player: "HJ (nit) 4-bets", "The button (a nit) folds",
    # "Widget (my partner) bid nil"
    + r"|[a-z0-9]{1,12}[ \t]{0,2}\((?:(?:a|an|the|my|our)[ \t])?"
    r"(?:villain|opponent|opp|reg|nit|fish|whale|maniac|lag|tag|donk|partner)\))"
    # and a list after it: "The table (Gizmo, Rivet, Gasket) checked around"
    r"(?:[ \t]{0,2}\((?![^()\n]{0,40}(?<![a-z])(?:me|myself|hero|you|i|i'm|us|this[ \t]bot)(?![a-z]))[^()\n]{1,40}\))?"
    r"(?:['\u2019](?:s|ll|d|re|ve)|s)?[ \t]{1,3}"
    r"(?:(?!i\s)[a-z]{1,12}[ \t]{1,3}){0,2}"
    r"(?:(?:action|move|bid|play|decision|answer|response|reply)[:=][ \t]{1,3})?$"
    # or a speaker's label: "Villain: bet 20", "Opp - fold", "Seat 5: raise to 30", "RHO: 4", 'He said: "raise"',
    # "North (partner): As"; not "dealer" or a position, which may be the seat itself, nor "South (me):"
    r"|(?<![a-z0-9])(?:partner|opponent|opp|villain|he\s+said|she\s+said|they\s+said|west|east|north|south"
    r"|lho|rho|seat\s?[0-9]{1,2}|p[0-9]|player\s?[0-9]{1,2})(?:[ \t]{0,3}\((?![ \t]{0,2}(?:me|hero|you|i)[ \t]{0,2}\))"
    r"[^()\n]{0,20}\))?[ \t]{0,3}(?::|->?|>|\u2013|\u2014|=|\|)[ \t]{0,3}"
    r"[\"'\u201c]?$"
)
_OTHERS_NO_PARTNER_LABEL_RE = re.compile(_OTHERS_RE.pattern.replace("|(?<![a-z0-9])(?:partner|", "|(?<![a-z0-9])(?:"))
# "the" and a noun or two right before a verb in the third person ("the kid calls", "the big stack shoves"); not the
# names a seat gives itself or its advice ("the agent raises to 40", "the solver folds here")
_SELF_NOUNS = r"hero|agent|assistant|bot|ai|model|solver|engine|computer|gto|math|chart|book|theory|answer|move|play"
_THE_SOMEONE_RE = re.compile(r"(?<![a-z])the[ \t](?:(?!(?:" + _SELF_NOUNS + r")[ \t])[a-z]{2,12}[ \t]{1,3}){1,2}$")
# A table position or the dealer right before an action word ("BB checks", "SB: call", "dealer: pass"): the seat may
# hold it, so one alone is read; a verb in the third person after it, or a second such label, is a transcript.
_POSITION_RE = re.compile(
    r"(?<![a-z0-9])(?:sb|bb|utg(?:[ \t]?\+[ \t]?[0-9])?|mp|hj|lj|co|btn|button|dealer|small[ \t]blind|big[ \t]blind"
    r"|cutoff|cut-off|hijack|lojack)(?:[ \t]{0,2}\([^()\n]{0,20}\))?[ \t]{0,3}(:|[\u2013\u2014-]{1,2})?[ \t]{0,3}\Z"
)
# The seat naming its own position ("I'm the button", "BB (me)", "as the dealer"): its labels are then its own.
_SELF_POSITION_RE = re.compile(
    r"(?<![a-z])(?:i['\u2019]m|i[ \t]am|as)[ \t]{1,3}(?:the[ \t]{1,3})?(?:sb|bb|utg|mp|hj|lj|co|btn|button|dealer|small"
    r"|big|cutoff|cut-off|hijack|lojack)(?![a-z])|\((?:me|hero|that['\u2019]s[ \t]me|i)\)"
)
# A card or suit set aside in its own clause: "spades were turned down", "clubs was never an option".
_REJECTED_AFTER_RE = re.compile(
    r"[^.!?;,:()\n\u2013\u2014]{0,40}?(?<![a-z])(?:turned[ \t]{1,3}down|rejected|ruled[ \t]{1,3}out"
    r"|never[ \t]{1,3}(?:an?[ \t]{1,3})?(?:option|choice)|(?:saved|kept|held)[ \t]{1,3}for)(?![a-z])"
)
# A nil right after a bid's number, alone or as a choice: "bid 3 nil", "Bid 4 or nil"; after a comma it starts a
# clause of its own ("Bid 2, nil is too risky" bids 2).
# "no" with a colon or a comma before the nil takes the number back for it: "Bid 1 \u2014 no: nil.", "bid 2 - no, nil".
_NIL_BESIDE_RE = re.compile(
    r"[ \t]{0,3}(?:(?:or|and|/|-{1,2})[ \t]{0,3}|(?:(?:-{1,2}|\u2013|\u2014)[ \t]{0,3})?no[ \t]{0,2}[:,][ \t]{0,3})?"
    r"(?:a[ \t]{1,3})?nil(?![a-z])"
)
# A card named as what the seat keeps, not what it plays: "Keep the Q\u2665 and play the other heart."
_KEPT_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:keep|keeping|hold|holding|save|saving)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3})?\Z"
)
_NOT_THE_RE = re.compile(r"(?<![a-z])(?:not|never|no)[ \t]{1,3}(?:the[ \t]{1,3})?\Z")
# A mention that names an earlier choice, not a new one: "My earlier conclusion (call) was based on a misreading."
_EARLIER_CHOICE_RE = re.compile(
    r"(?<![a-z])(?:earlier|initial|first|original|previous|old)[ \t]{1,3}"
    r"(?:conclusion|thought|plan|read|answer|choice|instinct|idea|decision)[ \t]{0,3}[(\[][ \t]{0,2}\Z"
)
# A log named before an object, with more words than "Log:" ("Log of hand 12: {...}"): an earlier hand's move.
_LOG_OF_RE = re.compile(r"(?<![a-z])log[ \t]{1,3}(?:of|from|for)(?![a-z])[^\n{}]{0,30}:[ \t]{0,3}\Z")
# An action done to the seat by another player, in the passive: "Checked to me", "it's bet to me", "folds to me".
_TO_ME_RE = re.compile(r"[a-z-]{1,10}(?:ed|s|bet)[ \t]{1,3}(?:around[ \t]{1,3})?to[ \t]{1,3}(?:me|us|hero)(?![a-z])")
# An action word in the past tense ("I called", "raised"): what was done, not what to do.
_PAST_RE = re.compile(r"[a-z-]{2,12}ed(?![a-z])")
# A player placed by the seat right before an action word: "The player before me bid 3", "the one after me folded".
_BESIDE_ME_RE = re.compile(
    r"(?<![a-z])(?:before|after|behind|ahead[ \t]of|(?:left|right)[ \t]of|next[ \t]to)[ \t]{1,3}me[ \t]{1,3}"
    r"(?:(?:has|had|just|already|also)[ \t]{1,3})?\Z"
)
_MINE_RE = re.compile(r"(?<![a-z])(?:i|i'll|i'm|i'd|i've|my|me|best)(?![a-z'])")
_THIS_TRICK_RE = re.compile(r"(?<![a-z])(?:this|the[ \t]current)[ \t]{1,3}trick(?![a-z])")
# "flat" as a verb in any position: "flatting", "flatted" and "flat-call" always, "flat" after a subject or a lead.
_FLAT_VERB_RE = re.compile(r"(?<![a-z-])flat(-?call(?:s|ed|ing)?|ted|ting)?(?![a-z-])")
_FLAT_PRAISED_RE = re.compile(
    r"[ \t]{1,3}(?:is|seems|looks)[ \t]{1,3}(?:best|right|fine|correct|good|the[ \t]{1,3}play)"
)
_FLAT_SUBJECT_RE = re.compile(r"(?<![a-z])(?:i'll|i[ \t]will|we'll|i'm[ \t]going[ \t]to)[ \t]{1,3}\Z")
# "make it 85", "make that $40": a size set by itself, often after another.
_MAKE_IT_RE = re.compile(
    r"(?<![a-z])make[ \t]{1,3}(?:it|that)[ \t]{1,3}(?:to[ \t]{1,3})?\$?([0-9]{1,12}(?:,[0-9]{3})*)(?![0-9]|[.,][0-9])"
)
# An action weighed as a subject: "Pass would be the cautious choice.", "Calling with the Jack only wins if ...".
_WOULD_BE_RE = re.compile(
    r"[a-z-]{1,12}(?:[ \t]{1,3}(?:here[ \t]{1,3})?(?:would|could|might)[ \t]{1,3}be(?![a-z])"
    r"|(?:[ \t]{1,3}[a-z]{1,10}){0,3}[ \t]{1,3}only[ \t]{1,3}(?:wins|works|makes[ \t]{1,3}sense)(?![a-z]))"
)
# A number judged right after it: "Six seems high", "4 is too many", "20 looks too small".
_NUMBER_JUDGED_RE = re.compile(
    r"[ \t]{1,3}(?:seems|is|looks|feels|sounds)[ \t]{1,3}(?:(?:too|a[ \t]bit|way|rather)[ \t]{1,3})?"
    r"(?:high|low|many|few|much|little|greedy|aggressive|ambitious|optimistic|risky|big|small)(?![a-z])"
)
_NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen".split()
# Right before an action, someone else's word for it, what is expected of the seat, or words quoted as said: "My
# coach would say: raise to 40.", "Expected answer from the table: fold.", 'I said "call" last hand'; not the seat's
# own "I would say".
_SOMEONE_SAYS_RE = re.compile(
    r"(?:(?<![a-z])(?!i[ \t])[a-z']{1,12}[ \t]{1,3}(?:would|might|could|will|'d)[ \t]{1,3}(?:say|tell[ \t]{1,3}me)"
    r"|(?<![a-z])(?:expected|predicted|typical|likely)[ \t]{1,3}(?:answer|reply|response|move|action)[^.!?\n:]{0,30}"
    # or words quoted after a verb of saying, the seat's own at another time: 'after I said "call" last hand'
    r"|(?<![a-z])(?:said|typed|wrote|saying|typing|chatted)[ \t]{1,3}(?=[\"'\u201c]))"
    r"[ \t]{0,3}[:,\u2014\u2013-]?[ \t]{0,3}[\"'\u201c]?\Z"
)
# An intention the seat had before, right before the action: "I was going to call, but ...", "had planned to fold".
_INTENDED_RE = re.compile(
    r"(?<![a-z])(?:(?:was|were)[ \t]{1,3}(?:going|about|planning|ready)|had[ \t]{1,3}(?:planned|meant|wanted|intended))"
    r"[ \t]{1,3}to[ \t]{1,3}\Z"
)
# An action only weighed, right before it: "I'm thinking about ordering it up, but", "considering a raise to 20";
# not "Considering everything, call.".
_WEIGHED_RE = re.compile(
    r"(?<![a-z])(?:thinking[ \t]{1,3}(?:about|of)|considering|contemplating|tempted[ \t]{1,3}to|toying[ \t]{1,3}with)"
    r"[ \t]{1,3}(?:(?:a|an|the|just)[ \t]{1,3})?\Z"
)
# "Partner" as the subject of a verb of saying or of its own play: a person ("Partner wrote ..."); not "Partner
# plays", which is the choice.
_PARTNER_SUBJECT_RE = re.compile(
    r"partner[ \t]{1,3}(?:says|said|wrote|writes|typed|asked|asks|wants|wanted|thinks|thought|told|tells"
    r"|led|leads|bid|bids|called|calls|signal(?:s|ed|led)?|suggest(?:s|ed)?|insists|insisted)(?![a-z])"
)
# An action named with a noun as the seat's play: "The three-bet to 30 is my play", "a raise is the move".
_NAMED_PLAY_RE = re.compile(
    r"(?<![a-z])(?:the|a|my)[ \t]{1,3}([a-z0-9-]{2,12})[^.!?\n]{0,24}?[ \t]{1,3}(?:is|will[ \t]{1,3}be)[ \t]{1,3}"
    r"(?:my|the)[ \t]{1,3}(?:play|move|choice|decision|action|pick)(?![a-z])"
)
# Another's expected move: "(the short stacks) are likely to shove", "he is apt to jam"; not "I'm likely to".
_PREDICTED_RE = re.compile(
    r"(?<![a-z])(?:are|is|were|was)[ \t]{1,3}(?:(?:very|quite|more|less|most)[ \t]{1,3})?"
    r"(?:likely|unlikely|apt|expected|known)[ \t]{1,3}to[ \t]{1,3}\Z"
)
# "Partner" addressed at the head of a sentence, with words after the comma: "Partner, sit this one out."; not an
# adverb that confirms the choice ("Partner, definitely.").
_VOCATIVE_RE = re.compile(
    r"partner[ \t]{0,2},[ \t]{0,3}(?!(?:definitely|obviously|clearly|surely|certainly|of[ \t]course|for[ \t]sure"
    r"|i[ \t]think|please|easily|safely|again|then|here|now|yes|yeah)(?![a-z]))[a-z]"
)
# Card names from the table's slang, which the reader does not turn into cards: "the black lady" (the Q♠),
# "cowboys" (kings), "bullets" (aces), "hooks" (jacks).
_CARD_SLANG_RE = re.compile(
    r"(?<![a-z])(?:black[ \t]{1,3}(?:lady|maria|queen)|cowboys?|bullets?|hooks?|ladies|the[ \t]{1,3}lady)(?![a-z])"
)
_VERB_IN_THIRD_RE = re.compile(r"[a-z-]{1,12}(?<=[a-z])(?<!s)s(?![a-z])")  # "checks", "passes"; not "pass"
# Another player's label right before an action ("LHO: pass"), as a second voice of a transcript.
_OTHERS_LABEL_RE = re.compile(
    r"(?<![a-z0-9])(?:lho|rho|west|east|north|south|villain|opponent|partner)"
    r"[ \t]{0,3}(?::|[\u2013\u2014-]{1,2})[ \t]{0,3}\Z"
)
_THIRD_PERSON_RE = re.compile(r"[a-z0-9-]{1,12}(?<=[a-z])s(?![a-z])")
_HERO_LABEL_RE = re.compile(r"(?<![a-z])(?:hero|me)[ \t]{0,3}(?::|->?|>|\u2013|\u2014|=)[ \t]{0,3}$")
# \Z, not $: a window ending in a line break let "$" match before it, so an example named on the line above set the
# next object aside ('{...} (an example of the format)\n{"action": "fold"}' read the example).
_EXAMPLE_BEFORE_RE = re.compile(r"(?<![a-z])(?:example|sample|format|e\.g\.|for\s+instance)(?![a-z])[^\n{}]{0,40}\Z")
# Right before an object, a marker that shows it as an example, not the answer: "e.g.", "for instance", or a label
# naming the format ("Format:", "Answer format:"; not "In JSON format:", which often gives the answer).
_SHOWN_FORMAT_RE = re.compile(
    r"(?:(?<![a-z])(?:e\.g\.|for[ \t]{1,3}(?:example|instance))[ \t:,]{0,3}"
    r"|(?:^|\n)[ \t*_#]{0,4}(?:(?:answer|output|response)[ \t]{1,3})?format[ \t*_]{0,3}:[ \t*_]{0,3})\Z"
)
# A line that opens with an "Example:" or "Example answer:" label right before an object: the answer's only object is
# a sample then ('Example: {"action": "fold"}' folded). Looser labels ("Sample output (my real answer):") stay read.
_EXAMPLE_LABEL_RE = re.compile(r"(?:^|\n)[ \t*_#>]{0,4}example(?:[ \t]{1,3}answer)?[ \t*_]{0,3}:[ \t*_`]{0,3}\Z")
# An object from another hand or a log: 'Last hand log: {"action": "raise", ...}. This hand I fold.' raised.
_EARLIER_OBJECT_RE = re.compile(
    r"(?<![a-z])(?:(?:last|previous|earlier|prior)\s+(?:hand|street|round)|(?:log|history)\s{0,2}:"
    r"|(?:previous|earlier|prior)\s+(?:action|move|decision)s?\s{0,2}:)[^\n{}]{0,40}\Z"
)
# An object on a line of a list headed as a history: "Previous actions:\n- UTG: {...}\n- MP: {...}" read MP's call.
_HISTORY_LIST_RE = re.compile(
    r"(?<![a-z])(?:history|log|previous[ \t]+actions?|actions?[ \t]+so[ \t]+far|action[ \t]+history|betting)[ \t]{0,2}:"
    r"[ \t*_]{0,4}\n(?:[^\n]{1,120}\n){0,8}[^\n{}]{0,40}\Z"
)
# A sentence that opens with a condition or a case: "If he shoves, call.", "Should he shove, I call."
_CONDITION_RE = re.compile(
    r"[\s*_>#\"'\[-]{0,6}(?:(?:and|but|so|then|or)[ \t,]{1,3})?"
    r"(?:(?:if|when|whenever|unless|should|provided|assuming|once|were|had|in\s+case)(?![a-z])"
    # or a case told by a comparison: "With a better kicker I'd call.", "At a deeper stack, raise to 60."
    r"|(?:with|at|against|in|on|for|versus|vs\.?)[ \t]{1,3}(?:(?:a|an|the|my)[ \t]{1,3})?(?:much[ \t]{1,3})?"
    r"(?:better|worse|deeper|shallower|shorter|bigger|smaller|stronger|weaker|higher|lower|tighter|looser|different)"
    r"(?![a-z])"
    # or a setting with "I'd" after it: "In a tournament I'd fold.", "With two bowers I'd order."
    r"|(?:with|in|at|against)[ \t]{1,3}(?:a|an|two|three|four|both)[ \t]{1,3}[^.!?;,\n]{1,30}?[ \t,]{1,3}"
    r"(?:i['\u2019]d|i[ \t]{1,3}would)(?![a-z]))"
)
_HEADING_BREAK_RE = re.compile(r":[ \t*_]{0,4}\n")
# A stop that ends no sentence: "no hearts etc. left, so 2c".
_ABBREVIATION_RE = re.compile(r"(?<![a-z])(?:etc|vs|approx|e\.g|i\.e|cf)\.", re.IGNORECASE)
# The same with a list's first mark after it: "Pass:\n1. Q\u2660", "Cards to pass:\n- A\u2660".
_HEADING_LIST_RE = re.compile(r":[ \t*_]{0,4}\n(?:[ \t]{0,4}(?:[0-9]{1,2}[.)]|[-*\u2022])[ \t]{1,3})?")
_SENTENCE_BREAK_RE = re.compile(r"[.!?;\n]")
# The clause a card stands in: "Play 2c now, Qh on the next trick." names the next trick in another one.
_CARD_CLAUSE_RE = re.compile(r"[.!?;,:\n\u2013\u2014]|\s-\s|(?<![a-z])(?:and|then|but|while|than)(?![a-z])")
_OTHER_TRICK_RE = re.compile(
    r"(?<![a-z])(?:later|next[ \t]+(?:trick|round|hand|time)|(?:previous|last|earlier|prior)[ \t]+(?:trick|round|hand))"
    r"(?![a-z])"
)
# An action asked back as a tag after a comma or a dash, one clause between at most: "Call, no?", "Call \u2014 no?",
# "Call, ok?", "It's a call, isn't it?", "Fold, wouldn't you say?", "Call, not fold, no?".
_TAG_QUESTION_RE = re.compile(
    r"[^.!?\n,\u2013\u2014]{0,40}(?:,|[ \t]{1,2}(?:-{1,2}|\u2013|\u2014))[ \t]{0,3}(?:[^.!?\n,]{1,20},[ \t]{0,3})?"
    r"(?:no|right|yes|ok|okay|agreed|correct|isn['\u2019]t[ \t]it|wouldn['\u2019]t[ \t]you[ \t]say"
    r"|don['\u2019]t[ \t]you[ \t]think)[ \t]{0,3}\?"
)
# A bare action word asked with nothing else, markup aside, its size or card at most: "Call?", "**Fold??**", "Raise to
# 24?", "Play the Qh?"; not "Call? Yes." nor "I call?".
_BARE_QUESTION_BEFORE_RE = re.compile(r"[\s*_\"'`>#]{0,8}")
_BARE_QUESTION_AFTER_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3}|the[ \t]{1,3})?\$?[0-9a-z\u2660-\u2667]{1,6})?[\s*_\"'`]{0,4}\?{1,3}"
    r"[\s*_\"'`]{0,4}"
)
# An action hedged and asked at once, the hedge opening its sentence: "Maybe raise?", "Perhaps I call?"; not "Raise?
# Maybe." nor "I have no idea, maybe call?" (judged a call by its writer, tests/test_review_answers38.py).
_HEDGED_QUESTION_RE = re.compile(
    r"[\s*_\"'`>-]{0,6}(?:maybe|perhaps|hmm+|um+|uh+)[ \t,]{1,3}(?:[a-z']{1,8}[ \t]{1,3}){0,2}"  # "Hmm, order?" too
)
# An action given as a frequency of a mixed strategy ("bet with probability 1/3", "call 1/3 of the time", "raise
# 70% of the time"): what to do this once is left to a draw the answer does not make.
_MIXED_AFTER_RE = re.compile(
    r"[^.!?;:\n]{0,40}?(?:(?<![a-z])with[ \t]{1,3}(?:a[ \t]{1,3})?(?:probability|frequency|freq)(?![a-z])"
    # a whole number only: "Call 100% of the time" was refused, its "00%" read past the "1"
    r"|(?:(?<![0-9.])(?!100[ \t]?%)[0-9]{1,3}(?:\.[0-9]{1,3})?[ \t]?%|[0-9]{1,3}/[0-9]{1,3}|half"
    r"|a[ \t]{1,3}(?:third|quarter)"
    r"|(?:one|two|three)[ \t]{1,3}(?:thirds?|quarters?))[ \t]{1,3}(?:of[ \t]{1,3})?the[ \t]{1,3}time)"
)
_ASKED_AFTER_RE = re.compile(r"[^.!?\n]{0,60}\?")
# The action's word as the subject of a sentence about a size: "bet is 10", "the raise was 12", "call costs 6"; not
# after "my" ("My bet is 10" is the seat's own).
_NOUN_SUBJECT_RE = re.compile(r"(?:bet|raise|call)[ \t]{1,3}(?:is|was|costs?)[ \t]{1,3}(?:only[ \t]{1,3})?[$]?[0-9]")
_OWNER_BEFORE_RE = re.compile(r"(?<![a-z])(?:my|our|i|we)[ \t]{1,3}\Z")
_IF_ASIDE_RE = re.compile(r"\([\s*_]{0,3}(?:if|when|unless|had)(?![a-z])[^()]{0,118}$")
# A condition after the action in its clause, or after a dash: "Call unless he's a maniac.", "I'd call if I had a
# draw.", "Bid nil — unless partner is weak, then 2." name no choice for now. A comma may start a later plan.
_UNLESS_AFTER_RE = re.compile(
    r"[^.!?;,(\n]{0,60}(?<![a-z])(?:unless|if[ \t]i[ \t](?:had|were|was|held|could|did))(?![a-z])"
)
# A writer who says it cannot choose: "I can't decide between calling and folding."
# A condition inside a sentence with the seat's own action as its verb: "call spades if I pass".
_IF_I_BEFORE_RE = re.compile(r"(?<![a-z])if[ \t]{1,3}(?:i|we)[ \t]{1,3}(?:just[ \t]{1,3}|only[ \t]{1,3})?\Z")
# An action offered as one of two: "Either I pass the three spades or I keep them".
_EITHER_RE = re.compile(r"(?<![a-z])either[ \t]{1,3}(?:i|we)[ \t]{1,3}(?:could[ \t]{1,3}|can[ \t]{1,3})?\Z")
_TORN_RE = re.compile(r"(?<![a-z])(?:torn|decide|deciding|choose|choosing|undecided|split)[ \t]{1,3}between(?![a-z])")
# An option weighed ("I'd raise", "I could play", "I would normally call") that a "but" in its sentence sets aside.
_WEIGHED_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:i['\u2019]d|i[ \t]would|i[ \t]could|i[ \t]might)"
    r"(?:[ \t](?:normally|usually|probably|maybe|love[ \t]to|like[ \t]to|want[ \t]to))?[ \t]{1,3}$"
)
_BUT_AFTER_RE = re.compile(r"[^.!?;\n]{0,60}(?<![a-z])(?:but|except)(?![a-z])")
_CLAUSE_RE = re.compile(r"[.;:!?,()\n]|(?<![a-z])but(?![a-z])")
# A dash ends a clause too ("Not calling here - fold." negated the fold), unless a negation stands right before
# it: "I will not - fold" is a pause, not a second clause.
_DASH_RE = re.compile(r"\s{0,2}[\u2013\u2014]\s{0,2}|\s-{1,2}\s")
# What may stand between two objects given one after the other with no word: spaces, commas, code fences.
_OBJECT_GAP_RE = re.compile(r"(?:[\s,;]|`{3}(?:json)?)*")
# Words after an embedded object that take it back for what follows: '{"action": "call"} — wait, fold.'
_TAIL_TAKEN_BACK_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|edit(?:ed)?|instead|make\s+(?:it|that)|or\s+rather|i\s+mean|scratch\s+that"
    r"|correction|on\s+second\s+thoughts?)(?![a-z])"
)
# "or" as the first word after an object offers another choice, in prose or a comment: '{...} or check', '// or Th'.
_TAIL_OR_RE = re.compile(r"[\s(\[,;.:/#*_`\u2013\u2014-]{0,12}or(?![a-z'])(?![ \t]{1,3}so(?![a-z]))")  # not "or so"
# A bare "no" right after an object takes it back: '{"action": "alone"} No, partner ...', '{...}\nHmm, no. The ten'.
_TAIL_NO_RE = re.compile(
    r"[\s*_`.]{0,12}(?:(?:hmm+|hm+|wait|well|uh+|um+|oh)[\s,.!]{1,3})?no(?:pe)?[\s]{0,2}[,.!;:\u2013\u2014-]"
)
# Names of a second total beside "amount" ("total", "raise_to", "bet_size"); not the pot's, a stack's or a call's.
# Read only on keys of at most 40 characters: on a seat's 100 KB key its backtracking took 15 s.
_PLAIN_NUMBER_RE = re.compile(r"-?[0-9]{1,24}(?:\.[0-9]{1,24})?")
# For a bid, names of the count of tricks bid ("books", "tricks", "expected_tricks"); not the tricks won or left.
_BID_COUNT_KEY_RE = re.compile(
    r"(?:(?:my|expected|predicted|projected|estimated|target)[_\s-])?(?:bids?|books?|tricks?|contract)"
    r"(?:[_\s-](?:bid|expected|target|count))?$"
)
_TOTAL_KEY_RE = re.compile(r"^(?!.*(?:pot|stack|call))(?:.*[_\s-])?(?:total|to|size|sizing)(?:[_\s-].*)?$")
# The end of a reasoning block that models write before their answer: "<think>...</think>", "</thinking>".
_REASONING_END_RE = re.compile(r"</(?:think|thinking|reasoning|thoughts?)>", re.IGNORECASE)
# Names a model may give the amount under, in place of "amount".
_AMOUNT_KEY_RE = re.compile(r"amount|size|sizing|total|chip|raise|bet|bid|trick|value|sum|number|(?<![a-z])to(?![a-z])")
# A sentence that is only a command: an action word with at most its amount or card, after "so", "I" or "I'll"
# ("Fold.", "I'll check.", "Raise to 40."); nothing conditional or relative ("If re-raised, fold.", "Then check."),
# no past tense ("Called.").
_COMMAND_RE = re.compile(
    r"[\s*_`\"'>-]{0,6}(?:(?:so|thus|therefore|hence|overall|finally|ok|okay)[\s,:]{1,3})?"
    r"(?:(?:i|i'll|i\s+will|i'm\s+going\s+to|i\s+am\s+going\s+to)\s{1,3})?"
    r"(?:(?![a-z]{0,10}ed(?![a-z]))[a-z]{2,12}(?:[\s-]{1,2}(?:up|in|all[\s-]in))?"
    r"(?:\s{1,3}(?:to\s{1,3})?\$?[0-9]{1,9}(?:\s{1,3}chips)?)?"
    r"|(?:[a-z]{2,12}\s{1,3})?(?:the\s{1,3})?(?:10|[2-9tjqka])\s?"
    r"[cdhs\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])"
    r"[\s*_`\"'!.]{0,6}"
)
# A sentence: up to a stop, "!" or "?" (not a decimal point), a semicolon or a line break.
_SENTENCE_RE = re.compile(r"(?:[^.!?;\n]|[.!?](?=[0-9]))++")  # possessive: no backtracking mark per character
# A marker that is not the seat's: another player's ("Their action: call") or an example's ("Example of a valid
# answer:\nCall."); each was read as the seat's last marker.
_OTHERS_MARKER_RE = re.compile(
    r"(?i:(?<![a-z])(?:their|his|her|opponent['\u2019]?s?|villain['\u2019]?s?|partner['\u2019]?s?|previous|prior|last"
    r"|earlier|second|2nd|third|alternative|alternate|backup|fallback|other)[ \t]{1,3}(?:[a-z]{1,12}[ \t]{1,3}){0,2}"
    r"|(?<![a-z])(?:example|sample|format)(?![a-z])[^\n.:]{0,24}"
    # or a heading on the line above that names another player or a case: "Their expected response:\nAction: call",
    # "Had I been deeper:\nAction: call"
    r"|(?<![a-z])(?:their|his|her|opponent|villain|partner|if|had|when|unless)(?![a-z])[^\n]{0,60}:[ \t]*\n"
    r"[ \t*_#>-]{0,6})$"
)
# A marker is a word of its own ("transaction:" is none), may be set in bold ("**Final answer**:"), and a dash after
# it is one standing apart: "decision-making" cut "I call; in my decision-making I weighed a fold" to the fold.
# A heading that is the marker alone on its line works the same: "## Decision\nRaise to 24", "**Final answer**\nCall".
_MARKER_WORDS = r"(?:final\s+answer|answer|action|decision|move|final|verdict|choice|conclusion|recommendation)"
_MARKER_RE = re.compile(
    r"(?<![a-z0-9_-])" + _MARKER_WORDS + r"[*_`]{0,3}\s*(?::|=|-(?![a-z0-9_-]))"
    r"|(?m:^[ \t#>*_]{0,8}(?:my[ \t]{1,3})?" + _MARKER_WORDS + r"[ \t*_]{0,6}\n)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Answer:
    """What became of one answer.

    ``response`` is what the seat hands to the episode: a legal ``{action, amount?, card?,
    say?}`` when the answer could be read, otherwise the raw answer (text, or the JSON object
    as sent) so that the episode records it. ``mode`` is ``json`` (the whole answer was one
    JSON object), ``loose`` (recovered from free text) or ``none`` (refused); ``reason`` says
    why an answer was refused or what was snapped.
    """

    response: Any
    mode: str
    snapped: bool = False
    reason: str | None = None

    @property
    def accepted(self) -> bool:
        return self.mode != "none"


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


def card_of(text: str) -> str | None:
    """A card written in any common way as the protocol's two characters, or None.

    >>> card_of("10h"), card_of("q♠"), card_of("Queen of Hearts"), card_of("Zz")
    ('Th', 'Qs', 'Qh', None)
    """
    text = text.strip()
    m = _CARD_WORDS_RE.fullmatch(text)
    if m:
        rank = RANK_WORDS.get(m.group(1).lower(), m.group(1))
        return _card(rank, SUIT_WORDS[m.group(2).lower()])
    m = _CARD_RE.fullmatch(text)
    if m:
        suit = m.group(2)
        return _card(m.group(1), SUIT_SYMBOLS.get(suit, suit.lower()))
    return None


def _card(rank: str, suit: str) -> str:
    rank = "T" if rank == "10" else rank.upper()
    return rank + suit


def _suit_of(text: str) -> str | None:
    t = text.strip().lower()
    if t in SUIT_WORDS:
        return SUIT_WORDS[t]
    if t in ("c", "d", "h", "s"):
        return t
    return SUIT_SYMBOLS.get(t)


def _options(legal: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The legal options by kind. Several options of one kind are one whose amounts and cards are all
    of theirs: oh-hell's dealer may bid 0 or 2 but not 1, and keeping only the last option moved every
    bid of the dealer's, legal or not, to the highest one.

    >>> _options([{"action": "bid", "min": 0, "max": 0}, {"action": "bid", "min": 2, "max": 3}])["bid"]
    {'action': 'bid', 'min': 0, 'max': 3, 'ranges': [(0, 0), (2, 3)]}
    """
    out: dict[str, dict[str, Any]] = {}
    for o in legal:
        if isinstance(o, dict) and isinstance(o.get("action"), str):
            out[o["action"]] = _merged(out[o["action"]], o) if o["action"] in out else o
    return out


def _merged(first: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """Two options of one kind as one (see :func:`_options`)."""
    merged: dict[str, Any] = {"action": first["action"]}
    ranges = sorted(r for o in (first, other) for r in o.get("ranges", [(o["min"], o["max"])] if "min" in o else []))
    if ranges:
        merged.update(min=ranges[0][0], max=max(high for _, high in ranges), ranges=ranges)
    cards = [*(first.get("cards") or []), *(other.get("cards") or [])]
    if cards:
        merged["cards"] = list(dict.fromkeys(cards))
    return merged


def _resolve_kind(kind: str, options: dict[str, dict[str, Any]]) -> tuple[str, bool]:
    """The legal kind a named kind stands for, and whether it is an all-in request."""
    k = kind.strip().lower().replace("_", "-")
    k = KIND_SYNONYMS.get(k, k)
    if _RAISE_NAMES_RE.fullmatch(k) or _BET_NAMES_RE.fullmatch(k):
        k = "bet" if _BET_NAMES_RE.fullmatch(k) else "raise"
    if k in ALL_IN_WORDS:
        for name in ("raise", "bet"):
            if name in options and "min" in options[name]:
                return name, True
        raise Refused(f"{short_quote(kind)} asks for a bet or raise, and neither is legal here")
    if k in options:
        return k, False
    # A bet and a raise are the same move under two names; calling nothing is checking.
    if k == "raise" and "bet" in options:
        return "bet", False
    if k == "bet" and "raise" in options:
        return "raise", False
    if k == "call" and "check" in options:
        return "check", False
    legal_kinds = ", ".join(options) or "none"
    raise Refused(f"{short_quote(kind)} is not a legal action here (legal: {legal_kinds})")


def _snap_amount(value: Any, option: dict[str, Any]) -> tuple[int, bool, str | None]:
    low, high = option["min"], option["max"]
    if value is None:
        if option["action"] == "bid":  # a bid is its number: "Total: three. Bid." bid nil
            raise Refused("'bid' needs its number (or nil), and none is given")
        return low, True, f"{_NO_AMOUNT} for {option['action']}: took the minimum {low}"
    if isinstance(value, bool):
        raise Refused("field 'amount' is a boolean, not a number")
    if isinstance(value, str):
        value = _CHIPS_RE.sub("", value.strip())  # "30 chips" is 30
        whole_part = re.split(r"[.eE]", value, maxsplit=1)[0].rstrip(",")
        if "," in whole_part and not COMMA_GROUPS_RE.fullmatch(whole_part):  # "12,5" read 125
            raise Refused(
                f"amount {short_quote(value)} has a comma that does not group thousands: write the digits alone"
            )
        if POINT_THOUSANDS_RE.fullmatch(value.strip()):  # "1.200" read 1.2, snapped to the minimum
            raise Refused(f"amount {short_quote(value)} reads as thousands or as a decimal: write the digits alone")
        cleaned = value.replace(",", "").replace("_", "")
        try:
            value = exact_decimal(cleaned)  # bounded: Fraction("1e999999999") would never finish
        except OverflowError:
            raise Refused(f"field 'amount' is out of range: {short_quote(value)}") from None
        except ValueError:
            raise Refused(f"field 'amount' is not a number: {short_quote(value)}") from None
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise Refused("field 'amount' is not a finite number")
        value = Fraction(value)
    if not isinstance(value, (int, Fraction)):
        raise Refused(f"field 'amount' is a {type(value).__name__}, not a number")
    if abs(value) >= 1 << _AMOUNT_BITS:  # a float too: 1e308 is a 309-digit whole number
        raise Refused("field 'amount' is out of range")
    # No chip count: '"bet", "amount": 0.66' is a share of the pot (it was snapped to the minimum). A bid is below.
    if 0 < value < 1 and option["action"] != "bid":
        raise Refused(f"amount {_show(value)} is below one chip: a share of the pot? give the size in chips")
    whole = round(Fraction(value))  # half to even, exactly
    snapped = whole != value
    ranges = option.get("ranges") or [(low, high)]
    allowed = ", ".join(str(a) if a == b else f"{a} to {b}" for a, b in ranges)
    if option["action"] == "bid" and (snapped or not low <= whole <= high):  # a bid is its number: nothing to round
        raise Refused(
            f"amount {_show(value)} is not a legal bid here (legal: {allowed}); a bid is never rounded or moved"
        )
    if value < 0:  # no size at all: "raise", "amount": -40 raised the minimum
        raise Refused(f"amount {_show(value)} is negative: no number of chips")
    if whole < low:
        whole, snapped = low, True
    elif whole > high:
        whole, snapped = high, True
    if not any(a <= whole <= b for a, b in ranges):  # between two allowed ranges: illegal, not a size
        raise Refused(f"amount {_show(value)} is not a legal {option['action']} here (legal: {allowed})")
    reason = f"amount {_show(value)} moved to the nearest legal size {whole}" if snapped else None
    return whole, snapped, reason


def _show(value: Any) -> str:
    if not isinstance(value, Fraction) or value.denominator == 1:
        return str(value)
    # The shortest text of the nearest float, only if it reads back as the amount: ":g" showed "4.0000001" as "4".
    text = str(float(value))
    if Fraction(text) == value or Fraction(float(text)) == value:  # the decimal sent, or the float
        return text
    with localcontext() as exact:
        exact.prec = MAX_DIGITS  # every decimal an answer may hold, digit for digit
        return str(Decimal(value.numerator) / value.denominator)


def _pick_card(value: Any, option: dict[str, Any]) -> str:
    cards = option["cards"]
    if not isinstance(value, str):
        raise Refused(f"'{option['action']}' needs a card from {', '.join(cards)}")
    suits_only = all(len(c) == 1 for c in cards)
    chosen = _suit_of(value) if suits_only else card_of(value)
    if chosen is None and suits_only:
        chosen = value.strip()
    if chosen not in cards:
        raise Refused(f"card {short_quote(value)} is not among the legal cards {', '.join(cards)}")
    return chosen


def _build(
    kind: str,
    all_in: bool,
    amount: Any,
    card: Any,
    say: Any,
    options: dict[str, dict[str, Any]],
    hide: Sequence[str] = (),
) -> tuple[dict[str, Any], bool, str | None]:
    option = options[kind]
    response: dict[str, Any] = {"action": kind}
    snapped, reason = False, None
    if "min" in option:
        if all_in:
            response["amount"] = option["max"]
        else:
            response["amount"], snapped, reason = _snap_amount(amount, option)
    if option.get("cards"):
        response["card"] = _pick_card(card, option)
    talk = clip_talk(redact(say, hide) if hide and isinstance(say, str) else say)  # before the cut: no half name
    if talk is not None:
        response["say"] = talk
    return response, snapped, reason


def normalize(response: Any, legal: Sequence[dict[str, Any]], hide: Sequence[str] = ()) -> Answer:
    """Check a JSON-shaped response against the legal options, snapping its amount if needed;
    ``hide`` lists names to redact from its talk.

    >>> options = [{"action": "check"}, {"action": "bet", "min": 2, "max": 9}]
    >>> normalize({"action": "BET", "amount": "7.6"}, options).response
    {'action': 'bet', 'amount': 8}
    """
    options = _options(legal)
    if not isinstance(response, dict):
        return Answer(response, "none", reason="the answer is not a JSON object")
    try:
        shaped = _schema_shaped(response, options)
    except Refused as exc:
        return Answer(response, "none", reason=str(exc))
    kind = shaped.get("action")
    if not isinstance(kind, str) or not kind.strip():
        return Answer(response, "none", reason="field 'action' is missing or not a string")
    try:
        resolved, all_in = _resolve_kind(kind, options)
        amount = shaped.get("amount")
        all_in = all_in or ("min" in options[resolved] and resolved in ("bet", "raise") and _all_in_word(amount))
        if "min" in options[resolved] and not all_in and amount is None:
            _refuse_amount_elsewhere(shaped)
        elif "min" in options[resolved] and not all_in:
            _refuse_second_total(shaped, resolved)
        if "min" in options[resolved] and not all_in:
            _refuse_other_unit(shaped)
        card = _card_or_suit(shaped, options[resolved])
        built, snapped, reason = _build(resolved, all_in, amount, card, shaped.get("say"), options, hide)
    except Refused as exc:
        return Answer(response, "none", reason=str(exc))
    return Answer(built, "json", snapped, reason)


def _all_in_word(amount: Any) -> bool:
    """Whether an object's amount is a word for everything: '{"action": "raise", "amount": "all-in"}'."""
    return isinstance(amount, str) and len(amount) < 12 and amount.strip().lower() in ALL_IN_WORDS


def _schema_shaped(response: dict[str, Any], options: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The object in the protocol's fields, from two other shapes models write: the answer wrapped in one
    more object ('{"decision": {...}}'), and no 'action' field (see :func:`_named_action`).

    >>> _schema_shaped({"decision": {"action": "bid", "amount": 3}, "say": "gl"}, {"bid": {}})
    {'say': 'gl', 'action': 'bid', 'amount': 3}
    """
    if "action" in response:
        inner = [k for k, v in response.items() if isinstance(v, dict) and _wraps_answer(k, v)]
        if inner:  # '{"decision": {"action": "call"}, "action": "raise"}': which one?
            raise Refused(f"field {short_quote(inner[0])} holds an answer beside the object's own; give one")
        if _names_a_player(response):  # '{"action": "bid", "amount": 3, "player": "East"}': East's bid, or the seat's?
            raise Refused("the object says whose move it is: give the seat's own action without a player")
        return response
    wrapped = [k for k, v in response.items() if isinstance(v, dict) and isinstance(k, str) and k.lower() in _WRAPPERS]
    if len(wrapped) > 1:
        raise Refused(f"fields {short_quote(wrapped[0])} and {short_quote(wrapped[1])} each hold an answer; give one")
    if wrapped:
        outer, inner = {k: v for k, v in response.items() if k != wrapped[0]}, response[wrapped[0]]
        if any(field in outer and field in inner for field in (*_ANSWER_FIELDS, "suit")):  # which one is meant?
            raise Refused(f"field {short_quote(wrapped[0])} gives a field the object around it gives too; give one")
        response = {**outer, **inner}
        if "action" in response:
            return response
    renamed = _action_under_another_name(response)
    if renamed is not None:
        return _schema_shaped(renamed, options)
    return _named_action(response, options)


def _action_under_another_name(response: dict[str, Any]) -> dict[str, Any] | None:
    """The object with its action moved to 'action' where one field alone gives it as a word under another name or
    case ('{"decision": "fold"}', '{"move": "raise", "amount": 30}', '{"Action": "Raise", "Amount": 42}'), or None.
    Two such fields, or one holding anything but a word, leave the object as it was (refused as before)."""
    named = [
        k for k, v in response.items() if isinstance(k, str) and _ACTION_NAME_RE.fullmatch(k) and isinstance(v, str)
    ]
    if len(named) != 1 or "action" in response:
        return None
    shaped = {k: v for k, v in response.items() if k != named[0]}
    shaped["action"] = response[named[0]]
    amounts = [k for k in shaped if isinstance(k, str) and k.lower() == "amount"]
    if len(amounts) > 1:
        return None  # '{"decision": "raise", "amount": 40, "Amount": 50}': which amount?
    if amounts:
        shaped["amount"] = shaped.pop(amounts[0])
    return shaped


def _wraps_answer(key: Any, value: dict[str, Any]) -> bool:
    """Whether a field holds an answer object of its own: a wrapper's or a tool call's arguments."""
    wrapper = isinstance(key, str) and key.lower() in (_WRAPPERS | _TOOL_ARGUMENTS)
    return wrapper and any(isinstance(k, str) and k.lower().replace("_", "-") in _KIND_KEYS | {"action"} for k in value)


def _named_action(response: dict[str, Any], options: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """An object with no 'action' field whose action is still plain: one key names it, holding its number or
    card or true ('{"bid": 5}', '{"raise": 30}', '{"fold": true}'); or a card or suit alone where one legal kind
    takes cards ('{"card": "2c"}'). Two keys naming actions, or a key holding anything else (a share, false, a
    word), is refused: '{"call": 0.7, "raise": 0.3}' is a mixed strategy, not an answer."""
    named = [k for k in response if isinstance(k, str) and k.lower().replace("_", "-") in _KIND_KEYS]
    if _names_a_player(response):  # '{"player": "East", "bid": 2}' is East's bid
        raise Refused("the object says whose move it is and gives no 'action': give the seat's own as 'action'")
    if len(named) > 1:
        raise Refused(f"fields {short_quote(named[0])} and {short_quote(named[1])} each name an action; give one")
    if not named:
        card_kinds = [kind for kind, option in options.items() if option.get("cards")]
        if len(card_kinds) == 1 and ("card" in response or "suit" in response):
            _refuse_other_cards(response, options[card_kinds[0]]["cards"])
            return {**response, "action": card_kinds[0]}
        return response
    key, value = named[0], response[named[0]]
    shaped = {k: v for k, v in response.items() if k != key}
    shaped["action"] = key
    if value is True:
        return shaped
    option = options[_resolve_kind(key, options)[0]]
    field = "amount" if "min" in option else "card" if option.get("cards") else None
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    whole = isinstance(value, int) and not isinstance(value, bool)
    text = isinstance(value, str) and (field == "card" or _PLAIN_WHOLE_RE.fullmatch(value.strip()) is not None)
    if field is None or field in response or not (whole or text):
        raise Refused(f"field {short_quote(key)} names an action but holds no {field or 'true'}: give it as 'action'")
    shaped[field] = value
    return shaped


def _refuse_other_cards(response: dict[str, Any], cards: list[str]) -> None:
    """With no action to say which field is the choice, another legal card in the object makes it two:
    '{"card": "Kh", "card2": "4h"}' played the first."""
    for key, value in itertools.islice(response.items(), 64):
        if key in ("card", "suit") or not isinstance(value, (str, list)):
            continue
        for item in value[:16] if isinstance(value, list) else [value]:
            if isinstance(item, str) and len(item) <= 20 and (card_of(item) in cards or _suit_of(item) in cards):
                raise Refused(f"field {short_quote(str(key))} names a card beside 'card'; give the action and one card")


def _card_or_suit(response: dict[str, Any], option: dict[str, Any]) -> Any:
    """The object's card, or for a choice of suits its 'suit' field ('{"action": "trump", "suit": "c"}')."""
    card, suit = response.get("card"), response.get("suit")
    if suit is None or not option.get("cards"):
        return card
    if not all(len(c) == 1 for c in option["cards"]):  # whole cards: a suit beside one must be its suit
        named = _suit_of(suit) if isinstance(suit, str) and len(suit) <= 20 else None
        chosen = card_of(card) if isinstance(card, str) and len(card) <= 40 else None
        if named is not None and chosen is not None and chosen[1] != named:
            raise Refused("fields 'card' and 'suit' name different suits; give one")
        return card
    if card is not None and not (isinstance(card, str) and isinstance(suit, str) and _suit_of(card) == _suit_of(suit)):
        raise Refused("fields 'card' and 'suit' name different suits; give one")
    return suit if card is None else card


def _refuse_amount_elsewhere(response: dict[str, Any]) -> None:
    """Refuse an object whose amount stands under another name ("raise_to", "size", "bid"): without 'amount'
    it took the minimum, though the seat had written the size it meant."""
    for key, value in response.items():
        number = isinstance(value, (int, float, str)) and not isinstance(value, bool)
        if number and isinstance(key, str) and _AMOUNT_KEY_RE.search(key.lower()) and re.search(r"[0-9]", str(value)):
            raise Refused(f"field {short_quote(key)} looks like the amount: give the size as 'amount'")


def _refuse_other_unit(response: dict[str, Any]) -> None:
    """Refuse an object whose amount is in another unit than chips (see ``_UNIT_KEYS``)."""
    for key, value in itertools.islice(response.items(), 64):
        if isinstance(key, str) and key.lower() in _UNIT_KEYS and isinstance(value, str):
            if value.strip().lower() not in ("chip", "chips"):
                raise Refused(f"field {short_quote(key)} gives the amount in {short_quote(value)}: give it in chips")


def _refuse_second_total(response: dict[str, Any], kind: str) -> None:
    """Refuse an object giving a second total beside its amount: '{"amount": 30, "total": 40}' raised to 30, though
    the 30 may have been the step to a total of 40; for a bid, a second whole count of tricks ('"books": 4') too."""
    for key, value in response.items():
        if key == "amount" or not isinstance(key, str) or len(key) > 40:
            continue
        count = kind == "bid" and _BID_COUNT_KEY_RE.match(key.lower()) and _PLAIN_WHOLE_RE.fullmatch(str(value).strip())
        if not count and not _TOTAL_KEY_RE.search(key.lower()):
            continue  # an estimate of tricks with a fraction ("expected_tricks": 2.4) is no second bid
        plain = [_PLAIN_NUMBER_RE.fullmatch(str(v).strip()) for v in (value, response["amount"])]
        if isinstance(value, bool) or not all(plain):
            continue  # a word, a size ("max", "3x") or an exponent is no second total to weigh here
        if Fraction(plain[0].group(0)) != Fraction(plain[1].group(0)):
            raise Refused(f"fields 'amount' and {short_quote(key)} give two totals; give one as 'amount'")


def read_json(text: str) -> Any:
    """A whole answer as JSON, bounded (cosino.primitives.jsonsafe): decimals stay text (exact, read later
    by the amount check), lone surrogates are kept (the episode's evidence bound escapes them)."""
    return safe_loads(text, "answer", floats="text", surrogates="keep")


class _Hostile(ValueError):
    """A number or constant in an embedded object that no answer may hold."""


def _embedded_float(s: str) -> str:
    try:
        exact_decimal(s)
    except (ValueError, OverflowError):
        raise _Hostile(f"number {quoted(s[:24])} is out of range") from None
    return s


def _embedded_int(s: str) -> int:
    if len(s.lstrip("-")) > 40:
        raise _Hostile(f"integer of {len(s.lstrip('-'))} digits is out of range")
    return int(s)


def _embedded_constant(s: str) -> Any:
    raise _Hostile(f"{s} is not a number JSON allows")


_EMBEDDED = json.JSONDecoder(parse_float=_embedded_float, parse_int=_embedded_int, parse_constant=_embedded_constant)
_EMBEDDED_DEPTH = 64
_ANSWER_FIELDS = ("action", "amount", "card", "say")
# Keys a model wraps its answer in, and the keys that name an action when 'action' is missing.
_WRAPPERS = frozenset(("decision", "answer", "final_answer", "response", "move", "choice", "result", "output"))
# Names a whole-answer object gives its action under, as a word: "decision", "move", "choice", "answer",
# "my_action", and "action" in another case ("Action", "ACTION").
_ACTION_NAME_RE = re.compile(r"(?ai:action|decision|move|choice|answer|final_answer|my_action|my_move)")
_TOOL_ARGUMENTS = frozenset(("input", "arguments", "args", "parameters"))  # not read: only checked against 'action'
# A unit for the amount other than chips: '{"action": "raise", "amount": "40", "unit": "bb"}' raised 40 chips.
_SELF = frozenset(("me", "hero", "self", "myself", "i", "mine"))
_ACTOR_KEYS = frozenset(("player", "seat", "position", "actor", "who", "by", "player_id", "seat_id"))
_UNIT_KEYS = frozenset(("unit", "units", "currency", "denomination", "amount_unit", "in"))
_KIND_KEYS = frozenset((*KIND_WORDS, *KIND_SYNONYMS, *(w.replace(" ", "-") for w in ALL_IN_WORDS)))
_PLAIN_WHOLE_RE = re.compile(r"[0-9]{1,24}")
_NO_AMOUNT = "no amount given"
# Lines of the YAML-ish answers models write: a unit ("unit: bb"), a size ("bet_size: 18"), a text cut off at "to".
_UNIT_LINE_RE = re.compile(
    r"(?m)^[ \t*_-]{0,4}(?:unit|units|currency|denomination)[ \t]{0,2}[:=][ \t]{0,3}[\"']?(?!chips?(?![a-z]))[a-z$]"
)
_SIZE_LINE_RE = re.compile(r"(?m)^[ \t*_-]{0,4}([a-z][a-z_ -]{0,30}?)[ \t]{0,2}[:=][ \t]{0,3}[\"']?[$]?[0-9]")
_CLOSING_NO_RE = re.compile(
    r"(?:^|[.!\n])[ \t*_]{0,4}(?:(?:hmm+|wait|well|uh+|um+|oh)[ \t,.]{1,3})?no(?:pe)?[ \t]{0,2}[.!]{0,3}[ \t*_]{0,4}\Z"
)
# A line labelled as the size, whatever follows ("Sizing: half pot = 15 chips."), where no amount was read.
_SIZE_HEADED_RE = re.compile(r"(?m)^[ \t*_#-]{0,4}(?:bet[ \t_-]{0,2}|raise[ \t_-]{0,2})?(?:size|sizing)[ \t*_]{0,3}:")
# A text that stops where its amount should come: at "to", or at a size's label ("The sizing: ", "Amount:").
_CUT_AT_TO_RE = re.compile(r"(?<![a-z])(?:to[ \t.:]{0,3}|(?:siz(?:e|ing)|amount|total)[ \t]{0,2}[:=][ \t*_]{0,3})\Z")
_CHIPS_RE = re.compile(r"(?<=[0-9])[ \t]{0,2}chips?$", re.IGNORECASE)
# An action judged a mistake in its own clause ("A raise here would be a mistake.", "Calling is wrong") or after
# "a mistake to" ("It would be a mistake to fold.") is weighed, not chosen.
# An action word as the subject of "is", with its size or card: "Folding is", "Bidding 3 is", "Discarding the Kh is".
_ACTION_SUBJECT = (
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:(?:to|the|my)[ \t]{1,3})?\$?[0-9a-z\u2660-\u2667]{1,4})?(?:[ \t]{1,3}(?:here|now))?"
    r"[ \t]{1,3}(?:is|was|'s)[ \t]{1,3}(?:(?:way|far|much|simply|just|very|so|really)[ \t]{1,3})?"
)
_JUDGED_WRONG_AFTER_RE = re.compile(
    r"[a-z-]{0,12}[^.!?;:,\n\u2013\u2014]{0,40}?(?<![a-z])(?:would|will|is|was|'s|'d)[ \t]{1,3}(?:be[ \t]{1,3})?"
    r"(?:an?[ \t]{1,3})?(?:(?:big|huge|clear|real|classic|serious|costly)[ \t]{1,3})?"
    r"(?:mistake|error|blunder|wrong)(?![a-z])"
    # or judged bad with the action itself the subject: "Folding is weak.", "Calling is too weak." (read as a fold)
    r"|" + _ACTION_SUBJECT + r"(?:too[ \t]{1,3})?(?:weak|bad|terrible|awful|horrible|-ev|spewy)(?![a-z])"
)
# An action only called tempting, as a gerund subject: set aside, not taken ("Bidding 3 is tempting, but ... 4" bid 3,
# "Discarding the Kh is tempting, but it's trump now; ditch the 9c" discarded the king).
_TEMPTING_RE = re.compile(
    r"(?=[a-z-]{1,9}ing[^a-z])" + _ACTION_SUBJECT + r"(?:tempting|an[ \t]{1,3}option|possible)(?![a-z])"
)
_JUDGED_WRONG_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:mistake|error|blunder|wrong)[ \t]{1,3}to[ \t]{1,3}(?:just[ \t]{1,3})?\Z"
)
# Words taking back what came before, with no action after them: "I'll bet... let me reconsider. The" was cut off.
_TAKEN_BACK_RE = re.compile(
    r"(?<![a-z])(?:reconsider|rethink|on[ \t]{1,3}(?:second[ \t]{1,3}thoughts?|reflection)|scratch[ \t]{1,3}that"
    r"|hold[ \t]{1,3}on|(?:(?<![a-z][ \t])|(?<=no[ \t])|(?<=oh[ \t])|(?<=but[ \t]))wait"
    r"(?![ \t]{1,3}(?:for|until|till|and|to|on|a)(?![a-z])))(?![a-z])"
)
# A card action whose object is a pronoun ("pass it, along with A♠"): the card it names stands before it.
_PRONOUN_AFTER_RE = re.compile(
    r"[a-z]{1,12}[ \t]{1,3}(?:it|them|(?:that|this)[ \t]{1,3}one|(?:that|this)(?=[ \t]{0,3}[,.;:!?\n]))(?![a-z'])"
    r"(?![ \t]{1,3}(?:is|was|would|will|seems|looks)(?![a-z]))"  # not a subject: "passing it is useless"
)
# An action word joined to "size" in a label ("bet_size: 20", "raise_sizing = 40") names a field, not an action.
_SIZE_LABEL_RE = re.compile(r"[a-z-]{1,12}_(?:size|sizing)[a-z_]{0,12}[ \t*_]{0,3}[:=]")
# The rest of a question from a card or number in it: "K♠? The A♠ is better.", "22... or 25?" (an ellipsis or a
# decimal point ends no sentence).
_QUESTION_REST_RE = re.compile(r"(?:[^.!?;\n]|\.{2,}|\u2026|\.(?=[0-9])){0,60}?\?")


class _Twice:
    """Decodes JSON noting which objects name an answer field twice: a reader that keeps the first
    and one that keeps the last would play different moves, so such an answer is refused, not guessed."""

    def __init__(self) -> None:
        self.fields: dict[int, str] = {}
        self._objects: list[dict[str, Any]] = []  # keeps every noted object alive, so its id stays its own
        # Only for text already read and bounded: numbers are skipped over, not converted.
        self.decoder = json.JSONDecoder(
            object_pairs_hook=self._object, parse_float=str, parse_int=str, parse_constant=str
        )

    def _object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) < len(pairs):
            names = [k for k, _ in pairs]
            twice = [f for f in _ANSWER_FIELDS if names.count(f) > 1]
            if twice:
                self.fields[id(obj)] = twice[0]
                self._objects.append(obj)
        return obj


def _field_twice(text: str) -> str | None:
    """The answer field named twice by the object that ``text`` (already read as JSON) is, or None."""
    if "\\" not in text and not any(text.count(f'"{f}"') > 1 for f in _ANSWER_FIELDS):
        return None  # without an escape, a key named twice is written twice
    reader = _Twice()
    return reader.fields.get(id(reader.decoder.decode(text)))


def _twice_reason(field: str) -> str:
    return f"field '{field}' appears twice in the answer object; give each field once"


def _json_objects(text: str) -> list[tuple[int, int, dict[str, Any]]]:
    """JSON objects embedded in free text (fences, prose around them), first to last, each with its offset and end.

    Bounded like :func:`read_json`: an embedded object nested too deep or holding a hostile
    number refuses the whole answer (``Refused``)."""
    found: list[tuple[int, int, dict[str, Any]]] = []
    decoder = _EMBEDDED
    start = text.find("{")
    tries = 0
    while start != -1 and tries < 50:
        tries += 1
        try:
            value, end = decoder.raw_decode(text, start)
        except _Hostile as exc:
            raise Refused(f"answer: {exc}") from None
        except RecursionError:
            raise Refused(f"answer: nesting deeper than {_EMBEDDED_DEPTH} levels") from None
        except ValueError:
            start = text.find("{", start + 1)
            continue
        if _too_deep(value):
            raise Refused(f"answer: nesting deeper than {_EMBEDDED_DEPTH} levels")
        if isinstance(value, dict):
            twice = _field_twice(text[start:end]) if "action" in value else None
            if twice is not None:
                raise Refused("answer: " + _twice_reason(twice))
            found.append((start, end, value))
        start = text.find("{", end)
    return found


def _said_objects(text: str, objects: list[tuple[int, dict[str, Any]]]) -> list[tuple[int, dict[str, Any]]]:
    """The embedded objects not under a negation: in '{"action": "raise", ...} Not {"action": "call"}' the last
    one was the answer. Every object negated: refused."""
    lowered = ascii_lower(text)
    # An object shown as an example of the format is no answer: 'Sample output: {"action": "fold"}\n\nMine: call.'
    objects = [(at, obj) for at, obj in objects if not _EXAMPLE_BEFORE_RE.search(lowered, max(0, at - 60), at)]
    objects = [(at, obj) for at, obj in objects if not _not_the_seats(lowered, at) and not _names_a_player(obj)]
    said = [(at, obj) for at, obj in objects if not _negated(lowered, at)]
    if objects and not said:
        raise Refused("the answer only gives objects it rejects; give the one to play")
    if len(said) > 1 and _back_to_back(text, said[-2], said[-1]):
        raise Refused("the answer gives two different objects one after the other; give the one to play")
    return said


def _not_the_seats(lowered: str, at: int) -> bool:
    """Whether the words before an object make it another's move: a log of an earlier hand, or another player's
    ('My opponent's last action: {"action": "raise", ...}' raised)."""
    line_start = lowered.rfind("\n", max(0, at - 80), at) + 1
    return bool(
        _EARLIER_OBJECT_RE.search(lowered, max(0, at - 60), at)
        or _HISTORY_LIST_RE.search(lowered, max(0, at - 800), at)
        or _OTHERS_NO_PARTNER_LABEL_RE.search(lowered, max(line_start, at - 80), at)
    )


def _names_a_player(obj: dict[str, Any]) -> bool:
    """Whether an object says whose move it is ('{"player": "villain", "action": "bet", ...}'): a record of the hand,
    not the seat's answer, which the seat gives as its own action alone. "me" or "hero" is the seat's own."""
    return any(
        isinstance(k, str) and k.lower() in _ACTOR_KEYS and not (isinstance(v, str) and v.strip().lower() in _SELF)
        for k, v in itertools.islice(obj.items(), 64)
    )


def _blank_others(text: str, objects: list[tuple[int, dict[str, Any]]]) -> str:
    """The text with the characters of each object that is another's move (see :func:`_not_the_seats` and
    :func:`_names_a_player`) turned to spaces, so the prose reader does not read it either. An example of the
    format stays: it is often the seat's answer after all."""
    lowered = ascii_lower(text)
    for at, obj in objects:
        if not _not_the_seats(lowered, at) and not _names_a_player(obj):
            continue
        end = _EMBEDDED.raw_decode(text, at)[1]
        text = text[:at] + " " * (end - at) + text[end:]
    return text


def _refuse_taken_back_after(text: str, at: int, options: dict[str, dict[str, Any]]) -> None:
    """Refuse an object the text after it takes back: '{"action": "call"} — wait, fold.' and '{...30} (or 40 if
    deep)' were read as the object, whatever the words after it changed."""
    _, end = _EMBEDDED.raw_decode(text, at)
    tail = ascii_lower(text[end : end + 200])
    if _TAIL_OR_RE.match(tail):
        raise Refused(f"the answer gives {short_quote(text[end : end + 24].strip())} after its object; give one")
    if _TAIL_NO_RE.match(tail):
        raise Refused("the answer says no after its object; give the one to play")
    for taken_back in _TAIL_TAKEN_BACK_RE.finditer(tail):
        rest = text[end + taken_back.end() : end + taken_back.end() + 60]
        if has_number(rest) or _mentions(rest, options):
            raise Refused("the answer takes its object back after it; give the one to play")


def _command_after(text: str, at: int, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether a sentence after the object is a bare command that reads otherwise: '{"action": "raise", "amount":
    40}\nFold.' raised, as if the fold were not written."""
    _, end = _EMBEDDED.raw_decode(text, at)
    lowered = ascii_lower(text)
    chosen = {k: v for k, v in response.items() if k != "say"}
    for m in itertools.islice(_SENTENCE_RE.finditer(lowered, end), 400):
        bare = m.end() - m.start() <= 80 and _COMMAND_RE.fullmatch(lowered, m.start(), m.end())
        if bare and _after_a_sentence(lowered, m.start()):  # not a plan led in by "If it were a bubble:"
            try:
                said = _read_focus(text[m.start() : m.end()], options)[0]
            except Refused:
                continue  # no legal action: a word after the object ("Thanks.")
            if said != chosen:
                return True
    return False


def _prose_before_reads_otherwise(before: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether the prose before the answer's object, with no object of its own, reads as the same action with another
    card: 'Play the Q♥' then '{"action": "play", "card": "2c"}' played the two."""
    if "card" not in response or "{" in before or not before.strip():
        return False  # for actions, prose before an object too often weighs one ("Calling is weak here.")
    try:
        read = _loose(before, options)[0]
    except Refused:
        return False
    return read["action"] == response["action"] and read.get("card") != response["card"]


def _back_to_back(text: str, first: tuple[int, dict[str, Any]], last: tuple[int, dict[str, Any]]) -> bool:
    """Whether two different objects stand with no word between them: '{"action": "fold"} {"action": "call"}'
    called, the last one read as if a word had revised the first ("First draft: ... Revised: ...")."""
    if {k: v for k, v in first[1].items() if k != "say"} == {k: v for k, v in last[1].items() if k != "say"}:
        return False
    gap = text[text.rfind("}", first[0], last[0]) + 1 : last[0]]
    return _OBJECT_GAP_RE.fullmatch(gap) is not None


def _too_deep(value: Any) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > _EMBEDDED_DEPTH:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def _mentions(text: str, options: dict[str, dict[str, Any]]) -> list[tuple[int, str, bool]]:
    """(offset, legal kind, all-in?) for every word in ``text`` that names a legal action."""
    lowered = ascii_lower(text)  # offsets into it slice ``text``
    out: list[tuple[int, str, bool]] = []
    for word in ALL_IN_WORDS:
        for m in _ALL_IN_RES[word].finditer(lowered):
            try:
                kind, _ = _resolve_kind(word, options)
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
                kind, _ = _resolve_kind(word, options)
            except Refused:
                continue
            if covered.get(m.start()) == kind:
                continue  # the "bet" of "jam bet" is part of the all-in; the "fold" of "jam, fold" is not
            out.append((m.start(), kind, False))
    for word, pattern in _SYNONYM_RES.items():
        try:
            kind, _ = _resolve_kind(word, options)
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
    for name, pattern in (("raise", _RAISE_NAMES_RE), ("bet", _BET_NAMES_RE)):
        try:
            kind, _ = _resolve_kind(name, options)
        except Refused:
            continue  # neither a raise nor a bet is legal here
        for m in pattern.finditer(lowered):
            noun = _NOUN_BEFORE_RE.search(lowered[max(0, m.start() - 16) : m.start()])
            if not noun and not _NOUN_AFTER_RE.match(lowered, m.end()):
                yield m.start(), kind, False


def _said(focus: str, mentions: list[tuple[int, str, bool]], legal: int) -> list[tuple[int, str, bool]]:
    """The mentions of the seat's own action: not negated ("I won't call" was read as the call, "I won't call; I
    fold" refused) and not another player's ("partner bid 3"). An answer left with none is refused."""
    lowered = ascii_lower(focus)
    listed = _listed(lowered, mentions, legal)
    if mentions and len(listed) == len(mentions):
        raise Refused("the answer only lists actions; name the one to take")
    said = [m for m in mentions if m[0] not in listed and not _negated(lowered, m[0])]
    said = [m for m in said if not _ANSWERED_NO_RE.match(lowered, m[0]) and not _LABEL_FALSE_RE.match(lowered, m[0])]
    said = [m for m in said if not _TEMPTING_RE.match(lowered, m[0])]
    # An action inside a bracket that opens with "if" is a case, not the choice: "Th. (If partner had led I would
    # play Qh.)" played the queen.
    said = [m for m in said if not _IF_ASIDE_RE.search(lowered, max(0, m[0] - 120), m[0])]
    # Asked back as a tag ("Call, no?"), or shown as an example ("Example answer: call"): no decision.
    said = [m for m in said if not _TAG_QUESTION_RE.match(lowered, m[0])]
    if len(mentions) == 1 and _bare_question(lowered, mentions[0][0]):
        raise Refused("the answer only asks an action back ('call?'); name the one to take")
    said = [m for m in said if not _EXAMPLE_BEFORE_RE.search(lowered, max(0, m[0] - 60), m[0])]
    if said and all(
        _under_condition(lowered, m[0])
        or _UNLESS_AFTER_RE.match(lowered, m[0])
        or _IF_I_BEFORE_RE.search(lowered, max(0, m[0] - 16), m[0])
        for m in said
    ):
        # Only a plan: "If he shoves, call." Setting such a mention aside to read another was tried and withdrawn
        # ("If I'm honest, call. Raise is too much." raised; tests/test_review_answers35.py).
        raise Refused("the answer names actions only under a condition; name the one to take now")
    if any(_EITHER_RE.search(lowered, max(0, m[0] - 24), m[0]) for m in said):
        raise Refused("the answer offers its action as one of two ('either ... or'); name the one to take")
    if said and all(_TORN_RE.search(_SENTENCE_BREAK_RE.split(lowered[max(0, m[0] - 80) : m[0]])[-1]) for m in said):
        raise Refused("the answer is torn between actions; name the one to take")
    # An option weighed and set aside ("I could play the J♦ but I'll trump with the 4♠" played the jack):
    # whether what follows is the choice or a case ("I'd raise with AK, but with AJ I fold") is not known.
    if any(
        _WEIGHED_BEFORE_RE.search(lowered, max(0, m[0] - 24), m[0]) and _BUT_AFTER_RE.match(lowered, m[0]) for m in said
    ):
        raise Refused('the answer weighs an action and sets it aside with a "but"; name the one to take')
    if mentions and not said:
        raise Refused("the answer only names actions it will not take; name the one to take")
    # Another player's action, told before one's own: "The opponent bet 10, so I raise to 30".
    # Where "partner" is itself an action (euchre's "Partner: alone"), it labels no speaker.
    others = _OTHERS_NO_PARTNER_LABEL_RE if any(k == "partner" for _, k, _ in mentions) else _OTHERS_RE
    own = [m for m in said if not others.search(lowered, max(0, m[0] - 32), m[0]) and not _someone_does(lowered, m[0])]
    _refuse_positions_transcript(lowered, said, own)
    if len(own) < len(said) and any(_HERO_LABEL_RE.search(lowered, max(0, m[0] - 12), m[0]) for m in own):
        # "Hero: raise 40\nVillain: call\nHero: ?" is a transcript of the hand so far, not the seat's decision
        raise Refused("the answer reads as the hand's history; name the action to take")
    if said and not own:
        raise Refused("the answer only names other players' actions; name the one to take")
    if own and len(own) < len(said) and all(_PAST_RE.match(lowered, m[0]) for m in own):
        raise Refused("the answer only tells actions already taken; name the one to take now")
    for quantifier, is_so, why in _NO_DECISION_WHEN:
        if own and quantifier(is_so(lowered, m[0]) for m in own):
            raise Refused(why)
    return own


def _intended_before(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is one the seat meant to take before: "I was going to call, but ..."."""
    return bool(_INTENDED_RE.search(lowered, max(0, at - 32), at))


def _weighed_before(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is one the seat only weighs: "thinking about calling", "considering a raise"."""
    return bool(_WEIGHED_RE.search(lowered, max(0, at - 40), at))


def _someone_says(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` follows, within 60 characters, someone else saying or expecting it."""
    return bool(_SOMEONE_SAYS_RE.search(lowered, max(0, at - 60), at))


def _is(pattern: re.Pattern[str]) -> Callable[[str, int], bool]:
    """Whether ``pattern`` matches at the action's place."""
    return lambda lowered, at: bool(pattern.match(lowered, at))


def _hedged_question(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is hedged with "maybe" or "perhaps" and asked in one sentence ("Maybe raise?"
    raised the minimum): a question to oneself, not a decision."""
    start = max(0, at - 40)
    start = max([start] + [m.end() for m in _SENTENCE_BREAK_RE.finditer(lowered, start, at)])
    return bool(_HEDGED_QUESTION_RE.fullmatch(lowered, start, at)) and bool(_ASKED_AFTER_RE.match(lowered, at))


def _noun_subject(lowered: str, at: int) -> bool:
    """Whether the action's word at ``at`` is the subject of a sentence giving a size ("pot is 30, bet is 10"
    raised to 10): it names the bet faced, not the seat's decision, unless the seat owns it ("My bet is 10")."""
    return bool(_NOUN_SUBJECT_RE.match(lowered, at)) and not _OWNER_BEFORE_RE.search(lowered, max(0, at - 8), at)


def _refuse_positions_transcript(
    lowered: str, said: list[tuple[int, str, bool]], own: list[tuple[int, str, bool]]
) -> None:
    """Refuse an answer whose own action stands after a table position in a transcript: a verb in the third person
    after it ("SB limps, BB checks."), or a label with a colon beside a second one with its action ("SB: call. BB:
    check.", "dealer: pass, LHO: pass.")."""
    if _SELF_POSITION_RE.search(lowered) is not None:
        return
    labels: dict[int, str] = {}
    for at, _, _ in said:
        found = _POSITION_RE.search(lowered, max(0, at - 24), at) or _OTHERS_LABEL_RE.search(
            lowered, max(0, at - 24), at
        )
        if found is not None:
            labels[at] = found.group(0).strip(" \t:-\u2013\u2014")
    for at, _, _ in own:
        third = (
            at in labels and _POSITION_RE.search(lowered, max(0, at - 24), at) and _VERB_IN_THIRD_RE.match(lowered, at)
        )
        if third or (at in labels and ":" in lowered[at - 4 : at] and len(set(labels.values())) > 1):
            raise Refused("the answer reads as the hand's history; name the action to take")


def _addressed(lowered: str, at: int) -> bool:
    """Whether "partner" at ``at`` heads its sentence and is addressed, words following its comma."""
    head = lowered[max(0, at - 8) : at].rstrip(" \t*_\"'")
    return (not head or head.endswith((".", "!", "?", "\n"))) and _VOCATIVE_RE.match(lowered, at) is not None


def _judged_wrong(lowered: str, at: int) -> bool:
    """Whether the action word at ``at`` is judged a mistake in its clause: "A raise here would be a mistake."."""
    return bool(
        _JUDGED_WRONG_AFTER_RE.match(lowered, at) or _JUDGED_WRONG_BEFORE_RE.search(lowered, max(0, at - 24), at)
    )


# The seat's own mentions leave no decision when all of them (any, for a mistake) are so, tried in this order; each
# with the one line that says why.
_NO_DECISION_WHEN = (
    (all, _addressed, "the answer addresses its partner ('Partner, ...') and names no action; name the one to take"),
    (all, _someone_says, "the answer only names actions that someone else says or expects; name the one to take"),
    (
        all,
        _is(_TO_ME_RE),
        "the answer names another player's action done to the seat ('checked to me'); name the one to take",
    ),
    (any, _judged_wrong, "the answer judges its action a mistake; name the one to take"),
    (all, _is(_WOULD_BE_RE), "the answer only weighs its action ('would be'); name the one to take"),
    (all, _hedged_question, "the answer only asks whether to take its action ('Maybe raise?'); name the one to take"),
    (all, _is(_MIXED_AFTER_RE), "the answer gives its action only as a frequency ('call 1/3 of the time'); name one"),
    (all, _noun_subject, "the answer names its action only as a noun ('bet is 10'); name the one to take"),
    (all, _is(_SIZE_LABEL_RE), "the answer names its action only in a label of a size ('bet_size:'); name the action"),
    (all, _intended_before, "the answer only tells an action it meant to take ('I was going to call'); name the one"),
    (all, _weighed_before, "the answer only weighs its action ('thinking about calling'); name the one to take"),
    (all, _is(_PARTNER_SUBJECT_RE), "the answer names its partner as a person ('Partner says'); name the action"),
)


def _someone_does(lowered: str, at: int) -> bool:
    """Whether the action word at ``at`` is a verb in the third person after "the" and a noun: "the kid calls", "the
    big stack shoves". A seat tells its own action as "I call" or "Call", never so."""
    return bool(_THIRD_PERSON_RE.match(lowered, at)) and bool(_THE_SOMEONE_RE.search(lowered, max(0, at - 40), at))


def _under_condition(lowered: str, at: int) -> bool:
    """Whether ``at`` stands in a sentence that opens with a condition or a case ("If he shoves, call."), a heading
    ending in a colon going on into the next line ("Had I been first to act:\nCheck."), or a square bracket
    ("[When forced: raise to 30]"): a plan, not the decision."""
    sentence = _SENTENCE_BREAK_RE.split(_HEADING_BREAK_RE.sub(": ", lowered[max(0, at - 200) : at]))[-1]
    case = _CONDITION_RE.match(sentence)
    # a square bracket opening with the condition holds the action only until it closes: "[If I must: fold]"
    return case is not None and not ("[" in case.group(0) and "]" in sentence[case.end() :])


def _case_of_all_in(lowered: str, at: int) -> bool:
    """Whether an all-in word is a plan under a condition ("If he 4-bets, I get it in.") or another's expected move
    after "are likely to" ("the short stacks are likely to shove over a 3-bet")."""
    return _under_condition(lowered, at) or _PREDICTED_RE.search(lowered, max(0, at - 40), at) is not None


def _listed(lowered: str, mentions: list[tuple[int, str, bool]], legal: int) -> set[int]:
    """The offsets of mentions in a list of every legal action, parted by marks, "or" or "and" alone, after a word
    such as "options" or "legal" on its line or asked as a question: the options restated before the choice
    ("Legal actions: fold, call, raise. I choose call." was refused as naming three). A list of some of them is
    a choice, not a restatement: "Calling or raising are fine. Fold is bad." stays refused."""
    out: set[int] = set()
    run: list[tuple[int, str, bool]] = []
    for mention in [*mentions, (len(lowered) + 1, "", True)]:  # the last entry ends the last run
        end = _WORD_END_RE.match(lowered, run[-1][0]).end() if run else 0
        if run and not mention[2] and end < mention[0] and _LIST_GAP_RE.fullmatch(lowered, end, mention[0]):
            run.append(mention)
            continue
        if len({kind for _, kind, _ in run}) == legal > 1 and _restated(lowered, run[0][0], end):
            out.update(pos for pos, _, _ in run)
        run = [] if mention[2] else [mention]  # an all-in word is no option's name
    for pos, _, _ in mentions:  # the last item of a restated list of the other options' suits or cards
        line = lowered.rfind("\n", max(0, pos - 120), pos) + 1
        listed = _AMONG_CARDS_RE.search(lowered, max(line, pos - 120), pos)
        if listed and _OPTIONS_LABEL_RE.search(lowered, max(line, listed.start() - 30), listed.start()):
            out.add(pos)
    return out


def _bare_question(lowered: str, start: int) -> bool:
    """Whether the action's word at ``start`` is the whole text, asked: "Call?"."""
    return bool(
        _BARE_QUESTION_BEFORE_RE.fullmatch(lowered, 0, start)
        and _BARE_QUESTION_AFTER_RE.fullmatch(lowered, start + 1 if start < len(lowered) else start)
    )


def _restated(lowered: str, start: int, end: int) -> bool:
    """Whether a list of the actions from ``start`` to ``end`` is introduced as the options or asked as a question."""
    line = lowered.rfind("\n", max(0, start - 60), start) + 1  # only the 60 characters before are read
    return bool(_OPTIONS_LABEL_RE.search(lowered, max(line, start - 60), start) or _ASKED_RE.match(lowered, end))


def _negated(lowered: str, start: int) -> bool:
    """Whether a negation ("not", "won't", "never", "rather than") stands at most three words before ``start``
    in the same clause, or "no" right before it."""
    if _NO_RIGHT_BEFORE_RE.search(lowered, max(0, start - 6), start):
        return True
    clause = _CLAUSE_RE.split(lowered[max(0, start - 40) : start])[-1]
    parts = _DASH_RE.split(clause)
    if len(parts) > 1 and not _NEGATION_END_RE.search(parts[-2]):
        clause = parts[-1]
    last = None
    for last in _NEGATION_RE.finditer(clause):
        pass
    return last is not None and len(re.findall(r"[a-z']+", clause[last.end() :])) <= 3


def _others_marker(text: str, start: int) -> bool:
    return _OTHERS_MARKER_RE.search(text, max(0, start - 80), start) is not None


def _loose(text: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    # After an explicit "answer:" / "action:" marker (the seat's own), only the text following the last one counts.
    markers = [m for m in _MARKER_RE.finditer(text) if not _others_marker(text, m.start())]
    focus = text[markers[-1].end() :] if markers else text
    response, snapped, reason = _read_focus(focus, options)
    if len(markers) > 1 and _marker_word(markers[-2]) == _marker_word(markers[-1]) == "final answer":
        _refuse_marker_twice(text[markers[-2].end() : markers[-1].start()], options, response)
    _refuse_question_answered(focus, response, options[response["action"]])
    _refuse_card_rejected(focus, response, options[response["action"]])
    _refuse_card_kept(focus, response, options[response["action"]])
    _refuse_nil_beside(focus, response)
    _refuse_flat_beside(focus, response)
    _refuse_made_otherwise(focus, response)
    _refuse_number_judged(focus, response)
    _refuse_named_play(focus, response, options)
    _refuse_other_card_this_trick(focus, response, options[response["action"]])
    lowered = ascii_lower(text)
    if _CLOSING_NO_RE.search(lowered, max(0, len(lowered) - 40)):  # "Fold. No." takes its action back; "Check? No!" not
        raise Refused("the answer ends in a bare no after its action; name the one to take")
    kind = response["action"]
    if "min" in options[kind] and kind in ("bet", "raise") and response["amount"] < options[kind]["max"]:  # not all in
        _refuse_size_elsewhere(lowered, (reason or "").startswith(_NO_AMOUNT))
    return response, snapped, reason


def _marker_word(marker: re.Match[str]) -> str:
    return " ".join(re.findall(r"[a-z]+", ascii_lower(marker.group(0))))


def _refuse_marker_twice(between: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> None:
    """Refuse an answer whose last "Final answer:" follows another that gives another action: "Final answer: Raise
    to 30" then "Final answer: Call" called. Other markers often tell what others did ("Player 2 action:")."""
    try:
        earlier = _read_focus(between, options)[0]
    except Refused:
        return
    if earlier != response:
        raise Refused("the answer gives two different actions under the same marker; give one")


def _refuse_question_answered(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card or number read from a question that the next one written after it answers otherwise: "Bid 5?
    Too many. 4." bid 5, "Play the K♠? The A♠ is better. A♠." played the king, "bet 22... or 25? 25." bet 22."""
    value = response.get("card", response.get("amount"))
    if value is None:
        return
    if "card" in response:
        written = [(at, str(card)) for at, card in itertools.islice(_written_cards(focus, option), 256)]
    else:
        found = itertools.islice(numbers(focus), 256)
        written = [(m.start(), m.group(0).rstrip(",_").replace(",", "")) for m in found]
    lowered = ascii_lower(focus)
    first = next((at for at, v in written if v == str(value)), None)
    own = first is not None and _own_value(lowered, first)  # not "West played the Qh? No, West played Th."
    asked = _QUESTION_REST_RE.match(lowered, first) if own else None
    if asked is None:
        return
    answer = next((v for at, v in written if at >= asked.end()), None)
    if answer is not None and answer != str(value):
        raise Refused(f"the answer asks about {short_quote(str(value))} and answers {short_quote(answer)}; name one")


def _refuse_card_rejected(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card or suit read where a clause that names it sets it aside ("Diamonds as trump, since spades were
    turned down." named spades, the first suit after the action's word), where "not" stands right before it first
    written ("Discard: not the Jd, the 9c."), or where a card in slang comes before it ("the black lady")."""
    if "card" not in response:
        return
    lowered = ascii_lower(focus)
    first = True
    for at, card in itertools.islice(_written_cards(focus, option), 256):
        if card != response["card"]:
            continue
        slang = _CARD_SLANG_RE.search(lowered, 0, at) if first else None
        if slang is not None:  # "Dump the black lady, the ace of spades and ..." passed the ace, the first it read
            raise Refused(f"the answer names a card as {short_quote(slang.group(0))} before the one read; name it")
        if _REJECTED_AFTER_RE.match(lowered, at):
            raise Refused(f"the answer sets {short_quote(str(card))} aside where it names it; name the one to take")
        if first and _NOT_THE_RE.search(lowered, max(0, at - 12), at):  # "Discard: not the Jd, the 9c." took the jack
            raise Refused(f"the answer names {short_quote(str(card))} under a negation; name the one to take")
        first = False


def _refuse_card_kept(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card read where each time it is written it is what the seat keeps ("keep", "hold", "save" right
    before it, not asked): "Keep the Q\u2665 and play the other heart." played the queen."""
    if "card" not in response:
        return
    lowered = ascii_lower(focus)
    kept = None
    for at, card in itertools.islice(_written_cards(focus, option), 256):
        if card == response["card"]:
            kept = _KEPT_BEFORE_RE.search(lowered, max(0, at - 18), at) is not None
            kept = kept and not _QUESTION_REST_RE.match(lowered, at)  # asked: "Keep the 9c? No, discard it."
            if not kept:
                return
    if kept:
        raise Refused(f"the answer names {short_quote(str(response['card']))} as a card it keeps; name the one to play")


def _refuse_other_card_this_trick(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card read where a clause about this trick names another legal card as the seat's (its own words:
    "I", "my", "best"; not a question): "I'll throw the 2c on this trick. Next trick, when I get the lead, I cash my
    winner. Play Qh." played the queen."""
    if "card" not in response or option["action"] != "play":
        return
    lowered = ascii_lower(focus)
    for at, card in itertools.islice(_written_cards(focus, option), 256):
        if card == response["card"] or card not in option["cards"]:
            continue
        clause = _CARD_CLAUSE_RE.split(lowered[max(0, at - 120) : at])[-1]
        rest = _CARD_CLAUSE_RE.split(lowered[at : at + 120])[0]
        asked = lowered[at + len(rest) : at + len(rest) + 1] == "?"
        clause += rest
        if asked or not _THIS_TRICK_RE.search(clause) or not _MINE_RE.search(clause):
            continue  # "The Qh wins this trick?", "Partner wins this trick with the Qh."
        if _own_value(lowered, at) and not _negated(lowered, at):
            raise Refused(f"the answer names {short_quote(card)} for this trick and plays another; name one card")


def _refuse_flat_beside(focus: str, response: dict[str, Any]) -> None:
    """Refuse a bet or raise read where "flat" stands as the seat's verb, which the call reader does not take:
    after "I'll" or "I will" ("I'll flat the raise. ... Raise." raised), or a gerund judged good ("Flatting is best
    now, with a raise saved for the turn. ... Raise to 120.")."""
    if response["action"] not in ("bet", "raise"):
        return
    lowered = ascii_lower(focus)
    for m in itertools.islice(_FLAT_VERB_RE.finditer(lowered), 64):
        if (
            _FLAT_PRAISED_RE.match(lowered, m.end())
            if m.group(1)
            else _FLAT_SUBJECT_RE.search(lowered, max(0, m.start() - 24), m.start())
        ):
            raise Refused("the answer names a flat call beside its bet or raise; name one action")


def _refuse_made_otherwise(focus: str, response: dict[str, Any]) -> None:
    """Refuse a bet or raise that a later "make it N" sets otherwise: "Raise to 75: ... close. Make it 85." raised 75
    (not a bid: "the dealer can't make it 12" counts the table's bids)."""
    if response["action"] not in ("bet", "raise") or response.get("amount") is None:
        return
    last = None
    for last in itertools.islice(_MAKE_IT_RE.finditer(ascii_lower(focus)), 256):
        pass
    if last is not None and last.group(1).replace(",", "") != str(response["amount"]):
        raise Refused(f"the answer makes its amount {short_quote(last.group(1))} after reading another; name one")


def _refuse_number_judged(focus: str, response: dict[str, Any]) -> None:
    """Refuse an amount whose number, where written, is judged too high or too low: "Six seems high. Five." bid 6,
    "Bid 4? 4 is too many. 3." bid 4."""
    amount = response.get("amount")
    if amount is None:
        return
    names = [str(amount)] + ([_NUMBER_WORDS[amount]] if 0 <= amount < len(_NUMBER_WORDS) else [])
    lowered = ascii_lower(focus)
    written = re.finditer(r"(?<![a-z0-9])(?:" + "|".join(names) + r")(?![a-z0-9])", lowered)
    for m in itertools.islice(written, 256):
        if _NUMBER_JUDGED_RE.match(lowered, m.end()):
            raise Refused(f"the answer judges {short_quote(m.group(0))} too high or too low; name the amount to take")


def _refuse_named_play(focus: str, response: dict[str, Any], options: dict[str, dict[str, Any]]) -> None:
    """Refuse an answer that names another action as its play with a noun: "The three-bet to 30 is my play. His most
    likely reply. Call." called."""
    for m in itertools.islice(_NAMED_PLAY_RE.finditer(ascii_lower(focus)), 16):
        kinds = {kind for _, kind, _ in _mentions(m.group(1), options)}
        if kinds and response["action"] not in kinds:
            raise Refused(f"the answer calls {short_quote(m.group(1))} its play and reads as another; name one")


def _refuse_nil_beside(focus: str, response: dict[str, Any]) -> None:
    """Refuse a bid read as a number that a nil follows in its clause: "bid 3 nil" and "Bid 4 or nil" bid 3 and 4."""
    if response["action"] != "bid" or not response.get("amount"):
        return
    for m in itertools.islice(numbers(focus), 256):
        if m.group(0) == str(response["amount"]):
            if _NIL_BESIDE_RE.match(ascii_lower(focus), m.end()):
                raise Refused("the answer gives a number and nil as the bid; name one")
            return


def _refuse_size_elsewhere(lowered: str, no_amount: bool) -> None:
    """Refuse a size the prose reader would take while the answer gives it another way: a line naming a unit other
    than chips ('amount: 40\nunit: bb' raised 40 chips), or, where no amount was read, a text cut off after 'to'
    ('the best play here is to raise to' raised the minimum) or a size on a labelled line ('bet_size: 18')."""
    if _UNIT_LINE_RE.search(lowered):
        raise Refused("a line gives the amount in another unit than chips; give it in chips")
    if no_amount and _CUT_AT_TO_RE.search(lowered, max(0, len(lowered) - 40)):
        raise Refused("the answer ends at 'to' or a size's label before its amount: it was cut off")
    if no_amount:
        for m in itertools.islice(_SIZE_LINE_RE.finditer(lowered), 64):
            if _AMOUNT_KEY_RE.search(m.group(1)):
                raise Refused(f"line {short_quote(m.group(1))} looks like the amount: give the size with the action")
    if no_amount and _SIZE_HEADED_RE.search(lowered):
        raise Refused("a line labelled as the size gives it in words: give the size with the action, in chips")


def _after_a_sentence(lowered: str, start: int) -> bool:
    """Whether a finished sentence or an object comes right before ``start``: after a question ("After that?
    Check."), a heading ("On the turn\nFold.") or a lead-in ("If this were a bubble:\nFold.") a command is a plan."""
    return lowered[max(0, start - 200) : start].rstrip(" \t\n*_`\"'>#-").endswith((".", "!", "}"))


def _read_focus(focus: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    mentions = _said(focus, _mentions(focus, options), len(options))
    kinds = sorted({kind for _, kind, _ in mentions})
    card_kinds = [k for k, o in options.items() if o.get("cards")]
    nil_at = NIL_RE.search(ascii_lower(focus)) if "bid" in options else None
    nil = nil_at is not None and _own_value(ascii_lower(focus), nil_at.start())  # not "RHO - nil"
    if not kinds and nil:
        kinds = ["bid"]
    if not kinds:
        # A bare card ("Qh") or a bare number ("3" when bidding) answers a one-kind decision.
        if len(card_kinds) == 1 and (_first_card(focus, options[card_kinds[0]]) is not None):
            kinds = card_kinds
        elif len(options) == 1 and "min" in next(iter(options.values())) and has_number(focus):
            kinds = list(options)
        else:
            lowered = ascii_lower(focus)
            named = [w for w in KIND_WORDS if _KIND_EXACT_RES[w].search(lowered)]
            if named:
                raise Refused(f"'{named[0]}' is not a legal action here (legal: " + ", ".join(options) + ")")
            raise Refused("no legal action is named in the answer (legal: " + ", ".join(options) + ")")
    if len(kinds) > 1:
        raise Refused("the answer names several actions (" + ", ".join(kinds) + "); give exactly one")
    kind = kinds[0]
    all_in = any(allin for _, k, allin in mentions if k == kind)
    lowered_focus = ascii_lower(focus) if all_in else ""
    if all_in and all(_case_of_all_in(lowered_focus, pos) for pos, k, allin in mentions if k == kind and allin):
        # "Raise to 2,500. If he 4-bets, I'm happy to get it in." raised all in: the all-in is a plan
        raise Refused(f"the answer names all-in only under a condition; name the {kind} to make now")
    after = focus
    first = [pos for pos, k, _ in mentions if k == kind]
    if first:
        after = focus[first[0] :]
    option = options[kind]
    bare = _bare_choice(focus, option, nil) if not mentions else None
    if len(first) > 1 and not all_in:
        _refuse_two_values(focus, first, [pos for pos, _, _ in mentions], option)
    before = focus[max(0, first[0] - 24) : first[0]] if first else ""
    starts = [pos - first[0] for pos in first]
    if all_in and "min" in option:
        _refuse_all_in_and_amount(focus, mentions, kind, option, nil)
    amount = prose_amount(after, before, kind, nil, starts) if "min" in option and not all_in else None
    min_word = first and _MIN_RAISE_RE.match(ascii_lower(focus[first[0] : first[0] + 8]))
    if amount is None and min_word and "min" in option:
        amount = option["min"]  # "min-raise" names its size: the minimum, asked for, not snapped to
    if amount is None and kind == "bid" and nil:
        amount = 0  # the nil stands before the word: "Nil bid.", "0 (nil) is my bid"
    card: Any = None
    if option.get("cards"):
        if bare is None:  # the choice is looked for where the card is read
            _refuse_card_choice(after if _first_card(after, option) is not None else focus, option)
        card = bare or _first_card(after, option) or _first_card(focus, option)
        at = next(_written_cards(after, option), (None, None))[0] if bare is None and first else None
        if at is not None:
            _refuse_card_apart(focus, first, first[0] + at, card, option)
            _refuse_card_of_another_trick(focus, first[0] + at)
        _refuse_card_taken_back(after if _first_card(after, option) is not None else focus, option)
        if first and _PRONOUN_AFTER_RE.match(ascii_lower(focus), first[0]):
            _refuse_pronoun_for_another(focus[: first[0]], card, option)
        if card is None:
            raise Refused(f"'{kind}' needs a card from {', '.join(option['cards'])}, and none is named")
    lowered = ascii_lower(focus)
    _refuse_beside_me(focus, lowered, [pos for pos, k, _ in mentions if k == kind], amount, option)
    told = [m[0] for m in mentions if not _EARLIER_CHOICE_RE.search(lowered, max(0, m[0] - 40), m[0])]
    _refuse_taken_back(focus, told[-1] if told else 0, amount, card, option)
    return _build(kind, all_in, amount, card, None, options)


def _refuse_beside_me(focus: str, lowered: str, starts: list[int], amount: Any, option: dict[str, Any]) -> None:
    """Refuse an amount read from the action of a player the seat places beside it ("The player before me bid 3" bid
    3: "me" right before "bid" made it look like the seat's) or right after another player's label ("Bids — North:
    2, East: nil" bid 2), unless the seat claims that label ("As South, my bid — South: 4")."""
    if amount is None:
        return
    value = str(amount).rstrip(",_")
    for start in starts[:64]:
        if _attached(focus[start:], option) != value:
            continue
        if _BESIDE_ME_RE.search(lowered, max(0, start - 40), start):
            raise Refused(
                "the answer's amount is another player's: the player beside the seat ('before me'); give yours"
            )
        number = first_number(focus, start)
        label = _OTHERS_LABEL_RE.search(lowered, max(0, number.start() - 16), number.start()) if number else None
        if label is not None and not _claimed(lowered, label.group(0).strip(" \t:-\u2013\u2014")):
            raise Refused(
                f"the answer's amount follows another player's label {short_quote(label.group(0))}; give yours"
            )


def _claimed(lowered: str, name: str) -> bool:
    """Whether the seat names ``name`` (a seat's label, "south") as its own: "As South", "I'm South", "South (me)"."""
    name = re.escape(name)
    own = re.compile(
        r"(?<![a-z])(?:as|i'm|i[ \t]am)[ \t]{1,3}" + name + r"(?![a-z])|" + name + r"[ \t]{0,2}\((?:me|hero)\)"
    )
    return own.search(lowered) is not None


def _refuse_taken_back(focus: str, at: int, amount: Any, card: Any, option: dict[str, Any]) -> None:
    """Refuse an action that words after its last mention take back ("I'll bet... let me reconsider. The" bet the
    minimum; "I bid 6. Wait, that's too many; 5." bid 6), unless the last card or number after them is the one read."""
    back = _TAKEN_BACK_RE.search(ascii_lower(focus), at)
    if back is None:
        return
    tail = focus[back.end() :]
    last: Any = None
    if card is not None:
        for _, last in _written_cards(tail, option):
            pass
    elif amount is not None:
        for found in numbers(tail):
            last = found.group(0).replace(",", "")
    if last is None or str(last) != str(card if card is not None else amount):
        raise Refused("the answer takes its action back after naming it; name the one to take")


def _refuse_pronoun_for_another(before: str, card: Any, option: dict[str, Any]) -> None:
    """Refuse a card read after an action whose object is a pronoun ("Keep the Q♠? No — pass it, along with A♠"
    passed the ace) where the card written last before the action, the one the pronoun names, is another."""
    named = None
    for _, named in _written_cards(before, option):
        pass
    if named is not None and named != card:
        raise Refused(f"the answer names the card by a pronoun ({short_quote(named)} before it); name the card")


def _refuse_card_of_another_trick(focus: str, at: int) -> None:
    """Refuse a card whose own clause (see ``_CARD_CLAUSE_RE``) is about another trick: "I'll play the Q\u2660 later;
    now the 9\u2663." and "Previous trick I played the Q\u2665. Now: 2\u2663." played the first card written."""
    lowered = ascii_lower(focus)
    start = max((m.end() for m in _CARD_CLAUSE_RE.finditer(lowered, max(0, at - 120), at)), default=max(0, at - 120))
    end = _CARD_CLAUSE_RE.search(lowered, at)
    if _OTHER_TRICK_RE.search(lowered, start, end.start() if end else min(len(lowered), at + 120)):
        raise Refused("the card named first is for another trick; name the one to play now")


def _refuse_card_apart(focus: str, starts: list[int], at: int, card: str, option: dict[str, Any]) -> None:
    """Refuse a card that stands in no sentence of the action's word: "Hearts, passing left. My hand: 2\u2663, ...
    I'll give up the Q\u2660" passed the club, the first card after the word, from the hand the seat restated. A later
    mention of the word with the same card in its own sentence keeps it ("Passing left: the Q\u2660 is a danger. Pass:
    Q\u2660, A\u2665, K\u2666")."""
    if _in_sentence_of(focus, starts, at):
        return
    later = next((start for start in starts if start > at), None)
    if later is not None:
        pos, other = next(_written_cards(focus[later:], option), (None, None))
        if pos is not None and other == card and _in_sentence_of(focus, [later], later + pos):
            return
    shown = short_quote(focus[at : at + 3])
    raise Refused(f"card {shown} stands apart from the action's word: name the card right after it")


def _in_sentence_of(focus: str, starts: list[int], at: int) -> bool:
    """Whether ``at`` stands in the sentence of one of ``starts``; a heading ending in a colon goes on into its list
    ("Pass:\n1. Q\u2660"). One pass over the text, whatever the number of starts."""
    joined = _ABBREVIATION_RE.sub(_blanked, _HEADING_LIST_RE.sub(_blanked, focus[:at]))
    last = -1
    for last_break in _SENTENCE_BREAK_RE.finditer(joined):
        last = last_break.start()
    return any(last < start < at for start in starts)


def _blanked(m: re.Match[str]) -> str:
    return " " * len(m.group(0))  # the same length, so offsets still point into the text


def _refuse_all_in_and_amount(
    focus: str, mentions: list[tuple[int, str, bool]], kind: str, option: dict[str, Any], nil: bool
) -> None:
    """Refuse an all-in word beside the action's own word with a smaller amount: "I'll raise to 70 to set up a
    shove on the turn" raised all in, 200, and "Bet 50 puts him all in" bet the most, 70; or with one right after
    it: "I go all-in for 150" raised to 200."""
    plain = [pos for pos, k, all_in in mentions if k == kind and not all_in]
    # Each plain mention, not the first only: "Betting and getting raised is fine. Bet 10. If raised, shove." bet the
    # most, since the first ("Betting") has no amount of its own. The first 64, each over a window of its own.
    lowered = ascii_lower(focus)
    for at in plain[:64] or [next(pos for pos, k, _ in mentions if k == kind)]:
        if plain and at != plain[0] and _under_condition(lowered, at):
            continue  # "If I raise to 160, I'm all in anyway. All in." names one size
        head = focus[at : at + 600]
        if ascii_lower(head[:6]) == "all in":  # one word, as "all-in": "I'm all in for 150" raised to 200
            head = head[:3] + "-" + head[4:]
        try:
            amount = prose_amount(head, focus[max(0, at - 24) : at], kind, nil, [0])
        except Refused:
            continue  # no count of chips beside the word ("raise all in, 3x pot"): the all-in is the size
        written = _PLAIN_NUMBER_RE.fullmatch(str(amount).replace(",", ""))
        if amount is not None and (written is None or Fraction(written.group(0)) != option["max"]):
            raise Refused(f"the answer names all-in and {kind} {amount}; give one size")


def _refuse_card_taken_back(text: str, option: dict[str, Any]) -> None:
    """Refuse a card taken back for another soon after it: "I play 2♣ (void? no). Actually I must follow: T♠."
    played the club, as "raise to 30, no wait, 40" raised to 30 before amounts taken back were refused."""
    at, first = next(_written_cards(text, option), (0, None))
    if first is None:
        return
    window = ascii_lower(text[at : at + 80])
    for taken_back in _CARD_CORRECTION_RE.finditer(window):
        start = at + taken_back.end()
        pos, other = next(_written_cards(text[start : start + 40], option), (0, None))
        if other is not None and other != first:
            shown = text[at : start + pos + 3]
            raise Refused(f"the answer takes {short_quote(shown)} back for another card; name one card")


def _refuse_card_choice(after: str, option: dict[str, Any]) -> None:
    """Refuse two cards or suits given as a choice right after the action's word: "I'd play Th or Qh" played the
    ten, as "raise to 12 or 15" raised to 12 before amounts given as a choice were refused."""
    pair = list(itertools.islice(_written_cards(after, option), 2))
    if len(pair) == 2 and _CHOICE_GAP_RE.fullmatch(ascii_lower(after), pair[0][0], pair[1][0]):
        shown = after[pair[0][0] : pair[1][0] + 3]
        raise Refused(f"the answer gives {short_quote(shown)} as a choice; name one card to {option['action']}")
    # Only a pass moves several cards ("Pass: Q♠, K♠, A♠" passes the first); "play Qh, Th" played the queen.
    lowered = ascii_lower(after)
    listed = _CARD_LIST_GAP_RE.fullmatch(lowered, pair[0][0], pair[1][0]) if len(pair) == 2 else None
    listed = listed or (len(pair) == 2 and _SHORT_CARDS_LISTED_RE.match(after, pair[0][0]))
    if listed and option["action"] != "pass":
        shown = after[pair[0][0] : pair[1][0] + 3]
        raise Refused(f"the answer names {short_quote(shown)}, two cards; name one card to {option['action']}")


def _bare_choice(focus: str, option: dict[str, Any], nil: bool) -> str | None:
    """The one card or number a text with no action word names, leaving out those under a negation; refused when
    it names more: "Since partner led the Th, I'll duck with 2c" played the ten, "Not spades. Clubs." spades."""
    lowered = ascii_lower(focus)
    if "min" in option:
        found = [(m.start(), m.group(0).rstrip(",_")) for m in numbers(focus)]
        zero = NIL_RE.search(lowered) if nil else None
        if found and not zero and not any(_own_value(lowered, at) for at, _ in found):
            raise Refused(f"the answer names only other players' or a case's numbers; name the {option['action']}")
        # Every number still counts, another player's too: the amount is read from the text ("LHO: 5\nMe: 2" bid 5).
        found += [(zero.start(), "0")] if zero else []
        # The amount is read as the first number, so every number counts: "not 2, 3" is refused, not read as 2.
        said = [value for at, value in found if len(found) > 1 or not _negated(lowered, at)]
    else:
        every = _legal_values(focus, option)
        if every and not any(_own_value(lowered, at) for at, _ in every):
            raise Refused(f"the answer names only other players' or a case's cards; name the one to {option['action']}")
        found = [(at, card) for at, card in every if not _OTHERS_RE.search(lowered, max(0, at - 32), at)]
        said = [value for at, value in found if not _negated(lowered, at)]  # "Ts (not the As)" names the ten
    if found and not said:
        raise Refused(f"the answer names what not to {option['action']} only; name the one to {option['action']}")
    distinct = list(dict.fromkeys(said))
    if len(distinct) > 1:
        shown = ", ".join(seat_text(v, 12) for v in distinct[:4])
        raise Refused(f"the answer names {shown} and no action word; say which to {option['action']}")
    return distinct[0] if distinct else None


def _own_value(lowered: str, at: int) -> bool:
    """Whether a card or number with no action word is the seat's: not after another player's label ("RHO: 4"),
    not in a case ("Once hearts break, Qh.")."""
    return not _OTHERS_RE.search(lowered, max(0, at - 32), at) and not _under_condition(lowered, at)


def _legal_values(text: str, option: dict[str, Any]) -> list[tuple[int, str]]:
    """(offset, card) for each legal card or suit written in ``text``, in the order written."""
    return [(at, card) for at, card in _written_cards(text, option) if card in option["cards"]]


def _refuse_two_values(focus: str, starts: list[int], every: list[int], option: dict[str, Any]) -> None:
    """Refuse an answer whose action word, named more than once, has a different amount or card right after
    each: "The opponent bet 10, so I raise to 30" raised to 10, "Partner played the Qh, so I play 2c" played
    the queen (the first is read)."""
    if "min" not in option and (not option.get("cards") or all(len(c) == 1 for c in option["cards"])):
        return  # nothing to read after the word, or a suit: read as before
    seen: dict[str, None] = {}
    for start in starts:
        # The next mention of any action ends the segment; a bisection keeps many mentions linear.
        at = bisect.bisect_right(every, start)
        end = every[at] if at < len(every) else len(focus)
        value = _attached(focus[start:end], option)
        if value is not None:
            seen[value] = None
    if len(seen) > 1:
        shown = ", ".join(f"'{seat_text(v, 24)}'" for v in seen)
        raise Refused(f"the answer names '{option['action']}' with different values ({shown}); give one")


def _attached(segment: str, option: dict[str, Any]) -> str | None:
    """The amount or card within three words of the action's word at the start of ``segment``, or None."""
    word = re.match(r"[A-Za-z-]+", segment)
    rest = segment[word.end() if word else 0 :]
    if "min" in option:
        m = first_number(rest)
        value = m.group(0).rstrip(",_") if m else None
        words = word_number(ascii_lower(segment), len(segment))  # "West bid four, so I bid two"
        if words is not None and (m is None or words.start() < len(segment) - len(rest) + m.start()):
            return str(word_value(words.group(0)))
        nil = NIL_RE.search(ascii_lower(rest)) if option["action"] == "bid" else None
        if nil is not None and (m is None or nil.start() < m.start()):  # "bid nil. Bid 1." bid nil
            m, value = nil, "0"
    else:
        found = [m for m in (_CARD_WORDS_RE.search(rest), _PROSE_CARD_RE.search(rest)) if m is not None]
        m = min(found, key=lambda f: f.start()) if found else None
        value = card_of(m.group(0)) if m else None
    if m is None or re.search(r"[.;!?\n]", rest[: m.start()]) or len(re.findall(r"[A-Za-z]+", rest[: m.start()])) > 3:
        return None
    return value


def _first_card(text: str, option: dict[str, Any]) -> str | None:
    """The first card or suit written in ``text``, legal or not (the build names an illegal one)."""
    return next(_written_cards(text, option), (0, None))[1]


def _written_cards(text: str, option: dict[str, Any]) -> Iterator[tuple[int, str | None]]:
    """(offset, card or suit) for each one written in ``text``, in the order written, legal or not; lazy, so the
    first costs a scan to it only. A letter alone names a suit only where the suits are the legal options."""
    if all(len(c) == 1 for c in option["cards"]):
        lowered = ascii_lower(text)  # offsets into it are offsets into text (the negation check uses them)
        for m in re.finditer(r"[a-z♣♧♦♢♥♡♠♤]+", lowered):
            word = m.group(0)
            suit = SUIT_WORDS.get(word) or SUIT_SYMBOLS.get(word)
            if suit is None and len(word) == 1 and word in option["cards"] and not _contracted(lowered, m):
                suit = word
            if suit is not None:
                yield m.start(), suit
        return
    # In either form, first written first: "play the 2c, the queen of hearts is too high" played the queen.
    in_words = (card for m in _CARD_WORDS_RE.finditer(text) for card in _ranks_sharing_a_suit(text, m))
    in_short = ((m.start(), card_of(m.group(0))) for m in _PROSE_CARD_RE.finditer(text))
    yield from heapq.merge(in_words, in_short, key=lambda found: found[0])


def _ranks_sharing_a_suit(text: str, m: re.Match[str]) -> Iterator[tuple[int, str | None]]:
    """(offset, card) for each rank listed before a card in words and sharing its suit, then the card's own: "the
    queen, king and ace of spades" passed the ace, the last written, as if the others were not cards."""
    window = max(0, m.start() - 60)
    listed = _RANK_LIST_RE.search(ascii_lower(text[window : m.start()]))
    suit = SUIT_WORDS[m.group(2).lower()]
    if listed is not None:
        for rank in _RANK_WORD_RE.finditer(listed.group(0)):
            yield window + listed.start() + rank.start(), _card(RANK_WORDS.get(rank.group(0), rank.group(0)), suit)
    yield m.start(), card_of(m.group(0))


def _contracted(text: str, m: re.Match[str]) -> bool:
    """Whether a letter stands beside an apostrophe: the "d" of "I'd pick spades" named diamonds, "Let's" spades."""
    return text[m.start() - 1 : m.start()] in ("'", "\u2019") or text[m.end() : m.end() + 1] in ("'", "\u2019")


def _after_reasoning(text: str) -> str:
    """The text after a closed reasoning block, when any follows: '<think>I could raise to 60...</think> Call.'
    was refused as naming two actions, though the block is the model's thinking, not its answer."""
    closing = None
    for closing in _REASONING_END_RE.finditer(text[:SCAN_LIMIT]):
        pass
    rest = text[closing.end() :].strip() if closing else ""
    return rest or text


def parse_answer(
    text: Any, legal: Sequence[dict[str, Any]], hide: Sequence[str] = (), talk: Sequence[str] = ()
) -> Answer:
    """Read a model's or agent's raw answer against the legal options (see the module doc);
    ``hide`` lists names (a model's own) redacted from accepted talk before it is cut to length, and
    ``talk`` the hand's table talk, whose messages quoted in the prose are not read as the seat's
    (:mod:`cosino.seats.talk_quotes`).

    >>> legal = [{"action": "play", "cards": ["Qh", "2c"]}]
    >>> parse_answer("I play the queen of hearts", legal).response
    {'action': 'play', 'card': 'Qh'}
    >>> fenced = "```json\\n{\\"action\\": \\"play\\", \\"card\\": \\"2c\\", \\"say\\": \\"gl\\"}\\n```"
    >>> parse_answer(fenced, legal).response
    {'action': 'play', 'card': '2c', 'say': 'gl'}
    """
    if isinstance(text, dict):
        return normalize(text, legal, hide)
    if not isinstance(text, str):
        return Answer(text, "none", reason=f"the answer is a {type(text).__name__}, not text")
    stripped = _after_reasoning(text.strip())
    if not stripped:
        return Answer(text, "none", reason="the answer is empty")
    options = _options(legal)
    if not options:
        return Answer(text, "none", reason="no action is legal: nothing to answer")
    try:
        whole = read_json(stripped)
    except JsonInputError as exc:
        if "not valid JSON" not in str(exc):
            # Well-formed but hostile (too deep, a number out of range, NaN): refuse, never guess.
            return Answer(text, "none", reason=str(exc))
        whole = None
    if isinstance(whole, dict):
        twice = _field_twice(stripped)
        if twice is not None:
            return Answer(text, "none", reason=_twice_reason(twice))  # the text keeps both values as evidence
        return normalize(whole, legal, hide)
    scan = stripped[:SCAN_LIMIT]
    try:
        found = _json_objects(scan)
        echoes = talk_echoes(scan, talk, found) if talk else []
        if echoes:  # the talk quoted back is nobody's answer here, its objects included
            scan = blank_spans(scan, echoes)
            found = [(at, end, obj) for at, end, obj in found if (at, end) not in echoes]
        objects = [(at, obj) for at, _, obj in found if "action" in obj]
        embedded = _said_objects(scan, objects)
    except Refused as exc:
        return Answer(text, "none", reason=str(exc))
    if objects and not embedded:
        scan = _blank_others(scan, objects)
    if scan.rfind("{") > scan.rfind("}"):  # '{"action": "raise", "amount": 4' was read as prose: a min-raise
        return Answer(text, "none", reason="the answer ends inside an object: it was cut off")
    if embedded:
        try:
            if _LOG_OF_RE.search(ascii_lower(scan), max(0, embedded[-1][0] - 60), embedded[-1][0]):
                raise Refused("the answer's object stands in a log of another hand; give the action to take now")
            _refuse_taken_back_after(scan, embedded[-1][0], options)
        except Refused as exc:
            return Answer(text, "none", reason=str(exc))
        answer = normalize(embedded[-1][1], legal, hide)
        if answer.accepted and _command_after(scan, embedded[-1][0], options, answer.response):
            return Answer(text, "none", reason="the answer gives another action after its object; give one")
        if answer.accepted and _prose_before_reads_otherwise(scan[: embedded[-1][0]], options, answer.response):
            return Answer(text, "none", reason="the answer names another action before its object; give one")
        return Answer(answer.response, "loose" if answer.accepted else "none", answer.snapped, answer.reason)
    try:
        response, snapped, reason = _loose(scan, options)
        if objects and _example_read(scan, objects, options, response):
            raise Refused("the answer gives its action only in an example of the format; give the one to take")
    except Refused as exc:
        refused = Answer(text, "none", reason=str(exc))
        return refused if objects else _read_again(scan, options, refused)
    return Answer(response, "loose", snapped, reason)


def _read_again(scan: str, options: dict[str, dict[str, Any]], refused: Answer) -> Answer:
    """The second reading of an answer the prose reading refused (``refused``): a whole answer in shorthand, or the
    words after a correction when they give one action as a command (session 37), or the verdict after weighed
    actions (:func:`_verdict`, session 37b); otherwise the refusal."""
    short = _shorthand(scan, options)
    plain = short or _corrected(scan, options)
    try:
        if plain is None:
            raise Refused("")
        response, snapped, reason = _loose(plain, options)
        if short is None and not _commanded(plain, options, response):
            raise Refused("")
    except Refused:
        return _verdict_read(scan, options) or refused
    return Answer(response, "loose", snapped, reason)


def _verdict_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read from its deciding clause where :func:`_verdict` finds one, or None."""
    found = _verdict(scan, options)
    if found is None:
        return None
    try:
        response, snapped, reason = _loose(found[0], options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason) if response["action"] == found[1] else None


# A whole answer in poker's shorthand or naming a card by what sets it apart, tried only where the prose reading
# refused: nothing read before changes, and the whole answer must be the shorthand, so no reason or quote can hold it.
_WHOLE_EDGE = " \t\r\n*_`#>\"'"
_SHORT_CHECK_RE = re.compile(r"(?:x|check)(?:[ \t]{0,2}[/-][ \t]{0,2}(?:f|c|r|fold|call|raise))?")
_SHORT_CALL_RE = re.compile(r"c|(?:snap|insta|tank)[ -]?call")
_SHORT_FOLD_RE = re.compile(r"f|(?:snap|insta|tank)[ -]?fold")
_SHORT_AMOUNT = r"[ \t]{1,3}(?:to[ \t]{1,3})?([0-9]{1,9}(?:,[0-9]{3}){0,3})"
_SHORT_BET_RE = re.compile(r"(?:b|donk|lead(?:[ \t]{1,3}for)?)(?:" + _SHORT_AMOUNT + r")?")
_SHORT_RAISE_RE = re.compile(
    r"(?:(?:i'll|i[ \t]will)[ \t]{1,3})?(?:r|[34]b|iso|make[ \t]{1,3}it|(?:bump|pop)[ \t]{1,3}it[ \t]{1,3}to)"
    + _SHORT_AMOUNT
)
_SHORT_NOT_RE = re.compile(r"(?:no|not)[ \t]{1,3}([a-z]{3,8})")
_CARD_VERBS = (
    r"play|lead|dump|throw|discard|bury|drop|toss|pitch|duck|sluff|slough|cash|pass|follow|ditch"
    r"|get[ \t]rid[ \t]of"
)
_SHORT_CARD_RE = re.compile(
    r"(?:(?:i|i'll|i[ \t]will)[ \t]{1,3})?(?:(?:" + _CARD_VERBS + r")[ \t]{1,3})?(?:with[ \t]{1,3})?"
    r"(?:(?:the|my)[ \t]{1,3})?(?:(only|lone|single|lowest|highest|low|high|top|bottom|smallest|biggest)[ \t]{1,3})?"
    r"([a-z0-9]{1,6})(?:[ \t]{1,3}i[ \t]{1,3}have)?"
)
_RANK_OF = {**RANK_WORDS, "deuce": "2", "10": "T", **{str(n): str(n) for n in range(2, 10)}}
_SUIT_NOUNS = {"club": "c", "diamond": "d", "heart": "h", "spade": "s"}
_CARD_ORDER = "23456789TJQKA"


def _shorthand(text: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The plain words a whole answer in shorthand stands for, or None: "x/f" a check, "c" a call, "r 16" a raise to
    16, "3b to 24" and "make it 28" a raise, "b 10" or "donk 8" a bet, "No bet." the other of two options; where one
    kind takes cards, "Play the ace." or "the ten" the one legal card of that rank, "Play the club." the one card of
    that suit, "Play my lowest heart." the lowest of that suit (no jack may be legal: a bower changes its suit)."""
    core = text.strip(_WHOLE_EDGE).rstrip(".!").strip(_WHOLE_EDGE)
    lowered = " ".join(ascii_lower(core).split())
    if len(lowered) == 1 and core != text.strip(_WHOLE_EDGE):
        return None  # a lone letter with a stop may be an initial or a cut-off word ("x." was judged unclear)
    if _SHORT_CHECK_RE.fullmatch(lowered) and "check" in options:
        return "check"
    if _SHORT_CALL_RE.fullmatch(lowered) and "call" in options:
        return "call"
    if _SHORT_FOLD_RE.fullmatch(lowered) and "fold" in options:
        return "fold"
    for pattern, kind in ((_SHORT_BET_RE, "bet"), (_SHORT_RAISE_RE, "raise")):
        m = pattern.fullmatch(lowered)
        if m and any(k in options for k in ("bet", "raise")):
            return kind + (f" to {m.group(1)}" if m.group(1) else "")
    m = _SHORT_NOT_RE.fullmatch(lowered)
    if m and len(options) == 2 and m.group(1) in options:
        other = next(o for k, o in options.items() if k != m.group(1))
        return None if "min" in other or other.get("cards") else other["action"]
    if len(options) == 1:
        option = next(iter(options.values()))
        card = _described_card(core, lowered, option)
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
        if what in (None, "only", "lone", "single"):
            return suited[0] if len(suited) == 1 else None
        if suited and what in ("lowest", "low", "bottom", "smallest"):
            return suited[0]
        if suited and what in ("highest", "high", "top", "biggest"):
            return suited[-1]
        return None
    if word in ("ace", "a", "t"):
        return None  # "play the ace" and "T" alone were judged unclear: the ace is left to its suit, "T" to "10"
    rank = _RANK_OF.get(word) or (word.upper() if len(word) == 1 and word.upper() in core and word in "kqj" else None)
    ranked = [c for c in cards if c[0] == rank]
    return ranked[0] if what is None and len(ranked) == 1 else None


# A correction standing as an aside of its own ("Call. Actually, no: fold.", "Bid 5 — wait, 4.", "Play Qh... actually
# Th."): after a stop, a comma, a dash or an ellipsis, with at most two fillers ("hmm", "no") before it.
_CORRECTION_RE = re.compile(
    r"(?:^|[.,;:!?\n\u2013\u2014\u2026]|[ \t]-)[ \t*_]{0,3}"
    r"(?:(?:hmm+|no|oh|nah|um+)[ \t]{0,2}[,.!\u2014\u2013-]?[ \t]{0,3}){0,2}"
    r"(?:no[ \t]{1,3}wait|wait(?=[ \t]{0,2}(?:[,.!:;\u2014\u2013\n-]|no(?![a-z])|i[ \t]))|actually|scratch[ \t]that"
    r"|on[ \t]second[ \t]thoughts?|on[ \t]reflection|correction|i[ \t]mean|make[ \t]that|edit)(?![a-z])"
)
# The words that take an action back, not only restate it: "make that 36" or "I mean 35" alone after a raise was
# judged unclear (a step or a second size), after "wait" or "actually" clear.
_RETRACT_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|scratch[ \t]that|correction|edit|on[ \t]second[ \t]thoughts?)(?![a-z])"
)
_CORRECTED_LEAD_RE = re.compile(
    r"[\s,.:;!\u2013\u2014\u2026*_-]*"
    r"(?:(?:no|nope|nah|on[ \t]reflection|make[ \t]it)(?![a-z])[\s,.:;!\u2013\u2014\u2026*_-]*)*"
)
_CORRECTED_VALUE_RE = re.compile(r"(?:to[ \t]{1,3})?([0-9]{1,9}(?:,[0-9]{3}){0,3})(?:[ \t]{1,3}chips)?[ \t]*[.!]?")
_CASE_WORDS_RE = re.compile(
    r"(?<![a-z])(?:if|unless|when|whenever|once|otherwise|in[ \t]case|should|would|could|or|then|later|afterwards"
    r"|next|flop|turn|river)(?![a-z])"
)
_CLAUSE_SPLIT_RE = re.compile(r"[.;:!,\n\u2014\u2013]|\s-\s")
_COMMAND_LEAD_RE = re.compile(
    # not the "I" of "I am calling", which the head reads whole (it was refused, the "I" taken as the lead)
    r"[\s*_\"'(]*(?:(?:no|nope|just|simply|so|instead|i'll|i[ \t]will|i(?![ \t]{1,3}am(?![a-z]))|let[ \t]me|let's|we"
    r"|ok|okay|fine|now|better|go[ \t]with|the)[ \t]{1,3}){0,3}"
)
_COMMAND_HEAD_RE = re.compile(
    r"(?:(?:i'm|i[ \t]am)[ \t]{1,3}[a-z]{2,8}ing|fold|check|call|bet|raise|shove|jam|pass|order|alone|partner"
    r"|trump|play|lead|discard|bid|dump|throw|[0-9]|[2-9tjqka]{1,2}[ \t]?[cdhs\u2660-\u2667]"
    r"|(?:two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace|deuce|nil|clubs|diamonds|hearts|spades)"
    r"(?![a-z]))"
)
_STATEMENT_RE = re.compile(r"(?<![a-z])(?:is|are|was|were|isn't|wins|beats|loses|has|have|had)(?![a-z])|'s(?![a-z])")


def _commanded(rest: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether a clause of ``rest`` gives ``response`` as a command of its own: it opens (after "just", "I'll",
    "no"...) on the action's word, a card or a number, states nothing ("the Th is partner's"), and read alone
    reads the same ("Call. Actually, folding is for cowards." is no fold)."""
    for clause in _CLAUSE_SPLIT_RE.split(rest):
        lowered = ascii_lower(clause)
        lead = _COMMAND_LEAD_RE.match(lowered).end()
        if not _COMMAND_HEAD_RE.match(lowered, lead) or _STATEMENT_RE.search(lowered):
            continue
        try:
            if _loose(clause, options)[0] == response:
                return True
        except Refused:
            continue
    return False


def _corrected(text: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The words a refused answer ends on after taking its action back, to be read alone, or None. The correction
    is the last one, an action or a card stands before it (something to take back), and no case, plan, hedge or
    choice follows it (`if`, `then`, `would`, `or`...): "Raise to 20. Actually, on reflection, just call." calls,
    "Bet 10, no wait, 15." bets 15 (a number alone takes the action before it), "Call. Actually, fold if he
    3-bets." stays refused."""
    lowered = ascii_lower(text)
    found = None
    for found in _CORRECTION_RE.finditer(lowered):
        pass
    if found is None:
        return None
    before, after = text[: found.start()], text[found.end() :]
    said = _mentions(before, options)
    kinds = {kind for _, kind, _ in said}
    cards = [o for o in options.values() if o.get("cards") and _first_card(before, o) is not None]
    if not kinds and not cards:
        return None
    rest = after[_CORRECTED_LEAD_RE.match(after).end() :]
    lowered_rest = ascii_lower(rest)
    if not rest.strip() or _CASE_WORDS_RE.search(lowered_rest) or any(mark in rest for mark in ("?", "...", "\u2026")):
        return None  # a case, a question or a thought trailing off is no settled choice
    if _CARD_CORRECTION_RE.search(lowered_rest) or len({c for o in cards for _, c in _legal_values(rest, o)}) > 1:
        return None  # taken back again, or naming two cards ("the Q♠ instead of the A♥")
    value = _CORRECTED_VALUE_RE.fullmatch(rest.strip())
    if value is not None and not _mentions(rest, options):
        kind = next(iter(kinds)) if len(kinds) == 1 else ""
        if "min" not in options.get(kind, {}) or (kind != "bid" and not _RETRACT_RE.search(lowered, said[-1][0])):
            return None
        return f"{kind} {'to ' if kind != 'bid' else ''}{value.group(1)}"
    return rest


# A verdict after weighed options (session 37b), tried only where the prose reading refused an answer naming two or
# more kinds of action: the last action named, not set aside itself, stands in a clause that commits to it in the first
# person or as a verdict ("I'll call", "So I call", "Calling is best", "The play is a call", "Call."), and every action
# named before it is set aside where it stands (negated, judged, weighed, asked, listed, compared, under a condition,
# past or another player's). The clause is cut at a stop, a comma, a dash, "but" or "so".
_VERDICT_CUT_RE = re.compile(
    r"[.!?;:\n,()\u2013\u2014]|\s-{1,2}\s|(?<![a-z])(?:but|so|therefore|thus|hence|yet|though|although)(?![a-z])"
)
_VERDICT_LEAD_RE = re.compile(
    r"[\s*_`>#=\u2705\u2714\u27a1\u2192-]{0,8}"
    r"(?:(?:so|thus|therefore|hence|overall|finally|ultimately|instead|anyway|still|ok|okay|fine|easy|yes|well|now"
    r"|here|today|this[ \t]time|on[ \t]reflection|in[ \t]the[ \t]end|all[ \t]in[ \t]all|bottom[ \t]line|verdict"
    r"|decision)(?![a-z])[ \t,:!.\u2014\u2013-]{0,3})*"
    r"(?P<subject>(?:i|we)(?:['\u2019]ll|[ \t]will|['\u2019]m[ \t]going[ \t]to|[ \t]am[ \t]going[ \t]to"
    r"|['\u2019]m[ \t]gonna)?[ \t]{1,3}(?:(?:just|simply|definitely|happily|reluctantly|still|instead|gladly|say|do"
    r"|choose[ \t]to|pick|prefer[ \t]to|go[ \t]with|opt[ \t]to|decide[ \t]to)[ \t]{1,3}){0,2}"
    r"|(?:i['\u2019]m|we['\u2019]re)[ \t]{1,3}(?:just[ \t]{1,3})?(?=[a-z]{2,10}ing(?![a-z]))"
    r"|let['\u2019]s[ \t]{1,3}|let[ \t]me[ \t]{1,3}"
    r"|it(?:['\u2019]s|[ \t]is)[ \t]{1,3}(?:(?:clearly|simply|just)[ \t]{1,3})?an?[ \t]{1,3}"
    r"|(?:my|the)[ \t]{1,3}(?:(?:best|right|correct|only)[ \t]{1,3})?(?:play|move|decision|choice|action|pick|line)"
    r"[ \t]{1,3}(?:is|will[ \t]be)[ \t:]{1,3}(?:to[ \t]{1,3}|an?[ \t]{1,3})?)?"
    r"(?:(?:just|simply|go)[ \t]{1,3})?[*_`]{0,3}"
)
# After an action opening the last clause with no subject, a word that makes it a statement about the action ("Raise
# is too much", "Call only with a flush"), unless it praises it ("Calling is best", "Call is right").
_VERDICT_STATEMENT_RE = re.compile(
    r"(?<![a-z])(?:is|are|was|were|would|will|seems?|looks?|feels?|sounds?|has|have|had|can|costs?|gives?|loses?"
    r"|wins?|only|keeps?|gets?|makes?|does)(?![a-z])|'s(?![a-z])"
)
_VERDICT_PRAISE_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3})?\$?[0-9]{1,6})?(?:[ \t]{1,3}(?:here|now))?[ \t]{1,3}(?:is|it[ \t]is|'s)"
    r"[ \t]{1,3}(?:(?:clearly|definitely|obviously|simply|just)[ \t]{1,3})?(?:the[ \t]{1,3})?"
    r"(?:best|correct|right|better|play|move|answer|way[ \t]to[ \t]go|my[ \t]{1,3}(?:play|choice|pick))(?![a-z])"
)
# Words that make the last clause, or the sentence it ends, a case, a plan, a hedge or a choice.
_VERDICT_UNSURE_RE = re.compile(
    r"(?<![a-z])(?:if|unless|when|whenever|once|otherwise|case|should|would|could|might|then|later|next|afterwards"
    r"|turn|river|flop|street|or|either|maybe|perhaps|probably|not|never|no|actually|wait|only|against[ \t]a"
    r"|to[ \t](?:a|any|another|further)|kidding|joke|jk|say|says|said|typed|types|wrote|writes|told|tells|asked"
    r"|asks|claims?|claimed)(?![a-z])|[?\"\u201c\u201d]|\.\.\.|\u2026"
)
# An action judged in its own clause after it, as a subject or with a mark: "Folding is too tight", "Raise to 40
# would be too much", "fold (too weak)", "Fold \u2014 too passive", "Raising turns my hand into a bluff".
_JUDGED_AFTER_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3})?\$?[0-9]{1,6})?"
    r"(?:[ \t]{1,3}(?:here|now|it|this|that|the[ \t][a-z]{2,8}))?"
    r"(?:[ \t]{0,3}[(\u2013\u2014-][ \t]{0,3}|[ \t]{1,3}(?:(?:is|was|are|would|could|might|seems|feels|looks|sounds"
    r"|'s)[ \t]{1,3})?(?:(?:be|been|way|far|much|a[ \t]bit|just|still|also|clearly|simply|probably)[ \t]{1,3}){0,3})"
)
_NEGATIVE = (
    r"too[ \t]{1,3}(?:weak|loose|tight|passive|risky|thin|much|big|small|expensive|greedy|spewy|nitty|costly"
    r"|aggressive|wild|optimistic|ambitious|exploitable|dangerous|wide|light|many|few|little|high|low|early|cautious"
    r"|timid|fancy|cute|tricky)"
    r"|mistake|bad|worse|wrong|weak|loose|tight|passive|risky|thin|out(?![ \t]{1,3}of)|marginal|overkill|pointless"
    r"|losing|-ev|silly|spewy|greedy|dangerous|expensive|inferior|nitty|spew|leak|overplays|underplays"
    r"|turns[ \t]{1,3}(?:my|the|our)[ \t]{1,3}hand|gets[ \t]called"
    r"|gives[ \t]up|loses|bleeds|wastes|risks|invites|folds[ \t]out|tempting|the[ \t]other|other|candidate"
)
_NEUTRAL = r"fine|ok|okay|reasonable|standard|possible|an[ \t]option|option|alternative|close|defensible|viable|nice"
_JUDGED_BAD_RE = re.compile(_JUDGED_AFTER_RE.pattern + r"(?:" + _NEGATIVE + r")(?![a-z])")
_JUDGED_SO_RE = re.compile(_JUDGED_AFTER_RE.pattern + r"(?:" + _NEUTRAL + r"|merit|work|be[ \t]good)(?![a-z])")
# Before an action in its clause, words that set it aside: "no way I fold", "no reason to fold", "better than
# folding", "tempted to call", "I considered raising", "the option to raise".
_SET_ASIDE_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:considered|thought[ \t]about|tempted[ \t]to|no[ \t]way(?:[ \t](?:i|we)(?:['\u2019]m|['\u2019]ll"
    r"|[ \t]am)?)?|(?:no|little|nothing)[ \t](?:good[ \t])?(?:reason|point|need|sense)?[ \t]?(?:to|in)?"
    r"|than|over|vs\.?|versus|option[ \t](?:to|of)|alternative(?:[ \t]is)?(?:[ \t]to)?"
    r"|(?:(?:fold|call|check|raise|bet)(?:s|ed|ing)?[ \t]{1,3}to|facing|against|vs\.?|versus)[ \t]{1,3}"
    r"(?:a|an|any|his|her|their)"
    r")"
    r"[ \t]{1,3}(?:(?:a|an|the|just)[ \t]{1,3})?\Z"
)
# A modal before an action in its clause ("I'd raise", "I could bet"), weighed only where a case follows in its
# sentence ("I'd fold if he were tight", "I'd order with three trumps"); with a "but" after it, whether what follows
# is the choice or a case is not known ("I would normally raise, but he is a station. Call." stays refused).
_MODAL_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:i|we|you|one)(?:['\u2019]d|[ \t]would|[ \t]could|[ \t]might|[ \t]can|[ \t]may)"
    r"(?:[ \t]{1,3}(?:also|just|still|normally|usually|probably|easily|maybe))?[ \t]{1,3}\Z"
)
_MODAL_CASE_AFTER_RE = re.compile(r"[^.!?;\n]{0,60}?(?<![a-z])(?:if|unless|when|with|against)(?![a-z])")
_CONTRAST_RE = re.compile(
    r"(?<![a-z])(?:but|though|however|still|instead|anyway|rather|prefer|best|better|yet)(?![a-z])"
)
# A line called the usual one before an action, set aside before a contrast: "The standard line is to call, but".
_USUAL_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:standard|normal|usual|default|obvious|natural|textbook)[ \t]{1,3}(?:line|play|move)[ \t]{1,3}"
    r"(?:is|would[ \t]be)[ \t]{1,3}(?:to[ \t]{1,3}|an?[ \t]{1,3})?\Z"
)
_CONTRAST_AFTER_RE = re.compile(r"[^.!?;\n]{0,60}?(?<![a-z])(?:but|though|however|yet)(?![a-z])")
# After the deciding sentence, words that cast doubt on it or take it back: "Call. Or not.", "Fold. Maybe?".
_DOUBT_AFTER_RE = re.compile(
    r"\?|\.\.\.|\u2026|not[ \t]sure|(?<![a-z])(?:or|maybe|perhaps|unsure|kidding|joke|jk|actually|wait|hmm+|nope|nah"
    r"|idk|dunno|either|reconsider|rethink|second[ \t]thoughts?|instead|rather|scratch|correction|mean|no(?=[ \t]{0,2}"
    r"(?:[.!,;:\u2014\u2013-]|$)))(?![a-z])"
)
# The size right after an action word: "raise to 30", "bet 20".
_AMOUNT_AFTER_RE = re.compile(r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to|for|of))?[ \t]{1,3}\$?([0-9][0-9,]{0,12})")
_ASKED_YES_RE = re.compile(r"[^.!?;\n]{0,60}\?[\s*_\"']{0,4}(?:yes|yeah|yep|sure|definitely|absolutely|of[ \t]course)")
_SET_ASIDE_HELPERS = (
    _negated,
    _judged_wrong,
    _weighed_before,
    _intended_before,
    _under_condition,
    _someone_says,
    _someone_does,
    _is(_WOULD_BE_RE),
    _is(_TO_ME_RE),
    _is(_PAST_RE),
    _is(_ANSWERED_NO_RE),
    _is(_LABEL_FALSE_RE),
    _is(_UNLESS_AFTER_RE),
    _is(_JUDGED_BAD_RE),
)


def _set_aside(lowered: str, at: int, contrast: bool | None) -> bool:
    """Whether the action named at ``at`` is one the answer sets aside where it stands, not one it takes; a neutral
    judgment ("Calling is fine") sets it aside only before a contrast in its sentence or in the deciding clause
    (``contrast``: a "but" or "best" in it), and never with ``contrast`` None (after the decision)."""
    if any(helper(lowered, at) for helper in _SET_ASIDE_HELPERS):
        return True
    window = lowered[max(0, at - 40) : at]
    clause = _VERDICT_CUT_RE.split(window)[-1]
    if _SET_ASIDE_BEFORE_RE.search(clause) or _OTHERS_RE.search(window[-32:]):
        return True
    if _MODAL_BEFORE_RE.search(clause) and _MODAL_CASE_AFTER_RE.match(lowered, at):
        return True
    if _IF_ASIDE_RE.search(lowered, max(0, at - 120), at) or _IF_I_BEFORE_RE.search(lowered, max(0, at - 16), at):
        return True
    if (
        contrast is not None
        and (contrast or _CONTRAST_AFTER_RE.match(lowered, at))
        and (_JUDGED_SO_RE.match(lowered, at) or _USUAL_BEFORE_RE.search(clause))
    ):
        return True
    return bool(_QUESTION_REST_RE.match(lowered, at)) and not _ASKED_YES_RE.match(lowered, at)


def _verdict(text: str, options: dict[str, dict[str, Any]]) -> tuple[str, str] | None:
    """The clause of a refused answer that decides, to be read alone, with the kind it names, when it names the last
    action and commits to it and every other action named is set aside where it stands: "Folding is too weak,
    raising too loose, so I call." reads "I call"; None otherwise. A decision told first and others set aside after
    it ("Call. If he bets the river, fold."), a bare command on a line of its own after other lines ("Fold is
    bad.\n\nCall") and any all-in word stay refused: tests/test_review_answers30b.py pins them so."""
    lowered = ascii_lower(text)
    mentions = _mentions(text, options)
    if len({kind for _, kind, _ in mentions}) < 2:
        return None  # no other action was weighed
    listed = _listed(lowered, mentions, len(options))
    kept = [m for m in mentions if m[0] not in listed and not _set_aside(lowered, m[0], None)]
    if not kept or kept[-1] != mentions[-1] or any(allin for _, _, allin in mentions):
        return None  # a decision before others set aside, or an all-in word: refused (tests/test_review_answers30b.py)
    if any(_EARLIER_CHOICE_RE.search(lowered, max(0, pos - 40), pos) for pos, _, _ in mentions):
        return None  # "My first plan (raise) was wrong": a choice taken back, read as such or refused
    at, kind, _ = kept[-1]
    start = max([0] + [m.end() for m in _VERDICT_CUT_RE.finditer(lowered, max(0, at - 200), at)])
    end = _SENTENCE_RE.match(lowered, at).end()
    lead = _VERDICT_LEAD_RE.match(lowered, start)
    if lead is None or lead.end() != at or _VERDICT_UNSURE_RE.search(lowered, at, end):
        return None
    if _DOUBT_AFTER_RE.search(lowered, end) or not _verdict_placed(lowered, start, at):
        return None
    line = lowered.rfind("\n", 0, at) + 1
    if line and not lead.group("subject") and not _SENTENCE_BREAK_RE.search(lowered, line, at):
        return None  # a bare command on a line of its own after several actions (tests/test_review_answers30b.py)
    if not lead.group("subject") and _VERDICT_STATEMENT_RE.search(lowered, at, end):
        if not _VERDICT_PRAISE_RE.match(lowered, at):
            return None
    contrast = bool(_CONTRAST_RE.search(lowered, start, end))
    amount = _AMOUNT_AFTER_RE.match(lowered, at)
    if "min" in options[kind] and kind != "bid" and amount is None:
        return None  # a bet or raise with no size after weighing is judged unclear as often as not
    for pos, other, allin in mentions:
        if pos >= at:
            break
        if other == kind and "min" in options[kind] and not allin:
            near = _AMOUNT_AFTER_RE.match(lowered, pos)
            if near and near.group(1) != (amount and amount.group(1)):
                return None  # another size of the same action
        if other == kind and not allin:
            continue
        if pos not in listed and not _set_aside(lowered, pos, contrast):
            return None
    return text[start:end], kind


def _verdict_placed(lowered: str, start: int, at: int) -> bool:
    """Whether the deciding clause stands as the seat's own: not in a case, a label of another player or position,
    a quote, or after a verb of saying in its sentence."""
    sentence = _SENTENCE_BREAK_RE.split(_HEADING_BREAK_RE.sub(": ", lowered[max(0, start - 200) : start]))[-1]
    if _VERDICT_UNSURE_RE.search(sentence) or _HERO_LABEL_RE.search(lowered, max(0, start - 12), start):
        return False
    if _POSITION_RE.search(lowered, max(0, start - 24), start) or _OTHERS_LABEL_RE.search(
        lowered, max(0, start - 24), start
    ):
        return False
    for helper in (_negated, _under_condition, _someone_says, _someone_does, _intended_before, _weighed_before):
        if helper(lowered, at):
            return False
    if _OTHERS_RE.search(lowered, max(0, at - 32), at) or _EARLIER_CHOICE_RE.search(lowered, max(0, at - 40), at):
        return False
    return lowered.count('"', 0, start) % 2 == 0


def _example_read(
    text: str, objects: list[tuple[int, dict[str, Any]]], options: dict[str, dict[str, Any]], response: dict[str, Any]
) -> bool:
    """Whether the prose reading ``response`` of ``text`` comes from an object shown right after "e.g." or under a
    "Format:" label, or from the only object, ending the answer, under a line's "Example:" label: with each such
    object emptied the text reads otherwise or is refused ('e.g. {"action": "call"}' read the example's words as the
    call). Looser markers ("Sample output (my real answer):", "In JSON format:") often introduce the seat's answer
    after all, and stay read."""
    lowered = ascii_lower(text)
    examples = [at for at, _ in objects if _SHOWN_FORMAT_RE.search(lowered, max(0, at - 40), at)]
    if len(objects) == 1 and _EXAMPLE_LABEL_RE.search(lowered, max(0, objects[0][0] - 40), objects[0][0]):
        last = _EMBEDDED.raw_decode(text, objects[0][0])[1]
        if not text[last:].strip(" \t\n.`*_"):  # 'Example: {...}. That is exactly what I do.' gives it as its own
            examples = [objects[0][0]]
    for at in examples:
        end = _EMBEDDED.raw_decode(text, at)[1]
        text = text[:at] + "{" + " " * (end - at - 2) + "}" + text[end:]  # the braces still end the example's reach
    try:
        return bool(examples) and _loose(text, options)[0] != response
    except Refused:
        return True
