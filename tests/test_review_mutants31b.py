"""Mutation review 31b: the no-limit Hold'em engine (cosino.games.poker.holdem), the hand evaluator
(cosino.games.poker.evaluator) and the equity estimator (cosino.games.poker.equity).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (../shared/spec/rules.md,
the modules' docstrings) or a naive count written out here, never from running the code under test.
Two evaluator tests and the raise-option bound swap a module table for a fresh one with monkeypatch:
the lazily scored tables are what the browser reads, and the exhaustive tests see only warm ones.

Equivalent survivors, left unpinned: H14 (`_put` only ever moves chips of an active seat), H43 (a
returned bet leaves at most one seat able to act, so the board runs out either way), H45 and H68 (the
top bet after a return is a live seat's, so no folded total tops every live one and no pot lacks an
eligible seat), H46 (a seat at the floor adds 0 chips), H65 (no street bet exceeds the level), H66
(the street loop never passes the river), H67 (one level makes the same single pot), E12 and Q9 (five
of a suit among seven cards leave at most trips beside them), E24, E25 and E27 (entries the prebuild
skips are scored on first use to the same values), Q23 (written equivalent by mistake), B3 (a seat
all in or sitting out has no chips to answer a raise whatever its status), B5 (a returned top bet is
unique), B6 (history streets never decrease) and B11 (zip stops at the dealt seats). The H, E and Q
mutants are the first batch, the B mutants the second; the last tests pin the engine's fixes."""

from __future__ import annotations

import pytest
from test_holdem import new, play, stacked

from cosino.games.poker import equity, evaluator, holdem
from cosino.games.poker.holdem import HoldemHand, HoldemVariant
from cosino.games.protocol import Action, IllegalAction
from cosino.primitives.cards import DECK, card_index
from cosino.primitives.rng import Rng, derive

# --- construction: what a table may be --------------------------------------------------------------


def test_eleven_seats_are_refused_by_the_seat_rule_not_a_lookup():
    # H1: `2 <= n <= 11` let an 11-seat table through to a KeyError deep inside
    with pytest.raises(ValueError, match="hold'em needs 2 to 10 positions, got 11"):
        HoldemHand(list(DECK), [200] * 11, 0)
    assert HoldemHand(list(DECK), [200] * 10, 9).dealt_positions() == list(range(10))


def test_a_button_one_past_the_last_seat_is_refused_by_name():
    # H2: `0 <= button <= n` let button n through to an IndexError
    with pytest.raises(ValueError, match="button 2 is not a position of a 2-seat table"):
        HoldemHand(list(DECK), [200, 200], 2)


def test_a_small_blind_of_zero_is_refused():
    # H6: `0 <= small_blind` dealt a hand with no small blind
    with pytest.raises(ValueError, match="blinds must satisfy 0 < small 0 <= big 2"):
        HoldemHand(list(DECK), [200, 200], 0, 0, 2)


def test_a_deck_one_card_short_is_named_as_short_and_an_exact_deck_deals():
    # H7: `len(deck) < need - 1` took a deck one card short for one holding a card twice
    with pytest.raises(ValueError, match="the deck has 8 cards; 2 seats need 9"):
        HoldemHand(list(DECK)[:8], [200, 200], 0)
    hand = HoldemHand(list(DECK)[:9], [200, 200], 0)  # 2 x 2 hole cards and 5 board cards, nothing spare
    assert hand.full_board_indices() == list(range(4, 9))


def test_a_small_blind_larger_than_its_stack_posts_the_stack_all_in():
    # H11: `put = small_blind` took 5 from a stack of 3 and left it at -2
    hand = HoldemHand(list(DECK), [3, 200, 200], 2, 5, 10)  # position 0 posts the small blind
    posted = [e for e in hand.start_events() if e["type"] == "blind"]
    assert [(e["pos"], e["amount"]) for e in posted] == [(0, 3), (1, 10)]
    assert hand.stack[0] == 0 and hand.pot() == 13


