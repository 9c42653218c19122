"""Mutation review of cosino.diagnostics.luck and cosino.diagnostics.exploitability.

Hand-made mutants of the two modules were run one at a time against their tests; each test here
kills some that survived, checking a reported number against a second, naive computation written
in this file (a brute-force seven-card evaluator and pot settler, exact enumeration of the unseen
cards, a pure-strategy best response for Kuhn), never against the module under test. The
comment above each test names the mutants it kills (ids as in the branch's commit message), each of
which survived the tests that existed before unless it says "killed before too".
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.diagnostics import luck
from cosino.diagnostics.exploitability import seat_exploitability
from cosino.games.poker.holdem import CLOCKWISE, HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK, card_index, card_name
from cosino.primitives.rng import Rng, derive
from cosino.seats.holdem_house import estimate_equity
from cosino.seats.house import decision_rng

RANKS = "23456789TJQKA"

# -- a naive Hold'em referee ------------------------------------------------------------------------


def rank5(five: tuple[str, ...]) -> tuple[int, ...]:
    """Category first, then the ranks that break ties, for five named cards."""
    values = sorted((RANKS.index(c[0]) + 2 for c in five), reverse=True)
    counts = Counter(values)
    ordered = [v for v, _ in sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)]
    shape = sorted(counts.values(), reverse=True)
    flush = len({c[1] for c in five}) == 1
    high = None
    if len(counts) == 5 and values[0] - values[4] == 4:
        high = values[0]
    elif values == [14, 5, 4, 3, 2]:
        high = 5  # the wheel
    if high and flush:
        return (8, high)
    if shape[0] == 4:
        return (7, *ordered)
    if shape == [3, 2]:
        return (6, *ordered)
    if flush:
        return (5, *values)
    if high:
        return (4, high)
    if shape[0] == 3:
        return (3, *ordered)
    return (shape.count(2), *ordered)  # two pair, one pair or high card


def best7(cards: list[str]) -> tuple[int, ...]:
    return max(rank5(five) for five in combinations(cards, 5))


def settle(order: list[int], holes: dict, live: list[int], totals: list[int], board: list[str]) -> list[int]:
    """Nets of a showdown: pots by commitment level, odd chips to the first winners in ``order``."""
    ranks = {p: best7(list(holes[p]) + board) for p in live}
    won = [0] * len(totals)
    caps = sorted({totals[p] for p in live})
    floor = 0
    for i, cap in enumerate(caps):
        top = max(totals) if i == len(caps) - 1 else cap
        amount = sum(max(0, min(t, top) - floor) for t in totals)
        floor = top
        eligible = [p for p in order if p in live and totals[p] >= cap]
        best = max(ranks[p] for p in eligible)
        winners = [p for p in eligible if ranks[p] == best]
        for k, w in enumerate(winners):
            won[w] += amount // len(winners) + (k < amount % len(winners))
    return [w - t for w, t in zip(won, totals)]


def mean_settle(order, holes, live, totals, boards) -> list[Fraction]:
    sums = [0] * len(totals)
    for board in boards:
        sums = [s + v for s, v in zip(sums, settle(order, holes, live, totals, list(board)))]
    return [Fraction(s, len(boards)) for s in sums]


def preflop_boards(seed: int, holes: dict) -> list[list[str]]:
    """The value function's 256 seeded runouts, read from its documented stream as a partial shuffle."""
    dead = sorted(card_index(c) for h in holes.values() for c in h)
    rng = Rng(derive(seed, "luck", 2, ",".join(map(str, dead)) + "|"))
    unseen = [c for c in range(52) if c not in dead]
    size = len(unseen)
    boards = []
    for _ in range(256):
        draw = rng.randbelow(size * (size - 1) * (size - 2) * (size - 3) * (size - 4))
        for i in range(5):
            j = i + draw % (size - i)
            draw //= size - i
            unseen[i], unseen[j] = unseen[j], unseen[i]
        boards.append([card_name(c) for c in unseen[:5]])
    return boards


