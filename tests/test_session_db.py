"""``cosino session``'s database is a file the user names, so anything may be there: a folder,
another file, another program's tables, a session edited by hand. Each is one line naming the
path (exit 2), and the file is left as it was."""

from __future__ import annotations

import sqlite3

import pytest

PHH = (
    "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
    "players = ['al', 'bo']\n"
    "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cc', 'd db 2h3h4c', 'p1 cbr 10', 'p2 f']\n"
)
BUDGET = ("--equity", "20", "--rollouts", "20")


def one_line_error(code: int, out: str, err: str, *needles: str) -> None:
    assert code == 2, (code, err)
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cosino: "), err
    for needle in needles:
        assert needle in err, (needle, err)


@pytest.fixture
def hands(tmp_path):
    path = tmp_path / "hands.phh"
    path.write_text(PHH)
    return path


@pytest.fixture
def session(tmp_path, hands, cosino_cli):
    db = tmp_path / "session.sqlite"
    code, out, err = cosino_cli("session", "import", str(hands), "--db", str(db), *BUDGET)
    assert code == 0, err
    return db


def _foreign(path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE hands (id INTEGER, note TEXT)")
    db.commit()
    db.close()


NOT_SESSIONS = {
    "a folder": (lambda p: p.mkdir(), "is a folder"),
    "random bytes": (lambda p: p.write_bytes(bytes(range(256)) * 8), "not a session database"),
    "another program's tables": (_foreign, "table hands has columns id, note"),
}


def _snapshot(path):
    return sorted(path.iterdir()) if path.is_dir() else path.read_bytes()


@pytest.mark.parametrize("kind", sorted(NOT_SESSIONS))
@pytest.mark.parametrize("verb", ["import", "analyze"])
def test_what_is_not_a_session_database_is_named_and_left_alone(tmp_path, hands, cosino_cli, kind, verb):
    make, needle = NOT_SESSIONS[kind]
    db = tmp_path / "db"
    make(db)
    before = _snapshot(db)
    argv = (
        ("session", "import", str(hands), "--db", str(db), *BUDGET)
        if verb == "import"
        else ("session", verb, "--db", str(db))
    )
    code, out, err = cosino_cli(*argv)
    one_line_error(code, out, err, f"--db: {db}", needle)
    assert _snapshot(db) == before


def test_analyze_reads_an_empty_file_without_writing_to_it(tmp_path, cosino_cli):
    db = tmp_path / "empty.sqlite"
    db.write_bytes(b"")
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    one_line_error(code, out, err, "no hands table")
    assert db.read_bytes() == b""


@pytest.mark.parametrize("content", ["", "[1, 2, 3]\n", "# only a comment\n"])
def test_importing_a_file_without_hands_is_refused_before_the_database_exists(tmp_path, cosino_cli, content):
    path = tmp_path / "nothing.phh"
    path.write_text(content)
    db = tmp_path / "s.sqlite"
    code, out, err = cosino_cli("session", "import", str(path), "--db", str(db), *BUDGET)
    one_line_error(code, out, err, str(path), "no Hold'em hands")
    assert not db.exists()


@pytest.mark.parametrize(
    "column,value,needle",
    [("ev_gap", "'abc'", "ev_gap is 'abc'"), ("gap_se", "X'00ff'", "gap_se is b'\\x00\\xff'")],
)
def test_a_hand_edited_number_is_named_with_its_row(session, cosino_cli, column, value, needle):
    db = sqlite3.connect(session)
    db.execute(f"UPDATE decisions SET ev_gap = 1.5, gap_se = 0.5, {column} = {value}")
    db.commit()
    db.close()
    code, out, err = cosino_cli("session", "analyze", "--db", str(session))
    one_line_error(code, out, err, "decisions row", needle, "not a finite number")


def test_hand_edited_words_reach_the_terminal_escaped(session, cosino_cli):
    db = sqlite3.connect(session)
    db.execute("UPDATE decisions SET seat = char(27) || '[31mX' || char(8238) || 'Y', ev_gap = 1.0, gap_se = 0.1")
    db.execute("UPDATE actions SET player = 'p' || char(10) || 'q'")
    db.commit()
    db.close()
    code, out, err = cosino_cli("session", "analyze", "--db", str(session))
    assert code == 0, err
    assert "\x1b" not in out and "\u202e" not in out
    assert "\\u001b[31mX\\u202eY" in out  # the seat, as escapes
    assert "  p q " in out  # the player's line break, as a space in the tendencies


def test_analyze_of_a_real_session_still_lists_its_decisions(session, cosino_cli):
    code, out, err = cosino_cli("session", "analyze", "--db", str(session))
    assert code == 0, err
    assert out.startswith("1 hands, 4 analysed decisions") and "tendencies" in out and " al " in out


def test_session_analyze_names_the_advisors_action_not_as_the_one_the_gap_is_measured_to(tmp_path, cosino_cli):
    # The gap is to the best rollout EV; the stored recommendation may come from another source
    # (the subgame), so printing it as "best" showed "took check, best check: 0.76".
    from cosino_runtime.commands.session import SCHEMA

    db = tmp_path / "session.sqlite"
    with sqlite3.connect(db) as conn:
        conn.executescript(SCHEMA)
        conn.execute(
            "INSERT INTO decisions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            ("ab" * 32, "0", 5, "Gizmo", "turn", "{}", "check", "check", "subgame", "low", 0.76, 0.46, 261.5, "{}"),
        )
    conn.close()
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert "best rollout EV - taken" in out
    assert "took check, advisor check: gap 0.76 +/- 0.46" in out and "best check" not in out


@pytest.mark.parametrize("verb", ["import", "analyze"])
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_device_or_pipe_as_the_database_is_refused_before_sqlite_opens_it(tmp_path, hands, cosino_cli, kind, verb):
    # `--db /dev/null` failed as "disk I/O error" after SQLite had made /dev/null-journal beside it (as root);
    import os
    import stat

    path = tmp_path / "db"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        try:
            os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # a null device of our own, in tmp_path
        except PermissionError:
            pytest.skip("making a device needs root")
    from tests.test_hostile_league_config_values import _finishes

    argv = ["session", verb, *([str(hands), *BUDGET] if verb == "import" else []), "--db", str(path)]
    # analyze opened a FIFO read-only and waited for a writer for good
    result = _finishes(lambda: cosino_cli(*argv), path) if kind == "fifo" else cosino_cli(*argv)
    one_line_error(*result, f"--db: {path} is a device or pipe, not a database file")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["db", "hands.phh"]
