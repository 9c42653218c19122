"""Mutation review 50a: tests that kill hand-made mutants the suite let live.

Covered code, merged on 2026-12-07 (ux49c, ux49e, pct49, pct49b): ``cosino session analyze``'s hand names
(:mod:`cosino_runtime.commands.session`: the ``hand_names`` table, hands and decisions counted from 1, the
uncertain list in the order of the number shown, a store written before the table), ``cosino review``'s "raise to"
(:mod:`cosino_runtime.commands.review`), the unpaired-pair warning (:mod:`cosino_runtime.engine.local`), a typed
ten and suit symbols in an advisor state (:mod:`cosino.advisor.state`), the range lines' seat names
(:mod:`cosino.advisor.report`) and the agent URL's bare '%' (:mod:`cosino_runtime.seats.transport`).

Each test names the mutant it kills (or the defect it pins); each mutant survived the tests that existed before.
Expected values come from the docstrings and docs/advisor.md, never from running the code under test. Two defects of
the code were fixed: in a store holding both named hands and hands imported before names were kept, the unnamed
hands' stored keys were sorted with a label ("a") read as the number 0, ahead of "1", where a store without names
lists numbers first; and a suit symbol followed by its emoji variation selector (as a phone types it) was refused as
"a rank without its suit".

Equivalent survivors, left unpinned: S3 (``isinstance(d, bool)`` dropped: SQLite returns a stored boolean as the
int 0 or 1), R2 (a call shown only when its chips are truthy, not "not None": the engine records a call of nothing
as a check, so a taken call never adds 0 chips), T15 (``"10" in text`` for ``text.startswith("10")``: only a
three-character text can be a card after the rewrite, and one holding "10" past its start leaves "0" or "0?" as
its suit, refused either way), P9 (the bare-'%' check given the URL without its fragment: canonical_url drops the
fragment, so every URL it then accepts is still canonical in one pass).
"""

from __future__ import annotations

import sqlite3

import pytest
from support.advisor_states import PREFLOP

# --- cosino session analyze: a store built row by row ------------------------------------------------------------


def _store(path, rows, named: bool = True) -> None:
    """A session store of decisions given as (source, hand key, decision, taken, confidence, gap, se, file, shown);
    ``file`` None leaves the hand without a name (imported before names were kept); ``named`` False drops the
    hand_names table (a store written before 2026-12-07)."""
    from cosino_runtime.commands.session import SCHEMA

    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    for source, hand, decision, taken, confidence, gap, se, file, shown in rows:
        db.execute("INSERT OR IGNORE INTO hands VALUES (?, ?)", (source, hand))
        db.execute(
            "INSERT INTO decisions VALUES (?, ?, ?, 'Gizmo', 'flop', '{}', ?, 'fold', 'rollout', ?, ?, ?, NULL, '{}')",
            (source, hand, decision, taken, confidence, gap, se),
        )
        if file is not None:
            db.execute("INSERT OR IGNORE INTO hand_names VALUES (?, ?, ?, ?)", (source, hand, file, shown))
    if not named:
        db.execute("DROP TABLE hand_names")
    db.commit()
    db.close()


def _block(out: str, title: str) -> list[str]:
    """The lines of one of analyze's lists, stripped."""
    body = out.split(title, 1)[1].split("\n\n", 1)[0]
    return [line.strip() for line in body.splitlines()[1:]]


def _analyze(cosino_cli, path) -> str:
    code, out, err = cosino_cli("session", "analyze", "--db", str(path), "--top", "100")
    assert code == 0, err
    return out


@pytest.mark.parametrize("named", [True, False])
def test_decisions_stored_out_of_order_are_listed_from_decision_1(cosino_cli, tmp_path, named):
    """S8 (``d.decision`` dropped from the uncertain list's order) listed a hand's decisions as they were stored:
    an import of two seats stores one seat's decisions, then the other's (0, 2, then 1). Stored 2, 0, 1 here; the
    list must read decision 1, 2, 3, as review heads them. The mutant printed 3, 1, 2."""
    s = "s" * 64
    rows = [(s, "4", d, "call", "low", None, None, "a.jsonl" if named else None, "5") for d in (2, 0, 1)]
    path = tmp_path / "s.db"
    _store(path, rows, named=named)
    lines = _block(_analyze(cosino_cli, path), "uncertain decisions")
    assert [line.split(" decision ", 1)[1].split(" ", 1)[0] for line in lines] == ["1", "2", "3"]


