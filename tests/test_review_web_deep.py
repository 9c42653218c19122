"""The browser verifier's guard for deeply nested replay lines (web/js/verify-worker.js) gives the
core's own verdict: run under CPython, a replay reads the same with the guard as without it."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

import cosino.arena.replay as replay_module
from cosino.arena.replay import ReplayError, verify

WORKER = Path(__file__).resolve().parents[1] / "web" / "js" / "verify-worker.js"
# The kuhn sample's header (web/build.py, seed 7), so that each case is read up to its line 2.
SAMPLE_HEADER = (
    b'{"budget":220,"config":{"chipRace":false,"duplicate":true,"startingStack":2},"format":1,"hands":16,'
    b'"seats":[{"agent":"house","alias":"Sprocket","slot":0},{"agent":"random","alias":"Gizmo","slot":1}],'
    b'"seed":7,"type":"episode","variant":"kuhn"}'
)


@pytest.fixture
def guarded():
    source = WORKER.read_text().split("const VERIFY_PY = `", 1)[1].split("`;", 1)[0]
    source = re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), source)  # the JS template's escapes
    plain = replay_module.json
    exec(compile(source, "VERIFY_PY", "exec"), {})
    assert replay_module.json is not plain  # the guard is in place
    yield
    replay_module.json = plain


def _reading(data: bytes) -> str:
    try:
        v = verify(data)
        return f"{v.kind}: {v.message}"
    except ReplayError as exc:
        return f"ReplayError: {exc}"


DEEP = 60_000
CASES = {
    "deep": b'{"type":"talk","v":' + b"[" * DEEP + b"]" * DEEP + b"}",
    "fault before the depth": b'{"type":"talk","v":[[[x' + b"[" * DEEP + b"]" * DEEP + b"}",
    "brackets in a string": b'{"type":"talk","v":"' + b"[" * DEEP + b'"}',
    "escaped quote, then deep": b'{"type":"talk","v":"\\"[","w":' + b"[" * DEEP + b"]" * DEEP + b"}",
    "deep header": b'{"type":"episode","v":' + b"{" * DEEP + b"}" * DEEP + b"}",
    # An unclosed string full of escaped quotes: a scan restarting at each quote took minutes.
    "unclosed escapes": b'{"type":"talk","v":"' + b'\\"' * 40_000 + b"[" * 2000,
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_guard_reads_a_deep_line_as_the_core_does(case, guarded):
    data = SAMPLE_HEADER + b"\n" + CASES[case] + b"\n"
    if case == "deep header":
        data = CASES[case] + b"\n"
    started = time.perf_counter()
    guarded_reading = _reading(data)
    assert time.perf_counter() - started < 2
    replay_module.json = __import__("json")
    assert guarded_reading == _reading(data)
