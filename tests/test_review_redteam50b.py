"""Red team 50b: the input surfaces added on 2026-12-07 (reviews 49c and 49e), attacked with hostile values.

``cosino advise``'s card reader (a ten as "10", suits as symbols) and ``cosino session analyze`` reading a damaged
or hostile database (its new ``hand_names`` table). The viewer's deep links and the integrity page's links are in
tests/browser/test_review_redteam50b_web.py."""

from __future__ import annotations

import contextlib
import io
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from support.advisor_states import CHEAP, PREFLOP
from support.cpu import assert_within_cpu
from support.replays import two_hand_replay

ROOT = Path(__file__).resolve().parents[1]
FAST = ("--rollouts", "10", "--equity", "10", "--subgame", "off")
STATE = PREFLOP


# --- (1) cosino advise: suits as a phone's keyboard writes them, and junk named as junk -------------------------


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("10\u2665\ufe0fA\u2660\ufe0f", "ThAs"),
        ("A\u2665\ufe0fK\u2666\ufe0e", "AhKd"),
        (["10\u2665\ufe0f", "A\u2660\ufe0e"], "ThAs"),
    ],
)
def test_a_suit_in_emoji_style_is_the_suit(cosino_cli, tmp_path, typed, read):
    """A suit symbol followed by U+FE0F (a phone keyboard's emoji style) or U+FE0E (text style) is that suit:
    "10♥️A♠️" reads as Th As. Before: exit 2, "bad card string '10♥️A♠️' (a rank without its suit; ...)" for the
    first, "bad card '\\ufe0fK'" for the second and "bad card '10♥️'" for the list; now exit 0, the cards read."""
    path = tmp_path / "state.json"
    path.write_text(json.dumps({**STATE, "hero_cards": typed}, ensure_ascii=False), encoding="utf-8")
    code, out, err = cosino_cli("advise", str(path), "--json", *CHEAP)
    assert code == 0, err
    assert json.loads(out)["summary"]["hero_cards"] == read


@pytest.mark.parametrize("typed", ["\ufe0fAh", "A\ufe0fh", "Ah\ufe0f", "10\u2665\ufe0f\ufe0f", "\u2665\ufe0f"])
def test_a_style_selector_anywhere_else_is_still_refused(typed):
    """Only a selector right after a suit symbol is read; one before a card, inside it, after a letter suit or
    twice is refused in one line naming the field, as before (these pin that the new reading stops there)."""
    from cosino.advisor.state import StateError, state_from_dict

    with pytest.raises(StateError, match="^field 'hero_cards': bad card"):
        state_from_dict({**STATE, "hero_cards": typed})


def test_ten_megabytes_of_junk_are_named_by_their_first_bad_card():
    """A board of ten million "x" is refused as "bad card 'xx'", the first two characters read (at most 53 cards
    are read, as before). Before: "more than 52 cards; a deck has 52", of text holding no card at all. A string
    of 53 real cards and a list of 60 keep their count ("more than 52", "60 cards")."""
    from cosino.advisor.state import StateError, state_from_dict

    with pytest.raises(StateError, match="^field 'board': bad card 'xx' "):
        state_from_dict({**STATE, "hero_cards": "AsKs", "board": "x" * 10_000_000})
    with pytest.raises(StateError, match="^field 'board': more than 52 cards; a deck has 52$"):
        state_from_dict({**STATE, "hero_cards": "AsKs", "board": "Ah" * 53})
    with pytest.raises(StateError, match="^field 'board': 60 cards; a deck has 52$"):
        state_from_dict({**STATE, "hero_cards": "AsKs", "board": ["Ah"] * 60})


# --- (2) cosino session analyze on a hostile database ------------------------------------------------------------


@pytest.fixture(scope="module")
def session_db(tmp_path_factory):
    """A session database of a two-hand heads-up replay, both seats analysed (4 decisions)."""
    from cosino_runtime.cli import main

    folder = tmp_path_factory.mktemp("session50b")
    replay = two_hand_replay(folder)
    db = folder / "session.sqlite"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["session", "import", str(replay), "--db", str(db), *FAST]) == 0
    return db


def _copy(session_db: Path, tmp_path: Path, script: str, *params: tuple) -> Path:
    path = tmp_path / "hostile.sqlite"
    path.write_bytes(session_db.read_bytes())
    db = sqlite3.connect(path)
    db.executescript(script)
    for sql, values in params:
        db.execute(sql, values)
    db.commit()
    db.close()
    return path


