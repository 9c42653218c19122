"""Mutation review of the bench options, the shared output-path check, the trains, serve and the
variance fit: each test here fails on a small change that the earlier tests let through."""

from __future__ import annotations

import argparse
import re
import sys
import types

import pytest


def one_line_error(code: int, err: str, *needles: str) -> None:
    assert code == 2, (code, err)
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cosino: "), err
    for needle in needles:
        assert needle in err, (needle, err)


def bench_parser() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    from cosino_runtime.commands import bench

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    bench.register(sub)
    return parser, sub.choices["bench"]


# kills: an option refused on a bench its help names (max_episodes on scale only), and a bench left
# with None where its help states a default (DEFAULTS dropped or changed): the help is the spec
def test_every_bench_option_reaches_the_benches_its_help_names(monkeypatch):
    from cosino.primitives.errors import CosinoError
    from cosino_devtools.bench import BENCHMARKS

    parser, bench = bench_parser()
    received: dict[str, argparse.Namespace] = {}
    for name in BENCHMARKS:  # each bench's run only records what it was given
        fake = types.ModuleType(f"cosino_devtools.bench.{name}")
        fake.run = lambda args, name=name: received.__setitem__(name, args) or 0
        monkeypatch.setitem(sys.modules, fake.__name__, fake)
    checked = 0
    for action in bench._actions:
        named = re.match(r"bench ([a-z, ]+): ", action.help or "")
        if named is None:
            continue
        owners = named.group(1).split(", ")
        flag, value = action.option_strings[-1], "x.svg" if action.dest == "svg" else "30"
        for name in BENCHMARKS:
            args = parser.parse_args(["bench", name, flag, value])
            if name not in owners:
                with pytest.raises(CosinoError, match=f"{flag}: applies to"):
                    args.run(args)
                continue
            assert args.run(args) == 0
            assert str(getattr(received[name], action.dest)) == value, (name, flag)
            stated = re.search(r"\(default ([0-9.]+)\)", action.help)
            if stated is not None:  # left out, the option takes the default its help states
                args = parser.parse_args(["bench", name])
                assert args.run(args) == 0
                assert getattr(received[name], action.dest) == float(stated.group(1)), (name, flag)
            checked += 1
    assert checked >= 8


# kills: a bound of --seconds or --episodes moved (read by the parser alone: an accepted value would run the bench)
@pytest.mark.parametrize(
    "option, inside, outside",
    [("--seconds", ("0.01", "86400"), ("0.009", "86401")), ("--episodes", ("1", "10000"), ("10001",))],
)
def test_bench_time_and_count_bounds_are_inclusive(capsys, option, inside, outside):
    parser, _bench = bench_parser()
    for text in inside:
        assert getattr(parser.parse_args(["bench", "variance", option, text]), option[2:]) == float(text)
    for text in outside:
        with pytest.raises(SystemExit) as caught:
            parser.parse_args(["bench", "variance", option, text])
        assert caught.value.code == 2 and option in capsys.readouterr().err


def test_output_problem_reads_a_bare_name_in_the_working_folder_and_a_file_as_no_folder(monkeypatch, tmp_path):
    from cosino.primitives.files import output_problem

    monkeypatch.chdir(tmp_path)
    assert output_problem("out.json") is None  # its folder is the working folder, which exists
    (tmp_path / "plain.txt").write_text("a file")
    assert output_problem(tmp_path / "plain.txt" / "out.json") == "its folder is a file"


# kills: train checking only --out, not the exploitability table and plot written beside it
@pytest.mark.parametrize("suffix", [".exploitability.csv", ".exploitability.svg"])
def test_train_refuses_a_folder_where_its_table_goes_before_the_run(cosino_cli, tmp_path, suffix):
    (tmp_path / f"p{suffix}").mkdir()
    out = tmp_path / "p.json"
    code, _out, err = cosino_cli("train", "--game", "kuhn", "--algo", "cfr", "--iterations", "5", "--out", str(out))
    one_line_error(code, err, "--out", suffix, "folder")
    assert not out.exists()  # refused before the profile was written


# kills: the hold'em abstraction's train without its output check
@pytest.mark.parametrize("where", ["folder", "missing"])
def test_holdem_train_out_path_is_checked_before_the_run(cosino_cli, tmp_path, where):
    out = tmp_path if where == "folder" else tmp_path / "no" / "p.json"
    code, _out, err = cosino_cli(
        "train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "8", "--out", str(out)
    )
    one_line_error(code, err, "--out", "folder")


# kills: --data checked under --aws-local, which keeps its store in the emulated AWS, not there
def test_serve_aws_local_does_not_read_data(monkeypatch, tmp_path):
    pytest.importorskip("moto")
    from cosino_runtime.commands import serve

    data = tmp_path / "store"
    data.write_text("not a folder")
    started = []

    def start(*args, **kwargs):
        started.append(args)
        raise SystemExit(0)

    monkeypatch.setattr(serve, "start", start)
    args = argparse.Namespace(port=0, tick=1.0, aws_local=True, data=str(data), viewer=None)
    with pytest.raises(SystemExit):
        serve.run(args)
    assert started and started[0][0] == str(data)


# kills: the --fit run reading --seconds, which its own command line no longer defines
def test_variance_fit_plays_the_episodes_given(monkeypatch, capsys):
    from cosino_devtools.bench import variance

    seeds: list[int] = []
    monkeypatch.setattr(variance, "play", lambda variant, seats, seed: seeds.append(seed) or [])
    monkeypatch.setattr(variance, "measure", lambda episodes, a, b: {"ratio": 1})
    assert variance.fit(argparse.Namespace(episodes=2, fit="1")) == 0
    rows = len(capsys.readouterr().out.split("rows: ")[1].split(";"))
    assert seeds == list(range(variance.FIT_SEED, variance.FIT_SEED + 2)) * rows
