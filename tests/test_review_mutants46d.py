"""Mutation review 46d: the code added in sessions 45 and 46 (the kept live views, their boundary check, the AWS
store's kept commits read from a start, the unreadable heads, the paced writer, ``attached``'s reach).

Hand-made mutants, each run against the tests that cover the mutated function, then reverted. Each test here names
the surviving mutant it kills (file, line at main's a769635, change) and the figure measured with the mutant in place.
No mutant showed a bug in the product code: every survivor was a gap in the tests. 99 mutants were tried:

- core/cosino/arena/public.py (LiveView, _Pairs, _viewed): 28 tried, 5 survived; 4 killed here (LiveView.size both
  ways, the settling cut never settling, WITHHELD_KEEPS without "receive"). Equivalent: a ``deal`` marking its hand
  started as a ``hand`` record does (the engine writes every deal after its hand's record).
- functions/cosino_runtime/api/live_logs.py: 12 tried, 7 survived (the version check ``>=`` or fed 0, the count
  bound's ``>=``, ``popitem()``, ``get`` for ``pop``, the byte bound dropped or ``>=``); all killed here.
- functions/cosino_runtime/store/aws.py (KeptLog, events, _committed, _listed): 20 tried, 3 survived; 2 killed
  here (the last kept commit's ``not queried`` guard, its key). Equivalent: ``bisect_right`` -> ``bisect_left`` in
  ``events`` (the extra commit it starts from is sliced to nothing: its records all lie before ``start``).
- functions/cosino_runtime/store/embedded.py: 3 tried; ``seq >= ?`` -> ``>`` and the ``event_count`` bound dropped
  pass the live-view and unreadable-head tests but fail test_store_contract and test_review_runtime_faults.
- The unreadable heads (engine/flow.py, api/routes.py): 6 tried, 1 survived (a final stand-in's version); killed.
- functions/cosino_runtime/api/front.py: 19 tried, 11 survived; 10 killed here. Equivalent: ``drain`` without its
  ``self.started`` test (a connection that wrote nothing through its writer has nothing unacknowledged).
- core/cosino/seats/written_cards.py: 8 tried, 6 survived; 4 killed here (each widens the scan's reach).
  Equivalent: the reach one less at the break (``end.start()``) or at the fourth word (``fourth.start()``): a
  number starts with a digit or "-", never at a break character or a letter.
- core/cosino/seats/amounts.py (numbers' stop): 3 tried, 2 survived; both killed here.

Not tried as mutants: dropping the locks of LiveLogs and of AwsStore's kept logs. Without them a poll's eviction
loop (``sum`` over the kept views) can run while another thread pops from the same OrderedDict (a RuntimeError,
"mutated during iteration"); no deterministic test is written for a race.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import sys
import threading
import time
import types
from typing import Any

import pytest
from support.answer_cases import HOLDEM
from support.commit_table import CommitTable
from support.queues import NoQueue
from test_review_mutants31a import spoil

from cosino.arena.public import LiveView, live_records, public_record
from cosino.primitives.canonical import dump_bytes
from cosino.seats.amounts import first_number, numbers
from cosino_runtime.api import front
from cosino_runtime.api.live_logs import LiveLogs
from cosino_runtime.api.routes import Api
from cosino_runtime.store import aws
from cosino_runtime.store.base import EpisodeHead


class _Logs:
    """A store stand-in holding each episode's records, replaced wholesale as a restore would; it notes each read."""

    def __init__(self, **logs: list[dict[str, Any]]) -> None:
        self.logs = logs
        self.reads: list[tuple[str, int]] = []

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        self.reads.append((episode_id, start))
        return self.logs[episode_id][start:]

    def commit_mark(self, episode_id: str, version: int) -> None:
        return None  # a store without marks: the last record alone is checked


def _body(episode: str, records: list[dict[str, Any]]) -> bytes:
    return dump_bytes({"episode": episode, "events": live_records(records), "view": "public"})


def _hand(hand: int, tag: str) -> list[dict[str, Any]]:
    return [{"type": "hand", "hand": hand}, {"type": "action", "hand": hand, "tag": tag}]


PLAIN = {"type": "episode", "hands": 9, "config": {"duplicate": False}}  # no hand is ever withheld
PAIRED = {"type": "episode", "hands": 4}  # duplicate: hand 0 is withheld until hand 1 is over


