"""The collusion audit of Hold'em tables with three or more seats (a diagnostic only).

It is a pure function of the replay records (the seed comes from the header), so a browser
running this module over the same bytes prints the same numbers. Nothing here changes a score,
a rating or a seat; it reports.

How a hand is read. The audit rebuilds each hand with the engine from its recorded cards
(hole cards from the ``deal`` records, the board from the ``board`` records) and replays the
recorded actions, comparing every event the engine produces with the recorded one. A record
that the rules contradict (an action out of turn, a card seen twice, a pot or net that does
not add up) stops the audit with an :class:`AuditError` naming the line.

Where a seat gives up chips. Two moments can cost a seat value that another seat collects:

* At a **fold**, the folding seat ``a`` is priced against the seats still in the hand, all hole
  cards known: its win share ``eq`` over 2000 completions of the board drawn from
  ``Rng(derive(seed, hand, foldOrdinal))`` (exact when the river is out). The hand gives up
  ``max(0, eq * pot - toCall)`` with ``pot`` the chips in the middle at that moment that it could
  win (each seat's chips up to its own total after calling) and ``toCall`` what it would have
  cost to continue; an unprofitable call abandoned scores 0.
* At **settlement**, each pot slice is priced on the final board, so a seat that stayed to the
  end gets exactly the share it was entitled to (odd chips count as split exactly) and books 0.
  Showdowns therefore carry no signal; folds carry all of it.

A loss is shared among the other seats in proportion to the chips of each it could have won:
``surrender[a][b] += loss * contrib[b] / (sum of contrib[c] for c != a)``.
``contested[a][b]`` counts hands where both ``a`` and ``b`` put chips in; ``flow[a][b]`` is the
part of ``a``'s chips that ``b`` collected, pot by pot, and ``netFlow = flow - flow.T``.

From those: ``rate = surrender / max(contested, 1)``, ``field[a]`` is ``a``'s pooled rate
against everyone, ``bias = rate - field``. Flags (with ``contested >= 4``): ``soft-play`` on
the pair {a, b} when both biases exceed 3/4 of a big blind, and ``dump`` from a to b when
``bias[a][b]`` exceeds two big blinds. Chips fed by calling down with a bad hand leave no fold
trace and so raise no flag; ``netFlow`` shows them instead.

>>> collusion_audit([{"type": "episode", "variant": "holdem-hu", "seed": 1, "seats": [{}, {}]}]) is None
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from cosino.games.poker.equity import UNIT, board_units, sampled_units
from cosino.games.poker.holdem import HoldemHand, HoldemVariant
from cosino.games.protocol import Action, IllegalAction
from cosino.games.registry import UnknownVariant, get_variant
from cosino.primitives.cards import DECK
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.exact import median
from cosino.primitives.rng import Rng, derive

RUNOUTS = 2000
MIN_CONTESTED = 4
SOFT_PLAY_BB = Fraction(3, 4)
DUMP_BB = Fraction(2)
_DECORATION = ("hand", "slot", "say", "infoset", "received", "error")
_CARD = {name: i for i, name in enumerate(DECK)}


class AuditError(CosinoError):
    """A replay whose records contradict each other; the message names the line."""


def _fail(index: int, message: str) -> AuditError:
    return AuditError(f"collusion audit: line {index + 1}: {message}")


class _Tally:
    """Running per-slot totals; losses and flows are exact Fractions, counts are ints."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.surrender = [[Fraction(0)] * n for _ in range(n)]
        self.contested = [[0] * n for _ in range(n)]
        self.flow = [[Fraction(0)] * n for _ in range(n)]
        self.hands = 0
        self.samples = 0

    def attribute(self, loser: int, loss: Fraction, contrib: Sequence[int]) -> None:
        """Share ``loss`` (of slot ``loser``) among the other slots pro rata to ``contrib`` (by slot)."""
        others = sum(c for s, c in enumerate(contrib) if s != loser)
        if not loss or not others:
            return
        row = self.surrender[loser]
        for s, c in enumerate(contrib):
            if s != loser and c:
                row[s] += loss * c / others


