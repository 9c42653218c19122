"""Red-team review of session 41's reader (foreign decision lines, foreign action words): each answer here was read
though a careful human could not be sure of it, or read as another action, or refused though clear; each test failed
before its fix."""

from __future__ import annotations

import pytest
from support.answer_cases import CALL, FOLD, HOLDEM, raise_to, read_as
from support.cpu import assert_within_cpu

from cosino.seats.answers import parse_answer


# A decision line in another language after a clause that makes it a guess, a fallback, an exception or a plan for
# a later hand: no decision of the writer's now.
@pytest.mark.parametrize(
    "text",
    [
        "\u0412\u043e\u0437\u043c\u043e\u0436\u043d\u043e, \u043a\u043e\u043b\u043b.",  # Perhaps, call.
        "\u041d\u0430\u0432\u0435\u0440\u043d\u043e\u0435, \u043a\u043e\u043b\u043b.",  # Probably, call.
        "Vielleicht, mitgehen.",
        "Peut-\u00eatre, je me couche.",
        "Quiz\u00e1s, igualo.",
        "Talvez, aumento.",
        "Forse, rilancio.",
        "Misschien, ga mee.",
        "\u4e5f\u8bb8\uff0c\u5f03\u724c",  # maybe, fold
        "\u53ef\u80fd\uff0c\u5f03\u724c",
        "\u305f\u3076\u3093\u3001\u30b3\u30fc\u30eb",  # probably, call
        "\uc544\ub9c8, \ucf5c",
        "\u5426\u5219\uff0c\u5f03\u724c",  # otherwise, fold
        "\u4e0d\u7136\uff0c\u5f03\u724c",
        "Sonst, ich gehe mit.",
        "Sinon, je me couche.",
        "\u0418\u043d\u0430\u0447\u0435, \u0444\u043e\u043b\u0434.",
        "\u9664\u975e\u4ed6\u6709AA\uff0c\u8ddf\u6ce8",  # unless he has AA, call
        "Au\u00dfer er blufft, ich steige aus.",
        "Sauf s'il bluffe, je me couche.",
        "\u041f\u043e\u0442\u043e\u043c, \u043a\u043e\u043b\u043b.",  # later, call
        "N\u00e4chste Hand, ich steige aus.",
        "La prochaine fois, je me couche.",
        "Tomorrow, \u5f03\u724c",
        "Gizmo \u8bf4\u4e86\uff0c\u5f03\u724c",  # Gizmo said, fold
        "Gizmo\u5efa\u8bae\uff0c\u5f03\u724c",  # Gizmo suggests, fold
        "\u4e0a\u4e00\u624b\uff0c\u5f03\u724c",  # last hand, fold
        "Letzte Hand, ich steige aus.",
        "La derni\u00e8re fois, je me couche.",
        "\u041f\u0440\u043e\u0448\u043b\u044b\u0439 \u0440\u0430\u0437, \u0444\u043e\u043b\u0434.",
        "Alternativ, ich steige aus.",
        "Alternativement, je me couche.",
        "\u53e6\u4e00\u4e2a\u9009\u62e9\uff0c\u5f03\u724c",  # another option, fold
    ],
)
def test_a_foreign_decision_after_a_clause_of_doubt_fallback_or_plan_is_not_read(text):
    assert read_as(text, HOLDEM) is None


# ... and on a line of its own under a line that runs into it: a condition, a street, someone's name or words.
@pytest.mark.parametrize(
    "text",
    [
        "\u5982\u679c\u4ed6\u5168\u4e0b\n\u5f03\u724c",  # if he goes all in / fold
        "\u8981\u662f\u4ed6\u52a0\u6ce8\n\u8ddf\u6ce8",
        "Falls er erh\u00f6ht\nich steige aus.",
        "S'il relance\nje me couche.",
        "Si sube\nigualo",
        "\u8f6c\u724c\n\u52a0\u6ce8\u523030",  # turn / raise to 30
        "\u4e0b\u4e00\u624b\n\u5f03\u724c",  # next hand / fold
        "Gizmo\n\u5f03\u724c",
        "\u5bf9\u624b\u804a\u5929\n\u5f03\u724c",  # the opponent's chat / fold
        "Er meint\nmitgehen",
        "Sie sagte\nmitgehen",
        "\u5f7c\u306f\u8a00\u3044\u307e\u3057\u305f\n\u30b3\u30fc\u30eb",  # he said / call
        "\u041e\u043d \u043e\u0442\u0432\u0435\u0442\u0438\u043b\n\u0444\u043e\u043b\u0434",  # he answered / fold
        "My friend would say\n\u5f03\u724c",
    ],
)
def test_a_foreign_decision_line_under_a_line_running_into_it_is_not_read(text):
    assert read_as(text, HOLDEM) is None


