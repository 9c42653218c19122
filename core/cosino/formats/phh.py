"""The PHH hand-history notation (as PokerKit reads and writes it): parse, replay, export.

A ``.phh`` file holds one hand as ``key = value`` lines (a small subset of TOML: strings, integers,
decimals, booleans and one-level arrays); a ``.phhs`` file holds many, each under a ``[label]``
header. ``# comments`` are ignored. Decimals become exact ``Fraction`` values, never floats.

Replaying maps PHH's player order onto table positions: ``p1`` is the first seat left of the
button and the last player is the button, so position ``i`` is player ``p{i+1}`` and the button is
position ``n - 1`` (heads-up that makes ``p1`` the big blind, as PokerKit has it). The hole and
board cards named by the ``d dh``/``d db`` actions are arranged into a deck in the engine's
dealing order, and each player action goes through :class:`cosino.games.poker.holdem.HoldemHand`, so a hand
that breaks a rule fails here exactly as it would at the table. A card the file leaves unknown is
filled from the spare ones only where no result depends on it: a ``??`` hole card of a player who
never reaches the showdown. A board card the hand deals but the file leaves out, or an unknown
one at a showdown, is refused; shown cards (``pN sm``) must be the ones dealt.

>>> text = '''variant = 'NT'
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [200, 200]
... actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cbr 6', 'p1 f']
... '''
>>> result = replay(loads(text)[0])
>>> result.nets, result.pots[0]["winners"]
([-2, 2], [1])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from cosino.games.poker.holdem import HoldemHand, HoldemVariant
from cosino.games.protocol import Action, IllegalAction
from cosino.games.registry import UnknownVariant, get_variant
from cosino.primitives.cards import DECK
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.jsonsafe import exact_decimal
from cosino.primitives.printable_chars import is_printable

__all__ = [
    "PhhHand",
    "PhhReplay",
    "PhhError",
    "decode",
    "loads",
    "replay",
    "export_phh",
    "export_episode",
    "dumps_value",
]


@dataclass(frozen=True)
class PhhHand:
    """One parsed hand: its section label ("" for a single-hand file), first line, and fields."""

    label: str
    line: int
    fields: dict[str, Any]
    source: str = "<text>"

    def where(self) -> str:
        return f"{self.source}: hand [{self.label}]" if self.label else f"{self.source}: hand"


@dataclass(frozen=True)
class PhhReplay:
    """What a replayed hand came to, by PHH player index (``p1`` is index 0)."""

    label: str
    players: list[str]
    starting_stacks: list[int]
    finishing_stacks: list[int]
    nets: list[int]
    pots: list[dict[str, Any]]
    logged_finishing_stacks: list[int | Fraction] | None
    events: list[dict[str, Any]] = field(repr=False)
    where: str = field(default="", repr=False)  # the file and hand, for messages

    def stack_mismatch(self) -> str | None:
        """A message naming the hand when the file's ``finishing_stacks`` disagree with the replay."""
        logged = self.logged_finishing_stacks
        if logged is None or list(logged) == self.finishing_stacks:
            return None
        return (
            f"{self.where or 'hand'}: the file's finishing_stacks {_short(list(logged))} differ from"
            f" the replay's {self.finishing_stacks}"
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hand": self.label,
            "players": self.players,
            "nets": self.nets,
            "finishingStacks": self.finishing_stacks,
            "pots": self.pots,
        }
        if self.logged_finishing_stacks is not None:
            out["loggedFinishingStacks"] = self.logged_finishing_stacks
        return out


# -- parsing ------------------------------------------------------------------------------------

# The label's spaces are trimmed after the match: a lazy label followed by ``\s*`` retried that
# ``\s*`` from every character of a run of spaces (a 40,000-space header line took 1.4 s).
_SECTION = re.compile(r"\[([^\[\]]+)\]$")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_KEY = re.compile(r"""\s*([A-Za-z0-9_\-]+|'[^']*'|"[^"]*")\s*=\s*""")


class PhhError(CosinoError):
    """Text that is not PHH, or a hand this engine cannot replay; the message says where."""


def _strip_comment(line: str) -> str:
    if "#" not in line:
        return line
    if line.lstrip().startswith("#"):
        return ""
    quote = None
    escaped = False
    for i, ch in enumerate(line):
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\" and quote == '"':
                escaped = True  # a basic string's escaped quote does not end it
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#":
            return line[:i]
    return line


