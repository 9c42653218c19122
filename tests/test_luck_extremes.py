"""The luck adjustment on extreme but valid hands, checked against the engine by brute force.

Every expected value here is the engine's own settlement (side pots, split pots, odd chips)
averaged exactly over every runout, or over the value function's own preflop runouts.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics import luck
from cosino.games.poker.holdem import CLOCKWISE, HoldemHand
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK, card_index, card_name
from cosino.primitives.rng import Rng, derive
from cosino.seats.house import decision_rng, make_seat

BOARD = ["2c", "9d", "Ts", "4h", "3s"]
PAIRS = ["9c", "9d", "Ts", "Th", "3s"]  # two pair on the board: A-K and A-J tie on 30 of 36 rivers
CHOP = {0: ["Ah", "Kd"], 1: ["5s", "5d"], 2: ["Ad", "Jh"], 3: ["Js", "Jd"], 4: ["7c", "2h"], 5: ["8c", "3h"]}
STACKS = [200] * 6
# Button 0. Three folds, the button opens to 6, the small blind folds (1 dead chip), the big blind calls.
OPEN = [("fold", None)] * 3 + [("raise", 6), ("fold", None), ("call", None)]
TURN_ALL_IN = OPEN + [("check", None), ("check", None), ("bet", 194), ("call", None)]
FLOP_ALL_IN = OPEN + [("bet", 194), ("call", None)]


def dealt(stacks: list[int], button: int) -> list[int]:
    return [p for p in CLOCKWISE[len(stacks)][button] if stacks[p]]


def deck_for(holes: dict[int, list[str]], board: list[str], stacks: list[int], button: int = 0) -> list[str]:
    order = [holes[p] for p in dealt(stacks, button)]
    front = [h[0] for h in order] + [h[1] for h in order] + list(board)
    return front + [c for c in DECK if c not in front]


def play(deck, stacks, script, agents=None, variant="holdem-6max", seed=5):
    """Records of one hand (button 0) as the episode writes them, and the finished engine hand."""
    hand = HoldemHand(deck, stacks, 0)
    n = len(stacks)
    header = {
        "type": "episode",
        "variant": variant,
        "seed": seed,
        "seats": [{"slot": s, "agent": (agents or ["a"] * n)[s]} for s in range(n)],
    }
    rs = [{"type": "hand", "hand": 0, "button": 0, "slots": list(range(n)), "stacks": list(stacks)}]
    rs += [dict(e, hand=0) for e in hand.start_events()]
    for kind, amount in script:
        rs += [dict(e, hand=0) for e in hand.apply(Action(kind, amount))]
    assert hand.is_over()
    rs.append({"type": "handEnd", "hand": 0, "nets": hand.nets(), "cap": 200, "raw": {}})
    return [header] + rs, hand


def engine_mean(holes, known, stacks, script, completions=None):
    """The engine's nets averaged exactly over every completion of ``known`` (or the given ones)."""
    if completions is None:
        used = {c for p in dealt(stacks, 0) for c in holes[p]} | set(known)
        unseen = [c for c in DECK if c not in used]
        completions = [list(known) + list(e) for e in combinations(unseen, 5 - len(known))]
    total = [0] * len(stacks)
    for board in completions:
        _, hand = play(deck_for(holes, board, stacks), stacks, script)
        total = [t + v for t, v in zip(total, hand.nets())]
    return [Fraction(t, len(completions)) for t in total]


def test_the_value_at_a_complete_board_is_the_engines_settlement_odd_chip_included():
    # 401 chips split two ways: the engine gives the odd chip to the big blind (dealt before the button).
    records, hand = play(deck_for(CHOP, PAIRS, STACKS), STACKS, TURN_ALL_IN)
    assert hand.nets() == [0, -1, 1, 0, 0, 0]
    holes = {p: tuple(card_index(c) for c in CHOP[p]) for p in dealt(STACKS, 0)}  # deal order
    board = [card_index(c) for c in PAIRS]
    assert luck.holdem_value(5, holes, [0, 2], board, hand.contributions()) == hand.nets()
    assert luck.hand_corrections(records, allin_only=True)[0] == luck.holdem_hand_correction(
        5, records[1:], 6, allin_only=True
    )


