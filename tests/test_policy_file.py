"""Policy files and ``cosino exploitability``: parsing, filling, bad input, the figures."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.analytics.policy_file import PolicyFileError, parse_policy, round_profile
from cosino.games.poker.kuhn import nash_profile


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def test_missing_keys_are_uniform_and_counted():
    pf = parse_policy('{"0|J|K|kk/": {"k": 0.25, "b": 0.75}}', "leduc")
    assert pf.given == 1 and pf.filled == 287
    assert pf.profile["0|J|K|kk/"] == {"k": Fraction(1, 4), "b": Fraction(3, 4)}
    assert pf.profile["1|K|K|bc/b"] == {"f": Fraction(1, 3), "c": Fraction(1, 3), "r": Fraction(1, 3)}


def test_wrapped_format_and_tolerance():
    text = json.dumps({"game": "kuhn", "algo": "x", "policy": {"0|K||": {"k": 0.3, "b": 0.7 + 5e-10}}})
    pf = parse_policy(text, "kuhn")
    assert sum(pf.profile["0|K||"].values()) == 1 and pf.meta["algo"] == "x"
    with pytest.raises(PolicyFileError, match="for 'leduc', not 'kuhn'"):
        parse_policy(json.dumps({"game": "leduc", "policy": {}}), "kuhn")


@pytest.mark.parametrize(
    "data,message",
    [
        ({"0|K||x": {"k": 1}}, "key '0|K||x': not an information set of kuhn"),
        ({"0|K||": {"c": 1}}, "key '0|K||': action 'c' is not legal there"),
        ({"1|Q||b": {"f": -0.5, "c": 1.5}}, "key '1|Q||b': negative probability"),
        ({"0|J||": {"k": 0.5, "b": 0.4}}, "key '0|J||': probabilities sum to 0.9"),
        ({"0|J||": {"k": "half", "b": 0.5}}, "key '0|J||', action 'k': probability 'half' is not a number"),
        ({"0|J||": [0.5, 0.5]}, "key '0|J||': expected an object"),
        ("[1, 2]", "top level must be a JSON object"),
        ("{nope", "not valid JSON"),
    ],
)
def test_bad_policy_files_exit_2_with_one_line_naming_the_key(tmp_path, cosino_cli, data, message):
    path = write(tmp_path, "bad.json", data)
    code, out, err = cosino_cli("exploitability", "--game", "kuhn", path)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err and path in err


def test_missing_file(tmp_path, cosino_cli):
    code, _, err = cosino_cli("exploitability", "--game", "kuhn", str(tmp_path / "none.json"))
    assert code == 2 and "cannot read" in err


def test_kuhn_uniform_and_nash_figures(tmp_path, cosino_cli):
    code, out, _ = cosino_cli("exploitability", "--game", "kuhn", write(tmp_path, "u.json", {}))
    res = json.loads(out)
    assert code == 0 and abs(res["exploitability"] - 0.4583333333333333) < 1e-12
    assert res["exact"]["exploitability"] == "11/24" and res["filled"][str(tmp_path / "u.json")] == 12
    nash = {k: {a: str(p) for a, p in row.items()} for k, row in nash_profile().items()}
    nash = {k: {a: float(Fraction(p)) for a, p in row.items()} for k, row in nash.items()}
    res = json.loads(cosino_cli("exploitability", "--game", "kuhn", write(tmp_path, "n.json", nash))[1])
    assert abs(res["exploitability"]) < 1e-9 and res["br_values"] == pytest.approx([-1 / 18, 1 / 18], abs=1e-9)


def test_leduc_uniform_nash_conv(tmp_path, cosino_cli):
    res = json.loads(cosino_cli("exploitability", "--game", "leduc", write(tmp_path, "u.json", {}))[1])
    assert abs(res["nash_conv"] - 4.747222222222222) < 1e-9
    assert res["expected_payoffs"][0] == pytest.approx(-res["expected_payoffs"][1])


def test_two_files_take_each_position_from_its_own(tmp_path, cosino_cli):
    nash = {k: {a: float(p) for a, p in row.items()} for k, row in nash_profile().items()}
    pos0 = write(tmp_path, "a.json", {k: v for k, v in nash.items() if k.startswith("0|")})
    pos1 = write(tmp_path, "b.json", {k: v for k, v in nash.items() if k.startswith("1|")})
    res = json.loads(cosino_cli("exploitability", "--game", "kuhn", pos0, pos1)[1])
    assert abs(res["exploitability"]) < 1e-9 and res["filled"] == {pos0: 6, pos1: 6}
    res = json.loads(cosino_cli("exploitability", "--game", "kuhn", pos0)[1])
    assert res["exploitability"] > 0.01  # position 1 uniform


def test_round_profile_keeps_rows_exact():
    rows = round_profile({"k": {"a": 0.1, "b": 0.2, "c": 0.7}, "j": {"a": 1 / 3, "b": 1 / 3, "c": 1 / 3}}, 3)
    assert all(sum(r.values()) == 1 for r in rows.values())
    assert rows["j"] == {"a": Fraction(334, 1000), "b": Fraction(333, 1000), "c": Fraction(333, 1000)}
