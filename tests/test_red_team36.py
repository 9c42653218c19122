"""Red team 36: the files and requests `cosino` reads, fed by someone who wants it to crash, hang,
mislead, leak or overwrite. Each command runs in its own process with a timeout, so a read that
hangs fails its test instead of wedging the suite. What held is pinned with a few cheap cases;
what broke is named in each test's docstring (input, old behaviour).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from support.cli import one_line

REPO = Path(__file__).resolve().parents[1]
TIMEOUT = 30  # seconds for one command; each takes well under one


def run_cli(*argv: str, cwd: Path = REPO) -> tuple[int, str, str]:
    """The command in its own process: a hang fails by timeout, a traceback shows on stderr."""
    cmd = [sys.executable, "-c", "import sys; from cosino_runtime.cli import main; sys.exit(main())", *argv]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(REPO / p) for p in ("core", "functions", "tests", "tools"))}
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, cwd=cwd, env=env)
    return done.returncode, done.stdout, done.stderr


LEAGUE_TOML = """[league]
name = "t"
variants = ["kuhn"]
hands = 2
rounds = 1
seed = 1
out = "lg"
bootstrap = 10
[agents.house]
seat = "house"
[agents.random]
seat = "random"
"""


@pytest.fixture(scope="module")
def league(tmp_path_factory) -> Path:
    """A played one-episode league (its folder holds l.toml and lg/), copied by each test that edits it."""
    root = tmp_path_factory.mktemp("league")
    (root / "l.toml").write_text(LEAGUE_TOML)
    code, _, err = run_cli("league", "run", "--config", str(root / "l.toml"), "--quiet")
    assert code == 0, err
    return root


def league_copy(league: Path, tmp_path: Path) -> Path:
    shutil.copytree(league, tmp_path / "c", symlinks=True)
    return tmp_path / "c"


def plant(path: Path, kind: str) -> None:
    """Put a FIFO, or a link to /dev/zero, where a file is expected."""
    path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")


# -- defect: an output path that is a FIFO or a device ---------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "devzero"])
@pytest.mark.parametrize("name", ["league.json", "manifest.json", "integrity.json", "latency.json"])
def test_league_output_that_is_a_pipe_or_device_is_one_line(league, tmp_path, name, kind):
    """Before: write_atomic refused the FIFO (or the link to /dev/zero) with an OSError of errno
    EINVAL, which the command line took for a bug of its own: a traceback and exit 1."""
    root = league_copy(league, tmp_path)
    plant(root / "lg" / name, kind)
    code, out, err = run_cli("league", "table", "--recompute", "--config", str(root / "l.toml"))
    one_line(code, out, err, name, "is a device, pipe or socket, not a regular file")
    assert (root / "lg" / name).is_symlink() or (root / "lg" / name).is_fifo()  # left as it was


def test_write_atomic_refusal_is_a_path_error_kept_through_naming(tmp_path):
    """The refusal keeps its own class when renamed to the caller's path, so the CLI knows it."""
    from cosino.primitives.files import NotRegularFile, write_atomic

    fifo = tmp_path / "p"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile) as caught:
        write_atomic(fifo, b"x")
    assert caught.value.filename == str(fifo) and fifo.is_fifo()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".tmp-")]  # no temporary left


# -- defect: a league config inside its own out folder -------------------------------------------------


@pytest.mark.parametrize(
    "name, out, extra",
    [
        ("league.json", ".", ()),
        ("manifest.json", ".", ()),
        ("latency.json", ".", ()),
        ("episodes/c.toml", "lg", ("--out", "OUT")),
        (".store/c.toml", "lg", ("--out", "OUT")),
    ],
)
def test_a_config_the_league_would_write_over_is_refused_before_anything_is_written(tmp_path, name, out, extra):
    """Before: a config named league.json with `out = "."` ran, then was replaced by the table it wrote,
    and every later `league run` or `league table` failed on it as "not valid TOML"."""
    config = tmp_path / name
    config.parent.mkdir(exist_ok=True)
    text = LEAGUE_TOML.replace('out = "lg"', f'out = "{out}"')
    config.write_text(text)
    argv = [a.replace("OUT", str(tmp_path)) for a in extra]
    code, stdout, err = run_cli("league", "run", "--config", str(config), "--quiet", *argv)
    one_line(code, stdout, err, str(config), "keep the config elsewhere")
    assert config.read_text() == text
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == sorted(
        {name, *[p.as_posix() for p in Path(name).parents if p.as_posix() != "."]}
    )


