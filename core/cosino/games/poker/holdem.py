"""No-limit Texas Hold'em for 2 to 10 seats: the ladder rungs and the chip-race tables.

Dealing. ``new_hand`` takes an already shuffled deck and uses it front to back with no burn
cards: each dealt-in seat gets one card per round for two rounds, the round beginning left of the
button (heads-up: the non-button seat, the big blind, gets the first card); the next five cards
are the flop, the turn and the river in that order.

Betting. Blinds are posted by the two seats after the button; with two players the button
takes the small blind, opens the preflop betting and speaks last on every later street. A bet or
raise names the street total it raises to. The smallest legal raise adds the largest full
increment seen on the street (never less than the big blind); a player may always go all-in for
less. An all-in short of a full raise does
not give a player who has already acted the right to raise again, unless the increments since that
player last acted add up to a full raise. Folding is not offered when checking is free, and nobody
may raise when no other live player could put in another chip.

Settlement. An unmatched part of a bet goes back to its owner; pots are split by commitment level
(the main pot, then side pots); tied winners share a pot and its odd chips go one at a time to the
winners in clockwise order starting left of the button. When at most one player can still act, the
remaining board is dealt with no further decisions.

Input. Stacks, blinds and the button are plain ints (a bool or a float is refused by name), and an
action whose kind is not a string is refused as an illegal action like any other broken rule.

>>> hand = HoldemVariant("holdem-hu", 2, 2).new_hand(DECK_FOR_DOCTEST, [200, 200], 0, 0)
>>> hand.to_act(), [str(o.kind) for o in hand.options()]
(0, ['fold', 'call', 'raise'])
>>> _ = hand.apply(Action("raise", 6)); _ = hand.apply(Action("fold"))
>>> hand.nets()
[2, -2]
"""

from __future__ import annotations

from typing import Any, Sequence

from cosino.games.poker.evaluator import CATEGORIES, evaluate_holes
from cosino.games.protocol import MAX_DECISIONS, Action, GameType, Hand, IllegalAction, Option, Variant
from cosino.primitives.cards import CARD_INDEX, DECK
from cosino.primitives.errors import quoted

DECK_FOR_DOCTEST = list(DECK)
STREETS = ("preflop", "flop", "turn", "river")
BOARD_PER_STREET = (0, 3, 4, 5)  # board cards face up on each street; the variant's GameType shows the same
# The collusion audit prices every fold over 2000 runouts: at most about 2 ms of CPU a decision
# here, 7 ms on a 512 MB function, so an audited table's end fits in 28 s (docs/runtime.md).
AUDITED_MAX_DECISIONS = 4_000
_SHOWDOWN = 4

# Seat status codes: small ints keep the state cheap to copy and compare.
OUT, ACTIVE, ALL_IN, FOLDED = 0, 1, 2, 3

_NO_AMOUNT = {"fold", "check", "call"}
_RAISE_OPTIONS: dict[tuple[str, int, int], Option] = {}
_RAISE_OPTIONS_MAX = 65_536  # bounded: deep stacks could make many distinct ranges
# Options are frozen, so the amount-free ones can be shared instead of built per decision.
_CHECK, _FOLD, _CALL = Option("check"), Option("fold"), Option("call")
_INT_ONLY = {int}
# CLOCKWISE[n][pos]: the n positions of an n-seat table clockwise from the one after pos, pos last.
CLOCKWISE = {n: tuple(tuple((pos + 1 + i) % n for i in range(n)) for pos in range(n)) for n in range(2, 11)}


def observed_in_hand(observation: Any, seats: int) -> list[bool] | None:
    """An observation's ``inHand`` (who is dealt in and has not folded), or None when it does not
    hold exactly one true or false per seat (an outside observation: readers then judge from stacks)."""
    in_hand = observation.get("inHand")
    if type(in_hand) is list and len(in_hand) == seats and all(type(v) is bool for v in in_hand):
        return in_hand
    return None


