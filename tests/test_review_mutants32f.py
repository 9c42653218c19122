"""Mutation review 32f: the house seats (house, holdem_house, trick_house), the planted seats
(planted), the advisor seat and the seat protocol (seat), each survivor pinned by a test.

The contract: a house or planted seat answers only a legal action, for every game and every
observation, the same one for the same seed; an observation it cannot read (not an object, a field
missing or of the wrong type, an empty legal list, a number out of range) is refused with a one-line
ObservationError naming the field, never a traceback and never an illegal answer (docs/seats.md,
"The arena's own seats"). Expected values come from that contract, the modules' docstrings and
docs/softplay.md, docs/collusion.md and docs/league-audit.md, never from running the code under test.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.games.poker.holdem import DECK_FOR_DOCTEST, HoldemVariant
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive
from cosino.seats import seat
from cosino.seats.advisor_seat import AdvisorSeat
from cosino.seats.house import decision_rng, make_seat
from cosino.seats.seat import ObservationError

HOSTILE = (None, float("nan"), 1.5, True, -1, 2**70, "\ud800", [[[[]]]], {}, "x", [])
GAMES = {
    "kuhn": ("house", "random"),
    "leduc": ("house", "rememberer"),
    "holdem-hu": ("house", "random"),
    "holdem-6max": (
        "softplay:B",
        "softplay:A",
        "dumper:D",
        "receiver:C",
        "feeder:E",
        "house",
    ),
    "hearts": ("house", "random", "house", "house"),
    "euchre": ("house", "house", "random", "house"),
    "spades": ("house", "random", "house", "house"),
    "oh-hell": ("house", "house", "house", "random"),
}


def is_legal(obs: dict[str, Any], answer: dict[str, Any]) -> bool:
    """A second reading of the legal list: the answer matches one option, its amount or card included."""
    for option in obs["legal"]:
        if option["action"] != answer.get("action"):
            continue
        if "min" in option and not (
            type(answer.get("amount")) is int and option["min"] <= answer["amount"] <= option["max"]
        ):
            continue
        if option.get("cards") and answer.get("card") not in option["cards"]:
            continue
        return True
    return False


def observations(variant: str, seed: int, hands: int = 2) -> list[tuple[str, dict[str, Any]]]:
    """(seat name, observation) of every decision of a short episode played by GAMES[variant] (copies)."""
    return copy.deepcopy(_observations(variant, seed, hands))


@cache
def _observations(variant: str, seed: int, hands: int) -> list[tuple[str, dict[str, Any]]]:
    names = GAMES[variant]
    ep = Episode(EpisodeConfig(variant, names, hands=hands, seed=seed))
    seen = []
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        seen.append((names[slot], copy.deepcopy(obs)))
        ep.decide(make_seat(names[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return seen


HOLDEM = HoldemVariant("holdem-hu", 2, 2).new_hand(DECK_FOR_DOCTEST, [200, 200], 0, 0).observation(0)


# -- defects: a malformed observation crashed a seat, or drew an answer the observation does not allow --


@pytest.mark.parametrize("variant", ["kuhn", "holdem-hu", "hearts", "euchre", "spades", "oh-hell"])
@pytest.mark.parametrize("name", ["house", "random"])
@pytest.mark.parametrize(
    "obs, field",
    [
        ({}, "legal"),
        ({"legal": []}, "legal"),
        ({"legal": "check"}, "legal"),
        ({"legal": [1]}, "legal[0]"),
    ]
    + [
        ({"legal": [{}]}, "legal[0].action"),
        ({"legal": [{"action": "bet", "min": 3}]}, "legal[0]"),
    ],
)
def test_an_unreadable_legal_list_is_refused_naming_it(variant, name, obs, field):
    # Before: KeyError, TypeError or ValueError from inside the seat, and {"action": "check"} for no options.
    seat = make_seat(name, variant, Rng(derive(0, "32f")))
    with pytest.raises(
        ObservationError,
        match=f"^observation field '{field.replace('[', '.').replace(']', '.')}' must",
    ):
        seat.act(obs)


@pytest.mark.parametrize("obs", [None, [], "legal", 3])
@pytest.mark.parametrize("name, variant", [("house", "kuhn"), ("random", "hearts"), ("house", "spades")])
def test_an_observation_that_is_not_an_object_is_refused(name, variant, obs):
    # Before: AttributeError ('NoneType' object has no attribute 'get').
    with pytest.raises(ObservationError, match="^a seat's observation must be a JSON object, not "):
        make_seat(name, variant, Rng(derive(0, "32f"))).act(obs)


@pytest.mark.parametrize(
    "field, value",
    [
        ("decision", None),
        ("pot", float("nan")),
        ("pot", True),
        ("cards", ["\ud800", "2s"]),
        ("stacks", float("nan")),
    ]
    + [
        ("position", 7),
        ("position", -1),
        ("history", [{"pos": 9, "action": "call", "street": "preflop"}]),
    ]
    + [("board", ["2d"]), ("cards", None), ("committed", [1])],
)
@pytest.mark.parametrize("name", ["house", "dumper:Bob", "rememberer"])
def test_holdem_seats_refuse_a_bad_field_naming_it(name, field, value):
    # Before: KeyError 'decision', ValueError from NaN, a surrogate read as a card, a board card equal to a hole card.
    obs = dict(HOLDEM, aliases=["Ann", "Bob"])
    obs[field] = value
    with pytest.raises(ObservationError, match=f"^observation field '{field}(\\[0\\]\\.pos)?' must be"):
        make_seat(name, "holdem-hu", Rng(derive(0, "32f"))).act(obs)


def test_the_advisor_refuses_a_bad_observation_and_never_answers_beyond_the_legal_list():
    # Before: {"action": "check"} for an empty legal list, and a raise offered by nothing in the legal list.
    seat = AdvisorSeat(Rng(derive(0, "32f")), budget=20)
    with pytest.raises(ObservationError, match="^observation field 'legal' must"):
        seat.act(dict(HOLDEM, legal=[]))
    with pytest.raises(ObservationError, match="^observation field 'decision' must"):
        seat.act({k: v for k, v in HOLDEM.items() if k != "decision"})
    with pytest.raises(ObservationError, match="^observation field 'legal\\[0\\].max' must"):
        seat.act(dict(HOLDEM, legal=[{"action": "raise", "min": 4, "max": 2**70}]))


def test_a_holdem_seat_refuses_a_decision_its_legal_list_contradicts():
    # Before: the house seat checked (to call 0) where the legal list offered only fold and call.
    obs = dict(HOLDEM, decision=dict(HOLDEM["decision"], toCall=0, canRaise=False))
    with pytest.raises(
        ObservationError,
        match="^observation field 'legal' must be a list holding check",
    ):
        make_seat("house", "holdem-hu", Rng(derive(0, "32f"))).act(obs)


@pytest.mark.parametrize("variant", ["hearts", "spades", "oh-hell", "euchre"])
def test_a_trick_seat_refuses_an_option_it_cannot_play(variant):
    # Before: KeyError 'cards' for a play without its cards; an unknown action name answered as given.
    seat = make_seat("house", variant, Rng(derive(0, "32f")))
    base = {"position": 0, "cards": ["Ah"], "trick": [], "trump": "s", "bids": None}
    with pytest.raises(
        ObservationError,
        match="^observation field 'legal.0.' must be a play option with its cards",
    ):
        seat.act(dict(base, legal=[{"action": "play"}]))
    with pytest.raises(
        ObservationError,
        match="^observation field 'legal.0..action' must be one of play",
    ):
        seat.act(dict(base, legal=[{"action": "\ud800", "cards": ["Ah"]}]))
    with pytest.raises(ObservationError, match="^observation field 'trick.0.' must be"):
        seat.act(
            dict(
                base,
                trick=[{"pos": 1, "card": "Zz"}],
                legal=[{"action": "play", "cards": ["Ah", "Kh"]}],
            )
        )


def test_an_order_decision_without_its_upcard_is_refused():
    # Before: KeyError 'upcard'.
    obs = {
        "position": 1,
        "cards": ["9h", "Ah"],
        "legal": [{"action": "order"}, {"action": "pass"}],
    }
    with pytest.raises(
        ObservationError,
        match="^observation field 'upcard' must be a card of this game",
    ):
        make_seat("house", "euchre", Rng(derive(0, "32f"))).act(obs)


def test_a_refusal_is_one_short_line_however_deep_or_large_the_value():
    # Before: RecursionError from quoting a deeply nested list, and a 16,000-bit number written out.
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    for bad in (deep, 10**5000, "x" * 100_000):
        with pytest.raises(ObservationError) as refused:
            make_seat("random", "kuhn", Rng(bytes(32))).act({"legal": [{"action": "bet", "min": 1, "max": bad}]})
        assert "\n" not in str(refused.value) and len(str(refused.value)) < 300


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(sorted(GAMES)),
    seed=st.integers(0, 3),
    pick=st.integers(0, 10**6),
    value=st.sampled_from(HOSTILE + ("DELETE",)),
)
def test_a_hostile_field_is_refused_or_answered_legally(variant, seed, pick, value):
    # The property behind the fixes: any field of a real observation made hostile (or removed).
    seen = observations(variant, seed, hands=1)
    name, obs = seen[pick % len(seen)]
    paths = [(k,) for k in obs] + [("legal", i, k) for i, o in enumerate(obs["legal"]) for k in o]
    paths += [("decision", k) for k in obs.get("decision", {})] + [("trick", 0)] * bool(obs.get("trick"))
    path = paths[(pick // len(seen)) % len(paths)]
    target = obs
    for key in path[:-1]:
        target = target[key]
    if value == "DELETE":
        del target[path[-1]]
    else:
        target[path[-1]] = value
    try:
        answer = make_seat(name, variant, Rng(derive(seed, "32f"))).act(obs)
    except ObservationError as refused:
        assert "\n" not in str(refused) and str(refused).startswith(("observation field '", "a seat's observation"))
        return
    assert type(obs.get("legal")) is list and is_legal(obs, answer), (
        path,
        value,
        answer,
    )


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**6))
def test_every_seat_answers_legally_and_the_same_for_the_same_seed(variant, seed):
    # "Always legal" and "deterministically from their seed", over whole episodes of every game.
    names = GAMES[variant]
    for name, obs in observations(variant, seed, hands=1):
        first = make_seat(name, variant, Rng(derive(seed, "again"))).act(copy.deepcopy(obs))
        assert is_legal(obs, first), (name, obs["legal"], first)
        assert make_seat(name, variant, Rng(derive(seed, "again"))).act(copy.deepcopy(obs)) == first
    assert names


def test_the_seats_doc_states_the_limits_the_checks_enforce():
    # The limits had no sentence anywhere; docs/seats.md states them now, and this holds the two together.
    text = " ".join((Path(__file__).parent.parent / "docs" / "seats.md").read_text(encoding="utf-8").split())
    assert f"holds 1 to {seat.MAX_OPTIONS} options" in text and seat.MAX_OBSERVED == 2**53 and "below 2^53" in text
    assert "2 to 23 stacks" in text and "at most 13 cards in a hand" in text and "`ObservationError`" in text
    with pytest.raises(ObservationError, match="a list of 1 to 64 options"):
        make_seat("random", "kuhn", Rng(bytes(32))).act({"legal": [{"action": "check"}] * 65})
    with pytest.raises(ObservationError, match="'stacks' must be a list of 2 to 23"):
        make_seat("house", "holdem-6max", Rng(bytes(32))).act(dict(HOLDEM, stacks=[100] * 24, committed=[0] * 24))
    with pytest.raises(ObservationError, match="'cards' must be a list of at most 13 cards"):
        make_seat("house", "spades", Rng(bytes(32))).act(
            {"position": 0, "cards": DECK[:14], "legal": [{"action": "pass"}]}
        )
    assert make_seat("random", "kuhn", Rng(bytes(32))).act({"legal": [{"action": "check"}] * 64}) == {"action": "check"}
