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
import re
from fractions import Fraction
from functools import cache
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.games.poker.holdem import DECK_FOR_DOCTEST, HoldemVariant
from cosino.primitives.cards import DECK
from cosino.primitives.rng import Rng, derive
from cosino.seats import house, seat
from cosino.seats.advisor_seat import AdvisorSeat, AdvisorSeatError, check_advisor_name
from cosino.seats.holdem_house import live_opponents
from cosino.seats.house import decision_rng, make_seat, sample_letter
from cosino.seats.planted import ColluderError, MirrorMemory
from cosino.seats.seat import ObservationError, UnknownSeat
from cosino.seats.trick_house import TrickSeatError, make_trick_seat

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


# -- survivors of the mutation run, pinned --


@pytest.mark.parametrize(
    "name, variant",
    [("house:2", "kuhn"), ("random:x", "hearts"), ("house:", "holdem-hu")],
)
def test_house_and_random_take_no_argument(name, variant):
    # H3: `_exactly` compared by prefix (`name.startswith(kind)`), so "house:2" was a house seat.
    with pytest.raises(UnknownSeat, match="takes no argument"):
        make_seat(name, variant, Rng(bytes(32)))


def test_a_profile_seat_answers_the_one_legal_action_its_profile_never_plays():
    # H4: zero-probability letters kept (`p >= 0`): no weight left, and the draw raised ValueError.
    # Kuhn's equilibrium always calls with the king facing a bet; offered only a fold, the seat folds.
    for seed in range(5):
        seat = make_seat("house", "kuhn", Rng(derive(seed, "32f")))
        assert seat.act({"infoset": "1|K||b", "legal": [{"action": "fold"}]}) == {"action": "fold"}


def test_a_profile_seat_never_answers_a_letter_the_legal_list_leaves_out():
    # H5: the profile's letters not filtered by the legal list: the queen facing a bet folds 2/3 of the time.
    for seed in range(12):
        seat = make_seat("house", "kuhn", Rng(derive(seed, "32f")))
        assert seat.act({"infoset": "1|Q||b", "legal": [{"action": "call"}]}) == {"action": "call"}


def test_a_drawn_letter_does_not_depend_on_the_order_of_the_probabilities():
    # H6: letters in the dict's order, not sorted: the same law written in another order drew differently.
    law = {"k": Fraction(1, 3), "b": Fraction(1, 6), "c": Fraction(1, 2)}
    flipped = dict(reversed(list(law.items())))
    for seed in range(40):
        assert sample_letter(law, Rng(derive(seed, "32f"))) == sample_letter(flipped, Rng(derive(seed, "32f")))


def test_an_exact_tree_game_without_a_profile_has_no_house_seat(monkeypatch):
    # H7: the "no house seat" check dropped: a KeyError from the profile table instead of a refusal naming the game.
    monkeypatch.setattr(house, "PROFILES", {"leduc": house.PROFILES["leduc"]})
    with pytest.raises(UnknownSeat, match="^variant kuhn has no house seat: choose random$"):
        make_seat("house", "kuhn", Rng(bytes(32)))


def test_a_decision_draws_from_the_documented_stream():
    # H9: slot and decision swapped in decision_rng; docs/variance.md names derive(seed, "policy", slot, decision).
    for seed, slot, decision in ((7, 0, 3), (7, 3, 0), (11, 1, 5)):
        assert decision_rng(seed, slot, decision).next_u64() == Rng(derive(seed, "policy", slot, decision)).next_u64()


def test_a_profile_seat_off_its_table_plays_uniformly_among_the_legal_actions_only():
    # H11: the fallback (an infoset the profile lacks) spread over all five letters, fold and raise included.
    answers = set()
    for seed in range(30):
        seat = make_seat("house", "leduc", Rng(derive(seed, "32f")))
        answers.add(
            seat.act({"infoset": "not an infoset", "legal": [{"action": "check"}, {"action": "bet"}]})["action"]
        )
    assert answers == {"check", "bet"}


def test_an_unknown_seat_name_is_cut_in_its_error():
    # H12: the name quoted whole: a 10,000-character seat name made a 10,000-character error line.
    with pytest.raises(UnknownSeat) as refused:
        make_seat("o" * 10_000, "kuhn", Rng(bytes(32)))
    assert "o" * 80 in str(refused.value) and "o" * 81 not in str(refused.value)


