"""The observed table state the advisor reasons about, how it is read, and what can be wrong with it.

An :class:`ObservedTableState` is what a player (or an analyst) sees at one decision: seats with
their chips behind and this street's bets, who folded, the dealer, the hero's cards, the board, the
pot, the blinds, whose turn it is and the hand's action so far. It is built from a plain dict by
:func:`state_from_dict`; input that cannot form a state at all (a bad card, a dealer or hero seat
that does not exist) raises :class:`StateError` naming the field. Everything else that looks wrong
is reported by :func:`validate` as coded issues, which the advisor turns into refusals.

>>> s = state_from_dict({"hero": 0, "dealer": 1, "hero_cards": "AsKd", "board": "", "pot": 3,
...     "big_blind": 2, "small_blind": 1, "actor": 0,
...     "seats": [{"stack": 198, "committed": 2}, {"stack": 199, "committed": 1}]})
>>> s.street, s.to_call(), s.heads_up(), [i.code for i in validate(s)]
('preflop', 0, True, [])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Mapping

from cosino.primitives.cards import card_index
from cosino.primitives.errors import CosinoError, quoted

STREET_BY_BOARD = {0: "preflop", 3: "flop", 4: "turn", 5: "river"}
STREETS = ("preflop", "flop", "turn", "river")
ACTION_KINDS = ("fold", "check", "call", "bet", "raise")


class StateError(CosinoError):
    """Input that cannot form a table state; the message names the field."""


MAX_SEATS = 10  # a hold'em table here seats 2 to 10
MAX_HISTORY = 1000  # actions in one hand's history
MAX_CHIPS = 10**15  # any chip amount; far beyond real stacks, well inside float range


def _short(value: Any, limit: int = 60) -> str:
    """A value quoted in an error, clipped: a state file may hold megabytes in one field."""
    text = str(float(value)) if isinstance(value, Fraction) else quoted(value)  # 20.0, as the file wrote it
    return text if len(text) <= limit else text[:limit] + "..."


@dataclass(frozen=True)
class SeatState:
    """One seat: chips behind (None when unreadable), this street's bet, folded or not."""

    stack: int | None
    committed: int = 0
    folded: bool = False
    name: str = ""
    sitting_out: bool = False

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded and not self.sitting_out

    @property
    def live(self) -> bool:
        return not self.folded and not self.sitting_out


@dataclass(frozen=True)
class HistoryAction:
    """One action of the hand so far: street, seat, kind and (for bet/raise/call) the amount."""

    street: str
    seat: int
    kind: str
    amount: int | None = None


@dataclass(frozen=True)
class Issue:
    """One problem found by :func:`validate`: a code, ``error`` or ``warning``, and a message."""

    code: str
    severity: str
    message: str


