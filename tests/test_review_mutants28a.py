"""Mutation review of the HTTP front (cosino_runtime.api.front: framing, size, deadlines, tokens,
the viewer's files, odd methods) and of one decision step (cosino_runtime.engine.steps and
cosino_runtime.engine.flow: claiming the version, asking the seat, committing once).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (the modules'
docstrings, docs/runtime.md), never from running the code under test."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
from support import loopback

from cosino_runtime.api.front import Deadlines, Front, bind
from cosino_runtime.api.routes import MAX_BODY, Response

TOKEN = "s3cret-token"


class FrontHarness:
    """The real front on a free port with a dispatch that records what reaches the back end."""

    def __init__(self, viewer=None, deadline: float = 5.0, reply=None) -> None:
        self.calls: list[tuple[str, str, bytes | None, bool, str]] = []
        self.reply = reply or (lambda: Response(200, b'{"ok":true}'))
        stop = threading.Event()
        self.deadlines = Deadlines(deadline, stop)
        front = Front(bind(0), TOKEN, viewer, 3600, stop, self.deadlines)
        self.served = front.open(self.dispatch, "test", [stop.set])
        self.port = int(self.served.url.rsplit(":", 1)[1])

    def dispatch(self, method, path, body, ok, accept_encoding):
        self.calls.append((method, path, body, ok, accept_encoding))
        return self.reply()

    def exchange(self, data: bytes, wait: float = 10) -> tuple[int, bytes, bytes]:
        """Send raw bytes and read until the server closes: (first status, headers, the rest)."""
        return loopback.raw_exchange(self.port, data, wait)


@pytest.fixture
def front():
    harness = FrontHarness()
    yield harness
    harness.served.stop()


def post(length_header: bytes, body: bytes, extra: bytes = b"") -> bytes:
    return (
        b"POST /api/episodes HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer "
        + TOKEN.encode()
        + b"\r\n"
        + length_header
        + extra
        + b"\r\n"
        + body
    )


# --- framing and size -----------------------------------------------------------------------------


# kills: read_body checking isdigit() without isascii() (int() then raises on a superscript digit
# and the client gets no answer at all)
@pytest.mark.parametrize("digits", [b"\xb2", b"1\xb9"], ids=["superscript-two", "one-superscript-one"])
def test_a_length_of_non_ascii_digits_is_not_a_number(front, digits):
    status, _, body = front.exchange(post(b"Content-Length: " + digits + b"\r\n", b"{}"))
    assert status == 400 and "not a number" in json.loads(body)["error"], body
    assert front.calls == []


# kills: read_body refusing a body of exactly MAX_BODY bytes (>= for >)
def test_a_body_of_exactly_the_limit_reaches_the_api_and_one_byte_more_is_refused_unread(front):
    body = b"x" * MAX_BODY
    status, _, _ = front.exchange(post(f"Content-Length: {MAX_BODY}\r\n".encode(), body))
    assert status == 200 and front.calls[-1][2] == body
    status, _, answer = front.exchange(post(f"Content-Length: {MAX_BODY + 1}\r\n".encode(), body + b"x"))
    assert status == 413 and f"is {MAX_BODY + 1} bytes" in json.loads(answer)["error"]
    assert len(front.calls) == 1


# kills: read_body passing on a body one byte shorter than its Content-Length (n - 1 for n)
@pytest.mark.parametrize("short_by", [1, 2])
def test_a_body_shorter_than_its_length_never_reaches_the_api(front, short_by):
    with socket.create_connection(("127.0.0.1", front.port)) as sock:
        sock.settimeout(10)
        sock.sendall(post(b"Content-Length: 10\r\n", b"{}12345678"[: 10 - short_by]))
        sock.shutdown(socket.SHUT_WR)  # the client is done: the server reads end of file, not a timeout
        assert sock.recv(65536) == b""  # closed with no answer: there is no request to answer
    assert front.calls == []


# --- the bearer token -----------------------------------------------------------------------------


def authorized(front: FrontHarness, header: bytes) -> bool:
    """Whether the back end was told the request carries the server's token."""
    request = b"GET /api/leaderboard HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + header + b"\r\n"
    assert front.exchange(request)[0] == 200
    return front.calls[-1][3]


# kills: api dropping the "Bearer " scheme check (any 7 characters before the token passed)
@pytest.mark.parametrize("scheme", [b"Token: ", b"Basic  ", b"XXXXXXX"])
def test_the_token_counts_only_after_the_bearer_scheme(front, scheme):
    assert authorized(front, b"Authorization: Bearer " + TOKEN.encode() + b"\r\n")
    assert not authorized(front, b"Authorization: " + scheme + TOKEN.encode() + b"\r\n")


