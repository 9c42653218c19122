"""Mutation review 44: the code changed in session 44 (abee31b..54b255e).

Hand-made mutants, each run against the tests that import the mutated module, then reverted. Listed below are the
mutants that SURVIVED those tests, each with the test here that kills it (line numbers are main's at 54b255e);
"equivalent" survivors are left and say why. No mutant showed a bug in the product code.

functions/cosino_runtime/store/aws.py (12 tried, 7 survived test_review_redteam44c's two kept-log tests):
  1. l.366 ``kept_version > version`` -> ``>=`` (a read at the same head queries it all again),
  2. l.369 ``kept_version < version`` -> ``<=`` (an empty BETWEEN range, which DynamoDB refuses):
     test_a_log_read_again_at_the_same_head_queries_nothing;
  3. l.387 ``len(texts) == version`` -> always true (a log with a gap kept: the mended commit never read):
     test_a_log_with_a_missing_commit_is_not_kept_and_is_read_whole_once_mended;
  4. l.365 ``self._logs.pop`` -> ``get`` (a log read again keeps its old place in the eviction order):
     test_the_least_recently_read_log_goes_first;
  5. l.395 ``> LOG_BYTES_KEPT`` -> ``>=``, 6. l.367 the size not reset when the head went back,
  7. (killed already) the size not counted: test_the_memory_bound_is_inclusive_and_counts_what_is_kept;
  8. l.382 the ``text is None`` CorruptRecord check dropped:
     test_a_commit_item_without_its_records_is_a_corrupt_record_and_nothing_is_kept.
functions/cosino_runtime/seats/acpc.py (17 tried, 14 survived test_acpc_seat, test_review_acpc, test_review_mutants30b,
test_review_redteam43a and test_review_redteam44d's silent-connection test):
  1. l.134 ``> MAX_WAITING`` -> ``>=``, 2. l.135 a newer connection hung up on in place of the oldest:
     test_past_max_waiting_the_oldest_silent_connections_are_hung_up_on;
  3. l.107 the two timeout messages swapped: test_a_silent_connection_times_out_as_one_that_did_not_say_version;
  4. l.137 the ``sock not in self.waiting`` guard dropped (KeyError):
     test_a_connection_heard_after_it_was_hung_up_on_is_ignored;
  5. l.151 the unterminated-line bound dropped, 6. l.152 the refused connection not forgotten:
     test_an_endless_first_line_is_refused_and_hung_up_on;
  7. l.158 ``sock.close()`` dropped for a first line other than VERSION:
     test_a_first_line_other_than_version_is_hung_up_on;
  8. l.118 ``if self.conn is None`` dropped (a second greeter replaces the first):
     test_the_first_to_greet_is_the_bot_and_a_second_greeter_is_left_waiting;
  9. l.145 ``if not chunk`` dropped: test_a_connection_closed_before_greeting_is_forgotten;
  10. l.218 ``close`` no longer hangs up on the waiting: test_closing_a_table_hangs_up_on_the_connections_waiting.
  Left (equivalent): l.151 ``len(heard) > LINE_LIMIT`` -> ``>=`` (such a line is refused at its newline anyway);
  l.82 and l.132 ``setblocking(False)`` dropped (accept and recv run only once the selector reports them ready);
  l.162 the bytes after the VERSION line dropped (a bot sends nothing before its first MATCHSTATE; stale lines are
  skipped).
functions/cosino_runtime/api/front.py (7 tried, 5 survived test_hostile_api's cap test and test_review_redteam44d's
idle-connections test):
  1. l.111 True with none waiting, 2. l.113 the newest cut, 3. l.114 ``del self.open[conn]`` dropped,
  (4. ``cut`` dropped, killed already): test_cut_oldest_cuts_the_oldest_waiting_connection_once;
  5. l.161 the slot claimed without ``acquire``:
     test_a_slot_is_taken_from_the_oldest_waiting_only_once_its_thread_gives_it_back.
  Left (equivalent but for a 1 s wait): l.159 ``deadlines is None or`` -> ``is not None and`` (process_request asks
  only when every slot is held, so the acquire times out to the same 503).
functions/cosino_runtime/api/routes.py (7 tried, 4 survived test_review_redteam44d's final-log test):
  1. l.453 the spliced log not kept: test_a_spliced_final_log_is_kept_and_read_from_the_replay_once;
  3. l.478 the ``endswith(b"\n")`` check dropped, 4. l.476 MissingBlob not caught, 5. l.475 ``b""`` -> ``b"\n"``
  without keys: test_a_final_log_without_a_whole_replay_is_read_from_the_records.
core/cosino/league/audit_sums.py (11 tried, 8 survived test_league, test_league_families, test_review_mutants29d,
test_review_redteam44a/44d and the doctests): l.81 the row count, l.82 the row length and the row-is-a-list checks,
l.77 ``fields`` -> ``_needed`` (netFlow unchecked), l.87 the denominator check dropped and ``< 0`` -> ``<= 0``, l.86
the default count ``0`` dropped and a non-object power read as 0: test_audit_problem_reads_what_audit_add_reads.
core/cosino/league/reliability.py (8 tried, 2 survived test_reliability, test_review_mutants29d, test_review_redteam44a
and the doctests): l.357 ties not broken by name, l.360 ``if rest`` dropped:
test_causes_tied_at_the_cut_are_chosen_by_name_and_no_empty_other_is_listed.
core/cosino/league/integrity.py (13 tried, 2 survived test_league_integrity, test_review_redteam44a,
test_review_softplay, test_review_mutants33b, test_review_mutants_audits and the doctests): l.252 the live check
dropped, l.256 ``t.street == 0`` dropped: test_the_lead_stratum_of_each_decision_nobody_bet_before (which also kills
the other 9 _lead_stratum mutants).
core/cosino/diagnostics/softplay.py (15 tried, 5 survived test_review_softplay, test_review_redteam44a and the
doctests): l.233 ``any(points...)`` dropped: test_rescue_units_need_points_in_the_trick_and_a_choice_to_duck; l.228
``if not over`` dropped, l.202 the trump not read, l.198 the trump not reset and hands without handEnd counted:
test_play_units_follow_the_led_suit_the_trump_tricks_and_hands_with_an_end.
core/cosino/arena/manifest.py (6 tried, 2 survived test_manifest_duplicates, test_review_redteam44b,
test_review_mutants_trust and the doctests): l.120 ``<= NAME_LIMIT`` -> ``<``, l.116 the variant not checked:
test_manifest_names_no_writer_makes_are_refused_written_and_read.
functions/cosino_runtime/engine/limits.py (2 tried, none survived test_review_redteam44c's cap test; also killed by
test_an_episode_cap_past_max_slots_is_refused, which checks the agent cap too).
functions/cosino_runtime/lambdas/http_api.py (5 tried, 3 survived test_review_redteam44c's refusal test): l.136 the
path logged unescaped or read when not a string, l.137 the log line dropped:
test_a_refusal_before_the_routes_is_counted_and_logged_with_its_path_escaped.
core/cosino/seats/amounts.py (33 tried, 21 survived test_answers_reader44): l.490 the tail cut back to 24, l.172 the
optional comma, "perhaps", "possibly", "even", l.173 "two", "three", "little", "tad", "somewhat", l.174 "fewer",
"lower", "bigger", "smaller", "larger", "above", "below", "over", "under" each deleted:
test_every_relative_second_amount_the_rule_names_is_no_amount; l.174 ``(?![a-z])`` dropped:
test_a_word_that_only_begins_like_a_relative_one_is_no_second_amount. Left (equivalent): ``[0-9]{1,6}`` deleted ("or 5
more" is refused by _UNIT_RE on "5 more" anyway).
core/cosino/seats/set_aside.py (5 tried, 4 survived test_answers_reader44): l.249 "implies", "would mean" deleted and
``(?![a-z])`` dropped: test_each_word_that_defines_an_action_sets_it_aside. Left: "would imply" deleted ("Calling
would imply ..." is set aside by another rule all the same).
core/cosino/games/registry.py (3 tried, 1 survived test_extending and the doctests): l.76 the kept type never looked
up: test_a_variants_game_type_is_asked_of_its_factory_once.
Also tried, all killed by the tests already there: ratings.linear_swaps' step filter, table_sums' ``episode.scored``,
audit_add's ``scoredHands == 0``, prose_reading's DEFINED_RE entry.
"""