def test_a_big_blind_short_of_the_small_blind_leaves_the_small_blind_as_the_bet_to_match():
    # H12: `level = put2` made the next seat match the short big blind's 3 instead of the small blind's 5
    hand = HoldemHand(list(DECK), [200, 3, 200], 2, 5, 10)  # position 0 posts 5, position 1 all-in for 3
    assert hand.to_act() == 2 and hand.current_bet() == 5 and hand.to_call(2) == 5
    play(hand, "call", "check")  # the small blind's own 5 is the bet: it checks
    assert hand.contributions() == [5, 3, 5]  # the big blind's 3 is matched; the rest is a side pot


def test_a_seat_that_checked_may_not_raise_a_short_all_in_bet():
    # H17: `acted > 0` forgot that a check at level 0 is an action, so the checker could raise a short bet
    hand = new(3, button=0, stacks=[200, 200, 3])
    play(hand, "call", "call", "check")  # the flop: 1 checks, 2 bets its last chip, 0 calls
    play(hand, "check", "bet 1", "call")
    assert hand.to_act() == 1
    assert [o.kind for o in hand.options()] == ["fold", "call"]
    with pytest.raises(IllegalAction, match="not re-opened"):
        hand.apply(Action("raise", 4))


def test_a_variant_of_eleven_seats_is_refused():
    # H56: `max_seats <= 11` built a variant whose hands the engine cannot deal
    with pytest.raises(ValueError, match="seats must be ints with 2 <= 2 <= 11 <= 10"):
        HoldemVariant("holdem-x", 2, 11)


def test_a_variant_refuses_a_hand_with_one_seat_fewer_than_its_least():
    # H57: `min_seats - 1 <= len(stacks)` dealt a 3-to-6 seat table with two stacks
    with pytest.raises(ValueError, match="holdem-x seats 3 to 6, got 2 stacks"):
        HoldemVariant("holdem-x", 3, 6).new_hand(list(DECK), [200, 200], 0, 0)
    assert HoldemVariant("holdem-x", 3, 6).new_hand(list(DECK), [200] * 3, 0, 0).dealt_positions() == [1, 2, 0]


# --- refusals: an answer the rules forbid leaves the hand as it was ---------------------------------


def test_a_call_with_nothing_to_call_is_refused_and_changes_nothing():
    # H26: without the check, a free "call" went through as a call of 0 chips
    hand = new(2, button=0)
    play(hand, "call")  # the big blind may check its option
    before = (hand.to_act(), hand.contributions(), list(hand.history))
    with pytest.raises(IllegalAction, match="call is not allowed: nothing to call, check instead"):
        hand.apply(Action("call"))
    assert (hand.to_act(), hand.contributions(), list(hand.history)) == before


def test_nets_of_a_hand_still_in_play_are_refused():
    # H52: without the check, nets() of a running hand read as if every bet so far were lost
    hand = new(2, button=0)
    with pytest.raises(IllegalAction, match="nets are defined only for a finished hand"):
        hand.nets()
    play(hand, "fold")
    assert hand.nets() == [-1, 1]


def test_a_finished_hand_has_no_fallback():
    # H63: without the check, a finished hand offered a fallback action for position -1
    hand = new(2, button=0)
    assert hand.fallback() == Action("fold")  # the button owes 1 more
    play(hand, "fold")
    with pytest.raises(IllegalAction, match="the hand is over: there is nothing to fall back on"):
        hand.fallback()


# --- what is shown after the hand --------------------------------------------------------------------


def test_a_hand_won_by_folds_shows_only_the_board_of_the_streets_played():
    # H55: `len(live) >= 1` showed all five cards of a hand that ended by a fold
    deck = stacked(2, 0, {}, "AsKsQsJsTs")
    preflop = HoldemHand(deck, [200, 200], 0)
    play(preflop, "fold")
    assert preflop.is_over() and preflop.shown_board() == []
    flop = HoldemHand(deck, [200, 200], 0)
    play(flop, "call", "check", "bet 2", "fold")
    assert flop.is_over() and flop.shown_board() == ["As", "Ks", "Qs"]


