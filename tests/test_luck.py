"""The luck adjustment (issue 17): zero-mean by construction, exact where it can be, deterministic."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics import luck
from cosino.games.poker.holdem import HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino.primitives.cards import DECK, card_index
from cosino.primitives.rng import Rng, derive
from cosino.seats.house import decision_rng, make_seat

HOLES = ["As", "Kd", "7c", "7h"]  # heads-up deal order: pos 1, pos 0, pos 1, pos 0


def deck_with(board: list[str], holes: list[str] = HOLES) -> list[str]:
    rest = [c for c in DECK if c not in holes and c not in board]
    return holes + board + rest


def hand_records(deck: list[str], script: list[tuple[str, int | None]]) -> tuple[list[dict], list[int]]:
    """Play a heads-up hand (button 0) with the scripted actions; records as the episode writes them."""
    hand = HoldemHand(deck, [200, 200], 0)
    rs = [{"type": "hand", "hand": 0, "button": 0, "slots": [0, 1], "stacks": [200, 200]}]
    rs += hand.start_events()
    for kind, amount in script:
        rs += hand.apply(Action(kind, amount))
    assert hand.is_over()
    for r in rs:
        r.setdefault("hand", 0)  # the episode numbers every record of a hand; without it the hand is empty
    rs.append({"type": "handEnd", "hand": 0, "nets": hand.nets(), "cap": 200, "raw": {}})
    return rs, hand.nets()


def episode_records(variant: str, agents: tuple[str, ...], hands: int, seed: int) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, agents, hands, seed, budget=hands * 60))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(agents[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return ep.records


CHECK_DOWN = [("call", None), ("check", None)] + [("check", None), ("check", None)] * 3
TURN_ALL_IN = [("call", None), ("check", None), ("check", None), ("check", None), ("bet", 198), ("call", None)]
RIVER_ALL_IN = TURN_ALL_IN[:4] + [("check", None), ("check", None), ("bet", 198), ("call", None)]
FLOP_ALL_IN = [("call", None), ("check", None), ("bet", 198), ("call", None)]


def test_value_is_the_mean_of_the_next_value_exactly_on_the_flop_and_turn():
    # The property that makes every correction zero-mean: V(state) = E over the next cards of V(next).
    holes = {0: (card_index("As"), card_index("Kd")), 1: (card_index("7c"), card_index("7h"))}
    total = [30, 30]
    for board in (["2c", "9d", "Ts"], ["2c", "9d", "Ts", "Kh"]):
        idx = [card_index(c) for c in board]
        dead = set(idx) | set(holes[0]) | set(holes[1])
        nexts = [c for c in range(52) if c not in dead]
        mean = [
            sum((luck.holdem_value(1, holes, [0, 1], idx + [c], total)[p] for c in nexts), Fraction(0)) for p in (0, 1)
        ]
        here = luck.holdem_value(1, holes, [0, 1], idx, total)
        assert [m / len(nexts) for m in mean] == here
        assert sum(here) == 0


def test_side_pots_are_valued_layer_by_layer():
    holes = {
        0: (card_index("As"), card_index("Ad")),
        1: (card_index("Ks"), card_index("Kd")),
        2: (card_index("4h"), card_index("5h")),
    }
    layers = luck.pot_layers([50, 200, 200, 10], [0, 1, 2])
    assert layers == [(160, [0, 1, 2]), (300, [1, 2])]
    board = [card_index(c) for c in ("2c", "7d", "9h", "Jc", "3s")]
    value = luck.holdem_value(1, holes, [0, 1, 2], board, [50, 200, 200, 10])
    assert value == [110, 100, -200, -10]  # aces win the main pot, kings the side pot


def test_no_chance_event_after_the_first_decision_means_exactly_zero():
    rs, _ = hand_records(deck_with(["2c", "9d", "Ts", "Kh", "3s"]), [("raise", 6), ("fold", None)])
    assert luck.holdem_hand_correction(1, rs, 2) == [0, 0]
    records = episode_records("kuhn", ("house", "random"), 40, 3)
    out = luck.luck_adjusted(records)
    assert out["correction"] == [0, 0] and all(c == [0, 0] for c in out["perHand"])
    assert out["net"] == [sum(r["nets"][s] for r in records if r["type"] == "handEnd") for s in (0, 1)]


def test_river_all_in_needs_no_adjustment_and_turn_all_in_is_settled_at_exact_equity():
    board = ["2c", "9d", "Ts", "Kh", "3s"]
    rs, nets = hand_records(deck_with(board), RIVER_ALL_IN)
    assert luck.holdem_hand_correction(1, rs, 2, allin_only=True) == [0, 0]
    # Turn all-in: the all-in EV net must equal the mean of the engine's own nets over all 44 rivers.
    rs, nets = hand_records(deck_with(board), TURN_ALL_IN)
    corr = luck.holdem_hand_correction(1, rs, 2, allin_only=True)
    rivers = [c for c in DECK if c not in HOLES + board[:4]]
    engine = [hand_records(deck_with(board[:4] + [r]), TURN_ALL_IN)[1] for r in rivers]
    expected = [Fraction(sum(e[p] for e in engine), len(rivers)) for p in (0, 1)]
    assert [nets[p] + corr[p] for p in (0, 1)] == expected
    # Every river gives the same all-in EV net: the runout's luck is gone entirely.
    for r in rivers[:6]:
        rs, nets = hand_records(deck_with(board[:4] + [r]), TURN_ALL_IN)
        corr = luck.holdem_hand_correction(1, rs, 2, allin_only=True)
        assert [nets[p] + corr[p] for p in (0, 1)] == expected


def test_flop_all_in_is_settled_at_exact_equity_over_every_turn_and_river():
    flop = ["2c", "9d", "Ts"]
    rs, nets = hand_records(deck_with(flop + ["Kh", "3s"]), FLOP_ALL_IN)
    corr = luck.holdem_hand_correction(1, rs, 2, allin_only=True)
    unseen = [c for c in DECK if c not in HOLES + flop]
    engine = [hand_records(deck_with(flop + list(tr)), FLOP_ALL_IN)[1][0] for tr in combinations(unseen, 2)]
    assert nets[0] + corr[0] == Fraction(sum(engine), len(engine))


def test_full_adjustment_includes_the_runout_and_every_street():
    rs, nets = hand_records(deck_with(["2c", "9d", "Ts", "Kh", "3s"]), TURN_ALL_IN)
    full = luck.holdem_hand_correction(1, rs, 2)
    runout = luck.holdem_hand_correction(1, rs, 2, allin_only=True)
    assert full != runout and sum(full) == 0 and sum(runout) == 0


def test_mean_correction_over_many_seeded_check_down_hands_is_zero_within_its_error():
    # Check-down hands see every chance event (the preflop Monte Carlo one too); the decks are seeded.
    values = []
    for k in range(160):
        deck = list(DECK)
        Rng(derive(2026, "luck-test", k)).shuffle(deck)
        rs, _ = hand_records(deck, CHECK_DOWN)
        values.append(luck.holdem_hand_correction(7, rs, 2)[0])
    mean = sum(values, Fraction(0)) / len(values)
    var = sum(((v - mean) ** 2 for v in values), Fraction(0)) / (len(values) - 1)
    assert mean**2 <= 16 * var / len(values)  # within four standard errors
    assert var > 0


@pytest.mark.parametrize("variant, agents", [("holdem-hu", ("house", "random")), ("leduc", ("house", "random"))])
def test_mean_correction_over_seeded_episodes_is_zero_within_its_error(variant, agents):
    values = []
    for seed in range(3):
        records = episode_records(variant, agents, 60, seed)
        values += [c[0] for c in luck.luck_adjusted(records)["perHand"]]
    mean = sum(values, Fraction(0)) / len(values)
    var = sum(((v - mean) ** 2 for v in values), Fraction(0)) / (len(values) - 1)
    assert mean**2 <= 16 * var / len(values)


def test_leduc_board_correction_is_exact():
    rs = [
        {"type": "hand", "hand": 0, "slots": [0, 1]},
        {"type": "deal", "pos": 0, "cards": ["Qs"]},
        {"type": "deal", "pos": 1, "cards": ["Ks"]},
        {"type": "action", "pos": 0, "action": "bet"},
        {"type": "action", "pos": 1, "action": "call"},
        {"type": "board", "cards": ["Qh"]},
    ]
    # Pot 6 (3 each). Unseen: Js Jh Qh Kh. Q wins on Qh, loses on Kh and on either jack: E = 1/4*6 - 3.
    assert luck.leduc_hand_correction(rs) == [Fraction(6, 4) - 3 - 3, Fraction(18, 4) - 3 + 3]


def test_results_entry_is_deterministic_and_names_its_value_function():
    records = episode_records("holdem-6max", ("house", "random") * 3, 6, 11)
    first = dump_bytes(luck.luck_adjusted(records))
    assert first == dump_bytes(luck.luck_adjusted([dict(r) for r in records]))
    out = luck.luck_adjusted(records)
    assert out["valueFunction"] == luck.VALUE_FUNCTION
    assert out["valueFunction"]["name"] == "checkdown-equity" and out["valueFunction"]["version"] == 3
    assert out["valueFunction"]["parameters"]["actionTerms"] == ["random"]
    assert out["actionTermSlots"] == [1, 3, 5]  # the random seats, and only they
    assert sum(out["net"]) == 0 and sum(out["correction"]) == 0
    assert luck.luck_adjusted([{"variant": "hearts", "seed": 1, "seats": [{}] * 4}]) is None


def test_pinned_bytes_of_a_scripted_hand():
    # A check-down hand uses the preflop Monte Carlo: its bytes are pinned so any drift shows.
    rs, _ = hand_records(deck_with(["2c", "9d", "Ts", "Kh", "3s"]), CHECK_DOWN)
    header = {"type": "episode", "variant": "holdem-hu", "seed": 5, "seats": [{"agent": "a"}, {"agent": "b"}]}
    out = luck.luck_adjusted([header] + rs)
    assert sha256_hex(dump_bytes(out)) == PINNED


# Re-pinned when the records got their hand numbers: before, the hand was empty and its correction
# was [0, 0]. tests/test_review_mutants_luck.py derives this hand's correction independently.
PINNED = "f5b57e7995bb68a2e8019ca1d26488d5b566aa3c430ffc695a19bcfe8decf6ae"


def test_adjusted_scores_for_a_league_that_ranks_by_them():
    from cosino.arena.scoring import compute_results

    records = episode_records("holdem-hu", ("house", "random"), 8, 4)
    results = compute_results(records)
    assert results["luckAdjusted"] == luck.luck_adjusted(records)  # every Hold'em result carries the block
    assert luck.adjusted_scores({k: v for k, v in results.items() if k != "luckAdjusted"}) is None
    scores = luck.adjusted_scores(results)
    assert sum(scores) == 1 and all(0 <= s <= 1 for s in scores)
    expected = Fraction(1, 2) + results["luckAdjusted"]["net"][0] / (2 * results["norm"])
    assert scores[0] == min(1, max(0, expected))
    race = {"norm": None, "finalStacks": [300, 100], "luckAdjusted": {"net": [50, -50]}}
    assert luck.adjusted_scores(race) == [Fraction(250, 400), Fraction(150, 400)]


def test_catalog_entry_computes_the_results_block():
    # The one registration line the coordinator adds to cosino.diagnostics.catalog.DIAGNOSTICS.
    from cosino.diagnostics.catalog import Diagnostic

    entry = Diagnostic("luck", "cosino.diagnostics.luck", "luck_results")
    records = episode_records("holdem-hu", ("house", "random"), 6, 9)
    body = [r for r in records if r.get("type") != "audit"]
    assert entry.entries("holdem-hu", body, 2) == {"luckAdjusted": luck.luck_adjusted(records)}


def random_decision_records(agents: list[str], script: list[tuple[str, int | None]]) -> list[dict]:
    """A heads-up episode cut after ``script``: slot 0 (button, pos 0) acts first preflop."""
    header = {
        "type": "episode",
        "variant": "holdem-hu",
        "seed": 5,
        "seats": [{"slot": s, "agent": a} for s, a in enumerate(agents)],
        "config": {"duplicate": True},
    }
    hand = HoldemHand(deck_with(["2c", "9d", "Ts", "Kh", "3s"]), [200, 200], 0)
    rs = [{"type": "hand", "hand": 0, "button": 0, "slots": [0, 1], "stacks": [200, 200]}]
    rs += hand.start_events()
    for kind, amount in script:
        rs += [dict(e, hand=0) for e in hand.apply(Action(kind, amount))]
    rs.append({"type": "handEnd", "hand": 0, "nets": [0, 0], "cap": 200, "raw": {}})
    return [header] + [dict(r, hand=0) for r in rs]


@pytest.mark.parametrize("responder", ["house", "fake:json"])
def test_action_term_has_mean_zero_exactly_over_the_random_seats_draw(responder):
    # Every legal first action of the random seat with its exact chance: fold, call and each raise-to amount.
    hand = HoldemHand(deck_with(["2c", "9d", "Ts", "Kh", "3s"]), [200, 200], 0)
    options = hand.options()
    total = Fraction(0)
    for option in options:
        if option.min_amount is None:
            choices = [(option.kind, None, Fraction(1, len(options)))]
        else:
            width = option.max_amount - option.min_amount + 1
            amounts = range(option.min_amount, option.max_amount + 1)
            choices = [(option.kind, x, Fraction(1, len(options) * width)) for x in amounts]
        for kind, amount, chance in choices:
            records = random_decision_records(["random", responder], [(kind, amount)])
            term = luck.hand_corrections(records)[0]
            assert sum(term) == 0
            total += chance * term[0]
    assert total == 0


def test_action_terms_apply_to_the_random_seat_only():
    records = episode_records("holdem-hu", ("house", "random"), 12, 6)
    relabelled = [records[0] | {"seats": [dict(s, agent="fake:json") for s in records[0]["seats"]]}] + records[1:]
    out, plain = luck.luck_adjusted(records), luck.luck_adjusted(relabelled)
    assert out["actionTermSlots"] == [1] and plain["actionTermSlots"] == []
    assert out["perHand"] != plain["perHand"]
    chance_only = luck.hand_corrections(relabelled)
    for h, corr in chance_only.items():  # no known policy: the correction is the chance terms alone
        rs = [r for r in relabelled if r.get("hand") == h]
        slots = next(r["slots"] for r in rs if r["type"] == "hand")
        by_pos = luck.holdem_hand_correction(6, rs, 2)
        assert corr == [by_pos[slots.index(s)] for s in (0, 1)]
    # The adjusted nets still sum to zero and the raw nets are untouched.
    assert sum(out["net"]) == 0 and out["allInEvNet"] == plain["allInEvNet"]


def test_a_random_seats_preflop_fold_gets_an_action_term_and_nothing_else_does():
    # No chance event after the decision, yet the random seat's fold was one draw of three: it gets a term.
    records = random_decision_records(["random", "house"], [("fold", None)])
    term = luck.hand_corrections(records)[0]
    assert term[0] != 0 and sum(term) == 0
    records = random_decision_records(["house", "random"], [("fold", None)])
    assert luck.hand_corrections(records)[0] == [0, 0]


def test_an_edited_replay_is_refused_naming_the_hand():
    from cosino.primitives.errors import CosinoError

    records = random_decision_records(["random", "house"], [("call", None), ("check", None)])
    edited = [dict(r, action="check") if r.get("type") == "action" and r["pos"] == 0 else r for r in records]
    with pytest.raises(CosinoError, match="hand 0: its records do not replay"):
        luck.hand_corrections(edited)
