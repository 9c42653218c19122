"""The command line as a mechanism: every option of every subcommand, walked from ``build_parser()``, given each
worst value (signs, NaN, 1e999999999, 5,000 digits, hex, underscores, another script's digit, empty, blank, a
lone surrogate, a bidi override, a line separator; and, for an option or argument naming a file, a folder, a
device, a FIFO, a missing path and a 10 MB name). Each run ends with exit 0 or 2, never 1 or a traceback; a
refusal is one line starting "cosino: " that names the option or the file and escapes what a terminal acts on,
and leaves nothing behind in its working folder.

Cost (review 55d): everything runs in-process but the FIFO and /dev/zero sweeps, one child process each (a wait
no alarm breaks, or a read without end, is the child's to suffer; the parent names the case it stopped in), and
one real command line for an undecodable byte. A path is given one plain ASCII name ("-1"), not seven.

Found by the sweep (review 54f): a refusal quoting a long value lost its reason. ``_one_line`` cut every line at
2,000 characters, so ``--out`` with a 5,000-character name printed the name and never "too long a name", and
``--depth`` with one never listed the choices (58 of the sweep's refusals). The line now keeps its start and its end.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cosino.primitives.printable_chars import printable_char

ROOT = Path(__file__).resolve().parents[1]
CASE_SECONDS = 60  # one accepted run is a few cheap hands or iterations; more is a hang
LONG_DIGITS = "9" * 5000
TEN_MB = "x" * 10_000_000
CORE = [
    "-1",
    "0",
    "NaN",
    "inf",
    "1e999999999",
    LONG_DIGITS,
    "0x10",
    "1_000",
    "\u0663",
    "",
    " ",
    "\udcff",
    "x\u202ey",
    "x\u2028y",
]
# A path is only ever a name: "0", "NaN", "1e999999999", "0x10" and "1_000" are the plain ASCII name "-1" is, each
# one more full run of the command. A path keeps the values that are names of another kind.
PATH_CORE = ["-1", LONG_DIGITS, "\u0663", "", " ", "\udcff", "x\u202ey", "x\u2028y"]
PATH_VALUES = ["adir", "missing/none", TEN_MB]  # a FIFO and /dev/zero run in a child process, below
PATH_OPTIONS = {"--out", "--svg", "--config", "--data", "--viewer", "--solver", "--db", "--doc", "--json", "--manifest"}


class _Hung(BaseException):
    """Raised by the alarm: not an Exception, so no handler of the command swallows it."""


class _Served(BaseException):
    """Raised in place of starting the server: serve accepted every value."""


@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    """One small input of every kind the commands read, made by the commands themselves."""
    from cosino_runtime.cli import main

    base = tmp_path_factory.mktemp("inputs")
    cwd = os.getcwd()
    os.chdir(base)
    try:
        for argv in (
            ["play", "--variant", "kuhn", "--seats", "house,random", "--out", "kuhn"],
            ["play", "--variant", "holdem-hu", "--seats", "house,random", "--hands", "2", "--phh", "--out", "hu"],
            ["train", "--game", "kuhn", "--algo", "cfr", "--iterations", "3", "--quiet", "--out", "policy.json"],
        ):
            assert _quiet(main, argv) == 0, argv
        (base / "state.json").write_bytes((ROOT / "examples" / "STATE.json").read_bytes())
        (base / "league.toml").write_text(
            '[league]\nname = "t"\nvariants = ["kuhn"]\nhands = 2\nbootstrap = 5\nout = "lg"\n'
            '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
        )
        assert _quiet(main, ["league", "run", "--config", "league.toml", "--quiet"]) == 0
        hu = next((base / "hu").glob("*.replay.jsonl"))
        session = [
            "session",
            "import",
            str(hu),
            "--db",
            "s.sqlite",
            "--equity",
            "0",
            "--rollouts",
            "0",
            "--subgame",
            "off",
        ]
        assert _quiet(main, session) == 0
    finally:
        os.chdir(cwd)
    return base


def _quiet(main, argv):
    import io
    from contextlib import redirect_stderr, redirect_stdout

    with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
        return main(argv)


def _bases(i: Path) -> dict[tuple[str, ...], list[str]]:
    """For each command, the fewest arguments that get it past parsing and make an accepted run cheap."""
    kuhn, hu = next((i / "kuhn").glob("*.replay.jsonl")), next((i / "hu").glob("*.replay.jsonl"))
    results, phh = next((i / "kuhn").glob("*.results.json")), next((i / "hu").glob("*.phhs"))
    cheap = ["--equity", "0", "--rollouts", "0", "--subgame", "off"]  # the subgame solve alone takes seconds
    return {
        ("play",): ["--variant", "kuhn", "--seats", "house,random", "--hands", "2", "--out", "o"],
        ("verify",): [str(kuhn), str(results)],
        ("demo",): ["--out", "o"],
        ("bench",): ["tricks", "--seconds", "0.01"],
        ("league", "run"): ["--config", str(i / "league.toml"), "--quiet", "--out", "lg2"],
        ("league", "table"): ["--out", str(i / "lg")],
        ("league", "check-published"): ["adir"],
        ("serve",): ["--port", "0", "--data", "sv"],
        ("train",): ["--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--out", "t.json", "--quiet"],
        ("exploitability",): ["--game", "kuhn", str(i / "policy.json")],
        ("phh", "replay"): [str(phh)],
        ("advise",): [str(i / "state.json"), *cheap],
        ("review",): [str(hu), "--seat", "Sprocket", *cheap],
        ("session", "import"): [str(hu), "--db", "s2.sqlite", *cheap],
        ("session", "analyze"): ["--db", str(i / "s.sqlite")],
        ("calibrate",): ["collusion", "--episodes", "1", "--hands", "1"],
        ("power",): [str(i / "kuhn")],
        ("agent-key",): ["https://bots.example/act"],
    }


def _commands() -> dict[tuple[str, ...], argparse.ArgumentParser]:
    from cosino_runtime.cli import build_parser

    found: dict[tuple[str, ...], argparse.ArgumentParser] = {}

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs:
            found[path] = parser
        for sub in subs:
            for name, child in sub.choices.items():
                walk(child, (*path, name))

    walk(build_parser(), ())
    return found


def _takes_value(action: argparse.Action) -> bool:
    return action.nargs != 0 and not isinstance(action, (argparse._HelpAction, argparse._SubParsersAction))


def _cases(parser: argparse.ArgumentParser, base: list[str]):
    """(argv, what is named, value) for every value-taking option and argument of one command."""
    positionals = [a for a in parser._actions if not a.option_strings and _takes_value(a)]
    given = [k for k, t in enumerate(base) if not t.startswith("--") and (k == 0 or not _takes_flag_value(base[k - 1]))]
    for action in parser._actions:
        if not _takes_value(action):
            continue
        if action.option_strings:
            flag = action.option_strings[-1]
            rest = list(base)
            if flag in rest:
                at = rest.index(flag)
                del rest[at : at + 2]
            for value in PATH_CORE + PATH_VALUES if flag in PATH_OPTIONS else CORE:
                yield [*rest, flag, value], flag, value
            continue
        place = positionals.index(action)
        for value in CORE if action.choices else PATH_CORE + PATH_VALUES:
            argv = list(base)
            if place < len(given):
                argv[given[place]] = value
            else:
                argv.append(value)
            yield argv, action.dest, value


def _takes_flag_value(token: str) -> bool:
    """Whether the token after ``token`` is its value rather than a positional argument."""
    return token.startswith("--") and token not in ("--quiet", "--json", "--phh", "--strict", "--detail", "--no-probe")


def _alarm(signum, frame):
    raise _Hung()


def _run(argv: list[str], seconds: float = CASE_SECONDS) -> tuple[object, str, str]:
    import io
    from contextlib import redirect_stderr, redirect_stdout

    from cosino_runtime.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code: object = main(argv)
    except _Served:
        code = 0
    except _Hung:
        code = "hung"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    return code, out.getvalue(), err.getvalue()


def _shown(value: str) -> str:
    return repr(value[:12]) + (f"...({len(value)})" if len(value) > 12 else "")


def _named(line: str, name: str, value: str) -> bool:
    """The line names the option or argument, the value (a file), or, for a seat or variant, that field."""
    from cosino.primitives.errors import printable, quoted

    words = {"--variant": "variant", "--seats": "seat", "--secret-env": "environment variable", "url": "URL"}
    start = value[:40]  # escaping the whole of a 10 MB value to compare its first 20 characters took a second
    file_named = line.startswith("cosino: " + printable(start)[:20]) or quoted(start)[:20] in line
    return (
        name in line
        or (value.strip() and file_named)
        or words.get(name, "\0") in line
        or ("required" in line and name in ("what", "name", "file", "paths", "replay", "policy", "state", "source"))
    )


def _check(argv: list[str], name: str, value: str, code: object, out: str, err: str, left: list[str]) -> list[str]:
    said = f"{argv[0]} {name} {_shown(value)}: exit {code}"
    if code not in (0, 2) or "Traceback" in err:
        return [f"{said}: {err[-300:]!r}"]
    if code == 0:
        return []
    lines = err.splitlines()
    problems = []
    if len(lines) != 1 or not lines[0].startswith("cosino: "):
        problems.append(f"{said}: not one 'cosino: ' line: {err[:200]!r}")
    elif not all(printable_char(c) for c in lines[0]):
        problems.append(f"{said}: unescaped character in {lines[0][:200]!r}")
    elif not _named(lines[0], name, value):
        problems.append(f"{said}: names neither the option nor the file: {lines[0][:200]!r}")
    elif len(lines[0]) > 2020:
        problems.append(f"{said}: a line of {len(lines[0])} characters")
    if left:
        problems.append(f"{said}: refused, yet wrote {left}")
    return problems


COMMANDS = sorted(_commands())


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_every_option_given_every_worst_value_ends_in_0_or_one_line_and_2(
    command, inputs, tmp_path, monkeypatch, capfd
):
    from cosino_runtime.commands import serve

    def served(*args, **kwargs):
        raise _Served()

    monkeypatch.setattr(serve, "start", served)
    monkeypatch.setenv("COSINO_AGENT_SECRET", "sweep-secret")
    bases = _bases(inputs)
    assert command in bases, f"cosino {' '.join(command)} is new: give it its fewest arguments in _bases"
    repo_before = sorted(os.listdir(ROOT))
    problems, count = [], 0
    for k, (rest, name, value) in enumerate(_cases(_commands()[command], bases[command])):
        here = tmp_path / f"c{k}"
        here.mkdir()
        (here / "adir").mkdir()
        monkeypatch.chdir(here)
        code, out, err = _run([*command, *rest])
        left = sorted(set(os.listdir(here)) - {"adir"}) if code == 2 else []
        problems += _check([" ".join(command), *rest], name, value, code, out, err, left)
        count += 1
    capfd.readouterr()  # a server thread or a progress bar may write straight to the descriptors
    assert count >= len(PATH_CORE), count
    assert sorted(os.listdir(ROOT)) == repo_before  # nothing written into the repository
    assert not problems, "\n".join(problems[:20])


def _path_arguments():
    """Every option or argument that names a file to read or write, with its command's fewest arguments."""
    for command, parser in sorted(_commands().items()):
        for action in parser._actions:
            flag = action.option_strings[-1] if action.option_strings else None
            if flag in PATH_OPTIONS or (flag is None and _takes_value(action) and not action.choices):
                yield command, flag or action.dest