# kills: api accepting a header that merely contains the token (a substring test for compare_digest)
@pytest.mark.parametrize("value", [TOKEN + "x", "x" + TOKEN, TOKEN[:-1], "", "Bearer " + TOKEN])
def test_only_the_exact_token_is_authorized(front, value):
    assert not authorized(front, b"Authorization: Bearer " + value.encode() + b"\r\n")
    assert not authorized(front, b"")  # no header at all


# --- the viewer's files ---------------------------------------------------------------------------


@pytest.fixture
def site(tmp_path):
    """A viewer folder with one page, a folder page, hidden files, and a secret beside (not inside) it."""
    root = (tmp_path / "site").resolve()
    (root / "docs").mkdir(parents=True)
    (root / "index.html").write_text("<p>viewer</p>")
    (root / "docs" / "index.html").write_text("<p>docs</p>")
    (root / ".env").write_text("KEY=hidden")
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("[remote] hidden")
    (root / "docs" / ".draft.html").write_text("hidden draft")
    (tmp_path / "secret.txt").write_text("not for the web")
    harness = FrontHarness(viewer=root)
    yield harness, root
    harness.served.stop()


def get(front: FrontHarness, path: str) -> tuple[int, bytes]:
    status, _, body = front.exchange(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    return status, body


# kills: static refusing only a ".store" part rather than every name starting with a dot
@pytest.mark.parametrize("path", ["/.env", "/.git/config", "/docs/.draft.html", "/docs/./.draft.html"])
def test_no_hidden_name_of_the_viewer_folder_is_served(site, path):
    front, _ = site
    assert get(front, "/index.html") == (200, b"<p>viewer</p>")
    status, body = get(front, path)
    assert status == 404 and b"hidden" not in body, (path, body)


# kills: static serving any file the path resolves to (the check that it lies inside the viewer dropped)
def test_a_link_out_of_the_viewer_folder_is_not_followed(site, tmp_path):
    front, root = site
    (root / "leak.txt").symlink_to(tmp_path / "secret.txt")
    (root / "up").symlink_to(tmp_path)
    for path in ("/leak.txt", "/up/secret.txt"):
        status, body = get(front, path)
        assert status == 404 and b"not for the web" not in body, (path, body)
    (root / "inside.html").symlink_to(root / "docs" / "index.html")  # a link that stays inside is served
    assert get(front, "/inside.html") == (200, b"<p>docs</p>")


# --- the request deadline -------------------------------------------------------------------------


def slow_reply() -> Response:
    time.sleep(2.0)  # the back end takes longer than the client's request deadline
    return Response(200, b'{"slow":true}')


# kills: api leaving the connection under its request deadline while the back end answers (the
# deadlines.done after read_body dropped): the reaper cut off a slow answer
def test_an_answer_slower_than_the_request_deadline_still_reaches_the_client():
    front = FrontHarness(deadline=0.8, reply=slow_reply)
    try:
        status, _, body = front.exchange(b"GET /api/leaderboard HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert (status, body) == (200, b'{"slow":true}')
    finally:
        front.served.stop()


def cut_off(sock: socket.socket) -> bool:
    """The server closed the connection (end of file or a reset); a timeout is not a close."""
    sock.settimeout(2)
    try:
        return sock.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


# kills: api taking the connection off the deadline before its body is read (deadlines.done moved
# above read_body): a client dripping its body one byte at a time held its thread for as long as it liked
def test_a_body_dripped_past_the_deadline_is_cut_off():
    front = FrontHarness(deadline=1.0)
    try:
        with socket.create_connection(("127.0.0.1", front.port)) as sock:
            sock.sendall(post(b"Content-Length: 100\r\n", b"{"))
            t0 = time.monotonic()
            while time.monotonic() - t0 < 3.0:  # each byte comes well within the 5 s read timeout
                try:
                    sock.sendall(b" ")
                except OSError:
                    break
                time.sleep(0.3)
            assert cut_off(sock)
        assert front.calls == []
    finally:
        front.served.stop()


# --- what every answer carries, and odd methods ----------------------------------------------------


# kills: send without its X-Content-Type-Options header (a browser could sniff a replay as a page)
@pytest.mark.parametrize("path", ["/api/leaderboard", "/index.html", "/nowhere"])
def test_every_answer_says_nosniff(site, path):
    front, _ = site
    status, head, _ = front.exchange(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    assert status in (200, 404) and b"\r\nX-Content-Type-Options: nosniff" in head, head


def failing_reply() -> Response:
    raise RuntimeError("the back end broke")


# kills: api letting the back end's exception through (the 500 answer dropped): the client got no answer
def test_a_back_end_failure_is_a_one_line_500():
    front = FrontHarness(reply=failing_reply)
    try:
        status, _, body = front.exchange(b"GET /api/leaderboard HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert status == 500 and json.loads(body) == {"error": "internal error"}
    finally:
        front.served.stop()


# kills: do_POST (and PUT, DELETE, PATCH) sending nothing for a path outside /api/ (the 405 branch dropped)
@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_a_write_to_a_viewer_path_is_405(site, method):
    front, _ = site
    request = f"{method} /index.html HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    status, _, body = front.exchange(request.encode())
    assert (status, body) == (405, b"method not allowed")
    assert front.calls == []


# kills: finish leaving a connection in the deadlines' table (deadlines.done dropped): one refused
# before its route, or closed by its client unsent, stayed there until its deadline passed
def test_a_finished_connection_leaves_the_deadlines_table(front):
    for _ in range(5):
        assert front.exchange(b"GET /api/leaderboard HTTP/1.1 extra\r\n\r\n")[0] == 400
        socket.create_connection(("127.0.0.1", front.port)).close()  # connected, sent nothing, left
    end = time.monotonic() + 2  # finish runs just after the answer is written
    while front.deadlines.open and time.monotonic() < end:
        time.sleep(0.02)
    assert front.deadlines.open == {}


# --- one decision step: the warm cache and the commit ---------------------------------------------


class Picker:
    """A seat that takes the legal option at ``index``, after running ``before`` (a rival's step)."""

    def __init__(self, index: int, before=None) -> None:
        self.index, self.before = index, before

    def act(self, observation):
        if self.before is not None:
            self.before()
        return {"action": observation["legal"][self.index]["action"]}


def pickers(index: int, before=None):
    return lambda name, variant, rng: Picker(index, before)


def cold_records(store, episode_id):
    """The episode's records rebuilt from its stored inputs alone, as a fresh container would."""
    from cosino_runtime.engine import steps as stepper

    head = store.load_head(episode_id)
    inputs = store.load_inputs(episode_id, head.version)
    return stepper.replay_inputs(stepper.config_from_json(head.config), inputs[1:]).episode.records


# kills: step remembering its episode in the warm cache before its commit landed (_remember moved
# above store.commit): the loser of two concurrent steps left its own answer warm, and the next
# step built on an answer that was never stored
def test_a_step_that_loses_its_commit_leaves_nothing_warm(tmp_path):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 3, 7))
    stepper._WARM.clear()

    def rival() -> None:  # the other delivery of this step commits the first legal option meanwhile
        assert stepper.step(store, episode_id, 1, pickers(0), lambda name: False).status == "applied"

    lost = stepper.step(store, episode_id, 1, pickers(1, rival), lambda name: False)
    assert lost.status == "stale"
    assert stepper.step(store, episode_id, 2, pickers(1), lambda name: False).status == "applied"
    assert store.events(episode_id) == cold_records(store, episode_id)


def recording(built: list):
    """A seat factory that notes each seat it builds (a seat's failure would be swallowed as a fallback)."""

    def build(name, variant, rng):
        built.append(name)
        return Picker(0)

    return build


# kills: step going on when the stored version is not the expected one (the first check dropped):
# the conditional commit still refused it, but only after the seat had been asked (a duplicate
# delivery cost an outside agent's or a model's call)
@pytest.mark.parametrize("expected", [1, 2, 5])
def test_a_step_at_a_version_not_stored_asks_no_seat(tmp_path, expected):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("fake:a", "fake:b"), 3, 7))
    for version in (1, 2, 3):
        assert stepper.step(store, episode_id, version, pickers(0), lambda name: False).status == "applied"
    before, built = store.events(episode_id), []
    outcome = stepper.step(store, episode_id, expected, recording(built), lambda name: False)
    assert outcome == stepper.StepOutcome("stale", 4) and built == []
    assert store.events(episode_id) == before and store.load_head(episode_id).version == 4


