"""The mirror-memory test of the league integrity report: does an agent decide better in the second
hand of a duplicate pair than in the first?

On a duplicate Hold'em table hands 2k and 2k+1 are dealt from one deck, the table rotated by half
a table in the mirror. An agent that remembers its own observations therefore knows, in the second
hand, the hole cards its counterpart now holds (they were its own) and every board card it saw.
Heads-up that is the whole deal. Nothing in an observation marks the mirror, so an agent without
memory decides alike in both hands; this module measures the difference. A diagnostic only: it
changes no score, rating, replay byte or other flag.

Units (:func:`mirror_units`): the first decision of each slot ``a`` in a hand where it faces a
wager (chips to call > 0) and calls, raises or folds, in a hand whose duplicate pair was played in
full: one unit per slot and hand, since later decisions of the same hand are not independent of
it. The clairvoyant answer is read off the pair's five-card board and the live opponents' actual
hole cards: ``a``'s showdown share against them (ties shared), against the price ``toCall / (pot + toCall)``. Ahead
(share above the price): continuing is right; behind (below): folding is right; exactly at the
price: no unit. The unit's value is 1 when ``a`` did what the clairvoyant would.

Kind ``mirror<second><band><street><worse><ahead><shove><place>``: the label under test (0 first
hand, 1 second) and the stratum: price band, preflop or postflop, whether ``a``'s own cards paid the
price against random hands (the integrity report's ``worse``), ahead or behind, whether a raise was
impossible (the call takes ``a``'s whole stack, or every other live seat is all in), and ``a``'s
place from the button. ``b`` is the slot whose wager ``a`` faces (the last bettor, else the biggest
blind): only so the units fit the report's sums.

The test (:func:`mirror_report`), per agent: within each stratum the second-hand label is
exchangeable among the agent's units when it has no memory (the deal of a pair is as likely to come
in either order, and the seating is random); the statistic is the number of correct decisions in
second hands, its exact permutation tail is the hypergeometric convolution of the integrity report.
Holm across the agents tested, at the report's ``ALPHA``.

Kuhn and Leduc (the duplicate two-seat rungs, :func:`_small_units`): the same units, the
clairvoyant's share read off the opponent's card and (Leduc) the pair's board card, the price from
the games' fixed bets; kind ``mirror<second><game><card><round><board><position><opened><ahead><raise>``
(nine digits: never a Hold'em stratum), and leads (game digit 3 Kuhn, 4 Leduc): a decision with
nothing to call, 1 for a bet when ahead (share above 1/2) or a check when behind, no unit for a
shared pot. One unit per seat and hand: its first decision, a lead or an answer, whichever it is
(a later decision of the hand depends on it and on the same deal; a first decision that gives no
unit is not replaced). As every seat acts in round 1, all of them are round 1 decisions. The method
text says so only in a report holding such units, so a Hold'em league's section keeps its bytes.

Everything that reaches JSON is an int or a Fraction; the board comes from the replay records (or,
where no hand of the pair reached the river, from the deck the header's seed dealt, checked
against every card the records show).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

from cosino.arena.episode import hand_deck
from cosino.games.poker.evaluator import evaluate_holes
from cosino.games.registry import get_variant
from cosino.league.betting import Shares, Street, Unit, own_share, price_band
from cosino.league.integrity_sums import IntegritySums, unit_family
from cosino.league.permutation import exact_p, holm
from cosino.primitives.cards import CARD_INDEX
from cosino.primitives.errors import quoted

MIRROR = "mirror"  # the unit family
FLAG = "mirror-memory"
MIN_UNITS = 8  # fewer units than this in either label (over the strata that can move): not tested
HOLDEM = ("holdem-hu", "holdem-6max")  # the duplicate Hold'em rungs; chip-race tables have no pairs
BOARD = 5


def mirror_units(records: Sequence[dict[str, Any]], shares: Shares | None = None) -> list[Unit] | None:
    """The mirror units of one episode's records (header first), or None where no pair can exist.

    Records of a pair that disagree with each other (or a pair cut short, voided, or whose full board
    cannot be read) give no unit; nothing here raises for what the records hold."""
    header = records[0] if records and isinstance(records[0], dict) else {}
    config = header.get("config")
    variant = header.get("variant")
    if (
        variant not in HOLDEM
        and variant not in SMALL
        or not isinstance(config, dict)
        or config.get("duplicate") is not True
    ):
        return None
    shares = {} if shares is None else shares
    hands = _split_hands(records)
    if variant in SMALL:
        return _small_units(header, hands)
    out: list[Unit] = []
    for h in sorted(hands):
        partner = h ^ 1  # hands 2k and 2k+1 share a deck
        if partner not in hands:
            continue  # a hand with no pair: nothing to compare
        board = _pair_board(header, h // 2, hands[h], hands[partner])
        if board is None:
            continue
        try:
            out.extend(_hand_units(hands[h], h, h % 2, board, shares))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, ArithmeticError):
            continue  # a malformed record: the hand gives no unit, the report still stands
    return out


def _split_hands(records: Sequence[dict[str, Any]]) -> dict[int, list[dict[str, Any]]]:
    """Hand index -> its records, for hands that ended (handEnd) and were not voided."""
    hands: dict[int, list[dict[str, Any]]] = {}
    ended: set[int] = set()
    void: set[int] = set()
    current: list[dict[str, Any]] | None = None
    for r in records[1:]:
        if not isinstance(r, dict):
            continue
        kind, h = r.get("type"), r.get("hand")
        if kind == "hand" and isinstance(h, int) and not isinstance(h, bool) and h >= 0 and h not in hands:
            current = hands[h] = [r]
        elif current is not None and h == current[0]["hand"]:
            current.append(r)
            if kind == "handEnd":
                ended.add(h)
            elif kind == "handVoid":
                void.add(h)
    return {h: rs for h, rs in hands.items() if h in ended and h not in void}


def _cards(value: Any) -> list[int] | None:
    if not isinstance(value, list) or not all(isinstance(c, str) and c in CARD_INDEX for c in value):
        return None
    return [CARD_INDEX[c] for c in value]


def _seen(hand: list[dict[str, Any]]) -> tuple[list[list[int]], list[int]] | None:
    """The hole cards dealt and the board shown in one hand's records, or None if any is malformed."""
    holes, board = [], []
    for r in hand:
        if r.get("type") == "deal":
            cards = _cards(r.get("cards"))
            if cards is None or len(cards) != 2:
                return None
            holes.append(sorted(cards))
        elif r.get("type") == "board":
            cards = _cards(r.get("cards"))
            if cards is None:
                return None
            board.extend(cards)
    return sorted(holes), board


