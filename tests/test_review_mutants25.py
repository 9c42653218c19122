"""Mutation review of the budget rule (checked between duplicate pairs), ``budget_limit``,
``longest_hand`` and the old-rule note of the replay verifier: each test here fails on a small
change to that code which the earlier tests let through."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from cosino.arena.episode import Episode, EpisodeConfig, budget_limit
from cosino.arena.replay import OLD_BUDGET_RULE, verify
from cosino.arena.scoring import compute_results
from cosino.games.poker.holdem import HoldemVariant
from cosino.games.registry import get_variant, variant_names
from cosino.games.tricks.ohhell import OhHellVariant
from cosino.seats.house import decision_rng, make_seat


def _seats(variant: str) -> int:
    return get_variant(variant).max_seats


# kills: may_end_at_next_decision flagging only the budget's last decision (decisions + 1 == budget),
# though a pair or chip-race hand played on past the budget may end the episode at any later one
@pytest.mark.parametrize("variant", variant_names())
def test_every_decision_that_ends_an_episode_was_flagged_as_one_that_may(variant):
    n, past = _seats(variant), 0
    for seed in range(3):
        for budget in (1, 2, 5, 9):
            episode = Episode(EpisodeConfig(variant, ("random",) * n, hands=10**4, seed=seed, budget=budget))
            while (pending := episode.pending()) is not None:
                slot, observation = pending
                flagged = episode.may_end_at_next_decision()
                seat = make_seat("random", variant, decision_rng(seed, slot, episode.decisions))
                episode.decide(seat.act(observation))
                assert flagged or not episode.finished, (seed, budget, episode.decisions, episode.reason)
            past += episode.reason == "budget" and episode.decisions > budget
    assert past  # some episode played on past its budget


# kills: the budget checked before the chip race's own end, so a race decided by the hand that
# spends the budget would end "budget" instead of "complete"
def test_a_chip_race_decided_past_its_budget_ends_complete():
    decided = 0
    for seed in range(20):
        episode = Episode(EpisodeConfig("headsup", ("a", "b"), hands=50, seed=seed, budget=1))
        while (pending := episode.pending()) is not None:
            options = {option["action"]: option for option in pending[1]["legal"]}
            if "raise" in options:
                episode.decide({"action": "raise", "amount": options["raise"]["max"]})
            else:
                episode.decide({"action": "call" if "call" in options else "check"})
        if episode.hand_index == 0 and 0 in episode.stacks:  # the all-in of the first hand decided the race
            decided += 1
            assert episode.reason == "complete" and compute_results(episode.records)["reason"] == "complete"
    assert decided >= 3


# kills: budget_limit sizing the pair in play at the fewest seats the variant allows, not the most
def test_budget_limit_leaves_room_for_the_longest_pair_at_every_seat_count():
    for chip_race in (False, True):
        game = HoldemVariant("ring", 2, 9, chip_race=chip_race)
        pair = 1 if chip_race else 2
        for seats in range(game.min_seats, game.max_seats + 1):
            assert budget_limit(game) - 1 + pair * game.longest_hand(seats) < game.game_type.max_decisions, seats


def _longest_in_tree(episode: Episode) -> int:
    """The most decisions the hand in play can still take: every legal option, searched."""
    hand = episode.hand_index
    pending = episode.pending()
    if pending is None or episode.hand_index != hand:
        return 0
    longest = 0
    for option in pending[1]["legal"]:
        child = copy.deepcopy(episode)
        child.decide({"action": option["action"]} | ({"amount": option["min"]} if "min" in option else {}))
        longest = max(longest, 1 + (_longest_in_tree(child) if child.hand_index == hand else 0))
    return longest


# kills: a game's longest_hand short of the longest hand its rules allow (leduc's 8 as 7, euchre's
# 29 as 28); the small poker trees are searched whole; a trick hand of fallbacks is as long as any
@pytest.mark.parametrize(
    "variant", [v for v in variant_names() if get_variant(v).family == "tricks" or get_variant(v).game_type.exact_tree]
)
def test_the_longest_hand_is_reached(variant):
    game = get_variant(variant)
    n = game.max_seats
    if game.family == "poker":
        reached = _longest_in_tree(Episode(EpisodeConfig(variant, ("x",) * n, hands=2, seed=1)))
    else:
        hands = 2 * max(len(getattr(game, "schedule", ())), 4)  # one cycle of sizes or passing directions
        episode = Episode(EpisodeConfig(variant, ("x",) * n, hands=hands, seed=1, budget=10**6))
        taken: dict[int, int] = {}
        while episode.pending() is not None:
            taken[episode.hand_index] = taken.get(episode.hand_index, 0) + 1
            episode.decide({})  # no answer: the fallback passes the bid and keeps the partner
        reached = max(taken.values())
    assert reached == game.longest_hand(n)


# kills: longest_hand reading only the first hands of a schedule (oh-hell's sizes need not fall)
@pytest.mark.parametrize("game", [get_variant(v) for v in variant_names()] + [OhHellVariant((1, 7, 13))])
def test_longest_hand_covers_every_hand_s_own_bound(game):
    bounds = [game.most_decisions(i) for i in range(200)]
    if None not in bounds:
        assert max(bounds) <= game.longest_hand(game.max_seats)


OLD_REPLAY = Path(__file__).parent / "data" / "kuhn-budget-void-old-rule.replay.jsonl"


# kills: the old-rule note given for a found record other than the old rule's own mark, a
# handVoid with reason budget (an edited replay is not an old one)
@pytest.mark.parametrize(
    "found, noted",
    [
        ({"hand": 1, "reason": "budget", "type": "handVoid"}, True),
        ({"hand": 1, "reason": "fold", "type": "handVoid"}, False),
        ({"reason": "budget", "type": "end"}, False),
        ({"hand": 1, "type": "handVoid"}, False),
    ],
)
def test_the_old_rule_note_names_only_a_budget_void(found, noted):
    lines = OLD_REPLAY.read_bytes().splitlines()
    assert json.loads(lines[12]) == {"hand": 1, "reason": "budget", "type": "handVoid"}
    lines[12] = json.dumps(found, separators=(",", ":"), sort_keys=True).encode()
    verdict = verify(b"\n".join(lines[:13]) + b"\n", name="r.jsonl")
    assert not verdict.ok and verdict.kind == "mismatch"
    assert verdict.message.startswith(f"r.jsonl: line 13: expected a decision, found a '{found['type']}' record")
    assert verdict.message.endswith(OLD_BUDGET_RULE) == noted
