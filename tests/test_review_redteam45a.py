"""Red team 45a: hostile clients of ``cosino serve``'s HTTP front that worked before their fix, one test each.

Each test names what it checks and the figure measured before and after its fix (branch serve-slow)."""

from __future__ import annotations

import socket
import sys
import threading
import time
import types
from pathlib import Path

import pytest

from cosino_runtime.api import front
from cosino_runtime.api.routes import Response

CAP = 8
BIG = 8 * 1024 * 1024  # over what loopback's kernel buffers take of an unread answer (about 4 MB)


class SlowReaders:
    """``count`` clients that each ask for ``target`` and read the answer at ``rate`` bytes a second; a client
    whose connection ends opens a new one ``pause`` seconds later (as the 503's Retry-After asks) and asks
    again, so the attack lasts until :meth:`stop`."""

    def __init__(self, port: int, target: str, count: int, rate: int, pause: float = 1.0) -> None:
        self.port, self.request, self.rate = port, f"GET {target} HTTP/1.0\r\n\r\n".encode(), rate
        self.pause = pause
        self.quit = threading.Event()
        self.connections = 0
        self.threads = [threading.Thread(target=self._run, daemon=True) for _ in range(count)]
        for thread in self.threads:
            thread.start()

    def _run(self) -> None:
        while not self.quit.is_set():
            with socket.create_connection(("127.0.0.1", self.port), timeout=30) as sock:
                self.connections += 1
                sock.sendall(self.request)
                self._read(sock)
            self.quit.wait(self.pause)

    def _read(self, sock: socket.socket) -> None:
        """A tenth of ``rate`` every tenth of a second, until the server ends the answer or the test ends."""
        while not self.quit.wait(0.1):
            want = self.rate // 10
            try:
                while want > 0:
                    chunk = sock.recv(want)
                    if not chunk:
                        return
                    want -= len(chunk)
            except OSError:
                return

    def stop(self) -> None:
        self.quit.set()
        for thread in self.threads:
            thread.join(10)


def _front(tmp_path: Path, cap: int = CAP) -> tuple[front.Served, int]:
    """The real front with a viewer folder holding ``big.wasm`` and an API whose ``/api/big`` answers ``BIG`` bytes."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "big.wasm").write_bytes(b"\0" * BIG)
    big = b"x" * BIG

    def dispatch(method, path, body, ok, accept_encoding):
        return Response(200, big) if path == "/api/big" else Response(200, b'{"ok":true}')

    stop = threading.Event()
    served = front.Front(front.bind(0, cap), "t", site, 3600, stop, front.Deadlines(10, stop))
    served = served.open(dispatch, "test", [stop.set])
    return served, int(served.url.rsplit(":", 1)[1])


def _answered(port: int, requests: int, seconds: float) -> list[float]:
    """Send ``requests`` small requests one after another, each retried on a 503 as its Retry-After asks
    (every half second here), all within ``seconds``: the seconds each took to be answered 200."""
    from support.loopback import raw_exchange

    took, end = [], time.monotonic() + seconds
    while len(took) < requests and time.monotonic() < end:
        start = time.monotonic()
        while time.monotonic() < end:
            if raw_exchange(port, b"GET /api/small HTTP/1.0\r\n\r\n", wait=5)[0] == 200:
                took.append(time.monotonic() - start)
                break
            time.sleep(0.5)
    return took


@pytest.mark.parametrize("target", ["/big.wasm", "/api/big"])
def test_slow_readers_holding_every_slot_do_not_keep_real_requests_out(tmp_path, target):
    """Clients that ask for a large answer and read it at 100 KB/s, reconnecting whenever they are cut off, hold
    every slot (cap 8 here, 512 in use). Measured with 8 such readers and 5 real requests retried on the 503 for
    10 s. A viewer file (``/big.wasm``), the defect: before, 0 of 5 were answered, since a write was timed piece by
    piece, 5 s for each 256 KB, so a reader at 51 KB/s or more held its slot for the whole file (with 32 readers at
    120 KB/s of a 16 MB file, 32 of 32 slots were still held after 78 s, 9.1 MB read, and 0 of 5 real requests
    answered in 75 s); after, 5 of 5, the first after about 1.5 s (the readers fall 1 s behind the pace of 512 KB/s
    an answer is held to, and the one furthest behind gives its slot up) and the rest at once. An 8 MB API reply
    (``/api/big``, a long replay) passed before too, more slowly: its one write was timed out at 5 s, so the first
    real request was answered after about 5 s; after, as for the file."""
    served, port = _front(tmp_path)
    readers = SlowReaders(port, target, CAP, 100_000)
    try:
        time.sleep(0.5)  # every slot is now held by a reader
        took = _answered(port, 5, 10)
    finally:
        readers.stop()
        served.stop()
    assert len(took) == 5, f"{len(took)} of 5 real requests answered in 10 s against {CAP} slow readers of {target}"


def test_a_slow_reader_below_the_cap_is_cut_off_once_it_falls_behind_the_pace(tmp_path, monkeypatch):
    """A reader of an 8 MB viewer file at 100 KB/s, alone: before, it held its slot and thread for the whole file
    (about 80 s), since each 256 KB piece reached it within the 5 s a write may take; still answered after 10 s
    here. Now it is cut off once it is ``REPLY_GRACE_S`` behind the pace of 512 KB/s: at 120 KB/s, 14 s with the
    grace of 10 s, and about 2 s here with the grace set to 1 s. A client reading at loopback speed is never
    behind (a 40 MB file in 0.04 s, as before)."""
    monkeypatch.setattr(front, "REPLY_GRACE_S", 1.0, raising=False)
    served, port = _front(tmp_path)
    readers = SlowReaders(port, "/big.wasm", 1, 100_000)
    try:
        end = time.monotonic() + 10
        while readers.connections < 2 and time.monotonic() < end:  # cut off: the reader has reconnected
            time.sleep(0.1)
        first = readers.connections
    finally:
        readers.stop()
        served.stop()
    assert first >= 2, "a reader at 100 KB/s of an 8 MB file was still being answered after 10 s"


def test_a_whole_answer_still_reaches_a_client_that_reads_it(tmp_path):
    """The paced writer sends every byte, for a viewer file and an API reply alike, and gives its slot back."""
    from support.loopback import raw_exchange

    served, port = _front(tmp_path, cap=2)
    try:
        for target in (b"/big.wasm", b"/api/big", b"/api/big", b"/big.wasm"):
            status, _, body = raw_exchange(port, b"GET " + target + b" HTTP/1.0\r\n\r\n", wait=20)
            assert (status, len(body)) == (200, BIG), target
    finally:
        served.stop()


def _read_after_a_pause(port: int, path: str) -> int:
    """Bytes a client gets of ``path``'s answer when it reads nothing for 3 s (the server gives up), then all it can."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(f"GET {path} HTTP/1.0\r\n\r\n".encode())
        time.sleep(3)
        sock.settimeout(5)
        received = 0
        try:
            while chunk := sock.recv(1 << 20):
                received += len(chunk)
        except (ConnectionResetError, TimeoutError):
            pass
    return received


