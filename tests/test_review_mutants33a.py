"""Mutation review 33a: the API server (cosino_runtime.api.server), its kept replies
(cosino_runtime.api.replies) and the Lambda handlers (cosino_runtime.lambdas), each survivor pinned.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/runtime.md, the
modules' docstrings and comments), never from running the code under test. Nothing here needs a
moto server: the handlers run against the embedded store, a stand-in runtime or a stub client. The
limits docs/runtime.md did not state (the in-process queue's 64 waiting jobs per episode and 10,000
de-duplication ids, the token's 192 bits, the Sweep<Count> metric names) it states now.

Equivalent survivors, left unpinned: H21 (an empty body read as none: the create refuses both with
one line), Q04 (a record without attributes left out before the batch instead of refused by the
parser: dropped and counted alike), Q12 (a message id that is no string: the parser refuses it and
it is dropped and counted alike), F05 (the finalize wrapper rebuilt for each batch instead of kept:
the same records in the same table), L02 (a negative league budget where 0 was meant: the run stops
reading at once either way) and S22 (only RuntimeError caught as a failed job: the BaseException
clause after it catches the rest, logged as "killed" instead of "failed")."""

from __future__ import annotations

import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest

from cosino_runtime.api.replies import FreshCache, ReplyCache

# --- the kept replies (api/replies.py) ----------------------------------------------------------------


# kills R01: a body exactly the size of the budget refused ("at most 32 MB" keeps a body of 32 MB)
# and R04: the budget taken as exclusive (two bodies that fill it exactly, the older evicted)
def test_bodies_that_fill_the_budget_exactly_are_all_kept():
    cache = ReplyCache(max_bytes=10)
    cache.put("whole", b"x" * 10)
    assert cache.get("whole") == b"x" * 10
    cache.put("a", b"1234")
    cache.put("b", b"123456")
    assert (cache.get("whole"), cache.get("a"), cache.get("b")) == (None, b"1234", b"123456")


# kills R02: a body over the whole budget put anyway, which evicted every body kept before it
def test_a_body_over_the_budget_leaves_the_kept_ones_alone():
    cache = ReplyCache(max_bytes=10)
    cache.put("a", b"12345")
    cache.put("big", b"x" * 11)
    assert (cache.get("a"), cache.get("big")) == (b"12345", None)


# kills R03: a key put again counted twice (its old body's bytes never given back to the budget)
def test_putting_one_key_again_and_again_keeps_its_size_once():
    cache = ReplyCache(max_bytes=10)
    for _ in range(5):
        cache.put("a", b"123456")
    cache.put("b", b"1234")
    assert (cache.get("a"), cache.get("b")) == (b"123456", b"1234")


# kills R06: clear() kept the old size, so the next put found a budget already spent (and failed)
def test_a_cleared_cache_has_its_whole_budget_again():
    cache = FreshCache(max_bytes=10, clock=lambda: 0.0)
    cache.put("a", b"123456789")
    cache.clear()
    cache.put("b", b"123456789")
    assert (cache.get("a"), cache.get("b")) == (None, b"123456789")


# kills R07: a read not refreshing a body's place ("least recently used first out", docs/runtime.md)
def test_the_least_recently_read_body_goes_first():
    cache = ReplyCache(max_bytes=9)
    cache.put("a", b"123")
    cache.put("b", b"123")
    cache.put("c", b"123")
    assert cache.get("a") == b"123"  # now "b" is the least recently used
    cache.put("d", b"123")
    assert [k for k in "abcd" if cache.get(k) is not None] == ["a", "c", "d"]


# kills R05: one entry more than max_entries kept, and R12: the default of 256 pages (docs/runtime.md:
# "The kept listings hold at most 256 pages")
def test_fresh_replies_keep_at_most_their_entry_budget_of_256_by_default():
    small = FreshCache(max_entries=2, clock=lambda: 0.0)
    for key in "abc":
        small.put(key, b"x")
    assert [k for k in "abc" if small.get(k) is not None] == ["b", "c"]
    cache = FreshCache(clock=lambda: 0.0)
    for i in range(257):
        cache.put(i, b"x")
    assert cache.get(0) is None and all(cache.get(i) == b"x" for i in range(1, 257))


# kills R13: a budget other than docs/runtime.md's 32 MB for the log's and the final episodes' replies
def test_the_reply_cache_holds_32_mib_by_default():
    mib = 1024 * 1024
    cache = ReplyCache()
    cache.put("over", bytes(32 * mib + 1))
    assert cache.get("over") is None
    cache.put("a", bytes(16 * mib))
    cache.put("b", bytes(16 * mib))
    assert cache.get("a") is not None and cache.get("b") is not None
    cache.put("c", b"x")
    assert cache.get("a") is None  # 32 MiB and a byte: the oldest goes