class HoldemHand(Hand):
    """One no-limit hand. Positions ``0..n-1`` are table seats clockwise; a stack of 0 sits out."""

    __slots__ = (
        "num_positions",
        "button",
        "small_blind",
        "big_blind",
        "start",
        "stack",
        "bet",
        "total",
        "status",
        "acted",
        "level",
        "full_raise",
        "street",
        "actor",
        "n_live",
        "n_active",
        "hole",
        "hole_names",
        "board",
        "board_names",
        "won",
        "history",
        "_start_events",
        "order",
        "_clockwise",
    )

    def __init__(
        self, deck: Sequence[str], stacks: Sequence[int], button: int, small_blind: int = 1, big_blind: int = 2
    ) -> None:
        n = len(stacks)
        if not 2 <= n <= 10:
            raise ValueError(f"hold'em needs 2 to 10 positions, got {n}")
        if type(button) is not int or not 0 <= button < n:  # True or 1.0 would index a seat but not name one
            raise ValueError(f"button {quoted(button)} is not a position of a {n}-seat table")
        if set(map(type, stacks)) != _INT_ONLY or min(stacks) < 0:  # checked in C; the loop names the seat
            for p, s in enumerate(stacks):
                if type(s) is not int or s < 0:
                    raise ValueError(f"stack of position {p} must be a non-negative int, got {quoted(s)}")
        if stacks[button] == 0:
            raise ValueError(f"the button (position {button}) has no chips: move it to a funded seat")
        if type(small_blind) is not int or type(big_blind) is not int:  # a 0.5 blind would offer raises apply refuses
            raise ValueError(f"blinds must be ints, got small {quoted(small_blind)} and big {quoted(big_blind)}")
        if not 0 < small_blind <= big_blind:
            raise ValueError(f"blinds must satisfy 0 < small {small_blind} <= big {big_blind}")
        self.num_positions = n
        self.button = button
        self.small_blind = small_blind
        self.big_blind = big_blind
        self.start = list(stacks)
        self.stack = list(stacks)
        self.bet = [0] * n  # this street
        self.total = [0] * n  # this hand
        self.acted = [-1] * n  # bet level the seat last acted at this street; -1: not yet
        # Dealt-in seats clockwise from the first seat after the button; the button comes last.
        self._clockwise = CLOCKWISE[n]  # this table's row of CLOCKWISE, read on every decision
        order = self._clockwise[button]
        if 0 in stacks:
            self.status = [ACTIVE if s else OUT for s in stacks]
            self.order = [p for p in order if stacks[p]]
        else:
            self.status = [ACTIVE] * n
            self.order = list(order)
        dealt = len(self.order)
        if dealt < 2:
            raise ValueError(f"a hand needs two funded seats, got {dealt}")
        events = self._deal(deck, n, dealt)
        self.won = [0] * n
        self.history: list[tuple[int, int, str, int | None]] = []  # (street, pos, kind, amount)
        self.n_live = dealt
        self.n_active = dealt
        self.street = 0
        self.level = 0
        self.full_raise = big_blind
        self.actor = -1
        if dealt == 2:
            sb_pos, bb_pos = button, self.order[0]
        else:
            sb_pos, bb_pos = self.order[0], self.order[1]
        stack = self.stack
        put = small_blind if small_blind < stack[sb_pos] else stack[sb_pos]
        self._put(sb_pos, put)
        events.append({"type": "blind", "pos": sb_pos, "amount": put, "blind": "small"})
        put2 = big_blind if big_blind < stack[bb_pos] else stack[bb_pos]
        self._put(bb_pos, put2)
        events.append({"type": "blind", "pos": bb_pos, "amount": put2, "blind": "big"})
        self.level = put if put > put2 else put2
        self._start_events = events
        # Preflop action starts left of the big blind.
        self._advance(bb_pos, events)

    def _deal(self, deck: Sequence[str], n: int, dealt: int) -> list[dict[str, Any]]:
        """Hole cards and the board from the front of ``deck`` (checked first); the deal events."""
        need = 2 * dealt + 5
        if len(deck) < need:
            raise ValueError(f"the deck has {len(deck)} cards; {dealt} seats need {need}")
        try:
            idx = list(map(CARD_INDEX.__getitem__, deck[:need]))
        except (KeyError, TypeError):  # TypeError: an unhashable card such as a list
            bad = next(c for c in deck[:need] if type(c) is not str or c not in CARD_INDEX)
            raise ValueError(f"bad card {quoted(bad)} in the deck") from None
        if len(set(idx)) != need:
            raise ValueError("the deck holds a card twice")
        hole: list[tuple[int, int] | None] = [None] * n
        names: list[list[str] | None] = [None] * n
        self.hole, self.hole_names = hole, names
        events: list[dict[str, Any]] = []
        # The k-th seat dealt in gets cards k and k + dealt (one card a round, two rounds).
        for p, i, j, a, b in zip(self.order, idx, idx[dealt:], deck, deck[dealt:]):
            hole[p] = (i, j)
            names[p] = [a, b]
            events.append({"type": "deal", "pos": p, "cards": [a, b]})
        self.board = idx[2 * dealt : need]
        self.board_names = list(deck[2 * dealt : need])
        return events

    # -- chips ---------------------------------------------------------------------------------

    def _put(self, pos: int, amount: int) -> None:
        stack = self.stack
        left = stack[pos] - amount
        stack[pos] = left
        self.bet[pos] += amount
        self.total[pos] += amount
        if not left and self.status[pos] == ACTIVE:
            self.status[pos] = ALL_IN
            self.n_active -= 1

    # -- the protocol ---------------------------------------------------------------------------

    def to_act(self) -> int | None:
        return None if self.actor < 0 else self.actor

    def is_over(self) -> bool:
        return self.street == _SHOWDOWN

    def start_events(self) -> list[dict[str, Any]]:
        return list(map(dict, self._start_events))

    def raise_bounds(self) -> tuple[int, int] | None:
        """(min, max) raise-to total for the seat on decision, or None when it may not raise."""
        p = self.actor
        if p < 0:
            return None
        return self._raise_bounds(p)

    def _raise_bounds(self, p: int) -> tuple[int, int] | None:
        window = self._raise_window(p)
        return window if type(window) is tuple else None

    def _raise_window(self, p: int) -> tuple[int, int] | str:
        """(min, max) raise-to total for ``p``, or the reason ``p`` may not raise (one call per decision)."""
        level, stack, bet = self.level, self.stack, self.bet
        if stack[p] <= level - bet[p]:
            return "calling already puts all of its chips in"
        acted = self.acted[p]
        if acted >= 0 and level - acted < self.full_raise:
            return (
                f"the betting was not re-opened: it rose by {level - acted} since this seat acted, "
                f"short of a full raise of {self.full_raise}"
            )
        status = self.status
        for q in self._clockwise[p]:  # from the next seat on: most often the first one answers
            if q != p and status[q] == ACTIVE and stack[q] + bet[q] > level:
                top = bet[p] + stack[p]
                low = level + self.full_raise
                return (top if low > top else low), top
        return "no other live player has chips left to answer a raise"

    def options(self) -> list[Option]:
        p = self.actor
        if p < 0:
            return []
        level = self.level
        out = [_CHECK] if self.bet[p] == level else [_FOLD, _CALL]
        window = self._raise_window(p)
        if type(window) is tuple:
            kind = "raise" if level else "bet"
            lo, hi = window
            # Options are immutable: each (kind, min, max) is built once (a frozen dataclass is slow to make).
            option = _RAISE_OPTIONS.get((kind, lo, hi))
            if option is None:
                if len(_RAISE_OPTIONS) >= _RAISE_OPTIONS_MAX:
                    _RAISE_OPTIONS.clear()
                option = _RAISE_OPTIONS[kind, lo, hi] = Option(kind, lo, hi)
            out.append(option)
        return out

    def fallback(self) -> Action:
        if self.actor < 0:
            raise IllegalAction("the hand is over: there is nothing to fall back on")
        return Action("check") if self.bet[self.actor] == self.level else Action("fold")

    def apply(self, action: Action) -> list[dict[str, Any]]:
        p = self.actor
        if p < 0:
            raise IllegalAction("the hand is over: no one is on decision")
        kind = action.kind
        amount = action.amount
        if type(kind) is not str:  # a list from an edited record is unhashable: refuse it by rule, not a TypeError
            raise IllegalAction(
                f"the action must be a word (fold, check, call, bet or raise), got a {type(kind).__name__}"
            )
        if action.card is not None:
            raise IllegalAction(f"{kind} takes no card in hold'em")
        street, level = self.street, self.level
        to_call = level - self.bet[p]
        if kind in _NO_AMOUNT:
            if amount is not None:
                raise IllegalAction(f"{kind} takes no amount (amounts are only for bet and raise)")
            if kind == "call":
                if not to_call:
                    raise IllegalAction("call is not allowed: nothing to call, check instead")
                stack = self.stack[p]
                amount = to_call if to_call < stack else stack
                self._put(p, amount)
                event = {"type": "action", "pos": p, "action": "call", "amount": amount, "street": street}
            elif kind == "check":
                if to_call:
                    raise IllegalAction(f"check is not allowed: {to_call} to call")
                event = {"type": "action", "pos": p, "action": "check", "street": street}
            else:
                if not to_call:
                    raise IllegalAction("fold is not offered when checking is free: check instead")
                self.status[p] = FOLDED
                self.n_live -= 1
                self.n_active -= 1
                event = {"type": "action", "pos": p, "action": "fold", "street": street}
            self.acted[p] = level
        elif kind == "bet" or kind == "raise":
            self._check_raise(p, kind, amount)
            if amount - level >= self.full_raise:
                self.full_raise = amount - level
            self._put(p, amount - self.bet[p])
            self.level = amount
            self.acted[p] = amount
            event = {"type": "action", "pos": p, "action": kind, "amount": amount, "street": street}
        else:
            raise IllegalAction(f"unknown action {quoted(kind)} in hold'em: use fold, check, call, bet or raise")
        self.history.append((street, p, kind, amount))
        events = [event]
        if self.n_live == 1:
            self._close_street(events)
            self._settle(events)
        else:
            self._advance(p, events)
        return events

    def _check_raise(self, p: int, kind: str, amount: Any) -> None:
        """Raise :class:`IllegalAction` unless ``p`` may ``kind`` (bet or raise) to ``amount``."""
        if type(amount) is not int:
            raise IllegalAction(f"{kind} needs an integer raise-to amount, got {quoted(amount)}")
        if kind == "bet" and self.level:
            raise IllegalAction(
                f"bet is not allowed: there is already a bet of {self.level} on this street, raise instead"
            )
        if kind == "raise" and not self.level:
            raise IllegalAction("raise is not allowed: there is no bet on this street yet, bet instead")
        window = self._raise_window(p)
        if type(window) is str:
            raise IllegalAction(f"{kind} is not allowed: {window}")
        lo, hi = window
        if amount < lo:
            raise IllegalAction(f"{kind} to {amount} is below the minimum {kind}-to {lo}")
        if amount > hi:
            raise IllegalAction(f"{kind} to {amount} is above the maximum {kind}-to {hi} (all-in)")

    # -- flow -----------------------------------------------------------------------------------

    def _advance(self, after: int, events: list[dict[str, Any]]) -> None:
        """Put the next seat clockwise from ``after`` on decision, or close the street."""
        status, bet, acted, level = self.status, self.bet, self.acted, self.level
        several = self.n_active >= 2
        for q in self._clockwise[after]:
            if status[q] == ACTIVE and (bet[q] < level or (acted[q] < 0 and several)):
                self.actor = q
                return
        self.actor = -1
        self._close_street(events)
        while True:
            if self.street == 3:
                self._settle(events)
                return
            self._next_street(events)
            if self.n_active >= 2:
                for q in self.order:
                    if status[q] == ACTIVE:
                        self.actor = q
                        return

    def _close_street(self, events: list[dict[str, Any]]) -> None:
        """Return the unmatched part of the largest bet of the street."""
        self.actor = -1
        bet = self.bet
        ranked = sorted(bet)  # seats not dealt in bet 0, so they never change the top two
        top, second = ranked[-1], ranked[-2]
        if top > second:
            who = bet.index(top)  # the one largest bet
            back = top - second
            bet[who] -= back
            self.total[who] -= back
            self.stack[who] += back
            if self.status[who] == ALL_IN:
                self.status[who] = ACTIVE
                self.n_active += 1
            events.append({"type": "return", "pos": who, "amount": back, "street": self.street})

    def _next_street(self, events: list[dict[str, Any]]) -> None:
        self.street += 1
        n = self.num_positions
        self.bet = [0] * n
        self.acted = [-1] * n
        self.level = 0
        self.full_raise = self.big_blind
        lo, hi = BOARD_PER_STREET[self.street - 1], BOARD_PER_STREET[self.street]
        events.append({"type": "board", "street": self.street, "cards": self.board_names[lo:hi]})

    def _settle(self, events: list[dict[str, Any]]) -> None:
        """Showdown (if two or more remain) and one pot event per commitment level."""
        street_ended = self.street
        self.street = _SHOWDOWN
        self.actor = -1
        live = self.live_positions()
        total = self.total
        ranks = {}
        if len(live) > 1:
            hole, names = self.hole, self.hole_names
            for p, r in zip(live, evaluate_holes(map(hole.__getitem__, live), self.board)):
                ranks[p] = r
                events.append({"type": "showdown", "pos": p, "cards": list(names[p]), "category": CATEGORIES[r >> 20]})
        levels = sorted(set(map(total.__getitem__, live)))
        levels[-1] = max(levels[-1], max(total))  # folded chips above the top live level go there too
        if len(levels) == 1:  # one pot of every chip put in (the loop below would give the same)
            if levels[0]:
                events.append(self._pot(live, ranks, levels[0], sum(total), list(total), street_ended))
            return
        floor = 0
        for cap in levels:
            contributions = [0] * self.num_positions
            amount = 0
            for p in self.order:
                t = total[p]
                if t > floor:  # the chips p put in between this level and the one below
                    c = (t if t < cap else cap) - floor
                    contributions[p] = c
                    amount += c
            if amount:
                events.append(self._pot(live, ranks, cap, amount, contributions, street_ended))
            floor = cap

    def _pot(
        self,
        live: list[int],
        ranks: dict[int, int],
        cap: int,
        amount: int,
        contributions: list[int],
        street: int,
    ) -> dict[str, Any]:
        """One pot's event, its shares already added to ``won``: the best live hands among those in for ``cap``."""
        # Plain loops: a comprehension is a call of its own on CPython 3.11, and this runs every hand.
        total, won = self.total, self.won
        eligible = []
        for p in live:
            if total[p] >= cap:
                eligible.append(p)
        if not eligible:
            eligible = live
        winners = eligible
        if len(eligible) > 1:
            best = -1
            for p in eligible:  # the winners stay clockwise from the button
                r = ranks[p]
                if r > best:
                    best, winners = r, [p]
                elif r == best:
                    winners.append(p)
        share, odd = divmod(amount, len(winners))
        shares = [share] * len(winners)
        for i, w in enumerate(winners):
            if i < odd:
                shares[i] += 1
            won[w] += shares[i]
        return {
            "type": "pot",
            "amount": amount,
            "eligible": eligible,
            "winners": winners,
            "shares": shares,
            "contributions": contributions,
            "street": street,
        }

    # -- results --------------------------------------------------------------------------------

    def nets(self) -> list[int]:
        if self.street != _SHOWDOWN:
            raise IllegalAction("nets are defined only for a finished hand")
        return [s + w - t for s, w, t in zip(self.stack, self.won, self.start)]

    def final_stacks(self) -> list[int]:
        return [self.stack[p] + self.won[p] for p in range(self.num_positions)]

    def swing_cap(self) -> int:
        # Proof: seat p can win from seat q at most min(start[p], start[q]) (chips beyond what p
        # covers are returned or go to side pots p cannot win), and it can lose at most its own
        # stack, which is also bounded by the same sum since losses go to the other seats under
        # the same per-pair limit. So |net_p| <= sum over q != p of min(start[p], start[q]); with
        # every stack equal to S that is (seats dealt in - 1) x S.
        s = self.start
        return max(sum(min(s[p], s[q]) for q in self.order if q != p) for p in self.order)

    # -- what a seat sees -----------------------------------------------------------------------

    def decision(self) -> dict[str, Any] | None:
        p = self.actor
        if p < 0:
            return None
        to_call = self.level - self.bet[p]
        bounds = self._raise_bounds(p)
        return {
            "toCall": min(to_call, self.stack[p]),
            "canCheck": to_call == 0,
            "canFold": to_call > 0,
            "canCall": to_call > 0,
            "canRaise": bounds is not None,
            "minRaiseTo": bounds[0] if bounds else None,
            "maxRaiseTo": bounds[1] if bounds else None,
        }

    def observation(self, position: int) -> dict[str, Any]:
        street = min(self.street, 3)
        obs: dict[str, Any] = {
            "game": "holdem",
            "position": position,
            "button": self.button,
            "street": STREETS[street] if self.street != _SHOWDOWN else "over",
            "cards": list(self.hole_names[position] or []),
            "board": self.shown_board(),
            "pot": self.pot(),
            "stacks": list(self.stack),
            "committed": list(self.bet),
            # Who is still in (dealt in, not folded; all-in included): on a chip race a seat all in
            # from its blind and a busted seat both show stack 0 and nothing committed after the flop.
            "inHand": [st == ACTIVE or st == ALL_IN for st in self.status],
            "bigBlind": self.big_blind,
            "smallBlind": self.small_blind,
            "history": [
                {"street": STREETS[s], "pos": q, "action": k, **({} if a is None else {"amount": a})}
                for s, q, k, a in self.history
            ],
            "toAct": self.to_act(),
            "legal": [],
        }
        if self.actor == position:
            obs["decision"] = self.decision()
            obs["legal"] = [o.to_json() for o in self.options()]
        return obs

    def clone(self) -> "HoldemHand":
        # Only the flat lists change during play (inner card lists and tuples never do).
        twin = HoldemHand.__new__(HoldemHand)
        for name in HoldemHand.__slots__:
            value = getattr(self, name)
            setattr(twin, name, list(value) if type(value) is list else value)
        return twin

    # -- public accessors: what audits and the advisor read instead of the fields -------------

    def to_call(self, pos: int) -> int:
        """Chips ``pos`` would put in to call now: the street's bet less its own, capped by its stack.

        >>> hand = HoldemHand(DECK_FOR_DOCTEST, [200, 200], 0)
        >>> hand.to_call(0), hand.to_call(1)
        (1, 0)
        """
        owed = self.level - self.bet[pos]
        return owed if owed < self.stack[pos] else self.stack[pos]

    def current_bet(self) -> int:
        """The street's bet level (the raise-to total to match); 0 before anyone bets after the flop.

        >>> HoldemHand(DECK_FOR_DOCTEST, [200, 200], 0).current_bet()
        2
        """
        return self.level

    def pot(self) -> int:
        """Every chip put in this hand so far, blinds included (unmatched parts already returned).

        >>> HoldemHand(DECK_FOR_DOCTEST, [200, 200, 200], 0).pot()
        3
        """
        return sum(self.total)

    def contributions(self) -> list[int]:
        """Chips each position has put in this hand, by position (0 for seats not dealt in).

        >>> HoldemHand(DECK_FOR_DOCTEST, [200, 0, 200, 200], 0).contributions()
        [0, 0, 1, 2]
        """
        return list(self.total)

    def dealt_positions(self) -> list[int]:
        """Positions dealt in, clockwise from the first seat after the button (the button last).

        >>> HoldemHand(DECK_FOR_DOCTEST, [200, 0, 200, 200], 0).dealt_positions()
        [2, 3, 0]
        """
        return list(self.order)

    def live_positions(self) -> list[int]:
        """Dealt-in positions that have not folded (all-in ones included), in dealing order.

        >>> hand = HoldemHand(DECK_FOR_DOCTEST, [200, 200, 200], 0)
        >>> _ = hand.apply(Action("fold")); hand.live_positions()
        [1, 2]
        """
        status = self.status
        return [p for p in self.order if status[p] == ACTIVE or status[p] == ALL_IN]

    def hole_cards(self, pos: int) -> list[str]:
        """The two hole cards of ``pos`` (private: only audits with every card known may read them).

        >>> HoldemHand(DECK_FOR_DOCTEST, [200, 200], 0).hole_cards(0)
        ['2d', '2s']
        """
        return list(self.hole_names[pos] or [])

    def hole_indices(self, pos: int) -> tuple[int, int] | None:
        """The hole cards of ``pos`` as deck indices (cosino.primitives.cards.DECK), or None if not dealt in."""
        return self.hole[pos]

    def shown_board(self) -> list[str]:
        """The board cards face up now; once the hand is over, every card dealt on the streets played.

        >>> hand = HoldemHand(DECK_FOR_DOCTEST, [200, 200], 0)
        >>> _ = hand.apply(Action("call")); _ = hand.apply(Action("check")); hand.shown_board()
        ['3c', '3d', '3h']
        """
        return self.board_names[: self.shown_count()]

    def shown_board_indices(self) -> list[int]:
        """:meth:`shown_board` as deck indices."""
        return self.board[: self.shown_count()]

    def full_board_indices(self) -> list[int]:
        """All five board cards as dealt, shown or not (for audits that know every card), as deck indices."""
        return list(self.board)

    def shown_count(self) -> int:
        """How many board cards are face up (``BOARD_PER_STREET`` of the street reached)."""
        if self.street != _SHOWDOWN:
            return BOARD_PER_STREET[self.street]
        # After the hand, the board holds every card dealt on the streets that were played.
        last = max((s for s, _, _, _ in self.history), default=0)
        street = 3 if len(self.live_positions()) > 1 else last
        return BOARD_PER_STREET[street]


