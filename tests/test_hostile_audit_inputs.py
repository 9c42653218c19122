"""The audit of what a file or a request can send into Cosino, for the cases the other hostile
tests leave open: a FIFO or a device where a file belongs, a replay line nested past the parser,
results numbers that would expand without end, edited replays fed to ``cosino power``, and over
HTTP odd framing (Content-Length forms, Transfer-Encoding), NUL and over-long paths, duplicate
keys and methods the server does not know. Each must end in one line (CLI exit 2, API 4xx)."""

from __future__ import annotations

import json
import os
import socket
import struct
import time
from pathlib import Path

import pytest
from support import loopback
from support.queues import NoQueue
from test_hostile_readers import one_line_error, run_cli

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import ReplayError, read_replay, verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import loads
from cosino.seats.house import decision_rng, make_seat
from cosino_runtime.api.routes import STATUSES


def played(variant: str = "kuhn", agents: tuple[str, ...] = ("house", "random"), hands: int = 2, seed: int = 7):
    """(replay bytes, results bytes) of one episode played in-process."""
    ep = Episode(EpisodeConfig(variant, agents, hands, seed))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(agents[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records), results_bytes(ep.records, ep.diagnostics)


@pytest.fixture
def episode(tmp_path) -> tuple[Path, Path]:
    replay, results = played()
    paths = tmp_path / "e.replay.jsonl", tmp_path / "e.results.json"
    paths[0].write_bytes(replay)
    paths[1].write_bytes(results)
    return paths


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


# -- a FIFO, a device, a folder where a file belongs: refused before any read ------------------------


@pytest.mark.parametrize("where", ["replay", "results", "manifest"])
@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_verify_refuses_a_fifo_or_a_device_at_once(episode, fifo, where, kind):
    # Opening a FIFO with no writer blocks forever, and /dev/zero never ends: both used to hang.
    bad = str(fifo) if kind == "fifo" else kind
    argv = {
        "replay": [bad],
        "results": [str(episode[0]), bad],
        "manifest": [str(episode[0]), "--manifest", bad],
    }[where]
    done = run_cli("verify", *argv, timeout=30)
    one_line_error(done.returncode, done.stdout, done.stderr, bad, "cannot read (not a regular file)")


FIFO_READERS = [
    ("phh", "replay", "F"),
    ("review", "F", "--seat", "p1", "--rollouts", "0"),
    ("power", "F"),
    ("advise", "F", "--rollouts", "0"),
    ("exploitability", "--game", "kuhn", "F"),
    ("exploitability", "--openspiel", "kuhn_poker", "F"),
]


@pytest.mark.parametrize("argv", FIFO_READERS, ids=lambda argv: "-".join(a for a in argv if a.isalpha()))
def test_other_readers_refuse_a_fifo_at_once(fifo, argv):
    done = run_cli(*[str(fifo) if a == "F" else a for a in argv], timeout=30)
    one_line_error(done.returncode, done.stdout, done.stderr, str(fifo), "not a regular file")


def test_power_refuses_a_device(cosino_cli):
    code, out, err = cosino_cli("power", "/dev/zero")
    one_line_error(code, out, err, "/dev/zero: cannot read (not a regular file)")


def test_verify_results_and_manifest_folders_are_one_line(cosino_cli, episode, tmp_path):
    code, out, err = cosino_cli("verify", str(episode[0]), str(tmp_path))
    one_line_error(code, out, err, f"{tmp_path}: cannot read (Is a directory)")
    code, out, err = cosino_cli("verify", str(episode[0]), "--manifest", str(tmp_path))
    one_line_error(code, out, err, f"{tmp_path}: cannot read (Is a directory)")


def test_a_symlink_loop_is_one_line_and_a_folder_holding_itself_ends(cosino_cli, episode, tmp_path):
    loop = tmp_path / "loop.replay.jsonl"
    loop.symlink_to(loop)
    code, out, err = cosino_cli("verify", str(loop))
    one_line_error(code, out, err, str(loop), "Too many levels of symbolic links")
    (tmp_path / "up").symlink_to(tmp_path)  # the folder search must not walk round this forever
    done = run_cli("power", str(tmp_path), "--bootstrap", "10", timeout=60)
    one_line_error(done.returncode, done.stdout, done.stderr, str(loop), "Too many levels")
    loop.unlink()
    done = run_cli("power", str(tmp_path), "--bootstrap", "10", timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("replays: 1 episode,"), done


# -- replay lines and results numbers past what the parsers survive ----------------------------------


@pytest.mark.parametrize("depth", [995, 60_000])
def test_a_replay_line_nested_past_the_parser_names_the_line(episode, depth):
    # 60,000 levels break the parser; 995 pass it and break the canonical re-writer instead.
    header = episode[0].read_bytes().split(b"\n")[0]
    data = header + b'\n{"type":"x","y":' + b"[" * depth + b"]" * depth + b"}\n"
    with pytest.raises(ReplayError, match=r"^r\.jsonl: line 2: nested too deeply$"):
        read_replay(data, "r.jsonl")


@pytest.mark.parametrize(
    "claimed, words",
    [
        (b'{"net":1e999999999}', "number '1e999999999' is out of range"),
        (b'{"net":' + b"9" * 100_000 + b"}", "integer of 100000 digits is out of range"),
        (b"[" * 60_000 + b"]" * 60_000, "nesting deeper than 64 levels"),
        (b'{"net":NaN}', "NaN is not a number JSON allows"),
        (b'{"agents":["\\ud800"]}', "lone surrogate"),
    ],
    ids=["exponent", "100k-digits", "nesting", "nan", "surrogate"],
)
def test_hostile_results_are_a_quick_mismatch(episode, claimed, words):
    # Fraction('1e999999999') expands a billion digits: the claimed results used to hang verify.
    verdict = verify(episode[0].read_bytes(), claimed, results_name="r.json")
    assert not verdict.ok and verdict.message.startswith("r.json: line 1") and words in verdict.message


def test_results_that_differ_still_name_the_field(episode):
    claimed = loads(episode[1].read_bytes())
    claimed["net"][0] += 1
    verdict = verify(episode[0].read_bytes(), dumps(claimed).encode())
    assert not verdict.ok and verdict.message.startswith("results: field 'net[0]': expected ")


def test_every_one_byte_edit_fails_verification(episode):
    replay, results = episode[0].read_bytes(), episode[1].read_bytes()
    assert verify(replay, results).ok
    for i in range(len(replay)):
        edited = bytearray(replay)
        edited[i] ^= 1
        try:
            verdict = verify(bytes(edited), results)
        except CosinoError:
            continue
        assert not verdict.ok, (i, replay[max(0, i - 30) : i + 30])


def test_crlf_and_empty_replays_are_one_line(cosino_cli, episode, tmp_path):
    crlf = tmp_path / "crlf.replay.jsonl"
    crlf.write_bytes(episode[0].read_bytes().replace(b"\n", b"\r\n"))
    code, out, err = cosino_cli("verify", str(crlf))
    one_line_error(code, out, err, f"{crlf}: line 1: not canonical JSON")
    empty = tmp_path / "empty.replay.jsonl"
    empty.write_bytes(b"")
    code, out, err = cosino_cli("verify", str(empty))
    one_line_error(code, out, err, f"{empty}: empty file")


# -- cosino power: what it reads must be what was played ---------------------------------------------


def edited_records(replay: bytes, kind: str, field: str, value=None) -> bytes:
    records = [json.loads(line) for line in replay.splitlines()]
    target = next(r for r in records if r["type"] == kind)
    if value is None:
        del target[field]
    else:
        target[field] = value
    return jsonl_bytes(records)


@pytest.mark.parametrize(
    "kind, field, value",
    [("action", "pos", None), ("deal", "cards", None), ("hand", "slots", []), ("episode", "config", [])],
)
def test_power_refuses_an_edited_replay_naming_the_line(cosino_cli, tmp_path, kind, field, value):
    # Each of these edits used to end in a KeyError, IndexError or AttributeError traceback.
    replay, _ = played("holdem-hu", hands=2)
    path = tmp_path / "x.replay.jsonl"
    path.write_bytes(edited_records(replay, kind, field, value))
    code, out, err = cosino_cli("power", str(path), "--bootstrap", "10")
    one_line_error(code, out, err, str(path))
    assert "line " in err or "engine refused" in err, err


RESULTS_CASES = {
    "list": (b"[1, 2]", "not a results file"),
    "no-agents": (b'{"variant": "kuhn"}', "field 'agents'"),
    "short-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1]}', "field 'net'"),
    "text-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": ["1", 2]}', "field 'net'"),
    "bool-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [true, 2]}', "field 'net'"),
    "luck": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "luckAdjusted": 3}', "'luckAdjusted'"),
    "luck-net": (
        b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "luckAdjusted": {"net": [0]}}',
        "field 'luckAdjusted.net'",
    ),
    "hands": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "scoredHands": -2}', "'scoredHands'"),
    "exponent": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1e999999999, 1]}', "out of range"),
    "nesting": (b"[" * 60_000 + b"]" * 60_000, "nesting deeper"),
}


