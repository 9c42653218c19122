"""docs/league.md, chip-race.md, tricks.md, analytics.md and advisor.md, run as a new user would
(docs review, 2026-12-04): each test holds one place where the program or the doc was wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(capsys, *argv: str) -> tuple[int, str]:
    from cosino_runtime.cli import main

    code = main(list(argv))
    return code, capsys.readouterr().err


def test_train_refuses_an_empty_out_in_one_line_before_training(tmp_path, monkeypatch, capsys):
    # an empty --out named the working folder: training ran, then the write raised OSError (EBUSY)
    monkeypatch.chdir(tmp_path)
    code, err = _run(capsys, "train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--out", "", "--quiet")
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("cosino: --out ") and "empty" in err
    assert list(tmp_path.iterdir()) == []


def test_output_problem_names_an_empty_path():
    from cosino.primitives.files import output_problem

    assert output_problem("") is not None
    assert output_problem(Path("")) is not None


def test_holdem_training_refuses_a_seed_given_twice(tmp_path, capsys):
    # two runs of one seed agree exactly and sum the same visits twice: the gate's seed
    # disagreement and visit count would certify a strategy no second run ever checked
    out = tmp_path / "s.json"
    argv = ["train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "2", "--quiet"]
    code, err = _run(capsys, *argv, "--seed", "0,1,0", "--out", str(out))
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("cosino: --seed") and "'0'" in err
    assert not out.exists()


def test_train_seeds_refuses_a_repeated_seed():
    from cosino.advisor.mccfr import LeducSampled, train_seeds

    with pytest.raises(ValueError, match="seeds"):
        train_seeds(LeducSampled(), iterations=2, seeds=[3, 4, 3], checkpoints=1)
    assert train_seeds(LeducSampled(), iterations=2, seeds=[0, "0"], checkpoints=1).seeds == [0, "0"]