def test_the_holdem_house_raise_is_capped_at_the_most_it_may_raise():
    # D3: the cap at maxRaiseTo dropped: aces raised to minRaiseTo + pot // 2 = 14 where 5 was the most.
    obs = dict(HOLDEM, cards=["As", "Ah"], pot=20, legal=[{"action": "fold"}, {"action": "raise", "min": 4, "max": 5}])
    obs["decision"] = dict(HOLDEM["decision"], minRaiseTo=4, maxRaiseTo=5, canCall=False)
    for seed in range(5):
        assert make_seat("house", "holdem-hu", Rng(derive(seed, "32f"))).act(obs) == {"action": "raise", "amount": 5}


def test_the_holdem_house_seat_does_not_call_where_calling_is_not_allowed():
    # D5: canCall ignored: a hand priced in called where the decision allowed only a fold.
    obs = dict(HOLDEM, cards=["7c", "2d"], legal=[{"action": "fold"}])
    obs["decision"] = dict(HOLDEM["decision"], canCall=False, canRaise=False)
    for seed in range(5):
        assert make_seat("house", "holdem-hu", Rng(derive(seed, "32f"))).act(obs) == {"action": "fold"}


@pytest.mark.parametrize("cards", [["7c", "2d"], ["8h", "3c"], ["Td", "4s"]])
def test_the_holdem_house_seat_facing_one_chip_does_not_check(cards):
    # D6: `to_call <= 1` for `== 0`: the small blind, one chip short, checked where it must call or fold.
    obs = dict(HOLDEM, cards=cards)
    for seed in range(3):
        answer = make_seat("house", "holdem-hu", Rng(derive(seed, "32f"))).act(obs)
        assert answer["action"] in ("fold", "call", "raise") and is_legal(obs, answer)


def trick_seat(variant: str, obs: dict[str, Any]) -> Any:
    return make_seat("house", variant, Rng(derive(0, "32f"))).act(obs)


def test_a_bid_halfway_between_two_allowed_bids_takes_the_lower():
    # T2: the tie broken upward; _first_allowed's docstring: the allowed bid closest, the lower one on a tie.
    # Two aces of clubs and spades with hearts trump make two tricks; the hook forbids 2, so 1 and 3 tie.
    obs = {"position": 3, "cards": ["Ac", "As", "2d"], "trump": "h", "trick": [], "bids": [1, 0, 0, None]}
    obs["legal"] = [{"action": "bid", "min": 0, "max": 1}, {"action": "bid", "min": 3, "max": 3}]
    assert trick_seat("oh-hell", obs) == {"action": "bid", "amount": 1}


def test_oh_hell_has_no_partner_to_leave_a_trick_to():
    # T5: the partnership test dropped: in oh-hell the seat opposite was treated as a partner and not overtaken.
    obs = {"position": 0, "trump": "s", "bids": [2, 1, 1, 1], "tricksWon": [0, 0, 0, 0], "cards": ["4h", "9h", "Kh"]}
    obs |= {
        "trick": [{"pos": 2, "card": "5h"}, {"pos": 3, "card": "3h"}],
        "legal": [{"action": "play", "cards": ["4h", "9h", "Kh"]}],
    }
    assert trick_seat("oh-hell", obs) == {"action": "play", "card": "9h"}  # wins it cheaply: it still needs two


def test_oh_hell_sheds_its_most_dangerous_card_that_still_loses():
    # T7: the oh-hell shed rule given to spades: oh-hell shed its lowest loser and kept the jack to win later.
    obs = {"position": 0, "trump": "s", "bids": [0, 1, 1, 1], "tricksWon": [0, 0, 0, 0], "cards": ["2h", "Jh", "Ah"]}
    obs |= {"trick": [{"pos": 3, "card": "Qh"}], "legal": [{"action": "play", "cards": ["2h", "Jh", "Ah"]}]}
    assert trick_seat("oh-hell", obs) == {"action": "play", "card": "Jh"}


def test_oh_hell_having_made_its_bid_does_not_take_another_trick():
    # T8: `<=` for `<`: a seat that had its one trick went on winning.
    obs = {"position": 1, "trump": "s", "bids": [0, 1, 1, 1], "tricksWon": [0, 1, 0, 0], "cards": ["3h", "9h"]}
    obs |= {"trick": [{"pos": 0, "card": "5h"}], "legal": [{"action": "play", "cards": ["3h", "9h"]}]}
    assert trick_seat("oh-hell", obs) == {"action": "play", "card": "3h"}


