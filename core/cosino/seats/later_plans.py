"""Plans for a later decision in an answer: the sentences and clauses about a later street, trick or round that name
an action or a card, blanked before the reading ("Bet. Then shove the turn." bet all in; :func:`blank_later_plans`),
the refusal of an action read beside a plan that names another (:func:`refuse_plan_before`), and a command led in as
a plan by the sentence before it (:func:`after_a_sentence`).
"""

from __future__ import annotations

import bisect
import itertools
import re

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.foreign_terms import LATER
from cosino.seats.set_aside import CONDITION_RE, OTHERS_RE, SENTENCE_RE, VERB_IN_THIRD_RE
from cosino.seats.written_cards import PROSE_CARD_RE

# A later street, trick or round named in a clause: "bet the turn", "fold later", "next trick", "after this trick";
# not "the river", which is as often this decision's ("Jam the river."), nor "to see the turn", a call's reason.
_LATER_RE = re.compile(
    r"(?<![a-z])(?:(?<!see[ \t])the[ \t]{1,3}turn|next[ \t]{1,3}(?:street|trick|round|hand|orbit|time|turn|card)"
    r"|later|afterwards?|after[ \t]{1,3}(?:this|that)[ \t]{1,3}(?:trick|hand|round|street)"
    r"|going[ \t]{1,3}forward"
    # or a reply to one the other player has not made: "I'll fold to a 3-bet", "fold to a turn barrel"
    r"|to[ \t]{1,3}(?:a|any)[ \t]{1,3}(?:[a-z]{1,8}[ \t]{1,3})?(?:[3-5]-?bet|raise|re-?raise|shove|jam|barrel)"
    r"|to[ \t]{1,3}any[ \t]{1,3}(?:[a-z]{1,8}[ \t]{1,3})?bet"  # "fold to any bet": any bet, so none made yet
    r")(?![a-z])|" + LATER
)
# A sentence that opens on a later street or a plan ("On the turn I'll bet", "Next trick I lead", "Turn plan:",
# "River: check", "Next I'll pass"): all of it is about a later decision.
_LATER_OPENED = (
    r"(?:the[ \t]{1,3}(?:turn|river)|next[ \t]{1,3}(?:street|trick|round|hand|orbit|time|turn)|later|afterwards?"
    r"|after[ \t]{1,3}(?:this|that)[ \t]{1,3}(?:trick|hand|round|street)|going[ \t]{1,3}forward"
    r"|next[ \t,]{1,3}(?:i['\u2019]ll|i[ \t]{1,3}will|we['\u2019]ll)|next[ \t*_]{0,3}:|the[ \t]{1,3}one[ \t]{1,3}after"
    r"|(?:turn|river|next[ \t]{1,3}street|turn[ \t]{1,3}plan|river[ \t]{1,3}plan)[ \t*_]{0,3}:)(?![a-z])"
)
_LATER_OPENING_RE = re.compile(
    r"[\s*_>#\"'\[(-]{0,6}(?:(?:and|but|so|then|or)[ \t,]{1,3})?(?:(?:on|at|by|for|from|in)[ \t]{1,3})?"
    + _LATER_OPENED
    # or a later street or time of another language: "Au turn, je bet.", "На ривере сделаю bet."
    + r"|[\s*_>#\"'\[(-]{0,6}(?:"
    + LATER
    + ")"
)
# The same in a case, where "the river" is always later: "If he bets the river, fold."
_LATER_CASE_RE = re.compile(
    r"(?<![a-z])(?:the[ \t]{1,3}river|next|later|if[ \t]{1,3}(?:he|she|they|villain|opponent)"
    r"|if[ \t]{1,3}(?:re-?)?(?:raised|called|bet[ \t]{1,3}into|shoved[ \t]{1,3}on))(?![a-z])|" + _LATER_RE.pattern
)
# Whether a text holds a later time anywhere: _LATER_OPENING_RE's words with none of what may lead them (its other
# words, in LATER, are _LATER_CASE_RE's too), and _LATER_CASE_RE, which holds _LATER_RE.
_LATER_ANYWHERE_RE = re.compile(_LATER_OPENED + "|" + _LATER_CASE_RE.pattern)
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

