"""The league integrity report (cosino.league.integrity): deterministic bytes, no flag on an honest
league, each planted pair caught at its documented league size, the exact p-value, and
the scheduled function's publication (pinned, idempotent, incremental)."""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from cosino.league.integrity import (  # noqa: E402
    ALPHA,
    BAR,
    EVIDENCE_FORMAT,
    _exact_p,
    episode_evidence,
    league_integrity,
)
from cosino.primitives.canonical import dump_bytes  # noqa: E402


@lru_cache(maxsize=None)
def _episode(kind: str, league: int, index: int) -> tuple:
    from cosino_devtools import calibrate

    episode, evidence, _hands, _net = calibrate.league_episode(kind, league, index)
    return episode, evidence


def _league(kind: str, size: int, league: int = 0) -> tuple:
    # Played in this process, one episode at a time: a shorter league reuses a longer one's episodes.
    return tuple(_episode(kind, league, i) for i in range(size))


@lru_cache(maxsize=None)
def _report(kind: str, size: int) -> dict:
    # Shared by several tests: they only read it.
    from cosino_devtools import calibrate

    return league_integrity(list(_league(kind, size)), seed=calibrate.LEAGUE_SEED[kind])


def _flags(kind: str, size: int) -> list[dict]:
    return _report(kind, size)["flags"]


def _caught(kind: str, size: int, flag: str) -> list[dict]:
    from cosino_devtools import calibrate

    pair = list(calibrate.LEAGUES[kind][1][:2])
    return [f for f in _flags(kind, size) if f["flag"] == flag and (f["agents"] == pair or f["mutual"])]


def test_bytes_are_deterministic_and_order_free():
    episodes = list(_league("dumper", 5))
    one = dump_bytes(league_integrity(episodes, seed=3))
    two = dump_bytes(league_integrity(list(reversed(episodes)), seed=3))
    assert one == two
    report = json.loads(one)
    assert report["method"]["correction"] == "holm"
    assert {"agents", "pairs", "flags", "episodes"} <= set(report)
    assert all(ev["format"] == EVIDENCE_FORMAT for _e, ev in episodes)


def test_exact_p_matches_enumerating_every_relabelling():
    # two strata: (values, how many carry the pair's label); the tail counted over all subsets
    strata = [([1, 1, 0, 0, 1], 2), ([0, 1, 0, 1], 3)]
    sums = [
        sum(a) + sum(b)
        for a in combinations(strata[0][0], strata[0][1])
        for b in combinations(strata[1][0], strata[1][1])
    ]
    groups = [(len(v), sum(v), k) for v, k in strata]
    for observed in range(6):
        assert _exact_p(groups, observed) == Fraction(sum(s >= observed for s in sums), len(sums))


# The league sizes below are the first at which docs/league-audit.md measures the planted pair
# caught in at least 9 of 10 leagues; honest leagues raised no flag there in any league.


def test_honest_league_raises_no_flag():
    assert _flags("honest", 20) == []


def test_honest_trick_league_raises_no_flag():
    assert _flags("honest-tricks", 20) == []


def test_planted_dumper_caught_at_twenty_episodes():
    (dump,) = _caught("dumper", 20, "dump")
    assert dump["episodes"] and dump["weigh"] and dump["p"] <= dump["pHolm"] <= ALPHA
    assert dump["material"][0] > BAR["surrender"]
    others = [f for f in _flags("dumper", 20) if set(f["agents"]) != {"dumper:Gizmo", "receiver:Sprocket"}]
    assert others == []


def test_planted_feeder_caught_at_twenty_episodes():
    """Opens before the flop (``leads2``) are a test of their own, ``feed-open``. Pooled into ``feed`` (report
    formats 11 to 13), the feeder's many ordinary opens diluted its calls: calibration league 2 of the feeder at
    20 episodes was flagged nothing (and 5 of leagues 0-9 were missed, against 0 before the opens were units);
    tested apart, it is flagged ``feed``, and 10 of 10 are. League 2, the one the pooling missed, stands for
    the planted feeder here."""
    from cosino_devtools import calibrate

    flags = league_integrity(list(_league("feeder", 20, 2)), seed=calibrate.LEAGUE_SEED["feeder"] + 2)["flags"]
    assert [(f["flag"], f["agents"]) for f in flags] == [("feed", ["feeder:Gizmo", "house#3"])]
    # Calls and first bets are tested, by whether the seat's own cards paid; showdown losses
    # ("called") depend on the bettor's cards and are only reported.
    (feed,) = flags
    assert feed["signal"] == "calls+leads0+leads1" and feed["material"][0] > BAR["flow"]
    tests = league_integrity(list(_league("feeder", 5, 2)))["method"]["tests"]
    common = {"column": True, "columnScreen": True, "rowTrimmed": True, "material": "flow"}
    assert tests["feed"] == {"signals": ["calls", "leads0", "leads1"], **common}
    assert tests["feed-open"] == {"signals": ["leads2"], **common}


