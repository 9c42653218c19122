"""Hostile files for ``cosino advise STATE.json`` and ``cosino exploitability``: each case below
was a traceback, a wrong answer or a noisy stderr before; now one line naming file and field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support.cli import one_line

EXAMPLE = json.loads((Path(__file__).resolve().parent.parent / "examples" / "STATE.json").read_text())
FAST = ("--rollouts", "20", "--equity", "20", "--subgame", "off")


def write(tmp_path, data, name="f.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def state(**changes):
    data = json.loads(json.dumps(EXAMPLE))
    for path, value in changes.items():
        target = data
        *heads, last = path.split("__")
        for h in heads:
            target = target[int(h)] if isinstance(target, list) else target[h]
        if value is KeyError:
            target.pop(last, None)
        else:
            target[int(last) if isinstance(target, list) else last] = value
    return data


# -- advise ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "field, value, name",
    [
        ("seats__1__folded", "false", "seats[1].folded"),  # bool("false") was True: the villain folded
        ("seats__1__folded", 0, "seats[1].folded"),
        ("seats__0__sitting_out", "no", "seats[0].sitting_out"),
        ("seats__1__sitting_out", [], "seats[1].sitting_out"),
    ],
)
def test_a_flag_that_is_not_true_or_false_is_refused(cosino_cli, tmp_path, field, value, name):
    path = write(tmp_path, state(**{field: value}))
    one_line(*cosino_cli("advise", path, *FAST), path, name, "true or false")


@pytest.mark.parametrize(
    "field, value, name",
    [
        ("history", "", "history"),  # a falsy non-list was read as no history
        ("history", {}, "history"),
        ("history", 0, "history"),
        ("history", False, "history"),
        ("seats__1__name", ["x"], "seats[1].name"),  # was str() of the list
        ("seats__1__name", 5, "seats[1].name"),
        ("street", 3, "street"),  # a non-string street was ignored
        ("street", ["flop"], "street"),
    ],
)
def test_a_field_of_the_wrong_type_is_refused_not_ignored(cosino_cli, tmp_path, field, value, name):
    path = write(tmp_path, state(**{field: value}))
    one_line(*cosino_cli("advise", path, *FAST), path, repr(name))


def test_a_state_naming_a_key_twice_is_refused(cosino_cli, tmp_path):
    text = json.dumps(EXAMPLE)[:-1] + ', "pot": 999}'  # the last one used to win silently
    path = write(tmp_path, text)
    one_line(*cosino_cli("advise", path, *FAST), path, "'pot' appears twice")


@pytest.mark.parametrize(
    "changes, name",
    [
        # float32 overflow in the subgame solver: numpy warnings on stderr and NaN regrets
        ({"seats__0__stack": 10**39, "seats__1__stack": 10**39, "starting_stacks": KeyError}, "seats[0].stack"),
        ({"seats__1__committed": 10**39, "pot": 10**39, "starting_stacks": KeyError}, "seats[1].committed"),
        ({"history__3__amount": 10**39}, "history[3].amount"),
        ({"big_blind": 10**20}, "big_blind"),
        ({"starting_stacks": [200, 10**16]}, "starting_stacks[1]"),
    ],
)
def test_chip_amounts_are_bounded(cosino_cli, tmp_path, changes, name):
    path = write(tmp_path, state(**changes))
    code, out, err = cosino_cli("advise", path, "--rollouts", "20", "--equity", "20")
    one_line(code, out, err, path, repr(name), "out of range")


@pytest.mark.parametrize(
    "changes, refusal",
    [
        # an empty river pot: the subgame solver divided by it (SUBGAME_ERROR: ZeroDivisionError)
        (
            {"board": "Kh8h2c3d4s", "history": [], "pot": 0, "seats__1__committed": 0, "starting_stacks": KeyError},
            "pot_empty",
        ),
        ({"history__3__amount": -1}, "negative_amount"),  # a bet of -1 was advised on
        ({"small_blind": 5}, "blinds"),  # small blind above the big one
    ],
)
def test_impossible_amounts_are_refusals(cosino_cli, tmp_path, changes, refusal):
    path = write(tmp_path, state(**changes))
    code, out, err = cosino_cli("advise", path, "--rollouts", "20", "--equity", "20")
    assert code == 0 and err == "", err
    assert f"refused: {refusal}" in out and "_ERROR" not in out, out


# -- exploitability ----------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["x", "0.5", None, [], {}, True, False])
def test_openspiel_probability_must_be_a_number(cosino_cli, tmp_path, value):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, {"0": {"0": value, "1": 0}})  # was a TypeError traceback, or true read as 1
    one_line(*cosino_cli("exploitability", "--openspiel", "kuhn_poker", path), path, "key '0'", "not a number")


@pytest.mark.parametrize(
    "text, says",
    [
        (json.dumps({"0": {"0": 2}}), "probabilities sum to 2"),  # the file was not named
        (json.dumps({"0": {"0": -1, "1": 2}}), "is not a non-negative number"),
        ('{"0": {"0": NaN}}', "NaN"),  # the file was named twice
        ('{"0": {"0": 1e999, "1": 0}}', "out of range"),  # read as inf
        ("", "the file is empty"),
        ('{"0": {"0": 1}, "0": {"1": 1}}', "'0' appears twice"),  # the last row won
    ],
)
def test_openspiel_policy_errors_name_the_file_once(cosino_cli, tmp_path, text, says):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, text)
    code, out, err = cosino_cli("exploitability", "--openspiel", "kuhn_poker", path)
    one_line(code, out, err, path, says)
    assert err.count(path) == 1, err


def test_a_policy_file_naming_an_infoset_twice_is_refused(cosino_cli, tmp_path):
    path = write(tmp_path, '{"0|K||": {"k": 1}, "0|K||": {"b": 1}}')  # the last row won
    one_line(*cosino_cli("exploitability", "--game", "kuhn", path), path, "'0|K||' appears twice")


@pytest.mark.parametrize(
    "game, says",
    [
        ("", "--openspiel: is empty"),  # was read as --game None; now refused by the parser
        # strip() let it through and OpenSpiel printed its list; now the parser refuses it
        ("kuhn_poker\u2028", "--openspiel: holds a control character (U+2028 at character 11)"),
        ("kuhn_poker(players=1000)", "max_num_players"),  # OpenSpiel printed the error on fd 2 first
        ("kuhn_poker(players=", "Missing closing bracket"),
    ],
)
def test_a_bad_openspiel_game_is_one_line(cosino_cli, tmp_path, capfd, game, says):
    pytest.importorskip("pyspiel")
    path = write(tmp_path, "{}")
    code, out, err = cosino_cli("exploitability", "--openspiel", game, path)
    one_line(code, out, err, says)
    fd = capfd.readouterr()
    assert fd.err == "" and fd.out == "", fd


def test_the_largest_stacks_keep_the_report_table_in_columns(cosino_cli, tmp_path):
    # 10^15 chips (the most a state may hold): the all-in's amount, EV and SE ran into each other.
    deep = state(seats__0__stack=10**15 - 6, seats__1__stack=10**15 - 14, starting_stacks=[10**15, 10**15])
    code, out, err = cosino_cli("advise", write(tmp_path, deep), "--rollouts", "40", "--equity", "20")
    assert code == 0, err
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("action "))
    assert lines[header].split() == ["action", "amount", "freq", "EV", "(BB)", "SE", "n", "source"]
    allin = next(line for line in lines[header + 1 :] if line.startswith("all-in "))
    label, amount, freq, ev, se, n = allin.split()[:6]
    assert int(amount) == 10**15 - 6 and 0 <= float(freq) <= 1 and n == "40"
    float(ev), float(se)  # each its own number, not two run together
    assert "SUBGAME_DEPTH" in out
