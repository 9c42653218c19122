"""Action words of other languages, known only to refuse an answer that reads otherwise.

The reader reads English. An answer may still name its action in another language beside an English word or an
object that gives another one: 'Ich calle. {"action": "fold"}' folded, and so did "Ich denke, ich sollte hier
folden." before a call's object (blind corpus 67). :func:`foreign_kinds` finds the unmistakable ones: an English
action word with a German or Spanish ending (``calle``, ``gefoldet``, ``checkear``), the loanwords of Russian,
Japanese and Korean poker (``колл``, ``フォールド``, ``레이즈``), Chinese terms (``弃牌``), and a few first-person
forms (``ich erhöhe``, ``je me couche``, ``igualo``). Words that stand for two actions (``passe``, ``paso``,
``пас``: check or fold) or for something else too (``je suis``: call, or "I am") are left out. Such a word found
only makes an answer that gives another action refused.

One shape is read, by the second reading: an answer with no English action word whose last line is a decision and
nothing else, a poker action in another language with at most a decision's label, the writer as subject, a size and
a polite ending (``结论：加注到30``, ``コールします。``, ``Entscheidung: mitgehen.``, ``Je me couche.``).
:func:`foreign_decision` writes that line in English. A line with any other word (a negation, a condition, another
player, a doubt) is not read, so the reasoning before it is never read either.

>>> sorted(foreign_kinds("Ich calle, dann folde ich.", {"fold": {}, "call": {}, "raise": {"min": 4, "max": 200}}))
['call', 'fold']
>>> foreign_kinds("Call, bitte.", {"fold": {}, "call": {}})
set()
>>> foreign_decision("对手下注10。底池赔率不够。\\n**结论：弃牌**", {"fold": {}, "call": {}})
'fold'
>>> foreign_decision("加注……不，还是跟注吧。", {"fold": {}, "call": {}}) is None
True
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.seats.amounts import Refused, ascii_lower
from cosino.seats.answer_json import resolve_kind
from cosino.seats.foreign_cards import bare_after_value, trick_decision
from cosino.seats.foreign_terms import (
    ACTION_TERMS,
    DECISION_LABEL,
    EARLIER_TIME,
    FOREIGN_IF,
    LOWER,
    MAYBE,
    NEXT_TIME,
    NUMERAL,
    names_a_term,
    numeral_value,
)
from cosino.seats.mentions import action_mentions

_LATIN = "a-z\u00e0-\u00ff"  # a Latin word's letters, accented ones included: its edges
_CYRILLIC = "\u0430-\u044f\u0451"
# Each pattern, and the English word of the action it names (resolved against the legal options as a mention is).
_WORDS = {
    "fold": (
        rf"(?<![{_LATIN}])(?:fold(?:e|en)|foldeo|foldear|me[ \t]retiro|retirarme|ich[ \t]steige[ \t]aus"
        rf"|aussteigen|je[ \t]me[ \t]couche|me[ \t]coucher|desisto)(?![{_LATIN}])"
        rf"|(?<![{_CYRILLIC}])фолд|弃牌|盖牌|フォールド|폴드"
    ),
    "call": (
        rf"(?<![{_LATIN}])(?:call(?:e|en)|calleo|callear|mitgehen|ich[ \t]gehe[ \t]mit|igualo|igualar)"
        rf"(?![{_LATIN}])|(?<![{_CYRILLIC}])колл|跟注|(?<![\u30a0-\u30ff])コール(?![\u30a0-\u30ff])"
        r"|(?<![\uac00-\ud7a3])콜(?=[ \t.!,]|하|합|\Z)"
    ),
    "raise": (
        rf"(?<![{_LATIN}])(?:raisen|raiseo|raisear|ich[ \t]erh\u00f6he|erh\u00f6hen|je[ \t]relance"
        rf"|relancer|rilancio|rilanciare|subo|resubo)(?![{_LATIN}])|(?<![{_CYRILLIC}])рейз|加注|レイズ|레이즈"
    ),
    "check": (
        rf"(?<![{_LATIN}])(?:check(?:e|en)|checkeo|checkear)(?![{_LATIN}])"
        rf"|(?<![{_CYRILLIC}])чек(?:аю)?(?![{_CYRILLIC}])|过牌|過牌|让牌|讓牌|チェック|체크"
    ),
    "bet": rf"(?<![{_LATIN}])(?:je[ \t]mise|apuesto)(?![{_LATIN}])|ベット|베팅",
    "all in": r"全下|全押|オールイン|올인",
    "order": rf"(?<![{_LATIN}])(?:ich[ \t]bestelle|bestellen)(?![{_LATIN}])",
    "alone": rf"(?<![{_LATIN}])(?:allein|alleine)(?![{_LATIN}])",
}
# All of them in one pattern, a group for each word, so an answer is scanned once.
_ANY_WORD_RE = re.compile("|".join(f"(?P<{word.replace(' ', '_')}>{pattern})" for word, pattern in _WORDS.items()))
# A word negated ("No me retiro", "не колл"), answered no ("Mitgehen: nein."), or told of the opponent ("对手加注",
# "相手がレイズ"): no action of the writer's.
_NOT_OWN_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:no|not|nicht|ne|nie|non|kein)[ \t]{1,2}|не[ \t]{1,2}|不|别|別"
    r"|(?:对手|对方|他|她|相手|상대|opponent|villain)[^\n.!?,;\u3002\uff0c\u3001\uff1b我私나저]{0,4}"
    # ... or told as a habit: "Ich w\u00fcrde hier normalerweise folden, aber ..." (corpus 68)
    r"|(?:normalerweise|normally|usually|normalement|habitude|normalmente|обычно|通常|平时|平時|普段)"
    r"[^\n.!?,;\u3002\uff0c]{0,12})\Z"
)
# ... or only weighed in its clause: "Nur callen w\u00e4re zu passiv" (corpus 44).
_ANSWERED_NO_RE = re.compile(
    r"[ \t]{0,2}(?:[:=,\u2013\u2014-]|\.\.\.|\u2026)[ \t]{0,2}(?:nein|no|non|nie|нет|不)(?![a-z])"
    r"|[^.!?\n,;\u3002\uff0c]{0,24}?(?<![a-z])(?:w\u00e4re|w\u00fcrde|ser\u00eda|serait|sarebbe|would|could|might)"
    # judged, or a case: "跟注没有正期望" (calling has no edge, corpus 68), "跟注太贵", "跟注的话"
    r"(?![a-z])|[ \t]{0,2}(?:没有|沒有|不是|不好|不划算|不劃算|不值|太|的话|的話)"
)


def foreign_kinds(text: str, options: dict[str, dict[str, Any]]) -> set[str]:
    """The legal kinds that ``text`` names in another language (or as an English word with a foreign ending)."""
    lowered = text.lower() if text.isascii() else text.translate(LOWER)
    kinds = set()
    for m in _ANY_WORD_RE.finditer(lowered):
        if _own(lowered, m):
            try:
                kinds.add(resolve_kind(m.lastgroup.replace("_", " "), options)[0])
            except Refused:
                continue
    return kinds


# A sentence that is an action word of another language and nothing else, its subject and closing marks at most.
_COMMAND_RE = re.compile(
    r"[\s*_#>\"']{0,8}(?:(?:ich|yo|я|eu|io|ik|我)[ \t]{1,2})?(?:"
    + _ANY_WORD_RE.pattern
    + r")[\s*_\"'!\u3002\uff01\u2026]{0,8}"
)


def foreign_command(sentence: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The legal kind that ``sentence`` is a bare command of in another language ("Ich calle", "跟注。"), or None.

    >>> foreign_command("Ich calle", {"fold": {}, "call": {}}), foreign_command("Nächstes Mal callen", {"call": {}})
    ('call', None)
    """
    m = _COMMAND_RE.fullmatch(sentence.lower() if sentence.isascii() else sentence.translate(LOWER))
    try:
        return resolve_kind(m.lastgroup.replace("_", " "), options)[0] if m else None
    except Refused:
        return None


