"""What of an episode's event log anyone may read while the episode runs.

A running episode's records hold every seat's private cards (the ``deal`` records, the cards a
hearts seat passed and received, a euchre dealer's discard) and fields that imply them (the
``legal`` cards of a play, the ``infoset`` key of Kuhn and Leduc, a refused answer's evidence).
:func:`public_records` removes exactly those and keeps what the table sees: the header, hand
starts and stacks, blinds, actions, bids, trump, board cards, played tricks, pots, talk, scores,
and cards shown at a showdown. The header loses its seed, since every deal follows from it, and
the agent behind each alias (a seat would learn who it plays, and a colluder where its partner sits).
Once the log has its ``end`` record nothing is live and the log is returned whole. Private
cards stay hidden across finished hands too: in the duplicate format a finished hand's deal is
the next hand's deal.

Record types this module does not know lose every card-bearing field (deny by default).

On a duplicate table the two hands of a pair are dealt from one deck, so whatever the first hand
shows (its board, its showdowns, its tricks, even its bets and who won) tells what the mirror hand
will deal and to whom. Until the mirror is over (or the log ends), :func:`live_records` keeps of
that first hand only its start, its blinds, the counts of its deals and its passing direction;
all its other records become one ``{"type": "withheld", "hand": h}``. Their number is not kept:
it depends on the cards (a stack lost all in writes a ``stackOff``, a split pot does not).

>>> log = [{"type": "hand", "hand": 0, "stacks": [2, 2]},
...        {"type": "deal", "pos": 0, "slot": 1, "hand": 0, "cards": ["Ks"]},
...        {"type": "action", "pos": 0, "slot": 1, "hand": 0, "action": "bet", "infoset": "0|K||", "say": "hi"}]
>>> [public_record(r) for r in log][1:]
[{'type': 'deal', 'pos': 0, 'slot': 1, 'hand': 0, 'hidden': 1},
 {'type': 'action', 'pos': 0, 'slot': 1, 'hand': 0, 'action': 'bet', 'say': 'hi'}]
>>> public_records(log + [{"type": "end", "reason": "complete"}])[1]["cards"]
['Ks']
>>> public_records([{"type": "episode", "seed": 7, "variant": "kuhn"}])  # the seed deals every card
[{'type': 'episode', 'variant': 'kuhn'}]
>>> public_records([{"type": "episode", "seats": [{"slot": 0, "alias": "Sprocket", "agent": "gpt"}]}])[0]["seats"]
[{'slot': 0, 'alias': 'Sprocket', 'agent': ''}]
>>> public_records([{"type": "action", "action": "pass", "card": "Qs", "pos": 1}])  # a hearts pass
[{'type': 'action', 'action': 'pass', 'pos': 1, 'hidden': 1}]
>>> public_records([{"type": "action", "action": "play", "card": "Qs", "legal": ["Qs", "2h"], "pos": 1}])
[{'type': 'action', 'action': 'play', 'card': 'Qs', 'pos': 1}]
>>> pair = [{"type": "episode", "hands": 2, "config": {"duplicate": True}},
...         {"type": "hand", "hand": 0}, {"type": "board", "hand": 0, "cards": ["Kh"]},
...         {"type": "handEnd", "hand": 0, "nets": [2, -2]}, {"type": "hand", "hand": 1}]
>>> live_records(pair)[2:]  # the mirror is dealt from the same deck: its board is Kh too
[{'type': 'withheld', 'hand': 0}, {'type': 'hand', 'hand': 1}]
>>> live_records(pair + [{"type": "handEnd", "hand": 1, "nets": [0, 0]}])[2]  # the pair is over
{'type': 'board', 'hand': 0, 'cards': ['Kh']}
"""

from __future__ import annotations

from array import array
from typing import Any, Iterable

from cosino.primitives.canonical import dump_bytes

# Record types whose every field is public at the table (cards here are face up for all).
PUBLIC_TYPES = frozenset(
    {
        "episode",
        "hand",
        "blind",
        "board",
        "return",
        "pot",
        "showdown",
        "award",
        "handEnd",
        "handVoid",
        "bust",
        "stackOff",
        "end",
        "upcard",
        "turnDown",
        "pickUp",
        "makers",
        "trick",
        "score",
        "bids",
        "trumpCard",
        "passDirection",
        "audit",
    }
)
# Record types that carry a seat's private cards in "cards" (the count stays: it is public).
PRIVATE_CARDS = frozenset({"deal", "receive"})
# Actions whose "card" is a card laid face up (a play) or a suit named aloud (euchre's trump).
PUBLIC_CARD_ACTIONS = frozenset({"play", "trump"})
# Fields of an action that reveal its seat's hand or its unchecked answer.
ACTION_PRIVATE_FIELDS = ("infoset", "legal", "received", "error")
CARD_FIELDS = ("card", "cards", "legal", "infoset", "received", "hole", "hand_cards")


