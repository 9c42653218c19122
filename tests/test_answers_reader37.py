"""Session 37's reading rules, each with the near misses that must stay refused (tests/support/answer_cases.py
holds the shared option lists)."""

from __future__ import annotations

import pytest
from support.answer_cases import (
    ALONE,
    BID,
    BID1,
    DISCARD,
    HOLDEM,
    HPASS,
    KUHN_FACE,
    KUHN_OPEN,
    OPEN,
    SUITS,
    TRICK,
    TRICK2,
    act,
    bet,
    card,
    raise_to,
    read_as,
)

CHECK, CALL, FOLD = act("check"), act("call"), act("fold")
EUCHRE = [{"action": "play", "cards": ["Jh", "Jd", "Ah", "9h", "Kd"]}]
SPADES = [{"action": "play", "cards": ["As", "Ks", "4s", "9d"]}]


# A whole answer in poker's shorthand, tried only where the prose reading refused.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("x", OPEN, CHECK),
        ("X", OPEN, CHECK),
        ("x/f", OPEN, CHECK),
        ("x/c", OPEN, CHECK),
        ("Check-fold.", OPEN, CHECK),
        ("Check-raise!", OPEN, CHECK),
        ("c", HOLDEM, CALL),
        ("insta-fold", HOLDEM, FOLD),
        ("Tank-fold.", HOLDEM, FOLD),
        ("b 10", OPEN, bet(10)),
        ("b", OPEN, bet(2)),
        ("donk 8", OPEN, bet(8)),
        ("Lead for 14.", OPEN, bet(14)),
        ("r 16", HOLDEM, raise_to(16)),
        ("3b to 24", HOLDEM, raise_to(24)),
        ("4b to 60", HOLDEM, raise_to(60)),
        ("iso to 14", HOLDEM, raise_to(14)),
        ("Make it 28.", HOLDEM, raise_to(28)),
        ("I'll make it 24.", HOLDEM, raise_to(24)),
        ("Bump it to 30.", HOLDEM, raise_to(30)),
        ("No bet.", OPEN, CHECK),
        ("no call", KUHN_FACE, FOLD),
        ("Not alone.", ALONE, act("partner")),
        ("No order.", BID1, act("pass")),
    ],
)
def test_a_whole_answer_in_shorthand_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("x.", OPEN),  # a lone letter with a stop: an initial or a cut-off word
        ("c", OPEN),  # no call to make: "c" may be a check or a call
        ("x", HOLDEM),  # nothing to check: no guess
        ("x/f", HOLDEM),
        ("Check-raise to 30", HOLDEM),
        ("call/fold", HOLDEM),
        ("x/f, or b 10 if he looks weak", OPEN),  # only a whole answer is shorthand
        ("Ratchet says x/f. Hmm.", OPEN),
        ("r", HOLDEM),
        ("Make it 3x.", HOLDEM),  # not a total in chips
        ("Make it 1.5k", HOLDEM),
        ("Make it 30, or fold to a shove.", HOLDEM),
        ("No raise.", HOLDEM),  # three options: the other is not one
        ("No bid.", BID),
        ("Not spades.", SUITS),
        ("Partner: x/f", OPEN),
    ],
)
def test_shorthand_that_is_no_whole_answer_or_fits_no_option_is_refused(text, legal):
    assert read_as(text, legal) is None


# A card described by what sets it apart among the legal ones, the whole answer being that description.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("play the queen", TRICK, card("play", "Qh")),
        ("The ten.", TRICK, card("play", "Th")),
        ("Q", TRICK, card("play", "Qh")),
        ("Play 2.", TRICK2, card("play", "2c")),
        ("Play 10.", TRICK2, card("play", "Ts")),
        ("Dump the deuce.", TRICK, card("play", "2c")),
        ("I'll follow with the ten.", TRICK, card("play", "Th")),
        ("Play the club.", TRICK, card("play", "2c")),
        ("Play the only heart I have.", TRICK2, card("play", "Qh")),
        ("Throw my lone club.", TRICK, card("play", "2c")),
        ("Play my lowest heart.", TRICK, card("play", "Th")),
        ("play my highest heart", TRICK, card("play", "Qh")),
        ("Top spade.", SPADES, card("play", "As")),
        ("Low spade.", SPADES, card("play", "4s")),
        ("Discard the nine.", DISCARD, card("discard", "9c")),
        ("Pass the queen.", HPASS, card("pass", "Qs")),
        ("Play the jack.", [{"action": "play", "cards": ["Jc", "Ah", "9s"]}], card("play", "Jc")),
    ],
)
def test_a_card_described_by_its_rank_or_suit_alone_is_read(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Play the heart.", TRICK),  # two hearts
        ("Play the ten.", [{"action": "play", "cards": ["Th", "Ts", "2c"]}]),  # two tens
        ("Play the king.", TRICK),  # no king: nothing to guess
        ("Play the ace.", TRICK2),  # the ace is left to its suit ("play the ace" was judged unclear)
        ("A", TRICK2),
        ("T", TRICK),  # "T" alone is notation, judged unclear
        ("Q.", TRICK),
        ("q", TRICK),
        ("Play my highest heart.", EUCHRE),  # a jack is legal: a bower may change the suit and the order
        ("Play the diamond.", EUCHRE),
        ("Play my lowest card.", TRICK),
        ("Play the queen, partner has the ace.", TRICK),  # only a whole answer is described
        ("Partner played the queen.", TRICK),
        ("Not the queen.", TRICK),
        ("Play the queen or the ten.", TRICK),
        ("the queen?", TRICK),
        ("Play the high one.", TRICK),
        ("Play my only queen.", TRICK),
    ],
)
def test_a_description_that_fits_no_one_card_or_no_whole_answer_is_refused(text, legal):
    assert read_as(text, legal) is None


