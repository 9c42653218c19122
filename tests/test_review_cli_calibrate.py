"""``cosino calibrate league-audit --doc PATH`` keeps the text around its tables, so it reads the
existing file; that read came after the run (minutes), where bytes that are not UTF-8 ended in a
UnicodeDecodeError traceback and a FIFO was waited on for ever. Now the file is read before any
work: one line naming ``--doc`` (exit 2)."""

from __future__ import annotations

import os

import pytest


@pytest.mark.parametrize("kind", ["latin-1", "fifo"])
def test_a_doc_that_cannot_be_read_is_refused_before_the_run(cosino_cli, tmp_path, kind):
    doc = tmp_path / "audit.md"
    if kind == "fifo":
        os.mkfifo(doc)
    else:
        doc.write_bytes("caf\u00e9\n".encode("latin-1"))
    code, out, err = cosino_cli(
        "calibrate", "league-audit", "--leagues", "1", "--kinds", "honest", "--sizes", "1", "--doc", str(doc)
    )
    assert code == 2 and out == "" and "Traceback" not in err, (code, err)
    assert err.count("\n") == 1 and str(doc) in err, err
    assert "episodes" not in err  # no progress line: the run never started
