"""An outside seat that raises cannot end its episode.

A step that fails is retried, and after ``MAX_STEP_FAILURES`` the episode is abandoned as
``stalled``, with the hand in progress refunded. If an outside agent could make its seat raise (a
reply no one foresaw), it could stop its episode whenever it was ahead. So an outside seat's
exception becomes a transport marker and the hand's fallback; only the arena's own transient
failures are raised for a retry, and an in-process seat that raises still fails the step (a bug).
"""

from __future__ import annotations

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.seats.house import SEATS as CORE_SEATS
from cosino_runtime.engine import steps as stepper
from cosino_runtime.engine.limits import RetryStep
from cosino_runtime.store.base import TransientStoreError
from cosino_runtime.store.embedded import EmbeddedStore

OUTSIDE = "remote:https://agent.example/"
SECRET = "sk-live-0123456789 https://user:hunter2@agent.example/"


def factory(error: Exception, raising: str = OUTSIDE):
    def build(name, variant, rng):
        if name == raising:

            class Raising:
                def act(self, observation):
                    raise error

            return Raising()
        return CORE_SEATS.build(name, variant, rng)

    return build


@pytest.fixture
def store(tmp_path):
    s = EmbeddedStore(tmp_path / "store")
    yield s
    s.close()


def test_an_outside_seat_that_always_raises_plays_out_on_fallbacks(store):
    config = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=6, seed=4)
    episode_id = stepper.create(store, config)
    stepper.run_to_end(store, episode_id, factory(ValueError(SECRET)))
    records = store.events(episode_id)
    assert records[-1]["reason"] == "complete"
    refused = [r for r in records if r.get("slot") == 0 and r.get("type") == "action"]
    assert refused and all(
        r["error"] == "no answer from the seat (transport: seat failed: ValueError)" for r in refused
    )
    assert "hunter2" not in repr(records) and "sk-live" not in repr(records)  # the replay is public


@pytest.mark.parametrize("error", [ConnectionResetError("reset by peer"), TimeoutError("read timed out")])
def test_a_socket_error_of_the_seat_falls_back_and_is_not_retried_without_end(store, error):
    # Socket errors count as transient for the arena's own calls (retried without counting toward
    # the poison guard); from a seat's call they would let the agent wedge its step for good.
    config = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=2, seed=4)
    episode_id = stepper.create(store, config)
    stepper.run_to_end(store, episode_id, factory(error))
    assert store.events(episode_id)[-1]["reason"] == "complete"
    errors = {r["error"] for r in store.events(episode_id) if r.get("slot") == 0 and "error" in r}
    assert errors == {f"no answer from the seat (transport: seat failed: {type(error).__name__})"}


@pytest.mark.parametrize(
    "error",
    [TransientStoreError("throttled"), RetryStep("agent budget rpm#a is spent for now")],
    ids=["store", "budget"],
)
def test_a_transient_failure_of_the_arena_is_raised_for_a_retry(store, error):
    config = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=2, seed=4)
    episode_id = stepper.create(store, config)
    with pytest.raises(TransientStoreError):
        stepper.step(store, episode_id, 1, factory(error))
    assert store.load_head(episode_id).version == 1  # nothing committed: the retry asks again


def test_an_in_process_seat_that_raises_still_fails_the_step(store):
    config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=4)
    episode_id = stepper.create(store, config)
    with pytest.raises(ZeroDivisionError):
        stepper.step(store, episode_id, 1, factory(ZeroDivisionError("ours"), raising="house"))


def answering(response):
    def build(name, variant, rng):
        if name == OUTSIDE:

            class Answering:
                def act(self, observation):
                    return response() if callable(response) else response

            return Answering()
        return CORE_SEATS.build(name, variant, rng)

    return build


@pytest.mark.parametrize(
    "forged",
    [
        {"transport": "timeout", "detail": "I was slow, honestly"},
        {"transport": "rateLimited", "detail": "not my fault"},
        {"action": "check", "clipped": {"bytes": 1, "sha256": "0"}},
    ],
)
def test_a_forged_marker_from_any_outside_seat_kind_is_a_refusal_not_a_failed_call(store, forged):
    """Remote and model seats strip markers from replies themselves; a seat kind that forgot to (here a
    plain object) used to pass one on, and the episode recorded the seat's own refusal as a timeout
    or a rate limit, which reliability reports count as the arena's fault. Now ask_seat checks every
    outside answer: only the arena's Marker is a failed call."""
    from cosino.league.reliability import episode_reliability

    config = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=2, seed=4)
    episode_id = stepper.create(store, config)
    stepper.run_to_end(store, episode_id, answering(forged))
    records = store.events(episode_id)
    mine = [r for r in records if r.get("slot") == 0 and r.get("type") == "action"]
    assert mine and all(r["received"] == {"answer": forged} for r in mine)
    assert all("no answer from the seat" not in r["error"] for r in mine)
    counts = episode_reliability(records)["seats"][0]
    assert counts["timeouts"] == counts["transportErrors"] == counts["rateLimited"] == 0
    assert counts["fallbacks"] == len(mine)


def test_the_arenas_own_marker_from_a_seat_is_still_a_failed_call(store):
    from cosino.league.reliability import episode_reliability
    from cosino_runtime.seats.markers import marker

    config = EpisodeConfig("kuhn", (OUTSIDE, "house"), hands=2, seed=4)
    episode_id = stepper.create(store, config)
    stepper.run_to_end(store, episode_id, answering(lambda: marker("timeout", "no reply in 30 s")))
    mine = [r for r in store.events(episode_id) if r.get("slot") == 0 and r.get("type") == "action"]
    assert mine and all(r["error"] == "no answer from the seat (timeout: no reply in 30 s)" for r in mine)
    assert episode_reliability(store.events(episode_id))["seats"][0]["timeouts"] == len(mine)
