"""Session 43's reader rules: a Turkish condition made by the verb's ending, German "Pass auf!" ("watch out"),
"going nil" as a bid, a card or number turned from with "but I'll", "any bet" as a noun, and more words that judge an
action bad.

The first two were unclear answers of blind corpus 73 read as actions: "O bet yaparsa raise yaparım." ("if he bets, I
raise") bet, and "Pass auf!" passed. "Going nil" was a bare nil, outside the rules a bid's word has: "Bid 2. Actually,
I'm going nil." bid two, and "Ratchet bid 6 and Cog bid 2. I'm going nil." (corpus 65) bid two.
"""

from __future__ import annotations

import pytest
from support.answer_cases import BID, BID1, CHECK, HOLDEM, LEDUC_FACE, OPEN, PASS, TRICK2, act, bid, play, read_as
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


@pytest.mark.parametrize(
    "text, meant",
    [
        ("I'm going nil.", bid(0)),
        ("Let's go nil!", bid(0)),
        ("I'll go nil for 100.", bid(0)),  # the score a nil is worth, not a bid
        ("The others bid 5, 2 and 4. I'll go nil.", bid(0)),
        ("Bid 2. Actually, I'm going nil.", bid(0)),  # a correction
        ("Partner bid 2. I'm going nil.", bid(0)),  # another's bid beside it
        ("I'm going nil... actually no, bid 1.", bid(1)),
        # a number of the seat's and a nil it goes for: two bids
        ("Bid 2. Going nil.", None),
        ("Cog bid 2. I'm going nil.", None),  # "Cog" names no seat, so its bid reads as the seat's
        ("Go nil or bid 1?", None),
        # going nil judged, negated, another's, asked, past or under a condition is no bid
        ("Going nil is too risky with the A\u2660. Bid 2.", bid(2)),
        ("Going nil with the king of spades would be reckless. Bid 1.", bid(1)),
        ("I'm not going nil. Bid 3.", bid(3)),
        ("Don't go nil. Bid 2.", bid(2)),
        ("Partner is going nil. Bid 3.", bid(3)),
        ("Should I go nil? Bid 2.", bid(2)),
        ("I went nil last hand. Now bid 4.", bid(4)),
        ("Gizmo went nil. Bid 3.", bid(3)),
        ("If partner sets them, we can afford to go nil. Bid 4.", bid(4)),
    ],
)
def test_going_nil_is_a_bid_with_the_guards_of_a_bid(text, meant):
    assert read_as(text, BID) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # a card or number alone, then the seat's other plan after "but": no choice (corpus 54 played the ace)
        ("The ace of spades is the boss card, but I'll duck with the ten.", TRICK2, None),
        ("As, but let's see.", TRICK2, None),
        ("A\u2660 is boss. But I'll duck.", TRICK2, None),  # "but" opening the next sentence turns from it too
        ("As. But I'll lead it anyway.", TRICK2, play("As")),
        ("4 looks right, but I'll go safe.", BID, None),
        # ... unless the plan takes the card back as "it", or the "but" is in another sentence
        ("The As is the boss card, but I'll lead it anyway.", TRICK2, play("As")),
        ("The As is boss, but I'll still play it.", TRICK2, play("As")),
        ("Qh. It's risky, but I'll take the chance.", TRICK2, play("Qh")),
    ],
)
def test_a_value_turned_from_with_but_is_no_choice(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # "any", "every" or "each" before an action word makes it a noun of anyone's action
        ("I expect the BB to shove over any raise. Therefore, call.", HOLDEM, act("call")),
        ("Check now, then call any bet up to 20 and fold to more.", OPEN, CHECK),
        ("Any raise is a bluff here. Call.", HOLDEM, act("call")),
        ("Each call costs me. Fold.", HOLDEM, act("fold")),
        # ... and folding to any bet is a reply to one not made yet: a plan
        ("Call here; I'll fold to any river bet.", HOLDEM, act("call")),
        ("I'll fold to any bet.", HOLDEM, None),
        ("After the flop, I'll fold to any bet.", HOLDEM, None),
        # the seat's own action is still read beside them
        ("Any raise is fine; raise to 40.", HOLDEM, act("raise", 40)),
    ],
)
def test_an_action_word_after_any_is_a_noun(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # an action judged bad as its own subject, with "would be", "seems" or "looks" too, is weighed, not chosen
        ("A raise here is just burning money. Fold.", HOLDEM, act("fold")),
        ("In short. Raising is spew, calling is a leak. Fold.", HOLDEM, act("fold")),
        ("Calling is too passive.\nRaise.", LEDUC_FACE, act("raise")),
        ("Folding would be silly. Call.", HOLDEM, act("call")),
        ("Calling seems too passive, so I raise to 40.", HOLDEM, act("raise", 40)),
        ("Ordering up is too risky, I pass.", BID1, PASS),
        # risky, loose or greedy is a judgment against only with "too": "Ordering is risky, but I'll order up."
        ("Ordering is risky, but I'll order up.", BID1, ORDER),
        # a judgment negated is none
        ("Calling is not too risky. Call.", HOLDEM, act("call")),
        ("Raise is not bad here. Raise to 40.", HOLDEM, act("raise", 40)),
        # the judged action after the choice still refuses, as "Call. Folding is weak." did
        ("Call. Folding is way too weak.", HOLDEM, None),
    ],
)
def test_an_action_judged_bad_as_its_subject_is_weighed_not_chosen(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, meant",
    [
        # the English word with a German or Spanish ending, as "Ich checke." already read
        ("Ich calle.", act("call")),
        ("Ich folde.", act("fold")),
        ("Foldeo.", act("fold")),
        ("Callen.", act("call")),
        ("Sprocket foldet. Ich calle.", act("call")),
        # ... and, as every foreign decision line, only where nothing else can be meant
        ("Ich calle nicht.", None),
        ("Nicht callen.", None),
        ("Ich würde callen, aber ich folde.", None),
    ],
)
def test_an_english_action_word_with_a_foreign_ending_decides_its_line(text, meant):
    assert read_as(text, HOLDEM) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        # a number alone at the close refuses another amount only where "so" or "then" opens its clause
        ("Raise to 60; the SPR is then 3.", HOLDEM, act("raise", 60)),
        ("Raise to 40! Stack left: 160.", HOLDEM, act("raise", 40)),
        ("Cog going nil, so 3.", BID, None),
        ("Going nil fails. So 3.", BID, None),
    ],
)
def test_a_closing_number_refuses_another_amount_only_as_a_conclusion(text, legal, meant):
    assert read_as(text, legal) == meant