def test_the_shared_raise_options_stay_within_their_bound(monkeypatch):
    # H62: without the clear, every distinct (kind, min, max) of deep stacks was kept for good
    monkeypatch.setattr(holdem, "_RAISE_OPTIONS", {})
    monkeypatch.setattr(holdem, "_RAISE_OPTIONS_MAX", 4)
    for stack in range(10, 30):  # heads-up, the button may raise to 4 up to its whole stack: 20 windows
        option = HoldemHand(list(DECK), [stack, stack], 0).options()[-1]
        assert (option.kind, option.min_amount, option.max_amount) == ("raise", 4, stack)
        assert len(holdem._RAISE_OPTIONS) <= 4


# --- the evaluator: its table edges, cold and warm ----------------------------------------------------


@pytest.mark.parametrize("cards", [["7c", "7d", "7h", "5c", "5d", "5h"], ["7c", "7d", "7h", "5c", "5d", "5h", "Ad"]])
def test_two_trips_make_a_full_house_when_the_table_scores_on_first_use(monkeypatch, cards):
    # E5: pairs counted with `n == 2` left the lower trips out, so a cold table scored two trips as trips
    monkeypatch.setattr(evaluator, "_RANK_TABLE", evaluator._RankTable())  # scored lazily, as in the browser
    assert evaluator.category(evaluator.evaluate(cards)) == "full house"
    assert evaluator.evaluate(cards) == evaluator.evaluate(["7s", "7d", "7h", "5s", "5d"])  # sevens full of fives


def test_a_flush_of_exactly_five_is_found_when_the_suit_table_scores_on_first_use(monkeypatch):
    # E14: `counts[s] > 5` on the lazy suit table missed a suit of exactly five, so every such flush tied
    monkeypatch.setattr(evaluator, "_FLUSH_SUIT", evaluator._FlushSuitTable())
    ace = evaluator.evaluate(["As", "Js", "9s", "5s", "3s", "Kd", "Qh"])
    king = evaluator.evaluate(["Ks", "Qs", "Js", "9s", "8s", "Ad", "Ah"])
    assert evaluator.category(ace) == evaluator.category(king) == "flush"
    assert (
        evaluator.evaluate(["Ad", "Ah", "Ac", "Kd", "Kh"])
        > ace
        > king
        > evaluator.evaluate(["Ad", "Kd", "Qd", "Jd", "9h"])
    )


# --- equity ---------------------------------------------------------------------------------------------


def cards(text: str) -> list[int]:
    return [card_index(text[i : i + 2]) for i in range(0, len(text), 2)]


@pytest.mark.parametrize("board", ["2c7d9hJs", "2c7d9hJsKc3d"])
def test_board_units_refuses_a_board_that_is_not_five_cards(board):
    # Q1: `len(board) < 3` priced a turn or a six-card board as if it were complete
    with pytest.raises(ValueError, match=f"board_units needs a complete board of 5 cards, got {len(board) // 2}"):
        equity.board_units([tuple(cards("AsAh")), tuple(cards("KsKh"))], cards(board))


def test_sampled_units_refuses_a_complete_board():
    # Q3: `0 <= missing` drew runouts of nothing for a board that has no card to come
    hero, rival, board = tuple(cards("AsAh")), tuple(cards("KsKh")), cards("2c7d9hJsKc")
    with pytest.raises(ValueError, match="sampled_units needs an incomplete board, got 5 cards"):
        equity.sampled_units(Rng(derive(1, "q3")), hero, [rival], board, {*hero, *rival, *board}, 10)


def test_sampled_units_refuses_an_eleventh_hand():
    # Q4: `len(others) > 10` let eleven hands share one board, past what UNIT splits exactly
    holes = [(2 * i, 2 * i + 1) for i in range(11)]
    dead = {c for h in holes for c in h}
    with pytest.raises(ValueError, match="at most ten hands share one board"):
        equity.sampled_units(Rng(derive(1, "q4")), holes[0], holes[1:], [], dead, 10)
    assert equity.sampled_units(Rng(derive(1, "q4")), holes[0], holes[1:10], [], dead, 10) is not None


