"""The league integrity report: the per-episode audits' signals pooled over every episode a pair
of agents shared, each pair tested against a null that conditions on the agent's own play.

A diagnostic only: nothing here changes a score, a rating, a per-episode flag or a seat.

Evidence. Each episode is read once into *units* (:func:`episode_evidence`), one per thing an
agent ``a`` did that concerns one opponent ``b``:

* ``surrender`` (six-max Hold'em): per hand both put chips in, the fold equity ``a`` gave up to
  ``b`` less what ``b`` gave up to ``a``, in big blinds, as the per-episode audit books it;
* ``flow``: per such hand, the audit's net chips from ``a`` to ``b``, in big blinds;
* ``faced<band><street><worse>``: ``a`` facing a bet or raise last made by ``b``: 1 for a call, 0
  for a fold, by price band, preflop/postflop and whether ``a``'s own cards paid the price (as ``calls``);
* ``calls<band><worse>``: the same decisions, by price band and whether ``a``'s own cards paid
  the price (its pot share against random hands, as the house seat judges it, below the price);
* ``leads<street><worse>``: ``a`` acting when nobody has bet this street, once per opponent ``b``
  still in the hand: 1 for a bet or raise, 0 for a check, by preflop/postflop and whether ``a``'s
  pot share was below a fair share (one over the players it is priced against); before the flop, an
  opening decision facing the blinds alone is one too (street digit 2: 1 for a raise, 0 for a fold or call);
* ``headsup<spot><strength>``: ``a`` acting when only ``a`` and ``b`` are left: 1 for a check or
  call, 0 for a bet or raise, by street, whether a bet is faced and ``a``'s own strength (pot share
  against a random hand below 1/2, below 2/3, or above);
* ``called``: ``a`` called ``b``'s bet and both saw the end: 1 when ``a`` lost and ``b`` won;
* ``yield<share>`` (Hearts, Oh Hell): ``a`` could have taken the lead from ``b``'s winning card: 1
  when it did not, by the share of ``a``'s legal cards that would have (see
  :func:`cosino.diagnostics.softplay.play_units`); ``rescue<place><share>`` (Hearts): the same when
  the trick already held points and ``a`` could have ducked: 1 when it took the lead (taking a
  partner's points); ``spare<share><made>`` (Oh Hell): the same when ``b`` has taken exactly as many tricks
  as it bid and ``a`` could have ducked: 1 when ``a`` took the lead (sparing ``b`` a trick that breaks its bid);
  ``shelter<share>`` (Hearts): ``a`` discarded while ``b``'s card was winning, from a legal set holding both
  penalty and clean cards: 1 when ``a``'s card was clean, by the quarter of the legal cards with points;
  ``gift`` (Hearts): penalty points ``a`` discarded on ``b``'s tricks (reported);
* ``let<come><share><side><trump>`` (Spades, Euchre): ``a`` could have taken the lead from the winning card of ``b``,
  an opponent in that hand (never a partner), and could also have let it stand: 1 when it let it stand, by the
  cards still to come, the share digit, the side's state and whether ``b``'s card is a trump (see
  :func:`cosino.diagnostics.softplay.partnership_units`).

The test (one per flag kind and ordered pair). Each tested unit is binary and read so that 1 is
the suspicious choice. The statistic is the number of 1s among ``a``'s units against ``b``. The
null: within each stratum (the unit kind with its digits), ``b``'s label is exchangeable among
``a``'s units, so ``a`` is compared with itself at the same price and street. The p-value is the
exact permutation tail, hypergeometric counts convolved over the strata in integers: no draws.
The row's comparison pool drops the opponent with the lowest mean, so a partner does not make the
others look favoured (not for ``dump``: see its ``Test``). ``column`` tests also compare ``a``
with every other agent's units against ``b`` (a seat everyone calls or folds to is not
suspicious), and the pair's p-value is the larger of the two, or, where the column is a
``screen``, the row's alone with the column's own p-value at most ``ALPHA`` as a further
condition; mutual flags take the larger of both directions (intersection-union tests).

Flags, each kind a family corrected by Holm's step-down at ``ALPHA``:

* ``dump`` a -> b: folds to ``b`` (``faced``), and ``a``'s surrender to ``b`` above its mean
  to the others by more than ``BAR`` big blinds per hand;
* ``feed`` a -> b: puts chips in with the worst of it while ``b`` is in the hand, calling ``b``'s
  bets (``calls``) or betting first after the blinds' round (``leads`` of streets 0 and 1) with cards that do
  not pay, more often than ``a`` does against others in the same spot, more than others do against ``b`` (the
  screen), and net chips flow to ``b``;
* ``feed-open`` a -> b: the same for opening before the flop (``leads2``: raising with cards that do not pay);
* ``soft-play`` {a, b}: passive heads-up with each other and folding to each other's bets;
* ``trick-soft-play`` {a, b}: each lets the other's winning card stand;
* ``trick-yield`` a -> b: lets ``b``'s winning card stand more often than its other opponents' in the same
  spot, more often than the others let ``b``'s stand, and by more than ``BAR`` of its chances;
* ``trick-rescue`` {a, b} (Hearts): each takes the other's points off its tricks when it could duck;
* ``trick-spare`` a -> b (Oh Hell): takes the lead from ``b`` when ``b`` has made its bid exactly (so ``b``
  keeps it), more often than from its other opponents in the same spot, more often than the others take it
  from ``b``, and by more than ``BAR`` of its chances;
* ``trick-shelter`` a -> b (Hearts): discards a clean card on ``b``'s trick when it could have given ``b``
  points, more often than on its other opponents' tricks, than the others do on ``b``'s, and by more than ``BAR``.
* ``trick-let`` a -> b (Spades, Euchre): lets opponent ``b``'s winning card stand when it could take the lead,
  more often than its other opponents', more often than the others let ``b``'s stand, and by more than ``BAR``.

Apart from these, the ``mirror`` section (:mod:`cosino.league.mirror`) tests each agent alone:
does it decide facing a wager like a clairvoyant more often in the second hand of a duplicate pair
than in the first (an agent that remembers the first hand knows its counterpart's cards)?

Everything that reaches JSON is an int or a Fraction.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from cosino.diagnostics.collusion import audit_prefixes
from cosino.diagnostics.softplay import partnership_units, play_units, softplay_audit
from cosino.games.registry import REGISTRY, game_type
from cosino.league.betting import STRENGTH_SAMPLES, Shares, Unit  # noqa: F401 (STRENGTH_SAMPLES: named here before)
from cosino.league.betting import Street as _Street
from cosino.league.betting import faced as _faced
from cosino.league.betting import own_share as _own_share
from cosino.league.betting import price_band as _price_band
from cosino.league.integrity_sums import PER_AGENT, IntegritySums, unit_family
from cosino.league.mirror import mirror_report, mirror_units
from cosino.league.permutation import exact_p as _exact_p
from cosino.league.permutation import holm as _holm
from cosino.primitives.canonical import Significant

FORMAT = 16  # 5: the ``mirror`` section (the mirror-memory test); 6: Kuhn and Leduc leagues in it; 7: their leads
# 8: Kuhn and Leduc, one mirror unit per seat and hand (its first decision: a lead or an answer)
# 9: ``headsup`` units split by the seat's own strength (soft play); 10: ``faced`` units by whether the cards paid
# 11: Hold'em open decisions before the flop are ``leads`` units (stratum ``leads2``); ``yield`` units by the share
# of the legal cards that take the lead; the hearts ``trick-rescue`` test; 12: the directed ``trick-yield`` test, and
# the trick units' shares in quarters, and Oh Hell ``yield`` units split by whether the seat has made its bid;
# 13: the directed Oh Hell ``trick-spare`` and Hearts ``trick-shelter`` tests; 14: ``feed-open``, the opens before
# the flop (``leads2``) tested apart from ``feed``; 15: the directed Spades and Euchre ``trick-let`` test
# 16: ``trick-let`` also reads each stratum on its own (``eachStratum``), and its units' trump digit
# Bumped whenever the units change: cached evidence of another format must be recomputed.
EVIDENCE_FORMAT = 16  # 5: the ``mirror`` units, heads-up episodes too; 6: Kuhn and Leduc episodes too; 7: their leads
# 8: Kuhn and Leduc, one mirror unit per seat and hand; 9: chip-race folds priced on the chips the folder could win
# 10: ``headsup`` units split by the seat's own strength; 11: ``faced`` units by whether the cards paid the price
# 12: ``leads2`` units, the open decisions before the flop; ``yield<share>`` units, one per play; hearts ``rescue``
# 13: ``yield`` and ``rescue`` shares in quarters; Oh Hell ``yield<share><made>`` units, by whether the seat has
# taken as many tricks as it bid; 14: Oh Hell ``spare<share><made>`` units, Hearts
# ``shelter<share>`` units; 15: Spades and Euchre ``let<come><share><side>`` units (no evidence before)
# 16: the ``let`` units end in 1 when the winning card is a trump (``let<come><share><side><trump>``)
ALPHA = Fraction(1, 20)
TOP = 5  # the heaviest hands listed per flag


@dataclass(frozen=True)
class Test:
    """One flag kind: which units it pools, how, and what else a flag needs."""

    flag: str
    sources: tuple[tuple[str, bool], ...]  # unit kinds by prefix; True: the value is read as 1 - value
    mutual: bool
    min_units: int  # fewer units of a pair than this (or in its comparison pool): not tested
    material: str | None = None  # a kind whose mean excess against b must exceed BAR as well
    column: bool = False  # also compare with the other agents' units against b
    screen: bool = False  # the column is a screen (its own p at most ALPHA), not part of the p-value Holm ranks
    trim: bool = True  # the row's pool leaves out the opponent a treats least suspiciously
    each: bool = False  # also each stratum on its own (see _each_stratum)


# surrender and flow: big blinds per contested hand; yield, spare and let: a share of the chances to take the lead.
# shelter: a share of the discards that could have carried points.
BAR = {"surrender": Fraction(1), "flow": Fraction(0)} | {
    k: Fraction(1, 10) for k in ("yield", "spare", "shelter", "let")
}
TESTS = (
    # Untrimmed row: a dumper meets cheap bets from its partner alone, and leaving out the one other
    # opponent that made a cheap bet left no comparison at that price.
    Test("dump", (("faced", True),), False, 8, "surrender", column=True, trim=False),
    # ``called`` (lost to b at the end) is reported, not tested: a showdown says more of b's cards than a's intent.
    # Chips put in with cards that do not pay, by calling b's bets or by betting first while b is in:
    # an honest seat's rule is the same whoever the opponent is.
    Test("feed", (("calls", False), ("leads0", False), ("leads1", False)), False, 8, "flow", column=True, screen=True),
    # Opening before the flop with cards that do not pay while b is in (``leads2``), tested apart: pooled with the
    # units above, a seat's many ordinary opens diluted a calling station's signal (a planted feeder was caught in
    # 5 of 10 leagues at 20 episodes, 10 of 10 before the opens were units; docs/league-audit.md).
    Test("feed-open", (("leads2", False),), False, 8, "flow", column=True, screen=True),
    Test("soft-play", (("headsup", False), ("faced", True)), True, 8),
    Test("trick-soft-play", (("yield", False),), True, 8),
    # One seat sacrificing for another (Oh Hell, Hearts): a lets b's winning card stand more often than it does
    # for its other opponents in the same spot, more often than the others do for b, and by more than the bar.
    Test("trick-yield", (("yield", False),), False, 8, "yield", column=True),
    # Hearts: taking the points off each other's tricks, when ducking was possible (see rescue_units).
    Test("trick-rescue", (("rescue", False),), True, 8),
    # Oh Hell: taking the lead from b when b has made its bid exactly, so b keeps it; the opposite of a yield,
    # and a seat that did both for one opponent was flagged by neither (docs/league-audit.md).
    Test("trick-spare", (("spare", False),), False, 8, "spare", column=True),
    # Hearts: discarding clean cards on b's tricks when points could have gone there; the house seat never does.
    Test("trick-shelter", (("shelter", False),), False, 8, "shelter", column=True),
    # Spades, Euchre: letting an opponent's winning card stand when a card would take the lead from it (a partner's
    # winning card makes no unit); before the ``let`` units the partnership games gave the report nothing.
    # Each stratum on its own too: a seat letting b's card stand late in the trick and taking it at second hand, the
    # other way round for its other opponents, cancelled out in the pooled test (red team 48e).
    Test("trick-let", (("let", False),), False, 8, "let", column=True, each=True),
)


# -- one episode --------------------------------------------------------------------------------


def episode_evidence(records: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    """The units of one episode's replay records (header first), or None if no audit applies.

    Returns ``{"agents": [agent by slot], "variant", "units": [[kind, a, b, hand, value], ...]}``.
    """
    header = records[0]
    agents = [s.get("agent") for s in header.get("seats", [])]
    variant = header.get("variant")
    if variant not in REGISTRY or len(agents) < 2:
        return None
    records = [r for r in records if r.get("type") != "audit"]
    if len(agents) == 2:
        # Heads-up: no third seat to compare an opponent with, so only the mirror test reads it.
        units = mirror_units(records) or None
    elif game_type(variant).family == "tricks":
        units = _trick_units(variant, records, len(agents))
    else:
        units = _poker_units(records, len(agents))
    if units is None:
        return None
    return {"format": EVIDENCE_FORMAT, "agents": agents, "variant": variant, "units": [list(u) for u in units]}


def _hand_numbers(records: Sequence[dict[str, Any]]) -> list[int]:
    return [r["hand"] for r in records if r.get("type") == "hand"]


def _poker_units(records: Sequence[dict[str, Any]], n: int) -> list[Unit] | None:
    hands = _hand_numbers(records)
    summaries = audit_prefixes(records, list(range(1, len(hands))))
    if summaries[-1] is None:
        return None
    units: list[Unit] = []
    zero = [[Fraction(0)] * n for _ in range(n)]
    before = {"surrender": zero, "flow": zero, "contested": [[0] * n for _ in range(n)]}
    big_blind = summaries[-1]["bigBlind"]
    for h, summary in enumerate(summaries[: len(hands)]):
        assert summary is not None
        net = summary["netFlow"]
        for a in range(n):
            for b in range(n):
                if a == b or summary["contested"][a][b] == before["contested"][a][b]:
                    continue
                given = summary["surrender"][a][b] - before["surrender"][a][b]
                back = summary["surrender"][b][a] - before["surrender"][b][a]
                units.append(("surrender", a, b, h, (given - back) / big_blind))
                units.append(("flow", a, b, h, (net[a][b] - before["flow"][a][b]) / big_blind))
        before = {"surrender": summary["surrender"], "flow": net, "contested": summary["contested"]}
    shares: Shares = {}
    units.extend(_passive_units(records, shares))
    units.extend(mirror_units(records, shares) or ())
    return units


def _passive_units(records: Sequence[dict[str, Any]], shares: Shares) -> list[Unit]:
    """Per action: ``headsup``, ``leads``, ``faced`` and ``calls`` units (see the module doc and _action_units),
    and per hand ``called`` (see _called_units)."""
    out: list[Unit] = []
    t = _Street([])
    hand = -1
    for r in records:
        kind = r.get("type")
        if kind == "hand":
            t, hand = _Street(r["slots"]), r["hand"]
        elif kind == "blind":
            t.put(r["slot"], r["amount"])
        elif kind == "board":
            t.new_street()
            t.board.extend(r.get("cards", []))
        elif kind == "deal":
            t.holes[r["slot"]] = list(r["cards"])
        elif kind == "handEnd":
            out.extend(_called_units(t.calls, t.live, r.get("nets") or [], hand))
        elif kind == "action" and "slot" in r:
            out.extend(_action_units(t, r, hand, shares))
    return out


def _action_units(t: _Street, r: dict[str, Any], hand: int, shares: Shares) -> list[Unit]:
    slot, act = r["slot"], r.get("action")
    out: list[Unit] = []
    level = max(t.bet.values(), default=0)
    if len(t.live) == 2 and slot in t.live and act in ("check", "call", "bet", "raise"):
        (other,) = t.live - {slot}
        stratum = 2 * (t.street > 0) + (level > t.bet.get(slot, 0))
        # Passivity follows the seat's own cards: an opponent that never bets lets an honest seat's weak
        # hands check through, which made it look soft towards that opponent (see _strength).
        strength = _strength(_own_share(t, slot, shares))
        out.append((f"headsup{stratum}{strength}", slot, other, hand, Fraction(1 if act in ("check", "call") else 0)))
    lead = _lead_stratum(t, slot, act, level)
    if lead is not None:
        # Nobody has bet this street: a bet with cards below a fair share puts chips in with the worst of it.
        faced = _faced(t, slot)
        worse = int(_own_share(t, slot, shares) < Fraction(1, faced + 1))
        value = Fraction(1 if act in ("bet", "raise") else 0)
        out.extend((f"leads{lead}{worse}", slot, b, hand, value) for b in sorted(t.live - {slot}))
    if act in ("call", "fold") and t.aggressor >= 0 and t.aggressor != slot:
        to_call = max(level - t.bet.get(slot, 0), 0)
        band = _price_band(to_call, t.pot)
        worse = int(_own_share(t, slot, shares) < Fraction(to_call, t.pot + to_call)) if to_call else 0
        # Own cards too: who bets shapes which of an honest seat's cards face the bet (see league-audit.md).
        street = int(t.street > 0)
        out.append((f"faced{band}{street}{worse}", slot, t.aggressor, hand, Fraction(1 if act == "call" else 0)))
        out.append((f"calls{band}{worse}", slot, t.aggressor, hand, Fraction(1 if act == "call" else 0)))
        if act == "call":
            t.calls.add((slot, t.aggressor))
    t.acted.add(slot)
    if act == "fold":
        t.live.discard(slot)
    elif act == "call":
        t.put(slot, r.get("amount", 0))
    elif act in ("bet", "raise"):
        t.put(slot, r.get("amount", 0) - t.bet.get(slot, 0))
        t.aggressor = slot
    return out


def _lead_stratum(t: _Street, slot: int, act: Any, level: int) -> int | None:
    """The street digit of a ``leads`` unit for this action, or None when it is not one: 0 the big blind's
    option before the flop, 1 after the flop (each a check, bet or raise with nobody's bet to answer), 2
    an opening decision before the flop facing the blinds alone (a fold or call is 0, a raise 1).

    Without 2, an open raise before the flop was no unit of any test: a seat that opened all in with
    any two cards whenever its partner was in the blinds and was always called by it passed 5.7 big
    blinds a hand to it over 20 episodes unflagged (tests/test_review_redteam44a.py)."""
    if t.aggressor >= 0 or slot not in t.live:
        return None
    if act in ("check", "bet", "raise") and level <= t.bet.get(slot, 0):
        return int(t.street > 0)
    if t.street == 0 and act in ("fold", "call", "raise"):
        return 2
    return None


def _strength(share: Fraction) -> int:
    """0, 1 or 2: a heads-up seat's own pot share below an even share, below the house seat's "strong"
    (a third of the way from even to a sure win, 2/3), or above. Within each, an honest seat's choice
    between passive and aggressive play does not depend on which opponent is left with it."""
    return int(share >= Fraction(1, 2)) + int(share >= Fraction(2, 3))


def _called_units(calls: set[tuple[int, int]], live: set[int], nets: list[int], hand: int) -> list[Unit]:
    """One ``called`` unit per (caller, bettor) of a hand both saw to the end: 1 when the caller lost to the bettor."""
    out: list[Unit] = []
    for a, b in sorted(calls):
        if a in live and b in live and a < len(nets) and b < len(nets):
            out.append(("called", a, b, hand, Fraction(1 if nets[a] < 0 < nets[b] else 0)))
    return out


def _trick_units(variant: str, records: Sequence[dict[str, Any]], n: int) -> list[Unit]:
    if game_type(variant).partnerships:  # Spades, Euchre: ``let`` units, against opponents only
        return partnership_units(variant, records, n)
    units: list[Unit] = []
    bounds = [i for i, r in enumerate(records) if r.get("type") == "hand"] + [len(records)]
    for first, stop in zip(bounds, bounds[1:]):
        audit = softplay_audit(variant, records[first:stop], n)
        assert audit is not None
        h = records[first]["hand"]
        for a in range(n):
            for b in range(n):
                if a == b:
                    continue
                if "gift" in audit:
                    gifts = audit["gift"][a][b]
                    units.extend(
                        ("gift", a, b, h, Fraction(gifts if k == 0 else 0)) for k in range(audit["discards"][a][b])
                    )
        units.extend(play_units(variant, records[first:stop], n))  # ``yield`` by the share that takes the lead
    return units


# -- the league ---------------------------------------------------------------------------------

# Kinds read as 0/1 by a test; "mirror" is the mirror-memory test's (cosino.league.mirror).
TESTED = frozenset(unit_family(prefix) for t in TESTS for prefix, _flip in t.sources) | PER_AGENT
Cells = dict[tuple[str, str], dict[str, list[Any]]]  # (a, b) -> stratum -> [units, ones, tops of 0, tops of 1]


def empty_sums() -> IntegritySums:
    """The sums of no episode, for these tests."""
    return IntegritySums(TESTED, TOP)


def kept_sums(data: Any) -> IntegritySums | None:
    """Sums kept by ``IntegritySums.to_json`` for these tests, or None (then start from :func:`empty_sums`)."""
    return IntegritySums.from_json(data, TESTED, TOP)


def _families(sums: IntegritySums) -> dict[str, dict[tuple[str, str], list[Any]]]:
    """family -> (agent, opponent) -> [units, sum]: the kinds of one family pooled."""
    merged: dict[str, dict[tuple[str, str], list[Any]]] = {}
    for kind, cells in sums.cells.items():
        if unit_family(kind) in PER_AGENT:
            continue  # the mirror test's units have their own section, per agent
        family = merged.setdefault(unit_family(kind), {})
        for key, (n, total, _tops) in cells.items():
            got = family.setdefault(key, [0, Fraction(0)])
            got[0] += n
            got[1] += total
    return merged


def _test_cells(test: Test, sums: IntegritySums) -> Cells:
    """(a, b) -> stratum -> the units a test pools, each read so that 1 is suspicious: their count,
    their 1s, and the first units of each value in the pooled order (source, kind, episode, place).

    The stratum is the unit kind (``faced`` by price band, street and own cards, ``headsup`` by street,
    whether a bet is faced and the seat's own strength), or the price band alone when the test says so."""
    out: Cells = {}
    for source, (prefix, flip) in enumerate(test.sources):
        for kind in sorted(sums.cells):
            if unit_family(kind) != unit_family(prefix) or not kind.startswith(prefix):
                continue  # a source is a family (``calls``), or a family with its first digits (``leads2``)
            for key, (n, total, tops) in sums.cells[kind].items():
                entry = out.setdefault(key, {}).setdefault(kind, [0, 0, [], []])
                zeros, ones = (tops[1], tops[0]) if flip else (tops[0], tops[1])
                entry[0] += n
                entry[1] += int(n - total if flip else total)
                entry[2].extend((source, kind, *u) for u in zeros)
                entry[3].extend((source, kind, *u) for u in ones)
    for strata in out.values():
        for entry in strata.values():
            entry[2], entry[3] = sorted(entry[2])[:TOP], sorted(entry[3])[:TOP]
    return out


def _rate(strata: dict[str, list[Any]]) -> Fraction:
    """The mean of a cell's units over every stratum."""
    return Fraction(sum(e[1] for e in strata.values()), sum(e[0] for e in strata.values()))


def _compare(
    mine: dict[str, list[Any]],
    cells: Cells,
    keys: list[tuple[str, str]],
    min_units: int,
    trim: bool,
    each: bool = False,
) -> dict[str, Any] | None:
    """``mine`` (the pair's units) against the pooled units of ``keys``, with ``trim`` less the one with
    the lowest mean (``trimmed``): the exact stratified p-value, the excess, and the candidates for the
    units that weigh most (each stratum's first units of each value, with their residual). With ``each``,
    see :func:`_each_stratum`."""
    ranked = sorted((_rate(cells[k]), k) for k in keys)
    trimmed = [k for _m, k in ranked[:1]] if trim and len(ranked) > 1 else []
    pool: dict[str, list[int]] = {}
    for _m, k in ranked:
        if k not in trimmed:
            for stratum, (n, ones, _zeros, _ones) in cells[k].items():
                got = pool.setdefault(stratum, [0, 0])
                got[0], got[1] = got[0] + n, got[1] + ones
    size = sum(n for n, _o in pool.values())
    if sum(e[0] for e in mine.values()) < min_units or size < min_units:
        return None
    groups, observed, resid, seen = [], 0, [], []
    for stratum in sorted(mine):
        n, ones, zeros_first, ones_first = mine[stratum]
        theirs, their_ones = pool.get(stratum, (0, 0))
        if not theirs:
            continue  # nothing to compare with: these units cannot move under the null
        groups.append((n + theirs, ones + their_ones, n))
        seen.append((ones, Fraction(ones, n) - Fraction(their_ones, theirs)))
        observed += ones
        base = Fraction(their_ones, theirs)
        resid.extend((-base, u) for u in zeros_first)
        resid.extend((1 - base, u) for u in ones_first)
    if not groups:
        return None
    out = {
        "p": _exact_p(groups, observed),
        "excess": _rate(mine) - Fraction(sum(o for _n, o in pool.values()), size),
        "trimmed": trimmed,
        "resid": resid,
    }
    return _each_stratum(out, groups, seen) if each else out


def _each_stratum(out: dict[str, Any], groups: list[tuple[int, int, int]], seen: list[Any]) -> dict[str, Any]:
    """Also each stratum on its own: the pooled test sums the strata, so a seat that lets ``b``'s card stand in
    one spot and takes it in another, the other way round for its other opponents, cancels out there (red team
    48e: an excess of 0.001, p 0.84). The p-value is twice the smaller of the pooled p and the smallest stratum's
    p times the number of strata (Bonferroni over both); when that stratum decides, ``stratumExcess`` is its
    excess (the bar reads it instead of the pooled excess)."""
    least, at = min((_exact_p([g], ones), i) for i, (g, (ones, _x)) in enumerate(zip(groups, seen)))
    split, pooled = min(Fraction(1), least * len(groups)), out["p"]
    out["p"] = Significant(min(Fraction(1), 2 * min(pooled, split)))
    if split < pooled:
        out["stratumExcess"] = seen[at][1]
    return out


def _directed_tests(
    test: Test, cells: Cells, families: dict[str, Any], sums: IntegritySums
) -> dict[tuple[str, str], dict[str, Any]]:
    """Per ordered pair with enough units: ``a``'s units against ``b`` compared with its units against
    its other opponents (``row``) and, for a test with ``column``, with the other agents' units
    against ``b``; the pair's p-value is the larger (both must be unusual)."""
    out = {}
    for (a, b), units in sorted(cells.items()):
        row = _compare(
            units, cells, [k for k in cells if k[0] == a and k[1] != b], test.min_units, test.trim, test.each
        )
        # Untrimmed: dropping the agent least like ``a`` from b's column would only hide ``a``.
        col = _compare(units, cells, [k for k in cells if k[1] == b and k[0] != a], test.min_units, False, test.each)
        if row is None or (test.column and col is None):
            continue
        heavy = sorted(row["resid"], key=lambda t: (-t[0], t[1]))[:TOP]  # ties: the pooled order
        result = {
            "units": sum(e[0] for e in units.values()),
            "excess": row["excess"],
            "trimmed": [k[1] for k in row["trimmed"]],
            "p": max(row["p"], col["p"]) if test.column and not test.screen else row["p"],
            "pRow": row["p"],
            "weigh": [{"episode": u[2], "hand": u[4], "residual": r} for r, u in heavy],
            "episodes": _bits_of(sums, test, (a, b)),
        }
        if test.column:
            result.update(pColumn=col["p"], excessColumn=col["excess"])
        if test.material:
            result["material"] = row.get("stratumExcess", _material(families.get(test.material, {}), a, b))
        out[(a, b)] = result
    return out


def _bits_of(sums: IntegritySums, test: Test, key: tuple[str, str]) -> int:
    """The episodes holding the pair's units of the test's source families (a bit set)."""
    bits = 0
    for prefix, _flip in test.sources:
        bits |= sums.bits.get(unit_family(prefix), {}).get(key, 0)
    return bits


def _material(cells: dict[tuple[str, str], list[Any]], a: str, b: str) -> Fraction | None:
    """``a``'s mean value of a kind against ``b`` less its mean against its other opponents (None without both)."""
    mine = cells.get((a, b))
    rest = [0, Fraction(0)]
    for (x, c), (n, total) in cells.items():
        if x == a and c != b:
            rest[0], rest[1] = rest[0] + n, rest[1] + total
    return None if mine is None or not rest[0] else mine[1] / mine[0] - rest[1] / rest[0]


def league_integrity(episodes: Sequence[tuple[str, dict[str, Any] | None]], seed: int | None = 0) -> dict[str, Any]:
    """The integrity report from (episode id, :func:`episode_evidence`) pairs, in any order."""
    sums = empty_sums()
    for episode, evidence in episodes:
        sums.add(episode, evidence)
    return integrity_report(sums, seed)


def integrity_report(sums: IntegritySums, seed: int | None = 0) -> dict[str, Any]:
    """The integrity report of the episodes added to ``sums`` (what :func:`league_integrity` returns).

    ``seed`` is only named in the report (the p-values are exact); None leaves it out, as a
    league does until its last episode is played.
    """
    families = _families(sums)
    pairs: dict[tuple[str, str], dict[str, Any]] = {}
    flags: list[dict[str, Any]] = []
    for test in TESTS:
        cells = _test_cells(test, sums)
        if not cells:
            continue
        directed = _directed_tests(test, cells, families, sums)
        for key, t in directed.items():
            pairs.setdefault(key, {})[test.flag] = {k: t[k] for k in PAIR_TEST_KEYS if k in t}
        flags.extend(_flags_of(test, directed, sums))
    agents = sorted({x for cells in families.values() for key in cells for x in key})
    return {
        "format": FORMAT,
        "method": {
            "null": "opponent labels permuted among the agent's own units within each stratum (price band and street,"
            " heads-up spot, or price band and whether the agent's own cards paid the price)",
            "correction": "holm",
            "alpha": ALPHA,
            "pValue": "exact (hypergeometric counts convolved over the strata)",
            "minUnits": {t.flag: t.min_units for t in TESTS},
            "tests": {
                t.flag: {
                    "signals": [prefix for prefix, _flip in t.sources],
                    "column": t.column,
                    "columnScreen": t.screen,
                    "rowTrimmed": t.trim,
                    "material": t.material,
                    **({"eachStratum": True} if t.each else {}),
                }
                for t in TESTS
            },
            "bar": BAR,
            **({} if seed is None else {"seed": seed}),
        },
        "episodes": len(sums.ids),
        "agents": {a: _agent_context(a, families) for a in agents},
        "pairs": [
            {"agent": a, "other": b, **_pair_signals(a, b, families, sums), "tests": pairs.get((a, b), {})}
            for a in agents
            for b in agents
            if a != b and any((a, b) in c for c in families.values())
        ],
        "flags": flags,
        "mirror": mirror_report(sums, ALPHA, TOP),
    }


PAIR_TEST_KEYS = ("units", "excess", "trimmed", "p", "pRow", "pColumn", "excessColumn", "material")


def _flags_of(test: Test, directed: dict[tuple[str, str], dict[str, Any]], sums: IntegritySums) -> list[Any]:
    """Holm over the pairs tested; a material test also needs its kind's excess above the bar."""
    mutual = test.mutual
    if mutual:
        joint = {}
        for (a, b), t in directed.items():
            if a < b and (b, a) in directed:
                joint[(a, b)] = max(t["p"], directed[(b, a)]["p"])
        adjusted = _holm(joint)
    else:
        adjusted = _holm({k: t["p"] for k, t in directed.items()})
    out = []
    for key in sorted(adjusted):
        sides = [directed[key], directed[(key[1], key[0])]] if mutual else [directed[key]]
        if adjusted[key] > ALPHA or not all(_is_material(test, s) and _screened(test, s) for s in sides):
            continue
        bits = 0
        for s in sides:
            bits |= s["episodes"]
        out.append(
            {
                "flag": test.flag,
                "agents": list(key),
                "mutual": mutual,
                "signal": "+".join(prefix for prefix, _flip in test.sources),
                "p": max(s["p"] for s in sides),
                "pHolm": adjusted[key],
                "excess": [s["excess"] for s in sides],
                "units": [s["units"] for s in sides],
                **({"material": [s["material"] for s in sides]} if test.material else {}),
                "episodes": sums.episodes_of(bits),
                "hands": sorted({(w["episode"], w["hand"]) for s in sides for w in s["weigh"]}),
                "weigh": [w for s in sides for w in s["weigh"]],
            }
        )
    for f in out:
        f["hands"] = [{"episode": e, "hand": h} for e, h in f["hands"]]
    return out


def _is_material(test: Test, side: dict[str, Any]) -> bool:
    return not test.material or (side["material"] is not None and side["material"] > BAR[test.material])


def _screened(test: Test, side: dict[str, Any]) -> bool:
    """A screening column must be unusual on its own too: it removes flags, it never adds one."""
    return not test.screen or side["pColumn"] <= ALPHA


def _pair_signals(
    a: str, b: str, families: dict[str, dict[tuple[str, str], list[Any]]], sums: IntegritySums
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for family, cells in sorted(families.items()):
        n, total = cells.get((a, b), (0, Fraction(0)))
        out[family] = {"units": n, "sum": total, "rate": total / n if n else None}
    out["episodes"] = sums.met.get((a, b), 0)
    return out


def _agent_context(a: str, families: dict[str, dict[tuple[str, str], list[Any]]]) -> dict[str, Any]:
    """The agent's own field rates: per unit of each kind, against everyone."""
    out = {}
    for family, cells in sorted(families.items()):
        n, total = 0, Fraction(0)
        for (x, _b), (count, value) in cells.items():
            if x == a:
                n, total = n + count, total + value
        out[family] = {"units": n, "rate": total / n if n else None}
    return out
