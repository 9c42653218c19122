"""Luck-adjusted nets: an AIVAT-style control variate at every chance event after the deal, and
at the decisions of the arena's uniform random seat.

For every seat and scored hand, the adjusted net is the net plus, at each chance event that
happened once the betting had begun (Hold'em: each street's board cards, including the runout
of an all-in; Leduc: the board card), the correction

    E[V(state after the event)] - V(state that actually happened)

where the expectation is over the cards that could have been dealt there. ``V`` is a value
function frozen before any data is seen: the *check-down value*, a seat's share of every pot
layer (main pot, side pots, split as the engine splits them: odd chips to the first winners
clockwise from the button's left) if the hand were checked down from here with the chips
committed so far, minus what it has committed. A folded seat's value is minus its chips. At a
complete board it is the engine's own settlement, chip for chip.

Action terms. A seat named ``random`` draws each legal option with equal chance and a wager
uniformly in its range, so its choice is a chance event with a known law: at its Hold'em
decisions facing one live opponent, the same kind of term is added with the expectation over
that law (:func:`action_term`). No other seat gets one: a model's or the advisor's law is not known.

Unbiased by construction. The deck is a uniform shuffle and no seat sees a card before it is
dealt, so given everything before the event the new cards are uniform over the cards not yet
dealt and the correction has expectation zero for every seat whatever the seats play. Likewise
the random seat's draw comes from its own generator, independent of everything the value reads.

Exact where cheap: a complete board, the turn (at most 46 rivers) and the flop (every turn and
river pair, up to EXACT_LIMIT evaluations) are enumerated. Before the flop the expectation is a
seeded Monte Carlo mean of SAMPLES runouts drawn with ``Rng(derive(seed, "luck", STREAM_VERSION,
cards))``: an estimate whose own expectation is the exact value, drawn independently of the
deck, so the correction stays zero-mean. Between two chance events with no decision in
between (an all-in runout) the terms telescope exactly: the runout of an all-in is settled at
its equity when the money went in, the all-in EV adjustment as a special case.

The deal itself is left to duplicate decks, so a hand with no chance event after its first
decision (a preflop fold, every Kuhn hand) and no random-seat decision has a correction of
exactly zero. Numbers are ``Fraction`` throughout; the identity is in :data:`VALUE_FUNCTION`.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Any, Sequence

from cosino.games.poker.evaluator import evaluate_holes
from cosino.games.protocol import Action
from cosino.primitives.cards import DECK, card_index, card_name
from cosino.primitives.errors import CosinoError
from cosino.primitives.rng import Rng, derive

NAME = "checkdown-equity"
# 3: odd chips of a split layer go as the engine pays them (version 2 split every layer exactly, so
# an all-in EV missed the odd chips of the ties among its runouts). Versions 2 and 3 differ only there.
VERSION = 3
STREAM_VERSION = 2  # the version in the seeded streams' keys: version 3 draws the same runouts as 2
EXACT_LIMIT = 4000  # enumerate when (completions x live seats) is at most this many evaluations
SAMPLES = 256  # Monte Carlo runouts where enumeration is not cheap (before the flop)
KNOWN_POLICIES = ("random",)  # seat kinds whose action distribution the replay fixes exactly
# Stands in for the betting still to come: scales a chance term that a decision follows, in hands
# without action terms (fit on seeds 101.. by the variance bench's --fit, docs/variance.md).
CHANCE_SCALE = Fraction(3, 2)
ACTION_TERM_LIVE = 2  # action terms only heads-up (a multiway fold needs a new multiway equity)
RESPONSE_SAMPLES = 120  # runouts of the seeded equity estimate for a responder other than the house seat
HOLDEM_VARIANTS = ("holdem-hu", "holdem-6max", "headsup", "sixmax")
LEDUC_VARIANTS = ("leduc",)
KUHN_VARIANTS = ("kuhn",)
VARIANTS = HOLDEM_VARIANTS + LEDUC_VARIANTS + KUHN_VARIANTS
VALUE_FUNCTION: dict[str, Any] = {
    "name": NAME,
    "version": VERSION,
    "parameters": {
        "exactLimit": EXACT_LIMIT,
        "samples": SAMPLES,
        "rngLabel": "luck",
        "rngVersion": STREAM_VERSION,
        "oddChips": "engine rule",
        "deal": "duplicate",
        "deadCards": "every dealt hole",
        "actionTerms": list(KNOWN_POLICIES),
        "actionTermLiveSeats": ACTION_TERM_LIVE,
        "chanceScale": str(CHANCE_SCALE),
        "response": "pot odds against one random hand",
        "responseSamples": RESPONSE_SAMPLES,
    },
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
        "actionTermSlots": action_term_slots(header),
        "net": [net[s] + total[s] for s in range(n)],
        "correction": total,
        "perHand": [per_hand[r["hand"]] for r in ends],
        "allInEvNet": [net[s] + runout[s] for s in range(n)],
    }


def action_term_slots(header: dict[str, Any]) -> list[int]:
    """The slots whose decisions get action terms: arena seats of a known policy, on Hold'em only."""
    if header["variant"] not in HOLDEM_VARIANTS:
        return []
    return [s for s, seat in enumerate(header["seats"]) if seat.get("agent") in KNOWN_POLICIES]


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
    agents = [seat.get("agent") for seat in header["seats"]]
    known_slots = set(action_term_slots(header))
    hands: dict[int, list[dict[str, Any]]] = {}
    first: dict[int, int] = {}  # the episode's decision counter at each hand's first decision
    decisions = 0
    for r in records:
        if "hand" in r and r.get("type") not in ("audit",):
            hands.setdefault(r["hand"], []).append(r)
            first.setdefault(r["hand"], decisions)
            decisions += r["type"] == "action"
    out: dict[int, list[Fraction]] = {}
    for h, rs in hands.items():
        if not any(r["type"] == "handEnd" for r in rs):
            continue
        cache = {} if caches is None else caches.setdefault(h, {})
        slots = next(r["slots"] for r in rs if r["type"] == "hand")
        if variant in HOLDEM_VARIANTS:
            state = HandState(seed, rs, len(slots), cache)
            state.decision, state.slots, state.agents = first[h], slots, agents
            known = set() if allin_only else {pos for pos, slot in enumerate(slots) if slot in known_slots}
            by_pos = holdem_hand_correction(seed, rs, len(slots), allin_only, cache, known, variant, state)
        elif variant in LEDUC_VARIANTS and not allin_only:
            by_pos = leduc_hand_correction(rs)
        else:
            by_pos = [Fraction(0)] * len(slots)
        corr = [Fraction(0)] * n
        for pos, value in enumerate(by_pos):
            corr[slots[pos]] += value
        out[h] = corr
    return out


