"""The first reading of an answer in prose: every word naming a legal action (:func:`action_mentions`), which of
them give the seat's own decision and not a case, a question, another player's move or one taken back, and the
amount or card that goes with it (:func:`read_prose`, from the last "answer:" marker on; :func:`read_focus`).
Whatever stays unclear is refused (:class:`~cosino.seats.amounts.Refused`), never guessed.

It builds its response with the check in :mod:`cosino.seats.answer_json`. Its helpers for negations, conditions and
other players' labels are public because :mod:`cosino.seats.second_reading`, which retries what this reading
refused, and :func:`cosino.seats.answers.parse_answer` use them too.
"""

from __future__ import annotations

import bisect
import heapq
import itertools
import re
from fractions import Fraction
from typing import Any, Callable, Iterator

from cosino.arena.episode import ALIASES
from cosino.arena.evidence import seat_text
from cosino.seats.amounts import (
    NIL_RE,
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
from cosino.seats.answer_json import AMOUNT_KEY_RE, NO_AMOUNT, PLAIN_NUMBER_RE, build_response, resolve_kind
from cosino.seats.answer_words import (
    ALL_IN_WORDS,
    BET_NAMES_RE,
    CARD_RE,
    CARD_WORDS_RE,
    KIND_WORDS,
    RAISE_NAMES_RE,
    RANK_WORDS,
    SUIT_SYMBOLS,
    SUIT_WORDS,
    card_code,
    card_of,
)

# The synonyms (KIND_SYNONYMS) in prose: "flat" only as a verb that ends its clause or takes "it" ("Flat.", "I flat
# it"), not "a flat board" nor "raise to 1800 flat".
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

# In prose, "as", "ah" and "ad" in small letters are words: "play as planned: 2c" played the ace of spades.
_PROSE_CARD_RE = re.compile(r"(?!(?-i:a[dhs])(?![a-z]))" + CARD_RE.pattern, re.IGNORECASE)
# Ranks listed before a card in words, sharing its suit: "the queen, king and ace of spades", "the king or the queen
# of hearts"; "play the ten, the ace of spades is high" read only the ace.
_RANK_WORD_RE = re.compile(
    r"(?<![a-z0-9_])(?:two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace)(?![a-z])"
)
_RANK_GAP = r"(?:\s{0,3},\s{0,3}(?:(?:and|or|&)\s{1,3})?|\s{1,3}(?:and|or|&)\s{1,3})(?:the\s{1,3})?"
_RANK_LIST_RE = re.compile(r"(?:" + _RANK_WORD_RE.pattern + _RANK_GAP + r")+$")
# The writer taking a card back for another: "2c... actually Th", "the queen, no wait, the ten", "spades - I mean
# clubs", "K♦ - no, too risky. 3♦" (a "no" standing alone before a stop or a dash, not "no trump left").
CARD_CORRECTION_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|i\s+mean|make\s+(?:it|that)|scratch\s+that|correction|or\s+rather|on\s+second"
    r"\s+thoughts?|on\s+reflection|better\s+yet|sorry|edit(?:ed)?|no(?=\s{0,2}[,.!;:\u2014\u2013-]))(?![a-z])"
)


def _inflected(word: str) -> str:
    """A pattern for ``word`` and its -s, -ed and -ing forms as English spells them: "raising" and
    "betting" too, else "calling is weak; raising to 20" read only the call."""
    if word.endswith("e"):
        return f"{word}(?:s|d)?|{word[:-1]}ing"
    if word in ("bet", "bid", "jam"):  # a short vowel doubles the last letter
        return f"{word}(?:s|{word[-1]}ed|{word[-1]}ing)?"
    return word + "(?:s|ed|ing)?"