from __future__ import annotations

import json
import select
import socket
import sys
import threading
import time
import types

import pytest
from support.answer_cases import BID, HOLDEM, bid, raise_to, read_as
from support.commit_table import CommitTable
from support.loopback import free_port
from support.queues import NoQueue

from cosino_runtime.api import front
from cosino_runtime.seats import acpc
from cosino_runtime.seats.transport import Timeout, TransportError
from cosino_runtime.store import aws

# --- store/aws.py: the kept committed logs ------------------------------------------------------------


def _pairs(log: aws.KeptLog) -> list[tuple[str, str]]:
    return list(zip(log.keys, log.texts))


def _aws_store(versions: dict[str, int]) -> tuple[aws.AwsStore, CommitTable]:
    table = CommitTable()
    for episode, top in versions.items():
        for version in range(1, top + 1):
            table.commit(episode, version, f'{{"e":"{episode}","v":{version}}}')
    return aws.AwsStore("t", "b", table, object()), table


def test_a_log_read_again_at_the_same_head_queries_nothing():
    """Mutants 1, 2: a second read at the same version queries again (``>=`` for ``>``), or queries an empty
    range (``<=`` for ``<``, which DynamoDB refuses)."""
    store, table = _aws_store({"a": 3})
    first = _pairs(store._committed("a", 3))
    assert [sk for sk, _ in first] == [aws.version_sk(v) for v in (1, 2, 3)]
    assert _pairs(store._committed("a", 3)) == first
    assert table.queried == [(aws.version_sk(1), aws.version_sk(3))]
    table.commit("a", 4, "{}")
    assert _pairs(store._committed("a", 4)) == [*first, (aws.version_sk(4), "{}")]
    assert table.queried[-1] == (aws.version_sk(3), aws.version_sk(4))  # the last kept commit, checked again