def _pair_board(
    header: dict[str, Any], pair: int, one: list[dict[str, Any]], two: list[dict[str, Any]]
) -> list[int] | None:
    """The pair's five board cards: both hands' records must deal the same hole cards and agree on the
    board; the longer board shown is used when it is complete, else the seed's deck completes it."""
    first, second = _seen(one), _seen(two)
    if first is None or second is None or first[0] != second[0] or not first[0]:
        return None
    short, long = sorted((first[1], second[1]), key=len)
    if long[: len(short)] != short or len(long) > BOARD:
        return None
    dealt = [c for hole in first[0] for c in hole]
    if len(set(dealt + long)) != len(dealt) + len(long):
        return None  # a card twice
    if len(long) == BOARD:
        return long
    # No hand of the pair reached the river: the rest of the board is the deck the seed shuffled
    # (as the engine deals it: two cards per seat, then the board), trusted only if it agrees with
    # every card the records show.
    deck = _seed_deck(header, pair)
    if deck is None:
        return None
    n = len(first[0])
    idx = [CARD_INDEX.get(c, -1) for c in deck[: 2 * n + BOARD]]
    if sorted(idx[: 2 * n]) != sorted(dealt) or idx[2 * n : 2 * n + len(long)] != long:
        return None
    return idx[2 * n :]


