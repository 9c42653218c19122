"""The poker vocabulary of other languages that the reader reads, not only refuses: the action terms, the labels of
a decision, and numbers written in Chinese or Japanese numerals.

Both readings of another language use it: :mod:`cosino.seats.foreign_words` (a decision line, ``结论：加注到三十``)
and :mod:`cosino.seats.answer_json` (an object whose action is a foreign term, ``{"action": "跟注"}``, or whose
amount is a numeral, ``"三十"``). Only terms that name one poker action and nothing else are here: ``passe``,
``paso`` and ``пас`` (check or fold) and ``je suis`` (call, or "I am") are not.

>>> foreign_action("  Mitgehen ")
'call'
>>> foreign_action("passe") is None
True
>>> [numeral_value(n) for n in ("三十", "一百二十", "两千五百", "一百零五", "1.2万", "十十", "一二", "一百二")]
[30, 120, 2500, 105, 12000, None, None, 120]
"""

from __future__ import annotations

import re
from fractions import Fraction

# Capitals to small letters by arithmetic, ASCII, Latin-1 and Russian only: the same on every Python's Unicode;
# full-width digits to ASCII ones ("加注到３０").
LOWER = {
    **{c: c + 32 for c in range(0x41, 0x5B)},
    **{c: c + 32 for c in range(0xC0, 0xDF) if c != 0xD7},
    **{c: c + 32 for c in range(0x410, 0x430)},
    0x401: 0x451,
    **{0xFF10 + d: 0x30 + d for d in range(10)},
}

