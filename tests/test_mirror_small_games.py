"""The mirror-memory test on Kuhn and Leduc (cosino.league.mirror): units of hand-made pairs with a
known answer, the board card completed from the seed (and refused when the records disagree with
it), the clairvoyant's showdown against the engine's own, the planted rememberer caught on both
games and honest leagues not flagged, and the Hold'em section's bytes unchanged."""

from __future__ import annotations

import copy
import sys
from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from cosino.games.protocol import Action  # noqa: E402
from cosino.games.registry import get_variant  # noqa: E402
from cosino.league import mirror  # noqa: E402
from cosino.league.integrity import EVIDENCE_FORMAT, episode_evidence, league_integrity  # noqa: E402
from cosino.league.mirror import mirror_units  # noqa: E402


def _header(variant: str, seed: int) -> dict:
    return {
        "type": "episode",
        "variant": variant,
        "seed": seed,
        "hands": 2,
        "config": {"duplicate": True, "chipRace": False, "startingStack": 13},
        "seats": [{"slot": 0, "agent": "x", "alias": "Sprocket"}, {"slot": 1, "agent": "y", "alias": "Gizmo"}],
    }


def _hand(h: int, slots: list[int], cards: list[str], steps: list) -> list[dict]:
    """One hand's records as the engine writes them: ``steps`` are (position, action) or a board card."""
    out = [{"type": "hand", "hand": h, "button": 0, "slots": slots, "stacks": [13, 13]}]
    out += [{"type": "deal", "hand": h, "pos": p, "slot": slots[p], "cards": [cards[p]]} for p in (0, 1)]
    for step in steps:
        if isinstance(step, str):
            out.append({"type": "board", "hand": h, "cards": [step]})
        else:
            pos, act = step
            out.append({"type": "action", "hand": h, "pos": pos, "slot": slots[pos], "action": act})
    return [*out, {"type": "handEnd", "hand": h, "nets": [0, 0], "cap": 13, "raw": {}}]


def _facing(units) -> list:
    """The answers to wagers (game digit 1 Kuhn, 2 Leduc); leads have 3 and 4."""
    return [u for u in units or () if u[0][7] in "12"]


def _leads(units) -> list:
    return [u for u in units or () if u[0][7] in "34"]


# Seed 1 deals Leduc pair 1 (hands 2 and 3) Jh to position 0, Qh to position 1 and the board Ks.
ROUND_ONE = [
    _header("leduc", 1),
    *_hand(2, [0, 1], ["Jh", "Qh"], [(0, "bet"), (1, "fold")]),
    *_hand(3, [1, 0], ["Jh", "Qh"], [(0, "check"), (1, "bet"), (0, "fold")]),
]


def test_a_leduc_pair_that_ended_in_round_one_is_completed_from_the_seed():
    # One unit per seat and hand: its first decision, a lead (game digit 4) or an answer to a wager
    # (2). Hand 2: slot 0's jack bets, behind the queen on the board Ks (wrong); slot 1's queen folds
    # to it, ahead (wrong). Hand 3, the mirror: slot 1's jack checks, behind (right); slot 0's queen
    # bets, ahead (right); slot 1's fold to that bet is its second decision: no unit. Kind digits:
    # label, game, card, round, board, position, round-1 wagers, ahead, raise possible.
    assert mirror_units(ROUND_ONE) == [
        ("mirror040000001", 0, 1, 2, Fraction(0)),
        ("mirror021001011", 1, 0, 2, Fraction(0)),
        ("mirror140000001", 1, 0, 3, Fraction(1)),
        ("mirror141001011", 0, 1, 3, Fraction(1)),
    ]


@pytest.mark.parametrize(
    "damage",
    [
        lambda r: r[0].update(seed=2),  # another seed deals other cards: the board cannot be trusted
        lambda r: r[0].update(seed=True),
        lambda r: r[0].update(seed=10**5000),
        lambda r: r[2].update(cards=["Kh"]),  # hand 2 deals another card than hand 3
        lambda r: r[2].update(cards=["Jh", "Qs"]),
        lambda r: r[2].update(cards=["Zz"]),
        lambda r: r[2].update(pos=1),
        lambda r: r.insert(4, {"type": "board", "hand": 2, "cards": ["Jh"]}),  # a card twice
        lambda r: r[4].update(action="shove"),
        lambda r: r[4].update(slot=7),
        lambda r: r[1].update(slots=[0]),
        lambda r: r[0].update(config={"duplicate": False}),
    ],
)
def test_damaged_small_game_replays_give_no_unit_and_no_error(damage):
    records = copy.deepcopy(ROUND_ONE)
    damage(records)
    units = mirror_units(records) or []
    assert all(u[3] == 3 for u in units)  # at most hand 3's own unit, where hand 2 stays readable
    league_integrity([("e", episode_evidence(records))])  # the report never raises for it


