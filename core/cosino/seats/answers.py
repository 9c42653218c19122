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

The reading is split by purpose: :mod:`cosino.seats.answer_json` reads JSON objects and
checks a choice against the legal options, :mod:`cosino.seats.prose_reading` reads prose, and
:mod:`cosino.seats.second_reading` retries what the prose reading refused; their words are in
:mod:`cosino.seats.answer_words`, and :mod:`cosino.seats.redaction` cleans the talk. This module
ties them together, and weighs an object written inside prose against the words around it.

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

import itertools
import re
from typing import Any, Sequence

from cosino.primitives.jsonsafe import JsonInputError
from cosino.seats.amounts import Refused, ascii_lower, has_number, short_quote
from cosino.seats.answer_json import (
    EMBEDDED,
    NO_AMOUNT,
    Answer,
    field_twice,
    holds_answer,
    json_objects,
    names_a_player,
    normalize,
    options_by_kind,
    read_json,
    twice_reason,
)
from cosino.seats.corrections import commanded
from cosino.seats.foreign_terms import FOREIGN_OR, RECONSIDER
from cosino.seats.foreign_words import decided_kinds, foreign_command, foreign_kinds
from cosino.seats.later_plans import after_a_sentence
from cosino.seats.mentions import action_mentions
from cosino.seats.prose_reading import read_focus, read_prose
from cosino.seats.second_reading import or_side_reads_otherwise, read_again
from cosino.seats.set_aside import EXAMPLE_BEFORE_RE, OTHERS_NO_PARTNER_LABEL_RE, SENTENCE_RE, negated, under_condition
from cosino.seats.talk_quotes import blank_spans, talk_echoes
from cosino.seats.tool_calls import tagged_answer

__all__ = ["SCAN_LIMIT", "Answer", "parse_answer"]


SCAN_LIMIT = 20_000  # characters of an answer that the loose parser looks at
# Where a sentence surely ends, the marks closing it after: a line break, "?", "!" or "。" (a doubt or a cry is
# over whatever follows), or "." or ";" before a space ("4.5" and "e.g" go on).
_SENTENCE_DONE_RE = re.compile(r"\n|[?!\u3002][*_\"'`)\]]{0,4}|[.;][*_\"'`)\]]{0,4}(?=\s)")

# A log named before an object, with more words than "Log:" ("Log of hand 12: {...}"): an earlier hand's move.
_LOG_OF_RE = re.compile(r"(?<![a-z])log[ \t]{1,3}(?:of|from|for)(?![a-z])[^\n{}]{0,30}:[ \t]{0,3}\Z")
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
# What may stand between two objects given one after the other with no word: spaces, commas, code fences.
_OBJECT_GAP_RE = re.compile(r"(?:[\s,;]|`{3}(?:json)?)*")
# Words after an embedded object that take it back for what follows: '{"action": "call"} — wait, fold.'
_TAIL_TAKEN_BACK_RE = re.compile(
    r"(?<![a-z])(?:wait|actually|edit(?:ed)?|instead|make\s+(?:it|that)|or\s+rather|i\s+mean|scratch\s+that"
    r"|correction|on\s+second\s+thoughts?)(?![a-z])"
)
# ... or that take it back with nothing after, in another language: '{"action": "call"} — 아니, 다시 생각해 볼게요.'
_TAIL_RECONSIDER_RE = re.compile(RECONSIDER)
# "or" as the first word after an object offers another choice, in prose or a comment: '{...} or check', '// or Th'.
# Fillers may come first: '{"action": "check"}\nHmm, or bet.' checked (corpus 64), and 'Hmm, well, or bet.' too.
_TAIL_OR_RE = re.compile(
    r"[\s(\[,;.:/#*_`\u2013\u2014-]{0,12}(?:(?:hmm+|hm+|um+|uh+|well|ok|okay)[\s,.!\u2026]{1,4}){0,3}"
    r"or(?![a-z'])(?![ \t]{1,3}so(?![a-z]))"  # not "or so"
)
# A bare "no" right after an object takes it back: '{"action": "alone"} No, partner ...', '{...}\nHmm, no. The ten'.
_TAIL_NO_RE = re.compile(
    r"[\s*_`.]{0,12}(?:(?:hmm+|hm+|wait|well|uh+|um+|oh)[\s,.!]{1,3})?no(?:pe)?[\s]{0,2}[,.!;:\u2013\u2014-]"
)
# The end of a reasoning block that models write before their answer: "<think>...</think>", "</thinking>".
_REASONING_END_RE = re.compile(r"</(?:think|thinking|reasoning|thoughts?)>", re.IGNORECASE)
_REASONING_TAG_RE = re.compile(r"</?(?:think|thinking|reasoning|thoughts?)>", re.IGNORECASE)
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