def _plain(hands: int, tag: str = "a") -> list[dict[str, Any]]:
    return [PLAIN] + [r for hand in range(hands) for r in _hand(hand, tag)]


# --- cosino.arena.public.LiveView.size -------------------------------------------------------------------------


def test_a_settled_view_counts_its_encoded_bytes_and_each_open_record_512():
    """Kills three mutants of ``LiveView``, which the byte-for-byte tests of its view cannot see (the view's bytes
    are right either way; what changes is what a kept view holds and what ``LiveLogs`` thinks it holds):
    public.py l.263 the settling cut's default ``len(self._open)`` -> ``0`` (no record ever settles: every poll
    views the whole log again, what LiveView was made to stop): size 2,560 for this 5-record plain log, not 221;
    l.248 ``size`` without its settled bytes: 40, not 221; l.248 ``size`` without its open records: 36 for the
    paired log's 1 settled and 3 open records, not 1,572. Since review 52d a settled view also costs 8 bytes: where
    it ends, so a reply can start at any record."""
    plain = _plain(2)
    view = LiveView()
    view.extend(plain)
    assert view.size == len(view.json_items()) + 8 * 5 == 221  # every record settled: its bytes and its end
    paired = [PAIRED, {"type": "hand", "hand": 0}, {"type": "board", "hand": 0, "cards": ["Kh"]}, *_hand(1, "a")[:1]]
    view = LiveView()
    view.extend(paired)
    settled = len(dump_bytes(public_record(PAIRED)))
    assert view.size == settled + 8 + 3 * 512 == 1572  # hand 0 may still be withheld: it and what follows stay open


# --- cosino_runtime.api.live_logs.LiveLogs ---------------------------------------------------------------------


def test_a_poll_again_at_the_kept_version_reads_from_the_last_record_only():
    """live_logs.py l.48 ``kept_version > version`` -> ``>=``: a poll at the version kept (the reply cache had let
    it go, or two polls raced) read the whole log again: reads [0, 0], not [0, 4]."""
    store, logs = _Logs(e=_plain(2)), LiveLogs()
    assert logs.body(store, "e", 5) == logs.body(store, "e", 5) == _body("e", store.logs["e"])
    assert store.reads == [("e", 0), ("e", 4)]


def test_a_head_gone_back_is_read_whole_even_where_its_last_kept_record_is_unchanged():
    """live_logs.py l.58 the version kept -> 0 (only the boundary record guards a restore): kept at version 7,
    the head restored to 5 on a branch whose record 6 equals the kept one but whose hands 0 and 1 differ. With the
    mutant the reply still held the lost branch's two tagged actions ("a"); now it is the new log's view."""
    old = _plain(3, "a")
    new = [PLAIN, *_hand(0, "b"), *_hand(1, "b"), *_hand(2, "a"), *_hand(3, "b")]
    assert old[6] == new[6]  # the boundary check alone cannot tell the branches apart
    store, logs = _Logs(e=old), LiveLogs()
    logs.body(store, "e", 7)
    store.logs["e"] = new
    assert logs.body(store, "e", 5) == _body("e", new)
    assert store.reads == [("e", 0), ("e", 0)]  # read whole at once: the mutant read from 6, the boundary


def test_the_least_recently_polled_log_goes_first():
    """Kills three mutants of ``LiveLogs``'s count bound, unpinned by any test: live_logs.py l.64
    ``> self.logs_kept`` -> ``>=`` (one log fewer kept), l.65 ``popitem(last=False)`` -> ``popitem()`` (the log
    just polled dropped) and l.47 ``self._kept.pop`` -> ``get`` (a log polled again keeps its first place in the
    order). With logs_kept=2 and polls of a, b, a, c then a and b: each mutant read a or c whole again; now b, the
    least recently polled, is the one read whole (from 0) and a is read from its last record."""
    store = _Logs(a=_plain(2), b=_plain(2), c=_plain(2))
    logs = LiveLogs(logs_kept=2)
    for episode in "abac":
        logs.body(store, episode, 5)
    for episode in store.logs:
        store.logs[episode] = _plain(3)
    store.reads.clear()
    for episode in "acb":
        assert logs.body(store, episode, 7) == _body(episode, store.logs[episode])
    assert store.reads == [("a", 4), ("c", 4), ("b", 0)]


