"""The checks that refuse a card read from an answer's prose where the words around it leave it in doubt: a card
taken back for another ("2c... actually Th"), given as a choice ("Th or Qh") or as two where one is played, set
aside or kept where it is named ("Keep the Q♥ and play the other heart."), standing apart from the action's word, for
another trick, after a pronoun that names another, or named alone where the seat says it is not sure. Each refuses
(:class:`~cosino.seats.amounts.Refused`), never picks another card; :mod:`cosino.seats.prose_reading` calls them once
it has read a card.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower, short_quote
from cosino.seats.set_aside import (
    MINE_RE,
    QUESTION_REST_RE,
    SENTENCE_BREAK_RE,
    ends_in_doubt,
    negated,
    own_value,
    unsure,
)
from cosino.seats.written_cards import SHORT_CARD_RE, written_cards

# The writer taking a card back for another: "2c... actually Th", "the queen, no wait, the ten", "spades - I mean
# clubs", "K♦ - no, too risky. 3♦" (a "no" standing alone before a stop or a dash, not "no trump left").
CARD_CORRECTION_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|i\s+mean|make\s+(?:it|that)|scratch\s+that|correction|or\s+rather|on\s+second"
    r"\s+thoughts?|on\s+reflection|better\s+yet|sorry|edit(?:ed)?|no(?=\s{0,2}[,.!;:\u2014\u2013-]))(?![a-z])"
)

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

_LIST_GOES_ON_RE = re.compile(r"[^\s,.;]{0,3}\s{0,2}(?:,|and(?![a-z])|&)")
# What stands between two cards given as a choice: "Th or Qh", "the queen of hearts or the ten", "clubs/spades"; a
# colon does not end the choice as a stop does ("Qh: the safe one, or 2c").
_COMMA_GAP_RE = re.compile(r"[^.;!?\n,]{1,20}?,\s{0,3}")
_CHOICE_GAP_RE = re.compile(
    r"[^.;!?\n]{1,20}?[\s(](?:or|and/or)\s{1,3}(?:the\s{1,3}|maybe\s{1,3}|perhaps\s{1,3})?|[^.;!?\n\s/]{1,20}\s{0,2}/\s{0,2}"
)

# A card or suit set aside in its own clause: "spades were turned down", "clubs was never an option".
_REJECTED_AFTER_RE = re.compile(
    r"[^.!?;,:()\n\u2013\u2014]{0,40}?(?<![a-z])(?:turned[ \t]{1,3}down|rejected|ruled[ \t]{1,3}out"
    r"|never[ \t]{1,3}(?:an?[ \t]{1,3})?(?:option|choice)|(?:saved|kept|held)[ \t]{1,3}for)(?![a-z])"
)

# A card named as what the seat keeps, not what it plays: "Keep the Q\u2665 and play the other heart."
_KEPT_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:keep|keeping|hold|holding|save|saving)[ \t]{1,3}(?:the[ \t]{1,3}|my[ \t]{1,3})?\Z"
)
_NOT_THE_RE = re.compile(r"(?<![a-z])(?:not|never|no)[ \t]{1,3}(?:the[ \t]{1,3})?\Z")

_THIS_TRICK_RE = re.compile(r"(?<![a-z])(?:this|the[ \t]current)[ \t]{1,3}trick(?![a-z])")

# Card names from the table's slang, which the reader does not turn into cards: "the black lady" (the Q♠),
# "cowboys" (kings), "bullets" (aces), "hooks" (jacks).
_CARD_SLANG_RE = re.compile(
    r"(?<![a-z])(?:black[ \t]{1,3}(?:lady|maria|queen)|cowboys?|bullets?|hooks?|ladies|the[ \t]{1,3}lady)(?![a-z])"
)

# A stop that ends no sentence: "no hearts etc. left, so 2c".
_ABBREVIATION_RE = re.compile(r"(?<![a-z])(?:etc|vs|approx|e\.g|i\.e|cf)\.", re.IGNORECASE)
# A heading's colon and line break with a list's first mark after it: "Pass:\n1. Q\u2660", "Cards to pass:\n- A\u2660".
_HEADING_LIST_RE = re.compile(r":[ \t*_]{0,4}\n(?:[ \t]{0,4}(?:[0-9]{1,2}[.)]|[-*\u2022])[ \t]{1,3})?")

# The clause a card stands in: "Play 2c now, Qh on the next trick." names the next trick in another one.
_CARD_CLAUSE_RE = re.compile(r"[.!?;,:\n\u2013\u2014]|\s-\s|(?<![a-z])(?:and|then|but|while|than)(?![a-z])")
_OTHER_TRICK_RE = re.compile(
    r"(?<![a-z])(?:later|next[ \t]+(?:trick|round|hand|time)|(?:previous|last|earlier|prior)[ \t]+(?:trick|round|hand))"
    r"(?![a-z])"
)

# A card action whose object is a pronoun ("pass it, along with A♠"): the card it names stands before it.
PRONOUN_AFTER_RE = re.compile(
    r"[a-z]{1,12}[ \t]{1,3}(?:it|them|(?:that|this)[ \t]{1,3}one|(?:that|this)(?=[ \t]{0,3}[,.;:!?\n]))(?![a-z'])"
    r"(?![ \t]{1,3}(?:is|was|would|will|seems|looks)(?![a-z]))"  # not a subject: "passing it is useless"
)


def refuse_card_rejected(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card or suit read where a clause that names it sets it aside ("Diamonds as trump, since spades were
    turned down." named spades, the first suit after the action's word), where "not" stands right before it first
    written ("Discard: not the Jd, the 9c."), or where a card in slang comes before it ("the black lady")."""
    if "card" not in response:
        return
    lowered = ascii_lower(focus)
    first = True
    for at, card in itertools.islice(written_cards(focus, option), 256):
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