# The decision line under a sentence that ends, or under a label of the writer's, still reads.
@pytest.mark.parametrize(
    "text, meant",
    [
        ("\u5bf9\u624b\u4e0b\u6ce830\u3002\n\u8ddf\u6ce8", CALL),
        ("## \u7ed3\u8bba\n\u5f03\u724c", FOLD),
        ("**Entscheidung**\nmitgehen", CALL),
        ("\u7ed3\u8bba\uff1a\n\u52a0\u6ce8\u523030", raise_to(30)),
        ("\u5bf9\u624b\u52a0\u6ce8\uff0c\u5f03\u724c", FOLD),  # the opponent raised, fold
        ("\u5148\u770b\u770b\uff0c\u8ddf\u6ce8", CALL),
        (
            "Анализ:\n- Оппонент limp\n\nИтог: рейз 8.",
            raise_to(8),
        ),
    ],
)
def test_a_foreign_decision_line_standing_apart_still_reads(text, meant):
    assert read_as(text, HOLDEM) == meant


# A foreign action word of the writer's before an object giving another: told after the opponent's action in the
# same sentence, or weighed after a comma, it is still the writer's, and the answer gives two actions.
@pytest.mark.parametrize(
    "text",
    [
        '\u5bf9\u624b\u52a0\u6ce8\uff0c\u6211\u5f03\u724c\u3002{"action": "call"}',  # opponent raised, I fold
        '\u5bf9\u624b\u52a0\u6ce8\u540e\u6211\u5f03\u724c\u3002{"action": "call"}',
        '\u4ed6\u52a0\u6ce8\uff0c\u6211\u5f03\u724c\u3002{"action": "call"}',
        'Ich calle, das w\u00e4re gut. {"action": "fold"}',
        'Je me couche, ce serait mieux. {"action": "call"}',
    ],
)
def test_a_foreign_action_of_the_writer_beside_another_object_is_refused(text):
    assert read_as(text, HOLDEM) is None


# Read as meant before session 41, refused by its foreign words: a foreign word judged ("calling has no positive
# expectation") or told as a habit ("normally I would fold") is no action of the writer's.
@pytest.mark.parametrize(
    "text, meant",
    [
        (
            "\u5206\u6790\uff1a\n1. \u6211\u7684\u624b\u724c\u662f72o\u3002\n2. \u8ddf\u6ce8\u6ca1\u6709\u6b63\u671f"
            '\u671b\u3002\n\n\u56e0\u6b64\u6211\u9009\u62e9\u5f03\u724c\u3002\n\n{"action": "fold"}',
            FOLD,
        ),
        (
            "Ich w\u00fcrde hier normalerweise folden, aber gegen diesen Spieler ist ein Call besser. Also: mitgehen.",
            CALL,
        ),
        ('Normalement je me couche ici, mais pas contre lui. {"action": "call"}', CALL),
    ],
)
def test_a_foreign_word_judged_or_told_as_a_habit_leaves_the_answer_read(text, meant):
    assert read_as(text, HOLDEM) == meant


# The words weighed or negated still refuse where they are the writer's choice.
@pytest.mark.parametrize(
    "text",
    [
        'Ich folde. {"action": "call"}',
        '\u6211\u5f03\u724c\u3002{"action": "call"}',
        'Ich w\u00fcrde folden. {"action": "call"}',
    ],
)
def test_a_foreign_choice_beside_another_object_stays_refused(text):
    assert read_as(text, HOLDEM) is None


# A decision line under another action of the writer's in another language gives two, as "Fold.\nCall" does.
@pytest.mark.parametrize(
    "text",
    [
        "\u5f03\u724c\u3002\n\u8ddf\u6ce8",  # fold. / call
        "\u6211\u51b3\u5b9a\u5f03\u724c\u3002\n\u8ddf\u6ce8",
        "Ich steige aus.\nmitgehen",
        "Je me couche.\nJe relance \u00e0 30.",
        "\u5bf9\u624b\u52a0\u6ce8\uff0c\u6211\u8ddf\u6ce8\u3002\n\u5f03\u724c",
    ],
)
def test_a_foreign_decision_line_under_another_action_of_the_writer_is_not_read(text):
    assert read_as(text, HOLDEM) is None


def test_the_new_leads_and_lines_read_a_hostile_text_in_bounded_time():
    hostile = "\u4e5f\u8bb8" * 60_000 + "\uff0c\u5f03\u724c"
    assert_within_cpu(lambda: parse_answer(hostile, HOLDEM), 1.0)
    lines = "normalerweise " * 20_000 + "folden " + '{"action": "call"}'
    assert_within_cpu(lambda: parse_answer(lines, HOLDEM), 1.0)
    opener = "Gizmo " * 40_000 + "\n\u5f03\u724c"
    assert_within_cpu(lambda: parse_answer(opener, HOLDEM), 1.0)
