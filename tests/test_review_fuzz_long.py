"""Review: the two mechanisms a seat only reaches over a long episode, fuzzed end to end.

``tests/test_review_fuzz_seats.py`` plays one or two hands; neither of these is reached there.

1. **The per-seat evidence allowance** (``SEAT_EVIDENCE_ALLOWANCE``, docs/seats.md "How much is
   stored per seat"). Long hearts, spades, oh-hell and heads-up Hold'em episodes in which outside
   seats refuse with answers of nearly the bounded 4 KiB (hostile actions, amounts, cards, forged
   markers and talk), mixed with the seat fuzz's other answers. The test adds up, per seat, what
   the docs say counts (each kept refusal's canonical bytes and its reason) and checks that each
   seat switches to ``{"clipped": {"bytes", "sha256"}}`` exactly once, at the first refusal after
   its own total reached the allowance, with the reason "answer kept as its size and digest" and
   no talk; that the stored input is the digest too; that the replay verifies warm and cold (a
   rebuild from the stored inputs at every seventh step) with the same bytes; and that a replay
   keeping the answer whole at the switch fails verification.
2. **The seat clocks** (docs/seats.md "A clock per seat and episode"). Short episodes under a
   wall-clock guard, read through a fake ``time.monotonic``, in which outside seats spend drawn
   amounts of the clock (cut at their deadline, overrunning it, or never starting it) before
   answering as the seat fuzz does. A model of each seat's clock predicts which decisions ask
   the seat: the seat is never asked once its stored milliseconds reach its share; every later
   decision is the ``timeout`` fallback naming the clock; each deadline it was given is cut to
   what was left; the stored ``ms`` add up to what it spent; a cold rebuild asks the same seats at
   the same decisions and writes the same bytes; the other seats go on being asked.
"""

from __future__ import annotations

import hashlib
import math
import time
from fractions import Fraction
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.evidence import EVIDENCE_LIMIT, MAX_ITEMS, SEAT_EVIDENCE_ALLOWANCE, STRING_LIMIT
from cosino.arena.replay import read_replay, verify
from cosino.arena.talk import normalize_talk
from cosino.games.registry import get_variant
from cosino.league.reliability import episode_reliability
from cosino.primitives.canonical import dump_bytes, jsonl_bytes
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import CLOCK_SHARE, guarded_by, seat_deadline
from cosino_runtime.seats.registry import OUTSIDE_KINDS
from tests import test_review_fuzz_seats as fuzz
from tests.support.clocks import FakeClock

SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large]}
DIGEST_REASON = "answer kept as its size and digest (the seat's allowance of kept refusals is spent)"
# Hands that give seat 0 (refusing at least 3 decisions in 4) some 90 refusals: its allowance holds ~66.
LONG_HANDS = {"hearts": 8, "spades": 9, "oh-hell": 12, "holdem-hu": 250}
_fuzz_answer = fuzz.answer_of


def padded(answer: dict[str, Any], target: int) -> dict[str, Any]:
    """``answer`` with a ``zpad`` list that brings its kept (bounded) form to about ``target`` bytes."""
    answer = dict(answer, zpad=[])
    room = target - len(dump_bytes(fuzz.expected_received({"value": answer})))
    while len(answer["zpad"]) < MAX_ITEMS:
        cost = 3 if answer["zpad"] else 2  # quotes, and a comma after the first item
        if room - cost < 1:
            break
        answer["zpad"].append("z" * min(STRING_LIMIT, room - cost))
        room -= len(answer["zpad"][-1]) + cost
    return answer


