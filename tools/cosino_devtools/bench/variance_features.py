"""A study for issue 17: how far a cheap value function that knows who holds each seat gets.

The luck module's value function is blind to the seats. When both hands of a duplicate pair
reach a chance event from the same state, its terms are the same in both and duplicate already
cancels them. A value function that helps must tell, from the cards after the event, how *this*
seat will play the rest of the hand. The cheapest such family is linear in card features, with
one coefficient per agent, fitted on seeds apart from the measured ones and then frozen.

At each board event that a decision follows, with two seats live, position ``p`` against ``o``
gets the terms ``E[g(next)] - g(actual)`` of these features of the state after the event (``e``
is ``p``'s showdown equity against ``o``'s cards, ``S`` the smaller stack behind, ``pot`` the
chips in, ``lp`` and ``lo`` each seat's strength level from :func:`strength_level`):

    e*pot,  e*S*[lp = j],  e*S*[lo = j],  S*[lp = j],  S*[lo = j]      (j = 0..3)

River and turn events are enumerated. At the flop the expectation is a mean over seeded runouts,
with the showdown standing in for the flop equity (its expectation given the flop). Every term
has mean zero, whatever the coefficients. The coefficients are a ridge least-squares fit that
minimises the variance of the luck-adjusted duplicate unit plus the terms, on seeds
``TRAIN_SEEDS``. The table reports the hands ratio on those seeds (in sample) and on the
variance table's seeds 1..20 (out of sample), next to the frozen value function's ratio.

    python -m cosino_devtools.bench.variance_features [--train 40] [--test 20] [--largest 6]

It also prints the first row's largest luck-adjusted pairs, hand by hand, to show what is left.

This is a study, not a value function of the product: docs/variance.md gives its table and why
it is not adopted.
"""

from __future__ import annotations

import argparse
import time
from itertools import combinations
from typing import Any, Sequence

from cosino.diagnostics.luck import apply_chips, hand_corrections
from cosino.games.poker.evaluator import evaluate_indices, warm_up
from cosino.primitives.cards import card_index
from cosino.primitives.rng import Rng, derive

LEVELS = 4
FEATURES = 1 + 4 * LEVELS
FLOP_RUNOUTS = 200
TRAIN_SEED = 101
ROWS = (("holdem-hu", "house", "advisor:200"), ("holdem-hu", "advisor:200", "fake:json"))
POOLS = ("street", "full")  # coefficients per (agent, feature), or per (agent, street, feature)
RIDGES = (0.0, 0.1, 1.0)


def strength_level(hole: Sequence[int], board: Sequence[int]) -> int:
    """0: the hole cards add nothing to the board's own category; 1: a pair below the top board
    card; 2: top pair or an overpair; 3: two categories up, or a straight or better."""
    cat = evaluate_indices(list(hole) + list(board)) >> 20
    if len(board) == 5:
        board_cat = evaluate_indices(board) >> 20
    else:
        counts = sorted((sum(1 for c in board if c >> 2 == r) for r in {c >> 2 for c in board}), reverse=True)
        board_cat = 3 if counts[0] >= 3 else 2 if counts[:2] == [2, 2] else 1 if counts[0] == 2 else 0
    if cat <= board_cat:
        return 0
    if cat - board_cat >= 2 or cat >= 4:
        return 3
    if cat != 1:
        return 2
    ranks, top = [c >> 2 for c in hole], max(c >> 2 for c in board)
    if ranks[0] == ranks[1]:
        return 2 if ranks[0] > top else 1
    return 2 if top in ranks else 1


def _share(hp: Sequence[int], ho: Sequence[int], board: list[int]) -> float:
    a, b = evaluate_indices([*hp, *board]), evaluate_indices([*ho, *board])
    return 1.0 if a > b else 0.5 if a == b else 0.0


def _features(e: float, stack: int, pot: int, lp: int, lo: int) -> list[float]:
    return (
        [e * pot]
        + [e * stack * (lp == j) for j in range(LEVELS)]
        + [e * stack * (lo == j) for j in range(LEVELS)]
        + [float(stack * (lp == j)) for j in range(LEVELS)]
        + [float(stack * (lo == j)) for j in range(LEVELS)]
    )


