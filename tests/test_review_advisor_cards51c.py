"""Review 51c: how ``cosino advise`` reads typed cards.

(1) Whitespace inside a card was removed before splitting: "1 0h" read as Th and "A s K d" as As Kd. A word
between spaces is now one or more whole cards ("10h" and "Th" both the ten of hearts); a word that is not is
refused in one line naming the word and the character it starts at. ``parse_cards`` (no caller outside tests,
same flaw) follows the same rule. (2) The repeated-card refusal named the card as the engine spells it ("Th"),
not as typed; it now quotes every spelling and its field. (3) Card text in a message went through ``quoted``
only, which shows a lone U+FE0F, a combining mark or a full-width letter as itself; those are now escaped.
"""

from __future__ import annotations

import json
import time

import pytest
from support.advisor_states import CHEAP
from support.advisor_states import PREFLOP as STATE

from cosino.advisor.state import StateError, state_from_dict, validate
from cosino.primitives.cards import CardError, parse_cards


def _refusal(**fields) -> str:
    with pytest.raises(StateError) as caught:
        state_from_dict({**STATE, **fields})
    return str(caught.value)


def _repeats(**fields) -> list[str]:
    return [i.message for i in validate(state_from_dict({**STATE, **fields})) if i.code == "duplicate_cards"]


# --- (1) a space never joins two halves of a card ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "word", "at"),
    [("1 0hAs", "'1'", 1), ("A s K d", "'A'", 1), ("As K d", "'K'", 4), ("Kd 1 0h", "'1'", 4), ("AsK d", "'AsK'", 1)],
)
def test_a_space_inside_a_card_is_refused_naming_the_word_and_where(typed, word, at):
    """Before: "1 0hAs" read as Th As and "A s K d" as As Kd, the spaces dropped; now one line naming the word."""
    said = _refusal(hero_cards=typed)
    assert said.startswith(f"field 'hero_cards': bad card string '{typed}': {word} at character {at} ")
    assert "a space never joins two halves of a card" in said and "\n" not in said


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("10h As", ("Th", "As")),
        ("Th\tAs", ("Th", "As")),
        ("10hAs", ("Th", "As")),
        (" 10\u2665  A\u2660 ", ("Th", "As")),
    ],
)
def test_whole_cards_between_spaces_or_back_to_back_still_read(typed, cards):
    assert state_from_dict({**STATE, "hero_cards": typed}).hero_cards == cards
    assert state_from_dict({**STATE, "hero_cards": "AsKs", "board": "10h 9c2d"}).board == ("Th", "9c", "2d")


def test_the_advise_command_refuses_a_split_card_in_one_line(cosino_cli, tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps({**STATE, "hero_cards": "1 0hAs"}))
    code, out, err = cosino_cli("advise", str(path), *CHEAP)
    assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert "field 'hero_cards': bad card string '1 0hAs': '1' at character 1 " in err


def test_parse_cards_refuses_a_card_split_by_a_space():
    """Before: parse_cards("A s K d") == ["As", "Kd"]. One-word strings keep their message byte for byte."""
    with pytest.raises(CardError, match=r"^bad card string 'A s K d': word 1, 'A', is not whole cards \("):
        parse_cards("A s K d")
    with pytest.raises(CardError, match=r"^bad card string '1 0h': word 1, '1', is not whole cards \("):
        parse_cards("1 0h")
    assert parse_cards(" As Kd2c ") == ["As", "Kd", "2c"]
    with pytest.raises(CardError, match="^bad card string 'AsK': odd length$"):
        parse_cards("AsK")


# --- (2) a repeated card is named as it was typed --------------------------------------------------------------------


def test_a_repeat_across_spellings_names_both_spellings():
    """Before: "card(s) Th appear more than once", a spelling the user never typed."""
    assert _repeats(hero_cards="10h Th") == ["'10h' (hero_cards) and 'Th' (hero_cards) are the same card"]
    assert _repeats(hero_cards=["10\u2665", "As"], board="Th2c3d") == [
        "'10\u2665' (hero_cards) and 'Th' (board) are the same card"
    ]


