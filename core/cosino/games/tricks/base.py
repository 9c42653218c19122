"""Shared trick-taking mechanics: card order, following suit, the trick winner, the play loop.

Four positions sit clockwise; position ``p``'s left-hand neighbour is ``p + 1``. A trick is led
by one position and followed clockwise by every *active* position (euchre's lone maker leaves
the partner out). A position must follow the led suit when it can; a game may narrow the lead
or the discard further (hearts, spades) through two hooks on :class:`TrickHand`.

The highest trump wins a trick; without trump the highest card of the led suit wins. A game
with bowers (euchre) overrides :meth:`TrickHand.effective_suit` and :meth:`TrickHand.power`.

"Lowest card" everywhere means the lowest in :mod:`cosino.primitives.cards` order: rank first (2 low, A
high), then suit c < d < h < s; trump and bowers do not change it.

>>> lowest_card(["Kh", "2s", "2c"])
'2c'
>>> trick_winner(["Th", "Ah", "2s", "Kh"], led="h", trump="s")
2
>>> trick_winner(["Th", "Ah", "2c", "Kh"], led="h", trump=None)
1
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Mapping, Sequence

from cosino.games.protocol import Action, Hand, IllegalAction, Option, Variant
from cosino.primitives.cards import CARD_INDEX, DECK, RANKS, SUITS
from cosino.primitives.errors import quoted

SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
NUM_POSITIONS = 4

RANK: dict[str, int] = {c: RANKS.index(c[0]) for c in DECK}
SUIT: dict[str, str] = {c: c[1] for c in DECK}
ORDER: dict[str, int] = CARD_INDEX  # cosino.primitives.cards order: rank*4 + suit
# Display order inside a holding: by suit (c, d, h, s), then rank low to high.
DISPLAY: dict[str, int] = {c: SUITS.index(c[1]) * 16 + RANKS.index(c[0]) for c in DECK}
_CARDS = frozenset(DECK)
# The cards of each suit (what ``breaks`` names is one set test per trick).
SUIT_CARDS: dict[str, frozenset[str]] = {s: frozenset(c for c in DECK if c[1] == s) for s in SUITS}
# The next active position clockwise when everyone plays (a lone euchre maker builds its own).
ALL_ACTIVE_NEXT = (1, 2, 3, 0)
_NEXT_BY_ACTIVE: dict[tuple[bool, ...], tuple[int, ...]] = {}  # TrickHand._next_table, by who is active
_NO_PLAY_OPTIONS: tuple[None, list[Option]] = (None, [])  # matches no legal list, so is never handed out
_NOTHING_BREAKS: frozenset[str] = frozenset()  # the cards of ``breaks`` in a game without one
_NO_CARD = _NOTHING_BREAKS.__contains__  # what follows before a card is led
# One action per card played, shared (actions are immutable): what legal_actions() hands out.
PLAY_ACTIONS: dict[str, Action] = {c: Action("play", None, c) for c in DECK}


def _no_card_to_play() -> list[str]:
    raise AssertionError("no card is to be played")


def lowest_card(cards: Sequence[str]) -> str:
    """The lowest card in cosino.primitives.cards order (rank, then suit c < d < h < s)."""
    return min(cards, key=ORDER.__getitem__)


def sort_cards(cards: Sequence[str]) -> list[str]:
    """Cards grouped by suit (c, d, h, s), each suit low to high."""
    return sorted(cards, key=DISPLAY.__getitem__)


def plain_power(card: str, led: str, trump: str | None) -> int:
    """Strength of ``card`` in a trick led in ``led``: trump 100+, led suit by rank, else -1."""
    suit = SUIT[card]
    if suit == trump:
        return 100 + RANK[card]
    if suit == led:
        return RANK[card]
    return -1


def trick_winner(cards: Sequence[str], led: str, trump: str | None) -> int:
    """Index (in play order) of the card that wins a trick of plain cards."""
    best = 0
    best_power = plain_power(cards[0], led, trump)
    for i in range(1, len(cards)):
        p = plain_power(cards[i], led, trump)
        if p > best_power:
            best, best_power = i, p
    return best


def follow_suit(holding: Sequence[str], led: str, suit_of: Callable[[str], str] = SUIT.__getitem__) -> list[str]:
    """The cards of ``holding`` that follow ``led``; all of them when none does."""
    follow = [c for c in holding if suit_of(c) == led]
    return follow if follow else list(holding)


def deal_blocks(
    deck: Sequence[str],
    per_position: int,
    positions: int = NUM_POSITIONS,
    cards: frozenset[str] = _CARDS,
    rule: str = "the deck must hold distinct cards such as 'As', 'Td'",
) -> list[list[str]]:
    """Deal ``per_position`` cards to each position in blocks: position p gets deck[p*n:(p+1)*n].

    The deck must be distinct cards drawn from ``cards``; ``rule`` is the error that says so.
    Dealing by absolute position (not from the dealer) is what lets the episode's seat rotation
    give a slot its counterpart's cards in the mirror hand of a duplicate pair.
    """
    need = per_position * positions
    if len(deck) < need:
        raise ValueError(f"the deck has {len(deck)} cards; {positions} holdings of {per_position} need {need}")
    try:
        distinct = set(deck)
    except TypeError:  # an unhashable entry (a list, a dict) is no card
        raise ValueError(rule) from None
    if len(distinct) != len(deck) or not distinct <= cards:
        raise ValueError(rule)
    key = DISPLAY.__getitem__  # as sort_cards, without a call per holding
    if positions == NUM_POSITIONS:  # written out: a deal per hand, and the loop costs a quarter of it
        n = per_position
        return [
            sorted(deck[:n], key=key),
            sorted(deck[n : 2 * n], key=key),
            sorted(deck[2 * n : 3 * n], key=key),
            sorted(deck[3 * n : 4 * n], key=key),
        ]
    return [sorted(deck[p * per_position : (p + 1) * per_position], key=key) for p in range(positions)]


def dealer_position(button: Any) -> int:
    """``button`` as the dealer's position: an int 0..3 (a bool, a float or a string is none), else ValueError."""
    if type(button) is not int or not 0 <= button < NUM_POSITIONS:
        raise ValueError(f"dealer position {quoted(button)} is not one of 0..3")
    return button


