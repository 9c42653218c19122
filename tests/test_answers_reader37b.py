"""Session 37b's reading rule: the verdict after weighed actions, with the near misses that must stay refused
(tests/support/answer_cases.py holds the shared option lists)."""

from __future__ import annotations

import pytest
from support.answer_cases import ALONE, BID1, HOLDEM, KUHN_OPEN, OPEN, act, bet, raise_to, read_as
from support.cpu import assert_within_cpu

from cosino.seats.answers import parse_answer

CHECK, CALL, FOLD, PASS, ORDER = act("check"), act("call"), act("fold"), act("pass"), act("order")


# The deciding clause commits in the first person or as a verdict, and every other action named is set aside.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("I considered raising but I'll call.", HOLDEM, CALL),
        ("Folding would be a mistake here. Call.", HOLDEM, CALL),
        ("Raising is too loose and folding too tight, so I call.", HOLDEM, CALL),
        ("Call or fold? Fold.", HOLDEM, FOLD),
        ("Fold? Never. Call? Too passive. Raise to 48.", HOLDEM, raise_to(48)),
        ("Folding is too weak, raising turns my hand into a bluff. Calling is best.", HOLDEM, CALL),
        ("Fold is out, call is okay, but raise to 60 is best against his wide range.", HOLDEM, raise_to(60)),
        ("Folding is far too tight; calling is fine but a 3-bet isolates. Raise to 26.", HOLDEM, raise_to(26)),
        ("The standard line is to call, but this opponent overfolds, so I raise to 36.", HOLDEM, raise_to(36)),
        ("He would have raised earlier with a big hand, so I'm calling.", HOLDEM, CALL),
        ("I'd bet if I had a draw; I don't, so check.", OPEN, CHECK),
        ("Check? Bet? I'll bet 15.", OPEN, bet(15)),
        ("No reason to fold here. Call.", HOLDEM, CALL),
        ("No way I'm folding a set here. Call.", HOLDEM, CALL),
        (
            "Options considered:\n- fold (too weak)\n- call (fine)\n- raise (overplays it)\n\nI pick **call**.",
            HOLDEM,
            CALL,
        ),
        ("Going alone is risky with just 3 trump. Partner.", ALONE, act("partner")),
        ("Order up? Not with this. Pass.", BID1, PASS),
        ("Villain said he'd fold. I call.", HOLDEM, CALL),  # another's action is never the decision
        ("He'll fold. I raise to 30.", HOLDEM, raise_to(30)),
        (
            "Raising to 30 is standard, but trapping could work. Folding is silly. I'll raise to 30 anyway.",
            HOLDEM,
            raise_to(30),
        ),
    ],
)
def test_a_verdict_after_actions_set_aside_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("I'd call or raise.", HOLDEM),  # a choice
        ("Call. (Raise to 30 was the other candidate.)", HOLDEM),  # the decision first: kept refused (30b's rule)
        # "Fold is bad.\n\n**Call**" calls since session 39 (tests/test_review_answers30b.py)
        ("Fold is bad.\n3) Call", HOLDEM),
        # ("I could bet 10 or check. I'll check." was here: read since session 38b, tests/test_answers_reader38b.py)
        ("Going alone is too risky; play with partner.", ALONE),
        ("Raising is too loose, folding too tight, so I'd call?", HOLDEM),  # asked
        ("Raising is too loose, folding too tight, so I call... maybe.", HOLDEM),  # hedged
        ("Raising is too loose. I'll call if he bets small.", HOLDEM),  # a case
        ("Folding is bad. I call the turn.", HOLDEM),  # a plan for a later street
        ("Check is weak. I bet 20 next street.", OPEN),
        ("Folding is weak. When in doubt, I call.", HOLDEM),  # a case opening the sentence
        ("If he had a big hand he would have raised earlier, so I'm calling.", HOLDEM),
        ("Folding is weak. Against a maniac I call.", HOLDEM),
        ("Raise to 30. I'll call.", HOLDEM),  # the raise is not set aside
        ("Calling is fine. Fold.", HOLDEM),  # praised without a contrast: two decisions
        ("Calling is correct. I fold.", HOLDEM),
        ("Call. Raising is fine too.", HOLDEM),  # an alternative after the decision
        ("Call. Or fold.", HOLDEM),
        ("Call. Raise is better.", HOLDEM),
        ("Folding is weak. I call. Not sure though.", HOLDEM),  # doubt after it
        ("I fold. Just kidding, I call.", HOLDEM),
        ("Raise or call? Call is tempting. Raise to 40? No.", HOLDEM),
        ("I'd raise to 40 but 30 is fine. Folding is bad. Raise to 30.", HOLDEM),  # two sizes of one action
        ("Folding is too weak. Raising to 60 is too much. I'll raise to 30.", HOLDEM),
        ("Folding is weak, so I raise.", HOLDEM),  # no size after weighing: judged unclear as often as not
        ("Folding is weak, so I shove.", HOLDEM),  # an all-in word is read with its amounts where it stands
        ("Villain said: folding is weak, so I call.", HOLDEM),  # another's words
        ("He said: I fold. I call.", HOLDEM),
        # 'Gizmo wrote "raising is dumb, so I fold". I call.' calls since session 39 (quotes in another's mouth)
        ("Calling is weak. Villain: I fold.", HOLDEM),  # another player's label
        ("Calling is weak.\nBB: fold", HOLDEM),  # a position's label
        ("Folding is weak. Hero: call", HOLDEM),  # a transcript
        ("Raising is too loose, folding too tight. He calls.", HOLDEM),
        ("Raise is tempting. I was going to call.", HOLDEM),
        ("Raise is tempting. Thinking about calling.", HOLDEM),
        ("Calling is -EV. I fold 30% of the time.", HOLDEM),  # a frequency
        ("Betting is too thin. So check, and bet the river.", OPEN),
        ("Alone is too greedy. Partner, you lead.", ALONE),  # partner addressed
        ("My first plan (raise) was wrong. Folding is weak. Call.", HOLDEM),  # a choice taken back
        ("Check is weak. I bet 20. He calls. I bet 40.", OPEN),
        ("Bet? He folds worse and calls better. Check? Hmm.", KUHN_OPEN),
    ],
)
def test_near_misses_of_the_verdict_stay_refused(text, legal):
    assert read_as(text, legal) is None


def test_a_rivals_quoted_talk_is_not_the_verdict():
    talk = ("Gizmo: raising is dumb, so I fold",)
    assert read_as("Gizmo says raising is dumb, so I fold. I call.", HOLDEM, talk) is None
    assert read_as("Villain said he'd fold. I call.", HOLDEM, ("Gizmo: I'd fold here",)) == CALL


@pytest.mark.parametrize(
    "unit",
    ["but I'll call. ", "rather than ", "Folding is too weak, so I call. ", "call, fold, raise ", "Call. ", "so "],
)
def test_the_verdict_reads_a_hostile_text_in_bounded_time(unit):
    text = unit * (250_000 // len(unit))
    for legal in (HOLDEM, ALONE):
        # CPU, not wall time: a loaded machine must not fail it
        def work():
            parse_answer(text, legal)
            parse_answer("Folding is weak. " + text + " I call.", legal)

        assert_within_cpu(work, 3.0)  # about 0.3 s measured; a quadratic scan takes minutes
