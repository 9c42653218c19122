"""Mutation review of the two audit diagnostics, cosino.diagnostics.collusion (Hold'em, three or more
seats) and cosino.diagnostics.softplay (hearts, oh-hell): hand-built replays whose numbers are worked
out here by hand from docs/collusion.md and docs/softplay.md, and a second, naive implementation of
each audit's counting rules, run against random inputs (never the code under test).

Each test names, in a one-line comment, the hand-made mutants it kills; each of them survived the
audit tests that existed before, unless the comment says "killed before too"."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_collusion import summary_for
from test_review_softplay import _reference

from cosino.diagnostics import collusion
from cosino.diagnostics.collusion import collusion_audit
from cosino.diagnostics.softplay import SoftplayError, softplay_audit
from cosino.games.poker.holdem import HoldemVariant
from cosino.games.protocol import Action
from cosino.games.registry import get_variant
from cosino.primitives.cards import DECK

SIX = HoldemVariant("holdem-6max", 6, 6)
RACE = get_variant("sixmax")
ROTATED = [1, 2, 3, 4, 5, 0]  # position p seats slot p + 1: a seating that is not its own inverse


# -- the collusion audit: hand-built six-max replays -------------------------------------------------


def _header(hands: int, seed: int = 5) -> dict:
    return {
        "type": "episode",
        "format": 1,
        "variant": "holdem-6max",
        "seed": seed,
        "hands": hands,
        "budget": 220,
        "seats": [{"slot": i, "alias": f"s{i}", "agent": "scripted"} for i in range(6)],
        "config": {"bigBlind": 2, "chipRace": False, "duplicate": True, "startingStack": 200},
    }


def _deck(holes: dict[int, str], board: str) -> list[str]:
    """A deck dealing ``holes`` (by position, button 0), then ``board``; unnamed seats get spare cards."""
    order = [1, 2, 3, 4, 5, 0]
    named = {p: [h[:2], h[2:]] for p, h in holes.items()}
    cards = [board[i : i + 2] for i in range(0, len(board), 2)]
    spare = [c for c in DECK if c not in {*cards, *(c for pair in named.values() for c in pair)}]
    for p in order:
        named.setdefault(p, [spare.pop(), spare.pop()])
    return [named[p][0] for p in order] + [named[p][1] for p in order] + cards + spare


def _hand(h: int, deck: list[str], actions: list[tuple], slots=None, void: bool = False) -> list[dict]:
    """One hand's records as an episode writes them; ``void`` cuts it after ``actions`` with a handVoid."""
    slots = slots or list(range(6))
    hand = SIX.new_hand(deck, [200] * 6, 0, h)

    def deco(e: dict) -> dict:
        return dict(e, hand=h, **({"slot": slots[e["pos"]]} if "pos" in e else {}))

    out = [{"type": "hand", "hand": h, "button": 0, "slots": slots, "stacks": [200] * 6}]
    out += [deco(e) for e in hand.start_events()]
    for act in actions:
        out += [deco(e) for e in hand.apply(Action(*act))]
    if void:
        return out + [{"type": "handVoid", "hand": h, "reason": "deadline"}]
    nets = [0] * 6
    for p, v in enumerate(hand.nets()):
        nets[slots[p]] = v
    return out + [{"type": "handEnd", "hand": h, "nets": nets, "cap": hand.swing_cap(), "raw": {}}]


def _replay(*hands: list[dict], seed: int = 5) -> list[dict]:
    return [_header(len(hands), seed)] + [r for h in hands for r in h] + [{"type": "end", "reason": "complete"}]


FOLD_AROUND = [("fold",)] * 4  # positions 4, 5, 0 and 1 fold to position 3's open
CHECK_DOWN = [("check",)] * 4  # flop and turn checked through by positions 2 and 3
QUADS = _deck({3: "AsAh", 2: "3c4d"}, "AdAcKh7d2s")  # position 3 holds four aces by the river


def _zero_except(matrix, expected: dict) -> bool:
    return all(matrix[a][b] == expected.get((a, b), 0) for a in range(6) for b in range(6))


