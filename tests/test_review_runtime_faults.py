"""Faults injected into the runtime's plumbing (review of the step / sweep / handler mechanisms):
one episode the sweeper cannot handle must not stop the sweep of the others, a clock that
steps back must not hide a lost trigger, an SQS record the batch utility cannot name must not
fail the records beside it, and a finalisation message that comes too early must not block
the real one."""

from __future__ import annotations

import json

import pytest
from support.queues import ListQueue

from cosino.arena.episode import EpisodeConfig
from cosino.arena.replay import verify


def two_episodes(tmp_path):
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "s")
    ids = sorted(
        stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=seed)) for seed in (1, 2)
    )
    return store, ids


def break_config(store, episode_id):
    """The episode's config names a variant this code no longer has (a deploy removed it): neither
    a step nor the deadline guard can rebuild the episode."""
    config = {"variant": "gone", "agents": ["house", "random"], "hands": 2, "seed": 1}
    store.db.execute("UPDATE episodes SET config = ? WHERE id = ?", (json.dumps(config), episode_id))


def test_a_sweep_goes_on_past_an_episode_whose_guard_fails(tmp_path):
    """The broken episode sorts first; the sweep still abandons the healthy one after it, and the
    broken one's failures are recorded until the sweeper leaves it alone as stuck."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    store, (broken, healthy) = two_episodes(tmp_path)
    break_config(store, broken)
    queue = ListQueue()
    counts = pipeline.on_sweep(store, queue, 10**15, 1, 1)  # every episode is past its deadline
    assert counts["abandoned"] == 1 and counts["failed"] == 1
    assert set(queue.finals) == {healthy} and store.load_head(healthy).status == "finished"
    replay, results = (store.get_blob(k) for k in stepper.finalize(store, healthy))
    assert verify(replay, results).ok
    head = store.load_head(broken)
    assert head.status == "running" and head.failures == 1 and "UnknownVariant" in head.failure
    for _ in range(pipeline.MAX_STEP_FAILURES):
        pipeline.on_sweep(store, queue, 10**15, 1, 1)
    assert pipeline.on_sweep(store, queue, 10**15, 1, 1)["stuck"] == 1  # bounded: no longer tried


@pytest.mark.parametrize("error", ["throttled", "refused"])
def test_a_failed_re_drive_does_not_stop_the_sweep_nor_count_against_the_episode(tmp_path, error):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.store.base import TransientStoreError

    store, (first, second) = two_episodes(tmp_path)
    queue = ListQueue()
    sent = queue.send_step

    def failing(episode_id, version, redrive=False):
        if episode_id == first:
            raise TransientStoreError("injected: throttled") if error == "throttled" else PermissionError("denied")
        sent(episode_id, version, redrive)

    queue.send_step = failing
    for _ in range(pipeline.MAX_STEP_FAILURES + 2):
        counts = pipeline.on_sweep(store, queue, 10**15, 1, 10**16)
        assert counts["redriven"] == 1 and counts["failed"] == 1 and counts["stuck"] == 0
    assert set(queue.steps) == {(second, 1)}
    assert store.load_head(first).failures == 0  # the queue failed, not the episode: never "stuck"


def test_a_trigger_lost_before_the_clock_stepped_back_is_re_driven(tmp_path):
    """The last commit was stamped an hour ahead of the clock the sweeper now reads (the clock was
    corrected backwards): the lost step is re-driven at once, not an hour later."""
    from cosino_runtime.engine import flow as pipeline

    store, (first, _second) = two_episodes(tmp_path)
    head = store.load_head(first)
    now = head.updated_ms - 3_600_000
    queue = ListQueue()
    counts = pipeline.on_sweep(store, queue, now, 30_000, 10**12)
    assert counts["redriven"] == 2 and (first, head.version) in queue.steps


def sqs_record(body: str, message_id: str, group: str) -> dict:
    from tests.test_handlers import record

    out = record(body, message_id)
    out["attributes"]["MessageGroupId"] = group
    return out


def unusable_records():
    good = sqs_record("x", "bad", "g")
    return {
        "not an object": "x",
        "no message id": {k: v for k, v in good.items() if k != "messageId"},
        "attributes null": {**good, "attributes": None},
    }


@pytest.mark.parametrize("shape", sorted(unusable_records()))
def test_an_unusable_record_does_not_fail_the_good_ones_beside_it(stack, shape):
    """The step handler used to raise on such a record (AttributeError or KeyError from the batch
    utility), failing the whole batch: every good record in it would be delivered again."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime
    from tests.test_handlers import create

    episode = create()
    good = sqs_record(json.dumps({"kind": "step", "episode": episode, "version": 1}), "good", episode)
    out = step.handler({"Records": [unusable_records()[shape], good]}, FakeContext())
    assert out == {"batchItemFailures": []}
    assert runtime().store.load_head(episode).version == 2  # the good record was applied once


