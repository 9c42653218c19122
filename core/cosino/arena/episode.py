"""Episodes: a pure step machine that seats players, deals hands and writes the event log.

An :class:`Episode` is created from an :class:`EpisodeConfig`; :meth:`Episode.pending` says
which slot is on decision and what it observes, :meth:`Episode.decide` applies that slot's
response and returns the records it produced. The records, written as canonical JSON Lines,
are the replay. Re-running an episode over the responses recorded in its replay reproduces
the replay byte for byte (see :mod:`cosino.arena.replay`).

Slots are the players in the order they were named; positions are table seats of one hand.
A seed-derived permutation maps positions to slots, and on duplicate variants hands 2k and
2k+1 share one shuffled deck with the table rotated in the mirror, so each slot receives its
counterpart's cards and position.

>>> ep = Episode(EpisodeConfig("kuhn", ("scripted", "scripted"), hands=2, seed=1))
>>> while ep.pending() is not None:
...     _ = ep.decide({"action": "check"})
>>> ep.records[-1] == {"type": "end", "reason": "complete"}
True
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from typing import Any

from cosino.arena.evidence import (
    EVIDENCE_LIMIT,
    SEAT_EVIDENCE_ALLOWANCE,
    bound_and_size,
    digest_only,
    is_call_failure,
    is_digest,
    seat_text,
)
from cosino.arena.seating import table_seating
from cosino.arena.talk import normalize_talk
from cosino.games.protocol import Action, Hand, IllegalAction, Variant
from cosino.games.registry import get_variant
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import CosinoError, leading_digits, quoted
from cosino.primitives.printable_chars import first_unprintable
from cosino.primitives.rng import Rng, derive

FORMAT = 1
DECISION_BUDGET = 220
# The largest seed an episode takes: 63 bits, as the API, `cosino play` and a league's derived seeds give
MAX_SEED = 2**63 - 1
ALIASES = (
    "Sprocket",
    "Gizmo",
    "Ratchet",
    "Widget",
    "Piston",
    "Rivet",
    "Gadget",
    "Flywheel",
    "Spindle",
    "Gasket",
)
ABANDON_REASONS = ("deadline", "stalled")  # the guards that end an episode mid-hand; stalled: a step could not apply
END_REASONS = ("complete", "budget", *ABANDON_REASONS)


def hand_deck(variant: Variant, seed: int, hand_index: int) -> list[str]:
    """Hand ``hand_index``'s shuffled deck: the one place a deal follows from the seed.

    The two hands of a duplicate pair share the pair's deck; every other hand has its own."""
    label = hand_index // 2 if variant.duplicate and not variant.chip_race else hand_index
    deck = variant.deck()
    Rng(derive(seed, "deck", label)).shuffle(deck)
    return deck


class EpisodeError(CosinoError):
    """A configuration or call that the episode cannot accept."""


@dataclass(frozen=True)
class EpisodeConfig:
    """What defines an episode: the variant, who sits (agent names by slot), how many hands, the seed."""

    variant: str
    agents: tuple[str, ...]
    hands: int
    seed: int
    budget: int = DECISION_BUDGET

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "agents": list(self.agents),
            "hands": self.hands,
            "seed": self.seed,
            "budget": self.budget,
        }


def parse_response(response: Any) -> tuple[Action | None, str | None]:
    """Turn a seat's (bounded) JSON answer into an Action, or explain in one line why it cannot be one."""
    if not isinstance(response, dict):
        return None, "response is not a JSON object"
    kind = response.get("action")
    if kind is None and isinstance(response.get("transport"), str):
        detail = response.get("detail")
        why = f": {seat_text(detail)}" if isinstance(detail, str) and detail else ""
        return None, f"no answer from the seat ({seat_text(response['transport'])}{why})"
    if kind is None and is_digest(response):
        return None, "answer kept as its size and digest (the seat's allowance of kept refusals is spent)"
    if kind is None and isinstance(response.get("clipped"), dict):
        return None, f"answer larger than {EVIDENCE_LIMIT} bytes and without an action"
    if not isinstance(kind, str) or not kind:
        return None, "field 'action' is missing or not a string"
    amount = response.get("amount")
    if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int)):
        return None, "field 'amount' is not an integer"
    card = response.get("card")
    if card is not None and not isinstance(card, str):
        return None, "field 'card' is not a string"
    return Action(kind, amount, card), None


