"""Cross-surface consistency (review 49c): what one surface shows must lead a user to the same thing on the
next. Hands and decisions are counted from 1 wherever a person reads them (the viewer's ``hand N`` and
``?hand=N``, ``cosino review``'s headings); the stored keys (replay ``hand`` fields, the session store's
``hand`` and ``decision`` columns) keep their 0-based values."""

from __future__ import annotations

import re
import sqlite3

import pytest
from support.replays import two_hand_replay

FAST = ("--rollouts", "10", "--equity", "10", "--subgame", "off")

# The session store's layout before 2026-12-07: the three tables without hand_names.
OLD_SCHEMA = """
CREATE TABLE hands (source TEXT, hand TEXT, PRIMARY KEY (source, hand));
CREATE TABLE actions (source TEXT, hand TEXT, seq INTEGER, player TEXT, street TEXT, action TEXT,
    facing_bet INTEGER, position TEXT, PRIMARY KEY (source, hand, seq));
CREATE TABLE decisions (source TEXT, hand TEXT, decision INTEGER, seat TEXT, street TEXT,
    state TEXT, taken TEXT, recommended TEXT, method TEXT, confidence TEXT, ev_gap REAL, gap_se REAL,
    effective_combos REAL, report TEXT, PRIMARY KEY (source, hand, decision));
"""


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    """A heads-up Hold'em replay of two hands (hand fields 0 and 1: the viewer's hands 1 and 2)."""
    return two_hand_replay(tmp_path_factory.mktemp("episode"))


def _review_heads(cosino_cli, replay, seat: str) -> list[str]:
    code, out, err = cosino_cli("review", str(replay), "--seat", seat, *FAST)
    assert code == 0, err
    return [line[4:].split(" (", 1)[0] for line in out.splitlines() if line.startswith("=== ")]


def _analyzed(out: str) -> list[str]:
    """The "hand N decision M" of each line of analyze's first list."""
    first = out.split("largest EV deviations", 1)[1].split("\n\n", 1)[0]
    return [m.group(1) for m in re.finditer(r" (hand [0-9]+ decision [0-9]+) ", first)]


# --- (1) the unpaired-pair warning of cosino play counts hands as the viewer -----------------------------


def test_play_warns_of_the_unpaired_hands_by_the_viewers_numbers(cosino_cli, tmp_path):
    """``cosino play --hands 3`` on a duplicate table leaves its third hand unpaired. Before: "duplicate pair(s)
    2+3 left unpaired" (the replay's 0-based pair, hands 2 and 3), so a user opened the viewer's hands 2 and 3,
    of which hand 2 is paired and scored. Now: "pair(s) of hands 3+4", the third hand and the one never dealt."""
    code, out, err = cosino_cli(
        "play", "--variant", "holdem-hu", "--seats", "house,random", "--hands", "3", "--out", str(tmp_path)
    )
    assert code == 0, err
    assert "duplicate pair(s) of hands 3+4 left unpaired" in err and "2+3" not in err
    (replay,) = tmp_path.rglob("*.replay.jsonl")
    hands = [line for line in replay.read_text().splitlines() if '"type":"hand"' in line]
    assert len(hands) == 3 and '"hand":2' in hands[2]  # the unpaired hand: the viewer's "hand 3"


def test_play_help_says_which_hands_are_paired_as_counted_from_1():
    """``cosino play --help`` said "duplicate variants pair hands 2k and 2k+1" (0-based: with k = 1, hands 2
    and 3, which the viewer shows in two different pairs); now "hands 1 and 2, 3 and 4"."""
    import io
    from contextlib import redirect_stdout

    from cosino_runtime.cli import main

    out = io.StringIO()
    with redirect_stdout(out), pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(out.getvalue().split())
    assert "hands 1 and 2, 3 and 4" in text and "2k+1" not in text


# --- (2) cosino session analyze names hands and decisions as cosino review does ------------------------


def test_session_analyze_names_each_decision_as_review_heads_it(cosino_cli, replay, tmp_path):
    """Every decision analyze lists is one of review's headings ("hand 1 decision 2"), with the replay's
    file name. Before: "hand 0 #1" for review's "hand 1 decision 2" (the stored 0-based keys), so "hand 0"
    sent a user to no hand of the viewer and "hand 1" to the wrong one. The stored keys stay as they were."""
    db = tmp_path / "s.db"
    code, out, err = cosino_cli("session", "import", str(replay), "--db", str(db), "--seat", "Gizmo", *FAST)
    assert code == 0, err
    code, out, err = cosino_cli("session", "analyze", "--db", str(db), "--top", "100")
    assert code == 0, err
    shown = _analyzed(out)
    heads = _review_heads(cosino_cli, replay, "Gizmo")
    assert shown and sorted(shown) == sorted(heads)
    assert f"{replay.name} hand " in out and " #" not in out and "stored key" not in out
    keys = sqlite3.connect(db).execute("SELECT DISTINCT hand FROM decisions ORDER BY hand").fetchall()
    assert {k for (k,) in keys} <= {"0", "1"} and min(
        d for (d,) in sqlite3.connect(db).execute("SELECT decision FROM decisions")
    ) >= 0  # the keys: unchanged, 0-based