def hand_number(hand_index: Any) -> int:
    """``hand_index`` as a hand's index in its episode: an int from 0 (a bool is none), else ValueError."""
    if type(hand_index) is not int or hand_index < 0:
        raise ValueError(f"hand index must be a non-negative integer, got {quoted(hand_index)}")
    return hand_index


_STRENGTH: dict[str | None, dict[str, int]] = {}


def strength_table(trump: str | None) -> dict[str, int]:
    """Card -> strength with ``trump`` (shared, never mutated): trump 100 + rank, others rank."""
    table = _STRENGTH.get(trump)
    if table is None:
        table = _STRENGTH[trump] = {c: (100 + r if SUIT[c] == trump else r) for c, r in RANK.items()}
    return table


def led_powers(suit_of: dict[str, str], strength: dict[str, int], trump: str | None) -> dict[str, dict[str, int]]:
    """Led suit -> (card -> its power in a trick led in that suit): trump and led cards by
    ``strength``, every other card -1. One lookup then ranks a card against the trick's best."""
    return {led: {c: (strength[c] if s == trump or s == led else -1) for c, s in suit_of.items()} for led in SUITS}


_PLAIN_POWERS: dict[str | None, dict[str, dict[str, int]]] = {}


def plain_led_powers(trump: str | None) -> dict[str, dict[str, int]]:
    """:func:`led_powers` of plain cards (no bowers), built once per trump and shared."""
    table = _PLAIN_POWERS.get(trump)
    if table is None:
        table = _PLAIN_POWERS[trump] = led_powers(SUIT, strength_table(trump), trump)
    return table


_NO_TRUMP_POWERS = plain_led_powers(None)