def test_a_log_with_a_missing_commit_is_not_kept_and_is_read_whole_once_mended():
    """Mutant 3: a log with a commit item missing (a partial restore) was kept, so the mended item was never
    read again: the next read queried only the versions past the head."""
    store, table = _aws_store({"a": 3})
    del table.items[(aws.episode_pk("a"), aws.version_sk(2))]
    assert len(store._committed("a", 3).texts) == 2
    assert "a" not in store._logs
    table.commit("a", 2, "mended")
    assert store._committed("a", 3).texts[1] == "mended"


def test_a_commit_item_without_its_records_is_a_corrupt_record_and_nothing_is_kept():
    """Mutant 8: the ``text is None`` check dropped (an AttributeError from the events read, not the store's
    CorruptRecord naming the commit)."""
    from cosino_runtime.store.base import CorruptRecord

    store, table = _aws_store({"a": 2})
    table.items[(aws.episode_pk("a"), aws.version_sk(2))] = None
    with pytest.raises(CorruptRecord, match="V#000000002, its records: no string attribute"):
        store._committed("a", 2)
    assert "a" not in store._logs


def test_the_least_recently_read_log_goes_first(monkeypatch):
    """Mutant 4: ``get`` for ``pop`` when a log is taken out of the kept ones: a log read again kept its old
    place, so it went first although it was the most recently read."""
    monkeypatch.setattr(aws, "LOGS_KEPT", 2)
    store, _ = _aws_store({"a": 1, "b": 1, "c": 1})
    store._committed("a", 1)
    store._committed("b", 1)
    store._committed("a", 1)
    store._committed("c", 1)
    assert list(store._logs) == ["a", "c"]


def test_the_memory_bound_is_inclusive_and_counts_what_is_kept(monkeypatch):
    """Mutants 5, 6, 7: ``>=`` for ``>`` on LOG_BYTES_KEPT (a log exactly at the bound dropped), the size kept
    past a restore (a head that went back) not reset, or the size not counted for texts queried."""
    store, table = _aws_store({"a": 3})
    texts = list(store._committed("a", 3).texts)
    sizes = [aws.commit_bytes(aws.version_sk(v), t) for v, t in enumerate(texts, start=1)]
    assert store._logs["a"].size == sum(sizes) > sum(sys.getsizeof(t) for t in texts)  # keys and counts too
    monkeypatch.setattr(aws, "LOG_BYTES_KEPT", sum(sizes[:2]))
    assert store._committed("a", 2).texts == texts[:2]  # the head went back to 2
    kept = store._logs["a"]
    assert (kept.version, _pairs(kept), kept.size) == (
        2,
        list(zip([aws.version_sk(1), aws.version_sk(2)], texts[:2])),
        aws.LOG_BYTES_KEPT,
    )


# --- seats/acpc.py: connections waiting for their VERSION line -------------------------------------


@pytest.fixture
def dealer():
    """A table of its own (not among ``acpc._TABLES``) and the clients the test opens, all closed after it."""
    port = free_port()
    t = acpc._Table("127.0.0.1", port)
    clients: list[socket.socket] = []

    def connect() -> tuple[socket.socket, socket.socket]:
        """A new client and the dealer's end of it, accepted into the connections waiting."""
        client = socket.create_connection(("127.0.0.1", port), timeout=5)
        clients.append(client)
        t.hear(t.server)
        return client, list(t.waiting)[-1]

    yield t, connect
    t.close()
    for client in clients:
        client.close()


def _hung_up_on(client: socket.socket) -> bool:
    try:
        return client.recv(1) == b""
    except ConnectionResetError:
        return True


def _readable(*socks: socket.socket) -> None:
    pending = list(socks)
    while pending:
        ready, _, _ = select.select(pending, [], [], 5)
        assert ready, "a client's bytes never reached the dealer"
        pending = [s for s in pending if s not in ready]


def test_past_max_waiting_the_oldest_silent_connections_are_hung_up_on(dealer):
    """Mutants 1, 2: ``>=`` for ``>`` on MAX_WAITING (one fewer kept), or a newer connection hung up on in
    place of the oldest."""
    t, connect = dealer
    pairs = [connect() for _ in range(acpc.MAX_WAITING + 2)]
    assert list(t.waiting) == [theirs for _, theirs in pairs[2:]]
    assert _hung_up_on(pairs[0][0]) and _hung_up_on(pairs[1][0])
    pairs[2][0].setblocking(False)
    with pytest.raises(BlockingIOError):  # still open, sent nothing
        pairs[2][0].recv(1)