def test_hearts_spends_its_big_card_only_when_last_to_a_clean_trick():
    # T11: `len(trick) >= 2`: the third player threw its ace where the fourth could still dump points on it.
    obs = {"position": 2, "trick": [{"pos": 0, "card": "2c"}, {"pos": 1, "card": "3c"}], "cards": ["Kc", "Ac"]}
    obs["legal"] = [{"action": "play", "cards": ["Kc", "Ac"]}]
    assert trick_seat("hearts", obs) == {"action": "play", "card": "Kc"}
    obs["trick"] = obs["trick"] + [{"pos": 2, "card": "4c"}]
    obs["position"] = 3
    assert trick_seat("hearts", obs) == {"action": "play", "card": "Ac"}


def test_hearts_passes_the_queen_of_spades_first():
    # T12: the danger order changed: the ace of spades went before the queen.
    obs = {
        "position": 0,
        "cards": ["As", "Qs", "Ks", "2c"],
        "legal": [{"action": "pass", "cards": ["As", "Qs", "Ks", "2c"]}],
    }
    assert trick_seat("hearts", obs) == {"action": "pass", "card": "Qs"}


def naive_bid(game: str, hand: list[str], trump: str | None) -> int:
    """The trick house seat's bid as its docstrings tell it, written again: trump honours (queen up) and
    trumps past three, side aces, side kings with a guard; in spades nil with nothing at all, else one at least."""
    order = "23456789TJQKA"
    tricks = 0
    for suit in "cdhs":
        ranks = [order.index(c[0]) for c in hand if c[1] == suit]
        if suit == trump:
            tricks += len([r for r in ranks if r >= 10]) + max(0, len(ranks) - 3)
        else:
            tricks += (12 in ranks) + (11 in ranks and len(ranks) > 1)
    if game == "spades":
        if tricks == 0 and all(order.index(c[0]) < 10 for c in hand) and len([c for c in hand if c[1] == "s"]) < 3:
            return 0
        return max(tricks, 1)
    return tricks


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(["spades", "oh-hell"]),
    hand=st.lists(st.sampled_from(DECK), min_size=1, max_size=13, unique=True),
)
@example(game="spades", hand=["2s", "3s", "4h", "5d"])  # two small spades and nothing else: nil
def test_a_house_bid_counts_the_hand_as_documented(game, hand):
    # T13, T14: the long-trump count (`len - 4`) and the nil bound (`< 2` spades) changed; checked against naive_bid.
    trump = "s" if game == "spades" else "h"
    obs = {"position": 0, "cards": hand, "trump": trump, "trick": [], "legal": [{"action": "bid", "min": 0, "max": 13}]}
    assert trick_seat(game, obs) == {"action": "bid", "amount": naive_bid(game, hand, trump)}


def test_euchre_orders_up_at_exactly_twelve():
    # T16: `score > 12`: right bower, trump ace and a side ace (6 + 4 + 2) passed.
    obs = {"position": 1, "dealer": 0, "upcard": "Qh", "cards": ["Jh", "Ah", "Ac", "9c", "Tc"]}
    obs["legal"] = [{"action": "order"}, {"action": "pass"}]
    assert trick_seat("euchre", obs) == {"action": "order"}
    obs["cards"] = ["Jh", "Ah", "Kc", "9c", "Tc"]  # a side king counts nothing: 10
    assert trick_seat("euchre", obs) == {"action": "pass"}


def test_a_stuck_euchre_dealer_names_trump_however_weak():
    # T17: the stick-the-dealer case dropped: with no pass offered, a weak hand still passed.
    obs = {"position": 0, "dealer": 0, "cards": ["9c", "Tc", "9d", "Td", "9s"]}
    obs["legal"] = [{"action": "trump", "cards": ["c", "d", "s"]}]
    assert trick_seat("euchre", obs)["action"] == "trump"