# A sentence that says it is this decision's: "This trick: 2c", "Right now: call".
_THIS_DECISION_RE = re.compile(r"(?<![a-z])(?:this[ \t]{1,3}(?:trick|street|hand|round|time)|now)(?![a-z])")
# A case in the sentence of the action read beside a plan: "Call if he's weak.", "Otherwise fold."
_OWN_CASE_RE = re.compile(r"(?<![a-z])(?:if|unless|when|otherwise|else)(?![a-z])")
# What parts a sentence into clauses for the later-plan reading: marks, "and", "then", "but", a dash.
_PLAN_CLAUSE_RE = re.compile(
    r"[,:()\u2013\u2014\uff0c\u3001]|\s-\s|(?<![a-z])(?:and|then|but|while)(?![a-z])"
    # ... or another language's "and", "then", "but": "Je check maintenant et je relancerai au turn." (not the
    # one-letter ones, "i" and "e", which English has too)
    r"|(?<![a-z\u00e0-\u00ff])(?:et|puis|mais|und|dann|aber|y|luego|pero|depois|mas|poi|ma|en|maar|potem|ale"
    r"|ve|sonra|ama)(?![a-z\u00e0-\u00ff])|(?<![\u0430-\u044f\u0451])(?:и|потом|но)(?![\u0430-\u044f\u0451])"
    r"|然后|然後|但是|そして|でも|그리고|하지만"
)
# A clause that says it is this decision's: "now", "right now", "this street".
_NOW_RE = re.compile(
    r"(?<![a-z])(?:now|this[ \t]{1,3}(?:street|time|hand))(?![a-z])"
    r"|(?<![a-z\u00e0-\u00ff])(?:maintenant|jetzt|ahora|agora|adesso|ora|nu|teraz|\u015fimdi)(?![a-z\u00e0-\u00ff])"
    r"|(?<![\u0430-\u044f\u0451])сейчас|现在|現在|今は|지금"
)


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
    if not _LATER_ANYWHERE_RE.search(lowered):
        return focus, []
    if _FLOP_LABEL_RE.search(lowered, 0, 20_000):
        return focus, []
    spans: list[tuple[int, int]] = []
    for sentence in itertools.islice(SENTENCE_RE.finditer(lowered), 2000):
        start, end = sentence.span()
        if CONDITION_RE.match(lowered, start, end) and lowered[start:end].rstrip(" \t*_").endswith(":"):
            continue  # a heading's case reaches the next line ("Should he bet the turn:\nfold."), and is refused
        whole = CONDITION_RE.match(lowered, start, end) and _LATER_CASE_RE.search(lowered, start, end)
        whole = whole or (_LATER_OPENING_RE.match(lowered, start, end) and not _OTHERS_FIRST_RE.match(lowered, start))
        if whole and not _NOW_RE.search(lowered, start, end):  # "On the turn now, I call": this decision's street
            spans.append((start, end))
            continue
        cut = [start, *(m.start() for m in itertools.islice(_PLAN_CLAUSE_RE.finditer(lowered, start, end), 200)), end]
        for a, b in zip(cut, cut[1:]):
            if CONDITION_RE.match(lowered, a + 1 if a > start else a, b) and _LATER_CASE_RE.search(lowered, a, b):
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
        if starts[bisect.bisect_left(starts, a) : bisect.bisect_left(starts, b)] or PROSE_CARD_RE.search(focus, a, b)
    ]
    chars = list(focus)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars), spans


def refuse_plan_before(
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
        and not VERB_IN_THIRD_RE.match(lowered, at)  # "Rivet checks the turn": another's
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
