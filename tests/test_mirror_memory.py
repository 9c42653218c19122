"""The mirror-memory test (cosino.league.mirror): units read off a hand-made replay with a known
answer, the exact p-value against every relabelling, the seed-completed board, hostile replays,
the planted rememberer caught and its honest opponents not flagged."""

from __future__ import annotations

import copy
import sys
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product
from pathlib import Path
from unittest import mock

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from cosino.league import mirror  # noqa: E402
from cosino.league.integrity import episode_evidence, league_integrity  # noqa: E402
from cosino.league.mirror import mirror_units  # noqa: E402

HEADER = {
    "type": "episode",
    "variant": "holdem-hu",
    "seed": 1,
    "hands": 2,
    "config": {"duplicate": True, "chipRace": False, "bigBlind": 2, "startingStack": 200},
    "seats": [{"slot": 0, "agent": "x", "alias": "Sprocket"}, {"slot": 1, "agent": "y", "alias": "Gizmo"}],
}
LOW, ACES = ["2c", "7d"], ["As", "Ad"]
BOARD = [["Kh", "9s", "4c"], ["3h"], ["Jd"]]  # the aces win the showdown


def _act(h: int, slot: int, action: str, amount: int | None = None, street: int = 0) -> dict:
    r = {"type": "action", "hand": h, "slot": slot, "pos": 0, "street": street, "action": action}
    return r if amount is None else {**r, "amount": amount}


def _replay(second_answer: str) -> list[dict]:
    """Hand 0: slot 1 (aces) raises the big blind, slot 0 (seven high) calls (behind: wrong), and the
    aces call slot 0's river bet. Hand 1, the mirror: slot 1 holds the seven high and faces slot 0's raise."""
    h0 = [
        {"type": "hand", "hand": 0, "button": 0, "slots": [1, 0], "stacks": [200, 200]},
        {"type": "deal", "hand": 0, "slot": 0, "pos": 1, "cards": LOW},
        {"type": "deal", "hand": 0, "slot": 1, "pos": 0, "cards": ACES},
        {"type": "blind", "hand": 0, "slot": 1, "amount": 1},
        {"type": "blind", "hand": 0, "slot": 0, "amount": 2},
        _act(0, 1, "raise", 6),
        _act(0, 0, "call", 4),
        {"type": "board", "hand": 0, "street": 1, "cards": BOARD[0]},
        _act(0, 0, "check", street=1),
        _act(0, 1, "check", street=1),
        {"type": "board", "hand": 0, "street": 2, "cards": BOARD[1]},
        _act(0, 0, "check", street=2),
        _act(0, 1, "check", street=2),
        {"type": "board", "hand": 0, "street": 3, "cards": BOARD[2]},
        _act(0, 0, "bet", 8, street=3),
        _act(0, 1, "call", 8, street=3),
        {"type": "handEnd", "hand": 0, "nets": [-14, 14], "cap": 200, "raw": {}},
    ]
    h1 = [
        {"type": "hand", "hand": 1, "button": 0, "slots": [0, 1], "stacks": [200, 200]},
        {"type": "deal", "hand": 1, "slot": 1, "pos": 1, "cards": LOW},
        {"type": "deal", "hand": 1, "slot": 0, "pos": 0, "cards": ACES},
        {"type": "blind", "hand": 1, "slot": 0, "amount": 1},
        {"type": "blind", "hand": 1, "slot": 1, "amount": 2},
        _act(1, 0, "raise", 6),
        _act(1, 1, second_answer, 4 if second_answer == "call" else None),
        {"type": "handEnd", "hand": 1, "nets": [2, -2], "cap": 200, "raw": {}},
    ]
    return [HEADER, *h0, *h1, {"type": "end", "reason": "complete"}]


def _read(units) -> list[tuple]:
    """(label, slot, wager's slot, hand, band, street, ahead, no raise possible, place, value) of each
    unit; ``worse`` is an estimate."""
    return [(k[6], a, b, h, k[7], k[8], k[10], k[11], k[12], v) for k, a, b, h, v in units]


