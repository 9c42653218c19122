"""An answer given as a JSON object: the whole answer read bounded (:func:`read_json`) or the objects found inside
prose (:func:`json_objects`), put in the protocol's fields from the other shapes models write, and checked against
the legal options (:func:`normalize`), which gives the :class:`Answer`.

The check itself (:func:`options_by_kind`, :func:`resolve_kind`, :func:`build_response`) is where every reading
ends: the prose readings (:mod:`cosino.seats.prose_reading`, :mod:`cosino.seats.second_reading`) build their
response through it. Nothing here reads prose; :func:`cosino.seats.answers.parse_answer` weighs an object against
the words around it.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction
from typing import Any, Sequence

from cosino.primitives.errors import quoted
from cosino.primitives.jsonsafe import MAX_DIGITS, exact_decimal
from cosino.primitives.jsonsafe import loads as safe_loads
from cosino.seats.amounts import COMMA_GROUPS_RE, POINT_THOUSANDS_RE, Refused, short_quote
from cosino.seats.answer_words import (
    ALL_IN_WORDS,
    BET_NAMES_RE,
    KIND_SYNONYMS,
    KIND_WORDS,
    RAISE_NAMES_RE,
    card_of,
    suit_of,
)
from cosino.seats.foreign_terms import DECISION_LABEL, LOWER, foreign_action, numeral_value
from cosino.seats.redaction import clip_talk, redact
from cosino.seats.tool_calls import tool_call_answer

_AMOUNT_BITS = 160  # an integer amount wider than this (about 48 digits) is refused, not snapped

# Names of a second total beside "amount" ("total", "raise_to", "bet_size"); not the pot's, a stack's or a call's.
# Read only on keys of at most 40 characters: on a seat's 100 KB key its backtracking took 15 s.
PLAIN_NUMBER_RE = re.compile(r"-?[0-9]{1,24}(?:\.[0-9]{1,24})?")
# For a bid, names of the count of tricks bid ("books", "tricks", "expected_tricks"); not the tricks won or left.
_BID_COUNT_KEY_RE = re.compile(
    r"(?:(?:my|expected|predicted|projected|estimated|target)[_\s-])?(?:bids?|books?|tricks?|contract)"
    r"(?:[_\s-](?:bid|expected|target|count))?$"
)
_TOTAL_KEY_RE = re.compile(r"^(?!.*(?:pot|stack|call))(?:.*[_\s-])?(?:total|to|size|sizing)(?:[_\s-].*)?$")
# Names a model may give the amount under, in place of "amount".
AMOUNT_KEY_RE = re.compile(
    r"amount|size|sizing|total|chip|raise|bet|bid|trick|value|sum|number|(?<![a-z])to(?![a-z])"
    # ... and in other languages: '{"action": "relancer", "montant": 30}' raised the minimum (blind corpus 67)
    r"|montant|mise|betrag|h\u00f6he|menge|cantidad|monto|importe|apuesta|quantia|valor|quantit\u00e0|importo|bedrag"
    r"|kwota|stawka|miktar|tutar|сумма|размер|ставка|金额|金額|数额|數額|数量|數量|筹码|籌碼|チップ|額|금액|액수|칩"
)


@dataclass(frozen=True)
class Answer:
    """What became of one answer.

    ``response`` is what the seat hands to the episode: a legal ``{action, amount?, card?,
    say?}`` when the answer could be read, otherwise the raw answer (text, or the JSON object
    as sent) so that the episode records it. ``mode`` is ``json`` (the whole answer was one
    JSON object), ``loose`` (recovered from free text) or ``none`` (refused); ``reason`` says
    why an answer was refused or what was snapped.
    """

    response: Any
    mode: str
    snapped: bool = False
    reason: str | None = None

    @property
    def accepted(self) -> bool:
        return self.mode != "none"


def options_by_kind(legal: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The legal options by kind. Several options of one kind are one whose amounts and cards are all
    of theirs: oh-hell's dealer may bid 0 or 2 but not 1, and keeping only the last option moved every
    bid of the dealer's, legal or not, to the highest one.

    >>> options_by_kind([{"action": "bid", "min": 0, "max": 0}, {"action": "bid", "min": 2, "max": 3}])["bid"]
    {'action': 'bid', 'min': 0, 'max': 3, 'ranges': [(0, 0), (2, 3)]}
    """
    out: dict[str, dict[str, Any]] = {}
    for o in legal:
        if isinstance(o, dict) and isinstance(o.get("action"), str):
            out[o["action"]] = _merged(out[o["action"]], o) if o["action"] in out else o
    return out