@pytest.mark.parametrize("event", [None, [], "x", {}, {"Records": None}, {"Records": "x"}, {"Records": {}}])
def test_an_event_that_is_no_batch_is_acknowledged(stack, event):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize, step

    assert step.handler(event, FakeContext()) == {"batchItemFailures": []}
    assert finalize.handler(event, FakeContext()) == {"batchItemFailures": []}


def test_a_finalize_message_before_the_end_does_not_block_the_real_one(stack):
    """Before: the idempotency record kept the outcome "running" for 24 hours, and answered the
    finalisation sent when the episode did end (and every sweeper re-send) with it."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.lambdas import finalize
    from cosino_runtime.lambdas.environment import runtime
    from tests.test_handlers import create

    rt = runtime()
    episode = create()
    early = {"Records": [sqs_record(json.dumps({"kind": "finalize", "episode": episode}), "f1", episode)]}
    assert finalize.handler(early, FakeContext()) == {"batchItemFailures": []}
    while (head := rt.store.load_head(episode)).status == "running":
        pipeline.on_step(rt.store, rt.queue, episode, head.version)
    real = {"Records": [sqs_record(json.dumps({"kind": "finalize", "episode": episode}), "f2", episode)]}
    assert finalize.handler(real, FakeContext()) == {"batchItemFailures": []}
    assert rt.store.load_head(episode).status == "final"
    results_key, replay_key = rt.store.final_keys(episode)
    assert verify(rt.store.get_blob(replay_key), rt.store.get_blob(results_key)).ok


def test_a_reply_cut_mid_body_is_a_transport_failure_not_a_smaller_raise():
    """The agent answers raise 1000; the connection drops after the bytes that read as raise 10.
    Before: http.client's read1 ended quietly at the close and the seat applied "raise 10", a
    decision the agent never made, recorded as a clean answer."""
    import socket
    import threading

    from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat

    full = b'{"action":"raise","amount":1000}'
    cut = full[: full.index(b"10") + 2]
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(4)

    def serve() -> None:
        for _ in range(2):  # the first try and the seat's one retry
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(65536)
                head, _, body = data.partition(b"\r\n\r\n")
                length = int(head.lower().split(b"content-length:")[1].split(b"\r\n")[0])
                while len(body) < length:  # the whole request read: the close is a FIN, not a reset
                    body += conn.recv(65536)
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(full) + cut)
                conn.shutdown(socket.SHUT_WR)

    worker = threading.Thread(target=serve, daemon=True)
    worker.start()
    try:
        seat = RemoteSeat(RemoteAgent(f"http://127.0.0.1:{server.getsockname()[1]}/", timeout=5.0))
        legal = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 2, "max": 2000}]
        answer = seat.act({"legal": legal})
    finally:
        server.close()
    assert answer["transport"] == "transport" and "closed" in answer["detail"]
    assert seat.call["outcome"] == "transport" and seat.call["attempts"] == 2


def test_a_step_killed_in_cosino_serve_does_not_wedge_its_episode(tmp_path, monkeypatch):
    """The embedded server's in-process queue: a step dies of KeyboardInterrupt after its seat
    answered, before its commit. Before: the exception ended the episode's drain with the group
    still registered, so the sweeper's re-drive (and everything after) queued behind nobody."""
    import time
    from concurrent.futures import ThreadPoolExecutor

    from cosino_runtime.api.server import LocalQueue, StoreThread
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    real_step = stepper.step
    killed = []

    class Dying:
        def __init__(self, store):
            self.store = store

        def commit(self, *args, **kwargs):
            killed.append(args[1])
            raise KeyboardInterrupt("injected: killed before the commit")

        def __getattr__(self, name):
            return getattr(self.store, name)

    def step(store, episode_id, version, *rest, **options):
        return real_step(store if killed else Dying(store), episode_id, version, *rest, **options)

    monkeypatch.setattr(stepper, "step", step)
    store_thread, steps = ThreadPoolExecutor(1), ThreadPoolExecutor(2)
    try:
        raw = store_thread.submit(EmbeddedStore, tmp_path / "s").result()
        store = StoreThread(store_thread, raw)
        queue = LocalQueue(steps, store)
        config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=4)
        episode = store_thread.submit(stepper.create, raw, config).result()
        queue.send_step(episode, 1)
        deadline = time.monotonic() + 10
        while not killed and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.1)
        queue.send_step(episode, 1, redrive=True)  # what the sweeper sends for the quiet episode
        while store.load_head(episode).status != "final" and time.monotonic() < deadline:
            time.sleep(0.02)
        assert killed == [1] and store.load_head(episode).status == "final"
        results_key, replay_key = store.final_keys(episode)
        assert verify(store.get_blob(replay_key), store.get_blob(results_key)).ok
    finally:
        steps.shutdown(wait=True, cancel_futures=True)
        store_thread.submit(raw.close).result()
        store_thread.shutdown(wait=True)


