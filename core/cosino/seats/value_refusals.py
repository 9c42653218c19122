"""The checks that refuse the value the first reading of a prose answer took, an amount, a card, a nil or the action
itself, where the words around it leave it in doubt: a question answered otherwise ("Bid 5? Too many. 4."), a flat
call, a "make it N" or a nil beside a bet or bid, a number judged too high, another play named as the seat's, a size
given another way (a unit, a labelled line, a text cut off at "to"), a closing choice of another card or suit, a value
compared with "vs", a player beside the seat, a take-back, another value offered with "or", a closing number alone,
all-in beside a smaller amount, a number only asked, two options called equally good, or two values after one
action's word. Each refuses (:class:`~cosino.seats.amounts.Refused`), never picks another value.

:func:`cosino.seats.prose_reading.read_prose` and :func:`~cosino.seats.prose_reading.read_focus` call them once they
have read an action and its value; the checks on a card alone are in :mod:`cosino.seats.card_refusals`.
"""

from __future__ import annotations

import bisect
import itertools
import re
from fractions import Fraction
from typing import Any

from cosino.arena.evidence import seat_text
from cosino.seats.amounts import (
    Refused,
    ascii_lower,
    first_number,
    last_word_number,
    numbers,
    prose_amount,
    short_quote,
    word_number,
)
from cosino.seats.answer_json import AMOUNT_KEY_RE, PLAIN_NUMBER_RE
from cosino.seats.foreign_terms import FOREIGN_OR, RECONSIDER
from cosino.seats.mentions import action_mentions
from cosino.seats.set_aside import (
    AFFIRMED_RE,
    BUT_AFTER_RE,
    OTHERS_LABEL_RE,
    QUESTION_REST_RE,
    SENTENCE_RE,
    VERSUS_GAP_RE,
    ends_in_doubt,
    own_value,
    under_condition,
)
from cosino.seats.written_cards import attached, legal_values, written_cards

# A nil right after a bid's number, alone or as a choice: "bid 3 nil", "Bid 4 or nil"; after a comma it starts a
# clause of its own ("Bid 2, nil is too risky" bids 2).
# "no" with a colon or a comma before the nil takes the number back for it: "Bid 1 \u2014 no: nil.", "bid 2 - no, nil".
_NIL_BESIDE_RE = re.compile(
    r"[ \t]{0,3}(?:(?:or|and|/|-{1,2})[ \t]{0,3}|(?:(?:-{1,2}|\u2013|\u2014)[ \t]{0,3})?no[ \t]{0,2}[:,][ \t]{0,3})?"
    r"(?:a[ \t]{1,3})?nil(?![a-z])"
)

# A player placed by the seat right before an action word: "The player before me bid 3", "the one after me folded".
_BESIDE_ME_RE = re.compile(
    r"(?<![a-z])(?:before|after|behind|ahead[ \t]of|(?:left|right)[ \t]of|next[ \t]to)[ \t]{1,3}me[ \t]{1,3}"
    r"(?:(?:has|had|just|already|also)[ \t]{1,3})?\Z"
)

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

# A number judged right after it: "Six seems high", "4 is too many", "20 looks too small".
_NUMBER_JUDGED_RE = re.compile(
    r"[ \t]{1,3}(?:seems|is|looks|feels|sounds)[ \t]{1,3}(?:(?:too|a[ \t]bit|way|rather)[ \t]{1,3})?"
    r"(?:high|low|many|few|much|little|greedy|aggressive|ambitious|optimistic|risky|big|small)(?![a-z])"
)
_NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen".split()