def _merged(first: dict[str, Any], other: dict[str, Any]) -> dict[str, Any]:
    """Two options of one kind as one (see :func:`options_by_kind`)."""
    merged: dict[str, Any] = {"action": first["action"]}
    ranges = sorted(r for o in (first, other) for r in o.get("ranges", [(o["min"], o["max"])] if "min" in o else []))
    if ranges:
        merged.update(min=ranges[0][0], max=max(high for _, high in ranges), ranges=ranges)
    cards = [*(first.get("cards") or []), *(other.get("cards") or [])]
    if cards:
        merged["cards"] = list(dict.fromkeys(cards))
    return merged


def resolve_kind(kind: str, options: dict[str, dict[str, Any]]) -> tuple[str, bool]:
    """The legal kind a named kind stands for, and whether it is an all-in request."""
    k = kind.strip().lower().replace("_", "-")
    k = KIND_SYNONYMS.get(k, k)
    if RAISE_NAMES_RE.fullmatch(k) or BET_NAMES_RE.fullmatch(k):
        k = "bet" if BET_NAMES_RE.fullmatch(k) else "raise"
    if k in ALL_IN_WORDS:
        for name in ("raise", "bet"):
            if name in options and "min" in options[name]:
                return name, True
        raise Refused(f"{short_quote(kind)} asks for a bet or raise, and neither is legal here")
    if k in options:
        return k, False
    # A bet and a raise are the same move under two names; calling nothing is checking.
    if k == "raise" and "bet" in options:
        return "bet", False
    if k == "bet" and "raise" in options:
        return "raise", False
    if k == "call" and "check" in options:
        return "check", False
    legal_kinds = ", ".join(options) or "none"
    raise Refused(f"{short_quote(kind)} is not a legal action here (legal: {legal_kinds})")


def _snap_amount(value: Any, option: dict[str, Any]) -> tuple[int, bool, str | None]:
    low, high = option["min"], option["max"]
    if value is None:
        if option["action"] == "bid":  # a bid is its number: "Total: three. Bid." bid nil
            raise Refused("'bid' needs its number (or nil), and none is given")
        return low, True, f"{NO_AMOUNT} for {option['action']}: took the minimum {low}"
    if isinstance(value, bool):
        raise Refused("field 'amount' is a boolean, not a number")
    if isinstance(value, str) and len(value) <= 40 and numeral_value(value.strip()) is not None:
        value = numeral_value(value.strip())  # "三十", "1.2万": a number in Chinese or Japanese numerals
    if isinstance(value, str):
        value = _CHIPS_RE.sub("", value.translate(LOWER).strip())  # "30 chips" is 30, "４２" 42
        whole_part = re.split(r"[.eE]", value, maxsplit=1)[0].rstrip(",")
        if "," in whole_part and not COMMA_GROUPS_RE.fullmatch(whole_part):  # "12,5" read 125
            raise Refused(
                f"amount {short_quote(value)} has a comma that does not group thousands: write the digits alone"
            )
        if POINT_THOUSANDS_RE.fullmatch(value.strip()):  # "1.200" read 1.2, snapped to the minimum
            raise Refused(f"amount {short_quote(value)} reads as thousands or as a decimal: write the digits alone")
        cleaned = value.replace(",", "").replace("_", "")
        try:
            value = exact_decimal(cleaned)  # bounded: Fraction("1e999999999") would never finish
        except OverflowError:
            raise Refused(f"field 'amount' is out of range: {short_quote(value)}") from None
        except ValueError:
            raise Refused(f"field 'amount' is not a number: {short_quote(value)}") from None
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise Refused("field 'amount' is not a finite number")
        value = Fraction(value)
    if not isinstance(value, (int, Fraction)):
        raise Refused(f"field 'amount' is a {type(value).__name__}, not a number")
    if abs(value) >= 1 << _AMOUNT_BITS:  # a float too: 1e308 is a 309-digit whole number
        raise Refused("field 'amount' is out of range")
    # No chip count: '"bet", "amount": 0.66' is a share of the pot (it was snapped to the minimum). A bid is below.
    if 0 < value < 1 and option["action"] != "bid":
        raise Refused(f"amount {_show(value)} is below one chip: a share of the pot? give the size in chips")
    whole = round(Fraction(value))  # half to even, exactly
    snapped = whole != value
    ranges = option.get("ranges") or [(low, high)]
    allowed = ", ".join(str(a) if a == b else f"{a} to {b}" for a, b in ranges)
    if option["action"] == "bid" and (snapped or not low <= whole <= high):  # a bid is its number: nothing to round
        raise Refused(
            f"amount {_show(value)} is not a legal bid here (legal: {allowed}); a bid is never rounded or moved"
        )
    if value < 0:  # no size at all: "raise", "amount": -40 raised the minimum
        raise Refused(f"amount {_show(value)} is negative: no number of chips")
    if whole < low:
        whole, snapped = low, True
    elif whole > high:
        whole, snapped = high, True
    if not any(a <= whole <= b for a, b in ranges):  # between two allowed ranges: illegal, not a size
        raise Refused(f"amount {_show(value)} is not a legal {option['action']} here (legal: {allowed})")
    reason = f"amount {_show(value)} moved to the nearest legal size {whole}" if snapped else None
    return whole, snapped, reason


