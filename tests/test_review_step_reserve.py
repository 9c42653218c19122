"""A step whose decision may end the episode keeps time for the audit the end runs: on a bounded
step (a Lambda invocation) a seat may not use the time the audit needs, or the step would die
after the answer, and every retry would ask the seat and run the audit again."""

from __future__ import annotations

import time

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.seats.seat import RandomSeat
from cosino_runtime.engine import steps as stepper
from cosino_runtime.seats.deadline import COMMIT_RESERVE_S, seat_deadline, step_ends_in
from cosino_runtime.store.embedded import EmbeddedStore


def _played(variant: str, seats: int, hands: int, until_hand: int) -> Episode:
    episode = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=3))
    from cosino.seats.house import decision_rng

    k = 0
    while (p := episode.pending()) is not None and episode.hand_index < until_hand:
        slot, obs = p
        episode.decide(RandomSeat(decision_rng(3, slot, k)).act(obs))
        k += 1
    return episode


def test_the_reserve_is_kept_only_where_the_next_decision_may_end_a_table_with_an_end_audit():
    early = _played("holdem-6max", 6, 3, until_hand=1)
    last = _played("holdem-6max", 6, 3, until_hand=2)
    assert early.hand_index == 1 and last.hand_index == 2 and last.decisions > 0
    assert stepper.end_work_seconds(early) == 0.0  # two hands still to come after this one
    assert stepper.end_work_seconds(last) == pytest.approx(stepper.END_WORK_S_PER_DECISION * last.decisions)
    heads_up = _played("holdem-hu", 2, 2, until_hand=1)
    assert heads_up.hand_index == 1 and stepper.end_work_seconds(heads_up) == 0.0  # no end-of-episode audit
    race = _played("sixmax", 6, 50, until_hand=1)  # a chip race may end at any hand
    assert race.may_end_at_next_decision() and stepper.end_work_seconds(race) > 0


def test_a_seat_on_the_last_hand_of_a_bounded_step_answers_before_the_audit_time(tmp_path, monkeypatch):
    store = EmbeddedStore(tmp_path / "store")
    monkeypatch.setattr(stepper, "END_WORK_S_PER_DECISION", 1.0)  # one second a decision: plain to see
    seen: list[tuple[int, float]] = []

    class Watching:
        def __init__(self, rng) -> None:
            self.inner = RandomSeat(rng)

        def act(self, observation):
            seen.append((observation_hand(), seat_deadline(10_000) - time.monotonic()))
            return self.inner.act(observation)

    def observation_hand() -> int:
        return stepper._episode_at(store, store.load_head(episode_id)).episode.hand_index

    config = EpisodeConfig("holdem-6max", ("random",) * 6, hands=2, seed=3)
    episode_id = stepper.create(store, config)
    step_seconds = COMMIT_RESERVE_S + 1_000
    version = 1
    while True:
        with step_ends_in(step_seconds):
            outcome = stepper.step(store, episode_id, version, lambda name, variant, rng: Watching(rng))
        if outcome.status != "applied" or outcome.finished:
            break
        version = outcome.version
    store.close()
    first = [left for hand, left in seen if hand == 0]
    last = [left for hand, left in seen if hand == 1]
    assert first and last
    assert all(990 < left <= 1_000 for left in first)  # the first of two hands cannot end the episode
    # In the last hand each decision keeps one (patched) second per decision made before it.
    decisions_before = len(first)
    for i, left in enumerate(last):
        assert 1_000 - (decisions_before + i) - 10 < left <= 1_000 - (decisions_before + i), (i, left)