# kills R14: a window other than 5 s (FRESH_SECONDS, docs/runtime.md: "none for 5 s") and
# R15: a byte budget other than 8 MB for the kept listings and files
def test_fresh_replies_last_5_seconds_within_8_mib_by_default():
    now = [100.0]
    cache = FreshCache(clock=lambda: now[0])
    cache.put("page", b"[]")
    now[0] = 104.999
    assert cache.get("page") == b"[]"
    now[0] = 105.0
    assert cache.get("page") is None
    mib = 1024 * 1024
    cache.put("whole", bytes(8 * mib))
    assert cache.get("whole") is not None
    cache.put("over", bytes(8 * mib + 1))
    assert cache.get("over") is None


# --- the embedded server's queue (api/server.py) ------------------------------------------------------


class Gate:
    """Jobs that record their name, the first one held until released."""

    def __init__(self) -> None:
        self.ran: list[str] = []
        self.release = threading.Event()
        self.started = threading.Event()

    def held(self, name: str):
        def job() -> None:
            self.started.set()
            assert self.release.wait(5)
            self.ran.append(name)

        return job

    def job(self, name: str, raises: BaseException | None = None):
        def job() -> None:
            self.ran.append(name)
            if raises is not None:
                raise raises

        return job


def settle(queue, group: str) -> None:
    deadline = time.monotonic() + 5
    while group in queue.chains and time.monotonic() < deadline:
        time.sleep(0.005)
    assert group not in queue.chains


@pytest.fixture
def local_queue():
    from cosino_runtime.api.server import LocalQueue

    pool = ThreadPoolExecutor(4)
    yield LocalQueue(pool, store=None)
    pool.shutdown(wait=True)


# kills S08: a group's queued jobs run newest first (SQS FIFO runs a message group in order)
# and S05/S06: a group holding other than MAX_CHAIN (64) waiting jobs ("queued jobs per episode")
def test_a_groups_jobs_run_in_order_and_at_most_64_wait(local_queue):
    from cosino_runtime.api.server import MAX_CHAIN

    gate = Gate()
    local_queue.submit("ep", gate.held("first"))
    assert gate.started.wait(5)
    for i in range(MAX_CHAIN + 10):
        local_queue.submit("ep", gate.job(str(i)))
    gate.release.set()
    settle(local_queue, "ep")
    assert MAX_CHAIN == 64 and gate.ran == ["first", *map(str, range(64))]


# kills S10: a job's exception escaping the drain, and S09: only KeyboardInterrupt of the BaseExceptions
# caught (SystemExit escaped): each ended the drain with its group still registered, so the episode's
# later jobs, the sweeper's re-drives too, waited for ever
@pytest.mark.parametrize("error", [ValueError("bad"), RuntimeError("bad"), KeyError("x"), SystemExit(3)])
def test_a_failed_job_does_not_stop_the_jobs_queued_behind_it(local_queue, error):
    gate = Gate()
    local_queue.submit("ep", gate.held("first"))
    assert gate.started.wait(5)
    local_queue.submit("ep", gate.job("fails", error))
    local_queue.submit("ep", gate.job("after"))
    gate.release.set()
    settle(local_queue, "ep")
    local_queue.submit("ep", gate.job("later"))
    settle(local_queue, "ep")
    assert gate.ran == ["first", "fails", "after", "later"]


# kills S07: a submit the pool refused (shutting down) leaving its group registered, so every later
# job of that episode was queued behind a drain that never ran
def test_a_job_the_pool_refused_does_not_block_the_group(local_queue):
    from cosino_runtime.api.server import LocalQueue

    closed = ThreadPoolExecutor(1)
    closed.shutdown()
    refused = LocalQueue(closed, store=None)
    gate = Gate()
    refused.submit("ep", gate.job("lost"))
    refused.executor = local_queue.executor  # a pool that takes jobs again
    refused.submit("ep", gate.job("runs"))
    settle(refused, "ep")
    assert gate.ran == ["runs"]


# kills S01: a de-duplication window far shorter than its 10,000 ids, and S02: no de-duplication at all
# (a step message sent again, by the heal or the sweeper, ran the same version twice)
def test_the_queue_remembers_10000_deduplication_ids(local_queue):
    assert all(local_queue._once(f"e#{i}") for i in range(10_000))
    assert not local_queue._once("e#0") and not local_queue._once("e#9999")
    assert local_queue._once("e#10000") and local_queue._once("e#0")  # the oldest went first