def test_a_card_on_the_board_and_in_the_hand_names_both_fields():
    assert _repeats(hero_cards="AsKd", board="2c3dA\u2660\ufe0f") == [
        "'As' (hero_cards) and 'A\u2660\\ufe0f' (board) are the same card"
    ]
    assert _repeats(hero_cards="AsAs") == ["'As' (hero_cards) is named 2 times"]


def test_many_repeats_are_counted_past_three():
    board = ["As", "Ks", "Qs", "Js", "Ts"]
    (said,) = _repeats(hero_cards="AsKs", board=board + board)
    assert said.startswith("'As' (hero_cards) and 'As' (board) are the same card; 'Ks' (hero_cards) and 'Ks' (board)")
    assert said.endswith("; 'Qs' (board) is named 2 times; and 2 more cards named more than once")


def test_the_advise_report_quotes_the_typed_repeat(cosino_cli, tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps({**STATE, "hero_cards": "10hTh"}))
    code, out, err = cosino_cli("advise", str(path), *CHEAP)
    assert code == 0 and err == ""
    assert "'10h' (hero_cards) and 'Th' (hero_cards) are the same card" in out


# --- (3) typed card text in a message is escaped beyond quoted() -----------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("\ufe0fAh", "'\\ufe0fAh'"),  # a lone selector, not after a suit symbol
        ("A\ufe0eh", "'A\\ufe0eh'"),
        ("A\u0301sKd", "'A\\u0301sKd'"),  # a combining mark after a rank
        ("As\u200dKd", "'As\\u200dKd'"),  # zero-width joiner
        ("As\u202eKd", "'As\\u202eKd'"),  # bidi override
        ("As\x00Kd", "'As\\x00Kd'"),
    ],
)
def test_invisible_or_joining_marks_in_a_bad_card_string_are_escaped(typed, shown):
    """Before: the lone U+FE0F and the combining mark were printed as themselves (the mark drawn on the "A")."""
    said = _refusal(hero_cards=typed)
    assert said.startswith(f"field 'hero_cards': bad card string {shown} (a rank without its suit; ")
    assert said.isascii()


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        (["A\ufe0f", "Kd"], "'A\\ufe0f'"),
        ("\uff21\uff53Kd", "'\\uff21\\uff53'"),  # full-width letters
        ("As\ud800K", "'\\ud800K'"),  # a lone surrogate
        (["\U0001f0a1", "Kd"], "'\\U0001f0a1'"),  # the playing-card ace of spades
    ],
)
def test_a_bad_card_is_quoted_with_its_marks_and_wide_letters_escaped(typed, shown):
    said = _refusal(hero_cards=typed)
    assert said.startswith(f"field 'hero_cards': bad card {shown} (rank of ")
    assert said.isascii()


def test_a_line_separator_or_ideographic_space_separates_cards_as_any_space_does():
    from cosino.advisor.state import typed_text

    assert state_from_dict({**STATE, "hero_cards": "As\u2028Kd"}).hero_cards == ("As", "Kd")
    assert state_from_dict({**STATE, "hero_cards": "As\u3000Kd"}).hero_cards == ("As", "Kd")
    assert typed_text("10\u2665\ufe0f") == "'10\u2665\\ufe0f'"


@pytest.mark.parametrize(
    ("board", "start"),
    [
        ("A " * 5_000_000, "field 'board': bad card string 'A A A A A A A A A A A A A A A A A A A A '...: 'A' at "),
        ("\ufe0f" * 10_000_000, "field 'board': bad card '\\ufe0f\\ufe0f' ("),
        ("x" * 10_000_000 + " 1", "field 'board': bad card 'xx' ("),
        ("As " * 3_400_000, "field 'board': more than 52 cards; a deck has 52"),
        ("x" * 10_000_000 + "K", "field 'board': bad card 'xx' ("),  # read no further than 53 cards
        (
            "2c Q" + " " * 10_000_000 + "Kd",
            "field 'board': bad card string '2c Q                                    '...: 'Q' at character 4 ",
        ),
    ],
)
def test_ten_megabytes_are_refused_fast_and_quoted_short(board, start):
    began = time.perf_counter()
    said = _refusal(hero_cards="AsKs", board=board)
    assert time.perf_counter() - began < 2.0
    assert said.startswith(start) and len(said) < 300, said[:400]
