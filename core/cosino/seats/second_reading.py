"""The second reading, tried only where the first (:mod:`cosino.seats.prose_reading`) refused an answer with no
JSON object in it (:func:`read_again`): a whole answer in poker's shorthand, the words after a correction given as
a command of their own, or the deciding clause after weighed actions (the verdict).

What it finds is read by :func:`~cosino.seats.prose_reading.read_prose` like any prose, so it only turns a refusal
into a reading and never changes an answer the first reading took. :func:`cosino.seats.answers.parse_answer` calls
it.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower, has_number
from cosino.seats.answer_json import Answer
from cosino.seats.answer_words import RANK_WORDS, SUIT_SYMBOLS, SUIT_WORDS
from cosino.seats.misspelt import respelt
from cosino.seats.play_words import plain_play
from cosino.seats.poker_words import plain_poker
from cosino.seats.prose_reading import (
    ANSWERED_NO_RE,
    CARD_CORRECTION_RE,
    EARLIER_CHOICE_RE,
    HEADING_BREAK_RE,
    HERO_LABEL_RE,
    IF_ASIDE_RE,
    IF_I_BEFORE_RE,
    LABEL_FALSE_RE,
    OTHERS_LABEL_RE,
    OTHERS_RE,
    PAST_RE,
    POSITION_RE,
    QUESTION_REST_RE,
    SENTENCE_BREAK_RE,
    SENTENCE_RE,
    TO_ME_RE,
    UNLESS_AFTER_RE,
    WOULD_BE_RE,
    action_mentions,
    first_card,
    intended_before,
    judged_wrong,
    legal_values,
    listed_offsets,
    matches_at,
    negated,
    read_prose,
    someone_does,
    someone_says,
    under_condition,
    weighed_before,
)
from cosino.seats.talk_quotes import blank_spans, spoken_quotes


def read_again(scan: str, options: dict[str, dict[str, Any]], refused: Answer) -> Answer:
    """The second reading of an answer the prose reading refused (``refused``): a whole answer in shorthand, or the
    words after a correction when they give one action as a command (session 37), or the verdict after weighed
    actions (:func:`_verdict`, session 37b), or the answer with its misspelt action words written right or a
    trick-taker's verbs written as a play (session 38); otherwise the refusal."""
    spoken = spoken_quotes(scan)
    unquoted = _rewritten_read(blank_spans(scan, spoken), options) if spoken else None
    if unquoted is not None:
        return unquoted  # 'Gizmo said "fold now" — I raise.': the words put in another's mouth set aside
    short = _shorthand(scan, options)
    plain = short or _corrected(scan, options)
    try:
        if plain is None:
            raise Refused("")
        response, snapped, reason = read_prose(plain, options)
        if short is None and not _commanded(plain, options, response):
            raise Refused("")
    except Refused:
        found = _verdict_read(scan, options) or _choice_verdict_read(scan, options) or _size_taken(scan, options)
        found = found or _asked_then_other(scan, options) or _restated_then_taken(scan, options)
        found = found or _kinds_restated_then_taken(scan, options) or _conceded_after(scan, options)
        found = found or _closing_line_read(scan, options) or _scored_pick(scan, options)
        found = found or _rewritten_read(respelt(scan, [kind for kind in options if kind.isalpha()]), options)
        found = found or _rewritten_read(plain_poker(scan, options), options)
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
    for n, found in enumerate(_OR_RE.finditer(lowered)):
        if n == 20:
            break  # an answer weighing more choices than this is refused elsewhere or read as written
        start = max(0, found.start() - 200)
        breaks = [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, start, found.start())]
        start = breaks[-1] if breaks else (0 if start == 0 else found.start())
        end_break = SENTENCE_BREAK_RE.search(lowered, found.end(), found.end() + 200)
        end = end_break.start() if end_break else min(len(lowered), found.end() + 200)
        if end_break and end_break.group(0) == "?" and _MORE_RE.search(lowered, end + 1):
            continue  # "b45 or check? Check." is a choice with its verdict after it
        alone = _plain_read(scan[start:end], options)
        if alone is None or not _same_action(alone.response, response):
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
    side = side.strip(_WHOLE_EDGE)
    if not side or len(side) > _OR_SIDE_LIMIT or ascii_lower(side) in _LONE_RANKS:
        return False  # "the J, Q or K of spades" lists ranks; a lone rank is no answer of its own
    try:
        read = read_prose(side, options)[0]
    except Refused:
        read = None
    if read is not None:  # the prose reading saw this side and weighed it by its own rules, but for a trick-taker's
        # verb, which it does not take for an action word: "Play 2c or dump the Qh" played the 2c (review 39b)
        return plain_play(side, options) is not None and not _same_action(read, response)
    kinds = [kind for kind in options if kind.isalpha()]
    for plain in (_shorthand(side, options), respelt(side, kinds), plain_play(side, options)):
        read = _plain_read(plain, options)
        if read is not None:
            return not _same_action(read.response, response)
    return False


