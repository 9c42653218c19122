"""Hostile files and settings through the real command line: one line naming where, exit 2, nothing written.

Each case runs ``cosino_runtime.cli.main`` (or the installed command in a subprocess where the
point is the process: a closed pipe, a hang). A traceback, a second line or a written file fails.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.advisor_states import PREFLOP
from support.cli import one_line as one_line_error

REPO = Path(__file__).resolve().parents[1]
PHH_HEAD = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
GOOD_ACTIONS = "actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cbr 6', 'p1 f']\n"


def run_cli(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """The installed command in its own process: a hang fails the test instead of wedging it."""
    cmd = [sys.executable, "-c", "import sys; from cosino_runtime.cli import main; sys.exit(main())", *argv]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=REPO)


# -- PHH ------------------------------------------------------------------------------------------

PHH_CASES = {
    "huge-exponent": (PHH_HEAD + "x = 1e999999999\n" + GOOD_ACTIONS, [":6:", "1e999999999", "out of range"]),
    "tiny-exponent": (PHH_HEAD + "x = 1e-999999999\n" + GOOD_ACTIONS, [":6:", "1e-999999999", "out of range"]),
    "4301-digits": (PHH_HEAD + "x = " + "7" * 4301 + "\n" + GOOD_ACTIONS, [":6:", "4301 digits"]),
    "inf": (PHH_HEAD + "x = inf\n", [":6:", "unsupported value 'inf'"]),
    "nan": (PHH_HEAD + "x = nan\n", [":6:", "unsupported value 'nan'"]),
    "arabic-digit": (
        PHH_HEAD + "actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cbr \u0666', 'p1 f']\n",
        ["hand: action 2", "malformed"],
    ),
    "superscript-player": (
        PHH_HEAD + "actions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cbr 6', 'p\u00b2 f']\n",
        ["hand: action 3", "not a player"],
    ),
    "nesting-one-line": ("x = " + "[" * 5000 + "]" * 5000 + "\n", [":1:", "nested deeper"]),
    "nesting-many-lines": ("x = [\n" + "[\n" * 5000, [":1:", "nested deeper"]),
    "unclosed-array": ("x = [\n" + "1,\n" * 200_000, [":1:", "more than 100000 lines"]),
    "empty": ("", ["no hands found"]),
}


@pytest.mark.parametrize("case", sorted(PHH_CASES))
def test_phh_replay_refuses_hostile_text(tmp_path, case):
    text, needles = PHH_CASES[case]
    path = tmp_path / f"{case}.phh"
    path.write_text(text, encoding="utf-8")
    done = run_cli("phh", "replay", str(path))  # own process: a hang fails by timeout
    one_line_error(done.returncode, done.stdout, done.stderr, str(path), *needles)


def test_phh_exponents_do_not_hang_the_process(tmp_path):
    # Fraction('1e999999999') builds a billion-digit integer: the reader must refuse before that.
    path = tmp_path / "exp.phhs"
    path.write_text("[1]\n" + PHH_HEAD + "x = [1e999999999, 1e-999999999]\n", encoding="utf-8")
    started = time.monotonic()
    done = run_cli("phh", "replay", str(path), timeout=60)
    assert time.monotonic() - started < 60
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "out of range" in done.stderr


def test_phh_invalid_utf8_names_file_and_line(cosino_cli, tmp_path):
    path = tmp_path / "bad.phh"
    path.write_bytes(PHH_HEAD.encode() + b"players = ['\xff\xfe', 'b']\n" + GOOD_ACTIONS.encode())
    code, out, err = cosino_cli("phh", "replay", str(path))
    one_line_error(code, out, err, f"{path}:6:", "not valid UTF-8")


def test_phh_directory_is_one_line(cosino_cli, tmp_path):
    code, out, err = cosino_cli("phh", "replay", str(tmp_path))
    one_line_error(code, out, err, str(tmp_path), "cannot read")


def test_phh_replay_into_a_closed_pipe_exits_quietly():
    # `cosino phh replay big.phhs | head -1`: the reader leaves after one line.
    cmd = [
        sys.executable,
        "-c",
        "import sys; from cosino_runtime.cli import main; sys.exit(main())",
        "phh",
        "replay",
        str(REPO / "tests/data/pluribus.phhs"),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    code = proc.wait(timeout=120)
    assert first.startswith(b"hand [1]")
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert code == 141


# -- policy files (cosino exploitability) -----------------------------------------------------------

POLICY_CASES = {
    "nesting": ('{"0|K||": ' + "[" * 5000 + "]" * 5000 + "}", ["nesting deeper"]),
    "huge-exponent": ('{"0|K||": {"k": 0, "b": 1e999999999}}', ["line 1", "out of range"]),
    "tiny-exponent": ('{"0|K||": {"k": 1, "b": 1e-999999999}}', ["line 1", "out of range"]),
    "4301-digits": ('{"0|K||": {"k": 0, "b": ' + "1" * 4301 + "}}", ["line 1", "4301 digits"]),
    "nan": ('{"0|K||": {"k": NaN, "b": 1}}', ["NaN"]),
    "infinity": ('{\n"0|K||": {"k": Infinity, "b": 1}}', ["line 2", "Infinity"]),
    "arabic-digit": ('{"0|K||": {"k": 0, "b": \u0666}}', ["not valid JSON"]),
    "superscript": ('{"0|K||": {"k": 0, "b": \u00b2}}', ["not valid JSON"]),
    "empty": ("", ["empty"]),
}


@pytest.mark.parametrize("case", sorted(POLICY_CASES))
def test_policy_file_refuses_hostile_json(tmp_path, case):
    text, needles = POLICY_CASES[case]
    path = tmp_path / f"{case}.json"
    path.write_text(text, encoding="utf-8")
    done = run_cli("exploitability", "--game", "kuhn", str(path))
    one_line_error(done.returncode, done.stdout, done.stderr, str(path), *needles)


def test_policy_file_invalid_utf8_and_directory(cosino_cli, tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(b'{\n"0|K||": {"k": 0, "b": 1},\n"\xff": 1}')
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", str(path))
    one_line_error(code, out, err, str(path), "line 3", "UTF-8")
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", str(tmp_path))
    one_line_error(code, out, err, str(tmp_path), "cannot read")


# -- advisor states (cosino advise) -------------------------------------------------------------------

STATE = {"hero": 0, "dealer": 1, "hero_cards": "AsKd"} | PREFLOP  # the cards on line 4 of the indented file

STATE_CASES = {
    "nesting": ('{"seats": ' + "[" * 5000 + "]" * 5000 + "}", ["nesting deeper"]),
    "huge-exponent": (json.dumps(STATE).replace('"pot": 3', '"pot": 1e999999999'), ["out of range"]),
    "tiny-exponent": (json.dumps(STATE).replace('"pot": 3', '"pot": 1e-999999999'), ["out of range"]),
    "4301-digits": (json.dumps(STATE).replace('"pot": 3', '"pot": ' + "9" * 4301), ["4301 digits"]),
    "nan": (json.dumps(STATE).replace('"pot": 3', '"pot": NaN'), ["NaN"]),
    "infinity": (json.dumps(STATE).replace('"pot": 3', '"pot": -Infinity'), ["Infinity"]),
    "arabic-digit": (json.dumps(STATE).replace('"pot": 3', '"pot": \u0666'), ["not valid JSON"]),
    "decimal-chips": (json.dumps(STATE).replace('"pot": 3', '"pot": 3.5'), ["field 'pot'"]),
    "too-many-seats": (json.dumps({**STATE, "seats": [{"stack": 1}] * 5000}), ["field 'seats'"]),
    "huge-card-list": (json.dumps({**STATE, "board": ["As"] * 100_000}), ["field 'board'", "52"]),
    "empty": ("", ["empty"]),
}


@pytest.mark.parametrize("case", sorted(STATE_CASES))
def test_advise_refuses_hostile_state(tmp_path, case):
    text, needles = STATE_CASES[case]
    path = tmp_path / f"{case}.json"
    path.write_text(text, encoding="utf-8")
    done = run_cli("advise", str(path), "--rollouts", "0", "--equity", "10")
    one_line_error(done.returncode, done.stdout, done.stderr, str(path), *needles)
    assert len(done.stderr) < 400  # the message quotes the input clipped, never whole


def test_advise_invalid_utf8_and_directory(cosino_cli, tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(json.dumps(STATE, indent=1).encode().replace(b'"AsKd"', b'"\xc3("'))
    code, out, err = cosino_cli("advise", str(path))
    one_line_error(code, out, err, str(path), "line 4", "UTF-8")
    code, out, err = cosino_cli("advise", str(tmp_path))
    one_line_error(code, out, err, str(tmp_path), "cannot read")


# -- cosino play: where it writes, what it seats, what it reads from the environment -----------------


def test_play_out_is_a_file(cosino_cli, tmp_path):
    target = tmp_path / "file.txt"
    target.write_text("keep me")
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,house", "--out", str(target))
    one_line_error(code, out, err, str(target), "is a file, not a folder")
    assert target.read_text() == "keep me"


def test_play_out_cannot_be_created(cosino_cli):
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,house", "--out", "/proc/x")
    one_line_error(code, out, err, "--out /proc/x", "cannot create the folder")


@pytest.mark.parametrize(
    "seats, needle",
    [
        ("house,grandmaster", "seat 2 ('grandmaster')"),
        ("house", "seats 2 to 2"),
    ],
)
def test_play_seat_errors_write_nothing(cosino_cli, tmp_path, seats, needle):
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", seats, "--out", str(out_dir))
    one_line_error(code, out, err, needle)
    assert not out_dir.exists()


def test_play_bedrock_without_region(cosino_cli, tmp_path, monkeypatch):
    monkeypatch.delenv("AWS_REGION", raising=False)
    monkeypatch.delenv("AWS_DEFAULT_REGION", raising=False)
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,bedrock:x", "--out", str(out_dir))
    one_line_error(code, out, err, "seat 2 ('bedrock:x')", "AWS_REGION")
    assert not out_dir.exists()


@pytest.mark.parametrize("value", ["inf", "nan", "abc", "0", "-1", "1e999999999"])
def test_play_agent_timeout_variable(cosino_cli, tmp_path, monkeypatch, value):
    monkeypatch.setenv("COSINO_AGENT_TIMEOUT", value)
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,remote:http://127.0.0.1:9/", "--out", str(out_dir)
    )
    one_line_error(code, out, err, "COSINO_AGENT_TIMEOUT")
    assert not out_dir.exists()


@pytest.mark.parametrize(
    "flag, value", [("--budget", "0"), ("--hands", "0"), ("--deadline", "nan"), ("--deadline", "inf"), ("--seed", "-3")]
)
def test_play_bad_numbers(cosino_cli, tmp_path, flag, value):
    out_dir = tmp_path / "o"
    code, out, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,house", flag, value, "--out", str(out_dir)
    )
    one_line_error(code, out, err, flag)
    assert not out_dir.exists()


def test_mistyped_option_is_named(cosino_cli, tmp_path):
    code, out, err = cosino_cli("play", "--varient", "kuhn", "--seats", "house,house", "--out", str(tmp_path / "o"))
    one_line_error(code, out, err, "'--varient'", "did you mean --variant?")


def test_a_bug_keeps_its_traceback(monkeypatch):
    # Only bad input becomes one line: an error of our own must not be disguised as exit 2.
    from cosino_runtime import cli
    from cosino_runtime.commands import phh

    def broken(args):
        raise ValueError("a bug, not an input error")

    monkeypatch.setattr(phh, "run_replay", broken)
    with pytest.raises(ValueError, match="a bug"):
        cli.main(["phh", "replay", "whatever.phh"])


@pytest.mark.parametrize("verb", [("review", "--seat", "p1"), ("session", "import", "--db", "DB")])
def test_review_and_session_refuse_invalid_utf8_before_writing(cosino_cli, tmp_path, verb):
    path = tmp_path / "bad.phh"
    path.write_bytes(PHH_HEAD.encode() + b"players = ['\xff', 'b']\n" + GOOD_ACTIONS.encode())
    db = tmp_path / "s.sqlite"
    argv = [str(db) if a == "DB" else a for a in verb]
    argv.insert(2 if verb[0] == "session" else 1, str(path))
    code, out, err = cosino_cli(*argv, "--rollouts", "0")
    one_line_error(code, out, err, f"{path}:6:", "not valid UTF-8")
    assert not db.exists()
