"""Unit tests for the no-limit Hold'em rules, one or more per rule."""

from __future__ import annotations

import pytest

from cosino.games.poker.holdem import HoldemHand, HoldemVariant
from cosino.games.protocol import Action, IllegalAction
from cosino.games.registry import get_variant
from cosino.primitives.canonical import dumps
from cosino.primitives.cards import DECK


def stacked(n: int, button: int, holes: dict[int, str], board: str = "", stacks=None) -> list[str]:
    """A deck that deals ``holes`` (position -> 'AsKd') and ``board`` under the engine's order."""
    stacks = stacks or [200] * n
    order = [p for p in ((button + 1 + i) % n for i in range(n)) if stacks[p]]
    named = {c for h in holes.values() for c in (h[:2], h[2:])} | {board[i : i + 2] for i in range(0, len(board), 2)}
    spare = iter(c for c in DECK if c not in named)
    cards = {p: [holes[p][:2], holes[p][2:]] if p in holes else [next(spare), next(spare)] for p in order}
    deck = [cards[p][0] for p in order] + [cards[p][1] for p in order]
    deck += [board[i : i + 2] for i in range(0, len(board), 2)]
    deck += [c for c in spare]
    return deck


def new(n=6, button=0, holes=None, board="", stacks=None, sb=1, bb=2) -> HoldemHand:
    stacks = stacks or [200] * n
    return HoldemHand(stacked(n, button, holes or {}, board, stacks), stacks, button, sb, bb)


def play(hand: HoldemHand, *moves: str) -> list[dict]:
    events = []
    for move in moves:
        kind, _, amount = move.partition(" ")
        events += hand.apply(Action(kind, int(amount) if amount else None))
    return events


def kinds(hand: HoldemHand) -> list[str]:
    return [o.kind for o in hand.options()]


# -- dealing and blinds --------------------------------------------------------------------------


def test_hole_cards_go_one_at_a_time_from_left_of_the_button_and_the_board_follows_without_burns():
    deck = list(DECK)
    hand = HoldemHand(deck, [200] * 4, 2, 1, 2)  # order of dealing: 3, 0, 1, 2
    deals = {e["pos"]: e["cards"] for e in hand.start_events() if e["type"] == "deal"}
    assert deals == {3: [deck[0], deck[4]], 0: [deck[1], deck[5]], 1: [deck[2], deck[6]], 2: [deck[3], deck[7]]}
    assert [e["pos"] for e in hand.start_events() if e["type"] == "deal"] == [3, 0, 1, 2]
    events = play(hand, "call", "call", "call", "check")
    assert events[-1] == {"type": "board", "street": 1, "cards": deck[8:11]}
    events = play(hand, "check", "check", "check", "check")
    assert events[-1]["cards"] == [deck[11]]
    events = play(hand, "check", "check", "check", "check")
    assert events[-1]["cards"] == [deck[12]]


def test_heads_up_deals_the_non_button_first_and_the_button_posts_the_small_blind():
    deck = list(DECK)
    hand = HoldemHand(deck, [200, 200], 0, 1, 2)
    start = hand.start_events()
    assert [e for e in start if e["type"] == "deal"] == [
        {"type": "deal", "pos": 1, "cards": [deck[0], deck[2]]},
        {"type": "deal", "pos": 0, "cards": [deck[1], deck[3]]},
    ]
    assert [(e["pos"], e["amount"]) for e in start if e["type"] == "blind"] == [(0, 1), (1, 2)]
    assert hand.to_act() == 0  # the button acts first before the flop
    play(hand, "call", "check")
    assert hand.to_act() == 1  # and last after it
    play(hand, "check")
    assert hand.to_act() == 0


def test_six_handed_blinds_and_first_actors():
    hand = new(6, button=3)
    blinds = [(e["pos"], e["amount"], e["blind"]) for e in hand.start_events() if e["type"] == "blind"]
    assert blinds == [(4, 1, "small"), (5, 2, "big")]
    assert hand.to_act() == 0  # left of the big blind
    play(hand, "call", "call", "call", "call", "call", "check")
    assert hand.to_act() == 4  # the small blind opens the flop


# -- bets and raises -----------------------------------------------------------------------------