def _said_objects(text: str, objects: list[tuple[int, dict[str, Any]]]) -> list[tuple[int, dict[str, Any]]]:
    """The embedded objects not under a negation: in '{"action": "raise", ...} Not {"action": "call"}' the last
    one was the answer. Every object negated: refused."""
    lowered = ascii_lower(text)
    # An object shown as an example of the format is no answer: 'Sample output: {"action": "fold"}\n\nMine: call.'
    objects = [(at, obj) for at, obj in objects if not EXAMPLE_BEFORE_RE.search(lowered, max(0, at - 60), at)]
    # So is one a case leads in: "If I raise, the answer would look like this:\n\n    {...}" then "I call." raised.
    objects = [(at, obj) for at, obj in objects if not _case_before(lowered, at)]
    objects = [(at, obj) for at, obj in objects if not _not_the_seats(lowered, at) and not names_a_player(obj)]
    said = [(at, obj) for at, obj in objects if not negated(lowered, at)]
    if objects and not said:
        raise Refused("the answer only gives objects it rejects; give the one to play")
    if len(said) > 1 and _back_to_back(text, said[-2], said[-1]):
        raise Refused("the answer gives two different objects one after the other; give the one to play")
    return said


def _case_before(lowered: str, at: int) -> bool:
    """Whether the sentence that leads in to the object at ``at`` opens with a condition ("If I raise, it reads:")."""
    lead = lowered[max(0, at - 200) : at].rstrip(" \t\n:`*_>")
    return bool(lead) and under_condition(lowered, at - (min(at, 200) - len(lead)))


def _not_the_seats(lowered: str, at: int) -> bool:
    """Whether the words before an object make it another's move: a log of an earlier hand, or another player's
    ('My opponent's last action: {"action": "raise", ...}' raised)."""
    line_start = lowered.rfind("\n", max(0, at - 80), at) + 1
    return bool(
        _EARLIER_OBJECT_RE.search(lowered, max(0, at - 60), at)
        or _HISTORY_LIST_RE.search(lowered, max(0, at - 800), at)
        or OTHERS_NO_PARTNER_LABEL_RE.search(lowered, max(line_start, at - 80), at)
    )


def _blank_others(text: str, objects: list[tuple[int, dict[str, Any]]]) -> str:
    """The text with the characters of each object that is another's move (see :func:`_not_the_seats` and
    :func:`names_a_player`) turned to spaces, so the prose reader does not read it either. An example of the
    format stays: it is often the seat's answer after all."""
    lowered = ascii_lower(text)
    for at, obj in objects:
        if not _not_the_seats(lowered, at) and not names_a_player(obj):
            continue
        end = EMBEDDED.raw_decode(text, at)[1]
        text = text[:at] + " " * (end - at) + text[end:]
    return text


def _refuse_taken_back_after(text: str, at: int, options: dict[str, dict[str, Any]]) -> None:
    """Refuse an object the text after it takes back: '{"action": "call"} — wait, fold.' and '{...30} (or 40 if
    deep)' were read as the object, whatever the words after it changed."""
    _, end = EMBEDDED.raw_decode(text, at)
    tail = ascii_lower(text[end : end + 200])
    if _TAIL_OR_RE.match(tail):
        raise Refused(f"the answer gives {short_quote(text[end : end + 24].strip())} after its object; give one")
    if _TAIL_NO_RE.match(tail):
        raise Refused("the answer says no after its object; give the one to play")
    if _TAIL_RECONSIDER_RE.search(tail):
        raise Refused("the answer takes its object back after it; give the one to play")
    for taken_back in _TAIL_TAKEN_BACK_RE.finditer(tail):
        rest = text[end + taken_back.end() : end + taken_back.end() + 60]
        if has_number(rest) or action_mentions(rest, options):
            raise Refused("the answer takes its object back after it; give the one to play")


