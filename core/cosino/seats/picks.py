"""Answers that weigh options, then take one, for the second reading (:mod:`cosino.seats.second_reading`): a choice
of values with "or" ("Qh or 2c? Going with 2c."), a value asked and turned down ("Nil? No. 4."), the legal values or
actions restated ("Legal bids: 0 to 13. I bid 4.", "fold / call / raise -> call"), an action with another conceded
after "though", a bare command closing an analysis, a pick from scored options, and one of two sizes weighed.
:func:`read_pick` tries each in turn.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower, has_number
from cosino.seats.answer_json import Answer
from cosino.seats.corrections import CASE_WORDS_RE, STATEMENT_RE
from cosino.seats.mentions import action_mentions
from cosino.seats.prose_reading import read_prose
from cosino.seats.set_aside import SENTENCE_BREAK_RE, SENTENCE_RE
from cosino.seats.verdicts import DOUBT_AFTER_RE, VERDICT_UNSURE_RE
from cosino.seats.written_cards import legal_values


def same_action(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two responses take the same action, whatever talk they carry."""
    return all(one.get(key) == other.get(key) for key in ("action", "amount", "card"))


def plain_read(plain: str | None, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read again in plain words (its misspelt action words written right, "rasie to 12", or a
    trick-taker's verb written as a play, "Take it with the As"), or None."""
    if plain is None:
        return None
    try:
        response, snapped, reason = read_prose(plain, options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason)


# A choice of cards, suits or bids weighed with "or", then one taken in a sentence of its own (session 38b): "Qh or 2c?
# Going with 2c.", "Th or Qh, either wins. I'll go Th.", "Clubs or spades — clubs.", "Bid 3 or 4? 3.", "Nil or 2... 2.".
# (possessive: giving back a letter never reaches a stop, and trying each length cost 8 ms on 2,000 with none)
_CHOICE_SENTENCES_RE = re.compile(r"[^.!?;\n\u2026\u2013\u2014]{1,200}+(?:[.!?;\n\u2026\u2013\u2014]{1,4}|\Z)")
OR_RE = re.compile(r"(?<![a-z])or(?![a-z])")
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
    if len(valued) != 1 or len(options) > 2:
        return None
    sentences = [m.group(0) for m in _CHOICE_SENTENCES_RE.finditer(scan[:2000])]
    if len(sentences) < 2:
        return None
    option, choice, last = valued[0], ascii_lower(sentences[0]), ascii_lower(sentences[-1])
    weighed = _choice_values(choice, option)
    if len(set(weighed)) < 2 or not OR_RE.search(choice) or _CHOICE_CASE_RE.search(choice):
        return None
    if {kind for _, kind, _ in action_mentions(choice, options)} - {option["action"]}:
        return None  # another action weighed beside the values
    if any(not _FILLER_SENTENCE_RE.fullmatch(ascii_lower(s)) for s in sentences[1:-1]):
        return None
    taken = _choice_values(last, option)
    if len(taken) != 1 or taken[0] not in weighed or action_mentions(last, options)[1:]:
        return None
    if VERDICT_UNSURE_RE.search(last) or STATEMENT_RE.search(last) or DOUBT_AFTER_RE.search(last):
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
    if VERDICT_UNSURE_RE.search(taken) or STATEMENT_RE.search(taken) or DOUBT_AFTER_RE.search(taken):
        return None
    try:
        response, snapped, reason = read_prose(taken, options)
    except Refused:
        return None
    read = str(response.get("card", response.get("amount")))
    return Answer(response, "loose", snapped, reason) if read == after[0] else None


# The legal cards, suits or bids restated in a first sentence of their own, then one taken (session 38b): "Legal
# bids: 0 to 13. I bid 4.", "Valid bids are 0, 2 and 3. I'll bid 3.", "My options: Qh, 2c, Th. Best is Th.".
_RESTATED_LABEL_RE = re.compile(r"(?<![a-z])(?:legal|valid|allowed|available|possible|options?|choices)(?![a-z])")
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
    if len(taken) != 1 or VERDICT_UNSURE_RE.search(plain) or STATEMENT_RE.search(plain):
        return None
    if DOUBT_AFTER_RE.search(plain) or {kind for _, kind, _ in action_mentions(rest, options)} - {option["action"]}:
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
        if VERDICT_UNSURE_RE.search(plain) or DOUBT_AFTER_RE.search(plain.rstrip(" \t\n.!*_")):
            return None
        if STATEMENT_RE.search(plain) or len({kind for _, kind, _ in action_mentions(rest, options)}) != 1:
            return None  # "I could check or bet; betting is too thin." judges, it does not take
        answer = plain_read(rest, options)
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
    answer = plain_read(scan[: concession.start()], options)
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
    if CASE_WORDS_RE.search(lowered) or DOUBT_AFTER_RE.search(lowered.rstrip(" .!*_")):
        return None
    if STATEMENT_RE.search(lowered):
        return None  # "Last time's bet of 30 was too big." tells, it does not decide
    said = action_mentions(line, options)
    command = _CLOSING_COMMAND_RE.match(lowered, lead.end() if lead else 0)
    if len({kind for _, kind, _ in said}) != 1 or command is None or said[0][0] != command.end():
        return None  # the line opens on its action: "Fold.", "I'll call.", "Still, I'll just bet."
    answer = plain_read(line[lead.end() :] if lead else line, options)
    if answer is None or ("min" in options[answer.response["action"]] and not has_number(line)):
        return None  # a bet or raise with no size after weighing sizes is judged unclear as often as not
    for sentence in itertools.islice(SENTENCE_RE.finditer(before), 200):
        decided = plain_read(sentence.group(0), options)
        if decided is not None and not same_action(decided.response, answer.response):
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
    if VERDICT_UNSURE_RE.search(ascii_lower(pick)) or len({k for _, k, _ in action_mentions(pick, options)}) > 1:
        return None
    answer = plain_read(pick.strip(_CLOSING_EDGE + ".!"), options)
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


def read_pick(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The option an answer the prose reading refused takes after weighing options in one of the shapes above, tried
    in a fixed order, or None."""
    for rule in _RULES:
        found = rule(scan, options)
        if found is not None:
            return found
    return None


_RULES = (
    _choice_verdict_read,
    _size_taken,
    _asked_then_other,
    _restated_then_taken,
    _kinds_restated_then_taken,
    _conceded_after,
    _closing_line_read,
    _scored_pick,
)
