"""Mutation review of the two front doors for hostile seat text: the bounded JSON reader
(cosino.primitives.jsonsafe) and the answer reader (cosino.seats.answers). Each test pins a bound
or a refusal that a one-token change to those modules left unnoticed by the other tests."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.primitives.jsonsafe import MAX_DEPTH, JsonInputError, exact_decimal, exact_ratio, kept_hex, loads
from cosino.seats.answer_json import _AMOUNT_BITS
from cosino.seats.answers import SCAN_LIMIT, parse_answer

POKER = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]


def _refusal(data, **kwargs) -> str:
    with pytest.raises(JsonInputError) as info:
        loads(data, **kwargs)
    return str(info.value)


# --- exact_decimal: every bound holds at its edge, on both sides ---


@pytest.mark.parametrize(
    "text, value",
    [
        ("9" * 40, 10**40 - 1),  # 40 significant digits
        ("0" * 50 + "1", 1),  # leading zeros are not significant
        ("1e39", 10**39),  # the decimal point 40 places after the first digit
        ("1e-41", Fraction(1, 10**41)),  # and 40 places before it
        ("0" * 320, 0),  # the longest text read
        ("1e000000000001", 10),  # a 12-digit exponent
        ("+5", 5),
        ("12.", 12),
        ("1E1", 10),
        ("-2.5", Fraction(-5, 2)),
    ],
)
def test_decimals_at_the_edge_of_each_bound_are_read_exactly(text, value):
    assert exact_decimal(text) == value


@pytest.mark.parametrize(
    "text", ["9" * 41, "1" + "0" * 40 + ".0", "1e40", "1e-42", "0" * 321, "1e0000000000001", "0e9999999999999"]
)
def test_decimals_past_each_bound_are_out_of_range(text):
    with pytest.raises(OverflowError, match="out of range|significant digits"):
        exact_decimal(text)


@pytest.mark.parametrize("text", [".", "-", "e5", "-.e1", "", "1e", "1.2.3"])
def test_text_without_digits_is_not_a_decimal(text):
    with pytest.raises(ValueError, match="not a decimal number"):
        exact_decimal(text)


# --- loads: depth, values, size, digits ---


def test_nesting_exactly_max_depth_is_read_and_one_more_is_refused():
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    # siblings before the deep branch close again, so they add nothing to its depth
    deep = "[{},{}," + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "]"
    assert "nesting deeper than 64 levels" in _refusal(deep)


def test_closing_brackets_bring_the_depth_back_down():
    # 200 siblings each one level deep: depth never passes 2, whichever bracket closes them
    assert len(loads("[" + ",".join(["[]"] * 100 + ["{}"] * 100) + "]")) == 200


def test_brackets_inside_strings_with_escaped_quotes_do_not_count_as_depth():
    text = '["\\"' + "[" * 100 + '"]'
    assert loads(text) == ['"' + "[" * 100]


@pytest.mark.parametrize(
    "text, count",
    [("[1,2,3]", 4), ('{"a":1}', 3), ("[[],[]]", 3), ('["x",2.5,true]', 3)],
)
def test_max_values_counts_each_value_and_key_once_and_no_closer(text, count):
    assert loads(text, max_values=count) is not None
    assert "more than" in _refusal(text, max_values=count - 1)


def test_numbers_count_toward_max_values():
    assert "more than 5 values" in _refusal("[" + ",".join(["1"] * 5) + "]", max_values=5)


@pytest.mark.parametrize("data", ["[1]", b"[1]"])
def test_max_bytes_takes_exactly_max_bytes(data):
    assert loads(data, max_bytes=3) == [1]
    assert "larger than 3 bytes" in _refusal(data + (b" " if isinstance(data, bytes) else " "), max_bytes=3)


def test_integers_of_40_digits_either_sign_are_read_and_41_are_refused():
    assert loads("[%s, -%s]" % ("9" * 40, "9" * 40)) == [10**40 - 1, -(10**40 - 1)]
    assert "integer of 41 digits" in _refusal("-" + "9" * 41)


@pytest.mark.parametrize("floats", ["fraction", "text", "float"])
def test_a_number_too_large_is_refused_in_every_float_mode(floats):
    assert "'1e999' is out of range" in _refusal("[\n1e999]", floats=floats)


def test_a_decimal_is_refused_when_floats_are_refused():
    assert "non-integer number '1.5'" in _refusal("1.5", floats="refuse")


# --- loads: where the refusal says the problem is ---


@pytest.mark.parametrize(
    "text, line",
    [("[\n\n-Infinity]", 3), ("[\n\nNaN]", 3), ("[\n1e999]", 2), ("[\n1,\n" + "9" * 41 + "]", 3)],
)
def test_refusals_of_numbers_name_their_line(text, line):
    assert f": line {line}: " in _refusal(text)


@pytest.mark.parametrize("escape", ["\\ud800", "\\uDBFF", "\\udc00", "\\uDFFF"])
def test_a_lone_surrogate_escape_is_named_on_its_own_line(escape):
    # a correct pair on line 1 must not be blamed for the lone half on line 3
    text = '["\\ud83d\\ude00",\n"ok",\n"' + escape + '"]'
    assert "line 3: a string holds a lone surrogate" in _refusal(text)


def test_a_bad_utf8_byte_is_named_on_its_line():
    assert "line 2: not valid UTF-8" in _refusal(b'[\n"\xff"]')


@pytest.mark.parametrize("text", ['{"\\ud800": 1}', '[["x", ["\\udc00"]]]', '{"a": {"b": "\\ud800"}}', '["\\udfff"]'])
def test_lone_surrogates_are_refused_in_keys_and_nested_values(text):
    assert "lone surrogate" in _refusal(text)


# --- kept numbers ---


def test_kept_hex_takes_up_to_its_digit_limit():
    assert kept_hex("f" * 4000) == 16**4000 - 1
    for bad in ("f" * 4001, "", "F", "-1", "0x1"):
        with pytest.raises(ValueError, match="not a hexadecimal number"):
            kept_hex(bad)


def test_exact_ratio_bounds_each_part_and_takes_only_its_own_form():
    assert exact_ratio("-" + "9" * 4000) == -(10**4000 - 1)
    assert exact_ratio("1/" + "9" * 4000) == Fraction(1, 10**4000 - 1)
    for bad in ("9" * 4001, "1/" + "9" * 4001, "+3", "1/0", "3/-2"):
        with pytest.raises(ValueError):
            exact_ratio(bad)


# --- parse_answer ---


def _read(text, legal=POKER):
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


def test_the_loose_reader_sees_exactly_scan_limit_characters():
    assert _read("." * (SCAN_LIMIT - 5) + " fold") == {"action": "fold"}
    assert _read("." * (SCAN_LIMIT - 4) + " fold") is None


def test_an_amount_of_amount_bits_is_snapped_and_one_bit_more_is_refused():
    assert _read({"action": "raise", "amount": 2**_AMOUNT_BITS - 1}) == {"action": "raise", "amount": 200}
    assert _read({"action": "raise", "amount": 2**_AMOUNT_BITS}) is None


@pytest.mark.parametrize(
    "amount, kept",
    [("+5", 5), ("12.", 12), ("1E1", 10), (4.5, 4), (5.5, 6), ("7.5", 8), ("4", 4), (200, 200)],
)
def test_amounts_in_every_written_form_round_half_to_even(amount, kept):
    assert _read({"action": "raise", "amount": amount}) == {"action": "raise", "amount": kept}


@pytest.mark.parametrize("amount", ["-", ".", "0e9999999999999", "1e0000000000001", True, float("nan"), [5]])
def test_amounts_that_are_no_bounded_number_are_refused(amount):
    assert _read({"action": "raise", "amount": amount}) is None


def test_an_exact_amount_is_not_reported_as_snapped():
    for amount in (4, 200, "4", "2e2"):
        answer = parse_answer({"action": "raise", "amount": amount}, POKER)
        assert answer.accepted and not answer.snapped and answer.reason is None


@pytest.mark.parametrize("amount, kept", [(0, 0), (2, 2), (3, 3), (1, None), (9, None)])  # 9: never moved to 3
def test_a_bid_between_two_ranges_is_refused_and_each_range_edge_is_legal(amount, kept):
    legal = [{"action": "bid", "min": 0, "max": 0}, {"action": "bid", "min": 2, "max": 3}]
    expected = None if kept is None else {"action": "bid", "amount": kept}
    assert _read({"action": "bid", "amount": amount}, legal) == expected


@pytest.mark.parametrize("amount", [1e308, -1e308, float(1 << _AMOUNT_BITS), Fraction(1 << _AMOUNT_BITS, 1)])
def test_an_in_process_amount_as_wide_as_the_bound_is_refused_whatever_its_type(amount):
    """Before, only an int was held to the bound: the float 1e308 was snapped, its reason quoting 309 digits."""
    from cosino.seats.answer_json import normalize

    answer = normalize(
        {"action": "raise", "amount": amount}, [{"action": "fold"}, {"action": "raise", "min": 4, "max": 200}]
    )
    assert not answer.accepted and answer.reason == "field 'amount' is out of range"
