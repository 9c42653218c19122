"""The soft-play audit of the non-partnership trick games (hearts, oh-hell), and the per-play units of all four.

A diagnostic only: it reads the replay's events, counts, and reports. It never flags a pair,
never changes a score and never removes a seat.

For every play made while another slot's card was winning the trick so far:

* ``chance[a][b]`` counts the plays in which slot ``a``'s recorded legal set held a card that
  would have taken the lead from slot ``b``'s winning card;
* ``yield[a][b]`` counts those of them in which ``a`` played a card that did not;
* ``yieldRate[a][b] = yield / chance`` (a Fraction; None when there was no chance), and
  ``field[a]`` is the same rate pooled over every other slot.

Hearts adds ``discards[a][b]``, the tricks won by ``b`` in which ``a`` had no card of the led
suit, and ``gift[a][b]``, the penalty points ``a``'s card carried into those tricks. The
``power`` block says how much evidence there is: ``hands`` scored, and the smallest and median
``chance`` over ordered pairs of distinct slots.

Everything is recomputed from the ``play`` events (their ``legal`` sets and cards), the
``hand`` records and oh-hell's ``trumpCard`` event; hands without a ``handEnd`` (voided or
unfinished) are skipped. Partnership games (euchre, spades) return None: letting a partner win
is simply good play there (their per-play units, against opponents alone, are :func:`partnership_units`).

>>> softplay_audit("spades", [], 4) is None
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping, Sequence

from cosino.games.registry import REGISTRY, game_type, get_variant, names_where
from cosino.games.tricks.base import SUIT, plain_power
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.exact import median

TRICK_SIZE = 4


class SoftplayError(CosinoError):
    """A replay record the audit cannot read; the message names the record and field."""


def _rate(num: int, den: int) -> Fraction | None:
    return Fraction(num, den) if den else None


def softplay_results(variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> dict[str, Any]:
    """The results entries of this diagnostic (see :mod:`cosino.diagnostics.catalog`)."""
    return {"audit": softplay_audit(variant_name, records, num_slots)}


def softplay_audit(variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> dict[str, Any] | None:
    """The audit block of ``results`` for one episode's parsed replay records."""
    if variant_name not in REGISTRY or game_type(variant_name).family != "tricks":
        raise SoftplayError(
            f"soft-play audit: variant {quoted(variant_name)} is not a trick game"
            f" (choose {', '.join(names_where(family='tricks'))})"
        )
    if game_type(variant_name).partnerships:
        return None
    counts = _Counts(num_slots, get_variant(variant_name).penalty_points)
    scored = {r.get("hand") for r in records if r.get("type") == "handEnd"}
    current: Any = None  # the hand index being read, or None while skipping a hand
    for index, record in enumerate(records):
        kind = record.get("type")
        if kind == "hand":
            current = record.get("hand") if record.get("hand") in scored else None
            counts.new_hand()
        elif current is None or record.get("hand") != current:
            continue
        elif kind == "trumpCard":
            counts.trump = record.get("trump")
            # a tuple, not the string "cdhs": "" and "cd" are substrings of it, and a non-string raised TypeError
            if counts.trump is not None and counts.trump not in ("c", "d", "h", "s"):
                raise SoftplayError(f"soft-play audit: record {index}: field 'trump' is not a suit letter")
        elif kind == "action" and record.get("action") == "play":
            counts.play(index, *_read_play(record, index, num_slots))
    return counts.block(len(scored))