# -- records as an episode writes them -------------------------------------------------------------


def deal_order(n: int) -> list[int]:
    return list(CLOCKWISE[n][0])  # button 0: the deal starts left of it


def deck_for(holes: dict, board: list[str]) -> list[str]:
    order = [holes[p] for p in deal_order(len(holes))]
    front = [h[0] for h in order] + [h[1] for h in order] + list(board)
    return front + [c for c in DECK if c not in front]


def records(holes, board, stacks, script, agents, variant, seed=5, cut=False):
    """Header and one hand's records (button 0); ``cut`` stops right after the script's last action."""
    n = len(stacks)
    hand = HoldemHand(deck_for(holes, board), stacks, 0)
    head = {
        "type": "episode",
        "variant": variant,
        "seed": seed,
        "seats": [{"slot": s, "agent": a} for s, a in enumerate(agents)],
    }
    rs = [head, {"type": "hand", "hand": 0, "button": 0, "slots": list(range(n)), "stacks": list(stacks)}]
    rs += [dict(e, hand=0) for e in hand.start_events()]
    for i, (kind, amount) in enumerate(script):
        events = hand.apply(Action(kind, amount))
        rs += [dict(e, hand=0) for e in (events[:1] if cut and i == len(script) - 1 else events)]
    nets = hand.nets() if hand.is_over() else [0] * n
    rs.append({"type": "handEnd", "hand": 0, "nets": nets, "cap": max(stacks), "raw": {}})
    return rs, hand


HU = {0: ("As", "Kd"), 1: ("7c", "7h")}
HU_BOARD = ["2c", "9d", "Ts", "Kh", "3s"]
CHECKS = [("check", None)] * 2
HU_CHECK_DOWN = [("call", None), ("check", None)] + CHECKS * 3
SIX = {0: ("Ah", "Kd"), 1: ("5s", "5d"), 2: ("Ad", "Kh"), 3: ("Js", "Jd"), 4: ("7c", "2h"), 5: ("8c", "3h")}
SIX_BOARD = ["2c", "9d", "Ts", "Kc", "Ac"]
# UTG (3), 4 and 5 fold, the button calls, the small blind folds its dead chip, the big blind checks.
SIX_LIMP = [("fold", None)] * 3 + [("call", None), ("fold", None), ("check", None)] + CHECKS * 3


# kills M04 (biased partial shuffle of the preflop runouts), M14 (chance scale never applied);
# also M15 (term's sign) and M41 (unsorted stream label), killed before too
def test_a_check_down_is_scaled_three_halves_of_the_preflop_estimate_minus_the_showdown():
    rs, _ = records(HU, HU_BOARD, [200, 200], HU_CHECK_DOWN, ["a", "b"], "holdem-hu")
    # Every board is followed by a decision, so the terms telescope to 3/2 (V before the flop - showdown).
    order = deal_order(2)
    before = mean_settle(order, HU, [0, 1], [2, 2], preflop_boards(5, HU))
    after = settle(order, HU, [0, 1], [2, 2], HU_BOARD)
    expected = [Fraction(3, 2) * (b - a) for b, a in zip(before, after)]
    assert luck.luck_adjusted(rs)["perHand"] == [expected]


# kills M12 (the chance scale used in a hand where a random seat is dealt in)
@pytest.mark.parametrize("agents, scale", [(["a"] * 3 + ["random"] + ["a"] * 2, 1), (["a"] * 6, Fraction(3, 2))])
def test_six_max_limp_with_a_dead_chip_is_scaled_only_without_a_random_seat(agents, scale):
    # The random UTG folds six-handed (no action term there), yet its presence fixes the scale at 1.
    rs, _ = records(SIX, SIX_BOARD, [200] * 6, SIX_LIMP, agents, "holdem-6max")
    totals = [2, 1, 2, 0, 0, 0]
    order = deal_order(6)
    before = mean_settle(order, SIX, [0, 2], totals, preflop_boards(5, SIX))
    after = settle(order, SIX, [0, 2], totals, SIX_BOARD)
    expected = [scale * (before[p] - after[p]) if p in (0, 2) else 0 for p in range(6)]
    assert luck.luck_adjusted(rs)["perHand"] == [expected]