def _hand_units(hand: list[dict[str, Any]], h: int, second: int, board: list[int], shares: Shares) -> list[Unit]:
    out: list[Unit] = []
    t = Street(hand[0]["slots"])
    left = dict(zip(hand[0]["slots"], hand[0]["stacks"]))  # chips each slot has behind
    hole: dict[int, list[int]] = {}
    done: set[int] = set()
    for r in hand[1:]:
        kind = r.get("type")
        if kind == "blind":
            t.put(r["slot"], _chips(r["amount"]))
            left[r["slot"]] -= r["amount"]
        elif kind == "board":
            t.new_street()
            t.board.extend(r.get("cards", []))
        elif kind == "deal":
            t.holes[r["slot"]] = list(r["cards"])
            hole[r["slot"]] = [CARD_INDEX[c] for c in r["cards"]]
        elif kind == "action" and "slot" in r:
            unit = _unit(t, r, h, second, board, hole, shares, left) if r["slot"] not in done else None
            if unit is not None:
                # One unit per slot and hand, its first: decisions of one hand hang together (a seat
                # right on the flop is likely right on the turn), and the test counts units as independent.
                done.add(r["slot"])
                out.append(unit)
            left[r["slot"]] -= _apply(t, r)
    return out


def _unit(
    t: Street,
    r: dict[str, Any],
    h: int,
    second: int,
    board: list[int],
    hole: dict[int, list[int]],
    shares: Shares,
    left: dict[int, int],
) -> Unit | None:
    slot, act = r["slot"], r.get("action")
    level = max(t.bet.values(), default=0)
    to_call = level - t.bet.get(slot, 0)
    if to_call <= 0 or act not in ("call", "raise", "fold") or slot not in t.live or slot not in hole:
        return None
    others = sorted(t.live - {slot})
    if not others or any(s not in hole for s in others):
        return None
    ranks = evaluate_holes([hole[slot], *(hole[s] for s in others)], board)
    best = max(ranks)
    share = Fraction(1, ranks.count(best)) if ranks[0] == best else Fraction(0)
    price = Fraction(to_call, t.pot + to_call)
    if share == price:
        return None  # the clairvoyant is indifferent
    ahead = int(share > price)
    worse = int(own_share(t, slot, shares) < price)
    band = price_band(to_call, t.pot)
    # No raise possible (the call is all it has, or nobody left could answer one): fewer options, so
    # a seat that picks among them, as the random seat does, folds more often there.
    shove = int(to_call >= left[slot] or all(left[s] <= 0 for s in others))
    correct = int((act != "fold") == bool(ahead))
    wager = t.aggressor if t.aggressor >= 0 else max(others, key=lambda s: (t.bet.get(s, 0), -s))
    # The seat's place from the button: a short episode deals first hands at other rotations than
    # second hands (six seats, eight pairs), and the place decides much of an honest seat's play.
    place = min(t.slots.index(slot), 9)
    kind = f"{MIRROR}{second}{band}{int(t.street > 0)}{worse}{ahead}{shove}{place}"
    return (kind, slot, wager, h, Fraction(correct))


def _apply(t: Street, r: dict[str, Any]) -> int:
    """The betting state after one action (as the integrity report's own reading of the records);
    the chips it put in."""
    slot, act = r["slot"], r.get("action")
    t.acted.add(slot)
    chips = 0
    if act == "fold":
        t.live.discard(slot)
    elif act == "call":
        chips = r.get("amount", 0)
    elif act in ("bet", "raise"):
        if _chips(r.get("amount", 0)) <= max(t.bet.values(), default=0):
            raise ValueError("a bet or raise to no more than the bet already made")
        chips = r["amount"] - t.bet.get(slot, 0)
        t.aggressor = slot
    if chips:
        t.put(slot, _chips(chips))
    return chips


def _chips(amount: Any) -> int:
    """Chips put in: a non-negative integer, else the records are not the engine's (ValueError)."""
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise ValueError(f"chips put in: {quoted(amount)}")
    return amount


# -- Kuhn and Leduc ------------------------------------------------------------------------------