def answer_of(spec: tuple[Any, ...], obs: dict[str, Any], stolen: list[str]) -> Any:
    """The seat fuzz's answers, and two kinds more: ``big`` (an answer padded to nearly 4 KiB) and
    ``clocked`` (an answer that first spends time on the fake clock)."""
    if spec[0] == "big":
        inner = _fuzz_answer(spec[1], obs, stolen)
        if type(inner) is not dict:
            return inner  # a raise, or an answer that is no object: refused as it is
        say = fuzz.SAYS[spec[3]]
        return padded(inner if say is None or "say" in inner else dict(inner, say=say), spec[2])
    if spec[0] == "clocked":
        _, ticks, mode, inner, timeout = spec
        spend(ticks / 64, mode, timeout)
        return _fuzz_answer(inner, obs, stolen)
    return _fuzz_answer(spec, obs, stolen)


REBUILD_EVERY = 7  # prime, so the cold run's rebuilds fall on every seat's decisions in turn


class SparseRebuilds:
    """The stepper as the seat fuzz's ``play`` sees it, its cold run rebuilding from the stored inputs
    at every ``REBUILD_EVERY``-th step rather than at each (quadratic over a long episode). A rebuilt
    state serves the steps after it, so an allowance or clock re-derived wrongly still changes the bytes."""

    def __init__(self) -> None:
        self.clears = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(stepper, name)

    @property
    def _WARM(self) -> "SparseRebuilds":  # noqa: N802 - the name play reads
        return self

    def clear(self) -> None:
        if self.clears % REBUILD_EVERY == 0:
            stepper._WARM.clear()
        self.clears += 1


def run(plan: dict[str, Any], check: bool) -> list[tuple[Any, ...]]:
    """Play ``plan`` warm and cold through the seat fuzz's ``play`` (its ``check_episode`` when
    ``check``); return both runs as ``play`` returns them."""
    runs: list[tuple[Any, ...]] = []
    real_play = fuzz.play

    def spy(*args: Any, **kwargs: Any) -> Any:
        if CLOCK is not None:
            CLOCK.now = 1000.0  # each run starts at the same fake time, so both measure the same milliseconds
        runs.append(real_play(*args, **kwargs))
        return runs[-1]

    guard = plan.get("guard", 3600)
    # The fuzz's play reads these by name: widen its answers, and put its episode under this plan's guard.
    sparse = mock.patch.object(fuzz, "stepper", SparseRebuilds())
    with mock.patch.object(fuzz, "play", spy), mock.patch.object(fuzz, "answer_of", answer_of), sparse:
        with mock.patch.object(fuzz, "guarded_by", lambda _seconds: guarded_by(guard)):
            if check:
                fuzz.check_episode(plan)
            else:
                spy(plan, cold=False)
                spy(plan, cold=True)
    return runs


# -- 1. the evidence allowance --------------------------------------------------------------------

inner_specs = st.one_of(
    fuzz.legal_specs,  # refused for its amount or card, or applied (an accepted answer counts for nothing)
    st.tuples(st.just("kind"), st.sampled_from(("teleport", "FOLD", "", "fold\x00") + fuzz.KINDS)),
    st.tuples(st.just("forge"), st.sampled_from(sorted(fuzz.FORGED))),
    st.tuples(st.just("echo"), st.just("option")),
    st.tuples(st.just("raise"), st.sampled_from(range(len(fuzz.EXCEPTIONS)))),
)
refused_specs = st.one_of(  # answers no game takes: refused whatever the decision
    st.tuples(st.just("kind"), st.sampled_from(("teleport", "FOLD", "", "fold\x00", "fold\n"))),
    st.tuples(st.just("forge"), st.sampled_from(sorted(fuzz.FORGED))),
)
says = st.sampled_from(range(len(fuzz.SAYS)))  # the seat fuzz's hostile talk, said with the large answer
big_specs = st.tuples(st.just("big"), inner_specs, st.integers(EVIDENCE_LIMIT - 400, EVIDENCE_LIMIT - 16), says)
big_refusals = st.tuples(st.just("big"), refused_specs, st.integers(EVIDENCE_LIMIT - 200, EVIDENCE_LIMIT - 16), says)