# kills (all killed before too) M13 (runouts scaled), M15 (sign), M16 (street bets kept),
# M17 (boards before the last decision in the all-in pass), M33 (allInEvNet = full net), M48 (board not dead)
def test_a_turn_all_in_after_a_small_blind_raise_settles_at_the_enumerated_equity():
    script = [("raise", 6), ("call", None)] + CHECKS + [("check", None), ("bet", 194), ("call", None)]
    rs, hand = records(HU, HU_BOARD, [200, 200], script, ["a", "b"], "holdem-hu")
    order, known = deal_order(2), HU_BOARD[:4]
    rivers = [[*known, c] for c in DECK if c not in known and c not in HU[0] + HU[1]]
    assert luck.luck_adjusted(rs)["allInEvNet"] == mean_settle(order, HU, [0, 1], [200, 200], rivers)
    # And the mean of the runout's correction over every river it could have been is exactly zero.
    mean = [Fraction(0), Fraction(0)]
    for river in rivers:
        rs, _ = records(HU, river, [200, 200], script, ["a", "b"], "holdem-hu")
        corr = luck.hand_corrections(rs, allin_only=True)[0]
        mean = [m + Fraction(c, len(rivers)) for m, c in zip(mean, corr)]
    assert mean == [0, 0]


# -- action terms of the random seat at a river decision ---------------------------------------------


def naive_term(hand, t, bet, behind, equity, taken, showdown) -> list[Fraction]:
    """E over the random seat's law (each option alike, each amount alike) of f, minus f of ``taken``.

    f: a fold gives the pot away, a check or call pays the price (up to the stack), a wager to x
    is folded to when the responder's equity is below its price and matched otherwise."""

    def wager(x: int) -> list[Fraction]:
        to_call = min(x - bet[1], behind[1])
        if equity < Fraction(to_call, t[0] + t[1] + x - bet[0] + to_call):
            return [Fraction(t[1]), Fraction(-t[1])]  # the responder folds
        return showdown([t[0] + x - bet[0], t[1] + to_call])

    def plain(kind: str) -> list[Fraction]:
        if kind == "fold":
            return [Fraction(-t[0]), Fraction(t[0])]
        return showdown([t[0] + min(max(bet) - bet[0], behind[0]), t[1]])

    options = hand.options()
    mean = [Fraction(0), Fraction(0)]
    for option in options:
        if option.min_amount is None:
            value = plain(option.kind)
        else:
            xs = range(option.min_amount, option.max_amount + 1)
            value = [sum(wager(x)[p] for x in xs) / len(xs) for p in (0, 1)]
        mean = [m + v / len(options) for m, v in zip(mean, value)]
    chosen = plain(taken[0]) if taken[1] is None else wager(taken[1])
    return [m - c for m, c in zip(mean, chosen)]


def measured_term(holes, stacks, script, taken, responder, seed=5) -> list[Fraction]:
    """The module's correction with the random seat's decision minus the one without it."""
    agents = ["random", responder]
    with_action, _ = records(holes, HU_BOARD, stacks, script + [taken], agents, "holdem-hu", seed, cut=True)
    without, _ = records(holes, HU_BOARD, stacks, script, agents, "holdem-hu", seed)
    return [a - b for a, b in zip(luck.hand_corrections(with_action)[0], luck.hand_corrections(without)[0])]


def responder_equity(holes, board, rs, responder, valued, seed=5) -> Fraction:
    if responder == "house":  # the house answers at the episode's next decision with its own stream
        rng = decision_rng(seed, 1, sum(r["type"] == "action" for r in rs) + 1)
        return estimate_equity(list(holes[1]), board, 1, rng)
    # any other responder: the module's seeded stream, keyed by the random seat's decisions valued so far
    return estimate_equity(list(holes[1]), board, 1, Rng(derive(seed, "luck", 2, "respond", 0, valued, 0)), 120)