# Kills C06 (fold shares read via the seating, not its inverse), C24 (self-flow), C25, C26 (pots read by position).
def test_a_rotated_seating_books_fold_loss_flow_and_contest_by_slot():
    # Position 3 (slot 4) opens to 6, the big blind (position 2, slot 3) calls, it is checked to the
    # river, position 2 bets 20 and position 3 folds four aces.
    actions = [("raise", 6), *FOLD_AROUND, ("call",), *CHECK_DOWN, ("bet", 20), ("fold",)]
    audit = collusion_audit(_replay(_hand(0, QUADS, actions, ROTATED)))
    # At the fold: pot 1 + 26 + 6 = 33, 20 to call, the aces win every runout: 13 chips given up,
    # shared by what the others had in: slot 2 (small blind) 1 chip, slot 3 (big blind) 26.
    assert _zero_except(audit["surrender"], {(4, 3): Fraction(13 * 26, 27), (4, 2): Fraction(13, 27)})
    # The bet of 20 comes back: the pot is 1 (slot 2) + 6 (slot 3) + 6 (slot 4), all to slot 3.
    assert _zero_except(audit["flow"], {(2, 3): 1, (4, 3): 6})
    assert _zero_except(audit["contested"], {(a, b): 1 for a in (2, 3, 4) for b in (2, 3, 4) if a != b})


# Kills C53 (a two-way showdown's slice left unpriced books the loser's whole stake as surrender).
def test_a_heads_up_showdown_books_nothing_for_the_two_players():
    actions = [("raise", 6), *FOLD_AROUND, ("call",), *CHECK_DOWN, ("bet", 20), ("call",)]
    audit = collusion_audit(_replay(_hand(0, QUADS, actions)))
    assert all(v == 0 for v in audit["surrender"][2]) and all(v == 0 for v in audit["surrender"][3])
    # The pot of 1 + 26 + 26 goes to the aces (position 3): the small blind's 1 and the caller's 26.
    assert _zero_except(audit["flow"], {(1, 3): 1, (2, 3): 26})


# Kills C03 (a voided hand's runouts stay in equitySamples), C04 (a voided hand's folds are booked).
def test_a_voided_hand_adds_neither_samples_nor_losses_nor_a_hand():
    # Hand 0 is voided after two cheap preflop folds (each draws runouts before it can give up).
    void = _hand(0, QUADS, [("raise", 6), ("fold",), ("fold",)], void=True)
    # Hand 1: everyone all in preflop, no fold, so nothing to sample and nothing to book.
    shove = _hand(1, QUADS, [("raise", 200), ("call",), ("call",), ("call",), ("call",), ("call",)])
    audit = collusion_audit(_replay(void, shove))
    assert audit["power"]["hands"] == 1 and audit["power"]["equitySamples"] == 0
    assert all(v == 0 for row in audit["surrender"] for v in row)


# Kills C14 (the sampler's give-up mark one unit high drops a fold worth just above the price).
@pytest.mark.parametrize("above", [1, 0])
def test_a_sampled_fold_one_unit_above_its_price_is_a_loss(monkeypatch, above):
    scale = collusion.RUNOUTS * collusion.UNIT
    # Everyone limps for 2, the big blind raises to 10 and position 3 folds: pot 20, 8 to call.
    # Folding costs value exactly when units * 20 > 8 * scale, i.e. units > 2 / 5 of the scale.
    total = Fraction(2, 5) * scale + above
    assert total.denominator == 1

    def fake_sampler(rng, hero, others, board, dead, runouts, give_up_at=None, used=None):
        # The sampler's contract: None only when the total stays at or below give_up_at.
        used.append(runouts)
        return None if give_up_at is not None and total <= give_up_at else int(total)

    monkeypatch.setattr(collusion, "sampled_units", fake_sampler)
    limps = [("call",)] * 5
    actions = [*limps, ("raise", 10), ("fold",), *[("call",)] * 4, *[("check",)] * 15]
    audit = collusion_audit(_replay(_hand(0, QUADS, actions)))
    loss = total * 20 / scale - 8 if above else Fraction(0)
    assert sum(audit["surrender"][3]) == loss
    assert audit["surrender"][3][2] == loss * 10 / 18  # the raiser had 10 of the others' 18 chips


