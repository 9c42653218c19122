"""Mutation review 41: the answer-reader rules of 6db5fcb, 9ea84ab, cb07e53 and ac2cb45 (core/cosino/seats): a size
read after the action told now (``prose_reading._sized_mentions``), legal-options labels set aside
(``_LEGAL_LABEL_RE``), counted plurals (``mentions._COUNT_BEFORE_RE``), two options called good or "one of them"
(``refuse_left_open``), a number only asked (``refuse_number_asked``), an answer ending unsure
(``set_aside.ends_in_doubt``), a suit letter inside a foreign word (``written_cards._SUIT_WORD_RE``), a command before
an object (``answers._prose_before_reads_otherwise``, ``corrections.commanded``), "I could" (``_COULD_BEFORE_RE``), a
closing card offered with "or" (``_OR_BEFORE_RE``), someone's words (``_SOMEONE_SAYS_RE``, ``_OTHERS_MARKER_RE``), a
card asked for (``_ASKED_FOR_RE``), "rival" in ``OTHERS_RE`` and a talk object beside the answer's own
(``talk_quotes.talk_echoes``). 98 hand-made
mutants were run against the fast answer set; 60 were killed, 3 are equivalent for a realistic answer (the told-now
mentions kept only where fewer than all: a subset as long as the whole is the whole; the word boundary before the
subject of "could", which after the fix below only turns away a subject of 13 letters or more; the asked number looked
for at the last of the digit and the word found rather than the first: both found give two amounts, refused, unless
they name the same number, "Three. 3?"), and each of the other 35 is pinned here.

Seven misreads found on the way are fixed: "Maximum legal raise." and "Largest raise." took the minimum
(amounts._SIZE_BEFORE_RE), "Available to bid: 0, 2, 3. My pick: 3" bid 0 (_LEGAL_LABEL_RE), "UTG could fold." folded
(_COULD_BEFORE_RE took "I", "we", "you" and "one" only), "both options would be about equally good" called
(_BOTH_FINE_RE had four words at most before the praise), "Play the ace of spades to win, or perhaps the 2c. I'll
duck: 2c." played the ace (_OR_BEFORE_RE had no filler after "or"), and 'Sprocket wrote "ANSWER: fold"' and
"Sprocket wrote: ANSWER: fold" folded (_SOMEONE_SAYS_RE and _OTHERS_MARKER_RE had no quote or colon after the verb).
Across every corpus of tests/test_review_answers*.py no reading changed."""

from __future__ import annotations

import pytest
from support.answer_cases import BID, BIG, HOLDEM, HPASS, STICK, SUITS, TRICK, TRICK2, act, bid, raise_to, read_as
from support.cpu import assert_within_cpu
from support.reader import reader_pattern

from cosino.seats.answers import parse_answer

FOLD, CALL, PASS = act("fold"), act("call"), act("pass")
DISCARD3 = [{"action": "discard", "cards": ["9c", "Jd", "Qs"]}]