def test_a_leduc_pair_with_a_board_pair_in_round_two():
    # Seed 6, pair 0: Jh to position 0, Ks to position 1, board Js (the jack pairs it and wins). The
    # clairvoyant reads the pair's board in round 1 too; round 2's decisions are no seat's first.
    records = [
        _header("leduc", 6),
        *_hand(0, [1, 0], ["Jh", "Ks"], [(0, "check"), (1, "check"), "Js", (0, "bet"), (1, "call")]),
        *_hand(1, [0, 1], ["Jh", "Ks"], [(0, "bet"), (1, "raise"), (0, "call"), "Js", (0, "check"), (1, "check")]),
    ]
    assert mirror_units(records) == [
        ("mirror040000011", 1, 0, 0, Fraction(0)),  # the jack checks, ahead
        ("mirror042001001", 0, 1, 0, Fraction(1)),  # the king checks behind
        ("mirror140000011", 0, 1, 1, Fraction(1)),  # the jack bets, ahead
        ("mirror122001001", 1, 0, 1, Fraction(0)),  # the king raises, behind
    ]
    records[-4]["cards"] = ["Jh"]  # the two hands of the pair show other boards
    assert mirror_units(records) == []
    for r in records:
        if r.get("type") == "board":
            r["cards"] = ["Jd"]  # a card no Leduc deck holds
    assert mirror_units(records) == []


def test_a_kuhn_pair():
    records = [
        _header("kuhn", 1),
        *_hand(0, [1, 0], ["Ks", "Qs"], [(0, "bet"), (1, "fold")]),
        *_hand(1, [0, 1], ["Ks", "Qs"], [(0, "check"), (1, "bet"), (0, "call")]),
    ]
    assert mirror_units(records) == [
        ("mirror032000011", 1, 0, 0, Fraction(1)),  # the king bets, ahead: right
        ("mirror011001000", 0, 1, 0, Fraction(1)),  # the queen folds to the king's bet: right
        ("mirror132000011", 0, 1, 1, Fraction(0)),  # the king checks, ahead: wrong
        ("mirror131001001", 1, 0, 1, Fraction(0)),  # the queen bets, behind: wrong
    ]  # the king's call of that bet is its second decision: no unit
    records[3]["cards"] = ["Js"]  # hand 0 deals another card
    assert mirror_units(records) == []


def test_one_unit_per_seat_and_hand():
    # A lead (nothing to call: 1 for a bet ahead or a check behind) and an answer to a wager never
    # come from one seat in one hand: only the seat's first decision is a unit.
    for records in (ROUND_ONE, _kuhn_pair()):
        units = mirror_units(records)
        assert units and len({(u[1], u[3]) for u in units}) == len(units)
        assert _leads(units) and _facing(units)


def _kuhn_pair() -> list[dict]:
    return [
        _header("kuhn", 1),
        *_hand(0, [1, 0], ["Ks", "Qs"], [(0, "bet"), (1, "fold")]),
        *_hand(1, [0, 1], ["Ks", "Qs"], [(0, "check"), (1, "bet"), (0, "call")]),
    ]


def test_a_tie_gives_no_lead():
    records = [
        _header("leduc", 1),  # pair 0: Ks and Kh, board Js: a shared pot
        *_hand(0, [1, 0], ["Ks", "Kh"], [(0, "check"), (1, "check"), "Js", (0, "check"), (1, "check")]),
        *_hand(1, [0, 1], ["Ks", "Kh"], [(0, "check"), (1, "bet"), (0, "call"), "Js", (0, "check"), (1, "check")]),
    ]
    # No unit for a tied lead, and none for a later decision of the same seat either (the call
    # would be a unit as a first decision: a half share beats the price of 1/3).
    assert mirror_units(records) == []


def test_the_clairvoyant_showdown_is_the_engines():
    variant = get_variant("leduc")
    for deal in permutations(variant.deck(), 3):
        hand = variant.new_hand(list(deal) + [c for c in variant.deck() if c not in deal], [13, 13], 0, 0)
        for kind in ("check", "check", "check", "check"):
            hand.apply(Action(kind))
        net = hand.nets()[0]
        mine, theirs = mirror._strength(deal[0], deal[2]), mirror._strength(deal[1], deal[2])
        assert (net > 0, net == 0) == (mine > theirs, mine == theirs), deal