class TrickVariant(Variant):
    """What every trick game's variant adds to the protocol: its card rules, for whoever reasons
    about tricks outside the engine (the house seats, the soft-play audit)."""

    # Card -> the penalty points it carries to whoever wins its trick; None where cards carry none.
    penalty_points: Mapping[str, int] | None = None

    def card_tables(self, trump: str | None) -> tuple[dict[str, str], dict[str, dict[str, int]]]:
        """(card -> the suit it follows, led suit -> card -> its power in the trick) under ``trump``:
        the tables the play loop itself reads (shared; never mutate them).

        >>> suit_of, powers = TrickVariant.card_tables(None, "s")
        >>> powers["h"]["2s"] > powers["h"]["Ah"] > powers["h"]["Ac"]
        True
        """
        return SUIT, plain_led_powers(trump)


_QUARTERS: dict[int, Fraction] = {}


def partnership_nets(team_points: Sequence[int]) -> list[int]:
    """Per-position net of a partnership hand (positions 0 and 2 against 1 and 3): each seat
    gets its team's points minus the other team's.

    >>> partnership_nets([2, 0])
    [2, -2, 2, -2]
    """
    diff = team_points[0] - team_points[1]
    return [diff, -diff, diff, -diff]


def quarters(numerators: Sequence[int]) -> list[Fraction]:
    """``[Fraction(n, 4) for n in numerators]``, sharing the (immutable) values: Fraction maths is slow."""
    out = []
    for n in numerators:
        q = _QUARTERS.get(n)
        if q is None:
            q = _QUARTERS[n] = Fraction(n, 4)
        out.append(q)
    return out


