"""The viewer's size bounds have one home, the core's constants.

web/js/limits.js is what web/build.py writes from the core (the build writes it again into web/dist),
so the browser refuses exactly what ``cosino verify`` refuses.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from cosino.arena.manifest import MAX_MANIFEST_BYTES
from cosino.arena.replay import MAX_REPLAY_BYTES

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"


def _build_module():
    spec = importlib.util.spec_from_file_location("cosino_web_build", WEB / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_viewers_limits_are_the_cores():
    text = _build_module().limits_module()
    assert (WEB / "js" / "limits.js").read_text() == text, "rewrite web/js/limits.js: build.limits_module()"
    assert f'"replay": {MAX_REPLAY_BYTES}' in text and f'"results": {MAX_REPLAY_BYTES}' in text
    assert f'"manifest": {MAX_MANIFEST_BYTES}' in text


def test_the_server_verifies_no_more_than_the_viewer_reads():
    from cosino_runtime.commands import verify

    assert verify.MANIFEST_LIMIT == MAX_MANIFEST_BYTES
    assert verify._read.__defaults__ == (MAX_REPLAY_BYTES,)  # the replay and the results file
