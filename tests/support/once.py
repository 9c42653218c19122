"""A deterministic result that several tests read, computed once a test run and shared as a pickle."""

from __future__ import annotations

import fcntl
import os
import pickle
from typing import Any, Callable


def once_a_run(tmp_path_factory: Any, name: str, compute: Callable[[], Any]) -> bytes:
    """``pickle.dumps(compute())``, computed once a run. Call it from a session fixture: in one
    process the fixture is the cache; under pytest-xdist the first worker to ask computes it under a
    lock in the run's own temporary folder (pytest-N, which holds the workers' popen-gwK folders and
    is new each run) and the others read the pickle it wrote. Each caller unpickles its own copy."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return pickle.dumps(compute())
    shared = tmp_path_factory.getbasetemp().parent
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        done = shared / f"{name}.pickle"
        if not done.exists():
            done.write_bytes(pickle.dumps(compute()))
        return done.read_bytes()
