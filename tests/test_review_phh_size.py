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


def test_a_long_array_is_refused_quickly_closed_or_not(tmp_path, capsys):
    from cosino.formats.phh import MAX_ARRAY_ITEMS, MAX_VALUE_CHARS

    too_long, too_many = f"longer than {MAX_VALUE_CHARS} characters", f"more than {MAX_ARRAY_ITEMS} items"
    for name, text, needle in (
        # never closed, and longer than a value may be: refused by its length before it is parsed (red team 36)
        ("open.phhs", "[h]\nactions = [" + "1, " * (MAX_BYTES // 4) + "\n", too_long),
        ("closed.phhs", "[h]\nactions = [" + "1, " * (MAX_ARRAY_ITEMS + 1) + "1]\n", too_many),
    ):
        path = tmp_path / name
        path.write_text(text)
        assert main(["phh", "replay", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and needle in err, err