def _command_after(text: str, at: int, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether a sentence after the object is a bare command that reads otherwise: '{"action": "raise", "amount":
    40}\nFold.' raised, as if the fold were not written."""
    _, end = EMBEDDED.raw_decode(text, at)
    lowered = ascii_lower(text)
    chosen = {k: v for k, v in response.items() if k != "say"}
    for m in itertools.islice(SENTENCE_RE.finditer(lowered, end), 400):
        if not after_a_sentence(lowered, m.start()):
            continue  # not a plan led in by "If it were a bubble:"
        abroad = foreign_command(text[m.start() : m.end()], options)
        if abroad not in (None, chosen["action"]) and not text.startswith("?", m.end()):
            return True  # '{"action": "fold"}\nIch calle.': another action commanded in another language
        if m.end() - m.start() <= 80 and _COMMAND_RE.fullmatch(lowered, m.start(), m.end()):
            try:
                said = read_focus(text[m.start() : m.end()], options)[0]
            except Refused:
                continue  # no legal action: a word after the object ("Thanks.")
            if said != chosen:
                return True
    return False


def _prose_before_reads_otherwise(before: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether the prose before the answer's object, with no object of its own, reads as the same action with another
    card ('Play the Q♥' then '{"action": "play", "card": "2c"}' played the two), or gives another action or size as a
    command of its own."""
    if "{" in before or not before.strip():
        return False
    try:
        read, _, defaulted = read_prose(before, options)
    except Refused:  # several actions named: the last sentence may still be a command of its own ("Raise? Fold! {")
        last = [part for part in _SENTENCE_END_RE.split(before) if part.strip(" \t*_")][-1:]
        others = [k for k, o in options.items() if k != response["action"] and "min" not in o and "cards" not in o]
        return any(commanded(part, options, {"action": kind}, word_only=True) for part in last for kind in others)
    if "card" in response:
        return read["action"] == response["action"] and read.get("card") != response["card"]
    # For actions, prose before an object too often weighs one ("Calling is weak here."): only a command of its own
    # counts, "I fold.\n\n{"action": "call"}" and "Raise to 800. {... 1800}" (corpus 66); a size the prose left out
    # ("I'll raise." then an object's 16) is no other size.
    other_size = not (defaulted or "").startswith(NO_AMOUNT) and read.get("amount") != response.get("amount")
    return (read["action"] != response["action"] or other_size) and commanded(before, options, read, word_only=True)


def _named_otherwise_abroad(prose: str, options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether ``prose`` names a legal action other than the one read in another language ("Ich calle." before a
    fold's object, corpus 67): the reader reads none of those words, so it cannot tell which the writer chose."""
    return bool((foreign_kinds(prose, options) | decided_kinds(prose, options)) - {response["action"]})


_SENTENCE_END_RE = re.compile(r"[.!?;\n]")
# A field of the answer object that explains it, in any language: "reason", "motivo", "Begr\u00fcndung", "理由".
_REASON_KEY_RE = re.compile(
    r"(?i:reason|explan|why|rational|comment|note|thought|analys|motiv|raz[o\u00f3]n|raison|begr\u00fcnd|grund|pow\u00f3d"
    r"|причин|объясн|理由|原因|解释|解釋|説明|이유)"
)
_REASON_OTHERWISE = "the answer's own reason gives another action than its object; give one"


def _reason_reads_otherwise(obj: dict[str, Any], options: dict[str, dict[str, Any]], response: dict[str, Any]) -> bool:
    """Whether a field explaining the answer object names another action of the writer's in another language:
    '{"action": "fold", "reason": "Коллирую, шансы хорошие"}' ("I call, the odds are good") folded (corpus 69). An
    English reason stays the object's gloss, as blind corpus 30 read '{"reasoning": "raise for value", "action":
    "call"}'."""
    for key, value in list(obj.items())[:16]:
        if isinstance(key, str) and isinstance(value, str) and _REASON_KEY_RE.search(key[:40]):
            if foreign_kinds(value[:2000], options) - {response["action"]}:
                return True
    return False


def _back_to_back(text: str, first: tuple[int, dict[str, Any]], last: tuple[int, dict[str, Any]]) -> bool:
    """Whether two different objects stand with no word between them: '{"action": "fold"} {"action": "call"}'
    called, the last one read as if a word had revised the first ("First draft: ... Revised: ...")."""
    if {k: v for k, v in first[1].items() if k != "say"} == {k: v for k, v in last[1].items() if k != "say"}:
        return False
    gap = text[text.rfind("}", first[0], last[0]) + 1 : last[0]]
    return _OBJECT_GAP_RE.fullmatch(gap) is not None


# Full-width forms (U+FF01-U+FF5E) as their ASCII letters and marks, by arithmetic, and the invisible joiners and
# spaces (U+200B-U+200D, U+2060, U+FEFF) dropped: "ＣＡＬＬ" and "c\u200ball" named no action. Full-width digits stay
# as written, refused as other scripts' digits are: the writer of blind corpus 50 judged "Raise to ４０" unclear. No
# unicodedata: its tables differ between the Python of the server and the browser's, which must read alike.
# Other scripts' question marks are written "?" and bidi controls dropped: "Raise\u061f" (Arabic) and
# "\u202eRaise?\u202c" read as a raise, though "Raise?" is refused.
_PLAIN_WIDTH = (
    {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F) if not 0xFF10 <= code <= 0xFF19}
    | {code: None for code in (0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF)}
    | {code: "?" for code in (0x037E, 0x061F, 0x2E2E, 0xFE16, 0xFE56)}
    | {0x2047: "??", 0x2048: "?!", 0x2049: "!?", 0x203D: "?!"}
    | {code: None for code in (0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))}
)