# Each action's terms, small letters, by the English word it stands for.
ACTION_TERMS = {
    "fold": "弃牌|棄牌|盖牌|蓋牌|フォールド|폴드|фолд|сбрасываю|aussteigen|steige[ \t]aus|me[ \t]couche"
    "|(?:me|se)[ \t]coucher|me[ \t]retiro|desisto|no[ \t]voy|folde|folden|foldeo|foldear",
    "call": "跟注|コール|콜|колл|коллирую|уравниваю|mitgehen|gehe[ \t]mit|igualo|igualar|vedo|ga[ \t]mee"
    "|g\u00f6r\u00fcyorum|suivre|pagar|pago|calle|callen|calleo|callear",
    "raise": "加注|レイズ|레이즈|рейз|повышаю|erh\u00f6he|erh\u00f6hen|relance|relancer|subo|aumento|rilancio|verhoog"
    "|podbijam|subir",
    "check": "过牌|過牌|过|過|让牌|讓牌|チェック|체크|чекаю|чек|checke|checken|checkeo|checkear",
    "bet": "下注|ベット|베팅|бет|ставлю|ставка|mise|miser|apuesto|apostar|aposto",
    "all in": "全下|全押|梭哈|オールイン|올인|олл-ин|ва-банк|tapis",
}
# The words that label the writer's decision: "结论", "Entscheidung", "décision".
DECISION_LABEL = (
    "(?:最终|最終|我的)?(?:结论|結論|决定|決定|答案|行动|行動|选择|選擇)|最終的な?決定|최종[ \t]?결정|결정"
    "|решение|ответ|итог"
    "|entscheidung|antwort|aktion|d\u00e9cision|r\u00e9ponse|action|decisi\u00f3n|respuesta|acci\u00f3n|decis\u00e3o"
    "|resposta|decisione|risposta|beslissing|antwoord|decyzja|karar"
    "|动作|動作|アクション|액션|행동|действие|a\u00e7\u00e3o|azione|actie|akcja|eylem"
)
# "Maybe" and "probably" in other languages: a doubt before a decision ("Vielleicht, mitgehen.", "아마 fold?").
MAYBE = (
    "也许|也許|或许|或許|可能|大概|说不定|說不定|不确定|不確定|たぶん|多分|おそらく|かも|아마|어쩌면"
    "|(?<![\u0430-\u044f\u0451])(?:[мМ]ожет(?:[ \t]быть)?|[вВ]озможно|[нН]аверное|[вВ]ероятно)"
    "|(?<![a-z\u00e0-\u00ff])(?:vielleicht|eventuell|wahrscheinlich|peut-\u00eatre|probablement|quiz\u00e1s?"
    "|tal[ \t]vez|probablemente|talvez|provavelmente|forse|probabilmente|misschien|waarschijnlijk|mo\u017ce|belki)"
    "(?![a-z\u00e0-\u00ff])"
)
# "Or" in other languages, between two choices: "{...} 还是 {...}", "Je bid 0... ou peut-être 2.", "黑桃A还是红桃A".
FOREIGN_OR = "oder|ou|o|of|albo|lub|czy|veya|ya[ \t]da|или|либо|还是|還是|或者|或|それとも|または|か|아니면|또는"
# Words of other languages that take back what came before: "我fold。算了，不，我再想想。", "Euh, non, laisse-moi
# réfléchir.", "Bueno, no, lo retiro." (blind corpus 73).
RECONSIDER = (
    "再想想|再考虑|再考慮|考え直|もう一度考え|まだ決めて|다시[ \t]?생각|취소|передумал|подумаю"
    "|(?<![a-z\u00e0-\u00ff])(?:r\u00e9fl\u00e9chir|lo[ \t]retiro|me[ \t]retracto|ainda[ \t]n\u00e3o[ \t]decidi"
    "|cofam|vazge\u00e7tim|d\u00fc\u015f\u00fcneyim|laat[ \t]maar|nochmal[ \t]\u00fcberlegen|ci[ \t]ripenso"
    "|ripensandoci)(?![a-z\u00e0-\u00ff])"
)
# "If" and "unless" in other languages: "如果搭档叫得多，我就叫2。", "Wenn Gizmo Nil sagt, biete ich 4." (corpus 70).
FOREIGN_IF = (
    "如果|如|要是|假如|假若|若是|若|万一|萬一|除非|もし|만약|만일"
    "|(?<![a-z\u00e0-\u00ff\u0430-\u044f])(?:wenn|falls|sofern|si|se|als|indien|je\u015bli|je\u017celi|jesli"
    "|jezeli|gdyby|e\u011fer|[еЕ]сли|[кК]огда)"
    "(?![a-z\u00e0-\u00ff\u0430-\u044f])"
)
# The next hand, round or time in other languages: "下次", "次の", "다음", "nächste", "sonraki".
NEXT_TIME = (
    "下一|下次|下局|次の|次回|다음|(?<![\u0430-\u044f\u0451])[сС]ледующ[\u0430-\u044f\u0451]{0,4}"
    "|(?<![a-z\u00e0-\u00ff])(?:prochaine?|pr\u00f3xim[ao]|n\u00e4chste[nrs]?|prossim[ao]|volgende"
    "|nast\u0119pn[a-z\u0105\u0119]{0,3}|sonraki)(?![a-z\u00e0-\u00ff])"
)
# An earlier hand, round or time in other languages: "上一手", "前回", "지난", "в прошлой раздаче", "au tour précédent".
# Not the bet or raise faced, which the same words describe: "Visto el tamaño de la apuesta anterior, igualo." and
# "Face à la relance précédente, je me couche." (review 43d; refused once these words opened a case).
_BET_NOUN_BEFORE = "".join(
    f"(?<!{noun}[ \t])"
    for noun in ("apuesta", "subida", "aposta", "puntata", "rilancio", "relance", "mise", "bet", "raise")
)
EARLIER_TIME = (
    "上一|上次|上[局轮輪把盘盤手墩回圈]|前の(?!ベット|レイズ|bet|raise)|前回|지난|이전|(?<![\u0430-\u044f\u0451])[пП]рошл"
    "|(?<![a-z\u00e0-\u00ff])" + _BET_NOUN_BEFORE + "(?:pr\u00e9c\u00e9dente?|anterior|pasad[ao]|scors[ao]|precedente"
    "|vorige|poprzedni[a-z]{0,3}|\u00f6nceki|ge\u00e7en|letzte[nrs]?|vorhin)(?![a-z\u00e0-\u00ff])"
    "(?![ \t]{1,2}(?:zak\u0142ad|podbici|wette|einsatz|erh\u00f6hung|bet|raise)(?![a-z]))"
)
# The past of Chinese, Japanese and Korean, written after the verb: "我call了", "foldしました", "bet했다".
PAST_MARK = "了|しました|した|했|였"
# A later street, hand or time named in another language, or an English street after another language's preposition:
# "转牌的时候我会bet", "ターンでbetするつもり", "En el river haré bet", "Turn'de bet yapacağım" (blind corpus 73).
LATER = (
    NEXT_TIME + "|转牌|轉牌|河牌|以后|以後|ターン|リバー|턴|리버|turnで|riverで|turn에서|river에서|turn的时候"
    "|(?<![\u0430-\u044f\u0451])(?:[нН]а[ \t]ривере|[нН]а[ \t]т[её]рне|[пП]отом)"
    "|(?<![a-z\u00e0-\u00ff])(?:(?:au|en[ \t]el|no|al|na|im|am|op[ \t]de|aan[ \t]de)[ \t]{1,2}(?:turn|river)"
    "|turnie|riverze|turn['\u2019]de|river['\u2019]da|plus[ \t]tard|m\u00e1s[ \t]tarde|mais[ \t]tarde"
    "|pi\u00f9[ \t]tardi|sp\u00e4ter)(?![a-z\u00e0-\u00ff])"
)
# A number in Chinese or Japanese numerals ("三十", "一千二百"), or digits times ten thousand or a thousand ("1.2万").
NUMERAL = r"[零〇一二两兩三四五六七八九十百千万萬]{1,20}|[0-9]{1,5}(?:\.[0-9]{1,4})?[万萬千]"

