"""Review 55a: an action asked back over and over, left open by review 54k.

1. A repeated bare question was recognised only from the text's first character and with only a "no" between the
   questions: "Ok. Raise? Ok. Raise?", "Hmm. Raise? Hmm. Raise?" and "Is he bluffing? Call? Call?" read as the action
   though "Ok. Raise?" and "Raise? Raise?" are refused, and "Ok. (Raise?)" written past the scan limit raised. The
   first question may now open any sentence, as a lone one may, and words that neither answer nor say anything ("ok",
   "well", "so", "um") may stand between the questions and after the last, as a doubt could ("Call? Hmm."): "ok" is
   no yes, and the long answer's cut left "Raise? Ok." read as a raise. "yes" still answers ("Raise? Yes. Raise?"
   raises). Such fillers may open the question too: "Ok, raise?" and "Well... call?" read as the action; and any
   number of them may follow it: "Call? um, well, ok, so, hmm..." (five) called, as did seven between two questions.
2. An action's word glued to a letter or digit was no word asked: "Call? 1call?", "Raise? \u00e9raise?", "1call?" and
   "Call1?" read as the action. The word asked is now the whole run of letters and digits that holds it.
3. The closing-markup step of the bare question (review 54j) is gone: what may follow a question's mark (review 54k)
   covers it, and the guards read alike without it.
"""

from __future__ import annotations

import pytest

from cosino.seats.answers import SCAN_LIMIT, parse_answer
from tests.test_review_redos53c import BID, EUCHRE, HOLDEM, OPEN, SUITS, TRICK

ASKED = "the answer only asks an action back ('call?'); name the one to take"
KUHN = [{"action": "pass"}, {"action": "bet"}]


def _reading(text: str, legal: list[dict]) -> object:
    answer = parse_answer(text, legal)
    return answer.response if answer.accepted else None


ASKED_AGAIN = [
    ("Ok. Raise? Ok. Raise?", HOLDEM),
    ("Raise? Ok. Raise?", HOLDEM),
    ("Raise? Ok.", HOLDEM),
    ("Bet 10? Well...", OPEN),
    ("Hmm. Raise? Hmm. Raise?", HOLDEM),
    ("Pot is 30. Raise? Raise?", HOLDEM),
    ("Is he bluffing? Call? Call?", HOLDEM),
    ("Ok. (Raise?) Ok. (Raise?)", HOLDEM),
    ("Fold? So. Fold?", HOLDEM),
    ("Ok. Check? Well. Check?", OPEN),
    ("Bet? Ok. Bet?", KUHN),
    ("Ok. Pass? Um. Pass?", KUHN),
    ("Ok. Bid 3? Ok. Bid 3?", BID),
    ("Play the Qd? Ok. Play the Qd?", TRICK),
    ("Trump clubs? Ok. Trump clubs?", SUITS),
    ("Ok. Order? Ok. Order?", EUCHRE),
    ("Ok, raise?", HOLDEM),
    ("Pot is 30. Well... call?", HOLDEM),
    ("Ok - bet 10?", OPEN),
    ("So, pass? So, pass?", KUHN),
    ("Raise? " + "ok " * 7 + "raise?", HOLDEM),
    ("Call? um, well, ok, so, hmm...", HOLDEM),
]


@pytest.mark.parametrize(("text", "legal"), ASKED_AGAIN, ids=[f"again{i}" for i in range(len(ASKED_AGAIN))])
def test_an_action_asked_again_after_a_filler_or_a_sentence_is_refused(text, legal):
    assert parse_answer(text, legal).reason == ASKED  # before: the action


GLUED = [
    ("Call? 1call?", HOLDEM),
    ("Raise? \u00e9raise?", HOLDEM),
    ("1call?", HOLDEM),
    ("Call1?", HOLDEM),
    ("Call? call1?", HOLDEM),
    ("Bet? 1bet?", KUHN),
    ("Bid 3? 1bid 3?", BID),
    ("Order? 2order?", EUCHRE),
]


@pytest.mark.parametrize(("text", "legal"), GLUED, ids=[f"glued{i}" for i in range(len(GLUED))])
def test_an_action_word_glued_to_a_letter_or_digit_and_asked_is_refused(text, legal):
    assert parse_answer(text, legal).reason == ASKED  # before: the action


def test_a_filler_and_a_question_written_past_the_limit_is_refused_wherever_the_cut_falls():
    unit = "Ok. (Raise?) "
    for shift in (0, 9, 12):  # the cut after "Ok. (R", "Ok. (Raise?) Ok. (" and "Ok. (Raise?) Ok. (Rai"
        text = (unit + " ") * shift + unit * (SCAN_LIMIT // len(unit) + 4)
        assert _reading(text, HOLDEM) is None, shift  # before: a minimum raise


@pytest.mark.parametrize(
    ("text", "legal", "meant"),
    [
        ("Raise? Yes. Raise?", HOLDEM, {"action": "raise", "amount": 4}),  # the question answered
        ("Raise? Ok, raise.", HOLDEM, {"action": "raise", "amount": 4}),  # said after the filler
        ("Call? Sure.", HOLDEM, {"action": "call"}),
        ("Raise. Raise? Raise?", HOLDEM, {"action": "raise", "amount": 4}),  # said before it is asked
        ("Ok. Call. Ok. Call?", HOLDEM, {"action": "call"}),
        ("Ok, call.", HOLDEM, {"action": "call"}),
        ("I guess... call?", HOLDEM, {"action": "call"}),  # judged a call (tests/test_answers_question38.py)
        ("Bet? Okay, bet 10.", OPEN, {"action": "bet", "amount": 10}),
        ("Call 1 more time? No: call.", HOLDEM, {"action": "call"}),
    ],
)
def test_an_action_said_around_its_question_is_still_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant
