"""Run Python under Pyodide in Node (offline) from a test: a thin wrapper over run.mjs.

Other tests load this file by path (pytest runs with --import-mode=importlib)::

    spec = importlib.util.spec_from_file_location("pyodide_run", ROOT / "tests/pyodide_node/pyodide_run.py")

then ``wheel = build_core_wheel(tmp_path)`` and ``run_python(code, wheel, files={...})``, which
returns the finished process (stdout as bytes, exactly as Python printed it).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).resolve().parent / "run.mjs"


def missing() -> str | None:
    """Why Pyodide cannot run here (no node, no node_modules/pyodide), or None."""
    if shutil.which("node") is None:
        return "node is not installed"
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        return "node_modules/pyodide is missing: run npm ci (make test does)"
    return None


def build_core_wheel(dest: Path) -> Path:
    """``pip wheel --no-deps`` of a clean copy of core/ into ``dest``; return the wheel's path."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "core"
        shutil.copytree(ROOT / "core", src, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(src), "-w", str(dest)],
            check=True,
            capture_output=True,
            cwd=tmp,
        )
    return sorted(Path(dest).glob("cosino_core-*.whl"))[-1]


def run_python(
    code: str, wheel: Path, files: dict[str, Path] | None = None, timeout: float = 300
) -> subprocess.CompletedProcess:
    """Run ``code`` in Pyodide with the wheel installed; ``files`` maps in-Pyodide paths to local files."""
    cmd = ["node", str(SCRIPT), "--wheel", str(wheel)]
    for remote, local in (files or {}).items():
        cmd += ["--put", f"{local}={remote}"]
    cmd.append("-")
    return subprocess.run(cmd, input=code.encode("utf-8"), capture_output=True, timeout=timeout)