def test_going_nil_names_no_bid_where_none_is_legal():
    assert read_as("I'm going nil.", BID1) is None
    assert read_as("Go nil.", [{"action": "bid", "min": 1, "max": 13}]) is None  # a nil is never moved to 1


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
        ("_GO_NIL_RE", _long("going nil with " + "x" * 38 + " "), BID),
        ("_GO_NIL_RE", _long("go for nil "), BID),
        ("_BUT_I_AFTER_RE", "as " + _long("x") + " but i'll duck", TRICK2),
        ("_ANY_BEFORE_RE", _long("any ") + "bet", OPEN),
        # 100,000 characters, as tests/test_answer_objects.py scans this pattern: its scan costs ~50 steps a character
        ("_JUDGED_WRONG_AFTER_RE", _long("calling would be kind of ")[:100_000], HOLDEM),
        ("_JUDGED_WRONG_AFTER_RE", "calling " + _long("seems ")[:100_000] + "too risky", HOLDEM),
        ("_LATER_RE", _long("fold to any xx ") + "bet", HOLDEM),
        ("_BUT_I_AFTER_RE", _long("as but i'll x it "), TRICK2),
        ("_BUT_I_AFTER_RE", _long("as. but i'll x it. "), TRICK2),
    ],
)
def test_the_session_43_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal)
