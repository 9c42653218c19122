"""An answer that takes its action back and gives another, for the second reading
(:mod:`cosino.seats.second_reading`): "Call. Actually, no: fold.", "Bet 10, no wait, 15.", "Spades — sorry, clubs."
:func:`corrected` finds the words after the last correction and :func:`commanded` whether they give an action as a
command of their own.
"""

from __future__ import annotations

import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.card_refusals import CARD_CORRECTION_RE
from cosino.seats.mentions import action_mentions
from cosino.seats.prose_reading import read_prose
from cosino.seats.written_cards import first_card, legal_values

# A correction standing as an aside of its own ("Call. Actually, no: fold.", "Bid 5 — wait, 4.", "Play Qh... actually
# Th."): after a stop, a comma, a dash or an ellipsis, with at most two fillers ("hmm", "no") before it. A bare "no" or
# "sorry" set off by a stop, a comma or a dash takes back too (session 39: "Call — no, fold.", "Bet 20 — no, 30.",
# "Spades — sorry, clubs."), as most blind writers judged it.
_BARE_NO = r"(?:no|nope|sorry|oops)(?=[ \t]{0,2}(?:[,.!:;\u2014\u2013]|-(?![a-z])))"
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
CASE_WORDS_RE = re.compile(
    r"(?<![a-z])(?:if|unless|when|whenever|once|otherwise|in[ \t]case|should|would|could|or|then|later|afterwards"
    r"|next|flop|turn|river)(?![a-z])"
)
_SENTENCE_SPLIT_RE = re.compile(r"[.!?;\n]")
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
STATEMENT_RE = re.compile(r"(?<![a-z])(?:is|are|was|were|isn't|wins|beats|loses|has|have|had)(?![a-z])|'s(?![a-z])")


def commanded(rest: str, options: dict[str, dict[str, Any]], response: dict[str, Any], word_only: bool = False) -> bool:
    """Whether a clause of ``rest`` gives ``response`` as a command of its own: it opens (after "just", "I'll",
    "no"...) on the action's word, a card or a number (``word_only``: a sentence on a word of the action, "Seven
    spades" being no bid), states nothing ("the Th is partner's"), and read alone reads the same ("Call.
    Actually, folding is for cowards." is no fold)."""
    # With ``word_only`` the command opens a sentence: a clause after a comma or a colon may be a quote's or a label's
    # ('Sprocket said "I have aces, fold now"', "Gizmo: raise 6").
    for clause in (_SENTENCE_SPLIT_RE if word_only else _CLAUSE_SPLIT_RE).split(rest):
        lowered = ascii_lower(clause)
        lead = _COMMAND_LEAD_RE.match(lowered).end()
        if not _COMMAND_HEAD_RE.match(lowered, lead) or STATEMENT_RE.search(lowered):
            continue
        if word_only and not any(pos == lead for pos, _, _ in action_mentions(clause, options)):
            continue
        try:
            if read_prose(clause, options)[0] == response:
                return True
        except Refused:
            continue
    return False


def corrected(text: str, options: dict[str, dict[str, Any]]) -> str | None:
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
    if not rest.strip() or CASE_WORDS_RE.search(lowered_rest) or any(mark in rest for mark in ("?", "...", "\u2026")):
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
