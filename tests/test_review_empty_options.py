"""A text value that is empty or only white space, given to any ``cosino`` option or argument, is a
script's mistake: it is refused in one line naming the option (exit 2) before any work, never read
as "not given" (``if args.x:`` then skipped the manifest check, the doc, the plot) nor as the working
folder (``Path("")``)."""

from __future__ import annotations

import argparse
import os
import stat

import pytest

from cosino_runtime.cli import UsageError, build_parser, main

BLANKS = {"empty": "", "spaces": "   ", "tab-newline": "\t\n"}


def _text_values() -> list[tuple[list[str], str]]:
    """Every option and argument of every subcommand that takes free text, as (argv before the
    value, its name in messages)."""
    found: list[tuple[list[str], str]] = []

    def walk(parser: argparse.ArgumentParser, prefix: list[str]) -> None:
        positionals = 0
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, [*prefix, name])
            elif action.nargs == 0 or action.type is not None or action.choices is not None:
                continue  # flags take no value; typed and chosen values already refuse ''
            elif action.option_strings:
                found.append(([*prefix, action.option_strings[-1]], action.option_strings[-1]))
            else:
                found.append(([*prefix, *["x"] * positionals], action.metavar or action.dest))
                positionals += 1

    walk(build_parser(), [])
    return found


TEXT_VALUES = _text_values()


def test_the_sweep_sees_the_options_that_were_read_as_not_given():
    names = {" ".join(argv) for argv, _ in TEXT_VALUES}
    assert {"verify --manifest", "verify x", "power --json", "bench --svg", "calibrate --doc", "play --out"} <= names
    assert {"calibrate --kinds", "calibrate --sizes", "advise --solver", "league table --config"} <= names
    assert {"serve --data", "demo --out", "session import --solver"} <= names


@pytest.mark.parametrize("blank", BLANKS.values(), ids=BLANKS.keys())
@pytest.mark.parametrize(("argv", "name"), TEXT_VALUES, ids=[" ".join(a) for a, _ in TEXT_VALUES])
def test_a_blank_value_is_refused_naming_its_option(argv, name, blank):
    with pytest.raises(UsageError) as caught:
        build_parser().parse_args([*argv, blank])
    message = str(caught.value)
    assert message.startswith(f"{name}: is ") and "\n" not in message.strip(), message
    assert ("empty" if not blank else repr(blank)) in message, message


def _replay(tmp_path, capsys) -> tuple[str, str]:
    out = tmp_path / "runs"
    assert main(["play", "--variant", "kuhn", "--seats", "house,random", "--out", str(out)]) == 0
    capsys.readouterr()
    return str(next(out.glob("*.replay.jsonl"))), str(next(out.glob("*.results.json")))


@pytest.mark.parametrize("where", ["manifest", "results"])
def test_verify_does_not_skip_a_check_it_was_given_as_empty(tmp_path, capsys, where):
    # `if args.manifest:` read '' as no manifest: the replay was "OK" without being checked against one
    replay, results = _replay(tmp_path, capsys)
    argv = ["verify", replay, results, "--manifest", ""] if where == "manifest" else ["verify", replay, ""]
    code = main(argv)
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    name = "--manifest" if where == "manifest" else "results"
    assert err.count("\n") == 1 and err.startswith(f"cosino: {name}: is empty"), err


@pytest.mark.parametrize("command", ["play", "demo"])
def test_an_empty_out_folder_is_not_the_working_folder(tmp_path, monkeypatch, capsys, command):
    # Path('') is '.': the episode's files and a store were written where the command was run
    monkeypatch.chdir(tmp_path)
    argv = ["play", "--variant", "kuhn", "--seats", "house,random"] if command == "play" else ["demo"]
    code = main([*argv, "--out", ""])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("cosino: --out: is empty") and err.count("\n") == 1, err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", ["train", "power"])
def test_an_output_that_is_a_fifo_is_refused_not_replaced(tmp_path, capsys, command):
    # the write renamed a regular file over it: as root, `--out /dev/null` replaced the device itself
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    if command == "power":
        replay, _ = _replay(tmp_path, capsys)
        argv = ["power", replay, "--json", str(fifo)]
    else:
        argv = ["train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--quiet", "--out", str(fifo)]
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and str(fifo) in err and "not a regular file" in err, err
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "runs") == ["pipe"]