def test_the_hearts_soft_player_does_not_dump_the_queen_of_spades_on_its_partner():
    # T20: the queen of spades counted as clean: thrown onto the partner's trick (docs/softplay.md: no points).
    seat = make_trick_seat("hearts", "softplay", Rng(derive(0, "32f")), partner_alias="Ann")
    obs = {"position": 1, "aliases": ["Ann", "Bob", "Cy", "Dee"], "trick": [{"pos": 0, "card": "Kd"}]}
    obs |= {"cards": ["Qs", "Ac"], "legal": [{"action": "play", "cards": ["Qs", "Ac"]}]}
    assert seat.act(obs) == {"action": "play", "card": "Ac"}


@pytest.mark.parametrize("partner", ["", None, 3])
def test_a_trick_soft_player_needs_a_partner_alias(partner):
    # T21: an empty alias accepted: a soft player yielding to no one.
    with pytest.raises(TrickSeatError, match="needs partner_alias"):
        make_trick_seat("hearts", "softplay", Rng(bytes(32)), partner_alias=partner)


def test_euchre_goes_alone_from_twenty():
    # T23: `>= 21`: both bowers, the trump ace and queen and a side ace (6 + 5 + 4 + 3 + 2) played with the partner.
    obs = {"position": 0, "trump": "h", "cards": ["Jh", "Jd", "Ah", "Qh", "Ac"]}
    obs["legal"] = [{"action": "alone"}, {"action": "partner"}]
    assert trick_seat("euchre", obs) == {"action": "alone"}
    obs["cards"] = ["Jh", "Jd", "Ah", "Qh", "Kc"]  # 18
    assert trick_seat("euchre", obs) == {"action": "partner"}


def test_the_dealers_partner_orders_up_one_point_lighter():
    # T24: the partner's point dropped: the left bower, trump ace and a side ace (5 + 4 + 2, plus 1) passed.
    obs = {"position": 2, "dealer": 0, "upcard": "Qh", "cards": ["Jd", "Ah", "Ac", "9c", "Tc"]}
    obs["legal"] = [{"action": "order"}, {"action": "pass"}]
    assert trick_seat("euchre", obs) == {"action": "order"}
    obs["position"] = 1  # no longer the dealer's partner: 11
    assert trick_seat("euchre", obs) == {"action": "pass"}


def test_the_holdem_house_seat_raises_a_third_of_the_way_from_a_fair_share():
    # D8: the bar moved to half way (3/4 heads-up): nines (about 72% against a random hand) stopped raising.
    obs = dict(HOLDEM, cards=["9c", "9d"])
    raises = sum(make_seat("house", "holdem-hu", Rng(derive(s, "32f"))).act(obs)["action"] == "raise" for s in range(9))
    assert raises >= 6


def test_live_opponents_leave_out_the_seats_still_to_act_before_the_flop():
    # D9: with inHand given, seats yet to act and with no chip in counted before the flop (docstring of live_opponents).
    obs = {"position": 0, "street": "preflop", "stacks": [100] * 6, "committed": [0, 0, 0, 0, 1, 2], "history": []}
    assert live_opponents(dict(obs, inHand=[True] * 6)) == 2
    assert live_opponents(dict(obs, inHand=[True] * 6, street="flop")) == 5


def test_live_opponents_without_in_hand_leave_out_a_folded_seat():
    # D10: the fold test dropped when the observation has no inHand: a folded blind was still an opponent.
    obs = {"position": 0, "street": "preflop", "stacks": [100] * 3, "committed": [0, 1, 2]}
    assert live_opponents(dict(obs, history=[{"pos": 1, "action": "fold", "street": "preflop"}])) == 1


def test_the_holdem_house_seat_prices_a_call_against_the_pot_after_it():
    # D12: the price taken as to_call / pot: three to call into three (a price of 1/2) read as 1, and queens folded.
    obs = dict(HOLDEM, cards=["Qc", "Qd"], pot=3, legal=[{"action": "fold"}, {"action": "call"}])
    obs["decision"] = dict(HOLDEM["decision"], toCall=3, canRaise=False)
    for seed in range(5):
        assert make_seat("house", "holdem-hu", Rng(derive(seed, "32f"))).act(obs) == {"action": "call"}