@pytest.mark.parametrize("case", sorted(RESULTS_CASES))
def test_power_refuses_hostile_results_naming_the_field(cosino_cli, tmp_path, case):
    text, needle = RESULTS_CASES[case]
    path = tmp_path / "x.results.json"
    path.write_bytes(text)
    code, out, err = cosino_cli("power", str(path), "--bootstrap", "10")
    one_line_error(code, out, err, str(path), needle)


def test_power_reads_real_results_alone(cosino_cli, tmp_path):
    for seed in range(2):
        (tmp_path / f"e{seed}.results.json").write_bytes(played("holdem-hu", seed=seed)[1])
    code, out, err = cosino_cli("power", str(tmp_path), "--bootstrap", "10")
    assert code == 0 and out.startswith("results: 2 episodes, bootstrap 10"), (out, err)


@pytest.mark.parametrize("value", ["0", "-5", "1000001"])
def test_power_bootstrap_out_of_range_is_one_line(cosino_cli, episode, value):
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", value)
    one_line_error(code, out, err, "--bootstrap", value)


def test_power_json_into_a_folder_is_refused_before_any_output(cosino_cli, episode, tmp_path):
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", "10", "--json", str(tmp_path))
    one_line_error(code, out, err, f"--json {tmp_path}", "is a folder")
    out_file = tmp_path / "report.json"
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", "10", "--json", str(out_file))
    assert code == 0 and json.loads(out_file.read_bytes())["replays"]["episodes"] == 1
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")] == []