def test_a_silent_connection_times_out_as_one_that_did_not_say_version(dealer):
    """Mutant 3: the two timeout messages swapped (``not`` dropped)."""
    t, connect = dealer
    with pytest.raises(Timeout, match="did not connect"):
        t.connection(time.monotonic() + 0.05)
    connect()
    with pytest.raises(Timeout, match="did not say VERSION"):
        t.connection(time.monotonic() + 0.05)


def test_a_connection_heard_after_it_was_hung_up_on_is_ignored(dealer):
    """Mutant 4: the ``sock not in self.waiting`` guard dropped: a connection hung up on to make room, whose
    bytes were reported in the same wait, raised KeyError out of the seat."""
    t, _ = dealer
    gone, other = socket.socketpair()
    gone.close()
    other.close()
    assert t.hear(gone) is None


def test_an_endless_first_line_is_refused_and_hung_up_on(dealer):
    """Mutants 5, 6: the unterminated-line bound dropped (the bytes of a connection that never ends its line
    kept without limit), or the connection refused but not forgotten (refused again at every decision)."""
    t, connect = dealer
    client, _ = connect()
    client.sendall(b"V" * (acpc.LINE_LIMIT + 1))
    with pytest.raises(TransportError, match="longer than"):
        t.connection(time.monotonic() + 5)
    assert t.waiting == {} and _hung_up_on(client)


def test_a_first_line_other_than_version_is_hung_up_on(dealer):
    """Mutant 7: ``sock.close()`` dropped: a connection that began with something else was left open."""
    t, connect = dealer
    client, _ = connect()
    client.sendall(b"MATCHSTATE:0:0::|\r\n")
    with pytest.raises(TransportError, match="not VERSION"):
        t.connection(time.monotonic() + 5)
    assert t.waiting == {} and t.conn is None and _hung_up_on(client)


def test_the_first_to_greet_is_the_bot_and_a_second_greeter_is_left_waiting(dealer):
    """Mutant 8: ``if self.conn is None`` dropped in the wait: a second connection that greeted in the same
    wait replaced the first as the bot's, the first neither used nor hung up on."""
    t, connect = dealer
    (one, mine), (two, theirs) = connect(), connect()
    one.sendall(b"VERSION:2.0.0\r\n")
    two.sendall(b"VERSION:2.0.0\r\n")
    _readable(mine, theirs)
    chosen = t.connection(time.monotonic() + 5)
    assert chosen in (mine, theirs)
    assert list(t.waiting) == [theirs if chosen is mine else mine]


def test_a_connection_closed_before_greeting_is_forgotten(dealer):
    """Mutant 9: ``if not chunk`` dropped: a connection closed by its client stayed among those waiting (a
    slot held, and the dealer woken by it again and again)."""
    t, connect = dealer
    client, theirs = connect()
    client.close()
    _readable(theirs)
    t.hear(theirs)
    assert t.waiting == {}


def test_closing_a_table_hangs_up_on_the_connections_waiting(dealer):
    """Mutant 10: ``close`` no longer hangs up on the connections that had not said VERSION."""
    t, connect = dealer
    client, _ = connect()
    t.close()
    assert t.waiting == {} and _hung_up_on(client)


# --- api/front.py: a slot taken from the connection that has waited longest -------------------------


@pytest.fixture
def deadlines():
    stop = threading.Event()
    pairs: list[tuple[socket.socket, socket.socket]] = []

    def waiting() -> tuple[socket.socket, socket.socket]:
        """A connection waiting for its request (the server's end added) and its client's end."""
        ours, theirs = socket.socketpair()
        theirs.settimeout(5)
        pairs.append((ours, theirs))
        d.add(ours)
        return ours, theirs

    d = front.Deadlines(3600, stop)
    yield d, waiting
    stop.set()
    for ours, theirs in pairs:
        ours.close()
        theirs.close()


def test_cut_oldest_cuts_the_oldest_waiting_connection_once(deadlines):
    """Mutants 1-4: True with none waiting, the newest cut in place of the oldest, the connection cut but
    left among those waiting (a second call cuts the same one again: no slot freed), or not cut at all."""
    d, waiting = deadlines
    assert d.cut_oldest() is False
    (first, first_client), (second, second_client), _ = waiting(), waiting(), waiting()
    assert d.cut_oldest() is True
    assert first not in d.open and _hung_up_on(first_client)
    assert d.cut_oldest() is True
    assert len(d.open) == 1 and second not in d.open and _hung_up_on(second_client)


