"""Mutation review of the league integrity report (cosino.league.integrity), its mirror-memory test
(cosino.league.mirror) and what a league publishes (cosino_runtime.league.publish).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
tests that existed before. Expected values come from the documented rules (the module docs), worked
out by hand, never from running the code under test."""

from __future__ import annotations

import json
from fractions import Fraction

from test_mirror_memory import HEADER as HU  # a heads-up Hold'em episode header
from test_mirror_small_games import _hand as _small_hand  # one Kuhn or Leduc hand's records

from cosino.league import integrity

# --- integrity: the units one hand gives -----------------------------------------------------------


def _three_handed(second: str) -> list[dict]:
    """Hand 0 of three seats: slot 0 raises to 6 over blinds of 1 (slot 1) and 2 (slot 2), slot 1 answers."""
    return [
        {"type": "hand", "hand": 0, "slots": [0, 1, 2]},
        {"type": "blind", "hand": 0, "slot": 1, "amount": 1},
        {"type": "blind", "hand": 0, "slot": 2, "amount": 2},
        {"type": "deal", "hand": 0, "slot": 0, "cards": ["As", "Ad"]},
        {"type": "deal", "hand": 0, "slot": 1, "cards": ["7c", "2d"]},
        {"type": "deal", "hand": 0, "slot": 2, "cards": ["9h", "8h"]},
        {"type": "action", "hand": 0, "slot": 0, "action": "raise", "amount": 6},
        {"type": "action", "hand": 0, "slot": 1, "action": second, "amount": 5},
    ]


# kills: the ``faced`` / ``calls`` worse test read as share <= price (a seat exactly at the price was "worse")
def test_cards_exactly_at_the_price_pay_it():
    # Slot 1 owes 5 into a pot of 9: price 5/14, band 1 (5/14 is at least 1/4, below 2/5), preflop.
    # It faces slot 0 (raised) and slot 2 (blind): its share is priced against 2 random hands.
    at_price = {("7c 2d", "", 2): Fraction(5, 14)}
    units = integrity._passive_units(_three_handed("call"), at_price)
    answer = [u for u in units if u[1] == 1 and u[0].startswith(("faced", "calls"))]
    assert answer == [("faced100", 1, 0, 0, Fraction(1)), ("calls10", 1, 0, 0, Fraction(1))]
    below = {("7c 2d", "", 2): Fraction(5, 14) - Fraction(1, 10**6)}
    units = integrity._passive_units(_three_handed("fold"), below)
    answer = [u for u in units if u[1] == 1 and u[0].startswith(("faced", "calls"))]
    assert answer == [("faced101", 1, 0, 0, Fraction(0)), ("calls11", 1, 0, 0, Fraction(0))]


# kills: ``called`` read as nets[a] <= 0 (a caller that broke even counted as having lost to the bettor)
def test_a_caller_that_broke_even_did_not_lose():
    calls = {(0, 1), (2, 1)}
    units = integrity._called_units(calls, {0, 1, 2}, [0, 7, -7], 3)
    assert units == [("called", 0, 1, 3, Fraction(0)), ("called", 2, 1, 3, Fraction(1))]


def _cell(n: int, ones: int) -> dict[str, list]:
    return {"faced100": [n, ones, [], []]}


# kills: the row trimmed when it holds a single opponent (len(ranked) > 0): the one comparison left was dropped
def test_a_row_with_one_other_opponent_is_not_trimmed_away():
    cells = {("a", "b"): _cell(10, 9), ("a", "c"): _cell(10, 2)}
    got = integrity._compare(cells[("a", "b")], cells, [("a", "c")], 8, trim=True)
    assert got is not None and got["trimmed"] == []
    assert got["excess"] == Fraction(9, 10) - Fraction(2, 10)
    # With two others the lower one (c, 2 of 10) is dropped and d alone is the pool.
    cells[("a", "d")] = _cell(10, 5)
    got = integrity._compare(cells[("a", "b")], cells, [("a", "c"), ("a", "d")], 8, trim=True)
    assert got is not None and got["trimmed"] == [("a", "c")] and got["excess"] == Fraction(9, 10) - Fraction(5, 10)