def _show(value: Any) -> str:
    if not isinstance(value, Fraction) or value.denominator == 1:
        return str(value)
    # The shortest text of the nearest float, only if it reads back as the amount: ":g" showed "4.0000001" as "4".
    text = str(float(value))
    if Fraction(text) == value or Fraction(float(text)) == value:  # the decimal sent, or the float
        return text
    with localcontext() as exact:
        exact.prec = MAX_DIGITS  # every decimal an answer may hold, digit for digit
        return str(Decimal(value.numerator) / value.denominator)


def _pick_card(value: Any, option: dict[str, Any]) -> str:
    cards = option["cards"]
    if not isinstance(value, str):
        raise Refused(f"'{option['action']}' needs a card from {', '.join(cards)}")
    suits_only = all(len(c) == 1 for c in cards)
    chosen = suit_of(value) if suits_only else card_of(value)
    if chosen is None and suits_only:
        chosen = value.strip()
    if chosen not in cards:
        raise Refused(f"card {short_quote(value)} is not among the legal cards {', '.join(cards)}")
    return chosen


def build_response(
    kind: str,
    all_in: bool,
    amount: Any,
    card: Any,
    say: Any,
    options: dict[str, dict[str, Any]],
    hide: Sequence[str] = (),
) -> tuple[dict[str, Any], bool, str | None]:
    option = options[kind]
    response: dict[str, Any] = {"action": kind}
    snapped, reason = False, None
    if "min" in option:
        if all_in:
            response["amount"] = option["max"]
        else:
            response["amount"], snapped, reason = _snap_amount(amount, option)
    if option.get("cards"):
        response["card"] = _pick_card(card, option)
    talk = clip_talk(redact(say, hide) if hide and isinstance(say, str) else say)  # before the cut: no half name
    if talk is not None:
        response["say"] = talk
    return response, snapped, reason


def normalize(response: Any, legal: Sequence[dict[str, Any]], hide: Sequence[str] = ()) -> Answer:
    """Check a JSON-shaped response against the legal options, snapping its amount if needed;
    ``hide`` lists names to redact from its talk.

    >>> options = [{"action": "check"}, {"action": "bet", "min": 2, "max": 9}]
    >>> normalize({"action": "BET", "amount": "7.6"}, options).response
    {'action': 'bet', 'amount': 8}
    """
    options = options_by_kind(legal)
    if not isinstance(response, dict):
        return Answer(response, "none", reason="the answer is not a JSON object")
    try:
        shaped = _schema_shaped(response, options)
    except Refused as exc:
        return Answer(response, "none", reason=str(exc))
    kind = shaped.get("action")
    if not isinstance(kind, str) or not kind.strip():
        return Answer(response, "none", reason="field 'action' is missing or not a string")
    kind = foreign_action(kind) or kind  # '{"action": "跟注"}': one action's term in another language
    try:
        resolved, all_in = resolve_kind(kind, options)
        amount = shaped.get("amount")
        all_in = all_in or ("min" in options[resolved] and resolved in ("bet", "raise") and _all_in_word(amount))
        if "min" in options[resolved] and not all_in and amount is None:
            _refuse_amount_elsewhere(shaped)
        elif "min" in options[resolved] and not all_in:
            _refuse_second_total(shaped, resolved)
        if "min" in options[resolved] and not all_in:
            _refuse_other_unit(shaped)
        card = _card_or_suit(shaped, options[resolved])
        built, snapped, reason = build_response(resolved, all_in, amount, card, shaped.get("say"), options, hide)
    except Refused as exc:
        return Answer(response, "none", reason=str(exc))
    return Answer(built, "json", snapped, reason)