def test_sampled_units_refuses_a_runout_one_card_short():
    # Q5: `left < missing - 1` let four unseen cards stand for a five-card runout
    dead = set(range(48))  # four cards left unseen, five needed
    with pytest.raises(ValueError, match="only 4 unseen cards for 5 board cards"):
        equity.sampled_units(Rng(derive(1, "q5")), (0, 1), [(2, 3)], [], dead, 10)


@pytest.mark.parametrize("give_up_at, drawn", [(2 * equity.UNIT, 2), (2 * equity.UNIT - 1, 3), (4 * equity.UNIT, 0)])
def test_sampled_units_gives_up_exactly_when_the_mark_is_out_of_reach(give_up_at, drawn):
    # Q6 (`- give_up_at + 1`) and Q7 (`lost <= cap`) each drew one runout more than the mark needs
    hero, rival, board = tuple(cards("2c3c")), tuple(cards("AcKd")), cards("AsAhAdKs")  # four aces: hero never wins
    dead = {*hero, *rival, *board}
    used: list[int] = []
    # The docstring's rule: stop before runout d once 0 + (4 - d) * UNIT <= give_up_at.
    assert equity.sampled_units(Rng(derive(1, "q6")), hero, [rival], board, dead, 4, give_up_at, used) is None
    assert used == [drawn]
    assert equity.sampled_units(Rng(derive(1, "q6")), hero, [rival], board, dead, 4) == 0


def test_random_hands_share_refuses_an_eleventh_hand():
    # Q14: `opponents > 10` dealt eleven hands to one board
    with pytest.raises(ValueError, match="at most ten hands share one board"):
        equity.random_hands_share(cards("AsAh"), [], 10, Rng(derive(1, "q14")), 4)
    assert 0 <= equity.random_hands_share(cards("AsAh"), [], 9, Rng(derive(1, "q14")), 4) <= 1


def test_a_range_whose_weights_are_all_zero_is_empty():
    # Q15: `acc < 0` kept a range of zero weight, which then failed on its first draw
    with pytest.raises(equity.RangeEmpty, match=r"opponent range 1 \(folds\) is empty after card removal"):
        equity.JointSampler(
            [equity.WeightedHands([(0, 1)], [3]), equity.WeightedHands([(2, 3), (4, 5)], [0, 0], "folds")]
        )


@pytest.mark.parametrize("weights, expected", [([0, 1], {(2, 3)}), ([1, 1], {(0, 1), (2, 3)})])
def test_a_range_draws_its_combos_by_weight_and_never_a_weightless_one(weights, expected):
    # Q16: bisect_left drew the combo before the one the draw names: a weight-0 combo, and never the last of two
    sampler = equity.JointSampler([equity.WeightedHands([(0, 1), (2, 3)], weights)])
    rng = Rng(derive(1, "q16"))
    assert {sampler.sample(rng)[0] for _ in range(64)} == expected


def test_a_runout_never_repeats_a_card():
    # Q17: without `c in out`, the draw could deal one card twice
    stub = [3, 17, 30, 41, 50]
    rng = Rng(derive(1, "q17"))
    for _ in range(20):
        assert sorted(equity.draw_runout(rng, stub, [], 5)) == stub


def test_monte_carlo_equity_refuses_a_single_sample():
    # Q18: `samples < 1` let one sample through to a division by zero in its variance
    with pytest.raises(ValueError, match="need at least 2 samples, got 1"):
        equity.monte_carlo_equity(cards("AsAh"), [], [equity.WeightedHands([tuple(cards("KsKh"))], [1])], 1)


def test_monte_carlo_standard_error_uses_the_unbiased_variance():
    # Q19: dividing the variance by n, not n - 1, understated the standard error
    board = cards("2c7d9hJsKc")  # complete: each sample is a win (against QQ) or a loss (against KK), never a tie
    villain = equity.WeightedHands([tuple(cards("KsKh")), tuple(cards("QsQh"))], [1, 1])
    est = equity.monte_carlo_equity(cards("AsAh"), board, [villain], 50, seed=3)
    p = est.equity
    assert 0 < p < 1 and est.samples == 50
    # For 0/1 outcomes the unbiased variance is n p (1 - p) / (n - 1), so se = sqrt(p (1 - p) / (n - 1)).
    assert est.se == pytest.approx((p * (1 - p) / 49) ** 0.5, rel=1e-9)


