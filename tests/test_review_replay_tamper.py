"""Edits a second review of replays and results tried, and what verify must say about them.

The line-for-line re-run refuses every edit of a recomputed value; what is checked here is that the
verdict's one line says what differs (a results value past the twelfth decimal is a value, not a
spelling), where (a header the engine cannot run names line 1 and its field) and which edits only
the manifest can catch (the inputs, among them the deadline that ended an episode).
"""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
from support.replays import cut_by_a_deadline

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import entry, manifest_bytes, read_manifest
from cosino.arena.replay import ReplayError, verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.seats.house import decision_rng, make_seat
from cosino_runtime.cli import main


def _play(variant: str = "leduc", seats: int = 2, hands: int = 4, seed: int = 5) -> Episode:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep


@pytest.mark.parametrize("field", ["scores", "exploitability"])
def test_a_results_value_past_the_twelfth_decimal_is_named_as_a_value(field):
    records = _play().records
    replay, results = jsonl_bytes(records), results_bytes(records)
    # The field's first number, plus 4e-13: a value the canonical writer would round back to it.
    start = results.index(f'"{field}":['.encode()) + len(field) + 4
    end = results.index(b",", start)
    edited = results[:start] + _past_twelfth(results[start:end]) + results[end:]
    assert edited != results
    verdict = verify(replay, edited, results_name="r.json")
    assert not verdict.ok
    assert verdict.message.startswith(f"r.json: field '{field}[0]': expected "), verdict.message


def _past_twelfth(number: bytes) -> bytes:
    """``number`` (a decimal the writer rounded to at most 12 places) plus 4e-13: the writer rounds it back."""
    whole, _, frac = number.decode().partition(".")
    return f"{whole}.{frac.ljust(12, '0')}4".encode()


def test_a_results_value_spelled_with_a_trailing_zero_is_still_a_spelling():
    records = _play().records
    replay, results = jsonl_bytes(records), results_bytes(records)
    start = results.index(b'"scores":[') + len(b'"scores":[')
    end = results.index(b",", start)
    edited = results[:end] + b"0" + results[end:]  # 0.52 -> 0.520: the same value
    verdict = verify(replay, edited, results_name="r.json")
    assert not verdict.ok and "the values are the recomputed ones" in verdict.message


def _header_edit(replay: bytes, key: str, value: object) -> bytes:
    head, rest = replay.split(b"\n", 1)
    record = json.loads(head)
    record[key] = value
    return dumps(record).encode() + b"\n" + rest