# The duplicate two-position rungs with exact strategies: game digit, bet size per round, wagers a
# round allows. One private card each (deck[0] to position 0, deck[1] to position 1), Leduc's board
# card deck[2]; antes of 1; fixed bets (cosino.games.poker.kuhn, cosino.games.poker.leduc).
SMALL = {"kuhn": (1, (1,), 1), "leduc": (2, (2, 4), 2)}
SMALL_DIGITS = 9  # label, game, card, round, board, position, opened, ahead, raise possible
LEAD = 2  # a lead's game digit: 3 Kuhn, 4 Leduc (answers to wagers: 1 and 2)
RANKS = "JQK"
ANTE = 1


def _small_units(header: dict[str, Any], hands: dict[int, list[dict[str, Any]]]) -> list[Unit]:
    out: list[Unit] = []
    for h in sorted(hands):
        if h ^ 1 not in hands:
            continue
        deal = _small_deal(header, h // 2, hands[h], hands[h ^ 1])
        if deal is None:
            continue
        try:
            out.extend(_small_hand_units(header["variant"], hands[h], h, deal))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, ArithmeticError):
            continue
    return out


def _small_seen(hand: list[dict[str, Any]]) -> tuple[list[str], list[str]] | None:
    """The private cards by position and the board shown in one hand's records, or None."""
    slots = hand[0].get("slots")
    if not isinstance(slots, list) or len(slots) != 2:
        return None
    cards: list[str | None] = [None, None]
    board: list[str] = []
    for r in hand:
        kind = r.get("type")
        if kind == "deal":
            got = r.get("cards")
            if r.get("slot") not in slots or _cards(got) is None or len(got) != 1:
                return None
            pos = slots.index(r["slot"])
            if cards[pos] is not None or r.get("pos") != pos:
                return None
            cards[pos] = got[0]
        elif kind == "board":
            got = r.get("cards")
            if _cards(got) is None or len(got) != 1 or board:
                return None
            board = list(got)
    if None in cards:
        return None
    return [c for c in cards if c is not None], board


def _small_deal(
    header: dict[str, Any], pair: int, one: list[dict[str, Any]], two: list[dict[str, Any]]
) -> tuple[list[str], str | None] | None:
    """The pair's private cards by position and (Leduc) its board card: both hands must deal alike and
    agree on the board; a board no hand turned is the seed's deck[2], trusted only if the deck agrees
    with every card the records show."""
    first, second = _small_seen(one), _small_seen(two)
    if first is None or second is None or first[0] != second[0]:
        return None
    cards = first[0]
    if not set(cards + first[1] + second[1]) <= set(get_variant(header["variant"]).deck()):
        return None  # a card the game's deck does not hold
    boards = {tuple(first[1]), tuple(second[1])} - {()}
    if len(boards) > 1:
        return None
    board = list(boards.pop()) if boards else []
    if header["variant"] == "kuhn":
        return (cards, None) if not board and len({c[0] for c in cards}) == 2 else None
    if len(set(cards + board)) != len(cards) + len(board):
        return None
    if board:
        return cards, board[0]
    deck = _seed_deck(header, pair)
    if deck is None or deck[:2] != cards:
        return None
    return cards, deck[2]


def _seed_deck(header: dict[str, Any], pair: int) -> list[str] | None:
    """The deck the header's seed deals pair ``pair`` from, or None for a seed no episode could hold."""
    seed = header.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        return None
    try:
        return hand_deck(get_variant(header["variant"]), seed, 2 * pair)
    except ValueError:
        return None  # a seed the engine could not have dealt from (too many digits to write)


def _strength(card: str, board: str | None) -> tuple[int, int]:
    return (int(board is not None and card[0] == board[0]), RANKS.index(card[0]))