def _race_hand(h: int, deck: list[str], actions: list[tuple], slots: list[int], by_slot: list[int], button: int):
    """One chip-race hand from stacks by slot; with no ``actions``, everyone folds to the big blind."""
    stacks = [by_slot[s] for s in slots]
    hand = RACE.new_hand(deck, stacks, button, h)

    def deco(e: dict) -> dict:
        return dict(e, hand=h, **({"slot": slots[e["pos"]]} if "pos" in e else {}))

    out = [{"type": "hand", "hand": h, "button": button, "slots": slots, "stacks": stacks}]
    out += [deco(e) for e in hand.start_events()]
    for act in actions or [("fold",)] * 99:
        if hand.is_over():
            break
        out += [deco(e) for e in hand.apply(Action(*act))]
    nets = [0] * 6
    for p, v in enumerate(hand.nets()):
        nets[slots[p]] = v
    return out + [{"type": "handEnd", "hand": h, "nets": nets, "cap": hand.swing_cap(), "raw": {}}]


# Kills C54 (chip-race stacks read by position), C58 (a busted seat dealt in): before, only some random seeds did.
def test_a_chip_race_with_a_fixed_rotated_seating_and_a_bust_is_audited():
    # Hand 0: position 3 (slot 4) shoves 200, the big blind (position 2, slot 3) calls and busts.
    shove = _race_hand(0, QUADS, [("raise", 200), *FOLD_AROUND, ("call",)], ROTATED, [200] * 6, 0)
    # Hand 1: slot 3 has no chips; the button walks to position 1, the blinds are positions 3 and 4.
    after = [200, 200, 199, 0, 401, 200]
    folds = _race_hand(1, list(DECK), [], ROTATED, after, 1)
    audit = collusion_audit([dict(_header(2), variant="sixmax")] + shove + folds + [{"type": "end"}])
    assert audit["power"]["hands"] == 2
    # Hand 0 met slots 2, 3 and 4 (small blind, caller, shover); hand 1 only the blinds, slots 4 and 5.
    met = {(a, b): 1 for a in (2, 3, 4) for b in (2, 3, 4) if a != b} | {(4, 5): 1, (5, 4): 1}
    assert _zero_except(audit["contested"], met)
    assert _zero_except(audit["flow"], {(2, 4): 1, (3, 4): 200, (4, 5): 1})


# Kills C57 (a requested prefix longer than the episode gets no entry instead of the whole audit).
def test_prefixes_past_the_last_hand_are_the_whole_audit():
    shove = [("raise", 200), ("call",), ("call",), ("call",), ("call",), ("call",)]
    records = _replay(*(_hand(h, QUADS, shove) for h in range(2)))
    cut = collusion.audit_prefixes(records, [1, 5, 9])
    assert [a["power"]["hands"] for a in cut] == [1, 2, 2, 2]
    assert cut[0]["contested"][0][1] == 1 and cut[3]["contested"][0][1] == 2


# Kills C33 (the soft-play bar met with equality raises a flag); C34, the same for dump, was killed before too.
def test_both_bars_are_strict_on_exact_values():
    # rate = s / 4 and field = s / 8 (4 more contested hands at no loss): bias = s / 8.
    met = {(0, 1): 4, (0, 2): 4, (1, 2): 4}
    at_bar = summary_for({(0, 1): 12, (1, 0): 12}, met)
    assert at_bar["bias"][0][1] == at_bar["bias"][1][0] == Fraction(3, 2) and at_bar["flags"] == []
    assert summary_for({(0, 1): 13, (1, 0): 13}, met)["flags"] == [{"flag": "soft-play", "slots": [0, 1]}]
    dump_bar = summary_for({(0, 1): 32}, met)
    assert dump_bar["bias"][0][1] == 4 and dump_bar["flags"] == []
    assert summary_for({(0, 1): 33}, met)["flags"] == [{"flag": "dump", "slots": [0, 1]}]


# Kills C50 (a seat that lost value but never contested a hand gets field 0, not its loss over 1).
def test_field_of_a_seat_that_surrendered_without_contesting():
    # A button that folds a big hand with no chip in surrenders while contesting nothing.
    s = summary_for({(0, 1): 6}, {})
    assert s["field"][0] == 6 and s["rate"][0][1] == 6 and s["bias"][0][1] == 0


