"""Writing files whole or not at all: the one helper every output goes through.

>>> import tempfile, os
>>> folder = tempfile.mkdtemp()
>>> write_atomic(os.path.join(folder, "x.txt"), "hello")
>>> open(os.path.join(folder, "x.txt")).read()
'hello'
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


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
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
