"""Session 39 of the answer reader: an action read beside "or" whose other side is written in a notation only the
second reading knows, and a case opening the sentence after the action's.

The first reading does not know poker shorthand ("b45", "stab 10", "c"), other card notations ("Q of hearts", "♥Q",
"the ten"), misspelt action words or a trick-taker's verbs; the second reading reads them only where the first
refused. So an answer weighing one of them against a plain action took the plain one: "b45 or check" checked, "Q of
hearts or 2c" played the 2c, "rasie to 12 or call" called. Now the sides of each "or" in the sentence the action was
read from are read alone in those notations, and one naming another action refuses the answer. A choice asked and
answered in a later sentence ("b45 or check? Check.") is left to the readings of weighed choices, and a lone rank in a
list ("the J, Q or K of spades") names nothing.

"Raise to 12, unless he is short, then 20." was refused in session 38; the same case in a sentence of its own ("Raise to
12. Unless he is short, then 20.") raised to 12. A plan for a later street stays a plan ("Call. Unless the turn is a
spade, then fold." calls).

Read now, in the second reading: one action taken after two or more legal actions restated as a list ("fold / call /
raise -> call", "Options:\n- fold\n- call\n- raise\n\nCall."), and a card after the legal cards and an arrow ("Legal
cards: Qh, 2c, Th -> 2c"), as blind corpora 30, 31, 36, 38, 39, 48, 51, 59 and 60 wrote them."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, BID1, CALL, CHECK, DISCARD, FOLD, HOLDEM, OPEN, TRICK, TRICK2, bet, play, raise_to
from support.cpu import assert_within_cpu
from support.reader import reader_pattern

from cosino.seats import corrections, picks, second_reading
from cosino.seats.answers import parse_answer


@pytest.mark.parametrize(
    "text, legal",
    [
        ("b45 or check", OPEN),
        ("check, or b45", OPEN),
        ("b45 or check?", OPEN),
        ("Check or stab 10", OPEN),
        ("chek or bet 10", OPEN),
        ("r12 or fold", HOLDEM),
        ("fold or c", HOLDEM),
        ("rasie to 12 or call", HOLDEM),
        ("call or rasie to 12", HOLDEM),
        ("Call or fodl", HOLDEM),
        ("Q of hearts or 2c", TRICK),
        ("Play 2c or the Q of hearts", TRICK),
        ("Q-h or 2c", TRICK),
        ("2c or \u2665Q", TRICK),
        ("Play 2c or the ten", TRICK),
    ],
)
def test_an_action_beside_another_in_a_second_reading_notation_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert answer.response == text and answer.mode == "none"
    assert answer.reason == "the answer gives another action after 'or' in another notation; name the one to take"


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Q of hearts or 2c? 2c.", TRICK, play("2c")),
        ("b45 or check? Check.", OPEN, CHECK),
        ("Call or raise? I will call.", HOLDEM, CALL),
        ("Raise to 12 or so.", HOLDEM, raise_to(12)),
        ("Play 2c or whatever", TRICK, play("2c")),
        ("Fold or fold, same thing.", HOLDEM, FOLD),
        ("b45 or bet 45, either way: bet 45.", OPEN, bet(45)),
        ("A or K, same thing. A\u2660.", TRICK2, play("As")),
        ("Ts: it wins unless an opponent holds the J, Q or K of spades. Play Ts.", TRICK2, play("Ts")),
        ("Bet 10 or so, say 10.", OPEN, bet(10)),
        ("Call. Unless the turn is a spade, then fold.", HOLDEM, CALL),
        ("Raise to 12. Unless he is short.", HOLDEM, raise_to(12)),
    ],
)
def test_the_other_side_reading_the_same_or_nothing_keeps_the_action(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Raise to 12. Unless he is short, then 20.", HOLDEM),
        ("Raise to 12.\n\nUnless he is short \u2014 then 20.", HOLDEM),
        ("Bet 20. Unless he checks, then 30.", OPEN),
        ("Play Qh. Unless partner already won it, then 2c.", TRICK),
    ],
)
def test_a_case_opening_the_next_sentence_with_another_choice_is_refused(text, legal):
    answer = parse_answer(text, legal)
    assert answer.mode == "none"
    assert answer.reason == "the answer gives another choice under a case ('unless ..., then ...'); name one"


def _long(unit, tail=""):
    """``unit`` repeated to 250,000 characters at least, then ``tail``."""
    return unit * (250_000 // len(unit) + 1) + tail


@pytest.mark.parametrize(
    "hostile, legal",
    [
        ("Check. " + _long("b45 or "), OPEN),
        (_long("or "), OPEN),
        ("Check or " + _long("x"), OPEN),
        (_long("Q of hearts or 2c, "), TRICK),
        ("Play 2c or " + _long("the ten of hearts "), TRICK),
        ("Raise to 12. Unless " + _long("he is short "), HOLDEM),
        ("Raise to 12. " + _long("Unless. "), HOLDEM),
        (_long("Call or raise? ") + "Call.", HOLDEM),
    ],
)
def test_the_new_rules_read_a_hostile_text_in_bounded_time(hostile, legal):
    assert len(hostile) >= 250_000

    # CPU, not wall time: a loaded machine must not fail it
    def work():
        second_reading.or_side_reads_otherwise(hostile, {o["action"]: o for o in legal}, CHECK)
        answer = parse_answer(hostile, legal)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)


# The legal actions restated as a list, then one taken (picks._kinds_restated_then_taken).
ALONE = [{"action": "alone"}, {"action": "partner"}]


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("fold / call / raise \u2192 call", HOLDEM, CALL),
        ("fold | call | raise 4-200 \u2192 raise 50", HOLDEM, raise_to(50)),
        ("fold, call, raise: raise.", HOLDEM, raise_to(4)),
        ("pass / order \u2192 pass", BID1, {"action": "pass"}),
        ("alone | partner: alone", ALONE, {"action": "alone"}),
        ("Choices: alone or with partner \u2192 partner", ALONE, {"action": "partner"}),
        ("Options:\n- fold\n- call\n- raise\n\nCall.", HOLDEM, CALL),
        ("Either call or fold. Call.", HOLDEM, CALL),
        ("You could fold, call, or raise. I choose to call.", HOLDEM, CALL),
        ("Check or bet 10 => bet 10", OPEN, bet(10)),
        ("Legal cards: Qh, 2c, Th -> 2c", TRICK, play("2c")),
        ("Legal plays: Ts Qh 9d As 2c. I pick the Ts.", TRICK2, play("Ts")),
    ],
)
def test_one_action_taken_after_the_legal_ones_restated_as_a_list_is_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Options:\n- fold\n- call\n- raise", HOLDEM),  # the list alone
        ("Options\n* Fold\n* Call\n* Raise", HOLDEM),
        ("fold. call. raise.", HOLDEM),  # actions said one after another, no list
        ("Call. Raise. Fold.", HOLDEM),
        ("1. Call\n2. Raise to 18\n3. Fold", HOLDEM),
        ("Options\nfold\ncall\nraise to 40\n\nI choose the middle one.", HOLDEM),
        ("I could check or bet; betting is too thin.", OPEN),  # a judgment, not a choice
        ("Bet 10 or check. I'll bet 20.", OPEN),  # a size the list did not give
        ("Bet 10 or check... I'll bet.", OPEN),  # the 10, or the minimum?
        ("fold / call / raise \u2192 call or raise", HOLDEM),
        ("fold / call / raise \u2192 maybe call", HOLDEM),
        ("fold / call / raise \u2192 call?", HOLDEM),
    ],
)
def test_near_misses_of_a_list_then_a_choice_stay_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


@pytest.mark.parametrize(
    "pattern, hostile",
    [
        ("_KINDS_LISTED_RE", _long("fold, call or ")),
        ("_KINDS_LISTED_RE", _long("- ") + "x"),
        ("_LIST_END_RE", _long("\n \t")),
        ("_LIST_JOIN_RE", _long("orr ")),
        ("_ITEM_MARK_RE", _long(" ") + "x"),
        ("_LISTED_SIZE_RE", _long("1234567")),
    ],
)
def test_the_list_rules_read_a_hostile_text_in_bounded_time(pattern, hostile):
    regex = reader_pattern(pattern)

    def work():
        list(regex.finditer(hostile))
        regex.match(hostile)
        regex.fullmatch(hostile)
        for legal in (HOLDEM, ALONE):
            answer = parse_answer(hostile, legal)
            assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)


# An action taken back by a bare "no" (or "nope", "sorry") set off by a stop, a comma or a dash, read in the second
# reading as the other corrections are: 106 listed refusals of corpora 27 to 59 and 12 of 44 and 45 now read.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call \u2014 no, fold.", HOLDEM, FOLD),
        ("Bet 20 \u2014 no, 30.", OPEN, bet(30)),
        ("Raise to 30, no, 35.", HOLDEM, raise_to(35)),
        ("Call... no. Fold.", HOLDEM, FOLD),
        ("Bid 3 \u2014 no, bid 4.", BID, {"action": "bid", "amount": 4}),
        (
            "Spades \u2014 sorry, clubs.",
            [{"action": "trump", "cards": ["c", "d", "s"]}],
            {"action": "trump", "card": "c"},
        ),
        ("I'll go ahead and fold \u2014 nope, call, the price is too good.", HOLDEM, CALL),
        ("Th, no, Qh.", TRICK, play("Qh")),
        # pins of earlier sessions that refused these as misreads of the number taken back
        ("Bet 12.5? No, bet 12.", OPEN, bet(12)),
        ("Bid 1 \u2014 no: nil.", BID, {"action": "bid", "amount": 0}),
        ("Bid 2 - no, nil.", BID, {"action": "bid", "amount": 0}),
        ("Bid three... no, four.", BID, {"action": "bid", "amount": 4}),
        ("Qh? No. Clubs? No. Th.", TRICK, play("Th")),
    ],
)
def test_an_action_taken_back_by_a_bare_no_reads_the_correction(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Call, no doubt. Or fold.", HOLDEM),  # "no" inside a phrase takes nothing back
        ("Call \u2014 no, fold if he shoves.", HOLDEM),  # a case after the correction
        ("Call \u2014 no, fold? Hmm.", HOLDEM),
        ("Bet 20 \u2014 no, 30 or 40.", OPEN),
    ],
)
def test_near_misses_of_a_bare_no_stay_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_the_bare_no_reads_a_hostile_text_in_bounded_time():
    def work():
        for hostile in ("Call" + _long(" \u2014 no,"), _long("no, ") + "fold", _long("Bet 20 \u2014 no, ") + "30."):
            list(corrections._ASIDE_CORRECTION_RE.finditer(hostile))
            corrections._RETRACT_RE.search(hostile)
            answer = parse_answer(hostile, HOLDEM)
            assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)


# An action taken, then another conceded some worth after "though" (picks._conceded_after).
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Check, though betting is fine with a king.", OPEN, CHECK),
        ("Bet, though checking to trap is okay.", OPEN, bet(2)),
        ("Check, although a small bet would be fine too.", OPEN, CHECK),
        ("Pass, even though ordering up is close.", BID1, {"action": "pass"}),
        ("Call, although a raise to 50 has merit.", HOLDEM, CALL),
        ("I think checking is right, although betting 20 has merit.", OPEN, CHECK),
    ],
)
def test_an_action_with_another_conceded_after_though_is_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Check, though betting is better.", OPEN),  # ranked above: which one?
        ("Check, though betting is fine. Or bet.", OPEN),  # something follows
        ("Check, though betting is fine if he is weak.", OPEN),  # a case
        ("Check, though maybe betting is fine.", OPEN),
        ("Check, though betting is fine?", OPEN),
        ("Check, though betting 10 is the standard line.", OPEN),
        ("Check, though betting.", OPEN),  # no concession, only an action
    ],
)
def test_near_misses_of_a_concession_stay_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_the_concession_rule_reads_a_hostile_text_in_bounded_time():
    def work():
        for hostile in (_long("Check, though "), "Check, though " + _long("betting is fine "), _long("fine though, ")):
            for regex in (
                picks._CONCESSION_RE,
                picks._CONCEDED_RE,
                picks._CONCESSION_TURNS_RE,
            ):
                list(regex.finditer(hostile))
            answer = parse_answer(hostile, OPEN)
            assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)


def test_a_verdict_with_a_concession_after_it_reads_the_verdict():
    # pinned refused in session 38b as a near miss of its verdict rule; blind corpora 40 and 58 judged the shape clear
    assert parse_answer("Call is best, though a raise could work.", HOLDEM).response == CALL


@pytest.mark.parametrize(
    "text, legal",
    [
        ("rasie to 12 or c", HOLDEM),  # respelt, then "c" a call
        ("I limp or r12", HOLDEM),  # a poker verb, then "r12" a raise
        ("Lead 2c or the ten", TRICK),  # a trick-taker's verb, then the ten of hearts
    ],
)
def test_an_answer_rewritten_by_the_second_reading_is_refused_when_an_or_gives_another_action(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_the_same_action_on_both_sides_of_a_rewritten_or_is_read():
    assert parse_answer("Lead the Qh or the Q of hearts", TRICK).response == play("Qh")


# Words put in another's mouth in quotes, set aside by the second reading even when they echo no talk.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('Gizmo said "fold, you have nothing" \u2014 I raise to 40.', HOLDEM, raise_to(40)),
        ("Sprocket said 'fold now' \u2014 I raise.", HOLDEM, raise_to(4)),
        ("Sprocket: 'raise!'. Me: fold.", HOLDEM, FOLD),
        ("Gizmo says 'bid 13, coward'. I bid 1.", BID, {"action": "bid", "amount": 1}),
        ("Partner said 'go alone'. I'll play with partner.", ALONE, {"action": "partner"}),
        ("Ratchet said 'raise to 100' in chat, but I'll just call.", HOLDEM, CALL),
    ],
)
def test_a_quote_in_another_speakers_mouth_is_set_aside(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ('Decision: "call". Gizmo said "fold".', HOLDEM),  # read by the first reading: the decision is not quoted
        ('Gizmo said "fold" \u2014 I agree.', HOLDEM),  # nothing of the seat's own is left
        ('Gizmo said "fold" and Ratchet said "call".', HOLDEM),
    ],
)
def test_quotes_that_leave_no_decision_of_the_seats_own_are_not_read_as_one(text, legal):
    answer = parse_answer(text, legal)
    assert answer.mode == "none" or answer.response == CALL


def test_the_seats_own_quoted_words_stay_its_own():
    from cosino.seats.talk_quotes import spoken_quotes

    assert spoken_quotes('I say "fold".') == [] and spoken_quotes("I'll say 'call'.") == []
    assert spoken_quotes('Gizmo says "fold".') == [(11, 17)]


def test_spoken_quotes_read_a_hostile_text_in_bounded_time():
    from cosino.seats.talk_quotes import spoken_quotes

    def work():
        for hostile in (_long('Gizmo said "fold" '), _long("said '"), _long('"') + "call", _long("Sprocket: 'x'. ")):
            assert len(spoken_quotes(hostile)) <= 200
            answer = parse_answer(hostile, HOLDEM)
            assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 3.0)


@pytest.mark.parametrize(
    "text, meant",
    [
        ('Villain: {"decision": "raise"}. I fold.', FOLD),
        ('Gizmo wrote "raising is dumb, so I fold". I call.', CALL),
    ],
)
def test_pins_of_earlier_sessions_now_read_with_the_quote_set_aside(text, meant):
    assert parse_answer(text, HOLDEM).response == meant
    assert parse_answer('Partner said "Qh or 2c". 2c.', TRICK2).response == play("2c")


# A bare command on the last line after analysis that decides nothing else (picks._closing_line_read).
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("JJ against a tight range.\nCalling is too weak against his range.\nFold.", HOLDEM, FOLD),
        ("Checked to me on a dry board.\nBetting is bad: nothing worse calls.\nI check.", OPEN, CHECK),
        ("A check wastes value; the max bet gets called by two pair.\nI'll bet 70.", OPEN, bet(70)),
        ("Folding is too weak; raising gets called by better.\n\n**Call.**", HOLDEM, CALL),
        ("A raise is too thin here.\nStill, I'll just call.", HOLDEM, CALL),
    ],
)
def test_a_bare_command_closing_an_analysis_on_its_own_line_is_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("I'll call this. Folding is an option too.\nFold.", HOLDEM),  # decided before, otherwise
        ("Calling is fine.\nRaising is better.\nLast time's raise to 30 was too big.", HOLDEM),  # a statement
        ("Calling is fine; raising sizes vary.\nRaise.", HOLDEM),  # a raise with no size after weighing
        ("Options:\n- fold\n- call\n- raise", HOLDEM),  # a list item
        ("Calling is weak; folding is bad\nRaise to 20", HOLDEM),  # no finished sentence before it
        ("Calling is weak; folding is bad.\nRaise to 20 if he checks.", HOLDEM),  # a case
        ("Calling is weak; folding is bad.\nMaybe raise to 20.", HOLDEM),
        ("I'm calling now. Any spade on the turn and I'm done. Fold.", HOLDEM),  # one line: never read here
    ],
)
def test_near_misses_of_a_closing_line_stay_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_the_closing_line_rule_reads_a_hostile_text_in_bounded_time():
    def work():
        for hostile in (
            _long("Calling is weak.\n") + "Fold.",
            _long("\n") + "Fold.",
            _long("Fold. Call. ") + "\nRaise.",
        ):
            answer = parse_answer(hostile, HOLDEM)
            assert "\n" not in (answer.reason or "")
            picks._CLOSING_LINE_RE.search(hostile)
            picks._ANALYSIS_END_RE.search(hostile)

    assert_within_cpu(work, 3.0)


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("the lone diamond", TRICK2, play("9d")),  # "diamond" has seven letters: the card word was cut at six
        ("Play my only diamond.", TRICK2, play("9d")),
        ("the higher heart", TRICK, play("Qh")),
        ("throw the small club", TRICK2, play("2c")),
        ("Queen \u2665", TRICK, play("Qh")),
        ("the ten, please", TRICK, play("Th")),
        ("the queen, of course", TRICK, play("Qh")),
        ('```json\n{"decision": {"action": "raise", "amount": 40}, "confidence": "high"}\n```', HOLDEM, raise_to(40)),
    ],
)
def test_cards_described_in_a_whole_answer_and_a_wrapped_object_in_a_fence_are_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("the higher spade", TRICK2),  # two spades: Ts and As, so the higher is the As
        ("the higher card", TRICK),  # not a suit
        ("the lower heart, please, or the 2c", TRICK),
        ('Gizmo: {"decision": {"action": "raise", "amount": 40}} I fold.', HOLDEM),  # another's object
    ],
)
def test_near_misses_of_described_cards_and_wrapped_objects(text, legal):
    answer = parse_answer(text, legal)
    assert answer.mode == "none" or (text == "the higher spade" and answer.response == play("As"))


SUITS_ONLY = [{"action": "trump", "cards": ["c", "d", "s"]}]


# Misreads of blind corpus 62 (written at fbbf51a), each now refused or read as meant.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        (
            "I'm last to bid; the other three bids sum to 10. I have 5 tricks. Bid 5.",
            BID,
            {"action": "bid", "amount": 5},
        ),
        ("I'm last to bid; they sum to 10. I bid 5.", BID, {"action": "bid", "amount": 5}),
        ("I'll raise here because 3 players limped; to 40.", HOLDEM, raise_to(40)),  # a label right after the ";"
        ("Arr! This scallywag's raise don't scare me. I'll be callin' ye!", HOLDEM, CALL),
        ("Ain't foldin', ain't raisin'. Just callin'.", HOLDEM, CALL),
        ("Let's raise.", HOLDEM, raise_to(4)),  # a contraction, no possessive
        ("Not sure what he has. Qh.", TRICK, play("Qh")),  # doubt about another, not the card
    ],
)
def test_what_corpus_62_misread_is_read_as_meant(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ("discard ranking: Kh 2, Ah 1, Qs 8, Jd 4, 9c 6 -> Qs", DISCARD, "two cards"),
        ("I'll toss in a modest 6 chips as a bet, yarr.", OPEN, "stands before the action's word"),
        ("Not sure whether the Ace or the Ten of spades. Going with the Ace.", TRICK2, "not sure of its card"),
        ("This scallywag's raise don't scare me.", HOLDEM, "other players' actions"),
    ],
)
def test_what_corpus_62_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert answer.mode == "none" and reason in answer.reason, answer.reason


def test_the_corpus_62_rules_read_a_hostile_text_in_bounded_time():
    from cosino.seats import prose_reading, value_refusals

    def work():
        for hostile, legal in (
            (_long("scallywag's raise "), HOLDEM),
            (_long("6 chips as a "), OPEN),
            (_long("Kh 2, "), DISCARD),
            ("Not sure. " + _long("Qh "), TRICK),
            (_long("callin' "), HOLDEM),
            ("bid; " + _long("they sum to ") + "10", BID),
        ):
            answer = parse_answer(hostile, legal)
            assert "\n" not in (answer.reason or "")
            prose_reading._POSSESSED_RE.search(hostile)
            value_refusals._CHIPS_AS_ACTION_RE.search(hostile)

    assert_within_cpu(work, 6.0)


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Spades trump. 9c is low. Discard the 9c? Or the Jd to void diamonds? Going with Jd.", DISCARD),
        ("I honestly don't know whether to name diamonds or pass.", [{"action": "pass"}, *SUITS_ONLY]),
        ("Can't decide between Ts and 9d.", TRICK2),
    ],
)
def test_a_card_asked_again_then_another_taken_and_doubt_in_other_words_are_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_a_long_analysis_asking_itself_on_the_way_is_still_read():
    text = (
        "Trick two, hearts trump. Spades led: the K\u2660 from my left opponent. I have the 10\u2660 and 9\u2660 and "
        "must follow suit. Neither beats the king. Play the 9\u2660? Or the 10\u2660? The ten could win a later spade "
        "trick if the A\u2660 and Q\u2660 are gone... I keep the 10 and play the 9.\n\nPartner might trump in if void."
    )
    assert parse_answer(text, [{"action": "play", "cards": ["Ts", "9s"]}]).response == play("9s")


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Leduc J-high vs raise: give up", [{"action": "fold"}, {"action": "call"}, {"action": "raise"}], None),
        ("Q with no pair vs a raise: fold.", HOLDEM, FOLD),
        ("Raise to 50. EV vs call: +3 vs -1.", HOLDEM, raise_to(50)),
        ("I must name trump: c, d or s. d.", SUITS_ONLY, {"action": "trump", "card": "d"}),
        ("Trump: c, d or s?", SUITS_ONLY, None),
    ],
)
def test_an_action_played_against_and_three_values_with_an_or_are_no_decision(text, legal, meant):
    answer = parse_answer(text, legal)
    assert (answer.response if answer.accepted else None) == meant


def test_the_vs_and_three_values_rules_read_a_hostile_text_in_bounded_time():
    from cosino.seats import card_refusals, prose_reading

    def work():
        for hostile, legal in ((_long("vs a raise "), HOLDEM), ("trump: " + _long("c, d or "), SUITS_ONLY)):
            answer = parse_answer(hostile, legal)
            assert "\n" not in (answer.reason or "")
            prose_reading._FACED_RE.search(hostile)
            card_refusals._COMMA_GAP_RE.fullmatch(hostile)

    assert_within_cpu(work, 3.0)


# Options listed with a score each, then one picked (picks._scored_pick).
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("- fold: EV 0\n- call: EV -2.1\n- raise to 40: EV -3.5\nPick: fold", HOLDEM, FOLD),
        ("check - EV 2.4\nbet 10 - EV 2.9\nbet 35 - EV 2.2\n=> bet 10", OPEN, bet(10)),
        (
            "fold 0 / call +1.2 / raise +2.0 -> raise",
            [{"action": "fold"}, {"action": "call"}, {"action": "raise"}],
            {"action": "raise"},
        ),
        ("bid 3: EV 6.5\nbid 2: EV 5\nbid 0: EV 2\nChoosing bid 3", BID, {"action": "bid", "amount": 3}),
        ("- bid 0 (nil): EV 20\n- bid 2: EV 24\nGoing with bid 2.", BID, {"action": "bid", "amount": 2}),
        ("pass: 0.2, order: -0.5 => pass", BID1, {"action": "pass"}),
    ],
)
def test_an_option_picked_from_a_scored_list_is_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("- fold: EV 0\n- call: EV -2.1\nPick: raise to 40", HOLDEM),  # not one of the entries
        ("check - EV 2.4\nbet 10 - EV 2.9\n=> bet 35", OPEN),  # a size no entry gave
        ("- fold: weak\n- call: fine\nPick: call", HOLDEM),  # entries without scores: a list read elsewhere or not
        ("fold 0 / call +1.2 / raise +2.0 -> maybe raise", HOLDEM),
        ("fold 0 / call +1.2 / raise +2.0 -> raise", HOLDEM),  # a raise with no size among scores
        ("I'll bid 4. Partner bid 3, so team is 7.\nNil.", BID),  # no entry gives the nil
    ],
)
def test_near_misses_of_a_scored_pick_stay_refused(text, legal):
    assert parse_answer(text, legal).mode == "none"


def test_the_scored_pick_reads_a_hostile_text_in_bounded_time():
    def work():
        for hostile in (_long("fold 0 / call 1 / ") + "-> call", _long("pick: "), _long("->"), _long("1,")):
            answer = parse_answer(hostile, HOLDEM)
            assert "\n" not in (answer.reason or "")
            picks._PICK_MARK_RE.search(hostile)
            picks._ENTRY_SPLIT_RE.split(hostile[:5000])
            picks._SCORE_RE.search(hostile)

    assert_within_cpu(work, 3.0)


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Arr, hearts be led. I'll throw me Queen o' Hearts on the pile!", TRICK, play("Qh")),
        ("Ahoy, I be playin' the nine o\u2019 diamonds.", TRICK2, play("9d")),
        ("Legal bids: 0..13. I bid 4.", BID, {"action": "bid", "amount": 4}),  # "0..13" is a range, not a stop
    ],
)
def test_a_pirates_of_and_a_range_with_two_points_are_read(text, legal, meant):
    assert parse_answer(text, legal).response == meant


def test_an_o_apostrophe_only_joins_a_rank_and_a_suit():
    assert parse_answer("I'll play o' course the 2c.", TRICK).response == play("2c")
    assert parse_answer("queen o'hearts", TRICK).mode == "none"  # no space: no card of this notation


@pytest.mark.parametrize(
    "text, legal, reason",
    [
        ('Two options: {"action": "call"} or {"action": "raise", "amount": 40}. I prefer the first.', HOLDEM, "choice"),
        ("Playing the Qh would waste it; the Th will do.", TRICK, "mistake"),
        ("Passing would waste the bowers; diamonds.", [{"action": "pass"}, *SUITS_ONLY], "mistake"),
        ("I play 2c because playing the Qh would waste it.", TRICK, "mistake"),
    ],
)
def test_what_corpus_63_misread_is_refused(text, legal, reason):
    answer = parse_answer(text, legal)
    assert answer.mode == "none" and reason in answer.reason, answer.reason


def test_two_objects_apart_or_in_a_correction_are_read_as_before():
    assert parse_answer('{"action": "check"} \u2014 no, wait: {"action": "bet", "amount": 10}', OPEN).response == bet(
        10
    )
    assert parse_answer('I call. {"action": "call"}', HOLDEM).response == CALL


def test_objects_as_a_choice_read_a_hostile_text_in_bounded_time():
    from cosino.seats import answers

    def work():
        hostile = '{"action": "call"} or ' * 12_000
        assert len(hostile) >= 250_000
        answer = parse_answer(hostile, HOLDEM)
        assert answer.mode == "none" and "\n" not in answer.reason
        answers._OBJECTS_OR_RE.fullmatch(" or " * 60_000)

    assert_within_cpu(work, 3.0)
