"""Spec-conformance review 46b (docs: /work/shared/spec audit.md, scoring.md, rules.md): the clauses
checked against answers worked out by hand, where no test pinned the hand-computed figure.

No defect was found in this area; these tests hold the conforming behaviour (each passed before and
after, with the figures named in its docstring)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.analytics.tree import compiled_variant
from cosino.arena.scoring import compute_results
from cosino.diagnostics.exploitability import seat_exploitability
from cosino.games.registry import get_variant
from cosino.league.ratings import elo_ratings, outcome_from_results
from cosino.primitives.cards import DECK

KIND = {"k": "check", "b": "bet", "c": "call", "f": "fold"}


def pure_kuhn_records(aggressive: bool) -> list[dict]:
    """Slot 0 visits every Kuhn information set once, always betting or calling (or checking and folding)."""
    tree = compiled_variant("kuhn")
    want = ("b", "c") if aggressive else ("k", "f")
    out = []
    for key, acts in zip(tree.infoset_keys, tree.infoset_actions):
        letter = next(a for a in acts if a in want)
        pos = int(key.split("|")[0])
        out.append({"type": "action", "hand": 0, "pos": pos, "slot": 0, "action": KIND[letter], "infoset": key})
    return out


@pytest.mark.parametrize("aggressive, expected", [(True, Fraction(1, 3)), (False, Fraction(1))])
def test_pure_kuhn_strategies_score_their_hand_computed_exploitability(aggressive, expected):
    """audit.md: exploitability[i] = -1/2 [u0(s, BR1) + u1(BR0, s)] in chips per hand, coverage the share of
    the 12 infosets visited. By hand: always bet/call loses 1/3 at each position to a best response (it calls
    with K, with Q for 0, folds J: (2 + 0 - 1) / 3), so 1/3; always check/fold loses the ante to a bettor at
    both positions, so 1. Measured 1/3 and 1, coverage 12/12 = 1, the unvisited slot 1 at the Nash fill: 0."""
    out = seat_exploitability("kuhn", pure_kuhn_records(aggressive), 2)
    assert out["exploitability"] == [expected, 0]
    assert out["exploitabilityCoverage"] == [1, 0]
    assert out["exploitabilityFill"] == "nash"


def test_the_spec_constants_of_the_poker_rungs():
    """rules.md and DESIGN's caps: blinds 1/2 on the Hold'em rungs; a ladder hand's cap (seats - 1) x
    startingStack (200 heads-up, 1000 six-max); Kuhn's 12 information sets (audit.md). Measured: exactly these."""
    for name, seats, cap in (("holdem-hu", 2, 200), ("holdem-6max", 6, 1000)):
        variant = get_variant(name)
        start = variant.starting_stack(seats)
        hand = variant.new_hand(list(DECK), [start] * seats, 0, 0)
        blinds = [e["amount"] for e in hand.start_events() if e["type"] == "blind"]
        assert (blinds, hand.swing_cap(), cap) == ([1, 2], (seats - 1) * start, (seats - 1) * 200)
    assert len(compiled_variant("kuhn").infoset_keys) == 12


def _results(nets_by_hand: list[list[int] | None], cap: int) -> dict:
    """Synthetic ladder records: one handEnd per list, one handVoid per None."""
    records: list[dict] = [
        {
            "type": "episode",
            "variant": "euchre",
            "seed": 1,
            "seats": [{"alias": f"s{i}", "agent": f"a{i}"} for i in range(4)],
        }
    ]
    for h, nets in enumerate(nets_by_hand):
        if nets is None:
            records.append({"type": "handVoid", "hand": h, "reason": "deadline"})
        else:
            records.append({"type": "handEnd", "hand": h, "nets": nets, "cap": cap, "raw": {}})
    records.append({"type": "end", "reason": "deadline" if nets_by_hand and nets_by_hand[-1] is None else "complete"})
    return compute_results(records)


def test_a_voided_hand_adds_no_norm_and_a_tie_at_the_top_wins_twice():
    """scoring.md: NORM sums the caps of SCORED hands only; win marks every tied slot. Hand-built: nets
    (4, -4, 4, -4) then a voided hand: NORM 4 (not 8), scores 0.5 + 4/8 = 1 and 0, summing to 2.0,
    win [T, F, T, F]. Measured: norm 4, scores [1, 0, 1, 0], hands 2, scoredHands 1."""
    res = _results([[4, -4, 4, -4], None], 4)
    assert res["norm"] == 4 and res["scores"] == [1, 0, 1, 0] and sum(res["scores"]) == 2
    assert res["win"] == [True, False, True, False]
    assert (res["hands"], res["scoredHands"], res["voidHands"]) == (2, 1, [1])


def test_no_scored_hand_scores_one_half_and_moves_no_rating():
    """scoring.md: an episode without a scored hand gives each seat one half (a tie, so each one wins);
    the league compares no one in such an episode. Measured: scores 1/2 x 4, ratings all 1500."""
    res = _results([None], 4)
    assert res["scores"] == [Fraction(1, 2)] * 4 and res["win"] == [True] * 4 and res["scoredHands"] == 0
    ratings = elo_ratings([outcome_from_results(res, 0, "e0")])
    assert set(ratings.values()) == {Fraction(1500)}
