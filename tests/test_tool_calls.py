"""Answers given as tool calls and as tagged fields (cosino.seats.tool_calls), as blind corpora 38, 47, 49, 50, 51 and
60 wrote them and judged them clear; and the shapes that stay refused because two readings exist."""

from __future__ import annotations

import json

import pytest
from support.answer_cases import BID, CALL, FOLD, HOLDEM, HPASS, OPEN, TRICK, act, bet, bid, play, raise_to
from support.cpu import assert_within_cpu

from cosino.seats import tool_calls
from cosino.seats.answers import parse_answer


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('{"name": "act", "arguments": {"action": "raise", "amount": 36}}', HOLDEM, raise_to(36)),
        ('{"name": "act", "arguments": "{\\"action\\": \\"call\\"}"}', HOLDEM, CALL),
        ('{"tool": "poker_action", "input": {"action": "fold"}}', HOLDEM, FOLD),
        (
            '{"type": "tool_use", "name": "take_action", "input": {"action": "raise", "amount": 50}}',
            HOLDEM,
            raise_to(50),
        ),
        ('{"function_call": {"name": "act", "arguments": {"action": "call"}}}', HOLDEM, CALL),
        (
            '{"tool_calls": [{"type": "function", "function": {"name": "act", '
            '"arguments": "{\\"action\\":\\"fold\\"}"}}]}',
            HOLDEM,
            FOLD,
        ),
        (
            '<tool_call>\n{"name": "act", "arguments": {"action": "raise", "amount": 28}}\n</tool_call>',
            HOLDEM,
            raise_to(28),
        ),
        ('{"name": "fold", "arguments": {}}', HOLDEM, FOLD),
        ('{"name": "raise", "arguments": {"amount": 40}}', HOLDEM, raise_to(40)),
        ('{"name": "makeBet", "args": {"amount": 10}}', OPEN, bet(10)),
        ('{"name": "bid", "arguments": {"amount": 4}}', BID, bid(4)),
        ('{"name": "play_card", "arguments": {"card": "Th"}}', TRICK, play("Th")),
        ('{"function": "play", "parameters": {"action": "fold"}}', HOLDEM, FOLD),  # no play is legal: a verb only
        ("<action>raise</action><amount>36</amount>", HOLDEM, raise_to(36)),
        ("<action>bet</action>\n<amount>14</amount>", OPEN, bet(14)),
        ("<answer>\n  <action>bid</action>\n  <amount>0</amount>\n</answer>", BID, bid(0)),
        ("<ACTION>call</ACTION>", HOLDEM, CALL),
        ("<action>play</action><card>2c</card><say>gl</say>", TRICK, {**play("2c"), "say": "gl"}),
        ("<action>raise</action><amount>250</amount>", HOLDEM, raise_to(200)),
    ],
)
def test_a_tool_call_or_tagged_fields_read_as_the_answer_they_carry(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ('{"tool_calls": []}', HOLDEM, "field 'tool_calls' holds 0 tool calls; make one call"),
        (
            '{"tool_calls": [{"name": "fold", "arguments": {}}, {"name": "call", "arguments": {}}]}',
            HOLDEM,
            "field 'tool_calls' holds 2 tool calls; make one call",
        ),
        (
            '{"name": "fold", "arguments": {"action": "call"}}',
            HOLDEM,
            "the tool's name names 'fold' and its arguments another action; give one",
        ),
        (
            '{"name": "act", "arguments": {"action": "call"}, "input": {"action": "fold"}}',
            HOLDEM,
            "fields 'arguments' and 'input' each hold arguments; give one",
        ),
        (
            "<action>pass</action><card>Qs</card><card>Ks</card><card>As</card>",
            HPASS,
            "the answer tags 'card' twice; give one",
        ),
        ('{"name": "act", "arguments": {"amount": 12}}', HOLDEM, "field 'action' is missing or not a string"),
        ('{"name": "act", "arguments": "{not json"}', HOLDEM, "field 'action' is missing or not a string"),
        ('{"tool": "act", "input": {"action": "raise", "amount": 40}, "action": "call"}', HOLDEM, None),
    ],
)
def test_a_tool_call_with_two_readings_is_refused_with_its_reason(text, legal, reason):
    answer = parse_answer(text, legal)
    assert answer.mode == "none"
    if reason is not None:
        assert answer.reason == reason