CHILD = "import sys; from test_review_cli54f import _special_child; _special_child(*sys.argv[1:])"
MARK = "@@case "  # starts each line the child reports; a command may write straight to its descriptors too


def _special_child(inputs: str, special: str, work: str) -> None:
    """In a child process: every option or argument naming a file, given ``special``, each run in-process
    (an alarm ends a wait the child can break). One JSON line before and after each run, so the parent can
    name the case a wait no alarm breaks (a C library retrying its open) is stuck in."""
    import json

    os.environ["COSINO_AGENT_SECRET"] = "sweep-secret"
    bases = _bases(Path(inputs))
    count = 0
    for command, name in _path_arguments():
        if command == ("serve",) or command not in bases:
            continue
        for rest, named, value in _cases(_commands()[command], bases[command]):
            if named != name or value != "adir":
                continue
            here = Path(work) / f"c{count}"
            here.mkdir()
            os.mkfifo(here / "fifo")
            os.chdir(here)
            argv = [special if token == "adir" else token for token in rest]
            print(MARK + json.dumps({"start": [*command, name]}), flush=True)
            code, out, err = _run([*command, *argv], CHILD_CASE_SECONDS)
            left = sorted(set(os.listdir(here)) - {"fifo"}) if code == 2 else []
            done = {"command": command, "name": name, "argv": argv, "code": code, "out": out, "err": err, "left": left}
            print(MARK + json.dumps(done), flush=True)
            count += 1