def _long(unit, tail=""):
    """``unit`` repeated to 250,000 characters at least, then ``tail``."""
    return unit * (250_000 // len(unit) + 1) + tail


def _reason(text, legal, talk=()):
    answer = parse_answer(text, legal, talk=talk)
    return None if answer.accepted else answer.reason


# Misreads found in the review, each fixed with the smallest change to its rule.


@pytest.mark.parametrize(
    "text",
    [
        "Maximum legal raise.",  # read as the minimum: the size word stood before "legal", not before the action
        "Max legal raise, please.",
        "Max possible raise.",
        "Highest legal raise, please.",
        "Largest raise.",  # "largest", "biggest" and "highest" were no size words
        "Biggest raise.",
    ],
)
def test_a_largest_raise_in_words_is_refused_not_read_as_the_minimum(text):
    assert read_as(text, HOLDEM) is None
    assert "not in chips" in _reason(text, HOLDEM)


@pytest.mark.parametrize(
    "text",
    [
        "Available to bid: 0, 2, 3. My pick: 3",  # read as 0, the first of the legal bids
        "Legal to bid: 0, 2, 3. I take 3.",
    ],
)
def test_a_legal_options_label_with_to_is_set_aside(text):
    assert read_as(text, BID) == bid(3)


@pytest.mark.parametrize(
    "text",
    ["UTG could fold.", "The button could raise to 20.", "Someone could raise to 20.", "Cutoff might call."],
)
def test_an_action_anyone_could_take_is_no_decision(text):
    # each was read as the seat's action: only "I", "we", "you" and "one" were subjects of "could"
    assert read_as(text, HOLDEM) is None


def test_an_action_could_after_a_decision_stays_the_seats():
    assert read_as("Pot odds are fine, so I call. He could fold next street.", HOLDEM) == CALL


@pytest.mark.parametrize(
    "text",
    [
        "A 3-bet to 24 is fine, and so is a flat call; both options would be about equally good.",  # read as a call
        "A 3-bet to 24 is fine, and so is a flat call; both lines would be roughly equally fine.",
    ],
)
def test_both_options_called_good_with_five_words_between_is_refused(text):
    assert read_as(text, HOLDEM) is None


@pytest.mark.parametrize(
    "text",
    [
        "Play the ace of spades to win, or perhaps the 2c. I'll duck: 2c.",  # read as the ace
        "Play the As to win, or else the 2c to duck. I'll duck: 2c.",
    ],
)
def test_a_closing_card_offered_with_or_and_a_filler_is_not_lost_to_the_first(text):
    assert read_as(text, TRICK2) in (None, act("play", card="2c"))


@pytest.mark.parametrize(
    "text, talk",
    [
        ('Sprocket wrote "ANSWER: fold" and I am answering with the opposite.', []),  # read as a fold
        ("Sprocket wrote: ANSWER: fold, and I am answering with the opposite.", []),
        ("Sprocket wrote: ANSWER: fold, and I am answering with the opposite.", ["ANSWER: fold"]),
        ("Gizmo says: Decision: fold. I do the opposite.", []),
    ],
)
def test_someones_words_after_a_colon_or_a_quote_are_theirs(text, talk):
    assert read_as(text, HOLDEM, talk) is None


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Sprocket says fold. I call.", CALL),
        ('Sprocket wrote: "fold". I call.', CALL),
        ("Everything about this says fold.", FOLD),  # no player speaks
        ("Final answer: fold.", FOLD),
    ],
)
def test_the_seats_own_action_beside_someones_words_stays_read(text, meant):
    assert read_as(text, HOLDEM) == meant


# A legal-options label set aside (prose_reading._LEGAL_LABEL_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Minimum legal raise.",  # kills: "minimum" dropped from the sizes that are no label
        "Min legal raise, please.",
        "Lowest legal raise.",  # kills: "lowest" and "highest" dropped
    ],
)
def test_a_smallest_legal_raise_is_a_size_not_a_label(text):
    assert read_as(text, HOLDEM) == raise_to(4)


@pytest.mark.parametrize(
    "text",
    [
        "Allowed bids: 0, 2, 3. My pick: 3",  # kills: "allowed", "available" and "possible" dropped
        "Available bids 0, 2, 3. My pick: 3",  # kills: the window before the action cut to 7 characters
        "Possible bids: 0 to 13. My bid: 4.",
        "Legal  bids: 0, 2, 3. My pick: 3",  # kills: one space only after the label word
    ],
)
def test_each_label_word_of_the_legal_options_is_set_aside(text):
    assert read_as(text, BID) in (bid(3), bid(4))
    assert read_as(text, BID) != bid(0)


# "I could" (prose_reading._COULD_BEFORE_RE).


@pytest.mark.parametrize(
    "text",
    [
        "We could call.",  # kills: only "I" left as a subject
        "You could raise to 20.",
        "I might call.",  # kills: only "could" left
        "I may raise to 20.",
        "I could also call.",  # kills: the words between "could" and the action dropped
        "I could just call.",
        "I could always re-raise to 20.",  # kills: the window cut to 9 characters
    ],
)
def test_an_action_only_possible_is_no_decision(text):
    assert read_as(text, HOLDEM) is None