def _small_hand_units(
    variant: str, hand: list[dict[str, Any]], h: int, deal: tuple[list[str], str | None]
) -> list[Unit]:
    game, sizes, max_wagers = SMALL[variant]
    cards, board = deal
    slots = hand[0]["slots"]
    contrib = [ANTE, ANTE]
    street, wagers, opened = 0, 0, 0
    done: set[int] = set()
    out: list[Unit] = []
    for r in hand[1:]:
        kind = r.get("type")
        if kind == "board":
            street, opened, wagers = street + 1, wagers, 0  # opened: round 1's wagers (0, 1 or 2)
            if street >= len(sizes):
                raise ValueError("a board past the last round")
        if kind != "action" or "slot" not in r:
            continue
        slot, act = r["slot"], r.get("action")
        pos = slots.index(slot)
        to_call = contrib[1 - pos] - contrib[pos]
        if slot not in done and act in ("call", "raise", "fold", "check", "bet"):
            # One unit per seat and hand: the seat's first decision, an answer to a wager (chips to
            # call) or a lead (nothing to call), whichever comes first; its later decisions in the
            # hand give none (they depend on it and on the same deal). A unit at the price (a shared
            # pot, or a share equal to the price) is no unit, and no later decision replaces it.
            done.add(slot)
            mine, theirs = _strength(cards[pos], board), _strength(cards[1 - pos], board)
            share = Fraction(1) if mine > theirs else Fraction(0) if mine < theirs else Fraction(1, 2)
            rank, shown = RANKS.index(cards[pos][0]), RANKS.index(board[0]) + 1 if street and board else 0
            if to_call > 0 and act in ("call", "raise", "fold"):
                price = Fraction(to_call, sum(contrib) + to_call)
                if share != price:
                    ahead = int(share > price)
                    digits = (game, rank, street, shown, pos, opened, ahead, int(wagers < max_wagers))
                    label = MIRROR + str(h % 2) + "".join(map(str, digits))
                    out.append((label, slot, slots[1 - pos], h, Fraction(int((act != "fold") == bool(ahead)))))
            elif to_call == 0 and act in ("check", "bet") and mine != theirs:
                # A lead: the clairvoyant bets ahead (share above 1/2) and checks behind.
                ahead = int(mine > theirs)
                digits = (game + LEAD, rank, street, shown, pos, opened, ahead, 1)
                label = MIRROR + str(h % 2) + "".join(map(str, digits))
                out.append((label, slot, slots[1 - pos], h, Fraction(int((act == "bet") == bool(ahead)))))
        if act == "call":
            contrib[pos] = contrib[1 - pos]
        elif act == "bet":
            contrib[pos] += sizes[street]
            wagers += 1
        elif act == "raise":
            contrib[pos] = contrib[1 - pos] + sizes[street]
            wagers += 1
        elif act not in ("check", "fold"):
            raise ValueError(f"action {quoted(act)}")
    return out


# -- the league ---------------------------------------------------------------------------------


def _strata(sums: IntegritySums) -> dict[str, dict[str, list[Any]]]:
    """agent -> stratum digits -> [units, correct, kept correct units] per label (0 first, 1 second)."""
    out: dict[str, dict[str, list[Any]]] = {}
    for kind in sorted(sums.cells):
        if unit_family(kind) != MIRROR or len(kind) not in (len(MIRROR) + 7, len(MIRROR) + SMALL_DIGITS):
            continue
        label, stratum = int(kind[len(MIRROR)]), kind[len(MIRROR) + 1 :]
        for (a, _b), (n, total, tops) in sums.cells[kind].items():
            cell = out.setdefault(a, {}).setdefault(stratum, [[0, 0, []], [0, 0, []]])[label]
            cell[0] += n
            cell[1] += int(total)
            cell[2].extend(tops[1] if tops else ())
    return out