@st.composite
def long_episodes(draw: Any) -> dict[str, Any]:
    variant = draw(st.sampled_from(sorted(LONG_HANDS)))
    v = get_variant(variant)
    n = draw(st.integers(v.min_seats, min(v.max_seats, 5)))
    hostile = draw(st.lists(big_refusals, min_size=3, max_size=5))
    others = st.lists(st.one_of(big_specs, fuzz.answer_specs), min_size=1, max_size=5)
    return {
        "variant": variant,
        "agents": tuple(f"{draw(st.sampled_from(OUTSIDE_KINDS))}:https://s{i}.example/act" for i in range(n)),
        "hands": LONG_HANDS[variant],
        "budget": 600 if variant == "holdem-hu" else 100_000,  # a heads-up table that keeps checking ends on it
        "seed": draw(st.integers(0, 2**31)),
        # Seat 0 refuses large on 3 decisions in 4 or more; the others answer anything, large or not.
        "answers": [hostile + draw(st.lists(fuzz.legal_specs, max_size=1))] + [draw(others) for _ in range(n - 1)],
        "house": draw(st.sets(st.integers(1, n - 1), max_size=1)),
        "guarded": False,
    }


def digest_of(kept: Any) -> dict[str, Any]:
    """The docs' digest of a kept answer, computed here from its canonical bytes."""
    text = dump_bytes(kept)
    return {"clipped": {"bytes": len(text), "sha256": hashlib.sha256(text).hexdigest()}}


def call_failure(value: Any) -> bool:
    """The docs' shape of the runtime's answer for a failed call: ``transport`` and a short ``detail``."""
    return (
        isinstance(value, dict)
        and "transport" in value
        and set(value) <= {"transport", "detail"}
        and all(isinstance(v, str) and len(v) <= 200 for v in value.values())
    )


def switch_of(slot: int, calls: list[dict[str, Any]], records: list[dict[str, Any]]) -> int | None:
    """Check ``slot``'s refusals against the allowance; return the record index of its switch (or None)."""
    mine = [(i, r) for i, r in enumerate(records) if r["type"] == "action" and r["slot"] == slot]
    asked = [c for c in calls if c["slot"] == slot]
    assert len(mine) == len(asked)
    kept_bytes, switch = 0, None
    for call, (i, record) in zip(asked, mine):
        if "error" not in record:
            continue  # an applied answer is not evidence: it takes nothing of the allowance
        whole = fuzz.expected_received(call)
        assert not (call["spec"][0] == "big" and fuzz.honest(call["spec"][1], call["obs"]))  # padding refuses nothing
        if kept_bytes < SEAT_EVIDENCE_ALLOWANCE:
            assert record["received"] == whole, (slot, i)
            said = normalize_talk(whole.get("say")) if isinstance(whole, dict) else None
            assert record.get("say") == said  # kept whole, a refusal's talk is the table's
        elif call_failure(whole):  # the arena's answer for a failed call stays whole: it names the cause
            assert record["received"] == whole and record["error"].startswith("no answer from the seat"), (slot, i)
        else:
            switch = i if switch is None else switch
            assert record["received"] == digest_of(whole) and record["error"] == DIGEST_REASON, (slot, i)
            assert "say" not in record  # the talk of a digested answer is dropped with it
        kept_bytes += len(dump_bytes(record["received"])) + len(record["error"].encode("utf-8"))
    return switch


def moved(records: list[dict[str, Any]], at: int, received: Any, error: str) -> bytes:
    """The replay with record ``at`` keeping ``received`` and ``error`` instead (a switch moved)."""
    edited = [dict(r) for r in records]
    edited[at].update(received=received, error=error)
    return jsonl_bytes(edited)