_ACTION_TERM_RE = re.compile("|".join(f"(?P<{k.replace(' ', '_')}>{terms})" for k, terms in ACTION_TERMS.items()))
_NUMERAL_RE = re.compile(NUMERAL)
_DIGITS = {ch: d for d, chars in enumerate("零〇 一 二两兩 三 四 五 六 七 八 九".split()) for ch in chars}
_UNITS = {"十": 10, "百": 100, "千": 1000}
_MYRIADS = "万萬"


def names_a_term(lowered: str) -> bool:
    """Whether ``lowered`` (lowered by :data:`LOWER`) holds a poker term of :data:`ACTION_TERMS` anywhere: a cheap
    test before reading its sentences as decision lines."""
    return _ACTION_TERM_RE.search(lowered) is not None


def foreign_action(value: str) -> str | None:
    """The English action word a value stands for when it is one foreign action term and nothing else (its case,
    spaces and closing marks aside), or None."""
    value = value.strip()
    if len(value) > 40:
        return None
    m = _ACTION_TERM_RE.fullmatch(value.translate(LOWER).strip(" \t\n.!\u3002\uff01"))
    return m.lastgroup.replace("_", " ") if m else None


def numeral_value(text: str) -> int | None:
    """The whole number that :data:`NUMERAL` text writes, or None where it is not one written in the usual way: units
    fall within each group of ten thousand, and a digit stands before a unit, or last, where a digit right after a unit
    counts in the next place down ("一百二" is 120; 102 is "一百零二").
    """
    if _NUMERAL_RE.fullmatch(text) is None:
        return None
    if text[:1].isascii():
        value = Fraction(text[:-1]) * (10_000 if text[-1] in _MYRIADS else 1000)
        return int(value) if value.denominator == 1 and value > 0 else None
    total, rest = 0, text
    for myriad in _MYRIADS:
        if myriad in rest:
            head, _, rest = rest.partition(myriad)
            high = _below_ten_thousand(head, alone=True)
            if high is None or high == 0 or any(m in rest for m in _MYRIADS):
                return None
            total = high * 10_000
    low = _below_ten_thousand(rest, alone=total == 0) if rest else 0
    if low is None or total + low == 0:
        return None
    return total + low


def _below_ten_thousand(text: str, alone: bool) -> int | None:
    """The group's number; ``alone`` where no group of ten thousand stands before it (in "一万二" the 二 counts
    thousands)."""
    value, digit, last_unit, zero = 0, None, 10_000, False
    for ch in text:
        if ch in _DIGITS and _DIGITS[ch] == 0:
            if digit is not None or zero:
                return None  # "一零", "零零"
            zero = True  # "一百零五": a place left empty
        elif ch in _DIGITS:
            if digit is not None:
                return None  # "一二": two digits side by side
            digit = _DIGITS[ch]
        elif ch in _UNITS and _UNITS[ch] < last_unit and not (zero and digit is None):
            value += (1 if digit is None else digit) * _UNITS[ch]
            digit, last_unit, zero = None, _UNITS[ch], False
        else:
            return None  # "十十", "零十", or not a numeral
    if digit is None:
        return None if zero else value  # "一百零": nothing after the empty place
    if not zero and last_unit > 10 and last_unit < 10_000:
        return value + digit * last_unit // 10  # "一百二" is 120 and "两千五" 2,500: the next place down
    if not zero and last_unit == 10_000 and not alone:
        return value + digit * 1000  # "一万二" (its group after 万) is 12,000
    return value + digit
