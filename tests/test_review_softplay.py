"""The trick-game soft-play audit against a reference written from the rules, on whole episodes
(oh-hell down to one-card hands, hearts through every passing direction) and on hand-made edges."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics.softplay import SoftplayError, softplay_audit
from cosino.seats.house import decision_rng
from cosino.seats.trick_house import make_trick_seat

RANKS = "23456789TJQKA"


def _episode(variant, kinds, hands, seed):
    ep = Episode(EpisodeConfig(variant, tuple(kinds), hands=hands, seed=seed, budget=10**6))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_trick_seat(variant, kinds[slot], decision_rng(seed, slot, k)).act(obs))
        k += 1
    return ep.records


def _beats(card, best, led, trump):
    """Whether ``card`` takes the lead from ``best`` in a trick led in ``led``."""
    if card[1] == best[1]:
        return RANKS.index(card[0]) > RANKS.index(best[0])
    return card[1] == trump or (best[1] != trump and card[1] == led and best[1] != led)


def _reference(records, n=4):
    chance = [[0] * n for _ in range(n)]
    yielded = [[0] * n for _ in range(n)]
    discards = [[0] * n for _ in range(n)]
    gift = [[0] * n for _ in range(n)]
    scored = {r["hand"] for r in records if r.get("type") == "handEnd"}
    trump, trick = None, []
    for r in records:
        if r.get("type") == "hand":
            trump, trick = None, []
        if r.get("hand") not in scored:
            continue
        if r.get("type") == "trumpCard":
            trump = r["trump"]
        if r.get("type") != "action" or r.get("action") != "play":
            continue
        if trick:
            led = trick[0][1][1]
            best_slot, best = trick[0][0], trick[0][1]
            for s, c, _v in trick[1:]:
                if _beats(c, best, led, trump):
                    best_slot, best = s, c
            if any(_beats(c, best, led, trump) for c in r["legal"]):
                chance[r["slot"]][best_slot] += 1
                yielded[r["slot"]][best_slot] += not _beats(r["card"], best, led, trump)
            void = all(c[1] != led for c in r["legal"])
        else:
            void = False
        trick.append((r["slot"], r["card"], void))
        if len(trick) == 4:
            led = trick[0][1][1]
            win_slot, win = trick[0][0], trick[0][1]
            for s, c, _v in trick[1:]:
                if _beats(c, win, led, trump):
                    win_slot, win = s, c
            for s, c, v in trick:
                if v and s != win_slot:
                    discards[s][win_slot] += 1
                    gift[s][win_slot] += 13 if c == "Qs" else int(c[1] == "h")
            trick = []
    return chance, yielded, discards, gift, len(scored)


@pytest.mark.parametrize(
    "variant, hands, seed",
    [("oh-hell", 20, 1), ("oh-hell", 20, 2), ("hearts", 8, 3), ("hearts", 8, 4)],
)
def test_matches_the_reference_on_whole_episodes(variant, hands, seed):
    records = _episode(variant, ["house", "random", "house", "random"], hands, seed)
    chance, yielded, discards, gift, scored = _reference(records)
    audit = softplay_audit(variant, records, 4)
    assert audit["chance"] == chance and audit["yield"] == yielded
    assert audit["power"]["hands"] == scored == hands
    for a in range(4):
        assert audit["field"][a] == (Fraction(sum(yielded[a]), sum(chance[a])) if sum(chance[a]) else None)
        for b in range(4):
            rate = audit["yieldRate"][a][b]
            assert rate == (Fraction(yielded[a][b], chance[a][b]) if a != b and chance[a][b] else None)
            assert rate is None or type(rate) is Fraction
    if variant == "hearts":
        assert audit["discards"] == discards and audit["gift"] == gift
        assert sum(map(sum, gift)) > 0
    if variant == "oh-hell":  # the default schedule runs down to one card a hand
        assert 1 in {r["size"] for r in records if r.get("type") == "trumpCard"}


def _play(hand, slot, card, legal):
    return {"type": "action", "action": "play", "hand": hand, "slot": slot, "card": card, "legal": legal}


def test_no_chances_at_all():
    """Every play follows a trick a later card cannot beat: all rates null, the power block zero."""
    records = [
        {"type": "hand", "hand": 0},
        {"type": "trumpCard", "hand": 0, "trump": None, "card": None, "size": 1},
        _play(0, 0, "Ac", ["Ac"]),
        _play(0, 1, "2c", ["2c"]),
        _play(0, 2, "3c", ["3c"]),  # beats nothing: Ac still wins
        _play(0, 3, "4d", ["4d"]),
        {"type": "handEnd", "hand": 0},
    ]
    audit = softplay_audit("oh-hell", records, 4)
    assert audit["chance"] == [[0] * 4] * 4
    assert audit["field"] == [None] * 4
    assert audit["power"] == {"hands": 1, "chanceMin": 0, "chanceMedian": Fraction(0)}


def test_no_scored_hand():
    audit = softplay_audit("hearts", [{"type": "hand", "hand": 0}, _play(0, 0, "2c", ["2c"])], 4)
    assert audit["power"]["hands"] == 0 and audit["field"] == [None] * 4


def test_one_card_hand_with_trump():
    """A one-card hand: 7s trumps the led Ac; the third seat could over-trump and does not."""
    records = [
        {"type": "hand", "hand": 0},
        {"type": "trumpCard", "hand": 0, "trump": "s", "card": "2s", "size": 1},
        _play(0, 0, "Ac", ["Ac"]),
        _play(0, 1, "7s", ["7s"]),
        _play(0, 2, "5d", ["5d"]),  # void; no trump in hand
        _play(0, 3, "3s", ["3s", "Ks"]),  # void in clubs: could over-trump with Ks
        {"type": "handEnd", "hand": 0},
    ]
    audit = softplay_audit("oh-hell", records, 4)
    assert audit["chance"][1][0] == 1 and audit["yield"][1][0] == 0
    assert audit["chance"][2][1] == 0
    assert audit["chance"][3][1] == 1 and audit["yield"][3][1] == 1
    assert audit["yieldRate"][3][1] == Fraction(1)


@pytest.mark.parametrize("trump", ["", "cd", "x", 5, ["s"]])
def test_a_trump_that_is_not_one_suit_letter_is_a_one_line_error(trump):
    records = [
        {"type": "hand", "hand": 0},
        {"type": "trumpCard", "hand": 0, "trump": trump},
        {"type": "handEnd", "hand": 0},
    ]
    with pytest.raises(SoftplayError, match="field 'trump'"):
        softplay_audit("oh-hell", records, 4)