@dataclass(frozen=True)
class ObservedTableState:
    seats: tuple[SeatState, ...]
    hero: int
    dealer: int
    hero_cards: tuple[str, ...] | None
    board: tuple[str, ...]
    pot: int
    big_blind: int
    small_blind: int
    actor: int | None
    history: tuple[HistoryAction, ...] = ()
    street_label: str | None = None  # the street the source claimed, checked against the board
    starting_stacks: tuple[int, ...] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)
    as_typed: Mapping[str, tuple[str, ...]] = field(default_factory=dict, compare=False)  # messages quote these

    # -- derived quantities ---------------------------------------------------------------------
    @property
    def street(self) -> str:
        return STREET_BY_BOARD.get(len(self.board), "invalid")

    @property
    def n(self) -> int:
        return len(self.seats)

    def level(self) -> int:
        return max(s.committed for s in self.seats)

    def to_call(self) -> int:
        hero = self.seats[self.hero]
        owed = self.level() - hero.committed
        if hero.stack is None:
            return owed
        return min(owed, hero.stack)

    def winnable_pot(self) -> int:
        """The chips the hero can win: the pot less every bet above what the hero can put in.

        A bet the hero cannot match in full is called only up to the hero's stack; the rest goes
        back to its owner (or to a side pot the hero is not in).
        """
        return self.pot - self.unmatched()

    def unmatched(self, folded_only: bool = False) -> int:
        """Chips bet above what the hero can put in, by every seat or by the folded seats only."""
        hero = self.seats[self.hero]
        if hero.stack is None:
            return 0
        cap = hero.committed + hero.stack
        return sum(max(0, s.committed - cap) for s in self.seats if not (folded_only and s.live))

    def opponents(self) -> list[int]:
        """Seats other than the hero that are still in the hand, clockwise from the hero."""
        n = self.n
        return [(self.hero + k) % n for k in range(1, n) if self.seats[(self.hero + k) % n].live]

    def heads_up(self) -> bool:
        return len(self.opponents()) == 1

    def dead_money(self) -> int:
        """Chips in the pot from earlier streets (and folded seats' bets on this one)."""
        return self.pot - sum(s.committed for s in self.seats if s.live)

    def dealt_order(self) -> list[int]:
        """Seats dealt in, clockwise from the first seat after the dealer (the dealer last)."""
        n = self.n
        return [(self.dealer + 1 + k) % n for k in range(n) if not self.seats[(self.dealer + 1 + k) % n].sitting_out]

    def acts_first_postflop(self, a: int, b: int) -> bool:
        """Whether seat ``a`` acts before seat ``b`` after the flop (the first seat after the dealer leads)."""
        order = self.dealt_order()
        return order.index(a) < order.index(b)

    def blind_seats(self) -> tuple[int, int]:
        order = self.dealt_order()
        if len(order) == 2:
            return self.dealer, order[0]
        return order[0], order[1]

    def position_name(self, seat: int) -> str:
        """BTN, SB, BB, UTG, ... (heads-up the dealer is BTN and posts the small blind)."""
        order = self.dealt_order()
        if seat not in order:
            return "OUT"
        if len(order) == 2:
            return "BTN" if seat == self.dealer else "BB"
        k, m = order.index(seat), len(order)
        for index, name in ((0, "SB"), (1, "BB"), (m - 1, "BTN"), (m - 2, "CO"), (m - 3, "HJ"), (2, "UTG")):
            if k == index:
                return name
        return f"UTG+{k - 2}"

    def full_raise(self) -> int:
        """The smallest legal raise increment on this street (largest full increment seen, >= BB)."""
        level = 0 if self.street != "preflop" else self.big_blind
        best = self.big_blind
        for a in self.history:
            if a.street == self.street and a.kind in ("bet", "raise") and a.amount is not None:
                if a.amount - level >= best:
                    best = a.amount - level
                level = max(level, a.amount)
        return best

    def raise_bounds(self) -> tuple[int, int] | None:
        """(min, max) raise-to total for the hero, or None when the hero cannot raise."""
        hero = self.seats[self.hero]
        if hero.stack is None:
            return None
        level = self.level()
        top = hero.committed + hero.stack
        if top <= level:
            return None
        others = [self.seats[q] for q in self.opponents()]
        if not any(
            (s.stack is None or s.stack > 0) and s.committed + (s.stack or 0) > level or s.stack is None for s in others
        ):
            return None
        low = level + self.full_raise()
        return (min(low, top), top)

    def effective_stack(self) -> int | None:
        hero = self.seats[self.hero]
        if hero.stack is None:
            return None
        behind = hero.stack + hero.committed
        others = [self.seats[q] for q in self.opponents()]
        known = [s.stack + s.committed for s in others if s.stack is not None]
        if not known:
            return behind
        return min(behind, max(known))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hero": self.hero,
            "dealer": self.dealer,
            "hero_cards": "".join(self.hero_cards) if self.hero_cards else None,
            "board": "".join(self.board),
            "pot": self.pot,
            "big_blind": self.big_blind,
            "small_blind": self.small_blind,
            "actor": self.actor,
            "seats": [
                {
                    "stack": s.stack,
                    "committed": s.committed,
                    "folded": s.folded,
                    "name": s.name,
                    **({"sitting_out": True} if s.sitting_out else {}),
                }
                for s in self.seats
            ],
            "history": [
                {
                    "street": a.street,
                    "seat": a.seat,
                    "action": a.kind,
                    **({} if a.amount is None else {"amount": a.amount}),
                }
                for a in self.history
            ],
        }
        if self.starting_stacks is not None:
            out["starting_stacks"] = list(self.starting_stacks)
        return out


