"""Luck-adjusted nets: an AIVAT-style control variate at every chance event after the deal.

For every seat and scored hand, the adjusted net is the net plus, at each chance event that
happened once the betting had begun (Hold'em: each street's board cards, including the runout
of an all-in; Leduc: the board card), the correction

    E[V(state after the event)] - V(state that actually happened)

where the expectation is over the cards that could have been dealt there. ``V`` is a value
function frozen before any data is seen: the *check-down value*, a seat's share of every pot
layer (main pot, side pots, split exactly) if the hand were checked down from here with the
chips committed so far, minus what it has committed. A folded seat's value is minus its chips.

Unbiased by construction. The deck is a uniform shuffle and no seat sees a card before it is
dealt, so given everything before the event the new cards are uniform over the unseen ones and
the correction has expectation zero for every seat whatever the seats play. The value is
computed from every live seat's hole cards, which the replay holds.

Exact where cheap: a complete board, the turn (at most 46 rivers) and the flop (every turn and
river pair, up to EXACT_LIMIT evaluations) are enumerated. Before the flop the expectation is a
seeded Monte Carlo mean of SAMPLES runouts drawn with ``Rng(derive(seed, "luck", VERSION,
cards))``: an estimate whose own expectation is the exact value, drawn independently of the
deck, so the correction stays zero-mean. Between two chance events with no decision in
between (an all-in runout) the terms telescope exactly: the runout of an all-in is settled at
its equity when the money went in, the all-in EV adjustment as a special case.

The deal itself is left to duplicate decks, so a hand with no chance event after its first
decision (a preflop fold, every Kuhn hand) has a correction of exactly zero. Numbers are
``Fraction`` throughout; the value function's identity is in :data:`VALUE_FUNCTION`.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Any, Sequence

from cosino.games.poker.equity import UNIT
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index
from cosino.primitives.rng import Rng, derive

NAME = "checkdown-equity"
VERSION = 1
EXACT_LIMIT = 4000  # enumerate when (completions x live seats) is at most this many evaluations
SAMPLES = 512  # Monte Carlo runouts where enumeration is not cheap (before the flop)
HOLDEM_VARIANTS = ("holdem-hu", "holdem-6max", "headsup", "sixmax")
LEDUC_VARIANTS = ("leduc",)
KUHN_VARIANTS = ("kuhn",)
VARIANTS = HOLDEM_VARIANTS + LEDUC_VARIANTS + KUHN_VARIANTS
VALUE_FUNCTION: dict[str, Any] = {
    "name": NAME,
    "version": VERSION,
    "parameters": {"exactLimit": EXACT_LIMIT, "samples": SAMPLES, "rngLabel": "luck", "deal": "duplicate"},
}

Layer = tuple[int, list[int]]  # (chips in the layer, positions eligible to win it)


def supports(variant: str) -> bool:
    return variant in VARIANTS


def luck_adjusted(records: list[dict[str, Any]]) -> dict[str, Any] | None:
    """``results["luckAdjusted"]``: adjusted nets by slot, the corrections, per hand, and the value function.

    None for a variant without a luck model (the trick games)."""
    header = records[0]
    variant = header["variant"]
    if variant not in VARIANTS:
        return None
    n = len(header["seats"])
    caches: dict[int, dict] = {}  # one equity cache per hand, shared by the two passes
    per_hand = hand_corrections(records, caches=caches)
    allin = hand_corrections(records, allin_only=True, caches=caches)
    ends = [r for r in records if r.get("type") == "handEnd"]
    net = [sum((Fraction(r["nets"][s], r.get("unit", 1)) for r in ends), Fraction(0)) for s in range(n)]
    total = [sum((c[s] for c in per_hand.values()), Fraction(0)) for s in range(n)]
    runout = [sum((c[s] for c in allin.values()), Fraction(0)) for s in range(n)]
    return {
        "valueFunction": VALUE_FUNCTION,
        "net": [net[s] + total[s] for s in range(n)],
        "correction": total,
        "perHand": [per_hand[r["hand"]] for r in ends],
        "allInEvNet": [net[s] + runout[s] for s in range(n)],
    }


def luck_results(variant_name: str, records: list[dict[str, Any]], num_slots: int) -> dict[str, Any]:
    """The diagnostics catalog's entry point: ``{"luckAdjusted": ...}`` beside the scores."""
    return {"luckAdjusted": luck_adjusted(records)}