# -- Hold'em ---------------------------------------------------------------------------------------


def holdem_hand_correction(
    seed: int,
    rs: list[dict[str, Any]],
    positions: int,
    allin_only: bool = False,
    cache: dict | None = None,
    known: set[int] | frozenset[int] = frozenset(),
    variant: str = "holdem-hu",
    state: HandState | None = None,
) -> list[Fraction]:
    """Sum of the chance corrections of one Hold'em hand, by position, from its records, plus the
    action terms of the positions in ``known`` (seats whose action distribution is known exactly).

    ``allin_only`` keeps only the runout: the board events after the hand's last decision, which
    settles an all-in at its equity (the all-in EV adjustment) and corrects nothing else."""
    state = state or HandState(seed, rs, positions, {} if cache is None else cache)
    corr = [Fraction(0)] * positions
    engine = rebuild_hand(variant, rs) if known else None
    last_decision = max((i for i, r in enumerate(rs) if r["type"] == "action"), default=-1)
    for i, r in enumerate(rs):
        kind = r["type"]
        if kind == "deal":
            a, b = r["cards"]
            state.holes[r["pos"]] = (card_index(a), card_index(b))  # in deal order: it pays odd chips
        elif kind == "action" and engine is not None:
            if r["pos"] in known and len(state.live()) <= ACTION_TERM_LIVE:
                term = action_term(state, engine, r)
                corr = [c + t for c, t in zip(corr, term)]
            try:
                engine.apply(Action(r["action"], r.get("amount") if r["action"] in ("bet", "raise") else None))
            except ValueError as exc:  # an edited replay: name the hand instead of failing deep inside
                raise CosinoError(f"hand {state.hand}: its records do not replay ({exc})") from None
            state.decision += 1
        if kind in ("blind", "action", "return"):
            apply_chips(r, state.total, state.bet, state.folded)
        elif kind == "board":
            live = state.live()
            new = state.board + [card_index(c) for c in r["cards"]]
            state.bet = [0] * positions
            if allin_only and i < last_decision:
                state.board = new
                continue
            before = state.value(live, state.total)
            scale = CHANCE_SCALE if i < last_decision and not known else 1
            state.board = new
            after = state.value(live, state.total)
            for p in live:
                corr[p] += scale * (before[p] - after[p])
    return corr


