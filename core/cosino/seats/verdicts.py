"""The deciding clause after weighed actions, for the second reading (:mod:`cosino.seats.second_reading`):
"Folding is too weak, raising too loose, so I call." reads "I call" where every other action named is set aside where
it stands. Its words of doubt (:data:`VERDICT_UNSURE_RE`, :data:`DOUBT_AFTER_RE`) also judge the picks of
:mod:`cosino.seats.picks`.
"""

from __future__ import annotations

import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.answer_json import Answer
from cosino.seats.mentions import action_mentions
from cosino.seats.prose_reading import read_prose
from cosino.seats.set_aside import (
    ANSWERED_NO_RE,
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
    WORD_END_RE,
    WOULD_BE_RE,
    intended_before,
    judged_wrong,
    listed_offsets,
    matches_at,
    negated,
    someone_does,
    someone_says,
    under_condition,
    weighed_before,
)


def verdict_read(scan: str, options: dict[str, dict[str, Any]]) -> Answer | None:
    """The answer read from its deciding clause where :func:`_verdict` finds one, or None."""
    found = _verdict(scan, options)
    if found is None:
        return None
    try:
        response, snapped, reason = read_prose(found[0], options)
    except Refused:
        return None
    return Answer(response, "loose", snapped, reason) if response["action"] == found[1] else None


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
VERDICT_UNSURE_RE = re.compile(
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
DOUBT_AFTER_RE = re.compile(
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
    # Only the last action need be kept, asked first: checking every one cost 0.1 s on long answers (review 53h).
    if any(allin for _, _, allin in mentions) or _set_aside(lowered, mentions[-1][0], None):
        return None  # a decision before others set aside, or an all-in word: refused (tests/test_review_answers30b.py)
    listed = listed_offsets(lowered, mentions, len(options)) | _weighed_choices(lowered, mentions)
    if mentions[-1][0] in listed:
        return None
    if any(EARLIER_CHOICE_RE.search(lowered, max(0, pos - 40), pos) for pos, _, _ in mentions):
        return None  # "My first plan (raise) was wrong": a choice taken back, read as such or refused
    at, kind, _ = mentions[-1]
    start = max([0] + [m.end() for m in _VERDICT_CUT_RE.finditer(lowered, max(0, at - 200), at)])
    end = SENTENCE_RE.match(lowered, at).end()
    lead = _VERDICT_LEAD_RE.match(lowered, start)
    if lead is None or lead.end() != at or VERDICT_UNSURE_RE.search(lowered, at, end):
        return None
    if DOUBT_AFTER_RE.search(lowered, end) or not _verdict_placed(lowered, start, at):
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
        if pos in listed or _set_aside(lowered, pos, contrast):
            continue
        if not _gerund_weighed(lowered, pos, at) or not _weighed_decision(lowered, mentions, lead, at, kind):
            return None
    return text[start:end], kind


# A gerund opening its sentence, after at most a list mark or a joining word: "Checking back gives him a free card."
_GERUND_LEAD_RE = re.compile(r"[\s*_#>\u2022-]{0,8}(?:(?:but|and|also|while|whereas|meanwhile)[ \t,]{1,3})?")
_GERUND_RE = re.compile(r"[a-z-]{1,12}ing(?![a-z])")
_WORD_RE = re.compile(r"[a-z]+")
# The gerund praised in its sentence: "Calling is best", "Folding is clearly right"; not "called by better".
_GERUND_PRAISED_RE = re.compile(
    r"(?<![a-z])(?:is|'s|seems|looks|remains|would[ \t]be)[ \t]{1,3}(?:(?:clearly|definitely|probably|still|just"
    r"|simply|obviously|the|my)[ \t]{1,3}){0,2}(?:best|better|right|correct|optimal|standard|play|move|answer)(?![a-z])"
)
# A decision word in the lead of the deciding clause: "So: call.", "Therefore I fold", "Verdict: check".
_DECIDING_LEAD_RE = re.compile(
    r"(?<![a-z])(?:so|thus|therefore|hence|finally|ultimately|overall|verdict|decision|in[ \t]the[ \t]end"
    r"|all[ \t]in[ \t]all|bottom[ \t]line)(?![a-z])"
)


def _gerund_weighed(lowered: str, pos: int, at: int) -> bool:
    """Whether the action at ``pos`` is the -ing subject of a sentence of its own before the deciding one at ``at``,
    which goes on to say something of it: "Raising here puts pressure on his capped range", "Calling is safe but
    leaves money on the table" (corpus 64's long analyses). Such a sentence weighs the action; it takes none."""
    if not _GERUND_RE.fullmatch(lowered, pos, WORD_END_RE.match(lowered, pos).end()):
        return False
    opening = max([0] + [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, max(0, pos - 80), pos)])
    closing = SENTENCE_BREAK_RE.search(lowered, pos, at)
    if closing is None or not _GERUND_LEAD_RE.fullmatch(lowered, opening, pos):
        return False
    said = lowered[WORD_END_RE.match(lowered, pos).end() : closing.start()][:200]
    if _GERUND_PRAISED_RE.search(said):
        return False  # "Calling is best, though a raise could work. I'll raise to 30." praises what it does not take
    return len(_WORD_RE.findall(said)) >= 3  # it goes on to say something of the action


def _weighed_decision(
    lowered: str, mentions: list[tuple[int, str, bool]], lead: re.Match[str], at: int, kind: str
) -> bool:
    """Whether the deciding clause after actions weighed as gerund subjects is a decision, not a reply told of
    another ("Raising to 60 puts him in a tough spot. ... Fold." means the raise: tests/test_review_answers32.py):
    it has a subject or a deciding word ("I check.", "So: call."), or its action was weighed among them ("Folding
    is the honest answer. **Fold.**")."""
    # from where the sentence opens: the lead opens after a cut ("so", ":", a comma), so "So: call." had no word
    breaks = [m.end() for m in SENTENCE_BREAK_RE.finditer(lowered, max(0, at - 40), at)]
    opening = min(lead.start(), breaks[-1]) if breaks else lead.start()
    if lead.group("subject") or _DECIDING_LEAD_RE.search(lowered, opening, at):
        return True
    return any(other == kind and _gerund_weighed(lowered, pos, at) for pos, other, _ in mentions if pos < at)


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
        end = WORD_END_RE.match(lowered, pos).end()
        if after < since and kind != other and end < after and _OR_GAP_RE.fullmatch(lowered, end, after):
            if not _EITHER_BEFORE_RE.search(lowered, max(0, pos - 16), pos):
                out.update((pos, after))
    return out


def _verdict_placed(lowered: str, start: int, at: int) -> bool:
    """Whether the deciding clause stands as the seat's own: not in a case, a label of another player or position,
    a quote, or after a verb of saying in its sentence."""
    sentence = SENTENCE_BREAK_RE.split(HEADING_BREAK_RE.sub(": ", lowered[max(0, start - 200) : start]))[-1]
    if VERDICT_UNSURE_RE.search(sentence) or HERO_LABEL_RE.search(lowered, max(0, start - 12), start):
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
