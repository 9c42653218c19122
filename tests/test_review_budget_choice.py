"""The seat whose answer spends the decision budget must not choose whether its hand counts.

Before: when an answer spent the budget in the middle of a hand, that hand was voided (refunded,
not scored). The seat on the budget's last decision chose: a fold or a final call ended the hand
first and it was scored; any answer that kept the hand going voided it. Six-max Hold'em leagues
of 20 hands end by the budget in most episodes (house seats, seeds 1-3: hands 15, 14 and 16), so a
seat that counts decisions could refund a hand it was losing, here the big blind facing a
river bet with a loser. Now the budget is checked only between hands (between duplicate pairs),
so every hand that starts is played out, and a pair is never cut in two by the budget.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cosino.arena.episode import DECISION_BUDGET, Episode, EpisodeConfig, budget_limit
from cosino.arena.replay import OLD_BUDGET_RULE, verify
from cosino.arena.scoring import compute_results
from cosino.games.registry import get_variant, variant_names
from cosino.seats.house import decision_rng, make_seat


def _play(variant: str, seats: tuple[str, ...], seed: int, hands: int, budget: int, on_last=None) -> Episode:
    episode = Episode(EpisodeConfig(variant, seats, hands=hands, seed=seed, budget=budget))
    episode.lengths = {}  # hand -> decisions taken in it
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        episode.lengths[episode.hand_index] = episode.lengths.get(episode.hand_index, 0) + 1
        if on_last is not None and episode.decisions + 1 == budget:
            answer = on_last(observation)
        else:
            answer = make_seat(seats[slot], variant, decision_rng(seed, slot, episode.decisions)).act(observation)
        episode.decide(answer)
    return episode


def _raise_if_possible(observation):
    """The escape: any answer that keeps the hand going (the smallest raise, else a check or call)."""
    legal = observation["legal"]
    for option in legal:
        if option.get("action") in ("raise", "bet"):
            return {"action": option["action"], "amount": option.get("min", option.get("amount"))}
    for name in ("check", "call"):
        if any(option.get("action") == name for option in legal):
            return {"action": name}
    return {"action": legal[0]["action"]}


def test_raising_on_the_budget_s_last_decision_does_not_refund_the_hand():
    seats = ("house", "house")
    for seed in range(3):  # the old rule fails all 12 cases here; cutting pairs alone, 7 of them
        for budget in (7, 12, 19, 26):
            episode = _play("holdem-hu", seats, seed, 40, budget, on_last=_raise_if_possible)
            assert not [r for r in episode.records if r["type"] == "handVoid"], (seed, budget)
            assert episode.reason == "budget" and episode.hand_index % 2 == 1, (seed, budget)
            results = compute_results(episode.records)
            assert results["scoredHands"] == episode.hand_index + 1 and sum(results["net"]) == 0


@pytest.mark.parametrize("variant", variant_names())
def test_no_budget_voids_a_hand_or_cuts_a_pair(variant):
    game = get_variant(variant)
    n = 4 if game.family == "tricks" else (6 if variant in ("holdem-6max", "sixmax") else 2)
    seats = ("random",) * n
    for seed in range(2):  # either seed alone catches the old void, and a cut pair where hands are paired
        for budget in (1, 2, 3, 5, 8, 13, 40):
            episode = _play(variant, seats, seed, 12, budget)
            assert not [r for r in episode.records if r["type"] == "handVoid"], (seed, budget)
            if episode.reason == "budget":
                played = episode.hand_index + 1
                assert not game.duplicate or played % 2 == 0, (seed, budget, played)
                last_start = played - (2 if game.duplicate else 1)
                before_last = sum(v for h, v in episode.lengths.items() if h < last_start)
                assert before_last < budget, (seed, budget, episode.lengths)  # the first boundary past the budget
            else:
                assert episode.reason == "complete" and episode.hand_index + 1 <= 12


def _slow_war(seats: int):
    """The longest betting: every seat calls until all the others have called, then min-raises."""
    state = {"since": 0, "hand": -1}

    def answer(observation, hand_index):
        if hand_index != state["hand"]:
            state.update(since=0, hand=hand_index)
        options = {option["action"]: option for option in observation["legal"]}
        if state["since"] >= seats - 2:
            for name in ("raise", "bet"):
                if name in options:
                    state["since"] = 0
                    return {"action": name, "amount": options[name]["min"]}
        state["since"] += 1
        return {"action": "call" if "call" in options else "check"}

    return answer


def _min_raise(observation, hand_index):
    options = {option["action"]: option for option in observation["legal"]}
    for name in ("raise", "bet"):
        if name in options:
            return {"action": name, "amount": options[name]["min"]}
    return {"action": "call" if "call" in options else "check"}


@pytest.mark.parametrize("variant", variant_names())
def test_no_hand_takes_more_decisions_than_its_longest_hand(variant):
    game = get_variant(variant)
    for seats in range(game.min_seats, game.max_seats + 1):
        longest = game.longest_hand(seats)
        players = [("random", None), ("house", None)]
        if game.family == "poker" and not game.game_type.exact_tree:
            players += [("war", _slow_war(seats)), ("min-raise", _min_raise)]
        for name, policy in players:
            # A scripted policy ignores the cards, so only a chip race (stacks carried on) varies by seed.
            for seed in range(3 if policy is None or game.chip_race else 1):
                episode = Episode(EpisodeConfig(variant, (name,) * seats, hands=4, seed=seed, budget=10**6))
                taken: dict[int, int] = {}
                while (pending := episode.pending()) is not None:
                    slot, observation = pending
                    taken[episode.hand_index] = taken.get(episode.hand_index, 0) + 1
                    if policy is None:
                        seat = make_seat(name, variant, decision_rng(seed, slot, episode.decisions))
                        episode.decide(seat.act(observation))
                    else:
                        episode.decide(policy(observation, episode.hand_index))
                assert max(taken.values()) <= longest, (seats, name, seed, taken, longest)
                if name == "war" and variant == "holdem-6max":  # the bound is near the longest war found
                    assert max(taken.values()) * 4 >= longest * 3, (seats, taken, longest)


def _passive(observation, hand_index):
    options = {option["action"] for option in observation["legal"]}
    return {"action": "check" if "check" in options else "call"}


@pytest.mark.parametrize("variant", ["holdem-6max", "holdem-hu"])
def test_an_episode_at_the_largest_budget_ends_by_it_within_the_game_s_decision_bound(variant):
    """Quiet hands up to the budget, then the longest raise war for the pair in play: the episode
    still ends by its budget, inside the bound the queue-driven step enforces (no guard, no void)."""
    game = get_variant(variant)
    seats, budget = game.max_seats, budget_limit(game)
    assert DECISION_BUDGET <= budget  # the default and every league episode
    episode = Episode(EpisodeConfig(variant, ("war",) * seats, hands=100_000, seed=3, budget=budget))
    war, warring = _slow_war(seats), False
    while (pending := episode.pending()) is not None:
        _, observation = pending
        if not warring and episode.hand_index % 2 == 0 and episode.decisions >= budget - 4 * seats:
            warring = True  # the last pair to start: as long as a pair can be
        episode.decide((war if warring else _passive)(observation, episode.hand_index))
    assert episode.reason == "budget" and warring
    assert budget < episode.decisions <= game.game_type.max_decisions
    assert not [r for r in episode.records if r["type"] == "handVoid"]


def test_a_replay_written_under_the_old_budget_rule_is_named_as_such():
    data = (Path(__file__).parent / "data" / "kuhn-budget-void-old-rule.replay.jsonl").read_bytes()
    verdict = verify(data, name="old.replay.jsonl")
    assert not verdict.ok and verdict.kind == "mismatch"
    assert verdict.message.startswith("old.replay.jsonl: line 13: expected a decision, found a 'handVoid' record")
    assert verdict.message.endswith(OLD_BUDGET_RULE) and "\n" not in verdict.message