class HandState:
    """What the correction tracks of one hand: holes, chips in, folds, the board and the equity cache."""

    def __init__(self, seed: int, rs: list[dict[str, Any]], positions: int, cache: dict) -> None:
        self.seed = seed
        self.hand = next((r.get("hand", 0) for r in rs if r["type"] == "hand"), 0)
        self.holes: dict[int, tuple[int, int]] = {}
        self.total = [0] * positions
        self.bet = [0] * positions
        self.folded: set[int] = set()
        self.board: list[int] = []
        self.cache = cache  # (board length, eligible) -> equities in units
        self.decisions = 0  # known-policy decisions valued so far (keys the responder's draw)
        self.decision = 0  # the episode's decision counter at the next action (keys the seats' draws)
        self.slots: list[int] = list(range(positions))
        self.agents: list[Any] = [None] * positions

    def live(self) -> list[int]:
        return sorted(p for p in self.holes if p not in self.folded)

    def value(self, live: list[int], total: Sequence[int]) -> list[Fraction]:
        return holdem_value(self.seed, self.holes, live, self.board, total, self.cache)

    def outcomes(self, p: int, o: int) -> tuple[int, int, int, int]:
        """(``p`` wins, ``o`` wins, ties, boards) over the completions of the board, ``p`` against ``o`` alone."""
        key = (len(self.board), (min(p, o), max(p, o)))
        if key not in self.cache:
            self.cache[key] = _equities(self.seed, self.holes, self.live(), self.board, [list(key[1])])[0]
        counts, boards = self.cache[key]
        return counts.get((p,), 0), counts.get((o,), 0), counts.get(key[1], 0), boards


def rebuild_hand(variant: str, rs: list[dict[str, Any]]) -> Any:
    """The engine's hand from its records (holes in deal order, then the board), to read the legal options."""
    from cosino.games.registry import get_variant

    head = next(r for r in rs if r["type"] == "hand")
    deals = [r["cards"] for r in rs if r["type"] == "deal"]
    board = [c for r in rs if r["type"] == "board" for c in r["cards"]]
    deck = [d[0] for d in deals] + [d[1] for d in deals] + board
    deck += [c for c in DECK if c not in set(deck)]  # streets never dealt: any unused cards
    try:
        return get_variant(variant).new_hand(deck, head["stacks"], head["button"], head.get("hand", 0))
    except ValueError as exc:
        raise CosinoError(f"hand {head.get('hand')}: its deal does not replay ({exc})") from None


def action_term(state: HandState, engine: Any, r: dict[str, Any]) -> list[Fraction]:
    """AIVAT's action term at a decision of a uniform random seat: E over its draw of f, minus f of the draw.

    The seat picks each legal option with equal chance and a bet or raise amount uniformly in its
    range, so the expectation is exact; f is the check-down value after the action, with one
    step of response to a wager when a single opponent can answer (see :func:`wager_value`)."""
    p = r["pos"]
    options = engine.options()
    state.decisions += 1
    responder = _responder(state, engine, p)
    mean = [Fraction(0)] * len(state.total)
    taken: list[Fraction] | None = None
    for option in options:
        if option.kind in ("bet", "raise"):
            low, high = option.min_amount, option.max_amount
            avg = wager_value(state, engine, p, responder, range(low, high + 1))
            if r["action"] == option.kind:
                taken = wager_value(state, engine, p, responder, [r["amount"]])
        else:
            avg = _plain_value(state, engine, p, option.kind)
            if r["action"] == option.kind:
                taken = avg
        mean = [m + v / len(options) for m, v in zip(mean, avg)]
    if taken is None:  # an action outside the options: not the seat's own draw, so no term
        return [Fraction(0)] * len(mean)
    return [m - t for m, t in zip(mean, taken)]


def _plain_value(state: HandState, engine: Any, p: int, kind: str) -> list[Fraction]:
    """f of a fold (the others share the pot) or of a check or call (the price matched)."""
    live = state.live()
    if kind == "fold":
        return state.value([q for q in live if q != p], state.total)
    total = list(state.total)
    total[p] += min(max(state.bet) - state.bet[p], engine.stack[p])
    return state.value(live, total)