class TrickHand(Hand):
    """A hand of a four-position trick-taking game: the play phase shared by every module.

    Subclasses run their own phases (bidding, passing, discarding) before calling
    :meth:`_start_play`, and score the finished hand in :meth:`_finish`. During play the legal
    set of the position on decision is ready before it is asked for: each card played computes
    the next one from per-suit lists of every holding, so no holding is filtered card by card.
    """

    # Slots: a hand has more fields than an instance dict shares cheaply, and it is built per deal.
    __slots__ = (
        "holdings",
        "dealer",
        "trump",
        "suit_of",
        "suit_cards",
        "strength",
        "_powers",
        "active",
        "_next",
        "phase",
        "turn",
        "leader",
        "_cards",
        "_power",
        "_suits",
        "_home",
        "_follows",
        "led",
        "best_pos",
        "best_power",
        "tricks_won",
        "completed",
        "tricks_total",
        "num_active",
        "breaks",
        "_broken",
        "bids",
        "_legal",
        "_options",
        "_play_options",
        "_breaking",
        "_over",
    )

    num_positions = NUM_POSITIONS
    game = "tricks"
    max_swing: int | Fraction = 0  # the proven swing cap (each game's module gives the proof)
    _scores_tricks = False  # whether the subclass adds fields to a trick's event (set below)
    _own_discard = False  # whether the subclass narrows a discard (set below)
    _own_lead = False  # whether the subclass narrows a lead (set below)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The hooks are skipped on the hot path unless a game defines them (a call costs more than the copy).
        cls._scores_tricks = cls._score_trick is not TrickHand._score_trick
        cls._own_discard = cls._legal_discard is not TrickHand._legal_discard
        cls._own_lead = cls._legal_lead is not TrickHand._legal_lead

    def __init__(self, holdings: list[list[str]], dealer: int) -> None:
        # List literals, not [x] * 4, below: a hand is built per deal and they are measurably cheaper.
        self.holdings = holdings
        self.dealer = dealer
        self.trump: str | None = None
        self.suit_of: dict[str, str] = SUIT
        self.suit_cards: dict[str, frozenset[str]] = SUIT_CARDS  # the inverse of suit_of
        self.strength: dict[str, int] = RANK
        self._powers = _NO_TRUMP_POWERS
        self.active = [True, True, True, True]
        self._next: Sequence[int] = ALL_ACTIVE_NEXT
        self.phase = "play"
        self.turn: int | None = None
        self.leader: int | None = None
        self._cards: list[str] = []  # the trick in progress, in play order from the leader
        self._power: dict[str, int] = {}  # card -> power in the trick in progress
        self._suits: list[dict[str, list[str]]] = []  # per position: suit followed -> cards held
        self._home: dict[str, list[str]] = {}  # card held -> the list of _suits that holds it
        self._follows: Callable[[str], bool] = _NO_CARD  # whether a card follows the led suit (ShortHandPlay)
        self.led: str | None = None
        self.best_pos = -1
        self.best_power = -2
        self.tricks_won = [0, 0, 0, 0]
        self.completed: list[dict[str, Any]] = []  # finished tricks as JSON-ready dicts
        self.tricks_total = 0
        self.num_active = NUM_POSITIONS
        self.breaks: str | None = None  # the suit that may not be led until one is played
        self._broken = False  # whether ``breaks`` was played before the trick in progress
        self.bids: list[int | None] = [None, None, None, None]  # stays empty in the games that do not bid
        self._legal: list[str] | None = None  # set exactly while a card is to be played
        self._options: list[Option] | None = None  # of the game's own phases
        self._play_options: tuple[list[str] | None, list[Option]] = _NO_PLAY_OPTIONS  # (for which legal list, options)
        self._breaking = _NOTHING_BREAKS  # the cards of ``breaks``, set when play starts
        self._over = False

    # -- card rules a game may override ---------------------------------------------------

    def _set_trump(self, suit: str | None) -> None:
        """Fix trump and rebuild the per-card tables the play loop reads."""
        self.trump = suit
        self.suit_of = SUIT
        self.suit_cards = SUIT_CARDS
        self.strength = strength_table(suit)
        self._powers = plain_led_powers(suit)

    def effective_suit(self, card: str) -> str:
        """The suit a card follows and is followed as (euchre's left bower: trump)."""
        return self.suit_of[card]

    def power(self, card: str, led: str) -> int:
        """Strength of ``card`` in a trick led in ``led``: trump high, off-suit -1."""
        return self._powers[led][card]

    def _legal_lead(self, pos: int, holding: list[str]) -> list[str]:
        return list(holding)

    def _legal_discard(self, pos: int, holding: list[str]) -> list[str]:
        return list(holding)

    def _score_trick(self, done: dict[str, Any], cards: list[str]) -> None:
        """Add a game's own fields to a finished trick's event (hearts adds its points)."""

    def _finish(self) -> list[dict[str, Any]]:
        """Score the finished hand; return its closing events."""
        raise NotImplementedError

    # -- the play phase --------------------------------------------------------------------

    def _start_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = leader
        self.turn = leader
        self._cards = []
        self.led = None
        self.tricks_total = len(self.holdings[leader])
        if self.num_active != NUM_POSITIONS:
            self._next = self._next_table()
        self._breaking = self.suit_cards[self.breaks] if self.breaks else _NOTHING_BREAKS
        suit_of = self.suit_of
        self._suits = suits = []
        self._home = home = {}
        for holding in self.holdings:
            lists: dict[str, list[str]] = {"c": [], "d": [], "h": [], "s": []}
            for c in holding:
                home[c] = held = lists[suit_of[c]]
                held.append(c)
            suits.append(lists)
        self._legal = self._legal_lead(leader, self.holdings[leader])

    @property
    def broken(self) -> bool:
        """Whether a card of ``breaks`` has been played (kept per trick; the trick in progress is looked at)."""
        return self._broken or not self._breaking.isdisjoint(self._cards)

    @property
    def trick(self) -> list[tuple[int, str]]:
        """The trick in progress as (position, card) in play order."""
        out = []
        pos = self.leader
        for card in self._cards:
            out.append((pos, card))
            pos = self._next[pos]  # type: ignore[index]
        return out

    def legal_cards(self) -> list[str]:
        """The legal cards of the position on decision during play (do not mutate the list)."""
        # A legal list is never empty, so ``or`` reaches the refusal exactly when no card is to be played.
        return self._legal or _no_card_to_play()

    def _next_table(self) -> tuple[int, ...]:
        """Position -> the next active position clockwise, shared per set of active positions."""
        key = tuple(self.active)
        table = _NEXT_BY_ACTIVE.get(key)
        if table is None:
            table = _NEXT_BY_ACTIVE[key] = tuple(self._next_active(p) for p in range(NUM_POSITIONS))
        return table

    def _next_active(self, pos: int) -> int:
        nxt = (pos + 1) % NUM_POSITIONS
        while not self.active[nxt]:
            nxt = (nxt + 1) % NUM_POSITIONS
        return nxt

    def _why_not(self, pos: int, card: str | None, legal: list[str]) -> str:
        if card not in self.holdings[pos]:
            return f"play {card}: position {pos} does not hold that card (legal: {' '.join(legal)})"
        if self._cards:
            return f"play {card}: must follow {SUIT_NAMES[self.led or 'c']} (legal: {' '.join(legal)})"
        return f"play {card}: {self._lead_rule()} (legal: {' '.join(legal)})"

    def _lead_rule(self) -> str:
        return "not a legal lead"

    # -- protocol pieces shared by every module -------------------------------------------

    def options(self) -> list[Option]:
        """The legal choices on decision (computed once per decision; do not mutate the list)."""
        legal = self._legal
        if legal is not None:
            made_for, opts = self._play_options
            if made_for is not legal:  # a new decision: each one has a fresh legal list
                opts = [Option("play", None, None, tuple(legal))]  # positional: measurably faster
                self._play_options = (legal, opts)
            return opts
        opts = self._options
        if opts is None:
            if self._over:
                return []
            opts = self._options = self._phase_options()
        return opts

    def _phase_options(self) -> list[Option]:
        """The options of the game's own phases (bidding, passing, discarding)."""
        raise NotImplementedError

    def legal_actions(self) -> Sequence[Action]:
        """Every legal single action on decision: one per card or per bid, as OpenSpiel lists them.

        The choices of :meth:`options`, expanded in their order. The actions are shared; do not
        mutate the sequence.
        """
        legal = self._legal
        if legal is not None:
            return list(map(PLAY_ACTIONS.__getitem__, legal))  # map: a third cheaper than a comprehension
        if self._over:
            return ()
        return self._phase_actions()

    def _phase_actions(self) -> Sequence[Action]:
        """The single actions of the game's own phases (a game with a cheaper list overrides this)."""
        return [a for o in self.options() for a in o.actions()]

    def apply(self, action: Action) -> list[dict[str, Any]]:
        legal = self._legal
        if legal is None:  # a phase of the game's own, or the hand is over
            return self._apply_own_phase(action)
        # Playing a card is the engine's hot path (once per card), so it is written out here.
        card = action.card
        if card not in legal or action.kind != "play" or action.amount is not None:
            raise IllegalAction(self._play_refusal(action, legal))
        pos: int = self.turn  # type: ignore[assignment]
        # The legal list is built fresh for each decision, so the event may keep it.
        events = [{"type": "action", "pos": pos, "action": "play", "card": card, "legal": legal}]
        self.holdings[pos].remove(card)
        self._home[card].remove(card)
        cards = self._cards
        if cards:
            power = self._power[card]
            if power > self.best_power:
                self.best_pos = pos
                self.best_power = power
        else:
            self.led = suit = self.suit_of[card]
            self._power = powers = self._powers[suit]
            self.best_pos = pos
            self.best_power = powers[card]
        cards.append(card)
        nxt = self._next[pos]
        if nxt != self.leader:
            self.turn = nxt
            follow = self._suits[nxt][self.led]  # type: ignore[index]
            self._legal = follow[:] if follow else self._legal_discard(nxt, self.holdings[nxt])
            return events
        return self._close_trick(events, cards, nxt)

    def _close_trick(self, events: list[dict[str, Any]], cards: list[str], leader: int) -> list[dict[str, Any]]:
        """Score the trick just completed (led by ``leader``) and hand the lead on, or finish the hand."""
        winner = self.best_pos
        self.tricks_won[winner] += 1
        done = {"type": "trick", "pos": winner, "leader": leader, "cards": cards}
        if self._scores_tricks:
            self._score_trick(done, cards)
        if self._breaking and not self._broken and not self._breaking.isdisjoint(cards):
            self._broken = True
        completed = self.completed
        completed.append(done)
        events.append(done)
        self._cards = []
        self.led = None
        if len(completed) == self.tricks_total:
            self.turn = None
            self._legal = None
            self._over = True
            events.extend(self._finish())
        else:
            self.leader = self.turn = winner
            if self._own_lead:
                self._legal = self._legal_lead(winner, self.holdings[winner])
            else:
                self._legal = self.holdings[winner][:]
        return events

    def _apply_own_phase(self, action: Action) -> list[dict[str, Any]]:
        pos = self.turn
        if self._over or pos is None:
            self._require_turn()  # raises: no one is on decision
        events = self._apply_phase(pos, action)  # type: ignore[arg-type]
        self._options = None
        return events

    def _play_refusal(self, action: Action, legal: list[str]) -> str:
        if action.kind != "play" or action.amount is not None:
            return f"{action}: {self.game} is in its play phase; play a card with 'play'"
        return self._why_not(self.turn, action.card, legal)  # type: ignore[arg-type]

    def _apply_phase(self, pos: int, action: Action) -> list[dict[str, Any]]:
        """Apply a decision of the game's own phases (bidding, passing, discarding)."""
        raise NotImplementedError

    # -- bidding, for the games that bid (``self.bids``) ------------------------------------

    def _bid_amount(self, action: Action) -> int:
        """The amount of a bid; any other action, or an amount that is not an int, is refused during the bidding."""
        if action.kind != "bid" or action.card is not None or action.amount is None:
            raise IllegalAction(f"{action}: {self.game} is bidding; bid an amount with 'bid'")
        if type(action.amount) is not int:  # True and 2.0 compare equal to bids 1 and 2
            raise IllegalAction(f"bid {quoted(action.amount)}: a bid is a whole number of tricks")
        return action.amount

    def _record_bid(self, pos: int, amount: int, last: bool) -> list[dict[str, Any]]:
        """Record a checked bid; after the ``last`` one, play starts left of the dealer."""
        self.bids[pos] = amount
        events: list[dict[str, Any]] = [{"type": "action", "pos": pos, "action": "bid", "amount": amount}]
        if last:
            self._start_play((self.dealer + 1) % NUM_POSITIONS)
            events.append({"type": "bids", "bids": list(self.bids)})
        else:
            self.turn = (pos + 1) % NUM_POSITIONS
        return events

    # -- results and views shared by every module -----------------------------------------

    def swing_cap(self) -> int | Fraction:
        return self.max_swing

    def start_events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = [
            {"type": "deal", "pos": p, "cards": list(self.holdings[p])} for p in range(NUM_POSITIONS)
        ]
        events.extend(self._table_events())
        return events

    def _table_events(self) -> list[dict[str, Any]]:
        """Public events of the deal after the cards (an upcard, a trump card, a passing direction)."""
        return []

    def to_act(self) -> int | None:
        return None if self._over else self.turn

    def is_over(self) -> bool:
        return self._over

    def _require_over(self) -> None:
        if not self._over:
            raise IllegalAction("the hand is not finished: nets are defined only for a finished hand")

    def _require_turn(self) -> int:
        if self._over or self.turn is None:
            raise IllegalAction("the hand is over: no one is on decision")
        return self.turn

    def _trick_view(self) -> list[dict[str, Any]]:
        return [{"pos": p, "card": c} for p, c in self.trick]

    def _base_observation(self, position: int) -> dict[str, Any]:
        on_move = self.to_act() == position
        return {
            "game": self.game,
            "position": position,
            "dealer": self.dealer,
            "phase": "over" if self._over else self.phase,
            "cards": list(self.holdings[position]),
            "trump": self.trump,
            "trick": self._trick_view(),
            "leader": self.leader if self.phase == "play" else None,
            "lastTrick": dict(self.completed[-1]) if self.completed else None,
            "tricksWon": list(self.tricks_won),
            "toAct": self.to_act(),
            "legal": [o.to_json() for o in self.options()] if on_move else [],
        }

    def fallback(self) -> Action:
        """The lowest legal card in play; the phase's own documented choice otherwise."""
        if self.phase == "play":
            return Action("play", card=lowest_card(self.legal_cards()))
        return self._phase_fallback()

    def _phase_fallback(self) -> Action:
        raise NotImplementedError