def three_handed(cards: list[str], **changes: Any) -> dict[str, Any]:
    """A flop decision of slot 0 ("Me") with "Pal" and "Other" still in, nothing to call, a bet allowed."""
    obs = {"position": 0, "street": "flop", "board": ["2c", "7d", "9h"], "cards": cards, "pot": 30}
    obs |= {"stacks": [100] * 3, "committed": [10] * 3, "inHand": [True] * 3, "history": []}
    obs |= {"aliases": ["Me", "Pal", "Other"], "legal": [{"action": "check"}, {"action": "bet", "min": 2, "max": 100}]}
    obs["decision"] = {"toCall": 0, "canCall": False, "canRaise": True, "minRaiseTo": 2, "maxRaiseTo": 100}
    return obs | changes


def planted(name: str, seed: int = 0) -> Any:
    return make_seat(name, "holdem-6max", Rng(derive(seed, "32f")))


def test_a_soft_player_with_a_third_seat_in_still_bets_its_aces():
    # P1: `len(live) <= 3`: with one other seat still in, the pair checked as though alone (docs: only when alone).
    assert planted("softplay:Pal").act(three_handed(["As", "Ah"])) == {"action": "bet", "amount": 2 + 30 // 2}


def test_a_seat_whose_alias_is_its_partners_plays_as_the_house():
    # P3: `partner != me` dropped: a seat naming itself as partner checked its aces down as a soft pair.
    obs = three_handed(["As", "Ah"], stacks=[100, 0, 100], committed=[10, 0, 10], inHand=[True, False, True])
    assert planted("softplay:Me").act(obs)["action"] == "bet"


def test_a_soft_player_with_nothing_to_call_is_not_facing_its_partner():
    # P4: `to_call > 0` dropped: a partner's bet already matched made it "call" where no call was offered.
    history = [{"pos": 1, "action": "bet", "amount": 5, "street": "flop"}]
    assert planted("softplay:Pal").act(three_handed(["As", "Ah"], history=history))["action"] == "bet"


def test_a_dumper_raise_is_capped_at_the_most_it_may_raise():
    # P6: the cap at maxRaiseTo dropped: the pot-sized raise (2 + 30) went past the 10 allowed.
    obs = three_handed(["As", "Ah"], legal=[{"action": "check"}, {"action": "bet", "min": 2, "max": 10}])
    obs["decision"] = dict(obs["decision"], maxRaiseTo=10)
    assert planted("dumper:Pal").act(obs) == {"action": "bet", "amount": 10}


def test_a_soft_player_folds_a_middling_hand_to_its_partners_raise():
    # P7: "strong" lowered to 1.2 x an even share: sevens (about 48% three ways) called the partner instead of folding.
    obs = three_handed(["7s", "7h"], street="preflop", board=[], pot=9, committed=[0, 6, 3])
    obs |= {"history": [{"pos": 1, "action": "raise", "amount": 6, "street": "preflop"}]}
    obs |= {"legal": [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 10, "max": 100}]}
    obs["decision"] = {"toCall": 6, "canCall": True, "canRaise": True, "minRaiseTo": 10, "maxRaiseTo": 100}
    calls = sum(planted("softplay:Pal", seed).act(obs)["action"] == "call" for seed in range(9))
    assert calls <= 4


def test_a_receiver_that_may_not_raise_plays_as_the_house():
    # P8: can_raise ignored: the receiver bet where only a check was offered.
    obs = three_handed(["7c", "2d"], legal=[{"action": "check"}])
    obs["decision"] = dict(obs["decision"], canRaise=False)
    assert planted("receiver:Pal").act(obs) == {"action": "check"}


def test_a_feeder_leads_only_into_an_unopened_street():
    # P9: `aggressor is None` dropped: a feeder "led" a street someone had already bet.
    history = [{"pos": 2, "action": "bet", "amount": 5, "street": "flop"}]
    assert planted("feeder:Pal").act(three_handed(["3s", "4h"], history=history)) == {"action": "check"}
    assert planted("feeder:Pal").act(three_handed(["3s", "4h"])) == {"action": "bet", "amount": 2}


def remembering(name_variant: tuple[str, str], seen: dict, hand: int = 1, seed: int = 0) -> Any:
    """The planted rememberer with a memory at ``hand`` that holds ``seen``."""
    seat = make_seat(name_variant[0], name_variant[1], Rng(derive(seed, "32f")))
    seat.memory = MirrorMemory()
    seat.memory.hand, seat.memory.seen = hand, dict(seen)
    return seat