def test_calls_strata_follow_the_house_rule_and_not_the_random_seat():
    # ``calls`` are the ``faced`` decisions again, split by whether the caller's own cards paid the
    # price: the house seat calls by that rule (with its own estimate), the random seat ignores it.
    rates: dict[tuple[str, str], list[int]] = {}
    for _episode, ev in _league("honest", 20):
        units = ev["units"]
        faced = [(a, b, h, v) for k, a, b, h, v in units if k.startswith("faced")]
        calls = [(a, b, h, v) for k, a, b, h, v in units if k.startswith("calls")]
        assert calls == faced and all(k[-1] in "01" for k, *_ in units if k.startswith("calls"))
        for kind, a, _b, _h, value in units:
            if kind.startswith("calls"):
                got = rates.setdefault((ev["agents"][a].split("#")[0], kind[-1]), [0, 0])
                got[0], got[1] = got[0] + 1, got[1] + int(value)
    rate = {key: Fraction(ones, n) for key, (n, ones) in rates.items()}
    assert rate[("house", "0")] > Fraction(7, 10) and rate[("house", "1")] < Fraction(1, 10)
    assert abs(rate[("random", "0")] - rate[("random", "1")]) < Fraction(1, 5)


def _lead_rates(kind: str, size: int, who, streets: str = "01", league: int = 0) -> dict:
    """Bet-first rates of ``leads`` units of the street digits ``streets`` (0 the big blind's option, 1 after
    the flop, 2 an opening decision before the flop), keyed by ``who(agent, opponent)`` and the worse digit."""
    rates: dict = {}
    for _episode, ev in _league(kind, size, league):
        for unit, a, b, _h, value in ev["units"]:
            if unit.startswith("leads") and unit[len("leads")] in streets:
                got = rates.setdefault((who(ev["agents"][a], ev["agents"][b]), unit[-1]), [0, 0])
                got[0], got[1] = got[0] + 1, got[1] + int(value)
    return {key: Fraction(ones, n) for key, (n, ones) in rates.items()}


def test_leads_strata_follow_the_house_rule_and_catch_the_feeder_betting_into_its_partner():
    # ``leads``: a seat acting when nobody has bet, one unit per opponent still in, split by whether
    # its cards were worth a fair share. The house seat bets first by its cards whoever is in; the
    # random seat ignores them; the feeder bets into its partner whatever it holds.
    rate = _lead_rates("honest", 20, lambda a, _b: a.split("#")[0])
    assert rate[("house", "1")] < Fraction(1, 10) < rate[("house", "0")]
    assert abs(rate[("random", "0")] - rate[("random", "1")]) < Fraction(1, 5)
    # Opening before the flop (``leads2``, review 44a): the house seat raises only strong cards there (0 of
    # 704 units with cards below a fair share, 31 of 601 above), the random seat whatever it holds.
    opens = _lead_rates("honest", 20, lambda a, _b: a.split("#")[0], streets="2")
    assert opens[("house", "1")] == 0 < opens[("house", "0")]
    assert abs(opens[("random", "0")] - opens[("random", "1")]) < Fraction(1, 5)
    rate = _lead_rates("feeder", 20, lambda a, b: (a, b == "house#3"), league=2)
    assert rate[(("feeder:Gizmo", True), "1")] > Fraction(9, 10)
    assert rate[(("feeder:Gizmo", False), "1")] < Fraction(1, 2)


def test_planted_soft_play_pair_caught_at_forty_episodes():
    (soft,) = _caught("softplay", 40, "soft-play")
    assert len(soft["units"]) == 2 and soft["signal"] == "headsup+faced"


def test_planted_trick_soft_players_caught_at_twenty_episodes():
    assert _caught("tricksoft", 20, "trick-soft-play")


def test_evidence_skips_heads_up_and_partnerships():
    # Heads-up episodes give mirror units only (tests/test_mirror_memory.py); without a hand, none.
    header = {"type": "episode", "variant": "holdem-hu", "seed": 1, "seats": [{"agent": "a"}, {"agent": "b"}]}
    assert episode_evidence([header]) is None
    assert league_integrity([("x", None)])["flags"] == []