def river_term(holes, stacks, river_script, taken, responder, seed=5):
    """The random button's action term at its river decision: (measured, naive)."""
    script = [("call", None), ("check", None)] + CHECKS * 2 + river_script
    rs, hand = records(holes, HU_BOARD, stacks, script, ["random", responder], "holdem-hu", seed)
    t = list(hand.contributions())
    bet = [0, river_script[0][1] or 0]  # the street's chips: only the responder's river bet
    behind = [stacks[p] - t[p] for p in (0, 1)]
    equity = responder_equity(holes, HU_BOARD, rs, responder, 4, seed)

    def showdown(totals):
        return [Fraction(v) for v in settle(deal_order(2), holes, [0, 1], totals, HU_BOARD)]

    expected = naive_term(hand, t, bet, behind, equity, taken, showdown)
    return measured_term(holes, stacks, script, taken, responder, seed), expected


MID = {0: ("Qs", "Jd"), 1: ("Ac", "5d")}  # the responder's equity (0.29 to 0.38) crosses the price of some wagers


# kills M26 (a fold valued with the folder still in), M29 (the house's draw read one decision early),
# M50 (the seeded responder's stream without its decision count); M20 and M21 killed before too
@pytest.mark.parametrize("responder", ["house", "fake:json"])
@pytest.mark.parametrize("taken", [("fold", None), ("call", None), ("raise", 57)])
def test_a_random_seats_river_decision_facing_a_bet_gets_the_exact_action_term(responder, taken):
    measured, expected = river_term(MID, [200, 200], [("bet", 20)], taken, responder)
    assert measured == expected and sum(measured) == 0


# kills M27 (a short call valued as if the whole price were paid)
def test_a_short_stacked_random_seat_facing_an_overbet_calls_for_its_stack_only():
    measured, expected = river_term(MID, [60, 200], [("bet", 100)], ("fold", None), "house")
    assert measured == expected and expected[0] != 0


# kills M23 (the responder's price not capped by its stack), M46 (the matched level not capped by it)
@pytest.mark.parametrize("taken", [("check", None), ("bet", 150)])
def test_a_random_seats_river_wager_against_a_short_responder_matches_its_stack_only(taken):
    measured, expected = river_term(MID, [200, 60], [("check", None)], taken, "house")
    assert measured == expected and sum(measured) == 0


# kills M22 (the responder folds at equity exactly equal to its price instead of calling)
def test_a_responder_exactly_at_its_price_calls():
    rs, hand = records(
        MID, HU_BOARD, [200, 200], [("call", None), ("check", None)] + CHECKS * 2, ["a", "b"], "holdem-hu"
    )
    state = luck.HandState(5, rs[1:], 2, {})
    for r in rs[1:]:
        if r["type"] == "deal":
            state.holes[r["pos"]] = tuple(card_index(c) for c in r["cards"])
        elif r["type"] in ("blind", "action"):
            luck.apply_chips(r, state.total, state.bet, state.folded)
        elif r["type"] == "board":
            state.board += [card_index(c) for c in r["cards"]]
            state.bet = [0, 0]
    # Pot 4, a bet of 40 on the river: the price is 40 / 84, and a call reaches the showdown at 42 each.
    called = [Fraction(v) for v in settle(deal_order(2), MID, [0, 1], [42, 42], HU_BOARD)]
    assert luck.wager_value(state, hand, 1, (0, Fraction(40, 84)), [40]) == called


# -- Leduc -------------------------------------------------------------------------------------------


def leduc_net(cards: dict, board: str, total: list[int]) -> list[Fraction]:
    def strength(c):
        return (c[0] == board[0], "JQK".index(c[0]))

    a, b = strength(cards[0]), strength(cards[1])
    pot = sum(total)
    share = [Fraction(pot, 2)] * 2 if a == b else [Fraction(pot * (w == (a > b))) for w in (True, False)]
    return [share[p] - total[p] for p in (0, 1)]