RECURSIVE = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
VIEWS = {
    "hand_names": "DROP TABLE hand_names; CREATE VIEW hand_names(source, hand, file, shown) AS "
    f"{RECURSIVE} SELECT 'a', 'b', 'c', x FROM c;",
    "hands": f"DROP TABLE hands; CREATE VIEW hands(source, hand) AS {RECURSIVE} SELECT 'a', x FROM c;",
}


@pytest.mark.parametrize("table", sorted(VIEWS))
def test_a_view_of_the_right_columns_is_refused_not_run(session_db, tmp_path, table):
    """A database whose hands or hand_names is a view of the right column names, endless (a recursive CTE): exit
    2, "hand_names is a view, not a table: not a session database". Before: analyze ran it and never ended (killed
    after 30 s, no output). Run in a child so that a regression fails at the bound instead of hanging the suite."""
    path = _copy(session_db, tmp_path, VIEWS[table])
    done = subprocess.run(
        [sys.executable, "-m", "cosino_runtime.cli", "session", "analyze", "--db", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr == f"cosino: --db: {path}: {table} is a view, not a table: not a session database\n"


def test_a_names_table_without_its_key_is_refused(session_db, tmp_path, cosino_cli):
    """hand_names with the right column names but no primary key, holding a second name for each hand: exit 2,
    "table hand_names has other column types or keys". Before: exit 0, and each of the 4 uncertain decisions was
    listed twice (8 lines for 4 decisions), the join matching both names."""
    script = (
        "CREATE TABLE old AS SELECT * FROM hand_names; DROP TABLE hand_names; "
        "CREATE TABLE hand_names (source TEXT, hand TEXT, file TEXT, shown TEXT); "
        "INSERT INTO hand_names SELECT * FROM old; INSERT INTO hand_names SELECT source, hand, 'other', '99' FROM old;"
        "DROP TABLE old;"
    )
    path = _copy(session_db, tmp_path, script)
    code, out, err = cosino_cli("session", "analyze", "--db", str(path))
    assert code == 2 and out == ""
    assert err == f"cosino: --db: {path}: table hand_names has other column types or keys: not a session database\n"


def test_a_database_another_program_is_writing_is_called_busy(session_db, tmp_path, cosino_cli):
    """While another connection holds the database's write lock, analyze waits SQLite's 5 s and says so: "another
    program is writing it (database is locked); try again when it is done". Before: "not a session database
    (database is locked)", of a sound database (which a reader might then delete)."""
    path = tmp_path / "busy.sqlite"
    path.write_bytes(session_db.read_bytes())
    writer = sqlite3.connect(path, isolation_level=None)
    try:
        writer.execute("BEGIN EXCLUSIVE")
        writer.execute("INSERT INTO hands VALUES ('x', 'y')")
        code, out, err = cosino_cli("session", "analyze", "--db", str(path))
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert code == 2 and out == ""
    assert err == (
        f"cosino: --db: {path}: another program is writing it (database is locked); try again when it is done\n"
    )
    code, out, err = cosino_cli("session", "analyze", "--db", str(path))
    assert code == 0 and "2 hands, 4 analysed decisions" in out, err


def test_a_ten_megabyte_name_is_read_once_not_once_a_line(session_db, tmp_path):
    """One hand named by a 5 MB file name, with 100 more uncertain decisions: analyze --top 200 reads and escapes
    the name once. Before: once per line and once per row of the sort, 7.5 s of CPU here (a 10 MB name and 200
    decisions: 46 s for the command); now under 0.5 s (the command: 1.3 s; with 5,000 decisions 1.6 s). Measured in
    CPU of this thread (SQLite runs in it) against a bound of 3 s; each line still names the hand, clipped."""
    from cosino_runtime.commands import session

    path = _copy(session_db, tmp_path, "")
    db = sqlite3.connect(path)
    source, hand, *rest = db.execute("SELECT * FROM decisions WHERE confidence = 'low' LIMIT 1").fetchone()
    rows = ((source, hand, 1000 + k, *rest[1:]) for k in range(100))
    db.executemany(f"INSERT INTO decisions VALUES ({', '.join('?' * 14)})", rows)
    db.execute("UPDATE hand_names SET file = ? WHERE source = ? AND hand = ?", ("y" * 5_000_000, source, hand))
    db.commit()
    db.close()
    printed = io.StringIO()

    def analyze() -> None:
        printed.seek(0)
        printed.truncate()
        with contextlib.redirect_stdout(printed):
            session.run_analyze(type("Args", (), {"db": str(path), "top": 200})())

    assert_within_cpu(analyze, 3.0, "analyze with a 5 MB hand name")
    lines = [line for line in printed.getvalue().splitlines() if "yyyy" in line]
    assert len(lines) > 200 and all("[5000000 chars, sha256 " in line for line in lines)
