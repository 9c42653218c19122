"""The instruction counter behind docs/benchmarks.md's machine-independent tricks figures."""

from __future__ import annotations

import shutil

import pytest

from cosino_devtools.bench import instructions


def test_bad_arguments_are_a_usage_error(capsys):
    assert instructions.main(["chess"]) == 2
    assert instructions.main(["euchre", "--hands", "0"]) == 2
    assert "usage" in capsys.readouterr().err


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_a_euchre_hand_is_counted_where_the_benchmarks_put_it():
    # The start-up and the warm-up cancel out, leaving one hand: about 445,000 instructions.
    assert 300_000 < instructions.per_hand("euchre", "cosino", warmup=5, hands=10) < 700_000