@pytest.mark.parametrize("cards", [["Zz", "As"], ["\ud800", "As"], ["As", "As"], ["As"], "AsKd", None])
def test_evidence_refuses_a_bad_deal_before_any_pot_share_reads_it(cards):
    # The ``calls`` strata estimate a pot share from the deal's cards; the collusion audit's replay
    # checks every deal first, so a bad one stops with a one-line error naming line and field.
    import copy

    from cosino.diagnostics.collusion import AuditError

    records = copy.deepcopy(_house_episode_records())
    deal = next(r for r in records if r.get("type") == "deal")
    deal["cards"] = cards
    with pytest.raises(AuditError, match=r"^collusion audit: line \d+: field '(cards|pos)'"):
        episode_evidence(records)


@lru_cache(maxsize=None)
def _house_episode_records() -> list:
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.seats.holdem_house import HoldemHouseSeat
    from cosino.seats.house import decision_rng

    episode = Episode(EpisodeConfig("holdem-6max", ("house",) * 6, 4, 3))
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        episode.decide(HoldemHouseSeat(decision_rng(3, slot, episode.decisions)).act(observation))
    return episode.records


@pytest.fixture
def store(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    s = EmbeddedStore(tmp_path / "store")
    yield s
    s.close()


def test_scheduled_function_publishes_pinned_idempotent_incremental(store, monkeypatch):
    from cosino.arena.episode import EpisodeConfig
    from cosino.arena.manifest import MANIFEST_KEY
    from cosino.primitives.canonical import sha256_hex
    from cosino_runtime.engine import flow as pipeline
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.league import publish
    from cosino_runtime.seats.registry import build_seat

    seats = ("house", "random", "house", "random", "house", "random")
    episode = stepper.create(store, EpisodeConfig("holdem-6max", seats, 3, 11))
    while store.load(episode).status == "running":
        row = store.load(episode)
        stepper.step(store, episode, row.version, lambda name, variant, rng: build_seat(name, variant, rng))
    pipeline.on_finalize(store, episode)
    pipeline.on_league(store)
    first = store.get_blob(publish.INTEGRITY_KEY)
    report = json.loads(first)
    assert report["pinned"] == {"manifest": sha256_hex(store.get_blob(MANIFEST_KEY)), "episodes": 1}
    # Incremental: the second run reads the cached evidence and never re-reads the replay.
    monkeypatch.setattr(publish, "episode_evidence", lambda records: pytest.fail("recomputed"))
    pipeline.on_league(store)
    assert store.get_blob(publish.INTEGRITY_KEY) == first


def test_league_run_writes_a_pinned_idempotent_report(tmp_path):
    from cosino.primitives.canonical import sha256_hex
    from cosino_runtime.league.config import load_config
    from cosino_runtime.league.publish import EVIDENCE_DIR, INTEGRITY_NAME, MANIFEST_NAME
    from cosino_runtime.league.runner import run_league

    path = tmp_path / "l.toml"
    path.write_text(
        f'[league]\nvariants = ["holdem-6max"]\nhands = 2\nrounds = 1\nseed = 4\nout = "{tmp_path / "out"}"\n'
        + "".join(f'[agents.{n}]\nseat = "{s}"\n' for n, s in (("h1", "house"), ("h2", "house"), ("r1", "random")))
        + "".join(f'[agents.{n}]\nseat = "{s}"\n' for n, s in (("r2", "random"), ("h3", "house"), ("r3", "random")))
    )
    config = load_config(path)
    run_league(config, progress=False)
    out = config.out
    report = json.loads((out / INTEGRITY_NAME).read_bytes())
    assert report["pinned"]["manifest"] == sha256_hex((out / MANIFEST_NAME).read_bytes())
    assert report["episodes"] == 1 and len(list((out / EVIDENCE_DIR).iterdir())) == 1
    before = (out / INTEGRITY_NAME).stat().st_mtime_ns
    run_league(config, progress=False)  # nothing new: the same bytes, the file untouched
    assert (out / INTEGRITY_NAME).stat().st_mtime_ns == before


def test_cached_evidence_of_another_format_is_recomputed(tmp_path, monkeypatch):
    from cosino.primitives.canonical import dump_bytes
    from cosino_runtime.league import publish

    records = [{"type": "start", "variant": "kuhn"}]
    calls = []
    monkeypatch.setattr(publish, "episode_evidence", lambda rs: calls.append(rs))
    folder = tmp_path / publish.EVIDENCE_DIR
    folder.mkdir()
    # What an older build left: the same replay, units of an earlier format.
    (folder / "e1.json").write_bytes(dump_bytes({"replay": "ab" * 32, "evidence": {"format": 1, "units": []}}))
    assert publish._cached_evidence(folder, "e1", "ab" * 32, records) is None
    assert calls == [records]
    assert publish._cached_evidence(folder, "e1", "ab" * 32, records) is None  # now current: read back
    assert calls == [records]


@pytest.mark.parametrize(
    "entry",
    [
        b'{"format": 2, "replay": "' + b"ab" * 32 + b'", "evidence": {"units": [["flow", 0, 1, 0, "1e999999999"]]}}',
        b'{"format": 2, "replay": "' + b"ab" * 32 + b'", "evidence": {"units": [["flow", 0, 1, 0, "1/0"]]}}',
        b'{"format": 2, "replay": "' + b"ab" * 32 + b'", "evidence": {"units": "not a list"}}',
        # what the integrity sums cannot take: a slot past the seats, a tested unit that is not 0 or 1
        b'{"format": 2, "replay": "'
        + b"ab" * 32
        + b'", "evidence": {"agents": ["a"], "units": [["flow", 0, 3, 0, "1"]]}}',
        b'{"format": 2, "replay": "'
        + b"ab" * 32
        + b'", "evidence": {"agents": ["a", "b"], "units": [["yield", 0, 1, 0, "1/2"]]}}',
        b"[" * 60_000 + b"]" * 60_000,
        b"\xff\xfe not json",
    ],
)
def test_a_damaged_evidence_cache_entry_is_made_again(tmp_path, monkeypatch, entry):
    from cosino_runtime.league import publish

    records = [{"type": "start", "variant": "kuhn"}]
    calls = []
    made = {"format": 2, "agents": ["a", "b", "c"], "units": [["yield", 0, 1, 0, Fraction(1)]]}
    monkeypatch.setattr(publish, "episode_evidence", lambda rs: calls.append(rs) or made)
    folder = tmp_path / publish.EVIDENCE_DIR
    folder.mkdir()
    (folder / "e1.json").write_bytes(entry)
    assert publish._cached_evidence(folder, "e1", "ab" * 32, records) == made
    assert calls == [records]  # recomputed, not read, and not an error
    assert publish._cached_evidence(folder, "e1", "ab" * 32, records) == made
    assert calls == [records]  # the rewritten entry is read back


# -- the kept sums: a report from sums kept across runs is the report from scratch ------------------


def _relabelled(draw_list, pool_size: int) -> list[tuple[str, dict | None]]:
    """Episodes of the planted leagues' evidence with their agents drawn again from a small pool."""
    base = [ev for _e, ev in _league("dumper", 8) + _league("tricksoft", 4)]
    base += [ev for _e, ev in _heads_up_rememberer()]  # the mirror section, its flags and heaviest units
    base += [ev for _e, ev in _leduc_rememberer()]  # Kuhn and Leduc mirror units (their own strata)
    out = []
    for n, (which, names, key) in enumerate(draw_list):
        ev = base[which % len(base)]
        if ev is not None:
            ev = {**ev, "agents": [f"g{names[i % len(names)] % pool_size}" for i in range(len(ev["agents"]))]}
        out.append((f"e{key}-{n}", ev))
    return out


@lru_cache(maxsize=None)
def _heads_up_rememberer() -> tuple:
    from cosino_devtools import mirror_calibrate

    return tuple(mirror_calibrate.play("hu-rememberer", 0, i) for i in range(6))


@lru_cache(maxsize=None)
def _leduc_rememberer() -> tuple:
    from cosino_devtools import mirror_calibrate

    return tuple(mirror_calibrate.play("leduc-rememberer", 0, i) for i in range(6))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(st.integers(0, 23), st.lists(st.integers(0, 9), min_size=1, max_size=6), st.integers(0, 999)),
        max_size=16,
    ),
    st.integers(2, 5),
    st.lists(st.integers(0, 16), max_size=4),
    st.booleans(),
    st.randoms(use_true_random=False),
)
def test_kept_sums_give_the_report_from_scratch(draw_list, pool_size, cuts, flag_all, order):
    import json
    from unittest import mock

    from cosino.league import integrity

    episodes = _relabelled(draw_list, pool_size)
    # With every tested pair flagged, each pair's heaviest units and episode list are compared too.
    alpha = Fraction(2) if flag_all else ALPHA
    bar = {k: Fraction(-(10**9)) for k in BAR} if flag_all else dict(BAR)
    with mock.patch.object(integrity, "ALPHA", alpha), mock.patch.dict(integrity.BAR, bar):
        scratch = dump_bytes(league_integrity(episodes, seed=9))
        order.shuffle(episodes)  # a league's runs add its episodes in any order, in batches
        sums = integrity.empty_sums()
        bounds = sorted({0, len(episodes), *(c for c in cuts if c < len(episodes))})
        for start, stop in zip(bounds, bounds[1:]):
            for episode, evidence in episodes[start:stop]:
                sums.add(episode, evidence)
            sums = integrity.kept_sums(json.loads(json.dumps(sums.to_json())))  # as a run keeps them
            assert sums is not None
        assert dump_bytes(integrity.integrity_report(sums, seed=9)) == scratch