# kills: abandon going on for an episode that is no longer running (the status check dropped): the
# guard on a finished episode at its stored version raised from the engine instead of being stale
@pytest.mark.parametrize("final", [False, True], ids=["finished", "final"])
def test_the_guard_on_an_ended_episode_is_stale_and_changes_nothing(tmp_path, final):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 7))
    stepper.run_to_end(store, episode_id)
    if final:
        stepper.finalize(store, episode_id)
    head, before = store.load_head(episode_id), store.events(episode_id)
    assert head.status == ("final" if final else "finished")
    assert stepper.abandon(store, episode_id, head.version) == stepper.StepOutcome("stale", head.version)
    assert store.events(episode_id) == before and store.load_head(episode_id).version == head.version


# kills: finalize using the audit kept for an episode id whatever records it was computed from (the
# digest check dropped): the same id on another store, or a replay that differs, took a foreign audit
def test_finalize_uses_a_kept_audit_only_for_the_records_it_was_computed_from(tmp_path):
    from cosino.arena.episode import EpisodeConfig
    from cosino.arena.scoring import results_bytes
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("holdem-6max", ("house", "random") * 3, 1, 7))
    stepper.run_to_end(store, episode_id)
    _, audit = stepper._AUDITS[episode_id]  # kept by the step that ended it, for finalize
    assert audit  # a six-seat table is audited for collusion as it ends
    stepper._AUDITS[episode_id] = ("0" * 64, {name: "not these records" for name in audit})
    _, results_key = stepper.finalize(store, episode_id)
    assert store.get_blob(results_key) == results_bytes(store.events(episode_id))
    assert episode_id not in stepper._AUDITS  # taken, used or not: finalize runs once