# kills M37 (a call after one's own bet pays the whole level again), M47 (the board card in allInEvNet)
def test_leduc_bet_raise_call_is_corrected_over_the_four_unseen_cards():
    head = {"type": "episode", "variant": "leduc", "seed": 1, "seats": [{"agent": "a"}, {"agent": "b"}]}
    cards = {0: "Qs", 1: "Kh"}
    rs = [head, {"type": "hand", "hand": 0, "slots": [1, 0]}]
    rs += [{"type": "deal", "hand": 0, "pos": p, "cards": [c]} for p, c in cards.items()]
    rs += [{"type": "action", "hand": 0, "pos": p, "action": a} for p, a in ((0, "bet"), (1, "raise"), (0, "call"))]
    rs += [{"type": "board", "hand": 0, "cards": ["Qh"]}, {"type": "action", "hand": 0, "pos": 0, "action": "check"}]
    rs += [{"type": "action", "hand": 0, "pos": 1, "action": "check"}]
    rs.append({"type": "handEnd", "hand": 0, "nets": [-5, 5], "cap": 13, "raw": {}})
    total = [5, 5]  # ante 1, then the raise to 4: both have 5 in
    unseen = ["Js", "Jh", "Ks", "Qh"]
    mean = [sum(leduc_net(cards, b, total)[p] for b in unseen) / 4 for p in (0, 1)]
    by_pos = [mean[p] - leduc_net(cards, "Qh", total)[p] for p in (0, 1)]
    out = luck.luck_adjusted(rs)
    assert out["perHand"] == [[by_pos[1], by_pos[0]]]  # slots [1, 0]: position 0 is slot 1
    assert out["allInEvNet"] == [-5, 5]  # the raw nets: decisions follow the board, no runout


# -- exploitability: a pure-strategy best response on Kuhn --------------------------------------------

NASH = {  # Kuhn's equilibrium family at alpha = 1/6, from its closed form
    "0|J||": {"k": Fraction(5, 6), "b": Fraction(1, 6)},
    "0|Q||": {"k": Fraction(1), "b": Fraction(0)},
    "0|K||": {"k": Fraction(1, 2), "b": Fraction(1, 2)},
    "0|J||kb": {"f": Fraction(1), "c": Fraction(0)},
    "0|Q||kb": {"f": Fraction(1, 2), "c": Fraction(1, 2)},
    "0|K||kb": {"f": Fraction(0), "c": Fraction(1)},
    "1|J||k": {"k": Fraction(2, 3), "b": Fraction(1, 3)},
    "1|Q||k": {"k": Fraction(1), "b": Fraction(0)},
    "1|K||k": {"k": Fraction(0), "b": Fraction(1)},
    "1|J||b": {"f": Fraction(1), "c": Fraction(0)},
    "1|Q||b": {"f": Fraction(2, 3), "c": Fraction(1, 3)},
    "1|K||b": {"f": Fraction(0), "c": Fraction(1)},
}


def kuhn_value(play, deal: tuple[str, str]) -> Fraction:
    """Position 0's expected net on one deal; ``play(key)`` gives the chance of each action."""
    c0, c1 = deal
    win = 1 if "JQK".index(c0) > "JQK".index(c1) else -1
    first, check, bet = play(f"0|{c0}||"), play(f"1|{c1}||k"), play(f"1|{c1}||b")
    after = play(f"0|{c0}||kb")
    checked = check["k"] * win + check["b"] * (after["f"] * -1 + after["c"] * 2 * win)
    return first["k"] * checked + first["b"] * (bet["f"] * 1 + bet["c"] * 2 * win)