# -- over HTTP: framing, paths, methods and keys -----------------------------------------------------


@pytest.fixture
def server(tmp_path):
    """``cosino serve`` on a viewer folder of one page, with a secret file beside (not inside) it."""
    from cosino_runtime.api import server as serve

    viewer = tmp_path / "viewer"
    viewer.mkdir()
    (viewer / "index.html").write_text("<p>viewer</p>")
    (tmp_path / "secret.txt").write_text("not for the web")
    s = serve.start(tmp_path / "data", port=0, viewer=viewer, tick_seconds=3600, request_deadline=1.5)
    yield s
    s.stop()


def exchange(served, data: bytes, wait: float = 10) -> tuple[int, bytes]:
    """Send raw bytes, read the whole answer: (status, body); status 0 when no answer came."""
    status, _, body = loopback.raw_exchange(int(served.url.rsplit(":", 1)[1]), data, wait)
    return status, body


def post_raw(served, headers: bytes, body: bytes = b"") -> tuple[int, bytes]:
    auth = f"Authorization: Bearer {served.token}\r\n".encode()
    return exchange(served, b"POST /api/episodes HTTP/1.1\r\nHost: x\r\n" + auth + headers + b"\r\n" + body)


def created(served) -> list:
    listing = [exchange(served, f"GET /api/episodes?status={s} HTTP/1.1\r\n\r\n".encode()) for s in STATUSES]
    return [e for _, body in listing for e in json.loads(body)["episodes"]]