def test_a_store_partly_imported_before_names_says_so_once(cosino_cli, tmp_path):
    """S11 (the count of unnamed hands read as 0 once the hand_names table exists) dropped the line that says why
    a hand shows "[stored key 1]": the table exists as soon as one file is imported again, while the hands of the
    files not imported again keep their keys. One named hand and one unnamed: the line counts 1 hand."""
    rows = [
        ("a" * 64, "0", 0, "call", "low", None, None, "a.jsonl", "1"),
        ("b" * 64, "1", 0, "call", "low", None, None, None, None),
    ]
    path = tmp_path / "s.db"
    _store(path, rows)
    out = _analyze(cosino_cli, path)
    assert "(1 hands were imported before hand numbers were kept" in out
    assert _block(out, "uncertain decisions")[0].startswith("bbbbbbbbbbbb hand [stored key 1] decision 1 ")


def test_a_hand_keeps_the_name_of_the_file_it_was_first_imported_from(cosino_cli, tmp_path):
    """S12 (``INSERT OR REPLACE`` for ``INSERT OR IGNORE``) renamed a hand after every file holding it: the same
    replay imported again under another name moved every hand to the new name, though its decisions and reports
    are the first import's (the session docstring: "the first import of a hand names it"). Also kills A6
    (``hand_digests`` giving the shown number for the digest: its docstring says the session store keys hands by
    it, and since ux49c the store reads ``hand_index``, so no test compared the two)."""
    from support.replays import two_hand_replay

    from cosino.advisor.pipeline import hand_digests

    replay = two_hand_replay(tmp_path / "episode")
    copy = tmp_path / "renamed.replay.jsonl"
    copy.write_bytes(replay.read_bytes())
    path = tmp_path / "s.db"
    fast = ("--rollouts", "10", "--equity", "10", "--subgame", "off", "--seat", "Gizmo")
    for file in (replay, copy):
        code, _, err = cosino_cli("session", "import", str(file), "--db", str(path), *fast)
        assert code == 0, err
    lines = _block(_analyze(cosino_cli, path), "uncertain decisions")
    assert lines and all(f" {replay.name} hand " in line for line in lines)
    assert "renamed" not in _analyze(cosino_cli, path)
    keys = {source for (source,) in sqlite3.connect(path).execute("SELECT source FROM hands")}
    assert keys == set(hand_digests(replay).values()) == set(hand_digests(copy).values()) and len(keys) == 2


def test_hostile_names_and_actions_in_a_store_are_escaped(cosino_cli, tmp_path):
    """S16 (the stored file and shown number printed without ``_text``) let an edited store write an escape
    sequence and a bidi override to the terminal; S15 (``_action``'s digits check dropped) printed a stored
    "raise all-in" as "raise to all-in". Now the escapes are shown as text and only "raise N" gains "to"."""
    rows = [
        ("a" * 64, "0", 0, "raise all-in", "low", None, None, "\x1b[2Jx.jsonl", "1\u202e"),
        ("b" * 64, "0", 0, "raise 13", "low", None, None, "y.jsonl", "2"),
    ]
    path = tmp_path / "s.db"
    _store(path, rows)
    out = _analyze(cosino_cli, path)
    assert "\x1b" not in out and "\u202e" not in out
    lines = _block(out, "uncertain decisions")
    assert "took raise all-in," in lines[0] and "took raise to 13," in lines[1]


def test_hands_worth_reviewing_are_named_as_review_heads_them(cosino_cli, tmp_path):
    """S17 (the "hands worth reviewing" list back on the stored key) printed "hand 2" for the viewer's hand 3, the
    0-based key the rest of analyze no longer shows. The hand stored as "2" of a.jsonl, shown as 3, with a gap of
    5 BB beyond 2 SE of 1: listed as "a.jsonl hand 3"."""
    rows = [("a" * 64, "2", 0, "call", "high", 5.0, 1.0, "a.jsonl", "3")]
    path = tmp_path / "s.db"
    _store(path, rows)
    assert _block(_analyze(cosino_cli, path), "hands worth reviewing") == [
        "aaaaaaaaaaaa a.jsonl hand 3: 1 decisions, 5.00 BB"
    ]


@pytest.mark.parametrize("named", [True, False])
def test_unnamed_stored_keys_sort_alike_with_or_without_the_names_table(cosino_cli, tmp_path, named):
    """Stored keys 1, 2, 10, a and z of hands without a name are listed numbers first, then labels, whether the
    store has the hand_names table or not (the uncertain list's docstring: a stored key is "read as a number where
    it is one"). Before the fix, a store with the table read "a" and "z" as the number 0: a, z, 1, 2, 10. Also
    kills S25 (the shown text dropped as a tie-break: "z" before "a", by their sources)."""
    keys = [("a" * 64, "z"), ("b" * 64, "a"), ("c" * 64, "10"), ("d" * 64, "2"), ("e" * 64, "1")]
    rows = [(s, k, 0, "call", "low", None, None, None, None) for s, k in keys]
    path = tmp_path / "s.db"
    _store(path, rows, named=named)
    lines = _block(_analyze(cosino_cli, path), "uncertain decisions")
    assert [line.split("[stored key ", 1)[1].split("]", 1)[0] for line in lines] == ["1", "2", "10", "a", "z"]


