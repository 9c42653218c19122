"""Mutation review 31c: the trick-taking engines (cosino.games.tricks: base, euchre, spades, hearts,
ohhell), each survivor pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/tricks.md, the
modules' docstrings) or a naive count in the test, never from running the code under test.

Equivalent survivors, left unpinned: B3 and B12 (`>=` for `>` when a card beats the trick's best:
distinct cards tie only at -1, off-suit, and the led card's power is at least 0, so a tie is never
the best), B13 (a best power set on the lead and overwritten on the next line), B15 and B16
(`_over` and `turn is None` are set together at the last trick, so either alone decides), B26 (the
leader shown outside play: it is None until play starts) and H19 (a hearts seat's received cards
shown while passing: every list stays empty until all twelve passes are in and the phase is play).
Round 2, the same: B41 (ShortHandPlay's own-discard hook: neither euchre nor oh-hell narrows a
discard), B43 (trump strength 13 + rank for 100 + rank: the order of every card is the same), B48
(to_act without `_over`: turn is None once over), E45 (euchre's bid1 fallback after "pass", which
round 1 always offers), S20 (spades' `_phase_actions`, which its own legal_actions always answers
first), S24 (bids with None as 0: every bid is in when the hand ends), H21 and H29 (the hearts
first-trick message for a card that could only be refused for not following), H25 (the hold
direction's offset: a hold hand never passes), H26 (hearts' longest hand from hand 0 alone: a
passing hand is the longest) and O22 (the hand size read off another holding: all four are equal).
Round 3, the same: B55 (`_require_over` by `turn is not None`: turn is None exactly once the hand
is over), B57 (the own-discard flag off: only ShortHandPlay reads it, see B41) and E52 (a side
for a missing maker when scoring: a euchre hand never ends without one).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.tricks.base import deal_blocks, follow_suit
from cosino.games.tricks.euchre import DECK as EUCHRE_DECK
from cosino.games.tricks.euchre import EuchreVariant, hand_points
from cosino.games.tricks.hearts import HeartsVariant
from cosino.games.tricks.ohhell import OhHellVariant
from cosino.games.tricks.spades import SpadesVariant
from cosino.primitives.cards import full_deck

RANKS = "23456789TJQKA"


def suit(s: str, ranks: str = RANKS) -> list[str]:
    return [r + s for r in ranks]


def spades_hand(p0, p1, p2, p3):
    return SpadesVariant().new_hand(list(p0) + list(p1) + list(p2) + list(p3), [0] * 4, 0, 0)


def bid_all(hand, bids):
    for b in bids:
        hand.apply(Action("bid", b))


# --- the shared helpers and the deal ----------------------------------------------------------------


# kills B4: follow_suit returned only the followers, an empty list for a void holding
def test_follow_suit_gives_the_whole_holding_when_void():
    assert follow_suit(["2c", "Kd"], "h") == ["2c", "Kd"]
    assert follow_suit(["2c", "Kd", "3h"], "h") == ["3h"]


# kills B5: the short-deck check one card lenient: 51 cards dealt as four holdings of 13
@pytest.mark.parametrize("variant", [SpadesVariant(), HeartsVariant()], ids=["spades", "hearts"])
def test_a_deck_one_card_short_is_refused(variant):
    with pytest.raises(ValueError, match="51 cards"):
        variant.new_hand(full_deck()[:51], [0] * 4, 0, 0)


# kills B6: the deck's distinct-cards check dropped: a card twice dealt to two positions
def test_a_deck_holding_a_card_twice_is_refused():
    deck = full_deck()
    deck[51] = deck[0]
    with pytest.raises(ValueError, match="distinct"):
        SpadesVariant().new_hand(deck, [0] * 4, 0, 0)
    with pytest.raises(ValueError, match="distinct"):
        deal_blocks(["As", "As", "Kd", "Qh"], 1)


# kills E27: euchre's exact-24 check loosened: a 23-card deck dealt with one kitty card missing
@pytest.mark.parametrize("size", [21, 23])
def test_a_euchre_deck_short_of_24_cards_is_refused(size):
    with pytest.raises(ValueError, match="exactly the 24 cards"):
        EuchreVariant().new_hand(EUCHRE_DECK[:size], [0] * 4, 0, 0)


# kills E28, S15 and O17: the dealer check `button <= 3` written `<= 4`: position 4 dealt a hand
@pytest.mark.parametrize("variant", [EuchreVariant(), SpadesVariant(), HeartsVariant(), OhHellVariant()])
def test_a_dealer_past_position_3_is_refused(variant):
    deck = EUCHRE_DECK if isinstance(variant, EuchreVariant) else full_deck()
    with pytest.raises(ValueError, match="dealer position 4 is not one of 0..3"):
        variant.new_hand(deck, [0] * 4, 4, 0)


# kills H12 and O14: the negative hand index check dropped (a direction or size read from the end)
@pytest.mark.parametrize("variant", [HeartsVariant(), OhHellVariant()])
def test_a_negative_hand_index_is_refused(variant):
    with pytest.raises(ValueError, match="non-negative"):
        variant.new_hand(full_deck(), [0] * 4, 0, -1)


# --- refusals on the play and bid paths ----------------------------------------------------------


def euchre_in_play():
    """A euchre hand at its first card: everyone passed round 1, position 1 named hearts, with partner."""
    hand = EuchreVariant().new_hand(EUCHRE_DECK, [0] * 4, 0, 0)
    for _ in range(4):
        hand.apply(Action("pass"))
    hand.apply(Action("trump", card="h"))
    hand.apply(Action("partner"))
    assert hand.phase == "play"
    return hand


def ohhell_in_play():
    hand = OhHellVariant().new_hand(full_deck(), [0] * 4, 0, 0)
    while hand.phase != "play":
        hand.apply(hand.fallback())
    return hand


# kills B10: the short-hand play loop (euchre, oh-hell) took a card with an amount attached
@pytest.mark.parametrize("make", [euchre_in_play, ohhell_in_play], ids=["euchre", "oh-hell"])
def test_a_card_played_with_an_amount_is_refused_by_the_short_hand_games(make):
    hand = make()
    card = hand.legal_cards()[0]
    before = list(hand.holdings[hand.to_act()])
    with pytest.raises(IllegalAction, match="play a card with 'play'"):
        hand.apply(Action("play", 1, card))
    assert hand.holdings[hand.to_act()] == before  # refused before anything changed


# kills S17: a spades bid that also names a card was taken as the bid
def test_a_spades_bid_naming_a_card_is_refused():
    hand = SpadesVariant().new_hand(full_deck(), [0] * 4, 0, 0)
    with pytest.raises(IllegalAction, match="bid an amount with 'bid'"):
        hand.apply(Action("bid", 3, "As"))
    assert hand.bids == [None, None, None, None] and hand.to_act() == 1


# kills E1: hand_points without its range check: 6 tricks scored as a march, -1 as a euchre
@pytest.mark.parametrize("taken", [-1, 6])
def test_euchre_hand_points_refuse_an_impossible_trick_count(taken):
    with pytest.raises(ValueError, match="0 to 5 tricks"):
        hand_points(taken, False)


# --- observables ------------------------------------------------------------------------------------


# kills B29: the observation handed out the engine's own holding list, which later plays change
def test_an_observation_is_a_snapshot_of_the_holding():
    hand = ohhell_in_play()
    pos = hand.to_act()
    obs = hand.observation(pos)
    held = list(obs["cards"])
    hand.apply(Action("play", card=hand.legal_cards()[0]))
    assert obs["cards"] == held and len(held) == 10  # the first hand of the default schedule holds 10


# kills B30: a spade led by a leader holding only spades did not break spades once its trick was over
def test_a_spade_lead_from_an_all_spade_holding_breaks_spades_after_its_trick():
    # Dealer 0, so position 1 leads; it holds every spade, so it must lead one and wins with it.
    hand = spades_hand(suit("c"), suit("s"), suit("d"), suit("h"))
    bid_all(hand, [1, 13, 0, 0])
    assert hand.to_act() == 1 and not hand.observation(1)["spadesBroken"]
    for _ in range(4):
        hand.apply(hand.fallback())
    assert hand.completed[0]["pos"] == 1 and hand.completed[0]["cards"][0][1] == "s"
    assert hand.observation(0)["spadesBroken"] is True


# --- oh-hell's hook on the dealer -----------------------------------------------------------------


# kills O3: the dealer's forbidden bid equal to the hand size was called out of range instead of the hook
def test_the_dealers_forbidden_bid_of_the_whole_hand_names_the_hook():
    hand = OhHellVariant(schedule=[3]).new_hand(full_deck(), [0] * 4, 0, 0)
    bid_all(hand, [0, 0, 0])  # positions 1, 2, 3: the dealer may not bid 3, which would make the sum 3
    assert hand.to_act() == 0
    with pytest.raises(IllegalAction, match="may not make the bids sum to 3 tricks"):
        hand.apply(Action("bid", 3))
    with pytest.raises(IllegalAction, match=r"out of range 0\.\.3"):
        hand.apply(Action("bid", 4))
    assert hand.bids == [None, 0, 0, 0]


# --- hearts: 25 points is not the moon; the moon is named -------------------------------------------


def hearts_25_points():
    """A hold hand (index 6, no passing) where position 0 takes the queen and 12 hearts but position 2
    takes the 2h that position 0 throws on its diamond lead: 25 and 1 points, no moon."""
    p0 = ["As", "Ks", "Qs", "Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "2h"]
    p1 = suit("c", "23456789T") + suit("d", "2345")
    p2 = suit("c", "JQKA") + suit("d", "89TJQKA") + ["2s", "3s"]
    p3 = ["6d", "7d"] + suit("s", "456789TJ") + ["5h", "4h", "3h"]
    hand = HeartsVariant().new_hand(p0 + p1 + p2 + p3, [0] * 4, 0, 6)
    events = []
    while not hand.is_over():
        # Every seat plays its lowest legal card, but position 2 leads the ace of diamonds to trick 2.
        lead_ad = hand.to_act() == 2 and len(hand.completed) == 1 and not hand.trick
        events += hand.apply(Action("play", card="Ad") if lead_ad else hand.fallback())
    return hand, events[-1]


# kills H8: a position with 25 points (all but one heart) treated as shooting the moon
def test_twenty_five_points_are_not_the_moon():
    hand, score = hearts_25_points()
    taken = [0, 0, 0, 0]  # a naive count: each trick's hearts and queen to its winner
    for trick in hand.completed:
        taken[trick["pos"]] += sum(1 for c in trick["cards"] if c[1] == "h") + 13 * ("Qs" in trick["cards"])
    assert taken == [25, 0, 1, 0]
    assert hand.raw_numbers()["points"] == [25, 0, 1, 0]
    assert score["points"] == [25, 0, 1, 0] and "moon" not in score
    assert hand.nets() == [Fraction(26, 4) - p for p in taken]  # mean minus points


# kills H20: the score event of a moon hand no longer named the shooter
def test_the_score_event_of_a_moon_names_the_shooter():
    hand = HeartsVariant().new_hand(suit("c") + suit("d") + suit("h") + suit("s"), [0] * 4, 0, 6)
    events = []
    while not hand.is_over():
        events += hand.apply(hand.fallback())
    score = events[-1]
    assert score["type"] == "score" and score["points"] == [0, 26, 26, 26] and score["moon"] == 0


# kills O8 and O15: the schedule's bool check dropped (True taken as a hand of one card), or 14 cards
# admitted, four holdings the 52 cards cannot deal
@pytest.mark.parametrize("schedule", [[True], [3, False], [14], [0]])
def test_an_oh_hell_schedule_of_bools_is_refused(schedule):
    with pytest.raises(ValueError, match="hand sizes from 1 to 13"):
        OhHellVariant(schedule=schedule)


# --- round 2: tables, snapshots and short decks ------------------------------------------------------


# kills B36: deal_blocks for other than four positions left its holdings in string order, not by suit then rank
def test_deal_blocks_for_two_positions_sorts_each_holding_by_suit_then_rank():
    assert deal_blocks(["Ac", "2s", "Kd", "3h"], 2, positions=2) == [["Ac", "2s"], ["Kd", "3h"]]


# kills B46: legal_cards outside play answered an empty list instead of refusing
def test_legal_cards_refuses_while_bidding():
    hand = SpadesVariant().new_hand(full_deck(), [0] * 4, 0, 0)
    with pytest.raises(AssertionError, match="no card is to be played"):
        hand.legal_cards()


# kills B50, B51 and H27: an observation shared the hand's last trick, trick counts or points taken
def test_a_hearts_observation_keeps_what_it_showed_and_edits_reach_nothing():
    hand = HeartsVariant().new_hand(full_deck(), [0] * 4, 0, 6)  # a hold hand: play from the first decision
    for _ in range(4):
        hand.apply(hand.fallback())
    obs = hand.observation(0)
    shown = (dict(obs["lastTrick"]), list(obs["tricksWon"]), list(obs["pointsTaken"]))
    obs["lastTrick"]["pos"] = 99
    assert hand.completed[0]["pos"] == shown[0]["pos"]
    while not hand.is_over():
        hand.apply(hand.fallback())
    assert sum(hand.tricks_won) == 13 and sum(hand.points) == 26  # both moved since the observation
    assert (obs["tricksWon"], obs["pointsTaken"]) == shown[1:] and sum(shown[1]) == 1


# kills E40: a euchre observation shared the active list, so the partner sat out of an earlier view too
def test_a_euchre_observation_before_going_alone_keeps_all_four_active():
    hand = EuchreVariant().new_hand(EUCHRE_DECK, [0] * 4, 0, 0)
    for _ in range(4):
        hand.apply(Action("pass"))
    hand.apply(Action("trump", card="h"))  # position 1 names hearts
    obs = hand.observation(1)
    hand.apply(Action("alone"))
    assert hand.active == [True, True, True, False] and obs["active"] == [True, True, True, True]


# kills E41: euchre's card tables before trump is named ranked clubs as trump
def test_euchre_card_tables_without_trump_have_no_trump():
    suit_of, powers = EuchreVariant().card_tables(None)
    assert suit_of["Js"] == "s" and suit_of["Jc"] == "c"  # no left bower either
    assert powers["h"]["Ac"] == -1 < powers["h"]["9h"] < powers["h"]["Ah"]


# kills O19: with a short deck the card after the deal was not turned for trump
def test_oh_hell_turns_the_card_after_the_deal_even_when_it_is_the_decks_last():
    deck = full_deck()[:49]
    hand = OhHellVariant(schedule=[12]).new_hand(deck, [0] * 4, 0, 0)
    assert hand.trump_card == deck[48] and hand.trump == deck[48][1]


# kills O25: a schedule that is not a sequence reported as an empty one
def test_an_oh_hell_schedule_that_is_not_a_sequence_is_named():
    with pytest.raises(ValueError, match="got None"):
        OhHellVariant(schedule=None)


# kills B56: the closing "bids" event shared the hand's own bid list, so editing the event rewrote the bids
def test_editing_the_bids_event_leaves_the_hands_bids():
    hand = SpadesVariant().new_hand(full_deck(), [0] * 4, 0, 0)
    events = []
    for b in [3, 4, 2, 1]:
        events += hand.apply(Action("bid", b))
    closing = events[-1]
    assert closing == {"type": "bids", "bids": [1, 3, 4, 2]}  # by position: the dealer, 0, bid last
    closing["bids"][0] = 13
    assert hand.bids == [1, 3, 4, 2] and hand.observation(0)["bids"] == [1, 3, 4, 2]


# kills O29: a table that is not duplicate still took its oh-hell hand size by pair (the docstring: hand_index % len)
def test_oh_hell_without_duplicate_pairs_moves_down_the_schedule_every_hand():
    class Single(OhHellVariant):
        game_type = replace(OhHellVariant.game_type, duplicate=False)

    variant = Single(schedule=[5, 3, 1])
    assert not variant.duplicate
    assert [variant.size_for(i) for i in range(4)] == [5, 3, 1, 5]
    assert len(variant.new_hand(full_deck(), [0] * 4, 0, 1).holdings[0]) == 3


# --- defects found by attacking the engines directly (each test failed before its fix) -------------

NOT_INTEGERS = [2.0, 2.5, True, False, "3", [1], float("nan")]


# A float, a bool or a string bid was taken (2.0 and True recorded as bids) or crashed with TypeError.
@pytest.mark.parametrize("amount", NOT_INTEGERS, ids=repr)
@pytest.mark.parametrize("variant", [SpadesVariant(), OhHellVariant()], ids=["spades", "oh-hell"])
def test_a_bid_that_is_not_an_integer_is_refused(variant, amount):
    hand = variant.new_hand(full_deck(), [0] * 4, 0, 0)
    with pytest.raises(IllegalAction, match="a bid is a whole number of tricks"):
        hand.apply(Action("bid", amount))
    assert hand.bids == [None, None, None, None] and hand.to_act() == 1


# An action whose kind is not a string crashed euchre's refusal with TypeError (Action.__str__).
@pytest.mark.parametrize("kind", [None, 5, ["pass"]], ids=repr)
def test_an_action_kind_that_is_not_a_string_is_refused(kind):
    hand = EuchreVariant().new_hand(EUCHRE_DECK, [0] * 4, 0, 0)
    with pytest.raises(IllegalAction, match="not legal while euchre is in phase bid1"):
        hand.apply(Action(kind))
    assert hand.passes == 0 and hand.to_act() == 1


# A bool or float dealer was dealt a hand (True as position 1; 1.5 put position 2.5 on turn); "0" crashed.
@pytest.mark.parametrize("button", [True, 1.5, "0"], ids=repr)
@pytest.mark.parametrize("variant", [EuchreVariant(), SpadesVariant(), HeartsVariant(), OhHellVariant()])
def test_a_dealer_that_is_not_an_integer_is_refused(variant, button):
    deck = EUCHRE_DECK if isinstance(variant, EuchreVariant) else full_deck()
    with pytest.raises(ValueError, match="is not one of 0..3"):
        variant.new_hand(deck, [0] * 4, button, 0)


# A float hand index crashed with TypeError, a string too, and True was read as hand 1.
@pytest.mark.parametrize("index", [True, 1.5, "2"], ids=repr)
@pytest.mark.parametrize("variant", [HeartsVariant(), OhHellVariant()])
def test_a_hand_index_that_is_not_an_integer_is_refused(variant, index):
    with pytest.raises(ValueError, match="hand index must be a non-negative integer"):
        variant.new_hand(full_deck(), [0] * 4, 0, index)


# A deck holding an unhashable entry crashed with TypeError; a schedule that is not a sequence too.
def test_a_deck_or_schedule_of_the_wrong_shape_is_refused():
    with pytest.raises(ValueError, match="distinct cards"):
        SpadesVariant().new_hand(full_deck()[:51] + [["As"]], [0] * 4, 0, 0)
    with pytest.raises(ValueError, match="hand sizes from 1 to 13"):
        OhHellVariant(schedule=None)
