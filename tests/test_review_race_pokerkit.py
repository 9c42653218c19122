"""Peer check of the chip-race tables: every hand of whole episodes replayed through PokerKit.

Episodes of ``headsup`` and ``sixmax`` (and the same tables with shallow starting stacks, so that
busts, blinds posted short and all-ins for less than a blind happen every few hands) are played by
house, random, shoving and hostile seats. Each hand is then rebuilt in PokerKit from its replay
records alone: the funded seats clockwise from the one after the button, the button last (as in
PHH; PokerKit cannot seat a 0-chip player), the same hole cards, board and actions. Every decision
must fall on the same seat with the same amount to call, and each hand's nets must agree chip for
chip (a split pot's odd chips moved under PokerKit's rule, as in test_holdem_pokerkit.py). Across
hands the carried stacks, busts and the final chip share are checked against the records too.

Run ``python tests/test_review_race_pokerkit.py 400`` for a larger count than the test's.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from typing import Any

import pytest
from support.pokerkit_peer import deal_chance, replay_automations

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.formats.phh import export_episode
from cosino.games.poker.holdem import HoldemVariant
from cosino.games.registry import REGISTRY
from cosino.primitives.rng import Rng, derive
from cosino.seats.house import decision_rng, make_seat

pokerkit = pytest.importorskip("pokerkit")

AUTOMATIONS = replay_automations(pokerkit)


def _shallow(name: str, seats: int, stack: int):
    def factory():
        return HoldemVariant(name, seats, seats, small_blind=1, big_blind=2, starting_stack=stack, chip_race=True)

    return factory


class _Shover:
    """Calls or goes all-in most of the time: busts, side pots and short all-ins come quickly."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        legal = {o["action"]: o for o in obs["legal"]}
        roll = self.rng.randbelow(10)
        for kind in ("raise", "bet"):
            if kind in legal and roll < 4:
                o = legal[kind]
                return {"action": kind, "amount": (o["max"], o["min"])[self.rng.randbelow(2)]}
        if "call" in legal and roll < 8:
            return {"action": "call"}
        if "check" in legal:
            return {"action": "check"}
        return {"action": "fold"}


