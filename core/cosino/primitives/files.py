"""Writing files whole or not at all: the one helper every output goes through; and reading a
file someone named on the command line, which must be a regular file of bounded size.

>>> import tempfile, os
>>> with tempfile.TemporaryDirectory() as folder:
...     write_atomic(os.path.join(folder, "x.txt"), "hello")
...     open(os.path.join(folder, "x.txt")).read()
'hello'
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from contextlib import suppress
from pathlib import Path
from typing import Any, Sequence

from cosino.primitives.errors import CosinoError


class NotRegularFile(OSError):
    """A path to be written names a device, pipe or socket: the user's path, not our bug (EINVAL)."""


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> None:
    """Write to a temporary file beside ``path`` and rename it into place, so a reader (or a
    crash) never meets half a file. Text is written as UTF-8. Whatever fails (a full disk, a
    read-only one, a folder in the way), the temporary file is removed and the OSError names ``path``."""
    write_all_or_none([(path, data)])


def write_all_or_none(files: Sequence[tuple[str | os.PathLike[str], bytes | str]]) -> None:
    """Write several files as one set: every new file is written whole beside its target first,
    and only then are they renamed into place, in the order given. Whatever fails while writing
    (a full disk, a device or a folder where a file goes), every temporary file is removed and
    no target has changed; the OSError names the file the caller meant.

    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     good, bad = os.path.join(folder, "a.json"), os.path.join(folder, "sub")
    ...     os.mkdir(bad)
    ...     try:
    ...         write_all_or_none([(good, "new"), (bad, "x")])
    ...     except OSError as exc:
    ...         print(exc.strerror, os.path.exists(good))
    Is a directory False
    """
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files:
            staged.append((_stage(Path(path), data), Path(path)))
        for i, (tmp, target) in enumerate(staged):
            try:
                os.replace(tmp, target)
            except OSError as exc:
                del staged[: i + 1]  # the renamed ones are in place; the rest are removed below
                with suppress(OSError):
                    os.unlink(tmp)
                raise named(exc, target) from None
        staged.clear()
    finally:
        for tmp, _ in staged:
            with suppress(OSError):
                os.unlink(tmp)


def _temp_beside(target: Path) -> tuple[int, str]:
    """A new temporary file in ``target``'s folder (its descriptor and name). The folder is given to mkstemp
    with its links resolved: mkstemp returns its name through ``os.path.abspath``, which folds ``link/..``
    by the letters, so under ``lnk -> real/deep`` the file made in ``real`` was then linked or renamed
    from a ``./`` that did not hold it (a league whose config sat under a link failed its first replay)."""
    return tempfile.mkstemp(dir=os.path.realpath(target.parent if str(target.parent) else "."), prefix=".tmp-")


def _stage(target: Path, data: bytes | str) -> str:
    """A temporary file beside ``target`` holding ``data`` whole (its name is returned); refused
    up front where the rename could not put a file (a folder, a device, a pipe)."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        with suppress(FileNotFoundError):
            mode = os.stat(target).st_mode
            if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):  # a rename would put a file where a device was
                raise NotRegularFile(errno.EINVAL, "is a device, pipe or socket, not a regular file")
            if stat.S_ISDIR(os.lstat(target).st_mode):  # a link to a folder is replaced, as a rename does
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        fd, tmp = _temp_beside(target)
    except OSError as exc:
        raise named(exc, target) from None
    try:
        try:
            _write_all(fd, payload)
        finally:
            os.close(fd)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; outputs are ordinary files
    except BaseException as exc:
        with suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise named(exc, target) from None
        raise
    return tmp


def create_once(path: str | os.PathLike[str], data: bytes) -> bool:
    """Create the file at ``path`` holding ``data`` whole, unless a file is already there: True if
    this call made it. Two racing writers cannot both win: the full bytes go to a temporary file
    first, and a hard link (which fails when the name exists) puts them in place, so the name
    never shows a partial or a replaced file. OSErrors name ``path``."""
    target = Path(path)
    tmp = None
    try:
        fd, tmp = _temp_beside(target)
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
        os.chmod(tmp, 0o644)
        os.link(tmp, target)
        return True
    except FileExistsError:
        return False
    except OSError as exc:
        raise named(exc, target) from None
    finally:
        if tmp is not None:
            with suppress(OSError):
                os.unlink(tmp)


def append_whole(path: str | os.PathLike[str], data: bytes) -> None:
    """Append ``data`` (a log line) whole or not at all: a write cut short by a full disk is taken
    back, so the next append after a resume does not continue a torn line. OSErrors name ``path``."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except OSError as exc:
        raise named(exc, path) from None
    try:
        start = os.lseek(fd, 0, os.SEEK_END)
        try:
            _write_all(fd, data)
        except BaseException as exc:
            with suppress(OSError):
                os.ftruncate(fd, start)
            if isinstance(exc, OSError):
                raise named(exc, path) from None
            raise
    finally:
        os.close(fd)