def test_turn_and_flop_all_ins_with_odd_chip_splits_are_the_engines_exact_ev():
    # Version 2 split every tie exactly: off by 1/12 chip here on the turn, by 271/666 on the flop.
    for script, known in ((TURN_ALL_IN, PAIRS[:4]), (FLOP_ALL_IN, PAIRS[:3])):
        records, hand = play(deck_for(CHOP, PAIRS, STACKS), STACKS, script)
        ev = luck.luck_adjusted(records)["allInEvNet"]
        assert ev == engine_mean(CHOP, known, STACKS, script)
        assert sum(ev) == 0


def test_flop_all_in_of_three_stacks_over_a_one_chip_big_blind_with_a_seat_sitting_out():
    # Chip race: the big blind is all-in for 1 chip, position 4 is out, the button folds its call of 1:
    # a 5-chip main pot four ways, side pots of 237 and 140, the cover returned; 741 runouts.
    holes = {0: ["As", "Ad"], 1: ["Ks", "Kd"], 2: ["Qs", "Qd"], 3: ["Js", "Jd"], 4: [], 5: ["8c", "3h"]}
    stacks = [200, 150, 1, 80, 0, 300]
    script = [("call", None)] * 3 + [("check", None), ("bet", 10), ("raise", 79), ("call", None)]
    script += [("fold", None), ("raise", 149), ("call", None)]
    records, hand = play(deck_for(holes, BOARD, stacks), stacks, script, variant="sixmax")
    layers = luck.pot_layers(hand.contributions(), hand.live_positions())
    assert layers == [(5, [1, 2, 3, 5]), (237, [1, 3, 5]), (140, [1, 5])]
    assert luck.luck_adjusted(records)["allInEvNet"] == engine_mean(holes, BOARD[:3], stacks, script)


def test_a_preflop_all_in_is_the_engines_mean_over_the_value_functions_own_runouts():
    # Three A-K hands, stacks 30 / 60 / 200, the small blind's chip dead: ties and odd chips in every layer.
    holes = {0: ["Ah", "Kd"], 1: ["5s", "5d"], 2: ["Ad", "Kh"], 3: ["Ac", "Ks"], 4: ["7c", "2h"], 5: ["8c", "3h"]}
    stacks = [200, 120, 60, 30, 200, 200]
    script = [("raise", 30), ("fold", None), ("fold", None), ("raise", 200), ("fold", None), ("call", None)]
    records, _ = play(deck_for(holes, BOARD, stacks), stacks, script)
    dead = sorted(card_index(c) for p in dealt(stacks, 0) for c in holes[p])
    label = ",".join(map(str, dead)) + "|"
    rng = Rng(derive(5, "luck", 2, label))  # the streams' key: version 3 draws version 2's runouts
    runouts = luck._sampled(rng, [c for c in range(52) if c not in dead], 5)
    boards = [[card_name(c) for c in r] for r in runouts]
    assert len(boards) == luck.SAMPLES
    assert luck.luck_adjusted(records)["allInEvNet"] == engine_mean(holes, [], stacks, script, boards)
    assert luck.VALUE_FUNCTION["version"] == 3 and luck.VALUE_FUNCTION["parameters"]["rngVersion"] == 2


def decision_records(holes, prefix, action, agents):
    """Records of a hand cut right after one decision (its action record, nothing it set off), and the
    engine hand as it stood at that decision."""
    hand = HoldemHand(deck_for(holes, BOARD, STACKS), STACKS, 0)
    header = {
        "type": "episode",
        "variant": "holdem-6max",
        "seed": 5,
        "seats": [{"slot": s, "agent": agents[s]} for s in range(6)],
    }
    rs = [{"type": "hand", "hand": 0, "button": 0, "slots": list(range(6)), "stacks": list(STACKS)}]
    rs += [dict(e, hand=0) for e in hand.start_events()]
    for kind, amount in prefix:
        rs += [dict(e, hand=0) for e in hand.apply(Action(kind, amount))]
    at_decision = hand.clone()
    if action is not None:
        rs.append(dict(hand.apply(Action(*action))[0], hand=0))
    rs.append({"type": "handEnd", "hand": 0, "nets": [0] * 6, "cap": 200, "raw": {}})
    return [header] + rs, at_decision