@pytest.mark.parametrize(
    ("key", "value"),
    [("seats", [{"agent": "random", "alias": "Sprocket", "slot": 0}]), ("hands", 0), ("seed", -1)],
)
def test_a_header_the_engine_cannot_play_is_refused_as_line_one_and_its_field(tmp_path, capsys, key, value):
    edited = _header_edit(jsonl_bytes(_play().records), key, value)
    with pytest.raises(ReplayError, match=rf"^r: line 1: field '{key}': "):
        verify(edited, name="r")
    path = tmp_path / "r.jsonl"
    path.write_bytes(edited)
    assert main(["verify", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and f"r.jsonl: line 1: field '{key}': " in err


def test_a_deadline_written_into_a_replay_re_derives_and_only_the_manifest_refuses_it():
    """The deadline guard is wall-clock, so its line is an input: a replay cut at a decision of the
    editor's choosing, the hand in progress refunded, verifies alone with its own results."""
    records = _play(hands=6).records
    replay, results = jsonl_bytes(records), results_bytes(records)
    manifest = read_manifest(manifest_bytes([entry("leduc-5-x", replay, results, "leduc")]))
    middle = sum(1 for r in records if r["type"] == "action") // 2
    cut = cut_by_a_deadline(records, middle)
    assert cut[-1] == {"reason": "deadline", "type": "end"}
    edited = jsonl_bytes(cut)
    alone = verify(edited)
    assert alone.ok and alone.results != results
    assert not verify(edited, results).ok  # the results name their replay's SHA-256
    published = verify(edited, manifest=manifest)
    assert not published.ok and published.kind == "unpublished"


def test_the_hand_count_of_an_episode_ended_by_its_budget_is_an_input():
    ep = Episode(EpisodeConfig("leduc", ("random",) * 2, hands=50, seed=3, budget=12))
    while (p := ep.pending()) is not None:
        ep.decide(make_seat("random", "leduc", decision_rng(3, p[0], ep.decisions)).act(p[1]))
    assert ep.reason == "budget"
    edited = _header_edit(jsonl_bytes(ep.records), "hands", 51)
    assert verify(edited).ok  # the budget ended it before either count of hands was reached


def _one_answer_server(payload: bytes) -> str:
    """The URL of a server that answers one request with ``payload`` and closes."""
    server = socket.create_server(("127.0.0.1", 0))

    def answer() -> None:
        with server:
            conn, _ = server.accept()
            with conn:
                conn.recv(65536)
                conn.sendall(payload)

    threading.Thread(target=answer, daemon=True).start()
    return f"http://127.0.0.1:{server.getsockname()[1]}/manifest.json"


@pytest.mark.parametrize(
    "source",
    [
        "http://[::1",  # urlsplit: Invalid IPv6 URL
        "http://exa mple.com/manifest.json",  # http.client: a control character in the host
        lambda: _one_answer_server(b"HTTP/1.1 abc\r\n\r\n"),  # BadStatusLine
        lambda: _one_answer_server(b"garbage\r\n\r\n"),  # BadStatusLine
        lambda: _one_answer_server(b"HTTP/1.1 200 OK\r\nX: " + b"a" * 70000 + b"\r\n\r\n"),  # LineTooLong
        lambda: _one_answer_server(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"),  # IncompleteRead
    ],
    ids=["ipv6", "space", "status", "http09", "long-header", "bad-chunk"],
)
def test_a_manifest_address_or_server_that_fails_is_one_line_and_exit_2(tmp_path, capsys, source):
    url = source() if callable(source) else source
    path = tmp_path / "r.jsonl"
    path.write_bytes(jsonl_bytes(_play().records))
    assert main(["verify", str(path), "--manifest", url]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert err.startswith(f"cosino: --manifest {url}: cannot fetch the manifest ("), err


@pytest.mark.parametrize(
    "target", ["ftp://127.0.0.1:{port}/manifest.json", "FTP://127.0.0.1:{port}/m"], ids=["ftp", "FTP"]
)
def test_a_manifest_url_redirecting_off_http_is_not_followed(tmp_path, capsys, target):
    """urllib follows a redirect to ftp:// on its own: a server could aim the fetch at any FTP host and
    port of the caller's network. Only http(s) targets are followed; nothing connects to the FTP port."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.5)
    location = target.format(port=listener.getsockname()[1]).encode()
    url = _one_answer_server(b"HTTP/1.1 302 Found\r\nLocation: " + location + b"\r\nContent-Length: 0\r\n\r\n")
    path = tmp_path / "r.jsonl"
    path.write_bytes(jsonl_bytes(_play().records))
    assert main(["verify", str(path), "--manifest", url]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "only http(s) is followed" in err, err
    with listener, pytest.raises(TimeoutError):
        listener.accept()  # nobody was sent to the FTP port


@pytest.mark.parametrize(
    ("head", "drop"),
    [
        (b"HTTP/1.1 200 OK\r\nContent-Length: 40\r\n\r\n", b" "),  # the body, a byte at a time
        (b"HTTP/1.1 200 OK\r\n", b"X: a\r\n"),  # the headers, a line at a time
    ],
    ids=["body", "headers"],
)
def test_a_manifest_server_that_drips_is_given_up_within_the_fetch_timeout(tmp_path, capsys, monkeypatch, head, drop):
    """The socket timeout bounds each read; a server sending something every quarter second never trips
    it, so without a bound on the whole fetch it would hold `cosino verify` as long as it liked."""
    from cosino_runtime.commands import verify as command

    monkeypatch.setattr(command, "FETCH_TIMEOUT", 1.0)
    server = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def drip() -> None:
        with server:
            conn, _ = server.accept()
            with conn:
                conn.recv(65536)
                conn.sendall(head)
                for _ in range(40):
                    if stop.wait(0.25):
                        return
                    conn.sendall(drop)

    threading.Thread(target=drip, daemon=True).start()
    url = f"http://127.0.0.1:{server.getsockname()[1]}/manifest.json"
    path = tmp_path / "r.jsonl"
    path.write_bytes(jsonl_bytes(_play().records))
    started = time.monotonic()
    try:
        assert main(["verify", str(path), "--manifest", url]) == 2
    finally:
        stop.set()
    assert time.monotonic() - started < 4.0
    assert f"{url}: cannot fetch the manifest (not received within 1 s)" in capsys.readouterr().err