def _agent_test(strata: dict[str, list[Any]], top: int) -> dict[str, Any] | None:
    """One agent's exact test over the strata holding units of both labels."""
    groups, observed, counts, resid = [], 0, [[0, 0], [0, 0]], []
    for stratum in sorted(strata):
        first, second = strata[stratum]
        if not first[0] or not second[0]:
            continue  # a stratum with one label only cannot move under the null
        size, ones = first[0] + second[0], first[1] + second[1]
        groups.append((size, ones, second[0]))
        observed += second[1]
        for label, cell in enumerate((first, second)):
            counts[label][0] += cell[0]
            counts[label][1] += cell[1]
        base = Fraction(ones, size)
        resid.extend((1 - base, u) for u in sorted(second[2])[:top])
    if min(counts[0][0], counts[1][0]) < MIN_UNITS:
        return None
    expected = sum((Fraction(ones * mine, size) for size, ones, mine in groups), Fraction(0))
    heavy = sorted(resid, key=lambda x: (-x[0], x[1]))[:top]  # ties: the pooled order
    return {
        "units": [counts[0][0], counts[1][0]],
        "correct": [counts[0][1], counts[1][1]],
        "excess": Fraction(counts[1][1], counts[1][0]) - Fraction(counts[0][1], counts[0][0]),
        "excessOverNull": (observed - expected) / counts[1][0],
        "strata": len(groups),
        "p": exact_p(groups, observed),
        "weigh": [{"episode": u[0], "hand": u[2], "residual": r} for r, u in heavy],
    }


def mirror_report(sums: IntegritySums, alpha: Fraction, top: int) -> dict[str, Any]:
    """The report's ``mirror`` section: every agent with mirror units, the tested ones' p-values, and
    the flags (Holm over the agents tested at ``alpha``), each with its ``top`` heaviest units."""
    by_agent = _strata(sums)
    tested = {a: t for a in sorted(by_agent) if (t := _agent_test(by_agent[a], top)) is not None}
    adjusted = holm({a: t["p"] for a, t in tested.items()})
    agents = {}
    for a in sorted(by_agent):
        n = [sum(s[label][0] for s in by_agent[a].values()) for label in (0, 1)]
        agents[a] = {"units": n, "tested": a in tested}
        if a in tested:
            # ``units`` counts every unit; ``testedUnits`` those in strata holding both labels (the test's).
            shown = {k: v for k, v in tested[a].items() if k not in ("weigh", "units")}
            agents[a].update(shown, testedUnits=tested[a]["units"], pHolm=adjusted[a])
    flags = []
    for a in sorted(tested, key=lambda x: (adjusted[x], x)):
        if adjusted[a] > alpha:
            continue
        t = tested[a]
        bits = 0
        for (x, _b), got in sums.bits.get(MIRROR, {}).items():
            bits |= got if x == a else 0
        flags.append(
            {
                "flag": FLAG,
                "agent": a,
                "p": t["p"],
                "pHolm": adjusted[a],
                "units": t["units"],
                "correct": t["correct"],
                "excess": t["excess"],
                "episodes": sums.episodes_of(bits),
                "weigh": t["weigh"],
            }
        )
    method: dict[str, Any] = {
        "label": "second hand of its duplicate pair",
        "value": "1 when the decision facing a wager is the clairvoyant's: continue when the showdown share"
        " against the live opponents' cards on the pair's board beats the price, fold when below",
        "strata": "price band, street, own cards against the price (worse), ahead or behind,"
        " no raise possible, place from the button",
        "null": "the second-hand label permuted among the agent's own units within each stratum",
        "pValue": "exact (hypergeometric counts convolved over the strata)",
        "correction": "holm",
        "alpha": alpha,
        "minUnits": MIN_UNITS,
    }
    if any(unit_family(k) == MIRROR and len(k) == len(MIRROR) + SMALL_DIGITS for k in sums.cells):
        # Only where Kuhn or Leduc units are: a Hold'em league's section keeps its bytes.
        method["kuhnLeduc"] = (
            "clairvoyant: showdown on the pair's board card (Leduc) against the opponent's card, a pair"
            " beating high cards, ties shared, against the price; strata: game, own card, round, board"
            " card, position, round 1 wagers (in round 2), ahead or behind, raise possible; leads (game 3"
            " Kuhn, 4 Leduc): nothing to call, 1 for a bet ahead or a check behind, no unit for a shared"
            " pot; one unit per seat and hand, its first decision (a lead or an answer)"
        )
    return {"method": method, "agents": agents, "flags": flags}


__all__ = ["FLAG", "MIRROR", "MIN_UNITS", "mirror_report", "mirror_units"]