def refuse_card_kept(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card read where each time it is written it is what the seat keeps ("keep", "hold", "save" right
    before it, not asked): "Keep the Q\u2665 and play the other heart." played the queen."""
    if "card" not in response:
        return
    lowered = ascii_lower(focus)
    kept = None
    for at, card in itertools.islice(written_cards(focus, option), 256):
        if card == response["card"]:
            kept = _KEPT_BEFORE_RE.search(lowered, max(0, at - 18), at) is not None
            kept = kept and not QUESTION_REST_RE.match(lowered, at)  # asked: "Keep the 9c? No, discard it."
            if not kept:
                return
    if kept:
        raise Refused(f"the answer names {short_quote(str(response['card']))} as a card it keeps; name the one to play")


def refuse_other_card_this_trick(focus: str, response: dict[str, Any], option: dict[str, Any]) -> None:
    """Refuse a card read where a clause about this trick names another legal card as the seat's (its own words:
    "I", "my", "best"; not a question): "I'll throw the 2c on this trick. Next trick, when I get the lead, I cash my
    winner. Play Qh." played the queen."""
    if "card" not in response or option["action"] != "play":
        return
    lowered = ascii_lower(focus)
    for at, card in itertools.islice(written_cards(focus, option), 256):
        if card == response["card"] or card not in option["cards"]:
            continue
        clause = _CARD_CLAUSE_RE.split(lowered[max(0, at - 120) : at])[-1]
        rest = _CARD_CLAUSE_RE.split(lowered[at : at + 120])[0]
        asked = lowered[at + len(rest) : at + len(rest) + 1] == "?"
        clause += rest
        if asked or not _THIS_TRICK_RE.search(clause) or not MINE_RE.search(clause):
            continue  # "The Qh wins this trick?", "Partner wins this trick with the Qh."
        if own_value(lowered, at) and not negated(lowered, at):
            raise Refused(f"the answer names {short_quote(card)} for this trick and plays another; name one card")


def refuse_card_after_correction(focus: str, at: int, option: dict[str, Any]) -> None:
    """Refuse an action without a card that a correction right after it takes back for a card or suit of the other
    action: "Pass... actually, diamonds." passed, as the suit alone names no action when two are legal."""
    for taken_back in CARD_CORRECTION_RE.finditer(ascii_lower(focus[at : at + 60])):
        start = at + taken_back.end()
        if next(written_cards(focus[start : start + 40], option), (0, None))[1] is not None:
            raise Refused(f"the answer takes its action back for a card to {option['action']}; name one action")