def adjusted_nets(records: list[dict[str, Any]]) -> list[Fraction] | None:
    out = luck_adjusted(records)
    return None if out is None else out["net"]


def hand_corrections(
    records: list[dict[str, Any]], allin_only: bool = False, caches: dict[int, dict] | None = None
) -> dict[int, list[Fraction]]:
    """The correction by slot of every scored hand, keyed by hand index (zero for unsupported variants).

    ``allin_only``: only the runouts after a hand's last decision (the all-in EV adjustment)."""
    header = records[0]
    variant, seed, n = header["variant"], header["seed"], len(header["seats"])
    hands: dict[int, list[dict[str, Any]]] = {}
    for r in records:
        if "hand" in r and r.get("type") not in ("audit",):
            hands.setdefault(r["hand"], []).append(r)
    out: dict[int, list[Fraction]] = {}
    for h, rs in hands.items():
        if not any(r["type"] == "handEnd" for r in rs):
            continue
        cache = {} if caches is None else caches.setdefault(h, {})
        by_pos = _hand_by_pos(variant, seed, rs, allin_only, cache)
        slots = next(r["slots"] for r in rs if r["type"] == "hand")
        corr = [Fraction(0)] * n
        for pos, value in enumerate(by_pos):
            corr[slots[pos]] += value
        out[h] = corr
    return out


def _hand_by_pos(variant: str, seed: int, rs: list[dict[str, Any]], allin_only: bool, cache: dict) -> list[Fraction]:
    head = next(r for r in rs if r["type"] == "hand")
    positions = len(head["slots"])
    if variant in HOLDEM_VARIANTS:
        return holdem_hand_correction(seed, rs, positions, allin_only, cache)
    if variant in LEDUC_VARIANTS and not allin_only:
        return leduc_hand_correction(rs)
    return [Fraction(0)] * positions


# -- Hold'em ---------------------------------------------------------------------------------------


def holdem_hand_correction(
    seed: int, rs: list[dict[str, Any]], positions: int, allin_only: bool = False, cache: dict | None = None
) -> list[Fraction]:
    """Sum of the chance corrections of one Hold'em hand, by position, from its records.

    ``allin_only`` keeps only the runout: the board events after the hand's last decision, which
    settles an all-in at its equity (the all-in EV adjustment) and corrects nothing else."""
    holes: dict[int, tuple[int, int]] = {}
    total = [0] * positions
    bet = [0] * positions
    folded: set[int] = set()
    board: list[int] = []
    corr = [Fraction(0)] * positions
    cache = {} if cache is None else cache  # (board length, eligible) -> equities in units
    last_decision = max((i for i, r in enumerate(rs) if r["type"] == "action"), default=-1)
    for i, r in enumerate(rs):
        kind = r["type"]
        if kind == "deal":
            a, b = r["cards"]
            holes[r["pos"]] = (card_index(a), card_index(b))
        elif kind in ("blind", "action", "return"):
            _apply_chips(r, total, bet, folded)
        elif kind == "board":
            live = sorted(p for p in holes if p not in folded)
            new = board + [card_index(c) for c in r["cards"]]
            bet = [0] * positions
            if allin_only and i < last_decision:
                board = new
                continue
            before = holdem_value(seed, holes, live, board, total, cache)
            after = holdem_value(seed, holes, live, new, total, cache)
            board = new
            for p in live:
                corr[p] += before[p] - after[p]
    return corr