@pytest.mark.parametrize("answer, value", [("fold", 1), ("call", 0)])
def test_units_of_a_hand_made_pair(answer, value):
    # Prices: the small blind's 1 into 3 (1/4, band 1); 4 into 8 (1/3, band 1). The aces' river call
    # (ahead, right) is their second decision of the hand: one unit per slot and hand, the first.
    assert _read(mirror_units(_replay(answer))) == [
        ("0", 1, 0, 0, "1", "0", "1", "0", "0", 1),  # first hand, the aces (button) raise the big blind
        ("0", 0, 1, 0, "1", "0", "0", "0", "1", 0),  # first hand, behind, called: not the clairvoyant's choice
        ("1", 0, 1, 1, "1", "0", "1", "0", "0", 1),  # the mirror: the aces raise the big blind again
        ("1", 1, 0, 1, "1", "0", "0", "0", "1", value),  # the mirror: behind, a fold is right, a call wrong
    ]
    evidence = episode_evidence(_replay(answer))
    assert evidence is not None and evidence["agents"] == ["x", "y"] and len(evidence["units"]) == 4


def test_a_call_of_the_whole_stack_is_its_own_stratum():
    records = _replay("fold")
    records[-4] = _act(1, 0, "raise", 200)  # the mirror's raise puts slot 1 all in: no raise is left to it
    assert [u[7] for u in _read(mirror_units(records))] == ["0", "0", "0", "1"]


def test_the_hand_made_pair_has_no_other_answer_for_a_raise():
    records = _replay("fold")
    records[-3] = _act(1, 1, "raise", 12)  # continuing while behind, by raising
    assert _read(mirror_units(records))[-1][-1] == 0


def _without(records: list[dict], drop) -> list[dict]:
    return [r for r in copy.deepcopy(records) if not drop(r)]


@pytest.mark.parametrize(
    "damage",
    [
        "no-turn-no-seed",
        "no-turn-wrong-seed",
        "unpaired",
        "other-deal",
        "bad-card",
        "garbage",
        "void",
        "chip-race",
    ],
)
def test_hostile_replays_give_no_unit_and_no_error(damage):
    records = _replay("fold")
    if damage.startswith("no-turn"):
        # Neither hand shows the turn or river; the header's seed deals other cards, or is gone.
        records = _without(records, lambda r: r.get("type") == "board" and r.get("street", 0) > 1)
        if damage == "no-turn-no-seed":
            del records[0]["seed"]
    elif damage == "unpaired":
        records = _without(records, lambda r: r.get("hand") == 1)
    elif damage == "other-deal":
        records[next(i for i, r in enumerate(records) if r.get("type") == "deal" and r["hand"] == 1)]["cards"] = [
            "Qs",
            "Qd",
        ]
    elif damage == "bad-card":
        records[2]["cards"] = ["Zz", 7]
    elif damage == "garbage":
        records[5:5] = [{"type": "action", "hand": 0}, {"type": "blind", "hand": 0, "slot": "x", "amount": "lots"}]
        assert mirror_units([*records[:5], None, 3, *records[5:]]) == mirror_units(records)  # not even a dict
    elif damage == "void":
        records.insert(-2, {"type": "handVoid", "hand": 1, "reason": "deadline"})
    elif damage == "chip-race":
        records[0] = {**records[0], "config": {"duplicate": False}}
    units = mirror_units(records) or []
    if damage == "garbage":
        assert [u for u in units if u[3] == 0] == []  # the damaged hand gives nothing; the rest stands
    else:
        assert units == []
    league_integrity([("e", episode_evidence(records))])  # the report never raises for it


def test_an_agent_that_never_faces_a_wager_has_no_unit():
    records = _replay("fold")
    # Slot 0 checks its option instead of calling a raise; nobody bets after: it never faces one.
    records = _without(records, lambda r: r.get("type") == "action" and r.get("action") in ("raise", "bet", "fold"))
    records = [
        _act(r["hand"], r["slot"], "check", street=r["street"]) if r.get("action") == "call" else r for r in records
    ]
    assert [u for u in mirror_units(records) if u[1] == 0] == []