def _all_in_word(amount: Any) -> bool:
    """Whether an object's amount is a word for everything: '{"action": "raise", "amount": "all-in"}'."""
    return isinstance(amount, str) and len(amount) < 12 and amount.strip().lower() in ALL_IN_WORDS


def _schema_shaped(response: dict[str, Any], options: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The object in the protocol's fields, from two other shapes models write: the answer wrapped in one
    more object ('{"decision": {...}}'), and no 'action' field (see :func:`_named_action`).

    >>> _schema_shaped({"decision": {"action": "bid", "amount": 3}, "say": "gl"}, {"bid": {}})
    {'say': 'gl', 'action': 'bid', 'amount': 3}
    """
    if "action" in response:
        inner = [k for k, v in response.items() if isinstance(v, dict) and _wraps_answer(k, v)]
        if inner:  # '{"decision": {"action": "call"}, "action": "raise"}': which one?
            raise Refused(f"field {short_quote(inner[0])} holds an answer beside the object's own; give one")
        if names_a_player(response):  # '{"action": "bid", "amount": 3, "player": "East"}': East's bid, or the seat's?
            raise Refused("the object says whose move it is: give the seat's own action without a player")
        _refuse_second_action(response, options)
        return response
    call = tool_call_answer(response, options)
    if call is not None:  # '{"name": "act", "arguments": {"action": "call"}}': the call's arguments are the answer
        return _schema_shaped(call, options)
    wrapped = [k for k, v in response.items() if isinstance(v, dict) and isinstance(k, str) and k.lower() in _WRAPPERS]
    if len(wrapped) > 1:
        raise Refused(f"fields {short_quote(wrapped[0])} and {short_quote(wrapped[1])} each hold an answer; give one")
    if wrapped:
        outer, inner = {k: v for k, v in response.items() if k != wrapped[0]}, response[wrapped[0]]
        if any(field in outer and field in inner for field in (*_ANSWER_FIELDS, "suit")):  # which one is meant?
            raise Refused(f"field {short_quote(wrapped[0])} gives a field the object around it gives too; give one")
        response = {**outer, **inner}
        if "action" in response:
            return response
    renamed = _action_under_another_name(response)
    if renamed is not None:
        return _schema_shaped(renamed, options)
    return _named_action(response, options)


def holds_answer(obj: dict[str, Any], options: dict[str, dict[str, Any]]) -> bool:
    """Whether an object written inside prose is an answer: it gives an 'action', or one wrapper or a tool call holds
    one ('```json\n{"decision": {"action": "raise", "amount": 4400}}\n```')."""
    if "action" in obj:
        return True
    wrapped = [v for k, v in obj.items() if isinstance(v, dict) and isinstance(k, str) and k.lower() in _WRAPPERS]
    return (len(wrapped) == 1 and "action" in wrapped[0]) or "action" in (tool_call_answer(obj, options) or {})


def _action_under_another_name(response: dict[str, Any]) -> dict[str, Any] | None:
    """The object with its action moved to 'action' where one field alone gives it as a word under another name or
    case ('{"decision": "fold"}', '{"move": "raise", "amount": 30}', '{"Action": "Raise", "Amount": 42}'), or None.
    Two such fields, or one holding anything but a word, leave the object as it was (refused as before)."""
    named = [k for k, v in response.items() if isinstance(k, str) and _names_the_action(k) and isinstance(v, str)]
    if len(named) != 1 or "action" in response:
        return None
    shaped = {k: v for k, v in response.items() if k != named[0]}
    shaped["action"] = response[named[0]]
    amounts = [k for k in shaped if isinstance(k, str) and k.lower() == "amount"]
    if len(amounts) > 1:
        return None  # '{"decision": "raise", "amount": 40, "Amount": 50}': which amount?
    if amounts:
        shaped["amount"] = shaped.pop(amounts[0])
    return shaped


def _refuse_second_action(response: dict[str, Any], options: dict[str, dict[str, Any]]) -> None:
    """Refuse an object whose other field names another legal action as its decision: '{"decision": "call", "action":
    "fold"}' and '{"决定": "跟注", "action": "fold"}' folded."""
    own = _legal_kind(response["action"], options)
    for key, value in response.items():
        if key != "action" and isinstance(key, str) and isinstance(value, str) and _names_the_action(key):
            other = _legal_kind(value, options)
            if other is not None and own is not None and other != own:
                raise Refused(f"fields 'action' and {short_quote(key)} name two actions; give one")


