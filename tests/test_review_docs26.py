"""docs/league.md, chip-race.md, tricks.md, analytics.md and advisor.md, run as a new user would
(docs review, 2026-12-04): each test holds one place where the program or the doc was wrong."""

from __future__ import annotations

from pathlib import Path

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