def test_a_heads_up_wager_with_odd_dead_chips_is_valued_as_the_engine_would_split_it():
    # The random button against the big blind, the small blind's chip dead: a called wager's layer is odd.
    holes = {0: ["Ah", "Kd"], 1: ["5s", "5d"], 2: ["Ad", "Kh"], 3: ["Js", "Jd"], 4: ["7c", "2h"], 5: ["8c", "3h"]}
    prefix = [("fold", None)] * 3 + [("raise", 6), ("fold", None), ("raise", 20)]
    agents = ["random"] + ["house"] * 5
    records, hand = decision_records(holes, prefix, None, agents)
    state = luck.HandState(5, records[1:], 6, {})
    for r in records[1:]:
        if r["type"] == "deal":
            state.holes[r["pos"]] = tuple(card_index(c) for c in r["cards"])
        elif r["type"] in ("blind", "action"):
            luck.apply_chips(r, state.total, state.bet, state.folded)
    assert sum(state.total) - state.total[0] - state.total[2] == 1  # the dead chip
    # A responder who always calls: the wager's value is the check-down value at the matched level.
    for x in (34, 101, 200):
        matched = list(state.total)
        matched[0] += x - state.bet[0]
        matched[2] += x - state.bet[2]
        assert luck.wager_value(state, hand, 0, (2, Fraction(1)), [x]) == state.value([0, 2], matched)
    # And the action term has mean zero exactly over the random seat's law (fold, call, every raise).
    options = hand.options()
    mean = [Fraction(0)] * 6
    for option in options:
        amounts = [None] if option.min_amount is None else range(option.min_amount, option.max_amount + 1)
        for x in amounts:
            term = luck.hand_corrections(decision_records(holes, prefix, (option.kind, x), agents)[0])[0]
            assert sum(term) == 0
            mean = [m + v / (len(options) * len(amounts)) for m, v in zip(mean, term)]
    assert mean == [0] * 6


def test_seeded_six_max_runouts_are_the_engines_exact_ev_hand_by_hand():
    # Version 2 missed the odd chips of hand 6 of this episode (a flop all-in) by 1/222 chip.
    agents = ("house", "random") * 3
    ep = Episode(EpisodeConfig("holdem-6max", agents, 8, 2, budget=8 * 400))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(agents[slot], "holdem-6max", decision_rng(2, slot, ep.decisions)).act(obs))
    records = ep.records
    allin = luck.hand_corrections(records, allin_only=True)
    checked = 0
    for h in range(8):
        rs = [r for r in records if r.get("hand") == h and r["type"] != "audit"]
        last = max(i for i, r in enumerate(rs) if r["type"] == "action")
        known = [c for i, r in enumerate(rs) if r["type"] == "board" and i < last for c in r["cards"]]
        if not known or not any(r["type"] == "board" for r in rs[last:]):
            continue
        head = next(r for r in rs if r["type"] == "hand")
        deals = [r["cards"] for r in rs if r["type"] == "deal"]
        unseen = [c for c in DECK if c not in {c for d in deals for c in d} | set(known)]
        total = [0] * 6
        boards = list(combinations(unseen, 5 - len(known)))
        for extra in boards:
            front = [d[0] for d in deals] + [d[1] for d in deals] + known + list(extra)
            hand = HoldemHand(front + [c for c in DECK if c not in front], head["stacks"], head["button"])
            for r in rs:
                if r["type"] == "action":
                    hand.apply(Action(r["action"], r.get("amount") if r["action"] in ("bet", "raise") else None))
            for p, v in enumerate(hand.nets()):
                total[head["slots"][p]] += v
        end = next(r for r in rs if r["type"] == "handEnd")
        assert [end["nets"][s] + allin[h][s] for s in range(6)] == [Fraction(t, len(boards)) for t in total]
        checked += 1
    assert checked >= 1