def event_terms(
    hp: Sequence[int], ho: Sequence[int], before: list[int], after: list[int], stack: int, pot: int, rng: Rng
) -> list[float]:
    """``E[g(next)] - g(actual)`` for ``p`` (hole ``hp``) against ``o`` at the board event ``before`` -> ``after``."""
    rest = [c for c in range(52) if c not in {*hp, *ho, *before}]

    def g(board: list[int], e: float) -> list[float]:
        return _features(e, stack, pot, strength_level(hp, board), strength_level(ho, board))

    def turn_equity(board: list[int]) -> float:
        rivers = [c for c in rest if c not in board]
        return sum(_share(hp, ho, board + [r]) for r in rivers) / len(rivers)

    if len(before) == 4:
        outcomes = [g(before + [c], _share(hp, ho, before + [c])) for c in rest]
        actual = g(after, _share(hp, ho, after))
    elif len(before) == 3:
        outcomes = [g(before + [c], turn_equity(before + [c])) for c in rest]
        actual = g(after, turn_equity(after))
    else:
        outcomes = []
        for _ in range(FLOP_RUNOUTS):
            deck = list(rest)
            rng.partial_shuffle(deck, 5)
            outcomes.append(g(deck[:3], _share(hp, ho, deck[:5])))  # the showdown's mean given the flop is its equity
        pairs = list(combinations([c for c in rest if c not in after], 2))
        actual = g(after, sum(_share(hp, ho, after + list(tr)) for tr in pairs) / len(pairs))
    mean = [sum(column) / len(outcomes) for column in zip(*outcomes)]
    return [m - a for m, a in zip(mean, actual)]


def hand_terms(rs: list[dict[str, Any]], agents: list[str], rng: Rng) -> list[dict[tuple, float]]:
    """By slot: the summed terms of one hand, keyed (agent, street, feature)."""
    head = next(r for r in rs if r["type"] == "hand")
    slots, stacks, n = head["slots"], head["stacks"], len(head["slots"])
    holes: dict[int, tuple[int, ...]] = {}
    total, bet, folded, board = [0] * n, [0] * n, set(), []  # type: ignore[var-annotated]
    last = max((i for i, r in enumerate(rs) if r["type"] == "action"), default=-1)
    out: list[dict[tuple, float]] = [{} for _ in range(n)]
    for i, r in enumerate(rs):
        kind = r["type"]
        if kind == "deal":
            holes[r["pos"]] = tuple(card_index(c) for c in r["cards"])
        if kind in ("blind", "action", "return"):
            apply_chips(r, total, bet, folded)
        elif kind == "board":
            after = board + [card_index(c) for c in r["cards"]]
            bet = [0] * n
            live = [p for p in holes if p not in folded]
            if i < last and len(live) == 2:
                stack = min(stacks[p] - total[p] for p in live)
                for p in live:
                    (o,) = [q for q in live if q != p]
                    terms = event_terms(holes[p], holes[o], board, after, stack, sum(total), rng)
                    for j, v in enumerate(terms):
                        key = (agents[slots[p]], len(after), j)
                        out[slots[p]][key] = out[slots[p]].get(key, 0.0) + v
            board = after
    return out