def test_the_minimum_raise_adds_the_last_full_increment():
    hand = new(6)
    assert hand.raise_bounds() == (4, 200)  # preflop: the big blind is the increment
    play(hand, "raise 4")  # a raise of 2
    assert hand.raise_bounds() == (6, 200)
    with pytest.raises(IllegalAction) as err:
        hand.apply(Action("raise", 5))
    assert str(err.value) == "raise to 5 is below the minimum raise-to 6"
    play(hand, "raise 20")  # a raise of 16 sets the new increment
    assert hand.raise_bounds() == (36, 200)


def test_a_bet_is_at_least_the_big_blind_and_bet_and_raise_are_distinct():
    hand = new(2)
    play(hand, "call", "check")
    assert kinds(hand) == ["check", "bet"]
    with pytest.raises(IllegalAction, match="bet to 1 is below the minimum bet-to 2"):
        hand.apply(Action("bet", 1))
    with pytest.raises(IllegalAction, match="no bet on this street yet"):
        hand.apply(Action("raise", 4))
    play(hand, "bet 2")
    with pytest.raises(IllegalAction, match="already a bet of 2"):
        hand.apply(Action("bet", 6))
    assert hand.raise_bounds() == (4, 198)


def test_raise_above_the_stack_is_refused():
    hand = new(2)
    with pytest.raises(IllegalAction, match="above the maximum raise-to 200"):
        hand.apply(Action("raise", 201))


def test_a_short_all_in_does_not_reopen_the_betting_for_players_who_acted():
    # button 0 opens first three-handed; the big blind has only 13 chips.
    hand = new(3, stacks=[200, 200, 13])
    play(hand, "raise 8", "call")  # an increment of 6
    play(hand, "raise 13")  # all-in, 5 more: short of a full raise
    assert hand.to_act() == 0
    assert kinds(hand) == ["fold", "call"]
    with pytest.raises(IllegalAction, match="not re-opened"):
        hand.apply(Action("raise", 30))
    assert hand.observation(0)["decision"]["canRaise"] is False
    play(hand, "call")
    assert kinds(hand) == ["fold", "call"]


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting():
    # positions: 0 button, 1 small blind, 2 big blind, 3 first to act
    hand = new(4, stacks=[14, 19, 200, 200])
    play(hand, "raise 10")  # increment 8
    play(hand, "raise 14")  # button all-in, +4: short
    play(hand, "raise 19")  # small blind all-in, +5: short, 9 since position 3 acted
    assert hand.to_act() == 2 and hand.raise_bounds() == (27, 200)  # not yet acted: may raise
    play(hand, "call")
    assert hand.to_act() == 3
    assert hand.raise_bounds() == (27, 200)  # 9 >= 8 since it acted: re-opened


def test_after_a_reopening_a_later_short_all_in_is_measured_from_each_seats_own_action():
    # Preflop order 3, 4, 0, 1, 2. Increments: 10 (full, 8), +5 short, +5 short (10 since position 3
    # acted: re-opened), +4 short. Position 3 has faced 14 >= 8 more since it acted, so it may raise.
    # (PokerKit 0.7 forgets the first two short raises once they add up and refuses this raise.)
    hand = new(5, stacks=[20, 24, 200, 200, 15])
    play(hand, "raise 10", "raise 15", "raise 20", "raise 24", "call")
    assert hand.to_act() == 3
    assert hand.raise_bounds() == (32, 200)


def test_nobody_may_raise_when_no_other_player_could_answer():
    hand = new(2, stacks=[200, 50])
    play(hand, "raise 50")  # the big blind covers only 50 in total
    assert kinds(hand) == ["fold", "call"]  # position 1 is facing an all-in it can only call
    hand = new(2, stacks=[200, 50])
    play(hand, "call")
    # the big blind may still raise: the button has chips to answer
    assert "raise" in kinds(hand)


def test_folding_is_not_offered_when_checking_is_free():
    hand = new(3)
    play(hand, "call", "call")
    assert kinds(hand) == ["check", "raise"]
    before = hand.observation(2)
    with pytest.raises(IllegalAction, match="fold is not offered when checking is free"):
        hand.apply(Action("fold"))
    assert hand.observation(2) == before
    assert hand.fallback() == Action("check")
    play(hand, "raise 6")
    assert hand.fallback() == Action("fold")


