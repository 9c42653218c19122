"""Planted colluders for Hold'em: fixtures that calibrate the collusion audit. Never defaults.

Each seat knows its partner only by the partner's alias (the one thing seats may know about
each other) and otherwise plays like the house seat. Kinds, by seat name:

* ``softplay:<alias>`` -- a soft-play pair (both seats name each other): once the two of them
  are alone in a hand they only check and call; when the partner bets or raises with others
  still in, it folds anything short of a strong hand; with the partner in, it prices its hand
  against the opponents left, so the pair meets often.
* ``dumper:<alias>`` -- a chip dumper: with the partner in the hand it builds the pot with its
  good hands (up to two pot-sized raises a street) and then folds to the partner's raise, whatever it holds.
* ``receiver:<alias>`` -- the dumper's partner: raises the minimum whenever the dumper is still
  in the hand, giving it something to fold to.
* ``feeder:<alias>`` -- a feeder: leads small into its partner and calls every bet or raise the
  partner makes, whatever it holds (the chips move at showdown, so no fold betrays it).
* ``rememberer`` -- no partner: a seat that remembers the first hand of each duplicate pair and
  uses it in the second (:class:`RemembererSeat`; it needs a :class:`MirrorMemory` from its harness,
  without one it is the house seat). It calibrates the integrity report's mirror-memory test. On
  Kuhn and Leduc it is :class:`SmallRemembererSeat` (the house profile, and the remembered card).

All randomness comes from the :class:`~cosino.primitives.rng.Rng` each seat is given.

>>> seat = make_colluder("dumper:Gizmo", "holdem-6max", Rng(derive(0, "doc")))
>>> seat.partner, type(seat).__name__
('Gizmo', 'DumperSeat')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cosino.games.poker.equity import UNIT, showdown_units
from cosino.games.poker.evaluator import evaluate_holes
from cosino.games.poker.holdem import observed_in_hand
from cosino.primitives.cards import card_index
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng, derive  # noqa: F401 (derive: the module doctest)
from cosino.seats.holdem_house import HoldemHouseSeat, estimate_equity, holdem_observation, legal_answer
from cosino.seats.seat import PLANTED_KINDS, legal_options, observation_dict, plays_holdem, refuse, whole

KINDS = PLANTED_KINDS  # named in cosino.seats.seat: the house registry lists them without importing this module
STRONG = Fraction(8, 5)  # "strong": equity above 1.6 x an even share, as the house seat raises
GOOD = Fraction(6, 5)  # a dumper builds pots above 1.2 x an even share
BUILD_RAISES = 2  # pot-sized raises a dumper makes on a street before folding to its partner
AGGRESSION = ("bet", "raise")
BOARD = 5


class ColluderError(CosinoError):
    """A planted seat named without a partner, or for a game it does not play."""


class _Table:
    """What a seat can read off one Hold'em observation about who is still in and who pushed."""

    def __init__(self, obs: dict[str, Any], partner_alias: str) -> None:
        self.obs = obs
        self.me = obs["position"]
        aliases = obs.get("aliases") or []
        self.partner = aliases.index(partner_alias) if partner_alias in aliases else None
        history = obs.get("history", [])
        folded = {h["pos"] for h in history if h["action"] == "fold"}
        acted = {h["pos"] for h in history}
        stacks, committed = obs.get("stacks", []), obs.get("committed", [])
        in_hand = observed_in_hand(obs, len(stacks))
        if in_hand is not None:
            self.live = [p for p in range(len(stacks)) if in_hand[p]]  # the engine's word: all-in blinds too
        else:
            self.live = [
                p for p in range(len(stacks)) if p not in folded and (stacks[p] > 0 or committed[p] > 0 or p in acted)
            ]
        street = obs.get("street")
        this_street = [h for h in history if h["street"] == street and h["action"] in AGGRESSION]
        self.aggressor = this_street[-1]["pos"] if this_street else None
        self.my_raises = sum(1 for h in this_street if h["pos"] == self.me)
        decision = obs.get("decision") or {}
        self.to_call = decision.get("toCall", 0)
        self.can_raise = bool(decision.get("canRaise"))
        self.min_to = decision.get("minRaiseTo")
        self.max_to = decision.get("maxRaiseTo")

    @property
    def partner_in(self) -> bool:
        return self.partner is not None and self.partner != self.me and self.partner in self.live

    @property
    def opponents(self) -> int:
        return max(1, len(self.live) - 1)

    @property
    def facing_partner(self) -> bool:
        return self.to_call > 0 and self.aggressor == self.partner

    def raise_to(self, amount: int) -> dict[str, Any]:
        kind = "bet" if any(o["action"] == "bet" for o in self.obs.get("legal", [])) else "raise"
        return {"action": kind, "amount": max(self.min_to, min(self.max_to, amount))}

    def passive(self) -> dict[str, Any]:
        return {"action": "call"} if self.to_call else {"action": "check"}