def test_a_slot_is_taken_from_the_oldest_waiting_only_once_its_thread_gives_it_back(deadlines):
    """Mutant 5: the slot claimed without waiting for it (two connections on one slot, past the cap)."""
    d, waiting = deadlines
    server = types.SimpleNamespace(RequestHandlerClass=types.SimpleNamespace(deadlines=d))
    server.slots = threading.BoundedSemaphore(1)
    server.slots.acquire()  # held by the handler of the connection waiting
    ours, _ = waiting()

    def handler() -> None:  # its read returns once the connection is cut, and its thread gives the slot back
        ours.recv(1)
        server.slots.release()

    thread = threading.Thread(target=handler, daemon=True)
    thread.start()
    assert front.FrontServer.slot_of_oldest_waiting(server) is True
    thread.join(5)
    assert server.slots.acquire(blocking=False) is False  # the new connection holds the one slot
    server.RequestHandlerClass = types.SimpleNamespace()
    assert front.FrontServer.slot_of_oldest_waiting(server) is False


# --- api/routes.py: a final log spliced from its replay ---------------------------------------------


@pytest.fixture
def final_log(tmp_path):
    """(the api, the store, a final kuhn episode, the events reply its records make)."""
    from cosino.primitives.canonical import dump_bytes
    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import steps
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "store")
    try:
        api = Api(store, NoQueue())
        config = {"variant": "kuhn", "seats": ["random", "random"], "hands": 3, "seed": 5}
        episode = api.handle("POST", "/api/episodes", json.dumps(config).encode(), True).json()["episode"]
        steps.run_to_end(store, episode)
        steps.finalize(store, episode)
        yield api, store, episode, dump_bytes({"episode": episode, "view": "full", "events": store.events(episode)})
    finally:
        store.close()


def _final_events(api, episode: str) -> bytes:
    reply = api.handle("GET", f"/api/episodes/{episode}/events", None, False)
    assert reply.status == 200
    return reply.body


def test_a_spliced_final_log_is_kept_and_read_from_the_replay_once(final_log, monkeypatch):
    """Mutants 1, 2: the spliced log not kept among the replies (the blob read again per request), or
    spliced from the results blob (``keys[0]``) in place of the replay."""
    api, store, episode, expected = final_log
    reads: list[str] = []
    real = store.get_blob
    monkeypatch.setattr(store, "get_blob", lambda key: reads.append(key) or real(key))
    assert [_final_events(api, episode) for _ in range(3)] == [expected] * 3
    assert reads == [store.final_keys(episode)[1]]


@pytest.mark.parametrize("replay", ["unterminated", "missing", "no keys"])
def test_a_final_log_without_a_whole_replay_is_read_from_the_records(final_log, monkeypatch, replay):
    """Mutants 3, 4, 5: a replay whose last line has no newline spliced anyway (its last byte cut: the
    reply not JSON), a missing replay blob raising out of the route, or a final row without keys spliced
    from nothing (an empty log)."""
    from cosino_runtime.store.base import MissingBlob

    api, store, episode, expected = final_log
    real = store.get_blob

    def get_blob(key: str) -> bytes:
        if replay == "missing":
            raise MissingBlob(key)
        return real(key).rstrip(b"\n")

    monkeypatch.setattr(store, "get_blob", get_blob)
    if replay == "no keys":
        monkeypatch.setattr(store, "final_keys", lambda episode_id: None)
    assert _final_events(api, episode) == expected


# --- league/audit_sums.py: audit_problem ------------------------------------------------------------

_MATRIX = [[0, 1], [2, 0]]


@pytest.mark.parametrize(
    "audit, problem",
    [
        (None, None),
        ({}, None),
        ({"chance": _MATRIX, "yield": _MATRIX, "power": {"hands": 3}}, None),
        ({"surrender": _MATRIX, "contested": _MATRIX, "netFlow": [["1/2", 0.25], [0, 0]]}, None),
        ({"power": {}}, None),  # no count given
        ({"power": None}, None),
        ({"power": {"hands": 0}}, None),  # an episode nobody played
        ({"chance": [[0, 1], [2, 0], [0, 0]]}, "field 'chance'"),  # a row too many
        ({"chance": [[0, 1], [2]]}, "field 'chance'"),  # a short row
        ({"chance": [[0, 1], [2, "two"]]}, "field 'chance'"),
        ({"chance": [[0, 1], {"0": 2, "1": 0}]}, "field 'chance'"),  # a row that is not a list
        ({"chance": _MATRIX, "netFlow": [[0]]}, "field 'netFlow'"),  # summed, though not needed to count
        ({"power": {"hands": 2.5}}, "field 'power'"),
        ({"power": {"hands": -1}}, "field 'power'"),
        ({"power": {"hands": "many"}}, "field 'power'"),
        ({"power": 5}, "field 'power'"),
        ([_MATRIX], "expected an object or null"),
    ],
)
def test_audit_problem_reads_what_audit_add_reads(audit, problem):
    """Mutants of audit_problem: the None case refused, the row count, row length, number, row-is-a-list
    checks dropped, only the fields needed to count checked (``_needed`` for ``fields``), a fractional or
    negative count accepted, a zero count refused, a missing count refused, or a power that is not an object
    accepted."""
    from cosino.league.audit_sums import audit_problem

    found = audit_problem(audit, 2)
    assert found == problem if problem is None else found is not None and found.startswith(problem)