# An action named with a noun as the seat's play: "The three-bet to 30 is my play", "a raise is the move".
_NAMED_PLAY_RE = re.compile(
    r"(?<![a-z])(?:the|a|my)[ \t]{1,3}([a-z0-9-]{2,12})[^.!?\n]{0,24}?[ \t]{1,3}(?:is|will[ \t]{1,3}be)[ \t]{1,3}"
    r"(?:my|the)[ \t]{1,3}(?:play|move|choice|decision|action|pick)(?![a-z])"
)
# Lines of the YAML-ish answers models write: a unit ("unit: bb"), a size ("bet_size: 18"), a text cut off at "to".
_UNIT_LINE_RE = re.compile(
    r"(?m)^[ \t*_-]{0,4}(?:unit|units|currency|denomination)[ \t]{0,2}[:=][ \t]{0,3}[\"']?(?!chips?(?![a-z]))[a-z$]"
)
_SIZE_LINE_RE = re.compile(r"(?m)^[ \t*_-]{0,4}([a-z][a-z_ -]{0,30}?)[ \t]{0,2}[:=][ \t]{0,3}[\"']?[$]?[0-9]")
# A line labelled as the size, whatever follows ("Sizing: half pot = 15 chips."), where no amount was read.
_SIZE_HEADED_RE = re.compile(r"(?m)^[ \t*_#-]{0,4}(?:bet[ \t_-]{0,2}|raise[ \t_-]{0,2})?(?:size|sizing)[ \t*_]{0,3}:")
# A text that stops where its amount should come: at "to", or at a size's label ("The sizing: ", "Amount:").
_CUT_AT_TO_RE = re.compile(r"(?<![a-z])(?:to[ \t.:]{0,3}|(?:siz(?:e|ing)|amount|total)[ \t]{0,2}[:=][ \t*_]{0,3})\Z")

# Words taking back what came before, with no action after them: "I'll bet... let me reconsider. The" was cut off.
_TAKEN_BACK_RE = re.compile(
    r"(?:(?<![a-z])(?:reconsider|rethink|on[ \t]{1,3}(?:second[ \t]{1,3}thoughts?|reflection)|scratch[ \t]{1,3}that"
    r"|hold[ \t]{1,3}on|(?:(?<![a-z][ \t])|(?<=no[ \t])|(?<=oh[ \t])|(?<=but[ \t]))wait"
    r"(?![ \t]{1,3}(?:for|until|till|and|to|on|a)(?![a-z])))(?![a-z])"
    # a bare "no" or "oops" after a stop or a dash, set off by a mark, words following: "Bet 20. No, 30.", "Play
    # K\u2665 \u2014 oops, I don't have it. Q\u2665.", "As... no, the deuce.", "Order up... nein, doch passen." (corpus
    # 68; not after a question, which it answers)
    r"|(?:(?<=[!\u2014\u2013\u2026])|(?<=[!\u2014\u2013\u2026][ \t])|(?<=\.)|(?<=\.[ \t]))"
    r"(?:no|nope|oops|nein|non|nee)(?=[ \t]{0,2}[,.!:;\u2014\u2013][ \t]{0,2}[a-z0-9])"
    # ... in another language, words following or not: "叫3墩。不，先别叫。", "3. Nie, jednak 4." (blind corpus 70)
    r"|(?:(?<=[.!\u3002\uff01\u2026\u2014])|(?<=[.!\u3002\uff01\u2026\u2014][ \t]))"
    r"(?:不对|不對|不行|不|いや|いいえ|아니요|아니|нет|не|nie|hay[ \t]?[ıi]r)"
    r"(?=[ \t]{0,2}[,.!:;\u2014\u2013\uff0c\u3001\u3002\uff01\uff1a])"
    r"|等一下|稍等|待って|ちょっと待|잠깐|подожди|погоди|(?<![a-z])(?:warte[ \t]mal|moment[ \t]mal|attends)(?![a-z])"
    + "|"
    + RECONSIDER
    + ")"
)