def plain_width(text: str) -> str:
    """``text`` with full-width forms written in ASCII and zero-width characters dropped (see _PLAIN_WIDTH).

    >>> plain_width("\uff23\uff21\uff2c\uff2c\uff0e"), plain_width("c\u200ba\u200bl\u200bl")
    ('CALL.', 'call')
    """
    return text.translate(_PLAIN_WIDTH)


def _after_reasoning(text: str) -> str:
    """The text after a closed reasoning block, when any follows: '<think>I could raise to 60...</think> Call.'
    was refused as naming two actions, though the block is the model's thinking, not its answer."""
    closing = None
    for closing in _REASONING_END_RE.finditer(text[:SCAN_LIMIT]):
        pass
    rest = text[closing.end() :].strip() if closing else ""
    # With nothing after the block, its words are all there is, read without the tags: "<think>... Raise to 8?
    # </think>" asks, as "Raise to 8?" does.
    return rest or (_REASONING_TAG_RE.sub(" ", text).strip() if closing else text)


_REASONING_OPEN_RE = re.compile(r"<(?:think|thinking|reasoning|thoughts?)>", re.IGNORECASE)


def _unclosed_reasoning(text: str) -> bool:
    """Whether the answer opens a reasoning block and never closes it: '<think>\nThe pot odds favor calling, but'
    called (corpus 64), though every word of it is thinking, cut off before any answer."""
    head = text[:SCAN_LIMIT]  # where the block's end is looked for (_after_reasoning)
    opening = _REASONING_OPEN_RE.search(head)
    return opening is not None and _REASONING_END_RE.search(head, opening.end()) is None


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
    if _unclosed_reasoning(stripped):
        return Answer(text, "none", reason="the answer's reasoning block is never closed: it was cut off")
    options = options_by_kind(legal)
    if not options:
        return Answer(text, "none", reason="no action is legal: nothing to answer")
    whole = _whole_object(text, stripped, legal, options, hide)
    if whole is not None:
        return whole
    plain = plain_width(stripped[: 2 * SCAN_LIMIT])
    scan = plain[:SCAN_LIMIT]
    if talk and scan != stripped[:SCAN_LIMIT]:  # the talk quoted in full-width forms is still the talk
        talk = [plain_width(line[: 2 * SCAN_LIMIT]) for line in talk]
    # Zero-width characters dropped can leave a short scan of a text cut 2 * SCAN_LIMIT characters in: still cut.
    if len(plain) <= SCAN_LIMIT and len(stripped) <= 2 * SCAN_LIMIT:
        return _read_scan(text, scan, legal, options, hide, talk)
    return _read_cut(text, plain, legal, options, hide, talk)