# --- league/reliability.py: the most frequent causes ------------------------------------------------


def test_causes_tied_at_the_cut_are_chosen_by_name_and_no_empty_other_is_listed():
    """Mutants: ties broken by the order met (the key without the name: the list depends on the order of the
    reports again), or ``other: 0`` listed when no cause was summed under it."""
    from cosino.league.reliability import MAX_CAUSES, _top_causes

    names = [f"cause {i}" for i in range(MAX_CAUSES + 1)]
    top = _top_causes({name: 1 for name in reversed(names)})
    assert top == {**{name: 1 for name in names[:MAX_CAUSES]}, "other": 1}
    assert _top_causes({"timeout": 3}) == {"timeout": 3}


# --- league/integrity.py: the ``leads2`` units ------------------------------------------------------


def _street(street: int, aggressor: int = -1, bet: dict | None = None, live=(0, 1, 2)):
    return types.SimpleNamespace(street=street, aggressor=aggressor, bet=bet or {}, live=set(live))


@pytest.mark.parametrize(
    "t, slot, act, level, stratum",
    [
        (_street(0, bet={1: 1, 2: 2}), 0, "raise", 2, 2),  # an open facing the blinds alone
        (_street(0, bet={1: 1, 2: 2}), 0, "call", 2, 2),
        (_street(0, bet={1: 1, 2: 2}), 0, "fold", 2, 2),
        (_street(0, bet={1: 1, 2: 2}), 2, "check", 2, 0),  # the big blind's option
        (_street(0, bet={1: 1, 2: 2}), 2, "raise", 2, 0),
        (_street(1), 0, "bet", 0, 1),
        (_street(2), 0, "check", 0, 1),
        (_street(0, aggressor=0, bet={0: 6, 1: 1, 2: 2}), 1, "call", 6, None),  # a raise to answer
        (_street(1, aggressor=0, bet={0: 4}), 1, "fold", 4, None),
        (_street(0, bet={1: 1, 2: 2}, live=(1, 2)), 0, "raise", 2, None),  # not in the hand
        (_street(1, bet={0: 0}), 0, "fold", 0, None),  # a fold with nothing bet after the flop
    ],
)
def test_the_lead_stratum_of_each_decision_nobody_bet_before(t, slot, act, level, stratum):
    """Mutants of _lead_stratum: an aggressor in slot 0 taken for none (``> 0``), the live check dropped,
    ``<`` for ``<=`` on the level, the street digit ``> 1``, the open decisions after the flop too, or one of
    fold, call, raise left out of them, or their digit 1 for 2."""
    from cosino.league.integrity import _lead_stratum

    assert _lead_stratum(t, slot, act, level) == stratum


# --- diagnostics/softplay.py: ``yield<share>`` and ``rescue<place><share>`` units ---------------------


def _trick_records(plays, hand_end=True, trump=None, hand=0):
    records = [{"type": "hand", "hand": hand}]
    if trump:
        records.append({"type": "trumpCard", "hand": hand, "trump": trump})
    records += [
        {"type": "action", "action": "play", "hand": hand, "slot": s % 4, "card": c, "legal": legal}
        for s, (c, legal) in enumerate(plays)
    ]
    return records + ([{"type": "handEnd", "hand": hand}] if hand_end else [])


def _units(variant, records):
    from cosino.diagnostics.softplay import play_units

    return [(kind, a, b, int(value)) for kind, a, b, _hand, value in play_units(variant, records, 4)]


def test_the_share_of_legal_cards_that_take_the_lead_is_counted_in_quarters_or_all():
    """Mutants: ``>=`` for ``>`` in the half (a half of the legal cards read as more than half), the forced
    play (all) read as a quarter, a yield valued as the take (``took`` for ``1 - took``). Since evidence
    format 13 the share is the quarter of the legal cards that take the lead (4: all), not the half."""
    fifth = [("5c", ["5c"]), ("2c", ["2c", "3c", "4c", "9c", "3d"])]  # one of five beats the 5: under a quarter
    half = [("5c", ["5c"]), ("2c", ["2c", "9c"])]  # one of two legal cards beats the 5
    more = [("5c", ["5c"]), ("9c", ["2c", "9c", "Tc", "Jc"])]  # three of four, and it took the lead
    forced = [("5c", ["5c"]), ("9c", ["9c", "Tc"])]
    assert _units("oh-hell", _trick_records(fifth)) == [("yield0", 1, 0, 1)]
    assert _units("oh-hell", _trick_records(half)) == [("yield2", 1, 0, 1)]
    assert _units("oh-hell", _trick_records(more)) == [("yield3", 1, 0, 0)]
    assert _units("oh-hell", _trick_records(forced)) == [("yield4", 1, 0, 0)]