def test_a_name_with_two_action_words_is_refused_only_when_both_are_legal():
    legal = [{"action": "check"}, {"action": "bet", "min": 2, "max": 70}, {"action": "fold"}]
    assert parse_answer('{"name": "check_or_fold", "arguments": {}}', legal).reason == (
        "the tool's name names two actions ('check', 'fold'); give one"
    )
    assert parse_answer('{"name": "check_or_fold", "arguments": {}}', OPEN).response == act("check")


@pytest.mark.parametrize(
    "text, legal",
    [
        ("I think <action>call</action>", HOLDEM),  # prose around the tags: read as prose, as before
        ("<action>call</action> or <action>fold</action>", HOLDEM),
        ("<amount>12</amount>", HOLDEM),
    ],
)
def test_tags_beside_prose_or_without_an_action_are_not_read_as_an_object(text, legal):
    assert tool_calls.tagged_answer(text) is None


def test_the_tagged_reading_stops_at_a_tag_given_twice():
    with pytest.raises(tool_calls.Refused):
        tool_calls.tagged_answer("<action>call</action><action>fold</action>")
    assert parse_answer("<action>call</action><action>fold</action>", HOLDEM).mode == "none"


@pytest.mark.parametrize(
    "value",
    [
        "\ud800",  # a lone surrogate
        "1e999999999",
        "NaN",
        "\u2028fold",
        "\u202efold",
        "x" * 100_000,
    ],
)
def test_hostile_values_in_a_tool_call_read_as_in_a_plain_object_or_are_refused(value):
    plain = parse_answer(json.dumps({"action": value}), HOLDEM)
    for text in (json.dumps({"name": "act", "arguments": {"action": value}}), f"<action>{value}</action>"):
        answer = parse_answer(text, HOLDEM)
        assert answer.accepted == plain.accepted and "\n" not in (answer.reason or "")
        assert answer.response == plain.response or not plain.accepted
    for text in (json.dumps({"name": value, "arguments": {}}), json.dumps({"name": "act", "arguments": value})):
        answer = parse_answer(text, HOLDEM)
        assert answer.mode == "none" and "\n" not in answer.reason


def test_a_deep_envelope_is_not_followed_past_its_bound():
    text = '{"name": "act", "arguments": {"action": "call"}}'
    for _ in range(6):
        text = '{"function_call": ' + text + "}"
    assert parse_answer(text, HOLDEM).mode == "none"
    deep = '{"function_call": ' * 60_000 + "{}" + "}" * 60_000
    assert parse_answer(deep, HOLDEM).mode == "none"


@pytest.mark.parametrize(
    "hostile",
    [
        "<action>call</action>" + "<amount>1</amount>" * 15_000,
        "<action>" * 40_000,
        "<action>call" + "</action" * 40_000,
        "<answer>" * 40_000 + "<action>call</action>",
        '{"name": "' + "Fold" * 70_000 + '", "arguments": {}}',
        '{"name": "act", "arguments": "' + '{\\"action\\": ' * 20_000 + '"}',
    ],
)
def test_hostile_tags_and_names_are_read_in_bounded_time(hostile):
    assert len(hostile) >= 250_000

    # CPU, not wall time: a loaded machine must not fail it
    def work():
        tool_calls._FIELD_TAG_RE.findall(hostile)
        tool_calls._WRAPPER_TAG_RE.sub("", hostile)
        answer = parse_answer(hostile, HOLDEM)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 1.5)


@pytest.mark.parametrize(
    "arguments, reason",
    [
        ('{"action": "raise", "amount": 1e999999999}', "number '1e999999999' is out of range"),
        ('{"action": "raise", "amount": NaN}', "NaN is not a number JSON allows"),
        ("[" * 60_000, "nesting deeper than 64 levels"),
    ],
)
def test_hostile_arguments_given_as_a_json_string_are_refused_with_their_own_reason(arguments, reason):
    answer = parse_answer(json.dumps({"name": "act", "arguments": arguments}), HOLDEM)
    assert answer.mode == "none" and "\n" not in answer.reason
    assert answer.reason.startswith("the tool call's arguments: ") and reason in answer.reason, answer.reason