# kills: _compare without its pool-size check (a pair tested against fewer than min_units units of others)
def test_a_comparison_pool_below_min_units_is_not_tested():
    mine = _cell(20, 15)
    cells = {("a", "b"): mine, ("a", "c"): _cell(7, 1)}
    assert integrity._compare(mine, cells, [("a", "c")], 8, trim=False) is None
    cells[("a", "c")] = _cell(8, 1)
    assert integrity._compare(mine, cells, [("a", "c")], 8, trim=False) is not None


_DUMP, _FEED = (next(t for t in integrity.TESTS if t.flag == flag) for flag in ("dump", "feed"))


# kills: the material bar read as material >= BAR (a dump flag with an excess of exactly one big blind)
def test_material_must_exceed_the_bar():
    bar = integrity.BAR["surrender"]
    assert bar == 1  # one big blind per contested hand, as the module doc says
    assert not integrity._is_material(_DUMP, {"material": bar})
    assert integrity._is_material(_DUMP, {"material": bar + Fraction(1, 10**9)})
    assert not integrity._is_material(_DUMP, {"material": None})


# kills: the feed screen read as pColumn < ALPHA (a column exactly at ALPHA removed the flag)
def test_a_screen_at_exactly_alpha_passes():
    assert integrity.ALPHA == Fraction(1, 20)
    assert integrity._screened(_FEED, {"pColumn": Fraction(1, 20)})
    assert not integrity._screened(_FEED, {"pColumn": Fraction(1, 20) + Fraction(1, 10**9)})
    assert integrity._screened(_DUMP, {"pColumn": Fraction(1)})  # dump's column is in its p, not a screen


# --- mirror: which pairs give units, and the test's bars ---------------------------------------------


def _act(h: int, slot: int, action: str, amount: int | None = None, street: int = 0) -> dict:
    r = {"type": "action", "hand": h, "slot": slot, "pos": 0, "street": street, "action": action}
    return r if amount is None else {**r, "amount": amount}


def _pair(flop: list[str]) -> list[dict]:
    """A duplicate pair: hand 0 (aces raise, seven high calls) checks down to the river on ``flop``, 3h, Jd;
    hand 1, its mirror, ends when the seven high folds to the aces' raise."""
    h0 = [
        {"type": "hand", "hand": 0, "button": 0, "slots": [1, 0], "stacks": [200, 200]},
        {"type": "deal", "hand": 0, "slot": 0, "pos": 1, "cards": ["2c", "7d"]},
        {"type": "deal", "hand": 0, "slot": 1, "pos": 0, "cards": ["As", "Ad"]},
        {"type": "blind", "hand": 0, "slot": 1, "amount": 1},
        {"type": "blind", "hand": 0, "slot": 0, "amount": 2},
        _act(0, 1, "raise", 6),
        _act(0, 0, "call", 4),
    ]
    for street, cards in enumerate([flop, ["3h"], ["Jd"]], start=1):
        h0 += [
            {"type": "board", "hand": 0, "street": street, "cards": cards},
            _act(0, 0, "check", street=street),
            _act(0, 1, "check", street=street),
        ]
    h0.append({"type": "handEnd", "hand": 0, "nets": [-6, 6], "cap": 200, "raw": {}})
    h1 = [
        {"type": "hand", "hand": 1, "button": 0, "slots": [0, 1], "stacks": [200, 200]},
        {"type": "deal", "hand": 1, "slot": 1, "pos": 1, "cards": ["2c", "7d"]},
        {"type": "deal", "hand": 1, "slot": 0, "pos": 0, "cards": ["As", "Ad"]},
        {"type": "blind", "hand": 1, "slot": 0, "amount": 1},
        {"type": "blind", "hand": 1, "slot": 1, "amount": 2},
        _act(1, 0, "raise", 6),
        _act(1, 1, "fold"),
        {"type": "handEnd", "hand": 1, "nets": [2, -2], "cap": 200, "raw": {}},
    ]
    return [HU, *h0, *h1, {"type": "end", "reason": "complete"}]