GOOD_BODY = json.dumps({"variant": "kuhn", "seats": ["house", "random"], "hands": 1, "seed": 5}).encode()
N = str(len(GOOD_BODY)).encode()
FRAMING = {
    # Each would frame the body differently for a proxy in front and for us: refused, nothing created.
    "two-lengths": (b"Content-Length: 5\r\nContent-Length: " + N + b"\r\n", 400, "given twice"),
    "length-and-chunked": (b"Transfer-Encoding: chunked\r\nContent-Length: " + N + b"\r\n", 411, "Transfer-Encoding"),
    "plus-sign": (b"Content-Length: +" + N + b"\r\n", 400, "not a number"),
    "underscore": (b"Content-Length: " + N[:1] + b"_" + N[1:] + b"\r\n", 400, "not a number"),
    "5000-digits": (b"Content-Length: " + b"9" * 5000 + b"\r\n", 413, "5000-digit"),
    "negative": (b"Content-Length: -1\r\n", 400, "negative"),
}


@pytest.mark.parametrize("case", sorted(FRAMING))
def test_ambiguous_framing_is_refused_and_creates_nothing(server, case):
    headers, status, words = FRAMING[case]
    got, body = post_raw(server, headers, GOOD_BODY)
    assert got == status and words in json.loads(body)["error"], (got, body)
    assert created(server) == []


def test_the_same_length_twice_is_one_length(server):
    got, body = post_raw(server, b"Content-Length: " + N + b"\r\nContent-Length: " + N + b"\r\n", GOOD_BODY)
    assert got == 201, body