def test_a_real_leduc_episode_gives_units_the_report_reads():
    from cosino_devtools import mirror_calibrate

    records = mirror_calibrate.play_records("leduc-honest", 0, 0)
    units = mirror_units(records)
    assert units and {len(k) for k, *_ in units} == {len("mirror") + mirror.SMALL_DIGITS}
    assert {k[7] for k, *_ in units} == {"2", "4"} and {v for *_, v in units} <= {Fraction(0), Fraction(1)}
    evidence = episode_evidence(records)
    assert evidence is not None and evidence["format"] == EVIDENCE_FORMAT


@lru_cache(maxsize=None)
def _league(kind: str, episodes: int) -> dict:
    from cosino_devtools import mirror_calibrate

    return mirror_calibrate.league((kind, 0, episodes, ()))


@pytest.mark.parametrize("kind", ["kuhn", "leduc"])
def test_the_small_game_rememberer_is_flagged_and_honest_leagues_are_not(kind):
    report = _league(f"{kind}-rememberer", 48)
    assert [f["agent"] for f in report["flags"]] == ["rememberer"]
    assert report["flags"][0]["excess"] > 0 and "kuhnLeduc" in report["method"]
    honest = _league(f"{kind}-honest", 48)
    assert honest["flags"] == [] and all(t["tested"] for t in honest["agents"].values())


def test_the_hold_em_section_has_no_small_game_method():
    from cosino_devtools import mirror_calibrate

    report = league_integrity([mirror_calibrate.play("hu-rememberer", 0, i) for i in range(2)], seed=1)
    assert "kuhnLeduc" not in report["mirror"]["method"]


@pytest.mark.parametrize("variant", ["kuhn", "leduc"])
def test_the_small_rememberer_without_memory_is_the_house_seat(variant):
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.seats.house import decision_rng, make_seat
    from cosino.seats.planted import SmallRemembererSeat

    seat = make_seat("rememberer", variant, decision_rng(1, 0, 0))
    assert isinstance(seat, SmallRemembererSeat) and seat.memory is None
    episode = Episode(EpisodeConfig(variant, ("house", "random"), 8, 5))
    while (pending := episode.pending()) is not None:
        slot, observation = pending
        mine = make_seat("rememberer", variant, decision_rng(5, slot, episode.decisions)).act(observation)
        house = make_seat("house", variant, decision_rng(5, slot, episode.decisions)).act(observation)
        assert mine == house
        episode.decide(house)


def test_the_small_rememberer_folds_behind_and_raises_ahead_in_second_hands():
    from cosino.primitives.rng import Rng, derive
    from cosino.seats.house import make_seat
    from cosino.seats.planted import MirrorMemory, SmallRemembererSeat

    memory = MirrorMemory()
    memory.hand, memory.seen[0] = 1, (0, ["Qh"], ["Ks"])  # hand 0: position 0, the queen, board Ks
    seat = SmallRemembererSeat("leduc", make_seat("house", "leduc", Rng(derive(0, "t"))), memory)
    facing = {"position": 1, "cards": ["Jh"], "board": [], "pot": 4, "committed": [3, 1]}
    legal = [{"action": "fold"}, {"action": "call"}, {"action": "raise"}]
    assert seat.act({**facing, "legal": legal}) == {"action": "fold"}  # the jack is behind the queen
    seat.memory.seen[0] = (0, ["Jh"], ["Ks"])
    assert seat.act({**facing, "cards": ["Qh"], "legal": legal}) == {"action": "raise"}
    from cosino.seats.planted import make_colluder

    with pytest.raises(Exception, match="Hold'em, Kuhn or Leduc only"):
        make_colluder("rememberer", "hearts", Rng(derive(0, "t")))
    with pytest.raises(Exception, match="needs the game's house seat"):
        make_colluder("rememberer", "leduc", Rng(derive(0, "t")))


def test_leads_catch_the_kuhn_rememberer_in_a_short_league():
    # 12 episodes (6 of them the rememberer's, 96 hands): answers to wagers alone caught it in 9 of
    # 200 such leagues, with leads (one unit per seat and hand) in all 200 (docs/league-audit.md).
    report = _league("kuhn-rememberer", 12)
    assert [f["agent"] for f in report["flags"]] == ["rememberer"]
    assert any(k[7] == "3" for k, *_ in mirror_units(_kuhn_records()))


def _kuhn_records() -> list[dict]:
    from cosino_devtools import mirror_calibrate

    return mirror_calibrate.play_records("kuhn-rememberer", 0, 0)