def test_a_rememberer_dealt_a_remembered_card_plays_as_the_house():
    # P14: the overlap test dropped: holding the ace of spades it "remembers" its counterpart holding, it judged anyway.
    obs = dict(HOLDEM, cards=["As", "Kd"], position=1)
    obs["decision"] = dict(HOLDEM["decision"], toCall=1)
    for seed in range(4):
        seat = remembering(("rememberer", "holdem-hu"), {0: (0, ["As", "Ah"], [])}, seed=seed)
        assert seat.act(obs) == make_seat("house", "holdem-hu", Rng(derive(seed, "32f"))).act(obs)


def test_a_rememberer_whose_counterpart_folded_prices_against_the_others_only():
    # P15: the remembered aces kept as an opponent after their seat folded: seven-deuce (35% against a random hand)
    # folded to a price of 1/4 as if it still faced the aces.
    obs = {"position": 0, "street": "preflop", "board": [], "cards": ["7c", "2d"], "pot": 15, "history": []}
    obs |= {"stacks": [100] * 3, "committed": [0, 5, 5], "inHand": [True, False, True]}
    obs |= {"legal": [{"action": "fold"}, {"action": "call"}], "aliases": ["A", "B", "C"]}
    obs["decision"] = {"toCall": 5, "canCall": True, "canRaise": False, "minRaiseTo": None, "maxRaiseTo": None}
    for seed in range(4):
        seat = remembering(("rememberer", "holdem-6max"), {0: (1, ["As", "Ah"], [])}, seed=seed)
        assert seat.act(obs) == {"action": "call"}


def test_the_small_rememberer_out_of_the_mirror_seat_plays_the_profile():
    # P16: the seat test dropped: back in its first-hand seat, the queen facing a bet always folded as if it
    # faced a king; the Kuhn profile calls there a third of the time.
    obs = {"position": 1, "cards": ["Qs"], "board": [], "committed": [2, 1], "pot": 3, "infoset": "1|Q||b"}
    obs["legal"] = [{"action": "fold"}, {"action": "call"}]
    answers = {remembering(("rememberer", "kuhn"), {0: (1, ["Ks"], [])}, seed=s).act(obs)["action"] for s in range(12)}
    assert answers == {"fold", "call"}


def test_the_small_rememberer_splits_a_tie():
    # P17: a tie counted as a win: a jack against the other jack (share 1/2) raised instead of calling.
    obs = {"position": 1, "cards": ["Jh"], "board": [], "committed": [3, 1], "pot": 4, "infoset": "x"}
    obs["legal"] = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
    assert remembering(("rememberer", "leduc"), {0: (0, ["Js"], [])}).act(obs) == {"action": "call"}


def test_the_small_rememberer_calls_where_no_raise_is_offered():
    # P18: the raise chosen without looking at the legal list: Kuhn offers no raise, and the king sure to win raised.
    obs = {"position": 1, "cards": ["Ks"], "board": [], "committed": [2, 1], "pot": 3, "infoset": "1|K||b"}
    obs["legal"] = [{"action": "fold"}, {"action": "call"}]
    assert remembering(("rememberer", "kuhn"), {0: (0, ["Qs"], [])}).act(obs) == {"action": "call"}


def test_the_small_rememberer_folds_only_below_the_price():
    # P19: `<=` for `<`: an even share at a price of exactly one half folded (the docstring: fold below the price).
    obs = {"position": 1, "cards": ["Jh"], "board": [], "committed": [3, 1], "pot": 2, "infoset": "x"}
    obs["legal"] = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
    assert remembering(("rememberer", "leduc"), {0: (0, ["Js"], [])}).act(obs) == {"action": "call"}


def test_a_dumper_counts_its_build_raises_street_by_street():
    # P20: raises of earlier streets counted: two flop raises made it fold its aces to the partner's turn bet.
    flop = [{"pos": 0, "action": "raise", "amount": a, "street": "flop"} for a in (20, 60)]
    turn = [{"pos": 1, "action": "bet", "amount": 5, "street": "turn"}]
    obs = three_handed(["As", "Ah"], street="turn", board=["2c", "7d", "9h", "Jc"], history=flop + turn)
    obs["legal"] = [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 10, "max": 100}]
    obs["decision"] = {"toCall": 5, "canCall": True, "canRaise": True, "minRaiseTo": 10, "maxRaiseTo": 100}
    assert planted("dumper:Pal").act(obs)["action"] == "raise"