RULES = (
    "No-limit Texas Hold'em: two private cards each, five shared board cards dealt over the flop, "
    "turn and river, blinds of 1 and 2. Amounts for bet and raise are the total you will have put in "
    "on this street (raise-to), anywhere between the minimum and maximum shown. Best five-card hand "
    "at showdown wins."
)


class HoldemVariant(Variant):
    """A no-limit table: blinds, starting stack, seat range, and whether stacks carry over.

    >>> v = HoldemVariant("holdem-6max", 6, 6)
    >>> v.family, v.starting_stack(6), v.big_blind(), len(v.deck())
    ('poker', 200, 2, 52)
    """

    def __init__(
        self,
        name: str,
        min_seats: int,
        max_seats: int,
        small_blind: int = 1,
        big_blind: int = 2,
        starting_stack: int = 200,
        chip_race: bool = False,
    ) -> None:
        if type(min_seats) is not int or type(max_seats) is not int or not 2 <= min_seats <= max_seats <= 10:
            raise ValueError(f"seats must be ints with 2 <= {quoted(min_seats)} <= {quoted(max_seats)} <= 10")
        diagnostics = (("collusion",) if min_seats >= 3 else ()) + ("luck",)
        self.game_type = GameType(
            name,
            "poker",
            min_seats,
            max_seats,
            chip_race=chip_race,
            duplicate=not chip_race,  # chip-race tables keep their variance
            notations=("phh",),
            diagnostics=diagnostics,
            house_seat="equity against pot odds",
            board_per_street=BOARD_PER_STREET,
            rules=RULES,
            max_decisions=AUDITED_MAX_DECISIONS if "collusion" in diagnostics else MAX_DECISIONS,
        )
        self.small_blind = small_blind
        self._big_blind = big_blind
        self._starting_stack = starting_stack

    def deck(self) -> list[str]:
        return list(DECK)

    def new_hand(self, deck: Sequence[str], stacks: Sequence[int], button: int, hand_index: int) -> HoldemHand:
        if not self.min_seats <= len(stacks) <= self.max_seats:
            raise ValueError(f"{self.name} seats {self.min_seats} to {self.max_seats}, got {len(stacks)} stacks")
        return HoldemHand(deck, stacks, button, self.small_blind, self._big_blind)

    def starting_stack(self, seats: int) -> int:
        return self._starting_stack

    def big_blind(self) -> int:
        return self._big_blind

    def longest_hand(self, seats: int) -> int:
        """Every raise but a short all-in (one a seat) lifts the bet by a big blind or more, up to the
        deepest stack another can call: each raise takes its own decision and up to ``seats - 1``
        answers, and each of four streets up to ``seats`` checks.

        >>> six = HoldemVariant("holdem-6max", 6, 6)
        >>> six.longest_hand(6), HoldemVariant("sixmax", 6, 6, chip_race=True).longest_hand(6)
        (660, 1860)
        """
        callable_chips = seats * self._starting_stack // 2 if self.chip_race else self._starting_stack
        raises = callable_chips // self._big_blind + seats
        return 4 * seats + raises * seats