def _responder(state: HandState, engine: Any, p: int) -> tuple[int, Fraction] | None:
    """The one opponent who answers a wager, with its equity against one random hand, if any.

    A house seat answers next with the draw the arena will give it, so its own estimate is
    reproduced exactly; any other seat gets a seeded estimate of the same kind."""
    others = [q for q in state.live() if q != p]
    if len(others) != 1 or engine.stack[others[0]] == 0:
        return None
    from cosino.seats.holdem_house import estimate_equity  # the seat layer sits above this one: imported on use
    from cosino.seats.house import decision_rng

    o = others[0]
    hole = [card_name(c) for c in state.holes[o]]
    board = [card_name(c) for c in state.board]
    if state.agents[state.slots[o]] == "house":
        return o, estimate_equity(hole, board, 1, decision_rng(state.seed, state.slots[o], state.decision + 1))
    rng = Rng(derive(state.seed, "luck", STREAM_VERSION, "respond", state.hand, state.decisions, p))
    return o, estimate_equity(hole, board, 1, rng, RESPONSE_SAMPLES)


def wager_value(
    state: HandState, engine: Any, p: int, responder: tuple[int, Fraction] | None, amounts: Sequence[int]
) -> list[Fraction]:
    """The mean of f over wagers to each of ``amounts`` (street totals), by position.

    With one opponent able to answer, f plays the house seat's pot-odds rule for it: it folds
    when its equity against a random hand is below the price of calling and otherwise matches
    the wager (check-down value at the matched level). With more opponents, the wager is valued
    as a call (the check-down returns its unmatched part)."""
    if responder is None:
        return _plain_value(state, engine, p, "call")
    o, equity = responder
    total, bet, stack = state.total, state.bet, engine.stack[o]
    pot = sum(total)
    folds = level = 0  # the wagers the responder folds to; the matched chips summed over the rest
    num, den = equity.numerator, equity.denominator
    for x in amounts:
        to_call = min(x - bet[o], stack)
        if num * (pot + x - bet[p] + to_call) >= to_call * den:
            level += min(total[p] + x - bet[p], total[o] + to_call)
        else:
            folds += 1
    count = len(amounts)
    called = count - folds
    dead = pot - total[p] - total[o]
    layer = called * dead + 2 * level  # the chips a showdown would share, summed over the wagers
    wins_p, wins_o, ties, boards = state.outcomes(p, o)
    # A tie splits each called wager's layer (dead + 2 x matched) as the engine does: its odd chip,
    # there when the dead chips are odd, goes to whichever of the two was dealt in first.
    odd = called * (dead % 2)
    first_p = next(q for q in state.holes if q in (p, o)) == p
    half = (layer - odd) // 2
    won_p = wins_p * layer + ties * (half + (odd if first_p else 0))
    won_o = wins_o * layer + ties * (half + (0 if first_p else odd))
    value = [Fraction(-t) for t in total]
    value[p] = (folds * (pot - total[p]) + Fraction(won_p, boards) - level) / count
    value[o] = (-folds * total[o] + Fraction(won_o, boards) - level) / count
    return value


def apply_chips(r: dict[str, Any], total: list[int], bet: list[int], folded: set[int]) -> None:
    """Move one blind, action or return record's chips into the hand's running totals (in place)."""
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
    cache: dict[tuple, tuple[dict[tuple[int, ...], int], int]] | None = None,
) -> list[Fraction]:
    """The frozen check-down value of every position: pot shares over the completions of ``board``, minus chips in.

    Each completion settles every layer as the engine does: its best eligible hands share it,
    and the odd chips go one at a time to those winners in deal order (clockwise from the
    button's left), which is the order ``holes`` lists the positions in. ``cache`` (one per hand)
    keeps the winners of each (board, eligible set), which do not depend on the chips, so a
    street's betting does not send the enumeration round again."""
    layers = pot_layers(total, live)
    cache = {} if cache is None else cache
    keys = [(len(board), tuple(eligible)) for _, eligible in layers]
    todo = sorted({k for k in keys if k not in cache and len(k[1]) > 1})
    if todo:
        cache.update(zip(todo, _equities(seed, holes, live, board, [list(k[1]) for k in todo])))
    seat = {p: i for i, p in enumerate(holes)}
    value = [Fraction(-t) for t in total]
    for (amount, eligible), key in zip(layers, keys):
        if len(eligible) == 1:
            value[eligible[0]] += amount
            continue
        counts, boards = cache[key]
        won = dict.fromkeys(eligible, 0)
        for winners, count in counts.items():
            share, odd = divmod(amount, len(winners))
            for p in winners:
                won[p] += count * share
            if odd:
                for p in sorted(winners, key=seat.__getitem__)[:odd]:
                    won[p] += count
        for p in eligible:
            value[p] += Fraction(won[p], boards)
    return value