def test_rescue_units_need_points_in_the_trick_and_a_choice_to_duck():
    """Mutants: ``<= 2`` for ``< 2`` (a forced take read as a rescue), ``all`` for ``any`` points in the trick,
    the place off by one, no rescue without points, none in a game without penalty points."""
    points = [("Qs", ["Qs"]), ("Ks", ["Ks", "3s"]), ("2s", ["2s", "As"]), ("As", ["As", "4s"])]
    assert _units("hearts", _trick_records(points)) == [
        ("yield2", 1, 0, 0),
        ("rescue12", 1, 0, 1),  # took the queen's trick from 0
        ("yield2", 2, 1, 1),
        ("rescue22", 2, 1, 0),
        ("yield2", 3, 1, 0),
        ("rescue32", 3, 1, 1),
    ]
    mixed = [("5s", ["5s"]), ("Qs", ["Qs", "2s"]), ("Ks", ["Ks"])]  # one card of points in the trick
    assert _units("hearts", _trick_records(mixed)) == [("yield2", 1, 0, 0), ("yield4", 2, 1, 0)]
    none = [("5c", ["5c"]), ("9c", ["9c", "2c"])]
    assert _units("hearts", _trick_records(none)) == [("yield2", 1, 0, 0)]
    assert _units("oh-hell", _trick_records(points)) == [("yield2", 1, 0, 0), ("yield2", 2, 1, 1), ("yield2", 3, 1, 0)]


def test_play_units_follow_the_led_suit_the_trump_tricks_and_hands_with_an_end():
    """Mutants: every card taken as led (a discard off suit beating the lead), the trump not read or not reset
    at a new hand, a trick that never ends (four plays), a hand without ``handEnd`` counted."""
    off_suit = [("5c", ["5c"]), ("Ah", ["Ah", "Kh"])]  # no club to play: nothing takes the lead
    assert _units("oh-hell", _trick_records(off_suit)) == []
    trumped = [("5c", ["5c"]), ("2h", ["2h", "3d"])]  # a trump takes it
    assert _units("oh-hell", _trick_records(trumped, trump="h")) == [("yield2", 1, 0, 0)]
    assert _units("oh-hell", _trick_records(trumped, trump="h") + _trick_records(trumped, hand=1)) == [
        ("yield2", 1, 0, 0)
    ]  # the second hand has no trump
    two_tricks = [("5c", ["5c"]), ("6c", ["6c"]), ("7c", ["7c"]), ("8c", ["8c"]), ("2c", ["2c"]), ("3c", ["3c", "4d"])]
    assert _units("oh-hell", _trick_records(two_tricks)) == [("yield4", 1, 0, 0), ("yield4", 2, 1, 0)] + [
        ("yield4", 3, 2, 0),
        ("yield2", 1, 0, 0),
    ]
    assert _units("oh-hell", _trick_records(two_tricks, hand_end=False)) == []


# --- arena/manifest.py: episode ids and variants no writer makes ------------------------------------


def _manifest_entry(episode: str = "kuhn-1-ab", variant: str = "kuhn") -> dict[str, str]:
    from cosino.arena.manifest import entry

    return entry(episode, b"R\n", b"{}", variant)


@pytest.mark.parametrize("field", ["episode", "variant"])
@pytest.mark.parametrize(
    "value, why", [("", "characters long"), ("x" * 201, "characters long"), ("a\u202eb", r"holds U\+202E")]
)
def test_manifest_names_no_writer_makes_are_refused_written_and_read(field, value, why):
    """Mutants of _check_names: its call dropped from manifest_bytes or from read_manifest, ``0 <=`` for
    ``0 <`` (an empty id), ``<`` for ``<=`` on NAME_LIMIT, the variant not checked, the printable check
    dropped."""
    from cosino.arena.manifest import NAME_LIMIT, ManifestError, manifest_bytes, read_manifest
    from cosino.primitives.canonical import dump_bytes

    assert NAME_LIMIT == 200
    bad = {**_manifest_entry(), field: value}
    with pytest.raises(ManifestError, match=why):
        manifest_bytes([bad])
    with pytest.raises(ManifestError, match=why):
        read_manifest(dump_bytes({"episodes": [bad], "format": 1}))
    longest = {**_manifest_entry(), field: "x" * NAME_LIMIT}
    assert read_manifest(manifest_bytes([longest]))["episodes"][0][field] == "x" * NAME_LIMIT


# --- engine/limits.py: MAX_SLOTS --------------------------------------------------------------------


def test_an_episode_cap_past_max_slots_is_refused():
    """Mutants: ``>=`` for ``>`` on MAX_SLOTS, or the bound dropped (a cap no slot item can hold)."""
    from cosino_runtime.engine import limits

    for read, name in (
        (limits.episode_cap, limits.EPISODE_CAP_ENV),
        (limits.agent_episode_cap, limits.AGENT_EPISODES_ENV),
    ):
        assert read({name: str(limits.MAX_SLOTS)}) == limits.MAX_SLOTS
        with pytest.raises(limits.LimitSettingError, match=f"at most {limits.MAX_SLOTS}"):
            read({name: str(limits.MAX_SLOTS + 1)})


