"""The one game protocol every module implements, and the action types it speaks.

A *variant* (``kuhn``, ``holdem-6max``, ``hearts`` ...) deals *hands*. A hand is a state that
changes only through :meth:`Hand.apply`; it knows whose turn it is, what is legal, what each
position may observe, when it is over and what each position netted. Positions are table
seats ``0..n-1`` counted clockwise from the button (or dealer); the episode maps them to the
players' slots.

>>> Option("raise", 4, 10).admits(Action("raise", 6))
True
>>> Option("raise", 4, 10).admits(Action("raise", 11))
False
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from cosino.primitives.errors import CosinoError

# The most decisions an episode may be created with where a function's time bounds its end (the
# API): its cold rebuild then fits (measured: docs/runtime.md); a variant with a dear end-of-episode
# audit declares less. A hearts episode of the API's 1,000 hands takes about 61,000.
MAX_DECISIONS = 100_000

Number = int | Fraction


class IllegalAction(CosinoError):
    """An action that the rules forbid in this state; the message names the rule."""


@dataclass(frozen=True)
class Action:
    """One decision: ``kind`` plus an ``amount`` (poker raise-to totals, bids) or a ``card``."""

    kind: str
    amount: int | None = None
    card: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.kind}
        if self.amount is not None:
            out["amount"] = self.amount
        if self.card is not None:
            out["card"] = self.card
        return out

    def __str__(self) -> str:
        extra = self.amount if self.amount is not None else self.card
        return f"{self.kind}" if extra is None else f"{self.kind} {extra}"  # formatted: a kind may not be a str


@dataclass(frozen=True)
class Option:
    """A legal choice: one kind, with an inclusive amount range or a set of cards where they apply."""

    kind: str
    min_amount: int | None = None
    max_amount: int | None = None
    cards: tuple[str, ...] | None = None

    def admits(self, action: Action) -> bool:
        if action.kind != self.kind:
            return False
        if self.min_amount is not None:
            if action.amount is None or not self.min_amount <= action.amount <= self.max_amount:
                return False
        elif action.amount is not None:
            return False
        if self.cards is not None:
            return action.card in self.cards
        return action.card is None

    def actions(self) -> tuple[Action, ...]:
        """The single actions this option admits, in order: one per card, or per amount in the range.

        >>> [str(a) for a in Option("bid", 0, 2).actions()]
        ['bid 0', 'bid 1', 'bid 2']
        """
        if self.cards is not None:
            return tuple(Action(self.kind, None, c) for c in self.cards)
        if self.min_amount is not None:
            amounts = range(self.min_amount, self.max_amount + 1)  # type: ignore[operator]
            return tuple(Action(self.kind, v) for v in amounts)
        return (Action(self.kind),)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.kind}
        if self.min_amount is not None:
            out["min"] = self.min_amount
            out["max"] = self.max_amount
        if self.cards is not None:
            out["cards"] = list(self.cards)
        return out


class Hand(ABC):
    """One deal in progress. Mutated only by :meth:`apply`."""

    num_positions: int

    @abstractmethod
    def to_act(self) -> int | None:
        """The position on decision, or None when the hand is over."""

    @abstractmethod
    def options(self) -> list[Option]:
        """The legal choices of the position on decision."""

    @abstractmethod
    def apply(self, action: Action) -> list[dict[str, Any]]:
        """Apply a legal action; return the events it caused (the action itself first).

        Raises :class:`IllegalAction` naming the broken rule, leaving the hand unchanged.
        """

    @abstractmethod
    def observation(self, position: int) -> dict[str, Any]:
        """What ``position`` may see now: JSON-ready, no other position's private cards."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def nets(self) -> list[Number]:
        """Per-position result of the finished hand; sums to zero."""

    @abstractmethod
    def swing_cap(self) -> Number:
        """A proven bound on max |net| for this hand (the scoring normaliser)."""

    def fallback(self) -> Action:
        """The documented action taken for an invalid response."""
        opts = self.options()
        for kind in ("check", "fold"):
            for o in opts:
                if o.kind == kind:
                    return Action(kind)
        first = opts[0]
        if first.cards:
            return Action(first.kind, card=first.cards[0])
        return Action(first.kind, first.min_amount)

    def offers(self, action: Action) -> bool:
        """Whether ``action`` is one of :meth:`options` (what a game's ``apply`` may check against)."""
        return any(o.admits(action) for o in self.options())

    def is_legal(self, action: Action) -> bool:
        """Whether :meth:`apply` accepts ``action``; apply is the one judge, so this asks it on a copy."""
        try:
            self.clone().apply(action)
        except IllegalAction:
            return False
        return True

    def clone(self) -> "Hand":
        """An independent copy: applying actions to it leaves this hand unchanged."""
        return copy.deepcopy(self)

    def infoset_key(self, position: int) -> str | None:
        """Information-set key of ``position`` where the variant defines one (Kuhn, Leduc)."""
        return None

    def raw_numbers(self) -> dict[str, list[int]]:
        """Legible per-position numbers of the finished hand for the endcard (points, tricks ...)."""
        return {}

    def start_events(self) -> list[dict[str, Any]]:
        """Events describing the deal (cards, blinds) before the first decision."""
        return []