def test_past_the_cap_the_answer_furthest_behind_gives_way_and_one_keeping_pace_does_not():
    """Pins the eviction's choice: no connection cut while every answer is less than ``EVICT_LAG_S`` behind, then
    the one furthest behind, once each, and never one ahead of its pace."""
    stop = threading.Event()
    d = front.Deadlines(3600, stop)
    pairs = [socket.socketpair() for _ in range(3)]
    now = time.monotonic()
    try:
        for (ours, theirs), sent in zip(pairs, (0, 0, front.REPLY_RATE * 3)):
            theirs.settimeout(5)
            d.writing(ours, types.SimpleNamespace(lag=lambda t, sent=sent: t - now - sent / front.REPLY_RATE))
        assert d.cut_laggard() is False  # not yet behind
        now -= 2  # two seconds later: the first two are 2 s behind, the third 1 s ahead
        assert d.cut_laggard() is True and d.cut_laggard() is True and d.cut_laggard() is False
        assert [p[0] in d.writers for p in pairs] == [False, False, True]
        assert pairs[0][1].recv(1) == b"" and pairs[1][1].recv(1) == b""  # hung up on
    finally:
        stop.set()
        for ours, theirs in pairs:
            ours.close()
            theirs.close()


def test_an_answer_its_client_never_reads_is_not_kept_in_the_kernel_after_the_server_gives_up(tmp_path, monkeypatch):
    """A client asks for an 8 MB answer and reads nothing. Before: on loopback the server's send buffer grew to about
    4 MB, which such a client took at once (32 of them: 122 MB of kernel memory), and once the write timed out the
    closed socket lived on as an orphan still holding it (32 orphans, 122 MB, until the clients closed): 3.9 MB of
    the answer still reached this client after the server had given up. Now the send buffer is fixed at 128 KB
    (32 clients: 8 MB) and a write that times out resets the connection (0 orphans, 0 MB held after): the client
    gets what its own buffer held, 125 KB here, then the reset. The write's timeout is set to 1 s here (5 s in
    use)."""
    monkeypatch.setattr(front.RequestHandler, "timeout", 1.0)
    served, port = _front(tmp_path)
    try:
        received = _read_after_a_pause(port, "/api/big")  # by then the server's write has timed out
    finally:
        served.stop()
    assert received < 1 << 20, f"{received} bytes of an answer the server gave up on were still held for its client"


@pytest.mark.skipif(sys.platform != "linux", reason="only Linux tells the bytes a peer has not acknowledged")
def test_an_answer_that_fits_the_buffers_and_is_never_read_leaves_no_orphan_holding_it(monkeypatch):
    """A client asks for a 300 KB answer (it fits the kernel's buffers, so every write returns at once) and reads
    nothing, keeping its end open. Before: the server closed at once with the answer still queued, and the closed
    socket lived on in the kernel holding it for as long as the client kept its end open (100 such clients: 100
    orphaned sockets, 28 MB, still there after 30 s; 3 MB answers before the send buffer was bounded: 292 MB), and
    the whole 300 KB still reached this client after 3 s. Now the server waits, held to the pace, until the client
    has taken every byte and resets the connection once it has taken none for the write's timeout (0 orphans): the
    client gets what its own buffer held, 125 KB here, then the reset. The write's timeout is 1 s here (5 s in use)."""
    monkeypatch.setattr(front.RequestHandler, "timeout", 1.0)
    stop = threading.Event()
    answer = b"y" * 300_000
    served = front.Front(front.bind(0, CAP), "t", None, 3600, stop, front.Deadlines(10, stop))
    served = served.open(lambda *request: Response(200, answer), "test", [stop.set])
    try:
        received = _read_after_a_pause(int(served.url.rsplit(":", 1)[1]), "/api/answer")
    finally:
        served.stop()
    assert received < 300_000, f"all {received} bytes were kept for a client that read nothing for 3 s"