def check_switch_is_pinned(slot: int, calls: list[dict[str, Any]], records: list[dict[str, Any]], at: int) -> None:
    """The verifier re-derives the switch: the answer kept whole (with its own reason) at the switch fails.
    (A digest one decision early verifies: a replay holds only what was kept, and a digest is a refusal too.)"""
    asked = iter(c for c in calls if c["slot"] == slot)
    by_record = {i: next(asked) for i, r in enumerate(records) if r["type"] == "action" and r["slot"] == slot}
    whole = fuzz.expected_received(by_record[at])
    before = max(i for i in by_record if i < at and "error" in records[i])
    assert not verify(moved(records, at, whole, records[before]["error"])).ok


HEARTS_ALL_BIG = {
    "variant": "hearts",
    "agents": tuple(f"remote:https://s{i}.example/act" for i in range(4)),
    "hands": 8,
    "budget": 100_000,
    "seed": 11,
    # Four allowances at once, filling at different rates: each switches on its own total.
    "answers": [
        [("big", ("kind", "teleport"), 4000, 2)],
        [("big", ("legal", 0, "ok", "steal", 3), 3900, 0), ("big", ("kind", "FOLD"), 3800, 4)]
        + [("legal", 0, "ok", "ok", 0)],
        [("big", ("forge", "timeout"), 4070, 1), ("big", ("forge", "record-keys"), 3700, 7), ("raise", 1)],
        [("json", [1]), ("legal", 1, "ok", "ok", 2)],
    ],
    "house": set(),
    "guarded": False,
    "switching": {0, 1, 2},  # not an episode setting: the seats whose allowance runs out (each at its own decision)
}


@settings(max_examples=4, **SETTINGS)
@given(long_episodes())
@example(HEARTS_ALL_BIG)
def test_each_seats_refusals_switch_to_digests_once_where_its_own_allowance_says(plan):
    runs = run(plan, check=True)  # the seat fuzz's properties: verified, warm and cold the same bytes
    (table, replay, _results, inputs, _), (cold_table, *_rest) = runs
    records = read_replay(replay)
    actions = [r for r in records if r["type"] == "action"]
    assert len(inputs) == len(actions) + 1  # one stored input a decision, after the creation mark
    outside = [s for s in range(len(plan["agents"])) if s not in plan["house"]]
    switches = {slot: switch_of(slot, table.calls, records) for slot in outside}
    assert switches[0] is not None, "seat 0 passes its allowance mid-episode"
    if "switching" in plan:
        assert {slot for slot, at in switches.items() if at is not None} == plan["switching"]
    assert [c["slot"] for c in cold_table.calls] == [c["slot"] for c in table.calls]
    for record, item in zip(actions, inputs[1:]):
        if record.get("error") == DIGEST_REASON:
            assert item["response"] == record["received"]  # a cold rebuild reads the digest, never the answer
    check_switch_is_pinned(0, table.calls, records, switches[0])


# -- 2. the seat clocks ---------------------------------------------------------------------------

CLOCK: FakeClock | None = None
# Enough hands for seat 0 to spend its clock (at most 6 calls of 4 s or more) with hands to spare.
CLOCK_HANDS = {"kuhn": 24, "leduc": 16, "holdem-hu": 24, "euchre": 2, "spades": 2, "hearts": 2, "oh-hell": 3}
DEADLINES: list[dict[str, float]] = []  # each clocked call's start and the deadline it was given, in order


def spend(seconds: float, mode: str, timeout: float) -> None:
    """Spend ``seconds`` on the fake clock: ``cut`` at the deadline given, ``overrun`` past it, or
    ``unstarted``: without ever starting a deadline (the arena charges that seat nothing)."""
    assert CLOCK is not None
    if mode == "unstarted":
        DEADLINES.append({})
        CLOCK.now += seconds
        return
    start = CLOCK.now
    deadline = seat_deadline(timeout)
    DEADLINES.append({"start": start, "deadline": deadline, "timeout": timeout})
    CLOCK.now = min(start + seconds, deadline) if mode == "cut" else start + seconds