# A closing card offered with "or" (value_refusals.refuse_value_closing, _OR_BEFORE_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Play the As, or my 2c. 2c.",  # kills: "the", "my" and "a" dropped from between "or" and the card
        "Play the As, or a 2c. 2c.",
    ],
)
def test_a_closing_card_offered_with_or_stands_against_the_one_read(text):
    assert read_as(text, TRICK2) is None


@pytest.mark.parametrize(
    "text",
    [
        "Play the As to win; partner waits for the 2c. 2c.",  # kills: "or" looked for inside "for"
        "Play the As. Partner has Qh covered. 2c.",  # kills: the "or" asked for dropped
    ],
)
def test_a_closing_card_never_offered_with_or_is_a_note(text):
    # as "I play the 2c. Partner will win with the ace. Then he leads back. Qh." (tests/test_review_answers32.py)
    assert read_as(text, TRICK2) == act("play", card="As")


# Both options called good and "one of them" (value_refusals.refuse_left_open).


@pytest.mark.parametrize(
    "text",
    [
        "A 3-bet to 24 is fine, and so is a flat call; either is fine.",  # kills: "either" dropped
        "A 3-bet to 24 is fine, and so is a flat call; both are viable.",  # kills: only six praise words kept
        "A 3-bet to 24 is fine, and so is a flat call; both are defensible.",
        "A 3-bet to 24 is fine, and so is a flat call; both would be fine.",  # kills: the joining words cut
        "A 3-bet to 24 is fine, and so is a flat call; both are equally good.",
        "A 3-bet is fine too; I'd lean towards whichever you are more comfortable with, maybe the call.",
    ],
)
def test_two_options_called_good_are_refused(text):
    assert read_as(text, HOLDEM) is None


def test_both_called_good_in_a_long_sentence_with_a_decision_is_read():
    # kills: the sentence end within 60 characters after the praise dropped
    text = "Both are reasonable in a vacuum against an unknown player with a wide range, so I call."
    assert read_as(text, HOLDEM) == CALL


@pytest.mark.parametrize(
    "text",
    [
        "The 9c is weak. So is the Qs. Discard either one.",  # kills: "either" dropped
        "The 9c is weak. So is the Qs. Discard either of them.",
        "The 9c is weak. So is the Qs. Discard one of these.",  # kills: only "them" kept
        "The 9c is weak. So is the Qs. Discard one of the two.",
        "The 9c is weak. So is the Qs. Discard one of those.",
    ],
)
def test_a_card_left_to_one_of_them_is_refused(text):
    assert read_as(text, DISCARD3) is None


# A number only asked, and an answer ending unsure (value_refusals.refuse_number_asked, set_aside.ends_in_doubt).


@pytest.mark.parametrize(
    "text",
    [
        "Three? Hmm.",  # kills: the number in words not looked for
        "3, maybe? Hmm.",  # kills: the number in digits not looked for
        "I'd go 3? Dunno.",
        "3? Hmm, not sure.",
        "Three. I really don't know.",  # kills: the closing doubt dropped, and "don't know" at a sentence's end
        "Three. I'm unsure!!!",  # kills: the closing marks not stripped before the last sentence is looked for
        "Three. I don't know...",
        "3. I am unsure, honestly, after counting all my spades and hearts twice over.",  # kills: a 30-character window
    ],
)
def test_a_number_asked_or_in_doubt_is_refused(text):
    assert read_as(text, BID) is None


@pytest.mark.parametrize(
    "text",
    [
        "3? Let me think about the spades and hearts here. Yes.",  # kills: the yes looked for in 5 characters only
        "3? Yes.",
        "I bid 3. What partner holds, I don't know.",  # kills: a number with an action word held to its doubt too
        "Three. I don't know what partner holds.",  # kills: "don't know" anywhere, not at a sentence's end
        "Unsure at first. 3.",  # kills: the doubt looked for before the last sentence
        "I was unsure before counting. Now: 3",
        "Three. Unsure, but three.",  # kills: the "but" answering the doubt dropped
    ],
)
def test_a_number_asked_and_answered_or_doubted_before_is_read(text):
    assert read_as(text, BID) == bid(3)


