"""``--seed`` of train and advise (and of session and review, which share advise's options) is a label
that is hashed and written into the output: printable text of bounded length. Before, an
undecodable byte in the argument (a lone surrogate) ended both commands in a traceback."""

from __future__ import annotations

import json

import pytest

from cosino.primitives.errors import CosinoError
from cosino_runtime.commands.arguments import MAX_SEED_TEXT, check_seed_text

STATE = "examples/STATE.json"

BAD_SEEDS = [
    ("\udcff", "U+DCFF at character 1 of 1"),  # what Python makes of the byte 0xFF in an argument
    ("0,\udcff", "U+DCFF at character 3 of 3"),
    ("\u202e1", "U+202E at character 1 of 2"),  # a bidi override
    ("1\u200b", "U+200B at character 2 of 2"),  # a zero-width space
    ("x" * (MAX_SEED_TEXT + 1), f"got {MAX_SEED_TEXT + 1} characters"),
]


@pytest.mark.parametrize("seed, where", BAD_SEEDS)
def test_train_refuses_the_seed_in_one_line_before_writing(cosino_cli, tmp_path, seed, where):
    out = tmp_path / "p.json"
    code, stdout, stderr = cosino_cli(
        "train", "--game", "kuhn", "--algo", "mccfr", "--iterations", "5", "--quiet", "--seed", seed, "--out", str(out)
    )
    assert code == 2
    assert stderr.count("\n") == 1 and "--seed:" in stderr and where in stderr
    assert not out.exists()


@pytest.mark.parametrize("seed, where", BAD_SEEDS[:3])
def test_advise_refuses_the_seed_in_one_line(cosino_cli, seed, where):
    code, stdout, stderr = cosino_cli("advise", STATE, "--equity", "10", "--rollouts", "2", "--seed", seed)
    assert code == 2
    assert stdout == ""
    assert stderr.count("\n") == 1 and "--seed:" in stderr and where in stderr


def test_the_abstraction_trainer_refuses_a_bad_seed_in_its_list(cosino_cli, tmp_path):
    out = tmp_path / "h.json"
    code, _, stderr = cosino_cli(
        "train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "2", "--quiet", "--seed",
        "0,\udcff", "--out", str(out),
    )  # fmt: skip
    assert code == 2 and "U+DCFF" in stderr and not out.exists()


@pytest.mark.parametrize("seed", ["0", "0,1,2", "x" * MAX_SEED_TEXT, "séance", "種子", "a b"])
def test_printable_seeds_up_to_the_bound_are_kept_as_given(seed):
    assert check_seed_text(seed) == seed


def test_a_seed_that_passes_is_written_into_the_profile(cosino_cli, tmp_path):
    out = tmp_path / "p.json"
    code, _, _ = cosino_cli(
        "train",
        "--game",
        "kuhn",
        "--algo",
        "mccfr",
        "--iterations",
        "5",
        "--quiet",
        "--seed",
        "种子",
        "--out",
        str(out),
    )
    assert code == 0
    assert json.loads(out.read_text(encoding="utf-8"))["seed"] == "种子"


def test_the_error_is_a_cosino_error():
    with pytest.raises(CosinoError):
        check_seed_text("\x00")