def clocked(ticks: st.SearchStrategy[int], modes: tuple[str, ...], least_s: int = 1) -> st.SearchStrategy[Any]:
    timeouts = st.integers(least_s, 30).map(float)  # the seat's own timeout, in whole seconds
    return st.tuples(st.just("clocked"), ticks, st.sampled_from(modes), fuzz.answer_specs, timeouts)


@st.composite
def clocked_episodes(draw: Any) -> dict[str, Any]:
    variant = draw(st.sampled_from(sorted(CLOCK_HANDS)))
    v = get_variant(variant)
    n = draw(st.integers(v.min_seats, min(v.max_seats, 4)))
    # Seat 0 stalls (4-8 s a call, its timeout 4 s or more), seat 1 answers at once; others spend up to 8 s or nothing.
    staller = draw(st.lists(clocked(st.integers(256, 512), ("cut", "overrun"), 4), min_size=1, max_size=3))
    quick = draw(st.lists(clocked(st.integers(0, 2), ("cut", "overrun", "unstarted")), min_size=1, max_size=3))
    any_seat = st.lists(clocked(st.integers(0, 512), ("cut", "overrun", "unstarted")), min_size=1, max_size=3)
    return {
        "variant": variant,
        "agents": tuple(f"{draw(st.sampled_from(OUTSIDE_KINDS))}:https://s{i}.example/act" for i in range(n)),
        "hands": CLOCK_HANDS[variant],
        "budget": 100_000,
        "seed": draw(st.integers(0, 2**31)),
        "answers": [staller, quick] + [draw(any_seat) for _ in range(n - 2)],
        "house": set(),
        "guarded": True,
        "guard": draw(st.integers(40, 60)),  # fake seconds; a seat's clock is 3/4 of it over the seats
    }


def fake_sleep(seconds: float) -> None:
    """The arena's own seats' pacing, on the fake clock."""
    assert CLOCK is not None
    CLOCK.now += seconds


def spent_marker(clock_ms: int) -> dict[str, str]:
    return {"transport": "timeout", "detail": f"this seat's clock for the episode ({clock_ms / 1000:g} s) is spent"}


def check_clock_of(slot: int, plan: dict[str, Any], run_: tuple[Any, ...], deadlines: list[dict[str, float]]) -> int:
    """Replay ``slot``'s clock by the docs over its decisions; return how many fell back on a spent clock."""
    table, replay, _results, inputs, _ = run_
    records = read_replay(replay)
    n = len(plan["agents"])
    clock_ms = int(Fraction(plan["guard"]) * 1000 * CLOCK_SHARE) // n
    calls = iter((c, d) for c, d in zip(table.calls, deadlines) if c["slot"] == slot)
    spent, stored, fallbacks = 0, [], 0
    decisions = [(i, r) for i, r in enumerate(records) if r["type"] == "action"]
    for (i, record), item in zip(decisions, inputs[1:]):
        if record["slot"] != slot:
            continue
        if spent >= clock_ms:  # spent: not asked, and the fallback names the clock
            marker = spent_marker(clock_ms)
            assert record["received"] == marker and "ms" not in item, (slot, i)
            assert record["error"] == f"no answer from the seat (timeout: {marker['detail']})"
            fallbacks += 1
            continue
        call, given = next(calls)  # asked; this seat's next call is this decision's
        fuzz.check_decision(dict(call, spec=call["spec"][3]), record)  # judged as the answer it wraps
        fuzz.check_observation(call, records, i)
        if given:
            left = min(given["timeout"], (clock_ms - spent) / 1000)
            assert math.isclose(given["deadline"] - given["start"], left, abs_tol=1e-6), (slot, i, given, spent)
        ms = max(0, math.ceil((call["ended"] - given["start"]) * 1000)) if given else 0
        assert item.get("ms", 0) == ms, (slot, i, item, ms)
        spent += ms
        stored.append(ms)
    assert next(calls, None) is None, "the seat was asked after its clock was spent"
    assert sum(stored) == spent == stepper.replay_inputs(fuzz_config(plan), tuple(inputs[1:])).clock_ms[slot]
    return fallbacks