def _own(lowered: str, m: re.Match[str]) -> bool:
    before = lowered[max(0, m.start() - 16) : m.start()]
    return not _NOT_OWN_BEFORE_RE.search(before) and not _ANSWERED_NO_RE.match(lowered, m.end())


_SUBJECT = "我选择|我選擇|我决定|我決定|我|私は|나는|저는|я|ich|je|yo|eu|io|ik"
# The decision line's parts: a label, the writer, a size before or after the action term, a polite ending.
_DECISION_LINE_RE = re.compile(
    r"[\s*_#>\"'\u300c\u201c]{0,8}(?:(?:"
    + DECISION_LABEL
    + r")[ \t*_]{0,3}[:\uff1a][ \t*_]{0,3})?(?:(?:"
    + _SUBJECT
    + r")[ \t]{0,2})?(?:(?P<before>[0-9]{1,9}|"
    + NUMERAL
    + r")[ \t]{0,2}(?:に|まで|으로|로)[ \t]{0,2})?(?:"
    + "|".join(f"(?P<{kind.replace(' ', '_')}>{terms})" for kind, terms in ACTION_TERMS.items())
    + r")(?:[ \t]{0,2}(?:到|至|auf|\u00e0|a|para|до|na|naar|to)?[ \t]{0,2}(?P<after>[0-9]{1,9}|"
    + NUMERAL
    + r")[ \t]{0,2}"
    r"(?:筹码|籌碼|チップ|칩|фишек|chips|jetons|fichas)?)?[ \t]{0,2}"
    r"(?:します|する|です|합니다|하겠습니다|할게요|해요|吧|了)?"
    r"[\s*_\"'\u300d\u201d.!\u3002\uff01\u2026]{0,8}"
)