def _legal_kind(value: Any, options: dict[str, dict[str, Any]]) -> str | None:
    if not isinstance(value, str) or len(value.strip()) > 40:  # padded or not: '"call" + 40 spaces' is a call
        return None
    value = value.strip()
    try:
        return resolve_kind(foreign_action(value) or value, options)[0]
    except Refused:
        return None


def _names_the_action(key: str) -> bool:
    """Whether a key gives the object's action under another name, in English or as a decision's label in another
    language ('{"决定": "跟注"}', '{"Entscheidung": "mitgehen"}')."""
    if _ACTION_NAME_RE.fullmatch(key):
        return True
    return len(key) <= 40 and _FOREIGN_LABEL_RE.fullmatch(key.translate(LOWER)) is not None


def _wraps_answer(key: Any, value: dict[str, Any]) -> bool:
    """Whether a field holds an answer object of its own: a wrapper's or a tool call's arguments."""
    wrapper = isinstance(key, str) and key.lower() in (_WRAPPERS | _TOOL_ARGUMENTS)
    return wrapper and any(isinstance(k, str) and k.lower().replace("_", "-") in _KIND_KEYS | {"action"} for k in value)


def _named_action(response: dict[str, Any], options: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """An object with no 'action' field whose action is still plain: one key names it, holding its number or
    card or true ('{"bid": 5}', '{"raise": 30}', '{"fold": true}'); or a card or suit alone where one legal kind
    takes cards ('{"card": "2c"}'). Two keys naming actions, or a key holding anything else (a share, false, a
    word), is refused: '{"call": 0.7, "raise": 0.3}' is a mixed strategy, not an answer."""
    named = [k for k in response if isinstance(k, str) and k.lower().replace("_", "-") in _KIND_KEYS]
    if names_a_player(response):  # '{"player": "East", "bid": 2}' is East's bid
        raise Refused("the object says whose move it is and gives no 'action': give the seat's own as 'action'")
    if len(named) > 1:
        raise Refused(f"fields {short_quote(named[0])} and {short_quote(named[1])} each name an action; give one")
    if not named:
        card_kinds = [kind for kind, option in options.items() if option.get("cards")]
        if len(card_kinds) == 1 and ("card" in response or "suit" in response):
            _refuse_other_cards(response, options[card_kinds[0]]["cards"])
            return {**response, "action": card_kinds[0]}
        return response
    key, value = named[0], response[named[0]]
    shaped = {k: v for k, v in response.items() if k != key}
    shaped["action"] = key
    if value is True:
        return shaped
    option = options[resolve_kind(key, options)[0]]
    field = "amount" if "min" in option else "card" if option.get("cards") else None
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    whole = isinstance(value, int) and not isinstance(value, bool)
    text = isinstance(value, str) and (field == "card" or _PLAIN_WHOLE_RE.fullmatch(value.strip()) is not None)
    if field is None or field in response or not (whole or text):
        raise Refused(f"field {short_quote(key)} names an action but holds no {field or 'true'}: give it as 'action'")
    shaped[field] = value
    return shaped


def _refuse_other_cards(response: dict[str, Any], cards: list[str]) -> None:
    """With no action to say which field is the choice, another legal card in the object makes it two:
    '{"card": "Kh", "card2": "4h"}' played the first."""
    for key, value in itertools.islice(response.items(), 64):
        if key in ("card", "suit") or not isinstance(value, (str, list)):
            continue
        for item in value[:16] if isinstance(value, list) else [value]:
            if isinstance(item, str) and len(item) <= 20 and (card_of(item) in cards or suit_of(item) in cards):
                raise Refused(f"field {short_quote(str(key))} names a card beside 'card'; give the action and one card")


def _card_or_suit(response: dict[str, Any], option: dict[str, Any]) -> Any:
    """The object's card, or for a choice of suits its 'suit' field ('{"action": "trump", "suit": "c"}')."""
    card, suit = response.get("card"), response.get("suit")
    if suit is None or not option.get("cards"):
        return card
    if not all(len(c) == 1 for c in option["cards"]):  # whole cards: a suit beside one must be its suit
        named = suit_of(suit) if isinstance(suit, str) and len(suit) <= 20 else None
        chosen = card_of(card) if isinstance(card, str) and len(card) <= 40 else None
        if named is not None and chosen is not None and chosen[1] != named:
            raise Refused("fields 'card' and 'suit' name different suits; give one")
        return card
    if card is not None and not (isinstance(card, str) and isinstance(suit, str) and suit_of(card) == suit_of(suit)):
        raise Refused("fields 'card' and 'suit' name different suits; give one")
    return suit if card is None else card


def _refuse_amount_elsewhere(response: dict[str, Any]) -> None:
    """Refuse an object whose amount stands under another name ("raise_to", "size", "bid"): without 'amount'
    it took the minimum, though the seat had written the size it meant."""
    for key, value in response.items():
        number = isinstance(value, (int, float, str)) and not isinstance(value, bool)
        # a number in any notation, or words ('"cantidad": "mil"', '"сумма": "три тысячи"' raised the minimum)
        written = re.search(r"[0-9]", str(value)) or (isinstance(value, str) and value.strip())
        if number and isinstance(key, str) and AMOUNT_KEY_RE.search(key.lower()) and written:
            raise Refused(f"field {short_quote(key)} looks like the amount: give the size as 'amount'")


def _refuse_other_unit(response: dict[str, Any]) -> None:
    """Refuse an object whose amount is in another unit than chips (see ``_UNIT_KEYS``)."""
    for key, value in itertools.islice(response.items(), 64):
        if isinstance(key, str) and key.lower() in _UNIT_KEYS and isinstance(value, str):
            if value.strip().lower() not in ("chip", "chips"):
                raise Refused(f"field {short_quote(key)} gives the amount in {short_quote(value)}: give it in chips")


def _refuse_second_total(response: dict[str, Any], kind: str) -> None:
    """Refuse an object giving a second total beside its amount: '{"amount": 30, "total": 40}' raised to 30, though
    the 30 may have been the step to a total of 40; for a bid, a second whole count of tricks ('"books": 4') too."""
    for key, value in response.items():
        if key == "amount" or not isinstance(key, str) or len(key) > 40:
            continue
        count = kind == "bid" and _BID_COUNT_KEY_RE.match(key.lower()) and _PLAIN_WHOLE_RE.fullmatch(str(value).strip())
        if not count and not _TOTAL_KEY_RE.search(key.lower()):
            continue  # an estimate of tricks with a fraction ("expected_tricks": 2.4) is no second bid
        plain = [PLAIN_NUMBER_RE.fullmatch(str(v).strip()) for v in (value, response["amount"])]
        if isinstance(value, bool) or not all(plain):
            continue  # a word, a size ("max", "3x") or an exponent is no second total to weigh here
        if Fraction(plain[0].group(0)) != Fraction(plain[1].group(0)):
            raise Refused(f"fields 'amount' and {short_quote(key)} give two totals; give one as 'amount'")


def read_json(text: str) -> Any:
    """A whole answer as JSON, bounded (cosino.primitives.jsonsafe): decimals stay text (exact, read later
    by the amount check), lone surrogates are kept (the episode's evidence bound escapes them)."""
    return safe_loads(text, "answer", floats="text", surrogates="keep")


class _Hostile(ValueError):
    """A number or constant in an embedded object that no answer may hold."""


def _embedded_float(s: str) -> str:
    try:
        exact_decimal(s)
    except (ValueError, OverflowError):
        raise _Hostile(f"number {quoted(s[:24])} is out of range") from None
    return s


def _embedded_int(s: str) -> int:
    if len(s.lstrip("-")) > 40:
        raise _Hostile(f"integer of {len(s.lstrip('-'))} digits is out of range")
    return int(s)


def _embedded_constant(s: str) -> Any:
    raise _Hostile(f"{s} is not a number JSON allows")


EMBEDDED = json.JSONDecoder(parse_float=_embedded_float, parse_int=_embedded_int, parse_constant=_embedded_constant)
_EMBEDDED_DEPTH = 64
_ANSWER_FIELDS = ("action", "amount", "card", "say")
# Keys a model wraps its answer in, and the keys that name an action when 'action' is missing.
_WRAPPERS = frozenset(("decision", "answer", "final_answer", "response", "move", "choice", "result", "output"))
# Names a whole-answer object gives its action under, as a word: "decision", "move", "choice", "answer",
# "my_action", and "action" in another case ("Action", "ACTION").
_ACTION_NAME_RE = re.compile(r"(?ai:action|decision|move|choice|answer|final_answer|my_action|my_move)")
_FOREIGN_LABEL_RE = re.compile(DECISION_LABEL)
_TOOL_ARGUMENTS = frozenset(("input", "arguments", "args", "parameters"))  # not read: only checked against 'action'
# A unit for the amount other than chips: '{"action": "raise", "amount": "40", "unit": "bb"}' raised 40 chips.
_SELF = frozenset(("me", "hero", "self", "myself", "i", "mine"))
_ACTOR_KEYS = frozenset(("player", "seat", "position", "actor", "who", "by", "player_id", "seat_id"))
_UNIT_KEYS = frozenset(("unit", "units", "currency", "denomination", "amount_unit", "in"))
_KIND_KEYS = frozenset((*KIND_WORDS, *KIND_SYNONYMS, *(w.replace(" ", "-") for w in ALL_IN_WORDS)))
_PLAIN_WHOLE_RE = re.compile(r"[0-9]{1,24}")
NO_AMOUNT = "no amount given"
_CHIPS_RE = re.compile(r"(?<=[0-9])[ \t]{0,2}chips?$", re.IGNORECASE)


class _Twice:
    """Decodes JSON noting which objects name an answer field twice: a reader that keeps the first
    and one that keeps the last would play different moves, so such an answer is refused, not guessed."""

    def __init__(self) -> None:
        self.fields: dict[int, str] = {}
        self._objects: list[dict[str, Any]] = []  # keeps every noted object alive, so its id stays its own
        # Only for text already read and bounded: numbers are skipped over, not converted.
        self.decoder = json.JSONDecoder(
            object_pairs_hook=self._object, parse_float=str, parse_int=str, parse_constant=str
        )

    def _object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) < len(pairs):
            names = [k for k, _ in pairs]
            twice = [f for f in _ANSWER_FIELDS if names.count(f) > 1]
            if twice:
                self.fields[id(obj)] = twice[0]
                self._objects.append(obj)
        return obj