def test_exact_equity_runs_at_exactly_its_limit_and_refuses_one_past_it():
    # Q20: `size >= max_outcomes` refused an enumeration of exactly the allowed size
    hero, board, villain = cards("AsAh"), cards("2c7d9hJs"), equity.WeightedHands([tuple(cards("KsKh"))], [1])
    # 52 - 2 hero - 4 board = 46 unseen river cards, times one villain combo: 46 outcomes at most.
    assert equity.exact_equity(hero, board, [villain], max_outcomes=46).exact
    with pytest.raises(ValueError, match=r"about 46 outcomes \(> 45\)"):
        equity.exact_equity(hero, board, [villain], max_outcomes=45)


def test_exact_equity_counts_only_the_outcomes_of_combos_with_weight():
    # Q21: without `w and`, a weight-0 combo's runouts were enumerated and counted as samples
    villain = equity.WeightedHands([tuple(cards("KsKh")), tuple(cards("QsQh"))], [1, 0])
    est = equity.exact_equity(cards("AsAh"), cards("2c7d9hJs"), [villain])
    assert est.samples == 44  # 52 - 2 hero - 4 board - 2 villain river cards, for the one weighted combo
    # Aces lose to kings only on the river's two kings (Kd, Kc): 42 of 44.
    assert est.equity == pytest.approx(42 / 44)


def test_range_equity_enumerates_at_exactly_its_limit():
    # Q22: `< max_exact` sampled an enumeration of exactly the allowed cost
    hero, board, villain = cards("AsAh"), cards("2c7d9hJs"), equity.WeightedHands([tuple(cards("KsKh"))], [1])
    assert equity.range_equity(hero, board, [villain], 10, max_exact=46).exact  # 46 outcomes, as above
    assert not equity.range_equity(hero, board, [villain], 10, max_exact=45).exact


def test_an_empty_range_preflop_is_named_by_its_label():
    # Q27: without max(1, ...), an empty range made the cost 0, so the exact path ran and lost the range's name
    nothing = equity.WeightedHands([], [], "nothing")
    with pytest.raises(equity.RangeEmpty, match=r"opponent range 0 \(nothing\) is empty"):
        equity.range_equity(cards("AsAh"), [], [nothing], 10)


def test_exact_equity_against_ranges_that_cannot_be_dealt_says_so():
    # Q29: `den < 0` let an empty enumeration reach a division by zero
    kings = equity.WeightedHands([tuple(cards("KsKh"))], [1])  # two opponents who both hold only KsKh
    with pytest.raises(equity.RangeEmpty, match="the ranges leave no card-disjoint deal"):
        equity.exact_equity(cards("AsAh"), cards("2c7d9hJs"), [kings, kings])


class ScriptedWords:
    """An Rng stand-in that hands out the given 64-bit words, then zeros, and counts them."""

    def __init__(self, *words: int) -> None:
        self.words, self.taken = list(words), 0

    def next_u64(self) -> int:
        self.taken += 1
        return self.words.pop(0) if self.words else 0


def test_sampled_units_rejects_a_word_in_the_biased_tail_as_randbelow_does():
    # Q30: without the rejection limit, a word in the top 2**64 % L values was used, a bias toward low cards
    hero, rival, board = tuple(cards("AsAh")), tuple(cards("KsKh")), cards("2c7d9hJs")
    dead = {*hero, *rival, *board}  # 44 unseen river cards; 2**64 % 44 != 0, so the top word is in the tail
    assert (1 << 64) % 44
    words = ScriptedWords((1 << 64) - 1)
    assert equity.sampled_units(words, hero, [rival], board, dead, 1) is not None
    assert words.taken == 2  # the tail word is drawn again, as Rng.randbelow does


def test_a_seat_that_may_not_raise_sees_no_raise_bounds():
    # B2: `else 0` showed a raise window of 0 to None to a seat that may only call or fold
    hand = new(2, button=0)
    play(hand, "raise 200")  # the button moves all in; calling puts in all of the big blind's chips
    decision = hand.decision()
    assert decision["canRaise"] is False
    assert decision["minRaiseTo"] is None and decision["maxRaiseTo"] is None