def is_complete(records: list[dict[str, Any]]) -> bool:
    """True once the log ends with its ``end`` record (then nothing is private any more).

    >>> is_complete([{"type": "end", "reason": "budget"}]), is_complete([])
    (True, False)
    """
    return bool(records) and isinstance(records[-1], dict) and records[-1].get("type") == "end"


def _ends(records: list[dict[str, Any]]) -> bool:
    # The collusion audit's records follow the end record, so look for it anywhere.
    return any(isinstance(r, dict) and r.get("type") == "end" for r in records)


def public_record(record: dict[str, Any]) -> dict[str, Any]:
    """One record as the table sees it while the episode runs (a new dict; the input is untouched)."""
    kind = record.get("type")
    if kind == "episode":  # the seed fixes every deal, so it is as private as the cards until the end
        header = {k: v for k, v in record.items() if k != "seed"}
        seats = header.get("seats")
        if isinstance(seats, list):  # seats play under aliases: the agent behind each stays unnamed
            header["seats"] = [{**s, "agent": ""} if isinstance(s, dict) and "agent" in s else s for s in seats]
        return header
    if kind in PUBLIC_TYPES:
        return dict(record)
    out = {k: v for k, v in record.items()}
    if kind in PRIVATE_CARDS:
        cards = out.pop("cards", None)
        if isinstance(cards, list):
            out["hidden"] = len(cards)
        return out
    if kind == "action":
        for name in ACTION_PRIVATE_FIELDS:
            out.pop(name, None)
        if out.get("action") not in PUBLIC_CARD_ACTIONS and "card" in out:
            del out["card"]
            out["hidden"] = 1
        return out
    for name in CARD_FIELDS:  # an unknown record type: nothing card-like leaves
        out.pop(name, None)
    return out


def _hand_of(record: Any) -> int | None:
    hand = record.get("hand") if isinstance(record, dict) else None
    return hand if isinstance(hand, int) and not isinstance(hand, bool) else None


def withheld_hands(records: list[dict[str, Any]]) -> frozenset[int]:
    """The first hands of duplicate pairs whose mirror may still be dealt from their deck.

    Deny by default: a log without a header that says otherwise is taken as duplicate, and a
    pair is released only by its mirror's ``handEnd`` or ``handVoid``, or by the log's end.

    >>> withheld_hands([{"type": "hand", "hand": 0}, {"type": "hand", "hand": 1}, {"type": "hand", "hand": 2}])
    frozenset({0, 2})
    >>> withheld_hands([{"type": "episode", "hands": 9, "config": {"duplicate": False}}, {"type": "hand", "hand": 0}])
    frozenset()
    """
    pairs = _Pairs(records[0] if records else None)
    pairs.add(records)
    return pairs.withheld()


class _Pairs:
    """The hands a log has started and ended so far, and so which of them are withheld."""

    def __init__(self, first: Any) -> None:
        header = first if isinstance(first, dict) and first.get("type") == "episode" else {}
        config = header.get("config")
        self.duplicate = not (isinstance(config, dict) and config.get("duplicate") is False)
        total = header.get("hands")
        self.total = total if isinstance(total, int) and not isinstance(total, bool) else None
        self.started: set[int] = set()
        self.over: set[int] = set()
        self.ended = False

    def add(self, records: Iterable[Any]) -> None:
        for record in records:
            hand = _hand_of(record)
            kind = record.get("type") if isinstance(record, dict) else None
            if kind == "end":  # the collusion audit's records follow it: it is looked for anywhere
                self.ended = True
            elif hand is not None and kind == "hand":
                self.started.add(hand)
            elif hand is not None and kind in ("handEnd", "handVoid"):
                self.over.add(hand)

    def may_withhold(self, hand: int) -> bool:
        """Whether ``hand`` is or may yet be withheld: the first of a pair whose mirror may still be dealt. Once
        False it stays False as the log grows. A first hand with no mirror in the episode (an odd last hand) shares
        its deck with nobody."""
        alone = self.total is not None and hand + 1 >= self.total
        return self.duplicate and not self.ended and hand % 2 == 0 and hand + 1 not in self.over and not alone

    def withheld(self) -> frozenset[int]:
        return frozenset(h for h in self.started if self.may_withhold(h))


# What of a withheld hand stays: the same in every deal of the table (who sits where, blinds, counts).
WITHHELD_KEEPS = frozenset({"hand", "deal", "receive", "blind", "passDirection"})


