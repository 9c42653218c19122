"""The command line reads a .phhs file whole, so its size is bounded before parsing."""

from __future__ import annotations

from cosino.formats.phh import MAX_BYTES
from cosino_runtime.cli import main


def test_a_phh_file_over_the_limit_is_refused_before_it_is_parsed(tmp_path, capsys):
    assert MAX_BYTES == 16 * 1024 * 1024  # parsing holds about 25x the file: the limit bounds memory
    big = tmp_path / "big.phhs"
    big.write_bytes(b"#" * (MAX_BYTES + 1))
    assert main(["phh", "replay", str(big)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "big.phhs" in err and f"larger than {MAX_BYTES} bytes" in err