class _Counts:
    """The audit's counters, and the trick being played (who leads it so far, with what power)."""

    def __init__(self, n: int, points: Mapping[str, int] | None) -> None:
        self.n = n
        self.points = points  # the game's penalty points per card, when its cards carry any
        self.chance = [[0] * n for _ in range(n)]
        self.yielded = [[0] * n for _ in range(n)]
        self.discards = [[0] * n for _ in range(n)]
        self.gift = [[0] * n for _ in range(n)]
        self.trump: str | None = None
        self.new_hand()

    def new_hand(self) -> None:
        self.trump = None
        self.new_trick()

    def new_trick(self) -> None:
        self.trick: list[tuple[int, str, bool]] = []  # (slot, card, had no card of the led suit)
        self.led = ""
        self.best_slot = -1
        self.best_power = -2

    def play(self, index: int, slot: int, card: str, legal: list[str]) -> None:
        if not self.trick:
            self.led = SUIT[card]
            self.best_slot, self.best_power = slot, plain_power(card, self.led, self.trump)
            self.trick.append((slot, card, False))
            return
        if any(s == slot for s, _, _ in self.trick):  # any earlier card of the trick, not only the best
            raise SoftplayError(f"soft-play audit: record {index}: slot {slot} plays twice in one trick")
        power = plain_power(card, self.led, self.trump)
        if any(plain_power(c, self.led, self.trump) > self.best_power for c in legal):
            self.chance[slot][self.best_slot] += 1
            if power <= self.best_power:
                self.yielded[slot][self.best_slot] += 1
        self.trick.append((slot, card, not any(SUIT[c] == self.led for c in legal)))
        if power > self.best_power:
            self.best_slot, self.best_power = slot, power
        if len(self.trick) == TRICK_SIZE:
            if self.points is not None:
                for s, c, was_void in self.trick:
                    if was_void and s != self.best_slot:
                        self.discards[s][self.best_slot] += 1
                        self.gift[s][self.best_slot] += self.points[c]
            self.new_trick()

    def block(self, hands: int) -> dict[str, Any]:
        n, chance, yielded = self.n, self.chance, self.yielded
        pairs = [chance[a][b] for a in range(n) for b in range(n) if a != b]
        out: dict[str, Any] = {
            "chance": chance,
            "yield": yielded,
            "yieldRate": [[_rate(yielded[a][b], chance[a][b]) if a != b else None for b in range(n)] for a in range(n)],
            "field": [_rate(sum(yielded[a]), sum(chance[a])) for a in range(n)],
            "power": {
                "hands": hands,
                "chanceMin": min(pairs) if pairs else 0,
                "chanceMedian": median(pairs) if pairs else Fraction(0),
            },
        }
        if self.points is not None:
            out["discards"] = self.discards
            out["gift"] = self.gift
        return out


def _read_play(record: dict[str, Any], index: int, n: int) -> tuple[int, str, list[str]]:
    where = f"soft-play audit: record {index} (hand {record.get('hand')})"
    slot = record.get("slot")
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < n:
        raise SoftplayError(f"{where}: field 'slot' must be a slot number below {n}")
    card = record.get("card")
    if not isinstance(card, str) or card not in SUIT:
        raise SoftplayError(f"{where}: field 'card' is not a card")
    legal = record.get("legal")
    if not isinstance(legal, list) or not legal or any(not isinstance(c, str) or c not in SUIT for c in legal):
        raise SoftplayError(f"{where}: field 'legal' must be a non-empty list of cards")
    if card not in legal:
        raise SoftplayError(f"{where}: card {card} is not in its recorded legal set")
    return slot, card, legal