_MIN_RAISE_RE = re.compile(r"min-?rais")
# An article, an owner or a reply before a name of RAISE_NAMES_RE or BET_NAMES_RE makes it a noun: "a 3-bet",
# "villain's 3-bet", "call 3-bet".
_NOUN_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:(?:a|an|the|his|her|their|your|its)(?:\s{1,3}(?:massive|huge|big|small|large|light|thin))?"
    r"|(?!let['’])[a-z]{2,12}['’]s"
    r"|call(?:s|ed|ing)?|facing|vs\.?|versus|against|fold(?:s|ed|ing)?\s{1,3}to)\s{1,3}$"
)
# The table's bids or bets counted, a noun: "Bids so far: 1, 0, 1", "The bids total 4 of 5".
_TABLE_COUNT_RE = re.compile(r"(?:bids|bets)[ \t]{1,3}(?:so[ \t]{1,3}far|total|add)(?![a-z])")
# An article or another's owner before "bet" or "raise" makes it the bet faced: "I follow the bet", "call his raise".
_BET_FACED_RE = re.compile(r"(?<![a-z])(?:the|his|her|their|your|its|that|this)[ \t]{1,3}\Z")
# ... where the noun ends its clause; "I make the raise to 30" and "the raise line" are the seat's.
_BET_FACED_END_RE = re.compile(r"[ \t*_]{0,3}(?:\Z|[.,;:!?)\n]|(?:and|but|so|here|now)(?![a-z]))")
_NOUN_AFTER_RE = re.compile(r"\s{1,3}pots?(?![a-z])")
# What stands between two cards named together: "Qh Th", "Qh,Th", "Qh and Th", "the queen and the ten of hearts"; a
# comma and a space may start a clause ("spades, clubs are too thin").
_CARD_LIST_GAP_RE = re.compile(r"[^.;!?\n\s,&]{1,20}?(?:,|\s{1,3}(?:(?:and|&|\+|plus)\s{1,3}(?:the\s{1,3})?)?)")
# Two cards in short form with a comma and a space between, the second ending its clause: "play Qh, 2c", "Possible
# plays: Qh, 2c, Th" played the queen; "Play Qh, Th is too low" plays the queen (the comma starts a clause).
# A score may follow each card: "discard ranking: Kh 2, Ah 1, Qs 8" discarded the king (session 39).
_SHORT_CARDS_LISTED_RE = re.compile(
    r"(?a:10|[2-9tjqka])\s?(?:(?a:[cdhs])|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])"
    r"(?:[ \t]{1,2}[0-9]{1,3}(?:\.[0-9]{1,2})?)?,\s{1,3}"
    r"(?a:10|[2-9tjqka])\s?(?:(?a:[cdhs])|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])(?![a-z])"
    r"(?:[ \t]{1,2}[0-9]{1,3}(?:\.[0-9]{1,2})?(?![0-9]))?"
    r"[\s*_`]{0,3}(?:$|[.,;:!?)\n]|(?:and|or|&)(?![a-z]))",
    re.IGNORECASE,
)
# A line labelled as the card of the action on the line above: "action: play\ncard: Qh".
_CARD_LINE_RE = re.compile(r"\n[ \t*_-]{0,4}(?:card|suit)[ \t*_]{0,3}[:=][ \t*_\"']{0,3}")
# Two cards in short form joined by "and" ("Qs and the As"), and what goes on after the second: a list of more.
_AND_GAP_RE = re.compile(r"[^\s,]{2,3}\s{1,3}and\s{1,3}(?:the\s{1,3})?")
_SHORT_CARD_RE = re.compile(
    r"(?:10|[2-9tjqkaTJQKA])\s?(?:[cdhsCDHS]|[\u2663\u2667\u2666\u2662\u2665\u2661\u2660\u2664])(?![a-z])"
)
# A card and the start of a passive right before an action's word: "Kh played", "the Qs was led", "As has been played".
_CARD_REPORTED_RE = re.compile(
    r"(?<![a-z0-9])"
    + _SHORT_CARD_RE.pattern
    + r"(?:[ \t]{1,3}(?:was|is|has[ \t]{1,3}been|had[ \t]{1,3}been|got|gets|being))?[ \t]{1,3}\Z"
)
_LIST_GOES_ON_RE = re.compile(r"[^\s,.;]{0,3}\s{0,2}(?:,|and(?![a-z])|&)")
# What stands between two cards given as a choice: "Th or Qh", "the queen of hearts or the ten", "clubs/spades"; a
# colon does not end the choice as a stop does ("Qh: the safe one, or 2c").
_COMMA_GAP_RE = re.compile(r"[^.;!?\n,]{1,20}?,\s{0,3}")
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
ANSWERED_NO_RE = re.compile(
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
LABEL_FALSE_RE = re.compile(
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
OTHERS_RE = re.compile(
    r"(?<![a-z])(?:partner|opponent|villain|he|she|they|his|her|their|west|east|north|south|dealer|lefty|righty|lho"
    r"|rho|everyone|everybody|nobody|players|rest|others|of[ \t]them|blinds|limpers|callers|regs|table|no[ \t]one"
    r"|both[ \t]of[ \t]them|all[ \t](?:two|three|four|five)|all"
    r"|(?:first|second|third|fourth|last|previous|other|next)[ \t]player"
    r"|player[ \t](?:before|after|behind)[ \t]me"
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
OTHERS_NO_PARTNER_LABEL_RE = re.compile(OTHERS_RE.pattern.replace("|(?<![a-z0-9])(?:partner|", "|(?<![a-z0-9])(?:"))
# "the" and a noun or two right before a verb in the third person ("the kid calls", "the big stack shoves"); not the
# names a seat gives itself or its advice ("the agent raises to 40", "the solver folds here")
_SELF_NOUNS = r"hero|agent|assistant|bot|ai|model|solver|engine|computer|gto|math|chart|book|theory|answer|move|play"
_THE_SOMEONE_RE = re.compile(r"(?<![a-z])the[ \t](?:(?!(?:" + _SELF_NOUNS + r")[ \t])[a-z]{2,12}[ \t]{1,3}){1,2}$")
# A table position or the dealer right before an action word ("BB checks", "SB: call", "dealer: pass"): the seat may
# hold it, so one alone is read; a verb in the third person after it, or a second such label, is a transcript.
POSITION_RE = re.compile(
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
EARLIER_CHOICE_RE = re.compile(
    r"(?<![a-z])(?:earlier|initial|first|original|previous|old)[ \t]{1,3}"
    r"(?:conclusion|thought|plan|read|answer|choice|instinct|idea|decision)[ \t]{0,3}[(\[][ \t]{0,2}\Z"
)
# An action done to the seat by another player, in the passive: "Checked to me", "it's bet to me", "folds to me".
TO_ME_RE = re.compile(r"[a-z-]{1,10}(?:ed|s|bet)[ \t]{1,3}(?:around[ \t]{1,3})?to[ \t]{1,3}(?:me|us|hero)(?![a-z])")
# An action word in the past tense ("I called", "raised"): what was done, not what to do.
PAST_RE = re.compile(r"[a-z-]{2,12}ed(?![a-z])")
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
WOULD_BE_RE = re.compile(
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
OTHERS_LABEL_RE = re.compile(
    r"(?<![a-z0-9])(?:lho|rho|west|east|north|south|villain|opponent|partner)"
    r"[ \t]{0,3}(?::|[\u2013\u2014-]{1,2})[ \t]{0,3}\Z"
)
_THIRD_PERSON_RE = re.compile(r"[a-z0-9-]{1,12}(?<=[a-z])s(?![a-z])")
HERO_LABEL_RE = re.compile(r"(?<![a-z])(?:hero|me)[ \t]{0,3}(?::|->?|>|\u2013|\u2014|=)[ \t]{0,3}$")
# \Z, not $: a window ending in a line break let "$" match before it, so an example named on the line above set the
# next object aside ('{...} (an example of the format)\n{"action": "fold"}' read the example).
EXAMPLE_BEFORE_RE = re.compile(r"(?<![a-z])(?:example|sample|format|e\.g\.|for\s+instance)(?![a-z])[^\n{}]{0,40}\Z")
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
HEADING_BREAK_RE = re.compile(r":[ \t*_]{0,4}\n")
# A stop that ends no sentence: "no hearts etc. left, so 2c".
_ABBREVIATION_RE = re.compile(r"(?<![a-z])(?:etc|vs|approx|e\.g|i\.e|cf)\.", re.IGNORECASE)
# The same with a list's first mark after it: "Pass:\n1. Q\u2660", "Cards to pass:\n- A\u2660".
_HEADING_LIST_RE = re.compile(r":[ \t*_]{0,4}\n(?:[ \t]{0,4}(?:[0-9]{1,2}[.)]|[-*\u2022])[ \t]{1,3})?")
SENTENCE_BREAK_RE = re.compile(r"[.!?;\n]")
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
# The end of the sentence before a bare question, markup after it; an ellipsis goes on ("I guess... call?").
_QUESTION_OPENING_RE = re.compile(r"(?:(?<![.])[.!](?![.])|\n)[\s*_\"'`>#]{0,8}\Z")
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
IF_ASIDE_RE = re.compile(r"\([\s*_]{0,3}(?:if|when|unless|had)(?![a-z])[^()]{0,118}$")
# A condition after the action in its clause, or after a dash: "Call unless he's a maniac.", "I'd call if I had a
# draw.", "Bid nil — unless partner is weak, then 2." name no choice for now. A comma may start a later plan.
UNLESS_AFTER_RE = re.compile(
    r"[^.!?;,(\n]{0,60}(?<![a-z])(?:unless|if[ \t]i[ \t](?:had|were|was|held|could|did))(?![a-z])"
)
# A writer who says it cannot choose: "I can't decide between calling and folding."
# A condition inside a sentence with the seat's own action as its verb: "call spades if I pass".
IF_I_BEFORE_RE = re.compile(r"(?<![a-z])if[ \t]{1,3}(?:i|we)[ \t]{1,3}(?:just[ \t]{1,3}|only[ \t]{1,3})?\Z")
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
# A sentence: up to a stop, "!" or "?" (not a decimal point), a semicolon or a line break.
SENTENCE_RE = re.compile(r"(?:[^.!?;\n]|[.!?](?=[0-9]))++")  # possessive: no backtracking mark per character
# A later street, trick or round named in a clause: "bet the turn", "fold later", "next trick", "after this trick";
# not "the river", which is as often this decision's ("Jam the river."), nor "to see the turn", a call's reason.
_LATER_RE = re.compile(
    r"(?<![a-z])(?:(?<!see[ \t])the[ \t]{1,3}turn|next[ \t]{1,3}(?:street|trick|round|hand|orbit|time|turn|card)"
    r"|later|afterwards?|after[ \t]{1,3}(?:this|that)[ \t]{1,3}(?:trick|hand|round|street)"
    r"|going[ \t]{1,3}forward"
    # or a reply to one the other player has not made: "I'll fold to a 3-bet", "fold to a turn barrel"
    r"|to[ \t]{1,3}(?:a|any)[ \t]{1,3}(?:[a-z]{1,8}[ \t]{1,3})?(?:[3-5]-?bet|raise|re-?raise|shove|jam|barrel)"
    r")(?![a-z])"
)
# A sentence that opens on a later street or a plan ("On the turn I'll bet", "Next trick I lead", "Turn plan:",
# "River: check", "Next I'll pass"): all of it is about a later decision.
_LATER_OPENING_RE = re.compile(
    r"[\s*_>#\"'\[(-]{0,6}(?:(?:and|but|so|then|or)[ \t,]{1,3})?(?:(?:on|at|by|for|from|in)[ \t]{1,3})?"
    r"(?:the[ \t]{1,3}(?:turn|river)|next[ \t]{1,3}(?:street|trick|round|hand|orbit|time|turn)|later|afterwards?"
    r"|after[ \t]{1,3}(?:this|that)[ \t]{1,3}(?:trick|hand|round|street)|going[ \t]{1,3}forward"
    r"|next[ \t,]{1,3}(?:i['\u2019]ll|i[ \t]{1,3}will|we['\u2019]ll)|next[ \t*_]{0,3}:|the[ \t]{1,3}one[ \t]{1,3}after"
    r"|(?:turn|river|next[ \t]{1,3}street|turn[ \t]{1,3}plan|river[ \t]{1,3}plan)[ \t*_]{0,3}:)(?![a-z])"
)
# The same in a case, where "the river" is always later: "If he bets the river, fold."
_LATER_CASE_RE = re.compile(
    r"(?<![a-z])(?:the[ \t]{1,3}river|next|later|if[ \t]{1,3}(?:he|she|they|villain|opponent)"
    r"|if[ \t]{1,3}(?:re-?)?(?:raised|called|bet[ \t]{1,3}into|shoved[ \t]{1,3}on))(?![a-z])|" + _LATER_RE.pattern
)
# The flop written as a label ("Flop: call. Turn: check."): a plan street by street, the street of this decision not
# named (judged unclear in blind corpus 31).
_FLOP_LABEL_RE = re.compile(
    r"(?:^|[.!?\n])[ \t*_#>0-9.)-]{0,8}(?:on[ \t]{1,3})?(?:the[ \t]{1,3})?(?:preflop|pre-flop|flop)[ \t*_]{0,3}:"
)
# Another player opening a plan's clause ("Villain will probably bet 40 next time"): his, not the seat's.
_OTHERS_FIRST_RE = re.compile(
    r"[\s*_>(,-]{0,6}(?:(?:and|but|so|then)[ \t]{1,3})?(?:the[ \t]{1,3})?"
    r"(?:he|she|they|villain|opponent|partner)(?![a-z])"
)
# Another player named as a pronoun or a noun, after other players' actions: the words are still about them.
_THEIRS_RE = re.compile(r"(?<![a-z])(?:he|she|they|them|their|his|her|him|opponents?|villain|partner)(?![a-z])")
# A sentence that says it is this decision's: "This trick: 2c", "Right now: call".
_THIS_DECISION_RE = re.compile(r"(?<![a-z])(?:this[ \t]{1,3}(?:trick|street|hand|round|time)|now)(?![a-z])")
# A case in the sentence of the action read beside a plan: "Call if he's weak.", "Otherwise fold."
_OWN_CASE_RE = re.compile(r"(?<![a-z])(?:if|unless|when|otherwise|else)(?![a-z])")
# What parts a sentence into clauses for the later-plan reading: marks, "and", "then", "but", a dash.
_PLAN_CLAUSE_RE = re.compile(r"[,:()\u2013\u2014]|\s-\s|(?<![a-z])(?:and|then|but|while)(?![a-z])")
# A clause that says it is this decision's: "now", "right now", "this street".
_NOW_RE = re.compile(r"(?<![a-z])(?:now|this[ \t]{1,3}(?:street|time|hand))(?![a-z])")
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

# A last sentence that puts the decision off: "Let me think more about what he holds before deciding."
_DEFERRED_RE = re.compile(
    r"(?<![a-z])(?:(?:let[ \t]me|i[ \t]need[ \t]to|i[ \t]want[ \t]to|i['\u2019]ll|i[ \t]will)[ \t]{1,3}think"
    r"[ \t]{1,3}(?:more|further|it[ \t]over|a[ \t]bit)|before[ \t]{1,3}decid|still[ \t]{1,3}deciding"
    r"|(?:not|haven['\u2019]t)[ \t]{1,3}(?:yet[ \t]{1,3})?decided)(?![a-z])"
)
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
    # or said to waste what it plays: "Playing the Qh would waste it", "Passing would waste the bowers" (session 39)
    r"(?:mistake|error|blunder|wrong|(?<=would[ \t])(?:waste|squander|blow)"
    r"|(?<=will[ \t])(?:waste|squander|blow))(?![a-z])"
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
QUESTION_REST_RE = re.compile(r"(?:[^.!?;\n]|\.{2,}|\u2026|\.(?=[0-9])){0,60}?\?")


def action_mentions(text: str, options: dict[str, dict[str, Any]]) -> list[tuple[int, str, bool]]:
    """(offset, legal kind, all-in?) for every word in ``text`` that names a legal action."""
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
            if _TABLE_COUNT_RE.match(lowered, m.start()):
                continue  # "Bids so far: 1, 0, 1. I bid 3.": the table's, a noun
            faced = word in ("bet", "raise") and _BET_FACED_RE.search(lowered, max(0, m.start() - 16), m.start())
            if faced and _BET_FACED_END_RE.match(lowered, m.end()):
                continue  # "I follow the bet" raised the minimum: the bet faced, a noun
            out.append((m.start(), kind, False))
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


def _said(
    focus: str, mentions: list[tuple[int, str, bool]], legal: int, cards: bool = False
) -> list[tuple[int, str, bool]]:
    """The mentions of the seat's own action: not negated ("I won't call" was read as the call, "I won't call; I
    fold" refused) and not another player's ("partner bid 3"). An answer left with none is refused."""
    lowered = ascii_lower(focus)
    listed = listed_offsets(lowered, mentions, legal)
    if mentions and len(listed) == len(mentions):
        raise Refused("the answer only lists actions; name the one to take")
    said = [m for m in mentions if m[0] not in listed and not negated(lowered, m[0])]
    said = [m for m in said if not ANSWERED_NO_RE.match(lowered, m[0]) and not LABEL_FALSE_RE.match(lowered, m[0])]
    said = [m for m in said if not _TEMPTING_RE.match(lowered, m[0])]
    # A card right before an action in the past tense is a report of that card: "Kh played, Qh beats nothing. Th
    # then." played the queen named after it.
    said = [
        m
        for m in said
        if not (PAST_RE.match(lowered, m[0]) and _CARD_REPORTED_RE.search(lowered, max(0, m[0] - 32), m[0]))
    ]
    # An action inside a bracket that opens with "if" is a case, not the choice: "Th. (If partner had led I would
    # play Qh.)" played the queen.
    said = [m for m in said if not IF_ASIDE_RE.search(lowered, max(0, m[0] - 120), m[0])]
    # Asked back as a tag ("Call, no?"), or shown as an example ("Example answer: call"): no decision.
    said = [m for m in said if not _TAG_QUESTION_RE.match(lowered, m[0])]
    if len(mentions) == 1 and _bare_question(lowered, mentions[0][0]):
        raise Refused("the answer only asks an action back ('call?'); name the one to take")
    said = [m for m in said if not EXAMPLE_BEFORE_RE.search(lowered, max(0, m[0] - 60), m[0])]
    if said and all(
        under_condition(lowered, m[0])
        or UNLESS_AFTER_RE.match(lowered, m[0])
        or IF_I_BEFORE_RE.search(lowered, max(0, m[0] - 16), m[0])
        for m in said
    ):
        # Only a plan: "If he shoves, call." Setting such a mention aside to read another was tried and withdrawn
        # ("If I'm honest, call. Raise is too much." raised; tests/test_review_answers35.py).
        raise Refused("the answer names actions only under a condition; name the one to take now")
    if any(_EITHER_RE.search(lowered, max(0, m[0] - 24), m[0]) for m in said):
        raise Refused("the answer offers its action as one of two ('either ... or'); name the one to take")
    if said and all(_TORN_RE.search(SENTENCE_BREAK_RE.split(lowered[max(0, m[0] - 80) : m[0]])[-1]) for m in said):
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
    others = OTHERS_NO_PARTNER_LABEL_RE if any(k == "partner" for _, k, _ in mentions) else OTHERS_RE
    own = [
        m
        for m in said
        if not others.search(lowered, max(0, m[0] - 32), m[0])
        and not someone_does(lowered, m[0])
        and not _POSSESSED_RE.search(lowered, max(0, m[0] - 32), m[0])
        and not _FACED_RE.search(lowered, max(0, m[0] - 16), m[0])
    ]
    if _SELF_POSITION_RE.search(lowered) is None:  # the seat names its own position: "I'm the button"
        own = [m for m in own if not _position_did(lowered, m[0])]
    _refuse_positions_transcript(lowered, said, own)
    if len(own) < len(said) and any(HERO_LABEL_RE.search(lowered, max(0, m[0] - 12), m[0]) for m in own):
        # "Hero: raise 40\nVillain: call\nHero: ?" is a transcript of the hand so far, not the seat's decision
        raise Refused("the answer reads as the hand's history; name the action to take")
    # A card or suit after them may still answer, in the seat's own words or none of another's: "Everyone passed. I
    # call spades.", "Partner: 'play your ace'. OK: As."; not "Everyone passed; spades are strong for them."
    after = _WORD_END_RE.match(lowered, said[-1][0] + 1).end() if said else 0
    yours = _MINE_RE.search(lowered, after) or not _THEIRS_RE.search(lowered, after)
    if said and not own and not (cards and yours):
        raise Refused("the answer only names other players' actions; name the one to take")
    if own and len(own) < len(said) and all(PAST_RE.match(lowered, m[0]) for m in own):
        raise Refused("the answer only tells actions already taken; name the one to take now")
    for quantifier, is_so, why in _NO_DECISION_WHEN:
        if own and quantifier(is_so(lowered, m[0]) for m in own):
            raise Refused(why)
    return own


def _position_did(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is told in the past right after "the" and a table position: "The cutoff raised to
    6. Three-bet to 18." named two raises."""
    if not PAST_RE.match(lowered, at):
        return False
    position = POSITION_RE.search(lowered, max(0, at - 24), at)
    return position is not None and position.group(1) is None and lowered.endswith("the ", 0, position.start())


def intended_before(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is one the seat meant to take before: "I was going to call, but ..."."""
    return bool(_INTENDED_RE.search(lowered, max(0, at - 32), at))


def weighed_before(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is one the seat only weighs: "thinking about calling", "considering a raise"."""
    return bool(_WEIGHED_RE.search(lowered, max(0, at - 40), at))


def someone_says(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` follows, within 60 characters, someone else saying or expecting it."""
    return bool(_SOMEONE_SAYS_RE.search(lowered, max(0, at - 60), at))


def matches_at(pattern: re.Pattern[str]) -> Callable[[str, int], bool]:
    """Whether ``pattern`` matches at the action's place."""
    return lambda lowered, at: bool(pattern.match(lowered, at))


def _hedged_question(lowered: str, at: int) -> bool:
    """Whether the action at ``at`` is hedged with "maybe" or "perhaps" and asked in one sentence ("Maybe raise?"
    raised the minimum): a question to oneself, not a decision."""
    start = max(0, at - 40)
    start = max([start] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, start, at)])
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
        found = POSITION_RE.search(lowered, max(0, at - 24), at) or OTHERS_LABEL_RE.search(lowered, max(0, at - 24), at)
        if found is not None:
            labels[at] = found.group(0).strip(" \t:-\u2013\u2014")
    for at, _, _ in own:
        third = (
            at in labels and POSITION_RE.search(lowered, max(0, at - 24), at) and _VERB_IN_THIRD_RE.match(lowered, at)
        )
        if third or (at in labels and ":" in lowered[at - 4 : at] and len(set(labels.values())) > 1):
            raise Refused("the answer reads as the hand's history; name the action to take")


def _addressed(lowered: str, at: int) -> bool:
    """Whether "partner" at ``at`` heads its sentence and is addressed, words following its comma."""
    head = lowered[max(0, at - 8) : at].rstrip(" \t*_\"'")
    return (not head or head.endswith((".", "!", "?", "\n"))) and _VOCATIVE_RE.match(lowered, at) is not None


def judged_wrong(lowered: str, at: int) -> bool:
    """Whether the action word at ``at`` is judged a mistake in its clause: "A raise here would be a mistake."."""
    return bool(
        _JUDGED_WRONG_AFTER_RE.match(lowered, at) or _JUDGED_WRONG_BEFORE_RE.search(lowered, max(0, at - 24), at)
    )


# Doubt in the sentence of an action: "I'm leaning toward a bet, not sure on the size yet.", "Not sure whether to
# raise or call."
# "Not sure" of the choice, not of a fact: "I'm not sure he has it, so I call." calls.
_UNSURE_RE = re.compile(
    r"(?<![a-z])(?:not[ \t]{1,3}(?:yet[ \t]{1,3})?(?:sure|certain)(?=[ \t]{0,3}(?:[,.;:!?)\n-]|\Z"
    r"|(?:whether|if|about|on|which|what|how|yet|between"
    r"|of[ \t]{1,3}(?:the|my)[ \t]{1,3}(?:size|sizing|amount|play|action|move))(?![a-z])))"
    r"|unsure|undecided|(?:don't|do[ \t]not|dont)[ \t]{1,3}know[ \t]{1,3}(?:whether|if|which|between)"
    r"|(?:can't|cannot|can[ \t]not|cant)[ \t]{1,3}decide|torn[ \t]{1,3}between)(?![a-z])"
)
# An action with a case right after its word: "Raise if the board card is a king."; not a proviso of the seat's own
# ("I'll check if I can", "fold if needed", "call if that's legal").
_IF_AFTER_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3})?[0-9]{1,6})?[ \t]{1,3}if[ \t]{1,3}"
    r"(?!(?:i|we)[ \t]{1,3}(?:can|may|must|am|have)(?![a-z])"
    r"|(?:it|that)(?:['\u2019]s|[ \t]{1,3}is)[ \t]{1,3}(?:legal|allowed|possible|ok)"
    r"|possible|legal|allowed|needed|necessary|required|any(?![a-z]))"
)
# An action asked as one of a choice, its size or card at most before the "or": "Fold or something else?", "fold or
# rasie?" (a misspelt second action), "Play Qh or not?".
_OR_ASKED_RE = re.compile(
    r"[a-z-]{0,12}(?:[ \t]{1,3}(?:to[ \t]{1,3}|the[ \t]{1,3})?[0-9a-z\u2660-\u2667]{1,6})?[ \t,]{0,3}or(?![a-z])"
    r"[^.!?\n]{0,60}\?"
)
# A "but" that answers a doubt: "Not sure, but I'll call."
_BUT_RE = re.compile(r"(?<![a-z])but(?![a-z])")


def unsure(lowered: str, at: int) -> bool:
    """Whether the sentence of the action at ``at`` says the seat is not sure (within 120 characters either side),
    unless a "but" stands between the doubt and the action ("Not sure, but I'll call.")."""
    start = max([max(0, at - 120)] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, max(0, at - 120), at)])
    after = SENTENCE_BREAK_RE.search(lowered, at, at + 120)
    doubt = _UNSURE_RE.search(lowered, start, after.start() if after else min(len(lowered), at + 120))
    return doubt is not None and not (doubt.end() <= at and _BUT_RE.search(lowered, doubt.end(), at))


# The seat's own mentions leave no decision when all of them (any, for a mistake) are so, tried in this order; each
# with the one line that says why.
_NO_DECISION_WHEN = (
    (all, _addressed, "the answer addresses its partner ('Partner, ...') and names no action; name the one to take"),
    (all, someone_says, "the answer only names actions that someone else says or expects; name the one to take"),
    (
        all,
        matches_at(TO_ME_RE),
        "the answer names another player's action done to the seat ('checked to me'); name the one to take",
    ),
    (any, judged_wrong, "the answer judges its action a mistake; name the one to take"),
    (all, matches_at(WOULD_BE_RE), "the answer only weighs its action ('would be'); name the one to take"),
    (all, _hedged_question, "the answer only asks whether to take its action ('Maybe raise?'); name the one to take"),
    (all, unsure, "the answer says it is not sure of its action; name the one to take"),
    (all, matches_at(_OR_ASKED_RE), "the answer asks its action as a choice ('Fold or ...?'); name the one to take"),
    (
        all,
        matches_at(_IF_AFTER_RE),
        "the answer takes its action only in a case ('Raise if ...'); name the one to take",
    ),
    (
        all,
        matches_at(_MIXED_AFTER_RE),
        "the answer gives its action only as a frequency ('call 1/3 of the time'); name one",
    ),
    (all, _noun_subject, "the answer names its action only as a noun ('bet is 10'); name the one to take"),
    (
        all,
        matches_at(_SIZE_LABEL_RE),
        "the answer names its action only in a label of a size ('bet_size:'); name the action",
    ),
    (all, intended_before, "the answer only tells an action it meant to take ('I was going to call'); name the one"),
    (all, weighed_before, "the answer only weighs its action ('thinking about calling'); name the one to take"),
    (
        all,
        matches_at(_PARTNER_SUBJECT_RE),
        "the answer names its partner as a person ('Partner says'); name the action",
    ),
)


# Another's action as a noun after a possessive: "This scallywag's raise don't scare me. I'll call." raised (session
# 39); not the contractions ("it's", "let's", "that's a raise").
_POSSESSED_RE = re.compile(
    r"(?<![a-z'\u2019])(?!(?:it|that|let|he|she|there|what|who|here|where|one|this|everything|nothing|mine)['\u2019]s)"
    r"[a-z]{2,20}['\u2019]s[ \t]{1,3}(?:(?:small|big|huge|tiny|min|minimum|weak|last|first|opening|open)[ \t]{1,3})?$"
)


# Another's action played against: "Leduc J-high vs raise: give up" raised (session 39); "facing" has rules of its own.
_FACED_RE = re.compile(r"(?<![a-z])(?:vs\.?|versus)[ \t]{1,3}(?:(?:a|an|the|his|her|their)[ \t]{1,3})?$")


def someone_does(lowered: str, at: int) -> bool:
    """Whether the action word at ``at`` is a verb in the third person after "the" and a noun: "the kid calls", "the
    big stack shoves". A seat tells its own action as "I call" or "Call", never so."""
    return bool(_THIRD_PERSON_RE.match(lowered, at)) and bool(_THE_SOMEONE_RE.search(lowered, max(0, at - 40), at))


def under_condition(lowered: str, at: int) -> bool:
    """Whether ``at`` stands in a sentence that opens with a condition or a case ("If he shoves, call."), a heading
    ending in a colon going on into the next line ("Had I been first to act:\nCheck."), or a square bracket
    ("[When forced: raise to 30]"): a plan, not the decision."""
    sentence = SENTENCE_BREAK_RE.split(HEADING_BREAK_RE.sub(": ", lowered[max(0, at - 200) : at]))[-1]
    case = _CONDITION_RE.match(sentence)
    # a square bracket opening with the condition holds the action only until it closes: "[If I must: fold]"
    return case is not None and not ("[" in case.group(0) and "]" in sentence[case.end() :])


def _case_of_all_in(lowered: str, at: int) -> bool:
    """Whether an all-in word is a plan under a condition ("If he 4-bets, I get it in.") or another's expected move
    after "are likely to" ("the short stacks are likely to shove over a 3-bet")."""
    return under_condition(lowered, at) or _PREDICTED_RE.search(lowered, max(0, at - 40), at) is not None


def listed_offsets(lowered: str, mentions: list[tuple[int, str, bool]], legal: int) -> set[int]:
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
    """Whether the action's word at ``start`` is the last sentence of the text, asked: "Call?", "Legal bids: 0 to 13.
    Bid 13?"."""
    return bool(
        (
            _BARE_QUESTION_BEFORE_RE.fullmatch(lowered, 0, start)
            or _QUESTION_OPENING_RE.search(lowered, max(0, start - 16), start)
        )
        and _BARE_QUESTION_AFTER_RE.fullmatch(lowered, start + 1 if start < len(lowered) else start)
        and _BARE_QUESTION_AFTER_RE.fullmatch(lowered, start + 1 if start < len(lowered) else start)
    )


def _restated(lowered: str, start: int, end: int) -> bool:
    """Whether a list of the actions from ``start`` to ``end`` is introduced as the options or asked as a question."""
    line = lowered.rfind("\n", max(0, start - 60), start) + 1  # only the 60 characters before are read
    return bool(_OPTIONS_LABEL_RE.search(lowered, max(line, start - 60), start) or _ASKED_RE.match(lowered, end))


def negated(lowered: str, start: int) -> bool:
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


def read_prose(text: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    # After an explicit "answer:" / "action:" marker (the seat's own), only the text following the last one counts.
    markers = [m for m in _MARKER_RE.finditer(text) if not _others_marker(text, m.start())]
    focus = text[markers[-1].end() :] if markers else text
    response, snapped, reason = read_focus(focus, options)
    if len(markers) > 1 and _marker_word(markers[-2]) == _marker_word(markers[-1]) and _given_twice(text, markers):
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
    if _DEFERRED_RE.search(_last_sentence(lowered)):
        raise Refused("the answer ends by putting its decision off ('before deciding'); name the action to take")
    if _CLOSING_NO_RE.search(lowered, max(0, len(lowered) - 40)):  # "Fold. No." takes its action back; "Check? No!" not
        raise Refused("the answer ends in a bare no after its action; name the one to take")
    kind = response["action"]
    if "min" in options[kind] and kind in ("bet", "raise") and response["amount"] < options[kind]["max"]:  # not all in
        _refuse_size_elsewhere(lowered, (reason or "").startswith(NO_AMOUNT))
    return response, snapped, reason


# Markers that give the seat's own answer once: a second one right after, both opening their sentence, giving another
# action leaves two answers ("Answer: fold. Answer: call.", "action: check\naction: bet"); further apart, or after
# another word ("Player 2 action:", "Sample: Decision:"), the earlier one is often another's or weighed.
_MARKERS_GIVEN_ONCE = ("answer", "action", "decision")
_MARKER_OPENS_RE = re.compile(r"(?:\A|[.!?\n])[ \t*_>#-]{0,8}\Z")


def _given_twice(text: str, markers: list[re.Match[str]]) -> bool:
    """Whether the last two markers, of one word, may each give the seat's answer (see _MARKERS_GIVEN_ONCE)."""
    word = _marker_word(markers[-1])
    if word == "final answer":
        return True
    return (
        word in _MARKERS_GIVEN_ONCE
        and markers[-1].start() - markers[-2].end() <= 60
        and "#" not in text[markers[-2].end() : markers[-1].start()]  # a heading between: "### Their range"
        and all(_MARKER_OPENS_RE.search(text, max(0, m.start() - 12), m.start()) for m in markers[-2:])
    )


def _last_sentence(lowered: str) -> str:
    """The last sentence of ``lowered`` (of its last 300 characters), marks around it left out."""
    tail = lowered[-300:].rstrip(" \t\n*_`\"'.!)")
    return SENTENCE_BREAK_RE.split(tail)[-1]


def _marker_word(marker: re.Match[str]) -> str:
    return " ".join(re.findall(r"[a-z]+", ascii_lower(marker.group(0))))


def _refuse_marker_twice(between: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> None:
    """Refuse an answer whose last "Final answer:" (or "Answer:", "Action:", "Decision:") follows another that gives
    another action, by what stands between or on the earlier marker's line: "Final answer: Raise to 30" then "Final
    answer: Call" called. Other markers often tell what others did ("Player 2 move:")."""
    try:
        earlier = read_focus(between, options)[0]
    except Refused:
        line = between.lstrip(" \t*_").split("\n", 1)[0]  # the marker's own line: "Qh**" then other options weighed
        try:
            earlier = read_focus(line, options)[0] if line != between else response
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
    # each time the value is written, not only the first: "9c is low. Discard the 9c? Or the Jd? Going with Jd."
    places = [at for at, v in written if v == str(value)][:16]
    for first in places:
        if first != places[0] and len(focus) > 300:
            continue  # a later mention in a long analysis is a question asked on the way (corpus 44)
        own = _own_value(lowered, first)  # not "West played the Qh? No, West played Th."
        asked = QUESTION_REST_RE.match(lowered, first) if own else None
        if asked is None:
            continue
        # the next legal value written after it that is not asked itself: "Play the 9s? Or the Ts? ... play the 9."
        legal = option.get("cards") or ()
        settled = [
            v
            for at, v in written
            if at >= asked.end() and not QUESTION_REST_RE.match(lowered, at) and ("card" not in response or v in legal)
        ]
        if first != places[0]:
            answer = settled[0] if settled else None
        else:
            answer = next((v for at, v in written if at >= asked.end()), None)
        if answer is not None and answer != str(value):
            raise Refused(
                f"the answer asks about {short_quote(str(value))} and answers {short_quote(answer)}; name one"
            )


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
            kept = kept and not QUESTION_REST_RE.match(lowered, at)  # asked: "Keep the 9c? No, discard it."
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
        if _own_value(lowered, at) and not negated(lowered, at):
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
        kinds = {kind for _, kind, _ in action_mentions(m.group(1), options)}
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


# Chips given before the action's noun: "I'll toss in a modest 6 chips as a bet" bet the minimum (session 39).
_CHIPS_AS_ACTION_RE = re.compile(
    r"(?<![0-9.,])([0-9]{1,9}(?:,[0-9]{3}){0,3})[ \t]{0,2}chips?[ \t]{1,3}(?:as|for|in)[ \t]{1,3}(?:an?|my|the)?"
    r"[ \t]{0,3}(?:[a-z]{1,12}[ \t]{1,3})?(?:bet|raise|re-?raise|3-?bet)(?![a-z])"
)


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
            if AMOUNT_KEY_RE.search(m.group(1)):
                raise Refused(f"line {short_quote(m.group(1))} looks like the amount: give the size with the action")
    if no_amount and _SIZE_HEADED_RE.search(lowered):
        raise Refused("a line labelled as the size gives it in words: give the size with the action, in chips")
    chips = _CHIPS_AS_ACTION_RE.search(lowered) if no_amount else None
    if chips is not None:
        raise Refused(f"number {short_quote(chips.group(1))} stands before the action's word: give the amount after it")


def after_a_sentence(lowered: str, start: int) -> bool:
    """Whether a finished sentence or an object comes right before ``start``: after a question ("After that?
    Check."), a heading ("On the turn\nFold.") or a lead-in ("If this were a bubble:\nFold.") a command is a plan."""
    return lowered[max(0, start - 200) : start].rstrip(" \t\n*_`\"'>#-").endswith((".", "!", "}"))


def blank_later_plans(focus: str, mentions: list[tuple[int, str, bool]]) -> tuple[str, list[tuple[int, int]]]:
    """``focus`` with the sentences and clauses that plan a later street, trick or round and name an action or a card
    turned to spaces (offsets kept), and the spans so blanked: "Bet. Then shove the turn." bet all in, "Call. If the
    turn is a heart I'll bet." named two actions. A plan street by street from the flop ("Flop: call. Turn: check.")
    is left, since the street of this decision is not named."""
    lowered = ascii_lower(focus)
    if not (_LATER_RE.search(lowered) or _LATER_OPENING_RE.search(lowered) or _LATER_CASE_RE.search(lowered)):
        return focus, []
    if _FLOP_LABEL_RE.search(lowered, 0, 20_000):
        return focus, []
    spans: list[tuple[int, int]] = []
    for sentence in itertools.islice(SENTENCE_RE.finditer(lowered), 2000):
        start, end = sentence.span()
        if _CONDITION_RE.match(lowered, start, end) and lowered[start:end].rstrip(" \t*_").endswith(":"):
            continue  # a heading's case reaches the next line ("Should he bet the turn:\nfold."), and is refused
        whole = _CONDITION_RE.match(lowered, start, end) and _LATER_CASE_RE.search(lowered, start, end)
        whole = whole or (_LATER_OPENING_RE.match(lowered, start, end) and not _OTHERS_FIRST_RE.match(lowered, start))
        if whole and not _NOW_RE.search(lowered, start, end):  # "On the turn now, I call": this decision's street
            spans.append((start, end))
            continue
        cut = [start, *(m.start() for m in itertools.islice(_PLAN_CLAUSE_RE.finditer(lowered, start, end), 200)), end]
        for a, b in zip(cut, cut[1:]):
            if _CONDITION_RE.match(lowered, a + 1 if a > start else a, b) and _LATER_CASE_RE.search(lowered, a, b):
                # "Call (if he shoves the turn, I'll fold).": the case runs to the stop, or to its bracket's end
                close = lowered.find(")", a, end) if lowered[a] == "(" else -1
                spans.append((a, close + 1 if close >= 0 else end))
                break
            later = _LATER_RE.search(lowered, a, b) and not _NOW_RE.search(lowered, a, b)
            if later and not _OTHERS_FIRST_RE.match(lowered, a + 1 if a > start else a):
                spans.append((a, b))
    starts = [at for at, _, _ in mentions]
    spans = [
        (a, b)
        for a, b in spans
        if starts[bisect.bisect_left(starts, a) : bisect.bisect_left(starts, b)] or _PROSE_CARD_RE.search(focus, a, b)
    ]
    chars = list(focus)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars), spans


def _refuse_plan_before(
    lowered: str,
    unplanned: str,
    spans: list[tuple[int, int]],
    blanked: list[tuple[int, str, bool]],
    kept: list[tuple[int, str, bool]],
) -> None:
    """Refuse an action read beside a blanked plan that named the seat's own other action (``lowered`` before the
    blanking, ``unplanned`` after), where the plan comes first (unless the action's sentence says it is this
    decision's: "This trick: 2c") or the action keeps a case of its own:
    "I call the turn. River bricks. Fold." folded where the call was meant, and "Call if he's weak. If he's strong,
    fold." is a choice between two cases."""
    if not spans or not kept:
        return
    first, kind = kept[0][0], kept[0][1]
    other = [
        at
        for at, k, _ in blanked
        if k != kind
        and _inside(spans, at)
        and not OTHERS_RE.search(lowered, max(0, at - 32), at)
        and not _VERB_IN_THIRD_RE.match(lowered, at)  # "Rivet checks the turn": another's
    ]
    if not other:
        return
    sentence_start = max(lowered.rfind(c, 0, first) for c in ".!?;\n") + 1
    sentence_end = min([e for e in (lowered.find(c, first) for c in ".!?;\n") if e >= 0] or [len(lowered)])
    if _OWN_CASE_RE.search(unplanned, sentence_start, sentence_end):  # the plan's own case is blanked
        raise Refused("the answer gives its action under a case beside a plan for another; name the one to take now")
    if other[0] < first and not _THIS_DECISION_RE.search(lowered, sentence_start, first + 1):
        raise Refused("the answer plans a later decision before its action; name the one to take now")


def _inside(spans: list[tuple[int, int]], at: int) -> bool:
    """Whether ``at`` falls in one of ``spans`` (in order, apart), by bisection: a scan per mention was quadratic."""
    i = bisect.bisect_right(spans, (at, 1 << 62)) - 1
    return i >= 0 and spans[i][0] <= at < spans[i][1]


def read_focus(focus: str, options: dict[str, dict[str, Any]]) -> tuple[dict[str, Any], bool, str | None]:
    written = action_mentions(focus, options)
    unplanned, plans = blank_later_plans(focus, written)
    card_kinds = [k for k, o in options.items() if o.get("cards")]
    mentions = _said(
        unplanned, action_mentions(unplanned, options) if plans else written, len(options), len(card_kinds) == 1
    )
    _refuse_plan_before(ascii_lower(focus), ascii_lower(unplanned), plans, written, mentions)
    focus = unplanned
    kinds = sorted({kind for _, kind, _ in mentions})
    nil_at = NIL_RE.search(ascii_lower(focus)) if "bid" in options else None
    nil = nil_at is not None and _own_value(ascii_lower(focus), nil_at.start())  # not "RHO - nil"
    if not kinds and nil:
        kinds = ["bid"]
    if not kinds:
        # A bare card ("Qh") or a bare number ("3" when bidding) answers a one-kind decision.
        if len(card_kinds) == 1 and (first_card(focus, options[card_kinds[0]]) is not None):
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
    if bare is not None and option.get("cards"):
        _refuse_bare_card_in_doubt(focus, bare, option)
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
            _refuse_card_choice(after if first_card(after, option) is not None else focus, option)
        card = bare or first_card(after, option) or first_card(focus, option)
        at = next(_written_cards(after, option), (None, None))[0] if bare is None and first else None
        if at is not None:
            _refuse_card_apart(focus, first, first[0] + at, card, option)
            _refuse_card_of_another_trick(focus, first[0] + at)
        _refuse_card_taken_back(after if first_card(after, option) is not None else focus, option)
        if first and _PRONOUN_AFTER_RE.match(ascii_lower(focus), first[0]):
            _refuse_pronoun_for_another(focus[: first[0]], card, option)
        if card is None:
            raise Refused(f"'{kind}' needs a card from {', '.join(option['cards'])}, and none is named")
    lowered = ascii_lower(focus)
    _refuse_beside_me(focus, lowered, [pos for pos, k, _ in mentions if k == kind], amount, option)
    told = [m[0] for m in mentions if not EARLIER_CHOICE_RE.search(lowered, max(0, m[0] - 40), m[0])]
    _refuse_taken_back(focus, told[-1] if told else 0, amount, card, option)
    if first and _UNLESS_THEN_RE.search(lowered, first[0], _case_end(lowered, first[0])):
        raise Refused("the answer gives another choice under a case ('unless ..., then ...'); name one")
    if len(card_kinds) == 1 and kind not in card_kinds:
        _refuse_card_after_correction(focus, told[-1] if told else 0, options[card_kinds[0]])
    return build_response(kind, all_in, amount, card, None, options)


# Another choice after a case, in the action's sentence: "I'd play Th, unless you want me to win it, then Qh.",
# "Raise to 12, unless he is short, then 20." took the first.
_UNLESS_THEN_RE = re.compile(r"(?<![a-z])unless(?![a-z])[^.!?;\n]{1,80}?[,\u2014\u2013-][ \t]{0,3}then(?![a-z])")


# A case opening the sentence after the action's, which takes it back as one: "Raise to 12. Unless he is short, then
# 20." raised to 12 (session 39).
_UNLESS_OPENING_RE = re.compile(r"[.!;\n][ \t\n*_]{0,4}unless(?![a-z])")


def _case_end(lowered: str, at: int) -> int:
    """Where the sentence holding ``at`` ends, or the next one where it opens with "unless"."""
    end = _sentence_end(lowered, at)
    opening = _UNLESS_OPENING_RE.match(lowered, end)
    return _sentence_end(lowered, opening.end()) if opening else end


def _sentence_end(lowered: str, at: int) -> int:
    """Where the sentence holding ``at`` ends (a stop, "!", "?", ";" or a line break), or the text's end."""
    end = SENTENCE_BREAK_RE.search(lowered, at)
    return end.start() if end else len(lowered)


def _refuse_card_after_correction(focus: str, at: int, option: dict[str, Any]) -> None:
    """Refuse an action without a card that a correction right after it takes back for a card or suit of the other
    action: "Pass... actually, diamonds." passed, as the suit alone names no action when two are legal."""
    for taken_back in CARD_CORRECTION_RE.finditer(ascii_lower(focus[at : at + 60])):
        start = at + taken_back.end()
        if next(_written_cards(focus[start : start + 40], option), (0, None))[1] is not None:
            raise Refused(f"the answer takes its action back for a card to {option['action']}; name one action")


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
        label = OTHERS_LABEL_RE.search(lowered, max(0, number.start() - 16), number.start()) if number else None
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
    if _in_sentence_of(focus, starts, at) or _on_card_line(ascii_lower(focus), starts, at):
        return
    later = next((start for start in starts if start > at), None)
    if later is not None:
        pos, other = next(_written_cards(focus[later:], option), (None, None))
        if pos is not None and other == card and _in_sentence_of(focus, [later], later + pos):
            return
    shown = short_quote(focus[at : at + 3])
    raise Refused(f"card {shown} stands apart from the action's word: name the card right after it")


def _on_card_line(lowered: str, starts: list[int], at: int) -> bool:
    """Whether ``at`` opens a line labelled "card:" or "suit:" right after the line of one of ``starts``: the
    YAML-ish "action: play\ncard: Qh" (its "amount:" line was read already)."""
    line = lowered.rfind("\n", max(0, at - 24), at)
    if line < 0 or not _CARD_LINE_RE.fullmatch(lowered, line, at):
        return False
    above = lowered.rfind("\n", max(0, line - 80), line) + 1
    return any(above <= start < line for start in starts)


def _in_sentence_of(focus: str, starts: list[int], at: int) -> bool:
    """Whether ``at`` stands in the sentence of one of ``starts``; a heading ending in a colon goes on into its list
    ("Pass:\n1. Q\u2660"). One pass over the text, whatever the number of starts."""
    joined = _ABBREVIATION_RE.sub(_blanked, _HEADING_LIST_RE.sub(_blanked, focus[:at]))
    last = -1
    for last_break in SENTENCE_BREAK_RE.finditer(joined):
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
        if plain and at != plain[0] and under_condition(lowered, at):
            continue  # "If I raise to 160, I'm all in anyway. All in." names one size
        head = focus[at : at + 600]
        if ascii_lower(head[:6]) == "all in":  # one word, as "all-in": "I'm all in for 150" raised to 200
            head = head[:3] + "-" + head[4:]
        try:
            amount = prose_amount(head, focus[max(0, at - 24) : at], kind, nil, [0])
        except Refused:
            continue  # no count of chips beside the word ("raise all in, 3x pot"): the all-in is the size
        written = PLAIN_NUMBER_RE.fullmatch(str(amount).replace(",", ""))
        # a size past the most is all in too, once moved to it: "Raise to 400 chips (all in)." with 200 behind
        if amount is not None and (written is None or Fraction(written.group(0)) < option["max"]):
            raise Refused(f"the answer names all-in and {kind} {amount}; give one size")


def _refuse_card_taken_back(text: str, option: dict[str, Any]) -> None:
    """Refuse a card taken back for another soon after it: "I play 2♣ (void? no). Actually I must follow: T♠."
    played the club, as "raise to 30, no wait, 40" raised to 30 before amounts taken back were refused."""
    at, first = next(_written_cards(text, option), (0, None))
    if first is None:
        return
    window = ascii_lower(text[at : at + 80])
    for taken_back in CARD_CORRECTION_RE.finditer(window):
        start = at + taken_back.end()
        pos, other = next(_written_cards(text[start : start + 40], option), (0, None))
        if other is not None and other != first:
            shown = text[at : start + pos + 3]
            raise Refused(f"the answer takes {short_quote(shown)} back for another card; name one card")


def _refuse_card_choice(after: str, option: dict[str, Any]) -> None:
    """Refuse two cards or suits given as a choice right after the action's word: "I'd play Th or Qh" played the
    ten, as "raise to 12 or 15" raised to 12 before amounts given as a choice were refused."""
    three = list(itertools.islice(_written_cards(after, option), 3))
    pair = three[:2]
    if len(pair) == 2 and _CHOICE_GAP_RE.fullmatch(ascii_lower(after), pair[0][0], pair[1][0]):
        shown = after[pair[0][0] : pair[1][0] + 3]
        raise Refused(f"the answer gives {short_quote(shown)} as a choice; name one card to {option['action']}")
    # three with an "or" before the last: "I must name trump: c, d or s. d." named clubs (session 39)
    lowered = ascii_lower(after)
    if (
        len(three) == 3
        and _COMMA_GAP_RE.fullmatch(lowered, three[0][0], three[1][0])
        and _CHOICE_GAP_RE.fullmatch(lowered, three[1][0], three[2][0])
    ):
        shown = after[three[0][0] : three[2][0] + 3]
        raise Refused(f"the answer gives {short_quote(shown)} as a choice; name one card to {option['action']}")
    # Only a pass moves several cards ("Pass: Q♠, K♠, A♠" passes the first); "play Qh, Th" played the queen.
    lowered = ascii_lower(after)
    listed = _CARD_LIST_GAP_RE.fullmatch(lowered, pair[0][0], pair[1][0]) if len(pair) == 2 else None
    listed = listed or (len(pair) == 2 and _SHORT_CARDS_LISTED_RE.match(after, pair[0][0]))
    # Two cards alone joined by "and" are a pair to pass, not a list of the pass to come: "Passing the Qs and the As."
    pair_of_two = (
        listed
        and pair[0][0] <= 16  # right after the action's word
        and all(_SHORT_CARD_RE.match(after, at) for at, _ in pair)
        and _AND_GAP_RE.fullmatch(lowered, pair[0][0], pair[1][0])
        and not _LIST_GOES_ON_RE.match(lowered, pair[1][0] + 2)
    )
    if listed and (option["action"] != "pass" or pair_of_two):
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
        said = [value for at, value in found if len(found) > 1 or not negated(lowered, at)]
    else:
        every = legal_values(focus, option)
        if every and not any(_own_value(lowered, at) for at, _ in every):
            raise Refused(f"the answer names only other players' or a case's cards; name the one to {option['action']}")
        found = [(at, card) for at, card in every if not OTHERS_RE.search(lowered, max(0, at - 32), at)]
        said = [value for at, value in found if not negated(lowered, at)]  # "Ts (not the As)" names the ten
    if found and not said:
        raise Refused(f"the answer names what not to {option['action']} only; name the one to {option['action']}")
    distinct = list(dict.fromkeys(said))
    if len(distinct) > 1:
        shown = ", ".join(seat_text(v, 12) for v in distinct[:4])
        raise Refused(f"the answer names {shown} and no action word; say which to {option['action']}")
    return distinct[0] if distinct else None


def _refuse_bare_card_in_doubt(focus: str, card: str, option: dict[str, Any]) -> None:
    """Refuse a card read with no action word from a sentence that says the seat is not sure: "Not sure whether the
    Ace or the Ten of spades. Going with the Ace." played the ten, the one card written in full (session 39)."""
    lowered = ascii_lower(focus)
    for at, written in itertools.islice(_written_cards(focus, option), 64):
        if written == card and unsure(lowered, at):
            raise Refused("the answer says it is not sure of its card; name the one to play")


def _own_value(lowered: str, at: int) -> bool:
    """Whether a card or number with no action word is the seat's: not after another player's label ("RHO: 4"),
    not in a case ("Once hearts break, Qh.")."""
    return not OTHERS_RE.search(lowered, max(0, at - 32), at) and not under_condition(lowered, at)


def legal_values(text: str, option: dict[str, Any]) -> list[tuple[int, str]]:
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
        found = [m for m in (CARD_WORDS_RE.search(rest), _PROSE_CARD_RE.search(rest)) if m is not None]
        m = min(found, key=lambda f: f.start()) if found else None
        value = card_of(m.group(0)) if m else None
    if m is None or re.search(r"[.;!?\n]", rest[: m.start()]) or len(re.findall(r"[A-Za-z]+", rest[: m.start()])) > 3:
        return None
    return value


def first_card(text: str, option: dict[str, Any]) -> str | None:
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
    in_words = (card for m in CARD_WORDS_RE.finditer(text) for card in _ranks_sharing_a_suit(text, m))
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
            yield window + listed.start() + rank.start(), card_code(RANK_WORDS.get(rank.group(0), rank.group(0)), suit)
    yield m.start(), card_of(m.group(0))


def _contracted(text: str, m: re.Match[str]) -> bool:
    """Whether a letter stands beside an apostrophe: the "d" of "I'd pick spades" named diamonds, "Let's" spades."""
    return text[m.start() - 1 : m.start()] in ("'", "\u2019") or text[m.end() : m.end() + 1] in ("'", "\u2019")
