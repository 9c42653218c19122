"""Cross-surface consistency (review 49e): what one surface shows must be what the next one reads.

The viewer draws a ten as "10" and suits as symbols (web/js/dom.js); a person copying cards from it into a
``cosino advise`` state was refused. ``cosino session analyze`` lists hands by the number the viewer shows,
which its uncertain-decisions list sorted as text. The strict readers (a seat's answer, a replay's records)
keep their spelling and their messages: replays are re-verified by recomputing the reasons they hold."""

from __future__ import annotations

import json
import sqlite3

import pytest
from support.advisor_states import CHEAP, PREFLOP

STATE = PREFLOP


def _advise(cosino_cli, tmp_path, **fields):
    path = tmp_path / "state.json"
    path.write_text(json.dumps({**STATE, **fields}, ensure_ascii=False), encoding="utf-8")
    return cosino_cli("advise", str(path), "--json", *CHEAP)


# --- (1) a ten and suit symbols as the viewer draws them ------------------------------------------------


@pytest.mark.parametrize(
    "typed",
    ["10hAs", "10h As", "10\u2665A\u2660", ["10h", "As"], ["10\u2665", "A\u2660"], "ThAs"],
)
def test_advise_reads_a_ten_and_suit_symbols_as_the_viewer_draws_them(cosino_cli, tmp_path, typed):
    """``hero_cards`` of "10hAs", "10♥A♠" or ["10h", "As"] reads as Th As (the report's summary says "ThAs").
    Before: exit 2 with "bad card string '10hAs' (odd length)" for a string and "bad card '10h'" for a list,
    no word of T; now exit 0 and the same report as for "ThAs"."""
    code, out, err = _advise(cosino_cli, tmp_path, hero_cards=typed)
    assert code == 0, err
    assert json.loads(out)["summary"]["hero_cards"] == "ThAs"


def test_a_ten_on_the_board_and_a_repeat_across_spellings(cosino_cli, tmp_path):
    """A board "10♣9♣2d" is the flop Tc 9c 2d; "10h" beside "Th" is one card twice, refused by validation as any
    repeated card is (the refusal is the answer: exit 0). Before: exit 2, "odd length", for both."""
    code, out, err = _advise(cosino_cli, tmp_path, hero_cards="AsKs", board="10\u26639\u26632d")
    assert code == 0, err
    assert json.loads(out)["summary"]["board"] == "Tc9c2d"
    code, out, err = _advise(cosino_cli, tmp_path, hero_cards="10hTh")
    assert code == 0, err
    assert "duplicate_cards" in out


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("AsK", "bad card string 'AsK' (a rank without its suit; rank of 23456789TJQKA (a ten: T or 10)"),
        ("1hAs", "bad card '1h' (rank of 23456789TJQKA (a ten: T or 10) then suit of cdhs)"),
        ("10xAs", "bad card '10x' (rank of 23456789TJQKA (a ten: T or 10) then suit of cdhs)"),
        (["10"], "bad card '10' (rank of 23456789TJQKA (a ten: T or 10)"),
    ],
)
def test_a_card_that_is_not_one_is_refused_in_one_line_saying_how_to_write_a_ten(cosino_cli, tmp_path, typed, said):
    """A card that still is not one: one line naming the file, the field and the card, exit 2, and the
    hint that a ten is T or 10. Before: "bad card string 'AsK' (odd length)", "bad card '1h' (rank of
    23456789TJQKA then suit of cdhs)": nothing said how to write a ten."""
    code, out, err = _advise(cosino_cli, tmp_path, hero_cards=typed)
    assert code == 2 and out == ""
    assert "field 'hero_cards': " + said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_megabyte_of_card_text_is_read_no_further_than_a_deck():
    """A card string of 500,000 tens (1.5 million characters) is refused as "more than 52 cards" after reading
    53 of them: the loop is bounded by the deck, not by the text. Before: "750000 cards; a deck has 52", the
    whole string split into 750,000 pairs first (a list keeps its exact count: "53 cards", as before)."""
    from cosino.advisor.state import StateError, state_from_dict, typed_cards

    assert len(typed_cards("10h" * 500_000)) == 53
    with pytest.raises(StateError, match="^field 'board': more than 52 cards; a deck has 52$"):
        state_from_dict({**STATE, "hero_cards": "AsKs", "board": "10h" * 500_000})