CHILD_CASE_SECONDS = 10  # the child's alarm: a refusal takes milliseconds
WATCHDOG_SECONDS = 60  # the parent's, for a wait the alarm cannot break


def _child_reports(inputs: Path, tmp_path: Path, special: str):
    """Each case the child ran, as a dict, then None and the case it was stuck in if it stopped answering."""
    import json
    import queue
    import threading

    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    with open(tmp_path / "child.err", "wb") as err:
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(inputs), special, str(tmp_path)],
            cwd=tmp_path,
            env=env,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            errors="backslashreplace",
        )
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [*map(lines.put, child.stdout), lines.put(None)], daemon=True).start()
    started = None
    try:
        while True:
            line = lines.get(timeout=WATCHDOG_SECONDS)
            if line is None:
                break
            if MARK in line:
                report = json.loads(line[line.index(MARK) + len(MARK) :])
                started = report.get("start", started)
                if "start" not in report:
                    yield report
    except queue.Empty:
        yield {"stuck": started}
    finally:
        child.kill()
        child.wait()
    if child.returncode not in (0, -9):
        yield {"crashed": (tmp_path / "child.err").read_text(errors="backslashreplace")[-500:]}


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
def test_a_fifo_or_a_device_named_anywhere_is_refused_or_written_past_without_waiting(inputs, tmp_path, special):
    # One child process per special file runs every case in-process: a real process, so a wait no alarm breaks
    # or a read without end is the child's to suffer, at one interpreter start instead of one per case.
    problems, count = [], 0
    for report in _child_reports(inputs, tmp_path, special):
        if "stuck" in report or "crashed" in report:
            problems.append(f"{special}: {report}")
            continue
        code, name = report["code"], report["name"]
        shown = [" ".join(report["command"]), *report["argv"]]
        problems += _check(shown, name, special, code, report["out"], report["err"], report["left"])
        count += 1
    assert not problems, "\n".join(problems[:20])
    assert count >= 20, count