def _complete_sentences(plain: str) -> str:
    """The scan of an answer longer than the scan limit up to the end of its last sentence that ends within it ("" when
    none does); ``plain`` runs on past the limit, so a stop's following space can be seen, unless zero-width characters
    dropped made it shorter: a stop at its end then ends nothing."""
    done = 0
    for end in _SENTENCE_DONE_RE.finditer(plain, 0, SCAN_LIMIT + 1):
        if end.end() <= SCAN_LIMIT:
            done = end.end()
    return plain[:done]


def _read_cut(
    text: str,
    plain: str,
    legal: Sequence[dict[str, Any]],
    options: dict[str, dict[str, Any]],
    hide: Sequence[str],
    talk: Sequence[str],
) -> Answer:
    """Read an answer cut at the scan limit. The cut sentence may go on as a question, a choice or a bigger number,
    so the answer must read the same with and without it: 'Raise? ' written past the limit read as a minimum raise
    wherever the cut left 'Rai' or 'Raise' after the last '?', though 'Raise? Raise?' is refused."""
    complete = _complete_sentences(plain)
    if not complete.strip():
        why = f"the answer runs past the {SCAN_LIMIT} characters read and ends no sentence within them; answer shorter"
        return Answer(text, "none", reason=why)
    answer = _read_scan(text, complete, legal, options, hide, talk)
    scan = plain[:SCAN_LIMIT]
    if not answer.accepted or len(complete) == len(scan):
        return answer
    cut = _read_scan(text, scan, legal, options, hide, talk)
    if cut.accepted and cut.response == answer.response:
        return answer
    why = f"the answer is cut at {SCAN_LIMIT} characters inside a sentence that reads otherwise; answer shorter"
    return Answer(text, "none", reason=why)


def _read_scan(
    text: str,
    scan: str,
    legal: Sequence[dict[str, Any]],
    options: dict[str, dict[str, Any]],
    hide: Sequence[str],
    talk: Sequence[str],
) -> Answer:
    """Read the part ``scan`` of the answer ``text`` (its first SCAN_LIMIT characters, full-width forms plain) as
    objects inside prose, then as prose."""
    try:
        found = json_objects(scan)
        echoes = talk_echoes(scan, talk, found) if talk else []
        if echoes:  # the talk quoted back is nobody's answer here, its objects included
            scan = blank_spans(scan, echoes)
            found = [(at, end, obj) for at, end, obj in found if (at, end) not in echoes]
        objects = [(at, obj) for at, _, obj in found if holds_answer(obj, options)]
        embedded = _said_objects(scan, objects)
    except Refused as exc:
        return Answer(text, "none", reason=str(exc))
    if objects and not embedded:
        scan = _blank_others(scan, objects)
    if scan.rfind("{") > scan.rfind("}"):  # '{"action": "raise", "amount": 4' was read as prose: a min-raise
        return Answer(text, "none", reason="the answer ends inside an object: it was cut off")
    if embedded:
        try:
            _refuse_objects_as_choice(scan, found, options)
            if _LOG_OF_RE.search(ascii_lower(scan), max(0, embedded[-1][0] - 60), embedded[-1][0]):
                raise Refused("the answer's object stands in a log of another hand; give the action to take now")
            _refuse_taken_back_after(scan, embedded[-1][0], options)
        except Refused as exc:
            return Answer(text, "none", reason=str(exc))
        answer = normalize(embedded[-1][1], legal, hide)
        if answer.accepted and _reason_reads_otherwise(embedded[-1][1], options, answer.response):
            return Answer(text, "none", reason=_REASON_OTHERWISE)
        if answer.accepted and _command_after(scan, embedded[-1][0], options, answer.response):
            return Answer(text, "none", reason="the answer gives another action after its object; give one")
        before = blank_spans(scan, [(at, end) for at, end, _ in found if end <= embedded[-1][0]])[: embedded[-1][0]]
        if answer.accepted and _prose_before_reads_otherwise(before, options, answer.response):
            why = "the answer names another action, card or size before its object; give one"
            return Answer(text, "none", reason=why)
        if answer.accepted and _named_otherwise_abroad(before, options, answer.response):
            return Answer(text, "none", reason="the answer names another action in another language; give one")
        return Answer(answer.response, "loose" if answer.accepted else "none", answer.snapped, answer.reason)
    try:
        response, snapped, reason = read_prose(scan, options)
        if objects and _example_read(scan, objects, options, response):
            raise Refused("the answer gives its action only in an example of the format; give the one to take")
        if or_side_reads_otherwise(scan, options, response):
            raise Refused("the answer gives another action after 'or' in another notation; name the one to take")
        if _named_otherwise_abroad(scan, options, response):
            raise Refused("the answer names another action in another language; give one")
    except Refused as exc:
        refused = Answer(text, "none", reason=str(exc))
        return refused if objects else read_again(scan, options, refused)
    return Answer(response, "loose", snapped, reason)