def _aliases(obs: dict[str, Any]) -> None:
    aliases = obs.get("aliases", [])
    if type(aliases) is not list or any(type(a) is not str for a in aliases):
        raise refuse("aliases", "a list of seat aliases", aliases)


class _Planted:
    def __init__(self, partner: str, rng: Rng) -> None:
        self.partner = partner
        self.rng = rng
        self.house = HoldemHouseSeat(rng)

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        obs = holdem_observation(observation)
        _aliases(obs)
        return legal_answer(obs, self.answer(obs))

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def equity(self, table: _Table) -> Fraction:
        obs = table.obs
        return estimate_equity(obs["cards"], obs.get("board", []), table.opponents, self.rng)

    def fair(self, table: _Table) -> Fraction:
        return Fraction(1, table.opponents + 1)


class SoftPlaySeat(_Planted):
    """Never attacks its partner: checks it down heads-up, folds marginal hands to its bets.

    With the partner in the hand it prices its cards against the opponents actually left, so
    the pair sees flops together.
    """

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        table = _Table(observation, self.partner)
        if not table.partner_in:
            return self.house.act(observation)
        if len(table.live) == 2:
            return table.passive()  # alone with the partner: check it down
        equity = self.equity(table)
        strong = equity > self.fair(table) * STRONG
        if table.facing_partner:
            return {"action": "call"} if strong else {"action": "fold"}
        if strong and table.can_raise:
            return table.raise_to(table.min_to + observation["pot"] // 2)  # aimed at the others
        if table.to_call == 0:
            return {"action": "check"}
        price = Fraction(table.to_call, observation["pot"] + table.to_call)
        return {"action": "call"} if equity >= price else {"action": "fold"}


class DumperSeat(_Planted):
    """Builds a pot with its good hands while the partner is in, then folds to the partner."""

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        table = _Table(observation, self.partner)
        if not table.partner_in:
            return self.house.act(observation)
        if table.facing_partner and table.my_raises >= BUILD_RAISES:
            return {"action": "fold"}  # the pot is built: hand it over
        if table.can_raise and self.equity(table) > self.fair(table) * GOOD:
            pot = observation["pot"]
            return table.raise_to((table.min_to or 0) + pot)
        if table.facing_partner:
            return {"action": "fold"}
        return self.house.act(observation)


class ReceiverSeat(_Planted):
    """Raises the minimum whenever its dumping partner is still in the hand."""

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        table = _Table(observation, self.partner)
        if table.partner_in and table.can_raise:
            return table.raise_to(table.min_to)
        return self.house.act(observation)


class FeederSeat(_Planted):
    """Leads small into its partner and calls whatever the partner bets."""

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        table = _Table(observation, self.partner)
        if not table.partner_in:
            return self.house.act(observation)
        if table.facing_partner:
            return {"action": "call"}
        if table.to_call == 0 and table.can_raise and table.aggressor is None:
            return table.raise_to(table.min_to)
        return self.house.act(observation)


class MirrorMemory:
    """What one :class:`RemembererSeat` keeps across the decisions of one episode.

    Observations carry no hand index (the mirror is meant to be invisible), so the harness that runs
    the seat sets ``hand`` to the episode's hand index before each decision: a real remote agent
    would learn the same by counting deals. The seat writes ``seen``: hand -> (its position, its
    hole cards, the most board it saw)."""

    def __init__(self) -> None:
        self.hand = -1
        self.seen: dict[int, tuple[int, list[str], list[str]]] = {}


MEMORY_SAMPLES = 200  # runouts of the board cards it did not see
AHEAD = Fraction(2, 3)  # a remembered share above this: bet or raise


class RemembererSeat:
    """Plays like the house seat, but in the second hand of a duplicate pair uses the first.

    In the mirror the seat at its first-hand position holds its first-hand hole cards and the board
    is the one it saw. Its share against those cards (the rest of the board and any other live
    opponent drawn at random) decides: facing a wager it folds below the price and continues above
    it, raising above ``AHEAD``; with nothing to call it bets above ``AHEAD`` and checks otherwise.
    A planted fixture for calibration, never a default."""

    def __init__(self, rng: Rng, memory: MirrorMemory | None = None) -> None:
        self.rng = rng
        self.memory = memory
        self.house = HoldemHouseSeat(rng)

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        obs = holdem_observation(observation)
        return legal_answer(obs, self.answer(obs))

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        memory = self.memory
        if memory is None or memory.hand < 0:
            return self.house.act(observation)
        if memory.hand % 2 == 0:
            memory.seen[memory.hand] = (
                observation["position"],
                list(observation["cards"]),
                list(observation.get("board", [])),
            )
            return self.house.act(observation)
        share = self._remembered_share(observation, memory.seen.get(memory.hand - 1))
        if share is None:
            return self.house.act(observation)
        table = _Table(observation, "")
        if table.to_call:
            price = Fraction(table.to_call, observation["pot"] + table.to_call)
            if share < price:
                return {"action": "fold"}
            if share > AHEAD and table.can_raise:
                return table.raise_to(table.min_to + observation["pot"])
            return {"action": "call"}
        if share > AHEAD and table.can_raise:
            return table.raise_to(table.min_to + observation["pot"] // 2)
        return {"action": "check"}

    def _remembered_share(self, obs: dict[str, Any], first: tuple[int, list[str], list[str]] | None) -> Fraction | None:
        """Its pot share knowing its counterpart's cards and the board it saw, or None if the deal does not match."""
        if first is None:
            return None
        position, cards, seen_board = first
        board = list(obs.get("board", []))
        if seen_board[: len(board)] != board[: len(seen_board)] or set(cards) & set(obs["cards"]):
            return None  # not the mirror of what it remembers: play as the house seat
        known = board if len(board) >= len(seen_board) else seen_board
        table = _Table(obs, "")
        others = [p for p in table.live if p != table.me]
        holes = [[card_index(c) for c in cards]] if position in others else []
        randoms = len(others) - len(holes)
        mine = [card_index(c) for c in obs["cards"]]
        fixed = [card_index(c) for c in known]
        used = set(mine) | set(fixed) | {c for h in holes for c in h}
        stub = [c for c in range(52) if c not in used]
        need = BOARD - len(fixed) + 2 * randoms
        units = 0
        samples = MEMORY_SAMPLES if need else 1  # nothing unknown: one exact showdown
        for _ in range(samples):
            drawn = stub[:]
            for i in range(need):
                j = i + self.rng.randbelow(len(drawn) - i)
                drawn[i], drawn[j] = drawn[j], drawn[i]
            runout = fixed + drawn[: BOARD - len(fixed)]
            rest = drawn[BOARD - len(fixed) : need]
            opps = holes + [list(p) for p in zip(rest[::2], rest[1::2])]
            ranks = evaluate_holes([mine, *opps], runout)
            units += showdown_units(ranks[0], ranks[1:])
        return Fraction(units, UNIT * samples)


SMALL_DECKS = {"kuhn": ("Js", "Qs", "Ks"), "leduc": ("Js", "Jh", "Qs", "Qh", "Ks", "Kh")}  # as the variants deal
SMALL_RANKS = "JQK"


class SmallRemembererSeat:
    """The rememberer on Kuhn and Leduc: the game's house profile, except in the second hand of a
    duplicate pair, where it holds the card its counterpart held in the first and its counterpart
    holds its own first card. Knowing that card (and, in Leduc, the board card if it saw one; else
    the board's average over the cards left) it folds when its share is below the price, raises or
    bets when the share is above one half, and calls or checks otherwise. A calibration fixture."""

    def __init__(self, variant: str, house: Any, memory: MirrorMemory | None = None) -> None:
        self.variant = variant
        self.memory = memory
        self.house = house  # the game's house seat (cosino.seats.house builds it: this module cannot import it)

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        memory = self.memory
        if memory is None or memory.hand < 0:
            return self.house.act(observation)
        _small_observation(observation, SMALL_DECKS[self.variant])
        if memory.hand % 2 == 0:
            known = memory.seen.get(memory.hand)
            board = list(observation.get("board") or []) or (known[2] if known else [])
            memory.seen[memory.hand] = (observation["position"], list(observation["cards"]), board)
            return self.house.act(observation)
        share = self._share(observation, memory.seen.get(memory.hand - 1))
        if share is None:
            return self.house.act(observation)
        legal = {o["action"] for o in observation["legal"]}
        pos = observation["position"]
        committed = observation["committed"]
        to_call = committed[1 - pos] - committed[pos]
        if to_call > 0:
            if share < Fraction(to_call, observation["pot"] + to_call):
                choice = "fold"
            else:
                choice = "raise" if share > Fraction(1, 2) and "raise" in legal else "call"
        else:
            choice = "bet" if share > Fraction(1, 2) and "bet" in legal else "check"
        if choice not in legal:
            raise refuse("legal", f"a list holding {choice}, the answer its committed chips call for", sorted(legal))
        return {"action": choice}

    def _share(self, obs: dict[str, Any], first: tuple[int, list[str], list[str]] | None) -> Fraction | None:
        """Its exact showdown share against the card it remembers, or None if the deal is not the mirror."""
        if first is None:
            return None
        position, (theirs,), seen = first
        (mine,) = obs["cards"]
        board = list(obs.get("board") or [])
        if obs["position"] != 1 - position or mine == theirs or (board and seen and board != seen):
            return None
        boards = board or seen or [c for c in SMALL_DECKS[self.variant] if c not in (mine, theirs)]
        if self.variant == "kuhn":
            boards = [""]
        total = Fraction(0)
        for b in boards:
            me, them = _small_strength(mine, b), _small_strength(theirs, b)
            total += Fraction(1) if me > them else Fraction(0) if me < them else Fraction(1, 2)
        return total / len(boards)


def _small_observation(obs: dict[str, Any], deck: tuple[str, ...]) -> None:
    """Refuse, naming the field, a Kuhn or Leduc observation the rememberer could not read."""
    legal_options(observation_dict(obs))
    if obs.get("position") not in (0, 1) or type(obs["position"]) is not int:
        raise refuse("position", "0 or 1", obs.get("position"))
    committed = obs.get("committed")
    if type(committed) is not list or len(committed) != 2 or not all(whole(c) for c in committed):
        raise refuse("committed", "two whole numbers", committed)
    if not whole(obs.get("pot")):
        raise refuse("pot", "a whole number", obs.get("pot"))
    for field, most in (("cards", 1), ("board", 1)):
        cards = obs.get(field) or []
        if type(cards) is not list or len(cards) > most or any(c not in deck for c in cards):
            raise refuse(field, f"a list of at most {most} card of {' '.join(deck)}", cards)
    if len(obs["cards"]) != 1:
        raise refuse("cards", "the one card dealt", obs["cards"])


def _small_strength(card: str, board: str) -> tuple[int, int]:
    return (int(bool(board) and card[0] == board[0]), SMALL_RANKS.index(card[0]))


def rememberer_seat(variant: str, rng: Rng, memory: MirrorMemory | None = None, house: Any = None) -> Any:
    """The planted rememberer for ``variant`` with its harness's memory: Hold'em, or Kuhn and Leduc
    given the game's house seat (``house``)."""
    if variant in SMALL_DECKS:
        if house is None:
            raise ColluderError(f"planted seat 'rememberer' on {variant} needs the game's house seat")
        return SmallRemembererSeat(variant, house, memory)
    return RemembererSeat(rng, memory)


_SEATS = {"softplay": SoftPlaySeat, "dumper": DumperSeat, "receiver": ReceiverSeat, "feeder": FeederSeat}


def make_colluder(name: str, variant: str, rng: Rng, house: Any = None) -> Any:
    """Build the planted seat ``kind:<partner alias>`` for a Hold'em variant, or the rememberer for
    Hold'em, Kuhn or Leduc (there it plays ``house``, the game's house seat, without a memory)."""
    kind, _, partner = name.partition(":")
    if name == "rememberer":
        if not plays_holdem(variant) and variant not in SMALL_DECKS:
            raise ColluderError(f"planted seat {quoted(name)} plays Hold'em, Kuhn or Leduc only, not {variant}")
        return rememberer_seat(variant, rng, house=house)  # no memory until a harness hands it one: the house seat
    if kind not in _SEATS:
        choices = ", ".join(k if k == "rememberer" else k + ":<alias>" for k in KINDS)
        raise ColluderError(f"unknown planted seat {quoted(name)}: choose one of {choices}")
    if not partner:
        raise ColluderError(f"planted seat {quoted(name)} needs its partner's alias, e.g. {kind}:Gizmo")
    if not plays_holdem(variant):
        raise ColluderError(f"planted seat {quoted(name)} plays Hold'em only, not {variant}")
    return _SEATS[kind](partner, rng)