_TRICK_KINDS = ("play", "pass", "discard", "trump", "alone", "bid")
# A verb of saying right before the last line: what follows is someone's words.
_SAID_BEFORE_RE = re.compile(
    r"(?:说|說|说了|說了|道|写|寫|表示|建议|建議|言った|言う|言いました|と|сказал[аи]?|говорит|пишет|ответил[аи]?|sagt|sagte"
    r"|schreibt|schrieb|meint|meinte|dit|\u00e9crit|dice|dijo|escribe|diz|disse"
    r"|(?<![a-z])(?:says|said|say|wrote|writes|typed|types|suggests|suggested|recommends|recommended|thinks|tells|told"
    r"|asks|asked|wants|insists|answers|answered|replies|replied)(?:[ \t]{1,3}that)?"
    # or another's answer told: "Gizmo's answer was" (mutation review 41b)
    r"|['\u2019]s[ \t]{1,3}(?:answer|decision|move|reply|choice|action)[ \t]{1,3}(?:was|is|will[ \t]be))"
    r"[\s:\uff1a,\uff0c\"'\u201c\u300c]{0,6}\Z"
)
# The decision may close a line after a clause of its own ("不跟了，弃牌。"), unless that clause makes it a case, a
# plan for later or a choice: "如果他加注，弃牌" (if he raises, fold), "转牌时，加注" (on the turn, raise).
_CLAUSE_MARK_RE = re.compile(r"[\uff0c\u3001;\uff1b]|,(?![0-9])")  # not the comma of "2,400"
_CASE_LEAD_RE = re.compile(
    FOREIGN_IF + r"|的话|的話|还是|還是|或者|或|转牌|轉牌|河牌|翻牌|之后|之後|以后|以後|然后|然後|再|なら|たら"
    r"|ターン|リバー|턴|리버|или|т\u0451рн|ривер|(?<![a-z\u00e0-\u00ff])(?:if|or|turn|river|later|then|next"
    r"|oder|dann|ou|ensuite|o|despu\u00e9s|depois|poi|of)(?![a-z\u00e0-\u00ff])|[?\uff1f]"
    # a fallback, an alternative, an exception, another hand: "否则，弃牌", "Sauf s'il bluffe, je me couche.",
    # "下次，弃牌", "上一手，弃牌", "Alternativ, ich steige aus."
    r"|否则|否則|不然|要不|除非|备选|備選|另一|明天|刚才|剛才|以前|昨天|아니면|"
    + NEXT_TIME
    + "|"
    + EARLIER_TIME
    # ... or another time told in other words: "上局，黑桃做主" (last hand), "Vorhin, Pik.", "さっき、スペード。"
    + r"|之前|刚刚|剛剛|前一|当时|當時|次は|さっき|先ほど|아까|예전"
    r"|(?<![\u0430-\u044f\u0451])(?:иначе|кроме|потом|затем|вчера|раньше|ранее|тогда)"
    r"|(?<![a-z\u00e0-\u00ff])(?:zuvor|damals|fr\u00fcher|avant|auparavant|antes|anteriormente|prima|eerder"
    r"|vroeger|wcze\u015bniej|ostatnio)(?![a-z\u00e0-\u00ff])"
    r"|(?<![a-z\u00e0-\u00ff])(?:otherwise|unless|except|assuming|provided|supposing|given|alternativ[a-z]{0,6}|tomorrow"
    r"|yesterday|last|sonst|au\u00dfer|ausser|gestern|sinon|sauf|derni\u00e8re?|sino|salvo|ayer|sen\u00e3o|passad[ao]"
    r"|ontem|altrimenti|tranne|ieri|anders|tenzij|gisteren)(?![a-z\u00e0-\u00ff])"
)
# A clause that is only a doubt, right before the decision: "Vielleicht, mitgehen.", "也许，弃牌" (a guess, not one).
_DOUBT_END_RE = re.compile(
    r"(?:(?<![a-z\u00e0-\u00ff])(?:maybe|perhaps|probably|possibly)(?![a-z])|" + MAYBE + r")[ \t]{0,2}\Z"
)
# A line that is a label of the writer's alone, a heading or not: "结论：", "## 结论", "**Entscheidung**".
_LABEL_LINE_RE = re.compile(r"(?:" + DECISION_LABEL + r")[ \t*_]{0,3}[:\uff1a]?")
# Inside a line, the place after a full stop (or an exclamation or question mark) of Chinese or Japanese where
# another sentence starts: "对手很紧。跟注。" is two sentences, the last one the decision.
# So is "Die Odds sind schlecht. Ich steige aus." after a word of two letters or more ("z.B. mitgehen" is one) or a
# number ending a sentence ("No puedo pedir 1. Pido 3.").
_INNER_END_RE = re.compile(
    r"(?<=[\u3002\uff01\uff1f])(?=[^\s\u3002\uff01\uff1f\u300d\u300f\u201d\uff09])"
    r"|(?:(?<=[0-9A-Za-z\u00c0-\u00ff\u0410-\u044f\u0401\u0451]{2}[.!?])|(?<=[ \t][0-9][.!?]))[ \t]{1,4}(?=[^\s.!?])"
)
# A line with no word of another language: digits, marks and "nil" only.
_NO_FOREIGN_WORD_RE = re.compile(r"[^a-z\u00c0-\uffff]{0,40}(?:nil)?[^a-z\u00c0-\uffff]{0,40}")
# A decision line opening by taking back what came before: "不，", "No, wait,", "Nein —".
_TAKEN_BACK_LEAD_RE = re.compile(
    r"[\s*_]{0,4}(?:(?:no|nein|non|nee|nie|нет|не|不对|不對|不|いや|아니)[ \t]{0,2}[,\uff0c\u3001\u2014\u2013-]"
    r"[ \t]{0,2}(?:wait[ \t]{0,2}[,\uff0c][ \t]{0,2})?)"
)
# The marks that end a sentence, a quote, a bracket, a tag or a fence: the line after it stands apart.
_SENTENCE_ENDS = tuple(".!?\u3002\uff01\uff1f\u2026\u300d\u300f\u201d\"')\uff09]>`~\u00bb")