def play_units(variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> list[tuple[Any, ...]]:
    """The per-play units of a non-partnership trick game: ``yield``, in hearts ``rescue``, in Oh Hell ``spare``.

    For every play made while another slot ``b``'s card was winning the trick so far and ``a``'s legal
    set held a card that would take the lead from it (a chance, as :func:`softplay_audit` counts):
    ``("yield<share>", a, b, hand, 1 if a left b winning else 0)``, where ``share`` is the quarter of
    ``a``'s legal cards that would take the lead (0: under a quarter, ... 3: three quarters or more but
    not all), 4 when all (forced). A seat that plays its cards at random yields more to a seat whose
    winning cards are high; without the digit two honest random seats of hearts looked soft on each
    other, and with halves only an honest random seat of Oh Hell was flagged yielding to a house seat
    (1 of 30 leagues of 20 episodes). In a game with bids (Oh Hell) the kind ends with one more digit,
    1 when ``a`` has taken as many tricks as it bid, and a play against a winner that has made its bid exactly
    adds a ``spare`` unit (see :class:`_Bids`).

    Hearts adds, for every discard from a legal set with both penalty and clean cards, a ``shelter`` unit
    (see :func:`_shelter_units`), and, for a play with a chance in a trick that already holds points and
    where ``a`` could also have ducked: ``("rescue<place><share>", a, b, hand, 1 if a took the lead)``,
    ``place`` the cards already in the trick. Taking a partner's points off its trick is how a pair helps
    itself in hearts, the opposite of a yield. Hands without a ``handEnd`` are skipped, as by
    :func:`softplay_audit`, which has read the same records first (a play twice in one trick is refused there).

    >>> plays = [("Qs", ["Qs"]), ("2s", ["2s", "As"]), ("Ks", ["Ks", "3s"])]
    >>> records = [{"type": "hand", "hand": 0}] + [
    ...     {"type": "action", "action": "play", "hand": 0, "slot": s, "card": c, "legal": legal}
    ...     for s, (c, legal) in enumerate(plays)] + [{"type": "handEnd", "hand": 0}]
    >>> [(kind, a, int(value)) for kind, a, _b, _hand, value in play_units("hearts", records, 4)]
    [('yield2', 1, 1), ('rescue12', 1, 0), ('yield2', 2, 0), ('rescue22', 2, 1)]
    """
    points = get_variant(variant_name).penalty_points
    scored = {r.get("hand") for r in records if r.get("type") == "handEnd"}
    out: list[tuple[Any, ...]] = []
    current: Any = None
    trick: list[str] = []
    led, trump, best_slot, best_power = "", None, -1, -2
    made = _Bids(num_slots)
    for index, record in enumerate(records):
        kind = record.get("type")
        if kind == "hand":
            current, trick, trump = (record.get("hand") if record.get("hand") in scored else None), [], None
            made = _Bids(num_slots)
        elif current is None or record.get("hand") != current:
            continue
        elif kind == "trumpCard":
            trump = record.get("trump")
        elif kind in ("action", "trick"):
            made.note(record)
        if current is not None and kind == "action" and record.get("action") == "play":
            slot, card, legal = _read_play(record, index, num_slots)
            led = led if trick else SUIT[card]
            power = plain_power(card, led, trump)
            if trick:
                units = _play_units(points, trick, legal, (slot, best_slot, current), power, best_power, led, trump)
                units.extend(_shelter_units(points, legal, card, led, (slot, best_slot, current)))
                out.extend(made.marked(units, slot))
            if not trick or power > best_power:
                best_slot, best_power = slot, power
            trick = [] if len(trick) + 1 == TRICK_SIZE else [*trick, card]
    return out


class _Bids:
    """Each slot's bid and tricks taken so far in one hand (Oh Hell), read from its records.

    A seat that has made its bid ducks whoever is winning. Without that as a stratum, a seat could win tricks
    only when one opponent had made its bid (the bids and tricks are public), and that opponent's honest ducks
    looked like yields to it alone: 0.06-0.11 of its chances above its yields to the others, row p down to
    2e-8 in 80-episode leagues (docs/league-audit.md)."""

    def __init__(self, n: int) -> None:
        self.bids: dict[int, int] = {}
        self.won = [0] * n

    def note(self, record: dict[str, Any]) -> None:
        slot = record.get("slot")
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(self.won):
            return
        amount = record.get("amount")
        if record.get("type") == "action" and record.get("action") == "bid" and type(amount) is int:
            self.bids[slot] = amount
        elif record.get("type") == "trick":
            self.won[slot] += 1

    def marked(self, units: list[tuple[Any, ...]], slot: int) -> list[tuple[Any, ...]]:
        """``yield`` units with a last digit: 1 when ``slot`` has taken as many tricks as it bid (a game with bids).

        After each, when the winner ``b`` has taken exactly as many tricks as it bid and ``slot`` could have
        ducked: ``("spare<share><made>", slot, b, hand, 1 if slot took the lead)``. Taking that trick spares
        ``b`` the trick that would break its bid, the Oh Hell help the ``yield`` units read the wrong way round
        (see docs/league-audit.md, "Sparing a partner its overtrick")."""
        if not self.bids:
            return units
        full = int(slot in self.bids and self.won[slot] >= self.bids[slot])
        out: list[tuple[Any, ...]] = []
        for kind, a, b, hand, value in units:
            if not kind.startswith("yield"):
                out.append((kind, a, b, hand, value))
                continue
            out.append((f"{kind}{full}", a, b, hand, value))
            share = kind[len("yield") :]
            if share != "4" and b in self.bids and self.won[b] == self.bids[b]:
                out.append((f"spare{share}{full}", a, b, hand, 1 - value))
        return out


def _play_units(
    points: Mapping[str, int] | None,
    trick: list[str],
    legal: list[str],
    who: tuple[int, int, Any],
    power: int,
    best: int,
    led: str,
    trump: str | None,
) -> list[tuple[Any, ...]]:
    """The units of one play after the first of a trick (see :func:`play_units`)."""
    a, b, hand = who
    over = sum(1 for c in legal if plain_power(c, led, trump) > best)
    if not over:
        return []
    forced = over == len(legal)
    share = 4 if forced else 4 * over // len(legal)  # quarters: with halves, random seats looked soft
    took = int(power > best)
    out: list[tuple[Any, ...]] = [(f"yield{share}", a, b, hand, Fraction(1 - took))]
    if points is not None and not forced and any(points[c] for c in trick):
        out.append((f"rescue{len(trick)}{share}", a, b, hand, Fraction(took)))
    return out


def _shelter_units(
    points: Mapping[str, int] | None, legal: list[str], card: str, led: str, who: tuple[int, int, Any]
) -> list[tuple[Any, ...]]:
    """Hearts: a discard (no legal card of the led suit) from a legal set holding both penalty cards and clean
    ones: ``("shelter<share>", a, b, hand, 1 if a's card carries no points)``, ``b`` the slot winning the trick
    so far and ``share`` the quarter of the legal cards that carry points. Keeping one opponent's tricks clean
    is help the other units cannot see: a discard never takes the lead in hearts."""
    if points is None or any(SUIT[c] == led for c in legal):
        return []
    heavy = sum(1 for c in legal if points[c])
    if not 0 < heavy < len(legal):
        return []
    a, b, hand = who
    return [(f"shelter{4 * heavy // len(legal)}", a, b, hand, Fraction(int(points[card] == 0)))]


def partnership_units(variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> list[tuple[Any, ...]]:
    """The per-play ``let`` units of a partnership trick game (Spades, Euchre).

    Positions 0 and 2 play against 1 and 3; each hand's record maps positions to slots, and the partners are
    read from it hand by hand (an episode's seating keeps them for all its hands). One unit for every play made
    while an *opponent* ``b``'s card was winning the trick so far, when ``a``'s legal set held both a card that
    would take the lead from it and one that would not: ``("let<come><share><side><trump>", a, b, hand, 1 if a let
    b's card stand)``. A partner's winning card makes no unit: letting it stand is good play. ``come`` is the
    cards still to be played after ``a``'s (0: ``a`` plays last, so taking the lead takes the trick), ``share``
    the quarter of ``a``'s legal cards that take the lead (as for ``yield``), and ``side`` what makes ducking
    honest play for the whole side: in Spades 1 when ``a``'s side has taken the tricks it bid (more are bags),
    in Euchre 0 when ``a``'s side defends, 1 when it made trump, 2 when it defends against a lone maker, 3 when
    ``a`` went alone. Only the right-hand opponent can be winning before ``a``'s partner has played, so
    ``come`` also keeps the two opponents' places apart. ``trump`` is 1 when ``b``'s winning card is a trump: a
    seat that keeps its trumps lets an opponent's trump stand whoever played it, and a random seat plays far
    more trumps than the house seat (red team 48e: an honest trump keeper was flagged towards a random seat in
    8 of 10 Spades leagues of 40 episodes without it).

    Left out, since ducking is then honest play that depends on who is winning (Spades): every play of a
    seat that bid nil (it wants no trick), and every play in a hand where either opponent bid nil (letting
    a nil bidder win breaks its nil). Hands without a ``handEnd`` are skipped, as by :func:`play_units`.

    >>> plays = [(1, "Qs", ["Qs"]), (2, "As", ["2s", "As"]), (3, "2h", ["2h"]), (0, "3s", ["3s", "Ks"])]
    >>> records = [{"type": "hand", "hand": 0, "slots": [0, 1, 2, 3]}] + [
    ...     {"type": "action", "action": "bid", "hand": 0, "slot": s, "amount": 3} for s in range(4)] + [
    ...     {"type": "action", "action": "play", "hand": 0, "slot": s, "card": c, "legal": legal}
    ...     for s, c, legal in plays] + [{"type": "handEnd", "hand": 0}]
    >>> [(kind, a, b, int(value)) for kind, a, b, _hand, value in partnership_units("spades", records, 4)]
    [('let2201', 2, 1, 0)]
    """
    variant = get_variant(variant_name)
    deck = frozenset(variant.deck())
    scored = {r.get("hand") for r in records if r.get("type") == "handEnd"}
    out: list[tuple[Any, ...]] = []
    table: _Table | None = None
    for index, record in enumerate(records):
        kind = record.get("type")
        if kind == "hand":
            table = _Table(variant_name, record, index, num_slots) if record.get("hand") in scored else None
        elif table is None or record.get("hand") != table.hand:
            continue
        elif kind == "makers":
            table.makers(record, index)
        elif kind == "action" and record.get("action") == "bid":
            table.bid(record)
        elif kind == "action" and record.get("action") == "play":
            slot, card, legal = _read_play(record, index, num_slots)
            _in_deck(variant_name, deck, index, [card, *legal])
            if table.trump is None:  # Euchre's card powers need the trump its 'makers' record names
                raise SoftplayError(f"soft-play audit: record {index}: a Euchre card played before its 'makers' record")
            out.extend(table.play(index, slot, card, legal, variant.card_tables(table.trump)))
    return out


def _in_deck(variant_name: str, deck: frozenset[str], index: int, cards: list[str]) -> None:
    """Refuse a played or legal card the game's deck does not hold (Euchre plays 9s to aces): its power
    table ranks every card, so a damaged replay's 2 of hearts made a unit."""
    stray = next((c for c in cards if c not in deck), None)
    if stray is not None:
        raise SoftplayError(f"soft-play audit: record {index}: card {stray} is not in the {variant_name} deck")


class _Table:
    """One hand of a partnership game as :func:`partnership_units` reads it: who partners whom, the bids, the
    makers, the tricks taken, and the trick being played."""

    def __init__(self, game: str, record: dict[str, Any], index: int, n: int) -> None:
        slots = record.get("slots")
        if type(slots) is not list or any(type(s) is not int for s in slots) or sorted(slots) != list(range(n)):
            raise SoftplayError(f"soft-play audit: record {index}: field 'slots' must list each of the {n} slots once")
        if n != TRICK_SIZE:
            raise SoftplayError(f"soft-play audit: a partnership game seats {TRICK_SIZE}, not {n}")
        self.hand = record.get("hand")
        self.side = {slot: pos % 2 for pos, slot in enumerate(slots)}
        self.spades = game == "spades"
        self.trump: str | None = "s" if self.spades else None
        self.bids: dict[int, int] = {}
        self.maker, self.alone = -1, False
        self.won = [0] * n
        self.trick: list[int] = []
        self.best_slot, self.best_power, self.led, self.best_suit = -1, -2, "", ""

    def makers(self, record: dict[str, Any], index: int) -> None:
        trump, slot = record.get("trump"), record.get("slot")
        if self.spades:  # spades are always trump: a 'makers' record would have changed the trump suit
            raise SoftplayError(f"soft-play audit: record {index}: a Spades hand has no 'makers' record")
        if trump not in ("c", "d", "h", "s") or type(slot) is not int or slot not in self.side:  # True == 1
            raise SoftplayError(f"soft-play audit: record {index}: a 'makers' record needs a suit and a slot")
        self.trump, self.maker, self.alone = trump, slot, record.get("alone") is True

    def bid(self, record: dict[str, Any]) -> None:
        slot, amount = record.get("slot"), record.get("amount")
        if type(slot) is int and slot in self.side and type(amount) is int:  # a bool slot is no slot (True == 1)
            self.bids[slot] = amount

    def play(self, index: int, slot: int, card: str, legal: list[str], tables: Any) -> list[tuple[Any, ...]]:
        suit_of, powers = tables
        if slot in self.trick:
            raise SoftplayError(f"soft-play audit: record {index}: slot {slot} plays twice in one trick")
        if not self.trick:
            self.led = suit_of[card]
        power = powers[self.led][card]
        out = self.unit(slot, legal, power, powers[self.led]) if self.trick else []
        if not self.trick or power > self.best_power:
            self.best_slot, self.best_power, self.best_suit = slot, power, suit_of[card]
        self.trick.append(slot)
        if len(self.trick) == TRICK_SIZE - int(self.alone):
            self.won[self.best_slot] += 1
            self.trick = []
        return out

    def unit(self, a: int, legal: list[str], power: int, powers: dict[str, int]) -> list[tuple[Any, ...]]:
        """The ``let`` unit of ``a``'s play against the card winning so far, if it makes one."""
        b = self.best_slot
        over = sum(1 for c in legal if powers[c] > self.best_power)
        if self.side[a] == self.side[b] or not 0 < over < len(legal) or self.nil_in(a):
            return []
        come = TRICK_SIZE - int(self.alone) - len(self.trick) - 1
        kind = f"let{come}{4 * over // len(legal)}{self.side_digit(a)}{int(self.best_suit == self.trump)}"
        return [(kind, a, b, self.hand, Fraction(int(power <= self.best_power)))]

    def nil_in(self, a: int) -> bool:
        """Spades: ``a`` bid nil, or one of its opponents did."""
        return self.spades and any(self.bids.get(s) == 0 for s in self.side if s == a or self.side[s] != self.side[a])

    def side_digit(self, a: int) -> int:
        mine = [s for s in self.side if self.side[s] == self.side[a]]
        if self.spades:
            bid = sum(self.bids.get(s, 0) for s in mine)
            return int(sum(self.won[s] for s in mine if self.bids.get(s) != 0) >= bid)
        making = self.maker in mine
        return (3 if self.maker == a else 1) if making and self.alone else (2 if self.alone else int(making))
