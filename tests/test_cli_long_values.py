"""A number option given a huge value answers in one short line: argparse and the bounds quoted the value
whole, so 100,000 letters after --hands made an error line of 100,000 characters."""

from __future__ import annotations

import pytest

LONG_LETTERS = "x" * 100_000
LONG_DIGITS = "9" * 4_000


@pytest.mark.parametrize("value", [LONG_LETTERS, LONG_DIGITS])
@pytest.mark.parametrize(
    "argv",
    [
        ("play", "--variant", "kuhn", "--seats", "random,random", "--hands"),
        ("train", "--game", "kuhn", "--algo", "cfr", "--out", "p.json", "--iterations"),
        ("bench", "tricks", "--seconds"),
        ("power", "results.json", "--seed"),
    ],
)
def test_a_huge_number_value_is_quoted_cut_in_one_line(cosino_cli, tmp_path, monkeypatch, argv, value):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli(*argv, value)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("cosino: ") and "Traceback" not in err
    assert len(err) < 300, len(err)
    assert argv[-1] in err  # the option is named
    assert value[:40] in err or "characters" in err  # and the value shown cut, or its length


def test_a_short_bad_value_is_quoted_whole(cosino_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--hands", "abc")
    assert code == 2 and "'abc'" in err and "characters" not in err
