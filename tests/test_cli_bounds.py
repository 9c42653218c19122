"""Options a typo can blow up: a count far past any real run, a list length SQLite cannot take,
an option that belongs to another run. Each is one line naming the option (exit 2), before any
work starts."""

from __future__ import annotations

import re

import pytest


def one_line_error(code: int, out: str, err: str, *needles: str) -> None:
    assert code == 2, (code, err)
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cosino: "), err
    for needle in needles:
        assert needle in err, (needle, err)


@pytest.mark.parametrize("count", ["0", "100000001", "9" * 30])
def test_train_iterations_are_bounded(cosino_cli, tmp_path, count):
    out = tmp_path / "p.json"
    code, stdout, err = cosino_cli(
        "train", "--game", "kuhn", "--algo", "cfr", "--iterations", count, "--out", str(out), "--quiet"
    )
    one_line_error(code, stdout, err, "--iterations", "between 1 and 100000000", count)
    assert not out.exists()


@pytest.mark.parametrize("top", ["0", "-1", "10001", "9" * 30])
def test_session_analyze_top_is_bounded_before_the_database_is_opened(cosino_cli, tmp_path, top):
    db = tmp_path / "none.sqlite"
    code, out, err = cosino_cli("session", "analyze", "--db", str(db), "--top", top)
    one_line_error(code, out, err, "--top", top)


@pytest.mark.parametrize("option", [("--leagues", "3"), ("--kinds", "honest"), ("--sizes", "abc"), ("--detail",)])
def test_a_league_audit_option_on_a_collusion_run_is_refused_not_ignored(cosino_cli, option):
    code, out, err = cosino_cli("calibrate", "collusion", "--episodes", "1", *option)
    one_line_error(code, out, err, option[0], "league-audit only")


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf"])
def test_bench_seconds_is_a_positive_finite_number(cosino_cli, seconds):
    # Zero, negative and NaN divided by zero inside the timing loop; inf never ended.
    code, out, err = cosino_cli("bench", "engine", "--seconds", seconds)
    one_line_error(code, out, err, "--seconds", seconds)


def test_every_custom_option_type_names_its_rule_not_a_function(cosino_cli):
    # argparse words a type's ValueError as "invalid <function name> value": a private name told the user nothing.
    import argparse

    from cosino_runtime.cli import build_parser

    def walk(parser, prefix):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield from walk(sub, [*prefix, name])
            elif action.option_strings and callable(action.type) and action.type not in (int, float, str):
                yield prefix, action

    checked = 0
    for prefix, action in walk(build_parser(), []):
        code, out, err = cosino_cli(*prefix, action.option_strings[-1], "x")
        one_line_error(code, out, err, action.option_strings[-1])
        assert not re.search(r"invalid _\w* value", err), err
        checked += 1
    assert checked >= 7
