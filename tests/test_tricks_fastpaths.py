"""The trick engines' fast paths against the rules and against the engines they replaced.

The play loop keeps each long holding split by the suit it follows (short ones are filtered per
decision) and computes the next legal set as each card is played; euchre checks its bidding
actions without building options; hands use ``__slots__``. These tests re-derive each of those
from the rules, and a digest of every observable over seeded random hands pins the output to
what the engines wrote before (issue 20).
"""

from __future__ import annotations

import copy
import hashlib

import pytest

from cosino.games.protocol import Action, IllegalAction
from cosino.games.registry import get_variant
from cosino.games.tricks.base import SUIT
from cosino.games.tricks.euchre import DECK as EUCHRE_DECK
from cosino.games.tricks.hearts import POINTS
from cosino.games.tricks.ohhell import OhHellVariant
from cosino.primitives.rng import Rng, derive

GAMES = ("euchre", "spades", "hearts", "oh-hell")
CARDS = [r + s for r in "23456789TJQKA" for s in "cdhs"]
ODD_CARDS = ["", "cd", "cdhs", "2", "Xx", "c", "d", "h", "s"]
KINDS = ["play", "pass", "order", "trump", "discard", "alone", "partner", "bid", "fold"]

# SHA-256 of trace_digest()'s records, written by the engines at commit 79bf853 (before the
# issue-20 speed work) and unchanged since: any change to an event, option, fallback,
# observation, error message or net of these hands changes it.
DIGEST_BEFORE_ISSUE_20 = "5b85665a628e46694f2e3fbb056c38456a6c2e7b287d30363291f23093d63a8d"


def singles(hand) -> list[Action]:
    """Every single action the options allow, in option order."""
    out = []
    for o in hand.options():
        if o.cards:
            out += [Action(o.kind, card=c) for c in o.cards]
        elif o.min_amount is not None:
            out += [Action(o.kind, v) for v in range(o.min_amount, o.max_amount + 1)]
        else:
            out.append(Action(o.kind))
    return out


def odd_action(rng: Rng) -> Action:
    """A random, mostly illegal action: any kind, maybe an amount, maybe a card or a non-card."""
    kind = KINDS[rng.randbelow(len(KINDS))]
    amount = rng.randbelow(16) - 1 if rng.randbelow(2) else None
    card = None
    if rng.randbelow(2):
        card = CARDS[rng.randbelow(52)] if rng.randbelow(3) else ODD_CARDS[rng.randbelow(len(ODD_CARDS))]
    return Action(kind, amount, card)


def variants():
    for name in GAMES:
        yield name, get_variant(name)
    yield "oh-hell 13,3,1", OhHellVariant((13, 3, 1))  # thirteen cards each: no trump card


def walk(variant, label: str, hands: int, check=None):
    """Seeded random hands with odd actions, clones and fallbacks mixed in; yields what each step showed."""
    rng = Rng(derive("tricks-fastpaths", label))
    for i in range(hands):
        deck = variant.deck()
        rng.shuffle(deck)
        hand = variant.new_hand(deck, [0] * 4, i % 4, i)
        yield ("start", hand.start_events(), hand.to_act(), hand.swing_cap())
        step = 0
        while not hand.is_over():
            if check is not None:
                check(hand)
            yield (
                "decision",
                hand.to_act(),
                hand.phase,
                hand.options(),
                hand.fallback(),
                hand.legal_cards() if hand.phase == "play" else None,
                [hand.observation(p) for p in range(4)] if step % 3 == 0 else None,
            )
            draw = rng.randbelow(10)
            if draw == 0:
                action = odd_action(rng)
                try:
                    yield ("odd", action, hand.apply(action))
                except IllegalAction as e:
                    yield ("refused", action, str(e))
                continue
            choices = singles(hand)
            action = hand.fallback() if draw == 1 else choices[rng.randbelow(len(choices))]
            if draw == 2:
                yield ("clone", copy.deepcopy(hand).apply(action))
            yield ("applied", action, hand.apply(action), hand.to_act(), hand.is_over())
            step += 1
        yield ("end", hand.nets(), hand.raw_numbers(), hand.swing_cap(), [hand.observation(p) for p in range(4)])
        yield ("after", hand.options())
        with pytest.raises(IllegalAction):
            hand.apply(Action("play", card="2c"))


def trace_digest(hands: int = 60) -> str:
    """SHA-256 of the repr of every step of :func:`walk` (repr keeps list/tuple, int/Fraction and key order apart)."""
    h = hashlib.sha256()
    for label, variant in variants():
        for record in walk(variant, label, hands):
            h.update(repr(record).encode())
            h.update(b"\n")
    return h.hexdigest()


def test_every_observable_is_what_the_engines_wrote_before_issue_20():
    assert trace_digest() == DIGEST_BEFORE_ISSUE_20