def collusion_audit(records: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The ``results.audit`` block of a Hold'em episode with three or more seats, else None.

    ``records`` are the replay's records, header first, without any ``audit`` record.
    """
    return audit_prefixes(records, ())[-1]


def collusion_results(variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> dict[str, Any]:
    """The results entries of this diagnostic (see :mod:`cosino.diagnostics.catalog`)."""
    return {"audit": collusion_audit(records)}


def collusion_tail(entries: dict[str, Any]) -> list[dict[str, Any]]:
    """The log's tail records of the computed entries: one per flagged pair."""
    return audit_events(entries["audit"])


def audit_prefixes(records: Sequence[dict[str, Any]], lengths: Sequence[int]) -> list[dict[str, Any] | None]:
    """The audit of the first ``k`` hands for each ``k`` in ``lengths`` (ascending), then of them all.

    One pass serves every length: the audit of a prefix is what the audit of an episode cut
    after ``k`` hands would say, since nothing in it looks ahead.
    """
    if not records or records[0].get("type") != "episode":
        raise _fail(0, "field 'type': the first record must be the episode header")
    header = records[0]
    seats = header.get("seats")
    if not isinstance(seats, list):
        raise _fail(0, "field 'seats': expected a list")
    n = len(seats)
    if n < 3:
        return [None] * (len(lengths) + 1)
    try:
        variant = get_variant(header.get("variant"))
    except UnknownVariant as exc:
        raise _fail(0, f"field 'variant': {exc}") from None
    if not isinstance(variant, HoldemVariant):
        return [None] * (len(lengths) + 1)
    seed = header.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _fail(0, "field 'seed': expected an integer")
    big_blind = variant.big_blind()
    tally = _Tally(n)
    start = variant.starting_stack(n)
    stacks = [start] * n  # by slot, for the chip-race tables
    stops = list(lengths)
    out: list[dict[str, Any] | None] = []
    expected_hand = 0
    i = 1
    while i < len(records):
        record = records[i]
        kind = record.get("type")
        if kind == "hand":
            if record.get("hand") != expected_hand:
                raise _fail(i, f"field 'hand': expected hand {expected_hand}, got {quoted(record.get('hand'))}")
            while stops and stops[0] <= expected_hand:
                out.append(_summary(tally, big_blind))
                stops.pop(0)
            i = _audit_hand(records, i, variant, seed, stacks, tally)
            expected_hand += 1
        elif kind in ("end", "audit", "stackOff", "bust"):
            i += 1
        else:
            raise _fail(i, f"a {quoted(kind)} record outside any hand")
    final = _summary(tally, big_blind)
    out.extend(final for _ in stops)
    out.append(final)
    return out


def _audit_hand(
    records: Sequence[dict[str, Any]], first: int, variant: HoldemVariant, seed: int, stacks: list[int], tally: _Tally
) -> int:
    """Check and price one hand; return the index of the record after its handEnd or handVoid."""
    slots, starting, button, last = _check_head(records, first, variant, stacks, tally.n)
    hand = _rebuild(records, first, last, variant, starting, button)
    samples_before = tally.samples
    priced, settled = _replay_hand(records, first, last, hand, slots, seed, tally)
    if records[last]["type"] == "handVoid":
        tally.samples = samples_before  # a refunded hand's folds are not part of the evidence
        return last + 1  # refunded: nothing moved, nothing is priced
    _check_end(records, last, hand, slots, records[first]["hand"], stacks)
    _book_hand(hand, slots, priced, settled, tally)
    return last + 1


def _check_head(
    records: Sequence[dict[str, Any]], first: int, variant: HoldemVariant, stacks: list[int], n: int
) -> tuple[list[int], list[int], int, int]:
    """The hand record's slots, stacks and button, checked; and the index of its handEnd or handVoid."""
    head = records[first]
    slots = head.get("slots")
    if not isinstance(slots, list) or sorted(slots) != list(range(n)):
        raise _fail(first, f"field 'slots': expected an ordering of the {n} slots, got {quoted(slots)}")
    starting = head.get("stacks")
    by_position = [stacks[s] for s in slots] if variant.chip_race else [variant.starting_stack(n)] * n
    if starting != by_position:
        raise _fail(
            first, f"field 'stacks': {quoted(starting)} but the earlier hands leave {by_position} (chips do not add up)"
        )
    button = head.get("button")
    if not isinstance(button, int) or isinstance(button, bool) or not 0 <= button < n:
        raise _fail(first, f"field 'button': expected a position 0..{n - 1}, got {quoted(button)}")
    last = first + 1
    while last < len(records) and records[last].get("type") not in ("handEnd", "handVoid", "hand", "end"):
        last += 1
    if last >= len(records) or records[last].get("type") not in ("handEnd", "handVoid"):
        raise _fail(min(last, len(records) - 1), f"hand {head['hand']} has no handEnd or handVoid record")
    return slots, starting, button, last


Priced = list[tuple[int, Fraction, list[int]]]  # (slot, loss, contributions by slot) of each priced fold


def _replay_hand(
    records: Sequence[dict[str, Any]],
    first: int,
    last: int,
    hand: HoldemHand,
    slots: list[int],
    seed: int,
    tally: _Tally,
) -> tuple[Priced, list[dict[str, Any]]]:
    """Replay the recorded actions, comparing every event with the engine's; the priced folds and the pots."""
    h, n = records[first]["hand"], tally.n
    pending = hand.start_events()
    priced: Priced = []
    settled: list[dict[str, Any]] = []
    for i in range(first + 1, last):
        record = records[i]
        if record.get("hand") != h:
            raise _fail(i, f"field 'hand': expected {h}, got {quoted(record.get('hand'))}")
        if "pos" in record and (
            not isinstance(record["pos"], int)
            or not 0 <= record["pos"] < n
            or record.get("slot") != slots[record["pos"]]
        ):
            raise _fail(
                i, f"field 'slot': position {quoted(record.get('pos'))} does not seat slot {quoted(record.get('slot'))}"
            )
        if pending:
            _compare(i, record, pending.pop(0))
            continue
        on_turn = _on_turn(i, record, hand)
        kind = record.get("action")
        action = Action(kind, record.get("amount") if kind in ("bet", "raise") else None)
        if action.kind == "fold" and hand.to_call(on_turn) > 0:
            loss = _fold_loss(hand, on_turn, seed, h, len(priced), tally)
            contributions = _winnable(hand, on_turn)
            priced.append((slots[on_turn], loss, [contributions[p] for p in _positions_of(slots)]))
        try:
            events = hand.apply(action)
        except IllegalAction as exc:
            raise _fail(i, f"illegal action: {exc}") from None
        _compare(i, record, events[0])
        pending = events[1:]
        settled.extend(e for e in events if e["type"] == "pot")
    if pending:
        raise _fail(last, f"the rules produce a {quoted(pending[0]['type'])} record here")
    return priced, settled


def _on_turn(i: int, record: dict[str, Any], hand: HoldemHand) -> int:
    """The position on decision, which ``record`` must be an action of."""
    if record.get("type") != "action":
        raise _fail(i, f"a {quoted(record.get('type'))} record where the rules expect the next action")
    on_turn = hand.to_act()
    if on_turn is None:
        raise _fail(i, "an action after the hand is over")
    if record.get("pos") != on_turn:
        raise _fail(
            i, f"action out of turn: position {record.get('pos')} acted while position {on_turn} is on decision"
        )
    return on_turn


def _check_end(
    records: Sequence[dict[str, Any]], last: int, hand: HoldemHand, slots: list[int], h: int, stacks: list[int]
) -> None:
    """The handEnd's nets against the pots', then carry them into ``stacks`` (by slot)."""
    end = records[last]
    if not hand.is_over():
        raise _fail(last, "handEnd before the hand is over")
    nets = [0] * len(slots)
    for p, v in enumerate(hand.nets()):
        nets[slots[p]] = v
    if end.get("nets") != nets:
        raise _fail(last, f"field 'nets': {quoted(end.get('nets'))} but the pots pay {nets} (chips do not add up)")
    if end.get("hand") != h:
        raise _fail(last, f"field 'hand': expected {h}, got {quoted(end.get('hand'))}")
    for s in range(len(slots)):
        stacks[s] += nets[s]


def _positions_of(slots: Sequence[int]) -> list[int]:
    """Position of each slot (the inverse of the hand's slots-by-position list)."""
    out = [0] * len(slots)
    for p, s in enumerate(slots):
        out[s] = p
    return out


def _rebuild(
    records: Sequence[dict[str, Any]], first: int, last: int, variant: HoldemVariant, stacks: list[int], button: int
) -> HoldemHand:
    """A fresh engine hand dealt the recorded cards (board cards never shown are filled in)."""
    n = len(stacks)
    hole: dict[int, list[str]] = {}
    board: list[str] = []
    seen: dict[str, int] = {}
    for i in range(first + 1, last):
        record = records[i]
        kind = record.get("type")
        if kind not in ("deal", "board"):
            continue
        cards = record.get("cards")
        if not isinstance(cards, list):
            raise _fail(i, "field 'cards': expected a list")
        for card in cards:
            if card not in _CARD:
                raise _fail(i, f"field 'cards': bad card {quoted(card)}")
            if card in seen:
                raise _fail(i, f"field 'cards': card {card} dealt twice (first on line {seen[card] + 1})")
            seen[card] = i
        if kind == "deal":
            pos = record.get("pos")
            if not isinstance(pos, int) or not 0 <= pos < n or len(cards) != 2 or pos in hole:
                raise _fail(i, f"field 'pos': a deal of two cards to a new position, got {quoted(pos)} {quoted(cards)}")
            hole[pos] = cards
        else:
            board.extend(cards)
    if len(board) > 5:
        raise _fail(last - 1, f"{len(board)} board cards dealt in one hand")
    if button < n and stacks[button] == 0:
        raise _fail(first, f"field 'button': position {button} has no chips")
    order = [p for p in ((button + 1 + k) % n for k in range(n)) if stacks[p]]
    missing = [p for p in order if p not in hole]
    if missing or len(hole) != len(order):
        raise _fail(first, f"the deal records do not match the funded positions {order} (missing {missing})")
    unused = [c for c in DECK if c not in seen]
    deck = [hole[p][0] for p in order] + [hole[p][1] for p in order] + board + unused
    try:
        return variant.new_hand(deck, stacks, button, records[first]["hand"])
    except ValueError as exc:
        raise _fail(first, str(exc)) from None


def _compare(index: int, record: dict[str, Any], event: dict[str, Any]) -> None:
    found = {k: v for k, v in record.items() if k not in _DECORATION}
    if found == event:
        return
    if found.get("type") != event["type"]:
        raise _fail(
            index, f"a {quoted(found.get('type'))} record where the rules produce a {quoted(event['type'])} record"
        )
    for key in sorted(set(found) | set(event)):
        if found.get(key) != event.get(key):
            chips = " (chips do not add up)" if key in ("amount", "shares", "contributions") else ""
            raise _fail(
                index, f"field '{key}': {quoted(found.get(key))} but the rules give {quoted(event.get(key))}{chips}"
            )


def _winnable(hand: HoldemHand, pos: int) -> list[int]:
    """Each position's chips that ``pos`` could win by calling now: no more than its own total after the call.

    A bet above the caller's stack is returned to the bettor at the end, so it is neither value the
    fold gave up nor chips the bettor was given; with equal stacks nothing is ever above the cap.
    """
    contributions = hand.contributions()
    cap = contributions[pos] + hand.to_call(pos)
    return [min(c, cap) for c in contributions]


def _fold_loss(hand: HoldemHand, pos: int, seed: int, hand_index: int, ordinal: int, tally: _Tally) -> Fraction:
    """What folding gives up: max(0, equity x pot - cost to call), priced with every hole card known;
    the pot holds only the chips the folding seat could have won (see :func:`_winnable`)."""
    live = [p for p in hand.live_positions() if p != pos]
    pot = sum(_winnable(hand, pos))
    to_call = hand.to_call(pos)
    board = hand.shown_board_indices()
    shown = len(board)
    hero = hand.hole_indices(pos)
    others = [hand.hole_indices(p) for p in live]
    if shown == 5:
        units = board_units([hero, *others], board)[0]
        if units * pot <= to_call * UNIT:
            return Fraction(0)
        return Fraction(units * pot, UNIT) - to_call
    dead = {c for p in hand.dealt_positions() for c in hand.hole_indices(p)} | set(board)
    scale = RUNOUTS * UNIT
    # Folding loses value only when units * pot > to_call * scale; below that mark the exact
    # total does not matter, so the draw may stop once the mark is out of reach.
    mark = to_call * scale // pot
    used: list[int] = []
    units = sampled_units(
        Rng(derive(seed, hand_index, ordinal)), hero, others, board, dead, RUNOUTS, give_up_at=mark, used=used
    )
    tally.samples += used[0]  # what was drawn, not what could have been
    if units is None or units * pot <= to_call * scale:
        return Fraction(0)
    return Fraction(units * pot, scale) - to_call


def _book_hand(
    hand: HoldemHand,
    slots: Sequence[int],
    priced: list[tuple[int, Fraction, list[int]]],
    pots: list[dict[str, Any]],
    tally: _Tally,
) -> None:
    n = tally.n
    tally.hands += 1
    for slot, loss, contrib in priced:
        tally.attribute(slot, loss, contrib)
    # Settlement: each slice priced on the final board, each live seat's entitled share against
    # what the pot paid it (an exact split, odd chips spread evenly), and the chips' flow.
    board = hand.shown_board_indices()  # all five: a pot with two or more eligible seats reached the showdown
    put_in = [False] * n
    for pot in pots:
        amount = pot["amount"]
        contrib = [0] * n
        for p, c in enumerate(pot["contributions"]):
            if c:
                contrib[slots[p]] = c
                put_in[slots[p]] = True
        eligible = pot["eligible"]
        winners = pot["winners"]
        if len(eligible) > 1:
            units = board_units([hand.hole_indices(p) for p in eligible], board)
        else:
            units = [UNIT]
        for p, u in zip(eligible, units):
            entitled = Fraction(u * amount, UNIT)
            paid = Fraction(amount, len(winners)) if p in winners else Fraction(0)
            tally.attribute(slots[p], entitled - paid, contrib)
        for p, share in zip(winners, pot["shares"]):
            w = slots[p]
            for s in range(n):
                if s != w and contrib[s]:
                    tally.flow[s][w] += Fraction(contrib[s] * share, amount)
    involved = [s for s in range(n) if put_in[s]]
    for x in involved:
        for y in involved:
            if x != y:
                tally.contested[x][y] += 1


def _summary(tally: _Tally, big_blind: int) -> dict[str, Any]:
    n = tally.n
    # Copies: the tally keeps growing after a prefix's summary is taken.
    surrender = [row[:] for row in tally.surrender]
    contested = [row[:] for row in tally.contested]
    flow = [row[:] for row in tally.flow]
    rate: list[list[Fraction | None]] = [[None] * n for _ in range(n)]
    bias: list[list[Fraction | None]] = [[None] * n for _ in range(n)]
    field: list[Fraction] = []
    for a in range(n):
        lost = sum((surrender[a][c] for c in range(n) if c != a), Fraction(0))
        met = sum(contested[a][c] for c in range(n) if c != a)
        field.append(lost / max(met, 1))
        for b in range(n):
            if b != a:
                hands_met = max(contested[a][b], 1)  # a pair that never met has rate 0, not 0/0
                rate[a][b] = surrender[a][b] / hands_met
    for a in range(n):
        for b in range(n):
            if b != a:
                bias[a][b] = rate[a][b] - field[a]
    soft_bar = SOFT_PLAY_BB * big_blind
    dump_bar = DUMP_BB * big_blind
    flags: list[dict[str, Any]] = []
    for a in range(n):
        for b in range(a + 1, n):
            if contested[a][b] < MIN_CONTESTED:
                continue
            if min(bias[a][b], bias[b][a]) > soft_bar:
                flags.append({"flag": "soft-play", "slots": [a, b]})
            for x, y in ((a, b), (b, a)):
                if bias[x][y] > dump_bar:
                    flags.append({"flag": "dump", "slots": [x, y]})
    pairs = [contested[a][b] for a in range(n) for b in range(a + 1, n)]
    return {
        "bigBlind": big_blind,
        "runouts": RUNOUTS,
        "thresholds": {"softPlay": soft_bar, "dump": dump_bar, "minContested": MIN_CONTESTED},
        "surrender": surrender,
        "contested": contested,
        "flow": flow,
        "netFlow": [[flow[a][b] - flow[b][a] for b in range(n)] for a in range(n)],
        "rate": rate,
        "field": field,
        "bias": bias,
        "flags": flags,
        "power": {
            "hands": tally.hands,
            "contestedMin": min(pairs),
            "contestedMedian": median(pairs),
            "equitySamples": tally.samples,
        },
    }


def audit_events(audit: dict[str, Any] | None) -> list[dict[str, Any]]:
    """One ``audit`` record per flagged pair of slots (lower slot first), for the log's tail.

    Replay records hold integers only, so the biases are written as exact ratios in text.

    >>> audit = {"flags": [{"flag": "dump", "slots": [2, 0]}], "bias": [[None, 0, 0], [0, None, 0], [5, 0, None]],
    ...          "contested": [[0, 1, 6], [1, 0, 1], [6, 1, 0]]}
    >>> audit_events(audit)
    [{'type': 'audit', 'slots': [0, 2], 'flags': ['dump-2-to-0'], 'contested': 6, 'bias': ['0', '5']}]
    """
    if not audit:
        return []
    grouped: dict[tuple[int, int], list[str]] = {}
    for flag in audit["flags"]:
        a, b = flag["slots"]
        name = "soft-play" if flag["flag"] == "soft-play" else f"dump-{a}-to-{b}"
        grouped.setdefault((min(a, b), max(a, b)), []).append(name)
    events = []
    for (a, b), names in sorted(grouped.items()):
        events.append(
            {
                "type": "audit",
                "slots": [a, b],
                "flags": names,
                "contested": audit["contested"][a][b],
                "bias": [str(audit["bias"][a][b]), str(audit["bias"][b][a])],
            }
        )
    return events
