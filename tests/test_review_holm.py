"""Holm's step-down in the league integrity report, at its edges: ties, p exactly at the bar,
p = 0 and 1, one test, many identical tests, and a flag exactly when the adjusted p is at most alpha."""

from __future__ import annotations

from fractions import Fraction as F
from itertools import permutations

from hypothesis import given
from hypothesis import strategies as st

from cosino.league.integrity import ALPHA, TESTS, _flags_of, _holm


def _reject(pvalues: dict, alpha: F) -> set:
    """Holm's procedure as a textbook states it: reject in order while p_(i) <= alpha / (m - i)."""
    ranked = sorted(pvalues.values())
    m, out = len(ranked), set()
    bar = None
    for i, p in enumerate(ranked):
        if p > alpha / (m - i):
            bar = p
            break
    for k, p in pvalues.items():
        if bar is None or p < bar:
            out.add(k)
    return out


def test_edges_by_hand():
    assert _holm({}) == {}
    assert _holm({"a": F(0)}) == {"a": F(0)}
    assert _holm({"a": F(1)}) == {"a": F(1)}
    assert _holm({"a": F(1, 3)}) == {"a": F(1, 3)}  # one test: no correction
    # p exactly alpha / k at the first step: adjusted exactly alpha
    assert _holm({"a": ALPHA / 3, "b": F(1, 2), "c": F(1, 2)})["a"] == ALPHA
    # ties: tied p-values get one adjusted value, whatever the order of the keys
    for order in permutations(["x", "y", "z"]):
        out = _holm({k: F(1, 100) for k in order})
        assert set(out.values()) == {F(3, 100)}
    # many identical tests, the cap at 1
    out = _holm({i: F(1, 10) for i in range(50)})
    assert set(out.values()) == {F(1)}
    # p = 0 among others stays 0; p = 1 stays 1
    out = _holm({"a": F(0), "b": F(1), "c": F(1, 40)})
    assert out == {"a": F(0), "b": F(1), "c": F(1, 20)}


@given(st.lists(st.fractions(min_value=0, max_value=1, max_denominator=60), min_size=1, max_size=12))
def test_agrees_with_the_textbook_procedure(ps):
    pvalues = {i: F(p) for i, p in enumerate(ps)}
    out = _holm(pvalues)
    assert set(out) == set(pvalues)
    for k in pvalues:
        assert pvalues[k] <= out[k] <= 1
    ordered = sorted(pvalues, key=lambda k: pvalues[k])
    assert all(out[a] <= out[b] for a, b in zip(ordered, ordered[1:]))  # monotone in p
    # every adjusted value below 1 is a bar somewhere: test at it exactly (at 1 the cap makes all agree)
    for alpha in {ALPHA, *(v for v in out.values() if v < 1)}:
        assert {k for k in out if out[k] <= alpha} == _reject(pvalues, alpha)


class _Sums:
    def episodes_of(self, bits):
        return []


def _side(p):
    return {"p": p, "episodes": 0, "weigh": [], "excess": F(1), "units": 8, "material": None, "pColumn": F(0)}


def test_a_flag_exactly_when_adjusted_p_is_at_most_alpha():
    test = next(t for t in TESTS if t.flag == "trick-soft-play")
    # three mutual pairs, the smallest p exactly alpha / 3: adjusted exactly alpha, flagged
    directed = {}
    for (a, b), p in {("a", "b"): ALPHA / 3, ("c", "d"): F(1, 2), ("e", "f"): F(1, 2)}.items():
        directed[(a, b)] = directed[(b, a)] = _side(p)
    flags = _flags_of(test, directed, _Sums())
    assert [(f["agents"], f["pHolm"]) for f in flags] == [(["a", "b"], ALPHA)]
    # one unit above: not flagged
    directed[("a", "b")] = directed[("b", "a")] = _side(ALPHA / 3 + F(1, 10**9))
    assert _flags_of(test, directed, _Sums()) == []
