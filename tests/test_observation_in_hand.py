"""Who is still in a Hold'em hand, as the observation says it: on a chip race a seat all in from
its blind and a busted seat both show stack 0 and nothing committed once the flop is out."""

from __future__ import annotations

from cosino.advisor.pipeline import observe_simulation
from cosino.games.poker.holdem import DECK_FOR_DOCTEST, HoldemHand
from cosino.games.protocol import Action
from cosino.seats.holdem_house import live_opponents
from cosino.seats.prompts import render_prompt


def _flop_with_short_blind() -> HoldemHand:
    # Position 1 is busted; position 3 posts a 1-chip big blind and is all in; 0 and 2 call to the flop.
    hand = HoldemHand(DECK_FOR_DOCTEST, [200, 0, 200, 1], 0)
    while hand.street == 0:
        kinds = [o.kind for o in hand.options()]
        hand.apply(Action("call") if "call" in kinds else Action("check"))
    return hand


def test_the_observation_names_who_is_in():
    hand = _flop_with_short_blind()
    obs = hand.observation(hand.to_act())
    assert obs["street"] == "flop" and obs["stacks"][1] == obs["stacks"][3] == 0
    assert obs["committed"] == [0, 0, 0, 0]
    assert obs["inHand"] == [True, False, True, True]


def test_the_house_counts_the_all_in_blind_and_not_the_busted_seat():
    hand = _flop_with_short_blind()
    obs = hand.observation(hand.to_act())
    assert live_opponents(obs) == 2  # positions 0 and 3; it counted 1 before the observation said
    legacy = {k: v for k, v in obs.items() if k != "inHand"}  # an outside observation without the field
    assert live_opponents(legacy) == 1


def test_the_advisor_reads_the_busted_seat_as_out():
    hand = _flop_with_short_blind()
    obs = hand.observation(hand.to_act())
    seats = observe_simulation(obs).state.seats
    assert [s.sitting_out for s in seats] == [False, True, False, False]
    assert not any(s.folded for s in seats)
    legacy = observe_simulation({k: v for k, v in obs.items() if k != "inHand"}).state.seats
    assert not legacy[1].sitting_out  # without the field the busted seat looked live after the flop


def test_the_prompt_shows_it_against_the_aliases():
    hand = _flop_with_short_blind()
    obs = hand.observation(hand.to_act())
    obs["aliases"] = ["Sprocket", "Gizmo", "Ratchet", "Widget"]
    obs["variant"] = "sixmax"
    text = render_prompt(obs).user
    assert "InHand: Sprocket yes, Gizmo no, Ratchet yes, Widget yes" in text


def test_an_in_hand_field_that_is_not_one_bool_per_seat_is_not_read():
    hand = _flop_with_short_blind()
    obs = hand.observation(hand.to_act())
    for odd in (["yes", "no", "yes", "yes"], [1, 0, 1, 1], [True, False, True], "TFTT", None):
        forged = {**obs, "inHand": odd}
        assert live_opponents(forged) == 1  # read from stacks, as for an observation without the field
        assert not observe_simulation(forged).state.seats[1].sitting_out