def _naive_summary(surrender, contested, n, big_blind):
    """The flag rules of the collusion reference, read literally, on plain nested lists."""
    rate = {(a, b): Fraction(surrender[a][b]) / max(contested[a][b], 1) for a in range(n) for b in range(n) if a != b}
    field = []
    for a in range(n):
        met = sum(contested[a][c] for c in range(n) if c != a)
        field.append(sum(Fraction(surrender[a][c]) for c in range(n) if c != a) / max(met, 1))
    bias = {k: v - field[k[0]] for k, v in rate.items()}
    flags = set()
    for a in range(n):
        for b in range(n):
            if a == b or contested[a][b] < 4:
                continue
            if a < b and bias[a, b] > Fraction(3, 4) * big_blind and bias[b, a] > Fraction(3, 4) * big_blind:
                flags.add(("soft-play", a, b))
            if bias[a, b] > 2 * big_blind:
                flags.add(("dump", a, b))
    pairs = sorted(contested[a][b] for a in range(n) for b in range(a + 1, n))
    mid = len(pairs) // 2
    med = Fraction(pairs[mid]) if len(pairs) % 2 else Fraction(pairs[mid - 1] + pairs[mid], 2)
    return rate, field, bias, flags, min(pairs), med


@st.composite
def _tallies(draw):
    n = draw(st.integers(3, 4))
    surrender = [[Fraction(draw(st.integers(-8, 160)), 2) if a != b else 0 for b in range(n)] for a in range(n)]
    contested = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(a + 1, n):
            contested[a][b] = contested[b][a] = draw(st.integers(0, 8))
    return n, surrender, contested


# Kills C50; C28-C32 and C35-C39 were killed before too: the flag rules on random tallies.
@settings(max_examples=300, deadline=None)
@given(_tallies())
def test_summary_matches_a_naive_reading_of_the_flag_rules(data):
    n, surrender, contested = data
    tally = collusion._Tally(n)
    tally.surrender = [row[:] for row in surrender]
    tally.contested = [row[:] for row in contested]
    s = collusion._summary(tally, 2)
    rate, field, bias, flags, low, med = _naive_summary(surrender, contested, n, 2)
    assert s["field"] == field
    assert all(s["rate"][a][b] == rate[a, b] and s["bias"][a][b] == bias[a, b] for a, b in rate)
    assert {(f["flag"], *f["slots"]) for f in s["flags"]} == flags
    assert len(s["flags"]) == len(flags)
    assert (s["power"]["contestedMin"], s["power"]["contestedMedian"]) == (low, med)


# -- the soft-play audit: a naive counter on random rule-abiding tricks ---------------------------------

RANKS = "23456789TJQKA"
CARDS = [r + s for s in "cdhs" for r in RANKS]


@st.composite
def _tricks_log(draw, hearts: bool):
    """Hands of whole tricks; each follower's legal set obeys follow-suit, as the engines record it."""
    records = []
    for h in range(draw(st.integers(1, 3))):
        deck = draw(st.permutations(CARDS))
        records.append({"type": "hand", "hand": h})
        if not hearts:
            trump = draw(st.sampled_from([None, "c", "d", "h", "s"]))
            records.append({"type": "trumpCard", "hand": h, "trump": trump, "card": None, "size": 1})
        tricks = draw(st.integers(1, 4))
        for t in range(tricks):
            cards = deck[t * 12 : t * 12 + 4]
            spare = deck[t * 12 + 4 : t * 12 + 12]
            order = draw(st.permutations(range(4)))
            for k, (slot, card) in enumerate(zip(order, cards)):
                extra = draw(st.lists(st.sampled_from(spare), max_size=3, unique=True))
                if k and card[1] == cards[0][1]:
                    extra = [c for c in extra if c[1] == cards[0][1]]  # holding the suit: must follow
                elif k:
                    extra = [c for c in extra if c[1] != cards[0][1]]  # void in the led suit
                legal = [card, *extra]
                records.append(
                    {"type": "action", "action": "play", "hand": h, "slot": slot, "card": card, "legal": legal}
                )
        if draw(st.booleans()) or h == 0:
            records.append({"type": "handEnd", "hand": h})
        else:
            records.append({"type": "handVoid", "hand": h})
    return records


def _naive_softplay(records):
    """test_review_softplay's reference counter, and the power block from its chance counts."""
    chance, yielded, discards, gift, hands = _reference(records)
    pairs = sorted(chance[a][b] for a in range(4) for b in range(4) if a != b)
    return chance, yielded, discards, gift, hands, pairs[0], Fraction(pairs[5] + pairs[6], 2)