def test_illegal_actions_leave_the_state_unchanged_and_name_the_rule():
    hand = new(3)
    before = [hand.observation(p) for p in range(3)]
    cases = [
        (Action("check"), "check is not allowed: 2 to call"),
        (Action("bet", 4), "bet is not allowed"),
        (Action("raise"), "needs an integer raise-to amount"),
        (Action("raise", True), "needs an integer raise-to amount"),
        (Action("call", 2), "call takes no amount"),
        (Action("shove"), "unknown action 'shove'"),
        (Action("play", card="As"), "takes no card"),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message):
            hand.apply(action)
        assert not hand.is_legal(action)
    assert [hand.observation(p) for p in range(3)] == before
    play(hand, "fold", "fold")
    with pytest.raises(IllegalAction, match="the hand is over"):
        hand.apply(Action("check"))


# -- settlement ----------------------------------------------------------------------------------


def test_uncalled_bets_are_returned():
    hand = new(2)
    events = play(hand, "raise 50", "fold")
    assert {"type": "return", "pos": 0, "amount": 48, "street": 0} in events
    assert hand.nets() == [2, -2]
    pot = [e for e in events if e["type"] == "pot"]
    assert pot == [
        {
            "type": "pot",
            "amount": 4,
            "eligible": [0],
            "winners": [0],
            "shares": [4],
            "contributions": [2, 2],
            "street": 0,
        }
    ]


def test_side_pots_follow_commitment_levels():
    holes = {0: "AsAd", 1: "KsKd", 2: "QsQd"}
    hand = new(3, holes=holes, board="2c7d9hTc3s", stacks=[50, 100, 200])
    events = play(hand, "raise 50", "raise 100", "call")
    assert hand.is_over()
    pots = [e for e in events if e["type"] == "pot"]
    assert [(p["amount"], p["eligible"], p["winners"]) for p in pots] == [(150, [1, 2, 0], [0]), (100, [1, 2], [1])]
    assert pots[0]["contributions"] == [50, 50, 50] and pots[1]["contributions"] == [0, 50, 50]
    assert hand.nets() == [100, 0, -100]
    assert sum(p["amount"] for p in pots) == sum(hand.total)


def test_odd_chips_go_clockwise_from_the_button():
    board = "AsKdQhJcTs"  # a broadway straight on board: every live hand ties
    hand = new(3, button=0, board=board)
    events = play(hand, "call", "fold", "check", "check", "check", "check", "check", "check", "check")
    pot = [e for e in events if e["type"] == "pot"][0]
    assert pot["amount"] == 5 and pot["winners"] == [2, 0] and pot["shares"] == [3, 2]
    assert hand.nets() == [0, -1, 1]


def test_three_way_split_spreads_the_odd_chips_one_at_a_time():
    board = "AsKdQhJcTs"
    hand = new(4, button=0, board=board, stacks=[200, 200, 200, 200])
    # everyone puts in 2 except the small blind, who folds: a pot of 7 for three winners
    play(hand, "call", "call", "fold", "check")
    events = play(hand, *["check"] * 9)
    pot = [e for e in events if e["type"] == "pot"][0]
    assert pot["amount"] == 7 and pot["winners"] == [2, 3, 0] and pot["shares"] == [3, 2, 2]


def test_when_all_but_one_are_all_in_the_board_runs_out_without_decisions():
    hand = new(2, holes={0: "AsAd", 1: "KsKd"}, board="2c7d9hTc3s")
    events = play(hand, "raise 200", "call")
    assert hand.is_over() and hand.to_act() is None
    assert [e["street"] for e in events if e["type"] == "board"] == [1, 2, 3]
    showdown = {e["pos"]: e["category"] for e in events if e["type"] == "showdown"}
    assert showdown == {1: "one pair", 0: "one pair"}
    assert hand.nets() == [200, -200]


def test_a_lone_player_with_chips_is_not_asked_to_act_against_all_ins_it_already_covers():
    hand = new(3, stacks=[200, 30, 200], holes={0: "2c3d", 1: "AsAd", 2: "KsKd"}, board="4h8hTcJs9d")
    play(hand, "fold", "raise 30", "call")
    assert hand.is_over()
    assert hand.nets() == [0, 30, -30]


# -- observation, events, caps, variants ---------------------------------------------------------