def test_write_atomic_itself_leaves_a_pipe_or_device_in_place(tmp_path):
    # defence behind output_problem: any caller that skips the check still cannot rename over one
    from cosino.primitives.files import write_atomic

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file") as caught:
        write_atomic(fifo, "x")
    assert str(fifo) in str(caught.value) and "\n" not in str(caught.value)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]
    write_atomic(tmp_path / "plain", "x")  # a regular file, and a new one, are written as before
    write_atomic(tmp_path / "plain", "y")
    assert (tmp_path / "plain").read_text() == "y"


CONTROLS = {"newline": ("runs\n", "U+000A at character 5"), "tab": ("a\tb", "U+0009 at character 2")}
CONTROLS |= {"del": ("x\x7f", "U+007F at character 2"), "c1": ("\x85x", "U+0085 at character 1")}
CONTROLS |= {"line-separator": ("a\u2028", "U+2028 at character 2"), "nul-late": ("ab" * 40 + "\0", "character 81")}


@pytest.mark.parametrize("value", CONTROLS.values(), ids=CONTROLS.keys())
@pytest.mark.parametrize(("argv", "name"), TEXT_VALUES, ids=[" ".join(a) for a, _ in TEXT_VALUES])
def test_a_value_holding_a_control_character_is_refused_naming_its_option(argv, name, value):
    # `--out "runs\n"` (an unstripped line of a script) made a folder whose name ends in a line break
    text, where = value
    with pytest.raises(UsageError) as caught:
        build_parser().parse_args([*argv, text])
    message = str(caught.value)
    assert message.startswith(f"{name}: holds a control character (") and where in message, message
    assert message.endswith(", not a value") and "\n" not in message and len(message) < 200, message


def test_a_control_character_in_out_writes_nothing_and_a_non_utf8_name_is_still_a_path(tmp_path, capsys):
    out = str(tmp_path / "runs") + "\n"
    code = main(["play", "--variant", "kuhn", "--seats", "house,random", "--out", out])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "--out: holds a control character (U+000A" in err, err
    assert list(tmp_path.iterdir()) == []
    # a byte that is not UTF-8 reaches argv as a lone surrogate (surrogateescape): a real file name, taken
    odd = os.fsdecode(os.fsencode(str(tmp_path)) + b"/caf\xe9")
    assert build_parser().parse_args(["play", "--variant", "kuhn", "--seats", "house,random", "--out", odd]).out == odd


def _typed_values() -> list[tuple[argparse.ArgumentParser, argparse.Action, str]]:
    """Every option and argument whose value a type reads (all of them numbers), with its parser."""
    found: list[tuple[argparse.ArgumentParser, argparse.Action, str]] = []

    def walk(parser: argparse.ArgumentParser, prefix: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, f"{prefix} {name}".strip())
            elif action.nargs != 0 and action.type is not None:
                found.append((parser, action, f"{prefix} {(action.option_strings or [action.dest])[-1]}"))

    walk(build_parser(), "")
    return found


TYPED_VALUES = _typed_values()
OTHER_FORMS = {"fullwidth": "\uff11\uff12", "arabic-indic": "\u0663", "underscore": "1_0", "spaced": " 7 "}
OTHER_FORMS |= {"nbsp": "7\xa0"}


def test_the_typed_sweep_sees_the_numbers_int_read_in_any_script():
    assert {"play --hands", "serve --port", "serve --tick", "train --iterations", "power --bootstrap"} <= {
        where for _, _, where in TYPED_VALUES
    }


@pytest.mark.parametrize("text", OTHER_FORMS.values(), ids=OTHER_FORMS.keys())
@pytest.mark.parametrize(("parser", "action", "where"), TYPED_VALUES, ids=[w for _, _, w in TYPED_VALUES])
def test_a_number_in_another_script_or_with_spaces_is_refused_not_read(parser, action, where, text):
    # int() reads "\u0663" as 3 and "1_0" as 10: `serve --port \uff11\uff12` was read as port 12
    name = (action.option_strings or [action.dest])[-1]
    with pytest.raises(UsageError) as caught:
        parser._get_value(action, text)
    message = str(caught.value)
    assert message.startswith(f"{name}: ") and "in ASCII digits without spaces or underscores" in message, message
    assert "\n" not in message


@pytest.mark.parametrize(("parser", "action", "where"), TYPED_VALUES, ids=[w for _, _, w in TYPED_VALUES])
def test_a_plain_ascii_number_still_reaches_its_type(parser, action, where):
    values = [parser._get_value(action, text) for text in ("30", "60")]
    assert values in ([30, 60], [30.0, 60.0]), (where, values)