def refuse_question_answered(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card or number read from a question that the next one written after it answers otherwise: "Bid 5?
    Too many. 4." bid 5, "Play the K♠? The A♠ is better. A♠." played the king, "bet 22... or 25? 25." bet 22."""
    value = response.get("card", response.get("amount"))
    if value is None:
        return
    if "card" in response:
        written = [(at, str(card)) for at, card in itertools.islice(written_cards(focus, option), 256)]
    else:
        found = itertools.islice(numbers(focus), 256)
        written = [(m.start(), m.group(0).rstrip(",_").replace(",", "")) for m in found]
    lowered = ascii_lower(focus)
    # each time the value is written, not only the first: "9c is low. Discard the 9c? Or the Jd? Going with Jd."
    places = [at for at, v in written if v == str(value)][:16]
    for first in places:
        if first != places[0] and len(focus) > 300:
            continue  # a later mention in a long analysis is a question asked on the way (corpus 44)
        own = own_value(lowered, first)  # not "West played the Qh? No, West played Th."
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


def refuse_flat_beside(focus: str, response: dict[str, Any]) -> None:
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


def refuse_made_otherwise(focus: str, response: dict[str, Any]) -> None:
    """Refuse a bet or raise that a later "make it N" sets otherwise: "Raise to 75: ... close. Make it 85." raised 75
    (not a bid: "the dealer can't make it 12" counts the table's bids)."""
    if response["action"] not in ("bet", "raise") or response.get("amount") is None:
        return
    last = None
    for last in itertools.islice(_MAKE_IT_RE.finditer(ascii_lower(focus)), 256):
        pass
    if last is not None and last.group(1).replace(",", "") != str(response["amount"]):
        raise Refused(f"the answer makes its amount {short_quote(last.group(1))} after reading another; name one")


def refuse_number_judged(focus: str, response: dict[str, Any]) -> None:
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


def refuse_named_play(focus: str, response: dict[str, Any], options: dict[str, dict[str, Any]]) -> None:
    """Refuse an answer that names another action as its play with a noun: "The three-bet to 30 is my play. His most
    likely reply. Call." called."""
    for m in itertools.islice(_NAMED_PLAY_RE.finditer(ascii_lower(focus)), 16):
        kinds = {kind for _, kind, _ in action_mentions(m.group(1), options)}
        if kinds and response["action"] not in kinds:
            raise Refused(f"the answer calls {short_quote(m.group(1))} its play and reads as another; name one")


def refuse_nil_beside(focus: str, response: dict[str, Any]) -> None:
    """Refuse a bid read as a number that a nil follows in its clause: "bid 3 nil" and "Bid 4 or nil" bid 3 and 4."""
    if response["action"] != "bid" or not response.get("amount"):
        return
    for m in itertools.islice(numbers(focus), 256):
        if m.group(0) == str(response["amount"]):
            if _NIL_BESIDE_RE.match(ascii_lower(focus), m.end()):
                raise Refused("the answer gives a number and nil as the bid; name one")
            return


# Chips given before the action's noun: "I'll toss in a modest 6 chips as a bet" bet the minimum (session 39); a
# number right before it, bare or with a suffix of another language: "20'ye raise." (Turkish: to 20, corpus 67);
# not a bet's name ("I 3 bet.").
_CHIPS_AS_ACTION_RE = re.compile(
    r"(?<![0-9.,])(?![2-5][ \t]{1,2}bet(?![a-z]))([0-9]{1,9}(?:,[0-9]{3}){0,3})"
    r"(?:[ \t]{0,2}chips?[ \t]{1,3}(?:as|for|in)[ \t]{1,3}(?:an?|my|the)?[ \t]{0,3}(?:[a-z]{1,12}[ \t]{1,3})?"
    r"|(?:['\u2019][a-z]{1,4})?[ \t]{1,2}"
    # or with a particle of Japanese or Korean: "40にraiseします", "50으로 raise" (blind corpus 73; read by the second
    # reading as "raise to 40")
    r"|[ \t]{0,2}(?:に|まで|を|으로|로|를|을)[ \t]{0,2})(?:bet|raise|re-?raise|3-?bet)(?![a-z])"
)


def refuse_size_elsewhere(lowered: str, no_amount: bool) -> None:
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


# A closing sentence of at most three words that names a card or suit of another action and states nothing: "I could
# pass. Spades." and "Passing gives the dealer the choice. Spades." passed (corpus 64); "Pass. My spades are weak." is
# a reason.
_CLOSING_SENTENCE_RE = re.compile(r"(?:^|[.!?;\n])[ \t*_#>]*([^.!?;\n]{1,40}?)[ \t*_.!]*\Z")
# A filler may stand between: "Play the ace to win, or perhaps the 2c. I'll duck: 2c." played the ace (review 41).
_OR_BEFORE_RE = re.compile(
    r"(?<![a-z])or(?:[ \t]{1,3}(?:else|perhaps|maybe|possibly|even|just|instead))?"
    r"(?:[ \t]{1,3}(?:the|my|a))?[ \t]{1,3}\Z"
)
_CLOSING_STATES_RE = re.compile(r"(?<![a-z])(?:is|are|was|were|too|weak|not|no|never|only|bad|good)(?![a-z])")


def refuse_value_closing(focus: str, kind: str, other: dict[str, Any], read: Any = None) -> None:
    """Refuse an answer read as ``kind`` (with the card ``read``) whose last sentence is a bare choice of another
    card or suit of ``other``: another action's, or the same action's ("Play the ace of spades to win, or the 2c to
    duck. I'll duck: 2c." played the ace, corpus 66)."""
    closing = _CLOSING_SENTENCE_RE.search(focus[-60:].rstrip())
    if closing is None:
        return
    sentence = closing.group(1)
    values = {value for _, value in legal_values(sentence, other)} - {read}
    if read is not None and values:  # the same action's other card only where the answer offered it with "or"
        lowered = ascii_lower(focus)
        offered = [at for at, value in legal_values(focus, other) if value in values]
        values = values if any(_OR_BEFORE_RE.search(lowered, max(0, at - 32), at) for at in offered) else set()
    # two choices of the other as well as one: "I could pass. Spades or clubs." passed
    if values and len(sentence.split()) <= 3 and not _CLOSING_STATES_RE.search(ascii_lower(sentence)):
        raise Refused(
            f"the answer ends on '{min(values)}', a choice for '{other['action']}', after naming '{kind}'; name one"
        )


def refuse_value_compared(focus: str, starts: list[int], kind: str, other: dict[str, Any]) -> None:
    """Refuse an action compared with "vs" to a card or suit of ``other``, as _not_set_aside weighs one compared to
    another action: "Pass vs clubs: clubs." and "Pass: 0.3 vs spades: 0.5" passed."""
    lowered = ascii_lower(focus)
    for at in starts[:64]:
        gap = VERSUS_GAP_RE.match(lowered, at)
        if gap and any(pos == 0 for pos, _ in legal_values(focus[gap.end() : gap.end() + 24], other)):
            raise Refused(f"the answer compares '{kind}' with a choice for '{other['action']}'; name the one to take")


def refuse_beside_me(focus: str, lowered: str, starts: list[int], amount: Any, option: dict[str, Any]) -> None:
    """Refuse an amount read from the action of a player the seat places beside it ("The player before me bid 3" bid
    3: "me" right before "bid" made it look like the seat's) or right after another player's label ("Bids — North:
    2, East: nil" bid 2), unless the seat claims that label ("As South, my bid — South: 4")."""
    if amount is None:
        return
    value = str(amount).rstrip(",_")
    for start in starts[:64]:
        if attached(focus[start:], option) != value:
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


# The last sentence after a take-back opening on a choice or a sigh, wavering rather than settling: "Bid 3. Wait,
# maybe 4. Or 3. Ugh." bid 3 (corpus 64); "I bid 2. Wait, maybe 1.5? No: keep 2." settles.
_WAVERING_RE = re.compile(
    r"[\s*_]{0,4}(?:(?:or|maybe|perhaps)(?![a-z])|(?:ugh+|hmm+|idk|dunno|unsure|not[ \t]{1,3}sure|who[ \t]knows)"
    r"[\s.!?*_\u2026]{0,4}\Z)"
)


def refuse_taken_back(focus: str, at: int, amount: Any, card: Any, option: dict[str, Any]) -> None:
    """Refuse an action that words after its last mention take back ("I'll bet... let me reconsider. The" bet the
    minimum; "I bid 6. Wait, that's too many; 5." bid 6), unless the last card or number after them is the one read."""
    back = _TAKEN_BACK_RE.search(ascii_lower(focus), at)
    if back is None:
        return
    tail = focus[back.end() :]
    closing = [m.group(0) for m in SENTENCE_RE.finditer(tail[-300:]) if m.group(0).strip(" \t\n*_")][-1:]
    if closing and _WAVERING_RE.match(ascii_lower(closing[0])):
        raise Refused("the answer wavers after taking its action back; name the one to take")  # "Or 3. Ugh."
    last: Any = None
    if card is not None:
        for _, last in written_cards(tail, option):
            pass
    elif amount is not None:
        for found in numbers(tail):
            last = found.group(0).replace(",", "")
        last = last_word_number(tail) if last is None else last  # "Bid three... no, three is right."
    if last is None or str(last) != str(card if card is not None else amount):
        raise Refused("the answer takes its action back after naming it; name the one to take")


# A sentence opening with "or" after the action: "Pass the Q\u2660. Or the A\u2665? Both?" passed the queen (corpus 64).
_OR_OPENING_RE = re.compile(
    r"(?:[.!?;\n\u2026\u2014\u2013]|\s-\s)[ \t\n*_]{0,4}"
    r"(?:or|" + FOREIGN_OR + r")(?![a-z])"  # "Je bid 0... ou peut-être 2."
)


def refuse_other_value_offered(focus: str, at: int, amount: Any, card: Any, option: dict[str, Any]) -> None:
    """Refuse an action after whose last mention a sentence opening with "or" offers another card or number."""
    lowered = ascii_lower(focus)
    offered = _OR_OPENING_RE.search(lowered, at)
    if offered is None:
        return
    tail = focus[offered.end() : offered.end() + 200]
    if card is not None:
        other = {value for _, value in legal_values(tail, option)} - {card}
    else:
        other = {m.group(0).replace(",", "") for m in numbers(tail)} - {str(amount)} if amount is not None else set()
    if other:
        raise Refused(f"the answer offers {sorted(other)[0]} with 'or' after its action; name the one to take")


# A closing sentence that is a number and nothing else, or one after "so" or "then": "Going nil fails. 3." and
# "Cog going nil, so 3." bid nil, "Bid 4 fails. 3." bid four (review 43d).
# Not a decimal's digits ("raise to 40.5"), nor the answer to a case asked ("Bid 3.\nWith one more spade?\n4.").
_NUMBER_CLOSING_RE = re.compile(
    # "so" or "then" only where it opens a clause: "the SPR is then 3" tells a figure
    r"(?:(?:(?<![0-9])\.|[!;]|(?<=[.!])[ \t]{0,3}\n)[ \t*_#>]{0,6}(?:(?:so|then|thus|hence)[ \t,]{1,3})?"
    r"|,[ \t]{0,3}(?:so|then|thus|hence)[ \t]{1,3})"
    r"(?:i[ \t]{1,3}say[ \t]{1,3})?([0-9]{1,6})[ \t*_.!]{0,6}\Z"
    r"|(?:^|[.!?;\n])[ \t*_#>]{0,6}(?!(?:if|with|when|what|and|assuming|suppose|had|were)(?![a-z]))[^.!?;\n]{1,80}\?"
    r"[ \t*_#>]{0,6}([0-9]{1,6})[ \t*_.!]{0,6}\Z"
)


def refuse_number_closing(focus: str, amount: Any) -> None:
    """Refuse an amount (not snapped) where the answer closes on another number alone."""
    if amount is None:
        return
    lowered = ascii_lower(focus.rstrip())
    closing = _NUMBER_CLOSING_RE.search(lowered, max(0, len(lowered) - 160))
    said = closing and (closing.group(1) or closing.group(2))
    if said and int(said) != amount:
        raise Refused(f"the answer reads its action as {amount} and closes on {said} alone; name one")


# A size in thousands right after an action word ("raise to 5k", "bet 2.5k"), which the amount reader refuses.
_THOUSANDS_AFTER_RE = re.compile(
    r"[a-z-]{2,12}(?:[ \t]{1,3}(?:to|for))?[ \t]{1,3}[0-9]{1,6}(?:[.,][0-9]{1,3})?k(?![a-z])"
)


def refuse_all_in_and_amount(
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
            if plain and _THOUSANDS_AFTER_RE.match(ascii_lower(head)):  # "Shove! ...No, a raise to 5k does" shoved
                raise Refused(f"the answer names all-in and {kind} in thousands; give one size in chips") from None
            continue  # no count of chips beside the word ("raise all in, 3x pot"): the all-in is the size
        written = PLAIN_NUMBER_RE.fullmatch(str(amount).replace(",", ""))
        # a size past the most is all in too, once moved to it: "Raise to 400 chips (all in)." with 200 behind
        if amount is not None and (written is None or Fraction(written.group(0)) < option["max"]):
            raise Refused(f"the answer names all-in and {kind} {amount}; give one size")


def refuse_number_asked(focus: str, option: dict[str, Any]) -> None:
    """Refuse a number with no action word that the answer only asks, never answering yes: "Three, maybe? I really
    don't know." bid 3 (corpus 65); "3? Yes." answers."""
    lowered = ascii_lower(focus)
    found = [m.start() for m in (first_number(focus), word_number(lowered, len(lowered))) if m is not None]
    asked = QUESTION_REST_RE.match(lowered, min(found)) if found else None
    if asked is not None and AFFIRMED_RE.search(lowered, asked.end(), asked.end() + 300) is None:
        raise Refused(f"the answer only asks its number; name the one to {option['action']}")
    if found and ends_in_doubt(lowered):
        raise Refused(f"the answer ends unsure of its number; name the one to {option['action']}")


# Two options called equally good, or the choice left to the reader: "A 3-bet to around 24 is reasonable, and so is
# a flat call; both are close in expected value. I'd lean towards whichever you are more comfortable with." called,
# "Both are reasonable choices." (corpus 65), "both options would be about equally good" (five words between, review
# 41); not "Both are fine, but I call."
_BOTH_FINE_RE = re.compile(
    r"(?<![a-z])(?:both|either)[ \t]{1,3}(?:(?:options|lines|plays|choices|moves|actions|suits|cards|are|is|of"
    r"|them|seem|look|would|could|be|equally|about|roughly|pretty|very|quite|work|works)[ \t]{1,3}){1,6}"
    r"(?:close|fine|ok|okay|reasonable|good|valid|playable|defensible|viable|equal|similar|acceptable|identical)"
    r"(?![a-z])[^.!?;\n]{0,60}?(?:[.!?;\n]|\Z)"
    r"|(?<![a-z])whichever[ \t]{1,3}you(?![a-z])"
)
# An action on "one of them": "- 9c: weak\n- Qs: weak\n\n**Discard one of them**" discarded the 9c (corpus 65).
_ONE_OF_RE = re.compile(
    r"[a-z-]{1,12}[ \t]{1,3}(?:either[ \t]{1,3}(?:one|of)|one[ \t]{1,3}of[ \t]{1,3}(?:them|these|those|the[ \t]{1,3}"
    r"(?:two|three|others)))(?![a-z])"
)


def refuse_left_open(focus: str, mentions: list[tuple[int, str, bool]]) -> None:
    """Refuse an answer that calls two options equally good or leaves its card to "one of them"."""
    lowered = ascii_lower(focus)
    both = _BOTH_FINE_RE.search(lowered)
    if both is not None and not BUT_AFTER_RE.match(lowered, both.start()):
        raise Refused("the answer calls two options equally good; name the one to take")
    if any(_ONE_OF_RE.match(lowered, pos) for pos, _, _ in mentions):
        raise Refused("the answer leaves its choice to 'one of them'; name the one to take")


def refuse_two_values(focus: str, starts: list[int], every: list[int], option: dict[str, Any]) -> None:
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
        value = attached(focus[start:end], option)
        if value is not None:
            seen[value] = None
    if len(seen) > 1:
        shown = ", ".join(f"'{seat_text(v, 24)}'" for v in seen)
        raise Refused(f"the answer names '{option['action']}' with different values ({shown}); give one")
