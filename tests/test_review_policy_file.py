"""Review: policy files and ``cosino exploitability`` on extreme but valid inputs."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.analytics.policy_file import PolicyFileError, parse_policy
from cosino.games.poker.kuhn import nash_profile
from cosino_runtime.commands.exploitability import measure


@pytest.mark.parametrize("alpha", [Fraction(1, 6), Fraction(1, 9), Fraction(1, 10), Fraction(2, 11)])
def test_a_nash_table_in_17_digit_decimals_is_never_negatively_exploitable(alpha):
    # Written as a solver writes it (floats): the rows' denominators pass 10^6. A float walk gave -6.9e-18 at 1/6.
    body = {k: {a: float(p) for a, p in row.items()} for k, row in nash_profile(alpha).items()}
    out = measure("kuhn", parse_policy(json.dumps(body), "kuhn").profile)
    assert out["exploitability"] >= 0 and out["nash_conv"] >= 0
    assert 0 < out["exploitability"] < 1e-16  # the decimals are not exactly Nash, so the exact value is a hair above 0
    assert "exact" not in out  # the fractions are too long to print


def test_rows_off_by_float_rounding_are_rescaled_to_exact_fractions():
    pf = parse_policy('{"0|K||": {"k": 0.3333333333333333, "b": 0.6666666666666666}}', "kuhn")
    assert pf.profile["0|K||"] == {"k": Fraction(1, 3), "b": Fraction(2, 3)}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"0|K||": {"k": 1e-320, "b": 1}}', "p.json: line 1: number '1e-320' is out of range"),
        ('{"0|K||": {"k": -1e-30, "b": 1}}', "p.json: key '0|K||': negative probability -1e-30 for action 'k'"),
        ('{"0|K||": {"k": "1/3", "b": "2/3"}}', "p.json: key '0|K||', action 'k': probability '1/3' is not a number"),
    ],
)
def test_refusals_name_the_file_and_where(text, message):
    with pytest.raises(PolicyFileError) as err:
        parse_policy(text, "kuhn", source="p.json")
    assert str(err.value) == message


def test_negative_zero_and_any_action_order_mean_the_same_row():
    a = parse_policy('{"0|K||": {"k": -0.0, "b": 1}}', "kuhn").profile
    b = parse_policy('{"0|K||": {"b": 1}}', "kuhn").profile
    assert a == b and list(a["0|K||"]) == ["k", "b"]
