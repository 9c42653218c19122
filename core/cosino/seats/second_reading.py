"""The second reading, tried only where the first (:mod:`cosino.seats.prose_reading`) refused an answer with no
JSON object in it (:func:`read_again`). Its rules live in their own modules: a whole answer in shorthand
(:mod:`cosino.seats.shorthand`), the words after a correction given as a command of their own
(:mod:`cosino.seats.corrections`), the deciding clause after weighed actions (:mod:`cosino.seats.verdicts`), an option
taken after options weighed (:mod:`cosino.seats.picks`), and the answer with its words rewritten (misspelt action
words, poker players' verbs, a trick-taker's verbs), and a last line deciding in another language
(:mod:`cosino.seats.foreign_words`). This module orders them, and refuses a rewritten reading whose
"or" names another action (:func:`or_side_reads_otherwise`).

What it finds is read by :func:`~cosino.seats.prose_reading.read_prose` like any prose, so it only turns a refusal
into a reading and never changes an answer the first reading took. :func:`cosino.seats.answers.parse_answer` calls
it.
"""

from __future__ import annotations

import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.answer_json import Answer
from cosino.seats.corrections import commanded, corrected
from cosino.seats.foreign_cards import cards_in_short
from cosino.seats.foreign_words import foreign_decision, size_after
from cosino.seats.mentions import action_mentions
from cosino.seats.misspelt import respelt
from cosino.seats.picks import OR_RE, plain_read, read_pick, same_action
from cosino.seats.play_words import plain_play
from cosino.seats.poker_words import plain_poker
from cosino.seats.prose_reading import read_prose
from cosino.seats.set_aside import SENTENCE_BREAK_RE
from cosino.seats.shorthand import WHOLE_EDGE, shorthand
from cosino.seats.talk_quotes import blank_spans, spoken_quotes
from cosino.seats.verdicts import verdict_read
from cosino.seats.written_cards import legal_values


def read_again(scan: str, options: dict[str, dict[str, Any]], refused: Answer) -> Answer:
    """The second reading of an answer the prose reading refused (``refused``), its rules tried in this order: the
    answer with the quotes it puts in another's mouth set aside; a whole answer in shorthand; the words after a
    correction when they give one action as a command; the verdict after weighed actions; an option picked after
    options weighed; the answer with its misspelt action words, poker players' verbs or a trick-taker's verbs written
    plainly; a last line deciding in another language. Otherwise the refusal."""
    spoken = spoken_quotes(scan)
    unquoted = _rewritten_read(blank_spans(scan, spoken), options) if spoken else None
    if unquoted is not None:
        return unquoted  # 'Gizmo said "fold now" — I raise.': the words put in another's mouth set aside
    short = shorthand(scan, options)
    plain = short or corrected(scan, options)
    try:
        if plain is None:
            raise Refused("")
        response, snapped, reason = read_prose(plain, options)
        if short is None and not commanded(plain, options, response):
            raise Refused("")
    except Refused:
        found = verdict_read(scan, options) or read_pick(scan, options)
        found = found or _rewritten_read(respelt(scan, [kind for kind in options if kind.isalpha()]), options)
        found = found or _rewritten_read(plain_poker(scan, options), options)
        found = found or _english_cards_read(scan, options)
        found = found or _rewritten_read(size_after(scan), options)
        found = found or plain_read(foreign_decision(scan, options), options)
        return found or _played_read(scan, options) or refused
    return Answer(response, "loose", snapped, reason)


# An action read beside "or" whose other side only the second reading can read (session 39): "b45 or check" checked,
# "Q of hearts or 2c" played the 2c, "rasie to 12 or call" called. A question answered in a later sentence is left to
# the readings of weighed choices ("Q of hearts or 2c? 2c.").
_SIDE_CUT_RE = re.compile(r"[,:\u2013\u2014]|\s-\s")
_OR_SIDE_LIMIT = 60
_LONE_RANKS = frozenset("23456789tjqka") | {"10"}
_MORE_RE = re.compile(r"[^\s*_`#>\"'.!?]")


def or_side_reads_otherwise(scan: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether a side of an "or" in the answer, read alone in the second reading's notations (shorthand, another card
    notation, a misspelt action word or a trick-taker's verb) and unread by the prose reading, names an action other
    than ``response``, the one the prose reading took."""
    lowered = ascii_lower(scan)
    for n, found in enumerate(OR_RE.finditer(lowered)):
        if n == 20:
            break  # an answer weighing more choices than this is refused elsewhere or read as written
        start = max(0, found.start() - 200)
        breaks = [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, start, found.start())]
        start = breaks[-1] if breaks else (0 if start == 0 else found.start())
        end_break = SENTENCE_BREAK_RE.search(lowered, found.end(), found.end() + 200)
        end = end_break.start() if end_break else min(len(lowered), found.end() + 200)
        if end_break and end_break.group(0) == "?" and _MORE_RE.search(lowered, end + 1):
            continue  # "b45 or check? Check." is a choice with its verdict after it
        alone = plain_read(scan[start:end], options)
        if alone is None or not same_action(alone.response, response):
            continue  # the action was read elsewhere: "A or K, same thing. A\u2660."
        left = scan[start : found.start()].rstrip(" \t,\u2013\u2014-")
        right = scan[found.end() : end]
        sides = (_SIDE_CUT_RE.split(left)[-1], left, _SIDE_CUT_RE.split(right)[0], right)  # "the lower heart, please"
        if any(_side_reads_otherwise(side, options, response) for side in sides):
            return True
    return False


def _side_reads_otherwise(side: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether one side of an "or", which the prose reading cannot read alone (or reads only past a trick-taker's
    verb), reads in the second reading's notations as an action other than ``response``."""
    side = side.strip(WHOLE_EDGE)
    if not side or len(side) > _OR_SIDE_LIMIT or ascii_lower(side) in _LONE_RANKS:
        return False  # "the J, Q or K of spades" lists ranks; a lone rank is no answer of its own
    try:
        read = read_prose(side, options)[0]
    except Refused:
        read = None
    if read is not None:  # the prose reading saw this side and weighed it by its own rules, but for a trick-taker's
        # verb, which it does not take for an action word: "Play 2c or dump the Qh" played the 2c (review 39b)
        return plain_play(side, options) is not None and not same_action(read, response)
    kinds = [kind for kind in options if kind.isalpha()]
    for plain in (shorthand(side, options), respelt(side, kinds), plain_play(side, options)):
        read = plain_read(plain, options)
        if read is not None:
            return not same_action(read.response, response)
    return False


def _english_cards_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read with its cards of another language written short, where an English action word names the
    kind that takes them: "I'll play 红桃Q.", "Discard: trèfle 9", "trump = pik"."""
    short = cards_in_short(scan, options)
    if short is None or not action_mentions(scan, options):
        return None  # with no English word, only a last line deciding in another language is read
    return _rewritten_read(short, options)


def _played_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read with its one trick-taker's verb written as a play ("Take it with the As"), where the card
    read is the last legal card the answer writes: "Lead the Qh, or maybe the 9d." names another after it."""
    answer = _rewritten_read(plain_play(scan, options), options)
    if answer is None:
        return None
    written = legal_values(scan, options["play"])
    return answer if written and written[-1][1] == answer.response["card"] else None


def _rewritten_read(plain: str | None, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read again with its words rewritten, as :func:`plain_read`, unless an "or" in it gives another
    action in a notation only this reading knows ("rasie to 12 or c" would read the raise)."""
    answer = plain_read(plain, options)
    if answer is None or plain is None or or_side_reads_otherwise(plain, options, answer.response):
        return None
    return answer