class _Hostile:
    """Answers with amounts beyond its stack or below the minimum, or a call when it may only check."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        me = obs["position"]
        stack = obs["stacks"][me] + obs["committed"][me]
        roll = self.rng.randbelow(5)
        if roll == 0:
            return {"action": "raise", "amount": stack + 1 + self.rng.randbelow(500)}
        if roll == 1:
            return {"action": "bet", "amount": 1}
        if roll == 2:
            return {"action": "raise", "amount": max(0, stack - 1)}
        if roll == 3:
            return {"action": "call"}
        return {"action": "raise", "amount": 10**30}


def _seat(kind: str, variant: str, rng: Rng):
    if kind == "shove":
        return _Shover(rng)
    if kind == "hostile":
        return _Hostile(rng)
    return make_seat(kind, variant, rng)


def play(variant: str, kinds: list[str], hands: int, seed: int, budget: int = 100_000) -> Episode:
    ep = Episode(EpisodeConfig(variant, tuple(kinds), hands, seed, budget))
    while (p := ep.pending()) is not None:
        slot, obs = p
        assert obs["stacks"][obs["position"]] > 0, "a seat with no chips behind was asked to act"
        seat = _seat(kinds[slot], variant, decision_rng(seed, slot, ep.decisions))
        ep.decide(seat.act(obs))
    return ep


def _hands(records: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    out: list[list[dict[str, Any]]] = []
    for r in records:
        if r["type"] == "hand":
            out.append([r])
        elif out and r.get("hand") == out[-1][0]["hand"] and r["type"] not in ("audit",):
            out[-1].append(r)
    return out


def pokerkit_nets(hand: list[dict[str, Any]]) -> tuple[list[int], int, int, list[int]]:
    """Our nets by slot for one recorded hand as PokerKit makes them; the decisions compared; PokerKit's
    idle checks; PokerKit's finishing stacks (funded seats, the button last)."""
    head = hand[0]
    stacks, button, slots = head["stacks"], head["button"], head["slots"]
    n = len(stacks)
    order = [(button + 1 + i) % n for i in range(n)]
    order = [p for p in order if stacks[p] > 0]  # the button comes last
    state = pokerkit.NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, tuple(stacks[p] for p in order), len(order)
    )
    deals = {r["pos"]: r["cards"] for r in hand if r["type"] == "deal"}
    assert sorted(deals) == sorted(order), "dealt seats are not the funded ones"
    board = [c for r in hand if r["type"] == "board" for c in r["cards"]]
    blinds = {r["pos"]: r["amount"] for r in hand if r["type"] == "blind"}
    # PokerKit posts the blinds itself: the same seats must have put in the same chips.
    assert {order[i]: b for i, b in enumerate(state.bets) if b} == {p: a for p, a in blinds.items() if a}
    actions = [r for r in hand if r["type"] == "action"]
    compared = skipped = 0
    dealt_board = 0
    while state.status:
        dealt = deal_chance(state, lambda i: deals[order[i]], board, dealt_board)
        if dealt is not None:
            dealt_board = dealt
        elif state.actor_index is not None:
            i = state.actor_index
            a = actions[compared] if compared < len(actions) else None
            others_all_in = all(not state.stacks[j] for j in range(len(order)) if j != i and state.statuses[j])
            if (a is None or a["pos"] != order[i]) and not state.checking_or_calling_amount and others_all_in:
                # Nobody left could answer a raise: we do not ask, PokerKit asks; only a check changes nothing.
                state.check_or_call()
                skipped += 1
                continue
            assert a is not None, f"hand {head['hand']}: PokerKit asks {order[i]} to act"
            assert order[state.actor_index] == a["pos"], f"hand {head['hand']}: a different seat on decision"
            kind = a["action"]
            if kind == "fold":
                state.fold()
            elif kind in ("check", "call"):
                if kind == "call":
                    assert state.checking_or_calling_amount == a["amount"], f"hand {head['hand']}: call amount"
                else:
                    assert state.checking_or_calling_amount == 0
                state.check_or_call()
            else:
                assert state.can_complete_bet_or_raise_to(a["amount"]), f"hand {head['hand']}: {a}"
                state.complete_bet_or_raise_to(a["amount"])
            compared += 1
        else:
            raise AssertionError(f"hand {head['hand']}: PokerKit is stuck")
    assert compared == len(actions), f"hand {head['hand']}: PokerKit ended with actions left"
    assert dealt_board == len(board), f"hand {head['hand']}: PokerKit dealt a different board"
    nets = [0] * n
    for i, p in enumerate(order):
        nets[slots[p]] = state.stacks[i] - stacks[p]
    # PokerKit gives a split pot's whole remainder to the first winner; ours spreads it one chip at a time.
    for pot in (r for r in hand if r["type"] == "pot"):
        winners, shares = pot["winners"], pot["shares"]
        base, odd = divmod(pot["amount"], len(winners))
        for w, s in zip(winners, shares):
            nets[slots[w]] -= (base + (odd if w == winners[0] else 0)) - s
    return nets, compared, skipped, list(state.stacks)


