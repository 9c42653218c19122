"""Mutation review of the runtime's limits (cosino_runtime.engine.limits: token buckets, agent
limits, episode and agent slots, the limit settings) and the open API's routes
(cosino_runtime.api.routes: request parsing, replies, which 4xx for which bad input).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (the modules'
docstrings, docs/runtime.md), never from running the code under test."""

from __future__ import annotations

import json
import threading

import pytest

from cosino_runtime.engine import limits
from cosino_runtime.engine.limits import AgentLimits, TokenBucket, burst_of


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


# --- token buckets ---------------------------------------------------------------------------------


# kills: burst_of rounding one second's worth down (math.floor for math.ceil)
def test_a_burst_holds_every_started_request_of_one_second():
    assert burst_of(90) == 2  # 1.5 a second: the half request still needs a place
    assert burst_of(61) == 2 and burst_of(120) == 2 and burst_of(121) == 3
    clock = FakeClock()
    bucket = TokenBucket(90, clock=clock)
    bucket.take(1)
    assert bucket.wait_for(1) == 0.0  # the second of the burst goes at once


# kills: TokenBucket accepting a rate of 0 per minute (>= for >)
@pytest.mark.parametrize("rate", [0, 0.0, -1])
def test_a_rate_of_zero_or_less_is_refused(rate):
    with pytest.raises(ValueError, match="more than 0"):
        TokenBucket(rate)


# kills: _refill without the capacity cap (an idle bucket saves up more than one burst)
def test_an_idle_bucket_fills_to_its_capacity_and_no_further():
    clock = FakeClock()
    bucket = TokenBucket(60, clock=clock)  # 1 a second, burst 1
    clock.now = 1000.0
    bucket.take(1)
    assert bucket.wait_for(1) == pytest.approx(1.0)


# kills: wait_for asking for all of an n bigger than the capacity (need = n); admit then never lets
# a call through whose estimate exceeds the bucket (next test)
def test_a_call_larger_than_the_bucket_waits_only_for_a_full_bucket():
    clock = FakeClock()
    bucket = TokenBucket(60, clock=clock)  # capacity 1
    assert bucket.wait_for(5) == 0.0  # full: it may overdraw
    bucket.take(5)
    assert bucket.wait_for(5) == pytest.approx(5.0)  # from -4 back to a full bucket of 1


# kills: admit never learning the estimate from a call's reported tokens (the estimate line dropped)
# and admit settling the wrong way round (give(tokens - estimate))
def test_a_call_s_reported_tokens_settle_the_bucket_and_become_the_next_estimate():
    clock = FakeClock()
    agent = AgentLimits(tokens_per_minute=6000, clock=clock)  # 100 a second, burst 100
    stopped = threading.Event()
    stopped.set()  # a call that had to wait would raise, since the fake clock never moves
    with agent.admit(stopped) as ticket:
        assert ticket.estimate == limits.TOKEN_GUESS  # nothing reported yet: the guess is charged
        ticket.tokens = 10
    assert agent.estimate == 10
    assert agent.tokens.wait_for(90) == 0.0  # 100 - 1000 + (1000 - 10): 90 are left
    assert agent.tokens.wait_for(100) == pytest.approx(0.1)


# kills: from_options wanting every limit set before it sets any (all for any)
def test_one_limit_alone_makes_an_agent_s_limits():
    alone = AgentLimits.from_options({"max_concurrent": 2})
    assert alone is not None and alone.max_concurrent == 2 and alone.requests is None and alone.tokens is None
    rate = AgentLimits.from_options({"requests_per_minute": 30})
    assert rate is not None and rate.requests is not None and rate.max_concurrent is None
    assert AgentLimits.from_options({}) is None and AgentLimits.from_options({"seat": "x"}) is None


class ScriptedTokens:
    """A store whose ``take_tokens`` answers the waits it was given, in turn."""

    def __init__(self, *waits: float) -> None:
        self.waits = list(waits)
        self.asked = 0

    def take_tokens(self, key, per_minute, capacity, n, *rest):
        self.asked += 1
        return self.waits.pop(0)


# kills: SharedBucket.take sleeping although the wait it was told ends past its deadline
def test_a_shared_bucket_gives_up_at_once_when_the_wait_ends_past_the_deadline():
    import time

    def no_sleep(seconds):
        raise AssertionError(f"slept {seconds} s for a wait that ends past the deadline")

    store = ScriptedTokens(30.0)
    bucket = limits.SharedBucket(store, "rpm#x", 60)
    assert bucket.take(1, deadline=time.monotonic() + 5, sleep=no_sleep) is False
    slept: list[float] = []
    store = ScriptedTokens(0.25, 0.0)
    assert limits.SharedBucket(store, "rpm#x", 60).take(1, deadline=time.monotonic() + 5, sleep=slept.append)
    assert slept == [0.25] and store.asked == 2