# Scalars: triple-quoted, literal and basic strings; booleans; TOML dates and times (kept as
# text); integers and decimals. Triple quotes come first so they win over the one-quote forms.
_SCALAR = "|".join(
    (
        r"'''(?:(?!''').)*'''",
        r'"""(?:(?!""").)*"""',
        r"'[^'\n]*'",
        r'"(?:[^"\\\n]|\\.)*"',
        r"true|false",
        r"[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?",
        r"[+-]?[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][+-]?[0-9]+)?",
    )
)
_TOKEN = re.compile(rf"\s*(?:(?P<scalar>{_SCALAR})|(?P<open>\[)|(?P<close>\])|(?P<comma>,))")
_FLAT_ARRAY = re.compile(rf"\[\s*(?:(?:{_SCALAR})\s*,\s*)*(?:(?:{_SCALAR})\s*,?\s*)?\]")
_ITEM = re.compile(rf"({_SCALAR})\s*,?\s*")
# A basic string's escapes as TOML 1.0 has them (tomllib, which PokerKit reads PHH with, too).
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}
_ESCAPE = re.compile(r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?")
_INT = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: '٦' and '²' are not digits here


class _Incomplete(Exception):
    """An array runs past the end of the text read so far (it continues on the next line)."""


MAX_DEPTH = 8  # arrays inside arrays; PHH itself uses one level
MAX_INT_DIGITS = 18  # chips and counts; longer runs of digits are refused, not parsed
MAX_PENDING_LINES = 100_000  # lines one value may span (an unclosed '[' otherwise reads to the end)
MAX_ARRAY_ITEMS = 10_000  # a hand's longest list is its actions (at most 32 in the Pluribus set)
# Characters of one line, or of one value over its lines: the value patterns keep some 150 bytes of
# state per character read, so a 16 MB line of '1,1,1,...' took 5 GB before its item count was known.
MAX_VALUE_CHARS = 1024 * 1024
# A .phhs file read whole by the command line: parsing holds about 25 bytes per byte read (the
# 6 MB Pluribus set peaks at 149 MB), so 16 MB keeps a hostile file near 400 MB.
MAX_BYTES = 16 * 1024 * 1024
_DIGITS = re.compile(rf"[0-9]{{1,{MAX_INT_DIGITS}}}")  # a chip amount or a player number


def _scalar(token: str, where: str = "<text>") -> Any:
    first = token[0]
    if token.startswith("'''"):
        return token[3:-3]
    if token.startswith('"""'):
        return _unescape(token[3:-3], where)
    if first == "'":
        return token[1:-1]
    if first == '"':
        return _unescape(token[1:-1], where)
    if token == "true" or token == "false":
        return token == "true"
    if _DATE.fullmatch(token):
        return token  # a TOML date or time, kept as its text
    raw = token.replace("_", "")
    if _INT.fullmatch(raw):
        if len(raw.lstrip("+-")) > MAX_INT_DIGITS:
            raise PhhError(f"{where}: integer of {len(raw.lstrip('+-'))} digits is out of range")
        return int(raw)
    try:
        return exact_decimal(raw)  # exact and bounded: a decimal in a log stays a rational number
    except (ValueError, OverflowError):
        raise PhhError(f"{where}: number {quoted(raw[:24])} is out of range") from None


def _unescape(body: str, where: str) -> str:
    """A basic string's body with its escapes read; one TOML does not have is refused, not guessed."""
    if "\\" not in body:
        return body

    def one(e: re.Match[str]) -> str:
        if e.group(3) is not None:
            if e.group(3) in _ESCAPES:
                return _ESCAPES[e.group(3)]
            raise PhhError(f"{where}: unknown escape {quoted(e.group(0))} in a string")
        code = int(e.group(1) or e.group(2), 16)
        if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:  # a lone surrogate cannot even be printed
            raise PhhError(f"{where}: escape {quoted(e.group(0))} is not a Unicode scalar value")
        return chr(code)

    return _ESCAPE.sub(one, body)


def _read_value(text: str, i: int, where: str, depth: int = 0) -> tuple[Any, int]:
    while i < len(text) and text[i] in " \t":
        i += 1
    if text.startswith("[", i):
        flat = _FLAT_ARRAY.match(text, i)  # the common case, read in one pass
        if flat:
            inner = flat.group(0)[1:-1].strip()
            found = _ITEM.findall(inner)
            if len(found) > MAX_ARRAY_ITEMS:
                raise PhhError(f"{where}: an array of more than {MAX_ARRAY_ITEMS} items")
            return [_scalar(t, where) for t in found], flat.end()
    m = _TOKEN.match(text, i)
    if not m or m.lastgroup in ("close", "comma"):
        rest = text[i:].strip()
        if not rest:
            raise _Incomplete
        raise PhhError(f"{where}: unsupported value {quoted(rest[:20])}")
    kind, token = m.lastgroup, m.group(m.lastgroup)
    if kind != "open":
        return _scalar(token, where), m.end()
    if depth >= MAX_DEPTH:
        raise PhhError(f"{where}: arrays nested deeper than {MAX_DEPTH} levels")
    items: list[Any] = []
    i = m.end()
    while True:
        m = _TOKEN.match(text, i)
        if m and m.lastgroup == "close":
            return items, m.end()
        if len(items) >= MAX_ARRAY_ITEMS:  # an unclosed long list is refused here, not read to the end twice
            raise PhhError(f"{where}: an array of more than {MAX_ARRAY_ITEMS} items")
        value, i = _read_value(text, i, where, depth + 1)
        items.append(value)
        m = _TOKEN.match(text, i)
        if m and m.lastgroup == "comma":
            i = m.end()
        elif not (m and m.lastgroup == "close"):
            if not text[i:].strip():
                raise _Incomplete
            raise PhhError(f"{where}: expected ',' or ']' in an array, got {quoted(text[i : i + 20].strip())}")


def _bracket_balance(line: str) -> int:
    """Opening minus closing brackets outside quoted strings (comments already stripped)."""
    balance, quote, escaped = 0, None, False
    for ch in line:
        if quote:
            if escaped:
                escaped = False
            elif ch == "\\" and quote == '"':
                escaped = True
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "[":
            balance += 1
        elif ch == "]":
            balance -= 1
    return balance


def decode(data: bytes, source: str = "<bytes>") -> str:
    """The UTF-8 text of a PHH file, or a :class:`PhhError` naming the file and line of a bad byte."""
    if len(data) > MAX_BYTES:
        raise PhhError(f"{source}: larger than {MAX_BYTES} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise PhhError(f"{source}:{line}: not valid UTF-8 (byte {exc.start})") from None


def loads(text: str, source: str = "<text>") -> list[PhhHand]:
    """Parse ``.phh`` (one hand) or ``.phhs`` (``[label]`` sections) text into hands."""
    hands: list[PhhHand] = []
    label, start, fields = "", 1, {}
    pending: list[str] = []
    pending_line, open_brackets, pending_chars = 0, 0, 0
    sections: dict[str, int] = {}

    def flush() -> None:
        if fields:
            hands.append(PhhHand(label, start, dict(fields), source))

    # Only CR and LF end a line: splitlines() would also break a quoted name at U+2028 or a form feed.
    for number, raw in enumerate(_LINE_BREAK.split(text), 1):
        pending_chars = pending_chars + len(raw) if pending else len(raw)
        if pending_chars > MAX_VALUE_CHARS:
            where = pending_line if pending else number
            raise PhhError(f"{source}:{where}: a value or line longer than {MAX_VALUE_CHARS} characters")
        line = _strip_comment(raw)
        if pending:
            # Re-read the value only once its brackets balance: reading it at every line is quadratic.
            pending.append(line)
            open_brackets += _bracket_balance(line)
            if open_brackets > 0:
                if len(pending) >= MAX_PENDING_LINES:  # still open after this many lines: it spans more
                    raise PhhError(f"{source}:{pending_line}: value spans more than {MAX_PENDING_LINES} lines")
                continue
            line, number = "\n".join(pending), pending_line
            pending = []
        elif not line.strip():
            continue
        elif line.lstrip().startswith("["):
            m = _SECTION.match(line.strip())
            if not m:
                raise PhhError(f"{source}:{number}: bad section header {quoted(raw.strip())}")
            flush()
            label, start, fields = (m.group(1).strip() or m.group(1)[-1]).strip("'\""), number, {}
            if not is_printable(label):  # the label is printed: no escapes, no bidi, no line separators
                raise PhhError(f"{source}:{number}: section label {quoted(label[:40])} holds an unprintable character")
            if label in sections:  # as in TOML, a table is defined once; two would be one hand's label twice
                raise PhhError(f"{source}:{number}: section [{label}] given twice (first on line {sections[label]})")
            sections[label] = number
            continue
        k = _KEY.match(line)
        if not k:
            raise PhhError(f"{source}:{number}: expected 'key = value' or '[section]', got {quoted(raw.strip())}")
        try:
            value, end = _read_value(line, k.end(), f"{source}:{number}")
        except _Incomplete:
            pending, pending_line, open_brackets = [line], number, max(_bracket_balance(line), 1)
            continue
        if line[end:].strip():
            raise PhhError(f"{source}:{number}: unexpected text {quoted(line[end:].strip()[:20])} after the value")
        key = k.group(1)
        key = _unescape(key[1:-1], f"{source}:{number}") if key.startswith('"') else key.strip("'")
        if key in fields:
            raise PhhError(f"{source}:{number}: key {quoted(key)} given twice in one hand")
        fields[key] = value
    if pending:
        line = "\n".join(pending)  # brackets never balanced: say what the reader makes of it
        k = _KEY.match(line)
        try:
            _read_value(line, k.end() if k else 0, f"{source}:{pending_line}")
        except _Incomplete:
            pass
        raise PhhError(f"{source}:{pending_line}: value not finished before the end of the file")
    flush()
    return hands


def dumps_value(value: Any) -> str:
    """Write one value as PHH/TOML text (ints, Fractions as decimals, strings, bools, lists)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Fraction):
        from cosino.primitives.canonical import format_number

        text = format_number(value)
        return text if "." in text else text + ".0"
    if isinstance(value, str):
        return f"'''{value}'''" if "'" in value else f"'{value}'"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(dumps_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} as PHH")


# -- replay -------------------------------------------------------------------------------------


def _short(value: Any, limit: int = 60) -> str:
    """A value quoted in an error, clipped: the file may hold megabytes on one line."""
    text = quoted(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _int_list(hand: PhhHand, key: str, n: int | None = None) -> list[int]:
    value = hand.fields.get(key)
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise PhhError(f"{hand.where()}: field {quoted(key)} must be a list of integers, got {_short(value)}")
    if n is not None and len(value) != n:
        raise PhhError(f"{hand.where()}: field {quoted(key)} has {len(value)} entries for {n} players")
    return value


def _player(token: str, n: int, where: str) -> int:
    if len(token) < 2 or token[0] != "p" or not _DIGITS.fullmatch(token[1:]) or not 1 <= int(token[1:]) <= n:
        raise PhhError(f"{where}: {quoted(token)} is not a player p1..p{n}")
    return int(token[1:]) - 1


def _cards(text: str, where: str) -> list[str | None]:
    if len(text) % 2:
        raise PhhError(f"{where}: {quoted(text)} is not a run of two-character cards")
    out: list[str | None] = []
    for i in range(0, len(text), 2):
        c = text[i : i + 2]
        if c == "??":
            out.append(None)
        elif c in _INDEX:
            out.append(c)
        else:
            raise PhhError(f"{where}: bad card {quoted(c)} in {quoted(text)}")
    return out


_INDEX = set(DECK)


def replay(hand: PhhHand) -> PhhReplay:
    """Replay one no-limit hand through :class:`HoldemHand`; raise :class:`PhhError` naming a broken rule."""
    where = hand.where()
    stacks, small, big, actions = _table(hand)
    n = len(stacks)
    hole, board, steps = _read_actions(where, actions, n)
    deck, unknown = _lay_deck(where, hole, board, n)
    for index, text, words in steps:
        if words[1] == "sm":  # after the deal's own checks: a card dealt twice is named as such first
            _check_shown(words, hole, n, f"{where}: action {index} ({quoted(text)})")
    engine = HoldemHand(deck, stacks, n - 1, small, big)
    events = engine.start_events() + _play(engine, where, steps, n)
    shown = {e["pos"] for e in events if e["type"] == "showdown"}
    # A board card the file does not name would be made up from the spare deck: never a result.
    dealt = sum(len(e["cards"]) for e in events if e["type"] == "board")
    if dealt > len(board):
        raise PhhError(f"{where}: the hand deals {dealt} board cards but its actions name {len(board)}")
    if shown and None in board[:dealt]:
        raise PhhError(f"{where}: the hand reaches a showdown but its board is not all known")
    if shown & unknown:
        p = min(shown & unknown)
        raise PhhError(f"{where}: p{p + 1} reaches the showdown but its hole cards are not all known")
    pots = [
        {"amount": e["amount"], "eligible": e["eligible"], "winners": e["winners"], "shares": e["shares"]}
        for e in events
        if e["type"] == "pot"
    ]
    players = _optional_list(hand, "players", n, (str,), "names") or [f"p{i + 1}" for i in range(n)]
    hidden = next((p for p in players if not is_printable(p)), None)  # names are printed: no escapes, no bidi
    if hidden is not None:
        raise PhhError(
            f"{hand.where()}: field 'players': the name {quoted(hidden[:40])} holds an unprintable character"
        )
    logged = _optional_list(hand, "finishing_stacks", n, (int, Fraction), "numbers")
    return PhhReplay(
        label=hand.label,
        players=list(players),
        starting_stacks=list(stacks),
        finishing_stacks=engine.final_stacks(),
        nets=engine.nets(),
        pots=pots,
        logged_finishing_stacks=logged,
        events=events,
        where=where,
    )


def _optional_list(hand: PhhHand, key: str, n: int, kinds: tuple[type, ...], what: str) -> list[Any] | None:
    """An optional per-player field: absent is None; present, it holds one value of ``kinds`` per player."""
    value = hand.fields.get(key)
    if value is None:
        return None
    if not (
        isinstance(value, list) and len(value) == n and all(isinstance(v, kinds) and type(v) is not bool for v in value)
    ):
        raise PhhError(f"{hand.where()}: field {quoted(key)} must be a list of {n} {what}, got {_short(value)}")
    return list(value)


def _table(hand: PhhHand) -> tuple[list[int], int, int, list[str]]:
    """The stacks, blinds and action strings of a hand this engine can replay, or PhhError."""
    where = hand.where()
    f = hand.fields
    if f.get("variant") != "NT":
        raise PhhError(f"{where}: variant {_short(f.get('variant'))} is not replayable: only 'NT' (no-limit hold'em)")
    stacks = _int_list(hand, "starting_stacks")
    n = len(stacks)
    if not 2 <= n <= 10:
        raise PhhError(f"{where}: {n} players; hold'em here seats 2 to 10")
    if any(s <= 0 for s in stacks):
        raise PhhError(f"{where}: field 'starting_stacks' must be positive, got {stacks}")
    if "antes" in f and any(_int_list(hand, "antes", n)):
        raise PhhError(f"{where}: field 'antes' must be all zero: this engine plays blinds only")
    blinds = _int_list(hand, "blinds_or_straddles", n)
    small, big = blinds[0], blinds[1]
    if any(blinds[2:]) or not 0 < small <= big:
        raise PhhError(
            f"{where}: field 'blinds_or_straddles' must be [small, big, 0, ...] "
            f"with 0 < small <= big (no straddles), got {blinds}"
        )
    if "min_bet" in f and f["min_bet"] != big:
        raise PhhError(f"{where}: field 'min_bet' {_short(f['min_bet'])} must equal the big blind {big}")
    actions = f.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PhhError(f"{where}: field 'actions' must be a list of strings")
    return stacks, small, big, actions


Step = tuple[int, str, list[str]]  # (index in 'actions', its text, its words) of one player action


Cards = list[str | None]  # None: a card written "??" (not known)


def _read_actions(where: str, actions: list[str], n: int) -> tuple[list[Cards | None], Cards, list[Step]]:
    """First pass: the dealt cards (hole cards by player, the board) and the player actions in order."""
    hole: list[Cards | None] = [None] * n
    board: Cards = []
    steps: list[Step] = []
    for index, text in enumerate(actions):
        words = text.split("#", 1)[0].split()
        at = f"{where}: action {index} ({quoted(text)})"
        if words[:2] == ["d", "dh"] and len(words) == 4:
            p = _player(words[2], n, at)
            if hole[p] is not None:
                raise PhhError(f"{at}: p{p + 1} is dealt hole cards twice")
            cards = _cards(words[3], at)
            if len(cards) != 2:
                raise PhhError(f"{at}: hold'em deals two hole cards, got {len(cards)}")
            hole[p] = cards
        elif words[:2] == ["d", "db"] and len(words) == 3:
            board.extend(_cards(words[2], at))
        elif len(words) >= 2 and words[0].startswith("p"):
            steps.append((index, text, words))
        elif words:
            raise PhhError(f"{at}: not an action this replay understands")
    if len(board) > 5:
        raise PhhError(f"{where}: {len(board)} board cards; hold'em has five")
    return hole, board, steps


def _check_shown(words: list[str], hole: list[Cards | None], n: int, at: str) -> None:
    """A show (``pN sm CARDS``) names cards as a deal does and, where both are known, the ones dealt."""
    p = _player(words[0], n, at)
    if len(words) > 3:
        raise PhhError(f"{at}: unknown or malformed player action")
    if len(words) == 2 or words[2] == "-":
        return  # a muck, or a show whose cards the log leaves out
    shown = _cards(words[2], at)
    if len(shown) != 2:
        raise PhhError(f"{at}: hold'em shows two hole cards, got {len(shown)}")
    dealt = [c for c in hole[p] or [None] if c is not None]
    known = [c for c in shown if c is not None]
    if len(dealt) == len(known) == 2 and sorted(dealt) != sorted(known):
        raise PhhError(f"{at}: p{p + 1} shows {words[2]} but was dealt {''.join(dealt)}")


def _lay_deck(where: str, hole: list[Cards | None], board: Cards, n: int) -> tuple[list[str], set[int]]:
    """A deck in the engine's dealing order, unknown cards filled from the spare ones; and who had them."""
    known = [c for c in (*(c for h in hole if h for c in h), *board) if c]
    if len(set(known)) != len(known):
        dup = next(c for c in known if known.count(c) > 1)
        raise PhhError(f"{where}: card {dup} appears twice")
    taken = set(known)
    spare = iter([c for c in DECK if c not in taken])
    # A player with any unknown hole card ("??") cannot be shown down: the filler card is made up.
    unknown = {p for p in range(n) if None in (hole[p] or [None])}
    cards = [[c if c is not None else next(spare) for c in hole[p] or [None, None]] for p in range(n)]
    full_board = [c if c is not None else next(spare) for c in board + [None] * (5 - len(board))]
    return [cards[p][0] for p in range(n)] + [cards[p][1] for p in range(n)] + full_board + list(spare), unknown


def _play(engine: HoldemHand, where: str, steps: list[Step], n: int) -> list[dict[str, Any]]:
    """Apply the player actions in turn; the events they caused."""
    events: list[dict[str, Any]] = []
    for index, text, words in steps:
        at = f"{where}: action {index} ({quoted(text)})"
        p = _player(words[0], n, at)
        if words[1] == "sm":
            continue  # showing or mucking changes no chips here; every live hand is evaluated
        actor = engine.to_act()
        if actor is None and _pointless_check(engine, p, words):
            continue  # PokerKit asks the big blind to check when everyone else is all-in or folded
        if actor is None:
            raise PhhError(f"{at}: the hand is already over")
        if p != actor:
            raise PhhError(f"{at}: p{p + 1} acted but p{actor + 1} is on decision")
        try:
            events += engine.apply(_action(engine, p, words, at))
        except IllegalAction as exc:
            raise PhhError(f"{at}: {exc}") from None
    if not engine.is_over():
        raise PhhError(f"{where}: the actions stop while p{engine.to_act() + 1} is still on decision")
    return events


def _pointless_check(engine: HoldemHand, p: int, words: list[str]) -> bool:
    """A check (``cc``, nothing to call) by a seat still in a hand whose betting is over."""
    return words[1:] == ["cc"] and p in engine.live_positions() and engine.to_call(p) == 0


def _action(engine: HoldemHand, p: int, words: list[str], at: str) -> Action:
    verb = words[1]
    if verb == "f" and len(words) == 2:
        return Action("fold")
    if verb == "cc" and len(words) == 2:
        return Action("call" if engine.to_call(p) > 0 else "check")
    if verb == "cbr" and len(words) == 3 and _DIGITS.fullmatch(words[2]):
        return Action("raise" if engine.current_bet() else "bet", int(words[2]))
    raise PhhError(f"{at}: unknown or malformed player action")


# -- export -------------------------------------------------------------------------------------


def export_phh(hand_records: list[dict[str, Any]], small_blind: int | None = None, big_blind: int | None = None) -> str:
    """PHH text for one hand from its replay records (the ``hand`` record, then its events).

    An ``episode`` record among them supplies player names (aliases). The blinds are read from
    the ``blind`` events unless given (pass them when a blind was posted short by a small stack).

    >>> hand = HoldemHand(DECK, [200, 200], 0)
    >>> events = hand.start_events() + hand.apply(Action("raise", 6)) + hand.apply(Action("fold"))
    >>> print(export_phh([{"type": "hand", "hand": 0, "button": 0, "stacks": [200, 200]}] + events))
    variant = 'NT'
    ante_trimming_status = true
    antes = [0, 0]
    blinds_or_straddles = [1, 2]
    min_bet = 2
    starting_stacks = [200, 200]
    actions = ['d dh p1 2c2h', 'd dh p2 2d2s', 'p2 cbr 6', 'p1 f']
    hand = 0
    finishing_stacks = [198, 202]
    """
    head, stacks, order = _export_head(hand_records)
    events = [
        r for r in hand_records if r.get("type") not in ("hand", "episode", "handEnd", "handVoid", "end", "audit")
    ]
    blinds = {e.get("blind"): e["amount"] for e in events if e.get("type") == "blind"}
    sb = small_blind if small_blind is not None else blinds.get("small")
    bb = big_blind if big_blind is not None else blinds.get("big")
    if sb is None or bb is None:
        raise ValueError("no blind events: pass small_blind and big_blind")
    actions, final = _export_actions(events, {pos: k for k, pos in enumerate(order)}, stacks)
    fields: list[tuple[str, Any]] = [
        ("variant", "NT"),
        ("ante_trimming_status", True),
        ("antes", [0] * len(order)),
        ("blinds_or_straddles", [sb, bb] + [0] * (len(order) - 2)),
        ("min_bet", bb),
        ("starting_stacks", [stacks[q] for q in order]),
        ("actions", actions),
        ("hand", head.get("hand", 0)),
    ]
    episode = next((r for r in hand_records if r.get("type") == "episode"), None)
    slots = head.get("slots")
    if episode and isinstance(slots, list):
        alias = {s["slot"]: s.get("alias", f"slot {s['slot']}") for s in episode.get("seats", [])}
        fields.append(("players", [alias.get(slots[q], f"slot {slots[q]}") for q in order]))
    if any(e.get("type") == "pot" for e in events):
        fields.append(("finishing_stacks", [final[q] for q in order]))
    return "\n".join(f"{k} = {dumps_value(v)}" for k, v in fields)


def _export_head(hand_records: list[dict[str, Any]]) -> tuple[dict[str, Any], list[int], list[int]]:
    """The one ``hand`` record, its stacks by position, and the funded positions in PHH order (after the button)."""
    heads = [r for r in hand_records if r.get("type") == "hand"]
    if len(heads) != 1:
        raise ValueError(f"export_phh needs exactly one 'hand' record, got {len(heads)}")
    head = heads[0]
    stacks = head.get("stacks")
    button = head.get("button")
    if not isinstance(stacks, list) or not isinstance(button, int) or not 0 <= button < len(stacks):
        raise ValueError("the 'hand' record needs 'stacks' (per position) and a 'button' position")
    n = len(stacks)
    return head, stacks, [q for q in ((button + 1 + i) % n for i in range(n)) if stacks[q]]


def _export_actions(
    events: list[dict[str, Any]], index: dict[int, int], stacks: list[int]
) -> tuple[list[str], list[int]]:
    """The PHH action strings of a hand's events, and each position's finishing stack."""
    actions: list[str] = []
    shows: list[str] = []
    last_player_action = -1
    final = list(stacks)
    street_bet = [0] * len(stacks)  # raise-to amounts are street totals
    asked = _PokerKitQueue(index, final, street_bet)
    for e in events:
        kind = e.get("type")
        pos = e.get("pos")
        owed = asked.pending() if kind in ("board", "showdown", "return", "pot") else []
        if owed:
            actions += [f"p{index[q] + 1} cc" for q in owed]  # the check PokerKit still asks for
            last_player_action = len(actions)
        if kind == "deal":
            actions.append(f"d dh p{index[pos] + 1} {''.join(e['cards'])}")
        elif kind == "blind":
            final[pos] -= e["amount"]
            street_bet[pos] += e["amount"]
        elif kind == "board":
            actions.append(f"d db {''.join(e['cards'])}")
            street_bet = [0] * len(stacks)
            asked.new_street(street_bet)
        elif kind == "action":
            asked.acted(pos, e["action"])
            actions.append(_export_action(e, f"p{index[pos] + 1}", final, street_bet))
            last_player_action = len(actions)
        elif kind == "showdown":
            shows.append(f"p{index[pos] + 1} sm {''.join(e['cards'])}")
        elif kind == "return":
            final[pos] += e["amount"]
        elif kind == "pot":
            for w, share in zip(e["winners"], e["shares"]):
                final[w] += share
    # PokerKit shows the cards as soon as the betting is over, before an all-in runout.
    at = last_player_action if last_player_action >= 0 else len(actions)
    return actions[:at] + shows + actions[at:], final


class _PokerKitQueue:
    """Who PokerKit still asks to act in the current betting round.

    PokerKit queues, at a round's start, every seat with chips (when at least two have some); an
    action takes its actor off, a bet or raise queues again every other live seat with chips.
    Our engine ends the round as soon as no one with chips can face a bet, so a seat PokerKit
    still queues then (the big blind, once the others are all-in or folded) owes a check: the
    export writes it, PokerKit's reader waits for it.
    """

    def __init__(self, index: dict[int, int], chips: list[int], bets: list[int]) -> None:
        self.index, self.chips, self.bets = index, chips, bets
        self.folded: set[int] = set()
        self.queue: set[int] | None = None  # None: the round has not started

    def with_chips(self) -> set[int]:
        return {q for q in self.index if q not in self.folded and self.chips[q] > 0}

    def start(self) -> None:
        """The round's first queue: seats with chips and something to lose (PokerKit's effective stack)."""
        if self.queue is None:
            live = [q for q in self.index if q not in self.folded]
            totals = sorted(self.bets[q] + self.chips[q] for q in live)
            second = totals[-2] if len(totals) > 1 else 0
            self.queue = {q for q in self.with_chips() if second - self.bets[q] > 0}

    def acted(self, pos: int, verb: str) -> None:
        self.start()
        assert self.queue is not None
        self.queue.discard(pos)
        if verb == "fold":
            self.folded.add(pos)
        elif verb in ("bet", "raise"):
            self.queue = self.with_chips() - {pos}

    def pending(self) -> list[int]:
        """Seats still queued (to whom the round owes a pointless check), in PHH order; then cleared."""
        live = [q for q in self.index if q not in self.folded]
        left = sorted((self.queue or set()) & self.with_chips(), key=self.index.__getitem__) if len(live) > 1 else []
        if self.queue:
            self.queue = set()
        return left

    def new_street(self, bets: list[int]) -> None:
        self.queue, self.bets = None, bets


def _export_action(e: dict[str, Any], who: str, final: list[int], street_bet: list[int]) -> str:
    """One player action in PHH; the chips it put in come off ``final`` and onto ``street_bet``."""
    pos, verb = e["pos"], e["action"]
    if verb == "fold":
        return f"{who} f"
    if verb in ("check", "call"):
        final[pos] -= e.get("amount", 0)
        street_bet[pos] += e.get("amount", 0)
        return f"{who} cc"
    if verb in ("bet", "raise"):
        final[pos] -= e["amount"] - street_bet[pos]
        street_bet[pos] = e["amount"]
        return f"{who} cbr {e['amount']}"
    raise ValueError(f"action {quoted(verb)} is not a hold'em action")


def _table_blinds(header: dict[str, Any]) -> tuple[int | None, int | None]:
    """The table's blinds from the episode header: a chip race's short stack may post less, the stakes stay."""
    try:
        variant = get_variant(header.get("variant"))
    except (UnknownVariant, TypeError):
        return None, None
    if not isinstance(variant, HoldemVariant):
        return None, None
    return variant.small_blind, variant.big_blind()


def export_episode(records: list[dict[str, Any]]) -> str:
    """A ``.phhs`` text with one ``[n]`` section per finished hand of a Hold'em replay.

    Hands abandoned with a ``handVoid`` record are left out; the ``episode`` record (if present)
    names the players and the variant, whose blinds every hand states (a blind posted short by a
    chip race's small stack does not change the table's stakes).
    """
    episode = [r for r in records if r.get("type") == "episode"]
    by_hand: dict[int, list[dict[str, Any]]] = {}
    void = {r["hand"] for r in records if r.get("type") == "handVoid"}
    for r in records:
        h = r.get("hand")
        if isinstance(h, int) and r.get("type") not in ("handEnd", "handVoid"):
            by_hand.setdefault(h, []).append(r)
    small, big = _table_blinds(episode[0]) if episode else (None, None)
    sections = []
    for k, h in enumerate(h for h in sorted(by_hand) if h not in void):
        sections.append(f"[{k + 1}]\n" + export_phh(episode + by_hand[h], small, big))
    return "\n\n".join(sections) + ("\n" if sections else "")
