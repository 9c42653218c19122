"""Review of the PHH reader against hostile files: strings read as TOML reads them, labels that
are printed hold nothing a terminal acts on, and shown cards are checked like dealt ones."""

from __future__ import annotations

import pytest

from cosino.formats.phh import PhhError, loads, replay

HAND = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cbr 20', 'p2 cc',
  'd db 2c7d9h', 'p1 cbr 30', 'p2 cbr 130', 'p1 cc', 'p2 sm KsKd', 'p1 sm AsAd', 'd db Tc', 'd db 3s']
"""


def _with(old: str, new: str) -> str:
    assert old in HAND
    return HAND.replace(old, new)


def test_basic_string_escapes_are_read_as_toml_reads_them():
    # PokerKit reads PHH with tomllib: "\u00e9" is one letter. It was read as the text "u00e9".
    fields = loads('a = "caf\\u00e9 \\U0001F0A1"\nb = "t\\tb\\\\"\nc = """q\\u0041"""\n')[0].fields
    assert fields == {"a": "caf\u00e9 \U0001f0a1", "b": "t\tb\\", "c": "qA"}


@pytest.mark.parametrize(
    "value, message",
    [
        ('"\\q"', r"<text>:1: unknown escape '\\\\q'"),  # was read as 'q'
        ('"\\ud800"', r"<text>:1: escape '\\\\ud800' is not a Unicode scalar value"),  # a lone surrogate
        ('"\\U00110000"', r"<text>:1: escape '\\\\U00110000' is not a Unicode scalar value"),
        ('"\\u12"', r"<text>:1: unknown escape '\\\\u'"),
    ],
)
def test_a_bad_escape_is_refused_naming_the_line(value, message):
    with pytest.raises(PhhError, match=message):
        loads(f"x = {value}\n")


def test_an_escaped_control_character_in_a_player_name_is_refused():
    hand = loads(HAND + 'players = ["a\\u001bc", "b"]\n')[0]
    with pytest.raises(PhhError, match=r"the name 'a\\x1bc' holds an unprintable character"):
        replay(hand)


@pytest.mark.parametrize("label", ["a\x1bcb", "x\u202ey", "a\u2028b", "nul\x00"])
def test_a_section_label_with_an_unprintable_character_is_refused(label):
    # The label is printed as "hand [label]": an escape sequence there would act on the terminal.
    with pytest.raises(PhhError, match=r"<text>:2: section label .* holds an unprintable character"):
        loads(f"# first\n[{label}]\n" + HAND)


def test_a_section_label_with_an_unprintable_character_stops_the_command(tmp_path, cosino_cli):
    path = tmp_path / "ctl.phhs"
    path.write_text("[a\x1bcb]\n" + HAND)
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert code == 2 and out == "" and "\x1b" not in err
    assert err.strip() == f"cosino: {path}:1: section label 'a\\x1bcb' holds an unprintable character"


@pytest.mark.parametrize(
    "edit, message",
    [
        (("'p2 sm KsKd'", "'p2 sm ZzKd'"), r"action 9 \('p2 sm ZzKd'\): bad card 'Zz'"),
        (("'p2 sm KsKd'", "'p2 sm AsAd'"), r"action 9 \('p2 sm AsAd'\): p2 shows AsAd but was dealt KsKd"),
        (("'p2 sm KsKd'", "'p2 sm KsKdKh'"), r"action 9 \('p2 sm KsKdKh'\): hold'em shows two hole cards, got 3"),
        (("'p2 sm KsKd'", "'p2 sm Ks Kd'"), r"action 9 \('p2 sm Ks Kd'\): unknown or malformed player action"),
    ],
)
def test_shown_cards_are_checked_against_the_dealt_ones(edit, message):
    # Before, every 'sm' was skipped unread: a bad card or another player's cards passed.
    with pytest.raises(PhhError, match=message):
        replay(loads(_with(*edit))[0])


@pytest.mark.parametrize("show", ["'p2 sm KdKs'", "'p2 sm'", "'p2 sm -'", "'p2 sm ??Kd'"])
def test_showing_in_another_order_mucking_or_unknown_cards_still_replay(show):
    result = replay(loads(_with("'p2 sm KsKd'", show))[0])
    assert result.nets == [150, -150]


@pytest.mark.parametrize(
    "line, message",
    [
        ("players = ['a']", r"field 'players' must be a list of 2 names, got \['a'\]"),  # was: p1, p2 in silence
        ("players = ['a', 3]", r"field 'players' must be a list of 2 names"),
        ("players = 'ab'", r"field 'players' must be a list of 2 names"),
        ("finishing_stacks = 'x'", r"field 'finishing_stacks' must be a list of 2 numbers, got 'x'"),  # was ignored
        ("finishing_stacks = [[350], 0]", r"field 'finishing_stacks' must be a list of 2 numbers"),  # was a warning
        ("finishing_stacks = [350, 0, 0]", r"field 'finishing_stacks' must be a list of 2 numbers"),
        ("finishing_stacks = [true, 0]", r"field 'finishing_stacks' must be a list of 2 numbers"),
    ],
)
def test_optional_fields_of_the_wrong_shape_are_refused(line, message):
    with pytest.raises(PhhError, match=r"<text>: hand: " + message):
        replay(loads(HAND + line + "\n")[0])


def test_well_formed_optional_fields_still_replay():
    result = replay(loads(HAND + "players = ['a', 'b']\nfinishing_stacks = [350.0, 0]\n")[0])
    assert result.players == ["a", "b"] and result.stack_mismatch() is None


def test_a_finishing_stacks_warning_escapes_the_file_name(tmp_path, cosino_cli):
    # Errors are escaped on their way out; the warning printed the path (a name from a glob) raw.
    # (A control character in a path is refused by the parser; a bidi override is taken, so it tests this.)
    path = tmp_path / "x\u202ey.phh"
    path.write_text(HAND + "finishing_stacks = [340, 10]\n")
    code, _, err = cosino_cli("phh", "replay", str(path))
    assert code == 0 and "\u202e" not in err
    assert err.startswith("warning: ") and "x\\u202ey.phh: hand: the file's finishing_stacks" in err


@pytest.mark.parametrize(
    "edit, message",
    [
        # The engine made up the missing river (2d) and reported a showdown on it as the file's result.
        ((", 'd db 3s'", ""), "the hand deals 5 board cards but its actions name 4"),
        ((", 'd db Tc', 'd db 3s'", ""), "the hand deals 5 board cards but its actions name 3"),
        (("'d db 3s'", "'d db ??'"), "the hand reaches a showdown but its board is not all known"),
    ],
)
def test_a_board_card_the_file_leaves_out_is_never_made_up(edit, message):
    with pytest.raises(PhhError, match=r"<text>: hand: " + message):
        replay(loads(_with(*edit))[0])


def test_a_hand_that_ends_before_the_river_needs_no_river():
    river = "'p1 cbr 30', 'p2 cbr 130', 'p1 cc', 'p2 sm KsKd', 'p1 sm AsAd', 'd db Tc', 'd db 3s'"
    text = _with(river, "'p1 cbr 30', 'p2 f'")
    assert replay(loads(text)[0]).nets == [20, -20]


def test_a_quoted_key_reads_its_escapes_so_a_key_cannot_be_given_twice_in_disguise():
    # tomllib reads "ant\u0065s" as antes, so PokerKit refuses this file; the key was kept as written.
    with pytest.raises(PhhError, match=r"<text>:8: key 'antes' given twice in one hand"):
        loads(HAND + '"ant\\u0065s" = [5, 5]\n')
    assert loads('"a\\tb" = 1\n')[0].fields == {"a\tb": 1}
