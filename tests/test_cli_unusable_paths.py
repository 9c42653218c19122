"""A path that can name no file (a loop of symbolic links, a name longer than the file system takes)
is the user's mistake: one line naming it, exit 2, and no work done first. Before, the two errors
were outside the command line's list of path errors and printed a traceback (``train --out``,
``power``, ``verify``), ``session import --db`` met pathlib's RuntimeError, and ``calibrate --doc``
played every episode before finding that it could not write."""

from __future__ import annotations

import os

import pytest

from cosino.primitives.files import output_problem, unusable_path

LONG = "x" * 5000  # past PATH_MAX as well as NAME_MAX
LONG_NAME = "y" * 300  # one component past NAME_MAX (255 on every Linux file system)


@pytest.fixture
def loop(tmp_path):
    link = tmp_path / "loop"
    os.symlink(link, link)
    return str(link)


def _one_line(code: int, stderr: str) -> str:
    assert code == 2, stderr
    assert stderr.count("\n") == 1 and "Traceback" not in stderr
    return stderr


def test_unusable_path_names_each_cause(loop):
    assert unusable_path(loop) == "is a loop of symbolic links"
    assert unusable_path(loop + "/a.json") == "is a loop of symbolic links"
    assert unusable_path(LONG) == "is too long a name for the file system"
    assert unusable_path(LONG_NAME) == "is too long a name for the file system"
    assert unusable_path("a\x00b") == "holds a NUL character"
    assert unusable_path("no/such/file") is None
    assert output_problem(loop) == "is a loop of symbolic links"


@pytest.mark.parametrize("kind", ["loop", "long", "long-name"])
def test_train_out(cosino_cli, tmp_path, loop, kind):
    out = {"loop": loop, "long": LONG, "long-name": str(tmp_path / LONG_NAME)}[kind]
    code, _, err = cosino_cli("train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--quiet", "--out", out)
    assert "--out" in _one_line(code, err)


@pytest.mark.parametrize("kind", ["loop", "long"])
def test_paths_read(cosino_cli, loop, kind):
    path = loop if kind == "loop" else LONG
    for argv in (("power", path), ("verify", path), ("phh", "replay", path), ("advise", path)):
        code, _, err = cosino_cli(*argv)
        _one_line(code, err)


def test_power_json(cosino_cli, tmp_path, loop):
    played = tmp_path / "played"
    assert cosino_cli("play", "--variant", "kuhn", "--seats", "house,random", "--out", str(played))[0] == 0
    code, _, err = cosino_cli("power", str(played), "--json", loop)
    assert "--json" in _one_line(code, err) and "loop of symbolic links" in err


@pytest.mark.parametrize("where", ["loop", "inside"])
def test_session_db(cosino_cli, tmp_path, loop, where):
    db = loop if where == "loop" else loop + "/s.sqlite"
    code, _, err = cosino_cli("session", "analyze", "--db", db)
    assert "--db" in _one_line(code, err) and "loop of symbolic links" in err
    played = tmp_path / "played"
    assert cosino_cli("play", "--variant", "holdem-hu", "--seats", "house,random", "--out", str(played))[0] == 0
    (replay,) = played.glob("*.replay.jsonl")
    code, _, err = cosino_cli("session", "import", "--db", db, "--equity", "10", "--rollouts", "2", str(replay))
    assert "--db" in _one_line(code, err) and "loop of symbolic links" in err


def test_calibrate_doc_is_refused_before_any_episode(cosino_cli, loop):
    code, _, err = cosino_cli("calibrate", "--doc", loop, "--episodes", "1", "--hands", "2", "collusion")
    assert "--doc" in _one_line(code, err) and "episodes" not in err