def test_the_seat_answer_and_replay_readers_keep_their_spelling_and_messages():
    """Only what a person types is read loosely: the engine's card reader (seats, replays, PHH) still refuses
    "10h" and "A♠" with the messages replays may hold, byte for byte as before."""
    from cosino.primitives.cards import CardError, card_index, parse_cards

    with pytest.raises(CardError, match="^bad card string '10hAs': odd length$"):
        parse_cards("10hAs")
    with pytest.raises(CardError, match="^bad card '10h': expected rank of 23456789TJQKA then suit of cdhs$"):
        card_index("10h")
    with pytest.raises(CardError, match="^bad card 'A\u2660': expected rank of 23456789TJQKA then suit of cdhs$"):
        card_index("A\u2660")


# --- (2) analyze's uncertain decisions in the order of the hands' shown numbers -------------------------


def _session(path, named: bool) -> None:
    """A session store holding one low-confidence decision in each of three replay hands, keys "10", "2" and
    "1" (shown as hands 11, 3 and 2), and one in each of a PHH file's sections "a" and "z", its hands 10 and 9."""
    from cosino_runtime.commands.session import SCHEMA

    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    rows = [("r" * 64, "10", "11", "a.jsonl"), ("s" * 64, "2", "3", "a.jsonl"), ("t" * 64, "1", "2", "a.jsonl")]
    rows += [("u" * 64, "a", "10 [a]", "p.phh"), ("v" * 64, "z", "9 [z]", "p.phh")]
    for source, hand, shown, file in rows:
        db.execute("INSERT INTO hands VALUES (?, ?)", (source, hand))
        db.execute(
            "INSERT INTO decisions VALUES (?, ?, 0, 'Gizmo', 'flop', '{}', 'call', 'fold', 'rollout', 'low', "
            "NULL, NULL, NULL, '{}')",
            (source, hand),
        )
        if named:
            db.execute("INSERT INTO hand_names VALUES (?, ?, ?, ?)", (source, hand, file, shown))
    if not named:
        db.execute("DROP TABLE hand_names")
    db.commit()
    db.close()


def _uncertain(out: str) -> list[str]:
    block = out.split("uncertain decisions", 1)[1].split("\n\n", 1)[0]
    return [line.strip().split(" decision ", 1)[0].split(" ", 1)[1] for line in block.splitlines()[1:]]


def test_uncertain_decisions_are_listed_by_the_hands_shown_number(cosino_cli, tmp_path):
    """Replay hands 2, 3 and 11, then the PHH file's hands 9 [z] and 10 [a], each file's in the order of the
    number shown. Before: 2, 11, 3, 10 [a], 9 [z] (sorted by the stored key's text: "1" < "10" < "2" and
    "a" < "z"). The stored keys stay as they were."""
    db = tmp_path / "s.db"
    _session(db, named=True)
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert _uncertain(out) == [
        "a.jsonl hand 2",
        "a.jsonl hand 3",
        "a.jsonl hand 11",
        "p.phh hand 9 [z]",
        "p.phh hand 10 [a]",
    ]
    keys = {k for (k,) in sqlite3.connect(db).execute("SELECT hand FROM decisions")}
    assert keys == {"10", "2", "1", "a", "z"}


def test_an_old_session_lists_its_stored_keys_by_number(cosino_cli, tmp_path):
    """A store written before hand names were kept lists its stored keys, now in number order, then the PHH labels:
    1, 2, 10, a, z. Before: 1, 10, 2, a, z."""
    db = tmp_path / "old.db"
    _session(db, named=False)
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    keys = [line.rsplit("[stored key ", 1)[1].rstrip("]") for line in _uncertain(out)]
    assert keys == ["1", "2", "10", "a", "z"]
