"""The episode flow under faults and duplicate or late deliveries, on both stores (review of
engine.flow, engine.limits and the sweeper). Each test failed before its fix."""

from __future__ import annotations

import pytest

from cosino.arena.episode import EpisodeConfig


def test_an_episode_slot_kept_by_a_final_episode_is_taken_back_when_the_cap_is_full(any_store, monkeypatch):
    """Episode cap 1; the cap is lifted while an episode holds the slot, that episode finalises
    (with no cap, nothing frees slots), and the cap is set again. Before: the final episode kept
    the slot for good, and no episode could ever start again (its first step was handed back at
    every delivery until the deadline guard ended it)."""
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper

    store = any_store
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, limits.episode_cap())
    stepper.run_to_end(store, first)
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "0")  # the operator lifts the cap for a while
    stepper.finalize(store, first)
    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")  # and sets it again
    assert store.slot_holders(limits.SLOTS_KEY) == [first]
    limits.start_episode(store, second, 1, limits.episode_cap())
    assert store.slot_holders(limits.SLOTS_KEY) == [second]


def test_a_running_holder_keeps_its_episode_slot(any_store, monkeypatch):
    """The reclaim gives back only the slots of final episodes: a running holder is never displaced."""
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper

    store = any_store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, 1)
    with pytest.raises(limits.RetryStep):
        limits.start_episode(store, second, 1, 1)
    assert store.slot_holders(limits.SLOTS_KEY) == [first]