def _completions(seed: int, holes: dict[int, tuple[int, int]], live: list[int], board: list[int]):
    dead = set(board)
    for p in holes:  # a folded seat's cards are out of the deck too
        dead.update(holes[p])
    unseen = [c for c in range(52) if c not in dead]
    missing = 5 - len(board)
    if missing == 0:
        return [()], 1
    if comb(len(unseen), missing) * len(live) <= EXACT_LIMIT:
        return combinations(unseen, missing), comb(len(unseen), missing)
    label = ",".join(str(c) for c in sorted(dead)) + "|" + ",".join(str(c) for c in board)
    return _sampled(Rng(derive(seed, "luck", STREAM_VERSION, label)), unseen, missing), SAMPLES


def _sampled(rng: Rng, unseen: list[int], missing: int):
    """SAMPLES uniform runouts: one draw below L(L-1).. read as a partial Fisher-Yates shuffle."""
    unseen = list(unseen)
    radices = [len(unseen) - i for i in range(missing)]
    orderings = 1
    for r in radices:
        orderings *= r
    steps = list(enumerate(radices))
    # rng.randbelow(orderings), inlined: the same rejection rule on the same 64-bit words.
    next_word = rng.next_u64
    limit = (1 << 64) - (1 << 64) % orderings
    for _ in range(SAMPLES):
        draw = next_word()
        while draw >= limit:
            draw = next_word()
        draw %= orderings
        for i, radix in steps:
            j = i + draw % radix
            draw //= radix
            unseen[i], unseen[j] = unseen[j], unseen[i]
        yield tuple(unseen[:missing])


def _equities(
    seed: int, holes: dict[int, tuple[int, int]], live: list[int], board: list[int], groups: list[list[int]]
) -> list[tuple[dict[tuple[int, ...], int], int]]:
    """For each group of positions, how many completions of ``board`` each set of winners takes.

    A set of winners is a tuple of positions in the group's order; the counts sum to the
    completions, which come second."""
    runouts, boards = _completions(seed, holes, live, board)
    index = {p: i for i, p in enumerate(live)}
    hs = [holes[p] for p in live]
    members = [[index[p] for p in g] for g in groups]
    pairs = [(m[0], m[1], [0, 0, 0]) for m in members if len(m) == 2]
    # Larger groups: a lone winner is counted by its place in the group, a tie by its set of winners.
    larger: list[tuple[list[int], list[int], list[int], dict[tuple[int, ...], int]]] = [
        (m, g, [0] * len(m), {}) for m, g in zip(members, groups) if len(m) != 2
    ]
    known = tuple(board)
    for extra in runouts:
        rank = evaluate_holes(hs, known + extra)
        for x, y, acc in pairs:  # heads-up, the common case, without the general split
            if rank[x] > rank[y]:
                acc[0] += 1
            elif rank[x] < rank[y]:
                acc[1] += 1
            else:
                acc[2] += 1
        for m, g, alone, tally in larger:
            values = [rank[i] for i in m]
            best = max(values)
            if values.count(best) == 1:
                alone[values.index(best)] += 1
            else:
                winners = tuple([p for p, v in zip(g, values) if v == best])
                tally[winners] = tally.get(winners, 0) + 1
    out_pairs = iter(pairs)
    out_larger = iter(larger)
    out: list[tuple[dict[tuple[int, ...], int], int]] = []
    for g in groups:
        if len(g) == 2:
            _, _, (a, b, t) = next(out_pairs)
            counts = {(g[0],): a, (g[1],): b, (g[0], g[1]): t}
        else:
            _, _, alone, tally = next(out_larger)
            counts = {(p,): c for p, c in zip(g, alone)} | tally
        out.append(({k: v for k, v in counts.items() if v}, boards))
    return out


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
    a score is clamped into [0, 1] when the corrections carry it outside (then the sum moves by the
    clamped amount, and clamped seats tie). On six-max chip races that is most episodes: a busted
    seat's adjusted net can pass its whole stack (docs/variance.md, "Limits"). None when the
    results carry no ``luckAdjusted`` block."""
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
