"""Session 43's reader rules: a Turkish condition made by the verb's ending, and German "Pass auf!" ("watch out").

Both were unclear answers of blind corpus 73 read as actions: "O bet yaparsa raise yaparım." ("if he bets, I raise")
bet, and "Pass auf!" passed.
"""

from __future__ import annotations

import pytest
from support.answer_cases import BID1, CHECK, HOLDEM, OPEN, PASS, act, read_as
from support.reader import assert_reads_in_bounded_time

ORDER = act("order")


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # a Turkish "-rsa/-rse" verb after the English word plans the action, and every action after it in its sentence
        ("O bet yaparsa raise yaparım.", OPEN, None),
        ("Rakip raise ederse call ederim.", HOLDEM, None),
        ("Raise edersem o fold eder.", HOLDEM, None),  # "if I raise, he folds": a forecast
        ("Flop kötü olursa fold ederim.", HOLDEM, None),  # "if the flop is bad, I fold"
        ("All-in atarsa fold.", HOLDEM, None),
        ("Call etmezse bet.", OPEN, None),  # "if he does not call, bet"
        # the condition ends with its sentence: the next one decides
        ("O bet yaparsa raise yaparım. Check.", OPEN, CHECK),
        ("Flop kötü olursa fold ederim. Call.", HOLDEM, act("call")),
        # "-sa/-se" alone is a wish or a suggestion, not a case: "checking would be good"
        ("Check yapsam iyi olur.", OPEN, CHECK),
        # an English word ending the same way is no Turkish verb
        ("Reverse implied odds are bad. Fold.", HOLDEM, act("fold")),
        ("Call. The parse is easy.", HOLDEM, act("call")),
        # German "Pass auf" is "watch out"; the pass stays a pass anywhere else
        ("Pass auf!", BID1, None),
        ("Passe auf!", BID1, None),
        ("Pass auf, ich mache order up.", BID1, ORDER),
        ("Pass.", BID1, PASS),
        ("I pass, auf Wiedersehen.", BID1, PASS),
        ("Pass aufwärts.", BID1, PASS),  # "auf" must be a word of its own
    ],
)
def test_a_turkish_condition_and_a_german_watch_out_are_no_decisions(text, legal, meant):
    assert read_as(text, legal) == meant


def _long(unit: str) -> str:
    return unit * (250_000 // len(unit))


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_TURKISH_IF_BEFORE_RE", _long("yaparsa") + " call", HOLDEM),
        ("_TURKISH_IF_BEFORE_RE", _long("yapars ") + "call", HOLDEM),
        ("_TURKISH_IF_AFTER_RE", _long("call ") + "yaparsa", HOLDEM),
        ("_TURKISH_IF_AFTER_RE", _long("callcallcallca-") + "yap", HOLDEM),
        ("_WATCH_OUT_RE", "pass" + _long(" \t") + "auf", BID1),
        ("_WATCH_OUT_RE", _long("pass auf "), BID1),
    ],
)
def test_the_session_43_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal)