def test_named_hands_follow_their_file_and_unnamed_ones_come_first(cosino_cli, tmp_path):
    """In a store with both, the hands without a name (no file to order by) come first, by stored key, then each
    file's hands by the number shown: [stored key 3], a.jsonl hand 2, a.jsonl hand 10, b.phh hand 1 [x]. The same
    order before and after the fix above (measured): it pins where the fix leaves the named hands."""
    rows = [
        ("a" * 64, "x", 0, "call", "low", None, None, "b.phh", "1 [x]"),
        ("b" * 64, "9", 0, "call", "low", None, None, "a.jsonl", "10"),
        ("c" * 64, "1", 0, "call", "low", None, None, "a.jsonl", "2"),
        ("d" * 64, "3", 0, "call", "low", None, None, None, None),
    ]
    path = tmp_path / "s.db"
    _store(path, rows)
    lines = _block(_analyze(cosino_cli, path), "uncertain decisions")
    assert [line.split(" ", 1)[1].split(" decision ", 1)[0] for line in lines] == [
        "hand [stored key 3]",
        "a.jsonl hand 2",
        "a.jsonl hand 10",
        "b.phh hand 1 [x]",
    ]


# --- cosino play: the unpaired-pair warning ------------------------------------------------------------------------


def test_each_unpaired_pair_is_named_by_its_two_hands_counted_from_1():
    """L2 (``{k + 2}+{k + 3}``) agrees with the right numbers only for pair k = 1 ("3+4"), the one pair every test
    used. Pairs 0 and 2 are the viewer's hands 1 and 2, and 5 and 6 (docs: hands 1 and 2, 3 and 4, ...); the mutant
    said "2+3, 4+5"."""
    from pathlib import Path

    from cosino_runtime.engine.local import Played, warnings_for

    played = Played(
        "e", Path("e.replay.jsonl"), Path("e.results.json"), {"reason": "complete"}, None, False, {}, [0, 2], 6
    )
    assert warnings_for(played) == [
        "duplicate pair(s) of hands 1+2, 5+6 left unpaired: only one hand of the pair was scored "
        "(play an even number of hands)"
    ]


# --- cosino advise: a typed ten ------------------------------------------------------------------------------------

STATE = PREFLOP  # heads-up, before the flop (tests/support/advisor_states.py)


@pytest.mark.parametrize("typed", ["1xh", "11h", "1\u2665h", "100h", "10hh"])
def test_only_a_ten_written_10_reads_as_t(typed):
    """T3 (a card starting "1" read as a ten) read the listed card "1xh" or "11h" as Th: "10" is the only spelling
    of a ten besides T (CARD_HINT). Each is refused, naming the card as typed."""
    from cosino.advisor.state import StateError, state_from_dict

    with pytest.raises(StateError, match=f"^field 'hero_cards': bad card '{typed}' "):
        state_from_dict({**STATE, "hero_cards": [typed, "As"]})


# --- the range lines: a seat's name, cut ---------------------------------------------------------------------------


def test_a_range_lines_seat_name_is_cut_at_40_characters(cosino_cli, tmp_path):
    """A2 (the cut dropped) printed the whole name, up to the state's 64 characters, in every range line; the
    report's docstring says 40. A 64-character name: 40 of it in the parentheses."""
    import json

    from support.advisor_states import PREFLOP

    seats = [{"stack": 198, "committed": 2, "name": "Hero"}, {"stack": 199, "committed": 1, "name": "N" * 64}]
    state = {**PREFLOP, "hero_cards": "AsKs", "seats": seats}
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state))
    code, out, err = cosino_cli("advise", str(path), "--equity", "100", "--rollouts", "0", "--subgame", "off")
    assert code == 0, err
    ranges = [line for line in out.splitlines() if line.startswith("  range seat 1 ")]
    assert ranges and all(line.startswith(f"  range seat 1 ({'N' * 40}) ") for line in ranges)


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("A\u2660\ufe0fK\u2666\ufe0f", ("As", "Kd")),
        ("10\u2665\ufe0fA\u2660", ("Th", "As")),
        (["10\u2665\ufe0e", "As"], ("Th", "As")),
    ],
)
def test_a_suit_symbol_with_its_emoji_selector_reads_as_the_symbol(typed, cards):
    """A phone's keyboard types a suit as the symbol and the variation selector U+FE0F, which draws the same suit.
    Before (measured): "A\u2660\ufe0fKs" was refused as "bad card string ... (a rank without its suit ...)", the
    selector taken for a card's first character, and ["10\u2665\ufe0e", "As"] as "bad card"; now each reads as
    the cards it draws."""
    from cosino.advisor.state import state_from_dict

    assert state_from_dict({**STATE, "hero_cards": typed}).hero_cards == cards