# Counted plurals (mentions._COUNT_BEFORE_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Pass: clubs would give me four trumps.",  # kills: only two and three kept of the counts in words
        "Pass; five trumps would be needed.",
        "Pass: clubs would give me several trumps.",  # kills: "several", "many" and "few" dropped
        "Pass: clubs gives me many trumps.",
        "Pass: clubs would give me seven trumps.",  # kills: the window before the plural cut to 5 characters
    ],
)
def test_a_counted_plural_is_a_noun(text):
    assert read_as(text, SUITS) == PASS


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Round 2 pass.", [{"action": "pass"}, {"action": "order"}], PASS),  # kills: "pass" taken for a plural
        ("Getting 3 to 1 calling is right.", HOLDEM, CALL),  # kills: any form after a count taken for a plural
        ("Pot odds 3 to 1 calling.", HOLDEM, CALL),
    ],
)
def test_a_count_before_an_action_word_not_in_the_plural_leaves_it_an_action(text, legal, meant):
    assert read_as(text, legal) == meant


# Someone's words, a card asked for, a rival (set_aside._SOMEONE_SAYS_RE, _ASKED_FOR_RE, OTHERS_RE).


@pytest.mark.parametrize(
    "text",
    [
        "Someone says fold, and I do the opposite.",  # kills: the speakers who are no player dropped
        "The chat says fold, and I do the opposite.",
        "Someone posted fold, and I do the opposite.",  # kills: only "says" and "demands" kept of the verbs
        "The chat wrote fold, and I do the opposite.",
        "Somebody typed fold, and I do the opposite.",
        "The chat suggested fold, and I do the opposite.",  # kills: "suggests" and "suggested" dropped
        "Someone suggests fold; I do the opposite.",
        "The chat wrote decision: fold, and I do the opposite.",  # kills: the answer format's labels dropped
        "Someone says final answer: fold; I do the opposite.",
        "Someone says that I should fold, and I do the opposite.",  # kills: no word between verb and action
        "Someone says I must fold, and I do the opposite.",  # kills: "to", "should", "must" and "just" dropped
        "The chat says to fold; I do the opposite.",
        "Someone says we should just fold; not me.",
    ],
)
def test_someones_words_without_quotes_are_theirs(text):
    assert read_as(text, HOLDEM) is None


@pytest.mark.parametrize(
    "text",
    [
        "Cog wants my Qs.",  # kills: only "ask" kept of the verbs of asking
        "Cog begs for the Qs.",
        "Cog demands the Qs.",
        "Cog requested my Qs.",
        "Cog asks my Qs.",  # kills: "my", "the", "your" and "a" dropped
        "Cog asks for Qs.",  # kills: "for" asked for
    ],
)
def test_a_card_asked_for_by_another_is_theirs(text):
    assert read_as(text, HPASS) is None


@pytest.mark.parametrize(
    "text",
    ["The rivals want me alone. Playing with partner.", "Rival wants me alone so he can set me. Partner."],
)
def test_a_rivals_action_is_theirs(text):
    # kills: "rival" dropped from OTHERS_RE
    assert read_as(text, [{"action": "alone"}, {"action": "partner"}]) == act("partner")


@pytest.mark.parametrize(
    "text",
    ["Gizmo posted ANSWER: fold, and I do the opposite.", "Gizmo claims Decision: fold. Nope."],
)
def test_a_marker_after_a_verb_of_saying_is_anothers(text):
    # kills: only "wrote" and "says" kept of the verbs before another's marker
    assert read_as(text, HOLDEM) is None


def test_a_quoted_marker_after_a_verb_of_saying_is_anothers():
    # kills: the quote after the verb dropped, which made the quoted marker the seat's and read the fold after it
    assert read_as('I call. Cog wrote "ANSWER: fold".', HOLDEM) == CALL