def test_to_call_is_capped_by_the_stack():
    # B7: `return owed` asked a short stack for more chips than it has
    hand = new(2, button=0, stacks=[200, 50])
    play(hand, "raise 100")
    assert hand.to_call(1) == 48  # owes 98, holds 48 after its big blind
    assert hand.decision()["toCall"] == 48


def test_monte_carlo_deals_the_river_on_a_turn_board():
    # B24: `need = 4 - len(board)` priced a turn board without its river, so the aces never lost
    villain = equity.WeightedHands([tuple(cards("KsKh"))], [1])
    est = equity.monte_carlo_equity(cards("AsAh"), cards("2c7d9hJs"), [villain], 400, seed=5)
    # Aces lose only to the two kings left among the 44 unseen river cards: 42 / 44.
    assert est.equity < 1 and abs(est.equity - 42 / 44) < 4 * est.se


def test_joint_draws_never_give_two_opponents_one_card():
    # B26: checking only a combo's first card let two opponents share the second
    first = equity.WeightedHands([(0, 1)], [1])
    second = equity.WeightedHands([(2, 1), (2, 3)], [1, 1])  # (2, 1) shares card 1 with the first opponent
    rng = Rng(derive(1, "b26"))
    assert {tuple(equity.JointSampler([first, second]).sample(rng)[1]) for _ in range(64)} == {(2, 3)}


# --- hostile input the engine met directly (fixed in the engine) -----------------------------------


@pytest.mark.parametrize("kind", [["fold"], {"action": "fold"}, {"fold"}])
def test_an_action_kind_that_is_not_a_word_is_refused_by_rule(kind):
    # Before: an unhashable kind (a list read from an edited record) raised TypeError from a set lookup
    hand = new(2, button=0)
    with pytest.raises(IllegalAction, match="the action must be a word"):
        hand.apply(Action(kind))
    assert hand.to_act() == 0 and hand.history == []


def test_a_deeply_nested_action_kind_is_refused_in_one_short_line():
    deep: list = []
    for _ in range(100_000):  # deeper than the interpreter's recursion limit
        deep = [deep]
    with pytest.raises(IllegalAction) as refused:
        new(2, button=0).apply(Action(deep))
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 200


@pytest.mark.parametrize("button", [True, 1.0, "1", None])
def test_a_button_that_is_not_an_int_is_refused_by_name(button):
    # Before: True sat as position 1 and showed as true in observations; 1.0 and "1" raised TypeError
    with pytest.raises(ValueError, match="button .* is not a position of a 2-seat table"):
        HoldemHand(list(DECK), [200, 200], button)


@pytest.mark.parametrize("small, big", [(0.5, 2), (1, 2.5), (True, 2), (1, float("nan")), ("1", 2), (1, None)])
def test_blinds_that_are_not_ints_are_refused(small, big):
    # Before: blinds of 0.5 and 2.5 dealt a hand whose raise window (5.0 to 200.0) it then refused as not integers
    with pytest.raises(ValueError, match="blinds must be ints"):
        HoldemHand(list(DECK), [200, 200], 0, small, big)


@pytest.mark.parametrize("card", [["As"], {"card": "As"}, 7])
def test_a_deck_card_that_is_not_a_string_is_named(card):
    # Before: an unhashable card (a list) raised TypeError from the card lookup instead of naming the card
    with pytest.raises(ValueError, match="bad card .* in the deck"):
        HoldemHand([card, *DECK], [200, 200], 0)


@pytest.mark.parametrize("seats", [(2.5, 3), (2, 6.0), (True, 2)])
def test_a_variant_whose_seat_range_is_not_ints_is_refused(seats):
    # Before: HoldemVariant("x", 2.5, 3) was built, and its hands compared stack counts with a float
    with pytest.raises(ValueError, match="seats must be ints with 2 <= "):
        HoldemVariant("holdem-x", *seats)


# --- ranges holding the hero's or the board's cards (fixed in equity) --------------------------------


