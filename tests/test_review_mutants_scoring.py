"""Mutation review of cosino.arena.scoring: results recomputed from synthetic replays and checked
against a second, naive reading of the scoring reference (never against the code under test).

Each test names, in a one-line comment, the hand-made mutants of scoring.py it kills; each of them
survived the scoring tests that existed before, unless the comment says "killed before too"."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.scoring import compute_results
from cosino.diagnostics.catalog import applicable
from cosino.games.registry import game_type


def _records(variant, hands, config=None, n=None):
    """A replay's records: header, one handEnd or handVoid per hand, the end, an audit event."""
    n = n or len(next(h for h in hands if h[0] == "end")[1])
    header = {
        "type": "header",
        "variant": variant,
        "seed": 7,
        "seats": [{"alias": f"s{i}", "agent": f"agent{i}"} for i in range(n)],
        "config": config or {},
    }
    records = [header]
    for h, hand in enumerate(hands):
        if hand[0] == "void":
            records.append({"type": "handVoid", "hand": h})
            continue
        _, nets, cap, unit, raw = hand
        record = {"type": "handEnd", "hand": h, "nets": list(nets), "cap": cap, "raw": raw}
        if unit != 1:
            record["unit"] = unit
        records.append(record)
    records.append({"type": "end", "reason": "limit"})
    # an audit event at the tail carries nets of its own: it must never be scored
    records.append({"type": "audit", "nets": [10**6] * n, "cap": 1})
    return records


def _results(variant, records):
    n = len(records[0]["seats"])
    computed = {d.name: {} for d in applicable(game_type(variant), n)}  # diagnostics are not under test here
    return compute_results(records, computed)


def _naive(hands, n):
    """The scoring reference read literally, hand by hand."""
    net = [Fraction(0)] * n
    norm = Fraction(0)
    for hand in hands:
        if hand[0] != "end":
            continue
        _, nets, cap, unit, _ = hand
        net = [net[s] + Fraction(nets[s]) / unit for s in range(n)]
        norm += Fraction(cap) / unit
    scores = [Fraction(1, 2)] * n if norm == 0 else [Fraction(1, 2) + v / (2 * norm) for v in net]
    best = max(net)
    return net, norm, scores, [v == best for v in net]


@st.composite
def _hands(draw, n):
    count = draw(st.integers(1, 6))
    hands = []
    for _ in range(count):
        if draw(st.integers(0, 4)) == 0:
            hands.append(("void",))
            continue
        part = draw(st.lists(st.integers(-40, 40), min_size=n - 1, max_size=n - 1))
        nets = [*part, -sum(part)]
        cap = max(1, *(abs(v) for v in nets)) + draw(st.integers(0, 30))
        unit = draw(st.sampled_from([1, 2, 4]))
        raw = {"points": draw(st.lists(st.integers(-5, 5), min_size=n, max_size=n))}
        hands.append(("end", nets, cap, unit, raw))
    if not any(h[0] == "end" for h in hands):
        hands.append(("end", [0] * n, 1, 1, {"points": [0] * n}))
    return hands


def _exact_text(value):
    return f"{value.numerator}" if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


# kills: ladder_scores 1/2 - net/2N, 1/2 + net/3N and 1/2 alone; norm's sum started at 1; the raw sums
# started at 1 or subtracted; hands = scored - void or scored only; winners by min or by !=; scoresExact
# with its denominator test flipped or set to 2; raw chipsWon kept for the wrong family
@settings(max_examples=60, deadline=None)
@given(st.data())
def test_ladder_results_are_the_reference_formula(data):
    variant, n = data.draw(st.sampled_from([("holdem-hu", 2), ("holdem-6max", 6), ("hearts", 4), ("euchre", 4)]))
    hands = data.draw(_hands(n))
    res = _results(variant, _records(variant, hands))
    net, norm, scores, win = _naive(hands, n)
    assert res["net"] == net and res["norm"] == norm
    assert res["scores"] == scores and all(type(s) is Fraction for s in res["scores"])
    assert sum(res["scores"]) == Fraction(n, 2) and all(0 <= s <= 1 for s in res["scores"])
    assert res["win"] == win
    scored = [h for h in hands if h[0] == "end"]
    assert res["scoredHands"] == len(scored) and res["hands"] == len(hands)
    assert res["voidHands"] == [h for h, hand in enumerate(hands) if hand[0] == "void"]
    assert res["scoresExact"] == [_exact_text(s) for s in scores]
    assert res["raw"]["points"] == [sum(h[4]["points"][s] for h in scored) for s in range(n)]
    if game_type(variant).family == "tricks":
        assert "chipsWon" not in res["raw"]
    else:
        assert res["raw"]["chipsWon"] == net