def fuzz_config(plan: dict[str, Any]) -> EpisodeConfig:
    return EpisodeConfig(plan["variant"], plan["agents"], plan["hands"], plan["seed"], plan["budget"])


@settings(max_examples=25, **SETTINGS)
@given(clocked_episodes())
def test_a_seat_whose_clock_is_spent_is_never_asked_again_warm_or_cold(plan):
    global CLOCK
    CLOCK = FakeClock()
    DEADLINES.clear()
    try:
        with mock.patch.object(time, "monotonic", CLOCK), mock.patch.object(time, "sleep", fake_sleep):
            warm, cold = run(plan, check=False)
    finally:
        CLOCK = None
    asked = len(warm[0].calls)
    assert len(DEADLINES) == asked + len(cold[0].calls)
    for run_, deadlines in ((warm, DEADLINES[:asked]), (cold, DEADLINES[asked:])):
        records = read_replay(run_[1])
        end = next(r for r in records if r["type"] == "end")
        assert end["reason"] == "complete", end
        verdict = verify(run_[1], run_[2])
        assert verdict.ok and verdict.results == run_[2], verdict.message
        fallbacks = [check_clock_of(slot, plan, run_, deadlines) for slot in range(len(plan["agents"]))]
        assert fallbacks[0] > 0, "seat 0's clock runs out mid-episode"
        assert fallbacks[1] == 0  # the quick seat is asked at every one of its decisions
    assert cold[1] == warm[1] and cold[2] == warm[2] and cold[3] == warm[3]
    assert [c["slot"] for c in cold[0].calls] == [c["slot"] for c in warm[0].calls]


def test_an_arena_marker_past_the_allowance_still_names_its_cause():
    """Found here: past a seat's allowance the arena's own markers (a spent clock, a failed call) were
    digested like the seat's refusals, so the reason no longer named the clock and the reliability
    report, which reads ``received["transport"]``, counted those timeouts as invalid answers. They
    are now kept whole (they are small by construction)."""
    episode = Episode(EpisodeConfig("hearts", tuple(f"remote:https://s{i}.example/" for i in range(4)), 8, 1, 10_000))
    asked = 0
    while not episode.finished:
        if episode.slot_to_act() == 0:
            asked += 1  # 70 refusals of nearly 4 KiB spend the allowance; then the seat's clock is spent
            episode.decide(padded({"action": "teleport"}, 3900) if asked <= 70 else spent_marker(7500))
        else:
            episode.decide({"action": "teleport"})
    late = [r for r in episode.records if r["type"] == "action" and r["slot"] == 0][70:]
    assert all(r["received"] == spent_marker(7500) for r in late)
    assert episode_reliability(episode.records)["seats"][0]["timeouts"] == len(late)


def test_a_replay_written_before_markers_were_kept_whole_still_verifies():
    """Replays recorded while markers past the allowance were digested must still verify: a digest
    reaching decide is kept as it is, so the old records re-derive."""
    from cosino.arena.replay import verify

    episode = Episode(EpisodeConfig("hearts", tuple(f"remote:https://s{i}.example/" for i in range(4)), 8, 1, 10_000))
    asked = 0
    while not episode.finished:
        if episode.slot_to_act() == 0:
            asked += 1
            episode.decide(padded({"action": "teleport"}, 3900) if asked <= 70 else spent_marker(7500))
        else:
            episode.decide({"action": "teleport"})
    old = [dict(r) for r in episode.records]
    late = [r for r in old if r["type"] == "action" and r["slot"] == 0][70:]
    assert late
    for r in late:  # as the engine wrote them until now
        r.update(received=digest_of(r["received"]), error=DIGEST_REASON)
    assert verify(jsonl_bytes(old)).ok
    assert verify(jsonl_bytes(episode.records)).ok