@dataclass(frozen=True)
class GameType:
    """What a variant can do: the one place every other module asks, instead of matching names.

    >>> t = GameType("kuhn", "poker", 2, 2, exact_tree=True, diagnostics=("exploitability",), bet_sizes=(1,))
    >>> t.to_json()["diagnostics"], t.ladder
    (['exploitability'], True)
    """

    name: str
    family: str  # "poker" or "tricks"
    min_seats: int
    max_seats: int
    chip_race: bool = False  # stacks carry between hands; the score is the chip share
    duplicate: bool = True  # hands 2k and 2k+1 share a deck, the table rotated in the mirror
    partnerships: bool = False  # seats 0 and 2 play as one side against 1 and 3
    exact_tree: bool = False  # the analytics can walk the whole game (chance and information sets)
    notations: tuple[str, ...] = ()  # hand-history formats the game reads and writes ("phh")
    diagnostics: tuple[str, ...] = ()  # names in cosino.diagnostics' registry that apply
    house_seat: str = ""  # what plays the "house" seat
    bet_sizes: tuple[int, ...] | None = None  # fixed bet size per betting round (limit games), for the viewer
    ante: int = 0  # what every seat puts in before the deal (the limit games)
    board_per_street: tuple[int, ...] | None = None  # public cards shown after each street
    rules: str = ""  # the rules in brief, as a model seat's prompt states them
    max_decisions: int = MAX_DECISIONS  # the most decisions an episode takes where its end must fit one function

    @property
    def ladder(self) -> bool:
        """A ladder rung: every hand starts fresh, in duplicate pairs."""
        return self.family == "poker" and not self.chip_race

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "family": self.family,
            "minSeats": self.min_seats,
            "maxSeats": self.max_seats,
            "chipRace": self.chip_race,
            "duplicate": self.duplicate,
            "partnerships": self.partnerships,
            "exactTree": self.exact_tree,
            "notations": list(self.notations),
            "diagnostics": list(self.diagnostics),
            "houseSeat": self.house_seat,
            "rules": self.rules,
            "ladder": self.ladder,
        }
        if self.bet_sizes is not None:
            out["betSizes"] = list(self.bet_sizes)
        if self.ante:
            out["ante"] = self.ante
        if self.board_per_street is not None:
            out["boardPerStreet"] = list(self.board_per_street)
        return out


def _from_game_type(field: str) -> Any:
    """A read-only property giving ``self.game_type.<field>``."""
    return property(lambda self: getattr(self.game_type, field), doc=f"``game_type.{field}``")


class Variant(ABC):
    """A rung or table: how hands are dealt, seated and scored. What it can do is its ``game_type``."""

    game_type: GameType

    # The facts callers read most, read through from the game type (which stays their one source).
    name: str = _from_game_type("name")  # type: ignore[assignment]
    family: str = _from_game_type("family")  # type: ignore[assignment]
    min_seats: int = _from_game_type("min_seats")  # type: ignore[assignment]
    max_seats: int = _from_game_type("max_seats")  # type: ignore[assignment]
    chip_race: bool = _from_game_type("chip_race")  # type: ignore[assignment]
    duplicate: bool = _from_game_type("duplicate")  # type: ignore[assignment]

    @abstractmethod
    def deck(self) -> list[str]:
        """The cards to shuffle for one deal (or one duplicate pair)."""

    @abstractmethod
    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> Hand:
        """Deal a hand from an already shuffled deck; ``stacks`` by position (0 = sitting out)."""

    def starting_stack(self, seats: int) -> int:
        return 0

    def big_blind(self) -> int | None:
        return None

    def mirror_shift(self, seats: int) -> int:
        return seats // 2

    def most_decisions(self, hand_index: int) -> int | None:
        """The most decisions hand ``hand_index`` can take under the rules, or None where betting
        leaves it open: what tells a league whether its hands fit an episode's decision budget."""
        return None

    @abstractmethod
    def longest_hand(self, seats: int) -> int:
        """The most decisions any one hand at ``seats`` seats can take under the rules, raise wars
        included: how far past its budget an episode may run, since the pair in play at the budget
        is played out."""
