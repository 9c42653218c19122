"""A trick-game decision written in another language: a card ("红桃Q", "ハートのクイーン", "dame de cœur",
"Kreuz-Neun", "дама червей"), a trump suit, a bid, a pass, or going alone or with the partner.

:func:`trick_decision` reads one line that is such a decision and nothing else: at most a decision's label, the
writer, the verb of the legal action (play, pass, discard, call trump, bid), an article, the card or suit or number,
and a polite ending. It gives the line in English ("play Qh", "trump s", "bid 4") for the prose reading to check
against the legal options. A line with any other word (a negation, another player, a condition, a second card) is
not one, so :func:`cosino.seats.foreign_words.foreign_decision` reads it only as the answer's last line, with the
checks it makes of the lines above.

>>> options = {"play": {"cards": ["Qh", "2c", "Th"]}}
>>> [trick_decision(line, options) for line in ("我出红桃q。", "je joue la dame de cœur.", "ich spiele die herz-zehn")]
[('play Qh', 'play'), ('play Qh', 'play'), ('play Th', 'play')]
>>> trick_decision("不出红桃q", options) is None, trick_decision("搭档出了红桃q", options) is None
(True, True)
>>> trick_decision("gebot: drei", {"bid": {"min": 0, "max": 13}})
('bid 3', 'bid')
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from cosino.seats.foreign_terms import DECISION_LABEL, FOREIGN_OR, LOWER, NUMERAL, numeral_value

_CYR = "\u0430-\u044f\u0451"
_LAT = "a-z\u00e0-\u00ff\u0105\u0107\u0119\u0142\u0144\u015b\u017a\u017c\u011f\u0131\u015f"  # Polish, Turkish too
_AFTER = f"(?![{_LAT}{_CYR}])"  # a word's end in Latin or Cyrillic letters

# Each suit's names, small letters (the text is lowered by ``LOWER`` before it comes here).
_SUITS = {
    "c": "梅花|草花|クラブ|클럽|클로버|треф[аыу]?|крест[иы]?|kreuz|tr\u00e8fles?|tr\u00e9bol(?:es)?|trebol(?:es)?"
    "|paus|fiori|klaveren|klaver|trefl[ea]?|sinek",
    "d": "方块|方塊|方片|ダイヤ(?:モンド)?|다이아(?:몬드)?|бубн[аыуе]?|бубен|karo|carreaux?|diamantes?|ouros|quadri"
    "|ruiten",
    "h": "红桃|紅桃|红心|紅心|ハート|하트|черв(?:и|ы|ей|а|у)|herz|c\u0153urs?|coeurs?|corazon(?:es)?|coraz\u00f3n|copas"
    "|cuori|harten|kiery?|kupa",
    "s": "黑桃|スペード|스페이드|пик[аиу]?|piki?|piques?|picas?|espadas|picche|schoppen|ma\u00e7a",
}
# A rank's letter stands apart from a Latin suit word ("kier a"), or it is the word's ending ("kiera", of hearts).
_APART = f"(?<![{_LAT}{_CYR}])"
# Each rank's names, with the case endings of Russian and Polish ("даму", "damę") and Turkish ("kızı").
_RANKS = {
    "a": _APART + "a|尖|エース|에이스|туз(?:а|ом)?|ass|as(?:em|a)?|\u00e1s|asso|aas",
    "k": _APART + "k|国王|國王|老k|キング|킹|корол(?:ь|я|ём|ем)|k\u00f6nig|koenig|roi|rey|rei|re|koning|heer"
    "|kr\u00f3l(?:a|em)?|papaz(?:[ıi])?|kral(?:[ıi])?",
    "q": _APART + "q|皇后|王后|クイーン|퀸|дам(?:а|у|ой|ы)|dame|reina|dama|rainha|regina|donna|vrouw"
    "|dam(?:\u0119|\u0105)|k\u0131z(?:\u0131)?|krali\u00e7e(?:yi)?",
    "j": _APART + "j|杰克|傑克|ジャック|잭|валет(?:а|ом)?|bube|buben|valet|jota|sota|valete|fante|boer"
    "|walet(?:a|em)?|vale(?:yi)?|bacak|o\u011flan",
    "t": "10|" + _APART + "t|十|десятк(?:а|у|ой|и)|zehn|dix|diez|dez|dieci|tien|dziesi\u0105tk(?:a|\u0119|\u0105)"
    "|on(?:u)?",
    "9": "9|九|девятк(?:а|у|ой|и)|neun|neuf|nueve|nove|negen|dziewi\u0105tk(?:a|\u0119|\u0105)|dokuz(?:u)?",
    "8": "8|八|восьм[её]рк(?:а|у|ой|и)|acht|huit|ocho|oito|otto|\u00f3semk(?:a|\u0119|\u0105)|sekiz(?:i)?",
    "7": "7|七|сем[её]рк(?:а|у|ой|и)|sieben|sept|siete|sete|sette|zeven|si\u00f3demk(?:a|\u0119|\u0105)|yedi(?:yi)?",
    "6": "6|六|шест[её]рк(?:а|у|ой|и)|sechs|six|seis|sei|zes|sz\u00f3stk(?:a|\u0119|\u0105)|alt\u0131(?:y\u0131)?",
    "5": "5|五|пят[её]рк(?:а|у|ой|и)|f\u00fcnf|cinq|cinco|cinque|vijf|pi\u0105tk(?:a|\u0119|\u0105)|be\u015f(?:i)?",
    "4": "4|四|четв[её]рк(?:а|у|ой|и)|vier|quatre|cuatro|quatro|quattro|czw\u00f3rk(?:a|\u0119|\u0105)"
    "|d\u00f6rd\u00fc?",
    "3": "3|三|тройк(?:а|у|ой|и)|drei|trois|tres|tr\u00eas|tre|drie|tr\u00f3jk(?:a|\u0119|\u0105)"
    "|\u00fc\u00e7(?:\u00fc)?",
    "2": "2|二|两|兩|двойк(?:а|у|ой|и)|zwei|deux|dos|dois|due|twee|dw\u00f3jk(?:a|\u0119|\u0105)|iki(?:yi)?",
}
_SUIT_ANY = "|".join(_SUITS.values())
_RANK_ANY = "|".join(_RANKS.values())
# A card: the suit, then the rank ("红桃q", "ハートのクイーン", "하트 퀸", "kreuz-neun", "schoppen vrouw"), or the rank,
# then the suit ("dame de cœur", "дама червей", "donna di picche", "dama pik").
_CARD = (
    rf"(?:{_SUIT_ANY})(?:[ \t-]|の|的|의)?(?:{_RANK_ANY}){_AFTER}"
    rf"|(?<![{_LAT}{_CYR}])(?:{_RANK_ANY})[ \t]{{1,2}}(?:(?:de|di|van)[ \t]{{1,2}})?(?:{_SUIT_ANY}){_AFTER}"
)
_SUIT_FIRST_RE = re.compile(
    "(?:" + "|".join(f"(?P<s{s}>{p})" for s, p in _SUITS.items()) + r")(?:[ \t-]|の|的|의)?"
    "(?:" + "|".join(f"(?P<r{r}>{p})" for r, p in _RANKS.items()) + ")"
)
_RANK_FIRST_RE = re.compile(
    "(?:" + "|".join(f"(?P<r{r}>{p})" for r, p in _RANKS.items()) + r")[ \t]{1,2}(?:(?:de|di|van)[ \t]{1,2})?"
    "(?:" + "|".join(f"(?P<s{s}>{p})" for s, p in _SUITS.items()) + ")"
)

# The verbs and endings of each action, before and after its object.
_VERBS = {
    "play": (
        "出牌|我?出|打出|我?打|spiele|lege|joue|juego|jogo|gioco|speel|zagrywam|gram|играю|хожу|кладу",
        "を出(?:す|します)|をプレイ(?:する|します)?|[을를]?[ \t]?(?:냅니다|낼게요|내겠습니다|낸다|플레이(?:합니다)?)"
        "|[ \t]oynuyorum|[ \t]aus",
    ),
    "pass": (
        "我?传出|我?传|我?傳|渡す|gebe|schiebe|passe|paso|passo|geef|pas|podaj\u0119|oddaj\u0119|передаю|отдаю",
        "をパス(?:する|します)?|を渡(?:す|します)|[을를]?[ \t]?(?:패스(?:합니다)?|넘깁니다)|[ \t](?:weiter|ab|door)"
        "|[ \t]veriyorum",
    ),
    "discard": (
        "我?扔掉|我?扔|我?丢掉|我?丢|我?弃掉|弃牌|捨て札|werfe|d\u00e9fausse|descarto|scarto|gooi|odrzucam|сбрасываю",
        "を捨て(?:る|ます)|[을를]?[ \t]?버(?:립니다|린다|릴게요)|[ \t](?:ab|weg)|[ \t]at\u0131yorum",
    ),
}
_SUBJECT = r"(?:我|私は|나는|저는|я|ich|je|yo|eu|io|ik|ben)[ \t]{0,2}"
_ARTICLE = (
    r"(?:(?:die|den|das|der|la|le|les|el|los|las|a|o|il|lo|de|het)[ \t]{1,2}|l['\u2019]|"
    r"一[张張枚]|这张|這張|那张|那張)?"
)
_LABEL_PART = r"(?:(?:" + DECISION_LABEL + r")[ \t*_]{0,3}[:\uff1a][ \t*_]{0,3})?"
_OPEN = r"[\s*_#>\"'\u300c\u201c]{0,8}" + _LABEL_PART
_CLOSE = r"[ \t]{0,2}(?:吧|了)?[\s*_\"'\u300d\u201d.!\u3002\uff01\u2026]{0,8}"

_CARD_LINE_RES = {
    kind: re.compile(
        _OPEN
        + rf"(?:{_SUBJECT})?(?:(?:{before})[ \t]{{0,2}}[:\uff1a]?[ \t]{{0,2}})?"  # "出牌：梅花二", "传：黑桃q"
        + _ARTICLE
        + rf"(?P<card>{_CARD})(?:{after})?"
        + _CLOSE
    )
    for kind, (before, after) in _VERBS.items()
}
# A trump suit: named with the word for trump before or after it, or alone ("叫主：梅花", "karo als trumpf", "picas").
_TRUMP_WORD = (
    "叫主|定主|主牌|主|将牌|將牌|王牌|切り札|トランプ|트럼프|козыр[ьиея]"
    "|козырем|trumpf|atout|triunfo|trunfo|briscola|troef|atut|koz"
)
_TRUMP_LINE_RE = re.compile(
    _OPEN
    + rf"(?:{_SUBJECT})?(?:(?:{_TRUMP_WORD}|叫|选|選|w\u00e4hle|choisis|elijo|escolho|scelgo|kies|wybieram|выбираю"
    + r"|назначаю(?:[ \t]козырем)?)"
    + r"[ \t]{0,2}(?:は|는|ist|est|es|\u00e9|\u00e8|is|to)?[ \t:\uff1a]{0,3})?"
    + _ARTICLE
    + rf"(?P<suit>{_SUIT_ANY}){_AFTER}"
    + r"(?:[ \t]{0,2}(?:做主|为主|為主|当主|當主|を切り札に(?:します)?|をトランプに(?:します)?"
    + r"|(?:을|를)?[ \t]?트럼프(?:로)?"
    + r"(?:[ \t]?(?:합니다|할게요))?|(?:als|ist|comme|como|de|come|is|jako)?[ \t]{0,2}(?:"
    + _TRUMP_WORD
    + r")))?"
    + _CLOSE
)
_PASS_LINE_RE = re.compile(
    _OPEN
    + rf"(?:{_SUBJECT})?(?:パス(?:します)?|过|過|不叫|패스(?:합니다)?|пас(?:ую)?|passe|paso|passo"
    + r"|pas(?:uj\u0119)?|pas[ \t]ge\u00e7iyorum)"
    + _CLOSE
)
_ALONE = (
    "单干|單干|独打|獨打|一个人打|一個人打|一人で(?:プレイ(?:します)?|行きます)?"
    r"|혼자(?:[ \t]?(?:하겠습니다|합니다|갑니다|할게요))?|один|в[ \t]одиночку|allein|alleine|seul|solo|sozinho"
    r"|da[ \t]solo|alleen|sam|tek[ \t]ba\u015f\u0131ma|yaln\u0131z(?:[ \t]oynuyorum)?"
)
_PARTNER = (
    "(?:和|跟|与|與)?(?:搭档|搭檔|队友|隊友)(?:一起)?(?:打)?|パートナーと(?:一緒に)?(?:プレイ(?:します)?)?"
    r"|파트너와(?:[ \t]?함께)?(?:[ \t]?(?:하겠습니다|합니다))?|с[ \t]партн[её]ром"
    r"|mit[ \t](?:dem[ \t]|meinem[ \t])?partner|avec[ \t](?:mon[ \t]|le[ \t])?partenaire"
    r"|con[ \t](?:mi[ \t]|el[ \t])?compa\u00f1ero|com[ \t](?:o[ \t]|meu[ \t])?parceiro"
    r"|con[ \t](?:il[ \t](?:mio[ \t])?)?partner|met[ \t](?:mijn[ \t]|de[ \t])?partner|z[ \t]partnerem|partnerle"
    r"|partnerimle"
)
_ALONE_LINE_RE = re.compile(
    _OPEN
    + rf"(?:{_SUBJECT})?(?P<verb>(?:spiele|joue|juego|voy|jogo|vou|gioco|speel|gram|играю|я[ \t]играю)[ \t]{{1,2}})?"
    + f"(?:(?P<alone>{_ALONE})|(?P<partner>{_PARTNER}))"
    + _CLOSE
)
# Bids: digits, Chinese or Japanese numerals, or a number's word; then the unit, tricks.
_NUMBER_WORDS = (
    "null|eins|zwei|drei|vier|f\u00fcnf|sechs|sieben|acht|neun|zehn|elf|zw\u00f6lf|dreizehn",
    "z\u00e9ro|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize",
    "cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece",
    "zero|um|dois|tr\u00eas|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze",
    "zero|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici",
    "nul|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|dertien",
    "zero|jeden|dwa|trzy|cztery|pi\u0119\u0107|sze\u015b\u0107|siedem|osiem|dziewi\u0119\u0107|dziesi\u0119\u0107"
    "|jedena\u015bcie|dwana\u015bcie|trzyna\u015bcie",
    "ноль|одну|две|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|двенадцать|тринадцать",
    "s\u0131f\u0131r|bir|iki|\u00fc\u00e7|d\u00f6rt|be\u015f|alt\u0131|yedi|sekiz|dokuz",
    "영|하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|열|열하나|열둘|열셋",  # not "네" (4 before a counter, and "yes")
)
_ZEROS = ("nil", "ゼロ", "ニル", "닐", "零", "〇")  # nil in any language: "Nil. 1." bids one of two
_WORD_VALUES = {
    **{word: n for words in _NUMBER_WORDS for n, word in enumerate(words.split("|"))},
    **dict.fromkeys(_ZEROS, 0),
}
_BID_VERB = (
    "(?:最终|最終|我的)?叫牌|叫|报|報|(?:最終)?ビッド|비드|заявляю|заявка|беру|biete|sage|gebot|demande|annonce|dis|pido"
    "|digo|declaro|pe\u00e7o|dichiaro"
    "|chiamo|bied|licytuj\u0119|deklaruj\u0119|ansage"
)
_TRICKS = "墩|敦|トリック|트릭|개|взятк[иуа]|взяток|stiche?|plis|bazas?|vazas?|prese|slagen|lew[y\u0119]?"
_BID_LINE_RE = re.compile(
    _OPEN
    + rf"(?:{_SUBJECT})?(?P<verb>(?:{_BID_VERB})[ \t:\uff1a]{{0,3}}(?:は|는)?[ \t:\uff1a]{{0,3}})?"
    + rf"(?P<number>[0-9]{{1,2}}|{NUMERAL}|(?<![{_LAT}{_CYR}])(?:"
    + "|".join((*_NUMBER_WORDS, *_ZEROS))
    + rf"){_AFTER})"
    + rf"(?P<unit>[ \t]{{0,2}}(?:{_TRICKS}))?"
    + r"(?P<ending>[ \t]{0,2}(?:で?を?ビッド(?:します)?|[을를]?[ \t]?(?:비드(?:합니다)?|부릅니다)|にします|합니다"
    + r"|s\u00f6yl\u00fcyorum|diyorum|an))?"
    + _CLOSE
)


# A value alone, with no verb: after a clause that names another value it is an item of a list or one side of a
# comparison, no decision ("传黑桃q、黑桃k、黑桃a" passed the ace).
_BARE_VALUE_RE = re.compile(
    r"[\s*_\"']{0,4}(?:" + _CARD + "|" + _SUIT_ANY + r"|[0-9]{1,2}|" + NUMERAL + r"|nil)" + _CLOSE
)
_VALUE_RE = re.compile(
    rf"{_SUIT_ANY}|[0-9零〇一二两兩三四五六七八九十]|(?<![{_LAT}])(?:10|[2-9tjqka])[cdhs](?![{_LAT}])"
)


def bare_after_value(before: str, clause: str) -> bool:
    """Whether ``clause`` (lowered) is a card, suit or number alone and ``before`` names one too."""
    return _BARE_VALUE_RE.fullmatch(clause) is not None and _VALUE_RE.search(before) is not None


def trick_decision(line: str, options: dict[str, dict[str, Any]]) -> tuple[str, str] | None:
    """The trick-game decision ``line`` (lowered) is and nothing else, in English, and the legal kind it names; None
    if it is not one."""
    if len(line) > 120:
        return None
    for kind in ("play", "pass", "discard"):
        if options.get(kind, {}).get("cards") and all(len(c) > 1 for c in options[kind]["cards"]):
            m = _CARD_LINE_RES[kind].fullmatch(line)
            card = _card_of(m.group("card")) if m else None
            if card is not None:
                return f"{kind} {card}", kind
    if options.get("trump", {}).get("cards"):
        m = _TRUMP_LINE_RE.fullmatch(line)
        if m is not None:
            return f"trump {_suit_of(m.group('suit'))}", "trump"
    if "pass" in options and not options["pass"].get("cards") and not {"check", "fold"} & set(options):
        if _PASS_LINE_RE.fullmatch(line):
            return "pass", "pass"  # "パス", "Пас": a pass only where no check or fold is legal
    if "alone" in options and "partner" in options:
        m = _ALONE_LINE_RE.fullmatch(line)
        if m is not None and _foreign(m, "alone"):
            return ("alone", "alone") if m.group("alone") else ("partner", "partner")
    if "bid" in options:
        m = _BID_LINE_RE.fullmatch(line)
        value = _bid_value(m.group("number")) if m and _foreign(m, "number") else None
        if value is not None:
            return f"bid {value}", "bid"
    return None


# Words of another language that are English words too, or a name: "Um." hesitates, "Once." and "Due." are no
# numbers and "Sam" is a player; only a verb, the word for tricks or a bid's ending beside them makes them a bid, or
# alone. ("Null." stays German nil: blind corpora 67 and 68.)
_ENGLISH_TOO = frozenset(("um", "once", "due", "sam"))


def _foreign(m: re.Match[str], group: str) -> bool:
    """Whether the decision line ``m`` reads as another language's: its word is no English word, or a verb, the
    unit or an ending of that language stands beside it."""
    if m.group(group) not in _ENGLISH_TOO:
        return True
    return any(m.groupdict().get(part) for part in ("verb", "unit", "ending"))


_CARD_RE = re.compile(_CARD)
# The English word of a card's action right before it: "play 红桃Q", "Discard: trèfle 9", "pass the dame de pique".
_ENGLISH_VERB_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:play|pass|discard|trump|lead|card)[ \t:=\u2013\u2014-]{1,4}"
    r"(?:(?:the|le|la|el|die|der|den|das|il|a|o|de)[ \t]{1,2})?\Z"
)
# "Or" between two cards, in another language.
_FOREIGN_OR_RE = re.compile(r"[ \t,\uff0c\u3001]{0,3}(?:" + FOREIGN_OR + r")[ \t,\uff0c\u3001]{0,3}")
_SUIT_RE = re.compile(rf"(?<![{_LAT}{_CYR}])(?:{_SUIT_ANY}){_AFTER}")


def cards_in_short(text: str, options: dict[str, dict[str, Any]]) -> str | None:
    """``text`` with each card (or, where the suits are the options, each suit) it names in another language written
    in short form ("I'll play 红桃Q." is "I'll play Qh."), or None where it names none. Only cards of a legal kind's
    list count, so the first reading weighs them as it weighs cards written in English."""
    kinds = [option for option in options.values() if option.get("cards")]
    if len(kinds) != 1 or len(text) > 4000:
        return None
    lowered = text.translate(LOWER)  # one character for one, so offsets stay
    suits = all(len(card) == 1 for card in kinds[0]["cards"])
    found = list(itertools.islice((_SUIT_RE if suits else _CARD_RE).finditer(lowered), 16))
    if not found:
        return None
    gaps = (lowered[a.end() : b.start()] for a, b in zip(found, found[1:]))
    if any(_FOREIGN_OR_RE.fullmatch(gap) for gap in gaps):
        return None  # "黑桃A还是红桃A?": a choice the English words around it do not show
    # Each card right after the English word, or none is written short: in "Play: 不出红桃Q，出梅花2" the words before
    # a card are another language's, and a negation or another player there is hidden from the English reading.
    if not all(_ENGLISH_VERB_BEFORE_RE.search(lowered, max(0, m.start() - 24), m.start()) for m in found):
        return None
    out, end = [], 0
    for m in found:
        short = _suit_of(m.group(0)) if suits else _card_of(m.group(0))
        out += [text[end : m.start()], short or m.group(0)]
        end = m.end()
    return "".join(out) + text[end:]


def _card_of(text: str) -> str | None:
    m = _SUIT_FIRST_RE.fullmatch(text) or _RANK_FIRST_RE.fullmatch(text)
    if m is None:
        return None
    found = [name for name, value in m.groupdict().items() if value is not None]
    rank = next(name[1:] for name in found if name[0] == "r")
    suit = next(name[1:] for name in found if name[0] == "s")
    return rank.upper() + suit  # "As", not "as", a word in English prose


def _suit_of(text: str) -> str:
    return next(suit for suit, pattern in _SUITS.items() if re.fullmatch(pattern, text))


def _bid_value(number: str) -> int | None:
    if number.isdigit():
        return int(number)
    if number in _WORD_VALUES:
        return _WORD_VALUES[number]
    return numeral_value(number)
