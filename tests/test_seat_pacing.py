"""The arena's own seats are padded to a pace of their own while an outside agent is seated.

An outside agent sees when its next observation arrives, and so how long the arena's seats took in
between. Until 2026-12-07 every in-process seat was rounded up to one 25 ms quantum, which hid the
house seat (at most 2.3 ms) but not a larger advisor: ``advisor:1000`` takes about 50 ms, so it showed
as 50 or 75 ms, and on the turn 75 ms in 19.8% of the decisions where a hole card paired against 9.0%
where none did (``python -m cosino_devtools.bench.seat_timing --seeds 16 --advisor advisor:1000``,
docs/seats.md). Now a seat whose work grows with its budget declares ``pace_s``, and the runtime pads
each decision to whole paces of it: the same bench shows ``advisor:1000`` at 250 ms in all 1,135 of its
decisions (2026-12-07, load average 0.7 to 2.6).
"""

from __future__ import annotations

import math
import time

import pytest

from cosino.seats.advisor_seat import MAX_BUDGET, PACE_S_PER_SAMPLE
from cosino.seats.house import decision_rng
from cosino_runtime.engine import asking
from cosino_runtime.seats.deadline import COMMIT_RESERVE_S, step_ends_in
from cosino_runtime.seats.registry import build_seat

OBS = {"variant": "holdem-hu"}


@pytest.mark.parametrize(
    "name, pace",
    [
        ("advisor", 0.05),
        ("advisor:20", asking.DECISION_QUANTUM_S),  # 5 ms of work declared: the quantum is the floor
        ("advisor:200", 0.05),
        ("advisor:1000", 0.25),
        ("advisor:1000:showdown", 1.0),
        (f"advisor:{MAX_BUDGET}:showdown", asking.MAX_PACE_S),
        ("house", asking.DECISION_QUANTUM_S),
        ("random", asking.DECISION_QUANTUM_S),
    ],
)
def test_each_in_process_seat_is_paced_by_what_its_own_budget_costs(name, pace):
    """The advisor declares about five times its measured cost a sample (0.05 ms to the street's end,
    0.2 ms to showdown); seats that declare nothing get the 25 ms quantum. Before: 25 ms for every seat."""
    seat = build_seat(name, "holdem-hu", decision_rng(1, 0, 0))
    assert asking.pace_of(seat) == pytest.approx(pace)


def test_the_advisor_pace_grows_with_the_budget_and_the_depth():
    """One table says what a sample costs at each depth; the showdown rollouts cost more than the street's."""
    assert set(PACE_S_PER_SAMPLE) == {"street", "showdown"}
    assert PACE_S_PER_SAMPLE["showdown"] > PACE_S_PER_SAMPLE["street"] > 0
    assert MAX_BUDGET * max(PACE_S_PER_SAMPLE.values()) <= asking.MAX_PACE_S


@pytest.mark.parametrize(
    "declared, pace",
    [
        (math.nan, asking.DECISION_QUANTUM_S),
        (math.inf, asking.DECISION_QUANTUM_S),
        (-5.0, asking.DECISION_QUANTUM_S),
        (0, asking.DECISION_QUANTUM_S),
        (True, asking.DECISION_QUANTUM_S),
        ("2", asking.DECISION_QUANTUM_S),
        (None, asking.DECISION_QUANTUM_S),
        (1e300, asking.MAX_PACE_S),
        (10**400, asking.MAX_PACE_S),
        (0.5, 0.5),
        (2, 2.0),
    ],
    ids=["nan", "inf", "negative", "zero", "bool", "text", "none", "1e300", "10**400", "half", "int"],
)
def test_a_declared_pace_is_bounded_whatever_its_value(declared, pace):
    """A pace that is no finite number of seconds falls back to the quantum, and none exceeds 10 s: a NaN
    or an infinite pace would otherwise sleep for ever (``time.sleep(nan)`` raises, ``inf`` overflows)."""

    class Seat:
        pace_s = declared

    assert asking.pace_of(Seat()) == pace


@pytest.fixture
def fake_clock(monkeypatch):
    now = [100.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    monkeypatch.setattr(time, "sleep", sleep)
    return now, slept


@pytest.mark.parametrize("took, seen", [(0.0, 0.25), (0.03, 0.25), (0.249, 0.25), (0.25, 0.25), (0.26, 0.5)])
def test_a_decision_is_padded_to_whole_paces_of_its_seat(fake_clock, took, seen):
    """A seat pacing at 250 ms answers after 250 ms whether it took 0 or 249 ms; past it, after 500 ms.
    Before: rounded to 25 ms quanta, so 30 ms and 60 ms of work showed as 50 ms and 75 ms."""
    now, _ = fake_clock

    class Seat:
        pace_s = 0.25

        def act(self, observation):
            now[0] += took
            return {"action": "call"}

    start = now[0]
    assert asking._paced(Seat(), OBS) == {"action": "call"}
    assert now[0] - start == pytest.approx(seen)


def test_the_padding_never_outlasts_the_step(fake_clock):
    """A step that must end within 0.2 s (after its commit reserve) cuts the padding there: the wait is
    what the clock leaves, never the full pace, so a long pace cannot make a step miss its commit."""
    now, slept = fake_clock

    class Seat:
        pace_s = 5.0

        def act(self, observation):
            now[0] += 0.01
            return {"action": "call"}

    with step_ends_in(COMMIT_RESERVE_S + 0.2):
        asking._paced(Seat(), OBS)
    assert slept == [pytest.approx(0.19)]


def test_the_seat_timing_bench_pads_each_seat_by_its_own_pace():
    """The bench shows what an outside agent sees with the runtime's own functions (pace_of, paced_seconds)."""
    from cosino_devtools.bench.seat_timing import paced

    assert paced(30.0) == 50.0  # the house's 25 ms quantum
    assert paced(30.0, 0.25) == 250.0 and paced(251.0, 0.25) == 500.0


def test_an_advisor_seat_built_with_an_unknown_depth_is_refused_at_once():
    """Review 48g: ``AdvisorSeat(rng, 40, "foo")`` built directly (not through the seat name, which is checked) was
    accepted and raised KeyError from ``pace_s`` at its first paced decision. Now one line when it is built."""
    from cosino.primitives.rng import Rng, derive
    from cosino.seats.advisor_seat import AdvisorSeat

    with pytest.raises(ValueError, match="^advisor seat depth must be street or showdown, got 'foo'$"):
        AdvisorSeat(Rng(derive(0, "pace")), 40, "foo")
