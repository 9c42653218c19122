"""Session 41's reader rules, from blind corpus 67 (answers in other languages and code-mixed): each misread and each
unclear answer read that it showed is refused, by a rule that holds in English too where the shape is English, and
every new pattern reads a hostile text in bounded time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.answer_cases import BID, BID1, BIG, CALL, FOLD, HOLDEM, OPEN, TRICK2, bid, play, raise_to, read_as
from support.cpu import assert_within_cpu
from support.reader import assert_reads_in_bounded_time

from cosino.seats.answers import parse_answer
from cosino.seats.foreign_words import foreign_kinds

ALONE_OR_PARTNER = [{"action": "alone"}, {"action": "partner"}]


# Corpus 67's misreads and unclear answers read, each refused now (its fourth misread is read as meant, below).
@pytest.mark.parametrize(
    "text, legal",
    [
        ("20'ye raise.", HOLDEM),  # Turkish "to 20": raised the minimum
        ("Count: two aces, a king. \n\u0413\u043e\u0442\u043e\u0432\u043e: \u0442\u0440\u0438.", BID),  # bid 2
        ("As de picas... no, mejor el dos de tr\u00e9boles.", TRICK2),  # played the ace it took back
        ('Ich calle. {"action": "fold"}', HOLDEM),
        ('Ich denke, ich sollte hier folden.\n{"action": "call"}', HOLDEM),
        ("Bestellen oder passen? Ich bin unsicher.", BID1),  # the German "or" read as a slip of "order"
        ("Allein oder mit Partner \u2013 hmm.", ALONE_OR_PARTNER),
    ],
)
def test_an_answer_corpus_67_misread_or_read_though_unclear_is_refused(text, legal):
    assert read_as(text, legal) is None


def test_the_raise_of_another_is_set_aside_and_the_decision_line_under_it_read():
    text = "The raise looks strong. I don't want to bloat the pot.\n\u7d50\u8ad6\uff1a\u30d5\u30a9\u30fc\u30eb\u30c9"
    assert read_as(text, HOLDEM) == FOLD  # raised the minimum before


# The same shapes in English, refused for the same reasons.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("20 raise.", HOLDEM),
        ("I'll 10 bet.", OPEN),
        ("The raise looks strong.", HOLDEM),
        ("That bet seems really big. I don't like it.", OPEN),
        ("Two aces.", BID),
        ("3 trumps and the right bower", BID),
        ("As... no, better the deuce.", TRICK2),
        ("Ace of spades... no, not that.", TRICK2),
        ("A\u2660\u2026 no, the other one.", TRICK2),
    ],
)
def test_the_english_shapes_of_those_misreads_are_refused(text, legal):
    assert read_as(text, legal) is None


# Near neighbours that still read: a bet's name before "bet", a verdict on the noun, a number of tricks, a card
# named after the take-back, foreign words negated, weighed or told of the opponent.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("I 3 bet.", HOLDEM, raise_to(4)),
        ("The raise is right.", HOLDEM, raise_to(4)),
        ("Raise to 20. The raise looks strong to him.", HOLDEM, raise_to(20)),
        ("3 tricks", BID, bid(3)),
        ("Bid 3. I have 2 aces.", BID, bid(3)),
        ("As... no, better the 2c.", TRICK2, play("2c")),
        ("No me retiro por lo que diga el chat. Igualo: call.", HOLDEM, CALL),
        ("Mitgehen: nein. Aussteigen: ja. Fold.", HOLDEM, FOLD),
        ("\u5bf9\u624b\u52a0\u6ce8\u523030\u3002\u6211\u8ddf\u6ce8 (call)", HOLDEM, CALL),
        ("Nur callen w\u00e4re zu passiv.\n\nEntscheidung: raise to 24", HOLDEM, raise_to(24)),
        ('{"action": "call", "say": "Ich folde nie!"}', HOLDEM, CALL),
        ("Call, bitte.", HOLDEM, CALL),
    ],
)
def test_answers_beside_those_rules_still_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, kinds",
    [
        ("\u041a\u043e\u043b\u043b.", {"call"}),  # a capital in Cyrillic
        ("ICH ERH\u00d6HE AUF 30", {"raise"}),  # a capital Latin-1 letter
        ("\u30a2\u30eb\u30b3\u30fc\u30eb", set()),  # "alcohol" holds the katakana of "call"
        ("\ucf5c\ub77c", set()),  # "cola" opens on the Hangul of "call"
        ("Der Small Blind hat gefoldet.", set()),  # told of another, in the past
        ("\u5168\u4e0b", {"raise"}),  # all in, the largest raise
    ],
)
def test_foreign_words_are_found_case_blind_and_only_as_words(text, kinds):
    assert foreign_kinds(text, {"fold": {}, "call": {}, "raise": {"min": 4, "max": 200}}) == kinds


def test_a_foreign_word_beside_an_object_giving_another_action_says_why_in_one_line():
    answer = parse_answer('\u041a\u043e\u043b\u043b. {"action": "fold"}', HOLDEM)
    assert not answer.accepted and answer.reason == "the answer names another action in another language; give one"


def _long(unit, tail=""):
    return unit * (250_000 // len(unit) + 1) + tail


def _reads_in_bounded_time(pattern, hostile, legal):
    assert_reads_in_bounded_time(pattern, hostile, legal, 1.0)


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_CARDS_COUNTED_RE", _long("two high "), BID),
        ("_CARDS_COUNTED_RE", "Bid 2" + _long(" -") + "aces", BID),
        ("_CHIPS_AS_ACTION_RE", _long("20'ye ") + "raise", HOLDEM),
        ("_CHIPS_AS_ACTION_RE", "raise " + _long("1,000") + " raise", HOLDEM),
        ("_BET_FACED_END_RE", _long("the raise looks very ") + "strong", HOLDEM),
        ("_TAKEN_BACK_RE", "As" + _long("... no, "), TRICK2),
        ("_NOT_OWN_BEFORE_RE", _long("\u5bf9\u624b\u52a0\u6ce8 ") + '{"action": "call"}', HOLDEM),
        ("_ANSWERED_NO_RE", _long("callen: nein ") + '{"action": "fold"}', HOLDEM),
        ("_ANSWERED_NO_RE", "callen" + _long(" x") + " w\u00e4re", HOLDEM),
        ("_NOT_OWN_BEFORE_RE", _long("normalerweise folden ") + '{"action": "call"}', HOLDEM),
        ("_NOT_OWN_BEFORE_RE", _long("\u901a\u5e38\u8ddf\u6ce8") + "\n\u5f03\u724c", HOLDEM),
    ],
)
def test_the_session_41_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


def test_every_foreign_word_pattern_reads_a_hostile_text_in_bounded_time():
    from cosino.seats import foreign_words

    hostile = _long("ich calle nicht, \u043d\u0435 \u043a\u043e\u043b\u043b, \u5bf9\u624b\u8ddf\u6ce8 ")
    legal = {"fold": {}, "call": {}, "raise": {"min": 4, "max": 200}}
    assert_within_cpu(lambda: list(foreign_words._ANY_WORD_RE.finditer(hostile)), 1.0)
    assert_within_cpu(lambda: foreign_kinds(hostile, legal), 2.0)
    assert_within_cpu(lambda: parse_answer(hostile + ' {"action": "fold"}', HOLDEM), 2.0)


# The second reading reads a last line that decides in another language and says nothing else, where no English
# action word stands in the answer (corpus 67 and the foreign answers of earlier corpora: 124 read, none misread).
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("\u5f03\u724c\u3002", HOLDEM, FOLD),
        ("\u6211\u9009\u62e9\u5f03\u724c\u3002", HOLDEM, FOLD),
        ("\u52a0\u6ce8\u5230 20", HOLDEM, raise_to(20)),
        ("30\u306b\u30ec\u30a4\u30ba", HOLDEM, raise_to(30)),
        ("\u30b3\u30fc\u30eb\u3057\u307e\u3059\u3002", HOLDEM, CALL),
        ("\ub808\uc774\uc988 30", HOLDEM, raise_to(30)),
        ("\u0420\u0435\u0448\u0435\u043d\u0438\u0435: \u043a\u043e\u043b\u043b", HOLDEM, CALL),
        ("**Entscheidung:** mitgehen", HOLDEM, CALL),
        ("Je relance \u00e0 30.", HOLDEM, raise_to(30)),
        ("Subo a 500.", HOLDEM, raise_to(200)),  # the largest raise, as "raise to 500" is read
        ("\u7ed3\u8bba\uff1a\n\u5f03\u724c", HOLDEM, FOLD),
        ("My answer is\n\n\u5f03\u724c", HOLDEM, FOLD),
        ("\u5bf9\u624b\u4e0b\u6ce830\u3002\n\u8ddf\u6ce8", HOLDEM, CALL),  # the opponent's bet told, then the call
        ("<think>\u5bf9\u624b\u5f88\u7d27\u3002</think>\n\u5f03\u724c", HOLDEM, FOLD),
        ("\u8fc7\u724c", OPEN, {"action": "check"}),
        ("\u4e0b\u6ce8 30", OPEN, {"action": "bet", "amount": 30}),
        ("\u5168\u4e0b", HOLDEM, raise_to(200)),
    ],
)
def test_a_last_line_deciding_in_another_language_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


# ... and its last clause, after clauses that name no other action of the writer's and make it no case, plan or choice.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("\u4e0d\u8ddf\u4e86\uff0c\u5f03\u724c\u3002", HOLDEM, FOLD),  # not calling, fold
        ("\u5bf9\u624b\u52a0\u6ce8\u523030\uff0c\u6211\u8ddf\u6ce8\u3002", HOLDEM, CALL),
        ("Gizmo a mis\u00e9, je relance \u00e0 30.", HOLDEM, raise_to(30)),
        ("Ich gehe nicht mit, ich steige aus.", HOLDEM, FOLD),
    ],
)
def test_a_last_clause_deciding_in_another_language_is_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "text, legal",
    [
        ("Gizmo says:\n\u5f03\u724c", HOLDEM),  # under another's label
        ("Gizmo wrote\n\u5f03\u724c", HOLDEM),  # another's words, no label
        ("\u5bf9\u624b\u8bf4\n\u8ddf\u6ce8", HOLDEM),  # "the opponent says", then his words
        ("Sprocket says\n\u5f03\u724c", HOLDEM),
        ("Gizmo's answer was\n\n\u5f03\u724c", HOLDEM),  # another's answer told (mutation review 41b's note)
        ("Gizmo\uff1a\u52a0\u6ce8\u523030", HOLDEM),
        ("\u4ed6\u52a0\u6ce8", HOLDEM),  # he raises
        ("\u6211\u4e0d\u8ddf\u6ce8", HOLDEM),  # I do not call
        ("\u8ddf\u6ce8\uff1f", HOLDEM),  # asked
        ("\u52a0\u6ce8\u523030\u8fd8\u662f\u8ddf\u6ce8", HOLDEM),  # raise to 30 or call
        ("\u4e0b\u4e00\u8f6e\u52a0\u6ce8", HOLDEM),  # raise next round
        ("\u52a0\u6ce8\u2026\u2026\u4e0d\uff0c\u8fd8\u662f\u8ddf\u6ce8\u5427\u3002", HOLDEM),  # a correction
        ("Ich gehe nicht mit.", HOLDEM),
        ("Je ne relance pas.", HOLDEM),
        ("\u5f03\u724c 30", HOLDEM),  # a size beside a fold
        ("30\u306b\u30ec\u30a4\u30ba 40", HOLDEM),  # two sizes
        ("\u4e0b\u6ce8", KUHN_FACE_LEGAL := [{"action": "fold"}, {"action": "call"}]),  # bet is not legal
        ("I think we fold here.\n\u8ddf\u6ce8", HOLDEM),  # an English action word: the first reading's
        ("\u5982\u679c\u4ed6\u52a0\u6ce8\uff0c\u5f03\u724c", HOLDEM),  # if he raises, fold
        ("\u52a0\u6ce8\uff0c\u8ddf\u6ce8", HOLDEM),  # raise, call
        ("\u8f6c\u724c\u65f6\uff0c\u52a0\u6ce8", HOLDEM),  # on the turn, raise
        ("Gizmo\u8bf4\uff0c\u52a0\u6ce8", HOLDEM),  # Gizmo says, raise
        ("Gizmo sagt, ich gehe mit.", HOLDEM),
        ("\u8ddf\u6ce8\uff0c\u4e0d", HOLDEM),  # call, no
        ("2,400\u306b\u30ec\u30a4\u30ba\u3057\u307e\u3059\u3002", BIG),  # the comma of a number cuts no clause
    ],
)
def test_a_last_line_in_another_language_with_anything_more_is_not_read(text, legal):
    assert read_as(text, legal) is None


def test_a_long_answer_ending_in_a_foreign_decision_reads_in_bounded_time():
    from cosino.seats.foreign_words import _DECISION_LINE_RE

    hostile = _long("\u7ed3\u8bba\uff1a\u6211 ") + "\n" + "\u52a0\u6ce8\u5230" + "9" * 400
    assert_within_cpu(lambda: (_DECISION_LINE_RE.fullmatch(hostile), parse_answer(hostile, HOLDEM)), 1.0)
    line = "**" * 4 + "\u7ed3\u8bba\uff1a" + " " * 3 + "30\u306b" * 2000 + "\u30ec\u30a4\u30ba"
    assert_within_cpu(lambda: parse_answer(line, HOLDEM), 1.0)


# Before: "不跟，下注" with fold and call legal raised the reader's own refusal out of parse_answer (a traceback for
# the seat's answer). Words of every language the foreign reading knows, in any order, under every legal list.
_PIECES = [
    "\u5f03\u724c",
    "\u8ddf\u6ce8",
    "\u52a0\u6ce8",
    "\u8fc7\u724c",
    "\u4e0b\u6ce8",
    "\u5168\u4e0b",
    "\u30b3\u30fc\u30eb",
    "\u30ec\u30a4\u30ba",
    "\ucf5c",
    "\ubca0\ud305",
    "\u043a\u043e\u043b\u043b",
    "\u0447\u0435\u043a",
    "ich gehe mit",
    "je relance",
    "subo",
    "tapis",
    "\u7ed3\u8bba",
    "\u4e0d",
    "\u5982\u679c",
    "Gizmo",
    "\u8bf4",
    "wrote",
    "30",
    "2,400",
    "\u5230",
    "\u306b",
    "\uff0c",
    ",",
    "\uff1a",
    ":",
    "\n",
    " ",
    "\u3002",
    "?",
    "fold",
    "{",
    "}",
]
_LEGALS = [HOLDEM, BIG, OPEN, BID, BID1, TRICK2, [{"action": "fold"}, {"action": "call"}], [{"action": "check"}]]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=12), st.sampled_from(_LEGALS))
def test_any_mix_of_foreign_decision_words_is_read_or_refused_never_raised(pieces, legal):
    answer = parse_answer("".join(pieces), legal)
    if answer.accepted:
        assert answer.response["action"] in {option["action"] for option in legal}


# A foreign word only weighed, answered no or normally done is no other action: corpus 68's refusals, read now.
@pytest.mark.parametrize(
    "text, legal, meant",
    [
        (
            "3. \u8ddf\u6ce8\u6ca1\u6709\u6b63\u671f\u671b\u3002\n\n"
            "\u56e0\u6b64\u6211\u9009\u62e9\u5f03\u724c\u3002\n\n"
            '{"action": "fold"}',
            HOLDEM,
            FOLD,
        ),
        ("Ich w\u00fcrde hier normalerweise folden, aber ein Call ist besser. Also: call.", HOLDEM, CALL),
        ("Allein... nein, lieber mit Partner.", ALONE_OR_PARTNER, {"action": "partner"}),
    ],
)
def test_a_foreign_word_weighed_or_answered_no_leaves_the_decision_read(text, legal, meant):
    assert read_as(text, legal) == meant


# Misreads the mutation review of session 40's rules noted outside its scope, each refused now.
@pytest.mark.parametrize(
    "text, legal",
    [
        ("Call? Hmm.", HOLDEM),  # an action only asked, then a doubt
        ("Raise to 20? Hmm...", HOLDEM),
        ("Bid 3? Not sure.", BID),
        ('Raise? Fold! {"action": "call"}', HOLDEM),  # a command of another action closes the prose
        ('{"say": "gl"} Fold.\n{"action": "call"}', HOLDEM),  # an object of talk before it hid the prose
        ("Cog wrote ANSWER: fold", HOLDEM),  # anyone's answer label, not only the table's names
    ],
)
def test_an_action_only_asked_commanded_otherwise_or_labelled_by_another_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ("Call? Yes.", HOLDEM, CALL),
        ('I will call. Actually, with AK I should raise to 8.\n{"action": "raise", "amount": 8}', HOLDEM, raise_to(8)),
        ("I wrote ANSWER: fold", HOLDEM, FOLD),
        ("Cog wrote ANSWER: fold. I call.", HOLDEM, CALL),
    ],
)
def test_their_neighbours_still_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_BARE_QUESTION_AFTER_RE", "Call" + _long("? hmm"), HOLDEM),
        ("_SOMEONE_SAYS_RE", _long("cog wrote answer: ") + "fold", HOLDEM),
        ("_SOMEONE_SAYS_RE", "cog " + _long("wrote ") + "answer: fold", HOLDEM),
        ("_SENTENCE_END_RE", _long("Raise? ") + 'Fold! {"action": "call"}', HOLDEM),
    ],
)
def test_the_review_notes_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Corpus 69's misreads and unclear answers read, refused now (four foreign reasons in words the reader does not know
# stay listed there).
@pytest.mark.parametrize(
    "text, legal",
    [
        ("\u6211\u4f1a raise to 1\u4e07", BIG),  # 1万 is ten thousand: raised the minimum
        ("raise 2\u4e07", BIG),
        ("Bet 20. Nein.", OPEN),
        ("Il a dit \u00abfold\u00bb, mais je suis.", HOLDEM),  # someone's words in French quotes
        ("Er hat \u201eAll-in\u201c geschrieben. Ich gehe trotzdem mit.", HOLDEM),
        (
            '{"action": "fold", "reason": "\u041a\u043e\u043b\u043b\u0438\u0440\u0443\u044e, '
            '\u0448\u0430\u043d\u0441\u044b"}',
            HOLDEM,
        ),  # "I call, the odds...": the object's own reason gives another action
        ('Here: {"action": "call", "motivo": "Me retiro, mano d\u00e9bil"}', HOLDEM),
    ],
)
def test_an_answer_corpus_69_misread_or_read_though_unclear_is_refused(text, legal):
    assert read_as(text, legal) is None


@pytest.mark.parametrize(
    "text, legal, meant",
    [
        ('{"reasoning": "raise for value", "action": "call"}', HOLDEM, CALL),  # English reasons gloss (corpus 30)
        ('{"action": "fold", "reason": "\u8ddf\u6ce8\u6ca1\u6709\u6b63\u671f\u671b"}', HOLDEM, FOLD),  # only judged
        ("\u00abfold\u00bb", HOLDEM, FOLD),  # a quoted word alone is the answer, as '"fold"' is
        ('He said "fold". Call.', HOLDEM, CALL),
        ("raise to 5000", BIG, raise_to(5000)),
    ],
)
def test_their_neighbours_read(text, legal, meant):
    assert read_as(text, legal) == meant


@pytest.mark.parametrize(
    "pattern, hostile, legal",
    [
        ("_SAID_BEFORE_QUOTE_RE", _long("il a dit \u00ab") + "fold", HOLDEM),
        ("_QUOTE_THEN_SAID_RE", "fold" + _long("x") + "\u201c geschrieben", HOLDEM),
        ("_REASON_KEY_RE", '{"' + "reason" * 40000 + '": "fold", "action": "call"}', HOLDEM),
        ("_UNIT_RE", "raise to 1" + _long("\u4e07"), BIG),
    ],
)
def test_the_corpus_69_rules_read_a_hostile_text_in_bounded_time(pattern, hostile, legal):
    _reads_in_bounded_time(pattern, hostile, legal)


# Before: an object of talk before the answer's object ('{"say": "Ich folde"} {"action": "call"}') refused it, as if
# the talk named another action; talk in "say" is never an action. Other words before it still count.
def test_talk_in_a_say_object_before_the_answer_is_no_foreign_action():
    assert read_as('{"say": "Ich folde"} {"action": "call"}', HOLDEM) == CALL
    assert read_as('Ich folde. {"say": "gl"} {"action": "call"}', HOLDEM) is None


# The worst text a reason field or a decision line can hold: a lone surrogate, line and paragraph separators, a bidi
# override, a NUL. Each is read or refused in one line, never raised.
@pytest.mark.parametrize("junk", ["\ud800", "\u2028", "\u2029", "\u202e", "\x00", "\ufeff"])
def test_hostile_characters_in_a_reason_or_a_decision_line_are_read_or_refused_in_one_line(junk):
    for text in (
        '{"action": "call", "reason": "' + junk + 'Ich folde"}',
        '{"action": "call", "reason": "' + junk * 3000 + '"}',
        "\u7ed3\u8bba\uff1a" + junk + "\u5f03\u724c",
        junk + "\n\u5f03\u724c" + junk,
    ):
        answer = parse_answer(text, HOLDEM)
        assert answer.accepted or "\n" not in answer.reason
    assert read_as('{"action": "call", "reason": "\ud800 Ich folde"}', HOLDEM) is None