def test_the_refusal_names_the_out_folder_as_a_user_would_type_it(tmp_path):
    """``out = "../cfg"`` beside a config in cfg/ is cfg itself. Before: the refusal read
    ``cfg/../cfg/league.json ... in its out folder cfg/../cfg``; now ``cfg/league.json ... cfg``."""
    config = tmp_path / "cfg" / "league.json"
    config.parent.mkdir()
    config.write_text(LEAGUE_TOML.replace('out = "lg"', 'out = "../cfg"'))
    code, stdout, err = run_cli("league", "run", "--config", str(config), "--quiet")
    one_line(code, stdout, err, str(config), "keep the config elsewhere")
    assert f"writes {config} in its out folder {config.parent};" in err and ".." not in err


def test_the_names_a_config_may_not_take_are_those_the_league_writes(tmp_path):
    from cosino_runtime.league import publish
    from cosino_runtime.league.config import OUTPUT_NAMES
    from cosino_runtime.league.episodes import episode_paths

    written = {publish.MANIFEST_NAME, publish.INTEGRITY_NAME, publish.LATENCY_NAME, publish.EVIDENCE_DIR}
    written |= {p.relative_to(tmp_path).parts[0] for p in episode_paths(tmp_path, "e").values()}
    assert written | {"league.json", ".store"} == OUTPUT_NAMES


# -- defect: the one bounded reader asked a /proc file for the whole limit at once ----------------------

UUID = Path("/proc/sys/kernel/random/uuid")  # a regular file that states size 0 and fails a read of 256 MB


@pytest.mark.skipif(not UUID.exists(), reason="no procfs here")
def test_a_proc_file_is_read_or_refused_in_one_line():
    """Before: read_input asked for limit + 1 bytes in one read; the sysctl file answered ENOMEM, an
    OSError nobody named, so `cosino verify /proc/sys/kernel/random/uuid` printed a traceback."""
    from cosino.primitives.files import read_input

    assert len(read_input(UUID, 256 * 1024 * 1024).strip()) == 36  # a UUID's text
    code, out, err = run_cli("verify", str(UUID))
    one_line(code, out, err, str(UUID), "not valid JSON")


