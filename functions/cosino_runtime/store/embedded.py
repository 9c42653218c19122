"""The embedded default: SQLite for rows and events, a folder for blobs. No server needed.

Tables: ``episodes`` (the head, with its commit's mark), ``inputs`` (one row per version, with each
commit's mark), ``events`` (one row per record), ``league``, ``league_state`` (the scheduled league's
one state pointer), ``seeds`` (which episode each seed the API dealt from belongs to) and ``runners``
(the episodes ``cosino play`` or a league made or resumed here, which only such a runner steps). The
``episodes.inputs`` column is a leftover of files made before inputs had their own table; it is
written as ``'[]'`` and never read.
"""

from __future__ import annotations

import errno
import os
import secrets
import sqlite3
import stat
from contextlib import contextmanager, suppress
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterator

from cosino.primitives.canonical import dumps
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import named
from cosino_runtime.store.base import (
    BLOB_CHUNK,
    BlobConflict,
    CorruptRecord,
    EpisodeHead,
    MissingBlob,
    StaleVersion,
    Store,
    StoreUnwritable,
    UnknownEpisode,
    check_key,
    encode_commit,
    new_mark,
    now_ms,
    read_stored,
    seed_key,
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS episodes (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    version INTEGER NOT NULL,
    inputs TEXT NOT NULL,
    status TEXT NOT NULL,
    event_count INTEGER NOT NULL,
    results_key TEXT,
    replay_key TEXT
);
CREATE TABLE IF NOT EXISTS league (
    episode_id TEXT PRIMARY KEY,
    row TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS league_state (
    id INTEGER PRIMARY KEY CHECK (id = 0),
    version INTEGER NOT NULL,
    digest TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS inputs (
    episode_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    input TEXT NOT NULL,
    PRIMARY KEY (episode_id, version)
);
CREATE TABLE IF NOT EXISTS seeds (
    digest TEXT PRIMARY KEY,
    episode_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    episode_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (episode_id, seq)
);
CREATE TABLE IF NOT EXISTS slots (
    key TEXT NOT NULL,
    holder TEXT NOT NULL,
    PRIMARY KEY (key, holder)
);
CREATE TABLE IF NOT EXISTS runners (
    episode_id TEXT PRIMARY KEY,
    runner TEXT NOT NULL
);
"""

# SQLite's primary result codes for a disk that cannot take a write: PERM, READONLY, IOERR, FULL, CANTOPEN.
DISK_CODES = frozenset({3, 8, 10, 13, 14})


_HEAD_QUERY = (
    "SELECT id, config, version, status, event_count, created_ms, updated_ms, failures, failed_version, failure, mark,"
    " results_key, replay_key FROM episodes"
)
_HEAD_FIELDS = 11  # the columns before the blob keys'


def _blob_keys(r: tuple[Any, ...]) -> tuple[str, str] | None:
    return (r[_HEAD_FIELDS], r[_HEAD_FIELDS + 1]) if r[_HEAD_FIELDS] else None


# A blob file opened for reading: no link followed, no wait on a FIFO (as the runner lock's open).
_BLOB_READ = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
_FOLDER_READ = _BLOB_READ | getattr(os, "O_DIRECTORY", 0)
_TEMP_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
# Linux and macOS open a folder without following a link and act relative to it; Windows (not a target) uses paths.
BY_DESCRIPTOR = (
    hasattr(os, "O_DIRECTORY")
    and hasattr(os, "O_NOFOLLOW")
    and {os.open, os.mkdir, os.link, os.rename, os.unlink, os.stat} <= os.supports_dir_fd
)
# What a file system without hard links (FAT, some network shares) says to a link: a blob cannot be created once.
NO_HARD_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP})
Folder = int | str  # a blob folder: its descriptor, or its path where BY_DESCRIPTOR is False


def in_folder(folder: Folder, name: str) -> tuple[str, int | None]:
    """(what to pass for ``name`` in ``folder``, the ``dir_fd`` to pass with it)."""
    return (name, folder) if isinstance(folder, int) else (os.path.join(folder, name), None)


def close_folder(folder: Folder | None) -> None:
    if isinstance(folder, int):
        os.close(folder)


def is_link(dir_fd: int | None, name: str) -> bool:
    """Whether ``name`` (in the folder ``dir_fd``) is a symbolic link, looked at without following it."""
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
    except OSError:
        return False


def is_there(folder: Folder, name: str) -> bool:
    """Whether anything (a dangling link too) is at ``name`` in ``folder``."""
    path, dir_fd = in_folder(folder, name)
    try:
        os.stat(path, dir_fd=dir_fd, follow_symlinks=False)
    except OSError:  # nothing there, or nothing to see: the create then says why, naming the blob
        return False
    return True


def temp_in(folder: Folder, data: bytes) -> str:
    """A new file in ``folder`` holding ``data`` whole (its name there), created where nothing was, never through a
    link; the caller puts it in place or removes it."""
    for _ in range(100):
        tmp, dir_fd = in_folder(folder, f".tmp-{secrets.token_hex(8)}")
        try:
            fd = os.open(tmp, _TEMP_NEW, 0o644, dir_fd=dir_fd)
        except FileExistsError:
            continue
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                if hasattr(os, "fchmod"):
                    os.fchmod(fd, 0o644)  # blobs are ordinary files whatever the umask, as create_once makes them
            finally:
                os.close(fd)
        except BaseException:
            with suppress(OSError):
                os.unlink(tmp, dir_fd=dir_fd)
            raise
        return tmp
    raise FileExistsError(errno.EEXIST, "no free temporary name")


@contextmanager
def temp_held(folder: Folder, data: bytes) -> Iterator[str]:
    """A full temporary file in ``folder`` for the caller to put in place (its name, to pass with the folder's
    ``dir_fd``), removed afterwards whatever happened: once placed, the name is gone or a second name of the blob."""
    tmp = temp_in(folder, data)
    try:
        yield tmp
    finally:
        with suppress(OSError):
            os.unlink(tmp, dir_fd=in_folder(folder, tmp)[1])


def create_in(folder: Folder, name: str, data: bytes, shown: Path) -> bool:
    """Create ``name`` in ``folder`` holding ``data`` whole unless something is there already: True if this call made
    it. A hard link puts a full temporary file in place, both named relative to the folder: the link fails when the
    name is taken (a rename would replace a rival's blob), so two racing writers cannot both win and no reader meets
    half a file. OSErrors name ``shown``."""
    target, dir_fd = in_folder(folder, name)
    try:
        with temp_held(folder, data) as tmp:
            try:
                # Not following a link swapped in for the temporary file: at worst the blob is that link, which reads
                # refuse.
                os.link(tmp, target, src_dir_fd=dir_fd, dst_dir_fd=dir_fd, follow_symlinks=dir_fd is None)
            except OSError as exc:
                if exc.errno in NO_HARD_LINKS:
                    raise CosinoError(
                        f"{shown}: cannot be stored: its file system makes no hard links ({exc.strerror})"
                    ) from None
                raise
        return True
    except FileExistsError:
        return False
    except OSError as exc:
        raise named(exc, shown) from None


def replace_in(folder: Folder, name: str, data: bytes, shown: Path) -> None:
    """Put ``data`` at ``name`` in ``folder`` whole, replacing what is there: a full temporary file renamed into place,
    both named relative to the folder. OSErrors name ``shown``."""
    target, dir_fd = in_folder(folder, name)
    try:
        with temp_held(folder, data) as tmp:
            os.replace(tmp, target, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except OSError as exc:
        raise named(exc, shown) from None


RUNNER_LOCK = "runner.lock"  # beside the SQLite file: held by the one runner process playing in the store


@contextmanager
def runner_lock(root: str | os.PathLike[str], runner: str) -> Iterator[None]:
    """Hold the store at ``root`` for this process's ``runner`` (``cosino play``, ``cosino league run``) while it plays.

    A second runner on the same store (which would step the same episodes, asking each agent twice) is refused with
    one line naming the holder. The system drops the lock when the holder ends, however it ends, so a crashed
    runner's re-run resumes at once. Without ``fcntl`` (Windows) runners are not kept apart."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    folder = Path(root)
    if folder.exists() and not folder.is_dir():  # mkdir would say only "File exists"
        raise CosinoError(f"{folder}: is a file, not the store's folder")
    folder.mkdir(parents=True, exist_ok=True)
    fd = _open_lock(folder / RUNNER_LOCK)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = printable(os.pread(fd, 200, 0).decode("ascii", "replace").strip()) or "another runner"
            raise CosinoError(
                f"{folder.parent}: {holder} is playing in this folder; wait for it to end, or use another --out"
            ) from None
        with suppress(OSError):  # the holder's name only helps the one refused; a full disk must not stop the run
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{runner} (pid {os.getpid()})".encode("ascii"), 0)
        yield
    finally:
        os.close(fd)  # also gives the lock back


def _open_lock(path: Path) -> int:
    """The lock file's descriptor, refused in one line unless it is a plain file of the store's own: a symlink or a
    second name of another file would have the runner truncate and overwrite that file (until review 52h it did),
    and a FIFO or device cannot be read for its holder's name."""
    try:
        # No following a symlink, no waiting on a FIFO's writer: the checks below then see the store's own entry.
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK, 0o600)
    except OSError:
        if path.is_symlink():
            raise CosinoError(f"{path}: is a symbolic link, so not the store's own lock file; remove it") from None
        raise
    info = os.fstat(fd)
    if stat.S_ISREG(info.st_mode) and info.st_nlink <= 1:
        return fd
    os.close(fd)
    what = "is a hard link to a file with another name" if stat.S_ISREG(info.st_mode) else "is not a plain file"
    raise CosinoError(f"{path}: {what}, so not the store's own lock file; remove it")


def _check_runners(db: sqlite3.Connection, path: Path) -> None:
    """Refuse a store whose ``runners`` is not the table this version writes (another version's, a hand edit): its
    marks would fail with a traceback, or be dropped by ``INSERT OR IGNORE`` and serve's sweeper re-drive the
    runner's episodes (until review 52h)."""
    (kind,) = db.execute("SELECT type FROM sqlite_master WHERE name = 'runners'").fetchone()
    columns = {r[1]: r[3] == 0 or r[4] is not None for r in db.execute("PRAGMA table_info(runners)")}  # fillable?
    missing = [name for name in ("episode_id", "runner") if name not in columns]
    unfilled = [name for name, fillable in columns.items() if not fillable and name not in ("episode_id", "runner")]
    if kind != "table":
        wrong = f"its runners is a {kind}, not a table"
    elif missing:
        wrong = f"its runners table lacks {', '.join(missing)}"
    elif unfilled:
        wrong = f"its runners table has columns this version does not fill: {', '.join(unfilled)}"
    else:
        return
    raise CosinoError(f"{path}: not a usable Cosino store ({wrong})")


class EmbeddedStore(Store):
    def __init__(self, root: str | os.PathLike[str], runner: str | None = None) -> None:
        """``runner`` ("play", "league"): this connection's creates mark their episodes as that runner's."""
        self.root = Path(root)
        self.runner = runner
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "blobs").mkdir(exist_ok=True)
        path = self.root / "cosino.sqlite"
        try:  # a damaged file, or a folder in its place, is the user's to fix: one line, not a traceback
            self.db = sqlite3.connect(path, isolation_level=None, timeout=30)
            # Write-ahead log: a commit appends to the log instead of rewriting pages and syncing
            # twice, so one decision costs well under a millisecond; NORMAL still survives a crash
            # of this process (only a power cut can lose the last commits, never corrupt the file).
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise CosinoError(f"{path}: not a usable Cosino store ({exc})") from None
        for table, column, kind in (  # rows made before the sweeper, the poison guard or commit marks lack these
            ("episodes", "created_ms", "INTEGER NOT NULL DEFAULT 0"),
            ("episodes", "updated_ms", "INTEGER NOT NULL DEFAULT 0"),
            ("episodes", "failures", "INTEGER NOT NULL DEFAULT 0"),
            ("episodes", "failed_version", "INTEGER NOT NULL DEFAULT -1"),
            ("episodes", "failure", "TEXT"),
            ("episodes", "mark", "TEXT"),
            ("inputs", "mark", "TEXT"),
        ):
            if column not in {r[1] for r in self.db.execute(f"PRAGMA table_info({table})")}:
                try:
                    self.db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
                except sqlite3.OperationalError as exc:  # another connection added it first
                    if "duplicate column" not in str(exc):
                        raise
        _check_runners(self.db, path)
        self.clock = now_ms

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """One write: a disk that cannot take it is a one-line error naming the file; the write's
        transaction is rolled back (SQLite may have done so already, after a full disk)."""
        try:
            yield
        except BaseException as exc:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error) and (getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF in DISK_CODES:
                raise StoreUnwritable(f"{self.root / 'cosino.sqlite'}: the store cannot be written ({exc})") from None
            raise

    def create_episode(self, episode_id: str, config: dict[str, Any]) -> bool:
        now = self.clock()
        with self._writing():
            if self.runner is not None:  # the mark with the row: no sweeper sees one without the other
                self.db.execute("BEGIN IMMEDIATE")
                # Also when the row is there: a runner that resumes an episode (made before marks) takes it.
                self._mark(episode_id)
            cur = self.db.execute(
                "INSERT OR IGNORE INTO episodes"
                " (id, config, version, inputs, status, event_count, created_ms, updated_ms)"
                " VALUES (?, ?, 0, '[]', 'running', 0, ?, ?)",  # inputs: the unused leftover column
                (episode_id, dumps(config), now, now),
            )
            if self.runner is not None:
                self.db.execute("COMMIT")
        return cur.rowcount == 1

    def _mark(self, episode_id: str) -> None:
        """Mark ``episode_id`` as a runner's, or refuse in one line: a hand-edited ``runners`` whose CHECK or trigger
        turns the mark away would otherwise leave the episode to serve's sweeper without a word (review 53a)."""
        try:
            self.db.execute(
                "INSERT OR IGNORE INTO runners (episode_id, runner) VALUES (?, ?)", (episode_id, self.runner)
            )
            held = self.db.execute("SELECT 1 FROM runners WHERE episode_id = ?", (episode_id,)).fetchone()
        except sqlite3.IntegrityError as exc:
            held, why = None, f": {exc}"
        else:
            why = ""
        if held is None:
            path = self.root / "cosino.sqlite"
            raise CosinoError(f"{path}: not a usable Cosino store (its runners table refused a mark{why})")

    def runner_episodes(self) -> set[str]:
        """The episodes a runner (``cosino play``, a league) made or resumed in this store: only a runner, which
        builds their seats from its own config, steps them; ``cosino serve``'s sweeper leaves them alone."""
        return {r[0] for r in self.db.execute("SELECT episode_id FROM runners")}

    def claim_seed(self, seed: int, episode_id: str) -> str:
        key = seed_key(seed)
        with self._writing():
            self.db.execute("INSERT OR IGNORE INTO seeds (digest, episode_id) VALUES (?, ?)", (key, episode_id))
        return self.db.execute("SELECT episode_id FROM seeds WHERE digest = ?", (key,)).fetchone()[0]

    def _where(self, what: str) -> str:
        return f"{self.root / 'cosino.sqlite'}: {what}"

    def _head(self, r: tuple[Any, ...]) -> EpisodeHead:
        config = read_stored(r[1], lambda: self._where(f"episode {quoted(r[0])}, its config"))
        return EpisodeHead(r[0], config, *r[2:_HEAD_FIELDS], blob_keys=_blob_keys(r))

    def _listed(self, r: tuple[Any, ...]) -> EpisodeHead:
        """A listed head, or its stand-in (no config) when its config does not read back."""
        try:
            return self._head(r)
        except CorruptRecord as exc:
            return EpisodeHead(r[0], {}, *r[2:_HEAD_FIELDS], unreadable=str(exc), blob_keys=_blob_keys(r))

    def _found(self, r: tuple[Any, ...]) -> EpisodeHead | None:
        """The head a commit's version check found, or None when it does not read back (the caller's own read
        then says why)."""
        try:
            return self._head(r)
        except CorruptRecord:
            return None

    def load_head(self, episode_id: str) -> EpisodeHead:
        r = self.db.execute(_HEAD_QUERY + " WHERE id = ?", (episode_id,)).fetchone()
        if r is None:
            raise UnknownEpisode(episode_id)
        return self._head(r)

    def load_inputs(self, episode_id: str, count: int) -> tuple[Any, ...]:
        rows = self.db.execute(
            "SELECT version, input FROM inputs WHERE episode_id = ? AND version <= ? ORDER BY version",
            (episode_id, count),
        )
        return tuple(
            read_stored(r[1], lambda: self._where(f"episode {quoted(episode_id)}, input {r[0]}")) for r in rows
        )

    def commit(self, episode_id, expected_version, new_input, records, status) -> str:
        # Encoded before the transaction: a value that cannot be stored is refused with nothing written.
        encoded_input, encoded_records = encode_commit(episode_id, expected_version, new_input, records)
        mark = new_mark()
        with self._writing():
            self.db.execute("BEGIN IMMEDIATE")
            # The whole head, not only the version: a lost race hands it on with StaleVersion (one SELECT, not two).
            r = self.db.execute(_HEAD_QUERY + " WHERE id = ?", (episode_id,)).fetchone()
            if r is None:
                raise UnknownEpisode(episode_id)
            if r[2] != expected_version:
                raise StaleVersion(f"{episode_id}: stored version {r[2]}, step read {expected_version}", self._found(r))
            seq = r[4]
            # Rows past the head are not history (a hand edit, a partial restore): drop them, never fail on them.
            self.db.execute("DELETE FROM inputs WHERE episode_id = ? AND version > ?", (episode_id, expected_version))
            self.db.execute("DELETE FROM events WHERE episode_id = ? AND seq >= ?", (episode_id, seq))
            self.db.execute(
                "INSERT INTO inputs (episode_id, version, input, mark) VALUES (?, ?, ?, ?)",
                (episode_id, expected_version + 1, encoded_input, mark),
            )
            self.db.executemany(
                "INSERT INTO events (episode_id, seq, record) VALUES (?, ?, ?)",
                [(episode_id, seq + i, rec) for i, rec in enumerate(encoded_records)],
            )
            self.db.execute(
                "UPDATE episodes SET version = ?, status = ?, event_count = ?, updated_ms = ?, mark = ? WHERE id = ?",
                (expected_version + 1, status, seq + len(records), self.clock(), mark, episode_id),
            )
            self.db.execute("COMMIT")
        return mark

    def record_failure(self, episode_id: str, version: int, cause: str) -> int:
        with self._writing():
            self.db.execute("BEGIN IMMEDIATE")
            r = self.db.execute(
                "SELECT version, failures, failed_version FROM episodes WHERE id = ?", (episode_id,)
            ).fetchone()
            if r is None:
                raise UnknownEpisode(episode_id)
            if r[0] != version:
                self.db.execute("COMMIT")
                return 0
            count = r[1] + 1 if r[2] == version else 1
            self.db.execute(
                "UPDATE episodes SET failures = ?, failed_version = ?, failure = ? WHERE id = ?",
                (count, version, cause, episode_id),
            )
            self.db.execute("COMMIT")
        return count

    def commit_mark(self, episode_id: str, version: int) -> str | None:
        r = self.db.execute(  # a row past the head is no commit (a hand edit, a partial restore)
            "SELECT inputs.mark FROM inputs JOIN episodes ON episodes.id = inputs.episode_id"
            " WHERE inputs.episode_id = ? AND inputs.version = ? AND inputs.version <= episodes.version",
            (episode_id, version),
        ).fetchone()
        return None if r is None else r[0]

    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        rows = self.db.execute(
            "SELECT seq, record FROM events WHERE episode_id = ? AND seq >= ? AND seq < "
            "(SELECT event_count FROM episodes WHERE id = ?) ORDER BY seq",
            (episode_id, start, episode_id),
        )
        return [read_stored(r[1], lambda: self._where(f"episode {quoted(episode_id)}, event {r[0]}")) for r in rows]

    def put_blob(self, key: str, data: bytes) -> bool:
        """A key already there is compared by its size, then a chunk at a time (until review 54d it was read whole);
        anything there but a plain file (a folder, a link, a FIFO) is CorruptRecord naming the store and the key.
        The folders are walked once, by descriptor, and the create and the compare are made in the last one: until
        review 55b a folder swapped for a link after its check had the create land where the link led."""
        folder = self._blob_folder(check_key(key), "stored")
        name = key.split("/")[-1]
        try:
            for _ in range(2):  # a file removed between the refused create and the compare leaves the key free again
                # Looked at first: a replay already stored is not written out again to a temporary file.
                if not is_there(folder, name) and create_in(folder, name, data, self.root / "blobs" / key):
                    return True
                held = self._holds(folder, name, key, data)
                if held is not None:
                    if not held:
                        raise BlobConflict(f"{self.root}: blob {key} exists with different bytes")
                    return False
        finally:
            close_folder(folder)
        raise CorruptRecord(f"{self.root}: blob {key} was there when created and gone when read, twice")

    def _blob_folder(self, key: str, doing: str) -> Folder | None:
        """The folder of blob ``key`` open, each folder below ``blobs`` opened without following a link (a link, a
        file or a FIFO there is CorruptRecord naming it); None when one is missing, unless ``doing`` a write, which
        makes it. Without descriptors for folders (Windows, not a target): the folder's path, made, unchecked."""
        parts, making = key.split("/")[:-1], doing != "read"
        blobs = self.root / "blobs"
        if making:
            blobs.mkdir(parents=True, exist_ok=True)
        if not BY_DESCRIPTOR:
            folder = blobs.joinpath(*parts)
            if making:
                folder.mkdir(parents=True, exist_ok=True)
            return str(folder) if folder.is_dir() else None
        try:
            fd = os.open(blobs, os.O_RDONLY | os.O_DIRECTORY)  # the store's own blobs folder may be a link
        except FileNotFoundError as exc:
            if making:
                raise named(exc, blobs) from None
            return None
        try:
            for depth, part in enumerate(parts, 1):
                if making:
                    try:
                        os.mkdir(part, dir_fd=fd)
                    except FileExistsError:
                        pass
                    except OSError as exc:  # mkdir names only the last part: the error names the folder in the store
                        raise named(exc, blobs.joinpath(*parts[:depth])) from None
                try:
                    inner = os.open(part, _FOLDER_READ, dir_fd=fd)
                except FileNotFoundError as exc:
                    if making:  # removed again right after it was made
                        raise named(exc, blobs.joinpath(*parts[:depth])) from None
                    os.close(fd)
                    return None
                except OSError:
                    what = "a symbolic link, not a folder" if is_link(fd, part) else "not a folder"
                    where = "/".join(parts[:depth])
                    raise CorruptRecord(
                        f"{self.root}: blob {key} cannot be {doing}: {where} is {what}; remove it"
                    ) from None
                os.close(fd)
                fd = inner
        except BaseException:
            os.close(fd)
            raise
        return fd

    def _open_blob(self, folder: Folder, name: str, key: str) -> int | None:
        """Whatever is at ``name`` in blob ``key``'s folder opened for reading (None: nothing), no link followed (one
        could lead a read or a compare outside the store: CorruptRecord naming the store and the key), no wait on a
        FIFO's writer. The caller tells a plain file from a folder or a FIFO."""
        path, dir_fd = in_folder(folder, name)
        try:
            return os.open(path, _BLOB_READ, dir_fd=dir_fd)
        except FileNotFoundError:
            return None
        except OSError as exc:
            linked = is_link(dir_fd, path)
            what = "is a symbolic link, not a plain file; remove it" if linked else "cannot be read"
            raise CorruptRecord(f"{self.root}: blob {key} {what} ({exc.strerror})") from None

    def _holds(self, folder: Folder, name: str, key: str, data: bytes) -> bool | None:
        """Whether the plain file of blob ``key`` holds ``data`` (None: it is gone), never holding more than BLOB_CHUNK
        of it; a folder, a link or a FIFO there is CorruptRecord."""
        fd = self._open_blob(folder, name, key)
        if fd is None:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                what = "is a folder" if stat.S_ISDIR(info.st_mode) else "is a FIFO, device or socket"
                raise CorruptRecord(f"{self.root}: blob {key} {what}, not a plain file; remove it")
            if info.st_size != len(data):
                return False
            view, offset = memoryview(data), 0
            while chunk := os.read(fd, BLOB_CHUNK):
                if view[offset : offset + len(chunk)] != chunk:
                    return False
                offset += len(chunk)
            return offset == len(data)
        finally:
            os.close(fd)

    def get_blob(self, key: str) -> bytes:
        """The blob's bytes; read as ``put_blob`` compares them (until review 54h a link at the key or in its folders
        was followed: ``GET /blobs/public/...`` served any file a link in the store led to)."""
        folder = self._blob_folder(check_key(key), "read")
        fd = None
        if folder is not None:
            try:
                fd = self._open_blob(folder, key.split("/")[-1], key)
            finally:
                close_folder(folder)
        if fd is not None and not stat.S_ISREG(os.fstat(fd).st_mode):  # a folder or a FIFO holds no blob, as before
            os.close(fd)
            fd = None
        if fd is None:
            raise MissingBlob(f"no blob {key}")
        with os.fdopen(fd, "rb") as file:
            return file.read()

    def mark_final(self, episode_id: str, results_key: str, replay_key: str) -> None:
        with self._writing():
            self.db.execute(
                "UPDATE episodes SET status = 'final', results_key = ?, replay_key = ? WHERE id = ?",
                (results_key, replay_key, episode_id),
            )

    def list_episodes(self, status: str | None = None) -> list[EpisodeHead]:
        where = " WHERE status = ?" if status else ""
        rows = self.db.execute(_HEAD_QUERY + where + " ORDER BY id", (status,) if status else ())
        return [self._listed(r) for r in rows]

    def newest_episodes(self, status: str, limit: int, after: tuple[int, str] | None = None) -> list[EpisodeHead]:
        where, args = " WHERE status = ?", [status]
        if after is not None:  # the page after this (created_ms, id): older, or as old with a later id
            where += " AND (created_ms < ? OR (created_ms = ? AND id > ?))"
            args += [after[0], after[0], after[1]]
        rows = self.db.execute(_HEAD_QUERY + where + " ORDER BY created_ms DESC, id LIMIT ?", (*args, limit))
        return [self._listed(r) for r in rows]

    def final_keys(self, episode_id: str) -> tuple[str, str] | None:
        r = self.db.execute("SELECT results_key, replay_key FROM episodes WHERE id = ?", (episode_id,)).fetchone()
        if r is None:
            raise UnknownEpisode(episode_id)
        return (r[0], r[1]) if r[0] else None

    def put_league_row(self, episode_id: str, row: dict[str, Any]) -> None:
        with self._writing():
            self.db.execute("INSERT OR REPLACE INTO league (episode_id, row) VALUES (?, ?)", (episode_id, dumps(row)))

    def league_rows(self) -> list[dict[str, Any]]:
        return [
            read_stored(r[1], lambda: self._where(f"league row {quoted(r[0])}"), Fraction)
            for r in self.db.execute("SELECT episode_id, row FROM league ORDER BY episode_id")
        ]

    def league_keys(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT episode_id FROM league ORDER BY episode_id")]

    def league_row(self, episode_id: str) -> dict[str, Any] | None:
        r = self.db.execute("SELECT row FROM league WHERE episode_id = ?", (episode_id,)).fetchone()
        return (
            None if r is None else read_stored(r[0], lambda: self._where(f"league row {quoted(episode_id)}"), Fraction)
        )

    def league_state(self) -> tuple[int, str]:
        r = self.db.execute("SELECT version, digest FROM league_state WHERE id = 0").fetchone()
        return (0, "") if r is None else (r[0], r[1])

    def swap_league_state(self, expected_version: int, digest: str) -> bool:
        with self._writing():
            if expected_version == 0:
                cur = self.db.execute(
                    "INSERT OR IGNORE INTO league_state (id, version, digest) VALUES (0, 1, ?)", (digest,)
                )
            else:
                cur = self.db.execute(
                    "UPDATE league_state SET version = ?, digest = ? WHERE id = 0 AND version = ?",
                    (expected_version + 1, digest, expected_version),
                )
        return cur.rowcount == 1

    def hold_slot(self, key: str, holder: str, cap: int) -> bool:
        """Hold one of ``cap`` slots of ``key`` for ``holder`` (idempotent); False when all are held by others."""
        with self._writing():
            self.db.execute("BEGIN IMMEDIATE")  # the count and the insert in one transaction
            held = {r[0] for r in self.db.execute("SELECT holder FROM slots WHERE key = ?", (key,))}
            ok = holder in held or len(held) < cap
            if ok and holder not in held:
                self.db.execute("INSERT INTO slots (key, holder) VALUES (?, ?)", (key, holder))
            self.db.execute("COMMIT")
        return ok

    def free_slot(self, key: str, holder: str) -> None:
        """Give ``holder``'s slot of ``key`` back (nothing happens if it held none)."""
        with self._writing():
            self.db.execute("DELETE FROM slots WHERE key = ? AND holder = ?", (key, holder))

    def slot_holders(self, key: str) -> list[str]:
        return sorted(r[0] for r in self.db.execute("SELECT holder FROM slots WHERE key = ?", (key,)))

    def publish(self, key: str, data: bytes) -> None:
        """Replace the file at ``key`` whole, in its folders walked as ``put_blob`` walks them (until review 55b a link
        at ``blobs/public`` had the league's board written where it led)."""
        folder = self._blob_folder(check_key(key), "published")
        try:
            replace_in(folder, key.split("/")[-1], data, self.root / "blobs" / key)
        finally:
            close_folder(folder)