def pair_units(records: list[dict[str, Any]], a: str, b: str) -> list[tuple[float, float, dict[tuple, float]]]:
    """Per duplicate pair: (duplicate unit, luck-adjusted unit, terms of a minus terms of b)."""
    agents = [s["agent"] for s in records[0]["seats"]]
    hands: dict[int, list[dict[str, Any]]] = {}
    for r in records:
        if "hand" in r and r.get("type") != "audit":
            hands.setdefault(r["hand"], []).append(r)
    corr = hand_corrections(records)
    ends = {r["hand"]: r for r in records if r.get("type") == "handEnd"}
    sign = [1 if name == a else -1 if name == b else 0 for name in agents]
    units = []
    for h in sorted(ends):
        if h % 2 or h + 1 not in ends:
            continue
        dup = adjusted = 0.0
        terms: dict[tuple, float] = {}
        for hand in (h, h + 1):
            nets = [v / ends[hand].get("unit", 1) for v in ends[hand]["nets"]]
            dup += sum(sign[s] * nets[s] for s in range(len(agents)))
            adjusted += sum(sign[s] * (nets[s] + float(corr[hand][s])) for s in range(len(agents)))
            rng = Rng(derive("variance-features", records[0]["seed"], hand))
            for s, by_key in enumerate(hand_terms(hands[hand], agents, rng)):
                for key, v in by_key.items():
                    terms[key] = terms.get(key, 0.0) + sign[s] * v
        units.append((dup, adjusted, terms))
    return units