# --- the limit settings ----------------------------------------------------------------------------


def _rates(raw: str) -> dict:
    return limits.agent_rates({limits.AGENT_LIMITS_ENV: raw})


def _padded(size: int) -> str:
    """A valid setting of exactly ``size`` characters (blanks inside the object)."""
    head, tail = '{"x": {"requests_per_minute": 5}', "}"
    return head + " " * (size - len(head) - len(tail)) + tail


# kills: agent_rates reading a setting one character past SETTINGS_LIMIT (<= SETTINGS_LIMIT + 1)
def test_the_rates_setting_is_read_up_to_its_limit_and_refused_past_it():
    assert _rates(_padded(limits.SETTINGS_LIMIT)) == {"x": {"requests_per_minute": 5.0}}
    with pytest.raises(limits.LimitSettingError, match=limits.AGENT_LIMITS_ENV):
        _rates(_padded(limits.SETTINGS_LIMIT + 1))


# kills: agent_rates taking a rate of 0 (0 <= v) and refusing a rate of exactly MAX_RATE (v < MAX_RATE)
def test_a_rate_is_more_than_zero_and_at_most_max_rate():
    assert _rates(f'{{"x": {{"tokens_per_minute": {limits.MAX_RATE}}}}}') == {
        "x": {"tokens_per_minute": float(limits.MAX_RATE)}
    }
    for bad in (0, 0.0, limits.MAX_RATE + 1, -0.5):
        with pytest.raises(limits.LimitSettingError, match="not positive rates"):
            _rates(f'{{"x": {{"requests_per_minute": {bad}}}}}')


# kills: agent_rates taking JSON true as a rate of 1 (the bool check dropped)
def test_a_boolean_is_not_a_rate():
    with pytest.raises(limits.LimitSettingError, match="not positive rates"):
        _rates('{"x": {"requests_per_minute": true}}')


# --- episode and agent slots -----------------------------------------------------------------------


class Head:
    def __init__(self, version: int, status: str) -> None:
        self.version, self.status = version, status


class FullSlots:
    """A store whose slots are all held by running episodes; ``head`` is what every episode reads."""

    def __init__(self, head: Head) -> None:
        self.head = head
        self.holds: list[tuple[str, str]] = []

    def load_head(self, episode_id):
        return self.head

    def hold_slot(self, key, holder, cap):
        self.holds.append((key, holder))
        return False

    def slot_holders(self, key):
        return []

    def free_slot(self, key, holder):
        pass


# kills: start_episode taking a slot for a version-1 episode that no longer runs (status check dropped)
@pytest.mark.parametrize("status", ["finished", "final"])
def test_an_episode_that_no_longer_runs_takes_no_slot_even_when_the_cap_is_full(status):
    store = FullSlots(Head(1, status))
    limits.start_episode(store, "kuhn-ended", 1, 1)  # no RetryStep: the message is simply dropped
    assert store.holds == []


