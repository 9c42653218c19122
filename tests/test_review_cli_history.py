"""``cosino review`` and ``cosino session import`` on an edited replay: each case below was a
KeyError, TypeError, AttributeError or ValueError traceback from the middle of re-running a hand
(the replay was read without being re-derived). Now a replay must re-derive first, so the error
is the verifier's one line naming the file, the line and the field (exit 2), and nothing is stored.
"""

from __future__ import annotations

import json

import pytest

FAST = ("--rollouts", "10", "--equity", "10", "--subgame", "off")


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    out = tmp_path_factory.mktemp("episode")
    play(EpisodeConfig("holdem-hu", ("house", "random"), 2, 3), out)
    (path,) = out.rglob("*.replay.jsonl")
    return [json.loads(line) for line in path.read_text().splitlines()]


def _first(records, kind):
    return next(r for r in records if r.get("type") == kind)


EDITS = {
    "slots": (lambda rs: _first(rs, "hand").pop("slots"), 2, "'slots'"),  # KeyError
    "button": (lambda rs: _first(rs, "hand").__setitem__("button", 9), 2, "'button'"),  # ValueError
    "stack": (lambda rs: _first(rs, "hand").__setitem__("stacks", [-5, 200]), 2, "'stacks[0]'"),  # ValueError
    "stacks": (lambda rs: _first(rs, "hand").__setitem__("stacks", "ab"), 2, "'stacks'"),  # TypeError
    "slot": (lambda rs: _first(rs, "hand").__setitem__("slots", [5, 0]), 2, "'slots[0]'"),  # KeyError
    "config": (lambda rs: rs[0].__setitem__("config", [1]), 1, "'config'"),  # AttributeError
    "big blind": (lambda rs: rs[0]["config"].__setitem__("bigBlind", "2"), 1, "'config.bigBlind'"),  # TypeError
    "blind": (lambda rs: _first(rs, "blind").pop("amount"), 5, "'amount'"),  # KeyError
    "seat": (lambda rs: rs[0]["seats"][1].pop("slot"), 1, "'seats[1].slot'"),  # KeyError
    "action": (lambda rs: _first(rs, "action").pop("action"), 7, "'action'"),  # KeyError
}


def _write(tmp_path, records, edit):
    records = json.loads(json.dumps(records))
    edit(records)
    path = tmp_path / "edited.replay.jsonl"
    path.write_text("".join(json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n" for r in records))
    return str(path)


@pytest.mark.parametrize("name", list(EDITS))
def test_review_names_the_line_and_field_of_an_edit(cosino_cli, tmp_path, replay, name):
    edit, line, field = EDITS[name]
    path = _write(tmp_path, replay, edit)
    code, out, err = cosino_cli("review", path, "--seat", "Sprocket", *FAST)
    assert code == 2 and out == "" and "Traceback" not in err and err.count("\n") == 1, (code, err)
    assert f"{path}: line {line}: field {field}" in err, err


@pytest.mark.parametrize("name", ["slots", "config"])
def test_session_import_stores_nothing_from_an_edited_replay(cosino_cli, tmp_path, replay, name):
    path = _write(tmp_path, replay, EDITS[name][0])
    db = tmp_path / "s.sqlite"
    code, out, err = cosino_cli("session", "import", path, "--db", str(db), *FAST)
    assert code == 2 and "Traceback" not in err and err.count("\n") == 1 and path in err, (code, err)
    assert not db.exists()


def test_the_played_replay_is_still_reviewed(cosino_cli, tmp_path, replay):
    path = _write(tmp_path, replay, lambda rs: None)
    code, out, err = cosino_cli("review", path, "--seat", "Sprocket", *FAST)
    assert code == 0 and "decisions of Sprocket reviewed" in out, err


@pytest.mark.parametrize("command", ["review", "session import"])
def test_a_replay_of_another_game_is_refused_naming_the_file(cosino_cli, tmp_path, command):
    # A genuine Leduc replay re-derives; its refusal said "replay: ..." with no path.
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    play(EpisodeConfig("leduc", ("house", "random"), 2, 3), tmp_path)
    (path,) = (str(p) for p in tmp_path.rglob("*.replay.jsonl"))
    where = ["--seat", "Sprocket"] if command == "review" else ["--db", str(tmp_path / "s.sqlite")]
    code, out, err = cosino_cli(*command.split(), path, *where, *FAST)
    assert code == 2 and "Traceback" not in err and err.count("\n") == 1, (code, err)
    assert err.startswith(f"cosino: {path}: ") and "'leduc'" in err, err