def test_the_byte_bound_is_inclusive_and_counts_the_views_kept():
    """Kills live_logs.py l.64 the ``max_bytes`` bound dropped (a view of any size kept) and ``> self.max_bytes``
    -> ``>=`` (a view of exactly the bound dropped): with the bound at the view's size (221 bytes, with the prefix
    digests' one kept hash, 256, since review 52d) the view is kept (the next poll reads from record 4), one byte
    under it the view is dropped (the next poll reads from 0)."""
    size = 221 + 256
    for bound, second_read in ((size, 4), (size - 1, 0)):
        store, logs = _Logs(e=_plain(2)), LiveLogs(max_bytes=bound)
        logs.body(store, "e", 5)
        store.logs["e"] = _plain(3)
        assert logs.body(store, "e", 7) == _body("e", store.logs["e"])
        assert store.reads == [("e", 0), ("e", second_read)], bound


def test_a_withheld_hand_keeps_the_counts_of_the_cards_dealt_and_received_and_its_passing_direction():
    """public.py l.191 ``WITHHELD_KEEPS`` without ``"receive"``: the cards a hearts seat received in a withheld
    first hand were folded into its ``withheld`` marker, so the viewer lost the count it shows under each seat
    (a count is the same in every deal of the table). Every test compared LiveView with live_records, which share
    the set, so none could tell. Here the receive stays, its card hidden, and only the pass and the play go."""
    log = [
        PAIRED,
        {"type": "hand", "hand": 0},
        {"type": "deal", "hand": 0, "pos": 0, "cards": ["2c", "3c", "4c"]},
        {"type": "passDirection", "hand": 0, "direction": "left"},
        {"type": "action", "hand": 0, "pos": 0, "action": "pass", "card": "2c"},
        {"type": "receive", "hand": 0, "pos": 0, "cards": ["Qs"]},
        {"type": "action", "hand": 0, "pos": 0, "action": "play", "card": "3c"},
        {"type": "hand", "hand": 1},
    ]
    assert live_records(log)[1:] == [
        {"type": "hand", "hand": 0},
        {"type": "deal", "hand": 0, "pos": 0, "hidden": 3},
        {"type": "passDirection", "hand": 0, "direction": "left"},
        {"type": "withheld", "hand": 0},
        {"type": "receive", "hand": 0, "pos": 0, "hidden": 1},
        {"type": "hand", "hand": 1},
    ]


# --- cosino_runtime.store.aws: the kept commits, checked at the last one ---------------------------------------


def _aws(table: CommitTable, head: list[int]) -> aws.AwsStore:
    """An AwsStore over ``table`` whose head is at ``head[0]`` (a list, so a test moves it)."""
    store = aws.AwsStore("t", "b", table, object())
    store.load_head = lambda episode: EpisodeHead(episode, {}, head[0], "running", 0)  # this store only
    return store


def _commit(value: str) -> str:
    return f'{{"v":"{value}"}}\n'


def test_kept_commits_whose_last_item_is_gone_are_read_again_whole():
    """Kills two mutants of aws.py l.407, the check of the last kept commit. Kept at version 3, the head then at 5:
    ``not queried or`` dropped: an IndexError (the events API's 500) when no commit item from 3 on is there any
    more; the sort key not compared, only the text: with item 3 gone, item 2 rewritten as "2b" and item 4 holding
    the text item 3 had, the mutant served the kept 1, 2, 3 and then 5, the lost branch's 2 in place of "2b". Both
    are read again whole now: what the table holds, in order."""
    cases = (((), ["1", "2"]), (((2, "2b"), (4, "3"), (5, "5")), ["1", "2b", "3", "5"]))
    for added, expected in cases:
        table, head = CommitTable(), [3]
        for version in (1, 2, 3):
            table.commit("e", version, _commit(str(version)))
        store = _aws(table, head)
        assert [r["v"] for r in store.events("e")] == ["1", "2", "3"]  # kept at version 3
        del table.items[(aws.episode_pk("e"), aws.version_sk(3))]
        for version, value in added:
            table.commit("e", version, _commit(value))
        head[0] = 5
        assert [r["v"] for r in store.events("e")] == expected
        assert table.queried[-1] == (aws.version_sk(1), aws.version_sk(5))  # read again whole


