"""Writing files whole or not at all: the one helper every output goes through; and reading a
file someone named on the command line, which must be a regular file of bounded size.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> write_atomic(os.path.join(folder, "x.txt"), "hello")
>>> open(os.path.join(folder, "x.txt")).read()
'hello'
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from cosino.primitives.errors import CosinoError


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> None:
    """Write to a temporary file beside ``path`` and rename it into place, so a reader (or a
    crash) never meets half a file. Text is written as UTF-8."""
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=target.parent if str(target.parent) else ".", prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; outputs are ordinary files
        try:
            os.replace(tmp, target)
        except OSError as exc:  # named by the target (a folder in its place, say), not by the temporary file
            raise type(exc)(exc.errno, exc.strerror, str(target)) from None
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def read_input(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them, or a one-line
    :class:`CosinoError` naming the path. A directory, FIFO or device is refused before any
    read: opening without blocking means a FIFO with no writer cannot wedge the caller."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise CosinoError(f"{path}: cannot read ({exc.strerror or exc})") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = "Is a directory" if stat.S_ISDIR(mode) else "not a regular file"
        raise CosinoError(f"{path}: cannot read ({kind})")
    with os.fdopen(fd, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise CosinoError(f"{path}: larger than {limit} bytes")
    return data