# kills S04: the sweeper's re-sent finalisation (redrive=True) taken for a duplicate of the lost one
# and dropped, so an episode whose finalisation failed was never finalised
def test_a_re_driven_finalisation_runs_again(local_queue, monkeypatch):
    from cosino_runtime.api import server

    ran = []
    monkeypatch.setattr(server.pipeline, "on_finalize", lambda store, episode: ran.append(episode))
    for redrive in (False, False, True):
        local_queue.send_finalize("ep", redrive=redrive)
        settle(local_queue, "ep")
    assert ran == ["ep", "ep"]  # the plain duplicate is dropped, the re-drive is not


# kills S23: every episode's jobs in one group, so a seat thinking in one episode held up all others
def test_one_episode_waiting_on_its_seat_does_not_hold_another(local_queue, monkeypatch):
    from cosino_runtime.api import server

    release, ran = threading.Event(), []

    def on_step(store, queue, episode, version):
        if episode == "slow":
            assert release.wait(5)
        ran.append(episode)
        return "applied"

    monkeypatch.setattr(server.pipeline, "on_step", on_step)
    local_queue.send_step("slow", 1)
    local_queue.send_step("quick", 1)
    settle(local_queue, "quick")
    assert ran == ["quick"]
    release.set()
    settle(local_queue, "slow")
    assert ran == ["quick", "slow"]


# kills S16: a plain attribute of the store (not a method) wrapped as if it were a call
def test_the_store_thread_hands_plain_attributes_through():
    from cosino_runtime.api.server import StoreThread

    pool = ThreadPoolExecutor(1)
    try:
        store = SimpleNamespace(root="/data", name=lambda: threading.current_thread().name)
        wrapped = StoreThread(pool, store)
        assert wrapped.root == "/data"
        assert wrapped.name() != threading.current_thread().name  # a call runs on the store thread
    finally:
        pool.shutdown()