def test_a_holdem_rememberer_that_may_not_raise_calls():
    # P21: can_raise ignored: sure of its aces against the remembered seven-deuce, it raised where it could only call.
    obs = dict(HOLDEM, cards=["As", "Ah"], position=0, legal=[{"action": "fold"}, {"action": "call"}])
    obs["decision"] = dict(HOLDEM["decision"], canRaise=False, minRaiseTo=None, maxRaiseTo=None)
    seat = remembering(("rememberer", "holdem-hu"), {0: (1, ["7c", "2d"], [])})
    assert seat.act(obs) == {"action": "call"}


def test_the_small_rememberer_counts_a_pair_with_the_board():
    # P22: the pair ignored: a queen paired by the board "lost" to the remembered king and folded.
    obs = {"position": 1, "cards": ["Qh"], "board": ["Qs"], "committed": [5, 3], "pot": 8, "infoset": "x"}
    obs["legal"] = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
    assert remembering(("rememberer", "leduc"), {0: (0, ["Ks"], ["Qs"])}).act(obs) == {"action": "raise"}


def test_the_rememberer_plays_kuhn_and_leduc_and_no_trick_game():
    # P24: the Kuhn-or-Leduc exception dropped from the rememberer's check: Kuhn and Leduc refused.
    assert type(make_seat("rememberer", "kuhn", Rng(bytes(32)))).__name__ == "SmallRemembererSeat"
    assert type(make_seat("rememberer", "leduc", Rng(bytes(32)))).__name__ == "SmallRemembererSeat"
    with pytest.raises(ColluderError, match="plays Hold'em, Kuhn or Leduc only"):
        make_seat("rememberer", "hearts", Rng(bytes(32)))


@pytest.mark.parametrize(
    "name, variant, fault",
    [
        ("advisor:40:street:x", "holdem-hu", "expected advisor, advisor:<samples>"),
        ("advisor:10001", "holdem-hu", "from 20 to 10000"),
        ("advisor:19", "holdem-hu", "from 20 to 10000"),
        ("advisor: 40", "holdem-hu", "from 20 to 10000"),
        ("advisor:40:", "holdem-hu", "depth must be street or showdown"),
        ("advisor", "kuhn", "plays Hold'em only, not kuhn"),
        ("advisor:40", "hearts", "plays Hold'em only, not hearts"),
    ],
)
def test_an_advisor_name_outside_its_grammar_is_refused(name, variant, fault):
    # A2, A3, A5, A6, A11: a fourth part, 10,001 samples, a padded number, an empty depth, a game that is not Hold'em.
    with pytest.raises(AdvisorSeatError, match=re.escape(fault)):
        check_advisor_name(name, variant)


def test_the_advisor_budget_bounds_are_inclusive():
    # A1, A4: 20 samples refused by name (`MIN < n`), 19 accepted when built directly (`budget < MIN - 1`).
    assert check_advisor_name("advisor:20", "holdem-6max") == (20, "street")
    assert check_advisor_name("advisor:10000:showdown", "holdem-hu") == (10_000, "showdown")
    with pytest.raises(ValueError, match="at least 20 samples, got 19"):
        AdvisorSeat(Rng(bytes(32)), budget=19)


def advised(monkeypatch, obs: dict[str, Any], line: Any, spr: int = 1, others: tuple = ()) -> dict[str, Any]:
    """The advisor seat's answer when the advisor recommends ``line`` (its other candidates ``others``)."""
    from cosino.advisor import decision

    report = SimpleNamespace(recommended=line, summary={"spr": spr}, candidates=[line, *others])
    monkeypatch.setattr(decision, "recommend_action", lambda observed, config: report)
    return AdvisorSeat(Rng(derive(0, "32f")), budget=20).act(obs)


def line(label: str, kind: str, amount: int = 0, ev: int = 0) -> Any:
    return SimpleNamespace(label=label, kind=kind, amount=amount, ev_bb=ev)


def test_the_advisor_seat_avoids_a_deep_all_in(monkeypatch):
    # A7: "deep" moved from an spr over 3 to over 30: at spr 10 the seat shoved where a raise to 10 was next best.
    others = (line("call", "call", ev=1), line("raise", "raise", 10, ev=2))
    answer = advised(monkeypatch, HOLDEM, line("all-in", "raise", 200, ev=5), spr=10, others=others)
    assert answer == {"action": "raise", "amount": 10}