def test_a_league_row_write_that_fails_once_is_written_by_the_next_finalisation(tmp_path):
    """Disk full at the league row (cosino serve, where a failed job is not delivered again):
    before, the episode was already marked final, the sweeper never finalises a final episode,
    and the episode stayed out of the league for good."""
    import sqlite3

    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper

    store, (episode, _other) = two_episodes(tmp_path)
    queue = ListQueue()
    while (head := store.load_head(episode)).status == "running":
        pipeline.on_step(store, queue, episode, head.version)
    real_put = store.put_league_row
    failures = []

    def full(*args):
        if not failures:
            failures.append(args[0])
            raise sqlite3.OperationalError("database or disk is full")
        real_put(*args)

    store.put_league_row = full
    with pytest.raises(sqlite3.OperationalError):
        pipeline.on_finalize(store, episode)
    assert store.league_row(episode) is None
    queue.finals.clear()
    pipeline.on_sweep(store, queue, 10**15, 1, 10**16)
    assert queue.finals == [episode]  # still finished: its finalisation is sent again
    assert pipeline.on_finalize(store, episode)["status"] == "final"
    row = store.league_row(episode)
    results_key, replay_key = store.final_keys(episode)
    assert row["results"] == results_key and row["replay"] == replay_key
    assert (replay_key, results_key) == stepper.finalize(store, episode)  # the same bytes as ever


def test_a_slot_free_that_fails_once_does_not_hold_the_episode_cap_for_good(stack, monkeypatch):
    """Episode cap 1 on DynamoDB; freeing the finished episode's slot is throttled once. Before:
    the episode was already final, nothing finalised it again, and the next episode waited for a
    slot that was never given back."""
    from botocore.exceptions import ClientError

    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.lambdas.environment import runtime

    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    store = runtime().store
    first = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(store, first, 1, limits.episode_cap())
    stepper.run_to_end(store, first)
    real_free = store.free_slot
    throttled = []

    def free(key, holder):
        if not throttled:
            throttled.append(holder)
            raise ClientError({"Error": {"Code": "ThrottlingException", "Message": "injected"}}, "UpdateItem")
        real_free(key, holder)

    monkeypatch.setattr(store, "free_slot", free)
    with pytest.raises(ClientError):
        pipeline.on_finalize(store, first)
    queue = ListQueue()
    pipeline.on_sweep(store, queue, 10**15, 1, 10**16)
    assert first in queue.finals  # still finished: its finalisation is sent again
    assert pipeline.on_finalize(store, first)["status"] == "final"
    limits.start_episode(store, second, 1, limits.episode_cap())  # the slot was given back


