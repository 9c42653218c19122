"""A seat cannot run its episode into the wall-clock guard.

Where a guard ends episodes (the sweeper's ``DEADLINE_SECONDS``, ``cosino serve``, ``cosino play
--deadline``) and refunds the hand in progress, a seat that answers slowly could stop its episode
while it is ahead: the hands still to come are never played (optional stopping). Each seat that
waits on an outside party therefore has a clock for the episode, an equal share of three quarters
of the guard; once it is spent the seat is not asked again and its decisions fall back. The clock
is read through a fake ``time.monotonic`` (and ``time.sleep``) here, so the tests wait for nothing.
"""

from __future__ import annotations

import json
import time

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import verify
from cosino.seats.house import SEATS as CORE_SEATS
from cosino.seats.seat import RandomSeat
from cosino_runtime.engine import asking
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import (
    answer_clock,
    env_deadline_seconds,
    guarded_by,
    seat_clock_ms,
    seat_deadline,
    step_ends_in,
)
from cosino_runtime.store.embedded import EmbeddedStore
from tests.support.clocks import FakeClock

STALLER = "remote:https://agent.example/"  # an outside kind: the factory below stands in for it
TIMEOUT = 10.0  # the staller's own decision timeout


@pytest.fixture
def clock(monkeypatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(time, "monotonic", fake)
    monkeypatch.setattr(time, "sleep", lambda seconds: setattr(fake, "now", fake.now + seconds))
    return fake


class Staller:
    """An outside agent that waits out every deadline it is given, then answers like a random seat."""

    def __init__(self, clock: FakeClock, rng, asked: list[int], starts_deadline: bool = True) -> None:
        self.clock, self.inner, self.asked, self.starts_deadline = clock, RandomSeat(rng), asked, starts_deadline

    def act(self, observation):
        self.asked.append(1)
        if self.starts_deadline:
            self.clock.now = seat_deadline(TIMEOUT)  # answers at the last moment it may
        else:
            self.clock.now += 7.0  # time passes, but the seat never started a decision's deadline
        return self.inner.act(observation)


def factory(clock: FakeClock, asked: list[int], starts_deadline: bool = True):
    def build(name: str, variant: str, rng):
        if name == STALLER:
            return Staller(clock, rng, asked, starts_deadline)
        return CORE_SEATS.build(name, variant, rng)

    return build


CONFIG = EpisodeConfig("kuhn", (STALLER, "house"), hands=20, seed=5)


def play(tmp_path, clock: FakeClock, guard_s: float | None, cold: bool = False, starts_deadline: bool = True):
    """Run CONFIG to its end with the guard at ``guard_s`` fake seconds; return (store, id, asked)."""
    store = EmbeddedStore(tmp_path / f"store-{guard_s}-{cold}-{starts_deadline}")
    asked: list[int] = []
    episode_id = stepper.create(store, CONFIG)
    deadline = None if guard_s is None else clock.now + guard_s
    seats = factory(clock, asked, starts_deadline)
    with guarded_by(guard_s):
        if not cold:
            stepper.run_to_end(store, episode_id, seats, deadline=deadline)
        else:  # every step rebuilt from the stored inputs, as on a fresh Lambda container
            head = store.load_head(episode_id)
            while head.status == "running":
                stepper._WARM.clear()
                stepper.step(store, episode_id, head.version, seats)
                head = store.load_head(episode_id)
    return store, episode_id, asked


def reason(store, episode_id) -> str:
    return store.events(episode_id)[-1]["reason"]


def test_without_a_clock_a_stalling_seat_ends_its_episode_early(tmp_path, clock):
    """The hole, shown with the guard's deadline and no clock: the seat decides when play stops."""
    store, episode_id, asked = play(tmp_path, clock, None)
    assert reason(store, episode_id) == "complete"  # no guard: slow, but every hand is played
    store2 = EmbeddedStore(tmp_path / "unclocked")
    episode_id = stepper.create(store2, CONFIG)
    stepper.run_to_end(store2, episode_id, factory(clock, []), deadline=clock.now + 40)
    assert reason(store2, episode_id) == "deadline"


def test_a_stalling_seat_spends_its_clock_and_the_episode_plays_every_hand(tmp_path, clock):
    store, episode_id, asked = play(tmp_path, clock, 40.0)
    assert seat_clock_ms(2) is None  # outside the guard's block
    with guarded_by(40.0):
        assert seat_clock_ms(2) == 15_000  # 3/4 of 40 s, split between the two seats
    assert reason(store, episode_id) == "complete"
    assert len(asked) == 2  # 10 s (its timeout), then the 5 s left; never asked again
    refused = [
        r for r in store.events(episode_id) if r.get("slot") == 0 and "clock for the episode" in str(r.get("error"))
    ]
    assert refused, "the staller's later decisions fall back with a reason that names its clock"
    assert refused[0]["error"] == "no answer from the seat (timeout: this seat's clock for the episode (15 s) is spent)"
    inputs = store.load_inputs(episode_id, store.load_head(episode_id).version)
    assert [item["ms"] for item in inputs if "ms" in item] == [10_000, 5_000]
    assert stepper.replay_inputs(CONFIG, inputs[1:]).clock_ms == [15_000, 0]


def test_the_replay_of_a_clocked_episode_verifies(tmp_path, clock):
    store, episode_id, _ = play(tmp_path, clock, 40.0)
    replay_key, results_key = stepper.finalize(store, episode_id)
    verdict = verify(store.get_blob(replay_key), store.get_blob(results_key))
    assert verdict.ok, verdict.message


def test_a_cold_rebuild_at_every_step_keeps_the_clock(tmp_path, clock):
    warm_store, warm_id, warm_asked = play(tmp_path, clock, 40.0)
    cold_store, cold_id, cold_asked = play(tmp_path, clock, 40.0, cold=True)
    assert len(cold_asked) == len(warm_asked) == 2
    assert json.dumps(cold_store.events(cold_id)) == json.dumps(warm_store.events(warm_id))


def test_a_seat_that_never_starts_its_deadline_is_charged_nothing(tmp_path, clock):
    # An outside seat that could not be built answers a marker at once: the time around it is not its own.
    store, episode_id, asked = play(tmp_path, clock, 40.0, starts_deadline=False)
    inputs = store.load_inputs(episode_id, store.load_head(episode_id).version)
    assert not any("ms" in item for item in inputs)
    assert len(asked) == sum(1 for r in store.events(episode_id) if r.get("slot") == 0 and r.get("type") == "action")


def test_in_process_seats_are_never_clocked(tmp_path, clock):
    slow_house: list[int] = []

    def build(name, variant, rng):
        seat = CORE_SEATS.build(name, variant, rng)

        class Slow:
            def act(self, observation):
                slow_house.append(1)
                seat_deadline(TIMEOUT)
                clock.now += 500.0  # far past any clock; the arena's own seats answer regardless
                return seat.act(observation)

        return Slow()

    store = EmbeddedStore(tmp_path / "house")
    config = EpisodeConfig("kuhn", ("house", "random"), hands=6, seed=2)
    episode_id = stepper.create(store, config)
    with guarded_by(40.0):
        stepper.run_to_end(store, episode_id, build)
    inputs = store.load_inputs(episode_id, store.load_head(episode_id).version)
    assert not any("ms" in item for item in inputs)
    assert not any("error" in r for r in store.events(episode_id))
    assert len(slow_house) == len(inputs) - 1


def test_the_decision_deadline_is_the_earliest_of_timeout_clock_and_step(clock):
    with answer_clock(4.0) as answer:
        assert seat_deadline(30) == clock.now + 4.0
        clock.now += 1.5
        assert seat_deadline(30) == clock.now + 2.5  # the clock started at the first call
        assert answer.spent_ms() == 1500
    with answer_clock(100.0), step_ends_in(30.0):
        assert seat_deadline(50) == clock.now + 20.0  # the step's end less the commit reserve
    with answer_clock(-3.0):
        assert seat_deadline(30) == clock.now  # an overdrawn clock gives no time at all


@pytest.mark.parametrize("raw", ["abc", "-1", "1e9", "3600.5", "\u0661\u0662", "9" * 10, "36\u202e00", " ", "0", "59"])
def test_a_bad_deadline_variable_is_one_line_naming_it(monkeypatch, raw):
    monkeypatch.setenv("DEADLINE_SECONDS", raw)
    if not raw.strip():
        assert env_deadline_seconds() == 3600
        return
    with pytest.raises(RuntimeError) as info:
        env_deadline_seconds()
    text = str(info.value)
    assert text.startswith("environment variable DEADLINE_SECONDS=") and "\n" not in text and len(text) < 120


@pytest.mark.parametrize("raw", ["1_000", " -5", "\u0661\u0662\u0660", "12\u202e0", "1" * 10_000_000, "0", "29"])
def test_a_bad_stale_variable_stops_the_sweeper_with_one_line(monkeypatch, raw):
    """The sweeper's other variable is read by the same rule (int() took "1_000", " -5" and Arabic digits)."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import sweeper

    monkeypatch.setenv("STALE_SECONDS", raw)
    with pytest.raises(RuntimeError) as info:
        sweeper.handler({}, FakeContext())
    text = str(info.value)
    assert text.startswith("environment variable STALE_SECONDS=") and "\n" not in text and len(text) < 120


def test_every_guard_clocks_its_seats(tmp_path, monkeypatch):
    """``cosino play --deadline`` and ``cosino serve`` run their steps under their guard."""
    from cosino_runtime.api import server
    from cosino_runtime.engine import local

    seen: list[int | None] = []
    real_run = stepper.run_to_end

    def spy_run(store, episode_id, *args, **kwargs):
        seen.append(seat_clock_ms(2))
        return real_run(store, episode_id, *args, **kwargs)

    monkeypatch.setattr(stepper, "run_to_end", spy_run)
    local.play(EpisodeConfig("kuhn", ("house", "house"), hands=2, seed=1), tmp_path / "out", deadline_seconds=80)
    local.play(EpisodeConfig("kuhn", ("house", "house"), hands=2, seed=1), tmp_path / "out2")
    assert seen == [30_000, None]

    monkeypatch.setattr(server.pipeline, "on_step", lambda *args: seen.append(seat_clock_ms(6)) or "applied")
    assert server._guarded_step(None, None, "e", 1) == "applied"
    assert seen[-1] == server.DEADLINE_MS * 3 // 4 // 6


def test_the_lambda_step_clocks_its_seats_from_the_sweepers_deadline(stack, monkeypatch):
    from cosino_devtools.awslocal import FakeContext, invoke_api
    from cosino_runtime.lambdas import step
    from tests.test_handlers import step_event

    status, body = invoke_api(
        "POST", "/episodes", json.dumps({"variant": "kuhn", "seats": ["house", "house"], "hands": 1}).encode()
    )
    assert status in (200, 201), body
    seen: list[int | None] = []
    monkeypatch.setenv("DEADLINE_SECONDS", "400")
    monkeypatch.setattr(step.pipeline, "on_step", lambda *args: seen.append(seat_clock_ms(2)) or "applied")
    message = json.dumps({"kind": "step", "episode": body["episode"], "version": 1})
    assert step.handler(step_event(message), FakeContext()) == {"batchItemFailures": []}
    assert seen == [150_000]


# -- the arena's own seats answer in whole quanta while an outside agent watches ----------------


def test_in_process_seats_answer_in_whole_quanta_while_an_outside_agent_is_seated(tmp_path, clock, monkeypatch):
    """A house seat is a little slower with some cards (a pair preflop); the outside agent sees the
    time between its answers. Rounded up to whole quanta, that time says nothing of the cards."""
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        clock.now += seconds

    monkeypatch.setattr(time, "sleep", sleep)
    took = iter([0.0007, 0.0012, 0.0301, 0.0009] * 50)

    def build(name, variant, rng):
        seat = CORE_SEATS.build("house", variant, rng) if name == "house" else Staller(clock, rng, [])

        class Timed:
            def act(self, observation):
                if name == "house":
                    clock.now += next(took)
                return seat.act(observation)

        return Timed()

    store = EmbeddedStore(tmp_path / "paced")
    config = EpisodeConfig("kuhn", (STALLER, "house"), hands=6, seed=5)
    episode_id = stepper.create(store, config)
    house_rounds: list[float] = []
    real_paced = asking._paced

    def watch(seat, observation):
        before = clock.now
        response = real_paced(seat, observation)
        house_rounds.append(round(clock.now - before, 9))
        return response

    monkeypatch.setattr(asking, "_paced", watch)
    stepper.run_to_end(store, episode_id, build)
    assert house_rounds and set(house_rounds) <= {0.025, 0.05}
    assert house_rounds.count(0.05) == sum(1 for r in house_rounds if r > 0.025)  # only the 30 ms answers
    assert len(slept) == len(house_rounds)


def test_without_an_outside_agent_no_seat_is_paced(tmp_path, monkeypatch):
    monkeypatch.setattr(time, "sleep", lambda seconds: pytest.fail("a house-only episode waited"))
    store = EmbeddedStore(tmp_path / "house-only")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), hands=4, seed=1))
    stepper.run_to_end(store, episode_id)
    assert store.load_head(episode_id).status == "finished"


def test_a_league_paces_by_its_agents_seats(tmp_path):
    """League episodes name the league's agents, not seat kinds: the runner says which are outside."""
    from cosino_runtime.league.agents import AgentSpec
    from cosino_runtime.league.runner import EpisodeRun

    class Config:
        def agent(self, name):
            return {
                "alice": AgentSpec("alice", "remote", {"url": "https://a.example/"}),
                "bob": AgentSpec("bob", "house"),
            }[name]

    run = EpisodeRun.__new__(EpisodeRun)
    run.config = Config()
    assert run.outside("alice") and not run.outside("bob")


def test_the_seat_timing_bench_reports_whole_quanta():
    from cosino_devtools.bench.seat_timing import measure, paced

    times = measure(1, 2)
    assert times["house"] and times["advisor:200"]
    assert len(times["house preflop, pair"]) + len(times["house preflop, no pair"]) <= len(times["house"])
    by_street = sum(len(times[f"{s}, {p}"]) for s in ("preflop", "flop", "turn", "river") for p in ("pair", "no pair"))
    assert by_street == len(times["advisor:200"])  # every advisor decision lands in exactly one split
    assert {paced(ms) for ms in times["house"]} <= {25.0 * k for k in range(1, 1000)}
    assert paced(0.0) == 25.0 and paced(25.0) == 25.0 and paced(25.001) == 50.0


@pytest.mark.parametrize(
    "name", ["nonsense", "remote:http://127.0.0.1:9/x", "advisor:5", "advisor:1e999", "advisor:200:x"]
)
def test_the_seat_timing_bench_refuses_a_seat_that_is_not_an_advisor(name, capsys):
    from cosino_devtools.bench.seat_timing import main

    with pytest.raises(SystemExit) as stop:
        main(["--seeds", "1", "--hands", "1", "--advisor", name])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("python -m cosino_devtools.bench.seat_timing: error: --advisor")