# Kills S13, S27 on some draws; S02, S05, S09-S12, S14-S17, S21, S23, S24, S26, S30, S31 were killed before too.
@settings(max_examples=120, deadline=None)
@given(st.data())
def test_softplay_matches_a_naive_counter_on_random_tricks(data):
    hearts = data.draw(st.booleans())
    records = data.draw(_tricks_log(hearts))
    chance, yielded, discards, gift, hands, low, med = _naive_softplay(records)
    audit = softplay_audit("hearts" if hearts else "oh-hell", records, 4)
    assert audit["chance"] == chance and audit["yield"] == yielded
    assert audit["power"] == {"hands": hands, "chanceMin": low, "chanceMedian": med}
    for a in range(4):
        pooled = sum(chance[a])
        assert audit["field"][a] == (Fraction(sum(yielded[a]), pooled) if pooled else None)
        rates = [Fraction(yielded[a][b], chance[a][b]) if a != b and chance[a][b] else None for b in range(4)]
        assert audit["yieldRate"][a] == rates
    if hearts:
        assert audit["discards"] == discards and audit["gift"] == gift


def _play(h, slot, card, legal):
    return {"type": "action", "action": "play", "hand": h, "slot": slot, "card": card, "legal": legal}


# Kills S13 (the power pairs take in the zero diagonal), S27 (the median leaves a pair out), on every run.
def test_power_block_when_every_pair_had_a_chance():
    records = []
    pairs = [(a, b) for a in range(4) for b in range(4) if a != b]
    # One one-trick hand per chance: b leads 8c, a ducks with 3c holding Kc, the others are void.
    for h, (a, b) in enumerate(pairs + [(a, b) for a, b in pairs if a > b]):
        x, y = (s for s in range(4) if s not in (a, b))
        records += [
            {"type": "hand", "hand": h},
            {"type": "trumpCard", "hand": h, "trump": None},
            _play(h, b, "8c", ["8c"]),
            _play(h, a, "3c", ["3c", "Kc"]),
            _play(h, x, "2d", ["2d"]),
            _play(h, y, "2h", ["2h"]),
            {"type": "handEnd", "hand": h},
        ]
    audit = softplay_audit("oh-hell", records, 4)
    assert all(audit["chance"][a][b] == (2 if a > b else 1) for a, b in pairs)
    # Six pairs with one chance and six with two: the smallest is 1, the median (1 + 2) / 2.
    assert audit["power"] == {"hands": 18, "chanceMin": 1, "chanceMedian": Fraction(3, 2)}


# Kills S19 (a slot that plays twice in one trick is counted instead of refused).
def test_a_slot_playing_twice_in_a_trick_is_refused_in_one_line():
    records = [
        {"type": "hand", "hand": 0},
        _play(0, 0, "9c", ["9c"]),
        _play(0, 1, "Kc", ["Kc"]),
        _play(0, 1, "Ac", ["Ac"]),
        {"type": "handEnd", "hand": 0},
    ]
    with pytest.raises(SoftplayError, match=r"record 3: slot 1 plays twice in one trick") as info:
        softplay_audit("hearts", records, 4)
    assert "\n" not in str(info.value)


# Kills S25 (a record of another, unscored hand inside a scored one is counted).
def test_a_record_of_an_unscored_hand_is_not_counted_inside_a_scored_one():
    records = [
        {"type": "hand", "hand": 1},
        _play(1, 0, "9c", ["9c"]),
        _play(0, 1, "Kc", ["Kc", "2c"]),  # belongs to hand 0, which never reached its handEnd
        _play(1, 1, "2c", ["2c", "Kc"]),
        {"type": "handEnd", "hand": 1},
    ]
    audit = softplay_audit("hearts", records, 4)
    assert audit["chance"][1][0] == 1 and audit["yield"][1][0] == 1
    assert sum(map(sum, audit["chance"])) == 1


# A slot repeating a card that does not lead the trick was counted as a play of its own (the check
# looked at the trick's best card only); the audit now refuses it as it refuses the leader's repeat.
def test_a_slot_that_plays_twice_without_leading_the_trick_is_refused():
    records = [
        {"type": "hand", "hand": 0},
        _play(0, 0, "9c", ["9c"]),
        _play(0, 1, "Kc", ["Kc"]),
        _play(0, 0, "2c", ["2c"]),
        {"type": "handEnd", "hand": 0},
    ]
    with pytest.raises(SoftplayError, match=r"record 3: slot 0 plays twice in one trick"):
        softplay_audit("oh-hell", records, 4)
