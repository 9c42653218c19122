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


def test_train_decimals_on_the_holdem_abstraction_is_refused_not_ignored(cosino_cli, tmp_path):
    out = tmp_path / "h.json"
    args = ("--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "1", "--out", str(out), "--quiet")
    code, stdout, err = cosino_cli("train", *args, "--decimals", "3")
    one_line_error(code, stdout, err, "--decimals", "kuhn and leduc")
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


@pytest.mark.parametrize("seconds", ["nan", "inf", "-5", "0", "1e999999999", "9" * 400])
def test_bench_seconds_must_be_a_finite_positive_time(cosino_cli, seconds):
    # before the bound, nan and 0 reached the race as a zero time and ended in a ZeroDivisionError traceback
    code, out, err = cosino_cli("bench", "tricks", "--seconds", seconds)
    one_line_error(code, out, err, "--seconds", seconds[:40])  # a long value is quoted cut


@pytest.mark.parametrize("episodes", ["0", "2.5", "1e3", "-1", "10001", "\u0663", "9" * 30])
def test_bench_variance_episodes_is_a_whole_count(cosino_cli, episodes):
    code, out, err = cosino_cli("bench", "variance", "--episodes", episodes)
    one_line_error(code, out, err, "--episodes")


def test_bench_variance_reads_episodes_before_the_older_seconds_count():
    import argparse

    from cosino_devtools.bench.variance import episodes_per_row

    assert episodes_per_row(argparse.Namespace(seconds=20.0, episodes=None)) == 20
    assert episodes_per_row(argparse.Namespace(seconds=20.0, episodes=3)) == 3
    assert episodes_per_row(argparse.Namespace(seconds=0.5, episodes=None)) == 1


@pytest.mark.parametrize(
    "bench, option",
    [
        ("tricks", ("--episodes", "3")),
        ("engine", ("--soak", "5")),
        ("variance", ("--svg", "x.svg")),
        ("runtime", ("--max-episodes", "30")),
    ],
)
def test_a_bench_option_on_another_bench_is_refused_not_ignored(cosino_cli, bench, option):
    code, out, err = cosino_cli("bench", bench, *option)
    one_line_error(code, out, err, option[0], "only", bench)


@pytest.mark.parametrize("where", ["folder", "missing"])
def test_bench_scale_svg_path_is_checked_before_the_measuring(cosino_cli, tmp_path, where):
    svg = tmp_path if where == "folder" else tmp_path / "no" / "plot.svg"
    code, out, err = cosino_cli("bench", "scale", "--svg", str(svg), "--max-hands", "10", "--max-episodes", "25")
    one_line_error(code, out, err, "--svg", "folder")
    assert out == ""  # refused before the first curve was printed


@pytest.mark.parametrize("where", ["folder", "missing"])
def test_train_out_path_is_checked_before_the_run(cosino_cli, tmp_path, where):
    out_path = tmp_path if where == "folder" else tmp_path / "no" / "p.json"
    code, out, err = cosino_cli("train", "--game", "kuhn", "--algo", "cfr", "--iterations", "5", "--out", str(out_path))
    one_line_error(code, out, err, "--out", "folder")


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


def test_bench_episodes_padded_with_zeros_are_read_as_their_number():
    from cosino_runtime.commands.bench import _whole

    assert _whole(1, 10_000)("0" * 5000 + "20") == 20  # leading zeros are not size
    with pytest.raises(ValueError):
        _whole(1, 10_000)("0" * 5000 + "10001")