@pytest.mark.parametrize("size, limit", [(0, 5), (5, 5), (6, 5), ((1 << 20) * 3 + 7, (1 << 20) * 3 + 7)])
def test_read_input_reads_exactly_up_to_its_limit(tmp_path, size, limit):
    from cosino.primitives.errors import CosinoError
    from cosino.primitives.files import read_input

    path = tmp_path / "f"
    path.write_bytes(bytes(range(256)) * (size // 256) + b"x" * (size % 256))
    if size > limit:
        with pytest.raises(CosinoError, match=f"larger than {limit} bytes"):
            read_input(path, limit)
    else:
        assert read_input(path, limit) == path.read_bytes()


# -- defect: solvers.load_profile read with open() and json.load ---------------------------------------


def load_in_thread(path: Path) -> BaseException | object:
    """load_profile's outcome, or a failure of this test when it does not return within 5 s."""
    from cosino.solvers import load_profile

    box: dict[str, object] = {}

    def work() -> None:
        try:
            box["value"] = load_profile(str(path))
        except BaseException as exc:  # the test inspects it
            box["value"] = exc

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), f"load_profile({path}) hangs"
    return box["value"]


@pytest.mark.parametrize(
    "case, content, needle",
    [
        ("fifo", None, "not a regular file"),
        ("directory", None, "Is a directory"),
        ("deep", b'{"policy": ' + b"[" * 60_000 + b"]" * 60_000 + b"}", "nesting deeper"),
        ("nan", b'{"policy": {"0|K||": {"k": NaN, "b": 1}}}', "NaN"),
        ("huge-exponent", b'{"policy": {"0|K||": {"k": 1e999999999, "b": 1}}}', "out of range"),
        ("5000-digits", b'{"policy": {"0|K||": {"k": ' + b"9" * 5000 + b', "b": 1}}}', "5000 digits"),
        ("surrogate", b'{"policy": {"0|K\\ud800||": {"k": 1}}}', "lone surrogate"),
        ("not-utf8", b'{"policy": {"\xff": {}}}', "UTF-8"),
        ("no-policy", b"[1]", "not a profile file"),
    ],
)
def test_load_profile_refuses_hostile_files(tmp_path, case, content, needle):
    """Before: a FIFO hung the caller forever, 60,000 levels raised RecursionError, NaN and 1e999999999
    were read as floats, and a directory raised IsADirectoryError: none of them named as bad input."""
    from cosino.primitives.errors import CosinoError

    path = tmp_path / "p.json"
    if case == "fifo":
        os.mkfifo(path)
    elif case == "directory":
        path.mkdir()
    else:
        path.write_bytes(content)
    outcome = load_in_thread(path)
    assert isinstance(outcome, CosinoError), outcome
    assert str(path) in str(outcome) and needle in str(outcome) and "\n" not in str(outcome), outcome


# -- defect: files small enough to read that parse to gigabytes -------------------------------------------


def test_power_refuses_a_results_file_of_a_million_empty_objects(tmp_path):
    """Before: `cosino power` parsed a results file of `[{},{},...]` whole: 32 MB took 975 MB and
    6.6 s, and the 256 MB it reads would take some 8 GB, only to say "not a results file"."""
    from cosino.arena.replay import MAX_RESULTS_VALUES

    path = tmp_path / "bomb.results.json"
    path.write_text("[" + "{}," * MAX_RESULTS_VALUES + "{}]")
    code, out, err = run_cli("power", str(path))
    one_line(code, out, err, str(path), f"more than {MAX_RESULTS_VALUES} values")


def test_league_table_refuses_a_league_json_of_a_million_empty_objects(league, tmp_path):
    """Before: `cosino league table --out` parsed up to 64 MB of `{"table": [{},{},...]}` whole (2 GB)."""
    from cosino_runtime.commands.league import TABLE_VALUES

    root = league_copy(league, tmp_path)
    (root / "lg" / "league.json").write_text('{"table": [' + "{}," * TABLE_VALUES + "{}]}")
    code, out, err = run_cli("league", "table", "--out", str(root / "lg"))
    one_line(code, out, err, "league.json", f"more than {TABLE_VALUES} values")


@pytest.mark.parametrize(
    "value",
    ["[" + "1," * 600_000 + "1]", "[" + "1.5," * 300_000 + "1]", '"' + "a" * 1_100_000 + '"', "[" + "1," * 600_000],
)
def test_phh_refuses_a_value_longer_than_any_hand_before_parsing_it(tmp_path, value):
    """Before: the value patterns kept ~150 bytes of state per character: a 15 MB line of `1,1,...`
    took 4.9 GB and 4.5 s before "more than 10000 items", a 15 MB string 2.1 GB (then was accepted)."""
    from cosino.formats.phh import MAX_VALUE_CHARS

    path = tmp_path / "long.phh"
    path.write_text("variant = 'NT'\nx = " + value + "\n")
    started = time.monotonic()
    code, out, err = run_cli("phh", "replay", str(path))
    one_line(code, out, err, f"{path}:2:", f"longer than {MAX_VALUE_CHARS} characters")
    assert time.monotonic() - started < 5


# -- held: hostile inputs to the readers, one line and exit 2 -------------------------------------------


def played(tmp_path_factory, variant: str) -> tuple[bytes, bytes]:
    out = tmp_path_factory.mktemp(variant)
    code, _, err = run_cli("play", "--variant", variant, "--seats", "house,random", "--hands", "2", "--out", str(out))
    assert code == 0, err
    return next(out.glob("*.replay.jsonl")).read_bytes(), next(out.glob("*.results.json")).read_bytes()


@pytest.fixture(scope="module")
def kuhn(tmp_path_factory) -> tuple[bytes, bytes]:
    return played(tmp_path_factory, "kuhn")


READERS = {
    "verify": lambda p: ["verify", p],
    "power": lambda p: ["power", p],
    "review": lambda p: ["review", p, "--seat", "Sprocket", "--rollouts", "0"],
    "phh": lambda p: ["phh", "replay", p],
    "exploitability": lambda p: ["exploitability", "--game", "kuhn", p],
    "advise": lambda p: ["advise", p, "--rollouts", "0", "--equity", "10"],
    "advise-solver": lambda p: ["advise", str(REPO / "examples/STATE.json"), "--solver", p, "--rollouts", "0"],
    "league-config": lambda p: ["league", "run", "--config", p, "--quiet"],
}


@pytest.mark.parametrize("kind", ["fifo", "devzero", "directory"])
@pytest.mark.parametrize("reader", sorted(READERS))
def test_every_reader_refuses_what_is_not_a_regular_file(tmp_path, reader, kind):
    """Held: the one bounded reader opens without blocking and refuses anything but a regular file.
    Fixed: `cosino power` given an empty folder said "no replay or results file found" without naming it."""
    path = tmp_path / "input"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    else:
        path.symlink_to("/dev/zero")
    code, out, err = run_cli(*READERS[reader](str(path)))
    one_line(code, out, err, str(path))
    assert any(w in err.lower() for w in ("directory", "not a regular file", "no replay or results")), err


def test_a_lone_surrogate_in_a_replay_is_refused(tmp_path, kuhn):
    """Held: a JSON escape of a lone surrogate never reaches a line printed or a table."""
    path = tmp_path / "x.replay.jsonl"
    path.write_bytes(kuhn[0].replace(b'"agent":"house"', b'"agent":"\\ud800"', 1))
    code, out, err = run_cli("power", str(path))
    one_line(code, out, err, str(path), "line 1")


def test_bidi_and_escape_in_a_results_file_are_escaped_in_the_report(tmp_path, kuhn):
    """Held: agent names from a forged results file reach the power report escaped, never raw."""
    results = json.loads(kuhn[1])
    results["agents"] = ["a\u202eb\x1b[2J", "c\u2028d"]
    del results["replaySha256"]
    path = tmp_path / "forged.results.json"
    path.write_text(json.dumps(results))
    code, out, err = run_cli("power", str(path))
    assert code == 0, err
    assert not any(ch in out + err for ch in "\u202e\x1b\u2028")
    assert "a\\u202eb" in out


@pytest.mark.parametrize(
    "edit, needle",
    [
        (lambda t: t + "[zz]\nx = " + "{a = " * 60_000 + "1" + "}" * 60_000 + "\n", "nesting deeper"),
        (lambda t: t + "[zz]\n" + "a." * 60_000 + "b = 1\n", "nesting deeper"),
        (lambda t: t.replace('name = "t"', 'name = "t\\u202ex"'), "[league] name"),
        (lambda t: t.replace('name = "t"', 'name = "../../etc"'), "[league] name"),
        (lambda t: t.replace("[agents.house]", '[agents."../x"]'), "agent names use"),
        (lambda t: t.replace("bootstrap = 10", "bootstrap = " + "9" * 5000), "not valid TOML"),
        (lambda t: t.replace("hands = 2", "hands = 2.0"), "hands"),
        (lambda t: t.replace("bootstrap = 10", "bootstrap = nan"), "bootstrap"),
    ],
)
def test_league_config_refusals_write_nothing(tmp_path, edit, needle):
    """Held: a league name or agent name cannot climb out of the output folder, and deep TOML is refused."""
    path = tmp_path / "l.toml"
    path.write_text(edit(LEAGUE_TOML))
    code, out, err = run_cli("league", "run", "--config", str(path), "--quiet", cwd=tmp_path)
    one_line(code, out, err, str(path), needle)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["l.toml"]


@pytest.mark.parametrize("name", ["a\nb", "a\u2028b", "a\x1b[31mb"])
def test_a_path_with_a_line_break_or_escape_is_refused_by_the_parser(tmp_path, name):
    """Held: such a path never reaches an error line raw (the parser names the character)."""
    path = tmp_path / name
    path.write_bytes(b"x")
    code, out, err = run_cli("verify", str(path))
    one_line(code, out, err, "holds a control character")
    assert not any(ch in err for ch in "\u2028\x1b")


def test_a_path_with_a_bidi_override_is_escaped_in_the_error(tmp_path):
    path = tmp_path / "a\u202eb.jsonl"
    path.write_bytes(b"\xff")
    code, out, err = run_cli("verify", str(path))
    one_line(code, out, err, "a\\u202eb.jsonl", "UTF-8")
    assert "\u202e" not in err


@pytest.mark.parametrize("kind", ["fifo", "devzero", "garbage"])
def test_session_database_that_is_not_one(tmp_path, kind):
    """Held: sqlite would block on a FIFO; the command refuses it before opening."""
    db = tmp_path / "s.db"
    if kind == "fifo":
        os.mkfifo(db)
    elif kind == "devzero":
        db.symlink_to("/dev/zero")
    else:
        db.write_bytes(b"garbage " * 100)
    code, out, err = run_cli("session", "analyze", "--db", str(db))
    one_line(code, out, err, "--db")


def test_power_does_not_follow_a_link_to_the_root(tmp_path, league):
    """Held: a league folder holding a link to / is not walked through the whole file system."""
    root = league_copy(league, tmp_path)
    (root / "lg" / "root").symlink_to("/")
    (root / "lg" / "loop").symlink_to(".")
    started = time.monotonic()
    code, out, err = run_cli("power", str(root / "lg"))
    assert code == 0 and "replays: 1 episode," in out, err
    assert time.monotonic() - started < 10


def test_check_published_refuses_a_manifest_key_that_climbs(tmp_path, league):
    """Held: a forged manifest cannot send the blob reader outside its folder."""
    blobs = tmp_path / "blobs"
    (blobs / "public").mkdir(parents=True)
    (tmp_path / "secret.jsonl").write_text("secret\n")
    entry = {"episode": "e", "replay": "../../secret", "results": "0" * 64, "variant": "kuhn"}
    (blobs / "public" / "manifest.json").write_text(json.dumps({"episodes": [entry], "format": 1}))
    code, out, err = run_cli("league", "check-published", str(blobs))
    one_line(code, out, err, "episodes[0].replay: not a SHA-256 hex digest")


# -- the HTTP server: what was not covered by tests/test_hostile_api.py and test_hostile_audit_inputs.py ---


@pytest.fixture
def front():
    """A front with a 1 s request deadline over a trivial back end, so a stalled client costs the test 1 s."""
    from cosino_runtime.api.front import Deadlines, Front, bind
    from cosino_runtime.api.routes import Response

    def dispatch(method, path, body, ok, accept):
        return Response(200, json.dumps({"path": path, "body": len(body or b"")}).encode())

    stop = threading.Event()
    served = Front(bind(0), "t", None, 3600, stop, Deadlines(1.0, stop)).open(dispatch, "test", [stop.set])
    yield int(served.url.rsplit(":", 1)[1])
    served.stop()


def exchange(port: int, data: bytes, wait: float = 5) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as sock:
        sock.sendall(data)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except (ConnectionResetError, TimeoutError):
            pass
    return answer


def test_a_body_shorter_than_its_length_is_cut_at_the_deadline_and_others_are_served(front):
    """Held: the handler waits for the promised bytes only until the request deadline."""
    sock = socket.create_connection(("127.0.0.1", front), timeout=5)
    sock.sendall(b"POST /api/episodes HTTP/1.1\r\nContent-Length: 100\r\n\r\n{")
    started = time.monotonic()
    assert exchange(front, b"GET /api/leaderboard HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.0 200")
    closed = sock.recv(100)  # the server hangs up without an answer once the deadline passes
    sock.close()
    assert closed == b"" and time.monotonic() - started < 3


def test_keep_alive_does_not_open_a_second_request_without_a_deadline(front):
    """Held: one request per connection (the answer is HTTP/1.0 and the server hangs up at once), so a
    second request dripped on a kept-alive connection never gets a thread past the first one's deadline."""
    started = time.monotonic()
    answer = exchange(front, b"GET /api/leaderboard HTTP/1.1\r\nConnection: keep-alive\r\n\r\nGET /api/x HTTP/1.1\r\n")
    assert answer.startswith(b"HTTP/1.0 200") and answer.count(b"HTTP/1.") == 1, answer
    assert time.monotonic() - started < 0.9  # closed by the server, not by the 1 s request deadline


def test_a_longer_body_than_its_length_does_not_make_a_second_request(front):
    """Held: bytes past Content-Length are not read as a smuggled request."""
    smuggled = b"GET /api/blobs/public/leaderboard.json HTTP/1.1\r\n\r\n"
    answer = exchange(front, b"POST /api/episodes HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}" + smuggled)
    assert answer.count(b"HTTP/1.0 ") == 1 and b'"body": 2' in answer


def test_the_host_header_is_not_used_to_route(front):
    """Held: a Host header naming another site or an absolute target changes nothing but the path read."""
    answer = exchange(front, b"GET http://evil.example/api/leaderboard HTTP/1.1\r\nHost: evil.example\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 200") and b'"path": "/api/leaderboard"' in answer