def ridge_fit(rows: list[list[float]], target: list[float], ridge: float) -> list[float]:
    """Coefficients that minimise the variance of ``target + rows . beta`` (columns standardised, ridge penalty)."""
    n, k = len(rows), len(rows[0])
    means = [sum(r[j] for r in rows) / n for j in range(k)]
    scales = [max((sum((r[j] - means[j]) ** 2 for r in rows) / n) ** 0.5, 1e-12) for j in range(k)]
    x = [[(r[j] - means[j]) / scales[j] for j in range(k)] for r in rows]
    ty = sum(target) / n
    y = [t - ty for t in target]
    matrix = [
        [sum(x[i][p] * x[i][q] for i in range(n)) + (ridge * n if p == q else 0.0) for q in range(k)] for p in range(k)
    ]
    rhs = [-sum(x[i][p] * y[i] for i in range(n)) for p in range(k)]
    solution = _solve(matrix, rhs)
    return [s / scales[j] for j, s in enumerate(solution)]


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting; a column with no pivot gets coefficient 0."""
    k = len(rhs)
    m = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    pivots: list[int] = []
    row = 0
    for col in range(k):
        best = max(range(row, k), key=lambda i: abs(m[i][col]), default=None)
        if best is None or abs(m[best][col]) < 1e-9:
            continue
        m[row], m[best] = m[best], m[row]
        for i in range(k):
            if i != row and m[i][col]:
                f = m[i][col] / m[row][col]
                m[i] = [a - f * b for a, b in zip(m[i], m[row])]
        pivots.append(col)
        row += 1
    out = [0.0] * k
    for r, col in enumerate(pivots):
        out[col] = m[r][k] / m[r][col]
    return out


def _variance(values: list[float]) -> float:
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / len(values)


def study(train: list[tuple], test: list[tuple], pool: str, ridge: float) -> tuple[float, float, float, float, int]:
    """(train dup/luck, train dup/fitted, test dup/luck, test dup/fitted, features) for one pooling and ridge."""

    def key(k: tuple) -> tuple:
        return (k[0], k[2]) if pool == "street" else k

    keys = sorted({key(k) for _, _, terms in train + test for k in terms})
    index = {k: i for i, k in enumerate(keys)}

    def matrix(units: list[tuple]) -> list[list[float]]:
        rows = []
        for _, _, terms in units:
            row = [0.0] * len(keys)
            for k, v in terms.items():
                row[index[key(k)]] += v
            rows.append(row)
        return rows

    xt, xs = matrix(train), matrix(test)
    beta = ridge_fit(xt, [u[1] for u in train], ridge)

    def ratios(units: list[tuple], rows: list[list[float]]) -> tuple[float, float]:
        dup = _variance([u[0] for u in units])
        fitted = [u[1] + sum(b * x for b, x in zip(beta, row)) for u, row in zip(units, rows)]
        return dup / _variance([u[1] for u in units]), dup / _variance(fitted)

    return (*ratios(train, xt), *ratios(test, xs), len(keys))


def largest_pairs(episodes: list[list[dict[str, Any]]], a: str, b: str, count: int) -> list[str]:
    """The ``count`` duplicate pairs with the largest luck-adjusted unit, each hand's play in one line
    (``a``'s seats as A, ``b``'s as B; f/c/k/b/r fold, call, check, bet, raise; | a board card)."""
    found = []
    for records in episodes:
        agents = [s["agent"] for s in records[0]["seats"]]
        hands: dict[int, list[dict[str, Any]]] = {}
        for r in records:
            if "hand" in r and r.get("type") != "audit":
                hands.setdefault(r["hand"], []).append(r)
        units = pair_units(records, a, b)
        for i, (_, adjusted, _) in enumerate(units):
            lines = []
            for hand in (2 * i, 2 * i + 1):
                rs = hands[hand]
                slots = next(r["slots"] for r in rs if r["type"] == "hand")
                who = {p: "A" if agents[s] == a else "B" for p, s in enumerate(slots)}
                holes = " ".join(f"{who[r['pos']]}:{''.join(r['cards'])}" for r in rs if r["type"] == "deal")
                play = []
                for r in rs:
                    if r["type"] == "action":
                        letter = "k" if r["action"] == "check" else r["action"][0]
                        play.append(
                            who[r["pos"]] + letter + (str(r["amount"]) if r["action"] in ("bet", "raise") else "")
                        )
                    elif r["type"] == "board":
                        play.append("|")
                end = next(r for r in rs if r["type"] == "handEnd")
                net = sum(v for s, v in enumerate(end["nets"]) if agents[s] == a)
                board = "".join(c for r in rs if r["type"] == "board" for c in r["cards"])
                lines.append(f"  hand {hand}: {holes} board {board or '-'}: {' '.join(play)} (A nets {net})")
            found.append((abs(adjusted), f"seed {records[0]['seed']} pair {i}: adjusted unit {adjusted:.1f}", lines))
    found.sort(key=lambda f: -f[0])
    total = sum(f[0] ** 2 for f in found)
    out = []
    for size, head, lines in found[:count]:
        out.append(f"{head} ({size * size / total:.0%} of the sum of squares)")
        out.extend(lines)
    return out


def main() -> int:
    from cosino_devtools.bench.variance import play

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=int, default=40, help=f"training episodes (seeds {TRAIN_SEED}..)")
    parser.add_argument("--test", type=int, default=20, help="measured episodes (seeds 1..)")
    parser.add_argument("--largest", type=int, default=6, help="pairs of the first row to show, largest first")
    args = parser.parse_args()
    warm_up()
    print(f"train seeds {TRAIN_SEED}..{TRAIN_SEED + args.train - 1}, test seeds 1..{args.test}; ratios are dup/(...)")
    print(
        "| table | matchup | coefficients | ridge | features | in sample: frozen / fitted | measured: frozen / fitted |"
    )
    print("|---|---|---|---|---|---|---|")
    largest: list[str] = []
    for variant, a, b in ROWS:
        start = time.perf_counter()
        units, played = {}, {}
        for name, seeds in (("train", range(TRAIN_SEED, TRAIN_SEED + args.train)), ("test", range(1, args.test + 1))):
            played[name] = [play(variant, (a, b), seed) for seed in seeds]
            units[name] = [u for records in played[name] for u in pair_units(records, a, b)]
        if (variant, a, b) == ROWS[0] and args.largest:
            largest = largest_pairs(played["test"], a, b, args.largest)
        for pool in POOLS:
            for ridge in RIDGES:
                tl, tf, sl, sf, k = study(units["train"], units["test"], pool, ridge)
                print(
                    f"| {variant} | {a} vs {b} | per {'agent' if pool == 'street' else 'agent and street'} "
                    f"| {ridge:g} | {k} | {tl:.2f} / {tf:.2f} | {sl:.2f} / {sf:.2f} |"
                )
        print(f"<!-- {variant} {a} vs {b}: {time.perf_counter() - start:.0f} s -->")
    if args.largest:
        print(f"\nthe largest luck-adjusted pairs of {ROWS[0][1]} (A) vs {ROWS[0][2]} (B), test seeds:")
        print("\n".join(largest))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