# --- lambdas/http_api.py: _refused ------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw_path, logged", [("/episodes/\u202e\nx", "/episodes/\\u202e\\u000ax"), (["/episodes"], ""), (None, "")]
)
def test_a_refusal_before_the_routes_is_counted_and_logged_with_its_path_escaped(monkeypatch, raw_path, logged):
    """Mutants of _refused: the count dropped or of the wrong class, the path logged as sent (a line break
    or a bidi control in a log line), or a malformed event's rawPath that is not a string read as one
    (a TypeError out of the handler in place of the 400)."""
    from cosino_runtime.lambdas import http_api

    counted, lines = [], []
    logger = types.SimpleNamespace(info=lambda msg, extra=None: lines.append((msg, extra)))
    monkeypatch.setattr(http_api, "obs", types.SimpleNamespace(count=counted.append, logger=logger))
    out = http_api._refused(413, "request body is over the limit", raw_path)
    assert out["statusCode"] == 413 and json.loads(out["body"]) == {"error": "request body is over the limit"}
    assert counted == ["Http4xx"]
    assert lines == [("request refused", {"status": 413, "path": logged})]


# --- seats/amounts.py: _OR_RELATIVE_RE and "less"/"fewer" in _UNIT_RE --------------------------------


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Bid 4 or perhaps one less.", BID),
        ("Bid 4 or possibly one less.", BID),
        ("Bid 4 or even one less.", BID),
        ("Raise to 40 or perhaps more.", HOLDEM),
        ("Raise to 40 or possibly more.", HOLDEM),
        ("Raise to 40 or even more.", HOLDEM),
        ("Raise to 40 or two more.", HOLDEM),
        ("Raise to 40 or three more.", HOLDEM),
        ("Raise to 40 or 5 more.", HOLDEM),
        ("Raise to 40 or a little more.", HOLDEM),
        ("Raise to 40 or a tad more.", HOLDEM),
        ("Raise to 40 or somewhat more.", HOLDEM),
        ("Bid 4 or fewer.", BID),
        ("Raise to 40 or lower.", HOLDEM),
        ("Raise to 40 or bigger.", HOLDEM),
        ("Raise to 40 or smaller.", HOLDEM),
        ("Raise to 40 or larger.", HOLDEM),
        ("Raise to 40 or above.", HOLDEM),
        ("Raise to 40 or below.", HOLDEM),
        ("Raise to 40 or over.", HOLDEM),
        ("Raise to 40 or under.", HOLDEM),
        ("Raise to 40, or more.", HOLDEM),
        ("Raise to 40, or a bit more.", HOLDEM),
        ("Raise to forty, or possibly a little more.", HOLDEM),  # past 24 characters after the word
        ("Bid three, or perhaps a little more.", BID),
    ],
)
def test_every_relative_second_amount_the_rule_names_is_no_amount(text, legal):
    """Mutants of _OR_RELATIVE_RE: each alternative deleted in turn (maybe/perhaps/possibly/even; one/two/three,
    digits, a bit/little/touch/tad, slightly/somewhat; more ... under), the optional comma, and the 48
    characters read after a number in words cut back to 24."""
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Raise to 40 or overbet.", HOLDEM, raise_to(40)),
        ("Bid 3 or overtricks.", BID, bid(3)),
        ("Raise to 40 or lowball it.", HOLDEM, raise_to(40)),
    ],
)
def test_a_word_that_only_begins_like_a_relative_one_is_no_second_amount(text, legal, meant):
    """Mutant: the ``(?![a-z])`` after the relative word dropped ("or overbet" read as "or over")."""
    assert read_as(text, legal) == meant


# --- seats/set_aside.py: DEFINED_RE -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Calling implies I'm committed.", HOLDEM, None),
        ("Calling would imply I'm committed.", HOLDEM, None),
        ("Bidding 3 would mean I need the spades.", BID, None),
        ("Calling meanspirited players pays.", HOLDEM, {"action": "call"}),  # another word: the call stands
    ],
)
def test_each_word_that_defines_an_action_sets_it_aside(text, legal, meant):
    """Mutants of DEFINED_RE: ``implies``, ``would imply``, ``would mean`` deleted in turn, and the
    ``(?![a-z])`` after them dropped."""
    assert read_as(text, legal) == meant


# --- games/registry.py: game_type kept per registered factory ---------------------------------------


def test_a_variants_game_type_is_asked_of_its_factory_once(monkeypatch):
    """Mutant: the kept types never looked up (every call builds the variant again)."""
    from cosino.games import registry

    calls, kuhn = [], registry.REGISTRY["kuhn"]

    def factory():
        calls.append(1)
        return kuhn()

    monkeypatch.setitem(registry.REGISTRY, "kuhn", factory)
    assert registry.game_type("kuhn") == registry.game_type("kuhn") == registry.get_variant("kuhn").game_type
    assert len(calls) == 2  # one for the kept type, one for get_variant above