def _apply_chips(r: dict[str, Any], total: list[int], bet: list[int], folded: set[int]) -> None:
    p = r["pos"]
    if r["type"] == "return":
        total[p] -= r["amount"]
        bet[p] -= r["amount"]
        return
    action = r.get("action")
    if r["type"] == "blind" or action == "call":
        put = r["amount"]
    elif action in ("bet", "raise"):
        put = r["amount"] - bet[p]
    else:
        if action == "fold":
            folded.add(p)
        return
    total[p] += put
    bet[p] += put


def pot_layers(total: Sequence[int], live: Sequence[int]) -> list[Layer]:
    """The main pot and side pots by commitment level, as the engine settles them."""
    levels = sorted({total[p] for p in live})
    levels[-1] = max(levels[-1], max(total))
    layers: list[Layer] = []
    floor = 0
    for cap in levels:
        amount = sum(min(t, cap) - min(t, floor) for t in total)
        floor = cap
        if amount:
            layers.append((amount, [p for p in live if total[p] >= cap] or list(live)))
    return layers


def holdem_value(
    seed: int,
    holes: dict[int, tuple[int, int]],
    live: list[int],
    board: list[int],
    total: Sequence[int],
    cache: dict[tuple, tuple[list[int], int]] | None = None,
) -> list[Fraction]:
    """The frozen check-down value of every position: pot shares at the equity of ``board``, minus chips in.

    ``cache`` (one per hand) keeps the equities of each (board, eligible set), which do not
    depend on the chips, so a street's betting does not send the enumeration round again."""
    layers = pot_layers(total, live)
    cache = {} if cache is None else cache
    keys = [(len(board), tuple(eligible)) for _, eligible in layers]
    todo = sorted({k for k in keys if k not in cache and len(k[1]) > 1})
    if todo:
        cache.update(zip(todo, _equities(seed, holes, live, board, [list(k[1]) for k in todo])))
    value = [Fraction(-t) for t in total]
    for (amount, eligible), key in zip(layers, keys):
        if len(eligible) == 1:
            value[eligible[0]] += amount
            continue
        units, boards = cache[key]
        for p, u in zip(eligible, units):
            value[p] += Fraction(amount * u, boards * UNIT)
    return value


def _completions(seed: int, holes: dict[int, tuple[int, int]], live: list[int], board: list[int]):
    dead = set(board)
    for p in live:
        dead.update(holes[p])
    unseen = [c for c in range(52) if c not in dead]
    missing = 5 - len(board)
    if missing == 0:
        return [()], 1
    if comb(len(unseen), missing) * len(live) <= EXACT_LIMIT:
        return combinations(unseen, missing), comb(len(unseen), missing)
    label = ",".join(str(c) for c in sorted(dead)) + "|" + ",".join(str(c) for c in board)
    return _sampled(Rng(derive(seed, "luck", VERSION, label)), unseen, missing), SAMPLES


def _sampled(rng: Rng, unseen: list[int], missing: int):
    """SAMPLES uniform runouts: one draw below L(L-1).. read as a partial Fisher-Yates shuffle."""
    unseen = list(unseen)
    radices = [len(unseen) - i for i in range(missing)]
    orderings = 1
    for r in radices:
        orderings *= r
    for _ in range(SAMPLES):
        draw = rng.randbelow(orderings)
        for i, radix in enumerate(radices):
            j = i + draw % radix
            draw //= radix
            unseen[i], unseen[j] = unseen[j], unseen[i]
        yield tuple(unseen[:missing])


