"""How the runtime asks the seat on decision for one answer, a seat being an adversary.

Three things hold whatever the seat does. A seat that waits on a party outside the arena
(:func:`outside_kind`) answers within its clock for the episode (``seats.deadline``) and, when its
call raises, answers a transport marker instead of failing the step: either would otherwise let
whoever runs it stop the episode at a moment it chose. And while such a seat is in the episode,
the arena's own seats answer in whole paces of time (:func:`pace_of`), so the outside agent cannot time them.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any, Callable

from cosino.arena.episode import Episode
from cosino.arena.evidence import bound_response
from cosino.seats.house import decision_rng
from cosino_runtime.engine.failures import arena_transient
from cosino_runtime.seats.deadline import (
    answer_clock,
    guard_share_left_ms,
    seat_clock_ms,
    seat_deadline,
    work_after_answer,
)
from cosino_runtime.seats.markers import marker, unforged_answer
from cosino_runtime.seats.registry import OUTSIDE_KINDS

SeatFactory = Callable[[str, str, Any], Any]
Outside = Callable[[str], bool]
# In-process seats answer in whole paces while an outside agent is seated (see _paced): at least this quantum, or
# the seat's own ``pace_s`` if longer; a house decision takes at most 2.3 ms (cosino_devtools.bench.seat_timing).
DECISION_QUANTUM_S = 0.025
MAX_PACE_S = 10.0  # the advisor's largest budget to showdown declares this; no seat's decision is padded to more
log = logging.getLogger("cosino.runtime")


def outside_kind(name: str) -> bool:
    """Whether a seat name's kind waits on a party outside the arena (``registry.OUTSIDE_KINDS``)."""
    return name.partition(":")[0] in OUTSIDE_KINDS


def clock_spent(clock_ms: int) -> dict[str, str]:
    """The answer of a seat whose clock for the episode is spent: it is not asked, and falls back."""
    return marker("timeout", f"this seat's clock for the episode ({clock_ms / 1000:g} s) is spent")


def guard_share_spent(guard_ms: int) -> dict[str, str]:
    """The answer of an outside seat asked once the episode's time for outside seats is spent (see
    :func:`~cosino_runtime.seats.deadline.guard_share_left_ms`): it is not asked, and falls back."""
    return marker("timeout", f"the episode's time for outside seats ({guard_ms / 1000:g} s) is spent")


def ask_seat(
    episode: Episode,
    slot: int,
    observation: Any,
    clock: tuple[int, int],
    seat_factory: SeatFactory,
    outside: Outside,
    end_work_s: float = 0.0,
) -> tuple[Any, int]:
    """The seat's bounded answer and the milliseconds it took of the seat's clock (0 when unclocked).

    ``clock`` is what the seat has spent of its clock so far and when the episode was created;
    ``end_work_s`` what the step must keep after the answer (``steps.end_work_seconds``)."""
    spent_ms, created_ms = clock
    config = episode.config
    name = config.agents[slot]
    rng = decision_rng(config.seed, slot, episode.decisions)
    if not outside(name):
        seat = seat_factory(name, config.variant, rng)
        paced = any(outside(n) for n in config.agents)
        with work_after_answer(end_work_s):
            response = _paced(seat, observation) if paced else seat.act(observation)
        return bound_response(response), 0  # bounded before anything sees it: the store keeps exactly this
    clock_ms = seat_clock_ms(episode.num_slots)
    if clock_ms is not None and spent_ms >= clock_ms:
        return clock_spent(clock_ms), 0
    guard_left_ms = guard_share_left_ms(created_ms)
    if guard_left_ms is not None and guard_left_ms <= 0:
        return guard_share_spent(seat_clock_ms(1) or 0), 0
    seat = seat_factory(name, config.variant, rng)
    with work_after_answer(end_work_s):
        if clock_ms is None:
            return bound_response(_outside_answer(seat, observation, name)), 0
        left_ms = min(clock_ms - spent_ms, clock_ms if guard_left_ms is None else guard_left_ms)
        with answer_clock(left_ms / 1000) as answer:
            response = _outside_answer(seat, observation, name)
            spent = answer.spent_ms()
        return bound_response(response), spent


def pace_of(seat: Any) -> float:
    """Seconds one decision of an in-process seat is padded to: :data:`DECISION_QUANTUM_S`, or the seat's own
    ``pace_s`` where it declares a longer one (a seat whose work grows with its budget, such as the advisor)."""
    declared = getattr(seat, "pace_s", 0.0)
    if isinstance(declared, bool) or not isinstance(declared, (int, float)):
        return DECISION_QUANTUM_S
    if isinstance(declared, int):
        declared = float(min(max(declared, 0), math.ceil(MAX_PACE_S)))  # a huge int, either sign, has no float
    return min(max(DECISION_QUANTUM_S, declared), MAX_PACE_S) if math.isfinite(declared) else DECISION_QUANTUM_S


def paced_seconds(elapsed: float, pace: float) -> float:
    """The time an outside agent sees for a decision that took ``elapsed``: whole paces, at least one."""
    return pace * max(math.ceil(elapsed / pace), 1)


def _paced(seat: Any, observation: Any) -> Any:
    """An in-process seat's answer, its time rounded up to whole paces (:func:`pace_of`).

    An outside agent sees when its next observation comes, and so how long the arena's own seats
    took in between, and that time depends a little on their cards. Padded to a pace the seat
    rarely exceeds, it says nothing of them."""
    pace = pace_of(seat)
    start = time.monotonic()
    response = seat.act(observation)
    elapsed = time.monotonic() - start
    # Never past the step's own end (seat_deadline): that cut depends on the clock, not on the cards.
    until = seat_deadline(max(paced_seconds(elapsed, pace) - elapsed, 0.0))
    time.sleep(max(until - time.monotonic(), 0.0))
    return response


def _outside_answer(seat: Any, observation: Any, name: str) -> Any:
    """An outside seat's answer. One that raises answers a transport marker instead: a failed step
    is retried and at last abandoned as ``stalled``, which would let whoever is behind the seat end
    the episode (and refund the hand in progress) whenever it liked. A transient failure of the
    arena's own (a store call of a rate limit) is still raised, so the step is tried again."""
    try:
        return unforged_answer(seat.act(observation))
    except Exception as exc:
        if arena_transient(exc):
            raise
        log.exception("outside seat %s failed; its decision falls back", name.partition(":")[0])
        # Only the exception's type: its text may quote a URL, a header or a key, and the replay is public.
        return marker("transport", f"seat failed: {type(exc).__name__}")