# kills: create starting only an episode whose row it wrote itself (the version 0 check dropped): a
# repeated create after one that crashed between the row and its first commit left it unstarted
def test_a_repeated_create_starts_an_episode_left_at_version_0(tmp_path):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    config = EpisodeConfig("kuhn", ("house", "random"), 2, 7)
    episode_id = stepper.episode_id_for(config)
    assert store.create_episode(episode_id, config.to_json())  # the row, then the crash
    assert store.load_head(episode_id).version == 0
    assert stepper.create(store, config) == episode_id
    head = store.load_head(episode_id)
    assert (head.version, head.status) == (1, "running")
    assert [r["type"] for r in store.events(episode_id)][:1] == ["episode"]


# --- the step message's handler -------------------------------------------------------------------


# kills: on_step dropping a message whose commit conflicted while the stored version stayed put (the
# RetryLater branch dropped): nothing else would ask for that step until the sweeper's re-drive
def test_a_conflicted_commit_that_left_the_version_in_place_is_retried(tmp_path, monkeypatch):
    from support.queues import ListQueue

    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 7))
    monkeypatch.setattr(stepper, "step", lambda store, episode_id, version, *a, **k: stepper.StepOutcome("stale", 1))
    queue = ListQueue()
    with pytest.raises(flow.RetryLater, match="conflicted"):
        flow.on_step(store, queue, episode_id, 1)
    assert queue.steps == [] and queue.finals == []


def broken_step(*args, **kwargs):
    raise ValueError("a failure no retry cures")


# kills: _poisoned re-raising a failure recorded at no version (the count == 0 branch dropped): a
# late duplicate of a step the episode has moved past was retried as if it were poison
def test_a_failed_step_the_episode_has_moved_past_is_dropped_as_stale(tmp_path, monkeypatch):
    from support.queues import ListQueue

    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    episode_id = stepper.create(store, EpisodeConfig("kuhn", ("house", "random"), 2, 7))
    assert stepper.step(store, episode_id, 1).status == "applied"  # the episode is at version 2 now
    monkeypatch.setattr(stepper, "step", broken_step)
    queue = ListQueue()
    assert flow.on_step(store, queue, episode_id, 1) == "stale"
    head = store.load_head(episode_id)
    assert head.version == 2 and head.failures == 0 and queue.steps == []


# kills: step_message giving a sweeper's re-drive the original's de-duplication id: SQS swallows a
# repeated id for five minutes even after the first message was consumed, so the re-drive was lost
def test_a_redrive_of_a_step_has_its_own_deduplication_id():
    from cosino_runtime.engine.flow import step_message

    body, dedup = step_message("kuhn-1-abc", 3)
    again, redrive = step_message("kuhn-1-abc", 3, redrive=True)
    assert json.loads(body) == json.loads(again) == {"kind": "step", "episode": "kuhn-1-abc", "version": 3}
    assert dedup == "kuhn-1-abc#3" and redrive != dedup and redrive.startswith(dedup)
