"""Session 33's round of the answer reader, from the misreads left in corpora 37 to 41: more ways to name
another player (a numbered villain, a role, a crowd, a note, "the" and a noun before a verb in the third
person), and answers that name no choice for now (an action with "unless" after it, a writer torn between
two, an option weighed and set aside with "but", a number word misspelt or taken back), which are refused."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, BIG, HOLDEM, OPEN, TRICK, act, bet, raise_to, read_as
from support.cpu import assert_within_cpu


@pytest.mark.parametrize(
    "text, legal",
    [
        ("villain #2 checks, villain #1 bets 15.", OPEN),
        ("Villain 2 raises to 30.", HOLDEM),
        ("Player #3 folds.", HOLDEM),
        ("Both blinds fold.", HOLDEM),
        ("The limpers call.", HOLDEM),
        ("The reg 3-bets me again.", HOLDEM),
        ("The original raiser calls.", HOLDEM),
        ("The button (a nit) folds.", HOLDEM),
        ("Widget (my partner) bid nil.", BID),
        ("The table (Gizmo, Rivet, Gasket) checked around.", OPEN),
        ("The fish limps, the reg raises, the kid calls.", HOLDEM),
        ("The big stack shoves.", HOLDEM),
    ],
)
def test_another_players_action_alone_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Villain #1 folds, villain #2 calls, I raise to 60.", HOLDEM, raise_to(60)),
        ("Both blinds fold to me. Raise to 6.", HOLDEM, raise_to(6)),
        ("The reg 3-bets me again. Call.", HOLDEM, act("call")),
        ("The kid calls. I raise to 30.", HOLDEM, raise_to(30)),
        ("Sprocket bids 5, Widget (my partner) bids 2. I bid 3.", BID, act("bid", 3)),
        ("The table has bid 3 so far. I bid 1.", BID, act("bid", 1)),
    ],
)
def test_the_seats_own_action_after_another_players_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("The agent raises to 40.", HOLDEM, raise_to(40)),  # a name the seat gives itself
        ("The assistant folds.", HOLDEM, act("fold")),
        ("The solver bets 20 here.", OPEN, bet(20)),  # the advice it follows
        ("Seat 2 (myself) will check.", OPEN, act("check")),  # a note naming the seat itself
        ("Player 3 (that's me) checks.", OPEN, act("check")),
        ("Rivet (me, on the button) raises to 5.", HOLDEM, raise_to(5)),
        ("Best play: the check.", OPEN, act("check")),  # "the" before a noun, no verb in the third person
        ("Bet 20. The fish calls too much.", OPEN, bet(20)),
    ],
)
def test_the_seat_naming_itself_is_still_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Call unless he's a maniac.", HOLDEM),
        ("Fold unless the pot odds are better than I think.", HOLDEM),
        ("I can't decide between calling and folding.", HOLDEM),
        ("Torn between check and bet here.", OPEN),
        ("I'd play the Q\u2665 but partner is winning. 2\u2663.", TRICK),
        ("I could play the Qh but I'll play low with the 2c.", TRICK),
        ("I would normally raise, but he is a station. Call.", HOLDEM),
    ],
)
def test_an_answer_with_no_choice_for_now_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Fold (unless I'm missing something).", HOLDEM, act("fold")),  # an aside, the choice stands
        ("Call, unless you count the straddle.", HOLDEM, act("call")),
        ("I'd call here; the price is right.", HOLDEM, act("call")),  # "I'd" with no "but" is the choice
        ("I'd play the 2c.", TRICK, act("play", card="2c")),
    ],
)
def test_an_aside_or_a_plain_id_still_reads(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("raise to fourty", HOLDEM),
        ("Bet ninty.", OPEN),
        ("Raise to fiveteen.", HOLDEM),
    ],
)
def test_a_misspelt_or_taken_back_number_word_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("raise to forty", HOLDEM, raise_to(40)),
        ("Bet twenty, pretty standard.", OPEN, bet(20)),
        ("Bid three, no more.", BID, act("bid", 3)),
        ("Bid three... no, three is right.", BID, act("bid", 3)),
    ],
)
def test_number_words_still_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text",
    [
        "the kid " * 12_000 + "calls.",
        "villain #2 " * 9_000 + "folds.",
        "Widget (" * 12_000 + "my partner) folds.",
        "Call unless " * 8_000,
        "I'd raise but " * 7_000,
        "raise to fourty " * 6_000,
    ],
)
def test_the_new_checks_stay_bounded_on_hostile_text(text):
    assert_within_cpu(lambda: read_as(text, HOLDEM), 2.0)


# Round 5, from corpus 42's misreads: a question answered "no" at the end of its reasons, a counterfactual "if I
# had" after the action, "except" setting an option aside, a hedge after a dash, a size in words after "the size
# of", a count of the hand after the action's word, "squeeze" as a raise and "all three" as other players.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Go alone? With only three trumps and no off ace \u2014 no.", [{"action": "alone"}, {"action": "partner"}]),
        ("Raise to 40? He'd call only with better. So no.", HOLDEM),
        ("I'd call if I had a draw. I don't.", HOLDEM),
        ("I'd play the Qh, except that the Th wins cheaper. Th.", TRICK),
        ("Raise to 45 \u2014 or 40, doesn't matter much.", HOLDEM),
        ("Raise to 45, or 40.", HOLDEM),
        ("Raise the size of the pot.", HOLDEM),
        ("Betting 2 pair for value: 24.", OPEN),
        ("Bet 3 barrels.", OPEN),
        ("All three passed.", [{"action": "pass"}, {"action": "order"}]),
    ],
)
def test_round_five_refusals(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Squeeze to 32.", HOLDEM, raise_to(32)),
        ("UTG opens to 10, the button calls. I squeeze to 45.", HOLDEM, raise_to(45)),
        ("Raise? Yes \u2014 no doubt about it. Raise to 30.", HOLDEM, raise_to(30)),  # "no" not ending the line
        ("Bet 20, pretty standard.", OPEN, bet(20)),
        ("Raise to 45.", HOLDEM, raise_to(45)),
        ("Call, though it's close.", HOLDEM, act("call")),  # "though" sets nothing aside
        ("Call with 9 outs.", HOLDEM, act("call")),  # a call takes no amount: the count is prose
        ("All three of us know it: fold.", HOLDEM, act("fold")),
    ],
)
def test_round_five_readings(text, legal, meant):
    assert read_as(text, legal) == meant


# Round 6, from corpus 43's misreads: "muck" is a fold and "flat" a call (as a verb), "no one" is other players, a
# question answered "no" after a stop or a "but", a digit taken back for a number in words, a size said as "small"
# or "big", and an amount written before the action's word.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Muck.", HOLDEM, act("fold")),
        ("I'm mucking this.", HOLDEM, act("fold")),
        ("Flat.", HOLDEM, act("call")),
        ("Just flat it.", HOLDEM, act("call")),
        ("I flat-call.", HOLDEM, act("call")),
        ('{"action": "muck"}', HOLDEM, act("fold")),
        ("No one raised. I call.", HOLDEM, act("call")),
        ("The board is flat, so I raise to 12.", HOLDEM, raise_to(12)),  # an adjective, not a call
        ("Facing a flat from the button, raise to 30.", HOLDEM, raise_to(30)),  # a noun
        ("Raise to 1800 flat.", BIG, raise_to(1800)),  # "flat" after an amount
        ("Raise? Sure, he is weak. Raise to 20.", HOLDEM, raise_to(20)),
    ],
)
def test_round_six_readings(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Order it up? Only two trumps. Nah.", [{"action": "pass"}, {"action": "order"}]),
        ("Alone? Tempting, but no.", [{"action": "alone"}, {"action": "partner"}]),
        ("Bid 2. Hmm, make it three.", BID),
        ("Bet small.", OPEN),
        ("Raise big.", HOLDEM),
        ("$3,000 \u2014 raise.", BIG),
        ("40: raise.", HOLDEM),
        ("Jam or flat? Flat.", HOLDEM),
        ("HJ limps.", HOLDEM),  # "limp" names no action: mostly another player's
    ],
)
def test_round_six_refusals(text, legal):
    assert read_as(text, legal) is None


# Round 7, from corpus 44 (long answers): a marker alone on its line as a heading, and "final", "verdict",
# "choice", "conclusion", "recommendation" as markers; a second choice or an alternative is no marker of the seat's.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("## Situation\nFolding is weak; calling is fine.\n\n## Decision\nRaise to 24", HOLDEM, raise_to(24)),
        ("**Analysis**\nI could call or fold.\n\n**Final answer**\nFold", HOLDEM, act("fold")),
        ("Raise to 30\nRaise to 40\nFinal: raise to 40", HOLDEM, raise_to(40)),
        ("| Fold | 0 |\n| Call | +1.2 |\n| Raise | -0.4 |\n\n**Choice: Call**", HOLDEM, act("call")),
        ("Pot odds 3:1, he bluffs often; raising is too loose.\nVerdict: call", HOLDEM, act("call")),
    ],
)
def test_round_seven_markers(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, second",
    [
        ("Answer: call\n\nConfidence: 60%\nSecond choice: fold", act("fold")),
        ("Decision: call\nAlternative action: raise to 40", raise_to(40)),
        ("## Decision\nCall or fold, I cannot tell.", act("fold")),  # the rules still apply after the marker
    ],
)
def test_round_seven_a_second_choice_is_never_read(text, second):
    assert read_as(text, HOLDEM) in (None, act("call")) and read_as(text, HOLDEM) != second


# A card or suit stands in the sentence of its action's word, or is refused (from corpora 34, 44 and 45: the first
# card of a restated hand, or a suit named after the trump word's sentence, was read).
HEARTS_PASS = [
    {"action": "pass", "cards": ["2c", "7c", "Jc", "Qs", "Ks", "As", "9s", "Ah", "8h", "3h", "Kd", "Td", "4d"]}
]
SUITS3 = [{"action": "pass"}, {"action": "trump", "cards": ["c", "d", "s"]}]


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Hearts, passing left. My hand: 2\u2663, 7\u2663, J\u2663. I'll give up the Q\u2660 first.", HEARTS_PASS),
        ("Passing decision. I hold A\u2660 K\u2660 Q\u2660 9\u2660. The queen of spades goes.", HEARTS_PASS),
        ("Call diamonds as trump; their clubs were turned down.", SUITS3),
        ("pass " * 20_000 + "Qs", HEARTS_PASS),  # and bounded
    ],
)
def test_a_card_apart_from_its_word_is_refused(text, legal):
    def work():
        assert read_as(text, legal) is None

    assert_within_cpu(work, 2.0)


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Pass:\n1. Q\u2660\n2. A\u2660\n3. K\u2660", HEARTS_PASS, act("pass", card="Qs")),
        ("Pass the Q\u2660, the A\u2660 and the K\u2660.", HEARTS_PASS, act("pass", card="Qs")),
        (
            "Passing left. The Q\u2660 is the danger. Pass: Q\u2660, A\u2665, K\u2666.",  # the later word names it too
            HEARTS_PASS,
            act("pass", card="Qs"),
        ),
        ("Trump: spades.", SUITS3, act("trump", card="s")),
        ("I name clubs as trump.", SUITS3, act("trump", card="c")),
    ],
)
def test_a_card_in_its_words_sentence_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# "Spades as trump? Never. Clubs." was pinned here too; since session 38b it is read as meant, clubs, by a rule of its
# own (a value asked, turned down and another taken: tests/test_answers_reader38b.py).
@pytest.mark.parametrize(
    "text",
    ["Clubs for trump would be a mistake; I name diamonds."],
)
def test_a_suit_after_the_trump_words_sentence_is_refused_not_preferred(text):
    assert read_as(text, SUITS3) is None  # read as meant before session 33, but by the rule that misread others


def test_an_abbreviation_ends_no_sentence():
    assert read_as("play: no hearts etc. left, so 2c", TRICK) == act("play", card="2c")


# An all-in word sized the bet at the most whenever the first plain mention had no amount of its own (corpus 45:
# "Betting and getting raised is fine. Bet 10 (about 70% pot). If raised, shove." bet 70), or when the all-in was
# only a plan under a condition.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Bet 20. Should he raise, I shove.", OPEN),
    ],
)
def test_an_all_in_beside_a_plain_amount_or_under_a_condition_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Shove.", HOLDEM, raise_to(200)),
        ("Raising is right here; all in.", HOLDEM, raise_to(200)),
    ],
)
def test_an_all_in_that_stands_alone_still_reads(text, legal, meant):
    assert read_as(text, legal) == meant