class ShortHandPlay(TrickHand):
    """The play loop for short holdings (euchre's five cards, oh-hell's one to ten): a follower's
    legal cards are filtered from its holding per decision instead of kept split by suit, which
    costs less than the split and its upkeep when holdings are short. Subclasses must not narrow a
    lead or a discard through the per-suit lists (there are none).
    """

    __slots__ = ()

    def _start_play(self, leader: int) -> None:
        self.phase = "play"
        self.leader = leader
        self.turn = leader
        self._cards = []
        self.led = None
        self.tricks_total = len(self.holdings[leader])
        if self.num_active != NUM_POSITIONS:
            self._next = self._next_table()
        self._breaking = self.suit_cards[self.breaks] if self.breaks else _NOTHING_BREAKS
        self._legal = self._legal_lead(leader, self.holdings[leader])

    def apply(self, action: Action) -> list[dict[str, Any]]:
        legal = self._legal
        if legal is None:  # a phase of the game's own, or the hand is over
            return self._apply_own_phase(action)
        # TrickHand.apply without the per-suit lists: the same events, the same legal lists.
        card = action.card
        if card not in legal or action.kind != "play" or action.amount is not None:
            raise IllegalAction(self._play_refusal(action, legal))
        pos: int = self.turn  # type: ignore[assignment]
        # The legal list is built fresh for each decision, so the event may keep it.
        events = [{"type": "action", "pos": pos, "action": "play", "card": card, "legal": legal}]
        self.holdings[pos].remove(card)
        cards = self._cards
        if cards:
            power = self._power[card]
            if power > self.best_power:
                self.best_pos = pos
                self.best_power = power
        else:
            self.led = suit = self.suit_of[card]
            self._power = powers = self._powers[suit]
            self._follows = self.suit_cards[suit].__contains__
            self.best_pos = pos
            self.best_power = powers[card]
        cards.append(card)
        nxt = self._next[pos]
        if nxt != self.leader:
            self.turn = nxt
            holding = self.holdings[nxt]
            follow = list(filter(self._follows, holding))  # in C, and already a fresh list
            if follow:
                self._legal = follow
            elif self._own_discard:
                self._legal = self._legal_discard(nxt, holding)
            else:
                self._legal = holding[:]
            return events
        return self._close_trick(events, cards, nxt)


class PartnershipHand(TrickHand):
    """A game of two sides, positions 0 and 2 against 1 and 3, each side scored in ``team_points``."""

    __slots__ = ("team_points",)

    def __init__(self, holdings: list[list[str]], dealer: int) -> None:
        super().__init__(holdings, dealer)
        self.team_points = [0, 0]

    def nets(self) -> list[int]:
        self._require_over()
        return partnership_nets(self.team_points)


_BID_OPTIONS: dict[tuple[int, ...], tuple[Option, ...]] = {}


def bid_options(allowed: Sequence[int]) -> list[Option]:
    """Options for a set of allowed bids: one range when contiguous, else one Option per bid."""
    values = tuple(sorted(allowed))
    # Options are immutable: build each distinct set once, hand out a fresh list.
    opts = _BID_OPTIONS.get(values)
    if opts is None:
        if values and values[-1] - values[0] + 1 == len(values):
            opts = (Option("bid", values[0], values[-1]),)
        else:
            opts = tuple(Option("bid", v, v) for v in values)
        _BID_OPTIONS[values] = opts
    return list(opts)