def field_twice(text: str) -> str | None:
    """The answer field named twice by the object that ``text`` (already read as JSON) is, or None."""
    if "\\" not in text and not any(text.count(f'"{f}"') > 1 for f in _ANSWER_FIELDS):
        return None  # without an escape, a key named twice is written twice
    reader = _Twice()
    return reader.fields.get(id(reader.decoder.decode(text)))


def twice_reason(field: str) -> str:
    return f"field '{field}' appears twice in the answer object; give each field once"


def json_objects(text: str) -> list[tuple[int, int, dict[str, Any]]]:
    """JSON objects embedded in free text (fences, prose around them), first to last, each with its offset and end.

    Bounded like :func:`read_json`: an embedded object nested too deep or holding a hostile
    number refuses the whole answer (``Refused``)."""
    found: list[tuple[int, int, dict[str, Any]]] = []
    decoder = EMBEDDED
    start = text.find("{")
    tries = 0
    while start != -1 and tries < 50:
        tries += 1
        try:
            value, end = decoder.raw_decode(text, start)
        except _Hostile as exc:
            raise Refused(f"answer: {exc}") from None
        except RecursionError:
            raise Refused(f"answer: nesting deeper than {_EMBEDDED_DEPTH} levels") from None
        except ValueError:
            start = text.find("{", start + 1)
            continue
        if _too_deep(value):
            raise Refused(f"answer: nesting deeper than {_EMBEDDED_DEPTH} levels")
        if isinstance(value, dict):
            twice = field_twice(text[start:end]) if "action" in value else None
            if twice is not None:
                raise Refused("answer: " + twice_reason(twice))
            found.append((start, end, value))
        start = text.find("{", end)
    return found


def names_a_player(obj: dict[str, Any]) -> bool:
    """Whether an object says whose move it is ('{"player": "villain", "action": "bet", ...}'): a record of the hand,
    not the seat's answer, which the seat gives as its own action alone. "me" or "hero" is the seat's own."""
    return any(
        isinstance(k, str) and k.lower() in _ACTOR_KEYS and not (isinstance(v, str) and v.strip().lower() in _SELF)
        for k, v in itertools.islice(obj.items(), 64)
    )


def _too_deep(value: Any) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > _EMBEDDED_DEPTH:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False