def _equities(
    seed: int, holes: dict[int, tuple[int, int]], live: list[int], board: list[int], groups: list[list[int]]
) -> list[tuple[list[int], int]]:
    """For each group of positions, each one's share of the completions of ``board``, in units."""
    runouts, boards = _completions(seed, holes, live, board)
    index = {p: i for i, p in enumerate(live)}
    hs = [holes[p] for p in live]
    members = [[index[p] for p in g] for g in groups]
    units = [[0] * len(g) for g in groups]
    ev = evaluate_indices
    known = tuple(board)
    for extra in runouts:
        full = known + extra
        rank = [ev((a, b, *full)) for a, b in hs]
        for m, acc in zip(members, units):
            values = [rank[i] for i in m]
            best = max(values)
            share = UNIT // values.count(best)
            for k, v in enumerate(values):
                if v == best:
                    acc[k] += share
    return [(acc, boards) for acc in units]


# -- Leduc -----------------------------------------------------------------------------------------

LEDUC_ANTE = 1
LEDUC_WAGER = (2, 4)
LEDUC_DECK = ("Js", "Jh", "Qs", "Qh", "Ks", "Kh")


def leduc_hand_correction(rs: list[dict[str, Any]]) -> list[Fraction]:
    """Exact correction of the board card of one Leduc hand, by position."""
    cards: dict[int, str] = {}
    total = [LEDUC_ANTE, LEDUC_ANTE]
    level, bet = 0, [0, 0]
    for r in rs:
        kind = r["type"]
        if kind == "deal":
            cards[r["pos"]] = r["cards"][0]
        elif kind == "action":
            p, action = r["pos"], r["action"]
            if action in ("bet", "raise"):
                level += LEDUC_WAGER[0]  # the board card is turned after round 1
            if action in ("bet", "raise", "call"):
                total[p] += level - bet[p]
                bet[p] = level
        elif kind == "board":
            unseen = [c for c in LEDUC_DECK if c not in cards.values()]
            after = leduc_value(cards, r["cards"][0], total)
            before = [sum((leduc_value(cards, b, total)[p] for b in unseen), Fraction(0)) / len(unseen) for p in (0, 1)]
            return [before[p] - after[p] for p in (0, 1)]
    return [Fraction(0), Fraction(0)]


def leduc_value(cards: dict[int, str], board: str, total: Sequence[int]) -> list[Fraction]:
    """Check-down value with ``board`` turned: the showdown share of the pot minus chips in."""
    strength = [(cards[p][0] == board[0], "JQK".index(cards[p][0])) for p in (0, 1)]
    pot = sum(total)
    if strength[0] == strength[1]:
        share = [Fraction(pot, 2)] * 2
    else:
        w = 0 if strength[0] > strength[1] else 1
        share = [Fraction(pot if p == w else 0) for p in (0, 1)]
    return [share[p] - total[p] for p in (0, 1)]


# -- ranking by adjusted results (a league opt-in) -----------------------------------------------------


def adjusted_scores(results: dict[str, Any]) -> list[Fraction] | None:
    """Scores on the results' own scale from the luck-adjusted nets, for a league that ranks by them.

    Ladder: ``1/2 + adjusted / (2 NORM)``; chip race: the adjusted final share of the chips. The
    adjusted nets still sum to zero, so the scores still sum to n/2 (ladder) or 1 (chip race);
    a score is clamped into [0, 1] in the rare case the corrections carry it outside (then the sum
    can move by the clamped amount). None when the results carry no ``luckAdjusted`` block."""
    block = results.get("luckAdjusted")
    if not block:
        return None
    adjusted = [Fraction(v) for v in block["net"]]
    n = len(adjusted)
    if results.get("norm") is None and results.get("finalStacks") is not None:
        total = sum((Fraction(s) for s in results["finalStacks"]), Fraction(0))
        start = total / n
        raw = [(start + v) / total for v in adjusted]
    else:
        norm = Fraction(results.get("norm") or 0)
        raw = [Fraction(1, 2) if norm == 0 else Fraction(1, 2) + v / (2 * norm) for v in adjusted]
    return [min(Fraction(1), max(Fraction(0), s)) for s in raw]
