"""The Node boot script: Pyodide from node_modules, the core wheel, our Python, same bytes as CPython."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("pyodide_run", HERE / "pyodide_run.py")
pyodide_run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pyodide_run)

SNIPPET = """
import hashlib, sys
from cosino.arena.episode import Episode, EpisodeConfig
from cosino.primitives.canonical import jsonl_bytes
from cosino.arena.replay import verify
episode = Episode(EpisodeConfig("leduc", ("scripted", "scripted"), hands=4, seed=11))
script = ["raise", "call", "bet", "check", "fold", "nonsense"]  # some refused: the fallback is recorded
k = 0
while episode.pending() is not None:
    episode.decide({"action": script[k % len(script)], "say": "gg"})
    k += 1
replay = jsonl_bytes(episode.records)
verdict = verify(replay)
tampered = open("/data/results.json", "rb").read().replace(b'"seed":7', b'"seed":8', 1)
sample = open("/data/replay.jsonl", "rb").read()
print(hashlib.sha256(replay).hexdigest(), verdict.ok, verdict.digest)
print(verify(sample, tampered).message, end="")
sys.stdout.flush()
raise ValueError("boom")  # a Python error: exit status 1, traceback on stderr, stdout kept
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    why = pyodide_run.missing()
    if why:
        pytest.skip(why)
    # make test builds web/dist first (and rebuilds it when core/ changes): reuse its wheel.
    built = sorted((pyodide_run.ROOT / "web" / "dist" / "wheels").glob("cosino_core-*.whl"))
    if built:
        return built[-1]
    return pyodide_run.build_core_wheel(tmp_path_factory.mktemp("wheel"))


def _sample(tmp_path: Path) -> tuple[Path, Path]:
    out = tmp_path / "play"
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    played = play(EpisodeConfig("kuhn", ("house", "random"), hands=6, seed=7), out)
    return played.replay_path, played.results_path


def test_same_output_in_pyodide_and_cpython(wheel, tmp_path):
    replay, results = _sample(tmp_path)
    done = pyodide_run.run_python(SNIPPET, wheel, files={"/data/replay.jsonl": replay, "/data/results.json": results})
    assert done.returncode == 1, done.stderr.decode()
    assert b"ValueError: boom" in done.stderr
    # The same snippet in this CPython, with the same files at local paths.
    local = SNIPPET.replace("/data/results.json", str(results)).replace("/data/replay.jsonl", str(replay))
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), pytest.raises(ValueError, match="boom"):
        exec(compile(local, "snippet", "exec"), {})
    assert done.stdout.decode("utf-8") == buffer.getvalue()
    assert "field 'seed': expected 7, found 8" in buffer.getvalue()


def test_bad_usage_exits_2():
    if pyodide_run.missing():
        pytest.skip(pyodide_run.missing())
    done = subprocess.run(["node", str(pyodide_run.SCRIPT), "--wheel"], capture_output=True)
    assert done.returncode == 2
    assert b"--wheel needs a value" in done.stderr