# A correction standing as an aside of its own, after something to take back: what follows it is read alone.
@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Raise to 20. Actually, on reflection, just call.", HOLDEM, CALL),
        ("Call. Actually, no — fold.", HOLDEM, FOLD),
        ("I'll bet 30... no wait, check. Keep the pot small.", OPEN, CHECK),
        ("fold\n\nEdit: actually call, villain's range is wide.", HOLDEM, CALL),
        ("Hmm. Raise.\nActually no.\nCall.", HOLDEM, CALL),
        ("Call. Actually, raise to 36.", HOLDEM, raise_to(36)),
        ("Bet 10, no wait, 15.", OPEN, bet(15)),  # a number alone takes the action before it
        ("Raise to 30. Edit: make that 45.", HOLDEM, raise_to(45)),
        ("Bid 2... make that 3.", BID, act("bid", 3)),
        ("Bid two, actually three.", BID, act("bid", 3)),  # refused before (tests/test_review_reader33.py)
        ("Raise to 30. Correction: 40", HOLDEM, raise_to(40)),  # the amount reader still refuses it first
        ("Play Qh... actually Th.", TRICK, card("play", "Th")),
        ("Play Qh. No wait, 2c.", TRICK, card("play", "2c")),
        ("Spades. No wait, clubs: I have both bowers there.", SUITS, card("trump", "c")),
        ("Order up. Actually, no — pass; I only have one trump.", BID1, act("pass")),
    ],
)
def test_an_action_taken_back_reads_the_correction(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Call. Actually, folding is for cowards.", HOLDEM),  # no command: a judgement of the other action
        ("Play Qh... actually the Th is partner's.", TRICK),  # a statement about a card
        ("Call. Actually, fold if he 3-bets.", HOLDEM),  # a case
        ("Raise to 40 — actually, just call or fold.", HOLDEM),  # a choice
        ("Call. Wait, would raising be better? Raise.", HOLDEM),  # a question
        ("Raise to 30... make that 36.", HOLDEM),  # a size restated, not taken back (judged unclear)
        ("Raise to 40 chips, I mean 35.", HOLDEM),
        ("Call... actually, raise to 40... or 50.", HOLDEM),  # trailing off
        ("Play Qh... actually Th — no.", TRICK),  # taken back again
        ("I pass A♥, K♦ and... actually the Q♠ instead of the A♥.", HPASS),  # two cards after it
        ("Actually, call. Raise.", HOLDEM),  # nothing before it to take back
    ],
)
def test_a_correction_that_is_no_settled_command_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Hmm, order?", BID1),  # corpus 55: a question to oneself
        ("Hmm, call?", HOLDEM),
        ("um, raise to 20?", HOLDEM),
        ("Mixed strategy: bet with probability 1/3.", KUHN_OPEN),  # corpus 55
        ("Queen vs a bet: call 1/3 of the time.", KUHN_FACE),  # corpus 55
        ("Raise 70% of the time here.", HOLDEM),
        ("Call with a frequency of about two thirds", HOLDEM),
        ("Bet half the time, check the other half.", OPEN),
    ],
)
def test_an_action_asked_after_a_hum_or_given_as_a_frequency_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("Hmm, call.", HOLDEM, act("call")),  # said, not asked
        ("Call. I'd do this 100% of the time with top pair.", HOLDEM, act("call")),  # a pure choice
        ("Call: they bluff here a third of the time, so the price is right.", HOLDEM, act("call")),  # not our play
    ],
)
def test_a_hum_said_or_a_frequency_of_something_else_still_reads(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Folding is weak.", None),  # read as a fold: the one action named is judged bad
        ("Folding is too weak.", None),
        ("Raising here is terrible.", None),
        ("Folding is weak here, so I call.", CALL),
        ("Folding is weak. I call.", CALL),
        ("I fold; my hand is weak.", FOLD),  # the hand is weak, not the fold
        ("Call (when he bets small he is weak).", CALL),  # the player is weak
    ],
)
def test_an_action_judged_bad_as_the_subject_is_not_taken(text, expected):
    assert read_as(text, HOLDEM) == expected


@pytest.mark.parametrize(
    "text, legal, expected",
    [
        ("No reason to call with a hand this weak.", HOLDEM, None),  # corpus 56: read as the call
        ("No point betting here. Check.", OPEN, CHECK),
        ("Bidding 3 is tempting, but with the AK of spades and a void I think 4.", BID, None),  # read as 3
        ("Discarding the Kh is tempting, but it's trump now; ditch the 9c.", DISCARD, None),  # read as the king
        ("Checking is tempting to trap, but with the King I'll just bet 10.", OPEN, bet(10)),
        ("Shoving is an option but I prefer to raise to 40.", HOLDEM, raise_to(40)),
        ("Alone is tempting, partner is safer; I'd say either.", ALONE, None),  # only a gerund is set aside
    ],
)
def test_an_action_with_no_reason_or_only_tempting_is_set_aside(text, legal, expected):
    assert read_as(text, legal) == expected


@pytest.mark.parametrize(
    "text",
    [
        'Previous action: {"action": "raise", "amount": 20}',  # read as the raise: a record, not the answer
        'Previous action: {"action":"raise","amount":20}\nFolding is weak, so I call.',
        'Prior move: {"action": "raise", "amount": 20}',
    ],
)
def test_an_object_labelled_as_an_earlier_action_is_not_the_answer(text):
    assert read_as(text, HOLDEM) is None