# Two answer objects with "or" between them: 'Two options: {"action": "call"} or {"action": "raise", ...}. I prefer
# the first.' raised (session 39).
# ... or in another language: '{"action": "pass"} 还是 {"action": "trump", "card": "s"}' (blind corpus 70).
_OBJECTS_OR_RE = re.compile(
    r"[ \t,\uff0c]{0,3}(?:or|either|vs\.?|versus|" + FOREIGN_OR + r")[ \t,:\uff0c\uff1a]{0,3}", re.IGNORECASE
)


def _refuse_objects_as_choice(
    scan: str, found: list[tuple[int, int, dict[str, Any]]], options: dict[str, dict[str, Any]]
) -> None:
    """Refuse two answer objects offered as a choice: an "or" (or "vs") is all that stands between them."""
    answers = [(at, end) for at, end, obj in found if holds_answer(obj, options)]
    for (_, end), (at, _) in itertools.islice(zip(answers, answers[1:]), 64):
        if _OBJECTS_OR_RE.fullmatch(scan, end, at):
            raise Refused("the answer gives two objects as a choice ('{...} or {...}'); give one")


def _whole_object(
    text: str, stripped: str, legal: Sequence[dict[str, Any]], options: dict[str, dict[str, Any]], hide: Sequence[str]
) -> Answer | None:
    """The answer read when the whole of it is one JSON object or only tagged fields, or None when it is neither."""
    try:
        whole = read_json(stripped)
    except JsonInputError as exc:
        if "not valid JSON" not in str(exc):
            # Well-formed but hostile (too deep, a number out of range, NaN): refuse, never guess.
            return Answer(text, "none", reason=str(exc))
        whole = None
    if isinstance(whole, dict):
        twice = field_twice(stripped)
        if twice is not None:
            return Answer(text, "none", reason=twice_reason(twice))  # the text keeps both values as evidence
        answer = normalize(whole, legal, hide)
        if answer.accepted and _reason_reads_otherwise(whole, options, answer.response):
            return Answer(text, "none", reason=_REASON_OTHERWISE)
        return answer
    try:
        tagged = tagged_answer(stripped)
    except Refused as exc:
        return Answer(text, "none", reason=str(exc))
    return None if tagged is None else normalize(tagged, legal, hide)  # "<action>raise</action><amount>36</amount>"


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
        last = EMBEDDED.raw_decode(text, objects[0][0])[1]
        if not text[last:].strip(" \t\n.`*_"):  # 'Example: {...}. That is exactly what I do.' gives it as its own
            examples = [objects[0][0]]
    for at in examples:
        end = EMBEDDED.raw_decode(text, at)[1]
        text = text[:at] + "{" + " " * (end - at - 2) + "}" + text[end:]  # the braces still end the example's reach
    try:
        return bool(examples) and read_prose(text, options)[0] != response
    except Refused:
        return True