# kills: 1/2 + net/(3 N) (the 2 of 2N); the sum of norm started at 1; winners by min or by !=
def test_a_known_answer_heads_up():
    hands = [("end", [3, -3], 4, 1, {}), ("end", [-1, 1], 4, 1, {}), ("void",)]
    res = _results("holdem-hu", _records("holdem-hu", hands))
    # net 2, NORM 8: 1/2 + 2/16 = 5/8, and 3/8 for the other seat
    assert res["scores"] == [Fraction(5, 8), Fraction(3, 8)] and res["scoresExact"] == ["5/8", "3/8"]
    assert res["norm"] == 8 and res["win"] == [True, False] and res["hands"] == 3


# kills: winners by min (a tie for the top leaves both tied seats true, the bottom false)
def test_every_seat_tied_at_the_top_wins():
    hands = [("end", [4, 4, -8], 8, 1, {})]
    res = _results("holdem-6max", _records("holdem-6max", hands))
    assert res["win"] == [True, True, False]
    assert res["scores"] == [Fraction(3, 4), Fraction(3, 4), Fraction(0)]
    assert res["scoresExact"] == ["3/4", "3/4", "0"]  # a whole number has no denominator


# kills: scoresExact's denominator test set to 2 (1/2 printed as "1"), and its == flipped (killed before too)
def test_scores_exact_of_whole_numbers_and_halves():
    res = _results("holdem-hu", _records("holdem-hu", [("end", [5, -5], 5, 1, {})]))
    assert res["scoresExact"] == ["1", "0"]
    res = _results("holdem-hu", _records("holdem-hu", [("end", [0, 0], 5, 1, {})]))
    assert res["scoresExact"] == ["1/2", "1/2"]


# kills: the no-hand scores as the float 0.5 (Fraction(1, 2) replaced by float; killed before too)
def test_no_scored_hand_scores_an_exact_half():
    records = _records("holdem-hu", [("void",), ("void",)], n=2)
    res = _results("holdem-hu", records)
    assert res["scores"] == [Fraction(1, 2)] * 2 and all(type(s) is Fraction for s in res["scores"])
    assert res["hands"] == 2 and res["scoredHands"] == 0 and res["voidHands"] == [0, 1]


# kills: bbPer100 as net * 100 * (bb * hands) instead of divided by it, or per 101 hands
def test_big_blinds_per_hundred():
    hands = [("end", [6, -6], 10, 1, {}), ("end", [2, -2], 10, 1, {})]
    res = _results("holdem-hu", _records("holdem-hu", hands, config={"bigBlind": 2}))
    # net 8 chips over 2 hands at a big blind of 2: 8 * 100 / (2 * 2) = 200 big blinds per 100 hands
    assert res["raw"]["bbPer100"] == [200, -200]


# kills: exploitability [None] * n for every ladder or every non-exact game (`and` made `or`, `not` dropped)
def test_exploitability_placeholder_only_for_no_limit_ladders():
    hu = _results("holdem-hu", _records("holdem-hu", [("end", [1, -1], 2, 1, {})]))
    assert hu["exploitability"] == [None, None]
    hearts = _results("hearts", _records("hearts", [("end", [1, -1, 0, 0], 2, 1, {})]))
    assert hearts["exploitability"] is None


# kills: chip race stacks as start - net or start alone, float or floor-divided shares (killed before too)
def test_chip_race_scores_the_chip_share():
    hands = [("end", [50, -30, -20], 50, 1, {}), ("end", [-10, 40, -30], 40, 1, {})]
    cfg = {"chipRace": True, "startingStack": 100}
    res = _results("sixmax", _records("sixmax", hands, config=cfg))
    assert res["finalStacks"] == [140, 110, 50] and res["norm"] is None
    assert res["scores"] == [Fraction(140, 300), Fraction(110, 300), Fraction(50, 300)]
    assert res["win"] == [True, False, False]