def test_exact_equity_never_deals_an_opponent_a_card_the_hero_or_the_board_holds():
    # Before: AsKd and 2c3d were enumerated though the hero holds As and the board 2c, skewing the equity
    villain = equity.WeightedHands([tuple(cards("AsKd")), tuple(cards("KsKh")), tuple(cards("2c3d"))], [1, 1, 1])
    est = equity.exact_equity(cards("AsAh"), cards("2c7d9hJs"), [villain])
    assert est.samples == 44 and est.equity == pytest.approx(42 / 44)  # KsKh alone: loses to the river's Kd, Kc


def test_monte_carlo_never_deals_an_opponent_a_card_the_hero_or_the_board_holds():
    # Before: the hero's As went to the villain too, and the aces won those samples
    villain = equity.WeightedHands([tuple(cards("AsKd")), tuple(cards("KsKh"))], [1, 1])
    est = equity.monte_carlo_equity(cards("AsAh"), cards("2c7d9hJsKc"), [villain], 64, seed=2)
    assert est.equity == 0.0  # KsKh makes a set of kings on this board: the aces lose every sample
    sampler = equity.JointSampler([villain])
    rng = Rng(derive(1, "dead"))
    assert {tuple(sampler.sample(rng, cards("AsAh"))[0]) for _ in range(32)} == {tuple(cards("KsKh"))}


@pytest.mark.parametrize("weights", [[-1, 2], [float("nan"), 2], [0.5, 0.5], [True, 1], [1]])
def test_range_weights_that_are_not_non_negative_ints_are_refused(weights):
    # Before: a weight of -1 gave an exact equity of 2.0, NaN gave NaN, and the sampler drew from a broken table
    villain = equity.WeightedHands([tuple(cards("KsKh")), tuple(cards("QsQh"))], weights, "villain")
    for estimate in (equity.exact_equity, lambda *a: equity.monte_carlo_equity(*a, 10)):
        with pytest.raises(ValueError, match=r"opponent range 0 \(villain\)"):
            estimate(cards("AsAh"), cards("2c7d9hJs"), [villain])


# --- the estimators' own arguments (fixed in equity) --------------------------------------------------


def test_board_units_refuses_an_empty_list_of_holes():
    # Before: max() of no ranks raised "max() arg is an empty sequence"
    with pytest.raises(ValueError, match="board_units needs at least one hole to price"):
        equity.board_units([], cards("2c7d9hJsKc"))


@pytest.mark.parametrize("runouts", [0, -3, 2.5, True])
def test_sampled_units_refuses_runouts_that_are_not_a_positive_int(runouts):
    # Before: 0 runouts priced the hero at 0 units of 0, and -3 or 2.5 returned None as if it gave up
    hero, rival = tuple(cards("AsAh")), tuple(cards("KsKh"))
    with pytest.raises(ValueError, match="sampled_units needs a positive int of runouts"):
        equity.sampled_units(Rng(derive(1, "runouts")), hero, [rival], [], {*hero, *rival}, runouts)


@pytest.mark.parametrize("opponents, samples", [(-1, 10), (1.0, 10), (1, 0), (1, 2.5)])
def test_random_hands_share_refuses_bad_counts(opponents, samples):
    # Before: -1 opponents gave a share of 1 and 0 samples raised ZeroDivisionError
    with pytest.raises(ValueError, match="at most ten hands share one board|a positive int of samples"):
        equity.random_hands_share(cards("AsAh"), [], opponents, Rng(derive(1, "rhs")), samples)


def test_the_range_estimators_refuse_a_board_of_six_cards():
    # Before: exact equity failed inside math.comb and Monte Carlo ranked eight-card hands
    villain = equity.WeightedHands([tuple(cards("KsKh"))], [1])
    board = cards("2c7d9hJsQc3d")
    for estimate in (equity.exact_equity, lambda *a: equity.monte_carlo_equity(*a, 10), equity.enumeration_size):
        with pytest.raises(ValueError, match="a board holds at most 5 cards, got 6"):
            estimate(cards("AsAh"), board, [villain])
