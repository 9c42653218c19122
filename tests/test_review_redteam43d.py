"""Red-team review 43d of session 43's reader rules: answers each rule misread, or refused though it read them
before, one test per defect (each failed before its fix), then a handful of answers tried that the rules read right.

The defects, answer -> read as before the fix:
- "Going nil isn't safe, so 2." -> a bid of nil ("going nil" made a bid's word; "isn't safe" judged nothing);
- "Cog going nil, so 3.", "Going nil fails. 3.", "Bid 4 fails. 3." -> nil, nil, 4 (a closing number alone unread);
- "Facing a bet, I fold to any bet this big." -> a raise (the fold a plan now, "facing a bet" left as a raise);
- "The A♠ is boss, but I'll hold it for later." and "..., but I think I'll duck." -> the ace;
- "Pass auf jeden Fall." (pass in any case) -> refused as "watch out";
- "Ne olursa olsun fold." (whatever happens, fold) -> refused as a Turkish condition;
- "Raising here is crazy profitable. Raise to 20." and "Folding looks silly, but it's right. Fold." -> refused;
- "Visto el tamaño de la apuesta anterior, igualo." (the previous bet, the one faced) -> refused as a case.
"""

from __future__ import annotations

import pytest
from support.answer_cases import (
    BID,
    BID1,
    CALL,
    FOLD,
    HOLDEM,
    OPEN,
    PASS,
    SUITS,
    TRICK2,
    act,
    bid,
    play,
    raise_to,
    read_as,
)
from support.reader import assert_reads_in_bounded_time

ORDER = act("order")


# --- misreads ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Going nil isn't safe, so 2.",
        "Bidding nil isn't safe, so 2.",
        "Going nil wouldn't be smart; 3.",
    ],
)
def test_a_bid_judged_not_good_is_no_bid_of_its_value(text):
    """Before: "going nil" (a bid's word since session 43) judged "isn't safe" was the bid, and nil was bid."""
    assert read_as(text, BID) in (None, bid(2), bid(3))


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Cog going nil, so 3.", BID),
        ("I'd go nil with a weaker hand, so 3.", BID),
        ("Going nil fails. 3.", BID),
        ("Going nil requires a void. 3.", BID),
        ("Going nil: too risky. 3.", BID),
        ("Going nil (too risky). 3.", BID),
        ("Going nil, though tempting, is wrong. 3.", BID),
        ("Going nil last hand cost us. 3.", BID),
        ("Go nil? I have the A♠. So 2.", BID),
        ("Why go nil with the A♠? 2.", BID),
        ("Going nil vs 2? 2.", BID),
        ("Going nil and 2 are both bad; 3.", BID),
        ("Bidding nil fails. 3.", BID),
        ("Bid 4 fails. 3.", BID),
        ("Bidding 4: too risky. 3.", BID),
    ],
)
def test_an_answer_closing_on_another_number_alone_is_refused(text, legal):
    """Before: the action's own value was read and the number the answer closes on alone was not: "Going nil fails.
    3." bid nil (session 43's "going nil" turned the old refusal of "3, 0 and no action word" into this misread)."""
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text",
    [
        "Facing this bet, I fold to any bet of this size.",
        "Facing a bet, I fold to any bet this big.",
        "Facing a big bet: I'll fold to any bet.",
        "Facing a bet of 10, I fold to any raise.",
        "Against this bet, I fold to any raise.",
    ],
)
def test_the_bet_faced_is_no_raise_when_the_fold_is_a_plan(text):
    """Before: "fold to any bet" made a plan (session 43) left "facing a bet" as the only mention, read as a raise."""
    assert read_as(text, HOLDEM) is None


def test_the_bet_faced_leaves_the_seats_action_read():
    assert read_as("Facing a bet of 10, I call. I fold to any raise.", HOLDEM) == CALL
    assert read_as("72o facing a raise and a call. So I fold.", HOLDEM) == FOLD
    assert read_as("Facing a call, I raise to 20.", HOLDEM) == raise_to(20)


@pytest.mark.parametrize(
    "text",
    [
        "The A♠ is boss, but I'll hold it for later.",
        "The ace of spades is the boss card, but I think I'll duck.",
        "The ace of spades is the boss card, however I'll duck with the ten.",
        "The ace of spades is the boss card, but I'd duck with the ten.",
        "The ace of spades is the boss card, but I should duck with the ten.",
        "The ace of spades is the boss card, but I want to duck with the ten.",
    ],
)
def test_a_card_turned_from_is_not_played(text):
    """Before: "it" after "but I'll" took the card back even to keep it ("hold it"), and "I think I'll", "I'd",
    "I should", "however" turned from nothing: each played the ace."""
    assert read_as(text, TRICK2) is None


def test_a_plan_that_takes_the_card_back_plays_it():
    assert read_as("The A♠ is boss, but I'll lead it anyway.", TRICK2) == play("As")
    assert read_as("The A♠ is boss, but I'll still play it.", TRICK2) == play("As")


# --- clear answers refused since session 43 --------------------------------------------------------------------------