@pytest.mark.parametrize(
    "path",
    [
        b"/in\x00dex.html",
        b"/index%00.html",
        b"/" + b"a" * 60_000,
        b"/" + b"a" * 8_000,
        b"/a/" * 2_000,
        b"/../secret.txt",
        b"/%2e%2e/secret.txt",
        b"/..%2fsecret.txt",
    ],
    ids=["nul", "pct-nul", "60k-segment", "8k-segment", "deep", "dotdot", "pct-dotdot", "pct-slash"],
)
def test_hostile_viewer_paths_are_not_found_and_the_server_goes_on(server, path):
    # A NUL byte and an over-long name used to raise inside the handler: the client got no answer.
    status, body = exchange(server, b"GET " + path + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 404 and b"not for the web" not in body, (status, body[:80])
    assert exchange(server, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n") == (200, b"<p>viewer</p>")


@pytest.mark.parametrize("method", [b"OPTIONS", b"TRACE", b"CONNECT", b"BREW"])
def test_unknown_methods_are_405_not_501(server, method):
    for path in (b"/api/episodes", b"/"):
        status, body = exchange(server, method + b" " + path + b" HTTP/1.1\r\nHost: x\r\n\r\n")
        assert status == 405 and method.decode() in json.loads(body)["error"], (status, body)


def test_duplicate_keys_in_a_create_are_refused(server):
    body = b'{"variant": "kuhn", "variant": "leduc", "seats": ["house", "random"], "hands": 1}'
    status, answer = post_raw(server, f"Content-Length: {len(body)}\r\n".encode(), body)
    assert status == 400 and "key 'variant' appears twice" in json.loads(answer)["error"], answer
    assert created(server) == []


def test_a_status_given_twice_is_refused(server):
    status, body = exchange(server, b"GET /api/episodes?status=final&status=running HTTP/1.1\r\n\r\n")
    assert status == 400 and "'status'" in json.loads(body)["error"]


def test_a_dripped_body_is_cut_off_and_drippers_wedge_no_one(server):
    port = int(server.url.rsplit(":", 1)[1])
    drippers = []
    for _ in range(40):  # each holds a connection sending one byte a second
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(b"POST /api/episodes HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
        drippers.append(sock)
    t0 = time.monotonic()
    assert exchange(server, b"GET /api/episodes HTTP/1.1\r\n\r\n")[0] == 200
    assert time.monotonic() - t0 < 1.0
    while time.monotonic() - t0 < 3.5:
        time.sleep(0.5)
        for sock in drippers:
            try:
                sock.sendall(b" ")
            except OSError:  # cut off already
                pass
    closed = 0
    for sock in drippers:
        sock.settimeout(2)
        try:
            closed += sock.recv(1) == b""
        except OSError:
            closed += 1
        sock.close()
    assert closed == len(drippers)  # every one cut off at the request deadline (1.5 s) plus the reaper's tick


# -- seat names: line separators, bidi and zero-width characters ----------------------------------


@pytest.mark.parametrize("char", ["\u2028", "\u2029", "\u202e", "\u200b", "\u0085", "\ufeff"])
@pytest.mark.parametrize("seat", ["house{c}", "remote:http://127.0.0.1:9/{c}", "fake:x{c}"])
def test_invisible_and_line_breaking_characters_in_seat_names_are_refused(char, seat):
    from cosino_runtime.api.routes import Api

    body = json.dumps({"variant": "kuhn", "seats": ["house", seat.format(c=char)]}).encode()
    response = Api(None, None).handle("POST", "/api/episodes", body, True)
    error = response.json()["error"]
    assert response.status == 400 and error.startswith("field 'seats'") and char not in error, error


# -- hidden cards: the routes the hidden-card test does not walk ------------------------------------


def test_a_running_episode_shows_no_private_card_on_any_path_spelling(tmp_path):
    from test_hostile_api_hidden import CARD, drive, live_private

    from cosino_runtime.api.routes import Api
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "data")
    try:
        episode = drive(store, "hearts", 4, 14)
        secret = live_private(store.events(episode))
        api = Api(store, None)
        paths = [
            f"/api/episodes/{episode}/events/",
            f"//api//episodes//{episode}//events",
            f"/episodes/{episode}/events?view=full",
            f"/api/episodes/{episode}?events=full",
            "/api/episodes?status=running",
            f"/api/episodes/{episode}/replay",
            f"/api/blobs/replays/{episode}.jsonl",
        ]
        for path in paths:
            for method in ("GET", "HEAD"):
                response = api.handle(method, path, None, False)
                assert response.status in (200, 400, 404, 409), (path, response.status)
                assert not set(CARD.findall(response.body.decode())) & secret, path
    finally:
        store.close()


# -- PHH: names that are printed, sections that are labels ------------------------------------------

PHH_HEAD = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
PHH_ACTIONS = "actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cbr 6', 'p1 f']\n"


@pytest.mark.parametrize("name", ["\x1b[31mred", "a\x00b", "a\u2028b", "a\u202eb", "a\u200bb", "a\x0cb"])
def test_phh_player_names_that_would_drive_the_terminal_are_refused(cosino_cli, tmp_path, name):
    # The text report prints the names: an escape sequence or a bidi override would reach the terminal.
    path = tmp_path / "h.phh"
    path.write_text(PHH_HEAD + f"players = ['{name}', 'b']\n" + PHH_ACTIONS, encoding="utf-8")
    code, out, err = cosino_cli("phh", "replay", str(path))
    one_line_error(code, out, err, f"{path}: hand: field 'players'", "unprintable")


def test_phh_section_given_twice_is_refused(cosino_cli, tmp_path):
    path = tmp_path / "h.phhs"
    path.write_text("[1]\n" + PHH_HEAD + PHH_ACTIONS + "[2]\n" + PHH_HEAD + PHH_ACTIONS + "[1]\n" + PHH_HEAD)
    code, out, err = cosino_cli("phh", "replay", str(path))
    one_line_error(code, out, err, f"{path}:15: section [1] given twice (first on line 1)")


def test_phh_crlf_reads_as_lf(cosino_cli, tmp_path):
    lf, crlf = tmp_path / "lf.phh", tmp_path / "crlf.phh"
    lf.write_bytes((PHH_HEAD + PHH_ACTIONS).encode())
    crlf.write_bytes((PHH_HEAD + PHH_ACTIONS).replace("\n", "\r\n").encode())
    assert cosino_cli("phh", "replay", str(lf), "--json")[:2] == cosino_cli("phh", "replay", str(crlf), "--json")[:2]


# -- cosino league table: a league.json read back ----------------------------------------------------

ROW = {"agent": "x", "rank": 1, "episodes": 2, "elo": 1, "meanScore": None, "swapWithNext": None}
ROW_BT = {**ROW, "bt": {"rating": 1, "lo": 0, "hi": 2}}
TABLE_CASES = {
    "row-is-a-number": ({"table": [1]}, "table[0]: not a row"),
    "no-bt": ({"table": [ROW]}, "table[0]: not a row"),
    "no-rank": ({"table": [{**ROW_BT, "rank": "1"}]}, "table[0]: field 'rank'"),
    "exponent-text": ({"table": [{**ROW_BT, "elo": "1e999999999"}]}, "table[0]: field 'elo'"),
    "escape-in-name": ({"table": [{**ROW_BT, "agent": "\x1b[2J"}]}, "table[0]: field 'agent'"),
    "bt-bound-missing": ({"table": [{**ROW_BT, "bt": {"rating": 1}}]}, "table[0]: field 'bt'"),
    "no-swap": ({"table": [{k: v for k, v in ROW_BT.items() if k != "swapWithNext"}]}, "field 'swapWithNext'"),
    "reliability": ({"table": [ROW_BT], "reliability": {"x": {"latencyMs": {"median": "9e999"}}}}, "reliability"),
}


@pytest.mark.parametrize("case", sorted(TABLE_CASES))
def test_league_table_refuses_a_hostile_league_json(cosino_cli, tmp_path, case):
    # Each used to end in a TypeError or KeyError traceback, or (a number as text) a hang.
    table, needle = TABLE_CASES[case]
    (tmp_path / "league.json").write_text(json.dumps(table))
    code, out, err = cosino_cli("league", "table", "--out", str(tmp_path))
    one_line_error(code, out, err, f"{tmp_path / 'league.json'}:", needle)


def test_league_table_skips_a_latency_note_that_is_not_numbers(cosino_cli, tmp_path):
    (tmp_path / "league.json").write_text(json.dumps({"table": [ROW_BT]}))
    (tmp_path / "latency.json").write_text(json.dumps({"latencyMs": {"x": {"median": "1e999999999", "p95": 1}}}))
    code, out, err = cosino_cli("league", "table", "--out", str(tmp_path))
    assert code == 0 and out.splitlines()[-1].split()[:3] == ["1", "x", "1.00"], (out, err)


# -- where play writes, what a manifest may say --------------------------------------------------------


def test_play_out_with_a_name_too_long_is_one_line(cosino_cli, tmp_path):
    # exists() raises ENAMETOOLONG instead of answering False: it was a traceback.
    out = tmp_path / ("a" * 300)
    code, stdout, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,house", "--out", str(out))
    one_line_error(code, stdout, err, "--out", "cannot create the folder (File name too long)")


@pytest.mark.parametrize(
    "text, words",
    [
        (b'{"episodes": [], "format": true}', "not a manifest"),
        (b'{"episodes": [], "episodes": [], "format": 1}', "key 'episodes' appears twice"),
    ],
    ids=["format-true", "duplicate-key"],
)
def test_a_manifest_must_say_what_it_means_once(cosino_cli, episode, tmp_path, text, words):
    manifest = tmp_path / "m.json"
    manifest.write_bytes(text)
    code, out, err = cosino_cli("verify", str(episode[0]), "--manifest", str(manifest))
    one_line_error(code, out, err, str(manifest), words)


@pytest.mark.parametrize(
    "path",
    [
        "/api/blobs/public/%2e%2e/replays/x.jsonl",
        "/api/blobs/replays/%2E%2E%2Fresults",
        "/api/blobs/public/a%00b",
        "/api/blobs/public/a\x00b",
        "/api/blobs/public/" + "a" * 100_000,
        "/api/blobs/public/a\u202eb.json",
        "/api/blobs/public/\ud800",
        "/api/episodes/kuhn-1-\x00",
        "/api/episodes/" + "k" * 100_000 + "/events",
    ],
    ids=["pct-dotdot", "pct-upper", "pct-nul", "nul", "100k", "bidi", "surrogate", "id-nul", "id-100k"],
)
def test_hostile_keys_and_ids_are_400_and_name_the_field(path):
    from cosino_runtime.api.routes import Api

    response = Api(None, None).handle("GET", path, None, False)
    error = response.json()["error"]
    assert response.status == 400 and error.startswith(("blob key", "episode id")), error
    assert len(error) < 200 and "\x00" not in error and "\u202e" not in error, error


@pytest.mark.parametrize(
    "method, path",
    [
        ("GET", "/api/nowhere/" + "a" * 60_000),
        ("DELETE", "/api/episodes/" + "a" * 60_000),
        ("POST", "/api/leaderboard/" + "a" * 60_000),
        ("GET", "/api/episodes/a/" + "b" * 60_000),
    ],
    ids=["no-route", "read-only", "read-only-board", "deep-route"],
)
def test_an_error_never_echoes_a_long_path_back(method, path):
    from cosino_runtime.api.routes import Api

    response = Api(None, None).handle(method, path, None, False)
    assert response.status in (404, 405) and len(response.body) < 300, (response.status, len(response.body))


# -- a replay's bytes: each hostile value named by its line ------------------------------------------


def second_line(header: bytes, line: bytes) -> bytes:
    return header + b"\n" + line + b"\n"


REPLAY_LINES = {
    "duplicate-key": (b'{"hand":0,"hand":1,"type":"hand"}', "line 2: not canonical"),
    "lone-surrogate": (b'{"type":"\\ud800"}', "line 2: not canonical"),
    "nan": (b'{"amount":NaN,"type":"bet"}', "line 2: not valid JSON (non-integer number NaN)"),
    "infinity": (b'{"amount":-Infinity,"type":"bet"}', "line 2: not valid JSON (non-integer number -Infinity)"),
    "exponent": (b'{"amount":1e999999999,"type":"bet"}', "line 2: not valid JSON (non-integer number 1e999999999)"),
    "100k-digits": (b'{"amount":' + b"7" * 100_000 + b',"type":"bet"}', "line 2: not valid JSON (Exceeds the limit"),
    "not-utf8": (b'{"type":"\xff"}', "line 2: not valid UTF-8"),
    "float-hand": (b'{"hand":1.0,"type":"hand"}', "line 2: not valid JSON (non-integer number 1.0)"),
    "bool-hand": (b'{"hand":true,"type":"hand"}', "line 2: field 'hand': expected int, got bool"),
    "array": (b"[1,2]", "line 2: expected a JSON object"),
}


@pytest.mark.parametrize("case", sorted(REPLAY_LINES))
def test_hostile_replay_values_name_the_line(episode, case):
    line, words = REPLAY_LINES[case]
    header = episode[0].read_bytes().split(b"\n")[0]
    with pytest.raises(ReplayError) as caught:
        read_replay(second_line(header, line), "r.jsonl")
    message = str(caught.value)
    assert message.startswith("r.jsonl: ") and words in message and len(message) < 200, message


def test_a_byte_order_mark_is_named_on_line_1(episode):
    with pytest.raises(ReplayError, match=r"^r\.jsonl: line 1: not valid JSON"):
        read_replay(b"\xef\xbb\xbf" + episode[0].read_bytes(), "r.jsonl")


def test_verify_prints_an_edited_alias_without_its_control_characters(cosino_cli, episode, tmp_path):
    records = [json.loads(line) for line in episode[0].read_bytes().splitlines()]
    records[0]["seats"][0]["alias"] = "evil\u202e\u009b2J"
    edited = tmp_path / "edited.replay.jsonl"
    edited.write_bytes(jsonl_bytes(records))
    code, out, err = cosino_cli("verify", str(edited))
    assert code == 1 and "field 'seats[0].alias'" in out, (out, err)
    assert "\u202e" not in out and "\u009b" not in out and "evil\\u202e\\u009b2J" in out, out


def test_clients_that_leave_before_their_answer_leave_no_traceback(server, capsys):
    # Each used to print a BrokenPipeError or ConnectionResetError traceback on the server's stderr.
    port = int(server.url.rsplit(":", 1)[1])
    for i in range(30):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(b"GET /api/episodes HTTP/1.1\r\n" if i % 2 else b"GET / HTTP/1.1\r\n\r\n")
        if i % 3 == 0:  # a reset rather than a close
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()
    time.sleep(1.0)
    assert exchange(server, b"GET /api/episodes HTTP/1.1\r\n\r\n")[0] == 200
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("damage", ["garbage", "folder"])
def test_play_into_a_damaged_store_is_one_line(cosino_cli, tmp_path, damage):
    # sqlite3's DatabaseError / OperationalError used to reach the user as a traceback.
    store = tmp_path / "o" / ".store" / "cosino.sqlite"
    store.parent.mkdir(parents=True)
    if damage == "garbage":
        store.write_bytes(b"not a database, " * 400)
    else:
        store.mkdir()
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,house", "--out", str(tmp_path / "o"))
    one_line_error(code, out, err, f"{store}: not a usable Cosino store")


def test_a_folder_where_the_replay_goes_is_named_not_the_temporary_file(cosino_cli, tmp_path):
    argv = ("play", "--variant", "kuhn", "--seats", "house,house", "--out", str(tmp_path))
    assert cosino_cli(*argv)[0] == 0
    replay = next(tmp_path.glob("*.replay.jsonl"))
    replay.unlink()
    replay.mkdir()
    code, out, err = cosino_cli(*argv)
    one_line_error(code, out, err, f"{replay}: Is a directory")
    assert not list(tmp_path.glob(".tmp-*"))


def test_no_private_card_of_a_running_episode_follows_from_what_the_open_api_shows(tmp_path):
    # The deck follows from the seed alone, so a seat's agent reading the open API must not learn it.
    from test_hostile_api_hidden import finish, live_private

    from cosino_runtime.api.routes import Api
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "data")
    try:
        api = Api(store, NoQueue())
        body = json.dumps({"variant": "holdem-6max", "seats": ["house"] * 6, "hands": 2}).encode()
        created = api.handle("POST", "/api/episodes", body, True)
        assert created.status == 201
        episode = created.json()["episode"]
        for _ in range(3):
            assert stepper.step(store, episode, store.load(episode).version).status == "applied"
        seed = store.load(episode).config["seed"]
        assert seed > 2**32  # drawn, not the old default 0 (a 1 in 2^31 chance of a false alarm)
        secret = live_private(store.events(episode))
        shown = b"".join(
            api.handle("GET", path, None, False).body
            for path in ("/api/episodes?status=running", f"/api/episodes/{episode}", f"/api/episodes/{episode}/events")
        )
        assert str(seed).encode() not in shown + episode.encode()
        assert b'"seed"' not in shown
        # What was shown before, the old default seed 0, deals none of these cards.
        listed = api.handle("GET", "/api/episodes?status=running", None, False).json()["episodes"][0]
        assert listed["agents"] is None  # named once final: slot by slot they would unmask the aliases
        again = Episode(EpisodeConfig(listed["variant"], ("house",) * 6, listed["hands"], 0, 220))
        derived = {card for r in again.records if r["type"] == "deal" for card in r["cards"]}
        assert derived != {card for r in store.events(episode) if r["type"] == "deal" for card in r["cards"]}
        assert secret  # there were private cards to protect
        # Once final, the seed is shown with the replay, and the replay verifies from it.
        finish(store, episode)
        state = api.handle("GET", f"/api/episodes/{episode}", None, False).json()
        assert state["status"] == "final" and state["config"]["seed"] == seed
        records = api.handle("GET", f"/api/episodes/{episode}/events", None, False).json()["events"]
        assert records[0]["seed"] == seed
        assert verify(jsonl_bytes(records)).ok
        # A create that leaves the seed out twice gets two deals; one that names it gets the same episode.
        again_id = api.handle("POST", "/api/episodes", body, True).json()["episode"]
        assert again_id != episode
        chosen = json.dumps({"variant": "kuhn", "seats": ["house", "random"], "seed": 5}).encode()
        first, second = (api.handle("POST", "/api/episodes", chosen, True) for _ in range(2))
        assert (first.status, second.status) == (201, 200) and first.json()["episode"] == second.json()["episode"]
    finally:
        store.close()