# kills: _pair_board without its card-twice check (a board repeating a hole card was read as the pair's board)
def test_a_board_that_repeats_a_hole_card_gives_no_unit():
    from cosino.league import mirror

    assert len(mirror.mirror_units(_pair(["Kh", "9s", "4c"]))) == 4  # two first decisions in each hand
    bad = _pair(["Kh", "9s", "Ad"])  # the ace of diamonds is also in the aces' hole
    assert mirror.mirror_units(bad) == []
    split = mirror._split_hands(bad)
    assert mirror._pair_board(bad[0], 0, split[0], split[1]) is None


# kills: _unit without its "at the price: no unit" rule (an indifferent clairvoyant scored as behind)
def test_a_share_exactly_at_the_price_gives_no_unit():
    from cosino.league import betting, mirror
    from cosino.primitives.cards import CARD_INDEX

    def unit(holes: dict[int, list[str]], board: list[str]):
        t = betting.Street([0, 1, 2])
        t.put(1, 4)  # slot 1 bet 4 into 4: slot 0 owes 4 of a pot of 8, price 4 / 12 = 1/3
        t.put(2, 4)
        t.pot = 8
        t.aggressor = 1
        t.holes.update(holes)
        hole = {s: [CARD_INDEX[c] for c in cards] for s, cards in holes.items()}
        left = {0: 100, 1: 100, 2: 100}
        return mirror._unit(t, _act(0, 0, "fold"), 0, 0, [CARD_INDEX[c] for c in board], hole, {}, left)

    holes = {0: ["Qc", "Jc"], 1: ["Qd", "Jd"], 2: ["9h", "6d"]}
    assert unit(holes, ["As", "Ks", "Qs", "Js", "Ts"]) is None  # the board's royal flush plays: share 1/3, the price
    # Slots 0 and 1 split A K Q J 8 and slot 2 loses: share 1/2 beats the price, so the fold is wrong.
    got = unit(holes, ["Ah", "Kd", "8c", "5s", "2h"])
    assert got is not None and got[0][10] == "1" and got[1:] == (0, 1, 0, Fraction(0))


def _mirror_evidence(units: list[tuple[str, int]]) -> dict:
    """Heads-up evidence of agent x: (kind, value) mirror units against y."""
    return {
        "format": integrity.EVIDENCE_FORMAT,
        "agents": ["x", "y"],
        "variant": "holdem-hu",
        "units": [[k, 0, 1, i, Fraction(v)] for i, (k, v) in enumerate(units)],
    }


# kills: the mirror test's bar read on the larger label (max(counts) < MIN_UNITS): 7 second-hand units were tested
def test_the_mirror_test_needs_min_units_in_each_label():
    from cosino.league import mirror

    assert mirror.MIN_UNITS == 8
    short = [("mirror0000000", 1)] * 12 + [("mirror1000000", 1)] * 7
    agent = integrity.league_integrity([("e", _mirror_evidence(short))])["mirror"]["agents"]["x"]
    assert agent == {"units": [12, 7], "tested": False}
    enough = short + [("mirror1000000", 0)]
    agent = integrity.league_integrity([("e", _mirror_evidence(enough))])["mirror"]["agents"]["x"]
    assert agent["tested"] and agent["testedUnits"] == [12, 8]


# kills: a mirror flag only below alpha (adjusted >= alpha skipped): a pHolm of exactly 1/20 is a flag
def test_a_mirror_flag_at_exactly_alpha():
    from unittest import mock

    from cosino.league import mirror

    # One stratum of 6 units, 3 in second hands: all 3 correct second-hand units and no correct first-hand
    # one is the likeliest relabelling of 1 in C(6, 3) = 20, so p = 1/20; one agent, so Holm leaves it.
    units = [("mirror0000000", 0)] * 3 + [("mirror1000000", 1)] * 3
    with mock.patch.object(mirror, "MIN_UNITS", 3):
        report = integrity.league_integrity([("e", _mirror_evidence(units))])["mirror"]
    assert report["agents"]["x"]["p"] == Fraction(1, 20) == report["agents"]["x"]["pHolm"]
    assert [f["agent"] for f in report["flags"]] == ["x"]


