"""Shared fixtures: where the repository and the shared data are."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture
def cosino_cli(tmp_path):
    """Run the ``cosino`` command in-process and return (exit code, stdout, stderr)."""
    from cosino_runtime.cli import main

    def run(*argv: str, capsys=None):
        import io
        from contextlib import redirect_stderr, redirect_stdout

        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
        return code, out.getvalue(), err.getvalue()

    return run
