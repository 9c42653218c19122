"""``cosino league run`` on a disk that fails: one line naming the path, status 2, and a league that resumes.

A full disk, a read-only file system, a permission refused or a directory where a file belongs is
the machine's state, not a bug: the command says which path could not be written and why, in one
line with exit status 2 (the status of every other bad path). Nothing is left half-written: files
go through a temporary file and a rename, a transport-log line is appended whole or not at all, and
no temporary file stays behind. Run again once the disk is fixed, the league finishes with the same
manifest and table as a league that never failed.

Faults are injected at the system calls (``os.write`` for a disk that fills, ``os.open`` and
``os.mkdir`` for a read-only or refusing one), so every writer of the league meets them, or are
real (a directory in the way, a SQLite store at its page limit, a read-only folder when not root).
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

import pytest

from cosino.primitives.jsonsafe import loads
from cosino_runtime.cli import main
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import episode_paths, schedule
from cosino_runtime.store import embedded

CONFIG = """\
[league]
name = "disk"
variants = ["kuhn"]
hands = 2
seed = 5
out = "out"
bootstrap = 5

[agents.house]
seat = "house"

[agents.random]
seat = "random"

[agents.fake]
seat = "fake"
style = "json"
"""
OUTPUTS = ("manifest.json", "league.json", "integrity.json")


def _league(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "league.toml"
    path.write_text(CONFIG)
    return path


def _run(config: Path, capsys, *extra: str) -> tuple[int, str, str]:
    code = main(["league", "run", "--config", str(config), "--quiet", *extra])
    out, err = capsys.readouterr()
    return code, out, err


def _under(fd: int, root: Path) -> bool:
    try:
        return os.readlink(f"/proc/self/fd/{fd}").startswith(str(root))
    except OSError:
        return False


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    """A league that never failed: its outputs, and the bytes its writers sent to the disk."""
    root = tmp_path_factory.mktemp("clean")
    config = _league(root)
    written = [0]
    real_write = os.write

    def counting(fd, data):
        n = real_write(fd, data)
        if _under(fd, root):
            written[0] += n
        return n

    mp = pytest.MonkeyPatch()
    mp.setattr(os, "write", counting)
    try:
        assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    finally:
        mp.undo()
    return {name: (root / "out" / name).read_bytes() for name in OUTPUTS}, written[0]


def _assert_one_line_naming(err: str, code: int, root: Path, reason: str) -> Path:
    assert code == 2, err
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    prefix = f"cosino: {root}"
    assert err.startswith(prefix) and reason in err, err
    return Path(err[len("cosino: ") :].split(": ")[0])


def _assert_nothing_half_written(out: Path) -> None:
    leftovers = [p for p in out.rglob("*") if p.name.startswith(".tmp-") or p.name.endswith(".tmp")]
    assert not leftovers, leftovers
    for path in (p for p in out.rglob("*.jsonl") if p.is_file()):
        data = path.read_bytes()
        assert not data or data.endswith(b"\n"), path
        for line in data.splitlines():
            loads(line, str(path))  # every line whole
    for path in out.rglob("*.json"):
        if ".store" not in path.parts and path.is_file():
            loads(path.read_bytes(), str(path))


def _assert_resumes_to_the_clean_league(config: Path, capsys, clean) -> None:
    code, _, err = _run(config, capsys)
    assert code == 0, err
    outputs, _ = clean
    for name in OUTPUTS:
        assert (config.parent / "out" / name).read_bytes() == outputs[name], name
    _assert_nothing_half_written(config.parent / "out")


@pytest.mark.parametrize("fraction", [0.0, 0.05, 0.3, 0.6, 0.95, 0.999])
def test_a_disk_that_fills_stops_the_league_with_one_line_and_it_resumes(
    tmp_path, capsys, monkeypatch, clean, fraction
):
    _, total = clean
    budget = [int(total * fraction)]
    real_write = os.write

    def filling(fd, data):
        if not _under(fd, tmp_path):
            return real_write(fd, data)
        if budget[0] <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        n = real_write(fd, bytes(data)[: budget[0]])  # what fits is written, as a real disk does
        budget[0] -= n
        return n

    config = _league(tmp_path)
    monkeypatch.setattr(os, "write", filling)
    code, _, err = _run(config, capsys)
    monkeypatch.undo()
    path = _assert_one_line_naming(err, code, tmp_path, "No space left on device")
    assert path.name != "" and ".tmp-" not in path.name  # the file meant, not its temporary
    _assert_nothing_half_written(tmp_path / "out")
    _assert_resumes_to_the_clean_league(config, capsys, clean)


@pytest.mark.parametrize(
    "number, reason", [(errno.EROFS, "Read-only file system"), (errno.EACCES, "Permission denied")]
)
@pytest.mark.parametrize("after", [0, 3, 12])
def test_a_read_only_or_refusing_disk_stops_the_league_with_one_line(
    tmp_path, capsys, monkeypatch, clean, number, reason, after
):
    """The disk turns read-only after ``after`` files were opened for writing."""
    config = _league(tmp_path)
    opened = [0]
    real_open, real_mkdir = os.open, os.mkdir
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND

    def refusing_open(path, flags, *args, **kwargs):
        if flags & writing and str(path).startswith(str(tmp_path / "out")):
            opened[0] += 1
            if opened[0] > after:
                raise OSError(number, os.strerror(number), str(path))
        return real_open(path, flags, *args, **kwargs)

    def refusing_mkdir(path, *args, **kwargs):
        if opened[0] >= after and str(path).startswith(str(tmp_path / "out")) and not os.path.isdir(path):
            raise OSError(number, os.strerror(number), str(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    monkeypatch.setattr(os, "mkdir", refusing_mkdir)
    code, _, err = _run(config, capsys)
    monkeypatch.undo()
    path = _assert_one_line_naming(err, code, tmp_path, reason)
    assert ".tmp-" not in path.name
    if (tmp_path / "out").exists():
        _assert_nothing_half_written(tmp_path / "out")
    _assert_resumes_to_the_clean_league(config, capsys, clean)


def _first_episode(config: Path) -> dict[str, Path]:
    return episode_paths(config.parent / "out", schedule(load_config(config))[0].episode_id)


@pytest.mark.parametrize(
    "where",
    [
        lambda c: c.parent / "out" / "league.json",
        lambda c: c.parent / "out" / "manifest.json",
        lambda c: _first_episode(c)["results"],
        lambda c: _first_episode(c)["replay"],
        lambda c: _first_episode(c)["calls"],
    ],
    ids=["league.json", "manifest.json", "results", "replay", "calls"],
)
def test_a_directory_where_a_file_belongs_stops_the_league_with_one_line(tmp_path, capsys, clean, where):
    config = _league(tmp_path)
    blocker = where(config)
    (blocker / "inside").mkdir(parents=True)
    code, _, err = _run(config, capsys)
    assert _assert_one_line_naming(err, code, tmp_path, "Is a directory") == blocker
    _assert_nothing_half_written(tmp_path / "out")
    (blocker / "inside").rmdir()
    blocker.rmdir()
    _assert_resumes_to_the_clean_league(config, capsys, clean)


def test_a_file_where_the_episodes_folder_belongs_stops_the_league_with_one_line(tmp_path, capsys, clean):
    config = _league(tmp_path)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "episodes").write_text("not a folder")
    code, _, err = _run(config, capsys)
    assert _assert_one_line_naming(err, code, tmp_path, "exists") == tmp_path / "out" / "episodes"
    (tmp_path / "out" / "episodes").unlink()
    _assert_resumes_to_the_clean_league(config, capsys, clean)


@pytest.mark.parametrize("concurrency", ["1", "3"])
def test_a_store_that_fills_stops_the_league_with_one_line_and_it_resumes(
    tmp_path, capsys, monkeypatch, clean, concurrency
):
    """A real SQLite 'database or disk is full': the store is held to a few more pages than it has."""
    config = _league(tmp_path)
    real_init = embedded.EmbeddedStore.__init__

    cap = []

    def capped(self, root, **kwargs):  # kwargs: a runner's connection names its runner
        real_init(self, root, **kwargs)
        if not cap:  # one limit for every connection: the disk, not each connection, is full
            cap.append(self.db.execute("PRAGMA page_count").fetchone()[0] + 1)
        self.db.execute(f"PRAGMA max_page_count = {cap[0]}")

    monkeypatch.setattr(embedded.EmbeddedStore, "__init__", capped)
    code, _, err = _run(config, capsys, "--concurrency", concurrency)
    monkeypatch.undo()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert err.startswith(f"cosino: {tmp_path / 'out' / '.store'}") and "full" in err, err
    _assert_nothing_half_written(tmp_path / "out")
    _assert_resumes_to_the_clean_league(config, capsys, clean)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_league_folder_stops_the_league_with_one_line(tmp_path, capsys, clean):
    config = _league(tmp_path)
    (tmp_path / "out").mkdir()
    os.chmod(tmp_path / "out", 0o555)
    try:
        code, _, err = _run(config, capsys)
    finally:
        os.chmod(tmp_path / "out", 0o755)
    _assert_one_line_naming(err, code, tmp_path, "Permission denied")
    _assert_resumes_to_the_clean_league(config, capsys, clean)


def test_sqlite_is_what_the_store_test_assumes():
    db = sqlite3.connect(":memory:")
    db.execute("PRAGMA max_page_count = 1")
    with pytest.raises(sqlite3.OperationalError) as caught:
        db.execute("CREATE TABLE t (x)")
        db.execute("INSERT INTO t VALUES (zeroblob(100000))")
    assert caught.value.sqlite_errorname == "SQLITE_FULL"


@pytest.mark.parametrize("damage", ["{x", "[" * 100_000, "\udcff"])
def test_a_damaged_store_row_stops_the_league_with_one_line(tmp_path, capsys, damage):
    # a store row that does not read back (a hand edit, a partial restore) is named, never a traceback
    config = _league(tmp_path)
    assert _run(config, capsys)[0] == 0
    for results in (tmp_path / "out" / "episodes").glob("*.results.json"):
        results.unlink()  # the league will take the episodes up again from the store
    db = sqlite3.connect(tmp_path / "out" / ".store" / "cosino.sqlite")
    with db:
        db.execute("UPDATE episodes SET config = ?, status = 'running'", (damage.encode("utf-8", "surrogatepass"),))
    db.close()
    code, _, err = _run(config, capsys)
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert "cosino.sqlite" in err and "episode" in err and "its config" in err


def test_a_failed_table_write_leaves_the_league_files_written_before_it_as_they_were(tmp_path, capsys, clean):
    """The four files of a league are one set: before, the integrity report, the latency note and the
    manifest were each replaced and then league.json failed, so the old table named a manifest that
    was no longer there."""
    config = _league(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    old = {name: b'{"old": "%s"}' % name.encode() for name in ("manifest.json", "integrity.json", "latency.json")}
    for name, data in old.items():
        (out / name).write_bytes(data)
    (out / "league.json" / "inside").mkdir(parents=True)
    code, _, err = _run(config, capsys)
    assert _assert_one_line_naming(err, code, tmp_path, "Is a directory") == out / "league.json"
    assert {name: (out / name).read_bytes() for name in old} == old
    _assert_nothing_half_written(out)
    (out / "league.json" / "inside").rmdir()
    (out / "league.json").rmdir()
    _assert_resumes_to_the_clean_league(config, capsys, clean)
