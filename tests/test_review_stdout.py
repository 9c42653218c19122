"""A full standard output is the machine's state, not a bug: one line and exit 2, not a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_standard_output_is_one_line_and_status_2(tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(ROOT / p) for p in ("core", "functions", "tools"))}
    args = ["play", "--variant", "kuhn", "--seats", "house,random", "--hands", "2", "--out", str(tmp_path)]
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cosino_runtime.cli", *args],
            stdout=full,
            stderr=subprocess.PIPE,
            env=env,
            timeout=120,
        )
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert err.splitlines()[-1] == "cosino: standard output: No space left on device"
    assert "Traceback" not in err and "Exception ignored" not in err
    assert list(tmp_path.glob("*.replay.jsonl")), "the episode itself was written before the summary"