# kills: hold_agent_slots keeping the slots it held when a later agent of the episode is refused
def test_a_refused_create_leaves_no_slot_held_for_it(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    first, second = "remote:https://first.example/act", "remote:https://second.example/act"
    store = EmbeddedStore(tmp_path / "s")
    try:
        store.hold_slot(limits.agent_slot_key(second), "kuhn-running", 1)  # second is at its cap
        store.load_head = lambda episode_id: Head(2, "running")  # every holder still runs
        refused = limits.hold_agent_slots(store, "kuhn-new", {"agents": [first, second]}, 1)
        assert refused is not None and refused.startswith("seat 2's agent")
        assert store.slot_holders(limits.agent_slot_key(first)) == []
        assert store.slot_holders(limits.agent_slot_key(second)) == ["kuhn-running"]
    finally:
        store.close()


# kills: hold_agent_slots treating a cap of 0 as a cap (if cap is None for if not cap)
def test_a_cap_of_zero_means_no_cap_and_holds_nothing(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    agent = "remote:https://first.example/act"
    store = EmbeddedStore(tmp_path / "s")
    try:
        for episode in ("kuhn-a", "kuhn-b", "kuhn-c"):
            assert limits.hold_agent_slots(store, episode, {"agents": [agent, "house"]}, 0) is None
        assert store.slot_holders(limits.agent_slot_key(agent)) == []
    finally:
        store.close()


# kills: end_episode giving back the episode slot but not its agents' slots (and the other way round)
def test_the_end_of_an_episode_gives_back_every_slot_it_holds(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    agent = "remote:https://first.example/act"
    config = {"agents": ["house", agent]}
    store = EmbeddedStore(tmp_path / "s")
    try:
        assert limits.hold_agent_slots(store, "kuhn-a", config, 2) is None
        assert store.hold_slot(limits.SLOTS_KEY, "kuhn-a", 5)
        limits.end_episode(store, "kuhn-a", config)
        assert store.slot_holders(limits.agent_slot_key(agent)) == []
        assert store.slot_holders(limits.SLOTS_KEY) == []
    finally:
        store.close()


# --- seats drawing on shared buckets ---------------------------------------------------------------


class RecordingTokens:
    """A store whose buckets are never empty; it records every take."""

    def __init__(self) -> None:
        self.takes: list[tuple] = []

    def take_tokens(self, key, per_minute, capacity, n, *rest):
        self.takes.append((key, n, *rest))
        return 0.0

    def take_buckets(self, key, buckets):  # both rates at once (one item since 2026-12-07)
        self.takes.append((key, tuple(n for _, _, n in buckets)))
        return 0.0

    def charge_tokens(self, key, n, buckets, index):
        self.takes.append((key, n, index))


class ReportingSeat:
    def __init__(self) -> None:
        self.call = None

    def act(self, observation):
        self.call = {"input_tokens": 30, "output_tokens": 12}
        return {"action": "check"}


# kills: SharedLimitedSeat never charging the tokens a call reports (the charge dropped) and not
# taking from the token bucket before the call
def test_a_shared_seat_takes_before_the_call_and_charges_what_it_used():
    store = RecordingTokens()
    seat = limits.SharedLimitedSeat(
        ReportingSeat(), limits.SharedBucket(store, "rpm#x", 60), limits.SharedBucket(store, "tpm#x", 6000)
    )
    assert seat.act({}) == {"action": "check"}
    # Both rates taken together before the call, the used tokens less the one taken charged to the second bucket
    # after it (until 2026-12-07 three takes: ("rpm#x", 1), ("tpm#x", 1), ("tpm#x", 42, True); until review 51a the
    # charge was all 42, the call costing 43).
    assert store.takes == [("rpm#x+tpm#x", (1, 1)), ("rpm#x+tpm#x", 41, 1)]
    assert seat.call == {"input_tokens": 30, "output_tokens": 12}


# kills: shared_factory matching a seat to its rates by the name as spelt, not by the agent it reaches
def test_rates_apply_to_an_agent_however_its_url_is_spelt():
    store = RecordingTokens()
    rates = {"remote:HTTP://A.example:80/act": {"requests_per_minute": 60.0}}
    build = limits.shared_factory(store, rates, lambda name, variant, rng: ReportingSeat())
    seat = build("remote:http://a.example/act", "kuhn", None)
    assert isinstance(seat, limits.SharedLimitedSeat) and seat.tokens is None
    assert seat.requests.key == "rpm#" + limits.agent_slot_key("remote:http://a.example/act")
    assert not isinstance(build("remote:http://b.example/act", "kuhn", None), limits.SharedLimitedSeat)


# kills: outside_agents keeping an agent's last seat instead of its first (assignment for setdefault)
def test_an_agent_in_two_seats_is_named_by_its_first_seat():
    agent = "remote:https://a.example/act"
    config = {"agents": ["house", agent, "random", "remote:HTTPS://A.example:443/act"]}
    assert limits.outside_agents(config) == {agent: 1}


# --- the API's routes ------------------------------------------------------------------------------

AGENT = "remote:https://agent.example/act"


class RecordingQueue:
    def __init__(self) -> None:
        self.sent: list[tuple] = []

    def send_step(self, episode_id, version, redrive=False):
        self.sent.append(("step", episode_id, version))

    def send_finalize(self, episode_id, redrive=False):
        self.sent.append(("finalize", episode_id))


@pytest.fixture
def api(tmp_path):
    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    yield Api(store, RecordingQueue(), agent_cap=0)
    store.close()


def _post(api, body: dict):
    return api.handle("POST", "/api/episodes", json.dumps(body).encode(), True)


def _get(api, path: str):
    return api.handle("GET", path, None, False)


def _kuhn(**fields) -> dict:
    return {"variant": "kuhn", "seats": ["house", "random"], "hands": 2, "seed": 7} | fields


# kills: blob serving a key outside PUBLIC_PREFIXES (the prefix check dropped)
@pytest.mark.parametrize("key", ["private/notes.json", "seeds/kuhn-1.json", "replaysx/a.jsonl"])
def test_a_blob_outside_the_public_prefixes_is_not_served_even_when_it_exists(api, key):
    api.store.put_blob(key, b'{"secret": 1}')
    reply = _get(api, f"/api/blobs/{key}")
    assert reply.status == 404 and "readable prefixes" in reply.json()["error"]
    assert b"secret" not in reply.body


# kills: events showing the whole log once the episode is finished but not yet final (!= running for == final)
def test_a_finished_episode_s_log_is_still_the_public_view(api):
    from cosino_runtime.engine import steps as stepper

    episode = _post(api, _kuhn()).json()["episode"]
    stepper.run_to_end(api.store, episode)
    assert api.store.load_head(episode).status == "finished"
    reply = _get(api, f"/api/episodes/{episode}/events").json()
    assert reply["view"] == "public" and "seed" not in reply["events"][0]


# kills: _claim_seed treating a seed claimed by a create that never finished as one no outside agent
# plays in (theirs = [] for [0]): its config is unknown, so it may have been an outside agent's
def test_a_seed_claimed_by_a_create_that_never_finished_is_refused(api):
    assert api.store.claim_seed(2**50 + 3, "kuhn-never-written") == "kuhn-never-written"
    reply = _post(api, _kuhn(seed=2**50 + 3))
    assert reply.status == 409 and "kuhn-never-written" in reply.json()["error"]
    assert api.store.list_episodes() == []


# kills: the budget's bound one past the variant's budget_limit (limit + 1)
def test_the_largest_budget_is_the_variant_s_budget_limit(api):
    from cosino.arena.episode import budget_limit
    from cosino.games.registry import get_variant

    limit = budget_limit(get_variant("kuhn"))
    refused = _post(api, _kuhn(budget=limit + 1))
    assert refused.status == 400 and f"between 1 and {limit}" in refused.json()["error"]
    assert _post(api, _kuhn(budget=limit)).status == 201


# kills: the hands' bound one past MAX_HANDS (MAX_HANDS + 1)
def test_at_most_max_hands_hands(api):
    from cosino_runtime.api.routes import MAX_HANDS

    refused = _post(api, _kuhn(hands=MAX_HANDS + 1))
    assert refused.status == 400 and f"between 1 and {MAX_HANDS}" in refused.json()["error"]
    assert _post(api, _kuhn(hands=MAX_HANDS)).status == 201


def _remote_of(length: int) -> str:
    head = "remote:https://agent.example/"
    return head + "a" * (length - len(head))


# kills: a seat name of 65 characters let through (<= 65), and an empty one checked only later (0 <= len)
def test_a_seat_name_is_one_to_64_characters(api):
    assert _post(api, _kuhn(seats=[_remote_of(64), "house"], seed=2**50)).status == 201
    for seat in (_remote_of(65), ""):
        reply = _post(api, _kuhn(seats=[seat, "house"], seed=2**50 + 1))
        assert reply.status == 400 and "strings of 1 to 64 characters" in reply.json()["error"]


# kills: the query's bound one past MAX_QUERY (MAX_QUERY + 1)
def test_a_query_string_is_read_up_to_max_query_characters(api):
    from cosino_runtime.api.routes import MAX_QUERY

    def query(size: int) -> str:
        head = "status=final&pad="
        return head + "x" * (size - len(head))

    read = _get(api, "/api/episodes?" + query(MAX_QUERY)).json()["error"]  # read, then refused for its unknown field
    assert "pad" in read and "the limit is" not in read
    refused = _get(api, "/api/episodes?" + query(MAX_QUERY + 1))
    assert refused.status == 400 and f"the limit is {MAX_QUERY}" in refused.json()["error"]


# kills: a repeated create not sending the step again (only when new), nor the finalize of a finished one
def test_a_repeated_create_gets_its_episode_moving_again(api):
    from cosino_runtime.engine import steps as stepper

    episode = _post(api, _kuhn()).json()["episode"]
    assert _post(api, _kuhn()).status == 200
    assert api.queue.sent == [("step", episode, 1), ("step", episode, 1)]
    stepper.run_to_end(api.store, episode)
    assert _post(api, _kuhn()).status == 200
    assert api.queue.sent[-1] == ("finalize", episode)


# kills: a failed create freeing its agents' slots although its row was written (the exists check dropped)
def test_a_create_that_fails_after_its_row_keeps_its_agent_slot(api, monkeypatch):
    from cosino_runtime.engine import steps as stepper

    real = stepper.open_episode  # what the create route calls

    def fails_late(store, config, episode_id):
        real(store, config, episode_id)
        raise RuntimeError("injected: failed after the row was written")

    api.agent_cap = 1
    monkeypatch.setattr(stepper, "open_episode", fails_late)
    with pytest.raises(RuntimeError, match="after the row"):
        _post(api, _kuhn(seats=[AGENT, "house"], seed=2**50 + 7))
    monkeypatch.undo()
    (episode,) = [h.episode_id for h in api.store.list_episodes()]
    assert api.store.slot_holders(limits.agent_slot_key(AGENT)) == [episode]