AGENT_NAME_LIMIT = 2100  # characters of an agent (seat) name: a remote seat's URL may be 2048 long


def agent_name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be an agent (seat) name, or None: the one rule of its shape, for every
    place a name enters (an episode, a replay header, the runtime's seat check). Names are shown
    by the CLI, the results and the viewer, so no character of one may move, hide or break text.

    >>> agent_name_problem("remote:https://agent.example/act"), agent_name_problem("house\u202e")
    (None, 'a seat name holds an unprintable character (U+202E)')
    """
    if not isinstance(name, str) or not name:
        return "a seat name must be a non-empty string"
    if len(name) > AGENT_NAME_LIMIT:
        return f"a seat name has at most {AGENT_NAME_LIMIT} characters, got {len(name)}"
    hidden = first_unprintable(name)  # bidi, zero-width, line breaks, surrogates: in every Unicode version
    if hidden is not None:
        return f"a seat name holds an unprintable character (U+{ord(hidden):04X})"
    return None


def hands_past_budget(variant: Variant, hands: int, budget: int = DECISION_BUDGET) -> tuple[int, int] | None:
    """(the most decisions one of ``hands`` hands can take, how many hands always fit) when they may
    not all fit ``budget``; None when they do, or when the rules leave a hand's length open (betting).
    The budget ends an episode only between duplicate pairs, so the hands past it are not dealt,
    and the count that fits is even where hands come in pairs.

    >>> from cosino.games.registry import get_variant
    >>> hands_past_budget(get_variant("spades"), 8), hands_past_budget(get_variant("spades"), 2)
    ((56, 2), None)
    """
    lengths: list[int] = []
    for i in range(min(hands, budget + 1)):  # every hand takes a decision: past budget + 1 none can fit
        most = variant.most_decisions(i)
        if most is None:
            return None
        lengths.append(most)
    if hands <= budget and sum(lengths) <= budget:
        return None
    fit, used = 0, 0
    while fit < len(lengths) and used + lengths[fit] <= budget:
        used += lengths[fit]
        fit += 1
    return max(lengths), fit - fit % 2 if variant.duplicate else fit


def budget_limit(variant: Variant) -> int:
    """The largest budget an episode of ``variant`` may be created with where its decisions are
    bounded (the API): the budget ends an episode only once the duplicate pair in play is over, so
    the game's ``max_decisions`` must hold the budget and that pair's longest play.

    >>> from cosino.games.registry import get_variant
    >>> budget_limit(get_variant("holdem-6max")), budget_limit(get_variant("sixmax")), budget_limit(get_variant("kuhn"))
    (2680, 2140, 99994)
    """
    in_play = (2 if variant.duplicate else 1) * variant.longest_hand(variant.max_seats)
    return variant.game_type.max_decisions - in_play


def hands_that_fit(variant: str, fit: int) -> str:
    """How a refusal names the ``fit`` hands of :func:`hands_past_budget`: where hands come in pairs,
    one more also fits but is scored without its twin, so the count is said to be of whole pairs.

    >>> hands_that_fit("hearts", 2)
    'at most 2 always fit in whole duplicate pairs'
    """
    return f"at most {fit} always fit" + (" in whole duplicate pairs" if get_variant(variant).duplicate else "")


def hands_refusal(variant: str, hands: int, budget: int, past: tuple[int, int], fields: tuple[str, str]) -> str:
    """The line refusing ``hands`` that :func:`hands_past_budget` found past ``budget``; ``fields``
    names the hands and the budget as the caller's user writes them (``'hands'``, ``--budget``).

    >>> hands_refusal("spades", 1, 55, (56, 0), ("--hands", "--budget"))
    '1 spades hands can take more than the budget of 55 decisions (a hand takes up to 56); raise --budget'
    """
    most, fit = past
    advice = f"{hands_that_fit(variant, fit)}: lower {fields[0]} or raise {fields[1]}" if fit else f"raise {fields[1]}"
    return (
        f"{hands} {variant} hands can take more than the budget of {budget} decisions (a hand takes up to {most}); "
        + advice
    )


def config_problem(config: EpisodeConfig) -> tuple[str, str] | None:
    """The setting an episode cannot be played with, as (the replay header's field, why), or None.

    One rule for :class:`Episode` and for the replay reader, so a header the engine would refuse is
    refused as line 1's field rather than as a failed re-run."""
    variant = get_variant(config.variant)
    n = len(config.agents)
    if not variant.min_seats <= n <= variant.max_seats:
        return "seats", f"variant {config.variant} seats {variant.min_seats} to {variant.max_seats} players, got {n}"
    for i, agent in enumerate(config.agents):
        problem = agent_name_problem(agent)
        if problem is not None:
            return f"seats[{i}].agent", problem
    if config.hands < 1:
        return "hands", f"hands must be at least 1, got {config.hands}"
    if not isinstance(config.seed, int) or isinstance(config.seed, bool) or not 0 <= config.seed <= MAX_SEED:
        shown = quoted(config.seed) if not isinstance(config.seed, int) else leading_digits(config.seed, 24)
        return "seed", f"seed must be an integer from 0 to 2^63 - 1, got {shown}"
    if config.budget < 1:  # the API, `cosino play` and a league never create one; a replay header may say so
        return "budget", f"budget must be at least 1 decision, got {config.budget}"
    return None


def _kept(action: Action, say: str | None) -> dict[str, Any]:
    """An accepted answer as far as it decides the records (what a replay re-derives it from): a
    seat's other keys would only make every stored input as large as the evidence limit."""
    kept = action.to_json()
    if say is not None:
        kept["say"] = say
    return kept


def _shown(action: Action) -> str:
    """An action as a refusal reason names it: ``str(action)`` with the seat's own words escaped and bounded."""
    extra = action.amount if action.amount is not None else action.card
    kind = seat_text(action.kind)
    return kind if extra is None else f"{kind} {seat_text(str(extra))}"


class Episode:
    """One episode in progress; changes only through :meth:`decide` and :meth:`abandon`."""

    def __init__(self, config: EpisodeConfig) -> None:
        self.config = config
        self.variant: Variant = get_variant(config.variant)
        problem = config_problem(config)
        if problem is not None:
            raise EpisodeError(f"field '{problem[0]}': {problem[1]}")
        n = len(config.agents)
        self.num_slots = n
        self.seating = table_seating(config.seed, n)
        self.aliases = list(ALIASES[:n])
        start = self.variant.starting_stack(n)
        self.stacks = [start] * n  # by slot; carried between hands only on chip-race tables
        self.hand_index = -1
        self.hand: Hand | None = None
        self.slots_by_pos: list[int] = []
        self.button = 0
        self.decisions = 0
        self.evidence_bytes = [0] * n  # by slot: refused answers and reasons kept so far
        self.kept_input: Any = None  # the last decision's answer as far as it decides the records
        self.finished = False
        self.reason: str | None = None
        self.talk: list[dict[str, Any]] = []
        self.diagnostics: dict[str, dict[str, Any]] = {}  # computed at the end: name -> results entries
        self.records: list[dict[str, Any]] = [
            {
                "type": "episode",
                "format": FORMAT,
                "variant": config.variant,
                "seed": config.seed,
                "hands": config.hands,
                "budget": config.budget,
                "seats": [{"slot": i, "alias": self.aliases[i], "agent": config.agents[i]} for i in range(n)],
                "config": self._table_config(),
            }
        ]
        self._next_hand()

    # -- public API -------------------------------------------------------------------------

    def may_end_at_next_decision(self) -> bool:
        """Whether the decision now on the table could end the episode (a runtime step then also
        runs the end-of-episode diagnostics, and reserves time for them): the last hand, a chip
        race (any hand may leave one funded seat), or any decision once the budget is spent or about to be."""
        return (
            self.hand_index + 1 >= self.config.hands
            or self.variant.chip_race
            or self.decisions + 1 >= self.config.budget
        )

    def pending(self) -> tuple[int, dict[str, Any]] | None:
        """The slot on decision and its observation, or None once the episode has ended."""
        if self.finished or self.hand is None:
            return None
        pos = self.hand.to_act()
        if pos is None:
            return None
        return self.slots_by_pos[pos], self.observation(pos)

    def slot_to_act(self) -> int | None:
        """The slot on decision (no observation built), or None once the episode has ended."""
        pos = None if self.finished or self.hand is None else self.hand.to_act()
        return None if pos is None else self.slots_by_pos[pos]

    def observation(self, pos: int) -> dict[str, Any]:
        assert self.hand is not None
        obs = self.hand.observation(pos)
        obs["variant"] = self.config.variant
        obs["alias"] = self.aliases[self.slots_by_pos[pos]]
        obs["aliases"] = [self.aliases[s] for s in self.slots_by_pos]
        # Only this hand's talk, and no hand index: a mirror hand must look like any other deal.
        obs["talk"] = [{"alias": t["alias"], "say": t["say"]} for t in self._hand_talk(20)]
        key = self.hand.infoset_key(pos)
        if key is not None:
            obs["infoset"] = key
        return obs

    def decide(self, response: Any) -> list[dict[str, Any]]:
        """Apply the response of the slot on decision; return the records this step wrote."""
        if self.finished or self.hand is None or self.hand.to_act() is None:
            raise EpisodeError("no decision is pending: the episode has ended")
        hand = self.hand
        pos = hand.to_act()
        assert pos is not None
        slot = self.slots_by_pos[pos]
        mark = len(self.records)
        response, size = bound_and_size(response)  # whatever the seat sent, from here on it is storable
        action, error = parse_response(response)
        infoset = hand.infoset_key(pos)
        events = None
        if action is not None:
            try:
                events = hand.apply(action)  # the game's apply is the one judge, and refuses before changing anything
            except IllegalAction:
                error = f"{_shown(action)} is not a legal choice here"
        if error is not None and self.evidence_bytes[slot] >= SEAT_EVIDENCE_ALLOWANCE and not is_call_failure(response):
            response = digest_only(response)  # this seat's allowance is spent: keep its size and digest
            size = len(dump_bytes(response))
            error = parse_response(response)[1]
        if events is None:
            events = hand.apply(hand.fallback())
        self.decisions += 1
        say = normalize_talk(response.get("say")) if isinstance(response, dict) else None
        self.kept_input = _kept(action, say) if error is None and action is not None else response
        first = True
        for event in events:
            record = self._decorate(event)
            if first:
                first = False
                if infoset is not None:
                    record["infoset"] = infoset
                if say is not None:
                    record["say"] = say
                    self.talk.append({"alias": self.aliases[slot], "hand": self.hand_index, "say": say})
                if error is not None:
                    record["received"] = response
                    record["error"] = error
                    self.evidence_bytes[slot] += size + len(error.encode("utf-8"))  # size: len(dump_bytes(response))
            self.records.append(record)
        if hand.is_over():
            self._finish_hand()
        return self.records[mark:]

    def abandon(self, reason: str = "deadline") -> list[dict[str, Any]]:
        """The wall-clock guard fired: refund the hand in progress and end the episode."""
        if reason not in ABANDON_REASONS:  # the budget ends an episode only between pairs (decide)
            raise EpisodeError(f"unknown abandon reason {quoted(reason)}")
        if self.finished:
            raise EpisodeError("the episode has already ended")
        mark = len(self.records)
        if self.hand is not None and not self.hand.is_over():
            self._void_hand(reason)
        self._end(reason)
        return self.records[mark:]

    # -- internals --------------------------------------------------------------------------

    def _hand_talk(self, last: int) -> list[dict[str, Any]]:
        """The last ``last`` lines of this hand's talk. Talk is kept in order and hands only grow, so
        they are the tail of ``self.talk``: read from the end, not over the whole episode's talk."""
        out: list[dict[str, Any]] = []
        for t in reversed(self.talk):
            if t["hand"] != self.hand_index or len(out) == last:
                break
            out.append(t)
        out.reverse()
        return out

    def _table_config(self) -> dict[str, Any]:
        cfg: dict[str, Any] = {"chipRace": self.variant.chip_race, "duplicate": self.variant.duplicate}
        start = self.variant.starting_stack(self.num_slots)
        if start:
            cfg["startingStack"] = start
        bb = self.variant.big_blind()
        if bb:
            cfg["bigBlind"] = bb
        return cfg

    def _decorate(self, event: dict[str, Any]) -> dict[str, Any]:
        record = dict(event)
        record["hand"] = self.hand_index
        if "pos" in record and isinstance(record["pos"], int):
            record["slot"] = self.slots_by_pos[record["pos"]]
        return record

    def _deck(self, hand_index: int) -> list[str]:
        """The hand's shuffled deck (a method, so a study can deal others)."""
        return hand_deck(self.variant, self.config.seed, hand_index)

    def _funded(self) -> list[int]:
        return [s for s in range(self.num_slots) if self.stacks[s] > 0]

    def _next_hand(self) -> None:
        self.hand_index += 1
        h = self.hand_index
        n = self.num_slots
        variant = self.variant
        if variant.chip_race:
            # Fixed seats; the button walks clockwise to the next funded seat.
            self.slots_by_pos = list(self.seating)
            if h == 0:
                button = 0
            else:
                button = (self.button + 1) % n
            while self.stacks[self.slots_by_pos[button]] == 0:
                button = (button + 1) % n
            self.button = button
            stacks = [self.stacks[s] for s in self.slots_by_pos]
        else:
            if variant.duplicate:
                pair, mirror = divmod(h, 2)
                rotation = pair + mirror * variant.mirror_shift(n)
            else:
                rotation = h
            self.slots_by_pos = [self.seating[(p + rotation) % n] for p in range(n)]
            self.button = 0
            stacks = [variant.starting_stack(n)] * n
        self.hand = variant.new_hand(self._deck(h), stacks, self.button, h)
        self.records.append(
            {"type": "hand", "hand": h, "button": self.button, "slots": list(self.slots_by_pos), "stacks": stacks}
        )
        for event in self.hand.start_events():
            self.records.append(self._decorate(event))
        if self.hand.is_over():  # e.g. everyone all-in from the blinds
            self._finish_hand()

    def _by_slot(self, per_position: list[Any], fill: Any = 0) -> list[Any]:
        out = [fill] * self.num_slots
        for pos, value in enumerate(per_position):
            out[self.slots_by_pos[pos]] = value
        return out

    def _finish_hand(self) -> None:
        hand = self.hand
        assert hand is not None
        nets = self._by_slot([Fraction(v) for v in hand.nets()])
        cap = Fraction(hand.swing_cap())
        raw = {name: self._by_slot(values) for name, values in sorted(hand.raw_numbers().items())}
        # Replays hold integers only: fractional nets (hearts' mean) are written over a common unit.
        unit = lcm(cap.denominator, *(v.denominator for v in nets))
        record: dict[str, Any] = {
            "type": "handEnd",
            "hand": self.hand_index,
            "nets": [int(v * unit) for v in nets],
            "cap": int(cap * unit),
            "raw": raw,
        }
        if unit != 1:
            record["unit"] = unit
        self.records.append(record)
        start = self.variant.starting_stack(self.num_slots)
        if self.variant.chip_race:
            for s in range(self.num_slots):
                before = self.stacks[s]
                self.stacks[s] += int(nets[s])
                if before > 0 and self.stacks[s] == 0:
                    self.records.append({"type": "bust", "hand": self.hand_index, "slot": s})
        elif start:
            for s in range(self.num_slots):
                if nets[s] == -start:
                    self.records.append({"type": "stackOff", "hand": self.hand_index, "slot": s})
        self.hand = None
        # A match that is decided ends "complete" even when its last decision spent the budget.
        if self.hand_index + 1 >= self.config.hands:
            self._end("complete")
        elif self.variant.chip_race and len(self._funded()) <= 1:
            self._end("complete")
        elif self.decisions >= self.config.budget and not (self.variant.duplicate and self.hand_index % 2 == 0):
            # Checked only between hands (between pairs where hands are mirrored): were a hand in
            # progress voided, the seat whose answer spent the budget could choose to void a hand it was losing.
            self._end("budget")
        else:
            self._next_hand()

    def _void_hand(self, reason: str) -> None:
        self.records.append({"type": "handVoid", "hand": self.hand_index, "reason": reason})
        self.hand = None

    def _end(self, reason: str) -> None:
        if reason not in END_REASONS:  # a replay's end line must name a rule a reader knows
            raise EpisodeError(f"unknown end reason {quoted(reason)}")
        self.finished = True
        self.reason = reason
        self.hand = None
        self.records.append({"type": "end", "reason": reason})
        self._diagnose()

    def _diagnose(self) -> None:
        # Diagnostics that write tail records (the collusion audit's flagged pairs) are computed
        # here, once; the episode keeps them (name -> results entries) for scoring to take.
        from cosino.diagnostics.catalog import at_end, tail_events

        computed = at_end(self.variant.game_type, self.variant.name, self.records, len(self.config.agents))
        self.diagnostics = computed
        self.records.extend(tail_events(computed))