def test_a_first_step_trigger_after_the_end_does_not_take_a_slot(stack, monkeypatch):
    """Episode cap 1: a version-1 step message for an episode already final (an old message sent
    again, say from the dead-letter queue) took a slot before the step found the episode final,
    and nothing ever gave it back: the next episode could not start."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import limits
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime

    monkeypatch.setenv(limits.EPISODE_CAP_ENV, "1")
    rt = runtime()
    first = stepper.create(rt.store, EpisodeConfig("kuhn", ("house", "random"), 1, 3))
    second = stepper.create(rt.store, EpisodeConfig("kuhn", ("house", "random"), 1, 4))
    limits.start_episode(rt.store, first, 1, limits.episode_cap())
    stepper.run_to_end(rt.store, first)
    assert pipeline.on_finalize(rt.store, first)["status"] == "final"
    old = sqs_record(json.dumps({"kind": "step", "episode": first, "version": 1}), "old", first)
    assert step.handler({"Records": [old]}, FakeContext()) == {"batchItemFailures": []}
    limits.start_episode(rt.store, second, 1, limits.episode_cap())  # the slot is free


def test_a_create_that_crashed_before_its_first_commit_is_started_by_the_re_drive(tmp_path):
    """The row exists at version 0 (the create died before committing the start) and the client
    never retried. The sweeper re-drives it at version 0; before, that step committed a seat's
    decision in place of the creation mark, the replay had no header and finalisation raised
    KeyError for ever. Now the re-drive commits the start, and the episode plays to the bytes of
    an uninterrupted run."""
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.engine.local import play
    from cosino_runtime.store.embedded import EmbeddedStore

    config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=9)
    store = EmbeddedStore(tmp_path / "s")
    episode = stepper.episode_id_for(config)
    assert store.create_episode(episode, config.to_json())  # and then the create died
    queue = ListQueue()
    assert pipeline.on_sweep(store, queue, 10**15, 1, 10**16)["redriven"] == 1 and queue.steps == [(episode, 0)]
    assert pipeline.on_step(store, queue, episode, 0) == "applied"
    assert store.load_inputs(episode, 1) == ({"start": True},) and queue.steps[-1] == (episode, 1)
    stepper._WARM.clear()  # later steps rebuild the episode from the stored inputs
    while (head := store.load_head(episode)).status == "running":
        pipeline.on_step(store, queue, episode, head.version)
    out = pipeline.on_finalize(store, episode)
    reference = play(config, tmp_path / "ref")
    assert store.get_blob(out["replay"]) == reference.replay_path.read_bytes()
    assert store.get_blob(out["results"]) == reference.results_path.read_bytes()


def test_the_deadline_guard_of_an_episode_that_never_started_keeps_its_header(tmp_path):
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=10)
    store = EmbeddedStore(tmp_path / "s")
    episode = stepper.episode_id_for(config)
    store.create_episode(episode, config.to_json())
    queue = ListQueue()
    assert pipeline.on_sweep(store, queue, 10**15, 1, 1)["abandoned"] == 1 and set(queue.finals) == {episode}
    assert list(store.load_inputs(episode, 2)) == [{"start": True}, {"abandon": "deadline"}]
    out = pipeline.on_finalize(store, episode)
    assert verify(store.get_blob(out["replay"]), store.get_blob(out["results"])).ok


def test_the_warm_episode_of_one_store_is_never_used_for_another(tmp_path):
    """Two stores in one process hold the same episode (same config, so the same id) with
    different answers. Before: the warm copy left by a step on store B matched store A's version
    and config, so A's next decision was applied to B's state and A's log no longer followed
    from A's inputs."""
    from cosino.primitives.canonical import jsonl_bytes
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    def answering(index):
        class Seat:
            def act(self, observation):
                return observation["legal"][index]

        return lambda name, variant, rng: Seat()

    config = EpisodeConfig("kuhn", ("house", "random"), hands=2, seed=12)
    a, b = EmbeddedStore(tmp_path / "a"), EmbeddedStore(tmp_path / "b")
    episode = stepper.create(a, config)
    assert stepper.create(b, config) == episode
    assert stepper.step(a, episode, 1, answering(0)).status == "applied"
    assert stepper.step(b, episode, 1, answering(-1)).status == "applied"
    assert stepper.step(a, episode, 2, answering(0)).status == "applied"
    rebuilt = stepper.restore(config, a.load_inputs(episode, 3)[1:])
    assert jsonl_bytes(a.events(episode)) == jsonl_bytes(rebuilt.records)