def foreign_decision(scan: str, options: dict[str, dict[str, Any]]) -> str | None:
    """The answer's last line written in English ("raise to 30") where it is a decision in another language and
    nothing else, and the answer names no action in English; otherwise None."""
    tail = _INNER_END_RE.sub("\n", scan[-400:])  # "牌力一般。弃牌": the last sentence stands as a line of its own
    lines = [line.translate(LOWER) for line in tail.split("\n") if line.strip(" \t*_#>")]
    found = _decision_of(lines[-1], options) if lines else None
    if found is None:
        return None
    english, kind = found
    if _NO_FOREIGN_WORD_RE.fullmatch(lines[-1]):
        return None  # "Nil? Yes. 4.": a number alone is the first reading's to weigh, in English
    opener = lines[-2].strip(" \t*_#>") if len(lines) > 1 else ""
    if opener.endswith((":", "\uff1a")) and not _LABEL_LINE_RE.fullmatch(opener):
        return None  # "Gizmo says:\n弃牌": the line under a label of someone else's
    said = tail.rstrip()
    said = ascii_lower(said[: len(said) - len(lines[-1].strip())])
    apart = said[len(said.rstrip()) :].count("\n") > 1  # a blank line between
    if opener and not (apart or opener.endswith(_SENTENCE_ENDS) or _LABEL_LINE_RE.fullmatch(opener)):
        return None  # "如果他全下\n弃牌", "Gizmo\n弃牌": a line that runs on into the decision, a case or a speaker
    if (
        opener
        and _CASE_LEAD_RE.match(opener)
        and not (opener.endswith(_SENTENCE_ENDS) and _CLAUSE_MARK_RE.search(opener))
    ):
        return None  # "如果他全下\n\n弃牌": a case left open above the decision, a blank line between or not
    end = len(said.rstrip())  # "Gizmo wrote\n\n\n\n\n\n\n弃牌": blank lines do not part the words from their verb
    if _SAID_BEFORE_RE.search(said, max(0, end - 24), end):
        return None  # "Gizmo wrote\n弃牌", "对手说\n跟注": the words of someone else
    if action_mentions(scan, options):
        return None  # English words are the first reading's: it read them, or refused them for a reason
    if _TAKEN_BACK_LEAD_RE.match(lines[-1]):
        return english  # "出红桃q。不，出梅花2。", "Nil. No, wait, 1.": the decision corrects what came before
    if foreign_kinds(said, options) - {kind}:
        return None  # "弃牌。\n跟注": another action of the writer's above, as "Fold.\nCall" is refused
    if any(_decision_of(line, options) not in (None, found) for line in lines[-9:-1]):
        return None  # "出红桃q。\n出梅花2", "Vedo.\nRilancio a 30.": another decision of the writer's above
    return english