# --- the unreadable heads in the open listing ------------------------------------------------------------------


def test_a_final_unreadable_head_is_listed_without_a_version(any_store):
    """routes.py l.331 ``_shown_version(h) if h.unreadable is None else None`` -> ``_shown_version(h)``: the
    stand-in of a final head that does not read back was listed at version 0, a version it never had (the
    stand-in knows none); the existing test lists a running one, whose version is hidden either way. Now None."""
    any_store.create_episode("ep-f", {"variant": "kuhn", "seats": ["random", "random"], "seed": 3})
    any_store.commit("ep-f", 0, {"start": True}, [{"type": "episode"}], "finished")
    any_store.mark_final("ep-f", "results/ep-f.json", "replays/ep-f.jsonl")
    spoil(any_store, "ep-f", "config", "{not json")
    reply = Api(any_store, NoQueue()).handle("GET", "/api/episodes?status=final", None, False)
    assert reply.status == 200
    assert [(e["episode"], e["status"], e["version"]) for e in reply.json()["episodes"]] == [("ep-f", "final", None)]


# --- cosino.seats: attached's reach and numbers' stop ----------------------------------------------------------


def test_a_number_is_found_only_if_it_starts_before_the_stop():
    """amounts.py l.292 ``m.start() >= stop`` -> ``> stop`` (a number starting at the stop was still given: "12"
    for stop 3, not None) and -> ``m.end() > stop`` (a number starting before the stop but ending past it was
    refused: None for stop 4, not "12"). ``attached`` cannot tell either (a number at its reach is refused anyway),
    so only the contract says which is right: the numbers that start before ``stop``; names are skipped, not
    stopped at."""
    assert first_number("ab 12", stop=3) is None
    assert first_number("ab 12", stop=4).group(0) == "12"
    assert first_number("ab 3-bet 12", stop=4) is None and first_number("ab 3-bet 12", stop=10).group(0) == "12"
    assert [m.group(0) for m in numbers("1 2 3 4", 1, 5)] == ["2", "3"]


def test_attached_scans_for_a_number_only_to_its_first_sentence_break_or_fourth_word(monkeypatch):
    """Kills the written_cards.py mutants that widen the scan's reach, which every reading test passes (a number
    past the reach is refused after the scan anyway) but which bring back the scan to the text's end that b4faf99
    removed (0.42 s -> 0.30 s of CPU on '3-bet ' x 3334): l.46 ``stop=`` dropped (stop None), l.68 the break not
    looked for and l.69 the words counted past the break (stop 23 for ". 3-bet 3-bet 3-bet 3-bet", not 1), l.69 the
    fifth word for the fourth (27, the text's end, for " 3-bet 3-bet 3-bet 3-bet 40", not 22). The stop handed to
    the number scan is recorded here, not timed, and only bounded above: one less (the break or the word's own
    first letter, where no number can start) reads the same."""
    from cosino.seats import written_cards

    stops = []

    def spy(text, start=0, stop=None):
        stops.append(stop)
        return first_number(text, start, stop)

    monkeypatch.setattr(written_cards, "first_number", spy)
    assert written_cards.attached("raise. 3-bet 3-bet 3-bet 3-bet", HOLDEM[2]) is None
    assert written_cards.attached("raise 3-bet 3-bet 3-bet 3-bet 40", HOLDEM[2]) is None
    assert written_cards.attached("raise 3-bet 3-bet 40", HOLDEM[2]) == "40"
    reach = [1, 22, 15]  # past the break; past the fourth word's first letter; the end of the text
    assert all(stop is not None and stop <= most for stop, most in zip(stops, reach)) and len(stops) == 3, stops


# --- cosino_runtime.api.front: the paced writer and the cuts ---------------------------------------------------

RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: the close drops what is queued and sends a reset


def _tcp_pair() -> tuple[socket.socket, socket.socket]:
    """(server side, client side) of a loopback TCP connection."""
    with socket.create_server(("127.0.0.1", 0)) as listener:
        client = socket.create_connection(listener.getsockname())
        server, _ = listener.accept()
    return server, client