# kills: _seed_deck refusing seed 0 (seed <= 0): a pair short of the river in an episode of seed 0 gave no unit
def test_seed_zero_deals_a_deck():
    from cosino.arena.episode import hand_deck
    from cosino.games.registry import get_variant
    from cosino.league import mirror

    header = {**HU, "seed": 0}
    assert mirror._seed_deck(header, 3) == hand_deck(get_variant("holdem-hu"), 0, 6)
    assert mirror._seed_deck({**HU, "seed": -1}, 3) is None
    assert mirror._seed_deck({**HU, "seed": True}, 3) is None


# --- publish: the evidence cache -----------------------------------------------------------------

REPLAY_SHA = "ab" * 32
MADE = {"format": integrity.EVIDENCE_FORMAT, "agents": ["a", "b", "c"], "units": [["yield", 0, 1, 0, Fraction(1)]]}


def _cache_entry(fmt: int, evidence: dict) -> bytes:
    from cosino.primitives.canonical import dump_bytes

    return dump_bytes({"format": fmt, "replay": REPLAY_SHA, "evidence": evidence})


def _read_back(tmp_path, monkeypatch, entry: bytes) -> tuple[object, list]:
    """What _cached_evidence returns for a cache holding ``entry``, and the episodes it recomputed."""
    from cosino_runtime.league import publish

    calls: list = []
    monkeypatch.setattr(publish, "episode_evidence", lambda rs: calls.append(rs) or MADE)
    folder = tmp_path / publish.EVIDENCE_DIR
    folder.mkdir(exist_ok=True)
    (folder / "e1.json").write_bytes(entry)
    return publish._cached_evidence(folder, "e1", REPLAY_SHA, [{"type": "start"}]), calls


# kills: _is_current without its format check (well-formed units of an older evidence format were trusted)
def test_well_formed_evidence_of_the_previous_format_is_recomputed(tmp_path, monkeypatch):
    old = {"format": integrity.EVIDENCE_FORMAT - 1, "agents": ["a", "b", "c"], "units": [["yield", 1, 2, 0, "0"]]}
    got, calls = _read_back(tmp_path, monkeypatch, _cache_entry(integrity.EVIDENCE_FORMAT - 1, old))
    assert got == MADE and len(calls) == 1
    current = {**old, "format": integrity.EVIDENCE_FORMAT}
    got, calls = _read_back(tmp_path, monkeypatch, _cache_entry(integrity.EVIDENCE_FORMAT, current))
    assert calls == [] and got == {**current, "units": [["yield", 1, 2, 0, Fraction(0)]]}


# kills: _read_cache without the integrity sums' check: a current-format entry the sums cannot take was used
def test_a_current_format_entry_the_sums_refuse_is_recomputed(tmp_path, monkeypatch):
    # Earlier tests of damaged entries wrote format 2, so the format check alone refused them.
    for units in ([["flow", 0, 3, 0, "1"]], [["yield", 0, 1, 0, "1/2"]]):
        evidence = {"format": integrity.EVIDENCE_FORMAT, "agents": ["a", "b"], "units": units}
        got, calls = _read_back(tmp_path, monkeypatch, _cache_entry(integrity.EVIDENCE_FORMAT, evidence))
        assert got == MADE and len(calls) == 1, units


# defect (not a mutant): the sums read slot -1 as the last seat and true as seat 1, so such a damaged
# cache entry was used as evidence instead of being made again
def test_a_cache_entry_naming_a_negative_or_boolean_slot_is_recomputed(tmp_path, monkeypatch):
    for units in ([["yield", -1, 0, 0, "1"]], [["yield", 0, -3, 0, "1"]], [["yield", True, 0, 0, "1"]]):
        evidence = {"format": integrity.EVIDENCE_FORMAT, "agents": ["a", "b", "c"], "units": units}
        got, calls = _read_back(tmp_path, monkeypatch, _cache_entry(integrity.EVIDENCE_FORMAT, evidence))
        assert got == MADE and len(calls) == 1, units


# kills: _split_hands keeping a hand that never ended (no handEnd): a pair cut short gave units
def test_a_pair_whose_second_hand_never_ended_gives_no_unit():
    from cosino.league import mirror

    cut = [r for r in _pair(["Kh", "9s", "4c"]) if not (r.get("type") == "handEnd" and r["hand"] == 1)]
    assert mirror.mirror_units(cut) == []