@pytest.mark.parametrize(
    "argv, reason",
    [
        (["play", "--variant", "kuhn", "--seats", "house,random", "--out", LONG_DIGITS], "File name too long"),
        (["advise", "state.json", "--depth", LONG_DIGITS], "choose from 'street', 'showdown'"),
        (["play", "--variant", LONG_DIGITS, "--seats", "house,random"], "choose one of"),
        (["verify", TEN_MB], "cannot read"),
    ],
)
def test_a_refusal_quoting_a_long_value_still_says_why(cosino_cli, tmp_path, monkeypatch, argv, reason):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli(*argv)
    lines = err.splitlines()
    assert code == 2 and out == "" and len(lines) == 1, err[:300]
    assert len(lines[0]) <= len("cosino: ") + 2003, len(lines[0])
    assert reason in lines[0], lines[0][-300:]
    assert lines[0].startswith("cosino: ") and "..." in lines[0]


@pytest.mark.parametrize("extra", ["", " ", "x\u2028y", "x\u202ey", TEN_MB])
def test_an_argument_left_over_is_named_quoted_and_escaped(cosino_cli, tmp_path, monkeypatch, extra):
    # One command: every parser's left-overs go through the one parse_args of the shared parser class.
    argv = ["play", "--variant", "kuhn", "--seats", "house,random", "--out", "o"]
    # Before: "unrecognized arguments:" and nothing after it for "" or " ", "x y" for a line separator, and the
    # 10 MB argument repeated up to the line's cut.
    from cosino.primitives.errors import quoted

    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli(*argv, extra)
    lines = err.splitlines()
    assert code == 2 and out == "" and len(lines) == 1 and not os.listdir(tmp_path), err[:300]
    assert lines[0].startswith("cosino: unrecognized arguments: ") and len(lines[0]) < 200, lines[0][:300]
    assert quoted(extra[:40]) in lines[0] and all(printable_char(c) for c in lines[0]), lines[0]


def test_an_undecodable_byte_on_the_real_command_line_is_one_escaped_line(tmp_path):
    # In-process the sweep passes "\udcff" to every option; here the byte comes through the interpreter's own argv
    # decoding and the line goes out through its own stderr encoding, which every refusal shares: one case.
    argv = ["session", "analyze", "--db"]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    cmd = [os.fsencode(sys.executable), b"-m", b"cosino_runtime.cli", *map(os.fsencode, argv), b"x\xffy"]
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, timeout=CASE_SECONDS)
    lines = done.stderr.decode("utf-8").splitlines()  # escaped: the byte itself never reaches the terminal
    assert done.returncode == 2 and done.stdout == b"" and len(lines) == 1, done.stderr[-300:]
    assert lines[0].startswith("cosino: ") and argv[-1].lstrip("-") in lines[0] and not os.listdir(tmp_path), lines[0]
    assert "\\udcff" in lines[0] or "U+DCFF" in lines[0], lines[0]


def test_a_refusal_of_a_10_mb_argument_escapes_only_the_part_it_prints(cosino_cli, tmp_path, monkeypatch):
    # Before: the whole message was escaped and then cut to 2,000 characters, so a 10 MB path holding one bidi
    # mark took 3 to 6 seconds to refuse (str.translate over 10 MB); the work now follows the line, not the input.
    from cosino_runtime import cli

    seen = []

    def counting(text):
        seen.append(len(text))
        return real(text)

    real = cli.printable
    monkeypatch.setattr(cli, "printable", counting)
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("verify", TEN_MB + "\u202e")
    lines = err.splitlines()
    assert code == 2 and out == "" and len(lines) == 1, err[:300]
    assert lines[0].endswith("\\u202e: cannot read (File name too long)"), lines[0][-200:]
    assert seen and max(seen) <= 20_000, seen