# kills S13: a start that failed after binding left the socket open (the port taken until exit)
def test_a_bad_agent_cap_stops_the_start_in_one_line_and_frees_the_port(tmp_path, monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.api import server

    bound = []
    real_bind = server.bind
    monkeypatch.setattr(server, "bind", lambda *args: bound.append(real_bind(*args)) or bound[-1])
    monkeypatch.setenv("COSINO_AGENT_EPISODES", "many")
    with pytest.raises(CosinoError) as refused:
        server.start(tmp_path / "data", port=0, viewer=None, tick_seconds=3600)
    assert "COSINO_AGENT_EPISODES" in str(refused.value) and "\n" not in str(refused.value)
    assert bound[0].socket.fileno() == -1  # closed


# kills S15: a default other than docs/seats.md's "default 4 of its 16 workers"
def test_the_agent_cap_of_cosino_serve_is_4_by_default(monkeypatch):
    from cosino_runtime.api import server

    monkeypatch.delenv("COSINO_AGENT_EPISODES", raising=False)
    assert server._agent_cap() == 4 and server.STEP_WORKERS == 16


# kills S18: a --viewer path that is no folder taken as the folder served, so a store under that
# (unserved) path was refused as if the static server could hand it out
@pytest.mark.parametrize("kind", ["missing", "file"])
def test_a_viewer_that_is_no_folder_serves_nothing_and_refuses_nothing(tmp_path, kind):
    from cosino_runtime.api import server

    viewer = tmp_path / "site"
    if kind == "file":
        viewer.write_text("not a folder")
    data = viewer / "data" if kind == "missing" else tmp_path / "data"
    served = server.start(data, port=0, viewer=viewer, tick_seconds=3600)
    try:
        assert served.url.startswith("http://127.0.0.1:") and (data / "cosino.sqlite").is_file()
    finally:
        served.stop()


# kills S21: a short token: the printed bearer token guards creates, so it carries at least 128 random bits
def test_the_generated_bearer_token_is_long_and_new_each_start(tmp_path):
    from cosino_runtime.api import server

    tokens = []
    for i in range(2):
        served = server.start(tmp_path / f"d{i}", port=0, viewer=None, tick_seconds=3600)
        tokens.append(served.token)
        served.stop()
    assert all(len(t) >= 22 for t in tokens) and tokens[0] != tokens[1]  # 22 url-safe characters: 132 bits


# --- the api function (lambdas/http_api.py) -----------------------------------------------------------


@pytest.fixture
def api_function(tmp_path, monkeypatch):
    """The api handler over an embedded store (no moto): ``call(event) -> (status, reply)``."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import http_api
    from cosino_runtime.store.embedded import EmbeddedStore
    from tests.support.queues import ListQueue

    store = EmbeddedStore(tmp_path / "store")
    rt = SimpleNamespace(store=store, queue=ListQueue())
    monkeypatch.setattr(http_api, "runtime", lambda: rt)
    counted: list[str] = []
    monkeypatch.setattr(http_api.obs.metrics, "add_metric", lambda name, **_: counted.append(name))

    def call(event):
        out = http_api.handler(event, FakeContext())
        return out["statusCode"], out

    yield SimpleNamespace(call=call, rt=rt, counted=counted)
    store.close()


def gateway(method: str, path: str, payload: bytes | None = None, iam: bool = False, **fields):
    """An API Gateway event; ``fields`` replace its own (a raw ``body``, ``isBase64Encoded``)."""
    from cosino_devtools.awslocal import api_gateway_event

    return {**api_gateway_event(method, path, payload, iam), **fields}


KUHN = json.dumps({"variant": "kuhn", "seats": ["house", "random"], "hands": 2, "seed": 5}).encode()


# kills H06: the q parameter's name read as written ("Q=0" or "q =0" taken for no q, so gzip was sent
# to a caller that refused it); RFC 9110 parameter names are case-insensitive
@pytest.mark.parametrize("value", ["gzip; Q=0", "gzip;q =0", "gzip; Q = 0"])
def test_a_refusal_of_gzip_is_read_whatever_its_case_and_spacing(value):
    from cosino_runtime.lambdas.http_api import _takes_gzip

    assert _takes_gzip(value) is False and _takes_gzip(value.replace("0", "0.5")) is True


# kills H13: a large body decoded before its size was looked at: one over the limit that was not
# valid base64 (or UTF-8) came back 400 instead of docs/runtime.md's 413 for a body over 16 KB
@pytest.mark.parametrize("encoded", [True, False])
def test_a_body_far_over_the_limit_is_413_before_it_is_read(api_function, encoded):
    from cosino_runtime.api.routes import MAX_BODY

    raw = ("!" if encoded else "\ud800") * (3 * MAX_BODY)
    status, out = api_function.call(gateway("POST", "/episodes", None, iam=True, body=raw, isBase64Encoded=encoded))
    assert status == 413 and f"{MAX_BODY}-byte" in json.loads(out["body"])["error"]


# kills H14: base64 read leniently (characters outside its alphabet skipped): a body API Gateway never
# sends was taken, here as a whole create, instead of refused as not valid base64
def test_a_base64_body_with_stray_characters_is_refused_not_guessed(api_function):
    import base64

    packed = base64.b64encode(KUHN).decode()
    raw = packed[:8] + "*\n" + packed[8:]
    status, out = api_function.call(gateway("POST", "/episodes", None, iam=True, body=raw, isBase64Encoded=True))
    assert status == 400 and json.loads(out["body"]) == {"error": "request body is not valid base64"}
    assert api_function.rt.store.list_episodes("running") == []
    status, _ = api_function.call(gateway("POST", "/episodes", None, iam=True, body=packed, isBase64Encoded=True))
    assert status == 201


# kills H18: the kept Api found by the runtime's id alone: a runtime made where a collected one lived
# (ids are reused) answered from the old store (another stack's episodes, under cosino serve --aws-local)
def test_an_api_is_kept_per_store_not_per_object_id():
    from cosino_runtime.lambdas import http_api

    rt = SimpleNamespace(store=object(), queue=object())
    first = http_api._api(rt)
    assert http_api._api(rt) is first
    rt.store = object()
    assert http_api._api(rt).store is rt.store
    http_api._APIS.pop(id(rt), None)


LAMBDA_LIMIT = 6 * 1024 * 1024  # bytes of the whole reply Lambda hands back (docs/runtime.md)


def replay_lines(size: int) -> bytes:
    line = b'{"type":"play","seat":1,"card":"QS","trick":[{"seat":0,"card":"2S"}],"talk":[]}\n'
    return line * (size // len(line))


# kills H09: a body up to 64 KB over MAX_REPLY sent as it is (the room kept for the rest of the reply
# given to the body); and the defect: a body's size taken before Lambda writes it as a JSON string, so
# a 5 MB replay (its quotes escaped: 6.6 MB sent) went to a caller without gzip and failed the invocation
@pytest.mark.parametrize("size", [5 * 1024 * 1024, 6 * 1024 * 1024 - 32 * 1024], ids=["quoted-5mb", "just-over"])
def test_no_reply_carries_more_than_lambda_can_send(size):
    from cosino_runtime.lambdas.http_api import _reply

    body = replay_lines(size) if size < LAMBDA_LIMIT - 64 * 1024 else b"x" * size
    out = _reply(200, body, "application/x-ndjson", gzip_ok=False)
    assert len(json.dumps(out)) < LAMBDA_LIMIT  # what Lambda would hand back at all
    assert out["statusCode"] == 406 and f"{len(body)} bytes" in json.loads(out["body"])["error"]
    packed = _reply(200, body, "application/x-ndjson", gzip_ok=True)
    assert packed["statusCode"] == 200 and packed["headers"]["content-encoding"] == "gzip"


# the reply a small, plain body gets is the body itself, whatever the caller takes
def test_a_body_that_fits_as_written_is_sent_as_written():
    from cosino_runtime.lambdas.http_api import _reply

    body = replay_lines(512 * 1024)
    for gzip_ok in (False, True):
        assert _reply(200, body, "application/x-ndjson", gzip_ok) == {
            "statusCode": 200,
            "headers": {"content-type": "application/x-ndjson"},
            "body": body.decode(),
        }


# attack: a blob that is no UTF-8 text (put in the bucket by hand) failed the invocation with a
# UnicodeDecodeError traceback; it goes as base64 bytes, as API Gateway sends a binary body
@pytest.mark.parametrize("gzip_ok", [False, True])
def test_a_body_that_is_no_text_goes_as_its_bytes(gzip_ok):
    import base64

    from cosino_runtime.lambdas.http_api import _reply

    body = b"\xff\xfe" + bytes(range(256))
    out = _reply(200, body, "application/x-ndjson", gzip_ok)
    assert out["statusCode"] == 200 and out["isBase64Encoded"] is True
    assert base64.b64decode(out["body"]) == body and "content-encoding" not in out["headers"]


# --- the queue consumers (lambdas/sqs_batch.py) -------------------------------------------------------


def step_record(episode: str, version: int, message_id: str, group: str | None = None) -> dict:
    from tests.test_handlers import record

    out = record(json.dumps({"kind": "step", "episode": episode, "version": version}), message_id)
    out["attributes"]["MessageGroupId"] = group or episode
    return out


@pytest.fixture
def consumer(monkeypatch):
    """A step-shaped consumer around a plain function: ``run(records) -> reply``; ``done`` lists the
    (episode, version) it applied, ``counted`` the metrics; a version of 13 raises."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas.observed import observed
    from cosino_runtime.lambdas.sqs_batch import sqs_fifo_handler

    obs = observed("review33a")
    counted: list[tuple[str, int]] = []
    monkeypatch.setattr(obs.metrics, "add_metric", lambda name, value=1, **_: counted.append((name, value)))
    done: list[tuple[str, int]] = []
    contexts: list[object] = []

    @sqs_fifo_handler(obs, "cosino_runtime.engine.messages:StepRecord", malformed="malformed", before=contexts.append)
    def handler(body):
        if body.version == 13:
            raise RuntimeError("injected failure")
        done.append((body.episode, body.version))
        return "applied"

    def run(event):
        return handler(event, FakeContext())

    return SimpleNamespace(run=run, done=done, counted=counted, contexts=contexts)


# kills Q06: a failed record failing every later record of the batch, other episodes' too (docs:
# "a failed record fails only the later records of its own episode")
def test_a_failed_record_fails_only_the_later_records_of_its_own_episode(consumer):
    records = [step_record("a", 13, "m1"), step_record("b", 1, "m2"), step_record("a", 14, "m3")]
    out = consumer.run({"Records": records})
    assert sorted(f["itemIdentifier"] for f in out["batchItemFailures"]) == ["m1", "m3"]
    assert consumer.done == [("b", 1)]


# kills Q01, Q05 and Q10: an event with no Records list, or an unusable record, not counted as
# received and dropped (docs/runtime.md: "logged, counted (DroppedMessages)")
@pytest.mark.parametrize(
    "event, received, dropped",
    [({"Records": "x"}, 1, 1), (None, 1, 1), ({"Records": ["x", step_record("b", 1, "m2")]}, 2, 1)],
    ids=["records-not-a-list", "no-event", "one-unusable"],
)
def test_what_cannot_be_processed_is_counted_as_received_and_dropped(consumer, event, received, dropped):
    assert consumer.run(event) == {"batchItemFailures": []}
    assert ("Messages", received) in consumer.counted and ("DroppedMessages", dropped) in consumer.counted


# kills Q02: a record with an empty messageId processed (its failure could not be reported, so it
# was never delivered again); an id that is no string is dropped the same way
@pytest.mark.parametrize("message_id", ["", 7, None])
def test_a_record_without_a_usable_message_id_is_dropped_beside_good_ones(consumer, message_id):
    bad = step_record("a", 13, "x")
    bad["messageId"] = message_id
    out = consumer.run({"Records": [bad, step_record("b", 1, "m2")]})
    assert out == {"batchItemFailures": []} and consumer.done == [("b", 1)]
    assert ("DroppedMessages", 1) in consumer.counted


# kills Q11: the hook that runs once per batch before any record (finalize registers its Lambda
# context for the idempotency records with it) skipped
def test_the_before_hook_runs_once_per_batch_with_the_context(consumer):
    consumer.run({"Records": [step_record("a", 1, "m1"), step_record("b", 1, "m2")]})
    assert len(consumer.contexts) == 1 and consumer.contexts[0].get_remaining_time_in_millis() == 60_000
    consumer.run({"Records": []})
    assert len(consumer.contexts) == 1  # an empty batch runs nothing


# --- the environment (lambdas/environment.py) ---------------------------------------------------------


# kills E01: a variable set but blank taken as a resource name (the table "" then failed deep in boto3)
@pytest.mark.parametrize("value", [None, ""])
def test_a_missing_or_blank_resource_setting_is_named_in_one_line(monkeypatch, value):
    from cosino_runtime.lambdas.environment import setting

    if value is None:
        monkeypatch.delenv("TABLE_NAME", raising=False)
    else:
        monkeypatch.setenv("TABLE_NAME", value)
    with pytest.raises(RuntimeError, match="^environment variable TABLE_NAME is not set") as refused:
        setting("TABLE_NAME")
    assert "\n" not in str(refused.value)
    monkeypatch.setenv("TABLE_NAME", "cosino")
    assert setting("TABLE_NAME") == "cosino"


class Secrets:
    """Secrets Manager's GetSecretValue, counting its calls."""

    def __init__(self, reply: dict) -> None:
        self.reply, self.calls = reply, 0

    def get_secret_value(self, SecretId):  # noqa: N803 (boto3's name)
        self.calls += 1
        return self.reply


@pytest.fixture
def secret_env(monkeypatch):
    from cosino_runtime.lambdas import environment

    monkeypatch.setattr(environment, "_LOADED_SECRETS", set())
    monkeypatch.setenv("MODEL_KEYS_SECRET_ARN", "arn:review33a")
    return environment


# kills E08: a name starting with a digit taken as a variable name (no shell nor SDK reads it as one)
# and E11: the refused name quoted whole, however long, in the error line
@pytest.mark.parametrize("name", ["1OPENAI_API_KEY", "9" * 5000])
def test_a_secret_name_that_is_no_variable_name_is_refused_in_a_short_line(secret_env, name):
    from cosino.primitives.errors import CosinoError

    with pytest.raises(CosinoError, match="is not an environment variable name") as refused:
        secret_env.load_model_keys(Secrets({"SecretString": json.dumps({name: "k"})}))
    assert len(str(refused.value)) < 200 and "\n" not in str(refused.value)


# kills E13: a secret holding no string (a binary secret, or none yet) read as text and failing with
# a traceback; it holds no keys, so nothing is set and nothing fails
def test_a_secret_without_a_string_sets_nothing(secret_env):
    assert secret_env.load_model_keys(Secrets({"SecretBinary": b"\x00"})) == []


# --- the sweeper (lambdas/sweeper.py) -----------------------------------------------------------------


class Context:
    """A Lambda context with ``millis`` left."""

    function_name = "cosino-review"
    memory_limit_in_mb = 512
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:cosino-review"
    aws_request_id = "review"

    def __init__(self, millis: int) -> None:
        self.millis = millis

    def get_remaining_time_in_millis(self) -> int:
        return self.millis


@pytest.fixture
def scheduled(monkeypatch):
    """The sweeper handler over a stand-in runtime, its flow call recorded."""
    from cosino_runtime.lambdas import sweeper

    calls: dict[str, tuple] = {}
    rt = SimpleNamespace(store="store", queue="queue")
    monkeypatch.setattr(sweeper, "runtime", lambda: rt)

    def on_sweep(*args):
        calls["sweep"] = args
        return {"redriven": 1, "stuck": 2}

    monkeypatch.setattr(sweeper.pipeline, "on_sweep", on_sweep)
    for name in ("STALE_SECONDS", "DEADLINE_SECONDS"):
        monkeypatch.delenv(name, raising=False)
    return SimpleNamespace(sweeper=sweeper, calls=calls)


# kills W01 and W02: a quiet time other than the documented default of 120 s (STALE_SECONDS, in ms for the flow)
def test_the_sweeper_passes_its_documented_defaults(scheduled):
    assert scheduled.sweeper.handler({}, Context(42_000)) == {"redriven": 1, "stuck": 2}
    store, queue, now, stale, deadline, time_left = scheduled.calls["sweep"]
    assert (store, queue, stale, deadline) == ("store", "queue", 120_000, 3_600_000)
    assert abs(now - time.time() * 1000) < 5_000 and time_left() == 42.0


# kills W04: the sweep's counts sent under other names than the documented Sweep<Count> metrics
# (docs/runtime.md: SweepStuck is how an operator finds an episode the sweeper gave up on)
def test_the_sweep_counts_go_out_as_sweep_metrics(scheduled, monkeypatch):
    counted = []
    monkeypatch.setattr(scheduled.sweeper.obs.metrics, "add_metric", lambda name, value=1, **_: counted.append(name))
    scheduled.sweeper.handler({}, Context(42_000))
    assert counted == ["SweepRedriven", "SweepStuck"]


# --- the finalize function (lambdas/finalize.py) ------------------------------------------------------


@pytest.fixture
def finalizer(monkeypatch):
    """The finalize handler over a stand-in store whose head says ``status`` (None: no such episode);
    ``once`` lists what went through the idempotent wrapper, ``plain`` what the flow dropped without it."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import finalize
    from cosino_runtime.store.base import UnknownEpisode
    from tests.test_handlers import record

    state = SimpleNamespace(status=None, once=[], plain=[])

    def load_head(episode):
        if state.status is None:
            raise UnknownEpisode(episode)
        return SimpleNamespace(status=state.status)

    rt = SimpleNamespace(store=SimpleNamespace(load_head=load_head), table="t", ddb=None)
    monkeypatch.setattr(finalize, "runtime", lambda: rt)
    monkeypatch.setattr(finalize, "_register_context", lambda context: None)
    # Each takes the head the handler read (since 2026-12-07: not read again).
    monkeypatch.setattr(
        finalize, "_finalize_once", lambda rt: lambda message, head=None: state.once.append(message) or {}
    )
    # A message the flow drops (since tests/test_review_store_reads51f.py on its one head read, not on_finalize's).
    real_head = finalize.pipeline.head_to_finalize

    def head_to_finalize(store, episode, head=None):
        found = real_head(store, episode, head)
        if isinstance(found, dict):
            state.plain.append(episode)
        return found

    monkeypatch.setattr(finalize.pipeline, "head_to_finalize", head_to_finalize)

    def run(status):
        state.status, state.once, state.plain = status, [], []
        body = json.dumps({"kind": "finalize", "episode": "kuhn-0-abc"})
        out = finalize.handler({"Records": [record(body, "m1")]}, FakeContext())
        assert out == {"batchItemFailures": []}
        return state.once, state.plain

    return run


# kills F02: a message for an episode that does not exist went through the idempotency wrapper, which
# kept a record of it for 24 h (the docstring: such a message "is dropped without a record")
@pytest.mark.parametrize(
    "status, once, plain",
    [
        ("finished", [{"episode": "kuhn-0-abc"}], []),
        ("final", [{"episode": "kuhn-0-abc"}], []),
        ("running", [], ["kuhn-0-abc"]),
        (None, [], ["kuhn-0-abc"]),
    ],
)
def test_only_an_episode_that_has_ended_goes_through_the_idempotency_record(finalizer, status, once, plain):
    assert finalizer(status) == (once, plain)


# kills F04: a record kept for other than the 24 hours the module's docstring gives it
def test_a_finalisation_is_remembered_for_24_hours():
    from cosino_runtime.lambdas import finalize

    assert finalize.config().expires_after_seconds == 24 * 3600


# --- the step function (lambdas/step.py) --------------------------------------------------------------


@pytest.fixture
def stepper(monkeypatch):
    """The step handler over a stand-in runtime: what it hands the flow, and what it counts."""
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas import step
    from cosino_runtime.seats.deadline import seat_clock_ms

    seen = SimpleNamespace(started=[], steps=[], counted=[], keys=0, result="applied")
    rt = SimpleNamespace(store="store", queue="queue")
    monkeypatch.setattr(step, "runtime", lambda: rt)
    monkeypatch.setattr(step, "load_model_keys", lambda: setattr(seen, "keys", seen.keys + 1))
    monkeypatch.setattr(step.limits, "start_episode", lambda *args: seen.started.append(args))

    def on_step(store, queue, episode, version, seats):
        seen.steps.append((episode, version, seats, seat_clock_ms(2)))
        return seen.result

    monkeypatch.setattr(step.pipeline, "on_step", on_step)
    monkeypatch.setattr(step.obs.metrics, "add_metric", lambda name, value=1, **_: seen.counted.append(name))
    for name in ("COSINO_EPISODE_CONCURRENCY", "COSINO_AGENT_LIMITS", "DEADLINE_SECONDS"):
        monkeypatch.delenv(name, raising=False)

    def run(result="applied"):
        seen.result = result
        step.handler({"Records": [step_record("kuhn-0-abc", 1, "m1")]}, FakeContext())
        return seen

    return SimpleNamespace(run=run, step=step, monkeypatch=monkeypatch)


# kills T04: the model keys not loaded before the seats are built, and T03: a skipped step counted
# as a decision (the Decisions metric counts applied decisions only); the first step also takes its slot
def test_a_step_takes_its_slot_loads_the_keys_and_counts_what_happened(stepper):
    seen = stepper.run()
    assert seen.started == [("store", "kuhn-0-abc", 1, 0)] and seen.keys == 1
    assert [n for n in seen.counted if n in ("Decisions", "StepsSkipped")] == ["Decisions"]
    seen.counted.clear()
    stepper.monkeypatch.setenv("COSINO_EPISODE_CONCURRENCY", "3")
    assert stepper.run().started[-1] == ("store", "kuhn-0-abc", 1, 3)
    seen.counted.clear()
    assert [n for n in stepper.run("stale").counted if n in ("Decisions", "StepsSkipped")] == ["StepsSkipped"]


# kills T02: the shared per-agent rates (COSINO_AGENT_LIMITS) ignored, each step building its seats
# without the buckets every step function draws on
def test_a_step_builds_its_seats_through_the_shared_rates_when_set(stepper):
    from cosino_runtime.seats.registry import build_seat

    assert stepper.run().steps[0][2] is build_seat
    limits = json.dumps({"remote:https://agent.example/play": {"requests_per_minute": 6}})
    stepper.monkeypatch.setenv("COSINO_AGENT_LIMITS", limits)
    stepper.run()
    assert stepper.run().steps[-1][2] is not build_seat


# --- logs, metrics, traces (lambdas/observed.py) ------------------------------------------------------


@pytest.fixture
def lambda_env(monkeypatch):
    """As in a deployed function: a task root, no SAM, tracing as the template sets it."""
    for name in ("AWS_SAM_LOCAL", "AWS_CHALICE_CLI_MODE", "POWERTOOLS_TRACE_DISABLED"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LAMBDA_TASK_ROOT", "/var/task")
    return monkeypatch


# kills O01 and O02: "true" (the template's value), in any case or spacing, not read as tracing off,
# which would load the X-Ray tracer (about 200 ms of imports) at every cold start
@pytest.mark.parametrize("value", ["true", "TRUE", " True ", "1", "on"])
def test_tracing_is_off_when_powertools_says_disabled(lambda_env, value):
    from cosino_runtime.lambdas.observed import tracing_on

    lambda_env.setenv("POWERTOOLS_TRACE_DISABLED", value)
    assert tracing_on() is False
    lambda_env.setenv("POWERTOOLS_TRACE_DISABLED", "false")
    assert tracing_on() is True


# kills O03: SAM local taken for a real Lambda runtime (powertools' Tracer disables itself there)
def test_tracing_is_off_under_sam_local(lambda_env):
    from cosino_runtime.lambdas.observed import tracing_on

    lambda_env.setenv("AWS_SAM_LOCAL", "true")
    assert tracing_on() is False


# kills O04: a handler's metrics never flushed (EMF is written to stdout at the end of each invocation)
def test_a_handlers_metrics_are_written_when_it_returns(capsys):
    from cosino_devtools.awslocal import FakeContext
    from cosino_runtime.lambdas.observed import lambda_handler, observed

    obs = observed("review33a-flush")

    @lambda_handler(obs)
    def handler(event, context):
        obs.count("ReviewCount", 3)
        return {"ok": True}

    assert handler({}, FakeContext()) == {"ok": True}
    emitted = [json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line]
    assert [m["ReviewCount"] for m in emitted if "ReviewCount" in m] == [[3.0]]  # EMF writes a list of values


# kills O05: the metrics an observer is given (the api function's own EphemeralMetrics) replaced by the
# class-wide Metrics, which cosino serve --aws-local shares between functions in one process
def test_the_api_function_keeps_its_metrics_to_itself():
    from aws_lambda_powertools.metrics import EphemeralMetrics

    from cosino_runtime.lambdas import http_api
    from cosino_runtime.lambdas.observed import observed

    mine = EphemeralMetrics(namespace="Cosino", service="review")
    assert observed("review33a-own", mine).metrics is mine
    assert isinstance(http_api.obs.metrics, EphemeralMetrics)
