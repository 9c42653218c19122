"""The soft-play audit: hand-made logs, the planted soft player, purity and bad input."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import read_replay
from cosino.arena.scoring import compute_results
from cosino.diagnostics.softplay import SoftplayError, softplay_audit
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng
from cosino.seats.trick_house import make_trick_seat


def play(hand, pos, card, legal, slot=None):
    return {
        "type": "action",
        "action": "play",
        "hand": hand,
        "pos": pos,
        "slot": pos if slot is None else slot,
        "card": card,
        "legal": legal,
    }


def hearts_log(end=True):
    h = 0
    records = [
        {"type": "episode", "variant": "hearts"},
        {"type": "hand", "hand": h, "button": 0, "slots": [0, 1, 2, 3], "stacks": [0, 0, 0, 0]},
        # slot 1 leads 9c; slot 2 could beat with Kc but ducks with 2c; slot 3 is void and throws Qs;
        # slot 0 beats with Ac (chance and no yield against slot 1).
        play(h, 1, "9c", ["9c", "3d"]),
        play(h, 2, "2c", ["2c", "Kc"]),
        play(h, 3, "Qs", ["Qs", "4h"]),
        play(h, 0, "Ac", ["Ac", "5c"]),
        {"type": "trick", "hand": h, "pos": 0, "slot": 0, "cards": ["9c", "2c", "Qs", "Ac"], "points": 13},
        # slot 0 leads 2d; slot 1 holds only the 3d; slot 2 void throws 7h; slot 3 ducks with 4d holding Qd.
        play(h, 0, "2d", ["2d"]),
        play(h, 1, "3d", ["3d"]),
        play(h, 2, "7h", ["7h", "Kc"]),
        play(h, 3, "4d", ["4d", "Qd"]),
    ]
    if end:
        records.append({"type": "handEnd", "hand": h, "nets": [0, 0, 0, 0], "cap": 39, "raw": {}})
    return records


def test_counts_chances_yields_discards_and_gifts():
    audit = softplay_audit("hearts", hearts_log(), 4)
    chance, yielded = audit["chance"], audit["yield"]
    assert chance[2][1] == 1 and yielded[2][1] == 1  # Kc could beat 9c; 2c did not
    assert chance[0][1] == 1 and yielded[0][1] == 0  # Ac beat it
    assert chance[1][0] == 1 and yielded[1][0] == 0  # trick 2: the forced 3d beats 2d
    assert chance[3][1] == 1 and yielded[3][1] == 0  # 4d (or Qd) beats 3d
    assert chance[3][0] == 0  # void in clubs without trump: nothing can beat
    assert sum(map(sum, chance)) == 4 and sum(map(sum, yielded)) == 1
    assert audit["discards"][3][0] == 1 and audit["gift"][3][0] == 13  # the queen thrown on slot 0's trick
    assert audit["discards"][2][3] == 1 and audit["gift"][2][3] == 1
    assert audit["yieldRate"][2][1] == Fraction(1) and audit["yieldRate"][0][1] == Fraction(0)
    assert audit["yieldRate"][3][0] is None and audit["yieldRate"][2][2] is None
    assert audit["field"] == [Fraction(0), Fraction(0), Fraction(1), Fraction(0)]
    assert audit["power"] == {"hands": 1, "chanceMin": 0, "chanceMedian": Fraction(0)}


def test_unfinished_and_void_hands_are_skipped():
    assert softplay_audit("hearts", hearts_log(end=False), 4)["chance"] == [[0] * 4 for _ in range(4)]
    records = hearts_log(end=False) + [{"type": "handVoid", "hand": 0, "reason": "deadline"}]
    audit = softplay_audit("hearts", records, 4)
    assert audit["power"] == {"hands": 0, "chanceMin": 0, "chanceMedian": 0}


def test_partnership_games_have_no_audit():
    assert softplay_audit("euchre", hearts_log(), 4) is None
    assert softplay_audit("spades", hearts_log(), 4) is None


def test_oh_hell_uses_trump_and_has_no_discard_matrices():
    records = [
        {"type": "hand", "hand": 0, "button": 0, "slots": [3, 2, 1, 0], "stacks": [0] * 4},
        {"type": "trumpCard", "hand": 0, "card": "7s", "trump": "s", "size": 1},
        play(0, 1, "Ah", ["Ah"], slot=2),
        play(0, 2, "5d", ["5d", "2s"], slot=1),  # could ruff with 2s; declined
        play(0, 3, "3s", ["3s"], slot=0),
        play(0, 0, "4s", ["4s"], slot=3),  # must beat 3s
        {"type": "handEnd", "hand": 0, "nets": [0] * 4, "cap": 33, "unit": 4, "raw": {}},
    ]
    audit = softplay_audit("oh-hell", records, 4)
    assert audit["chance"][1][2] == 1 and audit["yield"][1][2] == 1
    assert audit["chance"][0][2] == 1 and audit["yield"][0][2] == 0
    assert audit["chance"][3][0] == 1 and audit["yield"][3][0] == 0
    assert "discards" not in audit and "gift" not in audit


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda r: r.pop("legal"), "field 'legal'"),
        (lambda r: r.update(card="Xx"), "field 'card'"),
        (lambda r: r.update(card="Kd"), "not in its recorded legal set"),
        (lambda r: r.update(slot=9), "field 'slot'"),
        (lambda r: r.update(legal=[]), "field 'legal'"),
    ],
)
def test_malformed_play_records_are_refused_in_one_line(mutate, message):
    records = hearts_log()
    mutate(records[3])
    with pytest.raises(SoftplayError, match=message) as info:
        softplay_audit("hearts", records, 4)
    assert "\n" not in str(info.value) and "record 3" in str(info.value)


def test_unknown_variant_is_refused():
    with pytest.raises(SoftplayError, match="not a trick game"):
        softplay_audit("kuhn", [], 2)


def run_episode(variant, kinds, hands, seed, partner_slot=1):
    ep = Episode(EpisodeConfig(variant, tuple(kinds), hands=hands, seed=seed, budget=10**6))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        kw = {"partner_alias": ep.aliases[partner_slot]} if kinds[slot] == "softplay" else {}
        ep.decide(make_trick_seat(variant, kinds[slot], decision_rng(seed, slot, k), **kw).act(obs))
        k += 1
    return ep


@pytest.mark.parametrize("seed", [0, 1])
def test_planted_soft_player_yields_to_its_partner_more_than_any_honest_seat(seed):
    ep = run_episode("oh-hell", ["softplay", "house", "house", "house"], 64, seed)
    audit = compute_results(ep.records)["audit"]
    toward_partner = audit["yieldRate"][0][1]
    assert audit["chance"][0][1] >= 10
    assert toward_partner > max(audit["field"][1:])
    assert toward_partner > audit["field"][0]
    assert audit["power"]["hands"] == 64


def test_soft_hearts_player_never_overtakes_or_loads_its_partner_by_choice():
    ep = run_episode("hearts", ["softplay", "house", "house", "house"], 16, 3)
    checked = 0
    trick = []
    for r in ep.records:
        if r.get("type") == "trick":
            trick = []
        if r.get("type") != "action" or r.get("action") != "play":
            continue
        if r["slot"] == 0 and trick:
            led = trick[0][1][1]
            best = max((t for t in trick if t[1][1] == led), key=lambda t: "23456789TJQKA".index(t[1][0]))
            if best[0] == 1:
                under = [
                    c
                    for c in r["legal"]
                    if c[1] != led or "23456789TJQKA".index(c[0]) < "23456789TJQKA".index(best[1][0])
                ]
                clean = [c for c in under if c[1] != "h" and c != "Qs"]
                if clean:
                    assert r["card"] in clean
                    checked += 1
                elif under:
                    assert r["card"] in under
        trick.append((r["slot"], r["card"]))
    assert checked >= 3


def test_audit_is_a_pure_function_of_the_replay_bytes():
    ep = run_episode("hearts", ["house", "random", "softplay", "house"], 2, 8)
    direct = softplay_audit("hearts", ep.records, 4)
    reread = softplay_audit("hearts", read_replay(jsonl_bytes(ep.records)), 4)
    assert direct == reread
    assert compute_results(ep.records)["audit"] == direct