def _same_action(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two responses take the same action, whatever talk they carry."""
    return all(one.get(key) == other.get(key) for key in ("action", "amount", "card"))


def _played_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read with its one trick-taker's verb written as a play ("Take it with the As"), where the card
    read is the last legal card the answer writes: "Lead the Qh, or maybe the 9d." names another after it."""
    answer = _rewritten_read(plain_play(scan, options), options)
    if answer is None:
        return None
    written = legal_values(scan, options["play"])
    return answer if written and written[-1][1] == answer.response["card"] else None


def _plain_read(plain: str | None, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read again in plain words (its misspelt action words written right, "rasie to 12", or a
    trick-taker's verb written as a play, "Take it with the As"), or None."""
    if plain is None:
        return None
    try:
        response, snapped, reason = read_prose(plain, options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason)


def _rewritten_read(plain: str | None, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read again with its words rewritten, as :func:`_plain_read`, unless an "or" in it gives another
    action in a notation only this reading knows ("rasie to 12 or c" would read the raise)."""
    answer = _plain_read(plain, options)
    if answer is None or plain is None or or_side_reads_otherwise(plain, options, answer.response):
        return None
    return answer


def _verdict_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read from its deciding clause where :func:`_verdict` finds one, or None."""
    found = _verdict(scan, options)
    if found is None:
        return None
    try:
        response, snapped, reason = read_prose(found[0], options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason) if response["action"] == found[1] else None


# A choice of cards, suits or bids weighed with "or", then one taken in a sentence of its own (session 38b): "Qh or 2c?
# Going with 2c.", "Th or Qh, either wins. I'll go Th.", "Clubs or spades — clubs.", "Bid 3 or 4? 3.", "Nil or 2... 2.".
_CHOICE_SENTENCES_RE = re.compile(r"[^.!?;\n\u2026\u2013\u2014]{1,200}(?:[.!?;\n\u2026\u2013\u2014]{1,4}|\Z)")
_OR_RE = re.compile(r"(?<![a-z])or(?![a-z])")
# In the choice, words that make it a case or a plan, not options weighed: "Call, or fold if he shoves."
_CHOICE_CASE_RE = re.compile(
    r"(?<![a-z])(?:if|unless|when|would|then|next|later|turn|river|not|never|no|said|says)(?![a-z])|[\"\u201c\u201d]"
)
_FILLER_SENTENCE_RE = re.compile(r"[\s*_]{0,4}(?:hmm+|um+|ugh|ok|okay|well|so|let's[ \t]see)[\s.!?,\u2026]{0,6}")
_BID_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_BID_VALUE_RE = re.compile(r"(?<![a-z0-9.,-])(?:[0-9]{1,2}|nil|" + "|".join(_BID_WORDS) + r"|thirteen)(?![a-z0-9%])")


def _choice_values(sentence: str, option: dict[str, Any]) -> list[str]:
    """The legal cards or suits, or for a bid the numbers, written in ``sentence``, in order."""
    if option.get("cards"):
        return [value for _, value in legal_values(sentence, option)]
    words = {"nil": "0", **{w: str(n) for n, w in enumerate(_BID_WORDS)}, "thirteen": "13"}
    return [words.get(m.group(0), m.group(0)) for m in _BID_VALUE_RE.finditer(ascii_lower(sentence))]


def _choice_verdict_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """What an answer takes in its last sentence after weighing two or three cards, suits or bids with "or" in its
    first, with at most a filler between ("Hmm."); None otherwise."""
    valued = [o for o in options.values() if o.get("cards") or o["action"] == "bid"]
    sentences = [m.group(0) for m in _CHOICE_SENTENCES_RE.finditer(scan[:2000])]
    if len(valued) != 1 or len(options) > 2 or len(sentences) < 2:
        return None
    option, choice, last = valued[0], ascii_lower(sentences[0]), ascii_lower(sentences[-1])
    weighed = _choice_values(choice, option)
    if len(set(weighed)) < 2 or not _OR_RE.search(choice) or _CHOICE_CASE_RE.search(choice):
        return None
    if {kind for _, kind, _ in action_mentions(choice, options)} - {option["action"]}:
        return None  # another action weighed beside the values
    if any(not _FILLER_SENTENCE_RE.fullmatch(ascii_lower(s)) for s in sentences[1:-1]):
        return None
    taken = _choice_values(last, option)
    if len(taken) != 1 or taken[0] not in weighed or action_mentions(last, options)[1:]:
        return None
    if _VERDICT_UNSURE_RE.search(last) or _STATEMENT_RE.search(last) or _DOUBT_AFTER_RE.search(last):
        return None
    try:
        response, snapped, reason = read_prose(sentences[-1], options)
    except Refused:
        return None
    read = str(response.get("card", response.get("amount")))
    return Answer(response, "loose", snapped, reason) if read == taken[0] else None


# A card, suit or bid asked and turned down, then another taken (session 38b): "Nil? No. 4.", "Qh? No, Th.", "Spades as
# trump? Never. Clubs.".
_ASKED_NO_RE = re.compile(
    r"[\s*_]{0,4}(?P<asked>[^?\n]{1,40})\?[ \t]{0,3}(?:no|nah|nope|never|no[ \t]way)[ \t]{0,2}[.,!:;\u2014\u2013-]{1,2}"
    r"[ \t]{0,3}(?P<taken>[^?\n]{1,40})"
)


def _asked_then_other(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The one card, suit or bid a short answer takes after asking about another and turning it down, or None."""
    valued = [o for o in options.values() if o.get("cards") or o["action"] == "bid"]
    m = _ASKED_NO_RE.fullmatch(ascii_lower(scan).strip()) if len(scan) <= 200 else None
    if m is None or len(valued) != 1 or len(options) > 2:
        return None
    option, asked, taken = valued[0], m.group("asked"), m.group("taken")
    before, after = _choice_values(asked, option), _choice_values(taken, option)
    if len(before) != 1 or len(after) != 1 or before == after:
        return None
    if {kind for _, kind, _ in action_mentions(scan, options)} - {option["action"]}:
        return None  # another action asked or taken
    if _VERDICT_UNSURE_RE.search(taken) or _STATEMENT_RE.search(taken) or _DOUBT_AFTER_RE.search(taken):
        return None
    try:
        response, snapped, reason = read_prose(taken, options)
    except Refused:
        return None
    read = str(response.get("card", response.get("amount")))
    return Answer(response, "loose", snapped, reason) if read == after[0] else None


# The legal cards, suits or bids restated in a first sentence of their own, then one taken (session 38b): "Legal
# bids: 0 to 13. I bid 4.", "Valid bids are 0, 2 and 3. I'll bid 3.", "My options: Qh, 2c, Th. Best is Th.".
_RESTATED_LABEL_RE = re.compile(r"(?<![a-z])(?:legal|valid|allowed|available|options?|choices)(?![a-z])")
_RESTATED_RE = re.compile(
    r"(?:[\s*_:,().\u2013-]{0,4}(?:the|my|legal|valid|allowed|available|possible|options?|choices|bids?|cards?|plays?|trumps?"
    r"|suits?|are|is|to|through|or|and|from|[0-9]{1,2}|nil|10[cdhs]|[2-9tjqka][cdhs]|clubs|diamonds|hearts|spades"
    r"|[cdhs])(?![a-z0-9])){2,40}[\s*_:,()]{0,4}"
)
_RESTATED_END_RE = re.compile(r"(?<!\.)\.(?!\.)|[;\n]|\u2192|\u21d2|->|=>")  # "0..13" is a range, not a stop
_RANGE_RE = re.compile(r"[0-9][ \t]{0,2}(?:-|\u2013|\.\.|to|through)")  # "0 to 13", "0-13": a range restated
_TAKEN_LEAD_RE = re.compile(r"[\s*_]{0,4}(?:(?:mine|best|my[ \t](?:bid|pick|choice|card))[ \t]{1,3}is|best:|choice:)")


def _restated_then_taken(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The one card, suit or bid a short answer takes after restating the legal ones in its first sentence, or
    None."""
    valued = [o for o in options.values() if o.get("cards") or o["action"] == "bid"]
    stop = _RESTATED_END_RE.search(scan[:200])
    if len(scan) > 200 or stop is None or len(valued) != 1 or len(options) > 2:
        return None
    option, first, rest = valued[0], ascii_lower(scan[: stop.start()]), scan[stop.end() :]
    if not _RESTATED_LABEL_RE.search(first) or not _RESTATED_RE.fullmatch(first):
        return None
    if len(set(_choice_values(first, option))) < 2 and not _RANGE_RE.search(first):
        return None  # no list or range of values restated
    lowered = ascii_lower(rest)
    lead = _TAKEN_LEAD_RE.match(lowered)
    plain = lowered[lead.end() :] if lead else lowered
    taken = _choice_values(rest, option)
    if len(taken) != 1 or _VERDICT_UNSURE_RE.search(plain) or _STATEMENT_RE.search(plain):
        return None
    if _DOUBT_AFTER_RE.search(plain) or {kind for _, kind, _ in action_mentions(rest, options)} - {option["action"]}:
        return None
    try:
        response, snapped, reason = read_prose(rest[lead.end() :] if lead else rest, options)
    except Refused:
        return None
    read = str(response.get("card", response.get("amount")))
    return Answer(response, "loose", snapped, reason) if read == taken[0] else None


# The legal actions restated as a list, then one taken after an arrow, a colon or a stop (session 39): "fold / call /
# raise -> call", "fold, call, raise: raise.", "Options are check and bet. I take the bet.", "alone | partner: alone".
# The list holds only action words, their ranges, cards or suits, separators and the words that label a list.
_KINDS_LISTED_RE = re.compile(
    r"(?:[\s*_:,()/|\u2013\u2014.-]{0,6}(?:options?|legal|valid|allowed|available|possible|choices?|actions?|moves?"
    r"|plays?|are|is|to|or|and|either|one|of|you|i|we|can|may|could|my|your|the|a|an|with|from|between|up|go|name"
    r"|min|max|trump|suits?|cards?|bids?|here|now|only|fold|check|call|bet|raise|pass|order|alone|partner|bid"
    r"|discard|nil|[0-9]{1,6}|10[cdhs]|[2-9tjqka][cdhs]|clubs|diamonds|hearts|spades|[cdhs]|\([a-e0-9]\))"
    r"(?![a-z0-9])){2,40}[\s*_:,()/|.-]{0,6}"
)
# Where a list ends: an arrow, a colon, a stop or a blank line; one line break may only part two items.
_LIST_END_RE = re.compile(r"\u2192|\u21d2|->|=>|[:.;?]|\n[ \t]*\n")
# What makes words a list rather than actions said one after another ("Call. Raise. Fold." was judged unclear).
_LIST_JOIN_RE = re.compile(
    r"[,/|]|(?<![a-z])(?:or|and|either|options?|legal|valid|allowed|available|possible|choices?|can|could|may)(?![a-z])"
)
_LISTED_SIZE_RE = re.compile(r"(?<![0-9])[0-9]{1,6}(?![0-9])")
_ITEM_MARK_RE = re.compile(r"[\s*_]{0,6}(?:[-*\u2022]|[0-9]{1,2}[.)]|\([a-e0-9]\))")


def _kinds_restated_then_taken(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The one action a short answer takes after restating two or more legal actions as a list, or None."""
    if len(scan) > 300:
        return None
    for end in itertools.islice(_LIST_END_RE.finditer(scan), 20):
        listed, rest = ascii_lower(scan[: end.start()]), scan[end.end() :]
        if not _KINDS_LISTED_RE.fullmatch(listed):
            continue
        if len({kind for _, kind, _ in action_mentions(listed, options)}) < 2 or not _LIST_JOIN_RE.search(listed):
            continue
        if _ITEM_MARK_RE.match(rest):
            return None  # the list goes on: "Options:\n- fold\n- call\n- raise"
        plain = ascii_lower(rest)
        if _VERDICT_UNSURE_RE.search(plain) or _DOUBT_AFTER_RE.search(plain.rstrip(" \t\n.!*_")):
            return None
        if _STATEMENT_RE.search(plain) or len({kind for _, kind, _ in action_mentions(rest, options)}) != 1:
            return None  # "I could check or bet; betting is too thin." judges, it does not take
        answer = _plain_read(rest, options)
        return answer if answer is not None and _size_as_listed(listed, plain, answer.response) else None
    return None


def _size_as_listed(listed: str, taken: str, response: dict[str, Any]) -> bool:
    """Whether the size taken is one the list gave, where the list gave sizes and no range: "Bet 10 or check. I'll
    bet 20." and "Bet 10 or check... I'll bet." may mean either."""
    sizes = _LISTED_SIZE_RE.findall(listed)
    if "amount" not in response or not sizes or _RANGE_RE.search(listed):
        return True
    return _LISTED_SIZE_RE.search(taken) is not None and str(response["amount"]) in sizes


# An action taken, then another conceded after "though" in a clause that only grants it some worth (session 39):
# "Check, though betting is fine with a king.", "Pass, even though ordering up is close.", "Call, although a raise to
# 50 has merit." A concession that ranks the other above ("though raising is better") or asks, plans or hedges is no
# concession, and the answer stays refused.
_CONCESSION_RE = re.compile(r"(?:[,;:\u2014\u2013]|\s-\s)[ \t]{0,3}(?:al|even[ \t]{1,3})?though(?![a-z])")
_CONCEDED_RE = re.compile(
    r"(?<![a-z])(?:fine|okay|ok|close|tempting|possible|defensible|reasonable|viable|playable|interesting"
    r"|has[ \t]{1,3}merit|have[ \t]{1,3}merit|an[ \t]{1,3}option|(?:also|would|could)[ \t]{1,3}work|works"
    r"|not[ \t]{1,3}(?:crazy|terrible|bad|awful|a[ \t]{1,3}disaster)|(?:isn't|wouldn't[ \t]{1,3}be)[ \t]{1,3}"
    r"(?:crazy|terrible|bad|awful|a[ \t]{1,3}disaster))(?![a-z])"
)
_CONCESSION_TURNS_RE = re.compile(
    r"(?<![a-z])(?:better|best|stronger|superior|right|correct|optimal|standard|so|therefore|instead|rather|actually"
    r"|wait|maybe|perhaps|should|prefer|if|unless|when|then|next|later|turn|river|i'll|i[ \t]will|let's|going)(?![a-z])"
    r"|[?]|\.\.\.|\u2026"
)


def _conceded_after(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The action a short answer takes before conceding some worth to another after "though", or None."""
    lowered = ascii_lower(scan)
    concession = _CONCESSION_RE.search(lowered, 0, 300)
    if len(scan) > 300 or concession is None:
        return None
    end = SENTENCE_BREAK_RE.search(lowered, concession.end())
    clause = lowered[concession.end() : end.start() if end else len(lowered)]
    if (end and end.group(0) == "?") or lowered[end.end() if end else len(lowered) :].strip(" \t\n.!*_"):
        return None  # a question, or something after the concession's sentence
    if not _CONCEDED_RE.search(clause) or _CONCESSION_TURNS_RE.search(clause):
        return None
    answer = _plain_read(scan[: concession.start()], options)
    conceded = {kind for _, kind, _ in action_mentions(clause, options)}
    if answer is None or not conceded or answer.response["action"] in conceded:
        return None  # the same action at another size is read by the first reading, or refused
    return answer


# A closing line that is one bare command after lines of analysis that only weigh actions (session 39): "Calling
# risks my tournament life.\nAgainst a tight range JJ is behind.\nFold." Read only where no sentence before it reads
# alone as another decision ("I'll call this. Folding is an option too.\nFold." stays refused), the text before it
# ends a sentence, and the line is no item of a list; a decision told before a closing plan on the same line ("I'm
# calling now. Any spade and I'm done. Fold.") is never read here (tests/test_review_answers30b.py).
_CLOSING_LINE_RE = re.compile(r"\n[ \t]*(?P<line>[^\n]{1,60})[ \t]*\Z")
_CLOSING_EDGE = " \t*_`#>\"'"
_CLOSING_LEAD_RE = re.compile(
    r"(?:(?:so|still|thus|therefore|hence|finally|ok|okay|for[ \t]now|decision|final(?:[ \t]answer)?|verdict"
    r"|answer|action|my[ \t](?:move|action|answer|decision))[ \t]*[:,.\u2014\u2013-]?[ \t]{0,3})?"
)
_CLOSING_COMMAND_RE = re.compile(r"(?:(?:i['\u2019]ll|i[ \t]will|i|let's|we)[ \t]{1,3})?(?:just[ \t]{1,3})?")
_ANALYSIS_END_RE = re.compile(r"[.!)][ \t*_]*\Z")
_LIST_ITEM_RE = re.compile(r"(?:[-*+\u2022]|[0-9]{1,2}[.)]|\(?[a-e][.)])[ \t]")


def _closing_line_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The bare command on an answer's last line after analysis, read alone (see above), or None."""
    found = _CLOSING_LINE_RE.search(scan[-200:])
    if len(scan) > 4000 or found is None:
        return None
    line = found.group("line").strip(_CLOSING_EDGE)
    before = scan[: len(scan) - len(scan[-200:]) + found.start()].rstrip()
    if _LIST_ITEM_RE.match(line) or not _ANALYSIS_END_RE.search(before):
        return None
    lowered = ascii_lower(line)
    lead = _CLOSING_LEAD_RE.match(lowered)
    if _CASE_WORDS_RE.search(lowered) or _DOUBT_AFTER_RE.search(lowered.rstrip(" .!*_")):
        return None
    if _STATEMENT_RE.search(lowered):
        return None  # "Last time's bet of 30 was too big." tells, it does not decide
    said = action_mentions(line, options)
    command = _CLOSING_COMMAND_RE.match(lowered, lead.end() if lead else 0)
    if len({kind for _, kind, _ in said}) != 1 or command is None or said[0][0] != command.end():
        return None  # the line opens on its action: "Fold.", "I'll call.", "Still, I'll just bet."
    answer = _plain_read(line[lead.end() :] if lead else line, options)
    if answer is None or ("min" in options[answer.response["action"]] and not has_number(line)):
        return None  # a bet or raise with no size after weighing sizes is judged unclear as often as not
    for sentence in itertools.islice(SENTENCE_RE.finditer(before), 200):
        decided = _plain_read(sentence.group(0), options)
        if decided is not None and not _same_action(decided.response, answer.response):
            return None  # a decision told before, for another action or size
    return answer


# Options listed with a score each, then one picked after a marker, an arrow or on a line of its own (session 39):
# "- fold: EV 0\n- call: EV -2.1\n- raise to 40: EV -3.5\nPick: fold", "fold 0 / call +1.2 / raise +2.0 -> raise".
# Every entry that names an action gives a number beside it, and the pick is one of the entries.
_PICK_MARK_RE = re.compile(
    r"(?:\u2192|\u21d2|->|=>|(?<![a-z])(?:pick(?:ed)?|best|selected|selecting|select|choice|choosing|chosen|result"
    r"|decision|answer|verdict|taking|going[ \t]with|i[ \t]pick|i[ \t]choose|i'll[ \t]take)(?![a-z])[ \t]*[:#]?)"
)
_ENTRY_SPLIT_RE = re.compile(r"\n|[|/;]|(?<=[0-9%)])[ \t]*,")
_SCORE_RE = re.compile(r"[+-]?[0-9]{1,6}(?:[.,][0-9]{1,3})?[ \t]{0,2}(?:%|pts?|points|chips)?")


def _scored_pick(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The option picked after a list of options scored one by one, or None (see above)."""
    if len(scan) > 800:
        return None  # a long analysis gives numbers beside every action it discusses; only a list is read here
    lowered = ascii_lower(scan)
    marks = list(itertools.islice(_PICK_MARK_RE.finditer(lowered), 64))
    line_start = lowered.rstrip().rfind("\n") + 1
    cut = marks[-1].start() if marks and marks[-1].start() >= line_start - 1 else line_start
    if cut <= 0:
        return None
    listed, pick = scan[:cut], scan[marks[-1].end() if marks and cut == marks[-1].start() else cut :]
    if _VERDICT_UNSURE_RE.search(ascii_lower(pick)) or len({k for _, k, _ in action_mentions(pick, options)}) > 1:
        return None
    answer = _plain_read(pick.strip(_CLOSING_EDGE + ".!"), options)
    if answer is None:
        return None
    entries = [e for e in _ENTRY_SPLIT_RE.split(listed) if action_mentions(e, options)]
    if len(entries) < 2 or not all(_SCORE_RE.search(e) for e in entries):
        return None  # no list, or an entry without its score
    picked = [e for e in entries if _entry_reads(e, options, answer.response)]
    return answer if picked else None


def _entry_reads(entry: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether one scored entry names the picked action (its size or card too, where it gives one)."""
    said = action_mentions(entry, options)
    if not said or said[0][1] != response["action"]:
        return False
    option = options[response["action"]]
    if option.get("cards"):
        return response.get("card") in {card for _, card in legal_values(entry, option)}
    if "min" in option and "amount" in response:
        first = _ENTRY_NUMBER_RE.search(entry.replace(",", ""), said[0][0])
        if response["amount"] == 0 and _NIL_WORD_RE.search(ascii_lower(entry)):
            return True
        return first is not None and first.group(0) == str(response["amount"])
    return True


_NIL_WORD_RE = re.compile(r"(?<![a-z])nil(?![a-z])")


_ENTRY_NUMBER_RE = re.compile(r"(?<![0-9.])[0-9]{1,6}(?![0-9])")


# A whole answer weighing two sizes of a bet or raise, then taking one (session 38b): "Bet 18 or 24? 24.", "Raise to 36?
# Or 40? Let's say 40.", "Raise to 20 or 25 — let's say 25."; a raise only with "to" ("Raise 20 or 30" may be steps).
_SIZE_STEM = r"(?:bet(?:[ \t]{1,3}to)?|raise[ \t]{1,3}to)[ \t]{1,3}"
_SIZE_CHOICE_RE = re.compile(
    r"[\s*_]{0,4}(?P<kind>bet|raise(?=[ \t]{1,3}to))(?:[ \t]{1,3}to)?[ \t]{1,3}(?P<one>[0-9]{1,6})"
    r"[ \t]{0,2}(?:\?|\.\.\.|\u2026)?[ \t]{0,2}"
    r"or[ \t]{1,3}(?:"
    + _SIZE_STEM
    + r")?(?P<two>[0-9]{1,6})[ \t]{0,2}(?:\?|\.\.\.|\u2026|[\u2014\u2013]|[ \t]-)[ \t]{0,3}"
    r"(?:(?:let's[ \t]say|say|i'll[ \t]go(?:[ \t]with)?|go[ \t]with|i[ \t]pick|i[ \t]choose|i'll[ \t]take)[ \t]{1,3})?"
    r"(?:" + _SIZE_STEM + r")?(?P<taken>[0-9]{1,6})[ \t]{0,2}[.!]?[\s*_]{0,4}"
)


def _size_taken(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The bet or raise of the size a whole answer takes after weighing two (``_SIZE_CHOICE_RE``), or None."""
    m = _SIZE_CHOICE_RE.fullmatch(ascii_lower(scan[:200]).strip())
    if m is None or len(scan) > 200 or m.group("kind") not in options or "min" not in options[m.group("kind")]:
        return None  # only the kind written: a bet facing a bet as a raise was judged unclear
    if m.group("one") == m.group("two") or m.group("taken") not in (m.group("one"), m.group("two")):
        return None
    try:
        response, snapped, reason = read_prose(f"{m.group('kind')} to {m.group('taken')}", options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason)


# A whole answer in poker's shorthand or naming a card by what sets it apart, tried only where the prose reading
# refused: nothing read before changes, and the whole answer must be the shorthand, so no reason or quote can hold it.
_WHOLE_EDGE = " \t\r\n*_`#>\"'"
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
_WORD_END_RE = re.compile(r"[a-z0-9-]*")
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


def _shorthand(text: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The plain words a whole answer in shorthand stands for, or None: "x/f" a check, "c" a call, "r 16" a raise to
    16, "3b to 24" and "make it 28" a raise, "b 10" or "donk 8" a bet, "No bet." the other of two options; where one
    kind takes cards, "Play the ace." or "the ten" the one legal card of that rank, "Play the club." the one card of
    that suit, "Play my lowest heart." the lowest of that suit (no jack may be legal: a bower changes its suit)."""
    core = _POLITE_TAIL_RE.sub("", text.strip(_WHOLE_EDGE)).rstrip(".!").strip(_WHOLE_EDGE)
    lowered = " ".join(ascii_lower(core).split())
    if len(lowered) == 1 and core != text.strip(_WHOLE_EDGE):
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


# A correction standing as an aside of its own ("Call. Actually, no: fold.", "Bid 5 — wait, 4.", "Play Qh... actually
# Th."): after a stop, a comma, a dash or an ellipsis, with at most two fillers ("hmm", "no") before it. A bare "no" or
# "sorry" set off by a stop, a comma or a dash takes back too (session 39: "Call — no, fold.", "Bet 20 — no, 30.",
# "Spades — sorry, clubs."), as most blind writers judged it.
_BARE_NO = r"(?:no|nope|sorry)(?=[ \t]{0,2}(?:[,.!:;\u2014\u2013]|-(?![a-z])))"
_ASIDE_CORRECTION_RE = re.compile(
    r"(?:^|[.,;:!?\n\u2013\u2014\u2026]|[ \t]-)[ \t*_]{0,3}"
    r"(?:(?:hmm+|no|oh|nah|um+)[ \t]{0,2}[,.!\u2014\u2013-]?[ \t]{0,3}){0,2}"
    r"(?:no[ \t]{1,3}wait|wait(?=[ \t]{0,2}(?:[,.!:;\u2014\u2013\n-]|no(?![a-z])|i[ \t]))|actually|scratch[ \t]that"
    r"|on[ \t]second[ \t]thoughts?|on[ \t]reflection|correction|i[ \t]mean|make[ \t]that|edit|"
    + _BARE_NO
    + r")(?![a-z])"
)
# The words that take an action back, not only restate it: "make that 36" or "I mean 35" alone after a raise was
# judged unclear (a step or a second size), after "wait" or "actually" clear.
_RETRACT_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|scratch[ \t]that|correction|edit|on[ \t]second[ \t]thoughts?|"
    + _BARE_NO
    + r")(?![a-z])"
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
            if read_prose(clause, options)[0] == response:
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
    for found in _ASIDE_CORRECTION_RE.finditer(lowered):
        pass
    if found is None:
        return None
    before, after = text[: found.start()], text[found.end() :]
    said = action_mentions(before, options)
    kinds = {kind for _, kind, _ in said}
    cards = [o for o in options.values() if o.get("cards") and first_card(before, o) is not None]
    if not kinds and not cards:
        return None
    rest = after[_CORRECTED_LEAD_RE.match(after).end() :]
    lowered_rest = ascii_lower(rest)
    if not rest.strip() or _CASE_WORDS_RE.search(lowered_rest) or any(mark in rest for mark in ("?", "...", "\u2026")):
        return None  # a case, a question or a thought trailing off is no settled choice
    if CARD_CORRECTION_RE.search(lowered_rest) or len({c for o in cards for _, c in legal_values(rest, o)}) > 1:
        return None  # taken back again, or naming two cards ("the Q♠ instead of the A♥")
    value = _CORRECTED_VALUE_RE.fullmatch(rest.strip())
    if value is not None and not action_mentions(rest, options):
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
# An action conceded after "though" or "but", judged in passing: "Call is best, though a raise could work." (38b).
_CONCEDED_BEFORE_RE = re.compile(r"(?<![a-z])(?:though|although|but)[ \t]{1,3}(?:(?:a|an|the)[ \t]{1,3})?\Z")
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
    negated,
    judged_wrong,
    weighed_before,
    intended_before,
    under_condition,
    someone_says,
    someone_does,
    matches_at(WOULD_BE_RE),
    matches_at(TO_ME_RE),
    matches_at(PAST_RE),
    matches_at(ANSWERED_NO_RE),
    matches_at(LABEL_FALSE_RE),
    matches_at(UNLESS_AFTER_RE),
    matches_at(_JUDGED_BAD_RE),
)


def _set_aside(lowered: str, at: int, contrast: bool | None) -> bool:
    """Whether the action named at ``at`` is one the answer sets aside where it stands, not one it takes; a neutral
    judgment ("Calling is fine") sets it aside only before a contrast in its sentence or in the deciding clause
    (``contrast``: a "but" or "best" in it), and never with ``contrast`` None (after the decision)."""
    if any(helper(lowered, at) for helper in _SET_ASIDE_HELPERS):
        return True
    window = lowered[max(0, at - 40) : at]
    clause = _VERDICT_CUT_RE.split(window)[-1]
    if _SET_ASIDE_BEFORE_RE.search(clause) or OTHERS_RE.search(window[-32:]):
        return True
    if _MODAL_BEFORE_RE.search(clause) and _MODAL_CASE_AFTER_RE.match(lowered, at):
        return True
    if IF_ASIDE_RE.search(lowered, max(0, at - 120), at) or IF_I_BEFORE_RE.search(lowered, max(0, at - 16), at):
        return True
    if (
        contrast is not None
        and (contrast or _CONTRAST_AFTER_RE.match(lowered, at) or _CONCEDED_BEFORE_RE.search(window))
        and (_JUDGED_SO_RE.match(lowered, at) or _USUAL_BEFORE_RE.search(clause))
    ):
        return True
    return bool(QUESTION_REST_RE.match(lowered, at)) and not _ASKED_YES_RE.match(lowered, at)


def _verdict(text: str, options: dict[str, dict[str, Any]]) -> tuple[str, str] | None:
    """The clause of a refused answer that decides, to be read alone, with the kind it names, when it names the last
    action and commits to it and every other action named is set aside where it stands: "Folding is too weak,
    raising too loose, so I call." reads "I call"; None otherwise. A decision told first and others set aside after
    it ("Call. If he bets the river, fold."), a bare command on a line of its own after other lines ("Fold is
    bad.\n\nCall") and any all-in word stay refused: tests/test_review_answers30b.py pins them so."""
    lowered = _ELLIPSIS_GOES_ON_RE.sub(".", ascii_lower(text))  # same length: offsets hold
    mentions = action_mentions(text, options)
    if len({kind for _, kind, _ in mentions}) < 2:
        return None  # no other action was weighed
    listed = listed_offsets(lowered, mentions, len(options)) | _weighed_choices(lowered, mentions)
    kept = [m for m in mentions if m[0] not in listed and not _set_aside(lowered, m[0], None)]
    if not kept or kept[-1] != mentions[-1] or any(allin for _, _, allin in mentions):
        return None  # a decision before others set aside, or an all-in word: refused (tests/test_review_answers30b.py)
    if any(EARLIER_CHOICE_RE.search(lowered, max(0, pos - 40), pos) for pos, _, _ in mentions):
        return None  # "My first plan (raise) was wrong": a choice taken back, read as such or refused
    at, kind, _ = kept[-1]
    start = max([0] + [m.end() for m in _VERDICT_CUT_RE.finditer(lowered, max(0, at - 200), at)])
    end = SENTENCE_RE.match(lowered, at).end()
    lead = _VERDICT_LEAD_RE.match(lowered, start)
    if lead is None or lead.end() != at or _VERDICT_UNSURE_RE.search(lowered, at, end):
        return None
    if _DOUBT_AFTER_RE.search(lowered, end) or not _verdict_placed(lowered, start, at):
        return None
    line = lowered.rfind("\n", 0, at) + 1
    if line and not lead.group("subject") and not SENTENCE_BREAK_RE.search(lowered, line, at):
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


# An ellipsis with words after it ends a sentence, as a stop would: "Raise or call\u2026 raise." (session 38b).
_ELLIPSIS_GOES_ON_RE = re.compile(r"\u2026(?=[ \t]{0,3}[a-z0-9])")
# Between two actions of a sentence, an "or" right before the second: "Raise, or call.", "Bet 10 or check...",
# "Call... or fold.".
_OR_GAP_RE = re.compile(
    r"[^.;!?\n]{0,30}?(?:(?:\.{2,3}|\u2026)[ \t]{0,2})?(?<![a-z])or[ \t]{1,3}"
    r"(?:(?:maybe|perhaps|just|the|a|an)[ \t]{1,3})?"
)

# "Either call or raise works; I'll call." was judged unclear: both were praised, not weighed.
_EITHER_BEFORE_RE = re.compile(r"(?<![a-z])either[ \t]{1,3}(?:(?:to|a|an)[ \t]{1,3})?\Z")


def _weighed_choices(lowered: str, mentions: list[tuple[int, str, bool]]) -> set[int]:
    """The offsets of actions weighed as a choice ("Raise, or call.", session 38b): two kinds joined by "or" in a
    sentence before the last action's, so a verdict in a sentence of its own may follow them."""
    if not mentions:
        return set()
    last = mentions[-1][0]
    since = max([0] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, 0, last)])
    out: set[int] = set()
    for (pos, kind, _), (after, other, _) in zip(mentions, mentions[1:]):
        end = _WORD_END_RE.match(lowered, pos).end()
        if after < since and kind != other and end < after and _OR_GAP_RE.fullmatch(lowered, end, after):
            if not _EITHER_BEFORE_RE.search(lowered, max(0, pos - 16), pos):
                out.update((pos, after))
    return out


def _verdict_placed(lowered: str, start: int, at: int) -> bool:
    """Whether the deciding clause stands as the seat's own: not in a case, a label of another player or position,
    a quote, or after a verb of saying in its sentence."""
    sentence = SENTENCE_BREAK_RE.split(HEADING_BREAK_RE.sub(": ", lowered[max(0, start - 200) : start]))[-1]
    if _VERDICT_UNSURE_RE.search(sentence) or HERO_LABEL_RE.search(lowered, max(0, start - 12), start):
        return False
    if POSITION_RE.search(lowered, max(0, start - 24), start) or OTHERS_LABEL_RE.search(
        lowered, max(0, start - 24), start
    ):
        return False
    for helper in (negated, under_condition, someone_says, someone_does, intended_before, weighed_before):
        if helper(lowered, at):
            return False
    if OTHERS_RE.search(lowered, max(0, at - 32), at) or EARLIER_CHOICE_RE.search(lowered, max(0, at - 40), at):
        return False
    return lowered.count('"', 0, start) % 2 == 0
