"""Mutation review of the replay's foundations (cosino.primitives.canonical, cosino.primitives.rng,
cosino.arena.evidence) and of the PHH reader (cosino.formats.phh).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
tests that existed before. Expected values come from the modules' documented contracts or from a
naive second implementation written here, never from the code under test."""

from __future__ import annotations

import hashlib
import json
import struct
import tomllib
from decimal import ROUND_HALF_EVEN, Decimal, localcontext
from fractions import Fraction
from itertools import islice

import pytest
from test_review_phh import HAND  # its heads-up hand, edited one field at a time here

from cosino.arena.evidence import (
    EVIDENCE_LIMIT,
    INT_LIMIT,
    MARKER_DETAIL_LIMIT,
    MAX_DEPTH,
    MAX_ITEMS,
    MAX_KEYS,
    STRING_LIMIT,
    bound_response,
    clip_text,
    is_call_failure,
)
from cosino.formats.phh import (
    MAX_ARRAY_ITEMS,
    MAX_BYTES,
    MAX_INT_DIGITS,
    MAX_PENDING_LINES,
    PhhError,
    decode,
    dumps_value,
    loads,
    replay,
)
from cosino.formats.phh import MAX_DEPTH as PHH_MAX_DEPTH
from cosino.primitives.canonical import DECIMALS, dump_bytes, dumps, format_number
from cosino.primitives.rng import Rng, derive

# -- canonical ----------------------------------------------------------------------------------


def _half_even(value: Fraction) -> str:
    """The documented number text, by decimal: quantized half-even to DECIMALS places, zeros trimmed."""
    with localcontext() as ctx:
        ctx.prec = 200  # far more digits than any case below needs, so the quotient decides the rounding
        q = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
            Decimal(1).scaleb(-DECIMALS), rounding=ROUND_HALF_EVEN
        )
    text = f"{q:f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "0") else text


_TIES = [Fraction(k, 2 * 10**DECIMALS) for k in (1, 3, 5, 7, -1, -3, -5)]  # exactly half a last place


# Kills C04 (half-up rounding in place of half-even).
@pytest.mark.parametrize(
    "value", _TIES + [Fraction(2, 3), Fraction(-2, 3), Fraction(123456789, 7), Fraction(-1, 10**13)]
)
def test_a_fraction_is_written_rounded_half_even(value):
    assert format_number(value) == _half_even(value)


# Kills C01 (a bool read as the integer it subclasses).
@pytest.mark.parametrize("value", [True, False])
def test_format_number_refuses_a_boolean(value):
    with pytest.raises(TypeError, match="booleans"):
        format_number(value)


_AWKWARD = ['a"b', "back\\slash", "line\nbreak", "tab\there", "\x00\x1f\x7f", "é ü 漢字", "\u2028\u2029", "😀"]


# Kills C11 (keys written without escaping) and C15 (tuples refused as lists).
@pytest.mark.parametrize("text", _AWKWARD)
def test_dumps_matches_the_standard_writer_on_keys_and_strings(text):
    value = {text: [text, (1, text), {"z": None, text + "2": True}], "plain": (False, -3)}
    # The documented form: sorted keys, no insignificant whitespace, UTF-8 (not ASCII escapes).
    assert dumps(value) == json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


# Kills C14 (a non-string key converted to text instead of refused).
@pytest.mark.parametrize("key", [1, None, (1, 2)])
def test_dumps_refuses_a_key_that_is_not_a_string(key):
    with pytest.raises(TypeError):
        dumps({key: 1})


# Kills C13 as a behaviour (before, only a scan of the source for repr caught it).
@pytest.mark.parametrize("value", [1.5, [0.0], {"x": float("nan")}])
def test_dumps_refuses_floats_anywhere(value):
    with pytest.raises(TypeError, match="floats"):
        dumps(value)


# Kills C17 (a lone surrogate written as invalid UTF-8 by "surrogatepass").
def test_dump_bytes_refuses_a_lone_surrogate_rather_than_write_invalid_utf8():
    with pytest.raises(UnicodeEncodeError):
        dump_bytes({"say": "\ud800"})


# -- rng ----------------------------------------------------------------------------------------

_TWO_64 = 1 << 64