class ShortContext:
    """A Lambda context with little time left, as a step late in its function's timeout sees."""

    function_name = "cosino-local"
    memory_limit_in_mb = 512
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:cosino-local"
    aws_request_id = "short"

    def __init__(self, seconds: float) -> None:
        import time

        self.until = time.monotonic() + seconds

    def get_remaining_time_in_millis(self) -> int:
        import time

        return max(int((self.until - time.monotonic()) * 1000), 0)


def test_a_seat_slower_than_the_step_function_gets_its_fallback_committed_in_time(stack, monkeypatch):
    """A seat allowed 120 s on a step with 13 s left: it is cut off at 3 s and its fallback committed."""
    import threading
    import time

    from support import loopback

    from cosino_devtools.awslocal import invoke_api
    from cosino_runtime.lambdas import step
    from cosino_runtime.lambdas.environment import runtime
    from cosino_runtime.seats.deadline import COMMIT_RESERVE_S

    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", "120")
    release = threading.Event()

    def silent(conn) -> None:
        loopback.read_request(conn)
        release.wait(30)

    agent = loopback.RawServer(silent)
    try:
        body = {
            "variant": "kuhn",
            "seats": [f"remote:{agent.url}", f"remote:{agent.url}"],
            "hands": 1,
            "seed": 2**48 + 5,
        }
        status, created = invoke_api("POST", "/episodes", json.dumps(body).encode())
        assert status in (200, 201), created
        episode = created["episode"]
        store = runtime().store
        assert store.load(episode).version == 1
        started = time.monotonic()
        message = json.dumps({"kind": "step", "episode": episode, "version": 1})
        out = step.handler({"Records": [sqs_record(message, "m-1", episode)]}, ShortContext(COMMIT_RESERVE_S + 3))
        took = time.monotonic() - started
        assert out == {"batchItemFailures": []}
        assert took < COMMIT_RESERVE_S  # within the invocation, with the reserve to spare
        head = store.load(episode)
        assert head.version == 2  # the decision was committed: the seat's refusal and its fallback
        refused = [r for r in store.events(episode) if r.get("error")]
        assert len(refused) == 1 and "no answer from the seat" in refused[0]["error"]
    finally:
        release.set()
        agent.close()


class _Context:
    def __init__(self, value):
        self.value = value

    def get_remaining_time_in_millis(self):
        if isinstance(self.value, Exception):
            raise self.value
        return self.value


@pytest.mark.parametrize(
    "value",
    [float("nan"), float("inf"), -1, True, "60000", None, 10**30, RuntimeError("no context"), [60000]],
)
def test_a_context_that_says_nothing_usable_of_its_time_bounds_no_seat(value):
    """A context of our own making (tests, local runs) may answer anything: no bound, not a crash."""
    import time

    from cosino_runtime.seats.deadline import remaining_seconds, seat_deadline, step_ends_in

    seconds = remaining_seconds(_Context(value))
    assert seconds is None
    with step_ends_in(seconds):
        assert seat_deadline(30) - time.monotonic() > 29


def test_a_step_with_less_left_than_its_reserve_gives_its_seat_no_time_at_all():
    import time

    from cosino_runtime.seats.deadline import remaining_seconds, seat_deadline, step_ends_in

    assert remaining_seconds(_Context(2500)) == 2.5 and remaining_seconds(_Context(0)) == 0
    with step_ends_in(remaining_seconds(_Context(2500))):  # 2.5 s left, a 10 s reserve
        assert seat_deadline(30) <= time.monotonic()
    assert seat_deadline(30) - time.monotonic() > 29  # the bound ends with its block