def reference_legal(hand) -> list[str]:
    """The legal cards straight from the rules, in holding order (what the play events record)."""
    pos = hand.to_act()
    held = list(hand.holdings[pos])
    trick = hand.trick
    if trick:
        led = hand.effective_suit(trick[0][1])
        follow = [c for c in held if hand.effective_suit(c) == led]
        if follow:
            return follow
        if hand.game == "hearts" and not hand.completed:
            return [c for c in held if not POINTS[c]] or held
        return held
    if hand.game == "hearts":
        if not hand.completed:
            return ["2c"]
        broken = any(SUIT[c] == "h" for t in hand.completed for c in t["cards"])
        return held if broken else [c for c in held if SUIT[c] != "h"] or held
    if hand.game == "spades":
        broken = any(SUIT[c] == "s" for t in hand.completed for c in t["cards"])
        return held if broken else [c for c in held if SUIT[c] != "s"] or held
    return held


def check_fast_paths(hand) -> None:
    # The flat list is the options expanded in order; its actions are shared, so each is built once.
    actions = hand.legal_actions()
    assert list(actions) == singles(hand)
    assert all(a is b for a, b in zip(actions, hand.legal_actions()))
    if hand.phase == "play":
        legal = hand.legal_cards()
        assert legal == reference_legal(hand)
        opts = hand.options()
        assert hand.options() is opts  # built once per decision
        assert [o.to_json() for o in opts] == [{"action": "play", "cards": legal}]
        for pos in range(4 if hand._suits else 0):  # the per-suit split (long holdings) matches each holding
            for suit, cards in hand._suits[pos].items():
                assert cards == [c for c in hand.holdings[pos] if hand.effective_suit(c) == suit]
        for led in "cdhs":  # trump and the led suit by strength, any other card -1
            for c in hand.holdings[hand.to_act()]:
                expected = hand.strength[c] if hand.effective_suit(c) in (hand.trump, led) else -1
                assert hand.power(c, led) == expected
    breaks = hand.breaks
    if breaks is not None:
        played = [c for t in hand.completed for c in t["cards"]] + [c for _, c in hand.trick]
        assert hand.broken == any(SUIT[c] == breaks for c in played)


@pytest.mark.parametrize("name", GAMES)
def test_legal_sets_options_and_broken_follow_the_rules_at_every_decision(name):
    for _ in walk(get_variant(name), name, 150, check=check_fast_paths):
        pass


def test_a_finished_hand_has_no_legal_actions():
    for name, variant in variants():
        rng = Rng(derive("tricks-fastpaths", "over", name))
        deck = variant.deck()
        rng.shuffle(deck)
        hand = variant.new_hand(deck, [0] * 4, 0, 3)
        while not hand.is_over():
            actions = hand.legal_actions()
            hand.apply(actions[rng.randbelow(len(actions))])
        assert hand.legal_actions() == () and hand.options() == []


def check_offers(hand) -> None:
    """apply (through is_legal on a copy) accepts exactly what options() admit, odd actions included."""
    if hand.phase == "play":
        return
    cards = [None, *EUCHRE_DECK, "2c", *ODD_CARDS]
    for kind in ("pass", "order", "trump", "discard", "alone", "partner", "play", "bid"):
        for amount in (None, 1):
            for card in cards:
                action = Action(kind, amount, card)
                assert hand.is_legal(action) == hand.offers(action), (hand.phase, action)


def test_euchre_accepts_exactly_the_offered_phase_actions():
    variant = get_variant("euchre")
    rng = Rng(derive("tricks-fastpaths", "euchre-offers"))
    for i in range(4):  # even hands pass round one by, so both rounds, the discard and the alone choice are seen
        deck = variant.deck()
        rng.shuffle(deck)
        hand = variant.new_hand(deck, [0] * 4, i % 4, i)
        while hand.phase != "play":
            check_offers(hand)
            choices = singles(hand)
            passes = [a for a in choices if a.kind == "pass"]
            if hand.phase == "bid1":
                choices = passes if i % 2 == 0 else [a for a in choices if a.kind == "order"]
            elif hand.phase == "bid2":
                choices = passes or choices
            hand.apply(choices[rng.randbelow(len(choices))])


@pytest.mark.parametrize("name", GAMES)
def test_a_clone_plays_on_exactly_as_the_original(name):
    variant = get_variant(name)
    rng = Rng(derive("tricks-fastpaths-clone", name))
    for i in range(20):
        deck = variant.deck()
        rng.shuffle(deck)
        hand = variant.new_hand(deck, [0] * 4, 0, i)
        twin = None
        while not hand.is_over():
            if twin is None and rng.randbelow(8) == 0:
                twin = copy.deepcopy(hand)
                twin_rng = copy.deepcopy(rng)
                twin_log: list = []
                log: list = []
            choices = singles(hand)
            events = hand.apply(choices[rng.randbelow(len(choices))])
            if twin is not None:
                log.append(events)
                twin_choices = singles(twin)
                twin_log.append(twin.apply(twin_choices[twin_rng.randbelow(len(twin_choices))]))
        if twin is not None:
            assert twin_log == log and twin.nets() == hand.nets() and twin.is_over()
            assert [twin.observation(p) for p in range(4)] == [hand.observation(p) for p in range(4)]