def test_an_old_session_database_is_read_and_named_once_its_file_is_imported_again(cosino_cli, replay, tmp_path):
    """A database written before hand names were kept (no hand_names table) is still read, its hands shown
    as "[stored key 0]" under one line saying why; importing the file again adds no decision and names them.
    Before this change such a database printed "hand 0 #1"; with the new table required it would be refused."""
    fresh = tmp_path / "fresh.db"
    code, _, err = cosino_cli("session", "import", str(replay), "--db", str(fresh), "--seat", "Gizmo", *FAST)
    assert code == 0, err
    old = tmp_path / "old.db"
    db = sqlite3.connect(old)
    db.executescript(OLD_SCHEMA)
    src = sqlite3.connect(fresh)
    for table, marks in (("hands", 2), ("actions", 8), ("decisions", 14)):
        rows = src.execute(f"SELECT * FROM {table}").fetchall()
        db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * marks)})", rows)
    db.commit()
    db.close()
    code, out, err = cosino_cli("session", "analyze", "--db", str(old))
    assert code == 0, err
    assert "hands were imported before hand numbers were kept" in out and "hand [stored key " in out
    assert " decision " in out and _analyzed(out) == []
    count = sqlite3.connect(old).execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
    code, out, err = cosino_cli("session", "import", str(replay), "--db", str(old), "--seat", "Gizmo", *FAST)
    assert code == 0, err
    assert "0 new reports" in out
    assert sqlite3.connect(old).execute("SELECT COUNT(*) FROM decisions").fetchone()[0] == count
    code, out, err = cosino_cli("session", "analyze", "--db", str(old), "--top", "100")
    assert code == 0, err
    assert "stored key" not in out and sorted(_analyzed(out)) == sorted(_review_heads(cosino_cli, replay, "Gizmo"))


def test_a_file_name_with_an_undecodable_byte_is_kept_as_an_escape(cosino_cli, replay, tmp_path):
    """The file's name is stored for analyze to print: a name holding a byte that is not UTF-8 (a lone surrogate
    in Python) would make SQLite's UTF-8 encoding raise mid-import. Measured while writing the change: stored as
    ``g\\udcff.jsonl`` (the escape), exit 0, and analyze prints that escape."""
    import os

    odd = os.fsdecode(bytes(tmp_path) + b"/g\xff.jsonl")
    with open(odd, "wb") as fh:
        fh.write(replay.read_bytes())
    db = tmp_path / "s.db"
    code, out, err = cosino_cli("session", "import", odd, "--db", str(db), "--seat", "Gizmo", *FAST)
    assert code == 0, err
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert "g\\udcff.jsonl hand 1 decision " in out


# --- (3) review and session name a raise by the total it went to, as the viewer does ---------------------

RAISES = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ['d dh p1 AsAd', 'd dh p2 7s2h', 'p2 cbr 6', 'p1 cbr 20', 'p2 cc', 'd db Kc8d3h', 'p1 cbr 30', 'p2 f']
players = ['Ann', 'Bob']
"""


def test_review_and_analyze_write_a_raise_to_its_total_and_a_call_with_its_chips(cosino_cli, tmp_path):
    """Replays and PHH files keep raise-to totals, and the viewer's log writes "raise to 6" and "call 14". Before:
    review's headings said "Bob took raise 6" (read as a raise by 6) and "Bob took call" (no chips), and analyze
    "took raise 6". Now "took raise to 6", "took call 14"; the stored text stays "raise 6"."""
    path = tmp_path / "raises.phh"
    path.write_text(RAISES)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bob", *FAST)
    assert code == 0, err
    heads = [line.split(": ", 1)[1] for line in out.splitlines() if line.startswith("=== ")]
    assert heads == ["Bob took raise to 6", "Bob took call 14", "Bob took fold"]
    db = tmp_path / "s.db"
    code, _, err = cosino_cli("session", "import", str(path), "--db", str(db), "--seat", "Bob", *FAST)
    assert code == 0, err
    code, out, err = cosino_cli("session", "analyze", "--db", str(db), "--top", "100")
    assert code == 0, err
    assert "took raise to 6, advisor " in out and "took raise 6" not in out
    stored = {t for (t,) in sqlite3.connect(db).execute("SELECT taken FROM decisions")}
    assert "raise 6" in stored and "call 14" in stored  # the stored text: unchanged


def test_a_reviews_range_lines_name_the_seat_they_read(cosino_cli, tmp_path):
    """The advisor's range lines number a seat by its place in the hand (review's states: 0 for Ann, the big
    blind here), which neither the heading ("Bob took ...") nor the viewer shows. Before: "range seat 0 BB [3bet]";
    now "range seat 0 (Ann) BB [3bet]", the name as the heading and the viewer write it."""
    path = tmp_path / "raises.phh"
    path.write_text(RAISES)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bob", *FAST)
    assert code == 0, err
    ranges = [line for line in out.splitlines() if line.startswith("  range seat ")]
    assert ranges and all(line.startswith("  range seat 0 (Ann) BB [") for line in ranges)