@pytest.mark.parametrize("legal", [SUITS, BID1])
def test_pass_auf_jeden_fall_passes(legal):
    """Before: "Pass auf jeden Fall." (pass in any case) was refused as "Pass auf!" (watch out)."""
    assert read_as("Pass auf jeden Fall.", legal) == PASS
    assert read_as("Pass auf alle Fälle.", legal) == PASS
    assert read_as("Pass auf!", legal) is None  # still no pass


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Ne olursa olsun fold.", FOLD),
        ("Ne olursa olsun call yapıyorum.", CALL),
        ("Ne yaparsa yapsın, call.", CALL),
        ("Rakip ne yaparsa yapsın ben fold ediyorum.", FOLD),
    ],
)
def test_a_turkish_whatever_is_no_condition(text, meant):
    """Before: the "-rsa" of "ne olursa olsun" (whatever happens) made the decision a plan, refused."""
    assert read_as(text, HOLDEM) == meant


def test_a_turkish_condition_still_plans():
    assert read_as("O bet yaparsa raise yaparım.", OPEN) is None
    assert read_as("Raise olursa fold ederim.", HOLDEM) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Raising here is crazy profitable. Raise to 20.", HOLDEM, raise_to(20)),
        ("Ordering looks crazy good. Order.", BID1, ORDER),
        ("Folding looks silly, but it's right. Fold.", HOLDEM, FOLD),
        ("Folding seems weak but it's the right play. Fold.", HOLDEM, FOLD),
        ("Folding seems reckless? Not at all. Fold.", HOLDEM, FOLD),
    ],
)
def test_praise_and_a_conceded_look_are_no_judgment_of_the_action(text, legal, meant):
    """Before: "crazy" judged bad even as a word of degree, and "looks silly, but it's right" judged the fold,
    so each answer's own action was refused as judged a mistake."""
    assert read_as(text, legal) == meant


def test_the_new_judgments_still_set_an_action_aside():
    assert read_as("Calling looks pretty silly. Fold.", HOLDEM) == FOLD
    assert read_as("Folding would be crazy. Call.", HOLDEM) == CALL
    assert read_as("Checking would be too passive. Bet 10.", OPEN) == act("bet", 10)


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Visto el tamaño de la apuesta anterior, igualo.", CALL),
        ("Con la apuesta anterior del rival, me retiro.", FOLD),
        ("Contro la puntata precedente, vedo.", CALL),
        ("Face à la relance précédente, je me couche.", FOLD),
    ],
)
def test_the_previous_bet_faced_opens_no_case(text, meant):
    """Before: foreign_terms.EARLIER_TIME, composed into the case before a decision line, made "anterior" and
    "précédente" of the bet faced an earlier time, and each decision was refused."""
    assert read_as(text, HOLDEM) == meant


# --- answers tried that the rules read right (no defect) ------------------------------------------------------------


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("I'm going nil.", BID, bid(0)),
        ("Partner is going nil, so I bid 4.", BID, bid(4)),
        ("Rather than going nil, I bid 1.", BID, bid(1)),
        ("I'm not going nil. Bid 2.", BID, bid(2)),
        ("Going nil? No. 3.", BID, bid(3)),
        ("I call any bet here with top pair. Call.", HOLDEM, CALL),
        ("Each call costs 2 chips. Fold.", HOLDEM, FOLD),
        ("Check. Fold to any bet.", OPEN, act("check")),
        ("Karar: call. Rakip raise yaparsa fold ederim.", HOLDEM, CALL),
        ("Ich calle.", HOLDEM, CALL),
        ("Yo foldeo.", HOLDEM, FOLD),
        ("Callen wäre zu passiv.\nIch folde.", HOLDEM, FOLD),
        ("Pass. Auf die nächste Runde!", SUITS, PASS),
        ("I bid 3, unless partner bid nil — he didn't. 3.", BID, bid(3)),
        ("Bid 3.\nWith one more spade?\n4.", BID, bid(3)),
        ("bet 7.5", OPEN, act("bet", 8)),
        ("Going nil is not wise. 3.", BID, None),
        ("Ts. The ace of spades is boss, but I'll save it.", TRICK2, None),
    ],
)
def test_answers_the_session_43_rules_read_right(text, legal, meant):
    assert read_as(text, legal) == meant


def _long(unit: str) -> str:
    return unit * (250_000 // len(unit))


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_FACING_BEFORE_RE", _long("facing a big raise and a ") + "bet", HOLDEM),
        ("_FACING_BEFORE_RE", _long("facing the ") + "bet", HOLDEM),
        ("_CONCEDED_AFTER_RE", "folding seems weak" + _long(" x") + " but", HOLDEM),
        ("_NUMBER_CLOSING_RE", "bid 4. " + _long("so ") + "3.", BID),
        ("_NUMBER_CLOSING_RE", "bid 4. " + _long("x x?") + " 3", BID),
        ("_NUMBER_CLOSING_RE", "bid 4" + _long(". 3") + "x", BID),
        ("_WATCH_OUT_RE", _long("pass auf jeden "), BID1),
        ("_TURKISH_IF_BEFORE_RE", _long("olursa ol ") + "fold", HOLDEM),
        ("_JUDGED_WRONG_AFTER_RE", _long("going nil isn't ")[:100_000], BID),
        ("_JUDGED_WRONG_AFTER_RE", _long("raising is crazy ")[:100_000], HOLDEM),
        ("_BUT_I_AFTER_RE", "as " + _long("x") + " but i think i'd", TRICK2),
        ("_BUT_I_AFTER_RE", _long("as however i'll go with "), TRICK2),
        ("_CASE_LEAD_RE", _long("apuesta anterior ") + ", igualo", HOLDEM),
        ("_EARLIER_ABROAD_RE", _long("letzte ") + "call", HOLDEM),
    ],
)
def test_the_review_43d_patterns_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal)
