"""Properties of all four trick games over many random hands and episodes."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.scoring import compute_results
from cosino.games.protocol import Action
from cosino.games.registry import get_variant
from cosino.games.tricks.base import ORDER, SUIT
from cosino.primitives.rng import Rng, derive
from cosino.seats.house import decision_rng
from cosino.seats.trick_house import make_trick_seat

GAMES = ("euchre", "spades", "hearts", "oh-hell")
RANDOM_HANDS = 2000


def random_action(hand, rng: Rng) -> Action:
    option = rng.choice(hand.options())
    if option.cards:
        return Action(option.kind, card=rng.choice(option.cards))
    if option.min_amount is not None:
        return Action(option.kind, rng.randint(option.min_amount, option.max_amount))
    return Action(option.kind)


def random_hand(name: str, seed: int, index: int, check=None):
    variant = get_variant(name)
    deck = variant.deck()
    Rng(derive(seed, "deck", index)).shuffle(deck)
    hand = variant.new_hand(deck, [0] * 4, 0, index)
    rng = Rng(derive(seed, "moves", index))
    events: list[dict[str, Any]] = list(hand.start_events())
    while not hand.is_over():
        if check is not None:
            check(hand)
        events.extend(hand.apply(random_action(hand, rng)))
    return hand, events


@pytest.mark.parametrize("name", GAMES)
def test_nets_sum_to_zero_and_stay_within_the_cap_over_thousands_of_hands(name):
    worst = Fraction(0)
    for i in range(RANDOM_HANDS):
        hand, _ = random_hand(name, 1, i)
        nets = hand.nets()
        assert sum(nets) == 0
        cap = hand.swing_cap()
        biggest = max(abs(n) for n in nets)
        assert biggest <= cap, (name, i, nets, cap)
        worst = max(worst, Fraction(biggest) / Fraction(cap))
        assert all(isinstance(n, (int, Fraction)) for n in nets)
    assert worst > Fraction(1, 4)  # the random hands reach a good part of the cap


def check_legal_set(hand) -> None:
    """Re-derive follow-suit independently of the engine's cache; fallback must be the lowest legal."""
    if hand.phase != "play":
        fb = hand.fallback()
        assert hand.is_legal(fb)
        return
    pos = hand.to_act()
    held = list(hand.holdings[pos])
    legal = hand.legal_cards()
    assert legal and set(legal) <= set(held)
    if hand.trick:
        led = hand.led
        following = [c for c in held if hand.effective_suit(c) == led]
        if following:
            assert sorted(legal) == sorted(following)
    elif hand.game == "spades" and not hand.broken and any(SUIT[c] != "s" for c in held):
        assert all(SUIT[c] != "s" for c in legal)
    elif hand.game == "hearts" and hand.completed and not hand.broken and any(SUIT[c] != "h" for c in held):
        assert all(SUIT[c] != "h" for c in legal)
    assert hand.fallback() == Action("play", card=min(legal, key=ORDER.__getitem__))


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**9), index=st.integers(0, 40))
def test_legal_sets_follow_suit_and_are_recorded_on_every_play(name, seed, index):
    hand, events = random_hand(name, seed, index, check=check_legal_set)
    plays = [e for e in events if e.get("type") == "action" and e.get("action") == "play"]
    assert len(plays) == sum(hand.active) * hand.tricks_total
    for e in plays:
        assert e["card"] in e["legal"]
    tricks = [e for e in events if e.get("type") == "trick"]
    assert len(tricks) == hand.tricks_total
    assert sum(hand.tricks_won) == hand.tricks_total


def visible_cards(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if value in SUIT else set()
    if isinstance(value, dict):
        return set().union(*(visible_cards(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(visible_cards(v) for v in value)) if value else set()
    return set()


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**9))
def test_observations_show_only_own_and_played_cards(name, seed):
    seen_public: set[str] = set()

    def check(hand):
        for t in hand.completed:
            seen_public.update(t["cards"])
        for pos in range(4):
            obs = hand.observation(pos)
            mine = set(hand.holdings[pos])
            assert set(obs["cards"]) == mine
            public = (
                seen_public
                | {c for _, c in hand.trick}
                | {getattr(hand, "upcard", None), getattr(hand, "trump_card", None)}
            )
            public |= set(getattr(hand, "passed", [[]] * 4)[pos]) | set(getattr(hand, "received", [[]] * 4)[pos])
            if getattr(hand, "discarded", None) and pos == hand.dealer:
                public.add(hand.discarded)
            assert visible_cards(obs) <= mine | public, (pos, visible_cards(obs) - mine - public)

    random_hand(name, seed, seed % 20, check=check)


@settings(max_examples=12, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6), hands=st.integers(1, 4))
def test_episode_scores_lie_in_unit_interval_and_sum_to_two(name, seed, hands):
    kinds = ("random", "house", "random", "house")
    ep = Episode(EpisodeConfig(name, kinds, hands=hands, seed=seed))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_trick_seat(name, kinds[slot], decision_rng(seed, slot, k)).act(obs))
        k += 1
    results = compute_results(ep.records)
    scores = [Fraction(s) for s in results["scores"]]
    assert all(0 <= s <= 1 for s in scores)
    assert sum(scores) == 2
    assert not any("error" in r for r in ep.records)  # house and random seats never answer illegally