def naive_exploitability(profile: dict) -> Fraction:
    best = []
    for pos in (0, 1):
        mine = [k for k in NASH if k[0] == str(pos)]
        values = []
        for choice in product(*[list(NASH[k]) for k in mine]):
            pure = {k: {a: Fraction(a == c) for a in NASH[k]} for k, c in zip(mine, choice)}

            def play(key, pure=pure):
                return pure[key] if key in pure else profile[key]

            value = sum((kuhn_value(play, d) for d in combinations("JQK", 2)), Fraction(0))
            value += sum((kuhn_value(play, d[::-1]) for d in combinations("JQK", 2)), Fraction(0))
            values.append(value / 6 if pos == 0 else -value / 6)
        best.append(max(values))
    return (best[0] + best[1]) / 2


def kuhn_records(counts: dict[str, dict[str, int]], slot: int = 0) -> list[dict]:
    letters = {"k": "check", "b": "bet", "f": "fold", "c": "call"}
    out, hand = [], 0
    for key, row in counts.items():
        for letter, n in row.items():
            for _ in range(n):
                act = {"type": "action", "hand": hand, "pos": int(key[0]), "slot": slot, "action": letters[letter]}
                out.append(act | {"infoset": key})
                hand += 1
    return out


# kills E08 (the Kuhn fill at alpha = 1/3); also E01 (no halving), E02 (position 0's BR twice), E04 (smoothed
# counts), E05 (uniform Kuhn fill), killed before too
@settings(max_examples=25, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(sorted(NASH)), st.tuples(st.integers(0, 3), st.integers(0, 3)).filter(any), max_size=6
    )
)
def test_kuhn_exploitability_is_a_naive_best_responses_average(raw):
    counts = {k: {a: n for a, n in zip(NASH[k], ns) if n} for k, ns in raw.items()}
    profile = dict(NASH)
    for key, row in counts.items():
        profile[key] = {a: Fraction(row.get(a, 0), sum(row.values())) for a in NASH[key]}
    out = seat_exploitability("kuhn", kuhn_records(counts), 1)
    assert out["exploitability"] == [naive_exploitability(profile)]


# kills E08: the module's own example, a seat seen only betting its jack
def test_a_seat_seen_only_betting_its_jack():
    counts = {"0|J||": {"b": 1}}
    profile = NASH | {"0|J||": {"k": Fraction(0), "b": Fraction(1)}}
    assert naive_exploitability(profile) == Fraction(5, 36)
    assert seat_exploitability("kuhn", kuhn_records(counts), 2)["exploitability"] == [Fraction(5, 36), 0]


# kills E07 (a slot equal to the seat count let through to an IndexError)
def test_a_slot_one_past_the_last_is_refused_by_name():
    with pytest.raises(ValueError, match="slot 2"):
        seat_exploitability("kuhn", kuhn_records({"0|J||": {"b": 1}}, slot=2), 2)


# kills M19 (a raise from the big blind counted at its full street total: the call's price grows by 2)
@pytest.mark.parametrize("taken", [("call", None), ("raise", 40)])
def test_a_random_small_blind_facing_a_big_blind_raise_gets_the_exact_action_term(taken):
    holes = {0: ("Qs", "Jd"), 1: ("9c", "8h")}
    script = [("call", None), ("raise", 6)]
    rs, hand = records(holes, HU_BOARD, [200, 200], script, ["random", "house"], "holdem-hu")
    equity = responder_equity(holes, [], rs, "house", 2)
    # Heads-up the matched chips are all that is at stake: its sign over the value's 256 runouts.
    signs = []
    for board in preflop_boards(5, holes):
        a, b = best7(list(holes[0]) + board), best7(list(holes[1]) + board)
        signs.append((a > b) - (a < b))

    def showdown(totals):
        m = min(totals)
        return [Fraction(m * sum(signs), len(signs)), Fraction(-m * sum(signs), len(signs))]

    expected = naive_term(hand, [2, 6], [2, 6], [198, 194], equity, taken, showdown)
    assert measured_term(holes, [200, 200], script, taken, "house") == expected