def refuse_pronoun_for_another(before: str, card: Any, option: dict[str, Any]) -> None:
    """Refuse a card read after an action whose object is a pronoun ("Keep the Q♠? No — pass it, along with A♠"
    passed the ace) where the card written last before the action, the one the pronoun names, is another."""
    named = None
    for _, named in written_cards(before, option):
        pass
    if named is not None and named != card:
        raise Refused(f"the answer names the card by a pronoun ({short_quote(named)} before it); name the card")


def refuse_card_of_another_trick(focus: str, at: int) -> None:
    """Refuse a card whose own clause (see ``_CARD_CLAUSE_RE``) is about another trick: "I'll play the Q\u2660 later;
    now the 9\u2663." and "Previous trick I played the Q\u2665. Now: 2\u2663." played the first card written."""
    lowered = ascii_lower(focus)
    start = max((m.end() for m in _CARD_CLAUSE_RE.finditer(lowered, max(0, at - 120), at)), default=max(0, at - 120))
    end = _CARD_CLAUSE_RE.search(lowered, at)
    if _OTHER_TRICK_RE.search(lowered, start, end.start() if end else min(len(lowered), at + 120)):
        raise Refused("the card named first is for another trick; name the one to play now")


def refuse_card_apart(focus: str, starts: list[int], at: int, card: str, option: dict[str, Any]) -> None:
    """Refuse a card that stands in no sentence of the action's word: "Hearts, passing left. My hand: 2\u2663, ...
    I'll give up the Q\u2660" passed the club, the first card after the word, from the hand the seat restated. A later
    mention of the word with the same card in its own sentence keeps it ("Passing left: the Q\u2660 is a danger. Pass:
    Q\u2660, A\u2665, K\u2666")."""
    if _in_sentence_of(focus, starts, at) or _on_card_line(ascii_lower(focus), starts, at):
        return
    later = next((start for start in starts if start > at), None)
    if later is not None:
        pos, other = next(written_cards(focus[later:], option), (None, None))
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


def refuse_card_taken_back(text: str, option: dict[str, Any]) -> None:
    """Refuse a card taken back for another soon after it: "I play 2♣ (void? no). Actually I must follow: T♠."
    played the club, as "raise to 30, no wait, 40" raised to 30 before amounts taken back were refused."""
    at, first = next(written_cards(text, option), (0, None))
    if first is None:
        return
    window = ascii_lower(text[at : at + 80])
    for taken_back in CARD_CORRECTION_RE.finditer(window):
        start = at + taken_back.end()
        pos, other = next(written_cards(text[start : start + 40], option), (0, None))
        if other is not None and other != first:
            shown = text[at : start + pos + 3]
            raise Refused(f"the answer takes {short_quote(shown)} back for another card; name one card")


def refuse_card_choice(after: str, option: dict[str, Any]) -> None:
    """Refuse two cards or suits given as a choice right after the action's word: "I'd play Th or Qh" played the
    ten, as "raise to 12 or 15" raised to 12 before amounts given as a choice were refused."""
    three = list(itertools.islice(written_cards(after, option), 3))
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
        and all(SHORT_CARD_RE.match(after, at) for at, _ in pair)
        and _AND_GAP_RE.fullmatch(lowered, pair[0][0], pair[1][0])
        and not _LIST_GOES_ON_RE.match(lowered, pair[1][0] + 2)
    )
    if listed and (option["action"] != "pass" or pair_of_two):
        shown = after[pair[0][0] : pair[1][0] + 3]
        raise Refused(f"the answer names {short_quote(shown)}, two cards; name one card to {option['action']}")


def refuse_bare_card_in_doubt(focus: str, card: str, option: dict[str, Any]) -> None:
    """Refuse a card read with no action word from a sentence that says the seat is not sure: "Not sure whether the
    Ace or the Ten of spades. Going with the Ace." played the ten, the one card written in full (session 39)."""
    lowered = ascii_lower(focus)
    if ends_in_doubt(lowered):  # "The Qh might win... Should I risk it? I'm honestly unsure." (corpus 65)
        raise Refused("the answer ends unsure of its card; name the one to play")
    for at, written in itertools.islice(written_cards(focus, option), 64):
        if written == card and unsure(lowered, at):
            raise Refused("the answer says it is not sure of its card; name the one to play")