def _fed(*words: int) -> Rng:
    """A generator whose next words are ``words`` (then its own blocks): to reach 2^-64 edge cases."""
    rng = Rng(derive(0, "fed"))
    rng._words = list(reversed(words))
    return rng


def _words(key: bytes):
    """Naive reading of the documented generator: block i is SHA-256(key || i), four big-endian words."""
    counter = 0
    while True:
        block = hashlib.sha256(key + struct.pack(">Q", counter)).digest()
        yield from struct.unpack(">4Q", block)
        counter += 1


def _naive_randbelow(words, n: int) -> int:
    """Rejection sampling over as many joined words as n needs (big-endian), with no modulo bias."""
    count = max(1, (n.bit_length() + 63) // 64) if n > _TWO_64 else 1
    span = 1 << (64 * count)
    limit = span - span % n
    while True:
        value = 0
        for _ in range(count):
            value = (value << 64) | next(words)
        if value < limit:
            return value % n


# Kills R01 (a bool label read as the integer 1).
@pytest.mark.parametrize("labels", [(True,), (1, False), ("x", True)])
def test_derive_refuses_a_boolean_label(labels):
    with pytest.raises(TypeError, match="bool"):
        derive(*labels)


# Kills R02 (bytes and str labels share a tag, so b"x" and "x" derive one key).
def test_bytes_and_text_labels_never_collide():
    assert derive(1, b"x") != derive(1, "x")
    assert derive(b"7") != derive("7") != derive(7)


# Kills R05 (the rounding slack of float probabilities going to the first index).
def test_float_index_gives_the_slack_to_the_last_index():
    assert Rng(derive(3, "slack")).float_index([0.0, 0.0, 0.0]) == 2
    key = derive(4, "slack")
    u = next(_words(key)) / 2.0**64
    probs = [u / 2, u / 4]  # the draw lands past both: the slack is the last one's
    assert Rng(key).float_index(probs) == 1


# Kills R04 (a zero-probability index drawn when the uniform is exactly 0.0).
def test_float_index_never_draws_a_zero_probability_index():
    assert _fed(0).float_index([0.0, 1.0]) == 1


# Kills R06 and R22 (a word equal to the rejection limit accepted, in randbelow and in a shuffle).
def test_a_word_at_the_rejection_limit_is_rejected():
    limit = _TWO_64 - _TWO_64 % 3
    assert _fed(limit, 7).randbelow(3) == 7 % 3
    items = [0, 1, 2]
    _fed(limit, 5, 4).shuffle(items)
    words = iter([limit, 5, 4])
    naive = [0, 1, 2]
    for i in (2, 1):  # top-down Fisher-Yates: position i swaps with a draw below i + 1
        j = _naive_randbelow(words, i + 1)
        naive[i], naive[j] = naive[j], naive[i]
    assert items == naive


# Kills R07 without a hang (a rejection limit lower than 2^64 - 2^64 % n: still unbiased, but other draws).
def test_the_last_word_below_the_rejection_limit_is_kept():
    for n in (3, 52, 10**9 + 7):
        limit = _TWO_64 - _TWO_64 % n
        assert _fed(limit - 1).randbelow(n) == (limit - 1) % n


# Kills R08 (2^64 itself drawn from two words), R09, R10 and R23 (a wide draw's word count, word order, limit).
@pytest.mark.parametrize("n", [2**64, 3 * 2**126, 2**128 * 2 // 3, 3**200, 2**64 + 1, 2**192])
def test_a_wide_draw_is_the_naive_joined_rejection_draw(n):
    for seed in range(12):
        key = derive(seed, "wide")
        rng, words = Rng(key), _words(key)
        assert [rng.randbelow(n) for _ in range(3)] == [_naive_randbelow(words, n) for _ in range(3)]


# Kills R13 (a weight-0 index drawn on r == 0).
def test_weighted_index_never_draws_a_zero_weight():
    for seed in range(40):
        assert Rng(derive(seed, "w")).weighted_index([0, 1, 0]) == 1


# Kills R14 (all-zero weights refused only by randbelow, with its message).
def test_weighted_index_names_a_zero_total():
    with pytest.raises(ValueError, match="positive total weight"):
        Rng(derive(1, "w")).weighted_index([0, 0])


def _second_word_after(action) -> int:
    rng = Rng(derive(9, "after"))
    rng.next_u64()
    action(rng)
    return rng.next_u64()


_SECOND = list(islice(_words(derive(9, "after")), 2))[1]


# Kills R15 (a one-item shuffle discarding the buffered words) and R24 (randbelow(1) using a word).
@pytest.mark.parametrize("action", [lambda r: r.shuffle(["x"]), lambda r: r.shuffle([]), lambda r: r.randbelow(1)])
def test_a_draw_with_one_outcome_takes_no_word(action):
    assert _second_word_after(action) == _SECOND


# -- evidence -----------------------------------------------------------------------------------


# Kills E02 (INT_LIMIT itself kept: "integers at or beyond this magnitude are described").
@pytest.mark.parametrize("value", [INT_LIMIT, -INT_LIMIT])
def test_an_integer_at_the_limit_is_described(value):
    assert isinstance(bound_response(value), str)
    assert bound_response(value - (1 if value > 0 else -1)) == value - (1 if value > 0 else -1)


def _nested(levels: int):
    value = 1
    for _ in range(levels):
        value = [value]
    return value


# Kills E03 (one level of nesting more than MAX_DEPTH kept).
def test_nesting_is_kept_to_max_depth_levels():
    assert bound_response(_nested(MAX_DEPTH)) == _nested(MAX_DEPTH)
    cut = bound_response(_nested(MAX_DEPTH + 1))
    assert isinstance(_dig(cut, MAX_DEPTH), str)


def _dig(value, levels):
    for _ in range(levels):
        value = value[0]
    return value


# Kills E04 and E05 (one key or item more than the documented count kept).
def test_objects_keep_max_keys_and_lists_max_items():
    keys = [f"k{i:02d}" for i in range(MAX_KEYS + 3)]
    assert list(bound_response({k: 0 for k in reversed(keys)})) == keys[:MAX_KEYS]
    assert bound_response(list(range(MAX_ITEMS + 3))) == list(range(MAX_ITEMS))


# Kills E10 (a limit shorter than the tail slicing from the end: "the tail alone if it is longer").
def test_a_clip_shorter_than_its_tail_is_the_tail_alone():
    text = "z" * 100
    tail = f"…[100 chars, sha256 {hashlib.sha256(text.encode()).hexdigest()[:8]}]"
    assert clip_text(text, 10) == tail


# Kills E08 (a detail of exactly MARKER_DETAIL_LIMIT characters not a call failure).
def test_a_call_failure_detail_may_be_exactly_the_limit():
    assert is_call_failure({"transport": "timeout", "detail": "d" * MARKER_DETAIL_LIMIT})
    assert not is_call_failure({"transport": "timeout", "detail": "d" * (MARKER_DETAIL_LIMIT + 1)})


# Kills E12 (an answer of exactly EVIDENCE_LIMIT bytes clipped: "at most EVIDENCE_LIMIT bytes").
def test_an_answer_of_exactly_the_limit_is_kept_whole():
    value = ["é" * STRING_LIMIT] * 5
    room = EVIDENCE_LIMIT - len(dump_bytes(value)) - len(',""')
    assert 0 <= room <= STRING_LIMIT
    value.append("x" * room)
    assert len(dump_bytes(value)) == EVIDENCE_LIMIT
    assert bound_response(value) == value


# -- phh ----------------------------------------------------------------------------------------


def _hand(old: str = "", new: str = "", extra: str = ""):
    assert old in HAND
    return loads(HAND.replace(old, new, 1) + extra)[0]


def _refused(message: str, old: str = "", new: str = "", extra: str = ""):
    with pytest.raises(PhhError, match=message):
        replay(_hand(old, new, extra))


# Kills H01 and H27 (a literal string's backslash read as an escape, in comments and in bracket counts).
@pytest.mark.parametrize("text", ["x = 'a\\' # a note\n", "x = [\n'a\\', 'b']\n", "x = ['c:\\', '#']\n"])
def test_a_literal_string_ending_in_a_backslash_ends_at_its_quote(text):
    assert loads(text)[0].fields == tomllib.loads(text)  # PokerKit reads PHH with tomllib


# Kills H06 (TOML's form-feed escape refused).
def test_every_toml_escape_is_read():
    text = 'x = "\\b\\t\\n\\f\\r\\"\\\\"\n'
    assert loads(text)[0].fields == tomllib.loads(text)


# Kills H05 (the last scalar value, U+10FFFF, refused); the surrogates' edges are pinned beside it.
@pytest.mark.parametrize(
    "escape, ok",
    [
        ("\\uD7FF", True),
        ("\\uD800", False),
        ("\\uDFFF", False),
        ("\\uE000", True),
        ("\\U0010FFFF", True),
        ("\\U00110000", False),
    ],
)
def test_unicode_escapes_up_to_the_last_scalar_value(escape, ok):
    text = f'x = "{escape}"\n'
    if ok:
        assert loads(text)[0].fields == tomllib.loads(text)
    else:
        with pytest.raises(PhhError, match="<text>:1: escape .* is not a Unicode scalar value"):
            loads(text)


# Kills H03 (an integer of exactly MAX_INT_DIGITS digits refused).
def test_integers_of_up_to_max_int_digits_are_read():
    assert loads(f"x = {'9' * MAX_INT_DIGITS}\n")[0].fields == {"x": int("9" * MAX_INT_DIGITS)}
    with pytest.raises(PhhError, match=f"<text>:1: integer of {MAX_INT_DIGITS + 1} digits is out of range"):
        loads(f"x = -{'9' * (MAX_INT_DIGITS + 1)}\n")


# Kills H07 (a flat array one item over the bound read).
def test_a_flat_array_over_the_item_bound_is_refused():
    assert len(loads("x = [" + "1, " * MAX_ARRAY_ITEMS + "]\n")[0].fields["x"]) == MAX_ARRAY_ITEMS
    with pytest.raises(PhhError, match=f"<text>:1: an array of more than {MAX_ARRAY_ITEMS} items"):
        loads("x = [" + "1, " * (MAX_ARRAY_ITEMS + 1) + "]\n")


# Kills H08 (one more level of arrays inside arrays than MAX_DEPTH read).
def test_arrays_nest_max_depth_levels_inside_the_outer_one():
    inside = "[" * (PHH_MAX_DEPTH + 1) + "]" * (PHH_MAX_DEPTH + 1)
    assert loads(f"x = {inside}\n")[0].fields == tomllib.loads(f"x = {inside}")
    with pytest.raises(PhhError, match=f"<text>:1: arrays nested deeper than {PHH_MAX_DEPTH} levels"):
        loads(f"x = [{inside}]\n")


# Kills H09; it failed before the fix too: a value of MAX_PENDING_LINES + 1 lines was read, the bound let one more in.
def test_a_value_may_span_max_pending_lines_and_no_more():
    def spanning(lines: int) -> str:
        return "x = [" + "\n" * (lines - 1) + "1]\n"

    assert loads(spanning(MAX_PENDING_LINES))[0].fields == {"x": [1]}
    with pytest.raises(PhhError, match=f"<text>:1: value spans more than {MAX_PENDING_LINES} lines"):
        loads(spanning(MAX_PENDING_LINES + 1))


# Kills H10 (a section given twice read as two hands).
def test_a_section_given_twice_is_refused_naming_both_lines():
    with pytest.raises(PhhError, match=r"<text>:3: section \[a\] given twice \(first on line 1\)"):
        loads("[a]\nx = 1\n[a]\nx = 2\n")


# Kills H12 (a lone carriage return not ending a line).
def test_a_lone_carriage_return_ends_a_line():
    assert loads("x = 1\ry = 'b'\r\nz = [1,\r2]\r")[0].fields == {"x": 1, "y": "b", "z": [1, 2]}


# Kills H13 (a file one byte over MAX_BYTES read).
def test_decode_refuses_a_file_one_byte_over_the_bound():
    with pytest.raises(PhhError, match=f"f.phhs: larger than {MAX_BYTES} bytes"):
        decode(b" " * (MAX_BYTES + 1), "f.phhs")


# Kills H14 (the bad byte's line counted from 0).
def test_decode_names_the_line_of_a_bad_byte_from_one():
    with pytest.raises(PhhError, match=r"^f.phh:1: not valid UTF-8 \(byte 4\)$"):
        decode(b"x = \xff\n", "f.phh")
    with pytest.raises(PhhError, match=r"^f.phh:3: not valid UTF-8"):
        decode(b"a = 1\nb = 2\nc = '\xc3'\n", "f.phh")


# Kills H15 (p0 read as a player: index -1, the last seat).
def test_p0_is_not_a_player():
    _refused(r"'p0' is not a player p1..p2", "'p2 cbr 6', 'p1 cbr 20'", "'p0 cbr 6', 'p1 cbr 20'")


# Kills H16 (a sixth board card accepted).
def test_six_board_cards_are_refused():
    _refused("6 board cards; hold'em has five", "'d db 3s'", "'d db 3s', 'd db 4s'")


# Kills H19 (eleven players seated).
def test_eleven_players_are_refused():
    text = (
        "variant = 'NT'\nblinds_or_straddles = [1, 2" + ", 0" * 9 + "]\nstarting_stacks = [50" + ", 50" * 10 + "]\n"
        "actions = []\n"
    )
    with pytest.raises(PhhError, match="11 players; hold'em here seats 2 to 10"):
        replay(loads(text)[0])


# Kills H20 (a zero starting stack accepted).
def test_a_zero_starting_stack_is_refused():
    _refused("'starting_stacks' must be positive", "starting_stacks = [200, 150]", "starting_stacks = [200, 0]")


# Kills H21 (a zero small blind accepted).
def test_a_zero_small_blind_is_refused():
    _refused("0 < small <= big", "blinds_or_straddles = [1, 2]", "blinds_or_straddles = [0, 2]")


# Kills H30 (antes of the wrong length accepted when all zero).
def test_antes_of_the_wrong_length_are_refused():
    _refused("'antes' has 3 entries for 2 players", "antes = [0, 0]", "antes = [0, 0, 0]")


# Kills H32 (hole cards dealt twice to one player).
def test_hole_cards_dealt_twice_are_refused():
    _refused("p2 is dealt hole cards twice", "'d dh p2 KsKd',", "'d dh p2 KsKd', 'd dh p2 QsQd',")


# Kills H33 (one hole card accepted).
def test_one_hole_card_is_refused():
    _refused("hold'em deals two hole cards, got 1", "'d dh p2 KsKd'", "'d dh p2 Ks'")


# Kills H23 (a whole Fraction written as a TOML integer) and H24 (a name with a quote written unreadably).
@pytest.mark.parametrize("value", [Fraction(5), Fraction(-3), Fraction(5, 2), "it's", ["o'neil", "b"]])
def test_dumps_value_reads_back_as_what_was_written(value):
    back = tomllib.loads(f"x = {dumps_value(value)}")["x"]
    if isinstance(value, Fraction):
        assert isinstance(back, float) and Fraction(back) == value  # a decimal stays a decimal
    else:
        assert back == value


# kills E06: bound_response keeping a protocol field of any size in an over-size answer (the 500-byte
# cap dropped); docs/seats.md states the cap
@pytest.mark.parametrize("chars, kept", [(249, True), (250, False)])
def test_an_over_size_answer_keeps_only_protocol_fields_of_at_most_500_bytes(chars, kept):
    from cosino.arena.evidence import bound_response

    say = "\u00e9" * chars  # two bytes a character, and two quotes: 249 make 500 bytes written, 250 make 502
    bounded = bound_response({"action": "fold", "say": say, **{f"k{i}": "\u00e9" * 1000 for i in range(6)}})
    assert "clipped" in bounded and bounded["action"] == "fold"
    assert bounded.get("say") == (say if kept else None)


# kills E11: bound_response keeping a fraction of any size (the 256-bit cap dropped); docs/seats.md states it
def test_a_fraction_over_256_bits_is_described_not_kept():
    from fractions import Fraction

    from cosino.arena.evidence import bound_response

    assert bound_response(Fraction(1, 2**254)) == f"1/{2**254}"  # 1 + 255 bits
    assert bound_response(Fraction(1, 2**255)) == "<fraction out of range>"  # 1 + 256 bits