# -- reading ----------------------------------------------------------------------------------------


# A person copies cards as the viewer draws them: a ten as "10", suits as symbols. The advisor reads
# those as the engine's T and c/d/h/s; the seat-answer and replay readers keep their strict spelling.
TEN = "10"
SUIT_SYMBOLS = {"\u2663": "c", "\u2666": "d", "\u2665": "h", "\u2660": "s"}  # as web/js/dom.js draws them
CARD_HINT = "rank of 23456789TJQKA (a ten: T or 10) then suit of cdhs"
# A phone's keyboard writes a suit as an emoji: the symbol, then U+FE0F (emoji style); U+FE0E asks for text style.
# Either one after a suit symbol is the same suit. Until review 50b "10\u2665\ufe0f" was refused as "a rank
# without its suit", and "A\u2665\ufe0fKd" as "bad card '\ufe0fK'".
STYLES = ("\ufe0e", "\ufe0f")


def typed_card(text: str) -> str:
    """One card as a person may type it, in the engine's spelling (``"10\u2665"`` is ``"Th"``, and so is
    ``"10\u2665\ufe0f"``); anything else is returned as it is, for :func:`card_index` to refuse.

    >>> typed_card("10\u2665"), typed_card("A\u2660\ufe0f"), typed_card("10x"), typed_card("1h")
    ('Th', 'As', 'Tx', '1h')
    """
    rank, suit = (TEN, text[2:]) if text.startswith(TEN) else (text[:1], text[1:])
    if len(suit) == 2 and suit[0] in SUIT_SYMBOLS and suit[1] in STYLES:
        suit = suit[0]
    return ("T" if rank == TEN else rank) + SUIT_SYMBOLS.get(suit, suit)


def typed_cards(compact: str) -> list[str] | None:
    """A run of cards with no spaces (``"10hAs"``, ``"A\u2660K\u2666"``) split into cards as typed, or None when
    it does not split into whole cards (a rank without its suit); at most 53 are read."""
    items: list[str] = []
    at = 0
    while at < len(compact) and len(items) <= 52:
        width = 3 if compact.startswith(TEN, at) else 2
        if at + width > len(compact):
            return None
        if compact[at + width - 1] in SUIT_SYMBOLS and compact.startswith(STYLES, at + width):
            width += 1  # the suit's style selector belongs to the card
        items.append(compact[at : at + width])
        at += width
    return items


WORD = re.compile(r"\S+")  # the whitespace str.split() splits on
TYPED_SHOWN = 40  # characters of typed card text a message quotes: a field may hold megabytes


def typed_text(text: str) -> str:
    """Typed card text quoted for a message, clipped. Beyond :func:`quoted`, everything but ASCII and the four
    suit symbols is escaped, so a stray selector, a combining mark or a full-width letter shows as what it is.

    >>> print(typed_text("A\ufe0fh"), typed_text("\uff21\uff53"), typed_text("10\u2665"))
    'A\\ufe0fh' '\\uff21\\uff53' '10\u2665'
    """
    shown = "".join(c if c.isascii() or c in SUIT_SYMBOLS else _code(c) for c in quoted(text[:TYPED_SHOWN]))
    return shown if len(text) <= TYPED_SHOWN else shown + "..."