def check_episode(ep: Episode) -> tuple[int, int, int]:
    """Every hand against PokerKit and the table's chip accounting; (hands, decisions, idle checks)."""
    records = ep.records
    header = records[0]
    n = len(header["seats"])
    start = header["config"]["startingStack"]
    stacks = [start] * n  # by slot
    out: set[int] = set()
    hands = decisions = idle = 0
    finish: list[list[int]] = []  # PokerKit's finishing stacks of each scored hand
    prev_button = None
    for hand in _hands(records):
        head = hand[0]
        slots = head["slots"]
        assert [stacks[s] for s in slots] == head["stacks"], f"hand {head['hand']}: stacks did not carry"
        assert stacks.count(0) == len(out) and sum(stacks) == n * start
        assert sum(1 for s in stacks if s) >= 2, f"hand {head['hand']}: dealt with one funded seat"
        # The button walks clockwise to the next funded seat.
        b = head["button"]
        if prev_button is None:
            assert b == 0
        else:
            nxt = (prev_button + 1) % n
            while stacks[slots[nxt]] == 0:
                nxt = (nxt + 1) % n
            assert b == nxt, f"hand {head['hand']}: button {b}, expected {nxt}"
        prev_button = b
        end = [r for r in hand if r["type"] == "handEnd"]
        if not end:
            assert [r["type"] for r in hand if r["type"] == "handVoid"], "a hand with neither end nor void"
            continue
        expected, k, skipped, finishing = pokerkit_nets(hand)
        finish.append(finishing)
        assert end[0]["nets"] == expected, f"hand {head['hand']}: nets {end[0]['nets']} != PokerKit {expected}"
        hands += 1
        decisions += k
        idle += skipped
        for s in range(n):
            stacks[s] += expected[s]
            assert stacks[s] >= 0
        busts = {r["slot"] for r in hand if r["type"] == "bust"}
        assert busts == {s for s in range(n) if stacks[s] == 0 and s not in out}
        out |= busts
    results = compute_results(records)
    assert results["finalStacks"] == stacks
    assert results["scores"] == [Fraction(s, n * start) for s in stacks]
    assert sum(results["scores"]) == 1
    if sum(1 for s in stacks if s) == 1:
        assert results["reason"] == "complete"
    # The PHH export of every hand, read by PokerKit: the table's stakes and the recorded chips.
    text = export_episode(records)
    sections = [s.split("\n", 1)[1] for s in text.split("\n\n")] if text else []
    assert len(sections) == hands
    for body, finishing in zip(sections, finish):
        assert "min_bet = 2" in body
        *_, last = pokerkit.HandHistory.loads(body)
        assert list(last.stacks) == finishing, body
    # The diagnostics on a table that shrinks: exact, zero-sum, one row per scored hand.
    luck = results["luckAdjusted"]
    assert len(luck["perHand"]) == hands
    for row in luck["perHand"] + [luck["correction"], luck["net"], luck["allInEvNet"]]:
        assert all(type(v) is Fraction for v in row) and sum(row) == 0
    audit = results["audit"]
    if n >= 3:
        assert audit["power"]["hands"] == hands
        for name in ("surrender", "flow", "netFlow"):
            assert all(type(v) is Fraction for row in audit[name] for v in row)
        assert all(sum(audit["netFlow"][a]) == -sum(row[a] for row in audit["netFlow"]) for a in range(n))
    else:
        assert audit is None
    return hands, decisions, idle


# (variant, seats, starting stack): the real tables, and the same tables with shallow stacks
# (under the real names, so the luck adjustment and the collusion audit run on them too).
TABLES = (
    ("sixmax", 6, 200),
    ("headsup", 2, 200),
    ("sixmax", 6, 9),
    ("headsup", 2, 5),
    ("sixmax", 6, 41),
)
KINDS = ("house", "random", "shove", "hostile")


SUMMARY = "episodes %d, hands compared %d, decisions compared %d, PokerKit-only checks %d"


def run(count: int, first: int = 0) -> tuple[int, int, int, int]:
    """Play and check ``count`` episodes; (episodes, hands compared, decisions compared, idle checks)."""
    episodes = hands = decisions = idle = 0
    for i in range(first, first + count):
        rng = Rng(derive("review-race-pokerkit", i))
        name, seats, stack = TABLES[i % len(TABLES)]
        kinds = [KINDS[rng.randbelow(len(KINDS))] for _ in range(seats)]
        if "house" in kinds and seats == 6 and stack > 10:
            kinds = ["shove" if k == "house" and rng.randbelow(2) else k for k in kinds]  # house seats are slow
        with pytest.MonkeyPatch.context() as mp:
            mp.setitem(REGISTRY, name, _shallow(name, seats, stack))
            ep = play(name, kinds, 60 + rng.randbelow(200), i)
            h, d, k = check_episode(ep)
        episodes += 1
        hands += h
        decisions += d
        idle += k
    return episodes, hands, decisions, idle


def test_chip_race_hands_agree_with_pokerkit(race_peer_counts):
    episodes, hands, decisions, _ = race_peer_counts  # run(60), played once a run (tests/conftest.py)
    assert hands > 600 and decisions > 3000


if __name__ == "__main__":
    import warnings

    warnings.simplefilter("ignore")  # PokerKit warns about cards it would not deal; the deck is ours
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    counts = run(int(sys.argv[1]), first)
    print(SUMMARY % counts)