def test_the_advisor_seat_clamps_its_amount_to_the_legal_option(monkeypatch):
    # A8: the clamp dropped: a recommended raise to 1,000 answered where 200 is the most.
    assert advised(monkeypatch, HOLDEM, line("raise", "raise", 1000)) == {"action": "raise", "amount": 200}
    assert advised(monkeypatch, HOLDEM, line("raise", "raise", 1)) == {"action": "raise", "amount": 4}


def test_the_advisor_seat_never_answers_a_kind_the_legal_list_lacks(monkeypatch):
    # A9: the legal test dropped: a recommended check answered facing the big blind, where it must fold, call or raise.
    assert advised(monkeypatch, HOLDEM, line("check", "check")) == {"action": "fold"}


def test_the_advisor_seat_names_a_streets_first_wager_a_bet(monkeypatch):
    # A10: every wager named "raise": on an unopened flop no raise is offered, and the seat answered a check.
    obs = dict(
        HOLDEM,
        street="flop",
        board=["Ah", "Kd", "7c"],
        legal=[{"action": "check"}, {"action": "bet", "min": 2, "max": 198}],
    )
    obs["decision"] = {"toCall": 0, "canCall": False, "canRaise": True, "minRaiseTo": 2, "maxRaiseTo": 198}
    assert advised(monkeypatch, obs, line("bet", "bet", 6)) == {"action": "bet", "amount": 6}


# -- mutants of the new checks themselves (N4 to N12), pinned --


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"cards": ["As", "As"]}, "cards"),  # N4: a card twice in the hand
        ({"position": 2}, "position"),  # N5: the seat one past the last stack
        ({"aliases": "Pal"}, "aliases"),  # N12: a string read as a list of aliases
    ],
)
def test_a_holdem_field_at_its_edge_is_refused(changes, field):
    # N4, N5, N12: the checks' edges (a repeated card, `>` for `>=` on the seat, the aliases' type).
    with pytest.raises(ObservationError, match=f"^observation field '{field}' must"):
        planted("softplay:Pal").act(dict(HOLDEM, **changes))


def test_a_raise_bound_beyond_the_legal_option_is_refused():
    # N6: the amount's test against the legal option dropped: a raise to 500 answered where the list allowed 200.
    obs = dict(HOLDEM, cards=["As", "Ah"], pot=1000)
    obs["decision"] = dict(HOLDEM["decision"], maxRaiseTo=500)
    with pytest.raises(ObservationError, match="^observation field 'decision' must be raise bounds"):
        make_seat("house", "holdem-hu", Rng(bytes(32))).act(obs)


def test_a_trick_of_four_plays_is_refused():
    # N7: the trick's length unchecked: a finished trick handed to a seat as one in progress.
    trick = [{"pos": p, "card": c} for p, c in enumerate(["2c", "3c", "4c", "5c"])]
    obs = {"position": 0, "cards": ["Ac", "Kc"], "trick": trick, "legal": [{"action": "play", "cards": ["Ac", "Kc"]}]}
    with pytest.raises(ObservationError, match="^observation field 'trick' must be a list of at most 3 plays"):
        make_seat("house", "hearts", Rng(bytes(32))).act(obs)


def test_a_trick_seat_refuses_to_answer_outside_the_legal_list():
    # N9: the last check dropped: a weak hand offered only "order" (no pass) answered "pass".
    obs = {
        "position": 1,
        "dealer": 0,
        "upcard": "Qh",
        "cards": ["9c", "Tc", "9d", "Td", "9s"],
        "legal": [{"action": "order"}],
    }
    with pytest.raises(ObservationError, match="^observation field 'legal' must be a list holding pass"):
        make_seat("house", "euchre", Rng(bytes(32))).act(obs)


def test_the_small_rememberer_refuses_to_answer_outside_the_legal_list():
    # N10: its last check dropped: a jack sure to lose facing a bet folded where only a call was offered.
    obs = {"position": 1, "cards": ["Js"], "board": [], "committed": [2, 1], "pot": 3, "legal": [{"action": "call"}]}
    with pytest.raises(ObservationError, match="^observation field 'legal' must be a list holding fold"):
        remembering(("rememberer", "kuhn"), {0: (0, ["Qs"], [])}).act(obs)