# A size before an English bet or raise with a particle of Japanese or Korean: "40にraiseします", "50으로 raise".
_SIZE_PARTICLE_RE = re.compile(
    r"(?<![0-9.,])([0-9]{1,9})[ \t]{0,2}(?:に|まで|を|으로|로|를|을)[ \t]{0,2}(bet|raise)(?![a-z])", re.IGNORECASE
)


def size_after(scan: str) -> str | None:
    """``scan`` with its one size written before an English bet or raise with a Japanese or Korean particle put after
    the word ("40にraiseします" is "raise to 40します"), or None where it has no such size or more than one."""
    found = list(itertools.islice(_SIZE_PARTICLE_RE.finditer(scan), 2))
    if len(found) != 1:
        return None
    m = found[0]
    return scan[: m.start()] + f"{m.group(2)} to {m.group(1)}" + scan[m.end() :]


def decided_kinds(text: str, options: dict[str, dict[str, Any]]) -> set[str]:
    """The legal kinds that sentences of ``text`` decide in another language, each sentence a decision line and
    nothing else ("Ga mee." beside an English "Fold."); sentences longer than a decision are not read."""
    head = text[:8000]
    if not any(k in options for k in _TRICK_KINDS) and not names_a_term(head.translate(LOWER)):
        return set()  # no poker term of another language anywhere: no sentence can decide in one
    sentences = _INNER_END_RE.sub("\n", head).split("\n")
    found = (_decision_of(line.translate(LOWER).strip(), options) for line in sentences[:64] if len(line) <= 120)
    return {decision[1] for decision in found if decision is not None}


def _decision_of(line: str, options: dict[str, dict[str, Any]]) -> tuple[str, str] | None:
    """The decision ``line`` is, or closes after clauses of its own, in English, and the legal kind it names; None
    if it is not one."""
    cut = max((c.start() for c in _CLAUSE_MARK_RE.finditer(line)), default=-1)
    lead_free = cut > 0 and _CASE_LEAD_RE.search(line, 0, cut) is None and not _DOUBT_END_RE.search(line, 0, cut)
    own_clause = lead_free and _SAID_BEFORE_RE.search(line, max(0, cut - 24), cut) is None
    m = _DECISION_LINE_RE.fullmatch(line)
    if m is None and own_clause:
        m = _DECISION_LINE_RE.fullmatch(line, cut + 1)  # "不跟了，弃牌。": the decision after a clause of its own
    found = _poker_decision(line, m, cut, options) if m is not None else None
    if found is None and any(k in options for k in _TRICK_KINDS):
        found = trick_decision(line, options)
        clause = line[cut + 1 :].strip()
        if found is None and own_clause and not bare_after_value(line[:cut], clause):
            found = trick_decision(clause, options)  # "手里没有梅花，出红桃q。"
    return found


def _poker_decision(
    line: str, m: re.Match[str], cut: int, options: dict[str, dict[str, Any]]
) -> tuple[str, str] | None:
    """The poker decision the decision line's match ``m`` gives, or None ("过" is no check where a pass is legal)."""
    if m.group("before") and m.group("after"):
        return None
    word = next(kind for kind in ACTION_TERMS if m.group(kind.replace(" ", "_")))
    try:
        kind = resolve_kind(word, options)[0]
    except Refused:
        return None  # not legal here: "下注" with fold and call legal
    if m.start() > 0 and foreign_kinds(line[:cut], options) - {kind}:
        return None  # "加注，跟注": two actions on the line
    size = m.group("before") or m.group("after")
    if size and not size.isdigit():
        size = numeral_value(size)  # "加注到三十", "加注到1.2万"
        if size is None:
            return None  # not a number written the usual way
    if size and word in ("fold", "check", "all in"):
        return None  # a size beside an action that takes none: not a decision read plainly
    return (f"{word} to {size}" if size and word in ("raise", "bet") else word), kind  # a call's size is its own