def test_the_report_bytes_are_those_of_the_pooled_lists():
    # SHA-256 of the canonical report of three planted leagues. First pinned to what the units-list
    # code wrote before the report was read from kept sums (773363e, which matched); pinned again
    # when the feed test moved to the ``calls`` units (report format 3), and again when it added
    # the ``leads`` units and the dump row stopped trimming (report format 4), and "honest" again
    # when the advisor seat in it began to read re-raises as stronger ranges (09c2d31: its play
    # changed, not the report's code), and all three for report format 5: the ``mirror`` section
    # added, every other byte the same (with it removed and the format set back to 4, each report
    # hashed to the format 4 pin), and all three for report format 6 (Kuhn and Leduc mirror units:
    # none in these leagues; with the format set back to 5, each report hashed to its format 5 pin),
    # and for format 7 (Kuhn and Leduc leads; with the format set back to 6, the format 6 pins),
    # and for format 8 (Kuhn and Leduc: one mirror unit per seat and hand; with the format set back
    # to 7, each report hashed to its format 7 pin: a9fe844841d09bed, 5eb82d91ddac744e, e171f150b0e2e4ae),
    # and for format 9 (``headsup`` units split by the seat's own strength: with the format set back to 8,
    # tricksoft hashes to its format 8 pin; dumper and honest, with every pair's ``soft-play`` test and the
    # format taken out, hash the same before and after, f184b75d1b6f99d9 and 86223be569eaffe7: only the
    # soft-play tests moved, and no flag did). Format 8 pins: 21154f9be65bb222, 612b7ba9f1e80dd4, bb3fbb32ebe15fae.
    # Format 10 (``faced`` units split by whether the cards paid the price): with the format set back to 9,
    # tricksoft hashes to its format 9 pin; dumper and honest, with every pair's ``dump`` and ``soft-play``
    # tests, those flags and the format taken out, hash the same before and after, eea9e946afd2808c and
    # 0318aa3550376c26. Format 9 pins: 2881a1c0538d9f71, 60e1d202369bc088, 23036829151d47ad.
    # Format 11 (open decisions before the flop are ``leads2`` units, review 44a): with the format set back
    # to 10, tricksoft hashes to its format 10 pin; with the old units (no ``leads2``) and the format set
    # back to 10, dumper and honest hash to their format 10 pins; with every pair's ``feed`` test and
    # ``leads`` signal, the agents' ``leads`` context, the feed flags and the format taken out, the two
    # formats differ only in some pairs' ``episodes`` (three of dumper's, four of honest's: they now meet in
    # every episode). Honest keeps no flag; dumper adds ``feed`` receiver -> dumper on the planted pair
    # itself (the receiver opens whenever the dumper is in). Then, in the same format, the trick units:
    # ``yield`` by the share of the legal cards that take the lead, and the hearts ``trick-rescue`` test
    # (its entries in ``method``, so all three move; tricksoft is Oh Hell: no ``rescue`` unit, the same
    # flag). Pins with the ``leads2`` units alone: b1bfb48b289bba46, b05a0d107f565ef0, b47129a1708ed963.
    # Format 10 pins: a3270d1d55bc8810, 7660b556bf252210, 56c71fd4d0b25977.
    # Format 12 (the directed ``trick-yield`` test): with the format set back to 11 and the test taken out of
    # ``method`` (its ``minUnits`` and ``tests`` entries, the ``yield`` bar), of every pair's tests and of the
    # flags, all three hash to their format 11 pins: nothing else moved. Tricksoft adds ``trick-yield`` both
    # ways on its planted pair; dumper and honest add no flag. Format 11 pins: c5f08e700633d533,
    # 81a555627900be6c, df35e1d7515bcc2e. In the same format, the trick units' shares in quarters and Oh Hell
    # ``yield`` units split by whether the seat has made its bid (evidence format 13): dumper and honest keep their
    # bytes; tricksoft's yield tests move, and it keeps its flags (``trick-soft-play`` on the planted pair, Holm
    # 6.8e-31, and ``trick-yield`` both ways). Tricksoft's pin before those splits: 85166a87db0dcfa4.
    # Format 13 (the directed Oh Hell ``trick-spare`` and Hearts ``trick-shelter`` tests and their ``spare`` and
    # ``shelter`` units, evidence format 14, review 47a): with the format set back to 12 and both tests taken out of
    # ``method`` (``minUnits``, ``tests``, their bars), of every pair's tests and signals, of the agents' context
    # and of the flags, all three hash to their format 12 pins: nothing else moved, and no league gains a flag.
    # Format 12 pins: 7cc11d8e9cd6937a, 5dbd45205ba8500c, f2bac6645af10116.
    # Format 14 (``feed-open``: the opens before the flop tested apart from ``feed``): with ``feed`` back on
    # ``calls`` and ``leads``, no ``feed-open`` and the format set back to 13, all three hash to their format 13
    # pins (/tmp/m47/pins.py, session 47). Dumper's receiver -> dumper flag moves from ``feed`` to ``feed-open``
    # (it opens whenever the dumper is in); honest keeps no flag, tricksoft its three.
    # Format 13 pins: c0f0e15a855b86f8, 912cda946a49793f, 960f786705d50b2e.
    # Format 15 (the Spades and Euchre ``let`` units, evidence format 15, and the directed ``trick-let`` test,
    # review 48a): these leagues are Hold'em and Oh Hell, with no ``let`` unit; with the format set back to 14 and
    # ``trick-let`` taken out of ``method`` (its ``minUnits`` and ``tests`` entries and the ``let`` bar), all three
    # hash to their format 14 pins (/tmp/rt48a/pins.py, session 48): nothing else moved, and the flags are the same.
    # Format 14 pins: a815801390e1208d, e3aabc8f169b8c8a, b2e01852d50116dd.
    # Format 16 (``trick-let`` also reads each stratum on its own, red team 48e): with the format set back to 15 and
    # ``eachStratum`` taken out of ``method``, all three hash to their format 15 pins (scratch pins.py, session 48):
    # no Spades or Euchre here, the flags are the same. Format 15 pins: 35cc60f6584f6bb4, b0ff2e00e6c7586e,
    # 9d4e52a116196c80.
    # In format 16, a p-value under 5e-13 is written to 12 significant digits, no longer as 0 (review 51e): only
    # such p-values moved, each from 0 to its value (6 pColumn entries of dumper's, 17 p, pRow, pColumn and pHolm
    # entries of tricksoft's; honest has none). Pins before: 56ff14e985dca42c, c2731b8d7bf0d81e, 8c0906c7177dade6.
    # A change here is a change of published bytes, so it must be deliberate.
    import hashlib

    expected = {
        "dumper": "b9bf929fc114053f",
        "tricksoft": "250128b535a09239",
        "honest": "8c0906c7177dade6",
    }
    for kind, prefix in expected.items():
        assert hashlib.sha256(dump_bytes(_report(kind, 20))).hexdigest()[:16] == prefix, kind


def test_kept_sums_of_another_kind_are_refused():
    import json

    from cosino.league import integrity

    sums = integrity.empty_sums()
    for episode, evidence in _league("dumper", 2):
        sums.add(episode, evidence)
    good = json.loads(json.dumps(sums.to_json()))
    assert integrity.kept_sums(good) is not None
    for damage in ("format", "top", "bits", "cells", "hex", "met"):
        data = json.loads(json.dumps(good))
        if damage == "format":
            data["format"] = 0
        elif damage == "top":
            data["for"]["top"] = 3
        elif damage == "bits":
            data["bits"][0][3] = format(1 << len(data["ids"]), "x")  # an episode that is not kept
        elif damage == "hex":
            data["bits"][0][3] = data["bits"][0][3].upper() + "\uff10"  # a full-width zero: int(.., 16) reads it
        elif damage == "met":
            data["met"][0][2] = float(data["met"][0][2])
        else:
            data["cells"][0][3] = "many"
        assert integrity.kept_sums(data) is None, damage
