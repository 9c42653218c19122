"""Red team 48a: the partnership trick games (Spades, Euchre) in the league integrity report.

Known limit closed: Spades and Euchre gave the report no units at all (letting one's partner win is good play
there), so a seat that let one *opponent* agent's winning cards stand was never flagged. In red team 47a's
leagues the helped agent's mean net per hand rose from 49.84 to 58.95 in Spades and from 0.309 to 0.372 in
Euchre, and nothing was flagged. The ``let<come><share><side>`` units (evidence format 15) count only plays
against an opponent's winning card, where the seat held both a card that takes the lead and one that does
not; the directed ``trick-let`` test (report format 15) is built as ``trick-yield`` is.
"""

from __future__ import annotations

import hashlib
from fractions import Fraction
from typing import Any

import pytest

from cosino.diagnostics.softplay import SoftplayError, partnership_units
from cosino.league.integrity import EVIDENCE_FORMAT, episode_evidence, league_integrity
from cosino.primitives.canonical import dump_bytes


def _hand(slots: list[int], plays: list[tuple[int, str, list[str]]], bids: Any = None, makers: Any = None) -> list:
    """One scored hand's records: ``slots`` maps positions to slots; plays are (slot, card, legal)."""
    out: list[dict[str, Any]] = [{"type": "hand", "hand": 0, "slots": slots}]
    out += [{"type": "action", "action": "bid", "hand": 0, "slot": s, "amount": b} for s, b in (bids or {}).items()]
    if makers is not None:
        out.append({"type": "makers", "hand": 0, "slot": makers[0], "trump": makers[1], "alone": makers[2]})
    out += [
        {"type": "action", "action": "play", "hand": 0, "slot": s, "card": c, "legal": legal} for s, c, legal in plays
    ]
    return out + [{"type": "handEnd", "hand": 0}]


def _units(game: str, records: list) -> list[tuple[str, int, int, int]]:
    return [(kind, a, b, int(value)) for kind, a, b, _h, value in partnership_units(game, records, 4)]


BIDS = {0: 3, 1: 3, 2: 3, 3: 3}


def test_a_partners_winning_card_makes_no_unit_and_an_opponents_does() -> None:
    """Positions map to slots per hand: with slots [2, 0, 3, 1], slot 2 partners slot 3 and slot 0 partners
    slot 1. Slot 0 leads the king of hearts; slot 3 (an opponent of slot 0) could beat it and ducks: a ``let``
    unit of 1; slot 1 (slot 0's partner) could beat it and ducks: no unit. Before: no unit at all in Spades."""
    plays = [(0, "Kh", ["Kh"]), (3, "2h", ["2h", "Ah"]), (1, "3h", ["3h", "As"]), (2, "4h", ["4h"])]
    records = _hand([2, 0, 3, 1], plays, BIDS)
    assert _units("spades", records) == [("let2200", 3, 0, 1)]
    evidence = episode_evidence(
        [{"type": "episode", "variant": "spades", "seats": [{"agent": x} for x in "abcd"]}] + records
    )
    assert evidence is not None and evidence["format"] == EVIDENCE_FORMAT == 16
    assert evidence["units"] == [["let2200", 3, 0, 0, Fraction(1)]]