def _lingers(sock: socket.socket) -> bytes:
    return sock.getsockopt(socket.SOL_SOCKET, socket.SO_LINGER, 8)


def test_an_answer_counts_every_byte_it_sent_and_its_start_once():
    """Kills three mutants of front.PacedWriter, which no test drove: l.214 ``self.sent += len(piece)`` -> ``=``
    (sent 50,000 after 200,000 bytes in two writes, not 200,000: a client reading at full speed fell behind the
    pace and was cut after 10 s of a long answer), l.204 the start taken at every write (``Deadlines.writing``
    told twice for two writes, not once: an answer in pieces, as a viewer file is, never fell behind), and l.235
    ``lag`` without the bytes sent (3.0 s behind after 3 s, not 0.0 at 3 s of the pace's bytes)."""
    told = []
    ours, theirs = socket.socketpair()
    reader = threading.Thread(target=lambda: [None for _ in iter(lambda: theirs.recv(1 << 16), b"")])
    reader.start()
    try:
        writer = front.PacedWriter(ours, types.SimpleNamespace(writing=lambda conn, w: told.append(conn)))
        assert writer.write(b"x" * 150_000) == 150_000 and writer.write(memoryview(b"y" * 50_000)) == 50_000
        assert writer.sent == 200_000 and told == [ours]
    finally:
        ours.shutdown(socket.SHUT_RDWR)
        reader.join(10)
        ours.close()
        theirs.close()
    writer.started, writer.sent = 100.0, 3 * front.REPLY_RATE
    assert writer.lag(103.0) == 0.0 and writer.lag(105.0) == 2.0


def test_a_connection_whose_answer_began_waits_for_no_request_deadline():
    """front.py l.127 ``self.open.pop(conn, None)`` dropped from ``Deadlines.writing``: a connection answering
    kept its request deadline, so past the cap ``cut_oldest`` cut it off mid-answer (True, not False) as if it had
    not sent its request, and the deadline's loop cut it after 10 s however well its client kept pace. And l.133
    ``self.writers.pop`` dropped from ``done``: an answered connection stayed among the writers (one more a
    request, for the server's life), so past the cap it was "cut" (True, not False) and no slot came free."""
    stop = threading.Event()
    d = front.Deadlines(3600, stop)
    ours, theirs = socket.socketpair()
    try:
        d.add(ours)
        d.writing(ours, types.SimpleNamespace(lag=lambda now: -1.0))
        assert ours not in d.open and d.cut_oldest() is False and d.cut_laggard() is False
        d.writing(theirs, types.SimpleNamespace(lag=lambda now: 5.0))
        d.done(theirs)  # answered: forgotten, however far behind it was
        assert d.writers == {ours: d.writers[ours]} and d.cut_laggard() is False
    finally:
        stop.set()
        ours.close()
        theirs.close()


def test_a_laggard_cut_past_the_cap_or_by_the_pace_is_reset_on_close(monkeypatch):
    """Kills front.py l.155 and l.171, ``cut(conn, reset=True)`` -> ``cut(conn)`` in ``cut_laggard`` and in the
    pace's loop: the connections were shut down but not set to reset (SO_LINGER off), so their close left the
    queued answer in the kernel for a client that reads nothing (the orphans of b68320e). Now both are set to
    reset."""
    stop = threading.Event()
    monkeypatch.setattr(front, "REPLY_GRACE_S", 0.0)  # the loop cuts any answer behind its pace at its next tick
    d = front.Deadlines(0.4, stop)
    pairs = [_tcp_pair() for _ in range(2)]
    try:
        (first, _), (second, _) = pairs
        d.writing(first, types.SimpleNamespace(lag=lambda now: 5.0))
        assert d.cut_laggard() is True and _lingers(first) == RESET
        d.writing(second, types.SimpleNamespace(lag=lambda now: 5.0))
        for _ in range(100):  # the loop ticks every 0.1 s here
            if second not in d.writers:
                break
            time.sleep(0.05)
        assert second not in d.writers and _lingers(second) == RESET
    finally:
        stop.set()
        for pair in pairs:
            for sock in pair:
                sock.close()


