"""An agent's reply cannot make the arena spend seconds reading it.

A remote agent's reply (up to 64 KB) is read after the call returns, so after the decision's
deadline is enforced. On a Lambda step, which keeps only a few seconds after the seat's deadline
to commit, a reply that takes long to read gets the step killed before its commit: nothing is
charged to the seat's clock and the step runs again, so a seat could stall its episode into the
guard at will. The JSON depth check scanned the text for strings with a pattern that went
quadratic on a run of escaped quotes (64 KB of ``"\\`` took 12.7 s here).
"""

from __future__ import annotations

import pytest
from support.cpu import assert_within_cpu

from cosino.primitives.jsonsafe import JsonInputError, loads
from cosino.seats.answers import parse_answer
from cosino_runtime.seats.transport import REPLY_LIMIT

LEGAL = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]


@pytest.mark.parametrize("unit", ['"\\', 'x"\\', '"\\"\\\\', '["\\'])
def test_a_reply_of_escaped_quotes_is_read_at_once(unit):
    text = (unit * (2 * REPLY_LIMIT // len(unit)))[: 2 * REPLY_LIMIT]  # twice the reply limit

    def work():
        return parse_answer(text, LEGAL)

    answer = work()
    assert not answer.accepted
    assert_within_cpu(work, 5.0, f"reading a {len(text)}-character reply")  # quadratic: minutes


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"a": "[[[[", "b": ["]"]}', {"a": "[[[[", "b": ["]"]}),
        ('["\\"[", {"k\\\\": "}"}]', ['"[', {"k\\": "}"}]),
        ('{"say": "\\u005b\\u007b"}', {"say": "[{"}),
    ],
)
def test_brackets_inside_strings_still_do_not_count(text, value):
    assert loads(text, max_depth=2) == value


@pytest.mark.parametrize(
    "text",
    [
        "[" * 65 + "]" * 65,
        '"x"' + "[" * 70,
        '["\\""' + "," + "[" * 70,
        '["a\n' + "[" * 70,  # a raw line break ends no string for JSON: the brackets after it count
    ],
)
def test_nesting_past_the_limit_is_still_refused(text):
    with pytest.raises(JsonInputError, match="nesting deeper than 64 levels"):
        loads(text)
