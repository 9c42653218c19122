"""Mutation review 29a: the last survivors of the HTTP front (cosino_runtime.api.front), one
decision step (cosino_runtime.engine.steps), the step handler and the sweeper
(cosino_runtime.engine.flow) and the API's episode ids, each pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (the modules'
docstrings and comments, docs/runtime.md), never from running the code under test."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace

import pytest
from support.queues import ListQueue
from test_review_mutants28a import FrontHarness, get, post, recording

from cosino.arena.episode import Episode, EpisodeConfig, EpisodeError

# --- the HTTP front ---------------------------------------------------------------------------------


@pytest.fixture
def front():
    harness = FrontHarness()
    yield harness
    harness.served.stop()


def error_of(body: bytes) -> str:
    return json.loads(body)["error"]


# kills F14: send_error quoting http.server's whole refusal (the cut at ERROR_CHARS dropped): a
# malformed request line of kilobytes came back whole in the error
def test_a_refusal_of_a_long_malformed_request_line_is_clipped(front):
    from cosino_runtime.api.front import ERROR_CHARS

    # http.server's refusal quotes the last word of the line as the version it cannot read
    status, _, body = front.exchange(b"GET /api/leaderboard HTTP/" + b"1" * 3000 + b"\r\n\r\n")
    assert status == 400 and len(error_of(body)) == ERROR_CHARS, body[:300]
    assert error_of(body).startswith("Bad request version ('HTTP/111")
    assert front.calls == []


# kills F32: unknown_method naming the client's whole method in its error (the cut at 20 dropped)
def test_an_unknown_method_is_named_by_its_first_20_characters_only(front):
    status, _, body = front.exchange(b"X" * 500 + b" /api/leaderboard HTTP/1.1\r\nConnection: close\r\n\r\n")
    assert status == 405 and error_of(body) == f"method {'X' * 20} is not allowed"
    assert front.calls == []


# kills F25: api handing the back end every Accept-Encoding value joined whole (the cut at 10 KB,
# API Gateway's header budget, dropped)
def test_the_accept_encoding_handed_to_the_back_end_is_cut_at_10_kb(front):
    first, second = "a" * 6000, "b" * 6000
    request = (
        f"GET /api/leaderboard HTTP/1.1\r\nAccept-Encoding: {first}\r\nAccept-Encoding: {second}\r\n"
        "Connection: close\r\n\r\n"
    )
    assert front.exchange(request.encode())[0] == 200
    (call,) = front.calls
    assert len(call[4]) == 10240 and call[4] == first + "," + "b" * (10240 - 6001)


# kills F39: read_body converting a 13-digit length (the digit cap raised from 12 to 13): the cap
# keeps int() off long strings, so a longer length is refused unread whatever its value
def test_a_length_written_in_more_than_12_digits_is_refused_unread(front):
    status, _, body = front.exchange(post(b"Content-Length: 0000000000002\r\n", b"{}"))
    assert status == 413 and "13-digit" in error_of(body), body
    assert front.calls == []
    assert front.exchange(post(b"Content-Length: 000000000002\r\n", b"{}"))[0] == 200  # 12 digits is read
    assert [call[2] for call in front.calls] == [b"{}"]


# kills F40: read_body keeping the whitespace around a Content-Length value (the strip dropped):
# "2 " was refused as not a number, and "2" beside "2 " as two different lengths
@pytest.mark.parametrize("headers", [b"Content-Length: 2 \r\n", b"Content-Length: 2\r\nContent-Length: 2 \t\r\n"])
def test_a_length_with_whitespace_around_it_is_that_length(front, headers):
    status, _, body = front.exchange(post(headers, b"{}"))
    assert status == 200, body
    assert [(call[0], call[2], call[3]) for call in front.calls] == [("POST", b"{}", True)]


# kills F41: static answering every path with the fallback page when no viewer is built (the 404
# dropped): a mistyped path looked like the home page
@pytest.mark.parametrize("path", ["/nowhere", "/index.htm", "/js/app.js"])
def test_without_a_viewer_only_the_home_page_is_found(front, path):
    status, body = get(front, "/")
    assert status == 200 and b"<h1>Cosino</h1>" in body
    assert get(front, path) == (404, b"not found")
    assert front.calls == []


# --- one decision step --------------------------------------------------------------------------------


def kuhn(tmp_path):
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    return store, stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 3, 7))


# kills S11: _episode_at rebuilding from fewer stored inputs than the head's version (the count
# check dropped): the step decided on an earlier state and committed on top of it
def test_a_step_whose_stored_inputs_fall_short_of_its_version_fails_and_asks_no_seat(tmp_path, monkeypatch):
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    for version in (1, 2):
        assert stepper.step(store, episode_id, version).status == "applied"
    stepper._WARM.clear()  # a cold container: the step must read the stored inputs
    full = store.load_inputs
    monkeypatch.setattr(store, "load_inputs", lambda eid, version: full(eid, version)[:-1])
    before, built = store.events(episode_id), []
    with pytest.raises(RuntimeError, match=f"{episode_id}: 2 stored inputs at version 3"):
        stepper.step(store, episode_id, 3, recording(built))
    assert built == [] and store.events(episode_id) == before and store.load_head(episode_id).version == 3


# kills S12: _remember evicting only once the warm cache is over its limit (> for >=): it held one more
def test_the_warm_cache_holds_at_most_its_limit_and_drops_the_oldest(monkeypatch):
    from cosino_runtime.engine import steps as stepper

    monkeypatch.setattr(stepper, "_WARM", {})
    for n in range(stepper._WARM_LIMIT + 3):
        stepper._remember(None, f"e{n}", None)
    assert list(stepper._WARM) == [f"e{n}" for n in range(3, stepper._WARM_LIMIT + 3)]


# kills S13: _ended keeping every ended episode's audit (the bound dropped): a process that ends
# many episodes whose finalisation runs elsewhere grew without limit
def test_the_kept_audits_are_bounded_and_drop_the_oldest(monkeypatch):
    from cosino_runtime.engine import steps as stepper

    monkeypatch.setattr(stepper, "_AUDITS", {})
    ended = SimpleNamespace(diagnostics={"collusion": {}}, records=[{"type": "episode"}])
    for n in range(stepper._WARM_LIMIT + 3):
        stepper._ended(f"e{n}", ended)
    assert list(stepper._AUDITS) == [f"e{n}" for n in range(3, stepper._WARM_LIMIT + 3)]


# kills S21: run_to_end firing its wall-clock guard a second after the deadline (>= deadline + 1):
# an episode whose deadline had passed went on asking seats
def test_an_episode_run_past_its_deadline_is_abandoned_before_any_seat_is_asked(tmp_path):
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    built: list = []
    stepper.run_to_end(store, episode_id, recording(built), deadline=time.monotonic())
    head = store.load_head(episode_id)
    assert built == [] and (head.status, head.version) == ("finished", 2)
    assert store.load_inputs(episode_id, 2) == ({"start": True}, {"abandon": "deadline"})


# kills S24: replay_inputs adding a stored input's non-positive "ms" to the seat's clock (the > 0
# check dropped): a stored negative time handed the seat clock back
@pytest.mark.parametrize("ms", [-500, 0, True, 1.5])
def test_only_a_positive_whole_ms_adds_to_the_seats_clock(tmp_path, ms):
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    assert stepper.step(store, episode_id, 1).status == "applied"
    (decided,) = store.load_inputs(episode_id, 2)[1:]
    config = stepper.config_from_json(store.load_head(episode_id).config)
    slot = Episode(config).slot_to_act()
    assert stepper.replay_inputs(config, ({**decided, "ms": 700},)).clock_ms[slot] == 700
    assert stepper.replay_inputs(config, ({**decided, "ms": ms},)).clock_ms == [0, 0]


# kills S25: replay_inputs stopping at an abandon (continue for break): a stored input after the
# episode ended was dropped without a word instead of refused
def test_a_stored_input_after_an_abandon_is_refused(tmp_path):
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    assert stepper.step(store, episode_id, 1).status == "applied"
    (decided,) = store.load_inputs(episode_id, 2)[1:]
    config = stepper.config_from_json(store.load_head(episode_id).config)
    with pytest.raises(EpisodeError, match="no decision is pending"):
        stepper.replay_inputs(config, ({"abandon": "deadline"}, decided))


# --- the step message's handler ---------------------------------------------------------------------


def failing_step(exc: Exception):
    def step(*args, **kwargs):
        raise exc

    return step


# kills W01: on_step counting a transient failure toward the poison guard (the re-raise of a
# transient failure dropped): a store hiccup three times ended a healthy episode as "stalled"
@pytest.mark.parametrize("exc", [ConnectionResetError("reset"), TimeoutError("slow")], ids=["reset", "timeout"])
def test_a_transient_step_failure_is_retried_and_never_counted(tmp_path, monkeypatch, exc):
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    monkeypatch.setattr(stepper, "step", failing_step(exc))
    queue = ListQueue()
    for _ in range(flow.MAX_STEP_FAILURES + 2):
        with pytest.raises(type(exc)):
            flow.on_step(store, queue, episode_id, 1)
    head = store.load_head(episode_id)
    assert (head.status, head.version, head.failures) == ("running", 1, 0)
    assert queue.steps == [] and queue.finals == []


# kills W07: MAX_STEP_FAILURES raised from 3 to 4: docs/runtime.md has the third failure at one
# version end the episode
def test_the_third_failure_at_one_version_ends_the_episode(tmp_path, monkeypatch):
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper

    store, episode_id = kuhn(tmp_path)
    monkeypatch.setattr(stepper, "step", failing_step(ValueError("a failure no retry cures")))
    queue = ListQueue()
    for count in (1, 2):
        with pytest.raises(ValueError):
            flow.on_step(store, queue, episode_id, 1)
        assert store.load_head(episode_id).failures == count and queue.finals == []
    assert flow.on_step(store, queue, episode_id, 1) == "abandoned"
    head = store.load_head(episode_id)
    assert (head.status, head.version) == ("finished", 2) and queue.finals == [episode_id]
    assert store.load_inputs(episode_id, 2)[1] == {"abandon": "stalled"}


# --- the sweeper --------------------------------------------------------------------------------------


# kills W09: on_sweep still sweeping rows with less than the reserve left (only a second under it
# stopped the run): docs say nothing more is sent once only the reserve is left
@pytest.mark.parametrize("left", [4.5, 4.999])
def test_a_sweep_with_only_its_reserve_left_sends_nothing(tmp_path, left):
    from cosino_runtime.engine import flow

    store, episode_id = kuhn(tmp_path)
    quiet_since = store.load_head(episode_id).updated_ms
    queue = ListQueue()
    counts = flow.on_sweep(store, queue, quiet_since + 10, 1, 10**12, lambda: left)
    assert (counts["deferred"], counts["redriven"]) == (1, 0) and queue.steps == []
    counts = flow.on_sweep(store, queue, quiet_since + 10, 1, 10**12, lambda: flow.SWEEP_RESERVE_S)
    assert (counts["deferred"], counts["redriven"]) == (0, 1) and queue.steps == [(episode_id, 1)]


# --- the API's episode ids ----------------------------------------------------------------------------


# kills W20: EPISODE_ID taking 101 characters ({0,100}): an id is at most 100 (one, then 99 more)
def test_an_episode_id_of_more_than_100_characters_is_malformed(tmp_path):
    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore

    api = Api(EmbeddedStore(tmp_path / "store"), ListQueue())
    assert api.handle("GET", "/api/episodes/" + "a" * 100, None, False).status == 404  # well formed, unknown
    for path in ("/api/episodes/" + "a" * 101, "/api/episodes/" + "a" * 101 + "/events"):
        reply = api.handle("GET", path, None, False)
        assert reply.status == 400 and "is malformed" in reply.json()["error"], path