def test_observation_shows_only_own_cards_and_the_decision():
    hand = new(6, holes={3: "AsKs", 4: "7h7d"})
    obs = hand.observation(3)
    assert obs["cards"] == ["As", "Ks"] and obs["board"] == [] and obs["street"] == "preflop"
    assert obs["decision"] == {
        "toCall": 2,
        "canCheck": False,
        "canFold": True,
        "canCall": True,
        "canRaise": True,
        "minRaiseTo": 4,
        "maxRaiseTo": 200,
    }
    assert obs["legal"] == [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}]
    other = hand.observation(4)
    assert "7h" in other["cards"] and "As" not in dumps(other) and "decision" not in other
    assert obs["pot"] == 3 and obs["committed"] == [0, 1, 2, 0, 0, 0] and obs["button"] == 0
    play(hand, "raise 6")
    assert hand.observation(0)["history"] == [{"street": "preflop", "pos": 3, "action": "raise", "amount": 6}]
    dumps(hand.observation(0))  # JSON-ready, no floats


def test_events_are_canonical_and_let_pots_and_folds_be_recovered():
    hand = new(6)
    events = hand.start_events() + play(hand, "raise 6", "fold", "call", "fold", "fold", "fold")
    for e in events:
        dumps(e)
    folds = [e["pos"] for e in events if e.get("action") == "fold"]
    assert folds == [4, 0, 1, 2]
    calls = [e for e in events if e.get("action") == "call"]
    assert calls == [{"type": "action", "pos": 5, "action": "call", "amount": 6, "street": 0}]
    events += play(hand, "bet 10", "fold")
    assert {"type": "return", "pos": 3, "amount": 10, "street": 1} in events
    pot = [e for e in events if e["type"] == "pot"][0]
    # who put what in: the blinds' folded chips are in the pot's contributions
    assert pot["contributions"] == [0, 1, 2, 6, 0, 6] and pot["amount"] == 15


def test_swing_cap_is_the_other_stacks():
    assert new(6).swing_cap() == 1000
    assert new(2).swing_cap() == 200
    assert new(3, stacks=[200, 50, 0]).swing_cap() == 50
    hand = new(2, holes={0: "AsAd", 1: "KsKd"}, board="2c7d9hTc3s")
    play(hand, "raise 200", "call")
    assert max(abs(x) for x in hand.nets()) <= hand.swing_cap()


def test_chip_race_seats_with_no_chips_sit_out_and_short_blinds_go_all_in():
    hand = new(4, button=1, stacks=[0, 200, 1, 200])
    deals = [e["pos"] for e in hand.start_events() if e["type"] == "deal"]
    assert deals == [2, 3, 1]
    blinds = [(e["pos"], e["amount"]) for e in hand.start_events() if e["type"] == "blind"]
    assert blinds == [(2, 1), (3, 2)]
    assert hand.observation(0)["cards"] == []
    with pytest.raises(ValueError, match="button"):
        new(4, button=0, stacks=[0, 200, 1, 200])
    with pytest.raises(ValueError, match="two funded seats"):
        HoldemHand(list(DECK), [200, 0, 0], 0)


def test_bad_construction_is_refused():
    with pytest.raises(ValueError, match="2 to 10"):
        HoldemHand(list(DECK), [200], 0)
    with pytest.raises(ValueError, match="deck has"):
        HoldemHand(list(DECK)[:8], [200] * 6, 0)
    with pytest.raises(ValueError, match="twice"):
        HoldemHand(["As"] * 52, [200, 200], 0)
    with pytest.raises(ValueError, match="non-negative int"):
        HoldemHand(list(DECK), [200, -1], 0)
    for bad in (True, 200.0, "200"):  # the stacks are checked in one pass; the message still names the seat
        with pytest.raises(ValueError, match=f"stack of position 2 must be a non-negative int, got {bad!r}"):
            HoldemHand(list(DECK), [200, 200, bad], 0)
    with pytest.raises(ValueError, match="bad card 'Xx'"):
        HoldemHand(["Xx", *DECK], [200, 200], 0)


def test_registry_variants():
    for name, seats, race in (
        ("holdem-hu", 2, False),
        ("holdem-6max", 6, False),
        ("headsup", 2, True),
        ("sixmax", 6, True),
    ):
        v = get_variant(name)
        assert isinstance(v, HoldemVariant) and v.family == "poker"
        assert (v.min_seats, v.max_seats, v.chip_race, v.duplicate) == (seats, seats, race, not race)
        assert v.starting_stack(seats) == 200 and v.big_blind() == 2 and sorted(v.deck()) == sorted(DECK)
        hand = v.new_hand(v.deck(), [200] * seats, 0, 0)
        assert hand.to_act() == 0 if seats == 2 else hand.to_act() == 3
    with pytest.raises(ValueError, match="seats 2 to 2"):
        get_variant("holdem-hu").new_hand(list(DECK), [200] * 3, 0, 0)