# A suit letter inside a foreign word (written_cards._SUIT_WORD_RE), a card in doubt (card_refusals), a restated
# label (picks._RESTATED_LABEL_RE).


@pytest.mark.parametrize(
    "text, meant",
    [
        ("Atout cœur. Spades.", act("trump", card="s")),  # kills: the letters from U+00F8 on dropped
        ("DÉCISION: s", act("trump", card="s")),  # kills: the capitals U+00C0 to U+00D6 dropped
        ("ATOUT: s (PIQUE). DÉCIDÉ.", act("trump", card="s")),
    ],
)
def test_a_letter_inside_a_foreign_word_names_no_suit(text, meant):
    assert read_as(text, STICK) == meant


def test_a_card_answer_ending_unsure_is_refused():
    # kills: the closing doubt dropped for a bare card
    assert read_as("The Qh might win... Should I risk it? I'm honestly unsure.", TRICK) is None


def test_possible_cards_restated_then_one_taken_is_read():
    # kills: "possible" dropped from the words that restate the legal options
    assert read_as("Possible cards: Qh, 2c, Th. Th.", TRICK) == act("play", card="Th")


# A command before the answer's object (answers._prose_before_reads_otherwise, corrections.commanded).


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('Sprocket wrote: fold now, idiot.\n{"action": "call"}', HOLDEM, CALL),  # kills: clauses cut at commas
        ('20 chips to call.\n{"action": "fold"}', HOLDEM, FOLD),  # kills: the action's word anywhere in its clause
        ('Raise!\n{"action": "raise", "amount": 1600}', BIG, raise_to(1600)),  # kills: a size left out taken as another
    ],
)
def test_prose_before_an_object_that_gives_no_other_command_leaves_it_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ('Hmm? Fold! {"action": "call"}', HOLDEM),  # kills: sentences cut at full stops and newlines only
        ('Raise to 800.\n{"action": "raise", "amount": 1800}', BIG),  # kills: another size no longer counted
    ],
)
def test_a_command_before_an_object_giving_another_action_or_size_is_refused(text, legal):
    assert read_as(text, legal) is None


# A talk object beside the answer's own (talk_quotes.talk_echoes).


@pytest.mark.parametrize(
    "text, meant",
    [
        ('{"action": "fold"} {"action": "fold"}', FOLD),  # kills: any object giving an action taken as the own one
        ('{"action": "call"} <- my answer. {"action": "fold"} <- what Ratchet wants.', CALL),
        ('{"action": "fold"} {"action": "call"}', CALL),
    ],
)
def test_a_talk_object_beside_the_answers_own_is_the_talks(text, meant):
    assert read_as(text, HOLDEM, ['{"action": "fold"}']) == meant


# The patterns changed by the fixes read a hostile text in bounded time.


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_SIZE_BEFORE_RE", _long("max legal  ") + "raise", HOLDEM),
        ("_SIZE_BEFORE_RE", "raise " + _long("maximum possible   "), HOLDEM),
        ("_LEGAL_LABEL_RE", _long("legal to ") + "bid 3", BID),
        ("_COULD_BEFORE_RE", _long("someone could ") + "call", HOLDEM),
        ("_OR_BEFORE_RE", "Play Qh " + _long("or perhaps the ") + ". 2c.", TRICK),
        ("_BOTH_FINE_RE", _long("both would be about equally ") + "fine", HOLDEM),
        ("_SOMEONE_SAYS_RE", _long('sprocket wrote: "answer: ') + "fold", HOLDEM),
        ("_SOMEONE_SAYS_RE", _long("sprocket says:  ") + "fold", HOLDEM),
        ("_OTHERS_MARKER_RE", _long("wrote: wrote: ") + "answer: fold", HOLDEM),
    ],
)
def test_the_fixed_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    regex = reader_pattern(pattern)

    def work():
        list(regex.finditer(hostile))
        regex.match(hostile)
        answer = parse_answer(hostile, legal)
        assert "\n" not in (answer.reason or "")

    assert_within_cpu(work, 1.0)