def _code(c: str) -> str:
    code = ord(c)
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def typed_words(text: str, name: str) -> list[str]:
    """The cards of a typed string as typed, at most 53. A word between spaces is one or more whole cards, so a
    space never joins two halves of one: "1 0h" and "A s" are refused, naming the word and where it starts."""
    items: list[str] = []
    for word in WORD.finditer(text):
        cards = typed_cards(word.group())
        if cards is None:
            if word.group() == text:
                raise StateError(
                    f"field {quoted(name)}: bad card string {typed_text(text)} (a rank without its suit; {CARD_HINT})"
                )
            raise StateError(
                f"field {quoted(name)}: bad card string {typed_text(text)}: {typed_text(word.group())} at character "
                f"{word.start() + 1} is a rank without its suit (a space never joins two halves of a card; {CARD_HINT})"
            )
        items.extend(cards)
        if len(items) > 52:
            break
    return items


def _cards(value: Any, name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The cards of a field in the engine's spelling, and as typed (for messages that name one)."""
    if value is None:
        return (), ()
    if isinstance(value, str):
        items = typed_words(value, name)
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise StateError(f"field {quoted(name)}: expected a card string or a list of cards, got {_short(value)}")
    out = []
    for c in items[:53]:  # the cards first: until review 50b ten megabytes of "x" were "more than 52 cards"
        card = typed_card(c) if isinstance(c, str) else c
        try:
            card_index(card)
        except ValueError:
            shown = typed_text(c) if isinstance(c, str) else _short(c)
            raise StateError(f"field {quoted(name)}: bad card {shown} ({CARD_HINT})") from None
        out.append(card)
    if len(items) > 52:  # a string is read no further than its 53rd card
        count = "more than 52" if isinstance(value, str) else str(len(items))
        raise StateError(f"field {quoted(name)}: {count} cards; a deck has 52")
    return tuple(out), tuple(items)


def _int(value: Any, name: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if type(value) is not int:
        raise StateError(f"field {quoted(name)}: expected an integer number of chips, got {_short(value)}")
    if abs(value) > MAX_CHIPS:
        raise StateError(f"field {quoted(name)}: {_short(value)} chips is out of range (at most {MAX_CHIPS:.0e})")
    return value


def _flag(value: Any, name: str) -> bool:
    # bool("false") is True: only JSON true/false (or absent) is read
    if value is None:
        return False
    if type(value) is not bool:
        raise StateError(f"field {quoted(name)}: expected true or false, got {_short(value)}")
    return value


STATE_KEYS = frozenset(
    ("seats", "hero", "dealer", "actor", "hero_cards", "board", "pot", "big_blind", "small_blind")
    + ("history", "starting_stacks", "street")
)
SEAT_KEYS = frozenset(("stack", "committed", "folded", "name", "sitting_out"))
ACTION_KEYS = frozenset(("street", "seat", "action", "amount"))


def _known_keys(data: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    """A key the reader does not know is refused: a typo (``comitted``) would otherwise fall back
    to the default silently and the advice would be for another table."""
    for key in data:
        if key not in known:
            raise StateError(f"field {_short(where + str(key))}: unknown key (known: {', '.join(sorted(known))})")


def _text(value: Any, name: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise StateError(f"field {quoted(name)}: expected a string, got {_short(value)}")
    return value


def state_from_dict(data: Mapping[str, Any]) -> ObservedTableState:
    """Build a state from a JSON-like dict; raise :class:`StateError` naming a field that cannot be read."""
    if not isinstance(data, Mapping):
        raise StateError("state: expected a JSON object")
    _known_keys(data, STATE_KEYS, "")
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= MAX_SEATS:
        raise StateError(f"field 'seats': expected a list of 2 to {MAX_SEATS} seats")
    seats = []
    for i, s in enumerate(raw_seats):
        if not isinstance(s, Mapping):
            raise StateError(f"field 'seats[{i}]': expected an object")
        _known_keys(s, SEAT_KEYS, f"seats[{i}].")
        seats.append(
            SeatState(
                stack=_int(s.get("stack"), f"seats[{i}].stack", allow_none=True),
                committed=_int(s.get("committed", 0), f"seats[{i}].committed") or 0,
                folded=_flag(s.get("folded"), f"seats[{i}].folded"),
                name=(_text(s.get("name"), f"seats[{i}].name") or "")[:64],
                sitting_out=_flag(s.get("sitting_out"), f"seats[{i}].sitting_out"),
            )
        )
    n = len(seats)
    for name in ("hero", "dealer"):
        v = data.get(name)
        if type(v) is not int or not 0 <= v < n:
            raise StateError(f"field {quoted(name)}: {_short(v)} is not a seat of this {n}-seat table")
    actor = data.get("actor")
    if actor is not None and (type(actor) is not int or not 0 <= actor < n):
        raise StateError(f"field 'actor': {_short(actor)} is not a seat of this {n}-seat table")
    hero_cards, hero_typed = _cards(data.get("hero_cards"), "hero_cards")
    board, board_typed = _cards(data.get("board"), "board")
    history = []
    raw_history = data.get("history")
    if raw_history is None:
        raw_history = []
    if not isinstance(raw_history, list) or len(raw_history) > MAX_HISTORY:
        raise StateError(f"field 'history': expected a list of at most {MAX_HISTORY} actions")
    for k, a in enumerate(raw_history):
        if not isinstance(a, Mapping):
            raise StateError(f"field 'history[{k}]': expected an object")
        _known_keys(a, ACTION_KEYS, f"history[{k}].")
        kind = a.get("action")
        if kind not in ACTION_KINDS:
            raise StateError(f"field 'history[{k}].action': {_short(kind)} is not one of {', '.join(ACTION_KINDS)}")
        street = a.get("street")
        if street not in STREETS:
            raise StateError(f"field 'history[{k}].street': {_short(street)} is not one of {', '.join(STREETS)}")
        seat = a.get("seat")
        if type(seat) is not int or not 0 <= seat < n:
            raise StateError(f"field 'history[{k}].seat': {_short(seat)} is not a seat of this table")
        history.append(
            HistoryAction(street, seat, kind, _int(a.get("amount"), f"history[{k}].amount", allow_none=True))
        )
    bb = _int(data.get("big_blind", 2), "big_blind")
    sb = _int(data.get("small_blind", max(1, (bb or 2) // 2)), "small_blind")
    if bb is None or bb <= 0 or sb is None or sb <= 0:
        raise StateError("field 'big_blind'/'small_blind': blinds must be positive integers")
    starting = data.get("starting_stacks")
    if starting is not None:
        if not isinstance(starting, list) or len(starting) != n:
            raise StateError("field 'starting_stacks': expected one integer per seat")
        starting = tuple(_int(x, f"starting_stacks[{i}]") for i, x in enumerate(starting))
    street_label = _text(data.get("street"), "street")
    return ObservedTableState(
        seats=tuple(seats),
        hero=data["hero"],
        dealer=data["dealer"],
        hero_cards=hero_cards or None,
        board=board,
        pot=_int(data.get("pot"), "pot"),
        big_blind=bb,
        small_blind=sb,
        actor=actor,
        history=tuple(history),
        street_label=street_label,
        starting_stacks=starting,
        as_typed={"hero_cards": hero_typed, "board": board_typed},
    )


# -- validation -------------------------------------------------------------------------------------


def validate(state: ObservedTableState) -> list[Issue]:
    """Every inconsistency found in ``state``: errors make the advisor refuse, warnings are shown."""
    issues: list[Issue] = []

    def err(code: str, msg: str) -> None:
        issues.append(Issue(code, "error", msg))

    repeats = repeated_cards(state)
    if repeats:
        err("duplicate_cards", repeats)
    if state.hero_cards is not None and len(state.hero_cards) != 2:
        err("hero_cards_count", f"hold'em hero holds two cards, got {len(state.hero_cards)}")
    if len(state.board) not in STREET_BY_BOARD:
        err("board_street", f"a board has 0, 3, 4 or 5 cards, got {len(state.board)}")
    elif state.street_label is not None and state.street_label != state.street:
        err("board_street", f"street {_short(state.street_label)} does not match a {len(state.board)}-card board")
    committed = sum(s.committed for s in state.seats)
    if state.pot < committed:
        err("pot_below_bets", f"pot {state.pot} is smaller than this street's bets {committed}")
    elif state.pot <= 0:
        err("pot_empty", "the pot is empty, but the blinds are always in it")
    if state.small_blind > state.big_blind:
        err("blinds", f"the small blind {state.small_blind} is larger than the big blind {state.big_blind}")
    for i, s in enumerate(state.seats):
        if s.stack is not None and s.stack < 0:
            err("negative_stack", f"seat {i} has a negative stack {s.stack}")
        if s.committed < 0:
            err("negative_bet", f"seat {i} has a negative bet {s.committed}")
    if state.seats[state.dealer].sitting_out:
        err("dealer", f"the dealer seat {state.dealer} is sitting out")
    if state.seats[state.hero].sitting_out:
        err("hero_sitting_out", f"the hero seat {state.hero} is sitting out")
    if state.starting_stacks is not None and all(s.stack is not None for s in state.seats):
        put_in = sum(start - s.stack for start, s in zip(state.starting_stacks, state.seats))
        if put_in != state.pot:
            err("pot_mismatch", f"the stacks say {put_in} chips went in, but the pot is {state.pot}")
        else:
            _seat_put_in(state.starting_stacks, state.seats, err)
    for k, a in enumerate(state.history):
        if a.amount is not None and a.amount < 0:
            err("negative_amount", f"history[{k}] has a negative amount {a.amount}")
            break
    for k, a in enumerate(state.history):
        if STREETS.index(a.street) > STREETS.index(state.street) if state.street in STREETS else False:
            err("history_street", f"history[{k}] is on the {a.street} but the board shows the {state.street}")
            break
    return issues


REPEATS_SHOWN = 3  # repeated cards a message names; the rest are counted


def repeated_cards(state: ObservedTableState) -> str:
    """The cards named more than once, each by every spelling it was typed in and its field, or "" when none.

    >>> table = {"hero": 0, "dealer": 1, "pot": 3, "seats": [{"stack": 198, "committed": 2}, {"stack": 199}]}
    >>> repeated_cards(state_from_dict({**table, "hero_cards": "10h As", "board": "Th 2c 3d"}))
    "'10h' (hero_cards) and 'Th' (board) are the same card"
    >>> repeated_cards(state_from_dict({**table, "hero_cards": "AsAs"}))
    "'As' (hero_cards) is named 2 times"
    """
    where: dict[str, list[str]] = {}
    for name, cards in (("hero_cards", state.hero_cards or ()), ("board", state.board)):
        for card, typed in zip(cards, _spellings(state, name, cards)):
            where.setdefault(card, []).append(f"{typed_text(typed)} ({name})")
    repeats = [names for names in where.values() if len(names) > 1]  # in the order typed: the first is found first
    said = []
    for names in repeats[:REPEATS_SHOWN]:
        unique = list(dict.fromkeys(names))  # a card has a handful of spellings, so this stays short
        if len(unique) == 1:
            said.append(f"{unique[0]} is named {len(names)} times")
        else:
            said.append(", ".join(unique[:-1]) + " and " + unique[-1] + " are the same card")
    if len(repeats) > REPEATS_SHOWN:
        said.append(f"and {len(repeats) - REPEATS_SHOWN} more cards named more than once")
    return "; ".join(said)


def _spellings(state: ObservedTableState, name: str, cards: tuple[str, ...]) -> tuple[str, ...]:
    """The cards of a field as typed, or as the engine spells them when the state was not typed (or was changed)."""
    typed = state.as_typed.get(name, ())
    if len(typed) == len(cards) and all(isinstance(t, str) and typed_card(t) == c for t, c in zip(typed, cards)):
        return typed
    return cards


def _seat_put_in(starting: tuple[int, ...], seats: tuple[SeatState, ...], err: Callable[[str, str], None]) -> None:
    """A seat whose stack fell by less than its bet on this street: the sums add up, the seats do not."""
    for i, (start, s) in enumerate(zip(starting, seats)):
        if s.stack is not None and start - s.stack < s.committed:
            err(
                "pot_mismatch",
                f"seat {i} started with {start} chips and has {s.stack} behind: less than its bet of {s.committed}",
            )
            return
