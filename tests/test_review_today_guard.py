"""An outside seat cannot run an episode that started late into the wall-clock guard.

The guard (the sweeper's ``DEADLINE_SECONDS``) counts from the episode's creation, but an episode
may wait long before its first step: for a slot under the episode cap, behind busy step workers,
for a re-drive. Each outside seat's clock is a fixed share of the guard, so a seat of an episode
that started late could still wait out its deadlines into the guard and stop play while ahead.
No outside seat is asked once three quarters of the guard have passed since the creation.
"""

from __future__ import annotations

import time

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.seats.house import SEATS as CORE_SEATS
from cosino.seats.seat import RandomSeat
from cosino_runtime.engine import asking
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import guard_share_left_ms, guarded_by, seat_deadline
from cosino_runtime.store.base import now_ms
from cosino_runtime.store.embedded import EmbeddedStore

OUTSIDE = "remote:https://agent.example/"
CONFIG = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=4, seed=5)
GUARD_S = 40.0  # 30 s of it for the outside seats; 15 s of clock each at two seats


class Waiter:
    """An outside agent that notes the time it is given, then answers like a random seat."""

    def __init__(self, rng, given: list[float]) -> None:
        self.inner, self.given = RandomSeat(rng), given

    def act(self, observation):
        self.given.append(seat_deadline(10.0) - time.monotonic())
        return self.inner.act(observation)


def first_outside_step(tmp_path, monkeypatch, waited_s: float) -> tuple[list[float], dict]:
    """Create CONFIG ``waited_s`` seconds ago (wall clock) and step until the outside seat's turn."""
    store = EmbeddedStore(tmp_path / f"store-{waited_s}")
    store.clock = lambda: now_ms() - int(waited_s * 1000)  # created (and updated) that long ago
    episode_id = stepper.create(store, CONFIG)
    given: list[float] = []

    def build(name, variant, rng):
        return Waiter(rng, given) if name == OUTSIDE else CORE_SEATS.build(name, variant, rng)

    monkeypatch.setattr(asking, "_paced", lambda seat, observation: seat.act(observation))  # no 25 ms waits
    with guarded_by(GUARD_S):
        while (head := store.load_head(episode_id)).status == "running":
            stepper.step(store, episode_id, head.version, build)
            first = [r for r in store.events(episode_id) if r.get("slot") == 0 and r.get("type") == "action"]
            if first:
                return given, {"input": store.load_inputs(episode_id, head.version + 1)[-1], "record": first[0]}
    raise AssertionError("the outside seat never acted")


def test_a_seat_of_an_episode_created_long_ago_gets_only_the_guard_share_left(tmp_path, monkeypatch):
    given, _ = first_outside_step(tmp_path, monkeypatch, waited_s=25.0)
    # 30 s of the guard for outside seats, 25 s gone: 5 s left, not the seat's 10 s timeout.
    assert len(given) == 1 and 4.0 < given[0] <= 5.0


def test_past_the_guard_share_no_outside_seat_is_asked(tmp_path, monkeypatch):
    given, first = first_outside_step(tmp_path, monkeypatch, waited_s=35.0)
    assert given == []
    assert first["record"]["error"] == (
        "no answer from the seat (timeout: the episode's time for outside seats (30 s) is spent)"
    )
    assert "ms" not in first["input"]


def test_an_episode_started_at_once_keeps_the_seats_whole_clock(tmp_path, monkeypatch):
    given, _ = first_outside_step(tmp_path, monkeypatch, waited_s=0.0)
    assert len(given) == 1 and 9.0 < given[0] <= 10.0  # its own timeout: the clock (15 s) is longer


@pytest.mark.parametrize("created_ms", [0, -5])
def test_no_creation_time_no_share(created_ms):
    with guarded_by(GUARD_S):
        assert guard_share_left_ms(created_ms) is None
    assert guard_share_left_ms(now_ms()) is None  # no guard in force


@pytest.mark.parametrize(
    ("raw", "seconds"),
    [("60", 60), ("00060", 60), ("0" * 12 + "3600", 3600), ("999999999", 999_999_999), ("0" * 5_000 + "60", 60)],
)
def test_the_deadline_variable_reads_leading_zeros_as_the_number(monkeypatch, raw, seconds):
    from cosino_runtime.seats.deadline import env_deadline_seconds

    monkeypatch.setenv("DEADLINE_SECONDS", raw)
    assert env_deadline_seconds() == seconds
    with guarded_by(seconds):
        assert guard_share_left_ms(now_ms()) <= seconds * 750


def test_a_resumed_cosino_play_counts_the_guard_from_its_own_start(tmp_path, monkeypatch):
    """``cosino play --deadline`` starts its guard when it runs, also when it resumes an episode an
    earlier run left unfinished (created long before): its outside seats are asked as usual."""
    from cosino_runtime.engine import local

    out = tmp_path / "out"
    earlier = EmbeddedStore(out / ".store")
    earlier.clock = lambda: now_ms() - 3_600_000  # an interrupted run an hour ago
    stepper.create(earlier, CONFIG)
    earlier.close()
    given: list[float] = []

    def build(name, variant, rng):
        return Waiter(rng, given) if name == OUTSIDE else CORE_SEATS.build(name, variant, rng)

    real_run = stepper.run_to_end
    monkeypatch.setattr(local, "check_seats", lambda names, variant: None)  # no lookup of the agent's host
    monkeypatch.setattr(asking, "_paced", lambda seat, observation: seat.act(observation))
    monkeypatch.setattr(
        stepper, "run_to_end", lambda store, eid, deadline=None: real_run(store, eid, build, None, deadline)
    )
    played = local.play(CONFIG, out, deadline_seconds=GUARD_S)
    assert played.already_finished is False
    assert given and all(9.0 < g <= 10.0 for g in given)  # its own timeout each time: nothing is spent