def live_records(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The view of a log that is not final: no private card, and of a pair's first hand whose
    mirror may still be dealt (see :func:`withheld_hands`) only what every deal shares, then one
    ``{"type": "withheld", "hand": h}`` in place of all its other records.

    One marker, not one per record: how many records a hand writes depends on its cards (a lost
    stack adds a ``stackOff``, a split pot does not), so a count would tell the mirror its board.
    """
    records = list(records)
    return _viewed(records, withheld_hands(records))


def _viewed(records: list[dict[str, Any]], withheld: frozenset[int]) -> list[dict[str, Any]]:
    """``records`` as :func:`live_records` shows them, the hands ``withheld`` being withheld."""
    marked: set[int] = set()
    out = []
    for record in records:
        hand = _hand_of(record)
        if hand in withheld and record.get("type") not in WITHHELD_KEEPS:
            if hand not in marked:
                marked.add(hand)
                out.append({"type": "withheld", "hand": hand})
        else:
            out.append(public_record(record))
    return out


class LiveView:
    """:func:`live_records` of a growing log, kept between reads: each read views only the records added since.

    A record whose hand can never be withheld (see :meth:`_Pairs.may_withhold`) keeps its view as the log grows,
    so the records before the first one whose hand may be are kept encoded, and only those from there on (one
    duplicate pair, in an engine's log) are viewed again. A poll of a 42,000-record log viewed every record again.

    >>> view = LiveView()
    >>> view.extend([{"type": "episode", "hands": 2}, {"type": "hand", "hand": 0}, {"type": "board", "hand": 0}])
    >>> view.json_items()
    b'{"hands":2,"type":"episode"},{"hand":0,"type":"hand"},{"hand":0,"type":"withheld"}'
    >>> view.extend([{"type": "hand", "hand": 1}, {"type": "handEnd", "hand": 1}])
    >>> view.json_items() == dump_bytes(live_records([{"type": "episode", "hands": 2}, {"type": "hand", "hand": 0},
    ...     {"type": "board", "hand": 0}, {"type": "hand", "hand": 1}, {"type": "handEnd", "hand": 1}]))[1:-1]
    True
    """

    def __init__(self) -> None:
        self.count = 0  # records given so far
        self._pairs: _Pairs | None = None  # made from the log's first record
        self._settled = bytearray()  # the encoded views of the settled records, joined by commas
        self._bounds = array("Q")  # where each settled view ends in _settled: a reader may start at any one
        self._open: list[dict[str, Any]] = []  # the records from the first one whose hand may be withheld
        self.last: dict[str, Any] | None = None  # the last record given: a reader checks the log still holds it

    @property
    def size(self) -> int:
        """Bytes kept, about: the settled views, and a few hundred for each open record."""
        return len(self._settled) + 8 * len(self._bounds) + 512 * len(self._open)

    @property
    def settled(self) -> int:
        """How many views lead the list that no later record changes: only the log's history changing does."""
        return len(self._bounds)

    def extend(self, records: list[dict[str, Any]]) -> None:
        """Add the log's next ``records``."""
        if not records:
            return
        if self._pairs is None:
            self._pairs = _Pairs(records[0])
        self._pairs.add(records)
        self.count += len(records)
        self.last = records[-1]
        self._open.extend(records)
        pairs = self._pairs
        cut = next(
            (i for i, r in enumerate(self._open) if (h := _hand_of(r)) is not None and pairs.may_withhold(h)),
            len(self._open),
        )
        for record in self._open[:cut]:
            if self._settled:
                self._settled += b","
            self._settled += dump_bytes(public_record(record))
            self._bounds.append(len(self._settled))
        del self._open[:cut]

    def json_items(self) -> bytes:
        """The canonical bytes of :func:`live_records` of every record given, without the list's brackets."""
        opened = b",".join(self.open_items())
        return bytes(self._settled) + (b"," if self._settled and opened else b"") + opened

    def open_items(self) -> list[bytes]:
        """The encoded views after the settled ones (a duplicate pair's, at most): viewed again at each call."""
        withheld = self._pairs.withheld() if self._pairs is not None else frozenset()
        return [dump_bytes(r) for r in _viewed(self._open, withheld)]

    def settled_items(self, start: int, stop: int) -> bytes:
        """The encoded views of the settled records ``start`` to ``stop`` (0 <= start <= stop <= settled), joined
        by commas as :meth:`json_items` has them."""
        if start >= stop:
            return b""
        begin = self._bounds[start - 1] + 1 if start else 0  # past the comma after the view before
        return bytes(self._settled[begin : self._bounds[stop - 1]])


def public_records(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log with every private card removed, or the whole log once it has ended."""
    records = list(records)
    if _ends(records):
        return [dict(r) for r in records]
    return live_records(records)