def test_a_write_that_times_out_resets_its_connection():
    """front.py l.212 the ``cut(self.sock, reset=True)`` dropped before a timed-out write's TimeoutError: the
    handler's close then left the unread part of the answer queued in the kernel (SO_LINGER off); now the
    connection is set to reset before the error goes up."""
    ours, theirs = _tcp_pair()
    try:
        ours.settimeout(0.2)
        writer = front.PacedWriter(ours, types.SimpleNamespace(writing=lambda conn, w: None))
        with pytest.raises(TimeoutError):
            writer.write(b"z" * (64 << 20))  # far more than the buffers hold: the client reads nothing
        assert _lingers(ours) == RESET
    finally:
        ours.close()
        theirs.close()


@pytest.mark.skipif(sys.platform != "linux", reason="only Linux tells the bytes a peer has not acknowledged")
def test_a_client_that_half_closed_still_has_its_unread_answer_counted():
    """front.py l.248 the states ``(1, 8)`` -> ``(1,)``: a client that sent its FIN (CLOSE_WAIT on our side) and
    reads nothing had 0 bytes unacknowledged, so ``drain`` returned at once and the close left the answer queued in
    the kernel; now the bytes still queued for it are counted (4,096,000 here) and drained or reset."""
    ours, theirs = _tcp_pair()
    try:
        theirs.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        ours.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            for _ in range(10_000):
                ours.send(b"q" * 65536)
        theirs.shutdown(socket.SHUT_WR)
        for _ in range(100):
            if ours.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0] == 8:  # CLOSE_WAIT: the FIN is in
                break
            time.sleep(0.02)
        assert front.unacknowledged(ours) > 100_000
    finally:
        ours.close()
        theirs.close()


def test_a_client_taking_its_answer_slowly_but_steadily_is_drained_not_reset(monkeypatch):
    """front.py l.226 ``idle_since, last = now, left`` -> ``last = left``: the drain's idle clock never restarted
    when the client took more, so a client still taking 1,000 bytes every 0.3 s was reset once the write's timeout
    (0.5 s here) had passed since the drain began (at 0.53 s, 9,000 bytes still queued). Now the drain waits while
    the client makes progress, 3 s here, and resets nothing; a client that then stops taking is reset 0.5 s later.
    The clock and the queued bytes are scripted (a real socket's zero-window probes stall for longer)."""
    clock, calls = [0.0], []

    def queued(sock) -> int:
        taken = int(clock[0] / 0.3) * 1000
        return max(stalled[0], 10_000 - taken)

    def sleep(seconds: float) -> None:
        clock[0] += seconds
        assert clock[0] < 60, "the drain never gave up"

    monkeypatch.setattr(front, "time", types.SimpleNamespace(monotonic=lambda: clock[0], sleep=sleep))
    monkeypatch.setattr(front, "unacknowledged", queued)
    sock = types.SimpleNamespace(
        gettimeout=lambda: 0.5, setsockopt=lambda *a: calls.append("reset"), shutdown=lambda how: calls.append("cut")
    )
    writer = front.PacedWriter(sock, types.SimpleNamespace(writing=lambda conn, w: None))
    writer.started = 1.0
    stalled = [0]
    writer.drain()
    assert calls == [] and 3.0 <= clock[0] < 3.2, (calls, clock[0])
    clock[0], stalled[0] = 0.0, 7_000  # this client stops taking at 7,000 bytes still queued
    writer.drain()
    assert calls == ["reset", "cut"] and 1.4 < clock[0] < 1.6, (calls, clock[0])


def test_numbers_stops_scanning_at_its_stop(monkeypatch):
    """amounts.py l.293 ``return`` -> ``continue`` once a number starts at or past ``stop``: no number past it was
    given, but the scan went on to the text's end, the cost ``stop`` exists to save (5 matches taken from the scan
    of "1 2 3 4 5" with stop 3, not 3). Counted here by the matches the scan hands over, not timed."""
    from cosino.seats import amounts

    taken, regex = [], amounts.INT_RE

    class Counting:
        def finditer(self, text, start=0):
            for m in regex.finditer(text, start):
                taken.append(m.group(0))
                yield m

    monkeypatch.setattr(amounts, "INT_RE", Counting())
    assert [m.group(0) for m in numbers("1 2 3 4 5", 0, 3)] == ["1", "2"]
    assert taken == ["1", "2", "3"]
