"""``cosino play --seed`` takes what the API takes, 0 to 2^63 - 1, and refuses anything else in one
line naming the flag (exit 2) before anything is written."""

from __future__ import annotations

import pytest

from cosino_runtime.api import routes
from cosino_runtime.cli import main
from cosino_runtime.engine.seeds import MAX_SEED


def test_one_bound_for_the_api_and_the_cli():
    from cosino.arena import episode

    # one fact in one place: the core's bound, which the runtime and the API's create import
    assert MAX_SEED is episode.MAX_SEED and MAX_SEED == 2**63 - 1 and not hasattr(routes, "MAX_SEED")


def test_the_largest_seed_plays(tmp_path, capsys):
    out = tmp_path / "runs"
    assert (
        main(["play", "--variant", "kuhn", "--seats", "house,random", "--seed", str(MAX_SEED), "--out", str(out)]) == 0
    )
    assert f"kuhn-{MAX_SEED}-" in capsys.readouterr().out


@pytest.mark.parametrize(
    "seed",
    [str(2**63), str(2**64), "-1", "1e3", "0x10", "", "9" * 4000, "9" * 10_000],
    ids=["2^63", "2^64", "negative", "1e3", "hex", "empty", "4000-digits", "10000-digits"],
)
def test_a_seed_out_of_bounds_is_one_line_naming_the_flag(tmp_path, capsys, seed):
    out = tmp_path / "runs"
    code = main(["play", "--variant", "kuhn", "--seats", "house,random", "--seed", seed, "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    # over 64 characters the value is no number at all (cli.py), and the line says so without quoting it whole
    rule = "2^63 - 1" if len(seed) <= 64 else "too long for a number"
    assert err.count("\n") == 1 and "--seed" in err and rule in err and len(err) < 200, err[:300]
    assert not out.exists()  # refused before the store or any file is made
