"""The six-max collusion audit: fold pricing, attribution, settlement, thresholds, flags, bad input."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import ALIASES, Episode, EpisodeConfig
from cosino.arena.scoring import compute_results, ladder_scores
from cosino.diagnostics import collusion
from cosino.diagnostics.collusion import AuditError, audit_events, collusion_audit
from cosino.games.poker.equity import UNIT
from cosino.games.poker.evaluator import evaluate_indices
from cosino.games.poker.holdem import HoldemVariant
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK, card_index
from cosino.primitives.rng import Rng, derive

SIX = HoldemVariant("holdem-6max", 6, 6)


# -- hand-built replays ---------------------------------------------------------------------------


def header(seed: int = 5, hands: int = 1, variant: str = "holdem-6max", seats: int = 6) -> dict:
    return {
        "type": "episode",
        "format": 1,
        "variant": variant,
        "seed": seed,
        "hands": hands,
        "budget": 220,
        "seats": [{"slot": i, "alias": ALIASES[i], "agent": "scripted"} for i in range(seats)],
        "config": {"bigBlind": 2, "chipRace": False, "duplicate": True, "startingStack": 200},
    }


def deck_for(holes: dict[int, str], board: str) -> list[str]:
    """A deck that deals ``holes`` (by position, button 0) and then ``board``; the rest fill in."""
    order = [1, 2, 3, 4, 5, 0]
    named = {p: [h[:2], h[2:]] for p, h in holes.items()}
    used = {c for cards in named.values() for c in cards} | {board[i : i + 2] for i in range(0, len(board), 2)}
    spare = [c for c in DECK if c not in used]
    for p in order:
        if p not in named:
            named[p] = [spare.pop(), spare.pop()]
    board_cards = [board[i : i + 2] for i in range(0, len(board), 2)]
    return [named[p][0] for p in order] + [named[p][1] for p in order] + board_cards + spare


def hand_records(h: int, deck: list[str], actions: list[tuple], slots: list[int] | None = None) -> list[dict]:
    """The records an episode writes for one hand: hand, deal/blinds, decorated actions, handEnd."""
    slots = slots or list(range(6))
    hand = SIX.new_hand(deck, [200] * 6, 0, h)

    def deco(e: dict) -> dict:
        r = dict(e, hand=h)
        if "pos" in r:
            r["slot"] = slots[r["pos"]]
        return r

    out = [{"type": "hand", "hand": h, "button": 0, "slots": slots, "stacks": [200] * 6}]
    out += [deco(e) for e in hand.start_events()]
    for act in actions:
        out += [deco(e) for e in hand.apply(Action(*act))]
    assert hand.is_over()
    nets = [0] * 6
    for p, v in enumerate(hand.nets()):
        nets[slots[p]] = v
    out.append({"type": "handEnd", "hand": h, "nets": nets, "cap": hand.swing_cap(), "raw": {}})
    return out


def replay(*hands: list[dict], seed: int = 5) -> list[dict]:
    return [header(seed, len(hands))] + [r for h in hands for r in h] + [{"type": "end", "reason": "complete"}]


PREFLOP_FOLDS = [("fold",), ("fold",), ("fold",), ("fold",)]  # positions 4, 5, 0, 1 (after pos 3 raises)


def river_dump(h: int, slots: list[int] | None = None, raise_to: int = 6) -> list[dict]:
    """Position 3 opens to ``raise_to``, the big blind (2) calls, both check to the river, position 2
    bets 20 and position 3 folds four aces."""
    deck = deck_for({3: "AsAh", 2: "3c4d"}, "AdAcKh7d2s")
    actions = [
        ("raise", raise_to),
        *PREFLOP_FOLDS,
        ("call",),
        ("check",),
        ("check",),
        ("check",),
        ("check",),
        ("bet", 20),
        ("fold",),
    ]
    return hand_records(h, deck, actions, slots)


# -- fold pricing and attribution -----------------------------------------------------------------


def test_river_fold_is_priced_exactly_and_shared_pro_rata():
    audit = collusion_audit(replay(river_dump(0)))
    # Pot at the fold: small blind 1 + 6 + 6 + the bet of 20; four aces win the board outright.
    pot, to_call = 33, 20
    loss = Fraction(pot) - to_call
    # The other contributors at that moment: slot 1 (the folded small blind, 1 chip) and slot 2 (26).
    assert audit["surrender"][3][2] == loss * 26 / 27
    assert audit["surrender"][3][1] == loss * 1 / 27
    assert sum(audit["surrender"][3]) == loss
    for a in range(6):
        if a != 3:
            assert all(v == 0 for v in audit["surrender"][a])
    # The four preflop folds were sampled (and cost nothing, so each draw stopped once the fold
    # could no longer lose value); the river fold was priced exactly, with no sample.
    assert 0 < audit["power"]["equitySamples"] < 4 * collusion.RUNOUTS
    assert audit["power"]["hands"] == 1


def test_correct_fold_books_zero():
    # Position 3 folds 3c4d (drawing dead to four aces on the river): it gave up nothing.
    deck = deck_for({2: "AsAh", 3: "3c4d"}, "AdAcKh7d2s")
    actions = [
        ("raise", 6),
        *PREFLOP_FOLDS,
        ("call",),
        ("check",),
        ("check",),
        ("check",),
        ("check",),
        ("bet", 20),
        ("fold",),
    ]
    audit = collusion_audit(replay(hand_records(0, deck, actions)))
    assert all(v == 0 for row in audit["surrender"] for v in row)


def reference_units(seed: int, h: int, ordinal: int, hero, others, board, dead, runouts: int) -> int:
    """A slow, plain restatement of the fold sampler: partial Fisher-Yates digits of one draw."""
    unseen = [c for c in range(52) if c not in dead]
    missing = 5 - len(board)
    radices = [len(unseen) - i for i in range(missing)]
    orderings = 1
    for r in radices:
        orderings *= r
    rng = Rng(derive(seed, h, ordinal))
    units = 0
    for _ in range(runouts):
        draw = rng.randbelow(orderings)
        for i, radix in enumerate(radices):
            j = i + draw % radix
            draw //= radix
            unseen[i], unseen[j] = unseen[j], unseen[i]
        full = list(board) + unseen[:missing]
        values = [evaluate_indices([*hand, *full]) for hand in (hero, *others)]
        best = max(values)
        if values[0] == best:
            units += UNIT // values.count(best)
    return units


def test_preflop_fold_uses_2000_runouts_from_the_derived_seed():
    # Position 3 opens to 4, four seats fold, and the big blind folds kings for 2 more chips.
    deck = deck_for({3: "2c7d", 2: "KsKh"}, "9c8c3s5h6d")
    actions = [("raise", 4), ("fold",), ("fold",), ("fold",), ("fold",), ("fold",)]
    seed = 77
    audit = collusion_audit(replay(hand_records(0, deck, actions), seed=seed))
    # The kings' fold draws all 2000 runouts; the four cheap folds stop once they cannot lose value.
    assert collusion.RUNOUTS <= audit["power"]["equitySamples"] < 5 * collusion.RUNOUTS
    hand = SIX.new_hand(deck, [200] * 6, 0, 0)
    dead = {c for p in range(6) for c in hand.hole[p]}
    # The big blind's fold is the fifth of the hand: ordinal 4; only position 3 is still live.
    units = reference_units(seed, 0, 4, hand.hole[2], [hand.hole[3]], [], dead, collusion.RUNOUTS)
    eq = Fraction(units, UNIT * collusion.RUNOUTS)
    assert Fraction(4, 5) < eq < Fraction(19, 20)  # kings against seven-deuce
    pot, to_call = 1 + 2 + 4, 2
    loss = eq * pot - to_call
    assert sum(audit["surrender"][2]) == loss
    assert audit["surrender"][2][3] == loss * 4 / 5  # position 3 put in 4 of the 5 other chips
    # Another seed draws other runouts, so another price.
    other = collusion_audit(replay(hand_records(0, deck, actions), seed=seed + 1))
    assert sum(other["surrender"][2]) != loss


def test_fast_sampler_matches_plain_restatement_and_gives_up_only_below_the_mark():
    from cosino.games.poker.equity import sampled_units

    c = card_index
    hero, villain, third = (c("Ah"), c("Kh")), (c("Qs"), c("Qd")), (c("7c"), c("2d"))
    board = [c("Qh"), c("Jh"), c("3c")]
    dead = {*hero, *villain, *third, *board}
    for ordinal in range(3):
        full = sampled_units(Rng(derive(9, 4, ordinal)), hero, [villain, third], board, dead, 500)
        assert full == reference_units(9, 4, ordinal, hero, [villain, third], board, dead, 500)
        for mark in (0, full - 1, full, full + 1, 500 * UNIT):
            got = sampled_units(Rng(derive(9, 4, ordinal)), hero, [villain, third], board, dead, 500, give_up_at=mark)
            # None only when the total provably stays at or below the mark; otherwise the exact total.
            assert (full <= mark) if got is None else (got == full)
            if mark < 400 * UNIT and full > mark:
                assert got == full
        assert (
            sampled_units(Rng(derive(9, 4, ordinal)), hero, [villain, third], board, dead, 500, give_up_at=500 * UNIT)
            is None
        )


# -- settlement -----------------------------------------------------------------------------------


def all_in_hand(h: int, deck: list[str], slots=None) -> list[dict]:
    actions = [("raise", 200), ("call",), ("call",), ("call",), ("call",), ("call",)]
    return hand_records(h, deck, actions, slots)


def test_hand_played_to_completion_books_zero_even_with_a_split():
    # Everybody all-in preflop; positions 3 and 4 split the pot with the same straight.
    deck = deck_for({3: "Ah2c", 4: "Ad2d", 0: "3c3d", 1: "5c6c", 2: "7c8d", 5: "9d9h"}, "KcQdJhTs4s")
    audit = collusion_audit(replay(all_in_hand(0, deck)))
    assert all(v == 0 for row in audit["surrender"] for v in row)
    assert audit["contested"] == [[0 if a == b else 1 for b in range(6)] for a in range(6)]
    # 1200 chips, 200 from each; 3 and 4 take 600 each: 100 of each loser's 200 flows to each winner.
    assert audit["flow"][0][3] == 100 and audit["flow"][4][3] == 100
    assert audit["netFlow"][3][4] == 0 and audit["netFlow"][0][3] == 100 and audit["netFlow"][3][0] == -100


class NoFoldSeat:
    """Checks, calls, bets or raises at random (never folds): every hand is played to the end."""

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def act(self, obs: dict) -> dict:
        options = [o for o in obs["legal"] if o["action"] != "fold"]
        o = options[self.rng.randbelow(len(options))]
        if "min" in o:
            return {"action": o["action"], "amount": self.rng.randint(o["min"], min(o["max"], o["min"] + 30))}
        return {"action": o["action"]}


def run_episode(variant: str, seed: int, hands: int, seat_for) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, tuple(f"s{i}" for i in range(6)), hands, seed, budget=400))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(seat_for(slot, ep.decisions).act(obs))
    return [r for r in ep.records if r["type"] != "audit"]


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["holdem-6max", "sixmax"]))
def test_no_folds_means_no_surrender_and_flows_add_up_to_the_nets(seed, variant):
    records = run_episode(variant, seed, 3, lambda slot, d: NoFoldSeat(Rng(derive(seed, "nofold", slot, d))))
    audit = collusion_audit(records)
    assert all(v == 0 for row in audit["surrender"] for v in row)
    assert audit["power"]["equitySamples"] == 0
    results = compute_results(records)
    for a in range(6):
        # What a slot won, net, is what flowed in from every other slot minus what flowed out.
        assert sum(audit["netFlow"][b][a] for b in range(6)) == results["net"][a]
        assert all(audit["netFlow"][a][b] == -audit["netFlow"][b][a] for b in range(6))


# -- thresholds and flags -------------------------------------------------------------------------


def summary_for(surrender: dict[tuple[int, int], Fraction], contested: dict[tuple[int, int], int], n: int = 3) -> dict:
    tally = collusion._Tally(n)
    for (a, b), v in surrender.items():
        tally.surrender[a][b] = Fraction(v)
    for (a, b), v in contested.items():
        tally.contested[a][b] = tally.contested[b][a] = v
    return collusion._summary(tally, 2)


def test_rate_field_bias_follow_their_definitions():
    s = summary_for({(0, 1): 20, (0, 2): 4}, {(0, 1): 4, (0, 2): 8})
    assert s["rate"][0][1] == 5 and s["rate"][0][2] == Fraction(1, 2)
    assert s["field"][0] == Fraction(24, 12)
    assert s["bias"][0][1] == 3 and s["bias"][0][2] == Fraction(-3, 2)
    assert s["rate"][1][0] == 0 and s["field"][1] == 0 and s["rate"][0][0] is None
    assert s["rate"][1][2] == 0  # max(contested, 1) keeps an unmet pair finite


@pytest.mark.parametrize(
    "contested, bias, expect",
    [
        (4, Fraction(4) + Fraction(1, 10**6), ["dump"]),
        (4, Fraction(4), []),  # the bar is strict
        (3, Fraction(40), []),  # too few contested hands
    ],
)
def test_dump_threshold_is_two_big_blinds_over_four_contested_hands(contested, bias, expect):
    # Slot 0 surrenders only to slot 1; slot 2 pads slot 0's field with contested hands and no loss.
    pad = 10**6
    total = bias * (contested + pad) / pad * contested  # rate - field = bias for rate = total / contested
    s = summary_for({(0, 1): total}, {(0, 1): contested, (0, 2): pad})
    assert s["bias"][0][1] == bias
    assert [f["flag"] for f in s["flags"]] == expect
    if expect:
        assert s["flags"][0]["slots"] == [0, 1]


def test_soft_play_needs_both_directions_above_three_quarters_of_a_big_blind():
    def both(x, y):
        return summary_for({(0, 1): 4 * x, (1, 0): 4 * y}, {(0, 1): 4, (0, 2): 10**9, (1, 2): 10**9})

    def flags(s):
        return [(f["flag"], f["slots"]) for f in s["flags"]]

    assert flags(both(Fraction(16, 10), Fraction(16, 10))) == [("soft-play", [0, 1])]
    assert flags(both(Fraction(16, 10), Fraction(14, 10))) == []  # one direction only: not mutual
    assert flags(both(Fraction(15, 10), Fraction(3))) == []  # 1.5 chips = 0.75 bb is not above the bar
    # A mutual leak big enough also clears the one-way bar both ways: all three flags.
    assert flags(both(Fraction(5), Fraction(5))) == [("soft-play", [0, 1]), ("dump", [0, 1]), ("dump", [1, 0])]


def test_power_block():
    s = summary_for({}, {(0, 1): 4, (0, 2): 8, (1, 2): 1})
    assert s["power"] == {"hands": 0, "contestedMin": 1, "contestedMedian": 4, "equitySamples": 0}
    s4 = summary_for({}, {(0, 1): 4, (0, 2): 8, (1, 2): 1, (0, 3): 2}, n=4)
    assert s4["power"]["contestedMedian"] == Fraction(3, 2)  # pairs 0, 0, 1, 2, 4, 8 -> (1 + 2) / 2
    assert s4["power"]["contestedMin"] == 0


def test_hand_built_dumping_is_flagged_one_way():
    hands = [river_dump(h, raise_to=50) for h in range(5)]
    audit = collusion_audit(replay(*hands))
    assert audit["contested"][3][2] == 5
    assert [(f["flag"], f["slots"]) for f in audit["flags"]] == [("dump", [3, 2])]
    assert audit["bias"][3][2] > 4 and audit["bias"][2][3] <= 0
    assert audit_events(audit) == [
        {
            "type": "audit",
            "slots": [2, 3],
            "flags": ["dump-3-to-2"],
            "contested": 5,
            "bias": [str(audit["bias"][2][3]), str(audit["bias"][3][2])],
        }
    ]


def test_hand_built_mutual_folding_carries_all_three_flags():
    swapped = [0, 1, 3, 2, 4, 5]  # slot 2 sits at position 3 (the folder), slot 3 at position 2
    hands = [river_dump(h, None if h % 2 == 0 else swapped, raise_to=50) for h in range(6)]
    audit = collusion_audit(replay(*hands))
    assert [(f["flag"], f["slots"]) for f in audit["flags"]] == [
        ("soft-play", [2, 3]),
        ("dump", [2, 3]),
        ("dump", [3, 2]),
    ]
    events = audit_events(audit)
    assert len(events) == 1 and events[0]["flags"] == ["soft-play", "dump-2-to-3", "dump-3-to-2"]


def test_flags_never_touch_scores():
    records = replay(*[river_dump(h, raise_to=50) for h in range(5)])
    results = compute_results(records)
    assert results["audit"]["flags"]
    assert results["scores"] == ladder_scores(results["net"], results["norm"])


# -- audit events at the tail of a real episode ---------------------------------------------------


def test_planted_dumper_episode_ends_with_its_audit_event():
    from cosino.arena.replay import verify
    from cosino.primitives.canonical import jsonl_bytes
    from cosino.seats.house import decision_rng, make_seat
    from cosino.seats.planted import make_colluder

    agents = ("dumper:Gizmo", "receiver:Sprocket", "house", "house", "house", "house")
    seed = 300000
    ep = Episode(EpisodeConfig("holdem-6max", agents, 8, seed, budget=600))
    while (p := ep.pending()) is not None:
        slot, obs = p
        rng = decision_rng(seed, slot, ep.decisions)
        name = agents[slot]
        ep.decide(
            (make_colluder(name, "holdem-6max", rng) if ":" in name else make_seat(name, "holdem-6max", rng)).act(obs)
        )
    kinds = [r["type"] for r in ep.records]
    end = kinds.index("end")
    tail = ep.records[end + 1 :]
    assert tail and all(r["type"] == "audit" for r in tail)
    assert {"type": "audit", "slots": [0, 1]}.items() <= tail[0].items()
    assert "dump-0-to-1" in tail[0]["flags"]
    # The audit records are part of the replay: verification regenerates them byte for byte.
    assert verify(jsonl_bytes(ep.records)).ok


# -- bad input ------------------------------------------------------------------------------------


def test_fewer_than_three_seats_gets_no_audit():
    records = [header(seats=2, variant="holdem-hu")]
    assert collusion_audit(records) is None
    ep = Episode(EpisodeConfig("holdem-hu", ("scripted", "scripted"), 2, 3))
    while ep.pending() is not None:
        ep.decide({"action": "fold"})
    assert compute_results(ep.records)["audit"] is None


def test_card_dealt_twice_is_refused_naming_the_line():
    records = replay(river_dump(0))
    deals = [i for i, r in enumerate(records) if r["type"] == "deal"]
    records[deals[1]] = dict(records[deals[1]], cards=list(records[deals[0]]["cards"]))
    with pytest.raises(
        AuditError, match=rf"^collusion audit: line {deals[1] + 1}: field 'cards': card \w\w dealt twice"
    ):
        collusion_audit(records)


def test_action_out_of_turn_is_refused_naming_the_line():
    records = replay(river_dump(0))
    first = next(i for i, r in enumerate(records) if r["type"] == "action")
    records[first] = dict(records[first], pos=4, slot=4)
    with pytest.raises(AuditError, match=rf"^collusion audit: line {first + 1}: action out of turn"):
        collusion_audit(records)


@pytest.mark.parametrize("kind, field", [("pot", "amount"), ("handEnd", "nets"), ("blind", "amount")])
def test_chips_that_do_not_add_up_are_refused_naming_the_line(kind, field):
    records = replay(river_dump(0))
    i = next(i for i, r in enumerate(records) if r["type"] == kind)
    value = records[i][field]
    records[i] = dict(records[i], **{field: [v + 1 for v in value] if isinstance(value, list) else value + 1})
    with pytest.raises(AuditError, match=rf"^collusion audit: line {i + 1}: field '{field}'.*do not add up"):
        collusion_audit(records)


def test_every_error_is_one_line():
    records = replay(river_dump(0))
    records.insert(3, {"type": "board", "hand": 0, "street": 1, "cards": ["2h", "2d", "5s"]})
    with pytest.raises(AuditError) as info:
        collusion_audit(records)
    assert "\n" not in str(info.value) and "line" in str(info.value)
