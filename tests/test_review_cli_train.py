"""``cosino train``: bounds and outputs checked before the run.

Before: ``--game holdem-hu-abstract`` took any iteration count and any number of seeds (a typo of
10^12 ran for ever), and an ``.exploitability.svg`` folder in the way was found only after the run,
with the profile and the table already written. Now each is one line naming the option (exit 2)
and nothing is written.
"""

from __future__ import annotations

import pytest
from support.cli import one_line


@pytest.mark.parametrize(
    "iterations, seeds, says",
    [
        ("1000001", "0", "--iterations"),
        ("9" * 30, "0", "--iterations"),
        ("1", ",".join(map(str, range(9))), "--seed"),
        ("1", ",".join(map(str, range(100_000))), "--seed"),
    ],
)
def test_holdem_training_is_bounded(cosino_cli, tmp_path, iterations, seeds, says):
    out = tmp_path / "s.json"
    code, stdout, err = cosino_cli(
        "train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", iterations, "--seed", seeds,
        "--out", str(out), "--quiet",
    )  # fmt: skip
    one_line(code, stdout, err, says)
    assert not out.exists()


@pytest.mark.parametrize("suffix", [".exploitability.csv", ".exploitability.svg"])
def test_a_folder_where_a_side_file_goes_is_refused_before_the_run(cosino_cli, tmp_path, suffix):
    (tmp_path / f"p{suffix}").mkdir()
    out = tmp_path / "p.json"
    code, stdout, err = cosino_cli("train", "--game", "kuhn", "--algo", "cfr", "--iterations", "5", "--out", str(out))
    one_line(code, stdout, err, "--out", f"p{suffix} is a folder")
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"p{suffix}"]  # nothing written beside it