# kills: _pair_board without its "the boards agree" check (hand 1 showing another flop than hand 0)
def test_a_pair_whose_hands_show_different_flops_gives_no_unit():
    from cosino.league import mirror

    def with_flop_in_hand_one(flop: list[str]) -> list[dict]:
        records = _pair(["Kh", "9s", "4c"])
        end = next(i for i, r in enumerate(records) if r.get("type") == "handEnd" and r["hand"] == 1)
        records.insert(end, {"type": "board", "hand": 1, "street": 1, "cards": flop})
        return records

    assert len(mirror.mirror_units(with_flop_in_hand_one(["Kh", "9s", "4c"]))) == 4
    assert mirror.mirror_units(with_flop_in_hand_one(["Qh", "9s", "4c"])) == []


# kills: _seen accepting a deal of other than two cards (a three-card deal read as a Hold'em hole)
def test_a_deal_of_other_than_two_cards_is_not_a_hole():
    from cosino.league import mirror

    hole = sorted(mirror.CARD_INDEX[c] for c in ("As", "Ad"))
    assert mirror._seen([{"type": "deal", "cards": ["As", "Ad"]}]) == ([hole], [])
    assert mirror._seen([{"type": "deal", "cards": ["As", "Ad", "Kd"]}]) is None
    assert mirror._seen([{"type": "deal", "cards": ["As"]}]) is None


def _small_header(variant: str) -> dict:
    return {**HU, "variant": variant, "config": {"duplicate": True, "chipRace": False, "startingStack": 13}}


# kills: _small_units pairing hand h with h + 1 or h - 1 (hands 1 and 2 are of two pairs; it raised a KeyError)
def test_small_game_hands_of_different_pairs_do_not_pair():
    from cosino.league import mirror

    steps = [(0, "bet"), (1, "fold")]
    one, two = _small_hand(1, [1, 0], ["J", "Q"], steps), _small_hand(2, [0, 1], ["J", "Q"], steps)
    one = [{**r, "cards": [c + "s" for c in r["cards"]]} if r["type"] == "deal" else r for r in one]
    two = [{**r, "cards": [c + "s" for c in r["cards"]]} if r["type"] == "deal" else r for r in two]
    assert mirror.mirror_units([_small_header("kuhn"), *one, *two]) == []


# kills: _small_deal without its "one board" check (a Leduc pair whose hands turned different board cards)
def test_a_leduc_pair_with_two_board_cards_gives_no_unit():
    from cosino.league import mirror

    def pair(second_board: str) -> list[dict]:
        first = _small_hand(2, [0, 1], ["Jh", "Qh"], [(0, "check"), (1, "check"), "Ks", (0, "check"), (1, "check")])
        second = _small_hand(3, [1, 0], ["Jh", "Qh"], [(0, "check"), (1, "check"), second_board, (0, "check")])
        return [_small_header("leduc"), *first, *second]

    assert len(mirror.mirror_units(pair("Ks"))) == 4  # four first decisions, each a lead with a winner
    assert mirror.mirror_units(pair("Kh")) == []


# kills: _fmt signing zero (scaled <= 0): a zero Elo or mean was printed as -0.00
def test_the_table_text_prints_zero_without_a_sign():
    from cosino_runtime.league import publish

    assert publish._fmt(0) == "0.00"
    assert publish._fmt(Fraction(-1, 1000)) == "0.00"  # rounds to zero: no sign either
    assert publish._fmt(Fraction(-3, 2)) == "-1.50" and publish._fmt(Fraction(7, 4), 1) == "1.8"
    assert publish._fmt(None) == "-"


# kills: read_latency returning any truthy latencyMs (a list in latency.json reached the table's text)
def test_a_latency_block_that_is_not_an_object_is_ignored(tmp_path):
    from cosino_runtime.league import publish

    for block, expected in (([1, 2], {}), ("slow", {}), ({"a": {"median": 1}}, {"a": {"median": 1}})):
        (tmp_path / publish.LATENCY_NAME).write_text(json.dumps({"latencyMs": block}))
        assert publish.read_latency(tmp_path) == expected, block