def test_a_pair_short_of_the_river_is_completed_from_the_seed():
    # Hands that ended before the river: the board is the deck the seed shuffled, as the engine dealt it.
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.seats.holdem_house import HoldemHouseSeat
    from cosino.seats.house import decision_rng

    for seed in range(20):  # the first seeded episode with such a pair
        episode = Episode(EpisodeConfig("holdem-hu", ("x", "y"), 16, seed))
        while (pending := episode.pending()) is not None:
            slot, observation = pending
            episode.decide(HoldemHouseSeat(decision_rng(seed, slot, episode.decisions)).act(observation))
        records = episode.records
        shown = {h: 0 for h in range(16)}
        for r in records:
            if r.get("type") == "board":
                shown[r["hand"]] += len(r["cards"])
        short = [p for p in range(8) if max(shown[2 * p], shown[2 * p + 1]) < 5]
        if short and any(u[3] // 2 in short for u in mirror_units(records)):
            break
    else:
        pytest.fail("no episode of 20 had a pair short of the river with a decision facing a wager")
    seen = {u[3] // 2 for u in mirror_units(records)}
    assert any(p in seen for p in short)
    split = mirror._split_hands(records)
    for p in short:
        deck = episode._deck(2 * p)
        board = mirror._pair_board(records[0], p, split[2 * p], split[2 * p + 1])
        assert board == [mirror.CARD_INDEX[c] for c in deck[4:9]]


def _evidence(units: list[tuple[str, int]]) -> dict:
    """Heads-up evidence of agent x: (kind, value) units against y."""
    return {
        "format": 5,
        "agents": ["x", "y"],
        "variant": "holdem-hu",
        "units": [[k, 0, 1, i, v] for i, (k, v) in enumerate(units)],
    }


def test_exact_p_matches_every_relabelling():
    strata = {
        "101100": ([1, 0, 1], [1, 1]),  # (first-hand values, second-hand values)
        "000101": ([0, 0, 1, 0], [1, 0, 1]),
        "211010": ([1], [0]),
    }
    units = [(f"mirror{label}{s}", v) for s, pair in strata.items() for label, vs in enumerate(pair) for v in vs]
    with mock.patch.object(mirror, "MIN_UNITS", 1):
        got = league_integrity([("e", _evidence(units))])["mirror"]["agents"]["x"]
    observed = sum(sum(second) for _first, second in strata.values())
    hits = total = 0
    choices = [combinations(first + second, len(second)) for first, second in strata.values()]
    for pick in product(*choices):
        total += 1
        hits += sum(map(sum, pick)) >= observed
    assert got["p"] == Fraction(hits, total)
    assert got["units"] == got["testedUnits"] == [8, 6] and got["correct"] == [4, 4]
    assert got["excess"] == Fraction(4, 6) - Fraction(4, 8)


def test_a_stratum_with_one_label_only_does_not_count():
    units = [("mirror0000000", 1)] * 9 + [("mirror1000000", 1)] * 9 + [("mirror1111111", 1)] * 4
    got = league_integrity([("e", _evidence(units))])["mirror"]["agents"]["x"]
    assert got["tested"] and got["strata"] == 1 and got["p"] == 1
    assert got["units"] == [9, 13] and got["testedUnits"] == [9, 9]


# -- leagues ---------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _league(kind: str, episodes: int) -> dict:
    from cosino_devtools import mirror_calibrate

    return mirror_calibrate.league((kind, 0, episodes, ()))


def test_the_planted_rememberer_is_flagged_and_its_honest_opponents_are_not():
    report = _league("hu-rememberer", 12)
    assert [f["agent"] for f in report["flags"]] == ["rememberer"]
    flag = report["flags"][0]
    assert flag["excess"] > 0 and flag["pHolm"] <= Fraction(1, 20) and flag["weigh"]
    # The honest seats facing it see other bets in the mirror hands, and are still not flagged.
    victims = [a for a, t in report["agents"].items() if a != "rememberer"]
    assert len(victims) == 3 and all(report["agents"][a]["tested"] for a in victims)


def test_an_honest_heads_up_league_raises_no_mirror_flag():
    report = _league("hu-honest", 12)
    assert report["flags"] == [] and all(t["tested"] for t in report["agents"].values())


def test_the_rememberer_without_memory_is_the_house_seat():
    from cosino.seats.house import decision_rng
    from cosino.seats.planted import RemembererSeat, make_colluder
    from cosino_runtime.seats.registry import build_seat

    seat = build_seat("rememberer", "holdem-hu", decision_rng(1, 0, 0))
    assert isinstance(seat, RemembererSeat) and seat.memory is None
    with pytest.raises(Exception, match="Hold'em, Kuhn or Leduc only"):
        make_colluder("rememberer", "hearts", decision_rng(1, 0, 0))


@pytest.mark.parametrize("records", [[], [None], [3, {"type": "hand"}], [{"variant": "holdem-hu", "config": 7}]])
def test_records_that_are_not_an_episode_give_nothing(records):
    assert not mirror_units(records)