def test_nil_bids_forced_plays_and_the_made_digit() -> None:
    """Spades: no unit for a seat that bid nil, none in a hand where an opponent bid nil (a nil bidder should
    be let win), none for a forced play (every legal card takes the lead); a partner's nil leaves the units.
    The side digit is 1 once the seat's side has taken the tricks it bid (the last, since evidence format 16,
    says whether the winning card is a trump)."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    assert _units("spades", _hand([0, 1, 2, 3], plays, {0: 3, 1: 0, 2: 3, 3: 3})) == []  # the chooser's nil
    assert _units("spades", _hand([0, 1, 2, 3], plays, {0: 0, 1: 3, 2: 3, 3: 3})) == []  # the winner's nil
    assert _units("spades", _hand([0, 1, 2, 3], plays, {0: 3, 1: 3, 2: 0, 3: 3})) == []  # the winner's partner's
    assert _units("spades", _hand([0, 1, 2, 3], plays, {0: 3, 1: 3, 2: 3, 3: 0})) == [("let2200", 1, 0, 0)]
    assert _units("spades", _hand([0, 1, 2, 3], [(0, "Kh", ["Kh"]), (1, "Ah", ["Ah"])], BIDS)) == []  # forced
    # Slots 0 and 2 bid 2 between them and take the first two tricks: in the third, slot 2's unit ends in 1.
    first = [(0, "Ac", ["Ac"]), (1, "2c", ["2c", "3s"]), (2, "3c", ["3c"]), (3, "4c", ["4c"])]
    second = [(2, "Ad", ["Ad"]), (3, "5d", ["5d"]), (0, "6d", ["6d"]), (1, "7d", ["7d"])]
    third = [(1, "Kh", ["Kh"]), (2, "2h", ["2h", "Ah"]), (3, "3h", ["3h"]), (0, "4h", ["4h"])]
    bids = {0: 1, 1: 4, 2: 1, 3: 4}
    assert _units("spades", _hand([0, 1, 2, 3], first + second + third, bids)) == [
        ("let2200", 1, 0, 1),
        ("let2210", 2, 1, 1),
    ]


def test_euchre_makers_defenders_and_a_lone_maker() -> None:
    """Euchre: the last digit is 0 for a defending side, 1 for the makers, 2 against a lone maker and 3 for the
    lone maker itself; with a lone maker a trick has three cards, so the seat after it plays last (``come``
    0). The bowers count: the left bower (the jack of the trump's colour) beats the ace of trump. Since evidence
    format 16 a last digit says the winning card (here the ace of hearts, trump) is a trump."""
    plays = [(0, "Ah", ["Ah"]), (1, "9h", ["9h", "Jd"])]
    assert _units("euchre", _hand([0, 1, 2, 3], plays, makers=(0, "h", False))) == [("let2201", 1, 0, 1)]
    assert _units("euchre", _hand([0, 1, 2, 3], plays, makers=(3, "h", False))) == [("let2211", 1, 0, 1)]
    alone = [(0, "Ah", ["Ah"]), (1, "9h", ["9h", "Jd"]), (3, "Th", ["Th", "Jh"])]
    assert _units("euchre", _hand([0, 1, 2, 3], alone, makers=(0, "h", True))) == [
        ("let1221", 1, 0, 1),
        ("let0221", 3, 0, 1),
    ]
    lone = [(0, "Ah", ["Ah"]), (1, "Jd", ["9h", "Jd"])]
    assert _units("euchre", _hand([0, 1, 2, 3], lone, makers=(1, "h", True))) == [("let1231", 1, 0, 0)]


def test_damaged_hand_records_get_one_line_naming_the_record() -> None:
    """A hand record whose ``slots`` is not a permutation of the four slots, a 'makers' record without a suit,
    and a slot playing twice in one trick are refused with one line naming the record (before: a KeyError or
    nothing, since no unit was read)."""
    plays = [(0, "Kh", ["Kh"]), (1, "Ah", ["2h", "Ah"])]
    for slots in ([0, 1, 2, 2], [0, 1, 2], [0, 1, 2, True], "0123"):
        with pytest.raises(SoftplayError, match="record 0: field 'slots'") as caught:
            _units("spades", _hand(slots, plays, BIDS))  # type: ignore[arg-type]
        assert "\n" not in str(caught.value)
    with pytest.raises(SoftplayError, match="record 1: a 'makers' record"):
        _units("euchre", _hand([0, 1, 2, 3], plays, makers=(0, "x", False)))
    with pytest.raises(SoftplayError, match="slot 0 plays twice"):
        _units("spades", _hand([0, 1, 2, 3], plays[:1] + [(0, "Ah", ["Ah"])], BIDS))


def _league(kind: str, size: int) -> list:
    from cosino_devtools import calibrate

    return [calibrate.league_episode(kind, 0, i)[:2] for i in range(size)]


@pytest.mark.parametrize("kind", ["let-spades", "let-euchre"])
def test_the_planted_partnership_seat_is_flagged_and_nothing_else(kind: str) -> None:
    """Calibration league 0 of ``let-spades`` and ``let-euchre`` at 20 episodes: the trick soft player letting
    ``house#2``'s winning cards stand is flagged ``trick-let`` towards it, and nothing else is. Before: no
    unit and no flag (measured at 40 episodes in red team 47a's leagues); after, in this league, Spades Holm p
    3.4e-84 on 281 units and Euchre 8.0e-19 on 70 (Euchre 1.7e-14 since report format 16, each stratum read on its
    own and the ``let`` units split by trump), an excess of 1 (the house seat never lets an opponent's card
    stand). Over 30 calibration leagues: caught 30/30 at 10, 20 and 40 episodes in Spades, 29/30, 30/30, 30/30
    in Euchre."""
    from cosino_devtools import calibrate

    agents = calibrate.LEAGUES[kind][1]
    report = league_integrity(_league(kind, 20), seed=calibrate.LEAGUE_SEED[kind])
    assert [(f["flag"], f["agents"]) for f in report["flags"]] == [("trick-let", [agents[0], "house#2"])]
    assert report["flags"][0]["pHolm"] < Fraction(1, 10**12)
    assert report["flags"][0]["excess"] == [1]


@pytest.mark.parametrize("kind", ["honest-spades", "honest-euchre"])
def test_honest_partnership_leagues_flag_nothing(kind: str) -> None:
    """Calibration league 0 of ``honest-spades`` and ``honest-euchre`` (house x2, random x2) at 20 episodes:
    every pair is tested for ``trick-let`` and none is flagged; the house seats never let an opponent's card
    stand (rate 0), and the random seats' smallest row p is 0.24 (Spades) and 0.098 (Euchre). Before: no pair
    was tested (no unit). Over 30 calibration leagues: 0/180 pairs flagged at 10, 20 and 40 episodes in each."""
    from cosino_devtools import calibrate

    report = league_integrity(_league(kind, 20), seed=calibrate.LEAGUE_SEED[kind])
    assert report["flags"] == []
    tested = [p for p in report["pairs"] if "trick-let" in p["tests"]]
    assert len(tested) == 12
    for pair in tested:
        assert pair["agent"].startswith("random") or pair["let"]["rate"] == 0
        assert pair["tests"]["trick-let"]["pRow"] > Fraction(1, 20)


def test_oh_hell_and_hearts_evidence_is_unchanged_but_for_its_format() -> None:
    """The non-partnership games' units did not change: the first episode of ``oneway-tricks`` (Oh Hell) and
    of ``honest-hearts``, their evidence without its format number, hash as on main before this change
    (b88a477e364384ca and fe0cbf57180928fe; 18 episodes of six trick kinds compared the same way)."""
    from cosino_devtools import calibrate

    for kind, pin in (("oneway-tricks", "b88a477e364384ca"), ("honest-hearts", "fe0cbf57180928fe")):
        _e, evidence, _h, _n = calibrate.league_episode(kind, 0, 0)
        assert evidence is not None and evidence.pop("format") == EVIDENCE_FORMAT
        assert not any(u[0].startswith("let") for u in evidence["units"])
        assert hashlib.sha256(dump_bytes(evidence)).hexdigest()[:16] == pin, kind


PYODIDE_SCRIPT = """
import hashlib, os
from cosino.arena.replay import read_replay
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.primitives.canonical import dump_bytes
for variant in ("spades", "euchre"):
    names = sorted(n for n in os.listdir(FOLDER) if n.startswith(variant + "-"))
    evidence = [(n, episode_evidence(read_replay(open(FOLDER + "/" + n, "rb").read(), n))) for n in names]
    report = league_integrity(evidence, seed=5)
    units = sum(p["let"]["units"] for p in report["pairs"])
    print(variant, units, hashlib.sha256(dump_bytes(report)).hexdigest())
"""


def test_the_let_units_report_the_same_bytes_in_pyodide(tmp_path: Any) -> None:
    """The browser recomputes the report from the replays: three Spades and three Euchre episodes (house and
    random seats, 4 hands) give the same report bytes, ``let`` units included, under CPython and Pyodide.
    Before: both reports held no unit (Spades and Euchre were skipped)."""
    import subprocess
    import sys
    from pathlib import Path

    from support.pyodide_env import play_seeded, pyodide_missing

    from cosino.primitives.canonical import jsonl_bytes
    from cosino_devtools.bench.audit import build_core_wheel, run_in_pyodide

    if pyodide_missing() is not None:
        pytest.skip(str(pyodide_missing()))
    folder = tmp_path / "replays"
    folder.mkdir()
    for variant in ("spades", "euchre"):
        for i in range(3):
            records = play_seeded(variant, ("house", "random", "house", "random"), 4, 48 + i, budget_per_hand=240)
            (folder / f"{variant}-{i}.jsonl").write_bytes(jsonl_bytes(records))
    script = PYODIDE_SCRIPT.replace("FOLDER", repr(str(folder)))
    root = Path(__file__).resolve().parent.parent
    here = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600, cwd=root)
    assert here.returncode == 0, here.stderr[-2000:]
    lines = here.stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["spades", "euchre"] and all(int(x.split()[1]) > 0 for x in lines)
    files = {path: f"/replays/{path.name}" for path in sorted(folder.iterdir())}
    there = run_in_pyodide(
        build_core_wheel(tmp_path / "wheel"), files, PYODIDE_SCRIPT.replace("FOLDER", repr("/replays"))
    )
    assert there.returncode == 0, there.stderr[-2000:]
    assert there.stdout == here.stdout


class SideHelper:
    """Throws the tricks to the side of the seat with alias ``Gizmo``: whenever Gizmo is an opponent, lets either
    opponent's winning card stand (its highest card that does; Gizmo shares its partner's score); the house
    seat otherwise."""

    def __init__(self, variant: str, rng: Any) -> None:
        from cosino.seats.trick_house import HouseTrickSeat

        self.variant, self.house = variant, HouseTrickSeat(variant, rng)

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        from cosino.seats.trick_house import CardJudge

        plays = [o for o in obs.get("legal") or [] if o.get("action") == "play"]
        trick, aliases = obs.get("trick") or [], obs.get("aliases") or []
        if plays and trick and "Gizmo" in aliases:
            me, helped = obs["position"], aliases.index("Gizmo")
            judge = CardJudge(self.variant, obs.get("trump"))
            pos, power, led = judge.best(trick)
            under = [c for c in plays[0]["cards"] if judge.strength(c, led) <= power]
            if helped % 2 != me % 2 and pos % 2 != me % 2 and under:
                return {"action": "play", "card": max(under, key=judge.value)}
        return self.house.act(obs)


def test_a_seat_that_throws_tricks_to_one_agents_side_is_flagged_towards_it() -> None:
    """In Spades and Euchre an agent's score is its side's, so a helper can let either opponent win whenever the
    agent it helps is one of them: its lets then fall on that agent and, half as often, on each other agent
    (who is the helped agent's partner in some episodes). ``SideHelper`` beside ``house#2`` (Gizmo),
    ``house#1`` and ``random#1``, Spades, 20 episodes (seeds 48,200,000 on): flagged ``trick-let`` towards
    ``house#2`` and nothing else (Holm p 6.6e-8 on 350 units, 1.3e-7 since report format 16 doubles the pooled p
    for reading each stratum too; it lets 0.45 more of its chances stand than towards its other opponents).
    Before: no unit, no flag. Measured over 10 such leagues: caught in 9, 10 and 10 at 10, 20 and 40 Spades
    episodes, and 3, 9 and 10 in Euchre, no other pair flagged."""
    from support.leagues import trick_league

    agents = ("sidehelper", "house#2", "house#1", "random#1")
    evidence, _nets, _hands = trick_league(
        "spades", agents, 48_200_000, 20, lambda slot, variant, rng: SideHelper(variant, rng) if slot == 0 else None
    )
    report = league_integrity(evidence)
    assert [(f["flag"], f["agents"]) for f in report["flags"]] == [("trick-let", ["sidehelper", "house#2"])]
    flag = report["flags"][0]
    assert flag["pHolm"] < Fraction(1, 10**6) and flag["units"] == [350]
    assert flag["material"][0] > Fraction(2, 5)