def named(exc: OSError, path: str | os.PathLike[str]) -> OSError:
    """``exc`` named by the file the caller meant (not a temporary one, not none at all)."""
    if exc.errno is None:
        return exc
    kind = NotRegularFile if isinstance(exc, NotRegularFile) else OSError
    return kind(exc.errno, exc.strerror, str(path))  # OSError() picks the subclass of the errno


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def read_input(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them, or a one-line
    :class:`CosinoError` naming the path. A directory, FIFO or device is refused before any
    read: opening without blocking means a FIFO with no writer cannot wedge the caller."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise CosinoError(f"{path}: cannot read ({exc.strerror or exc})") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        kind = "Is a directory" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise CosinoError(f"{path}: cannot read ({kind})")
    with os.fdopen(fd, "rb", buffering=0) as fh:
        data = _read_upto(fh, path, info.st_size, limit)
    if len(data) > limit:
        raise CosinoError(f"{path}: larger than {limit} bytes")
    return data


READ_CHUNK = 1 << 20  # bytes asked for at once past a file's stated size


def _read_upto(fh: Any, path: str | os.PathLike[str], size: int, limit: int) -> bytes:
    """At most ``limit + 1`` bytes: first the size the file states (a whole regular file in one read,
    never a copy), then in chunks. A /proc or /sys file states 0 and fails a read of ``limit`` bytes
    at once (/proc/sys/kernel/random/uuid: ENOMEM, a traceback); a failed read names the path."""
    chunks: list[bytes] = []
    total, want = 0, min(limit + 1, size + 1)
    while total <= limit:
        try:
            chunk = fh.read(want)
        except OSError as exc:
            raise CosinoError(f"{path}: cannot read ({exc.strerror or exc})") from None
        if chunk is None:  # opened without blocking, and a special file has nothing yet
            raise CosinoError(f"{path}: cannot read (it would wait for data)")
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        want = min(limit + 1 - total, READ_CHUNK)
    return b"".join(chunks)


def resolved(path: str | os.PathLike[str]) -> Path:
    """``Path(path).resolve()``, with a loop of symbolic links raised as the OSError (ELOOP, naming
    ``path``) that every other unusable path raises: Python 3.11's pathlib raises RuntimeError there."""
    try:
        return Path(path).resolve()
    except RuntimeError:
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), os.fspath(path)) from None


def shown_path(path: str | os.PathLike[str]) -> str:
    """``path`` as a user would type it back: ``a/../b`` and ``./b`` as ``b`` (the league's out folder is
    its config's folder joined to ``[league] out``, so ``--config examples/league.toml`` printed
    ``examples/../runs/league-example``). Where a symbolic link makes ``a/..`` another folder than the
    one ``a`` sits in, the path is shown as it was, since the short form would name somewhere else.

    >>> shown_path("examples/../runs/league-example/league.json"), shown_path("./runs/x"), shown_path("/a/b/../c")
    ('runs/league-example/league.json', 'runs/x', '/a/c')
    """
    text = os.fspath(path)
    short = os.path.normpath(text)
    if short == text or ".." not in text.split(os.sep):
        return short  # only "." parts or doubled separators went: the same file whatever the links
    try:
        same = resolved(short) == resolved(text)
    except OSError:  # a loop of links: keep what the user's own words give
        same = False
    return short if same else text


def unusable_path(path: str | os.PathLike[str]) -> str | None:
    """Why ``path`` can name no file at all (a loop of symbolic links, a name too long for the file
    system), or None. The checks by existence (``os.path.exists`` and the like) answer False for
    such a path, so without this one a command found out only when its write failed.

    >>> unusable_path("x" * 5000)
    'is too long a name for the file system'
    """
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "is a loop of symbolic links"
        if exc.errno == errno.ENAMETOOLONG:
            return "is too long a name for the file system"
    except ValueError:  # a NUL byte in the path
        return "holds a NUL character"
    return None


def output_problem(path: str | os.PathLike[str]) -> str | None:
    """Why no file could be written at ``path`` (a folder is there, or its folder is missing), or None.

    Commands ask before their work starts, so a typo costs a line, not a run thrown away.

    >>> output_problem("/")
    'is a folder, not a file'
    >>> output_problem("/no/such/folder/out.json")
    'its folder does not exist'
    >>> output_problem("")
    'is empty, not a file name'
    >>> output_problem(__file__ + "/out.json")
    'its folder is a file'
    """
    if not os.fspath(path):  # '' would name the working folder, found only when the write fails
        return "is empty, not a file name"
    unusable = unusable_path(path)
    if unusable is not None:
        return unusable
    if os.path.isdir(path):
        return "is a folder, not a file"
    if os.path.exists(path) and not os.path.isfile(path):  # the write renames over it: a device or FIFO would be lost
        return "is a device or pipe, not a regular file"
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):  # as the kernel reads it: abspath folded "link/.." by the letters
        return "its folder is a file" if os.path.exists(folder) else "its folder does not exist"
    if not os.access(folder, os.W_OK | os.X_OK):  # found before the run, not when its output is written
        return "its folder is not writable"
    return None
